@testable import Views

/// Every byte is consumed exactly once: the keys' byte ranges are non-empty, consecutive and
/// cover the input; `decode` gives the same keys; each key's bytes decode alone to that key.
enum KeySpans {
    static func check(_ bytes: [UInt8]) -> [(key: Key, range: Range<Int>)] {
        let spans = KeyDecoder.decodeWithRanges(bytes)
        var next = 0
        for (key, range) in spans {
            invariant(range.lowerBound == next && !range.isEmpty,
                      "key ranges are non-empty and consecutive: \(shown(key)) at \(range), expected to start at \(next) in \(shown(bytes))")
            next = range.upperBound
            let alone = KeyDecoder.decode(Array(bytes[range]))
            invariant(alone == [key], "a key's bytes decode alone to that key: \(shown(bytes[range])) gave \(shown(alone)), in the stream \(shown(key))")
            _ = key.description
        }
        invariant(next == bytes.count, "every byte belongs to a key: ranges end at \(next) of \(bytes.count) in \(shown(bytes))")
        let keys = KeyDecoder.decode(bytes)
        invariant(keys == spans.map(\.key), "decode gives the keys of decodeWithRanges: \(shown(keys)) for \(shown(bytes))")
        return spans
    }
}
