import Foundation
import CoreTesting
import Glibc
import XCTest
@testable import Storage

/// Lists in folders other users can write: a sticky, world-writable folder (1777) and a group's
/// folder (2775). Real users (``TestUsers``) plant links and files at every name Lista creates
/// or used to create (the save's temporary file, the lock file, done.txt), then root or a member
/// of the group saves. `fs.protected_symlinks` is switched off where these tests last ran; with
/// it on, the kernel would refuse to follow mallory's links in the sticky folder by itself, so
/// the group folder (not sticky, where the kernel does not protect) is the test that shows
/// Lista's own open flags at work. Each test prints what it could not check and skips when
/// not root.
final class SharedFolderTests: XCTestCase {
    private static let childList = "LISTA_SHARED_FOLDER_CHILD_LIST"
    private static let childRow = "LISTA_SHARED_FOLDER_CHILD_ROW"
    private static let prefix = "LISTA-CHILD: "

    override func setUpWithError() throws {
        let environment = ProcessInfo.processInfo.environment
        if let list = environment[Self.childList], let row = environment[Self.childRow] {
            Self.saveAsChild(list: list, row: row)
        }
        if let why = TestUsers.unavailable() {
            print("SharedFolderTests skipped: \(why)")
            throw XCTSkip(why)
        }
        let protected = FileText.read("/proc/sys/fs/protected_symlinks") ?? "?"
        print("SharedFolderTests: fs.protected_symlinks = \(protected.trimmingCharacters(in: .whitespacesAndNewlines))")
    }

    func testInAStickyFolderRootWritesThroughNoLinkAnotherUserPlanted() throws {
        let (folder, outside) = try (TemporaryDirectory(), TemporaryDirectory())
        defer { folder.remove(); outside.remove() }
        chmod(folder.path, 0o1777)
        try outside.write("secret", "root's own\n")
        chmod(outside.file("secret"), 0o600)
        let list = try aliceList(in: folder, mode: 0o600, group: TestUsers.alice)
        for (name, target) in [(".todo.txt.lista-save", "secret"), (".todo.txt.lock", "made-by-the-lock"), ("done.txt", "secret")] {
            XCTAssertEqual(TestUsers.run(as: TestUsers.mallory, ["/bin/ln", "-s", outside.file(target), folder.file(name)]), 0)
        }

        let store = TodoStore(path: list)
        try store.modify { $0.items.append(TodoItem(id: "cccccccccc", text: "added by root")) }
        XCTAssertThrowsError(try store.archiveDone()) { error in
            XCTAssertEqual(error as? StorageError, .plantedFile(path: folder.file("done.txt")))
        }

        XCTAssertEqual(try outside.read("secret"), "root's own\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside.file("made-by-the-lock")))
        let status = try XCTUnwrap(lstatus(list))
        XCTAssertTrue(status.isRegular, "todo.txt is still a file, not mallory's link")
        XCTAssertEqual(status.owner, TestUsers.uid(TestUsers.alice))
        XCTAssertEqual(try folder.read("todo.txt"), Self.content + "added by root id:cccccccccc\n")
    }

    func testAFilePlantedAtAnOldTemporaryNameDoesNotMakeTheListTheirs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        chmod(folder.path, 0o1777)
        let list = try aliceList(in: folder, mode: 0o600, group: TestUsers.alice)
        let planted = folder.file(".todo.txt.lista-save")
        XCTAssertEqual(TestUsers.run(as: TestUsers.mallory, ["/bin/sh", "-c", "umask 0; : > \(planted)"]), 0)
        XCTAssertEqual(TestUsers.run(as: TestUsers.mallory, ["/bin/sh", "-c", "umask 0; : > \(folder.file("done.txt"))"]), 0)

        let store = TodoStore(path: list)
        try store.modify { $0.items.append(TodoItem(id: "cccccccccc", text: "added by root")) }
        XCTAssertThrowsError(try store.archiveDone()) { error in
            XCTAssertEqual(error as? StorageError, .plantedFile(path: folder.file("done.txt")))
        }

        let status = try XCTUnwrap(lstatus(list))
        XCTAssertEqual(status.owner, TestUsers.uid(TestUsers.alice), "the list is still alice's")
        XCTAssertEqual(status.permissions, 0o600)
        XCTAssertEqual(try folder.read("done.txt"), "", "nothing of the list went into mallory's file")
    }

    func testInAGroupFolderEveryMemberSavesAndNoPlantedLinkIsFollowed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let share = TestUsers.gid(ofGroup: TestUsers.group)
        chown(folder.path, 0, share)
        chmod(folder.path, 0o2775)
        let list = try aliceList(in: folder, mode: 0o660, group: TestUsers.group)
        try folder.write("private.txt", "alice's own\n")
        chown(folder.file("private.txt"), TestUsers.uid(TestUsers.alice), share)
        chmod(folder.file("private.txt"), 0o600)
        for name in [".todo.txt.lista-save", ".todo.txt.lock"] {
            XCTAssertEqual(TestUsers.run(as: TestUsers.bob, ["/bin/ln", "-s", folder.file("private.txt"), folder.file(name)]), 0)
        }

        XCTAssertEqual(try save(as: TestUsers.alice, list: list, row: "from alice id:dddddddddd"), ["saved"])
        XCTAssertEqual(try save(as: TestUsers.bob, list: list, row: "from bob id:eeeeeeeeee"), [
            "saved", "warning: \(list) now belongs to you, not to user \(TestUsers.uid(TestUsers.alice)): only root can keep another user's file theirs.",
        ])
        XCTAssertEqual(try save(as: TestUsers.alice, list: list, row: "alice again id:ffffffffff"), [
            "saved", "warning: \(list) now belongs to you, not to user \(TestUsers.uid(TestUsers.bob)): only root can keep another user's file theirs.",
        ])

        XCTAssertEqual(try folder.read("private.txt"), "alice's own\n")
        XCTAssertEqual(try lstatus(folder.file("private.txt"))?.permissions, 0o600)
        XCTAssertEqual(try folder.read("todo.txt"),
                       Self.content + "from alice id:dddddddddd\nfrom bob id:eeeeeeeeee\nalice again id:ffffffffff\n")
        let status = try XCTUnwrap(lstatus(list))
        XCTAssertEqual(status.group, share, "the list stays the group's")
        XCTAssertEqual(status.permissions, 0o660)
    }

    func testRootSavingAUsersListLeavesItAndItsArchiveTheirs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        chown(folder.path, TestUsers.uid(TestUsers.alice), TestUsers.gid(ofGroup: TestUsers.alice))
        let list = try aliceList(in: folder, mode: 0o600, group: TestUsers.alice)
        let store = TodoStore(path: list)
        try store.modify { $0.items.append(TodoItem(id: "cccccccccc", text: "added by root")) }
        let old = umask(0)
        defer { umask(old) }
        XCTAssertEqual(try store.archiveDone().appended, 1)

        for name in ["todo.txt", "done.txt"] {
            let status = try XCTUnwrap(lstatus(folder.file(name)))
            XCTAssertEqual(status.owner, TestUsers.uid(TestUsers.alice), name)
            XCTAssertEqual(status.group, TestUsers.gid(ofGroup: TestUsers.alice), name)
            XCTAssertEqual(status.permissions, 0o600, name)
        }
        XCTAssertEqual(try folder.read("done.txt"), "x 2026-11-30 paid id:bbbbbbbbbb\n")
        XCTAssertEqual(TestUsers.run(as: TestUsers.alice, ["/bin/sh", "-c", "echo more >> \(list)"]), 0, "alice may still write her list")
    }

    func testATemporaryNameSomeoneTookIsPassedOverNeitherFollowedNorTruncated() throws {
        let (folder, outside) = try (TemporaryDirectory(), TemporaryDirectory())
        defer { folder.remove(); outside.remove() }
        chmod(folder.path, 0o1777)
        try outside.write("secret", "root's own\n")
        let list = try aliceList(in: folder, mode: 0o600, group: TestUsers.alice)
        // The random names are unguessable; here the test chooses them, to plant there first.
        var names = ["aaaaaaaaaaaa", "bbbbbbbbbbbb", "cccccccccccc"].makeIterator()
        let linked = folder.file(".todo.txt.lista-save-aaaaaaaaaaaa"), planted = folder.file(".todo.txt.lista-save-bbbbbbbbbbbb")
        XCTAssertEqual(TestUsers.run(as: TestUsers.mallory, ["/bin/ln", "-s", outside.file("secret"), linked]), 0)
        XCTAssertEqual(TestUsers.run(as: TestUsers.mallory, ["/bin/sh", "-c", "umask 0; echo mallory > \(planted)"]), 0)

        let (path, descriptor) = try TemporaryFiles.create(for: list, finalMode: 0o600) { names.next()! }
        close(descriptor)
        unlink(path)

        XCTAssertEqual(path, folder.file(".todo.txt.lista-save-cccccccccccc"))
        XCTAssertEqual(try outside.read("secret"), "root's own\n")
        XCTAssertEqual(try folder.read(".todo.txt.lista-save-bbbbbbbbbbbb"), "mallory\n")
    }

    // MARK: - Helpers

    private static let content = "(A) call mom id:aaaaaaaaaa\nx 2026-11-30 paid id:bbbbbbbbbb\n"

    /// A todo.txt of alice's in `folder`, with `mode` and `group`.
    private func aliceList(in folder: TemporaryDirectory, mode: mode_t, group: String) throws -> String {
        try folder.write("todo.txt", Self.content)
        let list = folder.file("todo.txt")
        chown(list, TestUsers.uid(TestUsers.alice), TestUsers.gid(ofGroup: group))
        chmod(list, mode)
        return list
    }

    private func lstatus(_ path: String) throws -> FileStatus? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    /// Runs this test binary again as `user`, adding `row` to `list` the way `lista add` does;
    /// returns what the child printed.
    private func save(as user: String, list: String, row: String) throws -> [String] {
        let result = try ChildProcess.run(
            test: "StorageTests.SharedFolderTests/testInAGroupFolderEveryMemberSavesAndNoPlantedLinkIsFollowed",
            environment: [Self.childList: list, Self.childRow: row], launcher: TestUsers.becoming(user), prefix: Self.prefix)
        XCTAssertEqual(result.status, 0, "child output: \(result.lines)")
        return result.lines
    }

    /// The child's part: one save, what it said, and the end.
    private static func saveAsChild(list: String, row: String) -> Never {
        do {
            let (_, saved) = try TodoStore(path: list).modify { file in
                file.items.append(TodoItem(parsing: row))
            }
            print(prefix + "saved")
            for warning in saved.warnings { print(prefix + "warning: " + warning.message) }
        } catch {
            print(prefix + "failed: \((error as? StorageError)?.message ?? "\(error)")")
        }
        ChildProcess.end(0)
    }
}
