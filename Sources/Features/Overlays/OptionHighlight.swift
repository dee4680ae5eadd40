/// The highlighted line of a popover's options (the filter and the list pickers): it moves
/// one step at a time and stays on an option.
enum OptionHighlight {
    /// `highlighted` moved by `step`, kept within the `count` options (0 when there are none). O(1).
    static func moved(_ highlighted: Int, by step: Int, count: Int) -> Int {
        Swift.max(0, Swift.min(highlighted + step, count - 1))
    }

    /// The option a click on line `index` highlights (then chooses), or nil below the last one. O(1).
    static func tapped(_ index: Int, count: Int) -> Int? {
        (0..<count).contains(index) ? index : nil
    }
}
