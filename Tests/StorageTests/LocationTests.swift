import XCTest
@testable import Storage

final class LocationTests: XCTestCase {
    private func resolve(_ option: String?, _ environment: [String: String]) throws -> String {
        try TodoFileLocation.resolve(fileOption: option, environment: environment, currentDirectory: "/work")
    }

    func testPrecedence() throws {
        let all = ["LISTA_FILE": "/env/todo.txt", "XDG_DATA_HOME": "/xdg", "HOME": "/home/me"]
        XCTAssertEqual(try resolve("/flag.txt", all), "/flag.txt")
        XCTAssertEqual(try resolve(nil, all), "/env/todo.txt")
        XCTAssertEqual(try resolve(nil, ["XDG_DATA_HOME": "/xdg", "HOME": "/home/me"]), "/xdg/lista/todo.txt")
        XCTAssertEqual(try resolve(nil, ["HOME": "/home/me"]), "/home/me/.local/share/lista/todo.txt")
    }

    func testRelativeAndTildePaths() throws {
        XCTAssertEqual(try resolve("list.txt", [:]), "/work/list.txt")
        XCTAssertEqual(try resolve(nil, ["LISTA_FILE": "~/t.txt", "HOME": "/h"]), "/h/t.txt")
        XCTAssertEqual(try resolve(nil, ["XDG_DATA_HOME": "relative", "HOME": "/h"]), "/h/.local/share/lista/todo.txt")
    }

    func testNothingToGoOn() {
        XCTAssertThrowsError(try resolve(nil, [:])) { XCTAssertEqual($0 as? StorageError, .noLocation) }
    }
}
