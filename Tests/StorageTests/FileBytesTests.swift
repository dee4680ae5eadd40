import Foundation
import Glibc
@testable import Storage
import XCTest

/// ``FileBytes/mapped(path:)`` gives a file's bytes as reading it does, and a mapped file that
/// another program shortens while it is read reads as zeros past its new end instead of
/// killing the process.
final class FileBytesTests: XCTestCase {
    func testAMappedFileHoldsTheBytesAReadGives() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for size in [0, 1, 4096, 100_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 7) }
            let path = directory.file("file-\(size)")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let mapped = try FileBytes.mapped(path: path)
            XCTAssertEqual(mapped.withUnsafeBufferPointer { Array($0) }, try POSIXIO.readFile(path).bytes, "size \(size)")
        }
        XCTAssertThrowsError(try FileBytes.mapped(path: directory.file("missing"))) { error in
            guard case StorageError.fileMissing = error else { return XCTFail("\(error)") }
        }
    }

    func testAFileShortenedWhileMappedReadsAsZerosPastItsNewEnd() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("shrinking")
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        try Data(Array(repeating: UInt8(ascii: "a"), count: 5 * page)).write(to: URL(fileURLWithPath: path))
        let mapped = try FileBytes.mapped(path: path)
        XCTAssertEqual(mapped.count, 5 * page)
        // Another writer truncates the file in place and writes one page again.
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let kept = Array(repeating: UInt8(ascii: "b"), count: page)
        XCTAssertEqual(kept.withUnsafeBytes { write(descriptor, $0.baseAddress, page) }, page)
        close(descriptor)
        let seen = mapped.withUnsafeBufferPointer { Array($0) }
        XCTAssertEqual(Array(seen[..<page]), kept)
        XCTAssertTrue(seen[page...].allSatisfy { $0 == 0 }, "the pages past the new end read as zeros")
    }
}
