import CoreTesting
import Foundation
import Glibc
import Storage
import XCTest

/// `lista` given a FIFO or a device as its list: refused at once, with exit 2 and a line that
/// says why, never waited on or read without end.
final class SpecialFileCommandTests: XCTestCase {
    func testEveryCommandRefusesAFIFOAtOnce() throws {
        let cli = try CLIHarness()
        defer { cli.remove() }
        XCTAssertEqual(mkfifo(cli.path, 0o600), 0)
        let doneFIFO = cli.folder + "/done.txt"
        XCTAssertEqual(mkfifo(doneFIFO, 0o600), 0)
        // Should a command wait on a FIFO after all, a writer comes and goes now and then, so
        // the test fails instead of hanging.
        for path in [cli.path, doneFIFO] { FIFORelease.after(seconds: 2, path) }
        // `ls --archived` reads done.txt, a FIFO too here.
        for arguments in [["ls"], ["ls", "--archived"], ["add", "call mom"], ["done", "1"], ["archive"]] {
            XCTAssertEqual(cli.run(arguments: arguments), 2, "lista \(arguments.joined(separator: " "))")
            XCTAssertTrue(cli.errors.contains("is not a regular file"), "lista \(arguments.joined(separator: " ")): \(cli.errors)")
        }
    }

    func testDevNullIsRefusedNotReadAsAnEmptyList() throws {
        let cli = try CLIHarness()
        defer { cli.remove() }
        XCTAssertEqual(cli.run("--file", "/dev/null", "ls"), 2)
        XCTAssertEqual(cli.errors, "lista: /dev/null is not a regular file (a FIFO, a device or a socket); a to-do list must be a regular file.\n")
    }
}
