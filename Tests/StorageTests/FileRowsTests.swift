@testable import Storage
import XCTest

/// ``FileRows`` reads rows from a file's bytes by the plain rules (``PlainReading``): every
/// row it keeps must be, id, item and shown line, the row those rules read, however the lines
/// were split into parts and whatever its caller admits, and it must report what they report.
final class FileRowsTests: XCTestCase {
    private func check(_ bytes: [UInt8], parts: Int, buckets: Int = 1,
                       mayAdmit: @escaping (Bool, UnsafeBufferPointer<UInt8>) -> Bool = { _, _ in true },
                       admitting admit: @escaping (Bool, String) -> Bool = { _, _ in true },
                       _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let loaded = PlainReading.read(bytes)
        let kept = loaded.file.items.filter { admit($0.done, $0.text) }
        let rows = FileRows(bytes, parts: parts, buckets: buckets, mayAdmit: mayAdmit) { done, text in admit(done, String(decoding: text, as: UTF8.self)) }
        XCTAssertEqual(rows.admitted.map(rows.id), kept.map(\.id), message, file: file, line: line)
        XCTAssertEqual(rows.admitted.map { row -> String in
            var id = ""
            rows.withID(row) { id = String(decoding: $0, as: UTF8.self) }
            return id
        }, kept.map(\.id), message, file: file, line: line)
        XCTAssertEqual(rows.admitted.map(rows.item), kept, message, file: file, line: line)
        XCTAssertEqual(rows.admitted.map { row -> String in
            switch rows.lineWithoutID(row) {
            case let .text(text): text
            case let .bytes(before, after): String(decoding: bytes[before] + bytes[after], as: UTF8.self)
            }
        }, kept.map(\.lineWithoutID), message, file: file, line: line)
        XCTAssertEqual(rows.warnings, loaded.warnings, message, file: file, line: line)
    }

    /// Every kind of line, so that each kind lands at the seams of 2–5 parts; ids repeat
    /// across parts, and rows without ids repeat too.
    func testEveryKindOfLineReadsAsTheParseReadsItInAnyNumberOfParts() {
        let kinds = AwkwardLines.kinds + [
            Array("x pri:Z foo".utf8),
            Array("x".utf8),
            Array("note:line\\nbreak due:2026-12-24 @phone id:bbbb".utf8),
            Array("t:2027-01-01 wait h:1 id:bbbb".utf8),
        ]
        var bytes: [UInt8] = []
        for index in 0..<157 { bytes += kinds[index % kinds.count] + [UInt8(ascii: "\n")] }
        bytes += Array("last line without a newline".utf8)
        for parts in 1...5 { check(bytes, parts: parts, "\(parts) parts") }
        for (parts, buckets) in [(1, 3), (2, 7), (3, 16)] { check(bytes, parts: parts, buckets: buckets, "\(parts) parts, \(buckets) buckets") }
        let crlf = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init).joined(separator: [0x0D, 0x0A])
        for parts in [1, 3] { check(Array(crlf), parts: parts, "CRLF, \(parts) parts") }
        // Rows left out still count: their ids are taken, their repeats warned about and given ids.
        let some: (Bool, String) -> Bool = { done, text in !done && text.utf8.count % 3 != 0 }
        for (parts, buckets) in [(1, 1), (2, 5), (4, 4)] {
            check(bytes, parts: parts, buckets: buckets, admitting: some, "some rows, \(parts) parts, \(buckets) buckets")
            check(Array(crlf), parts: parts, buckets: buckets, admitting: some, "some rows, CRLF, \(parts) parts, \(buckets) buckets")
        }
    }

    /// `lista ls --search` on pending rows: lines ruled out before they are parsed (done, or
    /// without the search) are read for their ids alone, and still take ids, repeat them and
    /// get derived ones as the loader's rows do.
    func testRowsRuledOutBeforeTheirLinesAreParsedStillCountAsTheLoadersRows() {
        let kinds = AwkwardLines.kinds + [
            Array("review the plan id:cccc".utf8),
            Array("x 2026-01-02 review done id:cccc".utf8),
            Array("(B) REVIEW +work due:2026-12-01".utf8),
            Array("(B) REVIEW +work due:2026-12-01".utf8),
            Array("x review old".utf8),
            Array("pre view id:dddd".utf8),
            Array("re id:eeee view".utf8),
            Array("Straße review t:2099-01-01".utf8),
            Array("re\u{301}view h:1".utf8),
            Array("ﬁle review id:dddd".utf8),
        ]
        var bytes: [UInt8] = []
        for index in 0..<211 { bytes += kinds[(index * 7) % kinds.count] + [UInt8(ascii: "\n")] }
        for term in ["review", "re view", "view", "ﬁ", "e\u{301}", "zzz"] {
            let search = TextSearch(term)
            let admit: (Bool, String) -> Bool = { done, text in !done && search.isFound(in: text) }
            let mayAdmit: (Bool, UnsafeBufferPointer<UInt8>) -> Bool = { done, line in !done && search.mayBeFound(inLineOf: line) }
            for (parts, buckets) in [(1, 1), (2, 5), (4, 4)] {
                check(bytes, parts: parts, buckets: buckets, mayAdmit: mayAdmit, admitting: admit, "\(term), \(parts) parts, \(buckets) buckets")
            }
        }
    }

    func testAFileOfNothingButRowsWithoutIdsGetsTheLoadersIds() {
        let bytes = Array((0..<500).map { "(B) 2026-01-0\($0 % 9 + 1) row \($0 % 37) +p\($0 % 5)\n" }.joined().utf8)
        for parts in [1, 2, 4] { check(bytes, parts: parts, "\(parts) parts") }
        check(bytes, parts: 2, buckets: 9, "2 parts, 9 buckets")
    }

    /// A row whose id is the one a row without an id would be given: that row, and every
    /// later one, gets the id the loader's pass gives, whichever part and bucket each is in.
    func testARowHoldingTheIdARowWithoutOneWouldGetMovesItAsTheLoaderDoes() {
        let lines = (0..<300).map { "(A) task \($0 % 40) +p" }
        let unhindered = PlainReading.read(Array(lines.map { $0 + "\n" }.joined().utf8)).file.items.map(\.id)
        // The ids the first rows would get, now held by rows further down (and one at the top).
        let holders = ["x 2026-01-01 holder id:\(unhindered[5])", "holder id:\(unhindered[0])"]
        let bytes = Array((["top id:\(unhindered[250])"] + lines + holders).map { $0 + "\n" }.joined().utf8)
        XCTAssertNotEqual(PlainReading.read(bytes).file.items.dropFirst().prefix(300).map(\.id), unhindered)
        for (parts, buckets) in [(1, 1), (2, 2), (3, 5), (4, 12)] {
            check(bytes, parts: parts, buckets: buckets, "\(parts) parts, \(buckets) buckets")
            check(bytes, parts: parts, buckets: buckets, admitting: { _, text in text.hasSuffix("7 +p") }, "some rows, \(parts) parts")
        }
    }

    /// Ids that repeat across the parts, some on rows read as items (a carriage return in the
    /// line): the first of each keeps it, in any number of parts and buckets.
    func testRepeatedIdsKeepTheFirstRowsInAnyNumberOfPartsAndBuckets() {
        let bytes = Array((0..<400).map { index -> String in
            let id = "r\(index % 90)"
            return index % 11 == 0 ? "with a\rreturn \(index) id:\(id)\n" : "row \(index % 13) id:\(id)\n"
        }.joined().utf8)
        for (parts, buckets) in [(1, 1), (2, 3), (3, 8), (5, 5)] {
            check(bytes, parts: parts, buckets: buckets, "\(parts) parts, \(buckets) buckets")
            check(bytes, parts: parts, buckets: buckets, admitting: { _, text in text.contains("3") }, "some rows, \(parts) parts")
        }
    }
}
