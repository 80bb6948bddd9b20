/* References for the kernel zoo (zoo/<family>/<name>): each output element
 * computed in double from the exact input bits (ref_get), summing in the
 * natural order.  Shapes come from the tensors, so the same function serves
 * every case of a workload.  Registered in refs.def. */
#include "work/ref.h"
#include "num/layout.h"
#include "util/arena.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

#define REF(name, fn) int fn(RefArgs *a, char *err, size_t errlen);
#include "work/refs.def"

/* Finds tensor `name` with `ndim` dims (and output-ness `out`); on error
 * writes err and returns NULL. */
static RefTensor *need(RefArgs *a, const char *name, int ndim, int out, char *err, size_t errlen)
{
	RefTensor *t = ref_tensor(a, name);
	if (!t) {
		snprintf(err, errlen, "reference needs a tensor named '%s'", name);
		return NULL;
	}
	if (t->ndim != ndim) {
		snprintf(err, errlen, "tensor '%s' has %d dims, the reference wants %d", name, t->ndim, ndim);
		return NULL;
	}
	if (out && (!t->is_output || !t->ref)) {
		snprintf(err, errlen, "tensor '%s' must be an output", name);
		return NULL;
	}
	return t;
}

static int shape_err(char *err, size_t errlen, const char *what)
{
	snprintf(err, errlen, "shape mismatch: %s", what);
	return -1;
}

/* zoo/basic/vadd: out = a + b, elementwise over equal-sized tensors. */
int ref_vadd(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *x = ref_tensor(a, "a"), *y = ref_tensor(a, "b"), *o = ref_tensor(a, "out");
	if (!x || !y || !o || !o->is_output || !o->ref) {
		snprintf(err, errlen, "reference needs inputs 'a', 'b' and output 'out'");
		return -1;
	}
	if (x->numel != o->numel || y->numel != o->numel)
		return shape_err(err, errlen, "a, b and out must have the same number of elements");
	for (int64_t i = 0; i < o->numel; i++)
		o->ref[i] = ref_get(x, i) + ref_get(y, i);
	return 0;
}

/* zoo/reduce/block_sum: out[r] = sum_c x[r][c]  (x: rows x n, out: rows). */
int ref_row_sum(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *x = need(a, "x", 2, 0, err, errlen), *o;
	if (!x || !(o = need(a, "out", 1, 1, err, errlen)))
		return -1;
	int64_t rows = x->shape[0], n = x->shape[1];
	if (o->shape[0] != rows)
		return shape_err(err, errlen, "out must have one element per row of x");
	for (int64_t r = 0; r < rows; r++) {
		double s = 0;
		for (int64_t c = 0; c < n; c++)
			s += ref_get(x, r * n + c);
		o->ref[r] = s;
	}
	return 0;
}

/* zoo/softmax/row_softmax: y[r][c] = exp(x[r][c] - max_r) / sum_c exp(...). */
int ref_row_softmax(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *x = need(a, "x", 2, 0, err, errlen), *y;
	if (!x || !(y = need(a, "y", 2, 1, err, errlen)))
		return -1;
	int64_t rows = x->shape[0], n = x->shape[1];
	if (y->shape[0] != rows || y->shape[1] != n)
		return shape_err(err, errlen, "y must have x's shape");
	for (int64_t r = 0; r < rows; r++) {
		const int64_t base = r * n;
		double m = -INFINITY, s = 0;
		for (int64_t c = 0; c < n; c++)
			m = fmax(m, ref_get(x, base + c));
		for (int64_t c = 0; c < n; c++) {
			double e = exp(ref_get(x, base + c) - m);
			y->ref[base + c] = e;
			s += e;
		}
		for (int64_t c = 0; c < n; c++)
			y->ref[base + c] /= s;
	}
	return 0;
}

/* Decodes a whole input tensor once (the GEMM inner loop would otherwise
 * call ref_get m*n*k times). */
static double *decode_all(const RefTensor *t, char *err, size_t errlen)
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

/* zoo/gemm (mma_tile, wgmma_tma): c = a · bᵀ  (a: m x k, b: n x k, c: m x n, all row-major).
 * bf16 products are exact in double; the k-term sum is in double. */
int ref_gemm_abt(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *ta = need(a, "a", 2, 0, err, errlen), *tb, *tc;
	if (!ta || !(tb = need(a, "b", 2, 0, err, errlen)) || !(tc = need(a, "c", 2, 1, err, errlen)))
		return -1;
	int64_t m = ta->shape[0], k = ta->shape[1], n = tb->shape[0];
	if (tb->shape[1] != k)
		return shape_err(err, errlen, "a is m x k and b is n x k: their k differ");
	if (tc->shape[0] != m || tc->shape[1] != n)
		return shape_err(err, errlen, "c must be m x n");
	double *av = decode_all(ta, err, errlen);
	if (!av)
		return -1;
	double *bv = decode_all(tb, err, errlen);
	if (!bv) {
		kl_free(av);
		return -1;
	}
	for (int64_t i = 0; i < m; i++) {
		const double *ar = av + i * k;
		for (int64_t j = 0; j < n; j++) {
			const double *br = bv + j * k;
			double s = 0;
			for (int64_t p = 0; p < k; p++)
				s += ar[p] * br[p];
			tc->ref[i * n + j] = s;
		}
	}
	kl_free(av);
	kl_free(bv);
	return 0;
}

/* zoo/basic/stdlib_check: the values the lib/ functions must produce, computed
 * independently (layout of the kernel's out[] in its header comment). */
static void put_desc(double *o, uint32_t start, uint32_t lbo, uint32_t sbo, int swizzle, uint32_t add)
{
	LayWgmmaDesc d = {start, lbo, sbo, 0, swizzle};
	uint64_t v = lay_wgmma_desc_encode(&d) + (add >> 4);
	o[0] = (double)(uint32_t)v;
	o[1] = (double)(uint32_t)(v >> 32);
}

int ref_stdlib_check(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *o = need(a, "out", 1, 1, err, errlen);
	if (!o)
		return -1;
	if (o->numel != 26)
		return shape_err(err, errlen, "out must have 26 elements");
	double *r = o->ref;
	put_desc(r + 0, 0x2400, 16, 1024, LAY_SW_128B, 0);
	put_desc(r + 2, 0x1230, 128, 256, LAY_SW_NONE, 0);
	put_desc(r + 4, 0x3FFF0, 32, 1024, LAY_SW_64B, 0);
	put_desc(r + 6, 0x2400, 16, 1024, LAY_SW_128B, 96);
	/* ring cursor: iteration 11 of 4 stages, and pipe_at(13, 4) */
	r[8] = 11 % 4;
	r[9] = (11 / 4) & 1;
	r[10] = 13 % 4;
	r[11] = (13 / 4) & 1;
	/* try/test_wait.parity P passes when the phase with parity P has
	 * completed: a fresh barrier is in phase 0, so parity 1 (the phase
	 * "before" it) counts as completed; after phase 0 completes the
	 * barrier is in phase 1 and the answers swap. */
	r[12] = 0;
	r[13] = 1;
	r[14] = 1;
	r[15] = 0;
	for (int w = 0; w < 2; w++) {
		double *q = r + 16 + 5 * w;
		q[0] = 496 + 3200 * w;    /* sum of lane + 100w over 32 lanes */
		q[1] = 31 + 100 * w;
		q[2] = 100 * w;
		q[3] = 496 + 3200 * w;
		q[4] = 5 + 100 * w;
	}
	return 0;
}
