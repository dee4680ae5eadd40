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
        Scope(state: CasePath(embed: State.editor, extract: { if case let .editor(s) = $0 { s } else { nil } }),
              action: CasePath(embed: Action.editor, extract: { if case let .editor(a) = $0 { a } else { nil } })) {
            Editor()
        }
        Scope(state: CasePath(embed: State.filter, extract: { if case let .filter(s) = $0 { s } else { nil } }),
              action: CasePath(embed: Action.filter, extract: { if case let .filter(a) = $0 { a } else { nil } })) {
            FilterPicker()
        }
        Scope(state: CasePath(embed: State.help, extract: { if case let .help(s) = $0 { s } else { nil } }),
              action: CasePath(embed: Action.help, extract: { if case let .help(a) = $0 { a } else { nil } })) {
            Help()
        }
        Scope(state: CasePath(embed: State.detail, extract: { if case let .detail(s) = $0 { s } else { nil } }),
              action: CasePath(embed: Action.detail, extract: { if case let .detail(a) = $0 { a } else { nil } })) {
            Detail()
        }
        Scope(state: CasePath(embed: State.archive, extract: { if case let .archive(s) = $0 { s } else { nil } }),
              action: CasePath(embed: Action.archive, extract: { if case let .archive(a) = $0 { a } else { nil } })) {
            ArchivePage()
        }
        Scope(state: CasePath(embed: State.lists, extract: { if case let .lists(s) = $0 { s } else { nil } }),
              action: CasePath(embed: Action.lists, extract: { if case let .lists(a) = $0 { a } else { nil } })) {
            ListPicker()
        }
        Scope(state: CasePath(embed: State.messages, extract: { if case let .messages(s) = $0 { s } else { nil } }),
              action: CasePath(embed: Action.messages, extract: { if case let .messages(a) = $0 { a } else { nil } })) {
            MessagesPage()
        }
    }
}
