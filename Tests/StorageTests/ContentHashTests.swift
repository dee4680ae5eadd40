@testable import Storage
import XCTest

/// ``ContentHash/values(continuing:_:)`` hashes four runs side by side: each value is the one
/// hashing that run alone gives, whatever the runs' lengths and their order.
final class ContentHashTests: XCTestCase {
    func testFourRunsHashedSideBySideHashAsEachAlone() {
        var start = ContentHash()
        start.add("seed".utf8)
        let texts = ["", "a", "(A) 2026-01-02 call +home", "x 2025-12-17 2025-01-16 Book the photo backup @errands",
                     "ünïcödé ✓", String(repeating: "long ", count: 40)]
        // Every way of giving four runs of these lengths, equal ones included, in every order.
        for choice in 0..<(texts.count * texts.count * texts.count * texts.count) {
            let runs = (0..<4).map { lane in Array(texts[(0..<lane).reduce(choice) { value, _ in value / texts.count } % texts.count].utf8) }
            let alone = runs.map { run -> UInt64 in
                var hash = start
                hash.add(run)
                return hash.value
            }
            let together = runs[0].withUnsafeBufferPointer { a in runs[1].withUnsafeBufferPointer { b in
                runs[2].withUnsafeBufferPointer { c in runs[3].withUnsafeBufferPointer { d in
                    ContentHash.values(continuing: start, [a, b, c, d])
                } }
            } }
            XCTAssertEqual((0..<4).map { together[$0] }, alone, "runs \(choice)")
        }
    }
}
