/// The mouse's short memory between reports: a left press on a row that may become a drag,
/// and the last click, to tell a double-click. View state, owned by whoever reads the mouse
/// (as ``ListViewport`` is by whoever draws).
public struct MouseGesture: Sendable {
    /// A left press on a row, not (yet) a drag.
    struct Press: Equatable, Sendable {
        var id: String
        var line: Int
    }

    /// Two clicks on one cell at most this far apart are a double-click.
    public static let doubleClickInterval: Duration = .milliseconds(400)

    var press: Press?
    private var lastClick: (position: CursorPosition, time: ContinuousClock.Instant, count: Int)?

    /// No press and no click remembered.
    public init() {}

    /// Counts a click at `position` at `time`: 1, or one more than the click before when it
    /// was on the same cell within ``doubleClickInterval``.
    mutating func click(at position: CursorPosition, time: ContinuousClock.Instant) -> Int {
        var count = 1
        if let last = lastClick, last.position == position, time - last.time <= Self.doubleClickInterval {
            count = last.count + 1
        }
        lastClick = (position, time, count)
        return count
    }
}
