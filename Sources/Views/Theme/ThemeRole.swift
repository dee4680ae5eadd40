import Storage

/// What a theme gives a style to. The raw values are the names a config file uses
/// (`color <role> <fg> [bg] [attrs...]`).
public enum ThemeRole: String, CaseIterable, Hashable, Sendable {
    case priorityA = "priority-a"
    case priorityB = "priority-b"
    case priorityC = "priority-c"
    case project
    case context
    case tag
    case dueToday = "due-today"
    case overdue
    case dueSoon = "due-soon"
    case threshold
    case done
    case selection
    case header
    case status
    case overlay

    /// The role's name, as a config file spells it.
    public var name: String { rawValue }

    /// What the role colours, in a few words (for help and `lista config --print`).
    public var summary: String {
        switch self {
        case .priorityA: "the (A) of a row"
        case .priorityB: "the (B) of a row"
        case .priorityC: "the (C) of a row"
        case .project: "+project words"
        case .context: "@context words"
        case .tag: "key:value words"
        case .dueToday: "a due date that is today"
        case .overdue: "a due date that has passed"
        case .dueSoon: "a due date in the next \(TodoDate.dueSoonDays) days"
        case .threshold: "t:YYYY-MM-DD, the threshold date"
        case .done: "done rows"
        case .selection: "the cursor's row"
        case .header: "the top line"
        case .status: "the status line's messages"
        case .overlay: "the borders of sheets and popovers"
        }
    }
}
