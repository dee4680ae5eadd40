/// Something a load noticed and the user should hear about. Nothing here loses data.
public enum LoadWarning: Sendable, Equatable {
    /// The row on `line` repeated an id already used above; Lista knows the copy as `newID`
    /// (its line is not changed).
    case duplicateID(line: Int, id: String, newID: String)
    /// The line is not valid UTF-8: it is kept unchanged in the file but not shown.
    case undecodableLine(line: Int)
    /// The line contains NUL bytes: it is kept unchanged in the file but not shown.
    case nulBytes(line: Int)
    /// A save made the list this process's user's: its owner (`owner`, a user id) could not be
    /// kept by a process that is not root.
    case ownerChanged(path: String, owner: UInt32)

    /// The line the warning is about (0 for one about the whole file).
    var line: Int {
        switch self {
        case .ownerChanged: return 0
        case .duplicateID(let line, _, _), .undecodableLine(let line), .nulBytes(let line): return line
        }
    }

    /// The warning in plain words.
    public var message: String {
        switch self {
        case .duplicateID(let line, let id, let newID):
            return "Line \(line) repeats the id \(id); Lista knows the copy as \(newID) (the file is not changed)."
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
