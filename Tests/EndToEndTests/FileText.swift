import Glibc

/// The text of a file, read with plain POSIX calls, or nil when it cannot be read.
///
/// Not `String(contentsOfFile:)`: on Linux, Foundation leaks 4 KB each time it reads an empty
/// file (`readBytesFromFile` allocates a first chunk for a file whose size is 0, and
/// `readDataFromFile` then returns `Data()` without freeing it). The tmux helper reads tmux's
/// output, most often empty, after every command: LeakSanitizer counted about 860 KB of such
/// chunks in one run (`make sanitize`).
enum FileText {
    static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
