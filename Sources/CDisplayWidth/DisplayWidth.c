#define _XOPEN_SOURCE 700
#define _GNU_SOURCE
#include <locale.h>
#include <pthread.h>
#include <wchar.h>
#include "CDisplayWidth.h"

// Measured under a C.UTF-8 locale so that the answer never depends on what the process locale
// happens to be (tests run under "C", where wcwidth rejects non-ASCII). One locale object for
// the whole process, made once: glibc's locale objects do not change once made, and any number
// of threads may use one at the same time. (It used to be one per thread, in a __thread
// variable, never freed: each thread that measured a non-ASCII scalar leaked it when it ended,
// which LeakSanitizer reported under `make sanitize` for the test runner's worker threads.)
static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_locale_once = PTHREAD_ONCE_INIT;

static void make_utf8_locale(void) {
    utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
}

int lista_scalar_width(uint32_t scalar) {
    if (scalar < 0x7f) {
        return scalar >= 0x20 ? 1 : -1;
    }
    pthread_once(&utf8_locale_once, make_utf8_locale);
    if (utf8_locale == (locale_t)0) {
        return 1;
    }
    locale_t previous = uselocale(utf8_locale);
    int width = wcwidth((wchar_t)scalar);
    uselocale(previous);
    return width;
}
