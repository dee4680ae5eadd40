import Core
import Storage

/// The archive key: done rows leave the list for done.txt beside it, through storage (the
/// list does no I/O), by Storage's one archive rule, on a save made at once. It is one undo
/// step: undo puts the rows back in the list, and the next save takes their lines out of
/// done.txt after writing the list (so a kill in between leaves them in both files, the state
/// the next archive finishes, never in neither).
extension TodoList {
    func archiveDone(_ state: inout State) -> Effect<Action> {
        state.history.closeTyping()
        let ids = state.doneRowIDs()
        guard !ids.isEmpty else {
            state.message = "No done rows to archive"
            return .none
        }
        let items = ids.compactMap { state.rows[id: $0]?.item }
        let steps = state.removeRows(ids: ids)
        state.history.record(UndoEntry(label: "archive", steps: steps, movesToDoneFile: true))
        state.persistence.doneFile.archived(items)
        if let destinationRow = state.destinationRowID, !state.rows.contains(id: destinationRow) {
            state.destination = nil
        }
        state.message = .undoing("Archived \(items.count) done row\(items.count == 1 ? "" : "s") to done.txt", "to undo")
        // The file operation the person asked for happens now, not after the typing debounce.
        return .merge(.cancel(id: CancelID.saveDebounce), state.persistence.isSaving ? scheduleSave() : save(&state))
    }
}

extension TodoList.State {
    /// Every done row's id, in list order: the current ones and those `h:1` hides (a row waiting
    /// for its threshold is never done). O(done + hidden rows), no scan of the list.
    func doneRowIDs() -> [String] {
        let hiddenDone = memo.hiddenIDs.filter { rows[id: $0]?.item.done == true }
        guard !hiddenDone.isEmpty else { return Array(memo.doneIDs) }
        return (Array(memo.doneIDs) + hiddenDone).sorted { rows.index(id: $0)! < rows.index(id: $1)! }
    }
}

/// The rows that move between the list and done.txt with the next save: archived ones (to be
/// appended to done.txt) and ones an undo put back (whose lines leave done.txt). Kept until a
/// save that carried them succeeds.
public struct DoneFileMoves: Equatable, Sendable {
    /// Rows taken out of the list for done.txt, not yet written there.
    public internal(set) var archive: [TodoItem] = []
    /// Rows put back in the list whose lines are still in done.txt.
    public internal(set) var restore: [TodoItem] = []

    public init() {}

    public var isEmpty: Bool { archive.isEmpty && restore.isEmpty }

    /// Rows left the list for done.txt (an archive, or a redo of one). A row put back and not
    /// yet saved just stops being restored: its line never left done.txt.
    mutating func archived(_ items: [TodoItem]) {
        for item in items {
            if let index = restore.firstIndex(of: item) { restore.remove(at: index) } else { archive.append(item) }
        }
    }

    /// Rows came back from done.txt (an undo of an archive). A row not yet written there just
    /// stops being archived.
    mutating func restored(_ items: [TodoItem]) {
        for item in items {
            if let index = archive.firstIndex(of: item) { archive.remove(at: index) } else { restore.append(item) }
        }
    }

    /// A save that carried `handed` succeeded: those moves are done.
    mutating func saved(_ handed: DoneFileMoves) {
        for item in handed.archive { if let index = archive.firstIndex(of: item) { archive.remove(at: index) } }
        for item in handed.restore { if let index = restore.firstIndex(of: item) { restore.remove(at: index) } }
    }
}
