@testable import Storage
import XCTest

/// ``LineKind`` tells rows from the lines the loader keeps but does not read, and its quick
/// test of a plain line (``LineKind/isPlain(_:)``, eight bytes at a time) must agree with the
/// byte-by-byte definition wherever in the line the telling byte is.
final class LineKindTests: XCTestCase {
    func testEveryByteAtEveryOffsetIsPlainExactlyWhenItIsASCIIFromTheSpaceUp() {
        for length in [1, 7, 8, 9, 16, 23] {
            for offset in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var line = Array(repeating: UInt8(ascii: "a"), count: length)
                    line[offset] = byte
                    let plain = line.withUnsafeBufferPointer(LineKind.isPlain)
                    XCTAssertEqual(plain, byte >= 0x20 && byte < 0x80, "byte \(byte) at \(offset) of \(length)")
                }
            }
        }
    }

    func testEachKindOfLineIsToldWhereverItsTellingByteIs() {
        for offset in 0..<17 {
            func kind(_ byte: [UInt8]) -> LineKind {
                var line = Array(repeating: UInt8(ascii: "w"), count: 17)
                line.replaceSubrange(offset..<(offset + 1), with: byte)
                return line.withUnsafeBufferPointer { LineKind($0) }
            }
            XCTAssertEqual(kind([0]), .nulBytes, "offset \(offset)")
            XCTAssertEqual(kind([0xFF]), .undecodable, "offset \(offset)")
            XCTAssertEqual(kind([0xC3]), .undecodable, "offset \(offset)")
            XCTAssertEqual(kind([0xC3, 0xA9]), .row, "offset \(offset)")
            XCTAssertEqual(kind([0x0D]), .row, "offset \(offset)")
            XCTAssertEqual(kind([0x09]), .row, "offset \(offset)")
        }
        for blank in ["", " ", "\t", " \t  "] {
            XCTAssertEqual(Array(blank.utf8).withUnsafeBufferPointer { LineKind($0) }, .blank, "\(Array(blank.utf8))")
        }
    }
}
