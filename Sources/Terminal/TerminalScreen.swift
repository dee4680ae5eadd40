import CNcurses
import Glibc
import Views

/// The ncurses screen: starts and stops curses, draws `Frame`s, reads `Key`s.
///
/// Use it from one thread. Only one screen runs at a time (signal routing is process-wide).
/// Typical use: `TerminalLocale.configure()`, `let screen = try TerminalScreen()`, then
/// `screen.run(render:handle:)`, then `screen.stop()` (also done on deinit).
public final class TerminalScreen {
    /// How this screen was started.
    public let options: TerminalOptions
    private let screen: OpaquePointer
    /// stdscr of this screen.
    let window: UnsafeMutablePointer<WINDOW>
    private let outputFile: UnsafeMutablePointer<FILE>
    private let inputFile: UnsafeMutablePointer<FILE>
    let keyCodes: KeyCodes
    private var stopped = false
    /// The last grid written to ncurses' window; nil forces every cell to be written.
    private var lastGrid: Grid?
    private var cursorVisible: Bool?
    private var modes = TerminalModes(enable: [], disable: [])
    /// What turns the scalars and key codes ncurses reads into keys, and the keys it has
    /// decoded that `readKey()` has not handed out yet.
    var keyDecoder = KeyDecoder()
    var decodedKeys: ArraySlice<Key> = []
    /// Whether reads are set up for a paste (keypad off, 100 ms wait).
    var isReadingPaste = false
    /// The colours this terminal shows (``ColorDepth/none`` under NO_COLOR or without colour).
    public private(set) var colorDepth: ColorDepth = .none
    /// Whether pairs may use -1, the terminal's own default colours.
    var defaultColors = false
    var colorPairs = ColorPairs(capacity: 0)
    /// The attributes and pair each style drawn so far became.
    var drawnStyles: [CellStyle: (attributes: attr_t, pair: Int32)] = [:]

    /// Checks the environment and starts curses: locale must already be set up
    /// (`TerminalLocale.configure()`). On error the terminal has not been touched.
    ///
    /// Puts the terminal in raw mode without echo, with keypad decoding, `nonl`, the short Esc
    /// delay, colours when available and wanted (``TerminalOptions/colors``), bracketed paste and
    /// mouse reporting (`TerminalModes`), and the safety net of `CrashGuard` and `SignalPipe`.
    public init(options: TerminalOptions = TerminalOptions()) throws(TerminalError) {
        self.options = options
        let term = try TerminalCheck.verify(term: options.term, inputFD: options.inputFD,
                                            outputFD: options.outputFD, requireTTY: options.requireTTY)
        guard let output = fdopen(dup(options.outputFD), "w") else { throw .startFailed(term) }
        guard let input = fdopen(dup(options.inputFD), "r") else {
            fclose(output)
            throw .startFailed(term)
        }
        // `newterm` sets cbreak and noecho: a screen refused after it puts these modes back.
        var modesBefore = termios()
        let hasModesBefore = tcgetattr(options.outputFD, &modesBefore) == 0
        if options.installSignalHandlers {
            CrashGuard.saveTermios(fd: options.outputFD)
            SignalPipe.install()
        }
        /// Undoes what was set up so far, for a failed start.
        func failed(_ error: TerminalError, closing screen: OpaquePointer? = nil) -> TerminalError {
            if let screen {
                delscreen(screen)
                if hasModesBefore { tcsetattr(options.outputFD, TCSANOW, &modesBefore) }
            }
            fclose(output)
            fclose(input)
            if options.installSignalHandlers { SignalPipe.uninstall() }
            return error
        }
        // The terminfo entry is read here, once; nothing is drawn before the checks on it pass.
        guard let screen = newterm(term, output, input) else {
            throw failed(TerminalCheck.refusal(of: term, outputFD: options.outputFD))
        }
        guard TerminalCheck.canAddressCursor else { throw failed(.cannotAddressCursor(term), closing: screen) }
        guard let window = lista_stdscr() else { throw failed(.startFailed(term), closing: screen) }
        self.screen = screen
        outputFile = output
        inputFile = input
        self.window = window
        // Until a screen has once been left and resumed, ncurses (6.4) takes each cursor move
        // for a caller's own and flushes after it: every frame went out as one write a line.
        // Leaving and resuming now, before anything is drawn, makes a frame one write.
        endwin()
        doupdate()
        raw()
        noecho()
        nonl()
        keypad(window, true)
        wtimeout(window, 0)
        if let delay = options.escapeDelay {
            set_escdelay(Int32(delay))
        } else if TerminalOptions.environment("ESCDELAY") == nil {
            set_escdelay(25)
        }
        (colorDepth, defaultColors) = ColorSupport.start(wanted: options.colors)
        colorPairs = ColorPairs(capacity: colorDepth == .none ? 0 : Int(lista_color_pairs()))
        keyCodes = KeyCodes.bind()
        modes = TerminalModes.current(mouse: options.mouse)
        if options.installSignalHandlers {
            CrashGuard.captureExitSequences(modesOff: modes.disable)
            CrashGuard.install()
            StopGuard.install(modes: modes, fd: options.outputFD)
            if isatty(STDERR_FILENO) != 0 { StderrCapture.begin() }
        }
        modes.enable(fd: options.outputFD)
    }

    deinit { stop() }

    /// The current size of the screen.
    public var size: TerminalSize {
        TerminalSize(rows: Int(getmaxy(window)), columns: Int(getmaxx(window)))
    }

    /// Ends curses and gives the terminal back as it was: normal screen, visible cursor,
    /// the saved termios, the signal actions from before, and standard error (what was
    /// written to it meanwhile is shown now). Safe to call twice.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        modes.disable(fd: options.outputFD)
        endwin()
        delscreen(screen)
        fclose(outputFile)
        fclose(inputFile)
        if options.installSignalHandlers {
            let state = CrashGuard.state
            if state.pointee.hasTermios { tcsetattr(state.pointee.fd, TCSAFLUSH, &state.pointee.termios) }
            CrashGuard.uninstall()
            StopGuard.uninstall()
            SignalPipe.uninstall()
            StderrCapture.end()
        }
    }

    /// Makes the next `draw` repaint the whole terminal from scratch (Ctrl-L).
    public func repaint() {
        clearok(lista_curscr(), true)
        lastGrid = nil
    }

    /// Leaves curses, stops the job as Ctrl-Z would in a cooked terminal, and on `fg` comes back
    /// with the whole screen redrawn (and resized if the terminal changed meanwhile).
    ///
    /// The stop goes to the whole process group, as the terminal's own Ctrl-Z would: stopping
    /// only this process left a wrapper (`make run`, a script) waiting on it, so the shell never
    /// got the terminal back.
    public func suspend() {
        modes.disable(fd: options.outputFD)
        endwin()
        kill(0, SIGTSTP)
        modes.enable(fd: options.outputFD)
        syncSizeWithTerminal()
        repaint()
        doupdate()
    }

    /// What asking the tty for its size found.
    enum SizeSync {
        /// The output is not a tty (or gave no size): nothing changed.
        case unreadable
        /// The tty is the size curses already has.
        case unchanged
        /// Curses was resized, and queued a `KEY_RESIZE`.
        case resized
    }

    /// Asks the tty for its size and, if it changed, resizes curses, which queues a
    /// `KEY_RESIZE` read as `.resize`. Does nothing when the output is not a tty.
    @discardableResult
    func syncSizeWithTerminal() -> SizeSync {
        var size = winsize()
        guard ioctl(options.outputFD, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return .unreadable }
        guard Int(size.ws_row) != self.size.rows || Int(size.ws_col) != self.size.columns else { return .unchanged }
        resize(to: TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col)))
        return .resized
    }

    /// Remembers `grid` as what ncurses' window holds; returns what it held before.
    func takeLastGrid(replacingWith grid: Grid) -> Grid? {
        defer { lastGrid = grid }
        return lastGrid
    }

    /// Shows or hides the cursor, calling `curs_set` only on a change.
    func setCursorVisible(_ visible: Bool) {
        guard cursorVisible != visible else { return }
        curs_set(visible ? 1 : 0)
        cursorVisible = visible
    }

    /// Resizes curses to `size` (queues a `KEY_RESIZE`).
    func resize(to size: TerminalSize) {
        resizeterm(Int32(size.rows), Int32(size.columns))
        lastGrid = nil
    }
}
