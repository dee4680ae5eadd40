import CoreTesting
@testable import Features
import Storage
import XCTest

/// Random sequences of changes and copies of rows, each mirrored on a plain struct: a row reads
/// as its model after every step (value semantics: a copy never sees another's change), two rows
/// are equal exactly when their models are, and a row is boxed exactly when its UI state is not
/// the default.
final class RowStateModelTests: XCTestCase {
    /// What a row is, written the obvious way.
    private struct Model {
        var item: TodoItem
        var placedCursor: Int?
        var isExpanded = false
        var isTimerRunning = false

        var cursor: Int { placedCursor ?? item.text.count }
        var isDefault: Bool { placedCursor == nil && !isExpanded && !isTimerRunning }

        static func same(_ lhs: Model, _ rhs: Model) -> Bool {
            lhs.item == rhs.item && lhs.isExpanded == rhs.isExpanded && lhs.isTimerRunning == rhs.isTimerRunning
                && (lhs.placedCursor == rhs.placedCursor || lhs.cursor == rhs.cursor)
        }
    }

    private static let texts = ["", "milk", "naïve café 🇪🇸", "milk and bread", "漢字 +home", "e\u{301}e\u{301}"]

    private func described(_ row: Row.State) -> String {
        "“\(row.text)” done \(row.isDone) cursor \(row.cursor) expanded \(row.isExpanded) timer \(row.isTimerRunning) boxed \(row.isBoxed)"
    }

    private func described(_ model: Model) -> String {
        "“\(model.item.text)” done \(model.item.done) cursor \(model.cursor) expanded \(model.isExpanded) timer \(model.isTimerRunning) default \(model.isDefault)"
    }

    private func check(_ rows: [Row.State], _ models: [Model], _ context: @autoclosure () -> String) -> Bool {
        for (index, (row, model)) in zip(rows, models).enumerated() {
            guard row.item == model.item, row.cursor == model.cursor, row.isExpanded == model.isExpanded,
                  row.isTimerRunning == model.isTimerRunning, row.isBoxed == !model.isDefault else {
                XCTFail("row \(index) is \(described(row)), its model \(described(model)): \(context())")
                return false
            }
            for (other, otherModel) in zip(rows, models) where (row == other) != Model.same(model, otherModel) {
                XCTFail("row \(index) == \(described(other)) is \(row == other), the models say otherwise: \(context())")
                return false
            }
        }
        return true
    }

    func testRowsBehaveAsPlainValuesThroughRandomChangesAndCopies() {
        for seed: UInt64 in 1...20 {
            var rng = SeededGenerator(seed: seed)
            let start = TodoItem(id: "a", text: "milk")
            var rows = Array(repeating: Row.State(item: start), count: 4)
            var models = Array(repeating: Model(item: start), count: 4)
            for step in 0..<400 {
                let at = Int.random(in: 0..<rows.count, using: &rng)
                let from = Int.random(in: 0..<rows.count, using: &rng)
                let operation = Int.random(in: 0..<10, using: &rng)
                switch operation {
                case 0:
                    let text = Self.texts.randomElement(using: &rng)!
                    rows[at].item.text = text
                    models[at].item.text = text
                case 1:
                    rows[at].item.done.toggle()
                    models[at].item.done.toggle()
                case 2:
                    let cursor = Int.random(in: 0...16, using: &rng)
                    rows[at].cursor = cursor
                    models[at].placedCursor = cursor
                case 3:
                    let on = Bool.random(using: &rng)
                    rows[at].isExpanded = on
                    models[at].isExpanded = on
                case 4:
                    let on = Bool.random(using: &rng)
                    rows[at].isTimerRunning = on
                    models[at].isTimerRunning = on
                case 5:
                    rows[at].keepCursorInText()
                    models[at].placedCursor = models[at].placedCursor.map { min($0, models[at].item.text.count) }
                case 6:
                    let other = rows[from]
                    rows[at].takeCursor(of: other)
                    let (count, otherModel) = (models[at].item.text.count, models[from])
                    models[at].placedCursor = otherModel.placedCursor == nil && otherModel.item.text.count >= count
                        ? nil : min(otherModel.cursor, count)
                case 7:
                    let item = TodoItem(id: "a", text: Self.texts.randomElement(using: &rng)!)
                    let cursor = Bool.random(using: &rng) ? Int.random(in: -2...16, using: &rng) : nil
                    let (expanded, timer) = (Bool.random(using: &rng), Bool.random(using: &rng))
                    rows[at] = Row.State(item: item, cursor: cursor, isExpanded: expanded, isTimerRunning: timer)
                    models[at] = Model(item: item, placedCursor: cursor.map { min(max($0, 0), item.text.count) },
                                       isExpanded: expanded, isTimerRunning: timer)
                default:
                    rows[at] = rows[from]
                    models[at] = models[from]
                }
                guard check(rows, models, "seed \(seed), step \(step), operation \(operation) on \(at) from \(from)") else { return }
            }
        }
    }
}
