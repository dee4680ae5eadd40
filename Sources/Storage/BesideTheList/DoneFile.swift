import Glibc

/// The archive beside a list (`done.txt`, todo.sh's name): read with the one parser, written by
/// appending (each append made durable before it returns) or, to take lines back out, replaced
/// whole and atomically. Callers hold the list's lock (``TodoStore``'s archive and saves do).
public struct DoneFile: Sendable {
    /// The archive's path.
    public let path: String
    /// The path of the list it is the archive of: a new archive gets its owner, group and mode.
    let listPath: String

    /// `done.txt` in the folder of the list at `listPath`.
    public init(besideList listPath: String) {
        let slash = listPath.lastIndex(of: "/")
        let folder = slash.map { String(listPath[..<$0]) } ?? "."
        path = (folder.isEmpty ? "" : folder) + "/done.txt"
        self.listPath = listPath
    }

    /// The archive's bytes; empty when it does not exist yet. Throws `StorageError`.
    public func read() throws -> [UInt8] {
        try StorageError.nilWhenMissing { try TodoStore(path: path).readBytes() } ?? []
    }

    /// Appends `text` (whole lines) in one go and syncs it to disk. `dropTail` bytes at the end
    /// of the file are cut off first (an interrupted append's partial line), and `separator` is
    /// written first when the file does not end with a line break. Throws `StorageError`.
    func append(_ text: String, dropTail: Int, separator: String?) throws {
        let (descriptor, existed) = try openForAppending()
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

    /// Opens the archive for appending, creating it when missing. A new archive is created with
    /// `O_EXCL | O_NOFOLLOW`, given the list's owner, group and mode before a byte is written;
    /// an archive that is there is used when ``SharedFolderTrust`` trusts it (a link or a file
    /// another user planted in a shared folder is refused). Returns whether it existed.
    private func openForAppending() throws -> (descriptor: Int32, existed: Bool) {
        let list = try FileStatus.of(listPath)
        let created = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_APPEND | O_CLOEXEC, 0o600)
        if created >= 0 {
            if let list {
                _ = Ownership.give(created, like: list)
                _ = fchmod(created, mode_t(list.permissions))
            } else {
                _ = fchmod(created, 0o644)
            }
            return (created, false)
        }
        guard errno == EEXIST else { throw StorageError.from(errno: errno, path: path, operation: "open") }
        var link = stat()
        guard lstat(path, &link) == 0 else { throw StorageError.from(errno: errno, path: path, operation: "open") }
        guard SharedFolderTrust.trusts(FileStatus(link), list: list) else { throw StorageError.plantedFile(path: path) }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw StorageError.from(errno: errno, path: path, operation: "open") }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileStatus(info).isRegular, SharedFolderTrust.trusts(FileStatus(info), list: list) else {
            close(descriptor)
            throw FileStatus(info).isRegular ? StorageError.plantedFile(path: path) : StorageError.notARegularFile(path: path)
        }
        return (descriptor, true)
    }
}
