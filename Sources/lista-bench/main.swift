import Foundation
import Views

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
    + KeyPathBenchmarks.all(sizes: options.appSizes) + SortBenchmarks.all(sizes: options.appSizes)).filter { options.includes($0.suite, name: $0.name) }
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
        "[\(number + 1)/\(benchmarks.count)] \(benchmark.name) at \(CountText.grouped(benchmark.size))\n".utf8))
    table.append(benchmark, runner.run(benchmark))
}

if !options.suites.isDisjoint(with: [.files, .peers]) {
    do {
        let lista = ProcessInfo.processInfo.environment["LISTA_BIN"].flatMap { $0.isEmpty ? nil : $0 }
        try FileAndPeerSuites.run(options: options, lista: lista, into: &table)
    } catch {
        FileHandle.standardError.write(Data("lista-bench: \(error)\n".utf8))
        exit(1)
    }
}
let elapsed = started.duration(to: clock.now)

print(table.rendered())
print()
for note in ResultTable.notes(for: table, runner: runner) { print(note) }
print("Full run: \(elapsed.formatted) wall time (fixture building included).")
