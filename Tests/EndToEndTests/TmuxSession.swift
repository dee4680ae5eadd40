import CoreTesting
import Foundation
import XCTest

/// A failure already reported with `XCTFail`; thrown only to stop the test there.
struct EndToEndFailure: Error, CustomStringConvertible {
    let description: String
}

/// The real `lista` binary running in a real terminal: a private tmux server (its own socket,
/// its own config), a fresh temp directory holding the todo.txt, and a pane running
///
///     sh run.sh   →   lista --file <temp>/todo.txt ...; echo EXIT:$?; exec sh
///
/// so a test can wait for the app's exit code and then run follow-up commands in the same pane.
/// Every wait polls the screen until a condition holds, with a deadline; nothing sleeps a fixed time.
final class TmuxSession {
    let socket: String
    let directory: URL
    let term: String
    var todoPath: String { directory.appendingPathComponent("todo.txt").path }
    private var pidPath: String { directory.appendingPathComponent("lista.pid").path }
    private(set) var lastScreen = ""
    private var started = false

    /// The binary under test: `LISTA_BIN` (set by `make test`), else `<package>/.build/debug/lista`
    /// found from this file's path. Missing is a failure, never a skip.
    static func listaBinary(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let fm = FileManager.default
        if let fromEnv = ProcessInfo.processInfo.environment["LISTA_BIN"], !fromEnv.isEmpty {
            guard fm.isExecutableFile(atPath: fromEnv) else {
                return try fail("LISTA_BIN=\(fromEnv) is not an executable file; build it with `swift build`", file: file, line: line)
            }
            return fromEnv
        }
        // <package>/Tests/EndToEndTests/TmuxSession.swift → <package>
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidate = packageRoot.appendingPathComponent(".build/debug/lista").path
        guard fm.isExecutableFile(atPath: candidate) else {
            return try fail("""
                The lista binary is missing: looked for LISTA_BIN (unset) and \(candidate). \
                Run `swift build` (or `make test`) first.
                """, file: file, line: line)
        }
        return candidate
    }

    /// Starts the app. `rows` is written to the todo.txt first (nil: no file, the app creates it).
    /// With `jobControl`, the pane runs an interactive bash that starts the app as a foreground
    /// job (so Ctrl-Z stops it and `fg` brings it back, as in a person's shell).
    init(
        _ name: String,
        rows: [String]? = nil,
        config: String? = nil,
        term: String = "xterm-256color",
        arguments: [String] = [],
        jobControl: Bool = false,
        width: Int = 80,
        height: Int = 24,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let binary = try Self.listaBinary(file: file, line: line)
        let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        socket = "lista-e2e-\(name)-\(unique)"
        self.term = term
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lista-e2e-\(name)-\(unique)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if let rows {
            try (rows.map { $0 + "\n" }.joined()).write(toFile: todoPath, atomically: true, encoding: .utf8)
        }
        // The app reads its config from here only, so a person's own config never reaches a test.
        let configHome = directory.appendingPathComponent("config")
        if let config {
            try FileManager.default.createDirectory(at: configHome.appendingPathComponent("lista"), withIntermediateDirectories: true)
            try config.write(to: configHome.appendingPathComponent("lista/config"), atomically: true, encoding: .utf8)
        }
        // The recent lists go here, never into the person's own state folder.
        let stateHome = directory.appendingPathComponent(".state")
        let conf = directory.appendingPathComponent("tmux.conf")
        try """
            set -sg escape-time 10
            set -g status off
            set -g default-terminal "\(term)"

            """.write(to: conf, atomically: true, encoding: .utf8)
        let appCommand = ([binary, "--file", todoPath] + arguments).map(Self.shellQuote).joined(separator: " ")
        let launch = "sh -c 'echo $$ > lista.pid; exec \"$@\"' sh \(appCommand)"
        let script = jobControl ? """
            export TERM=\(Self.shellQuote(term))
            export LANG=C.UTF-8
            export XDG_CONFIG_HOME=\(Self.shellQuote(configHome.path))
            export XDG_STATE_HOME=\(Self.shellQuote(stateHome.path))
            cd \(Self.shellQuote(directory.path))
            printf '%s\\n' \(Self.shellQuote(launch)) > launch.sh
            PS1='$ ' exec bash --norc --noprofile -i

            """ : """
            export TERM=\(Self.shellQuote(term))
            export LANG=C.UTF-8
            export XDG_CONFIG_HOME=\(Self.shellQuote(configHome.path))
            export XDG_STATE_HOME=\(Self.shellQuote(stateHome.path))
            cd \(Self.shellQuote(directory.path))
            \(launch)
            echo "EXIT:$?"
            PS1='$ ' exec sh

            """
        let scriptPath = directory.appendingPathComponent("run.sh").path
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        // The server forks from this client and would inherit (and hold open) capture pipes.
        try tmux(startsServer: true, ["-f", conf.path, "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
                  "-e", "TERM=\(term)", "sh \(Self.shellQuote(scriptPath))"], file: file, line: line)
        started = true
    }

    /// Kills the tmux server (and with it the pane), ends the app if it outlived it, and removes
    /// the temp directory. Safe to call twice.
    func close() {
        guard started else { return }
        started = false
        let pid = FileText.read(pidPath)
            .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        _ = try? runTmux(["kill-server"])
        // tmux leaves its socket file behind; it is ours alone (unique name).
        let tmuxDir = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(tmuxDir)/tmux-\(getuid())/\(socket)")
        if let pid, pid > 0, processIsLista(pid) { kill(pid, SIGKILL) }
        try? FileManager.default.removeItem(at: directory)
    }

    deinit { close() }

    // MARK: Keys

    /// `send-keys` with tmux key names: "j", "Tab", "M-Down", "C-c", "Escape"...
    func send(_ keys: String..., file: StaticString = #filePath, line: UInt = #line) throws {
        try send(contentsOf: keys, file: file, line: line)
    }

    /// `send-keys` with a list of tmux key names, in one call (nothing when empty).
    func send(contentsOf keys: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        guard !keys.isEmpty else { return }
        try tmux(["send-keys", "-t", "0"] + keys, file: file, line: line)
    }

    /// Types literal text.
    func type(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try tmux(["send-keys", "-t", "0", "-l", text], file: file, line: line)
    }

    func resize(width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        try tmux(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"], file: file, line: line)
    }

    // MARK: Screen

    /// The visible screen; with `history`, everything that scrolled off above it too.
    func capture(history: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let screen = try tmux(["capture-pane", "-p", "-t", "0"] + (history ? ["-S", "-"] : []), file: file, line: line)
        lastScreen = screen
        return screen
    }

    func lines(file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try capture(file: file, line: line).components(separatedBy: "\n")
    }

    /// The pane's mouse modes as tmux sees the app set them: any-event (1003), button-event
    /// (1002), SGR (1006), normal (1000), each 1 or 0. Lista's on: "0110".
    static let mouseModes = "#{mouse_all_flag}#{mouse_button_flag}#{mouse_sgr_flag}#{mouse_standard_flag}"

    /// A mouse report as an xterm sends it in SGR form (1-based cells; `release` for the button
    /// coming up), typed into the pane as raw bytes.
    func mouse(_ code: Int, column: Int, row: Int, release: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
        try type("\u{1B}[<\(code);\(column);\(row)\(release ? "m" : "M")", file: file, line: line)
    }

    /// A left click (press and release) on a 1-based cell.
    func click(column: Int, row: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        try mouse(0, column: column, row: row, file: file, line: line)
        try mouse(0, column: column, row: row, release: true, file: file, line: line)
    }

    /// A tmux format about the pane, e.g. `#{cursor_x}`, `#{alternate_on}`, `#{cursor_flag}`.
    func display(_ format: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try tmux(["display-message", "-p", "-t", "0", format], file: file, line: line)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls a tmux format about the pane until it reads `expected`; on timeout, fails.
    func waitForDisplay(_ format: String, toBe expected: String, _ what: String, timeout: TimeInterval = 10,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let value = try display(format, file: file, line: line)
            if value == expected { return }
            if Date() > deadline {
                return try Self.fail("Timed out after \(timeout) s waiting for \(what): \(format) is \(value), not \(expected)",
                                     file: file, line: line)
            }
            usleep(15_000)
        }
    }

    /// Polls the screen until `predicate` holds; on timeout, fails showing the last screen.
    @discardableResult
    func waitFor(
        _ what: String,
        timeout: TimeInterval = 10,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ predicate: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let screen = try capture(file: file, line: line)
            if predicate(screen) { return screen }
            if Date() > deadline {
                return try Self.fail("""
                    Timed out after \(timeout) s waiting for: \(what)
                    Last screen (\(term)):
                    \(Self.framed(screen))
                    """, file: file, line: line)
            }
            usleep(15_000)
        }
    }

    /// Like `waitFor`, but returns only a screen that the next capture repeats, so that checks
    /// on other parts of it do not read a frame tmux has only half received.
    @discardableResult
    func waitForSettled(
        _ what: String,
        timeout: TimeInterval = 10,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ predicate: (String) -> Bool
    ) throws -> String {
        var previous: String?
        return try waitFor("\(what), and the same screen on the next capture", timeout: timeout, file: file, line: line) { screen in
            defer { previous = screen }
            return predicate(screen) && screen == previous
        }
    }

    @discardableResult
    func waitForText(_ text: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try waitFor("the screen to show \"\(text)\"", timeout: timeout, file: file, line: line) { $0.contains(text) }
    }

    /// Waits until the screen is exactly `expected`; on timeout shows both screens.
    @discardableResult
    func waitForScreen(equalTo expected: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try waitFor("\(what); expected screen:\n\(Self.framed(expected))", file: file, line: line) { $0 == expected }
    }

    /// Waits for the app to exit (the pane prints `EXIT:<code>`) and returns the code.
    func waitForExit(timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws -> Int32 {
        let screen = try waitFor("the app to exit (a line starting with EXIT:)", timeout: timeout, file: file, line: line) {
            Self.exitCode(in: $0) != nil
        }
        return Self.exitCode(in: screen)!
    }

    private static func exitCode(in screen: String) -> Int32? {
        for line in screen.components(separatedBy: "\n") {
            if let range = line.range(of: "EXIT:") {
                let digits = line[range.upperBound...].prefix { $0.isNumber }
                if !digits.isEmpty, let code = Int32(digits) { return code }
            }
        }
        return nil
    }

    /// After the app exited: runs `stty -a` in the same pane and returns its settings as words.
    func sttySettings(file: StaticString = #filePath, line: UInt = #line) throws -> Set<String> {
        try type("stty -a; echo STTY''-END", file: file, line: line)
        try send("Enter", file: file, line: line)
        let screen = try waitFor("stty -a to finish in the pane after the app exited", file: file, line: line) {
            $0.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "STTY-END" }
        }
        var words = Set<String>()
        for part in screen.components(separatedBy: .whitespacesAndNewlines) {
            words.insert(part.trimmingCharacters(in: CharacterSet(charactersIn: ";")))
        }
        return words
    }

    // MARK: The app's process

    /// The pid of the running lista (written by the pane's script just before it execs lista).
    func listaPID(waiting: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws -> pid_t {
        let deadline = Date().addingTimeInterval(waiting ? 10 : 0)
        while true {
            if let text = FileText.read(pidPath),
               let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), processIsLista(pid) {
                return pid
            }
            if Date() >= deadline {
                return try Self.fail("No running lista process found (pid file \(pidPath))", file: file, line: line)
            }
            usleep(15_000)
        }
    }

    func signal(_ sig: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let pid = try listaPID(file: file, line: line)
        guard kill(pid, sig) == 0 else {
            return try Self.fail("kill(\(pid), \(sig)) failed: errno \(errno)", file: file, line: line)
        }
    }

    /// By the executable, not `comm` (which a long path cuts to 15 bytes).
    private func processIsLista(_ pid: pid_t) -> Bool {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe") else { return false }
        return target.hasSuffix("/lista")
    }

    // MARK: Files

    func fileContents(file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard let text = FileText.read(todoPath) else {
            return try Self.fail("Cannot read \(todoPath): \(String(cString: strerror(errno)))", file: file, line: line)
        }
        return text
    }

    /// The saved rows' text, without the `id:` tags the app adds.
    func savedRowTexts(file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try fileContents(file: file, line: line)
            .components(separatedBy: "\n")
            .filter { !$0.isEmpty }
            .map { $0.split(separator: " ").filter { !$0.hasPrefix("id:") }.joined(separator: " ") }
    }

    // MARK: Plumbing

    @discardableResult
    private func tmux(startsServer: Bool = false, _ arguments: [String], file: StaticString, line: UInt) throws -> String {
        do { return try runTmux(arguments, startsServer: startsServer) } catch {
            return try Self.fail("\(error)\nLast screen:\n\(Self.framed(lastScreen))", file: file, line: line)
        }
    }

    /// Runs tmux with posix_spawn + waitpid, output to files. (Foundation's `Process` waits
    /// forever here: the client forks the tmux server, and Process never sees the client exit.)
    private func runTmux(_ arguments: [String], startsServer: Bool = false) throws -> String {
        let outPath = directory.appendingPathComponent("tmux.out").path
        let errPath = directory.appendingPathComponent("tmux.err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, startsServer ? "/dev/null" : outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, startsServer ? "/dev/null" : errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ["tmux", "-L", socket] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        // `swift test` sets NO_COLOR=1 for its children; the app runs in colour, as for people.
        environment.removeValue(forKey: "NO_COLOR")
        let envp = environment.map { "\($0.key)=\($0.value)" }

        var cArgv: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cEnvp: [UnsafeMutablePointer<CChar>?] = envp.map { strdup($0) } + [nil]
        defer {
            for p in cArgv { free(p) }
            for p in cEnvp { free(p) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, &cArgv, &cEnvp)
        guard spawned == 0 else {
            throw EndToEndFailure(description: "posix_spawn /usr/bin/tmux failed: \(spawned)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exited = (status & 0x7f) == 0
        let code = (status >> 8) & 0xff
        if startsServer {
            guard exited && code == 0 else {
                throw EndToEndFailure(description: "tmux \(arguments.joined(separator: " ")) failed (status \(status))")
            }
            return ""
        }
        let output = FileText.read(outPath) ?? ""
        guard exited && code == 0 else {
            let err = FileText.read(errPath) ?? ""
            throw EndToEndFailure(description: "tmux \(arguments.joined(separator: " ")) failed (status \(status)): \(err)")
        }
        return output
    }

    static func fail<T>(_ message: String, file: StaticString, line: UInt) throws -> T {
        XCTFail(message, file: file, line: line)
        throw EndToEndFailure(description: message)
    }

    static func framed(_ screen: String) -> String {
        screen.components(separatedBy: "\n").map { "|\($0)" }.joined(separator: "\n")
    }

    static func shellQuote(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
