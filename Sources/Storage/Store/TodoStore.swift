import Glibc

/// Reads and writes one todo.txt file safely.
///
/// - Saves are atomic (`AtomicWriter`) and keep the file's permissions.
/// - Saves run under an advisory lock (`FileLock`) so processes take turns.
/// - Before writing, the file on disk is compared with the snapshot the caller last saw
///   (`FileFingerprint`: stat data plus a content hash); if it changed it is read and merged
///   (`TodoMerge`) first. If reading fails the save fails: a shorter file is never written
///   because of a failed read.
/// - A file that changes between our read and our rename (a writer that does not lock, such as
///   `echo >> todo.txt`) is noticed just before the rename and the merge is redone.
///
/// The store holds no state: the caller keeps the `StoreSnapshot`. All methods block on I/O;
/// call them off the UI path.
public struct TodoStore: Sendable {
    /// The to-do file's path, with symbolic links resolved (a todo.txt that links into a synced
    /// folder stays a link: saves replace the file it points to, not the link).
    public let path: String
    /// Whether every save writes each row's id into its line (``TodoFile/writeEveryID()``):
    /// the config's `set ids always`. Off, a save writes only the ids lines already hold.
    public var writesIDs = false

    /// A store for the file at `path`. Only resolves symbolic links; nothing else is touched
    /// until a method is called.
    public init(path: String, writesIDs: Bool = false) {
        self.path = POSIXIO.resolvingLinks(path)
        self.writesIDs = writesIDs
    }

    /// Reads and parses the file. Throws `StorageError` (e.g. `.fileMissing`). O(file size).
    public func load() throws -> StoreLoad {
        let (bytes, status) = try POSIXIO.readFile(path)
        let result = TodoFile.parse(bytes)
        let snapshot = StoreSnapshot(file: result.file, fingerprint: FileFingerprint(status: status, bytes: bytes))
        return StoreLoad(snapshot: snapshot, warnings: result.warnings, created: false)
    }

    /// A glance at the file (``FileGlance``) when it holds at least `minimumSize` bytes; nil when
    /// it is smaller, missing or unreadable (the load that follows says why), or when the
    /// glance would not fill the first screen. O(file size).
    public func glance(minimumSize: Int, wanted: Int, lineLimit: Int, today: TodoDate?,
                       admit: (TodoItem) -> Bool) -> FileGlance? {
        guard let status = try? FileStatus.of(path), status.isRegular, status.size >= minimumSize,
              let (bytes, _) = try? POSIXIO.readFile(path) else { return nil }
        return FileGlance(bytes, wanted: wanted, lineLimit: lineLimit, today: today, admit: admit)
    }

    /// Reads the file, or, when it does not exist, creates it (and its folders) holding `starter`.
    public func loadOrCreate(starter: @autoclosure () -> TodoFile) throws -> StoreLoad {
        if try FileStatus.of(path) == nil {
            try Directories.create(POSIXIO.directoryOf(path))
            let lock = try FileLock(for: path)
            defer { withExtendedLifetime(lock) {} }
            if try FileStatus.of(path) == nil {
                try AtomicWriter.write(starter().bytes(), to: path)
                var loaded = try load()
                loaded.created = true
                return loaded
            }
        }
        return try load()
    }

    /// Saves `ours`, merging first if the file changed since `base`. Throws `StorageError`; on
    /// error the file on disk is unchanged. `held` are the rows the person is working on here:
    /// their text wins a conflict and a deletion on disk does not remove them.
    public func save(_ ours: TodoFile, since base: StoreSnapshot, held: Set<String> = []) throws -> StoreSave {
        try requireDirectory()
        let lock = try FileLock(for: path)
        defer { withExtendedLifetime(lock) {} }
        return try saveLocked(ours, since: base, held: held)
    }

    /// `save(_:since:held:)` with the lock already held. `finishing` changes the file about to be
    /// written (merged or not) on every attempt, before the write. With `checking`, a changed
    /// file that looks cut off or whose merge removes most rows throws ``SuspectVersion``
    /// (nothing written) unless it is the version `checking` believes.
    func saveLocked(_ ours: TodoFile, since base: StoreSnapshot, held: Set<String>, checking: SuspectCheck? = nil,
                    finishing: (inout TodoFile) throws -> Void = { _ in }) throws -> StoreSave {
        try writeLocked(attempts: Self.attempts) { disk in
            guard let disk, disk.fingerprint != base.fingerprint else {
                var file = ours
                try finishing(&file)
                return (file, nil, [])
            }
            let theirs = TodoFile.parse(disk.bytes, continuing: base.file)
            var merged = TodoMerge.merge(base: base.file, ours: ours, theirs: theirs.file, held: held)
            try checking?.check(disk.bytes, fingerprint: disk.fingerprint, report: merged.report, base: base)
            try finishing(&merged.file)
            return (merged.file, merged.report, theirs.warnings)
        }
    }

    /// How many times a save reads, builds and checks before it gives up for now (the file
    /// keeps changing: ``SuspectVersion/Reason/keepsChanging``); it never writes unchecked.
    static let attempts = 5

    /// Locks, reads the current file (an empty list when there is none), lets `change` edit it,
    /// and writes the result if it differs. What `lista add` and friends use. Errors thrown by
    /// `change` abort the write and are rethrown.
    @discardableResult
    public func modify<Result>(createDirectories: Bool = false, _ change: (inout TodoFile) throws -> Result) throws -> (result: Result, save: StoreSave) {
        if createDirectories { try Directories.create(POSIXIO.directoryOf(path)) }
        try requireDirectory()
        let lock = try FileLock(for: path)
        defer { withExtendedLifetime(lock) {} }
        var output: Result?
        let save = try writeLocked(attempts: Self.attempts) { disk in
            var file = disk.map { TodoFile.parse($0.bytes).file } ?? TodoFile()
            output = try change(&file)
            return (file, nil, [])
        }
        return (output!, save)
    }

    /// The file's raw bytes (for read-only fast paths such as `lista ls`). Throws `StorageError`.
    public func readBytes() throws -> [UInt8] {
        try POSIXIO.readFile(path).bytes
    }

    /// Reads the file after an outside change and merges it into `ours` without writing
    /// (the same rules as `save`). Keep `snapshot` as the next base and show `file`.
    /// Throws `StorageError` (`.fileMissing` when the file was deleted: keep the rows, the next
    /// save writes them back). O(file size).
    /// With `checking`, a version that looks cut off or whose merge removes most rows throws
    /// ``SuspectVersion`` unless it is the version `checking` believes.
    public func reload(merging ours: TodoFile, since base: StoreSnapshot, held: Set<String> = [],
                       checking: SuspectCheck? = nil) throws -> StoreReload {
        let (bytes, status) = try POSIXIO.readFile(path)
        let result = TodoFile.parse(bytes, continuing: base.file)
        let snapshot = StoreSnapshot(file: result.file, fingerprint: FileFingerprint(status: status, bytes: bytes))
        let merged = TodoMerge.merge(base: base.file, ours: ours, theirs: snapshot.file, held: held)
        if let fingerprint = snapshot.fingerprint, fingerprint != base.fingerprint {
            try checking?.check(bytes, fingerprint: fingerprint, report: merged.report, base: base)
        }
        return StoreReload(file: merged.file, snapshot: snapshot, report: merged.report, warnings: result.warnings)
    }

    /// The file's current fingerprint, nil when it does not exist. Reads the file in chunks,
    /// never holding it whole: the watcher calls this after every save, Lista's own included.
    public func fingerprint() throws -> FileFingerprint? {
        guard let descriptor = try StorageError.nilWhenMissing({ try POSIXIO.openRegularFile(path) }) else { return nil }
        defer { close(descriptor) }
        return try FileFingerprint.read(descriptor, path: path)
    }

    /// The file as read under the lock. Its descriptor stays open until the save is over, so
    /// rows appended to it after our read (by a writer that does not lock) can still be found
    /// after our rename has replaced it.
    private final class Disk {
        let bytes: [UInt8]
        let fingerprint: FileFingerprint
        private let descriptor: Int32
        private let path: String

        init(path: String) throws {
            self.path = path
            descriptor = try POSIXIO.openRegularFile(path)
            do {
                let (bytes, status) = try POSIXIO.readAll(descriptor, path: path)
                self.bytes = bytes
                self.fingerprint = FileFingerprint(status: status, bytes: bytes)
            } catch {
                close(descriptor)
                throw error
            }
        }

        /// The old file's content if someone wrote to it after we read it (once it no longer
        /// looks cut off: ``SuspectVersion/waitingOut``); nil otherwise.
        func lateContent(readHadRows: Bool) throws -> [UInt8]? {
            try TodoStore.lateContent(descriptor, path: path, since: fingerprint.status, readSize: Int64(bytes.count),
                                      readHadRows: readHadRows) { $0 == bytes }
        }

        deinit {
            close(descriptor)
        }
    }

    /// The content of the file open as `descriptor` when someone wrote to it after it was read
    /// with `status` (`readSize` bytes; once it no longer looks cut off:
    /// ``SuspectVersion/waitingOut``); nil when nobody did, or when `isUnchanged` holds for it.
    static func lateContent(_ descriptor: Int32, path: String, since status: FileStatus, readSize: Int64, readHadRows: Bool,
                            isUnchanged: ([UInt8]) -> Bool) throws -> [UInt8]? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileStatus(info).mayHaveBeenWritten(since: status) else { return nil }
        let first = try POSIXIO.readAll(descriptor, path: path).bytes
        let settled = try SuspectVersion.waitingOut(first, readSize: readSize, readHadRows: readHadRows) {
            try POSIXIO.readAll(descriptor, path: path).bytes
        }
        guard let settled, !isUnchanged(settled) else { return nil }
        return settled
    }

    private struct ChangedUnderUs: Error {}

    /// Reads the disk, builds the file to write, writes it unless the disk changed meanwhile
    /// (then starts over). Must be called with the lock held.
    private func writeLocked(attempts: Int, _ build: (Disk?) throws -> (TodoFile, MergeReport?, [LoadWarning])) throws -> StoreSave {
        for attempt in 1...attempts {
            let disk = try StorageError.nilWhenMissing { try Disk(path: path) }
            var (file, report, warnings) = try build(disk)
            if writesIDs { file.writeEveryID() }
            let bytes = file.bytes()
            if let disk, disk.bytes == bytes {
                return StoreSave(snapshot: StoreSnapshot(file: file, fingerprint: disk.fingerprint), merge: report, warnings: warnings, wrote: false)
            }
            let ownership: Ownership
            do {
                // Checked on every attempt: a file changed since our read is never replaced
                // unread (its writer's rows would go with it).
                ownership = try AtomicWriter.write(bytes, to: path) {
                    if try FileStatus.of(path) != disk?.fingerprint.status { throw ChangedUnderUs() }
                }
            } catch is ChangedUnderUs {
                guard attempt < attempts else { throw try keepsChanging(since: disk) }
                continue
            }
            let status = try FileStatus.of(path)
            let fingerprint = status.map { FileFingerprint(status: $0, bytes: bytes) }
            let saved = StoreSave(snapshot: StoreSnapshot(file: file, fingerprint: fingerprint), merge: report,
                                  warnings: warnings + ownership.warnings(path: path), wrote: true)
            // A writer without the lock (`echo >> todo.txt`) may have appended to the file we
            // read after our last check: its rows are in the old file only. Merge them in and
            // save again, with attempts of its own (the late rows are nowhere else).
            guard let disk else { return saved }
            let readFile = TodoFile.parse(disk.bytes, continuing: file).file
            guard let late = try disk.lateContent(readHadRows: !readFile.items.isEmpty) else { return saved }
            return try saveLate(late, readFile: readFile, written: saved, attempts: Self.attempts)
        }
        fatalError("unreachable: the last attempt returns or throws")
    }

    /// What a save throws when every attempt found the file changed between its read and its
    /// rename (a program rewriting it in place, again and again, faster than a merge): nothing
    /// is written, and the caller waits for the file to settle, as for a version cut off.
    private func keepsChanging(since disk: Disk?) throws -> SuspectVersion {
        guard let fingerprint = try disk?.fingerprint ?? self.fingerprint() else {
            return SuspectVersion(reason: .keepsChanging, fingerprint: FileFingerprint(status: FileStatus(stat()), bytes: []))
        }
        return SuspectVersion(reason: .keepsChanging, fingerprint: fingerprint)
    }

    /// After writing `written`, rows `late` were found appended to the file that was read
    /// (`readFile`) by a writer that does not lock: merges them into what was written and saves
    /// again (merging anything written meanwhile too). Must be called with the lock held.
    func saveLate(_ late: [UInt8], readFile: TodoFile, written: StoreSave, attempts: Int) throws -> StoreSave {
        let file = written.snapshot.file
        let fingerprint = written.snapshot.fingerprint
        let (report, warnings) = (written.merge, written.warnings)
        let withLate = TodoMerge.merge(base: readFile, ours: file, theirs: TodoFile.parse(late, continuing: readFile).file).file
        return try writeLocked(attempts: attempts) { current in
            guard let current, current.fingerprint != fingerprint else { return (withLate, report, warnings) }
            let again = TodoMerge.merge(base: file, ours: withLate, theirs: TodoFile.parse(current.bytes, continuing: file).file)
            return (again.file, again.report, warnings)
        }
    }

    func requireDirectory() throws {
        let directory = POSIXIO.directoryOf(path)
        guard let status = try FileStatus.of(directory), status.isDirectory else {
            throw StorageError.directoryMissing(path: path)
        }
        if let file = try FileStatus.of(path), !file.isRegular {
            throw file.isDirectory ? StorageError.isDirectory(path: path) : StorageError.notARegularFile(path: path)
        }
    }
}
