/// The ids a file's rows without one, and its copies of a repeated id, get: the one pass that
/// the loader and `lista ls` make over such rows, in file order, after every id the file
/// holds is known (``TodoID/derived(line:repeating:occurrence:isTaken:)`` for each row).
///
/// A row's occurrence counts the rows before it with the same line and repeated id, told
/// apart by the 64-bit hash of the two (so a million rows keep 16 bytes each, not their
/// lines). Two different such pairs sharing a hash (about n²/2^65: 3e-8 at a million rows)
/// would only make the later one's id come from occurrence 1 instead of 0: still one id, the
/// same in every process.
public struct DerivedIDs {
    private let present: (String) -> Bool
    /// The ids given, by their bits.
    private var given = UInt64Counts()
    private var occurrences = UInt64Counts()

    /// For a file whose rows hold the ids for which `present` is true.
    public init(present: @escaping (String) -> Bool) {
        self.present = present
    }

    /// The id of the next such row, whose original `line` (its UTF-8) has no id (`repeating`
    /// empty) or repeats the id `repeating`. Expected O(line length).
    public mutating func next(line: some Sequence<UInt8>, repeating original: String) -> String {
        next(seed: TodoID.seedPrefix(line: line, repeating: original)).id
    }

    /// ``next(line:repeating:)`` for the row whose seed prefix (``TodoID/seedPrefix(line:repeating:)``)
    /// is `prefix`, with the id's bits. Expected O(1).
    mutating func next(seed prefix: ContentHash) -> (id: String, bits: UInt64) {
        let occurrence = occurrences.increment(prefix.value)
        let (id, bits) = TodoID.derived(from: prefix, occurrence: occurrence) { id, bits in given[bits] > 0 || present(id) }
        _ = given.increment(bits)
        return (id, bits)
    }
}
