/// The decoder's tables and one-shot uses: what each sequence means, what a lone byte means,
/// how a paste's line breaks arrive, and what an Alt chord nobody binds stands for.
extension KeyDecoder {
    /// Escape sequences (after the leading ESC) and their keys. The terminal backend also binds
    /// the ones its terminfo entry lacks with `define_key`, so ncurses hands them over whole.
    public static let escapeSequences: [(sequence: String, key: Key)] = [
        ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left),
        ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left),
        ("[H", .home), ("[F", .end), ("OH", .home), ("OF", .end),
        ("[1~", .home), ("[7~", .home), ("[4~", .end), ("[8~", .end),
        ("[3~", .delete), ("[5~", .pageUp), ("[6~", .pageDown),
        ("[Z", .backTab),
        ("[1;3A", .altUp), ("[1;3B", .altDown), ("[1;9A", .altUp), ("[1;9B", .altDown),
        ("[1;5A", .ctrlUp), ("[1;5B", .ctrlDown),
        ("[1;2A", .shiftUp), ("[1;2B", .shiftDown),
        ("OP", .function(1)), ("OQ", .function(2)), ("OR", .function(3)), ("OS", .function(4)),
        ("[11~", .function(1)), ("[12~", .function(2)), ("[13~", .function(3)), ("[14~", .function(4)),
        ("[15~", .function(5)), ("[17~", .function(6)), ("[18~", .function(7)), ("[19~", .function(8)),
        ("[20~", .function(9)), ("[21~", .function(10)), ("[23~", .function(11)), ("[24~", .function(12)),
    ]

    static let table: [[UInt8]: Key] = Dictionary(
        escapeSequences.map { (Array($0.sequence.utf8), $0.key) }, uniquingKeysWith: { first, _ in first })

    /// What opens a bracketed paste, after the ESC.
    public static let pasteStart = Array("[200~".utf8)
    /// What closes a bracketed paste, ESC included.
    public static let pasteEnd: [UInt8] = [escapeByte] + Array("[201~".utf8)

    static let escapeByte: UInt8 = 27
    static let ss3 = UInt8(ascii: "O")
    /// What may follow an ESC to start a sequence: CSI `[` and SS3 `O`.
    static let introducers: Set<UInt8> = [UInt8(ascii: "["), ss3]

    /// All keys in `bytes`, in order, decoded as described on ``KeyDecoder`` with the end of
    /// `bytes` as the end of the input.
    /// - Complexity: O(n) in the number of bytes.
    public static func decode(_ bytes: [UInt8]) -> [Key] {
        decodeWithRanges(bytes).map(\.key)
    }

    /// ``decode(_:)`` with the bytes each key was decoded from. The ranges are non-empty,
    /// consecutive and cover `bytes` exactly: every byte belongs to exactly one key.
    /// - Complexity: O(n) in the number of bytes.
    static func decodeWithRanges(_ bytes: [UInt8]) -> [(key: Key, range: Range<Int>)] {
        var decoder = KeyDecoder()
        for byte in bytes { decoder.feed(.byte(byte)) }
        decoder.finish()
        var start = 0
        return decoder.decoded.map { key, length in
            defer { start += length }
            return (key, start..<(start + length))
        }
    }

    /// The key for one byte or code point the terminal sent outside an escape sequence:
    /// controls map to `.ctrl`, `.enter`, `.tab`, `.backspace`, `.escape`; the rest are characters.
    public static func key(forScalar scalar: Unicode.Scalar) -> Key {
        switch scalar.value {
        case 9: .tab
        case 10, 13: .enter
        case 27: .escape
        case 8, 127: .backspace
        case 0: .ctrl("@")
        case 1...26: .ctrl(Character(Unicode.Scalar(UInt8(scalar.value + 0x60))))
        case 28...31: .ctrl(Character(Unicode.Scalar(UInt8(scalar.value + 0x40))))
        case 0x80...0x9F: .unknown
        default: .character(Character(scalar))
        }
    }

    /// The text of a bracketed paste as the app receives it: line breaks, which terminals send
    /// as CR, CR LF or LF, all become LF. Nothing else changes (drawing sanitizes it anyway).
    public static func pastedText(_ raw: String) -> String {
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in raw.unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            out.append(previousWasCR ? "\n" : scalar)
        }
        return String(out)
    }

    /// The presses a decoded key stands for. Esc then a key, typed quickly, reaches the decoder
    /// as ESC and the key, which is Alt with it; where nothing binds that Alt chord (`isBound`
    /// says), it was most likely the two presses: Esc, then the key.
    public static func presses(_ key: Key, isBound: (Key) -> Bool) -> [Key] {
        guard case let .alt(character) = key, !isBound(key) else { return [key] }
        return [.escape, .character(character)]
    }
}
