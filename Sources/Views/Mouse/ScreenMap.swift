import Features

/// What each part of a drawn frame is, for the mouse: filled in while the frame is drawn, so a
/// click means what the person saw, and screen cells become row ids, fields and options here,
/// before any action is sent.
public struct ScreenMap: Equatable, Sendable {
    /// A row as drawn in the list.
    public struct RowSpot: Equatable, Sendable {
        /// The lines it takes (its line, and its details when expanded).
        public var lines: Range<Int>
        public var id: String
        /// Its offset in the order shown (``ShownRows``).
        public var shownOffset: Int
        /// The columns of its box, `[ ]`.
        public var box: Range<Int>
        /// Where its text starts on screen, from its grapheme ``TextSpot/first``.
        public var text: TextSpot
    }

    /// Where a one-line text is drawn: its first column, and the grapheme shown there.
    public struct TextSpot: Equatable, Sendable {
        public var column: Int
        public var first: Int
    }

    /// An editor field's line.
    public struct FieldSpot: Equatable, Sendable {
        public var line: Int
        public var field: Editor.Field
        public var text: TextSpot
    }

    /// A popover option's line, and which option it shows.
    public struct OptionSpot: Equatable, Sendable {
        public var line: Int
        public var index: Int
    }

    /// What is drawn over the list.
    public enum Overlay: Equatable, Sendable {
        /// The editor sheet, with its fields.
        case sheet(Rect, fields: [FieldSpot])
        /// The editor's "discard?" box.
        case confirm(Rect)
        /// The filter popover, with the option index on each line.
        case popover(Rect, options: [OptionSpot])
        /// The help cover (the whole screen).
        case cover
        /// The detail page, with its back marker's columns on the top line.
        case page(back: Range<Int>)
    }

    /// The lines the list's rows take, when the list is drawn.
    public var list: Rect?
    /// The rows drawn, top to bottom.
    public var rows: [RowSpot] = []
    /// The top line's lens summary (clicking it cycles the status filter).
    public var lens: Range<Int>?
    public var overlay: Overlay?
    /// The scroll position the frame was drawn with.
    public var top = 0

    /// An empty map: nothing on screen answers the mouse.
    public init() {}

    /// The row drawn on `line`, if any. O(rows on screen).
    public func row(onLine line: Int) -> RowSpot? {
        rows.first { $0.lines.contains(line) }
    }
}

extension ScreenMap.TextSpot {
    /// The grapheme offset in `text` that a click at `column` lands before: the grapheme drawn
    /// in that cell (either cell of a wide one), or the end when the click is past the text.
    /// Widths are the ones drawing uses. O(graphemes up to the click).
    public func grapheme(in text: String, atColumn clicked: Int) -> Int {
        var offset = 0
        var column = self.column
        for character in text {
            defer { offset += 1 }
            guard offset >= first else { continue }
            let width = RowView.columns(of: character)
            if clicked < column + max(width, 1), width > 0 { return offset }
            column += width
        }
        return offset
    }
}
