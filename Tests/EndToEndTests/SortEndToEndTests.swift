import Foundation
import XCTest

/// The sort lenses at a real terminal, on the release build: each sort under each
/// status filter shows its order, and the file keeps the person's order byte for byte.
final class SortEndToEndTests: XCTestCase {
    private let rows = [
        "call Bob due:2026-12-09 id:s000000001",
        "(B) apples id:s000000002",
        "x 2026-11-30 done thing due:2026-12-01 pri:A id:s000000003",
        "(A) Zebra crossing due:2026-12-03 id:s000000004",
        "bake due:2026-12-03 id:s000000005",
    ]

    func testEverySortUnderEveryFilterShowsItsOrderAndTheFileKeepsYours() throws {
        let s = try TmuxSession("sort", rows: rows)
        defer { s.close() }
        try s.waitFor("five rows") { ScreenText.listedRows($0).count == 5 }
        let expected: [(filter: String, sort: String, rows: [String])] = [
            ("All", "priority", ["done thing", "Zebra crossing", "apples", "call Bob", "bake"]),
            ("All", "due date", ["done thing", "Zebra crossing", "bake", "call Bob", "apples"]),
            ("All", "creation date", ["call Bob", "apples", "done thing", "Zebra crossing", "bake"]),
            ("All", "text", ["apples", "bake", "call Bob", "done thing", "Zebra crossing"]),
            ("All", "done last", ["call Bob", "apples", "Zebra crossing", "bake", "done thing"]),
        ]
        for (filter, sort, order) in expected {
            try s.send("S")
            try s.waitFor("\(filter) by \(sort): \(order)") { screen in
                let shown = ScreenText.listedRows(screen).map { $0.replacingOccurrences(of: "(A) ", with: "").replacingOccurrences(of: "(B) ", with: "") }
                return ScreenText.header(screen).contains("\(filter) · by \(sort)") && shown.count == order.count
                    && zip(shown, order).allSatisfy { $0.hasPrefix($1) }
            }
        }
        try s.send("S")
        try s.waitFor("the sort off, your order back") { ScreenText.listedRows($0).count == 5 && !ScreenText.header($0).contains(" by ") }
        // Under the pending filter: the done row stays hidden in every sort.
        try s.send("Tab")
        for sort in ["priority", "due date", "creation date", "text", "done last"] {
            try s.send("S")
            try s.waitFor("Pending by \(sort)") { ScreenText.header($0).contains("Pending · by \(sort)") && ScreenText.listedRows($0).count == 4 }
        }
        // A change under a sort is saved in the file's own order.
        try s.send("G", "x")
        try s.waitFor("bake saved done, in its own place") { _ in
            let lines = ((try? s.fileContents()) ?? "").split(separator: "\n").map(String.init)
            return lines.count == 5 && lines[4].hasPrefix("x ") && lines[4].hasSuffix("bake due:2026-12-03 id:s000000005")
        }
        try s.send("q")
        XCTAssertEqual(try s.waitForExit(), 0)
        let lines = try s.fileContents().split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines[0..<4]), Array(rows[0..<4]), "every other row byte for byte, in the person's order")
    }
}
