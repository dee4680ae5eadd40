/// Keys as the config file writes them: `j`, `J`, `space`, `hash`, `enter`, `ctrl-j`, `alt-x`,
/// `alt-up`, `pgdn`, `f5`. Named keys and the `ctrl-`/`alt-` prefixes ignore case; a single
/// character is itself, so `j` and `J` differ.
extension Key {
    private static let named: [(String, Key)] = [
        ("space", .character(" ")), ("hash", .character("#")),
        ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ("home", .home), ("end", .end), ("pgup", .pageUp), ("pgdn", .pageDown),
        ("enter", .enter), ("esc", .escape), ("tab", .tab), ("shift-tab", .backTab),
        ("backspace", .backspace), ("delete", .delete),
        ("alt-up", .altUp), ("alt-down", .altDown), ("ctrl-up", .ctrlUp), ("ctrl-down", .ctrlDown),
        ("shift-up", .shiftUp), ("shift-down", .shiftDown),
    ]

    /// The key a config file names, or nil. `ctrl-` keys are read as the terminal sends them,
    /// through the key decoder: `ctrl-j` is the byte Enter sends, so it *is* `enter`.
    public init?(configName: String) {
        let lowered = configName.lowercased()
        if let (_, key) = Key.named.first(where: { $0.0 == lowered }) {
            self = key
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
        if let (name, _) = Key.named.first(where: { $0.1 == self }) { return name }
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
