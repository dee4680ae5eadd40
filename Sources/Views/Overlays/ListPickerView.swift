import Features

/// The list picker, a popover anchored under the title: the lists in the current list's
/// folder by name, then the recent ones by path, the current one marked.
enum ListPickerView {
    /// Draws it; returns where it is and which option each of its lines shows (for the mouse).
    static func draw(_ picker: ListPicker.State, anchor: CursorPosition, theme: Theme, into grid: inout Grid) -> ScreenMap.Overlay {
        let lines = picker.options.map { option in
            (option.isRecent ? "recent " : "here   ") + (picker.isCurrent(option) ? "(•) " : "( ) ") + title(option)
        }
        return PopoverView.draw(lines, title: "Lists", highlighted: picker.highlighted, minimumWidth: 30,
                                emptyNote: "no lists here or recent", anchor: anchor, theme: theme, into: &grid)
    }

    /// A list of the folder by its file name, a recent one by its whole path.
    private static func title(_ option: ListPicker.Option) -> String {
        guard !option.isRecent else { return option.path }
        return option.path.split(separator: "/").last.map(String.init) ?? option.path
    }
}
