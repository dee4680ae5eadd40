import Glibc

/// Why a load or save failed, in words a user can act on. Nothing is lost when one is thrown:
/// a failed save leaves the file as it was and the rows in memory.
public enum StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The system refused access (file or directory permissions).
    case permissionDenied(path: String)
    /// The file system is mounted read-only.
    case readOnlyFileSystem(path: String)
    /// No space (or quota) left on the device.
    case diskFull(path: String)
    /// The directory that should hold the file does not exist (any more).
    case directoryMissing(path: String)
    /// The path names a directory, not a file.
    case isDirectory(path: String)
    /// The file does not exist.
    case fileMissing(path: String)
    /// The path names a FIFO, a device or a socket: a list is a regular file.
    case notARegularFile(path: String)
    /// The file grew by more than Lista allows while it was read (another program keeps
    /// appending to it): Lista stops reading rather than read without end.
    case keepsGrowing(path: String)
    /// No one may write the file (no write bit at all, as `chmod 444` leaves it): a save would
    /// replace it anyway, so Lista does not.
    case readOnlyFile(path: String)
    /// The file has other names (hard links): a save replaces the file under this name only, so
    /// the other names would keep the old rows; Lista does not save it.
    case hardLinked(path: String, names: Int)
    /// A link or a file that another user put at a name Lista writes (`done.txt` in a shared
    /// folder): Lista does not write through it.
    case plantedFile(path: String)
    /// No place for the file could be worked out (no `--file`, `LISTA_FILE`, `XDG_DATA_HOME` or `HOME`).
    case noLocation
    /// Any other system error, with the system's own words.
    case system(path: String, operation: String, reason: String)

    /// A sentence for the status bar or the terminal.
    public var message: String {
        switch self {
        case .permissionDenied(let path): return "Permission denied: Lista may not read or write \(path)."
        case .readOnlyFileSystem(let path): return "The disk holding \(path) is read-only."
        case .diskFull(let path): return "The disk is full: cannot save \(path)."
        case .directoryMissing(let path): return "The folder for \(path) is gone."
        case .isDirectory(let path): return "\(path) is a folder, not a to-do file."
        case .fileMissing(let path): return "\(path) does not exist."
        case .notARegularFile(let path):
            return "\(path) is not a regular file (a FIFO, a device or a socket); a to-do list must be a regular file."
        case .keepsGrowing(let path):
            return "\(path) kept growing while Lista read it (another program keeps writing to it); Lista stopped reading. Try again once that program has stopped."
        case .readOnlyFile(let path):
            return "\(path) is read-only; Lista does not replace it. Make it writable (chmod u+w) to save."
        case .hardLinked(let path, let names):
            return "\(path) has \(names) names (hard links); a save would leave the other names with the old rows, so Lista does not save it. Keep one name, or make the others symbolic links."
        case .plantedFile(let path):
            return "\(path) is a link or a file that another user put there; Lista does not write through it."
        case .noLocation: return "Cannot tell where the to-do file lives: set HOME, XDG_DATA_HOME or LISTA_FILE, or pass --file PATH."
        case .system(let path, let operation, let reason): return "Could not \(operation) \(path): \(reason)."
        }
    }

    /// Same as `message`.
    public var description: String { message }

    /// `body`'s value; nil when it throws ``fileMissing(path:)``.
    static func nilWhenMissing<Value>(_ body: () throws -> Value) throws -> Value? {
        do {
            return try body()
        } catch StorageError.fileMissing {
            return nil
        }
    }

    /// Maps an errno value to an error about `path`.
    static func from(errno code: Int32, path: String, operation: String) -> StorageError {
        switch code {
        case EACCES, EPERM: return .permissionDenied(path: path)
        case EROFS: return .readOnlyFileSystem(path: path)
        case ENOSPC, EDQUOT: return .diskFull(path: path)
        case EISDIR: return .isDirectory(path: path)
        default: return .system(path: path, operation: operation, reason: String(cString: strerror(code)))
        }
    }
}
