import Foundation
import XCTest

/// `docs/lista.1` renders without a warning and covers every command, option, exit code and
/// environment variable.
final class ManPageTests: XCTestCase {
    private let page = PackageFiles.path("docs/lista.1")

    func testRendersWithoutWarnings() throws {
        // -ww: every warning; -z: format only. groff is installed by scripts/setup-deps --test.
        let run = try ProcessRun.run("/usr/bin/env", ["groff", "-man", "-Tutf8", "-ww", "-z", page])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "", "groff warnings")
    }

    func testManShowsItAndItCoversTheCLI() throws {
        let rendered = try ProcessRun.run("/usr/bin/env", ["groff", "-man", "-Tutf8", "-P", "-c", page])
        XCTAssertEqual(rendered.status, 0, rendered.standardError)
        // groff marks bold and underline with backspaces: compare the plain letters.
        let text = rendered.standardOutput.replacingOccurrences(of: "_\u{08}", with: "")
            .replacingOccurrences(of: "[^\u{08}]\u{08}", with: "", options: .regularExpression)
        for section in ["NAME", "SYNOPSIS", "COMMANDS", "OPTIONS", "JSON OUTPUT", "EXIT STATUS", "ENVIRONMENT", "FILES"] {
            XCTAssertTrue(text.contains("\n\(section)\n"), section)
        }
        for word in ["ls [--all|--done]", "add [--id] TEXT", "add -", "done ID", "rm ID", "mv ID", "pri ID", "archive", "help [command]",
                     "--json", "--file PATH", "--no-mouse", "--open", "--render", "--size", "--help", "--version",
                     "LISTA_FILE", "XDG_DATA_HOME", "HOME", "ESCDELAY", "NO_COLOR", "TERM", "RGB", "LISTA_ACTION_LOG", "done.txt",
                     "threshold", "projects", "contexts", "tags"] {
            XCTAssertTrue(text.contains(word), word)
        }
        for code in ["0", "1", "2"] {
            XCTAssertTrue(text.contains("\n       \(code)      "), "exit code \(code)")
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/man") {
            let man = try ProcessRun.run("/usr/bin/man", ["-l", page], environment: ["MANPAGER": "cat", "MANWIDTH": "80"])
            XCTAssertEqual(man.status, 0, man.standardError)
            XCTAssertTrue(man.standardOutput.contains("LISTA(1)"), man.standardOutput)
        }
    }
}
