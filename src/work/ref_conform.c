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

