/* kiln_ref.h — the C ABI of a workload's library reference:
 *
 *   "reference": {"library": "libref.so", "symbol": "my_ref"}
 *
 * Kiln dlopens the library (path relative to the workload) and calls
 *
 *   int my_ref(const KilnRefArgs *a, char *err, size_t errlen);
 *
 * once per check.  Inputs come decoded to double, exactly (bf16, f16, fp8
 * values are exact in double), with their raw bits beside; the function
 * writes every output element as double into `out` (or, when `sample` is
 * non-NULL, at least the nsample listed flat indices) and returns 0, or
 * non-zero with a message in err.  Tensors are row-major (C order), shape
 * outermost first.  Scalars: every scalar argument, then every case
 * variable and template parameter, by name.  Build with
 *     cc -O2 -shared -fPIC -I$(kiln --prefix)/include -o libref.so ref.c
 * docs/workloads.md has a worked example (examples/libref/). */
#ifndef KILN_REF_ABI_H
#define KILN_REF_ABI_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define KILN_REF_ABI 1

typedef struct {
	const char *name;          /* the workload's argument name */
	const char *dtype;         /* "f32", "bf16", "e4m3", "s32" ... */
	int ndim;
	int64_t shape[8];
	int64_t numel;
	int is_output;
	const double *values;      /* inputs: numel values (NULL for outputs) */
	const void *bits;          /* inputs: the elements' bits as the kernel sees them */
	double *out;               /* outputs: numel doubles to fill (NaN-initialized) */
	const int64_t *sample;     /* outputs: NULL, or the sorted flat indices that are checked */
	int64_t nsample;
} KilnRefTensor;

typedef struct {
	const char *name;
	int64_t i;                 /* integer value (floats truncated) */
	double f;                  /* value as double */
} KilnRefScalar;

typedef struct {
	int abi;                   /* KILN_REF_ABI */
	int ntensors;
	KilnRefTensor *tensors;
	int nscalars;
	const KilnRefScalar *scalars;
	int nthreads;              /* cores the reference may use */
} KilnRefArgs;

typedef int (*KilnRefFn)(const KilnRefArgs *a, char *err, size_t errlen);

/* Lookup helpers: NULL / dflt when absent. */
static inline KilnRefTensor *kiln_ref_tensor(const KilnRefArgs *a, const char *name)
{
	for (int i = 0; i < a->ntensors; i++)
		if (!strcmp(a->tensors[i].name, name))
			return &a->tensors[i];
	return NULL;
}

static inline double kiln_ref_scalar(const KilnRefArgs *a, const char *name, double dflt)
{
	for (int i = 0; i < a->nscalars; i++)
		if (!strcmp(a->scalars[i].name, name))
			return a->scalars[i].f;
	return dflt;
}

#endif
