/// A file's rows as the merge's base keeps them: 8 bytes a row for a line read and unchanged
/// (16 when the line was given an id at load), instead of a 24-byte ``TodoItem``.
///
/// Nearly every row of a base is a line of one file's bytes, which the list's own rows share:
/// such a row is kept as one word (where the line is, where its id is), and read back as the
/// very same ``TodoItem`` (equal, and the same line of the same bytes). Any other row (changed,
/// built in code, of other bytes, or too long to pack) is kept whole beside the words. When
/// such rows are more than an eighth of them, the rows are kept as a plain array instead, so a
/// base never takes more memory than the array would.
public struct PackedRows: RandomAccessCollection, Sendable, Equatable {
    private enum Form: Sendable {
        case packed(Packed)
        case plain([TodoItem])
    }

    private var form: Form

    /// `rows`, in order. O(rows).
    public init<Rows: Collection>(_ rows: Rows) where Rows.Element == TodoItem {
        form = .plain([])
        refill(with: rows)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch form {
        case let .packed(packed): packed.words.count
        case let .plain(items): items.count
        }
    }

    /// The row at `position`, as it was given. O(1).
    public subscript(position: Int) -> TodoItem {
        switch form {
        case let .packed(packed): packed[position]
        case let .plain(items): items[position]
        }
    }

    /// Whether the rows are held packed (for tests of memory).
    var isPacked: Bool {
        if case .packed = form { return true }
        return false
    }

    /// Where the packed words are stored, nil when not packed (for tests of memory).
    var wordsAddress: UnsafeRawPointer? {
        guard case let .packed(packed) = form else { return nil }
        return packed.words.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// Replaces the rows with `rows`, reusing the words' storage when the rows are lines of the
    /// same bytes as before (a save after an edit). O(rows).
    mutating func refill<Rows: Collection>(with rows: Rows) where Rows.Element == TodoItem {
        // Rows in an array are refilled by code made for a buffer of items: this is called from
        // generic code in other modules, where each step of a generic walk is a call through
        // witness tables (a third of a 1M-row save).
        if rows.withContiguousStorageIfAvailable({ refill(fromBuffer: $0) }) != nil { return }
        refill(fromAny: rows)
    }

    private mutating func refill(fromBuffer rows: UnsafeBufferPointer<TodoItem>) {
        refill(fromAny: rows)
    }

    private mutating func refill<Rows: Collection>(fromAny rows: Rows) where Rows.Element == TodoItem {
        guard let file = Self.dominantFile(of: rows) else {
            form = .plain(Array(rows))
            return
        }
        // Taken out of `self` first, so that `packed` holds the only reference to its arrays.
        var taken = Form.plain([])
        swap(&taken, &form)
        var packed: Packed
        switch consume taken {
        case let .packed(existing) where existing.file === file: packed = existing
        default: packed = Packed(file: file)
        }
        packed.refill(with: rows)
        form = packed.exceptions.count * 8 > packed.words.count + 64 ? .plain(Array(rows)) : .packed(packed)
    }

    /// The bytes the first read row is a line of: the rows of a base are lines of one file's
    /// bytes but for a few, wherever those few are (the first thousand rows edited, say). Nil
    /// when no row is read and unchanged. O(rows before the first read one).
    private static func dominantFile<Rows: Collection>(of rows: Rows) -> FileBytes? where Rows.Element == TodoItem {
        for item in rows {
            if let line = item.readLine { return line.file }
        }
        return nil
    }

    public static func == (lhs: PackedRows, rhs: PackedRows) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

/// Rows that are lines of `file`, a word each; the others whole, by position.
private struct Packed: Sendable {
    let file: FileBytes
    /// Per row: the line's start (bits 0–31), its length (32–43), its id's offset in the line
    /// (44–55) and length (56–63; zero: no id of its own). ``exception``: the row is in `exceptions`.
    var words: [UInt64] = []
    /// Per row, once any row has one: the id code of an id given at load (zero: none).
    var appendedIDs: [UInt64] = []
    var exceptions: [Int: TodoItem] = [:]

    static let exception = UInt64.max
    private static let fieldLimit: UInt64 = 1 << 12
    private static let idLengthLimit: UInt64 = 1 << 8

    subscript(position: Int) -> TodoItem {
        let word = words[position]
        if word == Self.exception { return exceptions[position]! }
        let idLength = word >> 56
        var code = idLength == 0 ? 0 : (word >> 44 & (Self.fieldLimit - 1)) | idLength << 32
        if !appendedIDs.isEmpty, appendedIDs[position] != 0 { code = appendedIDs[position] }
        return TodoItem(ReadLine(file: file, start: UInt32(truncatingIfNeeded: word),
                                 length: UInt32(truncatingIfNeeded: word >> 32 & (Self.fieldLimit - 1)), idCode: code))
    }

    mutating func refill<Rows: Collection>(with rows: Rows) where Rows.Element == TodoItem {
        let count = rows.count
        if words.count > count { words.removeSubrange(count...) }
        RoomToGrow.reserve(&words, for: count)
        if !appendedIDs.isEmpty {
            if appendedIDs.count > count { appendedIDs.removeSubrange(count...) }
            for position in appendedIDs.indices { appendedIDs[position] = 0 }
            RoomToGrow.reserve(&appendedIDs, for: count)
            appendedIDs.append(contentsOf: repeatElement(0, count: count - appendedIDs.count))
        }
        exceptions.removeAll()
        for (position, item) in rows.enumerated() {
            let word = pack(item, at: position, of: count)
            if position < words.count { words[position] = word } else { words.append(word) }
        }
    }

    /// `item`'s word, keeping what the word cannot hold beside it.
    private mutating func pack(_ item: TodoItem, at position: Int, of count: Int) -> UInt64 {
        guard let line = item.readLine, line.file === file, UInt64(line.length) < Self.fieldLimit else {
            exceptions[position] = item
            return Self.exception
        }
        let place = UInt64(line.start) | UInt64(line.length) << 32
        if line.hasAppendedID {
            if appendedIDs.isEmpty {
                RoomToGrow.reserve(&appendedIDs, for: count)
                appendedIDs.append(contentsOf: repeatElement(0, count: count))
            }
            appendedIDs[position] = line.idCode
            return place
        }
        if line.idCode == 0 { return place }
        let (offset, length) = (line.idCode & 0xFFFF_FFFF, line.idCode >> 32 & 0xFFFF)
        guard offset < Self.fieldLimit, length < Self.idLengthLimit, length > 0 else {
            exceptions[position] = item
            return Self.exception
        }
        return place | offset << 44 | length << 56
    }
}
