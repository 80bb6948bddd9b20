/* PTX cvt semantics: the generic round-and-pack core (one exact rounding of
 * mant * 2^exp into any binary format) and every conversion built on it:
 * float <-> f16/bf16/tf32/e4m3/e5m2, f64 -> f32, float <-> integer.
 * Arithmetic lives in fp_math.c.  Rules: docs/numerics.md. */
#include <float.h>
#include <math.h>
#include <string.h>
#include "num/fp.h"

_Static_assert(sizeof(float) == 4 && FLT_MANT_DIG == 24 && FLT_MAX_EXP == 128,
	"float must be IEEE binary32");
_Static_assert(sizeof(double) == 8 && DBL_MANT_DIG == 53 && DBL_MAX_EXP == 1024,
	"double must be IEEE binary64");

/*                         ebits mbits bias inf  maxfin               cnan */
const FpFormat fp_fmt_f64  = {11, 52, 1023, 1, 0x7fefffffffffffffull, FP_F64_DNAN};
const FpFormat fp_fmt_f32  = { 8, 23,  127, 1, 0x7f7fffff, FP_F32_CNAN};
const FpFormat fp_fmt_tf32 = { 8, 10,  127, 1, 0x3fbff, 0x3ffff};
const FpFormat fp_fmt_f16  = { 5, 10,   15, 1, 0x7bff, FP_F16_CNAN};
const FpFormat fp_fmt_bf16 = { 8,  7,  127, 1, 0x7f7f, FP_BF16_CNAN};
const FpFormat fp_fmt_e4m3 = { 4,  3,    7, 0, 0x7e, FP_E4M3_CNAN};
const FpFormat fp_fmt_e5m2 = { 5,  2,   15, 1, 0x7b, FP_E5M2_CNAN};

uint32_t fp_f32_bits(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }
float fp_bits_f32(uint32_t u) { float x; memcpy(&x, &u, 4); return x; }
uint64_t fp_f64_bits(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
double fp_bits_f64(uint64_t u) { double x; memcpy(&x, &u, 8); return x; }
int fp_f16_isnan(uint16_t h) { return (h & 0x7fff) > 0x7c00; }
int fp_bf16_isnan(uint16_t h) { return (h & 0x7fff) > 0x7f80; }

static int bitlen(uint64_t m)
{
	int n = 0;
	while (m) { n++; m >>= 1; }
	return n;
}

/* mant * 2^-shift rounded to an integer in mode r (sign: the value's sign). */
static uint64_t round_shift(uint64_t mant, int64_t shift, int sign, FpRound r)
{
	uint64_t n;
	int above = 0, tie = 0, inexact = 0;   /* discarded part vs half a unit */
	if (shift <= 0) {
		return mant << -shift;         /* exact; callers keep it < 2^54 */
	} else if (shift < 64) {
		uint64_t rem = mant & (((uint64_t)1 << shift) - 1);
		uint64_t half = (uint64_t)1 << (shift - 1);
		n = mant >> shift;
		inexact = rem != 0;
		above = rem > half;
		tie = rem == half;
	} else {
		n = 0;
		inexact = 1;
		above = shift == 64 && mant > ((uint64_t)1 << 63);
		tie = shift == 64 && mant == ((uint64_t)1 << 63);
	}
	int inc = 0;
	switch (r) {
	case FP_RN: inc = above || (tie && (n & 1)); break;
	case FP_RNA: inc = above || tie; break;
	case FP_RZ: inc = 0; break;
	case FP_RM: inc = inexact && sign; break;
	case FP_RP: inc = inexact && !sign; break;
	}
	return n + (uint64_t)inc;
}

uint64_t fp_round_pack(const FpFormat *f, int sign, int exp, uint64_t mant,
	FpRound r, int satfinite, int ftz)
{
	int w = f->ebits + f->mbits;
	uint64_t sbit = (uint64_t)(sign != 0) << w;
	uint64_t expmax = ((uint64_t)1 << f->ebits) - 1;
	if (!mant)
		return sbit;
	/* Value in [2^e, 2^(e+1)); results are multiples of 2^q. */
	int64_t e = (int64_t)exp + bitlen(mant) - 1;
	int64_t emin = 1 - f->bias;
	/* .ftz flushes a tiny result: tininess after rounding to the format's
	 * precision with unbounded exponent (IEEE 754's definition), which is
	 * what the GPU does: 2^-126*(1-2^-24) flushes, 2^-126*(1-2^-46) rounds
	 * up to 2^-126 and stays. */
	if (ftz && e < emin) {
		uint64_t n1 = round_shift(mant, e - f->mbits - exp, sign, r);
		if (e + 1 < emin || !(n1 >> (f->mbits + 1)))
			return sbit;
	}
	int64_t q = (e > emin ? e : emin) - f->mbits;
	uint64_t n = round_shift(mant, q - exp, sign, r);
	/* (field << mbits) + n encodes n * 2^q for subnormals and normals alike,
	 * a carry out of the significand bumping the exponent field. */
	int64_t field = q + f->mbits + f->bias - 1;
	uint64_t bits = 0;
	int ovf = field > (int64_t)expmax;
	if (!ovf) {
		bits = ((uint64_t)field << f->mbits) + n;
		ovf = bits > f->maxfin;
	}
	if (ovf) {
		if (satfinite || r == FP_RZ || (r == FP_RM && !sign) || (r == FP_RP && sign))
			return sbit | f->maxfin;
		if (f->has_inf)
			return sbit | (expmax << f->mbits);
		return f->cnan;
	}
	return sbit | bits;
}

uint64_t fp_round_double(const FpFormat *f, double x, FpRound r, int satfinite, int ftz)
{
	uint64_t b = fp_f64_bits(x);
	int sign = (int)(b >> 63);
	int ex = (int)((b >> 52) & 0x7ff);
	uint64_t frac = b & 0xfffffffffffffull;
	int w = f->ebits + f->mbits;
	if (ex == 0x7ff) {
		if (frac)
			return f->cnan;
		if (satfinite || !f->has_inf)
			return satfinite ? ((uint64_t)sign << w) | f->maxfin : f->cnan;
		return ((uint64_t)sign << w) | ((((uint64_t)1 << f->ebits) - 1) << f->mbits);
	}
	if (ex == 0)
		return fp_round_pack(f, sign, -1074, frac, r, satfinite, ftz);
	return fp_round_pack(f, sign, ex - 1075, frac | ((uint64_t)1 << 52), r, satfinite, ftz);
}

double fp_decode(const FpFormat *f, uint64_t bits)
{
	int w = f->ebits + f->mbits;
	uint64_t mag = bits & ((((uint64_t)1) << w) - 1);
	uint64_t expmax = ((uint64_t)1 << f->ebits) - 1;
	int sign = (int)((bits >> w) & 1);
	double v;
	if (mag > f->maxfin) {
		if (f->has_inf && mag == expmax << f->mbits)
			v = INFINITY;
		else
			return NAN;
	} else {
		uint64_t ex = mag >> f->mbits, frac = mag & (((uint64_t)1 << f->mbits) - 1);
		if (ex == 0)
			v = ldexp((double)frac, 1 - f->bias - f->mbits);
		else
			v = ldexp((double)(frac | ((uint64_t)1 << f->mbits)), (int)ex - f->bias - f->mbits);
	}
	return sign ? -v : v;
}

/* ---- narrowing float conversions ---- */

/* relu: negative results (sign bit set, -0 included) become +0. */
static uint64_t narrow(const FpFormat *f, double x, FpRound r, int satfinite, int relu)
{
	if (isnan(x))
		return f->cnan;
	uint64_t v = fp_round_double(f, x, r, satfinite, 0);
	if (relu && (v >> (f->ebits + f->mbits)))
		v = 0;
	return v;
}

uint16_t fp_f32_to_f16(float x, FpRound r, int satfinite, int relu)
{
	return (uint16_t)narrow(&fp_fmt_f16, x, r, satfinite, relu);
}

/* A NaN from an f64 source keeps its sign and the top of its payload, quiet
 * bit set (measured); from f32 it becomes the canonical NaN. */
static uint64_t nan_from_f64(const FpFormat *f, double x)
{
	uint64_t b = fp_f64_bits(x);
	int w = f->ebits + f->mbits;
	uint64_t expmax = ((uint64_t)1 << f->ebits) - 1;
	return (b >> 63) << w | expmax << f->mbits | (uint64_t)1 << (f->mbits - 1)
		| ((b & 0xfffffffffffffull) >> (52 - f->mbits));
}

uint16_t fp_f64_to_f16(double x, FpRound r, int satfinite, int relu)
{
	if (isnan(x))
		return (uint16_t)nan_from_f64(&fp_fmt_f16, x);
	return (uint16_t)narrow(&fp_fmt_f16, x, r, satfinite, relu);
}

uint16_t fp_f32_to_bf16(float x, FpRound r, int satfinite, int relu)
{
	return (uint16_t)narrow(&fp_fmt_bf16, x, r, satfinite, relu);
}

uint16_t fp_f64_to_bf16(double x, FpRound r, int satfinite, int relu)
{
	if (isnan(x))
		return (uint16_t)nan_from_f64(&fp_fmt_bf16, x);
	return (uint16_t)narrow(&fp_fmt_bf16, x, r, satfinite, relu);
}

/* NaN (measured on sm_90): the .rn/.rz forms give 0x7fffe000; .rna keeps
 * the input with its low 13 bits cleared (so 0x7f800001 becomes +Inf), and
 * .rna.satfinite then subtracts one tf32 ulp (0x7f800001 -> MAX_NORM). */
uint32_t fp_f32_to_tf32_relu(float x, FpRound r, int satfinite, int relu)
{
	uint32_t b = fp_f32_bits(x);
	if (isnan(x)) {
		if (r != FP_RNA || relu)
			return FP_TF32_CNAN;
		b &= ~(uint32_t)0x1fff;
		return satfinite ? b - 0x2000 : b;
	}
	return (uint32_t)narrow(&fp_fmt_tf32, x, r, satfinite, relu) << 13;
}

uint32_t fp_f32_to_tf32(float x, FpRound r, int satfinite)
{
	return fp_f32_to_tf32_relu(x, r, satfinite, 0);
}

uint8_t fp_f32_to_e4m3(float x, int satfinite, int relu)
{
	return (uint8_t)narrow(&fp_fmt_e4m3, x, FP_RN, satfinite, relu);
}

uint8_t fp_f32_to_e5m2(float x, int satfinite, int relu)
{
	return (uint8_t)narrow(&fp_fmt_e5m2, x, FP_RN, satfinite, relu);
}

uint8_t fp_f16_to_e4m3(uint16_t h, int satfinite, int relu)
{
	return (uint8_t)narrow(&fp_fmt_e4m3, fp_f16_to_f64(h), FP_RN, satfinite, relu);
}

uint8_t fp_f16_to_e5m2(uint16_t h, int satfinite, int relu)
{
	return (uint8_t)narrow(&fp_fmt_e5m2, fp_f16_to_f64(h), FP_RN, satfinite, relu);
}

uint8_t fp_bf16_to_e4m3(uint16_t h, int satfinite, int relu)
{
	return (uint8_t)narrow(&fp_fmt_e4m3, fp_bf16_to_f64(h), FP_RN, satfinite, relu);
}

uint8_t fp_bf16_to_e5m2(uint16_t h, int satfinite, int relu)
{
	return (uint8_t)narrow(&fp_fmt_e5m2, fp_bf16_to_f64(h), FP_RN, satfinite, relu);
}

static float sat01_f32(float y)
{
	if (isnan(y) || signbit(y))
		return 0.0f;
	return y > 1.0f ? 1.0f : y;
}

float fp_f64_to_f32(double x, FpRound r, int ftz, int sat)
{
	float y = fp_bits_f32((uint32_t)(isnan(x) ? nan_from_f64(&fp_fmt_f32, x)
		: fp_round_double(&fp_fmt_f32, x, r, 0, ftz)));
	return sat ? sat01_f32(y) : y;
}

uint16_t fp_f16_to_bf16(uint16_t h, FpRound r)
{
	return (uint16_t)narrow(&fp_fmt_bf16, fp_f16_to_f64(h), r, 0, 0);
}

uint16_t fp_bf16_to_f16(uint16_t h, FpRound r, int satfinite, int relu)
{
	return (uint16_t)narrow(&fp_fmt_f16, fp_bf16_to_f64(h), r, satfinite, relu);
}

/* ---- widening ---- */

double fp_f16_to_f64(uint16_t h) { return fp_decode(&fp_fmt_f16, h); }
double fp_bf16_to_f64(uint16_t h) { return fp_decode(&fp_fmt_bf16, h); }

float fp_f16_to_f32(uint16_t h)
{
	if (fp_f16_isnan(h))
		return fp_bits_f32(FP_F32_CNAN);
	return (float)fp_f16_to_f64(h);
}

float fp_bf16_to_f32(uint16_t h)
{
	return fp_bits_f32((uint32_t)h << 16);
}

/* NaN (measured): payload kept and quieted; with .ftz 0x7fffffffe0000000. */
double fp_f32_to_f64(float x, int ftz)
{
	uint32_t b = fp_f32_bits(x);
	if (isnan(x)) {
		if (ftz)
			return fp_bits_f64(0x7fffffffe0000000ull);
		return fp_bits_f64((uint64_t)(b >> 31) << 63 | 0x7ff8000000000000ull
			| (uint64_t)(b & 0x7fffff) << 29);
	}
	if (ftz && fpclassify(x) == FP_SUBNORMAL)
		return signbit(x) ? -0.0 : 0.0;
	return (double)x;
}

uint16_t fp_e4m3_to_f16(uint8_t v)
{
	return (uint16_t)fp_round_double(&fp_fmt_f16, fp_decode(&fp_fmt_e4m3, v), FP_RN, 0, 0);
}

uint16_t fp_e5m2_to_f16(uint8_t v)
{
	return (uint16_t)fp_round_double(&fp_fmt_f16, fp_decode(&fp_fmt_e5m2, v), FP_RN, 0, 0);
}

float fp_e4m3_to_f32(uint8_t v) { return fp_f16_to_f32(fp_e4m3_to_f16(v)); }
float fp_e5m2_to_f32(uint8_t v) { return fp_f16_to_f32(fp_e5m2_to_f16(v)); }

static uint16_t relu16(uint16_t h)
{
	if (fp_f16_isnan(h))
		return FP_F16_CNAN;
	return (h & 0x8000) ? 0 : h;
}

uint32_t fp_e4m3x2_to_f16x2(uint16_t v, int relu)
{
	uint16_t hi = fp_e4m3_to_f16((uint8_t)(v >> 8)), lo = fp_e4m3_to_f16((uint8_t)v);
	if (relu) { hi = relu16(hi); lo = relu16(lo); }
	return (uint32_t)hi << 16 | lo;
}

uint32_t fp_e5m2x2_to_f16x2(uint16_t v, int relu)
{
	uint16_t hi = fp_e5m2_to_f16((uint8_t)(v >> 8)), lo = fp_e5m2_to_f16((uint8_t)v);
	if (relu) { hi = relu16(hi); lo = relu16(lo); }
	return (uint32_t)hi << 16 | lo;
}

/* ---- packed ---- */

uint32_t fp_pack_f16x2(float a_hi, float b_lo, FpRound r, int satfinite, int relu)
{
	return (uint32_t)fp_f32_to_f16(a_hi, r, satfinite, relu) << 16
		| fp_f32_to_f16(b_lo, r, satfinite, relu);
}

uint32_t fp_pack_bf16x2(float a_hi, float b_lo, FpRound r, int satfinite, int relu)
{
	return (uint32_t)fp_f32_to_bf16(a_hi, r, satfinite, relu) << 16
		| fp_f32_to_bf16(b_lo, r, satfinite, relu);
}

uint16_t fp_pack_e4m3x2(float a_hi, float b_lo, int satfinite, int relu)
{
	return (uint16_t)(fp_f32_to_e4m3(a_hi, satfinite, relu) << 8
		| fp_f32_to_e4m3(b_lo, satfinite, relu));
}

uint16_t fp_pack_e5m2x2(float a_hi, float b_lo, int satfinite, int relu)
{
	return (uint16_t)(fp_f32_to_e5m2(a_hi, satfinite, relu) << 8
		| fp_f32_to_e5m2(b_lo, satfinite, relu));
}

uint16_t fp_f16x2_to_e4m3x2(uint32_t a, int satfinite, int relu)
{
	return (uint16_t)(fp_f16_to_e4m3((uint16_t)(a >> 16), satfinite, relu) << 8
		| fp_f16_to_e4m3((uint16_t)a, satfinite, relu));
}

uint16_t fp_f16x2_to_e5m2x2(uint32_t a, int satfinite, int relu)
{
	return (uint16_t)(fp_f16_to_e5m2((uint16_t)(a >> 16), satfinite, relu) << 8
		| fp_f16_to_e5m2((uint16_t)a, satfinite, relu));
}

/* ---- integers ---- */

/* Round finite x to an integral double in mode r, exactly. */
static double rint_mode(double x, FpRound r)
{
	if (!(fabs(x) < 0x1p52))
		return x;                      /* already integral, Inf or NaN */
	double t = trunc(x), fr = x - t;       /* both exact */
	double res = t, away = t + (x < 0 ? -1.0 : 1.0);
	switch (r) {
	case FP_RZ: break;
	case FP_RM: if (fr < 0) res = t - 1.0; break;
	case FP_RP: if (fr > 0) res = t + 1.0; break;
	case FP_RN:
	case FP_RNA:
		if (fabs(fr) > 0.5 || (fabs(fr) == 0.5 && (r == FP_RNA || fmod(t, 2.0) != 0)))
			res = away;
		break;
	}
	return res == 0 ? copysign(0.0, x) : res;
}

static int64_t sat_int(double y, int bits, int sgn)
{
	if (sgn) {
		double lim = ldexp(1.0, bits - 1);
		if (y >= lim)
			return (int64_t)(((uint64_t)1 << (bits - 1)) - 1);
		if (y <= -lim)
			return -(int64_t)(((uint64_t)1 << (bits - 2)) * 2 - 1) - 1;
		return (int64_t)y;
	}
	if (y <= 0)
		return 0;
	if (y >= ldexp(1.0, bits))
		return (int64_t)(bits == 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1));
	return (int64_t)(uint64_t)y;
}

static int64_t nan_int(int bits, int sgn, int src_f64)
{
	if (!src_f64 && bits != 64)
		return 0;
	uint64_t v = (uint64_t)1 << (bits - 1);
	if (sgn && bits < 64)
		v |= ~(uint64_t)0 << (bits - 1);     /* sign-extend MININT */
	return (int64_t)v;
}

int64_t fp_f64_to_int(double x, FpRound r, int dst_bits, int dst_signed)
{
	if (isnan(x))
		return nan_int(dst_bits, dst_signed, 1);
	return sat_int(rint_mode(x, r), dst_bits, dst_signed);
}

int64_t fp_f32_to_int(float x, FpRound r, int dst_bits, int dst_signed, int ftz)
{
	if (isnan(x))
		return nan_int(dst_bits, dst_signed, 0);
	return sat_int(rint_mode(fp_f32_to_f64(x, ftz), r), dst_bits, dst_signed);
}

static uint64_t int_round(const FpFormat *f, int64_t v, int is_unsigned, FpRound r)
{
	int neg = !is_unsigned && v < 0;
	uint64_t m = neg ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
	return fp_round_pack(f, neg, 0, m, r, 0, 0);
}

float fp_int_to_f32(int64_t v, int is_unsigned, FpRound r)
{
	return fp_bits_f32((uint32_t)int_round(&fp_fmt_f32, v, is_unsigned, r));
}

double fp_int_to_f64(int64_t v, int is_unsigned, FpRound r)
{
	return fp_bits_f64(int_round(&fp_fmt_f64, v, is_unsigned, r));
}

uint16_t fp_int_to_f16(int64_t v, int is_unsigned, FpRound r)
{
	return (uint16_t)int_round(&fp_fmt_f16, v, is_unsigned, r);
}

uint16_t fp_int_to_bf16(int64_t v, int is_unsigned, FpRound r)
{
	return (uint16_t)int_round(&fp_fmt_bf16, v, is_unsigned, r);
}

float fp_rint_f32(float x, FpRound r, int ftz)
{
	if (isnan(x))
		return fp_bits_f32(FP_F32_CNAN);
	return (float)rint_mode(fp_f32_to_f64(x, ftz), r);
}

double fp_rint_f64(double x, FpRound r)
{
	if (isnan(x))
		return fp_bits_f64(fp_f64_bits(x) | 0x0008000000000000ull);
	return rint_mode(x, r);
}

uint16_t fp_rint_f16(uint16_t h, FpRound r)
{
	if (fp_f16_isnan(h))
		return FP_F16_CNAN;
	return (uint16_t)fp_round_double(&fp_fmt_f16, rint_mode(fp_f16_to_f64(h), r), FP_RN, 0, 0);
}

uint16_t fp_rint_bf16(uint16_t h, FpRound r)
{
	if (fp_bf16_isnan(h))
		return FP_BF16_CNAN;
	return (uint16_t)fp_round_double(&fp_fmt_bf16, rint_mode(fp_bf16_to_f64(h), r), FP_RN, 0, 0);
}
