import Core

/// Everything the list can show over itself. One slot: at most one at a time.
public struct Destination: Reducer {
    public enum State: Equatable, Sendable {
        /// A centered sheet.
        case editor(Editor.State)
        /// A small popover near the status bar.
        case filter(FilterPicker.State)
        /// A full-screen cover.
        case help(Help.State)
        /// A pushed page, with a way back.
        case detail(Detail.State)
        /// A pushed page: done.txt's rows, read only.
        case archive(ArchivePage.State)
        /// The list picker, a popover under the title.
        case lists(ListPicker.State)
        /// A full-screen cover: the recent status messages, whole.
        case messages(MessagesPage.State)
    }

    public enum Action: Equatable, Sendable {
        case editor(Editor.Action)
        case filter(FilterPicker.Action)
        case help(Help.Action)
        case detail(Detail.Action)
        case archive(ArchivePage.Action)
        case lists(ListPicker.Action)
        case messages(MessagesPage.Action)
    }

    public init() {}

    public var body: some Reducer<State, Action> {
        Scope(state: .editor, action: CasePath(case: Action.editor)) { Editor() }
        Scope(state: .filter, action: CasePath(case: Action.filter)) { FilterPicker() }
        Scope(state: .help, action: CasePath(case: Action.help)) { Help() }
        Scope(state: .detail, action: CasePath(case: Action.detail)) { Detail() }
        Scope(state: .archive, action: CasePath(case: Action.archive)) { ArchivePage() }
        Scope(state: .lists, action: CasePath(case: Action.lists)) { ListPicker() }
        Scope(state: .messages, action: CasePath(case: Action.messages)) { MessagesPage() }
    }
}
