/// Paces the frames drawn after a search's or a sort build's slices. A slice that leaves more
/// slices to come changes what the screen shows only so often (the rows on screen fill once,
/// then only the progress moves), yet a frame of 80x24 costs about half a slice: drawing after
/// every slice spent a third of a search's time on frames nobody could see. So the frame after
/// such a slice waits for the next slice's batch unless ``interval`` has passed since the last
/// frame; the last slice, a key, a resize or a signal always draws. A key typed meanwhile
/// waits behind a slice and at most one frame, as before.
public struct SliceFramePacing: Sendable {
    /// The longest a slice's frame waits: the progress still moves 60 times a second.
    public static let interval: Duration = .microseconds(16_667)

    private var lastFrame: ContinuousClock.Instant?

    public init() {}

    /// Notes that a frame was drawn at `instant`.
    public mutating func framed(at instant: ContinuousClock.Instant) {
        lastFrame = instant
    }

    /// Whether the frame after a batch of slices may wait for the next batch: `moreSlices`
    /// (the lens work goes on, so another slice's batch will come and draw) and a frame was
    /// drawn less than ``interval`` before `now`. O(1).
    public func frameMayWait(moreSlices: Bool, now: ContinuousClock.Instant) -> Bool {
        guard moreSlices, let lastFrame else { return false }
        return now - lastFrame < Self.interval
    }
}
