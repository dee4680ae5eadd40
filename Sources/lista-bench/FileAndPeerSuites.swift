import Foundation
import Views

/// The suites that work on generated files and on the `lista` executable (files, peers): one
/// temporary directory for all of them, removed when they are done, whatever happened.
enum FileAndPeerSuites {
    /// Measures the file and peer rows `options` asks for and appends them to `table`.
    /// `lista` is `$LISTA_BIN`; rows that need it say so when it is missing.
    static func run(options: Options, lista: String?, into table: inout ResultTable) throws {
        let files = try BenchFiles()
        defer { files.removeAll() }
        if options.suites.contains(.files) {
            let benchmarks = FileBenchmarks(files: files, lista: lista, progress: progress)
            table.append(try benchmarks.rows(sizes: options.appSizes, includes: { options.includes(.files, name: $0) }))
        }
        if options.includes(.files, name: LongLineEditing.name) {
            table.append(try LongLineEditing(files: files, progress: progress).rows())
        }
        guard options.suites.contains(.peers) else { return }
        guard let lista else {
            table.append([ReportRow(name: "terminal and peer rows", size: nil, p50: "—",
                                    note: "LISTA_BIN not set: run make bench, or LISTA_BIN=path/to/lista lista-bench")])
            return
        }
        let rows = options.peerRows
        if options.includes(.peers, name: "terminal bytes per key") {
            progress("terminal bytes per key (lista in a pty, \(CountText.grouped(rows)) rows)")
            for colour in [true, false] {
                table.append(try TerminalSessions(files: files, lista: lista).bytesPerKey(rows: rows, colour: colour))
            }
        }
        let peers = PeerComparison(files: files, lista: lista, progress: progress, rows: rows)
        if options.includes(.peers, name: "peers: ls beside grep, todo.sh, topydo") {
            table.append(try peers.listingReport())
        }
        if options.includes(.peers, name: "peers: first frame in a pty beside vim, calcurse") {
            table.append(try peers.firstFrameReport())
        }
    }

    /// Progress on stderr (stdout holds only the table).
    static func progress(_ text: String) {
        FileHandle.standardError.write(Data("[files] \(text)\n".utf8))
    }
}
