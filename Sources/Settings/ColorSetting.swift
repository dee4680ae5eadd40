import Views

/// A config file's `color ROLE FG [BG] [ATTRS...]` line, read and written: the one place that
/// turns colour names into ``TerminalColor`` and back.
enum ColorSetting {
    /// A colour as the file writes it: a name (`red`, `bright-blue`, `default`), 0–255,
    /// `#rrggbb`, or `-` for none (the colour under it shows). Nil when it is none of these;
    /// `.some(nil)` for `-`.
    static func color(_ text: String) -> TerminalColor?? {
        if text == "-" { return .some(nil) }
        if let named = TerminalColor.named(text.lowercased()) { return named }
        if let number = UInt8(text) { return .palette(number) }
        if text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) {
            return .rgb(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }
        return nil
    }

    /// How the file writes `color`.
    static func name(_ color: TerminalColor?) -> String {
        guard let color else { return "-" }
        if let named = TerminalColor.named.first(where: { $0.color == color }) { return named.name }
        switch color {
        case let .palette(number): return String(number)
        case let .rgb(red, green, blue): return "#" + [red, green, blue].map { String($0, radix: 16).leftPadded }.joined()
        case .standard: return "default"
        }
    }

    /// Applies `ROLE FG [BG] [ATTRS...]` to `theme`.
    static func apply(_ arguments: [String], to theme: inout Theme) throws(ConfigParser.LineError) {
        guard arguments.count >= 2 else { throw ConfigParser.LineError(message: "expected `\(ThemeSyntax.usage)`") }
        guard let role = ThemeRole(rawValue: arguments[0]) else {
            throw ConfigParser.LineError(message: "no role \(arguments[0]); expected one of: " + ThemeRole.allCases.map(\.name).joined(separator: ", "))
        }
        guard let foreground = color(arguments[1]) else { throw badColor(arguments[1]) }
        var rest = arguments.dropFirst(2)
        var background: TerminalColor?
        if let first = rest.first, CellAttributes.named.first(where: { $0.name == first }) == nil {
            guard let color = color(first) else { throw badColor(first) }
            background = color
            rest = rest.dropFirst()
        }
        var attributes: CellAttributes = []
        for word in rest {
            guard let attribute = CellAttributes.named.first(where: { $0.name == word })?.attribute else {
                throw ConfigParser.LineError(message: "no attribute \(word); expected any of: \(ThemeSyntax.attributes)")
            }
            attributes.insert(attribute)
        }
        theme.setStyle(role, foreground: foreground, background: background, attributes: attributes)
    }

    /// Every role's line, as `lista config --print` writes them.
    static func lines(_ theme: Theme) -> [String] {
        ThemeRole.allCases.map { role in
            let style = theme[role]
            let attributes = CellAttributes.named.filter { style.attributes.contains($0.attribute) }.map(\.name)
            return (["color", role.name, name(style.foreground), name(style.background)] + attributes).joined(separator: " ")
        }
    }

    private static func badColor(_ text: String) -> ConfigParser.LineError {
        ConfigParser.LineError(message: "no colour \(text); a colour is \(ThemeSyntax.colors), or - for none")
    }
}

private extension String {
    var leftPadded: String { count == 1 ? "0" + self : self }
}
