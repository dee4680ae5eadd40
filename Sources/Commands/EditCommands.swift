import Storage

/// `lista done`, `rm`, `mv` and `pri`: each one read-modify-write under the file's lock
/// (`lista add` is ``AddCommand``).
enum EditCommands {
    /// Marks a row done today (and adds its next occurrence when it recurs).
    static func complete(_ id: String, store: TodoStore, context: CommandContext) throws {
        try requireFile(store, naming: id)
        let line = try WarningLines.modify(store, context: context) { file -> String in
            let index = try RowLookup.index(of: id, in: file.items)
            guard !file.items[index].done else {
                throw CommandFailure.refused("The row \(file.items[index].id) is already done.")
            }
            file.items[index].complete(on: context.today)
            var said = "Done: \(file.items[index].lineWithoutID)\n"
            // A recurring row brings its next occurrence below it, as in the app.
            if let next = file.items[index].nextOccurrence(completedOn: context.today) {
                file.items.insert(next, at: index + 1)
                file.knowRowsAsEveryReaderDoes()
                said += "Next: \(next.lineWithoutID) (id \(file.items[index + 1].id))\n"
            }
            return said
        }
        context.standardOutput(line)
    }

    /// Deletes a row.
    static func remove(_ id: String, store: TodoStore, context: CommandContext) throws {
        try requireFile(store, naming: id)
        let line = try WarningLines.modify(store, context: context) { file -> String in
            let index = try RowLookup.index(of: id, in: file.items)
            return file.items.remove(at: index).lineWithoutID
        }
        context.standardOutput("Removed: \(line)\n")
    }

    /// Moves a row just before or after another.
    static func move(_ id: String, relativeTo target: String, after: Bool, store: TodoStore, context: CommandContext) throws {
        try requireFile(store, naming: id)
        try WarningLines.modify(store, context: context) { file in
            let from = try RowLookup.index(of: id, in: file.items)
            let anchor = try RowLookup.index(of: target, in: file.items)
            guard from != anchor else { throw CommandFailure.refused("Cannot move a row before or after itself.") }
            let anchorID = file.items[anchor].id
            let item = file.items.remove(at: from)
            let newAnchor = file.items.firstIndex { $0.id == anchorID }!
            file.items.insert(item, at: after ? newAnchor + 1 : newAnchor)
        }
    }

    /// Sets (`priority` A-Z) or clears (nil) a row's priority; prints the row.
    static func setPriority(_ id: String, to priority: Character?, store: TodoStore, context: CommandContext) throws {
        try requireFile(store, naming: id)
        let line = try WarningLines.modify(store, context: context) { file -> String in
            let index = try RowLookup.index(of: id, in: file.items)
            file.items[index].priority = priority
            return file.items[index].lineWithoutID
        }
        context.standardOutput((priority.map { "Priority \($0): " } ?? "Priority cleared: ") + line + "\n")
    }

    /// Commands that name a row need an existing file: a missing one (or a missing folder) is
    /// "no such row", exit 1, never an empty save.
    private static func requireFile(_ store: TodoStore, naming id: String) throws {
        if try FileStatus.of(store.path) == nil {
            throw CommandFailure.refused("No row has the id '\(id)': there is no list at \(store.path) yet.")
        }
    }
}
