/* Element types of workload tensors: names, sizes, exact decode and
 * round-to-nearest-even encode (through the simulator's numerics, so a
 * workload's bits equal what a cvt.rn would give), and the counter-based
 * RNG that generates inputs bit-identically on every machine. */
#include "work/work.h"
#include "num/fp.h"
#include <math.h>
#include <string.h>

static const struct {
	const char *name;
	int bytes, is_float, is_signed;
} dtinfo[DT_COUNT] = {
	[DT_NONE] = {"?", 0, 0, 0},
#define DTYPE(id, name, bytes, is_float, is_signed) [DT_##id] = {name, bytes, is_float, is_signed},
#include "work/dtypes.def"
};

static const struct { const char *alias; DType t; } dtalias[] = {
	{"float32", DT_F32}, {"float64", DT_F64}, {"float16", DT_F16}, {"bfloat16", DT_BF16},
	{"i8", DT_S8}, {"i16", DT_S16}, {"i32", DT_S32}, {"i64", DT_S64},
	{"int8", DT_S8}, {"int16", DT_S16}, {"int32", DT_S32}, {"int64", DT_S64},
	{"uint8", DT_U8}, {"uint16", DT_U16}, {"uint32", DT_U32}, {"uint64", DT_U64},
	{"fp8e4m3", DT_E4M3}, {"fp8e5m2", DT_E5M2},
};

const char *dtype_name(DType t)
{
	return t > DT_NONE && t < DT_COUNT ? dtinfo[t].name : "?";
}

DType dtype_from_name(const char *s)
{
	if (!s)
		return DT_NONE;
	for (int t = DT_NONE + 1; t < DT_COUNT; t++)
		if (!strcmp(s, dtinfo[t].name))
			return (DType)t;
	for (size_t i = 0; i < sizeof dtalias / sizeof dtalias[0]; i++)
		if (!strcmp(s, dtalias[i].alias))
			return dtalias[i].t;
	return DT_NONE;
}

int dtype_bytes(DType t) { return t > DT_NONE && t < DT_COUNT ? dtinfo[t].bytes : 0; }
int dtype_is_float(DType t) { return t > DT_NONE && t < DT_COUNT && dtinfo[t].is_float; }
int dtype_is_signed(DType t) { return t > DT_NONE && t < DT_COUNT && !dtinfo[t].is_float && dtinfo[t].is_signed; }

static const FpFormat *fmt_of(DType t)
{
	switch (t) {
	case DT_F16: return &fp_fmt_f16;
	case DT_BF16: return &fp_fmt_bf16;
	case DT_E4M3: return &fp_fmt_e4m3;
	case DT_E5M2: return &fp_fmt_e5m2;
	default: return NULL;
	}
}

double dtype_decode(DType t, uint64_t bits)
{
	switch (t) {
	case DT_F32: return (double)fp_bits_f32((uint32_t)bits);
	case DT_F64: return fp_bits_f64(bits);
	case DT_F16: case DT_BF16: case DT_E4M3: case DT_E5M2:
		return fp_decode(fmt_of(t), bits);
	case DT_U8: return (double)(uint8_t)bits;
	case DT_S8: return (double)(int8_t)(uint8_t)bits;
	case DT_U16: return (double)(uint16_t)bits;
	case DT_S16: return (double)(int16_t)(uint16_t)bits;
	case DT_U32: return (double)(uint32_t)bits;
	case DT_S32: return (double)(int32_t)(uint32_t)bits;
	case DT_U64: return (double)bits;
	case DT_S64: return (double)(int64_t)bits;
	default: return NAN;
	}
}

/* Nearest-even integer value of v saturated to [lo, hi] (as doubles; hi may
 * be 2^64 or 2^63, which means "at least that": saturate to the max). */
static uint64_t enc_int(double v, int bits, int is_signed)
{
	if (isnan(v))
		return 0;
	double r = nearbyint(v);   /* default rounding mode: ties to even */
	if (is_signed) {
		double lim = ldexp(1.0, bits - 1);
		int64_t x;
		if (r >= lim)
			x = bits == 64 ? INT64_MAX : (int64_t)lim - 1;
		else if (r < -lim)
			x = bits == 64 ? INT64_MIN : -(int64_t)lim;
		else
			x = (int64_t)r;
		return bits == 64 ? (uint64_t)x : (uint64_t)x & ((1ull << bits) - 1);
	}
	double lim = ldexp(1.0, bits);
	if (r <= 0)
		return 0;
	if (r >= lim)
		return bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
	return (uint64_t)r;
}

uint64_t dtype_encode(DType t, double v)
{
	switch (t) {
	case DT_F32: return fp_round_double(&fp_fmt_f32, v, FP_RN, 0, 0);
	case DT_F64: return fp_f64_bits(v);
	case DT_F16: case DT_BF16: return fp_round_double(fmt_of(t), v, FP_RN, 0, 0);
	case DT_E4M3: case DT_E5M2: return fp_round_double(fmt_of(t), v, FP_RN, 1, 0);
	case DT_U8: return enc_int(v, 8, 0);
	case DT_S8: return enc_int(v, 8, 1);
	case DT_U16: return enc_int(v, 16, 0);
	case DT_S16: return enc_int(v, 16, 1);
	case DT_U32: return enc_int(v, 32, 0);
	case DT_S32: return enc_int(v, 32, 1);
	case DT_U64: return enc_int(v, 64, 0);
	case DT_S64: return enc_int(v, 64, 1);
	default: return 0;
	}
}

uint64_t dtype_load(DType t, const void *buf, int64_t i)
{
	const unsigned char *p = (const unsigned char *)buf + (size_t)i * (size_t)dtype_bytes(t);
	uint64_t v = 0;
	int n = dtype_bytes(t);
	for (int k = n - 1; k >= 0; k--)
		v = v << 8 | p[k];
	return v;
}

void dtype_store(DType t, void *buf, int64_t i, uint64_t bits)
{
	unsigned char *p = (unsigned char *)buf + (size_t)i * (size_t)dtype_bytes(t);
	int n = dtype_bytes(t);
	for (int k = 0; k < n; k++, bits >>= 8)
		p[k] = (unsigned char)bits;
}

/* ---- RNG ---- */
#define GOLDEN 0x9E3779B97F4A7C15ull

static uint64_t mix(uint64_t z)
{
	z += GOLDEN;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

uint64_t work_rng(uint64_t seed, uint32_t stream, uint64_t i)
{
	uint64_t key = mix(seed ^ ((uint64_t)stream + 1) * GOLDEN);
	return mix(key + i * GOLDEN);
}

/* Every step is one IEEE operation in its own statement, so no compiler may
 * contract them into an fma: the values are the same on every host. */
double work_init_value(const WInit *in, uint32_t stream, int64_t i)
{
	switch (in->kind) {
	case WI_FILE:
		return NAN;   /* the data comes from the file (work_inst_new) */
	case WI_UNIFORM: {
		uint64_t x = work_rng(in->seed, stream, (uint64_t)i);
		double u = (double)(x >> 11) * 0x1p-53;     /* [0, 1), exact */
		double span = in->b - in->a;
		double d = span * u;
		return in->a + d;
	}
	case WI_NORMAL: {
		/* Irwin-Hall: the sum of twelve 32-bit uniforms (six draws, two
		 * halves each) is exact in an integer; minus 6 has mean 0, var 1. */
		uint64_t s = 0;
		for (int k = 0; k < 6; k++) {
			uint64_t x = work_rng(in->seed, stream, (uint64_t)i * 6 + (uint64_t)k);
			s += (x >> 32) + (x & 0xffffffffull);
		}
		double z = (double)s * 0x1p-32;
		z = z - 6.0;
		double d = in->b * z;
		return in->a + d;
	}
	case WI_ARANGE: {
		double d = in->b * (double)i;
		return in->a + d;
	}
	case WI_CONST:
		return in->a;
	case WI_RANDINT: {
		uint64_t x = work_rng(in->seed, stream, (uint64_t)i);
		int64_t lo = (int64_t)in->a, hi = (int64_t)in->b;
		uint64_t range = (uint64_t)(hi - lo) + 1;
		uint64_t off = range ? x % range : x;
		return (double)(int64_t)((uint64_t)lo + off);
	}
	}
	return 0;
}
