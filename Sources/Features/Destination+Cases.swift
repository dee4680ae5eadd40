import Core

// Each destination's case path, named, so that `Destination`'s scopes and the tests'
// `$0.destination?.modify(.editor) { … }` use the same one.

extension Destination.State: CaseModifiable {}

extension CasePath where Root == Destination.State, Value == Editor.State {
    /// The editor sheet.
    public static var editor: Self {
        CasePath("editor", embed: Root.editor, extract: { if case let .editor(s) = $0 { s } else { nil } })
    }
}

extension CasePath where Root == Destination.State, Value == FilterPicker.State {
    /// The filter popover.
    public static var filter: Self {
        CasePath("filter", embed: Root.filter, extract: { if case let .filter(s) = $0 { s } else { nil } })
    }
}

extension CasePath where Root == Destination.State, Value == Help.State {
    /// The help cover.
    public static var help: Self {
        CasePath("help", embed: Root.help, extract: { if case let .help(s) = $0 { s } else { nil } })
    }
}

extension CasePath where Root == Destination.State, Value == Detail.State {
    /// The detail page.
    public static var detail: Self {
        CasePath("detail", embed: Root.detail, extract: { if case let .detail(s) = $0 { s } else { nil } })
    }
}

extension CasePath where Root == Destination.State, Value == ArchivePage.State {
    /// The archive page.
    public static var archive: Self {
        CasePath("archive", embed: Root.archive, extract: { if case let .archive(s) = $0 { s } else { nil } })
    }
}

extension CasePath where Root == Destination.State, Value == ListPicker.State {
    /// The list picker.
    public static var lists: Self {
        CasePath("lists", embed: Root.lists, extract: { if case let .lists(s) = $0 { s } else { nil } })
    }
}

extension CasePath where Root == Destination.State, Value == MessagesPage.State {
    /// The messages page.
    public static var messages: Self {
        CasePath("messages", embed: Root.messages, extract: { if case let .messages(s) = $0 { s } else { nil } })
    }
}
