/// The size of a terminal screen in cells.
public struct TerminalSize: Hashable, Sendable {
    /// Lines, top to bottom.
    public var rows: Int
    /// Cells per line.
    public var columns: Int
    /// A size; nothing is clamped.
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}

/// A cursor position on the screen.
public struct CursorPosition: Hashable, Sendable {
    /// 0-based line.
    public var row: Int
    /// 0-based cell in the line.
    public var column: Int
    /// A position; nothing is clamped.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// Everything one screen update shows: the cells, and where the text cursor blinks (nil hides it).
public struct Frame: Hashable, Sendable {
    /// The cells of the whole screen.
    public var grid: Grid
    /// Where the cursor shows (in a text field); nil hides it.
    public var cursor: CursorPosition?
    /// A frame; the cursor is hidden unless given.
    public init(grid: Grid, cursor: CursorPosition? = nil) {
        self.grid = grid
        self.cursor = cursor
    }
}
