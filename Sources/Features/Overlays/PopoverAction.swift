import Core

/// What a person does in a popover of options (the filter and the list pickers), and what the
/// popover asks of whoever presented it (`Delegate`). The highlight moves one step at a time
/// and stays on an option.
public enum PopoverAction<Delegate: Equatable & Sendable>: Equatable, Sendable {
    case highlightNext
    case highlightPrevious
    /// A click on option `index` (the mouse): highlight it and choose it.
    case tapped(Int)
    case choose
    case close
    case delegate(Delegate)

    /// What the action does in any popover of `count` options: moves the `highlighted` one,
    /// closes, or nothing. Nil when the highlighted option is chosen: `choose`, or a click on an
    /// option (highlighted first; a click below the last one does nothing). O(1).
    func highlighting(_ highlighted: inout Int, among count: Int, dismiss: DismissEffect) -> Effect<Self>? {
        switch self {
        case .highlightNext, .highlightPrevious:
            highlighted = Swift.max(0, Swift.min(highlighted + (self == .highlightNext ? 1 : -1), count - 1))
            return Effect.none
        case let .tapped(index):
            guard (0..<count).contains(index) else { return Effect.none }
            highlighted = index
            return nil
        case .choose:
            return nil
        case .close:
            return .dismiss(dismiss)
        case .delegate:
            return Effect.none
        }
    }
}
