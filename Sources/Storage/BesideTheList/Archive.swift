/// Moving done rows to done.txt, the one rule for `lista archive` and the app's archive key.
///
/// The order of writes is what makes it safe to kill at any moment. Under the list's lock:
/// 1. done.txt is read (the one parser gives each line's id);
/// 2. the rows whose exact line (id included) is not in done.txt yet are appended to it, in one
///    write, and synced;
/// 3. only then are the rows removed from the list, by the atomic save.
///
/// A kill before 2 ends leaves every row in the list only (a cut-off last line of done.txt that
/// begins a row still to archive is dropped by the next archive before it appends again); a
/// kill between 2 and 3 leaves the rows in both files, and the next archive finds their lines
/// in done.txt and removes them from the list without appending them again. So no row is lost,
/// and after any archive that ends, no row is in both files.
///
/// A row archived in another version than the list's file holds (the app's archive key pressed
/// before a toggle was saved) is first written to the list in the version archived (step 0,
/// ``TodoStore``'s save), so the list never holds an older version of a row whose line step 2
/// appended. A pending row never leaves the list by an archive, whatever done.txt holds: a done
/// line there with the same words is an older occurrence of the task (archived on another day,
/// or the task added again after it was archived), not this row.
///
/// Taking rows back out (the app's undo) goes the other way round for the same reason: the list
/// is written with the rows first, and only then are their lines taken out of done.txt, so a
/// kill in between leaves them in both files (the state the next archive finishes), never in
/// neither.
extension DoneFile {
    /// done.txt's rows, by text, as the archive matches the list's rows against them.
    /// O(done.txt).
    public func archivedRows() throws -> ArchivedRows {
        ArchivedRows(bytes: try read())
    }

    /// Appends the rows whose line done.txt does not hold yet (by id and line), in one synced
    /// write; step 2 above. Returns how many it appended. O(done.txt + rows).
    @discardableResult
    public func appendMissing(_ rows: [TodoItem], lineEnding: LineEnding) throws -> Int {
        guard !rows.isEmpty else { return 0 }
        return try appendMissing(rows, lineEnding: lineEnding, to: try archivedRows())
    }

    /// ``appendMissing(_:lineEnding:)`` with done.txt already read as `archived`.
    func appendMissing(_ rows: [TodoItem], lineEnding: LineEnding, to archived: ArchivedRows) throws -> Int {
        let missing = rows.filter { !archived.holds($0) }.map(\.line)
        guard !missing.isEmpty else { return 0 }
        let bytes = archived.bytes
        var dropTail = 0
        var separator: String?
        if let last = bytes.last, last != UInt8(ascii: "\n") {
            // A byte order mark is no part of the first line, cut off or not.
            let tailStart = bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? LineSplit.byteOrderMarkLength(bytes)
            let tail = bytes[tailStart...]
            if missing.contains(where: { $0.utf8.count > tail.count && $0.utf8.starts(with: tail) }) {
                dropTail = tail.count
            } else {
                separator = lineEnding.rawValue
            }
        }
        try append(missing.map { $0 + lineEnding.rawValue }.joined(), dropTail: dropTail, separator: separator)
        return missing.count
    }

    /// Takes the lines of `rows` (each exact line once, as ``appendMissing(_:lineEnding:)`` wrote
    /// it) out of done.txt, replacing the file atomically; other lines stay byte for byte.
    /// Nothing is written when none of them is there. O(done.txt + rows).
    public func remove(_ rows: [TodoItem]) throws {
        guard !rows.isEmpty else { return }
        let bytes = try read()
        guard !bytes.isEmpty else { return }
        var wanted: [String: Int] = [:]
        for row in rows { wanted[row.line, default: 0] += 1 }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var removedAny = false
        // done.txt's lines as the list's are split (``LineSplit``); a line goes with its ending.
        let split = bytes.withUnsafeBufferPointer(LineSplit.init)
        kept += bytes[..<split.lineStart]
        for (index, line) in split.ranges.enumerated() {
            let end = index + 1 < split.ranges.count ? split.ranges[index + 1].lowerBound : bytes.count
            let text = String(decoding: bytes[line], as: UTF8.self)
            if let count = wanted[text], count > 0 {
                wanted[text] = count - 1
                removedAny = true
            } else {
                kept += bytes[line.lowerBound..<end]
            }
        }
        guard removedAny else { return }
        try AtomicWriter.write(kept, to: path)
    }

    /// Step 2 and the choice of rows for a save that archives: of the `requested` rows (done
    /// rows the app took out of its list), those the merged `file` no longer holds are archived
    /// as the app had them; those the merge kept (changed elsewhere meanwhile) are archived in
    /// the file's version if still done, and stay in the list if another program reopened them.
    /// The archived ones are appended to done.txt, then taken out of `file`. Returns them.
    /// O(file + done.txt).
    @discardableResult
    public func archive(_ requested: [TodoItem], from file: inout TodoFile) throws -> [TodoItem] {
        guard !requested.isEmpty else { return [] }
        let requestedIDs = Set(requested.map(\.id))
        var inFile = Set<String>()
        var keptDone: [TodoItem] = []
        for item in file.items where requestedIDs.contains(item.id) {
            inFile.insert(item.id)
            if item.done { keptDone.append(item) }
        }
        let moving = requested.filter { !inFile.contains($0.id) } + keptDone
        try appendMissing(moving, lineEnding: file.lineEnding)
        let moved = Set(moving.map(\.id))
        file.items.removeAll { moved.contains($0.id) }
        return moving
    }
}

extension TodoStore {
    /// The archive beside this list.
    public var doneFile: DoneFile { DoneFile(besideList: path) }

    /// `lista archive`: moves every done row to done.txt, under the lock, in the order above
    /// (a done row whose exact line done.txt holds already only leaves the list); pending rows
    /// stay. Says what moved; nothing when there is no list. Throws `StorageError`.
    /// O(file + done.txt).
    public func archiveDone() throws -> ArchiveCount {
        guard try FileStatus.of(path) != nil else { return ArchiveCount() }
        let done = doneFile
        // `modify` may build the file more than once (when another writer got in between):
        // each pass appends only what the passes before it did not.
        var appended = 0
        let (leaving, save) = try modify { file -> Int in
            let finished = file.items.filter(\.done)
            guard !finished.isEmpty else { return 0 }
            appended += try done.appendMissing(finished, lineEnding: file.lineEnding, to: try done.archivedRows())
            let leaving = Set(finished.map(\.id))
            file.items.removeAll { $0.done && leaving.contains($0.id) }
            return finished.count
        }
        return ArchiveCount(appended: appended, alreadyArchived: Swift.max(0, leaving - appended), warnings: save.warnings)
    }
}

/// What `lista archive` did.
public struct ArchiveCount: Sendable, Equatable {
    /// Rows whose lines it appended to done.txt.
    public var appended = 0
    /// Rows that only left the list: done.txt held them already (an archive cut off before
    /// the list was written).
    public var alreadyArchived = 0
    /// What the list's save noticed (an owner it could not keep).
    public var warnings: [LoadWarning] = []
}

/// done.txt's rows by text: which of the list's rows it holds (the same line). By text, not
/// id: a row without an id in its line is known by one derived from that line, which its done
/// line in done.txt does not share.
public struct ArchivedRows: Sendable {
    /// done.txt as read.
    let bytes: [UInt8]
    private var byText: [String: [TodoItem]] = [:]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        for item in TodoFile.parse(bytes).file.items { byText[item.text, default: []].append(item) }
    }

    /// Whether done.txt holds this row's exact line. O(1) expected.
    public func holds(_ row: TodoItem) -> Bool {
        byText[row.text]?.contains { $0.line == row.line } == true
    }

    /// Whether done.txt holds `row` done: a done line whose fields, the done mark, its date and
    /// the priority set aside (todo.sh's `do` drops it), are the row's (its id too, when both
    /// lines hold one). How a row another program removed from the list is known to have been
    /// archived there, not deleted. O(1) expected.
    public func holdsDoneVersion(of row: TodoItem) -> Bool {
        guard let versions = byText[row.text] else { return false }
        var row = row.fields
        (row.done, row.completionDate, row.priority) = (false, nil, nil)
        return versions.contains { version in
            guard version.done else { return false }
            var reopened = version.fields
            (reopened.done, reopened.completionDate, reopened.priority) = (false, nil, nil)
            var mine = row
            if !(reopened.writesID && mine.writesID) {
                (reopened.id, reopened.writesID) = ("", true)
                (mine.id, mine.writesID) = ("", true)
            }
            return reopened == mine
        }
    }
}
