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
    /// wide character itself). The pair goes through `setcchar`'s extended-pair argument, so
    /// pair numbers above 32767 work.
    private func put(_ cell: Cell, row: Int, column: Int) {
        var characters = cell.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        if characters.isEmpty { characters = [0x20] }
        characters.append(0)
        var complex = cchar_t()
        let drawn = curses(cell.style)
        var pair = drawn.pair
        _ = characters.withUnsafeBufferPointer { setcchar(&complex, $0.baseAddress, drawn.attributes, 0, &pair) }
        mvwadd_wch(window, Int32(row), Int32(column), &complex)
    }

    /// Each cell attribute and the curses attribute that draws it.
    static let attributeBits: [(CellAttributes, attr_t)] = [
        (.bold, lista_a_bold()), (.reverse, lista_a_reverse()), (.dim, lista_a_dim()),
        (.underline, lista_a_underline()), (.italic, lista_a_italic()),
    ]

    /// The attributes and colour pair `style` is drawn with on this terminal: its colours
    /// reduced to what the terminal has (none under NO_COLOR), the pair allocated on first use.
    /// - Complexity: O(1) once a style has been drawn.
    private func curses(_ style: CellStyle) -> (attributes: attr_t, pair: Int32) {
        if let known = drawnStyles[style] { return known }
        var value: attr_t = 0
        for (attribute, bit) in Self.attributeBits where style.attributes.contains(attribute) { value |= bit }
        var pair: Int32 = 0
        if colorDepth != .none {
            let key = ColorPairs.Key(
                foreground: ColorSupport.number(style.foreground, depth: colorDepth, defaultColors: defaultColors, isBackground: false),
                background: ColorSupport.number(style.background, depth: colorDepth, defaultColors: defaultColors, isBackground: true))
            pair = colorPairs.pair(for: key) { pair, key in _ = init_extended_pair(pair, key.foreground, key.background) }
        }
        drawnStyles[style] = (value, pair)
        return (value, pair)
    }
}
