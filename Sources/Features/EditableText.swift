/// An edit to a one-line text field, in the units a person thinks in: graphemes (an emoji, an
/// accented letter, a CJK character is one step) and words.
public enum TextEdit: Equatable, Sendable {
    case insert(String)
    case deleteBackward
    case deleteForward
    case deleteWordBackward
    case deleteToStart
    case moveLeft
    case moveRight
    case moveHome
    case moveEnd

    /// Whether the edit changes the text (as opposed to only moving the cursor).
    public var changesText: Bool {
        switch self {
        case .insert, .deleteBackward, .deleteForward, .deleteWordBackward, .deleteToStart: true
        case .moveLeft, .moveRight, .moveHome, .moveEnd: false
        }
    }
}

/// A one-line text with a cursor, measured in graphemes (`Character`s), `0...text.count`.
public struct EditableText: Equatable, Sendable {
    public private(set) var text: String
    /// Position of the cursor, in graphemes from the start.
    public private(set) var cursor: Int

    /// - Parameter cursor: clamped into `0...text.count`; nil puts it at the end.
    public init(_ text: String = "", cursor: Int? = nil) {
        self.text = text
        let count = text.count
        self.cursor = Swift.min(Swift.max(cursor ?? count, 0), count)
    }

    /// Applies `edit`. O(length of the text).
    public mutating func apply(_ edit: TextEdit) {
        switch edit {
        case let .insert(typed):
            let clean = Self.singleLine(typed)
            guard !clean.isEmpty else { return }
            let before = text.count
            text.insert(contentsOf: clean, at: index(cursor))
            // Combining marks may merge into the grapheme before the cursor: count what changed.
            cursor += text.count - before
        case .deleteBackward:
            guard cursor > 0 else { return }
            text.remove(at: index(cursor - 1))
            cursor -= 1
        case .deleteForward:
            guard cursor < text.count else { return }
            text.remove(at: index(cursor))
        case .deleteWordBackward:
            let start = wordStart(before: cursor)
            text.removeSubrange(index(start)..<index(cursor))
            cursor = start
        case .deleteToStart:
            text.removeSubrange(text.startIndex..<index(cursor))
            cursor = 0
        case .moveLeft:
            cursor = Swift.max(0, cursor - 1)
        case .moveRight:
            cursor = Swift.min(text.count, cursor + 1)
        case .moveHome:
            cursor = 0
        case .moveEnd:
            cursor = text.count
        }
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: offset)
    }

    /// Start of the word before `offset`: skip spaces backwards, then non-spaces.
    private func wordStart(before offset: Int) -> Int {
        let characters = Array(text)
        var position = offset
        while position > 0, characters[position - 1].isWhitespace { position -= 1 }
        while position > 0, !characters[position - 1].isWhitespace { position -= 1 }
        return position
    }

    /// A row is one line: line breaks and tabs become spaces, other control characters are
    /// dropped (pasting a paragraph gives one line, never a silent split into rows).
    static func singleLine(_ typed: String) -> String {
        var result = ""
        var previousWasBreak = false
        for character in typed {
            if character == "\r\n" || character == "\n" || character == "\r" || character == "\t" {
                if !previousWasBreak { result.append(" ") }
                previousWasBreak = character != "\t"
                continue
            }
            previousWasBreak = false
            if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) { continue }
            result.append(character)
        }
        return result
    }
}
