import Storage

/// `lista archive`: moves done rows to `done.txt` beside the list, as todo.sh does.
///
/// The order of writes is what makes it safe to kill at any moment. Under the list's lock:
/// 1. done.txt is read (Storage's parser gives each line's id);
/// 2. the done rows whose exact line (id included) is not in done.txt yet are appended to it,
///    in one write, and synced;
/// 3. only then are the done rows removed from the list, by Storage's atomic save.
///
/// A kill before 2 ends leaves every row in the list only (a cut-off last line of done.txt
/// that begins a row still to archive is dropped by the next archive before it appends again);
/// a kill between 2 and 3 leaves the rows in both files, and the next archive finds their
/// lines in done.txt and removes them from the list without appending them again. So no row
/// is lost, and after any archive that ends, no row is in both files.
enum ArchiveCommand {
    static func run(store: TodoStore, context: CommandContext) throws {
        let done = DoneFile(besideList: store.path)
        guard done.path != store.path else {
            throw CommandFailure.refused("The list is itself \(done.path): there is nowhere to archive to.")
        }
        guard try FileStatus.of(store.path) != nil else {
            context.standardOutput("Archived 0 rows.\n")
            return
        }
        let (count, _) = try store.modify { file -> Int in
            let finished = file.items.filter(\.done)
            guard !finished.isEmpty else { return 0 }
            try appendMissing(finished, to: done, lineEnding: file.lineEnding.rawValue)
            file.items.removeAll(where: \.done)
            return finished.count
        }
        context.standardOutput("Archived \(count) row\(count == 1 ? "" : "s") to \(done.path).\n")
    }

    /// Appends to done.txt the rows whose line it does not hold yet (by id and line).
    private static func appendMissing(_ rows: [TodoItem], to done: DoneFile, lineEnding: String) throws {
        let bytes = try done.read()
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
                separator = lineEnding
            }
        }
        try done.append(missing.map { $0 + lineEnding }.joined(), dropTail: dropTail, separator: separator)
    }
}
