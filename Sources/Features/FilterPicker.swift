import Core
import Storage

/// The filter popover: pick the status, a +project and an @context from those in the list.
/// Each pick applies at once (the list shows it live) through a delegate action.
public struct FilterPicker: Reducer {
    /// One line of the popover.
    public enum Option: Equatable, Sendable {
        case status(StatusFilter)
        case project(String?)
        case context(String?)

        public var title: String {
            switch self {
            case let .status(status): status.title
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
        public var highlighted: Int

        public init(lens: Lens, projects: [String], contexts: [String]) {
            self.lens = lens
            options = StatusFilter.allCases.map(Option.status)
                + [.project(nil)] + projects.map { .project($0) }
                + [.context(nil)] + contexts.map { .context($0) }
            highlighted = 0
        }

        /// Whether `option` is what the lens has now.
        public func isChosen(_ option: Option) -> Bool {
            switch option {
            case let .status(status): lens.status == status
            case let .project(name): lens.project == name
            case let .context(name): lens.context == name
            }
        }
    }

    public enum Action: Equatable, Sendable {
        case highlightNext
        case highlightPrevious
        case choose
        case close
        case delegate(Delegate)

        public enum Delegate: Equatable, Sendable {
            case lensChanged(Lens)
        }
    }

    @Dependency(\.dismiss) var dismiss

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .highlightNext:
            state.highlighted = OptionHighlight.moved(state.highlighted, by: 1, count: state.options.count)
            return .none
        case .highlightPrevious:
            state.highlighted = OptionHighlight.moved(state.highlighted, by: -1, count: state.options.count)
            return .none
        case .choose:
            switch state.options[state.highlighted] {
            case let .status(status): state.lens.status = status
            case let .project(name): state.lens.project = name
            case let .context(name): state.lens.context = name
            }
            return .send(.delegate(.lensChanged(state.lens)))
        case .close:
            return .run { [dismiss] _ in dismiss() }
        case .delegate:
            return .none
        }
    }
}
