import CNcurses
import Glibc
import Views

extension TerminalScreen: ScreenBackend {
    /// Sleeps in `poll()` on the tty and the wake pipe (no timer: 0% CPU while idle), then
    /// returns every event that arrived. When the input reports hang-up (the tty closed, the
    /// terminal is gone), the batch ends with `.signal(.hangup)`.
    ///
    /// Other threads reach the loop only through `TerminalWaker.wake()`.
    public func waitForEvents() -> [TerminalEvent] {
        let hungUp = waitForInput()
        var events = pendingEvents()
        if hungUp, !events.contains(.signal(.hangup)) { events.append(.signal(.hangup)) }
        return events
    }

    /// Sleeps until the tty or the wake pipe has something to read (or a signal interrupts).
    /// Returns true when the tty has hung up (closed, or the terminal is gone).
    func waitForInput() -> Bool {
        var fds = [pollfd(fd: options.inputFD, events: Int16(POLLIN), revents: 0)]
        if SignalPipe.readEnd >= 0 { fds.append(pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0)) }
        guard poll(&fds, nfds_t(fds.count), -1) > 0 else { return false }
        return fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 && fds[0].revents & Int16(POLLIN) == 0
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
            // A storm of resizes can end at the size curses already has (its signals merged
            // into one): curses then queues nothing, yet the terminal may have reflowed or cut
            // the screen meanwhile, so the session hears of it and repaints all the same.
            case SIGWINCH: if syncSizeWithTerminal() == .unchanged { events.append(.resize(size)) }
            default: break
            }
        }
        while let key = readKey() {
            events.append(key == .resize ? .resize(size) : .key(key))
        }
        return events
    }
}
