/// One "keys what they do" item of a hint on screen ("Esc or ? close"). The keys come from the
/// keymap: each command's keys in the mode, typed characters first (they are what people type),
/// at most `keysEach` of them. So a changed binding changes its hint.
public struct KeyHint: Sendable {
    /// Where the keys are looked up.
    public let mode: AppMode
    /// What the keys do; each contributes its keys, in order.
    public let commands: [KeyCommand]
    /// What the hint says they do.
    public let label: String
    public let keysEach: Int
    /// Between two keys: "/" or " or ".
    public let separator: String

    /// A hint naming `keysEach` keys of each of `commands` in `mode`.
    public init(_ mode: AppMode, _ commands: [KeyCommand], _ label: String, keysEach: Int = 1, separator: String = "/") {
        self.mode = mode
        self.commands = commands
        self.label = label
        self.keysEach = keysEach
        self.separator = separator
    }

    /// The keys the hint names.
    /// - Complexity: O(bindings) per command.
    public func keys(in keymap: Keymap<AppMode, KeyCommand> = AppKeymap.keymap) -> [Key] {
        commands.flatMap { command in
            let keys = keymap.keys(for: command, in: mode)
            let typed = keys.filter { if case .character = $0 { true } else { false } }
            return (typed + keys.filter { !typed.contains($0) }).prefix(keysEach)
        }
    }

    /// The hint's text: "Esc or ? close".
    public func text(in keymap: Keymap<AppMode, KeyCommand> = AppKeymap.keymap) -> String {
        keys(in: keymap).map(\.description).joined(separator: separator) + " " + label
    }
}

/// A line of hints, made once from the keymap.
public struct KeyHintLine: Sendable {
    public let hints: [KeyHint]
    public let separator: String
    /// The line as the app's keymap makes it.
    public let text: String

    /// Hints joined by `separator`.
    public init(_ hints: [KeyHint], separator: String = " · ") {
        self.hints = hints
        self.separator = separator
        text = hints.map { $0.text() }.joined(separator: separator)
    }

    /// The line as `keymap` would make it.
    public func text(in keymap: Keymap<AppMode, KeyCommand>) -> String {
        hints.map { $0.text(in: keymap) }.joined(separator: separator)
    }
}
