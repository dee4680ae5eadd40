import Core
import Foundation
import Storage

/// Saving is an effect: debounced after changes, never on the key path, one write at a time,
/// retried after a failure while the data stays in memory.
extension TodoList {
    /// Starts (or restarts) the debounce before a save.
    func scheduleSave(after delay: Duration = TodoList.saveDebounce) -> Effect<Action> {
        .run(name: "save debounce") { [clock] send in
            try await clock.sleep(for: delay)
            send(.saveDue)
        }
        .cancellable(id: CancelID.saveDebounce, cancelInFlight: true)
    }

    /// Writes the rows now unless a write is under way (then the finished write starts another).
    func save(_ state: inout State) -> Effect<Action> {
        guard !state.persistence.isSaving else { return .none }
        guard state.persistence.hasUnsavedChanges else { return .none }
        state.persistence.isSaving = true
        let rows = state.rows
        let version = state.persistence.version
        let editing = state.focus
        return .run(name: "save") { [storage] send in
            let items = rows.map(\.item)
            do {
                let outcome = try await storage.save(items, editing)
                send(.saveFinished(.saved(version: version, written: items, outcome: outcome)))
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
            var disk: [String: TodoItem] = [:]
            disk.reserveCapacity(written.count)
            for item in written { disk[item.id] = item }
            if let merged = outcome.merged {
                let unsavedBefore = state.persistence.hasUnsavedChanges
                state.disk = disk
                state.sync(with: merged, now: now())
                if !unsavedBefore { state.persistence.savedVersion = state.persistence.version }
            } else {
                state.disk = disk
            }
            if !outcome.notes.isEmpty { state.message = outcome.notes.joined(separator: "; ") }
            return state.persistence.hasUnsavedChanges ? scheduleSave() : .none
        case let .failed(reason):
            state.persistence.failure = reason
            state.message = "Not saved: \(reason). Your changes are kept; Lista will try again."
            return scheduleSave(after: TodoList.saveRetry)
        }
    }
}
