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
        Scope(state: .editor,
              action: CasePath(embed: Action.editor, extract: { if case let .editor(a) = $0 { a } else { nil } })) {
            Editor()
        }
        Scope(state: .filter,
              action: CasePath(embed: Action.filter, extract: { if case let .filter(a) = $0 { a } else { nil } })) {
            FilterPicker()
        }
        Scope(state: .help,
              action: CasePath(embed: Action.help, extract: { if case let .help(a) = $0 { a } else { nil } })) {
            Help()
        }
        Scope(state: .detail,
              action: CasePath(embed: Action.detail, extract: { if case let .detail(a) = $0 { a } else { nil } })) {
            Detail()
        }
        Scope(state: .archive,
              action: CasePath(embed: Action.archive, extract: { if case let .archive(a) = $0 { a } else { nil } })) {
            ArchivePage()
        }
        Scope(state: .lists,
              action: CasePath(embed: Action.lists, extract: { if case let .lists(a) = $0 { a } else { nil } })) {
            ListPicker()
        }
        Scope(state: CasePath(embed: State.messages, extract: { if case let .messages(s) = $0 { s } else { nil } }),
              action: CasePath(embed: Action.messages, extract: { if case let .messages(a) = $0 { a } else { nil } })) {
            MessagesPage()
        }
    }
}
