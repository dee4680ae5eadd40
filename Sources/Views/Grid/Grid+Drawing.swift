/// Drawing helpers. All text goes through `sanitizedForDisplay(_:)`; everything is clipped to
/// the grid, so callers may draw partly outside it.
extension Grid {
    /// Writes `text` from (row, column), at most `width` columns (default: to the right edge),
    /// without wrapping. A wide character that does not fit in what is left is drawn as a space.
    /// Returns the column after the last one written.
    /// - Complexity: O(n) in the scalars of `text` (stops at the clip width).
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, width: Int? = nil,
                             style: CellStyle = .plain) -> Int {
        let limit = width.map { min(columns, column + $0) } ?? columns
        var x = column
        guard row >= 0, row < rows else { return x }
        for cluster in TerminalClusters(text) {
            if x >= limit { break }
            if x < 0 {
                // Clipped on the left: a wide cluster half inside shows as a space.
                if x + cluster.width > 0 { set(.space, row: row, column: 0, style: style) }
                x += cluster.width
                continue
            }
            if cluster.width == 2, x + 1 >= limit {
                set(.space, row: row, column: x, style: style)
                x += 1
                break
            }
            x += set(cluster, row: row, column: x, style: style)
        }
        return x
    }

    /// `text` on the middle line of `area`, centred, truncated to its width (a notice where
    /// there is nothing else to show). O(text).
    mutating func putCentered(_ text: String, in area: Rect, style: CellStyle) {
        let shown = truncated(text, toWidth: area.width)
        put(shown, row: area.row + area.height / 2, column: area.column + max(0, (area.width - DisplayWidth.of(shown)) / 2),
            style: style)
    }

    /// Fills a rectangle with one 1-column character (a space by default), clipped to the grid.
    /// - Complexity: O(height × width).
    public mutating func fill(row: Int, column: Int, height: Int, width: Int, with character: Character = " ",
                              style: CellStyle = .plain) {
        var cluster = TerminalClusters(String(character)).first { _ in true } ?? .space
        if cluster.width != 1 { cluster = .space }
        let top = max(0, row), bottom = min(rows, row + max(0, height))
        let left = max(0, column), right = min(columns, column + max(0, width))
        guard top < bottom, left < right else { return }
        let columnRange = left..<right
        for y in top..<bottom {
            for x in columnRange { set(cluster, row: y, column: x, style: style) }
        }
    }

    /// Draws a box with light box-drawing lines (┌─┐│└┘) around `rect` and clears its inside;
    /// an optional title sits in the top border, truncated to fit. Boxes smaller than 2x2 draw
    /// nothing. Returns the inner rectangle, where the pane's content goes.
    /// - Complexity: O(height × width).
    @discardableResult
    public mutating func box(_ rect: Rect, title: String? = nil,
                             style: CellStyle = .plain) -> Rect {
        let inner = rect.inset(by: 1)
        guard rect.height >= 2, rect.width >= 2 else { return inner }
        fill(row: inner.row, column: inner.column, height: inner.height, width: inner.width)
        let bottom = rect.row + rect.height - 1
        let right = rect.column + rect.width - 1
        for x in (rect.column + 1)..<right {
            put("─", row: rect.row, column: x, style: style)
            put("─", row: bottom, column: x, style: style)
        }
        for y in (rect.row + 1)..<bottom {
            put("│", row: y, column: rect.column, style: style)
            put("│", row: y, column: right, style: style)
        }
        put("┌", row: rect.row, column: rect.column, style: style)
        put("┐", row: rect.row, column: right, style: style)
        put("└", row: bottom, column: rect.column, style: style)
        put("┘", row: bottom, column: right, style: style)
        if let title, rect.width > 4 {
            let label = " " + truncated(title, toWidth: rect.width - 4) + " "
            put(label, row: rect.row, column: rect.column + 1, width: rect.width - 2,
                style: style.adding(.bold))
        }
        return inner
    }
}
