/// The one reader of dates people type: in the editor's fields, in `due:` and `t:` words typed
/// into a row, and in `lista add`. Besides `YYYY-MM-DD` it takes `today`, `tomorrow`,
/// `yesterday`, a weekday (`monday` or `mon`: the next one, never today), and a count of days,
/// weeks, months or years from today (`3d`, `2w`, `1m`, `1y`). Case does not matter.
public enum TypedDate {
    /// What `text` means on `today`; `.failure` names what was typed when it is no date
    /// (`2026-13-45`, `someday`). O(length of the text).
    public static func read(_ text: Substring, today: TodoDate) -> Result<TodoDate, Problem> {
        if let date = TodoDate(text) { return .success(date) }
        let word = text.lowercased()
        switch word {
        case "today": return .success(today)
        case "tomorrow": return .success(today.adding(days: 1))
        case "yesterday": return .success(today.adding(days: -1))
        default: break
        }
        if let weekday = weekdays.firstIndex(where: { $0 == word || $0.prefix(3) == word }) {
            let ahead = (weekday + 1 - today.isoWeekday + 7) % 7
            return .success(today.adding(days: ahead == 0 ? 7 : ahead))
        }
        // Business days are for `rec:` only.
        if let unit = word.last.flatMap(Recurrence.Unit.init(rawValue:)), unit != .businessDays,
           let count = Int(word.dropLast()), count >= 0, count <= 100_000 {
            return .success(unit.after(today, count: count))
        }
        return .failure(Problem(typed: String(text)))
    }

    /// Something typed where a date goes that is no date.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public let typed: String

        public init(typed: String) {
            self.typed = typed
        }

        public var description: String {
            "“\(typed)” is not a date (YYYY-MM-DD, today, tomorrow, a weekday, or 3d, 2w, 1m, 1y)"
        }
    }

    private static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The keys whose value is a date, in a typed description: Lista's `due:` and topydo's
    /// threshold `t:`.
    static let dateKeys: [String] = ["due", TodoItem.thresholdKey]

    /// `typed` with every `due:` and `t:` value people write as words (`due:tomorrow`) made
    /// `YYYY-MM-DD`, and what could not be read (left as typed). O(n).
    public static func resolvingDates(in typed: String, today: TodoDate) -> (text: String, problems: [Problem]) {
        var problems: [Problem] = []
        var text = typed
        // Words as todo.txt splits them (``TodoWord``), replaced from the last so the earlier
        // ranges stay valid.
        for word in TodoWord.words(in: typed).reversed() {
            guard let colon = word.firstIndex(of: ":"), dateKeys.contains(String(word[..<colon])) else { continue }
            let value = word[word.index(after: colon)...]
            guard !value.isEmpty else { continue }
            switch read(value, today: today) {
            case let .success(date):
                let resolved = String(word[...colon]) + date.description
                if resolved != word { text.replaceSubrange(word.startIndex..<word.endIndex, with: resolved) }
            case let .failure(problem):
                problems.insert(problem, at: 0)
            }
        }
        return (text, problems)
    }
}
