/* Numerics of the simulator: PTX floating-point semantics on the CPU, bit for
 * bit.  Conversions (cvt) between f64/f32/f16/bf16/tf32/e4m3/e5m2 and the
 * integers in every rounding mode with .ftz/.sat/.satfinite/.relu; f32/f64
 * and f16/bf16 arithmetic in every rounding mode with a single rounding
 * (fma included); min/max; the .approx instructions.  docs/numerics.md
 * states every rule, its ISA source and its fidelity class.
 *
 * All functions are pure and thread-safe.  The f64 arithmetic changes the
 * host rounding mode (fesetround, per thread) and restores it before
 * returning; nothing else touches the floating-point environment.
 *
 * Half-width values (f16, bf16) and fp8 values travel as raw bit patterns
 * (uint16_t / uint8_t); f32 and f64 as host float/double, which are IEEE-754
 * binary32/binary64 on every host Kiln supports (checked at compile time). */
#ifndef KILN_SIM_FP_H
#define KILN_SIM_FP_H
#include <stdint.h>

typedef enum { FP_RN, FP_RZ, FP_RM, FP_RP, FP_RNA } FpRound; /* .rn .rz .rm .rp .rna */

/* NaNs the GPU produces (measured on sm_90, see docs/numerics.md): f32
 * arithmetic 0x7fffffff; f64 arithmetic propagates an input NaN (quieted)
 * and otherwise gives the x86-like default NaN 0xfff8000000000000. */
#define FP_F32_CNAN 0x7fffffffu
#define FP_F64_DNAN 0xfff8000000000000ull
/* Kept for callers of the first version.  Do not canonicalize f64 results
 * with it: the fp_*_f64 functions already return the GPU's NaN bits. */
#define FP_F64_CNAN FP_F64_DNAN
#define FP_TF32_CNAN 0x7fffe000u
#define FP_F16_CNAN 0x7fffu
#define FP_BF16_CNAN 0x7fffu
#define FP_E4M3_CNAN 0x7fu
#define FP_E5M2_CNAN 0x7fu

/* ---- Generic binary formats ----
 * A format with ebits exponent bits, mbits fraction bits and bias; has_inf 0
 * means the all-ones exponent holds normal numbers (e4m3) and the largest
 * magnitude encoding maxfin (sign excluded) is the top finite value. */
typedef struct {
	int ebits, mbits, bias;
	int has_inf;
	uint64_t maxfin;   /* largest finite magnitude encoding */
	uint64_t cnan;     /* canonical NaN encoding */
} FpFormat;
extern const FpFormat fp_fmt_f64, fp_fmt_f32, fp_fmt_tf32, fp_fmt_f16,
	fp_fmt_bf16, fp_fmt_e4m3, fp_fmt_e5m2;

/* Rounds (-1)^sign * mant * 2^exp (exact value, any mant incl. 0) to format
 * f in mode r; returns the encoding with the sign bit at bit ebits+mbits.
 * Overflow: satfinite -> +-maxfin; otherwise RN/RNA -> Inf, RZ -> maxfin,
 * RM/RP -> Inf or maxfin by sign (IEEE); a format without Inf gives its NaN
 * where IEEE would give Inf.  ftz: a tiny result becomes signed zero (tiny:
 * below the smallest normal after rounding with unbounded exponent, IEEE
 * 754's "after rounding", as the GPU does). */
uint64_t fp_round_pack(const FpFormat *f, int sign, int exp, uint64_t mant,
	FpRound r, int satfinite, int ftz);
/* Rounds a finite or infinite double (NaN: returns cnan) into format f. */
uint64_t fp_round_double(const FpFormat *f, double x, FpRound r, int satfinite, int ftz);
/* Exact value of an encoding of f (NaN -> a quiet double NaN). */
double fp_decode(const FpFormat *f, uint64_t bits);

/* Bit casts. */
uint32_t fp_f32_bits(float x);
float fp_bits_f32(uint32_t u);
uint64_t fp_f64_bits(double x);
double fp_bits_f64(uint64_t u);
int fp_f16_isnan(uint16_t h);
int fp_bf16_isnan(uint16_t h);

/* ---- cvt: float -> narrower float ----
 * satfinite: NaN stays NaN (canonical), |x| > MAX_NORM (Inf included) gives
 * +-MAX_NORM.  relu: a negative result (incl. -0) becomes +0, NaN becomes
 * canonical NaN.  Without satfinite, overflow follows IEEE for the rounding
 * mode (f16 .rn: Inf; .rz: MAX_NORM).  NaN inputs give the canonical NaN. */
uint16_t fp_f32_to_f16(float x, FpRound r, int satfinite, int relu);
uint16_t fp_f64_to_f16(double x, FpRound r, int satfinite, int relu);
uint16_t fp_f32_to_bf16(float x, FpRound r, int satfinite, int relu);
uint16_t fp_f64_to_bf16(double x, FpRound r, int satfinite, int relu);
/* cvt.{rna,rn,rz}{.satfinite}{.relu}.tf32.f32: an f32 pattern, low 13 bits 0.
 * NaN: .rn/.rz give 0x7fffe000; .rna clears the low 13 bits of the input
 * NaN (0x7f800001 -> +Inf!) and .rna.satfinite then subtracts 0x2000. */
uint32_t fp_f32_to_tf32(float x, FpRound r, int satfinite);
uint32_t fp_f32_to_tf32_relu(float x, FpRound r, int satfinite, int relu);
/* cvt.rn.satfinite{.relu}.{e4m3,e5m2}: PTX requires .satfinite and .rn.
 * satfinite 0 (not expressible in PTX) gives IEEE-style overflow: e5m2 Inf,
 * e4m3 NaN.  NaN -> 0x7f.  e4m3: max 448 (0x7e), no Inf, NaN 0x7f/0xff;
 * e5m2: max 57344 (0x7b), Inf 0x7c. */
uint8_t fp_f32_to_e4m3(float x, int satfinite, int relu);
uint8_t fp_f32_to_e5m2(float x, int satfinite, int relu);
uint8_t fp_f16_to_e4m3(uint16_t h, int satfinite, int relu);
uint8_t fp_f16_to_e5m2(uint16_t h, int satfinite, int relu);
uint8_t fp_bf16_to_e4m3(uint16_t h, int satfinite, int relu);
uint8_t fp_bf16_to_e5m2(uint16_t h, int satfinite, int relu);
/* f64 -> f32: ftz flushes a tiny result (see fp_round_pack); sat clamps to [0,1], NaN->+0.  A NaN input keeps its
 * sign and payload top bits (quieted), also for f64 -> f16/bf16. */
float fp_f64_to_f32(double x, FpRound r, int ftz, int sat);
/* f16 <-> bf16 (cvt.{rn,rz,rm,rp}.bf16.f16 and back): one rounding. */
uint16_t fp_f16_to_bf16(uint16_t h, FpRound r);
uint16_t fp_bf16_to_f16(uint16_t h, FpRound r, int satfinite, int relu);

/* ---- cvt: widening (exact) ---- */
float fp_f16_to_f32(uint16_t h);          /* NaN -> 0x7fffffff */
double fp_f16_to_f64(uint16_t h);
float fp_bf16_to_f32(uint16_t h);         /* NaN payload kept (ISA: unspecified NaN) */
double fp_bf16_to_f64(uint16_t h);
double fp_f32_to_f64(float x, int ftz);   /* ftz flushes a subnormal input; NaN payload kept (ftz: 0x7fffffffe0000000) */
uint16_t fp_e4m3_to_f16(uint8_t v);       /* NaN -> 0x7fff */
uint16_t fp_e5m2_to_f16(uint8_t v);
float fp_e4m3_to_f32(uint8_t v);
float fp_e5m2_to_f32(uint8_t v);
/* cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2}: upper byte -> upper half. */
uint32_t fp_e4m3x2_to_f16x2(uint16_t v, int relu);
uint32_t fp_e5m2x2_to_f16x2(uint16_t v, int relu);

/* ---- Packed forms: cvt.rn.f16x2.f32 d, a, b puts a in the upper half ---- */
uint32_t fp_pack_f16x2(float a_hi, float b_lo, FpRound r, int satfinite, int relu);
uint32_t fp_pack_bf16x2(float a_hi, float b_lo, FpRound r, int satfinite, int relu);
uint16_t fp_pack_e4m3x2(float a_hi, float b_lo, int satfinite, int relu);
uint16_t fp_pack_e5m2x2(float a_hi, float b_lo, int satfinite, int relu);
/* cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f16x2: a[31:16] -> d[15:8]. */
uint16_t fp_f16x2_to_e4m3x2(uint32_t a, int satfinite, int relu);
uint16_t fp_f16x2_to_e5m2x2(uint32_t a, int satfinite, int relu);

/* ---- cvt: float <-> integer ----
 * Integer rounding r is .rni (FP_RN, ties to even) .rzi .rmi .rpi (FP_RNA:
 * ties away).  The result always saturates to the destination range; the
 * value is returned sign-extended (signed) or zero-extended (unsigned) to 64
 * bits, e.g. u64 0xffffffffffffffff comes back as -1.
 * NaN (ISA 9.7.9.21 Integer Notes): 0 when the source is not .f64 and the
 * destination is not 64-bit; otherwise 1 << (dst_bits-1). */
int64_t fp_f64_to_int(double x, FpRound r, int dst_bits, int dst_signed);   /* source .f64 */
int64_t fp_f32_to_int(float x, FpRound r, int dst_bits, int dst_signed, int ftz); /* .f32/.f16/.bf16 */
/* Integer value v (is_unsigned: reinterpret as u64) to float, one rounding. */
float fp_int_to_f32(int64_t v, int is_unsigned, FpRound r);
double fp_int_to_f64(int64_t v, int is_unsigned, FpRound r);
uint16_t fp_int_to_f16(int64_t v, int is_unsigned, FpRound r);
uint16_t fp_int_to_bf16(int64_t v, int is_unsigned, FpRound r);
/* cvt.{rni,rzi,rmi,rpi}.fX.fX: round to an integral value in the same format. */
float fp_rint_f32(float x, FpRound r, int ftz);
double fp_rint_f64(double x, FpRound r);
uint16_t fp_rint_f16(uint16_t h, FpRound r);
uint16_t fp_rint_bf16(uint16_t h, FpRound r);

/* ---- f32 / f64 arithmetic: IEEE-exact, one rounding in mode r ----
 * ftz flushes subnormal inputs and results to sign-preserving zero; sat
 * clamps to [+0, 1] with NaN -> +0.  NaN results are 0x7fffffff.
 * FP_RNA is not a PTX arithmetic mode; f32 honours it, f64 treats it as RN. */
float fp_add_f32(float a, float b, FpRound r, int ftz, int sat);
float fp_sub_f32(float a, float b, FpRound r, int ftz, int sat);
float fp_mul_f32(float a, float b, FpRound r, int ftz, int sat);
float fp_fma_f32(float a, float b, float c, FpRound r, int ftz, int sat);
float fp_div_f32(float a, float b, FpRound r, int ftz);   /* div.rnd.f32 */
float fp_sqrt_f32(float a, FpRound r, int ftz);           /* sqrt.rnd.f32 */
float fp_rcp_f32(float a, FpRound r, int ftz);            /* rcp.rnd.f32 */
double fp_add_f64(double a, double b, FpRound r);
double fp_sub_f64(double a, double b, FpRound r);
double fp_mul_f64(double a, double b, FpRound r);
double fp_fma_f64(double a, double b, double c, FpRound r);
double fp_div_f64(double a, double b, FpRound r);
double fp_sqrt_f64(double a, FpRound r);
double fp_rcp_f64(double a, FpRound r);
/* min/max (9.7.3.11-12): -0 < +0; without .NaN one NaN input returns the
 * other operand, two NaNs give canonical NaN; nan_prop (.NaN): any NaN input
 * gives canonical NaN.  ftz flushes subnormal inputs (and so the result). */
float fp_min_f32(float a, float b, int nan_prop, int ftz);
float fp_max_f32(float a, float b, int nan_prop, int ftz);
double fp_min_f64(double a, double b);
double fp_max_f64(double a, double b);

/* ---- f16 / bf16 arithmetic: exact single rounding ----
 * f16: ftz flushes f16 subnormal inputs and results; sat as above.  NaN
 * results are 0x7fff.  bf16 has no .ftz/.sat in PTX. */
uint16_t fp_add_f16(uint16_t a, uint16_t b, FpRound r, int ftz, int sat);
uint16_t fp_sub_f16(uint16_t a, uint16_t b, FpRound r, int ftz, int sat);
uint16_t fp_mul_f16(uint16_t a, uint16_t b, FpRound r, int ftz, int sat);
uint16_t fp_fma_f16(uint16_t a, uint16_t b, uint16_t c, FpRound r, int ftz, int sat);
uint16_t fp_fma_relu_f16(uint16_t a, uint16_t b, uint16_t c, FpRound r, int ftz);
uint16_t fp_add_bf16(uint16_t a, uint16_t b, FpRound r);
uint16_t fp_sub_bf16(uint16_t a, uint16_t b, FpRound r);
uint16_t fp_mul_bf16(uint16_t a, uint16_t b, FpRound r);
uint16_t fp_fma_bf16(uint16_t a, uint16_t b, uint16_t c, FpRound r);
uint16_t fp_fma_relu_bf16(uint16_t a, uint16_t b, uint16_t c, FpRound r);
uint16_t fp_min_f16(uint16_t a, uint16_t b, int nan_prop, int ftz);
uint16_t fp_max_f16(uint16_t a, uint16_t b, int nan_prop, int ftz);
uint16_t fp_min_bf16(uint16_t a, uint16_t b, int nan_prop);
uint16_t fp_max_bf16(uint16_t a, uint16_t b, int nan_prop);

/* ---- .approx instructions (fidelity: approximate-documented) ----
 * We return the correctly rounded value (computed in double, rounded once),
 * honour every special-case table row of the ISA, and .ftz.  The GPU may
 * differ by up to the ISA bound quoted in docs/numerics.md. */
float fp_ex2_approx_f32(float x, int ftz);
float fp_lg2_approx_f32(float x, int ftz);
float fp_rcp_approx_f32(float x, int ftz);
float fp_rsqrt_approx_f32(float x, int ftz);
float fp_sqrt_approx_f32(float x, int ftz);
float fp_sin_approx_f32(float x, int ftz);
float fp_cos_approx_f32(float x, int ftz);
float fp_tanh_approx_f32(float x);
float fp_div_approx_f32(float a, float b, int ftz);  /* a * rcp(b); 0 for 2^126 < |b| < 2^128 */
float fp_div_full_f32(float a, float b, int ftz);
double fp_rcp_approx_ftz_f64(double x);   /* 1.11.20 upper word, low 32 bits 0 */
double fp_rsqrt_approx_f64(double x);
double fp_rsqrt_approx_ftz_f64(double x); /* 1.11.20 upper word, low 32 bits 0 */
uint16_t fp_ex2_approx_f16(uint16_t x);
uint16_t fp_ex2_approx_ftz_bf16(uint16_t x);
uint16_t fp_tanh_approx_f16(uint16_t x);
uint16_t fp_tanh_approx_bf16(uint16_t x);

#endif
