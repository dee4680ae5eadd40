enum RandomBitsKey: DependencyKey {
    static let liveValue = RandomBitsGenerator.live
}

enum NowKey: DependencyKey {
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
    /// Random bits for new identities (`randomBits()`).
    public var randomBits: RandomBitsGenerator {
        get { self[RandomBitsKey.self] }
        set { self[RandomBitsKey.self] = newValue }
    }

    /// The current date (`now()`, `now.now`).
    public var now: DateGenerator {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
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
