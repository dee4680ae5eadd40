import Core

/// Reordering: by key chords one visible step at a time, by visible offsets, and sorting.
/// Moving permutes; no row is created or destroyed, so no state is lost and no effect stops.
extension TodoList {
    /// Moves the target rows (visible marks, else the cursor's row) one visible step. A block
    /// of adjacent rows moves together; a row at the edge stays.
    func moveSelected(_ state: inout State, up: Bool) -> Effect<Action> {
        state.history.closeTyping()
        if state.marks.isEmpty {
            return moveOneStep(&state, up: up)
        }
        let targets = Set(state.targetIDs())
        guard !targets.isEmpty else { return .none }
        let visible = state.visibleIDs
        var order = visible.indices.filter { targets.contains(visible[$0]) }
        if !up { order.reverse() }
        var steps: [UndoStep] = []
        var blocked = Set<String>()
        var current = visible
        for visibleOffset in order {
            let id = visible[visibleOffset]
            guard let position = current.firstIndex(of: id) else { continue }
            let neighbourPosition = up ? position - 1 : position + 1
            guard current.indices.contains(neighbourPosition), !blocked.contains(current[neighbourPosition]) else {
                blocked.insert(id)
                continue
            }
            let neighbour = current[neighbourPosition]
            let realOffset = state.rows.index(id: id)!
            let neighbourOffset = state.rows.index(id: neighbour)!
            let destination = up ? neighbourOffset : neighbourOffset + 1
            if let step = state.moveRows(fromOffsets: [realOffset], toOffset: destination) {
                steps.append(step)
            }
            current.swapAt(position, neighbourPosition)
        }
        guard !steps.isEmpty else { return .none }
        state.history.record(UndoEntry(label: up ? "move up" : "move down", steps: steps))
        state.message = .undoing("Moved \(steps.count == 1 ? "1 row" : "\(steps.count) rows") \(up ? "up" : "down")", "takes it back")
        return scheduleSave()
    }

    /// The cursor's row one visible step, without touching the rest of the projection:
    /// O(log² rows + chunk).
    private func moveOneStep(_ state: inout State, up: Bool) -> Effect<Action> {
        guard let id = state.effectiveSelection, let position = state.visibleOffset(of: id) else { return .none }
        let neighbourPosition = up ? position - 1 : position + 1
        guard state.visibleIDs.indices.contains(neighbourPosition) else {
            state.message = up ? "Already the first row" : "Already the last row"
            return .none
        }
        let neighbour = state.visibleIDs[neighbourPosition]
        guard let step = state.moveRowOneStep(id: id, past: neighbour) else {
            return .none
        }
        state.selection = id
        state.history.record(UndoEntry(label: up ? "move up" : "move down", steps: [step]))
        if let row = state.rows[id: id] {
            state.message = .undoing("Moved \(row.quotedForMessage) \(up ? "up" : "down")", "takes it back")
        }
        return scheduleSave()
    }

    /// Moves the rows at visible offsets `source` to before the visible row at `destination`
    /// (onMove semantics in what the screen shows); hidden rows keep their relative order.
    func move(_ state: inout State, fromVisibleOffsets source: [Int], toVisibleOffset destination: Int) -> Effect<Action> {
        state.history.closeTyping()
        let visible = state.visibleIDs
        let offsets = Set(source).filter { visible.indices.contains($0) }
        guard !offsets.isEmpty, (0...visible.count).contains(destination), !visible.isEmpty else { return .none }
        let realSource = offsets.map { state.rows.index(id: visible[$0])! }
        let realDestination = destination < visible.count
            ? state.rows.index(id: visible[destination])!
            : state.rows.index(id: visible[visible.count - 1])! + 1
        guard let step = state.moveRows(fromOffsets: realSource, toOffset: realDestination) else { return .none }
        state.history.record(UndoEntry(label: "move", steps: [step]))
        state.message = .undoing("Moved \(offsets.count == 1 ? "1 row" : "\(offsets.count) rows")", "takes it back")
        return scheduleSave()
    }

    /// Sorts done rows to the bottom, keeping the order within pending and within done.
    func sortDoneToBottom(_ state: inout State) -> Effect<Action> {
        state.history.closeTyping()
        let before = Array(state.rows.ids)
        // The old offsets in their new order, and where each old offset goes.
        var pending: [Int] = [], done: [Int] = []
        for (offset, row) in state.rows.enumerated() {
            if row.isDone { done.append(offset) } else { pending.append(offset) }
        }
        let order = pending + done
        guard order != Array(before.indices) else {
            state.message = "Already sorted: done rows are at the bottom"
            return .none
        }
        var newOffset = Array(before.indices)
        for (offset, old) in order.enumerated() { newOffset[old] = offset }
        state.content.permute(by: order)
        state.history.record(UndoEntry(
            label: "sort",
            steps: [.relocate(ids: before, from: Array(before.indices), to: newOffset)]))
        state.message = .undoing("Done rows moved to the bottom of your order", "puts them back")
        return scheduleSave()
    }

    /// Turns a sort lens off instead of moving (``ListRows/turnSortOffForMove()``); returns
    /// whether it did.
    func turnSortOffForMove(_ state: inout State) -> Bool {
        guard let said = state.content.turnSortOffForMove() else { return false }
        state.message = said
        return true
    }
}
