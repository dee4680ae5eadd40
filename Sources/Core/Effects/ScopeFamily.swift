/// Which child collection or presentation slot a cancellation scope belongs to: the key path
/// from the parent's state to it (with the parent's type), not the child's type, so two
/// collections of the same element type (or two slots of the same feature) never share a
/// scope and never cancel each other's effects.
@usableFromInline
struct ScopeFamily: Hashable, Sendable {
    let root: ObjectIdentifier
    let path: String

    /// The family of the child at `keyPath`. O(length of the key path's description): build it
    /// only where an effect is scoped or cancelled, not on every action.
    @usableFromInline
    init<Root, Value>(_ keyPath: KeyPath<Root, Value>) {
        root = ObjectIdentifier(Root.self)
        path = "\(keyPath)"
    }
}
