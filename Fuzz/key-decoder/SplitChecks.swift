import Views

/// Bytes that arrive in two reads: cutting the input anywhere never crashes and never changes a
/// key that was complete before the cut; cutting between two keys changes nothing at all.
enum SplitChecks {
    /// At most this many cuts per input, so a run stays linear in the input.
    private static let maxCuts = 24

    static func check(_ bytes: [UInt8], _ spans: [(key: Key, range: Range<Int>)]) {
        guard bytes.count > 1 else { return }
        let keys = spans.map(\.key)
        let step = Swift.max(1, bytes.count / maxCuts)
        for cut in stride(from: 1, to: bytes.count, by: step) {
            let before = KeyDecoder.decode(Array(bytes[..<cut]))
            let after = KeyDecoder.decode(Array(bytes[cut...]))
            let complete = spans.prefix { $0.range.upperBound <= cut }.count
            invariant(before.starts(with: keys[..<complete]),
                      "a key complete before a cut at \(cut) stays the same: \(shown(bytes)) gave \(shown(keys)), the first part \(shown(before))")
            if spans.contains(where: { $0.range.lowerBound == cut }) {
                invariant(before + after == keys,
                          "a cut between keys at \(cut) changes nothing: \(shown(bytes)) gave \(shown(keys)), the parts \(shown(before)) + \(shown(after))")
            }
        }
    }
}
