/// How a cell is drawn: its attributes and its foreground and background colours. A theme
/// gives one per role (``Theme``); the terminal shows the colours as far as it can
/// (``TerminalColor/reduced(to:)``) and always the attributes.
///
/// A style written as an array literal of attributes has the terminal's default colours:
/// `style: [.bold]`.
public struct CellStyle: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// Bold, dim, underline, reverse, italic.
    public var attributes: CellAttributes
    /// The text's colour.
    public var foreground: TerminalColor
    /// The cell's colour.
    public var background: TerminalColor

    /// The terminal's default colours, no attributes.
    public static let plain = CellStyle(CellAttributes())

    /// A style; colours default to the terminal's own.
    public init(_ attributes: CellAttributes = [], foreground: TerminalColor = .standard,
                background: TerminalColor = .standard) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// Default colours and these attributes.
    public init(arrayLiteral elements: CellAttributes...) {
        self.init(CellAttributes(elements))
    }

    /// The style with `attributes` added.
    public func adding(_ attributes: CellAttributes) -> CellStyle {
        var style = self
        style.attributes.formUnion(attributes)
        return style
    }
}
