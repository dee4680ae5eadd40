import CoreTesting
@testable import Features
import XCTest

/// The typed count on its own: digits make the number and the status line shows it; the list
/// spends it (``CountPrefixTests``).
final class TypedCountTests: XCTestCase {
    private func countStore(pending: Int? = nil) -> TestStore<TypedCount.State, TypedCount.Action> {
        TestStore(initialState: TypedCount.State(pending: pending), reducer: { TypedCount() })
    }

    func testDigitsMakeTheCountAndTheLineShowsIt() async {
        let store = countStore()
        await store.send(.digit(1)) {
            $0.pending = 1
            $0.message = "1 — then a motion or a move to repeat"
        }
        await store.send(.digit(0)) {
            $0.pending = 10
            $0.message = "10 — then a motion or a move to repeat"
        }
    }

    func testACountStartsWithOneToNine() async {
        let store = countStore()
        await store.send(.digit(0)) { $0.message = "A count starts with 1 to 9 (5j moves five rows)" }
    }

    func testMoreDigitsPastTheLimitChangeNothing() async {
        let store = countStore(pending: 99_999_999)
        await store.send(.digit(9)) {
            $0.pending = 999_999_999
            $0.message = "999999999 — then a motion or a move to repeat"
        }
        await store.send(.digit(9))
    }
}
