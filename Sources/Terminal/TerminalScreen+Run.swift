import CNcurses
import Glibc
import Views

extension TerminalScreen {
    /// Runs the app until `handle` returns false: draws `render(size)`, sleeps in `poll()` on
    /// the tty and the wake pipe (no timer: 0% CPU while idle), then hands every event that
    /// arrived to `handle` in order (signals and wakes first, then keys) and draws once for
    /// the whole batch.
    ///
    /// Everything runs on the calling thread; other threads reach it only through
    /// `TerminalWaker.wake()`. Does not call `stop()`: the app saves first, then stops.
    public func run(render: (TerminalSize) -> Frame, handle: (TerminalEvent) -> Bool) {
        draw(render(size))
        while true {
            waitForInput()
            for event in pendingEvents() where !handle(event) { return }
            draw(render(size))
        }
    }

    /// Sleeps until the tty or the wake pipe has something to read (or a signal interrupts).
    func waitForInput() {
        var fds = [pollfd(fd: options.inputFD, events: Int16(POLLIN), revents: 0)]
        if SignalPipe.readEnd >= 0 { fds.append(pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0)) }
        _ = poll(&fds, nfds_t(fds.count), -1)
    }

    /// Everything that arrived since the last call, without blocking.
    func pendingEvents() -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        var woken = false
        for byte in SignalPipe.drain() {
            switch Int32(byte) {
            case 0: if !woken { events.append(.wake); woken = true }
            case SIGINT: events.append(.signal(.interrupt))
            case SIGTERM: events.append(.signal(.terminate))
            case SIGHUP: events.append(.signal(.hangup))
            case SIGWINCH: syncSizeWithTerminal()
            default: break
            }
        }
        while let key = readKey() {
            events.append(key == .resize ? .resize(size) : .key(key))
        }
        return events
    }
}
