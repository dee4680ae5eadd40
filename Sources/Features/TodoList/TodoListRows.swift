import Core
import Storage

/// The list's row changes, on top of ``ListRows`` (which keeps the memo, the version and the
/// tracking): each keeps selection, marks and focus right and returns the undo step that
/// reverses it.
extension TodoList.State {
    /// Inserts `row` at `offset`. O(log² rows + chunk).
    @discardableResult
    mutating func insertRow(_ row: Row.State, at offset: Int) -> UndoStep {
        content.insert(row, at: offset)
        return .insert(at: offset, RowContent(row))
    }

    /// Removes row `id` (its effects are cancelled by the list's `forEach`).
    /// O(log² rows + chunk).
    @discardableResult
    mutating func removeRow(id: String) -> UndoStep? {
        guard let offset = rows.index(id: id) else { return nil }
        // The cursor stays where the row was: on the next visible row, else the last.
        let point = selection == id ? content.insertionPoint(forRowAt: offset) : 0
        let row = content.remove(at: offset)
        marks.remove(id)
        if focus == id { focus = nil }
        if selection == id { selectVisible(at: point) }
        return .remove(at: offset, RowContent(row))
    }

    /// Selects the visible row at `offset`, or the last one below it; nothing when no row is
    /// visible. O(log n).
    mutating func selectVisible(at offset: Int) {
        let visible = visibleIDs
        selection = visible.isEmpty ? nil : visible[Swift.min(offset, visible.count - 1)]
    }

    /// Removes several rows at once. The steps are in the order they were taken (the last row
    /// first, so each keeps its offset in the list as it was): undo, which applies an entry's
    /// steps backwards, puts the first row back first, and each lands where it was.
    /// O(k (log² rows + chunk)).
    mutating func removeRows(ids: [String]) -> [UndoStep] {
        let offsets = ids.compactMap { rows.index(id: $0) }.sorted(by: >)
        var steps: [UndoStep] = []
        for offset in offsets {
            if let step = removeRow(id: rows[offset].id) { steps.append(step) }
        }
        return steps
    }

    /// Changes row `id`'s content through `change`. Returns the undo step, nil when nothing
    /// (content or cursor) changed. O(log² rows) + the change's own cost.
    @discardableResult
    mutating func updateRow(id: String, _ change: (inout Row.State) -> Void) -> UndoStep? {
        guard let before = rows[id: id] else { return nil }
        content.modify(id: id, change)
        guard let after = rows[id: id], before.item != after.item || before.cursor != after.cursor else { return nil }
        return .update(before: RowContent(before), after: RowContent(after))
    }

    /// Moves the rows at real offsets `source` to before the row at real offset `destination`
    /// (SwiftUI onMove semantics), keeping the projections in step.
    /// One row: O(log² rows + chunk); several: O(n) for the permutation.
    mutating func moveRows(fromOffsets source: [Int], toOffset destination: Int) -> UndoStep? {
        let sorted = Array(Set(source)).sorted()
        guard !sorted.isEmpty else { return nil }
        let ids = sorted.map { rows[$0].id }
        if sorted.count == 1 {
            let target = destination > sorted[0] ? destination - 1 : destination
            guard target != sorted[0] else { return nil }
            content.moveRow(from: sorted[0], to: target)
        } else {
            content.moveRows(fromOffsets: sorted, toOffset: destination)
        }
        let newOffsets = ids.map { rows.index(id: $0)! }
        return newOffsets == sorted ? nil : .relocate(ids: ids, from: sorted, to: newOffsets)
    }

    /// Moves row `id` just past its visible neighbour `neighbour` (before it when the neighbour
    /// is above). O(log² rows + chunk).
    mutating func moveRowOneStep(id: String, past neighbour: String) -> UndoStep? {
        guard let source = rows.index(id: id), let target = rows.index(id: neighbour) else { return nil }
        // Past a neighbour below or before one above, the row's final offset is the neighbour's.
        content.moveRow(from: source, to: target)
        return .relocate(ids: [id], from: [source], to: [target])
    }

    /// Puts rows `ids` back at the real offsets `offsets` (each row's final position),
    /// every other row keeping its relative order. One row: O(log² rows + chunk); several: O(n)
    /// plus a rebuild of the projections.
    mutating func place(ids: [String], at offsets: [Int]) {
        if ids.count == 1, let source = rows.index(id: ids[0]) {
            content.moveRow(from: source, to: Swift.min(offsets[0], rows.count - 1))
            return
        }
        let moving = Set(ids)
        var order = rows.ids.enumerated().compactMap { moving.contains($1) ? nil : $0 }
        for (id, offset) in zip(ids, offsets).sorted(by: { $0.1 < $1.1 }) {
            guard let current = rows.index(id: id) else { continue }
            order.insert(current, at: Swift.min(offset, order.count))
        }
        content.permute(by: order)
    }

    /// Applies an undo step forwards (`redo`) or backwards (`undo`) on the rows as they are
    /// now. Returns false when the step found nothing to act on: its row was removed (or, for
    /// a re-insert, is already back) by another program meanwhile.
    @discardableResult
    mutating func apply(_ step: UndoStep, reversed: Bool) -> Bool {
        switch (step, reversed) {
        case let (.insert(offset, content), false), let (.remove(offset, content), true):
            guard !rows.contains(id: content.row.id) else { return false }
            insertRow(content.row, at: Swift.min(offset, rows.count))
            return true
        case let (.insert(_, content), true), let (.remove(_, content), false):
            return removeRow(id: content.row.id) != nil
        case let (.update(before, after), _):
            // Only what this step changed: another program's change to the row since stays.
            let (from, target) = reversed ? (after, before) : (before, after)
            guard rows.contains(id: target.row.id) else { return false }
            updateRow(id: target.row.id) { row in
                row.item.replay(from: from.row.item, to: target.row.item)
                row.takeCursor(of: target.row)
            }
            return true
        case let (.relocate(ids, from, to), _):
            let present = ids.filter { rows.contains(id: $0) }
            guard !present.isEmpty else { return false }
            let offsets = zip(ids, reversed ? from : to).filter { rows.contains(id: $0.0) }.map(\.1)
            place(ids: present, at: offsets)
            return true
        }
    }
}
