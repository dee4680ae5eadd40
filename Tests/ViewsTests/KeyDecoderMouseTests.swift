import XCTest
@testable import Views

final class KeyDecoderMouseTests: XCTestCase {
    private func sgr(_ body: String) -> [UInt8] { Array(("\u{1B}[<" + body).utf8) }
    private func x10(_ button: Int, _ column: Int, _ row: Int) -> [UInt8] {
        Array("\u{1B}[M".utf8) + [UInt8(button + 32), UInt8(column + 32), UInt8(row + 32)]
    }

    func testAnSGRPressAndReleaseOfEachButtonAreDecodedWithZeroBasedCells() {
        XCTAssertEqual(KeyDecoder.decode(sgr("0;10;5M")), [.mouse(MouseEvent(.press(.left), row: 4, column: 9))])
        XCTAssertEqual(KeyDecoder.decode(sgr("0;10;5m")), [.mouse(MouseEvent(.release(.left), row: 4, column: 9))])
        XCTAssertEqual(KeyDecoder.decode(sgr("1;1;1M")), [.mouse(MouseEvent(.press(.middle), row: 0, column: 0))])
        XCTAssertEqual(KeyDecoder.decode(sgr("2;3;4m")), [.mouse(MouseEvent(.release(.right), row: 3, column: 2))])
        XCTAssertEqual(KeyDecoder.decode(sgr("128;3;4M")), [.mouse(MouseEvent(.press(.other(8)), row: 3, column: 2))])
    }

    func testSGRCoordinatesBeyondWhatX10CanSayAreExact() {
        XCTAssertEqual(KeyDecoder.decode(sgr("0;300;1000M")), [.mouse(MouseEvent(.press(.left), row: 999, column: 299))])
        XCTAssertEqual(KeyDecoder.decode(sgr("0;65535;65535M")), [.mouse(MouseEvent(.press(.left), row: 65534, column: 65534))])
    }

    func testDragsMotionWithoutButtonsAndWheelsHaveTheirOwnKinds() {
        XCTAssertEqual(KeyDecoder.decode(sgr("32;7;8M")), [.mouse(MouseEvent(.drag(.left), row: 7, column: 6))])
        XCTAssertEqual(KeyDecoder.decode(sgr("34;7;8M")), [.mouse(MouseEvent(.drag(.right), row: 7, column: 6))])
        XCTAssertEqual(KeyDecoder.decode(sgr("35;7;8M")), [.mouse(MouseEvent(.move, row: 7, column: 6))])
        XCTAssertEqual(KeyDecoder.decode(sgr("64;2;2M")), [.mouse(MouseEvent(.wheelUp, row: 1, column: 1))])
        XCTAssertEqual(KeyDecoder.decode(sgr("65;2;2M")), [.mouse(MouseEvent(.wheelDown, row: 1, column: 1))])
        XCTAssertEqual(KeyDecoder.decode(sgr("66;2;2M")), [.mouse(MouseEvent(.wheelSideways(left: true), row: 1, column: 1))])
        XCTAssertEqual(KeyDecoder.decode(sgr("67;2;2M")), [.mouse(MouseEvent(.wheelSideways(left: false), row: 1, column: 1))])
    }

    func testModifiersAreReadFromTheButtonCode() {
        XCTAssertEqual(KeyDecoder.decode(sgr("4;1;1M")), [.mouse(MouseEvent(.press(.left), row: 0, column: 0, modifiers: .shift))])
        XCTAssertEqual(KeyDecoder.decode(sgr("8;1;1M")), [.mouse(MouseEvent(.press(.left), row: 0, column: 0, modifiers: .alt))])
        XCTAssertEqual(KeyDecoder.decode(sgr("16;1;1M")), [.mouse(MouseEvent(.press(.left), row: 0, column: 0, modifiers: .control))])
        XCTAssertEqual(KeyDecoder.decode(sgr("93;1;1M")),
                       [.mouse(MouseEvent(.wheelDown, row: 0, column: 0, modifiers: [.shift, .alt, .control]))])
    }

    func testAReleaseWithoutAPressIsStillARelease() {
        XCTAssertEqual(KeyDecoder.decode(sgr("0;4;4m") + Array("j".utf8)),
                       [.mouse(MouseEvent(.release(.left), row: 3, column: 3)), .character("j")])
        XCTAssertEqual(KeyDecoder.decode(x10(3, 4, 4)), [.mouse(MouseEvent(.release(nil), row: 3, column: 3))])
    }

    func testX10ReportsAreThreeRawBytesAfterTheirStart() {
        XCTAssertEqual(KeyDecoder.decode(x10(0, 10, 5)), [.mouse(MouseEvent(.press(.left), row: 4, column: 9))])
        XCTAssertEqual(KeyDecoder.decode(x10(32, 11, 5)), [.mouse(MouseEvent(.drag(.left), row: 4, column: 10))])
        XCTAssertEqual(KeyDecoder.decode(x10(65, 1, 1)), [.mouse(MouseEvent(.wheelDown, row: 0, column: 0))])
        XCTAssertEqual(KeyDecoder.decode(x10(16 + 2, 1, 1)),
                       [.mouse(MouseEvent(.press(.right), row: 0, column: 0, modifiers: .control))])
        // The largest cell X10 can name: byte 255 is column 223.
        XCTAssertEqual(KeyDecoder.decode(x10(0, 223, 223)), [.mouse(MouseEvent(.press(.left), row: 222, column: 222))])
        // The bytes are values, not text: "[", ESC-looking and control-free bytes included.
        XCTAssertEqual(KeyDecoder.decode(Array("\u{1B}[M [[q".utf8)),
                       [.mouse(MouseEvent(.press(.left), row: 58, column: 58)), .character("q")])
    }

    func testAReportThatDoesNotReadIsOneUnknownAndTheKeysAfterItSurvive() {
        XCTAssertEqual(KeyDecoder.decode(sgr("0;0;5M") + [UInt8(ascii: "a")]), [.unknown, .character("a")])
        XCTAssertEqual(KeyDecoder.decode(sgr("0;5M")), [.unknown])
        XCTAssertEqual(KeyDecoder.decode(sgr("0;;5M")), [.unknown])
        XCTAssertEqual(KeyDecoder.decode(sgr("0;5;5~")), [.unknown])
        XCTAssertEqual(KeyDecoder.decode(Array("\u{1B}[M\u{1}!!".utf8)), [.unknown])
        // Cut off by the end of what was read.
        XCTAssertEqual(KeyDecoder.decode(Array("\u{1B}[M !".utf8)), [.unknown])
        XCTAssertEqual(KeyDecoder.decode(sgr("0;12")), [.unknown])
    }

    func testAReportSplitAcrossReadsComesOutWhole() {
        var decoder = KeyDecoder()
        for byte in sgr("0;12;") { decoder.feed(.byte(byte)) }
        XCTAssertEqual(decoder.takeKeys(), [])
        for byte in Array("3M".utf8) + x10(0, 2, 2) { decoder.feed(.byte(byte)) }
        XCTAssertEqual(decoder.takeKeys(), [.mouse(MouseEvent(.press(.left), row: 2, column: 11)),
                                            .mouse(MouseEvent(.press(.left), row: 1, column: 1))])
    }

    func testReportsInsideAPasteStayText() {
        let bytes = Array("\u{1B}[200~".utf8) + sgr("0;1;1M") + Array("\u{1B}[201~".utf8)
        XCTAssertEqual(KeyDecoder.decode(bytes), [.paste("\u{1B}[<0;1;1M")])
    }

    func testEscThenAReportIsEscThenTheReport() {
        XCTAssertEqual(KeyDecoder.decode([27] + sgr("0;1;1M")), [.escape, .mouse(MouseEvent(.press(.left), row: 0, column: 0))])
        XCTAssertEqual(KeyDecoder.decode([27] + x10(0, 1, 1)), [.escape, .mouse(MouseEvent(.press(.left), row: 0, column: 0))])
    }

    func testEveryByteOfAReportBelongsToIt() {
        let bytes = Array("a".utf8) + sgr("35;100;3M") + x10(0, 1, 1) + Array("b".utf8)
        XCTAssertEqual(KeyDecoder.decodeWithRanges(bytes).map(\.range),
                       [0..<1, 1..<(1 + 3 + 9), 13..<19, 19..<20])
    }
}
