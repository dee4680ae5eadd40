import Foundation

/// lista-bench: measures Lista's speed targets and prints one table.
let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
    if let message = error.message {
        FileHandle.standardError.write(Data("lista-bench: \(message)\n\(Options.usage)\n".utf8))
        exit(2)
    }
    print(Options.usage)
    exit(0)
}

let benchmarks = (IdentifiedArrayBenchmarks.all(sizes: options.sizes)
    + StoreSendBenchmarks.all(sizes: options.sizes)
    + TodoListBenchmarks.all(sizes: options.sizes)
    + KeyPathBenchmarks.all(sizes: options.appSizes)).filter(options.includes)
let wantsFiles = !options.suites.isDisjoint(with: [.files, .peers])
if benchmarks.isEmpty && !wantsFiles {
    FileHandle.standardError.write(Data("lista-bench: no benchmark matches\n".utf8))
    exit(2)
}

let clock = ContinuousClock()
let started = clock.now
let runner = BenchmarkRunner()
var table = ResultTable()
for (number, benchmark) in benchmarks.enumerated() {
    FileHandle.standardError.write(Data(
        "[\(number + 1)/\(benchmarks.count)] \(benchmark.name) at \(ResultTable.grouped(benchmark.size))\n".utf8))
    table.append(benchmark, runner.run(benchmark))
}

let files: BenchFiles
do {
    files = try BenchFiles()
} catch {
    FileHandle.standardError.write(Data("lista-bench: cannot create a temporary directory: \(error)\n".utf8))
    exit(1)
}
let lista = ProcessInfo.processInfo.environment["LISTA_BIN"].flatMap { $0.isEmpty ? nil : $0 }
func progress(_ text: String) {
    FileHandle.standardError.write(Data("[files] \(text)\n".utf8))
}
do {
    if options.suites.contains(.files) {
        let fileBenchmarks = FileBenchmarks(files: files, lista: lista, progress: progress)
        for row in try fileBenchmarks.rows(sizes: options.appSizes, includes: { options.includes(.files, name: $0) }) {
            table.append(row)
        }
    }
    if options.suites.contains(.peers) {
        if let lista {
            let rows = options.peerRows
            if options.includes(.peers, name: "terminal bytes per key") {
                progress("terminal bytes per key (lista in a pty, \(ResultTable.grouped(rows)) rows)")
                for row in try TerminalSessions(files: files, lista: lista).bytesPerKey(rows: rows) { table.append(row) }
            }
            let peers = PeerComparison(files: files, lista: lista, progress: progress, rows: rows)
            for row in try peers.report() { table.append(row) }
        } else {
            table.append(ReportRow(name: "peers and terminal rows", size: nil, p50: "—",
                                   note: "LISTA_BIN not set: run through make bench, or LISTA_BIN=path/to/lista"))
        }
    }
} catch {
    files.removeAll()
    FileHandle.standardError.write(Data("lista-bench: \(error)\n".utf8))
    exit(1)
}
files.removeAll()
let elapsed = started.duration(to: clock.now)

print(table.rendered())
print()
for note in ResultTable.notes(for: table, runner: runner) { print(note) }
print("Full run: \(elapsed.formatted) wall time (fixture building included).")
