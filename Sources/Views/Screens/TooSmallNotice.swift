extension Grid {
    /// The frame shown instead of the app when the terminal is smaller than `minimum`: a
    /// centred notice saying so and the size needed, cut to whatever fits (down to 1x1, or
    /// nothing at 0x0). Every line is exactly `size.columns` wide.
    /// - Complexity: O(rows × columns).
    public static func tooSmallNotice(size: TerminalSize, minimum: TerminalSize) -> Grid {
        var grid = Grid(rows: size.rows, columns: size.columns)
        let lines = [
            "Terminal too small",
            "\(size.columns)x\(size.rows), needs \(minimum.columns)x\(minimum.rows)",
        ].prefix(max(0, size.rows))
        let top = (size.rows - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let text = truncated(line, toWidth: size.columns)
            let left = (size.columns - DisplayWidth.of(text)) / 2
            grid.put(text, row: top + index, column: left, style: index == 0 ? [.bold] : .plain)
        }
        return grid
    }

    /// True when `size` is at least `minimum` in both directions.
    public static func fits(_ size: TerminalSize, minimum: TerminalSize) -> Bool {
        size.rows >= minimum.rows && size.columns >= minimum.columns
    }
}
