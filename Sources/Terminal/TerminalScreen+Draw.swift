import CNcurses
import Views

extension TerminalScreen {
    /// Shows `frame`: writes its cells into ncurses' window and lets ncurses send only what
    /// changed on the terminal (never `clear()`). Cells equal to the previous frame's are not
    /// even rewritten. Parts of the screen outside the grid are blanked; parts of the grid
    /// outside the screen are dropped. The cursor is placed, or hidden when `frame.cursor`
    /// is nil or off screen.
    /// - Complexity: O(rows × columns) cell comparisons, plus ncurses' diff.
    public func draw(_ frame: Frame) {
        write(frame.grid)
        let screenSize = size
        if let cursor = frame.cursor, cursor.row >= 0, cursor.row < screenSize.rows,
           cursor.column >= 0, cursor.column < screenSize.columns {
            wmove(window, Int32(cursor.row), Int32(cursor.column))
            setCursorVisible(true)
        } else {
            setCursorVisible(false)
        }
        wnoutrefresh(window)
        doupdate()
    }

    private func write(_ grid: Grid) {
        let screenSize = size
        let previous = takeLastGrid(replacingWith: grid)
        let comparable = previous.flatMap { $0.rows == grid.rows && $0.columns == grid.columns ? $0 : nil }
        for row in 0..<screenSize.rows {
            for column in 0..<screenSize.columns {
                guard row < grid.rows, column < grid.columns else {
                    if comparable == nil { put(Cell.blank, row: row, column: column) }
                    continue
                }
                let cell = grid[row, column]
                if cell.isContinuation { continue }
                if let comparable, comparable[row, column] == cell { continue }
                put(cell, row: row, column: column)
            }
        }
    }

    /// Writes one cell with `setcchar` + `mvwadd_wch` (ncurses marks the continuation of a
    /// wide character itself).
    private func put(_ cell: Cell, row: Int, column: Int) {
        var characters = cell.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        if characters.isEmpty { characters = [0x20] }
        characters.append(0)
        var complex = cchar_t()
        let pair = Int16(cell.color.rawValue)
        _ = characters.withUnsafeBufferPointer { setcchar(&complex, $0.baseAddress, Self.curses(cell.attributes), pair, nil) }
        mvwadd_wch(window, Int32(row), Int32(column), &complex)
    }

    private static func curses(_ attributes: CellAttributes) -> attr_t {
        var value: attr_t = 0
        if attributes.contains(.bold) { value |= lista_a_bold() }
        if attributes.contains(.reverse) { value |= lista_a_reverse() }
        if attributes.contains(.dim) { value |= lista_a_dim() }
        if attributes.contains(.underline) { value |= lista_a_underline() }
        return value
    }
}
