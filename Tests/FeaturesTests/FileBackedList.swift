import Collections
import Core
import CoreTesting
import Foundation
@testable import Features
import Glibc
import Storage

/// A list on a real todo.txt in a temporary folder, wired to ``FileStorage`` as the app is,
/// with writers from outside that change the file the ways other programs do.
final class FileBackedList {
    let folder: String
    let path: String
    let clock = TestClock()
    let store: TestStore<TodoList.State, TodoList.Action>

    init(_ lines: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) throws {
        folder = NSTemporaryDirectory() + "lista-sync-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/todo.txt"
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
        let todo = TodoStore(path: path)
        let loaded = try todo.load()
        let storage = FileStorage(store: todo, loaded: loaded.snapshot)
        let state = TodoList.State(rows: IdentifiedArray(uniqueElements: loaded.snapshot.file.items.map { Row.State(item: $0) }))
        let clock = clock
        store = TestStore(initialState: state, reducer: { TodoList() }, withDependencies: {
            $0.randomBits = .incrementing()
            $0.now = .constant(testNow)
            $0.clock = clock
            $0.storage = storage.client
        }, fileID: fileID, filePath: filePath, line: line)
        store.exhaustivity = .off
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The file's text, empty when it is missing (read without Foundation, whose readers
    /// leak under LeakSanitizer; see ``FileText``).
    static func text(at path: String) -> String {
        FileText.read(path) ?? ""
    }

    /// The file's lines now.
    var fileLines: [String] {
        let text = Self.text(at: path)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// done.txt's lines (todo.sh's archive appends there).
    var doneLines: [String] {
        let text = Self.text(at: folder + "/done.txt")
        return text.split(separator: "\n").map(String.init)
    }

    /// Appends lines to done.txt, as todo.sh's archive does.
    func appendDone(_ lines: [String]) throws {
        let done = folder + "/done.txt"
        let old = Self.text(at: done)
        try Data((old + lines.map { $0 + "\n" }.joined()).utf8).write(to: URL(fileURLWithPath: done))
    }

    /// The rows as their lines, in order.
    var rowLines: [String] { store.state.rows.map(\.item.line) }

    /// Replaces the whole file at once, as an editor or todo.sh does (a new file renamed over it).
    func replaceOutside(_ lines: [String]) throws {
        let temporary = folder + "/.todo.txt.outside"
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else { throw POSIXError(.EIO) }
    }

    /// Changes the file's lines in place of `change`, then replaces the file.
    func editOutside(_ change: (inout [String]) -> Void) throws {
        var lines = fileLines
        change(&lines)
        try replaceOutside(lines)
    }

    /// Appends a line as `echo line >> todo.txt` does.
    func appendOutside(_ line: String) throws {
        try FileText.append(line + "\n", to: path)
    }

    /// What the watcher does when it sees the file change: the list merges it.
    func noticeOutsideChange() async {
        await store.send(.saving(.fileChangedOutside))
    }

    /// Lets every save and reload under way or due run, until the list and the file agree (a
    /// version held back as cut off included: the clock moves on until it settles).
    func settle(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) async {
        for _ in 0..<10 {
            let state = store.state
            if state.persistence.isSaving {
                await store.receive({ if case .saving(.saveFinished) = $0 { true } else { false } }, timeout: .seconds(5),
                                    fileID: fileID, filePath: filePath, line: line)
            } else if state.storageSync.suspect != nil {
                // A version held back as cut off: it is believed once it stays the same this long.
                await clock.advance(by: Saving.settleTime)
                await store.receive({ if case .saving(.saveFinished) = $0 { true } else { false } }, timeout: .seconds(5),
                                    fileID: fileID, filePath: filePath, line: line)
            } else if state.hasUnsavedChanges {
                await clock.advance(by: Saving.debounce)
                await store.receive({ if case .saving(.saveFinished) = $0 { true } else { false } }, timeout: .seconds(5),
                                    fileID: fileID, filePath: filePath, line: line)
            } else {
                await store.skipReceivedActions()
                return
            }
        }
    }
}
