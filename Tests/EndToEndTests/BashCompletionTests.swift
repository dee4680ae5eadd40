import Foundation
import XCTest

/// The bash completion function, run in bash against the binary under test: it offers the
/// commands, and the ids and +projects lista itself lists.
final class BashCompletionTests: XCTestCase {
    private var folder = ""
    private var pathFolder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lista-completion-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("a +home @phone id:aaaaaaaaaa\nb +work id:abbbbbbbbb\nx 2026-11-01 c id:cccccccccc\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/todo.txt"))
        pathFolder = try PackageFiles.folderWithLista(TmuxSession.listaBinary())
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.removeItem(atPath: pathFolder)
    }

    /// What `_lista` offers for the words typed so far (the last one is the one completed).
    private func complete(_ words: [String]) throws -> [String] {
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let line = words.joined(separator: " ")
        let script = """
        source '\(PackageFiles.path("docs/completions/lista.bash"))'
        COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE='\(line)'; COMP_POINT=\(line.utf8.count)
        _lista
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let run = try ProcessRun.run("/bin/bash", ["--norc", "--noprofile", "-c", script], environment: [
            "PATH": pathFolder + ":/usr/bin:/bin", "LISTA_FILE": folder + "/todo.txt",
        ])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
        return run.standardOutput.split(separator: "\n").map(String.init)
    }

    func testOffersCommandsThenIdsProjectsAndPriorities() throws {
        let commands = try complete(["lista", ""])
        for verb in ["ls", "add", "done", "rm", "mv", "pri", "archive", "help", "--file"] {
            XCTAssertTrue(commands.contains(verb), "\(verb) in \(commands)")
        }
        XCTAssertFalse(commands.contains("complete"), "the hidden command is not offered")
        XCTAssertEqual(try complete(["lista", "ar"]), ["archive"])
        XCTAssertEqual(try complete(["lista", "done", ""]), ["aaaaaaaaaa", "abbbbbbbbb", "cccccccccc"])
        XCTAssertEqual(try complete(["lista", "pri", "ab"]), ["abbbbbbbbb"])
        XCTAssertEqual(try complete(["lista", "pri", "abbbbbbbbb", "Z"]), ["Z"])
        XCTAssertEqual(try complete(["lista", "mv", "aaaaaaaaaa", "--a"]), ["--after"])
        XCTAssertEqual(try complete(["lista", "mv", "aaaaaaaaaa", "--after", "c"]), ["cccccccccc"])
        XCTAssertEqual(try complete(["lista", "ls", "+"]), ["+home", "+work"])
        XCTAssertEqual(try complete(["lista", "add", "call", "+w"]), ["+work"])
        XCTAssertEqual(try complete(["lista", "ls", "--j"]), ["--json"])
        XCTAssertEqual(try complete(["lista", "help", "p"]), ["pri"])
    }

    func testAsksTheListNamedByFile() throws {
        try Data("other id:oooooooooo\n".utf8).write(to: URL(fileURLWithPath: folder + "/other.txt"))
        XCTAssertEqual(try complete(["lista", "--file", folder + "/other.txt", "rm", ""]), ["oooooooooo"])
    }
}
