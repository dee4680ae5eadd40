/// The size of a terminal screen in cells.
public struct TerminalSize: Hashable, Sendable {
    public var rows: Int
    public var columns: Int
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}

/// A cursor position on the screen.
public struct CursorPosition: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// Everything one screen update shows: the cells, and where the text cursor blinks (nil hides it).
public struct Frame: Hashable, Sendable {
    public var grid: Grid
    public var cursor: CursorPosition?
    public init(grid: Grid, cursor: CursorPosition? = nil) {
        self.grid = grid
        self.cursor = cursor
    }
}
