/// Text attributes a cell is drawn with. They combine freely.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Attributes from their bits (see the static members).
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright) text.
    public static let bold = CellAttributes(rawValue: 1 << 0)
    /// Foreground and background swapped: the selection bar.
    public static let reverse = CellAttributes(rawValue: 1 << 1)
    /// Faint text, for secondary information such as done rows.
    public static let dim = CellAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = CellAttributes(rawValue: 1 << 3)
    /// Italic text (where the terminal has it).
    public static let italic = CellAttributes(rawValue: 1 << 4)

    /// Every attribute with the name a config file gives it, in this order.
    public static let named: [(name: String, attribute: CellAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("underline", .underline), ("reverse", .reverse), ("italic", .italic),
    ]
}

/// One terminal column of a `Grid`.
///
/// A cell holds a *terminal cluster*: one scalar that takes 1 or 2 columns followed by at most
/// `Cell.maxCombiningScalars` zero-width scalars (combining marks), which is what a terminal and
/// ncurses put in one cell. The column to the right of a 2-column cluster is a continuation cell
/// (`width == 0`, empty text) that carries the same style.
public struct Cell: Hashable, Sendable {
    /// What is drawn, as UTF-8; empty for a continuation cell. Always safe to send to a terminal.
    public var bytes: ClusterBytes
    /// What is drawn; empty for a continuation cell.
    public var text: String { bytes.string }
    /// Columns taken: 1, 2, or 0 for the continuation of a wide cluster.
    public var width: Int {
        get { Int(storedWidth) }
        set { storedWidth = UInt8(clamping: newValue) }
    }
    // One byte, not an Int: a frame copies every cell, and the style's colours made it larger.
    private var storedWidth: UInt8
    /// How the text is drawn: attributes and colours.
    public var style: CellStyle
    /// The style's attributes.
    public var attributes: CellAttributes { style.attributes }

    /// How many zero-width scalars one cell keeps (ncurses' `CCHARW_MAX` is 5, base included).
    public static let maxCombiningScalars = 4

    /// A blank cell: one space, no attributes, default colours.
    public static let blank = Cell(bytes: ClusterBytes(ascii: 0x20), width: 1)

    /// A cell as given. Grids only store cells made from sanitized `TerminalCluster`s; this
    /// initialiser is for comparing against them in tests.
    public init(text: String, width: Int, style: CellStyle = .plain) {
        self.init(bytes: ClusterBytes(text), width: width, style: style)
    }

    /// A cell of a sanitized cluster's bytes.
    public init(bytes: ClusterBytes, width: Int, style: CellStyle = .plain) {
        self.bytes = bytes
        storedWidth = UInt8(clamping: width)
        self.style = style
    }

    /// True for the right half of a 2-column cluster.
    public var isContinuation: Bool { width == 0 }
}
