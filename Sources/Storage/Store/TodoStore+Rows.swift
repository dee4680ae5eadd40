import Glibc

/// Saving rows that live elsewhere (the app's list) without copying them into a `TodoFile` first.
extension TodoStore {
    /// Saves `rows`, in order, as the file's rows (keeping `base`'s other lines and line ending),
    /// and makes `base` the snapshot of what is on disk now (also returned in the result). The
    /// same guarantees as `save(_:since:held:)`: locked, atomic, merged by id when the file
    /// changed since `base`; on error the file and `base` are unchanged.
    ///
    /// Memory: in the usual case (the file is still the one `base` describes) nothing the size
    /// of the list is copied: the file is compared with `base` by a fingerprint read in chunks,
    /// `rows` are printed straight into the temporary file, and `base.rows` are refilled in
    /// place. Otherwise (the file changed or is missing, `base` has no file, or the rows print
    /// what the file already holds) this is `save(_:since:held:)` with the rows in an array.
    /// O(rows + file size).
    ///
    /// A save can also move rows to done.txt and take rows back out of it, by the one archive
    /// rule (``DoneFile``'s archive, in its kill-safe order): `archiving` are done rows taken out
    /// of `rows` to go to done.txt, appended there before the list is written; `restoring` are
    /// rows put back in `rows` whose lines are taken out of done.txt after the list is written.
    /// Such a save takes the general path.
    ///
    /// With `checking`, a changed file that looks cut off or whose merge removes most rows is not
    /// merged: ``SuspectVersion`` is thrown, nothing is written, `base` stays.
    public func save<Rows: Collection>(rows: Rows, over base: inout StoreSnapshot, held: Set<String> = [],
                                       archiving: [TodoItem] = [], restoring: [TodoItem] = [],
                                       checking: SuspectCheck? = nil) throws -> StoreSave
    where Rows.Element == TodoItem {
        try requireDirectory()
        let lock = try FileLock(for: path)
        defer { withExtendedLifetime(lock) {} }
        let touchesDoneFile = !archiving.isEmpty || !restoring.isEmpty
        // Writing every id changes lines the rows print as they were: the general path does it.
        if !touchesDoneFile, !writesIDs, let saved = try saveInPlace(rows, over: &base) { return saved }
        if !archiving.isEmpty { try writeArchivedVersions(archiving, over: &base) }
        let ours = base.file(with: rows)
        let done = doneFile
        var saved = try saveLocked(ours, since: base, held: held, checking: checking) { file in
            try done.archive(archiving, from: &file)
        }
        try done.remove(restoring)
        if saved.merge != nil { saved.mergedBase = base }
        base = saved.snapshot
        return saved
    }

    /// Step 0 of the archive rule (``DoneFile``): rows about to be archived in another version
    /// than the file holds (toggled here and not saved yet) are first written to the list in
    /// that version, so a kill after done.txt's append never leaves the list an older version
    /// of a row done.txt holds. Only when the file is still `base`'s (then `base` becomes what
    /// was written); a file changed by someone else is merged by the save as usual. Must be
    /// called with the lock held. O(rows + file size) when it writes, O(file size) otherwise.
    private func writeArchivedVersions(_ archiving: [TodoItem], over base: inout StoreSnapshot) throws {
        guard let expected = base.fingerprint, try fingerprint() == expected else { return }
        let wanted = Dictionary(archiving.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var file = base.file
        var changed = false
        for index in file.items.indices {
            guard let archived = wanted[file.items[index].id], file.items[index].line != archived.line else { continue }
            file.items[index] = archived
            changed = true
        }
        guard changed else { return }
        let bytes = file.bytes()
        do {
            // The save that follows reports an owner it could not keep; this step writes the same file.
            _ = try AtomicWriter.write(bytes, to: path) {
                if try FileStatus.of(path) != expected.status { throw NotInPlace() }
            }
        } catch is NotInPlace {
            return
        }
        base = StoreSnapshot(file: file, fingerprint: try FileStatus.of(path).map { FileFingerprint(status: $0, bytes: bytes) })
    }

    /// Thrown inside a streamed write to abandon it for the general path.
    private struct NotInPlace: Error {}

    /// The streamed save, when the file on disk is exactly `base`'s; nil (nothing written,
    /// `base` unchanged) when it is not. Must be called with the lock held.
    private func saveInPlace<Rows: Collection>(_ rows: Rows, over base: inout StoreSnapshot) throws -> StoreSave?
    where Rows.Element == TodoItem {
        guard let expected = base.fingerprint else { return nil }
        // Kept open until the end: rows appended to this file after the check (by a writer that
        // does not lock) are found through it after our rename has replaced the file.
        guard let read = try? POSIXIO.openRegularFile(path) else { return nil }
        defer { close(read) }
        guard try FileFingerprint.read(read, path: path) == expected else { return nil }

        var contentHash: UInt64 = 0
        let ownership: Ownership
        do {
            ownership = try AtomicWriter.write(to: path, content: { output in
                var sink = FileSink(descriptor: output, path: path)
                try base.layout.print(items: rows, to: &sink)
                try sink.flush()
                // Maybe the very bytes on disk: the general path checks exactly and skips the write.
                if sink.count == Int(expected.status.size), sink.contentHash == expected.contentHash { throw NotInPlace() }
                contentHash = sink.contentHash
            }, beforeRename: {
                if try FileStatus.of(path) != expected.status { throw NotInPlace() }
            })
        } catch is NotInPlace {
            return nil
        }
        let fingerprint = try FileStatus.of(path).map { FileFingerprint(status: $0, contentHash: contentHash) }

        // Unchanged: the same fingerprint and size as the file checked above.
        if let late = try Self.lateContent(read, path: path, since: expected.status, readSize: expected.status.size,
                                           readHadRows: !base.rows.isEmpty, isUnchanged: {
            FileFingerprint(status: expected.status, bytes: $0) == expected && Int64($0.count) == expected.status.size
        }) {
            let written = base.file(with: rows)
            let saved = StoreSave(snapshot: StoreSnapshot(file: written, fingerprint: fingerprint), merge: nil,
                                  warnings: ownership.warnings(path: path), wrote: true)
            // What was read is `base`'s file (same fingerprint).
            var merged = try saveLate(late, readFile: base.file, written: saved, attempts: Self.attempts - 1)
            merged.mergedBase = base
            base = merged.snapshot
            return merged
        }
        base.rows.refill(with: rows)
        base.fingerprint = fingerprint
        return StoreSave(snapshot: base, merge: nil, warnings: ownership.warnings(path: path), wrote: true)
    }
}
