import Foundation
import Synchronization

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
        let counter = Mutex<UInt64>(0)
        return UUIDGenerator {
            let value = counter.withLock { count -> UInt64 in
                defer { count += 1 }
                return count
            }
            return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012llX", value))!
        }
    }

    /// Always the same UUID.
    public static func constant(_ uuid: UUID) -> UUIDGenerator { UUIDGenerator { uuid } }
}

/// The current date and time.
public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Date

    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    public var now: Date { generate() }
    public func callAsFunction() -> Date { generate() }

    public static let live = DateGenerator { Date() }
    public static func constant(_ date: Date) -> DateGenerator { DateGenerator { date } }
}

/// Asks the presentation that shows the current feature to dismiss it.
///
/// Call it from an effect of the presented child (`.run { _ in dismiss() }`); the presentation
/// reducer runs its child's effects with a sender that turns the call into the parent's
/// `.dismiss` action, whether the value was read during the reduce or inside the effect.
/// Elsewhere it reports an issue. Tests of a child alone may override it with a closure.
public struct DismissEffect: Sendable {
    let override: (@Sendable () -> Void)?

    /// Set by the presentation reducer for the tasks of a presented child's effects.
    @TaskLocal static var presentationSender: (@Sendable () -> Void)?

    public init(_ override: (@Sendable () -> Void)? = nil) {
        self.override = override
    }

    /// Sends the parent's dismiss action (it arrives as `.dismiss` on the parent's slot).
    public func callAsFunction(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        if let override {
            override()
        } else if let sender = Self.presentationSender {
            sender()
        } else {
            reportIssue("dismiss() was called from a feature that is not presented", fileID: fileID, filePath: filePath, line: line)
        }
    }

    /// Runs `operation` with dismiss calls sent to `sender`.
    static func withSender<R>(_ sender: @escaping @Sendable () -> Void, operation: () async throws -> R) async rethrows -> R {
        try await $presentationSender.withValue(sender) { try await operation() }
    }
}

enum UUIDGeneratorKey: DependencyKey {
    static let liveValue = UUIDGenerator.live
}

enum DateGeneratorKey: DependencyKey {
    static let liveValue = DateGenerator.live
}

enum ClockKey: DependencyKey {
    static let liveValue: any Clock<Duration> = ContinuousClock()
}

enum DismissKey: DependencyKey {
    static let liveValue = DismissEffect()
    static let testValue = DismissEffect()
}

extension DependencyValues {
    /// New identities (`uuid()`).
    public var uuid: UUIDGenerator {
        get { self[UUIDGeneratorKey.self] }
        set { self[UUIDGeneratorKey.self] = newValue }
    }

    /// The current date (`now()`, `now.now`).
    public var now: DateGenerator {
        get { self[DateGeneratorKey.self] }
        set { self[DateGeneratorKey.self] = newValue }
    }

    /// The clock effects sleep on: continuous in the app, a ``TestClock`` or
    /// ``ImmediateClock`` in tests.
    public var clock: any Clock<Duration> {
        get { self[ClockKey.self] }
        set { self[ClockKey.self] = newValue }
    }

    /// Dismisses the presentation showing the current feature.
    public var dismiss: DismissEffect {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
