import Collections
import Core

/// The smallest row feature that exercises `forEach`: it types characters into its title.
/// Written here, not taken from Features, so the core's figure measures the core alone.
struct BenchRow: Reducer {
    typealias State = BenchElement

    enum Action: Sendable {
        /// Appends a character; a title that reached 48 bytes starts over, so that repeated
        /// sends keep costing the same.
        case type(Character)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .type(character):
            if state.title.utf8.count >= 48 { state.title.removeAll(keepingCapacity: true) }
            state.title.append(character)
            return .none
        }
    }
}

/// A list of ``BenchRow``s composed with `forEach`; the parent itself does nothing.
struct BenchList: Reducer {
    struct State: Sendable {
        var rows: IdentifiedArrayOf<BenchElement>
    }

    enum Action: Sendable {
        case rows(IdentifiedAction<String, BenchRow.Action>)
    }

    static let rowsPath = CasePath<Action, IdentifiedAction<String, BenchRow.Action>>(
        embed: { .rows($0) }, extract: { if case let .rows(action) = $0 { action } else { nil } })

    var body: some Reducer<State, Action> {
        Reduce { _, _ in .none }
            .forEach(\.rows, action: Self.rowsPath) { BenchRow() }
    }
}
