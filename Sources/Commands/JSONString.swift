/// JSON text for strings, written by hand so the bytes are fixed: `lista ls --json` is read by
/// scripts and its output must not change with a library's formatting choices.
enum JSONString {
    /// `text` as a JSON string literal, quotes included. Escapes `"`, `\`, every control
    /// character (U+0000-U+001F as `\b \f \n \r \t` or `\u00XX`, and U+007F), and U+2028/U+2029
    /// (so the line is also valid JavaScript); every other character, non-ASCII included, is
    /// written as its UTF-8 bytes, as RFC 8259 allows. O(length).
    static func quoted(_ text: String) -> String {
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                output += "\\u" + hex4(scalar.value)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
        return output
    }

    /// A JSON string, or `null` for nil.
    static func quotedOrNull(_ text: String?) -> String {
        text.map(quoted) ?? "null"
    }

    /// `["a","b"]`.
    static func array(_ items: [String]) -> String {
        "[" + items.map(quoted).joined(separator: ",") + "]"
    }

    /// Four lower-case hex digits.
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
