import Core

/// The lists open in a session: the one on screen, and the others parked as they were left,
/// each with what the screen keeps of it (`Kept`: the terminal keeps its scroll position). A
/// list picked in the list picker is opened the first time and found as it was left after that.
public struct OpenLists<Kept> {
    /// The list on screen.
    public private(set) var current: OpenList
    /// The other lists opened in this run, by path, as they were left.
    private var parked: [String: (list: OpenList, kept: Kept)] = [:]
    /// Opens a list the first time it is picked (load, storage, store, watcher); throws with
    /// a plain-words reason.
    private let open: (String) throws -> OpenList

    /// `first` on screen; a list picked later is opened with `open`.
    public init(_ first: OpenList, open: @escaping (String) throws -> OpenList) {
        current = first
        self.open = open
    }

    /// The lists not on screen: they still finish their saves and follow their files.
    public var others: [OpenList] { parked.keys.sorted().compactMap { parked[$0]?.list } }

    /// Shows the list the one on screen asked for in the picker, if it asked: parks the list on
    /// screen with `kept`, and brings back the chosen one with what was kept of it, or opens it
    /// with `fresh` (what the screen keeps of a list it has not shown yet). A list that cannot be
    /// opened says why, and the list on screen stays. Whether another list is on screen now.
    public mutating func showRequested(keeping kept: inout Kept, fresh: Kept) -> Bool {
        guard let requested = current.store.state.requestedList else { return false }
        current.store.send(.lists(.requestTaken))
        guard requested != current.path else { return false }
        let next: (list: OpenList, kept: Kept)
        do {
            next = try parked.removeValue(forKey: requested) ?? (open(requested), fresh)
        } catch {
            current.store.send(.messages(.show("Could not open \(OpenList.name(of: requested)): \(error)")))
            return false
        }
        parked[current.path] = (current, kept)
        (current, kept) = next
        return true
    }

    /// Leaves the field of every open list and saves it, as a quit does: the failures, each
    /// naming its list when several are open.
    public func saveAll() -> [String] {
        let lists = [current] + others
        return lists.compactMap { list -> String? in
            if list.store.state.focus != nil { list.store.send(.view(.leaveField)) }
            guard let failure = list.flush(list.store.state) else { return nil }
            return lists.count > 1 ? "\(list.name): \(failure)" : failure
        }
    }

    /// Saves every open list as it is, as a signal does (no field is left first).
    public func flushAll() {
        for list in [current] + others { _ = list.flush(list.store.state) }
    }
}
