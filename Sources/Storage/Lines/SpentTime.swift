/// pter's `spent:` value: the time spent on a row, as pter reads and writes it.
///
/// Reading follows pter's rules: an optional `+` or `-`, then numbers each followed by a unit,
/// `w` (weeks), `d` (days), `h` (hours), `m` (minutes) or `s` (seconds), upper or lower case;
/// a number left without a unit at the end counts as minutes (`spent:90` is 90 minutes). Any
/// other byte makes the value no duration. Writing gives hours, minutes and seconds, each only
/// when not zero (`5h3m`, `1h2m3s`, `45s`); pter writes hours and minutes alone, and reads the
/// seconds Lista adds. Zero is written `0`.
public enum SpentTime {
    /// The largest value read: larger ones stay text (no overflow). A line's time spent is at
    /// most this too (an older `tracked:` added to it is cut there), so every value printed
    /// reads back.
    public static let maximumSeconds = 1 << 50

    /// The seconds `value` means, or nil when it is no duration pter reads (or a negative or
    /// huge one). O(n).
    public static func seconds(utf8 value: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !value.isEmpty, value.count <= 40 else { return nil }
        var index = 0
        var sign = 1
        if value[0] == UInt8(ascii: "+") {
            index = 1
        } else if value[0] == UInt8(ascii: "-") {
            sign = -1
            index = 1
        }
        var total = 0
        var number: Int?
        while index < value.count {
            let byte = value[index]
            index += 1
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                let digit = Int(byte - UInt8(ascii: "0"))
                let grown = (number ?? 0) * 10 + digit
                guard grown <= maximumSeconds else { return nil }
                number = grown
                continue
            }
            guard let amount = number, let unit = unitSeconds(byte), amount <= maximumSeconds / unit else { return nil }
            total += amount * unit
            guard total <= maximumSeconds else { return nil }
            number = nil
        }
        if let minutes = number { total += minutes * 60 }
        guard total <= maximumSeconds, sign > 0 || total == 0 else { return nil }
        return total
    }

    /// ``seconds(utf8:)`` of a string.
    public static func seconds(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { seconds(utf8: $0) }
    }

    /// The value Lista writes for `seconds` (not negative): `1h2m3s`, `0` for none. O(1).
    public static func text(_ seconds: Int) -> String {
        let seconds = Swift.max(0, seconds)
        guard seconds > 0 else { return "0" }
        let hours = seconds / 3600, minutes = seconds / 60 % 60, rest = seconds % 60
        return (hours > 0 ? "\(hours)h" : "") + (minutes > 0 ? "\(minutes)m" : "") + (rest > 0 ? "\(rest)s" : "")
    }

    private static func unitSeconds(_ byte: UInt8) -> Int? {
        switch byte | 0x20 {
        case UInt8(ascii: "w"): 7 * 86_400
        case UInt8(ascii: "d"): 86_400
        case UInt8(ascii: "h"): 3600
        case UInt8(ascii: "m"): 60
        case UInt8(ascii: "s"): 1
        default: nil
        }
    }
}
