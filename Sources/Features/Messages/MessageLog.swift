/// The recent status messages, oldest first: the line shows one message at a time, and cut to
/// its width, so the messages page reads them whole from here (as vim's `:messages` does).
public struct MessageLog: Equatable, Sendable {
    /// How many messages are kept; older ones are dropped first.
    public static let capacity = 100

    /// The messages, oldest first.
    public private(set) var entries: [StatusMessage] = []

    /// Keeps `message` as the newest, unless it is empty or repeats the newest. O(1) amortized.
    public mutating func record(_ message: StatusMessage) {
        guard !message.text.isEmpty, entries.last != message else { return }
        entries.append(message)
        if entries.count > 2 * Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// The kept messages, at most ``capacity``, oldest first.
    public var recent: ArraySlice<StatusMessage> { entries.suffix(Self.capacity) }
}
