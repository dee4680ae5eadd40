import Glibc

/// Reads one todo.txt line into fields.
///
/// Grammar (todo.txt, with Lista's tags):
/// - `x ` at the very start: done; then an optional completion date and, only after it, an
///   optional creation date (each followed by a space or the end of the line).
/// - otherwise `(A) ` (A-Z) at the very start: priority; then an optional creation date.
/// - the rest is the description. Tokens are separated by single spaces; tokens that Lista owns
///   are taken out of the text: `id:`, `due:` (a valid date), pter's `spent:` (time spent, see
///   `SpentTime`) and `tracking:` (a running timer's start, see `TrackingStart`), the older
///   `tracked:` (seconds, digits; read and added to the time spent, never written again),
///   `note:` (a note file's name, or an older escaped note: see `NoteTag`), and on done lines `pri:X` (where todo.txt
///   clients keep a completed row's priority). When a key appears more than once, the last
///   valid token is the field and the others stay in the text. Every other byte stays in the
///   text exactly, spacing included.
enum TodoLineParser {
    /// Parses a line (without its line ending). O(n) in the line's length.
    static func parse(_ line: String) -> TodoFields {
        var line = line
        return line.withUTF8 { scan($0).fields(of: $0) }
    }

    /// Reads a line's bytes (valid UTF-8, no line ending, no line break): its header, which
    /// tokens are Lista's tags, and where its text is. `parse` is this plus the fields made from
    /// them; `lista ls` reads rows with it alone, making nothing. O(n) in the line's length.
    static func scan(_ line: UnsafeBufferPointer<UInt8>) -> LineScan {
        let (header, restStart) = readHeader(line)
        return scanDescription(line, from: restStart, header: header, ownsID: true)
    }

    /// Reads a description alone (no header: a leading `x ` or `(A) ` stays text, and so does
    /// an `id:` word: a row's id is not edited through its text). O(n).
    static func parseDescription(_ body: Substring) -> TodoFields {
        withBytes(of: body) { scanDescription($0, from: 0, header: LineHeader(), ownsID: false).fields(of: $0) }
    }

    /// Reads the header (done mark, dates, priority) and returns the rest of the line. O(1).
    static func parseHeader(_ line: Substring) -> (TodoFields, rest: Substring) {
        let (header, restStart) = withBytes(of: line) { readHeader($0) }
        let utf8 = line.utf8
        return (header.fields, line[utf8.index(utf8.startIndex, offsetBy: restStart)...])
    }

    /// Whether the line of `bytes` is a done row's: it starts with `x `. O(1).
    static func isDone(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 2 && bytes[0] == UInt8(ascii: "x") && bytes[1] == UInt8(ascii: " ")
    }

    /// Where the id's token is in a line's bytes (as ``scan(_:)`` finds it, `taken.id`),
    /// without reading the header or any other tag: for a row that is only filed by its id.
    /// The header holds no colon and ends with a space, so the line's tokens with a colon are
    /// its description's. O(n).
    static func idToken(_ line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        // The last valid one, as in a whole scan, by the same rule; nothing else is made (most
        // lines hold no colon). Only a token starting with `i` can be one: no other is read.
        var found: Range<Int>?
        forEachColonToken(line, from: 0) { token in
            if line[token.lowerBound] == UInt8(ascii: "i"), recognise(line, token, done: false, ownsID: true) == .id { found = token }
        }
        return found
    }

    /// The header of a line's bytes and the offset where the rest starts. O(1).
    static func readHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> (LineHeader, restStart: Int) {
        var fields = LineHeader()
        var rest = 0
        if isDone(bytes) {
            fields.done = true
            rest = 2
            if let date = takeDate(bytes, &rest) {
                fields.completionDate = date
                fields.creationDate = takeDate(bytes, &rest)
            }
        } else {
            fields.priority = takePriority(bytes, &rest)
            fields.creationDate = takeDate(bytes, &rest)
        }
        return (fields, rest)
    }

    /// Whether `line` with ` id:…` appended still reads with `header`'s done mark, priority and
    /// dates (a line that is just `x` turns done so): the rule by which a row given an id keeps
    /// its line byte for byte. `lineHeader`: the line's own ``readHeader(_:)``, when the
    /// caller has read it. O(1).
    static func appendingIDKeeps(header: LineHeader, of line: UnsafeBufferPointer<UInt8>, lineHeader: LineHeader? = nil) -> Bool {
        // The header reads at most the first 24 bytes (`x `, two dates and their spaces), so
        // appending to a longer line cannot change it.
        let after = line.count >= 26 ? lineHeader ?? readHeader(line).0
            : (Array(line) + Array(" id:0".utf8)).withUnsafeBufferPointer { readHeader($0).0 }
        return header == after
    }

    /// Calls `body` with the UTF-8 of `text`, contiguous. O(1) for a native string.
    private static func withBytes<Result>(of text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Takes `(A) ` from `rest`, or `(A)` when it ends the bytes; the letter's byte.
    private static func takePriority(_ bytes: UnsafeBufferPointer<UInt8>, _ rest: inout Int) -> UInt8? {
        guard bytes.count - rest >= 3, bytes[rest] == UInt8(ascii: "(") else { return nil }
        let letter = bytes[rest + 1]
        guard letter >= UInt8(ascii: "A"), letter <= UInt8(ascii: "Z"), bytes[rest + 2] == UInt8(ascii: ")") else { return nil }
        guard takeTokenEnd(bytes, at: rest + 3, &rest) else { return nil }
        return letter
    }

    /// Takes `YYYY-MM-DD ` from `rest`, or `YYYY-MM-DD` when it ends the bytes.
    private static func takeDate(_ bytes: UnsafeBufferPointer<UInt8>, _ rest: inout Int) -> TodoDate? {
        guard bytes.count - rest >= 10 else { return nil }
        let end = rest + 10
        guard let date = TodoDate(utf8: UnsafeBufferPointer(rebasing: bytes[rest..<end])),
              takeTokenEnd(bytes, at: end, &rest) else { return nil }
        return date
    }

    /// Ends a header token at `end`: the bytes end there, or a space follows, which is taken
    /// with the token. False (and `rest` unchanged) when another byte follows.
    private static func takeTokenEnd(_ bytes: UnsafeBufferPointer<UInt8>, at end: Int, _ rest: inout Int) -> Bool {
        guard end == bytes.count || bytes[end] == UInt8(ascii: " ") else { return false }
        rest = end == bytes.count ? end : end + 1
        return true
    }

    /// The kinds of token Lista owns (its tags).
    enum Owned: Int { case id, due, tracked, spent, tracking, note, priority }

    /// The kinds of Lista tag that `text` holds a valid token of, read as the description of
    /// a line (done or not: `pri:` is a tag on done lines only) whose `id:` words are tags. O(n).
    /// Tokens are split on space bytes, as `parse` splits them (a space followed by a
    /// combining mark is one `Character`, but still ends a token).
    static func ownedKinds(in text: Substring, done: Bool) -> Set<Owned> {
        withBytes(of: text) { bytes in
            var kinds = Set<Owned>()
            TodoWord.forEachWord(in: bytes) { token in
                if let kind = recognise(bytes, token, done: done, ownsID: true) { kinds.insert(kind) }
                return true
            }
            return kinds
        }
    }

    /// The last recognised token of each kind (at most seven, by their byte ranges), without
    /// allocating.
    struct TakenTokens {
        /// The tokens in line order (a token found later is always further right).
        private var ordered = InlineArray<7, Range<Int>>(repeating: 0..<0)
        private(set) var count = 0
        private var kinds = InlineArray<7, Owned>(repeating: .id)

        subscript(kind: Owned) -> Range<Int>? {
            get {
                for index in 0..<count where kinds[index] == kind { return ordered[index] }
                return nil
            }
        }

        var id: Range<Int>? { self[.id] }
        /// The kind of the token at `index` in line order (below ``count``).
        func kind(at index: Int) -> Owned { kinds[index] }
        var priority: Range<Int>? { self[.priority] }
        var isEmpty: Bool { count == 0 }

        /// Takes `token` as the field of `kind`, in place of an earlier one. `token` must lie
        /// after every token taken so far. O(1).
        mutating func take(_ token: Range<Int>, as kind: Owned) {
            if let earlier = (0..<count).first(where: { kinds[$0] == kind }) {
                for index in earlier..<(count - 1) {
                    ordered[index] = ordered[index + 1]
                    kinds[index] = kinds[index + 1]
                }
                count -= 1
            }
            ordered[count] = token
            kinds[count] = kind
            count += 1
        }

        /// Calls `body` with each token, in line order. O(1), nothing allocated.
        @inline(__always)
        func forEachInOrder(_ body: (Range<Int>) -> Void) {
            for index in 0..<count { body(ordered[index]) }
        }
    }

    /// Splits the description, the bytes from `start` on, into text and Lista-owned tags.
    /// The text is the description's tokens (split on single spaces) without the owned ones,
    /// joined by single spaces: each owned token leaves with one neighbouring space. O(n).
    private static func scanDescription(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, header: LineHeader,
                                        ownsID: Bool) -> LineScan {
        let body = start..<bytes.count
        // Only a token with a colon can be owned. The last valid token of a kind is the field:
        // later ones replace earlier ones.
        var taken = TakenTokens()
        forEachColonToken(bytes, from: start) { token in
            if let kind = recognise(bytes, token, done: header.done, ownsID: ownsID) { taken.take(token, as: kind) }
        }
        return LineScan(header: header, body: body, taken: taken)
    }

    /// Calls `body` with each token of `bytes[start...]` that holds a colon, left to right (a
    /// token lies between spaces, or `start` and the end). Each colon found leads to its token.
    /// O(n).
    @inline(__always)
    private static func forEachColonToken(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                          _ body: (_ token: Range<Int>) -> Void) {
        let space = UInt8(ascii: " ")
        guard let base = bytes.baseAddress, start < bytes.count else { return }
        var position = start
        while position < bytes.count, let found = memchr(base + position, Int32(UInt8(ascii: ":")), bytes.count - position) {
            let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var tokenStart = colon
            while tokenStart > start, bytes[tokenStart - 1] != space { tokenStart -= 1 }
            let tokenEnd = memchr(found, Int32(space), bytes.count - colon)
                .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
            body(tokenStart..<tokenEnd)
            position = tokenEnd
        }
    }

    /// The kind of owned token `bytes[token]` is, when it is a valid one; nil for any other
    /// token. With `fields`, its value is stored there.
    static func recognise(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Range<Int>, done: Bool, ownsID: Bool,
                                  storingIn fields: UnsafeMutablePointer<TodoFields>? = nil) -> Owned? {
        // A cheap byte test first: could this token be `id:`, `due:`, `tracked:`, `tracking:`,
        // `spent:`, `note:` or `pri:`?
        guard token.count >= 3 else { return nil }
        switch bytes[token.lowerBound] {
        case UInt8(ascii: "i"), UInt8(ascii: "d"), UInt8(ascii: "t"), UInt8(ascii: "s"), UInt8(ascii: "n"), UInt8(ascii: "p"): break
        default: return nil
        }
        guard let colon = bytes[token].firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let key = UnsafeBufferPointer(rebasing: bytes[token.lowerBound..<colon])
        let value = UnsafeBufferPointer(rebasing: bytes[(colon + 1)..<token.upperBound])
        func keyIs(_ name: StaticString) -> Bool {
            key.count == name.utf8CodeUnitCount && memcmp(key.baseAddress!, name.utf8Start, key.count) == 0
        }
        if keyIs("id") {
            // A line whose `id:` words are tags owns its id.
            guard ownsID && TodoID.isValid(utf8: value) else { return nil }
            fields?.pointee.id = String(decoding: value, as: UTF8.self)
            return .id
        } else if keyIs("due") {
            guard let date = TodoDate(utf8: value) else { return nil }
            fields?.pointee.due = date
            return .due
        } else if keyIs("tracked") {
            guard !value.isEmpty, value.count <= 15,
                  value.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  // Canonical digits only (no leading zeros), so printing gives back the same token.
                  value.count == 1 || value[0] != UInt8(ascii: "0") else { return nil }
            // The older tag counts as time spent, added to a `spent:` on the same line.
            fields?.pointee.addSpent(value.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
            return .tracked
        } else if keyIs("spent") {
            guard let seconds = SpentTime.seconds(utf8: value) else { return nil }
            fields?.pointee.addSpent(seconds)
            return .spent
        } else if keyIs("tracking") {
            guard let start = TrackingStart(utf8: value) else { return nil }
            fields?.pointee.trackingStart = start
            return .tracking
        } else if keyIs("note") {
            guard let note = NoteTag.reading(value) else { return nil }
            fields?.pointee.note = note
            return .note
        } else if keyIs("pri") {
            guard done, value.count == 1, value[0] >= UInt8(ascii: "A"), value[0] <= UInt8(ascii: "Z") else { return nil }
            fields?.pointee.priority = Character(Unicode.Scalar(value[0]))
            return .priority
        }
        return nil
    }
}

/// A line's header, read from its bytes: the done mark, the priority's letter and the dates.
struct LineHeader: Equatable {
    var done = false
    var priority: UInt8?
    var completionDate: TodoDate?
    var creationDate: TodoDate?

    /// As fields (every other field empty).
    var fields: TodoFields {
        TodoFields(done: done, priority: priority.map { Character(Unicode.Scalar($0)) },
                   completionDate: completionDate, creationDate: creationDate)
    }
}

extension LineHeader {
    /// The header of `fields`.
    init(_ fields: TodoFields) {
        self.init(done: fields.done, priority: fields.priority?.asciiValue, completionDate: fields.completionDate,
                  creationDate: fields.creationDate)
    }
}

/// A line read from its bytes: its header, which tokens are Lista's tags, and so where its text
/// is (the description without them). Offsets are into the bytes that were read. Nothing in it
/// is counted by reference, so reading a row this way makes nothing.
struct LineScan {
    var header: LineHeader
    /// Where the description starts and ends.
    var body: Range<Int>
    var taken: TodoLineParser.TakenTokens

    /// The header of the line's fields: ``header``, but for a done row's priority, which its
    /// `pri:` tag holds (the rule by which a row given an id keeps its line compares this).
    /// O(1).
    func fieldsHeader(of bytes: UnsafeBufferPointer<UInt8>) -> LineHeader {
        guard let token = taken.priority else { return header }
        var fields = header.fields
        _ = TodoLineParser.recognise(bytes, token, done: header.done, ownsID: true, storingIn: &fields)
        return LineHeader(fields)
    }

    /// The line's fields, their values and text taken from `bytes` (the bytes that were read).
    /// O(line length).
    func fields(of bytes: UnsafeBufferPointer<UInt8>) -> TodoFields {
        var fields = header.fields
        withUnsafeMutablePointer(to: &fields) { pointer in
            taken.forEachInOrder { token in
                _ = TodoLineParser.recognise(bytes, token, done: header.done, ownsID: true, storingIn: pointer)
            }
        }
        fields.text = text(of: bytes)
        return fields
    }

    /// Calls `body` with the text's bytes (``TodoItem/text``'s UTF-8): in place when they are
    /// one run of `line` (nearly always), else put together in `scratch`. O(1) in place.
    @inline(__always)
    func withText<Result>(in line: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8],
                          _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var first: Range<Int>?
        var several = false
        scratch.removeAll(keepingCapacity: true)
        forEachTextPart { part in
            if let only = first {
                if !several { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: line[only])) }
                several = true
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: line[part]))
            } else {
                first = part
            }
        }
        return several ? scratch.withUnsafeBufferPointer(body) : body(UnsafeBufferPointer(rebasing: line[first ?? 0..<0]))
    }

    /// Calls `body` with each run of the text's bytes, in order (at most eight). O(1) each.
    @inline(__always)
    func forEachTextPart(_ visit: (Range<Int>) -> Void) {
        var cursor = self.body.lowerBound
        forEachCut { _, cut in
            if cut.lowerBound > cursor { visit(cursor..<cut.lowerBound) }
            cursor = cut.upperBound
        }
        if self.body.upperBound > cursor { visit(cursor..<self.body.upperBound) }
    }

    /// Calls `body` with each owned token, in order, and the bytes the text leaves out for it:
    /// the token with its preceding space when a kept token comes before it, else with its
    /// following space (if any). These cuts never overlap. The one rule of where a tag's bytes
    /// end, for the text and for a line printed over another (``TodoLinePrinter``). O(1) each.
    @inline(__always)
    func forEachCut(_ visit: (_ token: Range<Int>, _ cut: Range<Int>) -> Void) {
        // Every token before this one was taken when they sit one space apart from the
        // description's start.
        var onlyTakenBefore = true
        var nextUntaken = self.body.lowerBound
        taken.forEachInOrder { token in
            onlyTakenBefore = onlyTakenBefore && token.lowerBound == nextUntaken
            nextUntaken = token.upperBound + 1
            var cutStart = token.lowerBound
            var cutEnd = token.upperBound
            if !onlyTakenBefore {
                cutStart -= 1
            } else if cutEnd != self.body.upperBound {
                cutEnd += 1
            }
            visit(token, cutStart..<cutEnd)
        }
    }

    /// The text, made from `bytes` (the bytes that were read). O(its length).
    func text(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        var count = 0
        var only: Range<Int>?
        var parts = 0
        forEachTextPart { part in
            count += part.count
            only = part
            parts += 1
        }
        if parts <= 1 { return String(decoding: UnsafeBufferPointer(rebasing: bytes[only ?? 0..<0]), as: UTF8.self) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            forEachTextPart { part in
                for offset in part { buffer[written] = bytes[offset]; written += 1 }
            }
            return written
        }
    }
}
