import Glibc

/// A version of the file that may be another program's write caught half way, and so is not
/// believed at once: merged, it would delete rows that are only on their way back.
///
/// Many programs rewrite a file in place: they truncate it, then write it (`open(path, "w")`,
/// shell redirection, several editors and sync clients). Between the two, the file is empty or
/// cut off; a merge of that version reads as "the other program deleted these rows", and a save
/// then renames a new file over the one the writer is still writing, whose bytes are lost with
/// the old inode. So a version that looks cut off, or whose merge would remove most rows, is
/// thrown back as this error: nothing is written, the base stays, and the caller waits for the
/// file to settle (``TodoStore``'s save and reload take the fingerprint of a version the caller
/// has seen stay the same for long enough, and believe that one).
public struct SuspectVersion: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the version is not believed yet.
    public enum Reason: Sendable, Equatable {
        /// The file is empty, and the base had rows.
        case empty
        /// The last line has no line break: maybe a write stopped in the middle of it.
        case endsMidLine
        /// Less than half the base's bytes.
        case muchShorter
        /// The merge would remove most of the base's pending rows (`removed` of `of`).
        case removesMostRows(removed: Int, of: Int)
        /// Every attempt to save found it changed again between reading and writing.
        case keepsChanging
    }

    public var reason: Reason
    /// The version's fingerprint: believe it with this once it stayed the same long enough.
    public var fingerprint: FileFingerprint

    /// What Lista sees, in plain words: "Another program is writing the file (it is empty now)".
    public var description: String {
        let state = switch reason {
        case .empty: "it is empty now"
        case .endsMidLine: "its last line is cut off"
        case .muchShorter: "it is less than half its size"
        case let .removesMostRows(removed, total): "\(removed) of \(total) rows are gone from it"
        case .keepsChanging: "it changed again at each of \(TodoStore.attempts) tries to save"
        }
        return "Another program is writing the file (\(state))"
    }

    /// Why `bytes`, read where `base` was, looks cut off; nil when it does not. Only a base
    /// with rows has anything to lose. O(1).
    public static func cutOff(_ bytes: [UInt8], base: StoreSnapshot) -> Reason? {
        guard let baseSize = base.fingerprint?.status.size else { return nil }
        return cutOff(bytes, baseSize: baseSize, baseHasRows: !base.rows.isEmpty)
    }

    /// The same rule, against a base of `baseSize` bytes. O(1).
    static func cutOff(_ bytes: [UInt8], baseSize: Int64, baseHasRows: Bool) -> Reason? {
        guard baseHasRows, baseSize > 0 else { return nil }
        if bytes.isEmpty { return .empty }
        if bytes.last != UInt8(ascii: "\n") { return .endsMidLine }
        if Int64(bytes.count) * 2 < baseSize { return .muchShorter }
        return nil
    }

    /// How long a save waits for the file it replaced to settle (see ``waitingOut``).
    static let lateSettleLimit = 60
    /// How often it looks, in microseconds.
    static let lateSettleStep: UInt32 = 50_000

    /// The content of the file a save just replaced, once it no longer looks cut off. A program
    /// that truncated that file after our read (an in-place writer) writes into it, not into the
    /// file our rename put in its place: its late bytes are merged by the save, and merging them
    /// half written would delete rows. So `first`, when it looks cut off against what the save
    /// read (`readSize` bytes), is read again (`read`) every 50 ms for up to 3 s. Returns the
    /// last read, or nil when it is still empty (nothing to merge: its rows were not deleted).
    /// Blocking; called with the lock held, only in that rare case.
    static func waitingOut(_ first: [UInt8], readSize: Int64, readHadRows: Bool, read: () throws -> [UInt8]) rethrows -> [UInt8]? {
        var current = first
        var looks = 0
        while cutOff(current, baseSize: readSize, baseHasRows: readHadRows) != nil, looks < lateSettleLimit {
            usleep(lateSettleStep)
            looks += 1
            current = try read()
        }
        return current.isEmpty && readHadRows ? nil : current
    }

    /// Whether a merge that deleted `report.theirDeleted` removes most of `base`'s pending rows
    /// (at least two). Done rows are left out: another program's archive takes them away, and
    /// that is not a loss. O(base rows) when rows were deleted, O(1) otherwise.
    public static func removesMost(_ report: MergeReport, base: StoreSnapshot) -> Reason? {
        guard report.theirDeleted.count >= 2 else { return nil }
        let deleted = Set(report.theirDeleted)
        var pending = 0
        var removed = 0
        for row in base.rows where !row.done {
            pending += 1
            if deleted.contains(row.id) { removed += 1 }
        }
        guard removed >= 2, removed * 2 > pending else { return nil }
        return .removesMostRows(removed: removed, of: pending)
    }
}

/// How a save or reload meets a suspect version: it throws ``SuspectVersion`` for it, except
/// for the one version the caller has seen settle (`believing`).
public struct SuspectCheck: Sendable, Equatable {
    /// The fingerprint of the version believed, suspect or not.
    public var believing: FileFingerprint?

    public init(believing: FileFingerprint? = nil) {
        self.believing = believing
    }

    /// Throws ``SuspectVersion`` when `bytes` (fingerprinted `fingerprint`, read where `base`
    /// was, and merged as `report` says) looks cut off or removes most rows and is not the
    /// version believed.
    func check(_ bytes: [UInt8], fingerprint: FileFingerprint, report: MergeReport, base: StoreSnapshot) throws {
        guard fingerprint != believing,
              let reason = SuspectVersion.cutOff(bytes, base: base) ?? SuspectVersion.removesMost(report, base: base) else { return }
        throw SuspectVersion(reason: reason, fingerprint: fingerprint)
    }
}
