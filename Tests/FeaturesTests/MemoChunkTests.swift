import Collections
import Core
@testable import Features
import Storage
import XCTest

/// The memo builds its lists of every row and of the current rows a chunk at a time, sharing a
/// chunk's buffer where all its rows are current: the lists must still be exactly the rows'
/// ids, through later changes to either list.
final class MemoChunkTests: XCTestCase {
    private static let chunk = ChunkedArray<CompactID>.maximumChunkCount

    /// `count` rows, current except those at `future` (a threshold after today) and `hidden` (`h:1`).
    private func rows(_ count: Int, future: Set<Int>, hidden: Set<Int>) -> IdentifiedArrayOf<Row.State> {
        IdentifiedArrayOf(uniqueElements: (0..<count).map { n in
            let extra = future.contains(n) ? " t:2099-01-01" : hidden.contains(n) ? " h:1" : ""
            let done = n % 3 == 0 ? "x 2026-11-01 " : ""
            return Row.State(item: TodoItem(parsing: "\(done)row \(n)\(extra) id:\(TodoID.make(from: UInt64(n + 1)))"))
        })
    }

    private func assertListsMatch(_ memo: ListMemo, _ rows: IdentifiedArrayOf<Row.State>, file: StaticString = #filePath, line: UInt = #line) {
        let standing = rows.map { (id: $0.id, standing: $0.item.visibility(today: today), done: $0.isDone) }
        func ids(_ admits: (RowVisibility, Bool) -> Bool) -> [String] { standing.filter { admits($0.standing, $0.done) }.map(\.id) }
        XCTAssertEqual(Array(memo.allIDs), rows.map(\.id), "every row", file: file, line: line)
        XCTAssertEqual(Array(memo.currentIDs), ids { s, _ in s == .current }, "the current rows", file: file, line: line)
        XCTAssertEqual(Array(memo.pendingIDs), ids { s, done in s == .current && !done }, file: file, line: line)
        XCTAssertEqual(Array(memo.doneIDs), ids { s, done in s == .current && done }, file: file, line: line)
        XCTAssertEqual(Array(memo.futureIDs), ids { s, _ in s == .future }, file: file, line: line)
        XCTAssertEqual(Array(memo.hiddenIDs), ids { s, _ in s == .hidden }, file: file, line: line)
    }

    func testChunksWithAndWithoutOtherRowsListExactlyTheRows() {
        let count = 4 * Self.chunk + 17
        for (future, hidden) in [(Set<Int>(), Set<Int>()), ([Self.chunk + 5], [3 * Self.chunk - 1]), ([0], [count - 1]),
                                 (Set(stride(from: 0, to: count, by: 97)), [])] {
            let rows = rows(count, future: future, hidden: hidden)
            assertListsMatch(ListMemo(rows: rows, lens: Lens(), today: today), rows)
        }
    }

    func testASharedChunkChangedThroughOneListLeavesTheOtherAsItWas() {
        var rows = rows(3 * Self.chunk, future: [2 * Self.chunk + 1], hidden: [])
        var memo = ListMemo(rows: rows, lens: Lens(), today: today)
        // A row becomes future inside the first chunk, which both lists share.
        let offset = 10
        let was = (standing: rows[offset].item.visibility(today: today), done: rows[offset].item.done)
        let id = rows[offset].id
        rows.modify(id: id) { $0.item = TodoItem(parsing: $0.item.line + " t:2099-01-01") }
        memo.rowChanged(rows[offset], at: offset, was: was, rows: rows)
        assertListsMatch(memo, rows)
        // A new row in a shared chunk: both lists take it.
        let new = Row.State(item: TodoItem(parsing: "new row id:\(TodoID.make(from: 999_999))"))
        _ = rows.insert(new, at: 20)
        memo.rowInserted(new, at: 20, rows: rows)
        assertListsMatch(memo, rows)
        // A row removed from the last chunk.
        let last = rows.count - 1
        memo.rowRemoving(rows[last], at: last, rows: rows)
        _ = rows.remove(at: last)
        assertListsMatch(memo, rows)
        XCTAssertEqual(memo, ListMemo.fresh(rows: rows, lens: Lens(), today: today))
    }
}
