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

    /// The item of the row at `position`. O(1).
    public subscript(position: Int) -> TodoItem { rows[position].item }
}
