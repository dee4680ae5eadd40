@testable import Storage
import XCTest

/// ``HugePages/prefault(_:)`` only maps pages: whatever a buffer holds, it still holds.
final class HugePagesTests: XCTestCase {
    func testPrefaultingKeepsWhatABufferHoldsWhereverItStartsAndEnds() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 3 << 20, alignment: 4096)
        defer { buffer.deallocate() }
        for index in buffer.indices { buffer[index] = UInt8(truncatingIfNeeded: index &* 31 &+ 7) }
        for range in [0..<buffer.count, 1..<(buffer.count - 1), 4_095..<8_193, 100..<100, 10..<20] {
            HugePages.prefault(UnsafeMutableRawBufferPointer(rebasing: buffer[range]))
        }
        XCTAssertTrue(buffer.indices.allSatisfy { buffer[$0] == UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        HugePages.prefault(UnsafeMutableRawBufferPointer(start: nil, count: 0))
    }
}
