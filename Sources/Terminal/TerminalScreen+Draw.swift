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
        // Neighbouring cells mostly share a style: the last one's curses form is kept at hand,
        // which spares hashing the style for nearly every cell (measured: a third of a first
        // frame's drawing was that hashing).
        var styles = StyleMemo()
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: max(screenSize.columns, 1)) { buffer in
            var run = CellRun(buffer: buffer)
            for row in 0..<screenSize.rows {
                for column in 0..<screenSize.columns {
                    guard row < grid.rows, column < grid.columns else {
                        if comparable == nil { add(Cell.blank, row: row, column: column, to: &run, styles: &styles) }
                        continue
                    }
                    let cell = grid[row, column]
                    if cell.isContinuation { continue }
                    if let comparable, comparable[row, column] == cell {
                        flush(&run)
                        continue
                    }
                    add(cell, row: row, column: column, to: &run, styles: &styles)
                }
                flush(&run)
            }
        }
    }

    /// The last style drawn and the attributes and pair it became.
    private struct StyleMemo {
        var style: CellStyle?
        var drawn: (attributes: attr_t, pair: Int32) = (0, 0)
    }

    /// Neighbouring one-column cells of a row, waiting to be written with one
    /// `wadd_wchnstr` (per cell, `mvwadd_wch` took most of a frame's drawing).
    private struct CellRun {
        let buffer: UnsafeMutableBufferPointer<cchar_t>
        var row = 0
        var column = 0
        var count = 0
    }

    /// Adds `cell` at (row, column) to `run`, writing the run first when the cell does not
    /// continue it. A two-column cell is written on its own, so a run only ever holds cells
    /// that take one column each, and ncurses places each where the grid has it.
    private func add(_ cell: Cell, row: Int, column: Int, to run: inout CellRun, styles: inout StyleMemo) {
        if run.count > 0, run.row != row || run.column + run.count != column { flush(&run) }
        if run.count == 0 {
            run.row = row
            run.column = column
        }
        run.buffer[run.count] = curses(cell, styles: &styles)
        run.count += 1
        if cell.width != 1 { flush(&run) }
    }

    /// Writes the cells of `run` into ncurses' window at its place (ncurses marks the
    /// continuation of a wide character itself), and empties it.
    private func flush(_ run: inout CellRun) {
        guard run.count > 0 else { return }
        wmove(window, Int32(run.row), Int32(run.column))
        _ = wadd_wchnstr(window, run.buffer.baseAddress, Int32(run.count))
        run.count = 0
    }

    /// `cell` as ncurses holds it, made with `setcchar`. The pair goes through `setcchar`'s
    /// extended-pair argument, so pair numbers above 32767 work. The cell's scalars are passed
    /// from the stack: a cell holds at most 1 + ``Cell/maxCombiningScalars`` of them.
    private func curses(_ cell: Cell, styles: inout StyleMemo) -> cchar_t {
        if styles.style != cell.style {
            styles.drawn = curses(cell.style)
            styles.style = cell.style
        }
        var pair = styles.drawn.pair
        let attributes = styles.drawn.attributes
        var complex = cchar_t()
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: Cell.maxCombiningScalars + 2) { characters in
            var count = 0
            for scalar in cell.text.unicodeScalars where count <= Cell.maxCombiningScalars {
                characters[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            if count == 0 {
                characters[0] = 0x20
                count = 1
            }
            characters[count] = 0
            _ = setcchar(&complex, characters.baseAddress, attributes, 0, &pair)
        }
        return complex
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
