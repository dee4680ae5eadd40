import Foundation
import XCTest

/// Text from a file, a config or the command line reaches a terminal only as the app would
/// draw it; a pipe or a file gets the stored bytes.
final class HostileOutputTests: XCTestCase {
    private var cli: CLIHarness!

    /// An OSC 52 clipboard write, a CSI (as ESC [ and as the one-scalar U+009B), another C1
    /// control, a bidi override and a BEL.
    static let hostile = "pay \u{1B}]52;c;cHduZWQ=\u{07} rent \u{1B}[2J \u{9B}31m \u{9D}x \u{202E}evil"

    override func setUpWithError() throws {
        cli = try CLIHarness()
    }

    override func tearDown() {
        cli.remove()
    }

    /// Every scalar that a terminal acts on or hides, but the line feeds between lines.
    private func controls(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C].contains(scalar.value))
        }.map { "U+" + String($0.value, radix: 16) }
    }

    func testListingOnATerminalShowsEveryControlAsVisibleText() throws {
        try cli.write(Self.hostile + " id:h1\n")
        cli.outputIsTerminal = true
        XCTAssertEqual(cli.run("ls"), 0)
        XCTAssertEqual(controls(in: cli.output), [], cli.output.debugDescription)
        XCTAssertEqual(cli.output, "h1  pay ^[]52;c;cHduZWQ=^G rent ^[[2J <U+009B>31m <U+009D>x <U+202E>evil\n")
    }

    func testListingToAPipeWritesTheStoredBytes() throws {
        try cli.write(Self.hostile + " id:h1\n")
        XCTAssertEqual(cli.run("ls"), 0)
        XCTAssertEqual(cli.output, "h1  \(Self.hostile)\n", "scripts get the real text")
    }

    func testArchivedRowsAndEditMessagesOnATerminalAreShownSafely() throws {
        try cli.write("\(Self.hostile) id:h1\n(B) \(Self.hostile) id:h2\nx 2026-11-01 \(Self.hostile) id:h3\n")
        cli.outputIsTerminal = true
        XCTAssertEqual(cli.run("pri", "h2", "A"), 0)
        XCTAssertTrue(cli.output.hasPrefix("Priority A: (A) pay ^[]52"), cli.output)
        XCTAssertEqual(cli.run("archive"), 0)
        XCTAssertEqual(cli.run("ls", "--archived"), 0)
        XCTAssertTrue(cli.output.contains("pay ^[]52"), cli.output)
        XCTAssertEqual(controls(in: cli.output), [], cli.output.debugDescription)
        XCTAssertEqual(cli.run("done", "h1"), 0)
        XCTAssertEqual(controls(in: cli.output), [], cli.output.debugDescription)
        XCTAssertEqual(cli.run("rm", "h2"), 0)
        XCTAssertEqual(controls(in: cli.output), [], cli.output.debugDescription)
        XCTAssertTrue(cli.output.hasPrefix("Removed: (A) pay ^[]52"), cli.output)
        XCTAssertEqual(cli.run("done", "\u{1B}]0;title\u{07}"), 1)
        XCTAssertEqual(controls(in: cli.errors), [], "an id typed on the command line: " + cli.errors.debugDescription)
    }

    func testJSONEscapesC1AndBidiControlsAsWellAsC0() throws {
        try cli.write(Self.hostile + " id:h1\n")
        XCTAssertEqual(cli.run("ls", "--json"), 0)
        XCTAssertEqual(controls(in: cli.output), [], cli.output.debugDescription)
        for escape in [#"\u001b]52"#, #"\u0007"#, #"\u009b31m"#, #"\u009dx"#, #"\u202eevil"#] {
            XCTAssertTrue(cli.output.contains(escape), "\(escape) in \(cli.output)")
        }
        let object = try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as? [String: Any]
        XCTAssertEqual(object?["text"] as? String, Self.hostile, "a parser gets the stored text back")
    }

    func testConfigPrintOnATerminalShowsAConfigFilesEscapesSafely() throws {
        let folder = cli.folder + "/config"
        try FileManager.default.createDirectory(atPath: folder + "/lista", withIntermediateDirectories: true)
        try Data("set \u{1B}]52;c;cHduZWQ=\u{07} on\nbind \u{9B}2J add\n".utf8).write(to: URL(fileURLWithPath: folder + "/lista/config"))
        cli.environment["XDG_CONFIG_HOME"] = folder
        cli.outputIsTerminal = true
        XCTAssertEqual(cli.run("config", "--print"), 1)
        XCTAssertEqual(controls(in: cli.output + cli.errors), [], (cli.output + cli.errors).debugDescription)
        XCTAssertTrue(cli.errors.contains("^[]52"), cli.errors)
    }
}
