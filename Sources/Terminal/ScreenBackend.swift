import Views

/// The screen an ``InteractiveSession`` runs on: ncurses at a real terminal
/// (``TerminalScreen``), or an in-memory grid in tests (``MemoryScreen``). The session's key
/// handling, quit, suspend and repaint decisions are the same code on either.
///
/// Use a backend from one thread.
public protocol ScreenBackend: AnyObject {
    /// The size the next frame is rendered at.
    var size: TerminalSize { get }

    /// Shows `frame`, sending only what changed since the last one.
    func draw(_ frame: Frame)

    /// Sleeps until something happens, then returns everything that arrived, in order: signals
    /// and wakes first, then keys. When the terminal has gone away the batch ends with
    /// `.signal(.hangup)` and nothing more will come.
    func waitForEvents() -> [TerminalEvent]

    /// Makes the next `draw` repaint the whole screen (Ctrl-L).
    func repaint()

    /// Gives the terminal back to the shell, stopping the job as Ctrl-Z would, and returns
    /// when the job is continued, with the next frame drawn whole.
    func suspend()
}

extension ScreenBackend {
    /// Runs until `handle` returns false: draws `render(size)`, waits for events, hands each
    /// one to `handle` in order, and draws once for the whole batch, unless `frameMayWait`
    /// says, after the batch, that its frame can wait for the next one (a later batch is
    /// sure to come and draw). `firstFrameShown` runs once, right after the first frame is on
    /// screen and before the first wait: work the first frame does not need starts there, so
    /// it does not delay the frame.
    ///
    /// A batch holding `.signal(.hangup)` is the last, whatever `handle` returns: there is
    /// nobody left to type. Does not stop the screen: the app saves first, then stops it.
    public func run(render: (TerminalSize) -> Frame, handle: (TerminalEvent) -> Bool,
                    frameMayWait: ([TerminalEvent]) -> Bool = { _ in false }, firstFrameShown: () -> Void = {}) {
        draw(render(size))
        firstFrameShown()
        while true {
            let events = waitForEvents()
            for event in events where !handle(event) { return }
            if events.contains(.signal(.hangup)) { return }
            if frameMayWait(events) { continue }
            draw(render(size))
        }
    }
}
