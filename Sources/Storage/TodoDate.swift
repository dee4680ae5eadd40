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
        let utf8 = text.utf8
        guard utf8.count == 10 else { return nil }
        var digits = (0, 0, 0)
        var position = 0
        for byte in utf8 {
            if position == 4 || position == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
            } else {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                let digit = Int(byte - UInt8(ascii: "0"))
                switch position {
                case 0..<4: digits.0 = digits.0 * 10 + digit
                case 5..<7: digits.1 = digits.1 * 10 + digit
                default: digits.2 = digits.2 * 10 + digit
                }
            }
            position += 1
        }
        self.init(year: digits.0, month: digits.1, day: digits.2)
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
