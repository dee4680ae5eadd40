import Foundation
import XCTest

/// `scripts/setup-deps`, which `make run`, `make test` and CI call first: with the packages
/// hidden and installing not allowed, it names what is missing and the one command to run.
final class SetupScriptTests: XCTestCase {
    private var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/setup-deps").path
    }

    /// A PATH holding only the toolchain's swift: tmux, todo.sh and apt-get are hidden.
    private func pathWithOnlySwift() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lista-setup-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let swift = try ProcessRun.run("/usr/bin/env", ["sh", "-c", "command -v swift"]).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertFalse(swift.isEmpty, "the tests run with swift on PATH")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("swift").path, withDestinationPath: swift)
        return directory.path
    }

    func testWithEverythingInstalledItSaysNothingAndSucceeds() throws {
        let run = try ProcessRun.run(script, ["--test"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
    }

    func testMissingHeadersAndTmuxNameThePackagesAndTheOneCommandToRun() throws {
        let run = try ProcessRun.run(script, ["--test"], environment: [
            "LISTA_NCURSES_HEADER": "/nonexistent/curses.h", "LISTA_SETUP_PATH": try pathWithOnlySwift(),
            "LISTA_SETUP_INSTALL": "no",
        ])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("missing libncurses-dev tmux todotxt-cli groff-base zsh fish"), run.standardError)
        XCTAssertTrue(run.standardError.contains("apt-get install -y libncurses-dev tmux todotxt-cli groff-base zsh fish"), run.standardError)
    }

    func testABuildWithoutTestsDoesNotAskForTmux() throws {
        let run = try ProcessRun.run(script, [], environment: [
            "LISTA_NCURSES_HEADER": "/nonexistent/curses.h", "LISTA_SETUP_PATH": try pathWithOnlySwift(),
            "LISTA_SETUP_INSTALL": "no",
        ])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("apt-get install -y libncurses-dev\n"), run.standardError)
    }

    func testWithoutSwiftItSaysWhereToGetIt() throws {
        let run = try ProcessRun.run(script, [], environment: ["LISTA_SETUP_PATH": "/nonexistent"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("the Swift toolchain is not on PATH"), run.standardError)
    }
}
