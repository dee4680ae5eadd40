/// How a value sits inside an enum case: wrap it (`embed`) and find it (`extract`). Written by
/// hand per case, since this package has no macros.
public typealias ActionPath<Root: Sendable, Value: Sendable> = CasePath<Root, Value>

/// How a value sits inside an enum case (an action in a parent action, a child state in a
/// destination enum).
public struct CasePath<Root, Value>: Sendable {
    public let embed: @Sendable (Value) -> Root
    public let extract: @Sendable (Root) -> Value?

    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }
}
