import Collections
import Core
import Foundation

/// Small features that exercise the core the way the to-do features will.
struct Counter: Reducer {
    struct State: Equatable, Identifiable, Sendable {
        var id: Int
        var count = 0
        var log: [String] = []
    }

    enum Action: Equatable, Sendable {
        case increment
        case startTimer
        case stopTimer
        case tick
        case chain
        case chained
        case cancelParentTimer
        case cancelSiblingTimer
        case askToBeDismissed
        case askToBeDismissedReadingDismissInside
        case fail
        /// Replaces the counter by a fresh one with another id (a new identity, in place).
        case resetIdentity(Int)
        case delegate(Delegate)
        enum Delegate: Equatable, Sendable { case removeMe }
    }

    struct TimerID: Hashable, Sendable {}
    struct Boom: Error {}

    @Dependency(\.clock) var clock
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.log.append("\(action)")
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .startTimer:
            return .run(name: "timer") { [clock] send in
                while true {
                    try await clock.sleep(for: .seconds(1))
                    send(.tick)
                }
            }
            .cancellable(id: TimerID(), cancelInFlight: true)
        case .stopTimer:
            return .cancel(id: TimerID())
        case .tick:
            state.count += 1
            return .none
        case .chain:
            return .send(.chained)
        case .chained:
            return .none
        case .cancelParentTimer, .cancelSiblingTimer:
            return .cancel(id: TimerID())
        case .askToBeDismissed:
            return .run { [dismiss] _ in dismiss() }
        case .askToBeDismissedReadingDismissInside:
            return .run { _ in
                @Dependency(\.dismiss) var dismiss
                try await Task.sleep(for: .zero)
                dismiss()
            }
        case .fail:
            return .run { _ in throw Boom() }
        case let .resetIdentity(id):
            state = State(id: id)
            return .none
        case .delegate:
            return .none
        }
    }
}

/// A parent that owns a collection of counters and one presentation slot.
struct Parent: Reducer {
    struct State: Equatable, Sendable {
        var counters: IdentifiedArrayOf<Counter.State> = []
        @Presents var sheet: Sheet.State?
        var log: [String] = []
    }

    enum Action: Equatable, Sendable {
        case counters(IdentifiedAction<Int, Counter.Action>)
        case sheet(PresentationAction<Sheet.Action>)
        case add(Int)
        case remove(Int)
        case presentCounter(Int)
        case presentOther
        case closeSheet
        case startTimer
        case stopTimer
        case stopChildTimers
    }

    static let countersPath = CasePath<Action, IdentifiedAction<Int, Counter.Action>>(
        embed: { .counters($0) },
        extract: { if case let .counters(action) = $0 { action } else { nil } })
    static let sheetPath = CasePath<Action, PresentationAction<Sheet.Action>>(
        embed: { .sheet($0) },
        extract: { if case let .sheet(action) = $0 { action } else { nil } })

    @Dependency(\.clock) var clock

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            state.log.append("parent: \(action)")
            switch action {
            case let .counters(.element(id, .delegate(.removeMe))):
                state.counters.remove(id: id)
                return .none
            case .counters, .sheet:
                return .none
            case let .add(id):
                state.counters.append(Counter.State(id: id))
                return .none
            case let .remove(id):
                state.counters.remove(id: id)
                return .none
            case let .presentCounter(id):
                state.sheet = .counter(Counter.State(id: id))
                return .none
            case .presentOther:
                state.sheet = .other
                return .none
            case .closeSheet:
                state.sheet = nil
                return .none
            case .startTimer:
                return .run { [clock] _ in try await clock.sleep(for: .seconds(60)) }
                    .cancellable(id: Counter.TimerID())
            case .stopTimer, .stopChildTimers:
                return .cancel(id: Counter.TimerID())
            }
        }
        .forEach(\.counters, action: Self.countersPath) { Counter() }
        .ifLet(\.$sheet, action: Self.sheetPath) { Sheet() }
    }
}

/// A destination enum: at most one presentation at a time.
struct Sheet: Reducer {
    enum State: Equatable, Sendable, CaseModifiable {
        case counter(Counter.State)
        case other
    }

    enum Action: Equatable, Sendable {
        case counter(Counter.Action)
    }

    static let counterState = CasePath<State, Counter.State>(
        "counter",
        embed: { .counter($0) },
        extract: { if case let .counter(state) = $0 { state } else { nil } })
    static let counterAction = CasePath<Action, Counter.Action>(
        embed: { .counter($0) },
        extract: { if case let .counter(action) = $0 { action } else { nil } })

    var body: some Reducer<State, Action> {
        Scope(state: Self.counterState, action: Self.counterAction) { Counter() }
    }
}


extension CasePath where Root == Sheet.State, Value == Counter.State {
    /// `$0.sheet?.modify(.counter) { … }` in expected-state closures.
    static var counter: Self { Sheet.counterState }
}
