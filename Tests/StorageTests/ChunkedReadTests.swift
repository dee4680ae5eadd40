import Foundation
import Glibc
@testable import Storage
import XCTest

/// Whole-file reads size their buffer by the file: a small file gets a small buffer, a large
/// one is still read in chunks, and whatever is there when it is read is read.
final class ChunkedReadTests: XCTestCase {
    private func readAll(_ bytes: [UInt8], chunkSize: Int) throws -> (bytes: [UInt8], chunks: [Int]) {
        let folder = try TemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let path = folder.file("todo.txt")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var read: [UInt8] = []
        var chunks: [Int] = []
        _ = try POSIXIO.readChunks(descriptor, path: path, chunkSize: chunkSize) { chunk in
            read += chunk
            chunks.append(chunk.count)
        }
        return (read, chunks)
    }

    func testASmallFileIsReadWholeInOneChunk() throws {
        let text = Array("alpha\nbravo\n".utf8)
        let result = try readAll(text, chunkSize: 1 << 20)
        XCTAssertEqual(result.bytes, text)
        XCTAssertEqual(result.chunks, [text.count])
    }

    func testAFileLargerThanTheChunkIsReadInChunksOfThatSize() throws {
        let text = (0..<1_000).flatMap { Array("row \($0)\n".utf8) }
        let result = try readAll(text, chunkSize: 1_024)
        XCTAssertEqual(result.bytes, text)
        XCTAssertEqual(result.chunks.dropLast().allSatisfy { $0 == 1_024 }, true, "\(result.chunks)")
    }

    func testAnEmptyFileReadsAsNothing() throws {
        let result = try readAll([], chunkSize: 1 << 20)
        XCTAssertEqual(result.bytes, [])
        XCTAssertEqual(result.chunks, [])
    }

    func testAFileThatGrewAfterItsStatusWasTakenIsReadToItsEnd() throws {
        let folder = try TemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let path = folder.file("todo.txt")
        try folder.write("todo.txt", "alpha\n")
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var read: [UInt8] = []
        var appended = false
        _ = try POSIXIO.readChunks(descriptor, path: path, chunkSize: 1 << 20, sizeHint: { _ in
            // Between the status (6 bytes) and the first read, another writer appends.
            try? folder.append("todo.txt", "bravo and much more than the status said\n")
            appended = true
        }) { chunk in read += chunk }
        XCTAssertTrue(appended)
        XCTAssertEqual(String(decoding: read, as: UTF8.self), "alpha\nbravo and much more than the status said\n")
    }
}
