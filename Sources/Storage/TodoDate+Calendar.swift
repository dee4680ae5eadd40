import Foundation

extension TodoDate {
    /// The calendar day of `date` in `calendar`'s time zone.
    public init(_ date: Date, calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self = TodoDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? TodoDate(year: 1970, month: 1, day: 1)!
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
