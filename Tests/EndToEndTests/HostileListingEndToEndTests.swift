import Foundation
import XCTest

/// The binary itself, on a real pseudo-terminal: a list written by someone else cannot reach
/// the terminal with an escape sequence, a C1 control or a bidi control through `lista ls`
/// or any other command's words; a pipe still gets the stored bytes.
final class HostileListingEndToEndTests: XCTestCase {
    private var folder = ""

    /// OSC 52 (write the clipboard), CSI as ESC [ and as U+009B, OSC as U+009D, a BEL, and a
    /// right-to-left override, a zero-width space and a byte order mark.
    private let hostile = "pay \u{1B}]52;c;cHduZWQ=\u{07} rent \u{1B}[2J\u{1B}[31m \u{9B}1;1H \u{9D}0;t\u{9C} \u{202E}evil \u{200B}zero\u{FEFF}width"

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lista-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The byte sequences a terminal acts on or hides, found in `output`: every C0 control but
    /// CR and LF, DEL, C1 (UTF-8 C2 80-9F), the bidi controls' UTF-8, the zero-width space and
    /// the byte order mark.
    private func controlBytes(in output: [UInt8]) -> [String] {
        var found: [String] = []
        let bidi: [[UInt8]] = [[0xD8, 0x9C], [0xE2, 0x80, 0x8E], [0xE2, 0x80, 0x8F]]
            + [[0xE2, 0x80, 0x8B], [0xEF, 0xBB, 0xBF]]
            + (0xAA...0xAE).map { [0xE2, 0x80, UInt8($0)] } + (0xA6...0xA9).map { [0xE2, 0x81, UInt8($0)] }
        for (offset, byte) in output.enumerated() {
            if (byte < 0x20 && byte != 0x0D && byte != 0x0A) || byte == 0x7F {
                found.append("0x" + String(byte, radix: 16) + " at \(offset)")
            }
            if byte == 0xC2, offset + 1 < output.count, (0x80...0x9F).contains(output[offset + 1]) {
                found.append("C1 0x" + String(output[offset + 1], radix: 16) + " at \(offset)")
            }
            for sequence in bidi where output[offset...].starts(with: sequence) {
                found.append("bidi " + sequence.map { String($0, radix: 16) }.joined() + " at \(offset)")
            }
        }
        return found
    }

    func testListingAHostileFileOnATerminalWritesNoneOfItsControls() throws {
        let list = folder + "/todo.txt"
        let stored = "\(hostile) id:h1\n(A) \(hostile) id:h2\nx 2026-11-01 \(hostile) id:h3\n"
        try Data(stored.utf8).write(to: URL(fileURLWithPath: list))
        XCTAssertGreaterThan(controlBytes(in: Array(stored.utf8)).count, 10, "the file holds every kind")

        let listed = try PtyCommand.run(["--file", list, "ls", "--all"])
        XCTAssertEqual(listed.status, 0)
        let text = String(decoding: listed.output, as: UTF8.self)
        XCTAssertEqual(controlBytes(in: listed.output), [], text.debugDescription)
        XCTAssertTrue(text.contains("h1  pay ^[]52;c;cHduZWQ=^G rent ^[[2J^[[31m"), text.debugDescription)
        XCTAssertTrue(text.contains(" <U+009B>1;1H <U+009D>0;t<U+009C> <U+202E>evil <U+200B>zero<U+FEFF>width"), text.debugDescription)
        XCTAssertEqual(text.components(separatedBy: "\r\n").count, 4, "three rows, each on its own line: \(text.debugDescription)")

        for words in [["pri", "h1", "B"], ["done", "h2"], ["archive"], ["ls", "--archived"], ["rm", "h1"], ["done", hostile]] {
            let run = try PtyCommand.run(["--file", list] + words)
            XCTAssertEqual(controlBytes(in: run.output), [], "lista \(words.first!): " + String(decoding: run.output, as: UTF8.self).debugDescription)
        }
    }

    func testTheAppsStartUpErrorsOnATerminalAreShownSafely() throws {
        let run = try PtyCommand.run(["--no-such-option\u{1B}]52;c;cHduZWQ=\u{07}\u{9B}2J"])
        let text = String(decoding: run.output, as: UTF8.self)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(text.contains("--no-such-option^[]52"), text.debugDescription)
        XCTAssertEqual(controlBytes(in: run.output), [], text.debugDescription)
    }

    func testAPipeGetsTheStoredBytesAndJSONEscapesThem() throws {
        let list = folder + "/todo.txt"
        try Data("\(hostile) id:h1\n".utf8).write(to: URL(fileURLWithPath: list))
        let piped = try ProcessRun.run(try TmuxSession.listaBinary(), ["--file", list, "ls"])
        XCTAssertEqual(piped.standardOutput, "h1  \(hostile)\n", "scripts need the real bytes")
        let json = try ProcessRun.run(try TmuxSession.listaBinary(), ["--file", list, "ls", "--json"])
        XCTAssertEqual(controlBytes(in: Array(json.standardOutput.utf8)).filter { !$0.hasPrefix("0xa ") }, [], json.standardOutput)
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        XCTAssertEqual(object?["text"] as? String, hostile)
    }

    func testConfigPrintOnATerminalShowsTheFilesEscapesSafely() throws {
        let config = folder + "/config"
        try FileManager.default.createDirectory(atPath: config + "/lista", withIntermediateDirectories: true)
        try Data("set \u{1B}]52;c;cHduZWQ=\u{07} on\nbind \u{9B}2J \u{202E}add\n".utf8)
            .write(to: URL(fileURLWithPath: config + "/lista/config"))
        let printed = try PtyCommand.run(["config", "--print"], environment: ["XDG_CONFIG_HOME": config])
        XCTAssertEqual(printed.status, 1, "lines not used")
        let text = String(decoding: printed.output, as: UTF8.self)
        XCTAssertTrue(text.contains("^[]52"), text)
        XCTAssertEqual(controlBytes(in: printed.output), [], text.debugDescription)
    }
}
