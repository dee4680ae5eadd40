import Storage
import Views

/// What `lista help config` prints: the file's format, and every mode and command name,
/// taken from the keymap itself.
public enum ConfigHelp {
    /// The help text. O(bindings).
    public static var text: String {
        var lines = [
            "Usage: lista config --print",
            "       lista config --path",
            "",
            "Lista reads $XDG_CONFIG_HOME/lista/config, or ~/.config/lista/config, at start-up;",
            "it works without one. --print writes the settings in effect as a config file,",
            "defaults included, and --path where the file is read from.",
            "",
            "One setting a line. A line starting with #, and a # followed by a space after a",
            "setting, start a comment:",
            "",
            "  bind MODE KEY COMMAND    KEY also does COMMAND in MODE",
            "  unbind MODE KEY          KEY does nothing in MODE (a key doing something else",
            "                           must be unbound before it is bound again)",
        ] + ConfigSetting.all.flatMap(\.helpLines) + [
            "  " + ThemeSyntax.usage,
            "                           a role's colours (- for none) and attributes:",
        ] + ThemeSyntax.lines.dropFirst().map { "    " + $0 } + [
            "",
            "A KEY is one character (j and J differ), or space, hash, enter, esc, tab,",
            "shift-tab, backspace, delete, up, down, left, right, home, end, pgup, pgdn,",
            "ctrl-X, alt-X, alt-up, alt-down, ctrl-up, ctrl-down, shift-up, shift-down, f1-f24.",
            "Terminals send ctrl-i as tab, ctrl-j and ctrl-m as enter, ctrl-h as backspace",
            "and ctrl-[ as esc, so Lista reads them as those keys.",
            "",
            "A line Lista cannot use is reported as FILE:LINE: what was expected, in the",
            "status line at start-up and by lista config --print; the rest of the file applies.",
            "",
            "Modes and their commands:",
        ]
        for mode in AppMode.allCases {
            let names = AppKeymap.keymap.commandNames(in: mode)
            guard !names.isEmpty else { continue }
            lines.append("")
            lines.append("  \(mode.rawValue) (\(mode.title.lowercased())):")
            lines += wrapped(names.joined(separator: " "), indent: "    ", width: 80)
        }
        lines += ["", "Exit codes: 0 ok, 1 the file has lines that were not used (--print still prints), 2 usage.", ""]
        return lines.joined(separator: "\n")
    }

    private static func wrapped(_ text: String, indent: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = indent
        for word in text.split(separator: " ") {
            if line.count + word.count + 1 > width, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : " ") + word
        }
        if line != indent { lines.append(line) }
        return lines
    }
}
