/* The fp8 GEMM reference (src/work/ref_fp8.c, "gemm_fp8_abt"): exact e4m3
 * decoding (448 the largest, 2^-9 the smallest subnormal, S.1111.111 NaN),
 * the f32 scale product, +-Inf past the bf16 range, NaN propagation, the
 * sampled path, and its errors (missing scalar, shape mismatch). */
#include "test.h"
#include "work/ref.h"

static RefTensor ten(const char *name, DType dt, int64_t r, int64_t c, const void *data, double *ref)
{
	RefTensor t = {0};
	t.name = name;
	t.dtype = dt;
	t.ndim = 2;
	t.shape[0] = r;
	t.shape[1] = c;
	t.numel = r * c;
	t.data = data;
	t.is_output = ref != NULL;
	t.ref = ref;
	return t;
}

int main(void)
{
	RefFn fn = ref_lookup("gemm_fp8_abt");
	CHECK(fn != NULL);
	if (!fn)
		return TEST_DONE();
	/* a: 3 x 2, b: 2 x 2 (e4m3 bits) */
	const uint8_t a[6] = {
		0x7e, 0x7e,   /* 448, 448 */
		0x01, 0xb8,   /* 2^-9, -1 */
		0x7f, 0x38,   /* NaN, 1 */
	};
	const uint8_t b[4] = {
		0x7e, 0x7e,   /* 448, 448 */
		0x38, 0x00,   /* 1, 0 */
	};
	double c[6];
	RefTensor t[3] = {ten("a", DT_E4M3, 3, 2, a, NULL), ten("b", DT_E4M3, 2, 2, b, NULL), ten("c", DT_BF16, 3, 2, NULL, c)};
	RefScalar s[2] = {{"scale_a", 0, 0.5}, {"scale_b", 0, 3.0}};
	RefArgs args = {t, 3, s, 2, 1};
	char err[256] = "";
	CHECK_EQ(fn(&args, err, sizeof err), 0);
	CHECK(c[0] == 448.0 * 448 * 2 * 1.5);                  /* exact: 401408 * 1.5 */
	CHECK(c[1] == 448.0 * 1.5);
	CHECK(c[2] == (448.0 / 512 - 448) * 1.5);              /* subnormal 2^-9 decoded exactly */
	CHECK(c[3] == 1.0 / 512 * 1.5);
	CHECK(isnan(c[4]) && isnan(c[5]));                      /* NaN in a's row 2 */
	/* scale product rounded to f32 as the kernel does: 0.1 * 0.3 */
	s[0].f = 0.1;
	s[1].f = 0.3;
	CHECK_EQ(fn(&args, err, sizeof err), 0);
	double sab = (double)(float)((double)(float)0.1 * (double)(float)0.3);
	CHECK(c[1] == 448.0 * sab);
	/* past the bf16 range: +-Inf (cvt.rn, no satfinite); just below: finite */
	s[0].f = 1e33;
	s[1].f = 1e0;
	CHECK_EQ(fn(&args, err, sizeof err), 0);
	CHECK(isinf(c[0]) && c[0] > 0);                          /* 401408e33 */
	CHECK(c[2] == (448.0 / 512 - 448) * (double)(float)1e33);   /* -4.5e35: finite */
	CHECK(c[3] == 1.0 / 512 * (double)(float)1e33);
	s[0].f = -1e33;
	CHECK_EQ(fn(&args, err, sizeof err), 0);
	CHECK(isinf(c[0]) && c[0] < 0);
	s[0].f = 1e32;
	CHECK_EQ(fn(&args, err, sizeof err), 0);
	CHECK(c[0] == 401408.0 * (double)(float)1e32);            /* 4.0e37 < 3.39e38: finite */
	/* sampled: only the listed elements */
	int64_t smp[2] = {1, 3};
	s[0].f = 1;
	for (int i = 0; i < 6; i++)
		c[i] = -7;
	t[2].sample = smp;
	t[2].nsample = 2;
	CHECK_EQ(fn(&args, err, sizeof err), 0);
	CHECK(c[1] == 448.0 && c[3] == 1.0 / 512 && c[0] == -7 && c[2] == -7);
	t[2].sample = NULL;
	t[2].nsample = 0;
	/* errors */
	args.ns = 1;
	CHECK_EQ(fn(&args, err, sizeof err), -1);
	CHECK_CONTAINS(err, "scale_b");
	args.ns = 2;
	t[1].shape[1] = 3;
	CHECK_EQ(fn(&args, err, sizeof err), -1);
	CHECK_CONTAINS(err, "shape mismatch");
	t[1].shape[1] = 2;
	args.nt = 2;
	CHECK_EQ(fn(&args, err, sizeof err), -1);
	CHECK_CONTAINS(err, "'c'");
	return TEST_DONE();
}
