import Glibc

/// Files for tests, read and appended with plain POSIX calls.
///
/// Reading: the text of a file, or nil when it cannot be read.
///
/// Not `String(contentsOfFile:)`: on Linux, Foundation leaks 4 KB each time it reads an empty
/// file (`readBytesFromFile` allocates a first chunk for a file whose size is 0, and
/// `readDataFromFile` then returns `Data()` without freeing it). The tmux helper reads tmux's
/// output, most often empty, after every command: LeakSanitizer counted about 860 KB of such
/// chunks in one run (`make sanitize`).
public enum FileText {
    /// The file's text, nil when it cannot be read (missing included). O(file size).
    public static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return readAll(fd).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Everything `fd` gives until its end (a file, a pipe), nil when a read fails. O(bytes).
    public static func readAll(_ fd: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Appends `text` the way a shell's `echo text >> file` does: open with O_APPEND, one
    /// write, close. Throws when the file cannot be opened or written whole.
    public static func append(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { throw AppendFailure(path: path, code: errno) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        guard Glibc.write(fd, bytes, bytes.count) == bytes.count else { throw AppendFailure(path: path, code: errno) }
    }

    /// Appending to `path` failed with `errno` `code`.
    public struct AppendFailure: Error, CustomStringConvertible {
        public let path: String
        public let code: Int32
        public var description: String { "could not append to \(path): errno \(code)" }
    }
}
