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

    /// The list on screen, and the others opened in this run as they were left (scroll and all).
    private var lists: OpenLists<ListViewport>
    private var store: Store<TodoList.State, TodoList.Action> { lists.current.store }
    private let screen: any ScreenBackend
    /// The theme and today, asked for once per frame.
    private let context: () -> ViewContext
    private var viewport = ListViewport()
    /// What the last frame showed where, for the mouse.
    private var map = ScreenMap()
    private var gesture = MouseGesture()
    /// The time now: when a click happened (double-clicks) and a frame was drawn (the pacing
    /// of slices' frames); tests may choose it.
    private let now: () -> ContinuousClock.Instant
    /// Set when a quit found unsaved changes it could not write: a second q quits anyway.
    private var quitAnywayArmed = false
    /// Why the session ended, once it has.
    public private(set) var ending: Ending?
    /// Whether a search's or a sort build's slices follow this machine's clock, as in the app:
    /// their time sizes the next ones (``LensSliceTuner``), and the frame after one that
    /// leaves more to come waits until a frame is due (``SliceFramePacing``). Tests keep the
    /// sizes they chose and a frame after every batch, so that a run repeats exactly.
    public var slicesFollowTheClock = false
    private var slicePacing = SliceFramePacing()
    /// Keys that arrived while an effect held the input (``EffectRuntime/holdsInput``: an
    /// overlay opening once its choices are read, a child closing through its own dismiss),
    /// oldest first, with when the first was held. Each is dispatched once the hold ends, against
    /// the mode its predecessors left, however the terminal batched them.
    public private(set) var heldKeys: [Key] = []
    private var heldSince: ContinuousClock.Instant?
    /// How long keys wait for a hold at most: an effect that hangs (a folder on a dead network
    /// disk) must not take the keyboard with it; the next event after this lets them through.
    public static let longestHold: Duration = .seconds(2)

    /// A session showing `store` on `screen`; `flush` saves before a quit or a signal ends it.
    /// `context` gives each frame its theme and today (the app reads the clock there); `now`
    /// says when a mouse report arrived and a frame was drawn.
    public convenience init(store: Store<TodoList.State, TodoList.Action>, screen: any ScreenBackend, title: String,
                            context: @escaping () -> ViewContext = { ViewContext() },
                            now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
                            flush: @escaping (TodoList.State) -> String?) {
        self.init(list: OpenList(path: title, title: title, store: store, flush: flush), screen: screen, context: context,
                  now: now) { _ in throw SessionError(description: "this session shows one list") }
    }

    /// A session showing `list` first on `screen`; a list picked in the list picker is opened
    /// with `open` the first time and found as it was left after that. A quit or a signal
    /// saves every open list.
    public init(list: OpenList, screen: any ScreenBackend, context: @escaping () -> ViewContext = { ViewContext() },
                now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
                open: @escaping (String) throws -> OpenList) {
        self.now = now
        lists = OpenLists(list, open: open)
        self.screen = screen
        self.context = context
    }

    /// Runs until the person quits or a signal arrives; saves on the way out. `firstFrameShown`
    /// runs once, as soon as the first frame is on screen (see ``ScreenBackend/run(render:handle:firstFrameShown:)``).
    public func run(firstFrameShown: () -> Void = {}) -> Ending {
        screen.run(render: render, handle: handle, frameMayWait: frameMayWait, firstFrameShown: firstFrameShown)
        store.cancelAllEffects()
        for list in lists.others { list.store.cancelAllEffects() }
        return ending ?? .signal(.hangup)
    }

    /// The frame for the current state at `size` (and what it shows where, for the mouse).
    public func render(_ size: TerminalSize) -> Frame {
        if slicesFollowTheClock { slicePacing.framed(at: now()) }
        return AppView.render(store.state, size: size, viewport: &viewport, map: &map, title: lists.current.title, context: context())
    }

    /// Whether the frame after `events` may wait for the next batch: they were only wakes, and
    /// the slices follow the clock, leave more to come and a frame was drawn less than
    /// ``SliceFramePacing/interval`` ago.
    public func frameMayWait(after events: [TerminalEvent]) -> Bool {
        slicesFollowTheClock && events.allSatisfy { $0 == .wake }
            && slicePacing.frameMayWait(moreSlices: store.state.content.hasLensWork, now: now())
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
        case let .key(key):
            if !heldKeys.isEmpty || isInputHeld {
                if heldKeys.isEmpty { heldSince = now() }
                heldKeys.append(key)
                return releaseHeldKeys()
            }
            return dispatch(key)
        case .resize:
            // What a terminal keeps across a resize differs (some reflow, some truncate), so the
            // next frame is painted whole rather than as a difference from what curses believes.
            screen.repaint()
            return true
        case .wake:
            // A search's slices arrive here: in the app, their time sizes the next ones.
            if slicesFollowTheClock {
                LensSliceTuner.timing(store) { store.processEffectActions() }
            } else {
                store.processEffectActions()
            }
            // A list not on screen still finishes its saves and follows its file.
            for list in lists.others { list.store.processEffectActions() }
            showRequestedList()
            return releaseHeldKeys()
        case let .signal(signal):
            ending = .signal(signal)
            lists.flushAll()
            return false
        }
    }

    /// Whether an effect of the list on screen holds the input, and has not held it longer than
    /// ``longestHold``.
    private var isInputHeld: Bool {
        guard store.effects.holdsInput else { return false }
        guard let heldSince else { return true }
        return now() - heldSince < Self.longestHold
    }

    /// Dispatches the held keys, oldest first, while nothing holds the input. Whether the loop
    /// goes on.
    private func releaseHeldKeys() -> Bool {
        while !heldKeys.isEmpty, !isInputHeld {
            let key = heldKeys.removeFirst()
            // A click is read against what is on screen: the frame its predecessors lead to.
            if case .mouse = key { _ = render(screen.size) }
            guard dispatch(key) else { return false }
        }
        if heldKeys.isEmpty { heldSince = nil }
        return true
    }

    /// Takes the keys still held (a session that ended leaves them to the next one).
    public func takeHeldKeys() -> [Key] {
        defer { heldKeys = []; heldSince = nil }
        return heldKeys
    }

    /// A key or a click, in the current mode. Whether the loop goes on; when it does not, the
    /// person quit.
    private func dispatch(_ key: Key) -> Bool {
        let stays = if case let .mouse(report) = key {
            handleMouse(report)
        } else {
            KeyDispatch.presses(key, in: store.state).allSatisfy { perform(KeyDispatch.outcome(for: $0, in: store.state)) }
        }
        guard stays else {
            ending = .quit
            return false
        }
        showRequestedList()
        return true
    }

    /// A mouse report, read against the frame on screen. Whether the loop goes on.
    ///
    /// During a drag each report moves the preview, and reports come in bursts faster than
    /// frames: each is read against the frame its predecessors lead to (O(screen) each).
    private func handleMouse(_ report: MouseEvent) -> Bool {
        let time = now()
        if store.state.drag != nil { _ = render(screen.size) }
        let outcome = MouseDispatch.outcome(for: report, in: store.state, map: map, gesture: &gesture, time: time)
        if let top = outcome.top { viewport.top = top }
        guard outcome.outcomes.allSatisfy(perform) else { return false }
        guard outcome.again else { return true }
        _ = render(screen.size)
        // A drag has just begun: read the report again on the frame that shows it.
        let again = MouseDispatch.outcome(for: report, in: store.state, map: map, gesture: &gesture, time: time)
        return again.outcomes.allSatisfy(perform)
    }

    /// Does what a key or a click came to. Whether the loop goes on.
    private func perform(_ outcome: KeyOutcome) -> Bool {
        if outcome != .quit { quitAnywayArmed = false }
        guard !KeyDispatch.send(outcome, to: store) else { return true }
        switch outcome {
        case .quit:
            return !quit()
        case .repaint:
            screen.repaint()
        case .suspend:
            screen.suspend()
        case .send, .explain:
            break
        }
        return true
    }

    /// Saves every open list and says whether to quit: a save that fails keeps the app open
    /// once, saying why (and, with several lists open, which).
    private func quit() -> Bool {
        if quitAnywayArmed { return true }
        let failures = lists.saveAll()
        guard !failures.isEmpty else { return true }
        quitAnywayArmed = true
        store.send(.messages(.show("Not saved: \(failures.map(\.withoutFinalPeriod).joined(separator: "; ")). Press \(KeyHints.quitAnyway.text), any other key to stay.")))
        return false
    }

    /// Shows the list the person chose in the picker, if they chose one (``OpenLists``).
    private func showRequestedList() {
        guard lists.showRequested(keeping: &viewport, fresh: ListViewport()) else { return }
        // The last frame was the other list's: nothing a click lands on until this one is drawn.
        map = ScreenMap()
        gesture = MouseGesture()
    }
}

/// Why the session could not open a list, in plain words.
struct SessionError: Error, CustomStringConvertible {
    let description: String
}
