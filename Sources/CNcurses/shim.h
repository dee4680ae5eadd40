#ifndef LISTA_CNCURSES_SHIM_H
#define LISTA_CNCURSES_SHIM_H
// The wide-character API is only declared when NCURSES_WIDECHAR is set before the include.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Swift 6 rejects C globals as shared mutable state; these accessors read them instead.
static inline WINDOW *lista_stdscr(void) { return stdscr; }
static inline WINDOW *lista_curscr(void) { return curscr; }
static inline int lista_lines(void) { return LINES; }
static inline int lista_cols(void) { return COLS; }
static inline TERMINAL *lista_cur_term(void) { return cur_term; }
static inline int lista_colors(void) { return COLORS; }
static inline int lista_color_pairs(void) { return COLOR_PAIRS; }

// Macros Swift does not import.
static inline attr_t lista_a_bold(void) { return A_BOLD; }
static inline attr_t lista_a_reverse(void) { return A_REVERSE; }
static inline attr_t lista_a_dim(void) { return A_DIM; }
static inline attr_t lista_a_underline(void) { return A_UNDERLINE; }
static inline attr_t lista_a_italic(void) { return A_ITALIC; }

/// Whether the current terminal has the boolean capability `name` (1), lacks it (0), or
/// `name` is not a boolean capability (-1).
static inline int lista_tigetflag(const char *name) { return tigetflag(name); }
static inline int lista_key_f(int n) { return KEY_F(n); }

/// A string capability of the current terminal, or NULL when it is absent or not a string
/// (tigetstr returns (char *)-1 for a name that is not a string capability).
static inline const char *lista_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}
#endif
