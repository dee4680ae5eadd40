import Features

/// What has the keyboard: the list, a text field, the search, or the overlay on top.
/// Derived from the state each time (the model knows what is on screen).
public enum AppMode: String, Hashable, Sendable, CaseIterable {
    case list
    case field
    case search
    case editor
    case confirm
    case filter
    case help
    case detail
    /// The archived rows' page.
    case archive
    /// After `p`: the next key sets the priority.
    case priority
    /// Rows are being dragged with the mouse.
    case drag
    /// The list picker.
    case lists
    /// The recent messages, whole.
    case messages

    /// The mode `state` is in: a drag first, then an overlay, then the search, then a focused field.
    public init(_ state: TodoList.State) {
        if state.drag != nil {
            self = .drag
            return
        }
        switch state.destination {
        case let .editor(editor)?: self = editor.confirm == nil ? .editor : .confirm
        case .filter?: self = .filter
        case .help?: self = .help
        case .detail?: self = .detail
        case .archive?: self = .archive
        case .lists?: self = .lists
        case .messages?: self = .messages
        case nil:
            if state.searchField != nil {
                self = .search
            } else if state.focus != nil {
                self = .field
            } else if state.isChoosingPriority {
                self = .priority
            } else {
                self = .list
            }
        }
    }

    /// The heading the help cover gives this mode's keys.
    public var title: String {
        switch self {
        case .list: "The list"
        case .field: "Editing a row's text"
        case .search: "Searching"
        case .editor: "Editor sheet"
        case .confirm: "Discard changes?"
        case .filter: "Filter popover"
        case .help: "This help"
        case .detail: "Detail page"
        case .archive: "Archived rows (done.txt)"
        case .priority: "Choosing a priority (after p)"
        case .drag: "Dragging rows with the mouse"
        case .lists: "List picker"
        case .messages: "Messages page"
        }
    }
}
