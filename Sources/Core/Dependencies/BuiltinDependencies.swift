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
/// Call it from an effect of the presented child (`.run { _ in dismiss() }`). The presentation
/// reducer gives each run of its child's effects a `dismiss` bound to that run's own `Send`, so
/// the call arrives as `.dismiss` on the parent's slot, whether the value was read during the
/// reduce (captured into the effect) or inside the effect. Elsewhere it reports an issue. Tests
/// of a child alone may override it with a closure.
///
/// The binding travels in the run's `DependencyValues`, never in a task-local of its own: the
/// optimizer's specialization of `TaskLocal.withValue` for a closure-typed value asked the
/// runtime for the metadata of a lowered function type it cannot build, and the release build
/// crashed in `swift_task_localValuePush` (see `PresentationReducer`).
public struct DismissEffect: Sendable {
    let send: (@Sendable () -> Void)?

    /// A dismiss that calls `send`; without one, it defers to the dismiss bound for the run
    /// that calls it.
    public init(_ send: (@Sendable () -> Void)? = nil) {
        self.send = send
    }

    /// Sends the parent's dismiss action (it arrives as `.dismiss` on the parent's slot).
    public func callAsFunction(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        if let send {
            send()
        } else if let bound = DependencyValues.current[DismissKey.self].send {
            bound()
        } else {
            reportIssue("dismiss() was called from a feature that is not presented", fileID: fileID, filePath: filePath, line: line)
        }
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
