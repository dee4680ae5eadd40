/// What a row's domain content was or became: its todo.txt fields and the cursor.
public struct RowContent: Equatable, Sendable {
    public var row: Row.State

    init(_ row: Row.State) {
        var copy = row
        copy.isTimerRunning = false
        self.row = copy
    }
}

/// One reversible change to the rows.
///
/// The offsets come first in their cases on purpose: with a row first, every case began with a
/// reference, and Swift kept the case in those references' spare bits, where LeakSanitizer
/// cannot follow them (it reported the rows of undo entries as leaked).
public enum UndoStep: Equatable, Sendable {
    /// A row was inserted at an offset (undo removes it).
    case insert(at: Int, RowContent)
    /// A row was removed from an offset (undo puts it back there).
    case remove(at: Int, RowContent)
    /// A row's content changed.
    case update(before: RowContent, after: RowContent)
    /// Rows moved: their offsets before and after (every other row keeps its relative order).
    case relocate(ids: [String], from: [Int], to: [Int])
}

/// A step a person can undo: one or more row changes, labelled for the status bar.
public struct UndoEntry: Equatable, Sendable {
    public var label: String
    public var steps: [UndoStep]
    /// The row being typed into, while consecutive typing coalesces into this entry.
    var typingRowID: String?
    /// Whether the removed rows went to done.txt (an archive): undoing it takes them back out.
    var movesToDoneFile = false
    /// A note file the step rewrote: its text lives beside the list, not in the row's line, so
    /// undo and redo write it back themselves.
    var noteFile: NoteFileChange? = nil
}

/// A note file's text before and after an edit (``UndoEntry/noteFile``).
public struct NoteFileChange: Equatable, Sendable {
    /// The row whose note it is.
    public var rowID: String
    /// The note file's name, as the row's `note:` tag holds it.
    public var name: String
    public var before: String
    public var after: String
}

/// Undo and redo stacks (at most ``limit`` entries each).
public struct UndoHistory: Equatable, Sendable {
    public static let limit = 200
    public internal(set) var undoStack: [UndoEntry] = []
    public internal(set) var redoStack: [UndoEntry] = []

    /// Records a new change; clears redo.
    mutating func record(_ entry: UndoEntry) {
        guard !entry.steps.isEmpty || entry.noteFile != nil else { return }
        undoStack.append(entry)
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        redoStack.removeAll()
    }

    /// Records typing in `rowID`: extends the last entry while it is typing in the same row.
    /// Typing into a row just added extends its add, so undo takes away the row, never leaves
    /// it there empty (an empty row would be saved).
    mutating func recordTyping(in rowID: String, before: RowContent, after: RowContent) {
        let open = undoStack.last.flatMap { $0.typingRowID == rowID && $0.steps.count == 1 ? $0.steps[0] : nil }
        switch open {
        case let .update(firstBefore, _)?:
            undoStack[undoStack.count - 1].steps = [.update(before: firstBefore, after: after)]
        case let .insert(offset, _)?:
            undoStack[undoStack.count - 1].steps = [.insert(at: offset, after)]
        default:
            return record(UndoEntry(label: "typing", steps: [.update(before: before, after: after)], typingRowID: rowID))
        }
        redoStack.removeAll()
    }

    /// Records the removal (`steps`) of row `rowID`, left empty when its field was left. When
    /// the last entry added that row, the two cancel out and neither stays; when it was the
    /// typing that emptied the row, the removal joins it. Either way no undo brings back an
    /// empty row, which the next save would write.
    mutating func recordRemoval(ofEmptied rowID: String, steps: [UndoStep], label: String) {
        guard let last = undoStack.last, last.steps.count == 1 else {
            return record(UndoEntry(label: label, steps: steps))
        }
        switch last.steps[0] {
        case let .insert(_, content) where content.row.id == rowID:
            undoStack.removeLast()
        case let .update(_, after) where after.row.id == rowID && last.label == "typing":
            undoStack[undoStack.count - 1].steps += steps
        default:
            return record(UndoEntry(label: label, steps: steps))
        }
        redoStack.removeAll()
    }

    /// Makes the entries recorded after the first `count` one entry (labelled as the first of
    /// them), so a repeated command is one undo step. O(entries merged).
    mutating func mergeEntries(since count: Int) {
        guard undoStack.count > count + 1 else { return }
        var merged = undoStack[count]
        for entry in undoStack[(count + 1)...] { merged.steps += entry.steps }
        undoStack.removeSubrange(count...)
        undoStack.append(merged)
    }

    /// Ends coalescing: the next typing starts a new step.
    mutating func closeTyping() {
        if let last = undoStack.last, last.typingRowID != nil {
            undoStack[undoStack.count - 1].typingRowID = nil
        }
    }
}
