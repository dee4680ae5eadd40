/// One step of a cancellation scope path: a family (which `forEach` or presentation slot) and
/// a key within it (an element id, a presentation's identity).
public struct ScopeComponent: Hashable, Sendable, CustomStringConvertible {
    public let family: AnySendableHashable
    public let key: AnySendableHashable

    public init(family: some Hashable & Sendable, key: some Hashable & Sendable) {
        self.family = AnySendableHashable(family)
        self.key = AnySendableHashable(key)
    }

    public var description: String { "\(family)[\(key)]" }
}
