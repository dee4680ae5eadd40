import Features

/// The rows, through the lens, scrolled to keep the selection in view.
enum TodoListView {
    /// Draws the visible rows that fit in `area`, in the order shown (``ShownRows``: dragged rows
    /// at their drop place, kept in view), and notes each in `map`; returns where the text cursor
    /// goes when the focused row is on screen. O(lines in the area).
    static func draw(_ state: TodoList.State, area: Rect, viewport: inout ListViewport, map: inout ScreenMap,
                     into grid: inout Grid) -> CursorPosition? {
        map.list = area
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
        let shown = ShownRows(state)
        let selected = shown.isDragging ? shown.draggedRange.lowerBound : state.selectedVisibleOffset
        viewport.reveal(selected, rowCount: shown.count, lines: area.height) { height(of: $0, shown, state) }
        map.top = viewport.top
        var line = area.row
        var cursor: CursorPosition?
        var offset = viewport.top
        while line < area.row + area.height, offset < shown.count {
            guard let row = state.rows[id: shown.id(at: offset)] else { break }
            let isSelected = offset == selected
            let drawn = drawRow(row, line: line, width: area.width, isSelected: isSelected,
                                isMarked: state.marks.contains(row.id), isFocused: state.focus == row.id,
                                isDragged: shown.draggedRange.contains(offset), into: &grid)
            if let rowCursor = drawn.cursor { cursor = rowCursor }
            let firstLine = line
            line += 1
            if row.isExpanded {
                for detail in RowView.detailLines(of: row) where line < area.row + area.height {
                    grid.put("      " + detail, row: line, column: 0, width: area.width, attributes: [.dim])
                    line += 1
                }
            }
            map.rows.append(ScreenMap.RowSpot(lines: firstLine..<line, id: row.id, shownOffset: offset,
                                              box: drawn.box, text: drawn.text))
            offset += 1
        }
        return cursor
    }

    /// The lines the row shown at `offset` takes.
    private static func height(of offset: Int, _ shown: ShownRows, _ state: TodoList.State) -> Int {
        state.rows[id: shown.id(at: offset)].map(RowView.height(of:)) ?? 1
    }

    /// The last scroll position that still fills `lines` lines (the wheel stops there, where
    /// ``ListViewport`` would pull the top up anyway). O(lines).
    static func lastTop(_ state: TodoList.State, lines: Int) -> Int {
        let shown = ShownRows(state)
        var top = shown.count
        var used = 0
        while top > 0 {
            used += height(of: top - 1, shown, state)
            if used > lines { break }
            top -= 1
        }
        return min(top, max(0, shown.count - 1))
    }

    /// The shown offsets of the rows that fit whole from `top` in `lines` lines (at least the
    /// top one). O(lines).
    static func rowsFitting(_ state: TodoList.State, from top: Int, lines: Int) -> Range<Int> {
        let shown = ShownRows(state)
        guard top < shown.count else { return top..<top }
        var used = 0
        var end = top
        while end < shown.count {
            used += height(of: end, shown, state)
            if used > lines, end > top { break }
            end += 1
        }
        return top..<end
    }

    /// One row's line: mark, box, priority, text (a window around the cursor when focused),
    /// and the timer and due date at the right. A dragged row is bold, marked `≡`. Returns
    /// the text cursor (when focused), the box's columns and where the text starts.
    static func drawRow(_ row: Row.State, line: Int, width: Int, isSelected: Bool, isMarked: Bool,
                        isFocused: Bool, isDragged: Bool = false, into grid: inout Grid)
        -> (cursor: CursorPosition?, box: Range<Int>, text: ScreenMap.TextSpot) {
        var attributes: CellAttributes = row.isDone ? [.dim] : []
        if isSelected && !isFocused { attributes.insert(.reverse) }
        if isDragged { attributes.insert(.bold) }
        grid.fill(row: line, column: 0, height: 1, width: width, attributes: attributes)
        let marker = isDragged ? "≡" : isMarked ? "*" : (isSelected ? "›" : " ")
        var column = grid.put(marker + " ", row: line, column: 0, attributes: attributes.union(isMarked ? [.bold] : []))
        let box = column..<(column + 3)
        column = grid.put(RowView.prefix(of: row), row: line, column: column, attributes: isFocused ? [.reverse] : attributes)

        let suffix = RowView.suffix(of: row)
        // The suffix keeps a column free at the right edge and two before it.
        let suffixWidth = suffix.isEmpty ? 0 : DisplayWidth.of(suffix) + 3
        let textWidth = max(1, width - column - suffixWidth)
        var cursor: CursorPosition?
        var text = ScreenMap.TextSpot(column: column, first: 0)
        if isFocused {
            let window = RowView.window(row.text, cursor: row.cursor, width: textWidth)
            grid.put(window.shown, row: line, column: column, width: textWidth, attributes: [.underline])
            cursor = CursorPosition(row: line, column: column + window.cursorColumn)
            text.first = window.start
        } else {
            grid.put(truncated(row.text, toWidth: textWidth), row: line, column: column, width: textWidth, attributes: attributes)
        }
        if suffixWidth > 0, width - suffixWidth + 2 > column {
            grid.put(suffix, row: line, column: width - suffixWidth + 2, width: suffixWidth - 3,
                     attributes: attributes.union(row.isTimerRunning ? [.bold] : []))
        }
        return (cursor, box, text)
    }
}
