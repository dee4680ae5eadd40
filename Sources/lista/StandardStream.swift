import Glibc

/// Writes a command's output straight from the string's UTF-8 bytes (a listing of 100k rows is
/// 4 MB: going through `Data` copied it once more).
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
}
