/// One "keys what they do" item of a hint on screen ("Esc or ? close"). The keys come from the
/// keymap: each command's keys in the mode, typed characters first (they are what people type),
/// at most `keysEach` of them. So a changed binding changes its hint.
struct KeyHint: Sendable {
    let mode: AppMode
    let commands: [KeyCommand]
    let label: String
    var keysEach = 1
    /// Between two keys: "/" or " or ".
    var separator = "/"

    /// The keys the hint names. O(bindings) per command.
    func keys(in keymap: Keymap<AppMode, KeyCommand> = AppKeymap.active) -> [Key] {
        commands.flatMap { command in
            let keys = keymap.keys(for: command, in: mode)
            let typed = keys.filter { if case .character = $0 { true } else { false } }
            return (typed + keys.filter { !typed.contains($0) }).prefix(keysEach)
        }
    }

    func text(in keymap: Keymap<AppMode, KeyCommand> = AppKeymap.active) -> String {
        text(keys: keys(in: keymap))
    }

    /// The hint naming `keys` (``keys(in:)``, asked once).
    func text(keys: [Key]) -> String {
        keys.map(\.description).joined(separator: separator) + " " + label
    }
}

/// A line of hints, made once from the keymap.
public struct KeyHintLine: Sendable {
    let hints: [KeyHint]
    var separator = " · "

    /// The line as the keymap in use makes it: "j/k scroll · Esc or ? close".
    /// - Complexity: O(bindings) per hint.
    public var text: String { text(in: AppKeymap.active) }

    func text(in keymap: Keymap<AppMode, KeyCommand>) -> String {
        hints.map { $0.text(in: keymap) }.joined(separator: separator)
    }
}
