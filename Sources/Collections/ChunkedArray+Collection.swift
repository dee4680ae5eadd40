extension ChunkedArray: RandomAccessCollection, MutableCollection {
    /// Offsets: `0..<count`, in order.
    public typealias Index = Int
    /// Always 0. O(1).
    @inlinable public var startIndex: Int { 0 }
    /// ``count``. O(1).
    @inlinable public var endIndex: Int { _count }

    /// The element at `position`. O(log chunks).
    @inlinable
    public subscript(position: Int) -> Element {
        get {
            let rank = rank(containing: position)
            return storage[chunkAtRank[rank]][position - starts[rank]]
        }
        set {
            let rank = rank(containing: position)
            storage[chunkAtRank[rank]][position - starts[rank]] = newValue
        }
    }

    /// Walks the chunks in order: O(1) per element.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let array: ChunkedArray
        @usableFromInline var rank = 0
        @usableFromInline var chunk: [Element] = []
        @usableFromInline var index = 0

        @inlinable
        init(_ array: ChunkedArray) { self.array = array }

        /// The next element, or nil at the end. O(1) amortized (O(1) per element, plus one
        /// chunk lookup per chunk).
        @inlinable
        public mutating func next() -> Element? {
            while index == chunk.count {
                guard rank < array.chunkAtRank.count else { return nil }
                chunk = array.storage[array.chunkAtRank[rank]]
                rank += 1
                index = 0
            }
            defer { index += 1 }
            return chunk[index]
        }
    }

    /// An iterator over the elements in order. O(1).
    @inlinable
    public func makeIterator() -> Iterator { Iterator(self) }

    /// Calls `body` with the elements at `offsets`, in order. O(log chunks) to start, then O(1)
    /// per element.
    @inlinable
    public func forEach(in offsets: Range<Int>, _ body: (Element) throws -> Void) rethrows {
        precondition(offsets.lowerBound >= 0 && offsets.upperBound <= count, "ChunkedArray.forEach(in:): \(offsets) out of 0..<\(count)")
        guard !offsets.isEmpty else { return }
        var rank = rank(containing: offsets.lowerBound)
        var index = offsets.lowerBound - starts[rank]
        var remaining = offsets.count
        while remaining > 0 {
            try storage[chunkAtRank[rank]].withUnsafeBufferPointer { chunk in
                while index < chunk.count && remaining > 0 {
                    try body(chunk[index])
                    index += 1
                    remaining -= 1
                }
            }
            rank += 1
            index = 0
        }
    }

    /// The last element, or nil. O(1).
    @inlinable
    public var last: Element? { chunkAtRank.last.flatMap { storage[$0].last } }
}

extension ChunkedArray.Iterator: Sendable where Element: Sendable {}

extension ChunkedArray: ExpressibleByArrayLiteral {
    /// An array of the literal's elements, in order. O(n).
    @inlinable
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    /// Equal when the same elements stand in the same order, however they are chunked. O(n).
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension ChunkedArray: CustomStringConvertible, CustomDebugStringConvertible {
    /// The elements as an array literal would print them. O(n).
    public var description: String { Array(self).description }
    /// The elements as an array's `debugDescription` prints them. O(n).
    public var debugDescription: String { Array(self).debugDescription }
}

extension ChunkedArray: CustomReflectable {
    /// A mirror showing the elements in order, as a collection. O(n).
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection) }
}
