import Foundation
import XCTest
@testable import Storage

/// A program that rewrites the file in place faster than a save can merge: every attempt of
/// the save finds the file changed between its read and its rename. The save never replaces a
/// file it has not read (that lost the writer's rows, several in a row): it gives up for now,
/// says the file keeps changing, and writes nothing.
final class KeepsChangingTests: XCTestCase {
    func testASaveThatFindsTheFileChangedAtEveryAttemptWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("todo.txt", "first row\n")
        let store = TodoStore(path: directory.file("todo.txt"))
        let base = try store.load().snapshot
        var ours = base.file
        ours.items.append(TodoItem(id: "", writesID: false, text: "ours"))
        var rewrites = 0
        XCTAssertThrowsError(try store.saveLocked(ours, since: base, held: []) { _ in
            // The writer, between the save's read and its rename: another row each time.
            rewrites += 1
            try directory.append("todo.txt", "writer \(rewrites)\n")
        }) { error in
            XCTAssertEqual((error as? SuspectVersion)?.reason, .keepsChanging)
            XCTAssertEqual("\(error)", "Another program is writing the file (it changed again at each of 5 tries to save)")
        }
        XCTAssertEqual(rewrites, TodoStore.attempts)
        XCTAssertEqual(try directory.read("todo.txt"), "first row\n" + (1...rewrites).map { "writer \($0)\n" }.joined(),
                       "every row the writer wrote is there, and nothing replaced the file")
    }
}
