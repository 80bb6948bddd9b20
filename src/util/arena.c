/* Arena allocator and the single allocation hook of libkiln. */
#include "util/arena.h"
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long fail_after = -1;

void kl_fail_after(long n) { fail_after = n; }
long kl_fail_pending(void) { return fail_after; }

/* One injected failure: the n-th next allocation fails, later ones succeed
 * (after a failed compile the result still gets its error). */
static int inject(void)
{
	if (fail_after < 0)
		return 0;
	if (fail_after == 0) {
		fail_after = -1;
		return 1;
	}
	fail_after--;
	return 0;
}

/* ---- protected regions (kl_protect) ----
 * While a thread runs inside kl_protect, every block it allocates is
 * recorded in the region's set, and a failed allocation jumps back to
 * kl_protect instead of returning NULL; the region then frees what is still
 * recorded and closes the files opened with kl_fopen.  Blocks freed inside
 * leave the set; on success the set is merged into the enclosing region
 * (or dropped).  Other threads (simulator workers) are not protected: for
 * them a failed allocation returns NULL, as outside any region. */
typedef struct Region Region;
struct Region {
	void **v;                 /* open addressing; NULL empty, TOMB removed */
	size_t cap, n, used;
	FILE *files[16];
	int nfiles;
	jmp_buf jb;
	Region *up;
};
static _Thread_local Region *region;
static char tomb_;
#define TOMB ((void *)&tomb_)

static size_t slot_of(void *p, size_t cap) { return ((uintptr_t)p >> 4) * 0x9E3779B97F4A7C15ull & (cap - 1); }

static _Noreturn void region_fail(void) { longjmp(region->jb, 1); }

static void set_grow(Region *r)
{
	/* mostly tombstones (vectors that grew): rehash at the same size */
	size_t nc = !r->cap ? 1024 : 4 * r->n < r->cap ? r->cap : 2 * r->cap;
	void **nv = calloc(nc, sizeof *nv);
	if (!nv)
		region_fail();
	for (size_t i = 0; i < r->cap; i++)
		if (r->v[i] && r->v[i] != TOMB) {
			size_t j = slot_of(r->v[i], nc);
			while (nv[j])
				j = (j + 1) & (nc - 1);
			nv[j] = r->v[i];
		}
	free(r->v);
	r->v = nv;
	r->cap = nc;
	r->used = r->n;
}

static void set_add(Region *r, void *p)
{
	if (2 * (r->used + 1) > r->cap)
		set_grow(r);
	size_t j = slot_of(p, r->cap);
	while (r->v[j] && r->v[j] != TOMB)
		j = (j + 1) & (r->cap - 1);
	if (!r->v[j])
		r->used++;
	r->v[j] = p;
	r->n++;
}

static void set_del(Region *r, void *p)
{
	if (!r->cap)
		return;
	for (size_t j = slot_of(p, r->cap); r->v[j]; j = (j + 1) & (r->cap - 1))
		if (r->v[j] == p) {
			r->v[j] = TOMB;
			r->n--;
			return;
		}
}

static void *fail(void)
{
	if (region)
		region_fail();
	return NULL;
}

void *kl_malloc(size_t n)
{
	void *p = inject() ? NULL : malloc(n ? n : 1);
	if (!p)
		return fail();
	if (region)
		set_add(region, p);
	return p;
}

void *kl_calloc(size_t n, size_t sz)
{
	void *p = inject() ? NULL : calloc(n ? n : 1, sz ? sz : 1);
	if (!p)
		return fail();
	if (region)
		set_add(region, p);
	return p;
}

void *kl_realloc(void *p, size_t n)
{
	if (region && 2 * (region->used + 1) > region->cap)
		set_grow(region);     /* before realloc: a failure here leaves p valid and recorded */
	void *q = inject() ? NULL : realloc(p, n ? n : 1);
	if (!q)
		return fail();
	if (region && q != p) {
		if (p)
			set_del(region, p);
		set_add(region, q);
	}
	return q;
}

void kl_free(void *p)
{
	if (p && region)
		set_del(region, p);
	free(p);
}

char *kl_strndup(const char *s, size_t n)
{
	char *p = s ? kl_malloc(n + 1) : NULL;
	if (p) {
		memcpy(p, s, n);
		p[n] = 0;
	}
	return p;
}

char *kl_strdup(const char *s) { return s ? kl_strndup(s, strlen(s)) : NULL; }

FILE *kl_fopen(const char *path, const char *mode)
{
	if (region && region->nfiles == (int)(sizeof region->files / sizeof region->files[0])) {
		errno = EMFILE;   /* more open at once than a region tracks */
		return NULL;
	}
	FILE *f = fopen(path, mode);
	if (f && region)
		region->files[region->nfiles++] = f;
	return f;
}

int kl_fclose(FILE *f)
{
	Region *r = region;
	for (int i = 0; r && i < r->nfiles; i++)
		if (r->files[i] == f) {
			r->files[i] = r->files[--r->nfiles];
			break;
		}
	return fclose(f);
}

int kl_protect(void (*fn)(void *), void *arg)
{
	Region *r = calloc(1, sizeof *r);
	if (!r)
		return -1;
	r->up = region;
	region = r;
	volatile int rc = 0;
	if (setjmp(r->jb) == 0)
		fn(arg);
	else
		rc = -1;
	region = r->up;
	if (rc) {
		for (size_t i = 0; i < r->cap; i++)
			if (r->v[i] && r->v[i] != TOMB)
				free(r->v[i]);
		for (int i = 0; i < r->nfiles; i++)
			fclose(r->files[i]);
	} else if (region) {
		Region *up = region;    /* merging may need memory: a failure jumps to the outer region */
		for (size_t i = 0; i < r->cap; i++)
			if (r->v[i] && r->v[i] != TOMB)
				set_add(up, r->v[i]);
		for (int i = 0; i < r->nfiles && up->nfiles < 16; i++)
			up->files[up->nfiles++] = r->files[i];
	}
	free(r->v);
	free(r);
	return rc;
}

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
