import Features

/// The rows, through the lens, scrolled to keep the selection in view.
enum TodoListView {
    /// Draws the visible rows that fit in `area`; returns where the text cursor goes when the
    /// focused row is on screen. O(lines in the area).
    static func draw(_ state: TodoList.State, area: Rect, viewport: inout ListViewport, into grid: inout Grid) -> CursorPosition? {
        let visible = state.visibleIDs
        guard !visible.isEmpty else {
            let message = state.rows.isEmpty
                ? "No rows yet — press \(KeyHints.addRow.text)"
                : state.isSearching
                ? "\(state.lens.search.isEmpty ? "Filtering" : "Searching") \(CountText.grouped(state.rows.count)) rows for \(state.lens.summary)…"
                : "No rows match \(state.lens.summary)\(waitingNote(state)) — \(KeyHints.changeFilter.text)"
            let text = truncated(message, toWidth: area.width)
            grid.put(text, row: area.row + area.height / 2, column: max(0, (area.width - DisplayWidth.of(text)) / 2), attributes: [.dim])
            viewport.top = 0
            return nil
        }
        let selected = state.selectedVisibleOffset
        viewport.reveal(selected, rowCount: visible.count, lines: area.height) { offset in
            state.rows[id: visible[offset]].map(RowView.height(of:)) ?? 1
        }
        var line = area.row
        var cursor: CursorPosition?
        var offset = viewport.top
        while line < area.row + area.height, offset < visible.count {
            guard let row = state.rows[id: visible[offset]] else { break }
            let isSelected = offset == selected
            if let rowCursor = drawRow(row, line: line, width: area.width, isSelected: isSelected,
                                       isMarked: state.marks.contains(row.id), isFocused: state.focus == row.id,
                                       into: &grid) {
                cursor = rowCursor
            }
            line += 1
            if row.isExpanded {
                for detail in RowView.detailLines(of: row) where line < area.row + area.height {
                    grid.put("      " + detail, row: line, column: 0, width: area.width, attributes: [.dim])
                    line += 1
                }
            }
            offset += 1
        }
        return cursor
    }

    /// " (2 future, 1 hidden)" when the lens leaves out rows waiting for their date or
    /// `h:1` rows, so an empty screen never looks like an empty list.
    static func waitingNote(_ state: TodoList.State) -> String {
        guard state.lens.visibility == .current else { return "" }
        let counts = state.counts
        let parts = [(counts.future, "future"), (counts.hidden, "hidden")].filter { $0.0 > 0 }.map { "\(CountText.grouped($0.0)) \($0.1)" }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// One row's line: mark, box, priority, text (a window around the cursor when focused),
    /// and the timer and due date at the right.
    static func drawRow(_ row: Row.State, line: Int, width: Int, isSelected: Bool, isMarked: Bool,
                        isFocused: Bool, into grid: inout Grid) -> CursorPosition? {
        var attributes: CellAttributes = row.isDone ? [.dim] : []
        if isSelected && !isFocused { attributes.insert(.reverse) }
        grid.fill(row: line, column: 0, height: 1, width: width, attributes: attributes)
        let marker = isMarked ? "*" : (isSelected ? "›" : " ")
        var column = grid.put(marker + " ", row: line, column: 0, attributes: attributes.union(isMarked ? [.bold] : []))
        column = grid.put(RowView.prefix(of: row), row: line, column: column, attributes: isFocused ? [.reverse] : attributes)

        let suffix = RowView.suffix(of: row)
        // The suffix keeps a column free at the right edge and two before it.
        let suffixWidth = suffix.isEmpty ? 0 : DisplayWidth.of(suffix) + 3
        let textWidth = max(1, width - column - suffixWidth)
        var cursor: CursorPosition?
        if isFocused {
            let window = RowView.window(row.text, cursor: row.cursor, width: textWidth)
            grid.put(window.shown, row: line, column: column, width: textWidth, attributes: [.underline])
            cursor = CursorPosition(row: line, column: column + window.cursorColumn)
        } else {
            grid.put(truncated(row.text, toWidth: textWidth), row: line, column: column, width: textWidth, attributes: attributes)
        }
        if suffixWidth > 0, width - suffixWidth + 2 > column {
            grid.put(suffix, row: line, column: width - suffixWidth + 2, width: suffixWidth - 3,
                     attributes: attributes.union(row.isTimerRunning ? [.bold] : []))
        }
        return cursor
    }
}
