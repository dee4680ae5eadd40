import Foundation
import Glibc
import XCTest
@testable import Storage

/// Each failure must produce its message and lose nothing.
///
/// Tests run as root here, where permission bits do not stop writes: "permission denied" is
/// provoked in a child that drops to `nobody` (`PermissionTests`), a write failing midway by a
/// file-size limit (`WriteFailureTests`). A read-only file system and a really full disk cannot
/// be made without mounting one; those are covered through the errno mapping only.
final class StoreFailureTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
        directory = nil
    }

    func testPathThatIsADirectory() throws {
        try FileManager.default.createDirectory(atPath: directory.file("todo.txt"), withIntermediateDirectories: true)
        let store = TodoStore(path: directory.file("todo.txt"))
        XCTAssertThrowsError(try store.load()) { error in
            XCTAssertEqual(error as? StorageError, .isDirectory(path: store.path))
            XCTAssertEqual((error as? StorageError)?.message, "\(store.path) is a folder, not a to-do file.")
        }
        XCTAssertThrowsError(try store.save(TodoFile(items: [TodoItem(id: "a", text: "a")]), since: StoreSnapshot(file: TodoFile()))) { error in
            XCTAssertEqual(error as? StorageError, .isDirectory(path: store.path))
        }
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    func testFileReplacedByDirectoryWhileOpenKeepsRowsInMemory() throws {
        try directory.write("todo.txt", "a id:aaaaaaaaaa\n")
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        unlink(store.path)
        mkdir(store.path, 0o755)
        var file = loaded.snapshot.file
        file.items.append(TodoItem(id: "bbbbbbbbbb", text: "b"))
        XCTAssertThrowsError(try store.save(file, since: loaded.snapshot)) { error in
            XCTAssertEqual(error as? StorageError, .isDirectory(path: store.path))
        }
        XCTAssertEqual(file.items.count, 2, "the caller still has every row")
    }

    func testDirectoryGone() throws {
        try directory.write("todo.txt", "a id:aaaaaaaaaa\n")
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        directory.remove()
        XCTAssertThrowsError(try store.save(loaded.snapshot.file, since: loaded.snapshot)) { error in
            XCTAssertEqual(error as? StorageError, .directoryMissing(path: store.path))
            XCTAssertEqual((error as? StorageError)?.message, "The folder for \(store.path) is gone.")
        }
        XCTAssertThrowsError(try store.load()) { error in
            XCTAssertEqual(error as? StorageError, .directoryMissing(path: store.path))
        }
    }

    func testMissingFile() throws {
        let store = TodoStore(path: directory.file("nope.txt"))
        XCTAssertThrowsError(try store.load()) { error in
            XCTAssertEqual(error as? StorageError, .fileMissing(path: store.path))
        }
    }

    func testErrnoMappingGivesPlainWords() {
        XCTAssertEqual(StorageError.from(errno: EACCES, path: "/f", operation: "save").message, "Permission denied: Lista may not read or write /f.")
        XCTAssertEqual(StorageError.from(errno: ENOSPC, path: "/f", operation: "save").message, "The disk is full: cannot save /f.")
        XCTAssertEqual(StorageError.from(errno: EROFS, path: "/f", operation: "save").message, "The disk holding /f is read-only.")
        XCTAssertEqual(StorageError.from(errno: EIO, path: "/f", operation: "save").message, "Could not save /f: Input/output error.")
    }

    func testUndecodableLinesSurviveASave() throws {
        var bytes = Array("a id:aaaaaaaaaa\n".utf8)
        bytes += [0xC3, 0x28, 0x0A]
        try Data(bytes).write(to: URL(fileURLWithPath: directory.file("todo.txt")))
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        XCTAssertEqual(loaded.warnings, [.undecodableLine(line: 2)])
        var file = loaded.snapshot.file
        file.items.append(TodoItem(id: "bbbbbbbbbb", text: "b"))
        _ = try store.save(file, since: loaded.snapshot)
        let written = Array(try Data(contentsOf: URL(fileURLWithPath: store.path)))
        XCTAssertEqual(written, bytes + Array("b id:bbbbbbbbbb\n".utf8))
    }
}
