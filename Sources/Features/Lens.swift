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

    /// Whether `item` is visible through this lens. O(length of its text).
    public func admits(_ item: TodoItem) -> Bool {
        switch status {
        case .all: break
        case .pending: if item.done { return false }
        case .done: if !item.done { return false }
        }
        if let project, !TextSearch.containsWord(item.text, marker: "+", name: project) { return false }
        if let context, !TextSearch.containsWord(item.text, marker: "@", name: context) { return false }
        if !search.isEmpty, !TextSearch.containsIgnoringCase(item.text, search) { return false }
        return true
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

/// Fast text tests over UTF-8, so that a lens over 100,000 rows stays within a frame.
enum TextSearch {
    /// Whether `text` contains `needle`, ignoring ASCII case (other characters compare exactly
    /// unless the needle has non-ASCII letters, where full Unicode lowercasing is used).
    /// O(|text| · |needle|) worst case, typically O(|text|).
    static func containsIgnoringCase(_ text: String, _ needle: String) -> Bool {
        let needleBytes = Array(needle.utf8)
        guard !needleBytes.isEmpty else { return true }
        guard needleBytes.allSatisfy({ $0 < 0x80 }) else {
            return text.lowercased().contains(needle.lowercased())
        }
        let folded = needleBytes.map(lowerASCII)
        var text = text
        return text.withUTF8 { haystack in
            guard haystack.count >= folded.count else { return false }
            let first = folded[0]
            var start = 0
            let last = haystack.count - folded.count
            while start <= last {
                if lowerASCII(haystack[start]) == first {
                    var matched = 1
                    while matched < folded.count, lowerASCII(haystack[start + matched]) == folded[matched] { matched += 1 }
                    if matched == folded.count { return true }
                }
                start += 1
            }
            return false
        }
    }

    /// Whether `text` has the word `marker + name` (bounded by spaces or the ends). O(|text|).
    static func containsWord(_ text: String, marker: Character, name: String) -> Bool {
        let word = Array((String(marker) + name).utf8)
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
    private static func lowerASCII(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
