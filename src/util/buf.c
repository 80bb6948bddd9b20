/* Growable byte buffer. */
#include "util/buf.h"
#include "util/arena.h"
#include <errno.h>
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

int buf_load(Buf *b, const char *path, size_t max)
{
	FILE *f = kl_fopen(path, "rb");   /* closed by kl_protect when out of memory */
	if (!f)
		return -1;
	size_t start = b->len, got = 0, n;
	char chunk[65536];
	while (got < max && (n = fread(chunk, 1, max - got < sizeof chunk ? max - got : sizeof chunk, f)) > 0) {
		buf_putn(b, chunk, n);
		got += n;
	}
	int rerr = ferror(f) ? errno : 0;
	kl_fclose(f);
	if (rerr) {
		b->len = start;
		if (b->s)
			b->s[start] = 0;
		errno = rerr;
		return -1;
	}
	return 0;
}

char *buf_read_file(const char *path, size_t max, size_t *len)
{
	Buf b = {0};
	if (buf_load(&b, path, max)) {
		int e = errno;
		buf_free(&b);
		errno = e;
		return NULL;
	}
	if (len)
		*len = b.len;
	return buf_take(&b);
}
