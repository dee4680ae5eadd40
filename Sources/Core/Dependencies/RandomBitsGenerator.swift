/// Makes 64 random bits at a time, for new identities: random in the app, a predictable
/// sequence in tests.
public struct RandomBitsGenerator: Sendable {
    private let generate: @Sendable () -> UInt64

    public init(_ generate: @escaping @Sendable () -> UInt64) {
        self.generate = generate
    }

    public func callAsFunction() -> UInt64 { generate() }

    /// Bits from the system's random source.
    public static let live = RandomBitsGenerator {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }

    /// 0, then 1, 2 and so on.
    public static func incrementing() -> RandomBitsGenerator {
        let counter = Locked<UInt64>(0)
        return RandomBitsGenerator {
            counter.withLock { count -> UInt64 in
                defer { count += 1 }
                return count
            }
        }
    }
}
