import Foundation
import Views

/// The sort lenses at every size: `S` itself, one slice of the keys the sort reads
/// between keys (a key can wait for one), and how long the sorted screen takes to arrive.
/// The text sort is the costly one (each key is folded text); it is the one measured.
enum SortBenchmarks {
    static func all(sizes: [Int]) -> [Benchmark] {
        [sortKey, sortSlice, wholeSort].flatMap { make in sizes.map(make) }
    }

    /// `S` from one sort to the next (through all five and off): the key starts a build.
    static func sortKey(size: Int) -> Benchmark {
        KeyPathBenchmarks.onFixture("key: next sort (S)", size: size) { fixture in
            Probe(operation: { _ in fixture.press(.character("S")) })
        }
    }

    /// One later slice of the text sort's keys, and its frame when one is due. When the keys
    /// are all read, the sort is turned off and on again (untimed).
    static func sortSlice(size: Int) -> Benchmark {
        KeyPathBenchmarks.onFixture("sort by text: one slice (+ frame when due)", size: size) { fixture in
            fixture.sortByText()
            return Probe(operation: { _ in fixture.continueSearch() },
                         restore: { _ in if !fixture.state.content.hasLensWork { fixture.sortByText() } })
        }
    }

    /// From the text sort turned on to the sorted screen: every slice (a frame after each) and
    /// the worker's sort. Our own target: under two seconds at a million rows.
    static func wholeSort(size: Int) -> Benchmark {
        KeyPathBenchmarks.onFixture("sort by text: sorted screen (slices + worker)", size: size, target: .seconds(2),
                                    minimumSamples: 3) { fixture in
            Probe(operation: { _ in
                fixture.sortByText()
                fixture.finishSort()
            })
        }
    }
}

extension KeyPathFixture {
    /// Turns the text sort on afresh (off first when it is on), with `S` as a person would.
    func sortByText() {
        repeat { press(.character("S")) } while state.lens.sort != .text
    }

    /// Runs the sort's slices, then waits for the worker's result and adopts it, as the
    /// session does when the worker wakes it.
    func finishSort() {
        while state.isSorting {
            if state.content.hasLensWork {
                continueSearch()
            } else if !processEffects() {
                usleep(50)
            }
        }
        render()
    }
}
