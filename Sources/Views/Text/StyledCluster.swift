/// A terminal cluster and the style it is drawn with: what styled text (a row's coloured
/// words) is made of, so that cutting and wrapping it keep each cell's style.
struct StyledCluster: Hashable, Sendable {
    var cluster: TerminalCluster
    var style: CellStyle

    /// `text`'s clusters, all in one style.
    static func clusters(_ text: String, style: CellStyle) -> [StyledCluster] {
        TerminalClusters(text).map { StyledCluster(cluster: $0, style: style) }
    }
}

extension [StyledCluster] {
    /// Cut to `width` columns with a `…` in the last kept cluster's style (``fitted(_:toWidth:ellipsis:width:)``).
    /// - Complexity: O(count).
    func truncated(toWidth width: Int, base: CellStyle) -> [StyledCluster] {
        let ellipsis = StyledCluster.clusters("…", style: last?.style ?? base)
        return fitted(self, toWidth: width, ellipsis: ellipsis) { $0.cluster.width }
    }
}

extension Grid {
    /// Writes styled clusters from (row, column), clipped to `width` columns (default: to the
    /// right edge), as ``put(_:row:column:width:style:)`` does for plain text. Returns the
    /// column after the last one written.
    /// - Complexity: O(count).
    @discardableResult
    mutating func put(_ clusters: [StyledCluster], row: Int, column: Int, width: Int? = nil) -> Int {
        let limit = width.map { min(columns, column + $0) } ?? columns
        var x = column
        guard row >= 0, row < rows else { return x }
        for styled in clusters {
            if x >= limit || x < 0 { break }
            if styled.cluster.width == 2, x + 1 >= limit {
                set(.space, row: row, column: x, style: styled.style)
                return x + 1
            }
            x += set(styled.cluster, row: row, column: x, style: styled.style)
        }
        return x
    }
}
