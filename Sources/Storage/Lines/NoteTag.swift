/// What a row's `note:` tag holds: the one rule for reading and writing its value.
///
/// The todo.sh note add-on and pter both read `note:NAME` as the name of a note file
/// (``NoteFiles`` says where it is). Lista once wrote the note's text itself into the line,
/// percent-escaped (``NoteEscaping``: `note:Ask%20about%20it`); such a value is still read, as
/// ``inline(_:)``, and becomes a file when the row is next saved.
///
/// A value is a file's name when every byte is a letter or digit of ASCII, `.`, `_`, `-` or
/// `/` (the bytes file names in these tools are made of; `/` included so that a pter name in a
/// subfolder is kept as a name, though ``NoteFiles`` neither reads nor writes it). Any other
/// value (a `%` escape, a non-ASCII letter, a colon, ...) is an older Lista note, read by
/// ``NoteEscaping``; one that does not unescape (a stray `%`) is no note and stays in the text.
public enum NoteTag: Sendable, Hashable {
    /// The name of a note file, as written after `note:`.
    case file(String)
    /// An older Lista note: the text, kept in the line escaped.
    case inline(String)

    /// The tag of a `note:` value's UTF-8; nil when the value is no note. O(n).
    static func reading(_ value: UnsafeBufferPointer<UInt8>) -> NoteTag? {
        guard !value.isEmpty else { return nil }
        if value.allSatisfy(isNameByte) { return .file(String(decoding: value, as: UTF8.self)) }
        guard let text = NoteEscaping.unescape(Substring(String(decoding: value, as: UTF8.self))), !text.isEmpty else {
            return nil
        }
        return .inline(text)
    }

    /// The value written after `note:`; empty for an empty inline note (which writes no tag).
    /// An inline text that would read back as a name (`Call`) has its first byte escaped
    /// (`%43all`), so it reads back as the same inline note. O(n).
    var value: String {
        switch self {
        case let .file(name):
            return name
        case let .inline(text):
            let escaped = NoteEscaping.escape(text)
            guard !escaped.isEmpty, escaped.utf8.allSatisfy(Self.isNameByte) else { return escaped }
            let first = escaped.utf8.first!
            let hex = Array("0123456789ABCDEF".utf8)
            return "%" + String(decoding: [hex[Int(first >> 4)], hex[Int(first & 0x0F)]], as: UTF8.self)
                + String(escaped.dropFirst())
        }
    }

    /// The note file's name; nil for an inline note.
    public var fileName: String? {
        if case let .file(name) = self { return name }
        return nil
    }

    /// The text of an older inline note; nil for a file.
    public var inlineText: String? {
        if case let .inline(text) = self { return text }
        return nil
    }

    /// Whether `byte` may be in a note file's name as a `note:` value holds it.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/")
    }
}
