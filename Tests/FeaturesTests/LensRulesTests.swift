import Core
@testable import Features
import Storage
import XCTest

/// The lens, the filter popover and the editor use Storage's todo.txt rules; these are the
/// cases where their own copies of the rules used to go wrong.
final class LensRulesTests: XCTestCase {
    private func admits(_ lens: Lens, _ text: String) -> Bool {
        lens.admits(TodoItem(id: "a", text: text), today: nil)
    }

    /// Regression: the lens compared a tag's bytes, so `+café` typed precomposed missed rows
    /// that wrote it decomposed (which `lista ls` listed).
    func testATagFilterFindsTheTagHoweverItsAccentsAreWritten() {
        XCTAssertTrue(admits(Lens(project: "caf\u{E9}"), "call +cafe\u{301}"))
        XCTAssertTrue(admits(Lens(context: "cafe\u{301}"), "call @caf\u{E9}"))
        XCTAssertFalse(admits(Lens(project: "Café"), "call +café"), "tags are case-sensitive")
    }

    /// Regression: the popover listed one of two equivalent spellings and the lens then found
    /// only the rows spelled that way.
    func testThePopoverListsEquivalentTagsOnceAndChoosingItFindsEveryRow() {
        let state = TodoList.State(rows: rows(row("a", "+caf\u{E9}"), row("b", "+cafe\u{301}"), row("c", "+home +")))
        let tags = state.tagsInUse()
        XCTAssertEqual(tags.projects.count, 2, "\(tags.projects)")
        XCTAssertTrue(tags.projects.contains("home"))
        let cafe = tags.projects.first { $0 != "home" }!
        let lensed = TodoList.State(rows: state.rows, lens: Lens(project: cafe))
        XCTAssertEqual(Array(lensed.visibleIDs), ["a", "b"])
    }

    /// Regression: the search folded ASCII bytes only, so `e` found the `e` of a decomposed
    /// `é` and `STRASSE` did not find `straße`; `lista ls` answered the other way.
    func testTheSearchFoldsCaseByUnicodeAndMatchesWholeCharacters() {
        XCTAssertFalse(admits(Lens(search: "e"), "cafe\u{301}"))
        XCTAssertTrue(admits(Lens(search: "STRASSE"), "Hauptstraße"))
        XCTAssertTrue(admits(Lens(search: "É"), "cafe\u{301}"))
        XCTAssertTrue(admits(Lens(search: "σίσυφος"), "ΣΊΣΥΦΟΣ"), "lowercasing left a final sigma unmatched")
    }

    /// The editor's tags field takes the tag words by the same rule: links stay text, a
    /// project's name may begin with a combining mark, and a space before a combining mark
    /// still ends a word.
    func testTheEditorSplitsTagWordsByTheSameRule() {
        let draft = Editor.Draft(TodoItem(id: "a", text: "see https://x.y +p url:https://z @c + a+b +\u{301}x"))
        XCTAssertEqual(draft.text, "see https://x.y + a+b")
        XCTAssertEqual(draft.tags, "+p url:https://z @c +\u{301}x")
        XCTAssertEqual(Editor.Draft(TodoItem(id: "a", text: "@café \u{301}y")).tags, "@café")
    }
}
