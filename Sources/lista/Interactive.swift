import Core
import Dispatch
import Features
import Glibc
import Settings
import Storage
import Terminal
import Views

/// The interactive app: terminal up, store wired to the live dependencies, run, save, restore.
enum Interactive {
    /// Runs the app on `path` (created as `newList` when missing); returns the exit code (0 on quit, 128+signal when a signal ended it).
    static func run(path: String, newList: Startup.NewList, options: Options, environment: [String: String]) -> Int32 {
        MallocSettings.forTheApp(environment: environment)
        let loaded: Startup.Loaded
        let state: TodoList.State
        let config = Startup.loadConfig(environment: environment)
        let folder = ListFolder.folder(of: path)
        // A large list's first screen is drawn from a glance at its first rows, before the
        // whole list is read; so the terminal comes first for it, and last otherwise (a list
        // that cannot be read is then reported on a terminal never touched).
        var screen: TerminalScreen?
        if FirstScreen.mayGlance(path: path, config: config, open: options.open) {
            let early = startScreen(config: config, options: options)
            if let frame = FirstScreen.frame(path: path, title: OpenList.title(of: path, besideListsIn: folder), config: config,
                                             size: early.size, today: TodoDate.today()) {
                early.draw(frame)
            }
            screen = early
        }
        do {
            loaded = try Startup.load(path: path, create: true, newList: newList)
            state = try Startup.initialState(loaded, config: config, open: options.open)
        } catch {
            screen?.stop()
            fail("\(error)")
        }
        let screenShown = screen ?? startScreen(config: config, options: options)

        let waker = TerminalWaker()
        let recent = RecentLists(environment: environment)
        let sink = environment["LISTA_ACTION_LOG"].flatMap(LogSink.init(path:))
        let writesIDs = config.config.writesIDs
        let first = openList(path: path, state: consume state, loaded: consume loaded, folder: folder, recent: recent, sink: sink,
                             waker: waker, writesIDs: writesIDs)
        if let open = Startup.openAction(options.open) { first.store.send(open) }

        if options.debugTrap {
            let crash: [Int] = []
            _ = crash[0]
        }

        let session = InteractiveSession(list: first, screen: screenShown,
                                         context: { [theme = config.config.theme] in ViewContext(theme: theme, today: TodoDate.today()) }) { other in
            // A list picked later is one that exists: the picker offers files, not new names.
            let loaded = try Startup.load(path: other, create: false, newList: .empty)
            let state = try Startup.initialState(loaded, config: config, open: nil)
            let list = openList(path: other, state: state, loaded: loaded, folder: folder, recent: recent, sink: sink, waker: waker,
                                writesIDs: writesIDs)
            begin(list, recent: recent)
            return list
        }
        session.slicesFollowTheClock = true
        // What the first frame does not show (the watcher, the day's clock, the recent file, and
        // the threads they start) begins once it is on screen (measured at 50 rows: 1.6 M of the
        // 14.5 M instructions before the frame, and the threads' start).
        let ending = session.run(firstFrameShown: { begin(first, recent: recent) })
        screenShown.stop()
        recentWrites.sync {}  // the lists opened are in the recent file before the app exits
        switch ending {
        case .quit: return 0
        case .signal(.interrupt): return 128 + SIGINT
        case .signal(.terminate): return 128 + SIGTERM
        case .signal(.hangup): return 128 + SIGHUP
        }
    }

    /// The terminal, set up for the app (the locale first, for ncurses's wide characters).
    private static func startScreen(config: LoadedConfig, options: Options) -> TerminalScreen {
        _ = TerminalLocale.configure()
        return orFail {
            try TerminalScreen(options: TerminalOptions(escapeDelay: config.config.escapeDelay,
                                                        mouse: options.mouse && config.config.mouse))
        }
    }

    /// Opens the list at `path` from what was loaded: its own storage and store, and its saving
    /// flush; ``begin(_:recent:)`` then starts its watcher. `folder` is the first list's, which
    /// the titles are told apart from.
    static func openList(path: String, state: consuming TodoList.State, loaded: consuming Startup.Loaded,
                         folder: String, recent: RecentLists?, sink: LogSink?, waker: TerminalWaker, writesIDs: Bool) -> OpenList {
        let loadedStatus = loaded.snapshot.fingerprint?.status
        // `consume` ends the values' lifetimes here: kept alive for the whole session, they held a
        // second reference to the first rows and snapshot, so the first edit copied every row
        // (measured at 100k rows: 13.6 MB) and the first save could not free the loaded rows (12 MB).
        let storage = FileStorage(store: TodoStore(path: path, writesIDs: writesIDs), loaded: (consume loaded).snapshot)
        let reducer = sink.map { Reduce(TodoList().logActions(to: $0)) } ?? Reduce(TodoList())
        let lists = ListsClient.files(current: path, recent: recent)
        let client = storage.client.noticingChanges(since: loadedStatus, at: path)
        let store = Store(initialState: consume state, reducer: reducer, prepareDependencies: {
            $0.storage = client
            $0.lists = lists
            $0.notes = NotesClient.files(listPath: path)
        }, wake: { waker.wake() })
        return OpenList(path: path, title: OpenList.title(of: path, besideListsIn: folder), store: store) { state in
            guard state.hasUnsavedChanges || state.persistence.isSaving else { return nil }
            do {
                // The rows name the base they are relative to, so a merge still on its way to
                // the list when q was pressed is not mistaken for rows deleted here.
                // A version of the file another program may be writing half way is not merged
                // on the way out either: the quit says so instead of writing over it.
                _ = try storage.save(StorageRequest(rows: RowItems(state.rows), generation: state.storageGeneration,
                                                    archive: state.persistence.doneFile.unwritten.archive,
                                                    restore: state.persistence.doneFile.unwritten.restore,
                                                    believing: state.believedVersion))
                return nil
            } catch {
                return "\(error)"
            }
        }
    }

    /// Starts what an open list does in the background: its file's watcher, the watch for the
    /// next day, and its line in the recent file.
    static func begin(_ list: OpenList, recent: RecentLists?) {
        list.store.send(.saving(.startWatching))
        list.store.send(.lens(.watchTheDay))
        // Off the key loop: the write syncs to disk. One queue, so two lists opened in a row
        // are recorded in order.
        if let recent { recentWrites.async { [path = list.path] in recent.record(path) } }
    }

    /// Where the recent file is written, one write after another.
    private static let recentWrites = DispatchQueue(label: "lista.recent-lists", qos: .utility)
}
