/// One unit a terminal puts in a cell: a scalar of width 1 or 2 and the zero-width scalars
/// (combining marks) that follow it.
public struct TerminalCluster: Hashable, Sendable {
    /// The scalars' UTF-8, safe to draw.
    public var bytes: ClusterBytes
    /// 1 or 2.
    public var width: Int

    /// The scalars, safe to draw.
    public var text: String { bytes.string }

    /// One space.
    public static let space = TerminalCluster(bytes: ClusterBytes(ascii: 0x20), width: 1)
}

/// Splits text into terminal clusters, sanitized as `sanitizedForDisplay(_:)` does.
///
/// Clusters follow terminal cells rather than Swift's grapheme clusters, because cells are what
/// the terminal and ncurses count: every scalar with a width starts a new cluster. Zero-width
/// scalars attach to the cluster before them (at most `Cell.maxCombiningScalars`, the rest are
/// dropped); ones with nothing before them are dropped.
public struct TerminalClusters: Sequence {
    private let text: String

    /// The clusters of `text` as it will be drawn (sanitized on the way).
    public init(_ text: String) {
        self.text = text
    }

    /// Walks the clusters in order.
    public func makeIterator() -> Iterator { Iterator(text: text) }

    /// Produces one cluster per `next()`; O(1) amortised per scalar.
    public struct Iterator: IteratorProtocol {
        private let scalars: String.UnicodeScalarView
        /// The same text's bytes, read first: a printable ASCII byte followed by another ASCII
        /// byte (or by nothing) is a whole cluster of one column as it is, which most rows are
        /// made of (the general path costs four times as much per cluster).
        private let bytes: String.UTF8View
        private var index: String.UnicodeScalarView.Index
        /// The UTF-8 offset of `index` in the text.
        private var offset = 0
        /// What the sanitizer put in place of the last scalar read, not handed out yet.
        private var replacement: ArraySlice<Unicode.Scalar> = []
        private var replacementOffset = 0
        private var lookahead: (scalar: Unicode.Scalar, offset: Int)?
        /// The UTF-8 offset, in the text as given, of the scalar that starts the cluster the
        /// last `next()` returned (a replaced scalar's own offset): how styles given by byte
        /// ranges of the text find their clusters.
        public private(set) var sourceOffset = 0

        init(text: String) {
            scalars = text.unicodeScalars
            bytes = text.utf8
            index = scalars.startIndex
        }

        /// The next cluster, or nil at the end.
        public mutating func next() -> TerminalCluster? {
            if lookahead == nil, replacement.isEmpty, index < bytes.endIndex {
                let byte = bytes[index]
                let after = bytes.index(after: index)
                if byte >= 0x20, byte < 0x7F, after == bytes.endIndex || bytes[after] < 0x80 {
                    sourceOffset = offset
                    offset += 1
                    index = after
                    return TerminalCluster(bytes: ClusterBytes(ascii: byte), width: 1)
                }
            }
            // Skip leading zero-width scalars: there is no cell for them to sit on.
            var base: Unicode.Scalar?
            var width = 0
            while base == nil, let (scalar, at) = nextScalar() {
                let w = DisplayWidth.of(scalar)
                if w > 0 {
                    base = scalar
                    width = Swift.min(w, 2)
                    sourceOffset = at
                }
            }
            guard let base else { return nil }
            guard let mark = peek(), DisplayWidth.of(mark) <= 0 else {
                return TerminalCluster(bytes: ClusterBytes(scalars: CollectionOfOne(base)), width: width)
            }
            var scalars = [base]
            while let mark = peek(), DisplayWidth.of(mark) <= 0 {
                if scalars.count <= Cell.maxCombiningScalars { scalars.append(mark) }
                lookahead = nil
            }
            return TerminalCluster(bytes: ClusterBytes(scalars: scalars), width: width)
        }

        /// The next scalar to draw, sanitized, with the UTF-8 offset of the scalar it came from.
        private mutating func nextScalar() -> (Unicode.Scalar, Int)? {
            if let ahead = lookahead {
                lookahead = nil
                return ahead
            }
            while true {
                if let first = replacement.popFirst() { return (first, replacementOffset) }
                guard index < scalars.endIndex else { return nil }
                let scalar = scalars[index]
                let at = offset
                scalars.formIndex(after: &index)
                offset += UTF8.width(scalar)
                guard let replaced = Sanitizer.replacement(for: scalar) else { return (scalar, at) }
                replacement = ArraySlice(replaced.unicodeScalars)
                replacementOffset = at
            }
        }

        private mutating func peek() -> Unicode.Scalar? {
            if lookahead == nil { lookahead = nextScalar() }
            return lookahead?.scalar
        }
    }
}
