import Glibc

/// An advisory exclusive lock (flock) on the folder that holds the to-do file, so Lista
/// instances and `lista` commands take turns for read-merge-write.
///
/// The folder itself is locked, not a lock file beside the list:
/// - nothing is created, so nothing is left in a folder a sync client copies, and there is no
///   name at which someone else could plant a link or a file for Lista to open;
/// - the folder is the same object for every process that can reach the list (it survives the
///   atomic rename that replaces the list), and `flock` needs only a descriptor opened for
///   reading, so every member of a group who may write the list can take the lock;
/// - the lists of one folder share the lock, with their `done.txt`: saves of two lists in one
///   folder take turns too.
///
/// The kernel drops the lock when the process dies, so a killed writer never blocks the next one.
final class FileLock {
    private let descriptor: Int32

    /// Blocks until the lock on the folder holding `path` is held. Throws `StorageError`,
    /// naming the to-do file (what the person knows).
    init(for path: String) throws {
        let folder = Self.lockedFolder(for: path)
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicWriter.saveError(errno, path: path, operation: "lock") }
        guard POSIXIO.retrying({ Int(flock(descriptor, LOCK_EX)) }) == 0 else {
            let code = errno
            close(descriptor)
            throw StorageError.from(errno: code, path: path, operation: "lock")
        }
        self.descriptor = descriptor
        TemporaryFiles.removeLeftovers(in: folder)
    }

    /// Releases the lock (closing the descriptor releases it too).
    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The folder locked for the to-do file at `path`, with its links resolved: a list whose
    /// folder is reached through a link (`~/todo` → `~/Sync/todo`) and one named by the real
    /// path lock the same folder.
    static func lockedFolder(for path: String) -> String {
        POSIXIO.resolvingLinks(POSIXIO.directoryOf(path))
    }
}
