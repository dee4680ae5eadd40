import Views

/// A screen in memory, for tests: what the session draws is kept as the last ``Frame``, and the
/// events it waits for are the batches the test queued. When no batch is left, the "terminal"
/// hangs up, which ends the session's loop as a closed tty would.
///
/// With it, tests drive the real ``InteractiveSession`` (the same dispatch, quit, suspend and
/// repaint decisions as at a terminal), either through ``InteractiveSession/run()`` with queued
/// batches or one event at a time through ``InteractiveSession/handle(_:)``.
public final class MemoryScreen: ScreenBackend {
    /// The size frames are rendered at; a test changes it, then sends `.resize`.
    public var size: TerminalSize
    /// The last frame drawn, nil before the first.
    public private(set) var frame: Frame?
    /// How many frames were drawn.
    public private(set) var drawCount = 0
    /// How many times a repaint of the whole screen was asked for (Ctrl-L).
    public private(set) var repaintCount = 0
    /// How many times the session suspended to the shell (Ctrl-Z).
    public private(set) var suspendCount = 0
    private var batches: [[TerminalEvent]] = []

    /// A screen of `size` with no events queued.
    public init(size: TerminalSize = TerminalSize(rows: 24, columns: 80)) {
        self.size = size
    }

    /// Queues one batch of events, as if they all arrived before the loop woke.
    public func queue(_ events: [TerminalEvent]) {
        batches.append(events)
    }

    /// The lines of the last frame drawn (empty before the first).
    public var lines: [String] { frame?.grid.lines ?? [] }

    public func draw(_ frame: Frame) {
        self.frame = frame
        drawCount += 1
    }

    /// The next queued batch; a hang-up when none is left.
    public func waitForEvents() -> [TerminalEvent] {
        batches.isEmpty ? [.signal(.hangup)] : batches.removeFirst()
    }

    public func repaint() {
        repaintCount += 1
    }

    public func suspend() {
        suspendCount += 1
    }
}
