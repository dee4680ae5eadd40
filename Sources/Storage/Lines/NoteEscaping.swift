/// The escaping that keeps a note on one todo.txt line.
///
/// A note is stored as the value of a `note:` tag. Its UTF-8 bytes are written as they are,
/// except `%`, space and every ASCII control character (newline, carriage return, tab, ...),
/// which become `%XX` (two upper-case hex digits). Colons need no escaping: a tag's key ends at
/// its first colon. Decoding is the exact inverse, so every note round-trips.
enum NoteEscaping {
    /// Escapes a note. O(n) in the note's UTF-8 length.
    static func escape(_ note: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(note.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in note.utf8 {
            if byte == UInt8(ascii: "%") || byte == UInt8(ascii: " ") || byte < 0x20 || byte == 0x7F {
                output.append(UInt8(ascii: "%"))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes an escaped note, or returns nil when the text is not a valid escape
    /// (a stray `%`, bad hex digits, a raw space or control character, or bytes that are not UTF-8).
    static func unescape(_ escaped: Substring) -> String? {
        var output: [UInt8] = []
        let bytes = Array(escaped.utf8)
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                      let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else { return nil }
                output.append(high << 4 | low)
                index += 3
            } else {
                if byte == UInt8(ascii: " ") || byte < 0x20 || byte == 0x7F { return nil }
                output.append(byte)
                index += 1
            }
        }
        return String(validating: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
