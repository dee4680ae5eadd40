import Features
import Storage

/// The archived rows' page, pushed in place of the list: done.txt's rows as `lista ls
/// --archived` prints them (without their id), under a header that says they are read only.
enum ArchivePageView {
    /// Draws the page; returns the columns of the way back (a click there goes back).
    static func draw(_ page: ArchivePage.State, theme: Theme, into grid: inout Grid) -> Range<Int> {
        let header = CellStyle.plain.with(theme[.header])
        grid.fill(row: 0, column: 0, height: 1, width: grid.columns, style: header)
        let count = page.rows.map { " · \(CountText.grouped($0.count)) row\($0.count == 1 ? "" : "s")" } ?? ""
        grid.put(truncated(DetailView.back + "done.txt, archived rows — read only" + count, toWidth: grid.columns),
                 row: 0, column: 0, style: header.adding(.bold))
        let back = 0..<min(grid.columns, DisplayWidth.of(DetailView.back))
        let area = Rect(row: 1, column: 0, height: grid.rows - 3, width: grid.columns)
        guard let rows = page.rows, !rows.isEmpty else {
            let message: String = page.failure.map { "Could not read done.txt: \($0)" }
                ?? (page.rows == nil ? "Reading done.txt…" : "No rows in done.txt yet — \(KeyHints.archive.text)")
            let text = truncated(message, toWidth: area.width)
            grid.put(text, row: area.row + area.height / 2, column: max(0, (area.width - DisplayWidth.of(text)) / 2), style: [.dim])
            return back
        }
        let done = CellStyle.plain.with(theme[.done])
        for (line, item) in rows.dropFirst(page.scroll).prefix(area.height).enumerated() {
            // The line as todo.txt has it (its `x` says it is done), as `lista ls --archived` prints it.
            grid.put(truncated("  " + item.lineWithoutID, toWidth: area.width), row: area.row + line, column: 0, style: done)
        }
        if let failure = page.failure {
            grid.put(truncated("Could not read done.txt again: \(failure)", toWidth: grid.columns), row: grid.rows - 2, column: 0,
                     style: CellStyle.plain.with(theme[.status]))
        }
        return back
    }
}
