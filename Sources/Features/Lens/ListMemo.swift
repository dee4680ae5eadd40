import Collections
import Core
import Storage

/// What the list derives from its rows, lens and today's date and would be O(rows) to compute
/// per key: the visible projection (ids in list order) and the counts.
///
/// It keeps six projections in step with every change — every row; the current rows (Storage's
/// ``RowVisibility``), and among them the pending and the done ones; the rows waiting for their
/// threshold; the rows hidden by `h:1` — so switching the status filter, or showing the future,
/// hidden or every row, is O(1) at any size. A lens that also searches or filters by tag, or
/// mixes a status with rows other than the current ones, has its own projection
/// (``Refinement``), computed in slices of rows so that no key waits for a scan of a million
/// rows: until the scan completes, it covers the rows before its frontier (the screen says the
/// search is still running).
///
/// Where a row stands depends on today's date: a new day rebuilds the memo once
/// (``setToday(_:rows:sliceRows:)``), never a key.
///
/// It is a memo, not a second source of truth: `TodoList.State` updates it on every change
/// (``ListRows`` keeps it in step), and property tests compare it with
/// ``fresh(rows:lens:today:)`` after every action of long random runs.
public struct ListMemo: Equatable, Sendable {
    /// Every row's id, in list order (so `allIDs[k] == rows[k].id`). Derivable from the rows,
    /// but kept (8 bytes a row, none where a chunk of rows is all current: it shares
    /// `currentIDs`' buffer there until either changes) so the visible projection is one chunked type whatever the
    /// lens: a view onto the rows' own storage would copy it whenever a caller held the
    /// projection across an edit, as `delete(visibleOffsets:)` does.
    var allIDs: RowIDList
    /// The current rows' ids (neither waiting nor hidden), in list order.
    var currentIDs: RowIDList
    /// The current pending rows' ids, in list order.
    var pendingIDs: RowIDList
    /// The current done rows' ids, in list order.
    var doneIDs: RowIDList
    /// The ids of the pending rows whose threshold is after today, in list order.
    var futureIDs: RowIDList
    /// The ids of the rows hidden by `h:1`, in list order.
    var hiddenIDs: RowIDList
    /// The day the rows were placed by (nil: no threshold holds a row back).
    public private(set) var today: TodoDate?
    /// The status the visible projection shows when there is no refinement.
    var status: StatusFilter
    /// The rows the visible projection shows when there is no refinement.
    var visibility: VisibilityFilter
    /// The projection of a lens that searches or filters by tag, or nil.
    var refinement: Refinement?

    /// A lens's projection computed row by row from the top of the list.
    struct Refinement: Equatable, Sendable {
        let lens: Lens
        /// Matching rows' ids, in list order, among the rows examined so far.
        var ids: RowIDList = []
        /// The offset of the first row not examined yet; nil once every row was.
        var frontier: Int? = 0

        /// Whether the row at `offset` has been examined (rows after the frontier have not).
        func covers(offset: Int) -> Bool {
            frontier.map { offset < $0 } ?? true
        }
    }

    /// The visible rows' ids, in list order. O(1).
    public var visibleIDs: RowIDList {
        if let refinement { return refinement.ids }
        switch (visibility, status) {
        case (.current, .all): return currentIDs
        case (.current, .pending): return pendingIDs
        case (.current, .done): return doneIDs
        case (.future, _): return futureIDs
        case (.hidden, _): return hiddenIDs
        case (.everything, _): return allIDs
        }
    }

    /// How many current rows are done. O(1).
    public var doneCount: Int { doneIDs.count }

    /// How many current rows are pending. O(1).
    public var pendingCount: Int { pendingIDs.count }

    /// How many rows wait for their threshold. O(1).
    public var futureCount: Int { futureIDs.count }

    /// How many rows `h:1` hides. O(1).
    public var hiddenCount: Int { hiddenIDs.count }

    /// Whether the visible projection covers every row (false while a search is being run).
    public var isComplete: Bool { refinement?.frontier == nil }

    /// How far a running search has got, from 0 to 1 (1 when complete).
    public var progress: Double {
        guard let frontier = refinement?.frontier, !allIDs.isEmpty else { return 1 }
        return Double(frontier) / Double(allIDs.count)
    }

    /// Computes the memo from scratch, scanning every row. O(rows).
    public static func fresh(rows: IdentifiedArrayOf<Row.State>, lens: Lens, today: TodoDate?) -> ListMemo {
        var memo = ListMemo(rows: rows, lens: lens, today: today)
        memo.setLens(lens, rows: rows, sliceRows: Int.max)
        return memo
    }

    /// Whether this memo is what `rows` seen through `lens` on `today` give: equal to a fresh
    /// computation, except that a running search lists only the matches before its frontier.
    /// O(rows): for tests and invariant checks.
    public func agrees(with rows: IdentifiedArrayOf<Row.State>, lens: Lens, today: TodoDate?) -> Bool {
        var fresh = ListMemo.fresh(rows: rows, lens: lens, today: today)
        if let frontier = refinement?.frontier, var expected = fresh.refinement {
            expected.ids = RowIDList(expected.ids.filter { rows.index(id: $0)! < frontier })
            expected.frontier = frontier
            fresh.refinement = expected
        }
        return self == fresh
    }

    /// The projections for `rows` on `today`, showing `lens`'s status and visibility (without
    /// its refinement). O(rows).
    init(rows: IdentifiedArrayOf<Row.State>, lens: Lens, today: TodoDate?) {
        allIDs = []
        currentIDs = []
        pendingIDs = []
        doneIDs = []
        futureIDs = []
        hiddenIDs = []
        self.today = today
        status = lens.status
        visibility = lens.visibility
        refinement = nil
        // Every row and the current rows are built a chunk at a time: where a chunk's rows are
        // all current, both lists hold the one buffer (most lists have no other rows).
        let chunkCount = ChunkedArray<CompactID>.maximumChunkCount
        var everyChunk: [CompactID] = [], currentChunk: [CompactID] = []
        everyChunk.reserveCapacity(Swift.min(chunkCount, rows.count))
        currentChunk.reserveCapacity(Swift.min(chunkCount, rows.count))
        func flushChunks() {
            allIDs.appendChunk(everyChunk)
            currentIDs.appendChunk(currentChunk.count == everyChunk.count ? everyChunk : currentChunk)
            everyChunk.removeAll(keepingCapacity: false)
            currentChunk.removeAll(keepingCapacity: true)
            everyChunk.reserveCapacity(chunkCount)
        }
        rows.forEachInPlace { row in
            let id = CompactID(of: row.item)
            everyChunk.append(id)
            switch row.item.visibility(today: today) {
            case .current:
                currentChunk.append(id)
                if row.item.done { doneIDs.append(id) } else { pendingIDs.append(id) }
            case .future: futureIDs.append(id)
            case .hidden: hiddenIDs.append(id)
            }
            if everyChunk.count == chunkCount { flushChunks() }
        }
        flushChunks()
    }

    /// Rebuilds every projection after the rows were reordered wholesale: the status
    /// projections at once, a refinement by scanning again from the top. O(rows).
    mutating func rebuild(rows: IdentifiedArrayOf<Row.State>, sliceRows: Int) {
        // The lens the projections show now.
        let lens = refinement?.lens ?? Lens(status: status, visibility: visibility)
        self = ListMemo(rows: rows, lens: lens, today: today)
        setLens(lens, rows: rows, sliceRows: sliceRows)
    }

    /// Places every row again by a new day's date (rows whose threshold came become current).
    /// O(rows), once a day.
    mutating func setToday(_ newToday: TodoDate?, rows: IdentifiedArrayOf<Row.State>, sliceRows: Int) {
        guard newToday != today else { return }
        today = newToday
        rebuild(rows: rows, sliceRows: sliceRows)
    }

    /// Whether one of the kept projections shows `lens` (no scan needed).
    static func keepsProjection(for lens: Lens) -> Bool {
        !lens.refinesText && (lens.visibility == .current || lens.status == .all)
    }

    /// Shows `lens`. A lens one of the kept projections shows is O(1); any other starts a scan
    /// and examines its first `sliceRows` rows. O(sliceRows).
    mutating func setLens(_ lens: Lens, rows: IdentifiedArrayOf<Row.State>, sliceRows: Int) {
        status = lens.status
        visibility = lens.visibility
        if Self.keepsProjection(for: lens) {
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
        let matcher = RowFilter(refinement.lens, today: today)
        rows.forEachInPlace(in: frontier..<end) { row in
            if matcher.admits(row.item) { refinement.ids.append(row.item.id) }
        }
        refinement.frontier = end < rows.count ? end : nil
        self.refinement = refinement
    }

    /// Where `item` stands on the memo's day. O(length of its text).
    func standing(of item: TodoItem) -> RowVisibility {
        item.visibility(today: today)
    }
}

// MARK: Keeping the projections in step

extension ListMemo {
    /// The position in `ids` where a row at list offset `offset` is or would be.
    /// O(log² ids) by binary search, since ids are in list order.
    static func insertionPoint(in ids: RowIDList, forRowAt offset: Int, rows: IdentifiedArrayOf<Row.State>) -> Int {
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
        if refinement == nil && status == .all && visibility == .everything { return offset }
        return Self.insertionPoint(in: visibleIDs, forRowAt: offset, rows: rows)
    }

    /// Lists or unlists `id` (a row at list offset `offset`) in `ids`. O(log² ids + chunk).
    static func refresh(_ ids: inout RowIDList, id: String, at offset: Int, listed shouldList: Bool, rows: IdentifiedArrayOf<Row.State>) {
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

    /// Brings a row changed in place up to date; `was` is where it stood and whether it was done
    /// before the change. O(log² rows + chunk).
    mutating func rowChanged(_ row: Row.State, at offset: Int, was: (standing: RowVisibility, done: Bool), rows: IdentifiedArrayOf<Row.State>) {
        let standing = standing(of: row.item)
        if standing != was.standing || row.item.done != was.done {
            list(row.id, at: offset, standing: was.standing, done: was.done, listed: false, rows: rows)
            list(row.id, at: offset, standing: standing, done: row.item.done, listed: true, rows: rows)
        }
        guard let lens = refinement?.lens, refinement!.covers(offset: offset) else { return }
        Self.refresh(&refinement!.ids, id: row.id, at: offset, listed: lens.admits(row.item, today: today), rows: rows)
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
        allIDs = RowIDList(rows.ids)
        let settled = moved.map { (row: $0, offset: rows.index(id: $0.id)!) }.sorted { $0.offset < $1.offset }
        for (row, offset) in settled { attach(row, at: offset, rows: rows) }
    }

    /// Lists or unlists `id` (at list offset `offset`) in the projections of the rows that
    /// stand as it does. O(log² rows + chunk).
    private mutating func list(_ id: String, at offset: Int, standing: RowVisibility, done: Bool, listed: Bool, rows: IdentifiedArrayOf<Row.State>) {
        switch standing {
        case .current:
            Self.refresh(&currentIDs, id: id, at: offset, listed: listed, rows: rows)
            if done {
                Self.refresh(&doneIDs, id: id, at: offset, listed: listed, rows: rows)
            } else {
                Self.refresh(&pendingIDs, id: id, at: offset, listed: listed, rows: rows)
            }
        case .future: Self.refresh(&futureIDs, id: id, at: offset, listed: listed, rows: rows)
        case .hidden: Self.refresh(&hiddenIDs, id: id, at: offset, listed: listed, rows: rows)
        }
    }

    /// Lists a row that now stands at `offset` in its projections and the refinement (when the
    /// scan has passed it); a row arriving before the frontier moves it on by one.
    private mutating func attach(_ row: Row.State, at offset: Int, rows: IdentifiedArrayOf<Row.State>) {
        list(row.id, at: offset, standing: standing(of: row.item), done: row.item.done, listed: true, rows: rows)
        guard let lens = refinement?.lens, refinement!.covers(offset: offset) else { return }
        if let frontier = refinement!.frontier { refinement!.frontier = frontier + 1 }
        if lens.admits(row.item, today: today) {
            Self.refresh(&refinement!.ids, id: row.id, at: offset, listed: true, rows: rows)
        }
    }

    /// Unlists a row that stands at `offset` from its projections and the refinement; a row
    /// leaving from before the frontier moves it back by one.
    private mutating func detach(_ row: Row.State, at offset: Int, rows: IdentifiedArrayOf<Row.State>) {
        list(row.id, at: offset, standing: standing(of: row.item), done: row.item.done, listed: false, rows: rows)
        guard refinement != nil, refinement!.covers(offset: offset) else { return }
        if let frontier = refinement!.frontier { refinement!.frontier = frontier - 1 }
        Self.refresh(&refinement!.ids, id: row.id, at: offset, listed: false, rows: rows)
    }
}
