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
        // Neighbouring cells mostly share a style: the styles drawn are kept at hand, which
        // spares hashing the style for nearly every cell (measured: a third of a first frame's
        // drawing was that hashing).
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

    /// The styles this frame has drawn so far, each as the blank cell ncurses holds for it,
    /// and which of them the last cell had. A frame has a few styles, so a linear search
    /// finds one sooner than hashing it (measured at 50 rows: 104 hashed lookups of about
    /// 1,100 instructions each); neighbouring cells mostly share the last one.
    private struct StyleMemo {
        var styles: [CellStyle] = []
        var blanks: [cchar_t] = []
        var last = -1

        /// The index of `style`, nil when this frame has not drawn it yet. O(styles).
        mutating func index(of style: CellStyle) -> Int? {
            if last >= 0, styles[last] == style { return last }
            guard let found = styles.firstIndex(of: style) else { return nil }
            last = found
            return found
        }

        mutating func append(_ style: CellStyle, blank: cchar_t) {
            styles.append(style)
            blanks.append(blank)
            last = styles.count - 1
        }
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

    /// `cell` as ncurses holds it. A cell of one scalar is its style's blank with that scalar in
    /// place of the space, which is what `setcchar` makes of it (the other characters stay 0);
    /// only a cell with combining scalars goes through `setcchar` (a call per cell was 75
    /// instructions of it). The pair goes through `setcchar`'s extended-pair argument, so pair
    /// numbers above 32767 work.
    private func curses(_ cell: Cell, styles: inout StyleMemo) -> cchar_t {
        let index = styles.index(of: cell.style) ?? {
            let drawn = curses(cell.style)
            styles.append(cell.style, blank: Self.complex([0x20], attributes: drawn.attributes, pair: drawn.pair))
            return styles.last
        }()
        guard cell.bytes.count > 0 else { return styles.blanks[index] }
        if let only = cell.bytes.onlyScalar {
            var complex = styles.blanks[index]
            complex.chars.0 = wchar_t(bitPattern: only.value)
            return complex
        }
        let characters = cell.bytes.scalars.prefix(Cell.maxCombiningScalars + 1).map { wchar_t(bitPattern: $0.value) }
        let drawn = curses(cell.style)
        return Self.complex(characters, attributes: drawn.attributes, pair: drawn.pair)
    }

    /// `characters` (a base and its combining scalars) drawn with `attributes` and `pair`,
    /// made with `setcchar`.
    private static func complex(_ characters: [wchar_t], attributes: attr_t, pair: Int32) -> cchar_t {
        var complex = cchar_t()
        var pair = pair
        _ = (characters + [0]).withUnsafeBufferPointer { setcchar(&complex, $0.baseAddress, attributes, 0, &pair) }
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
