import Collections
@testable import Features
import Storage
@testable import Views
import XCTest

/// The order rows show in while dragged: the dragged rows, in list order, at their place; the
/// others in list order around them; and where a pointer over each would put them.
final class ShownRowsTests: XCTestCase {
    private func state(dragging ids: [String], to place: RowDrag.Place, lens: Lens = Lens()) -> TodoList.State {
        let rows = IdentifiedArray(uniqueElements: ["a", "b", "c", "d", "e", "f"].map { id in
            var item = TodoItem(id: id, text: id)
            if id == "c" { item.complete(on: TodoDate(year: 2026, month: 11, day: 2)!) }
            return Row.State(item: item)
        })
        var state = TodoList.State(rows: rows, lens: lens)
        state.drag = RowDrag(ids: ids, place: place)
        return state
    }

    private func order(_ shown: ShownRows) -> [String] { (0..<shown.count).map(shown.id(at:)) }

    func testMarkedRowsApartInTheListShowTogetherAtTheirPlace() {
        let shown = ShownRows(state(dragging: ["d", "b"], to: .before("f")))
        XCTAssertEqual(order(shown), ["a", "c", "e", "b", "d", "f"])
        XCTAssertEqual(shown.draggedRange, 3..<5)
        XCTAssertEqual((0..<6).map(shown.place(over:)), [.before("a"), .before("c"), .before("e"), nil, nil, .end])
    }

    func testTheEndAndTheStartAndALens() {
        XCTAssertEqual(order(ShownRows(state(dragging: ["a"], to: .end))), ["b", "c", "d", "e", "f", "a"])
        XCTAssertEqual(order(ShownRows(state(dragging: ["f", "e"], to: .before("a")))), ["e", "f", "a", "b", "c", "d"])
        let pending = ShownRows(state(dragging: ["e"], to: .before("b"), lens: Lens(status: .pending)))
        XCTAssertEqual(order(pending), ["a", "e", "b", "d", "f"], "c is hidden and stays out of the order")
        XCTAssertEqual((0..<5).map(pending.place(over:)), [.before("a"), nil, .before("d"), .before("f"), .end])
    }

    func testWithoutADragTheOrderIsTheVisibleRows() {
        var plain = state(dragging: [], to: .end)
        plain.drag = nil
        let shown = ShownRows(plain)
        XCTAssertFalse(shown.isDragging)
        XCTAssertEqual(order(shown), ["a", "b", "c", "d", "e", "f"])
    }
}
