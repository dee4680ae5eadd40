import Foundation
import Storage
import Views

/// A row of one 20 MB line in the editor sheet, beside vim on the same line: the time `e` takes
/// to open the sheet (its frame included) and the time of a key typed at the end of the text
/// (the sheet puts the cursor there), both through ``KeyPathFixture``'s dispatch, store and
/// 80x24 frame; and vim reading the file, typing a character at the end of the line and
/// quitting (`vim -u NONE -es`, a whole process). By turns, so a busy machine slows both alike.
/// Lista's work on a key should grow with the line's length, as vim's does.
struct LongLineEditing {
    let files: BenchFiles
    let progress: (String) -> Void

    /// The name `--match` selects the rows by.
    static let name = "a 20 MB line in the editor beside vim"
    /// The line's length in bytes.
    static let lineBytes = 20_000_000
    /// Turns of each tool.
    static let turns = 7

    /// The line: ordinary words (a tag word goes to the sheet's tags field, so none here), one
    /// row of a file written once.
    static func line() -> String {
        var line = ""
        line.reserveCapacity(lineBytes + 64)
        var word = 0
        while line.utf8.count < lineBytes {
            line += "review the draft of part \(word) "
            word += 1
        }
        return line + "end"
    }

    func rows() throws -> [ReportRow] {
        progress(Self.name)
        let line = Self.line()
        let path = files.directory + "/long-line.txt"
        try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let fixture = KeyPathFixture(items: [TodoItem(parsing: line)])
        defer { fixture.tearDown() }
        let vim = ChildProcess.installed("vim")
        var (opening, typing, theirs): ([Duration], [Duration], [Duration]) = ([], [], [])
        var vimStatuses: Set<Int32> = []
        for _ in 0..<Self.turns {
            if let vim {
                let run = try ChildProcess.run([vim, "-u", "NONE", "-i", "NONE", "-N", "-n", "-es",
                                                "-c", "normal! $az", "-c", "q!", path])
                theirs.append(run.elapsed)
                vimStatuses.insert(run.status)
            }
            opening.append(Trials.time { fixture.press(.character("e")) })
            precondition(fixture.state.destination != nil, "e did not open the editor")
            typing.append(Trials.time { fixture.press(.character("z")) })
            // Untimed: the draft back as it was, so Esc closes the sheet without asking (its
            // dismissal is an effect: its action is handled once it arrives).
            fixture.press([.backspace, .escape])
            let deadline = ContinuousClock.now.advanced(by: .seconds(30))
            while fixture.state.destination != nil {
                precondition(ContinuousClock.now < deadline, "Esc did not close the editor")
                if !fixture.processEffects() { usleep(200) }
            }
        }
        let size = Self.lineBytes
        let (open, key) = (Trials(durations: opening), Trials(durations: typing))
        var table = [
            ReportRow(name: "a 20 MB line: open the editor (e, with its frame)", size: size, p50: open.median.formatted,
                      p99: open.durations.max()!.formatted, note: open.note + "; p99 column: slowest"),
            ReportRow(name: "a 20 MB line: a key at its end in the editor", size: size, p50: key.median.formatted,
                      p99: key.durations.max()!.formatted, note: key.note + "; p99 column: slowest"),
        ]
        guard vim != nil else {
            table.append(ReportRow(name: "a 20 MB line: vim -es", size: size, p50: "—", note: "not installed — apt-get install vim"))
            return table
        }
        let peer = Trials(durations: theirs)
        let ratio = (open.median + key.median) / peer.median
        let failed = vimStatuses == [0] ? "" : "; FAILED: exit status \(vimStatuses.sorted())"
        table += [
            ReportRow(name: "a 20 MB line: vim -es reads it, types at its end, quits", size: size, p50: peer.median.formatted,
                      note: peer.note + ", a whole process" + failed),
            ReportRow(name: "a 20 MB line: lista's open + key ÷ vim's whole run", size: size,
                      p50: String(format: "%.2f×", ratio), note: "the medians above, by turns; size is the line's bytes"),
        ]
        return table
    }
}
