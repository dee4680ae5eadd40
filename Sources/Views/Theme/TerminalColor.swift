/// A colour as a theme names it: the terminal's own default, one of the 256 palette colours
/// (0–7 the eight basic ones, 8–15 their bright forms, 16–231 the 6×6×6 cube, 232–255 greys),
/// or a 24-bit `#rrggbb`. What a terminal actually shows depends on what it has: see
/// ``reduced(to:)``.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's default foreground or background.
    case standard
    /// A palette colour, 0–255.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The names of the eight basic colours, palette 0–7 in order; `bright-<name>` is 8–15.
    public static let basicNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Every colour that has a name, as a config file spells it: the eight basic names, their
    /// `bright-` forms, and `default` (the terminal's own colour).
    public static let named: [(name: String, color: TerminalColor)] =
        basicNames.enumerated().map { ($0.element, .palette(UInt8($0.offset))) }
        + basicNames.enumerated().map { ("bright-" + $0.element, .palette(UInt8($0.offset + 8))) }
        + [("default", .standard)]

    /// The colour called `name` in ``named``, or nil.
    public static func named(_ name: String) -> TerminalColor? {
        named.first { $0.name == name }?.color
    }
}
