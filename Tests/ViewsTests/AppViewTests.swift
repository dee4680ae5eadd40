import Collections
import Core
@testable import Features
import Storage
@testable import Views
import XCTest

/// Snapshot tests of whole screens, as text.
final class AppViewTests: XCTestCase {
    func state(_ texts: [(String, String, Bool)], selection: String? = nil) -> TodoList.State {
        let rows = IdentifiedArray(uniqueElements: texts.map { id, text, done in
            var item = TodoItem(id: id, text: text)
            if done { item.complete(on: TodoDate(year: 2026, month: 11, day: 2)!) }
            return Row.State(item: item)
        })
        return TodoList.State(rows: rows, selection: selection)
    }

    func render(_ state: TodoList.State, columns: Int = 40, rows: Int = 8, context: ViewContext = ViewContext()) -> [String] {
        grid(state, columns: columns, rows: rows, context: context).lines
    }

    /// The frame's grid, for tests that also look at its styles (`Grid.styleLines`).
    func grid(_ state: TodoList.State, columns: Int = 40, rows: Int = 8, context: ViewContext = ViewContext()) -> Grid {
        var viewport = ListViewport()
        return AppView.render(state, size: TerminalSize(rows: rows, columns: columns), viewport: &viewport, context: context).grid
    }

    private let three = [("a", "call mom", false), ("b", "pay rent", true), ("c", "buy 牛乳 😀", false)]

    func testTheList() {
        XCTAssertEqual(render(state(three)), [
            " Lista  All          2 pending · 1 done ",
            "› [ ] call mom                          ",
            "  [x] pay rent                          ",
            "  [ ] buy 牛乳 😀                       ",
            "                                        ",
            "                                        ",
            "                                        ",
            "a add  i/Enter edit text  x/Space done  ",
        ])
    }

    func testTheHeaderCountsTheRowsWaitingForTheirDateAndTheHiddenOnes() {
        let rows = IdentifiedArray(uniqueElements: ["call mom", "later t:2026-12-24", "secret h:1", "also h:1"].enumerated().map { index, text in
            Row.State(item: TodoItem(id: "r\(index)", text: text))
        })
        let list = TodoList.State(rows: rows, today: TodoDate(year: 2026, month: 12, day: 1)!)
        XCTAssertEqual(Array(render(list, columns: 60, rows: 8)[0...1]), [
            " Lista  All        1 pending · 0 done · 1 future · 2 hidden ",
            "› [ ] call mom                                              ",
        ])
        var future = list
        future.content.setLens(Lens(visibility: .future))
        XCTAssertEqual(Array(render(future, columns: 64, rows: 8)[0...1]), [
            " Lista  All · future   1 pending · 0 done · 1 future · 2 hidden ",
            "› [ ] later t:2026-12-24                                        ",
        ])
    }

    /// A status over every row (not only the current ones) runs in slices too: the header says
    /// it is filtering, not searching.
    func testAStatusOverEveryRowSaysItIsFilteringWhileItRuns() {
        var list = TodoList.State(rows: IdentifiedArray(uniqueElements: (0..<10).map { Row.State(item: TodoItem(id: "r\($0)", text: "row \($0)")) }))
        list.lensSliceRows = 12  // the first slice: 4 rows
        list.content.setLens(Lens(status: .pending, visibility: .everything))
        XCTAssertEqual(render(list, columns: 70, rows: 8)[0], " Lista  Pending · everything · filtering 40%      10 pending · 0 done ")
    }

    func testAnEmptyScreenSaysHowManyRowsWaitOrAreHidden() {
        let rows = IdentifiedArray(uniqueElements: ["later t:2026-12-24", "secret h:1"].enumerated().map { index, text in
            Row.State(item: TodoItem(id: "r\(index)", text: text))
        })
        let list = TodoList.State(rows: rows, today: TodoDate(year: 2026, month: 12, day: 1)!)
        let lines = render(list, columns: 80, rows: 8)
        XCTAssertTrue(lines.contains { $0.contains("No rows match All (1 future, 1 hidden) — Tab or f changes the filter") }, lines.joined(separator: "\n"))
    }

    func testAFocusedRowPutsTheCursorInItsText() {
        var list = state(three, selection: "c")
        list.focus = "c"
        list.content.modify(id: "c") { $0.cursor = 6 }
        var viewport = ListViewport()
        let frame = AppView.render(list, size: TerminalSize(rows: 8, columns: 40), viewport: &viewport)
        XCTAssertEqual(frame.grid.lines[3], "› [ ] buy 牛乳 😀                       ")
        XCTAssertEqual(frame.cursor, CursorPosition(row: 3, column: 6 + 4 + 4), "after 'buy 牛乳' (4 + 2 + 2 columns)")
        XCTAssertEqual(frame.grid.lines[7], "Enter/Esc done editing                  ")
    }

    func testAHiddenFocusedRowIsEditedInTheStatusLine() {
        var list = state(three, selection: "a")
        list.focus = "a"
        list.content.modify(id: "a") { $0.cursor = 4 }
        list.content.setLens(Lens(status: .done))
        var viewport = ListViewport()
        let frame = AppView.render(list, size: TerminalSize(rows: 8, columns: 48), viewport: &viewport)
        XCTAssertEqual(frame.grid.lines[6], "Editing a row the filter hides: call mom        ")
        XCTAssertEqual(frame.cursor, CursorPosition(row: 6, column: 32 + 4))
    }

    func testAnEmptyListAndAnEmptyLensSayWhatToDo() {
        XCTAssertEqual(render(TodoList.State(), columns: 40)[3], "    No rows yet — press a to add one    ")
        var list = state(three)
        list.content.setLens(Lens(search: "zebra"))
        XCTAssertTrue(render(list, columns: 80)[3].contains("No rows match All · “zebra” — Tab or f changes the filter"))
    }

    /// A search still examining rows says so in the header, and an empty screen says it is
    /// searching rather than that nothing matches.
    func testARunningSearchShowsItsProgress() {
        var list = state(three + [("d", "call dad", false), ("e", "buy milk", false)])
        list.lensSliceRows = 6  // the first slice: 2 rows
        list.content.setLens(Lens(search: "call"))
        XCTAssertEqual(Array(render(list, columns: 60)[0...2]), [
            " Lista  All · “call” · searching 40%     4 pending · 1 done ",
            "› [ ] call mom                                              ",
            "                                                            ",
        ])
        list.content.setLens(Lens(search: "dad"))
        XCTAssertEqual(render(list, columns: 50)[3], "        Searching 5 rows for All · “dad”…         ")
        while list.isSearching { _ = list.content.continueScan() }
        XCTAssertEqual(render(list, columns: 50)[1], "› [ ] call dad                                    ")
    }

    /// A due date typed as a word shows the date it becomes, as it is typed.
    func testTheEditorShowsTheDateATypedWordBecomes() {
        var editor = Editor.State(row: state(three).rows[0], today: TodoDate(year: 2026, month: 12, day: 1)!)
        editor.draft.due = "fri"
        let lines = render(TodoList.State(rows: state(three).rows, destination: .editor(editor)), columns: 50, rows: 12)
        XCTAssertEqual(lines[4], "│Due:      fri                      → 2026-12-04 │")
        editor.draft.due = "2026-12-04"
        XCTAssertEqual(render(TodoList.State(rows: state(three).rows, destination: .editor(editor)), columns: 50, rows: 12)[4],
                       "│Due:      2026-12-04                            │", "a date as todo.txt writes it needs no note")
    }

    func testTheEditorSheetIsDrawnOverTheList() {
        let list = TodoList.State(rows: state(three).rows, destination: .editor(Editor.State(row: state(three).rows[0])))
        let lines = render(list, columns: 50, rows: 12)
        XCTAssertEqual(lines[0], " Lista  All                    2 pending · 1 done ")
        XCTAssertEqual(Array(lines[1...10]), [
            "┌ Edit row ──────────────────────────────────────┐",
            "│Text:     call mom                              │",
            "│Priority:                                       │",
            "│Due:                                            │",
            "│Tags:                                           │",
            "│Notes:                                          │",
            "│                                                │",
            "│                                                │",
            "│Enter save · Tab next field · Esc cancel        │",
            "└────────────────────────────────────────────────┘",
        ])
    }

    func testTheFilterPopoverHangsUnderTheLens() {
        var list = state([("a", "one +work @desk", false)])
        list.destination = .filter(FilterPicker.State(lens: list.lens, projects: ["work"], contexts: ["desk"]))
        let lines = render(list, columns: 48, rows: 18)
        XCTAssertEqual(Array(lines[0...14]), [
            " Lista  All                  1 pending · 0 done ",
            "› [ ] on┌ Filter ───────────────────────────┐   ",
            "        │status  (•) All                    │   ",
            "        │status  ( ) Pending                │   ",
            "        │status  ( ) Done                   │   ",
            "        │rows    (•) Current                │   ",
            "        │rows    ( ) Future (t: after today)│   ",
            "        │rows    ( ) Hidden (h:1)           │   ",
            "        │rows    ( ) Everything             │   ",
            "        │rows     →  Archived (done.txt)    │   ",
            "        │project (•) any project            │   ",
            "        │project ( ) +work                  │   ",
            "        │context (•) any context            │   ",
            "        │context ( ) @desk                  │   ",
            "        └───────────────────────────────────┘   ",
        ])
    }

    func testHelpAndDetailReplaceTheList() {
        var help = state(three)
        help.destination = .help(Help.State())
        XCTAssertEqual(render(help, columns: 40, rows: 6)[0], "┌ Lista — keys ────────────────────────┐")
        var detail = state(three, selection: "b")
        detail.destination = .detail(Detail.State(rowID: "b"))
        let lines = render(detail, columns: 40, rows: 10)
        XCTAssertEqual(lines[0], " Lista › pay rent                       ")
        XCTAssertEqual(lines[3], "  Status     done                       ")
        XCTAssertEqual(lines[9], "h/Left back  x/Space done  e edit       ", "the page lists the keys that act on its row")
    }

    func testTheArchivePageShowsDoneTxtsRowsAndSaysTheyAreReadOnly() {
        var list = state(three)
        list.destination = .archive(ArchivePage.State(rows: [TodoItem(parsing: "x 2026-11-30 filed +tax id:bbbbbbbbbb")]))
        XCTAssertEqual(render(list, columns: 60, rows: 6), [
            " Lista › done.txt, archived rows — read only · 1 row        ",
            "  x 2026-11-30 filed +tax                                   ",
            "                                                            ",
            "                                                            ",
            "                                                            ",
            "j/Down scroll down  k/Up scroll up  h/Left back             ",
        ])
        list.destination = .archive(ArchivePage.State(rows: []))
        XCTAssertEqual(render(list, columns: 60, rows: 6)[2], " No rows in done.txt yet — A in the list archives done rows ")
    }

    func testHostileTextNeverReachesTheScreenRaw() {
        let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{07} evil \u{202E}txet\u{0} \u{9B}31m"
        let lines = render(state([("h", hostile, false)]), columns: 60)
        for line in lines {
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }, line)
            XCTAssertEqual(DisplayWidth.of(line), 60, "every line is exactly the width")
        }
    }

    func testTinyAndOddSizesStayAligned() {
        let list = state(three)
        for (columns, rows) in [(1, 1), (5, 2), (29, 6), (30, 6), (31, 7), (200, 3)] {
            var viewport = ListViewport()
            let frame = AppView.render(list, size: TerminalSize(rows: rows, columns: columns), viewport: &viewport)
            XCTAssertEqual(frame.grid.lines.count, rows)
            for line in frame.grid.lines { XCTAssertEqual(DisplayWidth.of(line), columns, "\(columns)x\(rows)") }
        }
    }

    func testTheListScrollsToKeepTheSelectionVisible() {
        let many = (0..<30).map { ("r\($0)", "row \($0)", false) }
        var list = state(many, selection: "r20")
        var viewport = ListViewport()
        var lines = AppView.render(list, size: TerminalSize(rows: 8, columns: 30), viewport: &viewport).grid.lines
        XCTAssertEqual(lines[5], "› [ ] row 20                  ", "the selection is the last row shown")
        XCTAssertEqual(viewport.top, 16)
        list.selection = "r18"
        lines = AppView.render(list, size: TerminalSize(rows: 8, columns: 30), viewport: &viewport).grid.lines
        XCTAssertEqual(viewport.top, 16, "moving up inside the window does not scroll")
        XCTAssertEqual(lines[3], "› [ ] row 18                  ")
    }

    func testExpandedRowsShowTheirDetails() {
        var list = state([("a", "call mom", false)])
        list.content.modify(id: "a") {
            $0.isExpanded = true
            $0.item.trackedSeconds = 3_725
            $0.item.note = .inline("ask about\nthe trip")
        }
        let lines = render(list, columns: 40)
        XCTAssertEqual(lines[1], "› [ ] call mom                  1:02:05 ")
        XCTAssertEqual(lines[2], "      tracked 1:02:05                   ")
        XCTAssertEqual(lines[3], "      note: ask about ⏎ the trip        ")
        list.content.modify(id: "a") { $0.item.note = .file("x7Q.txt") }
        XCTAssertEqual(render(list, columns: 44)[3], "      note: in the file x7Q.txt (l shows it)")
    }

    /// A note of several lines is shown a line under another, as its file has them, after the
    /// row's other fields (the line break ending the file adds no line).
    func testTheDetailPageShowsEachLineOfANoteOnALineOfItsOwn() {
        var list = state([("a", "call mom", false)])
        list.content.modify(id: "a") { $0.item.note = .file("x7Q.txt") }
        var detail = Detail.State(rowID: "a", noteFile: "x7Q.txt")
        detail.note = .text("Bring the letter\r\nand the card\n\n  then call\n")
        list.destination = .detail(detail)
        let lines = render(list, columns: 40, rows: 20).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        let note = lines.firstIndex { $0.hasPrefix("  Note ") }
        XCTAssertEqual(note.map { Array(lines[$0...].prefix(4)) },
                       ["  Note       Bring the letter", "             and the card", "", "               then call"])
        XCTAssertEqual(note.map { lines[$0 - 1] }, "  Id         a", "the note comes last")
    }

    /// The detail page shows a note file's text once read, and says where it stands before.
    func testTheDetailPageShowsTheNoteFilesText() {
        var list = state([("a", "call mom", false)])
        list.content.modify(id: "a") { $0.item.note = .file("x7Q.txt") }
        func noteLine(_ reading: NoteReading?) -> String {
            var detail = Detail.State(rowID: "a", noteFile: "x7Q.txt")
            detail.note = reading
            list.destination = .detail(detail)
            return render(list, columns: 60, rows: 16).first { $0.hasPrefix("  Note ") } ?? "(no Note line)"
        }
        XCTAssertEqual(noteLine(.text("Bring the letter\nand the card")), "  Note       Bring the letter                               ")
        XCTAssertEqual(noteLine(nil), "  Note       (reading x7Q.txt…)                             ")
        XCTAssertEqual(noteLine(.missing), "  Note       (no file x7Q.txt yet: e writes it)             ")
        XCTAssertEqual(noteLine(.failed("A file was planted at notes/x7Q.txt.")),
                       "  Note       (x7Q.txt not read: A file was planted at note… ")
    }
}
