/// How a value sits inside an enum case (an action in a parent action, a child state in a
/// destination enum): wrap it (`embed`) and find it (`extract`). This package has no macros:
/// write one by hand, or from the case alone with `CasePath(case:)`.
public struct CasePath<Root, Value>: Sendable {
    public let embed: @Sendable (Value) -> Root
    public let extract: @Sendable (Root) -> Value?
    /// The case's name, for messages (``CaseModifiable/modify(_:fileID:filePath:line:_:)``
    /// names the case it expected); nil when the path was made without one.
    public let name: String?

    public init(
        _ name: String? = nil,
        embed: @escaping @Sendable (Value) -> Root,
        extract: @escaping @Sendable (Root) -> Value?
    ) {
        self.name = name
        self.embed = embed
        self.extract = extract
    }
}
