/// A dependency's key: its live value and its test value.
///
/// The default test value is the live one plus a reported issue naming the dependency, so a
/// test that forgot to override it fails instead of touching the real world.
public protocol DependencyKey {
    associatedtype Value: Sendable
    static var liveValue: Value { get }
    static var testValue: Value { get }
}

extension DependencyKey {
    public static var testValue: Value {
        reportIssue("A live dependency was used in a test: \(Self.self) (override it with withDependencies, e.g. `$0.\(dependencyName) = ...`)")
        return liveValue
    }

    static var dependencyName: String {
        let name = "\(Self.self)"
        let trimmed = name.hasSuffix("Key") ? String(name.dropLast(3)) : name
        return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
    }
}
