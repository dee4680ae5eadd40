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
