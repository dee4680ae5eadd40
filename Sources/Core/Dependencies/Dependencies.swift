import Foundation

/// Whether dependencies resolve to their live or their test values.
public enum DependencyContext: Sendable {
    case live
    case test

    /// `.test` inside an XCTest bundle, `.live` otherwise.
    public static let current: DependencyContext =
        (CommandLine.arguments.first ?? "").contains(".xctest") ? .test : .live
}

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

/// Runs `body` with dependencies changed by `update`.
public func withDependencies<R>(
    _ update: (inout DependencyValues) throws -> Void,
    operation body: () throws -> R
) rethrows -> R {
    var values = DependencyValues.current
    try update(&values)
    return try DependencyValues.$current.withValue(values) { try body() }
}

/// Runs `body` with dependencies changed by `update` (async).
public func withDependencies<R>(
    _ update: (inout DependencyValues) throws -> Void,
    operation body: () async throws -> R
) async rethrows -> R {
    var values = DependencyValues.current
    try update(&values)
    return try await DependencyValues.$current.withValue(values) { try await body() }
}
