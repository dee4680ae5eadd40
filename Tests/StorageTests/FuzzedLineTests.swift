import XCTest
@testable import Storage

/// Regressions found by `make fuzz` (target todo-lines): rows whose saved line read back as a
/// different row.
final class FuzzedLineTests: XCTestCase {
    /// A pending row whose text starts with "x " needs a tag in front of the text, or the line
    /// reads as done. The only tag was the id, and the text held an `id:` word too, so the
    /// word after it won: the row came back with another id and the shield in its text.
    func testARowWhoseTextStartsWithXAndHoldsAnIDWordKeepsItsIDAndText() {
        var item = TodoItem(id: "aaaaaaaaaa", text: "old")
        item.editDescription("x marks the spot id:zzz")
        let reread = TodoItem(parsing: item.line)
        XCTAssertEqual(reread.fields, item.fields, item.line)
    }
}
