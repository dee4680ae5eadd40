/// Whether dependencies resolve to their live or their test values.
public enum DependencyContext: Sendable {
    case live
    case test

    /// `.test` inside an XCTest bundle, `.live` otherwise.
    public static let current: DependencyContext =
        (CommandLine.arguments.first ?? "").contains(".xctest") ? .test : .live
}
