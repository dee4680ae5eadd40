import Collections
import Features

/// The rows in the order the list shows them: the visible rows, except that rows being dragged
/// are shown at their drop place (the live preview) while the list itself keeps them where they
/// are. O(1) to make; each lookup is O(log visible + dragged rows), so a frame stays O(screen).
public struct ShownRows {
    private let visible: RowIDList
    /// The dragged rows' visible offsets, ascending, and their ids in that order.
    private let draggedOffsets: [Int]
    private let dragged: [String]
    /// Where the dragged rows show: the offset of their first one in the shown order.
    private let dropOffset: Int

    /// The order `state` shows its rows in.
    public init(_ state: TodoList.State) {
        visible = state.visibleIDs
        guard let drag = state.drag else {
            draggedOffsets = []
            dragged = []
            dropOffset = 0
            return
        }
        let pairs = drag.ids.compactMap { id in state.visibleOffset(of: id).map { ($0, id) } }.sorted { $0.0 < $1.0 }
        draggedOffsets = pairs.map(\.0)
        dragged = pairs.map(\.1)
        let place = state.visibleOffset(of: drag.place) ?? visible.count
        dropOffset = place - draggedOffsets.prefix { $0 < place }.count
    }

    /// How many rows show.
    public var count: Int { visible.count }

    /// Whether rows are being dragged (and shown at their drop place).
    public var isDragging: Bool { !dragged.isEmpty }

    /// The shown offsets of the dragged rows.
    public var draggedRange: Range<Int> { dropOffset..<(dropOffset + dragged.count) }

    /// The id shown at `offset` (in `0..<count`).
    public func id(at offset: Int) -> String {
        guard isDragging else { return visible[offset] }
        if draggedRange.contains(offset) { return dragged[offset - dropOffset] }
        var rest = offset < dropOffset ? offset : offset - dragged.count
        // The rest-th visible row that is not dragged.
        for dragged in draggedOffsets {
            if dragged <= rest { rest += 1 } else { break }
        }
        return visible[rest]
    }

    /// Where the dragged rows land if the pointer is over the row shown at `offset`: before it,
    /// or after it when it shows below the dragged rows (before the next row that is not dragged,
    /// or at the end). Nil over a dragged row.
    public func place(over offset: Int) -> RowDrag.Place? {
        guard !draggedRange.contains(offset), (0..<count).contains(offset) else { return nil }
        guard offset > dropOffset else { return .before(id(at: offset)) }
        let next = offset + 1
        return next < count ? .before(id(at: next)) : .end
    }
}
