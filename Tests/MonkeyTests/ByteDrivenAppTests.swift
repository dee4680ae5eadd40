import AppTesting
import Foundation
import XCTest

/// The whole-app fuzz target's corpus, replayed in every `make test`: each input (and every
/// crash or violation the fuzzer ever found, saved there as a regression) keeps every invariant.
final class ByteDrivenAppTests: XCTestCase {
    private var corpus: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/app")
    }

    func testEveryInputOfTheWholeAppCorpusKeepsEveryInvariant() async throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        XCTAssertGreaterThanOrEqual(names.count, 10, "the corpus is in the repository")
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent(name)))
            let problems = await ByteDrivenApp.problems(for: bytes)
            XCTAssertEqual(problems, [], "Fuzz/Corpus/app/\(name)")
        }
    }

    func testFunctionKeysElevenAndTwelveResizeAndTick() {
        let events = ByteDrivenApp.events(from: Array("j\u{1B}[23~\u{1B}[24~".utf8))
        XCTAssertEqual(events.count, 3)
        XCTAssertEqual(events[0], .key(.character("j")))
        guard case .resize = events[1] else { return XCTFail("F11 resizes: \(events[1])") }
        XCTAssertEqual(events[2], .tick)
    }
}
