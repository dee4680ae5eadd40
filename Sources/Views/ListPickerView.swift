import Features

/// The list picker, a popover anchored under the title: the lists in the current list's
/// folder by name, then the recent ones by path, the current one marked.
enum ListPickerView {
    /// Draws it; returns where it is and which option each of its lines shows (for the mouse).
    static func draw(_ picker: ListPicker.State, anchor: CursorPosition, theme: Theme, into grid: inout Grid) -> ScreenMap.Overlay {
        let size = TerminalSize(rows: grid.rows, columns: grid.columns)
        let lines = picker.options.map { option in
            (option.isRecent ? "recent " : "here   ") + (picker.isCurrent(option) ? "(•) " : "( ) ") + title(option)
        }
        let widest = lines.map(DisplayWidth.of).max() ?? 0
        let width = min(grid.columns, max(30, widest + 2))
        let height = min(max(lines.count, 1) + 2, grid.rows - 1)
        let frame = PaneLayout.popover(height: height, width: width, anchor: anchor, in: size)
        let inner = grid.box(frame, title: "Lists", style: CellStyle.plain.with(theme[.overlay]))
        guard !lines.isEmpty else {
            grid.put(truncated("no lists here or recent", toWidth: inner.width), row: inner.row, column: inner.column, style: [.dim])
            return .popover(frame, options: [])
        }
        var shown: [(line: Int, index: Int)] = []
        // Scroll the options so the highlighted one shows.
        let first = max(0, picker.highlighted - inner.height + 1)
        for (line, index) in (first..<lines.count).enumerated() where line < inner.height {
            grid.put(padded(truncated(lines[index], toWidth: inner.width), toWidth: inner.width),
                     row: inner.row + line, column: inner.column,
                     style: index == picker.highlighted ? CellStyle.plain.with(theme[.selection]) : .plain)
            shown.append((inner.row + line, index))
        }
        return .popover(frame, options: shown)
    }

    /// A list of the folder by its file name, a recent one by its whole path.
    private static func title(_ option: ListPicker.Option) -> String {
        guard !option.isRecent else { return option.path }
        return option.path.split(separator: "/").last.map(String.init) ?? option.path
    }
}
