import XCTest
@testable import Storage

/// The versions a save or reload does not believe at once (``SuspectVersion``): what another
/// program's write caught half way looks like, and the version a caller saw settle.
final class SuspectVersionTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: TodoStore!
    private static let rows = (0..<10).map { "pending row \($0) id:row\($0)" } + ["x 2026-11-30 done row id:done"]

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write("todo.txt", Self.rows.map { $0 + "\n" }.joined())
        store = TodoStore(path: directory.file("todo.txt"))
    }

    override func tearDown() {
        directory.remove()
        directory = nil
    }

    private func reload(_ base: StoreSnapshot, believing: FileFingerprint? = nil) throws -> StoreReload {
        try store.reload(merging: base.file, since: base, checking: SuspectCheck(believing: believing))
    }

    private func reason(of body: () throws -> Void) -> SuspectVersion.Reason? {
        do {
            try body()
            return nil
        } catch let suspect as SuspectVersion {
            return suspect.reason
        } catch {
            XCTFail("\(error)")
            return nil
        }
    }

    func testAnEmptyFileIsHeldBackUntilItIsTheVersionBelieved() throws {
        let base = try store.load().snapshot
        try directory.write("todo.txt", "")
        XCTAssertEqual(reason { _ = try reload(base) }, .empty)
        let empty = try XCTUnwrap(try store.fingerprint())
        XCTAssertEqual(try reload(base, believing: empty).file.items.count, 0, "believed: merged as usual")
        XCTAssertEqual(try store.reload(merging: base.file, since: base).file.items.count, 0, "no check: merged as before")
    }

    func testAFileEndingMidLineOrFarShorterIsHeldBack() throws {
        let base = try store.load().snapshot
        try directory.write("todo.txt", Self.rows.prefix(6).map { $0 + "\n" }.joined() + "pending ro")
        XCTAssertEqual(reason { _ = try reload(base) }, .endsMidLine)
        try directory.write("todo.txt", Self.rows.prefix(3).map { $0 + "\n" }.joined())
        XCTAssertEqual(reason { _ = try reload(base) }, .muchShorter)
    }

    func testAMergeThatRemovesMostPendingRowsIsHeldBackAndOneThatArchivesIsNot() throws {
        let base = try store.load().snapshot
        // Six of ten pending rows gone, written long so the file is not less than half its size.
        let kept = Self.rows.suffix(5).map { $0.replacingOccurrences(of: " id:", with: String(repeating: " long", count: 20) + " id:") }
        try directory.write("todo.txt", kept.map { $0 + "\n" }.joined())
        XCTAssertEqual(reason { _ = try reload(base) }, .removesMostRows(removed: 6, of: 10))

        // Another program's archive: the done row leaves, nothing is held.
        try directory.write("todo.txt", Self.rows.prefix(10).map { $0 + "\n" }.joined())
        XCTAssertNil(reason { _ = try reload(base) })
    }

    func testASaveOverASuspectVersionWritesNothing() throws {
        var base = try store.load().snapshot
        try directory.write("todo.txt", "")
        var rows = base.file.items
        rows[0].done = true
        let before = base
        XCTAssertEqual(reason { _ = try store.save(rows: rows, over: &base, checking: SuspectCheck()) }, .empty)
        XCTAssertEqual(try directory.read("todo.txt"), "", "nothing written over it")
        XCTAssertEqual(base, before, "the base stays")
    }

    func testTheStatusLineWordsSayWhatIsSeen() {
        let fingerprint = FileFingerprint(status: try! XCTUnwrap(try FileStatus.of(directory.file("todo.txt"))), bytes: [])
        XCTAssertEqual("\(SuspectVersion(reason: .empty, fingerprint: fingerprint))", "Another program is writing the file (it is empty now)")
        XCTAssertEqual("\(SuspectVersion(reason: .removesMostRows(removed: 9, of: 10), fingerprint: fingerprint))",
                       "Another program is writing the file (9 of 10 rows are gone from it)")
    }
}
