import Collections
import Core
import Features
import Settings
import Storage
import Views

/// Reading the list and building the first state.
enum Startup {
    /// What was read: the base for the next save, and what the person should hear.
    struct Loaded {
        var snapshot: StoreSnapshot
        var warnings: [LoadWarning]
        /// What a missing file became, when the interactive app created it.
        var created: NewList?
    }

    /// What a list that did not exist starts as.
    enum NewList {
        /// The default list on its very first run: the starter rows teach the keys.
        case starter
        /// A file the person named: empty, with the empty list's hint on how to add.
        case empty
    }

    /// Loads the file; the interactive app creates it when missing (`newList` says with what),
    /// a preview never writes (it shows the rows it would create).
    static func load(path: String, create: Bool, newList: NewList) throws -> Loaded {
        let store = TodoStore(path: path)
        let starter = { newList == .starter ? StarterList.file() : TodoFile() }
        if create {
            let loaded = try store.loadOrCreate(starter: starter())
            return Loaded(snapshot: loaded.snapshot, warnings: loaded.warnings, created: loaded.created ? newList : nil)
        }
        do {
            let loaded = try store.load()
            return Loaded(snapshot: loaded.snapshot, warnings: loaded.warnings, created: nil)
        } catch StorageError.fileMissing, StorageError.directoryMissing {
            return Loaded(snapshot: StoreSnapshot(file: starter()), warnings: [], created: nil)
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
        // Each note is a message of its own, so the messages page shows every one whole; the
        // line shows the first the person may act on, and says when there are more.
        var notes = loaded.warnings.map(\.message) + config.startupMessages
        switch loaded.created {
        case .starter?: notes.insert("A new list with a few starter rows — \(KeyHints.everyKey.text)", at: 0)
        case .empty?, nil: break  // the empty list says how to add, where the rows will be
        }
        for note in notes.dropFirst() {
            state.status.log.record(StatusMessage(note))
        }
        if let first = notes.first { state.message = .first(first, of: notes.count) }
        switch open {
        case let .edit(id)?: try select(id, in: &state, for: "edit")
        case let .detail(id)?: try select(id, in: &state, for: "detail")
        case .help?, .filter?, nil: break
        }
        return state
    }

    private static func select(_ id: String, in state: inout TodoList.State, for link: String) throws {
        guard state.rows.contains(id: id) else {
            // A deep link to no row is a usage error of `--open`, said as the option parser says one.
            throw Options.UsageError(description: "--open \(link):\(id): no row has the id \(id) (lista ls shows ids)")
        }
        state.selection = id
    }

    /// What `--open` asks for, as the action its key sends (`?`, `f`, `e`, `l` on the selected
    /// row): a deep link presents through the same reducer as a key, before the first frame.
    static func openAction(_ open: Options.Open?) -> TodoList.Action? {
        switch open {
        case nil: nil
        case .help?: .view(.open(.help))
        case .filter?: .view(.open(.filter))
        case .edit?: .view(.open(.editor))
        case .detail?: .view(.open(.detail))
        }
    }

    /// A store on `state` that saves nowhere (for `--render`), with `open` presented.
    static func previewStore(_ state: TodoList.State, open: Options.Open?) -> Store<TodoList.State, TodoList.Action> {
        let store = Store(initialState: state, reducer: TodoList(), prepareDependencies: {
            $0.storage = StorageClient.inMemory().client
            $0.notes = .unavailable
        })
        if let action = openAction(open) { store.send(action) }
        store.cancelAllEffects()
        return store
    }
}
