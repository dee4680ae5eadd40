/// Reads a dependency from the values in force where it is used (the store's, or a test's).
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    private let keyPath: KeyPath<DependencyValues, Value> & Sendable

    public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        DependencyValues.current[keyPath: keyPath]
    }
}
