/// The dependencies a store captured; reducers and effects read them through ``Dependency``.
public struct DependencyValues: Sendable {
    private var storage: [ObjectIdentifier: any Sendable] = [:]
    public var context: DependencyContext

    public init(context: DependencyContext = .current) {
        self.context = context
    }

    /// The value for `key`: an override if one was set, else the context's default.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
            return context == .test ? Key.testValue : Key.liveValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The dependencies in force for the running reducer or effect.
    @TaskLocal public static var current = DependencyValues()
}
