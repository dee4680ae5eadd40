#define _XOPEN_SOURCE 700
#define _GNU_SOURCE
#include <locale.h>
#include <wchar.h>
#include "CDisplayWidth.h"

// Each thread measures under its own C.UTF-8 locale so that the answer never depends on what
// the process locale happens to be (tests run under "C", where wcwidth rejects non-ASCII).
static __thread locale_t utf8_locale = (locale_t)0;

int lista_scalar_width(uint32_t scalar) {
    if (scalar < 0x7f) {
        return scalar >= 0x20 ? 1 : -1;
    }
    if (utf8_locale == (locale_t)0) {
        utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
        if (utf8_locale == (locale_t)0) {
            return 1;
        }
    }
    locale_t previous = uselocale(utf8_locale);
    int width = wcwidth((wchar_t)scalar);
    uselocale(previous);
    return width;
}
