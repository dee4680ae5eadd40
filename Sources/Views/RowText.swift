import Storage

/// A row's text as styled clusters: each +project, @context, `key:value` and threshold word
/// in its role's style, by Storage's word rules (``TodoWord``), over `base` (the row's own
/// style, done and selection included, is drawn over it by the caller's `over`).
enum RowText {
    /// The clusters of `text`, up to the first one that ends past `columns` columns (nil: all
    /// of them), each in `theme`'s style for its word drawn over `base`, then `over`.
    /// - Complexity: O(clusters made + bytes of the words they cover): a long row cut to a
    ///   line costs a line.
    static func clusters(_ text: String, theme: Theme, base: CellStyle, over: [ThemeStyle],
                         columns: Int? = nil) -> [StyledCluster] {
        let plain = over.reduce(base) { $0.with($1) }
        var clusters: [(cluster: TerminalCluster, offset: Int)] = []
        var iterator = TerminalClusters(text).makeIterator()
        var used = 0
        while let cluster = iterator.next() {
            clusters.append((cluster, iterator.sourceOffset))
            used += cluster.width
            if let columns, used > columns { break }
        }
        let end = clusters.last.map { $0.offset + 1 } ?? 0
        let words = styledWords(text, theme: theme, before: end)
        var word = 0
        return clusters.map { cluster, offset in
            while word < words.count, words[word].range.upperBound <= offset { word += 1 }
            guard word < words.count, words[word].range.contains(offset) else {
                return StyledCluster(cluster: cluster, style: plain)
            }
            let style = over.reduce(base.with(words[word].style)) { $0.with($1) }
            return StyledCluster(cluster: cluster, style: style)
        }
    }

    /// The byte ranges of `text`'s styled words that start before byte `end`, with their
    /// role's style, in order.
    private static func styledWords(_ text: String, theme: Theme, before end: Int) -> [(range: Range<Int>, style: ThemeStyle)] {
        var words: [(range: Range<Int>, style: ThemeStyle)] = []
        var text = text
        text.withUTF8 { bytes in
            TodoWord.forEachWord(in: bytes) { range in
                guard range.lowerBound < end else { return false }
                let word = Substring(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                if let role = role(of: word) { words.append((range, theme[role])) }
                return true
            }
        }
        return words
    }

    /// The role a word is drawn in, or nil for a plain word (or a link).
    static func role(of word: Substring) -> ThemeRole? {
        switch TodoWord.kind(of: word) {
        case .project: .project
        case .context: .context
        case let .tag(tag): tag.key == TodoItem.thresholdKey && TodoDate(tag.value) != nil ? .threshold : .tag
        case .link, .plain: nil
        }
    }
}
