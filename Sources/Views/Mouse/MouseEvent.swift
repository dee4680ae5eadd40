/// One report from a terminal's mouse: what the buttons or the wheel did, where (0-based
/// screen cell), and which modifiers were held. Pure data, decoded by `KeyDecoder`.
public struct MouseEvent: Hashable, Sendable {
    /// A mouse button. Terminals number them 1 to 11; `other` keeps the rest apart from the three.
    public enum Button: Hashable, Sendable {
        case left, middle, right
        /// Buttons 8 to 11 (back, forward, …), by number.
        case other(Int)
    }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(Button)
        /// A button came up; nil when the terminal does not say which (the legacy X10 report).
        case release(Button?)
        /// The pointer moved with a button held (button-event tracking, mode 1002).
        case drag(Button)
        /// The pointer moved with no button held (only under any-event tracking, 1003).
        case move
        /// One notch of the wheel, away from the person (up) or towards them (down).
        case wheelUp, wheelDown
        /// A sideways wheel or tilt (buttons 6 and 7); `left` when towards the left.
        case wheelSideways(left: Bool)
    }

    /// Keys held during the event, as the terminal reports them (many terminals keep
    /// Shift-drag for their own text selection and never report it).
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1)
        public static let alt = Modifiers(rawValue: 2)
        public static let control = Modifiers(rawValue: 4)
    }

    public var kind: Kind
    /// 0-based screen line.
    public var row: Int
    /// 0-based screen cell in the line.
    public var column: Int
    public var modifiers: Modifiers

    /// An event at a cell; nothing is clamped.
    public init(_ kind: Kind, row: Int, column: Int, modifiers: Modifiers = []) {
        self.kind = kind
        self.row = row
        self.column = column
        self.modifiers = modifiers
    }

    /// The cell as a position.
    public var position: CursorPosition { CursorPosition(row: row, column: column) }
}
