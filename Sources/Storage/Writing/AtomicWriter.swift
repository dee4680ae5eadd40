import Glibc

/// Replaces a file's content atomically: a reader or a crash sees the old file or the new one,
/// complete, never a mix or a truncated file.
///
/// Steps: check that the file may be replaced (``WriteTarget``); create a temporary file in the
/// same directory (so the rename stays on one file system) under a new, unpredictable name
/// (``TemporaryFiles``), with `O_EXCL | O_NOFOLLOW`, so a link or a file someone planted is
/// never opened; give it the original's owner, group and mode before a byte is written;
/// write, fsync, rename it over the original, fsync the directory (so the rename itself
/// survives a power cut). A writer killed midway leaves its temporary file, which the next
/// holder of the folder's ``FileLock`` removes.
public enum AtomicWriter {
    /// Writes `bytes` to `path`, keeping the owner, group and mode of the file there (a new
    /// file: 0o644 minus the umask). `beforeRename` runs after the data is safe on disk and
    /// before the rename; it may throw to abandon the write. Returns whether the owner and group
    /// were kept. Throws `StorageError` (the file is refused by ``WriteTarget``'s rule).
    /// O(bytes), plus two fsyncs.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String, beforeRename: () throws -> Void = {}) throws -> Ownership {
        try write(to: path, content: { try POSIXIO.writeAll($0, bytes, path: path) }, beforeRename: beforeRename)
    }

    /// Writes what `content` writes to the descriptor it is given (the temporary file, open for
    /// writing at offset 0), with the same steps and guarantees as ``write(_:to:beforeRename:)``:
    /// a file can be printed to disk without its bytes ever being in memory at once. `content`
    /// may throw to abandon the write (nothing on disk changes).
    @discardableResult
    static func write(to path: String, content: (Int32) throws -> Void, beforeRename: () throws -> Void = {}) throws -> Ownership {
        let original = try WriteTarget.check(path)
        let (temporary, descriptor) = try TemporaryFiles.create(for: path, finalMode: original?.permissions)
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        let ownership: Ownership
        do {
            defer { close(descriptor) }
            ownership = original.map { Ownership.give(descriptor, like: $0) } ?? .kept
            if let original, fchmod(descriptor, mode_t(original.permissions)) != 0 {
                throw StorageError.from(errno: errno, path: path, operation: "save")
            }
            try content(descriptor)
            try POSIXIO.sync(descriptor, path: path)
        }
        try beforeRename()
        guard rename(temporary, path) == 0 else { throw saveError(errno, path: path) }
        renamed = true
        // The data is already in place; a failed directory fsync only weakens power-cut safety.
        POSIXIO.syncFolder(of: path)
        return ownership
    }

    /// Why a save of `path` (or another `operation` on it) failed, from the `errno` of the call
    /// that failed: a folder on the way that is not there is named so.
    static func saveError(_ code: Int32, path: String, operation: String = "save") -> StorageError {
        code == ENOENT || code == ENOTDIR ? .directoryMissing(path: path) : .from(errno: code, path: path, operation: operation)
    }
}
