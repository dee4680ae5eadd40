import XCTest
@testable import Storage

/// The one definition of words, +projects, @contexts, links and key:value tags (`TodoWord`).
final class TodoWordTests: XCTestCase {
    private func words(_ text: String) -> [String] {
        TodoWord.words(in: text).map(String.init)
    }

    private func kind(_ word: String) -> TodoWord.Kind {
        TodoWord.kind(of: Substring(word))
    }

    func testWordsAreRunsOfBytesBetweenSpacesAsTheParserSplitsTokens() {
        XCTAssertEqual(words("buy  milk "), ["buy", "milk"])
        XCTAssertEqual(words("   "), [])
        XCTAssertEqual(words(""), [])
        XCTAssertEqual(words("tab\there no\u{A0}break"), ["tab\there", "no\u{A0}break"], "only the space byte separates")
        // A space followed by a combining mark is one Character, but still ends a word.
        XCTAssertEqual(words("@café \u{301}x"), ["@café", "\u{301}x"])
    }

    func testAProjectIsAPlusFollowedByAtLeastOneMoreByte() {
        XCTAssertEqual(kind("+home"), .project("home"))
        XCTAssertEqual(kind("+"), .plain, "a lone + is a plain word")
        XCTAssertEqual(kind("++"), .project("+"))
        XCTAssertEqual(kind("+a+b"), .project("a+b"))
        XCTAssertEqual(kind("+home,"), .project("home,"), "todo.txt: any non-space character")
        XCTAssertEqual(kind("+\u{301}x"), .project("\u{301}x"), "a combining mark after + is part of the name")
        XCTAssertEqual(kind("a+b"), .plain)
        XCTAssertEqual(kind("＋home"), .plain, "a full-width plus is not a +")
        XCTAssertEqual(kind("+a:b"), .project("a:b"))
    }

    func testAContextIsAnAtFollowedByAtLeastOneMoreByte() {
        XCTAssertEqual(kind("@phone"), .context("phone"))
        XCTAssertEqual(kind("@"), .plain)
        XCTAssertEqual(kind("@@x"), .context("@x"))
        XCTAssertEqual(kind("bo@x.org"), .plain)
        XCTAssertEqual(kind("@東京"), .context("東京"))
    }

    func testALinkIsSomethingThenColonSlashSlash() {
        XCTAssertTrue(TodoWord.isLink("https://example.com/a+b@c"))
        XCTAssertTrue(TodoWord.isLink("file:///tmp"))
        XCTAssertFalse(TodoWord.isLink("://x"), "nothing before the colon")
        XCTAssertFalse(TodoWord.isLink("url:https://x.y"), "a tag whose value is a URL")
        XCTAssertFalse(TodoWord.isLink("a:b"))
        XCTAssertEqual(kind("http://x.y/@home"), .link)
    }

    func testATagHasAKeyAndAValueAndIsNeitherAProjectAContextNorALink() {
        XCTAssertEqual(kind("due:soon"), .tag(TodoTag(key: "due", value: "soon")))
        XCTAssertEqual(kind("a:b:c"), .tag(TodoTag(key: "a", value: "b:c")), "the first colon splits")
        XCTAssertEqual(kind("url:https://x.y"), .tag(TodoTag(key: "url", value: "https://x.y")))
        XCTAssertEqual(kind(":x"), .plain)
        XCTAssertEqual(kind("x:"), .plain)
        XCTAssertNil(TodoTag(word: "+a:b"))
        XCTAssertNil(TodoTag(word: "@at:home"))
        XCTAssertNil(TodoTag(word: "https://x.y"))
    }

    func testTagWordsForTheEditorAreProjectsContextsAndTags() {
        let tagWords = ["+p", "@c", "k:v"], others = ["+", "@", "https://x", "word", "a+b"]
        XCTAssertTrue(tagWords.allSatisfy { TodoWord.isTagWord(Substring($0)) })
        XCTAssertFalse(others.contains { TodoWord.isTagWord(Substring($0)) })
    }

    func testIsWordRefusesEmptyTextAndSpaces() {
        XCTAssertTrue(TodoWord.isWord("+a\tb"))
        XCTAssertFalse(TodoWord.isWord(""))
        XCTAssertFalse(TodoWord.isWord("+a b"))
    }

    /// `TodoItem`'s lists, which the details page and `lista ls` show, use the same rules.
    func testTheItemsProjectsContextsAndTagsFollowTheRules() {
        let item = TodoItem(id: "a", text: "+ ++ +a+b x+y +\u{301}x @ @café \u{301}y k:v +p:q https://x.y")
        XCTAssertEqual(item.projects, ["+", "a+b", "\u{301}x", "p:q"])
        XCTAssertEqual(item.contexts, ["café"])
        XCTAssertEqual(item.tags, [TodoTag(key: "k", value: "v")])
    }
}

extension TodoWordTests {
    func testASurelyPlainWordIsPlainAndEveryOtherKindIsNotSurelyPlain() {
        for word in ["plain", "a+b", "bo@x.org", "+", "@", "a:", ":b", "key:value", "+work", "@home", "https://x.y", "++"] {
            let surely = Array(word.utf8).withUnsafeBufferPointer(TodoWord.isSurelyPlain)
            if surely { XCTAssertEqual(TodoWord.kind(of: Substring(word)), .plain, word) }
            if TodoWord.kind(of: Substring(word)) != .plain { XCTAssertFalse(surely, word) }
        }
        XCTAssertTrue(Array("plain".utf8).withUnsafeBufferPointer(TodoWord.isSurelyPlain))
        XCTAssertFalse(Array("a:".utf8).withUnsafeBufferPointer(TodoWord.isSurelyPlain), "plain, but not surely")
    }

    /// The editor's split of a row's text: the same as filtering its words both ways and
    /// joining each with single spaces.
    func testSeparatingTagWordsIsFilteringTheWordsBothWays() {
        let pieces = ["buy", "+home", "@phone", "due:2026-01-01", "https://x.y", "a:", "+", "@", "  ", " ", "café",
                      "\u{301}x", "url:https://x.y", "t:tomorrow", "tab\there", "+a:b", "東京", ":x"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined(separator: Bool.random(using: &generator) ? " " : "  ")
            let words = TodoWord.words(in: text)
            let separated = TodoWord.separatingTagWords(text)
            XCTAssertEqual(separated.others, words.filter { !TodoWord.isTagWord($0) }.joined(separator: " "), text.debugDescription)
            XCTAssertEqual(separated.tags, words.filter(TodoWord.isTagWord).joined(separator: " "), text.debugDescription)
        }
    }
}
