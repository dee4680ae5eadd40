import Storage

/// Which rows the status lens lets through.
public enum StatusFilter: String, CaseIterable, Equatable, Sendable {
    case all
    case pending
    case done

    /// The next filter in Tab order (all → pending → done → all), or the previous one.
    public func cycled(forward: Bool) -> StatusFilter {
        let all = Self.allCases
        let index = all.firstIndex(of: self)!
        return all[(index + (forward ? 1 : all.count - 1)) % all.count]
    }

    public var title: String {
        switch self {
        case .all: "All"
        case .pending: "Pending"
        case .done: "Done"
        }
    }
}

/// The filter a person looks at the list through. It never changes the collection: the visible
/// rows are a projection computed from the rows and the lens.
public struct Lens: Equatable, Sendable {
    public var status: StatusFilter
    /// Case-insensitive text every visible row contains; empty for none.
    public var search: String
    /// A `+project` (without the `+`) every visible row has, or nil.
    public var project: String?
    /// An `@context` (without the `@`) every visible row has, or nil.
    public var context: String?

    public init(status: StatusFilter = .all, search: String = "", project: String? = nil, context: String? = nil) {
        self.status = status
        self.search = search
        self.project = project
        self.context = context
    }

    /// Whether every row passes (the lens hides nothing).
    public var isOpen: Bool { status == .all && search.isEmpty && project == nil && context == nil }

    /// Whether `item` is visible through this lens. O(length of its text). To test many rows,
    /// prepare a ``LensMatcher`` once instead.
    public func admits(_ item: TodoItem) -> Bool {
        LensMatcher(self).admits(text: item.text, done: item.done)
    }

    /// A short description for the status bar, e.g. "Pending · +work · “milk”".
    public var summary: String {
        var parts = [status.title]
        if let project { parts.append("+" + project) }
        if let context { parts.append("@" + context) }
        if !search.isEmpty { parts.append("“\(search)”") }
        return parts.joined(separator: " · ")
    }
}

/// A lens prepared for testing many rows: the search folded and the tag words encoded once.
public struct LensMatcher: Sendable {
    let status: StatusFilter
    let projectWord: [UInt8]?
    let contextWord: [UInt8]?
    let search: TextSearch.Needle?

    public init(_ lens: Lens) {
        status = lens.status
        projectWord = lens.project.map { Array(("+" + $0).utf8) }
        contextWord = lens.context.map { Array(("@" + $0).utf8) }
        search = lens.search.isEmpty ? nil : TextSearch.Needle(lens.search)
    }

    /// Whether a row with this text and done flag passes. O(length of the text), no allocation
    /// for ASCII searches.
    public func admits(text: String, done: Bool) -> Bool {
        switch status {
        case .all: break
        case .pending: if done { return false }
        case .done: if !done { return false }
        }
        if let projectWord, !TextSearch.containsWord(text, word: projectWord) { return false }
        if let contextWord, !TextSearch.containsWord(text, word: contextWord) { return false }
        if let search, !search.isFound(in: text) { return false }
        return true
    }
}

/// Fast text tests over UTF-8, so that a lens over 100,000 rows stays within a frame.
enum TextSearch {
    /// A search string prepared once: ASCII-folded bytes, or a lowercased string when it has
    /// non-ASCII characters (then full Unicode lowercasing is used).
    struct Needle: Sendable {
        let folded: [UInt8]
        let unicodeLowercased: String?

        init(_ needle: String) {
            let bytes = Array(needle.utf8)
            if bytes.allSatisfy({ $0 < 0x80 }) {
                folded = bytes.map(TextSearch.lowerASCII)
                unicodeLowercased = nil
            } else {
                folded = []
                unicodeLowercased = needle.lowercased()
            }
        }

        /// O(|text| · |needle|) worst case, typically O(|text|).
        func isFound(in text: String) -> Bool {
            if let unicodeLowercased { return text.lowercased().contains(unicodeLowercased) }
            guard let first = folded.first else { return true }
            var text = text
            return text.withUTF8 { haystack in
                guard haystack.count >= folded.count else { return false }
                var start = 0
                let last = haystack.count - folded.count
                while start <= last {
                    if TextSearch.lowerASCII(haystack[start]) == first {
                        var matched = 1
                        while matched < folded.count, TextSearch.lowerASCII(haystack[start + matched]) == folded[matched] { matched += 1 }
                        if matched == folded.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// Whether `text` contains `needle`, ignoring case. O(|text| · |needle|).
    static func containsIgnoringCase(_ text: String, _ needle: String) -> Bool {
        Needle(needle).isFound(in: text)
    }

    /// Whether `text` has `word` (UTF-8 bytes) bounded by spaces or the ends. O(|text|).
    static func containsWord(_ text: String, word: [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= word.count else { return false }
            var start = 0
            while start + word.count <= bytes.count {
                let boundedBefore = start == 0 || bytes[start - 1] == UInt8(ascii: " ")
                if boundedBefore, bytes[start] == word[0] {
                    var matched = 1
                    while matched < word.count, bytes[start + matched] == word[matched] { matched += 1 }
                    let end = start + word.count
                    if matched == word.count, end == bytes.count || bytes[end] == UInt8(ascii: " ") { return true }
                }
                start += 1
            }
            return false
        }
    }

    @inline(__always)
    static func lowerASCII(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
