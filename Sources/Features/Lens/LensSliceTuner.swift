import Core

/// Sizes a search's or a sort build's slices by what they cost on this machine: a key typed
/// during a slice waits for it, so a slice should take about ``budget`` however fast the
/// processor is (1,024 rows took 0.5 ms on one machine and 1.6 ms on a 2 GHz EPYC). The live
/// session times each slice and sends the rows this gives (``ListLens/Action/setSliceRows(_:)``);
/// tests keep a fixed size.
public enum LensSliceTuner {
    /// The time a slice should take: 0.3 of a key's millisecond. The rest is for the frame
    /// drawn after it when one is due (0.2 ms at 80x24 when the caches are warm, 0.4–0.7 ms
    /// after the slices before it filled them) and for the machine's noise. Frames are paced
    /// (``SliceFramePacing``), so smaller slices cost a search little: mostly the effect that
    /// sends each one.
    public static let budget: Duration = .microseconds(300)
    /// The fewest and the most rows a slice reads, whatever it measured.
    public static let rowRange = 64...16_384

    /// The rows the first slice of a new search or filter reads, inside the key that set it:
    /// a third of a later slice (`sliceRows`), since that key also draws a frame (about a
    /// third of its millisecond at 80x24) and a later slice draws one only when due. O(1).
    public static func firstSliceRows(_ sliceRows: Int) -> Int {
        Swift.max(1, sliceRows / 3)
    }

    /// Runs `body` (what handles a slice: the session's effect actions, or a `continueSearch`)
    /// and, when it ran one whole slice (the lens work went on, and goes on after: a slice
    /// cut short by the list's end says nothing), sizes the next slices by its time on `now`.
    public static func timing(_ store: Store<TodoList.State, TodoList.Action>,
                              now: () -> ContinuousClock.Instant = { ContinuousClock.now }, _ body: () -> Void) {
        guard store.state.content.hasLensWork else { return body() }
        let progress = store.state.content.lensProgress
        let start = now()
        body()
        let elapsed = now() - start
        guard store.state.content.hasLensWork, store.state.content.lensProgress > progress else { return }
        let next = rows(after: store.state.lensSliceRows, took: elapsed)
        if next != store.state.lensSliceRows { store.send(.lens(.setSliceRows(next))) }
    }

    /// The rows for the next slice, after a slice of `rows` rows (the state's
    /// ``TodoList/State/lensSliceRows``) took `elapsed`: scaled toward ``budget``, by at most
    /// half or double at a time (a slice slowed once by the machine moves it only so far).
    /// O(1).
    public static func rows(after rows: Int, took elapsed: Duration) -> Int {
        let ratio = budget / Swift.max(elapsed, .nanoseconds(1))
        let scaled = Double(rows) * Swift.min(Swift.max(ratio, 0.5), 2)
        return Swift.min(Swift.max(Int(scaled), rowRange.lowerBound), rowRange.upperBound)
    }
}
