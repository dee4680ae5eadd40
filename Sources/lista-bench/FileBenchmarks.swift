import Collections
import Core
import Features
import Foundation
import Storage
import Views

/// The file rows, at each size: load and save through Storage, the first frame built from
/// the file in this process, the first frame and peak memory of a `lista --render` process, and
/// the peak memory of the interactive app after a save (``SaveMemory``).
/// Targets: 1M rows load under 1.5 s; 100k rows load and save under 150 ms; a
/// `lista` process at 100k rows peaks under 100 MB, rendering or after a save.
struct FileBenchmarks {
    let files: BenchFiles
    /// The `lista` executable (`$LISTA_BIN`), when given.
    let lista: String?
    /// Written to before each measurement (progress on stderr).
    let progress: (String) -> Void

    /// Load targets by size, where an issue sets one.
    static let loadTargets: [Int: Duration] = [100_000: .milliseconds(150), 1_000_000: .milliseconds(1_500)]
    static let saveTargets: [Int: Duration] = [100_000: .milliseconds(150), 1_000_000: .milliseconds(300)]
    /// Peak resident memory targets (bytes) of a `lista` process (`--render`, and interactive after a save).
    static let memoryTargets: [Int: Int] = [100_000: 100_000_000]

    /// Every row for `sizes`, in table order, measured now.
    func rows(sizes: [Int], includes: (String) -> Bool) throws -> [ReportRow] {
        var rows: [ReportRow] = []
        let measurements: [(String, (Int) throws -> [ReportRow])] = [
            ("file: load (TodoStore.load)", load),
            ("file: save (TodoStore.save(rows:), one row changed)", save),
            (Self.reloadName, reload),
            ("first frame in process (load + state + 80x24 render)", firstFrame),
            ("first frame as a process (lista --render --size 80x24)", renderProcess),
            (Self.saveMemoryName, saveMemory),
        ]
        for (name, measure) in measurements where includes(name) {
            for size in sizes {
                progress("\(name) at \(CountText.grouped(size))")
                rows += try measure(size)
            }
        }
        return rows
    }

    private func timedRow(_ name: String, size: Int, trials: Trials, target: Duration?, note: String = "") -> ReportRow {
        ReportRow(name: name, size: size, p50: trials.median.formatted,
                  target: target.map { "< " + $0.formatted } ?? "—",
                  verdict: target.map { ReportRow.verdict(trials.median < $0) } ?? "—",
                  note: ([trials.note] + (note.isEmpty ? [] : [note])).joined(separator: "; "))
    }

    func load(size: Int) throws -> [ReportRow] {
        let store = TodoStore(path: try files.file(rows: size))
        let trials = try Trials.run(Trials.count(rows: size)) {
            var loaded: StoreLoad?
            let elapsed = try Trials.time { loaded = try store.load() }
            // Freed after the clock stopped: the app keeps what it loaded.
            Blackhole.consume(loaded?.snapshot.rows.count)
            return elapsed
        }
        return [timedRow("file: load (TodoStore.load)", size: size, trials: trials, target: Self.loadTargets[size])]
    }

    /// Each run toggles one row (so the bytes differ and the save really writes), then times
    /// `save(rows:over:)`, the save the app uses: the check of the file under the lock, printing
    /// straight into the temporary file, the atomic write. By turns with it, the floor of any
    /// atomic save: the file's bytes, already in memory, written by the same ``AtomicWriter``
    /// with nothing to print or check (on a VM the kernel's copy into new pages is most of a
    /// save).
    func save(size: Int) throws -> [ReportRow] {
        let path = try files.privateCopy(rows: size)
        let store = TodoStore(path: path)
        var snapshot = try store.load().snapshot
        let day = TodoDate(year: 2026, month: 1, day: 1)!
        var rows = snapshot.file.items
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let floorPath = (path as NSString).deletingLastPathComponent + "/floor.txt"
        var floor: [Duration] = []
        // More runs at a million rows than ``Trials/count(rows:)`` gives: the kernel's time to
        // take a file's bytes varies by run more than the save's own work.
        let trials = try Trials.run(size >= 1_000_000 ? 7 : Trials.count(rows: size)) {
            let middle = rows.count / 2
            if rows[middle].done { rows[middle].reopen() } else { rows[middle].complete(on: day) }
            var saved: StoreSave?
            let elapsed = try Trials.time { saved = try store.save(rows: rows, over: &snapshot) }
            precondition(saved?.wrote == true, "the benchmark's save did not write")
            floor.append(try Trials.time { try AtomicWriter.write(bytes, to: floorPath) })
            return elapsed
        }
        let floorTrials = Trials(durations: floor)
        let ratio = trials.median / floorTrials.median
        return [timedRow("file: save (TodoStore.save(rows:), one row changed)", size: size, trials: trials,
                         target: Self.saveTargets[size], note: "fsync included"),
                timedRow("file: the same bytes written, flushed and renamed (any atomic save's floor)", size: size,
                         trials: floorTrials, target: nil, note: "by turns with the save above"),
                ReportRow(name: "file: save ÷ its floor", size: size, p50: String(format: "%.2f×", ratio),
                          note: "the medians above")]
    }

    static let reloadName = "file: reload of a file without ids, one line changed outside (TodoStore.reload)"

    /// Each run changes one line of a file whose rows hold no ids (as todo.sh writes them),
    /// as another program would, then times the reload the app makes: read, parse, pair every
    /// line with the base row it continues (``RowPairing``) and merge. By turns with it, a
    /// plain load of the same file: the reload's floor, and the pairing's cost is the rest.
    func reload(size: Int) throws -> [ReportRow] {
        let source = try files.file(rows: size, foreign: true)
        let path = try files.folder("reload-\(size)") + "/todo.txt"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: source, toPath: path)
        let store = TodoStore(path: path)
        let base = try store.load().snapshot
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var loads: [Duration] = []
        var turn = 0
        let trials = try Trials.run(Trials.count(rows: size)) {
            turn += 1
            let middle = lines.count / 2
            lines[middle] = lines[middle].split(separator: " ").dropLast().joined(separator: " ") + " changed\(turn)"
            try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
            var reloaded: StoreReload?
            let elapsed = try Trials.time { reloaded = try store.reload(merging: base.file, since: base) }
            precondition(reloaded?.report.theirEdited.count == 1, "the changed line was not paired with its row")
            Blackhole.consume(reloaded?.file.items.count)
            reloaded = nil
            var loaded: StoreLoad?
            loads.append(try Trials.time { loaded = try store.load() })
            Blackhole.consume(loaded?.snapshot.rows.count)
            return elapsed
        }
        let floor = Trials(durations: loads)
        return [timedRow(Self.reloadName, size: size, trials: trials, target: nil),
                timedRow("file: load of the same file (the reload's floor)", size: size, trials: floor, target: nil,
                         note: "by turns with the reload above"),
                ReportRow(name: "file: reload ÷ load", size: size, p50: String(format: "%.2f×", trials.median / floor.median),
                          note: "the medians above")]
    }

    /// What `lista --render` does in process: load, the state as startup builds it, one frame.
    /// The note splits the median into its three phases (each phase's own median). What was
    /// built is freed after the clock stops, as the app never frees it before its first frame.
    func firstFrame(size: Int) throws -> [ReportRow] {
        let store = TodoStore(path: try files.file(rows: size))
        var phases: [[Duration]] = [[], [], []]
        let clock = ContinuousClock()
        let trials = try Trials.run(Trials.count(rows: size)) {
            let start = clock.now
            let loaded = try store.load()
            let loadedAt = clock.now
            let rows = Row.loaded(loaded.snapshot.rows)
            let state = TodoList.State(rows: rows)
            let builtAt = clock.now
            var viewport = ListViewport()
            Blackhole.consume(AppView.render(state, size: KeyPathFixture.screen, viewport: &viewport))
            let drawnAt = clock.now
            // Freed after the clock stopped (`lista --render` exits without freeing them).
            withExtendedLifetime((loaded, state)) {}
            phases[0].append(start.duration(to: loadedAt))
            phases[1].append(loadedAt.duration(to: builtAt))
            phases[2].append(builtAt.duration(to: drawnAt))
            return start.duration(to: drawnAt)
        }
        let split = zip(["load", "state", "render"], phases).map { name, times in
            name + " " + Trials(durations: times).median.formatted
        }.joined(separator: ", ")
        return [timedRow("first frame in process (load + state + 80x24 render)", size: size, trials: trials,
                         target: nil, note: split)]
    }

    /// `lista --render --size 80x24 --file F` as a process, and its peak memory.
    func renderProcess(size: Int) throws -> [ReportRow] {
        let name = "first frame as a process (lista --render --size 80x24)"
        let memoryName = "peak memory (RSS) of lista --render"
        guard let lista else {
            return [name, memoryName].map { ReportRow(name: $0, size: size, p50: "—", note: "LISTA_BIN not set (make bench sets it)") }
        }
        let path = try files.file(rows: size)
        let arguments = [lista, "--render", "--size", "80x24", "--file", path]
        var failures: Set<Int32> = []
        let trials = try Trials.run(Trials.count(rows: size)) {
            let run = try ChildProcess.run(arguments)
            if run.status != 0 { failures.insert(run.status) }
            return run.elapsed
        }
        let memoryRun = try ChildProcess.run(arguments, sampleMemory: true)
        if memoryRun.status != 0 { failures.insert(memoryRun.status) }
        let peak = memoryRun.peakResidentBytes
        let failed = failures.isEmpty ? "" : "EXIT STATUS \(failures.sorted()) — figure not valid"
        let memoryTarget = Self.memoryTargets[size]
        return [
            timedRow(name, size: size, trials: trials, target: nil, note: failed),
            ReportRow(name: memoryName, size: size, p50: Self.megabytes(peak),
                      target: memoryTarget.map { "< " + Self.megabytes($0) } ?? "—",
                      verdict: memoryTarget.map { ReportRow.verdict(peak < $0 && failures.isEmpty) } ?? "—",
                      note: "VmHWM read every 1 ms until exit, one more run" + (failed.isEmpty ? "" : "; " + failed)),
        ]
    }

    static let saveMemoryName = "peak memory (RSS) of the interactive app after a save"
    static let editsMemoryName = "peak memory (RSS) of the interactive app after 1,000 edits"
    static let memoryRatioName = "peak memory of the interactive app ÷ the file"

    /// The memory target (≤ 2× the file) is set at a million rows.
    static let memoryRatioRows = 1_000_000

    /// `lista --file F` in an 80x24 pty, one row toggled, its save waited for: VmHWM; then
    /// 1,000 edits of every kind saved: VmHWM again, and both against the target of ≤ 2× the file.
    func saveMemory(size: Int) throws -> [ReportRow] {
        guard let lista else {
            return [ReportRow(name: Self.saveMemoryName, size: size, p50: "—", note: "LISTA_BIN not set (make bench sets it)")]
        }
        let peak = try SaveMemory(files: files, lista: lista).measure(rows: size)
        let failed = peak.exitStatus == 0 ? "" : "; EXIT STATUS \(peak.exitStatus) — figure not valid"
        let target = Self.memoryTargets[size]
        let ratio = Double(Swift.max(peak.afterSave, peak.afterEdits)) / Double(Swift.max(1, peak.fileSize))
        let judged = size >= Self.memoryRatioRows
        return [
            ReportRow(name: Self.saveMemoryName, size: size, p50: Self.megabytes(peak.afterSave),
                      target: target.map { "< " + Self.megabytes($0) } ?? "—",
                      verdict: target.map { ReportRow.verdict(peak.afterSave < $0 && peak.exitStatus == 0) } ?? "—",
                      note: "VmHWM after a toggle's save landed and the app went idle, one run; "
                          + "first frame \(Self.megabytes(peak.firstFrame))" + failed),
            ReportRow(name: Self.editsMemoryName, size: size, p50: Self.megabytes(peak.afterEdits),
                      note: "VmHWM after \(SaveMemory.edits) more edits were saved, same run: \(SaveMemory.edits / 5) rounds of add, delete, move, "
                          + "text edit, toggle" + failed),
            ReportRow(name: Self.memoryRatioName, size: size, p50: String(format: "%.2f×", ratio),
                      target: judged ? "≤ 2×" : "—",
                      verdict: judged ? ReportRow.verdict(ratio <= 2 && peak.exitStatus == 0) : "—",
                      note: "the higher of the two peaks above ÷ the file's \(Self.megabytes(peak.fileSize))"
                          + (judged ? "" : "; the target is at 1M rows (below, the process's own memory is most of it)")
                          + failed),
        ]
    }

    /// Bytes as megabytes (10⁶ bytes), one decimal.
    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1e6)
    }
}
