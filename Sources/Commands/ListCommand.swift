import Storage

/// Which rows `lista ls` prints: the rules are Storage's (``StatusFilter``, ``RowVisibility``,
/// ``TagFilter``, ``TextSearch``), the same the app's lens applies, prepared once for every row.
struct ListFilter {
    var scope: ListScope
    var visibility: VisibilityFilter
    /// The day thresholds are compared with.
    var today: TodoDate
    private let tags: [TagFilter]
    private let search: TextSearch

    init(scope: ListScope, visibility: VisibilityFilter = .current, today: TodoDate,
         search: String?, projects: [String], contexts: [String]) {
        self.scope = scope
        self.visibility = visibility
        self.today = today
        self.search = TextSearch(search ?? "")
        tags = projects.map(TagFilter.project) + contexts.map(TagFilter.context)
    }

    /// The filter `lista ls` was asked for, on `today`.
    init(_ request: ListRequest, today: TodoDate) {
        self.init(scope: request.scope, visibility: request.visibility, today: today, search: request.search,
                  projects: request.projects, contexts: request.contexts)
    }

    /// Current pending rows, nothing else asked: the case `FastPendingList` can serve (it reads
    /// no text, and gives way to the full parse on a line with a `t:` or `h:` tag).
    var isPlainPending: Bool {
        scope == .pending && visibility == .current && search.isEmpty && tags.isEmpty
    }

    /// Whether a row passes: scope, where it stands, then every +project and @context, then
    /// the search text. O(length of the text).
    func matches(_ item: TodoItem) -> Bool {
        guard scope.admits(done: item.done) else { return false }
        guard visibility == .everything || visibility.admits(item.visibility(today: today)) else { return false }
        return tags.allSatisfy { $0.admits(item.text) } && search.isFound(in: item.text)
    }
}

/// `lista ls`: one line per row, `ID  LINE` (the todo.txt line without its id tag), or one
/// JSON object per row (``JSONRow``). A list that does not exist yet (nor its folder) is an
/// empty list: nothing on standard output, exit 0.
enum ListCommand {
    static func run(store: TodoStore, request: ListRequest, context: CommandContext) throws {
        let filter = ListFilter(request, today: context.today)
        let bytes: [UInt8]
        do {
            // done.txt is read as the list is: by the one parser, so its rows keep their ids.
            bytes = request.archived ? try DoneFile(besideList: store.path).read() : try store.readBytes()
        } catch StorageError.fileMissing, StorageError.directoryMissing {
            if !request.json {
                context.standardError("lista: no list at \(store.path) yet; 'lista add TEXT' creates it.\n")
            }
            return
        }
        if !request.json, !request.archived, request.sort == nil, filter.isPlainPending, let output = FastPendingList.render(bytes) {
            if !output.isEmpty { context.standardOutput(output) }
            return
        }
        let loaded = TodoFile.parse(bytes)
        for warning in loaded.warnings {
            if case .assignedIDs = warning { continue } // such ids are stable; not worth a line on every ls
            context.standardError("lista: warning: \(warning.message)\n")
        }
        let rows = sorted(loaded.file.items.filter(filter.matches), by: request.sort)
        let output = request.json ? renderJSON(rows) : render(rows)
        if !output.isEmpty { context.standardOutput(output) }
    }

    /// `items` in `sort`'s order, ties in the file's (the app's sort lenses' rule); as they
    /// are without a sort. O(n log n).
    static func sorted(_ items: [TodoItem], by sort: RowSort?) -> [TodoItem] {
        guard let sort else { return items }
        let keys = items.map(sort.key)
        return items.indices.sorted { a, b in
            let order = RowSortKey.order(keys[a], keys[b])
            return order != 0 ? order < 0 : a < b
        }.map { items[$0] }
    }

    /// The full-parse rendering: `ID  LINE` for each row. O(rows).
    static func render(_ items: [TodoItem]) -> String {
        var output = ""
        for item in items {
            output += item.id
            output += "  "
            output += item.lineWithoutID
            output += "\n"
        }
        return output
    }

    /// JSON Lines: ``JSONRow/line(_:)`` for each row. O(rows).
    static func renderJSON(_ items: [TodoItem]) -> String {
        var output = ""
        for item in items {
            output += JSONRow.line(item)
            output += "\n"
        }
        return output
    }
}
