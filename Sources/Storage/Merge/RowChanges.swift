/// How a merge's rows differ from the rows it was given as `ours`: what a list that held
/// `ours` must change to show the merge, without rebuilding itself.
public struct RowChanges: Sendable, Equatable {
    /// A row both have whose content the merge changed.
    public struct Update: Sendable, Equatable {
        /// As `ours` had it.
        public var before: TodoItem
        /// As merged.
        public var after: TodoItem
        /// The row it follows in the merged order (nil: it comes first).
        public var precededBy: String?
        /// Whether what the row says changed; false when only its line's layout did (the file
        /// holds the same fields written another way).
        public var contentChanged: Bool
    }

    /// A row the merge added, and the row it follows in the merged order (nil: it comes first).
    public struct Insertion: Sendable, Equatable {
        public var item: TodoItem
        public var precededBy: String?
        /// Whether no row `ours` had follows it in the merged order (it was appended): it goes
        /// at the end, after rows added here meanwhile too, as the merge puts such rows.
        public var atEnd = false
    }

    /// Rows both have whose content changed, in merged order.
    public var updated: [Update] = []
    /// Rows the merge added, in merged order.
    public var inserted: [Insertion] = []
    /// Ids of rows `ours` had that the merge dropped.
    public var removed: [String] = []
    /// Every merged id in order, when the rows both have are not in the same relative order
    /// (nil when they are: the insertions' anchors then place every row).
    public var order: [String]?

    public init() {}

    /// Whether the merge equals `ours`.
    public var isEmpty: Bool { updated.isEmpty && inserted.isEmpty && removed.isEmpty && order == nil }

    /// The changes from `ours` to `merged`. O(n) expected, n = rows on both sides.
    public static func between<Ours: Collection, Merged: Collection>(ours: Ours, merged: Merged) -> RowChanges
    where Ours.Element == TodoItem, Merged.Element == TodoItem {
        var changes = RowChanges()
        var oursByID: [String: (offset: Int, item: TodoItem)] = [:]
        oursByID.reserveCapacity(ours.count)
        for (offset, item) in ours.enumerated() { oursByID[item.id] = (offset, item) }

        var mergedIDs = Set<String>(minimumCapacity: merged.count)
        var lastSharedOffset = -1
        var sameOrder = true
        var previous: String?
        var insertedSinceShared = 0
        for item in merged {
            mergedIDs.insert(item.id)
            if let mine = oursByID[item.id] {
                if mine.item != item {
                    changes.updated.append(Update(before: mine.item, after: item, precededBy: previous,
                                                  contentChanged: !mine.item.hasSameFields(as: item)))
                }
                if mine.offset < lastSharedOffset { sameOrder = false }
                lastSharedOffset = mine.offset
                insertedSinceShared = 0
            } else {
                changes.inserted.append(Insertion(item: item, precededBy: previous))
                insertedSinceShared += 1
            }
            previous = item.id
        }
        for index in changes.inserted.indices.suffix(insertedSinceShared) { changes.inserted[index].atEnd = true }
        changes.removed = ours.lazy.map(\.id).filter { !mergedIDs.contains($0) }
        if !sameOrder { changes.order = merged.map(\.id) }
        return changes
    }
}
