import Glibc

/// An order to show rows in, without changing their order in the file: the app's sort lenses
/// and `lista ls --sort`. Rows that tie keep the file's order (the sort is stable).
public enum RowSort: String, CaseIterable, Equatable, Sendable {
    /// (A) first, then B … Z, then rows without a priority.
    case priority
    /// The earliest due date first; rows without one last.
    case due
    /// The oldest creation date first; rows without one last.
    case created
    /// By text, ignoring case the Unicode way (``CaseFolding``).
    case text
    /// Pending rows, then done rows.
    case doneLast = "done-last"

    /// The name the header and the help give it.
    public var title: String {
        switch self {
        case .priority: "priority"
        case .due: "due date"
        case .created: "creation date"
        case .text: "text"
        case .doneLast: "done last"
        }
    }

    /// The next sort in the order `S` cycles through, nil after the last (the file's order).
    public static func cycled(from sort: RowSort?) -> RowSort? {
        guard let sort else { return allCases.first }
        let index = allCases.firstIndex(of: sort)! + 1
        return index < allCases.count ? allCases[index] : nil
    }

    /// What `item` sorts by. O(1), or O(text) for ``text``.
    public func key(_ item: TodoItem) -> RowSortKey {
        switch self {
        case .priority: RowSortKey(rank: item.priority.flatMap(\.asciiValue).map(Int64.init) ?? Int64.max)
        case .due: RowSortKey(rank: item.due.map(Self.rank) ?? Int64.max)
        case .created: RowSortKey(rank: item.creationDate.map(Self.rank) ?? Int64.max)
        case .text: RowSortKey(text: CaseFolding.folded(item.text))
        case .doneLast: RowSortKey(rank: item.done ? 1 : 0)
        }
    }

    private static func rank(_ date: TodoDate) -> Int64 {
        Int64(date.year * 10_000 + date.month * 100 + date.day)
    }
}

/// What a row sorts by under one ``RowSort``: a rank, or (for the text sort) folded text in
/// code point order, its first eight UTF-8 bytes packed into the rank so that most
/// comparisons of a million keys are one integer comparison.
public struct RowSortKey: Comparable, Hashable, Sendable {
    let rank: UInt64
    let text: String

    init(rank: Int64) {
        self.rank = UInt64(bitPattern: rank) ^ (1 << 63)
        text = ""
    }

    /// `folded` in code point order (UTF-8's byte order is code point order).
    init(text folded: String) {
        var prefix: UInt64 = 0
        var count = 0
        for byte in folded.utf8.prefix(8) {
            prefix = prefix << 8 | UInt64(byte)
            count += 1
        }
        rank = prefix << (8 * UInt64(8 - count))
        text = folded
    }

    public static func < (lhs: RowSortKey, rhs: RowSortKey) -> Bool {
        order(lhs, rhs) < 0
    }

    public static func == (lhs: RowSortKey, rhs: RowSortKey) -> Bool {
        order(lhs, rhs) == 0
    }

    /// Consistent with ``order(_:_:)``: equal keys have equal bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Negative, zero or positive as `lhs` sorts before, with or after `rhs`: one pass, for
    /// sorts that break ties. O(1) unless the first eight bytes tie, then O(text).
    public static func order(_ lhs: RowSortKey, _ rhs: RowSortKey) -> Int {
        if lhs.rank != rhs.rank { return lhs.rank < rhs.rank ? -1 : 1 }
        return lhs.text.utf8.withContiguousStorageIfAvailable { left in
            rhs.text.utf8.withContiguousStorageIfAvailable { right in
                let common = Swift.min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? Int(order) : left.count - right.count
            }
        }?.flatMap { $0 } ?? (lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8) ? -1 : lhs.text == rhs.text ? 0 : 1)
    }
}
