/// A rectangle of cells: what one frame of the screen shows. Views draw into it; the terminal
/// backend copies it to the screen; tests read it back as text with `lines`.
///
/// Invariant: every wide cluster is followed by its continuation cell in the same row, and
/// every continuation cell follows a wide cluster. Writing over either half of a wide cluster
/// blanks the other half.
public struct Grid: Hashable, Sendable {
    /// Number of lines.
    public let rows: Int
    /// Number of cells per line.
    public let columns: Int
    private var cells: [Cell]

    /// A grid of blank cells; negative sizes count as 0.
    /// - Complexity: O(rows × columns).
    public init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
        cells = Array(repeating: .blank, count: self.rows * self.columns)
    }

    /// True when (row, column) lies inside the grid.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }

    /// The cell at (row, column), which must lie inside the grid.
    /// - Complexity: O(1).
    public subscript(row: Int, column: Int) -> Cell {
        precondition(contains(row: row, column: column), "cell (\(row), \(column)) is outside a \(rows)x\(columns) grid")
        return cells[row * columns + column]
    }

    /// Writes one cluster at (row, column), keeping the wide-cluster invariant. A 2-column
    /// cluster that would straddle the right edge is written as a space. Outside the grid it
    /// does nothing. Returns the columns taken (0 when outside).
    /// - Complexity: O(1).
    @discardableResult
    public mutating func set(_ cluster: TerminalCluster, row: Int, column: Int,
                             style: CellStyle = .plain) -> Int {
        guard contains(row: row, column: column) else { return 0 }
        if cluster.width == 2, column + 1 < columns {
            store(Cell(bytes: cluster.bytes, width: 2, style: style), row: row, column: column)
            store(Cell(bytes: ClusterBytes(), width: 0, style: style), row: row, column: column + 1)
            return 2
        }
        let bytes = cluster.width == 2 ? ClusterBytes(ascii: 0x20) : cluster.bytes
        store(Cell(bytes: bytes, width: 1, style: style), row: row, column: column)
        return 1
    }

    /// Stores a cell, first blanking the other half of any wide cluster it overwrites.
    /// (A continuation is only ever stored right after its lead, which already blanked the
    /// old cell under it, so the lead being written is never blanked here.)
    private mutating func store(_ cell: Cell, row: Int, column: Int) {
        let index = row * columns + column
        let oldWidth = cells[index].width
        if oldWidth == 2, column + 1 < columns {
            cells[index + 1] = Cell(bytes: ClusterBytes(ascii: 0x20), width: 1, style: cells[index].style)
        } else if oldWidth == 0, column > 0 {
            cells[index - 1] = Cell(bytes: ClusterBytes(ascii: 0x20), width: 1, style: cells[index - 1].style)
        }
        cells[index] = cell
    }

    /// The grid as plain text, one string per row, each exactly `columns` display columns wide
    /// (continuation cells contribute nothing; their wide cluster already counts 2).
    /// Styles are not shown (``styleLines(_:)`` shows them). Meant for snapshot tests and
    /// `--render`.
    /// - Complexity: O(rows × columns).
    public var lines: [String] {
        (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let cell = cells[row * columns + column]
                if cell.width != 0 { line += cell.text }
            }
            return line
        }
    }

    /// The grid's styles as text, for snapshot tests: one character per column, the one
    /// `legend` gives the cell's style (a wide cluster's continuation repeats its lead's),
    /// `unknown` for a style the legend lacks. Blank plain cells show as spaces unless the
    /// legend names `.plain`.
    /// - Complexity: O(rows × columns).
    public func styleLines(_ legend: [CellStyle: Character], unknown: Character = "?") -> [String] {
        (0..<rows).map { row in
            String((0..<columns).map { column -> Character in
                let cell = cells[row * columns + column]
                if let mark = legend[cell.style] { return mark }
                return cell.style == .plain ? " " : unknown
            })
        }
    }
}
