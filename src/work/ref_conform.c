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
	0x00000001,	/* 109: testp.normal.f32 0x00000000 = 1: zero counts as normal on the GPU (measured on an H200, 2026-11-29, bench/results/fidelity-nvidia-h200-2026-11-29.json), although the ISA text lists zero apart */
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
	0xbf807fff,	/*  23: neg.bf16x2 {1, NaN}: 1 -> -1; a NaN comes back as the canonical bf16 NaN 0x7fff, not sign-flipped (measured on an H200, 2026-11-29) */
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

/* ---- warp ---- */
static const uint32_t conf_warp[] = {
	0x00000064,	/*   0: shfl.sync.up.b32 v=3*lane+100: up 1, c=0: lane i <- lane i-1; lane 0 keeps its own (j < maxLane 0) [lane 0] */
	0x00000064,	/*   1:   lane 1 */
	0x00000067,	/*   2:   lane 2 */
	0x0000006a,	/*   3:   lane 3 */
	0x0000006d,	/*   4:   lane 4 */
	0x00000070,	/*   5:   lane 5 */
	0x00000073,	/*   6:   lane 6 */
	0x00000076,	/*   7:   lane 7 */
	0x00000079,	/*   8:   lane 8 */
	0x0000007c,	/*   9:   lane 9 */
	0x0000007f,	/*  10:   lane 10 */
	0x00000082,	/*  11:   lane 11 */
	0x00000085,	/*  12:   lane 12 */
	0x00000088,	/*  13:   lane 13 */
	0x0000008b,	/*  14:   lane 14 */
	0x0000008e,	/*  15:   lane 15 */
	0x00000091,	/*  16:   lane 16 */
	0x00000094,	/*  17:   lane 17 */
	0x00000097,	/*  18:   lane 18 */
	0x0000009a,	/*  19:   lane 19 */
	0x0000009d,	/*  20:   lane 20 */
	0x000000a0,	/*  21:   lane 21 */
	0x000000a3,	/*  22:   lane 22 */
	0x000000a6,	/*  23:   lane 23 */
	0x000000a9,	/*  24:   lane 24 */
	0x000000ac,	/*  25:   lane 25 */
	0x000000af,	/*  26:   lane 26 */
	0x000000b2,	/*  27:   lane 27 */
	0x000000b5,	/*  28:   lane 28 */
	0x000000b8,	/*  29:   lane 29 */
	0x000000bb,	/*  30:   lane 30 */
	0x000000be,	/*  31:   lane 31 */
	0x0000006d,	/*  32: shfl.sync.down.b32 v=3*lane+100: down 3, c=0x1f: lanes 29-31 keep their own [lane 0] */
	0x00000070,	/*  33:   lane 1 */
	0x00000073,	/*  34:   lane 2 */
	0x00000076,	/*  35:   lane 3 */
	0x00000079,	/*  36:   lane 4 */
	0x0000007c,	/*  37:   lane 5 */
	0x0000007f,	/*  38:   lane 6 */
	0x00000082,	/*  39:   lane 7 */
	0x00000085,	/*  40:   lane 8 */
	0x00000088,	/*  41:   lane 9 */
	0x0000008b,	/*  42:   lane 10 */
	0x0000008e,	/*  43:   lane 11 */
	0x00000091,	/*  44:   lane 12 */
	0x00000094,	/*  45:   lane 13 */
	0x00000097,	/*  46:   lane 14 */
	0x0000009a,	/*  47:   lane 15 */
	0x0000009d,	/*  48:   lane 16 */
	0x000000a0,	/*  49:   lane 17 */
	0x000000a3,	/*  50:   lane 18 */
	0x000000a6,	/*  51:   lane 19 */
	0x000000a9,	/*  52:   lane 20 */
	0x000000ac,	/*  53:   lane 21 */
	0x000000af,	/*  54:   lane 22 */
	0x000000b2,	/*  55:   lane 23 */
	0x000000b5,	/*  56:   lane 24 */
	0x000000b8,	/*  57:   lane 25 */
	0x000000bb,	/*  58:   lane 26 */
	0x000000be,	/*  59:   lane 27 */
	0x000000c1,	/*  60:   lane 28 */
	0x000000bb,	/*  61:   lane 29 */
	0x000000be,	/*  62:   lane 30 */
	0x000000c1,	/*  63:   lane 31 */
	0x00000073,	/*  64: shfl.sync.bfly.b32 v=3*lane+100: bfly 5: lane i <- lane i^5 [lane 0] */
	0x00000070,	/*  65:   lane 1 */
	0x00000079,	/*  66:   lane 2 */
	0x00000076,	/*  67:   lane 3 */
	0x00000067,	/*  68:   lane 4 */
	0x00000064,	/*  69:   lane 5 */
	0x0000006d,	/*  70:   lane 6 */
	0x0000006a,	/*  71:   lane 7 */
	0x0000008b,	/*  72:   lane 8 */
	0x00000088,	/*  73:   lane 9 */
	0x00000091,	/*  74:   lane 10 */
	0x0000008e,	/*  75:   lane 11 */
	0x0000007f,	/*  76:   lane 12 */
	0x0000007c,	/*  77:   lane 13 */
	0x00000085,	/*  78:   lane 14 */
	0x00000082,	/*  79:   lane 15 */
	0x000000a3,	/*  80:   lane 16 */
	0x000000a0,	/*  81:   lane 17 */
	0x000000a9,	/*  82:   lane 18 */
	0x000000a6,	/*  83:   lane 19 */
	0x00000097,	/*  84:   lane 20 */
	0x00000094,	/*  85:   lane 21 */
	0x0000009d,	/*  86:   lane 22 */
	0x0000009a,	/*  87:   lane 23 */
	0x000000bb,	/*  88:   lane 24 */
	0x000000b8,	/*  89:   lane 25 */
	0x000000c1,	/*  90:   lane 26 */
	0x000000be,	/*  91:   lane 27 */
	0x000000af,	/*  92:   lane 28 */
	0x000000ac,	/*  93:   lane 29 */
	0x000000b5,	/*  94:   lane 30 */
	0x000000b2,	/*  95:   lane 31 */
	0x00000079,	/*  96: shfl.sync.idx.b32 v=3*lane+100: idx 7: every lane <- lane 7 [lane 0] */
	0x00000079,	/*  97:   lane 1 */
	0x00000079,	/*  98:   lane 2 */
	0x00000079,	/*  99:   lane 3 */
	0x00000079,	/* 100:   lane 4 */
	0x00000079,	/* 101:   lane 5 */
	0x00000079,	/* 102:   lane 6 */
	0x00000079,	/* 103:   lane 7 */
	0x00000079,	/* 104:   lane 8 */
	0x00000079,	/* 105:   lane 9 */
	0x00000079,	/* 106:   lane 10 */
	0x00000079,	/* 107:   lane 11 */
	0x00000079,	/* 108:   lane 12 */
	0x00000079,	/* 109:   lane 13 */
	0x00000079,	/* 110:   lane 14 */
	0x00000079,	/* 111:   lane 15 */
	0x00000079,	/* 112:   lane 16 */
	0x00000079,	/* 113:   lane 17 */
	0x00000079,	/* 114:   lane 18 */
	0x00000079,	/* 115:   lane 19 */
	0x00000079,	/* 116:   lane 20 */
	0x00000079,	/* 117:   lane 21 */
	0x00000079,	/* 118:   lane 22 */
	0x00000079,	/* 119:   lane 23 */
	0x00000079,	/* 120:   lane 24 */
	0x00000079,	/* 121:   lane 25 */
	0x00000079,	/* 122:   lane 26 */
	0x00000079,	/* 123:   lane 27 */
	0x00000079,	/* 124:   lane 28 */
	0x00000079,	/* 125:   lane 29 */
	0x00000079,	/* 126:   lane 30 */
	0x00000079,	/* 127:   lane 31 */
	0x0000006a,	/* 128: shfl.sync.idx.b32 v=3*lane+100: idx 2, c=0x181f (width 8: segmask 0x18): each group of 8 <- its lane 2 [lane 0] */
	0x0000006a,	/* 129:   lane 1 */
	0x0000006a,	/* 130:   lane 2 */
	0x0000006a,	/* 131:   lane 3 */
	0x0000006a,	/* 132:   lane 4 */
	0x0000006a,	/* 133:   lane 5 */
	0x0000006a,	/* 134:   lane 6 */
	0x0000006a,	/* 135:   lane 7 */
	0x00000082,	/* 136:   lane 8 */
	0x00000082,	/* 137:   lane 9 */
	0x00000082,	/* 138:   lane 10 */
	0x00000082,	/* 139:   lane 11 */
	0x00000082,	/* 140:   lane 12 */
	0x00000082,	/* 141:   lane 13 */
	0x00000082,	/* 142:   lane 14 */
	0x00000082,	/* 143:   lane 15 */
	0x0000009a,	/* 144:   lane 16 */
	0x0000009a,	/* 145:   lane 17 */
	0x0000009a,	/* 146:   lane 18 */
	0x0000009a,	/* 147:   lane 19 */
	0x0000009a,	/* 148:   lane 20 */
	0x0000009a,	/* 149:   lane 21 */
	0x0000009a,	/* 150:   lane 22 */
	0x0000009a,	/* 151:   lane 23 */
	0x000000b2,	/* 152:   lane 24 */
	0x000000b2,	/* 153:   lane 25 */
	0x000000b2,	/* 154:   lane 26 */
	0x000000b2,	/* 155:   lane 27 */
	0x000000b2,	/* 156:   lane 28 */
	0x000000b2,	/* 157:   lane 29 */
	0x000000b2,	/* 158:   lane 30 */
	0x000000b2,	/* 159:   lane 31 */
	0x00000070,	/* 160: shfl.sync.down.b32 v=3*lane+100: down 4, c=0x101f (width 16): lanes 12-15 and 28-31 keep their own [lane 0] */
	0x00000073,	/* 161:   lane 1 */
	0x00000076,	/* 162:   lane 2 */
	0x00000079,	/* 163:   lane 3 */
	0x0000007c,	/* 164:   lane 4 */
	0x0000007f,	/* 165:   lane 5 */
	0x00000082,	/* 166:   lane 6 */
	0x00000085,	/* 167:   lane 7 */
	0x00000088,	/* 168:   lane 8 */
	0x0000008b,	/* 169:   lane 9 */
	0x0000008e,	/* 170:   lane 10 */
	0x00000091,	/* 171:   lane 11 */
	0x00000088,	/* 172:   lane 12 */
	0x0000008b,	/* 173:   lane 13 */
	0x0000008e,	/* 174:   lane 14 */
	0x00000091,	/* 175:   lane 15 */
	0x000000a0,	/* 176:   lane 16 */
	0x000000a3,	/* 177:   lane 17 */
	0x000000a6,	/* 178:   lane 18 */
	0x000000a9,	/* 179:   lane 19 */
	0x000000ac,	/* 180:   lane 20 */
	0x000000af,	/* 181:   lane 21 */
	0x000000b2,	/* 182:   lane 22 */
	0x000000b5,	/* 183:   lane 23 */
	0x000000b8,	/* 184:   lane 24 */
	0x000000bb,	/* 185:   lane 25 */
	0x000000be,	/* 186:   lane 26 */
	0x000000c1,	/* 187:   lane 27 */
	0x000000b8,	/* 188:   lane 28 */
	0x000000bb,	/* 189:   lane 29 */
	0x000000be,	/* 190:   lane 30 */
	0x000000c1,	/* 191:   lane 31 */
	0x00000067,	/* 192: shfl.sync.down.b32 v=3*lane+100: down 1, c=0x0f (clamp 15, no segments): lanes 15-31 keep their own [lane 0] */
	0x0000006a,	/* 193:   lane 1 */
	0x0000006d,	/* 194:   lane 2 */
	0x00000070,	/* 195:   lane 3 */
	0x00000073,	/* 196:   lane 4 */
	0x00000076,	/* 197:   lane 5 */
	0x00000079,	/* 198:   lane 6 */
	0x0000007c,	/* 199:   lane 7 */
	0x0000007f,	/* 200:   lane 8 */
	0x00000082,	/* 201:   lane 9 */
	0x00000085,	/* 202:   lane 10 */
	0x00000088,	/* 203:   lane 11 */
	0x0000008b,	/* 204:   lane 12 */
	0x0000008e,	/* 205:   lane 13 */
	0x00000091,	/* 206:   lane 14 */
	0x00000091,	/* 207:   lane 15 */
	0x00000094,	/* 208:   lane 16 */
	0x00000097,	/* 209:   lane 17 */
	0x0000009a,	/* 210:   lane 18 */
	0x0000009d,	/* 211:   lane 19 */
	0x000000a0,	/* 212:   lane 20 */
	0x000000a3,	/* 213:   lane 21 */
	0x000000a6,	/* 214:   lane 22 */
	0x000000a9,	/* 215:   lane 23 */
	0x000000ac,	/* 216:   lane 24 */
	0x000000af,	/* 217:   lane 25 */
	0x000000b2,	/* 218:   lane 26 */
	0x000000b5,	/* 219:   lane 27 */
	0x000000b8,	/* 220:   lane 28 */
	0x000000bb,	/* 221:   lane 29 */
	0x000000be,	/* 222:   lane 30 */
	0x000000c1,	/* 223:   lane 31 */
	0x00000064,	/* 224: shfl.sync.up.b32 v=3*lane+100: up 2, c=0x1800 (width 8): the first 2 lanes of each group of 8 keep their own [lane 0] */
	0x00000067,	/* 225:   lane 1 */
	0x00000064,	/* 226:   lane 2 */
	0x00000067,	/* 227:   lane 3 */
	0x0000006a,	/* 228:   lane 4 */
	0x0000006d,	/* 229:   lane 5 */
	0x00000070,	/* 230:   lane 6 */
	0x00000073,	/* 231:   lane 7 */
	0x0000007c,	/* 232:   lane 8 */
	0x0000007f,	/* 233:   lane 9 */
	0x0000007c,	/* 234:   lane 10 */
	0x0000007f,	/* 235:   lane 11 */
	0x00000082,	/* 236:   lane 12 */
	0x00000085,	/* 237:   lane 13 */
	0x00000088,	/* 238:   lane 14 */
	0x0000008b,	/* 239:   lane 15 */
	0x00000094,	/* 240:   lane 16 */
	0x00000097,	/* 241:   lane 17 */
	0x00000094,	/* 242:   lane 18 */
	0x00000097,	/* 243:   lane 19 */
	0x0000009a,	/* 244:   lane 20 */
	0x0000009d,	/* 245:   lane 21 */
	0x000000a0,	/* 246:   lane 22 */
	0x000000a3,	/* 247:   lane 23 */
	0x000000ac,	/* 248:   lane 24 */
	0x000000af,	/* 249:   lane 25 */
	0x000000ac,	/* 250:   lane 26 */
	0x000000af,	/* 251:   lane 27 */
	0x000000b2,	/* 252:   lane 28 */
	0x000000b5,	/* 253:   lane 29 */
	0x000000b8,	/* 254:   lane 30 */
	0x000000bb,	/* 255:   lane 31 */
	0x00000067,	/* 256: shfl.sync.idx.b32 v=3*lane+100: idx 33: b[4:0] = 1 -> lane 1 [lane 0] */
	0x00000067,	/* 257:   lane 1 */
	0x00000067,	/* 258:   lane 2 */
	0x00000067,	/* 259:   lane 3 */
	0x00000067,	/* 260:   lane 4 */
	0x00000067,	/* 261:   lane 5 */
	0x00000067,	/* 262:   lane 6 */
	0x00000067,	/* 263:   lane 7 */
	0x00000067,	/* 264:   lane 8 */
	0x00000067,	/* 265:   lane 9 */
	0x00000067,	/* 266:   lane 10 */
	0x00000067,	/* 267:   lane 11 */
	0x00000067,	/* 268:   lane 12 */
	0x00000067,	/* 269:   lane 13 */
	0x00000067,	/* 270:   lane 14 */
	0x00000067,	/* 271:   lane 15 */
	0x00000067,	/* 272:   lane 16 */
	0x00000067,	/* 273:   lane 17 */
	0x00000067,	/* 274:   lane 18 */
	0x00000067,	/* 275:   lane 19 */
	0x00000067,	/* 276:   lane 20 */
	0x00000067,	/* 277:   lane 21 */
	0x00000067,	/* 278:   lane 22 */
	0x00000067,	/* 279:   lane 23 */
	0x00000067,	/* 280:   lane 24 */
	0x00000067,	/* 281:   lane 25 */
	0x00000067,	/* 282:   lane 26 */
	0x00000067,	/* 283:   lane 27 */
	0x00000067,	/* 284:   lane 28 */
	0x00000067,	/* 285:   lane 29 */
	0x00000067,	/* 286:   lane 30 */
	0x00000067,	/* 287:   lane 31 */
	0x0000006d,	/* 288: shfl.sync.idx 3 with membermask 0x0000ffff executed by lanes 0-15: they get lane 3; lanes 16-31 keep v [lane 0] */
	0x0000006d,	/* 289:   lane 1 */
	0x0000006d,	/* 290:   lane 2 */
	0x0000006d,	/* 291:   lane 3 */
	0x0000006d,	/* 292:   lane 4 */
	0x0000006d,	/* 293:   lane 5 */
	0x0000006d,	/* 294:   lane 6 */
	0x0000006d,	/* 295:   lane 7 */
	0x0000006d,	/* 296:   lane 8 */
	0x0000006d,	/* 297:   lane 9 */
	0x0000006d,	/* 298:   lane 10 */
	0x0000006d,	/* 299:   lane 11 */
	0x0000006d,	/* 300:   lane 12 */
	0x0000006d,	/* 301:   lane 13 */
	0x0000006d,	/* 302:   lane 14 */
	0x0000006d,	/* 303:   lane 15 */
	0x00000094,	/* 304:   lane 16 */
	0x00000097,	/* 305:   lane 17 */
	0x0000009a,	/* 306:   lane 18 */
	0x0000009d,	/* 307:   lane 19 */
	0x000000a0,	/* 308:   lane 20 */
	0x000000a3,	/* 309:   lane 21 */
	0x000000a6,	/* 310:   lane 22 */
	0x000000a9,	/* 311:   lane 23 */
	0x000000ac,	/* 312:   lane 24 */
	0x000000af,	/* 313:   lane 25 */
	0x000000b2,	/* 314:   lane 26 */
	0x000000b5,	/* 315:   lane 27 */
	0x000000b8,	/* 316:   lane 28 */
	0x000000bb,	/* 317:   lane 29 */
	0x000000be,	/* 318:   lane 30 */
	0x000000c1,	/* 319:   lane 31 */
	0x00000001,	/* 320: vote.all (true everywhere) = 1 [lane 0] */
	0x00000001,	/* 321:   lane 1 */
	0x00000001,	/* 322:   lane 2 */
	0x00000001,	/* 323:   lane 3 */
	0x00000001,	/* 324:   lane 4 */
	0x00000001,	/* 325:   lane 5 */
	0x00000001,	/* 326:   lane 6 */
	0x00000001,	/* 327:   lane 7 */
	0x00000001,	/* 328:   lane 8 */
	0x00000001,	/* 329:   lane 9 */
	0x00000001,	/* 330:   lane 10 */
	0x00000001,	/* 331:   lane 11 */
	0x00000001,	/* 332:   lane 12 */
	0x00000001,	/* 333:   lane 13 */
	0x00000001,	/* 334:   lane 14 */
	0x00000001,	/* 335:   lane 15 */
	0x00000001,	/* 336:   lane 16 */
	0x00000001,	/* 337:   lane 17 */
	0x00000001,	/* 338:   lane 18 */
	0x00000001,	/* 339:   lane 19 */
	0x00000001,	/* 340:   lane 20 */
	0x00000001,	/* 341:   lane 21 */
	0x00000001,	/* 342:   lane 22 */
	0x00000001,	/* 343:   lane 23 */
	0x00000001,	/* 344:   lane 24 */
	0x00000001,	/* 345:   lane 25 */
	0x00000001,	/* 346:   lane 26 */
	0x00000001,	/* 347:   lane 27 */
	0x00000001,	/* 348:   lane 28 */
	0x00000001,	/* 349:   lane 29 */
	0x00000001,	/* 350:   lane 30 */
	0x00000001,	/* 351:   lane 31 */
	0x00000000,	/* 352: vote.all (false on lane 5) = 0 [lane 0] */
	0x00000000,	/* 353:   lane 1 */
	0x00000000,	/* 354:   lane 2 */
	0x00000000,	/* 355:   lane 3 */
	0x00000000,	/* 356:   lane 4 */
	0x00000000,	/* 357:   lane 5 */
	0x00000000,	/* 358:   lane 6 */
	0x00000000,	/* 359:   lane 7 */
	0x00000000,	/* 360:   lane 8 */
	0x00000000,	/* 361:   lane 9 */
	0x00000000,	/* 362:   lane 10 */
	0x00000000,	/* 363:   lane 11 */
	0x00000000,	/* 364:   lane 12 */
	0x00000000,	/* 365:   lane 13 */
	0x00000000,	/* 366:   lane 14 */
	0x00000000,	/* 367:   lane 15 */
	0x00000000,	/* 368:   lane 16 */
	0x00000000,	/* 369:   lane 17 */
	0x00000000,	/* 370:   lane 18 */
	0x00000000,	/* 371:   lane 19 */
	0x00000000,	/* 372:   lane 20 */
	0x00000000,	/* 373:   lane 21 */
	0x00000000,	/* 374:   lane 22 */
	0x00000000,	/* 375:   lane 23 */
	0x00000000,	/* 376:   lane 24 */
	0x00000000,	/* 377:   lane 25 */
	0x00000000,	/* 378:   lane 26 */
	0x00000000,	/* 379:   lane 27 */
	0x00000000,	/* 380:   lane 28 */
	0x00000000,	/* 381:   lane 29 */
	0x00000000,	/* 382:   lane 30 */
	0x00000000,	/* 383:   lane 31 */
	0x00000001,	/* 384: vote.any (true on lane 5) = 1 [lane 0] */
	0x00000001,	/* 385:   lane 1 */
	0x00000001,	/* 386:   lane 2 */
	0x00000001,	/* 387:   lane 3 */
	0x00000001,	/* 388:   lane 4 */
	0x00000001,	/* 389:   lane 5 */
	0x00000001,	/* 390:   lane 6 */
	0x00000001,	/* 391:   lane 7 */
	0x00000001,	/* 392:   lane 8 */
	0x00000001,	/* 393:   lane 9 */
	0x00000001,	/* 394:   lane 10 */
	0x00000001,	/* 395:   lane 11 */
	0x00000001,	/* 396:   lane 12 */
	0x00000001,	/* 397:   lane 13 */
	0x00000001,	/* 398:   lane 14 */
	0x00000001,	/* 399:   lane 15 */
	0x00000001,	/* 400:   lane 16 */
	0x00000001,	/* 401:   lane 17 */
	0x00000001,	/* 402:   lane 18 */
	0x00000001,	/* 403:   lane 19 */
	0x00000001,	/* 404:   lane 20 */
	0x00000001,	/* 405:   lane 21 */
	0x00000001,	/* 406:   lane 22 */
	0x00000001,	/* 407:   lane 23 */
	0x00000001,	/* 408:   lane 24 */
	0x00000001,	/* 409:   lane 25 */
	0x00000001,	/* 410:   lane 26 */
	0x00000001,	/* 411:   lane 27 */
	0x00000001,	/* 412:   lane 28 */
	0x00000001,	/* 413:   lane 29 */
	0x00000001,	/* 414:   lane 30 */
	0x00000001,	/* 415:   lane 31 */
	0x00000000,	/* 416: vote.any (false everywhere) = 0 [lane 0] */
	0x00000000,	/* 417:   lane 1 */
	0x00000000,	/* 418:   lane 2 */
	0x00000000,	/* 419:   lane 3 */
	0x00000000,	/* 420:   lane 4 */
	0x00000000,	/* 421:   lane 5 */
	0x00000000,	/* 422:   lane 6 */
	0x00000000,	/* 423:   lane 7 */
	0x00000000,	/* 424:   lane 8 */
	0x00000000,	/* 425:   lane 9 */
	0x00000000,	/* 426:   lane 10 */
	0x00000000,	/* 427:   lane 11 */
	0x00000000,	/* 428:   lane 12 */
	0x00000000,	/* 429:   lane 13 */
	0x00000000,	/* 430:   lane 14 */
	0x00000000,	/* 431:   lane 15 */
	0x00000000,	/* 432:   lane 16 */
	0x00000000,	/* 433:   lane 17 */
	0x00000000,	/* 434:   lane 18 */
	0x00000000,	/* 435:   lane 19 */
	0x00000000,	/* 436:   lane 20 */
	0x00000000,	/* 437:   lane 21 */
	0x00000000,	/* 438:   lane 22 */
	0x00000000,	/* 439:   lane 23 */
	0x00000000,	/* 440:   lane 24 */
	0x00000000,	/* 441:   lane 25 */
	0x00000000,	/* 442:   lane 26 */
	0x00000000,	/* 443:   lane 27 */
	0x00000000,	/* 444:   lane 28 */
	0x00000000,	/* 445:   lane 29 */
	0x00000000,	/* 446:   lane 30 */
	0x00000000,	/* 447:   lane 31 */
	0x00000000,	/* 448: vote.uni (not uniform) = 0 [lane 0] */
	0x00000000,	/* 449:   lane 1 */
	0x00000000,	/* 450:   lane 2 */
	0x00000000,	/* 451:   lane 3 */
	0x00000000,	/* 452:   lane 4 */
	0x00000000,	/* 453:   lane 5 */
	0x00000000,	/* 454:   lane 6 */
	0x00000000,	/* 455:   lane 7 */
	0x00000000,	/* 456:   lane 8 */
	0x00000000,	/* 457:   lane 9 */
	0x00000000,	/* 458:   lane 10 */
	0x00000000,	/* 459:   lane 11 */
	0x00000000,	/* 460:   lane 12 */
	0x00000000,	/* 461:   lane 13 */
	0x00000000,	/* 462:   lane 14 */
	0x00000000,	/* 463:   lane 15 */
	0x00000000,	/* 464:   lane 16 */
	0x00000000,	/* 465:   lane 17 */
	0x00000000,	/* 466:   lane 18 */
	0x00000000,	/* 467:   lane 19 */
	0x00000000,	/* 468:   lane 20 */
	0x00000000,	/* 469:   lane 21 */
	0x00000000,	/* 470:   lane 22 */
	0x00000000,	/* 471:   lane 23 */
	0x00000000,	/* 472:   lane 24 */
	0x00000000,	/* 473:   lane 25 */
	0x00000000,	/* 474:   lane 26 */
	0x00000000,	/* 475:   lane 27 */
	0x00000000,	/* 476:   lane 28 */
	0x00000000,	/* 477:   lane 29 */
	0x00000000,	/* 478:   lane 30 */
	0x00000000,	/* 479:   lane 31 */
	0x00000001,	/* 480: vote.uni (uniformly true) = 1 [lane 0] */
	0x00000001,	/* 481:   lane 1 */
	0x00000001,	/* 482:   lane 2 */
	0x00000001,	/* 483:   lane 3 */
	0x00000001,	/* 484:   lane 4 */
	0x00000001,	/* 485:   lane 5 */
	0x00000001,	/* 486:   lane 6 */
	0x00000001,	/* 487:   lane 7 */
	0x00000001,	/* 488:   lane 8 */
	0x00000001,	/* 489:   lane 9 */
	0x00000001,	/* 490:   lane 10 */
	0x00000001,	/* 491:   lane 11 */
	0x00000001,	/* 492:   lane 12 */
	0x00000001,	/* 493:   lane 13 */
	0x00000001,	/* 494:   lane 14 */
	0x00000001,	/* 495:   lane 15 */
	0x00000001,	/* 496:   lane 16 */
	0x00000001,	/* 497:   lane 17 */
	0x00000001,	/* 498:   lane 18 */
	0x00000001,	/* 499:   lane 19 */
	0x00000001,	/* 500:   lane 20 */
	0x00000001,	/* 501:   lane 21 */
	0x00000001,	/* 502:   lane 22 */
	0x00000001,	/* 503:   lane 23 */
	0x00000001,	/* 504:   lane 24 */
	0x00000001,	/* 505:   lane 25 */
	0x00000001,	/* 506:   lane 26 */
	0x00000001,	/* 507:   lane 27 */
	0x00000001,	/* 508:   lane 28 */
	0x00000001,	/* 509:   lane 29 */
	0x00000001,	/* 510:   lane 30 */
	0x00000001,	/* 511:   lane 31 */
	0xaaaaaaaa,	/* 512: vote.ballot (odd lanes) = 0xaaaaaaaa [lane 0] */
	0xaaaaaaaa,	/* 513:   lane 1 */
	0xaaaaaaaa,	/* 514:   lane 2 */
	0xaaaaaaaa,	/* 515:   lane 3 */
	0xaaaaaaaa,	/* 516:   lane 4 */
	0xaaaaaaaa,	/* 517:   lane 5 */
	0xaaaaaaaa,	/* 518:   lane 6 */
	0xaaaaaaaa,	/* 519:   lane 7 */
	0xaaaaaaaa,	/* 520:   lane 8 */
	0xaaaaaaaa,	/* 521:   lane 9 */
	0xaaaaaaaa,	/* 522:   lane 10 */
	0xaaaaaaaa,	/* 523:   lane 11 */
	0xaaaaaaaa,	/* 524:   lane 12 */
	0xaaaaaaaa,	/* 525:   lane 13 */
	0xaaaaaaaa,	/* 526:   lane 14 */
	0xaaaaaaaa,	/* 527:   lane 15 */
	0xaaaaaaaa,	/* 528:   lane 16 */
	0xaaaaaaaa,	/* 529:   lane 17 */
	0xaaaaaaaa,	/* 530:   lane 18 */
	0xaaaaaaaa,	/* 531:   lane 19 */
	0xaaaaaaaa,	/* 532:   lane 20 */
	0xaaaaaaaa,	/* 533:   lane 21 */
	0xaaaaaaaa,	/* 534:   lane 22 */
	0xaaaaaaaa,	/* 535:   lane 23 */
	0xaaaaaaaa,	/* 536:   lane 24 */
	0xaaaaaaaa,	/* 537:   lane 25 */
	0xaaaaaaaa,	/* 538:   lane 26 */
	0xaaaaaaaa,	/* 539:   lane 27 */
	0xaaaaaaaa,	/* 540:   lane 28 */
	0xaaaaaaaa,	/* 541:   lane 29 */
	0xaaaaaaaa,	/* 542:   lane 30 */
	0xaaaaaaaa,	/* 543:   lane 31 */
	0x00000007,	/* 544: vote.ballot (lanes 0-2) = 7 [lane 0] */
	0x00000007,	/* 545:   lane 1 */
	0x00000007,	/* 546:   lane 2 */
	0x00000007,	/* 547:   lane 3 */
	0x00000007,	/* 548:   lane 4 */
	0x00000007,	/* 549:   lane 5 */
	0x00000007,	/* 550:   lane 6 */
	0x00000007,	/* 551:   lane 7 */
	0x00000007,	/* 552:   lane 8 */
	0x00000007,	/* 553:   lane 9 */
	0x00000007,	/* 554:   lane 10 */
	0x00000007,	/* 555:   lane 11 */
	0x00000007,	/* 556:   lane 12 */
	0x00000007,	/* 557:   lane 13 */
	0x00000007,	/* 558:   lane 14 */
	0x00000007,	/* 559:   lane 15 */
	0x00000007,	/* 560:   lane 16 */
	0x00000007,	/* 561:   lane 17 */
	0x00000007,	/* 562:   lane 18 */
	0x00000007,	/* 563:   lane 19 */
	0x00000007,	/* 564:   lane 20 */
	0x00000007,	/* 565:   lane 21 */
	0x00000007,	/* 566:   lane 22 */
	0x00000007,	/* 567:   lane 23 */
	0x00000007,	/* 568:   lane 24 */
	0x00000007,	/* 569:   lane 25 */
	0x00000007,	/* 570:   lane 26 */
	0x00000007,	/* 571:   lane 27 */
	0x00000007,	/* 572:   lane 28 */
	0x00000007,	/* 573:   lane 29 */
	0x00000007,	/* 574:   lane 30 */
	0x00000007,	/* 575:   lane 31 */
	0x0000aaaa,	/* 576: ballot with membermask 0xffff by lanes 0-15: 0x0000aaaa (only member lanes' predicates) [lane 0] */
	0x0000aaaa,	/* 577:   lane 1 */
	0x0000aaaa,	/* 578:   lane 2 */
	0x0000aaaa,	/* 579:   lane 3 */
	0x0000aaaa,	/* 580:   lane 4 */
	0x0000aaaa,	/* 581:   lane 5 */
	0x0000aaaa,	/* 582:   lane 6 */
	0x0000aaaa,	/* 583:   lane 7 */
	0x0000aaaa,	/* 584:   lane 8 */
	0x0000aaaa,	/* 585:   lane 9 */
	0x0000aaaa,	/* 586:   lane 10 */
	0x0000aaaa,	/* 587:   lane 11 */
	0x0000aaaa,	/* 588:   lane 12 */
	0x0000aaaa,	/* 589:   lane 13 */
	0x0000aaaa,	/* 590:   lane 14 */
	0x0000aaaa,	/* 591:   lane 15 */
	0x0000dead,	/* 592:   lane 16 */
	0x0000dead,	/* 593:   lane 17 */
	0x0000dead,	/* 594:   lane 18 */
	0x0000dead,	/* 595:   lane 19 */
	0x0000dead,	/* 596:   lane 20 */
	0x0000dead,	/* 597:   lane 21 */
	0x0000dead,	/* 598:   lane 22 */
	0x0000dead,	/* 599:   lane 23 */
	0x0000dead,	/* 600:   lane 24 */
	0x0000dead,	/* 601:   lane 25 */
	0x0000dead,	/* 602:   lane 26 */
	0x0000dead,	/* 603:   lane 27 */
	0x0000dead,	/* 604:   lane 28 */
	0x0000dead,	/* 605:   lane 29 */
	0x0000dead,	/* 606:   lane 30 */
	0x0000dead,	/* 607:   lane 31 */
	0x0000000f,	/* 608: match.any on lane/4: each lane gets the mask of its group of 4 [lane 0] */
	0x0000000f,	/* 609:   lane 1 */
	0x0000000f,	/* 610:   lane 2 */
	0x0000000f,	/* 611:   lane 3 */
	0x000000f0,	/* 612:   lane 4 */
	0x000000f0,	/* 613:   lane 5 */
	0x000000f0,	/* 614:   lane 6 */
	0x000000f0,	/* 615:   lane 7 */
	0x00000f00,	/* 616:   lane 8 */
	0x00000f00,	/* 617:   lane 9 */
	0x00000f00,	/* 618:   lane 10 */
	0x00000f00,	/* 619:   lane 11 */
	0x0000f000,	/* 620:   lane 12 */
	0x0000f000,	/* 621:   lane 13 */
	0x0000f000,	/* 622:   lane 14 */
	0x0000f000,	/* 623:   lane 15 */
	0x000f0000,	/* 624:   lane 16 */
	0x000f0000,	/* 625:   lane 17 */
	0x000f0000,	/* 626:   lane 18 */
	0x000f0000,	/* 627:   lane 19 */
	0x00f00000,	/* 628:   lane 20 */
	0x00f00000,	/* 629:   lane 21 */
	0x00f00000,	/* 630:   lane 22 */
	0x00f00000,	/* 631:   lane 23 */
	0x0f000000,	/* 632:   lane 24 */
	0x0f000000,	/* 633:   lane 25 */
	0x0f000000,	/* 634:   lane 26 */
	0x0f000000,	/* 635:   lane 27 */
	0xf0000000,	/* 636:   lane 28 */
	0xf0000000,	/* 637:   lane 29 */
	0xf0000000,	/* 638:   lane 30 */
	0xf0000000,	/* 639:   lane 31 */
	0x55555555,	/* 640: match.any on lane&1: even lanes 0x55555555, odd 0xaaaaaaaa [lane 0] */
	0xaaaaaaaa,	/* 641:   lane 1 */
	0x55555555,	/* 642:   lane 2 */
	0xaaaaaaaa,	/* 643:   lane 3 */
	0x55555555,	/* 644:   lane 4 */
	0xaaaaaaaa,	/* 645:   lane 5 */
	0x55555555,	/* 646:   lane 6 */
	0xaaaaaaaa,	/* 647:   lane 7 */
	0x55555555,	/* 648:   lane 8 */
	0xaaaaaaaa,	/* 649:   lane 9 */
	0x55555555,	/* 650:   lane 10 */
	0xaaaaaaaa,	/* 651:   lane 11 */
	0x55555555,	/* 652:   lane 12 */
	0xaaaaaaaa,	/* 653:   lane 13 */
	0x55555555,	/* 654:   lane 14 */
	0xaaaaaaaa,	/* 655:   lane 15 */
	0x55555555,	/* 656:   lane 16 */
	0xaaaaaaaa,	/* 657:   lane 17 */
	0x55555555,	/* 658:   lane 18 */
	0xaaaaaaaa,	/* 659:   lane 19 */
	0x55555555,	/* 660:   lane 20 */
	0xaaaaaaaa,	/* 661:   lane 21 */
	0x55555555,	/* 662:   lane 22 */
	0xaaaaaaaa,	/* 663:   lane 23 */
	0x55555555,	/* 664:   lane 24 */
	0xaaaaaaaa,	/* 665:   lane 25 */
	0x55555555,	/* 666:   lane 26 */
	0xaaaaaaaa,	/* 667:   lane 27 */
	0x55555555,	/* 668:   lane 28 */
	0xaaaaaaaa,	/* 669:   lane 29 */
	0x55555555,	/* 670:   lane 30 */
	0xaaaaaaaa,	/* 671:   lane 31 */
	0x0000ffff,	/* 672: match.any.b64 on (lane<16 ? 2^40 : 2^40+1): 64-bit compare (the low words differ only through bit 0) -> 0x0000ffff / 0xffff0000 [lane 0] */
	0x0000ffff,	/* 673:   lane 1 */
	0x0000ffff,	/* 674:   lane 2 */
	0x0000ffff,	/* 675:   lane 3 */
	0x0000ffff,	/* 676:   lane 4 */
	0x0000ffff,	/* 677:   lane 5 */
	0x0000ffff,	/* 678:   lane 6 */
	0x0000ffff,	/* 679:   lane 7 */
	0x0000ffff,	/* 680:   lane 8 */
	0x0000ffff,	/* 681:   lane 9 */
	0x0000ffff,	/* 682:   lane 10 */
	0x0000ffff,	/* 683:   lane 11 */
	0x0000ffff,	/* 684:   lane 12 */
	0x0000ffff,	/* 685:   lane 13 */
	0x0000ffff,	/* 686:   lane 14 */
	0x0000ffff,	/* 687:   lane 15 */
	0xffff0000,	/* 688:   lane 16 */
	0xffff0000,	/* 689:   lane 17 */
	0xffff0000,	/* 690:   lane 18 */
	0xffff0000,	/* 691:   lane 19 */
	0xffff0000,	/* 692:   lane 20 */
	0xffff0000,	/* 693:   lane 21 */
	0xffff0000,	/* 694:   lane 22 */
	0xffff0000,	/* 695:   lane 23 */
	0xffff0000,	/* 696:   lane 24 */
	0xffff0000,	/* 697:   lane 25 */
	0xffff0000,	/* 698:   lane 26 */
	0xffff0000,	/* 699:   lane 27 */
	0xffff0000,	/* 700:   lane 28 */
	0xffff0000,	/* 701:   lane 29 */
	0xffff0000,	/* 702:   lane 30 */
	0xffff0000,	/* 703:   lane 31 */
	0xffffffff,	/* 704: match.all, all equal: membermask [lane 0] */
	0xffffffff,	/* 705:   lane 1 */
	0xffffffff,	/* 706:   lane 2 */
	0xffffffff,	/* 707:   lane 3 */
	0xffffffff,	/* 708:   lane 4 */
	0xffffffff,	/* 709:   lane 5 */
	0xffffffff,	/* 710:   lane 6 */
	0xffffffff,	/* 711:   lane 7 */
	0xffffffff,	/* 712:   lane 8 */
	0xffffffff,	/* 713:   lane 9 */
	0xffffffff,	/* 714:   lane 10 */
	0xffffffff,	/* 715:   lane 11 */
	0xffffffff,	/* 716:   lane 12 */
	0xffffffff,	/* 717:   lane 13 */
	0xffffffff,	/* 718:   lane 14 */
	0xffffffff,	/* 719:   lane 15 */
	0xffffffff,	/* 720:   lane 16 */
	0xffffffff,	/* 721:   lane 17 */
	0xffffffff,	/* 722:   lane 18 */
	0xffffffff,	/* 723:   lane 19 */
	0xffffffff,	/* 724:   lane 20 */
	0xffffffff,	/* 725:   lane 21 */
	0xffffffff,	/* 726:   lane 22 */
	0xffffffff,	/* 727:   lane 23 */
	0xffffffff,	/* 728:   lane 24 */
	0xffffffff,	/* 729:   lane 25 */
	0xffffffff,	/* 730:   lane 26 */
	0xffffffff,	/* 731:   lane 27 */
	0xffffffff,	/* 732:   lane 28 */
	0xffffffff,	/* 733:   lane 29 */
	0xffffffff,	/* 734:   lane 30 */
	0xffffffff,	/* 735:   lane 31 */
	0x00000000,	/* 736: match.all, not all equal: 0 [lane 0] */
	0x00000000,	/* 737:   lane 1 */
	0x00000000,	/* 738:   lane 2 */
	0x00000000,	/* 739:   lane 3 */
	0x00000000,	/* 740:   lane 4 */
	0x00000000,	/* 741:   lane 5 */
	0x00000000,	/* 742:   lane 6 */
	0x00000000,	/* 743:   lane 7 */
	0x00000000,	/* 744:   lane 8 */
	0x00000000,	/* 745:   lane 9 */
	0x00000000,	/* 746:   lane 10 */
	0x00000000,	/* 747:   lane 11 */
	0x00000000,	/* 748:   lane 12 */
	0x00000000,	/* 749:   lane 13 */
	0x00000000,	/* 750:   lane 14 */
	0x00000000,	/* 751:   lane 15 */
	0x00000000,	/* 752:   lane 16 */
	0x00000000,	/* 753:   lane 17 */
	0x00000000,	/* 754:   lane 18 */
	0x00000000,	/* 755:   lane 19 */
	0x00000000,	/* 756:   lane 20 */
	0x00000000,	/* 757:   lane 21 */
	0x00000000,	/* 758:   lane 22 */
	0x00000000,	/* 759:   lane 23 */
	0x00000000,	/* 760:   lane 24 */
	0x00000000,	/* 761:   lane 25 */
	0x00000000,	/* 762:   lane 26 */
	0x00000000,	/* 763:   lane 27 */
	0x00000000,	/* 764:   lane 28 */
	0x00000000,	/* 765:   lane 29 */
	0x00000000,	/* 766:   lane 30 */
	0x00000000,	/* 767:   lane 31 */
	0x000001f0,	/* 768: redux.add.u32 lane = 0+...+31 = 496 [lane 0] */
	0x000001f0,	/* 769:   lane 1 */
	0x000001f0,	/* 770:   lane 2 */
	0x000001f0,	/* 771:   lane 3 */
	0x000001f0,	/* 772:   lane 4 */
	0x000001f0,	/* 773:   lane 5 */
	0x000001f0,	/* 774:   lane 6 */
	0x000001f0,	/* 775:   lane 7 */
	0x000001f0,	/* 776:   lane 8 */
	0x000001f0,	/* 777:   lane 9 */
	0x000001f0,	/* 778:   lane 10 */
	0x000001f0,	/* 779:   lane 11 */
	0x000001f0,	/* 780:   lane 12 */
	0x000001f0,	/* 781:   lane 13 */
	0x000001f0,	/* 782:   lane 14 */
	0x000001f0,	/* 783:   lane 15 */
	0x000001f0,	/* 784:   lane 16 */
	0x000001f0,	/* 785:   lane 17 */
	0x000001f0,	/* 786:   lane 18 */
	0x000001f0,	/* 787:   lane 19 */
	0x000001f0,	/* 788:   lane 20 */
	0x000001f0,	/* 789:   lane 21 */
	0x000001f0,	/* 790:   lane 22 */
	0x000001f0,	/* 791:   lane 23 */
	0x000001f0,	/* 792:   lane 24 */
	0x000001f0,	/* 793:   lane 25 */
	0x000001f0,	/* 794:   lane 26 */
	0x000001f0,	/* 795:   lane 27 */
	0x000001f0,	/* 796:   lane 28 */
	0x000001f0,	/* 797:   lane 29 */
	0x000001f0,	/* 798:   lane 30 */
	0x000001f0,	/* 799:   lane 31 */
	0xfffffff0,	/* 800: redux.add.s32 (lane-16) = 496 - 512 = -16 [lane 0] */
	0xfffffff0,	/* 801:   lane 1 */
	0xfffffff0,	/* 802:   lane 2 */
	0xfffffff0,	/* 803:   lane 3 */
	0xfffffff0,	/* 804:   lane 4 */
	0xfffffff0,	/* 805:   lane 5 */
	0xfffffff0,	/* 806:   lane 6 */
	0xfffffff0,	/* 807:   lane 7 */
	0xfffffff0,	/* 808:   lane 8 */
	0xfffffff0,	/* 809:   lane 9 */
	0xfffffff0,	/* 810:   lane 10 */
	0xfffffff0,	/* 811:   lane 11 */
	0xfffffff0,	/* 812:   lane 12 */
	0xfffffff0,	/* 813:   lane 13 */
	0xfffffff0,	/* 814:   lane 14 */
	0xfffffff0,	/* 815:   lane 15 */
	0xfffffff0,	/* 816:   lane 16 */
	0xfffffff0,	/* 817:   lane 17 */
	0xfffffff0,	/* 818:   lane 18 */
	0xfffffff0,	/* 819:   lane 19 */
	0xfffffff0,	/* 820:   lane 20 */
	0xfffffff0,	/* 821:   lane 21 */
	0xfffffff0,	/* 822:   lane 22 */
	0xfffffff0,	/* 823:   lane 23 */
	0xfffffff0,	/* 824:   lane 24 */
	0xfffffff0,	/* 825:   lane 25 */
	0xfffffff0,	/* 826:   lane 26 */
	0xfffffff0,	/* 827:   lane 27 */
	0xfffffff0,	/* 828:   lane 28 */
	0xfffffff0,	/* 829:   lane 29 */
	0xfffffff0,	/* 830:   lane 30 */
	0xfffffff0,	/* 831:   lane 31 */
	0xfffffff0,	/* 832: redux.min.s32 (lane-16) = -16 [lane 0] */
	0xfffffff0,	/* 833:   lane 1 */
	0xfffffff0,	/* 834:   lane 2 */
	0xfffffff0,	/* 835:   lane 3 */
	0xfffffff0,	/* 836:   lane 4 */
	0xfffffff0,	/* 837:   lane 5 */
	0xfffffff0,	/* 838:   lane 6 */
	0xfffffff0,	/* 839:   lane 7 */
	0xfffffff0,	/* 840:   lane 8 */
	0xfffffff0,	/* 841:   lane 9 */
	0xfffffff0,	/* 842:   lane 10 */
	0xfffffff0,	/* 843:   lane 11 */
	0xfffffff0,	/* 844:   lane 12 */
	0xfffffff0,	/* 845:   lane 13 */
	0xfffffff0,	/* 846:   lane 14 */
	0xfffffff0,	/* 847:   lane 15 */
	0xfffffff0,	/* 848:   lane 16 */
	0xfffffff0,	/* 849:   lane 17 */
	0xfffffff0,	/* 850:   lane 18 */
	0xfffffff0,	/* 851:   lane 19 */
	0xfffffff0,	/* 852:   lane 20 */
	0xfffffff0,	/* 853:   lane 21 */
	0xfffffff0,	/* 854:   lane 22 */
	0xfffffff0,	/* 855:   lane 23 */
	0xfffffff0,	/* 856:   lane 24 */
	0xfffffff0,	/* 857:   lane 25 */
	0xfffffff0,	/* 858:   lane 26 */
	0xfffffff0,	/* 859:   lane 27 */
	0xfffffff0,	/* 860:   lane 28 */
	0xfffffff0,	/* 861:   lane 29 */
	0xfffffff0,	/* 862:   lane 30 */
	0xfffffff0,	/* 863:   lane 31 */
	0x00000000,	/* 864: redux.min.u32 (lane-16 as unsigned) = 0 (lane 16) [lane 0] */
	0x00000000,	/* 865:   lane 1 */
	0x00000000,	/* 866:   lane 2 */
	0x00000000,	/* 867:   lane 3 */
	0x00000000,	/* 868:   lane 4 */
	0x00000000,	/* 869:   lane 5 */
	0x00000000,	/* 870:   lane 6 */
	0x00000000,	/* 871:   lane 7 */
	0x00000000,	/* 872:   lane 8 */
	0x00000000,	/* 873:   lane 9 */
	0x00000000,	/* 874:   lane 10 */
	0x00000000,	/* 875:   lane 11 */
	0x00000000,	/* 876:   lane 12 */
	0x00000000,	/* 877:   lane 13 */
	0x00000000,	/* 878:   lane 14 */
	0x00000000,	/* 879:   lane 15 */
	0x00000000,	/* 880:   lane 16 */
	0x00000000,	/* 881:   lane 17 */
	0x00000000,	/* 882:   lane 18 */
	0x00000000,	/* 883:   lane 19 */
	0x00000000,	/* 884:   lane 20 */
	0x00000000,	/* 885:   lane 21 */
	0x00000000,	/* 886:   lane 22 */
	0x00000000,	/* 887:   lane 23 */
	0x00000000,	/* 888:   lane 24 */
	0x00000000,	/* 889:   lane 25 */
	0x00000000,	/* 890:   lane 26 */
	0x00000000,	/* 891:   lane 27 */
	0x00000000,	/* 892:   lane 28 */
	0x00000000,	/* 893:   lane 29 */
	0x00000000,	/* 894:   lane 30 */
	0x00000000,	/* 895:   lane 31 */
	0x000003c1,	/* 896: redux.max.u32 lane^2 = 961 [lane 0] */
	0x000003c1,	/* 897:   lane 1 */
	0x000003c1,	/* 898:   lane 2 */
	0x000003c1,	/* 899:   lane 3 */
	0x000003c1,	/* 900:   lane 4 */
	0x000003c1,	/* 901:   lane 5 */
	0x000003c1,	/* 902:   lane 6 */
	0x000003c1,	/* 903:   lane 7 */
	0x000003c1,	/* 904:   lane 8 */
	0x000003c1,	/* 905:   lane 9 */
	0x000003c1,	/* 906:   lane 10 */
	0x000003c1,	/* 907:   lane 11 */
	0x000003c1,	/* 908:   lane 12 */
	0x000003c1,	/* 909:   lane 13 */
	0x000003c1,	/* 910:   lane 14 */
	0x000003c1,	/* 911:   lane 15 */
	0x000003c1,	/* 912:   lane 16 */
	0x000003c1,	/* 913:   lane 17 */
	0x000003c1,	/* 914:   lane 18 */
	0x000003c1,	/* 915:   lane 19 */
	0x000003c1,	/* 916:   lane 20 */
	0x000003c1,	/* 917:   lane 21 */
	0x000003c1,	/* 918:   lane 22 */
	0x000003c1,	/* 919:   lane 23 */
	0x000003c1,	/* 920:   lane 24 */
	0x000003c1,	/* 921:   lane 25 */
	0x000003c1,	/* 922:   lane 26 */
	0x000003c1,	/* 923:   lane 27 */
	0x000003c1,	/* 924:   lane 28 */
	0x000003c1,	/* 925:   lane 29 */
	0x000003c1,	/* 926:   lane 30 */
	0x000003c1,	/* 927:   lane 31 */
	0x0000000f,	/* 928: redux.max.s32 (lane-16) = 15 [lane 0] */
	0x0000000f,	/* 929:   lane 1 */
	0x0000000f,	/* 930:   lane 2 */
	0x0000000f,	/* 931:   lane 3 */
	0x0000000f,	/* 932:   lane 4 */
	0x0000000f,	/* 933:   lane 5 */
	0x0000000f,	/* 934:   lane 6 */
	0x0000000f,	/* 935:   lane 7 */
	0x0000000f,	/* 936:   lane 8 */
	0x0000000f,	/* 937:   lane 9 */
	0x0000000f,	/* 938:   lane 10 */
	0x0000000f,	/* 939:   lane 11 */
	0x0000000f,	/* 940:   lane 12 */
	0x0000000f,	/* 941:   lane 13 */
	0x0000000f,	/* 942:   lane 14 */
	0x0000000f,	/* 943:   lane 15 */
	0x0000000f,	/* 944:   lane 16 */
	0x0000000f,	/* 945:   lane 17 */
	0x0000000f,	/* 946:   lane 18 */
	0x0000000f,	/* 947:   lane 19 */
	0x0000000f,	/* 948:   lane 20 */
	0x0000000f,	/* 949:   lane 21 */
	0x0000000f,	/* 950:   lane 22 */
	0x0000000f,	/* 951:   lane 23 */
	0x0000000f,	/* 952:   lane 24 */
	0x0000000f,	/* 953:   lane 25 */
	0x0000000f,	/* 954:   lane 26 */
	0x0000000f,	/* 955:   lane 27 */
	0x0000000f,	/* 956:   lane 28 */
	0x0000000f,	/* 957:   lane 29 */
	0x0000000f,	/* 958:   lane 30 */
	0x0000000f,	/* 959:   lane 31 */
	0x00000100,	/* 960: redux.and (lane | 0x100) = 0x100 [lane 0] */
	0x00000100,	/* 961:   lane 1 */
	0x00000100,	/* 962:   lane 2 */
	0x00000100,	/* 963:   lane 3 */
	0x00000100,	/* 964:   lane 4 */
	0x00000100,	/* 965:   lane 5 */
	0x00000100,	/* 966:   lane 6 */
	0x00000100,	/* 967:   lane 7 */
	0x00000100,	/* 968:   lane 8 */
	0x00000100,	/* 969:   lane 9 */
	0x00000100,	/* 970:   lane 10 */
	0x00000100,	/* 971:   lane 11 */
	0x00000100,	/* 972:   lane 12 */
	0x00000100,	/* 973:   lane 13 */
	0x00000100,	/* 974:   lane 14 */
	0x00000100,	/* 975:   lane 15 */
	0x00000100,	/* 976:   lane 16 */
	0x00000100,	/* 977:   lane 17 */
	0x00000100,	/* 978:   lane 18 */
	0x00000100,	/* 979:   lane 19 */
	0x00000100,	/* 980:   lane 20 */
	0x00000100,	/* 981:   lane 21 */
	0x00000100,	/* 982:   lane 22 */
	0x00000100,	/* 983:   lane 23 */
	0x00000100,	/* 984:   lane 24 */
	0x00000100,	/* 985:   lane 25 */
	0x00000100,	/* 986:   lane 26 */
	0x00000100,	/* 987:   lane 27 */
	0x00000100,	/* 988:   lane 28 */
	0x00000100,	/* 989:   lane 29 */
	0x00000100,	/* 990:   lane 30 */
	0x00000100,	/* 991:   lane 31 */
	0xffffffff,	/* 992: redux.or (1 << lane) = 0xffffffff [lane 0] */
	0xffffffff,	/* 993:   lane 1 */
	0xffffffff,	/* 994:   lane 2 */
	0xffffffff,	/* 995:   lane 3 */
	0xffffffff,	/* 996:   lane 4 */
	0xffffffff,	/* 997:   lane 5 */
	0xffffffff,	/* 998:   lane 6 */
	0xffffffff,	/* 999:   lane 7 */
	0xffffffff,	/* 1000:   lane 8 */
	0xffffffff,	/* 1001:   lane 9 */
	0xffffffff,	/* 1002:   lane 10 */
	0xffffffff,	/* 1003:   lane 11 */
	0xffffffff,	/* 1004:   lane 12 */
	0xffffffff,	/* 1005:   lane 13 */
	0xffffffff,	/* 1006:   lane 14 */
	0xffffffff,	/* 1007:   lane 15 */
	0xffffffff,	/* 1008:   lane 16 */
	0xffffffff,	/* 1009:   lane 17 */
	0xffffffff,	/* 1010:   lane 18 */
	0xffffffff,	/* 1011:   lane 19 */
	0xffffffff,	/* 1012:   lane 20 */
	0xffffffff,	/* 1013:   lane 21 */
	0xffffffff,	/* 1014:   lane 22 */
	0xffffffff,	/* 1015:   lane 23 */
	0xffffffff,	/* 1016:   lane 24 */
	0xffffffff,	/* 1017:   lane 25 */
	0xffffffff,	/* 1018:   lane 26 */
	0xffffffff,	/* 1019:   lane 27 */
	0xffffffff,	/* 1020:   lane 28 */
	0xffffffff,	/* 1021:   lane 29 */
	0xffffffff,	/* 1022:   lane 30 */
	0xffffffff,	/* 1023:   lane 31 */
	0x00000000,	/* 1024: redux.xor lane = 0 (0..31: every bit set an even number of times) [lane 0] */
	0x00000000,	/* 1025:   lane 1 */
	0x00000000,	/* 1026:   lane 2 */
	0x00000000,	/* 1027:   lane 3 */
	0x00000000,	/* 1028:   lane 4 */
	0x00000000,	/* 1029:   lane 5 */
	0x00000000,	/* 1030:   lane 6 */
	0x00000000,	/* 1031:   lane 7 */
	0x00000000,	/* 1032:   lane 8 */
	0x00000000,	/* 1033:   lane 9 */
	0x00000000,	/* 1034:   lane 10 */
	0x00000000,	/* 1035:   lane 11 */
	0x00000000,	/* 1036:   lane 12 */
	0x00000000,	/* 1037:   lane 13 */
	0x00000000,	/* 1038:   lane 14 */
	0x00000000,	/* 1039:   lane 15 */
	0x00000000,	/* 1040:   lane 16 */
	0x00000000,	/* 1041:   lane 17 */
	0x00000000,	/* 1042:   lane 18 */
	0x00000000,	/* 1043:   lane 19 */
	0x00000000,	/* 1044:   lane 20 */
	0x00000000,	/* 1045:   lane 21 */
	0x00000000,	/* 1046:   lane 22 */
	0x00000000,	/* 1047:   lane 23 */
	0x00000000,	/* 1048:   lane 24 */
	0x00000000,	/* 1049:   lane 25 */
	0x00000000,	/* 1050:   lane 26 */
	0x00000000,	/* 1051:   lane 27 */
	0x00000000,	/* 1052:   lane 28 */
	0x00000000,	/* 1053:   lane 29 */
	0x00000000,	/* 1054:   lane 30 */
	0x00000000,	/* 1055:   lane 31 */
	0x00000020,	/* 1056: redux.xor 3*lane [lane 0] */
	0x00000020,	/* 1057:   lane 1 */
	0x00000020,	/* 1058:   lane 2 */
	0x00000020,	/* 1059:   lane 3 */
	0x00000020,	/* 1060:   lane 4 */
	0x00000020,	/* 1061:   lane 5 */
	0x00000020,	/* 1062:   lane 6 */
	0x00000020,	/* 1063:   lane 7 */
	0x00000020,	/* 1064:   lane 8 */
	0x00000020,	/* 1065:   lane 9 */
	0x00000020,	/* 1066:   lane 10 */
	0x00000020,	/* 1067:   lane 11 */
	0x00000020,	/* 1068:   lane 12 */
	0x00000020,	/* 1069:   lane 13 */
	0x00000020,	/* 1070:   lane 14 */
	0x00000020,	/* 1071:   lane 15 */
	0x00000020,	/* 1072:   lane 16 */
	0x00000020,	/* 1073:   lane 17 */
	0x00000020,	/* 1074:   lane 18 */
	0x00000020,	/* 1075:   lane 19 */
	0x00000020,	/* 1076:   lane 20 */
	0x00000020,	/* 1077:   lane 21 */
	0x00000020,	/* 1078:   lane 22 */
	0x00000020,	/* 1079:   lane 23 */
	0x00000020,	/* 1080:   lane 24 */
	0x00000020,	/* 1081:   lane 25 */
	0x00000020,	/* 1082:   lane 26 */
	0x00000020,	/* 1083:   lane 27 */
	0x00000020,	/* 1084:   lane 28 */
	0x00000020,	/* 1085:   lane 29 */
	0x00000020,	/* 1086:   lane 30 */
	0x00000020,	/* 1087:   lane 31 */
	0x0000dead,	/* 1088: redux.add with membermask 0xffffff00 by lanes 8-31: 8+...+31 = 468 [lane 0] */
	0x0000dead,	/* 1089:   lane 1 */
	0x0000dead,	/* 1090:   lane 2 */
	0x0000dead,	/* 1091:   lane 3 */
	0x0000dead,	/* 1092:   lane 4 */
	0x0000dead,	/* 1093:   lane 5 */
	0x0000dead,	/* 1094:   lane 6 */
	0x0000dead,	/* 1095:   lane 7 */
	0x000001d4,	/* 1096:   lane 8 */
	0x000001d4,	/* 1097:   lane 9 */
	0x000001d4,	/* 1098:   lane 10 */
	0x000001d4,	/* 1099:   lane 11 */
	0x000001d4,	/* 1100:   lane 12 */
	0x000001d4,	/* 1101:   lane 13 */
	0x000001d4,	/* 1102:   lane 14 */
	0x000001d4,	/* 1103:   lane 15 */
	0x000001d4,	/* 1104:   lane 16 */
	0x000001d4,	/* 1105:   lane 17 */
	0x000001d4,	/* 1106:   lane 18 */
	0x000001d4,	/* 1107:   lane 19 */
	0x000001d4,	/* 1108:   lane 20 */
	0x000001d4,	/* 1109:   lane 21 */
	0x000001d4,	/* 1110:   lane 22 */
	0x000001d4,	/* 1111:   lane 23 */
	0x000001d4,	/* 1112:   lane 24 */
	0x000001d4,	/* 1113:   lane 25 */
	0x000001d4,	/* 1114:   lane 26 */
	0x000001d4,	/* 1115:   lane 27 */
	0x000001d4,	/* 1116:   lane 28 */
	0x000001d4,	/* 1117:   lane 29 */
	0x000001d4,	/* 1118:   lane 30 */
	0x000001d4,	/* 1119:   lane 31 */
	0xffffffff,	/* 1120: activemask, converged warp [lane 0] */
	0xffffffff,	/* 1121:   lane 1 */
	0xffffffff,	/* 1122:   lane 2 */
	0xffffffff,	/* 1123:   lane 3 */
	0xffffffff,	/* 1124:   lane 4 */
	0xffffffff,	/* 1125:   lane 5 */
	0xffffffff,	/* 1126:   lane 6 */
	0xffffffff,	/* 1127:   lane 7 */
	0xffffffff,	/* 1128:   lane 8 */
	0xffffffff,	/* 1129:   lane 9 */
	0xffffffff,	/* 1130:   lane 10 */
	0xffffffff,	/* 1131:   lane 11 */
	0xffffffff,	/* 1132:   lane 12 */
	0xffffffff,	/* 1133:   lane 13 */
	0xffffffff,	/* 1134:   lane 14 */
	0xffffffff,	/* 1135:   lane 15 */
	0xffffffff,	/* 1136:   lane 16 */
	0xffffffff,	/* 1137:   lane 17 */
	0xffffffff,	/* 1138:   lane 18 */
	0xffffffff,	/* 1139:   lane 19 */
	0xffffffff,	/* 1140:   lane 20 */
	0xffffffff,	/* 1141:   lane 21 */
	0xffffffff,	/* 1142:   lane 22 */
	0xffffffff,	/* 1143:   lane 23 */
	0xffffffff,	/* 1144:   lane 24 */
	0xffffffff,	/* 1145:   lane 25 */
	0xffffffff,	/* 1146:   lane 26 */
	0xffffffff,	/* 1147:   lane 27 */
	0xffffffff,	/* 1148:   lane 28 */
	0xffffffff,	/* 1149:   lane 29 */
	0xffffffff,	/* 1150:   lane 30 */
	0xffffffff,	/* 1151:   lane 31 */
	0x000fffff,	/* 1152: activemask inside if (lane < 20): 0x000fffff [lane 0] */
	0x000fffff,	/* 1153:   lane 1 */
	0x000fffff,	/* 1154:   lane 2 */
	0x000fffff,	/* 1155:   lane 3 */
	0x000fffff,	/* 1156:   lane 4 */
	0x000fffff,	/* 1157:   lane 5 */
	0x000fffff,	/* 1158:   lane 6 */
	0x000fffff,	/* 1159:   lane 7 */
	0x000fffff,	/* 1160:   lane 8 */
	0x000fffff,	/* 1161:   lane 9 */
	0x000fffff,	/* 1162:   lane 10 */
	0x000fffff,	/* 1163:   lane 11 */
	0x000fffff,	/* 1164:   lane 12 */
	0x000fffff,	/* 1165:   lane 13 */
	0x000fffff,	/* 1166:   lane 14 */
	0x000fffff,	/* 1167:   lane 15 */
	0x000fffff,	/* 1168:   lane 16 */
	0x000fffff,	/* 1169:   lane 17 */
	0x000fffff,	/* 1170:   lane 18 */
	0x000fffff,	/* 1171:   lane 19 */
	0x0000dead,	/* 1172:   lane 20 */
	0x0000dead,	/* 1173:   lane 21 */
	0x0000dead,	/* 1174:   lane 22 */
	0x0000dead,	/* 1175:   lane 23 */
	0x0000dead,	/* 1176:   lane 24 */
	0x0000dead,	/* 1177:   lane 25 */
	0x0000dead,	/* 1178:   lane 26 */
	0x0000dead,	/* 1179:   lane 27 */
	0x0000dead,	/* 1180:   lane 28 */
	0x0000dead,	/* 1181:   lane 29 */
	0x0000dead,	/* 1182:   lane 30 */
	0x0000dead,	/* 1183:   lane 31 */
};
CONF(warp)

/* ---- memory ---- */
static const uint32_t conf_memory[] = {
	0x00000011,	/*   0: st.global.v4.u32 element 0 */
	0x00000022,	/*   1: st.global.v4.u32 element 1 */
	0x00000033,	/*   2: st.global.v4.u32 element 2 */
	0x00000044,	/*   3: st.global.v4.u32 element 3 */
	0x00000055,	/*   4: st.global.v2.u32 element 0 */
	0x00000066,	/*   5: st.global.v2.u32 element 1 */
	0x3f800000,	/*   6: st.global.v2.f32 element 0 = 1.0 */
	0xbf800000,	/*   7: st.global.v2.f32 element 1 = -1.0 */
	0x000003ec,	/*   8: ld.global.v4.u32 [src + 4] element 0 = src[4] (src = arange(1000)) */
	0x000003ed,	/*   9: ld.global.v4.u32 [src + 4] element 1 = src[5] (src = arange(1000)) */
	0x000003ee,	/*  10: ld.global.v4.u32 [src + 4] element 2 = src[6] (src = arange(1000)) */
	0x000003ef,	/*  11: ld.global.v4.u32 [src + 4] element 3 = src[7] (src = arange(1000)) */
	0x000003f2,	/*  12: ld.global.v2.u32 [src + 10] element 0 */
	0x000003f3,	/*  13:   element 1 */
	0x00000002,	/*  14: ld.global.v2.u64 [src64 + 2] element 0 = 2^32 + 2*(2^32+1) [lo] */
	0x00000003,	/*  15:   ... [hi] */
	0x00000003,	/*  16:   element 1 = 2^32 + 3*(2^32+1) [lo] */
	0x00000004,	/*  17:   ... [hi] */
	0x000003e8,	/*  18: ld.global.v4.f32 lane 0 = the bits of src[0] = 1000 (a load does not convert) */
	0x000000fe,	/*  19: ld.global.u8 bytes[4] = 254 (bytes = arange(250) saturated to 255), zero-extended */
	0xfffffffe,	/*  20: ld.global.s8 bytes[4] = 0xfe -> -2 (then cvt.u32.s8 sign-extends) */
	0xfffffffa,	/*  21: ld.global.s8 bytes[0] = 0xfa -> -6 */
	0x000003ea,	/*  22: ld.global.u16 at byte 8 = low half of src[2] = 1002 (little-endian) */
	0x000003eb,	/*  23: ld.global.s32 src[3] */
	0x83828180,	/*  24: ld.shared.v2.u64 of the words 0x83828180 0x87868584 ...: element 0 = word1:word0 (little-endian) [lo] */
	0x87868584,	/*  25:   ... [hi] */
	0x8b8a8988,	/*  26:   element 1 [lo] */
	0x8f8e8d8c,	/*  27:   ... [hi] */
	0x00008382,	/*  28: ld.shared.u16 at byte 2 = 0x8382 */
	0xffff8382,	/*  29: ld.shared.s16 at byte 2 -> sign-extended */
	0xffffff87,	/*  30: ld.shared.s8 at byte 7 = 0x87 -> -121 */
	0x83825a80,	/*  31: st.shared.u8 0x5a at byte 1, then ld.shared.u32 word 0 */
	0x83825a80,	/*  32: ld.shared.v4.u32 element 0 */
	0x8f8e8d8c,	/*  33: ld.shared.v4.u32 element 3 */
	0x0000000f,	/*  34: atom.global.add.u32 10 + 5: final value in the seeded slot */
	0x0000000a,	/*  35:   old value returned */
	0xfffffffd,	/*  36: atom.global.min.s32 -3, 2 = -3: final value in the seeded slot */
	0xfffffffd,	/*  37:   old value returned */
	0x00000002,	/*  38: atom.global.min.u32 0xfffffffd, 2 = 2: final value in the seeded slot */
	0xfffffffd,	/*  39:   old value returned */
	0x00000002,	/*  40: atom.global.max.s32 -3, 2 = 2: final value in the seeded slot */
	0xfffffffd,	/*  41:   old value returned */
	0xfffffffd,	/*  42: atom.global.max.u32 0xfffffffd, 2 = 0xfffffffd: final value in the seeded slot */
	0xfffffffd,	/*  43:   old value returned */
	0x00000009,	/*  44: atom.global.exch.b32 7 <- 9: final value in the seeded slot */
	0x00000007,	/*  45:   old value returned */
	0x0000000b,	/*  46: atom.global.cas.b32 7, compare 7, new 11: swapped: final value in the seeded slot */
	0x00000007,	/*  47:   old value returned */
	0x00000007,	/*  48: atom.global.cas.b32 7, compare 8: not swapped: final value in the seeded slot */
	0x00000007,	/*  49:   old value returned */
	0x00000000,	/*  50: atom.global.inc.u32 old 5, b 5: old >= b -> 0: final value in the seeded slot */
	0x00000005,	/*  51:   old value returned */
	0x00000004,	/*  52: atom.global.inc.u32 old 3, b 5: -> 4: final value in the seeded slot */
	0x00000003,	/*  53:   old value returned */
	0x00000000,	/*  54: atom.global.inc.u32 old 9, b 5: old >= b -> 0: final value in the seeded slot */
	0x00000009,	/*  55:   old value returned */
	0x00000005,	/*  56: atom.global.dec.u32 old 0, b 5: old == 0 -> b: final value in the seeded slot */
	0x00000000,	/*  57:   old value returned */
	0x00000005,	/*  58: atom.global.dec.u32 old 7, b 5: old > b -> b: final value in the seeded slot */
	0x00000007,	/*  59:   old value returned */
	0x00000002,	/*  60: atom.global.dec.u32 old 3, b 5: -> 2: final value in the seeded slot */
	0x00000003,	/*  61:   old value returned */
	0x0f000f00,	/*  62: atom.global.and.b32 0xff00ff00 & 0x0ff00ff0: final value in the seeded slot */
	0xff00ff00,	/*  63:   old value returned */
	0xfff0fff0,	/*  64: atom.global.or.b32: final value in the seeded slot */
	0xff00ff00,	/*  65:   old value returned */
	0xf0f0f0f0,	/*  66: atom.global.xor.b32: final value in the seeded slot */
	0xff00ff00,	/*  67:   old value returned */
	0x40700000,	/*  68: atom.global.add.f32 1.5 + 2.25 = 3.75 (exact): final value in the seeded slot */
	0x3fc00000,	/*  69:   old value returned */
	0x00000001,	/*  70: red.global.add.u32 0xffffffff + 2 = 1 (wraps) */
	0x00000001,	/*  71: red.global.max.s32 -3, 1 = 1 */
	0xffffffff,	/*  72: atom.shared.add.u64 old 0x00000000ffffffff [lo] */
	0x00000000,	/*  73:   ... [hi] */
	0x00000000,	/*  74:   then ld.shared.u64 = 2^32 (carry into the high word) [lo] */
	0x00000001,	/*  75:   ... [hi] */
	0x00000000,	/*  76: atom.shared.cas.b64 compare 2^32 (equal): old [lo] */
	0x00000001,	/*  77:   ... [hi] */
	0x76543210,	/*  78:   new value stored [lo] */
	0xfedcba98,	/*  79:   ... [hi] */
	0x76543210,	/*  80: atom.shared.min.s64 with 5: old (negative) [lo] */
	0xfedcba98,	/*  81:   ... [hi] */
	0x76543210,	/*  82:   unchanged: it is the minimum as s64 [lo] */
	0xfedcba98,	/*  83:   ... [hi] */
	0x76543210,	/*  84: atom.shared.exch.b64: old [lo] */
	0xfedcba98,	/*  85:   ... [hi] */
	0x89abcdef,	/*  86:   new [lo] */
	0x01234567,	/*  87:   ... [hi] */
	0x00000004,	/*  88: atom.shared.inc.u32 old 4, b 4 -> 0 */
	0x00000000,	/*  89: atom.shared.inc.u32 old 0 -> 1 */
	0x00000001,	/*  90: atom.shared.dec.u32 old 1, b 4 -> 0 */
	0x00000000,	/*  91: atom.shared.max.u32 old 0 -> 0x80000000 */
	0x80000000,	/*  92: atom.shared.add.u32 old 0x80000000, + 0x80000001 -> 1 (wraps) */
	0x00000001,	/*  93: ld.shared.u32 final = 1 */
};
CONF(memory)

/* ---- barrier_mbarrier ---- */
static const uint32_t conf_barrier_mbarrier[] = {
	0x00000103,	/*   0: bar.sync exchange: thread t reads xs[(t+37)%128] = 7*((t+37)%128), written by another warp before the barrier [thread 0] */
	0x0000010a,	/*   1:   thread 1 */
	0x00000111,	/*   2:   thread 2 */
	0x00000118,	/*   3:   thread 3 */
	0x0000011f,	/*   4:   thread 4 */
	0x00000126,	/*   5:   thread 5 */
	0x0000012d,	/*   6:   thread 6 */
	0x00000134,	/*   7:   thread 7 */
	0x0000013b,	/*   8:   thread 8 */
	0x00000142,	/*   9:   thread 9 */
	0x00000149,	/*  10:   thread 10 */
	0x00000150,	/*  11:   thread 11 */
	0x00000157,	/*  12:   thread 12 */
	0x0000015e,	/*  13:   thread 13 */
	0x00000165,	/*  14:   thread 14 */
	0x0000016c,	/*  15:   thread 15 */
	0x00000173,	/*  16:   thread 16 */
	0x0000017a,	/*  17:   thread 17 */
	0x00000181,	/*  18:   thread 18 */
	0x00000188,	/*  19:   thread 19 */
	0x0000018f,	/*  20:   thread 20 */
	0x00000196,	/*  21:   thread 21 */
	0x0000019d,	/*  22:   thread 22 */
	0x000001a4,	/*  23:   thread 23 */
	0x000001ab,	/*  24:   thread 24 */
	0x000001b2,	/*  25:   thread 25 */
	0x000001b9,	/*  26:   thread 26 */
	0x000001c0,	/*  27:   thread 27 */
	0x000001c7,	/*  28:   thread 28 */
	0x000001ce,	/*  29:   thread 29 */
	0x000001d5,	/*  30:   thread 30 */
	0x000001dc,	/*  31:   thread 31 */
	0x000001e3,	/*  32:   thread 32 */
	0x000001ea,	/*  33:   thread 33 */
	0x000001f1,	/*  34:   thread 34 */
	0x000001f8,	/*  35:   thread 35 */
	0x000001ff,	/*  36:   thread 36 */
	0x00000206,	/*  37:   thread 37 */
	0x0000020d,	/*  38:   thread 38 */
	0x00000214,	/*  39:   thread 39 */
	0x0000021b,	/*  40:   thread 40 */
	0x00000222,	/*  41:   thread 41 */
	0x00000229,	/*  42:   thread 42 */
	0x00000230,	/*  43:   thread 43 */
	0x00000237,	/*  44:   thread 44 */
	0x0000023e,	/*  45:   thread 45 */
	0x00000245,	/*  46:   thread 46 */
	0x0000024c,	/*  47:   thread 47 */
	0x00000253,	/*  48:   thread 48 */
	0x0000025a,	/*  49:   thread 49 */
	0x00000261,	/*  50:   thread 50 */
	0x00000268,	/*  51:   thread 51 */
	0x0000026f,	/*  52:   thread 52 */
	0x00000276,	/*  53:   thread 53 */
	0x0000027d,	/*  54:   thread 54 */
	0x00000284,	/*  55:   thread 55 */
	0x0000028b,	/*  56:   thread 56 */
	0x00000292,	/*  57:   thread 57 */
	0x00000299,	/*  58:   thread 58 */
	0x000002a0,	/*  59:   thread 59 */
	0x000002a7,	/*  60:   thread 60 */
	0x000002ae,	/*  61:   thread 61 */
	0x000002b5,	/*  62:   thread 62 */
	0x000002bc,	/*  63:   thread 63 */
	0x000002c3,	/*  64:   thread 64 */
	0x000002ca,	/*  65:   thread 65 */
	0x000002d1,	/*  66:   thread 66 */
	0x000002d8,	/*  67:   thread 67 */
	0x000002df,	/*  68:   thread 68 */
	0x000002e6,	/*  69:   thread 69 */
	0x000002ed,	/*  70:   thread 70 */
	0x000002f4,	/*  71:   thread 71 */
	0x000002fb,	/*  72:   thread 72 */
	0x00000302,	/*  73:   thread 73 */
	0x00000309,	/*  74:   thread 74 */
	0x00000310,	/*  75:   thread 75 */
	0x00000317,	/*  76:   thread 76 */
	0x0000031e,	/*  77:   thread 77 */
	0x00000325,	/*  78:   thread 78 */
	0x0000032c,	/*  79:   thread 79 */
	0x00000333,	/*  80:   thread 80 */
	0x0000033a,	/*  81:   thread 81 */
	0x00000341,	/*  82:   thread 82 */
	0x00000348,	/*  83:   thread 83 */
	0x0000034f,	/*  84:   thread 84 */
	0x00000356,	/*  85:   thread 85 */
	0x0000035d,	/*  86:   thread 86 */
	0x00000364,	/*  87:   thread 87 */
	0x0000036b,	/*  88:   thread 88 */
	0x00000372,	/*  89:   thread 89 */
	0x00000379,	/*  90:   thread 90 */
	0x00000000,	/*  91:   thread 91 */
	0x00000007,	/*  92:   thread 92 */
	0x0000000e,	/*  93:   thread 93 */
	0x00000015,	/*  94:   thread 94 */
	0x0000001c,	/*  95:   thread 95 */
	0x00000023,	/*  96:   thread 96 */
	0x0000002a,	/*  97:   thread 97 */
	0x00000031,	/*  98:   thread 98 */
	0x00000038,	/*  99:   thread 99 */
	0x0000003f,	/* 100:   thread 100 */
	0x00000046,	/* 101:   thread 101 */
	0x0000004d,	/* 102:   thread 102 */
	0x00000054,	/* 103:   thread 103 */
	0x0000005b,	/* 104:   thread 104 */
	0x00000062,	/* 105:   thread 105 */
	0x00000069,	/* 106:   thread 106 */
	0x00000070,	/* 107:   thread 107 */
	0x00000077,	/* 108:   thread 108 */
	0x0000007e,	/* 109:   thread 109 */
	0x00000085,	/* 110:   thread 110 */
	0x0000008c,	/* 111:   thread 111 */
	0x00000093,	/* 112:   thread 112 */
	0x0000009a,	/* 113:   thread 113 */
	0x000000a1,	/* 114:   thread 114 */
	0x000000a8,	/* 115:   thread 115 */
	0x000000af,	/* 116:   thread 116 */
	0x000000b6,	/* 117:   thread 117 */
	0x000000bd,	/* 118:   thread 118 */
	0x000000c4,	/* 119:   thread 119 */
	0x000000cb,	/* 120:   thread 120 */
	0x000000d2,	/* 121:   thread 121 */
	0x000000d9,	/* 122:   thread 122 */
	0x000000e0,	/* 123:   thread 123 */
	0x000000e7,	/* 124:   thread 124 */
	0x000000ee,	/* 125:   thread 125 */
	0x000000f5,	/* 126:   thread 126 */
	0x000000fc,	/* 127:   thread 127 */
	0x00000467,	/* 128: second round after bar.sync: thread t reads xs[127-t] = 1127 - t [thread 0] */
	0x00000466,	/* 129:   thread 1 */
	0x00000465,	/* 130:   thread 2 */
	0x00000464,	/* 131:   thread 3 */
	0x00000463,	/* 132:   thread 4 */
	0x00000462,	/* 133:   thread 5 */
	0x00000461,	/* 134:   thread 6 */
	0x00000460,	/* 135:   thread 7 */
	0x0000045f,	/* 136:   thread 8 */
	0x0000045e,	/* 137:   thread 9 */
	0x0000045d,	/* 138:   thread 10 */
	0x0000045c,	/* 139:   thread 11 */
	0x0000045b,	/* 140:   thread 12 */
	0x0000045a,	/* 141:   thread 13 */
	0x00000459,	/* 142:   thread 14 */
	0x00000458,	/* 143:   thread 15 */
	0x00000457,	/* 144:   thread 16 */
	0x00000456,	/* 145:   thread 17 */
	0x00000455,	/* 146:   thread 18 */
	0x00000454,	/* 147:   thread 19 */
	0x00000453,	/* 148:   thread 20 */
	0x00000452,	/* 149:   thread 21 */
	0x00000451,	/* 150:   thread 22 */
	0x00000450,	/* 151:   thread 23 */
	0x0000044f,	/* 152:   thread 24 */
	0x0000044e,	/* 153:   thread 25 */
	0x0000044d,	/* 154:   thread 26 */
	0x0000044c,	/* 155:   thread 27 */
	0x0000044b,	/* 156:   thread 28 */
	0x0000044a,	/* 157:   thread 29 */
	0x00000449,	/* 158:   thread 30 */
	0x00000448,	/* 159:   thread 31 */
	0x00000447,	/* 160:   thread 32 */
	0x00000446,	/* 161:   thread 33 */
	0x00000445,	/* 162:   thread 34 */
	0x00000444,	/* 163:   thread 35 */
	0x00000443,	/* 164:   thread 36 */
	0x00000442,	/* 165:   thread 37 */
	0x00000441,	/* 166:   thread 38 */
	0x00000440,	/* 167:   thread 39 */
	0x0000043f,	/* 168:   thread 40 */
	0x0000043e,	/* 169:   thread 41 */
	0x0000043d,	/* 170:   thread 42 */
	0x0000043c,	/* 171:   thread 43 */
	0x0000043b,	/* 172:   thread 44 */
	0x0000043a,	/* 173:   thread 45 */
	0x00000439,	/* 174:   thread 46 */
	0x00000438,	/* 175:   thread 47 */
	0x00000437,	/* 176:   thread 48 */
	0x00000436,	/* 177:   thread 49 */
	0x00000435,	/* 178:   thread 50 */
	0x00000434,	/* 179:   thread 51 */
	0x00000433,	/* 180:   thread 52 */
	0x00000432,	/* 181:   thread 53 */
	0x00000431,	/* 182:   thread 54 */
	0x00000430,	/* 183:   thread 55 */
	0x0000042f,	/* 184:   thread 56 */
	0x0000042e,	/* 185:   thread 57 */
	0x0000042d,	/* 186:   thread 58 */
	0x0000042c,	/* 187:   thread 59 */
	0x0000042b,	/* 188:   thread 60 */
	0x0000042a,	/* 189:   thread 61 */
	0x00000429,	/* 190:   thread 62 */
	0x00000428,	/* 191:   thread 63 */
	0x00000427,	/* 192:   thread 64 */
	0x00000426,	/* 193:   thread 65 */
	0x00000425,	/* 194:   thread 66 */
	0x00000424,	/* 195:   thread 67 */
	0x00000423,	/* 196:   thread 68 */
	0x00000422,	/* 197:   thread 69 */
	0x00000421,	/* 198:   thread 70 */
	0x00000420,	/* 199:   thread 71 */
	0x0000041f,	/* 200:   thread 72 */
	0x0000041e,	/* 201:   thread 73 */
	0x0000041d,	/* 202:   thread 74 */
	0x0000041c,	/* 203:   thread 75 */
	0x0000041b,	/* 204:   thread 76 */
	0x0000041a,	/* 205:   thread 77 */
	0x00000419,	/* 206:   thread 78 */
	0x00000418,	/* 207:   thread 79 */
	0x00000417,	/* 208:   thread 80 */
	0x00000416,	/* 209:   thread 81 */
	0x00000415,	/* 210:   thread 82 */
	0x00000414,	/* 211:   thread 83 */
	0x00000413,	/* 212:   thread 84 */
	0x00000412,	/* 213:   thread 85 */
	0x00000411,	/* 214:   thread 86 */
	0x00000410,	/* 215:   thread 87 */
	0x0000040f,	/* 216:   thread 88 */
	0x0000040e,	/* 217:   thread 89 */
	0x0000040d,	/* 218:   thread 90 */
	0x0000040c,	/* 219:   thread 91 */
	0x0000040b,	/* 220:   thread 92 */
	0x0000040a,	/* 221:   thread 93 */
	0x00000409,	/* 222:   thread 94 */
	0x00000408,	/* 223:   thread 95 */
	0x00000407,	/* 224:   thread 96 */
	0x00000406,	/* 225:   thread 97 */
	0x00000405,	/* 226:   thread 98 */
	0x00000404,	/* 227:   thread 99 */
	0x00000403,	/* 228:   thread 100 */
	0x00000402,	/* 229:   thread 101 */
	0x00000401,	/* 230:   thread 102 */
	0x00000400,	/* 231:   thread 103 */
	0x000003ff,	/* 232:   thread 104 */
	0x000003fe,	/* 233:   thread 105 */
	0x000003fd,	/* 234:   thread 106 */
	0x000003fc,	/* 235:   thread 107 */
	0x000003fb,	/* 236:   thread 108 */
	0x000003fa,	/* 237:   thread 109 */
	0x000003f9,	/* 238:   thread 110 */
	0x000003f8,	/* 239:   thread 111 */
	0x000003f7,	/* 240:   thread 112 */
	0x000003f6,	/* 241:   thread 113 */
	0x000003f5,	/* 242:   thread 114 */
	0x000003f4,	/* 243:   thread 115 */
	0x000003f3,	/* 244:   thread 116 */
	0x000003f2,	/* 245:   thread 117 */
	0x000003f1,	/* 246:   thread 118 */
	0x000003f0,	/* 247:   thread 119 */
	0x000003ef,	/* 248:   thread 120 */
	0x000003ee,	/* 249:   thread 121 */
	0x000003ed,	/* 250:   thread 122 */
	0x000003ec,	/* 251:   thread 123 */
	0x000003eb,	/* 252:   thread 124 */
	0x000003ea,	/* 253:   thread 125 */
	0x000003e9,	/* 254:   thread 126 */
	0x000003e8,	/* 255:   thread 127 */
	0x0000002b,	/* 256: bar.red.popc.u32 (t % 3 == 0) over 128 threads = 43 [thread 0] */
	0x0000002b,	/* 257:   thread 1 */
	0x0000002b,	/* 258:   thread 2 */
	0x0000002b,	/* 259:   thread 3 */
	0x0000002b,	/* 260:   thread 4 */
	0x0000002b,	/* 261:   thread 5 */
	0x0000002b,	/* 262:   thread 6 */
	0x0000002b,	/* 263:   thread 7 */
	0x0000002b,	/* 264:   thread 8 */
	0x0000002b,	/* 265:   thread 9 */
	0x0000002b,	/* 266:   thread 10 */
	0x0000002b,	/* 267:   thread 11 */
	0x0000002b,	/* 268:   thread 12 */
	0x0000002b,	/* 269:   thread 13 */
	0x0000002b,	/* 270:   thread 14 */
	0x0000002b,	/* 271:   thread 15 */
	0x0000002b,	/* 272:   thread 16 */
	0x0000002b,	/* 273:   thread 17 */
	0x0000002b,	/* 274:   thread 18 */
	0x0000002b,	/* 275:   thread 19 */
	0x0000002b,	/* 276:   thread 20 */
	0x0000002b,	/* 277:   thread 21 */
	0x0000002b,	/* 278:   thread 22 */
	0x0000002b,	/* 279:   thread 23 */
	0x0000002b,	/* 280:   thread 24 */
	0x0000002b,	/* 281:   thread 25 */
	0x0000002b,	/* 282:   thread 26 */
	0x0000002b,	/* 283:   thread 27 */
	0x0000002b,	/* 284:   thread 28 */
	0x0000002b,	/* 285:   thread 29 */
	0x0000002b,	/* 286:   thread 30 */
	0x0000002b,	/* 287:   thread 31 */
	0x0000002b,	/* 288:   thread 32 */
	0x0000002b,	/* 289:   thread 33 */
	0x0000002b,	/* 290:   thread 34 */
	0x0000002b,	/* 291:   thread 35 */
	0x0000002b,	/* 292:   thread 36 */
	0x0000002b,	/* 293:   thread 37 */
	0x0000002b,	/* 294:   thread 38 */
	0x0000002b,	/* 295:   thread 39 */
	0x0000002b,	/* 296:   thread 40 */
	0x0000002b,	/* 297:   thread 41 */
	0x0000002b,	/* 298:   thread 42 */
	0x0000002b,	/* 299:   thread 43 */
	0x0000002b,	/* 300:   thread 44 */
	0x0000002b,	/* 301:   thread 45 */
	0x0000002b,	/* 302:   thread 46 */
	0x0000002b,	/* 303:   thread 47 */
	0x0000002b,	/* 304:   thread 48 */
	0x0000002b,	/* 305:   thread 49 */
	0x0000002b,	/* 306:   thread 50 */
	0x0000002b,	/* 307:   thread 51 */
	0x0000002b,	/* 308:   thread 52 */
	0x0000002b,	/* 309:   thread 53 */
	0x0000002b,	/* 310:   thread 54 */
	0x0000002b,	/* 311:   thread 55 */
	0x0000002b,	/* 312:   thread 56 */
	0x0000002b,	/* 313:   thread 57 */
	0x0000002b,	/* 314:   thread 58 */
	0x0000002b,	/* 315:   thread 59 */
	0x0000002b,	/* 316:   thread 60 */
	0x0000002b,	/* 317:   thread 61 */
	0x0000002b,	/* 318:   thread 62 */
	0x0000002b,	/* 319:   thread 63 */
	0x0000002b,	/* 320:   thread 64 */
	0x0000002b,	/* 321:   thread 65 */
	0x0000002b,	/* 322:   thread 66 */
	0x0000002b,	/* 323:   thread 67 */
	0x0000002b,	/* 324:   thread 68 */
	0x0000002b,	/* 325:   thread 69 */
	0x0000002b,	/* 326:   thread 70 */
	0x0000002b,	/* 327:   thread 71 */
	0x0000002b,	/* 328:   thread 72 */
	0x0000002b,	/* 329:   thread 73 */
	0x0000002b,	/* 330:   thread 74 */
	0x0000002b,	/* 331:   thread 75 */
	0x0000002b,	/* 332:   thread 76 */
	0x0000002b,	/* 333:   thread 77 */
	0x0000002b,	/* 334:   thread 78 */
	0x0000002b,	/* 335:   thread 79 */
	0x0000002b,	/* 336:   thread 80 */
	0x0000002b,	/* 337:   thread 81 */
	0x0000002b,	/* 338:   thread 82 */
	0x0000002b,	/* 339:   thread 83 */
	0x0000002b,	/* 340:   thread 84 */
	0x0000002b,	/* 341:   thread 85 */
	0x0000002b,	/* 342:   thread 86 */
	0x0000002b,	/* 343:   thread 87 */
	0x0000002b,	/* 344:   thread 88 */
	0x0000002b,	/* 345:   thread 89 */
	0x0000002b,	/* 346:   thread 90 */
	0x0000002b,	/* 347:   thread 91 */
	0x0000002b,	/* 348:   thread 92 */
	0x0000002b,	/* 349:   thread 93 */
	0x0000002b,	/* 350:   thread 94 */
	0x0000002b,	/* 351:   thread 95 */
	0x0000002b,	/* 352:   thread 96 */
	0x0000002b,	/* 353:   thread 97 */
	0x0000002b,	/* 354:   thread 98 */
	0x0000002b,	/* 355:   thread 99 */
	0x0000002b,	/* 356:   thread 100 */
	0x0000002b,	/* 357:   thread 101 */
	0x0000002b,	/* 358:   thread 102 */
	0x0000002b,	/* 359:   thread 103 */
	0x0000002b,	/* 360:   thread 104 */
	0x0000002b,	/* 361:   thread 105 */
	0x0000002b,	/* 362:   thread 106 */
	0x0000002b,	/* 363:   thread 107 */
	0x0000002b,	/* 364:   thread 108 */
	0x0000002b,	/* 365:   thread 109 */
	0x0000002b,	/* 366:   thread 110 */
	0x0000002b,	/* 367:   thread 111 */
	0x0000002b,	/* 368:   thread 112 */
	0x0000002b,	/* 369:   thread 113 */
	0x0000002b,	/* 370:   thread 114 */
	0x0000002b,	/* 371:   thread 115 */
	0x0000002b,	/* 372:   thread 116 */
	0x0000002b,	/* 373:   thread 117 */
	0x0000002b,	/* 374:   thread 118 */
	0x0000002b,	/* 375:   thread 119 */
	0x0000002b,	/* 376:   thread 120 */
	0x0000002b,	/* 377:   thread 121 */
	0x0000002b,	/* 378:   thread 122 */
	0x0000002b,	/* 379:   thread 123 */
	0x0000002b,	/* 380:   thread 124 */
	0x0000002b,	/* 381:   thread 125 */
	0x0000002b,	/* 382:   thread 126 */
	0x0000002b,	/* 383:   thread 127 */
	0x00000001,	/* 384: bar.red.and.pred (t < 200) = 1 [thread 0] */
	0x00000001,	/* 385:   thread 1 */
	0x00000001,	/* 386:   thread 2 */
	0x00000001,	/* 387:   thread 3 */
	0x00000001,	/* 388:   thread 4 */
	0x00000001,	/* 389:   thread 5 */
	0x00000001,	/* 390:   thread 6 */
	0x00000001,	/* 391:   thread 7 */
	0x00000001,	/* 392:   thread 8 */
	0x00000001,	/* 393:   thread 9 */
	0x00000001,	/* 394:   thread 10 */
	0x00000001,	/* 395:   thread 11 */
	0x00000001,	/* 396:   thread 12 */
	0x00000001,	/* 397:   thread 13 */
	0x00000001,	/* 398:   thread 14 */
	0x00000001,	/* 399:   thread 15 */
	0x00000001,	/* 400:   thread 16 */
	0x00000001,	/* 401:   thread 17 */
	0x00000001,	/* 402:   thread 18 */
	0x00000001,	/* 403:   thread 19 */
	0x00000001,	/* 404:   thread 20 */
	0x00000001,	/* 405:   thread 21 */
	0x00000001,	/* 406:   thread 22 */
	0x00000001,	/* 407:   thread 23 */
	0x00000001,	/* 408:   thread 24 */
	0x00000001,	/* 409:   thread 25 */
	0x00000001,	/* 410:   thread 26 */
	0x00000001,	/* 411:   thread 27 */
	0x00000001,	/* 412:   thread 28 */
	0x00000001,	/* 413:   thread 29 */
	0x00000001,	/* 414:   thread 30 */
	0x00000001,	/* 415:   thread 31 */
	0x00000001,	/* 416:   thread 32 */
	0x00000001,	/* 417:   thread 33 */
	0x00000001,	/* 418:   thread 34 */
	0x00000001,	/* 419:   thread 35 */
	0x00000001,	/* 420:   thread 36 */
	0x00000001,	/* 421:   thread 37 */
	0x00000001,	/* 422:   thread 38 */
	0x00000001,	/* 423:   thread 39 */
	0x00000001,	/* 424:   thread 40 */
	0x00000001,	/* 425:   thread 41 */
	0x00000001,	/* 426:   thread 42 */
	0x00000001,	/* 427:   thread 43 */
	0x00000001,	/* 428:   thread 44 */
	0x00000001,	/* 429:   thread 45 */
	0x00000001,	/* 430:   thread 46 */
	0x00000001,	/* 431:   thread 47 */
	0x00000001,	/* 432:   thread 48 */
	0x00000001,	/* 433:   thread 49 */
	0x00000001,	/* 434:   thread 50 */
	0x00000001,	/* 435:   thread 51 */
	0x00000001,	/* 436:   thread 52 */
	0x00000001,	/* 437:   thread 53 */
	0x00000001,	/* 438:   thread 54 */
	0x00000001,	/* 439:   thread 55 */
	0x00000001,	/* 440:   thread 56 */
	0x00000001,	/* 441:   thread 57 */
	0x00000001,	/* 442:   thread 58 */
	0x00000001,	/* 443:   thread 59 */
	0x00000001,	/* 444:   thread 60 */
	0x00000001,	/* 445:   thread 61 */
	0x00000001,	/* 446:   thread 62 */
	0x00000001,	/* 447:   thread 63 */
	0x00000001,	/* 448:   thread 64 */
	0x00000001,	/* 449:   thread 65 */
	0x00000001,	/* 450:   thread 66 */
	0x00000001,	/* 451:   thread 67 */
	0x00000001,	/* 452:   thread 68 */
	0x00000001,	/* 453:   thread 69 */
	0x00000001,	/* 454:   thread 70 */
	0x00000001,	/* 455:   thread 71 */
	0x00000001,	/* 456:   thread 72 */
	0x00000001,	/* 457:   thread 73 */
	0x00000001,	/* 458:   thread 74 */
	0x00000001,	/* 459:   thread 75 */
	0x00000001,	/* 460:   thread 76 */
	0x00000001,	/* 461:   thread 77 */
	0x00000001,	/* 462:   thread 78 */
	0x00000001,	/* 463:   thread 79 */
	0x00000001,	/* 464:   thread 80 */
	0x00000001,	/* 465:   thread 81 */
	0x00000001,	/* 466:   thread 82 */
	0x00000001,	/* 467:   thread 83 */
	0x00000001,	/* 468:   thread 84 */
	0x00000001,	/* 469:   thread 85 */
	0x00000001,	/* 470:   thread 86 */
	0x00000001,	/* 471:   thread 87 */
	0x00000001,	/* 472:   thread 88 */
	0x00000001,	/* 473:   thread 89 */
	0x00000001,	/* 474:   thread 90 */
	0x00000001,	/* 475:   thread 91 */
	0x00000001,	/* 476:   thread 92 */
	0x00000001,	/* 477:   thread 93 */
	0x00000001,	/* 478:   thread 94 */
	0x00000001,	/* 479:   thread 95 */
	0x00000001,	/* 480:   thread 96 */
	0x00000001,	/* 481:   thread 97 */
	0x00000001,	/* 482:   thread 98 */
	0x00000001,	/* 483:   thread 99 */
	0x00000001,	/* 484:   thread 100 */
	0x00000001,	/* 485:   thread 101 */
	0x00000001,	/* 486:   thread 102 */
	0x00000001,	/* 487:   thread 103 */
	0x00000001,	/* 488:   thread 104 */
	0x00000001,	/* 489:   thread 105 */
	0x00000001,	/* 490:   thread 106 */
	0x00000001,	/* 491:   thread 107 */
	0x00000001,	/* 492:   thread 108 */
	0x00000001,	/* 493:   thread 109 */
	0x00000001,	/* 494:   thread 110 */
	0x00000001,	/* 495:   thread 111 */
	0x00000001,	/* 496:   thread 112 */
	0x00000001,	/* 497:   thread 113 */
	0x00000001,	/* 498:   thread 114 */
	0x00000001,	/* 499:   thread 115 */
	0x00000001,	/* 500:   thread 116 */
	0x00000001,	/* 501:   thread 117 */
	0x00000001,	/* 502:   thread 118 */
	0x00000001,	/* 503:   thread 119 */
	0x00000001,	/* 504:   thread 120 */
	0x00000001,	/* 505:   thread 121 */
	0x00000001,	/* 506:   thread 122 */
	0x00000001,	/* 507:   thread 123 */
	0x00000001,	/* 508:   thread 124 */
	0x00000001,	/* 509:   thread 125 */
	0x00000001,	/* 510:   thread 126 */
	0x00000001,	/* 511:   thread 127 */
	0x00000000,	/* 512: bar.red.and.pred (t != 77) = 0 [thread 0] */
	0x00000000,	/* 513:   thread 1 */
	0x00000000,	/* 514:   thread 2 */
	0x00000000,	/* 515:   thread 3 */
	0x00000000,	/* 516:   thread 4 */
	0x00000000,	/* 517:   thread 5 */
	0x00000000,	/* 518:   thread 6 */
	0x00000000,	/* 519:   thread 7 */
	0x00000000,	/* 520:   thread 8 */
	0x00000000,	/* 521:   thread 9 */
	0x00000000,	/* 522:   thread 10 */
	0x00000000,	/* 523:   thread 11 */
	0x00000000,	/* 524:   thread 12 */
	0x00000000,	/* 525:   thread 13 */
	0x00000000,	/* 526:   thread 14 */
	0x00000000,	/* 527:   thread 15 */
	0x00000000,	/* 528:   thread 16 */
	0x00000000,	/* 529:   thread 17 */
	0x00000000,	/* 530:   thread 18 */
	0x00000000,	/* 531:   thread 19 */
	0x00000000,	/* 532:   thread 20 */
	0x00000000,	/* 533:   thread 21 */
	0x00000000,	/* 534:   thread 22 */
	0x00000000,	/* 535:   thread 23 */
	0x00000000,	/* 536:   thread 24 */
	0x00000000,	/* 537:   thread 25 */
	0x00000000,	/* 538:   thread 26 */
	0x00000000,	/* 539:   thread 27 */
	0x00000000,	/* 540:   thread 28 */
	0x00000000,	/* 541:   thread 29 */
	0x00000000,	/* 542:   thread 30 */
	0x00000000,	/* 543:   thread 31 */
	0x00000000,	/* 544:   thread 32 */
	0x00000000,	/* 545:   thread 33 */
	0x00000000,	/* 546:   thread 34 */
	0x00000000,	/* 547:   thread 35 */
	0x00000000,	/* 548:   thread 36 */
	0x00000000,	/* 549:   thread 37 */
	0x00000000,	/* 550:   thread 38 */
	0x00000000,	/* 551:   thread 39 */
	0x00000000,	/* 552:   thread 40 */
	0x00000000,	/* 553:   thread 41 */
	0x00000000,	/* 554:   thread 42 */
	0x00000000,	/* 555:   thread 43 */
	0x00000000,	/* 556:   thread 44 */
	0x00000000,	/* 557:   thread 45 */
	0x00000000,	/* 558:   thread 46 */
	0x00000000,	/* 559:   thread 47 */
	0x00000000,	/* 560:   thread 48 */
	0x00000000,	/* 561:   thread 49 */
	0x00000000,	/* 562:   thread 50 */
	0x00000000,	/* 563:   thread 51 */
	0x00000000,	/* 564:   thread 52 */
	0x00000000,	/* 565:   thread 53 */
	0x00000000,	/* 566:   thread 54 */
	0x00000000,	/* 567:   thread 55 */
	0x00000000,	/* 568:   thread 56 */
	0x00000000,	/* 569:   thread 57 */
	0x00000000,	/* 570:   thread 58 */
	0x00000000,	/* 571:   thread 59 */
	0x00000000,	/* 572:   thread 60 */
	0x00000000,	/* 573:   thread 61 */
	0x00000000,	/* 574:   thread 62 */
	0x00000000,	/* 575:   thread 63 */
	0x00000000,	/* 576:   thread 64 */
	0x00000000,	/* 577:   thread 65 */
	0x00000000,	/* 578:   thread 66 */
	0x00000000,	/* 579:   thread 67 */
	0x00000000,	/* 580:   thread 68 */
	0x00000000,	/* 581:   thread 69 */
	0x00000000,	/* 582:   thread 70 */
	0x00000000,	/* 583:   thread 71 */
	0x00000000,	/* 584:   thread 72 */
	0x00000000,	/* 585:   thread 73 */
	0x00000000,	/* 586:   thread 74 */
	0x00000000,	/* 587:   thread 75 */
	0x00000000,	/* 588:   thread 76 */
	0x00000000,	/* 589:   thread 77 */
	0x00000000,	/* 590:   thread 78 */
	0x00000000,	/* 591:   thread 79 */
	0x00000000,	/* 592:   thread 80 */
	0x00000000,	/* 593:   thread 81 */
	0x00000000,	/* 594:   thread 82 */
	0x00000000,	/* 595:   thread 83 */
	0x00000000,	/* 596:   thread 84 */
	0x00000000,	/* 597:   thread 85 */
	0x00000000,	/* 598:   thread 86 */
	0x00000000,	/* 599:   thread 87 */
	0x00000000,	/* 600:   thread 88 */
	0x00000000,	/* 601:   thread 89 */
	0x00000000,	/* 602:   thread 90 */
	0x00000000,	/* 603:   thread 91 */
	0x00000000,	/* 604:   thread 92 */
	0x00000000,	/* 605:   thread 93 */
	0x00000000,	/* 606:   thread 94 */
	0x00000000,	/* 607:   thread 95 */
	0x00000000,	/* 608:   thread 96 */
	0x00000000,	/* 609:   thread 97 */
	0x00000000,	/* 610:   thread 98 */
	0x00000000,	/* 611:   thread 99 */
	0x00000000,	/* 612:   thread 100 */
	0x00000000,	/* 613:   thread 101 */
	0x00000000,	/* 614:   thread 102 */
	0x00000000,	/* 615:   thread 103 */
	0x00000000,	/* 616:   thread 104 */
	0x00000000,	/* 617:   thread 105 */
	0x00000000,	/* 618:   thread 106 */
	0x00000000,	/* 619:   thread 107 */
	0x00000000,	/* 620:   thread 108 */
	0x00000000,	/* 621:   thread 109 */
	0x00000000,	/* 622:   thread 110 */
	0x00000000,	/* 623:   thread 111 */
	0x00000000,	/* 624:   thread 112 */
	0x00000000,	/* 625:   thread 113 */
	0x00000000,	/* 626:   thread 114 */
	0x00000000,	/* 627:   thread 115 */
	0x00000000,	/* 628:   thread 116 */
	0x00000000,	/* 629:   thread 117 */
	0x00000000,	/* 630:   thread 118 */
	0x00000000,	/* 631:   thread 119 */
	0x00000000,	/* 632:   thread 120 */
	0x00000000,	/* 633:   thread 121 */
	0x00000000,	/* 634:   thread 122 */
	0x00000000,	/* 635:   thread 123 */
	0x00000000,	/* 636:   thread 124 */
	0x00000000,	/* 637:   thread 125 */
	0x00000000,	/* 638:   thread 126 */
	0x00000000,	/* 639:   thread 127 */
	0x00000001,	/* 640: bar.red.or.pred (t == 77) = 1 [thread 0] */
	0x00000001,	/* 641:   thread 1 */
	0x00000001,	/* 642:   thread 2 */
	0x00000001,	/* 643:   thread 3 */
	0x00000001,	/* 644:   thread 4 */
	0x00000001,	/* 645:   thread 5 */
	0x00000001,	/* 646:   thread 6 */
	0x00000001,	/* 647:   thread 7 */
	0x00000001,	/* 648:   thread 8 */
	0x00000001,	/* 649:   thread 9 */
	0x00000001,	/* 650:   thread 10 */
	0x00000001,	/* 651:   thread 11 */
	0x00000001,	/* 652:   thread 12 */
	0x00000001,	/* 653:   thread 13 */
	0x00000001,	/* 654:   thread 14 */
	0x00000001,	/* 655:   thread 15 */
	0x00000001,	/* 656:   thread 16 */
	0x00000001,	/* 657:   thread 17 */
	0x00000001,	/* 658:   thread 18 */
	0x00000001,	/* 659:   thread 19 */
	0x00000001,	/* 660:   thread 20 */
	0x00000001,	/* 661:   thread 21 */
	0x00000001,	/* 662:   thread 22 */
	0x00000001,	/* 663:   thread 23 */
	0x00000001,	/* 664:   thread 24 */
	0x00000001,	/* 665:   thread 25 */
	0x00000001,	/* 666:   thread 26 */
	0x00000001,	/* 667:   thread 27 */
	0x00000001,	/* 668:   thread 28 */
	0x00000001,	/* 669:   thread 29 */
	0x00000001,	/* 670:   thread 30 */
	0x00000001,	/* 671:   thread 31 */
	0x00000001,	/* 672:   thread 32 */
	0x00000001,	/* 673:   thread 33 */
	0x00000001,	/* 674:   thread 34 */
	0x00000001,	/* 675:   thread 35 */
	0x00000001,	/* 676:   thread 36 */
	0x00000001,	/* 677:   thread 37 */
	0x00000001,	/* 678:   thread 38 */
	0x00000001,	/* 679:   thread 39 */
	0x00000001,	/* 680:   thread 40 */
	0x00000001,	/* 681:   thread 41 */
	0x00000001,	/* 682:   thread 42 */
	0x00000001,	/* 683:   thread 43 */
	0x00000001,	/* 684:   thread 44 */
	0x00000001,	/* 685:   thread 45 */
	0x00000001,	/* 686:   thread 46 */
	0x00000001,	/* 687:   thread 47 */
	0x00000001,	/* 688:   thread 48 */
	0x00000001,	/* 689:   thread 49 */
	0x00000001,	/* 690:   thread 50 */
	0x00000001,	/* 691:   thread 51 */
	0x00000001,	/* 692:   thread 52 */
	0x00000001,	/* 693:   thread 53 */
	0x00000001,	/* 694:   thread 54 */
	0x00000001,	/* 695:   thread 55 */
	0x00000001,	/* 696:   thread 56 */
	0x00000001,	/* 697:   thread 57 */
	0x00000001,	/* 698:   thread 58 */
	0x00000001,	/* 699:   thread 59 */
	0x00000001,	/* 700:   thread 60 */
	0x00000001,	/* 701:   thread 61 */
	0x00000001,	/* 702:   thread 62 */
	0x00000001,	/* 703:   thread 63 */
	0x00000001,	/* 704:   thread 64 */
	0x00000001,	/* 705:   thread 65 */
	0x00000001,	/* 706:   thread 66 */
	0x00000001,	/* 707:   thread 67 */
	0x00000001,	/* 708:   thread 68 */
	0x00000001,	/* 709:   thread 69 */
	0x00000001,	/* 710:   thread 70 */
	0x00000001,	/* 711:   thread 71 */
	0x00000001,	/* 712:   thread 72 */
	0x00000001,	/* 713:   thread 73 */
	0x00000001,	/* 714:   thread 74 */
	0x00000001,	/* 715:   thread 75 */
	0x00000001,	/* 716:   thread 76 */
	0x00000001,	/* 717:   thread 77 */
	0x00000001,	/* 718:   thread 78 */
	0x00000001,	/* 719:   thread 79 */
	0x00000001,	/* 720:   thread 80 */
	0x00000001,	/* 721:   thread 81 */
	0x00000001,	/* 722:   thread 82 */
	0x00000001,	/* 723:   thread 83 */
	0x00000001,	/* 724:   thread 84 */
	0x00000001,	/* 725:   thread 85 */
	0x00000001,	/* 726:   thread 86 */
	0x00000001,	/* 727:   thread 87 */
	0x00000001,	/* 728:   thread 88 */
	0x00000001,	/* 729:   thread 89 */
	0x00000001,	/* 730:   thread 90 */
	0x00000001,	/* 731:   thread 91 */
	0x00000001,	/* 732:   thread 92 */
	0x00000001,	/* 733:   thread 93 */
	0x00000001,	/* 734:   thread 94 */
	0x00000001,	/* 735:   thread 95 */
	0x00000001,	/* 736:   thread 96 */
	0x00000001,	/* 737:   thread 97 */
	0x00000001,	/* 738:   thread 98 */
	0x00000001,	/* 739:   thread 99 */
	0x00000001,	/* 740:   thread 100 */
	0x00000001,	/* 741:   thread 101 */
	0x00000001,	/* 742:   thread 102 */
	0x00000001,	/* 743:   thread 103 */
	0x00000001,	/* 744:   thread 104 */
	0x00000001,	/* 745:   thread 105 */
	0x00000001,	/* 746:   thread 106 */
	0x00000001,	/* 747:   thread 107 */
	0x00000001,	/* 748:   thread 108 */
	0x00000001,	/* 749:   thread 109 */
	0x00000001,	/* 750:   thread 110 */
	0x00000001,	/* 751:   thread 111 */
	0x00000001,	/* 752:   thread 112 */
	0x00000001,	/* 753:   thread 113 */
	0x00000001,	/* 754:   thread 114 */
	0x00000001,	/* 755:   thread 115 */
	0x00000001,	/* 756:   thread 116 */
	0x00000001,	/* 757:   thread 117 */
	0x00000001,	/* 758:   thread 118 */
	0x00000001,	/* 759:   thread 119 */
	0x00000001,	/* 760:   thread 120 */
	0x00000001,	/* 761:   thread 121 */
	0x00000001,	/* 762:   thread 122 */
	0x00000001,	/* 763:   thread 123 */
	0x00000001,	/* 764:   thread 124 */
	0x00000001,	/* 765:   thread 125 */
	0x00000001,	/* 766:   thread 126 */
	0x00000001,	/* 767:   thread 127 */
	0x00000000,	/* 768: bar.red.or.pred (t == 500) = 0 [thread 0] */
	0x00000000,	/* 769:   thread 1 */
	0x00000000,	/* 770:   thread 2 */
	0x00000000,	/* 771:   thread 3 */
	0x00000000,	/* 772:   thread 4 */
	0x00000000,	/* 773:   thread 5 */
	0x00000000,	/* 774:   thread 6 */
	0x00000000,	/* 775:   thread 7 */
	0x00000000,	/* 776:   thread 8 */
	0x00000000,	/* 777:   thread 9 */
	0x00000000,	/* 778:   thread 10 */
	0x00000000,	/* 779:   thread 11 */
	0x00000000,	/* 780:   thread 12 */
	0x00000000,	/* 781:   thread 13 */
	0x00000000,	/* 782:   thread 14 */
	0x00000000,	/* 783:   thread 15 */
	0x00000000,	/* 784:   thread 16 */
	0x00000000,	/* 785:   thread 17 */
	0x00000000,	/* 786:   thread 18 */
	0x00000000,	/* 787:   thread 19 */
	0x00000000,	/* 788:   thread 20 */
	0x00000000,	/* 789:   thread 21 */
	0x00000000,	/* 790:   thread 22 */
	0x00000000,	/* 791:   thread 23 */
	0x00000000,	/* 792:   thread 24 */
	0x00000000,	/* 793:   thread 25 */
	0x00000000,	/* 794:   thread 26 */
	0x00000000,	/* 795:   thread 27 */
	0x00000000,	/* 796:   thread 28 */
	0x00000000,	/* 797:   thread 29 */
	0x00000000,	/* 798:   thread 30 */
	0x00000000,	/* 799:   thread 31 */
	0x00000000,	/* 800:   thread 32 */
	0x00000000,	/* 801:   thread 33 */
	0x00000000,	/* 802:   thread 34 */
	0x00000000,	/* 803:   thread 35 */
	0x00000000,	/* 804:   thread 36 */
	0x00000000,	/* 805:   thread 37 */
	0x00000000,	/* 806:   thread 38 */
	0x00000000,	/* 807:   thread 39 */
	0x00000000,	/* 808:   thread 40 */
	0x00000000,	/* 809:   thread 41 */
	0x00000000,	/* 810:   thread 42 */
	0x00000000,	/* 811:   thread 43 */
	0x00000000,	/* 812:   thread 44 */
	0x00000000,	/* 813:   thread 45 */
	0x00000000,	/* 814:   thread 46 */
	0x00000000,	/* 815:   thread 47 */
	0x00000000,	/* 816:   thread 48 */
	0x00000000,	/* 817:   thread 49 */
	0x00000000,	/* 818:   thread 50 */
	0x00000000,	/* 819:   thread 51 */
	0x00000000,	/* 820:   thread 52 */
	0x00000000,	/* 821:   thread 53 */
	0x00000000,	/* 822:   thread 54 */
	0x00000000,	/* 823:   thread 55 */
	0x00000000,	/* 824:   thread 56 */
	0x00000000,	/* 825:   thread 57 */
	0x00000000,	/* 826:   thread 58 */
	0x00000000,	/* 827:   thread 59 */
	0x00000000,	/* 828:   thread 60 */
	0x00000000,	/* 829:   thread 61 */
	0x00000000,	/* 830:   thread 62 */
	0x00000000,	/* 831:   thread 63 */
	0x00000000,	/* 832:   thread 64 */
	0x00000000,	/* 833:   thread 65 */
	0x00000000,	/* 834:   thread 66 */
	0x00000000,	/* 835:   thread 67 */
	0x00000000,	/* 836:   thread 68 */
	0x00000000,	/* 837:   thread 69 */
	0x00000000,	/* 838:   thread 70 */
	0x00000000,	/* 839:   thread 71 */
	0x00000000,	/* 840:   thread 72 */
	0x00000000,	/* 841:   thread 73 */
	0x00000000,	/* 842:   thread 74 */
	0x00000000,	/* 843:   thread 75 */
	0x00000000,	/* 844:   thread 76 */
	0x00000000,	/* 845:   thread 77 */
	0x00000000,	/* 846:   thread 78 */
	0x00000000,	/* 847:   thread 79 */
	0x00000000,	/* 848:   thread 80 */
	0x00000000,	/* 849:   thread 81 */
	0x00000000,	/* 850:   thread 82 */
	0x00000000,	/* 851:   thread 83 */
	0x00000000,	/* 852:   thread 84 */
	0x00000000,	/* 853:   thread 85 */
	0x00000000,	/* 854:   thread 86 */
	0x00000000,	/* 855:   thread 87 */
	0x00000000,	/* 856:   thread 88 */
	0x00000000,	/* 857:   thread 89 */
	0x00000000,	/* 858:   thread 90 */
	0x00000000,	/* 859:   thread 91 */
	0x00000000,	/* 860:   thread 92 */
	0x00000000,	/* 861:   thread 93 */
	0x00000000,	/* 862:   thread 94 */
	0x00000000,	/* 863:   thread 95 */
	0x00000000,	/* 864:   thread 96 */
	0x00000000,	/* 865:   thread 97 */
	0x00000000,	/* 866:   thread 98 */
	0x00000000,	/* 867:   thread 99 */
	0x00000000,	/* 868:   thread 100 */
	0x00000000,	/* 869:   thread 101 */
	0x00000000,	/* 870:   thread 102 */
	0x00000000,	/* 871:   thread 103 */
	0x00000000,	/* 872:   thread 104 */
	0x00000000,	/* 873:   thread 105 */
	0x00000000,	/* 874:   thread 106 */
	0x00000000,	/* 875:   thread 107 */
	0x00000000,	/* 876:   thread 108 */
	0x00000000,	/* 877:   thread 109 */
	0x00000000,	/* 878:   thread 110 */
	0x00000000,	/* 879:   thread 111 */
	0x00000000,	/* 880:   thread 112 */
	0x00000000,	/* 881:   thread 113 */
	0x00000000,	/* 882:   thread 114 */
	0x00000000,	/* 883:   thread 115 */
	0x00000000,	/* 884:   thread 116 */
	0x00000000,	/* 885:   thread 117 */
	0x00000000,	/* 886:   thread 118 */
	0x00000000,	/* 887:   thread 119 */
	0x00000000,	/* 888:   thread 120 */
	0x00000000,	/* 889:   thread 121 */
	0x00000000,	/* 890:   thread 122 */
	0x00000000,	/* 891:   thread 123 */
	0x00000000,	/* 892:   thread 124 */
	0x00000000,	/* 893:   thread 125 */
	0x00000000,	/* 894:   thread 126 */
	0x00000000,	/* 895:   thread 127 */
	0x00000546,	/* 896: mbarrier phase bits (thread 0): 2 parity 1 true right after init (preceding phase) | 4 phase 0 done after 1 arrival | 64 phase 1 done only after arrival AND 16 tx bytes (bits 8,16,32 clear) | 256 phase 2: expect_tx before the arrival, done after complete_tx (bit 128 clear) | 1024 test_wait on the state of the first of 2 arrivals: true only after the second (bit 512 clear) = 1350 [thread 0] */
	0x00000546,	/* 897:   thread 1 */
	0x00000546,	/* 898:   thread 2 */
	0x00000546,	/* 899:   thread 3 */
	0x00000546,	/* 900:   thread 4 */
	0x00000546,	/* 901:   thread 5 */
	0x00000546,	/* 902:   thread 6 */
	0x00000546,	/* 903:   thread 7 */
	0x00000546,	/* 904:   thread 8 */
	0x00000546,	/* 905:   thread 9 */
	0x00000546,	/* 906:   thread 10 */
	0x00000546,	/* 907:   thread 11 */
	0x00000546,	/* 908:   thread 12 */
	0x00000546,	/* 909:   thread 13 */
	0x00000546,	/* 910:   thread 14 */
	0x00000546,	/* 911:   thread 15 */
	0x00000546,	/* 912:   thread 16 */
	0x00000546,	/* 913:   thread 17 */
	0x00000546,	/* 914:   thread 18 */
	0x00000546,	/* 915:   thread 19 */
	0x00000546,	/* 916:   thread 20 */
	0x00000546,	/* 917:   thread 21 */
	0x00000546,	/* 918:   thread 22 */
	0x00000546,	/* 919:   thread 23 */
	0x00000546,	/* 920:   thread 24 */
	0x00000546,	/* 921:   thread 25 */
	0x00000546,	/* 922:   thread 26 */
	0x00000546,	/* 923:   thread 27 */
	0x00000546,	/* 924:   thread 28 */
	0x00000546,	/* 925:   thread 29 */
	0x00000546,	/* 926:   thread 30 */
	0x00000546,	/* 927:   thread 31 */
	0x00000546,	/* 928:   thread 32 */
	0x00000546,	/* 929:   thread 33 */
	0x00000546,	/* 930:   thread 34 */
	0x00000546,	/* 931:   thread 35 */
	0x00000546,	/* 932:   thread 36 */
	0x00000546,	/* 933:   thread 37 */
	0x00000546,	/* 934:   thread 38 */
	0x00000546,	/* 935:   thread 39 */
	0x00000546,	/* 936:   thread 40 */
	0x00000546,	/* 937:   thread 41 */
	0x00000546,	/* 938:   thread 42 */
	0x00000546,	/* 939:   thread 43 */
	0x00000546,	/* 940:   thread 44 */
	0x00000546,	/* 941:   thread 45 */
	0x00000546,	/* 942:   thread 46 */
	0x00000546,	/* 943:   thread 47 */
	0x00000546,	/* 944:   thread 48 */
	0x00000546,	/* 945:   thread 49 */
	0x00000546,	/* 946:   thread 50 */
	0x00000546,	/* 947:   thread 51 */
	0x00000546,	/* 948:   thread 52 */
	0x00000546,	/* 949:   thread 53 */
	0x00000546,	/* 950:   thread 54 */
	0x00000546,	/* 951:   thread 55 */
	0x00000546,	/* 952:   thread 56 */
	0x00000546,	/* 953:   thread 57 */
	0x00000546,	/* 954:   thread 58 */
	0x00000546,	/* 955:   thread 59 */
	0x00000546,	/* 956:   thread 60 */
	0x00000546,	/* 957:   thread 61 */
	0x00000546,	/* 958:   thread 62 */
	0x00000546,	/* 959:   thread 63 */
	0x00000546,	/* 960:   thread 64 */
	0x00000546,	/* 961:   thread 65 */
	0x00000546,	/* 962:   thread 66 */
	0x00000546,	/* 963:   thread 67 */
	0x00000546,	/* 964:   thread 68 */
	0x00000546,	/* 965:   thread 69 */
	0x00000546,	/* 966:   thread 70 */
	0x00000546,	/* 967:   thread 71 */
	0x00000546,	/* 968:   thread 72 */
	0x00000546,	/* 969:   thread 73 */
	0x00000546,	/* 970:   thread 74 */
	0x00000546,	/* 971:   thread 75 */
	0x00000546,	/* 972:   thread 76 */
	0x00000546,	/* 973:   thread 77 */
	0x00000546,	/* 974:   thread 78 */
	0x00000546,	/* 975:   thread 79 */
	0x00000546,	/* 976:   thread 80 */
	0x00000546,	/* 977:   thread 81 */
	0x00000546,	/* 978:   thread 82 */
	0x00000546,	/* 979:   thread 83 */
	0x00000546,	/* 980:   thread 84 */
	0x00000546,	/* 981:   thread 85 */
	0x00000546,	/* 982:   thread 86 */
	0x00000546,	/* 983:   thread 87 */
	0x00000546,	/* 984:   thread 88 */
	0x00000546,	/* 985:   thread 89 */
	0x00000546,	/* 986:   thread 90 */
	0x00000546,	/* 987:   thread 91 */
	0x00000546,	/* 988:   thread 92 */
	0x00000546,	/* 989:   thread 93 */
	0x00000546,	/* 990:   thread 94 */
	0x00000546,	/* 991:   thread 95 */
	0x00000546,	/* 992:   thread 96 */
	0x00000546,	/* 993:   thread 97 */
	0x00000546,	/* 994:   thread 98 */
	0x00000546,	/* 995:   thread 99 */
	0x00000546,	/* 996:   thread 100 */
	0x00000546,	/* 997:   thread 101 */
	0x00000546,	/* 998:   thread 102 */
	0x00000546,	/* 999:   thread 103 */
	0x00000546,	/* 1000:   thread 104 */
	0x00000546,	/* 1001:   thread 105 */
	0x00000546,	/* 1002:   thread 106 */
	0x00000546,	/* 1003:   thread 107 */
	0x00000546,	/* 1004:   thread 108 */
	0x00000546,	/* 1005:   thread 109 */
	0x00000546,	/* 1006:   thread 110 */
	0x00000546,	/* 1007:   thread 111 */
	0x00000546,	/* 1008:   thread 112 */
	0x00000546,	/* 1009:   thread 113 */
	0x00000546,	/* 1010:   thread 114 */
	0x00000546,	/* 1011:   thread 115 */
	0x00000546,	/* 1012:   thread 116 */
	0x00000546,	/* 1013:   thread 117 */
	0x00000546,	/* 1014:   thread 118 */
	0x00000546,	/* 1015:   thread 119 */
	0x00000546,	/* 1016:   thread 120 */
	0x00000546,	/* 1017:   thread 121 */
	0x00000546,	/* 1018:   thread 122 */
	0x00000546,	/* 1019:   thread 123 */
	0x00000546,	/* 1020:   thread 124 */
	0x00000546,	/* 1021:   thread 125 */
	0x00000546,	/* 1022:   thread 126 */
	0x00000546,	/* 1023:   thread 127 */
	0x00000000,	/* 1024: count-128 mbarrier, every thread arrives and waits for parity 0; then parity 1 (the new current phase) is pending = 0 [thread 0] */
	0x00000000,	/* 1025:   thread 1 */
	0x00000000,	/* 1026:   thread 2 */
	0x00000000,	/* 1027:   thread 3 */
	0x00000000,	/* 1028:   thread 4 */
	0x00000000,	/* 1029:   thread 5 */
	0x00000000,	/* 1030:   thread 6 */
	0x00000000,	/* 1031:   thread 7 */
	0x00000000,	/* 1032:   thread 8 */
	0x00000000,	/* 1033:   thread 9 */
	0x00000000,	/* 1034:   thread 10 */
	0x00000000,	/* 1035:   thread 11 */
	0x00000000,	/* 1036:   thread 12 */
	0x00000000,	/* 1037:   thread 13 */
	0x00000000,	/* 1038:   thread 14 */
	0x00000000,	/* 1039:   thread 15 */
	0x00000000,	/* 1040:   thread 16 */
	0x00000000,	/* 1041:   thread 17 */
	0x00000000,	/* 1042:   thread 18 */
	0x00000000,	/* 1043:   thread 19 */
	0x00000000,	/* 1044:   thread 20 */
	0x00000000,	/* 1045:   thread 21 */
	0x00000000,	/* 1046:   thread 22 */
	0x00000000,	/* 1047:   thread 23 */
	0x00000000,	/* 1048:   thread 24 */
	0x00000000,	/* 1049:   thread 25 */
	0x00000000,	/* 1050:   thread 26 */
	0x00000000,	/* 1051:   thread 27 */
	0x00000000,	/* 1052:   thread 28 */
	0x00000000,	/* 1053:   thread 29 */
	0x00000000,	/* 1054:   thread 30 */
	0x00000000,	/* 1055:   thread 31 */
	0x00000000,	/* 1056:   thread 32 */
	0x00000000,	/* 1057:   thread 33 */
	0x00000000,	/* 1058:   thread 34 */
	0x00000000,	/* 1059:   thread 35 */
	0x00000000,	/* 1060:   thread 36 */
	0x00000000,	/* 1061:   thread 37 */
	0x00000000,	/* 1062:   thread 38 */
	0x00000000,	/* 1063:   thread 39 */
	0x00000000,	/* 1064:   thread 40 */
	0x00000000,	/* 1065:   thread 41 */
	0x00000000,	/* 1066:   thread 42 */
	0x00000000,	/* 1067:   thread 43 */
	0x00000000,	/* 1068:   thread 44 */
	0x00000000,	/* 1069:   thread 45 */
	0x00000000,	/* 1070:   thread 46 */
	0x00000000,	/* 1071:   thread 47 */
	0x00000000,	/* 1072:   thread 48 */
	0x00000000,	/* 1073:   thread 49 */
	0x00000000,	/* 1074:   thread 50 */
	0x00000000,	/* 1075:   thread 51 */
	0x00000000,	/* 1076:   thread 52 */
	0x00000000,	/* 1077:   thread 53 */
	0x00000000,	/* 1078:   thread 54 */
	0x00000000,	/* 1079:   thread 55 */
	0x00000000,	/* 1080:   thread 56 */
	0x00000000,	/* 1081:   thread 57 */
	0x00000000,	/* 1082:   thread 58 */
	0x00000000,	/* 1083:   thread 59 */
	0x00000000,	/* 1084:   thread 60 */
	0x00000000,	/* 1085:   thread 61 */
	0x00000000,	/* 1086:   thread 62 */
	0x00000000,	/* 1087:   thread 63 */
	0x00000000,	/* 1088:   thread 64 */
	0x00000000,	/* 1089:   thread 65 */
	0x00000000,	/* 1090:   thread 66 */
	0x00000000,	/* 1091:   thread 67 */
	0x00000000,	/* 1092:   thread 68 */
	0x00000000,	/* 1093:   thread 69 */
	0x00000000,	/* 1094:   thread 70 */
	0x00000000,	/* 1095:   thread 71 */
	0x00000000,	/* 1096:   thread 72 */
	0x00000000,	/* 1097:   thread 73 */
	0x00000000,	/* 1098:   thread 74 */
	0x00000000,	/* 1099:   thread 75 */
	0x00000000,	/* 1100:   thread 76 */
	0x00000000,	/* 1101:   thread 77 */
	0x00000000,	/* 1102:   thread 78 */
	0x00000000,	/* 1103:   thread 79 */
	0x00000000,	/* 1104:   thread 80 */
	0x00000000,	/* 1105:   thread 81 */
	0x00000000,	/* 1106:   thread 82 */
	0x00000000,	/* 1107:   thread 83 */
	0x00000000,	/* 1108:   thread 84 */
	0x00000000,	/* 1109:   thread 85 */
	0x00000000,	/* 1110:   thread 86 */
	0x00000000,	/* 1111:   thread 87 */
	0x00000000,	/* 1112:   thread 88 */
	0x00000000,	/* 1113:   thread 89 */
	0x00000000,	/* 1114:   thread 90 */
	0x00000000,	/* 1115:   thread 91 */
	0x00000000,	/* 1116:   thread 92 */
	0x00000000,	/* 1117:   thread 93 */
	0x00000000,	/* 1118:   thread 94 */
	0x00000000,	/* 1119:   thread 95 */
	0x00000000,	/* 1120:   thread 96 */
	0x00000000,	/* 1121:   thread 97 */
	0x00000000,	/* 1122:   thread 98 */
	0x00000000,	/* 1123:   thread 99 */
	0x00000000,	/* 1124:   thread 100 */
	0x00000000,	/* 1125:   thread 101 */
	0x00000000,	/* 1126:   thread 102 */
	0x00000000,	/* 1127:   thread 103 */
	0x00000000,	/* 1128:   thread 104 */
	0x00000000,	/* 1129:   thread 105 */
	0x00000000,	/* 1130:   thread 106 */
	0x00000000,	/* 1131:   thread 107 */
	0x00000000,	/* 1132:   thread 108 */
	0x00000000,	/* 1133:   thread 109 */
	0x00000000,	/* 1134:   thread 110 */
	0x00000000,	/* 1135:   thread 111 */
	0x00000000,	/* 1136:   thread 112 */
	0x00000000,	/* 1137:   thread 113 */
	0x00000000,	/* 1138:   thread 114 */
	0x00000000,	/* 1139:   thread 115 */
	0x00000000,	/* 1140:   thread 116 */
	0x00000000,	/* 1141:   thread 117 */
	0x00000000,	/* 1142:   thread 118 */
	0x00000000,	/* 1143:   thread 119 */
	0x00000000,	/* 1144:   thread 120 */
	0x00000000,	/* 1145:   thread 121 */
	0x00000000,	/* 1146:   thread 122 */
	0x00000000,	/* 1147:   thread 123 */
	0x00000000,	/* 1148:   thread 124 */
	0x00000000,	/* 1149:   thread 125 */
	0x00000000,	/* 1150:   thread 126 */
	0x00000000,	/* 1151:   thread 127 */
};
CONF(barrier_mbarrier)

/* ---- ldmatrix_mma ---- */
static const uint32_t conf_ldmatrix_mma[] = {
	0x00010000,	/*   0: ldmatrix.x2 d0: matrix 0, lane l gets (row l/4, cols 2(l%4), +1), low half first [lane 0] */
	0x00030002,	/*   1:   lane 1 */
	0x00050004,	/*   2:   lane 2 */
	0x00070006,	/*   3:   lane 3 */
	0x00090008,	/*   4:   lane 4 */
	0x000b000a,	/*   5:   lane 5 */
	0x000d000c,	/*   6:   lane 6 */
	0x000f000e,	/*   7:   lane 7 */
	0x00110010,	/*   8:   lane 8 */
	0x00130012,	/*   9:   lane 9 */
	0x00150014,	/*  10:   lane 10 */
	0x00170016,	/*  11:   lane 11 */
	0x00190018,	/*  12:   lane 12 */
	0x001b001a,	/*  13:   lane 13 */
	0x001d001c,	/*  14:   lane 14 */
	0x001f001e,	/*  15:   lane 15 */
	0x00210020,	/*  16:   lane 16 */
	0x00230022,	/*  17:   lane 17 */
	0x00250024,	/*  18:   lane 18 */
	0x00270026,	/*  19:   lane 19 */
	0x00290028,	/*  20:   lane 20 */
	0x002b002a,	/*  21:   lane 21 */
	0x002d002c,	/*  22:   lane 22 */
	0x002f002e,	/*  23:   lane 23 */
	0x00310030,	/*  24:   lane 24 */
	0x00330032,	/*  25:   lane 25 */
	0x00350034,	/*  26:   lane 26 */
	0x00370036,	/*  27:   lane 27 */
	0x00390038,	/*  28:   lane 28 */
	0x003b003a,	/*  29:   lane 29 */
	0x003d003c,	/*  30:   lane 30 */
	0x003f003e,	/*  31:   lane 31 */
	0x00410040,	/*  32: ldmatrix.x2 d1: matrix 1 (rows from lanes 8-15) [lane 0] */
	0x00430042,	/*  33:   lane 1 */
	0x00450044,	/*  34:   lane 2 */
	0x00470046,	/*  35:   lane 3 */
	0x00490048,	/*  36:   lane 4 */
	0x004b004a,	/*  37:   lane 5 */
	0x004d004c,	/*  38:   lane 6 */
	0x004f004e,	/*  39:   lane 7 */
	0x00510050,	/*  40:   lane 8 */
	0x00530052,	/*  41:   lane 9 */
	0x00550054,	/*  42:   lane 10 */
	0x00570056,	/*  43:   lane 11 */
	0x00590058,	/*  44:   lane 12 */
	0x005b005a,	/*  45:   lane 13 */
	0x005d005c,	/*  46:   lane 14 */
	0x005f005e,	/*  47:   lane 15 */
	0x00610060,	/*  48:   lane 16 */
	0x00630062,	/*  49:   lane 17 */
	0x00650064,	/*  50:   lane 18 */
	0x00670066,	/*  51:   lane 19 */
	0x00690068,	/*  52:   lane 20 */
	0x006b006a,	/*  53:   lane 21 */
	0x006d006c,	/*  54:   lane 22 */
	0x006f006e,	/*  55:   lane 23 */
	0x00710070,	/*  56:   lane 24 */
	0x00730072,	/*  57:   lane 25 */
	0x00750074,	/*  58:   lane 26 */
	0x00770076,	/*  59:   lane 27 */
	0x00790078,	/*  60:   lane 28 */
	0x007b007a,	/*  61:   lane 29 */
	0x007d007c,	/*  62:   lane 30 */
	0x007f007e,	/*  63:   lane 31 */
	0x00010000,	/*  64: ldmatrix.x4 d0: matrix 0 [lane 0] */
	0x00030002,	/*  65:   lane 1 */
	0x00050004,	/*  66:   lane 2 */
	0x00070006,	/*  67:   lane 3 */
	0x00090008,	/*  68:   lane 4 */
	0x000b000a,	/*  69:   lane 5 */
	0x000d000c,	/*  70:   lane 6 */
	0x000f000e,	/*  71:   lane 7 */
	0x00110010,	/*  72:   lane 8 */
	0x00130012,	/*  73:   lane 9 */
	0x00150014,	/*  74:   lane 10 */
	0x00170016,	/*  75:   lane 11 */
	0x00190018,	/*  76:   lane 12 */
	0x001b001a,	/*  77:   lane 13 */
	0x001d001c,	/*  78:   lane 14 */
	0x001f001e,	/*  79:   lane 15 */
	0x00210020,	/*  80:   lane 16 */
	0x00230022,	/*  81:   lane 17 */
	0x00250024,	/*  82:   lane 18 */
	0x00270026,	/*  83:   lane 19 */
	0x00290028,	/*  84:   lane 20 */
	0x002b002a,	/*  85:   lane 21 */
	0x002d002c,	/*  86:   lane 22 */
	0x002f002e,	/*  87:   lane 23 */
	0x00310030,	/*  88:   lane 24 */
	0x00330032,	/*  89:   lane 25 */
	0x00350034,	/*  90:   lane 26 */
	0x00370036,	/*  91:   lane 27 */
	0x00390038,	/*  92:   lane 28 */
	0x003b003a,	/*  93:   lane 29 */
	0x003d003c,	/*  94:   lane 30 */
	0x003f003e,	/*  95:   lane 31 */
	0x00410040,	/*  96: ldmatrix.x4 d1: matrix 1 [lane 0] */
	0x00430042,	/*  97:   lane 1 */
	0x00450044,	/*  98:   lane 2 */
	0x00470046,	/*  99:   lane 3 */
	0x00490048,	/* 100:   lane 4 */
	0x004b004a,	/* 101:   lane 5 */
	0x004d004c,	/* 102:   lane 6 */
	0x004f004e,	/* 103:   lane 7 */
	0x00510050,	/* 104:   lane 8 */
	0x00530052,	/* 105:   lane 9 */
	0x00550054,	/* 106:   lane 10 */
	0x00570056,	/* 107:   lane 11 */
	0x00590058,	/* 108:   lane 12 */
	0x005b005a,	/* 109:   lane 13 */
	0x005d005c,	/* 110:   lane 14 */
	0x005f005e,	/* 111:   lane 15 */
	0x00610060,	/* 112:   lane 16 */
	0x00630062,	/* 113:   lane 17 */
	0x00650064,	/* 114:   lane 18 */
	0x00670066,	/* 115:   lane 19 */
	0x00690068,	/* 116:   lane 20 */
	0x006b006a,	/* 117:   lane 21 */
	0x006d006c,	/* 118:   lane 22 */
	0x006f006e,	/* 119:   lane 23 */
	0x00710070,	/* 120:   lane 24 */
	0x00730072,	/* 121:   lane 25 */
	0x00750074,	/* 122:   lane 26 */
	0x00770076,	/* 123:   lane 27 */
	0x00790078,	/* 124:   lane 28 */
	0x007b007a,	/* 125:   lane 29 */
	0x007d007c,	/* 126:   lane 30 */
	0x007f007e,	/* 127:   lane 31 */
	0x00810080,	/* 128: ldmatrix.x4 d2: matrix 2 [lane 0] */
	0x00830082,	/* 129:   lane 1 */
	0x00850084,	/* 130:   lane 2 */
	0x00870086,	/* 131:   lane 3 */
	0x00890088,	/* 132:   lane 4 */
	0x008b008a,	/* 133:   lane 5 */
	0x008d008c,	/* 134:   lane 6 */
	0x008f008e,	/* 135:   lane 7 */
	0x00910090,	/* 136:   lane 8 */
	0x00930092,	/* 137:   lane 9 */
	0x00950094,	/* 138:   lane 10 */
	0x00970096,	/* 139:   lane 11 */
	0x00990098,	/* 140:   lane 12 */
	0x009b009a,	/* 141:   lane 13 */
	0x009d009c,	/* 142:   lane 14 */
	0x009f009e,	/* 143:   lane 15 */
	0x00a100a0,	/* 144:   lane 16 */
	0x00a300a2,	/* 145:   lane 17 */
	0x00a500a4,	/* 146:   lane 18 */
	0x00a700a6,	/* 147:   lane 19 */
	0x00a900a8,	/* 148:   lane 20 */
	0x00ab00aa,	/* 149:   lane 21 */
	0x00ad00ac,	/* 150:   lane 22 */
	0x00af00ae,	/* 151:   lane 23 */
	0x00b100b0,	/* 152:   lane 24 */
	0x00b300b2,	/* 153:   lane 25 */
	0x00b500b4,	/* 154:   lane 26 */
	0x00b700b6,	/* 155:   lane 27 */
	0x00b900b8,	/* 156:   lane 28 */
	0x00bb00ba,	/* 157:   lane 29 */
	0x00bd00bc,	/* 158:   lane 30 */
	0x00bf00be,	/* 159:   lane 31 */
	0x00c100c0,	/* 160: ldmatrix.x4 d3: matrix 3 [lane 0] */
	0x00c300c2,	/* 161:   lane 1 */
	0x00c500c4,	/* 162:   lane 2 */
	0x00c700c6,	/* 163:   lane 3 */
	0x00c900c8,	/* 164:   lane 4 */
	0x00cb00ca,	/* 165:   lane 5 */
	0x00cd00cc,	/* 166:   lane 6 */
	0x00cf00ce,	/* 167:   lane 7 */
	0x00d100d0,	/* 168:   lane 8 */
	0x00d300d2,	/* 169:   lane 9 */
	0x00d500d4,	/* 170:   lane 10 */
	0x00d700d6,	/* 171:   lane 11 */
	0x00d900d8,	/* 172:   lane 12 */
	0x00db00da,	/* 173:   lane 13 */
	0x00dd00dc,	/* 174:   lane 14 */
	0x00df00de,	/* 175:   lane 15 */
	0x00e100e0,	/* 176:   lane 16 */
	0x00e300e2,	/* 177:   lane 17 */
	0x00e500e4,	/* 178:   lane 18 */
	0x00e700e6,	/* 179:   lane 19 */
	0x00e900e8,	/* 180:   lane 20 */
	0x00eb00ea,	/* 181:   lane 21 */
	0x00ed00ec,	/* 182:   lane 22 */
	0x00ef00ee,	/* 183:   lane 23 */
	0x00f100f0,	/* 184:   lane 24 */
	0x00f300f2,	/* 185:   lane 25 */
	0x00f500f4,	/* 186:   lane 26 */
	0x00f700f6,	/* 187:   lane 27 */
	0x00f900f8,	/* 188:   lane 28 */
	0x00fb00fa,	/* 189:   lane 29 */
	0x00fd00fc,	/* 190:   lane 30 */
	0x00ff00fe,	/* 191:   lane 31 */
	0x00080000,	/* 192: ldmatrix.x4.trans d0: matrix 0 transposed: lane l gets (rows 2(l%4), +1; col l/4) [lane 0] */
	0x00180010,	/* 193:   lane 1 */
	0x00280020,	/* 194:   lane 2 */
	0x00380030,	/* 195:   lane 3 */
	0x00090001,	/* 196:   lane 4 */
	0x00190011,	/* 197:   lane 5 */
	0x00290021,	/* 198:   lane 6 */
	0x00390031,	/* 199:   lane 7 */
	0x000a0002,	/* 200:   lane 8 */
	0x001a0012,	/* 201:   lane 9 */
	0x002a0022,	/* 202:   lane 10 */
	0x003a0032,	/* 203:   lane 11 */
	0x000b0003,	/* 204:   lane 12 */
	0x001b0013,	/* 205:   lane 13 */
	0x002b0023,	/* 206:   lane 14 */
	0x003b0033,	/* 207:   lane 15 */
	0x000c0004,	/* 208:   lane 16 */
	0x001c0014,	/* 209:   lane 17 */
	0x002c0024,	/* 210:   lane 18 */
	0x003c0034,	/* 211:   lane 19 */
	0x000d0005,	/* 212:   lane 20 */
	0x001d0015,	/* 213:   lane 21 */
	0x002d0025,	/* 214:   lane 22 */
	0x003d0035,	/* 215:   lane 23 */
	0x000e0006,	/* 216:   lane 24 */
	0x001e0016,	/* 217:   lane 25 */
	0x002e0026,	/* 218:   lane 26 */
	0x003e0036,	/* 219:   lane 27 */
	0x000f0007,	/* 220:   lane 28 */
	0x001f0017,	/* 221:   lane 29 */
	0x002f0027,	/* 222:   lane 30 */
	0x003f0037,	/* 223:   lane 31 */
	0x00480040,	/* 224: ldmatrix.x4.trans d1: matrix 1 transposed: lane l gets (rows 2(l%4), +1; col l/4) [lane 0] */
	0x00580050,	/* 225:   lane 1 */
	0x00680060,	/* 226:   lane 2 */
	0x00780070,	/* 227:   lane 3 */
	0x00490041,	/* 228:   lane 4 */
	0x00590051,	/* 229:   lane 5 */
	0x00690061,	/* 230:   lane 6 */
	0x00790071,	/* 231:   lane 7 */
	0x004a0042,	/* 232:   lane 8 */
	0x005a0052,	/* 233:   lane 9 */
	0x006a0062,	/* 234:   lane 10 */
	0x007a0072,	/* 235:   lane 11 */
	0x004b0043,	/* 236:   lane 12 */
	0x005b0053,	/* 237:   lane 13 */
	0x006b0063,	/* 238:   lane 14 */
	0x007b0073,	/* 239:   lane 15 */
	0x004c0044,	/* 240:   lane 16 */
	0x005c0054,	/* 241:   lane 17 */
	0x006c0064,	/* 242:   lane 18 */
	0x007c0074,	/* 243:   lane 19 */
	0x004d0045,	/* 244:   lane 20 */
	0x005d0055,	/* 245:   lane 21 */
	0x006d0065,	/* 246:   lane 22 */
	0x007d0075,	/* 247:   lane 23 */
	0x004e0046,	/* 248:   lane 24 */
	0x005e0056,	/* 249:   lane 25 */
	0x006e0066,	/* 250:   lane 26 */
	0x007e0076,	/* 251:   lane 27 */
	0x004f0047,	/* 252:   lane 28 */
	0x005f0057,	/* 253:   lane 29 */
	0x006f0067,	/* 254:   lane 30 */
	0x007f0077,	/* 255:   lane 31 */
	0x00880080,	/* 256: ldmatrix.x4.trans d2: matrix 2 transposed: lane l gets (rows 2(l%4), +1; col l/4) [lane 0] */
	0x00980090,	/* 257:   lane 1 */
	0x00a800a0,	/* 258:   lane 2 */
	0x00b800b0,	/* 259:   lane 3 */
	0x00890081,	/* 260:   lane 4 */
	0x00990091,	/* 261:   lane 5 */
	0x00a900a1,	/* 262:   lane 6 */
	0x00b900b1,	/* 263:   lane 7 */
	0x008a0082,	/* 264:   lane 8 */
	0x009a0092,	/* 265:   lane 9 */
	0x00aa00a2,	/* 266:   lane 10 */
	0x00ba00b2,	/* 267:   lane 11 */
	0x008b0083,	/* 268:   lane 12 */
	0x009b0093,	/* 269:   lane 13 */
	0x00ab00a3,	/* 270:   lane 14 */
	0x00bb00b3,	/* 271:   lane 15 */
	0x008c0084,	/* 272:   lane 16 */
	0x009c0094,	/* 273:   lane 17 */
	0x00ac00a4,	/* 274:   lane 18 */
	0x00bc00b4,	/* 275:   lane 19 */
	0x008d0085,	/* 276:   lane 20 */
	0x009d0095,	/* 277:   lane 21 */
	0x00ad00a5,	/* 278:   lane 22 */
	0x00bd00b5,	/* 279:   lane 23 */
	0x008e0086,	/* 280:   lane 24 */
	0x009e0096,	/* 281:   lane 25 */
	0x00ae00a6,	/* 282:   lane 26 */
	0x00be00b6,	/* 283:   lane 27 */
	0x008f0087,	/* 284:   lane 28 */
	0x009f0097,	/* 285:   lane 29 */
	0x00af00a7,	/* 286:   lane 30 */
	0x00bf00b7,	/* 287:   lane 31 */
	0x00c800c0,	/* 288: ldmatrix.x4.trans d3: matrix 3 transposed: lane l gets (rows 2(l%4), +1; col l/4) [lane 0] */
	0x00d800d0,	/* 289:   lane 1 */
	0x00e800e0,	/* 290:   lane 2 */
	0x00f800f0,	/* 291:   lane 3 */
	0x00c900c1,	/* 292:   lane 4 */
	0x00d900d1,	/* 293:   lane 5 */
	0x00e900e1,	/* 294:   lane 6 */
	0x00f900f1,	/* 295:   lane 7 */
	0x00ca00c2,	/* 296:   lane 8 */
	0x00da00d2,	/* 297:   lane 9 */
	0x00ea00e2,	/* 298:   lane 10 */
	0x00fa00f2,	/* 299:   lane 11 */
	0x00cb00c3,	/* 300:   lane 12 */
	0x00db00d3,	/* 301:   lane 13 */
	0x00eb00e3,	/* 302:   lane 14 */
	0x00fb00f3,	/* 303:   lane 15 */
	0x00cc00c4,	/* 304:   lane 16 */
	0x00dc00d4,	/* 305:   lane 17 */
	0x00ec00e4,	/* 306:   lane 18 */
	0x00fc00f4,	/* 307:   lane 19 */
	0x00cd00c5,	/* 308:   lane 20 */
	0x00dd00d5,	/* 309:   lane 21 */
	0x00ed00e5,	/* 310:   lane 22 */
	0x00fd00f5,	/* 311:   lane 23 */
	0x00ce00c6,	/* 312:   lane 24 */
	0x00de00d6,	/* 313:   lane 25 */
	0x00ee00e6,	/* 314:   lane 26 */
	0x00fe00f6,	/* 315:   lane 27 */
	0x00cf00c7,	/* 316:   lane 28 */
	0x00df00d7,	/* 317:   lane 29 */
	0x00ef00e7,	/* 318:   lane 30 */
	0x00ff00f7,	/* 319:   lane 31 */
	0xc0400000,	/* 320: mma m16n8k16 bf16 d0: D = A*B + C at (g, 2t), exact small integers [lane 0] */
	0xc0a00000,	/* 321:   lane 1 */
	0xc0e00000,	/* 322:   lane 2 */
	0xc1100000,	/* 323:   lane 3 */
	0x40c00000,	/* 324:   lane 4 */
	0xc0c00000,	/* 325:   lane 5 */
	0x40000000,	/* 326:   lane 6 */
	0xc1200000,	/* 327:   lane 7 */
	0x40a00000,	/* 328:   lane 8 */
	0x40400000,	/* 329:   lane 9 */
	0x3f800000,	/* 330:   lane 10 */
	0xbf800000,	/* 331:   lane 11 */
	0xbf800000,	/* 332:   lane 12 */
	0x40e00000,	/* 333:   lane 13 */
	0xc0a00000,	/* 334:   lane 14 */
	0x40400000,	/* 335:   lane 15 */
	0x40400000,	/* 336:   lane 16 */
	0x3f800000,	/* 337:   lane 17 */
	0xbf800000,	/* 338:   lane 18 */
	0xc0400000,	/* 339:   lane 19 */
	0x40000000,	/* 340:   lane 20 */
	0x00000000,	/* 341:   lane 21 */
	0xc0000000,	/* 342:   lane 22 */
	0xc0800000,	/* 343:   lane 23 */
	0x41300000,	/* 344:   lane 24 */
	0xbf800000,	/* 345:   lane 25 */
	0x40e00000,	/* 346:   lane 26 */
	0xc0a00000,	/* 347:   lane 27 */
	0x41200000,	/* 348:   lane 28 */
	0x41000000,	/* 349:   lane 29 */
	0x40c00000,	/* 350:   lane 30 */
	0x40800000,	/* 351:   lane 31 */
	0x40000000,	/* 352: mma m16n8k16 bf16 d1: D = A*B + C at (g, 2t+1), exact small integers [lane 0] */
	0xc0800000,	/* 353:   lane 1 */
	0xc0000000,	/* 354:   lane 2 */
	0xc1000000,	/* 355:   lane 3 */
	0xc0800000,	/* 356:   lane 4 */
	0x00000000,	/* 357:   lane 5 */
	0xc1000000,	/* 358:   lane 6 */
	0xc0800000,	/* 359:   lane 7 */
	0x00000000,	/* 360:   lane 8 */
	0xc0c00000,	/* 361:   lane 9 */
	0xc0800000,	/* 362:   lane 10 */
	0xc1200000,	/* 363:   lane 11 */
	0xbf800000,	/* 364:   lane 12 */
	0x40400000,	/* 365:   lane 13 */
	0xc0a00000,	/* 366:   lane 14 */
	0xbf800000,	/* 367:   lane 15 */
	0x41000000,	/* 368:   lane 16 */
	0x40000000,	/* 369:   lane 17 */
	0x40800000,	/* 370:   lane 18 */
	0xc0000000,	/* 371:   lane 19 */
	0x40e00000,	/* 372:   lane 20 */
	0x3f800000,	/* 373:   lane 21 */
	0x40400000,	/* 374:   lane 22 */
	0xc0400000,	/* 375:   lane 23 */
	0x3f800000,	/* 376:   lane 24 */
	0x40a00000,	/* 377:   lane 25 */
	0xc0400000,	/* 378:   lane 26 */
	0x3f800000,	/* 379:   lane 27 */
	0x40a00000,	/* 380:   lane 28 */
	0xbf800000,	/* 381:   lane 29 */
	0x3f800000,	/* 382:   lane 30 */
	0xc0a00000,	/* 383:   lane 31 */
	0x40800000,	/* 384: mma m16n8k16 bf16 d2: D = A*B + C at (g+8, 2t), exact small integers [lane 0] */
	0x41400000,	/* 385:   lane 1 */
	0x00000000,	/* 386:   lane 2 */
	0x41000000,	/* 387:   lane 3 */
	0x41000000,	/* 388:   lane 4 */
	0x40c00000,	/* 389:   lane 5 */
	0x40800000,	/* 390:   lane 6 */
	0x40000000,	/* 391:   lane 7 */
	0x40e00000,	/* 392:   lane 8 */
	0x40a00000,	/* 393:   lane 9 */
	0x40400000,	/* 394:   lane 10 */
	0x3f800000,	/* 395:   lane 11 */
	0x41800000,	/* 396:   lane 12 */
	0x40800000,	/* 397:   lane 13 */
	0x41400000,	/* 398:   lane 14 */
	0x00000000,	/* 399:   lane 15 */
	0x41700000,	/* 400:   lane 16 */
	0x41500000,	/* 401:   lane 17 */
	0x41300000,	/* 402:   lane 18 */
	0x41100000,	/* 403:   lane 19 */
	0x41100000,	/* 404:   lane 20 */
	0x41880000,	/* 405:   lane 21 */
	0x40a00000,	/* 406:   lane 22 */
	0x41500000,	/* 407:   lane 23 */
	0x41500000,	/* 408:   lane 24 */
	0x41300000,	/* 409:   lane 25 */
	0x41100000,	/* 410:   lane 26 */
	0x40e00000,	/* 411:   lane 27 */
	0x41400000,	/* 412:   lane 28 */
	0x41200000,	/* 413:   lane 29 */
	0x41000000,	/* 414:   lane 30 */
	0x40c00000,	/* 415:   lane 31 */
	0x40800000,	/* 416: mma m16n8k16 bf16 d3: D = A*B + C at (g+8, 2t+1), exact small integers [lane 0] */
	0x41000000,	/* 417:   lane 1 */
	0x00000000,	/* 418:   lane 2 */
	0x40800000,	/* 419:   lane 3 */
	0x41500000,	/* 420:   lane 4 */
	0x40e00000,	/* 421:   lane 5 */
	0x41100000,	/* 422:   lane 6 */
	0x40400000,	/* 423:   lane 7 */
	0x41400000,	/* 424:   lane 8 */
	0x40c00000,	/* 425:   lane 9 */
	0x41000000,	/* 426:   lane 10 */
	0x40000000,	/* 427:   lane 11 */
	0x40c00000,	/* 428:   lane 12 */
	0x41200000,	/* 429:   lane 13 */
	0x40000000,	/* 430:   lane 14 */
	0x40c00000,	/* 431:   lane 15 */
	0x41200000,	/* 432:   lane 16 */
	0x40800000,	/* 433:   lane 17 */
	0x40c00000,	/* 434:   lane 18 */
	0x00000000,	/* 435:   lane 19 */
	0x41100000,	/* 436:   lane 20 */
	0x41500000,	/* 437:   lane 21 */
	0x40a00000,	/* 438:   lane 22 */
	0x41100000,	/* 439:   lane 23 */
	0x41900000,	/* 440:   lane 24 */
	0x41400000,	/* 441:   lane 25 */
	0x41600000,	/* 442:   lane 26 */
	0x41000000,	/* 443:   lane 27 */
	0x41880000,	/* 444:   lane 28 */
	0x41300000,	/* 445:   lane 29 */
	0x41500000,	/* 446:   lane 30 */
	0x40e00000,	/* 447:   lane 31 */
	0xc0400000,	/* 448: mma m16n8k16 f16 d0: D = A*B + C at (g, 2t), exact small integers [lane 0] */
	0xc0a00000,	/* 449:   lane 1 */
	0xc0e00000,	/* 450:   lane 2 */
	0xc1100000,	/* 451:   lane 3 */
	0x40c00000,	/* 452:   lane 4 */
	0xc0c00000,	/* 453:   lane 5 */
	0x40000000,	/* 454:   lane 6 */
	0xc1200000,	/* 455:   lane 7 */
	0x40a00000,	/* 456:   lane 8 */
	0x40400000,	/* 457:   lane 9 */
	0x3f800000,	/* 458:   lane 10 */
	0xbf800000,	/* 459:   lane 11 */
	0xbf800000,	/* 460:   lane 12 */
	0x40e00000,	/* 461:   lane 13 */
	0xc0a00000,	/* 462:   lane 14 */
	0x40400000,	/* 463:   lane 15 */
	0x40400000,	/* 464:   lane 16 */
	0x3f800000,	/* 465:   lane 17 */
	0xbf800000,	/* 466:   lane 18 */
	0xc0400000,	/* 467:   lane 19 */
	0x40000000,	/* 468:   lane 20 */
	0x00000000,	/* 469:   lane 21 */
	0xc0000000,	/* 470:   lane 22 */
	0xc0800000,	/* 471:   lane 23 */
	0x41300000,	/* 472:   lane 24 */
	0xbf800000,	/* 473:   lane 25 */
	0x40e00000,	/* 474:   lane 26 */
	0xc0a00000,	/* 475:   lane 27 */
	0x41200000,	/* 476:   lane 28 */
	0x41000000,	/* 477:   lane 29 */
	0x40c00000,	/* 478:   lane 30 */
	0x40800000,	/* 479:   lane 31 */
	0x40000000,	/* 480: mma m16n8k16 f16 d1: D = A*B + C at (g, 2t+1), exact small integers [lane 0] */
	0xc0800000,	/* 481:   lane 1 */
	0xc0000000,	/* 482:   lane 2 */
	0xc1000000,	/* 483:   lane 3 */
	0xc0800000,	/* 484:   lane 4 */
	0x00000000,	/* 485:   lane 5 */
	0xc1000000,	/* 486:   lane 6 */
	0xc0800000,	/* 487:   lane 7 */
	0x00000000,	/* 488:   lane 8 */
	0xc0c00000,	/* 489:   lane 9 */
	0xc0800000,	/* 490:   lane 10 */
	0xc1200000,	/* 491:   lane 11 */
	0xbf800000,	/* 492:   lane 12 */
	0x40400000,	/* 493:   lane 13 */
	0xc0a00000,	/* 494:   lane 14 */
	0xbf800000,	/* 495:   lane 15 */
	0x41000000,	/* 496:   lane 16 */
	0x40000000,	/* 497:   lane 17 */
	0x40800000,	/* 498:   lane 18 */
	0xc0000000,	/* 499:   lane 19 */
	0x40e00000,	/* 500:   lane 20 */
	0x3f800000,	/* 501:   lane 21 */
	0x40400000,	/* 502:   lane 22 */
	0xc0400000,	/* 503:   lane 23 */
	0x3f800000,	/* 504:   lane 24 */
	0x40a00000,	/* 505:   lane 25 */
	0xc0400000,	/* 506:   lane 26 */
	0x3f800000,	/* 507:   lane 27 */
	0x40a00000,	/* 508:   lane 28 */
	0xbf800000,	/* 509:   lane 29 */
	0x3f800000,	/* 510:   lane 30 */
	0xc0a00000,	/* 511:   lane 31 */
	0x40800000,	/* 512: mma m16n8k16 f16 d2: D = A*B + C at (g+8, 2t), exact small integers [lane 0] */
	0x41400000,	/* 513:   lane 1 */
	0x00000000,	/* 514:   lane 2 */
	0x41000000,	/* 515:   lane 3 */
	0x41000000,	/* 516:   lane 4 */
	0x40c00000,	/* 517:   lane 5 */
	0x40800000,	/* 518:   lane 6 */
	0x40000000,	/* 519:   lane 7 */
	0x40e00000,	/* 520:   lane 8 */
	0x40a00000,	/* 521:   lane 9 */
	0x40400000,	/* 522:   lane 10 */
	0x3f800000,	/* 523:   lane 11 */
	0x41800000,	/* 524:   lane 12 */
	0x40800000,	/* 525:   lane 13 */
	0x41400000,	/* 526:   lane 14 */
	0x00000000,	/* 527:   lane 15 */
	0x41700000,	/* 528:   lane 16 */
	0x41500000,	/* 529:   lane 17 */
	0x41300000,	/* 530:   lane 18 */
	0x41100000,	/* 531:   lane 19 */
	0x41100000,	/* 532:   lane 20 */
	0x41880000,	/* 533:   lane 21 */
	0x40a00000,	/* 534:   lane 22 */
	0x41500000,	/* 535:   lane 23 */
	0x41500000,	/* 536:   lane 24 */
	0x41300000,	/* 537:   lane 25 */
	0x41100000,	/* 538:   lane 26 */
	0x40e00000,	/* 539:   lane 27 */
	0x41400000,	/* 540:   lane 28 */
	0x41200000,	/* 541:   lane 29 */
	0x41000000,	/* 542:   lane 30 */
	0x40c00000,	/* 543:   lane 31 */
	0x40800000,	/* 544: mma m16n8k16 f16 d3: D = A*B + C at (g+8, 2t+1), exact small integers [lane 0] */
	0x41000000,	/* 545:   lane 1 */
	0x00000000,	/* 546:   lane 2 */
	0x40800000,	/* 547:   lane 3 */
	0x41500000,	/* 548:   lane 4 */
	0x40e00000,	/* 549:   lane 5 */
	0x41100000,	/* 550:   lane 6 */
	0x40400000,	/* 551:   lane 7 */
	0x41400000,	/* 552:   lane 8 */
	0x40c00000,	/* 553:   lane 9 */
	0x41000000,	/* 554:   lane 10 */
	0x40000000,	/* 555:   lane 11 */
	0x40c00000,	/* 556:   lane 12 */
	0x41200000,	/* 557:   lane 13 */
	0x40000000,	/* 558:   lane 14 */
	0x40c00000,	/* 559:   lane 15 */
	0x41200000,	/* 560:   lane 16 */
	0x40800000,	/* 561:   lane 17 */
	0x40c00000,	/* 562:   lane 18 */
	0x00000000,	/* 563:   lane 19 */
	0x41100000,	/* 564:   lane 20 */
	0x41500000,	/* 565:   lane 21 */
	0x40a00000,	/* 566:   lane 22 */
	0x41100000,	/* 567:   lane 23 */
	0x41900000,	/* 568:   lane 24 */
	0x41400000,	/* 569:   lane 25 */
	0x41600000,	/* 570:   lane 26 */
	0x41000000,	/* 571:   lane 27 */
	0x41880000,	/* 572:   lane 28 */
	0x41300000,	/* 573:   lane 29 */
	0x41500000,	/* 574:   lane 30 */
	0x40e00000,	/* 575:   lane 31 */
	0xbf800000,	/* 576: mma m16n8k8 tf32 d0: D = A*B + C at (g, 2t), exact small integers [lane 0] */
	0xc0400000,	/* 577:   lane 1 */
	0xc0a00000,	/* 578:   lane 2 */
	0xc0e00000,	/* 579:   lane 3 */
	0xbf800000,	/* 580:   lane 4 */
	0xc0400000,	/* 581:   lane 5 */
	0xc0a00000,	/* 582:   lane 6 */
	0xc0e00000,	/* 583:   lane 7 */
	0x41100000,	/* 584:   lane 8 */
	0xc0400000,	/* 585:   lane 9 */
	0x40a00000,	/* 586:   lane 10 */
	0xc0e00000,	/* 587:   lane 11 */
	0xbf800000,	/* 588:   lane 12 */
	0x40e00000,	/* 589:   lane 13 */
	0xc0a00000,	/* 590:   lane 14 */
	0x40400000,	/* 591:   lane 15 */
	0x40800000,	/* 592:   lane 16 */
	0x40000000,	/* 593:   lane 17 */
	0x00000000,	/* 594:   lane 18 */
	0xc0000000,	/* 595:   lane 19 */
	0x40800000,	/* 596:   lane 20 */
	0x40000000,	/* 597:   lane 21 */
	0x00000000,	/* 598:   lane 22 */
	0xc0000000,	/* 599:   lane 23 */
	0x40800000,	/* 600:   lane 24 */
	0x40000000,	/* 601:   lane 25 */
	0x00000000,	/* 602:   lane 26 */
	0xc0000000,	/* 603:   lane 27 */
	0x41600000,	/* 604:   lane 28 */
	0x40000000,	/* 605:   lane 29 */
	0x41200000,	/* 606:   lane 30 */
	0xc0000000,	/* 607:   lane 31 */
	0x40c00000,	/* 608: mma m16n8k8 tf32 d1: D = A*B + C at (g, 2t+1), exact small integers [lane 0] */
	0xc1000000,	/* 609:   lane 1 */
	0x40000000,	/* 610:   lane 2 */
	0xc1400000,	/* 611:   lane 3 */
	0xc0800000,	/* 612:   lane 4 */
	0x40000000,	/* 613:   lane 5 */
	0xc1000000,	/* 614:   lane 6 */
	0xc0000000,	/* 615:   lane 7 */
	0x3f800000,	/* 616:   lane 8 */
	0xc0400000,	/* 617:   lane 9 */
	0xc0400000,	/* 618:   lane 10 */
	0xc0e00000,	/* 619:   lane 11 */
	0x3f800000,	/* 620:   lane 12 */
	0xc0400000,	/* 621:   lane 13 */
	0xc0400000,	/* 622:   lane 14 */
	0xc0e00000,	/* 623:   lane 15 */
	0x3f800000,	/* 624:   lane 16 */
	0x40e00000,	/* 625:   lane 17 */
	0xc0400000,	/* 626:   lane 18 */
	0x40400000,	/* 627:   lane 19 */
	0x41300000,	/* 628:   lane 20 */
	0xc0400000,	/* 629:   lane 21 */
	0x40e00000,	/* 630:   lane 22 */
	0xc0e00000,	/* 631:   lane 23 */
	0x3f800000,	/* 632:   lane 24 */
	0x40e00000,	/* 633:   lane 25 */
	0xc0400000,	/* 634:   lane 26 */
	0x40400000,	/* 635:   lane 27 */
	0x40c00000,	/* 636:   lane 28 */
	0x40000000,	/* 637:   lane 29 */
	0x40000000,	/* 638:   lane 30 */
	0xc0000000,	/* 639:   lane 31 */
	0x40800000,	/* 640: mma m16n8k8 tf32 d2: D = A*B + C at (g+8, 2t), exact small integers [lane 0] */
	0x41400000,	/* 641:   lane 1 */
	0x00000000,	/* 642:   lane 2 */
	0x41000000,	/* 643:   lane 3 */
	0x41100000,	/* 644:   lane 4 */
	0x40e00000,	/* 645:   lane 5 */
	0x40a00000,	/* 646:   lane 6 */
	0x40400000,	/* 647:   lane 7 */
	0x41100000,	/* 648:   lane 8 */
	0x40e00000,	/* 649:   lane 9 */
	0x40a00000,	/* 650:   lane 10 */
	0x40400000,	/* 651:   lane 11 */
	0x41100000,	/* 652:   lane 12 */
	0x40e00000,	/* 653:   lane 13 */
	0x40a00000,	/* 654:   lane 14 */
	0x40400000,	/* 655:   lane 15 */
	0x41980000,	/* 656:   lane 16 */
	0x40e00000,	/* 657:   lane 17 */
	0x41700000,	/* 658:   lane 18 */
	0x40400000,	/* 659:   lane 19 */
	0x41100000,	/* 660:   lane 20 */
	0x41880000,	/* 661:   lane 21 */
	0x40a00000,	/* 662:   lane 22 */
	0x41500000,	/* 663:   lane 23 */
	0x41600000,	/* 664:   lane 24 */
	0x41400000,	/* 665:   lane 25 */
	0x41200000,	/* 666:   lane 26 */
	0x41000000,	/* 667:   lane 27 */
	0x41600000,	/* 668:   lane 28 */
	0x41400000,	/* 669:   lane 29 */
	0x41200000,	/* 670:   lane 30 */
	0x41000000,	/* 671:   lane 31 */
	0x40c00000,	/* 672: mma m16n8k8 tf32 d3: D = A*B + C at (g+8, 2t+1), exact small integers [lane 0] */
	0x40000000,	/* 673:   lane 1 */
	0x40000000,	/* 674:   lane 2 */
	0xc0000000,	/* 675:   lane 3 */
	0x40c00000,	/* 676:   lane 4 */
	0x41400000,	/* 677:   lane 5 */
	0x40000000,	/* 678:   lane 6 */
	0x41000000,	/* 679:   lane 7 */
	0x41800000,	/* 680:   lane 8 */
	0x40000000,	/* 681:   lane 9 */
	0x41400000,	/* 682:   lane 10 */
	0xc0000000,	/* 683:   lane 11 */
	0x40c00000,	/* 684:   lane 12 */
	0x41400000,	/* 685:   lane 13 */
	0x40000000,	/* 686:   lane 14 */
	0x41000000,	/* 687:   lane 15 */
	0x41300000,	/* 688:   lane 16 */
	0x40e00000,	/* 689:   lane 17 */
	0x40e00000,	/* 690:   lane 18 */
	0x40400000,	/* 691:   lane 19 */
	0x41300000,	/* 692:   lane 20 */
	0x40e00000,	/* 693:   lane 21 */
	0x40e00000,	/* 694:   lane 22 */
	0x40400000,	/* 695:   lane 23 */
	0x41300000,	/* 696:   lane 24 */
	0x41880000,	/* 697:   lane 25 */
	0x40e00000,	/* 698:   lane 26 */
	0x41500000,	/* 699:   lane 27 */
	0x41a80000,	/* 700:   lane 28 */
	0x40e00000,	/* 701:   lane 29 */
	0x41880000,	/* 702:   lane 30 */
	0x40400000,	/* 703:   lane 31 */
};
CONF(ldmatrix_mma)

static const uint32_t conf_ldmatrix_x1[] = {
	0x00010000,	/*   0: ldmatrix.x1 d0: matrix 0 (lane l: row l/4, cols 2(l%4), +1) [lane 0] */
	0x00030002,	/*   1:   lane 1 */
	0x00050004,	/*   2:   lane 2 */
	0x00070006,	/*   3:   lane 3 */
	0x00090008,	/*   4:   lane 4 */
	0x000b000a,	/*   5:   lane 5 */
	0x000d000c,	/*   6:   lane 6 */
	0x000f000e,	/*   7:   lane 7 */
	0x00110010,	/*   8:   lane 8 */
	0x00130012,	/*   9:   lane 9 */
	0x00150014,	/*  10:   lane 10 */
	0x00170016,	/*  11:   lane 11 */
	0x00190018,	/*  12:   lane 12 */
	0x001b001a,	/*  13:   lane 13 */
	0x001d001c,	/*  14:   lane 14 */
	0x001f001e,	/*  15:   lane 15 */
	0x00210020,	/*  16:   lane 16 */
	0x00230022,	/*  17:   lane 17 */
	0x00250024,	/*  18:   lane 18 */
	0x00270026,	/*  19:   lane 19 */
	0x00290028,	/*  20:   lane 20 */
	0x002b002a,	/*  21:   lane 21 */
	0x002d002c,	/*  22:   lane 22 */
	0x002f002e,	/*  23:   lane 23 */
	0x00310030,	/*  24:   lane 24 */
	0x00330032,	/*  25:   lane 25 */
	0x00350034,	/*  26:   lane 26 */
	0x00370036,	/*  27:   lane 27 */
	0x00390038,	/*  28:   lane 28 */
	0x003b003a,	/*  29:   lane 29 */
	0x003d003c,	/*  30:   lane 30 */
	0x003f003e,	/*  31:   lane 31 */
};
CONF(ldmatrix_x1)

/* ---- async_copy ---- */
static const uint32_t conf_async_copy[] = {
	0x000003ec,	/*   0: smem word 0: cp.async.ca 4 bytes <- src[4] */
	0xeeeeeeee,	/*   1: smem word 1: untouched (fill pattern) */
	0x000003ee,	/*   2: smem word 2: cp.async.ca 8 bytes <- src[6] */
	0x000003ef,	/*   3: smem word 3:   src[7] */
	0x000003f0,	/*   4: smem word 4: cp.async.cg 16 bytes <- src[8] */
	0x000003f1,	/*   5: smem word 5: cp.async.cg 16 bytes <- src[9] */
	0x000003f2,	/*   6: smem word 6: cp.async.cg 16 bytes <- src[10] */
	0x000003f3,	/*   7: smem word 7: cp.async.cg 16 bytes <- src[11] */
	0x000003f4,	/*   8: smem word 8: cp.async.cg 16, src-size 8 <- src[12] */
	0x000003f5,	/*   9: smem word 9:   src[13] */
	0x00000000,	/*  10: smem word 10:   zero-filled (bytes 8..15 beyond src-size) */
	0x00000000,	/*  11: smem word 11:   zero-filled */
	0x00000000,	/*  12: smem word 12: cp.async.ca 16, src-size 0: all zero-filled */
	0x00000000,	/*  13: smem word 13: cp.async.ca 16, src-size 0: all zero-filled */
	0x00000000,	/*  14: smem word 14: cp.async.ca 16, src-size 0: all zero-filled */
	0x00000000,	/*  15: smem word 15: cp.async.ca 16, src-size 0: all zero-filled */
	0x000003fc,	/*  16: smem word 16: cp.async.ca 8, src-size 4 <- src[20] */
	0x00000000,	/*  17: smem word 17:   zero-filled */
	0xeeeeeeee,	/*  18: smem word 18: untouched */
	0xeeeeeeee,	/*  19: smem word 19: untouched */
	0xeeeeeeee,	/*  20: smem word 20: untouched */
	0xeeeeeeee,	/*  21: smem word 21: untouched */
	0xeeeeeeee,	/*  22: smem word 22: untouched */
	0xeeeeeeee,	/*  23: smem word 23: untouched */
	0xeeeeeeee,	/*  24: smem word 24: untouched */
	0xeeeeeeee,	/*  25: smem word 25: untouched */
	0xeeeeeeee,	/*  26: smem word 26: untouched */
	0xeeeeeeee,	/*  27: smem word 27: untouched */
	0xeeeeeeee,	/*  28: smem word 28: untouched */
	0xeeeeeeee,	/*  29: smem word 29: untouched */
	0xeeeeeeee,	/*  30: smem word 30: untouched */
	0x000003f1,	/*  31: smem word 31: word 5 read after cp.async.wait_group 1 (first group complete) = src[9] */
	0x00000408,	/*  32: smem word 32: cp.async.bulk 64 bytes <- src[32], completed on the mbarrier */
	0x00000409,	/*  33: smem word 33: cp.async.bulk 64 bytes <- src[33], completed on the mbarrier */
	0x0000040a,	/*  34: smem word 34: cp.async.bulk 64 bytes <- src[34], completed on the mbarrier */
	0x0000040b,	/*  35: smem word 35: cp.async.bulk 64 bytes <- src[35], completed on the mbarrier */
	0x0000040c,	/*  36: smem word 36: cp.async.bulk 64 bytes <- src[36], completed on the mbarrier */
	0x0000040d,	/*  37: smem word 37: cp.async.bulk 64 bytes <- src[37], completed on the mbarrier */
	0x0000040e,	/*  38: smem word 38: cp.async.bulk 64 bytes <- src[38], completed on the mbarrier */
	0x0000040f,	/*  39: smem word 39: cp.async.bulk 64 bytes <- src[39], completed on the mbarrier */
	0x00000410,	/*  40: smem word 40: cp.async.bulk 64 bytes <- src[40], completed on the mbarrier */
	0x00000411,	/*  41: smem word 41: cp.async.bulk 64 bytes <- src[41], completed on the mbarrier */
	0x00000412,	/*  42: smem word 42: cp.async.bulk 64 bytes <- src[42], completed on the mbarrier */
	0x00000413,	/*  43: smem word 43: cp.async.bulk 64 bytes <- src[43], completed on the mbarrier */
	0x00000414,	/*  44: smem word 44: cp.async.bulk 64 bytes <- src[44], completed on the mbarrier */
	0x00000415,	/*  45: smem word 45: cp.async.bulk 64 bytes <- src[45], completed on the mbarrier */
	0x00000416,	/*  46: smem word 46: cp.async.bulk 64 bytes <- src[46], completed on the mbarrier */
	0x00000417,	/*  47: smem word 47: cp.async.bulk 64 bytes <- src[47], completed on the mbarrier */
	0xeeeeeeee,	/*  48: smem word 48: untouched */
	0xeeeeeeee,	/*  49: smem word 49: untouched */
	0xeeeeeeee,	/*  50: smem word 50: untouched */
	0xeeeeeeee,	/*  51: smem word 51: untouched */
	0xeeeeeeee,	/*  52: smem word 52: untouched */
	0xeeeeeeee,	/*  53: smem word 53: untouched */
	0xeeeeeeee,	/*  54: smem word 54: untouched */
	0xeeeeeeee,	/*  55: smem word 55: untouched */
	0xeeeeeeee,	/*  56: smem word 56: untouched */
	0xeeeeeeee,	/*  57: smem word 57: untouched */
	0xeeeeeeee,	/*  58: smem word 58: untouched */
	0xeeeeeeee,	/*  59: smem word 59: untouched */
	0xeeeeeeee,	/*  60: smem word 60: untouched */
	0xeeeeeeee,	/*  61: smem word 61: untouched */
	0xeeeeeeee,	/*  62: smem word 62: untouched */
	0xeeeeeeee,	/*  63: smem word 63: untouched */
};
CONF(async_copy)

/* ---- wgmma ---- */
/* wgmma (PTX ISA 9.7.15): per test, the N/2 f32 accumulators of each of
 * the 128 threads, thread-major (slot = base + tid*N/2 + i); register i of
 * thread t is D(16*(t/32) + (t%32)/4 + 8*((i/2)%2), 8*(i/4) + 2*(t%4) + i%2).
 * D = sa*sb*sum_k A(m,k)*B(n,k) [+ C(t,i)], A(r,k) = B(r,k) = v(r,k,seed),
 * v: h = (3r^2 + 5r + 7k + rk + seed) % 13, v = h - 6 (7 when h = 6);
 * C(t,i) = (5t + 3i + seed) % 11 - 5; exact small integers in f32. */
static const uint32_t conf_wgmma[] = {
	/* test 0 @0: m64n8k16 .f32.bf16.bf16, A K-major none, B K-major none, K 32 (2 wgmma), scale-d 1, scale-a 1, scale-b 1 */
	0x438b8000, 0x42820000, 0xc3260000, 0x43ac8000, /* t0 d0-3: D(0,0).. */
	0xc2740000, 0xc36e0000, 0x424c0000, 0xc32b0000, /* t1 d0-3: D(0,2).. */
	0x41e00000, 0xc2240000, 0x43a20000, 0x42940000, /* t2 d0-3: D(0,4).. */
	0x422c0000, 0x43640000, 0x42820000, 0xc1d80000, /* t3 d0-3: D(0,6).. */
	0xc2bc0000, 0x43580000, 0x42c80000, 0xc1e00000, /* t4 d0-3: D(1,0).. */
	0x43050000, 0xc0e00000, 0x433f0000, 0xc1d00000, /* t5 d0-3: D(1,2).. */
	0x41e00000, 0xc1000000, 0x423c0000, 0xc2180000, /* t6 d0-3: D(1,4).. */
	0x42aa0000, 0xc31d0000, 0x42b60000, 0xc3190000, /* t7 d0-3: D(1,6).. */
	0x42e40000, 0x43660000, 0x430e0000, 0x41d00000, /* t8 d0-3: D(2,0).. */
	0x438c8000, 0xc32c0000, 0xc3740000, 0x41b80000, /* t9 d0-3: D(2,2).. */
	0x43780000, 0x42300000, 0x41400000, 0xc1980000, /* t10 d0-3: D(2,4).. */
	0x42b60000, 0xc2080000, 0x42440000, 0x41900000, /* t11 d0-3: D(2,6).. */
	0x41600000, 0xc2c60000, 0xc23c0000, 0xc3420000, /* t12 d0-3: D(3,0).. */
	0xc28a0000, 0x43860000, 0x42740000, 0x43170000, /* t13 d0-3: D(3,2).. */
	0xc0e00000, 0xc3080000, 0x42800000, 0xc3280000, /* t14 d0-3: D(3,4).. */
	0x42200000, 0xc2840000, 0x41b80000, 0xc1100000, /* t15 d0-3: D(3,6).. */
	0xc27c0000, 0x42920000, 0xc2b60000, 0xc2580000, /* t16 d0-3: D(4,0).. */
	0x42820000, 0x40000000, 0xc2c80000, 0x42b80000, /* t17 d0-3: D(4,2).. */
	0x43928000, 0xc2600000, 0x40400000, 0x436f0000, /* t18 d0-3: D(4,4).. */
	0x42380000, 0x42d00000, 0x42b20000, 0xc2300000, /* t19 d0-3: D(4,6).. */
	0xc3280000, 0xc32c0000, 0x438f0000, 0x42900000, /* t20 d0-3: D(5,0).. */
	0x43320000, 0x439a8000, 0xc2820000, 0xc3720000, /* t21 d0-3: D(5,2).. */
	0x42a80000, 0x43760000, 0x41c00000, 0xc2080000, /* t22 d0-3: D(5,4).. */
	0x42f00000, 0xc3750000, 0x421c0000, 0x43600000, /* t23 d0-3: D(5,6).. */
	0x42600000, 0x42280000, 0xc2c40000, 0x435f0000, /* t24 d0-3: D(6,0).. */
	0x42880000, 0x42880000, 0x430c0000, 0xc1300000, /* t25 d0-3: D(6,2).. */
	0x425c0000, 0x42d00000, 0x41c00000, 0xbf800000, /* t26 d0-3: D(6,4).. */
	0x43bf0000, 0x42140000, 0x42b80000, 0xc3210000, /* t27 d0-3: D(6,6).. */
	0x42a60000, 0x435b0000, 0x42dc0000, 0x43620000, /* t28 d0-3: D(7,0).. */
	0xc1a80000, 0xc2e20000, 0x43900000, 0xc3300000, /* t29 d0-3: D(7,2).. */
	0x42c80000, 0xc3858000, 0x43740000, 0x42200000, /* t30 d0-3: D(7,4).. */
	0x41a00000, 0x43770000, 0x42c40000, 0xc1d80000, /* t31 d0-3: D(7,6).. */
	0x41700000, 0xc2c40000, 0xc2380000, 0xc3410000, /* t32 d0-3: D(16,0).. */
	0xc29e0000, 0x43868000, 0x42780000, 0x43180000, /* t33 d0-3: D(16,2).. */
	0xc0c00000, 0xc3070000, 0x42580000, 0xc3270000, /* t34 d0-3: D(16,4).. */
	0x42240000, 0xc2820000, 0x41c00000, 0xc1000000, /* t35 d0-3: D(16,6).. */
	0xc2780000, 0x42940000, 0xc2b40000, 0xc2540000, /* t36 d0-3: D(17,0).. */
	0x42840000, 0x40400000, 0xc2c60000, 0x42ba0000, /* t37 d0-3: D(17,2).. */
	0x43930000, 0xc25c0000, 0x40800000, 0x43700000, /* t38 d0-3: D(17,4).. */
	0x423c0000, 0x42bc0000, 0x42b40000, 0xc22c0000, /* t39 d0-3: D(17,6).. */
	0xc3270000, 0xc32b0000, 0x438f8000, 0x42780000, /* t40 d0-3: D(18,0).. */
	0x43330000, 0x439b0000, 0xc2800000, 0xc3710000, /* t41 d0-3: D(18,2).. */
	0x42aa0000, 0x43770000, 0x41c80000, 0xc2040000, /* t42 d0-3: D(18,4).. */
	0x42f20000, 0xc3740000, 0x42200000, 0x43610000, /* t43 d0-3: D(18,6).. */
	0x42380000, 0x422c0000, 0xc2c20000, 0x43600000, /* t44 d0-3: D(19,0).. */
	0x428a0000, 0x428a0000, 0x43020000, 0xc1200000, /* t45 d0-3: D(19,2).. */
	0x42600000, 0x42d20000, 0x41c80000, 0x00000000, /* t46 d0-3: D(19,4).. */
	0x43bf8000, 0x42180000, 0x42ba0000, 0xc3200000, /* t47 d0-3: D(19,6).. */
	0x42a80000, 0x435c0000, 0x42de0000, 0x43630000, /* t48 d0-3: D(20,0).. */
	0xc1a00000, 0xc2e00000, 0x43908000, 0xc32f0000, /* t49 d0-3: D(20,2).. */
	0x42ca0000, 0xc38a8000, 0x43750000, 0x42240000, /* t50 d0-3: D(20,4).. */
	0x41a80000, 0x43780000, 0x42c60000, 0xc2140000, /* t51 d0-3: D(20,6).. */
	0xc3250000, 0x43ad0000, 0x41300000, 0xc2cc0000, /* t52 d0-3: D(21,0).. */
	0x42500000, 0xc32a0000, 0xc2900000, 0x438a0000, /* t53 d0-3: D(21,2).. */
	0x43a28000, 0x42960000, 0xc1200000, 0xc30b0000, /* t54 d0-3: D(21,4).. */
	0x425c0000, 0xc1d00000, 0x42140000, 0xc2680000, /* t55 d0-3: D(21,6).. */
	0x42ca0000, 0xc1d80000, 0xc2840000, 0x428c0000, /* t56 d0-3: D(22,0).. */
	0x43400000, 0xc1c80000, 0x42780000, 0x41200000, /* t57 d0-3: D(22,2).. */
	0x42400000, 0xc2140000, 0x43968000, 0xc26c0000, /* t58 d0-3: D(22,4).. */
	0x42b80000, 0xc3180000, 0x422c0000, 0x42ca0000, /* t59 d0-3: D(22,6).. */
	0x430f0000, 0x41d80000, 0xc3200000, 0xc32f0000, /* t60 d0-3: D(23,0).. */
	0xc3730000, 0x41500000, 0x432f0000, 0x43990000, /* t61 d0-3: D(23,2).. */
	0x41500000, 0xc1900000, 0x42b80000, 0x43730000, /* t62 d0-3: D(23,4).. */
	0x42480000, 0x41980000, 0x42ea0000, 0xc3780000, /* t63 d0-3: D(23,6).. */
	0x423c0000, 0x42300000, 0xc2c00000, 0x43610000, /* t64 d0-3: D(32,0).. */
	0x428c0000, 0x428c0000, 0x43030000, 0xc1100000, /* t65 d0-3: D(32,2).. */
	0x42380000, 0x42d40000, 0x41d00000, 0x3f800000, /* t66 d0-3: D(32,4).. */
	0x43c00000, 0x421c0000, 0x42a60000, 0xc31f0000, /* t67 d0-3: D(32,6).. */
	0x42aa0000, 0x435d0000, 0x42e00000, 0x43640000, /* t68 d0-3: D(33,0).. */
	0xc1980000, 0xc2de0000, 0x43910000, 0xc32e0000, /* t69 d0-3: D(33,2).. */
	0x42cc0000, 0xc38a0000, 0x43760000, 0x42280000, /* t70 d0-3: D(33,4).. */
	0x41b00000, 0x43790000, 0x42c80000, 0xc2100000, /* t71 d0-3: D(33,6).. */
	0xc3240000, 0x43a80000, 0x41400000, 0xc2ca0000, /* t72 d0-3: D(34,0).. */
	0x42540000, 0xc3290000, 0xc28e0000, 0x43850000, /* t73 d0-3: D(34,2).. */
	0x43a30000, 0x42980000, 0xc1100000, 0xc30a0000, /* t74 d0-3: D(34,4).. */
	0x42600000, 0xc1c80000, 0x42180000, 0xc2640000, /* t75 d0-3: D(34,6).. */
	0x42cc0000, 0xc1d00000, 0xc2820000, 0x428e0000, /* t76 d0-3: D(35,0).. */
	0x43360000, 0xc1c00000, 0x427c0000, 0x41300000, /* t77 d0-3: D(35,2).. */
	0x42440000, 0xc2100000, 0x43918000, 0xc2680000, /* t78 d0-3: D(35,4).. */
	0x42ba0000, 0xc3170000, 0x42300000, 0x42cc0000, /* t79 d0-3: D(35,6).. */
	0x43100000, 0x41e00000, 0xc31f0000, 0xc32e0000, /* t80 d0-3: D(36,0).. */
	0xc3720000, 0x41600000, 0x43300000, 0x43998000, /* t81 d0-3: D(36,2).. */
	0x41600000, 0xc1880000, 0x42ba0000, 0x43740000, /* t82 d0-3: D(36,4).. */
	0x424c0000, 0x41100000, 0x42ec0000, 0xc3770000, /* t83 d0-3: D(36,6).. */
	0xc2340000, 0xc3400000, 0x42580000, 0x42200000, /* t84 d0-3: D(37,0).. */
	0x427c0000, 0x43190000, 0x42840000, 0x42840000, /* t85 d0-3: D(37,2).. */
	0x425c0000, 0xc3260000, 0x42540000, 0x42e20000, /* t86 d0-3: D(37,4).. */
	0x41c80000, 0xc0e00000, 0x43be0000, 0x420c0000, /* t87 d0-3: D(37,6).. */
	0xc2c80000, 0xc2500000, 0x42a20000, 0x43640000, /* t88 d0-3: D(38,0).. */
	0xc2c40000, 0x42bc0000, 0xc1b80000, 0xc2e60000, /* t89 d0-3: D(38,2).. */
	0x40a00000, 0x43710000, 0x42c40000, 0xc3868000, /* t90 d0-3: D(38,4).. */
	0x42b60000, 0xc2280000, 0x41e80000, 0x43750000, /* t91 d0-3: D(38,6).. */
	0x43900000, 0x427c0000, 0xc3280000, 0x43ab8000, /* t92 d0-3: D(39,0).. */
	0xc27c0000, 0xc3700000, 0x42700000, 0xc32d0000, /* t93 d0-3: D(39,2).. */
	0x41d00000, 0xc22c0000, 0x43a10000, 0x42900000, /* t94 d0-3: D(39,4).. */
	0x42240000, 0x43620000, 0x427c0000, 0xc1e80000, /* t95 d0-3: D(39,6).. */
	0x42ce0000, 0xc1c80000, 0xc2800000, 0x42900000, /* t96 d0-3: D(48,0).. */
	0x43370000, 0xc1b80000, 0x42800000, 0x41400000, /* t97 d0-3: D(48,2).. */
	0x42480000, 0xc20c0000, 0x43920000, 0xc2640000, /* t98 d0-3: D(48,4).. */
	0x42a60000, 0xc3160000, 0x42340000, 0x42ce0000, /* t99 d0-3: D(48,6).. */
	0x43110000, 0x41e80000, 0xc3290000, 0xc32d0000, /* t100 d0-3: D(49,0).. */
	0xc3710000, 0x41700000, 0x43310000, 0x439a0000, /* t101 d0-3: D(49,2).. */
	0x41700000, 0xc1800000, 0x42bc0000, 0x43750000, /* t102 d0-3: D(49,4).. */
	0x42500000, 0x41200000, 0x42ee0000, 0xc3760000, /* t103 d0-3: D(49,6).. */
	0xc2300000, 0xc33f0000, 0x425c0000, 0x42240000, /* t104 d0-3: D(50,0).. */
	0x42800000, 0x430f0000, 0x42860000, 0x42860000, /* t105 d0-3: D(50,2).. */
	0x42600000, 0xc3250000, 0x42580000, 0x42ce0000, /* t106 d0-3: D(50,4).. */
	0x41d00000, 0xc0c00000, 0x43be8000, 0x42100000, /* t107 d0-3: D(50,6).. */
	0xc2c60000, 0xc24c0000, 0x42a40000, 0x43650000, /* t108 d0-3: D(51,0).. */
	0xc2c20000, 0x42be0000, 0xc1b00000, 0xc2e40000, /* t109 d0-3: D(51,2).. */
	0xc0a00000, 0x43720000, 0x42c60000, 0xc3860000, /* t110 d0-3: D(51,4).. */
	0x42b80000, 0xc2240000, 0x41980000, 0x43760000, /* t111 d0-3: D(51,6).. */
	0x43908000, 0x42800000, 0xc3270000, 0x43ac0000, /* t112 d0-3: D(52,0).. */
	0xc2780000, 0xc36f0000, 0x42740000, 0xc32c0000, /* t113 d0-3: D(52,2).. */
	0x41d80000, 0xc2280000, 0x43a18000, 0x42920000, /* t114 d0-3: D(52,4).. */
	0x42280000, 0x43630000, 0x42800000, 0xc1e00000, /* t115 d0-3: D(52,6).. */
	0xc2be0000, 0x43570000, 0x42c60000, 0xc1e80000, /* t116 d0-3: D(53,0).. */
	0x43040000, 0xc1000000, 0x433e0000, 0xc1d80000, /* t117 d0-3: D(53,2).. */
	0x41d80000, 0x40000000, 0x42380000, 0xc21c0000, /* t118 d0-3: D(53,4).. */
	0x42a80000, 0xc31e0000, 0x42b40000, 0xc30f0000, /* t119 d0-3: D(53,6).. */
	0x42e20000, 0x43650000, 0x430d0000, 0x41c80000, /* t120 d0-3: D(54,0).. */
	0x438c0000, 0xc32d0000, 0xc3750000, 0x41b00000, /* t121 d0-3: D(54,2).. */
	0x43770000, 0x422c0000, 0x41300000, 0xc1a00000, /* t122 d0-3: D(54,4).. */
	0x42ca0000, 0xc20c0000, 0x42400000, 0x41880000, /* t123 d0-3: D(54,6).. */
	0x41500000, 0xc2c80000, 0xc2140000, 0xc3430000, /* t124 d0-3: D(55,0).. */
	0xc28c0000, 0x43858000, 0x42700000, 0x43160000, /* t125 d0-3: D(55,2).. */
	0xc1000000, 0xc3090000, 0x427c0000, 0xc3290000, /* t126 d0-3: D(55,4).. */
	0x421c0000, 0xc2860000, 0x41b00000, 0xc1200000, /* t127 d0-3: D(55,6).. */
	/* test 1 @512: m64n16k16 .f32.f16.f16, A registers, B K-major none, K 32 (2 wgmma), scale-d 0, scale-a -1, scale-b 1 */
	0xc35f0000, 0x42e60000, 0x41a80000, 0x42e80000, 0x41600000, 0xc29c0000, 0xc3878000, 0x434f0000, /* t0 d0-7: D(0,0).. */
	0xc23c0000, 0x42a80000, 0xc32a0000, 0xc2dc0000, 0xc1a00000, 0xc1e80000, 0xc3380000, 0x43380000, /* t1 d0-7: D(0,2).. */
	0x42b40000, 0xc2f20000, 0xc1d00000, 0x42d40000, 0xc3d88000, 0xc35f0000, 0xc1d80000, 0x41a80000, /* t2 d0-7: D(0,4).. */
	0xc30a0000, 0xc2b20000, 0xc2a80000, 0x43480000, 0x42e60000, 0xc23c0000, 0x42e80000, 0xc32a0000, /* t3 d0-7: D(0,6).. */
	0x41400000, 0xc3730000, 0x43330000, 0x40000000, 0x42a20000, 0xc2780000, 0xc3530000, 0xc3828000, /* t4 d0-7: D(1,0).. */
	0x42240000, 0xc0a00000, 0xc1e80000, 0x43a30000, 0x42960000, 0xc3c48000, 0x42380000, 0xc33d0000, /* t5 d0-7: D(1,2).. */
	0xc2300000, 0xc0e00000, 0x42e60000, 0x42860000, 0xc3560000, 0x41400000, 0x422c0000, 0x43330000, /* t6 d0-7: D(1,4).. */
	0xc3280000, 0x41700000, 0xc2a80000, 0x42e60000, 0xc3730000, 0x42240000, 0x40000000, 0xc1e80000, /* t7 d0-7: D(1,6).. */
	0x41880000, 0xc1500000, 0x42800000, 0x42cc0000, 0x42800000, 0xc2aa0000, 0xc2e40000, 0xc1f00000, /* t8 d0-7: D(2,0).. */
	0xc3570000, 0x41c80000, 0xc3410000, 0x42180000, 0xc2fa0000, 0x40400000, 0xc3880000, 0x41c00000, /* t9 d0-7: D(2,2).. */
	0xc3060000, 0x42e20000, 0x41000000, 0xc2c60000, 0x42b20000, 0x41880000, 0xc1c00000, 0x42800000, /* t10 d0-7: D(2,4).. */
	0xc2c00000, 0x3f800000, 0xc2d80000, 0x41f80000, 0xc1500000, 0xc3570000, 0x42cc0000, 0xc3410000, /* t11 d0-7: D(2,6).. */
	0x41a00000, 0xc3910000, 0xc3600000, 0xc3a00000, 0x43320000, 0x438d8000, 0xc1800000, 0x42440000, /* t12 d0-7: D(3,0).. */
	0x43210000, 0xc3898000, 0x41500000, 0xc2800000, 0x42920000, 0xc2cc0000, 0x421c0000, 0xc3490000, /* t13 d0-7: D(3,2).. */
	0xc3420000, 0x435b0000, 0x41800000, 0xc2400000, 0x431c0000, 0x41a00000, 0x41d80000, 0xc3600000, /* t14 d0-7: D(3,4).. */
	0xc2b40000, 0x430b0000, 0xc2d80000, 0x41a80000, 0xc3910000, 0x43210000, 0xc3a00000, 0x41500000, /* t15 d0-7: D(3,6).. */
	0x42440000, 0x42d60000, 0xc3e68000, 0xc2140000, 0x42080000, 0xc30e0000, 0x42940000, 0x434c0000, /* t16 d0-7: D(4,0).. */
	0xc3270000, 0x43180000, 0xc2240000, 0xc3310000, 0xc3060000, 0x42500000, 0x40000000, 0x42fe0000, /* t17 d0-7: D(4,2).. */
	0xc3968000, 0x43988000, 0x42140000, 0xc3020000, 0x42240000, 0x42440000, 0xc3600000, 0xc3e68000, /* t18 d0-7: D(4,4).. */
	0xc2cc0000, 0x43230000, 0xc2c00000, 0xc22c0000, 0x42d60000, 0xc3270000, 0xc2140000, 0xc2240000, /* t19 d0-7: D(4,6).. */
	0xc2ce0000, 0xc2ba0000, 0xc35f0000, 0x42e60000, 0x41d00000, 0xc3b08000, 0x41600000, 0xc29c0000, /* t20 d0-7: D(5,0).. */
	0x432b0000, 0x42d00000, 0xc23c0000, 0x42a80000, 0x42a20000, 0xc3560000, 0xc1a00000, 0xc1e80000, /* t21 d0-7: D(5,2).. */
	0x41b00000, 0xc3720000, 0x42b40000, 0xc2f20000, 0x42880000, 0xc2ce0000, 0xc3d88000, 0xc35f0000, /* t22 d0-7: D(5,4).. */
	0xc3520000, 0xc36d0000, 0xc30a0000, 0xc2b20000, 0xc2ba0000, 0x432b0000, 0x42e60000, 0xc23c0000, /* t23 d0-7: D(5,6).. */
	0xc2e60000, 0xc28c0000, 0x41400000, 0xc3730000, 0xc3070000, 0xc3070000, 0x42a20000, 0xc2780000, /* t24 d0-7: D(6,0).. */
	0xc2a00000, 0xc28c0000, 0x42240000, 0xc0a00000, 0xc2f00000, 0xc2b40000, 0x42960000, 0xc3c48000, /* t25 d0-7: D(6,2).. */
	0xc2a00000, 0xc30c0000, 0xc2300000, 0xc0e00000, 0xc2340000, 0xc2e60000, 0xc3560000, 0x41400000, /* t26 d0-7: D(6,4).. */
	0xc4700000, 0xc2f00000, 0xc3280000, 0x41700000, 0xc28c0000, 0xc2a00000, 0xc3730000, 0x42240000, /* t27 d0-7: D(6,6).. */
	0xc0000000, 0xc3250000, 0x41880000, 0xc1500000, 0xc1d80000, 0x431c0000, 0x42800000, 0xc2aa0000, /* t28 d0-7: D(7,0).. */
	0x42c40000, 0xc3a28000, 0xc3570000, 0x41c80000, 0x431d0000, 0xc2280000, 0xc2fa0000, 0x40400000, /* t29 d0-7: D(7,2).. */
	0x426c0000, 0xc37c0000, 0xc3060000, 0x42e20000, 0xc2c00000, 0xc0000000, 0x42b20000, 0x41880000, /* t30 d0-7: D(7,4).. */
	0xc2d80000, 0xc3600000, 0xc2c00000, 0x3f800000, 0xc3250000, 0x42c40000, 0xc1500000, 0xc3570000, /* t31 d0-7: D(7,6).. */
	0x41a00000, 0xc3910000, 0xc3600000, 0xc3a00000, 0x43320000, 0x438d8000, 0xc1800000, 0x42440000, /* t32 d0-7: D(16,0).. */
	0x43210000, 0xc3898000, 0x41500000, 0xc2800000, 0x42920000, 0xc2cc0000, 0x421c0000, 0xc3490000, /* t33 d0-7: D(16,2).. */
	0xc3420000, 0x435b0000, 0x41800000, 0xc2400000, 0x431c0000, 0x41a00000, 0x41d80000, 0xc3600000, /* t34 d0-7: D(16,4).. */
	0xc2b40000, 0x430b0000, 0xc2d80000, 0x41a80000, 0xc3910000, 0x43210000, 0xc3a00000, 0x41500000, /* t35 d0-7: D(16,6).. */
	0x42440000, 0x42d60000, 0xc3e68000, 0xc2140000, 0x42080000, 0xc30e0000, 0x42940000, 0x434c0000, /* t36 d0-7: D(17,0).. */
	0xc3270000, 0x43180000, 0xc2240000, 0xc3310000, 0xc3060000, 0x42500000, 0x40000000, 0x42fe0000, /* t37 d0-7: D(17,2).. */
	0xc3968000, 0x43988000, 0x42140000, 0xc3020000, 0x42240000, 0x42440000, 0xc3600000, 0xc3e68000, /* t38 d0-7: D(17,4).. */
	0xc2cc0000, 0x43230000, 0xc2c00000, 0xc22c0000, 0x42d60000, 0xc3270000, 0xc2140000, 0xc2240000, /* t39 d0-7: D(17,6).. */
	0xc2ce0000, 0xc2ba0000, 0xc35f0000, 0x42e60000, 0x41d00000, 0xc3b08000, 0x41600000, 0xc29c0000, /* t40 d0-7: D(18,0).. */
	0x432b0000, 0x42d00000, 0xc23c0000, 0x42a80000, 0x42a20000, 0xc3560000, 0xc1a00000, 0xc1e80000, /* t41 d0-7: D(18,2).. */
	0x41b00000, 0xc3720000, 0x42b40000, 0xc2f20000, 0x42880000, 0xc2ce0000, 0xc3d88000, 0xc35f0000, /* t42 d0-7: D(18,4).. */
	0xc3520000, 0xc36d0000, 0xc30a0000, 0xc2b20000, 0xc2ba0000, 0x432b0000, 0x42e60000, 0xc23c0000, /* t43 d0-7: D(18,6).. */
	0xc2e60000, 0xc28c0000, 0x41400000, 0xc3730000, 0xc3070000, 0xc3070000, 0x42a20000, 0xc2780000, /* t44 d0-7: D(19,0).. */
	0xc2a00000, 0xc28c0000, 0x42240000, 0xc0a00000, 0xc2f00000, 0xc2b40000, 0x42960000, 0xc3c48000, /* t45 d0-7: D(19,2).. */
	0xc2a00000, 0xc30c0000, 0xc2300000, 0xc0e00000, 0xc2340000, 0xc2e60000, 0xc3560000, 0x41400000, /* t46 d0-7: D(19,4).. */
	0xc4700000, 0xc2f00000, 0xc3280000, 0x41700000, 0xc28c0000, 0xc2a00000, 0xc3730000, 0x42240000, /* t47 d0-7: D(19,6).. */
	0xc0000000, 0xc3250000, 0x41880000, 0xc1500000, 0xc1d80000, 0x431c0000, 0x42800000, 0xc2aa0000, /* t48 d0-7: D(20,0).. */
	0x42c40000, 0xc3a28000, 0xc3570000, 0x41c80000, 0x431d0000, 0xc2280000, 0xc2fa0000, 0x40400000, /* t49 d0-7: D(20,2).. */
	0x426c0000, 0xc37c0000, 0xc3060000, 0x42e20000, 0xc2c00000, 0xc0000000, 0x42b20000, 0x41880000, /* t50 d0-7: D(20,4).. */
	0xc2d80000, 0xc3600000, 0xc2c00000, 0x3f800000, 0xc3250000, 0x42c40000, 0xc1500000, 0xc3570000, /* t51 d0-7: D(20,6).. */
	0x41a80000, 0x42e80000, 0x41a00000, 0xc3910000, 0xc3878000, 0x434f0000, 0x43320000, 0x438d8000, /* t52 d0-7: D(21,0).. */
	0xc32a0000, 0xc2dc0000, 0x43210000, 0xc3898000, 0xc3380000, 0x43380000, 0x42920000, 0xc2cc0000, /* t53 d0-7: D(21,2).. */
	0xc1d00000, 0x42d40000, 0xc3420000, 0x435b0000, 0xc1d80000, 0x41a80000, 0x431c0000, 0x41a00000, /* t54 d0-7: D(21,4).. */
	0xc2a80000, 0x43480000, 0xc2b40000, 0x430b0000, 0x42e80000, 0xc32a0000, 0xc3910000, 0x43210000, /* t55 d0-7: D(21,6).. */
	0x43330000, 0x40000000, 0x42440000, 0x42d60000, 0xc3530000, 0xc3828000, 0x42080000, 0xc30e0000, /* t56 d0-7: D(22,0).. */
	0xc1e80000, 0x43a30000, 0xc3270000, 0x43180000, 0x42380000, 0xc33d0000, 0xc3060000, 0x42500000, /* t57 d0-7: D(22,2).. */
	0x42e60000, 0x42860000, 0xc3968000, 0x43988000, 0x422c0000, 0x43330000, 0x42240000, 0x42440000, /* t58 d0-7: D(22,4).. */
	0xc2a80000, 0x42e60000, 0xc2cc0000, 0x43230000, 0x40000000, 0xc1e80000, 0x42d60000, 0xc3270000, /* t59 d0-7: D(22,6).. */
	0x42800000, 0x42cc0000, 0xc2ce0000, 0xc2ba0000, 0xc2e40000, 0xc1f00000, 0x41d00000, 0xc3b08000, /* t60 d0-7: D(23,0).. */
	0xc3410000, 0x42180000, 0x432b0000, 0x42d00000, 0xc3880000, 0x41c00000, 0x42a20000, 0xc3560000, /* t61 d0-7: D(23,2).. */
	0x41000000, 0xc2c60000, 0x41b00000, 0xc3720000, 0xc1c00000, 0x42800000, 0x42880000, 0xc2ce0000, /* t62 d0-7: D(23,4).. */
	0xc2d80000, 0x41f80000, 0xc3520000, 0xc36d0000, 0x42cc0000, 0xc3410000, 0xc2ba0000, 0x432b0000, /* t63 d0-7: D(23,6).. */
	0xc2e60000, 0xc28c0000, 0x41400000, 0xc3730000, 0xc3070000, 0xc3070000, 0x42a20000, 0xc2780000, /* t64 d0-7: D(32,0).. */
	0xc2a00000, 0xc28c0000, 0x42240000, 0xc0a00000, 0xc2f00000, 0xc2b40000, 0x42960000, 0xc3c48000, /* t65 d0-7: D(32,2).. */
	0xc2a00000, 0xc30c0000, 0xc2300000, 0xc0e00000, 0xc2340000, 0xc2e60000, 0xc3560000, 0x41400000, /* t66 d0-7: D(32,4).. */
	0xc4700000, 0xc2f00000, 0xc3280000, 0x41700000, 0xc28c0000, 0xc2a00000, 0xc3730000, 0x42240000, /* t67 d0-7: D(32,6).. */
	0xc0000000, 0xc3250000, 0x41880000, 0xc1500000, 0xc1d80000, 0x431c0000, 0x42800000, 0xc2aa0000, /* t68 d0-7: D(33,0).. */
	0x42c40000, 0xc3a28000, 0xc3570000, 0x41c80000, 0x431d0000, 0xc2280000, 0xc2fa0000, 0x40400000, /* t69 d0-7: D(33,2).. */
	0x426c0000, 0xc37c0000, 0xc3060000, 0x42e20000, 0xc2c00000, 0xc0000000, 0x42b20000, 0x41880000, /* t70 d0-7: D(33,4).. */
	0xc2d80000, 0xc3600000, 0xc2c00000, 0x3f800000, 0xc3250000, 0x42c40000, 0xc1500000, 0xc3570000, /* t71 d0-7: D(33,6).. */
	0x41a80000, 0x42e80000, 0x41a00000, 0xc3910000, 0xc3878000, 0x434f0000, 0x43320000, 0x438d8000, /* t72 d0-7: D(34,0).. */
	0xc32a0000, 0xc2dc0000, 0x43210000, 0xc3898000, 0xc3380000, 0x43380000, 0x42920000, 0xc2cc0000, /* t73 d0-7: D(34,2).. */
	0xc1d00000, 0x42d40000, 0xc3420000, 0x435b0000, 0xc1d80000, 0x41a80000, 0x431c0000, 0x41a00000, /* t74 d0-7: D(34,4).. */
	0xc2a80000, 0x43480000, 0xc2b40000, 0x430b0000, 0x42e80000, 0xc32a0000, 0xc3910000, 0x43210000, /* t75 d0-7: D(34,6).. */
	0x43330000, 0x40000000, 0x42440000, 0x42d60000, 0xc3530000, 0xc3828000, 0x42080000, 0xc30e0000, /* t76 d0-7: D(35,0).. */
	0xc1e80000, 0x43a30000, 0xc3270000, 0x43180000, 0x42380000, 0xc33d0000, 0xc3060000, 0x42500000, /* t77 d0-7: D(35,2).. */
	0x42e60000, 0x42860000, 0xc3968000, 0x43988000, 0x422c0000, 0x43330000, 0x42240000, 0x42440000, /* t78 d0-7: D(35,4).. */
	0xc2a80000, 0x42e60000, 0xc2cc0000, 0x43230000, 0x40000000, 0xc1e80000, 0x42d60000, 0xc3270000, /* t79 d0-7: D(35,6).. */
	0x42800000, 0x42cc0000, 0xc2ce0000, 0xc2ba0000, 0xc2e40000, 0xc1f00000, 0x41d00000, 0xc3b08000, /* t80 d0-7: D(36,0).. */
	0xc3410000, 0x42180000, 0x432b0000, 0x42d00000, 0xc3880000, 0x41c00000, 0x42a20000, 0xc3560000, /* t81 d0-7: D(36,2).. */
	0x41000000, 0xc2c60000, 0x41b00000, 0xc3720000, 0xc1c00000, 0x42800000, 0x42880000, 0xc2ce0000, /* t82 d0-7: D(36,4).. */
	0xc2d80000, 0x41f80000, 0xc3520000, 0xc36d0000, 0x42cc0000, 0xc3410000, 0xc2ba0000, 0x432b0000, /* t83 d0-7: D(36,6).. */
	0xc3600000, 0xc3a00000, 0xc2e60000, 0xc28c0000, 0xc1800000, 0x42440000, 0xc3070000, 0xc3070000, /* t84 d0-7: D(37,0).. */
	0x41500000, 0xc2800000, 0xc2a00000, 0xc28c0000, 0x421c0000, 0xc3490000, 0xc2f00000, 0xc2b40000, /* t85 d0-7: D(37,2).. */
	0x41800000, 0xc2400000, 0xc2a00000, 0xc30c0000, 0x41d80000, 0xc3600000, 0xc2340000, 0xc2e60000, /* t86 d0-7: D(37,4).. */
	0xc2d80000, 0x41a80000, 0xc4700000, 0xc2f00000, 0xc3a00000, 0x41500000, 0xc28c0000, 0xc2a00000, /* t87 d0-7: D(37,6).. */
	0xc3e68000, 0xc2140000, 0xc0000000, 0xc3250000, 0x42940000, 0x434c0000, 0xc1d80000, 0x431c0000, /* t88 d0-7: D(38,0).. */
	0xc2240000, 0xc3310000, 0x42c40000, 0xc3a28000, 0x40000000, 0x42fe0000, 0x431d0000, 0xc2280000, /* t89 d0-7: D(38,2).. */
	0x42140000, 0xc3020000, 0x426c0000, 0xc37c0000, 0xc3600000, 0xc3e68000, 0xc2c00000, 0xc0000000, /* t90 d0-7: D(38,4).. */
	0xc2c00000, 0xc22c0000, 0xc2d80000, 0xc3600000, 0xc2140000, 0xc2240000, 0xc3250000, 0x42c40000, /* t91 d0-7: D(38,6).. */
	0xc35f0000, 0x42e60000, 0x41a80000, 0x42e80000, 0x41600000, 0xc29c0000, 0xc3878000, 0x434f0000, /* t92 d0-7: D(39,0).. */
	0xc23c0000, 0x42a80000, 0xc32a0000, 0xc2dc0000, 0xc1a00000, 0xc1e80000, 0xc3380000, 0x43380000, /* t93 d0-7: D(39,2).. */
	0x42b40000, 0xc2f20000, 0xc1d00000, 0x42d40000, 0xc3d88000, 0xc35f0000, 0xc1d80000, 0x41a80000, /* t94 d0-7: D(39,4).. */
	0xc30a0000, 0xc2b20000, 0xc2a80000, 0x43480000, 0x42e60000, 0xc23c0000, 0x42e80000, 0xc32a0000, /* t95 d0-7: D(39,6).. */
	0x43330000, 0x40000000, 0x42440000, 0x42d60000, 0xc3530000, 0xc3828000, 0x42080000, 0xc30e0000, /* t96 d0-7: D(48,0).. */
	0xc1e80000, 0x43a30000, 0xc3270000, 0x43180000, 0x42380000, 0xc33d0000, 0xc3060000, 0x42500000, /* t97 d0-7: D(48,2).. */
	0x42e60000, 0x42860000, 0xc3968000, 0x43988000, 0x422c0000, 0x43330000, 0x42240000, 0x42440000, /* t98 d0-7: D(48,4).. */
	0xc2a80000, 0x42e60000, 0xc2cc0000, 0x43230000, 0x40000000, 0xc1e80000, 0x42d60000, 0xc3270000, /* t99 d0-7: D(48,6).. */
	0x42800000, 0x42cc0000, 0xc2ce0000, 0xc2ba0000, 0xc2e40000, 0xc1f00000, 0x41d00000, 0xc3b08000, /* t100 d0-7: D(49,0).. */
	0xc3410000, 0x42180000, 0x432b0000, 0x42d00000, 0xc3880000, 0x41c00000, 0x42a20000, 0xc3560000, /* t101 d0-7: D(49,2).. */
	0x41000000, 0xc2c60000, 0x41b00000, 0xc3720000, 0xc1c00000, 0x42800000, 0x42880000, 0xc2ce0000, /* t102 d0-7: D(49,4).. */
	0xc2d80000, 0x41f80000, 0xc3520000, 0xc36d0000, 0x42cc0000, 0xc3410000, 0xc2ba0000, 0x432b0000, /* t103 d0-7: D(49,6).. */
	0xc3600000, 0xc3a00000, 0xc2e60000, 0xc28c0000, 0xc1800000, 0x42440000, 0xc3070000, 0xc3070000, /* t104 d0-7: D(50,0).. */
	0x41500000, 0xc2800000, 0xc2a00000, 0xc28c0000, 0x421c0000, 0xc3490000, 0xc2f00000, 0xc2b40000, /* t105 d0-7: D(50,2).. */
	0x41800000, 0xc2400000, 0xc2a00000, 0xc30c0000, 0x41d80000, 0xc3600000, 0xc2340000, 0xc2e60000, /* t106 d0-7: D(50,4).. */
	0xc2d80000, 0x41a80000, 0xc4700000, 0xc2f00000, 0xc3a00000, 0x41500000, 0xc28c0000, 0xc2a00000, /* t107 d0-7: D(50,6).. */
	0xc3e68000, 0xc2140000, 0xc0000000, 0xc3250000, 0x42940000, 0x434c0000, 0xc1d80000, 0x431c0000, /* t108 d0-7: D(51,0).. */
	0xc2240000, 0xc3310000, 0x42c40000, 0xc3a28000, 0x40000000, 0x42fe0000, 0x431d0000, 0xc2280000, /* t109 d0-7: D(51,2).. */
	0x42140000, 0xc3020000, 0x426c0000, 0xc37c0000, 0xc3600000, 0xc3e68000, 0xc2c00000, 0xc0000000, /* t110 d0-7: D(51,4).. */
	0xc2c00000, 0xc22c0000, 0xc2d80000, 0xc3600000, 0xc2140000, 0xc2240000, 0xc3250000, 0x42c40000, /* t111 d0-7: D(51,6).. */
	0xc35f0000, 0x42e60000, 0x41a80000, 0x42e80000, 0x41600000, 0xc29c0000, 0xc3878000, 0x434f0000, /* t112 d0-7: D(52,0).. */
	0xc23c0000, 0x42a80000, 0xc32a0000, 0xc2dc0000, 0xc1a00000, 0xc1e80000, 0xc3380000, 0x43380000, /* t113 d0-7: D(52,2).. */
	0x42b40000, 0xc2f20000, 0xc1d00000, 0x42d40000, 0xc3d88000, 0xc35f0000, 0xc1d80000, 0x41a80000, /* t114 d0-7: D(52,4).. */
	0xc30a0000, 0xc2b20000, 0xc2a80000, 0x43480000, 0x42e60000, 0xc23c0000, 0x42e80000, 0xc32a0000, /* t115 d0-7: D(52,6).. */
	0x41400000, 0xc3730000, 0x43330000, 0x40000000, 0x42a20000, 0xc2780000, 0xc3530000, 0xc3828000, /* t116 d0-7: D(53,0).. */
	0x42240000, 0xc0a00000, 0xc1e80000, 0x43a30000, 0x42960000, 0xc3c48000, 0x42380000, 0xc33d0000, /* t117 d0-7: D(53,2).. */
	0xc2300000, 0xc0e00000, 0x42e60000, 0x42860000, 0xc3560000, 0x41400000, 0x422c0000, 0x43330000, /* t118 d0-7: D(53,4).. */
	0xc3280000, 0x41700000, 0xc2a80000, 0x42e60000, 0xc3730000, 0x42240000, 0x40000000, 0xc1e80000, /* t119 d0-7: D(53,6).. */
	0x41880000, 0xc1500000, 0x42800000, 0x42cc0000, 0x42800000, 0xc2aa0000, 0xc2e40000, 0xc1f00000, /* t120 d0-7: D(54,0).. */
	0xc3570000, 0x41c80000, 0xc3410000, 0x42180000, 0xc2fa0000, 0x40400000, 0xc3880000, 0x41c00000, /* t121 d0-7: D(54,2).. */
	0xc3060000, 0x42e20000, 0x41000000, 0xc2c60000, 0x42b20000, 0x41880000, 0xc1c00000, 0x42800000, /* t122 d0-7: D(54,4).. */
	0xc2c00000, 0x3f800000, 0xc2d80000, 0x41f80000, 0xc1500000, 0xc3570000, 0x42cc0000, 0xc3410000, /* t123 d0-7: D(54,6).. */
	0x41a00000, 0xc3910000, 0xc3600000, 0xc3a00000, 0x43320000, 0x438d8000, 0xc1800000, 0x42440000, /* t124 d0-7: D(55,0).. */
	0x43210000, 0xc3898000, 0x41500000, 0xc2800000, 0x42920000, 0xc2cc0000, 0x421c0000, 0xc3490000, /* t125 d0-7: D(55,2).. */
	0xc3420000, 0x435b0000, 0x41800000, 0xc2400000, 0x431c0000, 0x41a00000, 0x41d80000, 0xc3600000, /* t126 d0-7: D(55,4).. */
	0xc2b40000, 0x430b0000, 0xc2d80000, 0x41a80000, 0xc3910000, 0x43210000, 0xc3a00000, 0x41500000, /* t127 d0-7: D(55,6).. */
	/* test 2 @1536: m64n32k16 .f32.bf16.bf16, A registers, B MN-major none, K 32 (2 wgmma), scale-d 1, scale-a 1, scale-b -1 */
	0xc3630000, 0x41800000, 0xc1800000, 0xc2180000, 0xc34d0000, 0xc20c0000, 0xc38a8000, 0xc2740000, /* t0 d0-7: D(0,0).. */
	0xc38b0000, 0xc1f80000, 0x42980000, 0x43ac0000, 0x430c0000, 0x42b00000, 0xc2b00000, 0x42d00000, /* t0 d8-15: D(0,16).. */
	0xc3710000, 0xc3880000, 0xc28c0000, 0x428e0000, 0x42c00000, 0x43070000, 0xc2e80000, 0xc2a40000, /* t1 d0-7: D(0,2).. */
	0x43d78000, 0x42980000, 0xc2c60000, 0x42860000, 0xc35b0000, 0x41500000, 0xc1980000, 0xc1f00000, /* t1 d8-15: D(0,18).. */
	0xc2140000, 0x43d50000, 0x43ae8000, 0xc2ba0000, 0x42a40000, 0xc3600000, 0x42da0000, 0xc1c00000, /* t2 d0-7: D(0,4).. */
	0x42100000, 0xc34a0000, 0x43570000, 0xc38e8000, 0xc3740000, 0xc3898000, 0xc2780000, 0x42880000, /* t2 d8-15: D(0,20).. */
	0x42a20000, 0x42280000, 0x42740000, 0x43520000, 0x41900000, 0xc36e0000, 0xc2100000, 0xc2860000, /* t3 d0-7: D(0,6).. */
	0xc2040000, 0x42b00000, 0xc26c0000, 0xc2e20000, 0xc1e80000, 0x43d38000, 0x43ad0000, 0xc2c00000, /* t3 d8-15: D(0,22).. */
	0x42fa0000, 0xc39a8000, 0xc2740000, 0x42400000, 0xc3790000, 0x42240000, 0xc3410000, 0xc38c0000, /* t4 d0-7: D(1,0).. */
	0xc2040000, 0x43510000, 0xc39b8000, 0xc1f00000, 0x42200000, 0x430d0000, 0x428a0000, 0xc1e80000, /* t4 d8-15: D(1,16).. */
	0xc3780000, 0xc1d80000, 0xc2cc0000, 0xc39e0000, 0xc1d80000, 0x42380000, 0xc36f0000, 0x42800000, /* t5 d0-7: D(1,2).. */
	0xc3838000, 0x42960000, 0xc3420000, 0x42c80000, 0x43050000, 0xc39c0000, 0xc2800000, 0x42340000, /* t5 d8-15: D(1,18).. */
	0x43560000, 0xc3860000, 0xc1c80000, 0xc33c0000, 0x43070000, 0x43000000, 0xc1c00000, 0xc2680000, /* t6 d0-7: D(1,4).. */
	0x429c0000, 0xc3760000, 0xc34d0000, 0xc33e0000, 0xc37b0000, 0xc1f00000, 0xc2bc0000, 0xc39f8000, /* t6 d8-15: D(1,20).. */
	0x428a0000, 0x42a80000, 0x42d20000, 0xc3520000, 0xc3998000, 0xc3750000, 0x421c0000, 0xc2c60000, /* t7 d0-7: D(1,6).. */
	0x422c0000, 0xc1c00000, 0xc3908000, 0xc36c0000, 0x43530000, 0xc3820000, 0xc1e00000, 0xc33f0000, /* t7 d8-15: D(1,22).. */
	0x433e0000, 0x41400000, 0x432a0000, 0x43838000, 0xc2b00000, 0x42c60000, 0x41500000, 0xc1600000, /* t8 d0-7: D(2,0).. */
	0xc2600000, 0x420c0000, 0x429c0000, 0xc2500000, 0x43960000, 0x432c0000, 0x424c0000, 0x432e0000, /* t8 d8-15: D(2,16).. */
	0xc3968000, 0xc2480000, 0xc26c0000, 0x42920000, 0xc1600000, 0x43990000, 0xc3550000, 0x42380000, /* t9 d0-7: D(2,2).. */
	0x42f60000, 0x42e20000, 0x42f00000, 0x42e20000, 0x433b0000, 0x41a00000, 0x43270000, 0x43820000, /* t9 d8-15: D(2,18).. */
	0x42200000, 0x42ec0000, 0xc2680000, 0x42fc0000, 0x43310000, 0x43360000, 0x43280000, 0x432d0000, /* t10 d0-7: D(2,4).. */
	0x42ce0000, 0xc2c00000, 0x42840000, 0x41800000, 0xc3980000, 0xc2540000, 0xc2780000, 0x42a20000, /* t10 d8-15: D(2,20).. */
	0x42d60000, 0x42c40000, 0x42ec0000, 0x42740000, 0x41600000, 0xc3950000, 0x43848000, 0xc2860000, /* t11 d0-7: D(2,6).. */
	0x42ca0000, 0xc1300000, 0xc1400000, 0xc35d0000, 0x42140000, 0x42fc0000, 0xc2740000, 0x42f60000, /* t11 d8-15: D(2,22).. */
	0x41600000, 0x41300000, 0x43630000, 0x40c00000, 0xc0a00000, 0xc3818000, 0x43030000, 0xc2b40000, /* t12 d0-7: D(3,0).. */
	0xc3460000, 0xc33c0000, 0x41300000, 0xc34d0000, 0x41400000, 0xc2be0000, 0xc3570000, 0x41600000, /* t12 d8-15: D(3,16).. */
	0xc3170000, 0xc34b0000, 0xc1a80000, 0x41880000, 0xc2b00000, 0x40e00000, 0xc37c0000, 0xc35c0000, /* t13 d0-7: D(3,2).. */
	0xc38a0000, 0x43080000, 0x426c0000, 0x42e80000, 0x41300000, 0x41000000, 0x436b0000, 0x40400000, /* t13 d8-15: D(3,18).. */
	0xc3370000, 0xc3870000, 0xc3530000, 0x42580000, 0xc2b40000, 0x41880000, 0x41000000, 0x43660000, /* t14 d0-7: D(3,4).. */
	0xc3590000, 0xc1500000, 0xc35f0000, 0x43060000, 0xc30f0000, 0xc34e0000, 0xc1c00000, 0x41600000, /* t14 d8-15: D(3,20).. */
	0x43020000, 0xc35e0000, 0x42f20000, 0xc3590000, 0x40000000, 0xc3140000, 0x41000000, 0xc1900000, /* t15 d0-7: D(3,6).. */
	0xc3808000, 0xc2aa0000, 0xc2b00000, 0xc3820000, 0xc33a0000, 0xc3888000, 0xc34b0000, 0x424c0000, /* t15 d8-15: D(3,22).. */
	0x42f80000, 0xc2700000, 0x42f00000, 0x41c80000, 0x43978000, 0xc1980000, 0xc2480000, 0xc3790000, /* t16 d0-7: D(4,0).. */
	0xc3220000, 0xc3910000, 0xc2380000, 0xc3210000, 0x42480000, 0xc28e0000, 0xbf800000, 0xc3848000, /* t16 d8-15: D(4,16).. */
	0xc31e0000, 0xc3270000, 0x42820000, 0xc2200000, 0xc2e00000, 0x42340000, 0xc3570000, 0x40a00000, /* t17 d0-7: D(4,2).. */
	0x437b0000, 0x429e0000, 0x40000000, 0x42340000, 0x42f20000, 0xc27c0000, 0x43000000, 0x41b00000, /* t17 d8-15: D(4,18).. */
	0xc3940000, 0x43808000, 0xc31c0000, 0xc0400000, 0xc2840000, 0x42fe0000, 0xc3878000, 0x42f60000, /* t18 d0-7: D(4,4).. */
	0xc2920000, 0x43990000, 0x43a98000, 0xc23c0000, 0xc3210000, 0xc31f0000, 0x42780000, 0xc22c0000, /* t18 d8-15: D(4,20).. */
	0x42a80000, 0xc29c0000, 0x421c0000, 0x43ac8000, 0xc2680000, 0xc3260000, 0x41d80000, 0x42880000, /* t19 d0-7: D(4,6).. */
	0xc1e00000, 0xc2da0000, 0xc3770000, 0xc3540000, 0xc3958000, 0x437e0000, 0xc31f0000, 0x40a00000, /* t19 d8-15: D(4,22).. */
	0x42700000, 0x42c40000, 0xc35c0000, 0x41400000, 0xc28c0000, 0x42f80000, 0xc3460000, 0xc21c0000, /* t20 d0-7: D(5,0).. */
	0x43660000, 0x3f800000, 0xc38d0000, 0xc20c0000, 0xc2ec0000, 0x43818000, 0x43080000, 0x42a80000, /* t20 d8-15: D(5,16).. */
	0x40c00000, 0x43610000, 0xc3750000, 0xc38a0000, 0x423c0000, 0xc2f60000, 0x42b80000, 0x430e0000, /* t21 d0-7: D(5,2).. */
	0xc38b8000, 0x42cc0000, 0x43d58000, 0x42a60000, 0x42640000, 0x42be0000, 0xc35f0000, 0x41a00000, /* t21 d8-15: D(5,18).. */
	0xc0a00000, 0xc38e0000, 0xc1f00000, 0x43d30000, 0x437d0000, 0x427c0000, 0x42b20000, 0xc3640000, /* t22 d0-7: D(5,4).. */
	0xc2080000, 0xc2860000, 0x422c0000, 0xc34e0000, 0x40400000, 0x43690000, 0xc3780000, 0xc38b8000, /* t22 d8-15: D(5,20).. */
	0x42d60000, 0xc1e00000, 0x429a0000, 0x42180000, 0x42c80000, 0xc0000000, 0x41600000, 0xc3720000, /* t23 d0-7: D(5,6).. */
	0x42fc0000, 0x421c0000, 0xc2140000, 0x42be0000, 0x40400000, 0xc38f8000, 0xc2040000, 0x43d70000, /* t23 d8-15: D(5,22).. */
	0x42480000, 0x429a0000, 0x43040000, 0xc3970000, 0x43190000, 0x42e40000, 0xc3720000, 0x42140000, /* t24 d0-7: D(6,0).. */
	0x42ec0000, 0x42b60000, 0xc1d00000, 0x434d0000, 0x426c0000, 0x42ac0000, 0x423c0000, 0x43090000, /* t24 d8-15: D(6,16).. */
	0x42fe0000, 0x42f80000, 0xc37c0000, 0xc1f80000, 0x42c40000, 0x42820000, 0xc1f80000, 0x42280000, /* t25 d0-7: D(6,2).. */
	0x42ae0000, 0xc4714000, 0xc3858000, 0x428e0000, 0x42680000, 0x42940000, 0x43010000, 0xc3988000, /* t25 d8-15: D(6,18).. */
	0x42aa0000, 0x42a40000, 0x43520000, 0xc3828000, 0x42a00000, 0x42540000, 0x430e0000, 0x43070000, /* t26 d0-7: D(6,4).. */
	0x43550000, 0x431c0000, 0x42aa0000, 0xc37a0000, 0x42f80000, 0x42f20000, 0xc3740000, 0xc2080000, /* t26 d8-15: D(6,20).. */
	0xc4700000, 0x435b0000, 0x42820000, 0x42a00000, 0x429e0000, 0x43020000, 0xc39b8000, 0xc3790000, /* t27 d0-7: D(6,6).. */
	0x42e80000, 0x42ca0000, 0x421c0000, 0xc1e00000, 0x42ba0000, 0x429e0000, 0x434f0000, 0xc3840000, /* t27 d8-15: D(6,22).. */
	0x43968000, 0xc2ec0000, 0x433a0000, 0x41980000, 0xc2dc0000, 0x42c60000, 0xc2b80000, 0x42d40000, /* t28 d0-7: D(7,0).. */
	0x40e00000, 0xc2860000, 0xc2440000, 0x42280000, 0x431c0000, 0x41300000, 0x43998000, 0x43280000, /* t28 d8-15: D(7,16).. */
	0xc24c0000, 0x41500000, 0xc3930000, 0xc2580000, 0xc1e00000, 0x43220000, 0xc1900000, 0x43970000, /* t29 d0-7: D(7,2).. */
	0xc1a80000, 0x431a0000, 0x42ee0000, 0x42da0000, 0x43950000, 0xc2dc0000, 0x43370000, 0x41800000, /* t29 d8-15: D(7,18).. */
	0xc2780000, 0xc1d00000, 0x42100000, 0x42fa0000, 0x41800000, 0x43928000, 0x432d0000, 0x433d0000, /* t30 d0-7: D(7,4).. */
	0xc37d0000, 0xc2d60000, 0x42c60000, 0xc2b20000, 0xc2580000, 0x41200000, 0xc3948000, 0xc2380000, /* t30 d8-15: D(7,20).. */
	0x43140000, 0xc3770000, 0x42e40000, 0x42bc0000, 0xc2e80000, 0xc2400000, 0x41a80000, 0xc3970000, /* t31 d0-7: D(7,6).. */
	0x42ca0000, 0xc1c80000, 0x42c20000, 0xc1700000, 0xc2820000, 0xc1900000, 0x42040000, 0x42f40000, /* t31 d8-15: D(7,22).. */
	0x41700000, 0x3f800000, 0x43640000, 0x40e00000, 0xc0800000, 0xc3810000, 0x43040000, 0xc2b20000, /* t32 d0-7: D(16,0).. */
	0xc3450000, 0xc33b0000, 0x41400000, 0xc34c0000, 0x40000000, 0xc2bc0000, 0xc3560000, 0x41700000, /* t32 d8-15: D(16,16).. */
	0xc3160000, 0xc34a0000, 0xc1a00000, 0x40e00000, 0xc2ae0000, 0x41000000, 0xc37b0000, 0xc35b0000, /* t33 d0-7: D(16,2).. */
	0xc3898000, 0x43090000, 0x42700000, 0x42ea0000, 0x41400000, 0x41100000, 0x43610000, 0x40800000, /* t33 d8-15: D(16,18).. */
	0xc3360000, 0xc3868000, 0xc3520000, 0x425c0000, 0xc2b20000, 0x40e00000, 0x41100000, 0x43670000, /* t34 d0-7: D(16,4).. */
	0xc3580000, 0xc1400000, 0xc35e0000, 0x43070000, 0xc30e0000, 0xc34d0000, 0xc1b80000, 0x41700000, /* t34 d8-15: D(16,20).. */
	0x43030000, 0xc35d0000, 0x42f40000, 0xc3580000, 0x40400000, 0xc3130000, 0x41100000, 0xc1e00000, /* t35 d0-7: D(16,6).. */
	0xc3800000, 0xc2a80000, 0xc2ae0000, 0xc3818000, 0xc3390000, 0xc3880000, 0xc34a0000, 0x42500000, /* t35 d8-15: D(16,22).. */
	0x42fa0000, 0xc26c0000, 0x42f20000, 0x41d00000, 0x43980000, 0xc1900000, 0xc2440000, 0xc3780000, /* t36 d0-7: D(17,0).. */
	0xc3210000, 0xc3960000, 0xc2340000, 0xc3200000, 0x424c0000, 0xc28c0000, 0x00000000, 0xc3840000, /* t36 d8-15: D(17,16).. */
	0xc3280000, 0xc3260000, 0x42840000, 0xc21c0000, 0xc2de0000, 0x42380000, 0xc3560000, 0x40c00000, /* t37 d0-7: D(17,2).. */
	0x437c0000, 0x42a00000, 0x40400000, 0x420c0000, 0x42f40000, 0xc2780000, 0x43010000, 0x41b80000, /* t37 d8-15: D(17,18).. */
	0xc3938000, 0x43810000, 0xc3260000, 0xc0000000, 0xc2820000, 0x43000000, 0xc3870000, 0x42f80000, /* t38 d0-7: D(17,4).. */
	0xc2900000, 0x43998000, 0x43aa0000, 0xc2380000, 0xc3200000, 0xc3290000, 0x427c0000, 0xc2280000, /* t38 d8-15: D(17,20).. */
	0x42aa0000, 0xc29a0000, 0x42200000, 0x43ad0000, 0xc2880000, 0xc3250000, 0x41e00000, 0x428a0000, /* t39 d0-7: D(17,6).. */
	0xc1d80000, 0xc2d80000, 0xc3760000, 0xc3530000, 0xc3950000, 0x437f0000, 0xc31e0000, 0xc0a00000, /* t39 d8-15: D(17,22).. */
	0x42740000, 0x42c60000, 0xc35b0000, 0x41500000, 0xc28a0000, 0x42fa0000, 0xc3500000, 0xc2180000, /* t40 d0-7: D(18,0).. */
	0x43670000, 0x40000000, 0xc38c8000, 0xc2080000, 0xc2ea0000, 0x43820000, 0x43090000, 0x42aa0000, /* t40 d8-15: D(18,16).. */
	0x40e00000, 0x43620000, 0xc3740000, 0xc3898000, 0x42400000, 0xc2f40000, 0x42ba0000, 0x430f0000, /* t41 d0-7: D(18,2).. */
	0xc3908000, 0x42ce0000, 0x43d60000, 0x42a80000, 0x42680000, 0x42c00000, 0xc35e0000, 0x41a80000, /* t41 d8-15: D(18,18).. */
	0xc0800000, 0xc38d8000, 0xc1e80000, 0x43d38000, 0x437e0000, 0x42800000, 0x42b40000, 0xc3630000, /* t42 d0-7: D(18,4).. */
	0xc2040000, 0xc2840000, 0x42040000, 0xc34d0000, 0x40800000, 0x436a0000, 0xc3770000, 0xc38b0000, /* t42 d8-15: D(18,20).. */
	0x42d80000, 0xc2180000, 0x429c0000, 0x421c0000, 0x42ca0000, 0xbf800000, 0x41700000, 0xc3710000, /* t43 d0-7: D(18,6).. */
	0x42fe0000, 0x42200000, 0xc2100000, 0x42c00000, 0xc0e00000, 0xc38f0000, 0xc2000000, 0x43d78000, /* t43 d8-15: D(18,22).. */
	0x424c0000, 0x429c0000, 0x43050000, 0xc39c0000, 0x431a0000, 0x42e60000, 0xc3710000, 0x42180000, /* t44 d0-7: D(19,0).. */
	0x42ee0000, 0x42b80000, 0xc1c80000, 0x434e0000, 0x42700000, 0x42ae0000, 0x42140000, 0x430a0000, /* t44 d8-15: D(19,16).. */
	0x43000000, 0x42fa0000, 0xc37b0000, 0xc1f00000, 0x42c60000, 0x425c0000, 0xc1f00000, 0x422c0000, /* t45 d0-7: D(19,2).. */
	0x42b00000, 0xc4710000, 0xc3850000, 0x42900000, 0x426c0000, 0x42960000, 0x43020000, 0xc3980000, /* t45 d8-15: D(19,18).. */
	0x42ac0000, 0x42a60000, 0x43530000, 0xc3820000, 0x42a20000, 0x42580000, 0x430f0000, 0x42fa0000, /* t46 d0-7: D(19,4).. */
	0x43560000, 0x431d0000, 0x42ac0000, 0xc3790000, 0x42fa0000, 0x42f40000, 0xc3730000, 0xc2040000, /* t46 d8-15: D(19,20).. */
	0xc46fc000, 0x435c0000, 0x42840000, 0x42a20000, 0x42a00000, 0x43030000, 0xc39b0000, 0xc3780000, /* t47 d0-7: D(19,6).. */
	0x42ea0000, 0x42b60000, 0x42200000, 0xc1d80000, 0x42bc0000, 0x42a00000, 0x43500000, 0xc3838000, /* t47 d8-15: D(19,22).. */
	0x43918000, 0xc2ea0000, 0x433b0000, 0x41a00000, 0xc2da0000, 0x42c80000, 0xc2b60000, 0x42d60000, /* t48 d0-7: D(20,0).. */
	0x41000000, 0xc2840000, 0xc2400000, 0x42000000, 0x431d0000, 0x41400000, 0x439a0000, 0x43290000, /* t48 d8-15: D(20,16).. */
	0xc2480000, 0x41600000, 0xc3980000, 0xc2540000, 0xc1d80000, 0x43230000, 0xc1880000, 0x43978000, /* t49 d0-7: D(20,2).. */
	0xc1a00000, 0x431b0000, 0x42f00000, 0x42dc0000, 0x43958000, 0xc2f00000, 0x43380000, 0x41880000, /* t49 d8-15: D(20,18).. */
	0xc2740000, 0xc1c80000, 0x42140000, 0x42fc0000, 0x40c00000, 0x43930000, 0x432e0000, 0x433e0000, /* t50 d0-7: D(20,4).. */
	0xc37c0000, 0xc2d40000, 0x42c80000, 0xc2b00000, 0xc2540000, 0x41300000, 0xc3940000, 0xc2600000, /* t50 d8-15: D(20,20).. */
	0x43150000, 0xc3760000, 0x42e60000, 0x42be0000, 0xc2e60000, 0xc23c0000, 0x41300000, 0xc3968000, /* t51 d0-7: D(20,6).. */
	0x42cc0000, 0xc1c00000, 0x42c40000, 0xc1600000, 0xc2800000, 0xc1880000, 0x42080000, 0x42f60000, /* t51 d8-15: D(20,22).. */
	0xc1700000, 0xc2140000, 0x41300000, 0x41000000, 0xc38a0000, 0xc2700000, 0xc1000000, 0xc37b0000, /* t52 d0-7: D(21,0).. */
	0x42840000, 0x43ac8000, 0xc3490000, 0xc3340000, 0xc2ae0000, 0x42d20000, 0x41100000, 0xc2ae0000, /* t52 d8-15: D(21,16).. */
	0xc28a0000, 0x42900000, 0xc30f0000, 0xc34e0000, 0xc2e60000, 0xc2a20000, 0xc2a00000, 0x40800000, /* t53 d0-7: D(21,2).. */
	0xc2c40000, 0x42880000, 0xc38b8000, 0x43050000, 0xc1900000, 0xc1e80000, 0x41000000, 0x40a00000, /* t53 d8-15: D(21,18).. */
	0x43af0000, 0xc2ce0000, 0xc33a0000, 0xc3888000, 0x42dc0000, 0xc1b80000, 0xc2ba0000, 0x41600000, /* t54 d0-7: D(21,4).. */
	0x43580000, 0xc38e0000, 0xc35c0000, 0xc0a00000, 0xc2900000, 0x428a0000, 0xc3120000, 0xc3460000, /* t54 d8-15: D(21,20).. */
	0x42780000, 0x43530000, 0x430a0000, 0xc3610000, 0xc20c0000, 0xc2840000, 0x41200000, 0xc3170000, /* t55 d0-7: D(21,6).. */
	0xc2680000, 0xc2e00000, 0xc3790000, 0xc2b00000, 0x43ad8000, 0xc2be0000, 0xc33d0000, 0xc38a0000, /* t55 d8-15: D(21,22).. */
	0xc2700000, 0x42440000, 0x42f20000, 0xc27c0000, 0xc3400000, 0xc3910000, 0x43960000, 0xc1b00000, /* t56 d0-7: D(22,0).. */
	0xc39b0000, 0xc1e80000, 0xc3250000, 0xc3928000, 0x428c0000, 0xc1e00000, 0x423c0000, 0xc27c0000, /* t56 d8-15: D(22,16).. */
	0xc2ca0000, 0xc39d8000, 0xc3210000, 0xc31f0000, 0xc36e0000, 0x42820000, 0xc2d00000, 0x42280000, /* t57 d0-7: D(22,2).. */
	0xc3410000, 0x42ca0000, 0x43818000, 0x42980000, 0xc27c0000, 0x42380000, 0x43010000, 0xc2840000, /* t57 d8-15: D(22,18).. */
	0xc1c00000, 0xc33b0000, 0xc3958000, 0x437e0000, 0xc1b80000, 0xc2640000, 0xc28a0000, 0x42f80000, /* t58 d0-7: D(22,4).. */
	0xc34c0000, 0xc3480000, 0xc2980000, 0x43978000, 0xc2ba0000, 0xc39f0000, 0xc3240000, 0xc3220000, /* t58 d8-15: D(22,20).. */
	0x42be0000, 0xc3510000, 0x42a20000, 0xc28c0000, 0x42200000, 0xc2c40000, 0xc2740000, 0xc31e0000, /* t59 d0-7: D(22,6).. */
	0xc3900000, 0xc36b0000, 0xc1a00000, 0xc2e00000, 0xc1d80000, 0xc33e0000, 0xc3918000, 0x437b0000, /* t59 d8-15: D(22,22).. */
	0x432b0000, 0x43840000, 0x42640000, 0x42be0000, 0x41600000, 0xc1500000, 0xc2920000, 0x42f20000, /* t60 d0-7: D(23,0).. */
	0x429e0000, 0xc24c0000, 0x43630000, 0xc0000000, 0x42500000, 0x43240000, 0xc2f20000, 0x43800000, /* t60 d8-15: D(23,16).. */
	0xc2680000, 0x42940000, 0x40400000, 0x43690000, 0xc35f0000, 0x423c0000, 0x42300000, 0xc2e60000, /* t61 d0-7: D(23,2).. */
	0x42f20000, 0x42e40000, 0xc38d0000, 0x42dc0000, 0x43280000, 0x43828000, 0x42820000, 0x42b80000, /* t61 d8-15: D(23,18).. */
	0xc2640000, 0x42fe0000, 0x40400000, 0xc38f8000, 0x43290000, 0x432e0000, 0x437a0000, 0x42700000, /* t62 d0-7: D(23,4).. */
	0x42860000, 0x41880000, 0xc2140000, 0xc28c0000, 0xc2740000, 0x42a40000, 0x00000000, 0x43660000, /* t62 d8-15: D(23,20).. */
	0x42ee0000, 0x42780000, 0x42d00000, 0xc1f80000, 0x43850000, 0xc2840000, 0x42c20000, 0x40c00000, /* t63 d0-7: D(23,6).. */
	0xc1b00000, 0xc35c0000, 0x42f60000, 0x423c0000, 0xc2700000, 0x42f80000, 0x00000000, 0xc38b8000, /* t63 d8-15: D(23,22).. */
	0x42500000, 0x429e0000, 0x43060000, 0xc39b8000, 0x431b0000, 0x42e80000, 0xc3700000, 0x421c0000, /* t64 d0-7: D(32,0).. */
	0x42f00000, 0x42ba0000, 0xc20c0000, 0x434f0000, 0x42740000, 0x42b00000, 0x42180000, 0x430b0000, /* t64 d8-15: D(32,16).. */
	0x43010000, 0x42e60000, 0xc37a0000, 0xc1e80000, 0x42c80000, 0x42600000, 0xc1e80000, 0x42300000, /* t65 d0-7: D(32,2).. */
	0x42b20000, 0xc470c000, 0xc3848000, 0x42920000, 0x42440000, 0x42980000, 0x43030000, 0xc3978000, /* t65 d8-15: D(32,18).. */
	0x42ae0000, 0x42a80000, 0x43540000, 0xc3870000, 0x42a40000, 0x425c0000, 0x43100000, 0x42fc0000, /* t66 d0-7: D(32,4).. */
	0x43570000, 0x431e0000, 0x42ae0000, 0xc3780000, 0x42fc0000, 0x42f60000, 0xc37d0000, 0xc2000000, /* t66 d8-15: D(32,20).. */
	0xc46f8000, 0x435d0000, 0x42860000, 0x42a40000, 0x42a20000, 0x42f20000, 0xc39a8000, 0xc3770000, /* t67 d0-7: D(32,6).. */
	0x42ec0000, 0x42b80000, 0x42240000, 0xc1d00000, 0x42be0000, 0x42a20000, 0x43510000, 0xc3830000, /* t67 d8-15: D(32,22).. */
	0x43920000, 0xc2e80000, 0x433c0000, 0x41a80000, 0xc2d80000, 0x42ca0000, 0xc2b40000, 0x42c20000, /* t68 d0-7: D(33,0).. */
	0x41100000, 0xc2820000, 0xc23c0000, 0x42040000, 0x431e0000, 0x41500000, 0x439a8000, 0x432a0000, /* t68 d8-15: D(33,16).. */
	0xc2440000, 0x41700000, 0xc3978000, 0xc2500000, 0xc1d00000, 0x43240000, 0xc1800000, 0x43980000, /* t69 d0-7: D(33,2).. */
	0xc1980000, 0x43110000, 0x42f20000, 0x42de0000, 0x43960000, 0xc2ee0000, 0x43390000, 0x41900000, /* t69 d8-15: D(33,18).. */
	0xc28e0000, 0xc1c00000, 0x42180000, 0x42fe0000, 0x40e00000, 0x43938000, 0x432f0000, 0x433f0000, /* t70 d0-7: D(33,4).. */
	0xc37b0000, 0xc2d20000, 0x42ca0000, 0xc2c40000, 0xc2500000, 0x41400000, 0xc3938000, 0xc25c0000, /* t70 d8-15: D(33,20).. */
	0x43160000, 0xc3750000, 0x42d20000, 0x42c00000, 0xc2e40000, 0xc2380000, 0x41400000, 0xc3960000, /* t71 d0-7: D(33,6).. */
	0x42ce0000, 0xc1b80000, 0x42c60000, 0xc1500000, 0xc27c0000, 0xc1d80000, 0x420c0000, 0x42f80000, /* t71 d8-15: D(33,22).. */
	0xc1600000, 0xc2100000, 0x41400000, 0x41100000, 0xc38f0000, 0xc26c0000, 0xc0e00000, 0xc37a0000, /* t72 d0-7: D(34,0).. */
	0x42860000, 0x43ad0000, 0xc3480000, 0xc3330000, 0xc2ac0000, 0x42d40000, 0x41200000, 0xc2c20000, /* t72 d8-15: D(34,16).. */
	0xc2880000, 0x42920000, 0xc30e0000, 0xc34d0000, 0xc2e40000, 0xc2a00000, 0xc2b40000, 0x40a00000, /* t73 d0-7: D(34,2).. */
	0xc2c20000, 0x428a0000, 0xc38b0000, 0x43060000, 0xc1880000, 0xc1e00000, 0x41100000, 0x40c00000, /* t73 d8-15: D(34,18).. */
	0x43af8000, 0xc2cc0000, 0xc3390000, 0xc3880000, 0x42de0000, 0xc1b00000, 0xc2b80000, 0x41700000, /* t74 d0-7: D(34,4).. */
	0x434e0000, 0xc38d8000, 0xc35b0000, 0xc0800000, 0xc28e0000, 0x428c0000, 0xc3110000, 0xc3450000, /* t74 d8-15: D(34,20).. */
	0x427c0000, 0x43540000, 0x430b0000, 0xc3600000, 0xc2080000, 0xc2820000, 0x41300000, 0xc3160000, /* t75 d0-7: D(34,6).. */
	0xc2640000, 0xc2de0000, 0xc3818000, 0xc2ae0000, 0x43ae0000, 0xc2bc0000, 0xc33c0000, 0xc3898000, /* t75 d8-15: D(34,22).. */
	0xc26c0000, 0x421c0000, 0x42f40000, 0xc2780000, 0xc33f0000, 0xc3908000, 0x43968000, 0xc1a80000, /* t76 d0-7: D(35,0).. */
	0xc39a8000, 0xc1e00000, 0xc3240000, 0xc3920000, 0x42700000, 0xc1d80000, 0x42400000, 0xc2780000, /* t76 d8-15: D(35,16).. */
	0xc2c80000, 0xc39d0000, 0xc3200000, 0xc3290000, 0xc36d0000, 0x42840000, 0xc2ce0000, 0x422c0000, /* t77 d0-7: D(35,2).. */
	0xc3400000, 0x42cc0000, 0x43820000, 0x429a0000, 0xc2780000, 0x423c0000, 0x42ee0000, 0xc2820000, /* t77 d8-15: D(35,18).. */
	0xc1b80000, 0xc33a0000, 0xc3950000, 0x437f0000, 0xc1b00000, 0xc2860000, 0xc2880000, 0x42fa0000, /* t78 d0-7: D(35,4).. */
	0xc34b0000, 0xc3470000, 0xc2960000, 0x43980000, 0xc2b80000, 0xc39e8000, 0xc3230000, 0xc3210000, /* t78 d8-15: D(35,20).. */
	0x42c00000, 0xc3500000, 0x42a40000, 0xc28a0000, 0x42240000, 0xc2c20000, 0xc2700000, 0xc3280000, /* t79 d0-7: D(35,6).. */
	0xc38f8000, 0xc36a0000, 0xc1980000, 0xc2de0000, 0xc1d00000, 0xc33d0000, 0xc3910000, 0x437c0000, /* t79 d8-15: D(35,22).. */
	0x432c0000, 0x43848000, 0x42680000, 0x42c00000, 0x41700000, 0xc1400000, 0xc2900000, 0x42f40000, /* t80 d0-7: D(36,0).. */
	0x42a00000, 0xc2740000, 0x43640000, 0xbf800000, 0x42540000, 0x43250000, 0xc2f00000, 0x43808000, /* t80 d8-15: D(36,16).. */
	0xc2880000, 0x42960000, 0x40800000, 0x436a0000, 0xc35e0000, 0x42400000, 0x42340000, 0xc2e40000, /* t81 d0-7: D(36,2).. */
	0x42f40000, 0x42e60000, 0xc38c8000, 0x42c80000, 0x43290000, 0x43830000, 0x42840000, 0x42ba0000, /* t81 d8-15: D(36,18).. */
	0xc2600000, 0x43000000, 0xc0e00000, 0xc38f0000, 0x432a0000, 0x432f0000, 0x437b0000, 0x42740000, /* t82 d0-7: D(36,4).. */
	0x42880000, 0x41900000, 0xc2100000, 0xc28a0000, 0xc2700000, 0x42900000, 0x3f800000, 0x43670000, /* t82 d8-15: D(36,20).. */
	0x42f00000, 0x427c0000, 0x42d20000, 0xc1f00000, 0x43800000, 0xc2820000, 0x42c40000, 0x40e00000, /* t83 d0-7: D(36,6).. */
	0xc1a80000, 0xc35b0000, 0x42f80000, 0x42400000, 0xc26c0000, 0x42fa0000, 0x3f800000, 0xc3908000, /* t83 d8-15: D(36,22).. */
	0x43650000, 0x41000000, 0x426c0000, 0x42960000, 0x43050000, 0xc2b00000, 0x43170000, 0x42e00000, /* t84 d0-7: D(37,0).. */
	0x41500000, 0xc34b0000, 0x42e80000, 0x42b20000, 0xc3550000, 0x41800000, 0x42640000, 0x42a80000, /* t84 d8-15: D(37,16).. */
	0xc1980000, 0x41000000, 0x42fa0000, 0x42f40000, 0xc37a0000, 0xc35a0000, 0x42c00000, 0x427c0000, /* t85 d0-7: D(37,2).. */
	0x42480000, 0x42ec0000, 0x42aa0000, 0xc46f0000, 0x43620000, 0x40a00000, 0x42600000, 0x42a60000, /* t85 d8-15: D(37,18).. */
	0xc3510000, 0x42600000, 0x42bc0000, 0x42a00000, 0x41200000, 0x43680000, 0x42b20000, 0x424c0000, /* t86 d0-7: D(37,4).. */
	0xc35d0000, 0x43080000, 0x43530000, 0x431a0000, 0xc1b00000, 0x41800000, 0x42f40000, 0x42ee0000, /* t86 d8-15: D(37,20).. */
	0x42f60000, 0xc3620000, 0xc4708000, 0x43590000, 0x41200000, 0xc1d80000, 0x429a0000, 0x43000000, /* t87 d0-7: D(37,6).. */
	0xc2ac0000, 0xc3810000, 0x42e40000, 0x42c60000, 0xc3540000, 0x42540000, 0x42b60000, 0x42b00000, /* t87 d8-15: D(37,22).. */
	0x42f40000, 0x41d80000, 0x43958000, 0xc2f00000, 0xc2400000, 0xc3770000, 0xc2ca0000, 0x42c20000, /* t88 d0-7: D(38,0).. */
	0xc2300000, 0xc31f0000, 0x41800000, 0xc28a0000, 0x3f800000, 0xc3838000, 0x431a0000, 0x41100000, /* t88 d8-15: D(38,16).. */
	0x42860000, 0xc2180000, 0xc2540000, 0x41300000, 0xc3550000, 0xc0800000, 0xc1f00000, 0x43200000, /* t89 d0-7: D(38,2).. */
	0x40800000, 0x42100000, 0xc1b80000, 0x43180000, 0x43020000, 0x41c00000, 0x43940000, 0xc2e00000, /* t89 d8-15: D(38,18).. */
	0xc3250000, 0xbf800000, 0xc2800000, 0xc1880000, 0xc3868000, 0x42fa0000, 0x41600000, 0x43918000, /* t90 d0-7: D(38,4).. */
	0x43aa8000, 0xc2340000, 0xc3740000, 0xc2da0000, 0x42800000, 0xc2240000, 0xc2340000, 0x41000000, /* t90 d8-15: D(38,20).. */
	0x42240000, 0x43ad8000, 0x43120000, 0xc3790000, 0x41e80000, 0x428c0000, 0xc2ec0000, 0xc2480000, /* t91 d0-7: D(38,6).. */
	0xc3750000, 0xc35d0000, 0x42c60000, 0xc1d80000, 0xc31d0000, 0xc0800000, 0xc2860000, 0xc1a00000, /* t91 d8-15: D(38,22).. */
	0xc3650000, 0x41600000, 0xc1900000, 0xc1e80000, 0xc34f0000, 0xc2140000, 0xc38b8000, 0xc2500000, /* t92 d0-7: D(39,0).. */
	0xc38c0000, 0xc2040000, 0x42940000, 0x43ab0000, 0x430a0000, 0x42ac0000, 0xc29e0000, 0x42cc0000, /* t92 d8-15: D(39,16).. */
	0xc3730000, 0xc3890000, 0xc2900000, 0x428a0000, 0x42bc0000, 0x43100000, 0xc2ec0000, 0xc2a80000, /* t93 d0-7: D(39,2).. */
	0x43d68000, 0x42aa0000, 0xc2ca0000, 0x42820000, 0xc35d0000, 0x41300000, 0xc1a80000, 0xc2000000, /* t93 d8-15: D(39,18).. */
	0xc1e00000, 0x43d40000, 0x43ad8000, 0xc2be0000, 0x42a00000, 0xc3620000, 0x42d60000, 0xc1700000, /* t94 d0-7: D(39,4).. */
	0x42080000, 0xc34c0000, 0x43550000, 0xc38a0000, 0xc3760000, 0xc38a8000, 0xc2800000, 0x42840000, /* t94 d8-15: D(39,20).. */
	0x429e0000, 0x42200000, 0x428c0000, 0x43500000, 0x41800000, 0xc3700000, 0xc2180000, 0xc28a0000, /* t95 d0-7: D(39,6).. */
	0xc20c0000, 0x42c20000, 0xc2740000, 0xc2e60000, 0xc1f80000, 0x43d80000, 0x43ac0000, 0xc2c40000, /* t95 d8-15: D(39,22).. */
	0xc2680000, 0x42200000, 0x42f60000, 0xc2740000, 0xc33e0000, 0xc3900000, 0x43970000, 0xc1a00000, /* t96 d0-7: D(48,0).. */
	0xc39f8000, 0xc1d80000, 0xc3230000, 0xc3918000, 0x42740000, 0xc1d00000, 0x42440000, 0xc2740000, /* t96 d8-15: D(48,16).. */
	0xc2c60000, 0xc39c8000, 0xc31f0000, 0xc3280000, 0xc36c0000, 0x42860000, 0xc2cc0000, 0x42300000, /* t97 d0-7: D(48,2).. */
	0xc33f0000, 0x42ce0000, 0x437a0000, 0x429c0000, 0xc2740000, 0x42400000, 0x42f00000, 0xc2800000, /* t97 d8-15: D(48,18).. */
	0xc1b00000, 0xc3440000, 0xc3948000, 0x43800000, 0xc1a80000, 0xc2840000, 0xc2860000, 0x42fc0000, /* t98 d0-7: D(48,4).. */
	0xc34a0000, 0xc3460000, 0xc2940000, 0x43988000, 0xc2cc0000, 0xc39e0000, 0xc3220000, 0xc3200000, /* t98 d8-15: D(48,20).. */
	0x42c20000, 0xc34f0000, 0x42a60000, 0xc29e0000, 0x42280000, 0xc2c00000, 0xc26c0000, 0xc3270000, /* t99 d0-7: D(48,6).. */
	0xc38f0000, 0xc3690000, 0xc1900000, 0xc2dc0000, 0xc1c80000, 0xc33c0000, 0xc3960000, 0x437d0000, /* t99 d8-15: D(48,22).. */
	0x432d0000, 0x43850000, 0x426c0000, 0x42c20000, 0x41800000, 0xc1b00000, 0xc28e0000, 0x42f60000, /* t100 d0-7: D(49,0).. */
	0x42a20000, 0xc2700000, 0x43650000, 0x00000000, 0x42580000, 0x43260000, 0xc2ee0000, 0x43810000, /* t100 d8-15: D(49,16).. */
	0xc2860000, 0x42980000, 0x40a00000, 0x436b0000, 0xc35d0000, 0x42440000, 0x42380000, 0xc2f80000, /* t101 d0-7: D(49,2).. */
	0x42f60000, 0x42e80000, 0xc38c0000, 0x42ca0000, 0x432a0000, 0x43838000, 0x42860000, 0x42bc0000, /* t101 d8-15: D(49,18).. */
	0xc25c0000, 0x43010000, 0xc0c00000, 0xc38e8000, 0x432b0000, 0x43300000, 0x437c0000, 0x42780000, /* t102 d0-7: D(49,4).. */
	0x428a0000, 0x41000000, 0xc20c0000, 0xc2880000, 0xc26c0000, 0x42920000, 0x40000000, 0x43680000, /* t102 d8-15: D(49,20).. */
	0x42dc0000, 0x42800000, 0x42d40000, 0xc1e80000, 0x43808000, 0xc2800000, 0x42c60000, 0x41000000, /* t103 d0-7: D(49,6).. */
	0xc1a00000, 0xc35a0000, 0x42fa0000, 0x42180000, 0xc2680000, 0x42fc0000, 0x40000000, 0xc3900000, /* t103 d8-15: D(49,22).. */
	0x43660000, 0x41100000, 0x42440000, 0x42980000, 0x43060000, 0xc2ae0000, 0x43180000, 0x42e20000, /* t104 d0-7: D(50,0).. */
	0x41600000, 0xc34a0000, 0x42ea0000, 0x42b40000, 0xc3540000, 0x40c00000, 0x42680000, 0x42aa0000, /* t104 d8-15: D(50,16).. */
	0xc1900000, 0x41100000, 0x42fc0000, 0x42f60000, 0xc3820000, 0xc3590000, 0x42c20000, 0x42800000, /* t105 d0-7: D(50,2).. */
	0x424c0000, 0x42ee0000, 0x42ac0000, 0xc46ec000, 0x43630000, 0x40c00000, 0x42640000, 0x42920000, /* t105 d8-15: D(50,18).. */
	0xc3500000, 0x42640000, 0x42be0000, 0x42a20000, 0x41300000, 0x43690000, 0x429e0000, 0x42500000, /* t106 d0-7: D(50,4).. */
	0xc35c0000, 0x43090000, 0x43540000, 0x431b0000, 0xc1a80000, 0x41880000, 0x42f60000, 0x42f00000, /* t106 d8-15: D(50,20).. */
	0x42f80000, 0xc3610000, 0xc4704000, 0x435a0000, 0x41300000, 0xc1d00000, 0x429c0000, 0x43010000, /* t107 d0-7: D(50,6).. */
	0xc2c00000, 0xc3808000, 0x42e60000, 0x42c80000, 0xc3530000, 0x42580000, 0x42b80000, 0x42b20000, /* t107 d8-15: D(50,22).. */
	0x42f60000, 0x41e00000, 0x43960000, 0xc2ee0000, 0xc23c0000, 0xc3760000, 0xc2c80000, 0x42c40000, /* t108 d0-7: D(51,0).. */
	0xc22c0000, 0xc31e0000, 0x40c00000, 0xc2880000, 0x40000000, 0xc3830000, 0x431b0000, 0x41200000, /* t108 d8-15: D(51,16).. */
	0x42880000, 0xc2400000, 0xc2500000, 0x41400000, 0xc3540000, 0xc0400000, 0xc1e80000, 0x43210000, /* t109 d0-7: D(51,2).. */
	0x40a00000, 0x42140000, 0xc1b00000, 0x43190000, 0x42f00000, 0x41c80000, 0x43948000, 0xc2de0000, /* t109 d8-15: D(51,18).. */
	0xc3240000, 0x00000000, 0xc27c0000, 0xc1d80000, 0xc3860000, 0x42fc0000, 0x41700000, 0x43920000, /* t110 d0-7: D(51,4).. */
	0x43ab0000, 0xc2300000, 0xc3730000, 0xc2d80000, 0x42820000, 0xc2200000, 0xc25c0000, 0x41100000, /* t110 d8-15: D(51,20).. */
	0x42280000, 0x43ae0000, 0x43130000, 0xc3780000, 0x41f00000, 0x42700000, 0xc2ea0000, 0xc2440000, /* t111 d0-7: D(51,6).. */
	0xc3740000, 0xc35c0000, 0x42c80000, 0xc1d00000, 0xc31c0000, 0xc0400000, 0xc2840000, 0xc1980000, /* t111 d8-15: D(51,22).. */
	0xc3640000, 0x41700000, 0xc1880000, 0xc1e00000, 0xc34e0000, 0xc2100000, 0xc38b0000, 0xc2780000, /* t112 d0-7: D(52,0).. */
	0xc38b8000, 0xc2000000, 0x42960000, 0x43ab8000, 0x430b0000, 0x42ae0000, 0xc29c0000, 0x42ce0000, /* t112 d8-15: D(52,16).. */
	0xc3720000, 0xc3888000, 0xc28e0000, 0x428c0000, 0x42be0000, 0x43110000, 0xc2ea0000, 0xc2a60000, /* t113 d0-7: D(52,2).. */
	0x43d70000, 0x42960000, 0xc2c80000, 0x42840000, 0xc35c0000, 0x41400000, 0xc1a00000, 0xc1f80000, /* t113 d8-15: D(52,18).. */
	0xc2180000, 0x43d48000, 0x43ae0000, 0xc2bc0000, 0x42a20000, 0xc3610000, 0x42d80000, 0xc1600000, /* t114 d0-7: D(52,4).. */
	0x420c0000, 0xc34b0000, 0x43560000, 0xc38f0000, 0xc3750000, 0xc38a0000, 0xc27c0000, 0x42860000, /* t114 d8-15: D(52,20).. */
	0x42a00000, 0x42240000, 0x42700000, 0x43510000, 0x41880000, 0xc36f0000, 0xc2140000, 0xc2880000, /* t115 d0-7: D(52,6).. */
	0xc2080000, 0x42c40000, 0xc2700000, 0xc2e40000, 0xc1f00000, 0x43d30000, 0x43ac8000, 0xc2c20000, /* t115 d8-15: D(52,22).. */
	0x43070000, 0xc39b0000, 0xc2780000, 0x423c0000, 0xc37a0000, 0x42200000, 0xc3420000, 0xc38c8000, /* t116 d0-7: D(53,0).. */
	0xc2080000, 0x43500000, 0xc39c0000, 0xc1a00000, 0x421c0000, 0x430c0000, 0x42880000, 0xc1f00000, /* t116 d8-15: D(53,16).. */
	0xc3790000, 0xc1e00000, 0xc2b80000, 0xc39e8000, 0xc1e00000, 0x42340000, 0xc3700000, 0x427c0000, /* t117 d0-7: D(53,2).. */
	0xc3840000, 0x42940000, 0xc3430000, 0x42c60000, 0x43040000, 0xc3970000, 0xc2820000, 0x42300000, /* t117 d8-15: D(53,18).. */
	0x43550000, 0xc3868000, 0xc1d00000, 0xc33d0000, 0x43110000, 0x42fe0000, 0xc1c80000, 0xc26c0000, /* t118 d0-7: D(53,4).. */
	0x429a0000, 0xc3770000, 0xc34e0000, 0xc33f0000, 0xc37c0000, 0xc1f80000, 0xc2be0000, 0xc39a8000, /* t118 d8-15: D(53,20).. */
	0x42880000, 0x42a60000, 0x42d00000, 0xc3530000, 0xc39a0000, 0xc3760000, 0x42440000, 0xc2c80000, /* t119 d0-7: D(53,6).. */
	0x42280000, 0xc1c80000, 0xc3910000, 0xc36d0000, 0x43520000, 0xc3828000, 0xc1e80000, 0xc3400000, /* t119 d8-15: D(53,22).. */
	0x433d0000, 0x41300000, 0x43290000, 0x43830000, 0xc2b20000, 0x42c40000, 0x41400000, 0xc1700000, /* t120 d0-7: D(54,0).. */
	0xc2380000, 0x42080000, 0x429a0000, 0xc2540000, 0x43958000, 0x432b0000, 0x42480000, 0x432d0000, /* t120 d8-15: D(54,16).. */
	0xc3970000, 0xc24c0000, 0xc2700000, 0x42900000, 0xc1700000, 0x43988000, 0xc3560000, 0x42340000, /* t121 d0-7: D(54,2).. */
	0x42f40000, 0x42e00000, 0x43020000, 0x42e00000, 0x433a0000, 0x41980000, 0x43260000, 0x43818000, /* t121 d8-15: D(54,18).. */
	0x421c0000, 0x43000000, 0xc26c0000, 0x42fa0000, 0x43300000, 0x43350000, 0x43270000, 0x432c0000, /* t122 d0-7: D(54,4).. */
	0x42cc0000, 0xc2c20000, 0x42820000, 0x41700000, 0xc3930000, 0xc2580000, 0xc27c0000, 0x42a00000, /* t122 d8-15: D(54,20).. */
	0x42d40000, 0x42c20000, 0x42ea0000, 0x428e0000, 0x41500000, 0xc3958000, 0x43840000, 0xc2880000, /* t123 d0-7: D(54,6).. */
	0x42c80000, 0xc1400000, 0xc1500000, 0xc35e0000, 0x42100000, 0x42fa0000, 0xc24c0000, 0x42f40000, /* t123 d8-15: D(54,22).. */
	0x41500000, 0x41200000, 0x43620000, 0x40a00000, 0xc0c00000, 0xc3790000, 0x43020000, 0xc2b60000, /* t124 d0-7: D(55,0).. */
	0xc3470000, 0xc33d0000, 0x41200000, 0xc34e0000, 0x41300000, 0xc2c00000, 0xc3580000, 0x41500000, /* t124 d8-15: D(55,16).. */
	0xc3180000, 0xc34c0000, 0xc1b00000, 0x41800000, 0xc2b20000, 0x40c00000, 0xc37d0000, 0xc3520000, /* t125 d0-7: D(55,2).. */
	0xc38a8000, 0x43070000, 0x42680000, 0x42e60000, 0x41200000, 0x40e00000, 0x436a0000, 0x40000000, /* t125 d8-15: D(55,18).. */
	0xc3380000, 0xc3878000, 0xc3540000, 0x42540000, 0xc2b60000, 0x41800000, 0x40e00000, 0x43650000, /* t126 d0-7: D(55,4).. */
	0xc35a0000, 0xc0400000, 0xc3600000, 0x43050000, 0xc3100000, 0xc34f0000, 0xc1c80000, 0x41500000, /* t126 d8-15: D(55,20).. */
	0x430c0000, 0xc35f0000, 0x42f00000, 0xc35a0000, 0x3f800000, 0xc3150000, 0x40e00000, 0xc1980000, /* t127 d0-7: D(55,6).. */
	0xc3810000, 0xc2ac0000, 0xc2b20000, 0xc37a0000, 0xc33b0000, 0xc3890000, 0xc34c0000, 0x42480000, /* t127 d8-15: D(55,22).. */
	/* test 3 @3584: m64n8k16 .f32.f16.f16, A K-major none, B MN-major none, K 32 (2 wgmma), scale-d 0, scale-a -1, scale-b -1 */
	0x43850000, 0xc2740000, 0xc2b40000, 0x41c00000, /* t0 d0-3: D(0,0).. */
	0x43310000, 0x42c40000, 0xc2f40000, 0xc35e0000, /* t1 d0-3: D(0,2).. */
	0x42100000, 0x430b0000, 0x437a0000, 0xc2840000, /* t2 d0-3: D(0,4).. */
	0xc1c00000, 0x42640000, 0xc2100000, 0xc2940000, /* t3 d0-3: D(0,6).. */
	0x426c0000, 0x43898000, 0xc28a0000, 0x41900000, /* t4 d0-3: D(1,0).. */
	0xc23c0000, 0x42f40000, 0xc3090000, 0x429c0000, /* t5 d0-3: D(1,2).. */
	0x42d00000, 0x43260000, 0xc25c0000, 0xc2860000, /* t6 d0-3: D(1,4).. */
	0xc1900000, 0x40000000, 0xc2960000, 0xc1880000, /* t7 d0-3: D(1,6).. */
	0x42480000, 0x428e0000, 0x42940000, 0xc3480000, /* t8 d0-3: D(2,0).. */
	0x43640000, 0xc2ac0000, 0xc3610000, 0x42280000, /* t9 d0-3: D(2,2).. */
	0x42600000, 0x43420000, 0x432a0000, 0xc2820000, /* t10 d0-3: D(2,4).. */
	0xc2280000, 0xc2580000, 0xc2400000, 0x434d0000, /* t11 d0-3: D(2,6).. */
	0x43290000, 0xbf800000, 0x40000000, 0xc3908000, /* t12 d0-3: D(3,0).. */
	0xc2e40000, 0x43900000, 0x434b0000, 0xc3830000, /* t13 d0-3: D(3,2).. */
	0x42ba0000, 0x40000000, 0xc3110000, 0xc1400000, /* t14 d0-3: D(3,4).. */
	0xc2640000, 0xc2ac0000, 0xc28a0000, 0x43340000, /* t15 d0-3: D(3,6).. */
	0x429a0000, 0x439b8000, 0xc36e0000, 0xc2d60000, /* t16 d0-3: D(4,0).. */
	0x42040000, 0xc2820000, 0xc1100000, 0xc31a0000, /* t17 d0-3: D(4,2).. */
	0x438e8000, 0xc3100000, 0xc3140000, 0x42640000, /* t18 d0-3: D(4,4).. */
	0xc2340000, 0x40800000, 0xc2700000, 0x430b0000, /* t19 d0-3: D(4,6).. */
	0x42ae0000, 0x41400000, 0x43850000, 0xc2740000, /* t20 d0-3: D(5,0).. */
	0x41c80000, 0x43670000, 0x43310000, 0x42c40000, /* t21 d0-3: D(5,2).. */
	0xc2da0000, 0x43870000, 0x42100000, 0x430b0000, /* t22 d0-3: D(5,4).. */
	0xc1a80000, 0xc3950000, 0xc1c00000, 0x42640000, /* t23 d0-3: D(5,6).. */
	0xc2600000, 0xc2980000, 0x426c0000, 0x43898000, /* t24 d0-3: D(6,0).. */
	0xc1e00000, 0xc2c80000, 0xc23c0000, 0x42f40000, /* t25 d0-3: D(6,2).. */
	0xc2600000, 0x00000000, 0x42d00000, 0x43260000, /* t26 d0-3: D(6,4).. */
	0x43c00000, 0xc2e00000, 0xc1900000, 0x40000000, /* t27 d0-3: D(6,6).. */
	0xc33f0000, 0x40400000, 0x42480000, 0x428e0000, /* t28 d0-3: D(7,0).. */
	0xc2b80000, 0x41600000, 0x43640000, 0xc2ac0000, /* t29 d0-3: D(7,2).. */
	0xc3ab8000, 0xc3870000, 0x42600000, 0x43420000, /* t30 d0-3: D(7,4).. */
	0xc2d20000, 0x43720000, 0xc2280000, 0xc2580000, /* t31 d0-3: D(7,6).. */
	0x43290000, 0xbf800000, 0x40000000, 0xc3908000, /* t32 d0-3: D(16,0).. */
	0xc2e40000, 0x43900000, 0x434b0000, 0xc3830000, /* t33 d0-3: D(16,2).. */
	0x42ba0000, 0x40000000, 0xc3110000, 0xc1400000, /* t34 d0-3: D(16,4).. */
	0xc2640000, 0xc2ac0000, 0xc28a0000, 0x43340000, /* t35 d0-3: D(16,6).. */
	0x429a0000, 0x439b8000, 0xc36e0000, 0xc2d60000, /* t36 d0-3: D(17,0).. */
	0x42040000, 0xc2820000, 0xc1100000, 0xc31a0000, /* t37 d0-3: D(17,2).. */
	0x438e8000, 0xc3100000, 0xc3140000, 0x42640000, /* t38 d0-3: D(17,4).. */
	0xc2340000, 0x40800000, 0xc2700000, 0x430b0000, /* t39 d0-3: D(17,6).. */
	0x42ae0000, 0x41400000, 0x43850000, 0xc2740000, /* t40 d0-3: D(18,0).. */
	0x41c80000, 0x43670000, 0x43310000, 0x42c40000, /* t41 d0-3: D(18,2).. */
	0xc2da0000, 0x43870000, 0x42100000, 0x430b0000, /* t42 d0-3: D(18,4).. */
	0xc1a80000, 0xc3950000, 0xc1c00000, 0x42640000, /* t43 d0-3: D(18,6).. */
	0xc2600000, 0xc2980000, 0x426c0000, 0x43898000, /* t44 d0-3: D(19,0).. */
	0xc1e00000, 0xc2c80000, 0xc23c0000, 0x42f40000, /* t45 d0-3: D(19,2).. */
	0xc2600000, 0x00000000, 0x42d00000, 0x43260000, /* t46 d0-3: D(19,4).. */
	0x43c00000, 0xc2e00000, 0xc1900000, 0x40000000, /* t47 d0-3: D(19,6).. */
	0xc33f0000, 0x40400000, 0x42480000, 0x428e0000, /* t48 d0-3: D(20,0).. */
	0xc2b80000, 0x41600000, 0x43640000, 0xc2ac0000, /* t49 d0-3: D(20,2).. */
	0xc3ab8000, 0xc3870000, 0x42600000, 0x43420000, /* t50 d0-3: D(20,4).. */
	0xc2d20000, 0x43720000, 0xc2280000, 0xc2580000, /* t51 d0-3: D(20,6).. */
	0xc2b40000, 0x41c00000, 0x43290000, 0xbf800000, /* t52 d0-3: D(21,0).. */
	0xc2f40000, 0xc35e0000, 0xc2e40000, 0x43900000, /* t53 d0-3: D(21,2).. */
	0x437a0000, 0xc2840000, 0x42ba0000, 0x40000000, /* t54 d0-3: D(21,4).. */
	0xc2100000, 0xc2940000, 0xc2640000, 0xc2ac0000, /* t55 d0-3: D(21,6).. */
	0xc28a0000, 0x41900000, 0x429a0000, 0x439b8000, /* t56 d0-3: D(22,0).. */
	0xc3090000, 0x429c0000, 0x42040000, 0xc2820000, /* t57 d0-3: D(22,2).. */
	0xc25c0000, 0xc2860000, 0x438e8000, 0xc3100000, /* t58 d0-3: D(22,4).. */
	0xc2960000, 0xc1880000, 0xc2340000, 0x40800000, /* t59 d0-3: D(22,6).. */
	0x42940000, 0xc3480000, 0x42ae0000, 0x41400000, /* t60 d0-3: D(23,0).. */
	0xc3610000, 0x42280000, 0x41c80000, 0x43670000, /* t61 d0-3: D(23,2).. */
	0x432a0000, 0xc2820000, 0xc2da0000, 0x43870000, /* t62 d0-3: D(23,4).. */
	0xc2400000, 0x434d0000, 0xc1a80000, 0xc3950000, /* t63 d0-3: D(23,6).. */
	0xc2600000, 0xc2980000, 0x426c0000, 0x43898000, /* t64 d0-3: D(32,0).. */
	0xc1e00000, 0xc2c80000, 0xc23c0000, 0x42f40000, /* t65 d0-3: D(32,2).. */
	0xc2600000, 0x00000000, 0x42d00000, 0x43260000, /* t66 d0-3: D(32,4).. */
	0x43c00000, 0xc2e00000, 0xc1900000, 0x40000000, /* t67 d0-3: D(32,6).. */
	0xc33f0000, 0x40400000, 0x42480000, 0x428e0000, /* t68 d0-3: D(33,0).. */
	0xc2b80000, 0x41600000, 0x43640000, 0xc2ac0000, /* t69 d0-3: D(33,2).. */
	0xc3ab8000, 0xc3870000, 0x42600000, 0x43420000, /* t70 d0-3: D(33,4).. */
	0xc2d20000, 0x43720000, 0xc2280000, 0xc2580000, /* t71 d0-3: D(33,6).. */
	0xc2b40000, 0x41c00000, 0x43290000, 0xbf800000, /* t72 d0-3: D(34,0).. */
	0xc2f40000, 0xc35e0000, 0xc2e40000, 0x43900000, /* t73 d0-3: D(34,2).. */
	0x437a0000, 0xc2840000, 0x42ba0000, 0x40000000, /* t74 d0-3: D(34,4).. */
	0xc2100000, 0xc2940000, 0xc2640000, 0xc2ac0000, /* t75 d0-3: D(34,6).. */
	0xc28a0000, 0x41900000, 0x429a0000, 0x439b8000, /* t76 d0-3: D(35,0).. */
	0xc3090000, 0x429c0000, 0x42040000, 0xc2820000, /* t77 d0-3: D(35,2).. */
	0xc25c0000, 0xc2860000, 0x438e8000, 0xc3100000, /* t78 d0-3: D(35,4).. */
	0xc2960000, 0xc1880000, 0xc2340000, 0x40800000, /* t79 d0-3: D(35,6).. */
	0x42940000, 0xc3480000, 0x42ae0000, 0x41400000, /* t80 d0-3: D(36,0).. */
	0xc3610000, 0x42280000, 0x41c80000, 0x43670000, /* t81 d0-3: D(36,2).. */
	0x432a0000, 0xc2820000, 0xc2da0000, 0x43870000, /* t82 d0-3: D(36,4).. */
	0xc2400000, 0x434d0000, 0xc1a80000, 0xc3950000, /* t83 d0-3: D(36,6).. */
	0x40000000, 0xc3908000, 0xc2600000, 0xc2980000, /* t84 d0-3: D(37,0).. */
	0x434b0000, 0xc3830000, 0xc1e00000, 0xc2c80000, /* t85 d0-3: D(37,2).. */
	0xc3110000, 0xc1400000, 0xc2600000, 0x00000000, /* t86 d0-3: D(37,4).. */
	0xc28a0000, 0x43340000, 0x43c00000, 0xc2e00000, /* t87 d0-3: D(37,6).. */
	0xc36e0000, 0xc2d60000, 0xc33f0000, 0x40400000, /* t88 d0-3: D(38,0).. */
	0xc1100000, 0xc31a0000, 0xc2b80000, 0x41600000, /* t89 d0-3: D(38,2).. */
	0xc3140000, 0x42640000, 0xc3ab8000, 0xc3870000, /* t90 d0-3: D(38,4).. */
	0xc2700000, 0x430b0000, 0xc2d20000, 0x43720000, /* t91 d0-3: D(38,6).. */
	0x43850000, 0xc2740000, 0xc2b40000, 0x41c00000, /* t92 d0-3: D(39,0).. */
	0x43310000, 0x42c40000, 0xc2f40000, 0xc35e0000, /* t93 d0-3: D(39,2).. */
	0x42100000, 0x430b0000, 0x437a0000, 0xc2840000, /* t94 d0-3: D(39,4).. */
	0xc1c00000, 0x42640000, 0xc2100000, 0xc2940000, /* t95 d0-3: D(39,6).. */
	0xc28a0000, 0x41900000, 0x429a0000, 0x439b8000, /* t96 d0-3: D(48,0).. */
	0xc3090000, 0x429c0000, 0x42040000, 0xc2820000, /* t97 d0-3: D(48,2).. */
	0xc25c0000, 0xc2860000, 0x438e8000, 0xc3100000, /* t98 d0-3: D(48,4).. */
	0xc2960000, 0xc1880000, 0xc2340000, 0x40800000, /* t99 d0-3: D(48,6).. */
	0x42940000, 0xc3480000, 0x42ae0000, 0x41400000, /* t100 d0-3: D(49,0).. */
	0xc3610000, 0x42280000, 0x41c80000, 0x43670000, /* t101 d0-3: D(49,2).. */
	0x432a0000, 0xc2820000, 0xc2da0000, 0x43870000, /* t102 d0-3: D(49,4).. */
	0xc2400000, 0x434d0000, 0xc1a80000, 0xc3950000, /* t103 d0-3: D(49,6).. */
	0x40000000, 0xc3908000, 0xc2600000, 0xc2980000, /* t104 d0-3: D(50,0).. */
	0x434b0000, 0xc3830000, 0xc1e00000, 0xc2c80000, /* t105 d0-3: D(50,2).. */
	0xc3110000, 0xc1400000, 0xc2600000, 0x00000000, /* t106 d0-3: D(50,4).. */
	0xc28a0000, 0x43340000, 0x43c00000, 0xc2e00000, /* t107 d0-3: D(50,6).. */
	0xc36e0000, 0xc2d60000, 0xc33f0000, 0x40400000, /* t108 d0-3: D(51,0).. */
	0xc1100000, 0xc31a0000, 0xc2b80000, 0x41600000, /* t109 d0-3: D(51,2).. */
	0xc3140000, 0x42640000, 0xc3ab8000, 0xc3870000, /* t110 d0-3: D(51,4).. */
	0xc2700000, 0x430b0000, 0xc2d20000, 0x43720000, /* t111 d0-3: D(51,6).. */
	0x43850000, 0xc2740000, 0xc2b40000, 0x41c00000, /* t112 d0-3: D(52,0).. */
	0x43310000, 0x42c40000, 0xc2f40000, 0xc35e0000, /* t113 d0-3: D(52,2).. */
	0x42100000, 0x430b0000, 0x437a0000, 0xc2840000, /* t114 d0-3: D(52,4).. */
	0xc1c00000, 0x42640000, 0xc2100000, 0xc2940000, /* t115 d0-3: D(52,6).. */
	0x426c0000, 0x43898000, 0xc28a0000, 0x41900000, /* t116 d0-3: D(53,0).. */
	0xc23c0000, 0x42f40000, 0xc3090000, 0x429c0000, /* t117 d0-3: D(53,2).. */
	0x42d00000, 0x43260000, 0xc25c0000, 0xc2860000, /* t118 d0-3: D(53,4).. */
	0xc1900000, 0x40000000, 0xc2960000, 0xc1880000, /* t119 d0-3: D(53,6).. */
	0x42480000, 0x428e0000, 0x42940000, 0xc3480000, /* t120 d0-3: D(54,0).. */
	0x43640000, 0xc2ac0000, 0xc3610000, 0x42280000, /* t121 d0-3: D(54,2).. */
	0x42600000, 0x43420000, 0x432a0000, 0xc2820000, /* t122 d0-3: D(54,4).. */
	0xc2280000, 0xc2580000, 0xc2400000, 0x434d0000, /* t123 d0-3: D(54,6).. */
	0x43290000, 0xbf800000, 0x40000000, 0xc3908000, /* t124 d0-3: D(55,0).. */
	0xc2e40000, 0x43900000, 0x434b0000, 0xc3830000, /* t125 d0-3: D(55,2).. */
	0x42ba0000, 0x40000000, 0xc3110000, 0xc1400000, /* t126 d0-3: D(55,4).. */
	0xc2640000, 0xc2ac0000, 0xc28a0000, 0x43340000, /* t127 d0-3: D(55,6).. */
	/* test 4 @4096: m64n16k16 .f32.bf16.bf16, A K-major 32B, B K-major 32B, K 16 (1 wgmma), scale-d 1, scale-a 1, scale-b 1 */
	0x430d0000, 0x42500000, 0xc1700000, 0xc20c0000, 0x41300000, 0x427c0000, 0x430f0000, 0xc2ae0000, /* t0 d0-7: D(0,0).. */
	0x42ce0000, 0xc2100000, 0x42540000, 0x42340000, 0x42ec0000, 0x42d80000, 0xc2240000, 0xc1f80000, /* t1 d0-7: D(0,2).. */
	0xc2a20000, 0xc1300000, 0x42100000, 0x41a00000, 0x432c0000, 0x43100000, 0x41600000, 0xc1b80000, /* t2 d0-7: D(0,4).. */
	0xc1000000, 0xc0800000, 0xc1900000, 0x43220000, 0x42580000, 0x42be0000, 0xc2040000, 0x42600000, /* t3 d0-7: D(0,6).. */
	0xbf800000, 0x42900000, 0x42540000, 0x42ac0000, 0x41880000, 0xc3030000, 0xc1b00000, 0x43180000, /* t4 d0-7: D(1,0).. */
	0xc21c0000, 0x42860000, 0x42140000, 0xc32a0000, 0x420c0000, 0x42a40000, 0x433d0000, 0x424c0000, /* t5 d0-7: D(1,2).. */
	0x43280000, 0x41b80000, 0xc2680000, 0x433f0000, 0xc1e80000, 0x40000000, 0x42e00000, 0x42340000, /* t6 d0-7: D(1,4).. */
	0xc1300000, 0x42fc0000, 0xc1100000, 0xc0400000, 0x42940000, 0xc2100000, 0x42b00000, 0x42200000, /* t7 d0-7: D(1,6).. */
	0xc0400000, 0x42b40000, 0xc2960000, 0xc2b40000, 0x41b80000, 0xc2000000, 0xc1000000, 0xc23c0000, /* t8 d0-7: D(2,0).. */
	0x43090000, 0xc2480000, 0xc2240000, 0xc2080000, 0x41100000, 0xc1f00000, 0x42980000, 0x422c0000, /* t9 d0-7: D(2,2).. */
	0xc1b00000, 0xc2580000, 0x42080000, 0xc1c00000, 0xc20c0000, 0x00000000, 0xc2500000, 0xc2900000, /* t10 d0-7: D(2,4).. */
	0xc0c00000, 0xc2300000, 0xc0e00000, 0xc1c00000, 0x42b80000, 0x430c0000, 0xc2c60000, 0xc2180000, /* t11 d0-7: D(2,6).. */
	0x43050000, 0x40000000, 0x42280000, 0x42fe0000, 0x42900000, 0xc2d00000, 0x43090000, 0x42880000, /* t12 d0-7: D(3,0).. */
	0x434d0000, 0x42b00000, 0x43090000, 0xc30b0000, 0xc1a00000, 0x42f60000, 0x41d00000, 0x430f0000, /* t13 d0-7: D(3,2).. */
	0xbf800000, 0x420c0000, 0xc2400000, 0x43010000, 0x42180000, 0x42fa0000, 0x422c0000, 0x42340000, /* t14 d0-7: D(3,4).. */
	0xc1d00000, 0x435f0000, 0xc1000000, 0x42680000, 0x40800000, 0x43500000, 0x43010000, 0x43010000, /* t15 d0-7: D(3,6).. */
	0x42340000, 0xc28c0000, 0x43440000, 0x42f80000, 0x424c0000, 0x42340000, 0xc2200000, 0x41900000, /* t16 d0-7: D(4,0).. */
	0x41800000, 0xc2ba0000, 0x43220000, 0x41800000, 0x41a80000, 0x41300000, 0x42940000, 0x42740000, /* t17 d0-7: D(4,2).. */
	0x42be0000, 0x43160000, 0xc1d00000, 0xc1b00000, 0xc23c0000, 0x42400000, 0x430c0000, 0x43470000, /* t18 d0-7: D(4,4).. */
	0xc1c00000, 0x42a80000, 0xc1000000, 0xc1000000, 0xc29e0000, 0x41980000, 0x42fc0000, 0x43250000, /* t19 d0-7: D(4,6).. */
	0xc3290000, 0xc1880000, 0x43090000, 0x42400000, 0x42400000, 0x41c00000, 0x40e00000, 0x426c0000, /* t20 d0-7: D(5,0).. */
	0xc2200000, 0xc1100000, 0x42c60000, 0xc1e80000, 0x42140000, 0xc2ba0000, 0x42e40000, 0x42e60000, /* t21 d0-7: D(5,2).. */
	0xc0000000, 0x42d60000, 0xc2940000, 0xc1700000, 0xc2340000, 0xc3260000, 0x43280000, 0x430c0000, /* t22 d0-7: D(5,4).. */
	0x40400000, 0x41980000, 0xc1400000, 0x40400000, 0xc1700000, 0xc2400000, 0x42480000, 0x42cc0000, /* t23 d0-7: D(5,6).. */
	0xc1f00000, 0xc0400000, 0x40c00000, 0x42880000, 0xc21c0000, 0xc1600000, 0x41c00000, 0xc3070000, /* t24 d0-7: D(6,0).. */
	0xc1d80000, 0xc1880000, 0xc22c0000, 0x427c0000, 0x00000000, 0xc2000000, 0x41f80000, 0x42b20000, /* t25 d0-7: D(6,2).. */
	0xc1a80000, 0xc1b00000, 0x432f0000, 0x41980000, 0xc1400000, 0xc1d80000, 0xc1b00000, 0xc0000000, /* t26 d0-7: D(6,4).. */
	0x42080000, 0xc21c0000, 0xc1700000, 0x42f40000, 0xbf800000, 0xc20c0000, 0x428c0000, 0xc2200000, /* t27 d0-7: D(6,6).. */
	0xc1c80000, 0xc2c40000, 0x40800000, 0x42c20000, 0x42740000, 0xc0800000, 0x41f00000, 0xc2100000, /* t28 d0-7: D(7,0).. */
	0x42680000, 0x41b00000, 0x43050000, 0xc2580000, 0xc2580000, 0x40400000, 0x40a00000, 0xc2080000, /* t29 d0-7: D(7,2).. */
	0x42ae0000, 0x42700000, 0xc1d00000, 0xc23c0000, 0xc3270000, 0xc1b00000, 0xc1e00000, 0x40e00000, /* t30 d0-7: D(7,4).. */
	0xc1980000, 0x43290000, 0xc1200000, 0xc2400000, 0xc2c00000, 0x42740000, 0x42b00000, 0x43080000, /* t31 d0-7: D(7,6).. */
	0x43060000, 0x40400000, 0x422c0000, 0x43000000, 0x42780000, 0xc2ce0000, 0x430a0000, 0x428a0000, /* t32 d0-7: D(16,0).. */
	0x434e0000, 0x42b20000, 0x430a0000, 0xc30a0000, 0xc1980000, 0x42f80000, 0x41800000, 0x43100000, /* t33 d0-7: D(16,2).. */
	0x00000000, 0x42100000, 0xc23c0000, 0x43020000, 0x421c0000, 0x42fc0000, 0x42300000, 0x42380000, /* t34 d0-7: D(16,4).. */
	0xc1c80000, 0x43600000, 0xc0e00000, 0x426c0000, 0x40a00000, 0x43510000, 0x43020000, 0x43020000, /* t35 d0-7: D(16,6).. */
	0x42380000, 0xc2a00000, 0x43450000, 0x42fa0000, 0x42500000, 0x42380000, 0xc21c0000, 0x41980000, /* t36 d0-7: D(17,0).. */
	0x41880000, 0xc2b80000, 0x43230000, 0x40c00000, 0x41b00000, 0x41400000, 0x42960000, 0x42780000, /* t37 d0-7: D(17,2).. */
	0x42c00000, 0x43170000, 0xc1c80000, 0xc1a80000, 0xc2380000, 0x42180000, 0x430d0000, 0x43480000, /* t38 d0-7: D(17,4).. */
	0xc1b80000, 0x42aa0000, 0xc0e00000, 0xc0e00000, 0xc29c0000, 0x41a00000, 0x42fe0000, 0x431b0000, /* t39 d0-7: D(17,6).. */
	0xc3280000, 0xc1800000, 0x430a0000, 0x42440000, 0x42440000, 0x41c80000, 0x41000000, 0x42700000, /* t40 d0-7: D(18,0).. */
	0xc2480000, 0xc1000000, 0x42c80000, 0xc1e00000, 0x42180000, 0xc2b80000, 0x42e60000, 0x42e80000, /* t41 d0-7: D(18,2).. */
	0xbf800000, 0x42d80000, 0xc2a80000, 0xc1600000, 0xc2300000, 0xc3250000, 0x43290000, 0x430d0000, /* t42 d0-7: D(18,4).. */
	0x40800000, 0x41a00000, 0xc1300000, 0x40800000, 0xc1c80000, 0xc23c0000, 0x424c0000, 0x42ce0000, /* t43 d0-7: D(18,6).. */
	0xc1e80000, 0xc0000000, 0x40e00000, 0x428a0000, 0xc2180000, 0xc1500000, 0x41600000, 0xc3060000, /* t44 d0-7: D(19,0).. */
	0xc1d00000, 0xc1800000, 0xc2280000, 0x42800000, 0x3f800000, 0xc1f80000, 0x42000000, 0x42b40000, /* t45 d0-7: D(19,2).. */
	0xc1a00000, 0xc1a80000, 0x43300000, 0x41a00000, 0xc1300000, 0xc1d00000, 0xc1a80000, 0xbf800000, /* t46 d0-7: D(19,4).. */
	0x420c0000, 0xc2440000, 0xc1600000, 0x42f60000, 0x00000000, 0xc2080000, 0x428e0000, 0xc21c0000, /* t47 d0-7: D(19,6).. */
	0xc1c00000, 0xc2c20000, 0x40a00000, 0x42ae0000, 0x42780000, 0xc0400000, 0x41f80000, 0xc20c0000, /* t48 d0-7: D(20,0).. */
	0x426c0000, 0x41b80000, 0x43060000, 0xc2540000, 0xc2540000, 0xc0e00000, 0x40c00000, 0xc2040000, /* t49 d0-7: D(20,2).. */
	0x42b00000, 0x42740000, 0xc1c80000, 0xc2380000, 0xc3260000, 0xc1a80000, 0xc1d80000, 0xc0400000, /* t50 d0-7: D(20,4).. */
	0xc1900000, 0x432a0000, 0xc1100000, 0xc23c0000, 0xc2be0000, 0x42780000, 0x42b20000, 0x43090000, /* t51 d0-7: D(20,6).. */
	0xc1c80000, 0xc2080000, 0x43020000, 0x41200000, 0x43100000, 0xc2ac0000, 0x428a0000, 0xc2c00000, /* t52 d0-7: D(21,0).. */
	0x42580000, 0x42380000, 0x434a0000, 0x42aa0000, 0xc2200000, 0xc1f00000, 0xc1b80000, 0x42f00000, /* t53 d0-7: D(21,2).. */
	0x42140000, 0x41a80000, 0xc0800000, 0x422c0000, 0x40800000, 0xc1b00000, 0x420c0000, 0x43050000, /* t54 d0-7: D(21,4).. */
	0xc1880000, 0x43230000, 0xc1900000, 0x435c0000, 0xc2000000, 0x42640000, 0x3f800000, 0x434d0000, /* t55 d0-7: D(21,6).. */
	0x42580000, 0x42ae0000, 0x42280000, 0xc2920000, 0xc1a80000, 0x43190000, 0x42400000, 0x42540000, /* t56 d0-7: D(22,0).. */
	0x42180000, 0xc3290000, 0x41c00000, 0xc2c00000, 0x433e0000, 0x42500000, 0x41e80000, 0x41000000, /* t57 d0-7: D(22,2).. */
	0xc2640000, 0x43350000, 0x42b80000, 0x43130000, 0x42e20000, 0x42380000, 0xc2480000, 0x42340000, /* t58 d0-7: D(22,4).. */
	0xc1000000, 0xc0000000, 0xc1800000, 0x42a20000, 0x42b20000, 0x42240000, 0xc28e0000, 0x41800000, /* t59 d0-7: D(22,6).. */
	0xc2940000, 0xc2b20000, 0xc32c0000, 0xc1a00000, 0xc0e00000, 0xc2640000, 0x42340000, 0x41a80000, /* t60 d0-7: D(23,0).. */
	0xc2200000, 0xc2040000, 0xc22c0000, 0xbf800000, 0x429a0000, 0x42300000, 0x42340000, 0xc2c00000, /* t61 d0-7: D(23,2).. */
	0x420c0000, 0xc1b80000, 0xc0a00000, 0x42d00000, 0xc24c0000, 0xc28e0000, 0xc2400000, 0xc3290000, /* t62 d0-7: D(23,4).. */
	0xc1880000, 0xc1b80000, 0x00000000, 0x41d80000, 0xc2c40000, 0xc2140000, 0xc1900000, 0xc2200000, /* t63 d0-7: D(23,6).. */
	0xc1e00000, 0xbf800000, 0xc0400000, 0x428c0000, 0xc2140000, 0xc1400000, 0x41700000, 0xc3050000, /* t64 d0-7: D(32,0).. */
	0xc1c80000, 0xc1700000, 0xc2240000, 0x42820000, 0xc1100000, 0xc1f00000, 0x42040000, 0x42b60000, /* t65 d0-7: D(32,2).. */
	0xc1980000, 0xc1a00000, 0x43310000, 0x41a80000, 0xc1200000, 0xc1c80000, 0xc1f80000, 0x00000000, /* t66 d0-7: D(32,4).. */
	0x42100000, 0xc2400000, 0xc1500000, 0x42f80000, 0x3f800000, 0xc2040000, 0x42900000, 0xc2180000, /* t67 d0-7: D(32,6).. */
	0xc1b80000, 0xc2c00000, 0x40c00000, 0x42b00000, 0x427c0000, 0xc0000000, 0x42000000, 0xc2080000, /* t68 d0-7: D(33,0).. */
	0x42700000, 0x41500000, 0x43070000, 0xc2500000, 0xc2500000, 0xc0c00000, 0x40e00000, 0xc2000000, /* t69 d0-7: D(33,2).. */
	0x42b20000, 0x42780000, 0xc1c00000, 0xc2600000, 0xc3250000, 0xc1a00000, 0xc1d00000, 0xc0000000, /* t70 d0-7: D(33,4).. */
	0xc1880000, 0x432b0000, 0xc1000000, 0xc2380000, 0xc2bc0000, 0x42500000, 0x42b40000, 0x430a0000, /* t71 d0-7: D(33,6).. */
	0xc1c00000, 0xc2040000, 0x43030000, 0x41300000, 0x43110000, 0xc2aa0000, 0x428c0000, 0xc2d40000, /* t72 d0-7: D(34,0).. */
	0x425c0000, 0x423c0000, 0x434b0000, 0x42ac0000, 0xc21c0000, 0xc1e80000, 0xc1b00000, 0x42f20000, /* t73 d0-7: D(34,2).. */
	0x41d80000, 0x41b00000, 0xc0400000, 0x42300000, 0x40a00000, 0xc1a80000, 0x42100000, 0x43060000, /* t74 d0-7: D(34,4).. */
	0xc1800000, 0x43240000, 0xc1e00000, 0x435d0000, 0xc1f80000, 0x42680000, 0x40000000, 0x434e0000, /* t75 d0-7: D(34,6).. */
	0x425c0000, 0x42b00000, 0x422c0000, 0xc2900000, 0xc1f80000, 0x431a0000, 0x42440000, 0x42580000, /* t76 d0-7: D(35,0).. */
	0x421c0000, 0xc3280000, 0x41c80000, 0xc2be0000, 0x433f0000, 0x42540000, 0x41980000, 0x41100000, /* t77 d0-7: D(35,2).. */
	0xc2600000, 0x43360000, 0x42ba0000, 0x43140000, 0x42e40000, 0x423c0000, 0xc2440000, 0x42380000, /* t78 d0-7: D(35,4).. */
	0xc0e00000, 0xbf800000, 0xc1700000, 0x42a40000, 0x42b40000, 0x42280000, 0xc28c0000, 0x41880000, /* t79 d0-7: D(35,6).. */
	0xc2920000, 0xc2c60000, 0xc32b0000, 0xc1980000, 0xc0c00000, 0xc2600000, 0x42380000, 0x41b00000, /* t80 d0-7: D(36,0).. */
	0xc21c0000, 0xc2000000, 0xc2280000, 0xc1300000, 0x429c0000, 0x42340000, 0x42380000, 0xc2be0000, /* t81 d0-7: D(36,2).. */
	0x42100000, 0xc1b00000, 0xc0800000, 0x42d20000, 0xc2480000, 0xc2a20000, 0xc23c0000, 0xc3280000, /* t82 d0-7: D(36,4).. */
	0xc1800000, 0xc1b00000, 0x3f800000, 0x41e00000, 0xc2c20000, 0xc2100000, 0xc1880000, 0xc2480000, /* t83 d0-7: D(36,6).. */
	0x42300000, 0x43010000, 0xc2000000, 0xc0a00000, 0x430b0000, 0x428c0000, 0xc2240000, 0xc1800000, /* t84 d0-7: D(37,0).. */
	0x43000000, 0xc3090000, 0xc1e80000, 0xc1000000, 0x41880000, 0x43110000, 0xc0000000, 0xc1b80000, /* t85 d0-7: D(37,2).. */
	0xc2380000, 0x43030000, 0xc1b80000, 0xc1c00000, 0x42340000, 0x423c0000, 0xc1600000, 0xc1e80000, /* t86 d0-7: D(37,4).. */
	0xc0c00000, 0x42700000, 0x42000000, 0xc2240000, 0x42f00000, 0x43030000, 0xc0400000, 0xc1d00000, /* t87 d0-7: D(37,6).. */
	0x43460000, 0x42fc0000, 0xc1800000, 0xc2c80000, 0xc2180000, 0x41a00000, 0x426c0000, 0xc0c00000, /* t88 d0-7: D(38,0).. */
	0x43240000, 0x40e00000, 0x42600000, 0x41a00000, 0x42980000, 0x427c0000, 0xc2600000, 0x3f800000, /* t89 d0-7: D(38,2).. */
	0xc1c00000, 0xc1a00000, 0x42c00000, 0x42680000, 0x430e0000, 0x43490000, 0xc31e0000, 0xc1c00000, /* t90 d0-7: D(38,4).. */
	0xc0c00000, 0xc1880000, 0xc1a80000, 0x43270000, 0x43000000, 0x431c0000, 0xc2c40000, 0x426c0000, /* t91 d0-7: D(38,6).. */
	0x430b0000, 0x42480000, 0xc1880000, 0xc2140000, 0x41100000, 0x42740000, 0x43180000, 0xc2b20000, /* t92 d0-7: D(39,0).. */
	0x42ca0000, 0xc1d80000, 0x424c0000, 0x422c0000, 0x42e80000, 0x42d40000, 0xc22c0000, 0xc2040000, /* t93 d0-7: D(39,2).. */
	0xc2a60000, 0xc1500000, 0x42080000, 0x41e80000, 0x432a0000, 0x430e0000, 0x41400000, 0xc1c80000, /* t94 d0-7: D(39,4).. */
	0xc1200000, 0x40a00000, 0xc1a00000, 0x43200000, 0x42500000, 0x42d00000, 0xc20c0000, 0x42580000, /* t95 d0-7: D(39,6).. */
	0x42340000, 0x42b20000, 0x42300000, 0xc28e0000, 0xc1f00000, 0x431b0000, 0x42480000, 0x425c0000, /* t96 d0-7: D(48,0).. */
	0x42200000, 0xc3270000, 0x41700000, 0xc2bc0000, 0x43400000, 0x42580000, 0x41a00000, 0x41200000, /* t97 d0-7: D(48,2).. */
	0xc25c0000, 0x43370000, 0x42bc0000, 0x43150000, 0x42d00000, 0x42400000, 0xc2400000, 0x423c0000, /* t98 d0-7: D(48,4).. */
	0xc0c00000, 0x00000000, 0xc1600000, 0x42a60000, 0x42b60000, 0x422c0000, 0xc2a00000, 0x41900000, /* t99 d0-7: D(48,6).. */
	0xc2900000, 0xc2c40000, 0xc32a0000, 0xc1900000, 0xc0a00000, 0xc25c0000, 0x423c0000, 0x41b80000, /* t100 d0-7: D(49,0).. */
	0xc2180000, 0xc1f80000, 0xc2240000, 0xc1200000, 0x429e0000, 0x42380000, 0x423c0000, 0xc2bc0000, /* t101 d0-7: D(49,2).. */
	0x42140000, 0xc2000000, 0xc0400000, 0x42d40000, 0xc2440000, 0xc2a00000, 0xc2380000, 0xc3270000, /* t102 d0-7: D(49,4).. */
	0xc1700000, 0xc1a80000, 0x40000000, 0x41900000, 0xc2c00000, 0xc20c0000, 0xc1800000, 0xc2440000, /* t103 d0-7: D(49,6).. */
	0x42340000, 0x43020000, 0xc1f80000, 0xc0800000, 0x430c0000, 0x42700000, 0xc2200000, 0xc1700000, /* t104 d0-7: D(50,0).. */
	0x43010000, 0xc3080000, 0xc1e00000, 0xc0e00000, 0x41900000, 0x43120000, 0xbf800000, 0xc2040000, /* t105 d0-7: D(50,2).. */
	0xc2340000, 0x43040000, 0xc1b00000, 0xc1b80000, 0x42380000, 0x42400000, 0xc1500000, 0xc1e00000, /* t106 d0-7: D(50,4).. */
	0xc1800000, 0x42740000, 0x42040000, 0xc2200000, 0x42f20000, 0x43040000, 0xc0000000, 0xc1c80000, /* t107 d0-7: D(50,6).. */
	0x43470000, 0x42fe0000, 0xc1d00000, 0xc2c60000, 0xc2140000, 0x41a80000, 0x42700000, 0xc0a00000, /* t108 d0-7: D(51,0).. */
	0x43250000, 0x41000000, 0x42640000, 0x41a80000, 0x42840000, 0x42800000, 0xc25c0000, 0x40000000, /* t109 d0-7: D(51,2).. */
	0xc1b80000, 0xc1980000, 0x42c20000, 0x426c0000, 0x430f0000, 0x434a0000, 0xc3280000, 0xc1b80000, /* t110 d0-7: D(51,4).. */
	0xc0a00000, 0xc1800000, 0xc1a00000, 0x43280000, 0x43010000, 0x431d0000, 0xc2c20000, 0x42700000, /* t111 d0-7: D(51,6).. */
	0x430c0000, 0x424c0000, 0xc1800000, 0xc2100000, 0x41200000, 0x42780000, 0x43190000, 0xc2b00000, /* t112 d0-7: D(52,0).. */
	0x42cc0000, 0xc2140000, 0x42500000, 0x42300000, 0x42ea0000, 0x42d60000, 0xc2280000, 0xc2000000, /* t113 d0-7: D(52,2).. */
	0xc2a40000, 0xc1400000, 0x420c0000, 0x41980000, 0x432b0000, 0x430f0000, 0x41500000, 0xc1c00000, /* t114 d0-7: D(52,4).. */
	0xc1100000, 0x40c00000, 0xc1980000, 0x43210000, 0x42540000, 0x42bc0000, 0xc2080000, 0x425c0000, /* t115 d0-7: D(52,6).. */
	0xc0000000, 0x428e0000, 0x42500000, 0x42c00000, 0x41800000, 0xc3040000, 0xc1b80000, 0x43170000, /* t116 d0-7: D(53,0).. */
	0xc2200000, 0x42840000, 0x42100000, 0xc32b0000, 0x42080000, 0x42b80000, 0x433c0000, 0x42480000, /* t117 d0-7: D(53,2).. */
	0x43270000, 0x41b00000, 0xc26c0000, 0x433e0000, 0xc1f00000, 0x3f800000, 0x42de0000, 0x425c0000, /* t118 d0-7: D(53,4).. */
	0xc1400000, 0x42fa0000, 0xc1200000, 0xc0800000, 0x42920000, 0xc2140000, 0x42ae0000, 0x421c0000, /* t119 d0-7: D(53,6).. */
	0x40e00000, 0x42b20000, 0xc2980000, 0xc2b60000, 0x41b00000, 0xc2040000, 0xc1100000, 0xc2400000, /* t120 d0-7: D(54,0).. */
	0x43080000, 0xc24c0000, 0xc1f80000, 0xc20c0000, 0x41000000, 0xc1f80000, 0x42960000, 0x42280000, /* t121 d0-7: D(54,2).. */
	0xc1b80000, 0xc25c0000, 0x42040000, 0xc1c80000, 0xc1c80000, 0xbf800000, 0xc2540000, 0xc2920000, /* t122 d0-7: D(54,4).. */
	0xc0e00000, 0xc2340000, 0xc1000000, 0xc1c80000, 0x42b60000, 0x430b0000, 0xc2b20000, 0xc21c0000, /* t123 d0-7: D(54,6).. */
	0x43040000, 0x3f800000, 0x42240000, 0x42fc0000, 0x428e0000, 0xc2d20000, 0x43080000, 0x42860000, /* t124 d0-7: D(55,0).. */
	0x434c0000, 0x42ae0000, 0x43080000, 0xc30c0000, 0xc1a80000, 0x42f40000, 0x41c80000, 0x430e0000, /* t125 d0-7: D(55,2).. */
	0xc0000000, 0x42340000, 0xc2440000, 0x43000000, 0x42140000, 0x42f80000, 0x42280000, 0x42300000, /* t126 d0-7: D(55,4).. */
	0xc1d80000, 0x435e0000, 0xc1100000, 0x42880000, 0x40400000, 0x434f0000, 0x43000000, 0x43000000, /* t127 d0-7: D(55,6).. */
	/* test 5 @5120: m64n32k16 .f32.f16.f16, A registers, B K-major 32B, K 16 (1 wgmma), scale-d 0, scale-a -1, scale-b 1 */
	0xc2b60000, 0xc2480000, 0xc3240000, 0xc1e00000, 0x41100000, 0x42140000, 0xc3300000, 0xbf800000, /* t0 d0-7: D(0,0).. */
	0xc1700000, 0xc2820000, 0x42640000, 0x433e0000, 0x422c0000, 0xc2140000, 0x42a40000, 0x429e0000, /* t0 d8-15: D(0,16).. */
	0x41e00000, 0xc1700000, 0xc1400000, 0x42640000, 0xc31a0000, 0x422c0000, 0x43210000, 0x42a40000, /* t1 d0-7: D(0,2).. */
	0xc3170000, 0xc1880000, 0x43390000, 0xc1100000, 0xc2b60000, 0xc2480000, 0xc3240000, 0xc1e00000, /* t1 d8-15: D(0,18).. */
	0xc2820000, 0xc3170000, 0x433e0000, 0x43390000, 0xc2140000, 0xc2b60000, 0x429e0000, 0xc3240000, /* t2 d0-7: D(0,4).. */
	0xc1900000, 0x41100000, 0xc2680000, 0xc3300000, 0x41e00000, 0xc1700000, 0xc1400000, 0x42640000, /* t2 d8-15: D(0,20).. */
	0xc1880000, 0xc1900000, 0xc1100000, 0xc2680000, 0xc2480000, 0x41e00000, 0xc1e00000, 0xc1400000, /* t3 d0-7: D(0,6).. */
	0x42140000, 0xc31a0000, 0xbf800000, 0x43210000, 0xc2820000, 0xc3170000, 0x433e0000, 0x43390000, /* t3 d8-15: D(0,22).. */
	0x428a0000, 0xc30f0000, 0x437d0000, 0xc2dc0000, 0x41200000, 0x42900000, 0x431d0000, 0xc3130000, /* t4 d0-7: D(1,0).. */
	0x42ea0000, 0x42000000, 0xc2a40000, 0xc32b0000, 0x423c0000, 0xc1a80000, 0xc2c20000, 0xc1b80000, /* t4 d8-15: D(1,16).. */
	0xc1b00000, 0x42ea0000, 0x42b20000, 0xc2a40000, 0xc2ba0000, 0x423c0000, 0xc0000000, 0xc2c20000, /* t5 d0-7: D(1,2).. */
	0xc1d00000, 0xc1400000, 0xc0a00000, 0xc0a00000, 0x428a0000, 0xc30f0000, 0x437d0000, 0xc2dc0000, /* t5 d8-15: D(1,18).. */
	0x42000000, 0xc1d00000, 0xc32b0000, 0xc0a00000, 0xc1a80000, 0x428a0000, 0xc1b80000, 0x437d0000, /* t6 d0-7: D(1,4).. */
	0xc30c0000, 0x41200000, 0x42c80000, 0x431d0000, 0xc1b00000, 0x42ea0000, 0x42b20000, 0xc2a40000, /* t6 d8-15: D(1,20).. */
	0xc1400000, 0xc30c0000, 0xc0a00000, 0x42c80000, 0xc30f0000, 0xc1b00000, 0xc2dc0000, 0x42b20000, /* t7 d0-7: D(1,6).. */
	0x42900000, 0xc2ba0000, 0xc3130000, 0xc0000000, 0x42000000, 0xc1d00000, 0xc32b0000, 0xc0a00000, /* t7 d8-15: D(1,22).. */
	0x42fa0000, 0xc2780000, 0xc0a00000, 0xc3040000, 0x42e00000, 0xc2080000, 0xc0400000, 0xc2800000, /* t8 d0-7: D(2,0).. */
	0xc28e0000, 0xc2600000, 0x41b00000, 0x426c0000, 0xc2e80000, 0xc2240000, 0x420c0000, 0x42380000, /* t8 d8-15: D(2,16).. */
	0xc2980000, 0xc28e0000, 0xc3470000, 0x41b00000, 0xc36a0000, 0xc2e80000, 0xc3090000, 0x420c0000, /* t9 d0-7: D(2,2).. */
	0xc3370000, 0xc1300000, 0xc1b80000, 0xc0a00000, 0x42fa0000, 0xc2780000, 0xc0a00000, 0xc3040000, /* t9 d8-15: D(2,18).. */
	0xc2600000, 0xc3370000, 0x426c0000, 0xc1b80000, 0xc2240000, 0x42fa0000, 0x42380000, 0xc0a00000, /* t10 d0-7: D(2,4).. */
	0xc1a80000, 0x42e00000, 0xc3490000, 0xc0400000, 0xc2980000, 0xc28e0000, 0xc3470000, 0x41b00000, /* t10 d8-15: D(2,20).. */
	0xc1300000, 0xc1a80000, 0xc0a00000, 0xc3490000, 0xc2780000, 0xc2980000, 0xc3040000, 0xc3470000, /* t11 d0-7: D(2,6).. */
	0xc2080000, 0xc36a0000, 0xc2800000, 0xc3090000, 0xc2600000, 0xc3370000, 0x426c0000, 0xc1b80000, /* t11 d8-15: D(2,22).. */
	0xc1200000, 0xc2100000, 0x42c40000, 0xc1b00000, 0xc2bc0000, 0xc2900000, 0x42c60000, 0x42000000, /* t12 d0-7: D(3,0).. */
	0xc3200000, 0x42a00000, 0x41a00000, 0xc2640000, 0xc3120000, 0x43370000, 0xc3130000, 0x42860000, /* t12 d8-15: D(3,16).. */
	0x42740000, 0xc3200000, 0x41880000, 0x41a00000, 0x42900000, 0xc3120000, 0xc1900000, 0xc3130000, /* t13 d0-7: D(3,2).. */
	0x42180000, 0xc1100000, 0xc2c40000, 0xc0800000, 0xc1200000, 0xc2100000, 0x42c40000, 0xc1b00000, /* t13 d8-15: D(3,18).. */
	0x42a00000, 0x42180000, 0xc2640000, 0xc2c40000, 0x43370000, 0xc1200000, 0x42860000, 0x42c40000, /* t14 d0-7: D(3,4).. */
	0x42c60000, 0xc2bc0000, 0x42580000, 0x42c60000, 0x42740000, 0xc3200000, 0x41880000, 0x41a00000, /* t14 d8-15: D(3,20).. */
	0xc1100000, 0x42c60000, 0xc0800000, 0x42580000, 0xc2100000, 0x42740000, 0xc1b00000, 0x41880000, /* t15 d0-7: D(3,6).. */
	0xc2900000, 0x42900000, 0x42000000, 0xc1900000, 0x42a00000, 0x42180000, 0xc2640000, 0xc2c40000, /* t15 d8-15: D(3,22).. */
	0x428c0000, 0x42aa0000, 0x41d00000, 0x41600000, 0x42f40000, 0x42200000, 0xc1d80000, 0xc1900000, /* t16 d0-7: D(4,0).. */
	0xc2c80000, 0xc2d80000, 0x42480000, 0xc1e80000, 0xc31c0000, 0xc2440000, 0x41800000, 0xc3060000, /* t16 d8-15: D(4,16).. */
	0x43200000, 0xc2c80000, 0xc2aa0000, 0x42480000, 0x42240000, 0xc31c0000, 0xc2240000, 0x41800000, /* t17 d0-7: D(4,2).. */
	0xc2800000, 0xc1400000, 0xc1e00000, 0xc1000000, 0x428c0000, 0x42aa0000, 0x41d00000, 0x41600000, /* t17 d8-15: D(4,18).. */
	0xc2d80000, 0xc2800000, 0xc1e80000, 0xc1e00000, 0xc2440000, 0x428c0000, 0xc3060000, 0x41d00000, /* t18 d0-7: D(4,4).. */
	0x43700000, 0x42f40000, 0xc3040000, 0xc1d80000, 0x43200000, 0xc2c80000, 0xc2aa0000, 0x42480000, /* t18 d8-15: D(4,20).. */
	0xc1400000, 0x43700000, 0xc1000000, 0xc3040000, 0x42aa0000, 0x43200000, 0x41600000, 0xc2aa0000, /* t19 d0-7: D(4,6).. */
	0x42200000, 0x42240000, 0xc1900000, 0xc2240000, 0xc2d80000, 0xc2800000, 0xc1e80000, 0xc1e00000, /* t19 d8-15: D(4,22).. */
	0xc3080000, 0x41f00000, 0xc2b60000, 0xc2480000, 0xc1b80000, 0x422c0000, 0x41100000, 0x42140000, /* t20 d0-7: D(5,0).. */
	0xc2480000, 0xc1980000, 0xc1700000, 0xc2820000, 0xc2b00000, 0xc2b80000, 0x422c0000, 0xc2140000, /* t20 d8-15: D(5,16).. */
	0x42440000, 0xc2480000, 0x41e00000, 0xc1700000, 0x41500000, 0xc2b00000, 0xc31a0000, 0x422c0000, /* t21 d0-7: D(5,2).. */
	0xc2d40000, 0xc1600000, 0xc3170000, 0xc1880000, 0xc3080000, 0x41f00000, 0xc2b60000, 0xc2480000, /* t21 d8-15: D(5,18).. */
	0xc1980000, 0xc2d40000, 0xc2820000, 0xc3170000, 0xc2b80000, 0xc3080000, 0xc2140000, 0xc2b60000, /* t22 d0-7: D(5,4).. */
	0x41c00000, 0xc1b80000, 0xc1900000, 0x41100000, 0x42440000, 0xc2480000, 0x41e00000, 0xc1700000, /* t22 d8-15: D(5,20).. */
	0xc1600000, 0x41c00000, 0xc1880000, 0xc1900000, 0x41f00000, 0x42440000, 0xc2480000, 0x41e00000, /* t23 d0-7: D(5,6).. */
	0x422c0000, 0x41500000, 0x42140000, 0xc31a0000, 0xc1980000, 0xc2d40000, 0xc2820000, 0xc3170000, /* t23 d8-15: D(5,22).. */
	0xc2c40000, 0xc2600000, 0x428a0000, 0xc30f0000, 0xc2a80000, 0xc0e00000, 0x41200000, 0x42900000, /* t24 d0-7: D(6,0).. */
	0xc2a80000, 0xc1600000, 0x42ea0000, 0x42000000, 0xc2c40000, 0xc29a0000, 0x423c0000, 0xc1a80000, /* t24 d8-15: D(6,16).. */
	0xc0e00000, 0xc2a80000, 0xc1b00000, 0x42ea0000, 0xc2d20000, 0xc2c40000, 0xc2ba0000, 0x423c0000, /* t25 d0-7: D(6,2).. */
	0xc2ee0000, 0xc2e00000, 0xc1d00000, 0xc1400000, 0xc2c40000, 0xc2600000, 0x428a0000, 0xc30f0000, /* t25 d8-15: D(6,18).. */
	0xc1600000, 0xc2ee0000, 0x42000000, 0xc1d00000, 0xc29a0000, 0xc2c40000, 0xc1a80000, 0x428a0000, /* t26 d0-7: D(6,4).. */
	0xc1600000, 0xc2a80000, 0xc30c0000, 0x41200000, 0xc0e00000, 0xc2a80000, 0xc1b00000, 0x42ea0000, /* t26 d8-15: D(6,20).. */
	0xc2e00000, 0xc1600000, 0xc1400000, 0xc30c0000, 0xc2600000, 0xc0e00000, 0xc30f0000, 0xc1b00000, /* t27 d0-7: D(6,6).. */
	0xc0e00000, 0xc2d20000, 0x42900000, 0xc2ba0000, 0xc1600000, 0xc2ee0000, 0x42000000, 0xc1d00000, /* t27 d8-15: D(6,22).. */
	0xc35c0000, 0xc0c00000, 0x42fa0000, 0xc2780000, 0xc31c0000, 0x41e00000, 0x42e00000, 0xc2080000, /* t28 d0-7: D(7,0).. */
	0x41c80000, 0x42e40000, 0xc28e0000, 0xc2600000, 0x41400000, 0xc26c0000, 0xc2e80000, 0xc2240000, /* t28 d8-15: D(7,16).. */
	0xc24c0000, 0x41c80000, 0xc2980000, 0xc28e0000, 0x42a80000, 0x41400000, 0xc36a0000, 0xc2e80000, /* t29 d0-7: D(7,2).. */
	0x41980000, 0xc1400000, 0xc3370000, 0xc1300000, 0xc35c0000, 0xc0c00000, 0x42fa0000, 0xc2780000, /* t29 d8-15: D(7,18).. */
	0x42e40000, 0x41980000, 0xc2600000, 0xc3370000, 0xc26c0000, 0xc35c0000, 0xc2240000, 0x42fa0000, /* t30 d0-7: D(7,4).. */
	0xc3000000, 0xc31c0000, 0xc1a80000, 0x42e00000, 0xc24c0000, 0x41c80000, 0xc2980000, 0xc28e0000, /* t30 d8-15: D(7,20).. */
	0xc1400000, 0xc3000000, 0xc1300000, 0xc1a80000, 0xc0c00000, 0xc24c0000, 0xc2780000, 0xc2980000, /* t31 d0-7: D(7,6).. */
	0x41e00000, 0x42a80000, 0xc2080000, 0xc36a0000, 0x42e40000, 0x41980000, 0xc2600000, 0xc3370000, /* t31 d8-15: D(7,22).. */
	0xc1200000, 0xc2100000, 0x42c40000, 0xc1b00000, 0xc2bc0000, 0xc2900000, 0x42c60000, 0x42000000, /* t32 d0-7: D(16,0).. */
	0xc3200000, 0x42a00000, 0x41a00000, 0xc2640000, 0xc3120000, 0x43370000, 0xc3130000, 0x42860000, /* t32 d8-15: D(16,16).. */
	0x42740000, 0xc3200000, 0x41880000, 0x41a00000, 0x42900000, 0xc3120000, 0xc1900000, 0xc3130000, /* t33 d0-7: D(16,2).. */
	0x42180000, 0xc1100000, 0xc2c40000, 0xc0800000, 0xc1200000, 0xc2100000, 0x42c40000, 0xc1b00000, /* t33 d8-15: D(16,18).. */
	0x42a00000, 0x42180000, 0xc2640000, 0xc2c40000, 0x43370000, 0xc1200000, 0x42860000, 0x42c40000, /* t34 d0-7: D(16,4).. */
	0x42c60000, 0xc2bc0000, 0x42580000, 0x42c60000, 0x42740000, 0xc3200000, 0x41880000, 0x41a00000, /* t34 d8-15: D(16,20).. */
	0xc1100000, 0x42c60000, 0xc0800000, 0x42580000, 0xc2100000, 0x42740000, 0xc1b00000, 0x41880000, /* t35 d0-7: D(16,6).. */
	0xc2900000, 0x42900000, 0x42000000, 0xc1900000, 0x42a00000, 0x42180000, 0xc2640000, 0xc2c40000, /* t35 d8-15: D(16,22).. */
	0x428c0000, 0x42aa0000, 0x41d00000, 0x41600000, 0x42f40000, 0x42200000, 0xc1d80000, 0xc1900000, /* t36 d0-7: D(17,0).. */
	0xc2c80000, 0xc2d80000, 0x42480000, 0xc1e80000, 0xc31c0000, 0xc2440000, 0x41800000, 0xc3060000, /* t36 d8-15: D(17,16).. */
	0x43200000, 0xc2c80000, 0xc2aa0000, 0x42480000, 0x42240000, 0xc31c0000, 0xc2240000, 0x41800000, /* t37 d0-7: D(17,2).. */
	0xc2800000, 0xc1400000, 0xc1e00000, 0xc1000000, 0x428c0000, 0x42aa0000, 0x41d00000, 0x41600000, /* t37 d8-15: D(17,18).. */
	0xc2d80000, 0xc2800000, 0xc1e80000, 0xc1e00000, 0xc2440000, 0x428c0000, 0xc3060000, 0x41d00000, /* t38 d0-7: D(17,4).. */
	0x43700000, 0x42f40000, 0xc3040000, 0xc1d80000, 0x43200000, 0xc2c80000, 0xc2aa0000, 0x42480000, /* t38 d8-15: D(17,20).. */
	0xc1400000, 0x43700000, 0xc1000000, 0xc3040000, 0x42aa0000, 0x43200000, 0x41600000, 0xc2aa0000, /* t39 d0-7: D(17,6).. */
	0x42200000, 0x42240000, 0xc1900000, 0xc2240000, 0xc2d80000, 0xc2800000, 0xc1e80000, 0xc1e00000, /* t39 d8-15: D(17,22).. */
	0xc3080000, 0x41f00000, 0xc2b60000, 0xc2480000, 0xc1b80000, 0x422c0000, 0x41100000, 0x42140000, /* t40 d0-7: D(18,0).. */
	0xc2480000, 0xc1980000, 0xc1700000, 0xc2820000, 0xc2b00000, 0xc2b80000, 0x422c0000, 0xc2140000, /* t40 d8-15: D(18,16).. */
	0x42440000, 0xc2480000, 0x41e00000, 0xc1700000, 0x41500000, 0xc2b00000, 0xc31a0000, 0x422c0000, /* t41 d0-7: D(18,2).. */
	0xc2d40000, 0xc1600000, 0xc3170000, 0xc1880000, 0xc3080000, 0x41f00000, 0xc2b60000, 0xc2480000, /* t41 d8-15: D(18,18).. */
	0xc1980000, 0xc2d40000, 0xc2820000, 0xc3170000, 0xc2b80000, 0xc3080000, 0xc2140000, 0xc2b60000, /* t42 d0-7: D(18,4).. */
	0x41c00000, 0xc1b80000, 0xc1900000, 0x41100000, 0x42440000, 0xc2480000, 0x41e00000, 0xc1700000, /* t42 d8-15: D(18,20).. */
	0xc1600000, 0x41c00000, 0xc1880000, 0xc1900000, 0x41f00000, 0x42440000, 0xc2480000, 0x41e00000, /* t43 d0-7: D(18,6).. */
	0x422c0000, 0x41500000, 0x42140000, 0xc31a0000, 0xc1980000, 0xc2d40000, 0xc2820000, 0xc3170000, /* t43 d8-15: D(18,22).. */
	0xc2c40000, 0xc2600000, 0x428a0000, 0xc30f0000, 0xc2a80000, 0xc0e00000, 0x41200000, 0x42900000, /* t44 d0-7: D(19,0).. */
	0xc2a80000, 0xc1600000, 0x42ea0000, 0x42000000, 0xc2c40000, 0xc29a0000, 0x423c0000, 0xc1a80000, /* t44 d8-15: D(19,16).. */
	0xc0e00000, 0xc2a80000, 0xc1b00000, 0x42ea0000, 0xc2d20000, 0xc2c40000, 0xc2ba0000, 0x423c0000, /* t45 d0-7: D(19,2).. */
	0xc2ee0000, 0xc2e00000, 0xc1d00000, 0xc1400000, 0xc2c40000, 0xc2600000, 0x428a0000, 0xc30f0000, /* t45 d8-15: D(19,18).. */
	0xc1600000, 0xc2ee0000, 0x42000000, 0xc1d00000, 0xc29a0000, 0xc2c40000, 0xc1a80000, 0x428a0000, /* t46 d0-7: D(19,4).. */
	0xc1600000, 0xc2a80000, 0xc30c0000, 0x41200000, 0xc0e00000, 0xc2a80000, 0xc1b00000, 0x42ea0000, /* t46 d8-15: D(19,20).. */
	0xc2e00000, 0xc1600000, 0xc1400000, 0xc30c0000, 0xc2600000, 0xc0e00000, 0xc30f0000, 0xc1b00000, /* t47 d0-7: D(19,6).. */
	0xc0e00000, 0xc2d20000, 0x42900000, 0xc2ba0000, 0xc1600000, 0xc2ee0000, 0x42000000, 0xc1d00000, /* t47 d8-15: D(19,22).. */
	0xc35c0000, 0xc0c00000, 0x42fa0000, 0xc2780000, 0xc31c0000, 0x41e00000, 0x42e00000, 0xc2080000, /* t48 d0-7: D(20,0).. */
	0x41c80000, 0x42e40000, 0xc28e0000, 0xc2600000, 0x41400000, 0xc26c0000, 0xc2e80000, 0xc2240000, /* t48 d8-15: D(20,16).. */
	0xc24c0000, 0x41c80000, 0xc2980000, 0xc28e0000, 0x42a80000, 0x41400000, 0xc36a0000, 0xc2e80000, /* t49 d0-7: D(20,2).. */
	0x41980000, 0xc1400000, 0xc3370000, 0xc1300000, 0xc35c0000, 0xc0c00000, 0x42fa0000, 0xc2780000, /* t49 d8-15: D(20,18).. */
	0x42e40000, 0x41980000, 0xc2600000, 0xc3370000, 0xc26c0000, 0xc35c0000, 0xc2240000, 0x42fa0000, /* t50 d0-7: D(20,4).. */
	0xc3000000, 0xc31c0000, 0xc1a80000, 0x42e00000, 0xc24c0000, 0x41c80000, 0xc2980000, 0xc28e0000, /* t50 d8-15: D(20,20).. */
	0xc1400000, 0xc3000000, 0xc1300000, 0xc1a80000, 0xc0c00000, 0xc24c0000, 0xc2780000, 0xc2980000, /* t51 d0-7: D(20,6).. */
	0x41e00000, 0x42a80000, 0xc2080000, 0xc36a0000, 0x42e40000, 0x41980000, 0xc2600000, 0xc3370000, /* t51 d8-15: D(20,22).. */
	0xc3240000, 0xc1e00000, 0xc1200000, 0xc2100000, 0xc3300000, 0xbf800000, 0xc2bc0000, 0xc2900000, /* t52 d0-7: D(21,0).. */
	0x42640000, 0x433e0000, 0xc3200000, 0x42a00000, 0x42a40000, 0x429e0000, 0xc3120000, 0x43370000, /* t52 d8-15: D(21,16).. */
	0xc1400000, 0x42640000, 0x42740000, 0xc3200000, 0x43210000, 0x42a40000, 0x42900000, 0xc3120000, /* t53 d0-7: D(21,2).. */
	0x43390000, 0xc1100000, 0x42180000, 0xc1100000, 0xc3240000, 0xc1e00000, 0xc1200000, 0xc2100000, /* t53 d8-15: D(21,18).. */
	0x433e0000, 0x43390000, 0x42a00000, 0x42180000, 0x429e0000, 0xc3240000, 0x43370000, 0xc1200000, /* t54 d0-7: D(21,4).. */
	0xc2680000, 0xc3300000, 0x42c60000, 0xc2bc0000, 0xc1400000, 0x42640000, 0x42740000, 0xc3200000, /* t54 d8-15: D(21,20).. */
	0xc1100000, 0xc2680000, 0xc1100000, 0x42c60000, 0xc1e00000, 0xc1400000, 0xc2100000, 0x42740000, /* t55 d0-7: D(21,6).. */
	0xbf800000, 0x43210000, 0xc2900000, 0x42900000, 0x433e0000, 0x43390000, 0x42a00000, 0x42180000, /* t55 d8-15: D(21,22).. */
	0x437d0000, 0xc2dc0000, 0x428c0000, 0x42aa0000, 0x431d0000, 0xc3130000, 0x42f40000, 0x42200000, /* t56 d0-7: D(22,0).. */
	0xc2a40000, 0xc32b0000, 0xc2c80000, 0xc2d80000, 0xc2c20000, 0xc1b80000, 0xc31c0000, 0xc2440000, /* t56 d8-15: D(22,16).. */
	0x42b20000, 0xc2a40000, 0x43200000, 0xc2c80000, 0xc0000000, 0xc2c20000, 0x42240000, 0xc31c0000, /* t57 d0-7: D(22,2).. */
	0xc0a00000, 0xc0a00000, 0xc2800000, 0xc1400000, 0x437d0000, 0xc2dc0000, 0x428c0000, 0x42aa0000, /* t57 d8-15: D(22,18).. */
	0xc32b0000, 0xc0a00000, 0xc2d80000, 0xc2800000, 0xc1b80000, 0x437d0000, 0xc2440000, 0x428c0000, /* t58 d0-7: D(22,4).. */
	0x42c80000, 0x431d0000, 0x43700000, 0x42f40000, 0x42b20000, 0xc2a40000, 0x43200000, 0xc2c80000, /* t58 d8-15: D(22,20).. */
	0xc0a00000, 0x42c80000, 0xc1400000, 0x43700000, 0xc2dc0000, 0x42b20000, 0x42aa0000, 0x43200000, /* t59 d0-7: D(22,6).. */
	0xc3130000, 0xc0000000, 0x42200000, 0x42240000, 0xc32b0000, 0xc0a00000, 0xc2d80000, 0xc2800000, /* t59 d8-15: D(22,22).. */
	0xc0a00000, 0xc3040000, 0xc3080000, 0x41f00000, 0xc0400000, 0xc2800000, 0xc1b80000, 0x422c0000, /* t60 d0-7: D(23,0).. */
	0x41b00000, 0x426c0000, 0xc2480000, 0xc1980000, 0x420c0000, 0x42380000, 0xc2b00000, 0xc2b80000, /* t60 d8-15: D(23,16).. */
	0xc3470000, 0x41b00000, 0x42440000, 0xc2480000, 0xc3090000, 0x420c0000, 0x41500000, 0xc2b00000, /* t61 d0-7: D(23,2).. */
	0xc1b80000, 0xc0a00000, 0xc2d40000, 0xc1600000, 0xc0a00000, 0xc3040000, 0xc3080000, 0x41f00000, /* t61 d8-15: D(23,18).. */
	0x426c0000, 0xc1b80000, 0xc1980000, 0xc2d40000, 0x42380000, 0xc0a00000, 0xc2b80000, 0xc3080000, /* t62 d0-7: D(23,4).. */
	0xc3490000, 0xc0400000, 0x41c00000, 0xc1b80000, 0xc3470000, 0x41b00000, 0x42440000, 0xc2480000, /* t62 d8-15: D(23,20).. */
	0xc0a00000, 0xc3490000, 0xc1600000, 0x41c00000, 0xc3040000, 0xc3470000, 0x41f00000, 0x42440000, /* t63 d0-7: D(23,6).. */
	0xc2800000, 0xc3090000, 0x422c0000, 0x41500000, 0x426c0000, 0xc1b80000, 0xc1980000, 0xc2d40000, /* t63 d8-15: D(23,22).. */
	0xc2c40000, 0xc2600000, 0x428a0000, 0xc30f0000, 0xc2a80000, 0xc0e00000, 0x41200000, 0x42900000, /* t64 d0-7: D(32,0).. */
	0xc2a80000, 0xc1600000, 0x42ea0000, 0x42000000, 0xc2c40000, 0xc29a0000, 0x423c0000, 0xc1a80000, /* t64 d8-15: D(32,16).. */
	0xc0e00000, 0xc2a80000, 0xc1b00000, 0x42ea0000, 0xc2d20000, 0xc2c40000, 0xc2ba0000, 0x423c0000, /* t65 d0-7: D(32,2).. */
	0xc2ee0000, 0xc2e00000, 0xc1d00000, 0xc1400000, 0xc2c40000, 0xc2600000, 0x428a0000, 0xc30f0000, /* t65 d8-15: D(32,18).. */
	0xc1600000, 0xc2ee0000, 0x42000000, 0xc1d00000, 0xc29a0000, 0xc2c40000, 0xc1a80000, 0x428a0000, /* t66 d0-7: D(32,4).. */
	0xc1600000, 0xc2a80000, 0xc30c0000, 0x41200000, 0xc0e00000, 0xc2a80000, 0xc1b00000, 0x42ea0000, /* t66 d8-15: D(32,20).. */
	0xc2e00000, 0xc1600000, 0xc1400000, 0xc30c0000, 0xc2600000, 0xc0e00000, 0xc30f0000, 0xc1b00000, /* t67 d0-7: D(32,6).. */
	0xc0e00000, 0xc2d20000, 0x42900000, 0xc2ba0000, 0xc1600000, 0xc2ee0000, 0x42000000, 0xc1d00000, /* t67 d8-15: D(32,22).. */
	0xc35c0000, 0xc0c00000, 0x42fa0000, 0xc2780000, 0xc31c0000, 0x41e00000, 0x42e00000, 0xc2080000, /* t68 d0-7: D(33,0).. */
	0x41c80000, 0x42e40000, 0xc28e0000, 0xc2600000, 0x41400000, 0xc26c0000, 0xc2e80000, 0xc2240000, /* t68 d8-15: D(33,16).. */
	0xc24c0000, 0x41c80000, 0xc2980000, 0xc28e0000, 0x42a80000, 0x41400000, 0xc36a0000, 0xc2e80000, /* t69 d0-7: D(33,2).. */
	0x41980000, 0xc1400000, 0xc3370000, 0xc1300000, 0xc35c0000, 0xc0c00000, 0x42fa0000, 0xc2780000, /* t69 d8-15: D(33,18).. */
	0x42e40000, 0x41980000, 0xc2600000, 0xc3370000, 0xc26c0000, 0xc35c0000, 0xc2240000, 0x42fa0000, /* t70 d0-7: D(33,4).. */
	0xc3000000, 0xc31c0000, 0xc1a80000, 0x42e00000, 0xc24c0000, 0x41c80000, 0xc2980000, 0xc28e0000, /* t70 d8-15: D(33,20).. */
	0xc1400000, 0xc3000000, 0xc1300000, 0xc1a80000, 0xc0c00000, 0xc24c0000, 0xc2780000, 0xc2980000, /* t71 d0-7: D(33,6).. */
	0x41e00000, 0x42a80000, 0xc2080000, 0xc36a0000, 0x42e40000, 0x41980000, 0xc2600000, 0xc3370000, /* t71 d8-15: D(33,22).. */
	0xc3240000, 0xc1e00000, 0xc1200000, 0xc2100000, 0xc3300000, 0xbf800000, 0xc2bc0000, 0xc2900000, /* t72 d0-7: D(34,0).. */
	0x42640000, 0x433e0000, 0xc3200000, 0x42a00000, 0x42a40000, 0x429e0000, 0xc3120000, 0x43370000, /* t72 d8-15: D(34,16).. */
	0xc1400000, 0x42640000, 0x42740000, 0xc3200000, 0x43210000, 0x42a40000, 0x42900000, 0xc3120000, /* t73 d0-7: D(34,2).. */
	0x43390000, 0xc1100000, 0x42180000, 0xc1100000, 0xc3240000, 0xc1e00000, 0xc1200000, 0xc2100000, /* t73 d8-15: D(34,18).. */
	0x433e0000, 0x43390000, 0x42a00000, 0x42180000, 0x429e0000, 0xc3240000, 0x43370000, 0xc1200000, /* t74 d0-7: D(34,4).. */
	0xc2680000, 0xc3300000, 0x42c60000, 0xc2bc0000, 0xc1400000, 0x42640000, 0x42740000, 0xc3200000, /* t74 d8-15: D(34,20).. */
	0xc1100000, 0xc2680000, 0xc1100000, 0x42c60000, 0xc1e00000, 0xc1400000, 0xc2100000, 0x42740000, /* t75 d0-7: D(34,6).. */
	0xbf800000, 0x43210000, 0xc2900000, 0x42900000, 0x433e0000, 0x43390000, 0x42a00000, 0x42180000, /* t75 d8-15: D(34,22).. */
	0x437d0000, 0xc2dc0000, 0x428c0000, 0x42aa0000, 0x431d0000, 0xc3130000, 0x42f40000, 0x42200000, /* t76 d0-7: D(35,0).. */
	0xc2a40000, 0xc32b0000, 0xc2c80000, 0xc2d80000, 0xc2c20000, 0xc1b80000, 0xc31c0000, 0xc2440000, /* t76 d8-15: D(35,16).. */
	0x42b20000, 0xc2a40000, 0x43200000, 0xc2c80000, 0xc0000000, 0xc2c20000, 0x42240000, 0xc31c0000, /* t77 d0-7: D(35,2).. */
	0xc0a00000, 0xc0a00000, 0xc2800000, 0xc1400000, 0x437d0000, 0xc2dc0000, 0x428c0000, 0x42aa0000, /* t77 d8-15: D(35,18).. */
	0xc32b0000, 0xc0a00000, 0xc2d80000, 0xc2800000, 0xc1b80000, 0x437d0000, 0xc2440000, 0x428c0000, /* t78 d0-7: D(35,4).. */
	0x42c80000, 0x431d0000, 0x43700000, 0x42f40000, 0x42b20000, 0xc2a40000, 0x43200000, 0xc2c80000, /* t78 d8-15: D(35,20).. */
	0xc0a00000, 0x42c80000, 0xc1400000, 0x43700000, 0xc2dc0000, 0x42b20000, 0x42aa0000, 0x43200000, /* t79 d0-7: D(35,6).. */
	0xc3130000, 0xc0000000, 0x42200000, 0x42240000, 0xc32b0000, 0xc0a00000, 0xc2d80000, 0xc2800000, /* t79 d8-15: D(35,22).. */
	0xc0a00000, 0xc3040000, 0xc3080000, 0x41f00000, 0xc0400000, 0xc2800000, 0xc1b80000, 0x422c0000, /* t80 d0-7: D(36,0).. */
	0x41b00000, 0x426c0000, 0xc2480000, 0xc1980000, 0x420c0000, 0x42380000, 0xc2b00000, 0xc2b80000, /* t80 d8-15: D(36,16).. */
	0xc3470000, 0x41b00000, 0x42440000, 0xc2480000, 0xc3090000, 0x420c0000, 0x41500000, 0xc2b00000, /* t81 d0-7: D(36,2).. */
	0xc1b80000, 0xc0a00000, 0xc2d40000, 0xc1600000, 0xc0a00000, 0xc3040000, 0xc3080000, 0x41f00000, /* t81 d8-15: D(36,18).. */
	0x426c0000, 0xc1b80000, 0xc1980000, 0xc2d40000, 0x42380000, 0xc0a00000, 0xc2b80000, 0xc3080000, /* t82 d0-7: D(36,4).. */
	0xc3490000, 0xc0400000, 0x41c00000, 0xc1b80000, 0xc3470000, 0x41b00000, 0x42440000, 0xc2480000, /* t82 d8-15: D(36,20).. */
	0xc0a00000, 0xc3490000, 0xc1600000, 0x41c00000, 0xc3040000, 0xc3470000, 0x41f00000, 0x42440000, /* t83 d0-7: D(36,6).. */
	0xc2800000, 0xc3090000, 0x422c0000, 0x41500000, 0x426c0000, 0xc1b80000, 0xc1980000, 0xc2d40000, /* t83 d8-15: D(36,22).. */
	0x42c40000, 0xc1b00000, 0xc2c40000, 0xc2600000, 0x42c60000, 0x42000000, 0xc2a80000, 0xc0e00000, /* t84 d0-7: D(37,0).. */
	0x41a00000, 0xc2640000, 0xc2a80000, 0xc1600000, 0xc3130000, 0x42860000, 0xc2c40000, 0xc29a0000, /* t84 d8-15: D(37,16).. */
	0x41880000, 0x41a00000, 0xc0e00000, 0xc2a80000, 0xc1900000, 0xc3130000, 0xc2d20000, 0xc2c40000, /* t85 d0-7: D(37,2).. */
	0xc2c40000, 0xc0800000, 0xc2ee0000, 0xc2e00000, 0x42c40000, 0xc1b00000, 0xc2c40000, 0xc2600000, /* t85 d8-15: D(37,18).. */
	0xc2640000, 0xc2c40000, 0xc1600000, 0xc2ee0000, 0x42860000, 0x42c40000, 0xc29a0000, 0xc2c40000, /* t86 d0-7: D(37,4).. */
	0x42580000, 0x42c60000, 0xc1600000, 0xc2a80000, 0x41880000, 0x41a00000, 0xc0e00000, 0xc2a80000, /* t86 d8-15: D(37,20).. */
	0xc0800000, 0x42580000, 0xc2e00000, 0xc1600000, 0xc1b00000, 0x41880000, 0xc2600000, 0xc0e00000, /* t87 d0-7: D(37,6).. */
	0x42000000, 0xc1900000, 0xc0e00000, 0xc2d20000, 0xc2640000, 0xc2c40000, 0xc1600000, 0xc2ee0000, /* t87 d8-15: D(37,22).. */
	0x41d00000, 0x41600000, 0xc35c0000, 0xc0c00000, 0xc1d80000, 0xc1900000, 0xc31c0000, 0x41e00000, /* t88 d0-7: D(38,0).. */
	0x42480000, 0xc1e80000, 0x41c80000, 0x42e40000, 0x41800000, 0xc3060000, 0x41400000, 0xc26c0000, /* t88 d8-15: D(38,16).. */
	0xc2aa0000, 0x42480000, 0xc24c0000, 0x41c80000, 0xc2240000, 0x41800000, 0x42a80000, 0x41400000, /* t89 d0-7: D(38,2).. */
	0xc1e00000, 0xc1000000, 0x41980000, 0xc1400000, 0x41d00000, 0x41600000, 0xc35c0000, 0xc0c00000, /* t89 d8-15: D(38,18).. */
	0xc1e80000, 0xc1e00000, 0x42e40000, 0x41980000, 0xc3060000, 0x41d00000, 0xc26c0000, 0xc35c0000, /* t90 d0-7: D(38,4).. */
	0xc3040000, 0xc1d80000, 0xc3000000, 0xc31c0000, 0xc2aa0000, 0x42480000, 0xc24c0000, 0x41c80000, /* t90 d8-15: D(38,20).. */
	0xc1000000, 0xc3040000, 0xc1400000, 0xc3000000, 0x41600000, 0xc2aa0000, 0xc0c00000, 0xc24c0000, /* t91 d0-7: D(38,6).. */
	0xc1900000, 0xc2240000, 0x41e00000, 0x42a80000, 0xc1e80000, 0xc1e00000, 0x42e40000, 0x41980000, /* t91 d8-15: D(38,22).. */
	0xc2b60000, 0xc2480000, 0xc3240000, 0xc1e00000, 0x41100000, 0x42140000, 0xc3300000, 0xbf800000, /* t92 d0-7: D(39,0).. */
	0xc1700000, 0xc2820000, 0x42640000, 0x433e0000, 0x422c0000, 0xc2140000, 0x42a40000, 0x429e0000, /* t92 d8-15: D(39,16).. */
	0x41e00000, 0xc1700000, 0xc1400000, 0x42640000, 0xc31a0000, 0x422c0000, 0x43210000, 0x42a40000, /* t93 d0-7: D(39,2).. */
	0xc3170000, 0xc1880000, 0x43390000, 0xc1100000, 0xc2b60000, 0xc2480000, 0xc3240000, 0xc1e00000, /* t93 d8-15: D(39,18).. */
	0xc2820000, 0xc3170000, 0x433e0000, 0x43390000, 0xc2140000, 0xc2b60000, 0x429e0000, 0xc3240000, /* t94 d0-7: D(39,4).. */
	0xc1900000, 0x41100000, 0xc2680000, 0xc3300000, 0x41e00000, 0xc1700000, 0xc1400000, 0x42640000, /* t94 d8-15: D(39,20).. */
	0xc1880000, 0xc1900000, 0xc1100000, 0xc2680000, 0xc2480000, 0x41e00000, 0xc1e00000, 0xc1400000, /* t95 d0-7: D(39,6).. */
	0x42140000, 0xc31a0000, 0xbf800000, 0x43210000, 0xc2820000, 0xc3170000, 0x433e0000, 0x43390000, /* t95 d8-15: D(39,22).. */
	0x437d0000, 0xc2dc0000, 0x428c0000, 0x42aa0000, 0x431d0000, 0xc3130000, 0x42f40000, 0x42200000, /* t96 d0-7: D(48,0).. */
	0xc2a40000, 0xc32b0000, 0xc2c80000, 0xc2d80000, 0xc2c20000, 0xc1b80000, 0xc31c0000, 0xc2440000, /* t96 d8-15: D(48,16).. */
	0x42b20000, 0xc2a40000, 0x43200000, 0xc2c80000, 0xc0000000, 0xc2c20000, 0x42240000, 0xc31c0000, /* t97 d0-7: D(48,2).. */
	0xc0a00000, 0xc0a00000, 0xc2800000, 0xc1400000, 0x437d0000, 0xc2dc0000, 0x428c0000, 0x42aa0000, /* t97 d8-15: D(48,18).. */
	0xc32b0000, 0xc0a00000, 0xc2d80000, 0xc2800000, 0xc1b80000, 0x437d0000, 0xc2440000, 0x428c0000, /* t98 d0-7: D(48,4).. */
	0x42c80000, 0x431d0000, 0x43700000, 0x42f40000, 0x42b20000, 0xc2a40000, 0x43200000, 0xc2c80000, /* t98 d8-15: D(48,20).. */
	0xc0a00000, 0x42c80000, 0xc1400000, 0x43700000, 0xc2dc0000, 0x42b20000, 0x42aa0000, 0x43200000, /* t99 d0-7: D(48,6).. */
	0xc3130000, 0xc0000000, 0x42200000, 0x42240000, 0xc32b0000, 0xc0a00000, 0xc2d80000, 0xc2800000, /* t99 d8-15: D(48,22).. */
	0xc0a00000, 0xc3040000, 0xc3080000, 0x41f00000, 0xc0400000, 0xc2800000, 0xc1b80000, 0x422c0000, /* t100 d0-7: D(49,0).. */
	0x41b00000, 0x426c0000, 0xc2480000, 0xc1980000, 0x420c0000, 0x42380000, 0xc2b00000, 0xc2b80000, /* t100 d8-15: D(49,16).. */
	0xc3470000, 0x41b00000, 0x42440000, 0xc2480000, 0xc3090000, 0x420c0000, 0x41500000, 0xc2b00000, /* t101 d0-7: D(49,2).. */
	0xc1b80000, 0xc0a00000, 0xc2d40000, 0xc1600000, 0xc0a00000, 0xc3040000, 0xc3080000, 0x41f00000, /* t101 d8-15: D(49,18).. */
	0x426c0000, 0xc1b80000, 0xc1980000, 0xc2d40000, 0x42380000, 0xc0a00000, 0xc2b80000, 0xc3080000, /* t102 d0-7: D(49,4).. */
	0xc3490000, 0xc0400000, 0x41c00000, 0xc1b80000, 0xc3470000, 0x41b00000, 0x42440000, 0xc2480000, /* t102 d8-15: D(49,20).. */
	0xc0a00000, 0xc3490000, 0xc1600000, 0x41c00000, 0xc3040000, 0xc3470000, 0x41f00000, 0x42440000, /* t103 d0-7: D(49,6).. */
	0xc2800000, 0xc3090000, 0x422c0000, 0x41500000, 0x426c0000, 0xc1b80000, 0xc1980000, 0xc2d40000, /* t103 d8-15: D(49,22).. */
	0x42c40000, 0xc1b00000, 0xc2c40000, 0xc2600000, 0x42c60000, 0x42000000, 0xc2a80000, 0xc0e00000, /* t104 d0-7: D(50,0).. */
	0x41a00000, 0xc2640000, 0xc2a80000, 0xc1600000, 0xc3130000, 0x42860000, 0xc2c40000, 0xc29a0000, /* t104 d8-15: D(50,16).. */
	0x41880000, 0x41a00000, 0xc0e00000, 0xc2a80000, 0xc1900000, 0xc3130000, 0xc2d20000, 0xc2c40000, /* t105 d0-7: D(50,2).. */
	0xc2c40000, 0xc0800000, 0xc2ee0000, 0xc2e00000, 0x42c40000, 0xc1b00000, 0xc2c40000, 0xc2600000, /* t105 d8-15: D(50,18).. */
	0xc2640000, 0xc2c40000, 0xc1600000, 0xc2ee0000, 0x42860000, 0x42c40000, 0xc29a0000, 0xc2c40000, /* t106 d0-7: D(50,4).. */
	0x42580000, 0x42c60000, 0xc1600000, 0xc2a80000, 0x41880000, 0x41a00000, 0xc0e00000, 0xc2a80000, /* t106 d8-15: D(50,20).. */
	0xc0800000, 0x42580000, 0xc2e00000, 0xc1600000, 0xc1b00000, 0x41880000, 0xc2600000, 0xc0e00000, /* t107 d0-7: D(50,6).. */
	0x42000000, 0xc1900000, 0xc0e00000, 0xc2d20000, 0xc2640000, 0xc2c40000, 0xc1600000, 0xc2ee0000, /* t107 d8-15: D(50,22).. */
	0x41d00000, 0x41600000, 0xc35c0000, 0xc0c00000, 0xc1d80000, 0xc1900000, 0xc31c0000, 0x41e00000, /* t108 d0-7: D(51,0).. */
	0x42480000, 0xc1e80000, 0x41c80000, 0x42e40000, 0x41800000, 0xc3060000, 0x41400000, 0xc26c0000, /* t108 d8-15: D(51,16).. */
	0xc2aa0000, 0x42480000, 0xc24c0000, 0x41c80000, 0xc2240000, 0x41800000, 0x42a80000, 0x41400000, /* t109 d0-7: D(51,2).. */
	0xc1e00000, 0xc1000000, 0x41980000, 0xc1400000, 0x41d00000, 0x41600000, 0xc35c0000, 0xc0c00000, /* t109 d8-15: D(51,18).. */
	0xc1e80000, 0xc1e00000, 0x42e40000, 0x41980000, 0xc3060000, 0x41d00000, 0xc26c0000, 0xc35c0000, /* t110 d0-7: D(51,4).. */
	0xc3040000, 0xc1d80000, 0xc3000000, 0xc31c0000, 0xc2aa0000, 0x42480000, 0xc24c0000, 0x41c80000, /* t110 d8-15: D(51,20).. */
	0xc1000000, 0xc3040000, 0xc1400000, 0xc3000000, 0x41600000, 0xc2aa0000, 0xc0c00000, 0xc24c0000, /* t111 d0-7: D(51,6).. */
	0xc1900000, 0xc2240000, 0x41e00000, 0x42a80000, 0xc1e80000, 0xc1e00000, 0x42e40000, 0x41980000, /* t111 d8-15: D(51,22).. */
	0xc2b60000, 0xc2480000, 0xc3240000, 0xc1e00000, 0x41100000, 0x42140000, 0xc3300000, 0xbf800000, /* t112 d0-7: D(52,0).. */
	0xc1700000, 0xc2820000, 0x42640000, 0x433e0000, 0x422c0000, 0xc2140000, 0x42a40000, 0x429e0000, /* t112 d8-15: D(52,16).. */
	0x41e00000, 0xc1700000, 0xc1400000, 0x42640000, 0xc31a0000, 0x422c0000, 0x43210000, 0x42a40000, /* t113 d0-7: D(52,2).. */
	0xc3170000, 0xc1880000, 0x43390000, 0xc1100000, 0xc2b60000, 0xc2480000, 0xc3240000, 0xc1e00000, /* t113 d8-15: D(52,18).. */
	0xc2820000, 0xc3170000, 0x433e0000, 0x43390000, 0xc2140000, 0xc2b60000, 0x429e0000, 0xc3240000, /* t114 d0-7: D(52,4).. */
	0xc1900000, 0x41100000, 0xc2680000, 0xc3300000, 0x41e00000, 0xc1700000, 0xc1400000, 0x42640000, /* t114 d8-15: D(52,20).. */
	0xc1880000, 0xc1900000, 0xc1100000, 0xc2680000, 0xc2480000, 0x41e00000, 0xc1e00000, 0xc1400000, /* t115 d0-7: D(52,6).. */
	0x42140000, 0xc31a0000, 0xbf800000, 0x43210000, 0xc2820000, 0xc3170000, 0x433e0000, 0x43390000, /* t115 d8-15: D(52,22).. */
	0x428a0000, 0xc30f0000, 0x437d0000, 0xc2dc0000, 0x41200000, 0x42900000, 0x431d0000, 0xc3130000, /* t116 d0-7: D(53,0).. */
	0x42ea0000, 0x42000000, 0xc2a40000, 0xc32b0000, 0x423c0000, 0xc1a80000, 0xc2c20000, 0xc1b80000, /* t116 d8-15: D(53,16).. */
	0xc1b00000, 0x42ea0000, 0x42b20000, 0xc2a40000, 0xc2ba0000, 0x423c0000, 0xc0000000, 0xc2c20000, /* t117 d0-7: D(53,2).. */
	0xc1d00000, 0xc1400000, 0xc0a00000, 0xc0a00000, 0x428a0000, 0xc30f0000, 0x437d0000, 0xc2dc0000, /* t117 d8-15: D(53,18).. */
	0x42000000, 0xc1d00000, 0xc32b0000, 0xc0a00000, 0xc1a80000, 0x428a0000, 0xc1b80000, 0x437d0000, /* t118 d0-7: D(53,4).. */
	0xc30c0000, 0x41200000, 0x42c80000, 0x431d0000, 0xc1b00000, 0x42ea0000, 0x42b20000, 0xc2a40000, /* t118 d8-15: D(53,20).. */
	0xc1400000, 0xc30c0000, 0xc0a00000, 0x42c80000, 0xc30f0000, 0xc1b00000, 0xc2dc0000, 0x42b20000, /* t119 d0-7: D(53,6).. */
	0x42900000, 0xc2ba0000, 0xc3130000, 0xc0000000, 0x42000000, 0xc1d00000, 0xc32b0000, 0xc0a00000, /* t119 d8-15: D(53,22).. */
	0x42fa0000, 0xc2780000, 0xc0a00000, 0xc3040000, 0x42e00000, 0xc2080000, 0xc0400000, 0xc2800000, /* t120 d0-7: D(54,0).. */
	0xc28e0000, 0xc2600000, 0x41b00000, 0x426c0000, 0xc2e80000, 0xc2240000, 0x420c0000, 0x42380000, /* t120 d8-15: D(54,16).. */
	0xc2980000, 0xc28e0000, 0xc3470000, 0x41b00000, 0xc36a0000, 0xc2e80000, 0xc3090000, 0x420c0000, /* t121 d0-7: D(54,2).. */
	0xc3370000, 0xc1300000, 0xc1b80000, 0xc0a00000, 0x42fa0000, 0xc2780000, 0xc0a00000, 0xc3040000, /* t121 d8-15: D(54,18).. */
	0xc2600000, 0xc3370000, 0x426c0000, 0xc1b80000, 0xc2240000, 0x42fa0000, 0x42380000, 0xc0a00000, /* t122 d0-7: D(54,4).. */
	0xc1a80000, 0x42e00000, 0xc3490000, 0xc0400000, 0xc2980000, 0xc28e0000, 0xc3470000, 0x41b00000, /* t122 d8-15: D(54,20).. */
	0xc1300000, 0xc1a80000, 0xc0a00000, 0xc3490000, 0xc2780000, 0xc2980000, 0xc3040000, 0xc3470000, /* t123 d0-7: D(54,6).. */
	0xc2080000, 0xc36a0000, 0xc2800000, 0xc3090000, 0xc2600000, 0xc3370000, 0x426c0000, 0xc1b80000, /* t123 d8-15: D(54,22).. */
	0xc1200000, 0xc2100000, 0x42c40000, 0xc1b00000, 0xc2bc0000, 0xc2900000, 0x42c60000, 0x42000000, /* t124 d0-7: D(55,0).. */
	0xc3200000, 0x42a00000, 0x41a00000, 0xc2640000, 0xc3120000, 0x43370000, 0xc3130000, 0x42860000, /* t124 d8-15: D(55,16).. */
	0x42740000, 0xc3200000, 0x41880000, 0x41a00000, 0x42900000, 0xc3120000, 0xc1900000, 0xc3130000, /* t125 d0-7: D(55,2).. */
	0x42180000, 0xc1100000, 0xc2c40000, 0xc0800000, 0xc1200000, 0xc2100000, 0x42c40000, 0xc1b00000, /* t125 d8-15: D(55,18).. */
	0x42a00000, 0x42180000, 0xc2640000, 0xc2c40000, 0x43370000, 0xc1200000, 0x42860000, 0x42c40000, /* t126 d0-7: D(55,4).. */
	0x42c60000, 0xc2bc0000, 0x42580000, 0x42c60000, 0x42740000, 0xc3200000, 0x41880000, 0x41a00000, /* t126 d8-15: D(55,20).. */
	0xc1100000, 0x42c60000, 0xc0800000, 0x42580000, 0xc2100000, 0x42740000, 0xc1b00000, 0x41880000, /* t127 d0-7: D(55,6).. */
	0xc2900000, 0x42900000, 0x42000000, 0xc1900000, 0x42a00000, 0x42180000, 0xc2640000, 0xc2c40000, /* t127 d8-15: D(55,22).. */
	/* test 6 @7168: m64n8k16 .f32.bf16.bf16, A registers, B MN-major 32B, K 16 (1 wgmma), scale-d 1, scale-a 1, scale-b -1 */
	0xc31b0000, 0x42e00000, 0x42680000, 0x428a0000, /* t0 d0-3: D(0,0).. */
	0x42900000, 0x42100000, 0xc1b80000, 0xc0c00000, /* t1 d0-3: D(0,2).. */
	0xc3250000, 0x42200000, 0xc2c40000, 0xc28e0000, /* t2 d0-3: D(0,4).. */
	0x41600000, 0xc2e40000, 0xc0c00000, 0xc0000000, /* t3 d0-3: D(0,6).. */
	0xc1600000, 0xc3100000, 0xc2a00000, 0xc1b00000, /* t4 d0-3: D(1,0).. */
	0xc1800000, 0xc2940000, 0x40400000, 0xc1e00000, /* t5 d0-3: D(1,2).. */
	0x42b80000, 0x42900000, 0xc29e0000, 0x41b80000, /* t6 d0-3: D(1,4).. */
	0xc1f00000, 0xc2180000, 0xc1600000, 0xc1400000, /* t7 d0-3: D(1,6).. */
	0xc2180000, 0x42ae0000, 0x428c0000, 0xc2960000, /* t8 d0-3: D(2,0).. */
	0xc2fe0000, 0x42900000, 0x41d80000, 0xc1c80000, /* t9 d0-3: D(2,2).. */
	0xc2cc0000, 0x41e80000, 0xc1d00000, 0xc1e80000, /* t10 d0-3: D(2,4).. */
	0xc1300000, 0xc1880000, 0xc2140000, 0x42440000, /* t11 d0-3: D(2,6).. */
	0x41c00000, 0xc2580000, 0x42380000, 0x42c80000, /* t12 d0-3: D(3,0).. */
	0x42a40000, 0xc31d0000, 0x42300000, 0xc3130000, /* t13 d0-3: D(3,2).. */
	0xc2480000, 0x41c00000, 0x427c0000, 0xc2280000, /* t14 d0-3: D(3,4).. */
	0xc0e00000, 0xc1500000, 0xc1c80000, 0x429e0000, /* t15 d0-3: D(3,6).. */
	0xc1d00000, 0xc3000000, 0x43310000, 0xc3370000, /* t16 d0-3: D(4,0).. */
	0x43240000, 0xc0400000, 0xc2000000, 0xc2580000, /* t17 d0-3: D(4,2).. */
	0xc2b60000, 0x41800000, 0x425c0000, 0xc2b60000, /* t18 d0-3: D(4,4).. */
	0xc1900000, 0xc2b80000, 0xc21c0000, 0x41f00000, /* t19 d0-3: D(4,6).. */
	0x42340000, 0xc2c80000, 0xc31f0000, 0x42d80000, /* t20 d0-3: D(5,0).. */
	0xc2ca0000, 0x42640000, 0x429e0000, 0x422c0000, /* t21 d0-3: D(5,2).. */
	0xc25c0000, 0xc2f00000, 0xc3290000, 0x42100000, /* t22 d0-3: D(5,4).. */
	0xc2300000, 0x42b60000, 0x41200000, 0xc2d60000, /* t23 d0-3: D(5,6).. */
	0x00000000, 0xc1c80000, 0xc1900000, 0xc3140000, /* t24 d0-3: D(6,0).. */
	0xc1b80000, 0xc1500000, 0xc1a00000, 0xc2860000, /* t25 d0-3: D(6,2).. */
	0x41100000, 0xc1f00000, 0x42c60000, 0x42880000, /* t26 d0-3: D(6,4).. */
	0xc2b80000, 0x40c00000, 0xc2080000, 0xc1f80000, /* t27 d0-3: D(6,6).. */
	0xc29c0000, 0x42640000, 0xc1f80000, 0x42a60000, /* t28 d0-3: D(7,0).. */
	0x42d00000, 0xc2b60000, 0xc3030000, 0x42880000, /* t29 d0-3: D(7,2).. */
	0xc31f0000, 0x42e40000, 0xc2be0000, 0x41c80000, /* t30 d0-3: D(7,4).. */
	0x41d00000, 0xc3210000, 0xc1700000, 0xc1a80000, /* t31 d0-3: D(7,6).. */
	0x41c80000, 0xc2540000, 0x423c0000, 0x42ca0000, /* t32 d0-3: D(16,0).. */
	0x42a60000, 0xc31c0000, 0x42340000, 0xc3120000, /* t33 d0-3: D(16,2).. */
	0xc2700000, 0x41c80000, 0x42800000, 0xc2240000, /* t34 d0-3: D(16,4).. */
	0xc0c00000, 0xc1400000, 0xc20c0000, 0x42a00000, /* t35 d0-3: D(16,6).. */
	0xc1c80000, 0xc2fe0000, 0x43320000, 0xc3360000, /* t36 d0-3: D(17,0).. */
	0x43250000, 0xc0000000, 0xc1f80000, 0xc2540000, /* t37 d0-3: D(17,2).. */
	0xc2b40000, 0x41880000, 0x42600000, 0xc2b40000, /* t38 d0-3: D(17,4).. */
	0xc1880000, 0xc2b60000, 0xc2180000, 0x41f80000, /* t39 d0-3: D(17,6).. */
	0x42380000, 0xc2dc0000, 0xc31e0000, 0x42da0000, /* t40 d0-3: D(18,0).. */
	0xc2c80000, 0x42680000, 0x42a00000, 0x42040000, /* t41 d0-3: D(18,2).. */
	0xc2580000, 0xc2ee0000, 0xc3280000, 0x42140000, /* t42 d0-3: D(18,4).. */
	0xc22c0000, 0x42b80000, 0x41300000, 0xc2d40000, /* t43 d0-3: D(18,6).. */
	0x3f800000, 0xc1c00000, 0xc1880000, 0xc3130000, /* t44 d0-3: D(19,0).. */
	0xc2040000, 0xc1400000, 0xc1980000, 0xc2840000, /* t45 d0-3: D(19,2).. */
	0x41200000, 0xc1e80000, 0x42b20000, 0x428a0000, /* t46 d0-3: D(19,4).. */
	0xc2b60000, 0x40e00000, 0xc2040000, 0xc1f00000, /* t47 d0-3: D(19,6).. */
	0xc29a0000, 0x42680000, 0xc1f00000, 0x42a80000, /* t48 d0-3: D(20,0).. */
	0x42d20000, 0xc2b40000, 0xc3020000, 0x428a0000, /* t49 d0-3: D(20,2).. */
	0xc31e0000, 0x42e60000, 0xc2bc0000, 0x41d00000, /* t50 d0-3: D(20,4).. */
	0x41d80000, 0xc32b0000, 0xc1600000, 0xc1a00000, /* t51 d0-3: D(20,6).. */
	0x426c0000, 0x428c0000, 0x42000000, 0xc2640000, /* t52 d0-3: D(21,0).. */
	0xc1b00000, 0xc0a00000, 0x429e0000, 0xc3200000, /* t53 d0-3: D(21,2).. */
	0xc2c20000, 0xc28c0000, 0xc2540000, 0x42000000, /* t54 d0-3: D(21,4).. */
	0xc0a00000, 0xbf800000, 0xc1200000, 0xc1800000, /* t55 d0-3: D(21,6).. */
	0xc2b40000, 0xc1a80000, 0xc1e80000, 0xc2f00000, /* t56 d0-3: D(22,0).. */
	0x40800000, 0xc1d80000, 0x43210000, 0xc0c00000, /* t57 d0-3: D(22,2).. */
	0xc29c0000, 0x41c00000, 0xc2bc0000, 0x41c00000, /* t58 d0-3: D(22,4).. */
	0xc1500000, 0xc1300000, 0xc1200000, 0xc2be0000, /* t59 d0-3: D(22,6).. */
	0x428e0000, 0xc2940000, 0x42280000, 0xc2ce0000, /* t60 d0-3: D(23,0).. */
	0x41e00000, 0xc1c00000, 0xc2ba0000, 0x42580000, /* t61 d0-3: D(23,2).. */
	0xc1c80000, 0xc21c0000, 0xc2680000, 0xc2f60000, /* t62 d0-3: D(23,4).. */
	0xc2100000, 0x42480000, 0xc2100000, 0x42b00000, /* t63 d0-3: D(23,6).. */
	0x40000000, 0xc1b80000, 0xc1800000, 0xc3120000, /* t64 d0-3: D(32,0).. */
	0xc2000000, 0xc1300000, 0xc1900000, 0xc2820000, /* t65 d0-3: D(32,2).. */
	0x41300000, 0xc1e00000, 0x42b40000, 0x428c0000, /* t66 d0-3: D(32,4).. */
	0xc2ca0000, 0x41000000, 0xc2000000, 0xc1e80000, /* t67 d0-3: D(32,6).. */
	0xc2980000, 0x426c0000, 0xc2200000, 0x42aa0000, /* t68 d0-3: D(33,0).. */
	0x42d40000, 0xc2b20000, 0xc3010000, 0x428c0000, /* t69 d0-3: D(33,2).. */
	0xc31d0000, 0x42e80000, 0xc2ba0000, 0x41d80000, /* t70 d0-3: D(33,4).. */
	0x41e00000, 0xc32a0000, 0xc1500000, 0xc1980000, /* t71 d0-3: D(33,6).. */
	0x42700000, 0x428e0000, 0x42040000, 0xc2600000, /* t72 d0-3: D(34,0).. */
	0xc1a80000, 0xc1700000, 0x42a00000, 0xc31f0000, /* t73 d0-3: D(34,2).. */
	0xc2c00000, 0xc28a0000, 0xc2500000, 0x41b00000, /* t74 d0-3: D(34,4).. */
	0xc0800000, 0x00000000, 0xc1100000, 0xc1700000, /* t75 d0-3: D(34,6).. */
	0xc2b20000, 0xc1a00000, 0xc1e00000, 0xc2ee0000, /* t76 d0-3: D(35,0).. */
	0x40a00000, 0xc1d00000, 0x43220000, 0xc0a00000, /* t77 d0-3: D(35,2).. */
	0xc2b00000, 0x41c80000, 0xc2ba0000, 0x41c80000, /* t78 d0-3: D(35,4).. */
	0xc1400000, 0xc1200000, 0xc1a00000, 0xc2bc0000, /* t79 d0-3: D(35,6).. */
	0x42900000, 0xc2920000, 0x422c0000, 0xc2cc0000, /* t80 d0-3: D(36,0).. */
	0x41e80000, 0xc1b80000, 0xc2b80000, 0x425c0000, /* t81 d0-3: D(36,2).. */
	0xc1c00000, 0xc2180000, 0xc2640000, 0xc2f40000, /* t82 d0-3: D(36,4).. */
	0xc20c0000, 0x424c0000, 0xc20c0000, 0x42b20000, /* t83 d0-3: D(36,6).. */
	0x42400000, 0x42b60000, 0xc0000000, 0xc1d80000, /* t84 d0-3: D(37,0).. */
	0x42380000, 0xc3110000, 0xc1c80000, 0xc1700000, /* t85 d0-3: D(37,2).. */
	0x42820000, 0xc2200000, 0x40e00000, 0xc2000000, /* t86 d0-3: D(37,4).. */
	0xc2080000, 0x42a20000, 0xc2bc0000, 0x41700000, /* t87 d0-3: D(37,6).. */
	0x43330000, 0xc3350000, 0xc2a00000, 0x425c0000, /* t88 d0-3: D(38,0).. */
	0xc2240000, 0xc2500000, 0x42cc0000, 0xc2a40000, /* t89 d0-3: D(38,2).. */
	0x42640000, 0xc2b20000, 0xc3210000, 0x42e00000, /* t90 d0-3: D(38,4).. */
	0xc2140000, 0x42000000, 0x41c00000, 0xc3230000, /* t91 d0-3: D(38,6).. */
	0xc31d0000, 0x42dc0000, 0x42860000, 0x42860000, /* t92 d0-3: D(39,0).. */
	0x42a20000, 0x42080000, 0xc1c80000, 0xc1000000, /* t93 d0-3: D(39,2).. */
	0xc3270000, 0x42180000, 0xc2b20000, 0xc2920000, /* t94 d0-3: D(39,4).. */
	0x41400000, 0xc2e80000, 0xc1000000, 0xc0800000, /* t95 d0-3: D(39,6).. */
	0xc2b00000, 0xc1980000, 0xc1d80000, 0xc3010000, /* t96 d0-3: D(48,0).. */
	0x40c00000, 0xc1c80000, 0x43230000, 0xc0800000, /* t97 d0-3: D(48,2).. */
	0xc2ae0000, 0x41d00000, 0xc2b80000, 0x41d00000, /* t98 d0-3: D(48,4).. */
	0xc1300000, 0xc1100000, 0xc1980000, 0xc2ba0000, /* t99 d0-3: D(48,6).. */
	0x42780000, 0xc2900000, 0x42300000, 0xc2ca0000, /* t100 d0-3: D(49,0).. */
	0x41f00000, 0xc1b00000, 0xc2cc0000, 0x42600000, /* t101 d0-3: D(49,2).. */
	0xc1b80000, 0xc2140000, 0xc2600000, 0xc2f20000, /* t102 d0-3: D(49,4).. */
	0xc2080000, 0x42500000, 0xc2080000, 0x42b40000, /* t103 d0-3: D(49,6).. */
	0x42440000, 0x42b80000, 0xbf800000, 0xc1d00000, /* t104 d0-3: D(50,0).. */
	0x423c0000, 0xc3100000, 0xc1c00000, 0xc1600000, /* t105 d0-3: D(50,2).. */
	0x42840000, 0xc2480000, 0x41000000, 0xc1f80000, /* t106 d0-3: D(50,4).. */
	0xc2040000, 0x42a40000, 0xc2ba0000, 0x40a00000, /* t107 d0-3: D(50,6).. */
	0x43340000, 0xc3340000, 0xc29e0000, 0x42600000, /* t108 d0-3: D(51,0).. */
	0xc2200000, 0xc24c0000, 0x42ce0000, 0xc2a20000, /* t109 d0-3: D(51,2).. */
	0x42680000, 0xc2b00000, 0xc3200000, 0x42e20000, /* t110 d0-3: D(51,4).. */
	0xc23c0000, 0x42040000, 0x41c80000, 0xc3220000, /* t111 d0-3: D(51,6).. */
	0xc31c0000, 0x42de0000, 0x42640000, 0x42880000, /* t112 d0-3: D(52,0).. */
	0x42a40000, 0x420c0000, 0xc1c00000, 0xc0e00000, /* t113 d0-3: D(52,2).. */
	0xc3260000, 0x421c0000, 0xc2b00000, 0xc2900000, /* t114 d0-3: D(52,4).. */
	0x41500000, 0xc2e60000, 0xc0e00000, 0xc0400000, /* t115 d0-3: D(52,6).. */
	0xc1700000, 0xc3110000, 0xc2a20000, 0xc1b80000, /* t116 d0-3: D(53,0).. */
	0xc1880000, 0xc2960000, 0x40000000, 0xc1e80000, /* t117 d0-3: D(53,2).. */
	0x42b60000, 0x428e0000, 0xc2a00000, 0x41b00000, /* t118 d0-3: D(53,4).. */
	0xc1f80000, 0xc1e00000, 0xc1700000, 0xc1500000, /* t119 d0-3: D(53,6).. */
	0xc21c0000, 0x42ac0000, 0x428a0000, 0xc2820000, /* t120 d0-3: D(54,0).. */
	0xc3000000, 0x428e0000, 0x41d00000, 0xc1d00000, /* t121 d0-3: D(54,2).. */
	0xc2ce0000, 0x41e00000, 0xc1d80000, 0xc1f00000, /* t122 d0-3: D(54,4).. */
	0xc1400000, 0xc1900000, 0xc2180000, 0x42400000, /* t123 d0-3: D(54,6).. */
	0x42080000, 0xc25c0000, 0x42340000, 0x42c60000, /* t124 d0-3: D(55,0).. */
	0x42a20000, 0xc31e0000, 0x42580000, 0xc3140000, /* t125 d0-3: D(55,2).. */
	0xc24c0000, 0x41b80000, 0x42780000, 0xc22c0000, /* t126 d0-3: D(55,4).. */
	0xc1000000, 0xc1600000, 0xc1d00000, 0x429c0000, /* t127 d0-3: D(55,6).. */
	/* test 7 @7680: m64n16k16 .f32.f16.f16, A K-major 32B, B MN-major 32B, K 16 (1 wgmma), scale-d 0, scale-a -1, scale-b -1 */
	0x43060000, 0x42820000, 0x43140000, 0xc25c0000, 0xc1e80000, 0xc31f0000, 0x43140000, 0xc0000000, /* t0 d0-7: D(0,0).. */
	0x42140000, 0xc0e00000, 0xc3420000, 0xc2340000, 0x41a80000, 0xbf800000, 0xc2780000, 0xc0400000, /* t1 d0-7: D(0,2).. */
	0xc28e0000, 0xc1e80000, 0xc1980000, 0xc2b80000, 0x43150000, 0x43060000, 0x43250000, 0x43140000, /* t2 d0-7: D(0,4).. */
	0x41700000, 0x42aa0000, 0xc1c80000, 0x424c0000, 0x42820000, 0x42140000, 0xc25c0000, 0xc3420000, /* t3 d0-7: D(0,6).. */
	0x42f60000, 0x43130000, 0xc1d00000, 0xc21c0000, 0xc2580000, 0x40800000, 0xc1a80000, 0x43000000, /* t4 d0-7: D(1,0).. */
	0x426c0000, 0x423c0000, 0xbf800000, 0xc2d80000, 0xc3210000, 0x428e0000, 0x42380000, 0xc29c0000, /* t5 d0-7: D(1,2).. */
	0x430d0000, 0x42300000, 0x41600000, 0x41c00000, 0x42b40000, 0x42f60000, 0xc2fe0000, 0xc1d00000, /* t6 d0-7: D(1,4).. */
	0x41a00000, 0xc1000000, 0x42480000, 0xc2240000, 0x43130000, 0x426c0000, 0xc21c0000, 0xbf800000, /* t7 d0-7: D(1,6).. */
	0xc2780000, 0x42a20000, 0x40c00000, 0xc2540000, 0xc2340000, 0xc2980000, 0x42ca0000, 0x43200000, /* t8 d0-7: D(2,0).. */
	0x430e0000, 0x43400000, 0xc3000000, 0xc2d80000, 0xc2e60000, 0x40a00000, 0x43010000, 0x41b80000, /* t9 d0-7: D(2,2).. */
	0x42f20000, 0x41300000, 0xc2820000, 0xc2a20000, 0xc0a00000, 0xc2780000, 0xc24c0000, 0x40c00000, /* t10 d0-7: D(2,4).. */
	0x42480000, 0xc2900000, 0x41a00000, 0x40000000, 0x42a20000, 0x430e0000, 0xc2540000, 0xc3000000, /* t11 d0-7: D(2,6).. */
	0xc30b0000, 0xc3030000, 0x42ce0000, 0x42b60000, 0x42640000, 0xc2300000, 0x42ba0000, 0xc2140000, /* t12 d0-7: D(3,0).. */
	0xc1300000, 0x42920000, 0xc2dc0000, 0x423c0000, 0x41880000, 0xc25c0000, 0x42080000, 0x430a0000, /* t13 d0-7: D(3,2).. */
	0xc23c0000, 0xc22c0000, 0xc22c0000, 0xc1a80000, 0xc27c0000, 0xc30b0000, 0x432a0000, 0x42ce0000, /* t14 d0-7: D(3,4).. */
	0x42200000, 0x41a00000, 0x41700000, 0x42580000, 0xc3030000, 0xc1300000, 0x42b60000, 0xc2dc0000, /* t15 d0-7: D(3,6).. */
	0x43000000, 0xc0000000, 0x430e0000, 0xc2200000, 0x41d00000, 0xc2640000, 0xc2380000, 0x42780000, /* t16 d0-7: D(4,0).. */
	0xc2500000, 0x42280000, 0xc2180000, 0xc37d0000, 0xc33f0000, 0x40000000, 0x43120000, 0x426c0000, /* t17 d0-7: D(4,2).. */
	0x42f60000, 0xc1900000, 0xc2f60000, 0x42c60000, 0x432e0000, 0x43000000, 0x42d20000, 0x430e0000, /* t18 d0-7: D(4,4).. */
	0xc1200000, 0xc1600000, 0x428c0000, 0xc1200000, 0xc0000000, 0xc2500000, 0xc2200000, 0xc2180000, /* t19 d0-7: D(4,6).. */
	0x42be0000, 0x42f20000, 0x43060000, 0x42820000, 0xc2380000, 0xc25c0000, 0xc1e80000, 0xc31f0000, /* t20 d0-7: D(5,0).. */
	0xc1100000, 0x00000000, 0x42140000, 0xc0e00000, 0x428a0000, 0xc2960000, 0x41a80000, 0xbf800000, /* t21 d0-7: D(5,2).. */
	0x42000000, 0x43260000, 0xc28e0000, 0xc1e80000, 0xc2340000, 0x42be0000, 0x43150000, 0x43060000, /* t22 d0-7: D(5,4).. */
	0x42be0000, 0xc2140000, 0x41700000, 0x42aa0000, 0x42f20000, 0xc1100000, 0x42820000, 0x42140000, /* t23 d0-7: D(5,6).. */
	0x41c00000, 0x42600000, 0x42f60000, 0x43130000, 0xc1000000, 0x42500000, 0xc2580000, 0x40800000, /* t24 d0-7: D(6,0).. */
	0x42500000, 0x41a00000, 0x426c0000, 0x423c0000, 0x42600000, 0x41c00000, 0xc3210000, 0x428e0000, /* t25 d0-7: D(6,2).. */
	0x42000000, 0x42b00000, 0x430d0000, 0x42300000, 0xc1400000, 0x41c00000, 0x42b40000, 0x42f60000, /* t26 d0-7: D(6,4).. */
	0x43a00000, 0x40800000, 0x41a00000, 0xc1000000, 0x42600000, 0x42500000, 0x43130000, 0x426c0000, /* t27 d0-7: D(6,6).. */
	0xc0000000, 0xc2d20000, 0xc2780000, 0x42a20000, 0x42400000, 0xc1880000, 0xc2340000, 0xc2980000, /* t28 d0-7: D(7,0).. */
	0x41b80000, 0xc2a00000, 0x430e0000, 0x43400000, 0xc2580000, 0x42a60000, 0xc2e60000, 0x40a00000, /* t29 d0-7: D(7,2).. */
	0xc1a00000, 0xc2680000, 0x42f20000, 0x41300000, 0x43010000, 0xc0000000, 0xc0a00000, 0xc2780000, /* t30 d0-7: D(7,4).. */
	0xc1200000, 0x42f80000, 0x42480000, 0xc2900000, 0xc2d20000, 0x41b80000, 0x42a20000, 0x430e0000, /* t31 d0-7: D(7,6).. */
	0xc30b0000, 0xc3030000, 0x42ce0000, 0x42b60000, 0x42640000, 0xc2300000, 0x42ba0000, 0xc2140000, /* t32 d0-7: D(16,0).. */
	0xc1300000, 0x42920000, 0xc2dc0000, 0x423c0000, 0x41880000, 0xc25c0000, 0x42080000, 0x430a0000, /* t33 d0-7: D(16,2).. */
	0xc23c0000, 0xc22c0000, 0xc22c0000, 0xc1a80000, 0xc27c0000, 0xc30b0000, 0x432a0000, 0x42ce0000, /* t34 d0-7: D(16,4).. */
	0x42200000, 0x41a00000, 0x41700000, 0x42580000, 0xc3030000, 0xc1300000, 0x42b60000, 0xc2dc0000, /* t35 d0-7: D(16,6).. */
	0x43000000, 0xc0000000, 0x430e0000, 0xc2200000, 0x41d00000, 0xc2640000, 0xc2380000, 0x42780000, /* t36 d0-7: D(17,0).. */
	0xc2500000, 0x42280000, 0xc2180000, 0xc37d0000, 0xc33f0000, 0x40000000, 0x43120000, 0x426c0000, /* t37 d0-7: D(17,2).. */
	0x42f60000, 0xc1900000, 0xc2f60000, 0x42c60000, 0x432e0000, 0x43000000, 0x42d20000, 0x430e0000, /* t38 d0-7: D(17,4).. */
	0xc1200000, 0xc1600000, 0x428c0000, 0xc1200000, 0xc0000000, 0xc2500000, 0xc2200000, 0xc2180000, /* t39 d0-7: D(17,6).. */
	0x42be0000, 0x42f20000, 0x43060000, 0x42820000, 0xc2380000, 0xc25c0000, 0xc1e80000, 0xc31f0000, /* t40 d0-7: D(18,0).. */
	0xc1100000, 0x00000000, 0x42140000, 0xc0e00000, 0x428a0000, 0xc2960000, 0x41a80000, 0xbf800000, /* t41 d0-7: D(18,2).. */
	0x42000000, 0x43260000, 0xc28e0000, 0xc1e80000, 0xc2340000, 0x42be0000, 0x43150000, 0x43060000, /* t42 d0-7: D(18,4).. */
	0x42be0000, 0xc2140000, 0x41700000, 0x42aa0000, 0x42f20000, 0xc1100000, 0x42820000, 0x42140000, /* t43 d0-7: D(18,6).. */
	0x41c00000, 0x42600000, 0x42f60000, 0x43130000, 0xc1000000, 0x42500000, 0xc2580000, 0x40800000, /* t44 d0-7: D(19,0).. */
	0x42500000, 0x41a00000, 0x426c0000, 0x423c0000, 0x42600000, 0x41c00000, 0xc3210000, 0x428e0000, /* t45 d0-7: D(19,2).. */
	0x42000000, 0x42b00000, 0x430d0000, 0x42300000, 0xc1400000, 0x41c00000, 0x42b40000, 0x42f60000, /* t46 d0-7: D(19,4).. */
	0x43a00000, 0x40800000, 0x41a00000, 0xc1000000, 0x42600000, 0x42500000, 0x43130000, 0x426c0000, /* t47 d0-7: D(19,6).. */
	0xc0000000, 0xc2d20000, 0xc2780000, 0x42a20000, 0x42400000, 0xc1880000, 0xc2340000, 0xc2980000, /* t48 d0-7: D(20,0).. */
	0x41b80000, 0xc2a00000, 0x430e0000, 0x43400000, 0xc2580000, 0x42a60000, 0xc2e60000, 0x40a00000, /* t49 d0-7: D(20,2).. */
	0xc1a00000, 0xc2680000, 0x42f20000, 0x41300000, 0x43010000, 0xc0000000, 0xc0a00000, 0xc2780000, /* t50 d0-7: D(20,4).. */
	0xc1200000, 0x42f80000, 0x42480000, 0xc2900000, 0xc2d20000, 0x41b80000, 0x42a20000, 0x430e0000, /* t51 d0-7: D(20,6).. */
	0x43140000, 0xc25c0000, 0xc30b0000, 0xc3030000, 0x43140000, 0xc0000000, 0x42640000, 0xc2300000, /* t52 d0-7: D(21,0).. */
	0xc3420000, 0xc2340000, 0xc1300000, 0x42920000, 0xc2780000, 0xc0400000, 0x41880000, 0xc25c0000, /* t53 d0-7: D(21,2).. */
	0xc1980000, 0xc2b80000, 0xc23c0000, 0xc22c0000, 0x43250000, 0x43140000, 0xc27c0000, 0xc30b0000, /* t54 d0-7: D(21,4).. */
	0xc1c80000, 0x424c0000, 0x42200000, 0x41a00000, 0xc25c0000, 0xc3420000, 0xc3030000, 0xc1300000, /* t55 d0-7: D(21,6).. */
	0xc1d00000, 0xc21c0000, 0x43000000, 0xc0000000, 0xc1a80000, 0x43000000, 0x41d00000, 0xc2640000, /* t56 d0-7: D(22,0).. */
	0xbf800000, 0xc2d80000, 0xc2500000, 0x42280000, 0x42380000, 0xc29c0000, 0xc33f0000, 0x40000000, /* t57 d0-7: D(22,2).. */
	0x41600000, 0x41c00000, 0x42f60000, 0xc1900000, 0xc2fe0000, 0xc1d00000, 0x432e0000, 0x43000000, /* t58 d0-7: D(22,4).. */
	0x42480000, 0xc2240000, 0xc1200000, 0xc1600000, 0xc21c0000, 0xbf800000, 0xc0000000, 0xc2500000, /* t59 d0-7: D(22,6).. */
	0x40c00000, 0xc2540000, 0x42be0000, 0x42f20000, 0x42ca0000, 0x43200000, 0xc2380000, 0xc25c0000, /* t60 d0-7: D(23,0).. */
	0xc3000000, 0xc2d80000, 0xc1100000, 0x00000000, 0x43010000, 0x41b80000, 0x428a0000, 0xc2960000, /* t61 d0-7: D(23,2).. */
	0xc2820000, 0xc2a20000, 0x42000000, 0x43260000, 0xc24c0000, 0x40c00000, 0xc2340000, 0x42be0000, /* t62 d0-7: D(23,4).. */
	0x41a00000, 0x40000000, 0x42be0000, 0xc2140000, 0xc2540000, 0xc3000000, 0x42f20000, 0xc1100000, /* t63 d0-7: D(23,6).. */
	0x41c00000, 0x42600000, 0x42f60000, 0x43130000, 0xc1000000, 0x42500000, 0xc2580000, 0x40800000, /* t64 d0-7: D(32,0).. */
	0x42500000, 0x41a00000, 0x426c0000, 0x423c0000, 0x42600000, 0x41c00000, 0xc3210000, 0x428e0000, /* t65 d0-7: D(32,2).. */
	0x42000000, 0x42b00000, 0x430d0000, 0x42300000, 0xc1400000, 0x41c00000, 0x42b40000, 0x42f60000, /* t66 d0-7: D(32,4).. */
	0x43a00000, 0x40800000, 0x41a00000, 0xc1000000, 0x42600000, 0x42500000, 0x43130000, 0x426c0000, /* t67 d0-7: D(32,6).. */
	0xc0000000, 0xc2d20000, 0xc2780000, 0x42a20000, 0x42400000, 0xc1880000, 0xc2340000, 0xc2980000, /* t68 d0-7: D(33,0).. */
	0x41b80000, 0xc2a00000, 0x430e0000, 0x43400000, 0xc2580000, 0x42a60000, 0xc2e60000, 0x40a00000, /* t69 d0-7: D(33,2).. */
	0xc1a00000, 0xc2680000, 0x42f20000, 0x41300000, 0x43010000, 0xc0000000, 0xc0a00000, 0xc2780000, /* t70 d0-7: D(33,4).. */
	0xc1200000, 0x42f80000, 0x42480000, 0xc2900000, 0xc2d20000, 0x41b80000, 0x42a20000, 0x430e0000, /* t71 d0-7: D(33,6).. */
	0x43140000, 0xc25c0000, 0xc30b0000, 0xc3030000, 0x43140000, 0xc0000000, 0x42640000, 0xc2300000, /* t72 d0-7: D(34,0).. */
	0xc3420000, 0xc2340000, 0xc1300000, 0x42920000, 0xc2780000, 0xc0400000, 0x41880000, 0xc25c0000, /* t73 d0-7: D(34,2).. */
	0xc1980000, 0xc2b80000, 0xc23c0000, 0xc22c0000, 0x43250000, 0x43140000, 0xc27c0000, 0xc30b0000, /* t74 d0-7: D(34,4).. */
	0xc1c80000, 0x424c0000, 0x42200000, 0x41a00000, 0xc25c0000, 0xc3420000, 0xc3030000, 0xc1300000, /* t75 d0-7: D(34,6).. */
	0xc1d00000, 0xc21c0000, 0x43000000, 0xc0000000, 0xc1a80000, 0x43000000, 0x41d00000, 0xc2640000, /* t76 d0-7: D(35,0).. */
	0xbf800000, 0xc2d80000, 0xc2500000, 0x42280000, 0x42380000, 0xc29c0000, 0xc33f0000, 0x40000000, /* t77 d0-7: D(35,2).. */
	0x41600000, 0x41c00000, 0x42f60000, 0xc1900000, 0xc2fe0000, 0xc1d00000, 0x432e0000, 0x43000000, /* t78 d0-7: D(35,4).. */
	0x42480000, 0xc2240000, 0xc1200000, 0xc1600000, 0xc21c0000, 0xbf800000, 0xc0000000, 0xc2500000, /* t79 d0-7: D(35,6).. */
	0x40c00000, 0xc2540000, 0x42be0000, 0x42f20000, 0x42ca0000, 0x43200000, 0xc2380000, 0xc25c0000, /* t80 d0-7: D(36,0).. */
	0xc3000000, 0xc2d80000, 0xc1100000, 0x00000000, 0x43010000, 0x41b80000, 0x428a0000, 0xc2960000, /* t81 d0-7: D(36,2).. */
	0xc2820000, 0xc2a20000, 0x42000000, 0x43260000, 0xc24c0000, 0x40c00000, 0xc2340000, 0x42be0000, /* t82 d0-7: D(36,4).. */
	0x41a00000, 0x40000000, 0x42be0000, 0xc2140000, 0xc2540000, 0xc3000000, 0x42f20000, 0xc1100000, /* t83 d0-7: D(36,6).. */
	0x42ce0000, 0x42b60000, 0x41c00000, 0x42600000, 0x42ba0000, 0xc2140000, 0xc1000000, 0x42500000, /* t84 d0-7: D(37,0).. */
	0xc2dc0000, 0x423c0000, 0x42500000, 0x41a00000, 0x42080000, 0x430a0000, 0x42600000, 0x41c00000, /* t85 d0-7: D(37,2).. */
	0xc22c0000, 0xc1a80000, 0x42000000, 0x42b00000, 0x432a0000, 0x42ce0000, 0xc1400000, 0x41c00000, /* t86 d0-7: D(37,4).. */
	0x41700000, 0x42580000, 0x43a00000, 0x40800000, 0x42b60000, 0xc2dc0000, 0x42600000, 0x42500000, /* t87 d0-7: D(37,6).. */
	0x430e0000, 0xc2200000, 0xc0000000, 0xc2d20000, 0xc2380000, 0x42780000, 0x42400000, 0xc1880000, /* t88 d0-7: D(38,0).. */
	0xc2180000, 0xc37d0000, 0x41b80000, 0xc2a00000, 0x43120000, 0x426c0000, 0xc2580000, 0x42a60000, /* t89 d0-7: D(38,2).. */
	0xc2f60000, 0x42c60000, 0xc1a00000, 0xc2680000, 0x42d20000, 0x430e0000, 0x43010000, 0xc0000000, /* t90 d0-7: D(38,4).. */
	0x428c0000, 0xc1200000, 0xc1200000, 0x42f80000, 0xc2200000, 0xc2180000, 0xc2d20000, 0x41b80000, /* t91 d0-7: D(38,6).. */
	0x43060000, 0x42820000, 0x43140000, 0xc25c0000, 0xc1e80000, 0xc31f0000, 0x43140000, 0xc0000000, /* t92 d0-7: D(39,0).. */
	0x42140000, 0xc0e00000, 0xc3420000, 0xc2340000, 0x41a80000, 0xbf800000, 0xc2780000, 0xc0400000, /* t93 d0-7: D(39,2).. */
	0xc28e0000, 0xc1e80000, 0xc1980000, 0xc2b80000, 0x43150000, 0x43060000, 0x43250000, 0x43140000, /* t94 d0-7: D(39,4).. */
	0x41700000, 0x42aa0000, 0xc1c80000, 0x424c0000, 0x42820000, 0x42140000, 0xc25c0000, 0xc3420000, /* t95 d0-7: D(39,6).. */
	0xc1d00000, 0xc21c0000, 0x43000000, 0xc0000000, 0xc1a80000, 0x43000000, 0x41d00000, 0xc2640000, /* t96 d0-7: D(48,0).. */
	0xbf800000, 0xc2d80000, 0xc2500000, 0x42280000, 0x42380000, 0xc29c0000, 0xc33f0000, 0x40000000, /* t97 d0-7: D(48,2).. */
	0x41600000, 0x41c00000, 0x42f60000, 0xc1900000, 0xc2fe0000, 0xc1d00000, 0x432e0000, 0x43000000, /* t98 d0-7: D(48,4).. */
	0x42480000, 0xc2240000, 0xc1200000, 0xc1600000, 0xc21c0000, 0xbf800000, 0xc0000000, 0xc2500000, /* t99 d0-7: D(48,6).. */
	0x40c00000, 0xc2540000, 0x42be0000, 0x42f20000, 0x42ca0000, 0x43200000, 0xc2380000, 0xc25c0000, /* t100 d0-7: D(49,0).. */
	0xc3000000, 0xc2d80000, 0xc1100000, 0x00000000, 0x43010000, 0x41b80000, 0x428a0000, 0xc2960000, /* t101 d0-7: D(49,2).. */
	0xc2820000, 0xc2a20000, 0x42000000, 0x43260000, 0xc24c0000, 0x40c00000, 0xc2340000, 0x42be0000, /* t102 d0-7: D(49,4).. */
	0x41a00000, 0x40000000, 0x42be0000, 0xc2140000, 0xc2540000, 0xc3000000, 0x42f20000, 0xc1100000, /* t103 d0-7: D(49,6).. */
	0x42ce0000, 0x42b60000, 0x41c00000, 0x42600000, 0x42ba0000, 0xc2140000, 0xc1000000, 0x42500000, /* t104 d0-7: D(50,0).. */
	0xc2dc0000, 0x423c0000, 0x42500000, 0x41a00000, 0x42080000, 0x430a0000, 0x42600000, 0x41c00000, /* t105 d0-7: D(50,2).. */
	0xc22c0000, 0xc1a80000, 0x42000000, 0x42b00000, 0x432a0000, 0x42ce0000, 0xc1400000, 0x41c00000, /* t106 d0-7: D(50,4).. */
	0x41700000, 0x42580000, 0x43a00000, 0x40800000, 0x42b60000, 0xc2dc0000, 0x42600000, 0x42500000, /* t107 d0-7: D(50,6).. */
	0x430e0000, 0xc2200000, 0xc0000000, 0xc2d20000, 0xc2380000, 0x42780000, 0x42400000, 0xc1880000, /* t108 d0-7: D(51,0).. */
	0xc2180000, 0xc37d0000, 0x41b80000, 0xc2a00000, 0x43120000, 0x426c0000, 0xc2580000, 0x42a60000, /* t109 d0-7: D(51,2).. */
	0xc2f60000, 0x42c60000, 0xc1a00000, 0xc2680000, 0x42d20000, 0x430e0000, 0x43010000, 0xc0000000, /* t110 d0-7: D(51,4).. */
	0x428c0000, 0xc1200000, 0xc1200000, 0x42f80000, 0xc2200000, 0xc2180000, 0xc2d20000, 0x41b80000, /* t111 d0-7: D(51,6).. */
	0x43060000, 0x42820000, 0x43140000, 0xc25c0000, 0xc1e80000, 0xc31f0000, 0x43140000, 0xc0000000, /* t112 d0-7: D(52,0).. */
	0x42140000, 0xc0e00000, 0xc3420000, 0xc2340000, 0x41a80000, 0xbf800000, 0xc2780000, 0xc0400000, /* t113 d0-7: D(52,2).. */
	0xc28e0000, 0xc1e80000, 0xc1980000, 0xc2b80000, 0x43150000, 0x43060000, 0x43250000, 0x43140000, /* t114 d0-7: D(52,4).. */
	0x41700000, 0x42aa0000, 0xc1c80000, 0x424c0000, 0x42820000, 0x42140000, 0xc25c0000, 0xc3420000, /* t115 d0-7: D(52,6).. */
	0x42f60000, 0x43130000, 0xc1d00000, 0xc21c0000, 0xc2580000, 0x40800000, 0xc1a80000, 0x43000000, /* t116 d0-7: D(53,0).. */
	0x426c0000, 0x423c0000, 0xbf800000, 0xc2d80000, 0xc3210000, 0x428e0000, 0x42380000, 0xc29c0000, /* t117 d0-7: D(53,2).. */
	0x430d0000, 0x42300000, 0x41600000, 0x41c00000, 0x42b40000, 0x42f60000, 0xc2fe0000, 0xc1d00000, /* t118 d0-7: D(53,4).. */
	0x41a00000, 0xc1000000, 0x42480000, 0xc2240000, 0x43130000, 0x426c0000, 0xc21c0000, 0xbf800000, /* t119 d0-7: D(53,6).. */
	0xc2780000, 0x42a20000, 0x40c00000, 0xc2540000, 0xc2340000, 0xc2980000, 0x42ca0000, 0x43200000, /* t120 d0-7: D(54,0).. */
	0x430e0000, 0x43400000, 0xc3000000, 0xc2d80000, 0xc2e60000, 0x40a00000, 0x43010000, 0x41b80000, /* t121 d0-7: D(54,2).. */
	0x42f20000, 0x41300000, 0xc2820000, 0xc2a20000, 0xc0a00000, 0xc2780000, 0xc24c0000, 0x40c00000, /* t122 d0-7: D(54,4).. */
	0x42480000, 0xc2900000, 0x41a00000, 0x40000000, 0x42a20000, 0x430e0000, 0xc2540000, 0xc3000000, /* t123 d0-7: D(54,6).. */
	0xc30b0000, 0xc3030000, 0x42ce0000, 0x42b60000, 0x42640000, 0xc2300000, 0x42ba0000, 0xc2140000, /* t124 d0-7: D(55,0).. */
	0xc1300000, 0x42920000, 0xc2dc0000, 0x423c0000, 0x41880000, 0xc25c0000, 0x42080000, 0x430a0000, /* t125 d0-7: D(55,2).. */
	0xc23c0000, 0xc22c0000, 0xc22c0000, 0xc1a80000, 0xc27c0000, 0xc30b0000, 0x432a0000, 0x42ce0000, /* t126 d0-7: D(55,4).. */
	0x42200000, 0x41a00000, 0x41700000, 0x42580000, 0xc3030000, 0xc1300000, 0x42b60000, 0xc2dc0000, /* t127 d0-7: D(55,6).. */
	/* test 8 @8704: m64n32k16 .f32.bf16.bf16, A K-major 64B, B K-major 64B, K 32 (2 wgmma), scale-d 1, scale-a 1, scale-b 1 */
	0x436d0000, 0x43bf8000, 0xc2640000, 0x41b00000, 0x43730000, 0x43370000, 0x435a0000, 0xc2840000, /* t0 d0-7: D(0,0).. */
	0x431b0000, 0xc3520000, 0x42080000, 0xc3290000, 0xc2680000, 0x41200000, 0x41e80000, 0xc2fc0000, /* t0 d8-15: D(0,16).. */
	0xc1b80000, 0x43160000, 0x43680000, 0x41e80000, 0xc3430000, 0xc2500000, 0x43970000, 0x41c00000, /* t1 d0-7: D(0,2).. */
	0x42340000, 0xc3080000, 0x43a18000, 0xc3250000, 0x436a0000, 0x43c38000, 0xc2700000, 0x41980000, /* t1 d8-15: D(0,18).. */
	0xc34d0000, 0x424c0000, 0xc32f0000, 0x439f0000, 0x41700000, 0x43650000, 0xc3040000, 0xc2580000, /* t2 d0-7: D(0,4).. */
	0x42a60000, 0x436b0000, 0xc0800000, 0x435d0000, 0xc1700000, 0x43130000, 0x43650000, 0x42140000, /* t2 d8-15: D(0,20).. */
	0xc30e0000, 0x429c0000, 0xc3200000, 0x40000000, 0x43c08000, 0xc1a00000, 0x41c00000, 0x43600000, /* t3 d0-7: D(0,6).. */
	0x43390000, 0xc3400000, 0xc2800000, 0x43930000, 0xc3500000, 0x42400000, 0xc3270000, 0x439d8000, /* t3 d8-15: D(0,22).. */
	0xc2f00000, 0x43690000, 0x43830000, 0xc3a00000, 0x432c0000, 0xc1200000, 0xc3460000, 0x434a0000, /* t4 d0-7: D(1,0).. */
	0x428a0000, 0xc1a00000, 0xc2480000, 0x42400000, 0x41500000, 0xc29c0000, 0x42ae0000, 0xc3610000, /* t4 d8-15: D(1,16).. */
	0xc35e0000, 0x42800000, 0xc2a60000, 0xc2300000, 0xc3878000, 0x41000000, 0x40a00000, 0x42ba0000, /* t5 d0-7: D(1,2).. */
	0xc2e20000, 0xc2a80000, 0xc29c0000, 0xc3270000, 0xc2f60000, 0x43660000, 0x43870000, 0xc3a18000, /* t5 d8-15: D(1,18).. */
	0xc1700000, 0xc2d60000, 0x42280000, 0xc2a60000, 0xc2920000, 0xc2ea0000, 0xc3670000, 0x43848000, /* t6 d0-7: D(1,4).. */
	0xc3340000, 0x432f0000, 0x42880000, 0xc3430000, 0xc3560000, 0x42740000, 0xc2ac0000, 0xc23c0000, /* t6 d8-15: D(1,20).. */
	0xc29e0000, 0xc3390000, 0xc3220000, 0x42940000, 0x43600000, 0xc35b0000, 0xc39f0000, 0xc2a00000, /* t7 d0-7: D(1,6).. */
	0xc1980000, 0xc3860000, 0x434c0000, 0x41000000, 0xc1900000, 0xc2dc0000, 0x42480000, 0xc2ac0000, /* t7 d8-15: D(1,22).. */
	0x420c0000, 0xc1c80000, 0x43780000, 0x42640000, 0x42140000, 0x43310000, 0x42240000, 0xc1800000, /* t8 d0-7: D(2,0).. */
	0xc2140000, 0x42a00000, 0x42b80000, 0x42300000, 0x42980000, 0x43490000, 0xc28a0000, 0xc1d80000, /* t8 d8-15: D(2,16).. */
	0x43930000, 0xc2280000, 0x43ca0000, 0x42c40000, 0x43b78000, 0x428e0000, 0x438e8000, 0xc27c0000, /* t9 d0-7: D(2,2).. */
	0x422c0000, 0xc2c40000, 0x431e0000, 0xc30c0000, 0x42000000, 0xc1e00000, 0x43750000, 0x42820000, /* t9 d8-15: D(2,18).. */
	0x42940000, 0x42440000, 0x42440000, 0x43190000, 0x43430000, 0x42180000, 0xc1b00000, 0x43700000, /* t10 d0-7: D(2,4).. */
	0x431a0000, 0x42200000, 0x428a0000, 0x42300000, 0x43918000, 0xc2080000, 0x43c88000, 0x42be0000, /* t10 d8-15: D(2,20).. */
	0xc2ba0000, 0x43150000, 0xc3120000, 0x42960000, 0xc1b80000, 0x438f0000, 0x426c0000, 0x43cb8000, /* t11 d0-7: D(2,6).. */
	0x43330000, 0x43b38000, 0xc1600000, 0x43900000, 0x428e0000, 0x42380000, 0x42380000, 0x43210000, /* t11 d8-15: D(2,22).. */
	0xc3840000, 0x42ea0000, 0xc2b40000, 0xc2240000, 0x41700000, 0xc0000000, 0xc2340000, 0x42480000, /* t12 d0-7: D(3,0).. */
	0x43820000, 0xc3390000, 0x3f800000, 0x43610000, 0xc3670000, 0x43550000, 0x43898000, 0xc2740000, /* t12 d8-15: D(3,16).. */
	0xc2ce0000, 0x43850000, 0xc3860000, 0xc0800000, 0xc3270000, 0xc36c0000, 0xc3310000, 0x438c8000, /* t13 d0-7: D(3,2).. */
	0x42820000, 0xc2b00000, 0xc3828000, 0xc2d40000, 0xc3800000, 0x42e40000, 0xc2ba0000, 0xc2040000, /* t13 d8-15: D(3,18).. */
	0xc33f0000, 0x42700000, 0x43660000, 0xc37f0000, 0x434f0000, 0xc3828000, 0xc2600000, 0xc2c40000, /* t14 d0-7: D(3,4).. */
	0xc2600000, 0x41900000, 0xc2140000, 0xc2540000, 0xc2d40000, 0x43838000, 0xc3820000, 0xc0e00000, /* t14 d8-15: D(3,20).. */
	0xc2a60000, 0xc2480000, 0xc2e00000, 0xc2280000, 0x42ee0000, 0xc2c80000, 0xc21c0000, 0xc3848000, /* t15 d0-7: D(3,6).. */
	0x00000000, 0xc32f0000, 0x42500000, 0xc32e0000, 0xc3370000, 0x42640000, 0x43630000, 0xc3810000, /* t15 d8-15: D(3,22).. */
	0xc2e60000, 0x41d00000, 0xc2440000, 0xc2440000, 0xc3180000, 0x42aa0000, 0xc34e0000, 0x431b0000, /* t16 d0-7: D(4,0).. */
	0xc1d00000, 0x43550000, 0x43480000, 0x43640000, 0xc0800000, 0xc2ae0000, 0x43b30000, 0x438c8000, /* t16 d8-15: D(4,16).. */
	0x43780000, 0xc1a00000, 0xc3470000, 0x43430000, 0x432a0000, 0x40000000, 0xc2300000, 0x43b08000, /* t17 d0-7: D(4,2).. */
	0xc2300000, 0xc2b60000, 0x41300000, 0xc2580000, 0xc2d60000, 0x41b80000, 0xc2500000, 0xc2500000, /* t17 d8-15: D(4,18).. */
	0x435a0000, 0xc2440000, 0x43690000, 0x41880000, 0xc2ba0000, 0xc2e00000, 0x438f0000, 0xc2380000, /* t18 d0-7: D(4,4).. */
	0x43510000, 0xc3150000, 0x426c0000, 0xc34b0000, 0x43750000, 0xc1b80000, 0xc33f0000, 0x43400000, /* t18 d8-15: D(4,20).. */
	0xc2c20000, 0x43570000, 0xc2440000, 0x42580000, 0x41e00000, 0x437b0000, 0xc2680000, 0xc3440000, /* t19 d0-7: D(4,6).. */
	0x42ae0000, 0x432d0000, 0x43120000, 0xc2240000, 0x43570000, 0xc2240000, 0x43660000, 0x41600000, /* t19 d8-15: D(4,22).. */
	0x42180000, 0x43180000, 0x43690000, 0x43c30000, 0x41a80000, 0xc1600000, 0x436f0000, 0x433e0000, /* t20 d0-7: D(5,0).. */
	0xc29c0000, 0xc2180000, 0x43170000, 0xc34b0000, 0x42b60000, 0x42600000, 0xc24c0000, 0x41880000, /* t20 d8-15: D(5,16).. */
	0x43ba0000, 0xc2900000, 0xc1800000, 0x43120000, 0x439a0000, 0x42c20000, 0xc33c0000, 0xc2600000, /* t21 d0-7: D(5,2).. */
	0x43870000, 0xc3250000, 0x42240000, 0xc30c0000, 0x420c0000, 0x43200000, 0x43660000, 0x43c18000, /* t21 d8-15: D(5,18).. */
	0xc2040000, 0x43848000, 0xc3510000, 0x423c0000, 0x42740000, 0x41f00000, 0x41300000, 0x436c0000, /* t22 d0-7: D(5,4).. */
	0x43d88000, 0x41500000, 0x429e0000, 0x43720000, 0x43b88000, 0xc2960000, 0xc1980000, 0x431a0000, /* t22 d8-15: D(5,20).. */
	0xc32b0000, 0x43d60000, 0xc3070000, 0x42940000, 0x431a0000, 0x43bb8000, 0x43c40000, 0xc1c00000, /* t23 d0-7: D(5,6).. */
	0xc1400000, 0x439b8000, 0x43400000, 0xc3440000, 0xc2100000, 0x43888000, 0xc3540000, 0x42300000, /* t23 d8-15: D(5,22).. */
	0x42c40000, 0x42b20000, 0xc2f80000, 0x43650000, 0x42a20000, 0x42e60000, 0x43280000, 0xc1600000, /* t24 d0-7: D(6,0).. */
	0x43260000, 0x42b80000, 0x42820000, 0xc1500000, 0x43150000, 0x42340000, 0x41100000, 0xc28e0000, /* t24 d8-15: D(6,16).. */
	0x43000000, 0x43210000, 0xc3570000, 0x428e0000, 0x43070000, 0x43100000, 0xc3840000, 0x40800000, /* t25 d0-7: D(6,2).. */
	0x42f80000, 0xc48fe000, 0xc2d40000, 0xc2b00000, 0x42be0000, 0x42ac0000, 0xc2e80000, 0x43620000, /* t25 d8-15: D(6,18).. */
	0x42c20000, 0x43020000, 0xc1980000, 0xc2de0000, 0x42480000, 0x42ca0000, 0xc29a0000, 0xc2f20000, /* t26 d0-7: D(6,4).. */
	0x43370000, 0x42920000, 0xc3380000, 0x432b0000, 0x43080000, 0x431e0000, 0xc35a0000, 0x42880000, /* t26 d8-15: D(6,20).. */
	0xc490a000, 0x43320000, 0xc2a60000, 0xc3320000, 0x42a00000, 0x43030000, 0x43670000, 0xc3540000, /* t27 d0-7: D(6,6).. */
	0x42ea0000, 0x430a0000, 0xc1400000, 0xc3880000, 0x42bc0000, 0x42fe0000, 0xc1300000, 0xc2e40000, /* t27 d8-15: D(6,22).. */
	0x42900000, 0x42700000, 0x41f80000, 0xc1e80000, 0xc1b00000, 0xc2d40000, 0x42040000, 0x432d0000, /* t28 d0-7: D(7,0).. */
	0xc1200000, 0xc2140000, 0xc2240000, 0x42980000, 0x42ae0000, 0xc23c0000, 0x42900000, 0x43450000, /* t28 d8-15: D(7,16).. */
	0x43a18000, 0xc1700000, 0x43910000, 0xc20c0000, 0x43a88000, 0x42a40000, 0x43b58000, 0x429c0000, /* t29 d0-7: D(7,2).. */
	0x43d50000, 0xc3110000, 0x42480000, 0xc2b60000, 0x428a0000, 0x42640000, 0x421c0000, 0xc2000000, /* t29 d8-15: D(7,18).. */
	0xc22c0000, 0x43d80000, 0x42a20000, 0x42340000, 0xc2280000, 0x42960000, 0x433f0000, 0x42080000, /* t30 d0-7: D(7,4).. */
	0x43670000, 0xc1980000, 0x43160000, 0x42100000, 0x43a00000, 0xc0e00000, 0x438f8000, 0xc2180000, /* t30 d8-15: D(7,20).. */
	0xc30c0000, 0x43620000, 0xc2c20000, 0x431c0000, 0x42780000, 0x439d8000, 0xc1d80000, 0x43928000, /* t31 d0-7: D(7,6).. */
	0xc2e60000, 0x43aa0000, 0x432f0000, 0x43b70000, 0xc2380000, 0x43d68000, 0x429c0000, 0x42540000, /* t31 d8-15: D(7,22).. */
	0xc3838000, 0x42ec0000, 0xc2b20000, 0xc2200000, 0x41800000, 0xbf800000, 0xc2300000, 0x424c0000, /* t32 d0-7: D(16,0).. */
	0x43828000, 0xc3380000, 0xc1100000, 0x43620000, 0xc3660000, 0x43560000, 0x438a0000, 0xc2700000, /* t32 d8-15: D(16,16).. */
	0xc2cc0000, 0x43800000, 0xc3858000, 0xc0400000, 0xc3260000, 0xc36b0000, 0xc3300000, 0x438d0000, /* t33 d0-7: D(16,2).. */
	0x42840000, 0xc2ae0000, 0xc3820000, 0xc2d20000, 0xc3850000, 0x42e60000, 0xc2b80000, 0xc2000000, /* t33 d8-15: D(16,18).. */
	0xc33e0000, 0x42740000, 0x43670000, 0xc3848000, 0x43500000, 0xc3820000, 0xc25c0000, 0xc2c20000, /* t34 d0-7: D(16,4).. */
	0xc25c0000, 0x41980000, 0xc2100000, 0xc2500000, 0xc2d20000, 0x43840000, 0xc3870000, 0xc0c00000, /* t34 d8-15: D(16,20).. */
	0xc2a40000, 0xc2440000, 0xc2de0000, 0xc2240000, 0x42f00000, 0xc2dc0000, 0xc2180000, 0xc3840000, /* t35 d0-7: D(16,6).. */
	0x3f800000, 0xc32e0000, 0x42540000, 0xc32d0000, 0xc3360000, 0x42680000, 0x43640000, 0xc3808000, /* t35 d8-15: D(16,22).. */
	0xc2e40000, 0x41d80000, 0xc2400000, 0xc2400000, 0xc3170000, 0x42ac0000, 0xc34d0000, 0x43110000, /* t36 d0-7: D(17,0).. */
	0xc1c80000, 0x43560000, 0x43490000, 0x43650000, 0xc0400000, 0xc2ac0000, 0x43b38000, 0x438d0000, /* t36 d8-15: D(17,16).. */
	0x43790000, 0xc1980000, 0xc3460000, 0x43440000, 0x432b0000, 0x40400000, 0xc22c0000, 0x43b10000, /* t37 d0-7: D(17,2).. */
	0xc22c0000, 0xc2ca0000, 0x41400000, 0xc2540000, 0xc2d40000, 0x41c00000, 0xc24c0000, 0xc24c0000, /* t37 d8-15: D(17,18).. */
	0x43500000, 0xc2400000, 0x436a0000, 0x41900000, 0xc2b80000, 0xc2de0000, 0x438f8000, 0xc2340000, /* t38 d0-7: D(17,4).. */
	0x43520000, 0xc3140000, 0x42700000, 0xc3550000, 0x43760000, 0xc1b00000, 0xc33e0000, 0x43410000, /* t38 d8-15: D(17,20).. */
	0xc2c00000, 0x43580000, 0xc26c0000, 0x425c0000, 0x41e80000, 0x437c0000, 0xc2640000, 0xc3430000, /* t39 d0-7: D(17,6).. */
	0x42b00000, 0x432e0000, 0x43130000, 0xc2200000, 0x43580000, 0xc24c0000, 0x43670000, 0x41700000, /* t39 d8-15: D(17,22).. */
	0x421c0000, 0x43190000, 0x436a0000, 0x43c38000, 0x41300000, 0xc1500000, 0x43700000, 0x433f0000, /* t40 d0-7: D(18,0).. */
	0xc29a0000, 0xc2140000, 0x43180000, 0xc34a0000, 0x42b80000, 0x42640000, 0xc2480000, 0x40e00000, /* t40 d8-15: D(18,16).. */
	0x43ba8000, 0xc28e0000, 0xc1700000, 0x43130000, 0x439a8000, 0x42c40000, 0xc3460000, 0xc25c0000, /* t41 d0-7: D(18,2).. */
	0x43878000, 0xc3240000, 0x42280000, 0xc30b0000, 0x42100000, 0x43210000, 0x43670000, 0x43c20000, /* t41 d8-15: D(18,18).. */
	0xc2000000, 0x43850000, 0xc3500000, 0x42400000, 0x42780000, 0x41f80000, 0x41400000, 0x436d0000, /* t42 d0-7: D(18,4).. */
	0x43d38000, 0x41600000, 0x42a00000, 0x43730000, 0x43b90000, 0xc2940000, 0xc1900000, 0x431b0000, /* t42 d8-15: D(18,20).. */
	0xc32a0000, 0x43d68000, 0xc3060000, 0x42960000, 0x431b0000, 0x43bc0000, 0x43c48000, 0xc1b80000, /* t43 d0-7: D(18,6).. */
	0xc1300000, 0x439c0000, 0x43360000, 0xc3430000, 0xc20c0000, 0x43890000, 0xc3530000, 0x42340000, /* t43 d8-15: D(18,22).. */
	0x42c60000, 0x429e0000, 0xc2f60000, 0x43660000, 0x42a40000, 0x42e80000, 0x43290000, 0xc1500000, /* t44 d0-7: D(19,0).. */
	0x43270000, 0x42ba0000, 0x42840000, 0xc1400000, 0x430b0000, 0x42380000, 0x41200000, 0xc28c0000, /* t44 d8-15: D(19,16).. */
	0x43010000, 0x43220000, 0xc3560000, 0x42740000, 0x43080000, 0x43110000, 0xc3838000, 0x40a00000, /* t45 d0-7: D(19,2).. */
	0x42fa0000, 0xc48fc000, 0xc2d20000, 0xc2ae0000, 0x42c00000, 0x42ae0000, 0xc2fc0000, 0x43630000, /* t45 d8-15: D(19,18).. */
	0x42c40000, 0x43030000, 0xc1900000, 0xc2dc0000, 0x424c0000, 0x42b60000, 0xc2980000, 0xc2f00000, /* t46 d0-7: D(19,4).. */
	0x43380000, 0x42940000, 0xc3370000, 0x432c0000, 0x43090000, 0x431f0000, 0xc3590000, 0x428a0000, /* t46 d8-15: D(19,20).. */
	0xc4908000, 0x43330000, 0xc2a40000, 0xc3310000, 0x42a20000, 0x43040000, 0x43680000, 0xc35e0000, /* t47 d0-7: D(19,6).. */
	0x42ec0000, 0x430b0000, 0xc1300000, 0xc3878000, 0x42be0000, 0x43000000, 0xc1200000, 0xc2e20000, /* t47 d8-15: D(19,22).. */
	0x42920000, 0x42740000, 0x42000000, 0xc1e00000, 0xc1a80000, 0xc2d20000, 0x42080000, 0x432e0000, /* t48 d0-7: D(20,0).. */
	0xc1100000, 0xc23c0000, 0xc2200000, 0x429a0000, 0x42b00000, 0xc2380000, 0x42920000, 0x43460000, /* t48 d8-15: D(20,16).. */
	0x439c8000, 0xc1600000, 0x43918000, 0xc2080000, 0x43a90000, 0x42a60000, 0x43b60000, 0x429e0000, /* t49 d0-7: D(20,2).. */
	0x43d58000, 0xc3100000, 0x424c0000, 0xc2ca0000, 0x428c0000, 0x42680000, 0x42200000, 0xc1f80000, /* t49 d8-15: D(20,18).. */
	0xc2280000, 0x43d88000, 0x428e0000, 0x42380000, 0xc2240000, 0x42980000, 0x43400000, 0x420c0000, /* t50 d0-7: D(20,4).. */
	0x43680000, 0xc1900000, 0x43170000, 0x42140000, 0x43a08000, 0xc1880000, 0x43900000, 0xc2140000, /* t50 d8-15: D(20,20).. */
	0xc30b0000, 0x43630000, 0xc2c00000, 0x431d0000, 0x42500000, 0x439e0000, 0xc1d00000, 0x43930000, /* t51 d0-7: D(20,6).. */
	0xc2e40000, 0x43aa8000, 0x43300000, 0x43b78000, 0xc2340000, 0x43d70000, 0x429e0000, 0x422c0000, /* t51 d8-15: D(20,22).. */
	0xc2600000, 0x41b80000, 0xc3800000, 0x42e40000, 0x435b0000, 0xc2820000, 0x41400000, 0xc0a00000, /* t52 d0-7: D(21,0).. */
	0x420c0000, 0xc3280000, 0x43808000, 0xc33c0000, 0x41f00000, 0xc2fa0000, 0xc36a0000, 0x43520000, /* t52 d8-15: D(21,16).. */
	0x43690000, 0x41f00000, 0xc2d40000, 0x43838000, 0x43978000, 0x41c80000, 0xc32a0000, 0xc3640000, /* t53 d0-7: D(21,2).. */
	0x439c8000, 0xc3240000, 0x42780000, 0xc2a00000, 0xc26c0000, 0x41a00000, 0xc3818000, 0x42f40000, /* t53 d8-15: D(21,18).. */
	0xc32e0000, 0x439f8000, 0xc3370000, 0x42640000, 0xc3030000, 0xc2540000, 0x43570000, 0xc3840000, /* t54 d0-7: D(21,4).. */
	0xc0400000, 0x435e0000, 0xc26c0000, 0x41700000, 0x43660000, 0x42180000, 0xc2da0000, 0x43820000, /* t54 d8-15: D(21,20).. */
	0xc31f0000, 0xc1000000, 0xc2ac0000, 0xc2540000, 0x41c80000, 0x43610000, 0x42e80000, 0xc2ce0000, /* t55 d0-7: D(21,6).. */
	0xc27c0000, 0x43938000, 0xc0400000, 0xc3270000, 0xc3310000, 0x439e0000, 0xc33a0000, 0x42820000, /* t55 d8-15: D(21,22).. */
	0x43838000, 0xc39f8000, 0xc2d60000, 0x41b80000, 0xc3450000, 0x434b0000, 0xc3100000, 0x42a40000, /* t56 d0-7: D(22,0).. */
	0xc2440000, 0x42440000, 0xc1900000, 0x43520000, 0x42b00000, 0xc3600000, 0xc0e00000, 0xc2b40000, /* t56 d8-15: D(22,16).. */
	0xc2a40000, 0xc22c0000, 0x43750000, 0xc1b80000, 0x40c00000, 0x42a60000, 0x43270000, 0xbf800000, /* t57 d0-7: D(22,2).. */
	0xc29a0000, 0xc3260000, 0xc23c0000, 0xc2bc0000, 0x43878000, 0xc3a10000, 0xc2dc0000, 0x41f80000, /* t57 d8-15: D(22,18).. */
	0x422c0000, 0xc2a40000, 0x43570000, 0xc2240000, 0xc3660000, 0x43850000, 0xc2aa0000, 0xc2e60000, /* t58 d0-7: D(22,4).. */
	0x428a0000, 0xc3420000, 0x43590000, 0xc3180000, 0xc2aa0000, 0xc2380000, 0x437d0000, 0xc1d00000, /* t58 d8-15: D(22,20).. */
	0xc3210000, 0x42960000, 0xc2c80000, 0x43540000, 0xc39e8000, 0xc29e0000, 0x41c80000, 0x43780000, /* t59 d0-7: D(22,6).. */
	0x434d0000, 0xc0000000, 0x42a80000, 0x432a0000, 0x424c0000, 0xc2aa0000, 0x43540000, 0xc2300000, /* t59 d8-15: D(22,22).. */
	0x436e0000, 0x42680000, 0x420c0000, 0x43200000, 0x42280000, 0xc1700000, 0x41900000, 0xc0c00000, /* t60 d0-7: D(23,0).. */
	0x42ba0000, 0x42340000, 0xc28c0000, 0xc2240000, 0xc2880000, 0xc1d00000, 0x42c60000, 0x42540000, /* t60 d8-15: D(23,16).. */
	0x43ca8000, 0x42c60000, 0x43b88000, 0xc2960000, 0x438f0000, 0xc2780000, 0x43988000, 0x42bc0000, /* t61 d0-7: D(23,2).. */
	0x431f0000, 0xc30b0000, 0x43858000, 0xc3280000, 0x43760000, 0x425c0000, 0x42000000, 0x431d0000, /* t61 d8-15: D(23,18).. */
	0x42480000, 0x431a0000, 0xc2100000, 0x43888000, 0xc2000000, 0x43710000, 0x42680000, 0x42180000, /* t62 d0-7: D(23,4).. */
	0x428c0000, 0x42340000, 0x43d70000, 0x41a80000, 0x43c90000, 0x42c00000, 0x43bc8000, 0xc29c0000, /* t62 d8-15: D(23,20).. */
	0xc3110000, 0x42980000, 0xc3230000, 0x43d48000, 0x42700000, 0x43cc0000, 0x43170000, 0x43ba0000, /* t63 d0-7: D(23,6).. */
	0xc1500000, 0x43908000, 0xc1700000, 0x439a0000, 0x423c0000, 0x43220000, 0xc21c0000, 0x43870000, /* t63 d8-15: D(23,22).. */
	0x42c80000, 0x42a00000, 0xc2f40000, 0x43670000, 0x42a60000, 0x42ea0000, 0x432a0000, 0xc1400000, /* t64 d0-7: D(32,0).. */
	0x431d0000, 0x42bc0000, 0x42860000, 0xc1300000, 0x430c0000, 0x423c0000, 0x41300000, 0xc28a0000, /* t64 d8-15: D(32,16).. */
	0x43020000, 0x43230000, 0xc3550000, 0x42780000, 0x43090000, 0x43120000, 0xc3830000, 0x40c00000, /* t65 d0-7: D(32,2).. */
	0x42fc0000, 0xc48fa000, 0xc2e60000, 0xc2ac0000, 0x42c20000, 0x42b00000, 0xc2fa0000, 0x43640000, /* t65 d8-15: D(32,18).. */
	0x42c60000, 0x42f20000, 0xc1880000, 0xc2da0000, 0x42500000, 0x42b80000, 0xc2960000, 0xc2ee0000, /* t66 d0-7: D(32,4).. */
	0x43390000, 0x42960000, 0xc3360000, 0x432d0000, 0x42fe0000, 0x43200000, 0xc3580000, 0x428c0000, /* t66 d8-15: D(32,20).. */
	0xc4906000, 0x43340000, 0xc2a20000, 0xc33b0000, 0x42a40000, 0x43050000, 0x43690000, 0xc35d0000, /* t67 d0-7: D(32,6).. */
	0x42ee0000, 0x430c0000, 0xc1200000, 0xc3870000, 0x42c00000, 0x43010000, 0xc1a00000, 0xc2e00000, /* t67 d8-15: D(32,22).. */
	0x42940000, 0x42780000, 0x42040000, 0xc1d80000, 0xc1a00000, 0xc2e60000, 0x420c0000, 0x432f0000, /* t68 d0-7: D(33,0).. */
	0xc1000000, 0xc2380000, 0xc21c0000, 0x429c0000, 0x42b20000, 0xc2340000, 0x42940000, 0x43470000, /* t68 d8-15: D(33,16).. */
	0x439d0000, 0xc1500000, 0x43920000, 0xc2040000, 0x43a98000, 0x42a80000, 0x43b68000, 0x428a0000, /* t69 d0-7: D(33,2).. */
	0x43d60000, 0xc30f0000, 0x42500000, 0xc2c80000, 0x428e0000, 0x426c0000, 0x42240000, 0xc1f00000, /* t69 d8-15: D(33,18).. */
	0xc2240000, 0x43d90000, 0x42900000, 0x423c0000, 0xc2200000, 0x429a0000, 0x43410000, 0x42100000, /* t70 d0-7: D(33,4).. */
	0x43690000, 0xc1e00000, 0x43180000, 0x42180000, 0x43a10000, 0xc1800000, 0x43908000, 0xc2100000, /* t70 d8-15: D(33,20).. */
	0xc3150000, 0x43640000, 0xc2be0000, 0x431e0000, 0x42540000, 0x439e8000, 0xc1c80000, 0x43938000, /* t71 d0-7: D(33,6).. */
	0xc2e20000, 0x43ab0000, 0x43310000, 0x43b28000, 0xc2300000, 0x43d78000, 0x42a00000, 0x42300000, /* t71 d8-15: D(33,22).. */
	0xc25c0000, 0x41c00000, 0xc3850000, 0x42e60000, 0x435c0000, 0xc2800000, 0x41500000, 0xc0800000, /* t72 d0-7: D(34,0).. */
	0x42100000, 0xc3270000, 0x43810000, 0xc33b0000, 0x41f80000, 0xc3070000, 0xc3690000, 0x43530000, /* t72 d8-15: D(34,16).. */
	0x436a0000, 0x41f80000, 0xc2d20000, 0x43840000, 0x43928000, 0x41d00000, 0xc3290000, 0xc3630000, /* t73 d0-7: D(34,2).. */
	0x439d0000, 0xc3230000, 0x427c0000, 0xc29e0000, 0xc2680000, 0x41a80000, 0xc3810000, 0x42e00000, /* t73 d8-15: D(34,18).. */
	0xc32d0000, 0x43a00000, 0xc3360000, 0x42680000, 0xc3020000, 0xc2500000, 0x434d0000, 0xc3838000, /* t74 d0-7: D(34,4).. */
	0xc0000000, 0x435f0000, 0xc2680000, 0x41800000, 0x43670000, 0x421c0000, 0xc2d80000, 0x43828000, /* t74 d8-15: D(34,20).. */
	0xc31e0000, 0xc0e00000, 0xc2aa0000, 0xc2500000, 0x41d00000, 0x43620000, 0x42ea0000, 0xc2cc0000, /* t75 d0-7: D(34,6).. */
	0xc2920000, 0x43940000, 0xc0000000, 0xc3260000, 0xc3300000, 0x439e8000, 0xc3390000, 0x42840000, /* t75 d8-15: D(34,22).. */
	0x43840000, 0xc39f0000, 0xc2d40000, 0x41c00000, 0xc3440000, 0x434c0000, 0xc30f0000, 0x42a60000, /* t76 d0-7: D(35,0).. */
	0xc2400000, 0x42480000, 0xc1e00000, 0x43530000, 0x42b20000, 0xc35f0000, 0xc0c00000, 0xc2b20000, /* t76 d8-15: D(35,16).. */
	0xc2a20000, 0xc2540000, 0x43760000, 0xc1b00000, 0x40e00000, 0x42a80000, 0x43280000, 0x00000000, /* t77 d0-7: D(35,2).. */
	0xc2980000, 0xc3250000, 0xc2380000, 0xc2ba0000, 0x43828000, 0xc3a08000, 0xc2da0000, 0x42000000, /* t77 d8-15: D(35,18).. */
	0x42300000, 0xc2a20000, 0x43580000, 0xc24c0000, 0xc3650000, 0x43858000, 0xc2a80000, 0xc2e40000, /* t78 d0-7: D(35,4).. */
	0x428c0000, 0xc3410000, 0x435a0000, 0xc3170000, 0xc2a80000, 0xc2340000, 0x43730000, 0xc1c80000, /* t78 d8-15: D(35,20).. */
	0xc3200000, 0x42980000, 0xc2c60000, 0x43550000, 0xc39e0000, 0xc2b20000, 0x41d00000, 0x43790000, /* t79 d0-7: D(35,6).. */
	0x434e0000, 0xbf800000, 0x42aa0000, 0x432b0000, 0x42500000, 0xc2a80000, 0x43550000, 0xc22c0000, /* t79 d8-15: D(35,22).. */
	0x436f0000, 0x426c0000, 0x42100000, 0x43210000, 0x422c0000, 0xc1600000, 0x41980000, 0xc1800000, /* t80 d0-7: D(36,0).. */
	0x42bc0000, 0x42380000, 0xc28a0000, 0xc2200000, 0xc2860000, 0xc1c80000, 0x42c80000, 0x42580000, /* t80 d8-15: D(36,16).. */
	0x43cb0000, 0x42c80000, 0x43b90000, 0xc2940000, 0x438f8000, 0xc2740000, 0x43990000, 0x42be0000, /* t81 d0-7: D(36,2).. */
	0x43200000, 0xc3150000, 0x43860000, 0xc3270000, 0x43770000, 0x42600000, 0x42040000, 0x431e0000, /* t81 d8-15: D(36,18).. */
	0x42200000, 0x431b0000, 0xc20c0000, 0x43890000, 0xc1f80000, 0x43720000, 0x426c0000, 0x421c0000, /* t82 d0-7: D(36,4).. */
	0x428e0000, 0x42380000, 0x43d78000, 0x41300000, 0x43c98000, 0x42c20000, 0x43bd0000, 0xc29a0000, /* t82 d8-15: D(36,20).. */
	0xc3100000, 0x429a0000, 0xc32d0000, 0x43d50000, 0x42740000, 0x43cc8000, 0x43180000, 0x43ba8000, /* t83 d0-7: D(36,6).. */
	0xc1400000, 0x43910000, 0xc1600000, 0x439a8000, 0x42400000, 0x43180000, 0xc2180000, 0x43878000, /* t83 d8-15: D(36,22).. */
	0xc2b00000, 0xc21c0000, 0x42c00000, 0x42ae0000, 0xc2580000, 0x42500000, 0x429e0000, 0x42f80000, /* t84 d0-7: D(37,0).. */
	0xc1000000, 0x43630000, 0x43240000, 0x42ca0000, 0x438a8000, 0xc26c0000, 0x43130000, 0x422c0000, /* t84 d8-15: D(37,16).. */
	0xc3850000, 0xc0000000, 0x43090000, 0x431f0000, 0xc32f0000, 0x438d8000, 0x43050000, 0x430e0000, /* t85 d0-7: D(37,2).. */
	0xc3818000, 0xc2d00000, 0x42f40000, 0xc4902000, 0xc2b60000, 0xc1f80000, 0x42ba0000, 0x42a80000, /* t85 d8-15: D(37,18).. */
	0x43680000, 0xc3840000, 0x42be0000, 0x43000000, 0xc2580000, 0xc2c00000, 0x42400000, 0x42c60000, /* t86 d0-7: D(37,4).. */
	0xc2380000, 0xc24c0000, 0x43350000, 0x42a40000, 0xc3868000, 0xc0a00000, 0x43060000, 0x43270000, /* t86 d8-15: D(37,20).. */
	0xc2dc0000, 0xc2200000, 0xc48f8000, 0x43300000, 0xc2140000, 0xc3838000, 0x42b20000, 0x43010000, /* t87 d0-7: D(37,6).. */
	0x42580000, 0xc32c0000, 0x42e60000, 0x43080000, 0x43650000, 0xc3800000, 0x42b80000, 0x42fa0000, /* t87 d8-15: D(37,22).. */
	0xc23c0000, 0xc2680000, 0x428c0000, 0x42680000, 0xc34c0000, 0x43120000, 0xc1c00000, 0xc2d80000, /* t88 d0-7: D(38,0).. */
	0x434a0000, 0x43660000, 0xc1400000, 0xc21c0000, 0x43ae8000, 0x438d8000, 0x42aa0000, 0xc2180000, /* t88 d8-15: D(38,16).. */
	0xc3450000, 0x43450000, 0x43a08000, 0xc1880000, 0xc2280000, 0x43b18000, 0x43ad0000, 0x42a00000, /* t89 d0-7: D(38,2).. */
	0x41500000, 0xc2500000, 0x43d98000, 0xc3130000, 0xc2480000, 0xc2480000, 0x42860000, 0x425c0000, /* t89 d8-15: D(38,18).. */
	0x436b0000, 0x41980000, 0xc2340000, 0x43d70000, 0x43900000, 0xc25c0000, 0xc2300000, 0x42920000, /* t90 d0-7: D(38,4).. */
	0x42740000, 0xc3540000, 0x43650000, 0xc1a80000, 0xc33d0000, 0x43420000, 0x439f0000, 0xc1100000, /* t90 d8-15: D(38,20).. */
	0xc2680000, 0x42600000, 0xc30e0000, 0x436b0000, 0xc2600000, 0xc3420000, 0x42700000, 0x439c8000, /* t91 d0-7: D(38,6).. */
	0x43140000, 0xc21c0000, 0xc2d40000, 0x43a90000, 0x43680000, 0x41800000, 0xc2140000, 0x43d58000, /* t91 d8-15: D(38,22).. */
	0x436b0000, 0x43c40000, 0xc26c0000, 0x41a00000, 0x43710000, 0x43400000, 0x43580000, 0xc2880000, /* t92 d0-7: D(39,0).. */
	0x43190000, 0xc3540000, 0x42000000, 0xc32b0000, 0xc2440000, 0x41000000, 0x41d80000, 0xc3000000, /* t92 d8-15: D(39,16).. */
	0xc1c80000, 0x43140000, 0x43660000, 0x42180000, 0xc3450000, 0xc2580000, 0x43960000, 0x42040000, /* t93 d0-7: D(39,2).. */
	0x422c0000, 0xc30a0000, 0x43a08000, 0xc3270000, 0x43680000, 0x43c28000, 0xc24c0000, 0x41880000, /* t93 d8-15: D(39,18).. */
	0xc34f0000, 0x42440000, 0xc3310000, 0x439e0000, 0x41500000, 0x436e0000, 0xc3060000, 0xc2600000, /* t94 d0-7: D(39,4).. */
	0x42a20000, 0x43740000, 0xc0c00000, 0x435b0000, 0xc1880000, 0x43110000, 0x43630000, 0x420c0000, /* t94 d8-15: D(39,20).. */
	0xc3050000, 0x42980000, 0xc3220000, 0x00000000, 0x43bf8000, 0xc1b00000, 0x41b00000, 0x43690000, /* t95 d0-7: D(39,6).. */
	0x43370000, 0xc3420000, 0xc2840000, 0x43978000, 0xc3520000, 0x42380000, 0xc3290000, 0x439c8000, /* t95 d8-15: D(39,22).. */
	0x43848000, 0xc39e8000, 0xc2d20000, 0x41c80000, 0xc3430000, 0x434d0000, 0xc3190000, 0x42a80000, /* t96 d0-7: D(48,0).. */
	0xc23c0000, 0x424c0000, 0xc1d80000, 0x43540000, 0x42b40000, 0xc35e0000, 0xc0a00000, 0xc2b00000, /* t96 d8-15: D(48,16).. */
	0xc2a00000, 0xc2500000, 0x43770000, 0xc1a80000, 0x41000000, 0x42aa0000, 0x43290000, 0x3f800000, /* t97 d0-7: D(48,2).. */
	0xc2ac0000, 0xc3240000, 0xc2340000, 0xc2b80000, 0x43830000, 0xc3a00000, 0xc2d80000, 0x42040000, /* t97 d8-15: D(48,18).. */
	0x42340000, 0xc2a00000, 0x43590000, 0xc2480000, 0xc3640000, 0x43860000, 0xc2a60000, 0xc2e20000, /* t98 d0-7: D(48,4).. */
	0x428e0000, 0xc3400000, 0x43500000, 0xc3160000, 0xc2a60000, 0xc2300000, 0x43740000, 0xc1c00000, /* t98 d8-15: D(48,20).. */
	0xc31f0000, 0x42840000, 0xc2c40000, 0x43560000, 0xc39d8000, 0xc2b00000, 0x41d80000, 0x437a0000, /* t99 d0-7: D(48,6).. */
	0x434f0000, 0x00000000, 0x42ac0000, 0x432c0000, 0x42280000, 0xc2a60000, 0x43560000, 0xc2280000, /* t99 d8-15: D(48,22).. */
	0x43700000, 0x42700000, 0x42140000, 0x43170000, 0x42300000, 0xc1500000, 0x41a00000, 0xc1700000, /* t100 d0-7: D(49,0).. */
	0x42be0000, 0x423c0000, 0xc2880000, 0xc21c0000, 0xc2840000, 0xc1c00000, 0x42b40000, 0x425c0000, /* t100 d8-15: D(49,16).. */
	0x43cb8000, 0x42ca0000, 0x43b98000, 0xc2920000, 0x43900000, 0xc28e0000, 0x43998000, 0x42c00000, /* t101 d0-7: D(49,2).. */
	0x43210000, 0xc3140000, 0x43868000, 0xc3260000, 0x43780000, 0x42640000, 0x42080000, 0x431f0000, /* t101 d8-15: D(49,18).. */
	0x42240000, 0x431c0000, 0xc2080000, 0x43898000, 0xc1f00000, 0x43730000, 0x42700000, 0x41e80000, /* t102 d0-7: D(49,4).. */
	0x42900000, 0x423c0000, 0x43d80000, 0x41400000, 0x43ca0000, 0x42c40000, 0x43bd8000, 0xc2980000, /* t102 d8-15: D(49,20).. */
	0xc30f0000, 0x429c0000, 0xc32c0000, 0x43d58000, 0x42780000, 0x43cd0000, 0x43190000, 0x43bb0000, /* t103 d0-7: D(49,6).. */
	0xc1300000, 0x438c0000, 0xc1500000, 0x439b0000, 0x42440000, 0x43190000, 0xc2140000, 0x43880000, /* t103 d8-15: D(49,22).. */
	0xc2c40000, 0xc2180000, 0x42c20000, 0x42b00000, 0xc2540000, 0x42540000, 0x42a00000, 0x42fa0000, /* t104 d0-7: D(50,0).. */
	0xc0e00000, 0x43640000, 0x43250000, 0x42b60000, 0x438b0000, 0xc2680000, 0x43140000, 0x42300000, /* t104 d8-15: D(50,16).. */
	0xc3848000, 0xbf800000, 0x42fe0000, 0x43200000, 0xc32e0000, 0x438e0000, 0x43060000, 0x430f0000, /* t105 d0-7: D(50,2).. */
	0xc3810000, 0xc2ce0000, 0x42f60000, 0xc4900000, 0xc2b40000, 0xc2240000, 0x42bc0000, 0x42aa0000, /* t105 d8-15: D(50,18).. */
	0x43690000, 0xc3838000, 0x42c00000, 0x43010000, 0xc2800000, 0xc2be0000, 0x42440000, 0x42c80000, /* t106 d0-7: D(50,4).. */
	0xc2340000, 0xc2480000, 0x43360000, 0x42a60000, 0xc3860000, 0xc0800000, 0x43070000, 0x431d0000, /* t106 d8-15: D(50,20).. */
	0xc2da0000, 0xc21c0000, 0xc48f6000, 0x43310000, 0xc2100000, 0xc3830000, 0x429e0000, 0x43020000, /* t107 d0-7: D(50,6).. */
	0x425c0000, 0xc32b0000, 0x42e80000, 0x43090000, 0x43660000, 0xc37f0000, 0x42ba0000, 0x42fc0000, /* t107 d8-15: D(50,22).. */
	0xc2380000, 0xc2640000, 0x428e0000, 0x426c0000, 0xc34b0000, 0x43130000, 0xc1b80000, 0xc2d60000, /* t108 d0-7: D(51,0).. */
	0x43400000, 0x43670000, 0xc1300000, 0xc2180000, 0x43af0000, 0x438e0000, 0x42ac0000, 0xc2140000, /* t108 d8-15: D(51,16).. */
	0xc3440000, 0x43460000, 0x43a10000, 0xc1800000, 0xc2240000, 0x43b20000, 0x43ad8000, 0x42a20000, /* t109 d0-7: D(51,2).. */
	0x41600000, 0xc24c0000, 0x43d48000, 0xc3120000, 0xc2440000, 0xc2440000, 0x42880000, 0x42600000, /* t109 d8-15: D(51,18).. */
	0x436c0000, 0x41100000, 0xc2300000, 0x43d78000, 0x43908000, 0xc2580000, 0xc22c0000, 0x42940000, /* t110 d0-7: D(51,4).. */
	0x42780000, 0xc3530000, 0x43660000, 0xc1a00000, 0xc3470000, 0x43430000, 0x439f8000, 0xc1000000, /* t110 d8-15: D(51,20).. */
	0xc2640000, 0x42640000, 0xc30d0000, 0x43610000, 0xc25c0000, 0xc3410000, 0x42740000, 0x439d0000, /* t111 d0-7: D(51,6).. */
	0x43150000, 0xc2180000, 0xc2d20000, 0x43a98000, 0x43690000, 0x41880000, 0xc23c0000, 0x43d60000, /* t111 d8-15: D(51,22).. */
	0x436c0000, 0x43c48000, 0xc2680000, 0x41a80000, 0x43720000, 0x43360000, 0x43590000, 0xc2860000, /* t112 d0-7: D(52,0).. */
	0x431a0000, 0xc3530000, 0x42040000, 0xc32a0000, 0xc2400000, 0x41100000, 0x41e00000, 0xc2fe0000, /* t112 d8-15: D(52,16).. */
	0xc1c00000, 0x43150000, 0x43670000, 0x421c0000, 0xc3440000, 0xc2540000, 0x43968000, 0x41b80000, /* t113 d0-7: D(52,2).. */
	0x42300000, 0xc3090000, 0x43a10000, 0xc3260000, 0x43690000, 0x43c30000, 0xc2480000, 0x41900000, /* t113 d8-15: D(52,18).. */
	0xc34e0000, 0x42480000, 0xc3300000, 0x439e8000, 0x41600000, 0x436f0000, 0xc3050000, 0xc25c0000, /* t114 d0-7: D(52,4).. */
	0x42a40000, 0x436a0000, 0xc0a00000, 0x435c0000, 0xc1800000, 0x43120000, 0x43640000, 0x42100000, /* t114 d8-15: D(52,20).. */
	0xc30f0000, 0x429a0000, 0xc3210000, 0x3f800000, 0x43c00000, 0xc1a80000, 0x41b80000, 0x436a0000, /* t115 d0-7: D(52,6).. */
	0x43380000, 0xc3410000, 0xc2820000, 0x43928000, 0xc3510000, 0x423c0000, 0xc3280000, 0x439d0000, /* t115 d8-15: D(52,22).. */
	0xc2f20000, 0x43680000, 0x43828000, 0xc3a08000, 0x432b0000, 0xc1300000, 0xc3470000, 0x43490000, /* t116 d0-7: D(53,0).. */
	0x42880000, 0xc1200000, 0xc24c0000, 0x423c0000, 0x41400000, 0xc29e0000, 0x42ac0000, 0xc3620000, /* t116 d8-15: D(53,16).. */
	0xc3540000, 0x427c0000, 0xc2a80000, 0xc2340000, 0xc3880000, 0x40e00000, 0x40800000, 0x42b80000, /* t117 d0-7: D(53,2).. */
	0xc2e40000, 0xc2aa0000, 0xc29e0000, 0xc31d0000, 0xc2f80000, 0x43650000, 0x43868000, 0xc3a20000, /* t117 d8-15: D(53,18).. */
	0xc1800000, 0xc2d80000, 0x42500000, 0xc2a80000, 0xc2940000, 0xc2ec0000, 0xc3680000, 0x43840000, /* t118 d0-7: D(53,4).. */
	0xc3350000, 0x432e0000, 0x42860000, 0xc3440000, 0xc3570000, 0x428e0000, 0xc2ae0000, 0xc2400000, /* t118 d8-15: D(53,20).. */
	0xc2a00000, 0xc33a0000, 0xc3230000, 0x42920000, 0x436a0000, 0xc35c0000, 0xc39f8000, 0xc2a20000, /* t119 d0-7: D(53,6).. */
	0xc1a00000, 0xc3868000, 0x434b0000, 0x40e00000, 0xc1980000, 0xc2de0000, 0x42440000, 0xc2980000, /* t119 d8-15: D(53,22).. */
	0x42080000, 0xc1d00000, 0x43770000, 0x42600000, 0x42100000, 0x43300000, 0x424c0000, 0xc1880000, /* t120 d0-7: D(54,0).. */
	0xc2180000, 0x429e0000, 0x42b60000, 0x422c0000, 0x42960000, 0x43480000, 0xc28c0000, 0xc1e00000, /* t120 d8-15: D(54,16).. */
	0x43928000, 0xc22c0000, 0x43c98000, 0x42c20000, 0x43b70000, 0x428c0000, 0x438e0000, 0xc2800000, /* t121 d0-7: D(54,2).. */
	0x42540000, 0xc2c60000, 0x431d0000, 0xc30d0000, 0x41f80000, 0xc1e80000, 0x43740000, 0x42800000, /* t121 d8-15: D(54,18).. */
	0x42920000, 0x42400000, 0x42400000, 0x43180000, 0x43420000, 0x42140000, 0xc1b80000, 0x436f0000, /* t122 d0-7: D(54,4).. */
	0x43190000, 0x421c0000, 0x429e0000, 0x422c0000, 0x43910000, 0xc20c0000, 0x43c80000, 0x42bc0000, /* t122 d8-15: D(54,20).. */
	0xc2bc0000, 0x431f0000, 0xc3130000, 0x42940000, 0xc1c00000, 0x438e8000, 0x42680000, 0x43cb0000, /* t123 d0-7: D(54,6).. */
	0x43320000, 0x43b30000, 0xc1700000, 0x438f8000, 0x42a20000, 0x42340000, 0x42340000, 0x43200000, /* t123 d8-15: D(54,22).. */
	0xc3848000, 0x42e80000, 0xc2b60000, 0xc1f80000, 0x41600000, 0xc0400000, 0xc2380000, 0x42440000, /* t124 d0-7: D(55,0).. */
	0x43818000, 0xc33a0000, 0x00000000, 0x43600000, 0xc3680000, 0x43540000, 0x438e8000, 0xc2780000, /* t124 d8-15: D(55,16).. */
	0xc2d00000, 0x43848000, 0xc3868000, 0xc0a00000, 0xc3280000, 0xc3620000, 0xc3320000, 0x438c0000, /* t125 d0-7: D(55,2).. */
	0x42800000, 0xc2b20000, 0xc3830000, 0xc2d60000, 0xc3808000, 0x42e20000, 0xc2bc0000, 0xc2080000, /* t125 d8-15: D(55,18).. */
	0xc3400000, 0x426c0000, 0x43650000, 0xc3800000, 0x434e0000, 0xc3830000, 0xc2640000, 0xc2b00000, /* t126 d0-7: D(55,4).. */
	0xc2640000, 0x41880000, 0xc2180000, 0xc2580000, 0xc2d60000, 0x43830000, 0xc3828000, 0xc1000000, /* t126 d8-15: D(55,20).. */
	0xc2a80000, 0xc24c0000, 0xc2e20000, 0xc22c0000, 0x42ec0000, 0xc2ca0000, 0xc2200000, 0xc3850000, /* t127 d0-7: D(55,6).. */
	0xbf800000, 0xc3250000, 0x424c0000, 0xc32f0000, 0xc3380000, 0x42600000, 0x43620000, 0xc3818000, /* t127 d8-15: D(55,22).. */
	/* test 9 @10752: m64n8k16 .f32.f16.f16, A registers, B K-major 64B, K 32 (2 wgmma), scale-d 0, scale-a -1, scale-b 1 */
	0xc38e8000, 0x42d20000, 0x42200000, 0x41c80000, /* t0 d0-3: D(0,0).. */
	0x43590000, 0xc3470000, 0x427c0000, 0xc3370000, /* t1 d0-3: D(0,2).. */
	0xc35f0000, 0xc2fc0000, 0x40800000, 0x42640000, /* t2 d0-3: D(0,4).. */
	0x42100000, 0x42880000, 0x42d00000, 0xc2680000, /* t3 d0-3: D(0,6).. */
	0x43310000, 0xc35c0000, 0x42380000, 0x432b0000, /* t4 d0-3: D(1,0).. */
	0xc2860000, 0x43b10000, 0xc2f40000, 0xc3c60000, /* t5 d0-3: D(1,2).. */
	0xc1200000, 0x43390000, 0x43490000, 0xc32f0000, /* t6 d0-3: D(1,4).. */
	0x42500000, 0xc2c40000, 0x42980000, 0xc2500000, /* t7 d0-3: D(1,6).. */
	0x42640000, 0xc2ee0000, 0xc3060000, 0x41a00000, /* t8 d0-3: D(2,0).. */
	0xc3640000, 0xc1400000, 0xc1300000, 0xc3948000, /* t9 d0-3: D(2,2).. */
	0x42740000, 0xc0a00000, 0x43c20000, 0xc3a48000, /* t10 d0-3: D(2,4).. */
	0x42a80000, 0xc3928000, 0x42800000, 0x41a80000, /* t11 d0-3: D(2,6).. */
	0x42d20000, 0xc1a00000, 0xc38d8000, 0x43480000, /* t12 d0-3: D(3,0).. */
	0xc31c0000, 0xc38e8000, 0x42fa0000, 0xc1400000, /* t13 d0-3: D(3,2).. */
	0xc26c0000, 0xc29a0000, 0x42b60000, 0xc29c0000, /* t14 d0-3: D(3,4).. */
	0x42a00000, 0xc3140000, 0x42200000, 0x431f0000, /* t15 d0-3: D(3,6).. */
	0x43290000, 0x42de0000, 0x43930000, 0xc1c80000, /* t16 d0-3: D(4,0).. */
	0xc3010000, 0xc1980000, 0xc3120000, 0x42aa0000, /* t17 d0-3: D(4,2).. */
	0xc34d0000, 0xc2080000, 0x42d20000, 0x426c0000, /* t18 d0-3: D(4,4).. */
	0x42700000, 0x41300000, 0x42600000, 0xc2d60000, /* t19 d0-3: D(4,6).. */
	0x41e00000, 0x42300000, 0xc38e8000, 0x42d20000, /* t20 d0-3: D(5,0).. */
	0x42ec0000, 0xc2400000, 0x43590000, 0xc3470000, /* t21 d0-3: D(5,2).. */
	0x43b00000, 0xc38e0000, 0xc35f0000, 0xc2fc0000, /* t22 d0-3: D(5,4).. */
	0x42600000, 0x41880000, 0x42100000, 0x42880000, /* t23 d0-3: D(5,6).. */
	0x42200000, 0x41f00000, 0x43310000, 0xc35c0000, /* t24 d0-3: D(6,0).. */
	0x428c0000, 0x42be0000, 0xc2860000, 0x43b10000, /* t25 d0-3: D(6,2).. */
	0x42960000, 0x420c0000, 0xc1200000, 0x43390000, /* t26 d0-3: D(6,4).. */
	0xc4200000, 0x432f0000, 0x42500000, 0xc2c40000, /* t27 d0-3: D(6,6).. */
	0x42440000, 0x43250000, 0x42640000, 0xc2ee0000, /* t28 d0-3: D(7,0).. */
	0x42f80000, 0xc2580000, 0xc3640000, 0xc1400000, /* t29 d0-3: D(7,2).. */
	0xc1c00000, 0x42780000, 0x42740000, 0xc0a00000, /* t30 d0-3: D(7,4).. */
	0x43100000, 0xc38e8000, 0x42a80000, 0xc3928000, /* t31 d0-3: D(7,6).. */
	0x42d20000, 0xc1a00000, 0xc38d8000, 0x43480000, /* t32 d0-3: D(16,0).. */
	0xc31c0000, 0xc38e8000, 0x42fa0000, 0xc1400000, /* t33 d0-3: D(16,2).. */
	0xc26c0000, 0xc29a0000, 0x42b60000, 0xc29c0000, /* t34 d0-3: D(16,4).. */
	0x42a00000, 0xc3140000, 0x42200000, 0x431f0000, /* t35 d0-3: D(16,6).. */
	0x43290000, 0x42de0000, 0x43930000, 0xc1c80000, /* t36 d0-3: D(17,0).. */
	0xc3010000, 0xc1980000, 0xc3120000, 0x42aa0000, /* t37 d0-3: D(17,2).. */
	0xc34d0000, 0xc2080000, 0x42d20000, 0x426c0000, /* t38 d0-3: D(17,4).. */
	0x42700000, 0x41300000, 0x42600000, 0xc2d60000, /* t39 d0-3: D(17,6).. */
	0x41e00000, 0x42300000, 0xc38e8000, 0x42d20000, /* t40 d0-3: D(18,0).. */
	0x42ec0000, 0xc2400000, 0x43590000, 0xc3470000, /* t41 d0-3: D(18,2).. */
	0x43b00000, 0xc38e0000, 0xc35f0000, 0xc2fc0000, /* t42 d0-3: D(18,4).. */
	0x42600000, 0x41880000, 0x42100000, 0x42880000, /* t43 d0-3: D(18,6).. */
	0x42200000, 0x41f00000, 0x43310000, 0xc35c0000, /* t44 d0-3: D(19,0).. */
	0x428c0000, 0x42be0000, 0xc2860000, 0x43b10000, /* t45 d0-3: D(19,2).. */
	0x42960000, 0x420c0000, 0xc1200000, 0x43390000, /* t46 d0-3: D(19,4).. */
	0xc4200000, 0x432f0000, 0x42500000, 0xc2c40000, /* t47 d0-3: D(19,6).. */
	0x42440000, 0x43250000, 0x42640000, 0xc2ee0000, /* t48 d0-3: D(20,0).. */
	0x42f80000, 0xc2580000, 0xc3640000, 0xc1400000, /* t49 d0-3: D(20,2).. */
	0xc1c00000, 0x42780000, 0x42740000, 0xc0a00000, /* t50 d0-3: D(20,4).. */
	0x43100000, 0xc38e8000, 0x42a80000, 0xc3928000, /* t51 d0-3: D(20,6).. */
	0x42200000, 0x41c80000, 0x42d20000, 0xc1a00000, /* t52 d0-3: D(21,0).. */
	0x427c0000, 0xc3370000, 0xc31c0000, 0xc38e8000, /* t53 d0-3: D(21,2).. */
	0x40800000, 0x42640000, 0xc26c0000, 0xc29a0000, /* t54 d0-3: D(21,4).. */
	0x42d00000, 0xc2680000, 0x42a00000, 0xc3140000, /* t55 d0-3: D(21,6).. */
	0x42380000, 0x432b0000, 0x43290000, 0x42de0000, /* t56 d0-3: D(22,0).. */
	0xc2f40000, 0xc3c60000, 0xc3010000, 0xc1980000, /* t57 d0-3: D(22,2).. */
	0x43490000, 0xc32f0000, 0xc34d0000, 0xc2080000, /* t58 d0-3: D(22,4).. */
	0x42980000, 0xc2500000, 0x42700000, 0x41300000, /* t59 d0-3: D(22,6).. */
	0xc3060000, 0x41a00000, 0x41e00000, 0x42300000, /* t60 d0-3: D(23,0).. */
	0xc1300000, 0xc3948000, 0x42ec0000, 0xc2400000, /* t61 d0-3: D(23,2).. */
	0x43c20000, 0xc3a48000, 0x43b00000, 0xc38e0000, /* t62 d0-3: D(23,4).. */
	0x42800000, 0x41a80000, 0x42600000, 0x41880000, /* t63 d0-3: D(23,6).. */
	0x42200000, 0x41f00000, 0x43310000, 0xc35c0000, /* t64 d0-3: D(32,0).. */
	0x428c0000, 0x42be0000, 0xc2860000, 0x43b10000, /* t65 d0-3: D(32,2).. */
	0x42960000, 0x420c0000, 0xc1200000, 0x43390000, /* t66 d0-3: D(32,4).. */
	0xc4200000, 0x432f0000, 0x42500000, 0xc2c40000, /* t67 d0-3: D(32,6).. */
	0x42440000, 0x43250000, 0x42640000, 0xc2ee0000, /* t68 d0-3: D(33,0).. */
	0x42f80000, 0xc2580000, 0xc3640000, 0xc1400000, /* t69 d0-3: D(33,2).. */
	0xc1c00000, 0x42780000, 0x42740000, 0xc0a00000, /* t70 d0-3: D(33,4).. */
	0x43100000, 0xc38e8000, 0x42a80000, 0xc3928000, /* t71 d0-3: D(33,6).. */
	0x42200000, 0x41c80000, 0x42d20000, 0xc1a00000, /* t72 d0-3: D(34,0).. */
	0x427c0000, 0xc3370000, 0xc31c0000, 0xc38e8000, /* t73 d0-3: D(34,2).. */
	0x40800000, 0x42640000, 0xc26c0000, 0xc29a0000, /* t74 d0-3: D(34,4).. */
	0x42d00000, 0xc2680000, 0x42a00000, 0xc3140000, /* t75 d0-3: D(34,6).. */
	0x42380000, 0x432b0000, 0x43290000, 0x42de0000, /* t76 d0-3: D(35,0).. */
	0xc2f40000, 0xc3c60000, 0xc3010000, 0xc1980000, /* t77 d0-3: D(35,2).. */
	0x43490000, 0xc32f0000, 0xc34d0000, 0xc2080000, /* t78 d0-3: D(35,4).. */
	0x42980000, 0xc2500000, 0x42700000, 0x41300000, /* t79 d0-3: D(35,6).. */
	0xc3060000, 0x41a00000, 0x41e00000, 0x42300000, /* t80 d0-3: D(36,0).. */
	0xc1300000, 0xc3948000, 0x42ec0000, 0xc2400000, /* t81 d0-3: D(36,2).. */
	0x43c20000, 0xc3a48000, 0x43b00000, 0xc38e0000, /* t82 d0-3: D(36,4).. */
	0x42800000, 0x41a80000, 0x42600000, 0x41880000, /* t83 d0-3: D(36,6).. */
	0xc38d8000, 0x43480000, 0x42200000, 0x41f00000, /* t84 d0-3: D(37,0).. */
	0x42fa0000, 0xc1400000, 0x428c0000, 0x42be0000, /* t85 d0-3: D(37,2).. */
	0x42b60000, 0xc29c0000, 0x42960000, 0x420c0000, /* t86 d0-3: D(37,4).. */
	0x42200000, 0x431f0000, 0xc4200000, 0x432f0000, /* t87 d0-3: D(37,6).. */
	0x43930000, 0xc1c80000, 0x42440000, 0x43250000, /* t88 d0-3: D(38,0).. */
	0xc3120000, 0x42aa0000, 0x42f80000, 0xc2580000, /* t89 d0-3: D(38,2).. */
	0x42d20000, 0x426c0000, 0xc1c00000, 0x42780000, /* t90 d0-3: D(38,4).. */
	0x42600000, 0xc2d60000, 0x43100000, 0xc38e8000, /* t91 d0-3: D(38,6).. */
	0xc38e8000, 0x42d20000, 0x42200000, 0x41c80000, /* t92 d0-3: D(39,0).. */
	0x43590000, 0xc3470000, 0x427c0000, 0xc3370000, /* t93 d0-3: D(39,2).. */
	0xc35f0000, 0xc2fc0000, 0x40800000, 0x42640000, /* t94 d0-3: D(39,4).. */
	0x42100000, 0x42880000, 0x42d00000, 0xc2680000, /* t95 d0-3: D(39,6).. */
	0x42380000, 0x432b0000, 0x43290000, 0x42de0000, /* t96 d0-3: D(48,0).. */
	0xc2f40000, 0xc3c60000, 0xc3010000, 0xc1980000, /* t97 d0-3: D(48,2).. */
	0x43490000, 0xc32f0000, 0xc34d0000, 0xc2080000, /* t98 d0-3: D(48,4).. */
	0x42980000, 0xc2500000, 0x42700000, 0x41300000, /* t99 d0-3: D(48,6).. */
	0xc3060000, 0x41a00000, 0x41e00000, 0x42300000, /* t100 d0-3: D(49,0).. */
	0xc1300000, 0xc3948000, 0x42ec0000, 0xc2400000, /* t101 d0-3: D(49,2).. */
	0x43c20000, 0xc3a48000, 0x43b00000, 0xc38e0000, /* t102 d0-3: D(49,4).. */
	0x42800000, 0x41a80000, 0x42600000, 0x41880000, /* t103 d0-3: D(49,6).. */
	0xc38d8000, 0x43480000, 0x42200000, 0x41f00000, /* t104 d0-3: D(50,0).. */
	0x42fa0000, 0xc1400000, 0x428c0000, 0x42be0000, /* t105 d0-3: D(50,2).. */
	0x42b60000, 0xc29c0000, 0x42960000, 0x420c0000, /* t106 d0-3: D(50,4).. */
	0x42200000, 0x431f0000, 0xc4200000, 0x432f0000, /* t107 d0-3: D(50,6).. */
	0x43930000, 0xc1c80000, 0x42440000, 0x43250000, /* t108 d0-3: D(51,0).. */
	0xc3120000, 0x42aa0000, 0x42f80000, 0xc2580000, /* t109 d0-3: D(51,2).. */
	0x42d20000, 0x426c0000, 0xc1c00000, 0x42780000, /* t110 d0-3: D(51,4).. */
	0x42600000, 0xc2d60000, 0x43100000, 0xc38e8000, /* t111 d0-3: D(51,6).. */
	0xc38e8000, 0x42d20000, 0x42200000, 0x41c80000, /* t112 d0-3: D(52,0).. */
	0x43590000, 0xc3470000, 0x427c0000, 0xc3370000, /* t113 d0-3: D(52,2).. */
	0xc35f0000, 0xc2fc0000, 0x40800000, 0x42640000, /* t114 d0-3: D(52,4).. */
	0x42100000, 0x42880000, 0x42d00000, 0xc2680000, /* t115 d0-3: D(52,6).. */
	0x43310000, 0xc35c0000, 0x42380000, 0x432b0000, /* t116 d0-3: D(53,0).. */
	0xc2860000, 0x43b10000, 0xc2f40000, 0xc3c60000, /* t117 d0-3: D(53,2).. */
	0xc1200000, 0x43390000, 0x43490000, 0xc32f0000, /* t118 d0-3: D(53,4).. */
	0x42500000, 0xc2c40000, 0x42980000, 0xc2500000, /* t119 d0-3: D(53,6).. */
	0x42640000, 0xc2ee0000, 0xc3060000, 0x41a00000, /* t120 d0-3: D(54,0).. */
	0xc3640000, 0xc1400000, 0xc1300000, 0xc3948000, /* t121 d0-3: D(54,2).. */
	0x42740000, 0xc0a00000, 0x43c20000, 0xc3a48000, /* t122 d0-3: D(54,4).. */
	0x42a80000, 0xc3928000, 0x42800000, 0x41a80000, /* t123 d0-3: D(54,6).. */
	0x42d20000, 0xc1a00000, 0xc38d8000, 0x43480000, /* t124 d0-3: D(55,0).. */
	0xc31c0000, 0xc38e8000, 0x42fa0000, 0xc1400000, /* t125 d0-3: D(55,2).. */
	0xc26c0000, 0xc29a0000, 0x42b60000, 0xc29c0000, /* t126 d0-3: D(55,4).. */
	0x42a00000, 0xc3140000, 0x42200000, 0x431f0000, /* t127 d0-3: D(55,6).. */
	/* test 10 @11264: m64n16k16 .f32.bf16.bf16, A registers, B MN-major 64B, K 32 (2 wgmma), scale-d 1, scale-a 1, scale-b -1 */
	0xc3828000, 0x43080000, 0xc1d80000, 0x43000000, 0xc3960000, 0xc37b0000, 0xc3660000, 0xc34d0000, /* t0 d0-7: D(0,0).. */
	0xc2400000, 0xc1f00000, 0xc3710000, 0xc3750000, 0x42500000, 0x41700000, 0x00000000, 0x41600000, /* t1 d0-7: D(0,2).. */
	0x41c80000, 0xc25c0000, 0xc3ec8000, 0x41b00000, 0xc2f00000, 0xc3868000, 0xc35f0000, 0xc1c00000, /* t2 d0-7: D(0,4).. */
	0x41d00000, 0x43800000, 0x42580000, 0xc3890000, 0x430a0000, 0xc2340000, 0x43020000, 0xc3790000, /* t3 d0-7: D(0,6).. */
	0xc34a0000, 0xc3910000, 0x3f800000, 0x432a0000, 0xc3ae8000, 0x428e0000, 0x43500000, 0xc3750000, /* t4 d0-7: D(1,0).. */
	0x42b00000, 0xc3390000, 0xc3a60000, 0x42a60000, 0xc3770000, 0x41a00000, 0x432b0000, 0xc2960000, /* t5 d0-7: D(1,2).. */
	0x42e20000, 0xc2400000, 0xc2e40000, 0x43500000, 0x42b00000, 0xc3520000, 0xc39d0000, 0x40800000, /* t6 d0-7: D(1,4).. */
	0x42080000, 0x421c0000, 0x42500000, 0x431a0000, 0xc3900000, 0x42b60000, 0x432c0000, 0xc3aa0000, /* t7 d0-7: D(1,6).. */
	0x40000000, 0x43b48000, 0xc29e0000, 0xc2280000, 0xc3210000, 0x43060000, 0x438a8000, 0xc28e0000, /* t8 d0-7: D(2,0).. */
	0xc3910000, 0xc2900000, 0x43968000, 0x432e0000, 0x43b08000, 0xc2840000, 0xc3948000, 0x43c68000, /* t9 d0-7: D(2,2).. */
	0x43878000, 0xc3110000, 0xc36a0000, 0x42e20000, 0xc3250000, 0x40a00000, 0x42180000, 0xc2980000, /* t10 d0-7: D(2,4).. */
	0x41980000, 0x42d40000, 0x42300000, 0xc3350000, 0x43b00000, 0xc38f8000, 0xc2200000, 0x43980000, /* t11 d0-7: D(2,6).. */
	0xc3848000, 0xc2c00000, 0x42700000, 0x42aa0000, 0xc2c40000, 0x42280000, 0x42fc0000, 0xc32a0000, /* t12 d0-7: D(3,0).. */
	0x434e0000, 0xc3650000, 0xc39b0000, 0x41880000, 0xc3900000, 0x42480000, 0x42960000, 0xc3590000, /* t13 d0-7: D(3,2).. */
	0x43000000, 0x431b0000, 0xc3a20000, 0x42960000, 0x42300000, 0xc3830000, 0xc3808000, 0x42500000, /* t14 d0-7: D(3,4).. */
	0x42540000, 0x43460000, 0x42280000, 0xc2c20000, 0xc2bc0000, 0x43460000, 0x42ae0000, 0xc3998000, /* t15 d0-7: D(3,6).. */
	0xc3330000, 0x40800000, 0xc2a40000, 0x42500000, 0xc3c78000, 0xc33e0000, 0x41800000, 0xc1900000, /* t16 d0-7: D(4,0).. */
	0x42480000, 0xc3660000, 0x41b80000, 0xc3850000, 0xc3620000, 0x42940000, 0xc2c40000, 0x430e0000, /* t17 d0-7: D(4,2).. */
	0xc3898000, 0xc3300000, 0xc3b88000, 0x438d8000, 0x3f800000, 0xc3300000, 0xc35d0000, 0xc2b40000, /* t18 d0-7: D(4,4).. */
	0x41e80000, 0xc2440000, 0x42780000, 0xc2e20000, 0x40c00000, 0x42540000, 0x42580000, 0x41d00000, /* t19 d0-7: D(4,6).. */
	0x40000000, 0x433a0000, 0xc3848000, 0x430f0000, 0xc2f20000, 0x42e20000, 0xc3928000, 0xc3740000, /* t20 d0-7: D(5,0).. */
	0x40800000, 0xc2640000, 0xc2500000, 0xc2080000, 0x43560000, 0xc2860000, 0x42400000, 0x41300000, /* t21 d0-7: D(5,2).. */
	0x43890000, 0xc3750000, 0x41a80000, 0xc2400000, 0xc1b80000, 0x40a00000, 0xc2f80000, 0xc3830000, /* t22 d0-7: D(5,4).. */
	0xbf800000, 0x43740000, 0x42040000, 0x437c0000, 0x433c0000, 0x40e00000, 0x43060000, 0xc2440000, /* t23 d0-7: D(5,6).. */
	0x42800000, 0x42480000, 0xc34e0000, 0xc38d8000, 0x42180000, 0x41f00000, 0xc3b08000, 0x429c0000, /* t24 d0-7: D(6,0).. */
	0x42680000, 0x42980000, 0x42be0000, 0xc33d0000, 0x42780000, 0x423c0000, 0xc3700000, 0x41800000, /* t25 d0-7: D(6,2).. */
	0x42a80000, 0xc1d00000, 0x42da0000, 0xc2500000, 0x42a40000, 0x42600000, 0x42a80000, 0xc34b0000, /* t26 d0-7: D(6,4).. */
	0xc3430000, 0x427c0000, 0x42240000, 0x420c0000, 0x42500000, 0x42740000, 0xc38c8000, 0x42ae0000, /* t27 d0-7: D(6,6).. */
	0xc2740000, 0xc22c0000, 0xc0000000, 0x43b28000, 0x434c0000, 0xc2b60000, 0xc3250000, 0x43020000, /* t28 d0-7: D(7,0).. */
	0x43200000, 0x42ae0000, 0xc38d8000, 0xc2820000, 0xc2400000, 0x43530000, 0x43b40000, 0xc28c0000, /* t29 d0-7: D(7,2).. */
	0xc3380000, 0x435a0000, 0x43858000, 0xc3150000, 0xc2100000, 0xc2680000, 0xc3290000, 0x3f800000, /* t30 d0-7: D(7,4).. */
	0x424c0000, 0xc3880000, 0x41700000, 0x42e20000, 0xc2500000, 0x43230000, 0x43b38000, 0xc38c0000, /* t31 d0-7: D(7,6).. */
	0xc3840000, 0xc2be0000, 0x42480000, 0x42ac0000, 0xc2c20000, 0x422c0000, 0x42fe0000, 0xc3290000, /* t32 d0-7: D(16,0).. */
	0x434f0000, 0xc3640000, 0xc39a8000, 0x41900000, 0xc3950000, 0x424c0000, 0x42980000, 0xc3580000, /* t33 d0-7: D(16,2).. */
	0x43010000, 0x431c0000, 0xc3a18000, 0x42980000, 0x42340000, 0xc3828000, 0xc3858000, 0x42540000, /* t34 d0-7: D(16,4).. */
	0x42580000, 0x43470000, 0x422c0000, 0xc2c00000, 0xc2ba0000, 0x43470000, 0x42b00000, 0xc3990000, /* t35 d0-7: D(16,6).. */
	0xc3320000, 0x40a00000, 0xc2a20000, 0x42540000, 0xc3c70000, 0xc33d0000, 0x41880000, 0xc1880000, /* t36 d0-7: D(17,0).. */
	0x424c0000, 0xc3700000, 0x41c00000, 0xc3848000, 0xc3610000, 0x42960000, 0xc2c20000, 0x430f0000, /* t37 d0-7: D(17,2).. */
	0xc3890000, 0xc32f0000, 0xc3b80000, 0x43888000, 0x40000000, 0xc32f0000, 0xc35c0000, 0xc2b20000, /* t38 d0-7: D(17,4).. */
	0x41f00000, 0xc2400000, 0x427c0000, 0xc2e00000, 0x40e00000, 0x422c0000, 0x425c0000, 0x41d80000, /* t39 d0-7: D(17,6).. */
	0x40400000, 0x433b0000, 0xc3840000, 0x43100000, 0xc2f00000, 0x42e40000, 0xc3920000, 0xc37e0000, /* t40 d0-7: D(18,0).. */
	0x40a00000, 0xc2600000, 0xc24c0000, 0xc2040000, 0x43570000, 0xc2840000, 0x42440000, 0x41400000, /* t41 d0-7: D(18,2).. */
	0x43840000, 0xc3740000, 0x41b00000, 0xc23c0000, 0xc1b00000, 0x40c00000, 0xc2f60000, 0xc3828000, /* t42 d0-7: D(18,4).. */
	0x00000000, 0x43750000, 0x41b80000, 0x437d0000, 0x433d0000, 0x41000000, 0x43070000, 0xc2400000, /* t43 d0-7: D(18,6).. */
	0x42820000, 0x424c0000, 0xc34d0000, 0xc38d0000, 0x41e00000, 0x41f80000, 0xc3b00000, 0x429e0000, /* t44 d0-7: D(19,0).. */
	0x426c0000, 0x429a0000, 0x42c00000, 0xc33c0000, 0x427c0000, 0x42400000, 0xc37a0000, 0x41880000, /* t45 d0-7: D(19,2).. */
	0x42aa0000, 0xc1c80000, 0x42dc0000, 0xc24c0000, 0x42a60000, 0x42640000, 0x42aa0000, 0xc34a0000, /* t46 d0-7: D(19,4).. */
	0xc3420000, 0x42800000, 0x42280000, 0x42100000, 0x42540000, 0x42780000, 0xc38c0000, 0x42b00000, /* t47 d0-7: D(19,6).. */
	0xc2700000, 0xc2540000, 0xbf800000, 0x43b30000, 0x434d0000, 0xc2b40000, 0xc3240000, 0x43030000, /* t48 d0-7: D(20,0).. */
	0x43210000, 0x42b00000, 0xc38d0000, 0xc2960000, 0xc23c0000, 0x43540000, 0x43b48000, 0xc28a0000, /* t49 d0-7: D(20,2).. */
	0xc3370000, 0x435b0000, 0x43860000, 0xc3140000, 0xc20c0000, 0xc2880000, 0xc3280000, 0x40000000, /* t50 d0-7: D(20,4).. */
	0x42500000, 0xc3878000, 0x41800000, 0x42e40000, 0xc24c0000, 0x43240000, 0x43b40000, 0xc3910000, /* t51 d0-7: D(20,6).. */
	0xc1d00000, 0x43010000, 0xc3860000, 0xc2c60000, 0xc3650000, 0xc34c0000, 0xc2ca0000, 0x421c0000, /* t52 d0-7: D(21,0).. */
	0xc37b0000, 0xc3740000, 0x434b0000, 0xc35d0000, 0x3f800000, 0x41700000, 0xc3918000, 0x42680000, /* t53 d0-7: D(21,2).. */
	0xc3ec0000, 0x41b80000, 0x42fa0000, 0x43180000, 0xc35e0000, 0xc1b80000, 0x42240000, 0xc3848000, /* t54 d0-7: D(21,4).. */
	0x425c0000, 0xc3888000, 0x42480000, 0x434e0000, 0x42f00000, 0xc3780000, 0xc2c20000, 0x434e0000, /* t55 d0-7: D(21,6).. */
	0x40000000, 0x432b0000, 0xc32b0000, 0x3f800000, 0x43510000, 0xc3740000, 0xc3c90000, 0xc3410000, /* t56 d0-7: D(22,0).. */
	0xc3a58000, 0x42a80000, 0x423c0000, 0xc3690000, 0x432c0000, 0xc2940000, 0xc3650000, 0x42a40000, /* t57 d0-7: D(22,2).. */
	0xc2e20000, 0x43510000, 0xc3858000, 0xc3330000, 0xc39c8000, 0x40a00000, 0x41100000, 0xc3330000, /* t58 d0-7: D(22,4).. */
	0x42540000, 0x43100000, 0x41d00000, 0xc2500000, 0x432d0000, 0xc3a98000, 0x40400000, 0x42480000, /* t59 d0-7: D(22,6).. */
	0xc29c0000, 0xc2240000, 0x41200000, 0x43370000, 0x438b0000, 0xc28c0000, 0xc2e20000, 0x42dc0000, /* t60 d0-7: D(23,0).. */
	0x43970000, 0x432f0000, 0x3f800000, 0xc2700000, 0xc3940000, 0x43c18000, 0x43530000, 0xc28c0000, /* t61 d0-7: D(23,2).. */
	0xc3690000, 0x42e40000, 0x43878000, 0xc36d0000, 0x421c0000, 0xc2960000, 0xc1700000, 0x40000000, /* t62 d0-7: D(23,4).. */
	0x42340000, 0xc3340000, 0xc0800000, 0x43710000, 0xc21c0000, 0x43988000, 0x43390000, 0x40800000, /* t63 d0-7: D(23,6).. */
	0x425c0000, 0x42500000, 0xc34c0000, 0xc38c8000, 0x41e80000, 0x42000000, 0xc3af8000, 0x42a00000, /* t64 d0-7: D(32,0).. */
	0x42700000, 0x429c0000, 0x42ac0000, 0xc33b0000, 0x42800000, 0x42440000, 0xc3790000, 0x41900000, /* t65 d0-7: D(32,2).. */
	0x42ac0000, 0xc1c00000, 0x42de0000, 0xc2480000, 0x42920000, 0x42680000, 0x42ac0000, 0xc3490000, /* t66 d0-7: D(32,4).. */
	0xc3410000, 0x42820000, 0x422c0000, 0x42140000, 0x42580000, 0x427c0000, 0xc3910000, 0x42b20000, /* t67 d0-7: D(32,6).. */
	0xc26c0000, 0xc2500000, 0x00000000, 0x43b38000, 0x434e0000, 0xc2b20000, 0xc3230000, 0x43040000, /* t68 d0-7: D(33,0).. */
	0x43220000, 0x42b20000, 0xc38c8000, 0xc2940000, 0xc2380000, 0x43550000, 0x43b50000, 0xc2880000, /* t69 d0-7: D(33,2).. */
	0xc3360000, 0x43510000, 0x43868000, 0xc3130000, 0xc2080000, 0xc2860000, 0xc3270000, 0x40400000, /* t70 d0-7: D(33,4).. */
	0x42540000, 0xc3870000, 0x41880000, 0x42d00000, 0xc2480000, 0x43250000, 0x43b48000, 0xc3908000, /* t71 d0-7: D(33,6).. */
	0xc1c80000, 0x43020000, 0xc3858000, 0xc2c40000, 0xc3640000, 0xc3560000, 0xc2c80000, 0x42200000, /* t72 d0-7: D(34,0).. */
	0xc37a0000, 0xc3730000, 0x434c0000, 0xc35c0000, 0x40000000, 0x41800000, 0xc3910000, 0x42400000, /* t73 d0-7: D(34,2).. */
	0xc3eb8000, 0x41c00000, 0x42fc0000, 0x43190000, 0xc35d0000, 0xc1b00000, 0x42280000, 0xc3840000, /* t74 d0-7: D(34,4).. */
	0x42340000, 0xc3880000, 0x424c0000, 0x434f0000, 0x42f20000, 0xc3770000, 0xc2c00000, 0x434f0000, /* t75 d0-7: D(34,6).. */
	0x40400000, 0x432c0000, 0xc3350000, 0x40000000, 0x43520000, 0xc3730000, 0xc3c88000, 0xc3400000, /* t76 d0-7: D(35,0).. */
	0xc3a50000, 0x42aa0000, 0x42400000, 0xc3680000, 0x43220000, 0xc2920000, 0xc3640000, 0x42a60000, /* t77 d0-7: D(35,2).. */
	0xc2e00000, 0x43520000, 0xc3850000, 0xc3320000, 0xc39c0000, 0x40c00000, 0xbf800000, 0xc3320000, /* t78 d0-7: D(35,4).. */
	0x42580000, 0x43110000, 0x41d80000, 0xc24c0000, 0x432e0000, 0xc3a90000, 0x40800000, 0x424c0000, /* t79 d0-7: D(35,6).. */
	0xc29a0000, 0xc2200000, 0x41300000, 0x43380000, 0x438b8000, 0xc28a0000, 0xc2e00000, 0x42de0000, /* t80 d0-7: D(36,0).. */
	0x43978000, 0x43250000, 0x40000000, 0xc26c0000, 0xc3938000, 0x43c20000, 0x43540000, 0xc28a0000, /* t81 d0-7: D(36,2).. */
	0xc3680000, 0x42e60000, 0x43880000, 0xc3770000, 0x42200000, 0xc2940000, 0xc1600000, 0x40400000, /* t82 d0-7: D(36,4).. */
	0x42380000, 0xc3330000, 0xc0400000, 0x43720000, 0xc2180000, 0x43938000, 0x433a0000, 0x40a00000, /* t83 d0-7: D(36,6).. */
	0x424c0000, 0x42ae0000, 0x42780000, 0x426c0000, 0x43000000, 0xc3280000, 0x42100000, 0x41e00000, /* t84 d0-7: D(37,0).. */
	0xc39a0000, 0x41980000, 0x42600000, 0x42940000, 0x429a0000, 0xc3570000, 0x42700000, 0x42340000, /* t85 d0-7: D(37,2).. */
	0xc3a68000, 0x429a0000, 0x42a40000, 0xc1880000, 0xc3850000, 0x42580000, 0x42a00000, 0x42820000, /* t86 d0-7: D(37,4).. */
	0x42300000, 0xc2be0000, 0xc3450000, 0x42740000, 0x42b20000, 0xc3988000, 0x42480000, 0x426c0000, /* t87 d0-7: D(37,6).. */
	0xc2a00000, 0x42580000, 0xc27c0000, 0xc2340000, 0x40e00000, 0xc1800000, 0x434a0000, 0xc2a40000, /* t88 d0-7: D(38,0).. */
	0x41c80000, 0xc3840000, 0x43290000, 0x42aa0000, 0xc2c00000, 0x43100000, 0xc2480000, 0x43510000, /* t89 d0-7: D(38,2).. */
	0xc3b78000, 0x43890000, 0xc33a0000, 0x43580000, 0xc35b0000, 0xc2b00000, 0xc2180000, 0xc2700000, /* t90 d0-7: D(38,4).. */
	0x42800000, 0xc2de0000, 0x42700000, 0xc3890000, 0x42600000, 0x41e00000, 0xc22c0000, 0x43210000, /* t91 d0-7: D(38,6).. */
	0xc3838000, 0x43060000, 0xc1e80000, 0x42fc0000, 0xc3918000, 0xc37d0000, 0xc3680000, 0xc34f0000, /* t92 d0-7: D(39,0).. */
	0xc2480000, 0xc2000000, 0xc3730000, 0xc3770000, 0x42480000, 0x41500000, 0x41100000, 0x41400000, /* t93 d0-7: D(39,2).. */
	0x41b80000, 0xc2380000, 0xc3ed8000, 0x41a00000, 0xc2f40000, 0xc3878000, 0xc3610000, 0xc1d00000, /* t94 d0-7: D(39,4).. */
	0x41c00000, 0x437e0000, 0x42500000, 0xc3848000, 0x43080000, 0xc23c0000, 0x43000000, 0xc37b0000, /* t95 d0-7: D(39,6).. */
	0x40800000, 0x432d0000, 0xc3340000, 0x40400000, 0x43530000, 0xc3720000, 0xc3c80000, 0xc33f0000, /* t96 d0-7: D(48,0).. */
	0xc3aa0000, 0x42ac0000, 0x42440000, 0xc3670000, 0x43230000, 0xc2900000, 0xc3630000, 0x42a80000, /* t97 d0-7: D(48,2).. */
	0xc2de0000, 0x43530000, 0xc38a0000, 0xc3310000, 0xc39b8000, 0x40e00000, 0x00000000, 0xc3310000, /* t98 d0-7: D(48,4).. */
	0x425c0000, 0x43120000, 0x41e00000, 0xc2480000, 0x43240000, 0xc3a88000, 0x40a00000, 0x42500000, /* t99 d0-7: D(48,6).. */
	0xc2980000, 0xc21c0000, 0x41400000, 0x43390000, 0x438c0000, 0xc2880000, 0xc2f40000, 0x42e00000, /* t100 d0-7: D(49,0).. */
	0x43980000, 0x43260000, 0x40400000, 0xc2680000, 0xc3930000, 0x43c28000, 0x43550000, 0xc2880000, /* t101 d0-7: D(49,2).. */
	0xc3670000, 0x42e80000, 0x43888000, 0xc3760000, 0x42240000, 0xc2920000, 0xc1500000, 0x40800000, /* t102 d0-7: D(49,4).. */
	0x423c0000, 0xc33d0000, 0xc0000000, 0x43730000, 0xc2140000, 0x43940000, 0x433b0000, 0x40c00000, /* t103 d0-7: D(49,6).. */
	0x42500000, 0x42b00000, 0x427c0000, 0x42440000, 0x43010000, 0xc3270000, 0x42140000, 0x41e80000, /* t104 d0-7: D(50,0).. */
	0xc3998000, 0x41a00000, 0x42640000, 0x42960000, 0x429c0000, 0xc3610000, 0x42740000, 0x42380000, /* t105 d0-7: D(50,2).. */
	0xc3a60000, 0x429c0000, 0x42a60000, 0xc1800000, 0xc3848000, 0x425c0000, 0x42a20000, 0x425c0000, /* t106 d0-7: D(50,4).. */
	0x42340000, 0xc2bc0000, 0xc3440000, 0x42780000, 0x42b40000, 0xc3980000, 0x424c0000, 0x42700000, /* t107 d0-7: D(50,6).. */
	0xc2b40000, 0x425c0000, 0xc2780000, 0xc2300000, 0x41000000, 0xc1700000, 0x434b0000, 0xc2a20000, /* t108 d0-7: D(51,0).. */
	0x41d00000, 0xc3838000, 0x431f0000, 0x42ac0000, 0xc2be0000, 0x43110000, 0xc2440000, 0x43520000, /* t109 d0-7: D(51,2).. */
	0xc3b70000, 0x43898000, 0xc3390000, 0x43590000, 0xc3650000, 0xc2ae0000, 0xc2140000, 0xc26c0000, /* t110 d0-7: D(51,4).. */
	0x42820000, 0xc2dc0000, 0x42740000, 0xc3888000, 0x42640000, 0x41e80000, 0xc2540000, 0x43220000, /* t111 d0-7: D(51,6).. */
	0xc3830000, 0x43070000, 0xc1e00000, 0x42fe0000, 0xc3910000, 0xc37c0000, 0xc3670000, 0xc34e0000, /* t112 d0-7: D(52,0).. */
	0xc2440000, 0xc1f80000, 0xc3720000, 0xc3760000, 0x424c0000, 0x41600000, 0x41200000, 0x41500000, /* t113 d0-7: D(52,2).. */
	0x41c00000, 0xc2600000, 0xc3ed0000, 0x41a80000, 0xc2f20000, 0xc3870000, 0xc3600000, 0xc1c80000, /* t114 d0-7: D(52,4).. */
	0x41c80000, 0x437f0000, 0x42540000, 0xc3898000, 0x43090000, 0xc2380000, 0x43010000, 0xc37a0000, /* t115 d0-7: D(52,6).. */
	0xc34b0000, 0xc38c0000, 0x00000000, 0x43290000, 0xc3af0000, 0x428c0000, 0x434f0000, 0xc3760000, /* t116 d0-7: D(53,0).. */
	0x42ae0000, 0xc33a0000, 0xc3a68000, 0x42ba0000, 0xc3780000, 0x41980000, 0x432a0000, 0xc2980000, /* t117 d0-7: D(53,2).. */
	0x42e00000, 0xc2440000, 0xc2e60000, 0x434f0000, 0x42ae0000, 0xc3480000, 0xc39d8000, 0x40400000, /* t118 d0-7: D(53,4).. */
	0x42040000, 0x42180000, 0x424c0000, 0x43190000, 0xc3908000, 0x42b40000, 0x432b0000, 0xc3a50000, /* t119 d0-7: D(53,6).. */
	0x3f800000, 0x43b40000, 0xc2a00000, 0xc22c0000, 0xc3220000, 0x43050000, 0x438a0000, 0xc2900000, /* t120 d0-7: D(54,0).. */
	0xc38c0000, 0xc2920000, 0x43960000, 0x432d0000, 0x43b00000, 0xc2860000, 0xc3950000, 0x43c60000, /* t121 d0-7: D(54,2).. */
	0x43870000, 0xc3120000, 0xc3600000, 0x42e00000, 0xc3260000, 0x40800000, 0x42140000, 0xc29a0000, /* t122 d0-7: D(54,4).. */
	0x41900000, 0x42d20000, 0x422c0000, 0xc3360000, 0x43b50000, 0xc3900000, 0xc2240000, 0x43978000, /* t123 d0-7: D(54,6).. */
	0xc3850000, 0xc2c20000, 0x426c0000, 0x42a80000, 0xc2c60000, 0x42240000, 0x43080000, 0xc32b0000, /* t124 d0-7: D(55,0).. */
	0x434d0000, 0xc3660000, 0xc39b8000, 0x41800000, 0xc3908000, 0x42440000, 0x42940000, 0xc35a0000, /* t125 d0-7: D(55,2).. */
	0x42fe0000, 0x431a0000, 0xc3a28000, 0x42940000, 0x422c0000, 0xc3838000, 0xc3810000, 0x424c0000, /* t126 d0-7: D(55,4).. */
	0x42500000, 0x43500000, 0x42240000, 0xc2c40000, 0xc2be0000, 0x43450000, 0x42ac0000, 0xc39a0000, /* t127 d0-7: D(55,6).. */
	/* test 11 @12288: m64n32k16 .f32.f16.f16, A K-major 64B, B MN-major 64B, K 32 (2 wgmma), scale-d 0, scale-a -1, scale-b -1 */
	0x43600000, 0x43880000, 0xc1b00000, 0x43190000, 0xc2340000, 0x41200000, 0x43590000, 0x431b0000, /* t0 d0-7: D(0,0).. */
	0xc2040000, 0x42300000, 0x42fa0000, 0xc2440000, 0x433c0000, 0x41500000, 0xc27c0000, 0x41e00000, /* t0 d8-15: D(0,16).. */
	0xc3020000, 0xc2040000, 0x41800000, 0x42fa0000, 0xc3340000, 0x433c0000, 0x42040000, 0xc27c0000, /* t1 d0-7: D(0,2).. */
	0xc3430000, 0x43670000, 0x429e0000, 0x42ee0000, 0x43600000, 0x43880000, 0xc1b00000, 0x43190000, /* t1 d8-15: D(0,18).. */
	0x42300000, 0xc3430000, 0xc2440000, 0x429e0000, 0x41500000, 0x43600000, 0x41e00000, 0xc1b00000, /* t2 d0-7: D(0,4).. */
	0xc37c0000, 0xc2340000, 0x433e0000, 0x43590000, 0xc3020000, 0xc2040000, 0x41800000, 0x42fa0000, /* t2 d8-15: D(0,20).. */
	0x43670000, 0xc37c0000, 0x42ee0000, 0x433e0000, 0x43880000, 0xc3020000, 0x43190000, 0x41800000, /* t3 d0-7: D(0,6).. */
	0x41200000, 0xc3340000, 0x431b0000, 0x42040000, 0x42300000, 0xc3430000, 0xc2440000, 0x429e0000, /* t3 d8-15: D(0,22).. */
	0xc2040000, 0x438c0000, 0x421c0000, 0x43980000, 0xc2500000, 0x425c0000, 0xc1e80000, 0x43690000, /* t4 d0-7: D(1,0).. */
	0xc2500000, 0xc1900000, 0xc38e0000, 0xc2640000, 0x43d68000, 0xc1a80000, 0xc3bc8000, 0x43090000, /* t4 d8-15: D(1,16).. */
	0x41f80000, 0xc2500000, 0xc2780000, 0xc38e0000, 0x424c0000, 0x43d68000, 0x41880000, 0xc3bc8000, /* t5 d0-7: D(1,2).. */
	0xc3440000, 0x42fc0000, 0xc2080000, 0x42ee0000, 0xc2040000, 0x438c0000, 0x421c0000, 0x43980000, /* t5 d8-15: D(1,18).. */
	0xc1900000, 0xc3440000, 0xc2640000, 0xc2080000, 0xc1a80000, 0xc2040000, 0x43090000, 0x421c0000, /* t6 d0-7: D(1,4).. */
	0xc3630000, 0xc2500000, 0x42be0000, 0xc1e80000, 0x41f80000, 0xc2500000, 0xc2780000, 0xc38e0000, /* t6 d8-15: D(1,20).. */
	0x42fc0000, 0xc3630000, 0x42ee0000, 0x42be0000, 0x438c0000, 0x41f80000, 0x43980000, 0xc2780000, /* t7 d0-7: D(1,6).. */
	0x425c0000, 0x424c0000, 0x43690000, 0x41880000, 0xc1900000, 0xc3440000, 0xc2640000, 0xc2080000, /* t7 d8-15: D(1,22).. */
	0x43900000, 0x435c0000, 0xc1c00000, 0x43560000, 0xc2240000, 0xc3320000, 0xc3700000, 0xc0c00000, /* t8 d0-7: D(2,0).. */
	0xc2300000, 0xc3820000, 0xc36d0000, 0xc27c0000, 0x43170000, 0xc0a00000, 0x42dc0000, 0x43670000, /* t8 d8-15: D(2,16).. */
	0x43650000, 0xc2300000, 0x436b0000, 0xc36d0000, 0x43860000, 0x43170000, 0x43640000, 0x42dc0000, /* t9 d0-7: D(2,2).. */
	0xc33d0000, 0x43360000, 0xc33f0000, 0x42c40000, 0x43900000, 0x435c0000, 0xc1c00000, 0x43560000, /* t9 d8-15: D(2,18).. */
	0xc3820000, 0xc33d0000, 0xc27c0000, 0xc33f0000, 0xc0a00000, 0x43900000, 0x43670000, 0xc1c00000, /* t10 d0-7: D(2,4).. */
	0xc32e0000, 0xc2240000, 0xc3340000, 0xc3700000, 0x43650000, 0xc2300000, 0x436b0000, 0xc36d0000, /* t10 d8-15: D(2,20).. */
	0x43360000, 0xc32e0000, 0x42c40000, 0xc3340000, 0x435c0000, 0x43650000, 0x43560000, 0x436b0000, /* t11 d0-7: D(2,6).. */
	0xc3320000, 0x43860000, 0xc0c00000, 0x43640000, 0xc3820000, 0xc33d0000, 0xc27c0000, 0xc33f0000, /* t11 d8-15: D(2,22).. */
	0x42920000, 0xc3c20000, 0xc2380000, 0x43ea0000, 0x3f800000, 0xc34d0000, 0x41a80000, 0xc2680000, /* t12 d0-7: D(3,0).. */
	0x439c0000, 0x41e80000, 0xc0400000, 0xc26c0000, 0x43928000, 0xc1c80000, 0x43730000, 0x42000000, /* t12 d8-15: D(3,16).. */
	0xc2480000, 0x439c0000, 0x42600000, 0xc0400000, 0xc3010000, 0x43928000, 0x41c00000, 0x43730000, /* t13 d0-7: D(3,2).. */
	0x42ec0000, 0x429a0000, 0xc33e0000, 0x43440000, 0x42920000, 0xc3c20000, 0xc2380000, 0x43ea0000, /* t13 d8-15: D(3,18).. */
	0x41e80000, 0x42ec0000, 0xc26c0000, 0xc33e0000, 0xc1c80000, 0x42920000, 0x42000000, 0xc2380000, /* t14 d0-7: D(3,4).. */
	0xc1300000, 0x3f800000, 0xc3040000, 0x41a80000, 0xc2480000, 0x439c0000, 0x42600000, 0xc0400000, /* t14 d8-15: D(3,20).. */
	0x429a0000, 0xc1300000, 0x43440000, 0xc3040000, 0xc3c20000, 0xc2480000, 0x43ea0000, 0x42600000, /* t15 d0-7: D(3,6).. */
	0xc34d0000, 0xc3010000, 0xc2680000, 0x41c00000, 0x41e80000, 0x42ec0000, 0xc26c0000, 0xc33e0000, /* t15 d8-15: D(3,22).. */
	0xc1100000, 0xc3170000, 0xc22c0000, 0x43700000, 0xc2b80000, 0x430f0000, 0x42640000, 0xc1b00000, /* t16 d0-7: D(4,0).. */
	0x43540000, 0x438c8000, 0xc1f80000, 0xc28a0000, 0x432a0000, 0xc2840000, 0x436e0000, 0x436d0000, /* t16 d8-15: D(4,16).. */
	0x42820000, 0x43540000, 0xc33b0000, 0xc1f80000, 0xc2440000, 0x432a0000, 0xc31a0000, 0x436e0000, /* t17 d0-7: D(4,2).. */
	0x433f0000, 0x42b60000, 0xc3808000, 0x43050000, 0xc1100000, 0xc3170000, 0xc22c0000, 0x43700000, /* t17 d8-15: D(4,18).. */
	0x438c8000, 0x433f0000, 0xc28a0000, 0xc3808000, 0xc2840000, 0xc1100000, 0x436d0000, 0xc22c0000, /* t18 d0-7: D(4,4).. */
	0x41b00000, 0xc2b80000, 0xc3320000, 0x42640000, 0x42820000, 0x43540000, 0xc33b0000, 0xc1f80000, /* t18 d8-15: D(4,20).. */
	0x42b60000, 0x41b00000, 0x43050000, 0xc3320000, 0xc3170000, 0x42820000, 0x43700000, 0xc33b0000, /* t19 d0-7: D(4,6).. */
	0x430f0000, 0xc2440000, 0xc1b00000, 0xc31a0000, 0x438c8000, 0x433f0000, 0xc28a0000, 0xc3808000, /* t19 d8-15: D(4,22).. */
	0x43000000, 0x42f60000, 0x43600000, 0x43880000, 0x427c0000, 0xc3180000, 0xc2340000, 0x41200000, /* t20 d0-7: D(5,0).. */
	0xc32b0000, 0xc32d0000, 0xc2040000, 0x42300000, 0xc2fa0000, 0x434a0000, 0x433c0000, 0x41500000, /* t20 d8-15: D(5,16).. */
	0x42700000, 0xc32b0000, 0xc3020000, 0xc2040000, 0x436a0000, 0xc2fa0000, 0xc3340000, 0x433c0000, /* t21 d0-7: D(5,2).. */
	0x43780000, 0x42280000, 0xc3430000, 0x43670000, 0x43000000, 0x42f60000, 0x43600000, 0x43880000, /* t21 d8-15: D(5,18).. */
	0xc32d0000, 0x43780000, 0x42300000, 0xc3430000, 0x434a0000, 0x43000000, 0x41500000, 0x43600000, /* t22 d0-7: D(5,4).. */
	0x43bf8000, 0x427c0000, 0xc37c0000, 0xc2340000, 0x42700000, 0xc32b0000, 0xc3020000, 0xc2040000, /* t22 d8-15: D(5,20).. */
	0x42280000, 0x43bf8000, 0x43670000, 0xc37c0000, 0x42f60000, 0x42700000, 0x43880000, 0xc3020000, /* t23 d0-7: D(5,6).. */
	0xc3180000, 0x436a0000, 0x41200000, 0xc3340000, 0xc32d0000, 0x43780000, 0x42300000, 0xc3430000, /* t23 d8-15: D(5,22).. */
	0xc1d00000, 0xc1c00000, 0xc2040000, 0x438c0000, 0xc1880000, 0xc1880000, 0xc2500000, 0x425c0000, /* t24 d0-7: D(6,0).. */
	0xc1880000, 0xc1d00000, 0xc2500000, 0xc1900000, 0xc1600000, 0xc0a00000, 0x43d68000, 0xc1a80000, /* t24 d8-15: D(6,16).. */
	0xc1400000, 0xc1880000, 0x41f80000, 0xc2500000, 0xc0e00000, 0xc1600000, 0x424c0000, 0x43d68000, /* t25 d0-7: D(6,2).. */
	0xc1400000, 0xc3600000, 0xc3440000, 0x42fc0000, 0xc1d00000, 0xc1c00000, 0xc2040000, 0x438c0000, /* t25 d8-15: D(6,18).. */
	0xc1d00000, 0xc1400000, 0xc1900000, 0xc3440000, 0xc0a00000, 0xc1d00000, 0xc1a80000, 0xc2040000, /* t26 d0-7: D(6,4).. */
	0xc0e00000, 0xc1880000, 0xc3630000, 0xc2500000, 0xc1400000, 0xc1880000, 0x41f80000, 0xc2500000, /* t26 d8-15: D(6,20).. */
	0xc3600000, 0xc0e00000, 0x42fc0000, 0xc3630000, 0xc1c00000, 0xc1400000, 0x438c0000, 0x41f80000, /* t27 d0-7: D(6,6).. */
	0xc1880000, 0xc0e00000, 0x425c0000, 0x424c0000, 0xc1d00000, 0xc1400000, 0xc1900000, 0xc3440000, /* t27 d8-15: D(6,22).. */
	0x432f0000, 0xc25c0000, 0x43900000, 0x435c0000, 0xc2ba0000, 0xc3110000, 0xc2240000, 0xc3320000, /* t28 d0-7: D(7,0).. */
	0xc2860000, 0x42340000, 0xc2300000, 0xc3820000, 0x42b00000, 0x431f0000, 0x43170000, 0xc0a00000, /* t28 d8-15: D(7,16).. */
	0x435d0000, 0xc2860000, 0x43650000, 0xc2300000, 0x420c0000, 0x42b00000, 0x43860000, 0x43170000, /* t29 d0-7: D(7,2).. */
	0x43ba0000, 0x42c40000, 0xc33d0000, 0x43360000, 0x432f0000, 0xc25c0000, 0x43900000, 0x435c0000, /* t29 d8-15: D(7,18).. */
	0x42340000, 0x43ba0000, 0xc3820000, 0xc33d0000, 0x431f0000, 0x432f0000, 0xc0a00000, 0x43900000, /* t30 d0-7: D(7,4).. */
	0x438e0000, 0xc2ba0000, 0xc32e0000, 0xc2240000, 0x435d0000, 0xc2860000, 0x43650000, 0xc2300000, /* t30 d8-15: D(7,20).. */
	0x42c40000, 0x438e0000, 0x43360000, 0xc32e0000, 0xc25c0000, 0x435d0000, 0x435c0000, 0x43650000, /* t31 d0-7: D(7,6).. */
	0xc3110000, 0x420c0000, 0xc3320000, 0x43860000, 0x42340000, 0x43ba0000, 0xc3820000, 0xc33d0000, /* t31 d8-15: D(7,22).. */
	0x42920000, 0xc3c20000, 0xc2380000, 0x43ea0000, 0x3f800000, 0xc34d0000, 0x41a80000, 0xc2680000, /* t32 d0-7: D(16,0).. */
	0x439c0000, 0x41e80000, 0xc0400000, 0xc26c0000, 0x43928000, 0xc1c80000, 0x43730000, 0x42000000, /* t32 d8-15: D(16,16).. */
	0xc2480000, 0x439c0000, 0x42600000, 0xc0400000, 0xc3010000, 0x43928000, 0x41c00000, 0x43730000, /* t33 d0-7: D(16,2).. */
	0x42ec0000, 0x429a0000, 0xc33e0000, 0x43440000, 0x42920000, 0xc3c20000, 0xc2380000, 0x43ea0000, /* t33 d8-15: D(16,18).. */
	0x41e80000, 0x42ec0000, 0xc26c0000, 0xc33e0000, 0xc1c80000, 0x42920000, 0x42000000, 0xc2380000, /* t34 d0-7: D(16,4).. */
	0xc1300000, 0x3f800000, 0xc3040000, 0x41a80000, 0xc2480000, 0x439c0000, 0x42600000, 0xc0400000, /* t34 d8-15: D(16,20).. */
	0x429a0000, 0xc1300000, 0x43440000, 0xc3040000, 0xc3c20000, 0xc2480000, 0x43ea0000, 0x42600000, /* t35 d0-7: D(16,6).. */
	0xc34d0000, 0xc3010000, 0xc2680000, 0x41c00000, 0x41e80000, 0x42ec0000, 0xc26c0000, 0xc33e0000, /* t35 d8-15: D(16,22).. */
	0xc1100000, 0xc3170000, 0xc22c0000, 0x43700000, 0xc2b80000, 0x430f0000, 0x42640000, 0xc1b00000, /* t36 d0-7: D(17,0).. */
	0x43540000, 0x438c8000, 0xc1f80000, 0xc28a0000, 0x432a0000, 0xc2840000, 0x436e0000, 0x436d0000, /* t36 d8-15: D(17,16).. */
	0x42820000, 0x43540000, 0xc33b0000, 0xc1f80000, 0xc2440000, 0x432a0000, 0xc31a0000, 0x436e0000, /* t37 d0-7: D(17,2).. */
	0x433f0000, 0x42b60000, 0xc3808000, 0x43050000, 0xc1100000, 0xc3170000, 0xc22c0000, 0x43700000, /* t37 d8-15: D(17,18).. */
	0x438c8000, 0x433f0000, 0xc28a0000, 0xc3808000, 0xc2840000, 0xc1100000, 0x436d0000, 0xc22c0000, /* t38 d0-7: D(17,4).. */
	0x41b00000, 0xc2b80000, 0xc3320000, 0x42640000, 0x42820000, 0x43540000, 0xc33b0000, 0xc1f80000, /* t38 d8-15: D(17,20).. */
	0x42b60000, 0x41b00000, 0x43050000, 0xc3320000, 0xc3170000, 0x42820000, 0x43700000, 0xc33b0000, /* t39 d0-7: D(17,6).. */
	0x430f0000, 0xc2440000, 0xc1b00000, 0xc31a0000, 0x438c8000, 0x433f0000, 0xc28a0000, 0xc3808000, /* t39 d8-15: D(17,22).. */
	0x43000000, 0x42f60000, 0x43600000, 0x43880000, 0x427c0000, 0xc3180000, 0xc2340000, 0x41200000, /* t40 d0-7: D(18,0).. */
	0xc32b0000, 0xc32d0000, 0xc2040000, 0x42300000, 0xc2fa0000, 0x434a0000, 0x433c0000, 0x41500000, /* t40 d8-15: D(18,16).. */
	0x42700000, 0xc32b0000, 0xc3020000, 0xc2040000, 0x436a0000, 0xc2fa0000, 0xc3340000, 0x433c0000, /* t41 d0-7: D(18,2).. */
	0x43780000, 0x42280000, 0xc3430000, 0x43670000, 0x43000000, 0x42f60000, 0x43600000, 0x43880000, /* t41 d8-15: D(18,18).. */
	0xc32d0000, 0x43780000, 0x42300000, 0xc3430000, 0x434a0000, 0x43000000, 0x41500000, 0x43600000, /* t42 d0-7: D(18,4).. */
	0x43bf8000, 0x427c0000, 0xc37c0000, 0xc2340000, 0x42700000, 0xc32b0000, 0xc3020000, 0xc2040000, /* t42 d8-15: D(18,20).. */
	0x42280000, 0x43bf8000, 0x43670000, 0xc37c0000, 0x42f60000, 0x42700000, 0x43880000, 0xc3020000, /* t43 d0-7: D(18,6).. */
	0xc3180000, 0x436a0000, 0x41200000, 0xc3340000, 0xc32d0000, 0x43780000, 0x42300000, 0xc3430000, /* t43 d8-15: D(18,22).. */
	0xc1d00000, 0xc1c00000, 0xc2040000, 0x438c0000, 0xc1880000, 0xc1880000, 0xc2500000, 0x425c0000, /* t44 d0-7: D(19,0).. */
	0xc1880000, 0xc1d00000, 0xc2500000, 0xc1900000, 0xc1600000, 0xc0a00000, 0x43d68000, 0xc1a80000, /* t44 d8-15: D(19,16).. */
	0xc1400000, 0xc1880000, 0x41f80000, 0xc2500000, 0xc0e00000, 0xc1600000, 0x424c0000, 0x43d68000, /* t45 d0-7: D(19,2).. */
	0xc1400000, 0xc3600000, 0xc3440000, 0x42fc0000, 0xc1d00000, 0xc1c00000, 0xc2040000, 0x438c0000, /* t45 d8-15: D(19,18).. */
	0xc1d00000, 0xc1400000, 0xc1900000, 0xc3440000, 0xc0a00000, 0xc1d00000, 0xc1a80000, 0xc2040000, /* t46 d0-7: D(19,4).. */
	0xc0e00000, 0xc1880000, 0xc3630000, 0xc2500000, 0xc1400000, 0xc1880000, 0x41f80000, 0xc2500000, /* t46 d8-15: D(19,20).. */
	0xc3600000, 0xc0e00000, 0x42fc0000, 0xc3630000, 0xc1c00000, 0xc1400000, 0x438c0000, 0x41f80000, /* t47 d0-7: D(19,6).. */
	0xc1880000, 0xc0e00000, 0x425c0000, 0x424c0000, 0xc1d00000, 0xc1400000, 0xc1900000, 0xc3440000, /* t47 d8-15: D(19,22).. */
	0x432f0000, 0xc25c0000, 0x43900000, 0x435c0000, 0xc2ba0000, 0xc3110000, 0xc2240000, 0xc3320000, /* t48 d0-7: D(20,0).. */
	0xc2860000, 0x42340000, 0xc2300000, 0xc3820000, 0x42b00000, 0x431f0000, 0x43170000, 0xc0a00000, /* t48 d8-15: D(20,16).. */
	0x435d0000, 0xc2860000, 0x43650000, 0xc2300000, 0x420c0000, 0x42b00000, 0x43860000, 0x43170000, /* t49 d0-7: D(20,2).. */
	0x43ba0000, 0x42c40000, 0xc33d0000, 0x43360000, 0x432f0000, 0xc25c0000, 0x43900000, 0x435c0000, /* t49 d8-15: D(20,18).. */
	0x42340000, 0x43ba0000, 0xc3820000, 0xc33d0000, 0x431f0000, 0x432f0000, 0xc0a00000, 0x43900000, /* t50 d0-7: D(20,4).. */
	0x438e0000, 0xc2ba0000, 0xc32e0000, 0xc2240000, 0x435d0000, 0xc2860000, 0x43650000, 0xc2300000, /* t50 d8-15: D(20,20).. */
	0x42c40000, 0x438e0000, 0x43360000, 0xc32e0000, 0xc25c0000, 0x435d0000, 0x435c0000, 0x43650000, /* t51 d0-7: D(20,6).. */
	0xc3110000, 0x420c0000, 0xc3320000, 0x43860000, 0x42340000, 0x43ba0000, 0xc3820000, 0xc33d0000, /* t51 d8-15: D(20,22).. */
	0xc1b00000, 0x43190000, 0x42920000, 0xc3c20000, 0x43590000, 0x431b0000, 0x3f800000, 0xc34d0000, /* t52 d0-7: D(21,0).. */
	0x42fa0000, 0xc2440000, 0x439c0000, 0x41e80000, 0xc27c0000, 0x41e00000, 0x43928000, 0xc1c80000, /* t52 d8-15: D(21,16).. */
	0x41800000, 0x42fa0000, 0xc2480000, 0x439c0000, 0x42040000, 0xc27c0000, 0xc3010000, 0x43928000, /* t53 d0-7: D(21,2).. */
	0x429e0000, 0x42ee0000, 0x42ec0000, 0x429a0000, 0xc1b00000, 0x43190000, 0x42920000, 0xc3c20000, /* t53 d8-15: D(21,18).. */
	0xc2440000, 0x429e0000, 0x41e80000, 0x42ec0000, 0x41e00000, 0xc1b00000, 0xc1c80000, 0x42920000, /* t54 d0-7: D(21,4).. */
	0x433e0000, 0x43590000, 0xc1300000, 0x3f800000, 0x41800000, 0x42fa0000, 0xc2480000, 0x439c0000, /* t54 d8-15: D(21,20).. */
	0x42ee0000, 0x433e0000, 0x429a0000, 0xc1300000, 0x43190000, 0x41800000, 0xc3c20000, 0xc2480000, /* t55 d0-7: D(21,6).. */
	0x431b0000, 0x42040000, 0xc34d0000, 0xc3010000, 0xc2440000, 0x429e0000, 0x41e80000, 0x42ec0000, /* t55 d8-15: D(21,22).. */
	0x421c0000, 0x43980000, 0xc1100000, 0xc3170000, 0xc1e80000, 0x43690000, 0xc2b80000, 0x430f0000, /* t56 d0-7: D(22,0).. */
	0xc38e0000, 0xc2640000, 0x43540000, 0x438c8000, 0xc3bc8000, 0x43090000, 0x432a0000, 0xc2840000, /* t56 d8-15: D(22,16).. */
	0xc2780000, 0xc38e0000, 0x42820000, 0x43540000, 0x41880000, 0xc3bc8000, 0xc2440000, 0x432a0000, /* t57 d0-7: D(22,2).. */
	0xc2080000, 0x42ee0000, 0x433f0000, 0x42b60000, 0x421c0000, 0x43980000, 0xc1100000, 0xc3170000, /* t57 d8-15: D(22,18).. */
	0xc2640000, 0xc2080000, 0x438c8000, 0x433f0000, 0x43090000, 0x421c0000, 0xc2840000, 0xc1100000, /* t58 d0-7: D(22,4).. */
	0x42be0000, 0xc1e80000, 0x41b00000, 0xc2b80000, 0xc2780000, 0xc38e0000, 0x42820000, 0x43540000, /* t58 d8-15: D(22,20).. */
	0x42ee0000, 0x42be0000, 0x42b60000, 0x41b00000, 0x43980000, 0xc2780000, 0xc3170000, 0x42820000, /* t59 d0-7: D(22,6).. */
	0x43690000, 0x41880000, 0x430f0000, 0xc2440000, 0xc2640000, 0xc2080000, 0x438c8000, 0x433f0000, /* t59 d8-15: D(22,22).. */
	0xc1c00000, 0x43560000, 0x43000000, 0x42f60000, 0xc3700000, 0xc0c00000, 0x427c0000, 0xc3180000, /* t60 d0-7: D(23,0).. */
	0xc36d0000, 0xc27c0000, 0xc32b0000, 0xc32d0000, 0x42dc0000, 0x43670000, 0xc2fa0000, 0x434a0000, /* t60 d8-15: D(23,16).. */
	0x436b0000, 0xc36d0000, 0x42700000, 0xc32b0000, 0x43640000, 0x42dc0000, 0x436a0000, 0xc2fa0000, /* t61 d0-7: D(23,2).. */
	0xc33f0000, 0x42c40000, 0x43780000, 0x42280000, 0xc1c00000, 0x43560000, 0x43000000, 0x42f60000, /* t61 d8-15: D(23,18).. */
	0xc27c0000, 0xc33f0000, 0xc32d0000, 0x43780000, 0x43670000, 0xc1c00000, 0x434a0000, 0x43000000, /* t62 d0-7: D(23,4).. */
	0xc3340000, 0xc3700000, 0x43bf8000, 0x427c0000, 0x436b0000, 0xc36d0000, 0x42700000, 0xc32b0000, /* t62 d8-15: D(23,20).. */
	0x42c40000, 0xc3340000, 0x42280000, 0x43bf8000, 0x43560000, 0x436b0000, 0x42f60000, 0x42700000, /* t63 d0-7: D(23,6).. */
	0xc0c00000, 0x43640000, 0xc3180000, 0x436a0000, 0xc27c0000, 0xc33f0000, 0xc32d0000, 0x43780000, /* t63 d8-15: D(23,22).. */
	0xc1d00000, 0xc1c00000, 0xc2040000, 0x438c0000, 0xc1880000, 0xc1880000, 0xc2500000, 0x425c0000, /* t64 d0-7: D(32,0).. */
	0xc1880000, 0xc1d00000, 0xc2500000, 0xc1900000, 0xc1600000, 0xc0a00000, 0x43d68000, 0xc1a80000, /* t64 d8-15: D(32,16).. */
	0xc1400000, 0xc1880000, 0x41f80000, 0xc2500000, 0xc0e00000, 0xc1600000, 0x424c0000, 0x43d68000, /* t65 d0-7: D(32,2).. */
	0xc1400000, 0xc3600000, 0xc3440000, 0x42fc0000, 0xc1d00000, 0xc1c00000, 0xc2040000, 0x438c0000, /* t65 d8-15: D(32,18).. */
	0xc1d00000, 0xc1400000, 0xc1900000, 0xc3440000, 0xc0a00000, 0xc1d00000, 0xc1a80000, 0xc2040000, /* t66 d0-7: D(32,4).. */
	0xc0e00000, 0xc1880000, 0xc3630000, 0xc2500000, 0xc1400000, 0xc1880000, 0x41f80000, 0xc2500000, /* t66 d8-15: D(32,20).. */
	0xc3600000, 0xc0e00000, 0x42fc0000, 0xc3630000, 0xc1c00000, 0xc1400000, 0x438c0000, 0x41f80000, /* t67 d0-7: D(32,6).. */
	0xc1880000, 0xc0e00000, 0x425c0000, 0x424c0000, 0xc1d00000, 0xc1400000, 0xc1900000, 0xc3440000, /* t67 d8-15: D(32,22).. */
	0x432f0000, 0xc25c0000, 0x43900000, 0x435c0000, 0xc2ba0000, 0xc3110000, 0xc2240000, 0xc3320000, /* t68 d0-7: D(33,0).. */
	0xc2860000, 0x42340000, 0xc2300000, 0xc3820000, 0x42b00000, 0x431f0000, 0x43170000, 0xc0a00000, /* t68 d8-15: D(33,16).. */
	0x435d0000, 0xc2860000, 0x43650000, 0xc2300000, 0x420c0000, 0x42b00000, 0x43860000, 0x43170000, /* t69 d0-7: D(33,2).. */
	0x43ba0000, 0x42c40000, 0xc33d0000, 0x43360000, 0x432f0000, 0xc25c0000, 0x43900000, 0x435c0000, /* t69 d8-15: D(33,18).. */
	0x42340000, 0x43ba0000, 0xc3820000, 0xc33d0000, 0x431f0000, 0x432f0000, 0xc0a00000, 0x43900000, /* t70 d0-7: D(33,4).. */
	0x438e0000, 0xc2ba0000, 0xc32e0000, 0xc2240000, 0x435d0000, 0xc2860000, 0x43650000, 0xc2300000, /* t70 d8-15: D(33,20).. */
	0x42c40000, 0x438e0000, 0x43360000, 0xc32e0000, 0xc25c0000, 0x435d0000, 0x435c0000, 0x43650000, /* t71 d0-7: D(33,6).. */
	0xc3110000, 0x420c0000, 0xc3320000, 0x43860000, 0x42340000, 0x43ba0000, 0xc3820000, 0xc33d0000, /* t71 d8-15: D(33,22).. */
	0xc1b00000, 0x43190000, 0x42920000, 0xc3c20000, 0x43590000, 0x431b0000, 0x3f800000, 0xc34d0000, /* t72 d0-7: D(34,0).. */
	0x42fa0000, 0xc2440000, 0x439c0000, 0x41e80000, 0xc27c0000, 0x41e00000, 0x43928000, 0xc1c80000, /* t72 d8-15: D(34,16).. */
	0x41800000, 0x42fa0000, 0xc2480000, 0x439c0000, 0x42040000, 0xc27c0000, 0xc3010000, 0x43928000, /* t73 d0-7: D(34,2).. */
	0x429e0000, 0x42ee0000, 0x42ec0000, 0x429a0000, 0xc1b00000, 0x43190000, 0x42920000, 0xc3c20000, /* t73 d8-15: D(34,18).. */
	0xc2440000, 0x429e0000, 0x41e80000, 0x42ec0000, 0x41e00000, 0xc1b00000, 0xc1c80000, 0x42920000, /* t74 d0-7: D(34,4).. */
	0x433e0000, 0x43590000, 0xc1300000, 0x3f800000, 0x41800000, 0x42fa0000, 0xc2480000, 0x439c0000, /* t74 d8-15: D(34,20).. */
	0x42ee0000, 0x433e0000, 0x429a0000, 0xc1300000, 0x43190000, 0x41800000, 0xc3c20000, 0xc2480000, /* t75 d0-7: D(34,6).. */
	0x431b0000, 0x42040000, 0xc34d0000, 0xc3010000, 0xc2440000, 0x429e0000, 0x41e80000, 0x42ec0000, /* t75 d8-15: D(34,22).. */
	0x421c0000, 0x43980000, 0xc1100000, 0xc3170000, 0xc1e80000, 0x43690000, 0xc2b80000, 0x430f0000, /* t76 d0-7: D(35,0).. */
	0xc38e0000, 0xc2640000, 0x43540000, 0x438c8000, 0xc3bc8000, 0x43090000, 0x432a0000, 0xc2840000, /* t76 d8-15: D(35,16).. */
	0xc2780000, 0xc38e0000, 0x42820000, 0x43540000, 0x41880000, 0xc3bc8000, 0xc2440000, 0x432a0000, /* t77 d0-7: D(35,2).. */
	0xc2080000, 0x42ee0000, 0x433f0000, 0x42b60000, 0x421c0000, 0x43980000, 0xc1100000, 0xc3170000, /* t77 d8-15: D(35,18).. */
	0xc2640000, 0xc2080000, 0x438c8000, 0x433f0000, 0x43090000, 0x421c0000, 0xc2840000, 0xc1100000, /* t78 d0-7: D(35,4).. */
	0x42be0000, 0xc1e80000, 0x41b00000, 0xc2b80000, 0xc2780000, 0xc38e0000, 0x42820000, 0x43540000, /* t78 d8-15: D(35,20).. */
	0x42ee0000, 0x42be0000, 0x42b60000, 0x41b00000, 0x43980000, 0xc2780000, 0xc3170000, 0x42820000, /* t79 d0-7: D(35,6).. */
	0x43690000, 0x41880000, 0x430f0000, 0xc2440000, 0xc2640000, 0xc2080000, 0x438c8000, 0x433f0000, /* t79 d8-15: D(35,22).. */
	0xc1c00000, 0x43560000, 0x43000000, 0x42f60000, 0xc3700000, 0xc0c00000, 0x427c0000, 0xc3180000, /* t80 d0-7: D(36,0).. */
	0xc36d0000, 0xc27c0000, 0xc32b0000, 0xc32d0000, 0x42dc0000, 0x43670000, 0xc2fa0000, 0x434a0000, /* t80 d8-15: D(36,16).. */
	0x436b0000, 0xc36d0000, 0x42700000, 0xc32b0000, 0x43640000, 0x42dc0000, 0x436a0000, 0xc2fa0000, /* t81 d0-7: D(36,2).. */
	0xc33f0000, 0x42c40000, 0x43780000, 0x42280000, 0xc1c00000, 0x43560000, 0x43000000, 0x42f60000, /* t81 d8-15: D(36,18).. */
	0xc27c0000, 0xc33f0000, 0xc32d0000, 0x43780000, 0x43670000, 0xc1c00000, 0x434a0000, 0x43000000, /* t82 d0-7: D(36,4).. */
	0xc3340000, 0xc3700000, 0x43bf8000, 0x427c0000, 0x436b0000, 0xc36d0000, 0x42700000, 0xc32b0000, /* t82 d8-15: D(36,20).. */
	0x42c40000, 0xc3340000, 0x42280000, 0x43bf8000, 0x43560000, 0x436b0000, 0x42f60000, 0x42700000, /* t83 d0-7: D(36,6).. */
	0xc0c00000, 0x43640000, 0xc3180000, 0x436a0000, 0xc27c0000, 0xc33f0000, 0xc32d0000, 0x43780000, /* t83 d8-15: D(36,22).. */
	0xc2380000, 0x43ea0000, 0xc1d00000, 0xc1c00000, 0x41a80000, 0xc2680000, 0xc1880000, 0xc1880000, /* t84 d0-7: D(37,0).. */
	0xc0400000, 0xc26c0000, 0xc1880000, 0xc1d00000, 0x43730000, 0x42000000, 0xc1600000, 0xc0a00000, /* t84 d8-15: D(37,16).. */
	0x42600000, 0xc0400000, 0xc1400000, 0xc1880000, 0x41c00000, 0x43730000, 0xc0e00000, 0xc1600000, /* t85 d0-7: D(37,2).. */
	0xc33e0000, 0x43440000, 0xc1400000, 0xc3600000, 0xc2380000, 0x43ea0000, 0xc1d00000, 0xc1c00000, /* t85 d8-15: D(37,18).. */
	0xc26c0000, 0xc33e0000, 0xc1d00000, 0xc1400000, 0x42000000, 0xc2380000, 0xc0a00000, 0xc1d00000, /* t86 d0-7: D(37,4).. */
	0xc3040000, 0x41a80000, 0xc0e00000, 0xc1880000, 0x42600000, 0xc0400000, 0xc1400000, 0xc1880000, /* t86 d8-15: D(37,20).. */
	0x43440000, 0xc3040000, 0xc3600000, 0xc0e00000, 0x43ea0000, 0x42600000, 0xc1c00000, 0xc1400000, /* t87 d0-7: D(37,6).. */
	0xc2680000, 0x41c00000, 0xc1880000, 0xc0e00000, 0xc26c0000, 0xc33e0000, 0xc1d00000, 0xc1400000, /* t87 d8-15: D(37,22).. */
	0xc22c0000, 0x43700000, 0x432f0000, 0xc25c0000, 0x42640000, 0xc1b00000, 0xc2ba0000, 0xc3110000, /* t88 d0-7: D(38,0).. */
	0xc1f80000, 0xc28a0000, 0xc2860000, 0x42340000, 0x436e0000, 0x436d0000, 0x42b00000, 0x431f0000, /* t88 d8-15: D(38,16).. */
	0xc33b0000, 0xc1f80000, 0x435d0000, 0xc2860000, 0xc31a0000, 0x436e0000, 0x420c0000, 0x42b00000, /* t89 d0-7: D(38,2).. */
	0xc3808000, 0x43050000, 0x43ba0000, 0x42c40000, 0xc22c0000, 0x43700000, 0x432f0000, 0xc25c0000, /* t89 d8-15: D(38,18).. */
	0xc28a0000, 0xc3808000, 0x42340000, 0x43ba0000, 0x436d0000, 0xc22c0000, 0x431f0000, 0x432f0000, /* t90 d0-7: D(38,4).. */
	0xc3320000, 0x42640000, 0x438e0000, 0xc2ba0000, 0xc33b0000, 0xc1f80000, 0x435d0000, 0xc2860000, /* t90 d8-15: D(38,20).. */
	0x43050000, 0xc3320000, 0x42c40000, 0x438e0000, 0x43700000, 0xc33b0000, 0xc25c0000, 0x435d0000, /* t91 d0-7: D(38,6).. */
	0xc1b00000, 0xc31a0000, 0xc3110000, 0x420c0000, 0xc28a0000, 0xc3808000, 0x42340000, 0x43ba0000, /* t91 d8-15: D(38,22).. */
	0x43600000, 0x43880000, 0xc1b00000, 0x43190000, 0xc2340000, 0x41200000, 0x43590000, 0x431b0000, /* t92 d0-7: D(39,0).. */
	0xc2040000, 0x42300000, 0x42fa0000, 0xc2440000, 0x433c0000, 0x41500000, 0xc27c0000, 0x41e00000, /* t92 d8-15: D(39,16).. */
	0xc3020000, 0xc2040000, 0x41800000, 0x42fa0000, 0xc3340000, 0x433c0000, 0x42040000, 0xc27c0000, /* t93 d0-7: D(39,2).. */
	0xc3430000, 0x43670000, 0x429e0000, 0x42ee0000, 0x43600000, 0x43880000, 0xc1b00000, 0x43190000, /* t93 d8-15: D(39,18).. */
	0x42300000, 0xc3430000, 0xc2440000, 0x429e0000, 0x41500000, 0x43600000, 0x41e00000, 0xc1b00000, /* t94 d0-7: D(39,4).. */
	0xc37c0000, 0xc2340000, 0x433e0000, 0x43590000, 0xc3020000, 0xc2040000, 0x41800000, 0x42fa0000, /* t94 d8-15: D(39,20).. */
	0x43670000, 0xc37c0000, 0x42ee0000, 0x433e0000, 0x43880000, 0xc3020000, 0x43190000, 0x41800000, /* t95 d0-7: D(39,6).. */
	0x41200000, 0xc3340000, 0x431b0000, 0x42040000, 0x42300000, 0xc3430000, 0xc2440000, 0x429e0000, /* t95 d8-15: D(39,22).. */
	0x421c0000, 0x43980000, 0xc1100000, 0xc3170000, 0xc1e80000, 0x43690000, 0xc2b80000, 0x430f0000, /* t96 d0-7: D(48,0).. */
	0xc38e0000, 0xc2640000, 0x43540000, 0x438c8000, 0xc3bc8000, 0x43090000, 0x432a0000, 0xc2840000, /* t96 d8-15: D(48,16).. */
	0xc2780000, 0xc38e0000, 0x42820000, 0x43540000, 0x41880000, 0xc3bc8000, 0xc2440000, 0x432a0000, /* t97 d0-7: D(48,2).. */
	0xc2080000, 0x42ee0000, 0x433f0000, 0x42b60000, 0x421c0000, 0x43980000, 0xc1100000, 0xc3170000, /* t97 d8-15: D(48,18).. */
	0xc2640000, 0xc2080000, 0x438c8000, 0x433f0000, 0x43090000, 0x421c0000, 0xc2840000, 0xc1100000, /* t98 d0-7: D(48,4).. */
	0x42be0000, 0xc1e80000, 0x41b00000, 0xc2b80000, 0xc2780000, 0xc38e0000, 0x42820000, 0x43540000, /* t98 d8-15: D(48,20).. */
	0x42ee0000, 0x42be0000, 0x42b60000, 0x41b00000, 0x43980000, 0xc2780000, 0xc3170000, 0x42820000, /* t99 d0-7: D(48,6).. */
	0x43690000, 0x41880000, 0x430f0000, 0xc2440000, 0xc2640000, 0xc2080000, 0x438c8000, 0x433f0000, /* t99 d8-15: D(48,22).. */
	0xc1c00000, 0x43560000, 0x43000000, 0x42f60000, 0xc3700000, 0xc0c00000, 0x427c0000, 0xc3180000, /* t100 d0-7: D(49,0).. */
	0xc36d0000, 0xc27c0000, 0xc32b0000, 0xc32d0000, 0x42dc0000, 0x43670000, 0xc2fa0000, 0x434a0000, /* t100 d8-15: D(49,16).. */
	0x436b0000, 0xc36d0000, 0x42700000, 0xc32b0000, 0x43640000, 0x42dc0000, 0x436a0000, 0xc2fa0000, /* t101 d0-7: D(49,2).. */
	0xc33f0000, 0x42c40000, 0x43780000, 0x42280000, 0xc1c00000, 0x43560000, 0x43000000, 0x42f60000, /* t101 d8-15: D(49,18).. */
	0xc27c0000, 0xc33f0000, 0xc32d0000, 0x43780000, 0x43670000, 0xc1c00000, 0x434a0000, 0x43000000, /* t102 d0-7: D(49,4).. */
	0xc3340000, 0xc3700000, 0x43bf8000, 0x427c0000, 0x436b0000, 0xc36d0000, 0x42700000, 0xc32b0000, /* t102 d8-15: D(49,20).. */
	0x42c40000, 0xc3340000, 0x42280000, 0x43bf8000, 0x43560000, 0x436b0000, 0x42f60000, 0x42700000, /* t103 d0-7: D(49,6).. */
	0xc0c00000, 0x43640000, 0xc3180000, 0x436a0000, 0xc27c0000, 0xc33f0000, 0xc32d0000, 0x43780000, /* t103 d8-15: D(49,22).. */
	0xc2380000, 0x43ea0000, 0xc1d00000, 0xc1c00000, 0x41a80000, 0xc2680000, 0xc1880000, 0xc1880000, /* t104 d0-7: D(50,0).. */
	0xc0400000, 0xc26c0000, 0xc1880000, 0xc1d00000, 0x43730000, 0x42000000, 0xc1600000, 0xc0a00000, /* t104 d8-15: D(50,16).. */
	0x42600000, 0xc0400000, 0xc1400000, 0xc1880000, 0x41c00000, 0x43730000, 0xc0e00000, 0xc1600000, /* t105 d0-7: D(50,2).. */
	0xc33e0000, 0x43440000, 0xc1400000, 0xc3600000, 0xc2380000, 0x43ea0000, 0xc1d00000, 0xc1c00000, /* t105 d8-15: D(50,18).. */
	0xc26c0000, 0xc33e0000, 0xc1d00000, 0xc1400000, 0x42000000, 0xc2380000, 0xc0a00000, 0xc1d00000, /* t106 d0-7: D(50,4).. */
	0xc3040000, 0x41a80000, 0xc0e00000, 0xc1880000, 0x42600000, 0xc0400000, 0xc1400000, 0xc1880000, /* t106 d8-15: D(50,20).. */
	0x43440000, 0xc3040000, 0xc3600000, 0xc0e00000, 0x43ea0000, 0x42600000, 0xc1c00000, 0xc1400000, /* t107 d0-7: D(50,6).. */
	0xc2680000, 0x41c00000, 0xc1880000, 0xc0e00000, 0xc26c0000, 0xc33e0000, 0xc1d00000, 0xc1400000, /* t107 d8-15: D(50,22).. */
	0xc22c0000, 0x43700000, 0x432f0000, 0xc25c0000, 0x42640000, 0xc1b00000, 0xc2ba0000, 0xc3110000, /* t108 d0-7: D(51,0).. */
	0xc1f80000, 0xc28a0000, 0xc2860000, 0x42340000, 0x436e0000, 0x436d0000, 0x42b00000, 0x431f0000, /* t108 d8-15: D(51,16).. */
	0xc33b0000, 0xc1f80000, 0x435d0000, 0xc2860000, 0xc31a0000, 0x436e0000, 0x420c0000, 0x42b00000, /* t109 d0-7: D(51,2).. */
	0xc3808000, 0x43050000, 0x43ba0000, 0x42c40000, 0xc22c0000, 0x43700000, 0x432f0000, 0xc25c0000, /* t109 d8-15: D(51,18).. */
	0xc28a0000, 0xc3808000, 0x42340000, 0x43ba0000, 0x436d0000, 0xc22c0000, 0x431f0000, 0x432f0000, /* t110 d0-7: D(51,4).. */
	0xc3320000, 0x42640000, 0x438e0000, 0xc2ba0000, 0xc33b0000, 0xc1f80000, 0x435d0000, 0xc2860000, /* t110 d8-15: D(51,20).. */
	0x43050000, 0xc3320000, 0x42c40000, 0x438e0000, 0x43700000, 0xc33b0000, 0xc25c0000, 0x435d0000, /* t111 d0-7: D(51,6).. */
	0xc1b00000, 0xc31a0000, 0xc3110000, 0x420c0000, 0xc28a0000, 0xc3808000, 0x42340000, 0x43ba0000, /* t111 d8-15: D(51,22).. */
	0x43600000, 0x43880000, 0xc1b00000, 0x43190000, 0xc2340000, 0x41200000, 0x43590000, 0x431b0000, /* t112 d0-7: D(52,0).. */
	0xc2040000, 0x42300000, 0x42fa0000, 0xc2440000, 0x433c0000, 0x41500000, 0xc27c0000, 0x41e00000, /* t112 d8-15: D(52,16).. */
	0xc3020000, 0xc2040000, 0x41800000, 0x42fa0000, 0xc3340000, 0x433c0000, 0x42040000, 0xc27c0000, /* t113 d0-7: D(52,2).. */
	0xc3430000, 0x43670000, 0x429e0000, 0x42ee0000, 0x43600000, 0x43880000, 0xc1b00000, 0x43190000, /* t113 d8-15: D(52,18).. */
	0x42300000, 0xc3430000, 0xc2440000, 0x429e0000, 0x41500000, 0x43600000, 0x41e00000, 0xc1b00000, /* t114 d0-7: D(52,4).. */
	0xc37c0000, 0xc2340000, 0x433e0000, 0x43590000, 0xc3020000, 0xc2040000, 0x41800000, 0x42fa0000, /* t114 d8-15: D(52,20).. */
	0x43670000, 0xc37c0000, 0x42ee0000, 0x433e0000, 0x43880000, 0xc3020000, 0x43190000, 0x41800000, /* t115 d0-7: D(52,6).. */
	0x41200000, 0xc3340000, 0x431b0000, 0x42040000, 0x42300000, 0xc3430000, 0xc2440000, 0x429e0000, /* t115 d8-15: D(52,22).. */
	0xc2040000, 0x438c0000, 0x421c0000, 0x43980000, 0xc2500000, 0x425c0000, 0xc1e80000, 0x43690000, /* t116 d0-7: D(53,0).. */
	0xc2500000, 0xc1900000, 0xc38e0000, 0xc2640000, 0x43d68000, 0xc1a80000, 0xc3bc8000, 0x43090000, /* t116 d8-15: D(53,16).. */
	0x41f80000, 0xc2500000, 0xc2780000, 0xc38e0000, 0x424c0000, 0x43d68000, 0x41880000, 0xc3bc8000, /* t117 d0-7: D(53,2).. */
	0xc3440000, 0x42fc0000, 0xc2080000, 0x42ee0000, 0xc2040000, 0x438c0000, 0x421c0000, 0x43980000, /* t117 d8-15: D(53,18).. */
	0xc1900000, 0xc3440000, 0xc2640000, 0xc2080000, 0xc1a80000, 0xc2040000, 0x43090000, 0x421c0000, /* t118 d0-7: D(53,4).. */
	0xc3630000, 0xc2500000, 0x42be0000, 0xc1e80000, 0x41f80000, 0xc2500000, 0xc2780000, 0xc38e0000, /* t118 d8-15: D(53,20).. */
	0x42fc0000, 0xc3630000, 0x42ee0000, 0x42be0000, 0x438c0000, 0x41f80000, 0x43980000, 0xc2780000, /* t119 d0-7: D(53,6).. */
	0x425c0000, 0x424c0000, 0x43690000, 0x41880000, 0xc1900000, 0xc3440000, 0xc2640000, 0xc2080000, /* t119 d8-15: D(53,22).. */
	0x43900000, 0x435c0000, 0xc1c00000, 0x43560000, 0xc2240000, 0xc3320000, 0xc3700000, 0xc0c00000, /* t120 d0-7: D(54,0).. */
	0xc2300000, 0xc3820000, 0xc36d0000, 0xc27c0000, 0x43170000, 0xc0a00000, 0x42dc0000, 0x43670000, /* t120 d8-15: D(54,16).. */
	0x43650000, 0xc2300000, 0x436b0000, 0xc36d0000, 0x43860000, 0x43170000, 0x43640000, 0x42dc0000, /* t121 d0-7: D(54,2).. */
	0xc33d0000, 0x43360000, 0xc33f0000, 0x42c40000, 0x43900000, 0x435c0000, 0xc1c00000, 0x43560000, /* t121 d8-15: D(54,18).. */
	0xc3820000, 0xc33d0000, 0xc27c0000, 0xc33f0000, 0xc0a00000, 0x43900000, 0x43670000, 0xc1c00000, /* t122 d0-7: D(54,4).. */
	0xc32e0000, 0xc2240000, 0xc3340000, 0xc3700000, 0x43650000, 0xc2300000, 0x436b0000, 0xc36d0000, /* t122 d8-15: D(54,20).. */
	0x43360000, 0xc32e0000, 0x42c40000, 0xc3340000, 0x435c0000, 0x43650000, 0x43560000, 0x436b0000, /* t123 d0-7: D(54,6).. */
	0xc3320000, 0x43860000, 0xc0c00000, 0x43640000, 0xc3820000, 0xc33d0000, 0xc27c0000, 0xc33f0000, /* t123 d8-15: D(54,22).. */
	0x42920000, 0xc3c20000, 0xc2380000, 0x43ea0000, 0x3f800000, 0xc34d0000, 0x41a80000, 0xc2680000, /* t124 d0-7: D(55,0).. */
	0x439c0000, 0x41e80000, 0xc0400000, 0xc26c0000, 0x43928000, 0xc1c80000, 0x43730000, 0x42000000, /* t124 d8-15: D(55,16).. */
	0xc2480000, 0x439c0000, 0x42600000, 0xc0400000, 0xc3010000, 0x43928000, 0x41c00000, 0x43730000, /* t125 d0-7: D(55,2).. */
	0x42ec0000, 0x429a0000, 0xc33e0000, 0x43440000, 0x42920000, 0xc3c20000, 0xc2380000, 0x43ea0000, /* t125 d8-15: D(55,18).. */
	0x41e80000, 0x42ec0000, 0xc26c0000, 0xc33e0000, 0xc1c80000, 0x42920000, 0x42000000, 0xc2380000, /* t126 d0-7: D(55,4).. */
	0xc1300000, 0x3f800000, 0xc3040000, 0x41a80000, 0xc2480000, 0x439c0000, 0x42600000, 0xc0400000, /* t126 d8-15: D(55,20).. */
	0x429a0000, 0xc1300000, 0x43440000, 0xc3040000, 0xc3c20000, 0xc2480000, 0x43ea0000, 0x42600000, /* t127 d0-7: D(55,6).. */
	0xc34d0000, 0xc3010000, 0xc2680000, 0x41c00000, 0x41e80000, 0x42ec0000, 0xc26c0000, 0xc33e0000, /* t127 d8-15: D(55,22).. */
	/* test 12 @14336: m64n8k16 .f32.bf16.bf16, A K-major 128B, B K-major 128B, K 64 (4 wgmma), scale-d 1, scale-a 1, scale-b 1 */
	0x4402c000, 0xc1400000, 0x43a68000, 0xc33c0000, /* t0 d0-3: D(0,0).. */
	0x42340000, 0xc40bc000, 0xc2000000, 0xc20c0000, /* t1 d0-3: D(0,2).. */
	0xc3710000, 0x432c0000, 0xc3df8000, 0x43828000, /* t2 d0-3: D(0,4).. */
	0x42900000, 0xc3710000, 0x42740000, 0x428e0000, /* t3 d0-3: D(0,6).. */
	0x42180000, 0x440a4000, 0x43660000, 0x43690000, /* t4 d0-3: D(1,0).. */
	0xc437c000, 0x43e60000, 0xc3a28000, 0x442f8000, /* t5 d0-3: D(1,2).. */
	0xc3430000, 0x41b00000, 0xc3b70000, 0x41880000, /* t6 d0-3: D(1,4).. */
	0x42600000, 0x42fa0000, 0x42800000, 0x44164000, /* t7 d0-3: D(1,6).. */
	0x43bc0000, 0xc2da0000, 0xc3cc8000, 0x43c18000, /* t8 d0-3: D(2,0).. */
	0x440a4000, 0x43978000, 0x42440000, 0x43d38000, /* t9 d0-3: D(2,2).. */
	0xc3720000, 0xc2580000, 0x43f90000, 0x43d78000, /* t10 d0-3: D(2,4).. */
	0x42580000, 0x43c70000, 0x428c0000, 0xc2100000, /* t11 d0-3: D(2,6).. */
	0xc1b00000, 0x43ba8000, 0x42480000, 0xc3000000, /* t12 d0-3: D(3,0).. */
	0x41c00000, 0x44034000, 0xc1300000, 0x43a68000, /* t13 d0-3: D(3,2).. */
	0xc3080000, 0x44208000, 0xc2780000, 0x43120000, /* t14 d0-3: D(3,4).. */
	0x429a0000, 0x42180000, 0x42800000, 0x420c0000, /* t15 d0-3: D(3,6).. */
	0x42b00000, 0x42fa0000, 0xc39e0000, 0xc3be0000, /* t16 d0-3: D(4,0).. */
	0xc2d80000, 0x43700000, 0x43130000, 0xc1c00000, /* t17 d0-3: D(4,2).. */
	0x44010000, 0x42bc0000, 0xc2680000, 0xc3760000, /* t18 d0-3: D(4,4).. */
	0x429a0000, 0x43880000, 0x42900000, 0x43370000, /* t19 d0-3: D(4,6).. */
	0x42ca0000, 0xc2cc0000, 0x44048000, 0xc1800000, /* t20 d0-3: D(5,0).. */
	0xc2be0000, 0x43650000, 0x42240000, 0xc40cc000, /* t21 d0-3: D(5,2).. */
	0x440bc000, 0x43fd8000, 0xc36a0000, 0x43330000, /* t22 d0-3: D(5,4).. */
	0x42820000, 0xc2080000, 0x42880000, 0xc3750000, /* t23 d0-3: D(5,6).. */
	0x41b80000, 0x421c0000, 0x42080000, 0x440c0000, /* t24 d0-3: D(6,0).. */
	0x42240000, 0x41f80000, 0xc438c000, 0x43e40000, /* t25 d0-3: D(6,2).. */
	0x42240000, 0x41e00000, 0xc3470000, 0x41e80000, /* t26 d0-3: D(6,4).. */
	0x42fe0000, 0x41f80000, 0x427c0000, 0x42f20000, /* t27 d0-3: D(6,6).. */
	0x43ae8000, 0x41f80000, 0x43ba0000, 0xc2cc0000, /* t28 d0-3: D(7,0).. */
	0x41b80000, 0x43aa8000, 0x440c0000, 0x43958000, /* t29 d0-3: D(7,2).. */
	0xc3a60000, 0xc2340000, 0xc3760000, 0xc2680000, /* t30 d0-3: D(7,4).. */
	0x42640000, 0x43f50000, 0x42740000, 0x43c50000, /* t31 d0-3: D(7,6).. */
	0xc1a80000, 0x43bb0000, 0x424c0000, 0xc2fe0000, /* t32 d0-3: D(16,0).. */
	0x41c80000, 0x44038000, 0xc1200000, 0x43a70000, /* t33 d0-3: D(16,2).. */
	0xc3070000, 0x4420c000, 0xc2740000, 0x43130000, /* t34 d0-3: D(16,4).. */
	0x42860000, 0x421c0000, 0x42820000, 0x42100000, /* t35 d0-3: D(16,6).. */
	0x42b20000, 0x42fc0000, 0xc3a30000, 0xc3bd8000, /* t36 d0-3: D(17,0).. */
	0xc2d60000, 0x43710000, 0x43140000, 0xc1b80000, /* t37 d0-3: D(17,2).. */
	0x44014000, 0x42be0000, 0xc2640000, 0xc3750000, /* t38 d0-3: D(17,4).. */
	0x429c0000, 0x43888000, 0x42920000, 0x43380000, /* t39 d0-3: D(17,6).. */
	0x42cc0000, 0xc2ca0000, 0x4404c000, 0xc1700000, /* t40 d0-3: D(18,0).. */
	0xc2bc0000, 0x435b0000, 0x42280000, 0xc40c8000, /* t41 d0-3: D(18,2).. */
	0x440c0000, 0x43fe0000, 0xc3690000, 0x43290000, /* t42 d0-3: D(18,4).. */
	0x42840000, 0xc2040000, 0x428a0000, 0xc3740000, /* t43 d0-3: D(18,6).. */
	0x41c00000, 0x42200000, 0x420c0000, 0x440c4000, /* t44 d0-3: D(19,0).. */
	0x42280000, 0x42000000, 0xc4388000, 0x43e48000, /* t45 d0-3: D(19,2).. */
	0x41f80000, 0x41e80000, 0xc3460000, 0x41f00000, /* t46 d0-3: D(19,4).. */
	0x43000000, 0x42000000, 0x42540000, 0x42f40000, /* t47 d0-3: D(19,6).. */
	0x43af0000, 0x42000000, 0x43ba8000, 0xc2ca0000, /* t48 d0-3: D(20,0).. */
	0x41c00000, 0x43ab0000, 0x440c4000, 0x43960000, /* t49 d0-3: D(20,2).. */
	0xc3a58000, 0xc2300000, 0xc3750000, 0xc2640000, /* t50 d0-3: D(20,4).. */
	0x42680000, 0x43f58000, 0x42780000, 0x43c58000, /* t51 d0-3: D(20,6).. */
	0x43a70000, 0xc3460000, 0xc1c80000, 0x43b90000, /* t52 d0-3: D(21,0).. */
	0xc1f80000, 0xc2080000, 0x42000000, 0x44028000, /* t53 d0-3: D(21,2).. */
	0xc3df0000, 0x43830000, 0xc30b0000, 0x441fc000, /* t54 d0-3: D(21,4).. */
	0x42780000, 0x42900000, 0x42940000, 0x42380000, /* t55 d0-3: D(21,6).. */
	0x43670000, 0x436a0000, 0x42aa0000, 0x42f40000, /* t56 d0-3: D(22,0).. */
	0xc3a78000, 0x442fc000, 0xc2de0000, 0x43780000, /* t57 d0-3: D(22,2).. */
	0xc3b68000, 0x41900000, 0x44004000, 0x42b60000, /* t58 d0-3: D(22,4).. */
	0x42820000, 0x44168000, 0x42940000, 0x438c0000, /* t59 d0-3: D(22,6).. */
	0xc3cc0000, 0x43c20000, 0x42da0000, 0xc2d20000, /* t60 d0-3: D(23,0).. */
	0x42480000, 0x43d40000, 0xc2c40000, 0x43620000, /* t61 d0-3: D(23,2).. */
	0x43f98000, 0x43d80000, 0x440dc000, 0x43fc0000, /* t62 d0-3: D(23,4).. */
	0x428e0000, 0xc2380000, 0x42780000, 0xc2140000, /* t63 d0-3: D(23,6).. */
	0x41c80000, 0x42240000, 0x42100000, 0x4409c000, /* t64 d0-3: D(32,0).. */
	0x422c0000, 0x42040000, 0xc4384000, 0x43e50000, /* t65 d0-3: D(32,2).. */
	0x42000000, 0x41f00000, 0xc3450000, 0x41f80000, /* t66 d0-3: D(32,4).. */
	0x43010000, 0x42040000, 0x42580000, 0x42f60000, /* t67 d0-3: D(32,6).. */
	0x43aa0000, 0x42040000, 0x43bb0000, 0xc2c80000, /* t68 d0-3: D(33,0).. */
	0x41c80000, 0x43ab8000, 0x4409c000, 0x43968000, /* t69 d0-3: D(33,2).. */
	0xc3a50000, 0xc22c0000, 0xc3740000, 0xc2600000, /* t70 d0-3: D(33,4).. */
	0x426c0000, 0x43f60000, 0x427c0000, 0x43c60000, /* t71 d0-3: D(33,6).. */
	0x43a78000, 0xc3450000, 0xc1c00000, 0x43b98000, /* t72 d0-3: D(34,0).. */
	0xc1f00000, 0xc2040000, 0x42040000, 0x4402c000, /* t73 d0-3: D(34,2).. */
	0xc3de8000, 0x437c0000, 0xc30a0000, 0x44200000, /* t74 d0-3: D(34,4).. */
	0x427c0000, 0x42920000, 0x42960000, 0x42100000, /* t75 d0-3: D(34,6).. */
	0x43680000, 0x436b0000, 0x42ac0000, 0x42f60000, /* t76 d0-3: D(35,0).. */
	0xc3a70000, 0x44300000, 0xc2dc0000, 0x43790000, /* t77 d0-3: D(35,2).. */
	0xc3b60000, 0x41980000, 0x44008000, 0x42b80000, /* t78 d0-3: D(35,4).. */
	0x425c0000, 0x4416c000, 0x42960000, 0x438c8000, /* t79 d0-3: D(35,6).. */
	0xc3cb8000, 0x43c28000, 0x42c60000, 0xc2d00000, /* t80 d0-3: D(36,0).. */
	0x424c0000, 0x43d48000, 0xc2c20000, 0x43630000, /* t81 d0-3: D(36,2).. */
	0x43fa0000, 0x43d88000, 0x440e0000, 0x43fc8000, /* t82 d0-3: D(36,4).. */
	0x42900000, 0xc2340000, 0x427c0000, 0xc2100000, /* t83 d0-3: D(36,6).. */
	0x42500000, 0xc2fc0000, 0x42000000, 0x42140000, /* t84 d0-3: D(37,0).. */
	0xc1100000, 0x43a20000, 0x421c0000, 0x41e80000, /* t85 d0-3: D(37,2).. */
	0xc2700000, 0x43140000, 0x421c0000, 0x41d00000, /* t86 d0-3: D(37,4).. */
	0x42840000, 0x42140000, 0x42fa0000, 0x41e80000, /* t87 d0-3: D(37,6).. */
	0xc3a28000, 0xc3bd0000, 0x43ad8000, 0x42200000, /* t88 d0-3: D(38,0).. */
	0x43150000, 0xc1b00000, 0x41a80000, 0x43a98000, /* t89 d0-3: D(38,2).. */
	0xc2860000, 0xc3740000, 0xc3a70000, 0xc2100000, /* t90 d0-3: D(38,4).. */
	0x42940000, 0x43390000, 0x425c0000, 0x43f40000, /* t91 d0-3: D(38,6).. */
	0x44050000, 0xc1600000, 0x43a58000, 0xc33e0000, /* t92 d0-3: D(39,0).. */
	0x422c0000, 0xc40c4000, 0xc1b80000, 0xc2140000, /* t93 d0-3: D(39,2).. */
	0xc3680000, 0x432a0000, 0xc3e08000, 0x43818000, /* t94 d0-3: D(39,4).. */
	0x428c0000, 0xc3730000, 0x428c0000, 0x428a0000, /* t95 d0-3: D(39,6).. */
	0x43690000, 0x43610000, 0x42ae0000, 0x42f80000, /* t96 d0-3: D(48,0).. */
	0xc3a68000, 0x44304000, 0xc2da0000, 0x436f0000, /* t97 d0-3: D(48,2).. */
	0xc3b58000, 0x41a00000, 0x4400c000, 0x42ba0000, /* t98 d0-3: D(48,4).. */
	0x42600000, 0x44170000, 0x42980000, 0x438d0000, /* t99 d0-3: D(48,6).. */
	0xc3cb0000, 0x43c30000, 0x42c80000, 0xc2ce0000, /* t100 d0-3: D(49,0).. */
	0x42240000, 0x43d50000, 0xc2c00000, 0x43640000, /* t101 d0-3: D(49,2).. */
	0x43fa8000, 0x43d90000, 0x440b8000, 0x43fd0000, /* t102 d0-3: D(49,4).. */
	0x42920000, 0xc2300000, 0x42800000, 0xc20c0000, /* t103 d0-3: D(49,6).. */
	0x42540000, 0xc2fa0000, 0x42040000, 0x42180000, /* t104 d0-3: D(50,0).. */
	0xc1000000, 0x43a28000, 0x42200000, 0x41f00000, /* t105 d0-3: D(50,2).. */
	0xc26c0000, 0x43150000, 0x42200000, 0x41d80000, /* t106 d0-3: D(50,4).. */
	0x42860000, 0x41d80000, 0x42fc0000, 0x41f00000, /* t107 d0-3: D(50,6).. */
	0xc3a20000, 0xc3bc8000, 0x43ae0000, 0x41f00000, /* t108 d0-3: D(51,0).. */
	0x43160000, 0xc1a80000, 0x41b00000, 0x43aa0000, /* t109 d0-3: D(51,2).. */
	0xc2840000, 0xc3730000, 0xc3a68000, 0xc20c0000, /* t110 d0-3: D(51,4).. */
	0x42960000, 0x433a0000, 0x42600000, 0x43f48000, /* t111 d0-3: D(51,6).. */
	0x44028000, 0xc1500000, 0x43a60000, 0xc33d0000, /* t112 d0-3: D(52,0).. */
	0x42300000, 0xc40c0000, 0xc2040000, 0xc2100000, /* t113 d0-3: D(52,2).. */
	0xc3670000, 0x432b0000, 0xc3e00000, 0x43820000, /* t114 d0-3: D(52,4).. */
	0x428e0000, 0xc3720000, 0x428e0000, 0x428c0000, /* t115 d0-3: D(52,6).. */
	0x42140000, 0x440a0000, 0x43650000, 0x43680000, /* t116 d0-3: D(53,0).. */
	0xc4380000, 0x43e58000, 0xc3a30000, 0x442f4000, /* t117 d0-3: D(53,2).. */
	0xc3440000, 0x41a80000, 0xc3b78000, 0x41800000, /* t118 d0-3: D(53,4).. */
	0x425c0000, 0x42f80000, 0x427c0000, 0x44160000, /* t119 d0-3: D(53,6).. */
	0x43bb8000, 0xc2c60000, 0xc3cd0000, 0x43c10000, /* t120 d0-3: D(54,0).. */
	0x440a0000, 0x43970000, 0x42400000, 0x43d88000, /* t121 d0-3: D(54,2).. */
	0xc3730000, 0xc25c0000, 0x43f88000, 0x43d70000, /* t122 d0-3: D(54,4).. */
	0x42540000, 0x43c68000, 0x428a0000, 0xc2140000, /* t123 d0-3: D(54,6).. */
	0xc1b80000, 0x43ba0000, 0x42440000, 0xc3010000, /* t124 d0-3: D(55,0).. */
	0x42080000, 0x44030000, 0xc1400000, 0x43a60000, /* t125 d0-3: D(55,2).. */
	0xc3090000, 0x44204000, 0xc2500000, 0x43110000, /* t126 d0-3: D(55,4).. */
	0x42980000, 0x42140000, 0x427c0000, 0x42080000, /* t127 d0-3: D(55,6).. */
	/* test 13 @14848: m64n16k16 .f32.f16.f16, A registers, B K-major 128B, K 64 (4 wgmma), scale-d 0, scale-a -1, scale-b 1 */
	0xc4018000, 0xc29e0000, 0x43ba8000, 0xc4358000, 0xc28c0000, 0xc2aa0000, 0xc3fa0000, 0x00000000, /* t0 d0-7: D(0,0).. */
	0x43030000, 0x43ee8000, 0xc2c00000, 0x43cc0000, 0x43908000, 0x42240000, 0xc2300000, 0xc2740000, /* t1 d0-7: D(0,2).. */
	0x41d00000, 0x42d40000, 0xc4380000, 0xc2ca0000, 0x42600000, 0xc4018000, 0x436f0000, 0x43ba8000, /* t2 d0-7: D(0,4).. */
	0xc3080000, 0xc40d4000, 0xc2f80000, 0x42700000, 0xc29e0000, 0x43030000, 0xc4358000, 0xc2c00000, /* t3 d0-7: D(0,6).. */
	0x43610000, 0xc3fa0000, 0xc3090000, 0x42580000, 0xc2c80000, 0xc3b18000, 0xc20c0000, 0xc3f50000, /* t4 d0-7: D(1,0).. */
	0xc3b18000, 0x41a00000, 0xc3cd8000, 0x41000000, 0xc3070000, 0x43d20000, 0x43030000, 0x42d00000, /* t5 d0-7: D(1,2).. */
	0xc30c0000, 0x42d20000, 0xc3260000, 0x42ee0000, 0x42dc0000, 0x43610000, 0xc2f20000, 0xc3090000, /* t6 d0-7: D(1,4).. */
	0xc3200000, 0x439b0000, 0xc3240000, 0x43898000, 0xc3fa0000, 0xc3b18000, 0x42580000, 0xc3cd8000, /* t7 d0-7: D(1,6).. */
	0xc3700000, 0xc3f00000, 0xc36f0000, 0xc2c20000, 0x40a00000, 0x41f00000, 0xc4084000, 0x43af0000, /* t8 d0-7: D(2,0).. */
	0xc3fa0000, 0x43b18000, 0x44108000, 0x41300000, 0x440e8000, 0xc2e60000, 0xc3fe0000, 0xc3f10000, /* t9 d0-7: D(2,2).. */
	0xc40d4000, 0xc2820000, 0x42040000, 0x41b80000, 0xc37a0000, 0xc3700000, 0xc3630000, 0xc36f0000, /* t10 d0-7: D(2,4).. */
	0xc3200000, 0x41f00000, 0xc3000000, 0xc2480000, 0xc3f00000, 0xc3fa0000, 0xc2c20000, 0x44108000, /* t11 d0-7: D(2,6).. */
	0xc2e20000, 0x43080000, 0x42fa0000, 0x43d70000, 0xc31b0000, 0x41700000, 0xc2dc0000, 0x40a00000, /* t12 d0-7: D(3,0).. */
	0x43170000, 0xc4018000, 0xc3070000, 0xc3b90000, 0xc3d78000, 0x42100000, 0xc3b18000, 0xc3f50000, /* t13 d0-7: D(3,2).. */
	0xc0800000, 0x437b0000, 0xc28c0000, 0x439d8000, 0xc2f80000, 0xc2e20000, 0x43700000, 0x42fa0000, /* t14 d0-7: D(3,4).. */
	0xc3080000, 0x43160000, 0xc2f00000, 0x42dc0000, 0x43080000, 0x43170000, 0x43d70000, 0xc3070000, /* t15 d0-7: D(3,6).. */
	0x43790000, 0xc2e20000, 0x428a0000, 0x40e00000, 0xc4304000, 0x43b68000, 0x42700000, 0x43dc0000, /* t16 d0-7: D(4,0).. */
	0xc2b00000, 0x42080000, 0x43808000, 0xc2840000, 0xc2500000, 0xc4270000, 0x43230000, 0xc2040000, /* t17 d0-7: D(4,2).. */
	0xc4004000, 0x42f40000, 0xc2880000, 0xc4018000, 0x43ba0000, 0x43790000, 0xc4004000, 0x428a0000, /* t18 d0-7: D(4,4).. */
	0xc2e00000, 0xc3200000, 0xc2e00000, 0x42820000, 0xc2e20000, 0xc2b00000, 0x40e00000, 0x43808000, /* t19 d0-7: D(4,6).. */
	0x43af0000, 0x43af0000, 0xc4018000, 0xc29e0000, 0xc3110000, 0x43340000, 0xc28c0000, 0xc2aa0000, /* t20 d0-7: D(5,0).. */
	0xc3b68000, 0xc41c4000, 0x43030000, 0x43ee8000, 0xc25c0000, 0xc3dc0000, 0x43908000, 0x42240000, /* t21 d0-7: D(5,2).. */
	0xc3430000, 0xc3f50000, 0x41d00000, 0x42d40000, 0xc2a00000, 0x43af0000, 0x42600000, 0xc4018000, /* t22 d0-7: D(5,4).. */
	0xc2f00000, 0x44200000, 0xc3080000, 0xc40d4000, 0x43af0000, 0xc3b68000, 0xc29e0000, 0x43030000, /* t23 d0-7: D(5,6).. */
	0xc2c60000, 0xc2ea0000, 0x43610000, 0xc3fa0000, 0xc2b40000, 0xc2f00000, 0xc2c80000, 0xc3b18000, /* t24 d0-7: D(6,0).. */
	0xc2ea0000, 0xc2c60000, 0xc3b18000, 0x41a00000, 0xc2ba0000, 0xc2ae0000, 0xc3070000, 0x43d20000, /* t25 d0-7: D(6,2).. */
	0xc2cc0000, 0xc2ae0000, 0xc30c0000, 0x42d20000, 0xc2cc0000, 0xc2c60000, 0x42dc0000, 0x43610000, /* t26 d0-7: D(6,4).. */
	0xc4400000, 0xc2f00000, 0xc3200000, 0x439b0000, 0xc2ea0000, 0xc2ea0000, 0xc3fa0000, 0xc3b18000, /* t27 d0-7: D(6,6).. */
	0xc2c20000, 0xc3df0000, 0xc3700000, 0xc3f00000, 0xc3660000, 0xc4174000, 0x40a00000, 0x41f00000, /* t28 d0-7: D(7,0).. */
	0xc24c0000, 0x43410000, 0xc3fa0000, 0x43b18000, 0xc3b88000, 0x43a70000, 0x440e8000, 0xc2e60000, /* t29 d0-7: D(7,2).. */
	0xc3300000, 0x441d4000, 0xc40d4000, 0xc2820000, 0x43a70000, 0xc2c20000, 0xc37a0000, 0xc3700000, /* t30 d0-7: D(7,4).. */
	0xc3240000, 0xc3f50000, 0xc3200000, 0x41f00000, 0xc3df0000, 0xc24c0000, 0xc3f00000, 0xc3fa0000, /* t31 d0-7: D(7,6).. */
	0xc2e20000, 0x43080000, 0x42fa0000, 0x43d70000, 0xc31b0000, 0x41700000, 0xc2dc0000, 0x40a00000, /* t32 d0-7: D(16,0).. */
	0x43170000, 0xc4018000, 0xc3070000, 0xc3b90000, 0xc3d78000, 0x42100000, 0xc3b18000, 0xc3f50000, /* t33 d0-7: D(16,2).. */
	0xc0800000, 0x437b0000, 0xc28c0000, 0x439d8000, 0xc2f80000, 0xc2e20000, 0x43700000, 0x42fa0000, /* t34 d0-7: D(16,4).. */
	0xc3080000, 0x43160000, 0xc2f00000, 0x42dc0000, 0x43080000, 0x43170000, 0x43d70000, 0xc3070000, /* t35 d0-7: D(16,6).. */
	0x43790000, 0xc2e20000, 0x428a0000, 0x40e00000, 0xc4304000, 0x43b68000, 0x42700000, 0x43dc0000, /* t36 d0-7: D(17,0).. */
	0xc2b00000, 0x42080000, 0x43808000, 0xc2840000, 0xc2500000, 0xc4270000, 0x43230000, 0xc2040000, /* t37 d0-7: D(17,2).. */
	0xc4004000, 0x42f40000, 0xc2880000, 0xc4018000, 0x43ba0000, 0x43790000, 0xc4004000, 0x428a0000, /* t38 d0-7: D(17,4).. */
	0xc2e00000, 0xc3200000, 0xc2e00000, 0x42820000, 0xc2e20000, 0xc2b00000, 0x40e00000, 0x43808000, /* t39 d0-7: D(17,6).. */
	0x43af0000, 0x43af0000, 0xc4018000, 0xc29e0000, 0xc3110000, 0x43340000, 0xc28c0000, 0xc2aa0000, /* t40 d0-7: D(18,0).. */
	0xc3b68000, 0xc41c4000, 0x43030000, 0x43ee8000, 0xc25c0000, 0xc3dc0000, 0x43908000, 0x42240000, /* t41 d0-7: D(18,2).. */
	0xc3430000, 0xc3f50000, 0x41d00000, 0x42d40000, 0xc2a00000, 0x43af0000, 0x42600000, 0xc4018000, /* t42 d0-7: D(18,4).. */
	0xc2f00000, 0x44200000, 0xc3080000, 0xc40d4000, 0x43af0000, 0xc3b68000, 0xc29e0000, 0x43030000, /* t43 d0-7: D(18,6).. */
	0xc2c60000, 0xc2ea0000, 0x43610000, 0xc3fa0000, 0xc2b40000, 0xc2f00000, 0xc2c80000, 0xc3b18000, /* t44 d0-7: D(19,0).. */
	0xc2ea0000, 0xc2c60000, 0xc3b18000, 0x41a00000, 0xc2ba0000, 0xc2ae0000, 0xc3070000, 0x43d20000, /* t45 d0-7: D(19,2).. */
	0xc2cc0000, 0xc2ae0000, 0xc30c0000, 0x42d20000, 0xc2cc0000, 0xc2c60000, 0x42dc0000, 0x43610000, /* t46 d0-7: D(19,4).. */
	0xc4400000, 0xc2f00000, 0xc3200000, 0x439b0000, 0xc2ea0000, 0xc2ea0000, 0xc3fa0000, 0xc3b18000, /* t47 d0-7: D(19,6).. */
	0xc2c20000, 0xc3df0000, 0xc3700000, 0xc3f00000, 0xc3660000, 0xc4174000, 0x40a00000, 0x41f00000, /* t48 d0-7: D(20,0).. */
	0xc24c0000, 0x43410000, 0xc3fa0000, 0x43b18000, 0xc3b88000, 0x43a70000, 0x440e8000, 0xc2e60000, /* t49 d0-7: D(20,2).. */
	0xc3300000, 0x441d4000, 0xc40d4000, 0xc2820000, 0x43a70000, 0xc2c20000, 0xc37a0000, 0xc3700000, /* t50 d0-7: D(20,4).. */
	0xc3240000, 0xc3f50000, 0xc3200000, 0x41f00000, 0xc3df0000, 0xc24c0000, 0xc3f00000, 0xc3fa0000, /* t51 d0-7: D(20,6).. */
	0x43ba8000, 0xc4358000, 0xc2e20000, 0x43080000, 0xc3fa0000, 0x00000000, 0xc31b0000, 0x41700000, /* t52 d0-7: D(21,0).. */
	0xc2c00000, 0x43cc0000, 0x43170000, 0xc4018000, 0xc2300000, 0xc2740000, 0xc3d78000, 0x42100000, /* t53 d0-7: D(21,2).. */
	0xc4380000, 0xc2ca0000, 0xc0800000, 0x437b0000, 0x436f0000, 0x43ba8000, 0xc2f80000, 0xc2e20000, /* t54 d0-7: D(21,4).. */
	0xc2f80000, 0x42700000, 0xc3080000, 0x43160000, 0xc4358000, 0xc2c00000, 0x43080000, 0x43170000, /* t55 d0-7: D(21,6).. */
	0xc3090000, 0x42580000, 0x43790000, 0xc2e20000, 0xc20c0000, 0xc3f50000, 0xc4304000, 0x43b68000, /* t56 d0-7: D(22,0).. */
	0xc3cd8000, 0x41000000, 0xc2b00000, 0x42080000, 0x43030000, 0x42d00000, 0xc2500000, 0xc4270000, /* t57 d0-7: D(22,2).. */
	0xc3260000, 0x42ee0000, 0xc4004000, 0x42f40000, 0xc2f20000, 0xc3090000, 0x43ba0000, 0x43790000, /* t58 d0-7: D(22,4).. */
	0xc3240000, 0x43898000, 0xc2e00000, 0xc3200000, 0x42580000, 0xc3cd8000, 0xc2e20000, 0xc2b00000, /* t59 d0-7: D(22,6).. */
	0xc36f0000, 0xc2c20000, 0x43af0000, 0x43af0000, 0xc4084000, 0x43af0000, 0xc3110000, 0x43340000, /* t60 d0-7: D(23,0).. */
	0x44108000, 0x41300000, 0xc3b68000, 0xc41c4000, 0xc3fe0000, 0xc3f10000, 0xc25c0000, 0xc3dc0000, /* t61 d0-7: D(23,2).. */
	0x42040000, 0x41b80000, 0xc3430000, 0xc3f50000, 0xc3630000, 0xc36f0000, 0xc2a00000, 0x43af0000, /* t62 d0-7: D(23,4).. */
	0xc3000000, 0xc2480000, 0xc2f00000, 0x44200000, 0xc2c20000, 0x44108000, 0x43af0000, 0xc3b68000, /* t63 d0-7: D(23,6).. */
	0xc2c60000, 0xc2ea0000, 0x43610000, 0xc3fa0000, 0xc2b40000, 0xc2f00000, 0xc2c80000, 0xc3b18000, /* t64 d0-7: D(32,0).. */
	0xc2ea0000, 0xc2c60000, 0xc3b18000, 0x41a00000, 0xc2ba0000, 0xc2ae0000, 0xc3070000, 0x43d20000, /* t65 d0-7: D(32,2).. */
	0xc2cc0000, 0xc2ae0000, 0xc30c0000, 0x42d20000, 0xc2cc0000, 0xc2c60000, 0x42dc0000, 0x43610000, /* t66 d0-7: D(32,4).. */
	0xc4400000, 0xc2f00000, 0xc3200000, 0x439b0000, 0xc2ea0000, 0xc2ea0000, 0xc3fa0000, 0xc3b18000, /* t67 d0-7: D(32,6).. */
	0xc2c20000, 0xc3df0000, 0xc3700000, 0xc3f00000, 0xc3660000, 0xc4174000, 0x40a00000, 0x41f00000, /* t68 d0-7: D(33,0).. */
	0xc24c0000, 0x43410000, 0xc3fa0000, 0x43b18000, 0xc3b88000, 0x43a70000, 0x440e8000, 0xc2e60000, /* t69 d0-7: D(33,2).. */
	0xc3300000, 0x441d4000, 0xc40d4000, 0xc2820000, 0x43a70000, 0xc2c20000, 0xc37a0000, 0xc3700000, /* t70 d0-7: D(33,4).. */
	0xc3240000, 0xc3f50000, 0xc3200000, 0x41f00000, 0xc3df0000, 0xc24c0000, 0xc3f00000, 0xc3fa0000, /* t71 d0-7: D(33,6).. */
	0x43ba8000, 0xc4358000, 0xc2e20000, 0x43080000, 0xc3fa0000, 0x00000000, 0xc31b0000, 0x41700000, /* t72 d0-7: D(34,0).. */
	0xc2c00000, 0x43cc0000, 0x43170000, 0xc4018000, 0xc2300000, 0xc2740000, 0xc3d78000, 0x42100000, /* t73 d0-7: D(34,2).. */
	0xc4380000, 0xc2ca0000, 0xc0800000, 0x437b0000, 0x436f0000, 0x43ba8000, 0xc2f80000, 0xc2e20000, /* t74 d0-7: D(34,4).. */
	0xc2f80000, 0x42700000, 0xc3080000, 0x43160000, 0xc4358000, 0xc2c00000, 0x43080000, 0x43170000, /* t75 d0-7: D(34,6).. */
	0xc3090000, 0x42580000, 0x43790000, 0xc2e20000, 0xc20c0000, 0xc3f50000, 0xc4304000, 0x43b68000, /* t76 d0-7: D(35,0).. */
	0xc3cd8000, 0x41000000, 0xc2b00000, 0x42080000, 0x43030000, 0x42d00000, 0xc2500000, 0xc4270000, /* t77 d0-7: D(35,2).. */
	0xc3260000, 0x42ee0000, 0xc4004000, 0x42f40000, 0xc2f20000, 0xc3090000, 0x43ba0000, 0x43790000, /* t78 d0-7: D(35,4).. */
	0xc3240000, 0x43898000, 0xc2e00000, 0xc3200000, 0x42580000, 0xc3cd8000, 0xc2e20000, 0xc2b00000, /* t79 d0-7: D(35,6).. */
	0xc36f0000, 0xc2c20000, 0x43af0000, 0x43af0000, 0xc4084000, 0x43af0000, 0xc3110000, 0x43340000, /* t80 d0-7: D(36,0).. */
	0x44108000, 0x41300000, 0xc3b68000, 0xc41c4000, 0xc3fe0000, 0xc3f10000, 0xc25c0000, 0xc3dc0000, /* t81 d0-7: D(36,2).. */
	0x42040000, 0x41b80000, 0xc3430000, 0xc3f50000, 0xc3630000, 0xc36f0000, 0xc2a00000, 0x43af0000, /* t82 d0-7: D(36,4).. */
	0xc3000000, 0xc2480000, 0xc2f00000, 0x44200000, 0xc2c20000, 0x44108000, 0x43af0000, 0xc3b68000, /* t83 d0-7: D(36,6).. */
	0x42fa0000, 0x43d70000, 0xc2c60000, 0xc2ea0000, 0xc2dc0000, 0x40a00000, 0xc2b40000, 0xc2f00000, /* t84 d0-7: D(37,0).. */
	0xc3070000, 0xc3b90000, 0xc2ea0000, 0xc2c60000, 0xc3b18000, 0xc3f50000, 0xc2ba0000, 0xc2ae0000, /* t85 d0-7: D(37,2).. */
	0xc28c0000, 0x439d8000, 0xc2cc0000, 0xc2ae0000, 0x43700000, 0x42fa0000, 0xc2cc0000, 0xc2c60000, /* t86 d0-7: D(37,4).. */
	0xc2f00000, 0x42dc0000, 0xc4400000, 0xc2f00000, 0x43d70000, 0xc3070000, 0xc2ea0000, 0xc2ea0000, /* t87 d0-7: D(37,6).. */
	0x428a0000, 0x40e00000, 0xc2c20000, 0xc3df0000, 0x42700000, 0x43dc0000, 0xc3660000, 0xc4174000, /* t88 d0-7: D(38,0).. */
	0x43808000, 0xc2840000, 0xc24c0000, 0x43410000, 0x43230000, 0xc2040000, 0xc3b88000, 0x43a70000, /* t89 d0-7: D(38,2).. */
	0xc2880000, 0xc4018000, 0xc3300000, 0x441d4000, 0xc4004000, 0x428a0000, 0x43a70000, 0xc2c20000, /* t90 d0-7: D(38,4).. */
	0xc2e00000, 0x42820000, 0xc3240000, 0xc3f50000, 0x40e00000, 0x43808000, 0xc3df0000, 0xc24c0000, /* t91 d0-7: D(38,6).. */
	0xc4018000, 0xc29e0000, 0x43ba8000, 0xc4358000, 0xc28c0000, 0xc2aa0000, 0xc3fa0000, 0x00000000, /* t92 d0-7: D(39,0).. */
	0x43030000, 0x43ee8000, 0xc2c00000, 0x43cc0000, 0x43908000, 0x42240000, 0xc2300000, 0xc2740000, /* t93 d0-7: D(39,2).. */
	0x41d00000, 0x42d40000, 0xc4380000, 0xc2ca0000, 0x42600000, 0xc4018000, 0x436f0000, 0x43ba8000, /* t94 d0-7: D(39,4).. */
	0xc3080000, 0xc40d4000, 0xc2f80000, 0x42700000, 0xc29e0000, 0x43030000, 0xc4358000, 0xc2c00000, /* t95 d0-7: D(39,6).. */
	0xc3090000, 0x42580000, 0x43790000, 0xc2e20000, 0xc20c0000, 0xc3f50000, 0xc4304000, 0x43b68000, /* t96 d0-7: D(48,0).. */
	0xc3cd8000, 0x41000000, 0xc2b00000, 0x42080000, 0x43030000, 0x42d00000, 0xc2500000, 0xc4270000, /* t97 d0-7: D(48,2).. */
	0xc3260000, 0x42ee0000, 0xc4004000, 0x42f40000, 0xc2f20000, 0xc3090000, 0x43ba0000, 0x43790000, /* t98 d0-7: D(48,4).. */
	0xc3240000, 0x43898000, 0xc2e00000, 0xc3200000, 0x42580000, 0xc3cd8000, 0xc2e20000, 0xc2b00000, /* t99 d0-7: D(48,6).. */
	0xc36f0000, 0xc2c20000, 0x43af0000, 0x43af0000, 0xc4084000, 0x43af0000, 0xc3110000, 0x43340000, /* t100 d0-7: D(49,0).. */
	0x44108000, 0x41300000, 0xc3b68000, 0xc41c4000, 0xc3fe0000, 0xc3f10000, 0xc25c0000, 0xc3dc0000, /* t101 d0-7: D(49,2).. */
	0x42040000, 0x41b80000, 0xc3430000, 0xc3f50000, 0xc3630000, 0xc36f0000, 0xc2a00000, 0x43af0000, /* t102 d0-7: D(49,4).. */
	0xc3000000, 0xc2480000, 0xc2f00000, 0x44200000, 0xc2c20000, 0x44108000, 0x43af0000, 0xc3b68000, /* t103 d0-7: D(49,6).. */
	0x42fa0000, 0x43d70000, 0xc2c60000, 0xc2ea0000, 0xc2dc0000, 0x40a00000, 0xc2b40000, 0xc2f00000, /* t104 d0-7: D(50,0).. */
	0xc3070000, 0xc3b90000, 0xc2ea0000, 0xc2c60000, 0xc3b18000, 0xc3f50000, 0xc2ba0000, 0xc2ae0000, /* t105 d0-7: D(50,2).. */
	0xc28c0000, 0x439d8000, 0xc2cc0000, 0xc2ae0000, 0x43700000, 0x42fa0000, 0xc2cc0000, 0xc2c60000, /* t106 d0-7: D(50,4).. */
	0xc2f00000, 0x42dc0000, 0xc4400000, 0xc2f00000, 0x43d70000, 0xc3070000, 0xc2ea0000, 0xc2ea0000, /* t107 d0-7: D(50,6).. */
	0x428a0000, 0x40e00000, 0xc2c20000, 0xc3df0000, 0x42700000, 0x43dc0000, 0xc3660000, 0xc4174000, /* t108 d0-7: D(51,0).. */
	0x43808000, 0xc2840000, 0xc24c0000, 0x43410000, 0x43230000, 0xc2040000, 0xc3b88000, 0x43a70000, /* t109 d0-7: D(51,2).. */
	0xc2880000, 0xc4018000, 0xc3300000, 0x441d4000, 0xc4004000, 0x428a0000, 0x43a70000, 0xc2c20000, /* t110 d0-7: D(51,4).. */
	0xc2e00000, 0x42820000, 0xc3240000, 0xc3f50000, 0x40e00000, 0x43808000, 0xc3df0000, 0xc24c0000, /* t111 d0-7: D(51,6).. */
	0xc4018000, 0xc29e0000, 0x43ba8000, 0xc4358000, 0xc28c0000, 0xc2aa0000, 0xc3fa0000, 0x00000000, /* t112 d0-7: D(52,0).. */
	0x43030000, 0x43ee8000, 0xc2c00000, 0x43cc0000, 0x43908000, 0x42240000, 0xc2300000, 0xc2740000, /* t113 d0-7: D(52,2).. */
	0x41d00000, 0x42d40000, 0xc4380000, 0xc2ca0000, 0x42600000, 0xc4018000, 0x436f0000, 0x43ba8000, /* t114 d0-7: D(52,4).. */
	0xc3080000, 0xc40d4000, 0xc2f80000, 0x42700000, 0xc29e0000, 0x43030000, 0xc4358000, 0xc2c00000, /* t115 d0-7: D(52,6).. */
	0x43610000, 0xc3fa0000, 0xc3090000, 0x42580000, 0xc2c80000, 0xc3b18000, 0xc20c0000, 0xc3f50000, /* t116 d0-7: D(53,0).. */
	0xc3b18000, 0x41a00000, 0xc3cd8000, 0x41000000, 0xc3070000, 0x43d20000, 0x43030000, 0x42d00000, /* t117 d0-7: D(53,2).. */
	0xc30c0000, 0x42d20000, 0xc3260000, 0x42ee0000, 0x42dc0000, 0x43610000, 0xc2f20000, 0xc3090000, /* t118 d0-7: D(53,4).. */
	0xc3200000, 0x439b0000, 0xc3240000, 0x43898000, 0xc3fa0000, 0xc3b18000, 0x42580000, 0xc3cd8000, /* t119 d0-7: D(53,6).. */
	0xc3700000, 0xc3f00000, 0xc36f0000, 0xc2c20000, 0x40a00000, 0x41f00000, 0xc4084000, 0x43af0000, /* t120 d0-7: D(54,0).. */
	0xc3fa0000, 0x43b18000, 0x44108000, 0x41300000, 0x440e8000, 0xc2e60000, 0xc3fe0000, 0xc3f10000, /* t121 d0-7: D(54,2).. */
	0xc40d4000, 0xc2820000, 0x42040000, 0x41b80000, 0xc37a0000, 0xc3700000, 0xc3630000, 0xc36f0000, /* t122 d0-7: D(54,4).. */
	0xc3200000, 0x41f00000, 0xc3000000, 0xc2480000, 0xc3f00000, 0xc3fa0000, 0xc2c20000, 0x44108000, /* t123 d0-7: D(54,6).. */
	0xc2e20000, 0x43080000, 0x42fa0000, 0x43d70000, 0xc31b0000, 0x41700000, 0xc2dc0000, 0x40a00000, /* t124 d0-7: D(55,0).. */
	0x43170000, 0xc4018000, 0xc3070000, 0xc3b90000, 0xc3d78000, 0x42100000, 0xc3b18000, 0xc3f50000, /* t125 d0-7: D(55,2).. */
	0xc0800000, 0x437b0000, 0xc28c0000, 0x439d8000, 0xc2f80000, 0xc2e20000, 0x43700000, 0x42fa0000, /* t126 d0-7: D(55,4).. */
	0xc3080000, 0x43160000, 0xc2f00000, 0x42dc0000, 0x43080000, 0x43170000, 0x43d70000, 0xc3070000, /* t127 d0-7: D(55,6).. */
	/* test 14 @15872: m64n32k16 .f32.bf16.bf16, A registers, B MN-major 128B, K 64 (4 wgmma), scale-d 1, scale-a 1, scale-b -1 */
	0xc3ff0000, 0x43660000, 0x427c0000, 0x43010000, 0x42c00000, 0xc3880000, 0xc409c000, 0x43bd8000, /* t0 d0-7: D(0,0).. */
	0x43830000, 0x43590000, 0xc3620000, 0x42100000, 0xc2440000, 0xc4578000, 0x43800000, 0x42280000, /* t0 d8-15: D(0,16).. */
	0xc1000000, 0x43808000, 0xc38b8000, 0xc35c0000, 0xc1e00000, 0xc2580000, 0xc39d8000, 0x43830000, /* t1 d0-7: D(0,2).. */
	0xc3200000, 0xc3430000, 0x439b0000, 0xc32b0000, 0xc4004000, 0x43630000, 0x42700000, 0x43090000, /* t1 d8-15: D(0,18).. */
	0x43530000, 0xc3250000, 0x42240000, 0x43988000, 0xc4590000, 0xc3fd8000, 0x423c0000, 0x425c0000, /* t2 d0-7: D(0,4).. */
	0xc3520000, 0x42c60000, 0x440b4000, 0xc40bc000, 0xc1300000, 0x43848000, 0xc38d0000, 0xc35f0000, /* t2 d8-15: D(0,20).. */
	0xc33e0000, 0xc34c0000, 0xc3310000, 0x440a0000, 0x43680000, 0xc1800000, 0x43030000, 0xc38a0000, /* t3 d0-7: D(0,6).. */
	0xc3870000, 0xc2100000, 0x43be8000, 0xc39c0000, 0x435b0000, 0xc3280000, 0x42180000, 0x439c8000, /* t3 d8-15: D(0,22).. */
	0x41100000, 0xc400c000, 0x43a30000, 0xc2cc0000, 0x43020000, 0xc2980000, 0xc3dd8000, 0xc4004000, /* t4 d0-7: D(1,0).. */
	0x41d00000, 0xc2ba0000, 0x44234000, 0x43868000, 0xc4358000, 0xc3b00000, 0xc3ed8000, 0x42aa0000, /* t4 d8-15: D(1,16).. */
	0x43130000, 0x42000000, 0x41100000, 0x44220000, 0x42a80000, 0xc4340000, 0x433c0000, 0xc3f00000, /* t5 d0-7: D(1,2).. */
	0x41500000, 0xc3690000, 0x43690000, 0xc3690000, 0x41880000, 0xc4018000, 0x43a18000, 0xc2d20000, /* t5 d8-15: D(1,18).. */
	0xc2c60000, 0x41000000, 0x43890000, 0x436f0000, 0xc3b30000, 0x41400000, 0x42b40000, 0x43a48000, /* t6 d0-7: D(1,4).. */
	0xc2300000, 0x43050000, 0x43bb8000, 0xc3e18000, 0x43100000, 0x41e80000, 0x41880000, 0x44214000, /* t6 d8-15: D(1,20).. */
	0xc3640000, 0xc2180000, 0xc36f0000, 0x43b90000, 0xc4004000, 0x43160000, 0xc2de0000, 0x41400000, /* t7 d0-7: D(1,6).. */
	0xc2940000, 0x42ae0000, 0xc3ff8000, 0x433f0000, 0xc2b60000, 0x40a00000, 0x43878000, 0x436c0000, /* t7 d8-15: D(1,22).. */
	0x41500000, 0x42040000, 0x430c0000, 0x42920000, 0x42540000, 0xc2880000, 0xc3650000, 0x41c00000, /* t8 d0-7: D(2,0).. */
	0x41980000, 0xc3520000, 0xc2540000, 0x42700000, 0x42b80000, 0x42de0000, 0x41000000, 0x41f00000, /* t8 d8-15: D(2,16).. */
	0xc400c000, 0x41c80000, 0xc38c0000, 0xc2680000, 0xc3928000, 0x42c40000, 0xc3f78000, 0x40400000, /* t9 d0-7: D(2,2).. */
	0x432b0000, 0xc3600000, 0xc2d00000, 0xc3350000, 0x41200000, 0x42240000, 0x43090000, 0x428c0000, /* t9 d8-15: D(2,18).. */
	0xc34d0000, 0x43260000, 0x42580000, 0xc2c40000, 0x42e80000, 0x40a00000, 0x420c0000, 0x430f0000, /* t10 d0-7: D(2,4).. */
	0xc28e0000, 0x42600000, 0x430d0000, 0xc3620000, 0xc4018000, 0x41b00000, 0xc38d8000, 0xc2480000, /* t10 d8-15: D(2,20).. */
	0xc3660000, 0xc2820000, 0xc3300000, 0x43080000, 0x420c0000, 0xc4000000, 0x42960000, 0xc3900000, /* t11 d0-7: D(2,6).. */
	0xc2840000, 0xc3910000, 0x41700000, 0xc3f60000, 0xc3500000, 0x432e0000, 0x424c0000, 0xc2ca0000, /* t11 d8-15: D(2,22).. */
	0x42e60000, 0xc3ff8000, 0xc3b98000, 0xc435c000, 0x43878000, 0x44230000, 0xc2480000, 0x42700000, /* t12 d0-7: D(3,0).. */
	0xc3fb8000, 0xc3e80000, 0xc2da0000, 0x42c80000, 0xc3070000, 0x43ad8000, 0xc3f48000, 0x41300000, /* t12 d8-15: D(3,16).. */
	0x434e0000, 0xc3fe0000, 0x42e60000, 0xc2e40000, 0x41a80000, 0xc3010000, 0x42d80000, 0xc3f70000, /* t13 d0-7: D(3,2).. */
	0x43ac0000, 0xc33e0000, 0xc1700000, 0xc3790000, 0x42e00000, 0xc3fb8000, 0xc3bb0000, 0xc4368000, /* t13 d8-15: D(3,18).. */
	0xc3e58000, 0x43af0000, 0x42bc0000, 0xc1a00000, 0x43b00000, 0x42d60000, 0x40a00000, 0xc3b80000, /* t14 d0-7: D(3,4).. */
	0x43520000, 0x43838000, 0x41400000, 0xc23c0000, 0x43560000, 0xc3ff8000, 0x42e00000, 0xc2d40000, /* t14 d8-15: D(3,20).. */
	0xc3440000, 0x434d0000, 0xc3740000, 0x41900000, 0xc3fe8000, 0x43510000, 0xc4354000, 0x42d60000, /* t15 d0-7: D(3,6).. */
	0x44238000, 0x41c00000, 0x42780000, 0x42c80000, 0xc3e70000, 0x43ad8000, 0x42cc0000, 0xc1b80000, /* t15 d8-15: D(3,22).. */
	0x42080000, 0x43910000, 0xc459c000, 0xc2200000, 0x41200000, 0xc3760000, 0x433e0000, 0x43740000, /* t16 d0-7: D(4,0).. */
	0x43cd8000, 0xc401c000, 0xc3818000, 0x42f40000, 0x430b0000, 0x42140000, 0x43600000, 0xc4000000, /* t16 d8-15: D(4,16).. */
	0xc3b38000, 0x43cb0000, 0xc2540000, 0xc37d0000, 0xc3808000, 0x43060000, 0x41100000, 0x43660000, /* t17 d0-7: D(4,2).. */
	0x440b4000, 0xc3460000, 0xc34f0000, 0xc34b0000, 0x41f80000, 0x438f8000, 0xc457c000, 0xc22c0000, /* t17 d8-15: D(4,18).. */
	0xc4008000, 0x440cc000, 0x42e80000, 0xc3540000, 0x42280000, 0x42140000, 0xc4018000, 0xc4590000, /* t18 d0-7: D(4,4).. */
	0x43a80000, 0x41500000, 0xc31f0000, 0x43410000, 0xc3af8000, 0x43c98000, 0xc2600000, 0xc3800000, /* t18 d8-15: D(4,20).. */
	0xc3410000, 0x43a58000, 0xc3460000, 0xc3190000, 0x438c8000, 0xc3b20000, 0xc2180000, 0xc2480000, /* t19 d0-7: D(4,6).. */
	0xc37f0000, 0xc37e0000, 0x43760000, 0x41400000, 0xc4014000, 0x440c0000, 0x42f80000, 0xc3570000, /* t19 d8-15: D(4,22).. */
	0xc3430000, 0xc3120000, 0xc3fb8000, 0x43620000, 0x43080000, 0xc42c4000, 0x42b80000, 0xc38a0000, /* t20 d0-7: D(5,0).. */
	0x435e0000, 0x41800000, 0x43810000, 0x43550000, 0xc3bf8000, 0x42860000, 0xc2540000, 0xc4588000, /* t20 d8-15: D(5,16).. */
	0x43be8000, 0x43590000, 0xc1400000, 0x43840000, 0x434c0000, 0xc3c20000, 0xc2000000, 0xc23c0000, /* t21 d0-7: D(5,2).. */
	0xc3f78000, 0xc3780000, 0xc3240000, 0xc33c0000, 0xc3460000, 0xc3150000, 0xc3fd0000, 0x436a0000, /* t21 d8-15: D(5,18).. */
	0x41200000, 0xc3f48000, 0x435a0000, 0xc3290000, 0x42740000, 0xc3400000, 0xc4574000, 0xc3ff8000, /* t22 d0-7: D(5,4).. */
	0xc4028000, 0x430b0000, 0xc3560000, 0x42be0000, 0x43bd0000, 0x43610000, 0xc1700000, 0x43828000, /* t22 d8-15: D(5,20).. */
	0xc3730000, 0xc403c000, 0xc3420000, 0xc3500000, 0xc3100000, 0x43ba8000, 0x43640000, 0xc1100000, /* t23 d0-7: D(5,6).. */
	0xc42bc000, 0x43440000, 0xc3890000, 0xc1e80000, 0x40e00000, 0xc3f60000, 0x43570000, 0xc3210000, /* t23 d8-15: D(5,22).. */
	0xc31e0000, 0xc3390000, 0x41800000, 0xc401c000, 0xc34f0000, 0xc33d0000, 0x43090000, 0xc2a00000, /* t24 d0-7: D(6,0).. */
	0xc31c0000, 0xc31e0000, 0x42040000, 0xc2c20000, 0xc3480000, 0xc31d0000, 0xc4368000, 0xc3b20000, /* t24 d8-15: D(6,16).. */
	0xc3370000, 0xc3160000, 0x430f0000, 0x41e00000, 0xc30e0000, 0xc34d0000, 0x42a00000, 0xc4350000, /* t25 d0-7: D(6,2).. */
	0xc3440000, 0xc4f08000, 0x41100000, 0xc3620000, 0xc3160000, 0xc33c0000, 0x41500000, 0xc3ff8000, /* t25 d8-15: D(6,18).. */
	0xc3240000, 0xc3490000, 0xc2b80000, 0x41700000, 0xc3230000, 0xc31b0000, 0xc3af8000, 0x41000000, /* t26 d0-7: D(6,4).. */
	0xc3400000, 0xc34c0000, 0xc2140000, 0x43010000, 0xc33a0000, 0xc3190000, 0x43170000, 0x41c80000, /* t26 d8-15: D(6,20).. */
	0xc4efe000, 0xc33a0000, 0xc3680000, 0xc2280000, 0xc3370000, 0xc3340000, 0xc4014000, 0x43120000, /* t27 d0-7: D(6,6).. */
	0xc33b0000, 0xc3160000, 0xc29c0000, 0x42a60000, 0xc31c0000, 0xc34c0000, 0xc2be0000, 0x41400000, /* t27 d8-15: D(6,22).. */
	0x426c0000, 0xc3cc8000, 0x41100000, 0x42200000, 0x42480000, 0x43800000, 0x42700000, 0xc2740000, /* t28 d0-7: D(7,0).. */
	0xc4364000, 0x42b00000, 0x41d00000, 0xc3560000, 0xc30e0000, 0xc3350000, 0x42c60000, 0x42d60000, /* t28 d8-15: D(7,16).. */
	0x43730000, 0xc434c000, 0xc401c000, 0x41a80000, 0x43ab0000, 0xc3080000, 0xc3948000, 0x42bc0000, /* t29 d0-7: D(7,2).. */
	0xc4018000, 0xc3650000, 0x43270000, 0xc3640000, 0x42860000, 0xc3ce0000, 0x40c00000, 0x42140000, /* t29 d8-15: D(7,18).. */
	0x42ba0000, 0xc402c000, 0xc3510000, 0x432d0000, 0xc33b0000, 0x42780000, 0x42e00000, 0x41400000, /* t30 d0-7: D(7,4).. */
	0xc4000000, 0x42540000, 0xc2800000, 0x427c0000, 0x43700000, 0xc4358000, 0xc3ff8000, 0x41900000, /* t30 d8-15: D(7,20).. */
	0xc36b0000, 0xc3fd0000, 0xc35f0000, 0xc28a0000, 0xc3cb8000, 0x43760000, 0x41f80000, 0xc4010000, /* t31 d0-7: D(7,6).. */
	0x43810000, 0x43ac8000, 0xc28c0000, 0xc3930000, 0x42b40000, 0xc400c000, 0xc3540000, 0x432a0000, /* t31 d8-15: D(7,22).. */
	0x42e80000, 0xc3ff0000, 0xc3b90000, 0xc4358000, 0x43880000, 0x44234000, 0xc2440000, 0x42740000, /* t32 d0-7: D(16,0).. */
	0xc4004000, 0xc3e78000, 0xc2d80000, 0x42ca0000, 0xc3060000, 0x43ae0000, 0xc3f40000, 0x41400000, /* t32 d8-15: D(16,16).. */
	0x434f0000, 0xc3fd8000, 0x42e80000, 0xc2e20000, 0x41b00000, 0xc3000000, 0x42da0000, 0xc3f68000, /* t33 d0-7: D(16,2).. */
	0x43ac8000, 0xc33d0000, 0xc1c80000, 0xc3780000, 0x42e20000, 0xc3fb0000, 0xc3ba8000, 0xc4364000, /* t33 d8-15: D(16,18).. */
	0xc3e50000, 0x43aa0000, 0x42be0000, 0xc1980000, 0x43b08000, 0x42d80000, 0x40c00000, 0xc3b78000, /* t34 d0-7: D(16,4).. */
	0x43530000, 0x43840000, 0x41500000, 0xc2380000, 0x434c0000, 0xc3ff0000, 0x42e20000, 0xc2d20000, /* t34 d8-15: D(16,20).. */
	0xc3430000, 0x434e0000, 0xc3730000, 0x41000000, 0xc3fe0000, 0x43520000, 0xc4350000, 0x42d80000, /* t35 d0-7: D(16,6).. */
	0x4423c000, 0x41c80000, 0x427c0000, 0x42ca0000, 0xc3e68000, 0x43ae0000, 0x42b80000, 0xc1b00000, /* t35 d8-15: D(16,22).. */
	0x420c0000, 0x43918000, 0xc4598000, 0xc21c0000, 0x41300000, 0xc3800000, 0x433f0000, 0x43750000, /* t36 d0-7: D(17,0).. */
	0x43ce0000, 0xc4018000, 0xc3810000, 0x42f60000, 0x430c0000, 0x42180000, 0x43610000, 0xc3ff8000, /* t36 d8-15: D(17,16).. */
	0xc3b30000, 0x43cb8000, 0xc2500000, 0xc37c0000, 0xc3800000, 0x43070000, 0x41200000, 0x435c0000, /* t37 d0-7: D(17,2).. */
	0x440b8000, 0xc3450000, 0xc34e0000, 0xc34a0000, 0x42000000, 0x43900000, 0xc4578000, 0xc2280000, /* t37 d8-15: D(17,18).. */
	0xc4004000, 0x440d0000, 0x42ea0000, 0xc3530000, 0x422c0000, 0x42180000, 0xc4014000, 0xc458c000, /* t38 d0-7: D(17,4).. */
	0x43a88000, 0x40400000, 0xc31e0000, 0x43420000, 0xc3af0000, 0x43ca0000, 0xc25c0000, 0xc37f0000, /* t38 d8-15: D(17,20).. */
	0xc34b0000, 0x43a60000, 0xc3450000, 0xc3180000, 0x438d0000, 0xc3b18000, 0xc2140000, 0xc2440000, /* t39 d0-7: D(17,6).. */
	0xc37e0000, 0xc37d0000, 0x43770000, 0x40000000, 0xc4010000, 0x440c4000, 0x42fa0000, 0xc3560000, /* t39 d8-15: D(17,22).. */
	0xc3420000, 0xc3110000, 0xc4004000, 0x43630000, 0x43090000, 0xc42c0000, 0x42ba0000, 0xc3898000, /* t40 d0-7: D(18,0).. */
	0x435f0000, 0x41880000, 0x43818000, 0x43560000, 0xc3bf0000, 0x42640000, 0xc2500000, 0xc4584000, /* t40 d8-15: D(18,16).. */
	0x43bf0000, 0x435a0000, 0xc1300000, 0x43848000, 0x43420000, 0xc3c18000, 0xc1f80000, 0xc2380000, /* t41 d0-7: D(18,2).. */
	0xc3f70000, 0xc3770000, 0xc3230000, 0xc33b0000, 0xc3450000, 0xc3140000, 0xc3fc8000, 0x43600000, /* t41 d8-15: D(18,18).. */
	0x41300000, 0xc3f40000, 0x435b0000, 0xc3280000, 0x42780000, 0xc33f0000, 0xc459c000, 0xc3ff0000, /* t42 d0-7: D(18,4).. */
	0xc4024000, 0x430c0000, 0xc3550000, 0x42c00000, 0x43bd8000, 0x43620000, 0xc1600000, 0x43830000, /* t42 d8-15: D(18,20).. */
	0xc3720000, 0xc4038000, 0xc3410000, 0xc34f0000, 0xc30f0000, 0x43bb0000, 0x43650000, 0xc1000000, /* t43 d0-7: D(18,6).. */
	0xc42e4000, 0x43450000, 0xc3888000, 0xc1e00000, 0x41000000, 0xc3f58000, 0x43580000, 0xc3200000, /* t43 d8-15: D(18,22).. */
	0xc31d0000, 0xc3380000, 0x41880000, 0xc4018000, 0xc34e0000, 0xc33c0000, 0x430a0000, 0xc29e0000, /* t44 d0-7: D(19,0).. */
	0xc31b0000, 0xc31d0000, 0x41b80000, 0xc2c00000, 0xc3470000, 0xc31c0000, 0xc4364000, 0xc3b18000, /* t44 d8-15: D(19,16).. */
	0xc3360000, 0xc3200000, 0x43100000, 0x41e80000, 0xc30d0000, 0xc34c0000, 0x42a20000, 0xc434c000, /* t45 d0-7: D(19,2).. */
	0xc3430000, 0xc4f06000, 0x41200000, 0xc3610000, 0xc3200000, 0xc33b0000, 0x41600000, 0xc3ff0000, /* t45 d8-15: D(19,18).. */
	0xc3230000, 0xc3480000, 0xc2b60000, 0x40a00000, 0xc3220000, 0xc31a0000, 0xc3af0000, 0x41100000, /* t46 d0-7: D(19,4).. */
	0xc33f0000, 0xc34b0000, 0xc2100000, 0x43020000, 0xc3390000, 0xc3180000, 0x430d0000, 0x41d00000, /* t46 d8-15: D(19,20).. */
	0xc4efc000, 0xc3390000, 0xc3670000, 0xc2240000, 0xc3360000, 0xc33e0000, 0xc4010000, 0x43130000, /* t47 d0-7: D(19,6).. */
	0xc33a0000, 0xc3150000, 0xc29a0000, 0x42a80000, 0xc31b0000, 0xc34b0000, 0xc2bc0000, 0x41500000, /* t47 d8-15: D(19,22).. */
	0x42700000, 0xc3cc0000, 0x41200000, 0x42240000, 0x424c0000, 0x43808000, 0x42740000, 0xc28e0000, /* t48 d0-7: D(20,0).. */
	0xc4360000, 0x42b20000, 0x41d80000, 0xc3550000, 0xc30d0000, 0xc3340000, 0x42c80000, 0x42d80000, /* t48 d8-15: D(20,16).. */
	0x43740000, 0xc4348000, 0xc4018000, 0x41b00000, 0x43ab8000, 0xc3070000, 0xc3940000, 0x42be0000, /* t49 d0-7: D(20,2).. */
	0xc4014000, 0xc36f0000, 0x43280000, 0xc3630000, 0x42880000, 0xc3cd8000, 0x40e00000, 0x42180000, /* t49 d8-15: D(20,18).. */
	0x42a60000, 0xc4028000, 0xc3500000, 0x432e0000, 0xc33a0000, 0x427c0000, 0x42e20000, 0x41500000, /* t50 d0-7: D(20,4).. */
	0xc3ff8000, 0x42580000, 0xc27c0000, 0x42540000, 0x43710000, 0xc4354000, 0xc3ff0000, 0x41980000, /* t50 d8-15: D(20,20).. */
	0xc36a0000, 0xc3fc8000, 0xc3690000, 0xc2880000, 0xc3cb0000, 0x43770000, 0x42000000, 0xc400c000, /* t51 d0-7: D(20,6).. */
	0x43818000, 0x43ad0000, 0xc28a0000, 0xc3928000, 0x42b60000, 0xc4034000, 0xc3530000, 0x432b0000, /* t51 d8-15: D(20,22).. */
	0x42800000, 0x43020000, 0x42e00000, 0xc3fb8000, 0xc40c4000, 0x43be0000, 0x43860000, 0x44250000, /* t52 d0-7: D(21,0).. */
	0xc3610000, 0x42140000, 0xc3fd0000, 0xc3e40000, 0x43808000, 0x422c0000, 0xc2fe0000, 0x43ac0000, /* t52 d8-15: D(21,16).. */
	0xc38b0000, 0xc35b0000, 0x43560000, 0xc3ff8000, 0xc39d0000, 0x43838000, 0x41900000, 0xc3040000, /* t53 d0-7: D(21,2).. */
	0x439b8000, 0xc32a0000, 0x43aa8000, 0xc3410000, 0x42740000, 0x430a0000, 0x42da0000, 0xc3fd0000, /* t53 d8-15: D(21,18).. */
	0x42280000, 0x43990000, 0xc3e70000, 0x43ad8000, 0x42400000, 0x42600000, 0x43ae8000, 0x42e60000, /* t54 d0-7: D(21,4).. */
	0x4408c000, 0xc40b8000, 0x434f0000, 0x43878000, 0xc38c8000, 0xc35e0000, 0x43530000, 0xc3fb8000, /* t54 d8-15: D(21,20).. */
	0xc3300000, 0x440a4000, 0xc33c0000, 0x434a0000, 0x43040000, 0xc3898000, 0xc3fa8000, 0x434e0000, /* t55 d0-7: D(21,6).. */
	0x43bf0000, 0xc39b8000, 0x4422c000, 0x41a80000, 0x421c0000, 0x439d0000, 0xc3e88000, 0x43ac0000, /* t55 d8-15: D(21,22).. */
	0x43a38000, 0xc2e00000, 0x41f80000, 0x438f8000, 0xc3dd0000, 0xc4000000, 0x40e00000, 0xc3790000, /* t56 d0-7: D(22,0).. */
	0x44238000, 0x43870000, 0x43cc0000, 0xc3ff8000, 0xc3f28000, 0x42ac0000, 0x43080000, 0x42340000, /* t56 d8-15: D(22,16).. */
	0x41200000, 0x44224000, 0xc3af8000, 0x43c98000, 0x433d0000, 0xc3ef8000, 0xc3790000, 0x43030000, /* t57 d0-7: D(22,2).. */
	0x436a0000, 0xc3680000, 0x440d4000, 0xc3490000, 0x43a20000, 0xc2d00000, 0x41e00000, 0x438e0000, /* t57 d8-15: D(22,18).. */
	0x43898000, 0x43700000, 0xc4014000, 0x440c0000, 0x42b60000, 0x439f8000, 0x421c0000, 0x42080000, /* t58 d0-7: D(22,4).. */
	0x43bc0000, 0xc3e10000, 0x43a68000, 0x41200000, 0x41900000, 0x44218000, 0xc3b10000, 0x43cd8000, /* t58 d8-15: D(22,20).. */
	0xc36e0000, 0x43b98000, 0xc3440000, 0x43a98000, 0xc2dc0000, 0x41500000, 0x43908000, 0xc3b38000, /* t59 d0-7: D(22,6).. */
	0xc3ff0000, 0x43400000, 0xc3770000, 0xc3808000, 0x43880000, 0x436d0000, 0xc3fe8000, 0x440b4000, /* t59 d8-15: D(22,22).. */
	0x430d0000, 0x42940000, 0xc3460000, 0xc3150000, 0xc3640000, 0x41c80000, 0x43050000, 0xc42d0000, /* t60 d0-7: D(23,0).. */
	0xc2500000, 0x42480000, 0x435b0000, 0x41500000, 0x41100000, 0x41f80000, 0xc3c10000, 0x42800000, /* t60 d8-15: D(23,16).. */
	0xc3910000, 0xc2640000, 0x43bd0000, 0x43610000, 0xc3f70000, 0x40800000, 0x43490000, 0xc3be0000, /* t61 d0-7: D(23,2).. */
	0xc2ce0000, 0xc3340000, 0xc3f38000, 0xc37b0000, 0x430a0000, 0x428e0000, 0xc33e0000, 0xc3180000, /* t61 d8-15: D(23,18).. */
	0x425c0000, 0xc2c20000, 0x40e00000, 0xc3f60000, 0x42100000, 0x43100000, 0x42680000, 0xc3430000, /* t62 d0-7: D(23,4).. */
	0x430e0000, 0xc3610000, 0xc4034000, 0x43080000, 0xc38d0000, 0xc2700000, 0x43bb8000, 0x435e0000, /* t62 d8-15: D(23,20).. */
	0xc32f0000, 0x43090000, 0xc3760000, 0xc401c000, 0x42820000, 0xc38f8000, 0xc3130000, 0x43be8000, /* t63 d0-7: D(23,6).. */
	0x41800000, 0xc3f58000, 0xc42c8000, 0x434c0000, 0x42500000, 0xc2c80000, 0x41700000, 0xc3f78000, /* t63 d8-15: D(23,22).. */
	0xc31c0000, 0xc3370000, 0x41900000, 0xc4014000, 0xc34d0000, 0xc33b0000, 0x43000000, 0xc29c0000, /* t64 d0-7: D(32,0).. */
	0xc31a0000, 0xc31c0000, 0x41c00000, 0xc2be0000, 0xc3460000, 0xc31b0000, 0xc4360000, 0xc3b10000, /* t64 d8-15: D(32,16).. */
	0xc3350000, 0xc31f0000, 0x43110000, 0x41f00000, 0xc30c0000, 0xc34b0000, 0x42a40000, 0xc4348000, /* t65 d0-7: D(32,2).. */
	0xc34d0000, 0xc4f04000, 0x41300000, 0xc3600000, 0xc31f0000, 0xc33a0000, 0x41700000, 0xc3fe8000, /* t65 d8-15: D(32,18).. */
	0xc3220000, 0xc3470000, 0xc2b40000, 0x40c00000, 0xc3210000, 0xc3190000, 0xc3ae8000, 0x41200000, /* t66 d0-7: D(32,4).. */
	0xc33e0000, 0xc34a0000, 0xc2380000, 0x43030000, 0xc3380000, 0xc3170000, 0x430e0000, 0x41d80000, /* t66 d8-15: D(32,20).. */
	0xc4efa000, 0xc3430000, 0xc3660000, 0xc2200000, 0xc3350000, 0xc33d0000, 0xc400c000, 0x43140000, /* t67 d0-7: D(32,6).. */
	0xc3390000, 0xc3140000, 0xc2980000, 0x42aa0000, 0xc3250000, 0xc34a0000, 0xc2ba0000, 0x41600000, /* t67 d8-15: D(32,22).. */
	0x42740000, 0xc3cb8000, 0x41300000, 0x41f80000, 0x42500000, 0x43810000, 0x42780000, 0xc28c0000, /* t68 d0-7: D(33,0).. */
	0xc435c000, 0x42b40000, 0x41e00000, 0xc3540000, 0xc30c0000, 0xc3330000, 0x42b40000, 0x42da0000, /* t68 d8-15: D(33,16).. */
	0x43750000, 0xc4344000, 0xc4014000, 0x41b80000, 0x43ac0000, 0xc3110000, 0xc3938000, 0x42c00000, /* t69 d0-7: D(33,2).. */
	0xc4010000, 0xc36e0000, 0x43290000, 0xc3620000, 0x428a0000, 0xc3cd0000, 0x41000000, 0x421c0000, /* t69 d8-15: D(33,18).. */
	0x42a80000, 0xc4024000, 0xc34f0000, 0x432f0000, 0xc3390000, 0x42800000, 0x42e40000, 0x40400000, /* t70 d0-7: D(33,4).. */
	0xc3ff0000, 0x425c0000, 0xc2780000, 0x42580000, 0x43720000, 0xc4350000, 0xc3fe8000, 0x41a00000, /* t70 d8-15: D(33,20).. */
	0xc3690000, 0xc3fc0000, 0xc3680000, 0xc2860000, 0xc3ca8000, 0x43780000, 0x42040000, 0xc4008000, /* t71 d0-7: D(33,6).. */
	0x43820000, 0x43a80000, 0xc2880000, 0xc3920000, 0x42b80000, 0xc4030000, 0xc3520000, 0x432c0000, /* t71 d8-15: D(33,22).. */
	0x42580000, 0x43030000, 0x42e20000, 0xc3fb0000, 0xc40c0000, 0x43be8000, 0x43868000, 0x44254000, /* t72 d0-7: D(34,0).. */
	0xc3600000, 0x42180000, 0xc3fc8000, 0xc3e90000, 0x43810000, 0x42300000, 0xc2fc0000, 0x43ac8000, /* t72 d8-15: D(34,16).. */
	0xc38a8000, 0xc35a0000, 0x434c0000, 0xc3ff0000, 0xc39c8000, 0x43840000, 0x41980000, 0xc3030000, /* t73 d0-7: D(34,2).. */
	0x439c0000, 0xc3290000, 0x43ab0000, 0xc3400000, 0x42780000, 0x43000000, 0x42dc0000, 0xc3fc8000, /* t73 d8-15: D(34,18).. */
	0x422c0000, 0x43998000, 0xc3e68000, 0x43ae0000, 0x42180000, 0x42640000, 0x43af0000, 0x42e80000, /* t74 d0-7: D(34,4).. */
	0x44090000, 0xc40b4000, 0x43500000, 0x43880000, 0xc38c0000, 0xc35d0000, 0x43540000, 0xc4004000, /* t74 d8-15: D(34,20).. */
	0xc32f0000, 0x440a8000, 0xc33b0000, 0x434b0000, 0x43050000, 0xc3890000, 0xc3ff8000, 0x434f0000, /* t75 d0-7: D(34,6).. */
	0x43bf8000, 0xc39b0000, 0x44230000, 0x41b00000, 0x42200000, 0x439d8000, 0xc3e80000, 0x43ac8000, /* t75 d8-15: D(34,22).. */
	0x43a40000, 0xc2de0000, 0x42000000, 0x43900000, 0xc3dc8000, 0xc3ff8000, 0x41000000, 0xc3780000, /* t76 d0-7: D(35,0).. */
	0x44210000, 0x43878000, 0x43cc8000, 0xc3ff0000, 0xc3f20000, 0x42ae0000, 0x43090000, 0x42380000, /* t76 d8-15: D(35,16).. */
	0x41300000, 0x44228000, 0xc3af0000, 0x43ca0000, 0x433e0000, 0xc3ef0000, 0xc3780000, 0x43040000, /* t77 d0-7: D(35,2).. */
	0x436b0000, 0xc3670000, 0x440ac000, 0xc3480000, 0x43a28000, 0xc2ce0000, 0x41e80000, 0x438e8000, /* t77 d8-15: D(35,18).. */
	0x438a0000, 0x43660000, 0xc4010000, 0x440c4000, 0x42b80000, 0x43a00000, 0x42200000, 0x420c0000, /* t78 d0-7: D(35,4).. */
	0x43bc8000, 0xc3e08000, 0x43a70000, 0x41300000, 0x41000000, 0x4421c000, 0xc3b08000, 0x43ce0000, /* t78 d8-15: D(35,20).. */
	0xc36d0000, 0x43ba0000, 0xc3430000, 0x43a48000, 0xc2da0000, 0x41600000, 0x43910000, 0xc3b30000, /* t79 d0-7: D(35,6).. */
	0xc3fe8000, 0x43410000, 0xc3760000, 0xc3800000, 0x43888000, 0x436e0000, 0xc401c000, 0x440b8000, /* t79 d8-15: D(35,22).. */
	0x430e0000, 0x42960000, 0xc3450000, 0xc3140000, 0xc3630000, 0x41700000, 0x43060000, 0xc42cc000, /* t80 d0-7: D(36,0).. */
	0xc24c0000, 0x424c0000, 0x435c0000, 0x41600000, 0x41200000, 0x42000000, 0xc3c08000, 0x42820000, /* t80 d8-15: D(36,16).. */
	0xc3908000, 0xc2600000, 0x43bd8000, 0x43620000, 0xc3f68000, 0x40a00000, 0x434a0000, 0xc3c30000, /* t81 d0-7: D(36,2).. */
	0xc2cc0000, 0xc3330000, 0xc3f30000, 0xc37a0000, 0x430b0000, 0x42900000, 0xc33d0000, 0xc3170000, /* t81 d8-15: D(36,18).. */
	0x42600000, 0xc2c00000, 0x41000000, 0xc3f58000, 0x42140000, 0x43110000, 0x426c0000, 0xc3420000, /* t82 d0-7: D(36,4).. */
	0x430f0000, 0xc36b0000, 0xc4030000, 0x43090000, 0xc38c8000, 0xc26c0000, 0x43bc0000, 0x435f0000, /* t82 d8-15: D(36,20).. */
	0xc3390000, 0x430a0000, 0xc3750000, 0xc4018000, 0x42840000, 0xc38f0000, 0xc3120000, 0x43bf0000, /* t83 d0-7: D(36,6).. */
	0x41880000, 0xc3f50000, 0xc42c4000, 0x43420000, 0x42540000, 0xc2c60000, 0x41800000, 0xc3f70000, /* t83 d8-15: D(36,22).. */
	0xc3b88000, 0xc4354000, 0xc3200000, 0xc33b0000, 0xc2400000, 0x42780000, 0xc3510000, 0xc33f0000, /* t84 d0-7: D(37,0).. */
	0xc2d60000, 0x42cc0000, 0xc31e0000, 0xc3200000, 0xc3f38000, 0x40000000, 0xc34a0000, 0xc31f0000, /* t84 d8-15: D(37,16).. */
	0x42ea0000, 0xc2e00000, 0xc3390000, 0xc3180000, 0x42c60000, 0xc3f60000, 0xc3100000, 0xc3440000, /* t85 d0-7: D(37,2).. */
	0xc1c00000, 0xc3770000, 0xc3460000, 0xc4ef6000, 0xc3ba0000, 0xc4360000, 0xc3180000, 0xc33e0000, /* t85 d8-15: D(37,18).. */
	0x42c00000, 0xc1900000, 0xc31b0000, 0xc34b0000, 0x40e00000, 0xc3b70000, 0xc3250000, 0xc31d0000, /* t86 d0-7: D(37,4).. */
	0x41600000, 0xc2340000, 0xc3420000, 0xc34e0000, 0x42e40000, 0xc2d00000, 0xc33c0000, 0xc31b0000, /* t86 d8-15: D(37,20).. */
	0xc3720000, 0x41100000, 0xc4f02000, 0xc33c0000, 0xc434c000, 0x42da0000, 0xc3390000, 0xc3360000, /* t87 d0-7: D(37,6).. */
	0x42540000, 0x42cc0000, 0xc33d0000, 0xc30d0000, 0x42ba0000, 0xc1a80000, 0xc31e0000, 0xc3430000, /* t87 d8-15: D(37,22).. */
	0xc4594000, 0xc2180000, 0x42880000, 0xc3cd8000, 0x43400000, 0x43760000, 0x426c0000, 0x437e0000, /* t88 d0-7: D(38,0).. */
	0xc3808000, 0x42f80000, 0xc436c000, 0x42ac0000, 0x43620000, 0xc3ff0000, 0xc3100000, 0xc3370000, /* t88 d8-15: D(38,16).. */
	0xc24c0000, 0xc3830000, 0x43710000, 0xc4354000, 0x41300000, 0x435d0000, 0x43aa0000, 0xc30a0000, /* t89 d0-7: D(38,2).. */
	0xc34d0000, 0xc3490000, 0xc4020000, 0xc3670000, 0xc45a0000, 0xc2240000, 0x42820000, 0xc3c98000, /* t89 d8-15: D(38,18).. */
	0x42ec0000, 0xc3520000, 0x42b60000, 0xc4034000, 0xc4010000, 0xc4588000, 0xc3320000, 0x42700000, /* t90 d0-7: D(38,4).. */
	0xc31d0000, 0x43430000, 0xc3fb8000, 0x424c0000, 0xc2580000, 0xc37e0000, 0x436e0000, 0xc4360000, /* t90 d8-15: D(38,20).. */
	0xc3440000, 0xc3170000, 0xc36d0000, 0xc3fe0000, 0xc2100000, 0xc26c0000, 0xc3cc8000, 0x43740000, /* t91 d0-7: D(38,6).. */
	0x43780000, 0x40400000, 0x43800000, 0x43ab8000, 0x42fc0000, 0xc3550000, 0x42b00000, 0xc4014000, /* t91 d8-15: D(38,22).. */
	0xc4000000, 0x43640000, 0x42740000, 0x430a0000, 0x42bc0000, 0xc3890000, 0xc40a4000, 0x43bc8000, /* t92 d0-7: D(39,0).. */
	0x43820000, 0x43570000, 0xc3590000, 0x42080000, 0xc24c0000, 0xc4580000, 0x43848000, 0x42200000, /* t92 d8-15: D(39,16).. */
	0xc1200000, 0x43850000, 0xc38c8000, 0xc35e0000, 0xc1f00000, 0xc2340000, 0xc39e8000, 0x43820000, /* t93 d0-7: D(39,2).. */
	0xc3220000, 0xc3450000, 0x439a0000, 0xc32d0000, 0xc3fc0000, 0x43610000, 0x42680000, 0x43070000, /* t93 d8-15: D(39,18).. */
	0x43510000, 0xc3270000, 0x421c0000, 0x439d0000, 0xc4598000, 0xc3fe8000, 0x42340000, 0x42800000, /* t94 d0-7: D(39,4).. */
	0xc3540000, 0x42c20000, 0x440ac000, 0xc40c4000, 0xc1500000, 0x43838000, 0xc3888000, 0xc3610000, /* t94 d8-15: D(39,20).. */
	0xc3400000, 0xc34e0000, 0xc3330000, 0x44098000, 0x43660000, 0xc0e00000, 0x43010000, 0xc38b0000, /* t95 d0-7: D(39,6).. */
	0xc3880000, 0xc1d80000, 0x43bd8000, 0xc39d0000, 0x43590000, 0xc32a0000, 0x42100000, 0x439b8000, /* t95 d8-15: D(39,22).. */
	0x43a48000, 0xc2dc0000, 0x42040000, 0x43908000, 0xc3e18000, 0xc3ff0000, 0x41100000, 0xc3770000, /* t96 d0-7: D(48,0).. */
	0x44214000, 0x43880000, 0x43cd0000, 0xc3fe8000, 0xc3f18000, 0x42b00000, 0x430a0000, 0x42100000, /* t96 d8-15: D(48,16).. */
	0x41400000, 0x4422c000, 0xc3ae8000, 0x43ca8000, 0x433f0000, 0xc3ee8000, 0xc3810000, 0x43050000, /* t97 d0-7: D(48,2).. */
	0x436c0000, 0xc3660000, 0x440b0000, 0xc3470000, 0x43a30000, 0xc2cc0000, 0x41f00000, 0x438f0000, /* t97 d8-15: D(48,18).. */
	0x438a8000, 0x43670000, 0xc400c000, 0x440c8000, 0x42ba0000, 0x43a08000, 0x42240000, 0x42100000, /* t98 d0-7: D(48,4).. */
	0x43b78000, 0xc3e00000, 0x43a78000, 0x41400000, 0x41100000, 0x44220000, 0xc3b00000, 0x43ce8000, /* t98 d8-15: D(48,20).. */
	0xc36c0000, 0x43ba8000, 0xc3420000, 0x43a50000, 0xc2d80000, 0x41700000, 0x43918000, 0xc3b28000, /* t99 d0-7: D(48,6).. */
	0xc3fe0000, 0x43420000, 0xc3800000, 0xc37f0000, 0x43890000, 0x436f0000, 0xc4018000, 0x440bc000, /* t99 d8-15: D(48,22).. */
	0x430f0000, 0x42820000, 0xc3440000, 0xc3130000, 0xc3620000, 0x41800000, 0x43070000, 0xc42c8000, /* t100 d0-7: D(49,0).. */
	0xc2480000, 0x42500000, 0x435d0000, 0x41700000, 0x00000000, 0x42040000, 0xc3c00000, 0x42840000, /* t100 d8-15: D(49,16).. */
	0xc3900000, 0xc25c0000, 0x43be0000, 0x43580000, 0xc3f60000, 0x40c00000, 0x434b0000, 0xc3c28000, /* t101 d0-7: D(49,2).. */
	0xc2ca0000, 0xc3320000, 0xc3f28000, 0xc3790000, 0x430c0000, 0x42920000, 0xc3470000, 0xc3160000, /* t101 d8-15: D(49,18).. */
	0x42640000, 0xc2be0000, 0x41100000, 0xc3f50000, 0x42180000, 0x43070000, 0x42700000, 0xc3410000, /* t102 d0-7: D(49,4).. */
	0x43100000, 0xc36a0000, 0xc402c000, 0x430a0000, 0xc38c0000, 0xc2680000, 0x43bc8000, 0x43600000, /* t102 d8-15: D(49,20).. */
	0xc3380000, 0x430b0000, 0xc3740000, 0xc4014000, 0x42860000, 0xc38e8000, 0xc3110000, 0x43ba0000, /* t103 d0-7: D(49,6).. */
	0x41900000, 0xc3f48000, 0xc42c0000, 0x43430000, 0x42580000, 0xc2c40000, 0x41880000, 0xc3f68000, /* t103 d8-15: D(49,22).. */
	0xc3b80000, 0xc4350000, 0xc31f0000, 0xc33a0000, 0xc23c0000, 0x427c0000, 0xc3500000, 0xc33e0000, /* t104 d0-7: D(50,0).. */
	0xc2d40000, 0x42b80000, 0xc31d0000, 0xc31f0000, 0xc3f30000, 0x40400000, 0xc3490000, 0xc31e0000, /* t104 d8-15: D(50,16).. */
	0x42d60000, 0xc2de0000, 0xc3380000, 0xc3170000, 0x42c80000, 0xc3f58000, 0xc30f0000, 0xc3430000, /* t105 d0-7: D(50,2).. */
	0xc1b80000, 0xc3760000, 0xc3450000, 0xc4f0a000, 0xc3b98000, 0xc435c000, 0xc3170000, 0xc33d0000, /* t105 d8-15: D(50,18).. */
	0x42c20000, 0xc1880000, 0xc3250000, 0xc34a0000, 0x41000000, 0xc3b68000, 0xc3240000, 0xc31c0000, /* t106 d0-7: D(50,4).. */
	0x41700000, 0xc2300000, 0xc3410000, 0xc34d0000, 0x42e60000, 0xc2e40000, 0xc33b0000, 0xc31a0000, /* t106 d8-15: D(50,20).. */
	0xc3710000, 0x41200000, 0xc4f00000, 0xc33b0000, 0xc4374000, 0x42dc0000, 0xc3380000, 0xc3350000, /* t107 d0-7: D(50,6).. */
	0x42580000, 0x42ce0000, 0xc33c0000, 0xc30c0000, 0x42bc0000, 0xc1a00000, 0xc31d0000, 0xc34d0000, /* t107 d8-15: D(50,22).. */
	0xc4590000, 0xc2140000, 0x428a0000, 0xc3cd0000, 0x43410000, 0x43770000, 0x42440000, 0x437f0000, /* t108 d0-7: D(51,0).. */
	0xc3800000, 0x42fa0000, 0xc4368000, 0x42ae0000, 0x43630000, 0xc3fe8000, 0xc30f0000, 0xc3360000, /* t108 d8-15: D(51,16).. */
	0xc2480000, 0xc3828000, 0x43720000, 0xc4350000, 0x41400000, 0x435e0000, 0x43aa8000, 0xc3090000, /* t109 d0-7: D(51,2).. */
	0xc3570000, 0xc3480000, 0xc401c000, 0xc3660000, 0xc459c000, 0xc2200000, 0x42840000, 0xc3c90000, /* t109 d8-15: D(51,18).. */
	0x42ee0000, 0xc3510000, 0x42b80000, 0xc4030000, 0xc400c000, 0xc4584000, 0xc3310000, 0x42740000, /* t110 d0-7: D(51,4).. */
	0xc31c0000, 0x43440000, 0xc4004000, 0x42500000, 0xc2540000, 0xc37d0000, 0x436f0000, 0xc435c000, /* t110 d8-15: D(51,20).. */
	0xc3430000, 0xc3210000, 0xc36c0000, 0xc3fd8000, 0xc20c0000, 0xc2680000, 0xc3cc0000, 0x43750000, /* t111 d0-7: D(51,6).. */
	0x43790000, 0x40800000, 0x43808000, 0x43ac0000, 0x42e80000, 0xc3540000, 0x42b20000, 0xc4010000, /* t111 d8-15: D(51,22).. */
	0xc3ff8000, 0x43650000, 0x42780000, 0x43000000, 0x42be0000, 0xc3888000, 0xc40a0000, 0x43bd0000, /* t112 d0-7: D(52,0).. */
	0x43828000, 0x43580000, 0xc3580000, 0x420c0000, 0xc2480000, 0xc457c000, 0x437f0000, 0x42240000, /* t112 d8-15: D(52,16).. */
	0xc1100000, 0x43858000, 0xc38c0000, 0xc35d0000, 0xc1e80000, 0xc25c0000, 0xc39e0000, 0x43828000, /* t113 d0-7: D(52,2).. */
	0xc3210000, 0xc3440000, 0x439a8000, 0xc32c0000, 0xc3fb8000, 0x43620000, 0x426c0000, 0x43080000, /* t113 d8-15: D(52,18).. */
	0x43520000, 0xc3260000, 0x42200000, 0x439d8000, 0xc4594000, 0xc3fe0000, 0x42380000, 0x42580000, /* t114 d0-7: D(52,4).. */
	0xc3530000, 0x42c40000, 0x440b0000, 0xc40c0000, 0xc1400000, 0x43840000, 0xc3880000, 0xc3600000, /* t114 d8-15: D(52,20).. */
	0xc33f0000, 0xc34d0000, 0xc3320000, 0x4409c000, 0x43670000, 0xc0c00000, 0x43020000, 0xc38a8000, /* t115 d0-7: D(52,6).. */
	0xc3878000, 0xc2140000, 0x43be0000, 0xc39c8000, 0x435a0000, 0xc3290000, 0x42140000, 0x439c0000, /* t115 d8-15: D(52,22).. */
	0x41000000, 0xc4010000, 0x43a28000, 0xc2ce0000, 0x43010000, 0xc29a0000, 0xc3de0000, 0xc3fb8000, /* t116 d0-7: D(53,0).. */
	0x41c80000, 0xc2bc0000, 0x44230000, 0x43860000, 0xc435c000, 0xc3b08000, 0xc3ee0000, 0x42a80000, /* t116 d8-15: D(53,16).. */
	0x43120000, 0x41f80000, 0x41000000, 0x4421c000, 0x42a60000, 0xc4344000, 0x433b0000, 0xc3f08000, /* t117 d0-7: D(53,2).. */
	0x41400000, 0xc35f0000, 0x43680000, 0xc36a0000, 0x41800000, 0xc401c000, 0x43a10000, 0xc2d40000, /* t117 d8-15: D(53,18).. */
	0xc2b20000, 0x40e00000, 0x43888000, 0x436e0000, 0xc3b38000, 0x41300000, 0x42b20000, 0x43a40000, /* t118 d0-7: D(53,4).. */
	0xc2340000, 0x43040000, 0x43bb0000, 0xc3dc8000, 0x430f0000, 0x41e00000, 0x41800000, 0x44210000, /* t118 d8-15: D(53,20).. */
	0xc3650000, 0xc21c0000, 0xc3650000, 0x43b88000, 0xc4008000, 0x43150000, 0xc2e00000, 0x41300000, /* t119 d0-7: D(53,6).. */
	0xc2960000, 0x42ac0000, 0xc4000000, 0x433e0000, 0xc2b80000, 0x41700000, 0x43870000, 0x436b0000, /* t119 d8-15: D(53,22).. */
	0x41400000, 0x42000000, 0x430b0000, 0x42900000, 0x427c0000, 0xc28a0000, 0xc3660000, 0x41b80000, /* t120 d0-7: D(54,0).. */
	0x41900000, 0xc3530000, 0xc2580000, 0x426c0000, 0x42b60000, 0x42dc0000, 0x40e00000, 0x42200000, /* t120 d8-15: D(54,16).. */
	0xc4010000, 0x41c00000, 0xc38c8000, 0xc26c0000, 0xc3930000, 0x42c20000, 0xc3f28000, 0x40000000, /* t121 d0-7: D(54,2).. */
	0x432a0000, 0xc3610000, 0xc2d20000, 0xc3360000, 0x41100000, 0x42200000, 0x43080000, 0x428a0000, /* t121 d8-15: D(54,18).. */
	0xc34e0000, 0x43250000, 0x42540000, 0xc2c60000, 0x42e60000, 0x40800000, 0x42080000, 0x430e0000, /* t122 d0-7: D(54,4).. */
	0xc2740000, 0x425c0000, 0x430c0000, 0xc3630000, 0xc401c000, 0x41a80000, 0xc38e0000, 0xc24c0000, /* t122 d8-15: D(54,20).. */
	0xc3670000, 0xc2840000, 0xc3310000, 0x43070000, 0x42080000, 0xc4004000, 0x42940000, 0xc3908000, /* t123 d0-7: D(54,6).. */
	0xc2860000, 0xc3918000, 0x41c80000, 0xc3f68000, 0xc3510000, 0x432d0000, 0x42480000, 0xc2cc0000, /* t123 d8-15: D(54,22).. */
	0x42e40000, 0xc3fa8000, 0xc3ba0000, 0xc4360000, 0x43870000, 0x4422c000, 0xc24c0000, 0x426c0000, /* t124 d0-7: D(55,0).. */
	0xc3fc0000, 0xc3e88000, 0xc2dc0000, 0x42c60000, 0xc2fa0000, 0x43ad0000, 0xc3f50000, 0x41200000, /* t124 d8-15: D(55,16).. */
	0x434d0000, 0xc3fe8000, 0x42e40000, 0xc2d00000, 0x41a00000, 0xc3020000, 0x42d60000, 0xc3f78000, /* t125 d0-7: D(55,2).. */
	0x43ab8000, 0xc33f0000, 0xc1800000, 0xc37a0000, 0x42de0000, 0xc3fc0000, 0xc3b60000, 0xc436c000, /* t125 d8-15: D(55,18).. */
	0xc3e60000, 0x43ae8000, 0x42ba0000, 0xc1a80000, 0x43af8000, 0x42ea0000, 0x40800000, 0xc3b88000, /* t126 d0-7: D(55,4).. */
	0x43510000, 0x43830000, 0x41300000, 0xc2400000, 0x43550000, 0xc4000000, 0x42de0000, 0xc2d60000, /* t126 d8-15: D(55,20).. */
	0xc3450000, 0x434c0000, 0xc3750000, 0x41880000, 0xc3ff0000, 0x43500000, 0xc4358000, 0x42ea0000, /* t127 d0-7: D(55,6).. */
	0x44234000, 0x41b80000, 0x42740000, 0x42c60000, 0xc3e78000, 0x43ad0000, 0x42ca0000, 0xc1c00000, /* t127 d8-15: D(55,22).. */
	/* test 15 @17920: m64n8k16 .f32.f16.f16, A K-major 128B, B MN-major 128B, K 64 (4 wgmma), scale-d 0, scale-a -1, scale-b -1 */
	0x43f50000, 0xc2700000, 0x42820000, 0xc1c80000, /* t0 d0-3: D(0,0).. */
	0x43d98000, 0x44048000, 0x43200000, 0xc2b40000, /* t1 d0-3: D(0,2).. */
	0x42dc0000, 0xc43cc000, 0xc4200000, 0x431b0000, /* t2 d0-3: D(0,4).. */
	0xc3160000, 0xc1c80000, 0xc3480000, 0xc3f00000, /* t3 d0-3: D(0,6).. */
	0xc3470000, 0x4403c000, 0x43360000, 0xc2ac0000, /* t4 d0-3: D(1,0).. */
	0x43fd8000, 0x42ac0000, 0x42b20000, 0x440a0000, /* t5 d0-3: D(1,2).. */
	0xc38e8000, 0x43e98000, 0x42700000, 0x43b88000, /* t6 d0-3: D(1,4).. */
	0xc3340000, 0xc3080000, 0xc3390000, 0x43d88000, /* t7 d0-3: D(1,6).. */
	0xc3c50000, 0xc2040000, 0xc3a70000, 0xc4040000, /* t8 d0-3: D(2,0).. */
	0x4403c000, 0x42240000, 0x429a0000, 0xc3470000, /* t9 d0-3: D(2,2).. */
	0xc1c80000, 0xc35a0000, 0x42dc0000, 0xc37d0000, /* t10 d0-3: D(2,4).. */
	0xc3340000, 0xc36c0000, 0xc34d0000, 0xc35d0000, /* t11 d0-3: D(2,6).. */
	0x41f00000, 0xc2820000, 0xc3aa8000, 0x41000000, /* t12 d0-3: D(3,0).. */
	0x43aa0000, 0x43f50000, 0x42b00000, 0xc2600000, /* t13 d0-3: D(3,2).. */
	0x43c30000, 0x43e10000, 0x43b68000, 0xc3130000, /* t14 d0-3: D(3,4).. */
	0xc3160000, 0x43be0000, 0xc3430000, 0x43e90000, /* t15 d0-3: D(3,6).. */
	0xc3650000, 0x43590000, 0xc3290000, 0xc3370000, /* t16 d0-3: D(4,0).. */
	0x43b00000, 0x435d0000, 0xc3230000, 0x42ca0000, /* t17 d0-3: D(4,2).. */
	0x43fa0000, 0xc3e78000, 0x43a28000, 0xc1900000, /* t18 d0-3: D(4,4).. */
	0xc31b0000, 0x432e0000, 0xc31b0000, 0xc43f8000, /* t19 d0-3: D(4,6).. */
	0xc2980000, 0xc3808000, 0x43f50000, 0xc2700000, /* t20 d0-3: D(5,0).. */
	0xc0e00000, 0xc3a80000, 0x43d98000, 0x44048000, /* t21 d0-3: D(5,2).. */
	0x43070000, 0x43fe0000, 0x42dc0000, 0xc43cc000, /* t22 d0-3: D(5,4).. */
	0xc3430000, 0x42100000, 0xc3160000, 0xc1c80000, /* t23 d0-3: D(5,6).. */
	0xc32e0000, 0xc3280000, 0xc3470000, 0x4403c000, /* t24 d0-3: D(6,0).. */
	0xc3280000, 0xc32e0000, 0x43fd8000, 0x42ac0000, /* t25 d0-3: D(6,2).. */
	0xc3340000, 0xc3640000, 0xc38e8000, 0x43e98000, /* t26 d0-3: D(6,4).. */
	0x44f00000, 0xc3580000, 0xc3340000, 0xc3080000, /* t27 d0-3: D(6,6).. */
	0xc40b8000, 0x43740000, 0xc3c50000, 0xc2040000, /* t28 d0-3: D(7,0).. */
	0xc1300000, 0xc3050000, 0x4403c000, 0x42240000, /* t29 d0-3: D(7,2).. */
	0x43200000, 0x42080000, 0xc1c80000, 0xc35a0000, /* t30 d0-3: D(7,4).. */
	0xc3390000, 0x44018000, 0xc3340000, 0xc36c0000, /* t31 d0-3: D(7,6).. */
	0x41f00000, 0xc2820000, 0xc3aa8000, 0x41000000, /* t32 d0-3: D(16,0).. */
	0x43aa0000, 0x43f50000, 0x42b00000, 0xc2600000, /* t33 d0-3: D(16,2).. */
	0x43c30000, 0x43e10000, 0x43b68000, 0xc3130000, /* t34 d0-3: D(16,4).. */
	0xc3160000, 0x43be0000, 0xc3430000, 0x43e90000, /* t35 d0-3: D(16,6).. */
	0xc3650000, 0x43590000, 0xc3290000, 0xc3370000, /* t36 d0-3: D(17,0).. */
	0x43b00000, 0x435d0000, 0xc3230000, 0x42ca0000, /* t37 d0-3: D(17,2).. */
	0x43fa0000, 0xc3e78000, 0x43a28000, 0xc1900000, /* t38 d0-3: D(17,4).. */
	0xc31b0000, 0x432e0000, 0xc31b0000, 0xc43f8000, /* t39 d0-3: D(17,6).. */
	0xc2980000, 0xc3808000, 0x43f50000, 0xc2700000, /* t40 d0-3: D(18,0).. */
	0xc0e00000, 0xc3a80000, 0x43d98000, 0x44048000, /* t41 d0-3: D(18,2).. */
	0x43070000, 0x43fe0000, 0x42dc0000, 0xc43cc000, /* t42 d0-3: D(18,4).. */
	0xc3430000, 0x42100000, 0xc3160000, 0xc1c80000, /* t43 d0-3: D(18,6).. */
	0xc32e0000, 0xc3280000, 0xc3470000, 0x4403c000, /* t44 d0-3: D(19,0).. */
	0xc3280000, 0xc32e0000, 0x43fd8000, 0x42ac0000, /* t45 d0-3: D(19,2).. */
	0xc3340000, 0xc3640000, 0xc38e8000, 0x43e98000, /* t46 d0-3: D(19,4).. */
	0x44f00000, 0xc3580000, 0xc3340000, 0xc3080000, /* t47 d0-3: D(19,6).. */
	0xc40b8000, 0x43740000, 0xc3c50000, 0xc2040000, /* t48 d0-3: D(20,0).. */
	0xc1300000, 0xc3050000, 0x4403c000, 0x42240000, /* t49 d0-3: D(20,2).. */
	0x43200000, 0x42080000, 0xc1c80000, 0xc35a0000, /* t50 d0-3: D(20,4).. */
	0xc3390000, 0x44018000, 0xc3340000, 0xc36c0000, /* t51 d0-3: D(20,6).. */
	0x42820000, 0xc1c80000, 0x41f00000, 0xc2820000, /* t52 d0-3: D(21,0).. */
	0x43200000, 0xc2b40000, 0x43aa0000, 0x43f50000, /* t53 d0-3: D(21,2).. */
	0xc4200000, 0x431b0000, 0x43c30000, 0x43e10000, /* t54 d0-3: D(21,4).. */
	0xc3480000, 0xc3f00000, 0xc3160000, 0x43be0000, /* t55 d0-3: D(21,6).. */
	0x43360000, 0xc2ac0000, 0xc3650000, 0x43590000, /* t56 d0-3: D(22,0).. */
	0x42b20000, 0x440a0000, 0x43b00000, 0x435d0000, /* t57 d0-3: D(22,2).. */
	0x42700000, 0x43b88000, 0x43fa0000, 0xc3e78000, /* t58 d0-3: D(22,4).. */
	0xc3390000, 0x43d88000, 0xc31b0000, 0x432e0000, /* t59 d0-3: D(22,6).. */
	0xc3a70000, 0xc4040000, 0xc2980000, 0xc3808000, /* t60 d0-3: D(23,0).. */
	0x429a0000, 0xc3470000, 0xc0e00000, 0xc3a80000, /* t61 d0-3: D(23,2).. */
	0x42dc0000, 0xc37d0000, 0x43070000, 0x43fe0000, /* t62 d0-3: D(23,4).. */
	0xc34d0000, 0xc35d0000, 0xc3430000, 0x42100000, /* t63 d0-3: D(23,6).. */
	0xc32e0000, 0xc3280000, 0xc3470000, 0x4403c000, /* t64 d0-3: D(32,0).. */
	0xc3280000, 0xc32e0000, 0x43fd8000, 0x42ac0000, /* t65 d0-3: D(32,2).. */
	0xc3340000, 0xc3640000, 0xc38e8000, 0x43e98000, /* t66 d0-3: D(32,4).. */
	0x44f00000, 0xc3580000, 0xc3340000, 0xc3080000, /* t67 d0-3: D(32,6).. */
	0xc40b8000, 0x43740000, 0xc3c50000, 0xc2040000, /* t68 d0-3: D(33,0).. */
	0xc1300000, 0xc3050000, 0x4403c000, 0x42240000, /* t69 d0-3: D(33,2).. */
	0x43200000, 0x42080000, 0xc1c80000, 0xc35a0000, /* t70 d0-3: D(33,4).. */
	0xc3390000, 0x44018000, 0xc3340000, 0xc36c0000, /* t71 d0-3: D(33,6).. */
	0x42820000, 0xc1c80000, 0x41f00000, 0xc2820000, /* t72 d0-3: D(34,0).. */
	0x43200000, 0xc2b40000, 0x43aa0000, 0x43f50000, /* t73 d0-3: D(34,2).. */
	0xc4200000, 0x431b0000, 0x43c30000, 0x43e10000, /* t74 d0-3: D(34,4).. */
	0xc3480000, 0xc3f00000, 0xc3160000, 0x43be0000, /* t75 d0-3: D(34,6).. */
	0x43360000, 0xc2ac0000, 0xc3650000, 0x43590000, /* t76 d0-3: D(35,0).. */
	0x42b20000, 0x440a0000, 0x43b00000, 0x435d0000, /* t77 d0-3: D(35,2).. */
	0x42700000, 0x43b88000, 0x43fa0000, 0xc3e78000, /* t78 d0-3: D(35,4).. */
	0xc3390000, 0x43d88000, 0xc31b0000, 0x432e0000, /* t79 d0-3: D(35,6).. */
	0xc3a70000, 0xc4040000, 0xc2980000, 0xc3808000, /* t80 d0-3: D(36,0).. */
	0x429a0000, 0xc3470000, 0xc0e00000, 0xc3a80000, /* t81 d0-3: D(36,2).. */
	0x42dc0000, 0xc37d0000, 0x43070000, 0x43fe0000, /* t82 d0-3: D(36,4).. */
	0xc34d0000, 0xc35d0000, 0xc3430000, 0x42100000, /* t83 d0-3: D(36,6).. */
	0xc3aa8000, 0x41000000, 0xc32e0000, 0xc3280000, /* t84 d0-3: D(37,0).. */
	0x42b00000, 0xc2600000, 0xc3280000, 0xc32e0000, /* t85 d0-3: D(37,2).. */
	0x43b68000, 0xc3130000, 0xc3340000, 0xc3640000, /* t86 d0-3: D(37,4).. */
	0xc3430000, 0x43e90000, 0x44f00000, 0xc3580000, /* t87 d0-3: D(37,6).. */
	0xc3290000, 0xc3370000, 0xc40b8000, 0x43740000, /* t88 d0-3: D(38,0).. */
	0xc3230000, 0x42ca0000, 0xc1300000, 0xc3050000, /* t89 d0-3: D(38,2).. */
	0x43a28000, 0xc1900000, 0x43200000, 0x42080000, /* t90 d0-3: D(38,4).. */
	0xc31b0000, 0xc43f8000, 0xc3390000, 0x44018000, /* t91 d0-3: D(38,6).. */
	0x43f50000, 0xc2700000, 0x42820000, 0xc1c80000, /* t92 d0-3: D(39,0).. */
	0x43d98000, 0x44048000, 0x43200000, 0xc2b40000, /* t93 d0-3: D(39,2).. */
	0x42dc0000, 0xc43cc000, 0xc4200000, 0x431b0000, /* t94 d0-3: D(39,4).. */
	0xc3160000, 0xc1c80000, 0xc3480000, 0xc3f00000, /* t95 d0-3: D(39,6).. */
	0x43360000, 0xc2ac0000, 0xc3650000, 0x43590000, /* t96 d0-3: D(48,0).. */
	0x42b20000, 0x440a0000, 0x43b00000, 0x435d0000, /* t97 d0-3: D(48,2).. */
	0x42700000, 0x43b88000, 0x43fa0000, 0xc3e78000, /* t98 d0-3: D(48,4).. */
	0xc3390000, 0x43d88000, 0xc31b0000, 0x432e0000, /* t99 d0-3: D(48,6).. */
	0xc3a70000, 0xc4040000, 0xc2980000, 0xc3808000, /* t100 d0-3: D(49,0).. */
	0x429a0000, 0xc3470000, 0xc0e00000, 0xc3a80000, /* t101 d0-3: D(49,2).. */
	0x42dc0000, 0xc37d0000, 0x43070000, 0x43fe0000, /* t102 d0-3: D(49,4).. */
	0xc34d0000, 0xc35d0000, 0xc3430000, 0x42100000, /* t103 d0-3: D(49,6).. */
	0xc3aa8000, 0x41000000, 0xc32e0000, 0xc3280000, /* t104 d0-3: D(50,0).. */
	0x42b00000, 0xc2600000, 0xc3280000, 0xc32e0000, /* t105 d0-3: D(50,2).. */
	0x43b68000, 0xc3130000, 0xc3340000, 0xc3640000, /* t106 d0-3: D(50,4).. */
	0xc3430000, 0x43e90000, 0x44f00000, 0xc3580000, /* t107 d0-3: D(50,6).. */
	0xc3290000, 0xc3370000, 0xc40b8000, 0x43740000, /* t108 d0-3: D(51,0).. */
	0xc3230000, 0x42ca0000, 0xc1300000, 0xc3050000, /* t109 d0-3: D(51,2).. */
	0x43a28000, 0xc1900000, 0x43200000, 0x42080000, /* t110 d0-3: D(51,4).. */
	0xc31b0000, 0xc43f8000, 0xc3390000, 0x44018000, /* t111 d0-3: D(51,6).. */
	0x43f50000, 0xc2700000, 0x42820000, 0xc1c80000, /* t112 d0-3: D(52,0).. */
	0x43d98000, 0x44048000, 0x43200000, 0xc2b40000, /* t113 d0-3: D(52,2).. */
	0x42dc0000, 0xc43cc000, 0xc4200000, 0x431b0000, /* t114 d0-3: D(52,4).. */
	0xc3160000, 0xc1c80000, 0xc3480000, 0xc3f00000, /* t115 d0-3: D(52,6).. */
	0xc3470000, 0x4403c000, 0x43360000, 0xc2ac0000, /* t116 d0-3: D(53,0).. */
	0x43fd8000, 0x42ac0000, 0x42b20000, 0x440a0000, /* t117 d0-3: D(53,2).. */
	0xc38e8000, 0x43e98000, 0x42700000, 0x43b88000, /* t118 d0-3: D(53,4).. */
	0xc3340000, 0xc3080000, 0xc3390000, 0x43d88000, /* t119 d0-3: D(53,6).. */
	0xc3c50000, 0xc2040000, 0xc3a70000, 0xc4040000, /* t120 d0-3: D(54,0).. */
	0x4403c000, 0x42240000, 0x429a0000, 0xc3470000, /* t121 d0-3: D(54,2).. */
	0xc1c80000, 0xc35a0000, 0x42dc0000, 0xc37d0000, /* t122 d0-3: D(54,4).. */
	0xc3340000, 0xc36c0000, 0xc34d0000, 0xc35d0000, /* t123 d0-3: D(54,6).. */
	0x41f00000, 0xc2820000, 0xc3aa8000, 0x41000000, /* t124 d0-3: D(55,0).. */
	0x43aa0000, 0x43f50000, 0x42b00000, 0xc2600000, /* t125 d0-3: D(55,2).. */
	0x43c30000, 0x43e10000, 0x43b68000, 0xc3130000, /* t126 d0-3: D(55,4).. */
	0xc3160000, 0x43be0000, 0xc3430000, 0x43e90000, /* t127 d0-3: D(55,6).. */
	/* test 16 @18432: m64n16k16 .f32.bf16.bf16, A MN-major none, B K-major none, K 16 (1 wgmma), scale-d 0, scale-a 1, scale-b 1 */
	0x43040000, 0xc25c0000, 0xc1e00000, 0x42300000, 0xc2880000, 0xc2200000, 0x42de0000, 0xc22c0000, /* t0 d0-7: D(0,0).. */
	0x42ea0000, 0x42040000, 0xc27c0000, 0xc2a00000, 0xc1f80000, 0xc1880000, 0x41100000, 0x42f40000, /* t1 d0-7: D(0,2).. */
	0x41100000, 0x42a00000, 0x42da0000, 0xc2040000, 0xc2e60000, 0x43040000, 0x41b80000, 0xc1e00000, /* t2 d0-7: D(0,4).. */
	0xc1700000, 0x41900000, 0xc1f00000, 0xc2140000, 0xc25c0000, 0x42ea0000, 0x42300000, 0xc27c0000, /* t3 d0-7: D(0,6).. */
	0x00000000, 0x43010000, 0xc2480000, 0x40a00000, 0xc2c20000, 0xc3170000, 0x427c0000, 0x42b80000, /* t4 d0-7: D(1,0).. */
	0xc1c80000, 0x42280000, 0xc2ca0000, 0x421c0000, 0x42b40000, 0xc3260000, 0x41000000, 0xc1c00000, /* t5 d0-7: D(1,2).. */
	0x42200000, 0x42a60000, 0x40000000, 0xc2440000, 0xc1200000, 0x00000000, 0x43030000, 0xc2480000, /* t6 d0-7: D(1,4).. */
	0xc1900000, 0x3f800000, 0xc2100000, 0x40e00000, 0x43010000, 0xc1c80000, 0x40a00000, 0xc2ca0000, /* t7 d0-7: D(1,6).. */
	0x41c80000, 0x428a0000, 0x41700000, 0xc3030000, 0x42500000, 0xc26c0000, 0x42700000, 0xc1400000, /* t8 d0-7: D(2,0).. */
	0x42a00000, 0xc2100000, 0xc2f00000, 0x422c0000, 0xc2400000, 0xc3010000, 0x43170000, 0x41b80000, /* t9 d0-7: D(2,2).. */
	0x41e00000, 0x425c0000, 0x42be0000, 0xc1300000, 0x42340000, 0x41c80000, 0x42fe0000, 0x41700000, /* t10 d0-7: D(2,4).. */
	0xc2100000, 0x41700000, 0xc21c0000, 0x42a20000, 0x428a0000, 0x42a00000, 0xc3030000, 0xc2f00000, /* t11 d0-7: D(2,6).. */
	0x42880000, 0xc1e80000, 0x42200000, 0xc2ec0000, 0xc0a00000, 0x41c00000, 0x42b00000, 0x42940000, /* t12 d0-7: D(3,0).. */
	0xc2740000, 0x43000000, 0x42e60000, 0xc2e80000, 0xc1f00000, 0x41b00000, 0xc2600000, 0x430f0000, /* t13 d0-7: D(3,2).. */
	0x42860000, 0xc0800000, 0xc2840000, 0xc1900000, 0x41800000, 0x42880000, 0x41300000, 0x42200000, /* t14 d0-7: D(3,4).. */
	0xc1f00000, 0xc2180000, 0xc2100000, 0x42cc0000, 0xc1e80000, 0xc2740000, 0xc2ec0000, 0x42e60000, /* t15 d0-7: D(3,6).. */
	0x42400000, 0x432e0000, 0xc2ec0000, 0xc1e80000, 0x43280000, 0xc2b60000, 0x41400000, 0x41400000, /* t16 d0-7: D(4,0).. */
	0x41900000, 0xc0e00000, 0xc2040000, 0xc2740000, 0xc2a40000, 0x41f00000, 0x42e60000, 0xc2860000, /* t17 d0-7: D(4,2).. */
	0x43090000, 0xc2b80000, 0xc2820000, 0x41900000, 0x40000000, 0x42400000, 0x43010000, 0xc2ec0000, /* t18 d0-7: D(4,4).. */
	0xc2700000, 0x41b00000, 0xc1d80000, 0x42a00000, 0x432e0000, 0x41900000, 0xc1e80000, 0xc2040000, /* t19 d0-7: D(4,6).. */
	0x41c80000, 0xc2100000, 0x43040000, 0xc25c0000, 0xc34b0000, 0x41700000, 0xc2880000, 0xc2200000, /* t20 d0-7: D(5,0).. */
	0x41b00000, 0x428a0000, 0x42ea0000, 0x42040000, 0xc2300000, 0xc0a00000, 0xc1f80000, 0xc1880000, /* t21 d0-7: D(5,2).. */
	0xc2500000, 0x430e0000, 0x41100000, 0x42a00000, 0xc3070000, 0x41c80000, 0xc2e60000, 0x43040000, /* t22 d0-7: D(5,4).. */
	0x41700000, 0xc31c0000, 0xc1700000, 0x41900000, 0xc2100000, 0x41b00000, 0xc25c0000, 0x42ea0000, /* t23 d0-7: D(5,6).. */
	0xc2000000, 0xc2800000, 0x00000000, 0x43010000, 0xc2a00000, 0xc1000000, 0xc2c20000, 0xc3170000, /* t24 d0-7: D(6,0).. */
	0xc1000000, 0xc2500000, 0xc1c80000, 0x42280000, 0xc2100000, 0xc2000000, 0x42b40000, 0xc3260000, /* t25 d0-7: D(6,2).. */
	0xc2800000, 0x41000000, 0x42200000, 0x42a60000, 0xc2980000, 0xc2000000, 0xc1200000, 0x00000000, /* t26 d0-7: D(6,4).. */
	0x43400000, 0xc2800000, 0xc1900000, 0x3f800000, 0xc2800000, 0xc1000000, 0x43010000, 0xc1c80000, /* t27 d0-7: D(6,6).. */
	0xc2b80000, 0x41c00000, 0x41c80000, 0x428a0000, 0x40400000, 0x428c0000, 0x42500000, 0xc26c0000, /* t28 d0-7: D(7,0).. */
	0xc2380000, 0xc0c00000, 0x42a00000, 0xc2100000, 0x40c00000, 0x41100000, 0xc2400000, 0xc3010000, /* t29 d0-7: D(7,2).. */
	0xc30c0000, 0xc30a0000, 0x41e00000, 0x425c0000, 0x42380000, 0xc2b80000, 0x42340000, 0x41c80000, /* t30 d0-7: D(7,4).. */
	0xc21c0000, 0x42f80000, 0xc2100000, 0x41700000, 0x41c00000, 0xc2380000, 0x428a0000, 0x42a00000, /* t31 d0-7: D(7,6).. */
	0x42880000, 0xc1e80000, 0x42200000, 0xc2ec0000, 0xc0a00000, 0x41c00000, 0x42b00000, 0x42940000, /* t32 d0-7: D(16,0).. */
	0xc2740000, 0x43000000, 0x42e60000, 0xc2e80000, 0xc1f00000, 0x41b00000, 0xc2600000, 0x430f0000, /* t33 d0-7: D(16,2).. */
	0x42860000, 0xc0800000, 0xc2840000, 0xc1900000, 0x41800000, 0x42880000, 0x41300000, 0x42200000, /* t34 d0-7: D(16,4).. */
	0xc1f00000, 0xc2180000, 0xc2100000, 0x42cc0000, 0xc1e80000, 0xc2740000, 0xc2ec0000, 0x42e60000, /* t35 d0-7: D(16,6).. */
	0x42400000, 0x432e0000, 0xc2ec0000, 0xc1e80000, 0x43280000, 0xc2b60000, 0x41400000, 0x41400000, /* t36 d0-7: D(17,0).. */
	0x41900000, 0xc0e00000, 0xc2040000, 0xc2740000, 0xc2a40000, 0x41f00000, 0x42e60000, 0xc2860000, /* t37 d0-7: D(17,2).. */
	0x43090000, 0xc2b80000, 0xc2820000, 0x41900000, 0x40000000, 0x42400000, 0x43010000, 0xc2ec0000, /* t38 d0-7: D(17,4).. */
	0xc2700000, 0x41b00000, 0xc1d80000, 0x42a00000, 0x432e0000, 0x41900000, 0xc1e80000, 0xc2040000, /* t39 d0-7: D(17,6).. */
	0x41c80000, 0xc2100000, 0x43040000, 0xc25c0000, 0xc34b0000, 0x41700000, 0xc2880000, 0xc2200000, /* t40 d0-7: D(18,0).. */
	0x41b00000, 0x428a0000, 0x42ea0000, 0x42040000, 0xc2300000, 0xc0a00000, 0xc1f80000, 0xc1880000, /* t41 d0-7: D(18,2).. */
	0xc2500000, 0x430e0000, 0x41100000, 0x42a00000, 0xc3070000, 0x41c80000, 0xc2e60000, 0x43040000, /* t42 d0-7: D(18,4).. */
	0x41700000, 0xc31c0000, 0xc1700000, 0x41900000, 0xc2100000, 0x41b00000, 0xc25c0000, 0x42ea0000, /* t43 d0-7: D(18,6).. */
	0xc2000000, 0xc2800000, 0x00000000, 0x43010000, 0xc2a00000, 0xc1000000, 0xc2c20000, 0xc3170000, /* t44 d0-7: D(19,0).. */
	0xc1000000, 0xc2500000, 0xc1c80000, 0x42280000, 0xc2100000, 0xc2000000, 0x42b40000, 0xc3260000, /* t45 d0-7: D(19,2).. */
	0xc2800000, 0x41000000, 0x42200000, 0x42a60000, 0xc2980000, 0xc2000000, 0xc1200000, 0x00000000, /* t46 d0-7: D(19,4).. */
	0x43400000, 0xc2800000, 0xc1900000, 0x3f800000, 0xc2800000, 0xc1000000, 0x43010000, 0xc1c80000, /* t47 d0-7: D(19,6).. */
	0xc2b80000, 0x41c00000, 0x41c80000, 0x428a0000, 0x40400000, 0x428c0000, 0x42500000, 0xc26c0000, /* t48 d0-7: D(20,0).. */
	0xc2380000, 0xc0c00000, 0x42a00000, 0xc2100000, 0x40c00000, 0x41100000, 0xc2400000, 0xc3010000, /* t49 d0-7: D(20,2).. */
	0xc30c0000, 0xc30a0000, 0x41e00000, 0x425c0000, 0x42380000, 0xc2b80000, 0x42340000, 0x41c80000, /* t50 d0-7: D(20,4).. */
	0xc21c0000, 0x42f80000, 0xc2100000, 0x41700000, 0x41c00000, 0xc2380000, 0x428a0000, 0x42a00000, /* t51 d0-7: D(20,6).. */
	0xc1e00000, 0x42300000, 0x42880000, 0xc1e80000, 0x42de0000, 0xc22c0000, 0xc0a00000, 0x41c00000, /* t52 d0-7: D(21,0).. */
	0xc27c0000, 0xc2a00000, 0xc2740000, 0x43000000, 0x41100000, 0x42f40000, 0xc1f00000, 0x41b00000, /* t53 d0-7: D(21,2).. */
	0x42da0000, 0xc2040000, 0x42860000, 0xc0800000, 0x41b80000, 0xc1e00000, 0x41800000, 0x42880000, /* t54 d0-7: D(21,4).. */
	0xc1f00000, 0xc2140000, 0xc1f00000, 0xc2180000, 0x42300000, 0xc27c0000, 0xc1e80000, 0xc2740000, /* t55 d0-7: D(21,6).. */
	0xc2480000, 0x40a00000, 0x42400000, 0x432e0000, 0x427c0000, 0x42b80000, 0x43280000, 0xc2b60000, /* t56 d0-7: D(22,0).. */
	0xc2ca0000, 0x421c0000, 0x41900000, 0xc0e00000, 0x41000000, 0xc1c00000, 0xc2a40000, 0x41f00000, /* t57 d0-7: D(22,2).. */
	0x40000000, 0xc2440000, 0x43090000, 0xc2b80000, 0x43030000, 0xc2480000, 0x40000000, 0x42400000, /* t58 d0-7: D(22,4).. */
	0xc2100000, 0x40e00000, 0xc2700000, 0x41b00000, 0x40a00000, 0xc2ca0000, 0x432e0000, 0x41900000, /* t59 d0-7: D(22,6).. */
	0x41700000, 0xc3030000, 0x41c80000, 0xc2100000, 0x42700000, 0xc1400000, 0xc34b0000, 0x41700000, /* t60 d0-7: D(23,0).. */
	0xc2f00000, 0x422c0000, 0x41b00000, 0x428a0000, 0x43170000, 0x41b80000, 0xc2300000, 0xc0a00000, /* t61 d0-7: D(23,2).. */
	0x42be0000, 0xc1300000, 0xc2500000, 0x430e0000, 0x42fe0000, 0x41700000, 0xc3070000, 0x41c80000, /* t62 d0-7: D(23,4).. */
	0xc21c0000, 0x42a20000, 0x41700000, 0xc31c0000, 0xc3030000, 0xc2f00000, 0xc2100000, 0x41b00000, /* t63 d0-7: D(23,6).. */
	0xc2000000, 0xc2800000, 0x00000000, 0x43010000, 0xc2a00000, 0xc1000000, 0xc2c20000, 0xc3170000, /* t64 d0-7: D(32,0).. */
	0xc1000000, 0xc2500000, 0xc1c80000, 0x42280000, 0xc2100000, 0xc2000000, 0x42b40000, 0xc3260000, /* t65 d0-7: D(32,2).. */
	0xc2800000, 0x41000000, 0x42200000, 0x42a60000, 0xc2980000, 0xc2000000, 0xc1200000, 0x00000000, /* t66 d0-7: D(32,4).. */
	0x43400000, 0xc2800000, 0xc1900000, 0x3f800000, 0xc2800000, 0xc1000000, 0x43010000, 0xc1c80000, /* t67 d0-7: D(32,6).. */
	0xc2b80000, 0x41c00000, 0x41c80000, 0x428a0000, 0x40400000, 0x428c0000, 0x42500000, 0xc26c0000, /* t68 d0-7: D(33,0).. */
	0xc2380000, 0xc0c00000, 0x42a00000, 0xc2100000, 0x40c00000, 0x41100000, 0xc2400000, 0xc3010000, /* t69 d0-7: D(33,2).. */
	0xc30c0000, 0xc30a0000, 0x41e00000, 0x425c0000, 0x42380000, 0xc2b80000, 0x42340000, 0x41c80000, /* t70 d0-7: D(33,4).. */
	0xc21c0000, 0x42f80000, 0xc2100000, 0x41700000, 0x41c00000, 0xc2380000, 0x428a0000, 0x42a00000, /* t71 d0-7: D(33,6).. */
	0xc1e00000, 0x42300000, 0x42880000, 0xc1e80000, 0x42de0000, 0xc22c0000, 0xc0a00000, 0x41c00000, /* t72 d0-7: D(34,0).. */
	0xc27c0000, 0xc2a00000, 0xc2740000, 0x43000000, 0x41100000, 0x42f40000, 0xc1f00000, 0x41b00000, /* t73 d0-7: D(34,2).. */
	0x42da0000, 0xc2040000, 0x42860000, 0xc0800000, 0x41b80000, 0xc1e00000, 0x41800000, 0x42880000, /* t74 d0-7: D(34,4).. */
	0xc1f00000, 0xc2140000, 0xc1f00000, 0xc2180000, 0x42300000, 0xc27c0000, 0xc1e80000, 0xc2740000, /* t75 d0-7: D(34,6).. */
	0xc2480000, 0x40a00000, 0x42400000, 0x432e0000, 0x427c0000, 0x42b80000, 0x43280000, 0xc2b60000, /* t76 d0-7: D(35,0).. */
	0xc2ca0000, 0x421c0000, 0x41900000, 0xc0e00000, 0x41000000, 0xc1c00000, 0xc2a40000, 0x41f00000, /* t77 d0-7: D(35,2).. */
	0x40000000, 0xc2440000, 0x43090000, 0xc2b80000, 0x43030000, 0xc2480000, 0x40000000, 0x42400000, /* t78 d0-7: D(35,4).. */
	0xc2100000, 0x40e00000, 0xc2700000, 0x41b00000, 0x40a00000, 0xc2ca0000, 0x432e0000, 0x41900000, /* t79 d0-7: D(35,6).. */
	0x41700000, 0xc3030000, 0x41c80000, 0xc2100000, 0x42700000, 0xc1400000, 0xc34b0000, 0x41700000, /* t80 d0-7: D(36,0).. */
	0xc2f00000, 0x422c0000, 0x41b00000, 0x428a0000, 0x43170000, 0x41b80000, 0xc2300000, 0xc0a00000, /* t81 d0-7: D(36,2).. */
	0x42be0000, 0xc1300000, 0xc2500000, 0x430e0000, 0x42fe0000, 0x41700000, 0xc3070000, 0x41c80000, /* t82 d0-7: D(36,4).. */
	0xc21c0000, 0x42a20000, 0x41700000, 0xc31c0000, 0xc3030000, 0xc2f00000, 0xc2100000, 0x41b00000, /* t83 d0-7: D(36,6).. */
	0x42200000, 0xc2ec0000, 0xc2000000, 0xc2800000, 0x42b00000, 0x42940000, 0xc2a00000, 0xc1000000, /* t84 d0-7: D(37,0).. */
	0x42e60000, 0xc2e80000, 0xc1000000, 0xc2500000, 0xc2600000, 0x430f0000, 0xc2100000, 0xc2000000, /* t85 d0-7: D(37,2).. */
	0xc2840000, 0xc1900000, 0xc2800000, 0x41000000, 0x41300000, 0x42200000, 0xc2980000, 0xc2000000, /* t86 d0-7: D(37,4).. */
	0xc2100000, 0x42cc0000, 0x43400000, 0xc2800000, 0xc2ec0000, 0x42e60000, 0xc2800000, 0xc1000000, /* t87 d0-7: D(37,6).. */
	0xc2ec0000, 0xc1e80000, 0xc2b80000, 0x41c00000, 0x41400000, 0x41400000, 0x40400000, 0x428c0000, /* t88 d0-7: D(38,0).. */
	0xc2040000, 0xc2740000, 0xc2380000, 0xc0c00000, 0x42e60000, 0xc2860000, 0x40c00000, 0x41100000, /* t89 d0-7: D(38,2).. */
	0xc2820000, 0x41900000, 0xc30c0000, 0xc30a0000, 0x43010000, 0xc2ec0000, 0x42380000, 0xc2b80000, /* t90 d0-7: D(38,4).. */
	0xc1d80000, 0x42a00000, 0xc21c0000, 0x42f80000, 0xc1e80000, 0xc2040000, 0x41c00000, 0xc2380000, /* t91 d0-7: D(38,6).. */
	0x43040000, 0xc25c0000, 0xc1e00000, 0x42300000, 0xc2880000, 0xc2200000, 0x42de0000, 0xc22c0000, /* t92 d0-7: D(39,0).. */
	0x42ea0000, 0x42040000, 0xc27c0000, 0xc2a00000, 0xc1f80000, 0xc1880000, 0x41100000, 0x42f40000, /* t93 d0-7: D(39,2).. */
	0x41100000, 0x42a00000, 0x42da0000, 0xc2040000, 0xc2e60000, 0x43040000, 0x41b80000, 0xc1e00000, /* t94 d0-7: D(39,4).. */
	0xc1700000, 0x41900000, 0xc1f00000, 0xc2140000, 0xc25c0000, 0x42ea0000, 0x42300000, 0xc27c0000, /* t95 d0-7: D(39,6).. */
	0xc2480000, 0x40a00000, 0x42400000, 0x432e0000, 0x427c0000, 0x42b80000, 0x43280000, 0xc2b60000, /* t96 d0-7: D(48,0).. */
	0xc2ca0000, 0x421c0000, 0x41900000, 0xc0e00000, 0x41000000, 0xc1c00000, 0xc2a40000, 0x41f00000, /* t97 d0-7: D(48,2).. */
	0x40000000, 0xc2440000, 0x43090000, 0xc2b80000, 0x43030000, 0xc2480000, 0x40000000, 0x42400000, /* t98 d0-7: D(48,4).. */
	0xc2100000, 0x40e00000, 0xc2700000, 0x41b00000, 0x40a00000, 0xc2ca0000, 0x432e0000, 0x41900000, /* t99 d0-7: D(48,6).. */
	0x41700000, 0xc3030000, 0x41c80000, 0xc2100000, 0x42700000, 0xc1400000, 0xc34b0000, 0x41700000, /* t100 d0-7: D(49,0).. */
	0xc2f00000, 0x422c0000, 0x41b00000, 0x428a0000, 0x43170000, 0x41b80000, 0xc2300000, 0xc0a00000, /* t101 d0-7: D(49,2).. */
	0x42be0000, 0xc1300000, 0xc2500000, 0x430e0000, 0x42fe0000, 0x41700000, 0xc3070000, 0x41c80000, /* t102 d0-7: D(49,4).. */
	0xc21c0000, 0x42a20000, 0x41700000, 0xc31c0000, 0xc3030000, 0xc2f00000, 0xc2100000, 0x41b00000, /* t103 d0-7: D(49,6).. */
	0x42200000, 0xc2ec0000, 0xc2000000, 0xc2800000, 0x42b00000, 0x42940000, 0xc2a00000, 0xc1000000, /* t104 d0-7: D(50,0).. */
	0x42e60000, 0xc2e80000, 0xc1000000, 0xc2500000, 0xc2600000, 0x430f0000, 0xc2100000, 0xc2000000, /* t105 d0-7: D(50,2).. */
	0xc2840000, 0xc1900000, 0xc2800000, 0x41000000, 0x41300000, 0x42200000, 0xc2980000, 0xc2000000, /* t106 d0-7: D(50,4).. */
	0xc2100000, 0x42cc0000, 0x43400000, 0xc2800000, 0xc2ec0000, 0x42e60000, 0xc2800000, 0xc1000000, /* t107 d0-7: D(50,6).. */
	0xc2ec0000, 0xc1e80000, 0xc2b80000, 0x41c00000, 0x41400000, 0x41400000, 0x40400000, 0x428c0000, /* t108 d0-7: D(51,0).. */
	0xc2040000, 0xc2740000, 0xc2380000, 0xc0c00000, 0x42e60000, 0xc2860000, 0x40c00000, 0x41100000, /* t109 d0-7: D(51,2).. */
	0xc2820000, 0x41900000, 0xc30c0000, 0xc30a0000, 0x43010000, 0xc2ec0000, 0x42380000, 0xc2b80000, /* t110 d0-7: D(51,4).. */
	0xc1d80000, 0x42a00000, 0xc21c0000, 0x42f80000, 0xc1e80000, 0xc2040000, 0x41c00000, 0xc2380000, /* t111 d0-7: D(51,6).. */
	0x43040000, 0xc25c0000, 0xc1e00000, 0x42300000, 0xc2880000, 0xc2200000, 0x42de0000, 0xc22c0000, /* t112 d0-7: D(52,0).. */
	0x42ea0000, 0x42040000, 0xc27c0000, 0xc2a00000, 0xc1f80000, 0xc1880000, 0x41100000, 0x42f40000, /* t113 d0-7: D(52,2).. */
	0x41100000, 0x42a00000, 0x42da0000, 0xc2040000, 0xc2e60000, 0x43040000, 0x41b80000, 0xc1e00000, /* t114 d0-7: D(52,4).. */
	0xc1700000, 0x41900000, 0xc1f00000, 0xc2140000, 0xc25c0000, 0x42ea0000, 0x42300000, 0xc27c0000, /* t115 d0-7: D(52,6).. */
	0x00000000, 0x43010000, 0xc2480000, 0x40a00000, 0xc2c20000, 0xc3170000, 0x427c0000, 0x42b80000, /* t116 d0-7: D(53,0).. */
	0xc1c80000, 0x42280000, 0xc2ca0000, 0x421c0000, 0x42b40000, 0xc3260000, 0x41000000, 0xc1c00000, /* t117 d0-7: D(53,2).. */
	0x42200000, 0x42a60000, 0x40000000, 0xc2440000, 0xc1200000, 0x00000000, 0x43030000, 0xc2480000, /* t118 d0-7: D(53,4).. */
	0xc1900000, 0x3f800000, 0xc2100000, 0x40e00000, 0x43010000, 0xc1c80000, 0x40a00000, 0xc2ca0000, /* t119 d0-7: D(53,6).. */
	0x41c80000, 0x428a0000, 0x41700000, 0xc3030000, 0x42500000, 0xc26c0000, 0x42700000, 0xc1400000, /* t120 d0-7: D(54,0).. */
	0x42a00000, 0xc2100000, 0xc2f00000, 0x422c0000, 0xc2400000, 0xc3010000, 0x43170000, 0x41b80000, /* t121 d0-7: D(54,2).. */
	0x41e00000, 0x425c0000, 0x42be0000, 0xc1300000, 0x42340000, 0x41c80000, 0x42fe0000, 0x41700000, /* t122 d0-7: D(54,4).. */
	0xc2100000, 0x41700000, 0xc21c0000, 0x42a20000, 0x428a0000, 0x42a00000, 0xc3030000, 0xc2f00000, /* t123 d0-7: D(54,6).. */
	0x42880000, 0xc1e80000, 0x42200000, 0xc2ec0000, 0xc0a00000, 0x41c00000, 0x42b00000, 0x42940000, /* t124 d0-7: D(55,0).. */
	0xc2740000, 0x43000000, 0x42e60000, 0xc2e80000, 0xc1f00000, 0x41b00000, 0xc2600000, 0x430f0000, /* t125 d0-7: D(55,2).. */
	0x42860000, 0xc0800000, 0xc2840000, 0xc1900000, 0x41800000, 0x42880000, 0x41300000, 0x42200000, /* t126 d0-7: D(55,4).. */
	0xc1f00000, 0xc2180000, 0xc2100000, 0x42cc0000, 0xc1e80000, 0xc2740000, 0xc2ec0000, 0x42e60000, /* t127 d0-7: D(55,6).. */
	/* test 17 @19456: m64n16k16 .f32.f16.f16, A MN-major 32B, B K-major 32B, K 16 (1 wgmma), scale-d 1, scale-a -1, scale-b -1 */
	0x430f0000, 0x42580000, 0xc1c00000, 0xc2040000, 0x41500000, 0x42820000, 0x43110000, 0xc2aa0000, /* t0 d0-7: D(0,0).. */
	0x42bc0000, 0xc2080000, 0x425c0000, 0x423c0000, 0x42da0000, 0x42dc0000, 0xc21c0000, 0xc1e80000, /* t1 d0-7: D(0,2).. */
	0xc29e0000, 0xc1100000, 0x41d80000, 0x41b00000, 0x432e0000, 0x43120000, 0x40a00000, 0xc1a80000, /* t2 d0-7: D(0,4).. */
	0xc0c00000, 0xc0000000, 0xc1800000, 0x43240000, 0x42340000, 0x42c20000, 0xc1f80000, 0x42680000, /* t3 d0-7: D(0,6).. */
	0x3f800000, 0x42940000, 0x425c0000, 0x42b00000, 0x41980000, 0xc3010000, 0xc1f80000, 0x431a0000, /* t4 d0-7: D(1,0).. */
	0xc2140000, 0x42680000, 0x421c0000, 0xc3280000, 0x42140000, 0x42a80000, 0x433f0000, 0x42540000, /* t5 d0-7: D(1,2).. */
	0x432a0000, 0x41c80000, 0xc2600000, 0x43360000, 0xc1d80000, 0x40800000, 0x42e40000, 0x423c0000, /* t6 d0-7: D(1,4).. */
	0xc1100000, 0x42ea0000, 0xc0e00000, 0xbf800000, 0x42980000, 0xc2340000, 0x42b40000, 0x42280000, /* t7 d0-7: D(1,6).. */
	0xbf800000, 0x42b80000, 0xc2920000, 0xc2c60000, 0x41c80000, 0xc1f00000, 0xc0c00000, 0xc2600000, /* t8 d0-7: D(2,0).. */
	0x430b0000, 0xc2400000, 0xc21c0000, 0xc2000000, 0x41300000, 0xc21c0000, 0x429c0000, 0x42340000, /* t9 d0-7: D(2,2).. */
	0xc1f80000, 0xc2500000, 0x42100000, 0xc1b00000, 0xc2040000, 0x40000000, 0xc2480000, 0xc2a20000, /* t10 d0-7: D(2,4).. */
	0xc0800000, 0xc2280000, 0xc1800000, 0xc1b00000, 0x42bc0000, 0x430e0000, 0xc2c20000, 0xc2100000, /* t11 d0-7: D(2,6).. */
	0x42f80000, 0x40800000, 0x42300000, 0x43010000, 0x427c0000, 0xc2cc0000, 0x430b0000, 0x428c0000, /* t12 d0-7: D(3,0).. */
	0x434f0000, 0x42b40000, 0x43000000, 0xc3090000, 0xc1900000, 0x42fa0000, 0x41880000, 0x43110000, /* t13 d0-7: D(3,2).. */
	0x3f800000, 0x42140000, 0xc2380000, 0x43030000, 0x41e80000, 0x42fe0000, 0x42340000, 0x423c0000, /* t14 d0-7: D(3,4).. */
	0xc1c00000, 0x43610000, 0xc0c00000, 0x42700000, 0x40c00000, 0x43520000, 0x42f00000, 0x43030000, /* t15 d0-7: D(3,6).. */
	0x423c0000, 0xc29e0000, 0x43460000, 0x42fc0000, 0x42540000, 0x423c0000, 0xc2180000, 0x41a00000, /* t16 d0-7: D(4,0).. */
	0x41900000, 0xc2b60000, 0x43240000, 0x40e00000, 0x41b80000, 0x41500000, 0x42980000, 0x427c0000, /* t17 d0-7: D(4,2).. */
	0x42c20000, 0x430d0000, 0xc1c00000, 0xc1a00000, 0xc2340000, 0x421c0000, 0x430e0000, 0x43490000, /* t18 d0-7: D(4,4).. */
	0xc1b00000, 0x42ac0000, 0xc0c00000, 0xc1880000, 0xc29a0000, 0x41a80000, 0x43000000, 0x431c0000, /* t19 d0-7: D(4,6).. */
	0xc3270000, 0xc1700000, 0x430b0000, 0x42480000, 0x42480000, 0x41700000, 0x41100000, 0x42740000, /* t20 d0-7: D(5,0).. */
	0xc2440000, 0xc0e00000, 0x42ca0000, 0xc1d80000, 0x421c0000, 0xc2b60000, 0x42e80000, 0x42d40000, /* t21 d0-7: D(5,2).. */
	0x00000000, 0x42da0000, 0xc2a60000, 0xc1500000, 0xc22c0000, 0xc3240000, 0x432a0000, 0x430e0000, /* t22 d0-7: D(5,4).. */
	0xc0c00000, 0x41a80000, 0xc1200000, 0x40a00000, 0xc1c00000, 0xc2380000, 0x42500000, 0x42d00000, /* t23 d0-7: D(5,6).. */
	0xc1e00000, 0xbf800000, 0xc0400000, 0x428c0000, 0xc2140000, 0xc1400000, 0x41700000, 0xc3050000, /* t24 d0-7: D(6,0).. */
	0xc1c80000, 0xc1700000, 0xc2240000, 0x42820000, 0xc1100000, 0xc1f00000, 0x42040000, 0x42b60000, /* t25 d0-7: D(6,2).. */
	0xc1980000, 0xc1a00000, 0x43310000, 0x41a80000, 0xc1200000, 0xc1c80000, 0xc1f80000, 0x00000000, /* t26 d0-7: D(6,4).. */
	0x42100000, 0xc2400000, 0xc1500000, 0x42f80000, 0x3f800000, 0xc2040000, 0x42900000, 0xc2180000, /* t27 d0-7: D(6,6).. */
	0xc1b80000, 0xc2c00000, 0x40c00000, 0x42b00000, 0x427c0000, 0xc0000000, 0x42000000, 0xc2080000, /* t28 d0-7: D(7,0).. */
	0x42700000, 0x41500000, 0x43070000, 0xc2500000, 0xc2500000, 0xc0c00000, 0x40e00000, 0xc2000000, /* t29 d0-7: D(7,2).. */
	0x42b20000, 0x42780000, 0xc1c00000, 0xc2600000, 0xc3250000, 0xc1a00000, 0xc1d00000, 0xc0000000, /* t30 d0-7: D(7,4).. */
	0xc1880000, 0x432b0000, 0xc1000000, 0xc2380000, 0xc2bc0000, 0x42500000, 0x42b40000, 0x430a0000, /* t31 d0-7: D(7,6).. */
	0x42fa0000, 0x40a00000, 0x42340000, 0x43020000, 0x42800000, 0xc2ca0000, 0x430c0000, 0x42700000, /* t32 d0-7: D(16,0).. */
	0x43500000, 0x42b60000, 0x43010000, 0xc3080000, 0xc1880000, 0x42fc0000, 0x41900000, 0x43120000, /* t33 d0-7: D(16,2).. */
	0xc1100000, 0x42180000, 0xc2340000, 0x43040000, 0x41f00000, 0x43000000, 0x42380000, 0x42400000, /* t34 d0-7: D(16,4).. */
	0xc1b80000, 0x43620000, 0xc1800000, 0x42740000, 0x40e00000, 0x43530000, 0x42f20000, 0x43040000, /* t35 d0-7: D(16,6).. */
	0x42400000, 0xc29c0000, 0x43470000, 0x42fe0000, 0x422c0000, 0x42400000, 0xc2140000, 0x41a80000, /* t36 d0-7: D(17,0).. */
	0x41980000, 0xc2b40000, 0x43250000, 0x41000000, 0x41c00000, 0x41600000, 0x42840000, 0x42800000, /* t37 d0-7: D(17,2).. */
	0x42c40000, 0x430e0000, 0xc1b80000, 0xc1980000, 0xc2300000, 0x42200000, 0x430f0000, 0x434a0000, /* t38 d0-7: D(17,4).. */
	0xc1a80000, 0x42ae0000, 0xc0a00000, 0xc1800000, 0xc2980000, 0x41b00000, 0x43010000, 0x431d0000, /* t39 d0-7: D(17,6).. */
	0xc3260000, 0xc1c80000, 0x430c0000, 0x424c0000, 0x424c0000, 0x41800000, 0x41200000, 0x42780000, /* t40 d0-7: D(18,0).. */
	0xc2400000, 0xc0c00000, 0x42cc0000, 0xc2140000, 0x42200000, 0xc2b40000, 0x42ea0000, 0x42d60000, /* t41 d0-7: D(18,2).. */
	0x3f800000, 0x42dc0000, 0xc2a40000, 0xc1400000, 0xc2280000, 0xc32e0000, 0x432b0000, 0x430f0000, /* t42 d0-7: D(18,4).. */
	0xc0a00000, 0x41b00000, 0xc1100000, 0x40c00000, 0xc1b80000, 0xc2340000, 0x42540000, 0x42bc0000, /* t43 d0-7: D(18,6).. */
	0xc1d80000, 0x00000000, 0xc0000000, 0x428e0000, 0xc2100000, 0xc1300000, 0x41800000, 0xc3040000, /* t44 d0-7: D(19,0).. */
	0xc20c0000, 0xc1600000, 0xc2200000, 0x42840000, 0xc1000000, 0xc1e80000, 0x42080000, 0x42b80000, /* t45 d0-7: D(19,2).. */
	0xc1900000, 0xc1980000, 0x43270000, 0x41b00000, 0xc1100000, 0xc1c00000, 0xc1f00000, 0x3f800000, /* t46 d0-7: D(19,4).. */
	0x42140000, 0xc23c0000, 0xc1400000, 0x42fa0000, 0xc1100000, 0xc2000000, 0x42920000, 0xc2140000, /* t47 d0-7: D(19,6).. */
	0xc1b00000, 0xc2be0000, 0x40e00000, 0x42b20000, 0x42800000, 0xbf800000, 0x41b00000, 0xc2040000, /* t48 d0-7: D(20,0).. */
	0x42740000, 0x41600000, 0x43080000, 0xc24c0000, 0xc24c0000, 0xc0a00000, 0x41000000, 0xc1f80000, /* t49 d0-7: D(20,2).. */
	0x42b40000, 0x427c0000, 0xc1b80000, 0xc25c0000, 0xc3240000, 0xc1980000, 0xc1c80000, 0xbf800000, /* t50 d0-7: D(20,4).. */
	0xc1800000, 0x43210000, 0xc0e00000, 0xc2340000, 0xc2ba0000, 0x42540000, 0x42b60000, 0x430b0000, /* t51 d0-7: D(20,6).. */
	0xc1b80000, 0xc2000000, 0x43040000, 0x3f800000, 0x43120000, 0xc2a80000, 0x428e0000, 0xc2d20000, /* t52 d0-7: D(21,0).. */
	0x42600000, 0x42400000, 0x434c0000, 0x42ae0000, 0xc2180000, 0xc21c0000, 0xc1a80000, 0x42f40000, /* t53 d0-7: D(21,2).. */
	0x41e00000, 0x41b80000, 0xc0000000, 0x42340000, 0x40c00000, 0xc1a00000, 0x42140000, 0x42f80000, /* t54 d0-7: D(21,4).. */
	0xc1700000, 0x43250000, 0xc1d80000, 0x435e0000, 0xc1f00000, 0x426c0000, 0x40400000, 0x434f0000, /* t55 d0-7: D(21,6).. */
	0x42340000, 0x42b20000, 0x42300000, 0xc28e0000, 0xc1f00000, 0x431b0000, 0x42480000, 0x425c0000, /* t56 d0-7: D(22,0).. */
	0x42200000, 0xc3270000, 0x41700000, 0xc2bc0000, 0x43400000, 0x42580000, 0x41a00000, 0x41200000, /* t57 d0-7: D(22,2).. */
	0xc25c0000, 0x43370000, 0x42bc0000, 0x43150000, 0x42d00000, 0x42400000, 0xc2400000, 0x423c0000, /* t58 d0-7: D(22,4).. */
	0xc0c00000, 0x00000000, 0xc1600000, 0x42a60000, 0x42b60000, 0x422c0000, 0xc2a00000, 0x41900000, /* t59 d0-7: D(22,6).. */
	0xc2900000, 0xc2c40000, 0xc32a0000, 0xc1900000, 0xc0a00000, 0xc25c0000, 0x423c0000, 0x41b80000, /* t60 d0-7: D(23,0).. */
	0xc2180000, 0xc1f80000, 0xc2240000, 0xc1200000, 0x429e0000, 0x42380000, 0x423c0000, 0xc2bc0000, /* t61 d0-7: D(23,2).. */
	0x42140000, 0xc2000000, 0xc0400000, 0x42d40000, 0xc2440000, 0xc2a00000, 0xc2380000, 0xc3270000, /* t62 d0-7: D(23,4).. */
	0xc1700000, 0xc1a80000, 0x40000000, 0x41900000, 0xc2c00000, 0xc20c0000, 0xc1800000, 0xc2440000, /* t63 d0-7: D(23,6).. */
	0xc1d00000, 0x3f800000, 0xbf800000, 0x42900000, 0xc20c0000, 0xc1a80000, 0x41880000, 0xc3030000, /* t64 d0-7: D(32,0).. */
	0xc2080000, 0xc1500000, 0xc21c0000, 0x42860000, 0xc0e00000, 0xc1e00000, 0x420c0000, 0x42a40000, /* t65 d0-7: D(32,2).. */
	0xc1880000, 0xc1900000, 0x43280000, 0x41b80000, 0xc1000000, 0xc1b80000, 0xc1e80000, 0x40000000, /* t66 d0-7: D(32,4).. */
	0x41d80000, 0xc2380000, 0xc1300000, 0x42fc0000, 0xc1000000, 0xc1f80000, 0x42940000, 0xc2100000, /* t67 d0-7: D(32,6).. */
	0xc1a80000, 0xc2bc0000, 0xc0400000, 0x42b40000, 0x42820000, 0x00000000, 0x41b80000, 0xc2000000, /* t68 d0-7: D(33,0).. */
	0x42780000, 0x41700000, 0x43090000, 0xc2480000, 0xc2740000, 0xc0800000, 0x41100000, 0xc1f00000, /* t69 d0-7: D(33,2).. */
	0x42b60000, 0x42800000, 0xc1b00000, 0xc2580000, 0xc3230000, 0xc1900000, 0xc20c0000, 0x00000000, /* t70 d0-7: D(33,4).. */
	0xc1700000, 0x43220000, 0xc0c00000, 0xc2300000, 0xc2b80000, 0x42580000, 0x42b80000, 0x430c0000, /* t71 d0-7: D(33,6).. */
	0xc1b00000, 0xc1f80000, 0x43050000, 0x40000000, 0x43130000, 0xc2a60000, 0x42900000, 0xc2d00000, /* t72 d0-7: D(34,0).. */
	0x42640000, 0x42180000, 0x434d0000, 0x42b00000, 0xc2140000, 0xc2180000, 0xc1a00000, 0x42f60000, /* t73 d0-7: D(34,2).. */
	0x41e80000, 0x41c00000, 0xbf800000, 0x420c0000, 0x40e00000, 0xc1980000, 0x42180000, 0x42fa0000, /* t74 d0-7: D(34,4).. */
	0xc1600000, 0x43260000, 0xc1d00000, 0x435f0000, 0xc1e80000, 0x42440000, 0x40800000, 0x43500000, /* t75 d0-7: D(34,6).. */
	0x42380000, 0x42b40000, 0x42340000, 0xc28c0000, 0xc1e80000, 0x431c0000, 0x424c0000, 0x42340000, /* t76 d0-7: D(35,0).. */
	0x42240000, 0xc3260000, 0x41800000, 0xc2ba0000, 0x43410000, 0x425c0000, 0x41a80000, 0x41300000, /* t77 d0-7: D(35,2).. */
	0xc2820000, 0x43380000, 0x42be0000, 0x43160000, 0x42d20000, 0x42440000, 0xc23c0000, 0x42400000, /* t78 d0-7: D(35,4).. */
	0xc0a00000, 0x3f800000, 0xc1c00000, 0x42a80000, 0x42b80000, 0x42300000, 0xc29e0000, 0x41980000, /* t79 d0-7: D(35,6).. */
	0xc28e0000, 0xc2c20000, 0xc3290000, 0xc1880000, 0xc1700000, 0xc2580000, 0x42400000, 0x41c00000, /* t80 d0-7: D(36,0).. */
	0xc2140000, 0xc1f00000, 0xc2200000, 0xc1100000, 0x42a00000, 0x423c0000, 0x42140000, 0xc2ba0000, /* t81 d0-7: D(36,2).. */
	0x42180000, 0xc1f80000, 0xc0000000, 0x42d60000, 0xc2400000, 0xc29e0000, 0xc2340000, 0xc3260000, /* t82 d0-7: D(36,4).. */
	0xc1600000, 0xc1a00000, 0x40400000, 0x41980000, 0xc2be0000, 0xc2080000, 0xc1700000, 0xc2400000, /* t83 d0-7: D(36,6).. */
	0x42380000, 0x42f00000, 0xc1f00000, 0xc0400000, 0x430d0000, 0x42740000, 0xc21c0000, 0xc1600000, /* t84 d0-7: D(37,0).. */
	0x43020000, 0xc3070000, 0xc1d80000, 0xc1880000, 0x41980000, 0x43130000, 0x00000000, 0xc2000000, /* t85 d0-7: D(37,2).. */
	0xc2300000, 0x43050000, 0xc1a80000, 0xc1b00000, 0x423c0000, 0x42180000, 0xc1400000, 0xc1d80000, /* t86 d0-7: D(37,4).. */
	0xc1700000, 0x42780000, 0x42080000, 0xc21c0000, 0x42f40000, 0x43050000, 0xbf800000, 0xc20c0000, /* t87 d0-7: D(37,6).. */
	0x43480000, 0x43000000, 0xc1c80000, 0xc2c40000, 0xc2100000, 0x41b00000, 0x42740000, 0xc0800000, /* t88 d0-7: D(38,0).. */
	0x431b0000, 0x41100000, 0x42680000, 0x41b00000, 0x42860000, 0x42820000, 0xc2580000, 0x40400000, /* t89 d0-7: D(38,2).. */
	0xc1b00000, 0xc1900000, 0x42ae0000, 0x42700000, 0x43100000, 0x434b0000, 0xc3270000, 0xc1b00000, /* t90 d0-7: D(38,4).. */
	0xc0800000, 0xc1700000, 0xc1980000, 0x43290000, 0x42ee0000, 0x431e0000, 0xc2c00000, 0x42740000, /* t91 d0-7: D(38,6).. */
	0x430d0000, 0x42500000, 0xc1700000, 0xc20c0000, 0x41300000, 0x427c0000, 0x430f0000, 0xc2ae0000, /* t92 d0-7: D(39,0).. */
	0x42ce0000, 0xc2100000, 0x42540000, 0x42340000, 0x42ec0000, 0x42d80000, 0xc2240000, 0xc1f80000, /* t93 d0-7: D(39,2).. */
	0xc2a20000, 0xc1300000, 0x42100000, 0x41a00000, 0x432c0000, 0x43100000, 0x41600000, 0xc1b80000, /* t94 d0-7: D(39,4).. */
	0xc1000000, 0xc0800000, 0xc1900000, 0x43220000, 0x42580000, 0x42be0000, 0xc2040000, 0x42600000, /* t95 d0-7: D(39,6).. */
	0x423c0000, 0x42b60000, 0x42380000, 0xc2a00000, 0xc1e00000, 0x431d0000, 0x42500000, 0x42380000, /* t96 d0-7: D(48,0).. */
	0x42280000, 0xc3250000, 0x41880000, 0xc2b80000, 0x43420000, 0x42340000, 0x41b00000, 0x41400000, /* t97 d0-7: D(48,2).. */
	0xc2800000, 0x43390000, 0x42c00000, 0x43170000, 0x42d40000, 0x42480000, 0xc2380000, 0x42180000, /* t98 d0-7: D(48,4).. */
	0xc0800000, 0x40000000, 0xc1b80000, 0x42aa0000, 0x42ba0000, 0x42340000, 0xc29c0000, 0x41a00000, /* t99 d0-7: D(48,6).. */
	0xc2a20000, 0xc2c00000, 0xc3280000, 0xc1800000, 0xc1600000, 0xc2540000, 0x42440000, 0x41c80000, /* t100 d0-7: D(49,0).. */
	0xc2100000, 0xc1e80000, 0xc2480000, 0xc1000000, 0x42a20000, 0x42400000, 0x42180000, 0xc2b80000, /* t101 d0-7: D(49,2).. */
	0x421c0000, 0xc1f00000, 0xbf800000, 0x42d80000, 0xc2680000, 0xc29c0000, 0xc2300000, 0xc3250000, /* t102 d0-7: D(49,4).. */
	0xc1500000, 0xc1980000, 0x40800000, 0x41a00000, 0xc2bc0000, 0xc2040000, 0xc1c80000, 0xc23c0000, /* t103 d0-7: D(49,6).. */
	0x423c0000, 0x42f20000, 0xc1e80000, 0xc0000000, 0x430e0000, 0x42780000, 0xc2180000, 0xc1500000, /* t104 d0-7: D(50,0).. */
	0x43030000, 0xc3060000, 0xc1d00000, 0xc1800000, 0x41a00000, 0x43140000, 0x3f800000, 0xc1f80000, /* t105 d0-7: D(50,2).. */
	0xc22c0000, 0x42f60000, 0xc1a00000, 0xc1a80000, 0x42400000, 0x421c0000, 0xc1300000, 0xc1d00000, /* t106 d0-7: D(50,4).. */
	0xc1600000, 0x427c0000, 0x420c0000, 0xc2440000, 0x42f60000, 0x43060000, 0x00000000, 0xc2080000, /* t107 d0-7: D(50,6).. */
	0x43490000, 0x43010000, 0xc1c00000, 0xc2c20000, 0xc20c0000, 0x41400000, 0x42780000, 0xc0400000, /* t108 d0-7: D(51,0).. */
	0x431c0000, 0x41200000, 0x426c0000, 0x41b80000, 0x42880000, 0x42840000, 0xc2540000, 0xc0e00000, /* t109 d0-7: D(51,2).. */
	0xc1a80000, 0xc1880000, 0x42b00000, 0x42740000, 0x43110000, 0x434c0000, 0xc3260000, 0xc1a80000, /* t110 d0-7: D(51,4).. */
	0xc1600000, 0xc1600000, 0xc1900000, 0x432a0000, 0x42f00000, 0x431f0000, 0xc2be0000, 0x42780000, /* t111 d0-7: D(51,6).. */
	0x430e0000, 0x42540000, 0xc1c80000, 0xc2080000, 0x41400000, 0x42800000, 0x43100000, 0xc2ac0000, /* t112 d0-7: D(52,0).. */
	0x42d00000, 0xc20c0000, 0x42580000, 0x42380000, 0x42d80000, 0x42da0000, 0xc2200000, 0xc1f00000, /* t113 d0-7: D(52,2).. */
	0xc2a00000, 0xc1200000, 0x42140000, 0x41a80000, 0x432d0000, 0x43110000, 0x40800000, 0xc1b00000, /* t114 d0-7: D(52,4).. */
	0xc0e00000, 0xc0400000, 0xc1880000, 0x43230000, 0x425c0000, 0x42c00000, 0xc2000000, 0x42640000, /* t115 d0-7: D(52,6).. */
	0x00000000, 0x42920000, 0x42580000, 0x42ae0000, 0x41900000, 0xc3020000, 0xc1a80000, 0x43190000, /* t116 d0-7: D(53,0).. */
	0xc2180000, 0x42640000, 0x42180000, 0xc3290000, 0x42100000, 0x42a60000, 0x433e0000, 0x42500000, /* t117 d0-7: D(53,2).. */
	0x43290000, 0x41c00000, 0xc2640000, 0x43350000, 0xc1e00000, 0x40400000, 0x42e20000, 0x42380000, /* t118 d0-7: D(53,4).. */
	0xc1200000, 0x42fe0000, 0xc1000000, 0xc0000000, 0x42960000, 0xc2380000, 0x42b20000, 0x42240000, /* t119 d0-7: D(53,6).. */
	0xc0000000, 0x42b60000, 0xc2940000, 0xc2b20000, 0x41c00000, 0xc1f80000, 0xc0e00000, 0xc2640000, /* t120 d0-7: D(54,0).. */
	0x430a0000, 0xc2440000, 0xc2200000, 0xc2040000, 0x41200000, 0xc1e80000, 0x429a0000, 0x42300000, /* t121 d0-7: D(54,2).. */
	0xc2000000, 0xc2540000, 0x420c0000, 0xc1b80000, 0xc2080000, 0x3f800000, 0xc24c0000, 0xc28e0000, /* t122 d0-7: D(54,4).. */
	0xc0a00000, 0xc22c0000, 0xc1880000, 0xc1b80000, 0x42ba0000, 0x430d0000, 0xc2c40000, 0xc2140000, /* t123 d0-7: D(54,6).. */
	0x43060000, 0x40400000, 0x422c0000, 0x43000000, 0x42780000, 0xc2ce0000, 0x430a0000, 0x428a0000, /* t124 d0-7: D(55,0).. */
	0x434e0000, 0x42b20000, 0x430a0000, 0xc30a0000, 0xc1980000, 0x42f80000, 0x41800000, 0x43100000, /* t125 d0-7: D(55,2).. */
	0x00000000, 0x42100000, 0xc23c0000, 0x43020000, 0x421c0000, 0x42fc0000, 0x42300000, 0x42380000, /* t126 d0-7: D(55,4).. */
	0xc1c80000, 0x43600000, 0xc0e00000, 0x426c0000, 0x40a00000, 0x43510000, 0x43020000, 0x43020000, /* t127 d0-7: D(55,6).. */
	/* test 18 @20480: m64n16k16 .f32.bf16.bf16, A MN-major 64B, B K-major 64B, K 32 (2 wgmma), scale-d 0, scale-a 1, scale-b -1 */
	0xc36a0000, 0xc2c40000, 0xc3818000, 0xc2fe0000, 0x41800000, 0xc0800000, 0xc3968000, 0xc1000000, /* t0 d0-7: D(0,0).. */
	0x41200000, 0xc2c60000, 0x42540000, 0x43320000, 0xc3930000, 0x42f60000, 0x43900000, 0x433c0000, /* t1 d0-7: D(0,2).. */
	0xc3000000, 0xc37d0000, 0x43a48000, 0x43b00000, 0x41400000, 0xc36a0000, 0x43200000, 0xc3818000, /* t2 d0-7: D(0,4).. */
	0xc1d00000, 0xc1900000, 0xc1880000, 0xc2d40000, 0xc2c40000, 0x41200000, 0xc2fe0000, 0x42540000, /* t3 d0-7: D(0,6).. */
	0x431d0000, 0xc3570000, 0x43dd0000, 0xc30b0000, 0x40000000, 0x43290000, 0x43800000, 0xc36f0000, /* t4 d0-7: D(1,0).. */
	0xc1a80000, 0x435f0000, 0x42d60000, 0xc3240000, 0xc28e0000, 0x41d80000, 0x42240000, 0xc3310000, /* t5 d0-7: D(1,2).. */
	0x42a40000, 0xc1100000, 0xc38e0000, 0x41d80000, 0xc0a00000, 0x431d0000, 0xc2700000, 0x43dd0000, /* t6 d0-7: D(1,4).. */
	0xc1c00000, 0xc3530000, 0xc1880000, 0x43290000, 0xc3570000, 0xc1a80000, 0xc30b0000, 0x42d60000, /* t7 d0-7: D(1,6).. */
	0x43470000, 0xc2aa0000, 0xc2300000, 0xc3888000, 0x433e0000, 0xc2c60000, 0xc1200000, 0xc3410000, /* t8 d0-7: D(2,0).. */
	0xc35a0000, 0xc34a0000, 0xc3c78000, 0xc2600000, 0xc3d88000, 0xc37e0000, 0xc38e8000, 0x41980000, /* t9 d0-7: D(2,2).. */
	0xc29c0000, 0xc3ac8000, 0x42f40000, 0xc2820000, 0xc28a0000, 0x43470000, 0x43060000, 0xc2300000, /* t10 d0-7: D(2,4).. */
	0xc1400000, 0xc2680000, 0xc0e00000, 0xc3b08000, 0xc2aa0000, 0xc35a0000, 0xc3888000, 0xc3c78000, /* t11 d0-7: D(2,6).. */
	0xc2680000, 0xc2fc0000, 0x42fc0000, 0xc2200000, 0xc3490000, 0xc3010000, 0x43030000, 0x430c0000, /* t12 d0-7: D(3,0).. */
	0x42ee0000, 0xc3690000, 0x422c0000, 0x43090000, 0x42ce0000, 0xc3350000, 0xc0e00000, 0xc3650000, /* t13 d0-7: D(3,2).. */
	0x432d0000, 0x42bc0000, 0xc23c0000, 0xc3250000, 0x43b98000, 0xc2680000, 0x43090000, 0x42fc0000, /* t14 d0-7: D(3,4).. */
	0xc1880000, 0x42f80000, 0xc1600000, 0x42640000, 0xc2fc0000, 0x42ee0000, 0xc2200000, 0x422c0000, /* t15 d0-7: D(3,6).. */
	0x43250000, 0x434d0000, 0x42500000, 0x42880000, 0x437f0000, 0x42fa0000, 0xc2a80000, 0xc2040000, /* t16 d0-7: D(4,0).. */
	0x43848000, 0xc3090000, 0xc3360000, 0x42900000, 0x42ac0000, 0xc3750000, 0xc1900000, 0xc2580000, /* t17 d0-7: D(4,2).. */
	0xc3630000, 0xc2bc0000, 0xc1e00000, 0xc2740000, 0xc30c0000, 0x43250000, 0xc3910000, 0x42500000, /* t18 d0-7: D(4,4).. */
	0xc1d00000, 0x43d18000, 0xc0a00000, 0xc3828000, 0x434d0000, 0x43848000, 0x42880000, 0xc3360000, /* t19 d0-7: D(4,6).. */
	0xc3580000, 0x41880000, 0xc36a0000, 0xc2c40000, 0x00000000, 0x42300000, 0x41800000, 0xc0800000, /* t20 d0-7: D(5,0).. */
	0x42960000, 0xc2a80000, 0x41200000, 0xc2c60000, 0xc1700000, 0xc3210000, 0xc3930000, 0x42f60000, /* t21 d0-7: D(5,2).. */
	0xc2a80000, 0xc3660000, 0xc3000000, 0xc37d0000, 0xc3620000, 0xc3580000, 0x41400000, 0xc36a0000, /* t22 d0-7: D(5,4).. */
	0xc1400000, 0xc1000000, 0xc1d00000, 0xc1900000, 0x41880000, 0x42960000, 0xc2c40000, 0x41200000, /* t23 d0-7: D(5,6).. */
	0xc3050000, 0xc28c0000, 0x431d0000, 0xc3570000, 0xc2e00000, 0xc1a80000, 0x40000000, 0x43290000, /* t24 d0-7: D(6,0).. */
	0xc20c0000, 0xc2ee0000, 0xc1a80000, 0x435f0000, 0xc30c0000, 0xc2c40000, 0xc28e0000, 0x41d80000, /* t25 d0-7: D(6,2).. */
	0xc2a80000, 0xc2fc0000, 0x42a40000, 0xc1100000, 0xc29a0000, 0xc3050000, 0xc0a00000, 0x431d0000, /* t26 d0-7: D(6,4).. */
	0xc3600000, 0x00000000, 0xc1c00000, 0xc3530000, 0xc28c0000, 0xc20c0000, 0xc3570000, 0xc1a80000, /* t27 d0-7: D(6,6).. */
	0xc3aa8000, 0xc29c0000, 0x43470000, 0xc2aa0000, 0xc3720000, 0x00000000, 0x433e0000, 0xc2c60000, /* t28 d0-7: D(7,0).. */
	0xc2900000, 0x42540000, 0xc35a0000, 0xc34a0000, 0x42f80000, 0xc1600000, 0xc3d88000, 0xc37e0000, /* t29 d0-7: D(7,2).. */
	0x431e0000, 0xc1200000, 0xc29c0000, 0xc3ac8000, 0xc3210000, 0xc3aa8000, 0xc28a0000, 0x43470000, /* t30 d0-7: D(7,4).. */
	0xc0e00000, 0xc3870000, 0xc1400000, 0xc2680000, 0xc29c0000, 0xc2900000, 0xc2aa0000, 0xc35a0000, /* t31 d0-7: D(7,6).. */
	0xc2680000, 0xc2fc0000, 0x42fc0000, 0xc2200000, 0xc3490000, 0xc3010000, 0x43030000, 0x430c0000, /* t32 d0-7: D(16,0).. */
	0x42ee0000, 0xc3690000, 0x422c0000, 0x43090000, 0x42ce0000, 0xc3350000, 0xc0e00000, 0xc3650000, /* t33 d0-7: D(16,2).. */
	0x432d0000, 0x42bc0000, 0xc23c0000, 0xc3250000, 0x43b98000, 0xc2680000, 0x43090000, 0x42fc0000, /* t34 d0-7: D(16,4).. */
	0xc1880000, 0x42f80000, 0xc1600000, 0x42640000, 0xc2fc0000, 0x42ee0000, 0xc2200000, 0x422c0000, /* t35 d0-7: D(16,6).. */
	0x43250000, 0x434d0000, 0x42500000, 0x42880000, 0x437f0000, 0x42fa0000, 0xc2a80000, 0xc2040000, /* t36 d0-7: D(17,0).. */
	0x43848000, 0xc3090000, 0xc3360000, 0x42900000, 0x42ac0000, 0xc3750000, 0xc1900000, 0xc2580000, /* t37 d0-7: D(17,2).. */
	0xc3630000, 0xc2bc0000, 0xc1e00000, 0xc2740000, 0xc30c0000, 0x43250000, 0xc3910000, 0x42500000, /* t38 d0-7: D(17,4).. */
	0xc1d00000, 0x43d18000, 0xc0a00000, 0xc3828000, 0x434d0000, 0x43848000, 0x42880000, 0xc3360000, /* t39 d0-7: D(17,6).. */
	0xc3580000, 0x41880000, 0xc36a0000, 0xc2c40000, 0x00000000, 0x42300000, 0x41800000, 0xc0800000, /* t40 d0-7: D(18,0).. */
	0x42960000, 0xc2a80000, 0x41200000, 0xc2c60000, 0xc1700000, 0xc3210000, 0xc3930000, 0x42f60000, /* t41 d0-7: D(18,2).. */
	0xc2a80000, 0xc3660000, 0xc3000000, 0xc37d0000, 0xc3620000, 0xc3580000, 0x41400000, 0xc36a0000, /* t42 d0-7: D(18,4).. */
	0xc1400000, 0xc1000000, 0xc1d00000, 0xc1900000, 0x41880000, 0x42960000, 0xc2c40000, 0x41200000, /* t43 d0-7: D(18,6).. */
	0xc3050000, 0xc28c0000, 0x431d0000, 0xc3570000, 0xc2e00000, 0xc1a80000, 0x40000000, 0x43290000, /* t44 d0-7: D(19,0).. */
	0xc20c0000, 0xc2ee0000, 0xc1a80000, 0x435f0000, 0xc30c0000, 0xc2c40000, 0xc28e0000, 0x41d80000, /* t45 d0-7: D(19,2).. */
	0xc2a80000, 0xc2fc0000, 0x42a40000, 0xc1100000, 0xc29a0000, 0xc3050000, 0xc0a00000, 0x431d0000, /* t46 d0-7: D(19,4).. */
	0xc3600000, 0x00000000, 0xc1c00000, 0xc3530000, 0xc28c0000, 0xc20c0000, 0xc3570000, 0xc1a80000, /* t47 d0-7: D(19,6).. */
	0xc3aa8000, 0xc29c0000, 0x43470000, 0xc2aa0000, 0xc3720000, 0x00000000, 0x433e0000, 0xc2c60000, /* t48 d0-7: D(20,0).. */
	0xc2900000, 0x42540000, 0xc35a0000, 0xc34a0000, 0x42f80000, 0xc1600000, 0xc3d88000, 0xc37e0000, /* t49 d0-7: D(20,2).. */
	0x431e0000, 0xc1200000, 0xc29c0000, 0xc3ac8000, 0xc3210000, 0xc3aa8000, 0xc28a0000, 0x43470000, /* t50 d0-7: D(20,4).. */
	0xc0e00000, 0xc3870000, 0xc1400000, 0xc2680000, 0xc29c0000, 0xc2900000, 0xc2aa0000, 0xc35a0000, /* t51 d0-7: D(20,6).. */
	0xc3818000, 0xc2fe0000, 0xc2680000, 0xc2fc0000, 0xc3968000, 0xc1000000, 0xc3490000, 0xc3010000, /* t52 d0-7: D(21,0).. */
	0x42540000, 0x43320000, 0x42ee0000, 0xc3690000, 0x43900000, 0x433c0000, 0x42ce0000, 0xc3350000, /* t53 d0-7: D(21,2).. */
	0x43a48000, 0x43b00000, 0x432d0000, 0x42bc0000, 0x43200000, 0xc3818000, 0x43b98000, 0xc2680000, /* t54 d0-7: D(21,4).. */
	0xc1880000, 0xc2d40000, 0xc1880000, 0x42f80000, 0xc2fe0000, 0x42540000, 0xc2fc0000, 0x42ee0000, /* t55 d0-7: D(21,6).. */
	0x43dd0000, 0xc30b0000, 0x43250000, 0x434d0000, 0x43800000, 0xc36f0000, 0x437f0000, 0x42fa0000, /* t56 d0-7: D(22,0).. */
	0x42d60000, 0xc3240000, 0x43848000, 0xc3090000, 0x42240000, 0xc3310000, 0x42ac0000, 0xc3750000, /* t57 d0-7: D(22,2).. */
	0xc38e0000, 0x41d80000, 0xc3630000, 0xc2bc0000, 0xc2700000, 0x43dd0000, 0xc30c0000, 0x43250000, /* t58 d0-7: D(22,4).. */
	0xc1880000, 0x43290000, 0xc1d00000, 0x43d18000, 0xc30b0000, 0x42d60000, 0x434d0000, 0x43848000, /* t59 d0-7: D(22,6).. */
	0xc2300000, 0xc3888000, 0xc3580000, 0x41880000, 0xc1200000, 0xc3410000, 0x00000000, 0x42300000, /* t60 d0-7: D(23,0).. */
	0xc3c78000, 0xc2600000, 0x42960000, 0xc2a80000, 0xc38e8000, 0x41980000, 0xc1700000, 0xc3210000, /* t61 d0-7: D(23,2).. */
	0x42f40000, 0xc2820000, 0xc2a80000, 0xc3660000, 0x43060000, 0xc2300000, 0xc3620000, 0xc3580000, /* t62 d0-7: D(23,4).. */
	0xc0e00000, 0xc3b08000, 0xc1400000, 0xc1000000, 0xc3888000, 0xc3c78000, 0x41880000, 0x42960000, /* t63 d0-7: D(23,6).. */
	0xc3050000, 0xc28c0000, 0x431d0000, 0xc3570000, 0xc2e00000, 0xc1a80000, 0x40000000, 0x43290000, /* t64 d0-7: D(32,0).. */
	0xc20c0000, 0xc2ee0000, 0xc1a80000, 0x435f0000, 0xc30c0000, 0xc2c40000, 0xc28e0000, 0x41d80000, /* t65 d0-7: D(32,2).. */
	0xc2a80000, 0xc2fc0000, 0x42a40000, 0xc1100000, 0xc29a0000, 0xc3050000, 0xc0a00000, 0x431d0000, /* t66 d0-7: D(32,4).. */
	0xc3600000, 0x00000000, 0xc1c00000, 0xc3530000, 0xc28c0000, 0xc20c0000, 0xc3570000, 0xc1a80000, /* t67 d0-7: D(32,6).. */
	0xc3aa8000, 0xc29c0000, 0x43470000, 0xc2aa0000, 0xc3720000, 0x00000000, 0x433e0000, 0xc2c60000, /* t68 d0-7: D(33,0).. */
	0xc2900000, 0x42540000, 0xc35a0000, 0xc34a0000, 0x42f80000, 0xc1600000, 0xc3d88000, 0xc37e0000, /* t69 d0-7: D(33,2).. */
	0x431e0000, 0xc1200000, 0xc29c0000, 0xc3ac8000, 0xc3210000, 0xc3aa8000, 0xc28a0000, 0x43470000, /* t70 d0-7: D(33,4).. */
	0xc0e00000, 0xc3870000, 0xc1400000, 0xc2680000, 0xc29c0000, 0xc2900000, 0xc2aa0000, 0xc35a0000, /* t71 d0-7: D(33,6).. */
	0xc3818000, 0xc2fe0000, 0xc2680000, 0xc2fc0000, 0xc3968000, 0xc1000000, 0xc3490000, 0xc3010000, /* t72 d0-7: D(34,0).. */
	0x42540000, 0x43320000, 0x42ee0000, 0xc3690000, 0x43900000, 0x433c0000, 0x42ce0000, 0xc3350000, /* t73 d0-7: D(34,2).. */
	0x43a48000, 0x43b00000, 0x432d0000, 0x42bc0000, 0x43200000, 0xc3818000, 0x43b98000, 0xc2680000, /* t74 d0-7: D(34,4).. */
	0xc1880000, 0xc2d40000, 0xc1880000, 0x42f80000, 0xc2fe0000, 0x42540000, 0xc2fc0000, 0x42ee0000, /* t75 d0-7: D(34,6).. */
	0x43dd0000, 0xc30b0000, 0x43250000, 0x434d0000, 0x43800000, 0xc36f0000, 0x437f0000, 0x42fa0000, /* t76 d0-7: D(35,0).. */
	0x42d60000, 0xc3240000, 0x43848000, 0xc3090000, 0x42240000, 0xc3310000, 0x42ac0000, 0xc3750000, /* t77 d0-7: D(35,2).. */
	0xc38e0000, 0x41d80000, 0xc3630000, 0xc2bc0000, 0xc2700000, 0x43dd0000, 0xc30c0000, 0x43250000, /* t78 d0-7: D(35,4).. */
	0xc1880000, 0x43290000, 0xc1d00000, 0x43d18000, 0xc30b0000, 0x42d60000, 0x434d0000, 0x43848000, /* t79 d0-7: D(35,6).. */
	0xc2300000, 0xc3888000, 0xc3580000, 0x41880000, 0xc1200000, 0xc3410000, 0x00000000, 0x42300000, /* t80 d0-7: D(36,0).. */
	0xc3c78000, 0xc2600000, 0x42960000, 0xc2a80000, 0xc38e8000, 0x41980000, 0xc1700000, 0xc3210000, /* t81 d0-7: D(36,2).. */
	0x42f40000, 0xc2820000, 0xc2a80000, 0xc3660000, 0x43060000, 0xc2300000, 0xc3620000, 0xc3580000, /* t82 d0-7: D(36,4).. */
	0xc0e00000, 0xc3b08000, 0xc1400000, 0xc1000000, 0xc3888000, 0xc3c78000, 0x41880000, 0x42960000, /* t83 d0-7: D(36,6).. */
	0x42fc0000, 0xc2200000, 0xc3050000, 0xc28c0000, 0x43030000, 0x430c0000, 0xc2e00000, 0xc1a80000, /* t84 d0-7: D(37,0).. */
	0x422c0000, 0x43090000, 0xc20c0000, 0xc2ee0000, 0xc0e00000, 0xc3650000, 0xc30c0000, 0xc2c40000, /* t85 d0-7: D(37,2).. */
	0xc23c0000, 0xc3250000, 0xc2a80000, 0xc2fc0000, 0x43090000, 0x42fc0000, 0xc29a0000, 0xc3050000, /* t86 d0-7: D(37,4).. */
	0xc1600000, 0x42640000, 0xc3600000, 0x00000000, 0xc2200000, 0x422c0000, 0xc28c0000, 0xc20c0000, /* t87 d0-7: D(37,6).. */
	0x42500000, 0x42880000, 0xc3aa8000, 0xc29c0000, 0xc2a80000, 0xc2040000, 0xc3720000, 0x00000000, /* t88 d0-7: D(38,0).. */
	0xc3360000, 0x42900000, 0xc2900000, 0x42540000, 0xc1900000, 0xc2580000, 0x42f80000, 0xc1600000, /* t89 d0-7: D(38,2).. */
	0xc1e00000, 0xc2740000, 0x431e0000, 0xc1200000, 0xc3910000, 0x42500000, 0xc3210000, 0xc3aa8000, /* t90 d0-7: D(38,4).. */
	0xc0a00000, 0xc3828000, 0xc0e00000, 0xc3870000, 0x42880000, 0xc3360000, 0xc29c0000, 0xc2900000, /* t91 d0-7: D(38,6).. */
	0xc36a0000, 0xc2c40000, 0xc3818000, 0xc2fe0000, 0x41800000, 0xc0800000, 0xc3968000, 0xc1000000, /* t92 d0-7: D(39,0).. */
	0x41200000, 0xc2c60000, 0x42540000, 0x43320000, 0xc3930000, 0x42f60000, 0x43900000, 0x433c0000, /* t93 d0-7: D(39,2).. */
	0xc3000000, 0xc37d0000, 0x43a48000, 0x43b00000, 0x41400000, 0xc36a0000, 0x43200000, 0xc3818000, /* t94 d0-7: D(39,4).. */
	0xc1d00000, 0xc1900000, 0xc1880000, 0xc2d40000, 0xc2c40000, 0x41200000, 0xc2fe0000, 0x42540000, /* t95 d0-7: D(39,6).. */
	0x43dd0000, 0xc30b0000, 0x43250000, 0x434d0000, 0x43800000, 0xc36f0000, 0x437f0000, 0x42fa0000, /* t96 d0-7: D(48,0).. */
	0x42d60000, 0xc3240000, 0x43848000, 0xc3090000, 0x42240000, 0xc3310000, 0x42ac0000, 0xc3750000, /* t97 d0-7: D(48,2).. */
	0xc38e0000, 0x41d80000, 0xc3630000, 0xc2bc0000, 0xc2700000, 0x43dd0000, 0xc30c0000, 0x43250000, /* t98 d0-7: D(48,4).. */
	0xc1880000, 0x43290000, 0xc1d00000, 0x43d18000, 0xc30b0000, 0x42d60000, 0x434d0000, 0x43848000, /* t99 d0-7: D(48,6).. */
	0xc2300000, 0xc3888000, 0xc3580000, 0x41880000, 0xc1200000, 0xc3410000, 0x00000000, 0x42300000, /* t100 d0-7: D(49,0).. */
	0xc3c78000, 0xc2600000, 0x42960000, 0xc2a80000, 0xc38e8000, 0x41980000, 0xc1700000, 0xc3210000, /* t101 d0-7: D(49,2).. */
	0x42f40000, 0xc2820000, 0xc2a80000, 0xc3660000, 0x43060000, 0xc2300000, 0xc3620000, 0xc3580000, /* t102 d0-7: D(49,4).. */
	0xc0e00000, 0xc3b08000, 0xc1400000, 0xc1000000, 0xc3888000, 0xc3c78000, 0x41880000, 0x42960000, /* t103 d0-7: D(49,6).. */
	0x42fc0000, 0xc2200000, 0xc3050000, 0xc28c0000, 0x43030000, 0x430c0000, 0xc2e00000, 0xc1a80000, /* t104 d0-7: D(50,0).. */
	0x422c0000, 0x43090000, 0xc20c0000, 0xc2ee0000, 0xc0e00000, 0xc3650000, 0xc30c0000, 0xc2c40000, /* t105 d0-7: D(50,2).. */
	0xc23c0000, 0xc3250000, 0xc2a80000, 0xc2fc0000, 0x43090000, 0x42fc0000, 0xc29a0000, 0xc3050000, /* t106 d0-7: D(50,4).. */
	0xc1600000, 0x42640000, 0xc3600000, 0x00000000, 0xc2200000, 0x422c0000, 0xc28c0000, 0xc20c0000, /* t107 d0-7: D(50,6).. */
	0x42500000, 0x42880000, 0xc3aa8000, 0xc29c0000, 0xc2a80000, 0xc2040000, 0xc3720000, 0x00000000, /* t108 d0-7: D(51,0).. */
	0xc3360000, 0x42900000, 0xc2900000, 0x42540000, 0xc1900000, 0xc2580000, 0x42f80000, 0xc1600000, /* t109 d0-7: D(51,2).. */
	0xc1e00000, 0xc2740000, 0x431e0000, 0xc1200000, 0xc3910000, 0x42500000, 0xc3210000, 0xc3aa8000, /* t110 d0-7: D(51,4).. */
	0xc0a00000, 0xc3828000, 0xc0e00000, 0xc3870000, 0x42880000, 0xc3360000, 0xc29c0000, 0xc2900000, /* t111 d0-7: D(51,6).. */
	0xc36a0000, 0xc2c40000, 0xc3818000, 0xc2fe0000, 0x41800000, 0xc0800000, 0xc3968000, 0xc1000000, /* t112 d0-7: D(52,0).. */
	0x41200000, 0xc2c60000, 0x42540000, 0x43320000, 0xc3930000, 0x42f60000, 0x43900000, 0x433c0000, /* t113 d0-7: D(52,2).. */
	0xc3000000, 0xc37d0000, 0x43a48000, 0x43b00000, 0x41400000, 0xc36a0000, 0x43200000, 0xc3818000, /* t114 d0-7: D(52,4).. */
	0xc1d00000, 0xc1900000, 0xc1880000, 0xc2d40000, 0xc2c40000, 0x41200000, 0xc2fe0000, 0x42540000, /* t115 d0-7: D(52,6).. */
	0x431d0000, 0xc3570000, 0x43dd0000, 0xc30b0000, 0x40000000, 0x43290000, 0x43800000, 0xc36f0000, /* t116 d0-7: D(53,0).. */
	0xc1a80000, 0x435f0000, 0x42d60000, 0xc3240000, 0xc28e0000, 0x41d80000, 0x42240000, 0xc3310000, /* t117 d0-7: D(53,2).. */
	0x42a40000, 0xc1100000, 0xc38e0000, 0x41d80000, 0xc0a00000, 0x431d0000, 0xc2700000, 0x43dd0000, /* t118 d0-7: D(53,4).. */
	0xc1c00000, 0xc3530000, 0xc1880000, 0x43290000, 0xc3570000, 0xc1a80000, 0xc30b0000, 0x42d60000, /* t119 d0-7: D(53,6).. */
	0x43470000, 0xc2aa0000, 0xc2300000, 0xc3888000, 0x433e0000, 0xc2c60000, 0xc1200000, 0xc3410000, /* t120 d0-7: D(54,0).. */
	0xc35a0000, 0xc34a0000, 0xc3c78000, 0xc2600000, 0xc3d88000, 0xc37e0000, 0xc38e8000, 0x41980000, /* t121 d0-7: D(54,2).. */
	0xc29c0000, 0xc3ac8000, 0x42f40000, 0xc2820000, 0xc28a0000, 0x43470000, 0x43060000, 0xc2300000, /* t122 d0-7: D(54,4).. */
	0xc1400000, 0xc2680000, 0xc0e00000, 0xc3b08000, 0xc2aa0000, 0xc35a0000, 0xc3888000, 0xc3c78000, /* t123 d0-7: D(54,6).. */
	0xc2680000, 0xc2fc0000, 0x42fc0000, 0xc2200000, 0xc3490000, 0xc3010000, 0x43030000, 0x430c0000, /* t124 d0-7: D(55,0).. */
	0x42ee0000, 0xc3690000, 0x422c0000, 0x43090000, 0x42ce0000, 0xc3350000, 0xc0e00000, 0xc3650000, /* t125 d0-7: D(55,2).. */
	0x432d0000, 0x42bc0000, 0xc23c0000, 0xc3250000, 0x43b98000, 0xc2680000, 0x43090000, 0x42fc0000, /* t126 d0-7: D(55,4).. */
	0xc1880000, 0x42f80000, 0xc1600000, 0x42640000, 0xc2fc0000, 0x42ee0000, 0xc2200000, 0x422c0000, /* t127 d0-7: D(55,6).. */
	/* test 19 @21504: m64n16k16 .f32.f16.f16, A MN-major 128B, B K-major 128B, K 64 (4 wgmma), scale-d 1, scale-a -1, scale-b 1 */
	0xc3ff0000, 0x437a0000, 0x434e0000, 0x43af8000, 0x433b0000, 0xc3440000, 0xc3fe8000, 0x43868000, /* t0 d0-7: D(0,0).. */
	0x43b50000, 0x42d60000, 0xc3220000, 0xc2500000, 0xc3530000, 0xc4288000, 0x43f40000, 0xc3d40000, /* t1 d0-7: D(0,2).. */
	0xc4120000, 0x428c0000, 0xc3808000, 0xc3b40000, 0x44334000, 0xc4018000, 0xc3620000, 0x43510000, /* t2 d0-7: D(0,4).. */
	0xc2b00000, 0xc3c48000, 0xc2bc0000, 0x41880000, 0x437c0000, 0x43b68000, 0x43b08000, 0xc32a0000, /* t3 d0-7: D(0,6).. */
	0xc37a0000, 0xc3f30000, 0xc3ba8000, 0xc2e80000, 0x43050000, 0xc401c000, 0xc3600000, 0xc40b0000, /* t4 d0-7: D(1,0).. */
	0xc3700000, 0xc3320000, 0xc3240000, 0xc1c80000, 0x42680000, 0x440bc000, 0x42a00000, 0xc2b40000, /* t5 d0-7: D(1,2).. */
	0x439f0000, 0x43ba8000, 0xc3bd0000, 0x42b00000, 0x432e0000, 0xc3770000, 0x42ec0000, 0xc3b90000, /* t6 d0-7: D(1,4).. */
	0xc2ec0000, 0xc3450000, 0xc2ae0000, 0xc1000000, 0xc3f78000, 0xc36d0000, 0xc2e40000, 0xc3210000, /* t7 d0-7: D(1,6).. */
	0xc3270000, 0x43ba0000, 0x430e0000, 0xc3550000, 0xc3420000, 0xc2380000, 0xc3ad8000, 0x433f0000, /* t8 d0-7: D(2,0).. */
	0xc3f30000, 0x43430000, 0x43060000, 0xc2a20000, 0x43040000, 0xc3690000, 0xc4008000, 0x43b08000, /* t9 d0-7: D(2,2).. */
	0xc3c50000, 0x42e80000, 0xc3180000, 0xc29e0000, 0x42b80000, 0xc3240000, 0xc30d0000, 0x43060000, /* t10 d0-7: D(2,4).. */
	0xc2f00000, 0xc2580000, 0xc2ca0000, 0x43060000, 0x43bb0000, 0xc3f70000, 0xc3530000, 0x43090000, /* t11 d0-7: D(2,6).. */
	0x42a80000, 0xc3200000, 0x435e0000, 0x440d4000, 0xc3c28000, 0xc2980000, 0x43be0000, 0xc3460000, /* t12 d0-7: D(3,0).. */
	0x41d80000, 0xc3fe0000, 0x42640000, 0xc40b0000, 0xc2de0000, 0xc25c0000, 0xc37f0000, 0xc3f98000, /* t13 d0-7: D(3,2).. */
	0xc3480000, 0x426c0000, 0x43390000, 0xc34d0000, 0xc3a48000, 0x42ae0000, 0xc3560000, 0x43560000, /* t14 d0-7: D(3,4).. */
	0xc2a60000, 0x41b00000, 0xc2c20000, 0x43bb8000, 0xc31e0000, 0x41f00000, 0x440dc000, 0x42700000, /* t15 d0-7: D(3,6).. */
	0xc37b0000, 0xc3d80000, 0x44264000, 0xc42f4000, 0xc38d8000, 0xc2340000, 0xc41f4000, 0x42de0000, /* t16 d0-7: D(4,0).. */
	0x43f00000, 0x438f8000, 0xc3660000, 0xc3190000, 0xc3180000, 0x43b60000, 0x43c48000, 0x438e0000, /* t17 d0-7: D(4,2).. */
	0xc4028000, 0x41b00000, 0x43140000, 0xc3b00000, 0x43410000, 0xc3780000, 0xc4038000, 0x44270000, /* t18 d0-7: D(4,4).. */
	0xc2da0000, 0xc3b78000, 0xc2ce0000, 0x42040000, 0xc3d70000, 0x43f18000, 0xc4318000, 0xc3630000, /* t19 d0-7: D(4,6).. */
	0x43140000, 0xc3f70000, 0xc4008000, 0x43808000, 0xc3ef8000, 0xc3ba0000, 0x43370000, 0xc33d0000, /* t20 d0-7: D(5,0).. */
	0xc3c68000, 0x43700000, 0x43b88000, 0x42ce0000, 0x43968000, 0x430e0000, 0xc34c0000, 0xc4298000, /* t21 d0-7: D(5,2).. */
	0xc3ae8000, 0xc3fc8000, 0xc4130000, 0x42840000, 0xc3280000, 0x430c0000, 0x44324000, 0xc3ff8000, /* t22 d0-7: D(5,4).. */
	0xc2c00000, 0x439b8000, 0xc2a20000, 0xc3c68000, 0xc3f60000, 0xc3c50000, 0x43818000, 0x43b48000, /* t23 d0-7: D(5,6).. */
	0xc2840000, 0xc2960000, 0xc37e0000, 0xc3f50000, 0xc26c0000, 0xc2ae0000, 0x43010000, 0xc402c000, /* t24 d0-7: D(6,0).. */
	0xc2a80000, 0xc28a0000, 0xc3690000, 0xc32b0000, 0xc2860000, 0xc2700000, 0x42820000, 0x440ac000, /* t25 d0-7: D(6,2).. */
	0xc25c0000, 0xc2600000, 0x439d0000, 0x43b88000, 0xc2580000, 0xc27c0000, 0x432a0000, 0xc37b0000, /* t26 d0-7: D(6,4).. */
	0xc3c28000, 0xc2a80000, 0xc2f40000, 0xc33e0000, 0xc2a80000, 0xc2a20000, 0xc3f40000, 0xc3660000, /* t27 d0-7: D(6,6).. */
	0xc3420000, 0x42ba0000, 0xc32b0000, 0x43b80000, 0xc3b18000, 0x434b0000, 0xc3460000, 0xc2480000, /* t28 d0-7: D(7,0).. */
	0x43848000, 0xc3ab0000, 0xc3f50000, 0x434a0000, 0xc3b50000, 0xc3dd0000, 0x43000000, 0xc3620000, /* t29 d0-7: D(7,2).. */
	0xc3e58000, 0x43b78000, 0xc3c18000, 0x42e00000, 0x43360000, 0xc33f0000, 0x42b00000, 0xc3280000, /* t30 d0-7: D(7,4).. */
	0xc2a60000, 0xc40c0000, 0xc2f80000, 0xc23c0000, 0x42be0000, 0x43808000, 0x43b90000, 0xc3f38000, /* t31 d0-7: D(7,6).. */
	0x42aa0000, 0xc31f0000, 0x435f0000, 0x440d8000, 0xc3c20000, 0xc2960000, 0x43be8000, 0xc3450000, /* t32 d0-7: D(16,0).. */
	0x41e00000, 0xc4018000, 0x42680000, 0xc40ac000, 0xc2dc0000, 0xc2580000, 0xc37e0000, 0xc3f90000, /* t33 d0-7: D(16,2).. */
	0xc3470000, 0x42700000, 0x433a0000, 0xc3570000, 0xc3a40000, 0x42b00000, 0xc3550000, 0x43570000, /* t34 d0-7: D(16,4).. */
	0xc2a40000, 0x41b80000, 0xc2c00000, 0x43bc0000, 0xc31d0000, 0x41a00000, 0x440e0000, 0x42740000, /* t35 d0-7: D(16,6).. */
	0xc37a0000, 0xc3d78000, 0x44268000, 0xc42f0000, 0xc38d0000, 0xc2300000, 0xc41f0000, 0x42ca0000, /* t36 d0-7: D(17,0).. */
	0x43f08000, 0x43900000, 0xc3650000, 0xc3180000, 0xc3170000, 0x43b68000, 0x43c50000, 0x438e8000, /* t37 d0-7: D(17,2).. */
	0xc4050000, 0x41b80000, 0x43150000, 0xc3af8000, 0x43420000, 0xc3770000, 0xc4034000, 0x44274000, /* t38 d0-7: D(17,4).. */
	0xc2d80000, 0xc3b70000, 0xc2e20000, 0x42080000, 0xc3d68000, 0x43f20000, 0xc4314000, 0xc3620000, /* t39 d0-7: D(17,6).. */
	0x43150000, 0xc3f68000, 0xc4004000, 0x43810000, 0xc3f48000, 0xc3b98000, 0x43380000, 0xc33c0000, /* t40 d0-7: D(18,0).. */
	0xc3c60000, 0x43710000, 0x43b90000, 0x42d00000, 0x43970000, 0x430f0000, 0xc3560000, 0xc4294000, /* t41 d0-7: D(18,2).. */
	0xc3ae0000, 0xc3fc0000, 0xc412c000, 0x42860000, 0xc3270000, 0x430d0000, 0x44328000, 0xc3ff0000, /* t42 d0-7: D(18,4).. */
	0xc2be0000, 0x439c0000, 0xc2a00000, 0xc3c60000, 0xc3f58000, 0xc3c48000, 0x43820000, 0x43b50000, /* t43 d0-7: D(18,6).. */
	0xc2820000, 0xc2aa0000, 0xc37d0000, 0xc3f48000, 0xc2680000, 0xc2ac0000, 0x43020000, 0xc4028000, /* t44 d0-7: D(19,0).. */
	0xc2a60000, 0xc2880000, 0xc3680000, 0xc3350000, 0xc2840000, 0xc26c0000, 0x42840000, 0x440b0000, /* t45 d0-7: D(19,2).. */
	0xc2580000, 0xc25c0000, 0x439d8000, 0x43b90000, 0xc2540000, 0xc2920000, 0x432b0000, 0xc37a0000, /* t46 d0-7: D(19,4).. */
	0xc3c20000, 0xc2a60000, 0xc2f20000, 0xc33d0000, 0xc2a60000, 0xc2a00000, 0xc3f38000, 0xc3700000, /* t47 d0-7: D(19,6).. */
	0xc3410000, 0x42bc0000, 0xc32a0000, 0x43b88000, 0xc3b10000, 0x434c0000, 0xc3450000, 0xc2440000, /* t48 d0-7: D(20,0).. */
	0x437f0000, 0xc3aa8000, 0xc3f48000, 0x434b0000, 0xc3b48000, 0xc3dc8000, 0x43010000, 0xc3610000, /* t49 d0-7: D(20,2).. */
	0xc3e50000, 0x43b80000, 0xc3c68000, 0x42e20000, 0x43370000, 0xc33e0000, 0x42b20000, 0xc3270000, /* t50 d0-7: D(20,4).. */
	0xc2a40000, 0xc40bc000, 0xc2f60000, 0xc2380000, 0x42aa0000, 0x43810000, 0x43b98000, 0xc3f30000, /* t51 d0-7: D(20,6).. */
	0x434f0000, 0x43b00000, 0x42b80000, 0xc3230000, 0xc3fe0000, 0x43870000, 0xc3c40000, 0xc29e0000, /* t52 d0-7: D(21,0).. */
	0xc3210000, 0xc24c0000, 0x41c00000, 0xc3ff8000, 0x43f48000, 0xc3d38000, 0xc2e40000, 0xc23c0000, /* t53 d0-7: D(21,2).. */
	0xc3800000, 0xc3b38000, 0xc3400000, 0x42600000, 0xc3610000, 0x43520000, 0xc3a08000, 0x42a80000, /* t54 d0-7: D(21,4).. */
	0xc2ba0000, 0x40e00000, 0xc2ac0000, 0x41980000, 0x43b10000, 0xc3290000, 0xc3210000, 0x41d80000, /* t55 d0-7: D(21,6).. */
	0xc3ba0000, 0xc2e60000, 0xc3730000, 0xc3d98000, 0xc35f0000, 0xc40ac000, 0xc3898000, 0xc2400000, /* t56 d0-7: D(22,0).. */
	0xc3230000, 0xc1c00000, 0x43ee8000, 0x438e0000, 0x42a20000, 0xc2c80000, 0xc31b0000, 0x43b48000, /* t57 d0-7: D(22,2).. */
	0xc3bc8000, 0x42b20000, 0xc4034000, 0x41f00000, 0x42ee0000, 0xc3b88000, 0x43490000, 0xc37b0000, /* t58 d0-7: D(22,4).. */
	0xc2ac0000, 0xc0e00000, 0xc2e00000, 0xc3b90000, 0xc2e20000, 0xc3200000, 0xc3d88000, 0x43f00000, /* t59 d0-7: D(22,6).. */
	0x43040000, 0xc3540000, 0x43110000, 0xc3f30000, 0xc3ad0000, 0x43400000, 0xc3f10000, 0xc3b60000, /* t60 d0-7: D(23,0).. */
	0x43070000, 0xc2a00000, 0xc3c80000, 0x436d0000, 0xc4004000, 0x43b10000, 0x43950000, 0x430b0000, /* t61 d0-7: D(23,2).. */
	0xc3170000, 0xc29c0000, 0xc3b00000, 0xc3f88000, 0xc3170000, 0x43070000, 0xc32b0000, 0x43140000, /* t62 d0-7: D(23,4).. */
	0xc2c80000, 0x43070000, 0xc2b00000, 0x439a0000, 0xc3520000, 0x430a0000, 0xc3f78000, 0xc3c68000, /* t63 d0-7: D(23,6).. */
	0xc2800000, 0xc2a80000, 0xc37c0000, 0xc3f40000, 0xc2640000, 0xc2aa0000, 0x43030000, 0xc4024000, /* t64 d0-7: D(32,0).. */
	0xc2a40000, 0xc2860000, 0xc3670000, 0xc3340000, 0xc2820000, 0xc2680000, 0x42860000, 0x440b4000, /* t65 d0-7: D(32,2).. */
	0xc2540000, 0xc2820000, 0x439e0000, 0x43b98000, 0xc2500000, 0xc2900000, 0x432c0000, 0xc3790000, /* t66 d0-7: D(32,4).. */
	0xc3c18000, 0xc2a40000, 0xc2f00000, 0xc3470000, 0xc2a40000, 0xc29e0000, 0xc3f30000, 0xc36f0000, /* t67 d0-7: D(32,6).. */
	0xc3400000, 0x42be0000, 0xc3290000, 0x43b90000, 0xc3b08000, 0x43420000, 0xc3440000, 0xc2400000, /* t68 d0-7: D(33,0).. */
	0x43800000, 0xc3aa0000, 0xc3f40000, 0x434c0000, 0xc3b40000, 0xc3dc0000, 0x43020000, 0xc36b0000, /* t69 d0-7: D(33,2).. */
	0xc3e48000, 0x43b88000, 0xc3c60000, 0x42e40000, 0x43380000, 0xc33d0000, 0x42b40000, 0xc3260000, /* t70 d0-7: D(33,4).. */
	0xc2b80000, 0xc40b8000, 0xc2f40000, 0xc2340000, 0x42ac0000, 0x43818000, 0x43ba0000, 0xc3f28000, /* t71 d0-7: D(33,6).. */
	0x43500000, 0x43b08000, 0x42a40000, 0xc3220000, 0xc3fd8000, 0x43878000, 0xc3c38000, 0xc29c0000, /* t72 d0-7: D(34,0).. */
	0xc3200000, 0xc2480000, 0x41c80000, 0xc3ff0000, 0x43ef8000, 0xc3d30000, 0xc2e20000, 0xc2380000, /* t73 d0-7: D(34,2).. */
	0xc37f0000, 0xc3b30000, 0xc33f0000, 0x42640000, 0xc3600000, 0x43530000, 0xc3a58000, 0x42aa0000, /* t74 d0-7: D(34,4).. */
	0xc2b80000, 0x41000000, 0xc2aa0000, 0x41a00000, 0x43b18000, 0xc3280000, 0xc3200000, 0x41e00000, /* t75 d0-7: D(34,6).. */
	0xc3b98000, 0xc2e40000, 0xc3720000, 0xc3d90000, 0xc35e0000, 0xc40a8000, 0xc3890000, 0xc23c0000, /* t76 d0-7: D(35,0).. */
	0xc3220000, 0xc2080000, 0x43ef0000, 0x438e8000, 0x42a40000, 0xc2c60000, 0xc31a0000, 0x43b50000, /* t77 d0-7: D(35,2).. */
	0xc3bc0000, 0x42b40000, 0xc4030000, 0x41a00000, 0x42f00000, 0xc3b80000, 0x434a0000, 0xc37a0000, /* t78 d0-7: D(35,4).. */
	0xc2aa0000, 0xc0c00000, 0xc2de0000, 0xc3b88000, 0xc2e00000, 0xc32a0000, 0xc3d80000, 0x43f08000, /* t79 d0-7: D(35,6).. */
	0x43050000, 0xc3530000, 0x43120000, 0xc3f28000, 0xc3ac8000, 0x43410000, 0xc3f08000, 0xc3bb0000, /* t80 d0-7: D(36,0).. */
	0x43080000, 0xc29e0000, 0xc3c78000, 0x436e0000, 0xc4000000, 0x43b18000, 0x43958000, 0x430c0000, /* t81 d0-7: D(36,2).. */
	0xc3210000, 0xc29a0000, 0xc3af8000, 0xc3f80000, 0xc3160000, 0x43080000, 0xc32a0000, 0x43150000, /* t82 d0-7: D(36,4).. */
	0xc2c60000, 0x43080000, 0xc2c40000, 0x439a8000, 0xc3510000, 0x430b0000, 0xc3f70000, 0xc3c60000, /* t83 d0-7: D(36,6).. */
	0x43600000, 0x440dc000, 0xc2880000, 0xc29a0000, 0x43b98000, 0xc3440000, 0xc2740000, 0xc29c0000, /* t84 d0-7: D(37,0).. */
	0x426c0000, 0xc40a8000, 0xc2960000, 0xc28e0000, 0xc37d0000, 0xc3f88000, 0xc28a0000, 0xc2780000, /* t85 d0-7: D(37,2).. */
	0x433b0000, 0xc3560000, 0xc2640000, 0xc2680000, 0xc3540000, 0x43580000, 0xc2600000, 0xc2820000, /* t86 d0-7: D(37,4).. */
	0xc2be0000, 0x43bc8000, 0xc3be0000, 0xc2ac0000, 0x440e4000, 0x42780000, 0xc2960000, 0xc2a60000, /* t87 d0-7: D(37,6).. */
	0x4426c000, 0xc4318000, 0xc3440000, 0x42b60000, 0xc41ec000, 0x42cc0000, 0xc3b28000, 0x43490000, /* t88 d0-7: D(38,0).. */
	0xc3640000, 0xc3170000, 0x43838000, 0xc3ac0000, 0x43c58000, 0x438f0000, 0xc3b08000, 0xc3de0000, /* t89 d0-7: D(38,2).. */
	0x43160000, 0xc3af0000, 0xc3e68000, 0x43b68000, 0xc4030000, 0x4424c000, 0x43340000, 0xc3410000, /* t90 d0-7: D(38,4).. */
	0xc2e00000, 0x420c0000, 0xc2aa0000, 0xc409c000, 0xc4310000, 0xc3610000, 0x42ba0000, 0x437f0000, /* t91 d0-7: D(38,6).. */
	0xc4000000, 0x43818000, 0x434c0000, 0x43ae8000, 0x43390000, 0xc33b0000, 0xc3ff8000, 0x43858000, /* t92 d0-7: D(39,0).. */
	0x43b40000, 0x42d20000, 0xc3240000, 0xc22c0000, 0xc3550000, 0xc4290000, 0x43f30000, 0xc3cf8000, /* t93 d0-7: D(39,2).. */
	0xc4128000, 0x42880000, 0xc3818000, 0xc3b50000, 0x4432c000, 0xc3fe8000, 0xc3640000, 0x434f0000, /* t94 d0-7: D(39,4).. */
	0xc29e0000, 0xc3c58000, 0xc2c00000, 0x41700000, 0x437a0000, 0x43b58000, 0x43af8000, 0xc3210000, /* t95 d0-7: D(39,6).. */
	0xc3b90000, 0xc2e20000, 0xc3710000, 0xc3d88000, 0xc35d0000, 0xc40a4000, 0xc38e0000, 0xc2380000, /* t96 d0-7: D(48,0).. */
	0xc3210000, 0xc2040000, 0x43ef8000, 0x438f0000, 0x42a60000, 0xc2c40000, 0xc3190000, 0x43b58000, /* t97 d0-7: D(48,2).. */
	0xc3bb8000, 0x42b60000, 0xc402c000, 0x41a80000, 0x42f20000, 0xc3b78000, 0x434b0000, 0xc3790000, /* t98 d0-7: D(48,4).. */
	0xc2a80000, 0xc1800000, 0xc2dc0000, 0xc3b80000, 0xc2de0000, 0xc3290000, 0xc3d78000, 0x43f10000, /* t99 d0-7: D(48,6).. */
	0x43060000, 0xc3520000, 0x43130000, 0xc3f78000, 0xc3ac0000, 0x43420000, 0xc3f00000, 0xc3ba8000, /* t100 d0-7: D(49,0).. */
	0x43090000, 0xc29c0000, 0xc3c70000, 0x436f0000, 0xc3ff8000, 0x43ac8000, 0x43960000, 0x430d0000, /* t101 d0-7: D(49,2).. */
	0xc3200000, 0xc2980000, 0xc3af0000, 0xc3f78000, 0xc3150000, 0x43090000, 0xc3290000, 0x430b0000, /* t102 d0-7: D(49,4).. */
	0xc2c40000, 0x43090000, 0xc2c20000, 0x439b0000, 0xc3500000, 0x430c0000, 0xc3f68000, 0xc3c58000, /* t103 d0-7: D(49,6).. */
	0x43560000, 0x440e0000, 0xc2860000, 0xc2980000, 0x43ba0000, 0xc3430000, 0xc2700000, 0xc29a0000, /* t104 d0-7: D(50,0).. */
	0x42700000, 0xc40a4000, 0xc2aa0000, 0xc28c0000, 0xc37c0000, 0xc3f80000, 0xc2880000, 0xc2740000, /* t105 d0-7: D(50,2).. */
	0x433c0000, 0xc3550000, 0xc2600000, 0xc2640000, 0xc35e0000, 0x43590000, 0xc25c0000, 0xc2800000, /* t106 d0-7: D(50,4).. */
	0xc2bc0000, 0x43bd0000, 0xc3bd8000, 0xc2aa0000, 0x440e8000, 0x427c0000, 0xc2aa0000, 0xc2a40000, /* t107 d0-7: D(50,6).. */
	0x44270000, 0xc4314000, 0xc3430000, 0x42b80000, 0xc41e8000, 0x42ce0000, 0xc3b20000, 0x434a0000, /* t108 d0-7: D(51,0).. */
	0xc3630000, 0xc3160000, 0x43840000, 0xc3ab8000, 0x43c60000, 0x438f8000, 0xc3b00000, 0xc3dd8000, /* t109 d0-7: D(51,2).. */
	0x43170000, 0xc3b40000, 0xc3e60000, 0x43b70000, 0xc402c000, 0x44250000, 0x43350000, 0xc3400000, /* t110 d0-7: D(51,4).. */
	0xc2de0000, 0x42100000, 0xc2a80000, 0xc40c4000, 0xc430c000, 0xc3600000, 0x42bc0000, 0x43800000, /* t111 d0-7: D(51,6).. */
	0xc3ff8000, 0x43820000, 0x434d0000, 0x43af0000, 0x433a0000, 0xc3450000, 0xc3ff0000, 0x43860000, /* t112 d0-7: D(52,0).. */
	0x43b48000, 0x42d40000, 0xc3230000, 0xc2280000, 0xc3540000, 0xc428c000, 0x43f38000, 0xc3d48000, /* t113 d0-7: D(52,2).. */
	0xc4124000, 0x428a0000, 0xc3810000, 0xc3b48000, 0x44330000, 0xc3fe0000, 0xc3630000, 0x43500000, /* t114 d0-7: D(52,4).. */
	0xc2b20000, 0xc3c50000, 0xc2be0000, 0x41800000, 0x437b0000, 0x43b60000, 0x43b00000, 0xc3200000, /* t115 d0-7: D(52,6).. */
	0xc37b0000, 0xc3f38000, 0xc3bb0000, 0xc2ea0000, 0x43040000, 0xc4020000, 0xc3610000, 0xc40b4000, /* t116 d0-7: D(53,0).. */
	0xc3660000, 0xc3330000, 0xc3250000, 0xc1d00000, 0x42640000, 0x440b8000, 0x429e0000, 0xc2b60000, /* t117 d0-7: D(53,2).. */
	0x439e8000, 0x43ba0000, 0xc3b80000, 0x42ae0000, 0x432d0000, 0xc3780000, 0x42ea0000, 0xc3b98000, /* t118 d0-7: D(53,4).. */
	0xc2ee0000, 0xc3460000, 0xc2b00000, 0xc1100000, 0xc3f28000, 0xc36e0000, 0xc2e60000, 0xc3220000, /* t119 d0-7: D(53,6).. */
	0xc3280000, 0x43b98000, 0x430d0000, 0xc3560000, 0xc3430000, 0xc23c0000, 0xc3a88000, 0x433e0000, /* t120 d0-7: D(54,0).. */
	0xc3f38000, 0x43420000, 0x43050000, 0xc2a40000, 0x43030000, 0xc36a0000, 0xc400c000, 0x43b00000, /* t121 d0-7: D(54,2).. */
	0xc3c58000, 0x42e60000, 0xc3190000, 0xc2a00000, 0x42b60000, 0xc3250000, 0xc30e0000, 0x43050000, /* t122 d0-7: D(54,4).. */
	0xc2f20000, 0xc2300000, 0xc2cc0000, 0x43050000, 0x43ba8000, 0xc3f78000, 0xc3540000, 0x43080000, /* t123 d0-7: D(54,6).. */
	0x42a60000, 0xc3210000, 0x435d0000, 0x440fc000, 0xc3c30000, 0xc29a0000, 0x43bd8000, 0xc3470000, /* t124 d0-7: D(55,0).. */
	0x41d00000, 0xc3fe8000, 0x42600000, 0xc40b4000, 0xc2e00000, 0xc2340000, 0xc3800000, 0xc3fa0000, /* t125 d0-7: D(55,2).. */
	0xc3490000, 0x42680000, 0x43380000, 0xc34e0000, 0xc3a50000, 0x42ac0000, 0xc3570000, 0x43600000, /* t126 d0-7: D(55,4).. */
	0xc2a80000, 0x41a80000, 0xc2c40000, 0x43bb0000, 0xc31f0000, 0x41e80000, 0x440d8000, 0x426c0000, /* t127 d0-7: D(55,6).. */
};
CONF(wgmma)

/* ---- tma ---- */
static const uint32_t conf_tma[] = {
	0x000186a0,	/*   0: load 0: g1 box [16] estr [1] none at [0] (tx 64 B): 1d, in bounds; smem word 0 */
	0x000186a1,	/*   1:   load 0 smem word 1 */
	0x000186a2,	/*   2:   load 0 smem word 2 */
	0x000186a3,	/*   3:   load 0 smem word 3 */
	0x000186a4,	/*   4:   load 0 smem word 4 */
	0x000186a5,	/*   5:   load 0 smem word 5 */
	0x000186a6,	/*   6:   load 0 smem word 6 */
	0x000186a7,	/*   7:   load 0 smem word 7 */
	0x000186a8,	/*   8:   load 0 smem word 8 */
	0x000186a9,	/*   9:   load 0 smem word 9 */
	0x000186aa,	/*  10:   load 0 smem word 10 */
	0x000186ab,	/*  11:   load 0 smem word 11 */
	0x000186ac,	/*  12:   load 0 smem word 12 */
	0x000186ad,	/*  13:   load 0 smem word 13 */
	0x000186ae,	/*  14:   load 0 smem word 14 */
	0x000186af,	/*  15:   load 0 smem word 15 */
	0x000186c0,	/*  16: load 1: g1 box [16] estr [1] none at [32] (tx 64 B): 1d, elements 40..47 past the end: zero; smem word 0 */
	0x000186c1,	/*  17:   load 1 smem word 1 */
	0x000186c2,	/*  18:   load 1 smem word 2 */
	0x000186c3,	/*  19:   load 1 smem word 3 */
	0x000186c4,	/*  20:   load 1 smem word 4 */
	0x000186c5,	/*  21:   load 1 smem word 5 */
	0x000186c6,	/*  22:   load 1 smem word 6 */
	0x000186c7,	/*  23:   load 1 smem word 7 */
	0x00000000,	/*  24:   load 1 smem word 8 */
	0x00000000,	/*  25:   load 1 smem word 9 */
	0x00000000,	/*  26:   load 1 smem word 10 */
	0x00000000,	/*  27:   load 1 smem word 11 */
	0x00000000,	/*  28:   load 1 smem word 12 */
	0x00000000,	/*  29:   load 1 smem word 13 */
	0x00000000,	/*  30:   load 1 smem word 14 */
	0x00000000,	/*  31:   load 1 smem word 15 */
	0x00000000,	/*  32: load 2: g1 box [16] estr [1] none at [-8] (tx 64 B): 1d, negative start: 8 zeros then elements 0..7; smem word 0 */
	0x00000000,	/*  33:   load 2 smem word 1 */
	0x00000000,	/*  34:   load 2 smem word 2 */
	0x00000000,	/*  35:   load 2 smem word 3 */
	0x00000000,	/*  36:   load 2 smem word 4 */
	0x00000000,	/*  37:   load 2 smem word 5 */
	0x00000000,	/*  38:   load 2 smem word 6 */
	0x00000000,	/*  39:   load 2 smem word 7 */
	0x000186a0,	/*  40:   load 2 smem word 8 */
	0x000186a1,	/*  41:   load 2 smem word 9 */
	0x000186a2,	/*  42:   load 2 smem word 10 */
	0x000186a3,	/*  43:   load 2 smem word 11 */
	0x000186a4,	/*  44:   load 2 smem word 12 */
	0x000186a5,	/*  45:   load 2 smem word 13 */
	0x000186a6,	/*  46:   load 2 smem word 14 */
	0x000186a7,	/*  47:   load 2 smem word 15 */
	0x00020001,	/*  48: load 3: g2 box [64, 8] estr [1, 1] 128B at [0, 0] (tx 1024 B): 2d 128B, box 64x8 = one swizzle repeat; smem word 0 */
	0x00040003,	/*  49:   load 3 smem word 1 */
	0x00060005,	/*  50:   load 3 smem word 2 */
	0x00080007,	/*  51:   load 3 smem word 3 */
	0x000a0009,	/*  52:   load 3 smem word 4 */
	0x000c000b,	/*  53:   load 3 smem word 5 */
	0x000e000d,	/*  54:   load 3 smem word 6 */
	0x0010000f,	/*  55:   load 3 smem word 7 */
	0x00120011,	/*  56:   load 3 smem word 8 */
	0x00140013,	/*  57:   load 3 smem word 9 */
	0x00160015,	/*  58:   load 3 smem word 10 */
	0x00180017,	/*  59:   load 3 smem word 11 */
	0x001a0019,	/*  60:   load 3 smem word 12 */
	0x001c001b,	/*  61:   load 3 smem word 13 */
	0x001e001d,	/*  62:   load 3 smem word 14 */
	0x0020001f,	/*  63:   load 3 smem word 15 */
	0x00220021,	/*  64:   load 3 smem word 16 */
	0x00240023,	/*  65:   load 3 smem word 17 */
	0x00260025,	/*  66:   load 3 smem word 18 */
	0x00280027,	/*  67:   load 3 smem word 19 */
	0x002a0029,	/*  68:   load 3 smem word 20 */
	0x002c002b,	/*  69:   load 3 smem word 21 */
	0x002e002d,	/*  70:   load 3 smem word 22 */
	0x0030002f,	/*  71:   load 3 smem word 23 */
	0x00320031,	/*  72:   load 3 smem word 24 */
	0x00340033,	/*  73:   load 3 smem word 25 */
	0x00360035,	/*  74:   load 3 smem word 26 */
	0x00380037,	/*  75:   load 3 smem word 27 */
	0x003a0039,	/*  76:   load 3 smem word 28 */
	0x003c003b,	/*  77:   load 3 smem word 29 */
	0x003e003d,	/*  78:   load 3 smem word 30 */
	0x0040003f,	/*  79:   load 3 smem word 31 */
	0x00520051,	/*  80:   load 3 smem word 32 */
	0x00540053,	/*  81:   load 3 smem word 33 */
	0x00560055,	/*  82:   load 3 smem word 34 */
	0x00580057,	/*  83:   load 3 smem word 35 */
	0x004a0049,	/*  84:   load 3 smem word 36 */
	0x004c004b,	/*  85:   load 3 smem word 37 */
	0x004e004d,	/*  86:   load 3 smem word 38 */
	0x0050004f,	/*  87:   load 3 smem word 39 */
	0x00620061,	/*  88:   load 3 smem word 40 */
	0x00640063,	/*  89:   load 3 smem word 41 */
	0x00660065,	/*  90:   load 3 smem word 42 */
	0x00680067,	/*  91:   load 3 smem word 43 */
	0x005a0059,	/*  92:   load 3 smem word 44 */
	0x005c005b,	/*  93:   load 3 smem word 45 */
	0x005e005d,	/*  94:   load 3 smem word 46 */
	0x0060005f,	/*  95:   load 3 smem word 47 */
	0x00720071,	/*  96:   load 3 smem word 48 */
	0x00740073,	/*  97:   load 3 smem word 49 */
	0x00760075,	/*  98:   load 3 smem word 50 */
	0x00780077,	/*  99:   load 3 smem word 51 */
	0x006a0069,	/* 100:   load 3 smem word 52 */
	0x006c006b,	/* 101:   load 3 smem word 53 */
	0x006e006d,	/* 102:   load 3 smem word 54 */
	0x0070006f,	/* 103:   load 3 smem word 55 */
	0x00820081,	/* 104:   load 3 smem word 56 */
	0x00840083,	/* 105:   load 3 smem word 57 */
	0x00860085,	/* 106:   load 3 smem word 58 */
	0x00880087,	/* 107:   load 3 smem word 59 */
	0x007a0079,	/* 108:   load 3 smem word 60 */
	0x007c007b,	/* 109:   load 3 smem word 61 */
	0x007e007d,	/* 110:   load 3 smem word 62 */
	0x0080007f,	/* 111:   load 3 smem word 63 */
	0x00a200a1,	/* 112:   load 3 smem word 64 */
	0x00a400a3,	/* 113:   load 3 smem word 65 */
	0x00a600a5,	/* 114:   load 3 smem word 66 */
	0x00a800a7,	/* 115:   load 3 smem word 67 */
	0x00aa00a9,	/* 116:   load 3 smem word 68 */
	0x00ac00ab,	/* 117:   load 3 smem word 69 */
	0x00ae00ad,	/* 118:   load 3 smem word 70 */
	0x00b000af,	/* 119:   load 3 smem word 71 */
	0x00920091,	/* 120:   load 3 smem word 72 */
	0x00940093,	/* 121:   load 3 smem word 73 */
	0x00960095,	/* 122:   load 3 smem word 74 */
	0x00980097,	/* 123:   load 3 smem word 75 */
	0x009a0099,	/* 124:   load 3 smem word 76 */
	0x009c009b,	/* 125:   load 3 smem word 77 */
	0x009e009d,	/* 126:   load 3 smem word 78 */
	0x00a0009f,	/* 127:   load 3 smem word 79 */
	0x00c200c1,	/* 128:   load 3 smem word 80 */
	0x00c400c3,	/* 129:   load 3 smem word 81 */
	0x00c600c5,	/* 130:   load 3 smem word 82 */
	0x00c800c7,	/* 131:   load 3 smem word 83 */
	0x00ca00c9,	/* 132:   load 3 smem word 84 */
	0x00cc00cb,	/* 133:   load 3 smem word 85 */
	0x00ce00cd,	/* 134:   load 3 smem word 86 */
	0x00d000cf,	/* 135:   load 3 smem word 87 */
	0x00b200b1,	/* 136:   load 3 smem word 88 */
	0x00b400b3,	/* 137:   load 3 smem word 89 */
	0x00b600b5,	/* 138:   load 3 smem word 90 */
	0x00b800b7,	/* 139:   load 3 smem word 91 */
	0x00ba00b9,	/* 140:   load 3 smem word 92 */
	0x00bc00bb,	/* 141:   load 3 smem word 93 */
	0x00be00bd,	/* 142:   load 3 smem word 94 */
	0x00c000bf,	/* 143:   load 3 smem word 95 */
	0x00f200f1,	/* 144:   load 3 smem word 96 */
	0x00f400f3,	/* 145:   load 3 smem word 97 */
	0x00f600f5,	/* 146:   load 3 smem word 98 */
	0x00f800f7,	/* 147:   load 3 smem word 99 */
	0x00ea00e9,	/* 148:   load 3 smem word 100 */
	0x00ec00eb,	/* 149:   load 3 smem word 101 */
	0x00ee00ed,	/* 150:   load 3 smem word 102 */
	0x00f000ef,	/* 151:   load 3 smem word 103 */
	0x00e200e1,	/* 152:   load 3 smem word 104 */
	0x00e400e3,	/* 153:   load 3 smem word 105 */
	0x00e600e5,	/* 154:   load 3 smem word 106 */
	0x00e800e7,	/* 155:   load 3 smem word 107 */
	0x00da00d9,	/* 156:   load 3 smem word 108 */
	0x00dc00db,	/* 157:   load 3 smem word 109 */
	0x00de00dd,	/* 158:   load 3 smem word 110 */
	0x00e000df,	/* 159:   load 3 smem word 111 */
	0x01120111,	/* 160:   load 3 smem word 112 */
	0x01140113,	/* 161:   load 3 smem word 113 */
	0x01160115,	/* 162:   load 3 smem word 114 */
	0x01180117,	/* 163:   load 3 smem word 115 */
	0x010a0109,	/* 164:   load 3 smem word 116 */
	0x010c010b,	/* 165:   load 3 smem word 117 */
	0x010e010d,	/* 166:   load 3 smem word 118 */
	0x0110010f,	/* 167:   load 3 smem word 119 */
	0x01020101,	/* 168:   load 3 smem word 120 */
	0x01040103,	/* 169:   load 3 smem word 121 */
	0x01060105,	/* 170:   load 3 smem word 122 */
	0x01080107,	/* 171:   load 3 smem word 123 */
	0x00fa00f9,	/* 172:   load 3 smem word 124 */
	0x00fc00fb,	/* 173:   load 3 smem word 125 */
	0x00fe00fd,	/* 174:   load 3 smem word 126 */
	0x010000ff,	/* 175:   load 3 smem word 127 */
	0x01420141,	/* 176:   load 3 smem word 128 */
	0x01440143,	/* 177:   load 3 smem word 129 */
	0x01460145,	/* 178:   load 3 smem word 130 */
	0x01480147,	/* 179:   load 3 smem word 131 */
	0x014a0149,	/* 180:   load 3 smem word 132 */
	0x014c014b,	/* 181:   load 3 smem word 133 */
	0x014e014d,	/* 182:   load 3 smem word 134 */
	0x0150014f,	/* 183:   load 3 smem word 135 */
	0x01520151,	/* 184:   load 3 smem word 136 */
	0x01540153,	/* 185:   load 3 smem word 137 */
	0x01560155,	/* 186:   load 3 smem word 138 */
	0x01580157,	/* 187:   load 3 smem word 139 */
	0x015a0159,	/* 188:   load 3 smem word 140 */
	0x015c015b,	/* 189:   load 3 smem word 141 */
	0x015e015d,	/* 190:   load 3 smem word 142 */
	0x0160015f,	/* 191:   load 3 smem word 143 */
	0x01220121,	/* 192:   load 3 smem word 144 */
	0x01240123,	/* 193:   load 3 smem word 145 */
	0x01260125,	/* 194:   load 3 smem word 146 */
	0x01280127,	/* 195:   load 3 smem word 147 */
	0x012a0129,	/* 196:   load 3 smem word 148 */
	0x012c012b,	/* 197:   load 3 smem word 149 */
	0x012e012d,	/* 198:   load 3 smem word 150 */
	0x0130012f,	/* 199:   load 3 smem word 151 */
	0x01320131,	/* 200:   load 3 smem word 152 */
	0x01340133,	/* 201:   load 3 smem word 153 */
	0x01360135,	/* 202:   load 3 smem word 154 */
	0x01380137,	/* 203:   load 3 smem word 155 */
	0x013a0139,	/* 204:   load 3 smem word 156 */
	0x013c013b,	/* 205:   load 3 smem word 157 */
	0x013e013d,	/* 206:   load 3 smem word 158 */
	0x0140013f,	/* 207:   load 3 smem word 159 */
	0x01920191,	/* 208:   load 3 smem word 160 */
	0x01940193,	/* 209:   load 3 smem word 161 */
	0x01960195,	/* 210:   load 3 smem word 162 */
	0x01980197,	/* 211:   load 3 smem word 163 */
	0x018a0189,	/* 212:   load 3 smem word 164 */
	0x018c018b,	/* 213:   load 3 smem word 165 */
	0x018e018d,	/* 214:   load 3 smem word 166 */
	0x0190018f,	/* 215:   load 3 smem word 167 */
	0x01a201a1,	/* 216:   load 3 smem word 168 */
	0x01a401a3,	/* 217:   load 3 smem word 169 */
	0x01a601a5,	/* 218:   load 3 smem word 170 */
	0x01a801a7,	/* 219:   load 3 smem word 171 */
	0x019a0199,	/* 220:   load 3 smem word 172 */
	0x019c019b,	/* 221:   load 3 smem word 173 */
	0x019e019d,	/* 222:   load 3 smem word 174 */
	0x01a0019f,	/* 223:   load 3 smem word 175 */
	0x01720171,	/* 224:   load 3 smem word 176 */
	0x01740173,	/* 225:   load 3 smem word 177 */
	0x01760175,	/* 226:   load 3 smem word 178 */
	0x01780177,	/* 227:   load 3 smem word 179 */
	0x016a0169,	/* 228:   load 3 smem word 180 */
	0x016c016b,	/* 229:   load 3 smem word 181 */
	0x016e016d,	/* 230:   load 3 smem word 182 */
	0x0170016f,	/* 231:   load 3 smem word 183 */
	0x01820181,	/* 232:   load 3 smem word 184 */
	0x01840183,	/* 233:   load 3 smem word 185 */
	0x01860185,	/* 234:   load 3 smem word 186 */
	0x01880187,	/* 235:   load 3 smem word 187 */
	0x017a0179,	/* 236:   load 3 smem word 188 */
	0x017c017b,	/* 237:   load 3 smem word 189 */
	0x017e017d,	/* 238:   load 3 smem word 190 */
	0x0180017f,	/* 239:   load 3 smem word 191 */
	0x01e201e1,	/* 240:   load 3 smem word 192 */
	0x01e401e3,	/* 241:   load 3 smem word 193 */
	0x01e601e5,	/* 242:   load 3 smem word 194 */
	0x01e801e7,	/* 243:   load 3 smem word 195 */
	0x01ea01e9,	/* 244:   load 3 smem word 196 */
	0x01ec01eb,	/* 245:   load 3 smem word 197 */
	0x01ee01ed,	/* 246:   load 3 smem word 198 */
	0x01f001ef,	/* 247:   load 3 smem word 199 */
	0x01d201d1,	/* 248:   load 3 smem word 200 */
	0x01d401d3,	/* 249:   load 3 smem word 201 */
	0x01d601d5,	/* 250:   load 3 smem word 202 */
	0x01d801d7,	/* 251:   load 3 smem word 203 */
	0x01da01d9,	/* 252:   load 3 smem word 204 */
	0x01dc01db,	/* 253:   load 3 smem word 205 */
	0x01de01dd,	/* 254:   load 3 smem word 206 */
	0x01e001df,	/* 255:   load 3 smem word 207 */
	0x01c201c1,	/* 256:   load 3 smem word 208 */
	0x01c401c3,	/* 257:   load 3 smem word 209 */
	0x01c601c5,	/* 258:   load 3 smem word 210 */
	0x01c801c7,	/* 259:   load 3 smem word 211 */
	0x01ca01c9,	/* 260:   load 3 smem word 212 */
	0x01cc01cb,	/* 261:   load 3 smem word 213 */
	0x01ce01cd,	/* 262:   load 3 smem word 214 */
	0x01d001cf,	/* 263:   load 3 smem word 215 */
	0x01b201b1,	/* 264:   load 3 smem word 216 */
	0x01b401b3,	/* 265:   load 3 smem word 217 */
	0x01b601b5,	/* 266:   load 3 smem word 218 */
	0x01b801b7,	/* 267:   load 3 smem word 219 */
	0x01ba01b9,	/* 268:   load 3 smem word 220 */
	0x01bc01bb,	/* 269:   load 3 smem word 221 */
	0x01be01bd,	/* 270:   load 3 smem word 222 */
	0x01c001bf,	/* 271:   load 3 smem word 223 */
	0x02320231,	/* 272:   load 3 smem word 224 */
	0x02340233,	/* 273:   load 3 smem word 225 */
	0x02360235,	/* 274:   load 3 smem word 226 */
	0x02380237,	/* 275:   load 3 smem word 227 */
	0x022a0229,	/* 276:   load 3 smem word 228 */
	0x022c022b,	/* 277:   load 3 smem word 229 */
	0x022e022d,	/* 278:   load 3 smem word 230 */
	0x0230022f,	/* 279:   load 3 smem word 231 */
	0x02220221,	/* 280:   load 3 smem word 232 */
	0x02240223,	/* 281:   load 3 smem word 233 */
	0x02260225,	/* 282:   load 3 smem word 234 */
	0x02280227,	/* 283:   load 3 smem word 235 */
	0x021a0219,	/* 284:   load 3 smem word 236 */
	0x021c021b,	/* 285:   load 3 smem word 237 */
	0x021e021d,	/* 286:   load 3 smem word 238 */
	0x0220021f,	/* 287:   load 3 smem word 239 */
	0x02120211,	/* 288:   load 3 smem word 240 */
	0x02140213,	/* 289:   load 3 smem word 241 */
	0x02160215,	/* 290:   load 3 smem word 242 */
	0x02180217,	/* 291:   load 3 smem word 243 */
	0x020a0209,	/* 292:   load 3 smem word 244 */
	0x020c020b,	/* 293:   load 3 smem word 245 */
	0x020e020d,	/* 294:   load 3 smem word 246 */
	0x0210020f,	/* 295:   load 3 smem word 247 */
	0x02020201,	/* 296:   load 3 smem word 248 */
	0x02040203,	/* 297:   load 3 smem word 249 */
	0x02060205,	/* 298:   load 3 smem word 250 */
	0x02080207,	/* 299:   load 3 smem word 251 */
	0x01fa01f9,	/* 300:   load 3 smem word 252 */
	0x01fc01fb,	/* 301:   load 3 smem word 253 */
	0x01fe01fd,	/* 302:   load 3 smem word 254 */
	0x020001ff,	/* 303:   load 3 smem word 255 */
	0x04aa04a9,	/* 304: load 4: g2 box [64, 8] estr [1, 1] 128B at [40, 16] (tx 1024 B): 2d 128B, columns 72.. and rows 20.. out of bounds; smem word 0 */
	0x04ac04ab,	/* 305:   load 4 smem word 1 */
	0x04ae04ad,	/* 306:   load 4 smem word 2 */
	0x04b004af,	/* 307:   load 4 smem word 3 */
	0x04b204b1,	/* 308:   load 4 smem word 4 */
	0x04b404b3,	/* 309:   load 4 smem word 5 */
	0x04b604b5,	/* 310:   load 4 smem word 6 */
	0x04b804b7,	/* 311:   load 4 smem word 7 */
	0x04ba04b9,	/* 312:   load 4 smem word 8 */
	0x04bc04bb,	/* 313:   load 4 smem word 9 */
	0x04be04bd,	/* 314:   load 4 smem word 10 */
	0x04c004bf,	/* 315:   load 4 smem word 11 */
	0x04c204c1,	/* 316:   load 4 smem word 12 */
	0x04c404c3,	/* 317:   load 4 smem word 13 */
	0x04c604c5,	/* 318:   load 4 smem word 14 */
	0x04c804c7,	/* 319:   load 4 smem word 15 */
	0x00000000,	/* 320:   load 4 smem word 16 */
	0x00000000,	/* 321:   load 4 smem word 17 */
	0x00000000,	/* 322:   load 4 smem word 18 */
	0x00000000,	/* 323:   load 4 smem word 19 */
	0x00000000,	/* 324:   load 4 smem word 20 */
	0x00000000,	/* 325:   load 4 smem word 21 */
	0x00000000,	/* 326:   load 4 smem word 22 */
	0x00000000,	/* 327:   load 4 smem word 23 */
	0x00000000,	/* 328:   load 4 smem word 24 */
	0x00000000,	/* 329:   load 4 smem word 25 */
	0x00000000,	/* 330:   load 4 smem word 26 */
	0x00000000,	/* 331:   load 4 smem word 27 */
	0x00000000,	/* 332:   load 4 smem word 28 */
	0x00000000,	/* 333:   load 4 smem word 29 */
	0x00000000,	/* 334:   load 4 smem word 30 */
	0x00000000,	/* 335:   load 4 smem word 31 */
	0x04fa04f9,	/* 336:   load 4 smem word 32 */
	0x04fc04fb,	/* 337:   load 4 smem word 33 */
	0x04fe04fd,	/* 338:   load 4 smem word 34 */
	0x050004ff,	/* 339:   load 4 smem word 35 */
	0x04f204f1,	/* 340:   load 4 smem word 36 */
	0x04f404f3,	/* 341:   load 4 smem word 37 */
	0x04f604f5,	/* 342:   load 4 smem word 38 */
	0x04f804f7,	/* 343:   load 4 smem word 39 */
	0x050a0509,	/* 344:   load 4 smem word 40 */
	0x050c050b,	/* 345:   load 4 smem word 41 */
	0x050e050d,	/* 346:   load 4 smem word 42 */
	0x0510050f,	/* 347:   load 4 smem word 43 */
	0x05020501,	/* 348:   load 4 smem word 44 */
	0x05040503,	/* 349:   load 4 smem word 45 */
	0x05060505,	/* 350:   load 4 smem word 46 */
	0x05080507,	/* 351:   load 4 smem word 47 */
	0x00000000,	/* 352:   load 4 smem word 48 */
	0x00000000,	/* 353:   load 4 smem word 49 */
	0x00000000,	/* 354:   load 4 smem word 50 */
	0x00000000,	/* 355:   load 4 smem word 51 */
	0x00000000,	/* 356:   load 4 smem word 52 */
	0x00000000,	/* 357:   load 4 smem word 53 */
	0x00000000,	/* 358:   load 4 smem word 54 */
	0x00000000,	/* 359:   load 4 smem word 55 */
	0x00000000,	/* 360:   load 4 smem word 56 */
	0x00000000,	/* 361:   load 4 smem word 57 */
	0x00000000,	/* 362:   load 4 smem word 58 */
	0x00000000,	/* 363:   load 4 smem word 59 */
	0x00000000,	/* 364:   load 4 smem word 60 */
	0x00000000,	/* 365:   load 4 smem word 61 */
	0x00000000,	/* 366:   load 4 smem word 62 */
	0x00000000,	/* 367:   load 4 smem word 63 */
	0x054a0549,	/* 368:   load 4 smem word 64 */
	0x054c054b,	/* 369:   load 4 smem word 65 */
	0x054e054d,	/* 370:   load 4 smem word 66 */
	0x0550054f,	/* 371:   load 4 smem word 67 */
	0x05520551,	/* 372:   load 4 smem word 68 */
	0x05540553,	/* 373:   load 4 smem word 69 */
	0x05560555,	/* 374:   load 4 smem word 70 */
	0x05580557,	/* 375:   load 4 smem word 71 */
	0x053a0539,	/* 376:   load 4 smem word 72 */
	0x053c053b,	/* 377:   load 4 smem word 73 */
	0x053e053d,	/* 378:   load 4 smem word 74 */
	0x0540053f,	/* 379:   load 4 smem word 75 */
	0x05420541,	/* 380:   load 4 smem word 76 */
	0x05440543,	/* 381:   load 4 smem word 77 */
	0x05460545,	/* 382:   load 4 smem word 78 */
	0x05480547,	/* 383:   load 4 smem word 79 */
	0x00000000,	/* 384:   load 4 smem word 80 */
	0x00000000,	/* 385:   load 4 smem word 81 */
	0x00000000,	/* 386:   load 4 smem word 82 */
	0x00000000,	/* 387:   load 4 smem word 83 */
	0x00000000,	/* 388:   load 4 smem word 84 */
	0x00000000,	/* 389:   load 4 smem word 85 */
	0x00000000,	/* 390:   load 4 smem word 86 */
	0x00000000,	/* 391:   load 4 smem word 87 */
	0x00000000,	/* 392:   load 4 smem word 88 */
	0x00000000,	/* 393:   load 4 smem word 89 */
	0x00000000,	/* 394:   load 4 smem word 90 */
	0x00000000,	/* 395:   load 4 smem word 91 */
	0x00000000,	/* 396:   load 4 smem word 92 */
	0x00000000,	/* 397:   load 4 smem word 93 */
	0x00000000,	/* 398:   load 4 smem word 94 */
	0x00000000,	/* 399:   load 4 smem word 95 */
	0x059a0599,	/* 400:   load 4 smem word 96 */
	0x059c059b,	/* 401:   load 4 smem word 97 */
	0x059e059d,	/* 402:   load 4 smem word 98 */
	0x05a0059f,	/* 403:   load 4 smem word 99 */
	0x05920591,	/* 404:   load 4 smem word 100 */
	0x05940593,	/* 405:   load 4 smem word 101 */
	0x05960595,	/* 406:   load 4 smem word 102 */
	0x05980597,	/* 407:   load 4 smem word 103 */
	0x058a0589,	/* 408:   load 4 smem word 104 */
	0x058c058b,	/* 409:   load 4 smem word 105 */
	0x058e058d,	/* 410:   load 4 smem word 106 */
	0x0590058f,	/* 411:   load 4 smem word 107 */
	0x05820581,	/* 412:   load 4 smem word 108 */
	0x05840583,	/* 413:   load 4 smem word 109 */
	0x05860585,	/* 414:   load 4 smem word 110 */
	0x05880587,	/* 415:   load 4 smem word 111 */
	0x00000000,	/* 416:   load 4 smem word 112 */
	0x00000000,	/* 417:   load 4 smem word 113 */
	0x00000000,	/* 418:   load 4 smem word 114 */
	0x00000000,	/* 419:   load 4 smem word 115 */
	0x00000000,	/* 420:   load 4 smem word 116 */
	0x00000000,	/* 421:   load 4 smem word 117 */
	0x00000000,	/* 422:   load 4 smem word 118 */
	0x00000000,	/* 423:   load 4 smem word 119 */
	0x00000000,	/* 424:   load 4 smem word 120 */
	0x00000000,	/* 425:   load 4 smem word 121 */
	0x00000000,	/* 426:   load 4 smem word 122 */
	0x00000000,	/* 427:   load 4 smem word 123 */
	0x00000000,	/* 428:   load 4 smem word 124 */
	0x00000000,	/* 429:   load 4 smem word 125 */
	0x00000000,	/* 430:   load 4 smem word 126 */
	0x00000000,	/* 431:   load 4 smem word 127 */
	0x00000000,	/* 432:   load 4 smem word 128 */
	0x00000000,	/* 433:   load 4 smem word 129 */
	0x00000000,	/* 434:   load 4 smem word 130 */
	0x00000000,	/* 435:   load 4 smem word 131 */
	0x00000000,	/* 436:   load 4 smem word 132 */
	0x00000000,	/* 437:   load 4 smem word 133 */
	0x00000000,	/* 438:   load 4 smem word 134 */
	0x00000000,	/* 439:   load 4 smem word 135 */
	0x00000000,	/* 440:   load 4 smem word 136 */
	0x00000000,	/* 441:   load 4 smem word 137 */
	0x00000000,	/* 442:   load 4 smem word 138 */
	0x00000000,	/* 443:   load 4 smem word 139 */
	0x00000000,	/* 444:   load 4 smem word 140 */
	0x00000000,	/* 445:   load 4 smem word 141 */
	0x00000000,	/* 446:   load 4 smem word 142 */
	0x00000000,	/* 447:   load 4 smem word 143 */
	0x00000000,	/* 448:   load 4 smem word 144 */
	0x00000000,	/* 449:   load 4 smem word 145 */
	0x00000000,	/* 450:   load 4 smem word 146 */
	0x00000000,	/* 451:   load 4 smem word 147 */
	0x00000000,	/* 452:   load 4 smem word 148 */
	0x00000000,	/* 453:   load 4 smem word 149 */
	0x00000000,	/* 454:   load 4 smem word 150 */
	0x00000000,	/* 455:   load 4 smem word 151 */
	0x00000000,	/* 456:   load 4 smem word 152 */
	0x00000000,	/* 457:   load 4 smem word 153 */
	0x00000000,	/* 458:   load 4 smem word 154 */
	0x00000000,	/* 459:   load 4 smem word 155 */
	0x00000000,	/* 460:   load 4 smem word 156 */
	0x00000000,	/* 461:   load 4 smem word 157 */
	0x00000000,	/* 462:   load 4 smem word 158 */
	0x00000000,	/* 463:   load 4 smem word 159 */
	0x00000000,	/* 464:   load 4 smem word 160 */
	0x00000000,	/* 465:   load 4 smem word 161 */
	0x00000000,	/* 466:   load 4 smem word 162 */
	0x00000000,	/* 467:   load 4 smem word 163 */
	0x00000000,	/* 468:   load 4 smem word 164 */
	0x00000000,	/* 469:   load 4 smem word 165 */
	0x00000000,	/* 470:   load 4 smem word 166 */
	0x00000000,	/* 471:   load 4 smem word 167 */
	0x00000000,	/* 472:   load 4 smem word 168 */
	0x00000000,	/* 473:   load 4 smem word 169 */
	0x00000000,	/* 474:   load 4 smem word 170 */
	0x00000000,	/* 475:   load 4 smem word 171 */
	0x00000000,	/* 476:   load 4 smem word 172 */
	0x00000000,	/* 477:   load 4 smem word 173 */
	0x00000000,	/* 478:   load 4 smem word 174 */
	0x00000000,	/* 479:   load 4 smem word 175 */
	0x00000000,	/* 480:   load 4 smem word 176 */
	0x00000000,	/* 481:   load 4 smem word 177 */
	0x00000000,	/* 482:   load 4 smem word 178 */
	0x00000000,	/* 483:   load 4 smem word 179 */
	0x00000000,	/* 484:   load 4 smem word 180 */
	0x00000000,	/* 485:   load 4 smem word 181 */
	0x00000000,	/* 486:   load 4 smem word 182 */
	0x00000000,	/* 487:   load 4 smem word 183 */
	0x00000000,	/* 488:   load 4 smem word 184 */
	0x00000000,	/* 489:   load 4 smem word 185 */
	0x00000000,	/* 490:   load 4 smem word 186 */
	0x00000000,	/* 491:   load 4 smem word 187 */
	0x00000000,	/* 492:   load 4 smem word 188 */
	0x00000000,	/* 493:   load 4 smem word 189 */
	0x00000000,	/* 494:   load 4 smem word 190 */
	0x00000000,	/* 495:   load 4 smem word 191 */
	0x00000000,	/* 496:   load 4 smem word 192 */
	0x00000000,	/* 497:   load 4 smem word 193 */
	0x00000000,	/* 498:   load 4 smem word 194 */
	0x00000000,	/* 499:   load 4 smem word 195 */
	0x00000000,	/* 500:   load 4 smem word 196 */
	0x00000000,	/* 501:   load 4 smem word 197 */
	0x00000000,	/* 502:   load 4 smem word 198 */
	0x00000000,	/* 503:   load 4 smem word 199 */
	0x00000000,	/* 504:   load 4 smem word 200 */
	0x00000000,	/* 505:   load 4 smem word 201 */
	0x00000000,	/* 506:   load 4 smem word 202 */
	0x00000000,	/* 507:   load 4 smem word 203 */
	0x00000000,	/* 508:   load 4 smem word 204 */
	0x00000000,	/* 509:   load 4 smem word 205 */
	0x00000000,	/* 510:   load 4 smem word 206 */
	0x00000000,	/* 511:   load 4 smem word 207 */
	0x00000000,	/* 512:   load 4 smem word 208 */
	0x00000000,	/* 513:   load 4 smem word 209 */
	0x00000000,	/* 514:   load 4 smem word 210 */
	0x00000000,	/* 515:   load 4 smem word 211 */
	0x00000000,	/* 516:   load 4 smem word 212 */
	0x00000000,	/* 517:   load 4 smem word 213 */
	0x00000000,	/* 518:   load 4 smem word 214 */
	0x00000000,	/* 519:   load 4 smem word 215 */
	0x00000000,	/* 520:   load 4 smem word 216 */
	0x00000000,	/* 521:   load 4 smem word 217 */
	0x00000000,	/* 522:   load 4 smem word 218 */
	0x00000000,	/* 523:   load 4 smem word 219 */
	0x00000000,	/* 524:   load 4 smem word 220 */
	0x00000000,	/* 525:   load 4 smem word 221 */
	0x00000000,	/* 526:   load 4 smem word 222 */
	0x00000000,	/* 527:   load 4 smem word 223 */
	0x00000000,	/* 528:   load 4 smem word 224 */
	0x00000000,	/* 529:   load 4 smem word 225 */
	0x00000000,	/* 530:   load 4 smem word 226 */
	0x00000000,	/* 531:   load 4 smem word 227 */
	0x00000000,	/* 532:   load 4 smem word 228 */
	0x00000000,	/* 533:   load 4 smem word 229 */
	0x00000000,	/* 534:   load 4 smem word 230 */
	0x00000000,	/* 535:   load 4 smem word 231 */
	0x00000000,	/* 536:   load 4 smem word 232 */
	0x00000000,	/* 537:   load 4 smem word 233 */
	0x00000000,	/* 538:   load 4 smem word 234 */
	0x00000000,	/* 539:   load 4 smem word 235 */
	0x00000000,	/* 540:   load 4 smem word 236 */
	0x00000000,	/* 541:   load 4 smem word 237 */
	0x00000000,	/* 542:   load 4 smem word 238 */
	0x00000000,	/* 543:   load 4 smem word 239 */
	0x00000000,	/* 544:   load 4 smem word 240 */
	0x00000000,	/* 545:   load 4 smem word 241 */
	0x00000000,	/* 546:   load 4 smem word 242 */
	0x00000000,	/* 547:   load 4 smem word 243 */
	0x00000000,	/* 548:   load 4 smem word 244 */
	0x00000000,	/* 549:   load 4 smem word 245 */
	0x00000000,	/* 550:   load 4 smem word 246 */
	0x00000000,	/* 551:   load 4 smem word 247 */
	0x00000000,	/* 552:   load 4 smem word 248 */
	0x00000000,	/* 553:   load 4 smem word 249 */
	0x00000000,	/* 554:   load 4 smem word 250 */
	0x00000000,	/* 555:   load 4 smem word 251 */
	0x00000000,	/* 556:   load 4 smem word 252 */
	0x00000000,	/* 557:   load 4 smem word 253 */
	0x00000000,	/* 558:   load 4 smem word 254 */
	0x00000000,	/* 559:   load 4 smem word 255 */
	0xeeeeeeee,	/* 560: load 5: g2 box [64, 8] estr [1, 1] 128B at [8, 2] (tx 1024 B): 2d 128B, destination 384 B past a 1024 boundary (swizzle anchored at absolute lines 3..10); smem word 0 */
	0xeeeeeeee,	/* 561:   load 5 smem word 1 */
	0xeeeeeeee,	/* 562:   load 5 smem word 2 */
	0xeeeeeeee,	/* 563:   load 5 smem word 3 */
	0xeeeeeeee,	/* 564:   load 5 smem word 4 */
	0xeeeeeeee,	/* 565:   load 5 smem word 5 */
	0xeeeeeeee,	/* 566:   load 5 smem word 6 */
	0xeeeeeeee,	/* 567:   load 5 smem word 7 */
	0xeeeeeeee,	/* 568:   load 5 smem word 8 */
	0xeeeeeeee,	/* 569:   load 5 smem word 9 */
	0xeeeeeeee,	/* 570:   load 5 smem word 10 */
	0xeeeeeeee,	/* 571:   load 5 smem word 11 */
	0xeeeeeeee,	/* 572:   load 5 smem word 12 */
	0xeeeeeeee,	/* 573:   load 5 smem word 13 */
	0xeeeeeeee,	/* 574:   load 5 smem word 14 */
	0xeeeeeeee,	/* 575:   load 5 smem word 15 */
	0xeeeeeeee,	/* 576:   load 5 smem word 16 */
	0xeeeeeeee,	/* 577:   load 5 smem word 17 */
	0xeeeeeeee,	/* 578:   load 5 smem word 18 */
	0xeeeeeeee,	/* 579:   load 5 smem word 19 */
	0xeeeeeeee,	/* 580:   load 5 smem word 20 */
	0xeeeeeeee,	/* 581:   load 5 smem word 21 */
	0xeeeeeeee,	/* 582:   load 5 smem word 22 */
	0xeeeeeeee,	/* 583:   load 5 smem word 23 */
	0xeeeeeeee,	/* 584:   load 5 smem word 24 */
	0xeeeeeeee,	/* 585:   load 5 smem word 25 */
	0xeeeeeeee,	/* 586:   load 5 smem word 26 */
	0xeeeeeeee,	/* 587:   load 5 smem word 27 */
	0xeeeeeeee,	/* 588:   load 5 smem word 28 */
	0xeeeeeeee,	/* 589:   load 5 smem word 29 */
	0xeeeeeeee,	/* 590:   load 5 smem word 30 */
	0xeeeeeeee,	/* 591:   load 5 smem word 31 */
	0xeeeeeeee,	/* 592:   load 5 smem word 32 */
	0xeeeeeeee,	/* 593:   load 5 smem word 33 */
	0xeeeeeeee,	/* 594:   load 5 smem word 34 */
	0xeeeeeeee,	/* 595:   load 5 smem word 35 */
	0xeeeeeeee,	/* 596:   load 5 smem word 36 */
	0xeeeeeeee,	/* 597:   load 5 smem word 37 */
	0xeeeeeeee,	/* 598:   load 5 smem word 38 */
	0xeeeeeeee,	/* 599:   load 5 smem word 39 */
	0xeeeeeeee,	/* 600:   load 5 smem word 40 */
	0xeeeeeeee,	/* 601:   load 5 smem word 41 */
	0xeeeeeeee,	/* 602:   load 5 smem word 42 */
	0xeeeeeeee,	/* 603:   load 5 smem word 43 */
	0xeeeeeeee,	/* 604:   load 5 smem word 44 */
	0xeeeeeeee,	/* 605:   load 5 smem word 45 */
	0xeeeeeeee,	/* 606:   load 5 smem word 46 */
	0xeeeeeeee,	/* 607:   load 5 smem word 47 */
	0xeeeeeeee,	/* 608:   load 5 smem word 48 */
	0xeeeeeeee,	/* 609:   load 5 smem word 49 */
	0xeeeeeeee,	/* 610:   load 5 smem word 50 */
	0xeeeeeeee,	/* 611:   load 5 smem word 51 */
	0xeeeeeeee,	/* 612:   load 5 smem word 52 */
	0xeeeeeeee,	/* 613:   load 5 smem word 53 */
	0xeeeeeeee,	/* 614:   load 5 smem word 54 */
	0xeeeeeeee,	/* 615:   load 5 smem word 55 */
	0xeeeeeeee,	/* 616:   load 5 smem word 56 */
	0xeeeeeeee,	/* 617:   load 5 smem word 57 */
	0xeeeeeeee,	/* 618:   load 5 smem word 58 */
	0xeeeeeeee,	/* 619:   load 5 smem word 59 */
	0xeeeeeeee,	/* 620:   load 5 smem word 60 */
	0xeeeeeeee,	/* 621:   load 5 smem word 61 */
	0xeeeeeeee,	/* 622:   load 5 smem word 62 */
	0xeeeeeeee,	/* 623:   load 5 smem word 63 */
	0xeeeeeeee,	/* 624:   load 5 smem word 64 */
	0xeeeeeeee,	/* 625:   load 5 smem word 65 */
	0xeeeeeeee,	/* 626:   load 5 smem word 66 */
	0xeeeeeeee,	/* 627:   load 5 smem word 67 */
	0xeeeeeeee,	/* 628:   load 5 smem word 68 */
	0xeeeeeeee,	/* 629:   load 5 smem word 69 */
	0xeeeeeeee,	/* 630:   load 5 smem word 70 */
	0xeeeeeeee,	/* 631:   load 5 smem word 71 */
	0xeeeeeeee,	/* 632:   load 5 smem word 72 */
	0xeeeeeeee,	/* 633:   load 5 smem word 73 */
	0xeeeeeeee,	/* 634:   load 5 smem word 74 */
	0xeeeeeeee,	/* 635:   load 5 smem word 75 */
	0xeeeeeeee,	/* 636:   load 5 smem word 76 */
	0xeeeeeeee,	/* 637:   load 5 smem word 77 */
	0xeeeeeeee,	/* 638:   load 5 smem word 78 */
	0xeeeeeeee,	/* 639:   load 5 smem word 79 */
	0xeeeeeeee,	/* 640:   load 5 smem word 80 */
	0xeeeeeeee,	/* 641:   load 5 smem word 81 */
	0xeeeeeeee,	/* 642:   load 5 smem word 82 */
	0xeeeeeeee,	/* 643:   load 5 smem word 83 */
	0xeeeeeeee,	/* 644:   load 5 smem word 84 */
	0xeeeeeeee,	/* 645:   load 5 smem word 85 */
	0xeeeeeeee,	/* 646:   load 5 smem word 86 */
	0xeeeeeeee,	/* 647:   load 5 smem word 87 */
	0xeeeeeeee,	/* 648:   load 5 smem word 88 */
	0xeeeeeeee,	/* 649:   load 5 smem word 89 */
	0xeeeeeeee,	/* 650:   load 5 smem word 90 */
	0xeeeeeeee,	/* 651:   load 5 smem word 91 */
	0xeeeeeeee,	/* 652:   load 5 smem word 92 */
	0xeeeeeeee,	/* 653:   load 5 smem word 93 */
	0xeeeeeeee,	/* 654:   load 5 smem word 94 */
	0xeeeeeeee,	/* 655:   load 5 smem word 95 */
	0x00b200b1,	/* 656:   load 5 smem word 96 */
	0x00b400b3,	/* 657:   load 5 smem word 97 */
	0x00b600b5,	/* 658:   load 5 smem word 98 */
	0x00b800b7,	/* 659:   load 5 smem word 99 */
	0x00aa00a9,	/* 660:   load 5 smem word 100 */
	0x00ac00ab,	/* 661:   load 5 smem word 101 */
	0x00ae00ad,	/* 662:   load 5 smem word 102 */
	0x00b000af,	/* 663:   load 5 smem word 103 */
	0x00a200a1,	/* 664:   load 5 smem word 104 */
	0x00a400a3,	/* 665:   load 5 smem word 105 */
	0x00a600a5,	/* 666:   load 5 smem word 106 */
	0x00a800a7,	/* 667:   load 5 smem word 107 */
	0x009a0099,	/* 668:   load 5 smem word 108 */
	0x009c009b,	/* 669:   load 5 smem word 109 */
	0x009e009d,	/* 670:   load 5 smem word 110 */
	0x00a0009f,	/* 671:   load 5 smem word 111 */
	0x00d200d1,	/* 672:   load 5 smem word 112 */
	0x00d400d3,	/* 673:   load 5 smem word 113 */
	0x00d600d5,	/* 674:   load 5 smem word 114 */
	0x00d800d7,	/* 675:   load 5 smem word 115 */
	0x00ca00c9,	/* 676:   load 5 smem word 116 */
	0x00cc00cb,	/* 677:   load 5 smem word 117 */
	0x00ce00cd,	/* 678:   load 5 smem word 118 */
	0x00d000cf,	/* 679:   load 5 smem word 119 */
	0x00c200c1,	/* 680:   load 5 smem word 120 */
	0x00c400c3,	/* 681:   load 5 smem word 121 */
	0x00c600c5,	/* 682:   load 5 smem word 122 */
	0x00c800c7,	/* 683:   load 5 smem word 123 */
	0x00ba00b9,	/* 684:   load 5 smem word 124 */
	0x00bc00bb,	/* 685:   load 5 smem word 125 */
	0x00be00bd,	/* 686:   load 5 smem word 126 */
	0x00c000bf,	/* 687:   load 5 smem word 127 */
	0x01020101,	/* 688:   load 5 smem word 128 */
	0x01040103,	/* 689:   load 5 smem word 129 */
	0x01060105,	/* 690:   load 5 smem word 130 */
	0x01080107,	/* 691:   load 5 smem word 131 */
	0x010a0109,	/* 692:   load 5 smem word 132 */
	0x010c010b,	/* 693:   load 5 smem word 133 */
	0x010e010d,	/* 694:   load 5 smem word 134 */
	0x0110010f,	/* 695:   load 5 smem word 135 */
	0x01120111,	/* 696:   load 5 smem word 136 */
	0x01140113,	/* 697:   load 5 smem word 137 */
	0x01160115,	/* 698:   load 5 smem word 138 */
	0x01180117,	/* 699:   load 5 smem word 139 */
	0x011a0119,	/* 700:   load 5 smem word 140 */
	0x011c011b,	/* 701:   load 5 smem word 141 */
	0x011e011d,	/* 702:   load 5 smem word 142 */
	0x0120011f,	/* 703:   load 5 smem word 143 */
	0x00e200e1,	/* 704:   load 5 smem word 144 */
	0x00e400e3,	/* 705:   load 5 smem word 145 */
	0x00e600e5,	/* 706:   load 5 smem word 146 */
	0x00e800e7,	/* 707:   load 5 smem word 147 */
	0x00ea00e9,	/* 708:   load 5 smem word 148 */
	0x00ec00eb,	/* 709:   load 5 smem word 149 */
	0x00ee00ed,	/* 710:   load 5 smem word 150 */
	0x00f000ef,	/* 711:   load 5 smem word 151 */
	0x00f200f1,	/* 712:   load 5 smem word 152 */
	0x00f400f3,	/* 713:   load 5 smem word 153 */
	0x00f600f5,	/* 714:   load 5 smem word 154 */
	0x00f800f7,	/* 715:   load 5 smem word 155 */
	0x00fa00f9,	/* 716:   load 5 smem word 156 */
	0x00fc00fb,	/* 717:   load 5 smem word 157 */
	0x00fe00fd,	/* 718:   load 5 smem word 158 */
	0x010000ff,	/* 719:   load 5 smem word 159 */
	0x01520151,	/* 720:   load 5 smem word 160 */
	0x01540153,	/* 721:   load 5 smem word 161 */
	0x01560155,	/* 722:   load 5 smem word 162 */
	0x01580157,	/* 723:   load 5 smem word 163 */
	0x014a0149,	/* 724:   load 5 smem word 164 */
	0x014c014b,	/* 725:   load 5 smem word 165 */
	0x014e014d,	/* 726:   load 5 smem word 166 */
	0x0150014f,	/* 727:   load 5 smem word 167 */
	0x01620161,	/* 728:   load 5 smem word 168 */
	0x01640163,	/* 729:   load 5 smem word 169 */
	0x01660165,	/* 730:   load 5 smem word 170 */
	0x01680167,	/* 731:   load 5 smem word 171 */
	0x015a0159,	/* 732:   load 5 smem word 172 */
	0x015c015b,	/* 733:   load 5 smem word 173 */
	0x015e015d,	/* 734:   load 5 smem word 174 */
	0x0160015f,	/* 735:   load 5 smem word 175 */
	0x01320131,	/* 736:   load 5 smem word 176 */
	0x01340133,	/* 737:   load 5 smem word 177 */
	0x01360135,	/* 738:   load 5 smem word 178 */
	0x01380137,	/* 739:   load 5 smem word 179 */
	0x012a0129,	/* 740:   load 5 smem word 180 */
	0x012c012b,	/* 741:   load 5 smem word 181 */
	0x012e012d,	/* 742:   load 5 smem word 182 */
	0x0130012f,	/* 743:   load 5 smem word 183 */
	0x01420141,	/* 744:   load 5 smem word 184 */
	0x01440143,	/* 745:   load 5 smem word 185 */
	0x01460145,	/* 746:   load 5 smem word 186 */
	0x01480147,	/* 747:   load 5 smem word 187 */
	0x013a0139,	/* 748:   load 5 smem word 188 */
	0x013c013b,	/* 749:   load 5 smem word 189 */
	0x013e013d,	/* 750:   load 5 smem word 190 */
	0x0140013f,	/* 751:   load 5 smem word 191 */
	0x01a201a1,	/* 752:   load 5 smem word 192 */
	0x01a401a3,	/* 753:   load 5 smem word 193 */
	0x01a601a5,	/* 754:   load 5 smem word 194 */
	0x01a801a7,	/* 755:   load 5 smem word 195 */
	0x01aa01a9,	/* 756:   load 5 smem word 196 */
	0x01ac01ab,	/* 757:   load 5 smem word 197 */
	0x01ae01ad,	/* 758:   load 5 smem word 198 */
	0x01b001af,	/* 759:   load 5 smem word 199 */
	0x01920191,	/* 760:   load 5 smem word 200 */
	0x01940193,	/* 761:   load 5 smem word 201 */
	0x01960195,	/* 762:   load 5 smem word 202 */
	0x01980197,	/* 763:   load 5 smem word 203 */
	0x019a0199,	/* 764:   load 5 smem word 204 */
	0x019c019b,	/* 765:   load 5 smem word 205 */
	0x019e019d,	/* 766:   load 5 smem word 206 */
	0x01a0019f,	/* 767:   load 5 smem word 207 */
	0x01820181,	/* 768:   load 5 smem word 208 */
	0x01840183,	/* 769:   load 5 smem word 209 */
	0x01860185,	/* 770:   load 5 smem word 210 */
	0x01880187,	/* 771:   load 5 smem word 211 */
	0x018a0189,	/* 772:   load 5 smem word 212 */
	0x018c018b,	/* 773:   load 5 smem word 213 */
	0x018e018d,	/* 774:   load 5 smem word 214 */
	0x0190018f,	/* 775:   load 5 smem word 215 */
	0x01720171,	/* 776:   load 5 smem word 216 */
	0x01740173,	/* 777:   load 5 smem word 217 */
	0x01760175,	/* 778:   load 5 smem word 218 */
	0x01780177,	/* 779:   load 5 smem word 219 */
	0x017a0179,	/* 780:   load 5 smem word 220 */
	0x017c017b,	/* 781:   load 5 smem word 221 */
	0x017e017d,	/* 782:   load 5 smem word 222 */
	0x0180017f,	/* 783:   load 5 smem word 223 */
	0x01f201f1,	/* 784:   load 5 smem word 224 */
	0x01f401f3,	/* 785:   load 5 smem word 225 */
	0x01f601f5,	/* 786:   load 5 smem word 226 */
	0x01f801f7,	/* 787:   load 5 smem word 227 */
	0x01ea01e9,	/* 788:   load 5 smem word 228 */
	0x01ec01eb,	/* 789:   load 5 smem word 229 */
	0x01ee01ed,	/* 790:   load 5 smem word 230 */
	0x01f001ef,	/* 791:   load 5 smem word 231 */
	0x01e201e1,	/* 792:   load 5 smem word 232 */
	0x01e401e3,	/* 793:   load 5 smem word 233 */
	0x01e601e5,	/* 794:   load 5 smem word 234 */
	0x01e801e7,	/* 795:   load 5 smem word 235 */
	0x01da01d9,	/* 796:   load 5 smem word 236 */
	0x01dc01db,	/* 797:   load 5 smem word 237 */
	0x01de01dd,	/* 798:   load 5 smem word 238 */
	0x01e001df,	/* 799:   load 5 smem word 239 */
	0x01d201d1,	/* 800:   load 5 smem word 240 */
	0x01d401d3,	/* 801:   load 5 smem word 241 */
	0x01d601d5,	/* 802:   load 5 smem word 242 */
	0x01d801d7,	/* 803:   load 5 smem word 243 */
	0x01ca01c9,	/* 804:   load 5 smem word 244 */
	0x01cc01cb,	/* 805:   load 5 smem word 245 */
	0x01ce01cd,	/* 806:   load 5 smem word 246 */
	0x01d001cf,	/* 807:   load 5 smem word 247 */
	0x01c201c1,	/* 808:   load 5 smem word 248 */
	0x01c401c3,	/* 809:   load 5 smem word 249 */
	0x01c601c5,	/* 810:   load 5 smem word 250 */
	0x01c801c7,	/* 811:   load 5 smem word 251 */
	0x01ba01b9,	/* 812:   load 5 smem word 252 */
	0x01bc01bb,	/* 813:   load 5 smem word 253 */
	0x01be01bd,	/* 814:   load 5 smem word 254 */
	0x01c001bf,	/* 815:   load 5 smem word 255 */
	0x02020201,	/* 816:   load 5 smem word 256 */
	0x02040203,	/* 817:   load 5 smem word 257 */
	0x02060205,	/* 818:   load 5 smem word 258 */
	0x02080207,	/* 819:   load 5 smem word 259 */
	0x020a0209,	/* 820:   load 5 smem word 260 */
	0x020c020b,	/* 821:   load 5 smem word 261 */
	0x020e020d,	/* 822:   load 5 smem word 262 */
	0x0210020f,	/* 823:   load 5 smem word 263 */
	0x02120211,	/* 824:   load 5 smem word 264 */
	0x02140213,	/* 825:   load 5 smem word 265 */
	0x02160215,	/* 826:   load 5 smem word 266 */
	0x02180217,	/* 827:   load 5 smem word 267 */
	0x021a0219,	/* 828:   load 5 smem word 268 */
	0x021c021b,	/* 829:   load 5 smem word 269 */
	0x021e021d,	/* 830:   load 5 smem word 270 */
	0x0220021f,	/* 831:   load 5 smem word 271 */
	0x02220221,	/* 832:   load 5 smem word 272 */
	0x02240223,	/* 833:   load 5 smem word 273 */
	0x02260225,	/* 834:   load 5 smem word 274 */
	0x02280227,	/* 835:   load 5 smem word 275 */
	0x022a0229,	/* 836:   load 5 smem word 276 */
	0x022c022b,	/* 837:   load 5 smem word 277 */
	0x022e022d,	/* 838:   load 5 smem word 278 */
	0x0230022f,	/* 839:   load 5 smem word 279 */
	0x02320231,	/* 840:   load 5 smem word 280 */
	0x02340233,	/* 841:   load 5 smem word 281 */
	0x02360235,	/* 842:   load 5 smem word 282 */
	0x02380237,	/* 843:   load 5 smem word 283 */
	0x023a0239,	/* 844:   load 5 smem word 284 */
	0x023c023b,	/* 845:   load 5 smem word 285 */
	0x023e023d,	/* 846:   load 5 smem word 286 */
	0x0240023f,	/* 847:   load 5 smem word 287 */
	0x02520251,	/* 848:   load 5 smem word 288 */
	0x02540253,	/* 849:   load 5 smem word 289 */
	0x02560255,	/* 850:   load 5 smem word 290 */
	0x02580257,	/* 851:   load 5 smem word 291 */
	0x024a0249,	/* 852:   load 5 smem word 292 */
	0x024c024b,	/* 853:   load 5 smem word 293 */
	0x024e024d,	/* 854:   load 5 smem word 294 */
	0x0250024f,	/* 855:   load 5 smem word 295 */
	0x02620261,	/* 856:   load 5 smem word 296 */
	0x02640263,	/* 857:   load 5 smem word 297 */
	0x02660265,	/* 858:   load 5 smem word 298 */
	0x02680267,	/* 859:   load 5 smem word 299 */
	0x025a0259,	/* 860:   load 5 smem word 300 */
	0x025c025b,	/* 861:   load 5 smem word 301 */
	0x025e025d,	/* 862:   load 5 smem word 302 */
	0x0260025f,	/* 863:   load 5 smem word 303 */
	0x02720271,	/* 864:   load 5 smem word 304 */
	0x02740273,	/* 865:   load 5 smem word 305 */
	0x02760275,	/* 866:   load 5 smem word 306 */
	0x02780277,	/* 867:   load 5 smem word 307 */
	0x026a0269,	/* 868:   load 5 smem word 308 */
	0x026c026b,	/* 869:   load 5 smem word 309 */
	0x026e026d,	/* 870:   load 5 smem word 310 */
	0x0270026f,	/* 871:   load 5 smem word 311 */
	0x02820281,	/* 872:   load 5 smem word 312 */
	0x02840283,	/* 873:   load 5 smem word 313 */
	0x02860285,	/* 874:   load 5 smem word 314 */
	0x02880287,	/* 875:   load 5 smem word 315 */
	0x027a0279,	/* 876:   load 5 smem word 316 */
	0x027c027b,	/* 877:   load 5 smem word 317 */
	0x027e027d,	/* 878:   load 5 smem word 318 */
	0x0280027f,	/* 879:   load 5 smem word 319 */
	0x02a202a1,	/* 880:   load 5 smem word 320 */
	0x02a402a3,	/* 881:   load 5 smem word 321 */
	0x02a602a5,	/* 882:   load 5 smem word 322 */
	0x02a802a7,	/* 883:   load 5 smem word 323 */
	0x02aa02a9,	/* 884:   load 5 smem word 324 */
	0x02ac02ab,	/* 885:   load 5 smem word 325 */
	0x02ae02ad,	/* 886:   load 5 smem word 326 */
	0x02b002af,	/* 887:   load 5 smem word 327 */
	0x02920291,	/* 888:   load 5 smem word 328 */
	0x02940293,	/* 889:   load 5 smem word 329 */
	0x02960295,	/* 890:   load 5 smem word 330 */
	0x02980297,	/* 891:   load 5 smem word 331 */
	0x029a0299,	/* 892:   load 5 smem word 332 */
	0x029c029b,	/* 893:   load 5 smem word 333 */
	0x029e029d,	/* 894:   load 5 smem word 334 */
	0x02a0029f,	/* 895:   load 5 smem word 335 */
	0x02c202c1,	/* 896:   load 5 smem word 336 */
	0x02c402c3,	/* 897:   load 5 smem word 337 */
	0x02c602c5,	/* 898:   load 5 smem word 338 */
	0x02c802c7,	/* 899:   load 5 smem word 339 */
	0x02ca02c9,	/* 900:   load 5 smem word 340 */
	0x02cc02cb,	/* 901:   load 5 smem word 341 */
	0x02ce02cd,	/* 902:   load 5 smem word 342 */
	0x02d002cf,	/* 903:   load 5 smem word 343 */
	0x02b202b1,	/* 904:   load 5 smem word 344 */
	0x02b402b3,	/* 905:   load 5 smem word 345 */
	0x02b602b5,	/* 906:   load 5 smem word 346 */
	0x02b802b7,	/* 907:   load 5 smem word 347 */
	0x02ba02b9,	/* 908:   load 5 smem word 348 */
	0x02bc02bb,	/* 909:   load 5 smem word 349 */
	0x02be02bd,	/* 910:   load 5 smem word 350 */
	0x02c002bf,	/* 911:   load 5 smem word 351 */
	0x00e200e1,	/* 912: load 6: g2 box [16, 8] estr [1, 1] 128B at [8, 3] (tx 256 B): 2d 128B, narrow box 16 u16 = 32 B per 128-B row; smem word 0 */
	0x00e400e3,	/* 913:   load 6 smem word 1 */
	0x00e600e5,	/* 914:   load 6 smem word 2 */
	0x00e800e7,	/* 915:   load 6 smem word 3 */
	0x00ea00e9,	/* 916:   load 6 smem word 4 */
	0x00ec00eb,	/* 917:   load 6 smem word 5 */
	0x00ee00ed,	/* 918:   load 6 smem word 6 */
	0x00f000ef,	/* 919:   load 6 smem word 7 */
	0xeeeeeeee,	/* 920:   load 6 smem word 8 */
	0xeeeeeeee,	/* 921:   load 6 smem word 9 */
	0xeeeeeeee,	/* 922:   load 6 smem word 10 */
	0xeeeeeeee,	/* 923:   load 6 smem word 11 */
	0xeeeeeeee,	/* 924:   load 6 smem word 12 */
	0xeeeeeeee,	/* 925:   load 6 smem word 13 */
	0xeeeeeeee,	/* 926:   load 6 smem word 14 */
	0xeeeeeeee,	/* 927:   load 6 smem word 15 */
	0xeeeeeeee,	/* 928:   load 6 smem word 16 */
	0xeeeeeeee,	/* 929:   load 6 smem word 17 */
	0xeeeeeeee,	/* 930:   load 6 smem word 18 */
	0xeeeeeeee,	/* 931:   load 6 smem word 19 */
	0xeeeeeeee,	/* 932:   load 6 smem word 20 */
	0xeeeeeeee,	/* 933:   load 6 smem word 21 */
	0xeeeeeeee,	/* 934:   load 6 smem word 22 */
	0xeeeeeeee,	/* 935:   load 6 smem word 23 */
	0xeeeeeeee,	/* 936:   load 6 smem word 24 */
	0xeeeeeeee,	/* 937:   load 6 smem word 25 */
	0xeeeeeeee,	/* 938:   load 6 smem word 26 */
	0xeeeeeeee,	/* 939:   load 6 smem word 27 */
	0xeeeeeeee,	/* 940:   load 6 smem word 28 */
	0xeeeeeeee,	/* 941:   load 6 smem word 29 */
	0xeeeeeeee,	/* 942:   load 6 smem word 30 */
	0xeeeeeeee,	/* 943:   load 6 smem word 31 */
	0x01320131,	/* 944:   load 6 smem word 32 */
	0x01340133,	/* 945:   load 6 smem word 33 */
	0x01360135,	/* 946:   load 6 smem word 34 */
	0x01380137,	/* 947:   load 6 smem word 35 */
	0x012a0129,	/* 948:   load 6 smem word 36 */
	0x012c012b,	/* 949:   load 6 smem word 37 */
	0x012e012d,	/* 950:   load 6 smem word 38 */
	0x0130012f,	/* 951:   load 6 smem word 39 */
	0xeeeeeeee,	/* 952:   load 6 smem word 40 */
	0xeeeeeeee,	/* 953:   load 6 smem word 41 */
	0xeeeeeeee,	/* 954:   load 6 smem word 42 */
	0xeeeeeeee,	/* 955:   load 6 smem word 43 */
	0xeeeeeeee,	/* 956:   load 6 smem word 44 */
	0xeeeeeeee,	/* 957:   load 6 smem word 45 */
	0xeeeeeeee,	/* 958:   load 6 smem word 46 */
	0xeeeeeeee,	/* 959:   load 6 smem word 47 */
	0xeeeeeeee,	/* 960:   load 6 smem word 48 */
	0xeeeeeeee,	/* 961:   load 6 smem word 49 */
	0xeeeeeeee,	/* 962:   load 6 smem word 50 */
	0xeeeeeeee,	/* 963:   load 6 smem word 51 */
	0xeeeeeeee,	/* 964:   load 6 smem word 52 */
	0xeeeeeeee,	/* 965:   load 6 smem word 53 */
	0xeeeeeeee,	/* 966:   load 6 smem word 54 */
	0xeeeeeeee,	/* 967:   load 6 smem word 55 */
	0xeeeeeeee,	/* 968:   load 6 smem word 56 */
	0xeeeeeeee,	/* 969:   load 6 smem word 57 */
	0xeeeeeeee,	/* 970:   load 6 smem word 58 */
	0xeeeeeeee,	/* 971:   load 6 smem word 59 */
	0xeeeeeeee,	/* 972:   load 6 smem word 60 */
	0xeeeeeeee,	/* 973:   load 6 smem word 61 */
	0xeeeeeeee,	/* 974:   load 6 smem word 62 */
	0xeeeeeeee,	/* 975:   load 6 smem word 63 */
	0xeeeeeeee,	/* 976:   load 6 smem word 64 */
	0xeeeeeeee,	/* 977:   load 6 smem word 65 */
	0xeeeeeeee,	/* 978:   load 6 smem word 66 */
	0xeeeeeeee,	/* 979:   load 6 smem word 67 */
	0xeeeeeeee,	/* 980:   load 6 smem word 68 */
	0xeeeeeeee,	/* 981:   load 6 smem word 69 */
	0xeeeeeeee,	/* 982:   load 6 smem word 70 */
	0xeeeeeeee,	/* 983:   load 6 smem word 71 */
	0x01720171,	/* 984:   load 6 smem word 72 */
	0x01740173,	/* 985:   load 6 smem word 73 */
	0x01760175,	/* 986:   load 6 smem word 74 */
	0x01780177,	/* 987:   load 6 smem word 75 */
	0x017a0179,	/* 988:   load 6 smem word 76 */
	0x017c017b,	/* 989:   load 6 smem word 77 */
	0x017e017d,	/* 990:   load 6 smem word 78 */
	0x0180017f,	/* 991:   load 6 smem word 79 */
	0xeeeeeeee,	/* 992:   load 6 smem word 80 */
	0xeeeeeeee,	/* 993:   load 6 smem word 81 */
	0xeeeeeeee,	/* 994:   load 6 smem word 82 */
	0xeeeeeeee,	/* 995:   load 6 smem word 83 */
	0xeeeeeeee,	/* 996:   load 6 smem word 84 */
	0xeeeeeeee,	/* 997:   load 6 smem word 85 */
	0xeeeeeeee,	/* 998:   load 6 smem word 86 */
	0xeeeeeeee,	/* 999:   load 6 smem word 87 */
	0xeeeeeeee,	/* 1000:   load 6 smem word 88 */
	0xeeeeeeee,	/* 1001:   load 6 smem word 89 */
	0xeeeeeeee,	/* 1002:   load 6 smem word 90 */
	0xeeeeeeee,	/* 1003:   load 6 smem word 91 */
	0xeeeeeeee,	/* 1004:   load 6 smem word 92 */
	0xeeeeeeee,	/* 1005:   load 6 smem word 93 */
	0xeeeeeeee,	/* 1006:   load 6 smem word 94 */
	0xeeeeeeee,	/* 1007:   load 6 smem word 95 */
	0xeeeeeeee,	/* 1008:   load 6 smem word 96 */
	0xeeeeeeee,	/* 1009:   load 6 smem word 97 */
	0xeeeeeeee,	/* 1010:   load 6 smem word 98 */
	0xeeeeeeee,	/* 1011:   load 6 smem word 99 */
	0xeeeeeeee,	/* 1012:   load 6 smem word 100 */
	0xeeeeeeee,	/* 1013:   load 6 smem word 101 */
	0xeeeeeeee,	/* 1014:   load 6 smem word 102 */
	0xeeeeeeee,	/* 1015:   load 6 smem word 103 */
	0x01c201c1,	/* 1016:   load 6 smem word 104 */
	0x01c401c3,	/* 1017:   load 6 smem word 105 */
	0x01c601c5,	/* 1018:   load 6 smem word 106 */
	0x01c801c7,	/* 1019:   load 6 smem word 107 */
	0x01ba01b9,	/* 1020:   load 6 smem word 108 */
	0x01bc01bb,	/* 1021:   load 6 smem word 109 */
	0x01be01bd,	/* 1022:   load 6 smem word 110 */
	0x01c001bf,	/* 1023:   load 6 smem word 111 */
	0xeeeeeeee,	/* 1024:   load 6 smem word 112 */
	0xeeeeeeee,	/* 1025:   load 6 smem word 113 */
	0xeeeeeeee,	/* 1026:   load 6 smem word 114 */
	0xeeeeeeee,	/* 1027:   load 6 smem word 115 */
	0xeeeeeeee,	/* 1028:   load 6 smem word 116 */
	0xeeeeeeee,	/* 1029:   load 6 smem word 117 */
	0xeeeeeeee,	/* 1030:   load 6 smem word 118 */
	0xeeeeeeee,	/* 1031:   load 6 smem word 119 */
	0xeeeeeeee,	/* 1032:   load 6 smem word 120 */
	0xeeeeeeee,	/* 1033:   load 6 smem word 121 */
	0xeeeeeeee,	/* 1034:   load 6 smem word 122 */
	0xeeeeeeee,	/* 1035:   load 6 smem word 123 */
	0xeeeeeeee,	/* 1036:   load 6 smem word 124 */
	0xeeeeeeee,	/* 1037:   load 6 smem word 125 */
	0xeeeeeeee,	/* 1038:   load 6 smem word 126 */
	0xeeeeeeee,	/* 1039:   load 6 smem word 127 */
	0xeeeeeeee,	/* 1040:   load 6 smem word 128 */
	0xeeeeeeee,	/* 1041:   load 6 smem word 129 */
	0xeeeeeeee,	/* 1042:   load 6 smem word 130 */
	0xeeeeeeee,	/* 1043:   load 6 smem word 131 */
	0xeeeeeeee,	/* 1044:   load 6 smem word 132 */
	0xeeeeeeee,	/* 1045:   load 6 smem word 133 */
	0xeeeeeeee,	/* 1046:   load 6 smem word 134 */
	0xeeeeeeee,	/* 1047:   load 6 smem word 135 */
	0xeeeeeeee,	/* 1048:   load 6 smem word 136 */
	0xeeeeeeee,	/* 1049:   load 6 smem word 137 */
	0xeeeeeeee,	/* 1050:   load 6 smem word 138 */
	0xeeeeeeee,	/* 1051:   load 6 smem word 139 */
	0xeeeeeeee,	/* 1052:   load 6 smem word 140 */
	0xeeeeeeee,	/* 1053:   load 6 smem word 141 */
	0xeeeeeeee,	/* 1054:   load 6 smem word 142 */
	0xeeeeeeee,	/* 1055:   load 6 smem word 143 */
	0x02020201,	/* 1056:   load 6 smem word 144 */
	0x02040203,	/* 1057:   load 6 smem word 145 */
	0x02060205,	/* 1058:   load 6 smem word 146 */
	0x02080207,	/* 1059:   load 6 smem word 147 */
	0x020a0209,	/* 1060:   load 6 smem word 148 */
	0x020c020b,	/* 1061:   load 6 smem word 149 */
	0x020e020d,	/* 1062:   load 6 smem word 150 */
	0x0210020f,	/* 1063:   load 6 smem word 151 */
	0xeeeeeeee,	/* 1064:   load 6 smem word 152 */
	0xeeeeeeee,	/* 1065:   load 6 smem word 153 */
	0xeeeeeeee,	/* 1066:   load 6 smem word 154 */
	0xeeeeeeee,	/* 1067:   load 6 smem word 155 */
	0xeeeeeeee,	/* 1068:   load 6 smem word 156 */
	0xeeeeeeee,	/* 1069:   load 6 smem word 157 */
	0xeeeeeeee,	/* 1070:   load 6 smem word 158 */
	0xeeeeeeee,	/* 1071:   load 6 smem word 159 */
	0xeeeeeeee,	/* 1072:   load 6 smem word 160 */
	0xeeeeeeee,	/* 1073:   load 6 smem word 161 */
	0xeeeeeeee,	/* 1074:   load 6 smem word 162 */
	0xeeeeeeee,	/* 1075:   load 6 smem word 163 */
	0xeeeeeeee,	/* 1076:   load 6 smem word 164 */
	0xeeeeeeee,	/* 1077:   load 6 smem word 165 */
	0xeeeeeeee,	/* 1078:   load 6 smem word 166 */
	0xeeeeeeee,	/* 1079:   load 6 smem word 167 */
	0xeeeeeeee,	/* 1080:   load 6 smem word 168 */
	0xeeeeeeee,	/* 1081:   load 6 smem word 169 */
	0xeeeeeeee,	/* 1082:   load 6 smem word 170 */
	0xeeeeeeee,	/* 1083:   load 6 smem word 171 */
	0xeeeeeeee,	/* 1084:   load 6 smem word 172 */
	0xeeeeeeee,	/* 1085:   load 6 smem word 173 */
	0xeeeeeeee,	/* 1086:   load 6 smem word 174 */
	0xeeeeeeee,	/* 1087:   load 6 smem word 175 */
	0x02520251,	/* 1088:   load 6 smem word 176 */
	0x02540253,	/* 1089:   load 6 smem word 177 */
	0x02560255,	/* 1090:   load 6 smem word 178 */
	0x02580257,	/* 1091:   load 6 smem word 179 */
	0x024a0249,	/* 1092:   load 6 smem word 180 */
	0x024c024b,	/* 1093:   load 6 smem word 181 */
	0x024e024d,	/* 1094:   load 6 smem word 182 */
	0x0250024f,	/* 1095:   load 6 smem word 183 */
	0xeeeeeeee,	/* 1096:   load 6 smem word 184 */
	0xeeeeeeee,	/* 1097:   load 6 smem word 185 */
	0xeeeeeeee,	/* 1098:   load 6 smem word 186 */
	0xeeeeeeee,	/* 1099:   load 6 smem word 187 */
	0xeeeeeeee,	/* 1100:   load 6 smem word 188 */
	0xeeeeeeee,	/* 1101:   load 6 smem word 189 */
	0xeeeeeeee,	/* 1102:   load 6 smem word 190 */
	0xeeeeeeee,	/* 1103:   load 6 smem word 191 */
	0xeeeeeeee,	/* 1104:   load 6 smem word 192 */
	0xeeeeeeee,	/* 1105:   load 6 smem word 193 */
	0xeeeeeeee,	/* 1106:   load 6 smem word 194 */
	0xeeeeeeee,	/* 1107:   load 6 smem word 195 */
	0xeeeeeeee,	/* 1108:   load 6 smem word 196 */
	0xeeeeeeee,	/* 1109:   load 6 smem word 197 */
	0xeeeeeeee,	/* 1110:   load 6 smem word 198 */
	0xeeeeeeee,	/* 1111:   load 6 smem word 199 */
	0xeeeeeeee,	/* 1112:   load 6 smem word 200 */
	0xeeeeeeee,	/* 1113:   load 6 smem word 201 */
	0xeeeeeeee,	/* 1114:   load 6 smem word 202 */
	0xeeeeeeee,	/* 1115:   load 6 smem word 203 */
	0xeeeeeeee,	/* 1116:   load 6 smem word 204 */
	0xeeeeeeee,	/* 1117:   load 6 smem word 205 */
	0xeeeeeeee,	/* 1118:   load 6 smem word 206 */
	0xeeeeeeee,	/* 1119:   load 6 smem word 207 */
	0xeeeeeeee,	/* 1120:   load 6 smem word 208 */
	0xeeeeeeee,	/* 1121:   load 6 smem word 209 */
	0xeeeeeeee,	/* 1122:   load 6 smem word 210 */
	0xeeeeeeee,	/* 1123:   load 6 smem word 211 */
	0xeeeeeeee,	/* 1124:   load 6 smem word 212 */
	0xeeeeeeee,	/* 1125:   load 6 smem word 213 */
	0xeeeeeeee,	/* 1126:   load 6 smem word 214 */
	0xeeeeeeee,	/* 1127:   load 6 smem word 215 */
	0x02920291,	/* 1128:   load 6 smem word 216 */
	0x02940293,	/* 1129:   load 6 smem word 217 */
	0x02960295,	/* 1130:   load 6 smem word 218 */
	0x02980297,	/* 1131:   load 6 smem word 219 */
	0x029a0299,	/* 1132:   load 6 smem word 220 */
	0x029c029b,	/* 1133:   load 6 smem word 221 */
	0x029e029d,	/* 1134:   load 6 smem word 222 */
	0x02a0029f,	/* 1135:   load 6 smem word 223 */
	0xeeeeeeee,	/* 1136:   load 6 smem word 224 */
	0xeeeeeeee,	/* 1137:   load 6 smem word 225 */
	0xeeeeeeee,	/* 1138:   load 6 smem word 226 */
	0xeeeeeeee,	/* 1139:   load 6 smem word 227 */
	0xeeeeeeee,	/* 1140:   load 6 smem word 228 */
	0xeeeeeeee,	/* 1141:   load 6 smem word 229 */
	0xeeeeeeee,	/* 1142:   load 6 smem word 230 */
	0xeeeeeeee,	/* 1143:   load 6 smem word 231 */
	0xeeeeeeee,	/* 1144:   load 6 smem word 232 */
	0xeeeeeeee,	/* 1145:   load 6 smem word 233 */
	0xeeeeeeee,	/* 1146:   load 6 smem word 234 */
	0xeeeeeeee,	/* 1147:   load 6 smem word 235 */
	0xeeeeeeee,	/* 1148:   load 6 smem word 236 */
	0xeeeeeeee,	/* 1149:   load 6 smem word 237 */
	0xeeeeeeee,	/* 1150:   load 6 smem word 238 */
	0xeeeeeeee,	/* 1151:   load 6 smem word 239 */
	0xeeeeeeee,	/* 1152:   load 6 smem word 240 */
	0xeeeeeeee,	/* 1153:   load 6 smem word 241 */
	0xeeeeeeee,	/* 1154:   load 6 smem word 242 */
	0xeeeeeeee,	/* 1155:   load 6 smem word 243 */
	0xeeeeeeee,	/* 1156:   load 6 smem word 244 */
	0xeeeeeeee,	/* 1157:   load 6 smem word 245 */
	0xeeeeeeee,	/* 1158:   load 6 smem word 246 */
	0xeeeeeeee,	/* 1159:   load 6 smem word 247 */
	0x02e202e1,	/* 1160:   load 6 smem word 248 */
	0x02e402e3,	/* 1161:   load 6 smem word 249 */
	0x02e602e5,	/* 1162:   load 6 smem word 250 */
	0x02e802e7,	/* 1163:   load 6 smem word 251 */
	0x02da02d9,	/* 1164:   load 6 smem word 252 */
	0x02dc02db,	/* 1165:   load 6 smem word 253 */
	0x02de02dd,	/* 1166:   load 6 smem word 254 */
	0x02e002df,	/* 1167:   load 6 smem word 255 */
	0x00000000,	/* 1168: load 7: g2 box [16, 8] estr [1, 1] 128B at [64, -5] (tx 256 B): 2d 128B narrow, rows -5..-1 and columns 72..79 out of bounds; smem word 0 */
	0x00000000,	/* 1169:   load 7 smem word 1 */
	0x00000000,	/* 1170:   load 7 smem word 2 */
	0x00000000,	/* 1171:   load 7 smem word 3 */
	0x00000000,	/* 1172:   load 7 smem word 4 */
	0x00000000,	/* 1173:   load 7 smem word 5 */
	0x00000000,	/* 1174:   load 7 smem word 6 */
	0x00000000,	/* 1175:   load 7 smem word 7 */
	0xeeeeeeee,	/* 1176:   load 7 smem word 8 */
	0xeeeeeeee,	/* 1177:   load 7 smem word 9 */
	0xeeeeeeee,	/* 1178:   load 7 smem word 10 */
	0xeeeeeeee,	/* 1179:   load 7 smem word 11 */
	0xeeeeeeee,	/* 1180:   load 7 smem word 12 */
	0xeeeeeeee,	/* 1181:   load 7 smem word 13 */
	0xeeeeeeee,	/* 1182:   load 7 smem word 14 */
	0xeeeeeeee,	/* 1183:   load 7 smem word 15 */
	0xeeeeeeee,	/* 1184:   load 7 smem word 16 */
	0xeeeeeeee,	/* 1185:   load 7 smem word 17 */
	0xeeeeeeee,	/* 1186:   load 7 smem word 18 */
	0xeeeeeeee,	/* 1187:   load 7 smem word 19 */
	0xeeeeeeee,	/* 1188:   load 7 smem word 20 */
	0xeeeeeeee,	/* 1189:   load 7 smem word 21 */
	0xeeeeeeee,	/* 1190:   load 7 smem word 22 */
	0xeeeeeeee,	/* 1191:   load 7 smem word 23 */
	0xeeeeeeee,	/* 1192:   load 7 smem word 24 */
	0xeeeeeeee,	/* 1193:   load 7 smem word 25 */
	0xeeeeeeee,	/* 1194:   load 7 smem word 26 */
	0xeeeeeeee,	/* 1195:   load 7 smem word 27 */
	0xeeeeeeee,	/* 1196:   load 7 smem word 28 */
	0xeeeeeeee,	/* 1197:   load 7 smem word 29 */
	0xeeeeeeee,	/* 1198:   load 7 smem word 30 */
	0xeeeeeeee,	/* 1199:   load 7 smem word 31 */
	0x00000000,	/* 1200:   load 7 smem word 32 */
	0x00000000,	/* 1201:   load 7 smem word 33 */
	0x00000000,	/* 1202:   load 7 smem word 34 */
	0x00000000,	/* 1203:   load 7 smem word 35 */
	0x00000000,	/* 1204:   load 7 smem word 36 */
	0x00000000,	/* 1205:   load 7 smem word 37 */
	0x00000000,	/* 1206:   load 7 smem word 38 */
	0x00000000,	/* 1207:   load 7 smem word 39 */
	0xeeeeeeee,	/* 1208:   load 7 smem word 40 */
	0xeeeeeeee,	/* 1209:   load 7 smem word 41 */
	0xeeeeeeee,	/* 1210:   load 7 smem word 42 */
	0xeeeeeeee,	/* 1211:   load 7 smem word 43 */
	0xeeeeeeee,	/* 1212:   load 7 smem word 44 */
	0xeeeeeeee,	/* 1213:   load 7 smem word 45 */
	0xeeeeeeee,	/* 1214:   load 7 smem word 46 */
	0xeeeeeeee,	/* 1215:   load 7 smem word 47 */
	0xeeeeeeee,	/* 1216:   load 7 smem word 48 */
	0xeeeeeeee,	/* 1217:   load 7 smem word 49 */
	0xeeeeeeee,	/* 1218:   load 7 smem word 50 */
	0xeeeeeeee,	/* 1219:   load 7 smem word 51 */
	0xeeeeeeee,	/* 1220:   load 7 smem word 52 */
	0xeeeeeeee,	/* 1221:   load 7 smem word 53 */
	0xeeeeeeee,	/* 1222:   load 7 smem word 54 */
	0xeeeeeeee,	/* 1223:   load 7 smem word 55 */
	0xeeeeeeee,	/* 1224:   load 7 smem word 56 */
	0xeeeeeeee,	/* 1225:   load 7 smem word 57 */
	0xeeeeeeee,	/* 1226:   load 7 smem word 58 */
	0xeeeeeeee,	/* 1227:   load 7 smem word 59 */
	0xeeeeeeee,	/* 1228:   load 7 smem word 60 */
	0xeeeeeeee,	/* 1229:   load 7 smem word 61 */
	0xeeeeeeee,	/* 1230:   load 7 smem word 62 */
	0xeeeeeeee,	/* 1231:   load 7 smem word 63 */
	0xeeeeeeee,	/* 1232:   load 7 smem word 64 */
	0xeeeeeeee,	/* 1233:   load 7 smem word 65 */
	0xeeeeeeee,	/* 1234:   load 7 smem word 66 */
	0xeeeeeeee,	/* 1235:   load 7 smem word 67 */
	0xeeeeeeee,	/* 1236:   load 7 smem word 68 */
	0xeeeeeeee,	/* 1237:   load 7 smem word 69 */
	0xeeeeeeee,	/* 1238:   load 7 smem word 70 */
	0xeeeeeeee,	/* 1239:   load 7 smem word 71 */
	0x00000000,	/* 1240:   load 7 smem word 72 */
	0x00000000,	/* 1241:   load 7 smem word 73 */
	0x00000000,	/* 1242:   load 7 smem word 74 */
	0x00000000,	/* 1243:   load 7 smem word 75 */
	0x00000000,	/* 1244:   load 7 smem word 76 */
	0x00000000,	/* 1245:   load 7 smem word 77 */
	0x00000000,	/* 1246:   load 7 smem word 78 */
	0x00000000,	/* 1247:   load 7 smem word 79 */
	0xeeeeeeee,	/* 1248:   load 7 smem word 80 */
	0xeeeeeeee,	/* 1249:   load 7 smem word 81 */
	0xeeeeeeee,	/* 1250:   load 7 smem word 82 */
	0xeeeeeeee,	/* 1251:   load 7 smem word 83 */
	0xeeeeeeee,	/* 1252:   load 7 smem word 84 */
	0xeeeeeeee,	/* 1253:   load 7 smem word 85 */
	0xeeeeeeee,	/* 1254:   load 7 smem word 86 */
	0xeeeeeeee,	/* 1255:   load 7 smem word 87 */
	0xeeeeeeee,	/* 1256:   load 7 smem word 88 */
	0xeeeeeeee,	/* 1257:   load 7 smem word 89 */
	0xeeeeeeee,	/* 1258:   load 7 smem word 90 */
	0xeeeeeeee,	/* 1259:   load 7 smem word 91 */
	0xeeeeeeee,	/* 1260:   load 7 smem word 92 */
	0xeeeeeeee,	/* 1261:   load 7 smem word 93 */
	0xeeeeeeee,	/* 1262:   load 7 smem word 94 */
	0xeeeeeeee,	/* 1263:   load 7 smem word 95 */
	0xeeeeeeee,	/* 1264:   load 7 smem word 96 */
	0xeeeeeeee,	/* 1265:   load 7 smem word 97 */
	0xeeeeeeee,	/* 1266:   load 7 smem word 98 */
	0xeeeeeeee,	/* 1267:   load 7 smem word 99 */
	0xeeeeeeee,	/* 1268:   load 7 smem word 100 */
	0xeeeeeeee,	/* 1269:   load 7 smem word 101 */
	0xeeeeeeee,	/* 1270:   load 7 smem word 102 */
	0xeeeeeeee,	/* 1271:   load 7 smem word 103 */
	0x00000000,	/* 1272:   load 7 smem word 104 */
	0x00000000,	/* 1273:   load 7 smem word 105 */
	0x00000000,	/* 1274:   load 7 smem word 106 */
	0x00000000,	/* 1275:   load 7 smem word 107 */
	0x00000000,	/* 1276:   load 7 smem word 108 */
	0x00000000,	/* 1277:   load 7 smem word 109 */
	0x00000000,	/* 1278:   load 7 smem word 110 */
	0x00000000,	/* 1279:   load 7 smem word 111 */
	0xeeeeeeee,	/* 1280:   load 7 smem word 112 */
	0xeeeeeeee,	/* 1281:   load 7 smem word 113 */
	0xeeeeeeee,	/* 1282:   load 7 smem word 114 */
	0xeeeeeeee,	/* 1283:   load 7 smem word 115 */
	0xeeeeeeee,	/* 1284:   load 7 smem word 116 */
	0xeeeeeeee,	/* 1285:   load 7 smem word 117 */
	0xeeeeeeee,	/* 1286:   load 7 smem word 118 */
	0xeeeeeeee,	/* 1287:   load 7 smem word 119 */
	0xeeeeeeee,	/* 1288:   load 7 smem word 120 */
	0xeeeeeeee,	/* 1289:   load 7 smem word 121 */
	0xeeeeeeee,	/* 1290:   load 7 smem word 122 */
	0xeeeeeeee,	/* 1291:   load 7 smem word 123 */
	0xeeeeeeee,	/* 1292:   load 7 smem word 124 */
	0xeeeeeeee,	/* 1293:   load 7 smem word 125 */
	0xeeeeeeee,	/* 1294:   load 7 smem word 126 */
	0xeeeeeeee,	/* 1295:   load 7 smem word 127 */
	0xeeeeeeee,	/* 1296:   load 7 smem word 128 */
	0xeeeeeeee,	/* 1297:   load 7 smem word 129 */
	0xeeeeeeee,	/* 1298:   load 7 smem word 130 */
	0xeeeeeeee,	/* 1299:   load 7 smem word 131 */
	0xeeeeeeee,	/* 1300:   load 7 smem word 132 */
	0xeeeeeeee,	/* 1301:   load 7 smem word 133 */
	0xeeeeeeee,	/* 1302:   load 7 smem word 134 */
	0xeeeeeeee,	/* 1303:   load 7 smem word 135 */
	0xeeeeeeee,	/* 1304:   load 7 smem word 136 */
	0xeeeeeeee,	/* 1305:   load 7 smem word 137 */
	0xeeeeeeee,	/* 1306:   load 7 smem word 138 */
	0xeeeeeeee,	/* 1307:   load 7 smem word 139 */
	0xeeeeeeee,	/* 1308:   load 7 smem word 140 */
	0xeeeeeeee,	/* 1309:   load 7 smem word 141 */
	0xeeeeeeee,	/* 1310:   load 7 smem word 142 */
	0xeeeeeeee,	/* 1311:   load 7 smem word 143 */
	0x00000000,	/* 1312:   load 7 smem word 144 */
	0x00000000,	/* 1313:   load 7 smem word 145 */
	0x00000000,	/* 1314:   load 7 smem word 146 */
	0x00000000,	/* 1315:   load 7 smem word 147 */
	0x00000000,	/* 1316:   load 7 smem word 148 */
	0x00000000,	/* 1317:   load 7 smem word 149 */
	0x00000000,	/* 1318:   load 7 smem word 150 */
	0x00000000,	/* 1319:   load 7 smem word 151 */
	0xeeeeeeee,	/* 1320:   load 7 smem word 152 */
	0xeeeeeeee,	/* 1321:   load 7 smem word 153 */
	0xeeeeeeee,	/* 1322:   load 7 smem word 154 */
	0xeeeeeeee,	/* 1323:   load 7 smem word 155 */
	0xeeeeeeee,	/* 1324:   load 7 smem word 156 */
	0xeeeeeeee,	/* 1325:   load 7 smem word 157 */
	0xeeeeeeee,	/* 1326:   load 7 smem word 158 */
	0xeeeeeeee,	/* 1327:   load 7 smem word 159 */
	0xeeeeeeee,	/* 1328:   load 7 smem word 160 */
	0xeeeeeeee,	/* 1329:   load 7 smem word 161 */
	0xeeeeeeee,	/* 1330:   load 7 smem word 162 */
	0xeeeeeeee,	/* 1331:   load 7 smem word 163 */
	0xeeeeeeee,	/* 1332:   load 7 smem word 164 */
	0xeeeeeeee,	/* 1333:   load 7 smem word 165 */
	0xeeeeeeee,	/* 1334:   load 7 smem word 166 */
	0xeeeeeeee,	/* 1335:   load 7 smem word 167 */
	0xeeeeeeee,	/* 1336:   load 7 smem word 168 */
	0xeeeeeeee,	/* 1337:   load 7 smem word 169 */
	0xeeeeeeee,	/* 1338:   load 7 smem word 170 */
	0xeeeeeeee,	/* 1339:   load 7 smem word 171 */
	0xeeeeeeee,	/* 1340:   load 7 smem word 172 */
	0xeeeeeeee,	/* 1341:   load 7 smem word 173 */
	0xeeeeeeee,	/* 1342:   load 7 smem word 174 */
	0xeeeeeeee,	/* 1343:   load 7 smem word 175 */
	0x00000000,	/* 1344:   load 7 smem word 176 */
	0x00000000,	/* 1345:   load 7 smem word 177 */
	0x00000000,	/* 1346:   load 7 smem word 178 */
	0x00000000,	/* 1347:   load 7 smem word 179 */
	0x00420041,	/* 1348:   load 7 smem word 180 */
	0x00440043,	/* 1349:   load 7 smem word 181 */
	0x00460045,	/* 1350:   load 7 smem word 182 */
	0x00480047,	/* 1351:   load 7 smem word 183 */
	0xeeeeeeee,	/* 1352:   load 7 smem word 184 */
	0xeeeeeeee,	/* 1353:   load 7 smem word 185 */
	0xeeeeeeee,	/* 1354:   load 7 smem word 186 */
	0xeeeeeeee,	/* 1355:   load 7 smem word 187 */
	0xeeeeeeee,	/* 1356:   load 7 smem word 188 */
	0xeeeeeeee,	/* 1357:   load 7 smem word 189 */
	0xeeeeeeee,	/* 1358:   load 7 smem word 190 */
	0xeeeeeeee,	/* 1359:   load 7 smem word 191 */
	0xeeeeeeee,	/* 1360:   load 7 smem word 192 */
	0xeeeeeeee,	/* 1361:   load 7 smem word 193 */
	0xeeeeeeee,	/* 1362:   load 7 smem word 194 */
	0xeeeeeeee,	/* 1363:   load 7 smem word 195 */
	0xeeeeeeee,	/* 1364:   load 7 smem word 196 */
	0xeeeeeeee,	/* 1365:   load 7 smem word 197 */
	0xeeeeeeee,	/* 1366:   load 7 smem word 198 */
	0xeeeeeeee,	/* 1367:   load 7 smem word 199 */
	0xeeeeeeee,	/* 1368:   load 7 smem word 200 */
	0xeeeeeeee,	/* 1369:   load 7 smem word 201 */
	0xeeeeeeee,	/* 1370:   load 7 smem word 202 */
	0xeeeeeeee,	/* 1371:   load 7 smem word 203 */
	0xeeeeeeee,	/* 1372:   load 7 smem word 204 */
	0xeeeeeeee,	/* 1373:   load 7 smem word 205 */
	0xeeeeeeee,	/* 1374:   load 7 smem word 206 */
	0xeeeeeeee,	/* 1375:   load 7 smem word 207 */
	0xeeeeeeee,	/* 1376:   load 7 smem word 208 */
	0xeeeeeeee,	/* 1377:   load 7 smem word 209 */
	0xeeeeeeee,	/* 1378:   load 7 smem word 210 */
	0xeeeeeeee,	/* 1379:   load 7 smem word 211 */
	0xeeeeeeee,	/* 1380:   load 7 smem word 212 */
	0xeeeeeeee,	/* 1381:   load 7 smem word 213 */
	0xeeeeeeee,	/* 1382:   load 7 smem word 214 */
	0xeeeeeeee,	/* 1383:   load 7 smem word 215 */
	0x008a0089,	/* 1384:   load 7 smem word 216 */
	0x008c008b,	/* 1385:   load 7 smem word 217 */
	0x008e008d,	/* 1386:   load 7 smem word 218 */
	0x0090008f,	/* 1387:   load 7 smem word 219 */
	0x00000000,	/* 1388:   load 7 smem word 220 */
	0x00000000,	/* 1389:   load 7 smem word 221 */
	0x00000000,	/* 1390:   load 7 smem word 222 */
	0x00000000,	/* 1391:   load 7 smem word 223 */
	0xeeeeeeee,	/* 1392:   load 7 smem word 224 */
	0xeeeeeeee,	/* 1393:   load 7 smem word 225 */
	0xeeeeeeee,	/* 1394:   load 7 smem word 226 */
	0xeeeeeeee,	/* 1395:   load 7 smem word 227 */
	0xeeeeeeee,	/* 1396:   load 7 smem word 228 */
	0xeeeeeeee,	/* 1397:   load 7 smem word 229 */
	0xeeeeeeee,	/* 1398:   load 7 smem word 230 */
	0xeeeeeeee,	/* 1399:   load 7 smem word 231 */
	0xeeeeeeee,	/* 1400:   load 7 smem word 232 */
	0xeeeeeeee,	/* 1401:   load 7 smem word 233 */
	0xeeeeeeee,	/* 1402:   load 7 smem word 234 */
	0xeeeeeeee,	/* 1403:   load 7 smem word 235 */
	0xeeeeeeee,	/* 1404:   load 7 smem word 236 */
	0xeeeeeeee,	/* 1405:   load 7 smem word 237 */
	0xeeeeeeee,	/* 1406:   load 7 smem word 238 */
	0xeeeeeeee,	/* 1407:   load 7 smem word 239 */
	0xeeeeeeee,	/* 1408:   load 7 smem word 240 */
	0xeeeeeeee,	/* 1409:   load 7 smem word 241 */
	0xeeeeeeee,	/* 1410:   load 7 smem word 242 */
	0xeeeeeeee,	/* 1411:   load 7 smem word 243 */
	0xeeeeeeee,	/* 1412:   load 7 smem word 244 */
	0xeeeeeeee,	/* 1413:   load 7 smem word 245 */
	0xeeeeeeee,	/* 1414:   load 7 smem word 246 */
	0xeeeeeeee,	/* 1415:   load 7 smem word 247 */
	0x00000000,	/* 1416:   load 7 smem word 248 */
	0x00000000,	/* 1417:   load 7 smem word 249 */
	0x00000000,	/* 1418:   load 7 smem word 250 */
	0x00000000,	/* 1419:   load 7 smem word 251 */
	0x00d200d1,	/* 1420:   load 7 smem word 252 */
	0x00d400d3,	/* 1421:   load 7 smem word 253 */
	0x00d600d5,	/* 1422:   load 7 smem word 254 */
	0x00d800d7,	/* 1423:   load 7 smem word 255 */
	0x00000000,	/* 1424: load 8: g2 box [32, 8] estr [1, 1] 64B at [-8, -3] (tx 512 B): 2d 64B, negative corner; smem word 0 */
	0x00000000,	/* 1425:   load 8 smem word 1 */
	0x00000000,	/* 1426:   load 8 smem word 2 */
	0x00000000,	/* 1427:   load 8 smem word 3 */
	0x00000000,	/* 1428:   load 8 smem word 4 */
	0x00000000,	/* 1429:   load 8 smem word 5 */
	0x00000000,	/* 1430:   load 8 smem word 6 */
	0x00000000,	/* 1431:   load 8 smem word 7 */
	0x00000000,	/* 1432:   load 8 smem word 8 */
	0x00000000,	/* 1433:   load 8 smem word 9 */
	0x00000000,	/* 1434:   load 8 smem word 10 */
	0x00000000,	/* 1435:   load 8 smem word 11 */
	0x00000000,	/* 1436:   load 8 smem word 12 */
	0x00000000,	/* 1437:   load 8 smem word 13 */
	0x00000000,	/* 1438:   load 8 smem word 14 */
	0x00000000,	/* 1439:   load 8 smem word 15 */
	0x00000000,	/* 1440:   load 8 smem word 16 */
	0x00000000,	/* 1441:   load 8 smem word 17 */
	0x00000000,	/* 1442:   load 8 smem word 18 */
	0x00000000,	/* 1443:   load 8 smem word 19 */
	0x00000000,	/* 1444:   load 8 smem word 20 */
	0x00000000,	/* 1445:   load 8 smem word 21 */
	0x00000000,	/* 1446:   load 8 smem word 22 */
	0x00000000,	/* 1447:   load 8 smem word 23 */
	0x00000000,	/* 1448:   load 8 smem word 24 */
	0x00000000,	/* 1449:   load 8 smem word 25 */
	0x00000000,	/* 1450:   load 8 smem word 26 */
	0x00000000,	/* 1451:   load 8 smem word 27 */
	0x00000000,	/* 1452:   load 8 smem word 28 */
	0x00000000,	/* 1453:   load 8 smem word 29 */
	0x00000000,	/* 1454:   load 8 smem word 30 */
	0x00000000,	/* 1455:   load 8 smem word 31 */
	0x00000000,	/* 1456:   load 8 smem word 32 */
	0x00000000,	/* 1457:   load 8 smem word 33 */
	0x00000000,	/* 1458:   load 8 smem word 34 */
	0x00000000,	/* 1459:   load 8 smem word 35 */
	0x00000000,	/* 1460:   load 8 smem word 36 */
	0x00000000,	/* 1461:   load 8 smem word 37 */
	0x00000000,	/* 1462:   load 8 smem word 38 */
	0x00000000,	/* 1463:   load 8 smem word 39 */
	0x00000000,	/* 1464:   load 8 smem word 40 */
	0x00000000,	/* 1465:   load 8 smem word 41 */
	0x00000000,	/* 1466:   load 8 smem word 42 */
	0x00000000,	/* 1467:   load 8 smem word 43 */
	0x00000000,	/* 1468:   load 8 smem word 44 */
	0x00000000,	/* 1469:   load 8 smem word 45 */
	0x00000000,	/* 1470:   load 8 smem word 46 */
	0x00000000,	/* 1471:   load 8 smem word 47 */
	0x00020001,	/* 1472:   load 8 smem word 48 */
	0x00040003,	/* 1473:   load 8 smem word 49 */
	0x00060005,	/* 1474:   load 8 smem word 50 */
	0x00080007,	/* 1475:   load 8 smem word 51 */
	0x00000000,	/* 1476:   load 8 smem word 52 */
	0x00000000,	/* 1477:   load 8 smem word 53 */
	0x00000000,	/* 1478:   load 8 smem word 54 */
	0x00000000,	/* 1479:   load 8 smem word 55 */
	0x00120011,	/* 1480:   load 8 smem word 56 */
	0x00140013,	/* 1481:   load 8 smem word 57 */
	0x00160015,	/* 1482:   load 8 smem word 58 */
	0x00180017,	/* 1483:   load 8 smem word 59 */
	0x000a0009,	/* 1484:   load 8 smem word 60 */
	0x000c000b,	/* 1485:   load 8 smem word 61 */
	0x000e000d,	/* 1486:   load 8 smem word 62 */
	0x0010000f,	/* 1487:   load 8 smem word 63 */
	0x00520051,	/* 1488:   load 8 smem word 64 */
	0x00540053,	/* 1489:   load 8 smem word 65 */
	0x00560055,	/* 1490:   load 8 smem word 66 */
	0x00580057,	/* 1491:   load 8 smem word 67 */
	0x005a0059,	/* 1492:   load 8 smem word 68 */
	0x005c005b,	/* 1493:   load 8 smem word 69 */
	0x005e005d,	/* 1494:   load 8 smem word 70 */
	0x0060005f,	/* 1495:   load 8 smem word 71 */
	0x00000000,	/* 1496:   load 8 smem word 72 */
	0x00000000,	/* 1497:   load 8 smem word 73 */
	0x00000000,	/* 1498:   load 8 smem word 74 */
	0x00000000,	/* 1499:   load 8 smem word 75 */
	0x004a0049,	/* 1500:   load 8 smem word 76 */
	0x004c004b,	/* 1501:   load 8 smem word 77 */
	0x004e004d,	/* 1502:   load 8 smem word 78 */
	0x0050004f,	/* 1503:   load 8 smem word 79 */
	0x009a0099,	/* 1504:   load 8 smem word 80 */
	0x009c009b,	/* 1505:   load 8 smem word 81 */
	0x009e009d,	/* 1506:   load 8 smem word 82 */
	0x00a0009f,	/* 1507:   load 8 smem word 83 */
	0x00a200a1,	/* 1508:   load 8 smem word 84 */
	0x00a400a3,	/* 1509:   load 8 smem word 85 */
	0x00a600a5,	/* 1510:   load 8 smem word 86 */
	0x00a800a7,	/* 1511:   load 8 smem word 87 */
	0x00000000,	/* 1512:   load 8 smem word 88 */
	0x00000000,	/* 1513:   load 8 smem word 89 */
	0x00000000,	/* 1514:   load 8 smem word 90 */
	0x00000000,	/* 1515:   load 8 smem word 91 */
	0x00920091,	/* 1516:   load 8 smem word 92 */
	0x00940093,	/* 1517:   load 8 smem word 93 */
	0x00960095,	/* 1518:   load 8 smem word 94 */
	0x00980097,	/* 1519:   load 8 smem word 95 */
	0x00ea00e9,	/* 1520:   load 8 smem word 96 */
	0x00ec00eb,	/* 1521:   load 8 smem word 97 */
	0x00ee00ed,	/* 1522:   load 8 smem word 98 */
	0x00f000ef,	/* 1523:   load 8 smem word 99 */
	0x00e200e1,	/* 1524:   load 8 smem word 100 */
	0x00e400e3,	/* 1525:   load 8 smem word 101 */
	0x00e600e5,	/* 1526:   load 8 smem word 102 */
	0x00e800e7,	/* 1527:   load 8 smem word 103 */
	0x00da00d9,	/* 1528:   load 8 smem word 104 */
	0x00dc00db,	/* 1529:   load 8 smem word 105 */
	0x00de00dd,	/* 1530:   load 8 smem word 106 */
	0x00e000df,	/* 1531:   load 8 smem word 107 */
	0x00000000,	/* 1532:   load 8 smem word 108 */
	0x00000000,	/* 1533:   load 8 smem word 109 */
	0x00000000,	/* 1534:   load 8 smem word 110 */
	0x00000000,	/* 1535:   load 8 smem word 111 */
	0x01320131,	/* 1536:   load 8 smem word 112 */
	0x01340133,	/* 1537:   load 8 smem word 113 */
	0x01360135,	/* 1538:   load 8 smem word 114 */
	0x01380137,	/* 1539:   load 8 smem word 115 */
	0x012a0129,	/* 1540:   load 8 smem word 116 */
	0x012c012b,	/* 1541:   load 8 smem word 117 */
	0x012e012d,	/* 1542:   load 8 smem word 118 */
	0x0130012f,	/* 1543:   load 8 smem word 119 */
	0x01220121,	/* 1544:   load 8 smem word 120 */
	0x01240123,	/* 1545:   load 8 smem word 121 */
	0x01260125,	/* 1546:   load 8 smem word 122 */
	0x01280127,	/* 1547:   load 8 smem word 123 */
	0x00000000,	/* 1548:   load 8 smem word 124 */
	0x00000000,	/* 1549:   load 8 smem word 125 */
	0x00000000,	/* 1550:   load 8 smem word 126 */
	0x00000000,	/* 1551:   load 8 smem word 127 */
	0x01aa01a9,	/* 1552: load 9: g2 box [16, 8] estr [1, 1] 32B at [64, 5] (tx 256 B): 2d 32B, columns 72..79 out of bounds; smem word 0 */
	0x01ac01ab,	/* 1553:   load 9 smem word 1 */
	0x01ae01ad,	/* 1554:   load 9 smem word 2 */
	0x01b001af,	/* 1555:   load 9 smem word 3 */
	0x00000000,	/* 1556:   load 9 smem word 4 */
	0x00000000,	/* 1557:   load 9 smem word 5 */
	0x00000000,	/* 1558:   load 9 smem word 6 */
	0x00000000,	/* 1559:   load 9 smem word 7 */
	0x01f201f1,	/* 1560:   load 9 smem word 8 */
	0x01f401f3,	/* 1561:   load 9 smem word 9 */
	0x01f601f5,	/* 1562:   load 9 smem word 10 */
	0x01f801f7,	/* 1563:   load 9 smem word 11 */
	0x00000000,	/* 1564:   load 9 smem word 12 */
	0x00000000,	/* 1565:   load 9 smem word 13 */
	0x00000000,	/* 1566:   load 9 smem word 14 */
	0x00000000,	/* 1567:   load 9 smem word 15 */
	0x023a0239,	/* 1568:   load 9 smem word 16 */
	0x023c023b,	/* 1569:   load 9 smem word 17 */
	0x023e023d,	/* 1570:   load 9 smem word 18 */
	0x0240023f,	/* 1571:   load 9 smem word 19 */
	0x00000000,	/* 1572:   load 9 smem word 20 */
	0x00000000,	/* 1573:   load 9 smem word 21 */
	0x00000000,	/* 1574:   load 9 smem word 22 */
	0x00000000,	/* 1575:   load 9 smem word 23 */
	0x02820281,	/* 1576:   load 9 smem word 24 */
	0x02840283,	/* 1577:   load 9 smem word 25 */
	0x02860285,	/* 1578:   load 9 smem word 26 */
	0x02880287,	/* 1579:   load 9 smem word 27 */
	0x00000000,	/* 1580:   load 9 smem word 28 */
	0x00000000,	/* 1581:   load 9 smem word 29 */
	0x00000000,	/* 1582:   load 9 smem word 30 */
	0x00000000,	/* 1583:   load 9 smem word 31 */
	0x00000000,	/* 1584:   load 9 smem word 32 */
	0x00000000,	/* 1585:   load 9 smem word 33 */
	0x00000000,	/* 1586:   load 9 smem word 34 */
	0x00000000,	/* 1587:   load 9 smem word 35 */
	0x02ca02c9,	/* 1588:   load 9 smem word 36 */
	0x02cc02cb,	/* 1589:   load 9 smem word 37 */
	0x02ce02cd,	/* 1590:   load 9 smem word 38 */
	0x02d002cf,	/* 1591:   load 9 smem word 39 */
	0x00000000,	/* 1592:   load 9 smem word 40 */
	0x00000000,	/* 1593:   load 9 smem word 41 */
	0x00000000,	/* 1594:   load 9 smem word 42 */
	0x00000000,	/* 1595:   load 9 smem word 43 */
	0x03120311,	/* 1596:   load 9 smem word 44 */
	0x03140313,	/* 1597:   load 9 smem word 45 */
	0x03160315,	/* 1598:   load 9 smem word 46 */
	0x03180317,	/* 1599:   load 9 smem word 47 */
	0x00000000,	/* 1600:   load 9 smem word 48 */
	0x00000000,	/* 1601:   load 9 smem word 49 */
	0x00000000,	/* 1602:   load 9 smem word 50 */
	0x00000000,	/* 1603:   load 9 smem word 51 */
	0x035a0359,	/* 1604:   load 9 smem word 52 */
	0x035c035b,	/* 1605:   load 9 smem word 53 */
	0x035e035d,	/* 1606:   load 9 smem word 54 */
	0x0360035f,	/* 1607:   load 9 smem word 55 */
	0x00000000,	/* 1608:   load 9 smem word 56 */
	0x00000000,	/* 1609:   load 9 smem word 57 */
	0x00000000,	/* 1610:   load 9 smem word 58 */
	0x00000000,	/* 1611:   load 9 smem word 59 */
	0x03a203a1,	/* 1612:   load 9 smem word 60 */
	0x03a403a3,	/* 1613:   load 9 smem word 61 */
	0x03a603a5,	/* 1614:   load 9 smem word 62 */
	0x03a803a7,	/* 1615:   load 9 smem word 63 */
	0x03fa03f9,	/* 1616: load 10: g2 box [8, 8] estr [1, 1] 64B at [8, 14] (tx 128 B): 2d 64B, narrow box 8 u16 = 16 B per 64-B row, rows 20, 21 out of bounds; smem word 0 */
	0x03fc03fb,	/* 1617:   load 10 smem word 1 */
	0x03fe03fd,	/* 1618:   load 10 smem word 2 */
	0x040003ff,	/* 1619:   load 10 smem word 3 */
	0xeeeeeeee,	/* 1620:   load 10 smem word 4 */
	0xeeeeeeee,	/* 1621:   load 10 smem word 5 */
	0xeeeeeeee,	/* 1622:   load 10 smem word 6 */
	0xeeeeeeee,	/* 1623:   load 10 smem word 7 */
	0xeeeeeeee,	/* 1624:   load 10 smem word 8 */
	0xeeeeeeee,	/* 1625:   load 10 smem word 9 */
	0xeeeeeeee,	/* 1626:   load 10 smem word 10 */
	0xeeeeeeee,	/* 1627:   load 10 smem word 11 */
	0xeeeeeeee,	/* 1628:   load 10 smem word 12 */
	0xeeeeeeee,	/* 1629:   load 10 smem word 13 */
	0xeeeeeeee,	/* 1630:   load 10 smem word 14 */
	0xeeeeeeee,	/* 1631:   load 10 smem word 15 */
	0x04420441,	/* 1632:   load 10 smem word 16 */
	0x04440443,	/* 1633:   load 10 smem word 17 */
	0x04460445,	/* 1634:   load 10 smem word 18 */
	0x04480447,	/* 1635:   load 10 smem word 19 */
	0xeeeeeeee,	/* 1636:   load 10 smem word 20 */
	0xeeeeeeee,	/* 1637:   load 10 smem word 21 */
	0xeeeeeeee,	/* 1638:   load 10 smem word 22 */
	0xeeeeeeee,	/* 1639:   load 10 smem word 23 */
	0xeeeeeeee,	/* 1640:   load 10 smem word 24 */
	0xeeeeeeee,	/* 1641:   load 10 smem word 25 */
	0xeeeeeeee,	/* 1642:   load 10 smem word 26 */
	0xeeeeeeee,	/* 1643:   load 10 smem word 27 */
	0xeeeeeeee,	/* 1644:   load 10 smem word 28 */
	0xeeeeeeee,	/* 1645:   load 10 smem word 29 */
	0xeeeeeeee,	/* 1646:   load 10 smem word 30 */
	0xeeeeeeee,	/* 1647:   load 10 smem word 31 */
	0xeeeeeeee,	/* 1648:   load 10 smem word 32 */
	0xeeeeeeee,	/* 1649:   load 10 smem word 33 */
	0xeeeeeeee,	/* 1650:   load 10 smem word 34 */
	0xeeeeeeee,	/* 1651:   load 10 smem word 35 */
	0x048a0489,	/* 1652:   load 10 smem word 36 */
	0x048c048b,	/* 1653:   load 10 smem word 37 */
	0x048e048d,	/* 1654:   load 10 smem word 38 */
	0x0490048f,	/* 1655:   load 10 smem word 39 */
	0xeeeeeeee,	/* 1656:   load 10 smem word 40 */
	0xeeeeeeee,	/* 1657:   load 10 smem word 41 */
	0xeeeeeeee,	/* 1658:   load 10 smem word 42 */
	0xeeeeeeee,	/* 1659:   load 10 smem word 43 */
	0xeeeeeeee,	/* 1660:   load 10 smem word 44 */
	0xeeeeeeee,	/* 1661:   load 10 smem word 45 */
	0xeeeeeeee,	/* 1662:   load 10 smem word 46 */
	0xeeeeeeee,	/* 1663:   load 10 smem word 47 */
	0xeeeeeeee,	/* 1664:   load 10 smem word 48 */
	0xeeeeeeee,	/* 1665:   load 10 smem word 49 */
	0xeeeeeeee,	/* 1666:   load 10 smem word 50 */
	0xeeeeeeee,	/* 1667:   load 10 smem word 51 */
	0x04d204d1,	/* 1668:   load 10 smem word 52 */
	0x04d404d3,	/* 1669:   load 10 smem word 53 */
	0x04d604d5,	/* 1670:   load 10 smem word 54 */
	0x04d804d7,	/* 1671:   load 10 smem word 55 */
	0xeeeeeeee,	/* 1672:   load 10 smem word 56 */
	0xeeeeeeee,	/* 1673:   load 10 smem word 57 */
	0xeeeeeeee,	/* 1674:   load 10 smem word 58 */
	0xeeeeeeee,	/* 1675:   load 10 smem word 59 */
	0xeeeeeeee,	/* 1676:   load 10 smem word 60 */
	0xeeeeeeee,	/* 1677:   load 10 smem word 61 */
	0xeeeeeeee,	/* 1678:   load 10 smem word 62 */
	0xeeeeeeee,	/* 1679:   load 10 smem word 63 */
	0xeeeeeeee,	/* 1680:   load 10 smem word 64 */
	0xeeeeeeee,	/* 1681:   load 10 smem word 65 */
	0xeeeeeeee,	/* 1682:   load 10 smem word 66 */
	0xeeeeeeee,	/* 1683:   load 10 smem word 67 */
	0xeeeeeeee,	/* 1684:   load 10 smem word 68 */
	0xeeeeeeee,	/* 1685:   load 10 smem word 69 */
	0xeeeeeeee,	/* 1686:   load 10 smem word 70 */
	0xeeeeeeee,	/* 1687:   load 10 smem word 71 */
	0x051a0519,	/* 1688:   load 10 smem word 72 */
	0x051c051b,	/* 1689:   load 10 smem word 73 */
	0x051e051d,	/* 1690:   load 10 smem word 74 */
	0x0520051f,	/* 1691:   load 10 smem word 75 */
	0xeeeeeeee,	/* 1692:   load 10 smem word 76 */
	0xeeeeeeee,	/* 1693:   load 10 smem word 77 */
	0xeeeeeeee,	/* 1694:   load 10 smem word 78 */
	0xeeeeeeee,	/* 1695:   load 10 smem word 79 */
	0xeeeeeeee,	/* 1696:   load 10 smem word 80 */
	0xeeeeeeee,	/* 1697:   load 10 smem word 81 */
	0xeeeeeeee,	/* 1698:   load 10 smem word 82 */
	0xeeeeeeee,	/* 1699:   load 10 smem word 83 */
	0xeeeeeeee,	/* 1700:   load 10 smem word 84 */
	0xeeeeeeee,	/* 1701:   load 10 smem word 85 */
	0xeeeeeeee,	/* 1702:   load 10 smem word 86 */
	0xeeeeeeee,	/* 1703:   load 10 smem word 87 */
	0x05620561,	/* 1704:   load 10 smem word 88 */
	0x05640563,	/* 1705:   load 10 smem word 89 */
	0x05660565,	/* 1706:   load 10 smem word 90 */
	0x05680567,	/* 1707:   load 10 smem word 91 */
	0xeeeeeeee,	/* 1708:   load 10 smem word 92 */
	0xeeeeeeee,	/* 1709:   load 10 smem word 93 */
	0xeeeeeeee,	/* 1710:   load 10 smem word 94 */
	0xeeeeeeee,	/* 1711:   load 10 smem word 95 */
	0xeeeeeeee,	/* 1712:   load 10 smem word 96 */
	0xeeeeeeee,	/* 1713:   load 10 smem word 97 */
	0xeeeeeeee,	/* 1714:   load 10 smem word 98 */
	0xeeeeeeee,	/* 1715:   load 10 smem word 99 */
	0xeeeeeeee,	/* 1716:   load 10 smem word 100 */
	0xeeeeeeee,	/* 1717:   load 10 smem word 101 */
	0xeeeeeeee,	/* 1718:   load 10 smem word 102 */
	0xeeeeeeee,	/* 1719:   load 10 smem word 103 */
	0xeeeeeeee,	/* 1720:   load 10 smem word 104 */
	0xeeeeeeee,	/* 1721:   load 10 smem word 105 */
	0xeeeeeeee,	/* 1722:   load 10 smem word 106 */
	0xeeeeeeee,	/* 1723:   load 10 smem word 107 */
	0x00000000,	/* 1724:   load 10 smem word 108 */
	0x00000000,	/* 1725:   load 10 smem word 109 */
	0x00000000,	/* 1726:   load 10 smem word 110 */
	0x00000000,	/* 1727:   load 10 smem word 111 */
	0xeeeeeeee,	/* 1728:   load 10 smem word 112 */
	0xeeeeeeee,	/* 1729:   load 10 smem word 113 */
	0xeeeeeeee,	/* 1730:   load 10 smem word 114 */
	0xeeeeeeee,	/* 1731:   load 10 smem word 115 */
	0xeeeeeeee,	/* 1732:   load 10 smem word 116 */
	0xeeeeeeee,	/* 1733:   load 10 smem word 117 */
	0xeeeeeeee,	/* 1734:   load 10 smem word 118 */
	0xeeeeeeee,	/* 1735:   load 10 smem word 119 */
	0xeeeeeeee,	/* 1736:   load 10 smem word 120 */
	0xeeeeeeee,	/* 1737:   load 10 smem word 121 */
	0xeeeeeeee,	/* 1738:   load 10 smem word 122 */
	0xeeeeeeee,	/* 1739:   load 10 smem word 123 */
	0x00000000,	/* 1740:   load 10 smem word 124 */
	0x00000000,	/* 1741:   load 10 smem word 125 */
	0x00000000,	/* 1742:   load 10 smem word 126 */
	0x00000000,	/* 1743:   load 10 smem word 127 */
	0x05420541,	/* 1744: load 11: g2 box [32, 4] estr [1, 1] none at [48, 18] (tx 256 B): 2d no swizzle, pitch 64 B, right and bottom out of bounds; smem word 0 */
	0x05440543,	/* 1745:   load 11 smem word 1 */
	0x05460545,	/* 1746:   load 11 smem word 2 */
	0x05480547,	/* 1747:   load 11 smem word 3 */
	0x054a0549,	/* 1748:   load 11 smem word 4 */
	0x054c054b,	/* 1749:   load 11 smem word 5 */
	0x054e054d,	/* 1750:   load 11 smem word 6 */
	0x0550054f,	/* 1751:   load 11 smem word 7 */
	0x05520551,	/* 1752:   load 11 smem word 8 */
	0x05540553,	/* 1753:   load 11 smem word 9 */
	0x05560555,	/* 1754:   load 11 smem word 10 */
	0x05580557,	/* 1755:   load 11 smem word 11 */
	0x00000000,	/* 1756:   load 11 smem word 12 */
	0x00000000,	/* 1757:   load 11 smem word 13 */
	0x00000000,	/* 1758:   load 11 smem word 14 */
	0x00000000,	/* 1759:   load 11 smem word 15 */
	0x058a0589,	/* 1760:   load 11 smem word 16 */
	0x058c058b,	/* 1761:   load 11 smem word 17 */
	0x058e058d,	/* 1762:   load 11 smem word 18 */
	0x0590058f,	/* 1763:   load 11 smem word 19 */
	0x05920591,	/* 1764:   load 11 smem word 20 */
	0x05940593,	/* 1765:   load 11 smem word 21 */
	0x05960595,	/* 1766:   load 11 smem word 22 */
	0x05980597,	/* 1767:   load 11 smem word 23 */
	0x059a0599,	/* 1768:   load 11 smem word 24 */
	0x059c059b,	/* 1769:   load 11 smem word 25 */
	0x059e059d,	/* 1770:   load 11 smem word 26 */
	0x05a0059f,	/* 1771:   load 11 smem word 27 */
	0x00000000,	/* 1772:   load 11 smem word 28 */
	0x00000000,	/* 1773:   load 11 smem word 29 */
	0x00000000,	/* 1774:   load 11 smem word 30 */
	0x00000000,	/* 1775:   load 11 smem word 31 */
	0x00000000,	/* 1776:   load 11 smem word 32 */
	0x00000000,	/* 1777:   load 11 smem word 33 */
	0x00000000,	/* 1778:   load 11 smem word 34 */
	0x00000000,	/* 1779:   load 11 smem word 35 */
	0x00000000,	/* 1780:   load 11 smem word 36 */
	0x00000000,	/* 1781:   load 11 smem word 37 */
	0x00000000,	/* 1782:   load 11 smem word 38 */
	0x00000000,	/* 1783:   load 11 smem word 39 */
	0x00000000,	/* 1784:   load 11 smem word 40 */
	0x00000000,	/* 1785:   load 11 smem word 41 */
	0x00000000,	/* 1786:   load 11 smem word 42 */
	0x00000000,	/* 1787:   load 11 smem word 43 */
	0x00000000,	/* 1788:   load 11 smem word 44 */
	0x00000000,	/* 1789:   load 11 smem word 45 */
	0x00000000,	/* 1790:   load 11 smem word 46 */
	0x00000000,	/* 1791:   load 11 smem word 47 */
	0x00000000,	/* 1792:   load 11 smem word 48 */
	0x00000000,	/* 1793:   load 11 smem word 49 */
	0x00000000,	/* 1794:   load 11 smem word 50 */
	0x00000000,	/* 1795:   load 11 smem word 51 */
	0x00000000,	/* 1796:   load 11 smem word 52 */
	0x00000000,	/* 1797:   load 11 smem word 53 */
	0x00000000,	/* 1798:   load 11 smem word 54 */
	0x00000000,	/* 1799:   load 11 smem word 55 */
	0x00000000,	/* 1800:   load 11 smem word 56 */
	0x00000000,	/* 1801:   load 11 smem word 57 */
	0x00000000,	/* 1802:   load 11 smem word 58 */
	0x00000000,	/* 1803:   load 11 smem word 59 */
	0x00000000,	/* 1804:   load 11 smem word 60 */
	0x00000000,	/* 1805:   load 11 smem word 61 */
	0x00000000,	/* 1806:   load 11 smem word 62 */
	0x00000000,	/* 1807:   load 11 smem word 63 */
	0x00520051,	/* 1808: load 12: g2 box [16, 8] estr [1, 2] none at [8, 1] (tx 128 B): 2d no swizzle, element stride 2 in rows: rows 1,3,5,7; smem word 0 */
	0x00540053,	/* 1809:   load 12 smem word 1 */
	0x00560055,	/* 1810:   load 12 smem word 2 */
	0x00580057,	/* 1811:   load 12 smem word 3 */
	0x005a0059,	/* 1812:   load 12 smem word 4 */
	0x005c005b,	/* 1813:   load 12 smem word 5 */
	0x005e005d,	/* 1814:   load 12 smem word 6 */
	0x0060005f,	/* 1815:   load 12 smem word 7 */
	0x00e200e1,	/* 1816:   load 12 smem word 8 */
	0x00e400e3,	/* 1817:   load 12 smem word 9 */
	0x00e600e5,	/* 1818:   load 12 smem word 10 */
	0x00e800e7,	/* 1819:   load 12 smem word 11 */
	0x00ea00e9,	/* 1820:   load 12 smem word 12 */
	0x00ec00eb,	/* 1821:   load 12 smem word 13 */
	0x00ee00ed,	/* 1822:   load 12 smem word 14 */
	0x00f000ef,	/* 1823:   load 12 smem word 15 */
	0x01720171,	/* 1824:   load 12 smem word 16 */
	0x01740173,	/* 1825:   load 12 smem word 17 */
	0x01760175,	/* 1826:   load 12 smem word 18 */
	0x01780177,	/* 1827:   load 12 smem word 19 */
	0x017a0179,	/* 1828:   load 12 smem word 20 */
	0x017c017b,	/* 1829:   load 12 smem word 21 */
	0x017e017d,	/* 1830:   load 12 smem word 22 */
	0x0180017f,	/* 1831:   load 12 smem word 23 */
	0x02020201,	/* 1832:   load 12 smem word 24 */
	0x02040203,	/* 1833:   load 12 smem word 25 */
	0x02060205,	/* 1834:   load 12 smem word 26 */
	0x02080207,	/* 1835:   load 12 smem word 27 */
	0x020a0209,	/* 1836:   load 12 smem word 28 */
	0x020c020b,	/* 1837:   load 12 smem word 29 */
	0x020e020d,	/* 1838:   load 12 smem word 30 */
	0x0210020f,	/* 1839:   load 12 smem word 31 */
	0x04420441,	/* 1840: load 13: g2 box [64, 8] estr [1, 2] 128B at [8, 15] (tx 512 B): 2d 128B, element stride 2 in rows: rows 15,17,19,(21 OOB); smem word 0 */
	0x04440443,	/* 1841:   load 13 smem word 1 */
	0x04460445,	/* 1842:   load 13 smem word 2 */
	0x04480447,	/* 1843:   load 13 smem word 3 */
	0x044a0449,	/* 1844:   load 13 smem word 4 */
	0x044c044b,	/* 1845:   load 13 smem word 5 */
	0x044e044d,	/* 1846:   load 13 smem word 6 */
	0x0450044f,	/* 1847:   load 13 smem word 7 */
	0x04520451,	/* 1848:   load 13 smem word 8 */
	0x04540453,	/* 1849:   load 13 smem word 9 */
	0x04560455,	/* 1850:   load 13 smem word 10 */
	0x04580457,	/* 1851:   load 13 smem word 11 */
	0x045a0459,	/* 1852:   load 13 smem word 12 */
	0x045c045b,	/* 1853:   load 13 smem word 13 */
	0x045e045d,	/* 1854:   load 13 smem word 14 */
	0x0460045f,	/* 1855:   load 13 smem word 15 */
	0x04620461,	/* 1856:   load 13 smem word 16 */
	0x04640463,	/* 1857:   load 13 smem word 17 */
	0x04660465,	/* 1858:   load 13 smem word 18 */
	0x04680467,	/* 1859:   load 13 smem word 19 */
	0x046a0469,	/* 1860:   load 13 smem word 20 */
	0x046c046b,	/* 1861:   load 13 smem word 21 */
	0x046e046d,	/* 1862:   load 13 smem word 22 */
	0x0470046f,	/* 1863:   load 13 smem word 23 */
	0x04720471,	/* 1864:   load 13 smem word 24 */
	0x04740473,	/* 1865:   load 13 smem word 25 */
	0x04760475,	/* 1866:   load 13 smem word 26 */
	0x04780477,	/* 1867:   load 13 smem word 27 */
	0x047a0479,	/* 1868:   load 13 smem word 28 */
	0x047c047b,	/* 1869:   load 13 smem word 29 */
	0x047e047d,	/* 1870:   load 13 smem word 30 */
	0x0480047f,	/* 1871:   load 13 smem word 31 */
	0x04da04d9,	/* 1872:   load 13 smem word 32 */
	0x04dc04db,	/* 1873:   load 13 smem word 33 */
	0x04de04dd,	/* 1874:   load 13 smem word 34 */
	0x04e004df,	/* 1875:   load 13 smem word 35 */
	0x04d204d1,	/* 1876:   load 13 smem word 36 */
	0x04d404d3,	/* 1877:   load 13 smem word 37 */
	0x04d604d5,	/* 1878:   load 13 smem word 38 */
	0x04d804d7,	/* 1879:   load 13 smem word 39 */
	0x04ea04e9,	/* 1880:   load 13 smem word 40 */
	0x04ec04eb,	/* 1881:   load 13 smem word 41 */
	0x04ee04ed,	/* 1882:   load 13 smem word 42 */
	0x04f004ef,	/* 1883:   load 13 smem word 43 */
	0x04e204e1,	/* 1884:   load 13 smem word 44 */
	0x04e404e3,	/* 1885:   load 13 smem word 45 */
	0x04e604e5,	/* 1886:   load 13 smem word 46 */
	0x04e804e7,	/* 1887:   load 13 smem word 47 */
	0x04fa04f9,	/* 1888:   load 13 smem word 48 */
	0x04fc04fb,	/* 1889:   load 13 smem word 49 */
	0x04fe04fd,	/* 1890:   load 13 smem word 50 */
	0x050004ff,	/* 1891:   load 13 smem word 51 */
	0x04f204f1,	/* 1892:   load 13 smem word 52 */
	0x04f404f3,	/* 1893:   load 13 smem word 53 */
	0x04f604f5,	/* 1894:   load 13 smem word 54 */
	0x04f804f7,	/* 1895:   load 13 smem word 55 */
	0x050a0509,	/* 1896:   load 13 smem word 56 */
	0x050c050b,	/* 1897:   load 13 smem word 57 */
	0x050e050d,	/* 1898:   load 13 smem word 58 */
	0x0510050f,	/* 1899:   load 13 smem word 59 */
	0x05020501,	/* 1900:   load 13 smem word 60 */
	0x05040503,	/* 1901:   load 13 smem word 61 */
	0x05060505,	/* 1902:   load 13 smem word 62 */
	0x05080507,	/* 1903:   load 13 smem word 63 */
	0x05720571,	/* 1904:   load 13 smem word 64 */
	0x05740573,	/* 1905:   load 13 smem word 65 */
	0x05760575,	/* 1906:   load 13 smem word 66 */
	0x05780577,	/* 1907:   load 13 smem word 67 */
	0x057a0579,	/* 1908:   load 13 smem word 68 */
	0x057c057b,	/* 1909:   load 13 smem word 69 */
	0x057e057d,	/* 1910:   load 13 smem word 70 */
	0x0580057f,	/* 1911:   load 13 smem word 71 */
	0x05620561,	/* 1912:   load 13 smem word 72 */
	0x05640563,	/* 1913:   load 13 smem word 73 */
	0x05660565,	/* 1914:   load 13 smem word 74 */
	0x05680567,	/* 1915:   load 13 smem word 75 */
	0x056a0569,	/* 1916:   load 13 smem word 76 */
	0x056c056b,	/* 1917:   load 13 smem word 77 */
	0x056e056d,	/* 1918:   load 13 smem word 78 */
	0x0570056f,	/* 1919:   load 13 smem word 79 */
	0x05920591,	/* 1920:   load 13 smem word 80 */
	0x05940593,	/* 1921:   load 13 smem word 81 */
	0x05960595,	/* 1922:   load 13 smem word 82 */
	0x05980597,	/* 1923:   load 13 smem word 83 */
	0x059a0599,	/* 1924:   load 13 smem word 84 */
	0x059c059b,	/* 1925:   load 13 smem word 85 */
	0x059e059d,	/* 1926:   load 13 smem word 86 */
	0x05a0059f,	/* 1927:   load 13 smem word 87 */
	0x05820581,	/* 1928:   load 13 smem word 88 */
	0x05840583,	/* 1929:   load 13 smem word 89 */
	0x05860585,	/* 1930:   load 13 smem word 90 */
	0x05880587,	/* 1931:   load 13 smem word 91 */
	0x058a0589,	/* 1932:   load 13 smem word 92 */
	0x058c058b,	/* 1933:   load 13 smem word 93 */
	0x058e058d,	/* 1934:   load 13 smem word 94 */
	0x0590058f,	/* 1935:   load 13 smem word 95 */
	0x00000000,	/* 1936:   load 13 smem word 96 */
	0x00000000,	/* 1937:   load 13 smem word 97 */
	0x00000000,	/* 1938:   load 13 smem word 98 */
	0x00000000,	/* 1939:   load 13 smem word 99 */
	0x00000000,	/* 1940:   load 13 smem word 100 */
	0x00000000,	/* 1941:   load 13 smem word 101 */
	0x00000000,	/* 1942:   load 13 smem word 102 */
	0x00000000,	/* 1943:   load 13 smem word 103 */
	0x00000000,	/* 1944:   load 13 smem word 104 */
	0x00000000,	/* 1945:   load 13 smem word 105 */
	0x00000000,	/* 1946:   load 13 smem word 106 */
	0x00000000,	/* 1947:   load 13 smem word 107 */
	0x00000000,	/* 1948:   load 13 smem word 108 */
	0x00000000,	/* 1949:   load 13 smem word 109 */
	0x00000000,	/* 1950:   load 13 smem word 110 */
	0x00000000,	/* 1951:   load 13 smem word 111 */
	0x00000000,	/* 1952:   load 13 smem word 112 */
	0x00000000,	/* 1953:   load 13 smem word 113 */
	0x00000000,	/* 1954:   load 13 smem word 114 */
	0x00000000,	/* 1955:   load 13 smem word 115 */
	0x00000000,	/* 1956:   load 13 smem word 116 */
	0x00000000,	/* 1957:   load 13 smem word 117 */
	0x00000000,	/* 1958:   load 13 smem word 118 */
	0x00000000,	/* 1959:   load 13 smem word 119 */
	0x00000000,	/* 1960:   load 13 smem word 120 */
	0x00000000,	/* 1961:   load 13 smem word 121 */
	0x00000000,	/* 1962:   load 13 smem word 122 */
	0x00000000,	/* 1963:   load 13 smem word 123 */
	0x00000000,	/* 1964:   load 13 smem word 124 */
	0x00000000,	/* 1965:   load 13 smem word 125 */
	0x00000000,	/* 1966:   load 13 smem word 126 */
	0x00000000,	/* 1967:   load 13 smem word 127 */
	0x0c510c50,	/* 1968: load 14: g3 box [16, 4, 2] estr [1, 1, 1] 32B at [32, 8, 2] (tx 256 B): 3d 32B, out of bounds in all three dimensions; smem word 0 */
	0x0c530c52,	/* 1969:   load 14 smem word 1 */
	0x0c550c54,	/* 1970:   load 14 smem word 2 */
	0x0c570c56,	/* 1971:   load 14 smem word 3 */
	0x00000000,	/* 1972:   load 14 smem word 4 */
	0x00000000,	/* 1973:   load 14 smem word 5 */
	0x00000000,	/* 1974:   load 14 smem word 6 */
	0x00000000,	/* 1975:   load 14 smem word 7 */
	0x0c790c78,	/* 1976:   load 14 smem word 8 */
	0x0c7b0c7a,	/* 1977:   load 14 smem word 9 */
	0x0c7d0c7c,	/* 1978:   load 14 smem word 10 */
	0x0c7f0c7e,	/* 1979:   load 14 smem word 11 */
	0x00000000,	/* 1980:   load 14 smem word 12 */
	0x00000000,	/* 1981:   load 14 smem word 13 */
	0x00000000,	/* 1982:   load 14 smem word 14 */
	0x00000000,	/* 1983:   load 14 smem word 15 */
	0x00000000,	/* 1984:   load 14 smem word 16 */
	0x00000000,	/* 1985:   load 14 smem word 17 */
	0x00000000,	/* 1986:   load 14 smem word 18 */
	0x00000000,	/* 1987:   load 14 smem word 19 */
	0x00000000,	/* 1988:   load 14 smem word 20 */
	0x00000000,	/* 1989:   load 14 smem word 21 */
	0x00000000,	/* 1990:   load 14 smem word 22 */
	0x00000000,	/* 1991:   load 14 smem word 23 */
	0x00000000,	/* 1992:   load 14 smem word 24 */
	0x00000000,	/* 1993:   load 14 smem word 25 */
	0x00000000,	/* 1994:   load 14 smem word 26 */
	0x00000000,	/* 1995:   load 14 smem word 27 */
	0x00000000,	/* 1996:   load 14 smem word 28 */
	0x00000000,	/* 1997:   load 14 smem word 29 */
	0x00000000,	/* 1998:   load 14 smem word 30 */
	0x00000000,	/* 1999:   load 14 smem word 31 */
	0x00000000,	/* 2000:   load 14 smem word 32 */
	0x00000000,	/* 2001:   load 14 smem word 33 */
	0x00000000,	/* 2002:   load 14 smem word 34 */
	0x00000000,	/* 2003:   load 14 smem word 35 */
	0x00000000,	/* 2004:   load 14 smem word 36 */
	0x00000000,	/* 2005:   load 14 smem word 37 */
	0x00000000,	/* 2006:   load 14 smem word 38 */
	0x00000000,	/* 2007:   load 14 smem word 39 */
	0x00000000,	/* 2008:   load 14 smem word 40 */
	0x00000000,	/* 2009:   load 14 smem word 41 */
	0x00000000,	/* 2010:   load 14 smem word 42 */
	0x00000000,	/* 2011:   load 14 smem word 43 */
	0x00000000,	/* 2012:   load 14 smem word 44 */
	0x00000000,	/* 2013:   load 14 smem word 45 */
	0x00000000,	/* 2014:   load 14 smem word 46 */
	0x00000000,	/* 2015:   load 14 smem word 47 */
	0x00000000,	/* 2016:   load 14 smem word 48 */
	0x00000000,	/* 2017:   load 14 smem word 49 */
	0x00000000,	/* 2018:   load 14 smem word 50 */
	0x00000000,	/* 2019:   load 14 smem word 51 */
	0x00000000,	/* 2020:   load 14 smem word 52 */
	0x00000000,	/* 2021:   load 14 smem word 53 */
	0x00000000,	/* 2022:   load 14 smem word 54 */
	0x00000000,	/* 2023:   load 14 smem word 55 */
	0x00000000,	/* 2024:   load 14 smem word 56 */
	0x00000000,	/* 2025:   load 14 smem word 57 */
	0x00000000,	/* 2026:   load 14 smem word 58 */
	0x00000000,	/* 2027:   load 14 smem word 59 */
	0x00000000,	/* 2028:   load 14 smem word 60 */
	0x00000000,	/* 2029:   load 14 smem word 61 */
	0x00000000,	/* 2030:   load 14 smem word 62 */
	0x00000000,	/* 2031:   load 14 smem word 63 */
	0x07d107d0,	/* 2032: load 15: g3 box [32, 3, 3] estr [1, 1, 1] 64B at [0, 0, 0] (tx 576 B): 3d 64B, in bounds; smem word 0 */
	0x07d307d2,	/* 2033:   load 15 smem word 1 */
	0x07d507d4,	/* 2034:   load 15 smem word 2 */
	0x07d707d6,	/* 2035:   load 15 smem word 3 */
	0x07d907d8,	/* 2036:   load 15 smem word 4 */
	0x07db07da,	/* 2037:   load 15 smem word 5 */
	0x07dd07dc,	/* 2038:   load 15 smem word 6 */
	0x07df07de,	/* 2039:   load 15 smem word 7 */
	0x07e107e0,	/* 2040:   load 15 smem word 8 */
	0x07e307e2,	/* 2041:   load 15 smem word 9 */
	0x07e507e4,	/* 2042:   load 15 smem word 10 */
	0x07e707e6,	/* 2043:   load 15 smem word 11 */
	0x07e907e8,	/* 2044:   load 15 smem word 12 */
	0x07eb07ea,	/* 2045:   load 15 smem word 13 */
	0x07ed07ec,	/* 2046:   load 15 smem word 14 */
	0x07ef07ee,	/* 2047:   load 15 smem word 15 */
	0x07f907f8,	/* 2048:   load 15 smem word 16 */
	0x07fb07fa,	/* 2049:   load 15 smem word 17 */
	0x07fd07fc,	/* 2050:   load 15 smem word 18 */
	0x07ff07fe,	/* 2051:   load 15 smem word 19 */
	0x08010800,	/* 2052:   load 15 smem word 20 */
	0x08030802,	/* 2053:   load 15 smem word 21 */
	0x08050804,	/* 2054:   load 15 smem word 22 */
	0x08070806,	/* 2055:   load 15 smem word 23 */
	0x08090808,	/* 2056:   load 15 smem word 24 */
	0x080b080a,	/* 2057:   load 15 smem word 25 */
	0x080d080c,	/* 2058:   load 15 smem word 26 */
	0x080f080e,	/* 2059:   load 15 smem word 27 */
	0x08110810,	/* 2060:   load 15 smem word 28 */
	0x08130812,	/* 2061:   load 15 smem word 29 */
	0x08150814,	/* 2062:   load 15 smem word 30 */
	0x08170816,	/* 2063:   load 15 smem word 31 */
	0x08290828,	/* 2064:   load 15 smem word 32 */
	0x082b082a,	/* 2065:   load 15 smem word 33 */
	0x082d082c,	/* 2066:   load 15 smem word 34 */
	0x082f082e,	/* 2067:   load 15 smem word 35 */
	0x08210820,	/* 2068:   load 15 smem word 36 */
	0x08230822,	/* 2069:   load 15 smem word 37 */
	0x08250824,	/* 2070:   load 15 smem word 38 */
	0x08270826,	/* 2071:   load 15 smem word 39 */
	0x08390838,	/* 2072:   load 15 smem word 40 */
	0x083b083a,	/* 2073:   load 15 smem word 41 */
	0x083d083c,	/* 2074:   load 15 smem word 42 */
	0x083f083e,	/* 2075:   load 15 smem word 43 */
	0x08310830,	/* 2076:   load 15 smem word 44 */
	0x08330832,	/* 2077:   load 15 smem word 45 */
	0x08350834,	/* 2078:   load 15 smem word 46 */
	0x08370836,	/* 2079:   load 15 smem word 47 */
	0x09690968,	/* 2080:   load 15 smem word 48 */
	0x096b096a,	/* 2081:   load 15 smem word 49 */
	0x096d096c,	/* 2082:   load 15 smem word 50 */
	0x096f096e,	/* 2083:   load 15 smem word 51 */
	0x09610960,	/* 2084:   load 15 smem word 52 */
	0x09630962,	/* 2085:   load 15 smem word 53 */
	0x09650964,	/* 2086:   load 15 smem word 54 */
	0x09670966,	/* 2087:   load 15 smem word 55 */
	0x09790978,	/* 2088:   load 15 smem word 56 */
	0x097b097a,	/* 2089:   load 15 smem word 57 */
	0x097d097c,	/* 2090:   load 15 smem word 58 */
	0x097f097e,	/* 2091:   load 15 smem word 59 */
	0x09710970,	/* 2092:   load 15 smem word 60 */
	0x09730972,	/* 2093:   load 15 smem word 61 */
	0x09750974,	/* 2094:   load 15 smem word 62 */
	0x09770976,	/* 2095:   load 15 smem word 63 */
	0x09990998,	/* 2096:   load 15 smem word 64 */
	0x099b099a,	/* 2097:   load 15 smem word 65 */
	0x099d099c,	/* 2098:   load 15 smem word 66 */
	0x099f099e,	/* 2099:   load 15 smem word 67 */
	0x09a109a0,	/* 2100:   load 15 smem word 68 */
	0x09a309a2,	/* 2101:   load 15 smem word 69 */
	0x09a509a4,	/* 2102:   load 15 smem word 70 */
	0x09a709a6,	/* 2103:   load 15 smem word 71 */
	0x09890988,	/* 2104:   load 15 smem word 72 */
	0x098b098a,	/* 2105:   load 15 smem word 73 */
	0x098d098c,	/* 2106:   load 15 smem word 74 */
	0x098f098e,	/* 2107:   load 15 smem word 75 */
	0x09910990,	/* 2108:   load 15 smem word 76 */
	0x09930992,	/* 2109:   load 15 smem word 77 */
	0x09950994,	/* 2110:   load 15 smem word 78 */
	0x09970996,	/* 2111:   load 15 smem word 79 */
	0x09c109c0,	/* 2112:   load 15 smem word 80 */
	0x09c309c2,	/* 2113:   load 15 smem word 81 */
	0x09c509c4,	/* 2114:   load 15 smem word 82 */
	0x09c709c6,	/* 2115:   load 15 smem word 83 */
	0x09c909c8,	/* 2116:   load 15 smem word 84 */
	0x09cb09ca,	/* 2117:   load 15 smem word 85 */
	0x09cd09cc,	/* 2118:   load 15 smem word 86 */
	0x09cf09ce,	/* 2119:   load 15 smem word 87 */
	0x09b109b0,	/* 2120:   load 15 smem word 88 */
	0x09b309b2,	/* 2121:   load 15 smem word 89 */
	0x09b509b4,	/* 2122:   load 15 smem word 90 */
	0x09b709b6,	/* 2123:   load 15 smem word 91 */
	0x09b909b8,	/* 2124:   load 15 smem word 92 */
	0x09bb09ba,	/* 2125:   load 15 smem word 93 */
	0x09bd09bc,	/* 2126:   load 15 smem word 94 */
	0x09bf09be,	/* 2127:   load 15 smem word 95 */
	0x0b090b08,	/* 2128:   load 15 smem word 96 */
	0x0b0b0b0a,	/* 2129:   load 15 smem word 97 */
	0x0b0d0b0c,	/* 2130:   load 15 smem word 98 */
	0x0b0f0b0e,	/* 2131:   load 15 smem word 99 */
	0x0b010b00,	/* 2132:   load 15 smem word 100 */
	0x0b030b02,	/* 2133:   load 15 smem word 101 */
	0x0b050b04,	/* 2134:   load 15 smem word 102 */
	0x0b070b06,	/* 2135:   load 15 smem word 103 */
	0x0af90af8,	/* 2136:   load 15 smem word 104 */
	0x0afb0afa,	/* 2137:   load 15 smem word 105 */
	0x0afd0afc,	/* 2138:   load 15 smem word 106 */
	0x0aff0afe,	/* 2139:   load 15 smem word 107 */
	0x0af10af0,	/* 2140:   load 15 smem word 108 */
	0x0af30af2,	/* 2141:   load 15 smem word 109 */
	0x0af50af4,	/* 2142:   load 15 smem word 110 */
	0x0af70af6,	/* 2143:   load 15 smem word 111 */
	0x0b310b30,	/* 2144:   load 15 smem word 112 */
	0x0b330b32,	/* 2145:   load 15 smem word 113 */
	0x0b350b34,	/* 2146:   load 15 smem word 114 */
	0x0b370b36,	/* 2147:   load 15 smem word 115 */
	0x0b290b28,	/* 2148:   load 15 smem word 116 */
	0x0b2b0b2a,	/* 2149:   load 15 smem word 117 */
	0x0b2d0b2c,	/* 2150:   load 15 smem word 118 */
	0x0b2f0b2e,	/* 2151:   load 15 smem word 119 */
	0x0b210b20,	/* 2152:   load 15 smem word 120 */
	0x0b230b22,	/* 2153:   load 15 smem word 121 */
	0x0b250b24,	/* 2154:   load 15 smem word 122 */
	0x0b270b26,	/* 2155:   load 15 smem word 123 */
	0x0b190b18,	/* 2156:   load 15 smem word 124 */
	0x0b1b0b1a,	/* 2157:   load 15 smem word 125 */
	0x0b1d0b1c,	/* 2158:   load 15 smem word 126 */
	0x0b1f0b1e,	/* 2159:   load 15 smem word 127 */
	0x0b410b40,	/* 2160:   load 15 smem word 128 */
	0x0b430b42,	/* 2161:   load 15 smem word 129 */
	0x0b450b44,	/* 2162:   load 15 smem word 130 */
	0x0b470b46,	/* 2163:   load 15 smem word 131 */
	0x0b490b48,	/* 2164:   load 15 smem word 132 */
	0x0b4b0b4a,	/* 2165:   load 15 smem word 133 */
	0x0b4d0b4c,	/* 2166:   load 15 smem word 134 */
	0x0b4f0b4e,	/* 2167:   load 15 smem word 135 */
	0x0b510b50,	/* 2168:   load 15 smem word 136 */
	0x0b530b52,	/* 2169:   load 15 smem word 137 */
	0x0b550b54,	/* 2170:   load 15 smem word 138 */
	0x0b570b56,	/* 2171:   load 15 smem word 139 */
	0x0b590b58,	/* 2172:   load 15 smem word 140 */
	0x0b5b0b5a,	/* 2173:   load 15 smem word 141 */
	0x0b5d0b5c,	/* 2174:   load 15 smem word 142 */
	0x0b5f0b5e,	/* 2175:   load 15 smem word 143 */
	0x08190818,	/* 2176: load 16: g3 box [8, 5, 3] estr [1, 2, 2] none at [32, 1, 0] (tx 96 B): 3d no swizzle, element strides {1,2,2}: rows 1,3,5 of planes 0,2; columns 32..39; smem word 0 */
	0x081b081a,	/* 2177:   load 16 smem word 1 */
	0x081d081c,	/* 2178:   load 16 smem word 2 */
	0x081f081e,	/* 2179:   load 16 smem word 3 */
	0x08690868,	/* 2180:   load 16 smem word 4 */
	0x086b086a,	/* 2181:   load 16 smem word 5 */
	0x086d086c,	/* 2182:   load 16 smem word 6 */
	0x086f086e,	/* 2183:   load 16 smem word 7 */
	0x08b908b8,	/* 2184:   load 16 smem word 8 */
	0x08bb08ba,	/* 2185:   load 16 smem word 9 */
	0x08bd08bc,	/* 2186:   load 16 smem word 10 */
	0x08bf08be,	/* 2187:   load 16 smem word 11 */
	0x0b390b38,	/* 2188:   load 16 smem word 12 */
	0x0b3b0b3a,	/* 2189:   load 16 smem word 13 */
	0x0b3d0b3c,	/* 2190:   load 16 smem word 14 */
	0x0b3f0b3e,	/* 2191:   load 16 smem word 15 */
	0x0b890b88,	/* 2192:   load 16 smem word 16 */
	0x0b8b0b8a,	/* 2193:   load 16 smem word 17 */
	0x0b8d0b8c,	/* 2194:   load 16 smem word 18 */
	0x0b8f0b8e,	/* 2195:   load 16 smem word 19 */
	0x0bd90bd8,	/* 2196:   load 16 smem word 20 */
	0x0bdb0bda,	/* 2197:   load 16 smem word 21 */
	0x0bdd0bdc,	/* 2198:   load 16 smem word 22 */
	0x0bdf0bde,	/* 2199:   load 16 smem word 23 */
};
CONF(tma)

static const uint32_t conf_tma_store[] = {
	0x01000000,	/*   0: store target s1[0][0]: base 0x1000000 + 0x10000*y + x */
	0x01000001,	/*   1: store target s1[0][1]: base 0x1000000 + 0x10000*y + x */
	0x01000002,	/*   2: store target s1[0][2]: base 0x1000000 + 0x10000*y + x */
	0x01000003,	/*   3: store target s1[0][3]: base 0x1000000 + 0x10000*y + x */
	0x01000004,	/*   4: store target s1[0][4]: base 0x1000000 + 0x10000*y + x */
	0x01000005,	/*   5: store target s1[0][5]: base 0x1000000 + 0x10000*y + x */
	0x01000006,	/*   6: store target s1[0][6]: base 0x1000000 + 0x10000*y + x */
	0x01000007,	/*   7: store target s1[0][7]: base 0x1000000 + 0x10000*y + x */
	0x01000008,	/*   8: store target s1[0][8]: base 0x1000000 + 0x10000*y + x */
	0x01000009,	/*   9: store target s1[0][9]: base 0x1000000 + 0x10000*y + x */
	0x0100000a,	/*  10: store target s1[0][10]: base 0x1000000 + 0x10000*y + x */
	0x0100000b,	/*  11: store target s1[0][11]: base 0x1000000 + 0x10000*y + x */
	0x0100000c,	/*  12: store target s1[0][12]: base 0x1000000 + 0x10000*y + x */
	0x0100000d,	/*  13: store target s1[0][13]: base 0x1000000 + 0x10000*y + x */
	0x0100000e,	/*  14: store target s1[0][14]: base 0x1000000 + 0x10000*y + x */
	0x0100000f,	/*  15: store target s1[0][15]: base 0x1000000 + 0x10000*y + x */
	0x01000010,	/*  16: store target s1[0][16]: base 0x1000000 + 0x10000*y + x */
	0x01000011,	/*  17: store target s1[0][17]: base 0x1000000 + 0x10000*y + x */
	0x01000012,	/*  18: store target s1[0][18]: base 0x1000000 + 0x10000*y + x */
	0x01000013,	/*  19: store target s1[0][19]: base 0x1000000 + 0x10000*y + x */
	0x01000014,	/*  20: store target s1[0][20]: base 0x1000000 + 0x10000*y + x */
	0x01000015,	/*  21: store target s1[0][21]: base 0x1000000 + 0x10000*y + x */
	0x01000016,	/*  22: store target s1[0][22]: base 0x1000000 + 0x10000*y + x */
	0x01000017,	/*  23: store target s1[0][23]: base 0x1000000 + 0x10000*y + x */
	0x01010000,	/*  24: store target s1[1][0]: base 0x1000000 + 0x10000*y + x */
	0x01010001,	/*  25: store target s1[1][1]: base 0x1000000 + 0x10000*y + x */
	0x01010002,	/*  26: store target s1[1][2]: base 0x1000000 + 0x10000*y + x */
	0x01010003,	/*  27: store target s1[1][3]: base 0x1000000 + 0x10000*y + x */
	0x01010004,	/*  28: store target s1[1][4]: base 0x1000000 + 0x10000*y + x */
	0x01010005,	/*  29: store target s1[1][5]: base 0x1000000 + 0x10000*y + x */
	0x01010006,	/*  30: store target s1[1][6]: base 0x1000000 + 0x10000*y + x */
	0x01010007,	/*  31: store target s1[1][7]: base 0x1000000 + 0x10000*y + x */
	0x01010008,	/*  32: store target s1[1][8]: base 0x1000000 + 0x10000*y + x */
	0x01010009,	/*  33: store target s1[1][9]: base 0x1000000 + 0x10000*y + x */
	0x0101000a,	/*  34: store target s1[1][10]: base 0x1000000 + 0x10000*y + x */
	0x0101000b,	/*  35: store target s1[1][11]: base 0x1000000 + 0x10000*y + x */
	0x0101000c,	/*  36: store target s1[1][12]: base 0x1000000 + 0x10000*y + x */
	0x0101000d,	/*  37: store target s1[1][13]: base 0x1000000 + 0x10000*y + x */
	0x0101000e,	/*  38: store target s1[1][14]: base 0x1000000 + 0x10000*y + x */
	0x0101000f,	/*  39: store target s1[1][15]: base 0x1000000 + 0x10000*y + x */
	0x01010010,	/*  40: store target s1[1][16]: base 0x1000000 + 0x10000*y + x */
	0x01010011,	/*  41: store target s1[1][17]: base 0x1000000 + 0x10000*y + x */
	0x01010012,	/*  42: store target s1[1][18]: base 0x1000000 + 0x10000*y + x */
	0x01010013,	/*  43: store target s1[1][19]: base 0x1000000 + 0x10000*y + x */
	0x01010014,	/*  44: store target s1[1][20]: base 0x1000000 + 0x10000*y + x */
	0x01010015,	/*  45: store target s1[1][21]: base 0x1000000 + 0x10000*y + x */
	0x01010016,	/*  46: store target s1[1][22]: base 0x1000000 + 0x10000*y + x */
	0x01010017,	/*  47: store target s1[1][23]: base 0x1000000 + 0x10000*y + x */
	0x01020000,	/*  48: store target s1[2][0]: base 0x1000000 + 0x10000*y + x */
	0x01020001,	/*  49: store target s1[2][1]: base 0x1000000 + 0x10000*y + x */
	0x01020002,	/*  50: store target s1[2][2]: base 0x1000000 + 0x10000*y + x */
	0x01020003,	/*  51: store target s1[2][3]: base 0x1000000 + 0x10000*y + x */
	0x01020004,	/*  52: store target s1[2][4]: base 0x1000000 + 0x10000*y + x */
	0x01020005,	/*  53: store target s1[2][5]: base 0x1000000 + 0x10000*y + x */
	0x01020006,	/*  54: store target s1[2][6]: base 0x1000000 + 0x10000*y + x */
	0x01020007,	/*  55: store target s1[2][7]: base 0x1000000 + 0x10000*y + x */
	0x01020008,	/*  56: store target s1[2][8]: base 0x1000000 + 0x10000*y + x */
	0x01020009,	/*  57: store target s1[2][9]: base 0x1000000 + 0x10000*y + x */
	0x0102000a,	/*  58: store target s1[2][10]: base 0x1000000 + 0x10000*y + x */
	0x0102000b,	/*  59: store target s1[2][11]: base 0x1000000 + 0x10000*y + x */
	0x0102000c,	/*  60: store target s1[2][12]: base 0x1000000 + 0x10000*y + x */
	0x0102000d,	/*  61: store target s1[2][13]: base 0x1000000 + 0x10000*y + x */
	0x0102000e,	/*  62: store target s1[2][14]: base 0x1000000 + 0x10000*y + x */
	0x0102000f,	/*  63: store target s1[2][15]: base 0x1000000 + 0x10000*y + x */
	0x01020010,	/*  64: store target s1[2][16]: base 0x1000000 + 0x10000*y + x */
	0x01020011,	/*  65: store target s1[2][17]: base 0x1000000 + 0x10000*y + x */
	0x01020012,	/*  66: store target s1[2][18]: base 0x1000000 + 0x10000*y + x */
	0x01020013,	/*  67: store target s1[2][19]: base 0x1000000 + 0x10000*y + x */
	0x01020014,	/*  68: store target s1[2][20]: base 0x1000000 + 0x10000*y + x */
	0x01020015,	/*  69: store target s1[2][21]: base 0x1000000 + 0x10000*y + x */
	0x01020016,	/*  70: store target s1[2][22]: base 0x1000000 + 0x10000*y + x */
	0x01020017,	/*  71: store target s1[2][23]: base 0x1000000 + 0x10000*y + x */
	0x01030000,	/*  72: store target s1[3][0]: base 0x1000000 + 0x10000*y + x */
	0x01030001,	/*  73: store target s1[3][1]: base 0x1000000 + 0x10000*y + x */
	0x01030002,	/*  74: store target s1[3][2]: base 0x1000000 + 0x10000*y + x */
	0x01030003,	/*  75: store target s1[3][3]: base 0x1000000 + 0x10000*y + x */
	0x01030004,	/*  76: store target s1[3][4]: base 0x1000000 + 0x10000*y + x */
	0x01030005,	/*  77: store target s1[3][5]: base 0x1000000 + 0x10000*y + x */
	0x01030006,	/*  78: store target s1[3][6]: base 0x1000000 + 0x10000*y + x */
	0x01030007,	/*  79: store target s1[3][7]: base 0x1000000 + 0x10000*y + x */
	0x01030008,	/*  80: store target s1[3][8]: base 0x1000000 + 0x10000*y + x */
	0x01030009,	/*  81: store target s1[3][9]: base 0x1000000 + 0x10000*y + x */
	0x0103000a,	/*  82: store target s1[3][10]: base 0x1000000 + 0x10000*y + x */
	0x0103000b,	/*  83: store target s1[3][11]: base 0x1000000 + 0x10000*y + x */
	0x0103000c,	/*  84: store target s1[3][12]: base 0x1000000 + 0x10000*y + x */
	0x0103000d,	/*  85: store target s1[3][13]: base 0x1000000 + 0x10000*y + x */
	0x0103000e,	/*  86: store target s1[3][14]: base 0x1000000 + 0x10000*y + x */
	0x0103000f,	/*  87: store target s1[3][15]: base 0x1000000 + 0x10000*y + x */
	0x01030010,	/*  88: store target s1[3][16]: base 0x1000000 + 0x10000*y + x */
	0x01030011,	/*  89: store target s1[3][17]: base 0x1000000 + 0x10000*y + x */
	0x01030012,	/*  90: store target s1[3][18]: base 0x1000000 + 0x10000*y + x */
	0x01030013,	/*  91: store target s1[3][19]: base 0x1000000 + 0x10000*y + x */
	0x01030014,	/*  92: store target s1[3][20]: base 0x1000000 + 0x10000*y + x */
	0x01030015,	/*  93: store target s1[3][21]: base 0x1000000 + 0x10000*y + x */
	0x01030016,	/*  94: store target s1[3][22]: base 0x1000000 + 0x10000*y + x */
	0x01030017,	/*  95: store target s1[3][23]: base 0x1000000 + 0x10000*y + x */
	0x01040000,	/*  96: store target s1[4][0]: base 0x1000000 + 0x10000*y + x */
	0x01040001,	/*  97: store target s1[4][1]: base 0x1000000 + 0x10000*y + x */
	0x01040002,	/*  98: store target s1[4][2]: base 0x1000000 + 0x10000*y + x */
	0x01040003,	/*  99: store target s1[4][3]: base 0x1000000 + 0x10000*y + x */
	0x02040004,	/* 100: store target s1[4][4]: base 0x2000000 + 0x10000*y + x */
	0x02040005,	/* 101: store target s1[4][5]: base 0x2000000 + 0x10000*y + x */
	0x02040006,	/* 102: store target s1[4][6]: base 0x2000000 + 0x10000*y + x */
	0x02040007,	/* 103: store target s1[4][7]: base 0x2000000 + 0x10000*y + x */
	0x02040008,	/* 104: store target s1[4][8]: base 0x2000000 + 0x10000*y + x */
	0x02040009,	/* 105: store target s1[4][9]: base 0x2000000 + 0x10000*y + x */
	0x0204000a,	/* 106: store target s1[4][10]: base 0x2000000 + 0x10000*y + x */
	0x0204000b,	/* 107: store target s1[4][11]: base 0x2000000 + 0x10000*y + x */
	0x0104000c,	/* 108: store target s1[4][12]: base 0x1000000 + 0x10000*y + x */
	0x0104000d,	/* 109: store target s1[4][13]: base 0x1000000 + 0x10000*y + x */
	0x0104000e,	/* 110: store target s1[4][14]: base 0x1000000 + 0x10000*y + x */
	0x0104000f,	/* 111: store target s1[4][15]: base 0x1000000 + 0x10000*y + x */
	0x01040010,	/* 112: store target s1[4][16]: base 0x1000000 + 0x10000*y + x */
	0x01040011,	/* 113: store target s1[4][17]: base 0x1000000 + 0x10000*y + x */
	0x01040012,	/* 114: store target s1[4][18]: base 0x1000000 + 0x10000*y + x */
	0x01040013,	/* 115: store target s1[4][19]: base 0x1000000 + 0x10000*y + x */
	0x01040014,	/* 116: store target s1[4][20]: base 0x1000000 + 0x10000*y + x */
	0x01040015,	/* 117: store target s1[4][21]: base 0x1000000 + 0x10000*y + x */
	0x01040016,	/* 118: store target s1[4][22]: base 0x1000000 + 0x10000*y + x */
	0x01040017,	/* 119: store target s1[4][23]: base 0x1000000 + 0x10000*y + x */
	0x01050000,	/* 120: store target s1[5][0]: base 0x1000000 + 0x10000*y + x */
	0x01050001,	/* 121: store target s1[5][1]: base 0x1000000 + 0x10000*y + x */
	0x01050002,	/* 122: store target s1[5][2]: base 0x1000000 + 0x10000*y + x */
	0x01050003,	/* 123: store target s1[5][3]: base 0x1000000 + 0x10000*y + x */
	0x02050004,	/* 124: store target s1[5][4]: base 0x2000000 + 0x10000*y + x */
	0x02050005,	/* 125: store target s1[5][5]: base 0x2000000 + 0x10000*y + x */
	0x02050006,	/* 126: store target s1[5][6]: base 0x2000000 + 0x10000*y + x */
	0x02050007,	/* 127: store target s1[5][7]: base 0x2000000 + 0x10000*y + x */
	0x02050008,	/* 128: store target s1[5][8]: base 0x2000000 + 0x10000*y + x */
	0x02050009,	/* 129: store target s1[5][9]: base 0x2000000 + 0x10000*y + x */
	0x0205000a,	/* 130: store target s1[5][10]: base 0x2000000 + 0x10000*y + x */
	0x0205000b,	/* 131: store target s1[5][11]: base 0x2000000 + 0x10000*y + x */
	0x0105000c,	/* 132: store target s1[5][12]: base 0x1000000 + 0x10000*y + x */
	0x0105000d,	/* 133: store target s1[5][13]: base 0x1000000 + 0x10000*y + x */
	0x0105000e,	/* 134: store target s1[5][14]: base 0x1000000 + 0x10000*y + x */
	0x0105000f,	/* 135: store target s1[5][15]: base 0x1000000 + 0x10000*y + x */
	0x01050010,	/* 136: store target s1[5][16]: base 0x1000000 + 0x10000*y + x */
	0x01050011,	/* 137: store target s1[5][17]: base 0x1000000 + 0x10000*y + x */
	0x01050012,	/* 138: store target s1[5][18]: base 0x1000000 + 0x10000*y + x */
	0x01050013,	/* 139: store target s1[5][19]: base 0x1000000 + 0x10000*y + x */
	0x01050014,	/* 140: store target s1[5][20]: base 0x1000000 + 0x10000*y + x */
	0x01050015,	/* 141: store target s1[5][21]: base 0x1000000 + 0x10000*y + x */
	0x01050016,	/* 142: store target s1[5][22]: base 0x1000000 + 0x10000*y + x */
	0x01050017,	/* 143: store target s1[5][23]: base 0x1000000 + 0x10000*y + x */
	0x01060000,	/* 144: store target s1[6][0]: base 0x1000000 + 0x10000*y + x */
	0x01060001,	/* 145: store target s1[6][1]: base 0x1000000 + 0x10000*y + x */
	0x01060002,	/* 146: store target s1[6][2]: base 0x1000000 + 0x10000*y + x */
	0x01060003,	/* 147: store target s1[6][3]: base 0x1000000 + 0x10000*y + x */
	0x02060004,	/* 148: store target s1[6][4]: base 0x2000000 + 0x10000*y + x */
	0x02060005,	/* 149: store target s1[6][5]: base 0x2000000 + 0x10000*y + x */
	0x02060006,	/* 150: store target s1[6][6]: base 0x2000000 + 0x10000*y + x */
	0x02060007,	/* 151: store target s1[6][7]: base 0x2000000 + 0x10000*y + x */
	0x02060008,	/* 152: store target s1[6][8]: base 0x2000000 + 0x10000*y + x */
	0x02060009,	/* 153: store target s1[6][9]: base 0x2000000 + 0x10000*y + x */
	0x0206000a,	/* 154: store target s1[6][10]: base 0x2000000 + 0x10000*y + x */
	0x0206000b,	/* 155: store target s1[6][11]: base 0x2000000 + 0x10000*y + x */
	0x0106000c,	/* 156: store target s1[6][12]: base 0x1000000 + 0x10000*y + x */
	0x0106000d,	/* 157: store target s1[6][13]: base 0x1000000 + 0x10000*y + x */
	0x0106000e,	/* 158: store target s1[6][14]: base 0x1000000 + 0x10000*y + x */
	0x0106000f,	/* 159: store target s1[6][15]: base 0x1000000 + 0x10000*y + x */
	0x01060010,	/* 160: store target s1[6][16]: base 0x1000000 + 0x10000*y + x */
	0x01060011,	/* 161: store target s1[6][17]: base 0x1000000 + 0x10000*y + x */
	0x01060012,	/* 162: store target s1[6][18]: base 0x1000000 + 0x10000*y + x */
	0x01060013,	/* 163: store target s1[6][19]: base 0x1000000 + 0x10000*y + x */
	0x01060014,	/* 164: store target s1[6][20]: base 0x1000000 + 0x10000*y + x */
	0x01060015,	/* 165: store target s1[6][21]: base 0x1000000 + 0x10000*y + x */
	0x01060016,	/* 166: store target s1[6][22]: base 0x1000000 + 0x10000*y + x */
	0x01060017,	/* 167: store target s1[6][23]: base 0x1000000 + 0x10000*y + x */
	0x01070000,	/* 168: store target s1[7][0]: base 0x1000000 + 0x10000*y + x */
	0x01070001,	/* 169: store target s1[7][1]: base 0x1000000 + 0x10000*y + x */
	0x01070002,	/* 170: store target s1[7][2]: base 0x1000000 + 0x10000*y + x */
	0x01070003,	/* 171: store target s1[7][3]: base 0x1000000 + 0x10000*y + x */
	0x02070004,	/* 172: store target s1[7][4]: base 0x2000000 + 0x10000*y + x */
	0x02070005,	/* 173: store target s1[7][5]: base 0x2000000 + 0x10000*y + x */
	0x02070006,	/* 174: store target s1[7][6]: base 0x2000000 + 0x10000*y + x */
	0x02070007,	/* 175: store target s1[7][7]: base 0x2000000 + 0x10000*y + x */
	0x02070008,	/* 176: store target s1[7][8]: base 0x2000000 + 0x10000*y + x */
	0x02070009,	/* 177: store target s1[7][9]: base 0x2000000 + 0x10000*y + x */
	0x0207000a,	/* 178: store target s1[7][10]: base 0x2000000 + 0x10000*y + x */
	0x0207000b,	/* 179: store target s1[7][11]: base 0x2000000 + 0x10000*y + x */
	0x0107000c,	/* 180: store target s1[7][12]: base 0x1000000 + 0x10000*y + x */
	0x0107000d,	/* 181: store target s1[7][13]: base 0x1000000 + 0x10000*y + x */
	0x0107000e,	/* 182: store target s1[7][14]: base 0x1000000 + 0x10000*y + x */
	0x0107000f,	/* 183: store target s1[7][15]: base 0x1000000 + 0x10000*y + x */
	0x01070010,	/* 184: store target s1[7][16]: base 0x1000000 + 0x10000*y + x */
	0x01070011,	/* 185: store target s1[7][17]: base 0x1000000 + 0x10000*y + x */
	0x01070012,	/* 186: store target s1[7][18]: base 0x1000000 + 0x10000*y + x */
	0x01070013,	/* 187: store target s1[7][19]: base 0x1000000 + 0x10000*y + x */
	0x01070014,	/* 188: store target s1[7][20]: base 0x1000000 + 0x10000*y + x */
	0x01070015,	/* 189: store target s1[7][21]: base 0x1000000 + 0x10000*y + x */
	0x01070016,	/* 190: store target s1[7][22]: base 0x1000000 + 0x10000*y + x */
	0x01070017,	/* 191: store target s1[7][23]: base 0x1000000 + 0x10000*y + x */
	0x01080000,	/* 192: store target s1[8][0]: base 0x1000000 + 0x10000*y + x */
	0x01080001,	/* 193: store target s1[8][1]: base 0x1000000 + 0x10000*y + x */
	0x01080002,	/* 194: store target s1[8][2]: base 0x1000000 + 0x10000*y + x */
	0x01080003,	/* 195: store target s1[8][3]: base 0x1000000 + 0x10000*y + x */
	0x02080004,	/* 196: store target s1[8][4]: base 0x2000000 + 0x10000*y + x */
	0x02080005,	/* 197: store target s1[8][5]: base 0x2000000 + 0x10000*y + x */
	0x02080006,	/* 198: store target s1[8][6]: base 0x2000000 + 0x10000*y + x */
	0x02080007,	/* 199: store target s1[8][7]: base 0x2000000 + 0x10000*y + x */
	0x02080008,	/* 200: store target s1[8][8]: base 0x2000000 + 0x10000*y + x */
	0x02080009,	/* 201: store target s1[8][9]: base 0x2000000 + 0x10000*y + x */
	0x0208000a,	/* 202: store target s1[8][10]: base 0x2000000 + 0x10000*y + x */
	0x0208000b,	/* 203: store target s1[8][11]: base 0x2000000 + 0x10000*y + x */
	0x0108000c,	/* 204: store target s1[8][12]: base 0x1000000 + 0x10000*y + x */
	0x0108000d,	/* 205: store target s1[8][13]: base 0x1000000 + 0x10000*y + x */
	0x0108000e,	/* 206: store target s1[8][14]: base 0x1000000 + 0x10000*y + x */
	0x0108000f,	/* 207: store target s1[8][15]: base 0x1000000 + 0x10000*y + x */
	0x01080010,	/* 208: store target s1[8][16]: base 0x1000000 + 0x10000*y + x */
	0x01080011,	/* 209: store target s1[8][17]: base 0x1000000 + 0x10000*y + x */
	0x01080012,	/* 210: store target s1[8][18]: base 0x1000000 + 0x10000*y + x */
	0x01080013,	/* 211: store target s1[8][19]: base 0x1000000 + 0x10000*y + x */
	0x01080014,	/* 212: store target s1[8][20]: base 0x1000000 + 0x10000*y + x */
	0x01080015,	/* 213: store target s1[8][21]: base 0x1000000 + 0x10000*y + x */
	0x01080016,	/* 214: store target s1[8][22]: base 0x1000000 + 0x10000*y + x */
	0x01080017,	/* 215: store target s1[8][23]: base 0x1000000 + 0x10000*y + x */
	0x01090000,	/* 216: store target s1[9][0]: base 0x1000000 + 0x10000*y + x */
	0x01090001,	/* 217: store target s1[9][1]: base 0x1000000 + 0x10000*y + x */
	0x01090002,	/* 218: store target s1[9][2]: base 0x1000000 + 0x10000*y + x */
	0x01090003,	/* 219: store target s1[9][3]: base 0x1000000 + 0x10000*y + x */
	0x02090004,	/* 220: store target s1[9][4]: base 0x2000000 + 0x10000*y + x */
	0x02090005,	/* 221: store target s1[9][5]: base 0x2000000 + 0x10000*y + x */
	0x02090006,	/* 222: store target s1[9][6]: base 0x2000000 + 0x10000*y + x */
	0x02090007,	/* 223: store target s1[9][7]: base 0x2000000 + 0x10000*y + x */
	0x02090008,	/* 224: store target s1[9][8]: base 0x2000000 + 0x10000*y + x */
	0x02090009,	/* 225: store target s1[9][9]: base 0x2000000 + 0x10000*y + x */
	0x0209000a,	/* 226: store target s1[9][10]: base 0x2000000 + 0x10000*y + x */
	0x0209000b,	/* 227: store target s1[9][11]: base 0x2000000 + 0x10000*y + x */
	0x0109000c,	/* 228: store target s1[9][12]: base 0x1000000 + 0x10000*y + x */
	0x0109000d,	/* 229: store target s1[9][13]: base 0x1000000 + 0x10000*y + x */
	0x0109000e,	/* 230: store target s1[9][14]: base 0x1000000 + 0x10000*y + x */
	0x0109000f,	/* 231: store target s1[9][15]: base 0x1000000 + 0x10000*y + x */
	0x01090010,	/* 232: store target s1[9][16]: base 0x1000000 + 0x10000*y + x */
	0x01090011,	/* 233: store target s1[9][17]: base 0x1000000 + 0x10000*y + x */
	0x01090012,	/* 234: store target s1[9][18]: base 0x1000000 + 0x10000*y + x */
	0x01090013,	/* 235: store target s1[9][19]: base 0x1000000 + 0x10000*y + x */
	0x01090014,	/* 236: store target s1[9][20]: base 0x1000000 + 0x10000*y + x */
	0x01090015,	/* 237: store target s1[9][21]: base 0x1000000 + 0x10000*y + x */
	0x01090016,	/* 238: store target s1[9][22]: base 0x1000000 + 0x10000*y + x */
	0x01090017,	/* 239: store target s1[9][23]: base 0x1000000 + 0x10000*y + x */
	0x010a0000,	/* 240: store target s1[10][0]: base 0x1000000 + 0x10000*y + x */
	0x010a0001,	/* 241: store target s1[10][1]: base 0x1000000 + 0x10000*y + x */
	0x010a0002,	/* 242: store target s1[10][2]: base 0x1000000 + 0x10000*y + x */
	0x010a0003,	/* 243: store target s1[10][3]: base 0x1000000 + 0x10000*y + x */
	0x020a0004,	/* 244: store target s1[10][4]: base 0x2000000 + 0x10000*y + x */
	0x020a0005,	/* 245: store target s1[10][5]: base 0x2000000 + 0x10000*y + x */
	0x020a0006,	/* 246: store target s1[10][6]: base 0x2000000 + 0x10000*y + x */
	0x020a0007,	/* 247: store target s1[10][7]: base 0x2000000 + 0x10000*y + x */
	0x020a0008,	/* 248: store target s1[10][8]: base 0x2000000 + 0x10000*y + x */
	0x020a0009,	/* 249: store target s1[10][9]: base 0x2000000 + 0x10000*y + x */
	0x020a000a,	/* 250: store target s1[10][10]: base 0x2000000 + 0x10000*y + x */
	0x020a000b,	/* 251: store target s1[10][11]: base 0x2000000 + 0x10000*y + x */
	0x010a000c,	/* 252: store target s1[10][12]: base 0x1000000 + 0x10000*y + x */
	0x010a000d,	/* 253: store target s1[10][13]: base 0x1000000 + 0x10000*y + x */
	0x010a000e,	/* 254: store target s1[10][14]: base 0x1000000 + 0x10000*y + x */
	0x010a000f,	/* 255: store target s1[10][15]: base 0x1000000 + 0x10000*y + x */
	0x010a0010,	/* 256: store target s1[10][16]: base 0x1000000 + 0x10000*y + x */
	0x010a0011,	/* 257: store target s1[10][17]: base 0x1000000 + 0x10000*y + x */
	0x010a0012,	/* 258: store target s1[10][18]: base 0x1000000 + 0x10000*y + x */
	0x010a0013,	/* 259: store target s1[10][19]: base 0x1000000 + 0x10000*y + x */
	0x010a0014,	/* 260: store target s1[10][20]: base 0x1000000 + 0x10000*y + x */
	0x010a0015,	/* 261: store target s1[10][21]: base 0x1000000 + 0x10000*y + x */
	0x010a0016,	/* 262: store target s1[10][22]: base 0x1000000 + 0x10000*y + x */
	0x010a0017,	/* 263: store target s1[10][23]: base 0x1000000 + 0x10000*y + x */
	0x010b0000,	/* 264: store target s1[11][0]: base 0x1000000 + 0x10000*y + x */
	0x010b0001,	/* 265: store target s1[11][1]: base 0x1000000 + 0x10000*y + x */
	0x010b0002,	/* 266: store target s1[11][2]: base 0x1000000 + 0x10000*y + x */
	0x010b0003,	/* 267: store target s1[11][3]: base 0x1000000 + 0x10000*y + x */
	0x020b0004,	/* 268: store target s1[11][4]: base 0x2000000 + 0x10000*y + x */
	0x020b0005,	/* 269: store target s1[11][5]: base 0x2000000 + 0x10000*y + x */
	0x020b0006,	/* 270: store target s1[11][6]: base 0x2000000 + 0x10000*y + x */
	0x020b0007,	/* 271: store target s1[11][7]: base 0x2000000 + 0x10000*y + x */
	0x020b0008,	/* 272: store target s1[11][8]: base 0x2000000 + 0x10000*y + x */
	0x020b0009,	/* 273: store target s1[11][9]: base 0x2000000 + 0x10000*y + x */
	0x020b000a,	/* 274: store target s1[11][10]: base 0x2000000 + 0x10000*y + x */
	0x020b000b,	/* 275: store target s1[11][11]: base 0x2000000 + 0x10000*y + x */
	0x010b000c,	/* 276: store target s1[11][12]: base 0x1000000 + 0x10000*y + x */
	0x010b000d,	/* 277: store target s1[11][13]: base 0x1000000 + 0x10000*y + x */
	0x010b000e,	/* 278: store target s1[11][14]: base 0x1000000 + 0x10000*y + x */
	0x010b000f,	/* 279: store target s1[11][15]: base 0x1000000 + 0x10000*y + x */
	0x010b0010,	/* 280: store target s1[11][16]: base 0x1000000 + 0x10000*y + x */
	0x010b0011,	/* 281: store target s1[11][17]: base 0x1000000 + 0x10000*y + x */
	0x010b0012,	/* 282: store target s1[11][18]: base 0x1000000 + 0x10000*y + x */
	0x010b0013,	/* 283: store target s1[11][19]: base 0x1000000 + 0x10000*y + x */
	0x010b0014,	/* 284: store target s1[11][20]: base 0x1000000 + 0x10000*y + x */
	0x010b0015,	/* 285: store target s1[11][21]: base 0x1000000 + 0x10000*y + x */
	0x010b0016,	/* 286: store target s1[11][22]: base 0x1000000 + 0x10000*y + x */
	0x010b0017,	/* 287: store target s1[11][23]: base 0x1000000 + 0x10000*y + x */
	0x03000000,	/* 288: store target s2[0][0]: base 0x3000000 + 0x10000*y + x */
	0x03000001,	/* 289: store target s2[0][1]: base 0x3000000 + 0x10000*y + x */
	0x03000002,	/* 290: store target s2[0][2]: base 0x3000000 + 0x10000*y + x */
	0x03000003,	/* 291: store target s2[0][3]: base 0x3000000 + 0x10000*y + x */
	0x03000004,	/* 292: store target s2[0][4]: base 0x3000000 + 0x10000*y + x */
	0x03000005,	/* 293: store target s2[0][5]: base 0x3000000 + 0x10000*y + x */
	0x03000006,	/* 294: store target s2[0][6]: base 0x3000000 + 0x10000*y + x */
	0x03000007,	/* 295: store target s2[0][7]: base 0x3000000 + 0x10000*y + x */
	0x03000008,	/* 296: store target s2[0][8]: base 0x3000000 + 0x10000*y + x */
	0x03000009,	/* 297: store target s2[0][9]: base 0x3000000 + 0x10000*y + x */
	0x0300000a,	/* 298: store target s2[0][10]: base 0x3000000 + 0x10000*y + x */
	0x0300000b,	/* 299: store target s2[0][11]: base 0x3000000 + 0x10000*y + x */
	0x0300000c,	/* 300: store target s2[0][12]: base 0x3000000 + 0x10000*y + x */
	0x0300000d,	/* 301: store target s2[0][13]: base 0x3000000 + 0x10000*y + x */
	0x0300000e,	/* 302: store target s2[0][14]: base 0x3000000 + 0x10000*y + x */
	0x0300000f,	/* 303: store target s2[0][15]: base 0x3000000 + 0x10000*y + x */
	0x03000010,	/* 304: store target s2[0][16]: base 0x3000000 + 0x10000*y + x */
	0x03000011,	/* 305: store target s2[0][17]: base 0x3000000 + 0x10000*y + x */
	0x03000012,	/* 306: store target s2[0][18]: base 0x3000000 + 0x10000*y + x */
	0x03000013,	/* 307: store target s2[0][19]: base 0x3000000 + 0x10000*y + x */
	0x03010000,	/* 308: store target s2[1][0]: base 0x3000000 + 0x10000*y + x */
	0x03010001,	/* 309: store target s2[1][1]: base 0x3000000 + 0x10000*y + x */
	0x03010002,	/* 310: store target s2[1][2]: base 0x3000000 + 0x10000*y + x */
	0x03010003,	/* 311: store target s2[1][3]: base 0x3000000 + 0x10000*y + x */
	0x03010004,	/* 312: store target s2[1][4]: base 0x3000000 + 0x10000*y + x */
	0x03010005,	/* 313: store target s2[1][5]: base 0x3000000 + 0x10000*y + x */
	0x03010006,	/* 314: store target s2[1][6]: base 0x3000000 + 0x10000*y + x */
	0x03010007,	/* 315: store target s2[1][7]: base 0x3000000 + 0x10000*y + x */
	0x03010008,	/* 316: store target s2[1][8]: base 0x3000000 + 0x10000*y + x */
	0x03010009,	/* 317: store target s2[1][9]: base 0x3000000 + 0x10000*y + x */
	0x0301000a,	/* 318: store target s2[1][10]: base 0x3000000 + 0x10000*y + x */
	0x0301000b,	/* 319: store target s2[1][11]: base 0x3000000 + 0x10000*y + x */
	0x0301000c,	/* 320: store target s2[1][12]: base 0x3000000 + 0x10000*y + x */
	0x0301000d,	/* 321: store target s2[1][13]: base 0x3000000 + 0x10000*y + x */
	0x0301000e,	/* 322: store target s2[1][14]: base 0x3000000 + 0x10000*y + x */
	0x0301000f,	/* 323: store target s2[1][15]: base 0x3000000 + 0x10000*y + x */
	0x03010010,	/* 324: store target s2[1][16]: base 0x3000000 + 0x10000*y + x */
	0x03010011,	/* 325: store target s2[1][17]: base 0x3000000 + 0x10000*y + x */
	0x03010012,	/* 326: store target s2[1][18]: base 0x3000000 + 0x10000*y + x */
	0x03010013,	/* 327: store target s2[1][19]: base 0x3000000 + 0x10000*y + x */
	0x03020000,	/* 328: store target s2[2][0]: base 0x3000000 + 0x10000*y + x */
	0x03020001,	/* 329: store target s2[2][1]: base 0x3000000 + 0x10000*y + x */
	0x03020002,	/* 330: store target s2[2][2]: base 0x3000000 + 0x10000*y + x */
	0x03020003,	/* 331: store target s2[2][3]: base 0x3000000 + 0x10000*y + x */
	0x03020004,	/* 332: store target s2[2][4]: base 0x3000000 + 0x10000*y + x */
	0x03020005,	/* 333: store target s2[2][5]: base 0x3000000 + 0x10000*y + x */
	0x03020006,	/* 334: store target s2[2][6]: base 0x3000000 + 0x10000*y + x */
	0x03020007,	/* 335: store target s2[2][7]: base 0x3000000 + 0x10000*y + x */
	0x03020008,	/* 336: store target s2[2][8]: base 0x3000000 + 0x10000*y + x */
	0x03020009,	/* 337: store target s2[2][9]: base 0x3000000 + 0x10000*y + x */
	0x0302000a,	/* 338: store target s2[2][10]: base 0x3000000 + 0x10000*y + x */
	0x0302000b,	/* 339: store target s2[2][11]: base 0x3000000 + 0x10000*y + x */
	0x0302000c,	/* 340: store target s2[2][12]: base 0x3000000 + 0x10000*y + x */
	0x0302000d,	/* 341: store target s2[2][13]: base 0x3000000 + 0x10000*y + x */
	0x0302000e,	/* 342: store target s2[2][14]: base 0x3000000 + 0x10000*y + x */
	0x0302000f,	/* 343: store target s2[2][15]: base 0x3000000 + 0x10000*y + x */
	0x03020010,	/* 344: store target s2[2][16]: base 0x3000000 + 0x10000*y + x */
	0x03020011,	/* 345: store target s2[2][17]: base 0x3000000 + 0x10000*y + x */
	0x03020012,	/* 346: store target s2[2][18]: base 0x3000000 + 0x10000*y + x */
	0x03020013,	/* 347: store target s2[2][19]: base 0x3000000 + 0x10000*y + x */
	0x03030000,	/* 348: store target s2[3][0]: base 0x3000000 + 0x10000*y + x */
	0x03030001,	/* 349: store target s2[3][1]: base 0x3000000 + 0x10000*y + x */
	0x03030002,	/* 350: store target s2[3][2]: base 0x3000000 + 0x10000*y + x */
	0x03030003,	/* 351: store target s2[3][3]: base 0x3000000 + 0x10000*y + x */
	0x03030004,	/* 352: store target s2[3][4]: base 0x3000000 + 0x10000*y + x */
	0x03030005,	/* 353: store target s2[3][5]: base 0x3000000 + 0x10000*y + x */
	0x03030006,	/* 354: store target s2[3][6]: base 0x3000000 + 0x10000*y + x */
	0x03030007,	/* 355: store target s2[3][7]: base 0x3000000 + 0x10000*y + x */
	0x03030008,	/* 356: store target s2[3][8]: base 0x3000000 + 0x10000*y + x */
	0x03030009,	/* 357: store target s2[3][9]: base 0x3000000 + 0x10000*y + x */
	0x0303000a,	/* 358: store target s2[3][10]: base 0x3000000 + 0x10000*y + x */
	0x0303000b,	/* 359: store target s2[3][11]: base 0x3000000 + 0x10000*y + x */
	0x0303000c,	/* 360: store target s2[3][12]: base 0x3000000 + 0x10000*y + x */
	0x0303000d,	/* 361: store target s2[3][13]: base 0x3000000 + 0x10000*y + x */
	0x0303000e,	/* 362: store target s2[3][14]: base 0x3000000 + 0x10000*y + x */
	0x0303000f,	/* 363: store target s2[3][15]: base 0x3000000 + 0x10000*y + x */
	0x03030010,	/* 364: store target s2[3][16]: base 0x3000000 + 0x10000*y + x */
	0x03030011,	/* 365: store target s2[3][17]: base 0x3000000 + 0x10000*y + x */
	0x03030012,	/* 366: store target s2[3][18]: base 0x3000000 + 0x10000*y + x */
	0x03030013,	/* 367: store target s2[3][19]: base 0x3000000 + 0x10000*y + x */
	0x03040000,	/* 368: store target s2[4][0]: base 0x3000000 + 0x10000*y + x */
	0x03040001,	/* 369: store target s2[4][1]: base 0x3000000 + 0x10000*y + x */
	0x03040002,	/* 370: store target s2[4][2]: base 0x3000000 + 0x10000*y + x */
	0x03040003,	/* 371: store target s2[4][3]: base 0x3000000 + 0x10000*y + x */
	0x03040004,	/* 372: store target s2[4][4]: base 0x3000000 + 0x10000*y + x */
	0x03040005,	/* 373: store target s2[4][5]: base 0x3000000 + 0x10000*y + x */
	0x03040006,	/* 374: store target s2[4][6]: base 0x3000000 + 0x10000*y + x */
	0x03040007,	/* 375: store target s2[4][7]: base 0x3000000 + 0x10000*y + x */
	0x03040008,	/* 376: store target s2[4][8]: base 0x3000000 + 0x10000*y + x */
	0x03040009,	/* 377: store target s2[4][9]: base 0x3000000 + 0x10000*y + x */
	0x0304000a,	/* 378: store target s2[4][10]: base 0x3000000 + 0x10000*y + x */
	0x0304000b,	/* 379: store target s2[4][11]: base 0x3000000 + 0x10000*y + x */
	0x0304000c,	/* 380: store target s2[4][12]: base 0x3000000 + 0x10000*y + x */
	0x0304000d,	/* 381: store target s2[4][13]: base 0x3000000 + 0x10000*y + x */
	0x0304000e,	/* 382: store target s2[4][14]: base 0x3000000 + 0x10000*y + x */
	0x0304000f,	/* 383: store target s2[4][15]: base 0x3000000 + 0x10000*y + x */
	0x03040010,	/* 384: store target s2[4][16]: base 0x3000000 + 0x10000*y + x */
	0x03040011,	/* 385: store target s2[4][17]: base 0x3000000 + 0x10000*y + x */
	0x03040012,	/* 386: store target s2[4][18]: base 0x3000000 + 0x10000*y + x */
	0x03040013,	/* 387: store target s2[4][19]: base 0x3000000 + 0x10000*y + x */
	0x03050000,	/* 388: store target s2[5][0]: base 0x3000000 + 0x10000*y + x */
	0x03050001,	/* 389: store target s2[5][1]: base 0x3000000 + 0x10000*y + x */
	0x03050002,	/* 390: store target s2[5][2]: base 0x3000000 + 0x10000*y + x */
	0x03050003,	/* 391: store target s2[5][3]: base 0x3000000 + 0x10000*y + x */
	0x03050004,	/* 392: store target s2[5][4]: base 0x3000000 + 0x10000*y + x */
	0x03050005,	/* 393: store target s2[5][5]: base 0x3000000 + 0x10000*y + x */
	0x03050006,	/* 394: store target s2[5][6]: base 0x3000000 + 0x10000*y + x */
	0x03050007,	/* 395: store target s2[5][7]: base 0x3000000 + 0x10000*y + x */
	0x03050008,	/* 396: store target s2[5][8]: base 0x3000000 + 0x10000*y + x */
	0x03050009,	/* 397: store target s2[5][9]: base 0x3000000 + 0x10000*y + x */
	0x0305000a,	/* 398: store target s2[5][10]: base 0x3000000 + 0x10000*y + x */
	0x0305000b,	/* 399: store target s2[5][11]: base 0x3000000 + 0x10000*y + x */
	0x0305000c,	/* 400: store target s2[5][12]: base 0x3000000 + 0x10000*y + x */
	0x0305000d,	/* 401: store target s2[5][13]: base 0x3000000 + 0x10000*y + x */
	0x0305000e,	/* 402: store target s2[5][14]: base 0x3000000 + 0x10000*y + x */
	0x0305000f,	/* 403: store target s2[5][15]: base 0x3000000 + 0x10000*y + x */
	0x03050010,	/* 404: store target s2[5][16]: base 0x3000000 + 0x10000*y + x */
	0x03050011,	/* 405: store target s2[5][17]: base 0x3000000 + 0x10000*y + x */
	0x03050012,	/* 406: store target s2[5][18]: base 0x3000000 + 0x10000*y + x */
	0x03050013,	/* 407: store target s2[5][19]: base 0x3000000 + 0x10000*y + x */
};
CONF(tma_store)

/* approx: not bit-exact.  Each row is an input (a, b); the reference is the
 * function evaluated in double on the exact f32 input, and the workload's
 * tolerance is the ISA bound (docs/numerics.md, docs/conformance.md). */
struct conf_approx_row { uint32_t a, b; };

static double f32_bits(uint32_t u)
{
	union { uint32_t u; float f; } c = {u};
	return c.f;
}

static int approx_fill(RefArgs *a, const struct conf_approx_row *rows, int64_t n,
                       double (*val)(int, double, double), char *err, size_t errlen)
{
	RefTensor *o = ref_tensor(a, "out");
	if (!o || !o->is_output || !o->ref || o->numel != n) {
		snprintf(err, errlen, "conformance reference needs an output tensor 'out' of %lld elements",
		         (long long)n);
		return -1;
	}
	for (int64_t i = 0; i < n; i++)
		o->ref[i] = val((int)i, f32_bits(rows[i].a), f32_bits(rows[i].b));
	return 0;
}

static const struct conf_approx_row conf_approx[] = {
	{0x3f000000u, 0x00000000u},	/* ex2.approx.f32: exp2(x) */
	{0xc0500000u, 0x00000000u},	/* ex2.approx.f32: exp2(x) */
	{0x41200000u, 0x00000000u},	/* ex2.approx.f32: exp2(x) */
	{0x3dcccccdu, 0x00000000u},	/* ex2.approx.f32: exp2(x) */
	{0xc2fd0000u, 0x00000000u},	/* ex2.approx.ftz.f32: 0.0; 2^-126.5 is subnormal: .ftz flushes the result */
	{0x40400000u, 0x00000000u},	/* lg2.approx.f32: log2(x) */
	{0x3dcccccdu, 0x00000000u},	/* lg2.approx.f32: log2(x) */
	{0x44800000u, 0x00000000u},	/* lg2.approx.f32: log2(x) */
	{0x3fc00000u, 0x00000000u},	/* lg2.approx.f32: log2(x) */
	{0x40400000u, 0x00000000u},	/* rcp.approx.f32: 1.0 / x */
	{0xc0e00000u, 0x00000000u},	/* rcp.approx.f32: 1.0 / x */
	{0x3dcccccdu, 0x00000000u},	/* rcp.approx.f32: 1.0 / x */
	{0x40000000u, 0x00000000u},	/* rsqrt.approx.f32: 1.0 / sqrt(x) */
	{0x3e800000u, 0x00000000u},	/* rsqrt.approx.f32: 1.0 / sqrt(x) */
	{0x40400000u, 0x00000000u},	/* rsqrt.approx.f32: 1.0 / sqrt(x) */
	{0x40000000u, 0x00000000u},	/* sqrt.approx.f32: sqrt(x) */
	{0x41200000u, 0x00000000u},	/* sqrt.approx.f32: sqrt(x) */
	{0x3f800000u, 0x00000000u},	/* sin.approx.f32: sin(x) */
	{0xc0200000u, 0x00000000u},	/* sin.approx.f32: sin(x) */
	{0x40c00000u, 0x00000000u},	/* sin.approx.f32: sin(x) */
	{0x3f000000u, 0x00000000u},	/* sin.approx.f32: sin(x) */
	{0x3f800000u, 0x00000000u},	/* cos.approx.f32: cos(x) */
	{0x40400000u, 0x00000000u},	/* cos.approx.f32: cos(x) */
	{0x3e800000u, 0x00000000u},	/* cos.approx.f32: cos(x) */
	{0xc0c00000u, 0x00000000u},	/* cos.approx.f32: cos(x) */
	{0x3f800000u, 0x40400000u},	/* div.approx.f32: x / y */
	{0x41200000u, 0x40e00000u},	/* div.full.f32: x / y */
	{0xc0a00000u, 0x3dcccccdu},	/* div.approx.f32: x / y */
	{0xff800000u, 0x00000000u},	/* ex2.approx.f32: 0.0; ex2(-Inf) = +0 */
	{0x7f800000u, 0x00000000u},	/* ex2.approx.f32: INFINITY; ex2(+Inf) = +Inf */
	{0x00000000u, 0x00000000u},	/* lg2.approx.f32: -INFINITY; lg2(+0) = -Inf */
	{0xbf800000u, 0x00000000u},	/* lg2.approx.f32: NAN; lg2(-1) = NaN */
	{0x80000000u, 0x00000000u},	/* rcp.approx.f32: -INFINITY; rcp(-0) = -Inf */
	{0x7f800000u, 0x00000000u},	/* rsqrt.approx.f32: 0.0; rsqrt(+Inf) = +0 */
	{0x80000000u, 0x00000000u},	/* rsqrt.approx.f32: -INFINITY; rsqrt(-0) = -Inf */
	{0x7f800000u, 0x00000000u},	/* sin.approx.f32: NAN; sin(Inf) = NaN */
};
static double conf_approx_val(int i, double x, double y)
{
	(void)y;
	switch (i) {
	case 0: return exp2(x);
	case 1: return exp2(x);
	case 2: return exp2(x);
	case 3: return exp2(x);
	case 4: return 0.0;
	case 5: return log2(x);
	case 6: return log2(x);
	case 7: return log2(x);
	case 8: return log2(x);
	case 9: return 1.0 / x;
	case 10: return 1.0 / x;
	case 11: return 1.0 / x;
	case 12: return 1.0 / sqrt(x);
	case 13: return 1.0 / sqrt(x);
	case 14: return 1.0 / sqrt(x);
	case 15: return sqrt(x);
	case 16: return sqrt(x);
	case 17: return sin(x);
	case 18: return sin(x);
	case 19: return sin(x);
	case 20: return sin(x);
	case 21: return cos(x);
	case 22: return cos(x);
	case 23: return cos(x);
	case 24: return cos(x);
	case 25: return x / y;
	case 26: return x / y;
	case 27: return x / y;
	case 28: return 0.0;
	case 29: return INFINITY;
	case 30: return -INFINITY;
	case 31: return NAN;
	case 32: return -INFINITY;
	case 33: return 0.0;
	case 34: return -INFINITY;
	case 35: return NAN;
	}
	return NAN;
}
static const struct conf_approx_row conf_approx_tanh[] = {
	{0x3f000000u, 0x00000000u},	/* tanh.approx.f32: tanh(x) */
	{0xbf800000u, 0x00000000u},	/* tanh.approx.f32: tanh(x) */
	{0x40000000u, 0x00000000u},	/* tanh.approx.f32: tanh(x) */
	{0x3e000000u, 0x00000000u},	/* tanh.approx.f32: tanh(x) */
};
static double conf_approx_tanh_val(int i, double x, double y)
{
	(void)y;
	switch (i) {
	case 0: return tanh(x);
	case 1: return tanh(x);
	case 2: return tanh(x);
	case 3: return tanh(x);
	}
	return NAN;
}

int ref_conf_approx(RefArgs *a, char *err, size_t errlen)
{
	return approx_fill(a, conf_approx, NELEM(conf_approx), conf_approx_val, err, errlen);
}

int ref_conf_approx_tanh(RefArgs *a, char *err, size_t errlen)
{
	return approx_fill(a, conf_approx_tanh, NELEM(conf_approx_tanh), conf_approx_tanh_val, err, errlen);
}

