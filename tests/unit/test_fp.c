/* Unit tests for src/num/fp.h, the simulator's PTX numerics.
 * Hand-computed bit patterns for the corner cases of every function (ties,
 * subnormals, overflow, NaN, -0, every rounding direction); exhaustive
 * round trips of every f16, bf16, e4m3 and e5m2 encoding; randomized
 * cross-checks against an independent slow reference rounder written here
 * (binary search over the bit patterns and an exact midpoint comparison);
 * fma cases where computing in a wider format and rounding twice is wrong.
 * Expected values follow PTX ISA 9.7.9.21 (cvt), 9.7.3/9.7.4 (f32/f64 and
 * half arithmetic) and, for NaN payloads and .ftz tininess, what an sm_90
 * GPU was measured to produce (docs/numerics.md). */
#include <fenv.h>
#include <stdlib.h>
#include "test.h"
#include "num/fp.h"

static uint32_t B32(float x) { return fp_f32_bits(x); }
static uint64_t B64(double x) { return fp_f64_bits(x); }
static float F(uint32_t u) { return fp_bits_f32(u); }
static double D(uint64_t u) { return fp_bits_f64(u); }

/* ---- independent reference rounding ----
 * Format: ebits, mbits, bias; IEEE formats have Inf at the all-ones exponent,
 * e4m3 (has_inf 0) has normals there up to maxfin. */
typedef struct { int ebits, mbits, bias, has_inf; uint64_t maxfin, nan; } RFmt;
static const RFmt R16 = {5, 10, 15, 1, 0x7bff, 0x7fff};
static const RFmt RBF = {8, 7, 127, 1, 0x7f7f, 0x7fff};
static const RFmt R32 = {8, 23, 127, 1, 0x7f7fffff, 0x7fffffff};
static const RFmt RE4 = {4, 3, 7, 0, 0x7e, 0x7f};
static const RFmt RE5 = {5, 2, 15, 1, 0x7b, 0x7f};

static double rval(const RFmt *f, uint64_t p)    /* positive pattern -> value */
{
	uint64_t e = p >> f->mbits, m = p & ((1ull << f->mbits) - 1);
	if (e == 0)
		return ldexp((double)m, 1 - f->bias - f->mbits);
	return ldexp((double)(m | 1ull << f->mbits), (int)e - f->bias - f->mbits);
}

static uint64_t rround(const RFmt *f, double x, FpRound r, int satfinite)
{
	int w = f->ebits + f->mbits, neg = signbit(x) != 0;
	uint64_t s = (uint64_t)neg << w, inf = ((1ull << f->ebits) - 1) << f->mbits;
	if (isnan(x))
		return f->nan;
	double a = fabs(x);
	if (isinf(a))
		return satfinite ? s | f->maxfin : f->has_inf ? s | inf : f->nan;
	uint64_t lo = 0, hi = f->maxfin;             /* largest p with val(p) <= a */
	if (a >= rval(f, f->maxfin)) {
		lo = f->maxfin;
	} else {
		while (lo < hi) {
			uint64_t mid = (lo + hi + 1) / 2;
			if (rval(f, mid) <= a) lo = mid; else hi = mid - 1;
		}
	}
	double vlo = rval(f, lo);
	if (vlo == a)
		return s | lo;
	/* the next value up; beyond maxfin it is maxfin + one quantum */
	double vhi = lo < f->maxfin ? rval(f, lo + 1)
		: vlo + ldexp(1.0, (int)(lo >> f->mbits) - f->bias - f->mbits);
	int up;
	switch (r) {
	case FP_RZ: up = 0; break;
	case FP_RP: up = !neg; break;
	case FP_RM: up = neg; break;
	default:
		if (2 * a != vlo + vhi)                  /* both sides exact */
			up = 2 * a > vlo + vhi;
		else
			up = r == FP_RNA || (lo & 1);
	}
	if (!up)
		return s | lo;
	if (lo + 1 > f->maxfin) {
		if (satfinite || r == FP_RZ || (r == FP_RM && !neg) || (r == FP_RP && neg))
			return s | f->maxfin;
		return f->has_inf ? s | inf : f->nan;
	}
	return s | (lo + 1);
}

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return rng_state;
}

/* f32 patterns concentrated where f16/bf16/fp8 rounding is interesting */
static float rnd_f32(void)
{
	uint32_t sign = (uint32_t)(rnd() & 1) << 31, m = (uint32_t)rnd() & 0x7fffff, e;
	switch (rnd() % 6) {
	case 0: return F((uint32_t)rnd());
	case 1: e = 97 + (uint32_t)(rnd() % 50); break;                  /* f16 range */
	case 2: e = 97 + (uint32_t)(rnd() % 50); m = (m & 0x7fe000) | 0x1000; break; /* f16 ties */
	case 3: e = (uint32_t)(rnd() % 256); m = (m & 0x7f0000) | 0x8000; break;    /* bf16 ties */
	case 4: e = 112 + (uint32_t)(rnd() % 34); m = (m & 0x7c0000) | (rnd() % 2 ? 0x20000 : 0x40000); break;
	default: e = (uint32_t)(rnd() % 4); break;                       /* tiny */
	}
	return F(sign | e << 23 | m);
}

static const FpRound MODES[] = {FP_RN, FP_RZ, FP_RM, FP_RP, FP_RNA};

/* ---- cvt to f16 ---- */
static void test_f16(void)
{
	CHECK_HEX(fp_f32_to_f16(1.0f, FP_RN, 0, 0), 0x3c00);
	CHECK_HEX(fp_f32_to_f16(-2.0f, FP_RN, 0, 0), 0xc000);
	CHECK_HEX(fp_f32_to_f16(-0.0f, FP_RN, 0, 0), 0x8000);
	CHECK_HEX(fp_f32_to_f16(65504.0f, FP_RN, 0, 0), 0x7bff);          /* max finite */
	CHECK_HEX(fp_f32_to_f16(F(0x477fefff), FP_RN, 0, 0), 0x7bff);     /* just under the overflow tie */
	CHECK_HEX(fp_f32_to_f16(65520.0f, FP_RN, 0, 0), 0x7c00);          /* tie at overflow -> Inf */
	CHECK_HEX(fp_f32_to_f16(65520.0f, FP_RNA, 0, 0), 0x7c00);
	CHECK_HEX(fp_f32_to_f16(65520.0f, FP_RZ, 0, 0), 0x7bff);
	CHECK_HEX(fp_f32_to_f16(65520.0f, FP_RM, 0, 0), 0x7bff);
	CHECK_HEX(fp_f32_to_f16(65520.0f, FP_RP, 0, 0), 0x7c00);
	CHECK_HEX(fp_f32_to_f16(-65520.0f, FP_RM, 0, 0), 0xfc00);
	CHECK_HEX(fp_f32_to_f16(-65520.0f, FP_RP, 0, 0), 0xfbff);
	CHECK_HEX(fp_f32_to_f16(65520.0f, FP_RN, 1, 0), 0x7bff);          /* satfinite */
	CHECK_HEX(fp_f32_to_f16(1e30f, FP_RN, 1, 0), 0x7bff);
	CHECK_HEX(fp_f32_to_f16(INFINITY, FP_RN, 0, 0), 0x7c00);
	CHECK_HEX(fp_f32_to_f16(INFINITY, FP_RZ, 0, 0), 0x7c00);          /* Inf is exact, not overflow */
	CHECK_HEX(fp_f32_to_f16(INFINITY, FP_RN, 1, 0), 0x7bff);
	CHECK_HEX(fp_f32_to_f16(-INFINITY, FP_RZ, 1, 0), 0xfbff);
	CHECK_HEX(fp_f32_to_f16(F(0x7fc00000), FP_RN, 0, 0), 0x7fff);     /* NaN -> canonical */
	CHECK_HEX(fp_f32_to_f16(F(0xffc00001), FP_RN, 1, 0), 0x7fff);
	CHECK_HEX(fp_f32_to_f16(F(0x7f800001), FP_RZ, 0, 1), 0x7fff);
	/* ties at 1: 1+2^-11 is halfway between 0x3c00 and 0x3c01 */
	CHECK_HEX(fp_f32_to_f16(F(0x3f801000), FP_RN, 0, 0), 0x3c00);
	CHECK_HEX(fp_f32_to_f16(F(0x3f801000), FP_RNA, 0, 0), 0x3c01);
	CHECK_HEX(fp_f32_to_f16(F(0x3f803000), FP_RN, 0, 0), 0x3c02);     /* tie to even, upward */
	CHECK_HEX(fp_f32_to_f16(F(0x3f801001), FP_RN, 0, 0), 0x3c01);
	CHECK_HEX(fp_f32_to_f16(F(0x3f801fff), FP_RZ, 0, 0), 0x3c00);
	CHECK_HEX(fp_f32_to_f16(F(0x3f800001), FP_RP, 0, 0), 0x3c01);
	CHECK_HEX(fp_f32_to_f16(F(0x3f800001), FP_RM, 0, 0), 0x3c00);
	CHECK_HEX(fp_f32_to_f16(F(0xbf800001), FP_RM, 0, 0), 0xbc01);
	CHECK_HEX(fp_f32_to_f16(F(0xbf800001), FP_RP, 0, 0), 0xbc00);
	CHECK_HEX(fp_f32_to_f16(F(0xbf800001), FP_RZ, 0, 0), 0xbc00);
	/* subnormals: 2^-24 is the smallest, 2^-25 the tie below it */
	CHECK_HEX(fp_f32_to_f16(0x1p-24f, FP_RN, 0, 0), 0x0001);
	CHECK_HEX(fp_f32_to_f16(0x1p-25f, FP_RN, 0, 0), 0x0000);
	CHECK_HEX(fp_f32_to_f16(0x1p-25f, FP_RNA, 0, 0), 0x0001);
	CHECK_HEX(fp_f32_to_f16(F(0x33000001), FP_RN, 0, 0), 0x0001);
	CHECK_HEX(fp_f32_to_f16(0x1p-25f, FP_RP, 0, 0), 0x0001);
	CHECK_HEX(fp_f32_to_f16(-0x1p-25f, FP_RM, 0, 0), 0x8001);
	CHECK_HEX(fp_f32_to_f16(-0x1p-25f, FP_RZ, 0, 0), 0x8000);
	CHECK_HEX(fp_f32_to_f16(0x1p-149f, FP_RP, 0, 0), 0x0001);
	CHECK_HEX(fp_f32_to_f16(0x1.8p-24f, FP_RN, 0, 0), 0x0002);        /* 1.5 units: tie -> even 2 */
	CHECK_HEX(fp_f32_to_f16(0x1p-14f, FP_RN, 0, 0), 0x0400);          /* min normal */
	CHECK_HEX(fp_f32_to_f16(0x1p-14f - 0x1p-24f, FP_RN, 0, 0), 0x03ff); /* max subnormal */
	CHECK_HEX(fp_f32_to_f16(0x1.ffcp-15f, FP_RN, 0, 0), 0x0400);      /* rounds up into the normals */
	/* relu: negative (and -0) -> +0, NaN -> canonical */
	CHECK_HEX(fp_f32_to_f16(-1.0f, FP_RN, 0, 1), 0x0000);
	CHECK_HEX(fp_f32_to_f16(-0.0f, FP_RN, 0, 1), 0x0000);
	CHECK_HEX(fp_f32_to_f16(-INFINITY, FP_RN, 0, 1), 0x0000);
	CHECK_HEX(fp_f32_to_f16(0.5f, FP_RN, 0, 1), 0x3800);
	CHECK_HEX(fp_f32_to_f16(1e9f, FP_RZ, 1, 1), 0x7bff);
	/* f64 source: one rounding (via f32 the 2^-40 would be lost, giving 0x3c00) */
	CHECK_HEX(fp_f64_to_f16(1.0 + 0x1p-11 + 0x1p-40, FP_RN, 0, 0), 0x3c01);
	CHECK_HEX(fp_f64_to_f16(0x1p-25, FP_RN, 0, 0), 0x0000);
	CHECK_HEX(fp_f64_to_f16(-65520.0, FP_RN, 1, 0), 0xfbff);
	CHECK_HEX(fp_f64_to_f16(D(0x7ff4000000000000ull), FP_RN, 0, 0), 0x7f00); /* payload kept */
	CHECK_HEX(fp_f64_to_f16(D(0xfff8000000000000ull), FP_RN, 0, 0), 0xfe00);
	/* widening */
	CHECK_HEX(B32(fp_f16_to_f32(0x0001)), 0x33800000);
	CHECK_HEX(B32(fp_f16_to_f32(0x03ff)), 0x387fc000);
	CHECK_HEX(B32(fp_f16_to_f32(0x7bff)), 0x477fe000);
	CHECK_HEX(B32(fp_f16_to_f32(0x8000)), 0x80000000);
	CHECK_HEX(B32(fp_f16_to_f32(0xfc00)), 0xff800000);
	CHECK_HEX(B32(fp_f16_to_f32(0x7c01)), 0x7fffffff);                /* NaN -> canonical */
	CHECK_HEX(B32(fp_f16_to_f32(0xfe00)), 0x7fffffff);
	CHECK(fp_f16_to_f64(0x3555) == 0x1.554p-2);
	/* packed: a in the upper half */
	CHECK_HEX(fp_pack_f16x2(1.0f, 2.0f, FP_RN, 0, 0), 0x3c004000);
	CHECK_HEX(fp_pack_f16x2(-1.0f, 1e6f, FP_RZ, 1, 1), 0x00007bff);
	/* f16 <-> bf16 */
	CHECK_HEX(fp_f16_to_bf16(0x3c01, FP_RN), 0x3f80);
	CHECK_HEX(fp_f16_to_bf16(0x3c01, FP_RP), 0x3f81);
	CHECK_HEX(fp_f16_to_bf16(0x0001, FP_RN), 0x3380);                 /* f16 subnormal is bf16 normal */
	CHECK_HEX(fp_bf16_to_f16(0x4780, FP_RN, 0, 0), 0x7c00);           /* 65536 -> Inf */
	CHECK_HEX(fp_bf16_to_f16(0x4780, FP_RZ, 0, 0), 0x7bff);
	CHECK_HEX(fp_bf16_to_f16(0x3380, FP_RN, 0, 0), 0x0001);
}

/* ---- cvt to bf16 / tf32 ---- */
static void test_bf16_tf32(void)
{
	CHECK_HEX(fp_f32_to_bf16(1.0f, FP_RN, 0, 0), 0x3f80);
	CHECK_HEX(fp_f32_to_bf16(F(0x3f808000), FP_RN, 0, 0), 0x3f80);    /* tie -> even */
	CHECK_HEX(fp_f32_to_bf16(F(0x3f808000), FP_RNA, 0, 0), 0x3f81);
	CHECK_HEX(fp_f32_to_bf16(F(0x3f818000), FP_RN, 0, 0), 0x3f82);
	CHECK_HEX(fp_f32_to_bf16(F(0x3f808001), FP_RN, 0, 0), 0x3f81);
	CHECK_HEX(fp_f32_to_bf16(F(0x3f80ffff), FP_RZ, 0, 0), 0x3f80);
	CHECK_HEX(fp_f32_to_bf16(F(0xbf800001), FP_RM, 0, 0), 0xbf81);
	CHECK_HEX(fp_f32_to_bf16(F(0xbf800001), FP_RP, 0, 0), 0xbf80);
	CHECK_HEX(fp_f32_to_bf16(F(0x7f7fffff), FP_RN, 0, 0), 0x7f80);    /* FLT_MAX -> Inf */
	CHECK_HEX(fp_f32_to_bf16(F(0x7f7fffff), FP_RZ, 0, 0), 0x7f7f);
	CHECK_HEX(fp_f32_to_bf16(F(0x7f7fffff), FP_RN, 1, 0), 0x7f7f);
	CHECK_HEX(fp_f32_to_bf16(F(0xff7fffff), FP_RP, 0, 0), 0xff7f);
	CHECK_HEX(fp_f32_to_bf16(-INFINITY, FP_RN, 1, 0), 0xff7f);
	CHECK_HEX(fp_f32_to_bf16(F(0x7fc00000), FP_RN, 0, 0), 0x7fff);
	CHECK_HEX(fp_f32_to_bf16(F(0xff800001), FP_RZ, 1, 1), 0x7fff);
	CHECK_HEX(fp_f32_to_bf16(F(0x00008000), FP_RN, 0, 0), 0x0000);    /* 2^-134: tie below 2^-133 */
	CHECK_HEX(fp_f32_to_bf16(F(0x00008000), FP_RP, 0, 0), 0x0001);
	CHECK_HEX(fp_f32_to_bf16(F(0x00018000), FP_RN, 0, 0), 0x0002);
	CHECK_HEX(fp_f32_to_bf16(F(0x00010000), FP_RN, 0, 0), 0x0001);    /* smallest bf16 subnormal */
	CHECK_HEX(fp_f32_to_bf16(-3.0f, FP_RN, 0, 1), 0x0000);
	CHECK_HEX(fp_f64_to_bf16(1.0 + 0x1p-8 + 0x1p-40, FP_RN, 0, 0), 0x3f81);
	CHECK_HEX(fp_f64_to_bf16(D(0x7ff4000000000000ull), FP_RZ, 0, 0), 0x7fe0);
	CHECK_HEX(B32(fp_bf16_to_f32(0x3f80)), 0x3f800000);
	CHECK_HEX(B32(fp_bf16_to_f32(0x0001)), 0x00010000);
	CHECK_HEX(B32(fp_bf16_to_f32(0xffc1)), 0xffc10000);               /* payload kept */
	CHECK_HEX(fp_pack_bf16x2(1.0f, -1.0f, FP_RN, 0, 0), 0x3f80bf80);
	/* tf32: 10 fraction bits, result in an f32 pattern */
	CHECK_HEX(fp_f32_to_tf32(F(0x3f801000), FP_RNA, 0), 0x3f802000);  /* tie away */
	CHECK_HEX(fp_f32_to_tf32(F(0x3f801000), FP_RN, 0), 0x3f800000);   /* tie even */
	CHECK_HEX(fp_f32_to_tf32(F(0x3f803000), FP_RN, 0), 0x3f804000);
	CHECK_HEX(fp_f32_to_tf32(F(0x3f801fff), FP_RZ, 0), 0x3f800000);
	CHECK_HEX(fp_f32_to_tf32(F(0xbf801000), FP_RNA, 0), 0xbf802000);
	CHECK_HEX(fp_f32_to_tf32(F(0x7f7ff000), FP_RNA, 0), 0x7f800000);  /* overflow -> Inf */
	CHECK_HEX(fp_f32_to_tf32(F(0x7f7ff000), FP_RNA, 1), 0x7f7fe000);
	CHECK_HEX(fp_f32_to_tf32(F(0x00001000), FP_RNA, 0), 0x00002000);  /* subnormal tie */
	CHECK_HEX(fp_f32_to_tf32(F(0x00000fff), FP_RNA, 0), 0x00000000);
	CHECK_HEX(fp_f32_to_tf32(F(0x7fc00000), FP_RN, 0), 0x7fffe000);
	CHECK_HEX(fp_f32_to_tf32(F(0xffc00000), FP_RZ, 0), 0x7fffe000);
	CHECK_HEX(fp_f32_to_tf32(F(0x7fc00001), FP_RNA, 0), 0x7fc00000);  /* .rna keeps the NaN */
	CHECK_HEX(fp_f32_to_tf32(F(0x7f800001), FP_RNA, 0), 0x7f800000);  /* ... even into Inf */
	CHECK_HEX(fp_f32_to_tf32(F(0x7fc00000), FP_RNA, 1), 0x7fbfe000);
	CHECK_HEX(fp_f32_to_tf32(F(0x7f800001), FP_RNA, 1), 0x7f7fe000);
	CHECK_HEX(fp_f32_to_tf32_relu(-2.0f, FP_RZ, 0, 1), 0x00000000);
	CHECK_HEX(fp_f32_to_tf32_relu(F(0xffc00000), FP_RZ, 0, 1), 0x7fffe000);
}

/* ---- fp8 ---- */
static void test_fp8(void)
{
	CHECK_HEX(fp_f32_to_e4m3(1.0f, 1, 0), 0x38);
	CHECK_HEX(fp_f32_to_e4m3(-2.0f, 1, 0), 0xc0);
	CHECK_HEX(fp_f32_to_e4m3(448.0f, 1, 0), 0x7e);                    /* max, no Inf */
	CHECK_HEX(fp_f32_to_e4m3(464.0f, 1, 0), 0x7e);                    /* tie 448/480: even */
	CHECK_HEX(fp_f32_to_e4m3(465.0f, 1, 0), 0x7e);
	CHECK_HEX(fp_f32_to_e4m3(1e6f, 1, 0), 0x7e);
	CHECK_HEX(fp_f32_to_e4m3(-1e6f, 1, 0), 0xfe);
	CHECK_HEX(fp_f32_to_e4m3(INFINITY, 1, 0), 0x7e);
	CHECK_HEX(fp_f32_to_e4m3(-INFINITY, 1, 0), 0xfe);
	CHECK_HEX(fp_f32_to_e4m3(1e6f, 0, 0), 0x7f);                      /* no satfinite: NaN */
	CHECK_HEX(fp_f32_to_e4m3(F(0xffc00000), 1, 0), 0x7f);
	CHECK_HEX(fp_f32_to_e4m3(0x1p-9f, 1, 0), 0x01);                   /* smallest subnormal */
	CHECK_HEX(fp_f32_to_e4m3(0x1p-10f, 1, 0), 0x00);                  /* tie -> even 0 */
	CHECK_HEX(fp_f32_to_e4m3(0x1.8p-9f, 1, 0), 0x02);                 /* tie -> even 2 */
	CHECK_HEX(fp_f32_to_e4m3(0x1p-6f, 1, 0), 0x08);                   /* min normal */
	CHECK_HEX(fp_f32_to_e4m3(-0x1p-11f, 1, 0), 0x80);
	CHECK_HEX(fp_f32_to_e4m3(1.0625f, 1, 0), 0x38);                   /* 1 + half ulp: even */
	CHECK_HEX(fp_f32_to_e4m3(1.1875f, 1, 0), 0x3a);                   /* 1 + 3 half ulps: even up */
	CHECK_HEX(fp_f32_to_e4m3(-1.0f, 1, 1), 0x00);
	CHECK_HEX(fp_f32_to_e4m3(F(0x7fc00000), 1, 1), 0x7f);
	CHECK_HEX(fp_f32_to_e5m2(57344.0f, 1, 0), 0x7b);                  /* max */
	CHECK_HEX(fp_f32_to_e5m2(61440.0f, 1, 0), 0x7b);                  /* overflow tie, satfinite */
	CHECK_HEX(fp_f32_to_e5m2(61440.0f, 0, 0), 0x7c);                  /* ... IEEE: Inf */
	CHECK_HEX(fp_f32_to_e5m2(61439.0f, 0, 0), 0x7b);
	CHECK_HEX(fp_f32_to_e5m2(INFINITY, 1, 0), 0x7b);
	CHECK_HEX(fp_f32_to_e5m2(-INFINITY, 0, 0), 0xfc);
	CHECK_HEX(fp_f32_to_e5m2(F(0x7f800001), 1, 0), 0x7f);
	CHECK_HEX(fp_f32_to_e5m2(0x1p-16f, 1, 0), 0x01);
	CHECK_HEX(fp_f32_to_e5m2(0x1p-17f, 1, 0), 0x00);
	CHECK_HEX(fp_f32_to_e5m2(1.0f, 1, 0), 0x3c);
	CHECK_HEX(fp_f32_to_e5m2(1.125f, 1, 0), 0x3c);                    /* tie -> even */
	CHECK_HEX(fp_f32_to_e5m2(1.375f, 1, 0), 0x3e);
	CHECK_HEX(fp_f32_to_e5m2(-0.0f, 1, 1), 0x00);
	CHECK_HEX(fp_f16_to_e4m3(0x5f00, 1, 0), 0x7e);                    /* 448 */
	CHECK_HEX(fp_f16_to_e4m3(0x7c00, 1, 0), 0x7e);
	CHECK_HEX(fp_f16_to_e4m3(0x7e00, 1, 0), 0x7f);
	CHECK_HEX(fp_f16_to_e5m2(0x3c80, 1, 0), 0x3c);                    /* 1.125: tie */
	CHECK_HEX(fp_f16_to_e5m2(0xfc00, 0, 0), 0xfc);
	CHECK_HEX(fp_bf16_to_e4m3(0x3f80, 1, 0), 0x38);
	CHECK_HEX(fp_bf16_to_e5m2(0xc780, 1, 0), 0xfb);                   /* -65536 -> -max */
	CHECK_HEX(fp_pack_e4m3x2(1.0f, -2.0f, 1, 0), 0x38c0);
	CHECK_HEX(fp_pack_e4m3x2(1.0f, -2.0f, 1, 1), 0x3800);
	CHECK_HEX(fp_pack_e5m2x2(INFINITY, 1.0f, 1, 0), 0x7b3c);
	CHECK_HEX(fp_f16x2_to_e4m3x2(0x3c00c000, 1, 0), 0x38c0);
	CHECK_HEX(fp_f16x2_to_e5m2x2(0x7c003c00, 1, 0), 0x7b3c);
	/* decoding */
	CHECK_HEX(fp_e4m3_to_f16(0x7e), 0x5f00);
	CHECK_HEX(fp_e4m3_to_f16(0x01), 0x1800);                          /* 2^-9 */
	CHECK_HEX(fp_e4m3_to_f16(0x08), 0x2400);                          /* 2^-6 */
	CHECK_HEX(fp_e4m3_to_f16(0x80), 0x8000);
	CHECK_HEX(fp_e4m3_to_f16(0x7f), 0x7fff);
	CHECK_HEX(fp_e4m3_to_f16(0xff), 0x7fff);
	CHECK_HEX(fp_e5m2_to_f16(0x7b), 0x7b00);
	CHECK_HEX(fp_e5m2_to_f16(0x7c), 0x7c00);
	CHECK_HEX(fp_e5m2_to_f16(0xfc), 0xfc00);
	CHECK_HEX(fp_e5m2_to_f16(0x7d), 0x7fff);
	CHECK_HEX(fp_e5m2_to_f16(0x01), 0x0100);                          /* 2^-16 */
	CHECK_HEX(B32(fp_e4m3_to_f32(0x7e)), 0x43e00000);
	CHECK_HEX(B32(fp_e4m3_to_f32(0xff)), 0x7fffffff);
	CHECK_HEX(B32(fp_e5m2_to_f32(0x7c)), 0x7f800000);
	CHECK_HEX(B32(fp_e5m2_to_f32(0x83)), 0xb8400000);                 /* -3 * 2^-16 */
	CHECK_HEX(fp_e4m3x2_to_f16x2(0x38c0, 0), 0x3c00c000);
	CHECK_HEX(fp_e4m3x2_to_f16x2(0x38c0, 1), 0x3c000000);
	CHECK_HEX(fp_e4m3x2_to_f16x2(0xff01, 1), 0x7fff1800);
	CHECK_HEX(fp_e5m2x2_to_f16x2(0x7cfc, 0), 0x7c00fc00);
}

/* ---- f64 -> f32, widening, integers ---- */
static void test_cvt_misc(void)
{
	CHECK_HEX(B32(fp_f64_to_f32(1.0 + 0x1p-24, FP_RN, 0, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_f64_to_f32(1.0 + 0x1p-24, FP_RNA, 0, 0)), 0x3f800001);
	CHECK_HEX(B32(fp_f64_to_f32(1.0 + 0x1p-24, FP_RP, 0, 0)), 0x3f800001);
	CHECK_HEX(B32(fp_f64_to_f32(1.0 + 0x3p-24, FP_RN, 0, 0)), 0x3f800002);
	CHECK_HEX(B32(fp_f64_to_f32(-1.0 - 0x1p-40, FP_RM, 0, 0)), 0xbf800001);
	CHECK_HEX(B32(fp_f64_to_f32(-1.0 - 0x1p-40, FP_RZ, 0, 0)), 0xbf800000);
	CHECK_HEX(B32(fp_f64_to_f32(0x1p-150, FP_RN, 0, 0)), 0x00000000);
	CHECK_HEX(B32(fp_f64_to_f32(0x1p-150, FP_RP, 0, 0)), 0x00000001);
	CHECK_HEX(B32(fp_f64_to_f32(0x1.8p-149, FP_RN, 0, 0)), 0x00000002);
	CHECK_HEX(B32(fp_f64_to_f32(0x1p-130, FP_RN, 0, 0)), 0x00080000);
	CHECK_HEX(B32(fp_f64_to_f32(0x1p-130, FP_RN, 1, 0)), 0x00000000);  /* ftz */
	CHECK_HEX(B32(fp_f64_to_f32(-0x1p-130, FP_RN, 1, 0)), 0x80000000);
	/* ftz tininess is IEEE "after rounding" with unbounded exponent (GPU) */
	CHECK_HEX(B32(fp_f64_to_f32(0x1p-126 * (1 - 0x1p-24), FP_RN, 1, 0)), 0x00000000);
	CHECK_HEX(B32(fp_f64_to_f32(0x1p-126 * (1 - 0x1p-25), FP_RN, 1, 0)), 0x00800000);
	CHECK_HEX(B32(fp_f64_to_f32(0x1p-126 * (1 - 0x1p-25), FP_RZ, 1, 0)), 0x00000000);
	CHECK_HEX(B32(fp_f64_to_f32(1e300, FP_RN, 0, 0)), 0x7f800000);
	CHECK_HEX(B32(fp_f64_to_f32(1e300, FP_RZ, 0, 0)), 0x7f7fffff);
	CHECK_HEX(B32(fp_f64_to_f32(-1e300, FP_RP, 0, 0)), 0xff7fffff);
	CHECK_HEX(B32(fp_f64_to_f32(1.5, FP_RN, 0, 1)), 0x3f800000);      /* sat */
	CHECK_HEX(B32(fp_f64_to_f32(-0.5, FP_RN, 0, 1)), 0x00000000);
	CHECK_HEX(B32(fp_f64_to_f32(-0.0, FP_RN, 0, 1)), 0x00000000);
	CHECK_HEX(B32(fp_f64_to_f32(NAN, FP_RN, 0, 1)), 0x00000000);
	CHECK_HEX(B32(fp_f64_to_f32(D(0x7ff4000000000000ull), FP_RN, 0, 0)), 0x7fe00000);
	CHECK_HEX(B32(fp_f64_to_f32(D(0xfff8000000000000ull), FP_RZ, 0, 0)), 0xffc00000);
	CHECK_HEX(B64(fp_f32_to_f64(F(0x00000001), 0)), 0x36a0000000000000ull);
	CHECK_HEX(B64(fp_f32_to_f64(F(0x80000001), 1)), 0x8000000000000000ull);
	CHECK_HEX(B64(fp_f32_to_f64(F(0x7fa00000), 0)), 0x7ffc000000000000ull);
	CHECK_HEX(B64(fp_f32_to_f64(F(0xffc00000), 1)), 0x7fffffffe0000000ull);

	/* float -> int: .rni is ties-to-even, saturation always on */
	CHECK_EQ(fp_f32_to_int(2.5f, FP_RN, 32, 1, 0), 2);
	CHECK_EQ(fp_f32_to_int(3.5f, FP_RN, 32, 1, 0), 4);
	CHECK_EQ(fp_f32_to_int(-2.5f, FP_RN, 32, 1, 0), -2);
	CHECK_EQ(fp_f32_to_int(-2.5f, FP_RNA, 32, 1, 0), -3);
	CHECK_EQ(fp_f32_to_int(-2.7f, FP_RZ, 32, 1, 0), -2);
	CHECK_EQ(fp_f32_to_int(-2.1f, FP_RM, 32, 1, 0), -3);
	CHECK_EQ(fp_f32_to_int(2.1f, FP_RP, 32, 1, 0), 3);
	CHECK_EQ(fp_f32_to_int(-0.5f, FP_RN, 32, 1, 0), 0);
	CHECK_EQ(fp_f32_to_int(3e9f, FP_RZ, 32, 1, 0), 2147483647);
	CHECK_EQ(fp_f32_to_int(-3e9f, FP_RZ, 32, 1, 0), -2147483647LL - 1);
	CHECK_EQ(fp_f32_to_int(INFINITY, FP_RZ, 32, 1, 0), 2147483647);
	CHECK_EQ(fp_f32_to_int(-1.0f, FP_RZ, 32, 0, 0), 0);
	CHECK_EQ(fp_f32_to_int(5e9f, FP_RZ, 32, 0, 0), 4294967295LL);
	CHECK_EQ(fp_f32_to_int(300.0f, FP_RN, 8, 0, 0), 255);
	CHECK_EQ(fp_f32_to_int(-200.0f, FP_RN, 8, 1, 0), -128);
	CHECK_EQ(fp_f32_to_int(-32768.4f, FP_RN, 16, 1, 0), -32768);
	CHECK_EQ(fp_f32_to_int(0x1.8p-149f, FP_RP, 32, 1, 0), 1);
	CHECK_EQ(fp_f32_to_int(0x1.8p-149f, FP_RP, 32, 1, 1), 0);         /* ftz */
	CHECK_HEX(fp_f32_to_int(1e30f, FP_RZ, 64, 0, 0), 0xffffffffffffffffull);
	CHECK_HEX(fp_f32_to_int(0x1p63f, FP_RZ, 64, 1, 0), 0x7fffffffffffffffull);
	CHECK_HEX(fp_f32_to_int(0x1p63f, FP_RZ, 64, 0, 0), 0x8000000000000000ull);
	/* NaN: 0 unless source .f64 or destination 64-bit, then 1 << (bits-1) */
	CHECK_EQ(fp_f32_to_int(NAN, FP_RN, 32, 1, 0), 0);
	CHECK_EQ(fp_f32_to_int(NAN, FP_RZ, 16, 0, 0), 0);
	CHECK_HEX(fp_f32_to_int(NAN, FP_RZ, 64, 1, 0), 0x8000000000000000ull);
	CHECK_HEX(fp_f32_to_int(NAN, FP_RZ, 64, 0, 0), 0x8000000000000000ull);
	CHECK_HEX(fp_f64_to_int(NAN, FP_RZ, 32, 1), 0xffffffff80000000ull);
	CHECK_HEX(fp_f64_to_int(NAN, FP_RZ, 32, 0), 0x80000000);
	CHECK_HEX(fp_f64_to_int(NAN, FP_RZ, 8, 1), 0xffffffffffffff80ull);
	CHECK_HEX(fp_f64_to_int(NAN, FP_RZ, 16, 0), 0x8000);
	CHECK_EQ(fp_f64_to_int(4503599627370495.5, FP_RN, 64, 1), 4503599627370496LL);
	CHECK_EQ(fp_f64_to_int(4503599627370494.5, FP_RN, 64, 1), 4503599627370494LL);
	CHECK_EQ(fp_f64_to_int(-1e300, FP_RN, 64, 1), -9223372036854775807LL - 1);
	CHECK_HEX(fp_f64_to_int(0x1p64, FP_RN, 64, 0), 0xffffffffffffffffull);
	CHECK_HEX(fp_f64_to_int(0x1.fffffffffffffp63, FP_RN, 64, 0), 0xfffffffffffff800ull);
	CHECK_EQ(fp_f64_to_int(2147483647.5, FP_RN, 32, 1), 2147483647);
	CHECK_EQ(fp_f64_to_int(-2147483648.5, FP_RN, 32, 1), -2147483647LL - 1);
	/* int -> float: one rounding in the mode */
	CHECK_HEX(B32(fp_int_to_f32(16777217, 0, FP_RN)), 0x4b800000);
	CHECK_HEX(B32(fp_int_to_f32(16777217, 0, FP_RNA)), 0x4b800001);
	CHECK_HEX(B32(fp_int_to_f32(16777217, 0, FP_RP)), 0x4b800001);
	CHECK_HEX(B32(fp_int_to_f32(16777219, 0, FP_RN)), 0x4b800002);
	CHECK_HEX(B32(fp_int_to_f32(-16777217, 0, FP_RM)), 0xcb800001);
	CHECK_HEX(B32(fp_int_to_f32(-16777217, 0, FP_RZ)), 0xcb800000);
	CHECK_HEX(B32(fp_int_to_f32(INT64_MAX, 0, FP_RN)), 0x5f000000);
	CHECK_HEX(B32(fp_int_to_f32(INT64_MAX, 0, FP_RZ)), 0x5effffff);
	CHECK_HEX(B32(fp_int_to_f32(INT64_MIN, 0, FP_RZ)), 0xdf000000);
	CHECK_HEX(B32(fp_int_to_f32(-1, 1, FP_RN)), 0x5f800000);          /* u64 max -> 2^64 */
	CHECK_HEX(B32(fp_int_to_f32(-1, 1, FP_RZ)), 0x5f7fffff);
	CHECK_HEX(B32(fp_int_to_f32(-1, 0, FP_RN)), 0xbf800000);
	CHECK_HEX(B32(fp_int_to_f32(0, 0, FP_RM)), 0x00000000);
	CHECK_HEX(B64(fp_int_to_f64((1LL << 53) + 1, 0, FP_RN)), 0x4340000000000000ull);
	CHECK_HEX(B64(fp_int_to_f64((1LL << 53) + 1, 0, FP_RP)), 0x4340000000000001ull);
	CHECK_HEX(B64(fp_int_to_f64(-1, 1, FP_RZ)), 0x43efffffffffffffull);
	CHECK_HEX(fp_int_to_f16(65520, 0, FP_RN), 0x7c00);
	CHECK_HEX(fp_int_to_f16(65520, 0, FP_RZ), 0x7bff);
	CHECK_HEX(fp_int_to_f16(-1000000, 0, FP_RP), 0xfbff);
	CHECK_HEX(fp_int_to_f16(2049, 0, FP_RN), 0x6800);
	CHECK_HEX(fp_int_to_f16(2049, 0, FP_RNA), 0x6801);
	CHECK_HEX(fp_int_to_f16(2051, 0, FP_RN), 0x6802);
	CHECK_HEX(fp_int_to_bf16(257, 0, FP_RN), 0x4380);
	CHECK_HEX(fp_int_to_bf16(257, 0, FP_RP), 0x4381);
	CHECK_HEX(fp_int_to_bf16(-1, 1, FP_RN), 0x5f80);
	/* round to integral in the same format */
	CHECK_HEX(B32(fp_rint_f32(2.5f, FP_RN, 0)), 0x40000000);
	CHECK_HEX(B32(fp_rint_f32(-0.5f, FP_RN, 0)), 0x80000000);
	CHECK_HEX(B32(fp_rint_f32(0.5f, FP_RP, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_rint_f32(-0.5f, FP_RP, 0)), 0x80000000);
	CHECK_HEX(B32(fp_rint_f32(-1.5f, FP_RZ, 0)), 0xbf800000);
	CHECK_HEX(B32(fp_rint_f32(-1.5f, FP_RM, 0)), 0xc0000000);
	CHECK_HEX(B32(fp_rint_f32(F(0x00000005), FP_RP, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_rint_f32(F(0x80000005), FP_RP, 1)), 0x80000000);
	CHECK_HEX(B32(fp_rint_f32(F(0x7fa00000), FP_RN, 0)), 0x7fffffff);
	CHECK_HEX(B64(fp_rint_f64(D(0x7ff4000000000000ull), FP_RN)), 0x7ffc000000000000ull);
	CHECK(fp_rint_f64(4503599627370495.5, FP_RN) == 4503599627370496.0);
	CHECK(fp_rint_f64(-2.5, FP_RNA) == -3.0);
	CHECK_HEX(fp_rint_f16(0x3e00, FP_RN), 0x4000);                    /* 1.5 -> 2 */
	CHECK_HEX(fp_rint_f16(0x3a00, FP_RN), 0x3c00);                    /* 0.75 -> 1 */
	CHECK_HEX(fp_rint_f16(0xb800, FP_RN), 0x8000);                    /* -0.5 -> -0 */
	CHECK_HEX(fp_rint_bf16(0x3fc0, FP_RZ), 0x3f80);                   /* 1.5 -> 1 */
}

/* ---- f32 / f64 arithmetic ---- */
static void test_f32_arith(void)
{
	float t = 0x1p-24f;
	CHECK_HEX(B32(fp_add_f32(1.0f, t, FP_RN, 0, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_add_f32(1.0f, t, FP_RP, 0, 0)), 0x3f800001);
	CHECK_HEX(B32(fp_add_f32(1.0f, t, FP_RZ, 0, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_add_f32(1.0f, t, FP_RM, 0, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_add_f32(1.0f, t, FP_RNA, 0, 0)), 0x3f800001);
	CHECK_HEX(B32(fp_add_f32(F(0x3f800001), t, FP_RN, 0, 0)), 0x3f800002);
	CHECK_HEX(B32(fp_add_f32(-1.0f, -t, FP_RM, 0, 0)), 0xbf800001);
	CHECK_HEX(B32(fp_add_f32(-1.0f, -t, FP_RP, 0, 0)), 0xbf800000);
	CHECK_HEX(B32(fp_add_f32(1.0f, 0x1p-100f, FP_RP, 0, 0)), 0x3f800001); /* far below: sticky */
	CHECK_HEX(B32(fp_sub_f32(1.0f, 0x1p-100f, FP_RZ, 0, 0)), 0x3f7fffff);
	CHECK_HEX(B32(fp_sub_f32(1.0f, 0x1p-100f, FP_RN, 0, 0)), 0x3f800000);
	/* exact zero: +0, but -0 under .rm */
	CHECK_HEX(B32(fp_add_f32(3.0f, -3.0f, FP_RN, 0, 0)), 0x00000000);
	CHECK_HEX(B32(fp_add_f32(3.0f, -3.0f, FP_RM, 0, 0)), 0x80000000);
	CHECK_HEX(B32(fp_sub_f32(3.0f, 3.0f, FP_RM, 0, 0)), 0x80000000);
	CHECK_HEX(B32(fp_add_f32(-0.0f, -0.0f, FP_RN, 0, 0)), 0x80000000);
	CHECK_HEX(B32(fp_add_f32(0.0f, -0.0f, FP_RN, 0, 0)), 0x00000000);
	CHECK_HEX(B32(fp_add_f32(0.0f, -0.0f, FP_RM, 0, 0)), 0x80000000);
	/* NaN results are 0x7fffffff whatever the input payload */
	CHECK_HEX(B32(fp_add_f32(INFINITY, -INFINITY, FP_RN, 0, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_add_f32(F(0xffc00001), 1.0f, FP_RN, 0, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_mul_f32(0.0f, INFINITY, FP_RN, 0, 0)), 0x7fffffff);
	/* overflow per mode */
	float mx = F(0x7f7fffff);
	CHECK_HEX(B32(fp_add_f32(mx, mx, FP_RN, 0, 0)), 0x7f800000);
	CHECK_HEX(B32(fp_add_f32(mx, mx, FP_RZ, 0, 0)), 0x7f7fffff);
	CHECK_HEX(B32(fp_add_f32(mx, mx, FP_RM, 0, 0)), 0x7f7fffff);
	CHECK_HEX(B32(fp_add_f32(-mx, -mx, FP_RM, 0, 0)), 0xff800000);
	CHECK_HEX(B32(fp_add_f32(-mx, -mx, FP_RP, 0, 0)), 0xff7fffff);
	CHECK_HEX(B32(fp_mul_f32(mx, 2.0f, FP_RZ, 0, 0)), 0x7f7fffff);
	/* subnormals and .ftz */
	CHECK_HEX(B32(fp_add_f32(F(1), F(1), FP_RN, 0, 0)), 0x00000002);
	CHECK_HEX(B32(fp_add_f32(F(1), F(1), FP_RN, 1, 0)), 0x00000000);
	CHECK_HEX(B32(fp_add_f32(F(0x80000001), 1.0f, FP_RM, 1, 0)), 0x3f800000); /* input flushed */
	CHECK_HEX(B32(fp_add_f32(F(0x80000001), 1.0f, FP_RM, 0, 0)), 0x3f7fffff);
	CHECK_HEX(B32(fp_mul_f32(0x1p-100f, 0x1p-40f, FP_RN, 0, 0)), 0x00000200);
	CHECK_HEX(B32(fp_mul_f32(-0x1p-100f, 0x1p-40f, FP_RN, 1, 0)), 0x80000000);
	CHECK_HEX(B32(fp_mul_f32(0x1p-100f, 0x1p-60f, FP_RP, 0, 0)), 0x00000001);
	/* tininess after rounding with unbounded exponent (measured on sm_90) */
	CHECK_HEX(B32(fp_mul_f32(F(0x3f7fffff), F(0x00800000), FP_RN, 0, 0)), 0x00800000);
	CHECK_HEX(B32(fp_mul_f32(F(0x3f7fffff), F(0x00800000), FP_RN, 1, 0)), 0x00000000);
	CHECK_HEX(B32(fp_mul_f32(F(0x3f7ffffe), F(0x00800001), FP_RN, 1, 0)), 0x00800000);
	CHECK_HEX(B32(fp_mul_f32(F(0xbf7ffffe), F(0x00800001), FP_RP, 1, 0)), 0x80000000);
	/* .sat: [+0, 1], NaN -> +0 */
	CHECK_HEX(B32(fp_add_f32(0.75f, 0.5f, FP_RN, 0, 1)), 0x3f800000);
	CHECK_HEX(B32(fp_add_f32(-0.25f, 0.0f, FP_RN, 0, 1)), 0x00000000);
	CHECK_HEX(B32(fp_add_f32(-0.0f, -0.0f, FP_RN, 0, 1)), 0x00000000);
	CHECK_HEX(B32(fp_add_f32(0.25f, 0.25f, FP_RN, 0, 1)), 0x3f000000);
	CHECK_HEX(B32(fp_add_f32(INFINITY, -INFINITY, FP_RN, 0, 1)), 0x00000000);
	CHECK_HEX(B32(fp_mul_f32(-INFINITY, -1.0f, FP_RN, 0, 1)), 0x3f800000);
	/* mul */
	CHECK_HEX(B32(fp_mul_f32(F(0x3f800001), F(0x3f800001), FP_RN, 0, 0)), 0x3f800002);
	CHECK_HEX(B32(fp_mul_f32(F(0x3f800001), F(0x3f800001), FP_RP, 0, 0)), 0x3f800003);
	CHECK_HEX(B32(fp_mul_f32(F(0xbf800001), F(0x3f800001), FP_RM, 0, 0)), 0xbf800003);
	CHECK_HEX(B32(fp_mul_f32(F(0xbf800001), F(0x3f800001), FP_RZ, 0, 0)), 0xbf800002);
	/* fma: single rounding.  a*b = -2^24 + 2^-22, c = 2^48 + 2^25: the sum is
	 * 2^48 + 2^24 + 2^-22, just above the tie between 2^48 (even) and c;
	 * rounding a*b+c to double first lands on the tie and gives 2^48. */
	float fa = F(0x45800001), fb = F(0xc57ffffe), fc = F(0x57800001);
	CHECK(B32((float)((double)fa * fb + fc)) == 0x57800000);           /* the double-rounding trap */
	CHECK_HEX(B32(fp_fma_f32(fa, fb, fc, FP_RN, 0, 0)), 0x57800001);
	CHECK_HEX(B32(fp_fma_f32(fa, fb, fc, FP_RZ, 0, 0)), 0x57800000);
	CHECK_HEX(B32(fp_fma_f32(fa, fb, fc, FP_RP, 0, 0)), 0x57800001);
	/* c - 2^-22: double RN gives c back, so RZ via double would be c */
	CHECK_HEX(B32(fp_fma_f32(0x1p-11f, -0x1p-11f, fc, FP_RZ, 0, 0)), 0x57800000);
	CHECK_HEX(B32(fp_fma_f32(0x1p-11f, -0x1p-11f, fc, FP_RM, 0, 0)), 0x57800000);
	CHECK_HEX(B32(fp_fma_f32(0x1p-11f, -0x1p-11f, fc, FP_RN, 0, 0)), 0x57800001);
	CHECK_HEX(B32(fp_fma_f32(0x1p-11f, 0x1p-11f, -fc, FP_RP, 0, 0)), 0xd7800000);
	CHECK_HEX(B32(fp_fma_f32(1.0f, -1.0f, 1.0f, FP_RN, 0, 0)), 0x00000000);
	CHECK_HEX(B32(fp_fma_f32(1.0f, -1.0f, 1.0f, FP_RM, 0, 0)), 0x80000000);
	CHECK_HEX(B32(fp_fma_f32(-0.0f, 1.0f, -0.0f, FP_RN, 0, 0)), 0x80000000);
	CHECK_HEX(B32(fp_fma_f32(0.0f, INFINITY, 1.0f, FP_RN, 0, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_fma_f32(INFINITY, 1.0f, -INFINITY, FP_RN, 0, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_fma_f32(mx, 2.0f, -mx, FP_RN, 0, 0)), 0x7f7fffff); /* no intermediate overflow */
	CHECK_HEX(B32(fp_fma_f32(0x1p-75f, 0x1p-75f, 0.0f, FP_RN, 0, 0)), 0x00000000);
	CHECK_HEX(B32(fp_fma_f32(0x1p-75f, 0x1p-75f, 0.0f, FP_RP, 0, 0)), 0x00000001);
	CHECK_HEX(B32(fp_fma_f32(F(0x00800000), F(0x969a187c), F(0x00800000), FP_RN, 1, 1)), 0x00800000);
	/* div, sqrt, rcp: IEEE-exact */
	CHECK_HEX(B32(fp_div_f32(1.0f, 3.0f, FP_RN, 0)), 0x3eaaaaab);
	CHECK_HEX(B32(fp_div_f32(1.0f, 3.0f, FP_RZ, 0)), 0x3eaaaaaa);
	CHECK_HEX(B32(fp_div_f32(1.0f, 3.0f, FP_RM, 0)), 0x3eaaaaaa);
	CHECK_HEX(B32(fp_div_f32(1.0f, 3.0f, FP_RP, 0)), 0x3eaaaaab);
	CHECK_HEX(B32(fp_div_f32(-1.0f, 3.0f, FP_RM, 0)), 0xbeaaaaab);
	CHECK_HEX(B32(fp_div_f32(2.0f, 3.0f, FP_RN, 0)), 0x3f2aaaab);
	CHECK_HEX(B32(fp_div_f32(1.0f, 4.0f, FP_RZ, 0)), 0x3e800000);
	CHECK_HEX(B32(fp_div_f32(1.0f, -0.0f, FP_RN, 0)), 0xff800000);
	CHECK_HEX(B32(fp_div_f32(0.0f, 0.0f, FP_RN, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_div_f32(1.0f, F(1), FP_RN, 0)), 0x7f800000);
	CHECK_HEX(B32(fp_div_f32(1.0f, F(1), FP_RN, 1)), 0x7f800000);     /* divisor flushed: 1/0 */
	CHECK_HEX(B32(fp_div_f32(F(1), 4.0f, FP_RN, 0)), 0x00000000);      /* 2^-151: below half */
	CHECK_HEX(B32(fp_div_f32(F(3), 2.0f, FP_RN, 0)), 0x00000002);      /* 1.5 units: tie even */
	CHECK_HEX(B32(fp_div_f32(F(3), 2.0f, FP_RZ, 0)), 0x00000001);
	CHECK_HEX(B32(fp_sqrt_f32(2.0f, FP_RN, 0)), 0x3fb504f3);
	CHECK_HEX(B32(fp_sqrt_f32(2.0f, FP_RZ, 0)), 0x3fb504f3);
	CHECK_HEX(B32(fp_sqrt_f32(2.0f, FP_RP, 0)), 0x3fb504f4);
	CHECK_HEX(B32(fp_sqrt_f32(4.0f, FP_RP, 0)), 0x40000000);
	CHECK_HEX(B32(fp_sqrt_f32(-0.0f, FP_RN, 0)), 0x80000000);
	CHECK_HEX(B32(fp_sqrt_f32(-1.0f, FP_RN, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_sqrt_f32(INFINITY, FP_RN, 0)), 0x7f800000);
	CHECK_HEX(B32(fp_sqrt_f32(F(1), FP_RN, 0)), 0x1a3504f3);           /* sqrt(2^-149) */
	CHECK_HEX(B32(fp_rcp_f32(3.0f, FP_RN, 0)), 0x3eaaaaab);
	CHECK_HEX(B32(fp_rcp_f32(3.0f, FP_RZ, 0)), 0x3eaaaaaa);
	CHECK_HEX(B32(fp_rcp_f32(-0.0f, FP_RN, 0)), 0xff800000);
	CHECK_HEX(B32(fp_rcp_f32(F(0x7f000000), FP_RN, 0)), 0x00400000);   /* 1/2^127: subnormal */
	CHECK_HEX(B32(fp_rcp_f32(F(0x7f000000), FP_RN, 1)), 0x00000000);
	/* min / max */
	CHECK_HEX(B32(fp_min_f32(-0.0f, 0.0f, 0, 0)), 0x80000000);
	CHECK_HEX(B32(fp_min_f32(0.0f, -0.0f, 0, 0)), 0x80000000);
	CHECK_HEX(B32(fp_max_f32(-0.0f, 0.0f, 0, 0)), 0x00000000);
	CHECK_HEX(B32(fp_max_f32(0.0f, -0.0f, 0, 0)), 0x00000000);
	CHECK_HEX(B32(fp_min_f32(NAN, 1.0f, 0, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_max_f32(-2.0f, F(0x7f800001), 0, 0)), 0xc0000000);
	CHECK_HEX(B32(fp_min_f32(NAN, NAN, 0, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_min_f32(F(0x7fc00000), 1.0f, 1, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_max_f32(1.0f, F(0xffc00000), 1, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_min_f32(F(1), 0.0f, 0, 0)), 0x00000000);
	CHECK_HEX(B32(fp_min_f32(F(1), 1.0f, 0, 1)), 0x00000000);          /* flushed input */
	CHECK_HEX(B32(fp_max_f32(F(0x80000001), -1.0f, 0, 1)), 0x80000000);
	CHECK_HEX(B32(fp_max_f32(-INFINITY, -mx, 0, 0)), 0xff7fffff);
}

static void test_f64_arith(void)
{
	CHECK(fp_add_f64(1.0, 0x1p-53, FP_RN) == 1.0);
	CHECK(fp_add_f64(1.0, 0x1p-53, FP_RP) == 1.0 + 0x1p-52);
	CHECK(fp_add_f64(-1.0, -0x1p-53, FP_RM) == -1.0 - 0x1p-52);
	CHECK(fp_add_f64(-1.0, -0x1p-53, FP_RZ) == -1.0);
	CHECK_HEX(B64(fp_sub_f64(2.0, 2.0, FP_RM)), 0x8000000000000000ull);
	CHECK_HEX(B64(fp_sub_f64(2.0, 2.0, FP_RN)), 0x0000000000000000ull);
	CHECK(fp_mul_f64(1.0 + 0x1p-52, 1.0 + 0x1p-52, FP_RZ) == 1.0 + 0x1p-51);
	CHECK(fp_mul_f64(1.0 + 0x1p-52, 1.0 + 0x1p-52, FP_RP) == 1.0 + 0x3p-52);
	CHECK(fp_mul_f64(0x1p1000, 0x1p100, FP_RZ) == 0x1.fffffffffffffp1023);
	CHECK(isinf(fp_mul_f64(0x1p1000, 0x1p100, FP_RN)));
	CHECK(fp_div_f64(1.0, 3.0, FP_RZ) == 0x1.5555555555555p-2);
	CHECK(fp_div_f64(1.0, 3.0, FP_RP) == 0x1.5555555555556p-2);
	CHECK(fp_sqrt_f64(2.0, FP_RZ) == 0x1.6a09e667f3bccp+0);
	CHECK(fp_sqrt_f64(2.0, FP_RP) == 0x1.6a09e667f3bcdp+0);
	CHECK(fp_rcp_f64(3.0, FP_RN) == 0x1.5555555555555p-2);
	CHECK(fp_fma_f64(0x1p-30, 0x1p-30, 1.0, FP_RN) == 1.0);
	CHECK(fp_fma_f64(0x1p-30, 0x1p-30, 1.0, FP_RP) == 1.0 + 0x1p-52);
	CHECK(fp_fma_f64(1.0 + 0x1p-52, 1.0 - 0x1p-53, -1.0, FP_RN) == 0x1p-53 - 0x1p-105);
	CHECK(fp_fma_f64(0x1p-1074, 0.5, 0.0, FP_RP) == 0x1p-1074);
	/* the host rounding mode is restored */
	fp_div_f64(1.0, 3.0, FP_RM);
	CHECK(fegetround() == FE_TONEAREST);
	/* f64 NaNs: input NaN propagates quieted, b first; invalid -> 0xfff8... */
	CHECK_HEX(B64(fp_add_f64(D(0x7ff0000000000001ull), 1.0, FP_RN)), 0x7ff8000000000001ull);
	CHECK_HEX(B64(fp_add_f64(D(0x7ff8000000000011ull), D(0xfff4000000000022ull), FP_RZ)), 0xfffc000000000022ull);
	CHECK_HEX(B64(fp_sub_f64(1.0, D(0x7ff4000000000000ull), FP_RN)), 0x7ffc000000000000ull);
	CHECK_HEX(B64(fp_add_f64(INFINITY, -INFINITY, FP_RN)), 0xfff8000000000000ull);
	CHECK_HEX(B64(fp_sqrt_f64(-1.0, FP_RN)), 0xfff8000000000000ull);
	CHECK_HEX(B64(fp_div_f64(0.0, 0.0, FP_RN)), 0xfff8000000000000ull);
	CHECK_HEX(B64(fp_fma_f64(D(0x7ff8000000000011ull), 2.0, D(0x7ff8000000000033ull), FP_RN)), 0x7ff8000000000033ull);
	CHECK_HEX(B64(fp_fma_f64(D(0x7ff8000000000011ull), D(0x7ff8000000000022ull), D(0x7ff8000000000033ull), FP_RN)), 0x7ff8000000000022ull);
	CHECK_HEX(B64(fp_fma_f64(D(0x7ff8000000000011ull), 2.0, 3.0, FP_RN)), 0x7ff8000000000011ull);
	CHECK_HEX(B64(fp_min_f64(-0.0, 0.0)), 0x8000000000000000ull);
	CHECK_HEX(B64(fp_max_f64(-0.0, 0.0)), 0x0000000000000000ull);
	CHECK(fp_min_f64(NAN, 3.0) == 3.0);
	CHECK_HEX(B64(fp_min_f64(D(0x7ff8000000000001ull), D(0xfff4000000000000ull))), 0xfffc000000000000ull);
	CHECK_HEX(B64(fp_max_f64(D(0xfff8000000000001ull), D(0x7ff8000000000000ull))), 0x7ff8000000000000ull);
}

/* ---- f16 / bf16 arithmetic ---- */
static void test_half_arith(void)
{
	CHECK_HEX(fp_add_f16(0x3c00, 0x1400, FP_RN, 0, 0), 0x3c01);       /* 1 + 2^-10 */
	CHECK_HEX(fp_add_f16(0x3c00, 0x1000, FP_RN, 0, 0), 0x3c00);       /* 1 + 2^-11: tie */
	CHECK_HEX(fp_add_f16(0x3c00, 0x1000, FP_RP, 0, 0), 0x3c01);
	CHECK_HEX(fp_add_f16(0x3c01, 0x1000, FP_RN, 0, 0), 0x3c02);
	CHECK_HEX(fp_sub_f16(0x3c00, 0x0001, FP_RZ, 0, 0), 0x3bff);
	CHECK_HEX(fp_sub_f16(0x3c00, 0x3c00, FP_RM, 0, 0), 0x8000);
	CHECK_HEX(fp_add_f16(0x7bff, 0x7bff, FP_RN, 0, 0), 0x7c00);
	CHECK_HEX(fp_add_f16(0x7bff, 0x7bff, FP_RZ, 0, 0), 0x7bff);
	CHECK_HEX(fp_add_f16(0x7c00, 0xfc00, FP_RN, 0, 0), 0x7fff);
	CHECK_HEX(fp_add_f16(0x7d00, 0x3c00, FP_RN, 0, 0), 0x7fff);
	CHECK_HEX(fp_add_f16(0x0001, 0x0001, FP_RN, 0, 0), 0x0002);       /* subnormals kept */
	CHECK_HEX(fp_add_f16(0x0001, 0x0001, FP_RN, 1, 0), 0x0000);       /* .ftz flushes */
	CHECK_HEX(fp_add_f16(0x03ff, 0x0001, FP_RN, 0, 0), 0x0400);
	CHECK_HEX(fp_add_f16(0x3c00, 0x3c00, FP_RN, 0, 1), 0x3c00);       /* .sat */
	CHECK_HEX(fp_add_f16(0xbc00, 0x3800, FP_RN, 0, 1), 0x0000);
	CHECK_HEX(fp_add_f16(0x7c00, 0xfc00, FP_RN, 0, 1), 0x0000);
	CHECK_HEX(fp_mul_f16(0x3c01, 0x3c01, FP_RN, 0, 0), 0x3c02);
	CHECK_HEX(fp_mul_f16(0x3c01, 0x3c01, FP_RP, 0, 0), 0x3c03);
	CHECK_HEX(fp_mul_f16(0x0200, 0x3800, FP_RN, 0, 0), 0x0100);
	CHECK_HEX(fp_mul_f16(0x0001, 0x3800, FP_RN, 0, 0), 0x0000);       /* 2^-25: tie to 0 */
	CHECK_HEX(fp_mul_f16(0x0003, 0x3800, FP_RN, 0, 0), 0x0002);       /* 1.5 units: even */
	CHECK_HEX(fp_mul_f16(0x8001, 0x3800, FP_RM, 0, 0), 0x8001);
	/* fma f16: a*b = -8 + 2^-17, c = 16400: 16392 + 2^-17, above the tie
	 * between 16384 (even) and 16400; rounding through f32 loses the 2^-17. */
	CHECK_HEX(fp_f32_to_f16((float)(fp_f16_to_f32(0x4001) * fp_f16_to_f32(0xc3fe)) + fp_f16_to_f32(0x7401), FP_RN, 0, 0), 0x7400);
	CHECK_HEX(fp_fma_f16(0x4001, 0xc3fe, 0x7401, FP_RN, 0, 0), 0x7401);
	CHECK_HEX(fp_fma_f16(0x4001, 0xc3fe, 0x7401, FP_RZ, 0, 0), 0x7400);
	CHECK_HEX(fp_fma_f16(0x3c00, 0xbc00, 0x3c00, FP_RN, 0, 0), 0x0000);
	CHECK_HEX(fp_fma_f16(0x3c00, 0xbc00, 0x3c00, FP_RM, 0, 0), 0x8000);
	CHECK_HEX(fp_fma_f16(0x0001, 0x0001, 0x0000, FP_RP, 0, 0), 0x0001);
	CHECK_HEX(fp_fma_f16(0x0001, 0x0001, 0x0000, FP_RN, 0, 0), 0x0000);
	CHECK_HEX(fp_fma_f16(0x0400, 0xb800, 0x0400, FP_RN, 1, 0), 0x0000); /* 2^-15: tiny, flushed */
	CHECK_HEX(fp_fma_f16(0x7bff, 0x4000, 0xfbff, FP_RN, 0, 0), 0x7bff);
	CHECK_HEX(fp_fma_f16(0x3c00, 0x3c00, 0x3c00, FP_RN, 0, 1), 0x3c00);
	CHECK_HEX(fp_fma_relu_f16(0x3c00, 0xbc00, 0x3800, FP_RN, 0), 0x0000);
	CHECK_HEX(fp_fma_relu_f16(0x3c00, 0x3c00, 0x3800, FP_RN, 0), 0x3e00);
	CHECK_HEX(fp_fma_relu_f16(0x7c00, 0x0000, 0x3800, FP_RN, 0), 0x7fff);
	/* bf16 */
	CHECK_HEX(fp_add_bf16(0x3f80, 0x3b80, FP_RN), 0x3f80);            /* 1 + 2^-8: tie */
	CHECK_HEX(fp_add_bf16(0x3f80, 0x3b80, FP_RP), 0x3f81);
	CHECK_HEX(fp_add_bf16(0x3f81, 0x3b80, FP_RN), 0x3f82);
	CHECK_HEX(fp_sub_bf16(0x3f80, 0x0001, FP_RZ), 0x3f7f);
	CHECK_HEX(fp_add_bf16(0x7f7f, 0x7f7f, FP_RN), 0x7f80);
	CHECK_HEX(fp_add_bf16(0x7f80, 0xff80, FP_RN), 0x7fff);
	CHECK_HEX(fp_add_bf16(0x0001, 0x0001, FP_RN), 0x0002);
	CHECK_HEX(fp_mul_bf16(0x3f81, 0x3f81, FP_RN), 0x3f82);
	CHECK_HEX(fp_mul_bf16(0x3f81, 0x3f81, FP_RP), 0x3f83);
	CHECK_HEX(fp_mul_bf16(0x0080, 0x3f00, FP_RN), 0x0040);            /* min normal / 2 */
	/* fma bf16: a*b = 261/256 is the tie between 0x3f82 (even) and 0x3f83;
	 * c = 2^-133 tips it up, but is lost if a*b+c is first rounded to double. */
	CHECK_HEX(fp_f32_to_bf16((float)(1.125 * 0.90625 + 0x1p-133), FP_RN, 0, 0), 0x3f82);
	CHECK_HEX(fp_fma_bf16(0x3f90, 0x3f68, 0x0001, FP_RN), 0x3f83);
	CHECK_HEX(fp_fma_bf16(0x3f90, 0x3f68, 0x8001, FP_RN), 0x3f82);
	CHECK_HEX(fp_fma_bf16(0x3f90, 0x3f68, 0x0000, FP_RN), 0x3f82);
	CHECK_HEX(fp_fma_bf16(0x3f90, 0x3f68, 0x0000, FP_RNA), 0x3f83);
	CHECK_HEX(fp_fma_bf16(0x3f90, 0x3f68, 0x8001, FP_RM), 0x3f82);
	CHECK_HEX(fp_fma_relu_bf16(0x3f80, 0xbf80, 0x3f00, FP_RN), 0x0000);
	CHECK_HEX(fp_fma_relu_bf16(0x3f80, 0x3f80, 0x3f00, FP_RN), 0x3fc0);
	/* min / max */
	CHECK_HEX(fp_min_f16(0x0000, 0x8000, 0, 0), 0x8000);
	CHECK_HEX(fp_max_f16(0x8000, 0x0000, 0, 0), 0x0000);
	CHECK_HEX(fp_max_f16(0x7e00, 0x3c00, 0, 0), 0x3c00);
	CHECK_HEX(fp_max_f16(0x7e00, 0x3c00, 1, 0), 0x7fff);
	CHECK_HEX(fp_min_f16(0x7e01, 0xfe00, 0, 0), 0x7fff);
	CHECK_HEX(fp_min_f16(0x0001, 0x8001, 0, 1), 0x8000);
	CHECK_HEX(fp_min_f16(0x0001, 0x3c00, 0, 1), 0x0000);
	CHECK_HEX(fp_min_f16(0x0001, 0x3c00, 0, 0), 0x0001);
	CHECK_HEX(fp_min_bf16(0xbf80, 0x3f80, 0), 0xbf80);
	CHECK_HEX(fp_max_bf16(0x7fc0, 0xff80, 0), 0xff80);
	CHECK_HEX(fp_max_bf16(0x7fc0, 0xff80, 1), 0x7fff);
}

/* ---- .approx ---- */
static void test_approx(void)
{
	CHECK_HEX(B32(fp_ex2_approx_f32(0.0f, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_ex2_approx_f32(-0.0f, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_ex2_approx_f32(10.0f, 0)), 0x44800000);
	CHECK_HEX(B32(fp_ex2_approx_f32(-INFINITY, 0)), 0x00000000);
	CHECK_HEX(B32(fp_ex2_approx_f32(INFINITY, 0)), 0x7f800000);
	CHECK_HEX(B32(fp_ex2_approx_f32(NAN, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_ex2_approx_f32(-140.0f, 0)), 0x00000200);
	CHECK_HEX(B32(fp_ex2_approx_f32(-140.0f, 1)), 0x00000000);
	CHECK_HEX(B32(fp_ex2_approx_f32(128.0f, 0)), 0x7f800000);
	CHECK_HEX(B32(fp_lg2_approx_f32(8.0f, 0)), 0x40400000);
	CHECK_HEX(B32(fp_lg2_approx_f32(0.0f, 0)), 0xff800000);
	CHECK_HEX(B32(fp_lg2_approx_f32(-0.0f, 0)), 0xff800000);
	CHECK_HEX(B32(fp_lg2_approx_f32(-1.0f, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_lg2_approx_f32(INFINITY, 0)), 0x7f800000);
	CHECK_HEX(B32(fp_lg2_approx_f32(F(1), 0)), 0xc3150000);            /* -149 */
	CHECK_HEX(B32(fp_lg2_approx_f32(F(1), 1)), 0xff800000);
	CHECK_HEX(B32(fp_rcp_approx_f32(2.0f, 0)), 0x3f000000);
	CHECK_HEX(B32(fp_rcp_approx_f32(-0.0f, 0)), 0xff800000);
	CHECK_HEX(B32(fp_rcp_approx_f32(-INFINITY, 0)), 0x80000000);
	CHECK_HEX(B32(fp_rsqrt_approx_f32(4.0f, 0)), 0x3f000000);
	CHECK_HEX(B32(fp_rsqrt_approx_f32(-0.0f, 0)), 0xff800000);
	CHECK_HEX(B32(fp_rsqrt_approx_f32(0.0f, 0)), 0x7f800000);
	CHECK_HEX(B32(fp_rsqrt_approx_f32(-4.0f, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_rsqrt_approx_f32(INFINITY, 0)), 0x00000000);
	CHECK_HEX(B32(fp_rsqrt_approx_f32(F(0x80000001), 1)), 0xff800000);
	CHECK_HEX(B32(fp_sqrt_approx_f32(16.0f, 0)), 0x40800000);
	CHECK_HEX(B32(fp_sin_approx_f32(0.0f, 0)), 0x00000000);
	CHECK_HEX(B32(fp_sin_approx_f32(-0.0f, 0)), 0x80000000);
	CHECK_HEX(B32(fp_sin_approx_f32(INFINITY, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_cos_approx_f32(-0.0f, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_cos_approx_f32(-INFINITY, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_sin_approx_f32(1.5707964f, 0)), 0x3f800000);
	CHECK_HEX(B32(fp_tanh_approx_f32(INFINITY)), 0x3f800000);
	CHECK_HEX(B32(fp_tanh_approx_f32(-INFINITY)), 0xbf800000);
	CHECK_HEX(B32(fp_tanh_approx_f32(-0.0f)), 0x80000000);
	CHECK_HEX(B32(fp_tanh_approx_f32(F(0x80000005))), 0x80000005);      /* subnormal passes through */
	CHECK_HEX(B32(fp_tanh_approx_f32(1.0f)), 0x3f42f7d6);              /* 0.76159416 */
	CHECK_HEX(B32(fp_div_approx_f32(6.0f, 3.0f, 0)), 0x40000000);
	CHECK_HEX(B32(fp_div_approx_f32(1.0f, 0x1p127f, 0)), 0x00000000);    /* 2^126 < |b| < 2^128 */
	CHECK_HEX(B32(fp_div_approx_f32(-1.0f, 0x1p127f, 0)), 0x80000000);
	CHECK_HEX(B32(fp_div_approx_f32(INFINITY, 0x1p127f, 0)), 0x7fffffff);
	CHECK_HEX(B32(fp_div_approx_f32(1.0f, F(0x00400000), 0)), 0x7f000000); /* subnormal divisor */
	CHECK_HEX(B32(fp_div_full_f32(1.0f, 3.0f, 0)), 0x3eaaaaab);
	CHECK_HEX(B64(fp_rcp_approx_ftz_f64(2.0)), 0x3fe0000000000000ull);
	CHECK_HEX(B64(fp_rcp_approx_ftz_f64(3.0)), 0x3fd5555500000000ull);
	CHECK_HEX(B64(fp_rcp_approx_ftz_f64(-0.0)), 0xfff0000000000000ull);
	CHECK_HEX(B64(fp_rcp_approx_ftz_f64(0x1p-1070)), 0x7ff0000000000000ull); /* subnormal -> Inf */
	CHECK_HEX(B64(fp_rcp_approx_ftz_f64(-INFINITY)), 0x8000000000000000ull);
	CHECK_HEX(B64(fp_rcp_approx_ftz_f64(NAN)), 0x7fffffff00000000ull);
	CHECK_HEX(B64(fp_rcp_approx_ftz_f64(0x1p1023)), 0x0000000000000000ull); /* 2^-1023 flushed */
	CHECK_HEX(B64(fp_rsqrt_approx_ftz_f64(4.0)), 0x3fe0000000000000ull);
	CHECK_HEX(B64(fp_rsqrt_approx_ftz_f64(-4.0)), 0x7fffffff00000000ull);
	CHECK_HEX(B64(fp_rsqrt_approx_ftz_f64(-0x1p-1070)), 0xfff0000000000000ull);
	CHECK_HEX(B64(fp_rsqrt_approx_ftz_f64(INFINITY)), 0x0000000000000000ull);
	CHECK(fp_rsqrt_approx_f64(0.25) == 2.0);
	CHECK_HEX(B64(fp_rsqrt_approx_f64(-0.0)), 0xfff0000000000000ull);
	CHECK_HEX(B64(fp_rsqrt_approx_f64(-1.0)), 0xfff8000000000000ull);
	CHECK_HEX(fp_ex2_approx_f16(0x0000), 0x3c00);
	CHECK_HEX(fp_ex2_approx_f16(0x4900), 0x6400);                     /* 2^10 */
	CHECK_HEX(fp_ex2_approx_f16(0xfc00), 0x0000);
	CHECK_HEX(fp_ex2_approx_f16(0xce00), 0x0001);                     /* 2^-24 */
	CHECK_HEX(fp_ex2_approx_f16(0x7e00), 0x7fff);
	CHECK_HEX(fp_ex2_approx_ftz_bf16(0x4100), 0x4380);                /* 2^8 = 256 */
	CHECK_HEX(fp_ex2_approx_ftz_bf16(0xc308), 0x0000);                /* 2^-136: subnormal, flushed */
	CHECK_HEX(fp_tanh_approx_f16(0x7c00), 0x3c00);
	CHECK_HEX(fp_tanh_approx_f16(0x8001), 0x8001);
	CHECK_HEX(fp_tanh_approx_bf16(0xff80), 0xbf80);
	CHECK_HEX(fp_tanh_approx_bf16(0x3f80), 0x3f43);                   /* 0.7616 */
}

/* ---- generic core ---- */
static void test_core(void)
{
	CHECK_HEX(fp_round_pack(&fp_fmt_f16, 0, 0, 3, FP_RN, 0, 0), 0x4200);     /* 3 */
	CHECK_HEX(fp_round_pack(&fp_fmt_f16, 1, -26, 1, FP_RM, 0, 0), 0x8001);   /* -2^-26 */
	CHECK_HEX(fp_round_pack(&fp_fmt_f16, 0, 0, 0xffffffffffffffffull, FP_RN, 0, 0), 0x7c00);
	CHECK_HEX(fp_round_pack(&fp_fmt_e4m3, 0, 0, 0xffffffffffffffffull, FP_RN, 0, 0), 0x7f);
	CHECK_HEX(fp_round_pack(&fp_fmt_e4m3, 0, 0, 0xffffffffffffffffull, FP_RN, 1, 0), 0x7e);
	CHECK_HEX(fp_round_pack(&fp_fmt_f32, 0, -2000, 1, FP_RP, 0, 0), 0x00000001);
	CHECK_HEX(fp_round_pack(&fp_fmt_f32, 0, -2000, 1, FP_RN, 0, 0), 0x00000000);
	CHECK_HEX(fp_round_pack(&fp_fmt_f32, 0, -213, 1ull << 63, FP_RNA, 0, 0), 0x00000001); /* 2^-150 */
	CHECK_HEX(fp_round_pack(&fp_fmt_f32, 0, -213, 1ull << 63, FP_RN, 0, 0), 0x00000000);
	CHECK_HEX(fp_round_pack(&fp_fmt_f64, 0, 0, 0xffffffffffffffffull, FP_RN, 0, 0), 0x43f0000000000000ull);
	CHECK_HEX(fp_round_pack(&fp_fmt_f64, 0, 0, 0xffffffffffffffffull, FP_RZ, 0, 0), 0x43efffffffffffffull);
	CHECK(fp_decode(&fp_fmt_e5m2, 0x7c) == INFINITY);
	CHECK(isnan(fp_decode(&fp_fmt_e4m3, 0xff)));
	CHECK(fp_decode(&fp_fmt_e4m3, 0xfe) == -448.0);
	CHECK(fp_decode(&fp_fmt_tf32, 0x3fbff) == 0x1.ffcp127);
	CHECK_HEX(fp_round_double(&fp_fmt_bf16, -INFINITY, FP_RN, 1, 0), 0xff7f);
}

/* ---- exhaustive round trips ---- */
static void test_exhaustive(void)
{
	int bad = 0, bad64 = 0, badnan = 0, badbf = 0;
	for (uint32_t h = 0; h < 0x10000; h++) {
		int nan = fp_f16_isnan((uint16_t)h);
		for (int m = 0; m < 5; m++) {
			uint16_t back = fp_f32_to_f16(fp_f16_to_f32((uint16_t)h), MODES[m], 0, 0);
			uint16_t back64 = fp_f64_to_f16(fp_f16_to_f64((uint16_t)h), MODES[m], 0, 0);
			if (nan) {
				badnan += back != 0x7fff;
			} else {
				bad += back != h;
				bad64 += back64 != h;
			}
		}
		uint16_t bb = fp_f32_to_bf16(fp_bf16_to_f32((uint16_t)h), FP_RN, 0, 0);
		badbf += fp_bf16_isnan((uint16_t)h) ? bb != 0x7fff : bb != h;
	}
	CHECK_EQ(bad, 0);
	CHECK_EQ(bad64, 0);
	CHECK_EQ(badnan, 0);
	CHECK_EQ(badbf, 0);
	/* every fp8 byte through f32 and f16 and back; decoding is monotonic */
	int b4 = 0, b5 = 0, mono = 0;
	for (int v = 0; v < 256; v++) {
		int n4 = (v & 0x7f) == 0x7f, n5 = (v & 0x7f) > 0x7c, i5 = (v & 0x7f) == 0x7c;
		uint8_t x4 = fp_f32_to_e4m3(fp_e4m3_to_f32((uint8_t)v), 1, 0);
		uint8_t y4 = fp_f16_to_e4m3(fp_e4m3_to_f16((uint8_t)v), 1, 0);
		b4 += n4 ? (x4 != 0x7f || y4 != 0x7f) : (x4 != v || y4 != v);
		uint8_t x5 = fp_f32_to_e5m2(fp_e5m2_to_f32((uint8_t)v), 0, 0);
		uint8_t y5 = fp_f16_to_e5m2(fp_e5m2_to_f16((uint8_t)v), 0, 0);
		uint8_t z5 = fp_f16_to_e5m2(fp_e5m2_to_f16((uint8_t)v), 1, 0);
		b5 += n5 ? (x5 != 0x7f || y5 != 0x7f)
			: (x5 != v || y5 != v || z5 != (i5 ? (v & 0x80) | 0x7b : v));
		if (v > 0 && v < 0x7f)
			mono += !(fp_e4m3_to_f32((uint8_t)v) > fp_e4m3_to_f32((uint8_t)(v - 1)));
		if (v > 0 && v <= 0x7c)
			mono += !(fp_e5m2_to_f32((uint8_t)v) > fp_e5m2_to_f32((uint8_t)(v - 1)));
	}
	CHECK_EQ(b4, 0);
	CHECK_EQ(b5, 0);
	CHECK_EQ(mono, 0);
	/* every f16 widened to f32 equals its value computed from the fields */
	int bv = 0;
	for (uint32_t h = 0; h < 0x7c00; h++)
		bv += (double)fp_f16_to_f32((uint16_t)h) != rval(&R16, h);
	CHECK_EQ(bv, 0);
}

/* ---- randomized cross-checks against the reference ---- */
static void test_random(void)
{
	int bh = 0, bb = 0, b8 = 0, b5 = 0, bsat = 0, bd = 0;
	for (int i = 0; i < 300000; i++) {
		float x = rnd_f32();
		for (int m = 0; m < 5; m++) {
			bh += fp_f32_to_f16(x, MODES[m], 0, 0) != rround(&R16, x, MODES[m], 0);
			bb += fp_f32_to_bf16(x, MODES[m], 0, 0) != rround(&RBF, x, MODES[m], 0);
		}
		bsat += fp_f32_to_f16(x, FP_RN, 1, 0) != rround(&R16, x, FP_RN, 1);
		bsat += fp_f32_to_bf16(x, FP_RZ, 1, 0) != rround(&RBF, x, FP_RZ, 1);
		b8 += fp_f32_to_e4m3(x, 1, 0) != rround(&RE4, x, FP_RN, 1);
		b5 += fp_f32_to_e5m2(x, 1, 0) != rround(&RE5, x, FP_RN, 1);
		b5 += fp_f32_to_e5m2(x, 0, 0) != rround(&RE5, x, FP_RN, 0);
		double d = (double)x * (1.0 + ldexp((double)(rnd() % 4096) - 2048, -40));
		bd += !isnan(d) && B32(fp_f64_to_f32(d, MODES[i % 5], 0, 0)) != rround(&R32, d, MODES[i % 5], 0);
	}
	CHECK_EQ(bh, 0);
	CHECK_EQ(bb, 0);
	CHECK_EQ(bsat, 0);
	CHECK_EQ(b8, 0);
	CHECK_EQ(b5, 0);
	CHECK_EQ(bd, 0);
	/* arithmetic whose exact result fits in a double: the reference rounds it
	 * once (f16/bf16 add, mul, fma when exact; f32 mul and fma when exact) */
	int ba = 0, bm = 0, bf = 0, b32 = 0, n = 0;
	for (int i = 0; i < 300000; i++) {
		uint16_t a = (uint16_t)rnd(), b = (uint16_t)rnd(), c = (uint16_t)rnd();
		if (i % 3 == 0)
			b = (uint16_t)((a & 0xfc00) ^ (rnd() & 0x83ff));
		FpRound r = MODES[i % 4];
		double x = fp_f16_to_f64(a), y = fp_f16_to_f64(b), z = fp_f16_to_f64(c);
		if (!isnan(x + y) && !isinf(x) && !isinf(y))
			ba += fp_add_f16(a, b, r, 0, 0) != rround(&R16, (x + y == 0) ? (r == FP_RM && x != 0 ? -0.0 : x + y) : x + y, r, 0);
		if (!isnan(x * y) && !isinf(x) && !isinf(y))
			bm += fp_mul_f16(a, b, r, 0, 0) != rround(&R16, x * y, r, 0);
		double p = x * y, s = p + z, e = (p - (s - (s - p))) + (z - (s - p));
		if (isfinite(x) && isfinite(y) && isfinite(z) && s != 0 && e == 0) {
			bf += fp_fma_f16(a, b, c, r, 0, 0) != rround(&R16, s, r, 0);
			n++;
		}
		double bx = fp_bf16_to_f64(a), by = fp_bf16_to_f64(b), bz = fp_bf16_to_f64(c);
		double bp = bx * by, bs = bp + bz, be = (bp - (bs - (bs - bp))) + (bz - (bs - bp));
		if (isfinite(bx) && isfinite(by) && isfinite(bz) && bs != 0 && be == 0)
			bf += fp_fma_bf16(a, b, c, r) != rround(&RBF, bs, r, 0);
		float fa = rnd_f32(), fb = rnd_f32(), fc = rnd_f32();
		double fp = (double)fa * fb, fs = fp + fc, fe = (fp - (fs - (fs - fp))) + (fc - (fs - fp));
		if (isfinite(fp) && isfinite(fc) && fp != 0)
			b32 += B32(fp_mul_f32(fa, fb, r, 0, 0)) != rround(&R32, fp, r, 0);
		if (isfinite(fs) && fs != 0 && fe == 0)
			b32 += B32(fp_fma_f32(fa, fb, fc, r, 0, 0)) != rround(&R32, fs, r, 0);
	}
	CHECK_EQ(ba, 0);
	CHECK_EQ(bm, 0);
	CHECK_EQ(bf, 0);
	CHECK_EQ(b32, 0);
	CHECK(n > 100000);                                   /* the fma check really ran */
}

int main(void)
{
	test_f16();
	test_bf16_tf32();
	test_fp8();
	test_cvt_misc();
	test_f32_arith();
	test_f64_arith();
	test_half_arith();
	test_approx();
	test_core();
	test_exhaustive();
	test_random();
	return TEST_DONE();
}
