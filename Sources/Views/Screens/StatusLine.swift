import Features

/// The line above the hint: the search field, the hidden focused row's field, or a message.
enum StatusLine {
    /// Returns where the cursor goes when a field is drawn here.
    static func draw(_ state: TodoList.State, row: Int, theme: Theme, into grid: inout Grid) -> CursorPosition? {
        let messageStyle = CellStyle.plain.with(theme[.status])
        grid.fill(row: row, column: 0, height: 1, width: grid.columns)
        /// A text field after its bold label, the part around the cursor shown; returns where
        /// the cursor goes.
        func field(_ label: String, _ text: String, cursor: Int, style: CellStyle) -> CursorPosition {
            let start = grid.put(label, row: row, column: 0, style: [.bold])
            let window = RowView.window(text, cursor: cursor, width: max(1, grid.columns - start))
            grid.put(window.shown, row: row, column: start, width: grid.columns - start, style: style)
            return CursorPosition(row: row, column: min(grid.columns - 1, start + window.cursorColumn))
        }
        if let search = state.searchField { return field("Search: ", search.text, cursor: search.cursor, style: .plain) }
        if state.isFocusHidden, let focus = state.focus, let focused = state.rows[id: focus] {
            return field("Editing a row the filter hides: ", focused.text, cursor: focused.cursor, style: [.underline])
        }
        if let message = state.message, !message.text.isEmpty {
            // A message cut to the width says where it can be read whole (that hint is made
            // only for a message that is cut: most fit, and every frame draws the line).
            grid.put(truncated(message.shown(), toWidth: grid.columns, ellipsis: "… (\(KeyHints.allMessages.text))"),
                     row: row, column: 0, style: messageStyle)
        } else if let failure = state.persistence.failure {
            grid.put(truncated("Not saved: \(failure)", toWidth: grid.columns), row: row, column: 0, style: messageStyle)
        } else if !state.marks.isEmpty {
            grid.put("\(CountText.grouped(state.marks.count)) marked — \(KeyHints.marks.text)", row: row, column: 0)
        }
        return nil
    }
}
