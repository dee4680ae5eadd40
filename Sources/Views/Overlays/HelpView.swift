import Features

/// The help cover: every key, by mode, from the key map itself.
enum HelpView {
    /// The help text's lines (also what `--render --open help` prints).
    static func lines(width: Int) -> [String] {
        var lines: [String] = []
        for mode in AppMode.allCases {
            // A binding with no help is one of a family its first member describes (the letters);
            // one whose keys were all unbound in the config file has nothing to show.
            let bindings = AppKeymap.active.bindings(in: mode).filter { !$0.help.isEmpty && !$0.keys.isEmpty }
            guard !bindings.isEmpty else { continue }
            lines.append(mode.title)
            for binding in bindings {
                lines.append("  " + padded(binding.keysDescription, toWidth: 22) + " " + binding.help)
            }
            lines.append("")
        }
        return lines
    }

    static func draw(_ help: Help.State, theme: Theme, into grid: inout Grid) {
        let inner = grid.box(Rect(row: 0, column: 0, height: grid.rows, width: grid.columns), title: "Lista — keys",
                             style: CellStyle.plain.with(theme[.overlay]))
        let all = lines(width: inner.width)
        let top = min(help.scroll, max(0, all.count - (inner.height - 1)))
        for (line, text) in all.dropFirst(top).prefix(inner.height - 1).enumerated() {
            let isHeading = !text.hasPrefix(" ") && !text.isEmpty
            grid.put(truncated(text, toWidth: inner.width), row: inner.row + line, column: inner.column,
                     style: isHeading ? [.bold] : [])
        }
        grid.put(truncated(KeyHints.help.text, toWidth: inner.width),
                 row: inner.row + inner.height - 1, column: inner.column, style: [.dim])
    }
}

