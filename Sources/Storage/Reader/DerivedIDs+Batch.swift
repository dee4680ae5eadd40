extension DerivedIDs {
    /// The ids' bits (``TodoID/make(from:)`` spells them) of such rows, in file order, given
    /// each row's seed prefix's value: what ``next(line:repeating:)`` gives each in turn, for
    /// a file whose rows hold the ids for which `present` is true (nil: none).
    ///
    /// Every row is first given its line's first candidate (occurrence 0, attempt 0), on
    /// `threads` threads by ranges of rows. Rows with the same line share it, so one pass over
    /// those candidates, split by hash (``HashShard``) into buckets whose sets fit a core's
    /// cache, finds both the lines met again and any candidate met twice by chance. Only the
    /// rows of a line met again are then counted in file order, by bucket on every core, and
    /// each later one gets the candidate of its occurrence, checked against every row's. When a candidate is taken (by
    /// the file's ids, another row's, or two lines that share a first candidate), which hardly
    /// ever happens by chance, one thread runs the rows in turn. O(n) expected; memory 16 bytes
    /// a row and one bucket's set a thread. `buckets`: at least so many (tests ask for more
    /// than the rows need).
    static func bits(seeds: [UInt64], threads: Int, buckets atLeast: Int = 1, present: ((String) -> Bool)?) -> [UInt64] {
        let threads = Swift.max(1, Swift.min(threads, seeds.count))
        let buckets = HashShard.buckets(forKeys: seeds.count, atLeast: Swift.max(threads, atLeast))
        let size = (seeds.count + threads - 1) / threads
        let ranges = (0..<threads).map { Swift.min(seeds.count, $0 * size)..<Swift.min(seeds.count, ($0 + 1) * size) }
        // Every row's first candidate, in file order, and each range's by bucket (in file order too).
        var byBucket: [[[UInt64]]] = []
        var bits = HugePages.array(capacity: seeds.count) { (output: UnsafeMutableBufferPointer<UInt64>, count: inout Int) in
            byBucket = Concurrently.map(threads) { range in
                var lists: [[UInt64]] = (0..<buckets).map { _ in HugePages.reserved(expected(ranges[range].count, in: buckets)) }
                for index in ranges[range] {
                    let first = candidate(seeds[index])
                    (output.baseAddress! + index).initialize(to: first)
                    lists[HashShard.of(first, count: buckets)].append(first)
                }
                return lists
            }
            count = seeds.count
        }
        guard let repeated = repeatedFirstCandidates(byBucket, threads: threads, present: present),
              repeated.isEmpty || laterOccurrences(of: repeated, in: &bits, seeds: seeds, ranges: ranges, byBucket: byBucket, present: present) else {
            var ids = DerivedIDs(present: present ?? { _ in false })
            return seeds.map { ids.next(seed: ContentHash(continuing: $0)).bits }
        }
        return bits
    }

    /// The candidate a row whose seed prefix is `seed` gets as the `occurrence`-th copy of its
    /// line (0: the first) when nothing takes it.
    private static func candidate(_ seed: UInt64, occurrence: Int = 0) -> UInt64 {
        TodoID.candidate(TodoID.seed(ContentHash(continuing: seed), occurrence: occurrence), attempt: 0)
    }

    /// The first candidates met more than once (some maybe listed twice); nil when one the
    /// file holds is met. Each thread fills the set of one bucket at a time. O(n) expected.
    private static func repeatedFirstCandidates(_ byBucket: [[[UInt64]]], threads: Int, present: ((String) -> Bool)?) -> [UInt64]? {
        let buckets = byBucket[0].count
        let found = Concurrently.map(threads) { thread -> [UInt64]? in
            var repeated: [UInt64] = []
            for bucket in HashShard.buckets(of: thread, among: threads, count: buckets) {
                var seen = UInt64Set(minimumCapacity: byBucket.reduce(0) { $0 + $1[bucket].count })
                for lists in byBucket {
                    for first in lists[bucket] {
                        if !seen.insert(first) {
                            repeated.append(first)
                        } else if present?(TodoID.make(from: first)) == true {
                            return nil
                        }
                    }
                }
            }
            return repeated
        }
        var repeated: [UInt64] = []
        for list in found {
            guard let list else { return nil }
            repeated += list
        }
        return repeated
    }

    /// Gives the later rows of each line met again (the rows whose first candidate is in
    /// `repeated`) the candidate of their occurrence, counted in file order; false when a line
    /// shares its first candidate with another line, or a later candidate is taken: by another
    /// row's candidate, first or later, or by the file's ids. A line's rows share a bucket, so
    /// each bucket's are counted on one thread. O(n) expected.
    private static func laterOccurrences(of repeated: [UInt64], in bits: inout [UInt64], seeds: [UInt64], ranges: [Range<Int>],
                                         byBucket: [[[UInt64]]], present: ((String) -> Bool)?) -> Bool {
        let (threads, buckets) = (ranges.count, byBucket[0].count)
        let repeatedSet = FewKeys(repeated)
        // The rows of lines met again, each range's by their first candidate's bucket, in file order.
        let rows = bits.withUnsafeBufferPointer { firsts in
            Concurrently.map(threads) { range in
                var rows = Array(repeating: [Int](), count: buckets)
                for index in ranges[range] where repeatedSet.contains(firsts[index]) {
                    rows[HashShard.of(firsts[index], count: buckets)].append(index)
                }
                return rows
            }
        }
        let later = bits.withUnsafeMutableBufferPointer { bits in
            Concurrently.map(threads) { thread -> [UInt64]? in
                var later: [UInt64] = []
                for bucket in HashShard.buckets(of: thread, among: threads, count: buckets) {
                    let count = rows.reduce(0) { $0 + $1[bucket].count }
                    var (bySeed, byFirst) = (UInt64Counts(capacity: count), UInt64Counts(capacity: count))
                    for index in rows.lazy.flatMap({ $0[bucket] }) {
                        let seed = seeds[index]
                        let occurrence = bySeed.increment(seed)
                        // The counts part only where a second line has the same first candidate.
                        guard byFirst.increment(bits[index]) == occurrence else { return nil }
                        guard occurrence > 0 else { continue }
                        let copys = candidate(seed, occurrence: occurrence)
                        guard present?(TodoID.make(from: copys)) != true else { return nil }
                        bits[index] = copys
                        later.append(copys)
                    }
                }
                return later
            }
        }
        var laterByBucket = Array(repeating: [UInt64](), count: buckets)
        for list in later {
            guard let list else { return false }
            for candidate in list { laterByBucket[HashShard.of(candidate, count: buckets)].append(candidate) }
        }
        // No later candidate may be another's, nor any row's first one.
        let clashes = Concurrently.map(threads) { thread in
            HashShard.buckets(of: thread, among: threads, count: buckets).contains { bucket in
                guard !laterByBucket[bucket].isEmpty else { return false }
                let mine = FewKeys(laterByBucket[bucket])
                return !mine.allDistinct || byBucket.contains { lists in
                    lists[bucket].withUnsafeBufferPointer { firsts in firsts.contains { mine.contains($0) } }
                }
            }
        }
        return !clashes.contains(true)
    }

    /// Room for one bucket's share of `count` hashes spread over `buckets`, with some to spare.
    private static func expected(_ count: Int, in buckets: Int) -> Int {
        count / buckets + count / (buckets * 8) + 16
    }
}

/// A few keys, looked up many times, mostly for keys not among them: a bit per slot in a table
/// of about 64 slots a key (small enough for a core's first cache) turns away all but about
/// one in 64 such keys before the set's exact look-up.
private struct FewKeys {
    private let words: [UInt64]
    private let shift: UInt64
    private let exact: UInt64Set
    /// Whether no key was given twice.
    let allDistinct: Bool

    init(_ keys: [UInt64]) {
        var slotBits: UInt64 = 6
        while 1 << slotBits < keys.count * 64 { slotBits += 1 }
        shift = 64 - slotBits
        var words = [UInt64](repeating: 0, count: 1 << (slotBits - 6))
        var exact = UInt64Set(minimumCapacity: keys.count)
        var allDistinct = true
        for key in keys {
            let slot = Self.slot(key, shift: shift)
            words[Int(slot >> 6)] |= 1 << (slot & 63)
            if !exact.insert(key) { allDistinct = false }
        }
        (self.words, self.exact, self.allDistinct) = (words, exact, allDistinct)
    }

    @inline(__always)
    private static func slot(_ key: UInt64, shift: UInt64) -> UInt64 {
        ((key ^ key >> 29) &* 0x9E37_79B9_7F4A_7C15) >> shift
    }

    /// Whether `key` is one of the keys. O(1).
    @inline(__always)
    func contains(_ key: UInt64) -> Bool {
        let slot = Self.slot(key, shift: shift)
        return words[Int(slot >> 6)] & 1 << (slot & 63) != 0 && exact.contains(key)
    }
}
