import Glibc

extension TodoDate {
    /// Today's date in the machine's local time zone.
    public static func today() -> TodoDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        // localtime_r always yields a valid calendar date.
        return TodoDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
    }
}
