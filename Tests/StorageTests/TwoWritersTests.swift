import Foundation
import XCTest
@testable import Storage

/// An app-like writer (load once, save from memory again and again, merging) while a
/// `lista add`-like writer (lock, read, append, write) runs on another thread and lines are
/// appended from outside without any lock, like `echo >> todo.txt`: every row from every side
/// must be in the file exactly once.
///
/// The `lista add`-like writer runs on its own thread, concurrently with the app's saves; the
/// `echo >>`-like appends are made from the app's thread between saves, so they race the CLI
/// writer's saves. An unlocked append that lands on the old file after a store read it is
/// found through the old file's descriptor after the rename and merged in. What no store can
/// prevent: a writer that opened the old file before the rename and writes to it after the
/// store's final check. With three busy threads on two cores, a thread preempted between its
/// open and its write hits that window often, so this test does not run `echo` on a third thread.
final class TwoWritersTests: XCTestCase {
    func testEveryRowFromEverySideIsThereOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("todo.txt", "first row\n")
        let store = TodoStore(path: directory.file("todo.txt"))

        let group = DispatchGroup()
        let cliFailures = LockedCounter()
        DispatchQueue.global().async(group: group) {
            for index in 0..<60 {
                do {
                    try store.modify { file in
                        file.items.append(TodoItem(id: TodoID.random(avoiding: Set(file.items.map(\.id))), text: "cli \(index)"))
                    }
                } catch {
                    cliFailures.increment()
                }
            }
        }

        var snapshot = try store.load().snapshot
        var ours = snapshot.file
        for index in 0..<60 {
            ours.items.append(TodoItem(id: TodoID.random(avoiding: Set(ours.items.map(\.id))), text: "app \(index)"))
            if index % 2 == 0 { try directory.append("todo.txt", "echo \(index)\n") }
            let saved = try store.save(ours, since: snapshot)
            snapshot = saved.snapshot
            ours = saved.snapshot.file
        }
        group.wait()
        XCTAssertEqual(cliFailures.value, 0)

        let texts = try store.load().snapshot.rows.map(\.text)
        var expected = ["first row"]
        expected += (0..<60).map { "app \($0)" } + (0..<60).map { "cli \($0)" } + stride(from: 0, to: 60, by: 2).map { "echo \($0)" }
        XCTAssertEqual(texts.count, expected.count, "missing: \(Set(expected).subtracting(texts).sorted()), repeated: \(texts.filter { t in texts.filter { $0 == t }.count > 1 })")
        XCTAssertEqual(Set(texts), Set(expected))
        XCTAssertEqual(texts.filter { $0.hasPrefix("app ") }, (0..<60).map { "app \($0)" }, "our rows keep their order")
    }
}

/// A thread-safe counter for test threads.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
