import Core
import Features
import Foundation
import Glibc
import Settings
import Storage
import Terminal
import Views

/// The interactive app: terminal up, store wired to the live dependencies, run, save, restore.
enum Interactive {
    /// Runs the app; returns the exit code (0 on quit, 128+signal when a signal ended it).
    static func run(path: String, options: Options, environment: [String: String]) -> Int32 {
        limitMallocArenas(environment: environment)
        let loaded: Startup.Loaded
        let state: TodoList.State
        let config = Startup.loadConfig(environment: environment)
        do {
            loaded = try Startup.load(path: path, create: true)
            state = try Startup.initialState(loaded, config: config, open: options.open)
        } catch {
            fail("\(error)")
        }

        _ = TerminalLocale.configure()
        let screen: TerminalScreen
        do {
            screen = try TerminalScreen(options: TerminalOptions(escapeDelay: config.config.escapeDelay,
                                                                 mouse: options.mouse && config.config.mouse))
        } catch {
            fail(error.description)
        }

        // `consume` ends the locals' lifetimes here: kept alive for the whole session, they held a
        // second reference to the first rows and snapshot, so the first edit copied every row
        // (measured at 100k rows: 13.6 MB) and the first save could not free the loaded rows (12 MB).
        let storage = FileStorage(store: TodoStore(path: path), loaded: (consume loaded).snapshot)
        let waker = TerminalWaker()
        let reducer = environment["LISTA_ACTION_LOG"].flatMap(LogSink.init(path:)).map { sink in
            Reduce(TodoList().logActions(to: sink))
        } ?? Reduce(TodoList())
        let store = Store(initialState: consume state, reducer: reducer, prepareDependencies: {
            $0.storage = storage.client
        }, wake: { waker.wake() })
        store.send(.startWatching)
        store.send(.watchTheDay)
        if let open = Startup.openAction(options.open) { store.send(open) }

        if options.debugTrap {
            let crash: [Int] = []
            _ = crash[0]
        }

        let session = InteractiveSession(store: store, screen: screen, title: "Lista — " + fileName(path),
                                         context: { [theme = config.config.theme] in ViewContext(theme: theme, today: TodoDate.today()) }) { state in
            guard state.hasUnsavedChanges || state.persistence.isSaving else { return nil }
            do {
                // The rows name the base they are relative to, so a merge still on its way to
                // the list when q was pressed is not mistaken for rows deleted here.
                _ = try storage.save(StorageRequest(rows: RowItems(state.rows), generation: state.storageGeneration,
                                                    archive: state.persistence.doneFile.unwritten.archive,
                                                    restore: state.persistence.doneFile.unwritten.restore))
                return nil
            } catch {
                return "\(error)"
            }
        }
        let ending = session.run()
        screen.stop()
        switch ending {
        case .quit: return 0
        case .signal(.interrupt): return 128 + SIGINT
        case .signal(.terminate): return 128 + SIGTERM
        case .signal(.hangup): return 128 + SIGHUP
        }
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Effects run on worker threads; with glibc's default of one malloc arena per thread the
    /// memory a save frees is not reused by the main thread (measured at 100k rows, when a
    /// save still copied every row: resident 148 MB after one save with the default, 133 MB
    /// with two arenas). Two arenas unless the person set `MALLOC_ARENA_MAX`; called before
    /// any thread starts. (A crash's backtracer needs no setting at start: `CrashGuard`
    /// decides at crash time, so the app no longer re-executes itself.)
    static func limitMallocArenas(environment: [String: String]) {
        guard environment["MALLOC_ARENA_MAX"] == nil else { return }
        _ = glibcMallopt(glibcArenaMax, 2)
    }

    /// glibc's `M_ARENA_MAX` (malloc.h, which the Glibc module does not bring in).
    private static let glibcArenaMax: Int32 = -8
}

/// glibc's `int mallopt(int param, int value)`.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
