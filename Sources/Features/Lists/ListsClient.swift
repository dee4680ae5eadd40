import Core
import Storage

/// The lists the picker offers: the current one, the lists in its folder, and the recent ones.
public struct ListChoices: Equatable, Sendable {
    /// The list on screen, by absolute path.
    public var current: String
    /// The `*.txt` lists in the current list's folder (``ListFolder``), by name.
    public var folder: [String]
    /// The lists opened lately, most recent first (``RecentLists``).
    public var recent: [String]

    public init(current: String, folder: [String] = [], recent: [String] = []) {
        self.current = current
        self.folder = folder
        self.recent = recent
    }
}

/// Where the list picker's choices come from, as a dependency: the app reads the list's folder
/// and the recent file (``files(current:recent:)``); tests give fixed choices.
public struct ListsClient: Sendable {
    /// The choices as they are now. Called from an effect, never from a reducer.
    public var choices: @Sendable () -> ListChoices

    public init(choices: @escaping @Sendable () -> ListChoices) {
        self.choices = choices
    }

    /// The choices for the list at `current`: the lists beside it and those in `recent`.
    public static func files(current: String, recent: RecentLists?) -> ListsClient {
        ListsClient {
            ListChoices(current: current, folder: ListFolder.lists(in: ListFolder.folder(of: current)),
                        recent: recent?.read() ?? [])
        }
    }
}

enum ListsClientKey: DependencyKey {
    static let liveValue = ListsClient {
        reportIssue("The lists dependency was not wired: the picker has no lists")
        return ListChoices(current: "")
    }
}

extension DependencyValues {
    /// The lists the list picker offers.
    public var lists: ListsClient {
        get { self[ListsClientKey.self] }
        set { self[ListsClientKey.self] = newValue }
    }
}
