import Foundation

/// The current date and time.
public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Date

    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    public func callAsFunction() -> Date { generate() }

    public static let live = DateGenerator { Date() }
    public static func constant(_ date: Date) -> DateGenerator { DateGenerator { date } }
}
