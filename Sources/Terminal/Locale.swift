import CNcurses
import Glibc

/// Locale setup that must precede curses: without a UTF-8 `LC_CTYPE`, ncursesw silently drops
/// non-ASCII input and draws wide characters as junk.
public enum TerminalLocale {
    /// Adopts the user's character type (`setlocale(LC_CTYPE, "")`); if its codeset is not
    /// UTF-8, sets `LC_CTYPE` to `C.UTF-8`. Returns true when the resulting codeset is UTF-8.
    /// The other categories stay "C": Lista spells its own dates, numbers and messages, and
    /// each category adopted is a locale file opened at every start.
    /// Call it once at start, before any other thread exists (setlocale is process-wide).
    @discardableResult
    public static func configure() -> Bool {
        setlocale(LC_CTYPE, "")
        if isUTF8 { return true }
        setlocale(LC_CTYPE, "C.UTF-8")
        return isUTF8
    }

    /// True when the current `LC_CTYPE` codeset is UTF-8.
    public static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
