/// Which visible rows the list shows: the first one, kept so that the list scrolls only as
/// much as it must to keep the selection on screen. View state, owned by whoever draws.
public struct ListViewport: Equatable, Sendable {
    /// Offset (among visible rows) of the first row drawn.
    public var top: Int

    public init(top: Int = 0) {
        self.top = top
    }

    /// Scrolls the least needed to show the row at `selected` whole, given each row's height
    /// (in lines) and the lines available. O(lines shown), however far the selection jumped.
    public mutating func reveal(_ selected: Int?, rowCount: Int, lines: Int, height: (Int) -> Int) {
        guard rowCount > 0, lines > 0 else {
            top = 0
            return
        }
        top = min(max(top, 0), rowCount - 1)
        guard let selected = selected.map({ min(max($0, 0), rowCount - 1) }) else { return }
        if selected < top {
            top = selected
            return
        }
        // Every row takes at least a line, so rows more than a screen above the selected one
        // cannot share the screen with it: skip them without measuring (a jump to a far row).
        top = max(top, selected - (lines - 1))
        // Move the top down until the selected row's last line fits.
        var used = 0
        for offset in top...selected { used += height(offset) }
        while used > lines, top < selected {
            used -= height(top)
            top += 1
        }
        // Pull the top up when the list ends before the screen does (after deletes).
        while top > 0 {
            var fill = 0
            for offset in (top - 1)..<rowCount {
                fill += height(offset)
                if fill > lines { break }
            }
            guard fill <= lines else { break }
            top -= 1
        }
    }
}
