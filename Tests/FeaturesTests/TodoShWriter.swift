import Foundation

/// The real todo.sh (Debian's `todo-txt`, or `todo.sh`) run on a list's file, as a person runs
/// it beside Lista: its own verbs change the file, through a config of its own that neither
/// archives on `do` nor leaves a blank line on `del`.
struct TodoShWriter {
    let executable: String

    /// todo.sh from PATH; nil (said once on standard error) when it is not installed, so the
    /// model test runs without its writes rather than not at all.
    static let installed: TodoShWriter? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            for name in ["todo-txt", "todo.sh"] where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return TodoShWriter(executable: "\(directory)/\(name)")
            }
        }
        FileHandle.standardError.write(Data("FileModelTests: todo.sh is not installed (make deps-test installs todotxt-cli); its writes are left out.\n".utf8))
        return nil
    }()

    /// Runs `todo.sh -f VERB ARGUMENTS` on `folder`/todo.txt; throws when it fails.
    func run(in folder: String, _ arguments: [String]) throws {
        let config = folder + "/todo.cfg"
        try """
            export TODO_DIR="\(folder)"
            export TODO_FILE="$TODO_DIR/todo.txt"
            export DONE_FILE="$TODO_DIR/done.txt"
            export REPORT_FILE="$TODO_DIR/report.txt"
            export TODOTXT_AUTO_ARCHIVE=0
            export TODOTXT_PRESERVE_LINE_NUMBERS=0
            """.write(toFile: config, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-f", "-d", config] + arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: config)
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "todo.sh", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "todo.sh \(arguments): " + String(decoding: said, as: UTF8.self)])
        }
    }
}
