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
        memo = ListMemo.fresh(rows: rows, lens: lens, today: today)
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
        }
        return result
    }

    // MARK: Membership

    /// Inserts `row` at `offset`. O(log² rows + chunk).
    mutating func insert(_ row: Row.State, at offset: Int) {
        rows.insert(row, at: offset)
        memo.rowInserted(row, at: offset, rows: rows)
        sinceHandoff.changed.insert(row.id)
        sinceHandoff.added.insert(row.id)
        version += 1
    }

    /// Removes the row at `offset`. O(log² rows + chunk).
    mutating func remove(at offset: Int) -> Row.State {
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
    }

    // MARK: Lens

    /// Changes the lens. A status-only lens is O(1); one that searches or filters by tag
    /// examines the first ``lensSliceRows`` rows now and the rest in later slices.
    mutating func setLens(_ newLens: Lens) {
        guard newLens != lens else { return }
        lens = newLens
        memo.setLens(lens, rows: rows, sliceRows: lensSliceRows)
    }

    /// Places the rows by a new day (rows whose threshold came show). O(rows), once a day: the
    /// file is unchanged, so the version is too.
    mutating func setToday(_ newToday: TodoDate?) {
        memo.setToday(newToday, rows: rows, sliceRows: lensSliceRows)
    }

    /// Examines the next slice of rows for a search still running. O(``lensSliceRows``).
    mutating func continueScan() {
        memo.continueScan(rows: rows, sliceRows: lensSliceRows)
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
