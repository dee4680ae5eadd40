import Glibc

/// Replaces a file's content atomically: a reader or a crash sees the old file or the new one,
/// complete, never a mix or a truncated file.
///
/// Steps: write a temporary file in the same directory (so the rename stays on one file
/// system), fsync it, give it the original's permissions, rename it over the original, fsync the
/// directory (so the rename itself survives a power cut). The temporary name is fixed per file
/// (`.todo.txt.lista-save`) because writers hold the `FileLock`: a writer killed midway leaves
/// at most that one file, which the next save overwrites.
public enum AtomicWriter {
    /// Writes `bytes` to `path`. `permissions` are applied to the new file (nil: 0o644 for a
    /// file that did not exist, minus the umask). `beforeRename` runs after the data is safe on
    /// disk and before the rename; it may throw to abandon the write. Throws `StorageError`.
    /// O(bytes), plus two fsyncs.
    public static func write(_ bytes: [UInt8], to path: String, permissions: UInt32?, beforeRename: () throws -> Void = {}) throws {
        try write(to: path, permissions: permissions, content: { try POSIXIO.writeAll($0, bytes, path: path) }, beforeRename: beforeRename)
    }

    /// Writes what `content` writes to the descriptor it is given (the temporary file, open for
    /// writing at offset 0), with the same steps and guarantees as ``write(_:to:permissions:beforeRename:)``:
    /// a file can be printed to disk without its bytes ever being in memory at once. `content`
    /// may throw to abandon the write (nothing on disk changes).
    static func write(to path: String, permissions: UInt32?, content: (Int32) throws -> Void,
                      beforeRename: () throws -> Void = {}) throws {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw saveError(errno, path: path) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            try content(descriptor)
            if let permissions {
                _ = fchmod(descriptor, mode_t(permissions))
            }
            try POSIXIO.sync(descriptor, path: path)
        }
        try beforeRename()
        guard rename(temporary, path) == 0 else { throw saveError(errno, path: path) }
        renamed = true
        // The data is already in place; a failed directory fsync only weakens power-cut safety.
        POSIXIO.syncFolder(of: path)
    }

    /// The fixed temporary path used while saving `path`.
    /// Why a save of `path` failed, from the `errno` of the call that failed.
    private static func saveError(_ code: Int32, path: String) -> StorageError {
        code == ENOENT || code == ENOTDIR ? .directoryMissing(path: path) : .from(errno: code, path: path, operation: "save")
    }

    static func temporaryPath(for path: String) -> String {
        POSIXIO.directoryOf(path) + "/." + POSIXIO.nameOf(path) + ".lista-save"
    }
}
