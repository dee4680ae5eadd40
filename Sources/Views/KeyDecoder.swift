/// Decodes the raw bytes a terminal sends into `Key`s. Pure and table-driven.
///
/// The terminal backend lets ncurses decode what terminfo describes; this decoder covers what it
/// does not: single bytes (controls, UTF-8), Alt chords (ESC then a key), and the xterm-style
/// sequences that arrive raw when terminfo lacks them (screen-256color sends `ESC [1;3A` for
/// Alt-Up; some terminals send `ESC [1~` for Home). `KeyDecoder.escapeSequences` is also the
/// list the backend binds with `define_key`.
public enum KeyDecoder {
    /// Escape sequences (after the leading ESC) and their keys.
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

    private static let table: [[UInt8]: Key] = Dictionary(
        escapeSequences.map { (Array($0.sequence.utf8), $0.key) }, uniquingKeysWith: { first, _ in first })

    /// What opens a bracketed paste, after the ESC.
    public static let pasteStart = Array("[200~".utf8)
    /// What closes a bracketed paste, ESC included.
    public static let pasteEnd: [UInt8] = [27] + Array("[201~".utf8)

    /// All keys in `bytes`, in order. A lone ESC at the end is `.escape`; ESC followed by a
    /// printable key is that key with Alt (`ESC [` or `ESC O` at the very end too); an
    /// unrecognised or cut-off CSI/SS3 sequence becomes
    /// one `.unknown`; invalid UTF-8 becomes `.unknown` per bad byte; bracketed paste
    /// (`ESC [200~ … ESC [201~`) becomes one `.paste` with the text in between (see
    /// `pastedText(_:)`).
    /// - Complexity: O(n) in the number of bytes.
    public static func decode(_ bytes: [UInt8]) -> [Key] {
        decodeWithRanges(bytes).map(\.key)
    }

    /// ``decode(_:)`` with the bytes each key was decoded from. The ranges are non-empty,
    /// consecutive and cover `bytes` exactly: every byte belongs to exactly one key.
    /// - Complexity: O(n) in the number of bytes.
    static func decodeWithRanges(_ bytes: [UInt8]) -> [(key: Key, range: Range<Int>)] {
        var keys: [(key: Key, range: Range<Int>)] = []
        var i = 0
        while i < bytes.count {
            let (key, length) = decodeOne(bytes, from: i)
            keys.append((key, i..<(i + length)))
            i += length
        }
        return keys
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

    private static func decodeOne(_ bytes: [UInt8], from start: Int) -> (Key, Int) {
        let byte = bytes[start]
        if byte == 27 { return decodeEscape(bytes, from: start) }
        if byte < 0x80 { return (key(forScalar: Unicode.Scalar(byte)), 1) }
        return decodeUTF8(bytes, from: start)
    }

    private static func decodeEscape(_ bytes: [UInt8], from start: Int) -> (Key, Int) {
        let next = start + 1
        guard next < bytes.count else { return (.escape, 1) }
        let introducer = bytes[next]
        if introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") {
            // Nothing after the introducer: Alt-[ or Alt-O was typed.
            if next + 1 == bytes.count { return (.alt(Character(Unicode.Scalar(introducer))), 2) }
            // CSI: parameters and intermediates up to a final byte 0x40...0x7E. SS3: one byte.
            var end = next + 1
            if introducer == UInt8(ascii: "[") {
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            }
            guard end < bytes.count else { return (.unknown, bytes.count - start) }
            let body = Array(bytes[next...end])
            if body == pasteStart { return decodePaste(bytes, from: end + 1) }
            return (table[body] ?? .unknown, end + 1 - start)
        }
        if introducer == 27 { return (.escape, 1) }
        let (inner, length) = decodeOne(bytes, from: next)
        switch inner {
        case .character(let c): return (.alt(c), 1 + length)
        default:
            // Alt with a control key has no name here: the Esc and the key are decoded apart.
            return (.escape, 1)
        }
    }

    private static func decodePaste(_ bytes: [UInt8], from start: Int) -> (Key, Int) {
        var i = start
        while i + pasteEnd.count <= bytes.count {
            if Array(bytes[i..<(i + pasteEnd.count)]) == pasteEnd {
                let text = String(decoding: bytes[start..<i], as: UTF8.self)
                return (.paste(pastedText(text)), i + pasteEnd.count - start + 6)
            }
            i += 1
        }
        // No end marker: everything left is the paste.
        return (.paste(pastedText(String(decoding: bytes[start...], as: UTF8.self))), bytes.count - start + 6)
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

    private static func decodeUTF8(_ bytes: [UInt8], from start: Int) -> (Key, Int) {
        let lead = bytes[start]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, start + length <= bytes.count else { return (.unknown, 1) }
        var decoder = UTF8()
        var iterator = bytes[start..<(start + length)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return (key(forScalar: scalar), length)
        }
        return (.unknown, 1)
    }
}
