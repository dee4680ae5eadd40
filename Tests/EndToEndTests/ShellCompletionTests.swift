import Foundation
import XCTest

/// The fish and zsh completions, run in those shells against the binary under test (bash's
/// are in `BashCompletionTests`). Fish completes for real (`complete -C`). zsh's function runs
/// with `compadd` stood in for by one that prints what it is given, since completing for real
/// needs an interactive shell; zsh itself filters by the typed prefix, so the test does too.
final class ShellCompletionTests: XCTestCase {
    private var folder = ""
    private var pathFolder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lista-shells-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("a +home @phone id:aaaaaaaaaa\nb +work id:abbbbbbbbb\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/todo.txt"))
        pathFolder = try PackageFiles.folderWithLista(TmuxSession.listaBinary())
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.removeItem(atPath: pathFolder)
    }

    private var environment: [String: String] {
        ["PATH": pathFolder + ":/usr/bin:/bin", "LISTA_FILE": folder + "/todo.txt"]
    }

    /// The shell's path, or a failure naming the package that installs it.
    private func shell(_ name: String, package: String) throws -> String {
        for candidate in ["/usr/bin/\(name)", "/bin/\(name)"] where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        XCTFail("\(name) is not installed: `make deps-test` installs \(package)")
        throw EndToEndFailure(description: "\(name) missing")
    }

    private func fish(_ line: String) throws -> [String] {
        let script = "source '\(PackageFiles.path("docs/completions/lista.fish"))'; complete -C '\(line)'"
        let run = try ProcessRun.run(try shell("fish", package: "fish"), ["--no-config", "-c", script], environment: environment)
        XCTAssertEqual(run.status, 0, run.standardError)
        return run.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }

    private func zsh(_ words: [String]) throws -> [String] {
        let prefix = words.last ?? ""
        let script = """
        compadd() { [[ $1 == -- ]] && shift; printf '%s\\n' "$@"; }
        _files() { print -r -- '(files)'; }
        words=(\(words.map { "'" + $0 + "'" }.joined(separator: " "))); CURRENT=\(words.count); PREFIX='\(prefix)'
        source '\(PackageFiles.path("docs/completions/_lista"))'
        """
        let run = try ProcessRun.run(try shell("zsh", package: "zsh"), ["-f", "-c", script], environment: environment)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
        return run.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    func testFishOffersCommandsIdsProjectsAndPriorities() throws {
        let commands = try fish("lista ")
        for verb in ["ls", "add", "done", "rm", "mv", "pri", "archive", "help"] { XCTAssertTrue(commands.contains(verb), "\(verb) in \(commands)") }
        XCTAssertFalse(commands.contains("complete"), "the hidden command is not offered")
        XCTAssertEqual(try fish("lista done "), ["aaaaaaaaaa", "abbbbbbbbb"])
        XCTAssertEqual(try fish("lista ls +"), ["+home", "+work"])
        XCTAssertEqual(try fish("lista pri abbbbbbbbb Z"), ["Z"])
        XCTAssertEqual(try fish("lista mv aaaaaaaaaa --a"), ["--after"])
    }

    func testZshOffersCommandsIdsProjectsAndPriorities() throws {
        let commands = try zsh(["lista", ""])
        for verb in ["ls", "add", "done", "rm", "mv", "pri", "archive", "help", "--file"] { XCTAssertTrue(commands.contains(verb), "\(verb) in \(commands)") }
        XCTAssertFalse(commands.contains("complete"))
        XCTAssertEqual(try zsh(["lista", "done", ""]), ["aaaaaaaaaa", "abbbbbbbbb"])
        XCTAssertEqual(try zsh(["lista", "ls", "+"]), ["+home", "+work"])
        XCTAssertEqual(try zsh(["lista", "add", "call", "@"]), ["@phone"])
        XCTAssertEqual(try zsh(["lista", "pri", "abbbbbbbbb", "Z"]), ["Z"])
        XCTAssertEqual(try zsh(["lista", "mv", "aaaaaaaaaa", "--b"]), ["--before"])
        XCTAssertEqual(try zsh(["lista", "--file", ""]), ["(files)"])
    }
}
