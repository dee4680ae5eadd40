/// A type-erased, sendable hashable value: the currency of cancellation ids and scope paths.
public struct AnySendableHashable: Hashable, Sendable, CustomStringConvertible {
    public let base: any Hashable & Sendable

    public init(_ base: some Hashable & Sendable) {
        if let already = base as? AnySendableHashable {
            self = already
        } else {
            self.base = base
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }

    public var description: String { "\(base)" }
}
