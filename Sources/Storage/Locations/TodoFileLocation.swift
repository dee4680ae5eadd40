/// Where the to-do file lives.
public enum TodoFileLocation {
    /// The path to use, first match wins:
    /// 1. `fileOption` (`--file PATH`),
    /// 2. `$LISTA_FILE`,
    /// 3. `$XDG_DATA_HOME/lista/todo.txt` (only when XDG_DATA_HOME is an absolute path, as the
    ///    XDG spec asks),
    /// 4. `$HOME/.local/share/lista/todo.txt`.
    ///
    /// A leading `~/` is expanded with `$HOME`; relative paths are made absolute against
    /// `currentDirectory`. Throws `StorageError.noLocation` when nothing applies.
    public static func resolve(fileOption: String?, environment: [String: String], currentDirectory: String) throws -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        func absolute(_ path: String) throws -> String {
            if path == "~" || path.hasPrefix("~/") {
                guard let home else { throw StorageError.noLocation }
                return home + path.dropFirst(1)
            }
            if path.hasPrefix("/") { return path }
            return currentDirectory + (currentDirectory.hasSuffix("/") ? "" : "/") + path
        }
        if let option = fileOption, !option.isEmpty { return try absolute(option) }
        if let file = environment["LISTA_FILE"], !file.isEmpty { return try absolute(file) }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/lista/todo.txt" }
        guard let home else { throw StorageError.noLocation }
        return home + "/.local/share/lista/todo.txt"
    }

    /// Whether the person named the file (`--file PATH` or `$LISTA_FILE`) rather than taking
    /// the default location. A named file that does not exist yet is a list of the person's own
    /// (or a mistyped path): it starts empty, and only the default list starts with the
    /// starter rows.
    public static func isNamed(fileOption: String?, environment: [String: String]) -> Bool {
        !(fileOption ?? "").isEmpty || !(environment["LISTA_FILE"] ?? "").isEmpty
    }
}
