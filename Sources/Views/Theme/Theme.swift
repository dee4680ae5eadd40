/// One role's look in a theme: attributes, and colours that may be left unset. An unset
/// colour lets the colour under it show (a +project's colour on the selected row); a set one,
/// `default` included, replaces it.
public struct ThemeStyle: Hashable, Sendable {
    /// The text's colour, or nil to keep what is under it.
    public var foreground: TerminalColor?
    /// The cell's colour, or nil to keep what is under it.
    public var background: TerminalColor?
    /// Attributes, added to those under it.
    public var attributes: CellAttributes

    /// A role style; unset colours let the colours under it show.
    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, attributes: CellAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}

extension CellStyle {
    /// This style with `role` drawn over it: the role's colours where it sets them, and its
    /// attributes added.
    public func with(_ role: ThemeStyle) -> CellStyle {
        CellStyle(attributes.union(role.attributes), foreground: role.foreground ?? foreground,
                  background: role.background ?? background)
    }
}

/// What each role looks like: a value the views are given, never a global. ``default`` is the
/// look Lista starts with; a config file changes roles with ``setStyle(_:foreground:background:attributes:)``.
///
/// The default theme never tells two things apart by colour alone: overdue is red *and* bold,
/// the selection and the header are reversed, done rows dim, messages bold. So it reads the
/// same under NO_COLOR or on a terminal without colour, which draw the attributes only.
public struct Theme: Hashable, Sendable {
    private var styles: [ThemeRole: ThemeStyle]

    /// A theme that gives every role the attributes and colours in `styles` (missing roles:
    /// nothing).
    public init(_ styles: [ThemeRole: ThemeStyle] = [:]) {
        self.styles = styles
    }

    /// The look of `role`.
    /// - Complexity: O(1).
    public subscript(role: ThemeRole) -> ThemeStyle {
        styles[role] ?? ThemeStyle()
    }

    /// Gives `role` a new look from values already read (a config line's
    /// `color <role> <fg> [bg] [attrs...]`): the foreground and the background (nil keeps the
    /// one under it) and the attributes, which replace the role's old ones.
    public mutating func setStyle(_ role: ThemeRole, foreground: TerminalColor?, background: TerminalColor? = nil,
                                  attributes: CellAttributes = []) {
        styles[role] = ThemeStyle(foreground: foreground, background: background, attributes: attributes)
    }

    /// Lista's own look (the README's "Colour" section describes it).
    public static let `default` = Theme([
        .priorityA: ThemeStyle(foreground: .palette(3), attributes: .bold),
        .priorityB: ThemeStyle(foreground: .palette(2)),
        .priorityC: ThemeStyle(foreground: .palette(12)),
        .project: ThemeStyle(foreground: .palette(5)),
        .context: ThemeStyle(foreground: .palette(6)),
        .tag: ThemeStyle(attributes: .dim),
        .dueToday: ThemeStyle(foreground: .palette(3), attributes: .bold),
        .overdue: ThemeStyle(foreground: .palette(1), attributes: .bold),
        .dueSoon: ThemeStyle(foreground: .palette(2)),
        .threshold: ThemeStyle(foreground: .palette(4)),
        // An explicit default colour: a done row's words lose their colours and just fade.
        .done: ThemeStyle(foreground: .standard, attributes: .dim),
        .selection: ThemeStyle(attributes: .reverse),
        .header: ThemeStyle(attributes: .reverse),
        .status: ThemeStyle(attributes: .bold),
        .overlay: ThemeStyle(foreground: .palette(6)),
    ])
}
