import CoreTesting
import Foundation
import Glibc
import XCTest
@testable import Storage

/// A saving process killed with SIGKILL at random moments must always leave a complete file:
/// exactly one of the versions it was writing, never a torn or truncated one.
///
/// Design (works under `swift test`, no extra binary): the test re-launches its own test
/// binary (`/proc/self/exe`) with this one test selected and `LISTA_CRASH_CHILD_FILE` set. In
/// that child the same test method sees the variable and becomes the saver: it saves version
/// after version forever, until the parent kills it.
final class CrashSafetyTests: XCTestCase {
    private static let childVariable = "LISTA_CRASH_CHILD_FILE"

    /// Version `k` of the file: a size that varies with k, so truncation cannot look complete.
    static func content(version: Int) -> TodoFile {
        let count = 200 + (version * 37) % 400
        return TodoFile(items: (0..<count).map { row in
            TodoItem(id: "r\(row)", text: "v\(version) row \(row) +crash @test padding-to-make-the-line-longer")
        })
    }

    /// The version a file holds, when it is exactly one of the versions.
    static func version(of bytes: [UInt8]) -> Int? {
        let items = TodoFile.parse(bytes).file.items
        guard let first = items.first, first.text.hasPrefix("v"),
              let version = Int(first.text.dropFirst().prefix { $0 != " " }) else { return nil }
        return content(version: version).bytes() == bytes ? version : nil
    }

    func testKillDuringSavesAlwaysLeavesACompleteFile() throws {
        if let path = ProcessInfo.processInfo.environment[Self.childVariable] {
            saveForever(path)
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("todo.txt")
        try Data(Self.content(version: 0).bytes()).write(to: URL(fileURLWithPath: path))

        // The random while lasts up to 30 ms, or four saves where saves are slow (a sanitizer
        // build saves several times slower: with a fixed 30 ms, too few kills fell after a
        // second save and the check below failed under make sanitize).
        let window = Swift.max(30_000, Int(try Self.secondsPerSave(in: directory) * 4_000_000))
        var generator = SeededGenerator(seed: 99)
        var lastVersion = 0
        var killsDuringSaves = 0
        for round in 0..<40 {
            let child = try ChildProcess.launch(
                test: "StorageTests.CrashSafetyTests/testKillDuringSavesAlwaysLeavesACompleteFile",
                environment: [Self.childVariable: path])
            // Wait until the child has started saving, then let it run a random while.
            let before = try FileStatus.of(path)
            let deadline = Date().addingTimeInterval(20)
            while try FileStatus.of(path) == before, Date() < deadline, child.isRunning { usleep(200) }
            usleep(UInt32(Int.random(in: 0...window, using: &generator)))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            XCTAssertEqual(child.terminationReason, .uncaughtSignal, "round \(round): the child must have been killed, not exited")

            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            guard let version = Self.version(of: bytes) else {
                return XCTFail("round \(round): the file is not a complete version (\(bytes.count) bytes)")
            }
            XCTAssertGreaterThanOrEqual(version, lastVersion, "round \(round)")
            if version > lastVersion + 1 { killsDuringSaves += 1 }
            lastVersion = version
        }
        XCTAssertGreaterThan(killsDuringSaves, 10, "most kills should land while saves are going on")
    }

    /// How long one save of a version takes in this build, from a few saves in `directory`.
    private static func secondsPerSave(in directory: TemporaryDirectory) throws -> Double {
        let path = directory.file("timing.txt")
        try Data(content(version: 0).bytes()).write(to: URL(fileURLWithPath: path))
        let store = TodoStore(path: path)
        var snapshot = try store.load().snapshot
        let saves = 5
        let start = Date()
        for version in 1...saves { snapshot = try store.save(content(version: version), since: snapshot).snapshot }
        return Date().timeIntervalSince(start) / Double(saves)
    }

    /// The child's work: save ever newer versions until killed.
    private func saveForever(_ path: String) -> Never {
        let store = TodoStore(path: path)
        guard let loaded = try? store.load(), let start = Self.version(of: loaded.snapshot.file.bytes()) else { ChildProcess.end(3) }
        var snapshot = loaded.snapshot
        var version = start
        while true {
            version += 1
            guard let saved = try? store.save(Self.content(version: version), since: snapshot) else { ChildProcess.end(4) }
            snapshot = saved.snapshot
        }
    }
}
