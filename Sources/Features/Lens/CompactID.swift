import Core
import Storage

/// A row's id in 8 bytes, for the projections that hold one per row (``RowIDList``): an id of
/// ``TodoID``'s form (every id Lista gives or derives) as its 50 bits, any other as its place
/// in a table of such ids that the process shares. Equal ids make equal values. The table
/// keeps an id for the process's life; lists rarely hold ids of another form.
public struct CompactID: Hashable, Sendable {
    private let raw: UInt64

    private static let tableFlag: UInt64 = 1 << 63
    private static let table = Locked(OtherIDs())

    /// The ids that are not of ``TodoID``'s form, each once.
    private struct OtherIDs: Sendable {
        var ids: [String] = []
        var places: [String: UInt64] = [:]
    }

    /// `id` in 8 bytes. O(length of the id); an id of another form is looked up under a lock.
    public init(_ id: String) {
        if let bits = TodoID.bits(of: id) {
            raw = bits
        } else {
            raw = Self.tableFlag | Self.table.withLock { table in
                if let place = table.places[id] { return place }
                let place = UInt64(table.ids.count)
                table.ids.append(id)
                table.places[id] = place
                return place
            }
        }
    }

    /// `item`'s id in 8 bytes, the same as `CompactID(item.id)`, without making the id's
    /// `String` for an id of ``TodoID``'s form. O(length of the id).
    public init(of item: TodoItem) {
        if let bits = item.idBits { self.init(raw: bits) } else { self.init(item.id) }
    }

    private init(raw: UInt64) {
        self.raw = raw
    }

    /// The id. O(1) for an id of ``TodoID``'s form.
    public var id: String {
        guard raw & Self.tableFlag != 0 else { return TodoID.make(from: raw) }
        let place = Int(raw & ~Self.tableFlag)
        return Self.table.withLock { $0.ids[place] }
    }
}
