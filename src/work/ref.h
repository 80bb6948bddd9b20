/* Reference implementations: C functions registered by name (refs.def),
 * computing each output in double precision from the exact input bits the
 * kernel sees.  The comparison against kernel outputs lives in work.h. */
#ifndef KILN_REF_H
#define KILN_REF_H
#include <stddef.h>
#include <stdint.h>

typedef enum {
	DT_NONE,
#define DTYPE(id, name, bytes, is_float, is_signed) DT_##id,
#include "work/dtypes.def"
	DT_COUNT
} DType;

typedef struct {
	const char *name;
	DType dtype;
	int ndim;
	int64_t shape[8];
	int64_t numel;
	const void *data;     /* the tensor's bits as the kernel sees them (inputs) */
	int is_output;
	double *ref;          /* outputs: the reference fills numel doubles */
	const int64_t *sample;   /* outputs under "check": {"sample": N}: only these sorted
	                          * flat indices are compared (a reference may compute only them) */
	int64_t nsample;         /* 0: every element */
} RefTensor;

typedef struct {
	const char *name;
	int64_t i;            /* integer value (as given) */
	double f;             /* value as double */
} RefScalar;

typedef struct {
	RefTensor *t;
	int nt;
	RefScalar *s;
	int ns;
	int nthreads;         /* worker threads a reference may use (ref_parallel) */
} RefArgs;

/* Returns 0, or -1 with a message in err. */
typedef int (*RefFn)(RefArgs *a, char *err, size_t errlen);

/* Lookup helpers for reference writers. */
RefTensor *ref_tensor(RefArgs *a, const char *name);   /* NULL if absent */
int64_t ref_scalar_i(RefArgs *a, const char *name, int64_t dflt);
double ref_get(const RefTensor *t, int64_t idx);       /* element idx of an input as double */
/* Runs fn(ctx, lo, hi) over [0, n) split into nthreads pthreads (1: inline). */
void ref_parallel(int64_t n, int nthreads, void (*fn)(void *ctx, int64_t lo, int64_t hi), void *ctx);
int ref_default_threads(void);                         /* online cores, 1..256 */
RefFn ref_lookup(const char *name);                    /* from refs.def; NULL if unknown */
const char *ref_name_at(int i);                        /* NULL past the end: lists references */

#endif
