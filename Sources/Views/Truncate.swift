/// Text cut to fit `width` columns, ending with `…` when something was cut. The result is
/// sanitized (see `sanitizedForDisplay(_:)`) and never wider than `width`; a wide character
/// that would not fit before the ellipsis is left out whole.
/// - Complexity: O(width): it stops reading `text` as soon as it knows it does not fit (a
///   megabyte-long row costs no more than a short one).
public func truncated(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
    guard width > 0 else { return "" }
    var kept: [TerminalCluster] = []
    var used = 0
    for cluster in TerminalClusters(text) {
        if used + cluster.width > width {
            let ellipsisWidth = DisplayWidth.of(ellipsis)
            guard ellipsisWidth <= width else { return truncated(text, toWidth: width, ellipsis: "") }
            var out = ""
            var fitted = 0
            for cluster in kept {
                if fitted + cluster.width > width - ellipsisWidth { break }
                out += cluster.text
                fitted += cluster.width
            }
            return out + sanitizedForDisplay(ellipsis)
        }
        kept.append(cluster)
        used += cluster.width
    }
    return kept.map(\.text).joined()
}

/// Text truncated or padded with spaces on the right so that it takes exactly `width` columns.
/// - Complexity: O(n + width).
public func padded(_ text: String, toWidth width: Int) -> String {
    let cut = truncated(text, toWidth: width)
    let missing = width - DisplayWidth.of(cut)
    return missing > 0 ? cut + String(repeating: " ", count: missing) : cut
}
