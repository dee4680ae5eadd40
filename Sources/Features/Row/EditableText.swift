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
    /// O(cursor) with a cursor inside the text, O(length) otherwise.
    public init(_ text: String = "", cursor: Int? = nil) {
        self.text = text
        if let cursor, text.index(text.startIndex, offsetBy: Swift.max(cursor, 0), limitedBy: text.endIndex) != nil {
            self.cursor = Swift.max(cursor, 0)
        } else {
            self.cursor = text.count
        }
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
            cursor = text.count
        }
    }

    /// Inserts `typed` at the cursor and puts the cursor after it. Typing may join the grapheme
    /// before the cursor (a combining mark) or the one after it (a letter before a mark), so
    /// the cursor moves by how many graphemes the text gained: counted from the grapheme
    /// before the cursor, which stays where it starts, to the end. O(length).
    private mutating func insert(_ typed: String) {
        let at = index(cursor)
        let from = cursor > 0 ? text.index(before: at) : at
        let fromOffset = text.utf8.distance(from: text.startIndex, to: from)
        let before = text[from...].count
        text.insert(contentsOf: typed, at: at)
        let after = text[text.utf8.index(text.startIndex, offsetBy: fromOffset)...].count
        cursor += after - before
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
