import Collections
import Core

/// A realistic element for the core's collection benchmarks: a row-like id and a text.
struct BenchElement: Identifiable, Sendable {
    let id: String
    var title: String
}

extension BenchElement {
    /// Element `index` of a fixture.
    init(_ index: Int) {
        self.init(id: Fixtures.id(index), title: Fixtures.text(index))
    }
}

/// The IdentifiedArray targets: lookup and updateOrAppend O(1), remove(id:) and move of
/// one element under 2 ms.
enum IdentifiedArrayBenchmarks {
    /// How many operations one sample of an O(1) operation times (a single one is shorter
    /// than a clock reading).
    static let fastBatch = 64

    static func all(sizes: [Int]) -> [Benchmark] {
        [lookup, updateOrAppend, removeMiddle, moveStartToEnd, moveOneStartToEnd, firstMoveAfterLoad, moveAmongManyRuns].flatMap { make in sizes.map(make) }
    }

    static func fixture(size: Int) -> IdentifiedArrayOf<BenchElement> {
        IdentifiedArray(uniqueElements: (0..<size).map(BenchElement.init))
    }

    /// `array[id:]` of ids scattered over the whole array.
    static func lookup(size: Int) -> Benchmark {
        Benchmark(suite: .core, name: "IdentifiedArray[id:] lookup", size: size, target: .microseconds(1),
                  operationsPerSample: fastBatch) {
            let array = fixture(size: size)
            let ids = Fixtures.scatteredOffsets(count: 4_096, in: size).map { array[$0].id }
            return Probe(operation: { n in
                Blackhole.consume(array[id: ids[n & 4_095]])
            })
        }
    }

    /// `updateOrAppend` of an element whose id is present (an in-place replace).
    static func updateOrAppend(size: Int) -> Benchmark {
        Benchmark(suite: .core, name: "IdentifiedArray.updateOrAppend (existing id)", size: size, target: .microseconds(1),
                  operationsPerSample: fastBatch) {
            var array = fixture(size: size)
            let replacements = Fixtures.scatteredOffsets(count: 4_096, in: size).map { offset in
                BenchElement(id: array[offset].id, title: Fixtures.text(offset + 1))
            }
            return Probe(operation: { n in
                Blackhole.consume(array.updateOrAppend(replacements[n & 4_095]))
            })
        }
    }

    /// `remove(id:)` of the middle element; it is put back (untimed) after each sample.
    static func removeMiddle(size: Int) -> Benchmark {
        Benchmark(suite: .core, name: "IdentifiedArray.remove(id:) (middle)", size: size, target: .milliseconds(2)) {
            var array = fixture(size: size)
            let middle = size / 2
            let id = array[middle].id
            var removed: BenchElement?
            return Probe(
                operation: { _ in removed = array.remove(id: id) },
                restore: { _ in
                    guard let element = removed else { fatalError("remove(id:) did not find \(id)") }
                    array.insert(element, at: middle)
                    removed = nil
                })
        }
    }

    /// One element moved from offset `source` to `destination` by `move` (timed); after each
    /// sample it is checked there and moved back (untimed). `prepare` orders the array first.
    private static func moveAndBack(_ name: String, size: Int, from source: Int, to destination: Int,
                                    prepare: @escaping (inout IdentifiedArrayOf<BenchElement>) -> Void = { _ in },
                                    move: @escaping (inout IdentifiedArrayOf<BenchElement>, Int, Int) -> Void) -> Benchmark {
        Benchmark(suite: .core, name: name, size: size, target: .milliseconds(2)) {
            var array = fixture(size: size)
            prepare(&array)
            let id = array[source].id
            return Probe(
                operation: { _ in move(&array, source, destination) },
                restore: { _ in
                    precondition(array[destination].id == id, "\(name) did not land at its destination")
                    move(&array, destination, source)
                })
        }
    }

    /// `move(fromOffsets:toOffset:)` of one element from offset 10 to 10 before the end (onMove
    /// semantics: the offset of the gap it goes to); moved back after each sample.
    static func moveStartToEnd(size: Int) -> Benchmark {
        moveAndBack("IdentifiedArray.move(fromOffsets:) start→end", size: size, from: 10, to: size - 11) { array, from, to in
            array.move(fromOffsets: [from], toOffset: to > from ? to + 1 : to)
        }
    }

    /// `move(from:to:)`, the single-element move TodoList uses, from offset 10 to 10 before
    /// the end; moved back after each sample.
    static func moveOneStartToEnd(size: Int) -> Benchmark {
        moveAndBack("IdentifiedArray.move(from:to:) start→end", size: size, from: 10, to: size - 11) { $0.move(from: $1, to: $2) }
    }

    /// The same move as the first one after a load, which makes the order the list kept as the
    /// identity until then (O(n), once). A permutation by the offsets (untimed) puts the array
    /// back in identity order after each sample.
    static func firstMoveAfterLoad(size: Int) -> Benchmark {
        Benchmark(suite: .core, name: "IdentifiedArray.move(from:to:), the first after a load", size: size, target: .milliseconds(2)) {
            var array = fixture(size: size)
            let identity = Array(0..<size)
            return Probe(
                operation: { _ in array.move(from: 10, to: size - 11) },
                restore: { _ in array.permute(by: identity) })
        }
    }

    /// `move(from:to:)` in an order a day of edits left behind: n / 400 moves first (untimed),
    /// so the order is kept as about n / 133 runs, near the n / 128 past which it goes to
    /// chunks, where an edit costs most (O(runs)). Moved back after each sample.
    static func moveAmongManyRuns(size: Int) -> Benchmark {
        moveAndBack("IdentifiedArray.move(from:to:) after n/400 moves", size: size, from: size / 3, to: 2 * size / 3,
                    prepare: { array in
                        var generator = SystemRandomNumberGenerator()
                        for _ in 0..<Swift.max(1, size / 400) {
                            array.move(from: Int.random(in: 0..<size, using: &generator), to: Int.random(in: 0..<size, using: &generator))
                        }
                    },
                    move: { $0.move(from: $1, to: $2) })
    }
}
