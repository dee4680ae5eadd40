import Storage
import XCTest

/// The app's archive goes through a save: done rows are appended to done.txt before the list is
/// written, in whichever version the merge keeps; rows put back leave done.txt after it.
final class ArchiveSaveTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    private var store: TodoStore { TodoStore(path: directory.file("todo.txt")) }

    private func loaded(_ text: String) throws -> (rows: [TodoItem], base: StoreSnapshot) {
        try directory.write("todo.txt", text)
        let snapshot = try store.load().snapshot
        return (snapshot.file.items, snapshot)
    }

    func testASaveThatArchivesAppendsTheRowsToDoneTxtAndLeavesThemOutOfTheList() throws {
        var (rows, base) = try loaded("open id:aaaaaaaaaa\nx 2026-11-30 filed id:bbbbbbbbbb\n")
        try directory.write("done.txt", "x 2026-01-01 older id:oldoldoldo\n")
        let filed = rows.remove(at: 1)
        let saved = try store.save(rows: rows, over: &base, archiving: [filed])
        XCTAssertTrue(saved.wrote)
        XCTAssertEqual(try directory.read("todo.txt"), "open id:aaaaaaaaaa\n")
        XCTAssertEqual(try directory.read("done.txt"), "x 2026-01-01 older id:oldoldoldo\nx 2026-11-30 filed id:bbbbbbbbbb\n")
        XCTAssertEqual(base.file.items.map(\.id), ["aaaaaaaaaa"])
    }

    /// Archiving is not a deletion for the merge to undo: a row another program changed
    /// meanwhile is archived in its version (not kept in the list as "deleted here, changed
    /// there"), and one it reopened stays in the list.
    func testARowChangedElsewhereIsArchivedInItsVersionAndOneReopenedStays() throws {
        var (rows, base) = try loaded("open id:aaaaaaaaaa\nx 2026-11-30 filed id:bbbbbbbbbb\nx 2026-11-30 sent id:cccccccccc\n")
        try directory.write("todo.txt", "open id:aaaaaaaaaa\nx 2026-11-30 filed +tax id:bbbbbbbbbb\nsent again id:cccccccccc\n")
        let archived = [rows[1], rows[2]]
        rows.removeSubrange(1...2)
        let saved = try store.save(rows: rows, over: &base, archiving: archived)
        XCTAssertNotNil(saved.merge)
        XCTAssertEqual(try directory.read("todo.txt"), "open id:aaaaaaaaaa\nsent again id:cccccccccc\n")
        XCTAssertEqual(try directory.read("done.txt"), "x 2026-11-30 filed +tax id:bbbbbbbbbb\n")
    }

    func testArchivingARowDoneTxtAlreadyHoldsDoesNotDoubleIt() throws {
        var (rows, base) = try loaded("x 2026-11-30 filed id:bbbbbbbbbb\n")
        try directory.write("done.txt", "x 2026-11-30 filed id:bbbbbbbbbb\n")
        let filed = rows.removeFirst()
        _ = try store.save(rows: rows, over: &base, archiving: [filed])
        XCTAssertEqual(try directory.read("done.txt"), "x 2026-11-30 filed id:bbbbbbbbbb\n")
        XCTAssertEqual(try directory.read("todo.txt"), "")
    }

    func testASaveThatRestoresWritesTheListThenTakesTheLinesOutOfDoneTxt() throws {
        var (rows, base) = try loaded("open id:aaaaaaaaaa\n")
        try directory.write("done.txt", "x 2026-01-01 older id:oldoldoldo\r\nx 2026-11-30 filed id:bbbbbbbbbb\r\nno id here\r\n")
        let filed = TodoItem(parsing: "x 2026-11-30 filed id:bbbbbbbbbb")
        rows.append(filed)
        _ = try store.save(rows: rows, over: &base, restoring: [filed])
        XCTAssertEqual(try directory.read("todo.txt"), "open id:aaaaaaaaaa\nx 2026-11-30 filed id:bbbbbbbbbb\n")
        XCTAssertEqual(try directory.read("done.txt"), "x 2026-01-01 older id:oldoldoldo\r\nno id here\r\n",
                       "the other lines stay byte for byte")
    }

    /// done.txt's lines are split as the list's are (the first line's ending is the file's): in
    /// an LF done.txt, a row's line that ends in a carriage return keeps it, as the loader read
    /// it, so taking that row back out finds its line.
    func testALineEndingInACarriageReturnOfAnLFDoneTxtIsFoundAsTheLoaderReadsIt() throws {
        try directory.write("done.txt", "x 2026-01-01 older id:oldoldoldo\nx 2026-11-30 ends in a return id:bbbbbbbbbb\r\n")
        let archived = try XCTUnwrap(TodoFile.parse(Array(try directory.read("done.txt").utf8)).file.items.last)
        XCTAssertEqual(archived.line, "x 2026-11-30 ends in a return id:bbbbbbbbbb\r", "the CR is the line's own in an LF file")
        try store.doneFile.remove([archived])
        XCTAssertEqual(try directory.read("done.txt"), "x 2026-01-01 older id:oldoldoldo\n")
    }

    func testRemovingLinesDoneTxtDoesNotHoldChangesNothing() throws {
        try directory.write("done.txt", "x 2026-01-01 older id:oldoldoldo")
        try store.doneFile.remove([TodoItem(parsing: "x 2026-11-30 filed id:bbbbbbbbbb")])
        XCTAssertEqual(try directory.read("done.txt"), "x 2026-01-01 older id:oldoldoldo")
    }
}

/// A done.txt that starts with a UTF-8 byte order mark (as some Windows editors write it): the
/// mark is no part of its first line, so that line matches the row it holds.
final class ArchiveByteOrderMarkTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    private var store: TodoStore { TodoStore(path: directory.file("todo.txt")) }

    func testPuttingBackTheFirstRowOfADoneTxtWithAByteOrderMarkTakesItsLineOutAndKeepsTheMark() throws {
        try directory.write("todo.txt", "open id:aaaaaaaaaa\n")
        var base = try store.load().snapshot
        try directory.write("done.txt", "\u{FEFF}x 2026-11-30 filed id:bbbbbbbbbb\nx 2026-01-01 older id:oldoldoldo\n")
        let filed = TodoItem(parsing: "x 2026-11-30 filed id:bbbbbbbbbb")
        _ = try store.save(rows: base.file.items + [filed], over: &base, restoring: [filed])
        XCTAssertEqual(try directory.read("done.txt"), "\u{FEFF}x 2026-01-01 older id:oldoldoldo\n",
                       "the row is in the list again, so its line leaves done.txt")
    }

    func testACutOffFirstLineAfterAByteOrderMarkIsDroppedBeforeTheRowIsAppended() throws {
        try directory.write("todo.txt", "x 2026-11-30 filed id:bbbbbbbbbb\n")
        try directory.write("done.txt", "\u{FEFF}x 2026-11-30 fil")
        let count = try store.archiveDone()
        XCTAssertEqual(count.appended, 1)
        XCTAssertEqual(try directory.read("done.txt"), "\u{FEFF}x 2026-11-30 filed id:bbbbbbbbbb\n")
        XCTAssertEqual(try directory.read("todo.txt"), "")
    }

    func testArchivingTheRowTheFirstLineAfterAByteOrderMarkHoldsDoesNotDoubleIt() throws {
        try directory.write("todo.txt", "x 2026-11-30 filed id:bbbbbbbbbb\n")
        try directory.write("done.txt", "\u{FEFF}x 2026-11-30 filed id:bbbbbbbbbb\n")
        let count = try store.archiveDone()
        XCTAssertEqual(count.appended, 0)
        XCTAssertEqual(try directory.read("done.txt"), "\u{FEFF}x 2026-11-30 filed id:bbbbbbbbbb\n")
    }
}
