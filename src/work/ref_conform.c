/* Expected values of the conformance suite (tests/conformance/<family>):
 * one table of raw result bits per family, in the order the family's
 * kernel stores them (put() in tests/conformance/lib.kiln).  Each value was
 * computed by hand or from the PTX ISA text (section named in the family's
 * kernel header and in docs/conformance.md), NOT by running the simulator:
 * the point of the suite is to catch the simulator (and, on the H200, to
 * show where the hardware and the ISA text part ways).  64-bit results take
 * two slots, low word first.  Registered in refs.def as conf_<family>. */
#include "work/ref.h"
#include <math.h>
#include <stdio.h>

#define REF(name, fn) int fn(RefArgs *a, char *err, size_t errlen);
#include "work/refs.def"

#define NELEM(x) ((int64_t)(sizeof(x) / sizeof((x)[0])))

/* Copies a table into the output tensor `out` (u32), which must have
 * exactly one element per table entry. */
static int fill(RefArgs *a, const uint32_t *v, int64_t n, char *err, size_t errlen)
{
	RefTensor *o = ref_tensor(a, "out");
	if (!o || !o->is_output || !o->ref) {
		snprintf(err, errlen, "conformance reference needs an output tensor 'out'");
		return -1;
	}
	if (o->numel != n) {
		snprintf(err, errlen, "'out' has %lld elements, the table has %lld",
		         (long long)o->numel, (long long)n);
		return -1;
	}
	for (int64_t i = 0; i < n; i++)
		o->ref[i] = (double)v[i];
	return 0;
}

#define CONF(fam) \
	int ref_conf_##fam(RefArgs *a, char *err, size_t errlen) \
	{ \
		return fill(a, conf_##fam, NELEM(conf_##fam), err, errlen); \
	}

/* ---- int_arith ---- */
static const uint32_t conf_int_arith[] = {
	0x00000001,	/*   0: add.u32 0xffffffff, 2 = 1: wraps mod 2^32 */
	0x80000000,	/*   1: add.s32 0x7fffffff, 1 = 0x80000000: wraps (no .sat) */
	0x7fffffff,	/*   2: add.sat.s32 INT_MAX, 1 = INT_MAX: clamps */
	0x80000000,	/*   3: add.sat.s32 INT_MIN, -1 = INT_MIN: clamps */
	0x80000000,	/*   4: sub.sat.s32 INT_MIN, 1 = INT_MIN: clamps */
	0x7fffffff,	/*   5: sub.sat.s32 INT_MAX, -1 = INT_MAX: clamps */
	0xffffffff,	/*   6: sub.u32 0, 1 = 0xffffffff: wraps */
	0x00000001,	/*   7: add.u16 0xffff, 2 = 1: wraps mod 2^16 (zero-extended) */
	0x242d2080,	/*   8: mul.lo.u32 0x12345678, 0x9abcdef0: low 32 bits of 0x0b00ea4e242d2080 */
	0xfffffffe,	/*   9: mul.hi.u32 0xffffffff^2 = 0xfffffffe00000001 -> high word 0xfffffffe */
	0x00000000,	/*  10: mul.hi.s32 -1, -1: product +1 -> high word 0 */
	0x40000000,	/*  11: mul.hi.s32 INT_MIN, INT_MIN: product 2^62 -> high word 0x40000000 */
	0xffffffff,	/*  12: mul.hi.s32 -2, 3: product -6 = 0xfffffffffffffffa -> high word 0xffffffff */
	0xfffffffa,	/*  13: mul.wide.s32 -2, 3 = -6 sign-extended to 64 bits [lo] */
	0xffffffff,	/*  14:   ... [hi] */
	0x00000001,	/*  15: mul.wide.u32 0xffffffff^2 = 0xfffffffe00000001 [lo] */
	0xfffffffe,	/*  16:   ... [hi] */
	0xfffe0001,	/*  17: mul.wide.u16 0xffff^2 = 0xfffe0001 */
	0xffff8001,	/*  18: mul.wide.s16 -1, 0x7fff = -32767 = 0xffff8001 */
	0xe5618cf0,	/*  19: mul.lo.u64 0x0123456789abcdef, 0xfedcba9876543210: low 64 bits of the 128-bit product [lo] */
	0x2236d88f,	/*  20:   ... [hi] */
	0xfffffffe,	/*  21: mul.hi.u64 (2^64-1)^2 = 2^128 - 2^65 + 1 -> high 64 bits 0xfffffffffffffffe [lo] */
	0xffffffff,	/*  22:   ... [hi] */
	0xffffffff,	/*  23: mul.hi.s64 -1, 2: product -2 -> high 64 bits all ones [lo] */
	0xffffffff,	/*  24:   ... [hi] */
	0x00000011,	/*  25: mad.lo.s32 3, 4, 5 = 17 */
	0x00000007,	/*  26: mad.lo.u32 0x10000, 0x10000, 7: low word of 2^32 is 0, + 7 */
	0x00000001,	/*  27: mad.hi.u32 0xffffffff, 0xffffffff, 3: high word 0xfffffffe + 3 wraps to 1 */
	0x7fffffff,	/*  28: mad.hi.sat.s32 INT_MAX, INT_MAX, INT_MAX: high word 0x3fffffff + INT_MAX overflows -> saturates to INT_MAX */
	0x80000000,	/*  29: mad.hi.sat.s32 INT_MIN, INT_MAX, INT_MIN: product -2^62+2^31 high word 0xc0000000 (-2^30) + INT_MIN underflows -> INT_MIN */
	0xfffffffe,	/*  30: mad.wide.u32 0xffffffff, 2, 0xffffffff00000000 = 0x1fffffffe + c = 2^64 - 2 (no wrap) [lo] */
	0x00000000,	/*  31:   ... [hi] */
	0xfffffffd,	/*  32: mad.wide.s32 -1, 5, 2 = -3 as s64 [lo] */
	0xffffffff,	/*  33:   ... [hi] */
	0xfffffffd,	/*  34: div.s32 -7, 2 = -3: truncates toward zero */
	0xffffffff,	/*  35: rem.s32 -7, 2 = -1: sign of the dividend */
	0xfffffffd,	/*  36: div.s32 7, -2 = -3 */
	0x00000001,	/*  37: rem.s32 7, -2 = 1: sign of the dividend */
	0x7ffffffc,	/*  38: div.u32 0xfffffff9, 2 = 0x7ffffffc: unsigned */
	0x00000001,	/*  39: rem.u32 0xfffffff9, 2 = 1 */
	0xfffffffe,	/*  40: div.s64 -9, 4 = -2 [lo] */
	0xffffffff,	/*  41:   ... [hi] */
	0xffffffff,	/*  42: rem.s64 -9, 4 = -1 [lo] */
	0xffffffff,	/*  43:   ... [hi] */
	0xfffffffd,	/*  44: div.u64 0xfffffffffffffff7, 4 = 0x3ffffffffffffffd [lo] */
	0x3fffffff,	/*  45:   ... [hi] */
	0x00000003,	/*  46: rem.u64 0xfffffffffffffff7, 4 = 3 [lo] */
	0x00000000,	/*  47:   ... [hi] */
	0x0000fffd,	/*  48: div.s16 -7, 2 = -3 = 0xfffd (16-bit, zero-extended into the slot) */
	0xffffffff,	/*  49: min.s32 -1, 1 = -1 */
	0x00000001,	/*  50: min.u32 0xffffffff, 1 = 1: unsigned compare */
	0x00000001,	/*  51: max.s32 -1, 1 = 1 */
	0xffffffff,	/*  52: max.u32 0xffffffff, 1 = 0xffffffff */
	0x00000000,	/*  53: min.s64 INT64_MIN, 0 = INT64_MIN [lo] */
	0x80000000,	/*  54:   ... [hi] */
	0x00008000,	/*  55: max.u16 0x8000, 0x7fff = 0x8000: unsigned */
	0x00007fff,	/*  56: max.s16 0x8000 (-32768), 0x7fff = 0x7fff: signed */
	0x00000005,	/*  57: abs.s32 -5 = 5 */
	0x80000000,	/*  58: abs.s32 INT_MIN = INT_MIN: |INT_MIN| does not fit; two's complement wrap (0 - a) */
	0x80000000,	/*  59: neg.s32 INT_MIN = INT_MIN: 0 - INT_MIN wraps */
	0xfffffffb,	/*  60: neg.s32 5 = -5 = 0xfffffffb */
	0xffffffff,	/*  61: neg.s64 1 = -1 [lo] */
	0xffffffff,	/*  62:   ... [hi] */
	0x0000006b,	/*  63: sad.u32 3, 10, 100 = |3 - 10| + 100 = 107 */
	0x00000007,	/*  64: sad.s32 -3, 4, 0 = |-3 - 4| = 7 (signed difference) */
	0x00000011,	/*  65: popc.b32 0xf0f0f0f1 = 17 */
	0x00000000,	/*  66: popc.b32 0 = 0 */
	0x00000040,	/*  67: popc.b64 all ones = 64 (u32 result) */
	0x00000020,	/*  68: clz.b32 0 = 32 */
	0x0000001f,	/*  69: clz.b32 1 = 31 */
	0x00000000,	/*  70: clz.b32 0x80000000 = 0 */
	0x0000003f,	/*  71: clz.b64 1 = 63 */
	0x00000040,	/*  72: clz.b64 0 = 64 */
	0xffffffff,	/*  73: bfind.u32 0 = 0xffffffff: no bit found */
	0x00000010,	/*  74: bfind.u32 0x00010000 = 16 */
	0xffffffff,	/*  75: bfind.s32 -1 = 0xffffffff: a negative input looks for the most significant 0, there is none */
	0x0000000b,	/*  76: bfind.s32 0xfffff000 = 11: most significant non-sign (0) bit */
	0x00000010,	/*  77: bfind.s32 0x00010000 = 16 */
	0x0000000f,	/*  78: bfind.shiftamt.u32 0x00010000 = 31 - 16 = 15: left shift that normalizes the bit to the msb */
	0xffffffff,	/*  79: bfind.shiftamt.u32 0 = 0xffffffff: not found is not converted */
	0x00000028,	/*  80: bfind.u64 2^40 = 40 */
	0x0000003e,	/*  81: bfind.s64 INT64_MIN = 62: most significant 0 below the sign bit */
	0x80000000,	/*  82: brev.b32 1 = 0x80000000 */
	0x1e6a2c48,	/*  83: brev.b32 0x12345678 = 0x1e6a2c48 */
	0x00000000,	/*  84: brev.b64 1 = 2^63 [lo] */
	0x80000000,	/*  85:   ... [hi] */
};
CONF(int_arith)

/* ---- bitops ---- */
static const uint32_t conf_bitops[] = {
	0x12345670,	/*   0: and.b32 0x12345678, 0x9abcdef0 */
	0x9abcdef8,	/*   1: or.b32 */
	0x88888888,	/*   2: xor.b32 */
	0xedcba987,	/*   3: not.b32 0x12345678 = 0xedcba987 */
	0x00000000,	/*   4: cnot.b32 0x12345678 = 0 (a != 0) */
	0x00000001,	/*   5: cnot.b32 0 = 1 */
	0x23456780,	/*   6: shl.b32 x, 4 = 0x23456780 */
	0x00000000,	/*   7: shl.b32 x, 31 = 0 (bit 0 of x is 0) */
	0x00000000,	/*   8: shl.b32 x, 32 = 0: amounts > width clamp to the width (9.7.8.x shl) */
	0x00000000,	/*   9: shl.b32 x, 0xffffffff = 0: the amount is unsigned, clamped */
	0x00000001,	/*  10: shr.u32 0x80000000, 31 = 1 */
	0x00000000,	/*  11: shr.u32 0x80000000, 40 = 0: clamped to 32, zero fill */
	0xf8000000,	/*  12: shr.s32 INT_MIN, 4 = 0xf8000000: arithmetic, sign fill */
	0xffffffff,	/*  13: shr.s32 INT_MIN, 40 = 0xffffffff: clamped to 32, all sign bits */
	0x00000000,	/*  14: shr.s32 INT_MAX, 40 = 0 */
	0x08000000,	/*  15: shr.b32 0x80000000, 4 = 0x08000000: .b shifts are logical */
	0x00000000,	/*  16: shl.b64 1, 63 = 2^63 [lo] */
	0x80000000,	/*  17:   ... [hi] */
	0x00000000,	/*  18: shl.b64 1, 64 = 0 [lo] */
	0x00000000,	/*  19:   ... [hi] */
	0xffffffff,	/*  20: shr.s64 INT64_MIN, 100 = all ones (clamped to 64) [lo] */
	0xffffffff,	/*  21:   ... [hi] */
	0x00000001,	/*  22: shr.u64 2^63, 63 = 1 [lo] */
	0x00000000,	/*  23:   ... [hi] */
	0x0000ffff,	/*  24: shr.s16 0x8000, 17 = 0xffff (clamped to 16, sign fill; zero-extended into the slot) */
	0x96969696,	/*  25: lop3 0xf0.., 0xcc.., 0xaa.., 0x96 (a^b^c): with the canonical inputs each result byte is the LUT = 0x96969696 */
	0xe8e8e8e8,	/*  26: lop3 0xf0.., 0xcc.., 0xaa.., 0xe8 (majority): with the canonical inputs each result byte is the LUT = 0xe8e8e8e8 */
	0x01010101,	/*  27: lop3 0xf0.., 0xcc.., 0xaa.., 0x01 (~(a|b|c)): with the canonical inputs each result byte is the LUT = 0x01010101 */
	0x00000000,	/*  28: lop3 0xf0.., 0xcc.., 0xaa.., 0x00 (0): with the canonical inputs each result byte is the LUT = 0x00000000 */
	0xffffffff,	/*  29: lop3 0xf0.., 0xcc.., 0xaa.., 0xff (~0): with the canonical inputs each result byte is the LUT = 0xffffffff */
	0x87878787,	/*  30: lop3 x, y, m, 0x96 = x ^ y ^ m */
	0x1a3c5e78,	/*  31: lop3 x, y, m, 0xe8 = majority(x, y, m) */
	0x1f3f5f77,	/*  32: lop3 x, y, m, 0xca = x ? y : m (bitwise select; F(0xf0,0xcc,0xaa)=0xca) */
	0x02040600,	/*  33: lop3 x, y, m, 0x80 = x & y & m */
	0x9fbfdfff,	/*  34: lop3 x, y, m, 0xfe = x | y | m */
	0x8d8b8987,	/*  35: lop3 x, y, m, 0x1e = x ^ (y | m) (0xf0 ^ (0xcc|0xaa) = 0x1e) */
	0x03020100,	/*  36: prmt a=0x03020100 b=0x07060504 c=0x3210: identity -> a */
	0x05010400,	/*  37: prmt c=0x5140: d.b0=byte0, d.b1=byte4, d.b2=byte1, d.b3=byte5 */
	0x07060504,	/*  38: prmt c=0x7654 -> b */
	0x00ff01ff,	/*  39: prmt a=0x80ff7f01 b=0 c=0x9a0b: b0 sel 3 +sign(0x80)->0xff, b1 sel 0 ->0x01, b2 sel 2 +sign(0xff)->0xff, b3 sel 1 +sign(0x7f)->0x00 */
	0x017fff80,	/*  40: prmt a=0x80ff7f01 b=0 c=0xffff0123: only c[15:0] used; bytes 3,2,1,0 reversed */
	0x0000000f,	/*  41: bfe.u32 0xf0f0f0f0, 4, 8 = bits [11:4] = 0x0f */
	0xffffffff,	/*  42: bfe.s32 0xf00, 8, 4: field 0xf, sign bit (bit 11) 1 -> 0xffffffff */
	0x00000007,	/*  43: bfe.s32 0x700, 8, 4: field 0x7, sign bit 0 -> 7 */
	0xfffffff8,	/*  44: bfe.s32 INT_MIN, 28, 8: field runs past bit 31; bits 28..31 = 1000, sign = a[min(35,31)] = 1 -> 0xfffffff8 */
	0x00000008,	/*  45: bfe.u32 INT_MIN, 28, 8 = 0x8 (zero fill) */
	0x0000000f,	/*  46: bfe.u32 0xf0, pos 0x104, 4: pos = c & 0xff = 4 -> 0xf */
	0x00000000,	/*  47: bfe.s32 -1, 4, len 0 = 0 (len 0: sbit 0) */
	0xffffffff,	/*  48: bfe.s32 INT_MIN, pos 40, 4: pos past msb -> every bit is sbit = a[31] = 1 -> 0xffffffff */
	0x0000000f,	/*  49: bfe.u64 0xf00000000000000f, 60, 8 = 0xf [lo] */
	0x00000000,	/*  50:   ... [hi] */
	0xfffffff8,	/*  51: bfe.s64 0x80000000, 28, 4: field 0x8, sign 1 -> 0xfffffffffffffff8 [lo] */
	0xffffffff,	/*  52:   ... [hi] */
	0x12345f78,	/*  53: bfi.b32 0xff into 0x12345678 at 8, len 4 = 0x12345f78 */
	0xc0000000,	/*  54: bfi.b32 0xff into 0 at 30, len 8: only bits 30,31 fit -> 0xc0000000 */
	0x12345678,	/*  55: bfi.b32 len 0 -> b unchanged */
	0x12345678,	/*  56: bfi.b32 pos 32 > msb -> b unchanged */
	0x00000028,	/*  57: bfi.b32 5 into 0 at pos 0x103 (& 0xff = 3), len 3 = 0x28 */
	0x00000000,	/*  58: bfi.b64 0xff into 0 at 60, len 8 = 0xf000000000000000 [lo] */
	0xf0000000,	/*  59:   ... [hi] */
	0x12345678,	/*  60: shf.l.wrap a=0x89abcdef b=0x01234567 c=4: high word of {b,a}<<4 = 0x12345678 */
	0x12345678,	/*  61: shf.l.wrap c=36: c & 31 = 4 -> 0x12345678 */
	0x89abcdef,	/*  62: shf.l.clamp c=36: min(c,32) = 32 -> a */
	0x01234567,	/*  63: shf.l.clamp c=0 -> b */
	0x789abcde,	/*  64: shf.r.wrap c=4: low word of {b,a}>>4 = 0x789abcde */
	0x89abcdef,	/*  65: shf.r.wrap c=32: 32 & 31 = 0 -> a */
	0x01234567,	/*  66: shf.r.clamp c=40: 32 -> b */
	0x02468acf,	/*  67: shf.r.clamp c=31 = (b << 1) | (a >> 31) = 0x02468acf */
};
CONF(bitops)

static const uint32_t conf_bitops_prmt[] = {
	0x04030201,	/*   0: prmt.f4e c=1: bytes 4 3 2 1 (ISA mode table) */
	0x06050403,	/*   1: prmt.f4e c=7: only c[1:0]=3 -> bytes 6 5 4 3 */
	0x05060700,	/*   2: prmt.b4e c=0: bytes 5 6 7 0 */
	0x07000102,	/*   3: prmt.b4e c=2: bytes 7 0 1 2 */
	0x02020202,	/*   4: prmt.rc8 c=2: byte 2 replicated */
	0x03020101,	/*   5: prmt.ecl c=1: bytes 3 2 1 1 */
	0x02020100,	/*   6: prmt.ecr c=2: bytes 2 2 1 0 */
	0x03020302,	/*   7: prmt.rc16 c=1: bytes 3 2 3 2 */
	0x01000100,	/*   8: prmt.rc16 c=2: bytes 1 0 1 0 */
};
CONF(bitops_prmt)

/* ---- setp_selp ---- */
static const uint32_t conf_setp_selp[] = {
	0x00000000,	/*   0: setp.eq.f32 1.0, 2.0 */
	0x00000001,	/*   1: setp.eq.f32 2.0, 2.0 */
	0x00000000,	/*   2: setp.eq.f32 NaN, 1.0 */
	0x00000001,	/*   3: setp.eq.f32 +0, -0 */
	0x00000001,	/*   4: setp.ne.f32 1.0, 2.0 */
	0x00000000,	/*   5: setp.ne.f32 2.0, 2.0 */
	0x00000000,	/*   6: setp.ne.f32 NaN, 1.0 */
	0x00000000,	/*   7: setp.ne.f32 +0, -0 */
	0x00000001,	/*   8: setp.lt.f32 1.0, 2.0 */
	0x00000000,	/*   9: setp.lt.f32 2.0, 2.0 */
	0x00000000,	/*  10: setp.lt.f32 NaN, 1.0 */
	0x00000000,	/*  11: setp.lt.f32 +0, -0 */
	0x00000001,	/*  12: setp.le.f32 1.0, 2.0 */
	0x00000001,	/*  13: setp.le.f32 2.0, 2.0 */
	0x00000000,	/*  14: setp.le.f32 NaN, 1.0 */
	0x00000001,	/*  15: setp.le.f32 +0, -0 */
	0x00000000,	/*  16: setp.gt.f32 1.0, 2.0 */
	0x00000000,	/*  17: setp.gt.f32 2.0, 2.0 */
	0x00000000,	/*  18: setp.gt.f32 NaN, 1.0 */
	0x00000000,	/*  19: setp.gt.f32 +0, -0 */
	0x00000000,	/*  20: setp.ge.f32 1.0, 2.0 */
	0x00000001,	/*  21: setp.ge.f32 2.0, 2.0 */
	0x00000000,	/*  22: setp.ge.f32 NaN, 1.0 */
	0x00000001,	/*  23: setp.ge.f32 +0, -0 */
	0x00000000,	/*  24: setp.equ.f32 1.0, 2.0 (unordered: true on NaN) */
	0x00000001,	/*  25: setp.equ.f32 2.0, 2.0 (unordered: true on NaN) */
	0x00000001,	/*  26: setp.equ.f32 NaN, 1.0 (unordered: true on NaN) */
	0x00000001,	/*  27: setp.equ.f32 +0, -0 (unordered: true on NaN) */
	0x00000001,	/*  28: setp.neu.f32 1.0, 2.0 (unordered: true on NaN) */
	0x00000000,	/*  29: setp.neu.f32 2.0, 2.0 (unordered: true on NaN) */
	0x00000001,	/*  30: setp.neu.f32 NaN, 1.0 (unordered: true on NaN) */
	0x00000000,	/*  31: setp.neu.f32 +0, -0 (unordered: true on NaN) */
	0x00000001,	/*  32: setp.ltu.f32 1.0, 2.0 (unordered: true on NaN) */
	0x00000000,	/*  33: setp.ltu.f32 2.0, 2.0 (unordered: true on NaN) */
	0x00000001,	/*  34: setp.ltu.f32 NaN, 1.0 (unordered: true on NaN) */
	0x00000000,	/*  35: setp.ltu.f32 +0, -0 (unordered: true on NaN) */
	0x00000001,	/*  36: setp.leu.f32 1.0, 2.0 (unordered: true on NaN) */
	0x00000001,	/*  37: setp.leu.f32 2.0, 2.0 (unordered: true on NaN) */
	0x00000001,	/*  38: setp.leu.f32 NaN, 1.0 (unordered: true on NaN) */
	0x00000001,	/*  39: setp.leu.f32 +0, -0 (unordered: true on NaN) */
	0x00000000,	/*  40: setp.gtu.f32 1.0, 2.0 (unordered: true on NaN) */
	0x00000000,	/*  41: setp.gtu.f32 2.0, 2.0 (unordered: true on NaN) */
	0x00000001,	/*  42: setp.gtu.f32 NaN, 1.0 (unordered: true on NaN) */
	0x00000000,	/*  43: setp.gtu.f32 +0, -0 (unordered: true on NaN) */
	0x00000000,	/*  44: setp.geu.f32 1.0, 2.0 (unordered: true on NaN) */
	0x00000001,	/*  45: setp.geu.f32 2.0, 2.0 (unordered: true on NaN) */
	0x00000001,	/*  46: setp.geu.f32 NaN, 1.0 (unordered: true on NaN) */
	0x00000001,	/*  47: setp.geu.f32 +0, -0 (unordered: true on NaN) */
	0x00000001,	/*  48: setp.num.f32 1.0, 2.0 */
	0x00000001,	/*  49: setp.num.f32 2.0, 2.0 */
	0x00000000,	/*  50: setp.num.f32 NaN, 1.0 */
	0x00000001,	/*  51: setp.num.f32 +0, -0 */
	0x00000000,	/*  52: setp.nan.f32 1.0, 2.0 */
	0x00000000,	/*  53: setp.nan.f32 2.0, 2.0 */
	0x00000001,	/*  54: setp.nan.f32 NaN, 1.0 */
	0x00000000,	/*  55: setp.nan.f32 +0, -0 */
	0x00000001,	/*  56: setp.lt.s32 -1, 1 = 1 (signed) */
	0x00000000,	/*  57: setp.lt.u32 0xffffffff, 1 = 0 (unsigned) */
	0x00000000,	/*  58: setp.lo.u32 0xffffffff, 1 = 0 (lo = unsigned lt) */
	0x00000001,	/*  59: setp.hi.u32 0xffffffff, 1 = 1 */
	0x00000001,	/*  60: setp.ls.u32 5, 5 = 1 */
	0x00000000,	/*  61: setp.hs.u32 4, 5 = 0 */
	0x00000000,	/*  62: setp.ge.s32 INT_MIN, INT_MAX = 0 */
	0x00000001,	/*  63: setp.gt.u32 0x80000000, 0x7fffffff = 1 */
	0x00000001,	/*  64: setp.le.s32 7, 7 = 1 */
	0x00000000,	/*  65: setp.ne.s32 7, 7 = 0 */
	0x00000001,	/*  66: setp.eq.b32 0x80000000, 0x80000000 = 1 */
	0x00000000,	/*  67: setp.gt.s64 INT64_MIN, 1 = 0 */
	0x00000001,	/*  68: setp.gt.u64 2^63, 1 = 1 */
	0x00000001,	/*  69: setp.lt.s16 -32768, 1 = 1 */
	0x00000000,	/*  70: setp.lt.u16 0x8000, 1 = 0 */
	0x00000000,	/*  71: setp.eq.or.f32 NaN, NaN, false: t = (NaN == NaN) = 0; p = t | c = 0 */
	0x00000000,	/*  72: setp.eq.f32 0x00000001 (min subnormal), 0 = 0 without .ftz */
	0x00000001,	/*  73: setp.eq.ftz.f32 0x00000001, 0 = 1: the subnormal is flushed to +0 */
	0x00000000,	/*  74: setp.gt.ftz.f32 0x00000001, -0 = 0: both zero after flushing */
	0x00000001,	/*  75: setp.gt.f32 0x00000001, -0 = 1 */
	0x00000001,	/*  76: setp.lt.f32 -Inf, -FLT_MAX = 1 */
	0x00000001,	/*  77: setp.eq.f32 +Inf, +Inf = 1 */
	0x00000001,	/*  78: setp.lt.f64 1, 2 = 1 */
	0x00000001,	/*  79: setp.ltu.f64 qNaN, 1 = 1 (unordered) */
	0x00000000,	/*  80: setp.ge.f64 sNaN 0x7ff0000000000001, same = 0 (ordered compare with NaN) */
	0x00000001,	/*  81: setp.nan.f64 sNaN, 0 = 1 */
	0x00000001,	/*  82: setp.eq.f64 -0, +0 = 1 */
	0x00000001,	/*  83: setp.num.f64 +Inf, -Inf = 1 (infinities are numbers) */
	0xffffffff,	/*  84: set.lt.u32.s32 -1, 0: true -> 0xffffffff (integer destination: all ones) */
	0x00000000,	/*  85: set.lt.u32.u32 0xffffffff, 0: false -> 0 */
	0x3f800000,	/*  86: set.lt.f32.s32 -1, 0: true -> 1.0f */
	0xffffffff,	/*  87: set.nan.u32.f32 NaN, 0 -> 0xffffffff */
	0xffffffff,	/*  88: set.gtu.s32.f32 NaN, 0: unordered true -> -1 */
	0x0000000b,	/*  89: selp.u32 11, 22, true = 11 */
	0x00000016,	/*  90: selp.u32 11, 22, false = 22 */
	0x7fc00001,	/*  91: selp.f32 NaN(0x7fc00001), 1.0, true: a move, payload kept */
	0x89abcdef,	/*  92: selp.b64 x, 0, true = x [lo] */
	0x01234567,	/*  93:   ... [hi] */
	0x00000000,	/*  94: selp.b64 x, 0, false = 0 [lo] */
	0x00000000,	/*  95:   ... [hi] */
};
CONF(setp_selp)

static const uint32_t conf_setp_selp_pq[] = {
	0x00000001,	/*   0: setp.lt.f32 p|q, 1, 2: p = t = 1 */
	0x00000000,	/*   1:   q = !t = 0 */
	0x00000000,	/*   2: setp.lt.f32 p|q, NaN, 1: p = 0 (ordered) */
	0x00000001,	/*   3:   q = !t = 1 (q is the complement, not the unordered compare) */
	0x00000001,	/*   4: setp.ltu.f32 p|q, NaN, 1: p = 1 */
	0x00000000,	/*   5:   q = 0 */
	0x00000000,	/*   6: setp.lt.and.s32 p|q, 1, 2, false: p = t & c = 0 */
	0x00000000,	/*   7:   q = !t & c = 0 */
	0x00000001,	/*   8: setp.lt.and.s32 p|q, 1, 2, true: p = 1 */
	0x00000000,	/*   9:   q = 0 */
	0x00000001,	/*  10: setp.lt.or.s32 p|q, 3, 2, true: p = 0 | 1 = 1 */
	0x00000001,	/*  11:   q = 1 | 1 = 1 */
	0x00000000,	/*  12: setp.lt.or.s32 p|q, 3, 2, false: p = 0 */
	0x00000001,	/*  13:   q = !t | c = 1 */
	0x00000000,	/*  14: setp.lt.xor.s32 p|q, 1, 2, true: p = 1 ^ 1 = 0 */
	0x00000001,	/*  15:   q = 0 ^ 1 = 1 */
	0x00000001,	/*  16: setp.nan.and.f32 p|q, NaN, 1, true: p = 1 */
	0x00000000,	/*  17:   q = 0 */
};
CONF(setp_selp_pq)

/* ---- f32_arith ---- */
static const uint32_t conf_f32_arith[] = {
	0x3f800000,	/*   0: add.rn.f32 0x3f800000, 0x33800000 = 0x3f800000: 1 + 2^-24 is exactly half an ulp above 1.0 */
	0x3f800000,	/*   1: add.rz.f32 0x3f800000, 0x33800000 = 0x3f800000: 1 + 2^-24 is exactly half an ulp above 1.0 */
	0x3f800000,	/*   2: add.rm.f32 0x3f800000, 0x33800000 = 0x3f800000: 1 + 2^-24 is exactly half an ulp above 1.0 */
	0x3f800001,	/*   3: add.rp.f32 0x3f800000, 0x33800000 = 0x3f800001: 1 + 2^-24 is exactly half an ulp above 1.0 */
	0x3f800002,	/*   4: add.rn.f32 0x3f800000, 0x34400000 = 0x3f800002: 1 + 0.75 ulp */
	0x3f800001,	/*   5: add.rz.f32 0x3f800000, 0x34400000 = 0x3f800001: 1 + 0.75 ulp */
	0x3f800001,	/*   6: add.rm.f32 0x3f800000, 0x34400000 = 0x3f800001: 1 + 0.75 ulp */
	0x3f800002,	/*   7: add.rp.f32 0x3f800000, 0x34400000 = 0x3f800002: 1 + 0.75 ulp */
	0xbf800000,	/*   8: add.rn.f32 0xbf800000, 0xb3800000 = 0xbf800000: -1 - 2^-24: a tie below -1.0 */
	0xbf800000,	/*   9: add.rz.f32 0xbf800000, 0xb3800000 = 0xbf800000: -1 - 2^-24: a tie below -1.0 */
	0xbf800001,	/*  10: add.rm.f32 0xbf800000, 0xb3800000 = 0xbf800001: -1 - 2^-24: a tie below -1.0 */
	0xbf800000,	/*  11: add.rp.f32 0xbf800000, 0xb3800000 = 0xbf800000: -1 - 2^-24: a tie below -1.0 */
	0x3f800002,	/*  12: add.rn.f32 0x3f800001, 0x33800000 = 0x3f800002: (1+2^-23) + 2^-24: tie, odd neighbour -> rounds up to the even 1+2^-22 */
	0x3f800001,	/*  13: add.rn.f32 0x3f800000, 0x33800001 = 0x3f800001: 1 + (2^-24 + 2^-47): just above the tie -> up */
	0x00000000,	/*  14: add.rn.f32 0x40490fdb, 0xc0490fdb = 0x00000000: x + (-x) = +0 in round-to-nearest */
	0x80000000,	/*  15: add.rm.f32 0x40490fdb, 0xc0490fdb = 0x80000000: x + (-x) = -0 when rounding toward -Inf (IEEE 754 6.3) */
	0x007fffff,	/*  16: sub.rn.f32 0x00800000, 0x00000001 = 0x007fffff: 2^-126 - 2^-149 = 0x007fffff: exact subnormal result */
	0x00000002,	/*  17: add.rn.f32 0x00000001, 0x00000001 = 0x00000002: two smallest subnormals: 2^-148 exactly */
	0x00000000,	/*  18: add.rn.ftz.f32 0x00000001, 0x00000001 = 0x00000000: same with .ftz: subnormal inputs flushed to +0 */
	0x3f800002,	/*  19: mul.rn.f32 0x3f800001, 0x3f800001 = 0x3f800002: (1+2^-23)^2 = 1 + 2^-22 + 2^-46 */
	0x3f800002,	/*  20: mul.rz.f32 0x3f800001, 0x3f800001 = 0x3f800002: (1+2^-23)^2 = 1 + 2^-22 + 2^-46 */
	0x3f800002,	/*  21: mul.rm.f32 0x3f800001, 0x3f800001 = 0x3f800002: (1+2^-23)^2 = 1 + 2^-22 + 2^-46 */
	0x3f800003,	/*  22: mul.rp.f32 0x3f800001, 0x3f800001 = 0x3f800003: (1+2^-23)^2 = 1 + 2^-22 + 2^-46 */
	0x3fc00002,	/*  23: mul.rn.f32 0x3f800001, 0x3fc00000 = 0x3fc00002: (1+2^-23) * 1.5 = 1.5 + 1.5 ulp: tie -> even mantissa 0x400002 */
	0x3fc00001,	/*  24: mul.rz.f32 0x3f800001, 0x3fc00000 = 0x3fc00001: same toward zero */
	0x00800000,	/*  25: mul.rn.f32 0x3f7fffff, 0x00800000 = 0x00800000: (1-2^-24) * 2^-126: subnormal grid tie 2^-126 - 2^-150 -> even = 2^-126 */
	0x00000000,	/*  26: mul.rn.ftz.f32 0x3f7fffff, 0x00800000 = 0x00000000: same with .ftz: tiny after rounding (unbounded exponent gives (1-2^-24)*2^-126 < 2^-126) -> +0 */
	0x00800000,	/*  27: mul.rn.ftz.f32 0x3f7ffffe, 0x00800001 = 0x00800000: (1-2^-23)(1+2^-23)*2^-126 = (1-2^-46)*2^-126 rounds to 2^-126 at 24 bits: not tiny, kept under .ftz */
	0x3f000000,	/*  28: mul.rn.f32 0x00400000, 0x7e800000 = 0x3f000000: 2^-127 (subnormal) * 2^126 = 0.5 */
	0x00000000,	/*  29: mul.rn.ftz.f32 0x00400000, 0x7e800000 = 0x00000000: same with .ftz: the subnormal input is flushed -> +0 */
	0x80000000,	/*  30: mul.rn.ftz.f32 0x80400000, 0x3f800000 = 0x80000000: -2^-127 * 1 with .ftz -> -0 (sign kept) */
	0x00400000,	/*  31: mul.rn.f32 0x00800000, 0x3f000000 = 0x00400000: 2^-126 * 0.5 = 2^-127 subnormal 0x00400000 */
	0x7f800000,	/*  32: mul.rn.f32 0x7f7fffff, 0x40000000 = 0x7f800000: FLT_MAX * 2 overflows: rn -> +Inf */
	0x7f7fffff,	/*  33: mul.rz.f32 0x7f7fffff, 0x40000000 = 0x7f7fffff: overflow toward zero -> FLT_MAX */
	0x7f7fffff,	/*  34: mul.rm.f32 0x7f7fffff, 0x40000000 = 0x7f7fffff: positive overflow toward -Inf -> FLT_MAX */
	0x7f800000,	/*  35: mul.rp.f32 0x7f7fffff, 0x40000000 = 0x7f800000: positive overflow toward +Inf -> +Inf */
	0xff800000,	/*  36: mul.rm.f32 0x7f7fffff, 0xc0000000 = 0xff800000: negative overflow toward -Inf -> -Inf */
	0xff7fffff,	/*  37: mul.rp.f32 0x7f7fffff, 0xc0000000 = 0xff7fffff: negative overflow toward +Inf -> -FLT_MAX */
	0x80000000,	/*  38: mul.rn.f32 0x80000000, 0x3f800000 = 0x80000000: -0 * 1 = -0 */
	0x3f800000,	/*  39: add.rn.sat.f32 0x3f400000, 0x3f000000 = 0x3f800000: 0.75 + 0.5 = 1.25 -> .sat clamps to 1.0 */
	0x00000000,	/*  40: add.rn.sat.f32 0xbf800000, 0x3f000000 = 0x00000000: -1 + 0.5 = -0.5 -> .sat clamps to +0 */
	0x3e800000,	/*  41: mul.rn.sat.f32 0x3f000000, 0x3f000000 = 0x3e800000: 0.25 is inside [0, 1]: unchanged */
	0x00000000,	/*  42: add.rn.sat.f32 NaN, 1 = +0: .sat flushes NaN results to +0 (ISA add.f32 .sat) */
	0x00000000,	/*  43: mul.rn.sat.f32 -0, 1 = +0: .sat result -0 becomes +0 (docs/numerics.md, measured) */
	0x7fffffff,	/*  44: add.rn.f32 +Inf, -Inf = NaN; f32 NaN results are 0x7fffffff (docs/numerics.md, measured on sm_90) */
	0x7fffffff,	/*  45: mul.rn.f32 0, Inf = NaN 0x7fffffff */
	0x7fffffff,	/*  46: add.rn.f32 sNaN 0x7f800001, 1 = 0x7fffffff: payload not propagated (measured) */
	0x7f800000,	/*  47: add.rn.f32 +Inf, FLT_MAX = +Inf */
	0x28800000,	/*  48: fma.rn.f32 0x3f800001, 0x3f800001, 0xbf800002 = 0x28800000: (1+2^-23)^2 - (1+2^-22) = 2^-46 exactly: no rounding of the product (mul then add gives 0) */
	0xc03fffff,	/*  49: fma.rn.f32 0x3f800001, 0x3f800001, 0xc0800000 = 0xc03fffff: (1+2^-23)^2 - 4 = -(3 - 2^-22 - 2^-46): between two f32s, modes pick different ones */
	0xc03ffffe,	/*  50: fma.rz.f32 0x3f800001, 0x3f800001, 0xc0800000 = 0xc03ffffe: (1+2^-23)^2 - 4 = -(3 - 2^-22 - 2^-46): between two f32s, modes pick different ones */
	0xc03fffff,	/*  51: fma.rm.f32 0x3f800001, 0x3f800001, 0xc0800000 = 0xc03fffff: (1+2^-23)^2 - 4 = -(3 - 2^-22 - 2^-46): between two f32s, modes pick different ones */
	0xc03ffffe,	/*  52: fma.rp.f32 0x3f800001, 0x3f800001, 0xc0800000 = 0xc03ffffe: (1+2^-23)^2 - 4 = -(3 - 2^-22 - 2^-46): between two f32s, modes pick different ones */
	0x7f7fffff,	/*  53: fma.rn.f32 0x7f7fffff, 0x40000000, 0xff7fffff = 0x7f7fffff: FLT_MAX*2 - FLT_MAX = FLT_MAX: the product does not overflow inside fma */
	0x28800000,	/*  54: fma.rn.ftz.f32 0x3f800001, 0x3f800001, 0xbf800002 = 0x28800000: same 2^-46 under .ftz: a normal result, kept */
	0x00400000,	/*  55: fma.rn.f32 0x00800000, 0x3f000000, 0x00000000 = 0x00400000: 2^-126 * 0.5 + 0 = 2^-127 subnormal */
	0x00000000,	/*  56: fma.rn.ftz.f32 0x00800000, 0x3f000000, 0x00000000 = 0x00000000: same with .ftz -> +0 */
	0x3f800000,	/*  57: fma.rn.sat.f32 0x3f400000, 0x3f400000, 0x3f400000 = 0x3f800000: 0.5625 + 0.75 = 1.3125 -> .sat 1.0 */
	0x3f800002,	/*  58: mad.rz.f32 0x3f800001, 0x3f800001, 0x00000000 = 0x3f800002: mad.rz = fma.rz (mad with a rounding mode is fused) */
	0x7fffffff,	/*  59: fma.rn.f32 Inf, 0, NaN = NaN 0x7fffffff */
	0x3eaaaaab,	/*  60: div.rn.f32 0x3f800000, 0x40400000 = 0x3eaaaaab: 1/3 */
	0x3eaaaaaa,	/*  61: div.rz.f32 0x3f800000, 0x40400000 = 0x3eaaaaaa: 1/3 */
	0xbeaaaaab,	/*  62: div.rm.f32 0xbf800000, 0x40400000 = 0xbeaaaaab: -1/3 */
	0x3f2aaaab,	/*  63: div.rp.f32 0x40000000, 0x40400000 = 0x3f2aaaab: 2/3 */
	0x3f2aaaab,	/*  64: div.rn.f32 0x40000000, 0x40400000 = 0x3f2aaaab: 2/3 */
	0x7f800000,	/*  65: div.rn.f32 1, +0 = +Inf */
	0xff800000,	/*  66: div.rn.f32 -1, +0 = -Inf */
	0x7fffffff,	/*  67: div.rn.f32 0, 0 = NaN 0x7fffffff */
	0x00000000,	/*  68: div.rn.f32 0x00000001, 0x40000000 = 0x00000000: 2^-149 / 2 = 2^-150: tie between 0 and 2^-149 -> even = +0 */
	0x00000002,	/*  69: div.rn.f32 0x00000003, 0x40000000 = 0x00000002: 3*2^-149 / 2 = 1.5*2^-149: tie -> even 2*2^-149 */
	0x00400000,	/*  70: div.rn.f32 0x3f800000, 0x7f000000 = 0x00400000: 1 / 2^127 = 2^-127 subnormal (ok without .ftz) */
	0x00000000,	/*  71: div.rn.ftz.f32 0x3f800000, 0x7f000000 = 0x00000000: 1 / 2^127 with .ftz -> +0 */
	0x3eaaaaab,	/*  72: rcp.rn.f32 0x40400000 = 0x3eaaaaab: 1/3 (1/3 = 0x3eaaaaaa + 2/3 ulp) */
	0x3eaaaaaa,	/*  73: rcp.rz.f32 0x40400000 = 0x3eaaaaaa: 1/3 (1/3 = 0x3eaaaaaa + 2/3 ulp) */
	0x3eaaaaaa,	/*  74: rcp.rm.f32 0x40400000 = 0x3eaaaaaa: 1/3 (1/3 = 0x3eaaaaaa + 2/3 ulp) */
	0x3eaaaaab,	/*  75: rcp.rp.f32 0x40400000 = 0x3eaaaaab: 1/3 (1/3 = 0x3eaaaaaa + 2/3 ulp) */
	0xff800000,	/*  76: rcp.rn.f32 0x80000000 = 0xff800000: 1/-0 = -Inf */
	0x00000000,	/*  77: rcp.rn.f32 0x7f800000 = 0x00000000: 1/Inf = +0 */
	0x00200000,	/*  78: rcp.rn.f32 0x7f7fffff = 0x00200000: 1/FLT_MAX = 2^-128 * (1+2^-24+...) is subnormal: 0x00200000 */
	0x00000000,	/*  79: rcp.rn.ftz.f32 0x7f7fffff = 0x00000000: same with .ftz -> +0 */
	0x3fb504f3,	/*  80: sqrt.rn.f32 0x40000000 = 0x3fb504f3: sqrt(2) */
	0x3fb504f3,	/*  81: sqrt.rz.f32 0x40000000 = 0x3fb504f3: sqrt(2) */
	0x3fb504f3,	/*  82: sqrt.rm.f32 0x40000000 = 0x3fb504f3: sqrt(2) */
	0x3fb504f4,	/*  83: sqrt.rp.f32 0x40000000 = 0x3fb504f4: sqrt(2) */
	0x40000000,	/*  84: sqrt.rn.f32 0x40800000 = 0x40000000: sqrt(4) = 2 exactly */
	0x1a3504f3,	/*  85: sqrt.rn.f32 0x00000001 = 0x1a3504f3: sqrt(2^-149) = 2^-74.5, a normal result */
	0x80000000,	/*  86: sqrt.rn.f32 0x80000000 = 0x80000000: sqrt(-0) = -0 (IEEE) */
	0x7fffffff,	/*  87: sqrt.rn.f32 0xbf800000 = 0x7fffffff: sqrt(-1) = NaN 0x7fffffff */
	0x7f800000,	/*  88: sqrt.rn.f32 0x7f800000 = 0x7f800000: sqrt(+Inf) = +Inf */
	0x00000000,	/*  89: sqrt.rn.ftz.f32 0x00000001 = 0x00000000: sqrt.ftz of a subnormal: input flushed to +0 -> +0 */
	0x80000000,	/*  90: min.f32 0x80000000, 0x00000000 = 0x80000000: min(-0, +0) = -0: -0 < +0 (ISA min) */
	0x80000000,	/*  91: min.f32 0x00000000, 0x80000000 = 0x80000000: min(+0, -0) = -0 */
	0x00000000,	/*  92: max.f32 0x80000000, 0x00000000 = 0x00000000: max(-0, +0) = +0 */
	0x3f800000,	/*  93: min.f32 0x7fc00000, 0x3f800000 = 0x3f800000: min(NaN, 1) = 1: a single NaN returns the other operand */
	0x3f800000,	/*  94: max.f32 0x3f800000, 0x7fc00000 = 0x3f800000: max(1, NaN) = 1 */
	0x7fffffff,	/*  95: min.f32 0x7fc00000, 0x7fc00001 = 0x7fffffff: min(NaN, NaN) = canonical NaN */
	0x7fffffff,	/*  96: min.NaN.f32 0x3f800000, 0x7fc00000 = 0x7fffffff: min.NaN(1, NaN) = canonical NaN 0x7fffffff */
	0x3f800000,	/*  97: max.NaN.f32 0x3f000000, 0x3f800000 = 0x3f800000: max.NaN(0.5, 1) = 1 (no NaN: ordinary max) */
	0xff7fffff,	/*  98: max.f32 0xff800000, 0xff7fffff = 0xff7fffff: max(-Inf, -FLT_MAX) = -FLT_MAX */
	0x00000000,	/*  99: min.ftz.f32 0x00000001, 0x3f800000 = 0x00000000: min.ftz(2^-149, 1): the subnormal is flushed to +0 -> +0 */
	0x00000000,	/* 100: abs.f32 -0 = +0 */
	0x80000000,	/* 101: neg.f32 +0 = -0 */
	0x7f800000,	/* 102: abs.f32 -Inf = +Inf */
	0x00000000,	/* 103: abs.ftz.f32 -2^-149: flushed -> +0 */
	0x80000000,	/* 104: neg.ftz.f32 2^-149: flushed to +0, negated -> -0 */
	0xc0000000,	/* 105: copysign.f32 a=-1, b=2: b's magnitude with a's sign = -2 */
	0x40000000,	/* 106: copysign.f32 a=1, b=-2 = +2 */
	0x00000001,	/* 107: testp.subnormal.f32 0x00000001 = 1: 2^-149 is subnormal */
	0x00000000,	/* 108: testp.normal.f32 0x00000001 = 0: a subnormal is not normal */
	0x00000000,	/* 109: testp.normal.f32 0x00000000 = 0: zero is not normal */
	0x00000000,	/* 110: testp.finite.f32 0x7f800000 = 0: Inf is not finite */
	0x00000001,	/* 111: testp.infinite.f32 0xff800000 = 1: -Inf is infinite */
	0x00000001,	/* 112: testp.notanumber.f32 0x7f800001 = 1: sNaN is NaN */
	0x00000000,	/* 113: testp.number.f32 0x7fc00000 = 0: NaN is not a number */
	0x00000001,	/* 114: testp.finite.f32 0x7f7fffff = 1: FLT_MAX is finite */
};
CONF(f32_arith)

/* ---- f64_arith ---- */
static const uint32_t conf_f64_arith[] = {
	0x00000000,	/*   0: add.rn.f64 0x3ff0000000000000, 0x3ca0000000000000 = 0x3ff0000000000000: 1 + 2^-53: exactly half an ulp [lo] */
	0x3ff00000,	/*   1:   ... [hi] */
	0x00000000,	/*   2: add.rz.f64 0x3ff0000000000000, 0x3ca0000000000000 = 0x3ff0000000000000: 1 + 2^-53: exactly half an ulp [lo] */
	0x3ff00000,	/*   3:   ... [hi] */
	0x00000000,	/*   4: add.rm.f64 0x3ff0000000000000, 0x3ca0000000000000 = 0x3ff0000000000000: 1 + 2^-53: exactly half an ulp [lo] */
	0x3ff00000,	/*   5:   ... [hi] */
	0x00000001,	/*   6: add.rp.f64 0x3ff0000000000000, 0x3ca0000000000000 = 0x3ff0000000000001: 1 + 2^-53: exactly half an ulp [lo] */
	0x3ff00000,	/*   7:   ... [hi] */
	0x00000002,	/*   8: add.rn.f64 0x3ff0000000000001, 0x3ca0000000000000 = 0x3ff0000000000002: (1+2^-52) + 2^-53: tie, odd neighbour -> rn rounds up to even [lo] */
	0x3ff00000,	/*   9:   ... [hi] */
	0x00000001,	/*  10: add.rz.f64 0x3ff0000000000001, 0x3ca0000000000000 = 0x3ff0000000000001: (1+2^-52) + 2^-53: tie, odd neighbour -> rn rounds up to even [lo] */
	0x3ff00000,	/*  11:   ... [hi] */
	0x00000001,	/*  12: add.rm.f64 0x3ff0000000000001, 0x3ca0000000000000 = 0x3ff0000000000001: (1+2^-52) + 2^-53: tie, odd neighbour -> rn rounds up to even [lo] */
	0x3ff00000,	/*  13:   ... [hi] */
	0x00000002,	/*  14: add.rp.f64 0x3ff0000000000001, 0x3ca0000000000000 = 0x3ff0000000000002: (1+2^-52) + 2^-53: tie, odd neighbour -> rn rounds up to even [lo] */
	0x3ff00000,	/*  15:   ... [hi] */
	0x00000000,	/*  16: add.rm.f64 0x400921fb54442d18, 0xc00921fb54442d18 = 0x8000000000000000: x + (-x) = -0 toward -Inf [lo] */
	0x80000000,	/*  17:   ... [hi] */
	0x00000002,	/*  18: add.rn.f64 0x0000000000000001, 0x0000000000000001 = 0x0000000000000002: 2^-1074 + 2^-1074 = 2^-1073: subnormals exact (no ftz for f64) [lo] */
	0x00000000,	/*  19:   ... [hi] */
	0x00000002,	/*  20: mul.rn.f64 0x3ff0000000000001, 0x3ff0000000000001 = 0x3ff0000000000002: (1+2^-52)^2 = 1 + 2^-51 + 2^-104 [lo] */
	0x3ff00000,	/*  21:   ... [hi] */
	0x00000002,	/*  22: mul.rz.f64 0x3ff0000000000001, 0x3ff0000000000001 = 0x3ff0000000000002: (1+2^-52)^2 = 1 + 2^-51 + 2^-104 [lo] */
	0x3ff00000,	/*  23:   ... [hi] */
	0x00000002,	/*  24: mul.rm.f64 0x3ff0000000000001, 0x3ff0000000000001 = 0x3ff0000000000002: (1+2^-52)^2 = 1 + 2^-51 + 2^-104 [lo] */
	0x3ff00000,	/*  25:   ... [hi] */
	0x00000003,	/*  26: mul.rp.f64 0x3ff0000000000001, 0x3ff0000000000001 = 0x3ff0000000000003: (1+2^-52)^2 = 1 + 2^-51 + 2^-104 [lo] */
	0x3ff00000,	/*  27:   ... [hi] */
	0x00000000,	/*  28: mul.rn.f64 0x7fefffffffffffff, 0x4000000000000000 = 0x7ff0000000000000: DBL_MAX*2 -> +Inf [lo] */
	0x7ff00000,	/*  29:   ... [hi] */
	0xffffffff,	/*  30: mul.rz.f64 0x7fefffffffffffff, 0x4000000000000000 = 0x7fefffffffffffff: DBL_MAX*2 toward zero -> DBL_MAX [lo] */
	0x7fefffff,	/*  31:   ... [hi] */
	0x00000000,	/*  32: mul.rn.f64 0x0010000000000000, 0x3fe0000000000000 = 0x0008000000000000: 2^-1022 * 0.5 = 2^-1023 subnormal [lo] */
	0x00080000,	/*  33:   ... [hi] */
	0x55555555,	/*  34: div.rn.f64 0x3ff0000000000000, 0x4008000000000000 = 0x3fd5555555555555: 1/3 [lo] */
	0x3fd55555,	/*  35:   ... [hi] */
	0x55555555,	/*  36: div.rz.f64 0x3ff0000000000000, 0x4008000000000000 = 0x3fd5555555555555: 1/3 [lo] */
	0x3fd55555,	/*  37:   ... [hi] */
	0x55555556,	/*  38: div.rp.f64 0x3ff0000000000000, 0x4008000000000000 = 0x3fd5555555555556: 1/3 [lo] */
	0x3fd55555,	/*  39:   ... [hi] */
	0x55555555,	/*  40: div.rn.f64 0x4000000000000000, 0x4008000000000000 = 0x3fe5555555555555: 2/3 [lo] */
	0x3fe55555,	/*  41:   ... [hi] */
	0x55555556,	/*  42: div.rm.f64 0xbff0000000000000, 0x4008000000000000 = 0xbfd5555555555556: -1/3 [lo] */
	0xbfd55555,	/*  43:   ... [hi] */
	0x00000000,	/*  44: div.rn.f64 0/0 = default NaN 0xfff8000000000000 (docs/numerics.md, measured) [lo] */
	0xfff80000,	/*  45:   ... [hi] */
	0x00000000,	/*  46: fma.rn.f64 = 0x3970000000000000: (1+2^-52)^2 - (1+2^-51) = 2^-104 exactly: single rounding [lo] */
	0x39700000,	/*  47:   ... [hi] */
	0xffffffff,	/*  48: fma.rn.f64 = 0xc007ffffffffffff: (1+2^-52)^2 - 4: the modes pick different neighbours [lo] */
	0xc007ffff,	/*  49:   ... [hi] */
	0xfffffffe,	/*  50: fma.rz.f64 = 0xc007fffffffffffe: (1+2^-52)^2 - 4: the modes pick different neighbours [lo] */
	0xc007ffff,	/*  51:   ... [hi] */
	0xffffffff,	/*  52: fma.rm.f64 = 0xc007ffffffffffff: (1+2^-52)^2 - 4: the modes pick different neighbours [lo] */
	0xc007ffff,	/*  53:   ... [hi] */
	0xfffffffe,	/*  54: fma.rp.f64 = 0xc007fffffffffffe: (1+2^-52)^2 - 4: the modes pick different neighbours [lo] */
	0xc007ffff,	/*  55:   ... [hi] */
	0xffffffff,	/*  56: fma.rn.f64 = 0x7fefffffffffffff: DBL_MAX*2 - DBL_MAX = DBL_MAX: no intermediate overflow [lo] */
	0x7fefffff,	/*  57:   ... [hi] */
	0x667f3bcd,	/*  58: sqrt.rn.f64 2 [lo] */
	0x3ff6a09e,	/*  59:   ... [hi] */
	0x667f3bcc,	/*  60: sqrt.rz.f64 2 [lo] */
	0x3ff6a09e,	/*  61:   ... [hi] */
	0x667f3bcd,	/*  62: sqrt.rp.f64 2 [lo] */
	0x3ff6a09e,	/*  63:   ... [hi] */
	0x00000000,	/*  64: sqrt(-1) = default NaN 0xfff8000000000000 (measured) [lo] */
	0xfff80000,	/*  65:   ... [hi] */
	0x55555555,	/*  66: rcp.rn.f64 3 [lo] */
	0x3fd55555,	/*  67:   ... [hi] */
	0x55555555,	/*  68: rcp.rz.f64 3 [lo] */
	0x3fd55555,	/*  69:   ... [hi] */
	0x55555556,	/*  70: rcp.rp.f64 3 [lo] */
	0x3fd55555,	/*  71:   ... [hi] */
	0x00000000,	/*  72: add NaN(0x7ff4..), 1: input NaN propagates quieted (measured) [lo] */
	0x7ffc0000,	/*  73:   ... [hi] */
	0x00000123,	/*  74: add a=NaN1, b=NaN2: b wins (precedence b, c, a; measured), quieted [lo] */
	0x7ff80000,	/*  75:   ... [hi] */
	0x00000000,	/*  76: Inf - Inf = default NaN 0xfff8000000000000 [lo] */
	0xfff80000,	/*  77:   ... [hi] */
	0x00000000,	/*  78: min(-0, +0) = -0 [lo] */
	0x80000000,	/*  79:   ... [hi] */
	0x00000000,	/*  80: max(-0, +0) = +0 [lo] */
	0x00000000,	/*  81:   ... [hi] */
	0x00000000,	/*  82: min(NaN, 1) = 1 [lo] */
	0x3ff00000,	/*  83:   ... [hi] */
	0x00000000,	/*  84: max(1, NaN) = 1 [lo] */
	0x3ff00000,	/*  85:   ... [hi] */
	0x00000000,	/*  86: neg(+0) = -0 [lo] */
	0x80000000,	/*  87:   ... [hi] */
	0x00000000,	/*  88: abs(-Inf) = +Inf [lo] */
	0x7ff00000,	/*  89:   ... [hi] */
	0x00000000,	/*  90: copysign(a=-1, b=2) = -2 [lo] */
	0xc0000000,	/*  91:   ... [hi] */
};
CONF(f64_arith)

/* ---- cvt ---- */
static const uint32_t conf_cvt[] = {
	0x00007c00,	/*   0: cvt.rn.f16.f32 = 0x7c00: 65520 is the midpoint of 65504 (max) and 65536: rn ties to even = overflow -> Inf; rz/rm -> 0x7bff; rp -> Inf */
	0x00007bff,	/*   1: cvt.rz.f16.f32 = 0x7bff: 65520 is the midpoint of 65504 (max) and 65536: rn ties to even = overflow -> Inf; rz/rm -> 0x7bff; rp -> Inf */
	0x00007bff,	/*   2: cvt.rm.f16.f32 = 0x7bff: 65520 is the midpoint of 65504 (max) and 65536: rn ties to even = overflow -> Inf; rz/rm -> 0x7bff; rp -> Inf */
	0x00007c00,	/*   3: cvt.rp.f16.f32 = 0x7c00: 65520 is the midpoint of 65504 (max) and 65536: rn ties to even = overflow -> Inf; rz/rm -> 0x7bff; rp -> Inf */
	0x0000fc00,	/*   4: cvt.rn.f16.f32 = 0xfc00: -65520: rn/rm -> -Inf, rp -> -65504 */
	0x0000fc00,	/*   5: cvt.rm.f16.f32 = 0xfc00: -65520: rn/rm -> -Inf, rp -> -65504 */
	0x0000fbff,	/*   6: cvt.rp.f16.f32 = 0xfbff: -65520: rn/rm -> -Inf, rp -> -65504 */
	0x00003c00,	/*   7: cvt.rn.f16.f32 = 0x3c00: 1 + 2^-11 is half an f16 ulp: tie -> even 1.0 */
	0x00003c02,	/*   8: cvt.rn.f16.f32 = 0x3c02: 1 + 3*2^-11: tie between 0x3c01 and 0x3c02 -> even 0x3c02 */
	0x00003c01,	/*   9: cvt.rz.f16.f32 = 0x3c01: toward zero */
	0x00000001,	/*  10: cvt.rn.f16.f32 = 0x1: 2^-24 = smallest f16 subnormal */
	0x00000000,	/*  11: cvt.rn.f16.f32 = 0x0: 2^-25: tie between 0 and 2^-24 -> even 0 */
	0x00000001,	/*  12: cvt.rn.f16.f32 = 0x1: 1.5*2^-25 -> 2^-24 */
	0x00000001,	/*  13: cvt.rp.f16.f32 = 0x1: tiny positive toward +Inf -> smallest subnormal */
	0x00000000,	/*  14: cvt.rn.ftz.f16.f32 = 0x0: .ftz flushes the f32 subnormal input */
	0x00007fff,	/*  15: cvt.rn.f16.f32 = 0x7fff: NaN -> 0x7fff (docs/numerics.md, measured) */
	0x00007fff,	/*  16: cvt.rn.f16.f32 = 0x7fff: -NaN -> 0x7fff: sign dropped (measured) */
	0x00007c00,	/*  17: cvt.rz.f16.f32 = 0x7c00: +Inf toward zero stays +Inf (an Inf input is not an overflow) */
	0x00003c00,	/*  18: cvt.rn.sat.f16.f32 = 0x3c00: .sat clamps to 1.0 */
	0x00000000,	/*  19: cvt.rn.sat.f16.f32 = 0x0: .sat: NaN -> +0 */
	0x00003f80,	/*  20: cvt.rn.bf16.f32 = 0x3f80: 1 + 2^-8: tie -> even 0x3f80 */
	0x00003f82,	/*  21: cvt.rn.bf16.f32 = 0x3f82: tie between 0x3f81 and 0x3f82 -> even */
	0x00003f81,	/*  22: cvt.rn.bf16.f32 = 0x3f81: just above the tie -> up */
	0x00003f80,	/*  23: cvt.rz.bf16.f32 = 0x3f80: toward zero: truncate */
	0x00003f81,	/*  24: cvt.rp.bf16.f32 = 0x3f81: toward +Inf */
	0x0000bf81,	/*  25: cvt.rm.bf16.f32 = 0xbf81: negative toward -Inf: magnitude up */
	0x00007f80,	/*  26: cvt.rn.bf16.f32 = 0x7f80: FLT_MAX rounds past bf16 max 0x7f7f -> +Inf */
	0x00007f7f,	/*  27: cvt.rz.bf16.f32 = 0x7f7f: toward zero -> bf16 max */
	0x00000000,	/*  28: cvt.rn.relu.bf16.f32 = 0x0: .relu: -1 -> +0 */
	0x00000000,	/*  29: cvt.rn.relu.bf16.f32 = 0x0: .relu: -0 -> +0 (measured) */
	0x00007fff,	/*  30: cvt.rn.relu.bf16.f32 = 0x7fff: .relu: NaN -> canonical NaN 0x7fff */
	0x00000001,	/*  31: cvt.rn.bf16.f32 = 0x1: f32 subnormal 2^-133 is exactly bf16 0x0001 (bf16 keeps subnormals) */
	0x3c004000,	/*  32: cvt.rn.f16x2.f32 = 0x3c004000: a=1 -> d[31:16] = 0x3c00, b=2 -> d[15:0] = 0x4000 */
	0x7bfffbff,	/*  33: cvt.rn.satfinite.f16x2.f32 = 0x7bfffbff: .satfinite: 1e6 -> 0x7bff, -Inf -> 0xfbff */
	0x7fff7bff,	/*  34: cvt.rn.satfinite.f16x2.f32 = 0x7fff7bff: .satfinite keeps NaN (0x7fff); 65520 rounds to Inf -> 0x7bff */
	0x00007fff,	/*  35: cvt.rn.relu.satfinite.bf16x2.f32 = 0x7fff: relu: -5 -> +0; NaN -> 0x7fff */
	0x3f803f82,	/*  36: cvt.rn.bf16x2.f32 = 0x3f803f82: two ties, each to even */
	0x3f802000,	/*  37: cvt.rna.tf32.f32 = 0x3f802000: low 13 bits = 0x1000 = exactly half: .rna ties away -> 0x3f802000 */
	0x3f800000,	/*  38: cvt.rn.tf32.f32 = 0x3f800000: same tie, .rn -> even 0x3f800000 */
	0x3f804000,	/*  39: cvt.rn.tf32.f32 = 0x3f804000: tie with odd lower neighbour 0x3f802000 -> even 0x3f804000 */
	0x3f802000,	/*  40: cvt.rz.tf32.f32 = 0x3f802000: toward zero: clear the low 13 bits */
	0x7f800000,	/*  41: cvt.rna.tf32.f32 = 0x7f800000: FLT_MAX rounds up past tf32 max -> +Inf */
	0x7f7fe000,	/*  42: cvt.rna.satfinite.tf32.f32 = 0x7f7fe000: .satfinite -> tf32 max 0x7f7fe000 */
	0x7fffe000,	/*  43: cvt.rn.tf32.f32 = 0x7fffe000: NaN -> 0x7fffe000 (measured) */
	0x00000000,	/*  44: cvt.rn.relu.tf32.f32 = 0x0: .relu: -1 -> +0 */
	0x00000000,	/*  45: cvt.rn.tf32.f32 = 0x0: subnormal 2^-137: rounds at 2^-136 -> tie -> even 0 */
	0x00004000,	/*  46: cvt.rn.tf32.f32 = 0x4000: subnormal 3*2^-137 -> tie -> even 4*2^-137 */
	0x00007e7e,	/*  47: cvt.rn.satfinite.e4m3x2.f32 = 0x7e7e: 448 = e4m3 max 0x7e; 1000 saturates to 0x7e */
	0x000030b8,	/*  48: cvt.rn.satfinite.e4m3x2.f32 = 0x30b8: 0.5 = 2^-1 -> 0x30; -1 -> 0xb8 */
	0x00000100,	/*  49: cvt.rn.satfinite.e4m3x2.f32 = 0x100: 2^-9 = smallest subnormal 0x01; 2^-10 ties to even 0 */
	0x00007f80,	/*  50: cvt.rn.satfinite.e4m3x2.f32 = 0x7f80: NaN -> 0x7f; -0 -> 0x80 */
	0x00007e7e,	/*  51: cvt.rn.satfinite.e4m3x2.f32 = 0x7e7e: +Inf saturates to 0x7e; 464 (midpoint 448/480) ties to even 448 */
	0x00000044,	/*  52: cvt.rn.satfinite.relu.e4m3x2.f32 = 0x44: .relu: -1 -> 0; 3 = 1.5*2 -> 0x44 */
	0x00007b7b,	/*  53: cvt.rn.satfinite.e5m2x2.f32 = 0x7b7b: 57344 = e5m2 max 0x7b; 1e6 saturates */
	0x00007bfb,	/*  54: cvt.rn.satfinite.e5m2x2.f32 = 0x7bfb: .satfinite: +-Inf -> +-max */
	0x00003c3e,	/*  55: cvt.rn.satfinite.e5m2x2.f32 = 0x3c3e: 1.125 ties to even 1.0 (0x3c); 1.375 ties to even 1.5 (0x3e) */
	0x00000100,	/*  56: cvt.rn.satfinite.e5m2x2.f32 = 0x100: 2^-16 = smallest subnormal; 2^-17 ties to 0 */
	0x00007e38,	/*  57: cvt.rn.satfinite.e4m3x2.f16x2 = 0x7e38: f16x2 {448, 1.0} -> {0x7e, 0x38}, a[31:16] -> d[15:8] */
	0x5f003c00,	/*  58: cvt.rn.f16x2.e4m3x2 = 0x5f003c00: e4m3 0x7e = 448 -> f16 0x5f00 (high half), 0x38 = 1 -> 0x3c00 */
	0x18007fff,	/*  59: cvt.rn.f16x2.e4m3x2 = 0x18007fff: e4m3 0x01 = 2^-9 -> f16 0x1800; 0xff (NaN) -> 0x7fff */
	0x00003c00,	/*  60: cvt.rn.relu.f16x2.e4m3x2 = 0x3c00: .relu: -1 -> +0 */
	0x7b00fc00,	/*  61: cvt.rn.f16x2.e5m2x2 = 0x7b00fc00: e5m2 is the top byte of f16: 0x7b -> 0x7b00, 0xfc (-Inf) -> 0xfc00 */
	0x4f800000,	/*  62: cvt.rn.f32.u32 = 0x4f800000: 2^32-1 -> 2^32 */
	0x4f7fffff,	/*  63: cvt.rz.f32.u32 = 0x4f7fffff: toward zero -> 2^32 - 256 */
	0x4b800000,	/*  64: cvt.rn.f32.s32 = 0x4b800000: 2^24+1: tie -> even 2^24 */
	0x4b800001,	/*  65: cvt.rp.f32.s32 = 0x4b800001: toward +Inf -> 2^24+2 */
	0xcb800001,	/*  66: cvt.rm.f32.s32 = 0xcb800001: -(2^24+1) toward -Inf -> -(2^24+2) */
	0xdf000000,	/*  67: cvt.rn.f32.s64 = 0xdf000000: INT64_MIN = -2^63 exactly */
	0x00007c00,	/*  68: cvt.rn.f16.s32 = 0x7c00: 65520 -> tie -> f16 overflow +Inf */
	0x00007bff,	/*  69: cvt.rz.f16.u32 = 0x7bff: 100000 toward zero -> 65504 */
	0x0000bc00,	/*  70: cvt.rn.f16.s32 = 0xbc00: -1 -> 0xbc00 */
	0x00004380,	/*  71: cvt.rn.bf16.s32 = 0x4380: 257: tie between 256 and 258 -> even 256 */
	0x00004382,	/*  72: cvt.rn.bf16.s32 = 0x4382: 259: tie between 258 and 260 -> even 260 */
	0x00000000,	/*  73: cvt.rn.f64.u64 = 0x43f0000000000000: 2^64-1 -> 2^64 [lo] */
	0x43f00000,	/*  74:   ... [hi] */
	0xffffffff,	/*  75: cvt.rz.f64.u64 = 0x43efffffffffffff: toward zero -> 2^64 - 2048 [lo] */
	0x43efffff,	/*  76:   ... [hi] */
	0x00000002,	/*  77: cvt.rni.s32.f32 = 2: half to even */
	0x00000004,	/*  78: cvt.rni.s32.f32 = 4: half to even */
	0xfffffffe,	/*  79: cvt.rni.s32.f32 = -2: half to even */
	0xfffffffe,	/*  80: cvt.rzi.s32.f32 = -2: toward zero */
	0xfffffffd,	/*  81: cvt.rmi.s32.f32 = -3: floor */
	0x00000003,	/*  82: cvt.rpi.s32.f32 = 3: ceil */
	0x7fffffff,	/*  83: cvt.rzi.s32.f32 = 2147483647: saturates to INT_MAX */
	0x80000000,	/*  84: cvt.rzi.s32.f32 = -2147483648: saturates to INT_MIN */
	0x00000000,	/*  85: cvt.rzi.u32.f32 = 0: negative -> 0 */
	0xffffffff,	/*  86: cvt.rzi.u32.f32 = 4294967295: saturates to UINT_MAX */
	0x00000000,	/*  87: cvt.rzi.s32.f32 = 0: NaN -> 0 (f32 source, 32-bit destination; ISA cvt Integer Notes) */
	0x00000000,	/*  88: cvt.rzi.u32.f32 = 0: NaN -> 0 */
	0x80000000,	/*  89: cvt.rzi.s32.f64 = -2147483648: NaN from an f64 source -> 0x80000000 (ISA cvt Integer Notes) */
	0xfffffffe,	/*  90: cvt.rzi.s32.f16 = -2: f16 -2.5 toward zero */
	0x7fffffff,	/*  91: cvt.rni.s32.f16 = 2147483647: f16 +Inf saturates */
	0xffffff9c,	/*  92: cvt.rzi.s32.bf16 = -100: bf16 -100 */
	0x000000ff,	/*  93: cvt.rzi.u8.f32 300 = 255: saturates (then cvt.u32.u8) */
	0xffffff80,	/*  94: cvt.rzi.s8.f32 -200 = -128: saturates (then cvt.u32.s8 sign-extends) */
	0x00000000,	/*  95: cvt.rzi.s64.f32 = 0x8000000000000000: NaN, 64-bit destination -> 0x8000000000000000 (ISA cvt Integer Notes) [lo] */
	0x80000000,	/*  96:   ... [hi] */
	0x00000000,	/*  97: cvt.rzi.u64.f32 = 0x8000000000000000: NaN, u64 destination -> 2^63 [lo] */
	0x80000000,	/*  98:   ... [hi] */
	0x00000000,	/*  99: cvt.rni.s64.f64 = 0x0: -0.5 half to even -> 0 [lo] */
	0x00000000,	/* 100:   ... [hi] */
	0xffffffff,	/* 101: cvt.rzi.u64.f64 = 0xffffffffffffffff: 2^64 saturates to UINT64_MAX [lo] */
	0xffffffff,	/* 102:   ... [hi] */
	0x40000000,	/* 103: cvt.rni.f32.f32 = 0x40000000: round to integral, half to even */
	0xbf800000,	/* 104: cvt.rmi.f32.f32 = 0xbf800000: floor */
	0x80000000,	/* 105: cvt.rpi.f32.f32 = 0x80000000: ceil(-0.5) = -0: sign of zero kept */
	0x80000000,	/* 106: cvt.rzi.f32.f32 = 0x80000000: trunc(-0.75) = -0 */
	0x4b000001,	/* 107: cvt.rni.f32.f32 = 0x4b000001: already integral */
	0x00000000,	/* 108: cvt.rni.f64.f64 = 0x4000000000000000: half to even [lo] */
	0x40000000,	/* 109:   ... [hi] */
	0x20000000,	/* 110: cvt.f64.f32 = 0x7ff8000020000000: sNaN: payload kept (shifted by 29) and quieted (measured) [lo] */
	0x7ff80000,	/* 111:   ... [hi] */
	0x00000000,	/* 112: cvt.f64.f32 = 0x36a0000000000000: subnormal widens exactly [lo] */
	0x36a00000,	/* 113:   ... [hi] */
	0x3f800000,	/* 114: cvt.rn.f32.f64 = 0x3f800000: 1 + 2^-24: tie -> even 1.0 */
	0x3f800002,	/* 115: cvt.rn.f32.f64 = 0x3f800002: 1 + 3*2^-24: tie -> even 1+2^-22 */
	0x7f800000,	/* 116: cvt.rn.f32.f64 = 0x7f800000: overflow -> +Inf */
	0x7f7fffff,	/* 117: cvt.rz.f32.f64 = 0x7f7fffff: overflow toward zero -> FLT_MAX */
	0x00000000,	/* 118: cvt.rn.f32.f64 = 0x0: 2^-150: tie -> 0 */
	0x00000001,	/* 119: cvt.rn.f32.f64 = 0x1: 1.5*2^-150 -> 2^-149 */
	0x00000000,	/* 120: cvt.rn.ftz.f32.f64 = 0x0: .ftz flushes the tiny result */
	0x7fe00000,	/* 121: cvt.rn.f32.f64 = 0x7fe00000: f64 NaN: top payload bits kept, quieted (measured) */
	0x00003c01,	/* 122: cvt.rn.f16.f64 = 0x3c01: 1 + 2^-11 + 2^-40 is just above the tie: one rounding gives 0x3c01 (through f32 it would tie to 0x3c00) */
	0x33800000,	/* 123: cvt.f32.f16 = 0x33800000: f16 2^-24 -> f32 exactly */
	0x7fffffff,	/* 124: cvt.f32.f16 = 0x7fffffff: f16 NaN -> canonical 0x7fffffff (measured) */
	0xc2c80000,	/* 125: cvt.f32.bf16 = 0xc2c80000: bf16 widening: bits << 16 */
	0x00004780,	/* 126: cvt.rn.bf16.f16 = 0x4780: f16 65504 -> bf16: 65504 = 0x477fe0 in f32 -> rounds up to 65536 = 0x4780 */
	0x00007c00,	/* 127: cvt.f16.bf16 = 0x7c00: bf16 65536 -> f16 overflow -> +Inf (rn) */
	0x0000ffff,	/* 128: cvt.u32.u16 = 0xffff: zero-extend */
	0xffff8000,	/* 129: cvt.s32.s16 = 0xffff8000: sign-extend */
	0x00005678,	/* 130: cvt.u16.u32 = 0x5678: truncate */
	0xffffffff,	/* 131: cvt.s64.s32 = 0xffffffffffffffff: sign-extend [lo] */
	0xffffffff,	/* 132:   ... [hi] */
	0xffffffff,	/* 133: cvt.u64.s32 = 0xffffffffffffffff: signed source: sign-extended [lo] */
	0xffffffff,	/* 134:   ... [hi] */
	0xffffffff,	/* 135: cvt.s64.u32 = 0xffffffff: unsigned source: zero-extended [lo] */
	0x00000000,	/* 136:   ... [hi] */
	0x0000ffff,	/* 137: cvt.sat.u16.s32 = 0xffff: .sat clamps to 65535 */
	0x00008000,	/* 138: cvt.sat.s16.s32 = 0x8000: .sat clamps -65536 to -32768 (0x8000, zero-extended in the slot) */
	0x7fffffff,	/* 139: cvt.sat.s32.u32 = 0x7fffffff: .sat clamps 2^31 to INT_MAX */
	0x00000000,	/* 140: cvt.sat.u32.s64 = 0x0: .sat clamps -1 to 0 */
};
CONF(cvt)

static const uint32_t conf_cvt_pack[] = {
	0x80007fff,	/*   0: cvt.pack.sat.s16.s32 = 0x80007fff: a=-40000 -> -32768 in d[31:16], b=40000 -> 32767 in d[15:0] (ISA 9.7.9.22; its pseudo-code loses the MIN clamp of a by a typo, the description says saturate) */
	0x1234ff00,	/*   1: cvt.pack.sat.u8.s32.b32 = 0x1234ff00: a=300 -> 255 in d[15:8], b=-5 -> 0 in d[7:0], d[31:16] = c[15:0] */
};
CONF(cvt_pack)

/* ---- half_packed ---- */
static const uint32_t conf_half_packed[] = {
	0x3e007bff,	/*   0: add.rn.f16x2 0x3c007bff, 0x38004000 = 0x3e007bff: halves independent: hi 1 + 0.5 = 1.5; lo 65504 + 2 = 65506 rounds back to 65504 */
	0x3c003c01,	/*   1: add.rn.f16x2 0x3c003c00, 0x10001400 = 0x3c003c01: hi 1 + 2^-11: tie -> even 1.0; lo 1 + 2^-10 = 0x3c01 */
	0x7c003400,	/*   2: mul.rn.f16x2 0x5c003800, 0x5c003800 = 0x7c003400: hi 256*256 = 65536 overflows -> +Inf; lo 0.5*0.5 = 0.25 */
	0x00000000,	/*   3: sub.rn.f16x2 0x3c000000, 0x3c008000 = 0x00000000: hi 1 - 1 = +0; lo +0 - (-0) = +0 */
	0x00000400,	/*   4: add.rn.ftz.f16x2 0x00010400, 0x00010000 = 0x00000400: .ftz: hi subnormals flushed -> 0; lo 2^-14 (min normal) + 0 kept */
	0x00020400,	/*   5: add.rn.f16x2 0x00010400, 0x00010000 = 0x00020400: no .ftz: hi 2^-24 + 2^-24 = 2^-23 (0x0002) */
	0x3c000000,	/*   6: add.rn.sat.f16x2 0x3a00bc00, 0x38003800 = 0x3c000000: .sat: hi 0.75 + 0.5 -> 1.0; lo -1 + 0.5 -> +0 */
	0x74014000,	/*   7: fma.rn.f16x2 0x40013c00, 0xc3fe3c00, 0x74013c00 = 0x74014000: hi: 0x4001*0xc3fe+0x7401 = 0x7401 with one rounding (docs/numerics.md: rounding through f32 first gives a different answer); lo 1*1+1 = 2 */
	0x00004000,	/*   8: fma.rn.relu.f16x2 0xbc004000, 0x3c003c00, 0x00000000 = 0x00004000: .relu: hi -1*1+0 -> +0; lo 2*1+0 = 2 */
	0x3c003400,	/*   9: fma.rn.sat.f16x2 0x40003800, 0x40003800, 0x00000000 = 0x3c003400: .sat: hi 4 -> 1.0; lo 0.25 unchanged */
	0x80003c00,	/*  10: min.f16x2 0x80007e00, 0x00003c00 = 0x80003c00: hi min(-0, +0) = -0; lo min(NaN, 1) = 1 */
	0x40007fff,	/*  11: max.NaN.f16x2 0x3c007e00, 0x40004200 = 0x40007fff: .NaN: hi max(1, 2) = 2; lo NaN -> canonical 0x7fff */
	0x7ffffbff,	/*  12: max.f16x2 0x7e00fc00, 0x7e01fbff = 0x7ffffbff: hi both NaN -> 0x7fff; lo max(-Inf, -65504) = -65504 */
	0xbc000000,	/*  13: neg.f16x2 {1, -0} = {-1, +0}: sign bit flipped */
	0x3c007c00,	/*  14: abs.f16x2 {-1, -Inf} = {1, +Inf} */
	0x8000bc00,	/*  15: neg.ftz.f16x2 {2^-24, 1}: subnormal flushed then negated -> -0; 1 -> -1 */
	0x3f804380,	/*  16: add.rn.bf16x2 0x3f804380, 0x3b803f80 = 0x3f804380: hi 1 + 2^-8: tie -> even 1.0; lo 256 + 1 = 257: tie -> even 256 */
	0x3f827f80,	/*  17: mul.rn.bf16x2 0x3f817f00, 0x3f814000 = 0x3f827f80: hi (1+2^-7)^2 = 1 + 2^-6 + 2^-14 -> 0x3f82; lo 2^127 * 2 overflows -> +Inf */
	0x3f834000,	/*  18: fma.rn.bf16x2 0x3f903f80, 0x3f683f80, 0x00013f80 = 0x3f834000: hi 0x3f90*0x3f68+0x0001 = 0x3f83 (docs/numerics.md: wrong even through double); lo 1*1+1 = 2 */
	0x00004000,	/*  19: fma.rn.relu.bf16x2 0xbf804000, 0x3f803f80, 0x00000000 = 0x00004000: .relu: hi -1 -> +0; lo 2 */
	0x7fffbf80,	/*  20: min.bf16x2 0x7fc03f80, 0x7fc1bf80 = 0x7fffbf80: hi both NaN -> 0x7fff; lo min(1, -1) = -1 */
	0x7fff3f80,	/*  21: max.NaN.bf16x2 0x7fc03f80, 0x3f800000 = 0x7fff3f80: .NaN: hi NaN -> 0x7fff; lo max(1, 0) = 1 */
	0x40000000,	/*  22: abs.bf16x2 {-2, -0} = {2, +0} */
	0xbf80ffc0,	/*  23: neg.bf16x2 {1, NaN}: sign bit flipped, NaN payload kept as is (neg is a sign flip) */
	0x00003c00,	/*  24: add.rn.f16 = 0x3c00: 1 + 2^-11: tie -> even */
	0x00007401,	/*  25: fma.rn.f16 = 0x7401: single rounding */
	0x00000100,	/*  26: mul.rn.f16 = 0x0100: 2^-15 * 0.5 = 2^-16: subnormal kept */
	0x00000000,	/*  27: mul.rn.ftz.f16 = 0x0000: .ftz: 2^-14 * 0.5 = 2^-15 is tiny -> +0 */
	0x00003f83,	/*  28: fma.rn.bf16 = 0x3f83: single rounding */
	0x00003f82,	/*  29: mul.rn.bf16 = 0x3f82: (1+2^-7)^2 -> 0x3f82 */
	0x00007f80,	/*  30: add.rn.bf16 = 0x7f80: bf16 max + max -> +Inf */
	0x0000c000,	/*  31: min.f16 = 0xc000: min(NaN, -2) = -2 */
	0x00000000,	/*  32: max.bf16 = 0x0000: max(-0, +0) = +0 */
	0x0000bf80,	/*  33: neg.bf16 1 = -1 */
	0x00007c00,	/*  34: abs.f16 -Inf = +Inf */
	0x00000001,	/*  35: setp.ltu.f16 NaN, 1 = 1 (unordered) */
	0x00000000,	/*  36: setp.lt.bf16 -0, +0 = 0 */
	0x00000000,	/*  37: setp.gt.ftz.f16 2^-24, 0 = 0: flushed */
};
CONF(half_packed)
