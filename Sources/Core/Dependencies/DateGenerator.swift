/// The current date and time.
public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Timestamp

    public init(_ generate: @escaping @Sendable () -> Timestamp) {
        self.generate = generate
    }

    public func callAsFunction() -> Timestamp { generate() }

    public static let live = DateGenerator { Timestamp.now() }
    public static func constant(_ date: Timestamp) -> DateGenerator { DateGenerator { date } }
}
