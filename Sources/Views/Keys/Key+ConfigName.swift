/// Keys as the config file writes them: `j`, `J`, `space`, `hash`, `enter`, `ctrl-j`, `alt-x`,
/// `alt-up`, `pgdn`, `f5`. Named keys and the `ctrl-`/`alt-` prefixes ignore case; a single
/// character is itself, so `j` and `J` differ.
extension Key {
    /// The keys with a name: as the config file writes it, and as help and hints show it.
    static let named: [(name: String, label: String, key: Key)] = [
        ("space", "Space", .character(" ")), ("hash", "#", .character("#")),
        ("up", "Up", .up), ("down", "Down", .down), ("left", "Left", .left), ("right", "Right", .right),
        ("home", "Home", .home), ("end", "End", .end), ("pgup", "PgUp", .pageUp), ("pgdn", "PgDn", .pageDown),
        ("enter", "Enter", .enter), ("esc", "Esc", .escape), ("tab", "Tab", .tab), ("shift-tab", "Shift-Tab", .backTab),
        ("backspace", "Backspace", .backspace), ("delete", "Delete", .delete),
        ("alt-up", "Alt-Up", .altUp), ("alt-down", "Alt-Down", .altDown),
        ("ctrl-up", "Ctrl-Up", .ctrlUp), ("ctrl-down", "Ctrl-Down", .ctrlDown),
        ("shift-up", "Shift-Up", .shiftUp), ("shift-down", "Shift-Down", .shiftDown),
    ]

    /// The key a config file names, or nil. `ctrl-` keys are read as the terminal sends them,
    /// through the key decoder: `ctrl-j` is the byte Enter sends, so it *is* `enter`.
    public init?(configName: String) {
        let lowered = configName.lowercased()
        if let named = Key.named.first(where: { $0.name == lowered }) {
            self = named.key
        } else if configName.count == 1, let character = configName.first, character != " " {
            let scalar = character.unicodeScalars.first!
            guard character.unicodeScalars.count > 1 || scalar.value >= 0x20 && scalar.value != 0x7F else { return nil }
            self = .character(character)
        } else if lowered.hasPrefix("ctrl-"), let character = Key.single(configName.dropFirst(5)),
                  let byte = character.asciiValue, let control = Key.controlByte(byte) {
            self = KeyDecoder.key(forScalar: Unicode.Scalar(control))
        } else if lowered.hasPrefix("alt-"), let character = Key.single(configName.dropFirst(4)) {
            self = .alt(character)
        } else if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...24).contains(number) {
            self = .function(number)
        } else {
            return nil
        }
    }

    /// The name `lista config --print` writes; nil for what no config can bind (a resize, a
    /// paste, an unknown sequence).
    public var configName: String? {
        if let named = Key.named.first(where: { $0.key == self }) { return named.name }
        switch self {
        case let .character(character): return String(character)
        case let .ctrl(character): return "ctrl-" + String(character)
        case let .alt(character): return "alt-" + (character == " " ? "space" : character == "#" ? "hash" : String(character))
        case let .function(number): return "f\(number)"
        default: return nil
        }
    }

    /// A key name's one character (`space` and `hash` included), or nil.
    private static func single(_ text: Substring) -> Character? {
        switch text.lowercased() {
        case "space": " "
        case "hash": "#"
        default: text.count == 1 ? text.first : nil
        }
    }

    /// The byte Ctrl plus this ASCII character sends (`j` → 0x0A, `@` → 0), or nil.
    private static func controlByte(_ ascii: UInt8) -> UInt8? {
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): ascii - 0x60
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): ascii - 0x40
        case UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "_"): ascii - 0x40
        case UInt8(ascii: " "): 0
        default: nil
        }
    }
}
