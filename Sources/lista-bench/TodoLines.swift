import Storage

/// Realistic todo.txt lines for the file benchmarks: priorities, creation and completion dates,
/// +projects, @contexts, due dates and Lista's `id:` tags, deterministic for a given row.
enum TodoLines {
    private static let priorities: [String] = ["", "", "", "(A) ", "(B) ", "(C) "]

    /// Line `index` of a generated file (no line ending). About a third are done. O(1).
    static func line(_ index: Int) -> String {
        foreignLine(index) + " id:" + Fixtures.id(index)
    }

    /// Line `index` as another todo.txt tool writes it: the same row without Lista's `id:` tag
    /// (todo.sh's shape: `(A) 2026-01-02 text +proj @ctx due:…`, done rows `x 2026-…`). O(1).
    static func foreignLine(_ index: Int) -> String {
        var random = SplitMix(seed: UInt64(index) &+ 0x7117)
        let created = "2025-\(twoDigits(1 + random.below(12)))-\(twoDigits(1 + random.below(28)))"
        let head = Fixtures.isDone(index) ? "x 2025-12-\(twoDigits(1 + random.below(28))) " : priorities[random.below(priorities.count)]
        var line = head + created + " " + Fixtures.text(index)
        if random.below(4) == 0 { line += " due:2026-\(twoDigits(1 + random.below(12)))-\(twoDigits(1 + random.below(28)))" }
        return line
    }

    /// The items of an `count`-row file, parsed from its lines as a load would.
    static func items(count: Int) -> [TodoItem] {
        TodoFile.parse(bytes(count: count)).file.items
    }

    /// The whole file, LF line endings, final newline. O(count).
    static func bytes(count: Int, foreign: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 80)
        for index in 0..<count {
            bytes += (foreign ? foreignLine(index) : line(index)).utf8
            bytes.append(0x0A)
        }
        return bytes
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
