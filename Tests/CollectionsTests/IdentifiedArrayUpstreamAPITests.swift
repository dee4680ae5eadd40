import CoreTesting
import Foundation
import XCTest

@testable import Collections

/// The members swift-identified-collections has that Lista's array gained, each checked against a
/// plain array doing the same by that package's documented rule, in every way the order can be
/// kept (identity, runs, chunks), with every id found at its offset afterwards.
final class IdentifiedArrayUpstreamAPITests: XCTestCase {
    private let size = 3_000

    /// The same 3,000 ids in each order mode, with the plain array it equals.
    private func everyMode() -> [(mode: String, array: IdentifiedArrayOf<Item>, model: [Item])] {
        let identity = IdentifiedArray(uniqueElements: (0..<size).map { Item(id: $0) })
        var runs = IdentifiedArray(uniqueElements: (1..<size).map { Item(id: $0) })
        runs.insert(Item(id: 0), at: size / 2)
        var chunked = identity
        var generator = SeededGenerator(seed: 7)
        while !chunked.isOrderChunked {
            chunked.move(from: Int.random(in: 0..<size, using: &generator), to: Int.random(in: 0..<size, using: &generator))
        }
        XCTAssertFalse(identity.isOrderMaterialized)
        XCTAssertTrue(runs.isOrderMaterialized && !runs.isOrderChunked)
        return [("identity", identity, Array(identity)), ("runs", runs, Array(runs)), ("chunks", chunked, Array(chunked))]
    }

    private func assertAgrees(_ array: IdentifiedArrayOf<Item>, _ model: [Item], _ context: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(array.count, model.count, context, file: file, line: line)
        XCTAssertEqual(Array(array), model, context, file: file, line: line)
        for (offset, item) in model.enumerated() where array.index(id: item.id) != offset {
            return XCTFail("\(context): id \(item.id) found at \(array.index(id: item.id) ?? -1), not \(offset)",
                           file: file, line: line)
        }
    }

    private func forEveryMode(_ body: (inout IdentifiedArrayOf<Item>, inout [Item]) -> Void,
                              file: StaticString = #filePath, line: UInt = #line) {
        for (mode, start, startModel) in everyMode() {
            var array = start
            var model = startModel
            body(&array, &model)
            assertAgrees(array, model, mode, file: file, line: line)
        }
    }

    func testUpdateAtReplacesInPlaceAndReturnsTheOld() {
        forEveryMode { array, model in
            let offset = 1_234
            let old = array.update(Item(id: model[offset].id, name: "new"), at: offset)
            XCTAssertEqual(old, model[offset])
            model[offset].name = "new"
        }
    }

    func testUpdateOrInsertReplacesAPresentIDInPlaceAndInsertsAnAbsentOne() {
        forEveryMode { array, model in
            let present = model[2_000]
            let replaced = array.updateOrInsert(Item(id: present.id, name: "kept place"), at: 5)
            XCTAssertEqual(replaced.originalMember, present)
            XCTAssertEqual(replaced.index, 2_000)
            model[2_000].name = "kept place"
            let inserted = array.updateOrInsert(Item(id: -5, name: "new"), at: 5)
            XCTAssertNil(inserted.originalMember)
            XCTAssertEqual(inserted.index, 5)
            model.insert(Item(id: -5, name: "new"), at: 5)
        }
    }

    func testRemoveAnElementRemovesByItsID() {
        forEveryMode { array, model in
            let victim = model[700]
            XCTAssertEqual(array.remove(Item(id: victim.id, name: "other fields")), victim)
            model.remove(at: 700)
            XCTAssertNil(array.remove(Item(id: -1)))
        }
    }

    func testRemoveFirstAndLastOneAndSeveral() {
        forEveryMode { array, model in
            XCTAssertEqual(array.removeFirst(), model.removeFirst())
            XCTAssertEqual(array.removeLast(), model.removeLast())
            array.removeFirst(3)
            model.removeFirst(3)
            array.removeLast(4)
            model.removeLast(4)
        }
    }

    func testSettingAPositionWithItsOwnIDReplacesInPlace() {
        forEveryMode { array, model in
            array[10] = Item(id: model[10].id, name: "same id")
            model[10].name = "same id"
        }
    }

    /// swift-identified-collections: an id that stands elsewhere is swapped to the position.
    func testSettingAPositionWithAnIDFromElsewhereSwapsTheTwo() {
        forEveryMode { array, model in
            let other = model[2_500]
            array[10] = Item(id: other.id, name: "moved")
            model.swapAt(10, 2_500)
            model[10].name = "moved"
        }
    }

    func testSettingAPositionWithANewIDReplacesTheElementThere() {
        forEveryMode { array, model in
            let epoch = array.membershipEpoch
            array[10] = Item(id: -10, name: "new")
            model[10] = Item(id: -10, name: "new")
            XCTAssertNotEqual(array.membershipEpoch, epoch, "an element left")
            XCTAssertNil(array[id: model.count + 99])
        }
    }

    func testInPlaceMutationThroughAPosition() {
        forEveryMode { array, model in
            array[42].name = "changed"
            model[42].name = "changed"
        }
    }

    func testSwapAtInBothDirections() {
        forEveryMode { array, model in
            array.swapAt(3, 2_999)
            model.swapAt(3, 2_999)
            array.swapAt(1_500, 20)
            model.swapAt(1_500, 20)
            array.swapAt(8, 8)
        }
    }

    func testPartitionIsStableAndReturnsThePivot() {
        forEveryMode { array, model in
            let pivot = array.partition { $0.id % 3 == 0 }
            let first = model.filter { $0.id % 3 != 0 }
            XCTAssertEqual(pivot, first.count)
            model = first + model.filter { $0.id % 3 == 0 }
        }
    }

    func testReverseAndShuffle() {
        forEveryMode { array, model in
            array.reverse()
            model.reverse()
            var a = SeededGenerator(seed: 3)
            var b = SeededGenerator(seed: 3)
            array.shuffle(using: &a)
            let permutation = (0..<model.count).shuffled(using: &b)
            model = permutation.map { model[$0] }
        }
        var array = items([1, 2, 3, 4, 5, 6, 7, 8])
        array.shuffle()
        XCTAssertEqual(Set(array.ids), Set(1...8))
        for (offset, item) in array.enumerated() { XCTAssertEqual(array.index(id: item.id), offset) }
    }

    /// A present id among the new elements replaces that element where it stands.
    func testReplaceSubrangePutsNewElementsThereAndUpdatesPresentOnesInPlace() {
        forEveryMode { array, model in
            let kept = model[2_900]
            array.replaceSubrange(100..<110, with: [Item(id: -1), Item(id: kept.id, name: "updated"), Item(id: -2)])
            model.replaceSubrange(100..<110, with: [Item(id: -1), Item(id: -2)])
            model[model.firstIndex { $0.id == kept.id }!].name = "updated"
            array.insert(contentsOf: [Item(id: -3), Item(id: -4)], at: 0)
            model.insert(contentsOf: [Item(id: -3), Item(id: -4)], at: 0)
            array.removeSubrange(5..<8)
            model.removeSubrange(5..<8)
            array += [Item(id: -5)]
            model += [Item(id: -5)]
        }
    }

    func testSortedCopiesAndSortOfComparableElements() {
        let scores = IdentifiedArray(uniqueElements: [Score(id: "b", points: 2), Score(id: "a", points: 3),
                                                      Score(id: "c", points: 1)])
        XCTAssertEqual(scores.sorted().ids, ["c", "b", "a"])
        XCTAssertEqual(scores.sorted { $0.id < $1.id }.ids, ["a", "b", "c"])
        XCTAssertEqual(scores.ids, ["b", "a", "c"], "sorted() copies")
        var sorting = scores
        sorting.sort()
        XCTAssertEqual(sorting.ids, ["c", "b", "a"])
        XCTAssertEqual(sorting.index(id: "a"), 2)
    }

    func testUncheckedUniqueElementsBuildsInOnePass() {
        let array = IdentifiedArray(uncheckedUniqueElements: (0..<size).reversed().map { Item(id: $0) })
        assertAgrees(array, (0..<size).reversed().map { Item(id: $0) }, "unchecked")
        XCTAssertTrue(IdentifiedArrayOf<Item>(uncheckedUniqueElements: []).isEmpty)
    }

    func testUniquingIDsWithCombinesIntoTheFirstPlace() {
        let array = IdentifiedArray([Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 1, name: "c")]) {
            Item(id: $0.id, name: $0.name + $1.name)
        }
        XCTAssertEqual(Array(array), [Item(id: 1, name: "ac"), Item(id: 2, name: "b")])
    }

    func testCopyAndSliceInitializers() {
        let array = items([5, 6, 7, 8])
        XCTAssertEqual(IdentifiedArray(array), array)
        let slice = IdentifiedArray(array[1..<3])
        XCTAssertEqual(slice.ids, [6, 7])
        XCTAssertEqual(slice.index(id: 7), 1)
    }

    func testDebugDescriptionShowsTheTypeAndEachElement() {
        let scores = IdentifiedArray(uniqueElements: [Score(id: "a", points: 1)])
        XCTAssertEqual(scores.debugDescription, #"IdentifiedArray<Score>([CollectionsTests.Score(id: "a", points: 1)])"#)
        XCTAssertEqual(IdentifiedArrayOf<Score>().debugDescription, "IdentifiedArray<Score>([])")
    }

    func testDecodingADuplicateNamesItsOffset() {
        let duplicated = Data(#"[{"id":1,"name":""},{"id":2,"name":""},{"id":1,"name":"copy"}]"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: duplicated)) { error in
            guard case let DecodingError.dataCorrupted(context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "Duplicate element at offset 2")
            XCTAssertEqual((context.underlyingError as? DuplicateIDError)?.id, "1")
        }
    }
}

/// An element that is `Comparable`, for `sort()` and `sorted()`.
struct Score: Identifiable, Comparable, Sendable {
    var id: String
    var points: Int
    static func < (lhs: Score, rhs: Score) -> Bool { lhs.points < rhs.points }
}
