import Storage

extension StatusFilter {
    /// The name the header and the filter popover give it.
    public var title: String {
        switch self {
        case .all: "All"
        case .pending: "Pending"
        case .done: "Done"
        }
    }
}

extension VisibilityFilter {
    /// Its name, as messages refer to the popover's choice.
    public var name: String {
        switch self {
        case .current: "Current"
        case .future: "Future"
        case .hidden: "Hidden"
        case .everything: "Everything"
        }
    }

    /// The name the filter popover gives it.
    public var title: String {
        switch self {
        case .current, .everything: name
        case .future: name + " (t: after today)"
        case .hidden: name + " (h:1)"
        }
    }
}

/// The filter a person looks at the list through. It never changes the collection: the visible
/// rows are a projection computed from the rows and the lens.
public struct Lens: Equatable, Sendable {
    public var status: StatusFilter
    /// Text every visible row contains, ignoring case (Storage's ``TextSearch``); empty for none.
    public var search: String
    /// A `+project` (without the `+`) every visible row has, or nil.
    public var project: String?
    /// An `@context` (without the `@`) every visible row has, or nil.
    public var context: String?
    /// Which rows show by their threshold and `h:1` (Storage's ``RowVisibility``): the current
    /// ones unless the person asks for the others.
    public var visibility: VisibilityFilter
    /// The order the visible rows are shown in, or nil for the file's own order. It never
    /// reorders the rows themselves (``SortedProjection``).
    public var sort: RowSort?

    public init(status: StatusFilter = .all, search: String = "", project: String? = nil, context: String? = nil,
                visibility: VisibilityFilter = .current, sort: RowSort? = nil) {
        self.status = status
        self.search = search
        self.project = project
        self.context = context
        self.visibility = visibility
        self.sort = sort
    }

    /// The lens without its sort: which rows are visible, in the file's order.
    public var filter: Lens {
        var filter = self
        filter.sort = nil
        return filter
    }

    /// Whether the lens reads the text beyond the status and visibility (a search or a tag).
    var refinesText: Bool { !search.isEmpty || project != nil || context != nil }

    /// Whether `item` is visible through this lens on `today`. O(length of its text). To test
    /// many rows, prepare a ``RowFilter`` once instead.
    public func admits(_ item: TodoItem, today: TodoDate?) -> Bool {
        RowFilter(self, today: today).admits(item)
    }

    /// A short description for the status bar, e.g. "Pending · +work · “milk”".
    public var summary: String {
        var parts = [status.title]
        if visibility != .current { parts.append(visibility.name.lowercased()) }
        if let project { parts.append("+" + project) }
        if let context { parts.append("@" + context) }
        if !search.isEmpty { parts.append("“\(search)”") }
        if let sort { parts.append("by " + sort.title) }
        return parts.joined(separator: " · ")
    }
}

extension RowFilter {
    /// The lens's rows on `today` (its sort aside), prepared for testing many rows.
    public init(_ lens: Lens, today: TodoDate?) {
        self.init(status: lens.status, visibility: lens.visibility, today: today,
                  projects: lens.project.map { [$0] } ?? [], contexts: lens.context.map { [$0] } ?? [],
                  search: lens.search)
    }
}
