import Core

/// The detail page (pushed): one row's fields, dates, tracked time and note. It names the row by
/// id and reads it from the list, so a running timer shows live; relative dates ("3 days ago")
/// stay current with a clock that ticks while the page is up. A note kept in a file is read
/// when the page starts (the `notes` dependency). Going back pops it.
public struct Detail: Reducer {
    public struct State: Equatable, Identifiable, Sendable {
        public let id: String
        /// The time relative dates are measured from; nil until the page started.
        public var now: Timestamp?
        /// The name of the row's note file (when the page opened, or once its note moved to a
        /// file); nil when its note is none or in the line.
        public var noteFile: String?
        /// What reading that file found; nil until it is read.
        public var note: NoteReading?
        public init(rowID: String, noteFile: String? = nil, now: Timestamp? = nil) {
            id = rowID
            self.noteFile = noteFile
            self.now = now
        }
    }

    public enum Action: Equatable, Sendable {
        /// The page is up: start the clock.
        case started
        case ticked(Timestamp)
        /// The row's note file was read.
        case noteRead(NoteReading)
        case back
    }

    struct ClockID: Hashable, Sendable {}
    /// How often relative dates refresh.
    public static let tick: Duration = .seconds(60)

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.clock) var clock
    @Dependency(\.now) var now
    @Dependency(\.notes) var notes

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .started:
            state.now = now()
            let ticking = Effect<Action>.repeating(every: Self.tick, on: clock, name: "detail clock", id: ClockID()) { [now] in
                .ticked(now())
            }
            guard let name = state.noteFile else { return ticking }
            return .merge(ticking, .run(name: "read the note") { [notes] send in
                send(.noteRead(await notes.read(name)))
            })
        case let .noteRead(reading):
            state.note = reading
            return .none
        case let .ticked(date):
            state.now = date
            return .none
        case .back:
            return .dismiss(dismiss)
        }
    }
}
