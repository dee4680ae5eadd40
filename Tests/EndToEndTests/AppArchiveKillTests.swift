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
