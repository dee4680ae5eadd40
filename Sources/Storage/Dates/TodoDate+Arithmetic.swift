extension TodoDate {
    /// The date `days` days later (earlier when negative). O(1).
    public func adding(days: Int) -> TodoDate {
        TodoDate(dayNumber: dayNumber + days) ?? self
    }

    /// The date `months` months later, on the same day or the month's last one (Jan 31 + 1m is
    /// Feb 28 or 29). O(1).
    public func adding(months: Int) -> TodoDate {
        let total = year * 12 + (month - 1) + months
        let (newYear, newMonth) = (total / 12, total % 12 + 1)
        let newDay = Swift.min(day, TodoDate.daysIn(month: newMonth, year: newYear))
        return TodoDate(year: newYear, month: newMonth, day: newDay) ?? self
    }

    /// Monday 1 … Sunday 7 (ISO 8601). O(1).
    public var isoWeekday: Int {
        // 0000-03-01, day number 0, was a Wednesday (3).
        ((dayNumber % 7 + 7) % 7 + 2) % 7 + 1
    }

    /// The date with day number `dayNumber` (days since 0000-03-01), nil outside 0000…9999.
    init?(dayNumber: Int) {
        let era = (dayNumber >= 0 ? dayNumber : dayNumber - 146_096) / 146_097
        let dayOfEra = dayNumber - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day)
    }
}
