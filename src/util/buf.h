/* Growable byte buffer used to build text (PTX, JSON, messages). */
#ifndef KILN_BUF_H
#define KILN_BUF_H
#include <stddef.h>
#include <stdint.h>   /* SIZE_MAX: buf_load the whole file */

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
/* Appends the file at path to b, at most max bytes of it (SIZE_MAX: all).
 * 0, or -1 with errno when it cannot be opened or read (b keeps what it had). */
int buf_load(Buf *b, const char *path, size_t max);
/* The file at path (at most max bytes), NUL-terminated, kl_malloc'd; its
 * length in *len unless len is NULL.  NULL with errno when it cannot be
 * opened or read. */
char *buf_read_file(const char *path, size_t max, size_t *len);

#endif
