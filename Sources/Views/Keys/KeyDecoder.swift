/// One thing a terminal hands over: a byte it sent, or a key that ncurses' keypad already
/// decoded from several (the sequences terminfo describes).
public enum KeyInput: Hashable, Sendable {
    /// A byte as the terminal sent it (a scalar read whole is fed as its UTF-8 bytes).
    case byte(UInt8)
    /// A key ncurses decoded (a `KEY_*` code mapped to its key).
    case key(Key)
}

/// Turns what a terminal sends into `Key`s: the one place that knows control bytes, UTF-8, Alt
/// chords, CSI and SS3 sequences and bracketed paste. Pure and streaming: the terminal and the
/// byte-driven tests feed the same decoder.
///
/// A key comes out as soon as its input is complete. ``finish()`` says that nothing more is
/// coming for now (a read found the terminal silent): what is pending is decoded as the end.
/// - A lone ESC is `.escape`. ESC then a printable key is Alt with it; ESC then Up or Down
///   (`ESC ESC [A`, or ESC and an Up from ncurses) is Alt-Up or Alt-Down; ESC then any other
///   key is `.escape`, and the key is decoded on its own.
/// - `ESC [`, parameters and a final byte (0x40...0x7E), or `ESC O` and one byte, is its key in
///   ``escapeSequences`` or one `.unknown`; `ESC [` or `ESC O` at the end is Alt with `[` or
///   `O`; a CSI sequence cut off by the end is one `.unknown`.
/// - A mouse report is one `.mouse` (``KeyDecoder/sgrMouseEvent(_:)``: `ESC [ <` … `M`/`m`;
///   ``KeyDecoder/x10MouseEvent(_:)``: `ESC [ M` and exactly three bytes, whatever they are);
///   one that does not read as a report is one `.unknown`.
/// - Invalid UTF-8 is one `.unknown` per bad byte.
/// - `ESC [200~ … ESC [201~` is one `.paste` of the text between (``pastedText(_:)``), or of
///   the text that arrived when the end comes first. Keys from ncurses inside it are dropped
///   (a terminal turns its keypad off while ``isInPaste``, so pasted sequences stay text).
/// - A key from ncurses ends an unfinished sequence as the end of the input would.
/// - Complexity: O(1) amortized per input.
public struct KeyDecoder: Sendable {
    private enum Phase: Sendable {
        case ground, escape, doubleEscape
        /// A UTF-8 lead byte and continuation bytes are in `pending`; `alt`: after an ESC.
        case text(length: Int, alt: Bool)
        /// `pending` is the sequence after its ESCs, from the `[` or `O`.
        case sequence(escapes: Int)
        /// `pending` is the pasted bytes; `inputs` counts what the paste took so far.
        case paste(inputs: Int)
        /// `pending` is `[M` and the bytes of an X10 mouse report so far.
        case x10Mouse
    }

    private var phase = Phase.ground
    private var pending: [UInt8] = []
    /// The keys decoded and not taken yet, each with the number of inputs it took.
    private(set) var decoded: [(key: Key, length: Int)] = []

    /// A decoder with nothing pending.
    public init() {}

    /// Whether a bracketed paste has begun and not ended.
    public var isInPaste: Bool {
        if case .paste = phase { return true }
        return false
    }

    /// Takes one input.
    public mutating func feed(_ input: KeyInput) {
        switch (phase, input) {
        case let (.ground, .key(key)): emit(key, 1)
        case (.ground, .byte(Self.escapeByte)): phase = .escape
        case let (.ground, .byte(byte)) where byte >= 0xC0: beginText(byte, alt: false)
        case let (.ground, .byte(byte)): emit(byte < 0x80 ? Self.key(forScalar: Unicode.Scalar(byte)) : .unknown, 1)
        case (.escape, .key(.up)): emit(.altUp, 2)
        case (.escape, .key(.down)): emit(.altDown, 2)
        case (.escape, .byte(Self.escapeByte)): phase = .doubleEscape
        case let (.escape, .byte(byte)) where Self.introducers.contains(byte): beginSequence(byte, escapes: 1)
        case let (.escape, .byte(byte)) where (0x20...0x7E).contains(byte): emit(.alt(Character(Unicode.Scalar(byte))), 2)
        case let (.escape, .byte(byte)) where byte >= 0xC0: beginText(byte, alt: true)
        case let (.doubleEscape, .byte(byte)) where Self.introducers.contains(byte): beginSequence(byte, escapes: 2)
        case let (.text(length, alt), .byte(byte)) where (0x80...0xBF).contains(byte): continueText(byte, length: length, alt: alt)
        case let (.sequence(escapes), .byte(byte)): continueSequence(byte, escapes: escapes)
        case let (.paste(inputs), _): continuePaste(input, inputs: inputs)
        case let (.x10Mouse, .byte(byte)): continueX10Mouse(byte)
        default:
            finishStep()
            feed(input)
        }
    }

    /// Nothing more is coming for now: decodes what is pending as the end of the input.
    public mutating func finish() {
        while true {
            if case .ground = phase { return }
            finishStep()
        }
    }

    /// The keys decoded so far, oldest first; the decoder forgets them.
    public mutating func takeKeys() -> [Key] {
        defer { decoded.removeAll(keepingCapacity: true) }
        return decoded.map(\.key)
    }

    /// Decodes the oldest pending key as if the input ended here (or was cut by what came).
    private mutating func finishStep() {
        let bytes = pending
        switch phase {
        case .ground: return
        case .escape: emit(.escape, 1)
        case .doubleEscape:
            emit(.escape, 1)
            phase = .escape
        case let .text(_, alt):
            // After an ESC, the ESC alone and the bytes again; else the lead byte is bad.
            emit(alt ? .escape : .unknown, 1)
            for byte in alt ? bytes[...] : bytes.dropFirst() { feed(.byte(byte)) }
        case .sequence(escapes: 2):
            // ESC ESC and a sequence that is not Up or Down: an Esc, then ESC and the sequence.
            emit(.escape, 1)
            for byte in [Self.escapeByte] + bytes { feed(.byte(byte)) }
        case .sequence:
            emit(bytes.count == 1 ? .alt(Character(Unicode.Scalar(bytes[0]))) : .unknown, 1 + bytes.count)
        case let .paste(inputs):
            emit(.paste(Self.pastedText(String(decoding: bytes, as: UTF8.self))), inputs)
        case .x10Mouse:
            emit(.unknown, 1 + bytes.count)
        }
    }

    private mutating func emit(_ key: Key, _ length: Int) {
        decoded.append((key, length))
        phase = .ground
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func beginText(_ lead: UInt8, alt: Bool) {
        pending = [lead]
        phase = .text(length: lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2, alt: alt)
    }

    private mutating func beginSequence(_ introducer: UInt8, escapes: Int) {
        pending = [introducer]
        phase = .sequence(escapes: escapes)
    }

    private mutating func continueText(_ byte: UInt8, length: Int, alt: Bool) {
        pending.append(byte)
        guard pending.count == length else { return }
        var bytes = pending.makeIterator()
        var utf8 = UTF8()
        guard case let .scalarValue(scalar) = utf8.decode(&bytes) else { return finishStep() }
        switch (alt, Self.key(forScalar: scalar)) {
        case let (false, key): emit(key, length)
        case let (true, .character(character)): emit(.alt(character), 1 + length)
        case (true, _): finishStep()
        }
    }

    private mutating func continueSequence(_ byte: UInt8, escapes: Int) {
        pending.append(byte)
        if escapes == 1, pending == Self.x10MouseStart {
            phase = .x10Mouse
            return
        }
        guard pending[0] == Self.ss3 || (0x40...0x7E).contains(byte) else { return }
        switch (escapes, Self.table[pending]) {
        case (2, .up?): emit(.altUp, 2 + pending.count)
        case (2, .down?): emit(.altDown, 2 + pending.count)
        case (2, _): finishStep()
        case _ where pending == Self.pasteStart:
            pending.removeAll(keepingCapacity: true)
            phase = .paste(inputs: 1 + Self.pasteStart.count)
        case let (_, key): emit(key ?? Self.sgrMouseEvent(pending).map(Key.mouse) ?? .unknown, 1 + pending.count)
        }
    }

    private mutating func continueX10Mouse(_ byte: UInt8) {
        pending.append(byte)
        guard pending.count == Self.x10MouseStart.count + Self.x10MouseLength else { return }
        emit(Self.x10MouseEvent(pending.dropFirst(Self.x10MouseStart.count)).map(Key.mouse) ?? .unknown, 1 + pending.count)
    }

    private mutating func continuePaste(_ input: KeyInput, inputs: Int) {
        phase = .paste(inputs: inputs + 1)
        guard case let .byte(byte) = input else { return }
        pending.append(byte)
        let end = Self.pasteEnd
        guard byte == end[end.count - 1], pending.count >= end.count,
              pending[(pending.count - end.count)...].elementsEqual(end) else { return }
        pending.removeLast(end.count)
        finishStep()
    }
}
