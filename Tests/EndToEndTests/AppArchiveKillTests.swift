import CoreTesting
import Foundation
import XCTest

/// The app's archive key on the release binary, killed with SIGKILL at random moments after
/// the key: every row is always in the list or in done.txt (in both only as the recoverable
/// state the next archive finishes), and after the next archive every row is in exactly one of
/// the two files, as ``ArchiveKillTests`` checks for `lista archive`.
final class AppArchiveKillTests: XCTestCase {
    private func ids(_ path: String) -> (ids: [String], partialTail: Bool) {
        FileLineIDs.read(path)
    }

    private static let rows = 4_000

    /// Every other row done.
    private static let lines: [String] = (0..<rows).map { index in
        let id = String(format: "r%09d", index)
        return index % 2 == 0 ? "x 2026-11-30 2026-11-01 finished task number \(index) +archive @kill id:\(id)"
            : "2026-11-01 open task number \(index) +archive id:\(id)"
    }
    private static let pending = Set((0..<rows).filter { $0 % 2 == 1 }.map { String(format: "r%09d", $0) })
    private static let done = Set((0..<rows).filter { $0 % 2 == 0 }.map { String(format: "r%09d", $0) }).union(["oldoldoldo"])

    /// The app on the list, with one older row in done.txt, showing its rows.
    private func start(_ name: String) throws -> (session: TmuxSession, done: String) {
        let s = try TmuxSession(name, rows: Self.lines)
        let done = s.directory.appendingPathComponent("done.txt").path
        try Data("x 2026-01-01 older id:oldoldoldo\n".utf8).write(to: URL(fileURLWithPath: done))
        try s.waitFor("the rows") { ScreenText.listedRows($0).count > 5 }
        return (s, done)
    }

    func testKilledAtRandomMomentsAfterTheKeyEveryRowIsInExactlyOneFile() throws {
        let binary = try TmuxSession.listaBinary()
        // How long the key takes to reach both files here: the kills are spread over it.
        let (first, firstDone) = try start("app-archive-calibrate")
        let started = Date()
        try first.send("A")
        try first.waitFor("the archive written") { _ in Set(self.ids(first.todoPath).ids) == Self.pending }
        let duration = Date().timeIntervalSince(started)
        XCTAssertEqual(Set(ids(firstDone).ids), Self.done)
        first.close()

        var generator = SystemRandomNumberGenerator()
        var outcomes: [String: Int] = [:]
        let trials = 15
        for trial in 0..<trials {
            let (s, donePath) = try start("app-archive-kill")
            defer { s.close() }
            let pid = try s.listaPID()
            try s.send("A")
            usleep(UInt32(Double.random(in: 0...(duration * 1.3), using: &generator) * 1_000_000))
            kill(pid, SIGKILL)

            let todo = ids(s.todoPath), archive = ids(donePath)
            let inTodo = Set(todo.ids), inDone = Set(archive.ids)
            XCTAssertEqual(todo.ids.count, inTodo.count, "trial \(trial): a row twice in the list")
            XCTAssertEqual(archive.ids.count, inDone.count, "trial \(trial): a row twice in done.txt")
            XCTAssertFalse(todo.partialTail, "trial \(trial): the list is only ever replaced whole")
            XCTAssertEqual(inTodo.union(inDone), Self.pending.union(Self.done), "trial \(trial): a row lost")
            XCTAssertTrue(Self.pending.isSubset(of: inTodo) && inDone.isDisjoint(with: Self.pending), "trial \(trial)")
            let both = inTodo.intersection(inDone).count
            let outcome = archive.partialTail ? "cut mid-append" : both > 0 ? "in both files" :
                inTodo.isSuperset(of: Self.done.subtracting(["oldoldoldo"])) ? "not started" : "finished"
            outcomes[outcome, default: 0] += 1

            // The next archive finishes the job: every row in exactly one file.
            let recovery = try ProcessRun.run(binary, ["--file", s.todoPath, "archive"])
            XCTAssertEqual(recovery.status, 0, "trial \(trial): \(recovery.standardError)")
            let after = (todo: ids(s.todoPath), done: ids(donePath))
            XCTAssertFalse(after.done.partialTail, "trial \(trial)")
            XCTAssertEqual(after.todo.ids.sorted(), Self.pending.sorted(), "trial \(trial)")
            XCTAssertEqual(after.done.ids.sorted(), Self.done.sorted(), "trial \(trial): each done row once in done.txt")
            if testRun?.failureCount ?? 0 > 0 { break }
        }
        print("app archive kill trials (\(String(format: "%.1f", duration * 1000)) ms from the key to both files): \(outcomes.sorted { $0.key < $1.key })")
        XCTAssertEqual(outcomes.values.reduce(0, +), trials)
        XCTAssertGreaterThan(outcomes["finished", default: 0] + outcomes["in both files", default: 0] + outcomes["cut mid-append", default: 0], 0,
                             "some kills landed after the archive had begun")
    }

    /// The second row (pending): the one the kill tests toggle before the key.
    private static let toggled = String(format: "r%09d", 1)
    private static let all = pending.union(done)

    /// `j x A`: the second row toggled done and archived before the toggle's save (the key
    /// saves at once, inside the toggle's debounce). Killed at random moments: no row lost,
    /// none doubled, and the next archive leaves every row in exactly one file.
    func testKilledAfterTheKeyWithAnUnsavedToggleNoRowIsLostOrDoubled() throws {
        let outcomes = try killTrials("app-archive-toggle", keys: ["j", "x", "A"], trials: 25) { todo, archive in
            Set(todo) == Self.pending.subtracting([Self.toggled]) && Set(archive) == Self.done.union([Self.toggled])
        }
        print("app archive kill trials after an unsaved toggle: \(outcomes.sorted { $0.key < $1.key })")
    }

    /// `j x A u`: as above, then the archive undone (its rows written back, their lines taken
    /// out of done.txt) while the archive's save may still be under way.
    func testKilledAfterTheKeyAndItsUndoNoRowIsLostOrDoubled() throws {
        let outcomes = try killTrials("app-archive-undo", keys: ["j", "x", "A", "u"], trials: 25) { todo, archive in
            Set(todo) == Self.all.subtracting(["oldoldoldo"]) && Set(archive) == ["oldoldoldo"]
        }
        print("app archive kill trials after an unsaved toggle, the key and undo: \(outcomes.sorted { $0.key < $1.key })")
    }

    /// Sends `keys` at once, kills the app at random moments over the time they take to reach
    /// both files (measured first: `finished` says when the files hold the end state), and
    /// checks each kill's files: every row in the list or done.txt, none twice in one file, the
    /// list never cut off, and after the next `lista archive` every row in exactly one file.
    /// Returns how many kills left each kind of state.
    private func killTrials(_ name: String, keys: [String], trials: Int,
                            finished: @escaping ([String], [String]) -> Bool) throws -> [String: Int] {
        let binary = try TmuxSession.listaBinary()
        let (first, firstDone) = try start(name + "-calibrate")
        let started = Date()
        try first.send(contentsOf: keys)
        try first.waitFor("the keys' end state in both files") { _ in finished(self.ids(first.todoPath).ids, self.ids(firstDone).ids) }
        let duration = Date().timeIntervalSince(started)
        first.close()

        var generator = SystemRandomNumberGenerator()
        var outcomes: [String: Int] = [:]
        for trial in 0..<trials {
            let (s, donePath) = try start(name)
            defer { s.close() }
            let pid = try s.listaPID()
            try s.send(contentsOf: keys)
            usleep(UInt32(Double.random(in: 0...(duration * 1.3), using: &generator) * 1_000_000))
            kill(pid, SIGKILL)

            let todo = ids(s.todoPath), archive = ids(donePath)
            let inTodo = Set(todo.ids), inDone = Set(archive.ids)
            XCTAssertEqual(todo.ids.count, inTodo.count, "trial \(trial): a row twice in the list")
            XCTAssertEqual(archive.ids.count, inDone.count, "trial \(trial): a row twice in done.txt")
            XCTAssertFalse(todo.partialTail, "trial \(trial): the list is only ever replaced whole")
            XCTAssertEqual(inTodo.union(inDone), Self.all, "trial \(trial): a row lost")
            let stayPending = Self.pending.subtracting([Self.toggled])
            XCTAssertTrue(stayPending.isSubset(of: inTodo) && inDone.isDisjoint(with: stayPending), "trial \(trial)")
            let both = inTodo.intersection(inDone).count
            let outcome = archive.partialTail ? "cut mid-append" : both > 0 ? "in both files" :
                finished(todo.ids, archive.ids) ? "finished" : "between"
            outcomes[outcome, default: 0] += 1

            // The next archive finishes the job: every row in exactly one file.
            let recovery = try ProcessRun.run(binary, ["--file", s.todoPath, "archive"])
            XCTAssertEqual(recovery.status, 0, "trial \(trial): \(recovery.standardError)")
            let after = (todo: ids(s.todoPath), done: ids(donePath))
            XCTAssertFalse(after.done.partialTail, "trial \(trial)")
            XCTAssertEqual(after.done.ids.count, Set(after.done.ids).count, "trial \(trial): a row twice in done.txt")
            XCTAssertTrue(Set(after.todo.ids).isDisjoint(with: after.done.ids),
                          "trial \(trial) (\(outcome)): in both files after the next archive: \(Set(after.todo.ids).intersection(after.done.ids).sorted())")
            XCTAssertEqual(Set(after.todo.ids).union(after.done.ids), Self.all, "trial \(trial): a row lost")
            XCTAssertEqual(Set(after.todo.ids).subtracting([Self.toggled]), stayPending, "trial \(trial)")
            if testRun?.failureCount ?? 0 > 0 { break }
        }
        XCTAssertEqual(outcomes.values.reduce(0, +), trials)
        return outcomes
    }

    /// At a real terminal: the key says what it did, u brings the rows back from done.txt.
    func testTheKeySaysWhatItDidAndUndoBringsTheRowsBack() throws {
        let s = try TmuxSession("app-archive", rows: ["open id:a000000001", "x 2026-11-30 filed id:a000000002"])
        defer { s.close() }
        let done = s.directory.appendingPathComponent("done.txt").path
        try s.waitFor("two rows") { ScreenText.listedRows($0).count == 2 }
        try s.send("A")
        try s.waitForText("Archived 1 done row to done.txt — u to undo")
        try s.waitFor("done.txt written") { _ in FileText.read(done) == "x 2026-11-30 filed id:a000000002\n" }
        try s.waitFor("the list written") { _ in (try? s.fileContents()) == "open id:a000000001\n" }
        try s.send("A")
        try s.waitForText("No done rows to archive")
        try s.send("u")
        try s.waitForText("Undid archive")
        try s.waitFor("done.txt emptied") { _ in FileText.read(done) == "" }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        XCTAssertEqual(try s.fileContents(), "open id:a000000001\nx 2026-11-30 filed id:a000000002\n")
    }
}
