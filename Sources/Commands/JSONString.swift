import Views

/// JSON text for strings, written by hand so the bytes are fixed: `lista ls --json` is read by
/// scripts and its output must not change with a library's formatting choices.
enum JSONString {
    /// `text` as a JSON string literal, quotes included. Escapes `"`, `\`, and every scalar the
    /// app's display rule takes for a control (``Sanitizer/isControl(_:)``): C0 as `\b \f \n
    /// \r \t` or `\u00XX`, and DEL, C1 (U+0080-U+009F, the one-byte CSI among them), the
    /// bidirectional controls and the other invisible format characters (U+200B, U+FEFF, …), U+2028/U+2029 (so the line is also valid JavaScript) and
    /// non-printable scalars as `\uXXXX` (a surrogate pair above U+FFFF). So `lista ls --json`
    /// shown on a terminal acts on it no more than the app does, and a parser gets the stored
    /// text back. Every other character, non-ASCII included, is written as its UTF-8 bytes, as
    /// RFC 8259 allows. O(length).
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
            case _ where Sanitizer.isControl(scalar):
                output += escaped(scalar)
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

    /// `\uXXXX`, or the UTF-16 surrogate pair's two escapes above U+FFFF.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        UTF16.encode(scalar)!.map { "\\u" + hex4(UInt32($0)) }.joined()
    }

    /// Four lower-case hex digits.
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
