import FoundationEssentials

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
            // The count in the last six bytes, big-endian, as the UUID's text shows it.
            let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: value >> shift) }
            return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)))
        }
    }

    /// Always the same UUID.
    public static func constant(_ uuid: UUID) -> UUIDGenerator { UUIDGenerator { uuid } }
}
