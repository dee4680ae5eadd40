/// Rows being dragged with the mouse, and where they would land: seed 000's `onMove`. The rows
/// stay where they are in the list (with their state and effects) until the drag ends; the
/// screen shows them at ``place`` meanwhile.
public struct RowDrag: Equatable, Sendable {
    /// Where dragged rows land, among the visible rows that are not dragged.
    public enum Place: Hashable, Sendable {
        /// Just before this visible row.
        case before(String)
        /// After the last visible row.
        case end
    }

    /// The edge of the list the pointer holds, which scrolls the place one row per tick.
    public enum Edge: Hashable, Sendable {
        case top, bottom
    }

    /// The rows that move, in list order: the visible marked rows when the pressed row is
    /// marked, else the pressed row.
    public let ids: [String]
    /// Where they land when the drag ends.
    public var place: Place
    /// The edge the pointer holds, nil when it is inside the list.
    public var edge: Edge?
}
