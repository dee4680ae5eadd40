import Core
import Storage

/// Thresholds hold rows back until their day: when the day changes while the app runs
/// (midnight), the list places its rows again by the new date. An effect sleeps on the clock
/// dependency until the next midnight by the `now` dependency, then sends the new day.
extension ListLens {
    /// The longest the watch sleeps before it looks at the date again, so a suspended machine
    /// or a changed clock is noticed within the hour.
    static let dayCheckInterval: Duration = .seconds(3_600)

    /// Sleeps until the next day begins and sends it, for as long as the list lives.
    func watchTheDay() -> Effect<Action> {
        .run(name: "watch the day") { [now, clock] send in
            var today = TodoDate(localDayOf: now())
            while true {
                try await clock.sleep(for: Self.untilTomorrow(from: now()))
                let day = TodoDate(localDayOf: now())
                if day != today {
                    today = day
                    send(.dayBegan(day))
                }
            }
        }
        .cancellable(id: TodoList.CancelID.day, cancelInFlight: true)
    }

    /// A new day: the rows are placed by it (an O(rows) rebuild, once a day), and the status
    /// line says how many rows it brought.
    func dayBegan(_ state: inout State, _ day: TodoDate) {
        let waiting = state.content.memo.futureCount
        state.content.setToday(day)
        let came = waiting - state.content.memo.futureCount
        if came > 0, state.content.lens.visibility == .current {
            state.message = "A new day: \(came) row\(came == 1 ? "" : "s") whose t: date came show\(came == 1 ? "s" : "") now"
        }
    }

    /// How long from `date` until the next local midnight (a second past it), at most
    /// ``dayCheckInterval``.
    static func untilTomorrow(from date: Timestamp) -> Duration {
        let tomorrow = TodoDate.startOfNextLocalDay(after: date.secondsSince1970)
        let seconds = Int((tomorrow - date.secondsSince1970).rounded(.up)) + 1
        return Swift.min(.seconds(Swift.max(1, seconds)), dayCheckInterval)
    }
}
