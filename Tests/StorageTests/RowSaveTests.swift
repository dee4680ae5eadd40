import Foundation
import Glibc
import XCTest
@testable import Storage

/// `save(rows:over:)`: the streamed save the app uses must write what `save(_:since:)` writes,
/// keep its guarantees, and leave the base as the snapshot of the new file.
final class RowSaveTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
        directory = nil
    }

    /// Blank and undecodable lines, CRLF, no final newline: every layout rule is exercised.
    private let layout: [UInt8] = Array("\r\na id:aaaaaaaaaa\r\n\r\nb id:bbbbbbbbbb\r\n".utf8) + [0xFF, 0xFE]
        + Array("\r\nc id:cccccccccc\r\n\r\nd id:dddddddddd".utf8)

    private func store(_ name: String, _ bytes: [UInt8]) throws -> TodoStore {
        try Data(bytes).write(to: URL(fileURLWithPath: directory.file(name)))
        return TodoStore(path: directory.file(name))
    }

    private func edited(_ items: [TodoItem]) -> [TodoItem] {
        var rows = items.filter { $0.id != "bbbbbbbbbb" }  // its follower moves up behind a
        rows[0].text = "a edited"
        rows.append(TodoItem(id: "eeeeeeeeee", text: "new"))
        return rows
    }

    func testStreamedSaveWritesWhatSaveWritesAndRefillsTheBase() throws {
        let streamed = try store("streamed.txt", layout)
        let whole = try store("whole.txt", layout)
        var base = try streamed.load().snapshot
        let rows = edited(base.file.items)

        let saved = try streamed.save(rows: rows, over: &base)
        var file = try whole.load().snapshot.file
        file.items = rows
        _ = try whole.save(file, since: try whole.load().snapshot)

        XCTAssertTrue(saved.wrote)
        XCTAssertNil(saved.merge)
        XCTAssertEqual(try streamed.readBytes(), try whole.readBytes())
        XCTAssertEqual(base.file.items, rows)
        XCTAssertEqual(base, saved.snapshot)
        XCTAssertEqual(base.fingerprint, try streamed.fingerprint(), "the fingerprint hashed while writing is the file's")
        XCTAssertEqual(TemporaryFiles.leftovers(in: POSIXIO.directoryOf(streamed.path)), [])
        // The next save starts from the refilled base: nothing to merge.
        var rowsAgain = rows
        rowsAgain[0].done = true
        XCTAssertNil(try streamed.save(rows: rowsAgain, over: &base).merge)
        XCTAssertEqual(try streamed.load().snapshot.file.items.map(\.line), rowsAgain.map(\.line))
    }

    func testStreamedSaveKeepsPermissions() throws {
        let store = try store("todo.txt", layout)
        chmod(store.path, 0o640)
        var base = try store.load().snapshot
        _ = try store.save(rows: edited(base.file.items), over: &base)
        var info = stat()
        XCTAssertEqual(stat(store.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
    }

    func testStreamedSaveMergesWhatChangedOnDisk() throws {
        let store = try store("todo.txt", Array("a id:aaaaaaaaaa\n".utf8))
        var base = try store.load().snapshot
        try directory.append("todo.txt", "added by todo.sh\n")
        var rows = base.file.items
        rows[0].text = "a edited here"

        let saved = try store.save(rows: rows, over: &base)

        XCTAssertEqual(saved.merge?.theirAdded.count, 1)
        let text = try directory.read("todo.txt")
        XCTAssertEqual(text, "a edited here id:aaaaaaaaaa\nadded by todo.sh\n", "their row is kept as they wrote it")
        XCTAssertEqual(base, saved.snapshot)
        XCTAssertEqual(try store.load().snapshot.file.items.map(\.line), base.file.items.map(\.line))
        XCTAssertEqual(base.fingerprint, try store.fingerprint())
    }

    /// The check that the file is still the base's reads and hashes it while the new file is
    /// printed: an edit that keeps the size, the inode and the modification time (a coarse
    /// clock, a fast editor) must still be merged, not overwritten.
    func testStreamedSaveMergesAnEditThatKeepsSizeAndModificationTime() throws {
        let store = try store("todo.txt", Array("a id:aaaaaaaaaa\nb id:bbbbbbbbbb\n".utf8))
        var base = try store.load().snapshot
        let path = directory.file("todo.txt")
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        let descriptor = open(path, O_WRONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let edit = Array("B".utf8)
        XCTAssertEqual(pwrite(descriptor, edit, edit.count, 16), 1)  // "b id:…" becomes "B id:…" in place
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(futimens(descriptor, &times), 0)
        close(descriptor)
        XCTAssertEqual(try FileStatus.of(path), base.fingerprint?.status, "only the bytes differ")
        var rows = base.file.items
        rows[0].text = "a edited here"

        _ = try store.save(rows: rows, over: &base)

        XCTAssertEqual(try directory.read("todo.txt"), "a edited here id:aaaaaaaaaa\nB id:bbbbbbbbbb\n")
        XCTAssertEqual(base.fingerprint, try store.fingerprint())
    }

    func testStreamedSaveOfTheFileAsItIsWritesNothing() throws {
        let store = try store("todo.txt", layout)
        var base = try store.load().snapshot
        let before = try store.fingerprint()

        let saved = try store.save(rows: base.file.items, over: &base)

        XCTAssertFalse(saved.wrote)
        XCTAssertEqual(try store.fingerprint(), before, "not even replaced by the same bytes")
        XCTAssertEqual(base.fingerprint, before)
    }

    func testStreamedSaveRecreatesADeletedFile() throws {
        let store = try store("todo.txt", layout)
        var base = try store.load().snapshot
        unlink(store.path)

        let saved = try store.save(rows: base.file.items, over: &base)

        XCTAssertTrue(saved.wrote)
        XCTAssertEqual(try store.load().snapshot.file.items.map(\.line), base.file.items.map(\.line))
    }

    func testPrintedSizeIsExact() throws {
        let file = TodoFile.parse(layout).file
        XCTAssertEqual(file.bytes(), layout)
        XCTAssertEqual(file.printedSize(items: file.items), layout.count)
        let rows = edited(file.items)
        var sink = ArraySink(capacity: 0)
        file.print(items: rows, to: &sink)
        XCTAssertEqual(file.printedSize(items: rows), sink.bytes.count)
        XCTAssertEqual(TodoFile().printedSize(items: []), 0)
    }

    func testStreamedFingerprintEqualsHashingTheWholeFile() throws {
        // Larger than one 64 KB chunk.
        let bytes = (0..<5_000).flatMap { Array("row \($0) id:\(String(format: "%010d", $0))\n".utf8) }
        let store = try store("todo.txt", bytes)
        let (read, status) = try POSIXIO.readFile(store.path)
        XCTAssertEqual(try store.fingerprint(), FileFingerprint(status: status, bytes: read))
        XCTAssertNil(try TodoStore(path: directory.file("missing.txt")).fingerprint())
    }
}
