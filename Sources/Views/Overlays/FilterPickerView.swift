import Features

/// The filter popover, anchored under the lens summary in the header: each option after its
/// group, marked when the lens has it.
enum FilterPickerView {
    /// Draws it; returns where it is and which option each of its lines shows.
    static func draw(_ picker: FilterPicker.State, anchor: CursorPosition, theme: Theme, into grid: inout Grid) -> ScreenMap.Overlay {
        let lines = picker.options.map { option in
            group(of: option) + " " + (option == .archived ? " →  " : picker.isChosen(option) ? "(•) " : "( ) ") + option.title
        }
        return PopoverView.draw(lines, title: "Filter", highlighted: picker.highlighted, minimumWidth: 24,
                                anchor: anchor, theme: theme, into: &grid)
    }

    /// The group an option is listed under, padded so the marks line up.
    private static func group(of option: FilterPicker.Option) -> String {
        switch option {
        case .status: "status "
        case .visibility, .archived: "rows   "
        case .project: "project"
        case .context: "context"
        }
    }
}
