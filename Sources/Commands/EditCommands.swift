import Storage

/// `lista add`, `done`, `rm` and `mv`: each one read-modify-write under the file's lock.
enum EditCommands {
    /// Adds a row from todo.txt text; prints its id. A pending row without a creation date gets
    /// today's, as rows added in the app do (text that brings its own date keeps it).
    static func add(_ text: String, store: TodoStore, context: CommandContext) throws {
        let (id, _) = try store.modify(createDirectories: true) { file -> String in
            var item = TodoItem(parsing: text)
            if !item.done, item.creationDate == nil { item.creationDate = context.today }
            let taken = Set(file.items.map(\.id))
            if item.id.isEmpty {
                item.id = TodoID.random(avoiding: taken)
            } else if taken.contains(item.id) {
                throw CommandFailure.refused("The id '\(item.id)' is already used by another row.")
            }
            file.items.append(item)
            return item.id
        }
        context.standardOutput("\(id)\n")
    }

    /// Marks a row done today.
    static func complete(_ id: String, store: TodoStore, context: CommandContext) throws {
        try requireFile(store)
        let (line, _) = try store.modify { file -> String in
            let index = try RowLookup.index(of: id, in: file.items)
            guard !file.items[index].done else {
                throw CommandFailure.refused("The row \(file.items[index].id) is already done.")
            }
            file.items[index].complete(on: context.today)
            return file.items[index].lineWithoutID
        }
        context.standardOutput("Done: \(line)\n")
    }

    /// Deletes a row.
    static func remove(_ id: String, store: TodoStore, context: CommandContext) throws {
        try requireFile(store)
        let (line, _) = try store.modify { file -> String in
            let index = try RowLookup.index(of: id, in: file.items)
            return file.items.remove(at: index).lineWithoutID
        }
        context.standardOutput("Removed: \(line)\n")
    }

    /// Moves a row just before or after another.
    static func move(_ id: String, relativeTo target: String, after: Bool, store: TodoStore, context: CommandContext) throws {
        try requireFile(store)
        try store.modify { file in
            let from = try RowLookup.index(of: id, in: file.items)
            let anchor = try RowLookup.index(of: target, in: file.items)
            guard from != anchor else { throw CommandFailure.refused("Cannot move a row before or after itself.") }
            let anchorID = file.items[anchor].id
            let item = file.items.remove(at: from)
            let newAnchor = file.items.firstIndex { $0.id == anchorID }!
            file.items.insert(item, at: after ? newAnchor + 1 : newAnchor)
        }
    }

    /// Commands that name a row need an existing file: a missing one is "not found", not an empty save.
    private static func requireFile(_ store: TodoStore) throws {
        if try FileStatus.of(store.path) == nil {
            throw CommandFailure.refused("There is no list at \(store.path) yet.")
        }
    }
}
