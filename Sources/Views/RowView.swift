import Features
import Foundation
import Storage

/// How one row reads on screen.
enum RowView {
    /// The lines a row takes: one, plus its details when expanded.
    static func height(of row: Row.State) -> Int {
        row.isExpanded ? 1 + detailLines(of: row).count : 1
    }

    /// "[x] (A) text" prefix parts.
    static func prefix(of row: Row.State) -> String {
        let box = row.isDone ? "[x] " : "[ ] "
        let priority = row.item.priority.map { "(\($0)) " } ?? ""
        return box + priority
    }

    /// What stands at the right end: the due date and the tracked time.
    static func suffix(of row: Row.State) -> String {
        var parts: [String] = []
        if row.isTimerRunning || row.item.trackedSeconds > 0 {
            parts.append((row.isTimerRunning ? "⏱ " : "") + TrackedTime.text(row.item.trackedSeconds))
        }
        if let due = row.item.due { parts.append("due \(due)") }
        return parts.joined(separator: "  ")
    }

    /// The lines under an expanded row.
    static func detailLines(of row: Row.State) -> [String] {
        var dates: [String] = []
        if let created = row.item.creationDate { dates.append("created \(created)") }
        if let completed = row.item.completionDate { dates.append("done \(completed)") }
        if let due = row.item.due { dates.append("due \(due)") }
        dates.append("tracked \(TrackedTime.text(row.item.trackedSeconds))" + (row.isTimerRunning ? " (running)" : ""))
        var lines = [dates.joined(separator: " · ")]
        if let note = row.item.note, !note.isEmpty {
            lines.append("note: " + note.replacingOccurrences(of: "\n", with: " ⏎ "))
        }
        return lines
    }

    /// The columns one grapheme of a text field takes on screen, as it is drawn.
    static func columns(of character: Character) -> Int {
        DisplayWidth.of(sanitizedForDisplay(String(character)))
    }

    /// The part of `text` to show in `width` columns so that the cursor (a grapheme offset) is
    /// on screen, the grapheme it starts at, and the cursor's column within that window.
    /// O(length of the text).
    static func window(_ text: String, cursor: Int, width: Int) -> (shown: String, start: Int, cursorColumn: Int) {
        let characters = Array(text)
        let clamped = min(max(cursor, 0), characters.count)
        let widths = characters.map(columns(of:))
        var start = 0
        var before = widths[..<clamped].reduce(0, +)
        // Keep one column for the cursor at the end.
        while before > width - 1, start < clamped {
            before -= widths[start]
            start += 1
        }
        return (String(characters[start...]), start, before)
    }
}
