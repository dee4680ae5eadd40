import Core
import Storage

/// The list's storage wired to a todo.txt file, with the one base every merge is made against.
///
/// The base is the file as the list's rows last agreed with it. Both ways a change from
/// outside can arrive use it with the one merge (`TodoMerge`): a save that finds the file
/// changed (``save(_:)``), and a reload after the watcher saw a change (``reload(_:)``). Each
/// result the list has to adopt starts a new *generation*; the list names the generation its
/// rows are relative to in every request. Until it has adopted the newest one, the base before
/// it is kept too, so a request made in between (the save on quit, while a merge was on its
/// way to the list) is merged against the base its rows really came from.
///
/// The I/O is Storage's; this type only keeps the bases. Blocking: call it from effects (or,
/// for the save on quit, on the way out).
public final class FileStorage: Sendable {
    public let store: TodoStore
    private let bases: Locked<Bases>

    private struct Bases {
        var current: StoreSnapshot
        var generation = 0
        /// The base before `generation`'s merge, until the list says it adopted that merge.
        var previous: StoreSnapshot?
    }

    /// Storage for `store`, whose file was just loaded as `loaded` (generation 0).
    public init(store: TodoStore, loaded: StoreSnapshot) {
        self.store = store
        bases = Locked(Bases(current: loaded))
    }

    /// Writes the request's rows, merging first what changed on disk since their base, and moves
    /// the request's rows to or from done.txt by Storage's archive rule (an archived row is not
    /// a deletion for the merge to undo: it is archived in whichever version the merge keeps).
    /// Throws `StorageError` in plain words; on error nothing on disk changed. A changed file
    /// that looks cut off, or whose merge removes most rows, throws ``SuspectVersion`` unless
    /// the request believes that version (in-place writers: see ``SuspectVersion``).
    /// O(rows) when the file is unchanged (streamed in place); O(rows + file) when it merges.
    public func save(_ request: StorageRequest) throws -> SaveOutcome {
        let check = SuspectCheck(believing: request.believing)
        return try bases.withLock { bases in
            let saved: StoreSave
            if request.generation == bases.generation {
                bases.previous = nil
                saved = try store.save(rows: request.rows, over: &bases.current, held: request.held,
                                       archiving: request.archive, restoring: request.restore, checking: check)
            } else {
                var base = bases.previous ?? bases.current
                saved = try store.save(rows: request.rows, over: &base, held: request.held,
                                       archiving: request.archive, restoring: request.restore, checking: check)
                bases.current = base
            }
            guard let mergedBase = saved.mergedBase else { return SaveOutcome(generation: bases.generation) }
            let changes = RowChanges.between(ours: request.rows, merged: saved.snapshot.rows)
            var outcome = Self.outcome(changes, saved.merge, warnings: saved.warnings, replacing: mergedBase, in: &bases)
            outcome.archivedOutside = archivedOutside(changes.removed, of: request.rows)
            return outcome
        }
    }

    /// Reads the file after an outside change and merges it into the request's rows without
    /// writing. The file becomes the base; ``SaveOutcome/needsSave`` says whether the merged rows
    /// differ from it (rows changed here, or held here and deleted there). O(rows + file).
    public func reload(_ request: StorageRequest) throws -> SaveOutcome {
        try bases.withLock { bases in
            let base = request.generation == bases.generation ? bases.current : (bases.previous ?? bases.current)
            if request.generation == bases.generation { bases.previous = nil }
            let reload = try store.reload(merging: base.file(with: request.rows), since: base, held: request.held,
                                          checking: SuspectCheck(believing: request.believing))
            let needsSave = !reload.file.items.elementsEqual(reload.snapshot.rows)
            bases.current = reload.snapshot
            let changes = RowChanges.between(ours: request.rows, merged: reload.file.items)
            var outcome = Self.outcome(changes, reload.report, warnings: reload.warnings, replacing: base, in: &bases)
            outcome.needsSave = needsSave
            outcome.archivedOutside = archivedOutside(changes.removed, of: request.rows)
            return outcome
        }
    }

    /// Of the rows the merge `removed`, those done.txt holds done (another program archived
    /// them: todo.sh's `do` does by default). Reads done.txt only when rows were removed; an
    /// archive that cannot be read archived nothing here. O(done.txt + rows).
    private func archivedOutside(_ removed: [String], of rows: some Collection<TodoItem>) -> Set<String> {
        guard !removed.isEmpty, let archived = try? store.doneFile.archivedRows() else { return [] }
        let wanted = Set(removed)
        return Set(rows.lazy.filter { wanted.contains($0.id) && archived.holdsDoneVersion(of: $0) }.map(\.id))
    }

    /// Says the list adopted generation `generation`: the base before it can go.
    public func adopted(_ generation: Int) {
        bases.withLock { bases in
            if generation == bases.generation { bases.previous = nil }
        }
    }

    private static func outcome(_ changes: RowChanges, _ report: MergeReport?, warnings: [LoadWarning],
                                replacing replaced: StoreSnapshot, in bases: inout Bases) -> SaveOutcome {
        guard !changes.isEmpty else { return SaveOutcome(report: report, warnings: warnings, generation: bases.generation) }
        bases.generation += 1
        bases.previous = replaced
        return SaveOutcome(changes: changes, report: report, warnings: warnings, generation: bases.generation)
    }

    /// A signal each time someone else changes the file (Lista's own saves are recognised by
    /// their fingerprint and skipped).
    public func externalChanges() -> AsyncStream<Void> {
        guard let changes = try? FileWatcher.changes(of: store.path) else {
            return AsyncStream { $0.finish() }
        }
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        let task = Task { [self] in
            for await status in changes where status != nil && changedOutside() {
                continuation.yield()
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Whether the file differs from the base. Waits for a save or reload under way, so
    /// Lista's own write is compared with the base it produced.
    private func changedOutside() -> Bool {
        let ours = bases.withLock { $0.current.fingerprint }
        guard let current = try? store.fingerprint() else { return false }
        return current != ours
    }

    /// The dependency value.
    public var client: StorageClient {
        StorageClient(
            save: { [self] request in try save(request) },
            reload: { [self] request in try reload(request) },
            adopted: { [self] generation in adopted(generation) },
            externalChanges: { [self] in externalChanges() },
            readArchive: { [self] in TodoFile.parse(try store.doneFile.read()).file.items })
    }
}
