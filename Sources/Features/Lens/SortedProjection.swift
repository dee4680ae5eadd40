import Collections
import Storage

/// The visible rows in a sort lens's order: the filter's projection (``ListMemo``) stably
/// sorted by a ``RowSort``, the file's order breaking ties. "Proyectar en vez de amputar": the
/// rows themselves never move, so turning the sort off gives back the person's own order.
///
/// It is built off the key path. The rows' keys are read in slices, between keys as a search
/// is; then they are sorted on a worker (an effect of the list) and the result is adopted,
/// unless a row changed meanwhile, which starts the build again. Until it is built the screen
/// shows the file's order and says it is sorting. Once built, each change keeps it in step.
public struct SortedProjection: Equatable, Sendable {
    /// The order.
    public let sort: RowSort
    /// Tells this build from earlier ones, so a stale result is not adopted.
    public let generation: Int
    var phase: Phase

    enum Phase: Equatable, Sendable {
        /// Reading keys: the entries so far, and the next visible position to read.
        case collecting(entries: [Entry], next: Int)
        /// Handed to a worker to sort.
        case sorting
        /// Built: the visible ids in sort order.
        case built(RowIDList)
    }

    /// One visible row, as the sort sees it.
    struct Entry: Equatable, Sendable {
        let key: RowSortKey
        let offset: Int
        let id: CompactID

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            precedes(lhs.key, at: lhs.offset, rhs.key, at: rhs.offset)
        }

        /// Whether a row with `key` at list offset `offset` sorts before one with `other` at
        /// `otherOffset`: by key, the file's order breaking ties.
        static func precedes(_ key: RowSortKey, at offset: Int, _ other: RowSortKey, at otherOffset: Int) -> Bool {
            let order = RowSortKey.order(key, other)
            return order != 0 ? order < 0 : offset < otherOffset
        }

        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.id == rhs.id && lhs.offset == rhs.offset }
    }

    /// A build of `sort` that has read nothing yet.
    init(sort: RowSort, generation: Int) {
        self.sort = sort
        self.generation = generation
        phase = .collecting(entries: [], next: 0)
    }

    /// The visible ids in sort order, once built; nil before.
    var ids: RowIDList? {
        if case let .built(ids) = phase { ids } else { nil }
    }

    /// Whether the keys are still being read (the list sends slices).
    var isCollecting: Bool {
        if case .collecting = phase { true } else { false }
    }

    /// How many rows were read, from 0 to 1 (1 once handed to the worker or built).
    func progress(of visibleCount: Int) -> Double {
        guard case let .collecting(_, next) = phase, visibleCount > 0 else { return 1 }
        return Double(next) / Double(visibleCount)
    }

    // MARK: Building

    /// Reads the keys of up to `sliceRows` more rows of `visible` (the filter's projection,
    /// complete). Returns the entries to sort once every row was read, and from then on waits
    /// for ``adopt(_:)``. O(sliceRows), O(sliceRows × text) for the text sort.
    mutating func collect(visible: RowIDList, rows: IdentifiedArrayOf<Row.State>, sliceRows: Int) -> [Entry]? {
        guard case .collecting(var entries, let next) = phase else { return nil }
        phase = .sorting  // keeps `entries` uniquely referenced while it grows
        if entries.isEmpty { entries.reserveCapacity(visible.count) }
        let end = next + Swift.min(sliceRows, visible.count - next)
        Self.forEachRow(of: visible, in: next..<end, rows: rows) { row, offset, id in
            entries.append(Entry(key: sort.key(row.item), offset: offset, id: id))
        }
        if end < visible.count {
            phase = .collecting(entries: entries, next: end)
            return nil
        }
        return entries
    }

    /// Calls `body` with the row at each of `positions` of `visible` (ids in list order), its
    /// list offset and its id. Where those rows stand close together, they are met by walking
    /// the rows between them in order, comparing ids: no id is looked up. Where they are far
    /// apart (a lens that admits few rows), each is looked up by id, so a slice never walks many
    /// more rows than it reads. O(positions), O(1) per row.
    static func forEachRow(of visible: RowIDList, in positions: Range<Int>, rows: IdentifiedArrayOf<Row.State>,
                           _ body: (borrowing Row.State, Int, CompactID) -> Void) {
        guard let first = positions.first, let last = positions.last else { return }
        let wanted = visible.compactIDs(in: positions)
        let firstOffset = rows.index(id: visible[first])!
        let lastOffset = rows.index(id: visible[last])!
        guard lastOffset - firstOffset < 4 * positions.count else {
            for (position, id) in zip(positions, wanted) {
                let offset = rows.index(id: visible[position])!
                body(rows[offset], offset, id)
            }
            return
        }
        var found = 0
        var offset = firstOffset
        rows.forEachInPlace(in: firstOffset..<(lastOffset + 1)) { row in
            if found < wanted.count, CompactID(of: row.item) == wanted[found] {
                body(row, offset, wanted[found])
                found += 1
            }
            offset += 1
        }
        precondition(found == wanted.count, "SortedProjection: the visible ids are not in list order")
    }

    /// The visible ids in sort order: the worker's part. O(n log n).
    static func sortedIDs(_ entries: [Entry]) -> RowIDList {
        // Each distinct key is compared once: the distinct keys are sorted, and then the rows by
        // (the key's place, file offset), two integers. Lists repeat texts and dates a lot, so
        // this is far fewer text comparisons than sorting the rows by their keys.
        var places: [RowSortKey: Int] = [:]
        var distinct: [RowSortKey] = []
        for entry in entries where places.updateValue(0, forKey: entry.key) == nil { distinct.append(entry.key) }
        distinct.sort { RowSortKey.order($0, $1) < 0 }
        for (place, key) in distinct.enumerated() { places[key] = place }
        var order = entries.indices.map { (place: places[entries[$0].key]!, offset: entries[$0].offset, index: $0) }
        order.sort { $0.place != $1.place ? $0.place < $1.place : $0.offset < $1.offset }
        return RowIDList(compactIDs: order.lazy.map { entries[$0.index].id })
    }

    /// Takes the worker's result for this build.
    mutating func adopt(_ ids: RowIDList) {
        guard case .sorting = phase else { return }
        phase = .built(ids)
    }

    // MARK: Keeping a built projection in step

    /// The position in the built projection where row `id`, at list offset `offset` with
    /// `key`, is or would be. The row itself may already have changed in `rows`: where it is
    /// met, it counts as `key`. O(log² visible), O(log visible × text) for the text sort.
    func insertionPoint(of key: RowSortKey, at offset: Int, id: String, rows: IdentifiedArrayOf<Row.State>) -> Int {
        guard let ids else { return 0 }
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] == id {
                high = middle
                continue
            }
            let middleOffset = rows.index(id: ids[middle])!
            if Entry.precedes(sort.key(rows[middleOffset].item), at: middleOffset, key, at: offset) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Lists or unlists row `id`, at list offset `offset`: unlisted from where `oldKey` put
    /// it (nil: it was not visible), listed where `newKey` puts it (nil: it is not visible).
    /// O(log² visible + chunk), times the text for the text sort.
    mutating func refresh(id: String, at offset: Int, oldKey: RowSortKey?, newKey: RowSortKey?, rows: IdentifiedArrayOf<Row.State>) {
        if let oldKey, let count = ids?.count {
            let point = insertionPoint(of: oldKey, at: offset, id: id, rows: rows)
            if point < count && ids?[point] == id { changeBuiltIDs { $0.remove(at: point) } }
        }
        if let newKey, ids != nil {
            let point = insertionPoint(of: newKey, at: offset, id: id, rows: rows)
            changeBuiltIDs { $0.insert(id, at: point) }
        }
    }

    /// Changes the built ids in place, without a copy.
    private mutating func changeBuiltIDs(_ change: (inout RowIDList) -> Void) {
        guard case .built(var ids) = phase else { return }
        phase = .sorting
        change(&ids)
        phase = .built(ids)
    }
}
