import Foundation
import Glibc
import XCTest
@testable import Storage

/// Real file systems that refuse a save: read-only, and full. Each test re-launches itself in a
/// private mount namespace (`unshare --mount --map-root-user`, so it needs no privileges and
/// leaves no mount behind), where the child mounts a small tmpfs, writes a todo.txt, makes the
/// disk refuse, then loads and saves through `TodoStore` and prints what it saw; the parent
/// checks.
final class RefusingFileSystemTests: XCTestCase {
    private static let childVariable = "LISTA_REFUSING_FS_CHILD_DIR"
    private static let scenarioVariable = "LISTA_REFUSING_FS_SCENARIO"
    private static let prefix = "LISTA-CHILD: "
    private static let content = "(A) call mom id:aaaaaaaaaa\nbuy milk id:bbbbbbbbbb\n"

    func testOnAReadOnlyDiskLoadingWorksSavingSaysSoAndTheFileIsUntouched() throws {
        let (lines, file) = try runChild(scenario: "read-only", test: "testOnAReadOnlyDiskLoadingWorksSavingSaysSoAndTheFileIsUntouched")
        XCTAssertEqual(lines, [
            "mounted, read-only",
            "load: call mom, buy milk",
            "save rows: The disk holding \(file) is read-only.",
            "save file: The disk holding \(file) is read-only.",
            "after: unchanged; files: todo.txt",
        ])
    }

    func testOnAFullDiskSavingSaysSoAndTheFileAndFolderAreAsBefore() throws {
        let (lines, file) = try runChild(scenario: "full", test: "testOnAFullDiskSavingSaysSoAndTheFileAndFolderAreAsBefore")
        XCTAssertEqual(lines.count, 5, "child output: \(lines)")
        XCTAssertEqual(lines.first, "mounted, 64 KB")
        XCTAssertEqual(lines.dropFirst().first, "load: call mom, buy milk")
        XCTAssertEqual(lines.dropFirst(2).first, "save rows: The disk is full: cannot save \(file).")
        XCTAssertEqual(lines.dropFirst(3).first, "save file: The disk is full: cannot save \(file).")
        // No lock file and no half-written temporary stays.
        XCTAssertEqual(lines.last, "after: unchanged; files: todo.txt")
    }

    /// Runs the test `test` again as a child in its own mount namespace; returns what it printed
    /// and the todo.txt path it used.
    private func runChild(scenario: String, test: String) throws -> (lines: [String], file: String) {
        if let folder = ProcessInfo.processInfo.environment[Self.childVariable],
           let scenario = ProcessInfo.processInfo.environment[Self.scenarioVariable] {
            actOnARefusingMount(folder, scenario: scenario)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lista-refusing-fs-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try ChildProcess.run(
            test: "StorageTests.RefusingFileSystemTests/\(test)",
            environment: [Self.childVariable: folder, Self.scenarioVariable: scenario],
            launcher: ["/usr/bin/unshare", "--mount", "--map-root-user"], prefix: Self.prefix)
        XCTAssertEqual(result.status, 0, "child output: \(result.lines)")
        return (result.lines, folder + "/todo.txt")
    }

    /// The child's part, inside its own mount namespace.
    private func actOnARefusingMount(_ folder: String, scenario: String) -> Never {
        func say(_ line: String) { print(Self.prefix + line) }
        func fail(_ what: String) -> Never {
            say("\(what) failed: \(String(cString: strerror(errno)))")
            ChildProcess.end(3)
        }
        // Mounts made here must not propagate back to the host's namespace.
        guard mount("none", "/", nil, UInt(MS_REC | MS_PRIVATE), nil) == 0 else { fail("making mounts private") }
        guard mount("tmpfs", folder, "tmpfs", 0, "size=64k") == 0 else { fail("mounting a tmpfs") }
        let file = folder + "/todo.txt"
        guard FileManager.default.createFile(atPath: file, contents: Data(Self.content.utf8)) else { fail("writing todo.txt") }
        if scenario == "read-only" {
            guard mount("tmpfs", folder, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), nil) == 0 else { fail("remounting read-only") }
            say("mounted, read-only")
        } else {
            say("mounted, 64 KB")
        }

        let store = TodoStore(path: file)
        do {
            let loaded = try store.load()
            say("load: " + loaded.snapshot.file.items.map(\.text).joined(separator: ", "))
            var base = loaded.snapshot
            var items = base.file.items
            items[1].complete(on: TodoDate(year: 2026, month: 11, day: 30)!)
            if scenario == "full" {
                // About 200 KB of rows for a 64 KB disk.
                items += (0..<5_000).map { TodoItem(id: TodoID.derived(line: "row \($0)", repeating: "", occurrence: 0, isTaken: { _ in false }), text: "a row that will not fit \($0)") }
            }
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
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().joined(separator: ", ")
        say("after: " + (after == Self.content ? "unchanged" : "changed to \(after.debugDescription)") + "; files: " + files)
        ChildProcess.end(0)
    }
}
