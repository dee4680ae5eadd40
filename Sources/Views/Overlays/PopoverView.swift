/// A popover of options (the filter, the list picker), anchored under the header cell that
/// opened it: one line an option, the highlighted one in the selection style and scrolled
/// into view.
enum PopoverView {
    /// Draws `lines` in a box titled `title`, at least `minimumWidth` wide (or as wide as its
    /// widest line and the borders), with `emptyNote` dimmed when there are none. Returns where
    /// it is and which option each of its lines shows (for the mouse). O(lines).
    static func draw(_ lines: [String], title: String, highlighted: Int, minimumWidth: Int, emptyNote: String = "",
                     anchor: CursorPosition, theme: Theme, into grid: inout Grid) -> ScreenMap.Overlay {
        let widest = lines.map(DisplayWidth.of).max() ?? 0
        let width = min(grid.columns, max(minimumWidth, widest + 2))
        let height = min(max(lines.count, 1) + 2, grid.rows - 1)
        let frame = PaneLayout.popover(height: height, width: width, anchor: anchor,
                                       in: TerminalSize(rows: grid.rows, columns: grid.columns))
        let inner = grid.box(frame, title: title, style: CellStyle.plain.with(theme[.overlay]))
        guard !lines.isEmpty else {
            grid.put(truncated(emptyNote, toWidth: inner.width), row: inner.row, column: inner.column, style: [.dim])
            return .popover(frame, options: [])
        }
        var shown: [ScreenMap.OptionSpot] = []
        // Scroll the options so the highlighted one shows.
        let first = max(0, highlighted - inner.height + 1)
        for (line, index) in (first..<lines.count).enumerated() where line < inner.height {
            grid.put(padded(truncated(lines[index], toWidth: inner.width), toWidth: inner.width),
                     row: inner.row + line, column: inner.column,
                     style: index == highlighted ? CellStyle.plain.with(theme[.selection]) : .plain)
            shown.append(ScreenMap.OptionSpot(line: inner.row + line, index: index))
        }
        return .popover(frame, options: shown)
    }
}
