/// Everything a todo.txt line means, as separate values. Internal: `TodoItem` exposes these
/// through properties and keeps the original line next to them.
struct TodoFields: Sendable, Equatable {
    var id: String = ""
    /// Whether the line holds `id` as an `id:` tag. An id Lista gave a row that had none is
    /// only how the row is known here: the line is printed without it, so the person's file
    /// gains nothing they did not write (``TodoItem/writeID(_:)`` writes one, when asked).
    var writesID: Bool = true
    var done: Bool = false
    var priority: Character?
    var completionDate: TodoDate?
    var creationDate: TodoDate?
    var text: String = ""
    var due: TodoDate?
    /// Time spent, in seconds: `spent:` plus an older `tracked:` on the same line.
    var trackedSeconds: Int = 0
    /// When the running timer started (`tracking:`); nil when no timer runs.
    var trackingStart: TrackingStart?
    /// The `note:` tag: a note file's name, or an older note kept in the line.
    var note: NoteTag?
}

extension TodoFields {
    /// Adds `seconds` to the time spent, which stays at most ``SpentTime/maximumSeconds``.
    mutating func addSpent(_ seconds: Int) {
        trackedSeconds = Swift.min(SpentTime.maximumSeconds, trackedSeconds + seconds)
    }
}
