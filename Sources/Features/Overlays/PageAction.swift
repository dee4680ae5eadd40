import Core

/// What a person does on a page that only scrolls and closes: the help cover and the messages
/// page.
public enum PageAction: Equatable, Sendable {
    /// Down the page (towards newer messages).
    case scrollDown
    /// Up the page (towards older messages).
    case scrollUp
    case close

    /// Scrolls the page a line, or closes it. `offset` counts the lines scrolled from the top
    /// (`fromTop`) or back from the bottom; it never goes below 0.
    func scroll(_ offset: inout Int, fromTop: Bool, dismiss: DismissEffect) -> Effect<PageAction> {
        switch self {
        case .scrollDown, .scrollUp:
            offset = Swift.max(0, offset + ((self == .scrollDown) == fromTop ? 1 : -1))
            return .none
        case .close:
            return .dismiss(dismiss)
        }
    }
}
