import CoreTesting

/// The ids of a file's lines, for the archive tests that kill a writer and count rows.
enum FileLineIDs {
    /// Each line's id (every line ends with ` id:ID`); a cut-off last line counts as partial.
    static func read(_ path: String) -> (ids: [String], partialTail: Bool) {
        guard let text = FileText.read(path) else { return ([], false) }
        var ids: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines.dropLast() {
            if let range = line.range(of: " id:", options: .backwards) { ids.append(String(line[range.upperBound...])) }
        }
        return (ids, !(lines.last ?? "").isEmpty)
    }
}
