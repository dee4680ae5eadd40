import XCTest
@testable import Storage

final class MergeTests: XCTestCase {
    private func row(_ id: String, _ text: String, done: Bool = false) -> TodoItem {
        TodoItem(id: id, text: text, done: done)
    }

    private func merge(_ base: [TodoItem], _ ours: [TodoItem], _ theirs: [TodoItem], editing: String? = nil) -> ([String], MergeReport, [TodoItem]) {
        let result = TodoMerge.merge(base: base, ours: ours, theirs: theirs, held: Set([editing].compactMap { $0 }))
        return (result.items.map { "\($0.id)=\($0.text)\($0.done ? "✓" : "")" }, result.report, result.items)
    }

    private let a = TodoItem(id: "a", text: "alpha")
    private let b = TodoItem(id: "b", text: "beta")
    private let c = TodoItem(id: "c", text: "gamma")

    func testNothingChangedKeepsEverything() {
        let (rows, report, _) = merge([a, b], [a, b], [a, b])
        XCTAssertEqual(rows, ["a=alpha", "b=beta"])
        XCTAssertTrue(report.isEmpty)
    }

    func testTheirAddIsAppended() {
        let (rows, report, _) = merge([a, b], [a, b], [a, b, c])
        XCTAssertEqual(rows, ["a=alpha", "b=beta", "c=gamma"])
        XCTAssertEqual(report.theirAdded, ["c"])
    }

    func testOurAddIsKeptInPlaceAndTheirsAppended() {
        let n = row("n", "new here")
        let (rows, _, _) = merge([a, b], [a, n, b], [a, b, c])
        XCTAssertEqual(rows, ["a=alpha", "n=new here", "b=beta", "c=gamma"])
    }

    func testBothEditDifferentFieldsBothApply() {
        var mine = a; mine.done = true
        var disk = a; disk.text = "alpha edited"
        let (rows, report, _) = merge([a], [mine], [disk])
        XCTAssertEqual(rows, ["a=alpha edited✓"])
        XCTAssertEqual(report.conflicts.map(\.id), [])
        XCTAssertEqual(report.theirEdited, ["a"])
    }

    func testBothEditSameFieldTheirsWins() {
        var mine = a; mine.text = "mine"
        var disk = a; disk.text = "theirs"
        let (rows, report, _) = merge([a], [mine], [disk])
        XCTAssertEqual(rows, ["a=theirs"])
        XCTAssertEqual(report.conflicts.map(\.id), ["a"])
        XCTAssertEqual(report.conflicts.first?.lost.text, "mine", "the losing text is kept to give back")
        XCTAssertEqual(report.conflicts.first?.kept.text, "theirs")
    }

    func testEditedRowHereKeepsOurText() {
        var mine = a; mine.text = "half-typed"
        var disk = a; disk.text = "theirs"; disk.done = true
        let (rows, _, _) = merge([a], [mine], [disk], editing: "a")
        XCTAssertEqual(rows, ["a=half-typed✓"])
    }

    func testTheirDeleteIsHonoured() {
        let (rows, report, _) = merge([a, b], [a, b], [a])
        XCTAssertEqual(rows, ["a=alpha"])
        XCTAssertEqual(report.theirDeleted, ["b"])
    }

    /// A row changed here and deleted there is kept, changed: nothing typed is lost.
    func testTheirDeleteOfARowChangedHereKeepsIt() {
        var mine = b; mine.done = true
        let (rows, report, _) = merge([a, b], [a, mine], [a])
        XCTAssertEqual(rows, ["a=alpha", "b=beta✓"])
        XCTAssertEqual(report.keptDeletedOutside, ["b"])
    }

    func testTheirDeleteOfTheRowBeingEditedKeepsIt() {
        let (rows, _, _) = merge([a, b], [a, b], [a], editing: "b")
        XCTAssertEqual(rows, ["a=alpha", "b=beta"])
    }

    func testOurDeleteStaysDeletedUnlessTheyEditedIt() {
        XCTAssertEqual(merge([a, b], [a], [a, b]).0, ["a=alpha"])
        var disk = b; disk.text = "beta, edited elsewhere"
        XCTAssertEqual(merge([a, b], [a], [a, disk]).0, ["a=alpha", "b=beta, edited elsewhere"])
    }

    func testTheirReorderAppliesWhenWeDidNotReorder() {
        let n = row("n", "new")
        XCTAssertEqual(merge([a, b, c], [a, b, n, c], [c, a, b]).0, ["c=gamma", "a=alpha", "b=beta", "n=new"])
    }

    func testOurReorderWinsWhenWeReordered() {
        XCTAssertEqual(merge([a, b, c], [c, b, a], [a, b, c, row("t", "t")]).0, ["c=gamma", "b=beta", "a=alpha", "t=t"])
    }

    func testSameNewIDOnBothSidesKeepsBoth() {
        let (rows, report, items) = merge([a], [a, row("x", "mine")], [a, row("x", "theirs")])
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(Set(items.map(\.id)).count, 3)
        XCTAssertEqual(report.renamed.keys.first, "x")
    }

    func testUntouchedTheirRowKeepsItsExactLine() {
        let base = TodoItem(parsing: "odd   spacing id:q")
        var disk = TodoItem(parsing: "odd   spacing  id:q")
        disk.text = disk.text // no change
        let (_, _, items) = merge([base], [base], [disk])
        XCTAssertEqual(items[0].line, "odd   spacing  id:q")
    }

    func testManyNewRowsOnBothSidesKeepEveryRowOnce() {
        let base = (0..<100).map { row("b\($0)", "base \($0)") }
        let ours = base + (0..<50).map { row("o\($0)", "ours \($0)") }
        let theirs = base + (0..<50).map { row("t\($0)", "theirs \($0)") }
        let (rows, _, items) = merge(base, ours, theirs)
        XCTAssertEqual(rows.count, 200)
        XCTAssertEqual(Set(items.map(\.id)).count, 200)
    }

    func testFileMergeKeepsDiskLayout() {
        let baseFile = TodoFile.parse(Array("a id:a\n\nb id:b\n".utf8)).file
        var ours = baseFile
        ours.items[1].done = true
        // Someone converted the file to CRLF and added a blank line at the end.
        let theirs = TodoFile.parse(Array("a id:a\r\n\r\nb id:b\r\n\r\n".utf8)).file
        let merged = TodoMerge.merge(base: baseFile, ours: ours, theirs: theirs).file
        XCTAssertEqual(String(decoding: merged.bytes(), as: UTF8.self), "a id:a\r\n\r\nx b id:b\r\n\r\n")
    }
}
