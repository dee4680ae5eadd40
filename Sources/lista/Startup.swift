import Collections
import Core
import Features
import Settings
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
            return Loaded(snapshot: loaded.snapshot, warnings: loaded.warnings, created: loaded.created)
        }
        do {
            let loaded = try store.load()
            return Loaded(snapshot: loaded.snapshot, warnings: loaded.warnings, created: false)
        } catch StorageError.fileMissing, StorageError.directoryMissing {
            return Loaded(snapshot: StoreSnapshot(file: StarterList.file()), warnings: [], created: false)
        }
    }

    /// The person's config file, read and parsed; its keymap becomes the one in use, so the
    /// first frame's hints already name the person's keys.
    static func loadConfig(environment: [String: String]) -> LoadedConfig {
        let loaded = LoadedConfig.load(environment: environment)
        AppKeymap.active = loaded.config.keymap
        return loaded
    }

    /// The list as loaded, through the config's default filter, with load warnings and the
    /// config's unused lines in the status bar and, for a deep link to a row
    /// (`--open edit:ID`, `detail:ID`), that row selected. Throws when the row is missing.
    static func initialState(_ loaded: Loaded, config: LoadedConfig, open: Options.Open?) throws -> TodoList.State {
        let rows = Row.loaded(loaded.snapshot.rows)
        var state = TodoList.State(rows: rows, lens: Lens(status: config.config.defaultFilter, sort: config.config.sort),
                                   today: TodoDate.today())
        var notes = loaded.warnings.map(\.message)
        if let configMessage = config.startupMessage { notes.append(configMessage) }
        if loaded.created { notes.insert("A new list with a few starter rows — \(KeyHints.everyKey.text)", at: 0) }
        state.message = notes.isEmpty ? nil : StatusMessage(notes.joined(separator: " "))
        switch open {
        case let .edit(id)?: try select(id, in: &state, for: "edit")
        case let .detail(id)?: try select(id, in: &state, for: "detail")
        case .help?, .filter?, nil: break
        }
        return state
    }

    private static func select(_ id: String, in state: inout TodoList.State, for link: String) throws {
        guard state.rows.contains(id: id) else {
            throw Failure(description: "--open \(link):\(id): no row has the id \(id) (lista ls shows ids)")
        }
        state.selection = id
    }

    /// What `--open` asks for, as the action its key sends (`?`, `f`, `e`, `l` on the selected
    /// row): a deep link presents through the same reducer as a key, before the first frame.
    static func openAction(_ open: Options.Open?) -> TodoList.Action? {
        switch open {
        case nil: nil
        case .help?: .openHelp
        case .filter?: .openFilter
        case .edit?: .openEditor
        case .detail?: .openDetail
        }
    }

    /// A store on `state` that saves nowhere (for `--render`), with `open` presented.
    static func previewStore(_ state: TodoList.State, open: Options.Open?) -> Store<TodoList.State, TodoList.Action> {
        let store = Store(initialState: state, reducer: TodoList(), prepareDependencies: {
            $0.storage = StorageClient.inMemory().client
        })
        if let action = openAction(open) { store.send(action) }
        store.cancelAllEffects()
        return store
    }
}
