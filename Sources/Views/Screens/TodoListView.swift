import Features

/// The rows, through the lens, scrolled to keep the selection in view.
enum TodoListView {
    /// Draws the visible rows that fit in `area`, in the order shown (``ShownRows``: dragged rows
    /// at their drop place, kept in view), and notes each in `map`; returns where the text cursor
    /// goes when the focused row is on screen. O(lines in the area).
    static func draw(_ state: TodoList.State, area: Rect, context: ViewContext, viewport: inout ListViewport,
                     map: inout ScreenMap, into grid: inout Grid) -> CursorPosition? {
        map.list = area
        let visible = state.visibleIDs
        guard !visible.isEmpty else {
            let message = state.rows.isEmpty
                ? "No rows yet — press \(KeyHints.addRow.text)"
                : state.isSearching
                ? "\(state.lens.search.isEmpty ? "Filtering" : "Searching") \(CountText.grouped(state.rows.count)) rows for \(state.lens.summary)…"
                : "No rows match \(state.lens.summary)\(waitingNote(state)) — \(KeyHints.changeFilter.text)"
            grid.putCentered(message, in: area, style: [.dim])
            viewport.top = 0
            return nil
        }
        let shown = ShownRows(state)
        let selected = shown.isDragging ? shown.draggedRange.lowerBound : state.selectedVisibleOffset
        viewport.reveal(selected, rowCount: shown.count, lines: area.height) { height(of: $0, shown, state, area: area) }
        map.top = viewport.top
        var line = area.row
        var cursor: CursorPosition?
        var offset = viewport.top
        let bottom = area.row + area.height
        while line < bottom, offset < shown.count {
            // The id the list holds, not the row's: a row read in place makes its id from its line.
            let id = shown.id(at: offset)
            guard let row = state.rows[id: id] else { break }
            let drawn = drawRow(row, line: line, width: area.width, maxLines: bottom - line,
                                look: RowLook(isSelected: offset == selected, isMarked: state.marks.contains(id),
                                              isFocused: state.focus == id, isDragged: shown.draggedRange.contains(offset)),
                                context: context, into: &grid)
            if let rowCursor = drawn.cursor { cursor = rowCursor }
            let firstLine = line
            line += drawn.lines
            if row.isExpanded {
                for detail in RowView.detailLines(of: row) where line < bottom {
                    grid.put("      " + detail, row: line, column: 0, width: area.width, style: [.dim])
                    line += 1
                }
            }
            map.rows.append(ScreenMap.RowSpot(lines: firstLine..<line, id: id, shownOffset: offset,
                                              box: drawn.box, text: drawn.text))
            offset += 1
        }
        return cursor
    }

    /// The lines the row shown at `offset` takes in `area`.
    private static func height(of offset: Int, _ shown: ShownRows, _ state: TodoList.State, area: Rect) -> Int {
        let id = shown.id(at: offset)
        return state.rows[id: id].map {
            RowView.height(of: $0, width: area.width, isFocused: state.focus == id, maxLines: area.height)
        } ?? 1
    }

    /// " (2 future, 1 hidden)" when the lens leaves out rows waiting for their date or
    /// `h:1` rows, so an empty screen never looks like an empty list.
    static func waitingNote(_ state: TodoList.State) -> String {
        guard state.lens.visibility == .current else { return "" }
        let counts = state.counts
        let parts = [(counts.future, "future"), (counts.hidden, "hidden")].filter { $0.0 > 0 }.map { "\(CountText.grouped($0.0)) \($0.1)" }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// The last scroll position that still fills `area` (the wheel stops there, where
    /// ``ListViewport`` would pull the top up anyway). O(lines).
    static func lastTop(_ state: TodoList.State, area: Rect) -> Int {
        let shown = ShownRows(state)
        var top = shown.count
        var used = 0
        while top > 0 {
            used += height(of: top - 1, shown, state, area: area)
            if used > area.height { break }
            top -= 1
        }
        return min(top, max(0, shown.count - 1))
    }

    /// The shown offsets of the rows that fit whole from `top` in `area` (at least the top
    /// one). O(lines).
    static func rowsFitting(_ state: TodoList.State, from top: Int, area: Rect) -> Range<Int> {
        let shown = ShownRows(state)
        guard top < shown.count else { return top..<top }
        var used = 0
        var end = top
        while end < shown.count {
            used += height(of: end, shown, state, area: area)
            if used > area.height, end > top { break }
            end += 1
        }
        return top..<end
    }

    /// How a row stands in the list.
    struct RowLook {
        var isSelected: Bool
        var isMarked: Bool
        var isFocused: Bool
        var isDragged = false
    }

    /// One row: mark, box, priority, text (a window around the cursor when focused; the whole
    /// text wrapped over `maxLines` at most when expanded), and the timer and due date at the
    /// right of its first line. A dragged row is bold, marked `≡`. Returns the text cursor,
    /// the lines the text took, the box's columns and where the text starts.
    static func drawRow(_ row: Row.State, line: Int, width: Int, maxLines: Int, look: RowLook, context: ViewContext,
                        into grid: inout Grid) -> (cursor: CursorPosition?, lines: Int, box: Range<Int>, text: ScreenMap.TextSpot) {
        let theme = context.theme
        var over: [ThemeStyle] = []
        if row.isDone { over.append(theme[.done]) }
        if look.isSelected && !look.isFocused { over.append(theme[.selection]) }
        if look.isDragged { over.append(ThemeStyle(attributes: .bold)) }
        let rowStyle = over.reduce(CellStyle.plain) { $0.with($1) }
        grid.fill(row: line, column: 0, height: 1, width: width, style: rowStyle)
        let marker = look.isDragged ? "≡" : look.isMarked ? "*" : (look.isSelected ? "›" : " ")
        var column = grid.put(marker + " ", row: line, column: 0, style: rowStyle.adding(look.isMarked ? [.bold] : []))
        let box = column..<(column + 3)
        let parts = RowView.Parts(of: row)
        if look.isFocused {
            column = grid.put(RowView.prefix(of: row, priority: parts.priority), row: line, column: column, style: [.reverse])
        } else {
            column = grid.put(RowView.box(of: row), row: line, column: column, style: rowStyle)
            if let priority = RowView.priority(parts.priority) {
                let role = RowView.role(ofPriority: parts.priority).map { theme[$0] } ?? ThemeStyle()
                column = grid.put(priority, row: line, column: column, style: over.reduce(CellStyle.plain.with(role)) { $0.with($1) })
                column = grid.put(" ", row: line, column: column, style: rowStyle)
            }
        }

        let textWidth = RowView.textWidth(of: row, width: width, parts: parts)
        var cursor: CursorPosition?
        var text = ScreenMap.TextSpot(column: column, first: 0)
        var lines = 1
        if look.isFocused {
            let window = RowView.window(row.text, cursor: row.cursor, width: textWidth)
            grid.put(window.shown, row: line, column: column, width: textWidth, style: [.underline])
            cursor = CursorPosition(row: line, column: column + window.cursorColumn)
            text.first = window.start
        } else if row.isExpanded {
            let textLines = RowView.textLines(of: row, theme: theme, over: over, width: width, maxLines: maxLines)
            for (index, shown) in textLines.enumerated() {
                if index > 0 { grid.fill(row: line + index, column: 0, height: 1, width: width, style: rowStyle) }
                grid.put(shown, row: line + index, column: column, width: textWidth)
            }
            lines = max(1, textLines.count)
        } else {
            let shown = RowText.clusters(row.text, theme: theme, base: .plain, over: over, columns: textWidth)
            grid.put(shown.truncated(toWidth: textWidth, base: rowStyle), row: line, column: column, width: textWidth)
        }
        let suffix = RowView.styledSuffix(of: row, parts: parts.suffix, context: context, over: over)
        let suffixWidth = suffix.isEmpty ? 0 : suffix.reduce(0) { $0 + $1.cluster.width } + 3
        if suffixWidth > 0, width - suffixWidth + 2 > column {
            grid.put(suffix, row: line, column: width - suffixWidth + 2, width: suffixWidth - 3)
        }
        return (cursor, lines, box, text)
    }
}
