import Glibc

/// Logs every action a reducer receives and the state change it caused, to a file: the terminal
/// app cannot print to standard output. Meant for debugging (`LISTA_ACTION_LOG=path`): it dumps
/// the whole state twice per action, O(state size).
public struct ActionLogger<Base: Reducer>: Reducer {
    let base: Base
    let sink: LogSink

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let before = state
        let effect = base.reduce(into: &state, action: action)
        let change = StateDiff.diff(before, state).map { $0 + "\n" } ?? "  (no state change)\n"
        sink.write("action: \(action)\n" + change)
        return effect
    }
}

/// An append-only log file (or any text consumer, for tests).
public final class LogSink: @unchecked Sendable {
    private let descriptor: Int32?
    private let consume: Locked<((String) -> Void)?>

    /// Appends to the file at `path`, creating it. Nil when it cannot be opened.
    public init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        consume = Locked(nil)
    }

    /// Hands each entry to `consume`.
    public init(_ consume: @escaping (String) -> Void) {
        descriptor = nil
        self.consume = Locked(consume)
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    func write(_ text: String) {
        consume.withLock { consume in
            if let consume { return consume(text) }
            guard let descriptor else { return }
            let bytes = Array(text.utf8)
            // O_APPEND: one write per entry lands whole at the end.
            _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        }
    }
}

extension Reducer {
    /// This reducer, logging each action and the state diff it caused to `sink`.
    public func logActions(to sink: LogSink) -> ActionLogger<Self> {
        ActionLogger(base: self, sink: sink)
    }
}
