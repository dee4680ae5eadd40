import Glibc
@testable import Storage
import XCTest

/// The recent-lists file is written as the list is: under the lock on its folder, through a new
/// temporary file that follows no link, renamed over the file.
final class RecentListsSafetyTests: XCTestCase {
    private var folder: TemporaryDirectory!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory()
        try folder.write("secret", "not for lista\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private var recent: RecentLists { RecentLists(path: folder.file("recent")) }

    /// Two processes recording at once take turns: while one has read the file and not yet
    /// written it, the folder's lock is taken.
    func testRecordingHoldsTheFoldersLockBetweenItsReadAndItsWrite() throws {
        var lockWasFree: Bool?
        recent.record("/a/todo.txt", beforeWrite: {
            let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            defer { close(descriptor) }
            lockWasFree = flock(descriptor, LOCK_EX | LOCK_NB) == 0
        })
        XCTAssertEqual(lockWasFree, false)
        XCTAssertEqual(recent.read(), ["/a/todo.txt"])
    }

    func testALinkPlantedAtTheRecentFileIsReplacedNotFollowed() throws {
        XCTAssertEqual(symlink(folder.file("secret"), folder.file("recent")), 0)
        recent.record("/a/todo.txt")
        XCTAssertEqual(try folder.read("secret"), "not for lista\n")
        var info = stat()
        XCTAssertEqual(lstat(folder.file("recent"), &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG)
        XCTAssertEqual(try folder.read("recent"), "/a/todo.txt\n")
    }

    /// Links at the temporary names (this version's and an earlier one's fixed name) are never
    /// opened, and a temporary file a killed writer left is removed by the next one.
    func testLinksPlantedAtTemporaryNamesAreNotFollowedAndAKilledWritersFileIsRemoved() throws {
        for name in [".recent.lista-save", ".recent.lista-save-aaaaaaaaaaaa"] {
            XCTAssertEqual(symlink(folder.file("secret"), folder.file(name)), 0)
        }
        try folder.write(".recent.lista-save-k3x9q0a7b2c1", "/killed/todo.txt\n")
        recent.record("/a/todo.txt")
        XCTAssertEqual(try folder.read("secret"), "not for lista\n")
        XCTAssertEqual(try folder.read("recent"), "/a/todo.txt\n")
        XCTAssertEqual(TemporaryFiles.leftovers(in: folder.path), [])
    }
}
