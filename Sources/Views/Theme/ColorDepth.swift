/// How many colours a terminal can show, from its terminfo entry (and NO_COLOR).
public enum ColorDepth: Int, Comparable, CaseIterable, Sendable {
    /// No colour at all: only attributes (bold, reverse…) are drawn.
    case none = 0
    /// The eight basic colours.
    case eight = 8
    /// The basic colours and their bright forms.
    case sixteen = 16
    /// The xterm 256-colour palette.
    case palette256 = 256
    /// 24-bit colour ("truecolor"), when the terminfo entry has the `RGB` capability.
    case direct = 16_777_216

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The depth for a terminal with `colors` colours (ncurses' `COLORS`); `direct` needs the
    /// terminfo `RGB` flag too, since only then are colour numbers read as 24-bit values.
    public static func of(colors: Int, hasRGB: Bool) -> ColorDepth {
        switch colors {
        case 16_777_216... where hasRGB: .direct
        case 256...: .palette256
        case 16...: .sixteen
        case 8...: .eight
        default: .none
        }
    }
}

/// A colour as a terminal of some depth can show it.
public enum ShownColor: Hashable, Sendable {
    /// The terminal's default colour.
    case standard
    /// A palette index the terminal has.
    case palette(Int)
    /// A 24-bit value `0xRRGGBB` (direct-colour terminals only).
    case rgb(Int)
}

extension TerminalColor {
    /// The colour as a terminal of `depth` shows it, or nil when it shows no colour.
    ///
    /// What it lacks is replaced by the nearest colour it has, by distance in RGB: `#rrggbb`
    /// becomes the nearest of the 256-colour palette's cube and grey ramp, on a 16-colour
    /// terminal the nearest of the 16, and on an 8-colour one that colour's basic form, a
    /// palette colour the nearest of the first 16 or 8 (with xterm's default values). So
    /// bright-red becomes red on an eight-colour terminal, and bright-black (grey) white.
    /// On a direct-colour terminal the basic eight stay palette colours (they follow the
    /// person's terminal theme); every other colour is sent as its 24-bit value.
    /// - Complexity: O(1) (at most 256 comparisons).
    public func reduced(to depth: ColorDepth) -> ShownColor? {
        switch (self, depth) {
        case (_, .none): return nil
        case (.standard, _): return .standard
        case let (.palette(index), .direct):
            return index < 8 ? .palette(Int(index)) : .rgb(Palette.rgb(of: Int(index)))
        case let (.rgb(red, green, blue), .direct):
            return .rgb(Int(red) << 16 | Int(green) << 8 | Int(blue))
        case (_, .eight):
            // Through the 16: the bright forms become their basic colours (distance alone would
            // turn grey into yellow, xterm's 8 having no grey).
            guard case let .palette(index)? = reduced(to: .sixteen) else { return .standard }
            return .palette(index < 8 ? index : (index == 8 ? 7 : index - 8))
        case let (.palette(index), _):
            let count = depth.rawValue
            return .palette(Int(index) < count ? Int(index) : Palette.nearest(to: Palette.rgb(of: Int(index)), in: 0..<count))
        case let (.rgb(red, green, blue), _):
            let value = Int(red) << 16 | Int(green) << 8 | Int(blue)
            // The first 16 follow the person's terminal theme: a fixed 24-bit colour is matched
            // against the cube and the greys, whose values are fixed, when the terminal has them.
            return .palette(Palette.nearest(to: value, in: depth == .palette256 ? 16..<256 : 0..<16))
        }
    }
}

/// xterm's default palette, as 24-bit values.
enum Palette {
    private static let basic = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The 24-bit value of palette colour `index` (0–255).
    static func rgb(of index: Int) -> Int {
        switch index {
        case ..<16: return basic[max(0, index)]
        case 16..<232:
            let cube = index - 16
            return cubeLevels[cube / 36] << 16 | cubeLevels[cube / 6 % 6] << 8 | cubeLevels[cube % 6]
        default:
            let grey = 8 + 10 * (index - 232)
            return grey << 16 | grey << 8 | grey
        }
    }

    /// The palette index in `candidates` nearest to `value` (squared distance in RGB; the
    /// lowest index wins a tie).
    static func nearest(to value: Int, in candidates: Range<Int>) -> Int {
        var best = candidates.lowerBound
        var bestDistance = Int.max
        for index in candidates {
            let distance = Self.distance(value, rgb(of: index))
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    private static func distance(_ a: Int, _ b: Int) -> Int {
        let red = (a >> 16 & 0xFF) - (b >> 16 & 0xFF)
        let green = (a >> 8 & 0xFF) - (b >> 8 & 0xFF)
        let blue = (a & 0xFF) - (b & 0xFF)
        return red * red + green * green + blue * blue
    }
}
