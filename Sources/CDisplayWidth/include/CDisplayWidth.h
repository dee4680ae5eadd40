#ifndef LISTA_CDISPLAYWIDTH_H
#define LISTA_CDISPLAYWIDTH_H
#include <stdint.h>

/// Columns a scalar takes in a terminal, as glibc's wcwidth measures it under a UTF-8 locale,
/// whatever the process locale is (-1 for non-printable scalars). Thread-safe.
int lista_scalar_width(uint32_t scalar);
#endif
