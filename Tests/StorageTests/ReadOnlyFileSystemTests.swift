import Foundation
import Glibc
import XCTest
@testable import Storage

/// A real read-only file system: the test re-launches itself in a private mount namespace
/// (`unshare --mount --map-root-user`, so it needs no privileges and leaves no mount behind),
/// where the child mounts a tmpfs, writes a todo.txt, remounts it read-only, then loads and
/// saves through `TodoStore` and prints what it saw; the parent checks.
final class ReadOnlyFileSystemTests: XCTestCase {
    private static let childVariable = "LISTA_READ_ONLY_CHILD_DIR"
    private static let prefix = "LISTA-CHILD: "
    private static let content = "(A) call mom id:aaaaaaaaaa\nbuy milk id:bbbbbbbbbb\n"

    func testLoadingWorksSavingSaysTheDiskIsReadOnlyAndTheFileIsUntouched() throws {
        if let folder = ProcessInfo.processInfo.environment[Self.childVariable] {
            actOnAReadOnlyMount(folder)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lista-rofs-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try ChildProcess.run(
            test: "StorageTests.ReadOnlyFileSystemTests/testLoadingWorksSavingSaysTheDiskIsReadOnlyAndTheFileIsUntouched",
            environment: [Self.childVariable: folder], launcher: ["/usr/bin/unshare", "--mount", "--map-root-user"],
            prefix: Self.prefix)
        XCTAssertEqual(result.status, 0, "child output: \(result.lines)")
        let file = folder + "/todo.txt"
        XCTAssertEqual(result.lines, [
            "mounted read-only",
            "load: call mom, buy milk",
            "save rows: The disk holding \(file) is read-only.",
            "save file: The disk holding \(file) is read-only.",
            "after: unchanged",
        ])
    }

    /// The child's part, inside its own mount namespace.
    private func actOnAReadOnlyMount(_ folder: String) -> Never {
        func say(_ line: String) { print(Self.prefix + line) }
        func fail(_ what: String) -> Never {
            say("\(what) failed: \(String(cString: strerror(errno)))")
            exit(3)
        }
        // Mounts made here must not propagate back to the host's namespace.
        guard mount("none", "/", nil, UInt(MS_REC | MS_PRIVATE), nil) == 0 else { fail("making mounts private") }
        guard mount("tmpfs", folder, "tmpfs", 0, "size=1m") == 0 else { fail("mounting a tmpfs") }
        let file = folder + "/todo.txt"
        guard FileManager.default.createFile(atPath: file, contents: Data(Self.content.utf8)) else { fail("writing todo.txt") }
        guard mount("tmpfs", folder, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), nil) == 0 else { fail("remounting read-only") }
        say("mounted read-only")

        let store = TodoStore(path: file)
        do {
            let loaded = try store.load()
            say("load: " + loaded.snapshot.file.items.map(\.text).joined(separator: ", "))
            var base = loaded.snapshot
            var items = base.file.items
            items[1].complete(on: TodoDate(year: 2026, month: 11, day: 30)!)
            do {
                _ = try store.save(rows: items, over: &base)
                say("save rows: no error")
            } catch {
                say("save rows: " + ((error as? StorageError)?.message ?? "\(error)"))
            }
            var ours = loaded.snapshot.file
            ours.items = items
            do {
                _ = try store.save(ours, since: loaded.snapshot)
                say("save file: no error")
            } catch {
                say("save file: " + ((error as? StorageError)?.message ?? "\(error)"))
            }
        } catch {
            say("load: " + ((error as? StorageError)?.message ?? "\(error)"))
        }
        let after = (try? String(contentsOfFile: file, encoding: .utf8)) ?? "unreadable"
        say("after: " + (after == Self.content ? "unchanged" : "changed to \(after.debugDescription)"))
        exit(0)
    }
}
