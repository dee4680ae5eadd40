import Features
import Settings
import Storage
import Views

/// A large list's first frame, drawn from a glance at its first rows while the whole list is
/// read (``FileGlance``, ``FirstScreenView``). Keys wait in the terminal until the list is
/// read, so none is lost or applied to part of it.
enum FirstScreen {
    /// Lists smaller than this are read whole before the first frame: it is quick enough.
    static let minimumFileSize = 256 * 1024
    /// A glance that has not filled the screen after this many lines gives up (a lens that
    /// admits few rows): the whole list is read first, as for a small one.
    static let lineLimit = 20_000

    /// Whether the list at `path` may be shown from a glance: no deep link to present, no sort
    /// (which needs every row), and a file large enough to be worth it. O(1): one `stat`.
    static func mayGlance(path: String, config: LoadedConfig, open: Options.Open?) -> Bool {
        guard open == nil, config.config.sort == nil,
              let status = try? FileStatus.of(TodoStore(path: path).path) else { return false }
        return status.size >= minimumFileSize
    }

    /// The frame for a screen of `size`, from a glance at the list at `path`; nil when the
    /// glance cannot fill the screen or the file holds too few rows to need one. O(file size).
    static func frame(path: String, title: String, config: LoadedConfig, size: TerminalSize, today: TodoDate?) -> Frame? {
        let lens = Lens(status: config.config.defaultFilter)
        let matcher = RowFilter(lens, today: today)
        guard let glance = TodoStore(path: path).glance(minimumSize: minimumFileSize, wanted: size.rows, lineLimit: lineLimit,
                                                         today: today, admit: matcher.admits),
              !glance.isWhole else { return nil }
        return FirstScreenView.frame(glance, lens: lens, size: size, title: title,
                                     context: ViewContext(theme: config.config.theme, today: today))
    }
}
