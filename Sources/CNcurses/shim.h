#ifndef LISTA_CNCURSES_SHIM_H
#define LISTA_CNCURSES_SHIM_H
// The wide-character API is only declared when NCURSES_WIDECHAR is set before the include.
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <ncursesw/panel.h>
#include <ncursesw/term.h>

// Swift 6 rejects C globals as shared mutable state; these accessors read them instead.
static inline WINDOW *lista_stdscr(void) { return stdscr; }
static inline int lista_lines(void) { return LINES; }
static inline int lista_cols(void) { return COLS; }
#endif
