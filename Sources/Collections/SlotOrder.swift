/// How an ``IdentifiedArray`` keeps its list order of storage slots, in the cheapest of three
/// forms that holds it:
/// - identity (slot k at offset k: after building, appending, removing the last, and every
///   operation that rebuilds the storage): nothing is kept;
/// - runs (``SlotRuns``), once an insert before the end, a removal before the end or a move
///   breaks the identity: 16 bytes a run, so a million loaded rows after a thousand edits
///   keep a few thousand runs, not 8 MB;
/// - chunks, once there are more runs than ``runLimit(forCount:)``: a ``ChunkedArray`` of
///   slots and each slot's 4-byte place in it (``SlotLocations``), 8 bytes an element, O(1)
///   to find a slot's offset and O(1,024 + n / 1,024) to edit whatever the order.
///
/// Runs that merge back into one from slot 0 (a move undone) give the identity again
/// (``settle()``); the chunks are kept until the storage is rebuilt (``forget()``).
@usableFromInline
struct SlotOrder: Sendable {
    /// The order while kept as runs; empty otherwise.
    @usableFromInline var runs = SlotRuns()
    /// The order while kept slot by slot; empty otherwise.
    @usableFromInline var chunks = ChunkedArray<Int32>()
    /// Where each slot stands in `chunks`; empty unless the order is kept slot by slot.
    @usableFromInline var locations = SlotLocations()

    @inlinable
    init() {}

    /// Whether slot k stands at offset k for every k, and nothing is kept. O(1).
    @inlinable var isIdentity: Bool { runs.isEmpty && chunks.isEmpty }

    /// Whether the order is kept slot by slot. O(1).
    @inlinable var isChunked: Bool { !chunks.isEmpty }

    /// The most runs kept for `count` elements before the order goes to chunks: n / 128 (7,812
    /// at a million, 125 KB, where chunks take 8 MB), so an edit's O(runs) stays a few tens of
    /// microseconds; at least 16.
    @inlinable
    static func runLimit(forCount count: Int) -> Int { Swift.max(16, count / 128) }

    /// The bytes the order's storage can hold, by capacity: 0 in identity order. O(n / 1,024).
    var allocatedBytes: Int { runs.allocatedBytes + chunks.allocatedBytes + locations.allocatedBytes }

    /// The slot at `offset`. O(1) in identity order, O(log runs) or O(log(n / 1,024)).
    @inlinable
    func slot(at offset: Int) -> Int {
        if !chunks.isEmpty { return Int(chunks[offset]) }
        if !runs.isEmpty { return runs.slot(at: offset) }
        return offset
    }

    /// The offset of `slot`. O(1), or O(log runs) while kept as runs.
    @inlinable
    func offset(ofSlot slot: Int) -> Int {
        if !chunks.isEmpty {
            let location = locations.entries[slot]
            return chunks.offset(chunk: location.chunk, index: location.index)
        }
        if !runs.isEmpty { return runs.offset(ofSlot: slot) }
        return slot
    }

    /// The last slot in list order, given the storage's `count`. O(1).
    @inlinable
    func last(count: Int) -> Int? {
        if !chunks.isEmpty { return chunks.last.map(Int.init) }
        if !runs.isEmpty { return runs.last }
        return count == 0 ? nil : count - 1
    }

    /// Calls `body` with the slots at `offsets`, in order. O(offsets.count) plus a lookup.
    @inlinable
    func forEachSlot(in offsets: Range<Int>, _ body: (Int) throws -> Void) rethrows {
        if !chunks.isEmpty {
            try chunks.forEach(in: offsets) { try body(Int($0)) }
        } else if !runs.isEmpty {
            try runs.forEach(in: offsets, body)
        } else {
            for slot in offsets { try body(slot) }
        }
    }

    /// Every slot in list order, given the storage's `count`. O(n).
    func slotsInOrder(count: Int) -> [Int32] {
        if isIdentity { return Array(0..<Int32(count)) }
        var slots: [Int32] = []
        slots.reserveCapacity(count)
        forEachSlot(in: 0..<count) { slots.append(Int32($0)) }
        return slots
    }

    /// Makes room for `capacity` slots' locations while kept slot by slot. O(capacity).
    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        if !chunks.isEmpty { locations.reserveCapacity(capacity) }
    }

    /// Puts the new last storage slot `slot` at the end of the order. O(1) amortized, O(runs)
    /// while kept as runs when the last run does not end just before `slot`.
    @inlinable
    mutating func append(_ slot: Int) {
        if !chunks.isEmpty {
            locations.appendSlot()
            chunks.append(Int32(slot), tracking: &locations)
        } else if !runs.isEmpty {
            runs.insert(slot, at: runs.count)
        }
    }

    /// Puts the new last storage slot `slot` at `offset`, before the end. From identity
    /// order it keeps runs. O(runs) or O(1,024 + n / 1,024).
    mutating func insert(_ slot: Int, at offset: Int) {
        if !chunks.isEmpty {
            locations.appendSlot()
            chunks.insert(Int32(slot), at: offset, tracking: &locations)
            return
        }
        if runs.isEmpty { runs = SlotRuns(identityOf: slot) }
        runs.insert(slot, at: offset)
    }

    /// Takes the slot at `offset` out of the order, for a storage of `count` slots, and
    /// returns it. The last one in identity order keeps the identity. O(runs) or
    /// O(1,024 + n / 1,024).
    mutating func remove(at offset: Int, count: Int) -> Int {
        if !chunks.isEmpty { return Int(chunks.remove(at: offset, tracking: &locations)) }
        if runs.isEmpty {
            if offset == count - 1 { return offset }
            runs = SlotRuns(identityOf: count)
        }
        return runs.remove(at: offset)
    }

    /// Moves the slot at `source` to `destination` (its final offset), for a storage of
    /// `count` slots. O(runs) or O(1,024 + n / 1,024).
    mutating func move(from source: Int, to destination: Int, count: Int) {
        if !chunks.isEmpty {
            let slot = chunks.remove(at: source, tracking: &locations)
            chunks.insert(slot, at: destination, tracking: &locations)
            return
        }
        if runs.isEmpty { runs = SlotRuns(identityOf: count) }
        runs.insert(runs.remove(at: source), at: destination)
    }

    /// Tells the order that the storage lost `slot` (already out of the order) and that the
    /// element of the last slot, `last`, moved into it (when they differ). O(1) or O(runs).
    mutating func storageRemoved(_ slot: Int, lastSlot last: Int) {
        if slot != last {
            if !chunks.isEmpty {
                let location = locations.entries[last]
                chunks.replace(chunk: location.chunk, index: location.index, with: Int32(slot))
                locations.entries[slot] = location
            } else {
                precondition(!runs.isEmpty, "SlotOrder: slot \(slot) removed from an identity order of \(last + 1)")
                runs.replace(slot: last, with: slot)
            }
        }
        // Checked on the locations, not the chunks: they may have just lost their last slot.
        if !locations.entries.isEmpty { locations.entries.removeLast() }
    }

    /// After an edit: runs that are the identity again are let go, and runs past the limit go
    /// to chunks. O(1), or O(n) once when they go to chunks.
    @inlinable
    mutating func settle() {
        guard !runs.isEmpty else { return }
        if runs.isIdentity {
            runs = SlotRuns()
        } else if runs.runCount > Self.runLimit(forCount: runs.count) {
            chunkRuns()
        }
    }

    /// Goes back to identity order, letting go of the order's memory. O(1) plus releasing.
    /// - Precondition: every element stands at its slot's offset.
    @inlinable
    mutating func forget() {
        self = SlotOrder()
    }

    /// Keeps the runs' order slot by slot instead, in full chunks. O(n).
    @usableFromInline
    mutating func chunkRuns() {
        let count = runs.count
        var locations = SlotLocations(unplacedCount: count)
        var chunks = ChunkedArray<Int32>()
        let size = ChunkedArray<Int32>.maximumChunkCount
        for start in stride(from: 0, to: count, by: size) {
            var slots: [Int32] = []
            slots.reserveCapacity(Swift.min(size, count - start))
            runs.forEach(in: start..<Swift.min(start + size, count)) { slots.append(Int32($0)) }
            chunks.appendChunk(slots, tracking: &locations)
        }
        self.runs = SlotRuns()
        self.chunks = chunks
        self.locations = locations
    }
}

extension SlotOrder {
    /// Walks the slots in list order: O(1) per slot.
    @usableFromInline
    struct Iterator: Sendable {
        @usableFromInline var chunkSlots: ChunkedArray<Int32>.Iterator?
        @usableFromInline let runs: [SlotRuns.Run]
        @usableFromInline var runIndex = 0
        @usableFromInline var nextSlot: Int
        @usableFromInline var runEnd: Int

        /// Slots `0..<count` in identity order, else the order's.
        @inlinable
        init(_ order: SlotOrder, count: Int) {
            chunkSlots = order.chunks.isEmpty ? nil : order.chunks.makeIterator()
            runs = order.runs.runs
            nextSlot = runs.first.map { Int($0.slot) } ?? 0
            runEnd = runs.first.map { Int($0.end) } ?? (chunkSlots == nil ? count : 0)
        }

        /// The next slot, or nil at the end. O(1).
        @inlinable
        mutating func next() -> Int? {
            if chunkSlots != nil { return chunkSlots!.next().map(Int.init) }
            while nextSlot == runEnd {
                runIndex += 1
                guard runIndex < runs.count else { return nil }
                nextSlot = Int(runs[runIndex].slot)
                runEnd = Int(runs[runIndex].end)
            }
            defer { nextSlot += 1 }
            return nextSlot
        }
    }
}
