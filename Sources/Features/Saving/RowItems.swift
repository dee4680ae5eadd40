import Collections
import Core
import Storage

/// The list's rows as the todo.txt items a save writes, read in place: saving 100k rows
/// through an array of their items held a 12 MB copy for the whole save.
public struct RowItems: RandomAccessCollection, Sendable {
    private let rows: IdentifiedArrayOf<Row.State>

    /// The items of `rows`, in list order. O(1): nothing is copied.
    public init(_ rows: IdentifiedArrayOf<Row.State>) {
        self.rows = rows
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { rows.count }

    /// The item of the row at `position`. O(log(rows / 1,024)).
    public subscript(position: Int) -> TodoItem { rows[position].item }

    /// Walks the rows in order: O(1) per item.
    public struct Iterator: IteratorProtocol {
        var rows: IdentifiedArrayOf<Row.State>.Iterator

        public mutating func next() -> TodoItem? { rows.next()?.item }
    }

    public func makeIterator() -> Iterator { Iterator(rows: rows.makeIterator()) }
}
