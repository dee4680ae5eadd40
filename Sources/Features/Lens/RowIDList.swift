import Collections

/// Row ids in an order (the list's, a lens's, a sort's), 8 bytes each (``CompactID``) instead
/// of a string's 16: the memo keeps up to three of these a row. Reads as a collection of the
/// ids; indexing, inserting and removing are ``ChunkedArray``'s, O(log(n / 1,024)) to
/// O(1,024 + n / 1,024), plus O(1) to make the id.
public struct RowIDList: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    private var ids: ChunkedArray<CompactID>

    /// An empty list. O(1).
    public init() {
        ids = []
    }

    /// `ids` in order. O(n).
    public init<S: Sequence>(_ ids: S) where S.Element == String {
        self.ids = ChunkedArray(ids.lazy.map(CompactID.init))
    }

    /// `ids` in order. O(n).
    init<S: Sequence>(compactIDs ids: S) where S.Element == CompactID {
        self.ids = ChunkedArray(ids)
    }

    public init(arrayLiteral ids: String...) {
        self.init(ids)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ids.count }

    /// The id at `position`. O(log(n / 1,024)).
    public subscript(position: Int) -> String { ids[position].id }

    /// Whether the id at `position` is `id`. O(log(n / 1,024)), no string made for an id of
    /// ``TodoID``'s form.
    func holds(_ id: CompactID, at position: Int) -> Bool { ids[position] == id }

    /// The ids at `positions`, in order. O(log(n / 1,024) + positions), no string made.
    func compactIDs(in positions: Range<Int>) -> [CompactID] {
        var found: [CompactID] = []
        found.reserveCapacity(positions.count)
        ids.forEach(in: positions) { found.append($0) }
        return found
    }

    mutating func append(_ id: String) {
        ids.append(CompactID(id))
    }

    mutating func append(_ id: CompactID) {
        ids.append(id)
    }

    /// Appends `ids` as one chunk, keeping their buffer, so that lists built from the same
    /// block of ids share it (``ChunkedArray/appendChunk(_:)``). O(1) amortized.
    mutating func appendChunk(_ ids: [CompactID]) {
        self.ids.appendChunk(ids)
    }

    mutating func insert(_ id: String, at offset: Int) {
        ids.insert(CompactID(id), at: offset)
    }

    @discardableResult
    mutating func remove(at offset: Int) -> String {
        ids.remove(at: offset).id
    }

    /// Exchanges the ids at `first` and `second`. O(log(n / 1,024)).
    mutating func swapAt(_ first: Int, _ second: Int) {
        ids.swapAt(first, second)
    }

    public var description: String { Array(self).description }
}
