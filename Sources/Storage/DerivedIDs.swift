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
    private mutating func next(seed prefix: ContentHash) -> (id: String, bits: UInt64) {
        let occurrence = occurrences.increment(prefix.value)
        let (id, bits) = TodoID.derived(from: prefix, occurrence: occurrence) { id, bits in given[bits] > 0 || present(id) }
        _ = given.increment(bits)
        return (id, bits)
    }

    /// The ids' bits (``TodoID/make(from:)`` spells them) of such rows, in file order, given
    /// each row's seed prefix's value: what ``next(line:repeating:)`` gives each in turn, for
    /// a file whose rows hold the ids for which `present` is true (nil: none).
    ///
    /// The work is split over `threads` threads, and by hash (``HashShard``) into buckets
    /// whose tables fit a core's cache: each row's occurrence is counted in its prefix's bucket
    /// (equal prefixes in one, in file order), then every row's first candidate is checked in
    /// its bits' bucket against the file's ids and every other row's. Only when a candidate is
    /// taken, which hardly ever happens by chance, does one thread run the rows in turn.
    /// O(n) expected; memory O(n). `buckets`: at least so many (tests ask for more than the
    /// rows need).
    static func bits(seeds: [UInt64], threads: Int, buckets atLeast: Int = 1, present: ((String) -> Bool)?) -> [UInt64] {
        let threads = Swift.max(1, Swift.min(threads, seeds.count))
        let buckets = HashShard.buckets(forKeys: seeds.count, atLeast: Swift.max(threads, atLeast))
        let size = (seeds.count + threads - 1) / threads
        let ranges = (0..<threads).map { Swift.min(seeds.count, $0 * size)..<Swift.min(seeds.count, ($0 + 1) * size) }
        // Each range's seeds by bucket, in file order.
        let scattered = Concurrently.map(threads) { Self.scatter(seeds[ranges[$0]], buckets: buckets) }
        // Each bucket's first candidates, by range, in the same order; and by the candidates' buckets.
        let counted = Concurrently.map(threads) { thread in
            var candidates: [(bucket: Int, byRange: [[UInt64]])] = []
            // Room for this thread's candidates, spread evenly over the buckets of their bits
            // (grown one append at a time, the lists were copied over and over).
            let mine = HashShard.buckets(of: thread, among: threads, count: buckets).reduce(0) { sum, bucket in
                scattered.reduce(sum) { $0 + $1[bucket].count }
            }
            var byBits: [[UInt64]] = (0..<buckets).map { _ in HugePages.reserved(Self.expected(mine, in: buckets)) }
            for bucket in HashShard.buckets(of: thread, among: threads, count: buckets) {
                var occurrences = UInt64Counts(capacity: scattered.reduce(0) { $0 + $1[bucket].count })
                let byRange = scattered.map { range in
                    range[bucket].map { seed in
                        let bits = TodoID.candidate(TodoID.seed(ContentHash(continuing: seed), occurrence: occurrences.increment(seed)), attempt: 0)
                        byBits[HashShard.of(bits, count: buckets)].append(bits)
                        return bits
                    }
                }
                candidates.append((bucket, byRange))
            }
            return (candidates, byBits)
        }
        // Whether any candidate is taken: by the file's ids, or by another row's candidate.
        let taken = Concurrently.map(threads) { thread in
            for bucket in HashShard.buckets(of: thread, among: threads, count: buckets) {
                var given = UInt64Counts(capacity: counted.reduce(0) { $0 + $1.1[bucket].count })
                for (_, byBits) in counted {
                    for bits in byBits[bucket] where given.increment(bits) > 0 || present?(TodoID.make(from: bits)) == true {
                        return true
                    }
                }
            }
            return false
        }
        guard !taken.contains(true) else {
            var ids = DerivedIDs(present: present ?? { _ in false })
            return seeds.map { ids.next(seed: ContentHash(continuing: $0)).bits }
        }
        var candidates = Array(repeating: [[UInt64]](), count: buckets)
        for (found, _) in counted {
            for (bucket, byRange) in found { candidates[bucket] = byRange }
        }
        // Back in file order, each range on its thread.
        return HugePages.array(capacity: seeds.count) { (output: UnsafeMutableBufferPointer<UInt64>, count: inout Int) in
            Concurrently.forEach(threads) { range in
                var cursors = Array(repeating: 0, count: buckets)
                for index in ranges[range] {
                    let bucket = HashShard.of(seeds[index], count: buckets)
                    (output.baseAddress! + index).initialize(to: candidates[bucket][range][cursors[bucket]])
                    cursors[bucket] += 1
                }
            }
            count = seeds.count
        }
    }

    /// Room for one bucket's share of `count` hashes spread over `buckets`, with some to spare.
    private static func expected(_ count: Int, in buckets: Int) -> Int {
        count / buckets + count / (buckets * 8) + 16
    }

    /// `seeds` by bucket (``HashShard/of(_:count:)``), each in their order. O(n).
    private static func scatter(_ seeds: ArraySlice<UInt64>, buckets: Int) -> [[UInt64]] {
        var lists: [[UInt64]] = (0..<buckets).map { _ in HugePages.reserved(expected(seeds.count, in: buckets)) }
        for seed in seeds { lists[HashShard.of(seed, count: buckets)].append(seed) }
        return lists
    }
}
