import Core
import Storage

extension TodoList {
    /// The panes the person opens over the list with a key, each presented in the list's one
    /// destination slot (``Destination``). The list picker is not here: ``ListPicking`` opens it.
    public enum Overlay: Equatable, Sendable, CaseIterable {
        /// The editor sheet on the selected row.
        case editor
        /// The filter popover.
        case filter
        /// The help cover: every key.
        case help
        /// The recent status messages, whole (``MessagesPage``).
        case messages
        /// The selected row's detail page.
        case detail
        /// The page of archived rows (done.txt, read only).
        case archive
    }

    /// Presents `overlay` in place of whatever is presented, with what it starts from; a pane
    /// about the selected row says so when the list shows none.
    func open(_ state: inout State, _ overlay: Overlay) -> Effect<Action> {
        switch overlay {
        case .editor:
            guard let id = state.effectiveSelection, let row = state.rows[id: id] else {
                state.message = "Nothing to edit: the list shows no rows"
                return .none
            }
            state.destination = .editor(Editor.State(row: row, today: TodoDate(localDayOf: now())))
            // A note in a file is read into the sheet.
            return row.item.note?.fileName == nil ? .none : .send(.destination(.presented(.editor(.started))))
        case .filter:
            let tags = state.tagsInUse()
            state.destination = .filter(FilterPicker.State(lens: state.lens, projects: tags.projects, contexts: tags.contexts))
        case .help:
            state.destination = .help(Help.State())
        case .messages:
            state.destination = .messages(MessagesPage.State(messages: Array(state.status.log.recent)))
        case .detail:
            guard let id = state.effectiveSelection else {
                state.message = "Nothing to show: the list shows no rows"
                return .none
            }
            state.destination = .detail(Detail.State(rowID: id, noteFile: state.rows[id: id]?.item.note?.fileName))
            return .send(.destination(.presented(.detail(.started))))
        case .archive:
            // The page reads done.txt when it starts.
            state.destination = .archive(ArchivePage.State())
            return .send(.destination(.presented(.archive(.started))))
        }
        return .none
    }
}
