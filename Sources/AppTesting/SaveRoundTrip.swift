import Features
import Foundation
import Storage

/// What the app holds survives a save and a load: every row, field for field.
public enum SaveRoundTrip {
    /// Saves `state`'s rows to a new file in a temporary folder named after `label`, loads it
    /// back, and returns every difference (empty when none). Throws when the file cannot be
    /// written or read.
    public static func problems(_ state: TodoList.State, label: String) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lista-roundtrip-\(label)-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = TodoStore(path: directory.appendingPathComponent("todo.txt").path)
        let items = state.rows.map(\.item)
        _ = try store.save(TodoFile(items: items), since: StoreSnapshot(file: TodoFile()))
        // Read back as the app reads its own file again: continuing what it saved, so a row
        // whose line holds no id is known by the id it had (``TodoStore/reload``).
        let saved = TodoFile(items: items)
        let loaded = try store.reload(merging: saved, since: StoreSnapshot(file: saved)).snapshot.file.items
        let fresh = try store.load().snapshot.file.items
        for (index, (memory, disk)) in zip(items, fresh).enumerated() where memory.writesID && disk.id != memory.id {
            return ["row \(index + 1)'s written id changed through save and a fresh load: \(memory.line.debugDescription)"]
        }
        guard loaded.count == items.count else {
            return ["\(items.count) rows saved, \(loaded.count) loaded: rows lost or added by save and load"]
        }
        var found: [String] = []
        for (index, (memory, disk)) in zip(items, loaded).enumerated() {
            let fields: [(String, Bool)] = [
                ("line", disk.line == memory.line), ("id", disk.id == memory.id), ("text", disk.text == memory.text),
                ("done", disk.done == memory.done), ("priority", disk.priority == memory.priority),
                ("due", disk.due == memory.due), ("tracked time", disk.trackedSeconds == memory.trackedSeconds),
                ("note", disk.note == memory.note || (disk.note == nil && memory.note == .inline(""))),
            ]
            for (name, same) in fields where !same {
                found.append("row \(index + 1)'s \(name) changed through save and load: \(memory.line.debugDescription) -> \(disk.line.debugDescription)")
            }
        }
        return found
    }
}
