import Glibc

/// When a running timer started: pter's `tracking:` value, a local date and time written
/// `YYYY-MM-DD-HH-MM-SS` (pter formats it with `%Y-%m-%d-%H-%M-%S`). A running timer lives in
/// the file as this tag, so pter sees it as tracking and a timer survives a restart.
public struct TrackingStart: Hashable, Sendable, CustomStringConvertible {
    public let date: TodoDate
    public let hour: Int
    public let minute: Int
    public let second: Int

    /// A start from its parts; nil when a part is out of range.
    public init?(date: TodoDate, hour: Int, minute: Int, second: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The local date and time at `seconds` since 1970-01-01 UTC (whole seconds, rounded down).
    public init(localAt seconds: Double) {
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        localtime_r(&time, &parts)
        let date = TodoDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? TodoDate(year: 1970, month: 1, day: 1)!
        // A leap second (tm_sec 60) is read as the second before it.
        self = TrackingStart(date: date, hour: Int(parts.tm_hour), minute: Int(parts.tm_min),
                             second: Swift.min(Int(parts.tm_sec), 59))!
    }

    /// Reads the canonical form (`2024-05-06-14-03-09`, every part zero-padded), the one pter
    /// writes; nil for anything else, which stays text. O(1).
    public init?(utf8 value: UnsafeBufferPointer<UInt8>) {
        guard value.count == 19, let date = TodoDate(utf8: UnsafeBufferPointer(rebasing: value[0..<10])) else { return nil }
        func twoDigits(at offset: Int) -> Int? {
            guard value[offset - 1] == UInt8(ascii: "-") else { return nil }
            let high = value[offset], low = value[offset + 1]
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(high),
                  (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(low) else { return nil }
            return Int(high - UInt8(ascii: "0")) * 10 + Int(low - UInt8(ascii: "0"))
        }
        guard let hour = twoDigits(at: 11), let minute = twoDigits(at: 14), let second = twoDigits(at: 17) else { return nil }
        self.init(date: date, hour: hour, minute: minute, second: second)
    }

    /// Reads `text` as ``init(utf8:)`` does.
    public init?(_ text: String) {
        var text = text
        guard let start = text.withUTF8({ TrackingStart(utf8: $0) }) else { return nil }
        self = start
    }

    /// The moment, in seconds since 1970-01-01 UTC, read in the machine's local time zone
    /// (as pter reads it). In an hour a clock change repeats, the C library picks one.
    public var secondsSince1970: Double {
        var parts = tm()
        parts.tm_year = Int32(date.year - 1900)
        parts.tm_mon = Int32(date.month - 1)
        parts.tm_mday = Int32(date.day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        parts.tm_isdst = -1
        return Double(mktime(&parts))
    }

    /// The tag's value: `YYYY-MM-DD-HH-MM-SS`.
    public var description: String {
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(date)-\(two(hour))-\(two(minute))-\(two(second))"
    }
}
