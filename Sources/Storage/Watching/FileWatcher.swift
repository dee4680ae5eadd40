import Glibc
import Synchronization

/// Tells when the to-do file changes on disk, within a fraction of a second.
///
/// Why inotify and not a stat poll: the app must sleep at 0% CPU when nothing happens, and
/// inotify wakes it only when something in the file's folder changes (in milliseconds). The
/// folder is watched, not the file, because saves (Lista's own, editors', Syncthing's) replace
/// the file by renaming a new one over it, which a watch on the old inode would miss.
/// Changes made on another machine to a network file system (NFS, sshfs) are not reported by
/// the kernel; Syncthing and git write locally, so they are. If inotify is unavailable, or the
/// folder itself is deleted, the watcher falls back to checking `stat` once a second.
///
/// The callback runs on the watcher's own thread with the file's new status (nil when the file
/// is gone). A change is reported once the file has gone 150 ms without another (1.5 s at most
/// for a file that keeps changing), so a program writing it in pieces is met when it is done;
/// a call is made only when the status really differs from the last one reported. Lista's own saves are reported too: compare
/// with `StoreSnapshot.fingerprint?.status` to ignore them.
public final class FileWatcher: Sendable {
    private let stopWriter: Int32
    private let state = StopState()

    /// Starts watching `path`. Throws `StorageError` when the pipe used for stopping cannot be made.
    public init(path: String, onChange: @escaping @Sendable (FileStatus?) -> Void) throws {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            throw StorageError.from(errno: errno, path: path, operation: "watch")
        }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopWriter = pipeEnds[1]
        let loop = WatchLoop(path: path, stopReader: pipeEnds[0], onChange: onChange)
        if let error = DetachedThread.start(name: "lista-watcher", { loop.run() }) {
            for end in pipeEnds { close(end) }
            throw StorageError.from(errno: error, path: path, operation: "watch")
        }
    }

    /// An `AsyncStream` of changes; cancelling the consuming task (or finishing the stream) stops
    /// the watcher.
    public static func changes(of path: String) throws -> AsyncStream<FileStatus?> {
        let (stream, continuation) = AsyncStream.makeStream(of: FileStatus?.self, bufferingPolicy: .bufferingNewest(1))
        let watcher = try FileWatcher(path: path) { continuation.yield($0) }
        continuation.onTermination = { _ in watcher.stop() }
        return stream
    }

    /// Stops watching; no callback starts after this returns... except one already running.
    /// Safe to call more than once.
    public func stop() {
        guard state.markStopped() else { return }
        var byte: UInt8 = 1
        _ = write(stopWriter, &byte, 1)
        close(stopWriter)
    }

    deinit {
        stop()
    }
}

/// A flag set once, safely from any thread.
private final class StopState: Sendable {
    private let stopped = Atomic<Bool>(false)

    /// Returns true the first time only.
    func markStopped() -> Bool {
        stopped.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
