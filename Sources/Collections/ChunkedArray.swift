/// Learns where each element of a ``ChunkedArray`` stands after a change, so its owner can
/// find an element's offset in O(1) (``IdentifiedArray`` tracks its storage slots this way).
public protocol ChunkPlacementTracker {
    associatedtype Element
    /// `element` now stands at `index` inside the chunk whose stable number is `chunk`. Called
    /// once for every element a change moved, so it should be O(1).
    mutating func place(_ element: Element, chunk: Int, index: Int)
}

/// The tracker for owners that do not need to know where elements stand.
///
/// It holds one unused byte on purpose. A struct without stored properties has no address:
/// Swift passes an unspecified pointer for it `inout`, and under ThreadSanitizer the generic
/// `insert(_:at:tracking:)` and `append(_:tracking:)` report that pointer to the TSan runtime
/// as an inout access (`__tsan_external_write`), which crashed the runtime with a SEGV (a
/// toolchain fault, not a race: see README, Sanitizers). With a byte there is a real address.
/// Specialized code never touches the byte. Every operation is O(1) and does nothing.
public struct NoPlacementTracking<Element>: ChunkPlacementTracker {
    @usableFromInline var addressable: UInt8 = 0
    /// A tracker that records nothing. O(1).
    @inlinable public init() {}
    /// Does nothing. O(1).
    @inlinable public func place(_ element: Element, chunk: Int, index: Int) {}
}

/// An ordered sequence stored as a list of short chunks, so inserting or removing in the
/// middle of a million elements moves at most one chunk's worth of them.
///
/// Complexity, for n elements in chunks of at most ``maximumChunkCount``:
/// - `self[offset]`: O(log(n / chunk)) (a binary search over chunk starts).
/// - `insert(_:at:)`, `remove(at:)`: O(chunk + n / chunk), about 2,000 small steps at a million.
/// - `append(_:)`: O(1) amortized; iteration: O(1) per element.
/// - ``offset(chunk:index:)``: O(1), from a placement a tracker was told about.
///
/// Chunks keep a stable number for as long as they exist, which is what a tracker records.
public struct ChunkedArray<Element> {
    /// The most elements one chunk holds before it splits in two (1,024). O(1).
    public static var maximumChunkCount: Int { 1024 }

    /// Chunk contents, by chunk number (an emptied chunk's number is reused).
    @usableFromInline var storage: [[Element]] = []
    /// Chunk numbers in list order.
    @usableFromInline var chunkAtRank: [Int] = []
    /// Each chunk number's place in `chunkAtRank`, or -1 for a free number.
    @usableFromInline var rankOfChunk: [Int] = []
    /// The offset of each ranked chunk's first element.
    @usableFromInline var starts: [Int] = []
    /// Chunk numbers free for reuse.
    @usableFromInline var freeChunks: [Int] = []
    @usableFromInline var _count = 0

    /// How many elements there are. O(1).
    @inlinable public var count: Int { _count }

    /// An empty array. O(1).
    @inlinable
    public init() {}

    /// An array of `elements`, in order. O(n).
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        var tracker = NoPlacementTracking<Element>()
        self.init(elements, tracking: &tracker)
    }

    /// An array of `elements`, telling `tracker` where each one stands. O(n).
    @inlinable
    public init<S: Sequence, T: ChunkPlacementTracker>(_ elements: S, tracking tracker: inout T)
    where S.Element == Element, T.Element == Element {
        self.init()
        for element in elements { append(element, tracking: &tracker) }
    }

    /// The rank of the chunk holding `offset`. O(log chunks).
    /// - Precondition: `0 <= offset < count`.
    @inlinable
    func rank(containing offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The offset of the element a tracker was last told stands at `index` in chunk `chunk`. O(1).
    @inlinable
    public func offset(chunk: Int, index: Int) -> Int {
        starts[rankOfChunk[chunk]] + index
    }

    /// Replaces the element at a placement a tracker was told about; nothing moves. O(1).
    @inlinable
    public mutating func replace(chunk: Int, index: Int, with element: Element) {
        storage[chunk][index] = element
    }

    /// Appends `element`. O(1) amortized.
    @inlinable
    public mutating func append(_ element: Element) {
        var tracker = NoPlacementTracking<Element>()
        append(element, tracking: &tracker)
    }

    /// Appends `element`, telling `tracker` where it stands. O(1) amortized.
    @inlinable
    public mutating func append<T: ChunkPlacementTracker>(_ element: Element, tracking tracker: inout T)
    where T.Element == Element {
        if let last = chunkAtRank.last, storage[last].count < Self.maximumChunkCount {
            makeRoomForOneMore(inChunk: last)
            storage[last].append(element)
            tracker.place(element, chunk: last, index: storage[last].count - 1)
        } else {
            let chunk = makeChunk(atRank: chunkAtRank.count, start: count, elements: [element])
            tracker.place(element, chunk: chunk, index: 0)
        }
        _count += 1
    }

    /// Appends `elements` as a chunk of their own, keeping their buffer: two chunked arrays
    /// given the same array share its memory until one of them changes it. O(1) amortized,
    /// nothing copied.
    /// - Precondition: `elements.count <= maximumChunkCount`.
    @inlinable
    public mutating func appendChunk(_ elements: [Element]) {
        var tracker = NoPlacementTracking<Element>()
        appendChunk(elements, tracking: &tracker)
    }

    /// Appends `elements` as a chunk of their own, keeping their buffer, and tells `tracker`
    /// where each one stands. O(elements.count) for the tracker, nothing copied.
    /// - Precondition: `elements.count <= maximumChunkCount`.
    @inlinable
    public mutating func appendChunk<T: ChunkPlacementTracker>(_ elements: [Element], tracking tracker: inout T)
    where T.Element == Element {
        precondition(elements.count <= Self.maximumChunkCount, "ChunkedArray.appendChunk: \(elements.count) elements")
        guard !elements.isEmpty else { return }
        let chunk = makeChunk(atRank: chunkAtRank.count, start: count, elements: elements)
        _count += elements.count
        placeAll(inChunk: chunk, from: 0, tracking: &tracker)
    }

    /// Inserts `element` at `offset` (`0...count`). O(chunk + chunks).
    @inlinable
    public mutating func insert(_ element: Element, at offset: Int) {
        var tracker = NoPlacementTracking<Element>()
        insert(element, at: offset, tracking: &tracker)
    }

    /// Inserts `element` at `offset` (`0...count`), telling `tracker` about every element that
    /// moved. O(chunk + chunks).
    @inlinable
    public mutating func insert<T: ChunkPlacementTracker>(_ element: Element, at offset: Int, tracking tracker: inout T)
    where T.Element == Element {
        precondition(offset >= 0 && offset <= count, "ChunkedArray.insert: offset \(offset) out of 0...\(count)")
        guard offset < count else { return append(element, tracking: &tracker) }
        let rank = rank(containing: offset)
        let chunk = chunkAtRank[rank]
        let index = offset - starts[rank]
        makeRoomForOneMore(inChunk: chunk)
        storage[chunk].insert(element, at: index)
        shiftStarts(afterRank: rank, by: 1)
        _count += 1
        if storage[chunk].count > Self.maximumChunkCount {
            split(rank: rank, tracking: &tracker)
        } else {
            placeAll(inChunk: chunk, from: index, tracking: &tracker)
        }
    }

    /// Removes and returns the element at `offset`. O(chunk + chunks).
    @inlinable
    @discardableResult
    public mutating func remove(at offset: Int) -> Element {
        var tracker = NoPlacementTracking<Element>()
        return remove(at: offset, tracking: &tracker)
    }

    /// Removes and returns the element at `offset`, telling `tracker` about every element that
    /// moved. O(chunk + chunks).
    @inlinable
    @discardableResult
    public mutating func remove<T: ChunkPlacementTracker>(at offset: Int, tracking tracker: inout T) -> Element
    where T.Element == Element {
        precondition(offset >= 0 && offset < count, "ChunkedArray.remove(at:): offset \(offset) out of 0..<\(count)")
        let rank = rank(containing: offset)
        let chunk = chunkAtRank[rank]
        let index = offset - starts[rank]
        let removed = storage[chunk].remove(at: index)
        shiftStarts(afterRank: rank, by: -1)
        _count -= 1
        if storage[chunk].isEmpty {
            dropChunk(atRank: rank)
        } else {
            placeAll(inChunk: chunk, from: index, tracking: &tracker)
            mergeIfSparse(rank: rank, tracking: &tracker)
        }
        return removed
    }

    /// Removes every element. O(1) plus releasing them.
    @inlinable
    public mutating func removeAll() {
        self = ChunkedArray()
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}

// MARK: Chunk bookkeeping

extension ChunkedArray {
    /// The bytes its buffers can hold (the chunks' elements and the bookkeeping arrays, by
    /// capacity; not the buffers' headers): 0 for an array that never held an element. O(chunks).
    var allocatedBytes: Int {
        let bookkeeping = (chunkAtRank.capacity + rankOfChunk.capacity + starts.capacity + freeChunks.capacity) * MemoryLayout<Int>.stride
            + storage.capacity * MemoryLayout<[Element]>.stride
        return storage.reduce(bookkeeping) { $0 + $1.capacity * MemoryLayout<Element>.stride }
    }

    /// Grows a full chunk as an array would (doubling), but never past one element more than
    /// ``maximumChunkCount``: left to itself, a chunk of 1,024 elements would have room for
    /// 2,047 and keep half of its memory empty. O(chunk) when it grows, amortized O(1).
    @inlinable
    mutating func makeRoomForOneMore(inChunk chunk: Int) {
        let count = storage[chunk].count
        guard count == storage[chunk].capacity else { return }
        storage[chunk].reserveCapacity(Swift.min(2 * count + 1, Self.maximumChunkCount + 1))
    }

    @inlinable
    mutating func shiftStarts(afterRank rank: Int, by delta: Int) {
        starts.withUnsafeMutableBufferPointer { buffer in
            var next = rank + 1
            while next < buffer.count {
                buffer[next] += delta
                next += 1
            }
        }
    }

    @inlinable
    mutating func placeAll<T: ChunkPlacementTracker>(inChunk chunk: Int, from index: Int, tracking tracker: inout T)
    where T.Element == Element {
        guard !(tracker is NoPlacementTracking<Element>) else { return }
        var position = index
        while position < storage[chunk].count {
            tracker.place(storage[chunk][position], chunk: chunk, index: position)
            position += 1
        }
    }

    /// Creates a chunk at `rank` holding `elements` whose first offset is `start`; returns its
    /// number. O(chunks).
    @inlinable
    mutating func makeChunk(atRank rank: Int, start: Int, elements: [Element]) -> Int {
        let chunk: Int
        if let reused = freeChunks.popLast() {
            chunk = reused
            storage[chunk] = elements
        } else {
            chunk = storage.count
            storage.append(elements)
            rankOfChunk.append(-1)
        }
        chunkAtRank.insert(chunk, at: rank)
        starts.insert(start, at: rank)
        renumberRanks(from: rank)
        return chunk
    }

    /// Forgets the (empty or emptied-into-a-neighbour) chunk at `rank`. O(chunks).
    @inlinable
    mutating func dropChunk(atRank rank: Int) {
        let chunk = chunkAtRank.remove(at: rank)
        starts.remove(at: rank)
        storage[chunk] = []
        rankOfChunk[chunk] = -1
        freeChunks.append(chunk)
        renumberRanks(from: rank)
    }

    @inlinable
    mutating func renumberRanks(from rank: Int) {
        for next in rank..<chunkAtRank.count { rankOfChunk[chunkAtRank[next]] = next }
    }

    /// Moves the second half of an overfull chunk into a new chunk after it. O(chunk + chunks).
    @inlinable
    mutating func split<T: ChunkPlacementTracker>(rank: Int, tracking tracker: inout T) where T.Element == Element {
        let chunk = chunkAtRank[rank]
        let half = storage[chunk].count / 2
        let tail = Array(storage[chunk][half...])
        storage[chunk].removeSubrange(half...)
        let newChunk = makeChunk(atRank: rank + 1, start: starts[rank] + half, elements: tail)
        placeAll(inChunk: chunk, from: 0, tracking: &tracker)
        placeAll(inChunk: newChunk, from: 0, tracking: &tracker)
    }

    /// Folds a chunk that shrank below a quarter into a neighbour when both fit in one, so
    /// that removals cannot leave a long list of tiny chunks. O(chunk + chunks).
    @inlinable
    mutating func mergeIfSparse<T: ChunkPlacementTracker>(rank: Int, tracking tracker: inout T) where T.Element == Element {
        let chunk = chunkAtRank[rank]
        guard storage[chunk].count < Self.maximumChunkCount / 4 else { return }
        for (into, from) in [(rank - 1, rank), (rank, rank + 1)] where into >= 0 && from < chunkAtRank.count {
            let target = chunkAtRank[into], source = chunkAtRank[from]
            guard storage[target].count + storage[source].count <= Self.maximumChunkCount else { continue }
            let firstMoved = storage[target].count
            storage[target].append(contentsOf: storage[source])
            dropChunk(atRank: from)
            placeAll(inChunk: target, from: firstMoved, tracking: &tracker)
            return
        }
    }
}
