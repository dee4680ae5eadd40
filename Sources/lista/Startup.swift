import Core
import Features
import Foundation
import Storage
import Views

/// Reading the list and building the first state.
enum Startup {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What was read: the base for the next save, and what the person should hear.
    struct Loaded {
        var snapshot: StoreSnapshot
        var warnings: [LoadWarning]
        var created: Bool
    }

    /// Loads the file; the interactive app creates it with starter rows when missing, a
    /// preview never writes (it shows the starter rows it would create).
    static func load(path: String, create: Bool) throws -> Loaded {
        let store = TodoStore(path: path)
        if create {
            let loaded = try store.loadOrCreate(starter: StarterList.file())
            return Loaded(snapshot: loaded.snapshot, warnings: loaded.result.warnings, created: loaded.created)
        }
        do {
            let loaded = try store.load()
            return Loaded(snapshot: loaded.snapshot, warnings: loaded.result.warnings, created: false)
        } catch StorageError.fileMissing, StorageError.directoryMissing {
            return Loaded(snapshot: StoreSnapshot(file: StarterList.file()), warnings: [], created: false)
        }
    }

    /// The list as loaded, with `open` presented (a deep link) and load warnings in the status bar.
    static func initialState(_ loaded: Loaded, open: Options.Open?) throws -> TodoList.State {
        let rows = IdentifiedArray(uniqueElements: loaded.snapshot.file.items.lazy.map { Row.State(item: $0) })
        var state = TodoList.State(rows: rows)
        var notes = loaded.warnings.map(\.message)
        if loaded.created { notes.insert("A new list with a few starter rows — ? shows every key", at: 0) }
        state.message = notes.isEmpty ? nil : notes.joined(separator: " ")
        switch open {
        case nil:
            break
        case .help?:
            state.destination = .help(Help.State())
        case .filter?:
            let tags = state.tagsInUse()
            state.destination = .filter(FilterPicker.State(lens: state.lens, projects: tags.projects, contexts: tags.contexts))
        case let .edit(id)?:
            guard let row = state.rows[id: id] else { throw Failure(description: "--open edit:\(id): no row has the id \(id) (lista ls shows ids)") }
            state.selection = id
            state.destination = .editor(Editor.State(row: row))
        case let .detail(id)?:
            guard state.rows.contains(id: id) else { throw Failure(description: "--open detail:\(id): no row has the id \(id) (lista ls shows ids)") }
            state.selection = id
            state.destination = .detail(Detail.State(rowID: id))
        }
        return state
    }
}
