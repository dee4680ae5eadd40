/// Where the person's config file lives, as the XDG base directory spec says.
public enum ConfigFileLocation {
    /// `$XDG_CONFIG_HOME/lista/config` when XDG_CONFIG_HOME is an absolute path, else
    /// `$HOME/.config/lista/config`; nil with neither.
    public static func resolve(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/lista/config" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/lista/config"
    }

    /// The file's text, or nil when there is no such file (Lista works without one).
    /// Bytes that are not UTF-8 read as U+FFFD, so the line holding them is reported.
    public static func read(_ path: String) throws(StorageError) -> String? {
        do {
            return String(decoding: try POSIXIO.readFile(path).bytes, as: UTF8.self)
        } catch StorageError.fileMissing, StorageError.directoryMissing {
            return nil
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError.system(path: path, operation: "read", reason: "\(error)")
        }
    }
}
