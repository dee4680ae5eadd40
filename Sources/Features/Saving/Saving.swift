import Core
import Storage

/// Saving and sync with the file, a feature of its own: a save is an effect, debounced after
/// changes, never on the key path, one storage operation (save or reload) at a time, retried
/// after a failure while the data stays in memory; the watcher's news of another program's
/// change is merged into the rows.
///
/// Its state is the list's: what it reads and writes reaches the rows (a merge adds, changes
/// and removes them, with the selection, the marks and the undo history), so the list is the
/// lowest common ancestor of its data. Its own fields are ``Persistence`` and ``StorageSync``.
/// Every action is the background's.
public struct Saving: Reducer {
    public typealias State = TodoList.State

    public enum Action: Equatable, Sendable {
        /// Starts the watch on the file, which sends ``fileChangedOutside``.
        case startWatching
        /// The watcher saw another program change the file.
        case fileChangedOutside
        /// A version of the file held back as suspect (``SuspectVersion``) stayed the same for
        /// ``Saving/settleTime``: the next save or reload believes it.
        case fileSettled(FileFingerprint)
        case saveDue
        case saveFinished(Result)
    }

    /// How a save or a reload ended.
    public enum Result: Equatable, Sendable {
        case saved(version: Int, outcome: SaveOutcome)
        case reloaded(SaveOutcome)
        case failed(String)
        case reloadFailed(String)
        /// The file looked like another program's write caught half way: nothing was merged
        /// or written, and the list waits for the file to settle.
        case heldBack(SuspectVersion)
    }

    /// Saving bookkeeping: the rows' version the last save wrote, and how saving goes.
    public struct Persistence: Equatable, Sendable {
        /// The rows' version (``ListRows/version``) the last successful save wrote.
        public var savedVersion = 0
        /// Why the last save failed, in plain words; nil after a success.
        public var failure: String?
        /// Whether a save or reload is under way now (they never overlap).
        public var isSaving = false
        /// Rows that move to or from done.txt with the next save.
        public var doneFile = DoneFileMoves()
    }

    /// How long typing must pause before a save starts.
    public static let debounce: Duration = .milliseconds(500)
    /// How long to wait before trying a failed save again.
    public static let retry: Duration = .seconds(3)
    /// How long a version of the file that looks cut off (or removes most rows) must stay the
    /// same before the list believes it: longer than a program that truncates the file and
    /// writes it again takes between the two (up to 2 s seen, a sync client on a slow disk).
    public static let settleTime: Duration = .seconds(3)

    typealias CancelID = TodoList.CancelID

    @Dependency(\.clock) var clock
    @Dependency(\.storage) var storage

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .startWatching:
            return .run(name: "watch the file") { [storage] send in
                for await _ in storage.externalChanges() {
                    send(.fileChangedOutside)
                }
            }
            .cancellable(id: CancelID.watch, cancelInFlight: true)
        case .fileChangedOutside:
            return reload(&state)
        case let .fileSettled(fingerprint):
            return fileSettled(&state, fingerprint)
        case .saveDue:
            return save(&state)
        case let .saveFinished(result):
            return saveFinished(&state, result)
        }
    }

    /// Starts the debounce before a save, or moves its deadline on: every change calls this,
    /// and a burst of keys keeps one timer task instead of replacing one per key.
    func scheduleSave(after delay: Duration = Saving.debounce) -> Effect<Action> {
        .debounce(id: CancelID.saveDebounce, for: delay, clock: clock, name: "save debounce", send: .saveDue)
    }

    /// Writes the rows now unless a write is under way (then the finished write starts another),
    /// or the file is held back as suspect (then only a reload, `evenWhileHeld`, saves: the
    /// watcher's, or the settle's).
    func save(_ state: inout State, evenWhileHeld: Bool = false) -> Effect<Action> {
        guard !state.persistence.isSaving, state.hasUnsavedChanges else { return .none }
        guard evenWhileHeld || state.storageSync.suspect == nil else { return .none }
        let version = state.content.version
        let moves = state.persistence.doneFile.handOff()
        return handOff(&state, "save", failed: Result.failed, moves: moves) { [storage] request in
            .saved(version: version, outcome: try await storage.save(request))
        }
    }

    /// After the watcher saw the file change: merges the file into the rows. With changes of
    /// its own to write, that is a save (which merges first); otherwise a reload, which writes
    /// nothing. While a save or reload is under way, it runs when that one is over.
    func reload(_ state: inout State) -> Effect<Action> {
        guard !state.persistence.isSaving else {
            state.storageSync.outsideChangePending = true
            return .none
        }
        if state.hasUnsavedChanges { return .merge(.cancel(id: CancelID.saveDebounce), save(&state, evenWhileHeld: true)) }
        return handOff(&state, "reload", failed: Result.reloadFailed) { [storage] request in
            .reloaded(try await storage.reload(request))
        }
    }

    /// Hands the rows to storage as they are now; what comes back is adopted by `saveFinished`,
    /// on top of whatever changed here meanwhile. A save writes the rows, a reload only merges
    /// the file into them: `name` names the effect, `failed` says which failure an error is.
    private func handOff(_ state: inout State, _ name: String, failed: @escaping @Sendable (String) -> Result,
                         moves: (archive: [TodoItem], restore: [TodoItem]) = ([], []),
                         _ work: @escaping @Sendable (StorageRequest) async throws -> Result) -> Effect<Action> {
        state.persistence.isSaving = true
        state.content.handOff()
        state.storageSync.outsideChangePending = false
        let rows = Handoff(state.rows)
        let held = state.heldRowIDs
        let generation = state.storageSync.generation
        let believing = state.storageSync.believing
        return .run(name: name) { send in
            // The rows are read in place, not copied into an array of items (12 MB at 100k
            // rows). An edit made during the write copies the list once; the effect lets go of
            // it when the save is over.
            let request = StorageRequest(rows: RowItems(rows.take()), held: held, generation: generation,
                                         archive: moves.archive, restore: moves.restore, believing: believing)
            do {
                send(.saveFinished(try await work(request)))
            } catch let suspect as SuspectVersion {
                send(.saveFinished(.heldBack(suspect)))
            } catch {
                // Storage errors describe themselves in plain words.
                send(.saveFinished(failed("\(error)")))
            }
        }
        .cancellable(id: CancelID.save)
    }

    func saveFinished(_ state: inout State, _ result: Result) -> Effect<Action> {
        state.persistence.isSaving = false
        var effects: [Effect<Action>] = []
        switch result {
        case let .heldBack(suspect):
            state.persistence.doneFile.saveEnded(succeeded: false)
            return holdBack(&state, suspect)
        case let .saved(version, outcome):
            effects.append(fileBelieved(&state))
            state.persistence.savedVersion = Swift.max(state.persistence.savedVersion, version)
            state.persistence.doneFile.saveEnded(succeeded: true)
            // The failure's line stays up until something replaces it; a save that ends well
            // after one (the disk freed, the watcher's save) must not leave it saying otherwise.
            if state.persistence.failure != nil, state.message?.text.hasPrefix(Self.notSavedPrefix) == true {
                state.message = "Saved: the file holds your changes again."
            }
            state.persistence.failure = nil
            effects.append(adopt(&state, outcome))
        case let .reloaded(outcome):
            effects.append(fileBelieved(&state))
            effects.append(adopt(&state, outcome))
            if outcome.needsSave && !state.hasUnsavedChanges { state.content.markChanged() }
        case let .failed(reason):
            state.persistence.failure = reason
            state.persistence.doneFile.saveEnded(succeeded: false)
            state.message = "\(Self.notSavedPrefix) \(reason.withoutFinalPeriod). Your changes are kept; Lista will try again."
            return scheduleSave(after: Saving.retry)
        case let .reloadFailed(reason):
            state.message = "Could not read the file after another program changed it: \(reason.withoutFinalPeriod). Your rows are kept here; your next change writes them."
        }
        if state.storageSync.outsideChangePending {
            effects.append(reload(&state))
        } else if state.hasUnsavedChanges {
            effects.append(scheduleSave())
        }
        return .merge(effects)
    }

    /// A version of the file looked cut off: the list keeps its rows, saves nothing, and says
    /// so; a version seen for the first time starts the wait for it to settle (a new version
    /// starts it again). A change the watcher saw meanwhile is read at once.
    private func holdBack(_ state: inout State, _ suspect: SuspectVersion) -> Effect<Action> {
        let isNew = state.storageSync.suspect?.fingerprint != suspect.fingerprint
        state.storageSync.suspect = suspect
        state.message = "\(suspect): Lista waits for it to finish and saves nothing meanwhile."
        var effects: [Effect<Action>] = []
        if isNew {
            let fingerprint = suspect.fingerprint
            effects.append(.run(name: "wait for the file to settle") { [clock] send in
                try await clock.sleep(for: Saving.settleTime)
                send(.fileSettled(fingerprint))
            }
            .cancellable(id: CancelID.settle, cancelInFlight: true))
        }
        if state.storageSync.outsideChangePending { effects.append(reload(&state)) }
        return .merge(effects)
    }

    /// The suspect version stayed the same: believe it (the merge's removals are the person's to
    /// take back with undo), unless another one came meanwhile.
    func fileSettled(_ state: inout State, _ fingerprint: FileFingerprint) -> Effect<Action> {
        guard state.storageSync.suspect?.fingerprint == fingerprint else { return .none }
        state.storageSync.believing = fingerprint
        return reload(&state)
    }

    /// A save or reload went through: no version is held back any more.
    private func fileBelieved(_ state: inout State) -> Effect<Action> {
        guard state.storageSync.suspect != nil || state.storageSync.believing != nil else { return .none }
        state.storageSync.suspect = nil
        state.storageSync.believing = nil
        if state.message?.text.hasPrefix("Another program is writing the file") == true { state.message = nil }
        return .cancel(id: CancelID.settle)
    }

    /// How the status line begins while a save has failed.
    static let notSavedPrefix = "Not saved:"

    /// Adopts an outcome and tells storage, so it lets go of the base before it.
    private func adopt(_ state: inout State, _ outcome: SaveOutcome) -> Effect<Action> {
        let before = state.storageSync.generation
        state.adopt(outcome)
        guard outcome.generation != before else { return .none }
        let generation = outcome.generation
        return .run(name: "adopted") { [storage] _ in storage.adopted(generation) }
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

extension TodoList {
    /// Starts the debounce before a save, or moves its deadline on: every change to the rows.
    func scheduleSave() -> Effect<Action> { Saving().scheduleSave().map { .saving($0) } }

    /// Writes the rows now, unless a write is under way (``Saving/save(_:evenWhileHeld:)``).
    func save(_ state: inout State) -> Effect<Action> { Saving().save(&state).map { .saving($0) } }
}
