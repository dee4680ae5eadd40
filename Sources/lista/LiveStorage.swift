import Core
import Features
import Foundation
import Storage

/// The list's storage dependency, wired to the todo.txt file: saves merge what changed on disk
/// since Lista last read or wrote it, under the file lock; changes made by others arrive
/// through the file watcher.
final class LiveStorage: Sendable {
    let store: TodoStore
    /// What the file held when Lista last read or wrote it: the base of the next merge.
    private let base: Locked<StoreSnapshot>

    init(store: TodoStore, loaded: StoreSnapshot) {
        self.store = store
        base = Locked(loaded)
    }

    /// Writes `items` (keeping the file's other lines and line ending). Blocking I/O: called
    /// from an effect or on quit. Throws `StorageError` in plain words; on error nothing on
    /// disk changed. The base is updated in place: the old and the new one are never held
    /// side by side (at 100k rows each holds 12 MB of items).
    func save(_ items: RowItems, editingID: String?) throws -> SaveOutcome {
        try base.withLock { base in
            let result = try store.save(rows: items, over: &base, editingID: editingID)
            guard let report = result.merge, !report.isEmpty else { return SaveOutcome() }
            return SaveOutcome(merged: result.snapshot.file.items, notes: Self.describe(report) + result.warnings.map(\.message))
        }
    }

    /// Rows as the file has them each time someone else changes it (Lista's own writes are
    /// recognised by their fingerprint and skipped).
    func externalChanges() -> AsyncStream<[TodoItem]> {
        guard let changes = try? FileWatcher.changes(of: store.path) else {
            return AsyncStream { $0.finish() }
        }
        let (stream, continuation) = AsyncStream.makeStream(of: [TodoItem].self)
        let task = Task { [self] in
            for await status in changes {
                guard status != nil, let items = itemsIfChangedOutside() else { continue }
                continuation.yield(items)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The file's rows when it differs from what Lista last read or wrote, else nil. Lista's
    /// own saves are recognised by their fingerprint before anything is parsed.
    private func itemsIfChangedOutside() -> [TodoItem]? {
        let ours = base.withLock { $0.fingerprint }
        guard let current = try? store.fingerprint(), current != ours else { return nil }
        guard let loaded = try? store.load() else { return nil }
        return loaded.snapshot.fingerprint == ours ? nil : loaded.snapshot.file.items
    }

    /// The dependency value.
    var client: StorageClient {
        StorageClient(
            save: { [self] items, editing in try save(items, editingID: editing) },
            externalChanges: { [self] in externalChanges() })
    }

    static func describe(_ report: MergeReport) -> [String] {
        var parts: [String] = []
        if !report.theirAdded.isEmpty { parts.append("\(report.theirAdded.count) added") }
        if !report.theirEdited.isEmpty { parts.append("\(report.theirEdited.count) changed") }
        if !report.theirDeleted.isEmpty { parts.append("\(report.theirDeleted.count) removed") }
        var notes: [String] = []
        if !parts.isEmpty { notes.append("Merged changes made outside Lista: " + parts.joined(separator: ", ")) }
        if !report.conflicts.isEmpty { notes.append("\(report.conflicts.count) rows changed on both sides: Lista's text kept for the row being edited") }
        return notes
    }
}
