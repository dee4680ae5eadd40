/// A small seeded generator (SplitMix64) so property tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random text mixing what real rows and hostile files hold.
enum HostileText {
    static let pieces: [String] = [
        "a", "Z", " ", "~", "日", "本", "語", "ｱ", "😀", "👍🏽", "❤\u{FE0F}", "☺\u{FE0E}", "👨\u{200D}👩\u{200D}👧",
        "🇫🇷", "e\u{301}", "\u{301}", "\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "\u{1100}\u{1161}\u{11A8}",
        "\u{1B}[2J", "\u{1B}]0;x\u{07}", "\u{0}", "\u{7F}", "\u{9B}", "\u{85}", "\t", "\n", "\r",
        "\u{202E}", "\u{2066}", "\u{200F}", "\u{2028}", "\u{FEFF}", "\u{200B}", "\u{378}", "\u{E000}", "─", "…",
    ]

    static func make(length: Int, using generator: inout SeededGenerator) -> String {
        (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }
}
