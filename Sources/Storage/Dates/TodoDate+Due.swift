/// How close a due date is, seen from a given day: the one rule behind the due-date colours.
public enum DueUrgency: Sendable, Hashable {
    /// Before today.
    case overdue
    /// Today.
    case today
    /// In the next ``TodoDate/dueSoonDays`` days (tomorrow included, today not).
    case soon
    /// Later than that.
    case later
}

extension TodoDate {
    /// How many days ahead a due date counts as soon: 3 (tomorrow, and the two days after).
    public static let dueSoonDays = 3

    /// How close this due date is, seen from `today`. O(1).
    public func dueUrgency(today: TodoDate) -> DueUrgency {
        let days = daysSince(today)
        switch days {
        case ..<0: return .overdue
        case 0: return .today
        case 1...Self.dueSoonDays: return .soon
        default: return .later
        }
    }
}
