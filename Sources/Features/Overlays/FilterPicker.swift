import Core
import Storage

/// The filter popover: pick the status, which rows by their threshold and `h:1` (current,
/// future, hidden, everything), a +project and an @context from those in the list.
/// Each pick applies at once (the list shows it live) through a delegate action.
public struct FilterPicker: Reducer {
    /// One line of the popover.
    public enum Option: Equatable, Sendable {
        case status(StatusFilter)
        case visibility(VisibilityFilter)
        /// done.txt's rows, on their own read-only page.
        case archived
        case project(String?)
        case context(String?)

        public var title: String {
            switch self {
            case let .status(status): status.title
            case let .visibility(visibility): visibility.title
            case .archived: "Archived (done.txt)"
            case let .project(name): name.map { "+" + $0 } ?? "any project"
            case let .context(name): name.map { "@" + $0 } ?? "any context"
            }
        }
    }

    public struct State: Equatable, Sendable {
        /// The lens as picked so far (starts as the list's).
        public var lens: Lens
        public let options: [Option]
        /// The highlighted option.
        public var highlighted = 0

        public init(lens: Lens, projects: [String], contexts: [String]) {
            self.lens = lens
            options = StatusFilter.allCases.map(Option.status)
                + VisibilityFilter.allCases.map(Option.visibility) + [.archived]
                + [.project(nil)] + projects.map { .project($0) }
                + [.context(nil)] + contexts.map { .context($0) }
        }

        /// Whether `option` is what the lens has now.
        public func isChosen(_ option: Option) -> Bool {
            switch option {
            case let .status(status): lens.status == status
            case let .visibility(visibility): lens.visibility == visibility
            case .archived: false
            case let .project(name): lens.project == name
            case let .context(name): lens.context == name
            }
        }
    }

    public typealias Action = PopoverAction<Delegate>

    public enum Delegate: Equatable, Sendable {
        case lensChanged(Lens)
        /// The archived rows were chosen: the list shows them on their page.
        case showArchive
    }

    @Dependency(\.dismiss) var dismiss

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        if let effect = action.highlighting(&state.highlighted, among: state.options.count, dismiss: dismiss) { return effect }
        switch state.options[state.highlighted] {
        case let .status(status): state.lens.status = status
        case let .visibility(visibility): state.lens.visibility = visibility
        case .archived: return .send(.delegate(.showArchive))
        case let .project(name): state.lens.project = name
        case let .context(name): state.lens.context = name
        }
        return .send(.delegate(.lensChanged(state.lens)))
    }
}
