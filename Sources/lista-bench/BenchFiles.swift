import Foundation

/// The generated todo.txt files of a run, in one temporary directory that ``removeAll()``
/// deletes. Each size is written once, on first use; benchmarks that change a file ask for a
/// private copy.
final class BenchFiles {
    /// The temporary directory holding every file.
    let directory: String
    /// The generated files written so far.
    private var written: Set<String> = []
    private var copies = 0

    /// Creates the directory (under `$TMPDIR`, else /tmp).
    init() throws {
        let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        var template = Array((base + "/lista-bench.XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CocoaError(.fileWriteUnknown)
        }
        directory = String(cString: made)
    }

    /// The path of a file of `rows` generated lines (``TodoLines``), written if needed; with
    /// `foreign`, the same rows as another tool writes them (``TodoLines/foreignLine(_:)``, no
    /// ids). Treat it as read-only: other benchmarks read the same file.
    func file(rows: Int, foreign: Bool = false) throws -> String {
        let path = directory + (foreign ? "/foreign-\(rows).txt" : "/todo-\(rows).txt")
        if written.contains(path) { return path }
        try Data(TodoLines.bytes(count: rows, foreign: foreign)).write(to: URL(fileURLWithPath: path))
        written.insert(path)
        return path
    }

    /// A fresh copy of the `rows`-line file that the caller may change, in a folder of its own
    /// (so the lock file and temporary files of a save stay apart from the shared files).
    func privateCopy(rows: Int, name: String = "todo.txt") throws -> String {
        let source = try file(rows: rows)
        copies += 1
        let folder = directory + "/copy-\(copies)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let path = folder + "/" + name
        try FileManager.default.copyItem(atPath: source, toPath: path)
        return path
    }

    /// A new empty folder inside the directory (e.g. a peer tool's data folder).
    func folder(_ name: String) throws -> String {
        let path = directory + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Deletes the directory and everything in it.
    func removeAll() {
        try? FileManager.default.removeItem(atPath: directory)
        written = []
    }
}
