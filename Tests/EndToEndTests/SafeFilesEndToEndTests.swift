import CoreTesting
import Foundation
import Glibc
import XCTest

/// The release binary against files that are not what a list expects, and against a list
/// root saves for another user: refused at once, or kept as the owner had it.
final class SafeFilesEndToEndTests: XCTestCase {
    private var folder = ""
    private var binary = ""

    override func setUpWithError() throws {
        binary = try TmuxSession.listaBinary()
        folder = NSTemporaryDirectory() + "lista-safe-files-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o755)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testAFIFOIsRefusedByTheCommandsAndTheAppWithoutWaiting() throws {
        let fifo = folder + "/todo.txt"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // Should lista wait on the FIFO after all, a writer comes and goes now and then, so the
        // test fails instead of hanging.
        FIFORelease.after(seconds: 2, fifo)
        for arguments in [["ls"], ["add", "call mom"], ["--render", "--size", "60x8"]] {
            let run = try ProcessRun.run(binary, arguments + ["--file", fifo])
            XCTAssertEqual(run.status, 2, "lista \(arguments): \(run.standardError)")
            XCTAssertTrue(run.standardError.contains("\(fifo) is not a regular file"), "lista \(arguments): \(run.standardError)")
        }
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still the FIFO")
    }

    func testDevZeroIsRefusedNotReadWithoutEnd() throws {
        for arguments in [["ls"], ["--render", "--size", "60x8"]] {
            let run = try ProcessRun.run(binary, arguments + ["--file", "/dev/zero"])
            XCTAssertEqual(run.status, 2, "lista \(arguments): \(run.standardError)")
            XCTAssertEqual(run.standardError,
                           "lista: /dev/zero is not a regular file (a FIFO, a device or a socket); a to-do list must be a regular file.\n")
        }
    }

    func testRootAddingToAUsersListLeavesItTheirs() throws {
        if let why = TestUsers.unavailable() {
            print("SafeFilesEndToEndTests skipped: \(why)")
            throw XCTSkip(why)
        }
        let (alice, group) = (TestUsers.uid(TestUsers.alice), TestUsers.gid(ofGroup: TestUsers.alice))
        chown(folder, alice, group)
        let list = folder + "/todo.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: list, contents: Data("x 2026-11-30 paid id:aaaaaaaaaa\n".utf8)))
        chown(list, alice, group)
        chmod(list, 0o600)
        let old = umask(0)
        defer { umask(old) }

        for arguments in [["add", "from root"], ["archive"]] {
            let run = try ProcessRun.run(binary, arguments + ["--file", list])
            XCTAssertEqual(run.status, 0, "lista \(arguments): \(run.standardError)")
        }

        for name in ["todo.txt", "done.txt"] {
            var info = stat()
            XCTAssertEqual(lstat(folder + "/" + name, &info), 0, name)
            XCTAssertEqual([info.st_uid, info.st_gid, info.st_mode & 0o7777], [alice, group, 0o600], name)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["done.txt", "todo.txt"],
                       "no lock file, no temporary file")
        XCTAssertEqual(TestUsers.run(as: TestUsers.alice, ["/bin/sh", "-c", "echo mine >> \(list) && cat \(folder)/done.txt >/dev/null"]), 0,
                       "alice can still write her list and read her archive")
    }

    /// A member of the list's group saving another member's list makes it their own (only
    /// root may give a file away): every command that saves says so on standard error, in the
    /// app's words.
    func testEveryCommandThatSavesSaysWhenTheListChangedOwner() throws {
        if let why = TestUsers.unavailable() {
            print("SafeFilesEndToEndTests skipped: \(why)")
            throw XCTSkip(why)
        }
        let (alice, group) = (TestUsers.uid(TestUsers.alice), TestUsers.gid(ofGroup: TestUsers.group))
        chown(folder, alice, group)
        chmod(folder, 0o2775)
        let list = folder + "/todo.txt"
        let rows = "x 2026-11-30 paid id:aaaaaaaaaa\nfirst id:bbbbbbbbbb\nsecond id:cccccccccc\nthird id:dddddddddd\n"
        XCTAssertTrue(FileManager.default.createFile(atPath: list, contents: Data(rows.utf8)))
        let said = "lista: warning: \(list) now belongs to you, not to user \(alice): only root can keep another user's file theirs.\n"
        let commands = [["add", "from bob"], ["pri", "bbbbbbbbbb", "A"], ["done", "bbbbbbbbbb"], ["rm", "cccccccccc"],
                        ["mv", "dddddddddd", "--before", "bbbbbbbbbb"], ["archive"]]
        for arguments in commands {
            // Each command finds the list alice's again, as she left it.
            chown(list, alice, group)
            chmod(list, 0o664)
            let run = try ProcessRun.run(binary, arguments + ["--file", list], as: TestUsers.bob)
            XCTAssertEqual(run.status, 0, "lista \(arguments): \(run.standardError)")
            XCTAssertEqual(run.standardError, said, "lista \(arguments)")
            var info = stat()
            XCTAssertEqual(stat(list, &info), 0)
            XCTAssertEqual(info.st_uid, TestUsers.uid(TestUsers.bob), "lista \(arguments) saved as bob")
        }
        chown(list, alice, group)
        let listed = try ProcessRun.run(binary, ["ls", "--file", list], as: TestUsers.bob)
        XCTAssertEqual(listed.standardError, "", "reading changes no owner and says nothing")
    }
}
