import Core
import Storage

/// What saving reported: the rows as the file now has them when someone else had changed it
/// (merged by id), and anything the person should hear about.
public struct SaveOutcome: Equatable, Sendable {
    /// Rows after merging changes made outside Lista, or nil when nobody else wrote.
    public var merged: [TodoItem]?
    /// Plain-words notes (e.g. "2 rows added by another program were merged").
    public var notes: [String]

    public init(merged: [TodoItem]? = nil, notes: [String] = []) {
        self.merged = merged
        self.notes = notes
    }
}

/// The list's storage, as a dependency: the app wires it to the todo.txt file; tests use an
/// in-memory one.
public struct StorageClient: Sendable {
    /// Writes `items` in order, merging what changed on disk since the last read; the row
    /// `editingID` keeps Lista's text in a conflict. Throws with a plain-words message.
    public var save: @Sendable (_ items: RowItems, _ editingID: String?) async throws -> SaveOutcome
    /// Rows as the file has them each time someone else changes it.
    public var externalChanges: @Sendable () -> AsyncStream<[TodoItem]>

    public init(
        save: @escaping @Sendable (RowItems, String?) async throws -> SaveOutcome,
        externalChanges: @escaping @Sendable () -> AsyncStream<[TodoItem]>
    ) {
        self.save = save
        self.externalChanges = externalChanges
    }

    /// Keeps saves in memory (for tests and `--render`): `saved` returns the last write.
    public static func inMemory() -> (client: StorageClient, saved: @Sendable () -> [TodoItem]?) {
        let box = SavedBox()
        let client = StorageClient(
            save: { items, _ in
                box.set(Array(items))
                return SaveOutcome()
            },
            externalChanges: { AsyncStream { $0.finish() } })
        return (client, { box.get() })
    }
}

private final class SavedBox: Sendable {
    private let items = Locked<[TodoItem]?>(nil)
    func set(_ value: [TodoItem]) { items.withLock { $0 = value } }
    func get() -> [TodoItem]? { items.withLock { $0 } }
}

enum StorageClientKey: DependencyKey {
    static let liveValue = StorageClient(
        save: { _, _ in
            reportIssue("The storage dependency was not wired: nothing was saved")
            return SaveOutcome()
        },
        externalChanges: { AsyncStream { $0.finish() } })
}

extension DependencyValues {
    /// Where the list saves, and where outside changes come from.
    public var storage: StorageClient {
        get { self[StorageClientKey.self] }
        set { self[StorageClientKey.self] = newValue }
    }
}
