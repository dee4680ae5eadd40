/// Where each storage slot of an ``IdentifiedArray`` stands in its order (a chunk number and
/// an index inside that chunk), kept current by the order's ``ChunkedArray`` as it changes.
///
/// A location is 4 bytes: the chunk number in the high 22 bits, the index in the low 10. An
/// index always fits, since a chunk holds at most ``ChunkedArray/maximumChunkCount`` (1,024)
/// elements whenever one is placed. A chunk number fits while the order has fewer than
/// 4,194,303 chunks (a number is reused once its chunk is gone); at the 256 to 1,024 elements
/// a chunk keeps, that is over a billion elements, and past it ``place(_:chunk:index:)`` traps
/// naming the limit.
@usableFromInline
struct SlotLocations: ChunkPlacementTracker, Sendable {
    /// One slot's chunk number and index in that chunk, packed.
    @usableFromInline
    struct Location: Sendable {
        @usableFromInline var bits: UInt32

        /// A slot made but not placed yet (all ones: no chunk number reaches it).
        @usableFromInline static var unplaced: Location { Location(bits: .max) }

        @inlinable
        init(bits: UInt32) { self.bits = bits }

        /// The chunk's number in the order. O(1).
        @inlinable var chunk: Int { Int(bits >> SlotLocations.indexBits) }
        /// The index inside that chunk. O(1).
        @inlinable var index: Int { Int(bits & (1 << SlotLocations.indexBits - 1)) }
    }

    /// Bits for the index in a chunk: enough for ``ChunkedArray/maximumChunkCount``.
    @usableFromInline static var indexBits: UInt32 { 10 }
    /// Chunk numbers stay below this (the all-ones number marks an unplaced slot).
    @usableFromInline static var chunkLimit: Int { 1 << (32 - Int(indexBits)) - 1 }

    /// Locations by slot.
    @usableFromInline var entries: [Location] = []

    @inlinable
    init() {}

    /// Room for `count` slots, none placed yet: the order places each as it is built. O(count).
    @inlinable
    init(unplacedCount count: Int) {
        entries = Array(repeating: .unplaced, count: count)
    }

    /// Records that `slot` stands at `index` in chunk `chunk`. O(1).
    /// - Precondition: `chunk` is below 4,194,303 and `index` below 1,024; otherwise it traps
    ///   naming the limit.
    @inlinable
    mutating func place(_ slot: Int32, chunk: Int, index: Int) {
        precondition(chunk >= 0 && chunk < Self.chunkLimit && index >= 0 && index < 1 << Self.indexBits,
                     Self.limitMessage(chunk: chunk, index: index))
        entries[Int(slot)] = Location(bits: UInt32(truncatingIfNeeded: chunk) << Self.indexBits | UInt32(truncatingIfNeeded: index))
    }

    /// Makes room for a new slot, whose location the order fills in when it is placed.
    @inlinable
    mutating func appendSlot() {
        entries.append(.unplaced)
    }

    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    /// The bytes the locations can hold, by capacity. O(1).
    var allocatedBytes: Int { entries.capacity * MemoryLayout<Location>.stride }

    @usableFromInline
    static func limitMessage(chunk: Int, index: Int) -> String {
        "IdentifiedArray: a slot's place in the order (chunk \(chunk), index \(index)) does not fit its 4-byte location: chunk numbers must stay below \(chunkLimit) and indexes below \(1 << indexBits)"
    }
}
