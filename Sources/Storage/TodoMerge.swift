/// What a merge did, so the app can tell the user ("2 changes from another program merged").
public struct MergeReport: Sendable, Equatable {
    /// Rows that appeared on disk and were added.
    public var theirAdded: [String] = []
    /// Rows edited on disk whose edits were applied.
    public var theirEdited: [String] = []
    /// Rows deleted on disk and so deleted here too.
    public var theirDeleted: [String] = []
    /// Rows edited on both sides where the disk's version of a field won.
    public var conflicts: [String] = []
    /// Rows both sides added with the same id but different content: theirs got a new id.
    public var renamed: [String: String] = [:]

    /// Whether the disk had any change at all.
    public var isEmpty: Bool {
        theirAdded.isEmpty && theirEdited.isEmpty && theirDeleted.isEmpty && conflicts.isEmpty && renamed.isEmpty
    }
}

/// Three-way merge of row lists by id. Pure: no I/O, same inputs give the same output.
///
/// - `base`: the rows as Lista last read or wrote them; `ours`: the rows in memory now;
///   `theirs`: the rows on disk now.
/// - Rows only they added are kept; rows only we added are kept.
/// - A row both sides kept is merged field by field: a field changed on one side takes that
///   side's value; changed on both sides, theirs wins, except the text of `editingID` (the row
///   being edited here), which keeps ours.
/// - A row they deleted is deleted, unless it is `editingID`. A row we deleted stays deleted,
///   unless they edited it meanwhile (then their edited row comes back: nothing they wrote is lost).
/// - Order: if we did not reorder the rows we share with them, their order is the skeleton and
///   our new rows go right after the row that precedes them here; if we did reorder, our order is
///   the skeleton and their new rows are appended at the end, in their order.
///
/// Complexity: O(n) expected, n = total number of rows.
public enum TodoMerge {
    /// Merges rows; see the type's documentation for the rules.
    public static func merge(base: [TodoItem], ours: [TodoItem], theirs: [TodoItem], editingID: String? = nil) -> (items: [TodoItem], report: MergeReport) {
        var report = MergeReport()
        let baseByID = Dictionary(base.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oursByID = Dictionary(ours.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        // Same id added on both sides with different content: theirs gets a new id.
        var theirs = theirs
        var allIDs = Set(baseByID.keys).union(oursByID.keys).union(theirs.map(\.id))
        for index in theirs.indices {
            let id = theirs[index].id
            if baseByID[id] == nil, let mine = oursByID[id], mine.fields != theirs[index].fields {
                let newID = TodoID.derived(from: "merge\u{1}" + theirs[index].line, isTaken: { allIDs.contains($0) })
                allIDs.insert(newID)
                theirs[index].assignID(newID)
                report.renamed[id] = newID
            }
        }
        let theirsByID = Dictionary(theirs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        // Decide every row's fate.
        var survivors: [String: TodoItem] = [:]
        for item in ours {
            let id = item.id
            if let old = baseByID[id] {
                if let disk = theirsByID[id] {
                    let merged = mergeRow(base: old, ours: item, theirs: disk, keepOurText: id == editingID)
                    if merged.conflict { report.conflicts.append(id) }
                    if disk.fields != old.fields { report.theirEdited.append(id) }
                    survivors[id] = merged.item
                } else if id == editingID {
                    survivors[id] = item
                } else {
                    report.theirDeleted.append(id)
                }
            } else {
                survivors[id] = item
            }
        }
        for item in theirs where survivors[item.id] == nil && oursByID[item.id] == nil {
            if let old = baseByID[item.id] {
                // We deleted it; it comes back only if they changed it meanwhile.
                if old.fields != item.fields {
                    survivors[item.id] = item
                    report.theirEdited.append(item.id)
                }
            } else {
                survivors[item.id] = item
                report.theirAdded.append(item.id)
            }
        }

        let order = mergedOrder(base: base, ours: ours, theirs: theirs, survivors: survivors)
        return (order.compactMap { survivors[$0] }, report)
    }

    /// Merges the files' rows and keeps the disk file's layout (blank and undecodable lines,
    /// line ending): the disk is the current truth for everything that is not a row.
    public static func merge(base: TodoFile, ours: TodoFile, theirs: TodoFile, editingID: String? = nil) -> (file: TodoFile, report: MergeReport) {
        let result = merge(base: base.items, ours: ours.items, theirs: theirs.items, editingID: editingID)
        var file = theirs
        file.items = result.items
        return (file, result.report)
    }

    private static func mergeRow(base: TodoItem, ours: TodoItem, theirs: TodoItem, keepOurText: Bool) -> (item: TodoItem, conflict: Bool) {
        if ours.fields == base.fields { return (theirs, false) }
        if theirs.fields == base.fields || theirs.fields == ours.fields { return (ours, false) }
        var conflict = false
        var merged = theirs
        func pick<Value: Equatable>(_ keyPath: WritableKeyPath<TodoFields, Value>, oursWins: Bool = false) -> Value {
            let old = base.fields[keyPath: keyPath]
            let mine = ours.fields[keyPath: keyPath]
            let disk = theirs.fields[keyPath: keyPath]
            if mine == old || mine == disk { return disk }
            if disk == old || oursWins { return mine }
            conflict = true
            return disk
        }
        merged.done = pick(\.done)
        merged.priority = pick(\.priority)
        merged.completionDate = pick(\.completionDate)
        merged.creationDate = pick(\.creationDate)
        merged.text = pick(\.text, oursWins: keepOurText)
        merged.due = pick(\.due)
        merged.trackedSeconds = pick(\.trackedSeconds)
        merged.note = pick(\.note)
        return (merged, conflict)
    }

    private static func mergedOrder(base: [TodoItem], ours: [TodoItem], theirs: [TodoItem], survivors: [String: TodoItem]) -> [String] {
        let baseIDs = Set(base.map(\.id))
        let theirIDs = Set(theirs.map(\.id))
        let ourIDs = Set(ours.map(\.id))
        let shared = baseIDs.intersection(theirIDs).intersection(ourIDs)
        let weReordered = ours.map(\.id).filter(shared.contains) != base.map(\.id).filter(shared.contains)
        let skeleton = (weReordered ? ours : theirs).map(\.id)
        let other = (weReordered ? theirs : ours).map(\.id)

        var placed = Set(skeleton.filter { survivors[$0] != nil })
        // Rows of the other side not in the skeleton, grouped behind their nearest placed predecessor.
        var front: [String] = []
        var tail: [String] = []
        var behind: [String: [String]] = [:]
        var anchor: String?
        for id in other {
            if placed.contains(id) {
                anchor = id
                continue
            }
            guard survivors[id] != nil else { continue }
            // Consecutive new rows share one anchor, so they keep their relative order.
            if weReordered {
                tail.append(id)
            } else if let anchor {
                behind[anchor, default: []].append(id)
            } else {
                front.append(id)
            }
            placed.insert(id)
        }
        var order = front
        for id in skeleton where survivors[id] != nil {
            order.append(id)
            order.append(contentsOf: behind[id] ?? [])
        }
        return order + tail
    }
}
