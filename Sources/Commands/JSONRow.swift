import Storage

/// One row as `lista ls --json` prints it: one JSON object on one line (JSON Lines), keys
/// always present and always in this order:
///
/// - `id` (string), `text` (string: the description, without Lista's own tags `id:`, `due:`,
///   `tracking:`, `spent:`, `tracked:`, `note:`), `done` (boolean), `priority` (`"A"`-`"Z"` or null),
/// - `created`, `completed`, `due`, `threshold` (`YYYY-MM-DD` or null; the threshold is the
///   row's `t:` tag when it is a date),
/// - `projects`, `contexts` (arrays of names without `+`/`@`, in the order written),
/// - `tags` (an object: every other `key:value` tag of the text, `t:` excepted, in the order
///   written; a key written twice has its last value),
/// - `note` (the note's text: its file's, or an older note's kept in the line; null when the
///   row has none, or its file is missing or cannot be read), `note_file` (the note file's
///   name as the `note:` tag writes it; null when the note is none or in the line).
///
/// Words, projects, contexts and tags are Storage's rules (``TodoItem/projects``,
/// ``TodoItem/contexts``, ``TodoItem/tags``), the ones the app uses.
enum JSONRow {
    /// The JSON line for `item`, whose note's text is `note`, without its line feed.
    /// O(length of the row and the note).
    static func line(_ item: TodoItem, note: String? = nil) -> String {
        let fields: [(String, String)] = [
            ("id", JSONString.quoted(item.id)),
            ("text", JSONString.quoted(item.text)),
            ("done", item.done ? "true" : "false"),
            ("priority", JSONString.quotedOrNull(item.priority.map(String.init))),
            ("created", JSONString.quotedOrNull(item.creationDate?.description)),
            ("completed", JSONString.quotedOrNull(item.completionDate?.description)),
            ("due", JSONString.quotedOrNull(item.due?.description)),
            ("threshold", JSONString.quotedOrNull(item.threshold?.description)),
            ("projects", JSONString.array(item.projects)),
            ("contexts", JSONString.array(item.contexts)),
            ("tags", object(item.tags.filter { $0.key != TodoItem.thresholdKey })),
            ("note", JSONString.quotedOrNull(note)),
            ("note_file", JSONString.quotedOrNull(item.note?.fileName)),
        ]
        return "{" + fields.map { JSONString.quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// The tags as a JSON object: keys in first-written order, each with its last value.
    private static func object(_ tags: [TodoTag]) -> String {
        var order: [String] = []
        var values: [String: String] = [:]
        for tag in tags {
            if values.updateValue(tag.value, forKey: tag.key) == nil { order.append(tag.key) }
        }
        return "{" + order.map { JSONString.quoted($0) + ":" + JSONString.quoted(values[$0]!) }.joined(separator: ",") + "}"
    }
}
