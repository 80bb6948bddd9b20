/* PTX floating-point arithmetic on the CPU: add/sub/mul/fma/div/sqrt/rcp
 * in every rounding mode for f32, f64, f16 and bf16, min/max, and the
 * .approx instructions.
 *
 * f32/f16/bf16 (at most 24 significant bits): operands are exact in double
 * and so is their product; the sum, quotient or root is computed in double
 * and its error recovered exactly (TwoSum, or an fma remainder), which gives
 * the result rounded to odd in double.  Rounding that once more to <= 51
 * bits in any mode equals rounding the exact result: one rounding, no
 * double-rounding error, fma included.  No floating-point environment.
 *
 * f64: the host's IEEE binary64 unit under fesetround, restored after. */
#include <fenv.h>
#include <math.h>
#include "num/fp.h"

enum { OP_ADD, OP_MUL, OP_FMA, OP_DIV, OP_SQRT };

/* s = RN(x) and x - s = err exactly: the double nearest x rounded to odd. */
static double ro_fix(double s, double err)
{
	if (err == 0 || (fp_f64_bits(s) & 1))
		return s;
	return nextafter(s, err > 0 ? INFINITY : -INFINITY);
}

static double ro_sum(double a, double b)
{
	double s = a + b;
	double bb = s - a;
	double err = (a - (s - bb)) + (b - bb);
	return ro_fix(s, err);
}

static int is_sub(const FpFormat *f, double x)
{
	return x != 0 && fabs(x) < ldexp(1.0, 1 - f->bias);
}

static double flush(const FpFormat *f, double x, int ftz)
{
	return ftz && is_sub(f, x) ? copysign(0.0, x) : x;
}

/* Sign of an exact zero sum of operands with signs sa, sb (IEEE 754 6.3). */
static int zero_sign(int sa, int sb, FpRound r)
{
	return sa == sb ? sa : r == FP_RM;
}

/* One correctly rounded operation on values of a format with <= 24
 * significant bits (given exactly as doubles); returns f's encoding. */
static uint64_t op_round(const FpFormat *f, int op, double x, double y, double z,
	FpRound r, int ftz)
{
	double v, e;
	x = flush(f, x, ftz);
	y = flush(f, y, ftz);
	z = flush(f, z, ftz);
	switch (op) {
	case OP_ADD:
		v = x + y;
		if (v == 0 && !isnan(v))
			return fp_round_pack(f, zero_sign(!!signbit(x), !!signbit(y), r), 0, 0, r, 0, 0);
		if (isfinite(v))
			v = ro_sum(x, y);
		break;
	case OP_MUL:
		v = x * y;                     /* exact */
		break;
	case OP_FMA:
		e = x * y;                     /* exact */
		v = e + z;
		if (v == 0 && !isnan(v))
			return fp_round_pack(f, zero_sign(!!signbit(e), !!signbit(z), r), 0, 0, r, 0, 0);
		if (isfinite(v))
			v = ro_sum(e, z);
		break;
	case OP_DIV:
		v = x / y;
		if (isfinite(v) && v != 0) {
			double rem = fma(-v, y, x);   /* exact remainder */
			v = ro_fix(v, (rem > 0) == (y > 0) ? rem : -rem);
		}
		break;
	default: /* OP_SQRT */
		if (x < 0)
			return f->cnan;
		v = sqrt(x);
		if (isfinite(v) && v != 0)
			v = ro_fix(v, fma(-v, v, x));
		break;
	}
	if (isnan(v))
		return f->cnan;
	return fp_round_double(f, v, r, 0, ftz);
}

/* .sat on an encoding: [+0, 1.0], NaN -> +0. */
static uint64_t sat01(const FpFormat *f, uint64_t b)
{
	int w = f->ebits + f->mbits;
	uint64_t one = (uint64_t)f->bias << f->mbits;
	uint64_t inf = ((((uint64_t)1) << f->ebits) - 1) << f->mbits;
	uint64_t mag = b & ((((uint64_t)1) << w) - 1);
	if ((b >> w) || (mag > f->maxfin && mag != inf))
		return 0;                      /* negative, -0 or NaN */
	return b > one ? one : b;
}

static uint64_t relu(const FpFormat *f, uint64_t b)
{
	if (b == f->cnan)
		return b;
	return (b >> (f->ebits + f->mbits)) ? 0 : b;
}

/* ---- f32 ---- */

static float f32_op(int op, float a, float b, float c, FpRound r, int ftz, int sat)
{
	uint64_t v = op_round(&fp_fmt_f32, op, a, b, c, r, ftz);
	if (sat)
		v = sat01(&fp_fmt_f32, v);
	return fp_bits_f32((uint32_t)v);
}

float fp_add_f32(float a, float b, FpRound r, int ftz, int sat) { return f32_op(OP_ADD, a, b, 0, r, ftz, sat); }
float fp_sub_f32(float a, float b, FpRound r, int ftz, int sat) { return f32_op(OP_ADD, a, -b, 0, r, ftz, sat); }
float fp_mul_f32(float a, float b, FpRound r, int ftz, int sat) { return f32_op(OP_MUL, a, b, 0, r, ftz, sat); }
float fp_fma_f32(float a, float b, float c, FpRound r, int ftz, int sat) { return f32_op(OP_FMA, a, b, c, r, ftz, sat); }
float fp_div_f32(float a, float b, FpRound r, int ftz) { return f32_op(OP_DIV, a, b, 0, r, ftz, 0); }
float fp_sqrt_f32(float a, FpRound r, int ftz) { return f32_op(OP_SQRT, a, 0, 0, r, ftz, 0); }
float fp_rcp_f32(float a, FpRound r, int ftz) { return f32_op(OP_DIV, 1.0f, a, 0, r, ftz, 0); }

/* ---- f64: host IEEE unit in the requested mode ---- */

static int fe_mode(FpRound r)
{
	switch (r) {
	case FP_RZ: return FE_TOWARDZERO;
	case FP_RM: return FE_DOWNWARD;
	case FP_RP: return FE_UPWARD;
	default: return FE_TONEAREST;
	}
}

/* f64 NaNs (measured on sm_90): an input NaN propagates quieted, with
 * precedence b, then c, then a; an invalid operation gives 0xfff8000000000000
 * (unlike f32, whose NaN results are all 0x7fffffff). */
#define F64_DNAN FP_F64_DNAN

static int f64_nan_in(double a, double b, double c, int nops, double *out)
{
	double v[3] = {b, c, a};
	if (nops == 1)
		v[0] = a;
	else if (nops == 2)
		v[1] = a;
	for (int i = 0; i < nops; i++)
		if (isnan(v[i])) {
			*out = fp_bits_f64(fp_f64_bits(v[i]) | 0x0008000000000000ull);
			return 1;
		}
	return 0;
}

/* The volatile loads and store pin the operation between the two
 * fesetround calls whatever the optimizer knows about rounding modes.
 * negb: subtract (b's sign flipped after the NaN check, so sub.f64 returns
 * a NaN b unchanged but quieted). */
static double f64_op(int op, double a, double b, double c, FpRound r, int negb)
{
	static const int nops[] = {2, 2, 3, 2, 1};
	double nan;
	if (f64_nan_in(a, b, c, nops[op], &nan))
		return nan;
	volatile double va = a, vb = negb ? -b : b, vc = c, vr;
	int old = fegetround();
	fesetround(fe_mode(r));
	switch (op) {
	case OP_ADD: vr = va + vb; break;
	case OP_MUL: vr = va * vb; break;
	case OP_FMA: vr = fma(va, vb, vc); break;
	case OP_DIV: vr = va / vb; break;
	default: vr = sqrt(va); break;
	}
	fesetround(old);
	double d = vr;
	return isnan(d) ? fp_bits_f64(F64_DNAN) : d;
}

double fp_add_f64(double a, double b, FpRound r) { return f64_op(OP_ADD, a, b, 0, r, 0); }
double fp_sub_f64(double a, double b, FpRound r) { return f64_op(OP_ADD, a, b, 0, r, 1); }
double fp_mul_f64(double a, double b, FpRound r) { return f64_op(OP_MUL, a, b, 0, r, 0); }
double fp_fma_f64(double a, double b, double c, FpRound r) { return f64_op(OP_FMA, a, b, c, r, 0); }
double fp_div_f64(double a, double b, FpRound r) { return f64_op(OP_DIV, a, b, 0, r, 0); }
double fp_sqrt_f64(double a, FpRound r) { return f64_op(OP_SQRT, a, 0, 0, r, 0); }
double fp_rcp_f64(double a, FpRound r) { return f64_op(OP_DIV, 1.0, a, 0, r, 0); }

/* ---- min / max ---- */

/* Returns 1 if a is the minimum (ordering -0 < +0), 0 if b. */
static int a_is_min(double a, double b)
{
	if (a == b)
		return signbit(a) || !signbit(b);
	return a < b;
}

/* Common NaN rule; returns 1 and sets *pick (0: a, 1: b, 2: NaN) if decided. */
static int nan_rule(int an, int bn, int nan_prop, int *pick)
{
	if (!an && !bn)
		return 0;
	*pick = (nan_prop || (an && bn)) ? 2 : an ? 1 : 0;
	return 1;
}

float fp_min_f32(float a, float b, int nan_prop, int ftz)
{
	int pick;
	if (ftz) {
		a = (float)flush(&fp_fmt_f32, a, 1);
		b = (float)flush(&fp_fmt_f32, b, 1);
	}
	if (nan_rule(isnan(a), isnan(b), nan_prop, &pick))
		return pick == 2 ? fp_bits_f32(FP_F32_CNAN) : pick ? b : a;
	return a_is_min(a, b) ? a : b;
}

float fp_max_f32(float a, float b, int nan_prop, int ftz)
{
	int pick;
	if (ftz) {
		a = (float)flush(&fp_fmt_f32, a, 1);
		b = (float)flush(&fp_fmt_f32, b, 1);
	}
	if (nan_rule(isnan(a), isnan(b), nan_prop, &pick))
		return pick == 2 ? fp_bits_f32(FP_F32_CNAN) : pick ? b : a;
	return a_is_min(a, b) ? b : a;
}

/* f64 with two NaN inputs returns b quieted (measured). */
double fp_min_f64(double a, double b)
{
	int pick;
	if (nan_rule(isnan(a), isnan(b), 0, &pick))
		return pick == 2 ? fp_bits_f64(fp_f64_bits(b) | 0x0008000000000000ull) : pick ? b : a;
	return a_is_min(a, b) ? a : b;
}

double fp_max_f64(double a, double b)
{
	int pick;
	if (nan_rule(isnan(a), isnan(b), 0, &pick))
		return pick == 2 ? fp_bits_f64(fp_f64_bits(b) | 0x0008000000000000ull) : pick ? b : a;
	return a_is_min(a, b) ? b : a;
}

static uint16_t minmax16(const FpFormat *f, uint16_t a, uint16_t b, int nan_prop,
	int ftz, int want_max)
{
	double x = fp_decode(f, a), y = fp_decode(f, b);
	int pick;
	if (ftz) {
		if (is_sub(f, x)) { a &= 0x8000; x = copysign(0.0, x); }
		if (is_sub(f, y)) { b &= 0x8000; y = copysign(0.0, y); }
	}
	if (nan_rule(isnan(x), isnan(y), nan_prop, &pick))
		return pick == 2 ? (uint16_t)f->cnan : pick ? b : a;
	return (a_is_min(x, y) != want_max) ? a : b;
}

uint16_t fp_min_f16(uint16_t a, uint16_t b, int nan_prop, int ftz) { return minmax16(&fp_fmt_f16, a, b, nan_prop, ftz, 0); }
uint16_t fp_max_f16(uint16_t a, uint16_t b, int nan_prop, int ftz) { return minmax16(&fp_fmt_f16, a, b, nan_prop, ftz, 1); }
uint16_t fp_min_bf16(uint16_t a, uint16_t b, int nan_prop) { return minmax16(&fp_fmt_bf16, a, b, nan_prop, 0, 0); }
uint16_t fp_max_bf16(uint16_t a, uint16_t b, int nan_prop) { return minmax16(&fp_fmt_bf16, a, b, nan_prop, 0, 1); }

/* ---- f16 / bf16 ---- */

static uint16_t h_op(const FpFormat *f, int op, uint16_t a, uint16_t b, uint16_t c,
	FpRound r, int ftz, int sat, int rl)
{
	uint64_t v = op_round(f, op, fp_decode(f, a), fp_decode(f, b), fp_decode(f, c), r, ftz);
	if (sat)
		v = sat01(f, v);
	if (rl)
		v = relu(f, v);
	return (uint16_t)v;
}

uint16_t fp_add_f16(uint16_t a, uint16_t b, FpRound r, int ftz, int sat) { return h_op(&fp_fmt_f16, OP_ADD, a, b, 0, r, ftz, sat, 0); }
uint16_t fp_sub_f16(uint16_t a, uint16_t b, FpRound r, int ftz, int sat) { return h_op(&fp_fmt_f16, OP_ADD, a, b ^ 0x8000, 0, r, ftz, sat, 0); }
uint16_t fp_mul_f16(uint16_t a, uint16_t b, FpRound r, int ftz, int sat) { return h_op(&fp_fmt_f16, OP_MUL, a, b, 0, r, ftz, sat, 0); }
uint16_t fp_fma_f16(uint16_t a, uint16_t b, uint16_t c, FpRound r, int ftz, int sat) { return h_op(&fp_fmt_f16, OP_FMA, a, b, c, r, ftz, sat, 0); }
uint16_t fp_fma_relu_f16(uint16_t a, uint16_t b, uint16_t c, FpRound r, int ftz) { return h_op(&fp_fmt_f16, OP_FMA, a, b, c, r, ftz, 0, 1); }
uint16_t fp_add_bf16(uint16_t a, uint16_t b, FpRound r) { return h_op(&fp_fmt_bf16, OP_ADD, a, b, 0, r, 0, 0, 0); }
uint16_t fp_sub_bf16(uint16_t a, uint16_t b, FpRound r) { return h_op(&fp_fmt_bf16, OP_ADD, a, b ^ 0x8000, 0, r, 0, 0, 0); }
uint16_t fp_mul_bf16(uint16_t a, uint16_t b, FpRound r) { return h_op(&fp_fmt_bf16, OP_MUL, a, b, 0, r, 0, 0, 0); }
uint16_t fp_fma_bf16(uint16_t a, uint16_t b, uint16_t c, FpRound r) { return h_op(&fp_fmt_bf16, OP_FMA, a, b, c, r, 0, 0, 0); }
uint16_t fp_fma_relu_bf16(uint16_t a, uint16_t b, uint16_t c, FpRound r) { return h_op(&fp_fmt_bf16, OP_FMA, a, b, c, r, 0, 0, 1); }

/* ---- .approx ---- */

/* Round a double result of an approximate f32 instruction (RN, .ftz). */
static float approx32(double v, int ftz)
{
	return fp_bits_f32((uint32_t)fp_round_double(&fp_fmt_f32, v, FP_RN, 0, ftz));
}

static double in32(float x, int ftz)
{
	return flush(&fp_fmt_f32, x, ftz);
}

float fp_ex2_approx_f32(float x, int ftz) { return approx32(exp2(in32(x, ftz)), ftz); }

float fp_lg2_approx_f32(float x, int ftz)
{
	double v = in32(x, ftz);
	return approx32(v == 0 ? -INFINITY : log2(v), ftz);   /* log2(<0) is NaN */
}

float fp_rcp_approx_f32(float x, int ftz) { return fp_rcp_f32(x, FP_RN, ftz); }

float fp_rsqrt_approx_f32(float x, int ftz)
{
	double v = in32(x, ftz);
	if (v == 0)
		return signbit(v) ? -INFINITY : INFINITY;
	return approx32(1.0 / sqrt(v), ftz);
}

float fp_sqrt_approx_f32(float x, int ftz) { return fp_sqrt_f32(x, FP_RN, ftz); }
/* sin/cos.approx: the correctly rounded value.  The GPU reduces the angle
 * in fixed point (results differ by up to the ISA's absolute bound, sin of
 * |x| < ~2^-22 is 0 there); see docs/numerics.md. */
float fp_sin_approx_f32(float x, int ftz) { return approx32(sin(in32(x, ftz)), ftz); }
float fp_cos_approx_f32(float x, int ftz) { return approx32(cos(in32(x, ftz)), ftz); }
float fp_tanh_approx_f32(float x) { return approx32(tanh((double)x), 0); }

float fp_div_approx_f32(float a, float b, int ftz)
{
	double x = in32(a, ftz), y = in32(b, ftz);
	if (fabs(y) > 0x1p126 && fabs(y) < 0x1p128) {
		if (!isfinite(x))
			return fp_bits_f32(FP_F32_CNAN);
		return (signbit(x) != signbit(y)) ? -0.0f : 0.0f;
	}
	if (y != 0 && fabs(y) < 0x1p-126)              /* scaled by the GPU */
		return fp_div_f32((float)x, (float)y, FP_RN, ftz);
	return fp_mul_f32((float)x, fp_rcp_f32((float)y, FP_RN, ftz), FP_RN, ftz, 0);
}

float fp_div_full_f32(float a, float b, int ftz) { return fp_div_f32(a, b, FP_RN, ftz); }

/* The 1.11.20 format of rcp/rsqrt.approx.ftz.f64: the upper word of an f64. */
static const FpFormat fmt_f64hi = {11, 20, 1023, 1, 0x7feffffful, 0x7ffffffful};

static double f64hi_op(double a, int is_rsqrt)
{
	uint32_t hi = (uint32_t)(fp_f64_bits(a) >> 32);
	int neg = (int)(hi >> 31);
	uint32_t ex = (hi >> 20) & 0x7ff, frac = hi & 0xfffff;
	double inf = neg ? -INFINITY : INFINITY;
	if (ex == 0x7ff && frac)
		return fp_bits_f64(0x7fffffff00000000ull);
	if (ex == 0)                           /* zero or subnormal: flushed */
		return inf;
	if (is_rsqrt && neg)
		return fp_bits_f64(0x7fffffff00000000ull);
	if (ex == 0x7ff)
		return neg ? -0.0 : 0.0;
	double t = ldexp((double)(frac | 0x100000u), (int)ex - 1023 - 20);
	double v = is_rsqrt ? 1.0 / sqrt(t) : 1.0 / t;
	uint64_t w = fp_round_double(&fmt_f64hi, neg ? -v : v, FP_RZ, 0, 1);   /* truncates (measured) */
	return fp_bits_f64(w << 32);
}

double fp_rcp_approx_ftz_f64(double x) { return f64hi_op(x, 0); }
double fp_rsqrt_approx_ftz_f64(double x) { return f64hi_op(x, 1); }

double fp_rsqrt_approx_f64(double x)
{
	double nan;
	if (f64_nan_in(x, 0, 0, 1, &nan))
		return nan;
	if (x < 0)
		return fp_bits_f64(F64_DNAN);
	if (x == 0)
		return signbit(x) ? -INFINITY : INFINITY;
	return 1.0 / sqrt(x);
}

static uint16_t approx16(const FpFormat *f, double v, int ftz)
{
	return (uint16_t)fp_round_double(f, v, FP_RN, 0, ftz);
}

uint16_t fp_ex2_approx_f16(uint16_t x) { return approx16(&fp_fmt_f16, exp2(fp_decode(&fp_fmt_f16, x)), 0); }
uint16_t fp_ex2_approx_ftz_bf16(uint16_t x) { return approx16(&fp_fmt_bf16, exp2(flush(&fp_fmt_bf16, fp_decode(&fp_fmt_bf16, x), 1)), 1); }
uint16_t fp_tanh_approx_f16(uint16_t x) { return approx16(&fp_fmt_f16, tanh(fp_decode(&fp_fmt_f16, x)), 0); }
uint16_t fp_tanh_approx_bf16(uint16_t x) { return approx16(&fp_fmt_bf16, tanh(fp_decode(&fp_fmt_bf16, x)), 0); }
