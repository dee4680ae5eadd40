import Glibc

/// The one rule for what Lista may replace with a save: nothing yet, or a regular file that
/// someone may write and that has no other name.
///
/// - A FIFO, a device or a socket is not a list (a save would replace it with a regular file).
/// - A file with no write bit at all (`chmod 444`) is read-only by its owner's choice: a save
///   by rename (and root ignores the bits) would replace it without a word.
/// - A file this process may not write is refused, even where the folder would let the rename
///   replace it.
/// - A file with hard links is refused: an atomic save replaces the file under one name, and
///   the others would keep the old rows. Lista does not write such a file in place either,
///   since a write in place can be torn by a kill; a symbolic link is followed instead (the
///   list's path is resolved first).
enum WriteTarget {
    /// The status of the file at `path` when it may be replaced, nil when there is none.
    /// Throws `StorageError` saying why not. O(1).
    static func check(_ path: String) throws -> FileStatus? {
        guard let status = try FileStatus.of(path) else { return nil }
        if status.isDirectory { throw StorageError.isDirectory(path: path) }
        if !status.isRegular { throw StorageError.notARegularFile(path: path) }
        if status.permissions & 0o222 == 0 { throw StorageError.readOnlyFile(path: path) }
        if faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0 {
            throw StorageError.from(errno: errno, path: path, operation: "save")
        }
        if status.links > 1 { throw StorageError.hardLinked(path: path, names: Int(status.links)) }
        return status
    }
}
