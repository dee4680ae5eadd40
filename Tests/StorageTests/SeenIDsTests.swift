@testable import Storage
import XCTest

/// The loader's set of ids met so far: Lista's ids by their 50 bits, any other as text.
final class SeenIDsTests: XCTestCase {
    func testEachIdIsNewOnceWhateverItsForm() {
        var seen = SeenIDs(minimumCapacity: 4)
        let ids = ["aaaaaaaaaa", "aaaaaaaaab", "AAAAAAAAAA", "aaaaaaaaa", "aaaaaaaaaaa", "x", "café", TodoID.make(from: 0)]
        for id in ids { XCTAssertFalse(seen.contains(id), id) }
        for id in ids { XCTAssertTrue(seen.insert(id), "\(id) is new") }
        for id in ids {
            XCTAssertFalse(seen.insert(id), "\(id) was met")
            XCTAssertTrue(seen.contains(id), id)
        }
        XCTAssertFalse(seen.contains("aaaaaaaaac"))
    }

    func testIdsOfEveryFormRepeatedInAFileGetNewIds() {
        let text = "one id:aaaaaaaaaa\ntwo id:Mine-1\ncopy id:aaaaaaaaaa\ncopy id:Mine-1\nthree id:aaaaaaaaab\n"
        let result = TodoFile.parse(Array(text.utf8))
        let ids = result.file.items.map(\.id)
        XCTAssertEqual([ids[0], ids[1], ids[4]], ["aaaaaaaaaa", "Mine-1", "aaaaaaaaab"])
        XCTAssertEqual(Set(ids).count, 5, "\(ids)")
        XCTAssertEqual(result.warnings, [.duplicateID(line: 3, id: "aaaaaaaaaa", newID: ids[2]),
                                         .duplicateID(line: 4, id: "Mine-1", newID: ids[3])])
    }
}
