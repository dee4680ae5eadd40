import Foundation
import Glibc
import XCTest
@testable import Storage

/// A regular file that another process keeps appending to (`yes > todo.txt`) is read up to a
/// bound, then refused: never read without end, never held whole in memory.
final class GrowingFileTests: XCTestCase {
    private var folder: TemporaryDirectory!
    private var writer: Process?

    override func setUpWithError() throws {
        folder = try TemporaryDirectory()
    }

    override func tearDown() {
        stopWriter()
        folder.remove()
    }

    private func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// The most the writer ever writes: a reader with no bound must fail the test, not fill the
    /// disk (a writer without an end wrote 78 GB before the test was stopped).
    static let writerCap = 256 << 20

    /// `yes` appending to `path` as fast as it can (up to ``writerCap``), started once the file
    /// exists; returns when the file holds at least `bytes`.
    private func startWriter(appendingTo path: String, untilItHolds bytes: Int) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "yes 'a row that never ends id:yesyesyesy' | head -c \(Self.writerCap)"]
        process.standardOutput = FileHandle(forWritingAtPath: path)
        try process.run()
        writer = process
        while size(of: path) < bytes, process.isRunning { usleep(1_000) }
    }

    private func stopWriter() {
        guard let writer, writer.isRunning else { return }
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
    }

    /// The reader is slower than the writer here on purpose: each chunk waits until the file
    /// has grown well past what was read, as a file written faster than it can be read does.
    func testAFileThatKeepsGrowingIsRefusedAfterABoundedRead() throws {
        let path = folder.file("todo.txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
        try startWriter(appendingTo: path, untilItHolds: 1 << 20)
        let descriptor = try POSIXIO.openRegularFile(path)
        defer { close(descriptor) }
        var sizeAtOpen = 0
        var read = 0
        XCTAssertThrowsError(try POSIXIO.readChunks(descriptor, path: path, chunkSize: 1 << 16, sizeHint: { sizeAtOpen = $0 }) { chunk in
            read += chunk.count
            while writer?.isRunning == true, size(of: path) < read + (4 << 20) { usleep(100) }
        }) { error in
            XCTAssertEqual(error as? StorageError, .keepsGrowing(path: path))
        }
        XCTAssertLessThanOrEqual(read, sizeAtOpen + POSIXIO.growthAllowed(over: sizeAtOpen) + (1 << 16),
                                 "at most the size at open and the growth allowed, and one chunk")
        XCTAssertTrue(StorageError.keepsGrowing(path: path).message.contains("kept growing"))
    }
}
