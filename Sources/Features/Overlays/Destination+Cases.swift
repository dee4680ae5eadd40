import Core

// Each destination's case path, named, so that `Destination`'s scopes and the tests'
// `$0.destination?.modify(.editor) { … }` use the same one.

extension Destination.State: CaseModifiable {}

extension CasePath where Root == Destination.State, Value == Editor.State {
    /// The editor sheet.
    public static var editor: Self { CasePath("editor", case: Root.editor) }
}

extension CasePath where Root == Destination.State, Value == FilterPicker.State {
    /// The filter popover.
    public static var filter: Self { CasePath("filter", case: Root.filter) }
}

extension CasePath where Root == Destination.State, Value == Help.State {
    /// The help cover.
    public static var help: Self { CasePath("help", case: Root.help) }
}

extension CasePath where Root == Destination.State, Value == Detail.State {
    /// The detail page.
    public static var detail: Self { CasePath("detail", case: Root.detail) }
}

extension CasePath where Root == Destination.State, Value == ArchivePage.State {
    /// The archive page.
    public static var archive: Self { CasePath("archive", case: Root.archive) }
}

extension CasePath where Root == Destination.State, Value == ListPicker.State {
    /// The list picker.
    public static var lists: Self { CasePath("lists", case: Root.lists) }
}

extension CasePath where Root == Destination.State, Value == MessagesPage.State {
    /// The messages page.
    public static var messages: Self { CasePath("messages", case: Root.messages) }
}
