import Collections

/// What `forEach` needs of the collection it runs element reducers in: elements found by id
/// and changed in place, and an epoch that moves whenever elements come or go (so the effects
/// of removed elements are cancelled). `IdentifiedArray` is one; a type that keeps other
/// values in step with its elements (a memo, a version) is another, changing them in its
/// `modify`.
public protocol IdentifiedElements: Sendable {
    associatedtype Element: Identifiable where Element.ID: Sendable

    /// The element with `id`, nil when there is none. O(1) expected.
    subscript(id id: Element.ID) -> Element? { get }
    /// Whether an element has `id`. O(1) expected.
    func contains(id: Element.ID) -> Bool
    /// Runs `body` on the element with `id` in place; nil when there is none.
    mutating func modify<Result>(id: Element.ID, _ body: (inout Element) throws -> Result) rethrows -> Result?
    /// Changes whenever an element is added or removed (not when one changes).
    var membershipEpoch: Int { get }
}

extension IdentifiedArray: IdentifiedElements where Element: Identifiable, Element.ID == ID {}
