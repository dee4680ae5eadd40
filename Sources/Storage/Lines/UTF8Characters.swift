/// Characters (extended grapheme clusters) found in a string's UTF-8 bytes directly, so a
/// search can walk a row's text without making a `String.Index` or a `Substring` per
/// character. The boundaries are the standard library's own (`Unicode._CharacterRecognizer`,
/// the engine behind `String`'s characters); the tests check them against `String`.
enum UTF8Characters {
    /// The offset where the character starting at `start` ends. `start` must be where a
    /// character starts. O(length of the character); O(1) for an ASCII byte followed by
    /// another (only CR LF joins two ASCII bytes, and no ASCII byte extends a character).
    @inline(__always)
    static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let first = bytes[start]
        if standsAlone(first), start + 1 == bytes.count || bytes[start + 1] < 0x80 { return start + 1 }
        var recognizer = Unicode._CharacterRecognizer()
        var (scalar, end) = decode(bytes, at: start)
        // A fresh recognizer breaks before its first scalar; from there on it decides as it
        // does inside a string, since it keeps nothing of a character but the previous scalar.
        _ = recognizer.hasBreak(before: scalar)
        while end < bytes.count {
            let next: Int
            (scalar, next) = decode(bytes, at: end)
            if recognizer.hasBreak(before: scalar) { break }
            end = next
        }
        return end
    }

    /// Whether `byte` is ASCII other than CR: such a byte ends its character when an ASCII
    /// byte follows, since no ASCII byte extends a character and only CR LF joins two. O(1).
    @inline(__always)
    static func standsAlone(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != UInt8(ascii: "\r")
    }

    /// The scalar whose UTF-8 starts at `offset` of valid UTF-8, and the offset after it. O(1).
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[offset])
        func continuation(_ index: Int) -> UInt32 { UInt32(bytes[offset + index]) & 0x3F }
        let value: UInt32
        let length: Int
        switch lead {
        case ..<0x80: (value, length) = (lead, 1)
        case ..<0xE0: (value, length) = ((lead & 0x1F) << 6 | continuation(1), 2)
        case ..<0xF0: (value, length) = ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        default: (value, length) = ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", offset + length)
    }
}
