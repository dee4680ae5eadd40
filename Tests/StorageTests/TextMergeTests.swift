import Storage
import XCTest

/// A text both sides changed: combined when the changes are apart, a conflict when they touch.
final class TextMergeTests: XCTestCase {
    func testTwoAppendsKeepOursFirstThenTheirs() {
        // todo.sh's append to a row being typed in here: the typing goes on where it was.
        XCTAssertEqual(TextMerge.combined(base: "water the plants", ours: "water the plants and fe",
                                          theirs: "water the plants in the hall"), "water the plants and fe in the hall")
    }

    func testChangesApartAreBothKept() {
        XCTAssertEqual(TextMerge.combined(base: "call mom about dinner", ours: "call mom about dinner +family",
                                          theirs: "urgent call mom about dinner"), "urgent call mom about dinner +family")
        XCTAssertEqual(TextMerge.combined(base: "buy milk and eggs", ours: "buy oat milk and eggs", theirs: "buy milk and brown eggs"),
                       "buy oat milk and brown eggs")
        XCTAssertEqual(TextMerge.combined(base: "one two three", ours: "one three", theirs: "one two three four"), "one three four")
    }

    func testChangesThatOverlapOrTouchAreAConflict() {
        XCTAssertNil(TextMerge.combined(base: "bravo", ours: "bravo here", theirs: "Bravo outside"), "an append touching their change")
        XCTAssertNil(TextMerge.combined(base: "pay rent", ours: "pay the rent", theirs: "pay all rent"), "two insertions apart by nothing")
        XCTAssertNil(TextMerge.combined(base: "call the bank", ours: "call the plumber", theirs: "call the landlord"))
        XCTAssertNil(TextMerge.combined(base: "two", ours: "two and a half", theirs: "Two edited outside"))
    }

    func testEveryCombinationHoldsEachSidesChange() {
        // Random edits on either side of a base: when combined, the result turned back by one
        // side's change gives the other side's text (each change is there, once).
        var random = SystemRandomNumberGenerator()
        let words = ["a", "bb", "ccc", "dd", "e", "ff"]
        for _ in 0..<2_000 {
            let base = (0..<Int.random(in: 2...6, using: &random)).map { _ in words.randomElement(using: &random)! }
            func edited() -> [String] {
                var text = base
                let at = Int.random(in: 0...text.count, using: &random)
                if Bool.random(using: &random), at < text.count { text.remove(at: at) } else { text.insert("X\(at)", at: at) }
                return text
            }
            let (ours, theirs) = (edited(), edited())
            let (b, o, t) = (base.joined(separator: " "), ours.joined(separator: " "), theirs.joined(separator: " "))
            guard o != b, t != b, o != t, let result = TextMerge.combined(base: b, ours: o, theirs: t) else { continue }
            XCTAssertNotEqual(result, o, "\(b) | \(o) | \(t)")
            XCTAssertNotEqual(result, t, "\(b) | \(o) | \(t)")
            XCTAssertEqual(result.count - b.count, (o.count - b.count) + (t.count - b.count), "\(b) | \(o) | \(t) -> \(result)")
        }
    }
}
