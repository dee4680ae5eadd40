import Glibc

/// Where a row stands for the lists that hide rows, as topydo has it: a pending row whose
/// threshold (`t:YYYY-MM-DD`) is after today waits for that day, and a row with `h:1` is hidden
/// for good. The one rule for the app's lens and `lista ls`.
public enum RowVisibility: Sendable, Hashable {
    /// Shown by default.
    case current
    /// Pending, with a threshold after today: shown from that day on.
    case future
    /// Tagged `h:1`, done or not: never shown by default.
    case hidden
}

extension TodoItem {
    /// The tag key that hides a row (`h:1`, as topydo writes it).
    public static let hiddenKey = "h"

    /// Where the row stands on `today` (``RowVisibility``). With no date known (nil), no
    /// threshold holds a row back; `h:1` still hides it. A done row never waits: its threshold
    /// no longer matters. O(n) in the text length; one `memchr` for a text without a colon.
    public func visibility(today: TodoDate?) -> RowVisibility {
        if let visibility = withReadLine({ RowVisibility(line: $0, today: today) }) { return visibility }
        var text = text
        return text.withUTF8 { RowVisibility(text: $0, done: done, today: today) }
    }
}

extension RowVisibility {
    /// Where the row of `line` (a row's bytes, no line break) stands on `today`: the rule read
    /// from the line's text in place. O(line length), nothing allocated for a usual line.
    init(line: UnsafeBufferPointer<UInt8>, today: TodoDate?) {
        guard Self.mayHoldTag(line) else {
            self = .current
            return
        }
        let scan = TodoLineParser.scan(line)
        var scratch: [UInt8] = []
        self = scan.withText(in: line, scratch: &scratch) { RowVisibility(text: $0, done: scan.header.done, today: today) }
    }

    /// Whether `line` may hold an `h:` or `t:` word: a colon right after a `t` or an `h` that
    /// starts a word. Every such word of a row's text is one of its line's (the text is the
    /// line without some words), so a line without one is current. O(n), a memchr per colon.
    static func mayHoldTag(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = line.baseAddress else { return false }
        let (hiddenKey, thresholdKey) = (TodoItem.hiddenKey.utf8.first!, TodoItem.thresholdKey.utf8.first!)
        var position = 1
        while position < line.count, let found = memchr(base + position, Int32(TodoWord.colon), line.count - position) {
            let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let key = line[colon - 1]
            if key == hiddenKey || key == thresholdKey, colon == 1 || line[colon - 2] == UInt8(ascii: " ") { return true }
            position = colon + 1
        }
        return false
    }

    /// Where a row with this text (its UTF-8) stands on `today`: the rule itself, for a row and
    /// for `lista ls` reading a file's bytes. Its last `h:` tag (``TodoTag``) hides it when it
    /// says `1`; else, pending, its last `t:` tag that holds a date holds it back until that
    /// day. O(n) in the text length; one `memchr` for a text without a colon.
    public init(text: UnsafeBufferPointer<UInt8>, done: Bool, today: TodoDate?) {
        self = .current
        guard let base = text.baseAddress, memchr(base, Int32(UInt8(ascii: ":")), text.count) != nil else { return }
        var threshold: TodoDate?
        var hidden = false
        // Both keys are one byte.
        let hiddenKey = TodoItem.hiddenKey.utf8.first!
        let thresholdKey = TodoItem.thresholdKey.utf8.first!
        TodoWord.forEachWord(in: text) { word in
            // Only a word `h:…` or `t:…` can be such a tag (their keys are one byte).
            guard word.count > 2, text[word.lowerBound + 1] == TodoWord.colon,
                  text[word.lowerBound] == hiddenKey || text[word.lowerBound] == thresholdKey,
                  let value = TodoTag.value(ofWord: UnsafeBufferPointer(rebasing: text[word])) else { return true }
            let valueBytes = UnsafeBufferPointer(rebasing: text[(word.lowerBound + value.lowerBound)..<(word.lowerBound + value.upperBound)])
            if text[word.lowerBound] == hiddenKey {
                hidden = valueBytes.count == 1 && valueBytes[0] == UInt8(ascii: "1")
            } else if let date = TodoDate(utf8: valueBytes) {
                threshold = date
            }
            return true
        }
        if hidden {
            self = .hidden
        } else if !done, let today, let threshold, threshold > today {
            self = .future
        }
    }
}

/// Which rows a list shows by where they stand (``RowVisibility``): the current ones (the
/// default, as topydo's `ls`), only those waiting for their threshold, only the hidden ones, or
/// every row.
public enum VisibilityFilter: String, CaseIterable, Equatable, Sendable {
    case current
    case future
    case hidden
    case everything

    /// Whether a row that stands so passes. O(1).
    public func admits(_ visibility: RowVisibility) -> Bool {
        switch self {
        case .current: visibility == .current
        case .future: visibility == .future
        case .hidden: visibility == .hidden
        case .everything: true
        }
    }
}
