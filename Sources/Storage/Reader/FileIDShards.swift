/// A file's ids split by hash (``HashShard``) into one small ``FileIDSet`` per bucket, which
/// the cores fill side by side, each walking its buckets' ids in file order: equal ids land in
/// one bucket, so each bucket alone finds which rows repeat an id above them. Read-only once built.
struct FileIDShards {
    /// An id to file: where it is and its hash (``FileIDSet/hash(_:)``), and which row holds it.
    struct Entry {
        let hash: UInt64
        /// The id's first byte in the file; for an id read from an item (`length` -1), where
        /// its line starts.
        let start: Int
        let length: Int32
        /// The row: its index in its part's admitted rows, or, not admitted, minus its line's
        /// number in its part.
        let row: Int32
    }

    /// One part's entries of one bucket. Only the thread that files the bucket touches it, and
    /// it lets the entries go once they are in the bucket's set, so that a large file's entries
    /// (24 bytes an id) and its sets (about 24 more) are not all held at once.
    final class Bucket: @unchecked Sendable {
        fileprivate var entries: [Entry]

        /// Takes `entries` (a caller that keeps no other copy lets them be freed once filed).
        init(_ entries: [Entry]) {
            self.entries = entries
        }
    }

    private let sets: [FileIDSet]

    /// The sets of `entries[part][bucket]` (each part's, in file order), built on `threads`
    /// threads, and for each part the entries of its rows whose id a row above holds (in no
    /// particular order); each bucket's entries are let go once filed. `itemID(part, start)`
    /// gives the id of an item-read row. Expected O(entries).
    static func build(_ entries: [[Bucket]], threads: Int, of file: UnsafeBufferPointer<UInt8>,
                      itemID: (Int, Int) -> String) -> (FileIDShards, repeats: [[Entry]]) {
        let buckets = entries.first?.count ?? 0
        let built = Concurrently.map(threads) { thread in
            var sets: [(Int, FileIDSet)] = []
            var repeats: [(part: Int, entry: Entry)] = []
            for bucket in HashShard.buckets(of: thread, among: threads, count: buckets) {
                var set = FileIDSet(capacity: entries.reduce(0) { $0 + $1[bucket].entries.count })
                for part in entries.indices {
                    for entry in entries[part][bucket].entries {
                        let isNew = entry.length < 0
                            ? set.insert(itemID(part, entry.start), hash: entry.hash, of: file)
                            : set.insert(entry.start..<(entry.start + Int(entry.length)), hash: entry.hash, of: file)
                        if !isNew { repeats.append((part, entry)) }
                    }
                    entries[part][bucket].entries = []
                }
                sets.append((bucket, set))
            }
            return (sets, repeats)
        }
        var repeats = Array(repeating: [Entry](), count: entries.count)
        for (_, found) in built {
            for (part, entry) in found { repeats[part].append(entry) }
        }
        let sets = built.flatMap(\.0).sorted { $0.0 < $1.0 }.map(\.1)
        return (FileIDShards(sets: sets), repeats)
    }

    /// Whether no set holds an id.
    var isEmpty: Bool { sets.allSatisfy { $0.count == 0 } }

    /// Whether some row's id is `id`. Expected O(length of the id).
    func contains(_ id: String, in file: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !sets.isEmpty else { return false }
        let hash = FileIDSet.hash(id)
        return sets[HashShard.of(hash, count: sets.count)].contains(id, hash: hash, in: file)
    }
}
