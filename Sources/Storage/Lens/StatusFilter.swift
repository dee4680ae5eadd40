/// Which rows a status lets through: every row, the pending ones or the done ones. The one
/// rule for the app's lens and `lista ls`.
public enum StatusFilter: String, CaseIterable, Equatable, Sendable {
    case all
    case pending
    case done

    /// Whether a row that is (or is not) done passes. O(1).
    public func admits(done: Bool) -> Bool {
        switch self {
        case .all: true
        case .pending: !done
        case .done: done
        }
    }

    /// The next filter in Tab order (all → pending → done → all), or the previous one.
    public func cycled(forward: Bool) -> StatusFilter {
        let all = Self.allCases
        let index = all.firstIndex(of: self)!
        return all[(index + (forward ? 1 : all.count - 1)) % all.count]
    }
}
