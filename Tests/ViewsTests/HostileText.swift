import CoreTesting
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
