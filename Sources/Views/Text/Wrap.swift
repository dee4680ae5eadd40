/// Clusters laid out over lines of `width` columns, breaking after spaces where it can: a
/// word that does not fit moves to the next line, a word longer than a whole line is broken
/// between its clusters, and a wrapped line does not start with the spaces the break fell on.
/// A wide cluster never straddles two lines. At most `maxLines` lines are made (the rest would
/// not be seen). Text that fits is one line, as given; empty text is one empty line.
/// - Complexity: O(n) in the clusters laid out.
func wrapped<Element>(_ clusters: some Sequence<Element>, width: Int, maxLines: Int = .max,
                      width widthOf: (Element) -> Int, isSpace: (Element) -> Bool) -> [[Element]] {
    guard width > 0, maxLines > 0 else { return [] }
    var lines: [[Element]] = []
    var line: [Element] = []
    var used = 0
    /// Where, in `line`, the word being read began (after its last space); nil: no space yet.
    var wordStart: Int?
    for cluster in clusters {
        let w = widthOf(cluster)
        if isSpace(cluster) {
            if line.isEmpty, !lines.isEmpty { continue }
            if used + w > width {
                lines.append(line)
                (line, used, wordStart) = ([], 0, nil)
            } else {
                line.append(cluster)
                used += w
                wordStart = line.count
            }
        } else {
            if used + w > width {
                if let start = wordStart {
                    // The word moves to the next line whole.
                    lines.append(Array(line[..<start]))
                    line = Array(line[start...])
                    used = line.reduce(0) { $0 + widthOf($1) }
                    wordStart = nil
                }
                if used + w > width, !line.isEmpty {
                    // A word wider than the line breaks where the line is full.
                    lines.append(line)
                    (line, used) = ([], 0)
                }
            }
            line.append(cluster)
            used += w
        }
        if lines.count >= maxLines { return Array(lines.prefix(maxLines)) }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return Array(lines.prefix(maxLines))
}
