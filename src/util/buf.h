/* Growable byte buffer used to build text (PTX, JSON, messages). */
#ifndef KILN_BUF_H
#define KILN_BUF_H
#include <stddef.h>

typedef struct {
	char *s;       /* always NUL-terminated when non-NULL */
	size_t len, cap;
} Buf;

void buf_putc(Buf *b, char c);
void buf_puts(Buf *b, const char *s);
void buf_putn(Buf *b, const char *s, size_t n);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_free(Buf *b);
char *buf_take(Buf *b);   /* hands the malloc'd string to the caller (kl_free it) */
const char *buf_str(Buf *b); /* "" when empty */

#endif
