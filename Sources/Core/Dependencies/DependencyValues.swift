/// The dependencies a store captured; reducers and effects read them through ``Dependency``.
public struct DependencyValues: Sendable {
    private var storage: [ObjectIdentifier: OverrideBox] = [:]
    public var context: DependencyContext

    public init(context: DependencyContext = .current) {
        self.context = context
    }

    /// The value for `key`: an override if one was set, else the context's default.
    /// O(1), with no dynamic cast: an override is stored only by its own key's setter.
    public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let box = storage[ObjectIdentifier(key)] { return unsafeDowncast(box, to: Override<Key.Value>.self).value }
            return context == .test ? Key.testValue : Key.liveValue
        }
        set { storage[ObjectIdentifier(key)] = Override(newValue) }
    }

    /// The dependencies in force for the running reducer or effect.
    @TaskLocal public static var current = DependencyValues()
}

/// An override's value, boxed so that reading it back is a class downcast. Cast out of
/// `any Sendable`, a value whose type is an existential with a primary associated type
/// (`any Clock<Duration>`) resolved that type's requirements at run time, by name, on every
/// read: a third of a toggle's time in the reducer.
private class OverrideBox: @unchecked Sendable {}

/// The override of one key, whose value is that key's `Value` (immutable, and `Sendable`).
private final class Override<Value: Sendable>: OverrideBox, @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
