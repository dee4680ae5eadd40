/// Recurring rows, with topydo's rule: completing a row with `rec:` adds its next occurrence.
///
/// - `rec:Nd`, `Nw`, `Nm`, `Ny` and `Nb` (business days, Monday to Friday) give the interval.
/// - The new due date is the interval from the completion day, or, with a `+` (`rec:+1w`,
///   strict), from the old due date. A threshold (`t:`) keeps its distance before the due
///   date; a row with a threshold and no due date moves its threshold the same way. A row with
///   neither gets a due date.
/// - The next occurrence is pending, created on the completion day, with everything else the
///   row said; it has no id yet (the caller draws one), and the completed row keeps its own.
public struct Recurrence: Equatable, Sendable {
    /// A step of time, as `rec:` and a typed date (`3d`, ``TypedDate``) write it.
    public enum Unit: Character, Sendable {
        case days = "d", weeks = "w", months = "m", years = "y", businessDays = "b"

        /// `date` moved `count` of these later. O(1), O(count) for business days.
        public func after(_ date: TodoDate, count: Int) -> TodoDate {
            switch self {
            case .days: return date.adding(days: count)
            case .weeks: return date.adding(days: 7 * count)
            case .months: return date.adding(months: count)
            case .years: return date.adding(months: 12 * count)
            case .businessDays:
                var day = date
                var left = count
                while left > 0 {
                    day = day.adding(days: 1)
                    if day.isoWeekday <= 5 { left -= 1 }
                }
                return day
            }
        }
    }

    public var count: Int
    public var unit: Unit
    /// From the old due date (`rec:+…`) rather than from the completion day.
    public var isStrict: Bool

    /// The tag's key.
    public static let key = "rec"

    /// The recurrence a `rec:` value says (`1w`, `+2d`), or nil when it says none.
    public init?(_ value: Substring) {
        var value = value
        isStrict = value.first == "+"
        if isStrict { value = value.dropFirst() }
        guard let last = value.last, let unit = Unit(rawValue: Character(last.lowercased())),
              let count = Int(value.dropLast()), (1...100_000).contains(count) else { return nil }
        self.count = count
        self.unit = unit
    }

    /// The date this recurrence after `date`. O(1), O(count) for business days.
    public func after(_ date: TodoDate) -> TodoDate {
        unit.after(date, count: count)
    }
}

extension TodoItem {
    /// The row's recurrence: its last `rec:` tag that says one (topydo's rule), else nil.
    public var recurrence: Recurrence? {
        tags.last { $0.key == Recurrence.key && Recurrence(Substring($0.value)) != nil }
            .flatMap { Recurrence(Substring($0.value)) }
    }

    /// The row that follows this one when it is completed on `today`, or nil when it does not
    /// recur. See ``Recurrence`` for the rule. O(length of the row).
    public func nextOccurrence(completedOn today: TodoDate) -> TodoItem? {
        guard let recurrence else { return nil }
        var next = TodoItem(id: "", text: text, priority: priority, creationDate: today, due: due,
                            trackedSeconds: 0, note: note)
        let threshold = self.threshold
        if let due {
            let newDue = recurrence.after(recurrence.isStrict ? due : today)
            next.due = newDue
            if let threshold { next.setThreshold(newDue.adding(days: -due.daysSince(threshold))) }
        } else if let threshold {
            next.setThreshold(recurrence.after(recurrence.isStrict ? threshold : today))
        } else {
            next.due = recurrence.after(today)
        }
        return next
    }

    /// Replaces the value of the `t:` tag that ``threshold`` reads.
    private mutating func setThreshold(_ date: TodoDate) {
        let isThreshold = { (word: Substring) in
            TodoTag(word: word).map { $0.key == Self.thresholdKey && TodoDate($0.value) != nil } ?? false
        }
        guard let word = TodoWord.words(in: text).last(where: isThreshold) else { return }
        var changed = text
        changed.replaceSubrange(word.startIndex..<word.endIndex, with: "\(Self.thresholdKey):\(date)")
        text = changed
    }
}
