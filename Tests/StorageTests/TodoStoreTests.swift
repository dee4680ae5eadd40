import Foundation
import Glibc
import XCTest
@testable import Storage

final class TodoStoreTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
        directory = nil
    }

    func testSaveWritesAndLoadReadsBack() throws {
        try directory.write("todo.txt", "a id:aaaaaaaaaa\n")
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        var file = loaded.snapshot.file
        file.items.append(TodoItem(id: "bbbbbbbbbb", text: "b"))
        let saved = try store.save(file, since: loaded.snapshot)
        XCTAssertNil(saved.merge)
        XCTAssertTrue(saved.wrote)
        XCTAssertEqual(try directory.read("todo.txt"), "a id:aaaaaaaaaa\nb id:bbbbbbbbbb\n")
        XCTAssertEqual(try store.fingerprint(), saved.snapshot.fingerprint)
        XCTAssertEqual(TemporaryFiles.leftovers(in: POSIXIO.directoryOf(store.path)), [])
    }

    func testSaveKeepsPermissions() throws {
        try directory.write("todo.txt", "a id:aaaaaaaaaa\n")
        chmod(directory.file("todo.txt"), 0o640)
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        var file = loaded.snapshot.file
        file.items[0].done = true
        _ = try store.save(file, since: loaded.snapshot)
        var info = stat()
        XCTAssertEqual(stat(store.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
    }

    func testExternalAppendIsMergedNotLost() throws {
        try directory.write("todo.txt", "a id:aaaaaaaaaa\n")
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        try directory.append("todo.txt", "added by todo.sh\n")
        var file = loaded.snapshot.file
        file.items[0].text = "a edited here"
        let saved = try store.save(file, since: loaded.snapshot)
        XCTAssertEqual(saved.merge?.theirAdded.count, 1)
        let text = try directory.read("todo.txt")
        XCTAssertEqual(text, "a edited here id:aaaaaaaaaa\nadded by todo.sh\n", "their row is kept as they wrote it")
        // The id the row is known by is the one every reader of the file derives.
        XCTAssertEqual(try store.load().snapshot.file.items.map(\.id), saved.snapshot.file.items.map(\.id))
    }

    func testRowWithoutIDLoadedByTwoProcessesIsNotDuplicated() throws {
        try directory.write("todo.txt", "no id yet\n")
        let store = TodoStore(path: directory.file("todo.txt"))
        let first = try store.load()
        let second = try store.load()
        var mine = first.snapshot.file
        mine.items.append(TodoItem(id: "xxxxxxxxxx", text: "from first"))
        _ = try store.save(mine, since: first.snapshot)
        var theirs = second.snapshot.file
        theirs.items.append(TodoItem(id: "yyyyyyyyyy", text: "from second"))
        let saved = try store.save(theirs, since: second.snapshot)
        // Both appended after the last shared row: the row written first stays first.
        XCTAssertEqual(saved.snapshot.file.items.map(\.text), ["no id yet", "from first", "from second"])
    }

    func testFileDeletedWhileOpenIsRecreatedFromMemory() throws {
        try directory.write("todo.txt", "a id:aaaaaaaaaa\n")
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        unlink(store.path)
        _ = try store.save(loaded.snapshot.file, since: loaded.snapshot)
        XCTAssertEqual(try directory.read("todo.txt"), "a id:aaaaaaaaaa\n")
    }

    func testLoadOrCreateMakesFoldersAndStarterRows() throws {
        let store = TodoStore(path: directory.file("deep/er/todo.txt"))
        let loaded = try store.loadOrCreate(starter: StarterList.file())
        XCTAssertTrue(loaded.created)
        XCTAssertEqual(loaded.snapshot.rows.count, 5)
        XCTAssertTrue(loaded.snapshot.rows.contains { $0.text.contains("j/k") })
        let again = try store.loadOrCreate(starter: TodoFile())
        XCTAssertFalse(again.created)
        XCTAssertEqual(again.snapshot.rows.map(\.id), loaded.snapshot.rows.map(\.id))
    }

    func testModifyCreatesMissingFileAndSkipsWriteWhenNothingChanged() throws {
        let store = TodoStore(path: directory.file("new.txt"))
        try store.modify { $0.items.append(TodoItem(id: "aaaaaaaaaa", text: "first")) }
        XCTAssertEqual(try directory.read("new.txt"), "first id:aaaaaaaaaa\n")
        let (_, save) = try store.modify { _ in }
        XCTAssertFalse(save.wrote)
    }

    func testModifyErrorWritesNothing() throws {
        try directory.write("todo.txt", "a id:aaaaaaaaaa\n")
        let store = TodoStore(path: directory.file("todo.txt"))
        struct Refused: Error {}
        XCTAssertThrowsError(try store.modify { file in
            file.items.removeAll()
            throw Refused()
        })
        XCTAssertEqual(try directory.read("todo.txt"), "a id:aaaaaaaaaa\n")
    }

    func testReloadMergesOutsideChangesWithoutWriting() throws {
        try directory.write("todo.txt", "a id:aaaaaaaaaa\nb id:bbbbbbbbbb\n")
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        var ours = loaded.snapshot.file
        ours.items[0].text = "a, typed here"
        try directory.write("todo.txt", "a id:aaaaaaaaaa\nx b id:bbbbbbbbbb\nc id:cccccccccc\n")
        let reload = try store.reload(merging: ours, since: loaded.snapshot, held: ["aaaaaaaaaa"])
        XCTAssertEqual(reload.file.items.map(\.line), ["a, typed here id:aaaaaaaaaa", "x b id:bbbbbbbbbb", "c id:cccccccccc"])
        XCTAssertEqual(reload.report.theirAdded, ["cccccccccc"])
        XCTAssertEqual(try directory.read("todo.txt"), "a id:aaaaaaaaaa\nx b id:bbbbbbbbbb\nc id:cccccccccc\n", "nothing written")
        // Saving from the reload's snapshot needs no second merge.
        let saved = try store.save(reload.file, since: reload.snapshot)
        XCTAssertNil(saved.merge)
        XCTAssertEqual(try directory.read("todo.txt"), "a, typed here id:aaaaaaaaaa\nx b id:bbbbbbbbbb\nc id:cccccccccc\n")
    }

    func testSymbolicLinkStaysALinkAndItsTargetIsSaved() throws {
        try FileManager.default.createDirectory(atPath: directory.file("synced"), withIntermediateDirectories: true)
        try directory.write("synced/todo.txt", "a id:aaaaaaaaaa\n")
        try FileManager.default.createSymbolicLink(atPath: directory.file("todo.txt"), withDestinationPath: directory.file("synced/todo.txt"))
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        var file = loaded.snapshot.file
        file.items[0].done = true
        _ = try store.save(file, since: loaded.snapshot)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("todo.txt")), directory.file("synced/todo.txt"))
        XCTAssertEqual(try directory.read("synced/todo.txt"), "x a id:aaaaaaaaaa\n")
    }
}
