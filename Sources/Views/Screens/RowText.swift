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
        // At most one cluster per byte, and one past `columns`: sized once, not grown.
        let most = min(text.utf8.count, columns.map { max($0, 0) + 1 } ?? .max)
        var clusters: [StyledCluster] = []
        clusters.reserveCapacity(most)
        var offsets: [Int] = []
        offsets.reserveCapacity(most)
        var iterator = TerminalClusters(text).makeIterator()
        var used = 0
        while let cluster = iterator.next() {
            clusters.append(StyledCluster(cluster: cluster, style: plain))
            offsets.append(iterator.sourceOffset)
            used += cluster.width
            if let columns, used > columns { break }
        }
        let words = styledWords(text, theme: theme, before: offsets.last.map { $0 + 1 } ?? 0)
        var word = 0
        for (index, offset) in offsets.enumerated() {
            while word < words.count, words[word].range.upperBound <= offset { word += 1 }
            guard word < words.count else { break }
            if words[word].range.contains(offset) {
                clusters[index].style = over.reduce(base.with(words[word].style)) { $0.with($1) }
            }
        }
        return clusters
    }

    /// The byte ranges of `text`'s styled words that start before byte `end`, with their
    /// role's style, in order.
    private static func styledWords(_ text: String, theme: Theme, before end: Int) -> [(range: Range<Int>, style: ThemeStyle)] {
        var words: [(range: Range<Int>, style: ThemeStyle)] = []
        var text = text
        text.withUTF8 { bytes in
            TodoWord.forEachWord(in: bytes) { range in
                guard range.lowerBound < end else { return false }
                // Most words are plain; only the others are made into text and read.
                let word = UnsafeBufferPointer(rebasing: bytes[range])
                guard !TodoWord.isSurelyPlain(word) else { return true }
                if let role = role(of: Substring(decoding: word, as: UTF8.self)) { words.append((range, theme[role])) }
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
