import CoreTesting
import XCTest
@testable import Storage

/// The tests `lista ls` makes on a whole line before it parses it (``TodoLineParser/isDone(_:)``,
/// ``TodoLineParser/idToken(_:)``, ``TextSearch/mayBeFound(inLineOf:)``): each must give what
/// the parse and the search would, on random lines built from awkward pieces.
final class LinePrefilterTests: XCTestCase {
    /// Header pieces, Lista's tags (valid and not), words with a colon, and text that folds
    /// in awkward ways: accents both ways, ß and ẞ, ligatures, the Kelvin sign, Turkish i's,
    /// combining marks (after a space too), emoji, CJK.
    private let pieces = [
        "x", "x ", "(A)", "(B) ", "(a)", "2024-02-29", "2023-02-29", " ", "  ", "\t",
        "+proj", "@ctx", "key:value", "id:", "id:abc", "id:zz9", "xid:ab", "ID:ab", "id:a:b", ":id:ab", "due:2024-01-01", "due:nope",
        "tracked:15", "tracked:015", "spent:5h3m", "spent:1d2w", "spent:h",
        "tracking:2024-02-29-23-59-59", "tracking:2024-02-29-24-00-00", "note:a%20b", "note:%zz", "pri:B", "t:2030-01-01", "h:1",
        "review", "Review", "REVIEW", "re", "view", "word", "r", "rev:x", "Re:view",
        "\u{E9}", "\u{C9}", "e\u{301}", " \u{301}", "\u{301}", "ß", "SS", "ss", "ẞ", "ﬁ", "ﬀ", "fi", "\u{212A}", "k",
        "İ", "i", "I", "ı", "ünï", "日本", "👍", "🏽", ":", "::", "%", "x:y:z", "\u{600}",
    ]

    private func randomLine(_ generator: inout SeededGenerator) -> String {
        var line = ""
        for _ in 0..<Int.random(in: 1...10, using: &generator) {
            line += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            if Bool.random(using: &generator) { line += " " }
        }
        return line
    }

    func testTheIdTokenReadAloneAndTheDoneMarkAreTheWholeScans() {
        var generator = SeededGenerator(seed: 20_261_201)
        var withID = 0
        for iteration in 0..<20_000 {
            let line = randomLine(&generator)
            Array(line.utf8).withUnsafeBufferPointer { bytes in
                let scan = TodoLineParser.scan(bytes)
                XCTAssertEqual(TodoLineParser.idToken(bytes), scan.taken.id, "iteration \(iteration): \(line.debugDescription)")
                XCTAssertEqual(TodoLineParser.isDone(bytes), scan.header.done, "iteration \(iteration): \(line.debugDescription)")
                if scan.taken.id != nil { withID += 1 }
            }
        }
        XCTAssertGreaterThan(withID, 2_000, "many lines hold an id")
    }

    /// A line for which the test says no holds no row whose text contains the search; and it
    /// says no to most lines that do not, or it would save nothing.
    func testALineTheSearchIsSaidNotToBeInHasATextWithoutIt() {
        let searches = ["review", "REVIEW", "re", "r", "view", "e", "\u{E9}", "e\u{301}", "\u{C9}T\u{C9}", "ss", "SS", "ß", "ẞ", "fi", "ﬁ",
                        "ff", "k", "K", "\u{212A}", "i", "I", "ı", "İ", "i\u{307}", "id", "id:abc", "due", ":", "x ", "(a)", " ", "re view",
                        "w r", "+proj", "@ctx", "日本", "👍", "\u{301}", "word re", "proj @c"]
        var generator = SeededGenerator(seed: 15)
        var (mistaken, saidNo, absent) = ([String](), 0, 0)
        for _ in 0..<30_000 {
            let line = randomLine(&generator)
            let search = TextSearch(searches[Int.random(in: 0..<searches.count, using: &generator)])
            let text = TodoLineParser.parse(line).text
            let isFound = search.isFound(in: text)
            let mayBe = Array(line.utf8).withUnsafeBufferPointer { search.mayBeFound(inLineOf: $0) }
            if isFound, !mayBe { mistaken.append("\(search.folded) in \(line.debugDescription)") }
            if !isFound { absent += 1 }
            if !mayBe { saidNo += 1 }
        }
        XCTAssertTrue(mistaken.isEmpty, "\(mistaken.count) lines said not to hold a search their text holds:\n"
            + mistaken.prefix(20).joined(separator: "\n"))
        XCTAssertGreaterThan(saidNo, absent / 2, "the test rules out most lines without the search (\(saidNo) of \(absent))")
    }
}
