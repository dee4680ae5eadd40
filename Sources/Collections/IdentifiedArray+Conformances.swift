extension IdentifiedArray: RandomAccessCollection {
    /// Offsets: `0..<count`, in list order.
    public typealias Index = Int
    /// Always 0. O(1).
    public var startIndex: Int { 0 }
    /// The number of elements. O(1).
    public var endIndex: Int { _elements.count }
    // The element at a position, `self[position]`, is read and set in
    // IdentifiedArray+Replacement.swift (MutableCollection).

    /// Walks the order run by run or chunk by chunk, or the storage in identity order: O(1)
    /// per element.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var slots: SlotOrder.Iterator
        @usableFromInline let elements: [Element]

        @inlinable
        init(order: SlotOrder, elements: [Element]) {
            slots = SlotOrder.Iterator(order, count: elements.count)
            self.elements = elements
        }

        /// The next element in list order, or nil at the end. O(1) amortized.
        @inlinable
        public mutating func next() -> Element? {
            slots.next().map { elements[$0] }
        }
    }

    /// An iterator over the elements in list order. O(1).
    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(order: _order, elements: _elements)
    }

    /// The first element, or nil. O(1).
    @inlinable
    public var first: Element? { isEmpty ? nil : self[0] }

    /// The last element, or nil. O(1).
    @inlinable
    public var last: Element? { _order.last(count: count).map { _elements[$0] } }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, Element.ID == ID {
    /// An array of the literal's elements, in order. O(n).
    /// - Precondition: the literal's ids are unique; a duplicate traps naming it.
    public init(arrayLiteral elements: Element...) {
        self.init(uniqueElements: elements)
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    /// Order-sensitive: equal when the same elements stand in the same order. O(n).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension IdentifiedArray: Hashable where Element: Hashable {
    /// Hashes the count and every element in list order (order-sensitive, like `==`). O(n).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension IdentifiedArray: CustomStringConvertible {
    /// The elements in list order, as an array prints them. O(n).
    public var description: String { elements.description }
}

extension IdentifiedArray: CustomDebugStringConvertible {
    /// `IdentifiedArray<Element>([…])`, each element as `debugPrint` shows it. O(n).
    public var debugDescription: String {
        var result = "IdentifiedArray<\(Element.self)>(["
        for (offset, element) in enumerated() {
            if offset > 0 { result += ", " }
            debugPrint(element, terminator: "", to: &result)
        }
        return result + "])"
    }
}

extension IdentifiedArray: CustomReflectable {
    /// A mirror showing the elements in list order, as a collection. O(n).
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: elements, displayStyle: .collection) }
}

/// Thrown when decoding an identified array whose input repeats an id. O(1) to make and read.
public struct DuplicateIDError: Error, CustomStringConvertible {
    /// The repeated id, as text. O(1).
    public let id: String
    /// "IdentifiedArray: duplicate id … in decoded data". O(length of the id).
    public var description: String { "IdentifiedArray: duplicate id \(id) in decoded data" }
}

extension IdentifiedArray: Encodable where Element: Encodable {
    /// Encodes the elements as an array, in list order. O(n).
    public func encode(to encoder: any Encoder) throws {
        try elements.encode(to: encoder)
    }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, Element.ID == ID {
    /// Decodes an array of elements, throwing a `DecodingError.dataCorrupted` at the first
    /// repeated id: "Duplicate element at offset N" (swift-identified-collections' wording),
    /// with a ``DuplicateIDError`` naming the id beneath it. O(n).
    public init(from decoder: any Decoder) throws {
        let elements = try [Element](from: decoder)
        self.init()
        for (offset, element) in elements.enumerated() where !append(element).inserted {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Duplicate element at offset \(offset)",
                underlyingError: DuplicateIDError(id: "\(_id(element))")))
        }
    }
}
