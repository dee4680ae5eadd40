/// Text cut to fit `width` columns, ending with `ellipsis` (made only then) when something was cut. The result is
/// sanitized (see `sanitizedForDisplay(_:)`) and never wider than `width`; a wide character
/// that would not fit before the ellipsis is left out whole.
/// - Complexity: O(width): it stops reading `text` as soon as it knows it does not fit (a
///   megabyte-long row costs no more than a short one).
public func truncated(_ text: String, toWidth width: Int, ellipsis: @autoclosure () -> String = "…") -> String {
    fitted(TerminalClusters(text), toWidth: width, ellipsis: Array(TerminalClusters(ellipsis())), width: \.width)
        .map(\.text).joined()
}

/// Clusters cut to fit `width` columns, ending with `ellipsis` (made only then) when something was cut (or
/// without it when even the ellipsis does not fit): the one rule behind ``truncated(_:toWidth:ellipsis:)``
/// and the styled rows. A wide cluster that would not fit before the ellipsis is left out whole.
/// - Complexity: O(width): reading stops at the first cluster that does not fit.
func fitted<Element>(_ clusters: some Sequence<Element>, toWidth width: Int, ellipsis: @autoclosure () -> [Element],
                     width widthOf: (Element) -> Int) -> [Element] {
    guard width > 0 else { return [] }
    var kept: [Element] = []
    var used = 0
    for cluster in clusters {
        if used + widthOf(cluster) > width {
            let ellipsis = ellipsis()
            let ellipsisWidth = ellipsis.reduce(0) { $0 + widthOf($1) }
            guard ellipsisWidth <= width else { return kept }
            while used > width - ellipsisWidth, let last = kept.popLast() { used -= widthOf(last) }
            kept.append(contentsOf: ellipsis)
            return kept
        }
        kept.append(cluster)
        used += widthOf(cluster)
    }
    return kept
}

/// Text truncated or padded with spaces on the right so that it takes exactly `width` columns.
/// - Complexity: O(n + width).
public func padded(_ text: String, toWidth width: Int) -> String {
    let cut = truncated(text, toWidth: width)
    let missing = width - DisplayWidth.of(cut)
    return missing > 0 ? cut + String(repeating: " ", count: missing) : cut
}
