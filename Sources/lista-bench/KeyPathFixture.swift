import Collections
import Core
import Features
import Storage
import Views

/// A list built from generated todo.txt lines and driven by keys the way the terminal session
/// drives it: `KeyDispatch.outcome(for:in:)`, then `Store.send`, then
/// `AppView.render(_:size:viewport:)` at 80x24 with the viewport kept between frames.
///
/// The session's own steps are mirrored here because the benchmark cannot link the Terminal
/// module: a pending status message is dismissed before an action is sent, and an explained
/// key shows its explanation. Dependencies are ``TodoListFixture``'s: nothing touches the disk
/// and the debounced save is started and cancelled as in the app but never runs.
final class KeyPathFixture {
    /// The terminal size every frame is drawn at.
    static let screen = TerminalSize(rows: 24, columns: 80)

    private let store: Store<TodoList.State, TodoList.Action>
    private var viewport = ListViewport()
    private var pacing = SliceFramePacing()

    /// A list of `items`, the selection on the middle one, the first frame drawn.
    init(items: [TodoItem]) {
        let rows = IdentifiedArray(uniqueElements: items.map { Row.State(item: $0) })
        let state = TodoList.State(rows: rows, today: TodoDate.today(), selection: rows[items.count / 2].id)
        store = Store(initialState: state, reducer: TodoList(), prepareDependencies: TodoListFixture.override)
        render()
    }

    /// The list's current state.
    var state: TodoList.State {
        store.state
    }

    /// One key, start to finish: what it means, the action, the next frame.
    func press(_ key: Key) {
        let taken = KeyDispatch.send(KeyDispatch.outcome(for: key, in: store.state), to: store)
        precondition(taken, "a benchmark key left the list: \(key)")
        render()
    }

    /// Presses each key in turn (setup and restores, untimed by the caller).
    func press(_ keys: [Key]) {
        keys.forEach(press)
    }

    /// One slice of a running search and the frame after it when one is due, as the session
    /// handles a `continueSearch` between keys: its time sizes the next slices
    /// (``LensSliceTuner``), and its frame waits while more slices follow within a frame's
    /// interval (``SliceFramePacing``).
    func continueSearch() {
        LensSliceTuner.timing(store) { store.send(.lens(.continueSearch)) }
        if !pacing.frameMayWait(moreSlices: store.state.content.hasLensWork, now: .now) { render() }
    }

    /// Runs slices until the search has examined every row.
    func finishSearch() {
        while store.state.isSearching { continueSearch() }
    }

    /// Handles the actions effects have sent (a worker's result); whether there were any.
    func processEffects() -> Bool {
        store.processEffectActions()
    }

    /// Draws the next frame of the unchanged state: the rendering share of a key.
    func render() {
        pacing.framed(at: .now)
        Blackhole.consume(AppView.render(store.state, size: Self.screen, viewport: &viewport))
    }

    /// Cancels the effects still in flight (the pending debounced save).
    func tearDown() {
        store.cancelAllEffects()
    }
}
