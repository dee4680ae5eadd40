import Glibc

/// Local days come from the C library (`localtime_r`, `mktime`), which reads `TZ` and the
/// system's zone files: the app loads no Foundation (whose time zones need ICU, milliseconds
/// of every start) for this one rule.
extension TodoDate {
    /// The calendar day in the machine's local time zone at `seconds` since 1970-01-01 UTC.
    public init(localDayAt seconds: Double) {
        let parts = Self.localTime(at: seconds)
        self = TodoDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? TodoDate(year: 1970, month: 1, day: 1)!
    }

    /// Today's date in the machine's local time zone.
    public static func today() -> TodoDate {
        TodoDate(localDayAt: Double(time(nil)))
    }

    /// When the local day after the one at `seconds` begins (its midnight, or the first moment
    /// of the day when a clock change skips midnight), in seconds since 1970-01-01 UTC.
    public static func startOfNextLocalDay(after seconds: Double) -> Double {
        var parts = localTime(at: seconds)
        parts.tm_mday += 1
        parts.tm_hour = 0
        parts.tm_min = 0
        parts.tm_sec = 0
        parts.tm_isdst = -1
        return Double(mktime(&parts))
    }

    /// The local calendar fields at `seconds` since 1970-01-01 UTC.
    private static func localTime(at seconds: Double) -> tm {
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        localtime_r(&time, &parts)
        return parts
    }
}

extension TodoDate {
    /// Whole days from `earlier` to this date (negative when `earlier` is later). O(1).
    public func daysSince(_ earlier: TodoDate) -> Int {
        dayNumber - earlier.dayNumber
    }

    /// Days since 0000-03-01 in the proleptic Gregorian calendar.
    var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let shiftedMonth = month <= 2 ? month + 9 : month - 3
        let era = shiftedYear >= 0 ? shiftedYear / 400 : (shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra
    }
}
