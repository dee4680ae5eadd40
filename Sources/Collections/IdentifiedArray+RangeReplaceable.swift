// RangeReplaceableCollection, as swift-identified-collections has it for `Identifiable`
// elements: every operation it derives (insert(contentsOf:at:), removeSubrange, +, …) goes
// through replaceSubrange, which keeps ids unique the way `insert` and `updateOrAppend` do.

extension IdentifiedArray: RangeReplaceableCollection where Element: Identifiable, Element.ID == ID {
    /// Removes the elements at `subrange`, then puts `newElements` there in order; one whose id
    /// is still present elsewhere replaces that element in place instead (it keeps its
    /// position), so ids stay unique.
    /// - Complexity: O(n) to remove a non-empty subrange, plus, per element put back, as
    ///   ``insert(_:at:)`` (O(1) amortized at the end).
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Element {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count,
                     "IdentifiedArray.replaceSubrange: \(subrange) out of 0..<\(count)")
        if !subrange.isEmpty { remove(atOffsets: subrange) }
        var offset = subrange.lowerBound
        for element in newElements {
            if let slot = slot(id: element.id, reading: { $0.id }) {
                _elements[slot] = element
            } else {
                insert(element, at: offset)
                offset += 1
            }
        }
    }
}
