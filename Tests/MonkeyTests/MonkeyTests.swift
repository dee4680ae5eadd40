import AppTesting
import Core
import Features
import Foundation
import Storage
import Views
import XCTest

/// Long random key streams through the whole app, headless, seeded and reproducible. A failure
/// prints its seed and the shortest key sequence found that still breaks an invariant.
final class MonkeyTests: XCTestCase {
    private static let starter = [
        TodoItem(id: "s1", text: "call mom +family @phone"),
        TodoItem(id: "s2", text: "pay rent +home"),
        TodoItem(id: "s3", text: "buy 牛乳 😀 +home @shop"),
        TodoItem(id: "s4", text: "book flights +trip"),
    ]

    /// Searches examine this many rows per slice for `seed`: odd seeds use slices of two rows,
    /// so keys keep landing while a search is still running.
    private static func lensSliceRows(seed: UInt64) -> Int {
        seed % 2 == 1 ? 2 : TodoList.State.defaultLensSliceRows
    }

    /// Replays `events` on a fresh app; returns the first violation and the step it happened at.
    private func replay(_ events: [KeyStream.Event], seed: UInt64) async -> (step: Int, problems: [String], app: HeadlessApp)? {
        let app = HeadlessApp(rows: Self.starter, lensSliceRows: Self.lensSliceRows(seed: seed))
        for (step, event) in events.enumerated() {
            await app.handle(event)
            let problems = app.violations()
            if !problems.isEmpty { return (step, problems, app) }
        }
        return nil
    }

    /// Removes chunks of the sequence while it still fails (bounded number of replays).
    private func shrink(_ events: [KeyStream.Event], seed: UInt64) async -> [KeyStream.Event] {
        var current = events
        var chunk = max(1, current.count / 2)
        var replays = 0
        while chunk >= 1, replays < 400 {
            var start = 0
            var removedAny = false
            while start < current.count, replays < 400 {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                replays += 1
                if let failure = await replay(candidate, seed: seed) {
                    current = Array(candidate.prefix(failure.step + 1))
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }

    private func run(seed: UInt64, keys: Int) async {
        var stream = KeyStream(seed: seed)
        var events: [KeyStream.Event] = []
        let app = HeadlessApp(rows: Self.starter, lensSliceRows: Self.lensSliceRows(seed: seed))
        var eventsDuringASearch = 0
        for _ in 0..<keys {
            let event = stream.next()
            events.append(event)
            if app.store.state.isSearching { eventsDuringASearch += 1 }
            await app.handle(event)
            let problems = app.violations()
            if !problems.isEmpty {
                print("Monkey seed \(seed) broke an invariant after \(events.count) events: \(problems.joined(separator: "; ")); shrinking…")
                let shortest = await shrink(events, seed: seed)
                XCTFail("""
                    Monkey seed \(seed) broke an invariant after \(events.count) events: \(problems.joined(separator: "; "))
                    Shortest sequence found (\(shortest.count) events):
                    \(shortest.map(\.description).joined(separator: ", "))
                    """)
                return
            }
        }
        XCTAssertGreaterThan(app.quits, 0, "seed \(seed): no key stream quit the session")
        XCTAssertGreaterThan(app.screen.suspendCount + app.screen.repaintCount, 0, "seed \(seed): no suspend or repaint reached the screen")
        if Self.lensSliceRows(seed: seed) < 10 {
            XCTAssertGreaterThan(eventsDuringASearch, 0, "seed \(seed): no key landed while a search was running")
        }
        // As quitting does: leave the field, which turns typed due:/tracked:/note: into fields.
        if app.store.state.focus != nil { app.store.send(.view(.leaveField)) }
        XCTAssertEqual(try SaveRoundTrip.problems(app.store.state, label: "monkey-\(seed)"), [], "seed \(seed)")
    }

    /// 20,000 keys over four seeds in every `make test`; `make soak` sets LISTA_MONKEY_KEYS to
    /// run a million (ten seeds of 100,000).
    func testRandomKeysKeepEveryInvariant() async {
        let soakKeys = ProcessInfo.processInfo.environment["LISTA_MONKEY_KEYS"].flatMap(Int.init)
        let seeds: [UInt64] = soakKeys == nil ? [11, 22, 33, 44] : Array(100..<110)
        let keysPerSeed = soakKeys.map { $0 / seeds.count } ?? 5_000
        for seed in seeds {
            await run(seed: seed, keys: keysPerSeed)
        }
    }
}
