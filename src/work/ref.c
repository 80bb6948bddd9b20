/* The reference registry (refs.def, X-macro) and the lookup helpers that
 * reference functions use to read their arguments. */
#include "work/work.h"
#include <pthread.h>
#include <string.h>
#include <unistd.h>

#define REF(name, fn) int fn(RefArgs *a, char *err, size_t errlen);
#include "work/refs.def"

static const struct {
	const char *name;
	RefFn fn;
} refs[] = {
#define REF(name, fn) {#name, fn},
#include "work/refs.def"
	{NULL, NULL}
};

RefFn ref_lookup(const char *name)
{
	for (int i = 0; name && refs[i].name; i++)
		if (!strcmp(refs[i].name, name))
			return refs[i].fn;
	return NULL;
}

const char *ref_name_at(int i)
{
	int n = (int)(sizeof refs / sizeof refs[0]) - 1;
	return i >= 0 && i < n ? refs[i].name : NULL;
}

RefTensor *ref_tensor(RefArgs *a, const char *name)
{
	for (int i = 0; i < a->nt; i++)
		if (!strcmp(a->t[i].name, name))
			return &a->t[i];
	return NULL;
}

int64_t ref_scalar_i(RefArgs *a, const char *name, int64_t dflt)
{
	for (int i = 0; i < a->ns; i++)
		if (!strcmp(a->s[i].name, name))
			return a->s[i].i;
	return dflt;
}

double ref_get(const RefTensor *t, int64_t idx)
{
	return dtype_decode(t->dtype, dtype_load(t->dtype, t->data, idx));
}

int ref_default_threads(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

typedef struct {
	void (*fn)(void *, int64_t, int64_t);
	void *ctx;
	int64_t lo, hi;
} Slice;

static void *slice_main(void *p)
{
	Slice *s = p;
	s->fn(s->ctx, s->lo, s->hi);
	return NULL;
}

void ref_parallel(int64_t n, int nthreads, void (*fn)(void *ctx, int64_t lo, int64_t hi), void *ctx)
{
	if (nthreads > n)
		nthreads = (int)n;
	if (nthreads <= 1) {
		if (n > 0)
			fn(ctx, 0, n);
		return;
	}
	Slice sl[256];
	pthread_t th[256];
	int started[256] = {0};
	if (nthreads > 256)
		nthreads = 256;
	for (int t = 0; t < nthreads; t++) {
		sl[t] = (Slice){fn, ctx, n * t / nthreads, n * (t + 1) / nthreads};
		started[t] = t > 0 && !pthread_create(&th[t], NULL, slice_main, &sl[t]);
		if (t > 0 && !started[t])
			slice_main(&sl[t]);   /* no thread: run the slice here */
	}
	slice_main(&sl[0]);
	for (int t = 1; t < nthreads; t++)
		if (started[t])
			pthread_join(th[t], NULL);
}
