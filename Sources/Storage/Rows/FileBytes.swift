/// A file's bytes as read, shared by every row read from them: an unchanged row is a range of
/// these bytes, not a parsed copy (see ``ReadLine``). Immutable, so sharing it across threads
/// and values is safe.
public final class FileBytes: Sendable {
    /// The bytes, line endings included.
    public let bytes: [UInt8]

    /// Holds `bytes`. O(1).
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }
}
