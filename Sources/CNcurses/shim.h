#ifndef LISTA_CNCURSES_SHIM_H
#define LISTA_CNCURSES_SHIM_H
// The wide-character API is only declared when NCURSES_WIDECHAR is set before the include.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>
#include <ncursesw/panel.h>
#include <ncursesw/term.h>

// Swift 6 rejects C globals as shared mutable state; these accessors read them instead.
static inline WINDOW *lista_stdscr(void) { return stdscr; }
static inline WINDOW *lista_curscr(void) { return curscr; }
static inline int lista_lines(void) { return LINES; }
static inline int lista_cols(void) { return COLS; }
static inline TERMINAL *lista_cur_term(void) { return cur_term; }

// Macros Swift does not import.
static inline attr_t lista_a_bold(void) { return A_BOLD; }
static inline attr_t lista_a_reverse(void) { return A_REVERSE; }
static inline attr_t lista_a_dim(void) { return A_DIM; }
static inline attr_t lista_a_underline(void) { return A_UNDERLINE; }
static inline int lista_key_f(int n) { return KEY_F(n); }

/// A string capability of the current terminal, or NULL when it is absent or not a string
/// (tigetstr returns (char *)-1 for a name that is not a string capability).
static inline const char *lista_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}
#endif
