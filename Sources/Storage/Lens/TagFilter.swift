/// A +project or @context that a row must have, prepared for testing many rows: the lens's
/// and `lista ls`'s tag filters.
///
/// A row has it when one of its words (``TodoWord``) is the marker followed by a name
/// canonically equivalent to this one: `+café` written with a precomposed `é` finds `+café`
/// written with `e` and a combining accent, and the other way round. Names are case-sensitive.
public struct TagFilter: Sendable, Equatable {
    /// The marker byte: `+` or `@`.
    let marker: UInt8
    /// The name as given, for the canonical comparison.
    let name: String
    /// The name's UTF-8, for the byte comparison that settles almost every word.
    let nameBytes: [UInt8]
    /// Whether the name is ASCII: then only a byte-equal word can be equivalent to it unless
    /// the word has non-ASCII bytes.
    let isASCII: Bool

    private init(marker: UInt8, name: String) {
        self.marker = marker
        self.name = name
        nameBytes = Array(name.utf8)
        isASCII = nameBytes.allSatisfy { $0 < 0x80 }
    }

    /// Rows with the project `name` (without the `+`).
    public static func project(_ name: String) -> TagFilter {
        TagFilter(marker: TodoWord.projectMarker, name: name)
    }

    /// Rows with the context `name` (without the `@`).
    public static func context(_ name: String) -> TagFilter {
        TagFilter(marker: TodoWord.contextMarker, name: name)
    }

    /// Whether `text` has the tag. O(length of the text); it allocates nothing. A word whose
    /// bytes differ from the name's is compared by canonical equivalence only when one of the
    /// two has a non-ASCII byte (O(length of the word) then).
    public func admits(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(admits(utf8:)) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(admits(utf8:))
    }

    /// ``admits(_:)`` for a text given as its UTF-8 (valid): the one rule, for a row and for
    /// `lista ls` reading a file's bytes. O(length of the text).
    public func admits(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        TodoWord.forEachTag(in: bytes) { marker, name in
            found = marker == self.marker && nameMatches(bytes, name)
            return !found
        }
        return found
    }

    /// Whether a word's name, the bytes `range` of `bytes`, is this name.
    private func nameMatches(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let (lower, upper) = (range.lowerBound, range.upperBound)
        if upper - lower == nameBytes.count, nameBytes.withUnsafeBufferPointer({ name in
            (0..<name.count).allSatisfy { name[$0] == bytes[lower + $0] }
        }) { return true }
        if isASCII, !(lower..<upper).contains(where: { bytes[$0] >= 0x80 }) { return false }
        // A word ends at a space byte, so its bytes are whole scalars.
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) == name
    }
}
