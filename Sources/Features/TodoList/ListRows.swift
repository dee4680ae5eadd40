import Collections
import Core
import Storage

/// The list's rows and everything that must change in step with them: the lens and its memo
/// (the visible projection and counts), the version saving compares, and what changed since
/// the rows were last handed to storage.
///
/// Every stored property is `private(set)`, so the compiler keeps the one rule: rows change
/// only through these methods, and each keeps the memo, the version and the tracking right.
/// A row's own reducer changes it through ``modify(id:_:)`` (the list's `forEach` runs there).
/// Equality compares the rows, the lens and the version; the memo is derived and the tracking
/// is bookkeeping.
public struct ListRows: Equatable, Sendable, IdentifiedElements {
    public private(set) var rows: IdentifiedArrayOf<Row.State>
    public private(set) var lens: Lens
    public private(set) var memo: ListMemo
    /// Bumped by every change to what the file would hold (content, rows added or removed,
    /// order).
    public private(set) var version = 0
    /// What changed since the rows were last handed to storage.
    private(set) var sinceHandoff = HandoffChanges()
    /// The sort lens's projection, nil without a sort. Derived, like the memo.
    public private(set) var sorted: SortedProjection?
    /// How many sort builds were started, so each has its own generation.
    private var sortBuilds = 0
    /// How many rows one slice of a search examines. Tuning: left out of equality.
    public var lensSliceRows: Int

    /// What changed here since the rows were handed to storage, so the merged result lands on
    /// top of it.
    struct HandoffChanges: Sendable {
        /// Rows whose content changed, or that were added or removed.
        var changed: Set<String> = []
        /// Rows added.
        var added: Set<String> = []
        /// Whether rows were reordered.
        var reordered = false
    }

    init(rows: IdentifiedArrayOf<Row.State>, lens: Lens, today: TodoDate?, lensSliceRows: Int) {
        self.rows = rows
        self.lens = lens
        self.lensSliceRows = lensSliceRows
        memo = ListMemo.fresh(rows: rows, lens: lens.filter, today: today)
        if let sort = lens.sort { startSort(sort) }
    }

    /// The day rows are placed by (thresholds after it hold rows back); nil: none does.
    public var today: TodoDate? { memo.today }

    public static func == (lhs: ListRows, rhs: ListRows) -> Bool {
        lhs.rows == rhs.rows && lhs.lens == rhs.lens && lhs.version == rhs.version && lhs.today == rhs.today
    }

    // MARK: IdentifiedElements (what forEach needs)

    public typealias Element = Row.State

    public var membershipEpoch: Int { rows.membershipEpoch }

    public func contains(id: String) -> Bool { rows.contains(id: id) }

    public subscript(id id: String) -> Row.State? { rows[id: id] }

    /// Changes row `id` in place and brings the memo, version and tracking up to date.
    /// O(log² rows) + the change's own cost; nil when there is no such row.
    public mutating func modify<Result>(id: String, _ body: (inout Row.State) throws -> Result) rethrows -> Result? {
        guard let offset = rows.index(id: id) else { return nil }
        let before = rows[offset]
        let was = (standing: memo.standing(of: before.item), done: before.item.done)
        let result = try rows.modify(id: id, body)
        let after = rows[offset]
        memo.rowChanged(after, at: offset, was: was, rows: rows)
        if before.item != after.item {
            version += 1
            sinceHandoff.changed.insert(id)
            sortRowChanged(id: id, at: offset, oldKey: sorted?.sort.key(before.item))
        }
        return result
    }

    // MARK: Membership

    /// Inserts `row` at `offset`. O(log² rows + chunk).
    mutating func insert(_ row: Row.State, at offset: Int) {
        rows.insert(row, at: offset)
        memo.rowInserted(row, at: offset, rows: rows)
        sortRowChanged(id: row.id, at: offset, oldKey: nil)
        sinceHandoff.changed.insert(row.id)
        sinceHandoff.added.insert(row.id)
        version += 1
    }

    /// Removes the row at `offset`. O(log² rows + chunk).
    mutating func remove(at offset: Int) -> Row.State {
        if let sort = sorted?.sort {
            if sorted?.ids == nil { restartSort() } else {
                sorted?.refresh(id: rows[offset].id, at: offset, oldKey: sort.key(rows[offset].item), newKey: nil, rows: rows)
            }
        }
        memo.rowRemoving(rows[offset], at: offset, rows: rows)
        let row = rows.remove(at: offset)
        sinceHandoff.changed.insert(row.id)
        version += 1
        return row
    }

    // MARK: Order

    /// Moves the row at `source` so that it ends at `destination`. O(log² rows + chunk).
    mutating func moveRow(from source: Int, to destination: Int) {
        guard source != destination else { return }
        memo.moveRow(from: source, to: destination, rows: &rows)
        reordered()
    }

    /// Moves the rows at `offsets` (sorted, distinct) before the row at `destination`
    /// (SwiftUI onMove semantics). O(n) for the permutation.
    mutating func moveRows(fromOffsets offsets: [Int], toOffset destination: Int) {
        let moved = offsets.map { rows[$0] }
        memo.moveRows(moved, rows: &rows, sliceRows: lensSliceRows) { rows in
            rows.move(fromOffsets: offsets, toOffset: destination)
        }
        reordered()
    }

    /// Reorders the rows by `order`, a permutation of their offsets. O(n) plus a rebuild of
    /// the projections.
    mutating func permute(by order: [Int]) {
        guard order.count == rows.count else { return }
        rows.permute(by: order)
        memo.rebuild(rows: rows, sliceRows: lensSliceRows)
        reordered()
    }

    private mutating func reordered() {
        version += 1
        sinceHandoff.reordered = true
        // The file's order breaks the sort's ties: a new order is a new build.
        restartSort()
    }

    // MARK: Lens

    /// No rows: what the list holds for the instant its rows are out with a child feature.
    static let empty = ListRows(rows: [], lens: Lens(), today: nil, lensSliceRows: 1)

    /// The lens with `change` made to it.
    mutating func changeLens(_ change: (inout Lens) -> Void) {
        var newLens = lens
        change(&newLens)
        setLens(newLens)
    }

    /// Changes the lens. A status-only lens is O(1); one that searches or filters by tag
    /// examines a first, smaller slice of rows now (``LensSliceTuner/firstSliceRows(_:)``) and
    /// the rest in later slices of ``lensSliceRows``.
    mutating func setLens(_ newLens: Lens) {
        guard newLens != lens else { return }
        let filterChanged = newLens.filter != lens.filter
        lens = newLens
        if filterChanged { memo.setLens(lens.filter, rows: rows, sliceRows: LensSliceTuner.firstSliceRows(lensSliceRows)) }
        if let sort = lens.sort {
            if filterChanged || sorted?.sort != sort { startSort(sort) }
        } else {
            sorted = nil
        }
    }

    /// One slice of the lens's work between keys: the next rows of a search still running,
    /// else the next keys of a sort being built. Returns the sort's entries once every key is
    /// read, for a worker to sort (``SortedProjection/sortedIDs(_:)``).
    /// O(``lensSliceRows``), or O(a quarter of that × text) for the text sort.
    mutating func continueScan() -> (generation: Int, entries: [SortedProjection.Entry])? {
        guard memo.isComplete else {
            memo.continueScan(rows: rows, sliceRows: lensSliceRows)
            return nil
        }
        guard var sorted, sorted.isCollecting else { return nil }
        self.sorted = nil  // keeps the entries uniquely referenced while they grow
        // A text key folds the row's text: a quarter of a slice keeps a slice near a search's.
        let slice = sorted.sort == .text ? Swift.max(1, lensSliceRows / 4) : lensSliceRows
        let entries = sorted.collect(visible: memo.visibleIDs, rows: rows, sliceRows: slice)
        self.sorted = sorted
        return entries.map { (sorted.generation, $0) }
    }

    /// Whether a search or a sort still has slices to run.
    public var hasLensWork: Bool { !memo.isComplete || sorted?.isCollecting == true }

    /// How far the lens's slices have got: the search's share of the rows examined, then
    /// (from 1) one more than the sort build's share of keys read; 2 when there is no lens work.
    /// It grows with every slice, so the session can tell that one ran. O(1).
    public var lensProgress: Double {
        if !memo.isComplete { return memo.progress }
        if let sorted, sorted.isCollecting { return 1 + sorted.progress(of: memo.visibleIDs.count) }
        return 2
    }

    /// Adopts a worker's sorted ids, if they belong to the build still wanted.
    mutating func adoptSorted(_ ids: RowIDList, generation: Int) {
        guard sorted?.generation == generation else { return }
        sorted?.adopt(ids)
    }

    // MARK: Sort

    /// The visible rows' ids in the order the screen shows them: the sort's once built, else
    /// the file's. O(1).
    public var visibleIDs: RowIDList { sorted?.ids ?? memo.visibleIDs }

    /// Whether a sort lens is on but not built yet (the screen shows the file's order).
    public var isSorting: Bool { sorted != nil && sorted?.ids == nil }

    /// The position among the visible rows where the row at list offset `offset` (a row of
    /// the list) is, or would be were it visible. O(1) to O(log² visible), O(log visible ×
    /// text) under the text sort.
    /// The offset on screen (among visible rows) of row `id`, or nil if hidden. O(log visible).
    public func visibleOffset(of id: String) -> Int? {
        guard let offset = rows.index(id: id) else { return nil }
        let point = insertionPoint(forRowAt: offset)
        let visible = visibleIDs
        return point < visible.count && visible[point] == id ? point : nil
    }

    /// The visible offset a drag's drop place stands for: its row's, or the end; nil when
    /// its row is not visible. O(log n).
    public func visibleOffset(of place: RowDrag.Place) -> Int? {
        switch place {
        case let .before(id): visibleOffset(of: id)
        case .end: visibleIDs.count
        }
    }

    /// Under a sort lens a move has no meaning the screen could show (the row would go back
    /// to its sorted place). So a move (a chord, `.move`, or the start of a drag) turns the
    /// sort off and moves nothing: the rows are back in the person's own order, where the next
    /// move means what it shows. Returns what the status line says when it did that.
    mutating func turnSortOffForMove() -> StatusMessage? {
        guard lens.sort != nil else { return nil }
        changeLens { $0.sort = nil }
        return "Sort off: rows move in your own order — move again"
    }

    func insertionPoint(forRowAt offset: Int) -> Int {
        if let sorted, sorted.ids != nil {
            return sorted.insertionPoint(of: sorted.sort.key(rows[offset].item), at: offset, id: rows[offset].id, rows: rows)
        }
        return memo.insertionPoint(forRowAt: offset, in: rows)
    }

    /// Whether the memo and a built sort are what a fresh computation from the rows and the
    /// lens gives (``ListMemo/agrees(with:lens:today:)``; a sort not built yet agrees). O(rows log
    /// rows): for tests and invariant checks.
    public func agreesWithAFreshComputation() -> Bool {
        guard memo.agrees(with: rows, lens: lens.filter, today: today) else { return false }
        guard let sorted, let ids = sorted.ids else { return true }
        var fresh = SortedProjection(sort: sorted.sort, generation: 0)
        guard let entries = fresh.collect(visible: memo.visibleIDs, rows: rows, sliceRows: Int.max) else { return false }
        return SortedProjection.sortedIDs(entries) == ids
    }

    private mutating func startSort(_ sort: RowSort) {
        sortBuilds += 1
        sorted = SortedProjection(sort: sort, generation: sortBuilds)
    }

    private mutating func restartSort() {
        if let sort = sorted?.sort { startSort(sort) }
    }

    /// Keeps a built sort in step with a row changed or added at `offset` (already in `rows`
    /// and the memo); a build still under way starts again.
    private mutating func sortRowChanged(id: String, at offset: Int, oldKey: RowSortKey?) {
        guard let sort = sorted?.sort else { return }
        guard sorted?.ids != nil else { return restartSort() }
        let point = memo.insertionPoint(forRowAt: offset, in: rows)
        let visible = point < memo.visibleIDs.count && memo.visibleIDs[point] == id
        sorted?.refresh(id: id, at: offset, oldKey: oldKey, newKey: visible ? sort.key(rows[offset].item) : nil, rows: rows)
    }

    /// Places the rows by a new day (rows whose threshold came show). O(rows), once a day: the
    /// file is unchanged, so the version is too. A sort is built again over the rows now shown.
    mutating func setToday(_ newToday: TodoDate?) {
        memo.setToday(newToday, rows: rows, sliceRows: lensSliceRows)
        restartSort()
    }

    // MARK: Saving

    /// Starts a new hand-off to storage: nothing has changed since.
    mutating func handOff() {
        sinceHandoff = HandoffChanges()
    }

    /// Marks the rows as differing from the file without changing them (a merge kept rows the
    /// file no longer has, to be written back).
    mutating func markChanged() {
        version += 1
    }
}
