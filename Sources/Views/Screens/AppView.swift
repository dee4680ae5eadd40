import Features

/// The whole screen, as a pure function of the state and the terminal size: the list with its
/// header, status line and hint bar, and whatever the destination slot presents drawn over it.
///
/// Only visible rows that fit on screen are formatted: a frame costs O(screen), never O(rows).
public enum AppView {
    /// Below this, the screen shows a notice instead of the app.
    public static let minimumSize = TerminalSize(rows: 6, columns: 30)

    /// Renders one frame. `viewport` carries the list's scroll position between frames;
    /// `context` gives the theme and today.
    public static func render(_ state: TodoList.State, size: TerminalSize, viewport: inout ListViewport,
                              title: String = "Lista", context: ViewContext = ViewContext()) -> Frame {
        var map = ScreenMap()
        return render(state, size: size, viewport: &viewport, map: &map, title: title, context: context)
    }

    /// Renders one frame and says in `map` (replaced) what each part of it is, for the mouse.
    public static func render(_ state: TodoList.State, size: TerminalSize, viewport: inout ListViewport,
                              map: inout ScreenMap, title: String = "Lista", context: ViewContext = ViewContext()) -> Frame {
        map = ScreenMap()
        guard Grid.fits(size, minimum: minimumSize) else {
            return Frame(grid: .tooSmallNotice(size: size, minimum: minimumSize))
        }
        var grid = Grid(rows: size.rows, columns: size.columns)
        let mode = AppMode(state)

        switch state.destination {
        case let .help(help)?:
            HelpView.draw(help, theme: context.theme, into: &grid)
            map.overlay = .cover
        case let .messages(page)?:
            MessagesPageView.draw(page, theme: context.theme, into: &grid)
            map.overlay = .cover
        case let .detail(detail)?:
            map.overlay = .page(back: DetailView.draw(detail, rows: state.rows, theme: context.theme, into: &grid))
            drawHint(mode: mode, into: &grid)
        case let .archive(page)?:
            map.overlay = .page(back: ArchivePageView.draw(page, theme: context.theme, into: &grid))
            drawHint(mode: mode, into: &grid)
        case .editor?, .filter?, .lists?, nil:
            // Drawn over the list, below.
            break
        }
        // A cover or a page takes the list's place: no list under it, no cursor.
        if map.overlay != nil { return Frame(grid: grid) }

        let lens = Header.draw(state, title: title, context: context, into: &grid)
        map.lens = lens
        let lensColumn = lens.lowerBound
        var cursor = TodoListView.draw(state, area: Rect(row: 1, column: 0, height: size.rows - 3, width: size.columns),
                                   context: context, viewport: &viewport, map: &map, into: &grid)
        if let statusCursor = StatusLine.draw(state, row: size.rows - 2, theme: context.theme, into: &grid) {
            cursor = statusCursor
        }
        drawHint(mode: mode, into: &grid)

        switch state.destination {
        case let .editor(editor)?:
            let drawn = EditorView.draw(editor, theme: context.theme, into: &grid)
            cursor = drawn.cursor
            map.overlay = drawn.overlay
        case let .filter(picker)?:
            map.overlay = FilterPickerView.draw(picker, anchor: CursorPosition(row: 0, column: lensColumn), theme: context.theme, into: &grid)
            cursor = nil
        case let .lists(picker)?:
            map.overlay = ListPickerView.draw(picker, anchor: CursorPosition(row: 0, column: 1), theme: context.theme, into: &grid)
            cursor = nil
        case .help?, .messages?, .detail?, .archive?, nil:
            // Covers and pages returned above; nil shows the list alone.
            break
        }
        return Frame(grid: grid, cursor: cursor)
    }

    /// The one-line hint for `mode`, from the key map, on the last line.
    static func drawHint(mode: AppMode, into grid: inout Grid) {
        let row = grid.rows - 1
        grid.fill(row: row, column: 0, height: 1, width: grid.columns)
        grid.put(AppKeymap.active.hint(in: mode, width: grid.columns - 1), row: row, column: 0, style: [.dim])
    }
}

/// The top line: the name, the lens, the counts.
enum Header {
    /// Draws it and returns the columns of the lens summary (it starts at the filter popover's
    /// anchor).
    static func draw(_ state: TodoList.State, title: String, context: ViewContext, into grid: inout Grid) -> Range<Int> {
        let style = CellStyle.plain.with(context.theme[.header])
        grid.fill(row: 0, column: 0, height: 1, width: grid.columns, style: style)
        let afterTitle = grid.put(" " + title + " ", row: 0, column: 0, style: style.adding(.bold))
        let lensColumn = afterTitle + 1
        let counts = context.wholeFileCounts ?? state.counts
        var right = "\(CountText.grouped(counts.pending)) pending · \(CountText.grouped(counts.done)) done "
        if counts.future > 0 { right += "· \(CountText.grouped(counts.future)) future " }
        if counts.hidden > 0 { right += "· \(CountText.grouped(counts.hidden)) hidden " }
        let rightWidth = DisplayWidth.of(right)
        let lensWidth = max(0, grid.columns - lensColumn - rightWidth - 1)
        var lens = state.lens.summary
        if state.isSearching {
            // A lens without a search (a status over every row, say) is filtered in the same slices.
            lens += " · \(state.lens.search.isEmpty ? "filtering" : "searching") \(Int(state.memo.progress * 100))%"
        }
        if state.isSorting { lens += " · sorting…" }
        let lensEnd = grid.put(truncated(lens, toWidth: lensWidth), row: 0, column: lensColumn, width: lensWidth, style: style)
        if grid.columns - rightWidth > lensColumn {
            grid.put(right, row: 0, column: grid.columns - rightWidth, style: style)
        }
        return lensColumn..<max(lensColumn, lensEnd)
    }
}
