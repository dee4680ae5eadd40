import Foundation
import Glibc
import XCTest
@testable import Storage

/// A write that fails midway (the closest thing to a full disk a test can make as root: a
/// file-size limit, RLIMIT_FSIZE, makes write() fail with EFBIG past the limit) must leave the
/// old file whole and no temporary file behind.
final class WriteFailureTests: XCTestCase {
    func testWriteFailingMidwayLeavesTheOldFileWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let original = "a id:aaaaaaaaaa\n"
        try directory.write("todo.txt", original)
        let store = TodoStore(path: directory.file("todo.txt"))
        let loaded = try store.load()
        var file = loaded.snapshot.file
        for index in 0..<2_000 { file.items.append(TodoItem(id: "r\(index)", text: "row \(index) with some text")) }

        var saved = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var limited = rlimit(rlim_cur: 4_096, rlim_max: saved.rlim_max)
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limited), 0)
        defer {
            setrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
            signal(SIGXFSZ, previousHandler)
        }
        XCTAssertThrowsError(try store.save(file, since: loaded.snapshot)) { error in
            XCTAssertEqual((error as? StorageError)?.message, "Could not write \(store.path): File too large.")
        }
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        XCTAssertEqual(try directory.read("todo.txt"), original)
        XCTAssertEqual(TemporaryFiles.leftovers(in: POSIXIO.directoryOf(store.path)), [])
        // Once space is back, the same rows save.
        XCTAssertNoThrow(try store.save(file, since: loaded.snapshot))
        XCTAssertEqual(try store.load().snapshot.rows.count, 2_001)
    }
}
