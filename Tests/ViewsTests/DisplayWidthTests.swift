import Core
import Foundation
import Views
import XCTest

final class DisplayWidthTests: XCTestCase {
    func testWidthsFollowTheTerminal() {
        let cases: [(String, Int)] = [
            ("", 0), ("abc", 3), ("日本語", 6), ("😀", 2), ("e\u{301}", 1),
            ("❤\u{FE0F}", 1), ("👨\u{200D}👩\u{200D}👧", 6), ("─│┌", 3),
            ("\u{1B}[2J", 5), ("a\tb", 3),
            // C1 and bidi controls are drawn as a visible escape, `<U+009B>`.
            ("\u{9B}", 8), ("\u{202E}", 8),
        ]
        for (text, width) in cases {
            XCTAssertEqual(DisplayWidth.of(text), width, "width of \(text.debugDescription)")
        }
    }

    func testScalarWidths() {
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar("a")), 1)
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x4E2D)!), 2)
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x301)!), 0)
        XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(0x07)!), -1)
    }

    /// Regression (`make sanitize`, LeakSanitizer): the UTF-8 locale used to be made once per
    /// thread and never freed, so every thread that measured non-ASCII text leaked it when it
    /// ended. Threads that come and go measure the same widths, and leave nothing behind.
    func testShortLivedThreadsMeasureTheSameWidths() {
        let widths = Locked<[Int]>([])
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<8 {
            Thread {
                let measured = DisplayWidth.of("日本語 é 😀")
                widths.withLock { $0.append(measured) }
                finished.signal()
            }.start()
        }
        for _ in 0..<8 { finished.wait() }
        XCTAssertEqual(widths.withLock { $0 }, Array(repeating: 11, count: 8))
    }

    func testClustersFollowTerminalCellsNotGraphemes() {
        let clusters = Array(TerminalClusters("e\u{301}中👨\u{200D}👩"))
        XCTAssertEqual(clusters.map(\.text), ["e\u{301}", "中", "👨", "👩"])
        XCTAssertEqual(clusters.map(\.width), [1, 2, 2, 2])
    }

    func testCombiningMarksAreCappedAndOrphansDropped() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 10)
        let clusters = Array(TerminalClusters("\u{301}" + zalgo))
        XCTAssertEqual(clusters.count, 1)
        XCTAssertEqual(clusters[0].text.unicodeScalars.count, 1 + Cell.maxCombiningScalars)
    }

    func testPlainTextNextToMarksControlsAndWideScalarsSplitAsTheTerminalDoes() {
        // ASCII takes a quicker road unless what follows it may attach to it.
        var iterator = TerminalClusters("ab e\u{301}x\u{1B}y中z").makeIterator()
        var clusters: [(text: String, width: Int, offset: Int)] = []
        while let cluster = iterator.next() { clusters.append((cluster.text, cluster.width, iterator.sourceOffset)) }
        XCTAssertEqual(clusters.map(\.text), ["a", "b", " ", "e\u{301}", "x", "^", "[", "y", "中", "z"])
        XCTAssertEqual(clusters.map(\.width), [1, 1, 1, 1, 1, 1, 1, 1, 2, 1])
        XCTAssertEqual(clusters.map(\.offset), [0, 1, 2, 3, 6, 7, 7, 8, 9, 12], "each cluster's byte in the text as given")
        XCTAssertEqual(DisplayWidth.of("ab e\u{301}x\u{1B}y中z"), 11)
    }
}
