import Features

/// The messages page: every recent status message whole, wrapped to the width, newest at the
/// bottom (as vim's `:messages` shows them).
enum MessagesPageView {
    /// The page's lines at `width` columns: each message wrapped, oldest first.
    /// - Complexity: O(the messages' length).
    static func lines(_ page: MessagesPage.State, width: Int) -> [String] {
        guard !page.messages.isEmpty else { return ["No messages yet."] }
        return page.messages.flatMap { message in
            wrapped(TerminalClusters(message.shown()), width: width, width: \.width, isSpace: \.bytes.isSpace)
                .map { $0.map(\.text).joined() }
        }
    }

    static func draw(_ page: MessagesPage.State, theme: Theme, into grid: inout Grid) {
        let inner = grid.box(Rect(row: 0, column: 0, height: grid.rows, width: grid.columns), title: "Lista — messages",
                             style: CellStyle.plain.with(theme[.overlay]))
        let all = lines(page, width: inner.width)
        let shown = max(0, inner.height - 1)
        let bottom = max(0, all.count - shown)
        let top = max(0, bottom - page.scrollBack)
        for (line, text) in all.dropFirst(top).prefix(shown).enumerated() {
            grid.put(truncated(text, toWidth: inner.width), row: inner.row + line, column: inner.column)
        }
        grid.put(truncated(KeyHints.messages.text, toWidth: inner.width),
                 row: inner.row + inner.height - 1, column: inner.column, style: [.dim])
    }
}
