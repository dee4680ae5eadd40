import Dispatch
import Glibc

/// Opens a FIFO for writing now and then for a while, so a test whose reader waits on it (the
/// bug such a test checks for) ends with a failure instead of hanging.
public enum FIFORelease {
    /// Every `seconds`, `times` times, opens `path` for writing and closes it again (a reader
    /// waiting in `open` then reads the end of the file). Nothing happens while no one reads.
    public static func after(seconds: Double, _ path: String, times: Int = 10) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            let descriptor = open(path, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
            if times > 1 { after(seconds: seconds, path, times: times - 1) }
        }
    }
}
