import Collections
import Core
import Features
import Storage

/// The detail page, pushed in place of the list, with a breadcrumb back to it.
enum DetailView {
    /// The breadcrumb's way back, at the start of the top line.
    static let back = " Lista › "

    /// Draws the page; returns the columns of the way back (a click there goes back).
    static func draw(_ detail: Detail.State, rows: IdentifiedArrayOf<Row.State>, theme: Theme, into grid: inout Grid) -> Range<Int> {
        guard let row = rows[id: detail.id] else { return header("(row removed)", theme: theme, into: &grid) }
        let backColumns = header(row.text, theme: theme, into: &grid)
        var fields: [(String, String)] = [
            ("Text", row.text),
            ("Status", row.isDone ? "done" : "pending"),
            ("Priority", row.item.priority.map { String($0) } ?? "—"),
            ("Created", row.item.creationDate?.description ?? "—"),
            ("Done on", row.item.completionDate?.description ?? "—"),
            ("Due", row.item.due?.description ?? "—"),
            ("Tracked", TrackedTime.text(row.shownTrackedSeconds) + (row.hasRunningTimer ? TrackedTime.runningSince(row.item.trackingStart) : "")),
            ("Projects", row.item.projects.map { "+" + $0 }.joined(separator: " ")),
            ("Contexts", row.item.contexts.map { "@" + $0 }.joined(separator: " ")),
            ("Id", row.id),
        ]
        if let now = detail.now, let created = row.item.creationDate {
            fields.insert(("Age", DetailView.age(from: created, to: now)), at: 4)
        }
        // The note last, a screen line for each of its lines: a note file is often a few
        // paragraphs, and its lines are what the person wrote.
        var lines = fields.map { (label: $0.0, text: $0.1.replacing("\n", with: " ⏎ ")) }
        for (index, text) in noteLines(noteText(row.item.note, detail.note)).enumerated() {
            lines.append((index == 0 ? "Note" : "", text))
        }
        for (index, line) in lines.enumerated() where index + 2 < grid.rows - 1 {
            grid.put(padded(line.label, toWidth: 10), row: index + 2, column: 2, style: [.bold])
            grid.put(truncated(line.text, toWidth: max(1, grid.columns - 14)), row: index + 2, column: 13)
        }
        return backColumns
    }

    /// The note's lines as the page shows them: split at each line break (a CR LF is one), the
    /// line break that ends the file's last line not counted as one more line. O(n).
    static func noteLines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// What the Note field shows: the note's text, and where it is kept when that is a file.
    static func noteText(_ tag: NoteTag?, _ reading: NoteReading?) -> String {
        switch tag {
        case nil: return "—"
        case let .inline(text)?: return text
        case let .file(name)?:
            switch reading {
            case nil: return "(reading \(name)…)"
            case let .text(text)?: return text.isEmpty ? "(\(name) is empty)" : text
            case .missing?: return "(no file \(name) yet: e writes it)"
            case let .failed(reason)?: return "(\(name) not read: \(reason.withoutFinalPeriod))"
            }
        }
    }

    /// A pushed page's top line: the breadcrumb back, then `title`. Returns the columns of the
    /// way back (a click there goes back).
    static func header(_ title: String, theme: Theme, into grid: inout Grid) -> Range<Int> {
        let header = CellStyle.plain.with(theme[.header])
        grid.fill(row: 0, column: 0, height: 1, width: grid.columns, style: header)
        grid.put(truncated(back + title, toWidth: grid.columns), row: 0, column: 0, style: header.adding(.bold))
        return 0..<min(grid.columns, DisplayWidth.of(back))
    }

    /// "3 days", "today" — how long ago `date` was, in whole days.
    static func age(from date: TodoDate, to now: Timestamp) -> String {
        let today = TodoDate(localDayOf: now)
        let days = today.daysSince(date)
        switch days {
        case ..<0: return "in the future"
        case 0: return "created today"
        case 1: return "1 day"
        default: return "\(days) days"
        }
    }
}
