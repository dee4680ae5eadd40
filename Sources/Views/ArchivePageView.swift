import Features
import Storage

/// The archived rows' page, pushed in place of the list: done.txt's rows as `lista ls
/// --archived` prints them (without their id), under a header that says they are read only.
enum ArchivePageView {
    static func draw(_ page: ArchivePage.State, into grid: inout Grid) {
        grid.fill(row: 0, column: 0, height: 1, width: grid.columns, attributes: [.reverse])
        let count = page.rows.map { " · \(CountText.grouped($0.count)) row\($0.count == 1 ? "" : "s")" } ?? ""
        grid.put(truncated(" Lista › done.txt, archived rows — read only" + count, toWidth: grid.columns),
                 row: 0, column: 0, attributes: [.reverse, .bold])
        let area = Rect(row: 1, column: 0, height: grid.rows - 3, width: grid.columns)
        guard let rows = page.rows, !rows.isEmpty else {
            let message = page.failure.map { "Could not read done.txt: \($0)" }
                ?? (page.rows == nil ? "Reading done.txt…" : "No rows in done.txt yet — \(KeyHints.archive.text)")
            let text = truncated(message, toWidth: area.width)
            grid.put(text, row: area.row + area.height / 2, column: max(0, (area.width - DisplayWidth.of(text)) / 2), attributes: [.dim])
            return
        }
        for (line, item) in rows.dropFirst(page.scroll).prefix(area.height).enumerated() {
            // The line as todo.txt has it (its `x` says it is done), as `lista ls --archived` prints it.
            let text = "  " + item.lineWithoutID
            grid.put(truncated(text, toWidth: area.width), row: area.row + line, column: 0, attributes: [.dim])
        }
        if let failure = page.failure {
            grid.put(truncated("Could not read done.txt again: \(failure)", toWidth: grid.columns), row: grid.rows - 2, column: 0, attributes: [.bold])
        }
    }
}
