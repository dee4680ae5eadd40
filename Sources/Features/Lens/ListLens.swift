import Core
import Storage

/// The lens as a feature: the filter, the search and the sort in front of the list's rows,
/// worked in slices between keys, and the day that thresholds place rows by. The rows are the
/// list's (``TodoList``); the lens reads and writes their projection through its state.
public struct ListLens: Reducer {
    /// The lens's own fields and the list's data it works on, moved out of the list and back
    /// by the list's `Scope` (nothing shared is copied).
    public struct State: Equatable, Sendable {
        /// The list's rows with their lens, memo and day.
        public var content: ListRows
        /// The live search field, while the person types a search.
        public var searchField: EditableText?
        /// The list's status line.
        public var message: StatusMessage?
        /// Whether a `continueSearch` is on its way (transient bookkeeping).
        var isContinuationPending = false
    }

    public enum Action: Equatable, Sendable {
        /// The person's: a key or a click.
        case view(View)
        /// Examines the next slice of rows for a search still running, or reads the next keys
        /// of a sort being built.
        case continueSearch
        /// The live session's measure of how many rows a slice of a search or a sort build
        /// reads (``LensSliceTuner``). Tuning: what the slices find does not depend on it.
        case setSliceRows(Int)
        /// A worker sorted the visible rows for the sort build `generation`.
        case sortFinished(generation: Int, ids: RowIDList)
        /// Starts the watch that sends ``dayBegan(_:)`` when the date changes (midnight).
        case watchTheDay
        /// The date changed while the list is open: rows whose threshold came show.
        case dayBegan(TodoDate)

        /// Whether the person sent it: the type says so.
        var isPersonal: Bool { if case .view = self { true } else { false } }
    }

    /// What the person does to the lens.
    public enum View: Equatable, Sendable {
        case cycleStatus(forward: Bool)
        case set(Lens)
        case startSearch
        case searchEdit(TextEdit)
        case commitSearch
        case cancelSearch
        /// `S`: the next sort lens (priority, due date, creation date, text, done last, none).
        case cycleSort
    }

    @Dependency(\.now) var now
    @Dependency(\.clock) var clock

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .view(view):
            see(&state, view)
            return .none
        case .continueSearch:
            state.isContinuationPending = false
            guard let (generation, entries) = state.content.continueScan() else { return .none }
            // Sorting a million keys takes longer than a key may wait: a worker does it.
            return .run(name: "sort the visible rows") { send in
                send(.sortFinished(generation: generation, ids: SortedProjection.sortedIDs(entries)))
            }
            .cancellable(id: TodoList.CancelID.sort, cancelInFlight: true)
        case let .setSliceRows(rows):
            state.content.lensSliceRows = Swift.max(1, rows)
            return .none
        case let .sortFinished(generation, ids):
            state.content.adoptSorted(ids, generation: generation)
            return .none
        case .watchTheDay:
            return watchTheDay()
        case let .dayBegan(day):
            dayBegan(&state, day)
            return .none
        }
    }

    private func see(_ state: inout State, _ view: View) {
        switch view {
        case let .cycleStatus(forward):
            state.content.changeLens { $0.status = $0.status.cycled(forward: forward) }
        case let .set(lens):
            state.content.setLens(lens)
        case .startSearch:
            state.searchField = EditableText(state.content.lens.search)
        case let .searchEdit(edit):
            guard var field = state.searchField else { return }
            field.apply(edit)
            state.searchField = field
            state.content.changeLens { $0.search = field.text }
        case .commitSearch:
            state.searchField = nil
        case .cancelSearch:
            state.searchField = nil
            state.content.changeLens { $0.search = "" }
        case .cycleSort:
            cycleSort(&state)
        }
    }

    /// The next sort lens, `S`: priority, due date, creation date, text, done last, then the
    /// file's own order again. The header shows it; the status line says it.
    private func cycleSort(_ state: inout State) {
        state.content.changeLens { $0.sort = RowSort.cycled(from: $0.sort) }
        let next = StatusMessage.FollowUp(command: .list(.lens(.view(.cycleSort))), label: "next sort")
        let said = state.content.lens.sort.map { "Sorted by \($0.title); the file keeps your own order" } ?? "Sort off: your own order"
        state.message = StatusMessage(said, followUp: next)
    }
}

extension TodoList {
    /// Keeps a running search or sort build going, one slice per `continueSearch`. Each slice
    /// is sent from an effect, so keys typed meanwhile are handled between slices instead of
    /// after the scan.
    func keepSearching(_ state: inout State, _ action: Action) -> Effect<Action> {
        guard state.content.hasLensWork, !state.isSearchContinuationPending else { return .none }
        state.isSearchContinuationPending = true
        return .run(name: "continue the search") { send in
            send(.lens(.continueSearch))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
    }
}

extension TodoList.State {
    /// The lens's state, moved out of the list for its reducer.
    mutating func takeLens() -> ListLens.State {
        var lens = ListLens.State(content: .empty, searchField: searchField, message: message, isContinuationPending: isSearchContinuationPending)
        swap(&lens.content, &content)
        return lens
    }

    /// Puts back what the lens's reducer made of its state.
    mutating func putLens(_ lens: ListLens.State) {
        content = lens.content
        searchField = lens.searchField
        message = lens.message
        isSearchContinuationPending = lens.isContinuationPending
    }
}
