import Storage

/// What a frame is drawn with besides the state: the theme, and the day it is (for the due
/// dates' colours). The caller reads the clock; the views never do.
public struct ViewContext: Hashable, Sendable {
    /// The look of each role.
    public var theme: Theme
    /// Today, or nil when due dates are drawn without regard to it.
    public var today: TodoDate?

    /// A context; by default Lista's own theme and no today.
    public init(theme: Theme = .default, today: TodoDate? = nil) {
        self.theme = theme
        self.today = today
    }
}
