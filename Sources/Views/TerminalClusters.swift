/// One unit a terminal puts in a cell: a scalar of width 1 or 2 and the zero-width scalars
/// (combining marks) that follow it.
public struct TerminalCluster: Hashable, Sendable {
    /// The scalars, safe to draw.
    public var text: String
    /// 1 or 2.
    public var width: Int
}

/// Splits text into terminal clusters, after `sanitizedForDisplay(_:)`.
///
/// Clusters follow terminal cells rather than Swift's grapheme clusters, because cells are what
/// the terminal and ncurses count: every scalar with a width starts a new cluster. Zero-width
/// scalars attach to the cluster before them (at most `Cell.maxCombiningScalars`, the rest are
/// dropped); ones with nothing before them are dropped.
public struct TerminalClusters: Sequence {
    private let scalars: String.UnicodeScalarView

    /// The clusters of `text` as it will be drawn (sanitized first).
    public init(_ text: String) {
        scalars = sanitizedForDisplay(text).unicodeScalars
    }

    /// Walks the clusters in order.
    public func makeIterator() -> Iterator { Iterator(scalars: scalars) }

    /// Produces one cluster per `next()`; O(1) amortised per scalar.
    public struct Iterator: IteratorProtocol {
        private let scalars: String.UnicodeScalarView
        private var index: String.UnicodeScalarView.Index

        init(scalars: String.UnicodeScalarView) {
            self.scalars = scalars
            index = scalars.startIndex
        }

        /// The next cluster, or nil at the end.
        public mutating func next() -> TerminalCluster? {
            // Skip leading zero-width scalars: there is no cell for them to sit on.
            var base: Unicode.Scalar?
            var width = 0
            while index < scalars.endIndex, base == nil {
                let scalar = scalars[index]
                scalars.formIndex(after: &index)
                let w = DisplayWidth.of(scalar)
                if w > 0 {
                    base = scalar
                    width = Swift.min(w, 2)
                }
            }
            guard let base else { return nil }
            // Most clusters are one scalar: build a String only when marks follow.
            guard index < scalars.endIndex, DisplayWidth.of(scalars[index]) <= 0 else {
                return TerminalCluster(text: String(Character(base)), width: width)
            }
            var text = String.UnicodeScalarView([base])
            var marks = 0
            while index < scalars.endIndex, DisplayWidth.of(scalars[index]) <= 0 {
                if marks < Cell.maxCombiningScalars {
                    text.append(scalars[index])
                    marks += 1
                }
                scalars.formIndex(after: &index)
            }
            return TerminalCluster(text: String(text), width: width)
        }
    }
}
