/* Reference for zoo/gemm/fp8_ws: the scaled fp8 GEMM of
 * torch._scaled_mm(a, b.t(), scale_a, scale_b, out_dtype=bfloat16) with
 * per-tensor scales,
 *     c[i][j] = bf16( f32(scale_a * scale_b) * sum_p a[i][p] * b[j][p] ),
 * a: m x k, b: n x k (e4m3 or e5m2, decoded exactly: e4m3 has no infinity,
 * S.1111.111 is NaN, 448 the largest finite value, 2^-9 the smallest
 * subnormal), c: m x n.
 *
 * Exactness: an e4m3 product has at most 8 significant bits and lies in
 * [2^-18, 448^2 < 2^18]; a sum of k such terms needs at most
 * 18 + 18 + log2(k) bits, so it is exact in double for k < 2^17 (the
 * largest Llama shape has k = 14336).  The scale product is rounded to f32
 * as the kernel rounds it (one f32 multiply); the remaining products are
 * in double, so the only rounding left for the tolerance is the kernel's
 * f32 accumulation and the final bf16 rounding.
 *
 * The bf16 store: a value whose magnitude rounds past the largest bf16
 * (|v| >= (2 - 2^-8) * 2^127, the midpoint between 0x7f7f and 2^128) is
 * stored as +-Inf by cvt.rn.bf16x2.f32 (no .satfinite), and the reference
 * says +-Inf there, so such elements must match exactly (the comparison
 * passes an infinity only against the same infinity).  NaN in a row of a
 * or a column of b makes that output NaN (the comparison passes NaN only
 * against NaN), as does 0 * Inf when the scale product overflows f32.
 * Values within a factor 2^-7 of the overflow bound are ambiguous under
 * the kernel's f32 accumulation error; workloads keep clear of them. */
#include "work/ref.h"
#include "util/arena.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

#define REF(name, fn) int fn(RefArgs *a, char *err, size_t errlen);
#include "work/refs.def"

static int scalar_f(RefArgs *a, const char *name, double *v, char *err, size_t errlen)
{
	for (int i = 0; i < a->ns; i++)
		if (!strcmp(a->s[i].name, name)) {
			*v = a->s[i].f;
			return 0;
		}
	snprintf(err, errlen, "reference needs a scalar named '%s'", name);
	return -1;
}

typedef struct {
	const double *av, *bv;
	RefTensor *c;
	int64_t n, k;
	double sab;
} Fp8Job;

/* The bf16 store of the f32 value v: past the rounding bound, +-Inf. */
static double bf16_store(double v)
{
	const double lim = ldexp(2.0 - ldexp(1.0, -8), 127);
	if (fabs(v) >= lim)
		return v > 0 ? INFINITY : -INFINITY;
	return v;
}

static double elem(const Fp8Job *g, int64_t e)
{
	const double *x = g->av + e / g->n * g->k, *y = g->bv + e % g->n * g->k;
	double s = 0;
	for (int64_t p = 0; p < g->k; p++)
		s += x[p] * y[p];
	return bf16_store(s * g->sab);
}

static void rows(void *ctx, int64_t lo, int64_t hi)
{
	Fp8Job *g = ctx;
	for (int64_t e = lo * g->n; e < hi * g->n; e++)
		g->c->ref[e] = elem(g, e);
}

static void sampled(void *ctx, int64_t lo, int64_t hi)
{
	Fp8Job *g = ctx;
	for (int64_t s = lo; s < hi; s++)
		g->c->ref[g->c->sample[s]] = elem(g, g->c->sample[s]);
}

static double *decode(const RefTensor *t, char *err, size_t errlen)
{
	double *v = kl_malloc((size_t)(t->numel ? t->numel : 1) * sizeof *v);
	if (!v) {
		snprintf(err, errlen, "out of memory decoding '%s'", t->name);
		return NULL;
	}
	for (int64_t i = 0; i < t->numel; i++)
		v[i] = ref_get(t, i);
	return v;
}

static RefTensor *need2(RefArgs *a, const char *name, int out, char *err, size_t errlen)
{
	RefTensor *t = ref_tensor(a, name);
	if (!t || t->ndim != 2 || (out && (!t->is_output || !t->ref))) {
		snprintf(err, errlen, "reference gemm_fp8_abt needs 2-D %s '%s'", out ? "output" : "tensor", name);
		return NULL;
	}
	return t;
}

int ref_gemm_fp8_abt(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *ta = need2(a, "a", 0, err, errlen), *tb, *tc;
	if (!ta || !(tb = need2(a, "b", 0, err, errlen)) || !(tc = need2(a, "c", 1, err, errlen)))
		return -1;
	int64_t m = ta->shape[0], k = ta->shape[1], n = tb->shape[0];
	if (tb->shape[1] != k || tc->shape[0] != m || tc->shape[1] != n) {
		snprintf(err, errlen, "shape mismatch: a is m x k, b is n x k, c is m x n");
		return -1;
	}
	double sa, sb;
	if (scalar_f(a, "scale_a", &sa, err, errlen) || scalar_f(a, "scale_b", &sb, err, errlen))
		return -1;
	/* the kernel's f32 operands and its one f32 product of the two */
	double sab = (double)(float)((double)(float)sa * (double)(float)sb);
	double *av = decode(ta, err, errlen);
	if (!av)
		return -1;
	double *bv = decode(tb, err, errlen);
	if (!bv) {
		kl_free(av);
		return -1;
	}
	Fp8Job g = {av, bv, tc, n, k, sab};
	int nt = a->nthreads > 0 ? a->nthreads : 1;
	if (tc->sample)
		ref_parallel(tc->nsample, nt, sampled, &g);
	else
		ref_parallel(m, nt, rows, &g);
	kl_free(av);
	kl_free(bv);
	return 0;
}
