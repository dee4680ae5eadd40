/// A `key:value` tag in a row's text.
public struct TodoTag: Sendable, Hashable {
    /// The part before the first colon.
    public let key: String
    /// The part after the first colon.
    public let value: String
}

extension TodoItem {
    /// The `+project` words of the text, in order (without the `+`). O(n) in the text length.
    public var projects: [String] {
        words(prefixedBy: "+")
    }

    /// The `@context` words of the text, in order (without the `@`). O(n) in the text length.
    public var contexts: [String] {
        words(prefixedBy: "@")
    }

    /// The `key:value` tags left in the text (Lista's own tags are fields, not listed here).
    /// A word counts when both sides of its first colon are non-empty and the value does not
    /// start with `//` (so `https://…` is a link, not a tag). O(n) in the text length.
    public var tags: [TodoTag] {
        text.split(separator: " ").compactMap { word in
            guard let colon = word.firstIndex(of: ":") else { return nil }
            let key = word[..<colon]
            let value = word[word.index(after: colon)...]
            guard !key.isEmpty, !value.isEmpty, !value.hasPrefix("//") else { return nil }
            return TodoTag(key: String(key), value: String(value))
        }
    }

    private func words(prefixedBy marker: Character) -> [String] {
        text.split(separator: " ").compactMap { word in
            guard word.count > 1, word.first == marker else { return nil }
            return String(word.dropFirst())
        }
    }
}
