import Foundation

/// The terminal rows: the real `lista` in an 80x24 pseudo-terminal. How many bytes it
/// writes per key once the screen settled (move, toggle, type), and how long after spawning
/// its first frame is drawn, side by side with calcurse on the same rows.
///
/// "Settled" means no output for 100 ms: fine for a benchmark, never for a test.
struct TerminalSessions {
    let files: BenchFiles
    let lista: String
    /// How many presses each key's median comes from.
    static let presses = 20
    /// How many spawns each first-frame median comes from.
    static let spawns = 3

    /// Bytes per key on a private copy of the `rows`-line file; quits with `q` at the end.
    /// With `colour` false the app runs under NO_COLOR=1 (attributes only), and the rows'
    /// names say so; with it, NO_COLOR is empty, which counts as unset.
    func bytesPerKey(rows: Int, colour: Bool = true) throws -> [ReportRow] {
        let path = try files.privateCopy(rows: rows)
        let terminal = try PseudoTerminal([lista, "--file", path], rows: 24, columns: 80,
                                          environment: ["NO_COLOR": colour ? "" : "1"])
        let first = terminal.readUntilQuiet(limit: .seconds(60), awaitFirst: true)
        guard first.bytes > 0 else {
            terminal.finish(quitKeys: [])
            throw PseudoTerminal.Failure(description: "lista drew nothing in a pseudo-terminal")
        }
        /// Sends `key`; the bytes written until the screen settled.
        func press(_ key: [UInt8]) -> Int {
            terminal.send(key)
            return terminal.readUntilQuiet().bytes
        }
        func counts(_ key: [UInt8]) -> [Int] {
            (0..<Self.presses).map { _ in press(key) }
        }
        let move = counts(Array("j".utf8))
        let toggle = counts(Array("x".utf8))
        _ = press(Array("i".utf8))
        let type = counts(Array("a".utf8))
        _ = press([0x0D])  // Enter leaves the field
        _ = press(Array("g".utf8))  // to the top; after it, g changes nothing
        let nothing = counts(Array("g".utf8))
        let status = terminal.finish(quitKeys: [Array("q".utf8)])
        let exit = status == 0 ? "" : "; lista exited with status \(status)"
        return [("move (j)", move), ("toggle (x)", toggle), ("type a character in a row", type),
                ("a key that changes nothing (g at the top)", nothing)].map { name, bytes in
            let sorted = bytes.sorted()
            return ReportRow(name: "terminal bytes per key at 80x24" + (colour ? "" : " (NO_COLOR)") + ": " + name, size: rows,
                             p50: "\(Measurement.percentile(0.5, of: sorted)) B",
                             note: "median of \(sorted.count) keys (\(sorted.first!)–\(sorted.last!) B), first frame \(first.bytes) B" + exit)
        }
    }

    /// What a first-frame measurement gave.
    struct FirstFrame {
        /// Spawn → the first byte written.
        let firstByte: Trials
        /// Spawn → a row's text on screen (the first frame with the rows).
        let shown: Trials
        /// Spawn → no more output for 100 ms after that.
        let settled: Trials
        let exitStatuses: Set<Int32>
    }

    /// How many spawns each side of a comparison by turns gets (``firstFramesByTurns``) on a
    /// list up to ``PeerComparison/smallerRows`` rows: a first frame there takes milliseconds,
    /// and on a shared machine three spawns' medians moved the ratio by half its value.
    static let spawnsByTurns = 11

    /// Two programs' first frames, spawned by turns (`first`, then `second`, and again), so a
    /// busy machine slows both alike: ``spawnsByTurns`` each when `quick`, else ``spawns``.
    static func firstFramesByTurns(_ first: (arguments: [String], quitKeys: [[UInt8]]),
                                   _ second: (arguments: [String], quitKeys: [[UInt8]]),
                                   quick: Bool) throws -> (first: FirstFrame, second: FirstFrame) {
        var (ours, theirs): ([FirstFrame], [FirstFrame]) = ([], [])
        for _ in 0..<(quick ? spawnsByTurns : spawns) {
            ours.append(try firstFrame(first.arguments, quitKeys: first.quitKeys, spawns: 1))
            theirs.append(try firstFrame(second.arguments, quitKeys: second.quitKeys, spawns: 1))
        }
        return (FirstFrame(merging: ours), FirstFrame(merging: theirs))
    }

    /// Spawns `arguments` in an 80x24 pty up to ``spawns`` times (once when a run is slow),
    /// times its first frame with the rows (the output holds a generated row's first word),
    /// and quits it with `quitKeys` (then SIGTERM, SIGKILL).
    static func firstFrame(_ arguments: [String], quitKeys: [[UInt8]], limit: Duration = .seconds(120),
                           spawns: Int = spawns, prepare: () throws -> Void = {}) throws -> FirstFrame {
        var firstBytes: [Duration] = []
        var settled: [Duration] = []
        var statuses: Set<Int32> = []
        let shown = try Trials.run(spawns, budget: .seconds(20)) {
            try prepare()
            let terminal = try PseudoTerminal(arguments, rows: 24, columns: 80)
            let (shownAt, firstByte) = terminal.readUntilShown(Fixtures.verbs, limit: limit)
            let rest = terminal.readUntilQuiet()
            statuses.insert(terminal.finish(quitKeys: quitKeys))
            guard let shownAt, let firstByte else {
                throw PseudoTerminal.Failure(description: "\(arguments[0]) showed no row within \(limit.formatted)")
            }
            firstBytes.append(terminal.started.duration(to: firstByte))
            settled.append(terminal.started.duration(to: rest.last ?? shownAt))
            return terminal.started.duration(to: shownAt)
        }
        return FirstFrame(firstByte: Trials(durations: firstBytes), shown: shown,
                          settled: Trials(durations: settled), exitStatuses: statuses)
    }
}

extension TerminalSessions.FirstFrame {
    /// One measurement of all the spawns of `parts`.
    init(merging parts: [TerminalSessions.FirstFrame]) {
        self.init(firstByte: Trials(durations: parts.flatMap(\.firstByte.durations)),
                  shown: Trials(durations: parts.flatMap(\.shown.durations)),
                  settled: Trials(durations: parts.flatMap(\.settled.durations)),
                  exitStatuses: parts.reduce(into: []) { $0.formUnion($1.exitStatuses) })
    }
}
