import Glibc

/// What the process was started with: its environment variables and its working directory.
public enum ProcessEnvironment {
    /// Every `NAME=value` of the environment; for a name given twice, the first. O(size).
    public static var variables: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }

    /// The working directory's path (`getcwd`); "." when it cannot be read (removed, or longer
    /// than `PATH_MAX`), which relative paths still resolve against.
    public static var workingDirectory: String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
