/// The file as the list's rows last agreed with it: the base of the next merge.
///
/// Its rows are kept packed (``PackedRows``: 8 bytes a row that is a line of the file's bytes,
/// which the list's rows share), so a base costs a third of an array of its rows.
public struct StoreSnapshot: Sendable, Equatable {
    /// The rows (ids assigned at load included, even before they are written).
    public internal(set) var rows: PackedRows
    /// The file's layout: line ending and lines that are not rows. Its `items` are empty: they
    /// are ``rows``.
    private(set) var layout: TodoFile
    /// The file on disk at that moment; nil when there was no file.
    public var fingerprint: FileFingerprint?

    /// A snapshot of a file that is not on disk (yet).
    public init(file: TodoFile, fingerprint: FileFingerprint? = nil) {
        var layout = file
        layout.items = []
        self.layout = layout
        self.rows = PackedRows(file.items)
        self.fingerprint = fingerprint
    }

    /// The rows and layout as a file. O(rows): it makes an array of the rows.
    public var file: TodoFile {
        get { file(with: rows) }
        set { self = StoreSnapshot(file: newValue, fingerprint: fingerprint) }
    }

    /// This file with `rows` in place of its rows (its layout kept). O(rows).
    public func file<Rows: Collection>(with rows: Rows) -> TodoFile where Rows.Element == TodoItem {
        var file = layout
        file.items = Array(rows)
        return file
    }
}

/// What a load from disk produced.
public struct StoreLoad: Sendable, Equatable {
    /// Keep this and pass it to the next `save` as its base; its rows are the file's.
    public var snapshot: StoreSnapshot
    /// Human-readable notes about the load, in file order.
    public var warnings: [LoadWarning]
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
