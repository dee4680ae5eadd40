import CoreTesting
import XCTest
@testable import Storage

/// File fingerprints' hash: the same value however a stream is cut, and a different one for a
/// changed byte.
final class StreamHashTests: XCTestCase {
    func testTheValueDoesNotDependOnHowTheStreamIsCut() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<200, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            var cut = StreamHash()
            var start = 0
            while start < bytes.count {
                let end = Swift.min(bytes.count, start + Int.random(in: 0...17, using: &rng))
                cut.add(bytes[start..<end])
                start = end
            }
            XCTAssertEqual(cut.value, StreamHash.of(bytes), "\(bytes.count) bytes")
        }
    }

    func testAChangedOrMovedByteOrALengthChangesTheValue() {
        let text = Array("buy milk +home id:aaaaaaaaaa\ncall mom id:bbbbbbbbbb\n".utf8)
        var values = Set([StreamHash.of(text), StreamHash.of([]), StreamHash.of([0]), StreamHash.of([0, 0])])
        for index in text.indices {
            var changed = text
            changed[index] ^= 1
            values.insert(StreamHash.of(changed))
        }
        values.insert(StreamHash.of(Array(text.dropLast())))
        values.insert(StreamHash.of(text + [0]))
        XCTAssertEqual(values.count, 4 + text.count + 2)
    }
}
