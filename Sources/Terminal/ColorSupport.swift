import CNcurses
import Views

/// What colour the terminal gets, decided once as the screen starts: the depth its terminfo
/// entry gives (ncurses' `COLORS`, and the `RGB` flag for 24-bit colour), or none under
/// NO_COLOR.
///
/// Truecolor comes only from terminfo (an entry with `RGB`, such as `xterm-direct`):
/// Lista draws through ncurses, which writes colours with the entry's own `setaf`/`setab`,
/// so with a 256-colour entry it has no way to send a 24-bit colour, whatever `COLORTERM`
/// says; writing escape sequences behind ncurses' back would break its picture of the
/// screen. `#rrggbb` then shows as the nearest of the 256. The palette is never redefined
/// (`can_change_color`/`init_color`): that would change the person's terminal colours.
enum ColorSupport {
    /// Starts colour on the current screen if it has any and colour is wanted; returns the
    /// depth, and whether -1 (the terminal's default colours) may be used in pairs.
    static func start(wanted: Bool) -> (depth: ColorDepth, defaultColors: Bool) {
        guard wanted, has_colors() else { return (.none, false) }
        start_color()
        let defaults = use_default_colors() == OK
        let depth = ColorDepth.of(colors: Int(lista_colors()), hasRGB: lista_tigetflag("RGB") > 0)
        return (depth, defaults)
    }

    /// ncurses' number for `color` on a terminal of `depth`: -1 for the default (or the
    /// default pair's colour when the terminal has no default colours), a palette index, or
    /// a 24-bit value on a direct-colour terminal.
    static func number(_ color: TerminalColor, depth: ColorDepth, defaultColors: Bool, isBackground: Bool) -> Int32 {
        switch color.reduced(to: depth) {
        case nil, .standard?:
            return defaultColors ? -1 : (isBackground ? Int32(COLOR_BLACK) : Int32(COLOR_WHITE))
        case let .palette(index)?:
            return Int32(index)
        case let .rgb(value)?:
            return Int32(value)
        }
    }
}
