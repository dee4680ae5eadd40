import Core
import Foundation
import Storage

/// Saving is an effect: debounced after changes, never on the key path, one write at a time,
/// retried after a failure while the data stays in memory.
extension TodoList {
    /// Starts the debounce before a save, or moves its deadline on: every change calls this,
    /// and a burst of keys keeps one timer task instead of replacing one per key.
    func scheduleSave(after delay: Duration = TodoList.saveDebounce) -> Effect<Action> {
        .debounce(id: CancelID.saveDebounce, for: delay, clock: clock, name: "save debounce", send: .saveDue)
    }

    /// Writes the rows now unless a write is under way (then the finished write starts another).
    func save(_ state: inout State) -> Effect<Action> {
        guard !state.persistence.isSaving else { return .none }
        guard state.persistence.hasUnsavedChanges else { return .none }
        state.persistence.isSaving = true
        state.rowsBeingSaved = state.rowsChangedSinceSave
        state.rowsChangedSinceSave = []
        let changed = state.rowsBeingSaved
        let rows = Handoff(state.rows)
        let version = state.persistence.version
        let editing = state.focus
        return .run(name: "save") { [storage] send in
            // The rows are read in place, not copied into an array of items (12 MB at 100k
            // rows). An edit made during the write copies the list once; the effect lets go of
            // it when the save is over.
            let rows = rows.take()
            do {
                let outcome = try await storage.save(RowItems(rows), editing)
                let written = DiskDigest.delta(for: changed, in: rows)
                send(.saveFinished(.saved(version: version, written: written, outcome: outcome)))
            } catch {
                // Storage errors describe themselves in plain words.
                send(.saveFinished(.failed("\(error)")))
            }
        }
        .cancellable(id: CancelID.save)
    }

    func saveFinished(_ state: inout State, _ result: SaveResult) -> Effect<Action> {
        state.persistence.isSaving = false
        switch result {
        case let .saved(version, written, outcome):
            state.persistence.savedVersion = Swift.max(state.persistence.savedVersion, version)
            state.persistence.failure = nil
            state.disk.apply(written)
            state.rowsBeingSaved = []
            if let merged = outcome.merged {
                let unsavedBefore = state.persistence.hasUnsavedChanges
                state.sync(with: merged, now: now())
                if !unsavedBefore { state.persistence.savedVersion = state.persistence.version }
            }
            if !outcome.notes.isEmpty { state.message = outcome.notes.joined(separator: "; ") }
            return state.persistence.hasUnsavedChanges ? scheduleSave() : .none
        case let .failed(reason):
            state.rowsChangedSinceSave.formUnion(state.rowsBeingSaved)
            state.rowsBeingSaved = []
            state.persistence.failure = reason
            state.message = "Not saved: \(reason). Your changes are kept; Lista will try again."
            return scheduleSave(after: TodoList.saveRetry)
        }
    }
}

/// Hands a value to an effect that lets go of it as soon as it has read it.
private final class Handoff<Value: Sendable>: Sendable {
    private let value: Locked<Value?>

    init(_ value: Value) {
        self.value = Locked(value)
    }

    /// The value; the handoff no longer holds it afterwards.
    /// - Precondition: called once.
    func take() -> Value {
        value.withLock { held in
            defer { held = nil }
            return held!
        }
    }
}
