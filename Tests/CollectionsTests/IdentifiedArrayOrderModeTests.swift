import CoreTesting
import XCTest

@testable import Collections

/// An identified array keeps no order while every element stands at its slot's offset, and
/// materializes one at the first operation that breaks that. These tests drive both
/// modes against a plain array and check which mode each operation leaves behind.
final class IdentifiedArrayOrderModeTests: XCTestCase {
    func testALoadLikeBuildAppendsAndInPlaceChangesHoldNoOrderStorage() {
        var array = IdentifiedArray(uniqueElements: (0..<5_000).lazy.map { Item(id: $0) })
        XCTAssertFalse(array.isOrderMaterialized)
        XCTAssertEqual(array.orderStorageBytes, 0)
        for id in 5_000..<6_000 { array.append(Item(id: id)) }
        array.modify(id: 17) { $0.name = "changed" }
        array[id: 18]?.name = "changed"
        array.updateOrAppend(Item(id: 19, name: "replaced"))
        array.insert(Item(id: 6_000), at: array.count)
        XCTAssertFalse(array.insert(Item(id: 3), at: 10).inserted, "an id already present moves nothing")
        array.move(from: 40, to: 40)
        array.remove(at: array.count - 1)
        array.remove(id: 5_999)
        array[id: 5_998] = nil
        XCTAssertFalse(array.isOrderMaterialized)
        XCTAssertEqual(array.orderStorageBytes, 0)
        XCTAssertEqual(array.ids.elements, Array(0..<5_998))
        XCTAssertEqual(array.index(id: 4_321), 4_321)
    }

    func testAMiddleInsertKeepsThreeRunsNotASlotPerElement() {
        var array = IdentifiedArray(uniqueElements: (0..<5_000).map { Item(id: $0) })
        array.insert(Item(id: -1), at: 2_500)
        XCTAssertTrue(array.isOrderMaterialized)
        XCTAssertFalse(array.isOrderChunked)
        XCTAssertEqual(array.orderRunCount, 3, "slots 0..<2500, the new slot 5000, slots 2500..<5000")
        XCTAssertLessThan(array.orderStorageBytes, 256)
        XCTAssertEqual(array.ids.elements, Array(0..<2_500) + [-1] + Array(2_500..<5_000))
        XCTAssertEqual(array.index(id: -1), 2_500)
        XCTAssertEqual(array.index(id: 4_999), 5_000)
        assertRunsAreMinimal(array)
    }

    /// A thousand removals, moves and inserts in a list of 400,000 keep a few
    /// thousand runs (kilobytes), where a slot and a location for every element take 3.2 MB.
    func testAThousandEditsOfALargeListKeepKilobytesOfOrder() {
        var generator = SeededGenerator(seed: 15)
        var model = Array(0..<400_000)
        var array = IdentifiedArray(uniqueElements: model.lazy.map { Item(id: $0) })
        for step in 0..<1_000 {
            switch step % 3 {
            case 0:
                let offset = Int.random(in: 0..<model.count, using: &generator)
                XCTAssertEqual(array.remove(at: offset).id, model.remove(at: offset))
            case 1:
                let source = Int.random(in: 0..<model.count, using: &generator)
                let destination = Int.random(in: 0..<model.count, using: &generator)
                array.move(from: source, to: destination)
                model.insert(model.remove(at: source), at: destination)
            default:
                let offset = Int.random(in: 0..<model.count, using: &generator)
                array.insert(Item(id: -step), at: offset)
                model.insert(-step, at: offset)
            }
        }
        XCTAssertFalse(array.isOrderChunked)
        XCTAssertLessThanOrEqual(array.orderRunCount ?? 0, 2_400, "at most 2 runs a removal or insert, 3 a move")
        XCTAssertLessThan(array.orderStorageBytes, 128 * 1_024)
        XCTAssertEqual(array.ids.elements, model)
        for offset in stride(from: 0, to: model.count, by: 97) {
            XCTAssertEqual(array.index(id: model[offset]), offset)
            XCTAssertEqual(array[offset].id, model[offset])
        }
        assertRunsAreMinimal(array)
    }

    func testPastTheRunLimitTheOrderGoesToChunksOfFourBytesASlotAndFourALocation() {
        var generator = SeededGenerator(seed: 7)
        var model = (0..<5_000).map { Item(id: $0) }
        var array = IdentifiedArray(uniqueElements: model)
        var moves = 0
        while !array.isOrderChunked {
            let source = Int.random(in: 0..<model.count, using: &generator)
            let destination = Int.random(in: 0..<model.count, using: &generator)
            array.move(from: source, to: destination)
            model.insert(model.remove(at: source), at: destination)
            moves += 1
            if array.isOrderMaterialized { XCTAssertLessThanOrEqual(array.orderRunCount ?? 0, SlotOrder.runLimit(forCount: 5_000)) }
        }
        XCTAssertGreaterThan(1 + 3 * moves, SlotOrder.runLimit(forCount: 5_000), "each move adds at most three runs to the one")
        XCTAssertNil(array.orderRunCount)
        XCTAssertEqual(MemoryLayout<SlotLocations.Location>.stride, 4)
        XCTAssertGreaterThanOrEqual(array.orderStorageBytes, 8 * array.count)
        XCTAssertLessThan(array.orderStorageBytes, 8 * 2 * array.count + 4_096, "no more than twice the slots and locations")
        assertAgrees(array, model, materialized: true, "after \(moves) moves")
    }

    func testAChunkedOrderEmptiedOneRemovalAtATimeLetsGoOfItsMemory() {
        var generator = SeededGenerator(seed: 3)
        var model = (0..<200).map { Item(id: $0) }
        var array = IdentifiedArray(uniqueElements: model)
        while !array.isOrderChunked {
            let source = Int.random(in: 0..<model.count, using: &generator)
            let destination = Int.random(in: 0..<model.count, using: &generator)
            array.move(from: source, to: destination)
            model.insert(model.remove(at: source), at: destination)
        }
        while !model.isEmpty {
            let offset = Int.random(in: 0..<model.count, using: &generator)
            XCTAssertEqual(array.remove(at: offset), model.remove(at: offset))
            XCTAssertEqual(array.ids.elements, model.map(\.id))
            if !model.isEmpty { XCTAssertTrue(array.isOrderChunked, "chunks are kept until the storage is rebuilt") }
        }
        XCTAssertFalse(array.isOrderMaterialized)
        XCTAssertEqual(array.orderStorageBytes, 0)
        array.append(Item(id: 1))
        array.append(Item(id: 2))
        XCTAssertEqual(array.ids, [1, 2])
        XCTAssertEqual(array.index(id: 2), 1)
    }

    func testAMoveAndItsReverseGiveTheIdentityBack() {
        var array = items(Array(0..<3_000))
        array.move(from: 10, to: 2_000)
        XCTAssertEqual(array.orderRunCount, 4, "slots 0..<10, 11..<2001, 10, 2001..<3000")
        array.move(from: 2_000, to: 10)
        XCTAssertFalse(array.isOrderMaterialized)
        XCTAssertEqual(array.orderStorageBytes, 0)
        XCTAssertEqual(array.ids.elements, Array(0..<3_000))
    }

    func testARemovalOtherThanTheLastMaterializesTheOrderAndASortGoesBackToIdentity() {
        var array = items(Array(0..<3_000))
        let epoch = array.membershipEpoch
        array.remove(at: 10)
        XCTAssertTrue(array.isOrderMaterialized, "the last slot's element now fills slot 10")
        XCTAssertEqual(array.orderRunCount, 3, "slots 0..<10, 11..<2999, then 10 (holding the last element)")
        XCTAssertNotEqual(array.membershipEpoch, epoch)
        XCTAssertEqual(array.ids.elements, Array(0..<10) + Array(11..<3_000))
        XCTAssertEqual(array.index(id: 2_999), 2_998)
        let afterRemoval = array.membershipEpoch
        array.sort { $0.id > $1.id }
        XCTAssertFalse(array.isOrderMaterialized, "a sort rebuilds the storage in list order")
        XCTAssertEqual(array.orderStorageBytes, 0)
        XCTAssertEqual(array.membershipEpoch, afterRemoval)
        XCTAssertEqual(array.ids.elements, (Array(0..<10) + Array(11..<3_000)).reversed())
    }

    func testRemovingTheOnlyElementOfAMaterializedOrderLetsGoOfIt() {
        var array = items([1, 2])
        array.move(from: 0, to: 1)
        XCTAssertTrue(array.isOrderMaterialized)
        array.remove(id: 1)
        array.remove(id: 2)
        XCTAssertEqual(array.orderStorageBytes, 0)
        array.append(Item(id: 3))
        XCTAssertFalse(array.isOrderMaterialized)
        XCTAssertEqual(array.ids, [3])
    }

    func testACopyKeepsItsOwnOrderWhenTheOtherMaterializes() {
        let loaded = items(Array(0..<3_000))
        var moved = loaded
        moved.move(from: 0, to: 2_999)
        XCTAssertFalse(loaded.isOrderMaterialized)
        XCTAssertTrue(moved.isOrderMaterialized)
        XCTAssertEqual(loaded.ids.elements, Array(0..<3_000))
        XCTAssertEqual(moved.ids.elements, Array(1..<3_000) + [0])
        XCTAssertEqual(loaded.index(id: 0), 0)
        XCTAssertEqual(moved.index(id: 0), 2_999)
    }

    /// Sizes around the chunks' edge: the materialized order's chunks and locations agree with
    /// the identity they replace.
    func testMaterializingAtEverySizeAroundAChunkKeepsEveryOffset() {
        let chunk = ChunkedArray<Int32>.maximumChunkCount
        for size in [2, chunk - 1, chunk, chunk + 1, 2 * chunk, 2 * chunk + 1, 3 * chunk - 7] {
            var array = items(Array(0..<size))
            array.move(from: size - 1, to: size - 2)
            var expected = Array(0..<size)
            expected.swapAt(size - 1, size - 2)
            XCTAssertTrue(array.isOrderMaterialized, "size \(size)")
            assertAgrees(array, expected.map { Item(id: $0) }, materialized: true, "size \(size)")
        }
    }

    /// Random operations from a load-like start: a while of operations that keep the identity
    /// order, then any operation. After every step every read agrees with a plain array, the
    /// membership epoch moved exactly when something was removed, and the order is kept
    /// exactly when an operation has broken the identity since the storage was last rebuilt.
    func testRandomOperationsInBothOrderModesAgreeWithAPlainArrayAtEveryStep() {
        var runSteps = 0
        for seed in UInt64(1)...24 {
            var generator = SeededGenerator(seed: seed)
            var run = ModelRun(start: Int.random(in: 0..<60, using: &generator), idPool: 160)
            let identitySteps = Int.random(in: 30..<150, using: &generator)
            for step in 0..<450 {
                let context = "seed \(seed), step \(step)"
                let operation = run.step(breaking: step >= identitySteps, using: &generator)
                if step < identitySteps { XCTAssertFalse(run.array.isOrderMaterialized, "\(context): \(operation)") }
                run.check("\(context): \(operation)", using: &generator)
                if run.array.isOrderMaterialized && !run.array.isOrderChunked { runSteps += 1 }
            }
            XCTAssertGreaterThan(run.materializations, 0, "seed \(seed) broke the identity order at least once")
        }
        XCTAssertGreaterThan(runSteps, 1_000, "steps that kept the order as runs")
    }

    /// The same over several chunks, checked in full now and then.
    func testRandomOperationsOverManyChunksInBothOrderModesAgreeWithAPlainArray() {
        var generator = SeededGenerator(seed: 99)
        var run = ModelRun(start: 2_500, idPool: 6_000, large: true)
        var runSteps = 0, chunkedSteps = 0
        for step in 0..<3_000 {
            if run.array.isOrderChunked { chunkedSteps += 1 } else if run.array.isOrderMaterialized { runSteps += 1 }
            let operation = run.step(breaking: step >= 1_200, using: &generator)
            if step < 1_200 { XCTAssertFalse(run.array.isOrderMaterialized, "step \(step): \(operation)") }
            XCTAssertEqual(run.array.count, run.model.count, "step \(step): \(operation)")
            XCTAssertEqual(run.array.last, run.model.last, "step \(step): \(operation)")
            if !run.model.isEmpty {
                let offset = Int.random(in: 0..<run.model.count, using: &generator)
                XCTAssertEqual(run.array[offset], run.model[offset], "step \(step): \(operation)")
                XCTAssertEqual(run.array.index(id: run.model[offset].id), offset, "step \(step): \(operation)")
            }
            if step % 250 == 0 || step == 2_999 { run.check("step \(step): \(operation)", using: &generator) }
        }
        XCTAssertGreaterThan(run.materializations, 0)
        XCTAssertGreaterThan(run.array.count, ChunkedArray<Int32>.maximumChunkCount)
        XCTAssertGreaterThan(runSteps, 100, "steps that kept the order as runs")
        XCTAssertGreaterThan(chunkedSteps, 100, "steps that kept the order slot by slot")
    }

    func testALocationPastWhatFourBytesHoldTrapsNamingTheLimit() {
        var locations = SlotLocations(unplacedCount: 1)
        locations.place(0, chunk: SlotLocations.chunkLimit - 1, index: ChunkedArray<Int32>.maximumChunkCount - 1)
        XCTAssertEqual(locations.entries[0].chunk, 4_194_302)
        XCTAssertEqual(locations.entries[0].index, 1_023)
        let result = runTrapping {
            var locations = SlotLocations(unplacedCount: 1)
            locations.place(0, chunk: SlotLocations.chunkLimit, index: 0)
        }
        XCTAssertTrue(result.crashed)
        XCTAssertTrue(result.stderr.contains("chunk numbers must stay below 4194303 and indexes below 1024"), result.stderr)
    }
}

/// An identified array and the plain array it should equal, driven by random operations.
private struct ModelRun {
    var array: IdentifiedArrayOf<Item>
    var model: [Item]
    /// Whether the array should be keeping its order now.
    var materialized = false
    /// How many operations broke the identity order.
    var materializations = 0
    let idPool: Int
    /// Whether the run keeps the array large: no O(n) operation but sorting, none that empties it.
    let large: Bool
    private var stamp = 0

    init(start: Int, idPool: Int, large: Bool = false) {
        model = (0..<start).map { Item(id: $0) }
        array = IdentifiedArray(uniqueElements: model.lazy)
        self.idPool = idPool
        self.large = large
    }

    /// One random operation (only ones that keep the identity order unless `breaking`).
    /// Returns what it did, for failure messages.
    mutating func step(breaking: Bool, using generator: inout SeededGenerator) -> String {
        let epoch = array.membershipEpoch
        let countBefore = model.count
        let kinds = breaking ? 22 : 14
        var kind = Int.random(in: 0..<kinds, using: &generator)
        while large && [7, 8, 9, 10, 11, 21].contains(kind) { kind = Int.random(in: 0..<kinds, using: &generator) }
        let description = perform(kind, using: &generator)
        let removed = model.count < countBefore
        XCTAssertEqual(array.membershipEpoch != epoch, removed, "the epoch after \(description)")
        return description
    }

    private mutating func freshID(using generator: inout SeededGenerator) -> Int {
        Int.random(in: 0..<idPool, using: &generator)
    }

    private mutating func nextName() -> String {
        stamp += 1
        return ["a", "b", "c"][stamp % 3] + "\(stamp % 5)"
    }

    private mutating func perform(_ kind: Int, using generator: inout SeededGenerator) -> String {
        let id = freshID(using: &generator)
        let present = model.contains { $0.id == id }
        switch kind {
        case 0:
            let item = Item(id: id, name: nextName())
            let result = array.append(item)
            if !present { model.append(item) }
            XCTAssertEqual(result.inserted, !present)
            XCTAssertEqual(result.index, model.firstIndex { $0.id == id })
            return "append \(id)"
        case 1:
            let item = Item(id: id, name: nextName())
            let old = array.updateOrAppend(item)
            if let offset = model.firstIndex(where: { $0.id == id }) {
                XCTAssertEqual(old, model[offset])
                model[offset] = item
            } else {
                XCTAssertNil(old)
                model.append(item)
            }
            return "updateOrAppend \(id)"
        case 2, 3:
            guard let offset = model.indices.randomElement(using: &generator) else { return "nothing to change" }
            let name = nextName()
            if kind == 2 {
                array.modify(id: model[offset].id) { $0.name = name }
            } else {
                array[id: model[offset].id] = Item(id: model[offset].id, name: name)
            }
            model[offset].name = name
            return "change \(model[offset].id) in place"
        case 4:
            let item = Item(id: id, name: nextName())
            let result = array.insert(item, at: model.count)
            if !present { model.append(item) }
            XCTAssertEqual(result.inserted, !present)
            return "insert \(id) at the end"
        case 5:
            guard let last = model.last else { return "nothing to remove" }
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: XCTAssertEqual(array.remove(at: model.count - 1), last)
            case 1: XCTAssertEqual(array.remove(id: last.id), last)
            default: array[id: last.id] = nil
            }
            model.removeLast()
            if model.isEmpty { materialized = false }
            return "remove the last, \(last.id)"
        case 6:
            array.sort { $0.name < $1.name }
            model = model.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
            materialized = false
            return "sort by name"
        case 7:
            let order = model.indices.shuffled(using: &generator)
            array.permute(by: order)
            model = order.map { model[$0] }
            materialized = false
            return "permute"
        case 8:
            guard model.count >= 3 else { return "too few to move several" }
            let first = Int.random(in: 0..<model.count, using: &generator)
            let second = (first + Int.random(in: 1..<model.count, using: &generator)) % model.count
            let moving: Set = [first, second, Int.random(in: 0..<model.count, using: &generator)]
            let destination = Int.random(in: 0...model.count, using: &generator)
            array.move(fromOffsets: moving, toOffset: destination)
            let moved = moving.sorted().map { model[$0] }
            let before = model.indices.filter { !moving.contains($0) && $0 < destination }.map { model[$0] }
            let after = model.indices.filter { !moving.contains($0) && $0 >= destination }.map { model[$0] }
            model = before + moved + after
            materialized = false
            return "move \(moving.sorted()) to \(destination)"
        case 9, 10:
            let divisor = Int.random(in: 5...40, using: &generator)
            let doomed = { (item: Item) in item.id % divisor == 0 }
            let countBefore = model.count
            if kind == 9 { array.removeAll(where: doomed) } else { array = array.filter { !doomed($0) } }
            model.removeAll(where: doomed)
            if model.count < countBefore { materialized = false }
            return kind == 9 ? "removeAll(where: id % \(divisor))" : "filter out id % \(divisor)"
        case 11:
            guard !model.isEmpty else { return "nothing to remove" }
            let offsets = Set((0..<Int.random(in: 1...4, using: &generator)).map { _ in Int.random(in: 0..<model.count, using: &generator) })
            array.remove(atOffsets: offsets)
            model = model.indices.filter { !offsets.contains($0) }.map { model[$0] }
            materialized = false
            return "remove at \(offsets.sorted())"
        case 12:
            guard let offset = model.indices.randomElement(using: &generator) else { return "nothing to reinsert" }
            XCTAssertFalse(array.insert(Item(id: model[offset].id, name: "other"), at: 0).inserted)
            return "insert present \(model[offset].id)"
        case 13:
            guard let offset = model.indices.randomElement(using: &generator) else { return "nothing to move" }
            array.move(from: offset, to: offset)
            return "move \(offset) onto itself"
        case 14, 15:
            let offset = Int.random(in: 0...model.count, using: &generator)
            let item = Item(id: id, name: nextName())
            let result = array.insert(item, at: offset)
            XCTAssertEqual(result.inserted, !present)
            if !present {
                model.insert(item, at: offset)
                if offset < model.count - 1 { breakIdentity() }
            }
            return "insert \(id) at \(offset)"
        case 16, 17:
            guard model.count >= 2 else { return "too few to move" }
            let source = Int.random(in: 0..<model.count, using: &generator)
            let destination = Int.random(in: 0..<model.count, using: &generator)
            array.move(from: source, to: destination)
            model.insert(model.remove(at: source), at: destination)
            if source != destination { breakIdentity() }
            return "move \(source) to \(destination)"
        case 18:
            guard model.count >= 2 else { return "too few to move" }
            let source = Int.random(in: 0..<model.count, using: &generator)
            let destination = Int.random(in: 0...model.count, using: &generator)
            array.move(fromOffsets: [source], toOffset: destination)
            let target = destination > source ? destination - 1 : destination
            model.insert(model.remove(at: source), at: target)
            if target != source { breakIdentity() }
            return "move [\(source)] to \(destination)"
        case 19, 20:
            guard model.count >= 2 else { return "too few to remove in the middle" }
            let offset = Int.random(in: 0..<(model.count - 1), using: &generator)
            let item = model.remove(at: offset)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: XCTAssertEqual(array.remove(at: offset), item)
            case 1: XCTAssertEqual(array.remove(id: item.id), item)
            default: array[id: item.id] = nil
            }
            breakIdentity()
            return "remove \(item.id) at \(offset)"
        default:
            if !model.isEmpty && Int.random(in: 0..<4, using: &generator) == 0 {
                array.removeAll()
                model.removeAll()
                materialized = false
                return "removeAll"
            }
            XCTAssertNil(array.remove(id: idPool + 1))
            return "remove an absent id"
        }
    }

    private mutating func breakIdentity() {
        if !materialized { materializations += 1 }
        materialized = true
    }

    /// Every read agrees with the model.
    func check(_ context: String, using generator: inout SeededGenerator) {
        assertAgrees(array, model, materialized: materialized, context, using: &generator)
        let absent = (idPool..<(idPool + 3))
        for id in absent {
            XCTAssertNil(array.index(id: id), context)
            XCTAssertFalse(array.contains(id: id), context)
            XCTAssertNil(array[id: id], context)
        }
    }
}

/// Checks every read of `array` against `model`, and which order mode it is in.
private func assertAgrees(_ array: IdentifiedArrayOf<Item>, _ model: [Item], materialized: Bool, _ context: String) {
    var generator = SeededGenerator(seed: UInt64(model.count))
    assertAgrees(array, model, materialized: materialized, context, using: &generator)
}

private func assertAgrees(_ array: IdentifiedArrayOf<Item>, _ model: [Item], materialized: Bool, _ context: String,
                          using generator: inout SeededGenerator) {
    if !materialized { XCTAssertFalse(array.isOrderMaterialized, "no order kept, \(context)") }
    XCTAssertEqual(array.orderStorageBytes == 0, !array.isOrderMaterialized, "order storage, \(context)")
    assertRunsAreMinimal(array, context)
    XCTAssertEqual(array.count, model.count, context)
    XCTAssertEqual(array.isEmpty, model.isEmpty, context)
    XCTAssertEqual(array.ids.elements, model.map(\.id), "ids, \(context)")
    XCTAssertEqual(array.elements, model, "elements, \(context)")
    XCTAssertEqual(Array(array), model, "iteration, \(context)")
    XCTAssertEqual(array.indices.map { array[$0] }, model, "subscript, \(context)")
    XCTAssertEqual(array.first, model.first, "first, \(context)")
    XCTAssertEqual(array.last, model.last, "last, \(context)")
    XCTAssertEqual(array.description, model.description, context)
    XCTAssertEqual(array, IdentifiedArray(uniqueElements: model), "equality, \(context)")
    var inPlace: [Item] = []
    array.forEachInPlace { item in inPlace.append(copy item) }
    XCTAssertEqual(inPlace, model, "forEachInPlace, \(context)")
    let lower = Int.random(in: 0...model.count, using: &generator)
    let upper = Int.random(in: lower...model.count, using: &generator)
    var inRange: [Item] = []
    array.forEachInPlace(in: lower..<upper) { item in inRange.append(copy item) }
    XCTAssertEqual(inRange, Array(model[lower..<upper]), "forEachInPlace(in: \(lower)..<\(upper)), \(context)")
    let stored = array.withUnsafeStorage { Set($0.map(\.id)) }
    XCTAssertEqual(stored, Set(model.map(\.id)), "storage, \(context)")
    for (offset, item) in model.enumerated() {
        XCTAssertEqual(array.index(id: item.id), offset, "index(id: \(item.id)), \(context)")
        XCTAssertTrue(array.contains(id: item.id), context)
        XCTAssertEqual(array[id: item.id], item, context)
    }
}

/// While the array keeps runs: they cover the slots once each, their starts add up, the
/// slot index is sorted, no run continues the one before it (they would have merged), no
/// single run from slot 0 is kept (that is the identity), and there are no more than the limit.
private func assertRunsAreMinimal(_ array: IdentifiedArrayOf<Item>, _ context: String = "",
                                  file: StaticString = #filePath, line: UInt = #line) {
    let runs = array._order.runs
    guard !runs.isEmpty else { return }
    XCTAssertEqual(runs.count, array.count, "slots in runs, \(context)", file: file, line: line)
    XCTAssertFalse(runs.isIdentity, "an identity kept as runs, \(context)", file: file, line: line)
    XCTAssertLessThanOrEqual(runs.runCount, SlotOrder.runLimit(forCount: array.count), context, file: file, line: line)
    var start: Int32 = 0
    for (index, run) in runs.runs.enumerated() {
        XCTAssertGreaterThan(run.count, 0, context, file: file, line: line)
        XCTAssertEqual(runs.starts[index], start, "start of run \(index), \(context)", file: file, line: line)
        start += run.count
        if index > 0 { XCTAssertNotEqual(runs.runs[index - 1].end, run.slot, "run \(index) not merged, \(context)", file: file, line: line) }
    }
    let sorted = runs.bySlot.map { runs.runs[Int($0)] }
    XCTAssertEqual(Set(runs.bySlot).count, runs.runCount, context, file: file, line: line)
    XCTAssertEqual(sorted.first?.slot, 0, context, file: file, line: line)
    for (previous, next) in zip(sorted, sorted.dropFirst()) {
        XCTAssertEqual(previous.end, next.slot, "runs by slot cover every slot once, \(context)", file: file, line: line)
    }
}
