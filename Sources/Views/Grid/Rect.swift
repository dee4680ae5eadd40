/// A rectangle of cells on the screen, for panes and boxes.
public struct Rect: Hashable, Sendable {
    /// Top line.
    public var row: Int
    /// Leftmost cell.
    public var column: Int
    /// Lines, never negative.
    public var height: Int
    /// Cells per line, never negative.
    public var width: Int

    /// A rectangle; negative sizes count as 0.
    public init(row: Int, column: Int, height: Int, width: Int) {
        self.row = row
        self.column = column
        self.height = max(0, height)
        self.width = max(0, width)
    }

    /// The rectangle shrunk by `amount` cells on every side.
    public func inset(by amount: Int) -> Rect {
        Rect(row: row + amount, column: column + amount, height: height - 2 * amount, width: width - 2 * amount)
    }

    /// True when the rectangle has no cells.
    public var isEmpty: Bool { height == 0 || width == 0 }

    /// Whether the cell at `position` is inside.
    public func contains(_ position: CursorPosition) -> Bool {
        (row..<(row + height)).contains(position.row) && (column..<(column + width)).contains(position.column)
    }
}

/// Where overlays go. Pure geometry: a pane is drawn over the list with `Grid.box`, and the
/// list underneath is drawn unchanged every frame, so closing the pane brings it back as it was.
public enum PaneLayout {
    /// A sheet: centred on the screen, at most `height` x `width`, shrunk to fit the screen.
    public static func sheet(height: Int, width: Int, in size: TerminalSize) -> Rect {
        let h = max(0, min(height, size.rows))
        let w = max(0, min(width, size.columns))
        return Rect(row: (size.rows - h) / 2, column: (size.columns - w) / 2, height: h, width: w)
    }

    /// A popover: a small box just below `anchor` (the row that opened it), or just above when
    /// it does not fit below, starting at the anchor's column but shifted left to stay on
    /// screen. Shrinks to fit the screen; never covers the anchor row when avoidable.
    public static func popover(height: Int, width: Int, anchor: CursorPosition, in size: TerminalSize) -> Rect {
        let h = max(0, min(height, size.rows))
        let w = max(0, min(width, size.columns))
        let below = anchor.row + 1
        let above = anchor.row - h
        let row = below + h <= size.rows ? below : (above >= 0 ? above : max(0, size.rows - h))
        let column = max(0, min(anchor.column, size.columns - w))
        return Rect(row: row, column: column, height: h, width: w)
    }
}
