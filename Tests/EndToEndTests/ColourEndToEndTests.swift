import CoreTesting
import Foundation
import XCTest

/// The release binary's colours, checked on the bytes it writes to a real
/// pseudo-terminal under TERM=xterm (8 colours), TERM=xterm-256color and NO_COLOR=1.
final class ColourEndToEndTests: XCTestCase {
    private let escape = "\u{1B}["
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lista-colour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
            (C) plan the garden +garden
            (A) call Bo +work @phone due:2020-01-01

            """.write(to: directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        directory = nil
    }

    /// The bytes of the first frame (read until the hint bar, its last line), then `q`.
    private func firstFrame(_ environment: [String: String]) throws -> String {
        let app = try PtyApp(file: directory.appendingPathComponent("todo.txt").path, environment: environment)
        XCTAssertTrue(app.read(until: "due 2020-01-01"), "the rows are drawn: \(app.text.debugDescription)")
        XCTAssertTrue(app.read(until: "a add"), "the hint bar is drawn")
        let frame = app.text
        app.type("q")
        XCTAssertEqual(app.waitForExit(), 0)
        return frame
    }

    func testAn8ColourTerminalGetsBasicColours() throws {
        let frame = try firstFrame(["TERM": "xterm"])
        XCTAssertTrue(frame.contains(escape + "33m(A)"), "(A) in yellow: \(frame.debugDescription)")
        XCTAssertTrue(frame.contains(escape + "34m(C)"), "(C)'s bright blue as blue: \(frame.debugDescription)")
        XCTAssertTrue(frame.contains(escape + "35m+work"), frame.debugDescription)
        XCTAssertTrue(frame.contains(escape + "36m@phone"), frame.debugDescription)
        XCTAssertTrue(frame.contains(escape + "31mdue 2020-01-01"), "overdue in red: \(frame.debugDescription)")
        XCTAssertFalse(frame.contains(escape + "94m"), "no bright colours on an 8-colour terminal")
    }

    func testA256ColourTerminalGetsBrightColours() throws {
        let frame = try firstFrame(["TERM": "xterm-256color"])
        XCTAssertTrue(frame.contains(escape + "94m(C)"), "(C) in bright blue: \(frame.debugDescription)")
        XCTAssertTrue(frame.contains(escape + "35m+work"), frame.debugDescription)
        XCTAssertTrue(frame.contains(escape + "31mdue 2020-01-01"), frame.debugDescription)
    }

    func testNoColorKeepsTheAttributesAndDropsEveryColour() throws {
        let frame = try firstFrame(["TERM": "xterm-256color", "NO_COLOR": "1"])
        for colour in ["33m", "34m", "35m", "36m", "31m", "94m", "38;5;", "39m", "49m"] {
            XCTAssertFalse(frame.contains(colour), "\(colour) in \(frame.debugDescription)")
        }
        XCTAssertTrue(frame.contains("+work @phone"), "the words are drawn, plain")
        XCTAssertTrue(frame.contains(escape + "0;1mdue 2020-01-01"), "overdue stays bold: \(frame.debugDescription)")
        XCTAssertTrue(frame.contains("7m"), "the header and selection stay reversed")
    }

    func testTheConfigFilesColourLinesReachTheTerminal() throws {
        let configHome = directory.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: configHome.appendingPathComponent("lista"), withIntermediateDirectories: true)
        try "color overdue magenta - bold\ncolor project 202\n"
            .write(to: configHome.appendingPathComponent("lista/config"), atomically: true, encoding: .utf8)
        let frame = try firstFrame(["TERM": "xterm-256color", "XDG_CONFIG_HOME": configHome.path])
        XCTAssertTrue(frame.contains(escape + "35mdue 2020-01-01"), "overdue in the person's magenta: \(frame.debugDescription)")
        XCTAssertTrue(frame.contains("38;5;202m+work"), "+work in palette colour 202: \(frame.debugDescription)")
        XCTAssertFalse(frame.contains(escape + "31mdue 2020-01-01"), "not the default red")
    }
}
