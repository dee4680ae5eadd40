import Foundation
@testable import Terminal
import Views
import XCTest

/// The bytes a frame's colours become, per terminal: the escape sequences come
/// from the terminfo entry, reduced to the colours it has; none at all without colour.
final class ColourOutputTests: XCTestCase {
    private let escape = "\u{1B}["

    /// One cell per colour form: a basic colour, a bright one, a cube colour, a 24-bit one, and
    /// a bold cell with the default colours.
    private func frame() -> Frame {
        var grid = Grid(rows: 2, columns: 20)
        grid.put("R", row: 0, column: 0, style: CellStyle(foreground: .palette(1)))
        grid.put("B", row: 0, column: 1, style: CellStyle(foreground: .palette(12)))
        grid.put("O", row: 0, column: 2, style: CellStyle(foreground: .palette(208)))
        grid.put("T", row: 0, column: 3, style: CellStyle(foreground: .rgb(red: 0xFF, green: 0x5F, blue: 0x5F),
                                                           background: .palette(4)))
        grid.put("b", row: 0, column: 4, style: [.bold])
        return Frame(grid: grid)
    }

    private func drawn(term: String, colors: Bool = true) throws -> String {
        let terminal = try HeadlessTerminal(term: term, rows: 2, columns: 20, colors: colors)
        terminal.screen.draw(frame())
        return terminal.output
    }

    func testAn8ColourTerminalGetsTheBasicColoursOnly() throws {
        let output = try drawn(term: "xterm")
        XCTAssertTrue(output.contains(escape + "31mR"), output.debugDescription)
        XCTAssertTrue(output.contains(escape + "34mB"), "bright blue is blue: \(output.debugDescription)")
        XCTAssertTrue(output.contains(escape + "33mO"), "orange is yellow: \(output.debugDescription)")
        XCTAssertTrue(output.contains(escape + "31m" + escape + "44mT") || output.contains(escape + "44m" + escape + "31mT"),
                      "salmon on blue is red on blue: \(output.debugDescription)")
        XCTAssertFalse(output.contains("38;5;"), "no 256-colour sequence")
        XCTAssertFalse(output.contains(escape + "9"), "no bright sequence")
    }

    func testA256ColourTerminalGetsThePaletteAndTheNearestOfItFor24BitColours() throws {
        let output = try drawn(term: "xterm-256color")
        XCTAssertTrue(output.contains(escape + "31mR"), output.debugDescription)
        XCTAssertTrue(output.contains(escape + "94mB"), output.debugDescription)
        XCTAssertTrue(output.contains(escape + "38;5;208mO"), output.debugDescription)
        XCTAssertTrue(output.contains("38;5;203m"), "#ff5f5f is cube colour 203: \(output.debugDescription)")
        XCTAssertFalse(output.contains("38;2;"), "no 24-bit sequence")
    }

    func testNoColourMeansNoColourSequenceButTheAttributesStill() throws {
        let output = try drawn(term: "xterm-256color", colors: false)
        for colour in ["31m", "94m", "38;5;", "44m", "39m", "49m"] {
            XCTAssertFalse(output.contains(colour), "\(colour) in \(output.debugDescription)")
        }
        XCTAssertTrue(output.contains("RBOT"), output.debugDescription)
        XCTAssertTrue(output.contains("1mb"), "bold is kept: \(output.debugDescription)")
    }

    func testNoColorSetAndNotEmptyTurnsColourOff() {
        XCTAssertFalse(TerminalOptions.colorsWanted(noColor: "1"))
        XCTAssertFalse(TerminalOptions.colorsWanted(noColor: "no"))
        XCTAssertTrue(TerminalOptions.colorsWanted(noColor: ""), "no-color.org: an empty NO_COLOR is as if unset")
        XCTAssertTrue(TerminalOptions.colorsWanted(noColor: nil))
    }

    /// Truecolor where terminfo says so: an entry with the `RGB` flag and 2^24 colours (as
    /// ncurses' xterm-direct has), compiled here with `tic` so the test needs no package.
    func testATerminfoEntryWithRGBGets24BitColours() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lista-terminfo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("lista-direct.src")
        try """
            lista-direct|xterm with direct colour for Lista's tests,
            \tRGB, colors#0x1000000, pairs#0x10000,
            \tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m,
            \tsetab=\\E[%?%p1%{8}%<%t4%p1%d%e48;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m,
            \tuse=xterm-256color,

            """.write(to: source, atomically: true, encoding: .utf8)
        let tic = Process()
        tic.executableURL = URL(fileURLWithPath: "/usr/bin/tic")
        tic.arguments = ["-x", "-o", directory.path, source.path]
        try tic.run()
        tic.waitUntilExit()
        XCTAssertEqual(tic.terminationStatus, 0, "tic compiled the entry")
        let previous = getenv("TERMINFO").map { String(cString: $0) }
        setenv("TERMINFO", directory.path, 1)
        defer { if let previous { setenv("TERMINFO", previous, 1) } else { unsetenv("TERMINFO") } }

        let terminal = try HeadlessTerminal(term: "lista-direct", rows: 2, columns: 20)
        XCTAssertEqual(terminal.screen.colorDepth, .direct)
        terminal.screen.draw(frame())
        let output = terminal.output
        XCTAssertTrue(output.contains(escape + "31mR"), "the basic eight stay palette colours: \(output.debugDescription)")
        XCTAssertTrue(output.contains(escape + "38;2;92;92;255mB"), output.debugDescription)
        XCTAssertTrue(output.contains(escape + "38;2;255;135;0mO"), output.debugDescription)
        XCTAssertTrue(output.contains("38;2;255;95;95m"), output.debugDescription)
    }

    func testTheDepthFollowsTheTerminfoEntry() throws {
        XCTAssertEqual(try HeadlessTerminal(term: "xterm", rows: 2, columns: 10).screen.colorDepth, .eight)
        XCTAssertEqual(try HeadlessTerminal(term: "xterm-256color", rows: 2, columns: 10).screen.colorDepth, .palette256)
        XCTAssertEqual(try HeadlessTerminal(term: "xterm-256color", rows: 2, columns: 10, colors: false).screen.colorDepth, .none)
        XCTAssertEqual(try HeadlessTerminal(term: "xterm-mono", rows: 2, columns: 10).screen.colorDepth, .none)
    }
}

final class ColorPairsTests: XCTestCase {
    func testPairsAreMadeOnFirstUseAndKept() {
        var pairs = ColorPairs(capacity: 64)
        var defined: [Int32] = []
        let red = ColorPairs.Key(foreground: 1, background: -1)
        XCTAssertEqual(pairs.pair(for: red) { pair, _ in defined.append(pair) }, 1)
        XCTAssertEqual(pairs.pair(for: red) { pair, _ in defined.append(pair) }, 1)
        XCTAssertEqual(pairs.pair(for: ColorPairs.Key(foreground: 2, background: 4)) { pair, _ in defined.append(pair) }, 2)
        XCTAssertEqual(defined, [1, 2], "each pair defined once")
        XCTAssertEqual(pairs.pair(for: ColorPairs.Key(foreground: -1, background: -1)) { pair, _ in defined.append(pair) }, 3,
                       "the default colours get a pair too (cheaper to return to than pair 0)")
    }

    func testWhenPairsRunOutNewColoursGetTheDefaultPairAndOldPairsStay() {
        var pairs = ColorPairs(capacity: 4)  // pairs 1, 2, 3
        for colour in Int32(1)...3 { _ = pairs.pair(for: ColorPairs.Key(foreground: colour, background: -1)) { _, _ in } }
        var redefined = false
        XCTAssertEqual(pairs.pair(for: ColorPairs.Key(foreground: 9, background: -1)) { _, _ in redefined = true }, 0)
        XCTAssertFalse(redefined, "no pair on screen changes colour under it")
        XCTAssertEqual(pairs.pair(for: ColorPairs.Key(foreground: 2, background: -1)) { _, _ in }, 2)
        XCTAssertEqual(pairs.count, 3)
    }
}
