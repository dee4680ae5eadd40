import Features

/// The filter popover, anchored under the lens summary in the header.
enum FilterPickerView {
    /// Draws it; returns where it is and which option each of its lines shows.
    static func draw(_ picker: FilterPicker.State, anchor: CursorPosition, theme: Theme, into grid: inout Grid) -> ScreenMap.Overlay {
        let size = TerminalSize(rows: grid.rows, columns: grid.columns)
        // "project (•) " before each title, and the two borders.
        let widest = picker.options.map { DisplayWidth.of($0.title) }.max() ?? 10
        let width = min(grid.columns, max(24, widest + 14))
        let height = min(picker.options.count + 2, grid.rows - 1)
        let frame = PaneLayout.popover(height: height, width: width, anchor: anchor, in: size)
        let inner = grid.box(frame, title: "Filter", style: CellStyle.plain.with(theme[.overlay]))
        // Scroll the options so the highlighted one shows.
        let first = max(0, picker.highlighted - inner.height + 1)
        var lines: [(line: Int, index: Int)] = []
        for (line, index) in (first..<picker.options.count).enumerated() where line < inner.height {
            let option = picker.options[index]
            let group: String
            switch option {
            case .status: group = "status "
            case .visibility, .archived: group = "rows   "
            case .project: group = "project"
            case .context: group = "context"
            }
            let mark = option == .archived ? " →  " : picker.isChosen(option) ? "(•) " : "( ) "
            let text = truncated(group + " " + mark + option.title, toWidth: inner.width)
            grid.put(padded(text, toWidth: inner.width), row: inner.row + line, column: inner.column,
                     style: index == picker.highlighted ? CellStyle.plain.with(theme[.selection]) : .plain)
            lines.append((inner.row + line, index))
        }
        return .popover(frame, options: lines)
    }
}

