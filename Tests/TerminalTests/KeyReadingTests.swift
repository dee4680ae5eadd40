import Terminal
import Views
import XCTest

/// Keys typed into the headless terminal's input pipe, decoded by ncurses plus our bindings,
/// under each terminal type the app must support.
final class KeyReadingTests: XCTestCase {
    private let common: [(String, [Key])] = [
        ("a", [.character("a")]), ("日😀", [.character("日"), .character("😀")]), ("é", [.character("é")]),
        ("\r", [.enter]), ("\t", [.tab]), ("\u{7F}", [.backspace]), ("\u{3}", [.ctrl("c")]), ("\u{17}", [.ctrl("w")]),
        ("\u{1B}[A", [.up]), ("\u{1B}[B", [.down]), ("\u{1B}[1;3A", [.altUp]), ("\u{1B}[1;3B", [.altDown]),
        ("\u{1B}[1;5A", [.ctrlUp]), ("\u{1B}[1;5B", [.ctrlDown]), ("\u{1B}[1;2A", [.shiftUp]), ("\u{1B}[1;2B", [.shiftDown]),
        ("\u{1B}[1~", [.home]), ("\u{1B}[4~", [.end]), ("\u{1B}[5~", [.pageUp]), ("\u{1B}[6~", [.pageDown]),
        ("\u{1B}[3~", [.delete]), ("\u{1B}[Z", [.backTab]),
        ("\u{1B}x", [.alt("x")]), ("\u{1B}[", [.alt("[")]), ("\u{1B}O", [.alt("O")]), ("\u{1B}日", [.alt("日")]), ("\u{1B}", [.escape]),
        ("k\u{1B}[1;3Aj", [.character("k"), .altUp, .character("j")]),
        ("\u{1B}[200~two\rlines 日本\u{1B}[A\u{1B}[201~x", [.paste("two\nlines 日本\u{1B}[A"), .character("x")]),
    ]

    private func check(term: String, extra: [(String, [Key])] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        let terminal = try HeadlessTerminal(term: term)
        for (typed, expected) in common + extra {
            terminal.type(typed)
            XCTAssertEqual(terminal.readKeys(), expected, "\(typed.debugDescription) under \(term)", file: file, line: line)
        }
    }

    func testXterm() throws { try check(term: "xterm-256color", extra: [("\u{1B}OH", [.home]), ("\u{1B}OF", [.end]), ("\u{1B}OP", [.function(1)])]) }
    func testTmux() throws { try check(term: "tmux-256color") }
    func testScreenHasNoModifiedArrowsInTerminfoButStillDecodesThem() throws { try check(term: "screen-256color") }

    /// The terminal only feeds the decoder: a paste that stops coming ends after a silence
    /// with what arrived, and ESC then an Up that ncurses decoded is Alt-Up.
    func testAPasteCutShortEndsAndEscThenUpIsAltUp() throws {
        let terminal = try HeadlessTerminal()
        terminal.type("\u{1B}[200~half a \u{1B}[A")
        XCTAssertEqual(terminal.readKeys(), [.paste("half a \u{1B}[A")])
        terminal.type("\u{1B}\u{1B}[Aq")
        XCTAssertEqual(terminal.readKeys(), [.altUp, .character("q")])
    }

    func testNothingTypedReadsNothing() throws {
        let terminal = try HeadlessTerminal()
        XCTAssertNil(terminal.screen.readKey())
    }
}
