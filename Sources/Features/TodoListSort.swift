import Core
import Storage

/// Sort lenses: the visible rows shown in another order while the file keeps the person's.
extension TodoList {
    /// The next sort lens, `S`: priority, due date, creation date, text, done last, then the
    /// file's own order again. The header shows it; the status line says it.
    func cycleSort(_ state: inout State) -> Effect<Action> {
        state.changeLens { $0.sort = RowSort.cycled(from: $0.sort) }
        let next = StatusMessage.FollowUp(command: .list(.cycleSort), label: "next sort")
        if let sort = state.lens.sort {
            state.message = StatusMessage("Sorted by \(sort.title); the file keeps your own order", followUp: next)
        } else {
            state.message = StatusMessage("Sort off: your own order", followUp: next)
        }
        return .none
    }

    /// Under a sort lens a move has no meaning the screen could show (the row would go back
    /// to its sorted place). So a move (a chord, `.move`, or the start of a drag) turns the
    /// sort off and moves nothing: the rows are back
    /// in the person's own order, where the next move means what it shows. Returns whether it
    /// did that.
    func turnSortOffForMove(_ state: inout State) -> Bool {
        guard state.lens.sort != nil else { return false }
        state.changeLens { $0.sort = nil }
        state.message = "Sort off: rows move in your own order — move again"
        return true
    }
}
