/// A list order of an ``IdentifiedArray``'s storage slots kept as runs of consecutive slots:
/// the order a few edits leave behind a loaded list.
///
/// A list loaded from a file stands in identity order (slot k at offset k). Inserting one
/// element in the middle, removing one (the last slot's element fills the hole) or moving one
/// splits that identity into a handful of runs, so the order of a million elements after a
/// thousand such edits is a few thousand runs, 16 bytes each, where a slot and a location for
/// every element take 8 MB. Each edit costs O(runs); the array keeps runs only while they are
/// few (``SlotOrder``), and adjacent runs that continue each other merge back, so a move and
/// its reverse give the identity again.
///
/// With r runs:
/// - ``slot(at:)`` and ``offset(ofSlot:)``: O(log r), a binary search;
/// - ``insert(_:at:)``, ``remove(at:)``, ``replace(slot:with:)``: O(r);
/// - iteration: O(1) per slot.
@usableFromInline
struct SlotRuns: Sendable {
    /// `count` slots from `slot` on, in increasing order.
    @usableFromInline
    struct Run: Sendable, Equatable {
        @usableFromInline var slot: Int32
        @usableFromInline var count: Int32

        /// The slot after the run's last one.
        @inlinable var end: Int32 { slot + count }
    }

    /// The runs, in list order.
    @usableFromInline private(set) var runs: [Run] = []
    /// The offset of each run's first slot (`starts[i]` is the sum of the counts before run i).
    @usableFromInline private(set) var starts: [Int32] = []
    /// Run numbers (places in `runs`) in increasing order of their first slot: runs cover
    /// disjoint slots, so a binary search here finds a slot's run.
    @usableFromInline private(set) var bySlot: [Int32] = []

    /// No slots. O(1).
    @inlinable
    init() {}

    /// Slots `0..<count` in identity order: one run. O(1).
    init(identityOf count: Int) {
        guard count > 0 else { return }
        runs = [Run(slot: 0, count: Int32(count))]
        starts = [0]
        bySlot = [0]
    }

    /// Whether there is no slot. O(1).
    @inlinable var isEmpty: Bool { runs.isEmpty }

    /// How many runs the order is. O(1).
    @inlinable var runCount: Int { runs.count }

    /// How many slots there are. O(1).
    @inlinable var count: Int { runs.isEmpty ? 0 : Int(starts[runs.count - 1] + runs[runs.count - 1].count) }

    /// Whether slot k stands at offset k for every k (one run from slot 0, or none). O(1).
    @inlinable var isIdentity: Bool { runs.count <= 1 && (runs.first?.slot ?? 0) == 0 }

    /// The bytes the runs' storage holds, by capacity. O(1).
    var allocatedBytes: Int {
        runs.capacity * MemoryLayout<Run>.stride + (starts.capacity + bySlot.capacity) * MemoryLayout<Int32>.stride
    }

    /// The place in `runs` of the run holding `offset`. O(log r).
    /// - Precondition: `0 <= offset < count`.
    @inlinable
    func run(containingOffset offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The place in `bySlot` of the last run whose first slot is at most `slot` (-1 if none). O(log r).
    @inlinable
    func slotRank(atMost slot: Int32) -> Int {
        var low = -1, high = bySlot.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[Int(bySlot[middle])].slot <= slot { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The slot at `offset`. O(log r).
    /// - Precondition: `0 <= offset < count`.
    @inlinable
    func slot(at offset: Int) -> Int {
        let index = run(containingOffset: offset)
        return Int(runs[index].slot) + offset - Int(starts[index])
    }

    /// The offset of `slot`. O(log r).
    /// - Precondition: some run holds `slot`.
    @inlinable
    func offset(ofSlot slot: Int) -> Int {
        let index = Int(bySlot[slotRank(atMost: Int32(slot))])
        return Int(starts[index]) + slot - Int(runs[index].slot)
    }

    /// The last slot in list order, or nil. O(1).
    @inlinable var last: Int? { runs.last.map { Int($0.end) - 1 } }

    /// Calls `body` with the slots at `offsets`, in order. O(log r + offsets.count).
    @inlinable
    func forEach(in offsets: Range<Int>, _ body: (Int) throws -> Void) rethrows {
        guard !offsets.isEmpty else { return }
        var index = run(containingOffset: offsets.lowerBound)
        var offset = offsets.lowerBound
        while offset < offsets.upperBound {
            let run = runs[index]
            let first = Int(run.slot) + offset - Int(starts[index])
            let taken = Swift.min(Int(run.end) - first, offsets.upperBound - offset)
            for slot in first..<(first + taken) { try body(slot) }
            offset += taken
            index += 1
        }
    }

    /// Puts `slot` (in no run yet) at `offset`, between the slots now at `offset - 1` and
    /// `offset`. O(r).
    @usableFromInline
    mutating func insert(_ slot: Int, at offset: Int) {
        precondition(offset >= 0 && offset <= count, "SlotRuns.insert: offset \(offset) out of 0...\(count)")
        if offset == count, let lastIndex = runs.indices.last, Int(runs[lastIndex].end) == slot {
            runs[lastIndex].count += 1
            return
        }
        let index = split(atOffset: offset)
        insertRun(Run(slot: Int32(slot), count: 1), at: index)
        coalesce(around: index)
    }

    /// Takes out the slot at `offset` and returns it. O(r).
    @usableFromInline
    mutating func remove(at offset: Int) -> Int {
        precondition(offset >= 0 && offset < count, "SlotRuns.remove: offset \(offset) out of 0..<\(count)")
        let index = isolate(offset: offset)
        let slot = Int(runs[index].slot)
        removeRun(at: index)
        if index > 0 && index < runs.count { coalesce(around: index - 1) }
        return slot
    }

    /// Puts `new` (in no run) where `old` stands, which leaves the order. O(r).
    @usableFromInline
    mutating func replace(slot old: Int, with new: Int) {
        let index = isolate(offset: offset(ofSlot: old))
        removeRun(at: index)
        insertRun(Run(slot: Int32(new), count: 1), at: index)
        coalesce(around: index)
    }

    /// Makes the slot at `offset` a run of its own and returns that run's place. O(r).
    private mutating func isolate(offset: Int) -> Int {
        let index = split(atOffset: offset)
        _ = split(atOffset: offset + 1)
        return index
    }

    /// Makes a run start at `offset` (splitting the run across it) and returns its place;
    /// `runs.count` when `offset` is the end. O(r).
    private mutating func split(atOffset offset: Int) -> Int {
        guard offset < count else { return runs.count }
        let index = run(containingOffset: offset)
        let head = Int32(offset) - starts[index]
        guard head > 0 else { return index }
        let run = runs[index]
        runs[index].count = head
        insertRun(Run(slot: run.slot + head, count: run.count - head), at: index + 1)
        return index + 1
    }

    /// Merges the run at `index` with its neighbours where one continues the other's slots. O(r).
    private mutating func coalesce(around index: Int) {
        if index + 1 < runs.count && runs[index].end == runs[index + 1].slot {
            runs[index].count += runs[index + 1].count
            removeRun(at: index + 1)
        }
        if index > 0 && index < runs.count && runs[index - 1].end == runs[index].slot {
            runs[index - 1].count += runs[index].count
            removeRun(at: index)
        }
    }

    /// Puts `run` at place `index` in list order. O(r).
    private mutating func insertRun(_ run: Run, at index: Int) {
        for rank in bySlot.indices where Int(bySlot[rank]) >= index { bySlot[rank] += 1 }
        runs.insert(run, at: index)
        starts.insert(0, at: index)
        recomputeStarts(from: index)
        bySlot.insert(Int32(index), at: slotRank(atMost: run.slot) + 1)
    }

    /// Takes out the run at place `index`. O(r).
    private mutating func removeRun(at index: Int) {
        bySlot.remove(at: slotRank(atMost: runs[index].slot))
        runs.remove(at: index)
        starts.remove(at: index)
        for rank in bySlot.indices where Int(bySlot[rank]) > index { bySlot[rank] -= 1 }
        recomputeStarts(from: index)
    }

    private mutating func recomputeStarts(from index: Int) {
        var start = index == 0 ? 0 : starts[index - 1] + runs[index - 1].count
        for place in index..<runs.count {
            starts[place] = start
            start += runs[place].count
        }
    }
}
