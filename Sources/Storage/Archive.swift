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
/// Taking rows back out (the app's undo) goes the other way round for the same reason: the list
/// is written with the rows first, and only then are their lines taken out of done.txt, so a
/// kill in between leaves them in both files (the state the next archive finishes), never in
/// neither.
extension DoneFile {
    /// Appends the rows whose line done.txt does not hold yet (by id and line), in one synced
    /// write; step 2 above. O(done.txt + rows).
    public func appendMissing(_ rows: [TodoItem], lineEnding: LineEnding) throws {
        guard !rows.isEmpty else { return }
        let bytes = try read()
        var archived: [String: Set<String>] = [:]
        for item in TodoFile.parse(bytes).file.items {
            archived[item.id, default: []].insert(item.line)
        }
        let missing = rows.filter { archived[$0.id]?.contains($0.line) != true }.map(\.line)
        guard !missing.isEmpty else { return }
        var dropTail = 0
        var separator: String?
        if let last = bytes.last, last != UInt8(ascii: "\n") {
            let tailStart = bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let tail = bytes[tailStart...]
            if missing.contains(where: { $0.utf8.count > tail.count && $0.utf8.starts(with: tail) }) {
                dropTail = tail.count
            } else {
                separator = lineEnding.rawValue
            }
        }
        try append(missing.map { $0 + lineEnding.rawValue }.joined(), dropTail: dropTail, separator: separator)
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
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            var content = bytes[start..<end]
            if content.last == UInt8(ascii: "\n") { content = content.dropLast() }
            if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
            let line = String(decoding: content, as: UTF8.self)
            if let count = wanted[line], count > 0 {
                wanted[line] = count - 1
                removedAny = true
            } else {
                kept += bytes[start..<end]
            }
            start = end
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

    /// `lista archive`: moves every done row to done.txt, under the lock, in the order above.
    /// Returns how many rows it moved (0 when there is no list). Throws `StorageError`.
    public func archiveDone() throws -> Int {
        guard try FileStatus.of(path) != nil else { return 0 }
        let done = doneFile
        let (count, _) = try modify { file -> Int in
            let finished = file.items.filter(\.done)
            guard !finished.isEmpty else { return 0 }
            try done.appendMissing(finished, lineEnding: file.lineEnding)
            file.items.removeAll(where: \.done)
            return finished.count
        }
        return count
    }
}
