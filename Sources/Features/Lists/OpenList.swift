import Core

/// One list open in a session: its own store (state, effects, storage and watcher), how to save
/// it before the app ends, and the title its header shows. Nothing is shared between lists:
/// each is the lowest common ancestor of its own state.
public struct OpenList {
    /// The list's file, by absolute path (how the picker names it).
    public let path: String
    /// The header's title, e.g. "Lista — todo.txt".
    public let title: String
    public let store: Store<TodoList.State, TodoList.Action>
    /// Saves synchronously; returns a plain-words failure, or nil when saved (or nothing to save).
    public let flush: (TodoList.State) -> String?

    public init(path: String, title: String, store: Store<TodoList.State, TodoList.Action>,
                flush: @escaping (TodoList.State) -> String?) {
        self.path = path
        self.title = title
        self.store = store
        self.flush = flush
    }

    /// The list's file name, which messages use to say which list they mean.
    public var name: String { Self.name(of: path) }

    /// The header's title for the list at `path`: its file name, and its folder's name too when
    /// it is not in `folder` (the first list's), so two todo.txt files are told apart:
    /// "Lista — todo.txt (work)".
    public static func title(of path: String, besideListsIn folder: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let inFolder = path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains("/")
        guard !inFolder, parts.count > 1 else { return "Lista — " + name(of: path) }
        return "Lista — \(name(of: path)) (\(parts[parts.count - 2]))"
    }

    /// The file name of the list at `path`: "todo.txt" for "/home/ana/todo.txt".
    public static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
