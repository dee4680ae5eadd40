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
        guard let first = utf8.first, TodoWord.tagMarker(first: first, length: utf8.count) == nil,
              let colon = utf8.firstIndex(of: TodoWord.colon), !TodoWord.isLink(word) else { return nil }
        let valueStart = utf8.index(after: colon)
        guard colon != utf8.startIndex, valueStart != utf8.endIndex else { return nil }
        key = String(word[..<colon])
        value = String(word[valueStart...])
    }
}
