import XCTest
@testable import Storage

/// A +project or @context filter (`TagFilter`): the lens's and `lista ls`'s.
final class TagFilterTests: XCTestCase {
    func testATagFilterFindsAWholeWordNotPartOfOne() {
        let home = TagFilter.project("home")
        XCTAssertTrue(home.admits("buy milk +home"))
        XCTAssertTrue(home.admits("+home  first"))
        XCTAssertFalse(home.admits("+homework"))
        XCTAssertFalse(home.admits("x+home"))
        XCTAssertFalse(home.admits("@home"))
        XCTAssertFalse(home.admits("home"))
        XCTAssertTrue(TagFilter.context("home").admits("@home"))
        XCTAssertTrue(TagFilter.project("+").admits("a ++ b"))
    }

    func testNamesMatchByCanonicalEquivalence() {
        let precomposed = "caf\u{E9}", decomposed = "cafe\u{301}"
        XCTAssertTrue(TagFilter.project(precomposed).admits("x +\(decomposed)"))
        XCTAssertTrue(TagFilter.project(decomposed).admits("+\(precomposed) x"))
        XCTAssertTrue(TagFilter.context("K").admits("@\u{212A}"), "the Kelvin sign is canonically K")
        XCTAssertFalse(TagFilter.project(precomposed).admits("+cafe"))
        XCTAssertFalse(TagFilter.project("cafe").admits("+\(decomposed)"))
    }

    func testNamesAreCaseSensitive() {
        XCTAssertFalse(TagFilter.project("home").admits("+Home"))
        XCTAssertFalse(TagFilter.project("CAFÉ").admits("+café"))
    }

    /// Regression: the app compared the bytes of a word, `lista ls` split the text into
    /// `Character`s, where a space followed by a combining mark is one character and no
    /// separator, so `ls @café` missed a row the app showed.
    func testAWordEndsAtASpaceEvenBeforeACombiningMark() {
        XCTAssertTrue(TagFilter.context("café").admits("東京 @café \u{301}"))
        XCTAssertTrue(TagFilter.project("\u{301}x").admits("+\u{301}x"))
    }
}
