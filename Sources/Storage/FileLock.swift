import Glibc

/// An advisory exclusive lock (flock) on a lock file next to the to-do file
/// (`.todo.txt.lock` for `todo.txt`), so Lista instances and `lista` commands take turns
/// for read-merge-write. The lock file itself is never deleted (deleting it would let two
/// processes hold "the" lock on two different files). The kernel drops the lock when the
/// process dies, so a killed writer never blocks the next one.
final class FileLock {
    private let descriptor: Int32

    /// Blocks until the lock is held.
    init(for path: String) throws {
        let lockPath = FileLock.lockPath(for: path)
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            // Name the to-do file, not the lock file: that is what the user knows. A folder
            // where the lock cannot be made is a folder where the file cannot be saved.
            throw POSIXIO.openError(errno, path: path)
        }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let code = errno
            close(descriptor)
            throw StorageError.from(errno: code, path: lockPath, operation: "lock")
        }
        self.descriptor = descriptor
    }

    /// Releases the lock (closing the descriptor releases it too).
    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The lock file's path for a to-do file's path.
    static func lockPath(for path: String) -> String {
        let directory = POSIXIO.directoryOf(path)
        return directory + "/." + POSIXIO.nameOf(path) + ".lock"
    }
}
