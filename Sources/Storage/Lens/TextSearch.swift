/// A search string prepared for testing many texts: the one rule of the live search and of
/// `lista ls --search` for "this row's text contains what was typed".
///
/// A text contains the search when a run of its whole characters (extended grapheme clusters)
/// has the same folded form (``CaseFolding``) as the search. So case is ignored by Unicode case
/// folding (`straße` finds `STRASSE`, `ﬀ` finds `off`, `σίσυφος` finds `ΣΊΣΥΦΟΣ`), `é` is found
/// however either side wrote it (precomposed, or `e` + U+0301), and a match never ends inside
/// a character: `e` does not find `é`, `👍` does not find `👍🏽`. Spaces in the search are
/// matched like any other character.
public struct TextSearch: Sendable, Equatable {
    /// The search's folded form, as UTF-8.
    let folded: [UInt8]
    /// Whether every byte of `folded` is plain (``isPlain(_:)``).
    let isPlainASCII: Bool

    /// The longest run of `folded` without a space: for a plain search, what
    /// ``mayBeFound(inLineOf:)`` looks for in a whole line.
    let probe: Range<Int>

    /// Prepares `search`. O(length of the search).
    public init(_ search: String) {
        folded = Array(CaseFolding.folded(search).utf8)
        isPlainASCII = folded.allSatisfy(Self.isPlain)
        probe = folded.split(separator: UInt8(ascii: " ")).max { $0.count < $1.count }.map { $0.startIndex..<$0.endIndex } ?? 0..<0
    }

    /// Whether the search is empty (it then finds every text).
    public var isEmpty: Bool { folded.isEmpty }

    /// Whether `text` contains the search. O(|text| · |search|) worst case, typically
    /// O(|text|); it allocates nothing for a text under a few hundred bytes.
    ///
    /// An ASCII search (the common case) compares bytes in place, folding ASCII as it goes,
    /// whatever the text holds: a candidate next to a non-ASCII byte is checked to start and end
    /// on a character boundary, and only a text with a scalar that folds to ASCII (`ß`, `ﬁ`, …)
    /// is folded whole. Any other search skips ASCII texts at once and folds the rest into a
    /// buffer on the stack.
    public func isFound(in text: String) -> Bool {
        guard !folded.isEmpty else { return true }
        if let found = text.utf8.withContiguousStorageIfAvailable(isFound(inUTF8:)) { return found }
        var contiguous = text
        contiguous.makeContiguousUTF8()
        return isFound(in: contiguous)
    }

    /// ``isFound(in:)`` for a text given as its UTF-8 (valid): the one rule, for a row and for
    /// `lista ls` reading a file's bytes. Same cost.
    public func isFound(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !folded.isEmpty else { return true }
        if isPlainASCII {
            return plainSearch(bytes, for: 0..<folded.count, atBoundaries: true)
                || CaseFolding.hasScalarFoldingToASCII(bytes) && foldedSearch(bytes)
        }
        // Plain text folds to plain bytes, so it cannot hold a search that folds to others.
        return Self.hasSpecialByte(bytes) && foldedSearch(bytes)
    }

    /// False only when no row whose line is `line` (valid UTF-8, no carriage return: a line
    /// the parser reads in place) can have a text that contains the search (``isFound(inUTF8:)``):
    /// a test on the whole line, before it is parsed, that most lines of a file fail. O(n),
    /// eight bytes at a time.
    ///
    /// A row's text is its line without the header and without some words, each cut out with
    /// one space beside it; the parts left are joined where a space starts the next part. So a
    /// run of the text without a space is a run of the line, and a scalar of the text is one
    /// of the line's. A plain search is found only where its longest run without a space is
    /// (in any case), or through a scalar that folds to ASCII; any other search only where
    /// the text holds a byte that is not plain.
    public func mayBeFound(inLineOf line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !folded.isEmpty else { return true }
        guard isPlainASCII else { return Self.hasSpecialByte(line) }
        return probe.isEmpty || plainSearch(line, for: probe, atBoundaries: false) || CaseFolding.hasScalarFoldingToASCII(line)
    }

    /// Whether `folded[part]` (plain) occurs in `bytes` (UTF-8), folding ASCII in place; with
    /// `atBoundaries`, only starting and ending on character boundaries (`bytes` a text's
    /// UTF-8, valid). Matches through scalars that fold to ASCII are not seen here.
    private func plainSearch(_ bytes: UnsafeBufferPointer<UInt8>, for part: Range<Int>, atBoundaries: Bool) -> Bool {
        let count = part.count
        guard bytes.count >= count else { return false }
        return folded.withUnsafeBufferPointer { whole in
            let needle = UnsafeBufferPointer(rebasing: whole[part])
            // The text as a `String`, made the first time a boundary needs it.
            var text: String?
            let raw = UnsafeRawPointer(bytes.baseAddress!)
            // Eight candidates at a time: a byte can start a match only if it is the needle's
            // first byte in either case and the byte after it its second (when it has one).
            let first = Self.byteTest(needle[0])
            let second = count > 1 ? Self.byteTest(needle[1]) : (caseBits: ~0 as UInt64, bytes: ~0 as UInt64)
            let last = bytes.count - count
            func matches(at offset: Int) -> Bool {
                var matched = 0
                while matched < count, CaseFolding.lowerASCII(bytes[offset + matched]) == needle[matched] { matched += 1 }
                return matched == count
                    && (!atBoundaries || Self.isBoundary(offset, bytes, &text) && Self.isBoundary(offset + count, bytes, &text))
            }
            var start = 0
            while start <= last {
                // Both words whole inside `bytes` (the second one byte on).
                if start + 9 <= bytes.count {
                    let differences = ((raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) | first.caseBits) ^ first.bytes)
                        | ((raw.loadUnaligned(fromByteOffset: start + 1, as: UInt64.self) | second.caseBits) ^ second.bytes)
                    // A high bit for each byte that is zero (the lowest one exact; one above a
                    // zero may be set too, which the comparison then rules out).
                    var candidates = (differences &- 0x0101_0101_0101_0101) & ~differences & 0x8080_8080_8080_8080
                    while candidates != 0 {
                        let offset = start + candidates.trailingZeroBitCount / 8
                        if offset <= last, matches(at: offset) { return true }
                        candidates &= candidates &- 1
                    }
                    start += 8
                    continue
                }
                if matches(at: start) { return true }
                start += 1
            }
            return false
        }
    }

    /// For a plain byte of a folded search, the word test of ``plainSearch(_:for:atBoundaries:)``:
    /// with `caseBits` set, a letter's two cases are `bytes`' byte (and no other byte is);
    /// any other byte must be it. (All bits set: every byte passes.)
    private static func byteTest(_ byte: UInt8) -> (caseBits: UInt64, bytes: UInt64) {
        (byte &- UInt8(ascii: "a") < 26 ? 0x2020_2020_2020_2020 : 0, UInt64(byte) &* 0x0101_0101_0101_0101)
    }

    /// Whether byte offset `offset` of `bytes` (a text's UTF-8) is between two characters.
    /// O(1) between plain bytes: only CR before LF and a Prepend character (never ASCII) join
    /// an ASCII byte to its neighbour. Otherwise the text's `String`, made into `text` once.
    private static func isBoundary(_ offset: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ text: inout String?) -> Bool {
        if offset == 0 || offset == bytes.count || (isPlain(bytes[offset - 1]) && isPlain(bytes[offset])) { return true }
        if text == nil { text = String(decoding: bytes, as: UTF8.self) }
        let text = text!
        let utf8 = text.utf8
        return utf8.index(utf8.startIndex, offsetBy: offset).samePosition(in: text) != nil
    }

    /// The search in the folded form of `bytes`, matching only where characters begin and end.
    private func foldedSearch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // A folded form is at most three times the UTF-8 it came from (the tests check every
        // scalar); should one be longer, the hard bound: four scalars of decomposition, three
        // of folding each, four bytes each, for a scalar of at least two bytes.
        foldedSearch(bytes, capacity: 3 * bytes.count + 16) ?? foldedSearch(bytes, capacity: 24 * bytes.count + 16) ?? false
    }

    /// nil when the folded form does not fit in `capacity` bytes.
    private func foldedSearch(_ bytes: UnsafeBufferPointer<UInt8>, capacity: Int) -> Bool? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> Bool? in
            // Beside each folded byte: whether a character's folded form starts there.
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: capacity + 1) { starts -> Bool? in
                var count = 0
                var fits = true
                CaseFolding.forEachFoldedByte(of: bytes) { byte, startsCharacter in
                    guard count < capacity else {
                        fits = false
                        return
                    }
                    buffer[count] = byte
                    starts[count] = startsCharacter
                    count += 1
                }
                guard fits else { return nil }
                starts[count] = true
                return folded.withUnsafeBufferPointer { needle in
                    Self.find(needle, in: UnsafeBufferPointer(rebasing: buffer[..<count]), startsAt: UnsafeBufferPointer(starts))
                }
            }
        }
    }

    /// Whether `needle` occurs in `haystack` from an offset where `starts` is true to one where
    /// it is true. O(|haystack| · |needle|).
    private static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, startsAt starts: UnsafeBufferPointer<Bool>) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where starts[start] && starts[start + needle.count] {
            var matched = 0
            while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
        }
        return false
    }

    /// A plain byte: ASCII other than CR. It folds to its lower case, and a character boundary
    /// falls between two plain bytes.
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        UTF8Characters.standsAlone(byte)
    }

    /// Whether `bytes` holds a byte that is not plain. O(n), eight bytes at a time.
    static func hasSpecialByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !ByteWords.allPass(bytes, word: { word in
            // With no high bit set, a zero byte of word ^ CRs is a CR (the classic zero-byte test).
            let carriageReturns = word ^ 0x0D0D_0D0D_0D0D_0D0D
            return word & ByteWords.highs == 0 && (carriageReturns &- ByteWords.ones) & ~carriageReturns & ByteWords.highs == 0
        }, byte: isPlain)
    }
}
