import AppTesting
import CoreTesting
import Features
import Foundation
import Storage
import Views
import XCTest

/// The outcome never depends on how the terminal batched the keys: the monkey's key streams,
/// sent one key per read, all in one read and in random chunks, leave the same state, screen
/// and file. Mouse reports are left out: a click names a cell of the frame the person saw, and
/// how keys are batched changes which frames are drawn.
final class BatchingInvarianceTests: XCTestCase {
    private static let starter = [
        TodoItem(id: "s1", text: "call mom +family @phone"),
        TodoItem(id: "s2", text: "pay rent +home due:2026-12-24"),
        TodoItem(id: "s3", text: "buy 牛乳 😀 +home @shop"),
        TodoItem(id: "s4", text: "(B) book flights +trip"),
    ]

    /// What a run leaves: the state, the screen and the file's lines.
    private struct Outcome: Equatable {
        var state: TodoList.State
        var screen: [String]
        var file: [String]
    }

    /// A stream of keys only, from the monkey's generator.
    private static func keys(seed: UInt64, count: Int) -> [Key] {
        var stream = KeyStream(seed: seed)
        var keys: [Key] = []
        while keys.count < count {
            if case let .key(key) = stream.next() {
                if case .mouse = key { continue }
                keys.append(key)
            }
        }
        return keys
    }

    private func outcome(of keys: [Key], in chunks: [Int]) async -> Outcome {
        let app = HeadlessApp(rows: Self.starter)
        var start = 0
        for size in chunks {
            await app.handle(keys: Array(keys[start..<start + size]))
            start += size
        }
        XCTAssertEqual(start, keys.count)
        return Outcome(state: app.store.state, screen: app.frame.grid.lines, file: app.store.state.rows.map(\.item.line))
    }

    private static func randomChunks(of count: Int, using generator: inout SeededGenerator) -> [Int] {
        var chunks: [Int] = []
        var left = count
        while left > 0 {
            let size = Int.random(in: 1...min(left, 8), using: &generator)
            chunks.append(size)
            left -= size
        }
        return chunks
    }

    private func check(seed: UInt64, length: Int) async -> Bool {
        let keys = Self.keys(seed: seed, count: length)
        var generator = SeededGenerator(seed: seed &* 7919)
        let onePerRead = await outcome(of: keys, in: Array(repeating: 1, count: keys.count))
        let deliveries: [(String, [Int])] = [("all in one read", [keys.count]),
                                             ("random chunks", Self.randomChunks(of: keys.count, using: &generator))]
        for (name, chunks) in deliveries {
            let other = await outcome(of: keys, in: chunks)
            guard other != onePerRead else { continue }
            let screen = zip(onePerRead.screen, other.screen).enumerated().first { $0.element.0 != $0.element.1 }
            XCTFail("""
                Seed \(seed): \(name) \(chunks) differs from one key per read.
                Keys: \(keys.map(\.debugName).joined(separator: ", "))
                State equal: \(onePerRead.state == other.state); file equal: \(onePerRead.file == other.file)
                First screen line that differs: \(screen.map { "\($0.offset): \($0.element.0.debugDescription) vs \($0.element.1.debugDescription)" } ?? "none")
                """)
            return false
        }
        return true
    }

    /// 1,000 streams of 24 keys in every `make test`; `make soak` sets LISTA_BATCHING_STREAMS
    /// for a longer run.
    func testHowKeysAreBatchedNeverChangesTheOutcome() async {
        let streams = ProcessInfo.processInfo.environment["LISTA_BATCHING_STREAMS"].flatMap(Int.init) ?? 1_000
        for seed in 0..<UInt64(streams) {
            guard await check(seed: seed + 1, length: 24) else { return }
        }
    }

    /// The reproductions of the type-ahead report, as keys in one read.
    func testTheReportedTypeAheadSequences() async {
        let sequences: [[Key]] = [
            [.character("L"), .character("j")],
            [.character("L"), .character("k"), .enter],
            [.character("?"), .character("q"), .character("/")],
            [.character("?"), .character("q"), .character("j")],
        ]
        for keys in sequences {
            let onePerRead = await outcome(of: keys, in: Array(repeating: 1, count: keys.count))
            let together = await outcome(of: keys, in: [keys.count])
            XCTAssertEqual(onePerRead, together, "\(keys.map(\.debugName))")
        }
    }
}
