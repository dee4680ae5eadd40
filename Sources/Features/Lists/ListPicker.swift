import Core

/// The list picker: a popover offering the lists beside the current one and the recent ones.
/// Choosing one asks whoever runs the lists to show it (``Delegate/open(_:)``); the
/// current list is marked, and choosing it just closes the popover.
public struct ListPicker: Reducer {
    /// One line of the popover.
    public struct Option: Equatable, Sendable {
        /// The list, by absolute path.
        public var path: String
        /// Whether it is offered as a recent list rather than one in the current folder.
        public var isRecent: Bool
    }

    public struct State: Equatable, Sendable {
        /// The list on screen.
        public let current: String
        /// The folder's lists, then the recent lists that are not among them.
        public let options: [Option]
        /// The highlighted option (starts on the current list).
        public var highlighted: Int

        public init(_ choices: ListChoices) {
            current = choices.current
            let folder = Set(choices.folder)
            options = choices.folder.map { Option(path: $0, isRecent: false) }
                + choices.recent.filter { !folder.contains($0) }.map { Option(path: $0, isRecent: true) }
            highlighted = options.firstIndex { $0.path == choices.current } ?? 0
        }

        /// Whether `option` is the list on screen.
        public func isCurrent(_ option: Option) -> Bool {
            option.path == current
        }
    }

    public typealias Action = PopoverAction<Delegate>

    public enum Delegate: Equatable, Sendable {
        /// Show the list at this path instead of this one.
        case open(String)
    }

    @Dependency(\.dismiss) var dismiss

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        if let effect = action.highlighting(&state.highlighted, among: state.options.count, dismiss: dismiss) { return effect }
        guard state.options.indices.contains(state.highlighted) else { return .none }
        let option = state.options[state.highlighted]
        if state.isCurrent(option) { return .dismiss(dismiss) }
        return .send(.delegate(.open(option.path)))
    }
}
