/// How Lista knows a row again in a new version of the file without writing ids into it: the
/// one pairing rule, used wherever a version read from disk meets the base (the version the
/// list last agreed with) before the merge.
///
/// A row whose line holds an `id:` that no other line of either version holds is known by it.
/// Every other row (an `id:` written on two lines is no identity: another program may have
/// copied or swapped the lines) is known by an id Lista keeps in memory (derived from its line
/// on a first read, or drawn for a row made here), so when another program changes its line,
/// the new line is paired with the base row it continues, and takes that row's id. Each rule
/// chooses the best match over every candidate, never the first in file order:
/// 1. the same line, first to first (a line that did not change, wherever it moved);
/// 2. a line that kept most of its words, the most first: the share of words the two texts
///    have in common (case set aside: "GAS" is "gas"), then a base row between the same two
///    known rows (its place), then the nearer one;
/// 3. a line that kept its place, between the same two known rows on both sides, when as many
///    lines are left on both sides there, in order (todo.sh's `replace` leaves a line there).
/// A line paired with nothing is a new row (its derived id, kept unless a base row has it);
/// a base row paired with nothing was deleted outside. A row changed beyond recognition on
/// both sides so reads as deleted and added: the merge keeps both versions and says so.
///
/// "Most of its words": the words the two texts share are at least half of the shorter one's
/// and at least a third of the longer one's (a row that gained many words in an append still
/// pairs in its place through rule 3).
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
            // Rows known by the id in their line continue the base row of that id, when no
            // other line of either version writes it.
            let repeated = RowPairing.repeatedWrittenIDs(items, in: middle)
                .union(RowPairing.repeatedWrittenIDs(baseItems, in: baseItems.indices))
            for row in middle where items[row].writesID && !repeated.contains(items[row].id) {
                if let baseRow = baseIndex[items[row].id], !taken[baseRow], !repeated.contains(baseItems[baseRow].id) {
                    link(row, baseRow)
                }
            }
            // 1. The same line: its derived id nearly always names it already.
            for row in middle where partner[row] == nil && (!items[row].writesID || repeated.contains(items[row].id)) {
                let item = items[row]
                if let baseRow = baseIndex[item.id], !taken[baseRow], RowPairing.sameLine(item, baseItems[baseRow]) {
                    link(row, baseRow)
                } else {
                    open.append(row)
                }
            }
            if !open.isEmpty { pairSameLines() }
            if !open.isEmpty { pairByBestWords() }
            if !open.isEmpty { pairInPlace() }
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

        /// The base rows between the partners of the rows around `row`'s run of open rows (its
        /// gap), as a range of base rows; nil when the rows around are not paired in order.
        private func gap(around run: ClosedRange<Int>) -> Range<Int>? {
            let before = run.lowerBound > 0 ? partner[run.lowerBound - 1] : -1
            let after = run.upperBound + 1 < items.count ? partner[run.upperBound + 1] : baseItems.count
            guard let before, let after, before < after else { return nil }
            return (before + 1)..<after
        }

        /// The runs of consecutive open rows, each with its gap.
        private func runs() -> [(rows: ClosedRange<Int>, gap: Range<Int>?)] {
            var runs: [(rows: ClosedRange<Int>, gap: Range<Int>?)] = []
            var index = 0
            while index < open.count {
                var end = index
                while end + 1 < open.count, open[end + 1] == open[end] + 1 { end += 1 }
                let rows = open[index]...open[end]
                runs.append((rows, gap(around: rows)))
                index = end + 1
            }
            return runs
        }

        /// Rule 2: by words, the best match first. The candidates of a row are the open base
        /// rows in its gap (at most ``RowPairing/gapComparisons`` pairs a gap) and those that
        /// share a word with it that at most ``RowPairing/commonWord`` open base rows hold
        /// (found through an index of their words).
        private mutating func pairByBestWords() {
            var baseWords: [Int: TextWords] = [:]
            var index: [String: [Int]] = [:]
            for baseRow in baseItems.indices where !taken[baseRow] {
                let words = TextWords(baseItems[baseRow])
                baseWords[baseRow] = words
                for word in words.words { index[word, default: []].append(baseRow) }
            }
            guard !baseWords.isEmpty else { return }
            var matches: [Match] = []
            for run in runs() {
                let gap = run.gap.map { gap in gap.filter { !taken[$0] } } ?? []
                let gapIsSmall = gap.count * run.rows.count <= RowPairing.gapComparisons
                for row in run.rows {
                    let words = TextWords(items[row])
                    var seen: Set<Int> = []
                    if gapIsSmall { seen.formUnion(gap) }
                    for word in words.words {
                        guard let rows = index[word], rows.count <= RowPairing.commonWord else { continue }
                        seen.formUnion(rows)
                    }
                    for baseRow in seen {
                        guard let other = baseWords[baseRow], let share = words.share(with: other) else { continue }
                        let inGap = run.gap?.contains(baseRow) == true
                        matches.append(Match(row: row, baseRow: baseRow, share: share, inGap: inGap, distance: abs(row - baseRow)))
                    }
                }
            }
            matches.sort()
            for match in matches where partner[match.row] == nil && !taken[match.baseRow] { link(match.row, match.baseRow) }
            open.removeAll { partner[$0] != nil }
        }

        /// Rule 3: in each gap, as many rows left on both sides, in order.
        private mutating func pairInPlace() {
            for run in runs() {
                guard let gap = run.gap else { continue }
                let gapLeft = gap.filter { !taken[$0] }
                guard gapLeft.count == run.rows.count else { continue }
                for (row, baseRow) in zip(run.rows, gapLeft) { link(row, baseRow) }
            }
            open.removeAll { partner[$0] != nil }
        }
    }

    /// A candidate pair of rule 2, ordered best first: the larger share of words, then a base
    /// row in the row's gap, then the nearer, then file order (so the order is total).
    private struct Match: Comparable {
        let row: Int
        let baseRow: Int
        let share: TextWords.Share
        let inGap: Bool
        let distance: Int

        static func < (lhs: Match, rhs: Match) -> Bool {
            if lhs.share != rhs.share { return lhs.share > rhs.share }
            if lhs.inGap != rhs.inGap { return lhs.inGap }
            if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
            return (lhs.row, lhs.baseRow) < (rhs.row, rhs.baseRow)
        }
    }

    /// The ids that the lines of `items[range]` write more than once (the first row holding an
    /// id keeps it; a later line writing it is known by a derived id, so its own `id:` word
    /// is read here). O(rows in range), and O(line length) for a row whose line writes no id of
    /// its own.
    static func repeatedWrittenIDs(_ items: [TodoItem], in range: Range<Int>) -> Set<String> {
        var repeated: Set<String> = []
        for index in range where !items[index].writesID {
            guard let written = items[index].writtenIDWord else { continue }
            repeated.insert(written)
        }
        return repeated
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
        for row in middle where !theirs.items[row].writesID || partner[row].map({ baseItems[$0].id }) != theirs.items[row].id {
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

/// A row's words (its text split at spaces, case set aside), for telling whether a line kept
/// most of them, and how many.
struct TextWords {
    let words: Set<String>

    init(_ item: TodoItem) {
        words = Set(item.text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() })
    }

    /// The share of words two texts have in common: shared words over the words of both.
    struct Share: Comparable {
        let shared: Int
        let all: Int

        static func < (lhs: Share, rhs: Share) -> Bool { lhs.shared * rhs.all < rhs.shared * lhs.all }
        static func == (lhs: Share, rhs: Share) -> Bool { lhs.shared * rhs.all == rhs.shared * lhs.all }
    }

    /// The share of words both texts hold, when they keep most of them: at least half of the
    /// smaller set's and a third of the larger's ("most of their words", ``RowPairing``); nil
    /// otherwise. O(smaller set).
    func share(with other: TextWords) -> Share? {
        let (small, large) = words.count <= other.words.count ? (words, other.words) : (other.words, words)
        guard !small.isEmpty else { return nil }
        let shared = small.reduce(0) { $0 + (large.contains($1) ? 1 : 0) }
        guard shared * 2 >= small.count && shared * 3 >= large.count else { return nil }
        return Share(shared: shared, all: small.count + large.count - shared)
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
