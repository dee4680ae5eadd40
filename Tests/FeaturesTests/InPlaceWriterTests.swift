import Core
import CoreTesting
@testable import Features
import Glibc
import Storage
import XCTest

/// Programs that rewrite the list in place (truncate, then write: `open(path, "w")`, shell
/// redirection, several editors and sync clients) while the app has a change to save. The
/// writer here holds the file open across the gap, as such a program does, so a save that
/// renames a new file over it sends the writer's bytes into the replaced inode, as in the wild.
final class InPlaceWriterTests: XCTestCase {
    private static let lines = (0..<10).map { "row \($0) id:row\($0)" }

    /// A writer truncates the file, the app's save comes due in the gap, and 1.5 s later the
    /// writer writes the ten rows and one of its own. Every row is kept (before: the save merged
    /// the empty file as "9 removed" and renamed one row over it; the writer's bytes were lost).
    func testATruncateThenAWriteSecondsLaterLosesNoRow() async throws {
        let list = try FileBackedList(Self.lines)
        await list.store.send(.view(.toggleDoneSelected))
        let writer = try InPlaceWriter(path: list.path)
        try writer.truncate()
        await list.clock.advance(by: Saving.debounce)
        await list.store.receive({ if case .saving(.saveFinished) = $0 { true } else { false } }, timeout: .seconds(5))
        XCTAssertEqual(list.fileLines, [], "nothing is written over the file while it is being written")
        XCTAssertEqual(list.store.state.rows.count, 10, "the list keeps its rows")
        XCTAssertEqual(list.store.state.message?.text.hasPrefix("Another program is writing the file (it is empty now)"), true,
                       "\(String(describing: list.store.state.message))")

        // 1.5 s later (less than the settle time) the writer is done.
        await list.clock.advance(by: .milliseconds(1_500))
        try writer.finish(Self.lines + ["theirs id:theirs"])
        await list.noticeOutsideChange()
        await list.settle()

        XCTAssertEqual(list.fileLines, ["x 2026-11-30 row 0 id:row0"] + Self.lines.dropFirst() + ["theirs id:theirs"])
        XCTAssertEqual(list.rowLines, list.fileLines)
        XCTAssertFalse(list.store.state.hasUnsavedChanges)
    }

    /// A writer caught half way: its bytes so far end in the middle of a line. The save does
    /// not merge them (before: the rows past the cut were merged as deleted, and the rename
    /// sent the rest of the writer's bytes into the old inode).
    func testAWriteCaughtHalfWayIsNotMerged() async throws {
        let list = try FileBackedList(Self.lines)
        await list.store.send(.view(.toggleDoneSelected))
        let writer = try InPlaceWriter(path: list.path)
        try writer.truncate()
        let whole = (Self.lines + ["theirs id:theirs"]).map { $0 + "\n" }.joined()
        let cut = whole.utf8.count / 3 + 2
        try writer.write(String(whole.utf8.prefix(cut))!)
        await list.clock.advance(by: Saving.debounce)
        await list.store.receive({ if case .saving(.saveFinished) = $0 { true } else { false } }, timeout: .seconds(5))
        XCTAssertEqual(list.store.state.rows.count, 10)

        try writer.finish(rest: String(whole.utf8.dropFirst(cut))!)
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.fileLines, ["x 2026-11-30 row 0 id:row0"] + Self.lines.dropFirst() + ["theirs id:theirs"])
    }

    /// A file truncated for good (`: > todo.txt`): once it stayed empty for the settle time it
    /// is believed, and the rows it removed are one undo step away for the rest of the session.
    func testAFileEmptiedForGoodIsBelievedOnceSettledAndUndoTakesTheRowsBack() async throws {
        let list = try FileBackedList(Self.lines)
        let writer = try InPlaceWriter(path: list.path)
        try writer.truncate()
        writer.close()
        await list.noticeOutsideChange()
        await list.store.receive({ if case .saving(.saveFinished(.heldBack)) = $0 { true } else { false } }, timeout: .seconds(5))
        XCTAssertEqual(list.store.state.rows.count, 10, "held back: the rows stay while the file may still be written")

        await list.clock.advance(by: Saving.settleTime)
        await list.store.receive(.saving(.fileSettled(try XCTUnwrap(list.store.state.storageSync.suspect?.fingerprint))), timeout: .seconds(5))
        await list.settle()
        XCTAssertEqual(list.store.state.rows.count, 0)
        XCTAssertEqual(list.store.state.message?.text, "The file changed outside Lista: 10 removed")
        XCTAssertEqual(list.store.state.message?.followUp?.command, .list(.view(.undo)))
        XCTAssertEqual(list.store.state.message?.followUp?.label, "takes them back")

        await list.store.send(.view(.undo))
        await list.settle()
        XCTAssertEqual(list.rowLines, Self.lines)
        XCTAssertEqual(list.fileLines, Self.lines, "taken back and saved")
    }

    /// A change made while the file is held back waits: nothing is written until it settles.
    func testChangesWhileHeldBackAreNotWrittenUntilTheFileSettles() async throws {
        let list = try FileBackedList(Self.lines)
        let writer = try InPlaceWriter(path: list.path)
        try writer.truncate()
        await list.noticeOutsideChange()
        await list.store.receive({ if case .saving(.saveFinished(.heldBack)) = $0 { true } else { false } }, timeout: .seconds(5))
        await list.store.send(.view(.toggleDoneSelected))
        await list.clock.advance(by: Saving.debounce)
        await list.store.receive(.saving(.saveDue), timeout: .seconds(5))
        XCTAssertFalse(list.store.state.persistence.isSaving, "no save while held back")
        XCTAssertEqual(list.fileLines, [])

        try writer.finish(Self.lines)
        await list.noticeOutsideChange()
        await list.settle()
        XCTAssertEqual(list.fileLines, ["x 2026-11-30 row 0 id:row0"] + Self.lines.dropFirst())
    }
}

/// A program that rewrites a file in place: opens it for writing with truncation, and writes
/// later through the same descriptor (so its bytes land in whatever inode it opened).
final class InPlaceWriter {
    private var descriptor: Int32 = -1
    private let path: String

    init(path: String) throws {
        self.path = path
    }

    /// `open(path, O_WRONLY | O_TRUNC)`: the file is empty from now on.
    func truncate() throws {
        descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
    }

    /// Writes `text` where the writer is.
    func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw POSIXError(.EIO) }
    }

    /// Writes `lines` and closes.
    func finish(_ lines: [String]) throws {
        try finish(rest: lines.map { $0 + "\n" }.joined())
    }

    /// Writes the rest and closes.
    func finish(rest: String) throws {
        try write(rest)
        close()
    }

    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    deinit {
        close()
    }
}
