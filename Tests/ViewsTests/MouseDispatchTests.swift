import Collections
import Core
import CoreTesting
@testable import Features
import Storage
@testable import Views
import XCTest

/// Mouse reports read against the frame they were made on: cells become row ids, fields and
/// options before any action is sent, and overlays answer as seed 003 says.
final class MouseDispatchTests: XCTestCase {
    private let start = ContinuousClock.now
    private var gesture = MouseGesture()

    private func list(_ texts: [String], done: Set<Int> = [], selection: String? = nil) -> TodoList.State {
        let rows = IdentifiedArray(uniqueElements: texts.enumerated().map { offset, text in
            var item = TodoItem(id: "r\(offset + 1)", text: text)
            if done.contains(offset + 1) { item.complete(on: TodoDate(year: 2026, month: 11, day: 2)!) }
            return Row.State(item: item)
        })
        return TodoList.State(rows: rows, selection: selection)
    }

    private let three = ["call mom", "pay rent", "buy 牛乳 😀"]

    /// The frame's lines and map at `size`, with the list scrolled to `top` first.
    private func frame(_ state: TodoList.State, rows: Int = 8, columns: Int = 40, top: Int = 0) -> (lines: [String], map: ScreenMap) {
        var viewport = ListViewport(top: top)
        var map = ScreenMap()
        let frame = AppView.render(state, size: TerminalSize(rows: rows, columns: columns), viewport: &viewport, map: &map)
        return (frame.grid.lines, map)
    }

    private func dispatch(_ kind: MouseEvent.Kind, row: Int, column: Int, in state: TodoList.State, map: ScreenMap? = nil,
                          after milliseconds: Int = 0) -> MouseOutcome {
        MouseDispatch.outcome(for: MouseEvent(kind, row: row, column: column), in: state, map: map ?? frame(state).map,
                              gesture: &gesture, time: start + .milliseconds(milliseconds))
    }

    private func sends(_ actions: TodoList.Action...) -> MouseOutcome { MouseOutcome(actions.map { .send($0) }) }

    // MARK: The list

    func testAClickSelectsTheRowOnItsLineAndAClickOnItsBoxTogglesIt() {
        let state = list(three, done: [2])
        XCTAssertEqual(frame(state).lines[3], "  [ ] buy 牛乳 😀                       ")
        XCTAssertEqual(dispatch(.press(.left), row: 3, column: 20, in: state), sends(.view(.select("r3"))))
        for column in 2...4 {
            XCTAssertEqual(dispatch(.press(.left), row: 2, column: column, in: state), sends(.view(.toggleDone("r2"))), "column \(column)")
        }
        XCTAssertEqual(dispatch(.press(.left), row: 2, column: 5, in: state), sends(.view(.select("r2"))), "past the box")
        XCTAssertEqual(dispatch(.press(.left), row: 5, column: 5, in: state), MouseOutcome(), "no row on that line")
        XCTAssertEqual(dispatch(.press(.right), row: 3, column: 8, in: state), MouseOutcome(), "only the left button clicks")
    }

    func testADoubleClickTypesBeforeTheGraphemeClickedWideAndCombiningOnesIncluded() {
        let state = list(three + ["cafe\u{301} x"])
        // "buy 牛乳 😀" starts at column 6: b6 u7 y8 _9 牛10-11 乳12-13 _14 😀15-16.
        let cases: [(column: Int, cursor: Int)] = [(6, 0), (9, 3), (10, 4), (11, 4), (12, 5), (13, 5), (15, 7), (16, 7), (17, 8), (39, 8)]
        for (offset, testCase) in cases.enumerated() {
            let time = offset * 2_000
            XCTAssertEqual(dispatch(.press(.left), row: 3, column: testCase.column, in: state, after: time), sends(.view(.select("r3"))))
            XCTAssertEqual(dispatch(.press(.left), row: 3, column: testCase.column, in: state, after: time + 300),
                           sends(.view(.editText("r3", cursor: testCase.cursor))), "column \(testCase.column)")
        }
        // "cafe\u{301} x": é is one grapheme of one column, so x (column 11) is grapheme 5.
        _ = dispatch(.press(.left), row: 4, column: 11, in: state, after: 50_000)
        XCTAssertEqual(dispatch(.press(.left), row: 4, column: 11, in: state, after: 50_100), sends(.view(.editText("r4", cursor: 5))))
    }

    func testADoubleClickOnAnExpandedRowsDetailsSelectsItWithoutTyping() {
        var state = list(three)
        state.content.modify(id: "r1") { $0.isExpanded = true }
        let screen = frame(state, rows: 10)
        XCTAssertEqual(screen.map.row(onLine: 2)?.id, "r1", "the detail line belongs to its row")
        XCTAssertEqual(dispatch(.press(.left), row: 2, column: 8, in: state, map: screen.map), sends(.view(.select("r1"))))
        XCTAssertEqual(dispatch(.press(.left), row: 2, column: 8, in: state, map: screen.map, after: 100), sends(.view(.select("r1"))))
        XCTAssertEqual(dispatch(.press(.left), row: 2, column: 3, in: state, map: screen.map, after: 1_000), sends(.view(.select("r1"))),
                       "the box is on the row's own line only")
    }

    func testTwoClicksTooFarApartInTimeOrPlaceAreTwoClicks() {
        let state = list(three)
        _ = dispatch(.press(.left), row: 1, column: 8, in: state)
        XCTAssertEqual(dispatch(.press(.left), row: 1, column: 8, in: state, after: 401), sends(.view(.select("r1"))))
        XCTAssertEqual(dispatch(.press(.left), row: 1, column: 9, in: state, after: 500), sends(.view(.select("r1"))))
    }

    func testAClickInTheRowBeingTypedInMovesItsCursorAndAClickElsewhereLeavesTheField() {
        var state = list(three, selection: "r1")
        state.focus = "r1"
        XCTAssertEqual(dispatch(.press(.left), row: 1, column: 8, in: state), sends(.view(.editText("r1", cursor: 2))))
        XCTAssertEqual(dispatch(.press(.left), row: 2, column: 8, in: state, after: 1_000), sends(.view(.leaveField), .view(.select("r2"))))
        XCTAssertEqual(dispatch(.press(.left), row: 2, column: 3, in: state, after: 2_000), sends(.view(.leaveField), .view(.toggleDone("r2"))))
        state.focus = nil
        state.searchField = EditableText("pay")
        XCTAssertEqual(dispatch(.press(.left), row: 3, column: 8, in: state, after: 3_000), sends(.lens(.view(.commitSearch)), .view(.select("r3"))))
    }

    func testAClickOnTheLensCyclesTheStatusFilterTheRightButtonBackwards() {
        let state = list(three)
        XCTAssertEqual(frame(state).lines[0], " Lista  All          3 pending · 0 done ")
        XCTAssertEqual(dispatch(.press(.left), row: 0, column: 8, in: state), sends(.lens(.view(.cycleStatus(forward: true)))))
        XCTAssertEqual(dispatch(.press(.left), row: 0, column: 10, in: state), sends(.lens(.view(.cycleStatus(forward: true)))))
        XCTAssertEqual(dispatch(.press(.right), row: 0, column: 9, in: state), sends(.lens(.view(.cycleStatus(forward: false)))))
        XCTAssertEqual(dispatch(.press(.middle), row: 0, column: 9, in: state), MouseOutcome())
        XCTAssertEqual(dispatch(.press(.other(8)), row: 0, column: 9, in: state), MouseOutcome(), "nor the back button")
        XCTAssertEqual(dispatch(.press(.left), row: 0, column: 2, in: state), MouseOutcome(), "the title is not the filter")
        XCTAssertEqual(dispatch(.press(.left), row: 0, column: 12, in: state), MouseOutcome(), "past the filter's name")
    }

    func testTheWheelScrollsThreeRowsAndTheSelectionFollowsOnlyWhenItLeavesTheScreen() {
        // 8 lines: the header, five list lines, the status line and the hints.
        let state = list((1...20).map { "row \($0)" }, selection: "r1")
        let screen = frame(state)
        XCTAssertEqual(screen.map.list, Rect(row: 1, column: 0, height: 5, width: 40))
        XCTAssertEqual(dispatch(.wheelDown, row: 3, column: 3, in: state), MouseOutcome([.send(.view(.select("r4")))], top: 3))
        XCTAssertEqual(dispatch(.wheelUp, row: 3, column: 3, in: state), MouseOutcome(), "already at the top")
        var middle = state
        middle.selection = "r7"
        let scrolled = frame(middle, top: 3).map
        XCTAssertEqual(scrolled.top, 3)
        XCTAssertEqual(dispatch(.wheelDown, row: 3, column: 3, in: middle, map: scrolled), MouseOutcome(top: 6),
                       "r7 is still on screen at top 6")
        XCTAssertEqual(dispatch(.wheelUp, row: 3, column: 3, in: middle, map: scrolled), MouseOutcome([.send(.view(.select("r5")))], top: 0),
                       "r7 would be below the screen: the last row on it is selected")
        var low = state
        low.selection = "r18"
        let bottom = frame(low, top: 15).map
        XCTAssertEqual(bottom.top, 15)
        XCTAssertEqual(dispatch(.wheelDown, row: 3, column: 3, in: low, map: bottom), MouseOutcome(),
                       "the last rows fill the screen: the wheel stops where the list ends")
        let nearBottom = frame(low, top: 14).map
        XCTAssertEqual(dispatch(.wheelDown, row: 3, column: 3, in: low, map: nearBottom), MouseOutcome(top: 15),
                       "three rows would scroll past the end: as far as the end")
    }

    // MARK: Dragging

    func testAPressThatMovesToAnotherLineStartsADragReadAgainOnTheDragsOwnFrame() {
        var state = list(["one", "two", "three", "four"])
        _ = dispatch(.press(.left), row: 1, column: 8, in: state)
        XCTAssertEqual(dispatch(.drag(.left), row: 1, column: 9, in: state), MouseOutcome(), "motion on the pressed line is no drag")
        XCTAssertEqual(dispatch(.drag(.left), row: 3, column: 9, in: state), MouseOutcome([.send(.drag(.view(.begin("r1"))))], again: true))
        state.drag = RowDrag(ids: ["r1"], place: .before("r2"))
        let (lines, map) = frame(state)
        XCTAssertEqual(Array(lines[1...4]), [
            "≡ [ ] one                               ",
            "  [ ] two                               ",
            "  [ ] three                             ",
            "  [ ] four                              ",
        ])
        XCTAssertEqual(dispatch(.drag(.left), row: 3, column: 9, in: state, map: map), sends(.drag(.view(.over(.before("r4"))))),
                       "over 'three', below the dragged row: the row lands after it")
        state.drag?.place = .before("r4")
        let (moved, movedMap) = frame(state)
        XCTAssertEqual(Array(moved[1...4]), [
            "  [ ] two                               ",
            "  [ ] three                             ",
            "≡ [ ] one                               ",
            "  [ ] four                              ",
        ], "the live preview shows the row where it would land")
        XCTAssertEqual(dispatch(.drag(.left), row: 3, column: 9, in: state, map: movedMap), MouseOutcome(), "over itself: no change")
        XCTAssertEqual(dispatch(.drag(.left), row: 1, column: 9, in: state, map: movedMap), sends(.drag(.view(.over(.before("r2"))))))
        XCTAssertEqual(dispatch(.drag(.left), row: 5, column: 9, in: state, map: movedMap), sends(.drag(.view(.over(.end)))),
                       "below the last row")
        XCTAssertEqual(dispatch(.release(.left), row: 5, column: 9, in: state, map: movedMap), sends(.drag(.view(.end))))
        XCTAssertEqual(dispatch(.press(.left), row: 5, column: 9, in: state, map: movedMap), sends(.drag(.view(.cancel))),
                       "a press with no release before it: the release went missing, nothing moves")
    }

    func testThePointerAtAnEdgeThatHidesRowsScrollsAndLeavingItStops() {
        var state = list((1...20).map { "row \($0)" })
        state.drag = RowDrag(ids: ["r1"], place: .before("r2"))
        let map = frame(state).map
        XCTAssertEqual(dispatch(.drag(.left), row: 5, column: 3, in: state, map: map),
                       sends(.drag(.view(.over(.before("r6")))), .drag(.view(.atEdge(.bottom)))), "the last list line, rows below it")
        XCTAssertEqual(dispatch(.drag(.left), row: 7, column: 3, in: state, map: map), sends(.drag(.view(.atEdge(.bottom)))), "below the list")
        XCTAssertEqual(dispatch(.drag(.left), row: 1, column: 3, in: state, map: map), MouseOutcome(),
                       "the first line with nothing above it is no edge")
        XCTAssertEqual(dispatch(.drag(.left), row: 0, column: 3, in: state, map: map), sends(.drag(.view(.atEdge(.top)))), "the header")
        state.drag?.edge = .bottom
        XCTAssertEqual(dispatch(.drag(.left), row: 3, column: 3, in: state, map: map),
                       sends(.drag(.view(.over(.before("r4")))), .drag(.view(.atEdge(nil)))))
    }

    // MARK: Overlays (seed 003)

    /// Exhaustive: a click outside the popover is its Esc, the slot's dismiss, through the store.
    func testAClickOutsideThePopoverDismissesItThroughTheStoreAndAClickInsideChooses() async {
        var state = list(["one +work"])
        state.destination = .filter(FilterPicker.State(lens: state.lens, projects: ["work"], contexts: []))
        // Tall and wide enough that the popover (status, rows, projects, archive) leaves room.
        let (lines, map) = frame(state, rows: 30, columns: 80)
        XCTAssertEqual(lines[3], "        │status  ( ) Pending                │                                   ")
        XCTAssertEqual(dispatch(.press(.left), row: 3, column: 12, in: state, map: map),
                       sends(.destination(.presented(.filter(.tapped(1))))))
        XCTAssertEqual(dispatch(.wheelDown, row: 3, column: 12, in: state, map: map),
                       sends(.destination(.presented(.filter(.highlightNext)))))
        XCTAssertEqual(dispatch(.press(.left), row: 3, column: 2, in: state, map: map), MouseOutcome([KeyDispatch.outcome(for: .escape, in: state)]))
        let outside = dispatch(.press(.left), row: 27, column: 78, in: state, map: map)
        XCTAssertEqual(outside, sends(.destination(.dismiss)))

        let store = TestStore(initialState: state, reducer: { TodoList() }, withDependencies: {
            $0.storage = StorageClient.inMemory().client
        })
        await store.send(.destination(.presented(.filter(.tapped(1))))) {
            $0.destination = .filter({ var picker = FilterPicker.State(lens: Lens(), projects: ["work"], contexts: []); picker.highlighted = 1; picker.lens.status = .pending; return picker }())
        }
        await store.receive(.destination(.presented(.filter(.delegate(.lensChanged(Lens(status: .pending))))))) {
            $0.content.setLens(Lens(status: .pending))
        }
        guard case let .send(dismiss)? = outside.outcomes.first else { return XCTFail("no action") }
        await store.send(dismiss) { $0.destination = nil }
    }

    /// Exhaustive: a click outside the editor with a changed draft asks before discarding,
    /// exactly as Esc does; a click in a field focuses it at the grapheme clicked.
    func testAClickOutsideTheEditorWithAChangedDraftAsksFirst() async {
        var state = list(["call mom"])
        var editor = Editor.State(row: state.rows[0])
        editor.draft.text = "call mom now"
        state.destination = .editor(editor)
        let (lines, map) = frame(state, rows: 12, columns: 50)
        XCTAssertEqual(lines[4], "│Due:                                            │")
        XCTAssertEqual(dispatch(.press(.left), row: 2, column: 16, in: state, map: map),
                       sends(.destination(.presented(.editor(.focusField(.text, cursor: 5))))), "the grapheme clicked")
        XCTAssertEqual(dispatch(.press(.left), row: 4, column: 3, in: state, map: map),
                       sends(.destination(.presented(.editor(.focusField(.due, cursor: 0))))), "the label: the field's end")
        XCTAssertEqual(dispatch(.press(.left), row: 8, column: 20, in: state, map: map), MouseOutcome(), "inside, on no field")
        let outside = dispatch(.press(.left), row: 11, column: 20, in: state, map: map)
        XCTAssertEqual(outside, MouseOutcome([KeyDispatch.outcome(for: .escape, in: state)]))

        let store = TestStore(initialState: state, reducer: { TodoList() }, withDependencies: {
            $0.storage = StorageClient.inMemory().client
        })
        guard case let .send(action)? = outside.outcomes.first else { return XCTFail("no action") }
        await store.send(action) {
            editor.confirm = ConfirmDiscard.State()
            $0.destination = .editor(editor)
        }
        let asking = frame(store.state, rows: 12, columns: 50)
        XCTAssertTrue(asking.lines.joined().contains("Discard unsaved changes?"))
        guard case let .confirm(box)? = asking.map.overlay else { return XCTFail("no confirmation box") }
        XCTAssertEqual(dispatch(.press(.left), row: box.row + 1, column: box.column + 2, in: store.state, map: asking.map), MouseOutcome(),
                       "inside the question")
        let away = dispatch(.press(.left), row: 0, column: 0, in: store.state, map: asking.map)
        XCTAssertEqual(away, sends(.destination(.presented(.editor(.confirm(.dismiss))))), "outside the question: Esc there, keep editing")
        await store.send(.destination(.presented(.editor(.confirm(.dismiss))))) {
            editor.confirm = nil
            $0.destination = .editor(editor)
        }
    }

    func testTheHelpCoverScrollsWithTheWheelAndTheDetailPagesBackMarkerGoesBack() {
        var help = list(three)
        help.destination = .help(Help.State())
        XCTAssertEqual(dispatch(.wheelDown, row: 3, column: 3, in: help),
                       MouseOutcome(Array(repeating: .send(.destination(.presented(.help(.scrollDown)))), count: 3)))
        XCTAssertEqual(dispatch(.press(.left), row: 3, column: 3, in: help), MouseOutcome())
        var detail = list(three, selection: "r2")
        detail.destination = .detail(Detail.State(rowID: "r2"))
        XCTAssertEqual(frame(detail).lines[0], " Lista › pay rent                       ")
        for column in 0...8 {
            XCTAssertEqual(dispatch(.press(.left), row: 0, column: column, in: detail),
                           sends(.destination(.presented(.detail(.back)))), "column \(column)")
        }
        XCTAssertEqual(dispatch(.press(.left), row: 0, column: 10, in: detail), MouseOutcome(), "the row's text is no way back")
    }
}
