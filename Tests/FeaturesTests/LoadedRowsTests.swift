import Collections
import Features
import Storage
import XCTest

/// The rows of a loaded list keep room for rows added later, so the first `a` at
/// a million rows does not copy every row state (it took the app from 1.95× the file to 2.3×).
final class LoadedRowsTests: XCTestCase {
    func testRowsAddedAfterALoadStayInTheLoadedStorage() {
        let text = (1...4_000).map { "row \($0) id:\(TodoID.make(from: UInt64($0)))" }.joined(separator: "\n")
        let items = TodoFile.parse(Array(text.utf8)).file.items
        var rows = Row.loaded(items)
        XCTAssertEqual(rows.map(\.id), items.map(\.id))
        let storage = rows.withUnsafeStorage { UnsafeRawPointer($0.baseAddress) }
        for added in 0..<500 {
            rows.insert(Row.State(item: TodoItem(id: "added-\(added)", text: "added \(added)")), at: added % 7)
        }
        XCTAssertEqual(rows.withUnsafeStorage { UnsafeRawPointer($0.baseAddress) }, storage,
                       "an eighth more rows fit in the room reserved at load")
        XCTAssertEqual(rows.count, 4_500)
    }
}
