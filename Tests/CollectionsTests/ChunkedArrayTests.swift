import CoreTesting
import XCTest

@testable import Collections

/// Records every placement a chunked array reports, so a test can check that the offsets it
/// derives from them agree with where elements really are.
private struct PlacementLog: ChunkPlacementTracker {
    var placements: [Int: (chunk: Int, index: Int)] = [:]

    mutating func place(_ element: Int, chunk: Int, index: Int) {
        placements[element] = (chunk, index)
    }
}

final class ChunkedArrayTests: XCTestCase {
    private let chunk = ChunkedArray<Int>.maximumChunkCount

    func testBehavesLikeAnArray() {
        var array: ChunkedArray<Int> = [1, 2, 3]
        array.insert(0, at: 0)
        array.append(4)
        XCTAssertEqual(Array(array), [0, 1, 2, 3, 4])
        XCTAssertEqual(array.remove(at: 2), 2)
        array.swapAt(0, 3)
        XCTAssertEqual(Array(array), [4, 1, 3, 0])
        XCTAssertEqual(array.first, 4)
        XCTAssertEqual(array.last, 0)
        XCTAssertEqual(array, [4, 1, 3, 0])
        XCTAssertNotEqual(array, [4, 1, 3])
        array.removeAll()
        XCTAssertTrue(array.isEmpty)
        XCTAssertNil(array.last)
    }

    func testSplitsAndMergesChunksAcrossManyElements() {
        var array = ChunkedArray(0..<(chunk * 3))
        XCTAssertEqual(array.chunkAtRank.count, 3)
        for offset in 10..<410 { array.insert(-offset, at: 5) }
        XCTAssertEqual(array.chunkAtRank.count, 4, "the first chunk overflowed and split in two")
        while array.count > chunk * 2 { array.remove(at: 3) }
        XCTAssertLessThanOrEqual(array.chunkAtRank.count, 3, "emptied chunks are dropped or merged")
        XCTAssertEqual(Array(array), [0, 1, 2] + Array((chunk + 3)..<(chunk * 3)))
        XCTAssertEqual(array.count, chunk * 2)
    }

    /// Equal arrays compare equal however their chunks fell.
    func testEqualityIgnoresChunking() {
        var split = ChunkedArray(0..<(chunk + 1))
        split.insert(-1, at: 0)
        _ = split.remove(at: 0)
        let whole = ChunkedArray(0..<(chunk + 1))
        XCTAssertEqual(split, whole)
    }

    func testRandomEditsAgreeWithAnArrayAndItsPlacements() {
        var generator = SeededGenerator(seed: 7)
        var log = PlacementLog()
        var array = ChunkedArray<Int>()
        var model: [Int] = []
        var nextValue = 0
        for step in 0..<20_000 {
            let roll = Int.random(in: 0..<10, using: &generator)
            if roll < 5 || model.isEmpty {
                let offset = Int.random(in: 0...model.count, using: &generator)
                model.insert(nextValue, at: offset)
                array.insert(nextValue, at: offset, tracking: &log)
                nextValue += 1
            } else if roll < 6 {
                model.append(nextValue)
                array.append(nextValue, tracking: &log)
                nextValue += 1
            } else {
                let offset = Int.random(in: 0..<model.count, using: &generator)
                let removed = array.remove(at: offset, tracking: &log)
                XCTAssertEqual(removed, model.remove(at: offset), "step \(step)")
                log.placements[removed] = nil
            }
            guard step % 997 == 0 || step == 19_999 else { continue }
            XCTAssertEqual(Array(array), model, "step \(step)")
            for (offset, value) in model.enumerated() {
                let placement = log.placements[value]!
                XCTAssertEqual(array.offset(chunk: placement.chunk, index: placement.index), offset, "value \(value) at step \(step)")
                XCTAssertEqual(array[offset], value)
            }
        }
        XCTAssertGreaterThan(model.count, chunk * 2, "the run grew past several chunks")
    }

    func testAppendedChunksTellTheTrackerWhereEveryElementStandsAndStayEditable() {
        var log = PlacementLog()
        var array = ChunkedArray<Int>()
        array.appendChunk(Array(0..<chunk), tracking: &log)
        array.appendChunk([], tracking: &log)
        array.appendChunk(Array(chunk..<(chunk + 5)), tracking: &log)
        array.insert(-1, at: 3, tracking: &log)
        XCTAssertEqual(Array(array), [0, 1, 2, -1] + Array(3..<(chunk + 5)))
        for (offset, value) in array.enumerated() {
            let placement = log.placements[value]!
            XCTAssertEqual(array.offset(chunk: placement.chunk, index: placement.index), offset, "value \(value)")
        }
    }

    /// Regression (`make sanitize`, TSan): the no-op tracker is passed `inout` to generic code on
    /// every insert and append; a zero-sized one has no address, and ThreadSanitizer crashed
    /// (SEGV in `insert(_:at:tracking:)`) instrumenting the unspecified pointer passed for it.
    func testTheNoOpTrackerOccupiesMemorySoItHasARealAddress() {
        XCTAssertGreaterThan(MemoryLayout<NoPlacementTracking<String>>.size, 0)
        XCTAssertGreaterThan(MemoryLayout<NoPlacementTracking<Int32>>.size, 0)
        var array: ChunkedArray<String> = ["a", "c"]
        array.insert("b", at: 1)
        array.insert("d", at: 3)
        XCTAssertEqual(Array(array), ["a", "b", "c", "d"])
    }

    func testAChunkFilledByAppendsOrInsertsHasRoomForAtMostOneElementMoreThanItHolds() {
        let maximum = ChunkedArray<Int>.maximumChunkCount
        var appended = ChunkedArray<Int>()
        for value in 0..<(5 * maximum + 7) { appended.append(value) }
        var inserted = ChunkedArray<Int>()
        for value in 0..<(3 * maximum) { inserted.insert(value, at: inserted.count / 2) }
        for array in [appended, inserted] {
            for chunk in array.chunkAtRank {
                let elements = array.storage[chunk]
                XCTAssertLessThanOrEqual(elements.capacity, maximum + 1 + 8, "a chunk of \(elements.count) elements")
                XCTAssertLessThanOrEqual(elements.capacity, 2 * elements.count + 8, "no chunk keeps twice its elements' room")
            }
        }
        XCTAssertEqual(Array(appended), Array(0..<(5 * maximum + 7)))
    }
}
