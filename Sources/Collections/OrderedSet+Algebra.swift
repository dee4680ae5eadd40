/// Set algebra that keeps order, with swift-collections' `OrderedSet` names. Results are owned
/// sets; `self`'s order comes first. With another ``OrderedSet`` the lookups into it are its
/// own O(1) ones; with any other sequence, its elements are put in a `Set` first (O(m)).
extension OrderedSet {
    /// Whether every element of `self` is in `other`. O(n) expected.
    public func isSubset(of other: OrderedSet<Element>) -> Bool {
        count <= other.count && allSatisfy(other.contains)
    }

    /// Whether every element of `self` is in `other`. O(n + m) expected.
    public func isSubset<S: Sequence>(of other: S) -> Bool where S.Element == Element {
        let other = Set(other)
        return allSatisfy(other.contains)
    }

    /// Whether every element of `other` is in `self`. O(m) expected.
    public func isSuperset(of other: OrderedSet<Element>) -> Bool {
        other.isSubset(of: self)
    }

    /// Whether every element of `other` is in `self`. O(m) expected.
    public func isSuperset<S: Sequence>(of other: S) -> Bool where S.Element == Element {
        other.allSatisfy(contains)
    }

    /// Whether `self` and `other` have no element in common. O(min(n, m)) expected.
    public func isDisjoint(with other: OrderedSet<Element>) -> Bool {
        count <= other.count ? !contains(where: other.contains) : !other.contains(where: contains)
    }

    /// The elements of `self` that are in `other`, in `self`'s order. O(n) expected.
    public func intersection(_ other: OrderedSet<Element>) -> OrderedSet<Element> {
        OrderedSet(filter(other.contains))
    }

    /// The elements of `self` that are in `other`, in `self`'s order. O(n + m) expected.
    public func intersection<S: Sequence>(_ other: S) -> OrderedSet<Element> where S.Element == Element {
        let other = Set(other)
        return OrderedSet(filter(other.contains))
    }

    /// The elements of `self` that are not in `other`, in `self`'s order. O(n) expected.
    public func subtracting(_ other: OrderedSet<Element>) -> OrderedSet<Element> {
        OrderedSet(filter { !other.contains($0) })
    }

    /// The elements of `self` that are not in `other`, in `self`'s order. O(n + m) expected.
    public func subtracting<S: Sequence>(_ other: S) -> OrderedSet<Element> where S.Element == Element {
        let other = Set(other)
        return OrderedSet(filter { !other.contains($0) })
    }

    /// The elements of `self` in order, then those of `other` not in `self`, in `other`'s
    /// order. O(n + m) expected.
    public func union<S: Sequence>(_ other: S) -> OrderedSet<Element> where S.Element == Element {
        var elements = Array(self)
        elements.append(contentsOf: other)
        return OrderedSet(elements)
    }

    /// The elements in exactly one of `self` and `other`: `self`'s first, then `other`'s, each
    /// in its order. O(n + m) expected.
    public func symmetricDifference(_ other: OrderedSet<Element>) -> OrderedSet<Element> {
        OrderedSet(filter { !other.contains($0) } + other.filter { !contains($0) })
    }
}
