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
        guard RowVisibility.hasTags(text) else { return .current }
        var threshold: TodoDate?
        var hidden = false
        for tag in tags {
            if tag.key == Self.hiddenKey {
                hidden = tag.value == "1"
            } else if tag.key == Self.thresholdKey, let date = TodoDate(tag.value) {
                threshold = date
            }
        }
        if hidden { return .hidden }
        if !done, let today, let threshold, threshold > today { return .future }
        return .current
    }
}

extension RowVisibility {
    /// Whether `text` may hold a `key:value` tag at all (it has a colon): the one check made for
    /// most rows. O(n) at memchr speed.
    static func hasTags(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(UInt8(ascii: ":")), bytes.count) != nil
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
