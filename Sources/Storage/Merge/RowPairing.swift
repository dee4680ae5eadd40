/// How Lista knows a row again in a new version of the file without writing ids into it: the
/// one pairing rule, used wherever a version read from disk meets the base (the version the
/// list last agreed with) before the merge.
///
/// A row whose line holds an `id:` is known by it. Every other row is known by an id Lista
/// keeps in memory (derived from its line on a first read, or drawn for a row made here), so
/// when another program changes its line, the new line is paired with the base row it
/// continues, and takes that row's id:
/// 1. the same line, first to first (a line that did not change, wherever it moved);
/// 2. a line that kept its place, between the same two known rows on both sides: one that
///    kept most of its words first, then, when as many lines are left on both sides there,
///    in order (todo.sh's `do`, `pri`, `append`, `replace` and an editor's change leave a
///    line there);
/// 3. anywhere else, a line that kept most of its words (a change and a move at once).
/// A line paired with nothing is a new row (its derived id, kept unless a base row has it);
/// a base row paired with nothing was deleted outside. A row changed beyond recognition on
/// both sides so reads as deleted and added: the merge keeps both versions and says so.
///
/// "Most of its words": the words the two texts share are at least half of the shorter one's
/// and at least a third of the longer one's (a row that gained many words in an append still
/// pairs in its place through rule 2).
enum RowPairing {
    /// `theirs`, a version just read from disk, with every row known by a derived id given the
    /// id of the `base` row it continues (the rule above); followers and read order follow their
    /// rows. Expected O(n) in rows and line lengths; the gaps of rule 2 and the words of rule 3
    /// compare only rows that no cheaper rule paired.
    /// `byPlaceAtTheEnds: false` skips the fast path that pairs the unchanged rows at both
    /// ends by place (for the property test that holds it to the rule).
    static func pair(_ theirs: inout TodoFile, with base: TodoFile, byPlaceAtTheEnds: Bool = true) {
        guard !base.items.isEmpty, theirs.items.contains(where: { !$0.writesID }) else { return }
        var pairs = Pairs(items: theirs.items, baseItems: base.items, byPlaceAtTheEnds: byPlaceAtTheEnds)
        pairs.pairAll()
        rename(&theirs, partner: pairs.partner, middle: pairs.middle, baseItems: base.items, baseIndex: pairs.baseIndex)
    }

    /// The pairing under way: which base row each row of theirs continues.
    private struct Pairs {
        let items: [TodoItem]
        let baseItems: [TodoItem]
        /// The first base row of each id, among the base rows not paired by place.
        let baseIndex: [String: Int]
        /// The base row each row of theirs continues.
        var partner: [Int?]
        /// Whether a base row has a partner.
        var taken: [Bool]
        /// Rows of theirs known by a derived id and not paired yet, in file order.
        var open: [Int] = []

        init(items: [TodoItem], baseItems: [TodoItem], byPlaceAtTheEnds: Bool) {
            (self.items, self.baseItems) = (items, baseItems)
            partner = [Int?](repeating: nil, count: items.count)
            taken = [Bool](repeating: false, count: baseItems.count)
            // Rows that stand where they stood, at the start and at the end of both versions, with
            // the same id and line, pair without hashing (most of a file another program changed
            // in a few lines): only the rows between are indexed.
            var start = 0
            while byPlaceAtTheEnds, start < items.count, start < baseItems.count, Self.same(items[start], baseItems[start]) {
                partner[start] = start
                taken[start] = true
                start += 1
            }
            var end = 0
            while byPlaceAtTheEnds, end < items.count - start, end < baseItems.count - start,
                  Self.same(items[items.count - 1 - end], baseItems[baseItems.count - 1 - end]) {
                partner[items.count - 1 - end] = baseItems.count - 1 - end
                taken[baseItems.count - 1 - end] = true
                end += 1
            }
            middle = start..<(items.count - end)
            var baseIndex: [String: Int] = [:]
            let baseMiddle = start..<(baseItems.count - end)
            baseIndex.reserveCapacity(baseMiddle.count)
            for index in baseMiddle where baseIndex[baseItems[index].id] == nil { baseIndex[baseItems[index].id] = index }
            self.baseIndex = baseIndex
        }

        /// The rows of theirs not paired by place at either end.
        let middle: Range<Int>

        /// Whether a row of theirs is the base row by id and line: the same id bits (or the
        /// same id) and the same line. O(line length).
        private static func same(_ row: TodoItem, _ baseRow: TodoItem) -> Bool {
            if let bits = row.idBits {
                guard bits == baseRow.idBits else { return false }
            } else if row.id != baseRow.id {
                return false
            }
            return row.writesID == baseRow.writesID && RowPairing.sameLine(row, baseRow)
        }

        mutating func link(_ row: Int, _ baseRow: Int) {
            partner[row] = baseRow
            taken[baseRow] = true
        }

        mutating func pairAll() {
            // Rows known by the id in their line continue the base row of that id.
            for row in middle where items[row].writesID {
                if let baseRow = baseIndex[items[row].id], !taken[baseRow] { link(row, baseRow) }
            }
            // 1. The same line: its derived id nearly always names it already.
            for row in middle where !items[row].writesID {
                let item = items[row]
                if let baseRow = baseIndex[item.id], !taken[baseRow], RowPairing.sameLine(item, baseItems[baseRow]) {
                    link(row, baseRow)
                } else {
                    open.append(row)
                }
            }
            if !open.isEmpty { pairSameLines() }
            if !open.isEmpty { pairInPlace() }
            if !open.isEmpty { pairByWords() }
        }

        /// Rule 1 for the rows still open: equal lines, in file order on both sides.
        private mutating func pairSameLines() {
            var byLine: [UInt64: [Int]] = [:]
            for baseRow in baseItems.indices.reversed() where !taken[baseRow] {
                byLine[RowPairing.lineHash(baseItems[baseRow]), default: []].append(baseRow)
            }
            guard !byLine.isEmpty else { return }
            var stillOpen: [Int] = []
            for row in open {
                let hash = RowPairing.lineHash(items[row])
                // Reversed above: the first in file order is last.
                guard var candidates = byLine[hash],
                      let place = candidates.lastIndex(where: { RowPairing.sameLine(items[row], baseItems[$0]) }) else {
                    stillOpen.append(row)
                    continue
                }
                let baseRow = candidates.remove(at: place)
                byLine[hash] = candidates
                link(row, baseRow)
            }
            open = stillOpen
        }

        /// Rule 2: rows between the same two paired rows on both sides. At most
        /// ``RowPairing/gapComparisons`` pairs of rows are compared by words in one gap; a
        /// larger gap pairs only by place.
        private mutating func pairInPlace() {
            var stillOpen: [Int] = []
            var index = 0
            while index < open.count {
                // A run of consecutive open rows of theirs, between two rows with partners (or an end).
                var end = index
                while end + 1 < open.count, open[end + 1] == open[end] + 1 { end += 1 }
                let run = Array(open[index...end])
                index = end + 1
                let before = run.first! > 0 ? partner[run.first! - 1] : -1
                let after = run.last! + 1 < items.count ? partner[run.last! + 1] : baseItems.count
                guard let before, let after, before < after else {
                    stillOpen += run
                    continue
                }
                let gap = ((before + 1)..<after).filter { !taken[$0] }
                var left = run
                // Words first (a row that moved within the gap as it changed), when the gap is
                // small enough to compare every pair.
                if !gap.isEmpty, gap.count * run.count <= RowPairing.gapComparisons {
                    let gapWords = gap.map { TextWords(baseItems[$0]) }
                    left = run.filter { row in
                        let words = TextWords(items[row])
                        guard let place = gap.indices.first(where: { !taken[gap[$0]] && words.keepsMost(of: gapWords[$0]) }) else { return true }
                        link(row, gap[place])
                        return false
                    }
                }
                // Then place: as many rows left on both sides, in order.
                let gapLeft = gap.filter { !taken[$0] }
                if gapLeft.count == left.count {
                    for (row, baseRow) in zip(left, gapLeft) { link(row, baseRow) }
                } else {
                    stillOpen += left
                }
            }
            open = stillOpen
        }

        /// Rule 3: anywhere, by words, through an index of the open base rows' words. Words
        /// that more than ``RowPairing/commonWord`` open base rows hold are not looked up (they
        /// tell rows apart too little to pay for).
        private mutating func pairByWords() {
            var index: [Substring: [Int]] = [:]
            var baseWords: [Int: TextWords] = [:]
            for baseRow in baseItems.indices where !taken[baseRow] {
                let words = TextWords(baseItems[baseRow])
                baseWords[baseRow] = words
                for word in words.words { index[word, default: []].append(baseRow) }
            }
            guard !index.isEmpty else { return }
            var stillOpen: [Int] = []
            rows: for row in open {
                let words = TextWords(items[row])
                var seen: Set<Int> = []
                for word in words.words {
                    guard let rows = index[word], rows.count <= RowPairing.commonWord else { continue }
                    for baseRow in rows where !taken[baseRow] && seen.insert(baseRow).inserted {
                        if words.keepsMost(of: baseWords[baseRow]!) {
                            link(row, baseRow)
                            continue rows
                        }
                    }
                }
                stillOpen.append(row)
            }
            open = stillOpen
        }
    }

    /// Rule 2's bound on the rows compared by words in one gap.
    static let gapComparisons = 4_096

    /// Rule 3's bound on how many open base rows a word may be in to be looked up.
    static let commonWord = 64

    /// Gives each paired row its partner's id, and each unpaired row whose derived id a base
    /// row holds another id (by the one rule for such ids); followers and read order follow.
    private static func rename(_ theirs: inout TodoFile, partner: [Int?], middle: Range<Int>, baseItems: [TodoItem],
                               baseIndex: [String: Int]) {
        var renamed: [String: String] = [:]
        // Every id the rows will have, made only when a new row needs an id of its own.
        var inUse: Set<String>?
        for row in middle where !theirs.items[row].writesID {
            let old = theirs.items[row].id
            if let baseRow = partner[row] {
                let id = baseItems[baseRow].id
                guard id != old else { continue }
                theirs.items[row].assignID(id)
                renamed[old] = id
            } else if baseIndex[old] != nil {
                // A new row whose derived id a base row holds: a new id, so the two never meet.
                if inUse == nil {
                    inUse = Set(partner.indices.map { row in partner[row].map { baseItems[$0].id } ?? theirs.items[row].id })
                }
                let id = TodoID.derived(line: theirs.items[row].line, repeating: old, occurrence: 0) {
                    inUse!.contains($0) || baseIndex[$0] != nil
                }
                inUse!.insert(id)
                theirs.items[row].assignID(id)
                renamed[old] = id
            }
        }
        guard !renamed.isEmpty, !theirs.followers.isEmpty else { return }
        theirs.followers = Dictionary(theirs.followers.map { (renamed[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: { $0 + $1 })
        theirs.readOrder = theirs.readOrder.map { renamed[$0] ?? $0 }
    }

    static func sameLine(_ mine: TodoItem, _ other: TodoItem) -> Bool {
        mine.withLineBytes { first in other.withLineBytes { second in first.elementsEqual(second) } }
    }

    static func lineHash(_ item: TodoItem) -> UInt64 {
        item.withLineBytes { bytes in
            var hash = ContentHash()
            hash.add(bytes)
            return hash.value
        }
    }
}

/// A row's words (its text split at spaces), for telling whether a line kept most of them.
struct TextWords {
    let words: Set<Substring>

    init(_ item: TodoItem) {
        words = Set(item.text.split(whereSeparator: { $0 == " " || $0 == "\t" }))
    }

    /// Whether the words both share are at least half of the smaller set's and a third of
    /// the larger's ("most of their words", ``RowPairing``). O(smaller set).
    func keepsMost(of other: TextWords) -> Bool {
        let (small, large) = words.count <= other.words.count ? (words, other.words) : (other.words, words)
        guard !small.isEmpty else { return false }
        let shared = small.reduce(0) { $0 + (large.contains($1) ? 1 : 0) }
        return shared * 2 >= small.count && shared * 3 >= large.count
    }
}

extension TodoFile {
    /// Reads `bytes`, a version of the file that continues `base`: ``parse(_:)``, then each
    /// row without an id in its line known by the id of the base row it continues
    /// (``RowPairing``). What every merge with the file reads. O(file size) expected.
    static func parse(_ bytes: [UInt8], continuing base: TodoFile) -> TodoLoadResult {
        var result = parse(bytes)
        RowPairing.pair(&result.file, with: base)
        return result
    }
}

extension TodoFile {
    /// Gives each row without an id (one just made, `id` empty) the id every reader of the
    /// file's bytes derives for it (``parse(_:)``), so that what a command says is the id a
    /// later command finds. O(file size).
    public mutating func knowRowsAsEveryReaderDoes() {
        guard items.contains(where: { $0.id.isEmpty }) else { return }
        let read = TodoFile.parse(bytes()).file.items
        guard read.count == items.count else { return }
        for index in items.indices where items[index].id.isEmpty { items[index].assignID(read[index].id) }
    }
}

extension TodoFile {
    /// Writes each row's id into its line where the line does not hold it yet
    /// (``TodoItem/writeID(_:)``): what a save does under `set ids always`. O(rows), and
    /// O(line length) for each row that gains its id.
    public mutating func writeEveryID() {
        for index in items.indices where !items[index].writesID && !items[index].id.isEmpty {
            items[index].writeID(items[index].id)
        }
    }
}
