import Glibc

/// The watcher's thread: waits on inotify (or a 1 s timer) and the stop pipe.
struct WatchLoop: Sendable {
    let path: String
    let stopReader: Int32
    let onChange: @Sendable (FileStatus?) -> Void
    /// The inotify descriptor (-1: poll mode), set up before the watcher's init returns so no
    /// change made right after starting is missed.
    private let initialNotify: Int32
    private let initialStatus: FileStatus?

    init(path: String, stopReader: Int32, onChange: @escaping @Sendable (FileStatus?) -> Void) {
        self.path = path
        self.stopReader = stopReader
        self.onChange = onChange
        var notify = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        if notify >= 0, inotify_add_watch(notify, POSIXIO.directoryOf(path), Self.interesting | UInt32(IN_DELETE_SELF | IN_MOVE_SELF)) < 0 {
            close(notify)
            notify = -1
        }
        initialNotify = notify
        initialStatus = try? FileStatus.of(path)
    }

    /// How long the file must go without an event (ms) before a change is reported.
    private static let quietTime: Int32 = 150
    /// The longest a change waits for the file to go quiet (ms).
    private static let longestWait: Int32 = 1_500

    private static let interesting = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
    private static let folderGone = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)

    func run() {
        let name = Array(POSIXIO.nameOf(path).utf8)
        var notify = initialNotify
        var last = initialStatus
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        defer {
            if notify >= 0 { close(notify) }
            close(stopReader)
        }
        while true {
            var fds = [pollfd(fd: stopReader, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: notify, events: Int16(POLLIN), revents: 0)]
            let ready = POSIXIO.retrying { Int(poll(&fds, notify >= 0 ? 2 : 1, notify >= 0 ? -1 : 1000)) }
            if ready < 0 { return }
            if fds[0].revents != 0 { return }
            var relevant = notify < 0 // polling mode: check every second
            if notify >= 0, fds[1].revents != 0 {
                let first = drain(notify, into: &buffer, name: name)
                var lostFolder = first.lostFolder
                relevant = first.matters || lostFolder
                if relevant {
                    // Report once the file has stopped changing: a program that writes it in
                    // pieces (or truncates it, then writes) is met when it is done, not half way.
                    // A file that never stops is still reported after `longestWait`.
                    var waited: Int32 = 0
                    while waited < Self.longestWait {
                        var stopOnly = [pollfd(fd: stopReader, events: Int16(POLLIN), revents: 0)]
                        if poll(&stopOnly, 1, Self.quietTime) > 0 { return }
                        waited += Self.quietTime
                        let later = drain(notify, into: &buffer, name: name)
                        lostFolder = lostFolder || later.lostFolder
                        if !later.matters || later.lostFolder { break }
                    }
                }
                if lostFolder {
                    // The watch died with the folder: check once a second from now on.
                    close(notify)
                    notify = -1
                }
            }
            guard relevant else { continue }
            let now = try? FileStatus.of(path)
            if now != last {
                last = now
                onChange(now)
            }
        }
    }

    /// Reads all pending events; says whether one was about the file, and whether the folder went away.
    private func drain(_ notify: Int32, into buffer: inout [UInt8], name: [UInt8]) -> (matters: Bool, lostFolder: Bool) {
        var matters = false
        var lostFolder = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(notify, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            var offset = 0
            buffer.withUnsafeBytes { raw in
                while offset + 16 <= count {
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = raw[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                    if mask & Self.folderGone != 0 { lostFolder = true }
                    if mask & Self.interesting != 0, nameBytes.elementsEqual(name) { matters = true }
                    offset += 16 + length
                }
            }
        }
        return (matters, lostFolder)
    }
}
