import Foundation
import Glibc
import XCTest
@testable import Storage

/// What a save does not replace (a read-only file, a file with other names), and what it
/// leaves behind (nothing, not even a killed save's temporary file).
final class ReplaceRefusalTests: XCTestCase {
    func testAReadOnlyFileIsNotReplacedEvenByRoot() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("todo.txt", "a id:aaaaaaaaaa\n")
        chmod(folder.file("todo.txt"), 0o444)
        let store = TodoStore(path: folder.file("todo.txt"))
        XCTAssertThrowsError(try store.modify { $0.items.removeAll() }) { error in
            XCTAssertEqual(error as? StorageError, .readOnlyFile(path: store.path))
            XCTAssertEqual((error as? StorageError)?.message,
                           "\(store.path) is read-only; Lista does not replace it. Make it writable (chmod u+w) to save.")
        }
        XCTAssertEqual(try folder.read("todo.txt"), "a id:aaaaaaaaaa\n")
        XCTAssertEqual(try FileStatus.of(store.path)?.permissions, 0o444)
    }

    func testAListWithAHardLinkIsNotSavedSoNoNameKeepsOldRows() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("todo.txt", "a id:aaaaaaaaaa\n")
        XCTAssertEqual(link(folder.file("todo.txt"), folder.file("backup.txt")), 0)
        let store = TodoStore(path: folder.file("todo.txt"))
        let loaded = try store.load()
        var file = loaded.snapshot.file
        file.items.append(TodoItem(id: "bbbbbbbbbb", text: "b"))
        XCTAssertThrowsError(try store.save(file, since: loaded.snapshot)) { error in
            XCTAssertEqual(error as? StorageError, .hardLinked(path: store.path, names: 2))
        }
        var base = loaded.snapshot
        XCTAssertThrowsError(try store.save(rows: file.items, over: &base)) { error in
            XCTAssertEqual(error as? StorageError, .hardLinked(path: store.path, names: 2))
        }
        XCTAssertEqual(try folder.read("todo.txt"), "a id:aaaaaaaaaa\n")
        XCTAssertEqual(try FileStatus.of(folder.file("todo.txt"))?.inode, try FileStatus.of(folder.file("backup.txt"))?.inode,
                       "both names are still one file")
    }

    func testASaveLeavesNoTemporaryAndRemovesAKilledSavesLeftovers() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("todo.txt", "a id:aaaaaaaaaa\n")
        try folder.write(".todo.txt.lista-save", "an earlier version's leftover\n")
        try folder.write(".todo.txt.lista-save-k3x9q0a7b2c1", "a killed save's leftover\n")
        try folder.write(".notes.lista-saved", "not ours\n")
        XCTAssertEqual(TemporaryFiles.leftovers(in: folder.path), [".todo.txt.lista-save", ".todo.txt.lista-save-k3x9q0a7b2c1"])
        try TodoStore(path: folder.file("todo.txt")).modify { $0.items.append(TodoItem(id: "bbbbbbbbbb", text: "b")) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), [".notes.lista-saved", "todo.txt"])
    }
}
