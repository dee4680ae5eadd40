import Storage

/// What a frame is drawn with besides the state: the theme, the day it is (for the due
/// dates' colours) and, while a large list is still being read, the counts of all its rows.
/// The caller reads the clock; the views never do.
public struct ViewContext: Hashable, Sendable {
    /// The look of each role.
    public var theme: Theme
    /// Today, or nil when due dates are drawn without regard to it.
    public var today: TodoDate?
    /// The whole file's counts, for a frame drawn from its first rows only while the rest is
    /// read (``FileGlance``); nil: the state holds every row and counts them itself.
    public var wholeFileCounts: RowCounts?

    /// A context; by default Lista's own theme and no today.
    public init(theme: Theme = .default, today: TodoDate? = nil, wholeFileCounts: RowCounts? = nil) {
        self.theme = theme
        self.today = today
        self.wholeFileCounts = wholeFileCounts
    }
}
