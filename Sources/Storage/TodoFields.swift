/// Everything a todo.txt line means, as separate values. Internal: `TodoItem` exposes these
/// through properties and keeps the original line next to them.
struct TodoFields: Sendable, Equatable {
    var id: String = ""
    var done: Bool = false
    var priority: Character?
    var completionDate: TodoDate?
    var creationDate: TodoDate?
    var text: String = ""
    var due: TodoDate?
    var trackedSeconds: Int = 0
    var note: String?
}
