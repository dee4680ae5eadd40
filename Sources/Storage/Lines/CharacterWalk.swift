/// Steps through a string by characters (extended grapheme clusters) on its UTF-8 bytes, with
/// ``UTF8Characters``' boundaries (the standard library's own): a run of ASCII is stepped
/// eight bytes at a time instead of a `String.Index` step a character, so a text field on a
/// 20 MB line finds its cursor in milliseconds. The one way a text field turns a cursor (characters from
/// the start) into a place in its text, and counts its characters.
public enum CharacterWalk {
    /// The index `offset` characters into `text` (a negative offset counts as 0), and how many
    /// characters were stepped: `offset`, or fewer when the text ended first (then the index is
    /// its end). O(offset) characters, O(1) each in runs of ASCII.
    public static func index<Text: StringProtocol>(_ offset: Int, in text: Text) -> (index: String.Index, characters: Int) {
        let wanted = Swift.max(offset, 0)
        let walked = text.utf8.withContiguousStorageIfAvailable { bytes -> (Int, Int) in
            var (position, characters) = (0, 0)
            while characters < wanted, position < bytes.count {
                let run = asciiRun(bytes, from: position, atMost: wanted - characters)
                if run > 0 {
                    (position, characters) = (position + run, characters + run)
                } else {
                    position = UTF8Characters.end(of: bytes, from: position)
                    characters += 1
                }
            }
            return (position, characters)
        }
        guard let (position, characters) = walked else {
            // A string without contiguous UTF-8 (bridged): the standard library's own walk.
            let index = text.index(text.startIndex, offsetBy: wanted, limitedBy: text.endIndex)
            return index.map { ($0, wanted) } ?? (text.endIndex, text.count)
        }
        return (text.utf8.index(text.utf8.startIndex, offsetBy: position), characters)
    }

    /// How many characters of one byte each start at `position`, eight at a time, at most
    /// `limit`: eight ASCII bytes none of which is a CR, followed by an ASCII byte, are eight
    /// characters (only CR LF joins two ASCII bytes, and no ASCII byte extends a character).
    /// 0 when fewer than eight such bytes follow (the caller steps one character). O(run / 8).
    @inline(__always)
    private static func asciiRun(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int, atMost limit: Int) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let highBits: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
        var run = 0
        while limit - run >= 8, position + run + 8 < bytes.count {
            let word = UnsafeRawPointer(base + position + run).loadUnaligned(as: UInt64.self)
            // A byte of `notCR` is 0 where `word` has a CR; the usual test for a zero byte.
            let notCR = word ^ (0x0D * ones)
            guard word & highBits == 0, (notCR &- ones) & ~notCR & highBits == 0,
                  bytes[position + run + 8] < 0x80 else { break }
            run += 8
        }
        return run
    }

    /// `text.count`, by the same walk. O(length), O(1) a character in runs of ASCII.
    public static func count<Text: StringProtocol>(_ text: Text) -> Int {
        index(.max, in: text).characters
    }
}
