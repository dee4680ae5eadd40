import Core
import Foundation
import Storage

/// Merging rows that arrive from outside (the file changed) into the list, three-way against
/// what the file last held (`disk`):
/// - a row both sides have is updated in place, without moving, when the file changed it;
///   the row whose text field is focused keeps the person's text and cursor (the file's other
///   fields — done, priority, dates — are taken);
/// - a row only the file has is appended if it is new to us; if we deleted it since, it stays
///   deleted;
/// - a row only we have is removed if the file had it before (deleted outside), kept if it is
///   new here — except the focused row and the row open in the editor or detail page, which
///   are never deleted from under the person (the next save writes them back).
/// Selection, marks, focus, cursors, expansion and running timers are kept. A sync is not an
/// undo step: undo and redo are the person's own, and an older step of theirs applies on top
/// of what the file brought (a step about a row the file removed does nothing).
extension TodoList.State {
    mutating func sync(with incoming: [TodoItem], now: Date) {
        history.closeTyping()
        let unsavedBefore = persistence.hasUnsavedChanges
        var incomingIDs = Set<String>()
        incomingIDs.reserveCapacity(incoming.count)
        var added = 0, updated = 0

        for item in incoming {
            incomingIDs.insert(item.id)
            if let current = rows[id: item.id] {
                guard !disk.holds(item), current.item != item else { continue }
                let isFocused = item.id == focus
                let step = updateRow(id: item.id) { row in
                    let keptText = row.item.text
                    row.item = item
                    if isFocused, keptText != item.text { row.item.text = keptText }
                    row.cursor = Swift.min(row.cursor, row.item.text.count)
                }
                if step != nil { updated += 1 }
            } else if !disk.contains(id: item.id) {
                _ = insertRow(Row.State(item: item), at: rows.count)
                added += 1
            }
        }
        let protected: Set<String> = Set([focus, destinationRowID].compactMap { $0 })
        let goneOutside = rows.ids.filter { !incomingIDs.contains($0) && disk.contains(id: $0) && !protected.contains($0) }
        _ = removeRows(ids: goneOutside)
        // A protected row the file lost is written back by the next save: its line changes.
        for id in protected where rows.contains(id: id) && !incomingIDs.contains(id) { rowsChangedSinceSave.insert(id) }

        disk = DiskDigest(incoming)
        if !unsavedBefore { persistence.savedVersion = persistence.version }
        if selection.map({ !rows.contains(id: $0) }) ?? false { selection = effectiveSelection }
        guard added + updated + goneOutside.count > 0 else { return }
        var parts: [String] = []
        if added > 0 { parts.append("\(added) added") }
        if updated > 0 { parts.append("\(updated) changed") }
        if !goneOutside.isEmpty { parts.append("\(goneOutside.count) removed") }
        message = "The file changed outside Lista: " + parts.joined(separator: ", ")
    }
}
