/* References for the kernel zoo (zoo/<family>/<name>): each output element
 * computed in double from the exact input bits (ref_get), summing in the
 * natural order.  Shapes come from the tensors, so the same function serves
 * every case of a workload.  Registered in refs.def. */
#include "work/ref.h"
#include "num/fp.h"
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

/* tests/check/race: out = x elementwise (the race corpus kernels move x to
 * out through the synchronization pattern under test). */
int ref_copy(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *x = ref_tensor(a, "x"), *o = ref_tensor(a, "out");
	if (!x || !o || !o->is_output || !o->ref) {
		snprintf(err, errlen, "reference needs input 'x' and output 'out'");
		return -1;
	}
	if (x->numel != o->numel)
		return shape_err(err, errlen, "x and out must have the same number of elements");
	for (int64_t i = 0; i < o->numel; i++)
		o->ref[i] = ref_get(x, i);
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
typedef struct {
	const RefTensor *t;
	double *v;
} DecodeJob;

static void decode_slice(void *ctx, int64_t lo, int64_t hi)
{
	DecodeJob *j = ctx;
	for (int64_t i = lo; i < hi; i++)
		j->v[i] = ref_get(j->t, i);
}

static double *decode_all(const RefTensor *t, int nthreads, char *err, size_t errlen)
{
	double *v = kl_malloc((size_t)(t->numel ? t->numel : 1) * sizeof *v);
	if (!v) {
		snprintf(err, errlen, "out of memory decoding '%s'", t->name);
		return NULL;
	}
	DecodeJob j = {t, v};
	ref_parallel(t->numel, nthreads, decode_slice, &j);
	return v;
}

typedef struct {
	const double *av, *bv;
	RefTensor *c;
	int64_t n, k;
} GemmJob;

static double dot(const double *x, const double *y, int64_t k)
{
	double s = 0;
	for (int64_t p = 0; p < k; p++)
		s += x[p] * y[p];
	return s;
}

static void gemm_rows(void *ctx, int64_t lo, int64_t hi)
{
	GemmJob *g = ctx;
	for (int64_t i = lo; i < hi; i++)
		for (int64_t j = 0; j < g->n; j++)
			g->c->ref[i * g->n + j] = dot(g->av + i * g->k, g->bv + j * g->k, g->k);
}

static void gemm_sampled(void *ctx, int64_t lo, int64_t hi)
{
	GemmJob *g = ctx;
	for (int64_t s = lo; s < hi; s++) {
		int64_t e = g->c->sample[s];
		g->c->ref[e] = dot(g->av + e / g->n * g->k, g->bv + e % g->n * g->k, g->k);
	}
}

/* c = a · bᵀ (b_kn = 0: b is n x k) or c = a · b (b_kn = 1: b is k x n); a is
 * m x k, c m x n, all row-major.  bf16 products are exact in double; the
 * k-term sum is in double, in k order.  b in k x n form is transposed once
 * so both layouts share the row and sampled dot-product loops.  On all
 * cores; under "check": {"sample": N} only the sampled elements are
 * computed (the 8192³ bench case: N dot products). */
static int gemm_ref(RefArgs *a, int b_kn, char *err, size_t errlen)
{
	RefTensor *ta = need(a, "a", 2, 0, err, errlen), *tb, *tc;
	if (!ta || !(tb = need(a, "b", 2, 0, err, errlen)) || !(tc = need(a, "c", 2, 1, err, errlen)))
		return -1;
	int64_t m = ta->shape[0], k = ta->shape[1], n = tb->shape[b_kn ? 1 : 0];
	if (tb->shape[b_kn ? 0 : 1] != k)
		return shape_err(err, errlen, b_kn ? "a is m x k and b is k x n: their k differ"
			: "a is m x k and b is n x k: their k differ");
	if (tc->shape[0] != m || tc->shape[1] != n)
		return shape_err(err, errlen, "c must be m x n");
	int nt = a->nthreads > 0 ? a->nthreads : 1;
	double *av = decode_all(ta, nt, err, errlen);
	if (!av)
		return -1;
	double *bv = decode_all(tb, nt, err, errlen);
	if (!bv) {
		kl_free(av);
		return -1;
	}
	if (b_kn) {
		double *bt = kl_malloc((size_t)(n * k) * sizeof *bt);
		if (!bt) {
			kl_free(av);
			kl_free(bv);
			snprintf(err, errlen, "out of memory transposing 'b'");
			return -1;
		}
		for (int64_t p = 0; p < k; p++)
			for (int64_t j = 0; j < n; j++)
				bt[j * k + p] = bv[p * n + j];
		kl_free(bv);
		bv = bt;
	}
	GemmJob g = {av, bv, tc, n, k};
	if (tc->sample)
		ref_parallel(tc->nsample, nt, gemm_sampled, &g);
	else
		ref_parallel(m, nt, gemm_rows, &g);
	kl_free(av);
	kl_free(bv);
	return 0;
}

/* zoo/gemm (mma_tile, wgmma_tma, wgmma_ws, ...): c = a · bᵀ */
int ref_gemm_abt(RefArgs *a, char *err, size_t errlen)
{
	return gemm_ref(a, 0, err, errlen);
}

/* zoo/gemm with B_MN = 1: c = a · b */
int ref_gemm_ab(RefArgs *a, char *err, size_t errlen)
{
	return gemm_ref(a, 1, err, errlen);
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

/* tests/check corpus: every thread stores 1 when it reaches the end, so
 * out = 1 everywhere means no thread hung or skipped the end. */
int ref_ones(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *o = ref_tensor(a, "out");
	if (!o || !o->is_output || !o->ref) {
		snprintf(err, errlen, "reference needs the output 'out'");
		return -1;
	}
	for (int64_t i = 0; i < o->numel; i++)
		o->ref[i] = 1;
	return 0;
}

/* ---- zoo/norm: row normalizations over x (rows x n) with weight w (n) ---- */

/* Scalar argument `name` as a double (its value as given), or dflt. */
static double scalar_f(RefArgs *a, const char *name, double dflt)
{
	for (int i = 0; i < a->ns; i++)
		if (!strcmp(a->s[i].name, name))
			return a->s[i].f;
	return dflt;
}

/* Checks x: rows x n, w (and b when non-NULL): n, and the outputs named in
 * outs (NULL-terminated): rows x n.  Returns 0 or -1 with err set. */
static int norm_shapes(RefTensor *x, RefTensor *w, RefTensor *b, RefTensor **outs, char *err, size_t errlen)
{
	int64_t n = x->shape[1];
	if (w->numel != n || (b && b->numel != n))
		return shape_err(err, errlen, "w (and b) must have n elements, n = x's row length");
	for (int i = 0; outs[i]; i++)
		if (outs[i]->shape[0] != x->shape[0] || outs[i]->shape[1] != n)
			return shape_err(err, errlen, "outputs must have x's shape");
	return 0;
}

/* zoo/norm/rmsnorm: y[r][c] = x[r][c] / sqrt(mean_c x[r][c]^2 + eps) * w[c]. */
int ref_rmsnorm(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *x = need(a, "x", 2, 0, err, errlen), *w, *y;
	if (!x || !(w = need(a, "w", 1, 0, err, errlen)) || !(y = need(a, "y", 2, 1, err, errlen)))
		return -1;
	RefTensor *outs[] = {y, NULL};
	if (norm_shapes(x, w, NULL, outs, err, errlen))
		return -1;
	int64_t rows = x->shape[0], n = x->shape[1];
	double eps = scalar_f(a, "eps", 1e-6);
	for (int64_t r = 0; r < rows; r++) {
		double ss = 0;
		for (int64_t c = 0; c < n; c++) {
			double v = ref_get(x, r * n + c);
			ss += v * v;
		}
		double rs = 1 / sqrt(ss / (double)n + eps);
		for (int64_t c = 0; c < n; c++)
			y->ref[r * n + c] = ref_get(x, r * n + c) * rs * ref_get(w, c);
	}
	return 0;
}

/* zoo/norm/layernorm: y = (x - mean) / sqrt(var + eps) * w + b per row, var
 * the biased variance (divided by n), as torch.nn.functional.layer_norm. */
int ref_layernorm(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *x = need(a, "x", 2, 0, err, errlen), *w, *b, *y;
	if (!x || !(w = need(a, "w", 1, 0, err, errlen)) || !(b = need(a, "b", 1, 0, err, errlen)) ||
	    !(y = need(a, "y", 2, 1, err, errlen)))
		return -1;
	RefTensor *outs[] = {y, NULL};
	if (norm_shapes(x, w, b, outs, err, errlen))
		return -1;
	int64_t rows = x->shape[0], n = x->shape[1];
	double eps = scalar_f(a, "eps", 1e-5);
	for (int64_t r = 0; r < rows; r++) {
		double s = 0, q = 0;
		for (int64_t c = 0; c < n; c++)
			s += ref_get(x, r * n + c);
		double mean = s / (double)n;
		for (int64_t c = 0; c < n; c++) {
			double d = ref_get(x, r * n + c) - mean;
			q += d * d;
		}
		double rs = 1 / sqrt(q / (double)n + eps);
		for (int64_t c = 0; c < n; c++)
			y->ref[r * n + c] = (ref_get(x, r * n + c) - mean) * rs * ref_get(w, c) + ref_get(b, c);
	}
	return 0;
}

/* zoo/norm/add_rmsnorm: h = x + res (the residual stream, output), y =
 * rmsnorm(h) * w.  The kernel stores h in bf16 and normalizes the stored
 * values, so y's reference uses h rounded to bf16 (nearest even), as eager
 * `h = x + res; y = rms_norm(h, w)` in bf16 does; h's reference is exact. */
int ref_add_rmsnorm(RefArgs *a, char *err, size_t errlen)
{
	RefTensor *x = need(a, "x", 2, 0, err, errlen), *res, *w, *h, *y;
	if (!x || !(res = need(a, "res", 2, 0, err, errlen)) || !(w = need(a, "w", 1, 0, err, errlen)) ||
	    !(h = need(a, "h", 2, 1, err, errlen)) || !(y = need(a, "y", 2, 1, err, errlen)))
		return -1;
	RefTensor *outs[] = {res, h, y, NULL};
	if (norm_shapes(x, w, NULL, outs, err, errlen))
		return -1;
	int64_t rows = x->shape[0], n = x->shape[1];
	double eps = scalar_f(a, "eps", 1e-6);
	for (int64_t r = 0; r < rows; r++) {
		double ss = 0;
		for (int64_t c = 0; c < n; c++) {
			int64_t i = r * n + c;
			double e = ref_get(x, i) + ref_get(res, i);
			double hb = fp_decode(&fp_fmt_bf16, fp_round_double(&fp_fmt_bf16, e, FP_RN, 0, 0));
			h->ref[i] = e;
			y->ref[i] = hb;   /* the rounded h, normalized below */
			ss += hb * hb;
		}
		double rs = 1 / sqrt(ss / (double)n + eps);
		for (int64_t c = 0; c < n; c++)
			y->ref[r * n + c] *= rs * ref_get(w, c);
	}
	return 0;
}
