import Glibc

/// One row of a todo.txt file.
///
/// The item remembers the line it was read from. Printing (`line`) gives that line back
/// byte-for-byte until a field is changed; from then on the line is printed from the fields
/// (see `TodoLinePrinter` for the layout). Changing a field to the value it already has keeps
/// the original line.
///
/// Equality: two items are equal when their fields are equal and they carry the same original
/// line (or both have none), so equal items always print the same line.
public struct TodoItem: Sendable, Equatable {
    /// How the item is held: a line read and not changed since (a range of the file's bytes,
    /// 24 bytes however long the line), or its fields (and the line they were read from, while
    /// they are unchanged) in a shared box. Either way the item is 24 bytes inline.
    private enum Storage: Sendable {
        case read(ReadLine)
        case built(BuiltItem)
    }

    /// ``Storage`` laid out by hand: one reference (the file's bytes, or the box) and the
    /// line's place. An enum of two references keeps its case in the reference's spare bits,
    /// and LeakSanitizer cannot follow a reference so marked: it reported every box still alive
    /// at exit as leaked.
    private var held: Held

    private struct Held: @unchecked Sendable {
        /// A `FileBytes` or a `BuiltItem`, both immutable and `Sendable` (or, lent, the
        /// `Sendable` object of a ``TodoItemOrObject``). `var` only for `isKnownUniquelyReferenced`.
        var object: AnyObject
        let start: UInt32
        let length: UInt32
        /// A ``ReadLine``'s id code, or ``builtMark`` for a box (no line's code is all ones).
        let idCode: UInt64

        static let builtMark = UInt64.max
        /// The `start` of a lent item; a built item's is 0.
        static let lentMark: UInt32 = 1
    }

    private var storage: Storage {
        get {
            if held.idCode == Held.builtMark { return .built(unsafeDowncast(held.object, to: BuiltItem.self)) }
            return .read(ReadLine(file: unsafeDowncast(held.object, to: FileBytes.self), start: held.start, length: held.length,
                                  idCode: held.idCode))
        }
        set { held = Self.held(newValue) }
    }

    private static func held(_ storage: Storage) -> Held {
        switch storage {
        case let .read(line): Held(object: line.file, start: line.start, length: line.length, idCode: line.idCode)
        case let .built(item): Held(object: item, start: 0, length: 0, idCode: Held.builtMark)
        }
    }

    /// An item's fields, immutable and shared: a change makes a new box.
    private final class BuiltItem: Sendable {
        let fields: TodoFields
        /// The line as read, valid while `fields` are unchanged; nil for items built in code or edited.
        let originalLine: String?

        init(_ fields: TodoFields, originalLine: String?) {
            self.fields = fields
            self.originalLine = originalLine
        }
    }

    /// How an item is held, for tests of memory: read in place, or as fields.
    enum StorageKind: Equatable { case read, built }

    var storageKind: StorageKind {
        if case .read = storage { return .read }
        return .built
    }

    /// Creates an item from its parts (no original line: it prints in Lista's layout).
    /// `writesID`: whether its line holds `id` (else the id only names the row here).
    public init(
        id: String,
        writesID: Bool = true,
        text: String,
        done: Bool = false,
        priority: Character? = nil,
        completionDate: TodoDate? = nil,
        creationDate: TodoDate? = nil,
        due: TodoDate? = nil,
        trackedSeconds: Int = 0,
        trackingStart: TrackingStart? = nil,
        note: NoteTag? = nil
    ) {
        let fields = TodoFields(
            id: id, writesID: writesID, done: done, priority: priority, completionDate: completionDate,
            creationDate: creationDate, text: text, due: due,
            trackedSeconds: min(SpentTime.maximumSeconds, max(0, trackedSeconds)), trackingStart: trackingStart, note: note)
        held = Self.held(.built(BuiltItem(fields, originalLine: nil)))
    }

    /// Reads an item from one todo.txt line (without its line ending). `id` is empty when the
    /// line has no `id:` tag. O(n) in the line's length.
    /// A line break (CR or LF) in `line` is read as the space the item prints it as, so the
    /// saved line reads back as the same row.
    public init(parsing line: String) {
        self.init(line, hasBreaks: line.hasLineBreak, keepsLine: !line.utf8.contains(0x0A))
    }

    /// For lines split from a file, which cannot contain a line feed. A carriage return in the
    /// line is read as a space, as the row prints it once edited; the original line keeps it.
    init(parsingLineWithoutBreaks line: String) {
        var line = line
        let hasReturn = line.withUTF8 { LineKind.holdsCarriageReturn($0) }
        self.init(line, hasBreaks: hasReturn, keepsLine: true)
    }

    private init(_ line: String, hasBreaks: Bool, keepsLine: Bool) {
        let fields = TodoLineParser.parse(hasBreaks ? line.replacingLineBreaks() : line)
        held = Self.held(.built(BuiltItem(fields, originalLine: keepsLine ? line : nil)))
    }

    /// The row of the line at `range` of `file`: valid UTF-8, no NUL byte, no line break
    /// (``LineKind/row`` without a carriage return), whose id's value is at `id` in the line
    /// (nil: it holds none), as the parser's scan finds it. Nothing is copied: the item is the
    /// range until a field changes. O(1).
    init(reading file: FileBytes, at range: Range<Int>, id: Range<Int>?) {
        if let line = ReadLine(file: file, range: range, id: id) {
            held = Self.held(.read(line))
        } else {
            self = TodoItem(parsingLineWithoutBreaks: String(decoding: file.bytes[range], as: UTF8.self))
        }
    }

    private init(fields: TodoFields, originalLine: String?) {
        held = Self.held(.built(BuiltItem(fields, originalLine: originalLine)))
    }

    /// Everything the line means. O(line length) for a row read and unchanged, O(1) otherwise.
    var fields: TodoFields {
        switch storage {
        case let .read(line):
            var fields = line.withBytes { TodoLineParser.scan($0).fields(of: $0) }
            if line.hasAppendedID {
                fields.id = line.id
                fields.writesID = false
            }
            return fields
        case let .built(item): return item.fields
        }
    }

    /// The line as read while the fields are unchanged, or as a change left it in place; nil
    /// for items built in code or whose text was edited.
    var originalLine: String? {
        switch storage {
        case let .read(line): line.withBytes { String(decoding: $0, as: UTF8.self) }
        case let .built(item): item.originalLine
        }
    }

    /// The todo.txt line for this item: the original line when nothing changed.
    public var line: String {
        originalLine ?? TodoLinePrinter.print(fields)
    }

    /// Calls `body` with the UTF-8 of ``line``. O(1) for a row read and unchanged.
    func withLineBytes<Result, Failure: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result) throws(Failure) -> Result {
        if case let .read(line) = storage { return try line.withBytes(body) }
        var line = line
        let result: Swift.Result<Result, Failure> = line.withUTF8 { bytes in
            do throws(Failure) { return .success(try body(bytes)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Calls `body` with the bytes of ``line``, in one or more parts, in order. O(1) a part
    /// for a row read and unchanged (its file's bytes, not copied).
    func forEachLinePart(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if case let .read(line) = storage { return line.forEachPart(body) }
        var line = line
        line.withUTF8(body)
    }

    /// The fields holding only Lista's tag `kind` of `line` (a row read in place), read from its
    /// token alone. O(line length), nothing else made.
    private static func tag(_ kinds: TodoLineParser.Owned..., of line: UnsafeBufferPointer<UInt8>) -> TodoFields {
        let scan = TodoLineParser.scan(line)
        var fields = TodoFields()
        for kind in kinds {
            guard let token = scan.taken[kind] else { continue }
            _ = TodoLineParser.recognise(line, token, done: scan.header.done, ownsID: true, storingIn: &fields)
        }
        return fields
    }

    /// Whether `predicate` holds for the UTF-8 of ``text``: read in place for a row read and
    /// unchanged (nothing made for a usual line), else the text's own. Not generic, so a lens
    /// in another module testing a million rows pays no generic dispatch. O(line length).
    public func textSatisfies(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        switch storage {
        case let .read(line):
            return line.withBytes { line in
                var scratch: [UInt8] = []
                return TodoLineParser.scan(line).withText(in: line, scratch: &scratch, body)
            }
        case let .built(item):
            var text = item.fields.text
            return text.withUTF8(body)
        }
    }

    /// The row read and unchanged, as the line it is. O(1).
    init(_ line: ReadLine) {
        held = Self.held(.read(line))
    }

    /// The line, when the row is a line read and unchanged; nil otherwise. O(1).
    var readLine: ReadLine? {
        if case let .read(line) = storage { return line }
        return nil
    }

    /// `body` with the line's bytes when the row is a line read and unchanged; nil otherwise.
    func withReadLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard case let .read(line) = storage else { return nil }
        return line.withBytes(body)
    }

    /// How many bytes ``line`` is. O(1) for a row read and unchanged.
    var lineByteCount: Int {
        if case let .read(line) = storage { return line.printedCount }
        return line.utf8.count
    }

    /// Whether both items have the same fields (their lines may differ in layout). O(1) for
    /// the same line read; O(line length) otherwise.
    func hasSameFields(as other: TodoItem) -> Bool {
        if case let .read(mine) = storage, case let .read(theirs) = other.storage, mine.printsSameBytes(as: theirs) { return true }
        return fields == other.fields
    }

    /// Equal fields and the same original line (or none on both sides). O(1) for the same line
    /// read, or the same box.
    public static func == (lhs: TodoItem, rhs: TodoItem) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.read(left), .read(right)) where left.isSame(as: right): return true
        case let (.built(left), .built(right)) where left === right: return true
        default: return lhs.originalLine == rhs.originalLine && lhs.fields == rhs.fields
        }
    }

    /// Gives a row that had no id (or a repeated one) the id it is known by here, without
    /// writing it: the line prints as it did, so the file keeps what the person wrote. O(1)
    /// for a line read and unchanged.
    mutating func assignID(_ id: String) {
        if case let .read(line) = storage, !line.hasOwnID, let given = ReadLine(file: line.file, start: line.start,
                                                                                  length: line.length, idCode: 0).appending(id: id) {
            storage = .read(given)
            return
        }
        var fields = fields
        fields.id = id
        fields.writesID = false
        self = TodoItem(fields: fields, originalLine: originalLine)
    }

    /// A copy of the row, known by `id` (not written): printed from its fields, so nothing of
    /// this row's line, its `id:` least of all, is copied into the file twice. O(line length).
    public func copy(knownAs id: String) -> TodoItem {
        var fields = fields
        fields.id = id
        fields.writesID = false
        return TodoItem(fields: fields, originalLine: nil)
    }

    /// Writes `id` into the row's line (a row that had none, or a repeated one), appending
    /// ` id:…` to the original line so the rest of it stays byte-for-byte: for the rows whose
    /// id the person asked to be written (``TodoFile/writingIDs()``). O(line length).
    public mutating func writeID(_ id: String) {
        var fields = fields
        let hadID = fields.writesID && !fields.id.isEmpty
        fields.id = id
        fields.writesID = true
        guard let original = originalLine, !hadID else { return self = TodoItem(fields: fields, originalLine: nil) }
        // A tag appended last always wins its key; it can only change how the header
        // reads (a line that is just "x" becomes a done row). Check the header only: O(1).
        var probe = original
        let sameHeader = probe.withUTF8 { TodoLineParser.appendingIDKeeps(header: LineHeader(fields), of: $0) }
        self = TodoItem(fields: fields, originalLine: sameHeader ? Self.appendingID(id, to: original) : nil)
    }

    /// The value of the `id:` word the row's line writes when the row is not known by it (an id
    /// another line wrote first); nil when the line writes none or the row is known by it.
    /// O(line length).
    var writtenIDWord: String? {
        guard !writesID else { return nil }
        return withLineBytes { bytes in
            TodoLineParser.idToken(bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[($0.lowerBound + 3)..<$0.upperBound]), as: UTF8.self) }
        }
    }

    /// Whether the row's line holds its id (an `id:` tag), as opposed to an id Lista knows the
    /// row by without writing it. O(1) for a line read and unchanged.
    public var writesID: Bool {
        switch storage {
        case let .read(line): line.hasOwnID
        case let .built(item): item.fields.writesID && !item.fields.id.isEmpty
        }
    }

    /// Sets one field. The row's words stay where they stand: a field other than the text is
    /// rewritten in the line in place (``TodoLinePrinter/print(_:keepingPlacesOf:)``). A new
    /// text has no places to keep and prints in Lista's layout (typing sets it at every key, so
    /// nothing is printed here for it). O(line length); O(1) for the text.
    private mutating func update<Value: Equatable>(_ keyPath: WritableKeyPath<TodoFields, Value>, _ value: Value) {
        updateFields { $0[keyPath: keyPath] = value }
    }

    /// Changes several fields as one change, so the line is laid out once, from the row's
    /// line before the change (a done mark and its date change together). O(line length);
    /// O(1) when only the text changed.
    private mutating func updateFields(_ change: (inout TodoFields) -> Void) {
        let old = fields
        var fields = old
        change(&fields)
        guard fields != old else { return }
        var textOnly = old
        textOnly.text = fields.text
        let placed = textOnly == fields && fields.text != old.text ? nil : TodoLinePrinter.print(fields, keepingPlacesOf: line)
        self = TodoItem(fields: fields, originalLine: placed)
    }

    /// Lays the row's line out as `typed` (a line a person typed, which reads as this row's
    /// text) lays its words out: its tags where they were typed. Nothing changes when `typed`
    /// holds another text. O(line length).
    mutating func keepPlaces(of typed: String) {
        let fields = fields
        guard let placed = TodoLinePrinter.print(fields, keepingPlacesOf: typed) else { return }
        self = TodoItem(fields: fields, originalLine: placed)
    }

    /// The row's identity (the `id:` tag).
    public var id: String {
        get {
            switch storage {
            case let .read(line): line.id
            case let .built(item): item.fields.id
            }
        }
        set { update(\.id, newValue) }
    }
    /// ``TodoID/bits(of:)`` of ``id``, without making its `String` for a row read in place:
    /// nil when the row has no id or one of another form. O(length of the id).
    public var idBits: UInt64? {
        switch storage {
        case let .read(line): line.idBits
        case let .built(item): TodoID.bits(of: item.fields.id)
        }
    }
    /// A field of the row, by the one rule for both kinds of row: a row read from the file
    /// reads it from its line's bytes (`read`, which parses only as far as it needs), a row
    /// built or changed in memory from its fields.
    @inline(__always)
    private func field<Value>(_ keyPath: KeyPath<TodoFields, Value>, read: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
        switch storage {
        case let .read(line): line.withBytes(read)
        case let .built(item): item.fields[keyPath: keyPath]
        }
    }

    /// Whether the row is done (`x ` at the start of the line).
    public var done: Bool {
        get { field(\.done) { line in TodoLineParser.readHeader(line).0.done } }
        set { update(\.done, newValue) }
    }
    /// Priority A-Z, or nil. On done rows it is kept as a `pri:` tag.
    public var priority: Character? {
        get { field(\.priority) { line in TodoLineParser.scan(line).fieldsHeader(of: line).priority.map { Character(Unicode.Scalar($0)) } } }
        set { update(\.priority, newValue) }
    }
    /// When the row was done (done rows only).
    public var completionDate: TodoDate? {
        get { field(\.completionDate) { line in TodoLineParser.readHeader(line).0.completionDate } }
        set { update(\.completionDate, newValue) }
    }
    /// When the row was created.
    public var creationDate: TodoDate? {
        get { field(\.creationDate) { line in TodoLineParser.readHeader(line).0.creationDate } }
        set { update(\.creationDate, newValue) }
    }
    /// The description: words, +projects, @contexts and key:value tags other than Lista's own
    /// (`id`, `due`, `tracking`, `spent`, `tracked`, `note`), with its spacing exactly as written.
    public var text: String {
        get { field(\.text) { line in TodoLineParser.scan(line).text(of: line) } }
        set { update(\.text, newValue) }
    }
    /// The due date (`due:YYYY-MM-DD`).
    public var due: TodoDate? {
        get { field(\.due) { line in Self.tag(.due, of: line).due } }
        set { update(\.due, newValue) }
    }
    /// Seconds of time spent on this row (pter's `spent:`, plus an older `tracked:N` on the
    /// line, which is written as `spent:` from then on); 0 writes no tag. The timer running
    /// now is not in it (see ``trackingStart``).
    public var trackedSeconds: Int {
        get { field(\.trackedSeconds) { line in Self.tag(.spent, .tracked, of: line).trackedSeconds } }
        set { update(\.trackedSeconds, min(SpentTime.maximumSeconds, max(0, newValue))) }
    }
    /// When this row's running timer started (pter's `tracking:`); nil when none runs.
    public var trackingStart: TrackingStart? {
        get { field(\.trackingStart) { line in Self.tag(.tracking, of: line).trackingStart } }
        set { update(\.trackingStart, newValue) }
    }
    /// The row's note (`note:`): the name of its note file (``NoteFiles``), or an older note
    /// whose text is in the line (``NoteTag/inline(_:)``); nil, or an empty inline text, writes
    /// no tag.
    public var note: NoteTag? {
        get { field(\.note) { line in Self.tag(.note, of: line).note } }
        set { update(\.note, newValue) }
    }

    /// Marks the row done on `date` (sets the completion date).
    public mutating func complete(on date: TodoDate) {
        updateFields {
            $0.done = true
            $0.completionDate = date
        }
    }

    /// Marks the row not done and clears its completion date.
    public mutating func reopen() {
        updateFields {
            $0.done = false
            $0.completionDate = nil
        }
    }

    /// The line without its `id:` tag, for showing to people (e.g. `lista ls`).
    public var lineWithoutID: String {
        if let original = originalLine {
            return Self.removingIDToken(from: original, id: fields.id)
        }
        return TodoLinePrinter.print(fields, includeID: false)
    }

    /// The line a row without an id keeps once given `id`: its own, with ` id:…` appended.
    static func appendingID(_ id: String, to line: String) -> String {
        (line.isEmpty ? "" : line + " ") + "id:" + id
    }

    /// `line` without its last word that is, byte for byte, `id:` and `id` (words as the parser
    /// splits them, ``TodoWord``), and without one space next to it. O(n).
    private static func removingIDToken(from line: String, id: String) -> String {
        var line = line
        var id = id
        return line.withUTF8 { bytes in
            id.withUTF8 { id in
                guard let cut = idTokenCut(in: bytes, id: id) else { return String(decoding: bytes, as: UTF8.self) }
                var kept = Array(UnsafeBufferPointer(rebasing: bytes[..<cut.lowerBound]))
                kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cut.upperBound...]))
                return String(decoding: kept, as: UTF8.self)
            }
        }
    }

    /// What ``lineWithoutID`` takes out of a row's original line (its UTF-8 `line`) for the id
    /// `id`: the last word that is, byte for byte, `id:` and `id`, with one space next to it
    /// (the one before it, else the one after it); nil when no word is. The one rule for the
    /// row and for `lista ls` reading the file's bytes. O(n); O(length of the id) when the
    /// line ends with it, as Lista writes it.
    public static func idTokenCut(in line: UnsafeBufferPointer<UInt8>, id: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let tokenLength = 3 + id.count
        func isToken(_ word: Range<Int>) -> Bool {
            word.count == tokenLength && line[word.lowerBound] == UInt8(ascii: "i") && line[word.lowerBound + 1] == UInt8(ascii: "d")
                && line[word.lowerBound + 2] == UInt8(ascii: ":")
                && (id.isEmpty || memcmp(line.baseAddress! + word.lowerBound + 3, id.baseAddress!, id.count) == 0)
        }
        let space = UInt8(ascii: " ")
        // Lista writes the id last.
        if line.count > tokenLength, line[line.count - tokenLength - 1] == space, isToken((line.count - tokenLength)..<line.count) {
            return (line.count - tokenLength - 1)..<line.count
        }
        var found: Range<Int>?
        TodoWord.forEachWord(in: line) { word in
            if isToken(word) { found = word }
            return true
        }
        guard let found else { return nil }
        return found.lowerBound > 0 ? (found.lowerBound - 1)..<found.upperBound
            : found.lowerBound..<Swift.min(found.upperBound + 1, line.count)
    }
}

extension TodoItem {
    /// Applies to this row the change that turned `before` into `after`: each field that differs
    /// between the two takes `after`'s value, every other field stays as this row has it. So an
    /// undone toggle reopens the row without undoing a text another program wrote meanwhile.
    /// O(length of the texts).
    public mutating func replay(from before: TodoItem, to after: TodoItem) {
        let (old, new) = (before.fields, after.fields)
        updateFields { fields in
            if old.done != new.done { fields.done = new.done }
            if old.priority != new.priority { fields.priority = new.priority }
            if old.completionDate != new.completionDate { fields.completionDate = new.completionDate }
            if old.creationDate != new.creationDate { fields.creationDate = new.creationDate }
            if old.text != new.text { fields.text = new.text }
            if old.due != new.due { fields.due = new.due }
            if old.trackedSeconds != new.trackedSeconds { fields.trackedSeconds = new.trackedSeconds }
            if old.trackingStart != new.trackingStart { fields.trackingStart = new.trackingStart }
            if old.note != new.note { fields.note = new.note }
        }
    }
}

extension TodoItem {
    /// A value that is no item: these 24 bytes holding `object` instead, told apart from every
    /// item by a layout none has (a built item's mark with a nonzero start). Only
    /// ``TodoItemOrObject`` makes one, and it reads nothing of it but ``lentObject``.
    @usableFromInline init(lending object: AnyObject) {
        held = Held(object: object, start: Held.lentMark, length: 0, idCode: Held.builtMark)
    }

    /// Whether this is a lent value (``init(lending:)``), not an item. O(1).
    @usableFromInline var isLent: Bool {
        held.idCode == Held.builtMark && held.start == Held.lentMark
    }

    /// The object a lent value holds; nil for an item. O(1).
    @usableFromInline var lentObject: AnyObject? {
        isLent ? held.object : nil
    }

    /// Whether the object of a lent value is referenced from here alone. O(1).
    @usableFromInline mutating func lentObjectIsUniquelyReferenced() -> Bool {
        isLent && isKnownUniquelyReferenced(&held.object)
    }
}
