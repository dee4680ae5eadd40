import Features

/// The line above the hint: the search field, the hidden focused row's field, or a message.
enum StatusLine {
    /// Returns where the cursor goes when a field is drawn here.
    static func draw(_ state: TodoList.State, row: Int, theme: Theme, into grid: inout Grid) -> CursorPosition? {
        let messageStyle = CellStyle.plain.with(theme[.status])
        grid.fill(row: row, column: 0, height: 1, width: grid.columns)
        if let search = state.searchField {
            let label = "Search: "
            let start = grid.put(label, row: row, column: 0, style: [.bold])
            let window = RowView.window(search.text, cursor: search.cursor, width: grid.columns - start)
            grid.put(window.shown, row: row, column: start, width: grid.columns - start)
            return CursorPosition(row: row, column: start + window.cursorColumn)
        }
        if state.isFocusHidden, let focus = state.focus, let focused = state.rows[id: focus] {
            let label = "Editing a row the filter hides: "
            let start = grid.put(label, row: row, column: 0, style: [.bold])
            let window = RowView.window(focused.text, cursor: focused.cursor, width: max(1, grid.columns - start))
            grid.put(window.shown, row: row, column: start, width: grid.columns - start, style: [.underline])
            return CursorPosition(row: row, column: min(grid.columns - 1, start + window.cursorColumn))
        }
        if let message = state.message, !message.text.isEmpty {
            grid.put(truncated(message.shown(), toWidth: grid.columns), row: row, column: 0, style: messageStyle)
        } else if let failure = state.persistence.failure {
            grid.put(truncated("Not saved: \(failure)", toWidth: grid.columns), row: row, column: 0, style: messageStyle)
        } else if !state.marks.isEmpty {
            grid.put("\(CountText.grouped(state.marks.count)) marked — \(KeyHints.marks.text)", row: row, column: 0)
        }
        return nil
    }
}
