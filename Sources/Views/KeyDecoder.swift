/// One thing a terminal hands over: a byte it sent, or a key that its own decoding (ncurses'
/// keypad, from terminfo) already made of several bytes.
public enum KeyInput: Hashable, Sendable {
    case byte(UInt8)
    case key(Key)
}

/// Turns what a terminal sends into `Key`s: the one place that knows control bytes, UTF-8, Alt
/// chords (ESC then a key), CSI and SS3 sequences and bracketed paste. Pure and streaming: the
/// terminal at a real tty and the byte-driven tests feed the same decoder.
///
/// A key comes out as soon as its input is complete; ``finish()`` says that nothing more is
/// coming for now (a read found the terminal silent), and what is pending is decoded as the end
/// of the input:
/// - a lone ESC is `.escape`; ESC then a printable key is Alt with it; ESC then Up or Down
///   (`ESC ESC [A`, or ESC then a key ncurses decoded) is Alt-Up or Alt-Down; ESC then any other
///   key is `.escape`, and the key is decoded on its own;
/// - `ESC [` then parameters up to a final byte (0x40...0x7E), or `ESC O` then one byte, is its
///   key in ``escapeSequences`` or one `.unknown`; `ESC [` or `ESC O` at the end is Alt with
///   `[` or `O`; a CSI sequence cut off by the end is one `.unknown`;
/// - invalid UTF-8 is one `.unknown` per bad byte;
/// - bracketed paste (`ESC [200~ … ESC [201~`) is one `.paste` with the text in between (see
///   ``pastedText(_:)``); a paste cut short by the end is the text that arrived; keys ncurses
///   decoded inside a paste are dropped (turn its keypad off while ``isInPaste``).
///
/// A key from ncurses ends an unfinished sequence as the end of the input would.
/// - Complexity: O(1) amortized per input.
public struct KeyDecoder: Sendable {
    private enum Phase: Sendable, Equatable {
        case ground
        /// A UTF-8 lead byte and some continuation bytes are in `pending`; `alt`: after an ESC.
        case text(length: Int, alt: Bool)
        case escape
        case doubleEscape
        /// `pending` holds the sequence after its ESC(s), from the `[` or `O`.
        case sequence(escapes: Int)
        /// `pending` holds the pasted bytes so far; `inputs` counts what the paste took.
        case paste(inputs: Int)
    }

    private var phase = Phase.ground
    private var pending: [UInt8] = []
    private var decoded: [(key: Key, length: Int)] = []

    /// A decoder with nothing pending.
    public init() {}

    /// Whether a bracketed paste has begun and not ended: a terminal reads on, keypad off.
    public var isInPaste: Bool {
        if case .paste = phase { return true }
        return false
    }

    /// Takes one input.
    public mutating func feed(_ input: KeyInput) {
        switch phase {
        case .ground: start(input)
        case let .text(length, alt): continueText(input, length: length, alt: alt)
        case .escape: afterEscape(input)
        case .doubleEscape: afterDoubleEscape(input)
        case let .sequence(escapes): continueSequence(input, escapes: escapes)
        case let .paste(inputs): continuePaste(input, inputs: inputs)
        }
    }

    /// Nothing more is coming for now: decodes what is pending as the end of the input.
    public mutating func finish() {
        while true {
            switch phase {
            case .ground: return
            case let .text(_, alt): abandonText(alt: alt)
            case .escape: emit(.escape, length: 1)
            case .doubleEscape: emit(.escape, length: 1); phase = .escape
            case let .sequence(escapes): cutSequence(escapes: escapes)
            case let .paste(inputs): emit(.paste(Self.pastedText(pending)), length: inputs)
            }
        }
    }

    /// The keys decoded so far, oldest first; the decoder forgets them.
    public mutating func takeKeys() -> [Key] {
        defer { decoded.removeAll(keepingCapacity: true) }
        return decoded.map(\.key)
    }

    /// The keys decoded so far with how many inputs each took; the decoder forgets them.
    mutating func takeKeysWithLengths() -> [(key: Key, length: Int)] {
        defer { decoded.removeAll(keepingCapacity: true) }
        return decoded
    }

    private mutating func emit(_ key: Key, length: Int) {
        decoded.append((key, length))
        phase = .ground
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func refeed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { feed(.byte(byte)) }
    }

    private mutating func start(_ input: KeyInput) {
        guard case let .byte(byte) = input else {
            if case let .key(key) = input { emit(key, length: 1) }
            return
        }
        switch byte {
        case Self.escapeByte: phase = .escape
        case ..<0x80: emit(Self.key(forScalar: Unicode.Scalar(byte)), length: 1)
        case 0xC0...: beginText(byte, alt: false)
        default: emit(.unknown, length: 1)
        }
    }

    private mutating func beginText(_ lead: UInt8, alt: Bool) {
        pending = [lead]
        phase = .text(length: lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2, alt: alt)
    }

    private mutating func continueText(_ input: KeyInput, length: Int, alt: Bool) {
        guard case let .byte(byte) = input, (0x80...0xBF).contains(byte) else {
            abandonText(alt: alt)
            return feed(input)
        }
        pending.append(byte)
        guard pending.count == length else { return }
        var iterator = pending.makeIterator()
        var utf8 = UTF8()
        guard case let .scalarValue(scalar) = utf8.decode(&iterator) else { return abandonText(alt: alt) }
        let key = Self.key(forScalar: scalar)
        switch (alt, key) {
        case (false, _): emit(key, length: length)
        case let (true, .character(character)): emit(.alt(character), length: length + 1)
        case (true, _): abandonText(alt: true)
        }
    }

    /// The text in `pending` is not one character: after an ESC, the ESC alone and the bytes
    /// again; else the lead byte is `.unknown` and the bytes after it are decoded again.
    private mutating func abandonText(alt: Bool) {
        let bytes = pending
        emit(alt ? .escape : .unknown, length: 1)
        refeed(alt ? bytes[...] : bytes.dropFirst())
    }

    private mutating func afterEscape(_ input: KeyInput) {
        switch input {
        case .key(.up): emit(.altUp, length: 2)
        case .key(.down): emit(.altDown, length: 2)
        case .key:
            emit(.escape, length: 1)
            feed(input)
        case .byte(Self.escapeByte): phase = .doubleEscape
        case let .byte(byte) where Self.introducers.contains(byte):
            pending = [byte]
            phase = .sequence(escapes: 1)
        case let .byte(byte) where byte >= 0xC0: beginText(byte, alt: true)
        case let .byte(byte):
            if byte < 0x80, case let .character(character) = Self.key(forScalar: Unicode.Scalar(byte)) {
                return emit(.alt(character), length: 2)
            }
            emit(.escape, length: 1)
            feed(input)
        }
    }

    private mutating func afterDoubleEscape(_ input: KeyInput) {
        if case let .byte(byte) = input, Self.introducers.contains(byte) {
            pending = [byte]
            phase = .sequence(escapes: 2)
            return
        }
        emit(.escape, length: 1)
        feed(.byte(Self.escapeByte))
        feed(input)
    }

    private mutating func continueSequence(_ input: KeyInput, escapes: Int) {
        guard case let .byte(byte) = input else {
            cutSequence(escapes: escapes)
            return feed(input)
        }
        pending.append(byte)
        guard pending[0] == Self.ss3 || (0x40...0x7E).contains(byte) else { return }
        if escapes == 2 {
            switch Self.table[pending] {
            case .up?: return emit(.altUp, length: 2 + pending.count)
            case .down?: return emit(.altDown, length: 2 + pending.count)
            default: return escapeAlone()
            }
        }
        if pending == Self.pasteStart {
            pending.removeAll(keepingCapacity: true)
            phase = .paste(inputs: 1 + Self.pasteStart.count)
            return
        }
        emit(Self.table[pending] ?? .unknown, length: 1 + pending.count)
    }

    /// The sequence ended early (the end of the input, or a key from ncurses).
    private mutating func cutSequence(escapes: Int) {
        if escapes == 2 { return escapeAlone() }
        if pending.count == 1 { return emit(.alt(Character(Unicode.Scalar(pending[0]))), length: 2) }
        emit(.unknown, length: 1 + pending.count)
    }

    /// `ESC ESC` then a sequence that is not Up or Down: the first ESC is Esc, and the rest is
    /// decoded again on its own.
    private mutating func escapeAlone() {
        let body = pending
        emit(.escape, length: 1)
        refeed([Self.escapeByte] + body)
    }

    private mutating func continuePaste(_ input: KeyInput, inputs: Int) {
        phase = .paste(inputs: inputs + 1)
        guard case let .byte(byte) = input else { return }
        pending.append(byte)
        let end = Self.pasteEnd
        guard byte == end[end.count - 1], pending.count >= end.count,
              pending[(pending.count - end.count)...].elementsEqual(end) else { return }
        pending.removeLast(end.count)
        emit(.paste(Self.pastedText(pending)), length: inputs + 1)
    }
}
