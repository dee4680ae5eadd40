/// An ordered collection of unique elements, with swift-collections' `OrderedSet` read API:
/// elements in order, membership and position by element in O(1), and set algebra that keeps
/// the order.
///
/// ``IdentifiedArray/ids`` is one, as in swift-identified-collections. That one is a view over
/// the array's own slot table and storage, taken in O(1) without copying an id: a million rows'
/// ids are not materialised to ask whether one is present or where it stands. It holds the
/// array's storage (shared, copy on write), so keeping it while the array is then changed makes
/// that change copy the array once; keep `Array(array.ids)` instead where ids outlive a change.
///
/// Made from a sequence or a literal, it owns its elements and a dictionary from element to
/// offset. The set algebra (``union(_:)``, ``intersection(_:)``, ``subtracting(_:)``) returns
/// owned sets.
public struct OrderedSet<Element: Hashable> {
    /// The array this set views, or nil when the set owns its elements.
    @usableFromInline private(set) var _source: (any OrderedElementSource<Element>)?
    /// The elements of an owned set, in order (empty for a view).
    @usableFromInline private(set) var _elements: [Element] = []
    /// Element to offset in `_elements`, for an owned set (empty for a view).
    @usableFromInline private(set) var _offsets: [Element: Int] = [:]

    /// A view over `source`. O(1).
    @usableFromInline
    init(viewing source: any OrderedElementSource<Element>) {
        _source = source
    }

    /// An empty set. O(1).
    public init() {}

    /// The unique elements of `elements`, in the order of their first occurrence; later
    /// duplicates are dropped. O(n) expected.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        var kept: [Element] = []
        var offsets: [Element: Int] = [:]
        kept.reserveCapacity(elements.underestimatedCount)
        offsets.reserveCapacity(elements.underestimatedCount)
        for element in elements where offsets[element] == nil {
            offsets[element] = kept.count
            kept.append(element)
        }
        _elements = kept
        _offsets = offsets
    }

    /// Whether `element` is in the set. O(1) expected.
    @inlinable
    public func contains(_ element: Element) -> Bool {
        firstIndex(of: element) != nil
    }

    /// The offset of `element`, or nil. O(1) expected (a set holds an element once).
    @inlinable
    public func firstIndex(of element: Element) -> Int? {
        if let _source { return _source.offset(of: element) }
        return _offsets[element]
    }

    /// The offset of `element`, or nil; the same as ``firstIndex(of:)``. O(1) expected.
    @inlinable
    public func lastIndex(of element: Element) -> Int? {
        firstIndex(of: element)
    }

    /// The elements as a plain array, in order. O(n), or O(1) for an owned set.
    public var elements: [Element] {
        _source == nil ? _elements : Array(self)
    }
}

/// What an ``OrderedSet`` view reads from the collection it views: the count, the element at an
/// offset, an element's offset, and elements in order by batches (one dynamic call a batch, so
/// iterating stays O(1) an element with a small constant).
@usableFromInline
protocol OrderedElementSource<Element>: Sendable {
    associatedtype Element: Hashable
    /// The number of elements. O(1).
    var count: Int { get }
    /// The element at `offset`, in order. O(1) to O(log(n / 1,024)).
    func element(at offset: Int) -> Element
    /// The offset of `element`, or nil. O(1) expected.
    func offset(of element: Element) -> Int?
    /// Appends the elements at `offsets`, in order, to `buffer`. O(offsets.count) plus
    /// O(log(n / 1,024)) to find the first.
    func appendElements(in offsets: Range<Int>, to buffer: inout [Element])
}

extension OrderedSet: Sendable where Element: Sendable {}

extension OrderedSet: RandomAccessCollection {
    /// Offsets: `0..<count`, in order.
    public typealias Index = Int

    /// Always 0. O(1).
    public var startIndex: Int { 0 }

    /// The number of elements. O(1).
    public var endIndex: Int { _source?.count ?? _elements.count }

    /// The element at `position`. O(1) for an owned set; for a view, the array's own offset
    /// subscript (O(1) to O(log(n / 1,024))). Iterate rather than index in a loop.
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < endIndex, "OrderedSet: index \(position) out of 0..<\(endIndex)")
        if let _source { return _source.element(at: position) }
        return _elements[position]
    }

    /// Reads a view's elements 256 at a time into a small buffer: O(1) amortized an element.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let set: OrderedSet
        @usableFromInline var buffer: [Element] = []
        @usableFromInline var bufferOffset = 0
        @usableFromInline var nextOffset = 0

        @usableFromInline
        init(set: OrderedSet) { self.set = set }

        /// The next element in order, or nil at the end. O(1) amortized.
        public mutating func next() -> Element? {
            guard let source = set._source else {
                guard nextOffset < set._elements.count else { return nil }
                defer { nextOffset += 1 }
                return set._elements[nextOffset]
            }
            if bufferOffset == buffer.count {
                let end = Swift.min(source.count, nextOffset + 256)
                guard nextOffset < end else { return nil }
                buffer.removeAll(keepingCapacity: true)
                source.appendElements(in: nextOffset..<end, to: &buffer)
                bufferOffset = 0
                nextOffset = end
            }
            defer { bufferOffset += 1 }
            return buffer[bufferOffset]
        }
    }

    /// An iterator over the elements in order. O(1).
    public func makeIterator() -> Iterator { Iterator(set: self) }

    /// Lets generic algorithms (`Sequence.contains`) use the O(1) lookup.
    public func _customContainsEquatableElement(_ element: Element) -> Bool? { contains(element) }

    /// Lets generic algorithms (`Collection.firstIndex(of:)`) use the O(1) lookup.
    public func _customIndexOfEquatableElement(_ element: Element) -> Int?? { .some(firstIndex(of: element)) }

    /// Lets generic algorithms (`BidirectionalCollection.lastIndex(of:)`) use the O(1) lookup.
    public func _customLastIndexOfEquatableElement(_ element: Element) -> Int?? { .some(lastIndex(of: element)) }
}

extension OrderedSet: ExpressibleByArrayLiteral {
    /// The literal's unique elements, in order. O(n) expected.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension OrderedSet: Equatable {
    /// Order-sensitive, as swift-collections': equal when the same elements stand in the same
    /// order. O(n).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension OrderedSet: Hashable {
    /// Hashes the count and the elements in order, agreeing with the order-sensitive `==`. O(n).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension OrderedSet: CustomStringConvertible, CustomDebugStringConvertible {
    /// The elements as an array literal, `[1, 2, 3]`. O(n).
    public var description: String { "[" + map { String(describing: $0) }.joined(separator: ", ") + "]" }

    /// `OrderedSet<Element>([…])`. O(n).
    public var debugDescription: String { "OrderedSet<\(Element.self)>(\(description))" }
}
