import CoreTesting
import XCTest

@testable import Collections

/// `IdentifiedArray.ids` is an `OrderedSet` viewing the array. Random inserts, removals, moves
/// and sorts drive the array through all three ways it keeps its order (identity, runs,
/// chunks), and after each step every read API of `ids` is compared with a plain array model.
final class OrderedSetTests: XCTestCase {
    func testIDsAgreeWithAnArrayModelThroughRandomChangesInEveryOrderMode() {
        var generator = SeededGenerator(seed: 33)
        var model = Array(0..<600)
        var array = IdentifiedArray(uniqueElements: model.map { Item(id: $0) })
        var nextID = 600
        var modesSeen: Set<String> = []
        for step in 0..<400 {
            let choice = model.isEmpty ? 0 : Int.random(in: 0..<10, using: &generator)
            switch choice {
            case 0, 1:
                let offset = Int.random(in: 0...model.count, using: &generator)
                array.insert(Item(id: nextID), at: offset)
                model.insert(nextID, at: offset)
                nextID += 1
            case 2:
                array.append(Item(id: nextID))
                model.append(nextID)
                nextID += 1
            case 3, 4:
                let offset = Int.random(in: 0..<model.count, using: &generator)
                XCTAssertEqual(array.remove(at: offset).id, model.remove(at: offset))
            case 5:
                let id = model.randomElement(using: &generator)!
                _ = array.remove(id: id)
                model.removeAll { $0 == id }
            case 6, 7, 8:
                let source = Int.random(in: 0..<model.count, using: &generator)
                let destination = Int.random(in: 0..<model.count, using: &generator)
                array.move(from: source, to: destination)
                model.insert(model.remove(at: source), at: destination)
            case 9 where step % 40 == 9:
                // A sort rebuilds the storage: back to identity order.
                array.sort { $0.id % 7 < $1.id % 7 || ($0.id % 7 == $1.id % 7 && $0.id < $1.id) }
                model.sort { $0 % 7 < $1 % 7 || ($0 % 7 == $1 % 7 && $0 < $1) }
            default:
                break
            }
            modesSeen.insert(array.isOrderChunked ? "chunks" : array.isOrderMaterialized ? "runs" : "identity")
            assertIDs(of: array, agreeWith: model, absent: [-1, nextID, nextID + 1], "step \(step)")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
        XCTAssertEqual(modesSeen, ["identity", "runs", "chunks"], "every order mode was visited")
    }

    func testAnOwnedSetKeepsTheFirstOfEachElementAndHasTheSameAPI() {
        let set = OrderedSet([3, 1, 3, 2, 1])
        XCTAssertEqual(Array(set), [3, 1, 2])
        XCTAssertEqual(set, [3, 1, 2])
        XCTAssertNotEqual(set, [1, 2, 3], "order matters to ==")
        XCTAssertEqual(set.firstIndex(of: 2), 2)
        XCTAssertEqual(set.lastIndex(of: 3), 0)
        XCTAssertNil(set.firstIndex(of: 9))
        XCTAssertTrue(set.contains(1))
        XCTAssertFalse(set.contains(9))
        XCTAssertEqual(set.union([4, 3]), [3, 1, 2, 4])
        XCTAssertEqual(set.intersection([2, 3, 7] as OrderedSet), [3, 2])
        XCTAssertEqual(set.subtracting([1]), [3, 2])
        XCTAssertEqual(set.symmetricDifference([2, 5]), [3, 1, 5])
        XCTAssertTrue(set.isSubset(of: [1, 2, 3, 4] as OrderedSet))
        XCTAssertFalse(set.isSubset(of: [1, 2]))
        XCTAssertTrue(set.isSuperset(of: [2, 3] as OrderedSet))
        XCTAssertTrue(set.isDisjoint(with: [7, 8]))
        XCTAssertEqual(set.description, "[3, 1, 2]")
        XCTAssertEqual(set.debugDescription, "OrderedSet<Int>([3, 1, 2])")
        XCTAssertEqual(OrderedSet<Int>(), [])
    }

    func testAViewEqualsAnOwnedSetWithTheSameOrderAndHashesTheSame() {
        let array = items([5, 3, 8])
        let owned: OrderedSet = [5, 3, 8]
        XCTAssertEqual(array.ids, owned)
        XCTAssertEqual(array.ids.hashValue, owned.hashValue)
        XCTAssertEqual(Set([array.ids, owned]).count, 1)
        XCTAssertNotEqual(array.ids, [3, 5, 8])
    }

    func testTheViewIsTakenFromTheArrayAsItWasAndDoesNotFollowLaterChanges() {
        var array = items([1, 2, 3])
        let before = array.ids
        array.append(Item(id: 4))
        _ = array.remove(id: 1)
        XCTAssertEqual(before, [1, 2, 3])
        XCTAssertEqual(array.ids, [2, 3, 4])
    }
}

/// Compares every read API of `array.ids` with `model`, ids in order.
private func assertIDs(
    of array: IdentifiedArrayOf<Item>, agreeWith model: [Int], absent: [Int], _ context: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    let ids = array.ids
    XCTAssertEqual(ids.count, model.count, "count, \(context)", file: file, line: line)
    XCTAssertEqual(ids.isEmpty, model.isEmpty, "isEmpty, \(context)", file: file, line: line)
    XCTAssertEqual(Array(ids), model, "iteration, \(context)", file: file, line: line)
    XCTAssertEqual(ids.elements, model, "elements, \(context)", file: file, line: line)
    XCTAssertEqual(model.indices.map { ids[$0] }, model, "subscript, \(context)", file: file, line: line)
    XCTAssertEqual(Array(ids.reversed()), Array(model.reversed()), "reversed, \(context)", file: file, line: line)
    XCTAssertEqual(ids.first, model.first, "first, \(context)", file: file, line: line)
    XCTAssertEqual(ids.last, model.last, "last, \(context)", file: file, line: line)
    for (offset, id) in model.enumerated() where offset % 7 == 0 {
        XCTAssertTrue(ids.contains(id), "contains \(id), \(context)", file: file, line: line)
        XCTAssertEqual(ids.firstIndex(of: id), offset, "firstIndex(of: \(id)), \(context)", file: file, line: line)
        XCTAssertEqual(ids.lastIndex(of: id), offset, "lastIndex(of: \(id)), \(context)", file: file, line: line)
    }
    for id in absent {
        XCTAssertFalse(ids.contains(id), "contains absent \(id), \(context)", file: file, line: line)
        XCTAssertNil(ids.firstIndex(of: id), "firstIndex(of: absent \(id)), \(context)", file: file, line: line)
        XCTAssertNil(ids.lastIndex(of: id), "lastIndex(of: absent \(id)), \(context)", file: file, line: line)
    }
    let owned = OrderedSet(model)
    XCTAssertEqual(ids, owned, "==, \(context)", file: file, line: line)
    XCTAssertEqual(ids.hashValue, owned.hashValue, "hash, \(context)", file: file, line: line)
    XCTAssertEqual(ids == OrderedSet(model.reversed()), model.count < 2, "== is order-sensitive, \(context)", file: file, line: line)

    let someIDs = OrderedSet(model.enumerated().filter { $0.offset % 3 == 0 }.map(\.element).reversed() + absent)
    let inSome = Set(someIDs)
    XCTAssertEqual(ids.intersection(someIDs).elements, model.filter(inSome.contains), "intersection, \(context)", file: file, line: line)
    XCTAssertEqual(ids.intersection(Array(someIDs)).elements, model.filter(inSome.contains), "intersection of a sequence, \(context)", file: file, line: line)
    XCTAssertEqual(ids.subtracting(someIDs).elements, model.filter { !inSome.contains($0) }, "subtracting, \(context)", file: file, line: line)
    XCTAssertEqual(ids.union(someIDs).elements, model + absent, "union, \(context)", file: file, line: line)
    XCTAssertEqual(
        ids.symmetricDifference(someIDs).elements, model.filter { !inSome.contains($0) } + absent,
        "symmetricDifference, \(context)", file: file, line: line)
    XCTAssertEqual(ids.isSubset(of: someIDs), model.allSatisfy(inSome.contains), "isSubset, \(context)", file: file, line: line)
    XCTAssertTrue(ids.isSubset(of: OrderedSet(model + absent)), "isSubset of a superset, \(context)", file: file, line: line)
    XCTAssertTrue(ids.isSubset(of: model.reversed()), "isSubset of a sequence, \(context)", file: file, line: line)
    XCTAssertTrue(ids.isSuperset(of: owned.subtracting(someIDs)), "isSuperset, \(context)", file: file, line: line)
    XCTAssertEqual(ids.isSuperset(of: someIDs), false, "isSuperset with absent ids, \(context)", file: file, line: line)
    XCTAssertTrue(ids.isDisjoint(with: OrderedSet(absent)), "isDisjoint, \(context)", file: file, line: line)
    XCTAssertEqual(ids.isDisjoint(with: someIDs), inSome.isDisjoint(with: model), "isDisjoint with some, \(context)", file: file, line: line)
}
