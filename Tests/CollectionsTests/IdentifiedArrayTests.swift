import Collections
import CoreTesting
import XCTest

struct Item: Identifiable, Equatable, Sendable, Codable, CustomStringConvertible {
    var id: Int
    var name: String = ""
    var description: String { "\(id)" }
}

func items(_ ids: [Int]) -> IdentifiedArrayOf<Item> {
    IdentifiedArray(uniqueElements: ids.map { Item(id: $0) })
}

final class IdentifiedArrayTests: XCTestCase {
    /// The list's sorts (by priority, by due date) rely on ties keeping the list's order.
    func testSortKeepsTiesInTheirOrderAfterMovesAndRemovals() {
        var array = IdentifiedArray(uniqueElements: (0..<2_000).map { Item(id: $0, name: "\($0 % 3)") })
        array.move(from: 1_500, to: 3)
        array.remove(id: 10)
        let before = Array(array.ids)
        array.sort { $0.name < $1.name }
        for name in ["0", "1", "2"] {
            XCTAssertEqual(array.filter { $0.name == name }.map(\.id), before.filter { "\($0 % 3)" == name })
        }
        XCTAssertEqual(array.map(\.name), array.map(\.name).sorted())
    }

    func testAppendIsNoOpForExistingID() {
        var array = items([1, 2, 3])
        let result = array.append(Item(id: 2, name: "other"))
        XCTAssertFalse(result.inserted)
        XCTAssertEqual(result.index, 1)
        XCTAssertEqual(array[id: 2]?.name, "")
        XCTAssertEqual(array.ids, [1, 2, 3])
        let fresh = array.append(Item(id: 9))
        XCTAssertTrue(fresh.inserted)
        XCTAssertEqual(fresh.index, 3)
    }

    func testInsertNeverMovesAnExistingElement() {
        var array = items([1, 2, 3])
        XCTAssertFalse(array.insert(Item(id: 3), at: 0).inserted)
        XCTAssertEqual(array.ids, [1, 2, 3])
        XCTAssertTrue(array.insert(Item(id: 7), at: 1).inserted)
        XCTAssertEqual(array.ids, [1, 7, 2, 3])
        XCTAssertEqual(array.index(id: 3), 3)
        XCTAssertEqual(array.index(id: 7), 1)
    }

    func testUpdateOrAppendKeepsPositionOrAppends() {
        var array = items([1, 2, 3])
        let old = array.updateOrAppend(Item(id: 2, name: "new"))
        XCTAssertEqual(old?.name, "")
        XCTAssertEqual(array.ids, [1, 2, 3])
        XCTAssertEqual(array[1].name, "new")
        XCTAssertNil(array.updateOrAppend(Item(id: 4)))
        XCTAssertEqual(array.ids, [1, 2, 3, 4])
    }

    func testRemoveByIDAndLookupsStayConsistent() {
        var array = items(Array(0..<50))
        XCTAssertEqual(array.remove(id: 10)?.id, 10)
        XCTAssertNil(array.remove(id: 10))
        XCTAssertNil(array.index(id: 10))
        for (offset, id) in array.ids.enumerated() {
            XCTAssertEqual(array.index(id: id), offset)
        }
    }

    func testSubscriptGetSetAndNilRemoves() {
        var array = items([1, 2, 3])
        array[id: 2]?.name = "two"
        XCTAssertEqual(array[id: 2]?.name, "two")
        array[id: 2] = nil
        XCTAssertEqual(array.ids, [1, 3])
        array[id: 5] = Item(id: 5)
        XCTAssertEqual(array.ids, [1, 3, 5])
        XCTAssertNil(array[id: 42])
    }

    func testModifyMutatesInPlace() {
        var array = items([1, 2])
        let result = array.modify(id: 2) { item -> Int in
            item.name = "x"
            return 7
        }
        XCTAssertEqual(result, 7)
        XCTAssertEqual(array[id: 2]?.name, "x")
        XCTAssertNil(array.modify(id: 9) { _ in 1 })
    }

    func testIdentityChangeMessageNamesBothIDs() {
        XCTAssertEqual(
            IdentifiedArrayOf<Item>.identityChangeMessageForTesting(from: 1, to: 2),
            "IdentifiedArray: an element stored under id 1 was given id 2 through subscript(id:); ids are identity and cannot change")
    }

    func testMoveHasOnMoveSemantics() {
        var array = items([1, 2, 3])
        array.move(fromOffsets: [0, 2], toOffset: 2)
        XCTAssertEqual(array.ids, [2, 1, 3])

        let cases: [(ids: [Int], offsets: [Int], destination: Int, expected: [Int])] = [
            ([1, 2, 3, 4], [0], 4, [2, 3, 4, 1]),
            ([1, 2, 3, 4], [3], 0, [4, 1, 2, 3]),
            ([1, 2, 3, 4], [1, 2], 0, [2, 3, 1, 4]),
            ([1, 2, 3, 4], [0, 1], 3, [3, 1, 2, 4]),
            ([1, 2, 3, 4], [2], 2, [1, 2, 3, 4]),
            ([1, 2, 3, 4], [2], 3, [1, 2, 3, 4]),
            ([1, 2, 3, 4], [], 1, [1, 2, 3, 4]),
        ]
        for testCase in cases {
            var array = items(testCase.ids)
            array.move(fromOffsets: testCase.offsets, toOffset: testCase.destination)
            XCTAssertEqual(array.ids.elements, testCase.expected, "\(testCase)")
            for (offset, id) in array.ids.enumerated() {
                XCTAssertEqual(array.index(id: id), offset)
            }
        }
    }

    func testMoveOneElementMatchesOffsetsForm() {
        for source in 0..<5 {
            for destination in 0..<5 {
                var single = items([0, 1, 2, 3, 4])
                single.move(from: source, to: destination)
                var reference = items([0, 1, 2, 3, 4])
                reference.move(fromOffsets: [source], toOffset: destination > source ? destination + 1 : destination)
                XCTAssertEqual(single.ids, reference.ids, "\(source)->\(destination)")
                for (offset, id) in single.ids.enumerated() {
                    XCTAssertEqual(single.index(id: id), offset)
                }
            }
        }
    }

    func testRemoveAtOffsets() {
        var array = items([1, 2, 3, 4, 5])
        array.remove(atOffsets: [0, 3])
        XCTAssertEqual(array.ids, [2, 3, 5])
        XCTAssertEqual(array.index(id: 5), 2)
    }

    func testSortIsStable() {
        var array = IdentifiedArray(uniqueElements: [
            Item(id: 1, name: "b"), Item(id: 2, name: "a"), Item(id: 3, name: "b"), Item(id: 4, name: "a"),
        ])
        array.sort { $0.name < $1.name }
        XCTAssertEqual(array.ids, [2, 4, 1, 3])
        XCTAssertEqual(array.index(id: 3), 3)
    }

    func testFilterReturnsIdentifiedArray() {
        let array = items([1, 2, 3, 4])
        let even: IdentifiedArrayOf<Item> = array.filter { $0.id % 2 == 0 }
        XCTAssertEqual(even.ids, [2, 4])
        XCTAssertEqual(even.index(id: 4), 1)
        XCTAssertNil(even.index(id: 1))
    }

    func testEquatableIsOrderSensitive() {
        XCTAssertEqual(items([1, 2]), items([1, 2]))
        XCTAssertNotEqual(items([1, 2]), items([2, 1]))
    }

    func testCodableRoundTripsAndRejectsDuplicateIDs() throws {
        let array = items([3, 1, 2])
        let data = try JSONEncoder().encode(array)
        XCTAssertEqual(try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: data), array)
        let duplicated = Data(#"[{"id":1,"name":""},{"id":1,"name":"copy"}]"#.utf8)
        XCTAssertThrowsError(try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: duplicated)) { error in
            guard case let DecodingError.dataCorrupted(context) = error else {
                return XCTFail("expected dataCorrupted, got \(error)")
            }
            XCTAssertEqual(context.debugDescription, "Duplicate element at offset 1")
            XCTAssertEqual((context.underlyingError as? DuplicateIDError)?.id, "1")
        }
    }

    func testMembershipEpochChangesOnlyOnRemoval() {
        var array = items([1, 2, 3])
        let epoch = array.membershipEpoch
        array.append(Item(id: 4))
        array.move(fromOffsets: [0], toOffset: 4)
        array[id: 2]?.name = "x"
        array.sort { $0.id > $1.id }
        XCTAssertEqual(array.membershipEpoch, epoch)
        array.remove(id: 4)
        XCTAssertNotEqual(array.membershipEpoch, epoch)
    }

    /// Random operations against a plain array model: the table always agrees with the order.
    func testRandomOperationsAgreeWithAModel() {
        var generator = SeededGenerator(seed: 42)
        var array = IdentifiedArrayOf<Item>()
        var model: [Int] = []
        for step in 0..<5_000 {
            let id = Int.random(in: 0..<300, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0:
                if !model.contains(id) { model.append(id) }
                array.append(Item(id: id))
            case 1:
                let offset = Int.random(in: 0...model.count, using: &generator)
                if !model.contains(id) { model.insert(id, at: offset) }
                array.insert(Item(id: id), at: offset)
            case 2:
                model.removeAll { $0 == id }
                array.remove(id: id)
            case 3 where !model.isEmpty:
                let source = Int.random(in: 0..<model.count, using: &generator)
                let destination = Int.random(in: 0...model.count, using: &generator)
                let moved = model[source]
                model.remove(at: source)
                model.insert(moved, at: destination > source ? destination - 1 : destination)
                array.move(fromOffsets: [source], toOffset: destination)
            case 4 where !model.isEmpty:
                let offset = Int.random(in: 0..<model.count, using: &generator)
                model.remove(at: offset)
                array.remove(at: offset)
            default:
                array[id: id]?.name = "\(step)"
            }
            XCTAssertEqual(array.ids.elements, model, "step \(step)")
            if array.ids.elements != model { return }
        }
        for (offset, id) in model.enumerated() {
            XCTAssertEqual(array.index(id: id), offset)
        }
        for id in 0..<300 where !model.contains(id) {
            XCTAssertNil(array.index(id: id))
        }
    }
}


/// The same model check at a size where the order spans many chunks, so splits, merges and
/// slot relocation after removals are all exercised.
final class LargeIdentifiedArrayTests: XCTestCase {
    func testRandomEditsOverManyChunksAgreeWithAModel() {
        var generator = SeededGenerator(seed: 11)
        var array = IdentifiedArrayOf<Item>(uniqueElements: (0..<3_000).map { Item(id: $0) })
        var model = Array(0..<3_000)
        var nextID = 3_000
        for step in 0..<12_000 {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0:
                let offset = Int.random(in: 0...model.count, using: &generator)
                model.insert(nextID, at: offset)
                array.insert(Item(id: nextID), at: offset)
                nextID += 1
            case 1 where !model.isEmpty:
                let offset = Int.random(in: 0..<model.count, using: &generator)
                XCTAssertEqual(array.remove(at: offset).id, model.remove(at: offset))
            case 2 where !model.isEmpty:
                let source = Int.random(in: 0..<model.count, using: &generator)
                let destination = Int.random(in: 0..<model.count, using: &generator)
                model.insert(model.remove(at: source), at: destination)
                array.move(from: source, to: destination)
            case 3 where !model.isEmpty:
                let id = model[Int.random(in: 0..<model.count, using: &generator)]
                array.modify(id: id) { $0.name = "step \(step)" }
                XCTAssertEqual(array[id: id]?.name, "step \(step)")
            default:
                model.append(nextID)
                array.append(Item(id: nextID))
                nextID += 1
            }
            guard step % 1_499 == 0 || step == 11_999 else { continue }
            XCTAssertEqual(array.ids.elements, model, "step \(step)")
            XCTAssertEqual(array.map(\.id), model, "iteration agrees, step \(step)")
            for (offset, id) in model.enumerated() {
                XCTAssertEqual(array.index(id: id), offset, "id \(id) at step \(step)")
                XCTAssertEqual(array[offset].id, id)
            }
        }
        XCTAssertGreaterThan(array.count, 2 * ChunkedArray<Int32>.maximumChunkCount)
    }
}
