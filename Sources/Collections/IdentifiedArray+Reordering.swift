// Reordering the whole array: swift-identified-collections' MutableCollection algorithms, each
// one permutation of the storage, so ids never repeat on the way.

extension IdentifiedArray {
    /// Puts the elements that satisfy `belongsInSecondPartition` after those that do not, each
    /// group keeping its order (a stable partition).
    /// - Returns: the offset of the first element of the second group (`count` when none).
    /// - Complexity: O(n).
    @discardableResult
    public mutating func partition(by belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Int {
        var first: [Int] = []
        var second: [Int] = []
        for (offset, element) in enumerated() {
            if try belongsInSecondPartition(element) { second.append(offset) } else { first.append(offset) }
        }
        if !second.isEmpty, !first.isEmpty { permute(by: first + second) }
        return first.count
    }

    /// Reverses the order. O(n).
    public mutating func reverse() {
        guard count > 1 else { return }
        permute(by: Array((0..<count).reversed()))
    }

    /// Shuffles the order with `generator`. O(n).
    public mutating func shuffle<T: RandomNumberGenerator>(using generator: inout T) {
        guard count > 1 else { return }
        permute(by: (0..<count).shuffled(using: &generator))
    }

    /// Shuffles the order with the system's random generator. O(n).
    public mutating func shuffle() {
        var generator = SystemRandomNumberGenerator()
        shuffle(using: &generator)
    }

    /// A sorted copy (stable). O(n log n).
    public func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Self {
        var copy = self
        try copy.sort(by: areInIncreasingOrder)
        return copy
    }
}

extension IdentifiedArray where Element: Comparable {
    /// Sorts in increasing order (stable). O(n log n).
    public mutating func sort() {
        sort(by: <)
    }

    /// A copy sorted in increasing order (stable). O(n log n).
    public func sorted() -> Self {
        sorted(by: <)
    }
}
