// The standard library's own Unicode tables: canonical decomposition and composition (`_nfd`,
// `_nfc`) and full case folding (`_caseFolded`, CaseFolding.txt statuses C and F). They are
// SPI, the entry points the toolchain's string processing builds on; using them keeps a second
// copy of the Unicode data out of Lista and Foundation's allocations out of the search.
@_spi(_Unicode) import Swift

/// Unicode caseless matching: the one case folding of the search (``TextSearch``).
///
/// A character's folded form is the NFC of its canonical decomposition with every scalar
/// replaced by its full default case folding, NFC(toCasefold(NFD(c))): two texts with the same
/// folded form are a canonical caseless match (Unicode D145). So `ß`, `ẞ` and `SS` fold to `ss`,
/// `É` and `é` to `é` however they were written (precomposed, or `e` + U+0301), `ﬀ` to `ff`,
/// the Kelvin sign to `k`, `ς` and `Σ` to `σ`, `İ` to `i` + U+0307. The folding is not
/// Turkish (`I` folds to `i`, `ı` stays `ı`) and folds neither width (`Ａ` folds to `ａ`, not
/// `a`) nor accents (`é` never folds to `e`). A text is folded character by character
/// (extended grapheme clusters), so a search can tell where characters begin.
public enum CaseFolding {
    /// The folded form of `text`. O(n).
    public static func folded(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var folded: [UInt8] = []
            folded.reserveCapacity(bytes.count)
            forEachFoldedByte(of: bytes) { byte, _ in folded.append(byte) }
            return String(decoding: folded, as: UTF8.self)
        }
    }

    /// Calls `body` with each byte of the folded form of `bytes` (valid UTF-8), and whether
    /// the folded form of a character starts with it. O(n). An ASCII character, or a character
    /// of one scalar that NFKC case folding leaves alone (CJK, kana, Hangul, most emoji, lower
    /// case letters with or without accents), is its own folded form and costs at most a
    /// property lookup; any other is decomposed, folded and composed again, which allocates
    /// nothing up to 15 bytes.
    @inline(__always)
    static func forEachFoldedByte(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt8, _ startsCharacter: Bool) -> Void) {
        var start = 0
        while start < bytes.count {
            let end = UTF8Characters.end(of: bytes, from: start)
            let (scalar, afterScalar) = UTF8Characters.decode(bytes, at: start)
            if end == start + 1 {
                body(lowerASCII(bytes[start]), true)
            } else if afterScalar == end, !scalar.properties.changesWhenNFKCCaseFolded {
                // Such a scalar is in NFC and its folding gives it back (checked over every scalar).
                for offset in start..<end { body(bytes[offset], offset == start) }
            } else {
                let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                var isFirst = true
                for byte in composedFolding(of: character).utf8 {
                    body(byte, isFirst)
                    isFirst = false
                }
            }
            start = end
        }
    }

    /// NFC(toCasefold(NFD(text))), the definition itself, scalar by scalar. O(n).
    static func composedFolding(of text: String) -> String {
        var folded = ""
        for scalar in text._nfd {
            if scalar.properties.changesWhenCaseFolded {
                folded += scalar.properties._caseFolded
            } else {
                folded.unicodeScalars.append(scalar)
            }
        }
        var composed = ""
        composed.unicodeScalars.append(contentsOf: folded._nfc)
        return composed
    }

    /// The folding of an ASCII byte (its lower case); other bytes unchanged. O(1).
    @inline(__always)
    public static func lowerASCII(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// Whether `bytes` (valid UTF-8) holds one of the thirteen non-ASCII scalars whose folded
    /// form is ASCII: `ß` U+00DF, `ſ` U+017F, U+037E (a Greek question mark is `;`), `ẞ`
    /// U+1E9E, U+1FEF (`` ` ``), the Kelvin sign U+212A and the ligatures U+FB00–U+FB06 (the
    /// tests derive this list from every scalar). Only through them can an ASCII search match
    /// text that is not ASCII. O(n), eight bytes at a time while they are ASCII.
    static func hasScalarFoldingToASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = firstHighByte(bytes)
        while index + 1 < bytes.count {
            let second = bytes[index + 1]
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch bytes[index] {
            case 0xC3 where second == 0x9F, 0xC5 where second == 0xBF, 0xCD where second == 0xBE:
                return true
            case 0xE1 where (second == 0xBA && third == 0x9E) || (second == 0xBF && third == 0xAF):
                return true
            case 0xE2 where second == 0x84 && third == 0xAA:
                return true
            case 0xEF where second == 0xAC && third >= 0x80 && third <= 0x86:
                return true
            default:
                index += 1
            }
        }
        return false
    }

    /// The offset of the first byte of 0x80 or more in `bytes`, or its count. O(n), eight
    /// bytes at a time.
    static func firstHighByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        ByteWords.firstFailing(bytes, word: { $0 & ByteWords.highs == 0 }, byte: { $0 < 0x80 })
    }
}
