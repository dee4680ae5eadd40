/// What the words of a row's text are, and which of them are +projects, @contexts, links and
/// `key:value` tags: the one definition that the lens's tag filters (``TagFilter``), the filter
/// popover, the editor, the details page and `lista ls` all use (ARCHITECTURE.md, "One truth
/// for the file").
///
/// A word is a maximal run of bytes other than the space byte (0x20), exactly as
/// `TodoLineParser` splits tokens. A tab or a no-break space is part of a word, and a space
/// followed by a combining mark still ends one (Swift's `Character` would join the two, so
/// splitting a `String` on `" "` gives other words than the parser does).
///
/// As in todo.txt: a project is a word that starts with `+` and has at least one more byte
/// (`+` alone is a plain word, `++` is the project `+`, `+a+b` the project `a+b`, `+home,` the
/// project `home,`); a context likewise with `@`; a `+` or `@` inside a word (`a+b`, `bo@x.org`)
/// makes nothing. Names are compared by canonical equivalence (`é` precomposed equals `é`
/// decomposed) and are case-sensitive, as todo.sh's `listproj` lists them.
public enum TodoWord {
    /// What kind of word a word is. A word is of exactly one kind, tried in this order.
    public enum Kind: Equatable, Sendable {
        /// `+name`: the name without the `+`.
        case project(Substring)
        /// `@name`: the name without the `@`.
        case context(Substring)
        /// `scheme://…` (see ``isLink(_:)``).
        case link
        /// `key:value` (see ``TodoTag``).
        case tag(TodoTag)
        /// Any other word.
        case plain
    }

    static let space = UInt8(ascii: " ")
    static let colon = UInt8(ascii: ":")
    static let slash = UInt8(ascii: "/")

    /// The words of `text`, in order (runs of spaces separate words and make none). O(n).
    public static func words(in text: some StringProtocol) -> [Substring] {
        var words: [Substring] = []
        forEach(in: Substring(text)) { words.append($0) }
        return words
    }

    /// Calls `body` with each word of `text`, in order. O(n).
    public static func forEach(in text: Substring, _ body: (Substring) -> Void) {
        let utf8 = text.utf8
        func visit(_ bytes: UnsafeBufferPointer<UInt8>) {
            forEachWord(in: bytes) { range in
                let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                body(text[lower..<utf8.index(lower, offsetBy: range.count)])
                return true
            }
        }
        if utf8.withContiguousStorageIfAvailable(visit) == nil { Array(utf8).withUnsafeBufferPointer(visit) }
    }

    /// Calls `body` with the byte range of each word of `bytes` (a text's UTF-8), in order,
    /// until it returns false. O(n), nothing made: the word loop of the hot paths.
    @inline(__always)
    public static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) {
        var start = 0
        while start < bytes.count {
            guard bytes[start] != space else {
                start += 1
                continue
            }
            var end = start + 1
            while end < bytes.count, bytes[end] != space { end += 1 }
            guard body(start..<end) else { return }
            start = end
        }
    }

    /// Calls `body` with the marker (``projectMarker`` or ``contextMarker``) and the name's byte
    /// range of each +project and @context word of `bytes` (a text's UTF-8), in order, until it
    /// returns false. O(n), nothing made.
    @inline(__always)
    public static func forEachTag(in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ marker: UInt8, _ name: Range<Int>) -> Bool) {
        forEachWord(in: bytes) { word in
            guard let marker = tagMarker(first: bytes[word.lowerBound], length: word.count) else { return true }
            return body(marker, (word.lowerBound + 1)..<word.upperBound)
        }
    }

    /// The byte that starts a +project word.
    public static let projectMarker = UInt8(ascii: "+")
    /// The byte that starts an @context word.
    public static let contextMarker = UInt8(ascii: "@")

    /// The marker of a word that starts with byte `first` and is `length` bytes long when it is
    /// a project or a context (a marker and at least one more byte), else nil: the rule itself.
    @inline(__always)
    public static func tagMarker(first: UInt8, length: Int) -> UInt8? {
        length > 1 && (first == projectMarker || first == contextMarker) ? first : nil
    }

    /// Whether the word with these bytes (not empty) is surely plain: it neither starts a
    /// project or context nor holds a colon, which every link and tag has. A false answer may
    /// still be plain (`a:`); ``kind(of:)`` says. The cheap test before it on hot paths. O(n).
    @inline(__always)
    public static func isSurelyPlain(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        tagMarker(first: word[0], length: word.count) == nil && !word.contains(colon)
    }

    /// Whether `text` is one word: not empty, no space byte. O(n).
    public static func isWord(_ text: some StringProtocol) -> Bool {
        !text.utf8.isEmpty && !text.utf8.contains(space)
    }

    /// The name of the project `word` is (without the `+`), or nil. O(1).
    public static func projectName(_ word: Substring) -> Substring? {
        name(of: word, marker: projectMarker)
    }

    /// The name of the context `word` is (without the `@`), or nil. O(1).
    public static func contextName(_ word: Substring) -> Substring? {
        name(of: word, marker: contextMarker)
    }

    /// Whether `word` is a link: something before its first colon, and `//` right after it
    /// (`https://x.y`, `file:///tmp`). A link is never a `key:value` tag, so a URL stays in
    /// the text where the editor splits tags off. O(length of the word).
    public static func isLink(_ word: Substring) -> Bool {
        let utf8 = word.utf8
        return utf8.withContiguousStorageIfAvailable(isLink) ?? Array(utf8).withUnsafeBufferPointer(isLink)
    }

    /// ``isLink(_:)`` on a word's UTF-8: the one rule, for text and for a line's bytes. O(n).
    public static func isLink(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = word.firstIndex(of: colon), colon != 0 else { return false }
        return colon + 2 < word.count && word[colon + 1] == slash && word[colon + 2] == slash
    }

    /// The kind of `word`: a project, a context, a link, a tag or plain, first match in that
    /// order (so `+a:b` is a project and `url:https://x.y` a tag whose value is a URL).
    /// O(length of the word).
    public static func kind(of word: Substring) -> Kind {
        if let name = projectName(word) { return .project(name) }
        if let name = contextName(word) { return .context(name) }
        if isLink(word) { return .link }
        if let tag = TodoTag(word: word) { return .tag(tag) }
        return .plain
    }

    /// Whether `word` is a tag word in the editor's sense: a project, a context or a
    /// `key:value` tag. O(length of the word).
    public static func isTagWord(_ word: Substring) -> Bool {
        switch kind(of: word) {
        case .project, .context, .tag: true
        case .link, .plain: false
        }
    }

    /// The words of `text` in two texts, each joined by single spaces, in order: the tag words
    /// (``isTagWord(_:)``) and the others, as the editor's fields hold them. O(n) in one walk of
    /// the bytes: a surely plain word (``isSurelyPlain(_:)``, most words) is copied as it is,
    /// without being made a `Substring` or classified.
    public static func separatingTagWords(_ text: String) -> (others: String, tags: String) {
        func separate(_ bytes: UnsafeBufferPointer<UInt8>) -> (others: String, tags: String) {
            var (others, tags): ([UInt8], [UInt8]) = ([], [])
            others.reserveCapacity(bytes.count)
            forEachWord(in: bytes) { range in
                let word = UnsafeBufferPointer(rebasing: bytes[range])
                var isTag = false
                if !isSurelyPlain(word) {
                    let start = text.utf8.index(text.utf8.startIndex, offsetBy: range.lowerBound)
                    isTag = isTagWord(text[start..<text.utf8.index(start, offsetBy: range.count)])
                }
                if isTag {
                    if !tags.isEmpty { tags.append(space) }
                    tags.append(contentsOf: word)
                } else {
                    if !others.isEmpty { others.append(space) }
                    others.append(contentsOf: word)
                }
                return true
            }
            return (String(decoding: others, as: UTF8.self), String(decoding: tags, as: UTF8.self))
        }
        return text.utf8.withContiguousStorageIfAvailable(separate) ?? Array(text.utf8).withUnsafeBufferPointer(separate)
    }

    private static func name(of word: Substring, marker: UInt8) -> Substring? {
        let utf8 = word.utf8
        guard let first = utf8.first, tagMarker(first: first, length: utf8.count) == marker else { return nil }
        return word[utf8.index(after: utf8.startIndex)...]
    }
}
