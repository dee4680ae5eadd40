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
