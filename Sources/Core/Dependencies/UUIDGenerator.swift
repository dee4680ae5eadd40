import Foundation

/// Makes UUIDs: random in the app, a predictable sequence in tests.
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    public func callAsFunction() -> UUID { generate() }

    /// Random UUIDs.
    public static let live = UUIDGenerator { UUID() }

    /// 00000000-0000-0000-0000-000000000000, then ...001, ...002 and so on.
    public static func incrementing() -> UUIDGenerator {
        let counter = Locked<UInt64>(0)
        return UUIDGenerator {
            let value = counter.withLock { count -> UInt64 in
                defer { count += 1 }
                return count
            }
            return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012llX", value))!
        }
    }
}
