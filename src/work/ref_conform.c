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
