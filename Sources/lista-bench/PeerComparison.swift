import Foundation

/// Issue 5 and 6's side by side, on the same generated file: `lista ls` (pending rows) against
/// `grep -v '^x '`, `todo.sh ls` and `topydo ls`, each writing to a file; and the time to the
/// first frame of `lista` against vim and calcurse with the same rows, in an 80x24 pseudo-terminal.
/// A peer that is not installed (`command -v`) gets a row saying how to install it.
/// Targets (issue 5): `lista ls` within 3× grep, and faster than todo.sh and topydo.
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

    func report() throws -> [ReportRow] {
        var table = try listings()
        if rows > Self.smallerRows { table += try firstFrames(rows: Self.smallerRows) }
        return table + (try firstFrames(rows: rows))
    }

    /// Times `arguments` writing its standard output to a file. Returns the exit statuses seen
    /// and, if one was not 0, the last line the program wrote to stderr.
    private func timeListing(_ arguments: [String], environment: [String: String] = [:]) throws -> (Trials, Set<Int32>, String) {
        let output = files.directory + "/listing.out"
        let errors = files.directory + "/listing.err"
        var statuses: Set<Int32> = []
        var lastError = ""
        let trials = try Trials.run(Self.runs, budget: Self.budget) {
            let run = try ChildProcess.run(arguments, output: output, errors: errors, environment: environment)
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

    private func listings() throws -> [ReportRow] {
        let path = try files.file(rows: rows)
        progress("ls: grep -v '^x '")
        let (grep, grepStatus, _) = try timeListing(["grep", "-v", "^x ", path])
        progress("ls: lista ls")
        let (listing, listaStatus, listaError) = try timeListing([lista, "ls", "--file", path])
        let limit = grep.median * 3
        var table = [
            ReportRow(name: "ls: grep -v '^x ' > file", size: rows, p50: grep.median.formatted,
                      note: grep.note + exitNote(grepStatus, allowed: [0, 1])),
            ReportRow(name: "ls: lista ls > file (pending rows)", size: rows, p50: listing.median.formatted,
                      target: "< 3× grep = " + limit.formatted,
                      verdict: listaStatus == [0] ? ReportRow.verdict(listing.median < limit) : "—",
                      note: listing.note + exitNote(listaStatus, error: listaError)),
        ]
        table.append(try todoSh(path: path, lista: listing.median))
        table.append(try topydo(path: path, lista: listing.median))
        return table
    }

    /// A peer's row: its median, judged by whether `lista ls` was faster.
    private func peerRow(_ name: String, _ result: (Trials, Set<Int32>, String), lista: Duration) -> ReportRow {
        let (trials, statuses, error) = result
        return ReportRow(name: name, size: rows, p50: trials.median.formatted, target: "lista ls faster",
                         verdict: statuses == [0] ? ReportRow.verdict(lista < trials.median) : "—",
                         note: trials.note + exitNote(statuses, error: error))
    }

    private func todoSh(path: String, lista: Duration) throws -> ReportRow {
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

    private func topydo(path: String, lista: Duration) throws -> ReportRow {
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
        progress("first frame in a pty: lista at \(ResultTable.grouped(rows))")
        let path = try files.file(rows: rows)
        let ours = try TerminalSessions.firstFrame([lista, "--file", path], quitKeys: [Array("q".utf8)])
        table.append(frameRow("first frame in a pty: lista", rows: rows, ours))
        table += try vimFirstFrame(path: path, rows: rows, lista: ours.shown.median)
        guard let calcurse = ChildProcess.installed("calcurse") else {
            table.append(ReportRow(name: "first frame in a pty: calcurse", size: rows, p50: "—",
                                   note: "not installed — apt-get install calcurse"))
            return table
        }
        progress("first frame in a pty: calcurse at \(ResultTable.grouped(rows))")
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

    /// Issue 15's peer: vim without a vimrc (`vi -u NONE`, no swap file) on the same file, in
    /// the same pty, and the ratio, whose target is 1× (a first frame no slower than vim's).
    private func vimFirstFrame(path: String, rows: Int, lista: Duration) throws -> [ReportRow] {
        guard let vim = ChildProcess.installed("vim") ?? ChildProcess.installed("vi") else {
            return [ReportRow(name: "first frame in a pty: vim -u NONE", size: rows, p50: "—", note: "not installed — apt-get install vim")]
        }
        progress("first frame in a pty: vim at \(ResultTable.grouped(rows))")
        let theirs = try TerminalSessions.firstFrame([vim, "-u", "NONE", "-N", "-n", path],
                                                     quitKeys: [Array("\u{1B}:qa!\r".utf8)])
        let ratio = lista / theirs.shown.median
        return [
            frameRow("first frame in a pty: vim -u NONE", rows: rows, theirs),
            ReportRow(name: "first frame in a pty: lista ÷ vim", size: rows, p50: String(format: "%.2f×", ratio),
                      target: "≤ 1× (issue 15)", verdict: ReportRow.verdict(ratio <= 1), note: "the medians above, same file and run"),
        ]
    }

    private func frameRow(_ name: String, rows: Int, _ result: TerminalSessions.FirstFrame, allowed: Set<Int32> = [0]) -> ReportRow {
        ReportRow(name: name, size: rows, p50: result.shown.median.formatted,
                  note: "spawn → rows on screen; " + result.shown.note + "; first byte "
                      + result.firstByte.median.formatted + ", settled " + result.settled.median.formatted
                      + exitNote(result.exitStatuses, allowed: allowed))
    }
}
