import Core
import Storage

/// Priority without the editor, like topydo's `pri` and `depri`: `p` then a letter sets it on
/// the marked rows (else the selected one), `p` then `-` clears it, and raising or lowering
/// moves it one letter. Each is one undo step.
extension TodoList {
    /// What the status line says when no row shows to give a priority to.
    static let noRowForPriority: StatusMessage = "No row to give a priority: the list shows no rows"

    /// How a priority change is asked for (``PriorityChoice``).
    public enum PriorityChange: Equatable, Sendable {
        /// Sets this letter (A–Z), or clears the priority (nil).
        case set(Character?)
        /// One letter toward A; a row with none gets A.
        case raise
        /// One letter toward Z; Z becomes none.
        case lower
    }

    func changePriority(_ state: inout State, _ change: PriorityChange) -> Effect<Action> {
        state.history.closeTyping()
        let ids = state.targetIDs()
        guard !ids.isEmpty else {
            state.message = Self.noRowForPriority
            return .none
        }
        let steps = ids.compactMap { id in
            state.updateRow(id: id) { row in row.item.priority = change.applied(to: row.item.priority) }
        }
        for id in ids { state.noteMayMove(id) }
        guard !steps.isEmpty else {
            state.message = StatusMessage(ids.count == 1 ? "The priority is already that" : "The priorities are already that")
            return .none
        }
        let label: String
        switch change {
        case let .set(letter?): label = "priority \(letter)"
        case .set(nil): label = "no priority"
        case .raise: label = "priority up"
        case .lower: label = "priority down"
        }
        state.history.record(UndoEntry(label: label, steps: steps))
        if steps.count == 1, case let .update(_, after) = steps[0] {
            let priority = after.row.item.priority.map { "priority \($0)" } ?? "no priority"
            state.message = .undoing("\(after.row.quotedForMessage) now has \(priority)", "takes it back")
        } else {
            state.message = .undoing("\(steps.count) rows: \(label)", "takes it back")
        }
        return scheduleSave()
    }
}

extension TodoList.PriorityChange {
    /// The priority `current` becomes.
    func applied(to current: Character?) -> Character? {
        switch self {
        case let .set(letter):
            return letter.map { Character($0.uppercased()) }
        case .raise:
            guard let current, let value = current.asciiValue, value > UInt8(ascii: "A") else { return "A" }
            return Character(Unicode.Scalar(value - 1))
        case .lower:
            guard let current, let value = current.asciiValue else { return nil }
            return value >= UInt8(ascii: "Z") ? nil : Character(Unicode.Scalar(value + 1))
        }
    }
}
