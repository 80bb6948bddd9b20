/* Arenas: every compilation, simulation and job allocates from one arena and
 * frees it in one call.  All heap allocation in libkiln goes through
 * kl_malloc/kl_realloc so tests can make allocation fail (kl_fail_after). */
#ifndef KILN_ARENA_H
#define KILN_ARENA_H
#include <stddef.h>

void *kl_malloc(size_t n);            /* NULL on failure (or injected failure) */
void *kl_calloc(size_t n, size_t sz);
void *kl_realloc(void *p, size_t n);
void kl_free(void *p);
/* kl_malloc'd NUL-terminated copies (of s; of its first n bytes); NULL for a
 * NULL s or when out of memory (inside kl_protect: the region's jump) */
char *kl_strdup(const char *s);
char *kl_strndup(const char *s, size_t n);
void kl_fail_after(long n);           /* tests: the n-th next allocation (from 0) fails, once; -1 = never */
long kl_fail_pending(void);           /* tests: what kl_fail_after left (-1: the failure happened or none set) */
/* Runs fn(arg) so that running out of memory is an error, not an abort: a
 * failed kl_ allocation in fn (this thread) jumps back, everything fn
 * allocated and did not free is freed, files it opened with kl_fopen are
 * closed, and kl_protect returns -1; else 0.  Public API entry points wrap
 * their work in it.  Inside, kl_malloc never returns NULL. */
int kl_protect(void (*fn)(void *), void *arg);
/* fopen/fclose whose FILE a failed kl_protect region closes */
#include <stdio.h>
FILE *kl_fopen(const char *path, const char *mode);
int kl_fclose(FILE *f);

/* Internal invariant broken: prints file:line and aborts.  Never used for
 * errors in user input; those become diagnostics. */
#define die(...) kl_die(__FILE__, __LINE__, __VA_ARGS__)
_Noreturn void kl_die(const char *file, int line, const char *fmt, ...);

typedef struct Arena Arena;
Arena *arena_new(void);
void *arena_alloc(Arena *a, size_t n);          /* zeroed, 16-byte aligned; dies on OOM */
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
char *arena_printf(Arena *a, const char *fmt, ...);
void arena_free(Arena *a);

/* Growable array of T in an arena-free heap vector: vec_push(&v, &n, &cap, x) */
#define VEC(T) struct { T *v; int n, cap; }
#define vec_push(vec, x) do { \
	if ((vec)->n == (vec)->cap) { \
		int nc_ = (vec)->cap ? 2 * (vec)->cap : 8; \
		void *nv_ = kl_realloc((vec)->v, (size_t)nc_ * sizeof *(vec)->v); \
		if (!nv_) die("out of memory"); \
		(vec)->v = nv_; (vec)->cap = nc_; \
	} \
	(vec)->v[(vec)->n++] = (x); \
} while (0)
#define vec_free(vec) (kl_free((vec)->v), (vec)->v = 0, (vec)->n = (vec)->cap = 0)

#endif
