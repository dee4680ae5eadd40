/// The one merge of Lista: what the list holds (`ours`) and what the file holds (`theirs`),
/// three-way against the rows both started from (`base`). Every path uses it: a save that
/// finds the file changed, and a reload after the watcher saw a change. The README's merge
/// table is this type's rule, cell by cell.
///
/// - A row only one side added is kept.
/// - A row both sides kept is merged field by field: a field changed on one side takes that
///   side's value. A text both sides changed in different places keeps both changes
///   (``TextMerge``). Any other field changed on both sides differently is a conflict: theirs wins, except
///   the text of a `held` row (one the person is working on here), which keeps ours. The losing
///   values are reported (``MergeConflict/lost``) so the app can say so and give them back.
/// - A row deleted on one side and left alone on the other is deleted. A row deleted on one
///   side and changed on the other is kept, changed: nothing anyone wrote is lost. A `held` row
///   is never deleted by their side.
/// - Order: ours when only we reordered the rows all three share, else theirs; each row the
///   other side added goes right after the row that precedes it on that side (first when none
///   does; at the end when it was added after every row both have).
///
/// Pure: no I/O, same inputs give the same output. Complexity: O(n) expected, n = total rows.
public enum TodoMerge {
    /// Merges rows; see the type's documentation for the rules.
    public static func merge(base: [TodoItem], ours: [TodoItem], theirs: [TodoItem], held: Set<String> = []) -> (items: [TodoItem], report: MergeReport) {
        var report = MergeReport()
        let baseByID = Dictionary(base.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oursByID = Dictionary(ours.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let theirs = renamingCollisions(theirs, base: baseByID, ours: oursByID, report: &report)
        let theirsByID = Dictionary(theirs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        var survivors: [String: TodoItem] = [:]
        survivors.reserveCapacity(Swift.max(ours.count, theirs.count))
        for item in ours {
            let id = item.id
            guard let old = baseByID[id] else {
                survivors[id] = item
                continue
            }
            if let disk = theirsByID[id] {
                let merged = mergeRow(base: old, ours: item, theirs: disk, oursWinsText: held.contains(id))
                if let conflict = merged.conflict { report.conflicts.append(conflict) }
                if !disk.hasSameFields(as: old) { report.theirEdited.append(id) }
                survivors[id] = merged.item
            } else if held.contains(id) || !item.hasSameFields(as: old) {
                survivors[id] = item
                report.keptDeletedOutside.append(id)
            } else {
                report.theirDeleted.append(id)
            }
        }
        for item in theirs where oursByID[item.id] == nil {
            if let old = baseByID[item.id] {
                // We deleted it: it comes back only if they changed it meanwhile.
                guard !old.hasSameFields(as: item) else { continue }
                survivors[item.id] = item
                report.restoredDeletedHere.append(item.id)
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
    public static func merge(base: TodoFile, ours: TodoFile, theirs: TodoFile, held: Set<String> = []) -> (file: TodoFile, report: MergeReport) {
        let result = merge(base: base.items, ours: ours.items, theirs: theirs.items, held: held)
        var file = theirs
        file.items = result.items
        return (file, result.report)
    }

    /// Their rows, where a row repeats an id that we added with other content (two processes
    /// that drew the same id for different rows) given a new id by the one rule for repeated ids.
    private static func renamingCollisions(_ theirs: [TodoItem], base: [String: TodoItem], ours: [String: TodoItem],
                                           report: inout MergeReport) -> [TodoItem] {
        var theirs = theirs
        var taken: Set<String>?
        for index in theirs.indices {
            let id = theirs[index].id
            guard base[id] == nil, let mine = ours[id], !mine.hasSameFields(as: theirs[index]) else { continue }
            if taken == nil { taken = Set(base.keys).union(ours.keys).union(theirs.map(\.id)) }
            let newID = TodoID.derived(line: theirs[index].line, repeating: id, occurrence: 0, isTaken: { taken!.contains($0) })
            taken!.insert(newID)
            theirs[index].assignID(newID)
            report.renamed[id] = newID
        }
        return theirs
    }

    /// One row both sides kept, merged field by field (the type's rule); `oursWinsText` for a
    /// row held here. The conflict is nil when no field was changed differently on both sides.
    public static func mergeRow(base: TodoItem, ours: TodoItem, theirs: TodoItem, oursWinsText: Bool) -> (item: TodoItem, conflict: MergeConflict?) {
        if ours.hasSameFields(as: base) { return (theirs, nil) }
        if theirs.hasSameFields(as: base) || theirs.hasSameFields(as: ours) { return (ours, nil) }
        var merged = theirs
        var losers: [(inout TodoItem) -> Void] = []
        func pick<Value: Equatable>(_ field: WritableKeyPath<TodoItem, Value>, oursWins: Bool = false) {
            let (old, mine, disk) = (base[keyPath: field], ours[keyPath: field], theirs[keyPath: field])
            if mine == old || mine == disk { return }
            if disk == old {
                merged[keyPath: field] = mine
                return
            }
            if oursWins { merged[keyPath: field] = mine }
            let loser = oursWins ? disk : mine
            losers.append { $0[keyPath: field] = loser }
        }
        pick(\.done)
        pick(\.priority)
        pick(\.completionDate)
        pick(\.creationDate)
        let (baseText, ourText, theirText) = (base.text, ours.text, theirs.text)
        if ourText != baseText, theirText != baseText, ourText != theirText,
           let text = TextMerge.combined(base: baseText, ours: ourText, theirs: theirText) {
            // Both changed the text in different places: both changes are kept.
            merged.text = text
        } else {
            pick(\.text, oursWins: oursWinsText)
        }
        pick(\.due)
        pick(\.trackedSeconds)
        pick(\.trackingStart)
        pick(\.note)
        guard !losers.isEmpty else { return (merged, nil) }
        var lost = merged
        for restore in losers { restore(&lost) }
        return (merged, MergeConflict(kept: merged, lost: lost))
    }

    /// The merged order. The skeleton is our order when we reordered the rows all three share
    /// (their relative order differs from the base's) and they did not; otherwise theirs. The
    /// other side's rows that the skeleton lacks go right after the row that precedes them on
    /// their side (first when none does), keeping their relative order; those after the last
    /// row the skeleton has (appended there) go at the end.
    private static func mergedOrder(base: [TodoItem], ours: [TodoItem], theirs: [TodoItem], survivors: [String: TodoItem]) -> [String] {
        let baseIDs = Set(base.map(\.id))
        let theirIDs = Set(theirs.map(\.id))
        let ourIDs = Set(ours.map(\.id))
        let shared = baseIDs.intersection(theirIDs).intersection(ourIDs)
        let baseOrder = base.map(\.id).filter(shared.contains)
        let weReordered = ours.map(\.id).filter(shared.contains) != baseOrder
        let theyReordered = theirs.map(\.id).filter(shared.contains) != baseOrder
        let oursLeads = weReordered && !theyReordered
        let skeleton = (oursLeads ? ours : theirs).map(\.id)
        let other = (oursLeads ? theirs : ours).map(\.id)

        var placed = Set(skeleton.filter { survivors[$0] != nil })
        // Rows the other side added after its last row the skeleton has go at the end.
        let lastShared = other.lastIndex(where: placed.contains) ?? -1
        var front: [String] = []
        var tail: [String] = []
        var behind: [String: [String]] = [:]
        var anchor: String?
        for (index, id) in other.enumerated() {
            if placed.contains(id) {
                anchor = id
                continue
            }
            guard survivors[id] != nil else { continue }
            // Consecutive new rows share one anchor, so they keep their relative order.
            if index > lastShared {
                tail.append(id)
            } else if let anchor {
                behind[anchor, default: []].append(id)
            } else {
                front.append(id)
            }
            placed.insert(id)
        }
        var order = front
        order.reserveCapacity(survivors.count)
        for id in skeleton where survivors[id] != nil {
            order.append(id)
            order.append(contentsOf: behind[id] ?? [])
        }
        order.append(contentsOf: tail)
        return order
    }
}
