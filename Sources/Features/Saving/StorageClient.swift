import Core
import Storage

/// What the list hands its storage: its rows, the rows the person is working on (their text
/// wins a conflict and a deletion elsewhere does not remove them), the generation of the
/// base the rows are relative to (the last one the list adopted), and the rows that move to or
/// from done.txt with this save (the archive key and its undo).
public struct StorageRequest: Sendable {
    public var rows: RowItems
    public var held: Set<String>
    public var generation: Int
    /// Done rows taken out of `rows` to go to done.txt (appended before the list is written).
    public var archive: [TodoItem]
    /// Rows put back in `rows` whose lines leave done.txt (after the list is written).
    public var restore: [TodoItem]
    /// The file's version the list saw stay the same long enough to believe, though it looked
    /// cut off or removed most rows (``SuspectVersion``); nil: none.
    public var believing: FileFingerprint?

    public init(rows: RowItems, held: Set<String> = [], generation: Int = 0,
                archive: [TodoItem] = [], restore: [TodoItem] = [], believing: FileFingerprint? = nil) {
        self.rows = rows
        self.held = held
        self.generation = generation
        self.archive = archive
        self.restore = restore
        self.believing = believing
    }
}

/// What a save or a reload brought back: how the merged rows differ from the rows handed
/// over (empty when nobody else wrote), what the merge did, and the generation the list's
/// rows are relative to once it has applied `changes`.
public struct SaveOutcome: Equatable, Sendable {
    /// What the list must change to show the merge.
    public var changes = RowChanges()
    /// What the merge did, when the file had changed (for the status line).
    public var report: MergeReport?
    /// What reading the changed file noticed.
    public var warnings: [LoadWarning] = []
    /// Rows of ``changes``' removed that another program archived: done.txt holds them done.
    /// Not the person's step, and not to be brought back (they would be in both files).
    public var archivedOutside: Set<String> = []
    /// The base generation after this outcome.
    public var generation = 0
    /// A reload only: the merged rows differ from the file (they hold changes made here), so
    /// the list should save.
    public var needsSave = false
}

/// The list's storage, as a dependency: the app wires it to the todo.txt file
/// (``FileStorage``); tests use a file in a temporary folder or the in-memory one.
public struct StorageClient: Sendable {
    /// Writes the rows in order, merging what changed on disk since their base.
    /// Throws with a plain-words message.
    public var save: @Sendable (StorageRequest) async throws -> SaveOutcome
    /// Merges what changed on disk into the rows without writing.
    public var reload: @Sendable (StorageRequest) async throws -> SaveOutcome = { _ in SaveOutcome() }
    /// The list adopted this generation's changes.
    public var adopted: @Sendable (Int) -> Void = { _ in }
    /// A signal each time someone else changes the file.
    public var externalChanges: @Sendable () -> AsyncStream<Void> = { AsyncStream { $0.finish() } }
    /// The rows of done.txt beside the list (none when it does not exist), read by the one parser.
    public var readArchive: @Sendable () async throws -> [TodoItem] = { [] }

    /// Keeps saves in memory (for tests and `--render`): `saved` returns the last write.
    public static func inMemory() -> (client: StorageClient, saved: @Sendable () -> [TodoItem]?) {
        let saved = Locked<[TodoItem]?>(nil)
        let client = StorageClient(save: { request in
            saved.withLock { $0 = Array(request.rows) }
            return SaveOutcome()
        })
        return (client, { saved.withLock { $0 } })
    }
}

enum StorageClientKey: DependencyKey {
    static let liveValue = StorageClient(save: { _ in
        reportIssue("The storage dependency was not wired: nothing was saved")
        return SaveOutcome()
    })
}

extension DependencyValues {
    /// Where the list saves, and where outside changes come from.
    public var storage: StorageClient {
        get { self[StorageClientKey.self] }
        set { self[StorageClientKey.self] = newValue }
    }
}
