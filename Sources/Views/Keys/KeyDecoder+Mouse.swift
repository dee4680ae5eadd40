/// Mouse reports, the two shapes terminals send: SGR (mode 1006, `ESC [ < b ; x ; y M` for a
/// press or motion, `m` for a release, decimal 1-based coordinates of any size) and the legacy
/// X10 report (`ESC [ M` and three bytes, each 32 more than its value, so coordinates stop at 223).
extension KeyDecoder {
    /// After the ESC: what starts an SGR report, and what starts an X10 one.
    static let sgrMouseStart = Array("[<".utf8)
    static let x10MouseStart = Array("[M".utf8)
    /// The bytes an X10 report carries after its start: button, column, line.
    static let x10MouseLength = 3

    /// The event of an SGR report (`pending` from the `[`, final byte included), or nil when
    /// it is not one (a field missing or not a number, a coordinate of 0).
    static func sgrMouseEvent(_ pending: [UInt8]) -> MouseEvent? {
        guard pending.starts(with: sgrMouseStart), let final = pending.last,
              final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
        let fields = pending.dropFirst(sgrMouseStart.count).dropLast().split(separator: UInt8(ascii: ";"),
                                                                             omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.count <= 9, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        guard numbers[1] > 0, numbers[2] > 0 else { return nil }
        return mouseEvent(code: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1,
                          isRelease: final == UInt8(ascii: "m"), releaseNamesButton: true)
    }

    /// The event of an X10 report's three bytes, or nil when a byte is below 32 (not a report).
    static func x10MouseEvent(_ bytes: ArraySlice<UInt8>) -> MouseEvent? {
        let values = bytes.map { Int($0) - 32 }
        guard values.count == x10MouseLength, values.allSatisfy({ $0 >= 0 }), values[1] > 0, values[2] > 0 else { return nil }
        return mouseEvent(code: values[0], column: values[1] - 1, row: values[2] - 1,
                          isRelease: false, releaseNamesButton: false)
    }

    /// Reads xterm's button code: the low two bits and 64/128 pick the button (3 with no wheel
    /// bit is "none": a release in X10, a plain motion in SGR), 4/8/16 are Shift/Alt/Ctrl, 32
    /// is motion. An SGR release names its button; an X10 release never does.
    private static func mouseEvent(code: Int, column: Int, row: Int, isRelease: Bool,
                                   releaseNamesButton: Bool) -> MouseEvent {
        var modifiers: MouseEvent.Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let isMotion = code & 32 != 0
        let low = code & 3
        let button: MouseEvent.Button?
        switch code & (64 | 128) {
        case 0: button = [.left, .middle, .right, nil][low]
        case 64:
            let kind: MouseEvent.Kind = switch low {
            case 0: .wheelUp
            case 1: .wheelDown
            default: .wheelSideways(left: low == 2)
            }
            return MouseEvent(isMotion ? .move : kind, row: row, column: column, modifiers: modifiers)
        default: button = .other(8 + low + (code & 64 != 0 ? 4 : 0))
        }
        let kind: MouseEvent.Kind
        switch (isRelease, isMotion, button) {
        case (true, _, _): kind = .release(releaseNamesButton ? button : nil)
        case let (false, true, button?): kind = .drag(button)
        case (false, true, nil): kind = .move
        case let (false, false, button?): kind = .press(button)
        case (false, false, nil): kind = .release(nil)
        }
        return MouseEvent(kind, row: row, column: column, modifiers: modifiers)
    }
}
