import Glibc

/// Bytes gathered into a buffer and handed to standard output about a chunk (1 MiB) at a time,
/// after a whole line: `lista ls` writes a listing as large as the file without holding it
/// whole, and each chunk is valid UTF-8 when the lines are.
struct ChunkedOutput: ~Copyable {
    static let twoSpaces: StaticString = "  "
    static let newline: StaticString = "\n"
    /// How much is gathered before ``endLine()`` hands it over.
    static let chunk = 1 << 20

    private let standardOutput: (String) -> Void
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    init(_ standardOutput: @escaping (String) -> Void) {
        self.standardOutput = standardOutput
        buffer = .allocate(capacity: Self.chunk + 4096)
    }

    deinit { buffer.deallocate() }

    /// Appends `bytes`, growing the buffer when a line does not fit. O(their count).
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        if count + bytes.count > buffer.count {
            let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 2 * (count + bytes.count))
            memcpy(grown.baseAddress!, buffer.baseAddress!, count)
            buffer.deallocate()
            buffer = grown
        }
        memcpy(buffer.baseAddress! + count, bytes.baseAddress!, bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Ends a line: hands over what was gathered once it reaches a chunk.
    mutating func endLine() {
        append(Self.newline)
        if count >= Self.chunk { flush() }
    }

    /// Hands over what was gathered, if anything.
    mutating func flush() {
        guard count > 0 else { return }
        standardOutput(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self))
        count = 0
    }
}
