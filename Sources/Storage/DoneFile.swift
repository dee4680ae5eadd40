import Glibc

/// The archive beside a list (`done.txt`, todo.sh's name): read with the one parser, written by
/// appending (each append made durable before it returns) or, to take lines back out, replaced
/// whole and atomically. Callers hold the list's lock (``TodoStore``'s archive and saves do).
public struct DoneFile: Sendable {
    /// The archive's path.
    public let path: String

    /// `done.txt` in the folder of the list at `listPath`.
    public init(besideList listPath: String) {
        let slash = listPath.lastIndex(of: "/")
        let folder = slash.map { String(listPath[..<$0]) } ?? "."
        path = (folder.isEmpty ? "" : folder) + "/done.txt"
    }

    /// The archive's bytes; empty when it does not exist yet. Throws `StorageError`.
    public func read() throws -> [UInt8] {
        do {
            return try TodoStore(path: path).readBytes()
        } catch StorageError.fileMissing {
            return []
        }
    }

    /// Appends `text` (whole lines) in one go and syncs it to disk. `dropTail` bytes at the end
    /// of the file are cut off first (an interrupted append's partial line), and `separator` is
    /// written first when the file does not end with a line break. Throws `StorageError`.
    func append(_ text: String, dropTail: Int, separator: String?) throws {
        let existed = access(path, F_OK) == 0
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw StorageError.from(errno: errno, path: path, operation: "open") }
        defer { close(descriptor) }
        if dropTail > 0 {
            var info = stat()
            guard fstat(descriptor, &info) == 0, ftruncate(descriptor, info.st_size - off_t(dropTail)) == 0 else {
                throw StorageError.from(errno: errno, path: path, operation: "truncate")
            }
        }
        try POSIXIO.writeAll(descriptor, Array(((separator ?? "") + text).utf8), path: path)
        try POSIXIO.sync(descriptor, path: path)
        if !existed { POSIXIO.syncFolder(of: path) }
    }
}
