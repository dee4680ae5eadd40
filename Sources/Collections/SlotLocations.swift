/// Where each storage slot of an ``IdentifiedArray`` stands in its order (a chunk number and
/// an index inside that chunk), kept current by the order's ``ChunkedArray`` as it changes.
@usableFromInline
struct SlotLocations: ChunkPlacementTracker, Sendable {
    @usableFromInline
    struct Location: Sendable {
        @usableFromInline var chunk: Int32
        @usableFromInline var index: Int32

        @inlinable
        init(chunk: Int32, index: Int32) {
            self.chunk = chunk
            self.index = index
        }
    }

    /// Locations by slot.
    @usableFromInline var entries: [Location] = []

    @inlinable
    init() {}

    @inlinable
    mutating func place(_ slot: Int32, chunk: Int, index: Int) {
        entries[Int(slot)] = Location(chunk: Int32(truncatingIfNeeded: chunk), index: Int32(truncatingIfNeeded: index))
    }

    /// Makes room for a new slot, whose location the order fills in when it is placed.
    @inlinable
    mutating func appendSlot() {
        entries.append(Location(chunk: -1, index: -1))
    }

    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }
}
