import Views

/// A bracketed paste is one `.paste` whose text is what was between the markers, line breaks
/// made LF; the key after the paste is decoded as usual.
enum PasteChecks {
    private static let start: [UInt8] = [27] + KeyDecoder.pasteStart

    static func check(_ bytes: [UInt8]) {
        for key in KeyDecoder.decode(bytes) {
            if case .paste(let text) = key {
                invariant(!text.unicodeScalars.contains("\r"), "a paste's line breaks are LF: \(text.debugDescription)")
            }
        }
        guard !contains(bytes, KeyDecoder.pasteEnd) else { return }
        let wrapped = start + bytes + KeyDecoder.pasteEnd + Array("k".utf8)
        let keys = KeyDecoder.decode(wrapped)
        let expected: [Key] = [.paste(KeyDecoder.pastedText(String(decoding: bytes, as: UTF8.self))), .character("k")]
        invariant(keys == expected, "a bracketed paste is one .paste: \(shown(wrapped)) gave \(shown(keys))")
    }

    private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }
}
