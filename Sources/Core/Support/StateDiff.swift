/// Line diffs of values as `dump` prints them: the text of test failures and of the action log.
public enum StateDiff {
    /// The value as `dump` prints it, one line per field.
    public static func describe(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    /// A diff of `old` and `new` as text: unchanged lines (trimmed to context) with two spaces,
    /// removed lines with "−", added lines with "+"; nil when they print the same.
    /// Complexity: O(n) to trim the common head and tail, then O(a·b) on the differing middle
    /// (capped: a middle over 4,000 lines is shown whole as removed then added).
    public static func diff(_ old: Any, _ new: Any, context: Int = 2) -> String? {
        let oldText = describe(old), newText = describe(new)
        guard oldText != newText else { return nil }
        return diff(lines: oldText.split(separator: "\n").map(String.init),
                    newText.split(separator: "\n").map(String.init),
                    context: context)
    }

    static func diff(lines old: [String], _ new: [String], context: Int) -> String {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head,
              old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        let oldMiddle = Array(old[head..<(old.count - tail)])
        let newMiddle = Array(new[head..<(new.count - tail)])

        var output: [String] = []
        output += old[Swift.max(0, head - context)..<head].map { "  " + $0 }
        output += middleDiff(oldMiddle, newMiddle)
        let tailStart = old.count - tail
        output += old[tailStart..<Swift.min(old.count, tailStart + context)].map { "  " + $0 }
        return output.joined(separator: "\n")
    }

    private static func middleDiff(_ old: [String], _ new: [String]) -> [String] {
        guard old.count * new.count <= 4_000 * 4_000 / 4, !old.isEmpty, !new.isEmpty else {
            return old.map { "− " + $0 } + new.map { "+ " + $0 }
        }
        // Longest common subsequence table, then walk it to emit the edit script.
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : Swift.max(table[i + 1][j], table[i][j + 1])
            }
        }
        var output: [String] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                output.append("  " + old[i]); i += 1; j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] > table[i + 1][j] {
                output.append("+ " + new[j]); j += 1
            } else {
                output.append("− " + old[i]); i += 1
            }
        }
        return output
    }
}
