/// How much room a loaded list's big arrays keep for rows added later.
///
/// An array grows by copying itself into one twice its size, so the first row added to a
/// million loaded rows would hold the old 24 MB of row states and their new copy at once (and
/// glibc keeps the freed old copy resident inside its heap): the peak at a million rows went from 1.95×
/// the file to 2.3× with one `a`. Room reserved but not written costs no resident memory, so
/// the list's rows, their id table and the merge base's words reserve an eighth more at load.
public enum RoomToGrow {
    /// The capacity to reserve for `count` loaded rows: an eighth more, and at least 64 more.
    /// O(1).
    public static func capacity(forLoaded count: Int) -> Int {
        count + Swift.max(64, count / 8)
    }

    /// Makes `array` able to hold `count` elements, with the room above when it has to grow;
    /// nothing when it can hold them already. O(count) when it grows, else O(1).
    static func reserve<Element>(_ array: inout [Element], for count: Int) {
        if array.capacity < count { array.reserveCapacity(capacity(forLoaded: count)) }
    }
}
