import Collections
import Core
import CoreTesting
import Foundation
@testable import Features
import Storage
import XCTest
@testable import Commands

/// The app's lens and `lista ls` answer the same question — which rows does this filter let
/// through? — so on the same file with the same filter they must list the same rows. Random
/// files mix case, accents written precomposed and decomposed, CJK, emoji, URLs, `key:value`
/// words, `t:` thresholds and `h:1` and `+`/`@` in odd places; the filters take +projects, @contexts and search strings
/// from the file's own words and substrings, in random case and normal form.
final class LensAgreementTests: XCTestCase {
    /// What lines are made of. Decomposed accents are spelled out so the source file's own
    /// normalization cannot hide them.
    private static let pieces: [String] = [
        "milk", "Milk", "MILK", "buy", "call", "Report", "x", "a",
        "café", "cafe\u{301}", "CAFÉ", "CAFE\u{301}", "Crème", "cre\u{300}me", "naïve", "nai\u{308}ve",
        "straße", "STRASSE", "Straße", "ẞ", "İstanbul", "istanbul", "ılık", "ILIK",
        "ΣΊΣΥΦΟΣ", "σίσυφος", "ＡＢＣ", "ａｂｃ", "ﬀ", "off", "\u{212A}elvin", "kelvin",
        "漢字", "東京", "日本語", "👍", "👍🏽", "👨‍👩‍👧", "\u{600}1",
        "https://example.com/a+b@c", "http://x.y/@home", "mailto:bo@x.org", "url:https://x.y",
        "due:soon", "a:b:c", ":x", "x:", "key:Value", "KEY:value",
        "+home", "+Home", "+HOME", "+café", "+cafe\u{301}", "+", "++", "+a+b", "+home,", "a+b", "+\u{301}x",
        "+漢字", "+👍", "＋home", "+straße", "+STRASSE",
        "@phone", "@Phone", "@", "@@x", "x@y", "@東京", "@café", "@cafe\u{301}", "@\u{301}",
        "tab\there", "+x\ty", "\u{301}", "e\u{301}",
        "t:2026-12-05", "t:2026-11-30", "t:2026-11-01", "t:soon", "h:1", "h:0",
    ]

    private static let headers = ["", "", "", "x 2026-11-01 ", "x ", "(A) ", "2026-01-02 ", "(B) 2026-01-02 "]

    private struct Filter: CustomStringConvertible {
        var status: StatusFilter
        /// `--future` or `--hidden`, when given.
        var visibility: VisibilityFilter?
        var project: String?
        var context: String?
        var search: String

        /// `lista ls`'s rule: every row with `--all`, else the current ones, unless a flag says.
        var lens: Lens {
            Lens(status: status, search: search, project: project, context: context,
                 visibility: visibility ?? (status == .all ? .everything : .current))
        }

        var arguments: [String] {
            var words = ["ls"]
            switch status {
            case .all: words.append("--all")
            case .done: words.append("--done")
            case .pending: break
            }
            switch visibility {
            case .future?: words.append("--future")
            case .hidden?: words.append("--hidden")
            default: break
            }
            if !search.isEmpty { words += ["--search", search] }
            if let project { words.append("+" + project) }
            if let context { words.append("@" + context) }
            return words
        }

        var description: String { arguments.map { $0.debugDescription }.joined(separator: " ") }
    }

    func testTheAppsLensAndListaLsListTheSameRows() throws {
        let cli = try CLIHarness()
        defer { cli.remove() }
        var failures: [String] = []
        var compared = 0, nonEmpty = 0, tagged = 0, nonASCIISearches = 0, futureOrHidden = 0
        for seed: UInt64 in 1...200 {
            var rng = SeededGenerator(seed: seed)
            let file = (0..<Int.random(in: 1...24, using: &rng)).map { Self.line($0, &rng) }.joined(separator: "\n") + "\n"
            try cli.write(file)
            let items = TodoFile.parse(Array(file.utf8)).file.items
            for round in 0..<12 {
                let filter = Self.filter(from: items, &rng)
                let app = Self.appRows(items, lens: filter.lens)
                let code = cli.run(arguments: filter.arguments)
                let ls = cli.output.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
                compared += 1
                if !app.isEmpty { nonEmpty += 1 }
                if filter.project != nil || filter.context != nil { tagged += 1 }
                if filter.visibility != nil, !app.isEmpty { futureOrHidden += 1 }
                if filter.search.utf8.contains(where: { $0 >= 0x80 }) { nonASCIISearches += 1 }
                if code != ExitCode.ok || app != ls {
                    let texts = Set(app).symmetricDifference(ls).compactMap { id in items.first { $0.id == id }?.text.debugDescription }
                    failures.append("seed \(seed) round \(round): lista \(filter) exit \(code) \(cli.errors); app \(app.count) rows, ls \(ls.count) rows; differing rows: \(texts.prefix(3))")
                }
            }
        }
        // The random filters reach what they are for: rows let through, tag filters, searches
        // that take the folding path.
        XCTAssertGreaterThan(nonEmpty, compared / 3)
        XCTAssertGreaterThan(tagged, compared / 4)
        XCTAssertGreaterThan(nonASCIISearches, compared / 10)
        XCTAssertGreaterThan(futureOrHidden, compared / 50, "--future and --hidden listed rows")
        XCTAssertTrue(failures.isEmpty, "\(failures.count) of \(compared) filters disagree:\n" + failures.prefix(25).joined(separator: "\n"))
    }

    /// One line: a header now and then, one to six pieces, an id most of the time.
    private static func line(_ index: Int, _ rng: inout SeededGenerator) -> String {
        let words = (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
        var line = headers.randomElement(using: &rng)! + words.joined(separator: Int.random(in: 0..<5, using: &rng) == 0 ? "  " : " ")
        if Int.random(in: 0..<10, using: &rng) > 0 { line += " id:" + id(index) }
        return line
    }

    /// A ten-character Lista id for row `index`.
    private static func id(_ index: Int) -> String {
        let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
        return String((0..<10).map { alphabet[(index >> ($0 * 5) + $0 * 7) % alphabet.count] })
    }

    /// A status, maybe a +project and an @context named as some word of the file names them,
    /// maybe a search for a piece of a row's text; names and searches in a random case and
    /// normal form.
    private static func filter(from items: [TodoItem], _ rng: inout SeededGenerator) -> Filter {
        let words = items.flatMap { $0.text.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) } }
        func name(marker: Character) -> String? {
            let named = words.filter { $0.first == marker || $0.unicodeScalars.first == marker.unicodeScalars.first }
            guard Int.random(in: 0..<3, using: &rng) == 0, let word = named.randomElement(using: &rng) else { return nil }
            let name = String(decoding: word.utf8.dropFirst(), as: UTF8.self)
            let varied = vary(name, &rng)
            return varied.isEmpty || varied.contains(" ") ? nil : varied
        }
        var search = ""
        if Int.random(in: 0..<5, using: &rng) < 3, let text = items.randomElement(using: &rng)?.text {
            let scalars = Array(text.unicodeScalars)
            if !scalars.isEmpty {
                let start = Int.random(in: 0..<scalars.count, using: &rng)
                let end = Int.random(in: (start + 1)...min(scalars.count, start + 8), using: &rng)
                var piece = String.UnicodeScalarView()
                piece.append(contentsOf: scalars[start..<end])
                search = vary(String(piece), &rng)
            }
        }
        return Filter(status: StatusFilter.allCases.randomElement(using: &rng)!,
                      visibility: [nil, nil, nil, nil, .future, .hidden].randomElement(using: &rng)!,
                      project: name(marker: "+"), context: name(marker: "@"), search: search)
    }

    /// `text` as typed, upper-cased, lower-cased, precomposed or decomposed.
    private static func vary(_ text: String, _ rng: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: text.uppercased()
        case 1: text.lowercased()
        case 2: text.precomposedStringWithCanonicalMapping
        case 3: text.decomposedStringWithCanonicalMapping
        default: text
        }
    }

    /// The ids the app shows through `lens`, in order: the rows loaded into a list, the lens
    /// set as the filter popover or the search field sets it, and the search run slice by
    /// slice to the end, as the session runs it between keys.
    private static func appRows(_ items: [TodoItem], lens: Lens) -> [String] {
        // The day the CLI harness runs on (2026-11-30), as the app's `today`.
        var state = TodoList.State(rows: IdentifiedArray(uniqueElements: items.map { Row.State(item: $0) }),
                                   today: TodoDate(year: 2026, month: 11, day: 30)!)
        state.lensSliceRows = 5
        let store = Store(initialState: state, reducer: TodoList(), prepareDependencies: {
            $0.randomBits = .incrementing()
            $0.now = .constant(Timestamp(secondsSince1970: 1_796_040_000))
            $0.clock = TestClock()
            $0.storage = StorageClient.inMemory().client
        })
        store.send(.lens(.view(.set(lens))))
        while store.state.isSearching { store.send(.lens(.continueSearch)) }
        store.cancelAllEffects()
        XCTAssertTrue(store.state.memo.agrees(with: store.state.rows, lens: lens, today: store.state.today))
        return Array(store.state.visibleIDs)
    }
}
