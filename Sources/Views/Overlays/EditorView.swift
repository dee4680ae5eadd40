import Features
import Storage

/// The editor, as a centred sheet over the list.
enum EditorView {
    /// Draws the sheet (and its confirmation, when up); returns the field cursor, and where the
    /// sheet and its fields (or the confirmation) are.
    static func draw(_ editor: Editor.State, theme: Theme, into grid: inout Grid) -> (cursor: CursorPosition?, overlay: ScreenMap.Overlay) {
        let overlay = CellStyle.plain.with(theme[.overlay])
        let size = TerminalSize(rows: grid.rows, columns: grid.columns)
        let frame = PaneLayout.sheet(height: Editor.Field.allCases.count + 5, width: 72, in: size)
        let inner = grid.box(frame, title: "Edit row", style: overlay)
        let labelWidth = 10
        var cursor: CursorPosition?
        var fields: [ScreenMap.FieldSpot] = []
        for (index, field) in Editor.Field.allCases.enumerated() {
            let line = inner.row + index
            guard line < inner.row + inner.height else { break }
            let isFocused = field == editor.focusedField
            grid.put(padded(field.title + ":", toWidth: labelWidth), row: line, column: inner.column, width: labelWidth,
                     style: isFocused ? [.bold] : .plain)
            let fieldWidth = max(1, inner.width - labelWidth)
            let value = editor.draft[field]
            var text = ScreenMap.TextSpot(column: inner.column + labelWidth, first: 0)
            if isFocused {
                let window = RowView.window(value, cursor: editor.cursor, width: fieldWidth)
                grid.put(window.shown, row: line, column: inner.column + labelWidth, width: fieldWidth, style: [.underline])
                cursor = CursorPosition(row: line, column: inner.column + labelWidth + window.cursorColumn)
                text.first = window.start
            } else {
                grid.put(truncated(value, toWidth: fieldWidth), row: line, column: inner.column + labelWidth, width: fieldWidth)
            }
            fields.append(ScreenMap.FieldSpot(line: line, field: field, text: text))
            // A date typed as words shows the date it becomes, at the field's end, as you type.
            if field == .due, case let .success(date)? = editor.dueDate, date.description != value.trimmingHorizontalSpace() {
                let note = "→ \(date)"
                let column = inner.column + inner.width - note.count - 1
                if column > inner.column + labelWidth + DisplayWidth.of(value) { grid.put(note, row: line, column: column, style: [.dim]) }
            }
        }
        let problemLine = inner.row + Editor.Field.allCases.count + 1
        if let problem = editor.problem {
            grid.put(truncated(problem, toWidth: inner.width), row: problemLine, column: inner.column, style: [.bold])
        } else if editor.hasUnsavedChanges {
            grid.put("unsaved changes", row: problemLine, column: inner.column, style: [.dim])
        }
        grid.put(truncated(KeyHints.editor.text, toWidth: inner.width),
                 row: inner.row + inner.height - 1, column: inner.column, style: [.dim])
        if editor.confirm != nil {
            let confirm = PaneLayout.sheet(height: 4, width: 54, in: size)
            let confirmInner = grid.box(confirm, title: "Discard unsaved changes?", style: overlay)
            grid.put(truncated(KeyHints.confirm.text, toWidth: confirmInner.width),
                     row: confirmInner.row + 1, column: confirmInner.column)
            return (nil, .confirm(confirm))
        }
        return (cursor, .sheet(frame, fields: fields))
    }
}
