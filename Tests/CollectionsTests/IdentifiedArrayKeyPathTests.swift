import Collections
import XCTest

/// An identified array of elements that are not `Identifiable`, their ids read by a key path,
/// as swift-identified-collections' `IdentifiedArray<ID, Element>` has them.
final class IdentifiedArrayKeyPathTests: XCTestCase {
    private struct Person: Equatable, Sendable {
        var name: String
        var age: Int
    }

    private let people = [Person(name: "Ada", age: 36), Person(name: "Alan", age: 41), Person(name: "Grace", age: 85)]

    func testTheTwoParameterSpellingAndTheIdentifiableOneAreTheSameType() {
        let spelled: IdentifiedArray<Int, Item> = items([1, 2])
        let short: IdentifiedArrayOf<Item> = spelled
        XCTAssertEqual(short.ids, [1, 2])
    }

    func testElementsAreFoundByTheIDAtTheKeyPath() {
        var array = IdentifiedArray(uniqueElements: people, id: \.name)
        XCTAssertEqual(array.index(id: "Alan"), 1)
        XCTAssertEqual(array[id: "Grace"]?.age, 85)
        array[id: "Ada"]?.age = 37
        XCTAssertEqual(array[0], Person(name: "Ada", age: 37))
        XCTAssertFalse(array.append(Person(name: "Alan", age: 1)).inserted, "an id already present")
        array.insert(Person(name: "Barbara", age: 50), at: 0)
        XCTAssertEqual(array.ids, ["Barbara", "Ada", "Alan", "Grace"])
        XCTAssertEqual(array.remove(id: "Ada")?.age, 37)
        array.removeAll()
        XCTAssertTrue(array.isEmpty)
        array.append(Person(name: "Edsger", age: 72))
        XCTAssertEqual(array.index(id: "Edsger"), 0, "an emptied array still reads ids by the key path")
    }

    func testAnEmptyArrayByKeyPathAndAnUncheckedOne() {
        var empty = IdentifiedArray<String, Person>(id: \.name)
        empty.append(people[2])
        XCTAssertEqual(empty.ids, ["Grace"])
        let unchecked = IdentifiedArray(uncheckedUniqueElements: people.reversed(), id: \.name)
        XCTAssertEqual(unchecked.ids, ["Grace", "Alan", "Ada"])
        XCTAssertEqual(unchecked.index(id: "Ada"), 2)
    }

    func testUniquingIDsWithByKeyPathCombinesIntoTheFirstPlace() {
        let votes = [Person(name: "Ada", age: 1), Person(name: "Alan", age: 1), Person(name: "Ada", age: 1)]
        let tally = IdentifiedArray(votes, id: \.name) { Person(name: $0.name, age: $0.age + $1.age) }
        XCTAssertEqual(Array(tally), [Person(name: "Ada", age: 2), Person(name: "Alan", age: 1)])
    }

    func testASliceKeepsTheKeyPath() {
        let array = IdentifiedArray(uniqueElements: people, id: \.name)
        var tail = IdentifiedArray(array[1...])
        XCTAssertEqual(tail.ids, ["Alan", "Grace"])
        XCTAssertFalse(tail.append(Person(name: "Grace", age: 0)).inserted)
    }
}
