import Core
import CoreTesting
@testable import Features
import Storage
import XCTest

/// After each save the digest of what the file holds is updated from the rows that changed
/// only; it must equal a digest built from every row written.
final class DiskDigestTests: XCTestCase {
    func testTheDigestAfterEachSaveEqualsOneOfEveryRowWritten() async {
        var rng = SeededGenerator(seed: 3)
        let clock = TestClock()
        let store = listStore(TodoList.State(rows: rows(row("a", "one"), row("b", "two", done: true), row("c", "three"))), clock: clock)
        store.exhaustivity = .off
        var saves = 0
        for round in 0..<40 {
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let ids = store.state.rows.ids
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: await store.send(.addRow(.append))
                case 1 where !ids.isEmpty: await store.send(.delete(visibleOffsets: [Int.random(in: 0..<ids.count, using: &rng)]))
                case 2 where !ids.isEmpty: await store.send(.rows(.element(id: ids.randomElement(using: &rng)!, action: .toggleDone)))
                case 3 where !ids.isEmpty:
                    await store.send(.rows(.element(id: ids.randomElement(using: &rng)!, action: .edit(.insert(" more \(round)")))))
                case 4: await store.send(.undo)
                default: await store.send(.moveSelected(up: Bool.random(using: &rng)))
                }
            }
            guard store.state.persistence.hasUnsavedChanges else { continue }
            saves += 1
            await clock.advance(by: TodoList.saveDebounce)
            await store.receive(.saveDue)
            await store.receive({ if case .saveFinished = $0 { true } else { false } })
            XCTAssertEqual(store.state.disk, DiskDigest(store.state.rows.map(\.item)), "round \(round)")
            XCTAssertTrue(store.state.rowsChangedSinceSave.isEmpty || store.state.persistence.hasUnsavedChanges)
        }
        XCTAssertGreaterThan(saves, 25)
        store.skipInFlightEffects()
    }

    func testAFailedSaveKeepsItsRowsForTheNextDelta() async {
        struct DiskFull: Error {}
        let clock = TestClock()
        let failing = Locked(true)
        let client = StorageClient(save: { _, _ in
            if failing.withLock({ $0 }) { throw DiskFull() }
            return SaveOutcome()
        }, externalChanges: { AsyncStream { $0.finish() } })
        let store = TestStore(initialState: TodoList.State(rows: rows(row("a", "one"), row("b", "two"))), reducer: { TodoList() }, withDependencies: {
            $0.uuid = .incrementing(); $0.now = .constant(testNow); $0.clock = clock; $0.storage = client
        })
        store.exhaustivity = .off
        await store.send(.toggleDoneSelected)
        await clock.advance(by: TodoList.saveDebounce)
        await store.receive(.saveDue)
        await store.receive({ if case .saveFinished(.failed) = $0 { true } else { false } })
        XCTAssertEqual(store.state.rowsChangedSinceSave, ["a"], "the failed save's rows wait for the next one")
        failing.withLock { $0 = false }
        await clock.advance(by: TodoList.saveRetry)
        await store.receive(.saveDue)
        await store.receive({ if case .saveFinished(.saved) = $0 { true } else { false } })
        XCTAssertEqual(store.state.disk, DiskDigest(store.state.rows.map(\.item)))
        XCTAssertTrue(store.state.disk.holds(store.state.rows[id: "a"]!.item), "the done row's new line is what the file holds")
        store.skipInFlightEffects()
    }
}

/// A list large enough to build its memo and digest on two threads gets the same ones as a
/// list built on one.
final class LargeListStateTests: XCTestCase {
    func testALargeListBuildsTheSameMemoAndDigestConcurrently() {
        let count = TodoList.State.concurrentBuildThreshold
        let rows = IdentifiedArray(uniqueElements: (0..<count).lazy.map { index in
            row("r\(index)", index.isMultiple(of: 3) ? "call mom \(index)" : "buy milk \(index)", done: index.isMultiple(of: 5))
        })
        let state = TodoList.State(rows: rows, lens: Lens(status: .pending, search: "milk"))
        XCTAssertEqual(state.memo, ListMemo.fresh(rows: rows, lens: Lens(status: .pending, search: "milk")))
        XCTAssertEqual(state.disk, DiskDigest(rows.map(\.item)))
        XCTAssertEqual(state.counts.done, count / 5)
    }
}
