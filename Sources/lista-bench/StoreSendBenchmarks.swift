import Collections
import Core

/// The Store target: one `Store.send` of a row action through `forEach`, median under
/// 5 µs at 100,000 rows and not growing with the list (the proof that no action copies the
/// whole array).
enum StoreSendBenchmarks {
    /// How many operations one sample times.
    static let batch = 16
    /// How many distinct rows the sends go to, spread evenly over the list.
    static let targetCount = 64

    static func all(sizes: [Int]) -> [Benchmark] {
        sizes.map(rowAction)
    }

    static func rowAction(size: Int) -> Benchmark {
        Benchmark(suite: .core, name: "Store.send row action via forEach", size: size, target: .microseconds(5),
                  operationsPerSample: batch) {
            let rows = IdentifiedArrayBenchmarks.fixture(size: size)
            let targets = (0..<targetCount).map { rows[$0 * size / targetCount].id }
            let store = Store(initialState: BenchList.State(rows: rows), reducer: BenchList())
            let characters = Array("abcdefghijklmnopqrstuvwxyz")
            return Probe(
                operation: { n in
                    let id = targets[n % targetCount]
                    store.send(.rows(.element(id: id, action: .type(characters[n % characters.count]))))
                },
                witness: StorageWitness { store.state.rows })
        }
    }
}
