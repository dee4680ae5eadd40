/// What a run measures, from the command line:
/// `lista-bench [core] [features] [keys] [files] [peers] [--sizes N,...] [--app-sizes N,...]`.
struct Options {
    /// The suites to run; every suite when none is named.
    var suites: Set<Benchmark.Suite> = Set(Benchmark.Suite.allCases)
    /// The fixture sizes to measure at.
    var sizes: [Int] = [1_000, 10_000, 100_000]
    /// The row counts the whole-app suites (keys, files) measure at.
    var appSizes: [Int] = [1_000, 10_000, 100_000, 1_000_000]
    /// The rows of the file the peers suite compares tools on (100,000).
    var peerRows = 100_000
    /// Only benchmarks whose name contains this text (case-insensitive), when set.
    var match: String?

    static let usage = """
        usage: lista-bench [core] [features] [keys] [files] [peers] [--sizes N,N,...]
                           [--app-sizes N,N,...] [--peer-rows N] [--match TEXT]
          core         IdentifiedArray and Store.send through forEach
          features     the to-do list's actions in a Store
          keys         one key through dispatch, store and an 80x24 frame
          files        load, save, first frame, peak memory of files of N rows; a 20 MB
                       line in the editor beside vim
          peers        lista in a pseudo-terminal; lista ls vs grep, todo.sh, topydo;
                       first frame vs vim and calcurse. Needs LISTA_BIN.
          --sizes      counts for core and features (default 1000,10000,100000)
          --app-sizes  row counts for keys and files (default 1000,10000,100000,1000000)
          --peer-rows  rows of the file the peers suite uses (default 100000)
          --match      only benchmarks whose name contains TEXT (e.g. --match toggle)
        """

    /// Whether a measurement of `suite` called `name` is part of this run.
    func includes(_ suite: Benchmark.Suite, name: String) -> Bool {
        suites.contains(suite) && (match.map { name.lowercased().contains($0) } ?? true)
    }

    /// Parses `arguments` (without the program name).
    /// - Throws: ``UsageError`` with a message for anything it does not understand.
    init(arguments: [String]) throws {
        var named: Set<Benchmark.Suite> = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if let suite = Benchmark.Suite(rawValue: argument) {
                named.insert(suite)
            } else if argument == "--sizes" {
                guard let list = remaining.popFirst() else { throw UsageError("--sizes needs a list, e.g. --sizes 1000,10000") }
                sizes = try Self.parseSizes(list)
            } else if argument.hasPrefix("--sizes=") {
                sizes = try Self.parseSizes(String(argument.dropFirst("--sizes=".count)))
            } else if argument == "--app-sizes" {
                guard let list = remaining.popFirst() else { throw UsageError("--app-sizes needs a list, e.g. --app-sizes 1000,10000") }
                appSizes = try Self.parseSizes(list)
            } else if argument == "--peer-rows" {
                guard let text = remaining.popFirst(), let rows = Int(text.filter { $0 != "_" }), rows >= 100 else {
                    throw UsageError("--peer-rows needs a whole number of at least 100")
                }
                peerRows = rows
            } else if argument == "--match" {
                guard let text = remaining.popFirst(), !text.isEmpty else { throw UsageError("--match needs a text") }
                match = text.lowercased()
            } else if argument == "--help" || argument == "-h" {
                throw UsageError(nil)
            } else {
                throw UsageError("unknown argument: \(argument)")
            }
        }
        if !named.isEmpty { suites = named }
    }

    private static func parseSizes(_ list: String) throws -> [Int] {
        let sizes = try list.split(separator: ",").map { part -> Int in
            let text = part.filter { $0 != "_" }
            guard let size = Int(text), size >= 100 else {
                throw UsageError("a size must be a whole number of at least 100, got \"\(part)\"")
            }
            return size
        }
        guard !sizes.isEmpty else { throw UsageError("--sizes needs at least one size") }
        return sizes
    }
}

/// A command line the benchmark cannot follow; nil message means help was asked for.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
