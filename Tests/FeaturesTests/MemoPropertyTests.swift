import Collections
import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// Long random action sequences: after every action the memoized projection and counts equal a
/// fresh computation, and the ids the list holds (selection, marks, focus) name existing rows.
final class MemoPropertyTests: XCTestCase {
    private static let words = ["milk", "Milk", "+home", "+work", "@phone", "café", "漢字", "😀", "rent", " ", "x",
                                "t:2026-12-02", "t:2026-11-01", "h:1", "h:0"]
    private static let lenses: [Lens] = [
        Lens(), Lens(status: .pending), Lens(status: .done), Lens(search: "mi"), Lens(search: "MILK"),
        Lens(project: "home"), Lens(status: .pending, project: "work"), Lens(context: "phone"), Lens(search: "漢"),
        Lens(sort: .text), Lens(status: .pending, sort: .doneLast), Lens(search: "mi", sort: .text), Lens(sort: .priority),
        Lens(visibility: .future), Lens(visibility: .hidden), Lens(visibility: .everything),
        Lens(status: .pending, visibility: .everything), Lens(status: .done, visibility: .hidden),
        Lens(search: "mi", visibility: .future),
    ]
    /// Days around the words' thresholds: a new day brings rows back, or (a clock set back) holds them again.
    private static let days = (28...35).map { today.adding(days: $0 - 30) }

    /// What the sort's worker would send for the build under way, computed here (the worker's
    /// own result may arrive too, or first: either is the same).
    private func sortResult(_ state: TodoList.State) -> TodoList.Action? {
        guard let sorted = state.content.sorted, case .sorting = sorted.phase else { return nil }
        var fresh = SortedProjection(sort: sorted.sort, generation: sorted.generation)
        guard let entries = fresh.collect(visible: state.memo.visibleIDs, rows: state.rows, sliceRows: Int.max) else { return nil }
        return .lens(.sortFinished(generation: sorted.generation, ids: SortedProjection.sortedIDs(entries)))
    }

    private func randomAction(_ state: TodoList.State, _ rng: inout SeededGenerator) -> TodoList.Action {
        let ids = state.rows.ids
        let randomID = ids.randomElement(using: &rng)
        let visibleCount = state.visibleIDs.count
        // A sort being built is often finished before the next change, so that many changes
        // land on a built sort, which must follow them.
        if state.isSorting && Int.random(in: 0..<2, using: &rng) == 0 {
            return state.content.hasLensWork ? .lens(.continueSearch) : sortResult(state) ?? .lens(.continueSearch)
        }
        switch Int.random(in: 0..<21, using: &rng) {
        case 20: return .lens(.dayBegan(Self.days.randomElement(using: &rng)!))
        case 0: return .view(.addRow(Bool.random(using: &rng) ? .append : .belowSelection))
        case 1, 2:
            guard let id = state.focus ?? randomID else { return .view(.addRow(.append)) }
            return .rows(.element(id: id, action: .edit(.insert(Self.words.randomElement(using: &rng)!))))
        case 3:
            guard let id = randomID else { return .view(.undo) }
            let edits: [TextEdit] = [.deleteBackward, .deleteWordBackward, .deleteToStart, .moveLeft, .moveHome, .deleteForward]
            return .rows(.element(id: id, action: .edit(edits.randomElement(using: &rng)!)))
        case 4: return .view(.toggleDoneSelected)
        case 5: guard let id = randomID else { return .view(.redo) }; return .rows(.element(id: id, action: .toggleDone))
        case 6: return visibleCount > 0 ? .view(.delete(visibleOffsets: [Int.random(in: 0..<visibleCount, using: &rng)])) : .view(.undo)
        case 7: return .view(.moveSelected(up: Bool.random(using: &rng)))
        case 8:
            guard visibleCount > 0 else { return .view(.redo) }
            return .view(.move(fromVisibleOffsets: [Int.random(in: 0..<visibleCount, using: &rng)],
                         toVisibleOffset: Int.random(in: 0...visibleCount, using: &rng)))
        case 9: return .lens(.view(.set(Self.lenses.randomElement(using: &rng)!)))
        case 10: return .lens(.view(.cycleStatus(forward: Bool.random(using: &rng))))
        case 11: return .view(.undo)
        case 12: return .view(.redo)
        case 13: return .view(.moveSelection([.up, .down, .first, .last, .pageDown(5)].randomElement(using: &rng)!))
        case 14: return .marks(.toggleSelected)
        case 15: return .view(.sortDoneToBottom)
        case 16:
            var items = state.rows.map(\.item).filter { _ in Int.random(in: 0..<10, using: &rng) > 0 }
            if var first = items.first { first.text += " outside"; items[0] = first }
            items.append(TodoItem(id: "ext\(Int.random(in: 0..<1000, using: &rng))", text: "from outside +work"))
            return reloaded(state, to: items)
        case 17: return Bool.random(using: &rng) ? .view(.focusSelected) : .view(.leaveField)
        case 18: return Bool.random(using: &rng) ? .lens(.view(.startSearch)) : .lens(.view(.searchEdit(.insert("m"))))
        case 19 where state.lens.sort == nil:
            var lens = state.lens
            lens.sort = RowSort.allCases.randomElement(using: &rng)
            return .lens(.view(.set(lens)))
        case 19: return state.content.hasLensWork ? .lens(.continueSearch) : .lens(.view(.cycleSort))
        default: return state.searchField == nil ? .view(.deleteSelected) : .lens(.view(.cancelSearch))
        }
    }

    private func checkInvariants(_ state: TodoList.State, after action: TodoList.Action, step: Int, seed: UInt64) -> Bool {
        let context = "seed \(seed), step \(step), after \(action)"
        let agrees = state.content.agreesWithAFreshComputation()
        XCTAssertTrue(agrees, "memo differs from a fresh computation: \(context)")
        if let selection = state.selection { XCTAssertTrue(state.rows.contains(id: selection), "selection \(selection): \(context)") }
        if let focus = state.focus { XCTAssertTrue(state.rows.contains(id: focus), "focus \(focus): \(context)") }
        XCTAssertTrue(state.marks.allSatisfy(state.rows.contains(id:)), "marks: \(context)")
        for row in state.rows {
            XCTAssertTrue((0...row.text.count).contains(row.cursor), "cursor of \(row.id): \(context)")
        }
        return agrees
    }

    /// Odd seeds search in slices of two rows, so most actions land while a search is still
    /// running and must keep its partial projection right.
    func testTheMemoAlwaysEqualsAFreshComputation() {
        var underABuiltSort = 0
        defer { XCTAssertGreaterThan(underABuiltSort, 300, "actions on a built sort over every seed: \(underABuiltSort)") }
        for seed: UInt64 in [1, 2, 3, 4, 5, 6, 7] {
            var rng = SeededGenerator(seed: seed)
            let initial = (0..<12).map { row("s\($0)", Self.words.shuffled(using: &rng).prefix(3).joined(separator: " "), done: $0 % 3 == 0) }
            var initialState = TodoList.State(rows: IdentifiedArray(uniqueElements: initial), today: today)
            if seed % 2 == 1 { initialState.lensSliceRows = 2 }
            let store = Store(initialState: initialState, reducer: TodoList(),
                              prepareDependencies: {
                                  $0.randomBits = .incrementing()
                                  $0.now = .constant(testNow)
                                  $0.clock = TestClock()
                                  $0.storage = StorageClient.inMemory().client
                              })
            var actionsDuringASearch = 0
            var actionsUnderABuiltSort = 0
            for step in 0..<1_500 {
                let action = randomAction(store.state, &rng)
                if store.state.isSearching { actionsDuringASearch += 1 }
                if store.state.content.sorted?.ids != nil { actionsUnderABuiltSort += 1 }
                store.send(action)
                if !checkInvariants(store.state, after: action, step: step, seed: seed) { break }
            }
            if seed % 2 == 1 {
                XCTAssertGreaterThan(actionsDuringASearch, 100, "seed \(seed): actions landed while a search was running")
            }
            XCTAssertGreaterThan(actionsUnderABuiltSort, 0, "seed \(seed): actions landed on a built sort, which must follow them")
            underABuiltSort += actionsUnderABuiltSort
            store.cancelAllEffects()
        }
    }
}

final class TagsInUseTests: XCTestCase {
    /// The byte scanner that fills the filter popover agrees with the file's own reading of
    /// +projects and @contexts, on random texts with odd spacing and non-ASCII names.
    func testTheFastScanAgreesWithTheItemsOwnTags() {
        var rng = SeededGenerator(seed: 7)
        let words = ["+home", "+", "@", "@phone", "a+b", "x@y", "+café", "@漢字", "+home", "  ", "word", "+a+b", "@@x", "++y"]
        let rows = IdentifiedArray(uniqueElements: (0..<300).map { index in
            row("t\(index)", (0..<Int.random(in: 0...6, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: Bool.random(using: &rng) ? " " : "  "))
        })
        let state = TodoList.State(rows: rows)
        var projects = Set<String>(), contexts = Set<String>()
        for row in rows {
            projects.formUnion(row.item.projects)
            contexts.formUnion(row.item.contexts)
        }
        let fast = state.tagsInUse()
        XCTAssertEqual(fast.projects, projects.sorted())
        XCTAssertEqual(fast.contexts, contexts.sorted())
        XCTAssertTrue(fast.projects.contains("café"))
    }
}
