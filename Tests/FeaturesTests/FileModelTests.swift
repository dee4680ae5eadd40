import Core
import CoreTesting
import Foundation
@testable import Features
import Storage
import Views
import XCTest

/// Model-based: the list on a real file, with the person's actions (add, edit, toggle, delete,
/// move, the archive key, undo, redo) interleaved at random with other writers (append with and without an id,
/// edit, delete, reorder, todo.sh's archive, an editor replacing the file, a program rewriting
/// it in place with every gap between its truncation and its write). Each step is one
/// action here and one write outside, met in one of three orders; then the file, the state and
/// the screen must agree with a simple model: the README's merge table over (id, text, done),
/// with undo and redo as the person's own steps. No row lost, none doubled, order as the table
/// says.
///
/// It runs twice: on a file whose rows carry ids (`id:`), and on one whose rows carry none, as
/// todo.sh writes them, where Lista knows a row changed outside only by pairing its new line
/// with the old one (``RowPairing``): there every outside write may change any row's line.
///
/// `make test` runs 300 steps on two seeds in each; `make soak` sets `LISTA_MODEL_STEPS`.
/// `LISTA_MODEL_SEED` runs one seed instead (filter by the test's name to pick the file's kind).
final class FileModelTests: XCTestCase {
    func testTheListTheFileAndTheScreenFollowTheModel() async throws {
        for seed in Self.seeds(or: [11, 12]) {
            try await run(seed: seed, steps: steps, withIDs: true)
        }
    }

    func testAFileWithoutIdsFollowsTheModelAndGainsNone() async throws {
        for seed in Self.seeds(or: [21, 22]) {
            try await run(seed: seed, steps: steps, withIDs: false)
        }
    }

    private var steps: Int { ProcessInfo.processInfo.environment["LISTA_MODEL_STEPS"].flatMap(Int.init) ?? 300 }

    /// The seeds to run: `LISTA_MODEL_SEED`'s alone when set (to replay one failure), else these.
    private static func seeds(or defaults: [UInt64]) -> [UInt64] {
        ProcessInfo.processInfo.environment["LISTA_MODEL_SEED"].flatMap(UInt64.init).map { [$0] } ?? defaults
    }

    private func run(seed: UInt64, steps: Int, withIDs: Bool) async throws {
        var rng = SeededGenerator(seed: seed)
        let lines = withIDs ? ["r0 id:aa", "r1 id:bb", "x 2026-11-01 r2 id:cc", "r3 id:dd"] : ["r0", "r1", "x 2026-11-01 r2", "r3"]
        let list = try FileBackedList(lines)
        // Without ids, the rows are known by the ids every reader of the file derives.
        let ids = withIDs ? ["aa", "bb", "cc", "dd"] : Self.ids(of: lines)
        var model = ListModel(rows: [.init(id: ids[0], text: "r0", done: false), .init(id: ids[1], text: "r1", done: false),
                                     .init(id: ids[2], text: "r2", done: true, completed: TodoDate("2026-11-01")),
                                     .init(id: ids[3], text: "r3", done: false)])
        var counter = 4
        for step in 0..<steps {
            var local = LocalAction.random(model, &rng)
            counter += 1
            // The archive key saves at once, so it is met on its own: saved, then the write outside
            // (drawn after it) lands on the file it left.
            if case .archive = local {
                await perform(local, on: list, model: &model, counter: counter)
                await list.settle()
                guard check(list, against: model, "seed \(seed) step \(step): the archive key alone") else { return }
                local = .nothing
            }
            let outside = OutsideWrite.random(model, &rng)
            let order = Int.random(in: 0..<3, using: &rng)
            let context = "seed \(seed) step \(step): \(local) here, \(outside) outside, order \(order)"

            let base = model
            var ours = model
            var theirs = model
            switch order {
            case 0:  // here, then outside; the watcher notices
                await perform(local, on: list, model: &ours, counter: counter)
                try await write(outside, in: list, model: &theirs, counter: counter)
                await list.noticeOutsideChange()
            case 1:  // here, then outside; the save finds it before the watcher does
                await perform(local, on: list, model: &ours, counter: counter)
                try await write(outside, in: list, model: &theirs, counter: counter)
                await list.settle()
                await list.noticeOutsideChange()
            default:  // outside; the watcher's reload is under way when the change here is made
                try await write(outside, in: list, model: &theirs, counter: counter)
                await list.noticeOutsideChange()
                await perform(local, on: list, model: &ours, counter: counter)
            }
            await list.settle()
            model = ListModel.merge(base: base, ours: ours, theirs: theirs)
            guard check(list, against: model, context) else { return }
        }
    }

    // MARK: Checking

    private func check(_ list: FileBackedList, against model: ListModel, _ context: String) -> Bool {
        let state = list.store.state
        let shown = state.rows.map {
            ModelRow(id: $0.id, text: $0.text, done: $0.isDone, priority: $0.item.priority, completed: $0.item.completionDate)
        }
        let file = TodoFile.parse(Array(list.fileLines.map { $0 + "\n" }.joined().utf8)).file.items
        // A line is its row by its text (unique here); an id is in the file only where it was.
        let inFile = zip(file, model.rows + Array(repeating: ModelRow(id: "", text: "", done: false), count: max(0, file.count - model.rows.count)))
            .map { line, row in
                ModelRow(id: line.writesID ? line.id : row.id, text: line.text, done: line.done, priority: line.priority,
                         completed: line.completionDate)
            }
        let written = Set(file.filter(\.writesID).map(\.id))
        var viewport = ListViewport()
        let lines = AppView.render(state, size: TerminalSize(rows: state.rows.count + 8, columns: 120), viewport: &viewport).grid.lines
        // The list's lines: under the header, above the hint and status lines.
        let listLines = lines.dropFirst().dropLast(2)
        // A row whose typing was undone right after it was added has no text to find.
        let named = state.rows.filter { !$0.text.isEmpty }
        let screenOrder = named.compactMap { row in
            let word = " " + (row.text.split(separator: " ").first.map(String.init) ?? "") + " "
            return listLines.firstIndex { ($0 + " ").contains(word) }
        }
        let screen = lines.joined(separator: "\n")

        XCTAssertEqual(shown, model.rows, "the list: \(context)")
        XCTAssertEqual(inFile, model.rows, "the file: \(context)")
        XCTAssertEqual(Set(file.map(\.id)).count, file.count, "an id twice in the file: \(context)")
        XCTAssertTrue(written.isSubset(of: Set(model.rows.map(\.id).filter { $0.count == 2 || $0.hasPrefix("ext") })),
                      "Lista wrote an id into the file: \(written.sorted()) \(context)")
        XCTAssertEqual(screenOrder.count, named.count, "a row missing on screen: \(context)\n\(screen)")
        XCTAssertEqual(screenOrder, screenOrder.sorted(), "the screen's order: \(context)")
        // done.txt's lines are their rows by their text too; an id only where one was written.
        let archived = list.doneLines.map { TodoItem(parsing: $0) }
        XCTAssertEqual(archived.map { ModelRow(id: $0.id.isEmpty ? "" : $0.id, text: $0.text, done: $0.done) },
                       model.archived.map { row in ModelRow(id: archived.contains { $0.id == row.id } ? row.id : "", text: row.text, done: row.done) },
                       "done.txt: \(context)")
        XCTAssertFalse(state.hasUnsavedChanges || state.persistence.isSaving, "unsaved: \(context)")
        XCTAssertEqual(state.history.undoStack.map(\.steps.count).count, model.undo.count, "undo depth: \(context)")
        return shown == model.rows && inFile == model.rows
    }

    // MARK: The person's actions, on the app and on the model

    private func perform(_ action: LocalAction, on list: FileBackedList, model: inout ListModel, counter: Int) async {
        let store = list.store
        switch action {
        case .nothing:
            break
        case .add:
            await store.send(.view(.addRow(.append)))
            guard let id = store.state.focus else { return XCTFail("add focused no row") }
            let text = "r\(counter)"
            await store.send(.rows(.element(id: id, action: .edit(.insert(text)))))
            await store.send(.view(.leaveField))
            // The row and its first text are one step.
            model.record(.insert(ModelRow(id: id, text: text, done: false), at: model.rows.count))
            model.rows.append(ModelRow(id: id, text: text, done: false))
        case let .edit(id):
            await store.send(.view(.select(id)))
            await store.send(.view(.focusSelected))
            await store.send(.rows(.element(id: id, action: .edit(.moveEnd))))
            await store.send(.rows(.element(id: id, action: .edit(.insert(" e\(counter)")))))
            await store.send(.view(.leaveField))
            model.change(id) { $0.text += " e\(counter)" }
        case let .toggle(id):
            await store.send(.view(.select(id)))
            await store.send(.view(.toggleDoneSelected))
            // Done on the test clock's day; reopened, the date goes.
            model.change(id) {
                $0.done.toggle()
                $0.completed = $0.done ? TodoDate(localDayOf: testNow) : nil
            }
        case let .delete(id):
            await store.send(.view(.select(id)))
            await store.send(.view(.deleteSelected))
            let offset = model.rows.firstIndex { $0.id == id }!
            model.record(.remove(model.rows[offset], at: offset))
            model.rows.remove(at: offset)
        case let .moveUp(id):
            await store.send(.view(.select(id)))
            await store.send(.view(.moveSelected(up: true)))
            let offset = model.rows.firstIndex { $0.id == id }!
            model.record(.relocate(id, from: offset, to: offset - 1))
            model.rows.swapAt(offset, offset - 1)
        case .undo:
            await store.send(.view(.undo))
            model.undoOrRedo(reversed: true)
        case .redo:
            await store.send(.view(.redo))
            model.undoOrRedo(reversed: false)
        case .archive:
            await store.send(.view(.archiveDone))
            let removed = model.rows.enumerated().filter { $0.element.done }.map { (row: $0.element, offset: $0.offset) }
            guard !removed.isEmpty else { return }
            model.record(.archive(removed.map(\.row), at: removed.map(\.offset)))
            model.rows.removeAll(where: \.done)
            // One exact line is never appended twice (todo.sh's archive may hold it already).
            model.archived += removed.map(\.row).filter { !model.archived.contains($0) }
        }
    }

    // MARK: Other writers, on the file and on the model

    private func write(_ write: OutsideWrite, in list: FileBackedList, model: inout ListModel, counter: Int) async throws {
        switch write {
        case .nothing:
            break
        case let .inPlaceRewrite(id, gap):
            // A program that reads the file, truncates it, and writes it back changed after `gap`
            // (one row edited where it carries its id, one row added), into the same inode.
            var lines = list.fileLines
            if let id, let at = Self.line(of: id, in: lines, model: model) {
                var item = TodoItem(parsing: lines[at])
                item.text = "p\(counter) " + item.text
                lines[at] = item.line
            }
            lines.append("o\(counter) id:ext\(counter)")
            let writer = try InPlaceWriter(path: list.path)
            try writer.truncate()
            await gap.pass(list)
            try writer.finish(lines)
            if let id { model.changeOutside(id) { $0.text = "p\(counter) " + $0.text } }
            model.rows.append(ModelRow(id: "ext\(counter)", text: "o\(counter)", done: false))
        case let .todoSh(verb, id):
            guard let todo = TodoShWriter.installed, let at = Self.line(of: id, in: list.fileLines, model: model) else { break }
            let number = String(at + 1)
            switch verb {
            case .markDone:
                guard !model.rows.first(where: { $0.id == id })!.done else { break }
                let before = TodoDate(localDayOf: .now())
                try todo.run(in: list.folder, ["do", number])
                let after = TodoDate(localDayOf: .now())
                // todo.sh's `do` drops the priority and writes the real day (the clock's, not the
                // test's): the one it ran on, the later one when it ran across midnight.
                let lines = list.fileLines
                let written = Self.line(of: id, in: lines, model: model).flatMap { TodoItem(parsing: lines[$0]).completionDate }
                let day = [before, after].contains(written) ? written : before
                model.rows = model.rows.map { $0.id == id ? ModelRow(id: id, text: $0.text, done: true, completed: day) : $0 }
            case .priority:
                guard !model.rows.first(where: { $0.id == id })!.done else { break }
                try todo.run(in: list.folder, ["pri", number, "B"])
                model.rows = model.rows.map { $0.id == id ? ModelRow(id: id, text: $0.text, done: $0.done, priority: "B") : $0 }
            case .append:
                try todo.run(in: list.folder, ["append", number, "t\(counter)"])
                model.changeOutside(id) { $0.text += " t\(counter)" }
            case .replace:
                try todo.run(in: list.folder, ["replace", number, "q\(counter) replaced"])
                // todo.sh replaces the whole line (a leading priority and date kept): a done mark
                // and its completion date, the priority a done row keeps in `pri:`, and an id go.
                model.rows = model.rows.map {
                    $0.id == id ? ModelRow(id: id, text: "q\(counter) replaced", done: false, priority: $0.done ? nil : $0.priority) : $0
                }
            case .delete:
                try todo.run(in: list.folder, ["del", number])
                model.rows.removeAll { $0.id == id }
            }
        case .appendWithID:
            let id = "ext\(counter)"
            try list.appendOutside("o\(counter) id:\(id)")
            model.rows.append(ModelRow(id: id, text: "o\(counter)", done: false))
        case .appendWithoutID:
            try list.appendOutside("o\(counter)")
            // Its id is the one rule's, as every reader of this file derives it.
            let items = TodoFile.parse(Array(list.fileLines.map { $0 + "\n" }.joined().utf8)).file.items
            let id = items.last { $0.text == "o\(counter)" }!.id
            model.rows.append(ModelRow(id: id, text: "o\(counter)", done: false))
        case let .edit(id):
            try list.editOutside { lines in
                guard let at = Self.line(of: id, in: lines, model: model) else { return }
                var item = TodoItem(parsing: lines[at])
                item.text += " w\(counter)"
                lines[at] = item.line
            }
            model.changeOutside(id) { $0.text += " w\(counter)" }
        case let .delete(id):
            try list.editOutside { lines in
                if let at = Self.line(of: id, in: lines, model: model) { lines.remove(at: at) }
            }
            model.rows.removeAll { $0.id == id }
        case let .swap(first, second):
            try list.editOutside { lines in
                if let one = Self.line(of: first, in: lines, model: model), let two = Self.line(of: second, in: lines, model: model) {
                    lines.swapAt(one, two)
                }
            }
            let one = model.rows.firstIndex { $0.id == first }!, two = model.rows.firstIndex { $0.id == second }!
            model.rows.swapAt(one, two)
        case .archive:
            // todo.sh archive: done rows appended to done.txt, then removed from todo.txt (sed -i).
            let done = list.fileLines.filter { $0.hasPrefix("x ") }
            try list.appendDone(done)
            try list.editOutside { lines in lines.removeAll { $0.hasPrefix("x ") } }
            model.archived += model.rows.filter(\.done)
            model.rows.removeAll(where: \.done)
        case let .editorRewrite(id):
            // An editor writes the whole file anew (renamed over it), with one line changed.
            var lines = list.fileLines
            if let at = Self.line(of: id, in: lines, model: model) {
                var item = TodoItem(parsing: lines[at])
                item.text = "v\(counter) " + item.text
                lines[at] = item.line
            }
            try list.replaceOutside(lines)
            model.changeOutside(id) { $0.text = "v\(counter) " + $0.text }
        }
    }

    /// The line of row `id` of `model`, found by its text (unique in this list), so that a row
    /// is found whether its line holds its id or not.
    private static func line(of id: String, in lines: [String], model: ListModel) -> Int? {
        guard let row = model.rows.first(where: { $0.id == id }) else { return nil }
        return lines.firstIndex { TodoItem(parsing: $0).text == row.text }
    }

    /// The id the one parser gives each line (its own, or the derived one). The file has no
    /// blank lines, so rows and lines pair one to one.
    private static func ids(of lines: [String]) -> [String] {
        TodoFile.parse(Array(lines.map { $0 + "\n" }.joined().utf8)).file.items.map(\.id)
    }
}

// MARK: The model

struct ModelRow: Equatable, CustomStringConvertible {
    var id: String
    var text: String
    var done: Bool
    /// Followed because another program's `pri` is a change the merge must see: a row deleted
    /// here and given a priority there stays.
    var priority: Character? = nil
    /// The completion date: the test clock's day when toggled here, the real day todo.sh's `do`
    /// writes. Followed because the merge compares it as a field of its own: a row done on both
    /// sides on different days is a conflict, and its undo step is the person's.
    var completed: TodoDate? = nil

    var description: String {
        "\(id)=\(priority.map { "(\($0)) " } ?? "")\(text)\(done ? "✓" : "")\(completed.map { " @\($0)" } ?? "")"
    }
}

/// The person's undo steps, as the app records them.
enum ModelStep: Equatable {
    case insert(ModelRow, at: Int)
    case remove(ModelRow, at: Int)
    case update(before: ModelRow, after: ModelRow)
    case relocate(String, from: Int, to: Int)
    /// The archive key: rows moved to done.txt from these offsets.
    case archive([ModelRow], at: [Int])
    /// Pending rows another program deleted, taken from these offsets (undo takes them back).
    case outsideRemoval([ModelRow], at: [Int])
}

/// The list as the README says it should be: rows in order, what was archived, undo and redo.
struct ListModel {
    var rows: [ModelRow]
    /// done.txt's rows, in order.
    var archived: [ModelRow] = []
    var undo: [ModelStep] = []
    var redo: [ModelStep] = []

    init(rows: [ModelRow]) {
        self.rows = rows
    }

    mutating func record(_ step: ModelStep) {
        undo.append(step)
        if undo.count > UndoHistory.limit { undo.removeFirst(undo.count - UndoHistory.limit) }
        redo.removeAll()
    }

    /// Changes row `id` and records the change as one step.
    /// Another program's change of row `id`: not a step of the person's undo.
    mutating func changeOutside(_ id: String, _ body: (inout ModelRow) -> Void) {
        guard let offset = rows.firstIndex(where: { $0.id == id }) else { return }
        body(&rows[offset])
    }

    mutating func change(_ id: String, _ body: (inout ModelRow) -> Void) {
        guard let offset = rows.firstIndex(where: { $0.id == id }) else { return }
        let before = rows[offset]
        body(&rows[offset])
        if rows[offset] != before { record(.update(before: before, after: rows[offset])) }
    }

    /// Undo (`reversed`) or redo: the step applies to the rows as they are now, field by field;
    /// a step whose row is gone does nothing, and the entry still moves to the other stack.
    mutating func undoOrRedo(reversed: Bool) {
        guard let step = reversed ? undo.popLast() : redo.popLast() else { return }
        if reversed { redo.append(step) } else { undo.append(step) }
        func index(_ id: String) -> Int? { rows.firstIndex { $0.id == id } }
        switch (step, reversed) {
        case let (.insert(row, offset), false), let (.remove(row, offset), true):
            if index(row.id) == nil { rows.insert(row, at: Swift.min(offset, rows.count)) }
        case let (.insert(row, _), true), let (.remove(row, _), false):
            if let at = index(row.id) { rows.remove(at: at) }
        case let (.update(before, after), _):
            let (from, to) = reversed ? (after, before) : (before, after)
            if let at = index(to.id) {
                if from.text != to.text { rows[at].text = to.text }
                if from.done != to.done { rows[at].done = to.done }
                if from.priority != to.priority { rows[at].priority = to.priority }
                if from.completed != to.completed { rows[at].completed = to.completed }
            }
        case let (.relocate(id, from, to), _):
            if let at = index(id) {
                let row = rows.remove(at: at)
                rows.insert(row, at: Swift.min(reversed ? from : to, rows.count))
            }
        case let (.archive(moved, offsets), true), let (.outsideRemoval(moved, offsets), true):
            // Back in the list where they were (the lowest offset first), and out of done.txt.
            let fromDoneFile = if case .archive = step { true } else { false }
            for (row, offset) in zip(moved, offsets) where index(row.id) == nil {
                rows.insert(row, at: Swift.min(offset, rows.count))
                if fromDoneFile, let line = archived.firstIndex(of: row) { archived.remove(at: line) }
            }
        case let (.outsideRemoval(moved, _), false):
            for row in moved {
                if let at = index(row.id) { rows.remove(at: at) }
            }
        case let (.archive(moved, _), false):
            // To done.txt again, as the rows are now.
            for row in moved {
                guard let at = index(row.id) else { continue }
                let now = rows.remove(at: at)
                if !archived.contains(now) { archived.append(now) }
            }
        }
    }

    /// The README's table over (id, text, done): a field changed on one side takes that side's
    /// value, on both sides theirs (and the losing value becomes an undo step); deleted on one
    /// side and changed on the other: kept, changed; our order only when only we reordered;
    /// the other side's new rows after the row they follow there, at the end when appended.
    static func merge(base: ListModel, ours: ListModel, theirs: ListModel) -> ListModel {
        var result = ours
        result.archived = mergedArchive(base: base.archived, ours: ours.archived, theirs: theirs.archived)
        let baseByID = Dictionary(uniqueKeysWithValues: base.rows.map { ($0.id, $0) })
        let oursByID = Dictionary(uniqueKeysWithValues: ours.rows.map { ($0.id, $0) })
        let theirsByID = Dictionary(uniqueKeysWithValues: theirs.rows.map { ($0.id, $0) })
        var survivors: [String: ModelRow] = [:]
        var conflicts: [ModelStep] = []
        for row in ours.rows {
            guard let old = baseByID[row.id] else { survivors[row.id] = row; continue }
            if let disk = theirsByID[row.id] {
                var merged = disk
                var lost = disk
                func pick<Value: Equatable>(_ field: WritableKeyPath<ModelRow, Value>) {
                    let (mine, before, other) = (row[keyPath: field], old[keyPath: field], disk[keyPath: field])
                    if mine == before || mine == other { return }
                    if other == before { merged[keyPath: field] = mine }
                    lost[keyPath: field] = mine
                }
                if row.text != old.text, disk.text != old.text, row.text != disk.text,
                   let text = TextMerge.combined(base: old.text, ours: row.text, theirs: disk.text) {
                    merged.text = text
                    lost.text = text
                } else {
                    pick(\.text)
                }
                pick(\.done)
                pick(\.priority)
                pick(\.completed)
                survivors[row.id] = merged
                if lost != merged { conflicts.append(.update(before: lost, after: merged)) }
            } else if row != old {
                survivors[row.id] = row
            }
        }
        for row in theirs.rows where oursByID[row.id] == nil {
            if let old = baseByID[row.id], old == row { continue }
            survivors[row.id] = row
        }
        let shared = Set(baseByID.keys).intersection(oursByID.keys).intersection(theirsByID.keys)
        let baseOrder = base.rows.map(\.id).filter(shared.contains)
        let weReordered = ours.rows.map(\.id).filter(shared.contains) != baseOrder
        let theyReordered = theirs.rows.map(\.id).filter(shared.contains) != baseOrder
        let (skeleton, other) = weReordered && !theyReordered ? (ours.rows, theirs.rows) : (theirs.rows, ours.rows)
        var order = skeleton.map(\.id).filter { survivors[$0] != nil }
        let inSkeleton = Set(order)
        let lastShared = other.lastIndex { inSkeleton.contains($0.id) } ?? -1
        var anchor: String?
        var inserted: [String: Int] = [:]
        var tail: [String] = []
        for (index, row) in other.enumerated() {
            if inSkeleton.contains(row.id) { anchor = row.id; continue }
            guard survivors[row.id] != nil, !order.contains(row.id), !tail.contains(row.id) else { continue }
            if index > lastShared {
                tail.append(row.id)
            } else if let anchor, let at = order.firstIndex(of: anchor) {
                let offset = at + 1 + inserted[anchor, default: 0]
                order.insert(row.id, at: offset)
                inserted[anchor, default: 0] += 1
            } else {
                order.insert(row.id, at: inserted["", default: 0])
                inserted["", default: 0] += 1
            }
        }
        result.rows = (order + tail).map { survivors[$0]! }
        // Rows deleted there and left alone here leave the list: the done ones first (not an
        // undo step), then the pending ones, as one step that undo takes back.
        func deletedThere(_ row: ModelRow) -> Bool { baseByID[row.id] == row && theirsByID[row.id] == nil }
        let remaining = ours.rows.filter { !(deletedThere($0) && $0.done) }
        let removed = remaining.enumerated().filter { deletedThere($0.element) }
        if !removed.isEmpty { result.record(.outsideRemoval(removed.map(\.element), at: removed.map(\.offset))) }
        for conflict in conflicts where result.rows.contains(where: { $0.id == conflict.rowID }) { result.record(conflict) }
        return result
    }
}

/// done.txt after both sides: theirs (todo.sh's archive appends), without the lines an undo
/// here took out, then the lines archived here that it does not hold already (one exact line
/// is never appended twice).
private func mergedArchive(base: [ModelRow], ours: [ModelRow], theirs: [ModelRow]) -> [ModelRow] {
    var result = theirs
    var remaining = ours
    var removedHere: [ModelRow] = []
    for text in base {
        if let at = remaining.firstIndex(of: text) { remaining.remove(at: at) } else { removedHere.append(text) }
    }
    for text in removedHere {
        if let at = result.firstIndex(of: text) { result.remove(at: at) }
    }
    for row in remaining where !result.contains(row) { result.append(row) }
    return result
}

extension ModelStep {
    var rowID: String {
        switch self {
        case let .insert(row, _), let .remove(row, _): row.id
        case let .update(_, after): after.id
        case let .relocate(id, _, _): id
        case let .archive(rows, _), let .outsideRemoval(rows, _): rows.first?.id ?? ""
        }
    }
}

enum LocalAction: CustomStringConvertible {
    case nothing, add, undo, redo, archive
    case edit(String), toggle(String), delete(String), moveUp(String)

    static func random(_ model: ListModel, _ rng: inout SeededGenerator) -> LocalAction {
        let ids = model.rows.map(\.id)
        guard let id = ids.randomElement(using: &rng) else { return .add }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return .nothing
        case 1: return ids.count < 20 ? .add : .delete(id)
        case 2: return .edit(id)
        case 3: return .toggle(id)
        case 4: return ids.count > 2 ? .delete(id) : .add
        case 5: return ids.first == id ? .toggle(id) : .moveUp(id)
        case 6, 7: return .undo
        case 8: return .redo
        default: return Bool.random(using: &rng) ? .edit(id) : .archive
        }
    }

    var description: String {
        switch self {
        case .nothing: "nothing"
        case .add: "add"
        case .undo: "undo"
        case .redo: "redo"
        case .archive: "archive key"
        case let .edit(id): "edit \(id)"
        case let .toggle(id): "toggle \(id)"
        case let .delete(id): "delete \(id)"
        case let .moveUp(id): "move up \(id)"
        }
    }
}

/// What the app does while an in-place writer has truncated the file and not written it yet.
enum InPlaceGap: CaseIterable, CustomStringConvertible {
    /// Nothing: the write follows the truncation at once.
    case none
    /// The watcher reports the empty file.
    case noticed
    /// A change made here comes due for saving.
    case saveDue
    /// 1.5 s pass (the debounce's save, if one is due, meets the empty file).
    case pause

    /// Lets the gap pass: the app meets the truncated file as this gap says, and any save or
    /// reload it starts ends before the writer writes.
    func pass(_ list: FileBackedList) async {
        let store = list.store
        switch self {
        case .none:
            return
        case .noticed:
            await list.noticeOutsideChange()
        case .saveDue:
            await list.clock.advance(by: Saving.debounce)
        case .pause:
            await list.clock.advance(by: .milliseconds(1_500))
        }
        await store.skipReceivedActions()
        if store.state.persistence.isSaving {
            await store.receive({ if case .saving(.saveFinished) = $0 { true } else { false } }, timeout: .seconds(5))
        }
        XCTAssertFalse(store.state.persistence.isSaving)
    }

    var description: String {
        switch self {
        case .none: "no gap"
        case .noticed: "the watcher in the gap"
        case .saveDue: "a save due in the gap"
        case .pause: "1.5 s in the gap"
        }
    }
}

/// One of todo.sh's own verbs on a row.
enum TodoShVerb: CaseIterable {
    case markDone, priority, append, replace, delete
}

enum OutsideWrite: CustomStringConvertible {
    case nothing, appendWithID, appendWithoutID, archive
    /// The real todo.sh, one of its verbs on a row (by its line number).
    case todoSh(TodoShVerb, String)
    case edit(String), delete(String), swap(String, String), editorRewrite(String)
    /// Truncate, a gap, then write: one row edited (when it carries its id), one added.
    case inPlaceRewrite(String?, gap: InPlaceGap)

    /// A random write. Any row's line may be edited: one that holds no id is known again by
    /// pairing its new line with the old.
    static func random(_ model: ListModel, _ rng: inout SeededGenerator) -> OutsideWrite {
        let ids = model.rows.map(\.id)
        guard let id = ids.randomElement(using: &rng) else { return .appendWithoutID }
        switch Int.random(in: 0..<13, using: &rng) {
        case 11, 12:
            guard TodoShWriter.installed != nil else { return .nothing }
            let verb = TodoShVerb.allCases.randomElement(using: &rng)!
            return verb == .delete && ids.count <= 2 ? .nothing : .todoSh(verb, id)
        case 0, 1: return .nothing
        case 2: return .appendWithID
        case 3: return ids.count < 20 ? .appendWithoutID : .delete(id)
        case 4: return .edit(id)
        case 5: return ids.count > 2 ? .delete(id) : .appendWithID
        case 6:
            let other = ids.randomElement(using: &rng)!
            return other == id ? .archive : .swap(id, other)
        case 7: return .archive
        case 8: return .inPlaceRewrite(id, gap: InPlaceGap.allCases.randomElement(using: &rng)!)
        default: return .editorRewrite(id)
        }
    }

    var description: String {
        switch self {
        case .nothing: "nothing"
        case let .todoSh(verb, id): "todo.sh \(verb) on \(id)"
        case .appendWithID: "append with an id"
        case .appendWithoutID: "append without an id"
        case .archive: "archive"
        case let .edit(id): "edit \(id)"
        case let .delete(id): "delete \(id)"
        case let .swap(one, two): "swap \(one) and \(two)"
        case let .editorRewrite(id): "editor rewrite of \(id)"
        case let .inPlaceRewrite(id, gap): "in-place rewrite\(id.map { " of " + $0 } ?? "") with \(gap)"
        }
    }
}
