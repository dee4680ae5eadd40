import Storage

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
    /// O(cursor) with a cursor inside the text, O(length) otherwise (``CharacterWalk``).
    public init(_ text: String = "", cursor: Int? = nil) {
        self.text = text
        // The walk stops at the end of the text and says where: the clamp and the count at once.
        self.cursor = CharacterWalk.index(cursor ?? .max, in: text).characters
    }

    /// Applies `edit`. O(length of the text): each edit walks to the cursor once, and an insert
    /// counts the graphemes after it twice (a long line is a long walk, so no edit counts the
    /// whole text more than it must).
    public mutating func apply(_ edit: TextEdit) {
        switch edit {
        case let .insert(typed):
            let clean = Self.singleLine(typed)
            guard !clean.isEmpty else { return }
            insert(clean)
        case .deleteBackward:
            guard cursor > 0 else { return }
            text.remove(at: index(cursor - 1))
            cursor -= 1
        case .deleteForward:
            let at = index(cursor)
            guard at < text.endIndex else { return }
            text.remove(at: at)
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
            if index(cursor) < text.endIndex { cursor += 1 }
        case .moveHome:
            cursor = 0
        case .moveEnd:
            cursor = CharacterWalk.count(text)
        }
    }

    /// Inserts `typed` at the cursor and puts the cursor after it. Typing may join the grapheme
    /// before the cursor (a combining mark) or the one after it (a letter before a mark), so
    /// the cursor moves by how many graphemes the text gained: counted from the grapheme
    /// before the cursor, which stays where it starts, to the end. O(length), by
    /// ``CharacterWalk`` (a byte compare a character in runs of ASCII).
    private mutating func insert(_ typed: String) {
        let at = index(cursor)
        let from = cursor > 0 ? text.index(before: at) : at
        let fromOffset = text.utf8.distance(from: text.startIndex, to: from)
        let before = CharacterWalk.count(text[from...])
        text.insert(contentsOf: typed, at: at)
        let after = CharacterWalk.count(text[text.utf8.index(text.startIndex, offsetBy: fromOffset)...])
        cursor += after - before
    }

    private func index(_ offset: Int) -> String.Index {
        CharacterWalk.index(offset, in: text).index
    }

    /// Start of the word before `offset`: skip spaces backwards, then non-spaces. Walks from
    /// the cursor back, without a copy of the text's characters. O(offset).
    private func wordStart(before offset: Int) -> Int {
        var (start, position) = (index(offset), offset)
        for skipsSpaces in [true, false] {
            while start > text.startIndex {
                let previous = text.index(before: start)
                guard text[previous].isWhitespace == skipsSpaces else { break }
                (start, position) = (previous, position - 1)
            }
        }
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
