import Foundation
import Storage
import XCTest
@testable import Commands

final class EditCommandTests: XCTestCase {
    private var cli: CLIHarness!

    override func setUpWithError() throws {
        cli = try CLIHarness()
        try cli.write("first id:aaaaaaaaaa\nsecond id:abbbbbbbbb\nthird id:cccccccccc\n")
    }

    override func tearDown() {
        cli.remove()
        cli = nil
    }

    private func order() throws -> [String] {
        try cli.read().split(separator: "\n").map { String($0.split(separator: " ")[0]) }
    }

    func testAddAppendsAndPrintsTheID() throws {
        XCTAssertEqual(cli.run("add", "(B)", "buy milk +home", "due:2026-12-01"), ExitCode.ok)
        let id = cli.output.trimmingCharacters(in: .newlines)
        XCTAssertEqual(id.count, TodoID.length)
        XCTAssertTrue(try cli.read().hasSuffix("third id:cccccccccc\n(B) 2026-11-30 buy milk +home due:2026-12-01\n"),
                      "today's creation date, as the app gives a new row; no id written")
        XCTAssertEqual(cli.run("pri", id, "A"), ExitCode.ok, "the id printed is the one the next command finds: \(cli.errors)")
        XCTAssertTrue(try cli.read().hasSuffix("\n(A) 2026-11-30 buy milk +home due:2026-12-01\n"))
    }

    func testSetIdsAlwaysWritesEveryRowsIdAtTheNextChange() throws {
        try cli.write("from todo.sh\n(B) another\n")
        let folder = cli.folder + "/config"
        try FileManager.default.createDirectory(atPath: folder + "/lista", withIntermediateDirectories: true)
        try Data("set ids always\n".utf8).write(to: URL(fileURLWithPath: folder + "/lista/config"))
        cli.environment["XDG_CONFIG_HOME"] = folder
        XCTAssertEqual(cli.run("ls"), ExitCode.ok)
        let ids = cli.output.split(separator: "\n").map { String($0.prefix(TodoID.length)) }
        XCTAssertEqual(cli.run("add", "third"), ExitCode.ok)
        let third = cli.output.trimmingCharacters(in: .newlines)
        XCTAssertEqual(try cli.read(), "from todo.sh id:\(ids[0])\n(B) another id:\(ids[1])\n2026-11-30 third id:\(third)\n",
                       "each row keeps the id it was listed with, now written")
    }

    /// A todo.sh user's file, changed row by row through the CLI: the file differs from
    /// before in those rows' lines alone.
    func testCommandsChangeOnlyTheLinesOfTheRowsTheyChange() throws {
        let lines = (1...40).map { "(\(["A", "B", "C"][$0 % 3])) 2026-11-\(10 + $0 % 20) task \($0) +p\($0 % 4) @c\($0 % 3)" }
        try cli.write(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(cli.run("ls"), ExitCode.ok)
        let ids = cli.output.split(separator: "\n").map { String($0.prefix(TodoID.length)) }
        XCTAssertEqual(cli.run("done", ids[4]), ExitCode.ok, cli.errors)
        XCTAssertEqual(cli.run("pri", ids[9], "A"), ExitCode.ok, cli.errors)
        XCTAssertEqual(cli.run("add", "new one"), ExitCode.ok, cli.errors)
        let after = try cli.read().split(separator: "\n").map(String.init)
        var expected = lines
        expected[4] = "x 2026-11-30 2026-11-15 task 5 +p1 @c2 pri:C"
        expected[9] = "(A) 2026-11-20 task 10 +p2 @c1"
        expected.append("2026-11-30 new one")
        XCTAssertEqual(after, expected)
    }

    func testAddWithIdWritesANewIdIntoTheLine() throws {
        XCTAssertEqual(cli.run("add", "--id", "buy milk"), ExitCode.ok)
        let id = cli.output.trimmingCharacters(in: .newlines)
        XCTAssertEqual(id.count, TodoID.length)
        XCTAssertTrue(try cli.read().hasSuffix("\n2026-11-30 buy milk id:\(id)\n"))
        XCTAssertEqual(cli.run("done", id), ExitCode.ok)
        XCTAssertTrue(try cli.read().hasSuffix("\nx 2026-11-30 2026-11-30 buy milk id:\(id)\n"), "the written id stays as the row changes")
    }

    func testAddKeepsADateTheTextBrings() throws {
        XCTAssertEqual(cli.run("add", "2025-01-02 old plan"), ExitCode.ok)
        let id = cli.output.trimmingCharacters(in: .newlines)
        XCTAssertTrue(try cli.read().hasSuffix("\n2025-01-02 old plan\n"))
        XCTAssertEqual(id.count, TodoID.length)
        XCTAssertEqual(cli.run("add", "x 2025-01-03 already done"), ExitCode.ok)
        let done = cli.output.trimmingCharacters(in: .newlines)
        XCTAssertTrue(try cli.read().hasSuffix("\nx 2025-01-03 already done\n"), "a done row gets no creation date")
        XCTAssertNotEqual(done, id)
    }

    /// The person's words stay in their order: the date typed as a word is written where it
    /// was typed, and only the creation date joins the line, at its start.
    func testAddWritesATypedDateWhereItWasTyped() throws {
        XCTAssertEqual(cli.run("add", "Pay rent due:tomorrow +home"), ExitCode.ok, cli.errors)
        let file = try cli.read()
        XCTAssertTrue(file.hasSuffix("\n2026-11-30 Pay rent due:2026-12-01 +home\n"), file)
    }

    /// Dates typed as words mean in `lista add` what they mean in the app; one that
    /// is no date refuses the add and names it.
    func testAddReadsDatesTypedAsWordsAndRefusesOneThatIsNone() throws {
        XCTAssertEqual(cli.run("add", "pay rent due:tomorrow t:fri"), ExitCode.ok)
        let id = cli.output.trimmingCharacters(in: .newlines)
        let file = try cli.read()
        XCTAssertTrue(file.hasSuffix("\n2026-11-30 pay rent due:2026-12-01 t:2026-12-04\n"), "each date where it was typed: \(file)")
        XCTAssertEqual(id.count, TodoID.length)
        let before = try cli.read()
        XCTAssertEqual(cli.run("add", "call due:2026-13-45"), ExitCode.refused)
        XCTAssertEqual(cli.errors.trimmingCharacters(in: .newlines),
                       "lista: “2026-13-45” is not a date (YYYY-MM-DD, today, tomorrow, a weekday, or 3d, 2w, 1m, 1y); nothing was added.")
        XCTAssertEqual(try cli.read(), before)
    }

    /// `lista done` on a recurring row adds the next one below it, as the app does.
    func testDoneOnARecurringRowAddsItsNextOccurrence() throws {
        try cli.write("water plants rec:1w due:2026-11-28 id:aaaaaaaaaa\nlast id:cccccccccc\n")
        XCTAssertEqual(cli.run("done", "aaaa"), ExitCode.ok)
        let lines = try cli.read().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[0], "x 2026-11-30 water plants rec:1w due:2026-11-28 id:aaaaaaaaaa")
        XCTAssertEqual(lines[1], "2026-11-30 water plants rec:1w due:2026-12-07", "the next occurrence gets no id written")
        XCTAssertEqual(lines[2], "last id:cccccccccc")
        XCTAssertTrue(cli.output.contains("Next: 2026-11-30 water plants rec:1w due:2026-12-07 (id "), cli.output)
    }

    func testAddRefusals() throws {
        XCTAssertEqual(cli.run("add"), ExitCode.usage)
        XCTAssertTrue(cli.errors.contains("add needs the text"), cli.errors)
        XCTAssertEqual(cli.run("add", "two\nlines"), ExitCode.usage)
        XCTAssertEqual(cli.run("add", "-x"), ExitCode.usage)
        XCTAssertEqual(cli.run("add", "--", "-x starts with a dash"), ExitCode.ok)
        XCTAssertEqual(cli.run("add", "copy id:aaaaaaaaaa"), ExitCode.refused)
        XCTAssertTrue(cli.errors.contains("already used"), cli.errors)
    }

    func testAddCreatesFileAndFoldersAtTheDefaultLocation() throws {
        cli.environment = ["HOME": cli.folder + "/home"]
        XCTAssertEqual(cli.run("add", "hello"), ExitCode.ok, cli.errors)
        let path = cli.folder + "/home/.local/share/lista/todo.txt"
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        cli.run("ls")
        XCTAssertTrue(cli.output.hasSuffix("  2026-11-30 hello\n"), cli.output)
    }

    func testDoneMarksWithTodaysDate() throws {
        XCTAssertEqual(cli.run("done", "cccccccccc"), ExitCode.ok)
        XCTAssertEqual(cli.output, "Done: x 2026-11-30 third\n")
        XCTAssertTrue(try cli.read().hasSuffix("x 2026-11-30 third id:cccccccccc\n"))
        XCTAssertEqual(cli.run("done", "cccccccccc"), ExitCode.refused)
        XCTAssertTrue(cli.errors.contains("already done"), cli.errors)
    }

    func testIDPrefixesNotFoundAndAmbiguous() throws {
        XCTAssertEqual(cli.run("done", "ccc"), ExitCode.ok)
        XCTAssertEqual(cli.run("done", "zzz"), ExitCode.refused)
        XCTAssertTrue(cli.errors.contains("No row has the id 'zzz'"), cli.errors)
        XCTAssertEqual(cli.run("rm", "a"), ExitCode.refused)
        XCTAssertTrue(cli.errors.contains("ambiguous"), cli.errors)
        XCTAssertEqual(cli.run("done"), ExitCode.usage)
        XCTAssertEqual(cli.run("done", "a", "b"), ExitCode.usage)
    }

    func testRemove() throws {
        XCTAssertEqual(cli.run("rm", "abbbbbbbbb"), ExitCode.ok)
        XCTAssertEqual(cli.output, "Removed: second\n")
        XCTAssertEqual(try cli.read(), "first id:aaaaaaaaaa\nthird id:cccccccccc\n")
        XCTAssertEqual(cli.run("rm", "abbbbbbbbb"), ExitCode.refused)
    }

    func testMoveBeforeAndAfter() throws {
        XCTAssertEqual(cli.run("mv", "cccccccccc", "--before", "aaaaaaaaaa"), ExitCode.ok)
        XCTAssertEqual(try order(), ["third", "first", "second"])
        XCTAssertEqual(cli.run("mv", "cccccccccc", "--after", "abbbbbbbbb"), ExitCode.ok)
        XCTAssertEqual(try order(), ["first", "second", "third"])
        XCTAssertEqual(cli.run("mv", "aaaaaaaaaa", "--after", "cccccccccc"), ExitCode.ok)
        XCTAssertEqual(try order(), ["second", "third", "first"])
    }

    func testMoveRefusalsAndUsage() throws {
        XCTAssertEqual(cli.run("mv", "aaaaaaaaaa", "--after", "aaaaaaaaaa"), ExitCode.refused)
        XCTAssertEqual(cli.run("mv", "aaaaaaaaaa", "--after", "nope"), ExitCode.refused)
        XCTAssertEqual(cli.run("mv", "aaaaaaaaaa", "cccccccccc"), ExitCode.usage)
        XCTAssertEqual(cli.run("mv", "aaaaaaaaaa", "--below", "cccccccccc"), ExitCode.usage)
        XCTAssertEqual(try order(), ["first", "second", "third"], "refused moves change nothing")
    }

    func testCommandsOnAMissingFileAreNotFound() throws {
        try FileManager.default.removeItem(atPath: cli.path)
        XCTAssertEqual(cli.run("done", "aaaaaaaaaa"), ExitCode.refused)
        XCTAssertTrue(cli.errors.contains("no list at"), cli.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.path))
    }

    func testAddWhileTheAppHoldsTheListIsMergedByTheAppsNextSave() throws {
        let store = TodoStore(path: cli.path)
        let app = try store.load()
        XCTAssertEqual(cli.run("add", "from the CLI"), ExitCode.ok)
        let cliID = cli.output.trimmingCharacters(in: .newlines)
        var ours = app.snapshot.file
        ours.items.append(TodoItem(id: "dddddddddd", text: "from the app"))
        let saved = try store.save(ours, since: app.snapshot)
        XCTAssertEqual(saved.merge?.theirAdded, [cliID])
        XCTAssertEqual(try order(), ["first", "second", "third", "2026-11-30", "from"],
                       "both appended: the CLI's row (with its date), written first, then the app's")
        XCTAssertEqual(try cli.read().components(separatedBy: "from the CLI").count, 2, "once")
    }
}
