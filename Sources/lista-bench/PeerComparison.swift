import Foundation
import Views

/// Lista side by side with its peers, on the same generated rows: `lista ls` against `grep` doing
/// comparable work (pending rows: `grep -v '^x '`; a search: `grep -i TERM`) on a file Lista
/// wrote and on the same rows as another tool writes them (no ids), and against `todo.sh ls` and
/// `topydo ls`, each writing to a file; and the time to the first frame of `lista` against vim
/// and calcurse with the same rows, in an 80x24 pseudo-terminal. A peer that is not installed
/// (`command -v`) gets a row saying how to install it.
/// Targets: `lista ls` ≤ 2× grep on any todo.txt, faster than todo.sh and topydo.
struct PeerComparison {
    let files: BenchFiles
    let lista: String
    let progress: (String) -> Void
    /// The rows of the compared file.
    let rows: Int
    /// Runs per tool; a tool slower than ``budget`` in total gets fewer.
    static let runs = 5
    static let budget = Duration.seconds(20)
    /// How long calcurse may take to show its rows before the row says it did not.
    static let calcurseLimit = Duration.seconds(45)

    /// A smaller list on which calcurse, whose loading grows faster than linearly, still
    /// draws its rows in a few seconds: the first frames are compared there too.
    static let smallerRows = 10_000

    /// The usual list (50 rows): its first frame is mostly the process's start.
    static let usualRows = 50

    /// The largest list the targets name: its first frame is compared with vim's even when the
    /// suite's file is smaller. calcurse is left out there (its loading grows faster than linearly).
    static let largestRows = 1_000_000

    /// The first-frame rows: beside vim and calcurse, on the usual list, the smaller list and
    /// the suite's; and beside vim on ``largestRows`` when the suite's file is smaller.
    func firstFrameReport() throws -> [ReportRow] {
        var table = try firstFrames(rows: Self.usualRows)
        if rows > Self.smallerRows { table += try firstFrames(rows: Self.smallerRows) }
        table += try firstFrames(rows: rows)
        if rows < Self.largestRows {
            progress("first frame in a pty: lista at \(CountText.grouped(Self.largestRows))")
            table += try listaBesideVim(path: try files.file(rows: Self.largestRows), rows: Self.largestRows)
        }
        return table
    }

    /// The word the search rows look for: a verb of about a tenth of the rows.
    static let searchTerm = "review"

    /// Times `arguments` writing its standard output to a file. Returns the exit statuses seen
    /// and, if one was not 0, the last line the program wrote to stderr.
    private func timeListing(_ arguments: [String], runs: Int = Self.runs) throws -> (Trials, Set<Int32>, String) {
        let output = files.directory + "/listing.out"
        let errors = files.directory + "/listing.err"
        var statuses: Set<Int32> = []
        var lastError = ""
        let trials = try Trials.run(runs, budget: Self.budget) {
            let run = try ChildProcess.run(arguments, output: output, errors: errors)
            statuses.insert(run.status)
            if run.status != 0, let text = try? String(contentsOfFile: errors, encoding: .utf8) {
                lastError = text.split(separator: "\n").last.map { String($0.prefix(120)) } ?? ""
            }
            return run.elapsed
        }
        return (trials, statuses, lastError)
    }

    private func exitNote(_ statuses: Set<Int32>, allowed: Set<Int32> = [0], error: String = "") -> String {
        statuses.isSubset(of: allowed) ? ""
            : "; FAILED: exit status \(statuses.sorted())" + (error.isEmpty ? "" : " (\(error))") + " — time is of the failed runs"
    }

    /// The `ls` rows: beside grep, todo.sh and topydo.
    func listingReport() throws -> [ReportRow] {
        let path = try files.file(rows: rows)
        let foreign = try files.file(rows: rows, foreign: true)
        let term = Self.searchTerm
        var table = try beside(grep: ["grep", "-v", "^x ", path], lista: [lista, "ls", "--file", path],
                               names: ("grep -v '^x '", "lista ls"), what: "Lista's file (ids), pending rows")
        let listaMedian = try timeListing([lista, "ls", "--file", path]).0.median
        table += try beside(grep: ["grep", "-v", "^x ", foreign], lista: [lista, "ls", "--file", foreign],
                            names: ("grep -v '^x '", "lista ls"), what: "another tool's file (no ids), pending rows")
        table += try beside(grep: ["grep", "-i", term, path], lista: [lista, "ls", "--file", path, "--search", term],
                            names: ("grep -i \(term)", "lista ls --search \(term)"), what: "Lista's file, a search")
        table += try beside(grep: ["grep", "-i", term, foreign], lista: [lista, "ls", "--file", foreign, "--search", term],
                            names: ("grep -i \(term)", "lista ls --search \(term)"), what: "another tool's file, a search")
        table.append(try processStart())
        table.append(try peakMemory(path: path))
        table.append(try todoSh(lista: listaMedian))
        table.append(try topydo(lista: listaMedian))
        return table
    }

    /// Runs per tool in the rows beside grep: the two tools alternate, so a busy machine slows
    /// both alike.
    static let besideRuns = 21

    /// grep and lista on the same file, run by turns, and the ratio of their medians with issue
    /// 15's target (≤ 2×). Both write their output to a file.
    private func beside(grep: [String], lista listing: [String], names: (grep: String, lista: String), what: String) throws -> [ReportRow] {
        progress("ls: \(names.lista) beside \(names.grep), \(what)")
        var grepRuns: [Duration] = []
        var listaRuns: [Duration] = []
        var (grepStatuses, listaStatuses): (Set<Int32>, Set<Int32>) = ([], [])
        var listaError = ""
        for _ in 0..<Self.besideRuns {
            let (theirs, theirStatus, _) = try timeListing(grep, runs: 1)
            grepRuns += theirs.durations
            grepStatuses.formUnion(theirStatus)
            let (ours, ourStatus, error) = try timeListing(listing, runs: 1)
            listaRuns += ours.durations
            listaStatuses.formUnion(ourStatus)
            if !error.isEmpty { listaError = error }
        }
        let (theirs, ours) = (Trials(durations: grepRuns), Trials(durations: listaRuns))
        let ratio = ours.median / theirs.median
        return [
            ReportRow(name: "ls: \(names.grep) > file (\(what))", size: rows, p50: theirs.median.formatted,
                      note: theirs.note + exitNote(grepStatuses, allowed: [0, 1])),
            ReportRow(name: "ls: \(names.lista) > file (\(what))", size: rows, p50: ours.median.formatted,
                      note: ours.note + exitNote(listaStatuses, error: listaError)),
            ReportRow(name: "ls: \(names.lista) ÷ \(names.grep) (\(what))", size: rows, p50: String(format: "%.2f×", ratio),
                      target: "≤ 2×", verdict: listaStatuses == [0] ? ReportRow.verdict(ratio <= 2) : "—",
                      note: "the medians above, same file, run by turns"),
        ]
    }

    /// What starting the process costs, which every `lista ls` above pays: `lista --version`.
    private func processStart() throws -> ReportRow {
        progress("ls: lista --version (process start)")
        let (trials, statuses, error) = try timeListing([lista, "--version"], runs: Self.besideRuns)
        return ReportRow(name: "ls: lista --version (process start)", size: nil, p50: trials.median.formatted,
                         note: trials.note + "; part of every lista row above" + exitNote(statuses, error: error))
    }

    /// Peak memory of `lista ls` on Lista's file, beside the file's size.
    private func peakMemory(path: String) throws -> ReportRow {
        progress("ls: lista ls peak memory")
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 1
        let run = try ChildProcess.run([lista, "ls", "--file", path], output: files.directory + "/listing.out", sampleMemory: true)
        let ratio = Double(run.peakResidentBytes) / Double(size)
        return ReportRow(name: "ls: lista ls peak memory (Lista's file)", size: rows,
                         p50: String(format: "%.1f MB = %.2f× the file", Double(run.peakResidentBytes) / 1e6, ratio),
                         target: "≤ 2× the file", verdict: run.status == 0 && run.peakResidentBytes > 0 ? ReportRow.verdict(ratio <= 2) : "—",
                         note: String(format: "VmHWM read every 1 ms until exit, one run; file %.1f MB", Double(size) / 1e6)
                             + exitNote([run.status]))
    }

    /// A peer's row: its median, judged by whether `lista ls` was faster.
    private func peerRow(_ name: String, _ result: (Trials, Set<Int32>, String), lista: Duration) -> ReportRow {
        let (trials, statuses, error) = result
        return ReportRow(name: name, size: rows, p50: trials.median.formatted, target: "lista ls faster",
                         verdict: statuses == [0] ? ReportRow.verdict(lista < trials.median) : "—",
                         note: trials.note + exitNote(statuses, error: error))
    }

    private func todoSh(lista: Duration) throws -> ReportRow {
        let name = "ls: todo.sh ls > file"
        // Debian installs todo.sh as todo-txt.
        guard let program = ChildProcess.installed("todo.sh") ?? ChildProcess.installed("todo-txt") else {
            return ReportRow(name: name, size: rows, p50: "—", note: "not installed — apt-get install todotxt-cli (Debian names it todo-txt)")
        }
        progress("ls: \(program) ls")
        let copy = try files.privateCopy(rows: rows)
        let folder = (copy as NSString).deletingLastPathComponent
        let config = folder + "/config"
        try """
            export TODO_DIR="\(folder)"
            export TODO_FILE="$TODO_DIR/todo.txt"
            export DONE_FILE="$TODO_DIR/done.txt"
            export REPORT_FILE="$TODO_DIR/report.txt"
            """.write(toFile: config, atomically: false, encoding: .utf8)
        let result = try timeListing([program, "-d", config, "-p", "ls"])
        return peerRow(name + " (\((program as NSString).lastPathComponent))", result, lista: lista)
    }

    private func topydo(lista: Duration) throws -> ReportRow {
        let name = "ls: topydo ls > file"
        guard let program = ChildProcess.installed("topydo") else {
            return ReportRow(name: name, size: rows, p50: "—", note: "not installed — pip install topydo")
        }
        progress("ls: topydo ls")
        let copy = try files.privateCopy(rows: rows)
        let done = (copy as NSString).deletingLastPathComponent + "/done.txt"
        return peerRow(name, try timeListing([program, "-t", copy, "-d", done, "ls"]), lista: lista)
    }

    private func firstFrames(rows: Int) throws -> [ReportRow] {
        var table: [ReportRow] = []
        progress("first frame in a pty: lista at \(CountText.grouped(rows))")
        let path = try files.file(rows: rows)
        table += try listaBesideVim(path: path, rows: rows)
        guard let calcurse = ChildProcess.installed("calcurse") else {
            table.append(ReportRow(name: "first frame in a pty: calcurse", size: rows, p50: "—",
                                   note: "not installed — apt-get install calcurse"))
            return table
        }
        progress("first frame in a pty: calcurse at \(CountText.grouped(rows))")
        let folder = try files.folder("calcurse-\(rows)")
        let todo = Data(CalcurseTodo.bytes(rows: rows))
        let limit = Self.calcurseLimit
        do {
            let theirs = try TerminalSessions.firstFrame([calcurse, "-D", folder], quitKeys: [Array("q".utf8), Array("y".utf8)],
                                                         limit: limit) {
                try todo.write(to: URL(fileURLWithPath: folder + "/todo"))
                try "general.confirmquit=no\n".write(toFile: folder + "/conf", atomically: false, encoding: .utf8)
            }
            table.append(frameRow("first frame in a pty: calcurse", rows: rows, theirs))
        } catch let failure as PseudoTerminal.Failure {
            table.append(ReportRow(name: "first frame in a pty: calcurse", size: rows, p50: "> " + limit.formatted,
                                   note: "\(failure.description): still loading when given up on, then quit/killed"))
        }
        return table
    }

    /// Lista's first frame, and its peer's: vim without a vimrc (`vi -u NONE`, no swap
    /// file) on the same file, in the same pty, spawned by turns with Lista; and the ratio,
    /// whose target is 1× (a first frame no slower than vim's).
    private func listaBesideVim(path: String, rows: Int) throws -> [ReportRow] {
        let ours = (arguments: [lista, "--file", path], quitKeys: [Array("q".utf8)])
        guard let vim = ChildProcess.installed("vim") ?? ChildProcess.installed("vi") else {
            return [frameRow("first frame in a pty: lista", rows: rows, try TerminalSessions.firstFrame(ours.arguments, quitKeys: ours.quitKeys)),
                    ReportRow(name: "first frame in a pty: vim -u NONE", size: rows, p50: "—", note: "not installed — apt-get install vim")]
        }
        progress("first frame in a pty: lista and vim by turns at \(CountText.grouped(rows))")
        let (mine, theirs) = try TerminalSessions.firstFramesByTurns(
            ours, (arguments: [vim, "-u", "NONE", "-N", "-n", path], quitKeys: [Array("\u{1B}:qa!\r".utf8)]),
            quick: rows <= Self.smallerRows)
        let ratio = mine.shown.median / theirs.shown.median
        return [
            frameRow("first frame in a pty: lista", rows: rows, mine),
            frameRow("first frame in a pty: vim -u NONE", rows: rows, theirs),
            ReportRow(name: "first frame in a pty: lista ÷ vim", size: rows, p50: String(format: "%.2f×", ratio),
                      target: "≤ 1×", verdict: ReportRow.verdict(ratio <= 1),
                      note: "the medians above, same file and run, spawned by turns"),
        ]
    }

    private func frameRow(_ name: String, rows: Int, _ result: TerminalSessions.FirstFrame) -> ReportRow {
        ReportRow(name: name, size: rows, p50: result.shown.median.formatted,
                  note: "spawn → rows on screen; " + result.shown.note + "; first byte "
                      + result.firstByte.median.formatted + ", settled " + result.settled.median.formatted
                      + exitNote(result.exitStatuses))
    }
}
