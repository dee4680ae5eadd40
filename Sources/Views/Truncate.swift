/// Text cut to fit `width` columns, ending with `…` when something was cut. The result is
/// sanitized (see `sanitizedForDisplay(_:)`) and never wider than `width`; a wide character
/// that would not fit before the ellipsis is left out whole.
/// - Complexity: O(n) in the scalars of `text`.
public func truncated(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    let clusters = Array(TerminalClusters(text))
    let total = clusters.reduce(0) { $0 + $1.width }
    if total <= width { return clusters.map(\.text).joined() }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    guard ellipsisWidth <= width else { return truncated(text, toWidth: width, ellipsis: "") }
    var out = ""
    var used = 0
    for cluster in clusters {
        if used + cluster.width > width - ellipsisWidth { break }
        out += cluster.text
        used += cluster.width
    }
    return out + sanitizedForDisplay(ellipsis)
}

/// Text truncated or padded with spaces on the right so that it takes exactly `width` columns.
/// - Complexity: O(n + width).
public func padded(_ text: String, toWidth width: Int) -> String {
    let cut = truncated(text, toWidth: width)
    let missing = width - DisplayWidth.of(cut)
    return missing > 0 ? cut + String(repeating: " ", count: missing) : cut
}
