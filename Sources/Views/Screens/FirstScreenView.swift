import Collections
import Features
import Storage

/// The first frame of a large list drawn from a glance at it (``FileGlance``): its first rows
/// through the lens, under the whole file's counts, with the status bar saying the list is
/// being read. Everything else is the whole list's first frame.
public enum FirstScreenView {
    /// The frame for `glance` at `size`. O(rows in the glance + screen).
    public static func frame(_ glance: FileGlance, lens: Lens, size: TerminalSize, title: String, context: ViewContext) -> Frame {
        var state = TodoList.State(rows: IdentifiedArray(uniqueElements: glance.rows.lazy.map { Row.State(item: $0) }),
                                   lens: lens, today: context.today)
        state.message = StatusMessage("Reading \(CountText.grouped(glance.counts.all)) rows…")
        var viewport = ListViewport()
        var context = context
        context.wholeFileCounts = glance.counts
        return AppView.render(state, size: size, viewport: &viewport, title: title, context: context)
    }
}
