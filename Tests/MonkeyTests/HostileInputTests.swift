import AppTesting
import Core
import Features
import Foundation
import Storage
import Views
import XCTest

/// Files and rows written to hurt: escape sequences, controls, bidi overrides, NUL, invalid
/// UTF-8, a 1 MB line, 10,000 tags. Nothing reaches the terminal raw, every line keeps its
/// width, nothing crashes, and nothing is lost on save.
final class HostileInputTests: XCTestCase {
    private func hostileFileBytes() -> [UInt8] {
        var lines: [[UInt8]] = [
            Array("plain row id:aaaaaaaaaa".utf8),
            Array("\u{1B}[2J\u{1B}[H wipe the screen \u{1B}]0;pwned\u{07} id:bbbbbbbbbb".utf8),
            Array("C0 \u{01}\u{02}\u{08}\u{7F} and C1 \u{85}\u{9B}31m id:cccccccccc".utf8),
            Array("bidi \u{202E}txet desrever\u{202C} and \u{2066}isolate\u{2069} id:dddddddddd".utf8),
            [0x62, 0x61, 0x64, 0x20, 0xFF, 0xFE, 0x20, 0x75, 0x74, 0x66, 0x38],
            [0x6E, 0x75, 0x6C, 0x00, 0x62, 0x79, 0x74, 0x65],
            Array(("huge " + String(repeating: "x", count: 1_000_000) + " id:eeeeeeeeee").utf8),
            Array(((0..<10_000).map { "+p\($0)" }.joined(separator: " ") + " id:ffffffffff").utf8),
            Array("wide 漢字 and emoji 👨‍👩‍👧 ❤️ e\u{301} id:gggggggggg".utf8),
            [],
        ]
        lines.append(Array("last row without newline id:hhhhhhhhhh".utf8))
        return Array(lines.joined(separator: [0x0A]))
    }

    func testHostileRowsRenderSafelyAndSurviveASave() async throws {
        let original = hostileFileBytes()
        let loaded = TodoFile.parse(original)
        XCTAssertEqual(loaded.file.items.count, 8, "every decodable row is shown (not the invalid UTF-8 or NUL lines, nor the blank one)")
        XCTAssertTrue(loaded.warnings.contains(.undecodableLine(line: 5)))
        XCTAssertTrue(loaded.warnings.contains(.nulBytes(line: 6)))

        let app = HeadlessApp(rows: loaded.file.items)
        for size in [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 6, columns: 30), TerminalSize(rows: 50, columns: 200)] {
            await app.handle(.resize(size))
            for _ in 0..<3 {
                await app.handle(.key(.character("j")))
                await app.handle(.key(.character("z")))
                XCTAssertEqual(app.violations(), [], "at \(size)")
            }
        }
        await app.handle(.key(.character("g")))
        await app.handle(.key(.character("i")))
        await app.handle(.key(.paste(" typed\u{1B}[31m here")))
        await app.handle(.key(.escape))
        XCTAssertEqual(app.violations(), [])

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lista-hostile-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("todo.txt").path
        try Data(original).write(to: URL(fileURLWithPath: path))
        let store = TodoStore(path: path)
        let base = try store.load().snapshot
        var file = base.file
        file.items = app.store.state.rows.map(\.item)
        _ = try store.save(file, since: base)
        let saved = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let savedLines = saved.split(separator: 0x0A, omittingEmptySubsequences: false)
        let originalLines = original.split(separator: 0x0A, omittingEmptySubsequences: false)
        XCTAssertEqual(savedLines.count, originalLines.count, "no line lost or added")
        for (index, line) in originalLines.enumerated() where index != 0 {
            XCTAssertEqual(Array(savedLines[index]), Array(line), "line \(index + 1) is kept byte for byte")
        }
        XCTAssertEqual(String(decoding: savedLines[0], as: UTF8.self), "plain row typed[31m here id:aaaaaaaaaa",
                       "the edited row: typed escape bytes were dropped, the rest kept")
    }
}
