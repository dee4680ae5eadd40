@testable import Storage

/// Everything a row means, compared byte for byte (Swift's `String ==` would call canonically
/// equivalent texts equal, and the file promises the exact bytes). The id is the one the line
/// holds: an id Lista knows a row by without writing it is not part of the line's meaning.
struct ItemFields: Equatable, CustomStringConvertible {
    var id: [UInt8]
    var done: Bool
    var priority: Character?
    var completionDate: TodoDate?
    var creationDate: TodoDate?
    var text: [UInt8]
    var due: TodoDate?
    var trackedSeconds: Int
    var trackingStart: TrackingStart?
    /// The note: `file:` and a file's name, or `inline:` and an older note's text.
    var note: [UInt8]?

    init(_ item: TodoItem) {
        id = item.writesID ? Array(item.id.utf8) : []
        done = item.done
        priority = item.priority
        completionDate = item.completionDate
        creationDate = item.creationDate
        text = Array(item.text.utf8)
        due = item.due
        trackedSeconds = item.trackedSeconds
        trackingStart = item.trackingStart
        note = item.note.map { tag in
            switch tag {
            case let .file(name): Array(("file:" + name).utf8)
            case let .inline(text): Array(("inline:" + text).utf8)
            }
        }
    }

    /// The fields a line printed from `item` must read back as: the printer writes a line
    /// break in the text as a space, and an empty note as no tag.
    static func printed(_ item: TodoItem) -> ItemFields {
        var fields = ItemFields(item)
        fields.text = Array(item.text.replacingLineBreaks().utf8)
        if fields.note == Array("inline:".utf8) { fields.note = nil }
        return fields
    }

    var description: String {
        "id \(shown(id)) done \(done) priority \(priority.map(String.init) ?? "-") completed \(completionDate?.description ?? "-") "
            + "created \(creationDate?.description ?? "-") text \(shown(text)) due \(due?.description ?? "-") "
            + "spent \(trackedSeconds) tracking \(trackingStart?.description ?? "-") note \(note.map { shown($0) } ?? "-")"
    }
}
