import Glibc

/// Bytes written to an open file through a 64 KB buffer, counting and hashing everything
/// written, so a saved file's fingerprint is known without keeping its content.
struct FileSink: ByteSink {
    typealias Failure = any Error
    private let descriptor: Int32
    private let path: String
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var filled = 0
    /// How many bytes were written to the file so far.
    private(set) var count = 0
    private var hash = StreamHash()

    /// A sink writing to `descriptor` at its current offset; `path` names it in errors.
    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// The ``StreamHash`` of every byte written to the file so far.
    var contentHash: UInt64 { hash.value }

    /// Throws `StorageError`.
    mutating func append(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBufferPointer { try copy($0) }
    }

    /// Throws `StorageError`.
    mutating func append(_ line: String) throws {
        var line = line
        try line.withUTF8 { try copy($0) }
    }

    /// Throws `StorageError`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        try copy(bytes)
    }

    /// Writes what is buffered. Throws `StorageError`.
    mutating func flush() throws {
        guard filled > 0 else { return }
        let chunk = buffer[..<filled]
        hash.add(chunk)
        try POSIXIO.writeAll(descriptor, chunk, path: path)
        count += filled
        filled = 0
    }

    /// Copies `source` into the buffer, writing a chunk whenever the buffer is full. A source
    /// of a buffer or more (lines that stood together in the file they were read from) is
    /// hashed and written from where it is, after what is buffered.
    private mutating func copy(_ source: UnsafeBufferPointer<UInt8>) throws {
        if source.count >= buffer.count {
            try flush()
            hash.add(source)
            try POSIXIO.writeAll(descriptor, UnsafeRawBufferPointer(source), path: path)
            count += source.count
            return
        }
        var offset = 0
        while offset < source.count {
            if filled == buffer.count { try flush() }
            let start = filled
            let length = min(buffer.count - start, source.count - offset)
            let from = source.baseAddress! + offset
            buffer.withUnsafeMutableBufferPointer { target in
                (target.baseAddress! + start).update(from: from, count: length)
            }
            filled += length
            offset += length
        }
    }
}
