import Collections
import Core
import Storage

/// What the list derives from its rows and lens and would be O(rows) to compute per key: the
/// visible projection (ids in list order) and the counts per status.
///
/// It keeps three projections in step with every change — every row, the pending rows, the
/// done rows — so switching the status filter is O(1) at any size. A lens that also searches
/// or filters by tag has its own projection (``Refinement``), computed in slices of rows so
/// that no key waits for a scan of a million rows: until the scan completes, it covers the
/// rows before its frontier (the screen says the search is still running).
///
/// It is a memo, not a second source of truth: `TodoList.State` updates it on every change
/// (``ListRows`` keeps it in step), and property tests compare it with
/// ``fresh(rows:lens:)`` after every action of long random runs.
public struct ListMemo: Equatable, Sendable {
    /// Every row's id, in list order (so `allIDs[k] == rows[k].id`). Derivable from the rows,
    /// but kept (16 bytes a row) so the visible projection is one chunked type whatever the
    /// lens: a view onto the rows' own storage would copy it whenever a caller held the
    /// projection across an edit, as `delete(visibleOffsets:)` does.
    var allIDs: ChunkedArray<String>
    /// The pending rows' ids, in list order.
    var pendingIDs: ChunkedArray<String>
    /// The done rows' ids, in list order.
    var doneIDs: ChunkedArray<String>
    /// The status the visible projection shows when there is no refinement.
    var status: StatusFilter
    /// The projection of a lens that searches or filters by tag, or nil.
    var refinement: Refinement?

    /// A lens's projection computed row by row from the top of the list.
    struct Refinement: Equatable, Sendable {
        let lens: Lens
        /// Matching rows' ids, in list order, among the rows examined so far.
        var ids: ChunkedArray<String> = []
        /// The offset of the first row not examined yet; nil once every row was.
        var frontier: Int? = 0

        /// Whether the row at `offset` has been examined (rows after the frontier have not).
        func covers(offset: Int) -> Bool {
            frontier.map { offset < $0 } ?? true
        }
    }

    /// The visible rows' ids, in list order. O(1).
    public var visibleIDs: ChunkedArray<String> {
        if let refinement { return refinement.ids }
        switch status {
        case .all: return allIDs
        case .pending: return pendingIDs
        case .done: return doneIDs
        }
    }

    /// How many rows are done. O(1).
    public var doneCount: Int { doneIDs.count }

    /// Whether the visible projection covers every row (false while a search is being run).
    public var isComplete: Bool { refinement?.frontier == nil }

    /// How far a running search has got, from 0 to 1 (1 when complete).
    public var progress: Double {
        guard let frontier = refinement?.frontier, !allIDs.isEmpty else { return 1 }
        return Double(frontier) / Double(allIDs.count)
    }

    /// Computes the memo from scratch, scanning every row. O(rows).
    public static func fresh(rows: IdentifiedArrayOf<Row.State>, lens: Lens) -> ListMemo {
        var memo = ListMemo(rows: rows, status: lens.status)
        memo.setLens(lens, rows: rows, sliceRows: Int.max)
        return memo
    }

    /// Whether this memo is what `rows` seen through `lens` give: equal to a fresh
    /// computation, except that a running search lists only the matches before its frontier.
    /// O(rows): for tests and invariant checks.
    public func agrees(with rows: IdentifiedArrayOf<Row.State>, lens: Lens) -> Bool {
        var fresh = ListMemo.fresh(rows: rows, lens: lens)
        if let frontier = refinement?.frontier, var expected = fresh.refinement {
            expected.ids = ChunkedArray(expected.ids.filter { rows.index(id: $0)! < frontier })
            expected.frontier = frontier
            fresh.refinement = expected
        }
        return self == fresh
    }

    /// The status projections for `rows`, showing `status`. O(rows).
    init(rows: IdentifiedArrayOf<Row.State>, status: StatusFilter) {
        allIDs = []
        pendingIDs = []
        doneIDs = []
        self.status = status
        refinement = nil
        rows.forEachInPlace { row in
            allIDs.append(row.item.id)
            if row.item.done { doneIDs.append(row.item.id) } else { pendingIDs.append(row.item.id) }
        }
    }

    /// Rebuilds every projection after the rows were reordered wholesale: the status
    /// projections at once, a refinement by scanning again from the top. O(rows).
    mutating func rebuild(rows: IdentifiedArrayOf<Row.State>, sliceRows: Int) {
        let lens = refinement?.lens
        self = ListMemo(rows: rows, status: status)
        if let lens { setLens(lens, rows: rows, sliceRows: sliceRows) }
    }

    /// Shows `lens`. A status-only lens is O(1); one that searches or filters by tag starts a
    /// scan and examines its first `sliceRows` rows. O(sliceRows).
    mutating func setLens(_ lens: Lens, rows: IdentifiedArrayOf<Row.State>, sliceRows: Int) {
        status = lens.status
        if lens.search.isEmpty && lens.project == nil && lens.context == nil {
            refinement = nil
        } else {
            refinement = Refinement(lens: lens)
            continueScan(rows: rows, sliceRows: sliceRows)
        }
    }

    /// Examines up to `sliceRows` more rows for a running refinement. O(sliceRows).
    mutating func continueScan(rows: IdentifiedArrayOf<Row.State>, sliceRows: Int) {
        guard var refinement, let frontier = refinement.frontier else { return }
        self.refinement = nil  // keeps `refinement.ids` uniquely referenced while it grows
        let end = frontier + Swift.min(sliceRows, rows.count - frontier)
        let matcher = LensMatcher(refinement.lens)
        rows.forEachInPlace(in: frontier..<end) { row in
            if matcher.admits(text: row.item.text, done: row.item.done) { refinement.ids.append(row.item.id) }
        }
        refinement.frontier = end < rows.count ? end : nil
        self.refinement = refinement
    }
}

// MARK: Keeping the projections in step

extension ListMemo {
    /// The position in `ids` where a row at list offset `offset` is or would be.
    /// O(log² ids) by binary search, since ids are in list order.
    static func insertionPoint(in ids: ChunkedArray<String>, forRowAt offset: Int, rows: IdentifiedArrayOf<Row.State>) -> Int {
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if rows.index(id: ids[middle])! < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position in the visible projection where a row at list offset `offset` is or
    /// would be. O(1) when every row is visible, else O(log² visible).
    func insertionPoint(forRowAt offset: Int, in rows: IdentifiedArrayOf<Row.State>) -> Int {
        if refinement == nil && status == .all { return offset }
        return Self.insertionPoint(in: visibleIDs, forRowAt: offset, rows: rows)
    }

    /// Lists or unlists `id` (a row at list offset `offset`) in `ids`. O(log² ids + chunk).
    static func refresh(_ ids: inout ChunkedArray<String>, id: String, at offset: Int, listed shouldList: Bool, rows: IdentifiedArrayOf<Row.State>) {
        let point = insertionPoint(in: ids, forRowAt: offset, rows: rows)
        let isListed = point < ids.count && ids[point] == id
        if shouldList && !isListed {
            ids.insert(id, at: point)
        } else if !shouldList && isListed {
            ids.remove(at: point)
        }
    }

    /// Takes in a row just inserted at `offset` (already in `rows`). O(log² rows + chunk).
    mutating func rowInserted(_ row: Row.State, at offset: Int, rows: IdentifiedArrayOf<Row.State>) {
        allIDs.insert(row.id, at: offset)
        attach(row, at: offset, rows: rows)
    }

    /// Lets go of a row about to be removed from `offset` (still in `rows`). O(log² rows + chunk).
    mutating func rowRemoving(_ row: Row.State, at offset: Int, rows: IdentifiedArrayOf<Row.State>) {
        detach(row, at: offset, rows: rows)
        allIDs.remove(at: offset)
    }

    /// Brings a row changed in place up to date. O(log² rows + chunk).
    mutating func rowChanged(_ row: Row.State, at offset: Int, wasDone: Bool, rows: IdentifiedArrayOf<Row.State>) {
        if row.item.done != wasDone {
            Self.refresh(&pendingIDs, id: row.id, at: offset, listed: !row.item.done, rows: rows)
            Self.refresh(&doneIDs, id: row.id, at: offset, listed: row.item.done, rows: rows)
        }
        guard let lens = refinement?.lens, refinement!.covers(offset: offset) else { return }
        Self.refresh(&refinement!.ids, id: row.id, at: offset, listed: lens.admits(row.item), rows: rows)
    }

    /// Moves one row from list offset `source` to `destination` (its final offset) in `rows`
    /// and in every projection. O(log² rows + chunk), no scan.
    mutating func moveRow(from source: Int, to destination: Int, rows: inout IdentifiedArrayOf<Row.State>) {
        let row = rows[source]
        detach(row, at: source, rows: rows)
        rows.move(from: source, to: destination)
        allIDs.insert(allIDs.remove(at: source), at: destination)
        attach(row, at: destination, rows: rows)
    }

    /// Takes in several rows that `reorder` moves at once (only they change places).
    /// O(moved × (log² rows + chunk)) plus the reorder's own cost; a running search restarts.
    mutating func moveRows(_ moved: [Row.State], rows: inout IdentifiedArrayOf<Row.State>, sliceRows: Int, reorder: (inout IdentifiedArrayOf<Row.State>) -> Void) {
        guard isComplete else {
            reorder(&rows)
            return rebuild(rows: rows, sliceRows: sliceRows)
        }
        for row in moved { detach(row, at: rows.index(id: row.id)!, rows: rows) }
        reorder(&rows)
        allIDs = ChunkedArray(rows.ids)
        let settled = moved.map { (row: $0, offset: rows.index(id: $0.id)!) }.sorted { $0.offset < $1.offset }
        for (row, offset) in settled { attach(row, at: offset, rows: rows) }
    }

    /// Lists a row that now stands at `offset` in the status projection and the refinement
    /// (when the scan has passed it); a row arriving before the frontier moves it on by one.
    private mutating func attach(_ row: Row.State, at offset: Int, rows: IdentifiedArrayOf<Row.State>) {
        if row.item.done {
            Self.refresh(&doneIDs, id: row.id, at: offset, listed: true, rows: rows)
        } else {
            Self.refresh(&pendingIDs, id: row.id, at: offset, listed: true, rows: rows)
        }
        guard let lens = refinement?.lens, refinement!.covers(offset: offset) else { return }
        if let frontier = refinement!.frontier { refinement!.frontier = frontier + 1 }
        if lens.admits(row.item) {
            Self.refresh(&refinement!.ids, id: row.id, at: offset, listed: true, rows: rows)
        }
    }

    /// Unlists a row that stands at `offset` from the status projection and the refinement; a
    /// row leaving from before the frontier moves it back by one.
    private mutating func detach(_ row: Row.State, at offset: Int, rows: IdentifiedArrayOf<Row.State>) {
        if row.item.done {
            Self.refresh(&doneIDs, id: row.id, at: offset, listed: false, rows: rows)
        } else {
            Self.refresh(&pendingIDs, id: row.id, at: offset, listed: false, rows: rows)
        }
        guard refinement != nil, refinement!.covers(offset: offset) else { return }
        if let frontier = refinement!.frontier { refinement!.frontier = frontier - 1 }
        Self.refresh(&refinement!.ids, id: row.id, at: offset, listed: false, rows: rows)
    }
}
