import CoreTesting
import Foundation
import XCTest

/// A todo.sh user's file stays theirs, on the release build at a real terminal beside the real
/// todo.sh: a session of edits changes only the lines of the rows it changes (no id written,
/// nothing reformatted; a note goes to a note file, as todo.sh's note add-on keeps one), and a row changed by todo.sh while it is half-typed here stays one row
/// with its half-typed text and its cursor.
final class TheirFileEndToEndTests: XCTestCase {
    private var sessions: [TmuxSession] = []

    override func tearDown() {
        for session in sessions { session.close() }
        sessions = []
        super.tearDown()
    }

    /// Forty rows as a todo.sh user has them: priorities, dates, projects, contexts, no ids.
    private static let todoShRows = (1...40).map { number in
        "(\(["A", "B", "C"][number % 3])) 2026-11-\(10 + number % 20) task \(number) +p\(number % 4) @c\(number % 3)"
    }

    func testASessionOfEditsChangesOnlyTheLinesOfTheRowsItChanges() throws {
        let todo = try TodoSh.path()
        let s = try TmuxSession("theirs", rows: Self.todoShRows, height: 50)
        sessions.append(s)
        try s.waitFor("the forty rows") { ScreenText.listedRows($0).count == 40 }
        // A toggle (row 3), an edit (row 5), a move (row 7 below row 8) and a new row.
        try s.send("j", "j", "x")
        try s.send("j", "j", "i")
        try s.type(" more")
        try s.send("Enter")
        try s.send("j", "j", "J")
        try s.send("a")
        try s.type("brand new")
        try s.send("Enter")
        // A note on row 12, in the editor sheet's Notes field (the fifth).
        let note = "Call the bank first; ask for Bo"
        try s.send("1", "2", "G", "e")
        try s.waitForText("Notes")
        try s.send("Tab", "Tab", "Tab", "Tab")
        try s.type(note)
        try s.send("Enter")
        let notes = s.directory.appendingPathComponent("notes")
        try s.waitFor("the note in a file of its own") { _ in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: notes.path)) ?? []
            return names.count == 1 && FileText.read(notes.appendingPathComponent(names[0]).path) == note
        }
        let noteName = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: notes.path).first)
        // A timer on row 15, started and, two seconds on, stopped.
        try s.send("1", "5", "G", "t")
        try s.waitFor("the timer's start saved") { _ in ((try? s.fileContents()) ?? "").contains(" tracking:") }
        let started = time(nil)
        try s.waitFor("two seconds on the clock") { _ in time(nil) >= started + 2 }
        try s.send("t")
        try s.waitFor("the time spent saved") { _ in
            let text = (try? s.fileContents()) ?? ""
            return !text.contains(" tracking:") && text.contains("task 15 +p3 @c0 spent:")
        }

        var expected = Self.todoShRows
        expected[2] = "x \(LocalDay.string(0)) 2026-11-13 task 3 +p3 @c0 pri:A"
        expected[4] = "(C) 2026-11-15 task 5 +p1 @c2 more"
        expected.swapAt(6, 7)
        expected[11] += " note:\(noteName)"
        // The seconds the timer ran are the clock's: the line is the row's with pter's spent: added.
        let timed = try XCTUnwrap(try s.fileContents().split(separator: "\n").first { $0.contains("task 15 ") })
        XCTAssertNotNil(timed.wholeMatch(of: /\(A\) 2026-11-25 task 15 \+p3 @c0 spent:([2-9]|[1-5][0-9])s/), String(timed))
        expected[14] = String(timed)
        expected.append("\(LocalDay.string(0)) brand new")
        do {
            try s.waitFor("the six changes saved, and nothing else") { _ in
                ((try? s.fileContents()) ?? "") == expected.joined(separator: "\n") + "\n"
            }
        } catch {
            XCTAssertEqual(try s.fileContents(), expected.joined(separator: "\n") + "\n")
            throw error
        }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)

        // The CLI changes only what it is asked to change, by the ids `ls` shows.
        let listed = try ProcessRun.run(try TmuxSession.listaBinary(), ["--file", s.todoPath, "ls"])
        let idOfTask10 = try XCTUnwrap(listed.standardOutput.split(separator: "\n").first { $0.hasSuffix(" task 10 +p2 @c1") }?
            .prefix(10))
        let done = try ProcessRun.run(try TmuxSession.listaBinary(), ["--file", s.todoPath, "done", String(idOfTask10)])
        XCTAssertEqual(done.status, 0, done.standardError)
        expected[9] = "x \(LocalDay.string(0)) 2026-11-20 task 10 +p2 @c1 pri:B"
        XCTAssertEqual(try s.fileContents(), expected.joined(separator: "\n") + "\n")

        // Nothing beside the list but the notes folder, holding the one note: the rest of the
        // folder is this test's own (the terminal's script and config).
        let harness: Set = ["config", ".state", "tmux.conf", "run.sh", "lista.pid", "tmux.out", "tmux.err"]
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: s.directory.path)).subtracting(harness),
                       ["todo.txt", "notes"], "nothing left beside the list")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: notes.path), [noteName])

        // topydo, another terminal app on the same file, lists them as typed too.
        if let topydo = Topydo.path() {
            let listed = try ProcessRun.run(topydo, ["-t", s.todoPath, "ls", "-x"])
            XCTAssertEqual(listed.status, 0, listed.standardError)
            XCTAssertFalse(listed.standardOutput.contains("id:"), listed.standardOutput)
            XCTAssertTrue(listed.standardOutput.contains("(C) 2026-11-15 task 5 +p1 @c2 more"), listed.standardOutput)
            XCTAssertTrue(listed.standardOutput.contains("(A) 2026-11-22 task 12 +p0 @c0 note:\(noteName)"), listed.standardOutput)
            XCTAssertTrue(listed.standardOutput.contains(" brand new"), listed.standardOutput)
        } else {
            print("topydo is not installed here (scripts/setup-deps --test installs it from PyPI): its listing is not checked")
        }

        // todo.sh lists the rows as the person typed them.
        let shown = try TodoSh.run(todo, in: s.directory, ["-p", "ls"])
        XCTAssertEqual(shown.status, 0, shown.standardError)
        XCTAssertFalse(shown.standardOutput.contains("id:"), shown.standardOutput)
        XCTAssertTrue(shown.standardOutput.contains("(C) 2026-11-15 task 5 +p1 @c2 more"), shown.standardOutput)
        XCTAssertTrue(shown.standardOutput.contains("(A) 2026-11-22 task 12 +p0 @c0 note:\(noteName)"), shown.standardOutput)
        XCTAssertFalse(shown.standardOutput.contains("%20"), shown.standardOutput)
    }

    func testTodoShChangesMeetAHalfTypedRowAsOneRowWithItsTextAndCursor() throws {
        let todo = try TodoSh.path()
        let s = try TmuxSession("halftyped", rows: ["call mom", "pay rent", "water the plants", "book dentist", "renew passport"])
        sessions.append(s)
        try s.waitFor("the five rows") { ScreenText.listedRows($0).count == 5 }
        try s.send("j", "j", "i")
        try s.type(" and fe")
        try s.waitFor("the half-typed row") { $0.contains("water the plants and fe") }

        let append = try TodoSh.run(todo, in: s.directory, ["append", "3", "in the hall"])
        XCTAssertEqual(append.status, 0, append.standardError)
        let priority = try TodoSh.run(todo, in: s.directory, ["pri", "4", "A"])
        XCTAssertEqual(priority.status, 0, priority.standardError)
        try s.waitFor("the priority from todo.sh shown") { ScreenText.listedRows($0).contains { $0.contains("(A) book dentist") } }

        // One row each, holding both changes; the half-typed text and its cursor are where
        // they were: typing goes on after "fe", before what todo.sh appended.
        try s.waitFor("todo.sh's append beside the half-typed text") { $0.contains("water the plants and fe in the hall") }
        try s.type("rn")
        let screen = try s.waitFor("typing goes on where it stopped") { $0.contains("water the plants and fern in the hall") }
        let rows = ScreenText.listedRows(screen)
        XCTAssertEqual(rows.count, 5, screen)
        XCTAssertEqual(rows.filter { $0.contains("water the plants") }.count, 1, screen)
        XCTAssertEqual(rows.filter { $0.contains("book dentist") }.count, 1, screen)
        try s.send("Enter")
        try s.waitFor("both rows saved") { _ in
            let lines = ((try? s.fileContents()) ?? "").split(separator: "\n").map(String.init)
            return lines == ["call mom", "pay rent", "water the plants and fern in the hall", "(A) book dentist", "renew passport"]
        }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertFalse(try s.fileContents().contains("id:"))
    }
}

/// todo.sh as Debian installs it (`todo-txt`) or as upstream names it, run on a folder's
/// todo.txt through a config of its own.
enum TodoSh {
    /// Its path; missing is a failure (`make deps-test` installs todotxt-cli).
    static func path() throws -> String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            for name in ["todo-txt", "todo.sh"] where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        XCTFail("todo.sh is not installed: `make deps-test` installs todotxt-cli")
        throw EndToEndFailure(description: "todo.sh missing")
    }

    /// Runs todo.sh with `arguments` on `folder`'s todo.txt (without asking anything: -f).
    static func run(_ todo: String, in folder: URL, _ arguments: [String]) throws -> ProcessRun {
        let config = folder.appendingPathComponent("todo.cfg").path
        try """
            export TODO_DIR="\(folder.path)"
            export TODO_FILE="$TODO_DIR/todo.txt"
            export DONE_FILE="$TODO_DIR/done.txt"
            export REPORT_FILE="$TODO_DIR/report.txt"
            """.write(toFile: config, atomically: true, encoding: .utf8)
        return try ProcessRun.run(todo, ["-f", "-d", config] + arguments)
    }
}

/// topydo, the terminal todo.txt app from PyPI that `scripts/setup-deps --test` installs.
enum Topydo {
    /// Its path on PATH, or nil where it is not installed.
    static func path() -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        where FileManager.default.isExecutableFile(atPath: "\(directory)/topydo") {
            return "\(directory)/topydo"
        }
        return nil
    }
}
