import Foundation

/// Logs every action a reducer receives and the state change it caused, to a file: the terminal
/// app cannot print to standard output. Meant for debugging (`LISTA_ACTION_LOG=path`): it dumps
/// the whole state twice per action, O(state size).
public struct ActionLogger<Base: Reducer>: Reducer {
    let base: Base
    let sink: LogSink

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let before = state
        let effect = base.reduce(into: &state, action: action)
        var entry = "action: \(action)\n"
        if let diff = StateDiff.diff(before, state) {
            entry += diff + "\n"
        } else {
            entry += "  (no state change)\n"
        }
        sink.write(entry)
        return effect
    }
}

/// An append-only log file (or any text consumer, for tests).
public final class LogSink: @unchecked Sendable {
    private let handle: FileHandle?
    private let consume: ((String) -> Void)?
    private let lock = NSLock()

    /// Appends to the file at `path`, creating it. Nil when it cannot be opened.
    public init?(path: String) {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return nil }
        handle.seekToEndOfFile()
        self.handle = handle
        consume = nil
    }

    /// Hands each entry to `consume`.
    public init(_ consume: @escaping (String) -> Void) {
        handle = nil
        self.consume = consume
    }

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        if let consume {
            consume(text)
        } else {
            handle?.write(Data(text.utf8))
        }
    }
}

extension Reducer {
    /// This reducer, logging each action and the state diff it caused to `sink`.
    public func logActions(to sink: LogSink) -> ActionLogger<Self> {
        ActionLogger(base: self, sink: sink)
    }
}
