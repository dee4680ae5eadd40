import Collections
import Core
@testable import Features
import Storage
import XCTest

/// The sort reads a slice of the visible rows by walking the rows between them, or, where they
/// stand far apart, by looking each up: either way exactly the slice's rows, with their offsets.
final class SortSliceReadTests: XCTestCase {
    func testASliceMeetsExactlyItsRowsWhetherTheyStandCloseOrFarApart() {
        let rows = IdentifiedArrayOf(uniqueElements: (0..<3_000).map { n in
            Row.State(item: TodoItem(parsing: "row \(n) id:\(TodoID.make(from: UInt64(n + 7)))"))
        })
        for every in [1, 2, 3, 10, 250] {
            let visible = RowIDList(rows.ids.enumerated().filter { $0.offset % every == 0 }.map(\.element))
            for positions in [0..<visible.count, 1..<Swift.min(visible.count, 40), (visible.count / 2)..<visible.count] {
                var met: [(offset: Int, id: String)] = []
                SortedProjection.forEachRow(of: visible, in: positions, rows: rows) { row, offset, id in
                    XCTAssertEqual(id.id, row.id)
                    met.append((offset, row.id))
                }
                XCTAssertEqual(met.map(\.id), Array(visible[positions]), "every \(every), \(positions)")
                XCTAssertEqual(met.map(\.offset), met.map { rows.index(id: $0.id)! }, "every \(every), \(positions)")
            }
        }
    }
}
