import Core
import Storage

/// What the list remembers about its storage between handing its rows over and hearing back
/// (what changed here meanwhile is ``ListRows``'s to track).
struct StorageSync: Sendable {
    /// The base generation the rows are relative to (the last one adopted).
    var generation = 0
    /// The watcher saw an outside change while a save or reload was under way.
    var outsideChangePending = false
    /// A version of the file held back as suspect, waiting to settle: nothing is saved
    /// meanwhile but by a reload (the watcher's, or the settle's).
    var suspect: SuspectVersion?
    /// The suspect version that settled: the next save or reload believes it.
    var believing: FileFingerprint?
}

/// Adopting what the one merge (`TodoMerge`, in storage) made of the rows and the file. The
/// merge ran on the rows as they were handed over; rows the person changed since keep their
/// change, merged with the file's by the same rule (`TodoMerge.mergeRow`). The rows the person
/// is working on (focused, open in the editor or detail page) are never deleted from under
/// them: the next save writes them back. Selection, marks, focus, cursors, expansion and
/// running timers are kept.
///
/// Adopting is not an undo step: undo and redo are the person's own, and an older step applies
/// on top of what the file brought. Two exceptions: a conflict that lost text becomes an undo
/// step, so `u` gives the losing text back; and pending rows another program removed become
/// one, so `u` takes them back, unless done.txt holds them done (another program archived
/// them, as todo.sh's `do` does: they are said as archived, and stay so).
extension TodoList.State {
    /// The base generation the rows are relative to: name it when saving outside the reducer
    /// (the save on quit).
    public var storageGeneration: Int { storageSync.generation }

    /// The version of the file the list believes though it looked cut off (it settled); name it
    /// when saving outside the reducer (the save on quit), so no other suspect version is merged.
    public var believedVersion: FileFingerprint? { storageSync.believing }

    /// The rows the person is working on: a conflict keeps their text, and a deletion made
    /// elsewhere does not remove them.
    var heldRowIDs: Set<String> {
        Set([focus, destinationRowID].compactMap { $0 })
    }

    mutating func adopt(_ outcome: SaveOutcome) {
        storageSync.generation = outcome.generation
        let changes = outcome.changes
        guard !changes.isEmpty else {
            // Nothing to show from outside, but the save may still have something to say (the
            // list now belongs to this user: only root may keep another user's file theirs).
            message = Self.describe(added: 0, changed: 0, removed: 0, archived: 0, takenBack: 0, report: nil, conflicts: [],
                                    warnings: outcome.warnings)
                ?? message
            return
        }
        history.closeTyping()
        let unsavedBefore = hasUnsavedChanges
        let changedHere = content.sinceHandoff.changed
        // Rows added here since the handoff, taken before this adoption inserts any itself (a
        // row deleted here and changed there comes back as an insertion, and is not one of them).
        let added = content.sinceHandoff.added
        let held = heldRowIDs

        let keptHeld = changes.removed.filter { held.contains($0) && rows.contains(id: $0) }
        let removable = changes.removed.filter { !changedHere.contains($0) && !held.contains($0) }
        let archived = removable.filter { outcome.archivedOutside.contains($0) }
        _ = removeRows(ids: archived)
        let takenBack = recordRemoval(removable.filter { !outcome.archivedOutside.contains($0) })
        var conflicts = outcome.report?.conflicts ?? []
        var inserted = 0
        var changed = 0
        for update in changes.updated {
            let id = update.after.id
            guard rows.contains(id: id) else {
                // Deleted here meanwhile and changed there: their change comes back.
                if update.contentChanged { insertRow(Row.State(item: update.after), at: offset(following: update.precededBy)) }
                continue
            }
            if update.contentChanged { changed += 1 }
            updateRow(id: id) { row in
                if changedHere.contains(id) {
                    let merged = TodoMerge.mergeRow(base: update.before, ours: row.item, theirs: update.after,
                                                    oursWinsText: held.contains(id))
                    row.item = merged.item
                    if let conflict = merged.conflict { conflicts.append(conflict) }
                } else {
                    row.item = update.after
                }
                row.keepCursorInText()
            }
        }
        // The merge's order rule (TodoMerge), with the rows as handed over for base, these rows
        // for ours and the merged ones for theirs: our order leads only when only we reordered.
        let oursLeads = content.sinceHandoff.reordered && changes.order == nil
        var appendAt: Int?
        for insertion in changes.inserted where !rows.contains(id: insertion.item.id) {
            var at = offset(following: insertion.precededBy)
            if insertion.atEnd {
                // Appended there: at the end, where the merge puts rows added after every row
                // both sides have; before the rows added here meanwhile unless our order leads.
                at = appendAt ?? (oursLeads ? rows.count : (rows.ids.lastIndex { !added.contains($0) } ?? -1) + 1)
                appendAt = at + 1
            }
            insertRow(Row.State(item: insertion.item), at: at)
            inserted += 1
        }
        if let order = changes.order { reorder(following: order) }
        let recorded = recordConflicts(conflicts, held: held)

        if !unsavedBefore && keptHeld.isEmpty { persistence.savedVersion = content.version }
        if !keptHeld.isEmpty && !hasUnsavedChanges { content.markChanged() }
        if let selection, !rows.contains(id: selection) { self.selection = effectiveSelection }
        message = Self.describe(added: inserted, changed: changed, removed: removable.count - archived.count,
                                archived: archived.count, takenBack: takenBack,
                                report: outcome.report, conflicts: recorded, warnings: outcome.warnings) ?? message
    }

    /// Removes the rows another program deleted. The pending ones become one undo step, so `u`
    /// takes them back for the rest of the session (a deletion made elsewhere, or a file cut
    /// off by a writer and believed once it settled, is not the person's step, yet must not be
    /// final). Done rows are not: another program's archive moved them to done.txt, and
    /// bringing them back would put them in both files. Returns how many pending rows it took.
    private mutating func recordRemoval(_ ids: [String]) -> Int {
        guard !ids.isEmpty else { return 0 }
        _ = removeRows(ids: ids.filter { rows[id: $0]?.item.done == true })
        let steps = removeRows(ids: ids.filter { rows.contains(id: $0) })
        history.record(UndoEntry(label: "another program's removal", steps: steps))
        return steps.count
    }

    /// Where a row that follows `anchor` in the merged order goes: right after it, at the end
    /// when it is gone, first when there is none.
    private func offset(following anchor: String?) -> Int {
        guard let anchor else { return 0 }
        return rows.index(id: anchor).map { $0 + 1 } ?? rows.count
    }

    /// Each conflict that lost a value becomes an undo step whose undo brings that value
    /// back. Returns the conflicts about rows still here.
    private mutating func recordConflicts(_ conflicts: [MergeConflict], held: Set<String>) -> [(MergeConflict, keptOurs: Bool)] {
        var recorded: [(MergeConflict, keptOurs: Bool)] = []
        for conflict in conflicts {
            guard let current = rows[id: conflict.id] else { continue }
            var lost = current
            lost.item.replay(from: conflict.kept, to: conflict.lost)
            lost.keepCursorInText()
            guard lost.item != current.item else { continue }
            history.record(UndoEntry(label: "the merge with another program's change",
                                     steps: [.update(before: RowContent(lost), after: RowContent(current))]))
            recorded.append((conflict, held.contains(conflict.id)))
        }
        return recorded
    }

    /// Puts the rows in the merged `order`. Rows it does not name (added here meanwhile) stay
    /// right after the row they follow now; those after every row it names go at the end. O(n).
    private mutating func reorder(following order: [String]) {
        let named = Set(order)
        var followers: [String: [String]] = [:]
        var leading: [String] = []
        var trailing: [String] = []
        var previous: String?
        for id in rows.ids {
            if named.contains(id) {
                if let previous { followers[previous, default: []].append(contentsOf: trailing) }
                trailing = []
                previous = id
            } else if previous != nil {
                trailing.append(id)
            } else {
                leading.append(id)
            }
        }
        var target = leading
        target.reserveCapacity(rows.count)
        for id in order where rows.contains(id: id) {
            target.append(id)
            target.append(contentsOf: followers[id] ?? [])
        }
        target += trailing
        if target != Array(rows.ids) { content.permute(by: target.compactMap { rows.index(id: $0) }) }
    }

    /// The status line after a merge, in plain words.
    private static func describe(added: Int, changed: Int, removed: Int, archived: Int, takenBack: Int, report: MergeReport?,
                                 conflicts: [(MergeConflict, keptOurs: Bool)], warnings: [LoadWarning]) -> StatusMessage? {
        var parts: [String] = []
        let counts = [(added, "added"), (changed, "changed"), (removed, "removed"), (archived, "archived to done.txt")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        if !counts.isEmpty { parts.append("The file changed outside Lista: " + counts.joined(separator: ", ")) }
        if let kept = report?.keptDeletedOutside.count, kept > 0 {
            parts.append(kept == 1 ? "1 row deleted outside is kept: it changed here" : "\(kept) rows deleted outside are kept: they changed here")
        }
        if let back = report?.restoredDeletedHere.count, back > 0 {
            parts.append(back == 1 ? "1 row you deleted is back: it changed outside" : "\(back) rows you deleted are back: they changed outside")
        }
        // The last undo step recorded answers u: a conflict's, else the removal's.
        var followUp: String? = takenBack == 0 ? nil : takenBack == 1 ? "takes it back" : "takes them back"
        for (conflict, keptOurs) in conflicts.prefix(1) {
            let row = Row.State(item: conflict.kept).quotedForMessage
            parts.append("\(row) changed here and outside: \(keptOurs ? "yours" : "theirs") kept")
            followUp = keptOurs ? "takes theirs" : "gives yours back"
        }
        if conflicts.count > 1 {
            parts.append("\(conflicts.count - 1) more conflicts")
            followUp = "gives back what lost, one each"
        }
        parts += warnings.map(\.message)
        guard !parts.isEmpty else { return nil }
        let text = parts.joined(separator: "; ")
        return followUp.map { StatusMessage.undoing(text, $0) } ?? StatusMessage(text)
    }
}
