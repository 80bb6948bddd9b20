/* Arena allocator and the single allocation hook of libkiln. */
#include "util/arena.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long fail_after = -1;

void kl_fail_after(long n) { fail_after = n; }

static int inject(void)
{
	if (fail_after < 0)
		return 0;
	if (fail_after == 0)
		return 1;
	fail_after--;
	return 0;
}

void *kl_malloc(size_t n) { return inject() ? NULL : malloc(n ? n : 1); }
void *kl_calloc(size_t n, size_t sz) { return inject() ? NULL : calloc(n ? n : 1, sz ? sz : 1); }
void *kl_realloc(void *p, size_t n) { return inject() ? NULL : realloc(p, n ? n : 1); }
void kl_free(void *p) { free(p); }

void kl_die(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "kiln: internal error at %s:%d: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

enum { CHUNK = 64 * 1024 };

typedef struct Block Block;
struct Block {
	Block *next;
	size_t used, size;
	_Alignas(16) unsigned char data[];
};

struct Arena {
	Block *head;
};

Arena *arena_new(void)
{
	Arena *a = kl_calloc(1, sizeof *a);
	if (!a)
		die("out of memory");
	return a;
}

void *arena_alloc(Arena *a, size_t n)
{
	Block *b = a->head;
	n = (n + 15) & ~(size_t)15;
	if (!b || b->size - b->used < n) {
		size_t sz = n > CHUNK ? n : CHUNK;
		b = kl_malloc(sizeof *b + sz);
		if (!b)
			die("out of memory");
		b->size = sz;
		b->used = 0;
		if (a->head && n > CHUNK) {
			/* keep the partly used head for small allocations */
			b->next = a->head->next;
			a->head->next = b;
		} else {
			b->next = a->head;
			a->head = b;
		}
	}
	void *p = b->data + b->used;
	b->used += n;
	memset(p, 0, n);
	return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_printf(Arena *a, const char *fmt, ...)
{
	va_list ap, ap2;
	va_start(ap, fmt);
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *p = arena_alloc(a, (size_t)n + 1);
	vsnprintf(p, (size_t)n + 1, fmt, ap2);
	va_end(ap2);
	return p;
}

void arena_free(Arena *a)
{
	if (!a)
		return;
	for (Block *b = a->head, *nb; b; b = nb) {
		nb = b->next;
		kl_free(b);
	}
	kl_free(a);
}
