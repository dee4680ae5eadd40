/// Something a load noticed and the user should hear about. Nothing here loses data.
public enum LoadWarning: Sendable, Equatable {
    /// Rows that had no `id:` were given one (written on the next save).
    case assignedIDs(count: Int)
    /// The row on `line` repeated an id already used above; the copy now has `newID`.
    case duplicateID(line: Int, id: String, newID: String)
    /// The line is not valid UTF-8: it is kept unchanged in the file but not shown.
    case undecodableLine(line: Int)
    /// The line contains NUL bytes: it is kept unchanged in the file but not shown.
    case nulBytes(line: Int)
    /// A save made the list this process's user's: its owner (`owner`, a user id) could not be
    /// kept by a process that is not root.
    case ownerChanged(path: String, owner: UInt32)

    /// The line the warning is about (0 for the summary of assigned ids).
    var line: Int {
        switch self {
        case .assignedIDs, .ownerChanged: return 0
        case .duplicateID(let line, _, _), .undecodableLine(let line), .nulBytes(let line): return line
        }
    }

    /// Whether the warning only describes Lista's own housekeeping (ids it gave rows, stable
    /// and saved with the next change): nothing the person must act on, so it never takes the
    /// status line or a line of `lista ls`'s output.
    public var isHousekeeping: Bool {
        if case .assignedIDs = self { true } else { false }
    }

    /// The warning in plain words.
    public var message: String {
        switch self {
        case .assignedIDs(let count):
            return count == 1
                ? "1 row had no id; Lista gave it one (saved with the next change)."
                : "\(count) rows had no id; Lista gave them one (saved with the next change)."
        case .duplicateID(let line, let id, let newID):
            return "Line \(line) repeats the id \(id); the copy now has the id \(newID)."
        case .undecodableLine(let line):
            return "Line \(line) is not valid UTF-8; it is kept in the file unchanged but not shown."
        case .nulBytes(let line):
            return "Line \(line) contains NUL bytes; it is kept in the file unchanged but not shown."
        case .ownerChanged(let path, let owner):
            return "\(path) now belongs to you, not to user \(owner): only root can keep another user's file theirs."
        }
    }
}

/// What loading a file produced: the file and what the user should be told.
public struct TodoLoadResult: Sendable, Equatable {
    /// The file (rows all have unique ids).
    public var file: TodoFile
    /// Human-readable notes about the load, in file order.
    public var warnings: [LoadWarning]
}
