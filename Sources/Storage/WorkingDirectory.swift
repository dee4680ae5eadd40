import Glibc

/// The process's working directory.
public enum WorkingDirectory {
    /// Its path (`getcwd`); "." when it cannot be read (removed, or a path longer than
    /// `PATH_MAX`), which relative paths still resolve against.
    public static var path: String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
