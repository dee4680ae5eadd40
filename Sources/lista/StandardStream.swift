import Glibc

/// Standard streams for commands. Output is written straight from the string's UTF-8 bytes
/// (a listing of 100k rows is 4 MB: going through `Data` copied it once more).
enum StandardStream {
    /// Writes all of `text` to `descriptor`, retrying short writes and EINTR. A closed pipe
    /// (`lista ls | head`) ends the writing quietly.
    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Reads `descriptor` to its end (retrying EINTR); nil when a read fails.
    static func readAll(from descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
