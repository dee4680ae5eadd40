import Features
import Storage

/// How one row reads on screen.
enum RowView {
    /// The columns before the row's text: the mark or cursor marker and a space.
    static let markerWidth = 2

    /// The lines a row takes when drawn `width` columns wide: one, or when expanded its whole
    /// text (wrapped, unless it is being typed in) and its details; at most `maxLines`.
    /// - Complexity: O(1) for a row that is not expanded; O(what is shown) for one that is.
    static func height(of row: Row.State, width: Int, isFocused: Bool, maxLines: Int) -> Int {
        guard row.isExpanded else { return 1 }
        let text = isFocused ? 1 : textLines(of: row, theme: Theme(), over: [], width: width, maxLines: maxLines).count
        return min(maxLines, text + detailLines(of: row).count)
    }

    /// The expanded row's text, styled, over as many lines as it needs (at most `maxLines`),
    /// each as wide as the text column of its first line.
    /// - Complexity: O(maxLines × width): no more of the text is read than can be shown.
    static func textLines(of row: Row.State, theme: Theme, over: [ThemeStyle], width: Int, maxLines: Int) -> [[StyledCluster]] {
        let lineWidth = textWidth(of: row, width: width)
        let lines = max(1, maxLines)
        // Enough text for the lines shown and a line more, so the last line shown breaks where
        // the whole text would (the spaces a break falls on are dropped, one per line).
        let (columns, overflow) = (lines + 1).multipliedReportingOverflow(by: lineWidth + 1)
        let clusters = RowText.clusters(row.text, theme: theme, base: .plain, over: over, columns: overflow ? nil : columns)
        return wrapped(clusters, width: lineWidth, maxLines: lines, width: { $0.cluster.width }, isSpace: { $0.cluster.bytes.isSpace })
    }

    /// What a row shows beside its text, read once: a row read in place finds each of them by
    /// reading its line again.
    struct Parts {
        /// The priority letter, or nil.
        let priority: Character?
        /// The timer and the due date (``suffixParts(of:)``).
        let suffix: [SuffixPart]

        init(of row: Row.State) {
            priority = row.item.priority
            suffix = suffixParts(of: row)
        }
    }

    /// The columns the text has in a row drawn `width` columns wide, between the prefix and
    /// the suffix (which keeps a column free at the right edge and two before it).
    static func textWidth(of row: Row.State, width: Int, parts: Parts? = nil) -> Int {
        let parts = parts ?? Parts(of: row)
        let suffix = parts.suffix.map(\.text).joined(separator: "  ")
        let suffixWidth = suffix.isEmpty ? 0 : DisplayWidth.of(suffix) + 3
        return max(1, width - markerWidth - DisplayWidth.of(prefix(of: row, priority: parts.priority)) - suffixWidth)
    }

    /// "[x] (A) text" prefix parts.
    static func prefix(of row: Row.State, priority letter: Character?) -> String {
        box(of: row) + (priority(letter).map { $0 + " " } ?? "")
    }

    /// "[ ] " or "[x] ".
    static func box(of row: Row.State) -> String {
        row.isDone ? "[x] " : "[ ] "
    }

    /// "(A)", or nil without a priority.
    static func priority(_ letter: Character?) -> String? {
        letter.map { "(\($0))" }
    }

    /// The role of a priority letter: A, B and C have one.
    static func role(ofPriority letter: Character?) -> ThemeRole? {
        switch letter {
        case "A": .priorityA
        case "B": .priorityB
        case "C": .priorityC
        default: nil
        }
    }

    /// One part of what stands at the right end of a row.
    enum SuffixPart: Equatable {
        /// The tracked time; running or not.
        case tracked(String, running: Bool)
        /// The due date.
        case due(TodoDate)

        var text: String {
            switch self {
            case let .tracked(text, _): text
            case let .due(date): "due \(date)"
            }
        }
    }

    /// What stands at the right end: the tracked time and the due date.
    static func suffixParts(of row: Row.State) -> [SuffixPart] {
        var parts: [SuffixPart] = []
        let tracked = row.shownTrackedSeconds
        let running = row.hasRunningTimer
        if running || tracked > 0 {
            parts.append(.tracked((running ? "⏱ " : "") + TrackedTime.text(tracked), running: running))
        }
        if let due = row.item.due { parts.append(.due(due)) }
        return parts
    }

    /// The suffix `parts` as drawn: the timer bold while it runs, the due date in the style of
    /// how close it is (`today` nil: no date counts as near; a done row's: never), all under `over`.
    static func styledSuffix(of row: Row.State, parts: [SuffixPart], context: ViewContext, over: [ThemeStyle]) -> [StyledCluster] {
        let plain = over.reduce(CellStyle.plain) { $0.with($1) }
        var clusters: [StyledCluster] = []
        for (index, part) in parts.enumerated() {
            if index > 0 { clusters += StyledCluster.clusters("  ", style: plain) }
            var style = CellStyle.plain
            switch part {
            case let .tracked(_, running):
                if running { style = style.adding(.bold) }
            case let .due(date):
                // A done row's due date is past caring: it is never overdue.
                if !row.isDone, let role = context.today.flatMap({ role(ofDue: date, today: $0) }) {
                    style = style.with(context.theme[role])
                }
            }
            clusters += StyledCluster.clusters(part.text, style: over.reduce(style) { $0.with($1) })
        }
        return clusters
    }

    /// The role of a due date seen from `today` (Storage's rule, ``TodoDate/dueUrgency(today:)``).
    static func role(ofDue date: TodoDate, today: TodoDate) -> ThemeRole? {
        switch date.dueUrgency(today: today) {
        case .overdue: .overdue
        case .today: .dueToday
        case .soon: .dueSoon
        case .later: nil
        }
    }

    /// The lines under an expanded row.
    static func detailLines(of row: Row.State) -> [String] {
        var dates: [String] = []
        if let created = row.item.creationDate { dates.append("created \(created)") }
        if let completed = row.item.completionDate { dates.append("done \(completed)") }
        if let due = row.item.due { dates.append("due \(due)") }
        dates.append("tracked \(TrackedTime.text(row.shownTrackedSeconds))" + (row.hasRunningTimer ? TrackedTime.runningSince(row.item.trackingStart) : ""))
        var lines = [dates.joined(separator: " · ")]
        switch row.item.note {
        case let .file(name)?: lines.append("note: in the file \(name) (l shows it)")
        case let .inline(text)? where !text.isEmpty: lines.append("note: " + text.replacing("\n", with: " ⏎ "))
        case .inline?, nil: break
        }
        return lines
    }

    /// The columns one grapheme of a text field takes on screen, as it is drawn.
    static func columns(of character: Character) -> Int {
        DisplayWidth.of(sanitizedForDisplay(String(character)))
    }

    /// The part of `text` to show in `width` columns so that the cursor (a grapheme offset) is
    /// on screen, the grapheme it starts at, and the cursor's column within that window: the
    /// window starts at the first grapheme from which the graphemes before the cursor take at
    /// most `width - 1` columns (one is kept for the cursor at the end).
    ///
    /// Only the graphemes on screen are measured: the ones before the cursor back to the
    /// window's start, and from there as many as fill `width` (the text shown ends with the one
    /// that overflows, which drawing clips). The rest is stepped over without a copy, so a key
    /// in a field of a 20 MB line costs one walk to the cursor.
    /// - Complexity: O(cursor) to find the cursor, plus O(width) graphemes measured.
    static func window(_ text: String, cursor: Int, width: Int) -> (shown: String, start: Int, cursorColumn: Int) {
        let (cursorIndex, clamped) = CharacterWalk.index(cursor, in: text)
        var startIndex = cursorIndex
        var stepsBack = 0
        var before = 0
        while startIndex > text.startIndex {
            let previous = text.index(before: startIndex)
            let columns = columns(of: text[previous])
            guard before + columns <= width - 1 else { break }
            before += columns
            startIndex = previous
            stepsBack += 1
        }
        let start = clamped - stepsBack
        var endIndex = startIndex
        var shownColumns = 0
        while endIndex < text.endIndex, shownColumns <= width {
            shownColumns += columns(of: text[endIndex])
            endIndex = text.index(after: endIndex)
        }
        return (String(text[startIndex..<endIndex]), start, before)
    }
}
