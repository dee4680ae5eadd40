import XCTest

/// `lista` on a file that starts with a UTF-8 byte order mark: the first row is read past it
/// (its priority, its text), and a change writes the done mark after it.
final class ByteOrderMarkCommandTests: XCTestCase {
    func testTheFirstRowHasItsPriorityAndIsDoneAfterTheMark() throws {
        let (cli, plain) = (try CLIHarness(), try CLIHarness())
        defer { cli.remove(); plain.remove() }
        let content = "(A) x id:aaaaaaaaaa\nb id:bbbbbbbbbb\n"
        try cli.write("\u{FEFF}" + content)
        try plain.write(content)
        XCTAssertEqual(cli.run("ls", "--json"), 0)
        XCTAssertTrue(cli.output.contains("\"priority\":\"A\""), cli.output)
        XCTAssertFalse(cli.output.contains("\u{FEFF}") || cli.output.contains("\\ufeff"), cli.output)
        XCTAssertEqual(cli.run("done", "aaaaaaaaaa"), 0, cli.errors)
        // Exactly what the same command makes of the file without the mark, after the mark.
        XCTAssertEqual(plain.run("done", "aaaaaaaaaa"), 0, plain.errors)
        XCTAssertTrue(try plain.read().hasPrefix("x "))
        XCTAssertEqual(try cli.read(), "\u{FEFF}" + (try plain.read()))
    }
}
