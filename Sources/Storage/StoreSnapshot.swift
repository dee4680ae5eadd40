/// The file as Lista last read or wrote it: the base of the next merge.
public struct StoreSnapshot: Sendable, Equatable {
    /// The rows and layout (ids assigned at load included, even before they are written).
    public var file: TodoFile
    /// The file on disk at that moment; nil when there was no file.
    public var fingerprint: FileFingerprint?

    /// A snapshot of a file that is not on disk (yet).
    public init(file: TodoFile, fingerprint: FileFingerprint? = nil) {
        self.file = file
        self.fingerprint = fingerprint
    }
}

/// What a load from disk produced.
public struct StoreLoad: Sendable, Equatable {
    /// The parsed file, its warnings and the ids assigned during the load.
    public var result: TodoLoadResult
    /// Keep this and pass it to the next `save` as its base.
    public var snapshot: StoreSnapshot
    /// Whether the file did not exist and was just created with the starter rows.
    public var created: Bool
}

/// What a save did.
public struct StoreSave: Sendable, Equatable {
    /// What is on disk now: the base for the next save. When `merge` is not nil, its rows differ
    /// from what was passed in, and the app should sync its rows from it (update or append by id).
    public var snapshot: StoreSnapshot
    /// Present when the file had changed on disk and was merged.
    public var merge: MergeReport?
    /// Warnings from reading the changed file (only when merged).
    public var warnings: [LoadWarning]
    /// Whether bytes were written (false when the result equalled the file on disk).
    public var wrote: Bool
    /// When the rows were merged with a changed file: the base they were merged against (what
    /// `base` held before `save(rows:over:held:)`), for a caller whose rows may still be
    /// relative to it. Nil otherwise.
    public var mergedBase: StoreSnapshot?
}

/// What a reload (after the watcher saw a change) produced: the rows to show and the new base.
public struct StoreReload: Sendable, Equatable {
    /// Our rows with the disk's changes merged in: sync the list from these (update or append by id).
    public var file: TodoFile
    /// The file as it is on disk now: the base for the next save.
    public var snapshot: StoreSnapshot
    /// What changed on disk.
    public var report: MergeReport
    /// Warnings from reading the file.
    public var warnings: [LoadWarning]
}
