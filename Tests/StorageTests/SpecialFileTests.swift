import Foundation
import CoreTesting
import Glibc
import XCTest
@testable import Storage

/// A list must be a regular file: FIFOs and devices are refused at once, never read or replaced.
final class SpecialFileTests: XCTestCase {
    func testAFIFOIsRefusedAtOnceNotWaitedOn() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let fifo = folder.file("todo.txt")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        FIFORelease.after(seconds: 2, fifo)
        let store = TodoStore(path: fifo)
        XCTAssertThrowsError(try store.load()) { XCTAssertEqual($0 as? StorageError, .notARegularFile(path: fifo)) }
        XCTAssertThrowsError(try store.fingerprint()) { XCTAssertEqual($0 as? StorageError, .notARegularFile(path: fifo)) }
        XCTAssertThrowsError(try store.modify { $0.items.append(TodoItem(id: "aaaaaaaaaa", text: "a")) }) {
            XCTAssertEqual($0 as? StorageError, .notARegularFile(path: fifo))
        }
        XCTAssertEqual(try FileStatus.of(fifo).map { $0.isRegular }, false, "the FIFO is still there, not replaced by a file")
    }

    func testADeviceIsNeitherReadNorReplaced() throws {
        guard getuid() == 0 else {
            print("SpecialFileTests: not root, so no device node of its own; /dev/null is read only")
            XCTAssertThrowsError(try TodoStore(path: "/dev/null").load())
            return
        }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let device = folder.file("todo.txt")
        // The null device (major 1, minor 3, as glibc packs small numbers), made here: the test
        // may try to replace it.
        XCTAssertEqual(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)), 0)
        let store = TodoStore(path: device)
        XCTAssertThrowsError(try store.load()) { XCTAssertEqual($0 as? StorageError, .notARegularFile(path: device)) }
        XCTAssertThrowsError(try store.modify { $0.items.append(TodoItem(id: "aaaaaaaaaa", text: "a")) }) {
            XCTAssertEqual($0 as? StorageError, .notARegularFile(path: device))
        }
        var info = stat()
        XCTAssertEqual(lstat(device, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "still the device")
    }

    func testThePickerOffersRegularFilesOnly() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("todo.txt", "a\n")
        XCTAssertEqual(mkfifo(folder.file("pipe.txt"), 0o600), 0)
        XCTAssertEqual(ListFolder.lists(in: folder.path), [folder.file("todo.txt")])
    }
}
