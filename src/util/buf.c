/* Growable byte buffer. */
#include "util/buf.h"
#include "util/arena.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void grow(Buf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	size_t nc = b->cap ? b->cap : 64;
	while (nc < b->len + extra + 1)
		nc *= 2;
	char *p = kl_realloc(b->s, nc);
	if (!p)
		die("out of memory");
	b->s = p;
	b->cap = nc;
}

void buf_putn(Buf *b, const char *s, size_t n)
{
	grow(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = 0;
}

void buf_putc(Buf *b, char c) { buf_putn(b, &c, 1); }
void buf_puts(Buf *b, const char *s) { buf_putn(b, s, strlen(s)); }

void buf_printf(Buf *b, const char *fmt, ...)
{
	va_list ap, ap2;
	va_start(ap, fmt);
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	grow(b, (size_t)n);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap2);
	va_end(ap2);
	b->len += (size_t)n;
}

void buf_free(Buf *b)
{
	kl_free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

char *buf_take(Buf *b)
{
	char *s = b->s;
	if (!s) {
		s = kl_malloc(1);
		if (!s)
			die("out of memory");
		s[0] = 0;
	}
	b->s = NULL;
	b->len = b->cap = 0;
	return s;
}

const char *buf_str(Buf *b) { return b->s ? b->s : ""; }
