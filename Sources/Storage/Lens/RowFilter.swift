/// Which rows a list shows: the status (``StatusFilter``), where the row stands
/// (``RowVisibility``), every +project and @context asked for (``TagFilter``), then the search
/// (``TextSearch``), in that order. The one composition the app's lens and `lista ls` both
/// apply, prepared once (the search folded, the tag names encoded) for testing many rows.
public struct RowFilter: Sendable {
    /// The status let through.
    public let status: StatusFilter
    /// The standings let through.
    public let visibility: VisibilityFilter
    /// The day thresholds are compared with; nil holds no row back by its threshold.
    public let today: TodoDate?
    private let tags: [TagFilter]
    private let search: TextSearch?

    /// A filter of `status` and `visibility` on `today`, of rows tagged with every one of
    /// `projects` and `contexts` and holding `search` (an empty search holds in every row).
    public init(status: StatusFilter, visibility: VisibilityFilter, today: TodoDate?,
                projects: [String], contexts: [String], search: String) {
        self.status = status
        self.visibility = visibility
        self.today = today
        tags = projects.map(TagFilter.project) + contexts.map(TagFilter.context)
        self.search = search.isEmpty ? nil : TextSearch(search)
    }

    /// Whether `item` passes. O(length of the text); no allocation for a text under a few
    /// hundred bytes without a colon, and the text is not read when only the status and the
    /// standing are asked for.
    public func admits(_ item: TodoItem) -> Bool {
        guard status.admits(done: item.done) else { return false }
        if visibility != .everything, !visibility.admits(item.visibility(today: today)) { return false }
        guard !tags.isEmpty || search != nil else { return true }
        return item.textSatisfies(admitsByTagsAndSearch)
    }

    /// ``admits(_:)`` for a row given by whether it is done and its text's UTF-8, as rows are
    /// read from the file's bytes (``FileRows``). O(length of the text).
    public func admits(done: Bool, text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard status.admits(done: done) else { return false }
        guard visibility == .everything || visibility.admits(RowVisibility(text: text, done: done, today: today)) else { return false }
        return admitsByTagsAndSearch(text)
    }

    /// False only for a row that ``admits(done:text:)`` leaves out, told from whether it is
    /// done and its whole line (valid UTF-8, no carriage return) before the line is parsed:
    /// its status, and whether the search may be in it (``TextSearch/mayBeFound(inLineOf:)``).
    /// O(line length).
    public func mayAdmit(done: Bool, line: UnsafeBufferPointer<UInt8>) -> Bool {
        status.admits(done: done) && (search?.mayBeFound(inLineOf: line) ?? true)
    }

    private func admitsByTagsAndSearch(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        tags.allSatisfy { $0.admits(utf8: text) } && (search?.isFound(inUTF8: text) ?? true)
    }
}
