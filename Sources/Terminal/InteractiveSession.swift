import Core
import Features
import Views

/// The interactive app: keys from the screen go through the key map into the store, effects
/// wake the loop, and each batch ends with one frame drawn from the state.
///
/// The screen is a ``ScreenBackend``: ncurses in the app, a ``MemoryScreen`` in tests, which
/// drive this same class. Everything here runs on the thread that calls ``run()`` (or
/// ``handle(_:)``); effects reach it only through the store's queue and the waker.
public final class InteractiveSession {
    /// Why the session ended.
    public enum Ending: Equatable, Sendable {
        /// The person quit (q, Ctrl-C).
        case quit
        /// SIGINT, SIGTERM or SIGHUP (or the terminal went away).
        case signal(TerminalSignal)
    }

    private let store: Store<TodoList.State, TodoList.Action>
    private let screen: any ScreenBackend
    private let title: String
    /// The theme and today, asked for once per frame.
    private let context: () -> ViewContext
    /// Saves synchronously before quitting; returns a plain-words failure, or nil when saved.
    private let flush: (TodoList.State) -> String?
    private var viewport = ListViewport()
    /// What the last frame showed where, for the mouse.
    private var map = ScreenMap()
    private var gesture = MouseGesture()
    /// The time a click happened (double-clicks); tests may choose it.
    private let now: () -> ContinuousClock.Instant
    /// Set when a quit found unsaved changes it could not write: a second q quits anyway.
    private var quitAnywayArmed = false
    /// Why the session ended, once it has.
    public private(set) var ending: Ending?

    /// A session showing `store` on `screen`; `flush` saves before a quit or a signal ends it.
    /// `context` gives each frame its theme and today (the app reads the clock there); `now`
    /// says when a mouse report arrived.
    public init(store: Store<TodoList.State, TodoList.Action>, screen: any ScreenBackend, title: String,
                context: @escaping () -> ViewContext = { ViewContext() },
                now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
                flush: @escaping (TodoList.State) -> String?) {
        self.now = now
        self.store = store
        self.screen = screen
        self.title = title
        self.context = context
        self.flush = flush
    }

    /// Runs until the person quits or a signal arrives; saves on the way out.
    public func run() -> Ending {
        screen.run(render: render, handle: handle)
        store.cancelAllEffects()
        return ending ?? .signal(.hangup)
    }

    /// The frame for the current state at `size` (and what it shows where, for the mouse).
    public func render(_ size: TerminalSize) -> Frame {
        AppView.render(store.state, size: size, viewport: &viewport, map: &map, title: title, context: context())
    }

    /// Draws the current state on the screen, as the loop does after each batch.
    public func draw() {
        screen.draw(render(screen.size))
    }

    /// Handles one event as the loop does. Returns whether the session goes on; when it does
    /// not, ``ending`` says why (a signal has saved first; a quit has saved, or was told to
    /// quit anyway).
    public func handle(_ event: TerminalEvent) -> Bool {
        switch event {
        case let .key(.mouse(report)):
            guard handleMouse(report) else {
                ending = .quit
                return false
            }
            return true
        case let .key(key):
            for press in KeyDispatch.presses(key, in: store.state) where !handleKey(press) {
                ending = .quit
                return false
            }
            return true
        case .resize:
            return true
        case .wake:
            store.processEffectActions()
            return true
        case let .signal(signal):
            ending = .signal(signal)
            _ = flush(store.state)
            return false
        }
    }

    /// Whether the loop goes on.
    private func handleKey(_ key: Key) -> Bool {
        perform(KeyDispatch.outcome(for: key, in: store.state))
    }

    /// A mouse report, read against the frame on screen. Whether the loop goes on.
    ///
    /// During a drag each report moves the preview, and reports come in bursts faster than
    /// frames: each is read against the frame its predecessors lead to (O(screen) each).
    private func handleMouse(_ report: MouseEvent) -> Bool {
        let time = now()
        if store.state.drag != nil { _ = render(screen.size) }
        var outcome = MouseDispatch.outcome(for: report, in: store.state, map: map, gesture: &gesture, time: time)
        if let top = outcome.top { viewport.top = top }
        for step in outcome.outcomes where !perform(step) { return false }
        if outcome.again {
            _ = render(screen.size)
            outcome = MouseDispatch.outcome(for: report, in: store.state, map: map, gesture: &gesture, time: time)
            for step in outcome.outcomes where !perform(step) { return false }
        }
        return true
    }

    /// Does what a key or a click came to. Whether the loop goes on.
    private func perform(_ outcome: KeyOutcome) -> Bool {
        if outcome != .quit { quitAnywayArmed = false }
        if store.state.message != nil, case .send = outcome { store.send(.dismissMessage) }
        switch outcome {
        case let .send(action):
            store.send(action)
        case .quit:
            return !quit()
        case .repaint:
            screen.repaint()
        case .suspend:
            screen.suspend()
        case let .explain(message):
            store.send(.showMessage(message))
        }
        return true
    }

    /// Saves and says whether to quit: a save that fails keeps the app open once, saying why.
    private func quit() -> Bool {
        if quitAnywayArmed { return true }
        if store.state.focus != nil { store.send(.leaveField) }
        guard let failure = flush(store.state) else { return true }
        quitAnywayArmed = true
        store.send(.showMessage("Not saved: \(failure). Press \(KeyHints.quitAnyway.text), any other key to stay."))
        return false
    }
}
