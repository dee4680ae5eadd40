/// A `key:value` tag in a row's text, other than Lista's own (those are fields).
public struct TodoTag: Sendable, Hashable {
    /// The part before the first colon.
    public let key: String
    /// The part after the first colon.
    public let value: String

    /// A tag from its parts.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// The tag `word` is, or nil: both sides of its first colon are non-empty, and the word is
    /// neither a +project or @context (`+a:b` is a project; `+:b` too) nor a link (`https://…`, see
    /// ``TodoWord/isLink(_:)``). The value may hold more colons (`at:10:30`), as todo.txt
    /// clients read it. O(length of the word).
    public init?(word: Substring) {
        let utf8 = word.utf8
        let found = utf8.withContiguousStorageIfAvailable(Self.value(ofWord:)) ?? Array(utf8).withUnsafeBufferPointer(Self.value(ofWord:))
        guard let found else { return nil }
        key = String(word[..<utf8.index(utf8.startIndex, offsetBy: found.lowerBound - 1)])
        value = String(word[utf8.index(utf8.startIndex, offsetBy: found.lowerBound)...])
    }

    /// Where the value of the tag `word` (its UTF-8) is, when it is a tag: the rule of
    /// ``init(word:)``, on bytes (the key is everything before the value's colon). O(length
    /// of the word).
    public static func value(ofWord word: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let first = word.first, TodoWord.tagMarker(first: first, length: word.count) == nil,
              let colon = word.firstIndex(of: TodoWord.colon), colon != 0, colon + 1 < word.count,
              !TodoWord.isLink(word) else { return nil }
        return (colon + 1)..<word.count
    }
}
