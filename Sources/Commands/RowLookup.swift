import Storage

/// Finding the row an id on the command line means: the exact id, else the only id starting
/// with it.
enum RowLookup {
    /// The index of the row `id` names. Throws a refusal when none or several match. O(n).
    static func index(of id: String, in items: [TodoItem]) throws -> Int {
        if let exact = items.firstIndex(where: { $0.id == id }) { return exact }
        let matches = items.indices.filter { items[$0].id.hasPrefix(id) }
        switch matches.count {
        case 1: return matches[0]
        case 0: throw CommandFailure.refused("No row has the id '\(id)'.")
        default:
            let some = matches.prefix(5).map { items[$0].id }.joined(separator: ", ")
            throw CommandFailure.refused("The id '\(id)' is ambiguous: it starts \(matches.count) ids (\(some)\(matches.count > 5 ? ", ..." : "")).")
        }
    }
}
