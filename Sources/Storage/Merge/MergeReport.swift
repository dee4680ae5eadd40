/// What a merge did, so the app can tell the person ("2 rows added in another program").
public struct MergeReport: Sendable, Equatable {
    /// Rows that appeared on disk and were added.
    public var theirAdded: [String] = []
    /// Rows edited on disk whose edits were taken.
    public var theirEdited: [String] = []
    /// Rows deleted on disk and so deleted here too.
    public var theirDeleted: [String] = []
    /// Rows deleted on disk that stay, because they were changed here (or are held here).
    public var keptDeletedOutside: [String] = []
    /// Rows deleted here that are back, because they were changed on disk meanwhile.
    public var restoredDeletedHere: [String] = []
    /// Rows changed on both sides in the same field, with what lost.
    public var conflicts: [MergeConflict] = []
    /// Rows both sides added with the same id but different content: theirs got a new id.
    public var renamed: [String: String] = [:]

    public init() {}

    /// Whether the disk had any change at all.
    public var isEmpty: Bool {
        theirAdded.isEmpty && theirEdited.isEmpty && theirDeleted.isEmpty && keptDeletedOutside.isEmpty
            && restoredDeletedHere.isEmpty && conflicts.isEmpty && renamed.isEmpty
    }
}

/// A row changed on both sides in the same field: the merge kept one value and this is the
/// other, so it can be given back (the app makes it an undo step).
public struct MergeConflict: Sendable, Equatable {
    /// The row as merged.
    public var kept: TodoItem
    /// The same row with the losing values in the fields that conflicted.
    public var lost: TodoItem

    public var id: String { kept.id }
}
