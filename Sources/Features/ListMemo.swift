import Core

/// What the list derives from its rows and lens and would be O(rows) to compute per frame:
/// the visible projection (ids in list order) and the counts per status.
///
/// It is a memo, not a second source of truth: `TodoList.State` updates it on every change
/// that can affect it (see the invalidation points in `TodoList.State+Rows.swift`), and a
/// property test compares it with ``fresh(rows:lens:)`` after every action of long random runs.
public struct ListMemo: Equatable, Sendable {
    /// The visible rows' ids, in list order. Chunked, so that showing or hiding one row among a
    /// million moves at most a chunk of ids.
    public internal(set) var visibleIDs: ChunkedArray<String>
    /// How many rows are done.
    public internal(set) var doneCount: Int

    /// Computes the memo from scratch. O(rows).
    public static func fresh(rows: IdentifiedArrayOf<Row.State>, lens: Lens) -> ListMemo {
        let matcher = LensMatcher(lens)
        var ids = ChunkedArray<String>()
        var done = 0
        // Read the rows in place: copying each row would retain and release all its strings.
        rows.forEachInPlace { row in
            let isDone = row.item.done
            if isDone { done += 1 }
            if matcher.admits(text: row.item.text, done: isDone) { ids.append(row.item.id) }
        }
        return ListMemo(visibleIDs: ids, doneCount: done)
    }

    /// The position in `visibleIDs` where a row at list offset `offset` is or would be.
    /// O(log² visible) by binary search, since visible ids are in list order.
    func insertionPoint(forRowAt offset: Int, in rows: IdentifiedArrayOf<Row.State>) -> Int {
        var low = 0, high = visibleIDs.count
        while low < high {
            let middle = (low + high) / 2
            if rows.index(id: visibleIDs[middle])! < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Brings one row's visibility up to date after it changed, was added, or will be removed
    /// (`admitted` false). O(log² visible) plus a shift of one chunk of ids.
    mutating func refresh(rowAt offset: Int, id: String, admitted: Bool, in rows: IdentifiedArrayOf<Row.State>) {
        let point = insertionPoint(forRowAt: offset, in: rows)
        let isListed = point < visibleIDs.count && visibleIDs[point] == id
        if admitted && !isListed {
            visibleIDs.insert(id, at: point)
        } else if !admitted && isListed {
            visibleIDs.remove(at: point)
        }
    }
}
