import Features

/// The rows, through the lens, scrolled to keep the selection in view.
enum ListPane {
    /// Draws the visible rows that fit in `area`; returns where the text cursor goes when the
    /// focused row is on screen. O(lines in the area).
    static func draw(_ state: TodoList.State, area: Rect, viewport: inout ListViewport, into grid: inout Grid) -> CursorPosition? {
        let visible = state.visibleIDs
        guard !visible.isEmpty else {
            let message = state.rows.isEmpty
                ? "No rows yet — press \(KeyHints.addRow.text)"
                : state.isSearching
                ? "Searching \(CountText.grouped(state.rows.count)) rows for \(state.lens.summary)…"
                : "No rows match \(state.lens.summary) — \(KeyHints.changeFilter.text)"
            let text = truncated(message, toWidth: area.width)
            grid.put(text, row: area.row + area.height / 2, column: max(0, (area.width - DisplayWidth.of(text)) / 2), attributes: [.dim])
            viewport.top = 0
            return nil
        }
        let selected = state.selectedVisibleOffset
        viewport.reveal(selected, rowCount: visible.count, lines: area.height) { offset in
            state.rows[id: visible[offset]].map(RowLine.height(of:)) ?? 1
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
                for detail in RowLine.detailLines(of: row) where line < area.row + area.height {
                    grid.put("      " + detail, row: line, column: 0, width: area.width, attributes: [.dim])
                    line += 1
                }
            }
            offset += 1
        }
        return cursor
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
        column = grid.put(RowLine.prefix(of: row), row: line, column: column, attributes: isFocused ? [.reverse] : attributes)

        let suffix = RowLine.suffix(of: row)
        // The suffix keeps a column free at the right edge and two before it.
        let suffixWidth = suffix.isEmpty ? 0 : DisplayWidth.of(suffix) + 3
        let textWidth = max(1, width - column - suffixWidth)
        var cursor: CursorPosition?
        if isFocused {
            let window = RowLine.window(row.text, cursor: row.cursor, width: textWidth)
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

/// The line above the hint: the search field, the hidden focused row's field, or a message.
enum StatusLine {
    /// Returns where the cursor goes when a field is drawn here.
    static func draw(_ state: TodoList.State, row: Int, into grid: inout Grid) -> CursorPosition? {
        grid.fill(row: row, column: 0, height: 1, width: grid.columns)
        if let search = state.searchField {
            let label = "Search: "
            let start = grid.put(label, row: row, column: 0, attributes: [.bold])
            let window = RowLine.window(search.text, cursor: search.cursor, width: grid.columns - start)
            grid.put(window.shown, row: row, column: start, width: grid.columns - start)
            return CursorPosition(row: row, column: start + window.cursorColumn)
        }
        if state.isFocusHidden, let focus = state.focus, let focused = state.rows[id: focus] {
            let label = "Editing a row the filter hides: "
            let start = grid.put(label, row: row, column: 0, attributes: [.bold])
            let window = RowLine.window(focused.text, cursor: focused.cursor, width: max(1, grid.columns - start))
            grid.put(window.shown, row: row, column: start, width: grid.columns - start, attributes: [.underline])
            return CursorPosition(row: row, column: min(grid.columns - 1, start + window.cursorColumn))
        }
        if let message = state.message, !message.isEmpty {
            grid.put(truncated(message, toWidth: grid.columns), row: row, column: 0, attributes: [.bold])
        } else if let failure = state.persistence.failure {
            grid.put(truncated("Not saved: \(failure)", toWidth: grid.columns), row: row, column: 0, attributes: [.bold])
        } else if !state.marks.isEmpty {
            grid.put("\(CountText.grouped(state.marks.count)) marked — \(KeyHints.marks.text)", row: row, column: 0)
        }
        return nil
    }
}
