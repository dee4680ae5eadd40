@testable import Storage
import XCTest

/// The word-at-a-time byte tests give what testing each byte gives, for every length (the bytes
/// after the last whole word are read as an overlapping last word) and every place of the one
/// byte that fails.
final class ByteWordsTests: XCTestCase {
    func testEveryLengthAndPlaceAgreesWithTheBytesOneByOne() {
        for length in 0...27 {
            for place in -1..<length {
                for odd: UInt8 in [0x00, 0x09, 0x0D, 0x1F, 0x7F, 0x80, 0xC3, 0xFF] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if place >= 0 { bytes[place] = odd }
                    bytes.withUnsafeBufferPointer { line in
                        let context = "length \(length), byte \(odd) at \(place)"
                        XCTAssertEqual(LineKind.isPlain(line), bytes.allSatisfy { $0 >= 0x20 && $0 < 0x80 }, context)
                        XCTAssertEqual(TextSearch.hasSpecialByte(line), !bytes.allSatisfy(TextSearch.isPlain), context)
                        XCTAssertEqual(CaseFolding.firstHighByte(line), bytes.firstIndex { $0 >= 0x80 } ?? length, context)
                    }
                }
            }
        }
    }
}
