import CoreTesting
import Foundation
import XCTest

/// `lista archive` on the release binary, killed with SIGKILL at random moments: every row is
/// always in the list or in done.txt (in both only as the recoverable state the next archive
/// finishes), and after the next archive every row is in exactly one of the two files.
final class ArchiveKillTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lista-archive-kill-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private var todoPath: String { folder + "/todo.txt" }
    private var donePath: String { folder + "/done.txt" }

    private func ids(_ path: String) -> (ids: [String], partialTail: Bool) {
        FileLineIDs.read(path)
    }

    /// A list of `count` rows, every other one done, and a done.txt with one older row.
    private func writeFiles(count: Int) throws -> (pending: Set<String>, done: Set<String>) {
        var lines: [String] = []
        var pending = Set<String>(), done = Set<String>()
        for index in 0..<count {
            let id = String(format: "r%09d", index)
            if index % 2 == 0 {
                lines.append("x 2026-11-30 2026-11-01 finished task number \(index) +archive @kill id:\(id)")
                done.insert(id)
            } else {
                lines.append("2026-11-01 open task number \(index) +archive id:\(id)")
                pending.insert(id)
            }
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: todoPath))
        try Data("x 2026-01-01 older id:oldoldoldo\n".utf8).write(to: URL(fileURLWithPath: donePath))
        return (pending, done.union(["oldoldoldo"]))
    }

    private func startArchive(_ binary: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["archive"]
        process.environment = ["LISTA_FILE": todoPath, "HOME": folder, "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    func testKilledAtRandomMomentsEveryRowIsInExactlyOneFile() throws {
        let binary = try TmuxSession.listaBinary()
        let rows = 4_000
        // How long one archive takes here, start to exit: the kills are spread over it.
        _ = try writeFiles(count: rows)
        let started = Date()
        let calibration = try startArchive(binary)
        calibration.waitUntilExit()
        XCTAssertEqual(calibration.terminationStatus, 0)
        let duration = Date().timeIntervalSince(started)

        var generator = SystemRandomNumberGenerator()
        var outcomes: [String: Int] = [:]
        let trials = 60
        for trial in 0..<trials {
            let (pending, done) = try writeFiles(count: rows)
            let process = try startArchive(binary)
            usleep(UInt32(Double.random(in: 0...(duration * 1.3), using: &generator) * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            // Right after the kill: nothing lost, nothing twice in done.txt, pending rows untouched.
            let todo = ids(todoPath), archive = ids(donePath)
            let inTodo = Set(todo.ids), inDone = Set(archive.ids)
            XCTAssertEqual(todo.ids.count, inTodo.count, "trial \(trial): a row twice in the list")
            XCTAssertEqual(archive.ids.count, inDone.count, "trial \(trial): a row twice in done.txt")
            XCTAssertFalse(todo.partialTail, "trial \(trial): the list is only ever replaced whole")
            XCTAssertEqual(inTodo.union(inDone), pending.union(done), "trial \(trial): a row lost")
            XCTAssertTrue(pending.isSubset(of: inTodo) && inDone.isDisjoint(with: pending), "trial \(trial)")
            let both = inTodo.intersection(inDone).count
            let outcome = archive.partialTail ? "cut mid-append" : both > 0 ? "in both files" :
                inTodo.isSuperset(of: done.subtracting(["oldoldoldo"])) ? "not started" : "finished"
            outcomes[outcome, default: 0] += 1

            // The next archive finishes the job: every row in exactly one file.
            let recovery = try startArchive(binary)
            recovery.waitUntilExit()
            XCTAssertEqual(recovery.terminationStatus, 0, "trial \(trial)")
            let after = (todo: ids(todoPath), done: ids(donePath))
            XCTAssertFalse(after.done.partialTail, "trial \(trial)")
            XCTAssertEqual(after.todo.ids.sorted(), pending.sorted(), "trial \(trial)")
            XCTAssertEqual(after.done.ids.sorted(), done.sorted(), "trial \(trial): each done row once in done.txt")
            if testRun?.failureCount ?? 0 > 0 { break }
        }
        print("archive kill trials (\(String(format: "%.1f", duration * 1000)) ms per archive): \(outcomes.sorted { $0.key < $1.key })")
        XCTAssertEqual(outcomes.values.reduce(0, +), trials)
        XCTAssertGreaterThan(outcomes["finished", default: 0] + outcomes["in both files", default: 0] + outcomes["cut mid-append", default: 0], 0,
                             "some kills landed after the archive had begun")
    }
}
