import Foundation
@testable import Storage
import XCTest

/// ``POSIXIO/readAll(_:path:)`` reads a file whole, whatever its size: a large one in parts on
/// several cores, a small one in turn, an empty one as nothing.
final class FileReadTests: XCTestCase {
    func testFilesSmallAndLargerThanAPartedReadReadWholeByteForByte() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let largest = 2 * POSIXIO.parallelReadBytes + 7
        // Bytes that differ from place to place, so that a part read into the wrong place shows.
        let pattern = [UInt8](unsafeUninitializedCapacity: largest) { buffer, count in
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            for index in 0..<largest {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                buffer[index] = UInt8(truncatingIfNeeded: state >> 56)
            }
            count = largest
        }
        for size in [0, 1, 4095, POSIXIO.parallelReadBytes - 1, POSIXIO.parallelReadBytes, POSIXIO.parallelReadBytes + 12_345, largest] {
            let bytes = Array(pattern[..<size])
            let path = directory.file("file-\(size)")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let (read, status) = try POSIXIO.readFile(path)
            XCTAssertEqual(read.count, size, "size \(size)")
            XCTAssertTrue(read == bytes, "size \(size): the bytes differ")
            XCTAssertEqual(Int(status.size), size, "size \(size)")
        }
    }
}
