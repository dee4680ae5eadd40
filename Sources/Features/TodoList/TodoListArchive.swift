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
        state.closeDestinationOfRemovedRow()
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

/// The rows that move between the list and done.txt with the saves: archived ones (to be
/// appended to done.txt) and ones an undo put back (whose lines leave done.txt). Those not yet
/// handed to a save wait here; those handed to the save under way are in flight until it ends
/// (a failed save hands them again).
public struct DoneFileMoves: Equatable, Sendable {
    /// Rows taken out of the list for done.txt, not yet handed to a save.
    public internal(set) var archive: [TodoItem] = []
    /// Rows put back in the list whose lines are in done.txt (or on their way there), not yet
    /// handed to a save.
    public internal(set) var restore: [TodoItem] = []
    /// What the save under way carries.
    public internal(set) var inFlight: (archive: [TodoItem], restore: [TodoItem]) = ([], [])

    public static func == (lhs: DoneFileMoves, rhs: DoneFileMoves) -> Bool {
        lhs.archive == rhs.archive && lhs.restore == rhs.restore
            && lhs.inFlight.archive == rhs.inFlight.archive && lhs.inFlight.restore == rhs.inFlight.restore
    }

    /// Whether no move waits for a save.
    public var isEmpty: Bool { archive.isEmpty && restore.isEmpty }

    /// Every move not known to be written: the waiting ones and those in flight (for the save
    /// on quit, which may run before or after the one under way; both moves are idempotent).
    public var unwritten: (archive: [TodoItem], restore: [TodoItem]) {
        (inFlight.archive + archive, inFlight.restore + restore)
    }

    /// Rows left the list for done.txt (an archive, or a redo of one). A row put back whose
    /// restore was not handed to a save yet just stops being restored: its line is still in
    /// done.txt.
    mutating func archived(_ items: [TodoItem]) { Self.move(items, cancelling: &restore, else: &archive) }

    /// Rows came back from done.txt (an undo of an archive). A row whose archive was not handed
    /// to a save yet just stops being archived; one in flight or written is restored.
    mutating func restored(_ items: [TodoItem]) { Self.move(items, cancelling: &archive, else: &restore) }

    /// Each of `items` takes back a waiting move the other way, or waits to move itself.
    private static func move(_ items: [TodoItem], cancelling opposite: inout [TodoItem], else waiting: inout [TodoItem]) {
        for item in items {
            if let index = opposite.firstIndex(of: item) { opposite.remove(at: index) } else { waiting.append(item) }
        }
    }

    /// A save takes the waiting moves.
    mutating func handOff() -> (archive: [TodoItem], restore: [TodoItem]) {
        inFlight = (archive, restore)
        archive = []
        restore = []
        return inFlight
    }

    /// The save under way ended: written, or (failed) to be handed again, before anything
    /// that waited since; a row both archived and restored meanwhile stays where it is.
    mutating func saveEnded(succeeded: Bool) {
        if !succeeded {
            let waiting = (archive: archive, restore: restore)
            archive = inFlight.archive
            restore = inFlight.restore
            archived(waiting.archive)
            restored(waiting.restore)
        }
        inFlight = ([], [])
    }
}
