import Glibc
import XCTest
@testable import Storage

/// Notes in files, as the todo.sh note add-on keeps them (`notes/NAME.txt` beside the list),
/// written as safely as the list: nothing planted is followed or replaced.
final class NoteFilesTests: XCTestCase {
    private var folder = ""
    private var notes: NoteFiles { NoteFiles(listPath: folder + "/todo.txt") }

    override func setUpWithError() throws {
        var template = Array("/tmp/lista-notes-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("no temporary folder") }
        folder = String(cString: made)
    }

    override func tearDown() {
        _ = system("rm -rf '\(folder)'")
    }

    private func contents(_ path: String) -> String? {
        (try? POSIXIO.readFile(path)).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    func testANewNoteIsAFileInNotesBesideTheListNamedAsTheAddOnNamesThem() throws {
        let name = try notes.create("Ask about the new hygienist;\nbring insurance card")
        XCTAssertTrue(name.hasSuffix(".txt") && name.count == 7, name)
        XCTAssertEqual(contents(folder + "/notes/" + name), "Ask about the new hygienist;\nbring insurance card")
        XCTAssertEqual(try notes.read(name), "Ask about the new hygienist;\nbring insurance card")
    }

    func testAnUpdateReplacesTheNoteInNotes() throws {
        let name = try notes.create("first")
        try notes.update(name, to: "second")
        XCTAssertEqual(try notes.read(name), "second")
        // pter's default place, beside the list, is read; a change goes to notes, read first.
        XCTAssertEqual(FileManagerFree.write("pter's note", to: folder + "/call.txt"), true)
        XCTAssertEqual(try notes.read("call.txt"), "pter's note")
        try notes.update("call.txt", to: "changed")
        XCTAssertEqual(contents(folder + "/call.txt"), "pter's note", "nothing beside the list is written")
        XCTAssertEqual(contents(folder + "/notes/call.txt"), "changed")
        XCTAssertEqual(try notes.read("call.txt"), "changed")
    }

    /// `note:todo.txt` never reads or writes the list.
    func testTheListIsNoNote() throws {
        XCTAssertEqual(FileManagerFree.write("the list\n", to: folder + "/todo.txt"), true)
        XCTAssertNil(try notes.read("todo.txt"))
        try notes.update("todo.txt", to: "overwritten")
        XCTAssertEqual(contents(folder + "/todo.txt"), "the list\n")
    }

    func testATakenNameIsPassedOverNeverOpened() throws {
        mkdir(folder + "/notes", 0o755)
        XCTAssertEqual(FileManagerFree.write("someone's", to: folder + "/notes/aaa.txt"), true)
        var names = ["aaa.txt", "bbb.txt"].makeIterator()
        let name = try notes.create("mine") { names.next()! }
        XCTAssertEqual(name, "bbb.txt")
        XCTAssertEqual(contents(folder + "/notes/aaa.txt"), "someone's")
    }

    func testAPlantedLinkIsNeitherReadNorWrittenThrough() throws {
        XCTAssertEqual(FileManagerFree.write("secret", to: folder + "/secret"), true)
        mkdir(folder + "/notes", 0o755)
        symlink(folder + "/secret", folder + "/notes/evil.txt")
        XCTAssertThrowsError(try notes.read("evil.txt"))
        var names = ["evil.txt", "good.txt"].makeIterator()
        XCTAssertEqual(try notes.create("mine") { names.next()! }, "good.txt")
        XCTAssertThrowsError(try notes.update("evil.txt", to: "overwritten"))
        XCTAssertEqual(contents(folder + "/secret"), "secret")
    }

    func testANotesFolderThatIsALinkIsRefused() throws {
        mkdir(folder + "/elsewhere", 0o755)
        symlink(folder + "/elsewhere", folder + "/notes")
        XCTAssertThrowsError(try notes.create("mine"))
        XCTAssertThrowsError(try notes.update("abc.txt", to: "mine"))
        // Nor is a file read through it.
        XCTAssertEqual(FileManagerFree.write("not a note", to: folder + "/elsewhere/abc.txt"), true)
        XCTAssertThrowsError(try notes.read("abc.txt"))
        unlink(folder + "/elsewhere/abc.txt")
        XCTAssertEqual(opendir(folder + "/elsewhere").map { directory in
            defer { closedir(directory) }
            var count = 0
            while let entry = readdir(directory), count < 10 {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { count += 1 }
            }
            return count
        }, 0)
    }

    func testNamesThatLeaveTheFolderAreRefusedNeverOpened() throws {
        XCTAssertEqual(FileManagerFree.write("the list", to: folder + "/todo.txt"), true)
        mkdir(folder + "/notes", 0o755)
        mkdir(folder + "/notes/sub", 0o755)
        XCTAssertEqual(FileManagerFree.write("in a subfolder", to: folder + "/notes/sub/b.txt"), true)
        for name in ["../todo.txt", "sub/b.txt", ".hidden", "", "..", "a b.txt", "/etc/passwd"] {
            XCTAssertFalse(NoteFiles.isValidName(name), name)
            XCTAssertThrowsError(try notes.read(name), name)
            XCTAssertThrowsError(try notes.update(name, to: "overwritten"), name)
        }
        XCTAssertEqual(contents(folder + "/todo.txt"), "the list")
        XCTAssertEqual(contents(folder + "/notes/sub/b.txt"), "in a subfolder")
        XCTAssertTrue(NoteFiles.isValidName("x7Q.txt"))
        XCTAssertNil(try notes.read("missing.txt"))
    }

    /// pter and the add-on's later versions read `note:NAME` without an extension as NAME.txt.
    func testANameWithoutAnExtensionIsItsTxtFile() throws {
        mkdir(folder + "/notes", 0o755)
        XCTAssertEqual(FileManagerFree.write("details", to: folder + "/notes/details.txt"), true)
        XCTAssertEqual(try notes.read("details"), "details")
        XCTAssertEqual(FileManagerFree.write("markdown", to: folder + "/plan.md"), true)
        XCTAssertEqual(try notes.read("plan.md"), "markdown")
        try notes.update("fresh", to: "new")
        XCTAssertEqual(contents(folder + "/notes/fresh.txt"), "new")
    }

    /// A link planted where an update would go is replaced as a link, never written through.
    func testAnUpdateOverAPlantedLinkIsRefused() throws {
        XCTAssertEqual(FileManagerFree.write("secret", to: folder + "/secret"), true)
        mkdir(folder + "/notes", 0o755)
        symlink(folder + "/secret", folder + "/notes/abc.txt")
        XCTAssertThrowsError(try notes.update("abc.txt", to: "overwritten"))
        XCTAssertEqual(contents(folder + "/secret"), "secret")
    }
}

/// Writes a file for a test's setup, without Foundation.
enum FileManagerFree {
    static func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return (try? POSIXIO.writeAll(descriptor, Array(text.utf8), path: path)) != nil
    }
}
