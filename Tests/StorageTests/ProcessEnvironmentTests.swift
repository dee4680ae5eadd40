import Glibc
@testable import Storage
import XCTest

final class ProcessEnvironmentTests: XCTestCase {
    /// Builds a null-terminated `environ`-like array of `entries` for the duration of `body`.
    private func withEntries<T>(_ entries: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T) -> T {
        let copies = entries.map { strdup($0) } + [nil]
        defer { copies.forEach { free($0) } }
        return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    func testEachEntrySplitsAtItsFirstEqualsSign() {
        let variables = withEntries(["HOME=/home/ana", "OPTS=a=b=c", "EMPTY=", "=no name"]) { ProcessEnvironment.variables(of: $0) }
        XCTAssertEqual(variables, ["HOME": "/home/ana", "OPTS": "a=b=c", "EMPTY": "", "": "no name"])
    }

    func testANameGivenTwiceKeepsItsFirstValue() {
        let variables = withEntries(["TERM=xterm", "TERM=dumb"]) { ProcessEnvironment.variables(of: $0) }
        XCTAssertEqual(variables, ["TERM": "xterm"])
    }

    func testAnEntryWithoutEqualsSignIsSkipped() {
        let variables = withEntries(["JUNK", "A=1"]) { ProcessEnvironment.variables(of: $0) }
        XCTAssertEqual(variables, ["A": "1"])
    }

    /// "=" followed by a combining mark is one `Character`: a split by Character found no "=".
    func testAValueStartingWithACombiningMarkIsKept() {
        let variables = withEntries(["ACCENT=\u{301}e", "NAME=caf\u{E9}"]) { ProcessEnvironment.variables(of: $0) }
        XCTAssertEqual(variables, ["ACCENT": "\u{301}e", "NAME": "caf\u{E9}"])
    }

    func testBytesThatAreNotUTF8BecomeReplacementCharacters() {
        let bytes: [CChar] = [0x58, 0x3D, CChar(bitPattern: 0xFF), 0x61, 0]
        let entry = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        defer { entry.deallocate() }
        entry.initialize(from: bytes, count: bytes.count)
        let entries: [UnsafeMutablePointer<CChar>?] = [entry, nil]
        let variables = entries.withUnsafeBufferPointer { ProcessEnvironment.variables(of: $0.baseAddress!) }
        XCTAssertEqual(variables, ["X": "\u{FFFD}a"])
    }

    func testTheProcessEnvironmentIsRead() {
        setenv("LISTA_PROCESS_ENVIRONMENT_TEST", "x=\u{301}y", 1)
        defer { unsetenv("LISTA_PROCESS_ENVIRONMENT_TEST") }
        XCTAssertEqual(ProcessEnvironment.variables["LISTA_PROCESS_ENVIRONMENT_TEST"], "x=\u{301}y")
    }
}
