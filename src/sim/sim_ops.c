/* Simulator handlers for computing instructions: integer, bit and
 * floating-point arithmetic, comparisons and selects, conversions, moves,
 * address conversions, loads/stores/atomics in every state space, and the
 * warp collectives (shfl, vote, redux, match, elect, activemask).  Each
 * handler works one warp instruction over the active lanes; decoders pick
 * a specialized handler once per instruction.  The mnemonic table at the
 * end (with sim_sync.c's) is the simulator's dispatch. */
#include "sim/sim_int.h"
#include "num/fp.h"
#include <math.h>
#include <pthread.h>
#include <string.h>

static inline float F32(uint64_t x) { float f; uint32_t u = (uint32_t)x; memcpy(&f, &u, 4); return f; }
static inline uint64_t U32f(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static inline double F64(uint64_t x) { double f; memcpy(&f, &x, 8); return f; }
static inline uint64_t U64f(double f) { uint64_t u; memcpy(&u, &f, 8); return u; }
static inline uint64_t c32(float f) { return f != f ? FP_F32_CNAN : U32f(f); }

#define LANES(m, ...) do { \
	if ((m) == FULL) { for (uint32_t l = 0; l < NLANE; l++) { __VA_ARGS__ } } \
	else { FOR_LANES(m, l) { __VA_ARGS__ } } } while (0)
#define D(i) RG(w, in->op[i].r)
#define S(i) ((const uint64_t *)RG(w, in->op[i].r))
#define HANDLER(name) static int name(SimWarp *w, const SimIns *in, uint32_t m)

static int why(Buf *b, const char *msg) { buf_puts(b, msg); return -1; }
/* the code of modifier group g in the match into *field (the handler's
 * mode or operation), or why missing when the match has none */
static int dec_code(const SimIns *in, IsaModGroup g, uint8_t *field, const char *missing, Buf *b)
{
	int i = sim_code(in, g);
	if (i < 0)
		return why(b, missing);
	*field = (uint8_t)i;
	return 0;
}

/* ---------------------------------------------------------------- integer */

#define INT2(name, ...) HANDLER(name) { \
	uint64_t *d = D(0); const uint64_t *A = S(1), *B = S(2); \
	const uint64_t dm = in->dmask; const int bits = (int)in->aux; (void)bits; \
	LANES(m, { uint64_t x = A[l], y = B[l]; d[l] = (uint64_t)(__VA_ARGS__) & dm; }); return H_OK; }
#define INT3(name, ...) HANDLER(name) { \
	uint64_t *d = D(0); const uint64_t *A = S(1), *B = S(2), *C = S(3); \
	const uint64_t dm = in->dmask; const int bits = (int)in->aux; (void)bits; \
	LANES(m, { uint64_t x = A[l], y = B[l], z = C[l]; d[l] = (uint64_t)(__VA_ARGS__) & dm; }); return H_OK; }
#define INT1(name, ...) HANDLER(name) { \
	uint64_t *d = D(0); const uint64_t *A = S(1); \
	const uint64_t dm = in->dmask; const int bits = (int)in->aux; (void)bits; \
	LANES(m, { uint64_t x = A[l]; d[l] = (uint64_t)(__VA_ARGS__) & dm; }); return H_OK; }

static inline uint64_t mulhi_u(uint64_t x, uint64_t y, int bits)
{
	if (bits < 64)
		return (x * y) >> bits;
	uint64_t xl = x & 0xffffffffu, xh = x >> 32, yl = y & 0xffffffffu, yh = y >> 32;
	uint64_t ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
	uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
	return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
static inline uint64_t mulhi_s(uint64_t x, uint64_t y, int bits)
{
	if (bits < 64)
		return (uint64_t)((sext(x, bits) * sext(y, bits)) >> bits);
	uint64_t h = mulhi_u(x, y, 64);
	if ((int64_t)x < 0)
		h -= y;
	if ((int64_t)y < 0)
		h -= x;
	return h;
}
static inline uint64_t sdiv(uint64_t x, uint64_t y, int bits)
{
	int64_t a = sext(x, bits), b = sext(y, bits);
	if (!b)
		return tmask(bits);   /* the GPU returns -1 */
	if (b == -1)
		return (uint64_t)(-(uint64_t)a);
	return (uint64_t)(a / b);
}
static inline uint64_t srem(uint64_t x, uint64_t y, int bits)
{
	int64_t a = sext(x, bits), b = sext(y, bits);
	if (!b)
		return x;
	if (b == -1)
		return 0;
	return (uint64_t)(a % b);
}
static inline uint64_t sat_s(int64_t v, int bits)
{
	int64_t hi = (int64_t)(tmask(bits - 1)), lo = -hi - 1;
	return (uint64_t)(v > hi ? hi : v < lo ? lo : v);
}
static inline uint64_t smin(uint64_t x, uint64_t y, int bits) { return sext(x, bits) < sext(y, bits) ? x : y; }
static inline uint64_t smax(uint64_t x, uint64_t y, int bits) { return sext(x, bits) > sext(y, bits) ? x : y; }
static inline uint64_t shr_s(uint64_t x, uint64_t y, int bits)
{
	uint64_t s = y > (uint64_t)(bits - 1) ? (uint64_t)(bits - 1) : y;
	return (uint64_t)(sext(x, bits) >> s);
}
static inline uint64_t popc64(uint64_t x) { return (uint64_t)__builtin_popcountll(x); }
static inline uint64_t clz_n(uint64_t x, int bits) { return x ? (uint64_t)(__builtin_clzll(x) - (64 - bits)) : (uint64_t)bits; }
static inline uint64_t brev_n(uint64_t x, int bits)
{
	uint64_t r = 0;
	for (int i = 0; i < bits; i++)
		r |= ((x >> i) & 1) << (bits - 1 - i);
	return r;
}
static inline uint64_t bfind_n(uint64_t x, int bits, int sgn, int shamt)
{
	if (sgn && sext(x, bits) < 0)
		x = ~x & tmask(bits);
	if (!x)
		return 0xffffffffu;
	uint64_t p = (uint64_t)(63 - __builtin_clzll(x));
	return shamt ? (uint64_t)(bits - 1) - p : p;
}
static inline uint64_t bfe_n(uint64_t x, uint64_t pos, uint64_t len, int bits, int sgn)
{
	pos &= 0xff;
	len &= 0xff;
	uint64_t sbit;
	if (!sgn || len == 0)
		sbit = 0;
	else
		sbit = (x >> (pos + len - 1 < (uint64_t)bits - 1 ? pos + len - 1 : (uint64_t)bits - 1)) & 1;
	uint64_t r = 0;
	for (uint64_t i = 0; i < (uint64_t)bits; i++) {
		uint64_t b = i < len && pos + i < (uint64_t)bits ? (x >> (pos + i)) & 1 : sbit;
		r |= b << i;
	}
	return r;
}
static inline uint64_t bfi_n(uint64_t f, uint64_t b, uint64_t pos, uint64_t len, int bits)
{
	pos &= 0xff;
	len &= 0xff;
	for (uint64_t i = 0; i < len && pos + i < (uint64_t)bits; i++)
		b = (b & ~(1ull << (pos + i))) | (((f >> i) & 1) << (pos + i));
	return b;
}

INT2(op_add_i, x + y)
INT2(op_sub_i, x - y)
INT2(op_add_sat, sat_s(sext(x, 32) + sext(y, 32), 32))
INT2(op_sub_sat, sat_s(sext(x, 32) - sext(y, 32), 32))
INT2(op_mul_lo, x * y)
INT2(op_mul_hi_u, mulhi_u(x, y, bits))
INT2(op_mul_hi_s, mulhi_s(x, y, bits))
INT2(op_mul_wide_u, x * y)
INT2(op_mul_wide_s, (uint64_t)(sext(x, bits) * sext(y, bits)))
INT2(op_div_u, y ? x / y : tmask(bits))
INT2(op_div_s, sdiv(x, y, bits))
INT2(op_rem_u, y ? x % y : x)
INT2(op_rem_s, srem(x, y, bits))
INT2(op_min_u, x < y ? x : y)
INT2(op_max_u, x > y ? x : y)
INT2(op_min_s, smin(x, y, bits))
INT2(op_max_s, smax(x, y, bits))
INT2(op_min_relu, sext(smin(x, y, bits), bits) < 0 ? 0 : smin(x, y, bits))
INT2(op_max_relu, sext(smax(x, y, bits), bits) < 0 ? 0 : smax(x, y, bits))
INT2(op_and, x & y)
INT2(op_or, x | y)
INT2(op_xor, x ^ y)
INT2(op_shl, (y & 0xffffffffu) >= (uint64_t)bits ? 0 : x << y)
INT2(op_shr_u, (y & 0xffffffffu) >= (uint64_t)bits ? 0 : x >> y)
INT2(op_shr_s, shr_s(x, y & 0xffffffffu, bits))
INT2(op_copysign32, (x & 0x80000000u) | (y & 0x7fffffffu))
INT2(op_copysign64, (x & 0x8000000000000000ull) | (y & 0x7fffffffffffffffull))
INT3(op_mad_lo, x * y + z)
INT3(op_mad_hi_u, mulhi_u(x, y, bits) + z)
INT3(op_mad_hi_s, mulhi_s(x, y, bits) + z)
INT3(op_mad_hi_sat, sat_s(sext(mulhi_s(x, y, 32), 32) + sext(z, 32), 32))
INT3(op_mad_wide_u, x * y + z)
INT3(op_mad_wide_s, (uint64_t)(sext(x, bits) * sext(y, bits)) + z)
INT3(op_sad_u, (x > y ? x - y : y - x) + z)
INT3(op_sad_s, (uint64_t)(sext(x, bits) > sext(y, bits) ? sext(x, bits) - sext(y, bits) : sext(y, bits) - sext(x, bits)) + z)
INT3(op_bfe_u, bfe_n(x, y, z, bits, 0))
INT3(op_bfe_s, bfe_n(x, y, z, bits, 1))
INT3(op_selp, (z & 1) ? x : y)
/* mul24 / mad24: the 48-bit product of the low 24 bits (sign-extended for
 * s32); .lo keeps bits 31..0, .hi bits 47..16 */
static inline uint64_t mul24_n(uint64_t x, uint64_t y, int sgn, int hi)
{
	int64_t p = sgn ? sext(x, 24) * sext(y, 24) : (int64_t)((x & 0xffffff) * (y & 0xffffff));
	return (uint64_t)(hi ? p >> 16 : p) & 0xffffffffu;
}
INT2(op_mul24, mul24_n(x, y, (int)in->aux2 & 1, (int)in->aux2 >> 1))
INT3(op_mad24, mul24_n(x, y, (int)in->aux2 & 1, (int)in->aux2 >> 1) + z)
INT3(op_mad24_hi_sat, sat_s(sext(mul24_n(x, y, 1, 1), 32) + sext(z, 32), 32))

/* packed 16-bit min/max (u16x2, s16x2; .relu clamps each half at 0):
 * aux2 bit 0 max, bit 1 signed, bit 2 relu */
static inline uint64_t minmax16x2(uint64_t x, uint64_t y, unsigned mode)
{
	uint64_t r = 0;
	for (int h = 0; h < 32; h += 16) {
		uint64_t a = (x >> h) & 0xffff, b = (y >> h) & 0xffff;
		int lt = mode & 2 ? sext(a, 16) < sext(b, 16) : a < b;
		uint64_t v = (mode & 1) ? (lt ? b : a) : (lt ? a : b);
		if ((mode & 4) && sext(v, 16) < 0)
			v = 0;
		r |= v << h;
	}
	return r;
}
INT2(op_minmax16x2, minmax16x2(x, y, in->aux2))

/* fns.b32 d, mask, base, offset: the position of the |offset|-th set bit
 * of mask counting from base (upwards for offset > 0, downwards for < 0;
 * offset 0: base itself if set), 0xffffffff when there is none */
static inline uint64_t fns_n(uint64_t mask, uint64_t base, uint64_t offset)
{
	int32_t off = (int32_t)(uint32_t)offset;
	uint32_t b = (uint32_t)base;
	if (off == 0)
		return b < 32 && ((mask >> b) & 1) ? b : 0xffffffffu;
	int64_t count = off > 0 ? (int64_t)off - 1 : -(int64_t)off - 1;
	int inc = off > 0 ? 1 : -1;
	for (int64_t pos = b; pos >= 0 && pos < 32; pos += inc)
		if ((mask >> pos) & 1) {
			if (count == 0)
				return (uint64_t)pos;
			count--;
		}
	return 0xffffffffu;
}
INT3(op_fns, fns_n(x, y, z))

/* szext.{clamp,wrap}.{u32,s32} d, a, b: the low N = b bits of a, sign- or
 * zero-extended (N 0: 0; N >= 32: a under .clamp, N mod 32 under .wrap) */
static inline uint64_t szext_n(uint64_t a, uint64_t b, int clamp, int sgn)
{
	uint32_t b1 = (uint32_t)b & 31, x = (uint32_t)a;
	int big = clamp && (uint32_t)b >= 32;
	uint32_t mask = big ? 0 : ~0u << b1;
	int sbit = !(b1 == 0 || big || !sgn) && ((x >> ((b1 - 1) & 31)) & 1);
	return (x & ~mask) | (sbit ? mask : 0);
}
INT2(op_szext, szext_n(x, y, (int)in->aux2 & 1, (int)in->aux2 >> 1))

/* bmsk.{clamp,wrap}.b32 d, a, b: b one bits from bit a */
static inline uint64_t bmsk_n(uint64_t a, uint64_t b, int clamp)
{
	uint32_t a1 = (uint32_t)a & 31, b1 = (uint32_t)b & 31, sum = a1 + b1;
	uint32_t mask0 = ~0u << a1, mask1 = sum >= 32 ? 0 : ~0u << sum;
	int over = sum >= 32;
	if (clamp && (uint32_t)a >= 32) {
		mask0 = 0;
		over = 1;
	}
	if (clamp && (uint32_t)b >= 32)
		over = 1;
	if (over)
		mask1 = 0;
	else if (b1 == 0)
		mask1 = ~0u;
	return mask0 & ~mask1;
}
INT2(op_bmsk, bmsk_n(x, y, (int)in->aux2))

/* dp4a / dp2a: 8-bit (dp4a) or 16-bit (dp2a) elements of a times bytes of
 * b (dp2a: bytes 0-1 for .lo, 2-3 for .hi), summed into c mod 2^32;
 * aux2 bit 0 a signed, bit 1 b signed, bit 2 dp2a, bit 3 .hi */
static inline uint64_t dp_n(uint64_t a, uint64_t b, uint64_t c, unsigned mode)
{
	int64_t s = (int64_t)(uint32_t)c;
	int two = mode & 4, sel = mode & 8 ? 2 : 0;
	for (int i = 0; i < (two ? 2 : 4); i++) {
		uint64_t ea = two ? (a >> (16 * i)) & 0xffff : (a >> (8 * i)) & 0xff;
		uint64_t eb = (b >> (8 * (i + (two ? sel : 0)))) & 0xff;
		int64_t va = mode & 1 ? sext(ea, two ? 16 : 8) : (int64_t)ea;
		int64_t vb = mode & 2 ? sext(eb, 8) : (int64_t)eb;
		s += va * vb;
	}
	return (uint64_t)s & 0xffffffffu;
}
INT3(op_dp, dp_n(x, y, z, in->aux2))

/* Carry chains: the per-lane condition-code carry flag CC.CF (SimWarp.cc,
 * one bit per lane).  add.cc / addc[.cc]: d = a + b (+ CF), carry-out to
 * CF; sub.cc / subc[.cc]: d = a - (b + CF) with the borrow-out to CF (the
 * ISA's definition: the flag is a borrow for subtraction); mad[c].{lo,hi}.cc:
 * the chosen half of a * b plus c (+ CF), carry-out of that addition.
 * cmp: CY_*; aux2 bit 0 carry-in, bit 1 carry-out, bit 2 signed (mad.hi). */
enum { CY_ADD, CY_SUB, CY_MAD_LO, CY_MAD_HI };
HANDLER(op_carry)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2), *C = in->cmp >= CY_MAD_LO ? S(3) : S(2);
	const int bits = (int)in->aux;
	const uint64_t dm = tmask(bits);
	const int cin = (int)in->aux2 & 1, cout = (int)in->aux2 & 2, sgn = (int)in->aux2 & 4;
	uint32_t cc = w->cc;
	LANES(m, {
		uint64_t x = A[l] & dm, y = B[l] & dm, ci = cin ? (w->cc >> l) & 1 : 0, r, co;
		if (in->cmp == CY_SUB) {
			r = (x - y - ci) & dm;
			co = y > x || (ci && y == x);
		} else {
			if (in->cmp == CY_MAD_LO)
				x = (x * y) & dm, y = C[l] & dm;
			else if (in->cmp == CY_MAD_HI)
				x = (sgn ? mulhi_s(x, y, bits) : mulhi_u(x, y, bits)) & dm, y = C[l] & dm;
			r = (x + y + ci) & dm;
			co = r < x || (ci && r == x);
		}
		d[l] = r & in->dmask;
		if (cout)
			cc = (cc & ~(1u << l)) | (uint32_t)co << l;
	});
	w->cc = cc;
	return H_OK;
}

INT1(op_abs_i, sext(x, bits) < 0 ? (uint64_t)(-sext(x, bits)) : x)
INT1(op_neg_i, (uint64_t)(-(int64_t)x))
INT1(op_not, ~x)
INT1(op_cnot, x == 0)
INT1(op_popc, popc64(x))
INT1(op_clz, clz_n(x, bits))
INT1(op_brev, brev_n(x, bits))
INT1(op_bfind_u, bfind_n(x, bits, 0, (int)in->aux2))
INT1(op_bfind_s, bfind_n(x, bits, 1, (int)in->aux2))
INT1(op_mov, x)
INT1(op_abs_f32, x & 0x7fffffffu)
INT1(op_neg_f32, x ^ 0x80000000u)
INT1(op_abs_f64, x & 0x7fffffffffffffffull)
INT1(op_neg_f64, x ^ 0x8000000000000000ull)

HANDLER(op_bfi)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2), *C = S(3), *E = S(4);
	int bits = (int)in->aux;
	LANES(m, { d[l] = bfi_n(A[l], B[l], C[l], E[l], bits) & in->dmask; });
	return H_OK;
}

HANDLER(op_lop3)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2), *C = S(3), *L = S(4);
	LANES(m, {
		uint32_t a = (uint32_t)A[l], b = (uint32_t)B[l], c = (uint32_t)C[l], lut = (uint32_t)L[l] & 0xff, r = 0;
		for (int i = 0; i < 8; i++)
			if (lut >> i & 1)
				r |= ((i & 4) ? a : ~a) & ((i & 2) ? b : ~b) & ((i & 1) ? c : ~c);
		d[l] = r & in->dmask;
	});
	return H_OK;
}

HANDLER(op_shf)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2), *C = S(3);
	int left = in->aux2 & 1, clamp = (in->aux2 >> 1) & 1;
	LANES(m, {
		uint64_t v = (B[l] & 0xffffffffu) << 32 | (A[l] & 0xffffffffu);
		uint32_t n = (uint32_t)C[l];
		n = clamp ? (n > 32 ? 32 : n) : (n & 31);
		d[l] = left ? (uint32_t)((v << n) >> 32) : (uint32_t)(v >> n);
	});
	return H_OK;
}

/* prmt modes (PTX ISA "prmt"): per selector c[1:0], the source bytes of
 * d.b3 d.b2 d.b1 d.b0, as 4-digit tables; mode 0 is the generic selector. */
static const uint16_t prmt_tab[7][4] = {
	{0, 0, 0, 0},
	{0x3210, 0x4321, 0x5432, 0x6543},   /* f4e */
	{0x5670, 0x6701, 0x7012, 0x0123},   /* b4e */
	{0x0000, 0x1111, 0x2222, 0x3333},   /* rc8 */
	{0x3210, 0x3211, 0x3222, 0x3333},   /* ecl */
	{0x0000, 0x1110, 0x2210, 0x3210},   /* ecr */
	{0x1010, 0x3232, 0x1010, 0x3232},   /* rc16 */
};

HANDLER(op_prmt)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2), *C = S(3);
	int mode = in->mode;
	LANES(m, {
		uint64_t v = (B[l] & 0xffffffffu) << 32 | (A[l] & 0xffffffffu);
		uint32_t s = (uint32_t)C[l], r = 0;
		for (int i = 0; i < 4; i++) {
			uint32_t byte;
			if (mode) {
				uint32_t src = (prmt_tab[mode][s & 3] >> (4 * i)) & 7;
				byte = (uint32_t)(v >> (8 * src)) & 0xff;
			} else {
				uint32_t sel = (s >> (4 * i)) & 0xf;
				byte = (uint32_t)(v >> (8 * (sel & 7))) & 0xff;
				if (sel & 8)
					byte = (byte & 0x80) ? 0xff : 0;
			}
			r |= byte << (8 * i);
		}
		d[l] = r;
	});
	return H_OK;
}

static int int_bits(const SimIns *in) { return tc_bits(in->t) ? tc_bits(in->t) : 32; }
static int is_signed(int tc) { return tc_kind(tc) == 's'; }
static int is_float(int tc) { return tc_kind(tc) == 'f'; }

/* ---------------------------------------------------------------- float */

enum { FO_ADD, FO_SUB, FO_MUL, FO_FMA, FO_DIV, FO_MIN, FO_MAX, FO_ABS, FO_NEG, FO_SQRT, FO_RCP,
	FO_RSQRT, FO_EX2, FO_LG2, FO_SIN, FO_COS, FO_TANH, FO_DIV_APPROX, FO_DIV_FULL, FO_FMA_RELU };

static uint64_t f_one(const SimIns *in, int t, uint64_t x, uint64_t y, uint64_t z)
{
	FpRound r = (FpRound)in->rnd;
	int ftz = in->ftz, sat = in->sat, nanp = (int)in->aux2;
	switch (t) {
	case TC_F32: {
		float a = F32(x), b = F32(y), c = F32(z), v = 0;
		switch (in->cmp) {
		case FO_ADD: v = fp_add_f32(a, b, r, ftz, sat); break;
		case FO_SUB: v = fp_sub_f32(a, b, r, ftz, sat); break;
		case FO_MUL: v = fp_mul_f32(a, b, r, ftz, sat); break;
		case FO_FMA: v = fp_fma_f32(a, b, c, r, ftz, sat); break;
		case FO_DIV: v = fp_div_f32(a, b, r, ftz); break;
		case FO_DIV_APPROX: v = fp_div_approx_f32(a, b, ftz); break;
		case FO_DIV_FULL: v = fp_div_full_f32(a, b, ftz); break;
		case FO_MIN: v = fp_min_f32(a, b, nanp, ftz); break;
		case FO_MAX: v = fp_max_f32(a, b, nanp, ftz); break;
		case FO_SQRT: v = in->approx ? fp_sqrt_approx_f32(a, ftz) : fp_sqrt_f32(a, r, ftz); break;
		case FO_RCP: v = in->approx ? fp_rcp_approx_f32(a, ftz) : fp_rcp_f32(a, r, ftz); break;
		case FO_RSQRT: v = fp_rsqrt_approx_f32(a, ftz); break;
		case FO_EX2: v = fp_ex2_approx_f32(a, ftz); break;
		case FO_LG2: v = fp_lg2_approx_f32(a, ftz); break;
		case FO_SIN: v = fp_sin_approx_f32(a, ftz); break;
		case FO_COS: v = fp_cos_approx_f32(a, ftz); break;
		case FO_TANH: v = fp_tanh_approx_f32(a); break;
		case FO_ABS:
		case FO_NEG: {
			uint32_t u = (uint32_t)x;
			if (ftz && (u & 0x7f800000u) == 0)
				u &= 0x80000000u;
			return in->cmp == FO_ABS ? (u & 0x7fffffffu) : (u ^ 0x80000000u);
		}
		}
		return U32f(v);
	}
	case TC_F64: {
		double a = F64(x), b = F64(y), c = F64(z), v = 0;
		switch (in->cmp) {
		case FO_ADD: v = fp_add_f64(a, b, r); break;
		case FO_SUB: v = fp_sub_f64(a, b, r); break;
		case FO_MUL: v = fp_mul_f64(a, b, r); break;
		case FO_FMA: v = fp_fma_f64(a, b, c, r); break;
		case FO_DIV: v = fp_div_f64(a, b, r); break;
		case FO_MIN: v = fp_min_f64(a, b); break;
		case FO_MAX: v = fp_max_f64(a, b); break;
		case FO_SQRT: v = fp_sqrt_f64(a, r); break;
		case FO_RCP: v = in->approx ? fp_rcp_approx_ftz_f64(a) : fp_rcp_f64(a, r); break;
		case FO_RSQRT: v = ftz ? fp_rsqrt_approx_ftz_f64(a) : fp_rsqrt_approx_f64(a); break;
		case FO_ABS: return x & 0x7fffffffffffffffull;
		case FO_NEG: return x ^ 0x8000000000000000ull;
		default: return FP_F64_CNAN;
		}
		return U64f(v);
	}
	case TC_F16: {
		uint16_t a = (uint16_t)x, b = (uint16_t)y, c = (uint16_t)z;
		switch (in->cmp) {
		case FO_ADD: return fp_add_f16(a, b, r, ftz, sat);
		case FO_SUB: return fp_sub_f16(a, b, r, ftz, sat);
		case FO_MUL: return fp_mul_f16(a, b, r, ftz, sat);
		case FO_FMA: return fp_fma_f16(a, b, c, r, ftz, sat);
		case FO_FMA_RELU: return fp_fma_relu_f16(a, b, c, r, ftz);
		case FO_MIN: return fp_min_f16(a, b, nanp, ftz);
		case FO_MAX: return fp_max_f16(a, b, nanp, ftz);
		case FO_EX2: return fp_ex2_approx_f16(a);
		case FO_TANH: return fp_tanh_approx_f16(a);
		case FO_ABS:
		case FO_NEG:
			if (ftz && (a & 0x7c00) == 0)
				a &= 0x8000;
			return in->cmp == FO_ABS ? (a & 0x7fffu) : (a ^ 0x8000u);
		}
		return FP_F16_CNAN;
	}
	case TC_BF16: {
		uint16_t a = (uint16_t)x, b = (uint16_t)y, c = (uint16_t)z;
		switch (in->cmp) {
		case FO_ADD: return fp_add_bf16(a, b, r);
		case FO_SUB: return fp_sub_bf16(a, b, r);
		case FO_MUL: return fp_mul_bf16(a, b, r);
		case FO_FMA: return fp_fma_bf16(a, b, c, r);
		case FO_FMA_RELU: return fp_fma_relu_bf16(a, b, c, r);
		case FO_MIN: return fp_min_bf16(a, b, nanp);
		case FO_MAX: return fp_max_bf16(a, b, nanp);
		case FO_EX2: return fp_ex2_approx_ftz_bf16(a);
		case FO_TANH: return fp_tanh_approx_bf16(a);
		case FO_ABS: return a & 0x7fffu;
		/* the GPU's neg.bf16/bf16x2 canonicalizes a NaN (H200, conformance half_packed) */
		case FO_NEG: return (a & 0x7fffu) > 0x7f80u ? FP_BF16_CNAN : a ^ 0x8000u;
		}
		return FP_BF16_CNAN;
	}
	}
	return 0;
}

HANDLER(op_float)
{
	uint64_t *d = D(0);
	int n = (int)in->aux;   /* source operands */
	const uint64_t *A = S(1), *B = n > 1 ? S(2) : A, *C = n > 2 ? S(3) : A;
	int t = in->t;
	if (t == TC_F16X2 || t == TC_BF16X2) {
		int h = t == TC_F16X2 ? TC_F16 : TC_BF16;
		LANES(m, {
			uint64_t lo = f_one(in, h, A[l] & 0xffff, B[l] & 0xffff, C[l] & 0xffff);
			uint64_t hi = f_one(in, h, (A[l] >> 16) & 0xffff, (B[l] >> 16) & 0xffff, (C[l] >> 16) & 0xffff);
			d[l] = ((hi & 0xffff) << 16 | (lo & 0xffff)) & in->dmask;
		});
		return H_OK;
	}
	LANES(m, { d[l] = f_one(in, t, A[l], B[l], C[l]) & in->dmask; });
	return H_OK;
}

/* f32 round-to-nearest fast paths (no .ftz/.sat): the host's IEEE
 * arithmetic is the GPU's, NaN results canonicalized. */
HANDLER(op_fadd32)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2);
	LANES(m, { d[l] = c32(F32(A[l]) + F32(B[l])); });
	return H_OK;
}
HANDLER(op_fsub32)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2);
	LANES(m, { d[l] = c32(F32(A[l]) - F32(B[l])); });
	return H_OK;
}
HANDLER(op_fmul32)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2);
	LANES(m, { d[l] = c32(F32(A[l]) * F32(B[l])); });
	return H_OK;
}
HANDLER(op_ffma32)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2), *C = S(3);
	LANES(m, { d[l] = c32(fmaf(F32(A[l]), F32(B[l]), F32(C[l]))); });
	return H_OK;
}
static int float_dec(SimIns *in, int op, int nsrc, Buf *b)
{
	in->cmp = (uint8_t)op;
	in->aux = (uint32_t)nsrc;
	in->aux2 = sim_flag(in, FL_NaN);
	if (!in->t)
		return why(b, "no type");
	int plain = in->rnd == FP_RN && !in->ftz && !in->sat && !in->approx;
	if (in->t == TC_F32 && plain) {
		if (op == FO_ADD)
			in->fn = op_fadd32;
		else if (op == FO_SUB)
			in->fn = op_fsub32;
		else if (op == FO_MUL)
			in->fn = op_fmul32;
		else if (op == FO_FMA)
			in->fn = op_ffma32;
		else
			in->fn = op_float;
	} else {
		in->fn = op_float;
	}
	return 0;
}

/* ---------------------------------------------------------------- decoders */

/* add.cc, addc, sub.cc, subc, mad.cc, madc: cin = the carry-in form */
static int dec_carry(SimIns *in, int op, int cin, Buf *b)
{
	int bits = tc_bits(in->t);
	if (bits != 32 && bits != 64)
		return why(b, "carry chains are 32- or 64-bit");
	in->fn = op_carry;
	in->cmp = (uint8_t)op;
	in->aux = (uint32_t)bits;
	in->aux2 = (uint32_t)(cin | sim_flag(in, FL_cc) << 1 | is_signed(in->t) << 2);
	return 0;
}
/* add and sub: [0] add, [1] sub -- the float operation, the carry-chain
 * operation and its carry-in entry, the .sat and plain integer handlers */
static const struct { int fop, cy, cin; SimFn sat, plain; } addsub[2] = {
	{FO_ADD, CY_ADD, I_addc, op_add_sat, op_add_i},
	{FO_SUB, CY_SUB, I_subc, op_sub_sat, op_sub_i},
};
static int dec_addsub(SimIns *in, int sub, Buf *b)
{
	in->aux = (uint32_t)int_bits(in);
	if (is_float(in->t))
		return float_dec(in, addsub[sub].fop, 2, b);
	if (sim_flag(in, FL_cc) || in->id == addsub[sub].cin)
		return dec_carry(in, addsub[sub].cy, in->id == addsub[sub].cin, b);
	in->fn = in->sat ? addsub[sub].sat : addsub[sub].plain;
	return 0;
}
static int dec_add(SimIns *in, Buf *b) { return dec_addsub(in, 0, b); }
static int dec_sub(SimIns *in, Buf *b) { return dec_addsub(in, 1, b); }
/* mul and mad ([1]: the accumulating forms): .lo, .hi unsigned/signed,
 * .wide unsigned/signed */
enum { MM_LO, MM_HI_U, MM_HI_S, MM_WIDE_U, MM_WIDE_S };
static const SimFn mulmad[2][5] = {
	{op_mul_lo, op_mul_hi_u, op_mul_hi_s, op_mul_wide_u, op_mul_wide_s},
	{op_mad_lo, op_mad_hi_u, op_mad_hi_s, op_mad_wide_u, op_mad_wide_s},
};
static int dec_mulmad(SimIns *in, int mad, Buf *b)
{
	int bits = int_bits(in);
	in->aux = (uint32_t)bits;
	if (is_float(in->t))
		return mad ? float_dec(in, FO_FMA, 3, b) : float_dec(in, FO_MUL, 2, b);
	if (mad && (sim_flag(in, FL_cc) || in->id == I_madc))
		return dec_carry(in, sim_flag(in, FL_hi) ? CY_MAD_HI : CY_MAD_LO, in->id == I_madc, b);
	int s = is_signed(in->t);
	if (sim_flag(in, FL_wide)) {
		in->fn = mulmad[mad][s ? MM_WIDE_S : MM_WIDE_U];
		in->dmask = tmask(in->op[0].bits) & tmask(2 * bits);
	} else if (sim_flag(in, FL_hi)) {
		in->fn = mad && in->sat ? op_mad_hi_sat : mulmad[mad][s ? MM_HI_S : MM_HI_U];
	} else {
		in->fn = mulmad[mad][MM_LO];
	}
	return 0;
}
static int dec_mul(SimIns *in, Buf *b) { return dec_mulmad(in, 0, b); }
static int dec_mad(SimIns *in, Buf *b) { return dec_mulmad(in, 1, b); }
static int dec_mul24(SimIns *in, Buf *b)
{
	(void)b;
	in->aux = 32;
	in->aux2 = (uint32_t)(is_signed(in->t) | sim_flag(in, FL_hi) << 1);
	if (in->id == I_mad24_hi_sat)
		in->fn = op_mad24_hi_sat;
	else
		in->fn = in->id == I_mad24 ? op_mad24 : op_mul24;
	return 0;
}
static int dec_fns(SimIns *in, Buf *b) { (void)b; in->aux = 32; return 0; }
static int dec_szext(SimIns *in, Buf *b)
{
	(void)b;
	in->aux = 32;
	in->aux2 = (uint32_t)(sim_flag(in, FL_clamp) | is_signed(in->t) << 1);
	return 0;
}
static int dec_bmsk(SimIns *in, Buf *b)
{
	(void)b;
	in->aux = 32;
	in->aux2 = (uint32_t)sim_flag(in, FL_clamp);
	in->dmask = 0xffffffffu;
	return 0;
}
static int dec_dp(SimIns *in, Buf *b)
{
	int at = sim_type_tok(in, 0), bt = sim_type_tok(in, 1);
	if (tc_bits(at) != 32 || tc_bits(bt) != 32)
		return why(b, "dp4a/dp2a take u32/s32 operands");
	in->aux = 32;
	in->aux2 = (uint32_t)(is_signed(at) | is_signed(bt) << 1 | (in->id == I_dp2a) << 2 | sim_flag(in, FL_hi) << 3);
	in->dmask = 0xffffffffu;
	return 0;
}
static int dec_fma(SimIns *in, Buf *b)
{
	return float_dec(in, in->relu ? FO_FMA_RELU : FO_FMA, 3, b);
}
static int dec_div(SimIns *in, Buf *b)
{
	in->aux = (uint32_t)int_bits(in);
	if (is_float(in->t)) {
		int op = FO_DIV;
		if (sim_flag(in, FL_approx))
			op = FO_DIV_APPROX;
		else if (sim_flag(in, FL_full))
			op = FO_DIV_FULL;
		int rc = float_dec(in, op, 2, b);
		in->fn = op_float;
		return rc;
	}
	in->fn = is_signed(in->t) ? op_div_s : op_div_u;
	return 0;
}
static int dec_rem(SimIns *in, Buf *b)
{
	(void)b;
	in->aux = (uint32_t)int_bits(in);
	in->fn = is_signed(in->t) ? op_rem_s : op_rem_u;
	return 0;
}
static int dec_minmax(SimIns *in, Buf *b, int max)
{
	in->aux = (uint32_t)int_bits(in);
	if (is_float(in->t)) {
		int rc = float_dec(in, max ? FO_MAX : FO_MIN, 2, b);
		in->fn = op_float;
		return rc;
	}
	if (sim_flag(in, FL_u16x2) || sim_flag(in, FL_s16x2)) {
		in->fn = op_minmax16x2;
		in->aux2 = (uint32_t)(max | sim_flag(in, FL_s16x2) << 1 | in->relu << 2);
		in->dmask = 0xffffffffu;
		return 0;
	}
	if (in->t == TC_NONE || tc_bits(in->t) == 0)
		return why(b, "no type");
	if (in->relu)
		in->fn = max ? op_max_relu : op_min_relu;
	else if (is_signed(in->t))
		in->fn = max ? op_max_s : op_min_s;
	else
		in->fn = max ? op_max_u : op_min_u;
	return 0;
}
static int dec_min(SimIns *in, Buf *b) { return dec_minmax(in, b, 0); }
static int dec_max(SimIns *in, Buf *b) { return dec_minmax(in, b, 1); }
/* abs and neg ([1]): the float operation, the sign-bit handlers for f32
 * (without .ftz) and f64, the integer handler; other floats go through
 * op_float */
static const struct { int fop; SimFn f32, f64, i; } absneg[2] = {
	{FO_ABS, op_abs_f32, op_abs_f64, op_abs_i},
	{FO_NEG, op_neg_f32, op_neg_f64, op_neg_i},
};
static int dec_absneg(SimIns *in, int neg, Buf *b)
{
	in->aux = (uint32_t)int_bits(in);
	if (!is_float(in->t)) {
		in->fn = absneg[neg].i;
		return 0;
	}
	int rc = float_dec(in, absneg[neg].fop, 1, b);
	if (in->t == TC_F32 && !in->ftz)
		in->fn = absneg[neg].f32;
	else if (in->t == TC_F64)
		in->fn = absneg[neg].f64;
	else
		in->fn = op_float;
	return rc;
}
static int dec_abs(SimIns *in, Buf *b) { return dec_absneg(in, 0, b); }
static int dec_neg(SimIns *in, Buf *b) { return dec_absneg(in, 1, b); }
#define FDEC(name, OP, N) static int name(SimIns *in, Buf *b) { int rc = float_dec(in, OP, N, b); in->fn = op_float; return rc; }
FDEC(dec_sqrt, FO_SQRT, 1)
FDEC(dec_rcp, FO_RCP, 1)
FDEC(dec_rsqrt, FO_RSQRT, 1)
FDEC(dec_ex2, FO_EX2, 1)
FDEC(dec_lg2, FO_LG2, 1)
FDEC(dec_sin, FO_SIN, 1)
FDEC(dec_cos, FO_COS, 1)
FDEC(dec_tanh, FO_TANH, 1)

static int dec_copysign(SimIns *in, Buf *b)
{
	(void)b;
	in->fn = in->t == TC_F64 ? op_copysign64 : op_copysign32;
	return 0;
}

static int dec_bits(SimIns *in, Buf *b)
{
	(void)b;
	in->aux = (uint32_t)(in->t == TC_PRED ? 1 : int_bits(in));
	return 0;
}
/* the bit width, and the handler by the type's signedness */
static int dec_bits_su(SimIns *in, SimFn u, SimFn s, Buf *b)
{
	dec_bits(in, b);
	in->fn = is_signed(in->t) ? s : u;
	return 0;
}
static int dec_shr(SimIns *in, Buf *b) { return dec_bits_su(in, op_shr_u, op_shr_s, b); }
static int dec_bfe(SimIns *in, Buf *b) { return dec_bits_su(in, op_bfe_u, op_bfe_s, b); }
static int dec_sad(SimIns *in, Buf *b) { return dec_bits_su(in, op_sad_u, op_sad_s, b); }
static int dec_count(SimIns *in, Buf *b)
{
	/* popc/clz/bfind write u32 whatever the source width */
	dec_bits(in, b);
	in->dmask = tmask(in->op[0].bits) & 0xffffffffu;
	return 0;
}
static int dec_bfind(SimIns *in, Buf *b)
{
	dec_count(in, b);
	in->aux2 = sim_flag(in, FL_shiftamt);
	in->fn = is_signed(in->t) ? op_bfind_s : op_bfind_u;
	return 0;
}
static int dec_shf(SimIns *in, Buf *b)
{
	(void)b;
	in->aux2 = (uint32_t)(sim_flag(in, FL_l) | sim_flag(in, FL_clamp) << 1);
	return 0;
}
static int dec_prmt(SimIns *in, Buf *b)
{
	(void)b;
	in->mode = (uint8_t)(sim_code(in, MG_PRMT) > 0 ? sim_code(in, MG_PRMT) : PRMT_none);
	return 0;
}


/* ---------------------------------------------------------------- setp/selp */

/* keys compare unsigned: signed values are biased, floats are handled apart */
static inline uint64_t ikey(uint64_t x, int bits, int sgn)
{
	return sgn ? (uint64_t)sext(x, bits) ^ 0x8000000000000000ull : x;
}

enum { CM_EQ, CM_NE, CM_LT, CM_LE, CM_GT, CM_GE, CM_EQU, CM_NEU, CM_LTU, CM_LEU, CM_GTU, CM_GEU,
	CM_NUM, CM_NAN };

static double fkey(const SimIns *in, int t, uint64_t x)
{
	switch (t) {
	case TC_F32: {
		uint32_t u = (uint32_t)x;
		if (in->ftz && (u & 0x7f800000u) == 0)
			u &= 0x80000000u;
		return (double)F32(u);
	}
	case TC_F64: return F64(x);
	case TC_F16:
		if (in->ftz && (x & 0x7c00) == 0)
			x &= 0x8000;
		return fp_decode(&fp_fmt_f16, x & 0xffff);
	case TC_BF16: return fp_decode(&fp_fmt_bf16, x & 0xffff);
	}
	return 0;
}

static inline int fcmp(int op, double a, double b)
{
	int un = a != a || b != b;
	switch (op) {
	case CM_EQ: return !un && a == b;
	case CM_NE: return !un && a != b;
	case CM_LT: return !un && a < b;
	case CM_LE: return !un && a <= b;
	case CM_GT: return !un && a > b;
	case CM_GE: return !un && a >= b;
	case CM_EQU: return un || a == b;
	case CM_NEU: return un || a != b;
	case CM_LTU: return un || a < b;
	case CM_LEU: return un || a <= b;
	case CM_GTU: return un || a > b;
	case CM_GEU: return un || a >= b;
	case CM_NUM: return !un;
	case CM_NAN: return un;
	}
	return 0;
}

static inline int icmp(int op, uint64_t a, uint64_t b)
{
	switch (op) {
	case CM_EQ: return a == b;
	case CM_NE: return a != b;
	case CM_LT: return a < b;
	case CM_LE: return a <= b;
	case CM_GT: return a > b;
	case CM_GE: return a >= b;
	}
	return 0;
}

static inline int bop(int op, int r, int c)
{
	switch (op) {
	case 1: return r & c;
	case 2: return r | c;
	case 3: return r ^ c;
	}
	return r;
}

/* setp/set: aux = bits, aux2 = signed, mode = bool op (0 none, 1 and, 2 or,
 * 3 xor), t2 = set's destination type. */
HANDLER(op_setp)
{
	int p = (int)in->op[0].r, q = -1;
	const SimOpd *o0 = &in->op[0];
	if (o0->kind == O_VEC && o0->n >= 1) {
		p = o0->regs[0];
		q = o0->n > 1 ? o0->regs[1] : -1;
	}
	uint64_t *P = RG(w, p), *Q = q >= 0 ? RG(w, q) : NULL;
	const uint64_t *A = S(1), *B = S(2);
	const uint64_t *C = in->mode ? S(3) : NULL;
	int op = in->cmp, bits = (int)in->aux, sgn = (int)in->aux2, fl = is_float(in->t);
	int isset = in->id == I_set_int || in->id == I_set_f32;
	LANES(m, {
		int r;
		if (fl)
			r = fcmp(op, fkey(in, in->t, A[l]), fkey(in, in->t, B[l]));
		else
			r = icmp(op, ikey(A[l] & tmask(bits), bits, sgn), ikey(B[l] & tmask(bits), bits, sgn));
		int c = C ? (int)(C[l] & 1) : 0;
		int v = bop(in->mode, r, c);
		if (isset) {
			uint64_t one = in->t2 == TC_F32 ? 0x3f800000u : 0xffffffffu;
			P[l] = v ? one : 0;
		} else {
			P[l] = (uint64_t)v;
			if (Q)
				Q[l] = (uint64_t)bop(in->mode, !r, c);
		}
	});
	return H_OK;
}

/* setp.cmp.{f16x2,bf16x2} p|q, a, b: p from the low halves, q from the
 * high halves (t2: the half type) */
HANDLER(op_setp_x2)
{
	const SimOpd *o0 = &in->op[0];
	int p = o0->kind == O_VEC ? o0->regs[0] : o0->r, q = o0->kind == O_VEC && o0->n > 1 ? o0->regs[1] : -1;
	uint64_t *P = RG(w, p), *Q = q >= 0 ? RG(w, q) : NULL;
	const uint64_t *A = S(1), *B = S(2);
	int op = in->cmp, t = in->t2;
	LANES(m, {
		P[l] = (uint64_t)fcmp(op, fkey(in, t, A[l] & 0xffff), fkey(in, t, B[l] & 0xffff));
		if (Q)
			Q[l] = (uint64_t)fcmp(op, fkey(in, t, (A[l] >> 16) & 0xffff), fkey(in, t, (B[l] >> 16) & 0xffff));
	});
	return H_OK;
}

static int dec_setp(SimIns *in, Buf *b)
{
	int isset = in->id == I_set_int || in->id == I_set_f32;
	in->cmp = 0xff;
	int i = sim_code(in, MG_CMP);
	if (i >= 0) {
		/* lo ls hi hs: the unsigned lt le gt ge */
		in->cmp = (uint8_t)(i >= CMP_lo ? (int[]){CM_LT, CM_LE, CM_GT, CM_GE}[i - CMP_lo] : i);
		if (i >= CMP_lo)
			in->aux2 = 0;
	}
	if (in->cmp == 0xff)
		return why(b, "no comparison");
	in->mode = (uint8_t)(sim_flag(in, FL_and) ? 1 : sim_flag(in, FL_or) ? 2 : sim_flag(in, FL_xor) ? 3 : 0);
	/* the compared type: set.cmp.dtype.stype has two types */
	in->t = (uint8_t)sim_type_tok(in, isset ? 1 : 0);
	if (isset)
		in->t2 = (uint8_t)sim_type_tok(in, 0);
	if (in->t == TC_F16X2 || in->t == TC_BF16X2) {
		if (in->mode)
			return why(b, "packed comparisons have no boolean form");
		in->fn = op_setp_x2;
		in->t2 = in->t == TC_F16X2 ? TC_F16 : TC_BF16;
		return 0;
	}
	in->aux = (uint32_t)int_bits(in);
	int unsigned_cmp = sim_flag(in, FL_lo) || sim_flag(in, FL_ls) || sim_flag(in, FL_hi) || sim_flag(in, FL_hs);
	in->aux2 = is_signed(in->t) && !unsigned_cmp;
	if (in->mode && !in->op[3].present)
		return why(b, "missing predicate operand");
	return 0;
}

static int dec_selp(SimIns *in, Buf *b)
{
	(void)b;
	in->aux = (uint32_t)int_bits(in);
	return 0;
}

HANDLER(op_slct)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2), *C = S(3);
	LANES(m, {
		int ge = in->aux2 ? !(F32(C[l]) < 0.0f) || F32(C[l]) != F32(C[l]) : sext(C[l], 32) >= 0;
		if (in->aux2 && (C[l] & 0x7fffffffu) == 0)
			ge = 1;
		d[l] = (ge ? A[l] : B[l]) & in->dmask;
	});
	return H_OK;
}
static int dec_slct(SimIns *in, Buf *b)
{
	(void)b;
	in->aux2 = sim_type_tok(in, 1) == TC_F32;
	return 0;
}

HANDLER(op_testp)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1);
	LANES(m, {
		int cls = in->t == TC_F64 ? fpclassify(F64(A[l])) : fpclassify(F32(A[l]));
		int r = 0;
		switch (in->cmp) {
		case 0: r = cls != FP_INFINITE && cls != FP_NAN; break;
		case 1: r = cls == FP_INFINITE; break;
		case 2: r = cls != FP_NAN; break;
		case 3: r = cls == FP_NAN; break;
		/* the GPU counts zero as normal (H200, conformance f32_arith) */
		case 4: r = cls == FP_NORMAL || cls == FP_ZERO; break;
		case 5: r = cls == FP_SUBNORMAL; break;
		}
		d[l] = (uint64_t)r;
	});
	return H_OK;
}
static int dec_testp(SimIns *in, Buf *b) { return dec_code(in, MG_TESTP, &in->cmp, "no test", b); }

/* ---------------------------------------------------------------- mov/cvt */

HANDLER(op_mov_pack)
{
	uint64_t *d = D(0);
	const SimOpd *v = &in->op[1];
	int n = v->n, eb = (int)in->aux;
	LANES(m, {
		uint64_t r = 0;
		for (int i = 0; i < n; i++)
			if (v->regs[i] >= 0)
				r |= (RG(w, v->regs[i])[l] & tmask(eb)) << (eb * i);
		d[l] = r & in->dmask;
	});
	return H_OK;
}
HANDLER(op_mov_unpack)
{
	const SimOpd *v = &in->op[0];
	const uint64_t *A = S(1);
	int n = v->n, eb = (int)in->aux;
	LANES(m, {
		uint64_t x = A[l];
		for (int i = 0; i < n; i++)
			if (v->regs[i] >= 0)
				RG(w, v->regs[i])[l] = (x >> (eb * i)) & tmask(eb);
	});
	return H_OK;
}
/* b128 registers: the low half in op.r, the high half in op.hi (sim_prog.c) */
#define HI(i) RG(w, in->op[i].hi)
HANDLER(op_mov128)
{
	uint64_t *dl = D(0), *dh = HI(0);
	const uint64_t *al = S(1), *ah = HI(1);
	LANES(m, { uint64_t x = al[l], y = ah[l]; dl[l] = x; dh[l] = y; });
	return H_OK;
}
/* mov.b128 d, {lo, hi} / mov.b128 {lo, hi}, a: the first element is the
 * low 64 bits (PTX ISA mov, little-endian element order) */
HANDLER(op_mov_pack128)
{
	uint64_t *dl = D(0), *dh = HI(0);
	const uint64_t *lo = RG(w, in->op[1].regs[0]), *hi = RG(w, in->op[1].regs[1]);
	LANES(m, { uint64_t x = lo[l], y = hi[l]; dl[l] = x; dh[l] = y; });
	return H_OK;
}
HANDLER(op_mov_unpack128)
{
	uint64_t *lo = RG(w, in->op[0].regs[0]), *hi = RG(w, in->op[0].regs[1]);
	const uint64_t *al = S(1), *ah = HI(1);
	LANES(m, { uint64_t x = al[l], y = ah[l]; lo[l] = x; hi[l] = y; });
	return H_OK;
}
/* the operands of a 128-bit form: b128 registers where the entry has them,
 * two registers in a pack/unpack vector */
static int dec_b128(SimIns *in, Buf *b)
{
	const IsaEntry *e = in->ir && in->ir->m.e ? in->ir->m.e : NULL;
	if (!e)
		return why(b, "no entry");
	for (int i = 0; i < e->nopnd && i < ISA_MAX_OPNDS; i++) {
		const SimOpd *o = &in->op[i];
		if (e->opnd[i].shape == OS_MEM)
			continue;
		if (o->kind == O_VEC) {
			if (o->n != 2 || o->regs[0] < 0 || o->regs[1] < 0)
				return why(b, "a b128 pack/unpack needs two 64-bit registers");
		} else if (o->kind != O_REG || o->hi < 0)
			return why(b, "a b128 operand must be a b128 register");
	}
	return 0;
}
static int dec_mov(SimIns *in, Buf *b)
{
	if (tc_bits(in->t) == 128) {
		in->fn = in->op[1].kind == O_VEC ? op_mov_pack128 : in->op[0].kind == O_VEC ? op_mov_unpack128 : op_mov128;
		return dec_b128(in, b);
	}
	if (in->op[1].kind == O_VEC) {
		if (!in->op[1].n)
			return why(b, "empty vector");
		in->aux = (uint32_t)(tc_bits(in->t) / in->op[1].n);
		in->fn = op_mov_pack;
	} else if (in->op[0].kind == O_VEC) {
		if (!in->op[0].n)
			return why(b, "empty vector");
		in->aux = (uint32_t)(tc_bits(in->t) / in->op[0].n);
		in->fn = op_mov_unpack;
	} else {
		in->fn = op_mov;
	}
	if (tc_bits(in->t) > 64)
		return why(b, "moves wider than 64 bits are b128 forms");
	return 0;
}

/* cvt .sat on a float destination: the result clamped to [0.0, 1.0], NaN
 * to +0 (PTX ISA cvt). */
static uint64_t sat01(int tc, uint64_t v)
{
	double d;
	switch (tc) {
	case TC_F32: d = F32(v); break;
	case TC_F64: d = F64(v); break;
	case TC_F16: d = fp_decode(&fp_fmt_f16, v & 0xffff); break;
	case TC_BF16: d = fp_decode(&fp_fmt_bf16, v & 0xffff); break;
	default: return v;
	}
	if (d != d || d <= 0)
		return 0;
	if (d < 1)
		return v;
	switch (tc) {
	case TC_F32: return 0x3f800000u;
	case TC_F64: return 0x3ff0000000000000ull;
	case TC_F16: return 0x3c00;
	default: return 0x3f80;
	}
}

/* cvt: t = destination, t2 = source. */
static uint64_t cvt_float(const SimIns *in, uint64_t x);
static uint64_t cvt_one(const SimIns *in, uint64_t x)
{
	uint64_t v = cvt_float(in, x);
	if (in->sat && tc_kind(in->t) == 'f')
		v = sat01(in->t, v);
	return v;
}

static uint64_t cvt_float(const SimIns *in, uint64_t x)
{
	int dt = in->t, st = in->t2, r = in->rnd, ftz = in->ftz, sat = in->sat, relu = in->relu;
	int sf = in->satfinite;
	int dk = tc_kind(dt), sk = tc_kind(st), db = tc_bits(dt), sb = tc_bits(st);
	if (dk != 'f' && sk != 'f') {
		/* integer <-> integer */
		int64_t v = sk == 's' ? sext(x, sb) : (int64_t)(x & tmask(sb));
		if (sat) {
			if (dk == 's') {
				int64_t hi = (int64_t)tmask(db - 1), lo = -hi - 1;
				if (sk != 's' && (uint64_t)v > (uint64_t)hi && sb == 64)
					return (uint64_t)hi;
				v = v > hi ? hi : v < lo ? lo : v;
			} else {
				if (sk == 's' && v < 0)
					v = 0;
				else if (db < 64 && (uint64_t)v > tmask(db))
					v = (int64_t)tmask(db);
			}
		}
		return (uint64_t)v & tmask(db);
	}
	if (sk != 'f') {
		/* integer -> float */
		int64_t v = sk == 's' ? sext(x, sb) : (int64_t)(x & tmask(sb));
		int uns = sk != 's';
		switch (dt) {
		case TC_F32: return U32f(fp_int_to_f32(v, uns, (FpRound)r));
		case TC_F64: return U64f(fp_int_to_f64(v, uns, (FpRound)r));
		case TC_F16: return fp_int_to_f16(v, uns, (FpRound)r);
		case TC_BF16: return fp_int_to_bf16(v, uns, (FpRound)r);
		}
		return 0;
	}
	if (dk != 'f') {
		/* float -> integer (saturating) */
		int64_t v;
		int sgn = dk == 's';
		if (st == TC_F64)
			v = fp_f64_to_int(F64(x), (FpRound)r, db, sgn);
		else if (st == TC_F32)
			v = fp_f32_to_int(F32(x), (FpRound)r, db, sgn, ftz);
		else if (st == TC_F16)
			v = fp_f32_to_int(fp_f16_to_f32((uint16_t)x), (FpRound)r, db, sgn, ftz);
		else
			v = fp_f32_to_int(fp_bf16_to_f32((uint16_t)x), (FpRound)r, db, sgn, ftz);
		return (uint64_t)v & tmask(db);
	}
	/* float -> float */
	if (dt == st) {
		switch (dt) {
		case TC_F32: return U32f(fp_rint_f32(F32(x), (FpRound)r, ftz));
		case TC_F64: return U64f(fp_rint_f64(F64(x), (FpRound)r));
		case TC_F16: return fp_rint_f16((uint16_t)x, (FpRound)r);
		case TC_BF16: return fp_rint_bf16((uint16_t)x, (FpRound)r);
		}
		return x;
	}
	switch (dt) {
	case TC_F64:
		if (st == TC_F32)
			return U64f(fp_f32_to_f64(F32(x), ftz));
		if (st == TC_F16)
			return U64f(fp_f16_to_f64((uint16_t)x));
		if (st == TC_BF16)
			return U64f(fp_bf16_to_f64((uint16_t)x));
		break;
	case TC_F32: {
		float f;
		if (st == TC_F64)
			return U32f(fp_f64_to_f32(F64(x), (FpRound)r, ftz, 0));
		if (st == TC_F16)
			f = fp_f16_to_f32((uint16_t)x);
		else if (st == TC_BF16)
			f = fp_bf16_to_f32((uint16_t)x);
		else
			break;
		return U32f(f);
	}
	case TC_F16:
		if (st == TC_F32)
			return fp_f32_to_f16(F32(x), (FpRound)r, sf, relu);
		if (st == TC_F64)
			return fp_f64_to_f16(F64(x), (FpRound)r, sf, relu);
		if (st == TC_BF16)
			return fp_bf16_to_f16((uint16_t)x, (FpRound)r, sf, relu);
		break;
	case TC_BF16:
		if (st == TC_F32)
			return fp_f32_to_bf16(F32(x), (FpRound)r, sf, relu);
		if (st == TC_F64)
			return fp_f64_to_bf16(F64(x), (FpRound)r, sf, relu);
		if (st == TC_F16)
			return fp_f16_to_bf16((uint16_t)x, (FpRound)r);
		break;
	case TC_TF32:
		if (st == TC_F32)
			return fp_f32_to_tf32_relu(F32(x), (FpRound)r, sf, relu);
		break;
	case TC_F16X2:
		if (st == TC_E4M3X2)
			return fp_e4m3x2_to_f16x2((uint16_t)x, relu);
		if (st == TC_E5M2X2)
			return fp_e5m2x2_to_f16x2((uint16_t)x, relu);
		break;
	case TC_E4M3X2:
		if (st == TC_F16X2)
			return fp_f16x2_to_e4m3x2((uint32_t)x, 1, relu);
		break;
	case TC_E5M2X2:
		if (st == TC_F16X2)
			return fp_f16x2_to_e5m2x2((uint32_t)x, 1, relu);
		break;
	}
	return 0;
}

static int cvt_ok(int dt, int st)
{
	int dk = tc_kind(dt), sk = tc_kind(st);
	if (dk != 'f' && sk != 'f')
		return dk && sk && dk != 'p' && sk != 'p';
	if (dk != 'f')
		return st == TC_F32 || st == TC_F64 || st == TC_F16 || st == TC_BF16;
	if (sk != 'f')
		return dt == TC_F32 || dt == TC_F64 || dt == TC_F16 || dt == TC_BF16;
	if (dt == st)
		return dt == TC_F32 || dt == TC_F64 || dt == TC_F16 || dt == TC_BF16;
	switch (dt) {
	case TC_F64: return st == TC_F32 || st == TC_F16 || st == TC_BF16;
	case TC_F32: return st == TC_F64 || st == TC_F16 || st == TC_BF16;
	case TC_F16: return st == TC_F32 || st == TC_F64 || st == TC_BF16;
	case TC_BF16: return st == TC_F32 || st == TC_F64 || st == TC_F16;
	case TC_TF32: return st == TC_F32;
	case TC_F16X2: return st == TC_E4M3X2 || st == TC_E5M2X2;
	case TC_E4M3X2:
	case TC_E5M2X2: return st == TC_F16X2;
	}
	return 0;
}

HANDLER(op_cvt)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1);
	LANES(m, { d[l] = cvt_one(in, A[l]) & in->dmask; });
	return H_OK;
}

/* cvt.rn.f16x2.f32 d, a, b (a -> upper half) and the fp8/bf16 pairs */
HANDLER(op_cvt_pack)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2);
	int sat = in->satfinite, relu = in->relu;
	LANES(m, {
		float a = F32(A[l]), bb = F32(B[l]);
		uint64_t v = 0;
		switch (in->t) {
		case TC_F16X2: v = fp_pack_f16x2(a, bb, (FpRound)in->rnd, sat, relu); break;
		case TC_BF16X2: v = fp_pack_bf16x2(a, bb, (FpRound)in->rnd, sat, relu); break;
		case TC_E4M3X2: v = fp_pack_e4m3x2(a, bb, 1, relu); break;
		case TC_E5M2X2: v = fp_pack_e5m2x2(a, bb, 1, relu); break;
		}
		d[l] = v & in->dmask;
	});
	return H_OK;
}

/* cvt.pack.sat.{u8,s8,u16,s16}.s32.b32 d, a, b[, c]: a and b saturated to
 * the type, b in the low field, a above it, c's low bits above both (8-bit) */
HANDLER(op_cvt_intpack)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2);
	const uint64_t *C = in->op[3].present ? S(3) : NULL;
	int size = tc_bits(in->t), sgn = is_signed(in->t);
	int64_t lo = sgn ? -(1ll << (size - 1)) : 0, hi = sgn ? (1ll << (size - 1)) - 1 : (1ll << size) - 1;
	LANES(m, {
		int64_t ta = sext(A[l], 32), tb = sext(B[l], 32);
		ta = ta < lo ? lo : ta > hi ? hi : ta;
		tb = tb < lo ? lo : tb > hi ? hi : tb;
		uint64_t td = ((uint64_t)tb & tmask(size)) | ((uint64_t)ta & tmask(size)) << size;
		if (size == 8)
			td |= (C ? (C[l] & 0xffff) : 0) << 16;
		d[l] = td & 0xffffffffu;
	});
	return H_OK;
}

static int dec_cvt(SimIns *in, Buf *b)
{
	/* rounding: float modifiers rn/rz/rm/rp/rna, integer rni/rzi/rmi/rpi */
	int explicit_rnd = sim_code(in, MG_RND) >= 0;
	if (explicit_rnd)
		in->rnd = (uint8_t)sim_rnd(sim_code(in, MG_RND));
	in->t = (uint8_t)sim_type_tok(in, 0);
	in->t2 = (uint8_t)sim_type_tok(in, 1);
	if (sim_flag(in, FL_pack)) {
		in->fn = op_cvt_intpack;
		in->dmask = 0xffffffffu;
		return tc_bits(in->t) == 8 || tc_bits(in->t) == 16 ? 0 : why(b, "cvt.pack type");
	}
	if (!explicit_rnd && tc_kind(in->t) != 'f' && tc_kind(in->t2) == 'f')
		in->rnd = FP_RZ;
	in->dmask = tmask(in->op[0].bits) & tmask(tc_bits(in->t));
	if (in->op[2].present && in->t2 == TC_F32 &&
	    (in->t == TC_F16X2 || in->t == TC_BF16X2 || in->t == TC_E4M3X2 || in->t == TC_E5M2X2)) {
		in->fn = op_cvt_pack;
		return 0;
	}
	if (!cvt_ok(in->t, in->t2))
		return why(b, "conversion not simulated");
	in->fn = op_cvt;
	return 0;
}

/* cvta: aux = window base, aux2 = 1 to, 0 from */
HANDLER(op_cvta)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1);
	uint64_t base = (uint64_t)in->aux << 32;
	LANES(m, { d[l] = (in->aux2 ? A[l] - base : A[l] + base) & in->dmask; });
	return H_OK;
}
static int dec_cvta(SimIns *in, Buf *b)
{
	uint64_t base;
	if (sim_flag(in, FL_global))
		base = 0;
	else if (sim_flag(in, FL_shared) || sim_flag(in, FL_shared_cta) || sim_flag(in, FL_shared_cluster))
		base = SIM_GEN_SHARED;
	else if (sim_flag(in, FL_local))
		base = SIM_GEN_LOCAL;
	else if (sim_flag(in, FL_param))
		base = SIM_GEN_PARAM;
	else if (sim_code(in, MG_SPACE) == MSP_const)
		base = SIM_GEN_CONST;
	else
		return why(b, "no state space");
	in->aux = (uint32_t)(base >> 32);
	in->aux2 = sim_flag(in, FL_to);
	return 0;
}

HANDLER(op_isspacep)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1);
	LANES(m, {
		uint64_t a = A[l];
		int r;
		switch (in->aux) {
		case SPACE_SHARED: r = a >= SIM_GEN_SHARED && a < SIM_GEN_LOCAL; break;
		case SPACE_LOCAL: r = a >= SIM_GEN_LOCAL && a < SIM_GEN_PARAM; break;
		case SPACE_PARAM: r = a >= SIM_GEN_PARAM && a < SIM_GEN_CONST; break;
		case SPACE_CONST: r = a >= SIM_GEN_CONST && a < SIM_GEN_WINDOWS_END; break;
		case SPACE_GLOBAL: r = a < SIM_GEN_WINDOWS || a >= SIM_GEN_WINDOWS_END; break;
		default: r = 0;
		}
		if (r && in->aux == SPACE_SHARED && in->aux2)   /* shared::cta: this CTA's window */
			r = ((a - SIM_GEN_SHARED) >> SIM_DSMEM_SHIFT) == 0 ||
				((a - SIM_GEN_SHARED) >> SIM_DSMEM_SHIFT) - 1 == (uint64_t)w->cta->rank;
		d[l] = (uint64_t)r;
	});
	return H_OK;
}
static int dec_isspacep(SimIns *in, Buf *b)
{
	(void)b;
	in->aux = in->space;
	in->aux2 = sim_flag(in, FL_shared_cta);
	return 0;
}

/* mapa: the same offset in CTA rank b of the cluster */
HANDLER(op_mapa)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1), *B = S(2);
	int gen = in->t == TC_U64 && !in->dsmem;
	LANES(m, {
		uint64_t a = A[l], rank = B[l] & 0xffffffffu;
		if (rank >= (uint64_t)w->clu->nctas)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, a, "mapa: CTA rank %llu is not in the cluster (%d CTAs)",
				(unsigned long long)rank, w->clu->nctas);
		uint64_t off = (gen ? a - SIM_GEN_SHARED : a) & ((1ull << SIM_DSMEM_SHIFT) - 1);
		uint64_t r = ((rank + 1) << SIM_DSMEM_SHIFT) | off;
		d[l] = (gen ? r + SIM_GEN_SHARED : r) & in->dmask;
	});
	return H_OK;
}
HANDLER(op_getctarank)
{
	uint64_t *d = D(0);
	const uint64_t *A = S(1);
	int gen = in->t == TC_U64 && !in->dsmem;
	LANES(m, {
		uint64_t a = gen ? A[l] - SIM_GEN_SHARED : A[l];
		uint64_t hi = (a >> SIM_DSMEM_SHIFT) & 0xff;
		d[l] = hi ? hi - 1 : (uint64_t)w->cta->rank;
	});
	return H_OK;
}

/* ---------------------------------------------------------------- memory */

static inline uint64_t load_ext(const void *p, int size, int sgn)
{
	switch (size) {
	case 1: { uint8_t v; memcpy(&v, p, 1); return sgn ? (uint64_t)(int64_t)(int8_t)v : v; }
	case 2: { uint16_t v; memcpy(&v, p, 2); return sgn ? (uint64_t)(int64_t)(int16_t)v : v; }
	case 4: { uint32_t v; memcpy(&v, p, 4); return sgn ? (uint64_t)(int64_t)(int32_t)v : v; }
	default: { uint64_t v; memcpy(&v, p, 8); return v; }
	}
}

/* One lane's access of size bytes at address operand a (its symbol's space,
 * else the instruction's): the host bytes, NULL when the access faulted
 * (the simulator has stopped); lane_event records it in the trace. */
typedef struct { int space; SimCta *cta; uint64_t addr; } LaneAcc;
static inline uint8_t *lane_mem(SimWarp *w, const SimIns *in, const SimOpd *a, uint32_t l, uint32_t size, int write,
	LaneAcc *x)
{
	x->cta = NULL;
	return sim_mem(w, in, (int)l, a->symspace >= 0 ? a->symspace : in->space, sim_addr(w, a, l), size, write,
		&x->space, &x->cta, &x->addr);
}
static inline void lane_event(SimWarp *w, const SimIns *in, SimEvKind kind, uint32_t l, const LaneAcc *x,
	uint32_t size)
{
	if (sim_tracing(w))
		sim_event(w, in, kind, (int)l, x->space, 0, x->addr, size, x->cta ? x->cta->id : -1, SIM_NO_ASYNC);
}

/* ld: aux = element bytes, aux2 = signed, vec = count */
HANDLER(op_ld)
{
	const SimOpd *a = &in->op[1], *d = &in->op[0];
	int es = (int)in->aux, n = in->vec, sgn = (int)in->aux2;
	FOR_LANES(m, l) {
		LaneAcc x;
		uint8_t *p = lane_mem(w, in, a, l, (uint32_t)(es * n), 0, &x);
		if (!p)
			return H_STOP;
		if (d->kind == O_VEC) {
			for (int i = 0; i < n && i < d->n; i++)
				if (d->regs[i] >= 0)
					RG(w, d->regs[i])[l] = load_ext(p + i * es, es, sgn) & tmask(d->bits);
		} else {
			RG(w, d->r)[l] = load_ext(p, es, sgn) & tmask(d->bits);
		}
		lane_event(w, in, SIM_EV_LD, l, &x, (uint32_t)(es * n));
	}
	return H_OK;
}

HANDLER(op_st)
{
	const SimOpd *a = &in->op[0], *v = &in->op[1];
	w->clu->progress++;   /* a spinning test_wait loop that stores is not stuck */
	int es = (int)in->aux, n = in->vec;
	FOR_LANES(m, l) {
		LaneAcc acc;
		uint8_t *p = lane_mem(w, in, a, l, (uint32_t)(es * n), 1, &acc);
		if (!p)
			return H_STOP;
		if (v->kind == O_VEC) {
			for (int i = 0; i < n && i < v->n; i++) {
				uint64_t x = v->regs[i] >= 0 ? RG(w, v->regs[i])[l] : 0;
				memcpy(p + i * es, &x, (size_t)es);
			}
		} else {
			uint64_t x = RG(w, v->r)[l];
			memcpy(p, &x, (size_t)es);
		}
		lane_event(w, in, SIM_EV_ST, l, &acc, (uint32_t)(es * n));
	}
	return H_OK;
}

/* ld/st .b128: one 16-byte access per lane (the low register first in
 * memory: little-endian, as the GPU stores a b128).  ld d, [a]; st [a], v:
 * the address is the other operand of the register. */
static int access128(SimWarp *w, const SimIns *in, uint32_t m, int st)
{
	const SimOpd *a = &in->op[!st], *r = &in->op[st];
	uint64_t *lo = RG(w, r->r), *hi = RG(w, r->hi);
	if (st)
		w->clu->progress++;
	FOR_LANES(m, l) {
		LaneAcc acc;
		uint8_t *p = lane_mem(w, in, a, l, 16, st, &acc);
		if (!p)
			return H_STOP;
		if (st) {
			memcpy(p, &lo[l], 8);
			memcpy(p + 8, &hi[l], 8);
		} else {
			memcpy(&lo[l], p, 8);
			memcpy(&hi[l], p + 8, 8);
		}
		lane_event(w, in, st ? SIM_EV_ST : SIM_EV_LD, l, &acc, 16);
	}
	return H_OK;
}
HANDLER(op_ld128) { return access128(w, in, m, 0); }
HANDLER(op_st128) { return access128(w, in, m, 1); }

static int dec_ldst(SimIns *in, Buf *b)
{
	int t = in->t ? in->t : sim_type_tok(in, 0);
	in->t = (uint8_t)t;
	int bits = tc_bits(t);
	if (bits == 128) {
		in->fn = in->fn == op_ld ? op_ld128 : op_st128;
		in->aux = 16;
		return dec_b128(in, b);
	}
	if (bits > 64)
		return why(b, "no access type");
	if (bits < 8)
		return why(b, "no access type");
	in->aux = (uint32_t)(bits / 8);
	in->aux2 = is_signed(t);
	return 0;
}

/* atomics: cmp = operation, aux = bytes; global atomics are host-atomic */
enum { AO_ADD, AO_MIN, AO_MAX, AO_INC, AO_DEC, AO_AND, AO_OR, AO_XOR, AO_EXCH, AO_CAS };

static uint64_t atom_apply(const SimIns *in, uint64_t old, uint64_t b, uint64_t c)
{
	int t = in->t, bits = tc_bits(t);
	switch (in->cmp) {
	case AO_ADD:
		switch (t) {
		case TC_F32: return U32f(F32(old) + F32(b));
		case TC_F64: return U64f(F64(old) + F64(b));
		case TC_F16: return fp_add_f16((uint16_t)old, (uint16_t)b, FP_RN, 0, 0);
		case TC_BF16: return fp_add_bf16((uint16_t)old, (uint16_t)b, FP_RN);
		case TC_F16X2:
			return fp_add_f16((uint16_t)old, (uint16_t)b, FP_RN, 0, 0) |
				(uint64_t)fp_add_f16((uint16_t)(old >> 16), (uint16_t)(b >> 16), FP_RN, 0, 0) << 16;
		case TC_BF16X2:
			return fp_add_bf16((uint16_t)old, (uint16_t)b, FP_RN) |
				(uint64_t)fp_add_bf16((uint16_t)(old >> 16), (uint16_t)(b >> 16), FP_RN) << 16;
		}
		return old + b;
	case AO_MIN: return is_signed(t) ? smin(old, b, bits) : (old < b ? old : b);
	case AO_MAX: return is_signed(t) ? smax(old, b, bits) : (old > b ? old : b);
	case AO_INC: return old >= b ? 0 : old + 1;
	case AO_DEC: return old == 0 || old > b ? b : old - 1;
	case AO_AND: return old & b;
	case AO_OR: return old | b;
	case AO_XOR: return old ^ b;
	case AO_EXCH: return b;
	case AO_CAS: return old == b ? c : old;
	}
	return old;
}

uint64_t sim_atom_mem(const SimIns *in, void *p, int size, int host_atomic, uint64_t b, uint64_t c)
{
	uint64_t mask = tmask(8 * size);
	b &= mask;
	c &= mask;
	if (!host_atomic) {
		uint64_t old = 0;
		memcpy(&old, p, (size_t)size);
		uint64_t nv = atom_apply(in, old, b, c) & mask;
		memcpy(p, &nv, (size_t)size);
		return old;
	}
	switch (size) {
	case 2: {
		uint16_t *q = p, o = __atomic_load_n(q, __ATOMIC_RELAXED), nv;
		do
			nv = (uint16_t)atom_apply(in, o, b, c);
		while (!__atomic_compare_exchange_n(q, &o, nv, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
		return o;
	}
	case 4: {
		uint32_t *q = p, o = __atomic_load_n(q, __ATOMIC_RELAXED), nv;
		do
			nv = (uint32_t)atom_apply(in, o, b, c);
		while (!__atomic_compare_exchange_n(q, &o, nv, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
		return o;
	}
	default: {
		uint64_t *q = p, o = __atomic_load_n(q, __ATOMIC_RELAXED), nv;
		do
			nv = atom_apply(in, o, b, c);
		while (!__atomic_compare_exchange_n(q, &o, nv, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
		return o;
	}
	}
}

/* atom.exch/cas.b128: d, [a], b[, c] (b128 registers).  The host has no
 * portable 16-byte compare-and-swap, so global-memory 128-bit atomics take
 * one of 64 spin locks chosen by address: atomic with respect to each
 * other, which is what the PTX memory model promises for same-size
 * atomics at one address (a 128-bit and a narrower atomic on overlapping
 * bytes have no mutual atomicity guarantee in PTX either). */
static unsigned char lock128[64];
HANDLER(op_atom128)
{
	const SimOpd *a = &in->op[1];
	uint64_t *dl = D(0), *dh = HI(0);
	const uint64_t *bl = S(2), *bh = HI(2);
	int cas = in->cmp == AO_CAS;
	const uint64_t *cl = cas ? S(3) : bl, *ch = cas ? HI(3) : bh;
	w->clu->progress++;
	FOR_LANES(m, l) {
		LaneAcc acc;
		uint8_t *p = lane_mem(w, in, a, l, 16, 1, &acc);
		if (!p)
			return H_STOP;
		unsigned char *lk = acc.space == SPACE_GLOBAL ? &lock128[((uintptr_t)p >> 4) & 63] : NULL;
		if (lk)
			while (__atomic_test_and_set(lk, __ATOMIC_ACQUIRE))
				;
		uint64_t ol, oh;
		memcpy(&ol, p, 8);
		memcpy(&oh, p + 8, 8);
		if (!cas || (ol == bl[l] && oh == bh[l])) {
			memcpy(p, &cl[l], 8);
			memcpy(p + 8, &ch[l], 8);
		}
		if (lk)
			__atomic_clear(lk, __ATOMIC_RELEASE);
		dl[l] = ol;
		dh[l] = oh;
		lane_event(w, in, SIM_EV_ATOM, l, &acc, 16);
	}
	return H_OK;
}

/* atom: d, [a], b[, c]; red: [a], b (red.v2/v4: b a vector).  aux2 = 1 for red. */
HANDLER(op_atom)
{
	int red = (int)in->aux2;
	const SimOpd *a = &in->op[red ? 0 : 1];
	int n = in->vec;
	/* red.v2/v4: b is a vector (op[1].regs), no single register */
	const uint64_t *B = n == 1 ? S(red ? 1 : 2) : NULL;
	const uint64_t *C = in->cmp == AO_CAS ? S(3) : B;
	uint64_t *d = red ? NULL : D(0);
	int size = (int)in->aux;
	w->clu->progress++;
	FOR_LANES(m, l) {
		LaneAcc acc;
		uint8_t *p = lane_mem(w, in, a, l, (uint32_t)(size * n), 1, &acc);
		if (!p)
			return H_STOP;
		int host_atomic = acc.space == SPACE_GLOBAL;
		if (n == 1) {
			uint64_t old = sim_atom_mem(in, p, size, host_atomic, B[l], C[l]);
			if (d)
				d[l] = old & in->dmask;
		} else {
			/* red.v2/v4: one atomic per element, at consecutive addresses */
			for (int i = 0; i < n; i++) {
				uint64_t x = RG(w, in->op[1].regs[i])[l];
				sim_atom_mem(in, p + (size_t)i * (size_t)size, size, host_atomic, x, x);
			}
		}
		lane_event(w, in, SIM_EV_ATOM, l, &acc, (uint32_t)(size * n));
	}
	return H_OK;
}

/* createpolicy.fractional.pri[.sec].b64 d[, fraction]: an L2 cache policy
 * is an opaque 64-bit value that only .L2::cache_hint operands consume, and
 * the simulator has no cache, so those hints are no-ops.  The value written
 * is the simulator's own encoding (the GPU's is not documented): bit 60
 * set, the primary and secondary eviction choices (slot alternative + 1)
 * in bits 40-43 and 36-39, the fraction's f32 bits (1.0 when absent) in
 * bits 0-31, so distinct policies stay distinct.  Decoded once (aux). */
HANDLER(op_createpolicy)
{
	uint64_t *d = D(0);
	int fo = (int)in->aux2;
	const uint64_t *F = fo >= 0 && in->op[fo].present ? S(fo) : NULL;
	LANES(m, { d[l] = (uint64_t)in->aux << 32 | (F ? F[l] & 0xffffffffu : 0x3f800000u); });
	return H_OK;
}
static int dec_createpolicy(SimIns *in, Buf *b)
{
	/* the choices of the slots that have some (primary, then secondary
	 * eviction priority), alternative + 1 in one nibble each */
	const IsaMatch *mt = &in->ir->m;
	uint32_t code = 0;
	int n = 0;
	for (int i = 0; i < mt->e->nslot && n < 2; i++)
		if (mt->e->slot[i].nalt > 1 || mt->e->slot[i].optional)
			code = code << 4 | (uint32_t)(mt->alt[i] + 1), n++;
	if (!n)
		return why(b, "no eviction priority");
	in->aux = 0x10000000u | code << (4 * (3 - n));   /* primary in bits 8-11, secondary 4-7 */
	in->aux2 = (uint32_t)sim_opnd(in, "frac");
	return 0;
}

static int dec_atom(SimIns *in, Buf *b)
{
	int op = sim_code(in, MG_ATOP);
	if (op < 0)
		return why(b, "no atomic operation");
	in->cmp = (uint8_t)op;
	in->aux2 = sim_flag(in, FL_red);
	int t = in->t ? in->t : sim_type_tok(in, 0);
	in->t = (uint8_t)t;
	in->aux = (uint32_t)(tc_bits(t) / 8);
	if (in->aux == 16) {
		if (in->cmp != AO_EXCH && in->cmp != AO_CAS)
			return why(b, "128-bit atomics are exch and cas only");
		in->fn = op_atom128;
		return dec_b128(in, b);
	}
	if (in->aux != 2 && in->aux != 4 && in->aux != 8)
		return why(b, "atomic width not simulated");
	if (in->vec > 1) {
		if (!in->aux2 || in->op[1].kind != O_VEC || in->op[1].n != in->vec)
			return why(b, "vector atomics are red with a vector source");
	}
	in->dmask = tmask(in->op[0].bits) & tmask(tc_bits(t));
	return 0;
}

/* ---------------------------------------------------------------- warp collectives */

static uint32_t uniform_mask(SimWarp *w, const SimOpd *o, uint32_t m)
{
	return (uint32_t)RG(w, o->r)[__builtin_ctz(m)];
}

/* Checks the member mask (the entry's operand "mask", uniform: read in the
 * first executing lane) against the executing lanes. */
static int members(SimWarp *w, const SimIns *in, uint32_t m)
{
	uint32_t mask = uniform_mask(w, &in->op[in->mask_op], m);
	if (m & ~mask)
		return sim_fail(w, in, __builtin_ctz(m & ~mask), SIM_ERR_INVALID, 0,
			"%s executed by a lane outside its member mask 0x%08x", in->spelled, mask);
	uint32_t need = mask & w->live & ~w->exited;
	if (need & ~m)
		return sim_fail(w, in, __builtin_ctz(need & ~m), SIM_ERR_INVALID, 0,
			"%s: lane in member mask 0x%08x does not execute it (divergent warp-synchronous instruction)",
			in->spelled, mask);
	return H_OK;
}

/* a d|p destination: the value register and the predicate (-1: none) */
static void dst_pred(const SimIns *in, int *dr, int *pr)
{
	const SimOpd *d = &in->op[0];
	*dr = d->kind == O_VEC ? d->regs[0] : d->r;
	*pr = d->kind == O_VEC && d->n > 1 ? d->regs[1] : -1;
}

/* shfl.sync.mode.b32 d[|p], a, b, c, mask */
HANDLER(op_shfl)
{
	if (members(w, in, m))
		return H_STOP;
	int dr, pr;
	dst_pred(in, &dr, &pr);
	const uint64_t *A = S(1), *B = S(2), *C = S(3);
	uint64_t src[NLANE], val[NLANE];
	int ok[NLANE];
	memcpy(src, A, sizeof src);
	FOR_LANES(m, l) {
		uint32_t b = (uint32_t)B[l], c = (uint32_t)C[l];
		uint32_t seg = (c >> 8) & 0x1f, clamp = c & 0x1f;
		int maxl = (int)((l & seg) | (clamp & ~seg)), minl = (int)(l & seg);
		int j, p;
		switch (in->mode) {
		case 0: j = (int)l - (int)(b & 0x1f); p = j >= maxl; break;   /* up */
		case 1: j = (int)l + (int)(b & 0x1f); p = j <= maxl; break;   /* down */
		case 2: j = (int)(l ^ (b & 0x1f)); p = j <= maxl; break;      /* bfly */
		default: j = minl | (int)(b & 0x1f & ~seg); p = j <= maxl; break;   /* idx */
		}
		if (!p)
			j = (int)l;
		val[l] = src[j & 31];
		ok[l] = p;
	}
	uint64_t *D0 = RG(w, dr);
	FOR_LANES(m, l) {
		D0[l] = val[l] & 0xffffffffu;
		if (pr >= 0)
			RG(w, pr)[l] = (uint64_t)ok[l];
	}
	return H_OK;
}
static int dec_shfl(SimIns *in, Buf *b) { return dec_code(in, MG_SHFL, &in->mode, "no shuffle mode", b); }

/* vote.sync.{all,any,uni}.pred d, a, mask; vote.sync.ballot.b32 d, a, mask */
HANDLER(op_vote)
{
	if (members(w, in, m))
		return H_STOP;
	uint32_t pm = sim_pred_mask(w, in->op[1].r, m);
	if (in->aux2)
		pm = m & ~pm;
	uint64_t r;
	switch (in->mode) {
	case 0: r = pm == m; break;
	case 1: r = pm != 0; break;
	case 2: r = pm == 0 || pm == m; break;
	default: r = pm; break;
	}
	uint64_t *d = D(0);
	FOR_LANES(m, l)
		d[l] = r;
	return H_OK;
}
static int dec_vote(SimIns *in, Buf *b) { return dec_code(in, MG_VOTE, &in->mode, "no vote mode", b); }

HANDLER(op_redux)
{
	if (members(w, in, m))
		return H_STOP;
	const uint64_t *A = S(1);
	int sgn = is_signed(in->t);
	uint64_t r = 0;
	int first = 1;
	FOR_LANES(m, l) {
		uint64_t x = A[l] & 0xffffffffu;
		if (first) {
			r = x;
			first = 0;
			continue;
		}
		switch (in->mode) {
		case 0: r = (r + x) & 0xffffffffu; break;
		case 1: r = sgn ? smin(r, x, 32) : (r < x ? r : x); break;
		case 2: r = sgn ? smax(r, x, 32) : (r > x ? r : x); break;
		case 3: r &= x; break;
		case 4: r |= x; break;
		case 5: r ^= x; break;
		}
	}
	uint64_t *d = D(0);
	FOR_LANES(m, l)
		d[l] = r;
	return H_OK;
}
static int dec_redux(SimIns *in, Buf *b)
{
	if (dec_code(in, MG_REDUX, &in->mode, "no reduction", b))
		return -1;
	if (is_float(in->t))
		return why(b, "f32 redux is not simulated");
	return 0;
}

HANDLER(op_activemask)
{
	uint64_t *d = D(0);
	FOR_LANES(m, l)
		d[l] = m;
	return H_OK;
}

/* match.any.sync.bN d, a, mask / match.all.sync.bN d[|p], a, mask */
HANDLER(op_match)
{
	if (members(w, in, m))
		return H_STOP;
	int dr, pr;
	dst_pred(in, &dr, &pr);
	const uint64_t *A = S(1);
	uint64_t res[NLANE] = {0};
	int all = 1;
	FOR_LANES(m, l) {
		uint32_t same = 0;
		FOR_LANES(m, k)
			if (A[k] == A[l])
				same |= 1u << k;
		res[l] = same;
		if (same != m)
			all = 0;
	}
	uint64_t *d = RG(w, dr);
	FOR_LANES(m, l) {
		d[l] = in->mode ? (all ? m : 0) : res[l];
		if (pr >= 0)
			RG(w, pr)[l] = (uint64_t)all;
	}
	return H_OK;
}
static int dec_match(SimIns *in, Buf *b)
{
	(void)b;
	in->mode = sim_flag(in, FL_all);
	return 0;
}

/* elect.sync d|p, mask: the lowest executing lane in mask leads */
HANDLER(op_elect)
{
	uint32_t mask = uniform_mask(w, &in->op[in->mask_op], m);
	uint32_t cand = m & mask;
	int leader = cand ? __builtin_ctz(cand) : -1;
	int dr, pr;
	dst_pred(in, &dr, &pr);
	FOR_LANES(m, l) {
		if (dr >= 0)
			RG(w, dr)[l] = (uint64_t)(leader < 0 ? 0 : leader);
		if (pr >= 0)
			RG(w, pr)[l] = (int)l == leader;
	}
	return H_OK;
}

HANDLER(op_bar_warp)
{
	return members(w, in, m);   /* trace: a COLLECTIVE event (table_event) */
}

/* ---------------------------------------------------------------- control */

HANDLER(op_exit)
{
	w->exited |= m;
	w->active &= ~m;
	return H_OK;
}

HANDLER(op_trap)
{
	(void)m;
	return sim_fail(w, in, -1, SIM_ERR_TRAP, 0, "trap executed");
}

HANDLER(op_nop)
{
	(void)w;
	(void)in;
	(void)m;
	return H_OK;
}

/* ---------------------------------------------------------------- the table */

/* The dispatch table, indexed by ISA entry id: the handler executing the
 * entry and the decoder reading its modifiers (once per instruction, at
 * program build).  An entry without a row is not simulated: the simulator
 * stops with "unsupported: <instr> at file:line" when it is reached. */
static const SimOpEntry ops[I_COUNT] = {
	/* Integer arithmetic */
	[I_add_int] = {op_add_i, dec_add},
	[I_add_sat] = {op_add_i, dec_add},
	[I_sub_int] = {op_sub_i, dec_sub},
	[I_sub_sat] = {op_sub_i, dec_sub},
	[I_add_cc] = {op_add_i, dec_add},
	[I_addc] = {op_add_i, dec_add},
	[I_sub_cc] = {op_sub_i, dec_sub},
	[I_subc] = {op_sub_i, dec_sub},
	[I_mul_int] = {op_mul_lo, dec_mul},
	[I_mul_wide16] = {op_mul_lo, dec_mul},
	[I_mul_wide32] = {op_mul_lo, dec_mul},
	[I_mad_int] = {op_mad_lo, dec_mad},
	[I_mad_hi_sat] = {op_mad_lo, dec_mad},
	[I_mad_wide16] = {op_mad_lo, dec_mad},
	[I_mad_wide32] = {op_mad_lo, dec_mad},
	[I_mad_cc] = {op_mad_lo, dec_mad},
	[I_mul24] = {op_mul24, dec_mul24},
	[I_mad24] = {op_mad24, dec_mul24},
	[I_mad24_hi_sat] = {op_mad24_hi_sat, dec_mul24},
	[I_madc] = {op_carry, dec_mad},
	[I_sad] = {op_sad_u, dec_sad},
	[I_div_int] = {op_div_u, dec_div},
	[I_rem] = {op_rem_u, dec_rem},
	[I_abs_int] = {op_abs_i, dec_abs},
	[I_neg_int] = {op_neg_i, dec_neg},
	[I_min_int] = {op_min_u, dec_min},
	[I_max_int] = {op_max_u, dec_max},
	[I_min_relu] = {op_min_u, dec_min},
	[I_max_relu] = {op_max_u, dec_max},
	[I_min_x2] = {op_min_u, dec_min},
	[I_max_x2] = {op_max_u, dec_max},
	[I_popc] = {op_popc, dec_count},
	[I_clz] = {op_clz, dec_count},
	[I_bfind] = {op_bfind_u, dec_bfind},
	[I_brev] = {op_brev, dec_bits},
	[I_bfe] = {op_bfe_u, dec_bfe},
	[I_bfi] = {op_bfi, dec_bits},
	[I_fns] = {op_fns, dec_fns},
	[I_szext] = {op_szext, dec_szext},
	[I_bmsk] = {op_bmsk, dec_bmsk},
	[I_dp4a] = {op_dp, dec_dp},
	[I_dp2a] = {op_dp, dec_dp},
	/* Bit operations */
	[I_and] = {op_and, dec_bits},
	[I_or] = {op_or, dec_bits},
	[I_xor] = {op_xor, dec_bits},
	[I_not] = {op_not, dec_bits},
	[I_cnot] = {op_cnot, dec_bits},
	[I_lop3] = {op_lop3, NULL},
	[I_shl] = {op_shl, dec_bits},
	[I_shr] = {op_shr_u, dec_shr},
	[I_shf] = {op_shf, dec_shf},
	[I_prmt] = {op_prmt, dec_prmt},
	/* Floating point (f32, f64) */
	[I_add_f32] = {op_add_i, dec_add},
	[I_sub_f32] = {op_sub_i, dec_sub},
	[I_mul_f32] = {op_mul_lo, dec_mul},
	[I_add_f64] = {op_add_i, dec_add},
	[I_sub_f64] = {op_sub_i, dec_sub},
	[I_mul_f64] = {op_mul_lo, dec_mul},
	[I_fma_f32] = {op_float, dec_fma},
	[I_fma_f64] = {op_float, dec_fma},
	[I_mad_f32] = {op_mad_lo, dec_mad},
	[I_mad_f64] = {op_mad_lo, dec_mad},
	[I_div_f32] = {op_div_u, dec_div},
	[I_div_approx] = {op_div_u, dec_div},
	[I_div_f64] = {op_div_u, dec_div},
	[I_abs_f32] = {op_abs_i, dec_abs},
	[I_abs_f64] = {op_abs_i, dec_abs},
	[I_neg_f32] = {op_neg_i, dec_neg},
	[I_neg_f64] = {op_neg_i, dec_neg},
	[I_min_f32] = {op_min_u, dec_min},
	[I_max_f32] = {op_max_u, dec_max},
	[I_min_f64] = {op_min_u, dec_min},
	[I_max_f64] = {op_max_u, dec_max},
	[I_copysign] = {op_copysign32, dec_copysign},
	[I_testp] = {op_testp, dec_testp},
	[I_rcp_f32] = {op_float, dec_rcp},
	[I_rcp_approx] = {op_float, dec_rcp},
	[I_rcp_f64] = {op_float, dec_rcp},
	[I_rcp_approx_f64] = {op_float, dec_rcp},
	[I_sqrt_f32] = {op_float, dec_sqrt},
	[I_sqrt_approx] = {op_float, dec_sqrt},
	[I_sqrt_f64] = {op_float, dec_sqrt},
	[I_rsqrt] = {op_float, dec_rsqrt},
	[I_rsqrt_f64] = {op_float, dec_rsqrt},
	[I_sin] = {op_float, dec_sin},
	[I_cos] = {op_float, dec_cos},
	[I_lg2] = {op_float, dec_lg2},
	[I_ex2] = {op_float, dec_ex2},
	[I_ex2_f16] = {op_float, dec_ex2},
	[I_ex2_bf16] = {op_float, dec_ex2},
	[I_tanh] = {op_float, dec_tanh},
	[I_tanh_bf16] = {op_float, dec_tanh},
	/* Half precision (f16, f16x2, bf16, bf16x2) */
	[I_add_f16] = {op_add_i, dec_add},
	[I_sub_f16] = {op_sub_i, dec_sub},
	[I_mul_f16] = {op_mul_lo, dec_mul},
	[I_add_bf16] = {op_add_i, dec_add},
	[I_sub_bf16] = {op_sub_i, dec_sub},
	[I_mul_bf16] = {op_mul_lo, dec_mul},
	[I_fma_f16] = {op_float, dec_fma},
	[I_fma_f16_relu] = {op_float, dec_fma},
	[I_fma_bf16] = {op_float, dec_fma},
	[I_neg_f16] = {op_neg_i, dec_neg},
	[I_neg_bf16] = {op_neg_i, dec_neg},
	[I_abs_f16] = {op_abs_i, dec_abs},
	[I_abs_bf16] = {op_abs_i, dec_abs},
	[I_min_f16] = {op_min_u, dec_min},
	[I_max_f16] = {op_max_u, dec_max},
	[I_min_bf16] = {op_min_u, dec_min},
	[I_max_bf16] = {op_max_u, dec_max},
	/* Comparison and selection */
	[I_setp_int] = {op_setp, dec_setp},
	[I_setp_uns] = {op_setp, dec_setp},
	[I_setp_bits] = {op_setp, dec_setp},
	[I_setp_int_bool] = {op_setp, dec_setp},
	[I_setp_f32] = {op_setp, dec_setp},
	[I_setp_f64] = {op_setp, dec_setp},
	[I_setp_f32_bool] = {op_setp, dec_setp},
	[I_setp_f16] = {op_setp, dec_setp},
	[I_setp_f16x2] = {op_setp, dec_setp},
	[I_setp_bf16] = {op_setp, dec_setp},
	[I_setp_bf16x2] = {op_setp, dec_setp},
	[I_set_int] = {op_setp, dec_setp},
	[I_set_f32] = {op_setp, dec_setp},
	[I_selp] = {op_selp, dec_selp},
	[I_slct_s32] = {op_slct, dec_slct},
	[I_slct_f32] = {op_slct, dec_slct},
	/* Data movement and conversion */
	[I_mov] = {op_mov, dec_mov},
	[I_mov_pack64] = {op_mov, dec_mov},
	[I_mov_pack64x4] = {op_mov, dec_mov},
	[I_mov_pack32] = {op_mov, dec_mov},
	[I_mov_unpack64] = {op_mov, dec_mov},
	[I_mov_unpack64x4] = {op_mov, dec_mov},
	[I_mov_unpack32] = {op_mov, dec_mov},
	[I_mov_b128] = {op_mov, dec_mov},
	[I_mov_pack128] = {op_mov, dec_mov},
	[I_mov_unpack128] = {op_mov, dec_mov},
	[I_cvt_int] = {op_cvt, dec_cvt},
	[I_cvt_sat_u8] = {op_cvt, dec_cvt},
	[I_cvt_sat_u16] = {op_cvt, dec_cvt},
	[I_cvt_sat_u32] = {op_cvt, dec_cvt},
	[I_cvt_sat_u64] = {op_cvt, dec_cvt},
	[I_cvt_sat_s8] = {op_cvt, dec_cvt},
	[I_cvt_sat_s16] = {op_cvt, dec_cvt},
	[I_cvt_sat_s32] = {op_cvt, dec_cvt},
	[I_cvt_sat_s64] = {op_cvt, dec_cvt},
	[I_cvt_f32_int] = {op_cvt, dec_cvt},
	[I_cvt_f64_int] = {op_cvt, dec_cvt},
	[I_cvt_f16_int] = {op_cvt, dec_cvt},
	[I_cvt_bf16_int] = {op_cvt, dec_cvt},
	[I_cvt_int_f32] = {op_cvt, dec_cvt},
	[I_cvt_int_f] = {op_cvt, dec_cvt},
	[I_cvt_int_bf16] = {op_cvt, dec_cvt},
	[I_cvt_f32_f64] = {op_cvt, dec_cvt},
	[I_cvt_f64_f32] = {op_cvt, dec_cvt},
	[I_cvt_f16_f32] = {op_cvt, dec_cvt},
	[I_cvt_f16_f64] = {op_cvt, dec_cvt},
	[I_cvt_f32_f16] = {op_cvt, dec_cvt},
	[I_cvt_f64_f16] = {op_cvt, dec_cvt},
	[I_cvt_bf16_f32] = {op_cvt, dec_cvt},
	[I_cvt_bf16_f32_rnd] = {op_cvt, dec_cvt},
	[I_cvt_f32_bf16] = {op_cvt, dec_cvt},
	[I_cvt_bf16_f] = {op_cvt, dec_cvt},
	[I_cvt_f_bf16] = {op_cvt, dec_cvt},
	[I_cvt_round_f32] = {op_cvt, dec_cvt},
	[I_cvt_round_f64] = {op_cvt, dec_cvt},
	[I_cvt_round_f16] = {op_cvt, dec_cvt},
	[I_cvt_round_bf16] = {op_cvt, dec_cvt},
	[I_cvt_pack_f16x2] = {op_cvt, dec_cvt},
	[I_cvt_pack_f16x2_sf] = {op_cvt, dec_cvt},
	[I_cvt_tf32] = {op_cvt, dec_cvt},
	[I_cvt_tf32_sf] = {op_cvt, dec_cvt},
	[I_cvt_tf32_rnd] = {op_cvt, dec_cvt},
	[I_cvt_tf32_rnd_sf] = {op_cvt, dec_cvt},
	[I_cvt_fp8_f32] = {op_cvt, dec_cvt},
	[I_cvt_fp8_f16x2] = {op_cvt, dec_cvt},
	[I_cvt_f16x2_fp8] = {op_cvt, dec_cvt},
	[I_cvt_pack_sat16] = {op_cvt, dec_cvt},
	[I_cvt_pack_sat8] = {op_cvt, dec_cvt},
	[I_cvta] = {op_cvta, dec_cvta},
	[I_cvta_to] = {op_cvta, dec_cvta},
	[I_cvta_param] = {op_cvta, dec_cvta},
	[I_cvta_cluster] = {op_cvta, dec_cvta},
	[I_isspacep] = {op_isspacep, dec_isspacep},
	[I_isspacep_param] = {op_isspacep, dec_isspacep},
	[I_isspacep_cluster] = {op_isspacep, dec_isspacep},
	[I_mapa] = {op_mapa, NULL},
	[I_getctarank] = {op_getctarank, NULL},
	/* Loads and stores */
	[I_ld] = {op_ld, dec_ldst},
	[I_ld_64] = {op_ld, dec_ldst},
	[I_ld_local] = {op_ld, dec_ldst},
	[I_ld_local_64] = {op_ld, dec_ldst},
	[I_ld_shared] = {op_ld, dec_ldst},
	[I_ld_shared_64] = {op_ld, dec_ldst},
	[I_ld_cluster] = {op_ld, dec_ldst},
	[I_ld_cluster_64] = {op_ld, dec_ldst},
	[I_ld_const] = {op_ld, dec_ldst},
	[I_ld_const_64] = {op_ld, dec_ldst},
	[I_ld_volatile] = {op_ld, dec_ldst},
	[I_ld_volatile_64] = {op_ld, dec_ldst},
	[I_ld_relaxed] = {op_ld, dec_ldst},
	[I_ld_relaxed_64] = {op_ld, dec_ldst},
	[I_ld_relaxed_shared] = {op_ld, dec_ldst},
	[I_ld_relaxed_shared_64] = {op_ld, dec_ldst},
	[I_ld_relaxed_cluster] = {op_ld, dec_ldst},
	[I_ld_relaxed_cluster_64] = {op_ld, dec_ldst},
	[I_ld_relaxed_dsmem] = {op_ld, dec_ldst},
	[I_ld_relaxed_dsmem_64] = {op_ld, dec_ldst},
	[I_ld_nc] = {op_ld, dec_ldst},
	[I_ld_nc_64] = {op_ld, dec_ldst},
	[I_ldu] = {op_ld, dec_ldst},
	[I_ldu_64] = {op_ld, dec_ldst},
	[I_ld_b128] = {op_ld, dec_ldst},
	[I_ld_b128_cluster] = {op_ld, dec_ldst},
	[I_st] = {op_st, dec_ldst},
	[I_st_64] = {op_st, dec_ldst},
	[I_st_local] = {op_st, dec_ldst},
	[I_st_local_64] = {op_st, dec_ldst},
	[I_st_shared] = {op_st, dec_ldst},
	[I_st_shared_64] = {op_st, dec_ldst},
	[I_st_cluster] = {op_st, dec_ldst},
	[I_st_cluster_64] = {op_st, dec_ldst},
	[I_st_volatile] = {op_st, dec_ldst},
	[I_st_volatile_64] = {op_st, dec_ldst},
	[I_st_relaxed] = {op_st, dec_ldst},
	[I_st_relaxed_64] = {op_st, dec_ldst},
	[I_st_relaxed_shared] = {op_st, dec_ldst},
	[I_st_relaxed_shared_64] = {op_st, dec_ldst},
	[I_st_relaxed_cluster] = {op_st, dec_ldst},
	[I_st_relaxed_cluster_64] = {op_st, dec_ldst},
	[I_st_relaxed_dsmem] = {op_st, dec_ldst},
	[I_st_relaxed_dsmem_64] = {op_st, dec_ldst},
	[I_st_b128] = {op_st, dec_ldst},
	[I_st_b128_cluster] = {op_st, dec_ldst},
	[I_st_async] = {sim_h_st_async, sim_d_st_async},
	[I_st_async_64] = {sim_h_st_async, sim_d_st_async},
	[I_red_async] = {op_atom, dec_atom},
	[I_prefetch] = {op_nop, NULL},
	[I_prefetch_evict] = {op_nop, NULL},
	[I_prefetchu] = {op_nop, NULL},
	[I_prefetch_tensormap] = {op_nop, NULL},
	/* Atomics and reductions */
	[I_atom_add] = {op_atom, dec_atom},
	[I_atom_add_hint] = {op_atom, dec_atom},
	[I_atom_minmax] = {op_atom, dec_atom},
	[I_atom_incdec] = {op_atom, dec_atom},
	[I_atom_bit] = {op_atom, dec_atom},
	[I_atom_exch] = {op_atom, dec_atom},
	[I_atom_cas] = {op_atom, dec_atom},
	[I_atom_exch128] = {op_atom, dec_atom},
	[I_atom_cas128] = {op_atom, dec_atom},
	[I_atom_exch128_sys] = {op_atom, dec_atom},
	[I_atom_cas128_sys] = {op_atom, dec_atom},
	[I_atom_cas16] = {op_atom, dec_atom},
	[I_atom_add_f16] = {op_atom, dec_atom},
	[I_atom_add_bf16] = {op_atom, dec_atom},
	[I_atom_cluster] = {op_atom, dec_atom},
	[I_atom_cluster_bit] = {op_atom, dec_atom},
	[I_atom_cluster_cas] = {op_atom, dec_atom},
	[I_atom_scope_cluster] = {op_atom, dec_atom},
	[I_red_add] = {op_atom, dec_atom},
	[I_red_add_hint] = {op_atom, dec_atom},
	[I_red_minmax] = {op_atom, dec_atom},
	[I_red_incdec] = {op_atom, dec_atom},
	[I_red_bit] = {op_atom, dec_atom},
	[I_red_add_f16] = {op_atom, dec_atom},
	[I_red_add_bf16] = {op_atom, dec_atom},
	[I_red_cluster] = {op_atom, dec_atom},
	[I_red_global_v] = {op_atom, dec_atom},
	/* Barriers and fences */
	[I_bar_sync] = {sim_h_bar_sync, sim_d_bar_sync},
	[I_barrier_sync] = {sim_h_bar_sync, sim_d_bar_sync},
	[I_bar_arrive] = {sim_h_bar_arrive, sim_d_bar_arrive},
	[I_barrier_arrive] = {sim_h_bar_arrive, sim_d_bar_arrive},
	[I_bar_red_popc] = {sim_h_bar_red, sim_d_bar_red},
	[I_bar_red_pred] = {sim_h_bar_red, sim_d_bar_red},
	[I_barrier_red_popc] = {sim_h_bar_red, sim_d_bar_red},
	[I_barrier_red_pred] = {sim_h_bar_red, sim_d_bar_red},
	[I_bar_warp_sync] = {op_bar_warp, NULL},
	[I_barrier_cluster_arrive] = {sim_h_cluster_arrive, NULL},
	[I_barrier_cluster_wait] = {sim_h_cluster_wait, NULL},
	[I_membar] = {sim_h_fence, sim_d_fence},
	[I_fence] = {sim_h_fence, sim_d_fence},
	[I_fence_cluster] = {sim_h_fence, sim_d_fence},
	[I_fence_proxy_alias] = {sim_h_fence, sim_d_fence},
	[I_fence_proxy_async] = {sim_h_fence, sim_d_fence},
	[I_fence_mbar_init] = {sim_h_fence, sim_d_fence},
	[I_fence_proxy_tensormap_rel] = {sim_h_fence, sim_d_fence},
	[I_fence_proxy_tensormap_acq] = {sim_h_fence, sim_d_fence},
	/* Warp-level collectives */
	[I_shfl] = {op_shfl, dec_shfl},
	[I_vote] = {op_vote, dec_vote},
	[I_vote_ballot] = {op_vote, dec_vote},
	[I_match_any] = {op_match, dec_match},
	[I_match_all] = {op_match, dec_match},
	[I_redux] = {op_redux, dec_redux},
	[I_redux_bit] = {op_redux, dec_redux},
	[I_activemask] = {op_activemask, NULL},
	[I_elect] = {op_elect, NULL},
	/* mbarrier */
	[I_mbar_init] = {sim_h_mbar_init, NULL},
	[I_mbar_inval] = {sim_h_mbar_inval, NULL},
	[I_mbar_arrive] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_sem] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_relaxed] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_remote] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_nocomplete] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_nocomplete_sem] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_drop] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_drop_sem] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_drop_remote] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_expect_tx] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_expect_tx_remote] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_arrive_drop_expect_tx] = {sim_h_mbar_arrive, sim_d_mbar_arrive},
	[I_mbar_expect_tx] = {sim_h_mbar_expect_tx, NULL},
	[I_mbar_complete_tx] = {sim_h_mbar_complete_tx, NULL},
	[I_mbar_test_wait] = {sim_h_mbar_test_wait, sim_d_mbar_test_wait},
	[I_mbar_test_wait_parity] = {sim_h_mbar_test_wait, sim_d_mbar_test_wait},
	[I_mbar_test_wait_sem] = {sim_h_mbar_test_wait, sim_d_mbar_test_wait},
	[I_mbar_test_wait_parity_sem] = {sim_h_mbar_test_wait, sim_d_mbar_test_wait},
	[I_mbar_try_wait] = {sim_h_mbar_try_wait, sim_d_mbar_try_wait},
	[I_mbar_try_wait_parity] = {sim_h_mbar_try_wait, sim_d_mbar_try_wait},
	[I_mbar_try_wait_relaxed] = {sim_h_mbar_try_wait, sim_d_mbar_try_wait},
	[I_mbar_try_wait_parity_relaxed] = {sim_h_mbar_try_wait, sim_d_mbar_try_wait},
	[I_mbar_pending_count] = {sim_h_mbar_pending, NULL},
	[I_cp_async_mbar_arrive] = {sim_h_cp_async_mbar, sim_d_cp_async_mbar},
	/* cp.async (non-bulk) */
	[I_cp_async_ca] = {sim_h_cp_async, NULL},
	[I_cp_async_cg] = {sim_h_cp_async, NULL},
	[I_cp_async_ca_ignore] = {sim_h_cp_async, NULL},
	[I_cp_async_cg_ignore] = {sim_h_cp_async, NULL},
	[I_cp_async_commit] = {sim_h_cp_async_commit, NULL},
	[I_cp_async_wait_group] = {sim_h_cp_async_wait, sim_d_cp_async_wait},
	[I_cp_async_wait_all] = {sim_h_cp_async_wait, sim_d_cp_async_wait},
	/* Bulk asynchronous copies (TMA) */
	[I_cp_async_bulk_g2s] = {sim_h_bulk_g2s, sim_d_bulk_g2s},
	[I_cp_async_bulk_g2s_cta] = {sim_h_bulk_g2s, sim_d_bulk_g2s},
	[I_cp_async_bulk_s2g] = {sim_h_bulk_s2g, NULL},
	[I_cp_async_bulk_s2s] = {sim_h_bulk_s2s, NULL},
	[I_cp_async_bulk_prefetch] = {op_nop, NULL},
	[I_cp_reduce_bulk_add] = {sim_h_bulk_red, sim_d_bulk_red},
	[I_cp_reduce_bulk_minmax] = {sim_h_bulk_red, sim_d_bulk_red},
	[I_cp_reduce_bulk_incdec] = {sim_h_bulk_red, sim_d_bulk_red},
	[I_cp_reduce_bulk_bit] = {sim_h_bulk_red, sim_d_bulk_red},
	[I_cp_reduce_bulk_half] = {sim_h_bulk_red, sim_d_bulk_red},
	[I_cp_reduce_bulk_s2s] = {sim_h_bulk_red, sim_d_bulk_red},
	[I_cp_async_bulk_tensor_g2s] = {sim_h_tensor_g2s, sim_d_tensor_g2s},
	[I_cp_async_bulk_tensor_g2s_i2c3] = {sim_h_tensor_g2s, sim_d_tensor_g2s},
	[I_cp_async_bulk_tensor_g2s_i2c4] = {sim_h_tensor_g2s, sim_d_tensor_g2s},
	[I_cp_async_bulk_tensor_g2s_i2c5] = {sim_h_tensor_g2s, sim_d_tensor_g2s},
	[I_cp_async_bulk_tensor_s2g] = {sim_h_tensor_g2s, sim_d_tensor_g2s},
	[I_cp_reduce_bulk_tensor] = {sim_h_tensor_g2s, sim_d_tensor_g2s},
	[I_cp_async_bulk_prefetch_tensor] = {op_nop, NULL},
	[I_cp_async_bulk_commit] = {sim_h_bulk_commit, NULL},
	[I_tensormap_cp_fenceproxy] = {sim_h_tmap_cp, NULL},
	[I_tensormap_replace_addr] = {sim_h_tmap_replace, sim_d_tmap_replace},
	[I_tensormap_replace_rank] = {sim_h_tmap_replace, sim_d_tmap_replace},
	[I_tensormap_replace_dim] = {sim_h_tmap_replace, sim_d_tmap_replace},
	[I_tensormap_replace_stride] = {sim_h_tmap_replace, sim_d_tmap_replace},
	[I_tensormap_replace_mode] = {sim_h_tmap_replace, sim_d_tmap_replace},
	[I_cp_async_bulk_wait] = {sim_h_bulk_wait, NULL},
	/* Warp matrix: ldmatrix, stmatrix, mma.sync */
	[I_ldmatrix] = {sim_h_ldmatrix, sim_d_ldmatrix},
	[I_stmatrix] = {sim_h_stmatrix, sim_d_stmatrix},
	[I_mma_m16n8k16_f32] = {sim_h_mma, sim_d_mma},
	[I_mma_m16n8k16_f16] = {sim_h_mma, sim_d_mma},
	[I_mma_m16n8k8_f32] = {sim_h_mma, sim_d_mma},
	[I_mma_m16n8k8_f16] = {sim_h_mma, sim_d_mma},
	[I_mma_m16n8k8_tf32] = {sim_h_mma, sim_d_mma},
	[I_mma_m16n8k4_tf32] = {sim_h_mma, sim_d_mma},
	[I_mma_m16n8k32_fp8] = {sim_h_mma, sim_d_mma},
	[I_mma_m16n8k32_s8] = {sim_h_mma, sim_d_mma},
	[I_mma_m16n8k16_s8] = {sim_h_mma, sim_d_mma},
	[I_mma_m8n8k4_f64] = {sim_h_mma, sim_d_mma},
	/* Warpgroup MMA (wgmma) */
	[I_wgmma_fence] = {sim_h_wgmma_fence, NULL},
	[I_wgmma_commit] = {sim_h_wgmma_commit, NULL},
	[I_wgmma_wait] = {sim_h_wgmma_wait, NULL},
	[I_wgmma_f32_k16_ss] = {sim_h_wgmma, sim_d_wgmma},
	[I_wgmma_f16_k16_ss] = {sim_h_wgmma, sim_d_wgmma},
	[I_wgmma_f32_k16_rs] = {sim_h_wgmma, sim_d_wgmma},
	[I_wgmma_f16_k16_rs] = {sim_h_wgmma, sim_d_wgmma},
	[I_wgmma_f32_k32_ss] = {sim_h_wgmma, sim_d_wgmma},
	[I_wgmma_f16_k32_ss] = {sim_h_wgmma, sim_d_wgmma},
	[I_wgmma_f32_k32_rs] = {sim_h_wgmma, sim_d_wgmma},
	[I_wgmma_f16_k32_rs] = {sim_h_wgmma, sim_d_wgmma},
	[I_wgmma_tf32_ss] = {sim_h_wgmma, sim_d_wgmma},
	[I_wgmma_tf32_rs] = {sim_h_wgmma, sim_d_wgmma},
	[I_setmaxnreg] = {sim_h_setmaxnreg, NULL},
	/* Control, grid dependencies, miscellaneous */
	[I_exit] = {op_exit, NULL},
	[I_trap] = {op_trap, NULL},
	[I_applypriority] = {op_nop, NULL},
	[I_createpolicy_frac] = {op_createpolicy, dec_createpolicy},
	[I_tcgen05_fence] = {op_nop, NULL},
	[I_nanosleep] = {op_nop, NULL},
	[I_griddepcontrol] = {op_nop, NULL},
	/* Tensor core gen 5 (tcgen05, sm_100a) */
};

const SimOpEntry *sim_op_for_id(int id)
{
	if (id < 0 || id >= I_COUNT || !ops[id].fn)
		return NULL;
	return &ops[id];
}

/* Does the decoder accept this form of entry id (slot choices alt)?  The
 * instruction is decoded as the front end would hand it over, with dummy
 * registers; why receives the decoder's reason on failure. */
int sim_form_supported(IsaId id, const signed char *alt, Buf *why_)
{
	const SimOpEntry *e = sim_op_for_id((int)id);
	if (!e) {
		buf_puts(why_, "no simulator handler");
		return 0;
	}
	const IsaEntry *ie = isa_entry((int)id);
	IsaMatch m = {.e = ie};
	memcpy(m.alt, alt, sizeof m.alt);
	Buf sp = {0};
	isa_spell(&m, &sp);
	SimIns in = {0};
	IrInstr ir = {.m = m};
	in.ir = &ir;
	in.spelled = buf_str(&sp);
	in.id = (int)id;
	IsaMods md;
	isa_mods(&m, &md);
	in.md = &md;
	IsaEffect fx;
	isa_effect(&m, &fx);
	in.fx = &fx;
	static int dummy[256];
	for (int i = 0; i < ISA_MAX_OPNDS; i++) {
		in.op[i].r = -1;
		in.op[i].bits = 32;
		/* a b128 operand: a dummy upper-half register, as sim_prog gives one */
		in.op[i].hi = i < ie->nopnd && ie->opnd[i].shape != OS_VEC && isa_opnd_type(&m, i) && isa_type_bits(isa_opnd_type(&m, i)) == 128 ? 0 : -1;
		in.op[i].present = i < ie->nopnd && isa_opnd_present(&m, i) && !(ie->opnd[i].optional && ie->opnd[i].cond_slot < 0);
		if (i < ie->nopnd && ie->opnd[i].shape == OS_VEC) {
			int n = isa_opnd_count(&m, i);
			in.op[i].kind = O_VEC;
			in.op[i].n = n > 256 ? 256 : n;
			in.op[i].regs = dummy;
		} else if (i < ie->nopnd && ie->opnd[i].shape == OS_MEM) {
			in.op[i].kind = O_ADDR;
		} else {
			in.op[i].kind = O_REG;
		}
	}
	sim_ins_mods(&in, &m);
	in.fn = e->fn;
	int ok = 1;
	if (e->dec)
		ok = e->dec(&in, why_) == 0;
	buf_free(&sp);
	return ok;
}

/* 1 when the simulator executes every form of the entry (isa_forms) */
int sim_op_supported(IsaId id)
{
	IsaForm *f;
	int all, n = isa_forms(isa_entry((int)id), &f, &all), ok = n >= 0;
	Buf why_ = {0};
	for (int i = 0; ok && i < n; i++)
		ok = sim_form_supported(id, f[i].alt, &why_);
	buf_free(&why_);
	kl_free(f);
	return ok;
}
