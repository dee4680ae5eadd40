@testable import Views

/// Each key is what the decoder's documentation says its bytes make: a lone ESC is `.escape`;
/// ESC then a printable key, or Up or Down, is Alt with it (`ESC [` / `ESC O` only at the very end); a CSI or
/// SS3 sequence is its table key, its mouse report or one `.unknown`; `ESC [ M` takes exactly
/// three bytes more (an X10 mouse report); a byte of invalid UTF-8 is one `.unknown`.
enum KeyShapes {
    private static let escape: UInt8 = 27
    private static let table: [[UInt8]: Key] = Dictionary(
        KeyDecoder.escapeSequences.map { (Array($0.sequence.utf8), $0.key) }, uniquingKeysWith: { first, _ in first })

    static func check(_ key: Key, _ span: [UInt8], atEnd: Bool) {
        let first = span[0]
        if first == escape {
            checkEscape(key, span, atEnd: atEnd)
        } else if first < 0x80 {
            invariant(span.count == 1 && key == KeyDecoder.key(forScalar: Unicode.Scalar(first)),
                      "an ASCII byte is one key: \(shown(span)) gave \(shown(key))")
        } else {
            checkUTF8(key, span)
        }
    }

    private static func checkUTF8(_ key: Key, _ span: [UInt8]) {
        if key == .unknown, span.count == 1 { return }
        let scalars = String(validating: span, as: UTF8.self).map { Array($0.unicodeScalars) } ?? []
        invariant(scalars.count == 1 && key == KeyDecoder.key(forScalar: scalars[0]),
                  "UTF-8 is one key per scalar, invalid bytes one .unknown each: \(shown(span)) gave \(shown(key))")
    }

    private static func checkEscape(_ key: Key, _ span: [UInt8], atEnd: Bool) {
        guard span.count > 1 else {
            invariant(key == .escape, "a lone ESC is .escape, got \(shown(key))")
            return
        }
        let introducer = span[1]
        if span.starts(with: [escape] + KeyDecoder.pasteStart) {
            checkPaste(key, span, atEnd: atEnd)
            return
        }
        if introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") {
            if span.count == 2 {
                invariant(atEnd && key == .alt(Character(Unicode.Scalar(introducer))),
                          "ESC [ or ESC O alone is Alt with it, and only at the end: \(shown(span)) gave \(shown(key))")
                return
            }
            let body = Array(span.dropFirst())
            if body.starts(with: KeyDecoder.x10MouseStart) {
                let expected = KeyDecoder.x10MouseEvent(body.dropFirst(2)).map(Key.mouse) ?? .unknown
                invariant((body.count == 5 && key == expected) || (atEnd && body.count < 5 && key == .unknown),
                          "ESC [ M and three bytes is one mouse report or .unknown: \(shown(span)) gave \(shown(key))")
                return
            }
            let known = table[body] ?? KeyDecoder.sgrMouseEvent(body).map(Key.mouse) ?? .unknown
            if introducer == UInt8(ascii: "O") {
                invariant(span.count == 3 && key == known, "SS3 is one byte after ESC O, its table key or .unknown: \(shown(span)) gave \(shown(key))")
                return
            }
            let isFinal = { (byte: UInt8) in (0x40...0x7E).contains(byte) }
            invariant(!body.dropFirst().dropLast().contains(where: isFinal), "a CSI sequence ends at its first final byte: \(shown(span))")
            if isFinal(body.last!) {
                invariant(key == known, "a CSI sequence is its table key or .unknown: \(shown(span)) gave \(shown(key))")
            } else {
                invariant(atEnd && key == .unknown, "a cut-off CSI sequence is one .unknown at the end: \(shown(span)) gave \(shown(key))")
            }
            return
        }
        let alone = KeyDecoder.decode(Array(span.dropFirst()))
        if introducer == escape {
            invariant((alone == [.up] && key == .altUp) || (alone == [.down] && key == .altDown),
                      "ESC then Up or Down is Alt with it: \(shown(span)) gave \(shown(key))")
            return
        }
        guard alone.count == 1, case .character(let character) = alone[0], key == .alt(character) else {
            fatalError("invariant broken: ESC then a printable key is Alt with it: \(shown(span)) gave \(shown(key))")
        }
    }

    /// `ESC [200~`, the text, then `ESC [201~` at the first place it occurs, or the rest of
    /// the input when it never does; the text has its line breaks made LF.
    private static func checkPaste(_ key: Key, _ span: [UInt8], atEnd: Bool) {
        let body = span.dropFirst(1 + KeyDecoder.pasteStart.count)
        let end = KeyDecoder.pasteEnd
        let firstEnd = body.indices.first { body[$0...].starts(with: end) }
        let inner: ArraySlice<UInt8>
        if let firstEnd {
            invariant(firstEnd + end.count == span.count, "a paste ends at its first end marker: \(shown(span))")
            inner = body[..<firstEnd]
        } else {
            invariant(atEnd, "a paste without an end marker takes the rest of the input: \(shown(span))")
            inner = body
        }
        let expected = Key.paste(KeyDecoder.pastedText(String(decoding: inner, as: UTF8.self)))
        invariant(key == expected, "a paste's text is what is between its markers: \(shown(span)) gave \(shown(key))")
    }
}
