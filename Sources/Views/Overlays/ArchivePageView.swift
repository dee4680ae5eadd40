import Features
import Storage

/// The archived rows' page, pushed in place of the list: done.txt's rows as `lista ls
/// --archived` prints them (without their id), under a header that says they are read only.
enum ArchivePageView {
    /// Draws the page; returns the columns of the way back (a click there goes back).
    static func draw(_ page: ArchivePage.State, theme: Theme, into grid: inout Grid) -> Range<Int> {
        let count = page.rows.map { " · \(CountText.grouped($0.count)) row\($0.count == 1 ? "" : "s")" } ?? ""
        let back = DetailView.header("done.txt, archived rows — read only" + count, theme: theme, into: &grid)
        let area = Rect(row: 1, column: 0, height: grid.rows - 3, width: grid.columns)
        guard let rows = page.rows, !rows.isEmpty else {
            let message: String = page.failure.map { "Could not read done.txt: \($0)" }
                ?? (page.rows == nil ? "Reading done.txt…" : "No rows in done.txt yet — \(KeyHints.archive.text)")
            grid.putCentered(message, in: area, style: [.dim])
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
