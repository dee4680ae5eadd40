/// A calendar date as todo.txt writes it (`YYYY-MM-DD`), without time or time zone.
///
/// Lista keeps dates as plain year/month/day values so that reading and writing a line never
/// depends on the machine's clock, calendar or time zone.
public struct TodoDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    // Packed into four bytes: a row holds up to three dates and 100k rows are loaded at once.
    private let packedYear: UInt16
    private let packedMonth: UInt8
    private let packedDay: UInt8

    /// The year, 0...9999.
    public var year: Int { Int(packedYear) }
    /// The month, 1...12.
    public var month: Int { Int(packedMonth) }
    /// The day of the month, 1...31 (checked against the month and leap years).
    public var day: Int { Int(packedDay) }

    /// Creates a date, or returns nil when the combination does not exist (e.g. 2023-02-29).
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month), day >= 1,
              day <= TodoDate.daysIn(month: month, year: year) else { return nil }
        packedYear = UInt16(year)
        packedMonth = UInt8(month)
        packedDay = UInt8(day)
    }

    /// Parses exactly `YYYY-MM-DD` (ten ASCII characters). O(1).
    public init?(_ text: Substring) {
        var text = text
        guard let date = text.withUTF8({ TodoDate(utf8: $0) }) else { return nil }
        self = date
    }

    /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes: the one date reader, for text and for
    /// a line's bytes alike. O(1).
    @inline(__always)
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func digit(_ index: Int) -> Int? {
            let value = bytes[index] &- UInt8(ascii: "0")
            return value < 10 ? Int(value) : nil
        }
        guard let y0 = digit(0), let y1 = digit(1), let y2 = digit(2), let y3 = digit(3),
              let m0 = digit(5), let m1 = digit(6), let d0 = digit(8), let d1 = digit(9) else { return nil }
        self.init(year: ((y0 * 10 + y1) * 10 + y2) * 10 + y3, month: m0 * 10 + m1, day: d0 * 10 + d1)
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(_ text: String) {
        self.init(Substring(text))
    }

    /// The `YYYY-MM-DD` form.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Calendar order.
    public static func < (lhs: TodoDate, rhs: TodoDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
