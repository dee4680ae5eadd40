import Foundation
import Glibc
import XCTest
@testable import Storage

/// "Permission denied" for real. Tests run as root, where permission bits do not apply, so the
/// test re-launches itself (see `ChildProcess`) and the child drops to the `nobody` user before
/// touching a root-owned file in a root-owned folder; it prints what it saw, the parent checks.
final class PermissionTests: XCTestCase {
    private static let childVariable = "LISTA_PERMISSION_CHILD_DIR"
    private static let prefix = "LISTA-CHILD: "

    func testUnprivilegedUserGetsPlainWordsAndTheFileIsUntouched() throws {
        if let folder = ProcessInfo.processInfo.environment[Self.childVariable] {
            actAsNobody(folder)
        }
        guard getuid() == 0 else {
            // Not root: the permission bits apply to this very process.
            return try checkAsThisUser()
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("todo.txt", "a id:aaaaaaaaaa\n")
        try directory.write("private.txt", "secret id:bbbbbbbbbb\n")
        chmod(directory.path, 0o755)
        chmod(directory.file("todo.txt"), 0o644)
        chmod(directory.file("private.txt"), 0o600)

        let result = try ChildProcess.run(
            test: "StorageTests.PermissionTests/testUnprivilegedUserGetsPlainWordsAndTheFileIsUntouched",
            environment: [Self.childVariable: directory.path], prefix: Self.prefix)
        XCTAssertEqual(result.status, 0, "child output: \(result.lines)")
        XCTAssertEqual(result.lines, [
            "load private: Permission denied: Lista may not read or write \(directory.file("private.txt")).",
            "save: Permission denied: Lista may not read or write \(directory.file("todo.txt")).",
            "cli-like modify: Permission denied: Lista may not read or write \(directory.file("todo.txt")).",
        ])
        XCTAssertEqual(try directory.read("todo.txt"), "a id:aaaaaaaaaa\n")
        XCTAssertEqual(try directory.read("private.txt"), "secret id:bbbbbbbbbb\n")
    }

    /// The child's part: become `nobody`, try, report.
    private func actAsNobody(_ folder: String) -> Never {
        guard setgid(65534) == 0, setuid(65534) == 0 else {
            print(Self.prefix + "could not drop privileges")
            ChildProcess.end(3)
        }
        func report(_ label: String, _ body: () throws -> Void) {
            do {
                try body()
                print(Self.prefix + "\(label): no error")
            } catch {
                print(Self.prefix + "\(label): \((error as? StorageError)?.message ?? "\(error)")")
            }
        }
        report("load private") { _ = try TodoStore(path: folder + "/private.txt").load() }
        let store = TodoStore(path: folder + "/todo.txt")
        report("save") {
            let loaded = try store.load()
            var file = loaded.snapshot.file
            file.items.append(TodoItem(id: "cccccccccc", text: "new"))
            _ = try store.save(file, since: loaded.snapshot)
        }
        report("cli-like modify") { try store.modify { $0.items.removeAll() } }
        ChildProcess.end(0)
    }

    private func checkAsThisUser() throws {
        let directory = try TemporaryDirectory()
        defer { chmod(directory.path, 0o755); directory.remove() }
        try directory.write("todo.txt", "a id:aaaaaaaaaa\n")
        chmod(directory.path, 0o555)
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        XCTAssertThrowsError(try store.save(TodoFile(), since: loaded.snapshot)) { error in
            XCTAssertEqual(error as? StorageError, .permissionDenied(path: store.path))
        }
        XCTAssertEqual(try directory.read("todo.txt"), "a id:aaaaaaaaaa\n")
    }
}
