import Glibc

/// Creating the folders a to-do file lives in.
enum Directories {
    /// `mkdir -p` with mode 0700 for new folders (to-do lists are private by default).
    static func create(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 {
                let code = errno
                guard code == EEXIST else {
                    throw StorageError.from(errno: code, path: current, operation: "create the folder")
                }
                if let status = try FileStatus.of(current), !status.isDirectory {
                    throw StorageError.system(path: current, operation: "create the folder", reason: "a file is in the way")
                }
            }
        }
    }
}
