/// Where printed bytes go: a growing array (``ArraySink``) or an open file (``FileSink``), so a
/// file can be printed straight to disk without first building all its bytes in memory.
/// Appends take whole lines, so printing costs one call per line, not per byte.
protocol ByteSink {
    /// What appending can throw (`Never` for memory).
    associatedtype Failure: Error
    /// Appends `bytes` (a line kept byte-for-byte, or a line ending).
    mutating func append(_ bytes: [UInt8]) throws(Failure)
    /// Appends `line`'s UTF-8 bytes.
    mutating func append(_ line: String) throws(Failure)
    /// Appends `bytes` (a row's line, read from its file's bytes).
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure)
}

/// Bytes collected in memory.
struct ArraySink: ByteSink {
    private(set) var bytes: [UInt8] = []

    /// An empty sink with room for `capacity` bytes (reserve the exact size: a multi-megabyte
    /// buffer that grows is doubled and copied).
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ bytes: [UInt8]) {
        self.bytes.append(contentsOf: bytes)
    }

    mutating func append(_ line: String) {
        bytes.append(contentsOf: line.utf8)
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }
}
