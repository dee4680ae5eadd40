import Core
import Storage

/// The archived rows, read from done.txt beside the list through storage, on a pushed page:
/// read only (the page says so), as `lista ls --archived` lists them. It reads the file each
/// time it opens, so rows archived a moment ago are there.
public struct ArchivePage: Reducer {
    public struct State: Equatable, Sendable {
        /// done.txt's rows in file order; nil until they are read.
        public var rows: [TodoItem]?
        /// Why done.txt could not be read, in plain words.
        public var failure: String?
        /// First row shown.
        public var scroll = 0
    }

    public enum Action: Equatable, Sendable {
        /// Sent when the page opens: reads done.txt.
        case started
        case loaded([TodoItem])
        case failed(String)
        case scrollDown
        case scrollUp
        case back
    }

    @Dependency(\.storage) var storage
    @Dependency(\.dismiss) var dismiss

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .started:
            return .run(name: "read done.txt") { [storage] send in
                do {
                    send(.loaded(try await storage.readArchive()))
                } catch {
                    send(.failed("\(error)"))
                }
            }
            // Keys typed ahead scroll the rows once they are there, as they would when typed slowly.
            .holdingInput()
        case let .loaded(rows):
            state.rows = rows
            state.failure = nil
            state.scroll = Swift.min(state.scroll, Swift.max(0, rows.count - 1))
            return .none
        case let .failed(reason):
            state.failure = reason
            return .none
        case .scrollDown:
            state.scroll = Swift.min(state.scroll + 1, Swift.max(0, (state.rows?.count ?? 0) - 1))
            return .none
        case .scrollUp:
            state.scroll = Swift.max(0, state.scroll - 1)
            return .none
        case .back:
            return .dismiss(dismiss)
        }
    }
}
