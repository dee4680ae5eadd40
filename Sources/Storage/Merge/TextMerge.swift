/// A row's text changed on both sides, combined when the two changes touch different parts
/// of it: todo.sh's `append` to a row being typed in here, a word added at the start there and
/// one at the end here. The merge's rule for the text field (``TodoMerge/mergeRow``) before it
/// calls the two texts a conflict.
///
/// Each side's change is the one run of the base it replaces (after the longest common start
/// and end). Runs apart from each other are both applied; two appends keep ours first, then
/// theirs (a row typed into here goes on where its cursor is, and todo.sh's `append`
/// follows). Runs that overlap or touch, two insertions at one place inside the text among
/// them, are a conflict (nil).
public enum TextMerge {
    /// The text with both changes, or nil when they touch the same part. O(n) in the texts'
    /// length (characters).
    public static func combined(base: String, ours: String, theirs: String) -> String? {
        let base = Array(base), mine = Array(ours), other = Array(theirs)
        let ourRun = changedRun(base, mine)
        let theirRun = changedRun(base, other)
        let (a, b) = (ourRun.replaced, theirRun.replaced)
        let bothAppend = a.isEmpty && b.isEmpty && a.lowerBound == base.count && b.lowerBound == base.count
        // Runs that overlap or touch (an insertion at either end of the other's run, or two
        // runs side by side) leave no one order both sides meant.
        if !bothAppend && a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound { return nil }
        // Apply the later run first, so the earlier one's place in the base still holds.
        var result = base
        let oursFirst = a.lowerBound < b.lowerBound
        let (first, second) = oursFirst ? ((a, ourRun.with), (b, theirRun.with)) : ((b, theirRun.with), (a, ourRun.with))
        if bothAppend {
            result.insert(contentsOf: ourRun.with + theirRun.with, at: a.lowerBound)
        } else {
            result.replaceSubrange(second.0, with: second.1)
            result.replaceSubrange(first.0, with: first.1)
        }
        return String(result)
    }

    /// The run of `base` that `changed` replaces, and what replaces it: what is left between
    /// their longest common start and their longest common end (which do not overlap).
    private static func changedRun(_ base: [Character], _ changed: [Character]) -> (replaced: Range<Int>, with: ArraySlice<Character>) {
        var start = 0
        while start < base.count, start < changed.count, base[start] == changed[start] { start += 1 }
        var end = 0
        while end < base.count - start, end < changed.count - start,
              base[base.count - 1 - end] == changed[changed.count - 1 - end] { end += 1 }
        return (start..<(base.count - end), changed[start..<(changed.count - end)])
    }
}
