import Core
import CoreTesting
@testable import Features
import Storage
import Views
import XCTest

/// The README's merge table, every cell, on every way an outside change reaches the list:
/// - `watcher`: a change here, then another program writes, then the watcher sees it;
/// - `save`: a change here, then another program writes, then the debounced save finds it;
/// - `inFlight`: another program writes, the watcher's reload starts, and the change here is
///   made while it is under way (the list merges its own change into the result).
///
/// The file starts as zulu, alpha, bravo, charlie; every change is about bravo. After each
/// cell the rows, the file read back by the one parser, and the table agree, with no row lost
/// or doubled.
final class MergeTableTests: XCTestCase {
    enum Local: CaseIterable { case none, edit, toggle, delete, move }
    enum Outside: CaseIterable { case none, edit, delete, move, append }
    enum Path: CaseIterable { case watcher, save, inFlight }

    static let base = ["zulu id:zz", "alpha id:aa", "bravo id:bb", "charlie id:cc"]

    /// The table: each row shown as its text, with " ✓" when done. Zulu is the row the save
    /// path toggles when nothing else changed here (so there is something to save); its own
    /// state is left out.
    static func expected(_ local: Local, _ outside: Outside) -> [String] {
        let bravoText = outside == .edit ? "Bravo outside" : (local == .edit ? "bravo here" : "bravo")
        let bravo = bravoText + (local == .toggle ? " ✓" : "")
        let bravoStays: Bool
        switch (local, outside) {
        case (.delete, .edit): bravoStays = true  // their change brings it back
        case (.delete, _): bravoStays = false
        case (.edit, .delete), (.toggle, .delete): bravoStays = true  // changed here: kept
        case (_, .delete): bravoStays = false
        default: bravoStays = true
        }
        var order: [String]
        switch (local, outside) {
        case (_, .move): order = ["zulu", "alpha", "charlie", bravo]
        case (.move, _): order = [bravo, "zulu", "alpha", "charlie"]
        default: order = ["zulu", "alpha", bravo, "charlie"]
        }
        if !bravoStays { order.removeAll { $0 == bravo } }
        if outside == .append { order.append("delta outside") }
        return order
    }

    func testEveryCellOnEveryPath() async throws {
        for path in Path.allCases {
            for local in Local.allCases {
                for outside in Outside.allCases {
                    try await check(local, outside, on: path)
                }
            }
        }
    }

    private func check(_ local: Local, _ outside: Outside, on path: Path) async throws {
        let cell = "\(local) × \(outside) on \(path)"
        let list = try FileBackedList(Self.base)
        switch path {
        case .watcher:
            await make(local, in: list)
            try write(outside, in: list)
            await list.noticeOutsideChange()
        case .save:
            await make(local, in: list)
            if local == .none { await toggle("zz", in: list) }
            try write(outside, in: list)
        case .inFlight:
            try write(outside, in: list)
            await list.noticeOutsideChange()
            await make(local, in: list)
        }
        await list.settle()

        let shown = list.store.state.rows.map { $0.id == "zz" ? "zulu" : $0.text + ($0.isDone ? " ✓" : "") }
        XCTAssertEqual(shown, Self.expected(local, outside), cell)
        let reread = TodoFile.parse(Array(list.fileLines.map { $0 + "\n" }.joined().utf8)).file.items
        XCTAssertEqual(reread.map(\.line), list.rowLines, "\(cell): the file read back is the list")
        XCTAssertEqual(Set(list.store.state.rows.ids).count, list.store.state.rows.count, "\(cell): no id twice")
        XCTAssertFalse(list.store.state.hasUnsavedChanges || list.store.state.persistence.isSaving, cell)

        if local == .edit && outside == .edit {
            XCTAssertEqual(list.store.state.message?.shown(), "The file changed outside Lista: 1 changed; “Bravo outside” changed here and outside: theirs kept — u gives yours back", cell)
            await list.store.send(.view(.undo))
            XCTAssertEqual(list.store.state.rows[id: "bb"]?.text, "bravo here", "\(cell): u gives the losing text back")
            await list.settle()
            XCTAssertTrue(list.fileLines.contains("bravo here id:bb"), cell)
        }
        list.store.skipInFlightEffects()
    }

    private func select(_ id: String, in list: FileBackedList) async {
        await list.store.send(.view(.select(id)))
    }

    private func toggle(_ id: String, in list: FileBackedList) async {
        await select(id, in: list)
        await list.store.send(.view(.toggleDoneSelected))
    }

    private func make(_ local: Local, in list: FileBackedList) async {
        switch local {
        case .none:
            break
        case .edit:
            await select("bb", in: list)
            await list.store.send(.view(.focusSelected))
            await list.store.send(.rows(.element(id: "bb", action: .edit(.insert(" here")))))
            await list.store.send(.view(.leaveField))
        case .toggle:
            await toggle("bb", in: list)
        case .delete:
            await select("bb", in: list)
            await list.store.send(.view(.deleteSelected))
        case .move:
            await select("bb", in: list)
            await list.store.send(.view(.moveSelected(up: true)))
            await list.store.send(.view(.moveSelected(up: true)))
        }
    }

    private func write(_ outside: Outside, in list: FileBackedList) throws {
        switch outside {
        case .none:
            break
        case .edit:
            try list.editOutside { lines in
                lines = lines.map { $0.hasSuffix("id:bb") ? $0.replacingOccurrences(of: "bravo", with: "Bravo outside") : $0 }
            }
        case .delete:
            try list.editOutside { lines in lines.removeAll { $0.hasSuffix("id:bb") } }
        case .move:
            try list.editOutside { lines in
                let bravo = lines.filter { $0.hasSuffix("id:bb") }
                lines.removeAll { $0.hasSuffix("id:bb") }
                lines += bravo
            }
        case .append:
            try list.appendOutside("delta outside")
        }
    }
}
