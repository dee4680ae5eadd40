import Features

/// The editor, as a centred sheet over the list.
enum EditorSheet {
    /// Draws the sheet (and its confirmation, when up); returns the field cursor.
    static func draw(_ editor: Editor.State, into grid: inout Grid) -> CursorPosition? {
        let size = TerminalSize(rows: grid.rows, columns: grid.columns)
        let frame = PaneLayout.sheet(height: Editor.Field.allCases.count + 5, width: 72, in: size)
        let inner = grid.box(frame, title: "Edit row")
        let labelWidth = 10
        var cursor: CursorPosition?
        for (index, field) in Editor.Field.allCases.enumerated() {
            let line = inner.row + index
            guard line < inner.row + inner.height else { break }
            let isFocused = field == editor.focusedField
            grid.put(padded(field.title + ":", toWidth: labelWidth), row: line, column: inner.column, width: labelWidth,
                     attributes: isFocused ? [.bold] : [])
            let fieldWidth = max(1, inner.width - labelWidth)
            let value = editor.draft[field]
            if isFocused {
                let window = RowLine.window(value, cursor: editor.cursor, width: fieldWidth)
                grid.put(window.shown, row: line, column: inner.column + labelWidth, width: fieldWidth, attributes: [.underline])
                cursor = CursorPosition(row: line, column: inner.column + labelWidth + window.cursorColumn)
            } else {
                grid.put(truncated(value, toWidth: fieldWidth), row: line, column: inner.column + labelWidth, width: fieldWidth)
            }
        }
        let problemLine = inner.row + Editor.Field.allCases.count + 1
        if let problem = editor.problem {
            grid.put(truncated(problem, toWidth: inner.width), row: problemLine, column: inner.column, attributes: [.bold])
        } else if editor.hasUnsavedChanges {
            grid.put("unsaved changes", row: problemLine, column: inner.column, attributes: [.dim])
        }
        grid.put(truncated(KeyHints.editor.text, toWidth: inner.width),
                 row: inner.row + inner.height - 1, column: inner.column, attributes: [.dim])
        if editor.confirm != nil {
            let confirm = PaneLayout.sheet(height: 4, width: 54, in: size)
            let confirmInner = grid.box(confirm, title: "Discard unsaved changes?")
            grid.put(truncated(KeyHints.confirm.text, toWidth: confirmInner.width),
                     row: confirmInner.row + 1, column: confirmInner.column)
            return nil
        }
        return cursor
    }
}

/// The filter popover, anchored under the lens summary in the header.
enum FilterPopover {
    static func draw(_ picker: FilterPicker.State, anchor: CursorPosition, into grid: inout Grid) {
        let size = TerminalSize(rows: grid.rows, columns: grid.columns)
        // "project (•) " before each title, and the two borders.
        let widest = picker.options.map { DisplayWidth.of($0.title) }.max() ?? 10
        let width = min(grid.columns, max(24, widest + 14))
        let height = min(picker.options.count + 2, grid.rows - 1)
        let frame = PaneLayout.popover(height: height, width: width, anchor: anchor, in: size)
        let inner = grid.box(frame, title: "Filter")
        // Scroll the options so the highlighted one shows.
        let first = max(0, picker.highlighted - inner.height + 1)
        for (line, index) in (first..<picker.options.count).enumerated() where line < inner.height {
            let option = picker.options[index]
            let group: String
            switch option {
            case .status: group = "status "
            case .project: group = "project"
            case .context: group = "context"
            }
            let mark = picker.isChosen(option) ? "(•) " : "( ) "
            let text = truncated(group + " " + mark + option.title, toWidth: inner.width)
            grid.put(padded(text, toWidth: inner.width), row: inner.row + line, column: inner.column,
                     attributes: index == picker.highlighted ? [.reverse] : [])
        }
    }
}

