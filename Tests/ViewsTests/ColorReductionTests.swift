import Views
import XCTest

/// What a theme's colour becomes on terminals of each depth.
final class ColorReductionTests: XCTestCase {
    private let orange = TerminalColor.rgb(red: 0xFF, green: 0x87, blue: 0x00)

    func testNoColourTerminalShowsNoColourAtAll() {
        for color in [TerminalColor.standard, .palette(1), .palette(200), orange] {
            XCTAssertNil(color.reduced(to: .none), "\(color)")
        }
    }

    func testTheDefaultColourStaysTheTerminalsOwnAtEveryDepth() {
        for depth in ColorDepth.allCases where depth != .none {
            XCTAssertEqual(TerminalColor.standard.reduced(to: depth), .standard)
        }
    }

    func testA24BitColourBecomesTheNearestOfThe256ThenOfThe16ThenOfThe8() {
        XCTAssertEqual(orange.reduced(to: .direct), .rgb(0xFF8700))
        XCTAssertEqual(orange.reduced(to: .palette256), .palette(208), "#ff8700 is exactly cube colour 208")
        XCTAssertEqual(TerminalColor.rgb(red: 0x80, green: 0x80, blue: 0x80).reduced(to: .palette256), .palette(244),
                       "a grey finds the grey ramp, not the cube")
        let salmon = TerminalColor.rgb(red: 0xFF, green: 0x5F, blue: 0x5F)
        XCTAssertEqual(salmon.reduced(to: .palette256), .palette(203))
        XCTAssertEqual(salmon.reduced(to: .sixteen), .palette(9), "nearest of xterm's 16 is bright red")
        XCTAssertEqual(salmon.reduced(to: .eight), .palette(1), "and of the 8, red")
    }

    func testBrightColoursBecomeTheirBasicFormsOnEightColourTerminals() {
        for index in 9...15 {
            XCTAssertEqual(TerminalColor.palette(UInt8(index)).reduced(to: .eight), .palette(index - 8), "bright \(index)")
        }
        XCTAssertEqual(TerminalColor.palette(8).reduced(to: .eight), .palette(7),
                       "grey (bright-black) becomes white, not black, so it stays readable on a dark terminal")
    }

    func testPaletteColoursTheTerminalHasAreSentAsThey() {
        XCTAssertEqual(TerminalColor.palette(200).reduced(to: .palette256), .palette(200))
        XCTAssertEqual(TerminalColor.palette(12).reduced(to: .sixteen), .palette(12))
        XCTAssertEqual(TerminalColor.palette(5).reduced(to: .eight), .palette(5))
        XCTAssertEqual(TerminalColor.palette(196).reduced(to: .sixteen), .palette(9), "cube red is bright red")
    }

    func testADirectColourTerminalKeepsTheBasicEightAsPaletteColours() {
        XCTAssertEqual(TerminalColor.palette(1).reduced(to: .direct), .palette(1), "they follow the person's terminal theme")
        XCTAssertEqual(TerminalColor.palette(9).reduced(to: .direct), .rgb(0xFF0000))
        XCTAssertEqual(TerminalColor.palette(208).reduced(to: .direct), .rgb(0xFF8700))
        XCTAssertEqual(TerminalColor.palette(232).reduced(to: .direct), .rgb(0x080808))
    }

    func testTheDepthComesFromTheColourCountAndTheRGBFlag() {
        XCTAssertEqual(ColorDepth.of(colors: 0, hasRGB: false), ColorDepth.none)
        XCTAssertEqual(ColorDepth.of(colors: 8, hasRGB: false), .eight)
        XCTAssertEqual(ColorDepth.of(colors: 16, hasRGB: false), .sixteen)
        XCTAssertEqual(ColorDepth.of(colors: 256, hasRGB: false), .palette256)
        XCTAssertEqual(ColorDepth.of(colors: 0x100_0000, hasRGB: true), .direct)
        XCTAssertEqual(ColorDepth.of(colors: 0x100_0000, hasRGB: false), .palette256,
                       "without RGB, ncurses reads colour numbers as palette indices")
    }

    func testColourNamesAreTheEightTheirBrightFormsAndDefault() {
        XCTAssertEqual(TerminalColor.named("red"), .palette(1))
        XCTAssertEqual(TerminalColor.named("bright-white"), .palette(15))
        XCTAssertEqual(TerminalColor.named("default"), .standard)
        XCTAssertNil(TerminalColor.named("orange"))
        XCTAssertEqual(TerminalColor.named.count, 17)
    }
}
