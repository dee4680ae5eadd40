
/// Where an effect came from, for messages about effects that outlive a test.
public struct EffectOrigin: Sendable {
    public let action: String
    public let fileID: StaticString
    public let filePath: StaticString
    public let line: UInt

    public init(action: String, fileID: StaticString, filePath: StaticString, line: UInt) {
        self.action = action
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }
}

/// Starts effects, keeps the registry of those in flight with their cancellation scopes, and
/// queues the actions they send. Shared by ``Store`` and the test store.
///
/// Thread-safe. Registration happens synchronously when an effect starts, so a cancel that the
/// store reduces later in the same batch always finds (and stops) it, and actions a cancelled
/// effect already queued are withdrawn.
public final class EffectRuntime<Action: Sendable>: Sendable {
    struct CancelKey: Hashable {
        let path: [ScopeComponent]
        let id: AnySendableHashable
    }

    /// Where an effect runs: its scope, the cancellation keys around it, the changes to the
    /// dependencies of its runs (outermost first), where it came from, and whether the owner
    /// holds its input while it (or the actions it queued) is pending.
    struct Context {
        var path: [ScopeComponent] = []
        var cancelKeys: [CancelKey] = []
        var updates: [DependencyUpdate] = []
        var origin: EffectOrigin?
        var holdsInput = false

        /// This context with `change` made to it.
        func with(_ change: (inout Context) -> Void) -> Context {
            var changed = self
            change(&changed)
            return changed
        }
    }

    struct Record {
        let context: Context
        let name: String?
        /// For a debounce's run: moves its deadline on (false when it cannot).
        let restart: (@Sendable (Duration) -> Bool)?
        var task: Task<Void, Never>?
        /// Finished, but kept while actions it sent wait in the queue, so that a cancel reduced
        /// in the same batch still withdraws them.
        var finished = false
    }

    struct Registry {
        var records: [Int: Record] = [:]
        var nextSerial = 0
        var inbox: [(serial: Int, action: Action)] = []
    }

    private let registry = Locked(Registry())
    private let dependencies: DependencyValues
    private let wake: @Sendable () -> Void

    /// - Parameters:
    ///   - dependencies: the values effects run with.
    ///   - wake: called (from any thread) after an effect queued an action.
    public init(dependencies: DependencyValues, wake: @escaping @Sendable () -> Void) {
        self.dependencies = dependencies
        self.wake = wake
    }

    /// Each effect in flight, oldest first: its serial (unique in this runtime, so a test store
    /// can tell the same effect later), its name and where it came from. O(effects in flight).
    public var inFlight: [(serial: Int, name: String?, origin: EffectOrigin?)] {
        registry.withLock { registry in
            registry.records.filter { !$0.value.finished }.sorted { $0.key < $1.key }
                .map { ($0.key, $0.value.name, $0.value.context.origin) }
        }
    }

    /// How many effects are in flight. O(effects in flight).
    public var inFlightCount: Int { registry.withLock { $0.records.values.count { !$0.finished } } }

    /// Whether an effect that holds the input (``Effect/holdingInput()``) is still running, or
    /// has queued actions not yet taken: its actions decide the mode the next key meets, so the
    /// owner keeps later keys until this is false. O(effects in flight).
    public var holdsInput: Bool { registry.withLock { $0.records.values.contains(where: \.context.holdsInput) } }

    /// How many actions effects queued that are not yet taken. O(1).
    public var queuedActionCount: Int { registry.withLock { $0.inbox.count } }

    /// Takes the oldest queued action, if any. O(k).
    public func takeFirstQueuedAction() -> Action? {
        registry.withLock { registry in
            guard !registry.inbox.isEmpty else { return nil }
            let (serial, action) = registry.inbox.removeFirst()
            if registry.records[serial]?.finished == true, !registry.inbox.contains(where: { $0.serial == serial }) {
                registry.records.removeValue(forKey: serial)
            }
            return action
        }
    }

    /// Starts `effect` and returns the actions it sends synchronously (`.send`), in order.
    /// Complexity: O(size of the effect) plus, for cancellations, O(effects in flight).
    public func start(_ effect: Effect<Action>, origin: EffectOrigin? = nil) -> [Action] {
        var synchronous: [Action] = []
        interpret(effect, in: Context(origin: origin), synchronous: &synchronous)
        return synchronous
    }

    /// Cancels every effect in flight.
    public func cancelAll() {
        cancel { _ in true }
    }

    /// Changes to the dependencies of the runs below, outermost first.
    typealias DependencyUpdate = @Sendable (inout DependencyValues, Send<Action>) -> Void

    private func interpret(_ effect: Effect<Action>, in context: Context, restart: (@Sendable (Duration) -> Bool)? = nil,
                           synchronous: inout [Action]) {
        switch effect.operation {
        case .none:
            break
        case let .send(action):
            synchronous.append(action)
        case let .run(name, operation):
            launch(name: name, operation: operation, in: context, restart: restart)
        case let .merge(effects):
            for effect in effects {
                interpret(effect, in: context, synchronous: &synchronous)
            }
        case let .cancellable(id, cancelInFlight, inner):
            let key = CancelKey(path: context.path, id: id)
            if cancelInFlight {
                cancel { $0.context.cancelKeys.contains(key) }
            }
            interpret(inner, in: context.with { $0.cancelKeys.append(key) }, synchronous: &synchronous)
        case let .debounced(id, delay, make):
            let key = CancelKey(path: context.path, id: id)
            let running = registry.withLock { registry in
                registry.records.values.first { !$0.finished && $0.restart != nil && $0.context.cancelKeys.last == key }?.restart
            }
            if let running, running(delay) { break }
            cancel { $0.context.cancelKeys.contains(key) }
            let debounced = make()
            interpret(debounced.effect, in: context.with { $0.cancelKeys.append(key) }, restart: debounced.restart,
                      synchronous: &synchronous)
        case let .cancel(id):
            cancel { record in
                record.context.cancelKeys.contains { $0.id == id && $0.path.starts(with: context.path) }
            }
        case let .scoped(component, inner):
            interpret(inner, in: context.with { $0.path.append(component) }, synchronous: &synchronous)
        case let .dependencies(update, inner):
            interpret(inner, in: context.with { $0.updates.append(update) }, synchronous: &synchronous)
        case let .holdingInput(inner):
            interpret(inner, in: context.with { $0.holdsInput = true }, restart: restart, synchronous: &synchronous)
        case let .cancelScope(component):
            let scope = context.path + [component]
            cancel { $0.context.path.starts(with: scope) }
        case let .cancelScopesNotIn(family, isPresent):
            cancel { record in
                let path = record.context.path
                guard path.count > context.path.count, path.starts(with: context.path) else { return false }
                let component = path[context.path.count]
                return component.family == family && !isPresent(component.key)
            }
        }
    }

    private func launch(name: String?, operation: @escaping @Sendable (Send<Action>) async throws -> Void, in context: Context,
                        restart: (@Sendable (Duration) -> Bool)?) {
        let serial = registry.withLock { registry -> Int in
            let serial = registry.nextSerial
            registry.nextSerial += 1
            registry.records[serial] = Record(context: context, name: name, restart: restart)
            return serial
        }
        let send = Send<Action> { [weak self] action in self?.deliver(action, from: serial) }
        let dependencies = context.updates.reduce(into: self.dependencies) { values, update in update(&values, send) }
        let task = Task { [weak self] in
            await DependencyValues.$current.withValue(dependencies) {
                do {
                    try await operation(send)
                } catch is CancellationError {
                } catch {
                    reportIssue("An effect\(name.map { " (\($0))" } ?? "") failed with an error nobody handled: \(error)")
                }
            }
            self?.finish(serial)
        }
        registry.withLock { registry in
            if registry.records[serial] != nil {
                registry.records[serial]?.task = task
            } else {
                task.cancel()
            }
        }
    }

    private func deliver(_ action: Action, from serial: Int) {
        let accepted = registry.withLock { registry -> Bool in
            guard let record = registry.records[serial], !record.finished else { return false }
            registry.inbox.append((serial, action))
            return true
        }
        if accepted { wake() }
    }

    private func finish(_ serial: Int) {
        let releasedInput = registry.withLock { registry -> Bool in
            if registry.inbox.contains(where: { $0.serial == serial }) {
                registry.records[serial]?.finished = true
                return false
            }
            return registry.records.removeValue(forKey: serial)?.context.holdsInput == true
        }
        // An effect that held the input and ended without a word still ends the hold: the
        // owner must look again at the keys it kept.
        if releasedInput { wake() }
    }

    private func cancel(where shouldCancel: (Record) -> Bool) {
        let tasks = registry.withLock { registry -> [Task<Void, Never>] in
            let doomed = registry.records.filter { shouldCancel($0.value) }
            guard !doomed.isEmpty else { return [] }
            for serial in doomed.keys { registry.records.removeValue(forKey: serial) }
            registry.inbox.removeAll { doomed[$0.serial] != nil }
            return doomed.values.compactMap(\.task)
        }
        for task in tasks { task.cancel() }
    }
}
