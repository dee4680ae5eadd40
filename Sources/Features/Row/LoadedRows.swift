import Collections
import Storage

extension Row {
    /// The rows of a list just loaded, in file order, with room for the rows added later
    /// (``RoomToGrow``), so that the first added row does not copy every row state. O(n).
    /// Inlinable, so that the caller's collection and the id table's work are specialized
    /// together (compiled once for any collection, the table's inserts went through witness
    /// tables: 200 ms more at a million rows).
    @inlinable
    public static func loaded<Items: Collection>(_ items: Items) -> IdentifiedArrayOf<State> where Items.Element == TodoItem {
        IdentifiedArray(uniqueElements: items.lazy.map { State(item: $0) }, minimumCapacity: RoomToGrow.capacity(forLoaded: items.count))
    }
}
