import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

final class EditorSheetTests: XCTestCase {
    private func openEditor(_ clock: TestClock) async -> TestStore<TodoList.State, TodoList.Action> {
        var item = TodoItem(id: "a", text: "buy milk +home @shop")
        item.priority = "B"
        let store = listStore(TodoList.State(rows: rows(Row.State(item: item))), clock: clock)
        await store.send(.view(.open(.editor))) {
            $0.destination = .editor(Editor.State(row: $0.rows[id: "a"]!, today: today))
        }
        return store
    }

    private func editor(_ action: Editor.Action) -> TodoList.Action {
        .destination(.presented(.editor(action)))
    }

    func testTheDraftSplitsTextAndTags() {
        let draft = Editor.Draft(TodoItem(id: "a", text: "buy milk +home @shop rec:1w"))
        XCTAssertEqual(draft.text, "buy milk")
        XCTAssertEqual(draft.tags, "+home @shop rec:1w")
    }

    /// Exhaustive: editing happens in the draft; saving hands it to the list and dismisses.
    func testSavingHandsTheDraftToTheList() async {
        let clock = TestClock()
        let store = await openEditor(clock)
        await store.send(editor(.edit(.insert(" and eggs")))) {
            $0.destination?.modify(.editor) {
                $0.draft.text = "buy milk and eggs"
                $0.cursor = 17
            }
        }
        await store.send(editor(.nextField)) {
            $0.destination?.modify(.editor) {
                $0.focusedField = .priority
                $0.cursor = 1
            }
        }
        await store.send(editor(.edit(.deleteBackward))) {
            $0.destination?.modify(.editor) {
                $0.draft.priority = ""
                $0.cursor = 0
            }
        }
        let before = store.state.rows[id: "a"]!
        await store.send(editor(.saveTapped))
        guard case let .editor(editorState)? = store.state.destination else { return XCTFail() }
        let changes = Editor.Changes(rowID: "a", draft: editorState.draft, priority: nil, due: nil)
        await store.receive(editor(.delegate(.save(changes)))) {
            $0.content.modify(id: "a") {
                $0.item.text = "buy milk and eggs +home @shop"
                $0.item.priority = nil
            }
            XCTAssertEqual($0.content.version, 1)
            $0.history.record(UndoEntry(label: "edit", steps: [.update(before: RowContent(before), after: RowContent($0.rows[id: "a"]!))]))
            $0.message = .undoing("Saved “buy milk and eggs +home @shop”", "takes it back")
        }
        await store.receive(.destination(.dismiss)) { $0.destination = nil }
        await store.settleSave(clock)
    }

    func testEscWithoutChangesDismisses() async {
        let clock = TestClock()
        let store = await openEditor(clock)
        await store.send(editor(.cancelTapped))
        await store.receive(.destination(.dismiss)) { $0.destination = nil }
    }

    func testEscWithUnsavedChangesAsksFirst() async {
        let clock = TestClock()
        let store = await openEditor(clock)
        store.exhaustivity = .off
        await store.send(editor(.edit(.insert("!"))))
        await store.send(editor(.cancelTapped))
        guard case let .editor(editorState)? = store.state.destination else { return XCTFail("the editor must stay up") }
        XCTAssertNotNil(editorState.confirm, "a confirmation is presented inside the sheet")

        await store.send(editor(.confirm(.presented(.keepEditing))))
        guard case let .editor(kept)? = store.state.destination else { return XCTFail() }
        XCTAssertNil(kept.confirm)
        XCTAssertEqual(kept.draft.text, "buy milk!", "the typed text is still there")

        await store.send(editor(.cancelTapped))
        await store.send(editor(.confirm(.presented(.discard))))
        await store.receive(.destination(.dismiss))
        XCTAssertNil(store.state.destination)
        XCTAssertEqual(store.state.rows[id: "a"]?.text, "buy milk +home @shop", "discarding leaves the row as it was")
    }

    func testTheConfirmationCanSave() async {
        let clock = TestClock()
        let store = await openEditor(clock)
        store.exhaustivity = .off
        await store.send(editor(.edit(.insert("!"))))
        await store.send(editor(.cancelTapped))
        await store.send(editor(.confirm(.presented(.save))))
        await store.receive({ if case .destination(.presented(.editor(.delegate))) = $0 { true } else { false } })
        await store.receive(.destination(.dismiss))
        XCTAssertEqual(store.state.rows[id: "a"]?.text, "buy milk! +home @shop")
        store.skipInFlightEffects()
    }

    func testAnInvalidDraftSaysWhatIsWrongAndStays() async {
        let clock = TestClock()
        let store = await openEditor(clock)
        store.exhaustivity = .off
        await store.send(editor(.nextField))
        await store.send(editor(.nextField))
        await store.send(editor(.edit(.insert("next friday"))))
        await store.send(editor(.saveTapped))
        guard case let .editor(editorState)? = store.state.destination else { return XCTFail("the editor must stay up") }
        // "next friday" is two words: no date (a weekday alone is one).
        XCTAssertEqual(editorState.problem, "Due: “next friday” is not a date (YYYY-MM-DD, today, tomorrow, a weekday, or 3d, 2w, 1m, 1y)")
        XCTAssertEqual(editorState.focusedField, .due)
        await store.send(editor(.edit(.deleteToStart)))
        await store.send(editor(.edit(.insert("2026-12-24"))))
        await store.send(editor(.previousField))
        await store.send(editor(.edit(.deleteBackward)))
        await store.send(editor(.edit(.insert("7"))))
        await store.send(editor(.saveTapped))
        guard case let .editor(again)? = store.state.destination else { return XCTFail() }
        XCTAssertEqual(again.problem, "Priority is one letter from A to Z (or empty)")
        await store.send(editor(.edit(.deleteBackward)))
        await store.send(editor(.edit(.insert("a"))))
        await store.send(editor(.saveTapped))
        await store.receive({ if case .destination(.presented(.editor(.delegate))) = $0 { true } else { false } })
        await store.receive(.destination(.dismiss))
        XCTAssertEqual(store.state.rows[id: "a"]?.item.priority, "A")
        XCTAssertEqual(store.state.rows[id: "a"]?.item.due, TodoDate(year: 2026, month: 12, day: 24))
        store.skipInFlightEffects()
    }
}

final class OtherDestinationTests: XCTestCase {
    func testTheFilterPopoverChangesTheLensLive() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one +work @desk"), row("b", "two +home", done: true))), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.open(.filter)))
        guard case let .filter(picker)? = store.state.destination else { return XCTFail() }
        XCTAssertEqual(picker.options, [.status(.all), .status(.pending), .status(.done),
                                        .visibility(.current), .visibility(.future), .visibility(.hidden), .visibility(.everything), .archived,
                                        .project(nil), .project("home"), .project("work"),
                                        .context(nil), .context("desk")])
        await store.send(.destination(.presented(.filter(.highlightNext))))
        await store.send(.destination(.presented(.filter(.choose))))
        await store.receive(.destination(.presented(.filter(.delegate(.lensChanged(Lens(status: .pending)))))))
        XCTAssertEqual(store.state.lens, Lens(status: .pending))
        XCTAssertEqual(store.state.visibleIDs, ["a"])
        await store.send(.destination(.presented(.filter(.close))))
        await store.receive(.destination(.dismiss))
        XCTAssertNil(store.state.destination)
    }

    /// Exhaustive: Esc (the slot's dismiss) and the child's own close both empty the slot.
    func testHelpClosesByEscAndByAskingToBeDismissed() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        await store.send(.view(.open(.help))) { $0.destination = .help(Help.State()) }
        await store.send(.destination(.presented(.help(.scrollDown)))) { $0.destination = .help(Help.State(scroll: 1)) }
        await store.send(.destination(.dismiss)) { $0.destination = nil }
        await store.send(.view(.open(.help))) { $0.destination = .help(Help.State()) }
        await store.send(.destination(.presented(.help(.close))))
        await store.receive(.destination(.dismiss)) { $0.destination = nil }
    }

    /// Exhaustive: the detail page's clock is the child's effect; Esc and "back" both cancel it.
    func testDismissingTheDetailPageCancelsItsClock() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        for closeByEsc in [true, false] {
            await store.send(.view(.open(.detail))) { $0.destination = .detail(Detail.State(rowID: "a")) }
            await store.receive(.destination(.presented(.detail(.started)))) {
                $0.destination = .detail(Detail.State(rowID: "a", now: testNow))
            }
            await clock.advance(by: Detail.tick)
            await store.receive(.destination(.presented(.detail(.ticked(testNow)))))
            XCTAssertEqual(store.inFlightEffectCount, 1)
            if closeByEsc {
                await store.send(.destination(.dismiss)) { $0.destination = nil }
            } else {
                await store.send(.destination(.presented(.detail(.back))))
                await store.receive(.destination(.dismiss)) { $0.destination = nil }
            }
            XCTAssertEqual(store.inFlightEffectCount, 0, "dismissing cancelled the page's clock")
        }
    }

    func testPresentingAnotherDestinationReplacesTheFirstAndCancelsIt() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.open(.detail)))
        await store.receive(.destination(.presented(.detail(.started))))
        await store.send(.view(.open(.help)))
        XCTAssertEqual(store.state.destination, .help(Help.State()), "one slot: at most one presentation")
        XCTAssertEqual(store.inFlightEffectCount, 0)
    }

    func testTheRowOpenInTheEditorIsNotDeletedFromOutside() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.open(.editor)))
        await store.send(reloaded(store.state, to: [TodoItem(id: "b", text: "two")]))
        XCTAssertEqual(store.state.rows.ids, ["a", "b"])
        XCTAssertNotNil(store.state.destination)
        XCTAssertTrue(store.state.hasUnsavedChanges, "the next save writes it back")
        store.skipInFlightEffects()
    }

    func testDeletingTheRowShownInTheDetailPageClosesIt() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"))), clock: clock)
        store.exhaustivity = .off
        await store.send(.view(.open(.detail)))
        await store.receive(.destination(.presented(.detail(.started))))
        await store.send(.rows(.element(id: "a", action: .delegate(.delete))))
        XCTAssertNil(store.state.destination)
        XCTAssertEqual(store.inFlightEffectCount, 1, "the page's clock stopped; only the save debounce runs")
        store.skipInFlightEffects()
    }

    /// Deep link: starting with the slot filled is a valid first state.
    func testStartingWithADestinationPresented() async {
        let clock = TestClock()
        let list = rows(row("a", "one"))
        let store = listStore(TodoList.State(rows: list, destination: .editor(Editor.State(row: list[0]))), clock: clock)
        await store.send(.destination(.presented(.editor(.cancelTapped))))
        await store.receive(.destination(.dismiss)) { $0.destination = nil }

        let helpStore = listStore(TodoList.State(rows: list, destination: .help(Help.State())), clock: clock)
        await helpStore.send(.destination(.dismiss)) { $0.destination = nil }
    }

    func testOpeningOnAnEmptyListSaysWhy() async {
        let clock = TestClock()
        let store = listStore(TodoList.State(), clock: clock)
        await store.send(.view(.open(.editor))) { $0.message = "Nothing to edit: the list shows no rows" }
        await store.send(.view(.open(.detail))) { $0.message = "Nothing to show: the list shows no rows" }
    }

    /// Changing the editor in an expected state while the filter is up fails, naming both.
    func testModifyingAnotherDestinationsCaseFailsNamingIt() {
        var destination = Destination.State.filter(FilterPicker.State(lens: Lens(), projects: [], contexts: []))
        let before = destination
        let (_, issues) = withIssueCapture { destination.modify(.editor) { $0.cursor = 1 } }
        XCTAssertEqual(destination, before)
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues[0].message.hasPrefix(
            "modify expected Features.Destination.State in case .editor, but it is in case .filter:"), issues[0].message)
    }
}

/// Dates typed as words, in a row and in the editor.
final class TypedDateFeatureTests: XCTestCase {
    func testADueDateTypedAsAWordBecomesTheDateWhenTheFieldIsLeft() async {
        let store = listStore(TodoList.State(rows: rows(row("a", "pay"))), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.focusSelected))
        await store.send(.rows(.element(id: "a", action: .edit(.insert(" rent due:tomorrow t:1w")))))
        await store.send(.view(.leaveField))
        XCTAssertEqual(store.state.rows[id: "a"]?.item.due, today.adding(days: 1))
        XCTAssertEqual(store.state.rows[id: "a"]?.text, "pay rent t:\(today.adding(days: 7))")
        store.skipInFlightEffects()
    }

    /// The date the field's leaving writes into the row is saved as the person's own change
    /// would be, even when the text as typed was saved already (a pause before Enter).
    func testADateConvertedWhenTheFieldIsLeftIsSavedAfterTheTypedTextWas() async {
        let clock = TestClock()
        let (client, saved) = StorageClient.inMemory()
        let store = TestStore(initialState: TodoList.State(rows: rows(row("a", "pay"))), reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing()
            $0.now = .constant(testNow)
            $0.clock = clock
            $0.storage = client
        })
        store.exhaustivity = .off
        await store.send(.view(.focusSelected))
        await store.send(.rows(.element(id: "a", action: .edit(.insert(" rent due:tomorrow t:1w")))))
        await clock.advance(by: Saving.debounce)
        await store.receive(.saving(.saveDue))
        await store.receive({ if case .saving(.saveFinished) = $0 { true } else { false } })
        XCTAssertEqual(saved()?.first?.text, "pay rent due:tomorrow t:1w", "the pause saved the text as typed")
        await store.send(.view(.leaveField))
        XCTAssertTrue(store.state.hasUnsavedChanges, "the converted dates are a change to save")
        await clock.advance(by: Saving.debounce)
        await store.receive(.saving(.saveDue))
        await store.receive({ if case .saving(.saveFinished) = $0 { true } else { false } })
        XCTAssertEqual(saved()?.first?.due, today.adding(days: 1))
        XCTAssertEqual(saved()?.first?.text, "pay rent t:\(today.adding(days: 7))")
        XCTAssertFalse(store.state.hasUnsavedChanges)
    }

    func testAnImpossibleDateTypedInARowIsSaidAndKeptAsText() async {
        let store = listStore(TodoList.State(rows: rows(row("a", "pay"))), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.focusSelected))
        await store.send(.rows(.element(id: "a", action: .edit(.insert(" due:2026-13-45")))))
        await store.send(.view(.leaveField))
        XCTAssertEqual(store.state.rows[id: "a"]?.text, "pay due:2026-13-45")
        XCTAssertNil(store.state.rows[id: "a"]?.item.due)
        XCTAssertEqual(store.state.message?.text,
                       "“2026-13-45” is not a date (YYYY-MM-DD, today, tomorrow, a weekday, or 3d, 2w, 1m, 1y): kept as text")
        store.skipInFlightEffects()
    }

    func testTheEditorTakesADueDateAsAWordAndSaysWhenItIsNoDate() async {
        let store = listStore(TodoList.State(rows: rows(row("a", "pay"))), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.open(.editor)))
        await store.send(.destination(.presented(.editor(.nextField))))
        await store.send(.destination(.presented(.editor(.nextField))))
        await store.send(.destination(.presented(.editor(.edit(.insert("someday"))))))
        await store.send(.destination(.presented(.editor(.saveTapped))))
        guard case let .editor(editor)? = store.state.destination else { return XCTFail("the editor stays up") }
        XCTAssertEqual(editor.problem, "Due: “someday” is not a date (YYYY-MM-DD, today, tomorrow, a weekday, or 3d, 2w, 1m, 1y)")
        XCTAssertEqual(editor.focusedField, .due)
        await store.send(.destination(.presented(.editor(.edit(.deleteToStart)))))
        await store.send(.destination(.presented(.editor(.edit(.insert("fri"))))))
        await store.send(.destination(.presented(.editor(.saveTapped))))
        await store.skipReceivedActions()
        XCTAssertNil(store.state.destination)
        XCTAssertEqual(store.state.rows[id: "a"]?.item.due, TodoDate(year: 2026, month: 12, day: 4), "the next Friday after Monday 2026-11-30")
        store.skipInFlightEffects()
    }
}

/// The messages page: every status message is kept, and the page shows the recent ones.
final class MessagesPageTests: XCTestCase {
    func testEveryMessageIsKeptAndThePageShowsThemNewestLastThenCloses() async {
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two"))), clock: TestClock())
        store.exhaustivity = .off
        await store.send(.view(.deleteSelected))
        await store.send(.messages(.show("first thing said")))
        await store.send(.messages(.dismiss))
        await store.send(.messages(.show("second thing said")))
        await store.send(.view(.open(.messages)))
        guard case let .messages(page)? = store.state.destination else { return XCTFail("the messages page is up") }
        XCTAssertEqual(page.messages.count, 3, "\(page.messages)")
        XCTAssertTrue(page.messages[0].text.hasPrefix("Deleted"), "\(page.messages)")
        XCTAssertEqual(page.messages.dropFirst().map(\.text), ["first thing said", "second thing said"])
        await store.send(.destination(.presented(.messages(.scrollUp)))) {
            $0.destination?.modify(.messages) { $0.scrollBack = 1 }
        }
        await store.send(.destination(.presented(.messages(.close))))
        await store.receive(.destination(.dismiss)) { $0.destination = nil }
        store.skipInFlightEffects()
    }

    func testTheLogKeepsTheNewestMessagesUpToItsCapacity() {
        var log = MessageLog()
        for number in 1...(3 * MessageLog.capacity) { log.record("message \(number)") }
        log.record("message \(3 * MessageLog.capacity)")
        XCTAssertEqual(log.recent.count, MessageLog.capacity)
        XCTAssertEqual(log.recent.first?.text, "message \(2 * MessageLog.capacity + 1)")
        XCTAssertEqual(log.recent.last?.text, "message \(3 * MessageLog.capacity)", "a repeat of the newest is kept once")
    }
}
