/// What a `color` setting may say, as one list of lines: the roles with what each colours,
/// the colours, and the attributes. `lista help config` and the README print it; the config
/// parser accepts exactly these names.
public enum ThemeSyntax {
    /// The setting's shape.
    public static let usage = "color <role> <fg> [bg] [attrs...]"

    /// The colour forms, in words.
    public static let colors = (TerminalColor.basicNames + ["bright-<name>", "0-255", "#rrggbb", "default"])
        .joined(separator: " ")

    /// The attribute names.
    public static let attributes = CellAttributes.named.map(\.name).joined(separator: " ")

    /// Everything above, one entry a line, ready to print.
    public static var lines: [String] {
        var lines = [usage, "roles:"]
        let width = ThemeRole.allCases.map(\.name.count).max() ?? 0
        for role in ThemeRole.allCases {
            lines.append("  " + role.name + String(repeating: " ", count: width - role.name.count) + "  " + role.summary)
        }
        lines.append("colours: " + colors)
        lines.append("attributes: " + attributes)
        return lines
    }
}
