/* Tests of src/sim/layout: expectations written out by hand from the PTX
 * ISA's tables and fragment formulas (section named at each group), plus
 * bijection checks for every layout and mode, descriptor round trips, and
 * the TMA -> wgmma composition a Hopper GEMM relies on. */
#include <stdlib.h>
#include <string.h>
#include "test.h"
#include "num/layout.h"

/* ---- helpers ---- */

static unsigned char seen[1 << 16];

/* every (row, col) of a rows x cols tile produced exactly once */
static int cover_rc(int rows, int cols, int (*f)(void *, int, int, int *, int *),
	void *ctx, int nthr, int nel)
{
	int r, c, bad = 0;

	memset(seen, 0, (size_t)rows * cols);
	for (int t = 0; t < nthr; t++)
		for (int i = 0; i < nel; i++) {
			if (f(ctx, t, i, &r, &c) != 0 || r < 0 || r >= rows || c < 0 || c >= cols)
				return 0;
			if (seen[r * cols + c]++)
				bad = 1;
		}
	for (int j = 0; j < rows * cols; j++)
		if (seen[j] != 1)
			bad = 1;
	return !bad && rows * cols == nthr * nel;
}

struct mma_ctx { int k, type; char op; };

static int mma_f(void *p, int lane, int i, int *r, int *c)
{
	struct mma_ctx *x = p;

	if (x->op == 'a')
		return lay_mma_a(x->k, x->type, lane, i, r, c);
	if (x->op == 'b')
		return lay_mma_b(x->k, x->type, lane, i, r, c);
	return lay_mma_c(lane, i, r, c);
}

static int wg_d_f(void *p, int t, int i, int *r, int *c)
{
	return lay_wgmma_d(*(int *)p, t, i, r, c);
}

static int wg_a_f(void *p, int t, int i, int *r, int *c)
{
	return lay_wgmma_a(*(int *)p, t, i, r, c);
}

struct ldm_ctx { int num, trans; };

/* element index i = 2*j + h -> (matrix*8 + row, col) */
static int ldm_f(void *p, int lane, int i, int *r, int *c)
{
	struct ldm_ctx *x = p;
	int e = lay_ldmatrix_elem(x->num, x->trans, lane, i / 2, i % 2, r, c);

	*r += 8 * (i / 2);
	return e;
}

#define RC(call, er, ec) do { int r_ = -1, c_ = -1; CHECK_EQ(call, 0); \
	CHECK_EQ(r_, er); CHECK_EQ(c_, ec); } while (0)

static uint64_t desc(uint32_t start, uint32_t lbo, uint32_t sbo, int swz, int base)
{
	LayWgmmaDesc d = { start, lbo, sbo, base, swz };
	return lay_wgmma_desc_encode(&d);
}

/* ---- swizzle: PTX ISA 5.5.7 tables (row r, position p holds chunk p ^ r) ---- */

static void test_swizzle(void)
{
	CHECK_EQ(lay_swizzle_span(LAY_SW_NONE), 0);
	CHECK_EQ(lay_swizzle_span(LAY_SW_32B), 32);
	CHECK_EQ(lay_swizzle_span(LAY_SW_64B), 64);
	CHECK_EQ(lay_swizzle_span(LAY_SW_128B), 128);
	CHECK_EQ(lay_swizzle_span(4), LAY_E_SWIZZLE);
	CHECK_EQ(lay_swizzle_repeat(LAY_SW_32B), 256);
	CHECK_EQ(lay_swizzle_repeat(LAY_SW_64B), 512);
	CHECK_EQ(lay_swizzle_repeat(LAY_SW_128B), 1024);

	/* 128B: 8 x 8 table, starting address 1024-byte aligned */
	CHECK_HEX(lay_swizzle(0x000, LAY_SW_128B), 0x000);
	CHECK_HEX(lay_swizzle(0x080, LAY_SW_128B), 0x090);   /* row 1: 1 0 3 2 ... */
	CHECK_HEX(lay_swizzle(0x090, LAY_SW_128B), 0x080);
	CHECK_HEX(lay_swizzle(0x110, LAY_SW_128B), 0x130);   /* row 2 chunk 1 -> 3 */
	CHECK_HEX(lay_swizzle(0x380, LAY_SW_128B), 0x3F0);   /* row 7 chunk 0 -> 7 */
	CHECK_HEX(lay_swizzle(0x3F0, LAY_SW_128B), 0x380);
	CHECK_HEX(lay_swizzle(0x24C, LAY_SW_128B), 0x20C);   /* row 4 chunk 4 byte 12 -> chunk 0 */
	CHECK_HEX(lay_swizzle(0x400, LAY_SW_128B), 0x400);   /* pattern repeats */
	CHECK_HEX(lay_swizzle(0x4A5, LAY_SW_128B), 0x4B5);   /* row 9 = row 1, chunk 2 -> 3 */
	/* 64B: rows 0-3 of 128 bytes, starting address 512-byte aligned */
	CHECK_HEX(lay_swizzle(0x100, LAY_SW_64B), 0x120);    /* row 2: 2 3 0 1 6 7 4 5 */
	CHECK_HEX(lay_swizzle(0x140, LAY_SW_64B), 0x160);
	CHECK_HEX(lay_swizzle(0x1D0, LAY_SW_64B), 0x1E0);    /* row 3 chunk 5 -> 6 */
	CHECK_HEX(lay_swizzle(0x1F0, LAY_SW_64B), 0x1C0);    /* row 3 chunk 7 -> 4 */
	CHECK_HEX(lay_swizzle(0x200, LAY_SW_64B), 0x200);    /* repeats every 512 */
	CHECK_HEX(lay_swizzle(0x280, LAY_SW_64B), 0x290);
	/* 32B: rows 0-1, starting address 256-byte aligned */
	CHECK_HEX(lay_swizzle(0x080, LAY_SW_32B), 0x090);
	CHECK_HEX(lay_swizzle(0x0B8, LAY_SW_32B), 0x0A8);    /* row 1 chunk 3 -> 2 */
	CHECK_HEX(lay_swizzle(0x100, LAY_SW_32B), 0x100);
	CHECK_HEX(lay_swizzle(0x1B0, LAY_SW_32B), 0x1A0);
	CHECK_HEX(lay_swizzle(0x1234, LAY_SW_NONE), 0x1234);

	/* involution and bijection inside every repeat, for every mode */
	for (int m = LAY_SW_NONE; m <= LAY_SW_128B; m++) {
		int inv = 1, bij = 1;
		memset(seen, 0, 4096);
		for (uint32_t a = 0; a < 4096; a++) {
			uint32_t s = lay_swizzle(a, m);
			if (lay_swizzle(s, m) != a)
				inv = 0;
			if (s >= 4096 || (s & ~1023u) != (a & ~1023u) || (s & 15) != (a & 15) || seen[s]++)
				bij = 0;
		}
		CHECK(inv);
		CHECK(bij);
	}
	/* a pattern whose row 0 sits at line 3 of the repeat */
	CHECK_HEX(lay_swizzle_based(0x180, LAY_SW_128B, 3), 0x180);
	CHECK_HEX(lay_swizzle_based(0x200, LAY_SW_128B, 3), 0x210);
	CHECK_HEX(lay_swizzle_based(0x080, LAY_SW_128B, 3), 0x0E0);  /* line 1 = row 6 */
	CHECK_HEX(lay_swizzle_based(0x090, LAY_SW_128B, 0), lay_swizzle(0x090, LAY_SW_128B));
}

/* ---- TMA box placement ---- */

static void test_tma(void)
{
	uint32_t b2[2] = { 64, 8 }, c[5] = { 0 }, a = 0;

	/* 128B, bf16 box {64, 8}: one 128-byte row per c1 */
	c[0] = 0; c[1] = 1;
	CHECK_EQ(lay_tma_smem_offset(2, b2, 2, LAY_SW_128B, 0, c, &a), 0);
	CHECK_EQ(a, 144);
	c[0] = 8; c[1] = 1;
	CHECK_EQ(lay_tma_smem_offset(2, b2, 2, LAY_SW_128B, 0, c, &a), 0);
	CHECK_EQ(a, 128);
	c[0] = 13; c[1] = 5;       /* chunk 1 byte 10 of row 5 -> chunk 4 */
	CHECK_EQ(lay_tma_smem_offset(2, b2, 2, LAY_SW_128B, 0, c, &a), 0);
	CHECK_EQ(a, 714);
	c[0] = 13; c[1] = 5;
	CHECK_EQ(lay_tma_smem_offset(2, b2, 2, LAY_SW_NONE, 0, c, &a), 0);
	CHECK_EQ(a, 666);
	/* destination 128-aligned inside a repeat: pattern stays absolute */
	c[0] = 0; c[1] = 0;
	CHECK_EQ(lay_tma_smem_addr(2, b2, 2, LAY_SW_128B, 0x480, c, &a), 0);
	CHECK_HEX(a, 0x490);
	CHECK_EQ(lay_tma_smem_offset(2, b2, 2, LAY_SW_128B, 0x480, c, &a), 0);
	CHECK_EQ(a, 0x10);
	/* 3D f32 box {32, 4, 2}: (5, 3, 1) -> linear 916 = line 7 chunk 1 + 4 */
	{
		uint32_t b3[3] = { 32, 4, 2 }, c3[3] = { 5, 3, 1 };
		CHECK_EQ(lay_tma_smem_offset(3, b3, 4, LAY_SW_128B, 0, c3, &a), 0);
		CHECK_EQ(a, 996);
	}
	/* 64B: bf16 box {32, 8}; row r at 64*r; (c0 = 8, c1 = 2) -> linear 144 =
	 * line 1 chunk 1 -> chunk 0 */
	{
		uint32_t b[2] = { 32, 8 }, cc[2] = { 8, 2 };
		CHECK_EQ(lay_tma_smem_offset(2, b, 2, LAY_SW_64B, 0, cc, &a), 0);
		CHECK_EQ(a, 128);
	}
	/* a box narrower than the span: rows stay span bytes apart, the rest of
	 * each row is padding (measured on an H200: 128B/64B swizzle, 2D and 3D) */
	{
		uint32_t b[2] = { 32, 8 }, cc[2] = { 0, 1 };
		CHECK_EQ(lay_tma_smem_offset(2, b, 2, LAY_SW_128B, 0, cc, &a), 0);
		CHECK_EQ(a, 144);                  /* line 1 chunk 0 -> 1, not byte 64 */
		cc[0] = 8; cc[1] = 3;              /* line 3 chunk 1 -> 2 */
		CHECK_EQ(lay_tma_smem_offset(2, b, 2, LAY_SW_128B, 0, cc, &a), 0);
		CHECK_EQ(a, 416);
	}
	{
		uint32_t b[3] = { 16, 8, 4 }, cc[3] = { 9, 2, 3 };   /* row 26 = line 26 */
		CHECK_EQ(lay_tma_smem_offset(3, b, 2, LAY_SW_128B, 0, cc, &a), 0);
		CHECK_EQ(a, 26 * 128 + ((1 ^ 2) * 16) + 2);
		CHECK_EQ(lay_tma_smem_offset(3, b, 2, LAY_SW_NONE, 0, cc, &a), 0);
		CHECK_EQ(a, 26 * 32 + 18);         /* no swizzle: dense 32-byte rows */
	}
	/* errors */
	CHECK_EQ(lay_tma_smem_offset(0, b2, 2, 0, 0, c, &a), LAY_E_RANK);
	CHECK_EQ(lay_tma_smem_offset(6, b2, 2, 0, 0, c, &a), LAY_E_RANK);
	CHECK_EQ(lay_tma_smem_offset(2, b2, 3, 0, 0, c, &a), LAY_E_ELEM);
	CHECK_EQ(lay_tma_smem_offset(2, b2, 2, 7, 0, c, &a), LAY_E_SWIZZLE);
	{
		uint32_t bz[2] = { 64, 0 }, bb[2] = { 64, 257 }, b4[2] = { 4, 8 };
		uint32_t wide[2] = { 128, 8 };
		CHECK_EQ(lay_tma_smem_offset(2, bz, 2, 0, 0, c, &a), LAY_E_BOX);
		CHECK_EQ(lay_tma_smem_offset(2, bb, 2, 0, 0, c, &a), LAY_E_BOX);
		CHECK_EQ(lay_tma_smem_offset(2, b4, 2, 0, 0, c, &a), LAY_E_INNER16);
		CHECK_EQ(lay_tma_smem_offset(2, wide, 2, LAY_SW_128B, 0, c, &a), LAY_E_SPAN);
		CHECK_EQ(lay_tma_smem_offset(2, wide, 2, LAY_SW_NONE, 0, c, &a), 0);
		CHECK_EQ(lay_tma_smem_offset(2, b2, 2, LAY_SW_64B, 0, c, &a), LAY_E_SPAN);
		CHECK_EQ(lay_tma_smem_offset(2, b2, 2, LAY_SW_128B, 0x440, c, &a), LAY_E_ALIGN);
		CHECK_EQ(lay_tma_smem_offset(2, b2, 2, LAY_SW_NONE, 0x448, c, &a), LAY_E_ALIGN);
		CHECK_EQ(lay_tma_smem_offset(2, b2, 2, LAY_SW_NONE, 0x440, c, &a), 0);
		c[0] = 64; c[1] = 0;
		CHECK_EQ(lay_tma_smem_offset(2, b2, 2, 0, 0, c, &a), LAY_E_COORD);
		c[0] = 0; c[1] = 8;
		CHECK_EQ(lay_tma_smem_offset(2, b2, 2, 0, 0, c, &a), LAY_E_COORD);
	}
	CHECK_STR(lay_strerror(LAY_E_SPAN), "box inner dimension in bytes exceeds the swizzle span");

	/* bijection: every box element lands on a distinct byte range inside
	 * [dst, dst + footprint), for every mode, element size and a full-span
	 * and a narrow (16-byte) inner box */
	for (int m = LAY_SW_NONE; m <= LAY_SW_128B; m++)
		for (int eb = 1; eb <= 8; eb *= 2)
			for (int narrow = 0; narrow < 2; narrow++) {
				int span = m ? lay_swizzle_span(m) : 128;
				uint32_t b[3] = { (uint32_t)(narrow ? 16 : span) / (uint32_t)eb, 5, 3 }, cc[3], o;
				uint32_t bytes = (m ? (uint32_t)span : b[0] * (uint32_t)eb) * b[1] * b[2];
				int ok = 1;
				memset(seen, 0, bytes);
				for (cc[2] = 0; cc[2] < b[2]; cc[2]++)
					for (cc[1] = 0; cc[1] < b[1]; cc[1]++)
						for (cc[0] = 0; cc[0] < b[0]; cc[0]++) {
							if (lay_tma_smem_offset(3, b, eb, m, 0x2000, cc, &o) != 0
							    || o % (uint32_t)eb || o + (uint32_t)eb > bytes) {
								ok = 0;
								continue;
							}
							for (int x = 0; x < eb; x++)
								if (seen[o + (uint32_t)x]++)
									ok = 0;
						}
				CHECK(ok);
			}
}

/* ---- tensor map validation (cuTensorMapEncodeTiled rules) ---- */

static LayTensorMap good_map(void)
{
	LayTensorMap m = { 0 };

	m.gaddr = 0x7f0000001000ull;
	m.dtype = LAY_DT_BF16;
	m.rank = 2;
	m.dims[0] = 4096; m.dims[1] = 4096;
	m.strides[0] = 8192;
	m.box[0] = 64; m.box[1] = 128;
	m.estride[0] = 1; m.estride[1] = 1;
	m.interleave = LAY_IL_NONE;
	m.swizzle = LAY_SW_128B;
	m.l2promo = LAY_L2_256B;
	m.oobfill = LAY_OOB_ZERO;
	return m;
}

static void test_tensormap(void)
{
	LayTensorMap m = good_map();

	CHECK(lay_tensormap_check(&m) == NULL);
	CHECK_EQ(lay_tensormap_box_bytes(&m), 64 * 128 * 2);
	CHECK_EQ(lay_tensormap_smem_bytes(&m), 64 * 128 * 2);
	m.box[0] = 16;   /* 32 data bytes per row, rows padded to 128 */
	CHECK_EQ(lay_tensormap_box_bytes(&m), 16 * 128 * 2);
	CHECK_EQ(lay_tensormap_smem_bytes(&m), 128 * 128);
	m.swizzle = LAY_SW_NONE;
	CHECK_EQ(lay_tensormap_smem_bytes(&m), 16 * 128 * 2);
	CHECK_EQ(lay_dtype_bytes(LAY_DT_U8), 1);
	CHECK_EQ(lay_dtype_bytes(LAY_DT_BF16), 2);
	CHECK_EQ(lay_dtype_bytes(LAY_DT_TF32), 4);
	CHECK_EQ(lay_dtype_bytes(LAY_DT_S64), 8);
	CHECK_EQ(lay_dtype_bytes(LAY_DT_COUNT), LAY_E_ARG);

	m = good_map(); m.gaddr += 8;
	CHECK_STR(lay_tensormap_check(&m), "globalAddress must be 16-byte aligned");
	m = good_map(); m.strides[0] = 8200;
	CHECK_STR(lay_tensormap_check(&m), "globalStrides must be multiples of 16");
	m = good_map(); m.strides[0] = (uint64_t)1 << 40;
	CHECK_STR(lay_tensormap_check(&m), "globalStrides must be < 2^40");
	m = good_map(); m.dims[1] = 0;
	CHECK_STR(lay_tensormap_check(&m), "globalDim must be 1..2^32");
	m = good_map(); m.dims[0] = ((uint64_t)1 << 32) + 1;
	CHECK_STR(lay_tensormap_check(&m), "globalDim must be 1..2^32");
	m = good_map(); m.box[1] = 257;
	CHECK_STR(lay_tensormap_check(&m), "boxDim must be 1..256");
	m = good_map(); m.box[1] = 256;
	CHECK(lay_tensormap_check(&m) == NULL);
	m = good_map(); m.box[0] = 60; /* 120 bytes */
	CHECK_STR(lay_tensormap_check(&m), "boxDim[0] * element size must be a multiple of 16 bytes");
	m = good_map(); m.box[0] = 128; /* 256 bytes > 128B span */
	CHECK_STR(lay_tensormap_check(&m), "boxDim[0] * element size must be <= the swizzle span");
	m.swizzle = LAY_SW_NONE;
	CHECK(lay_tensormap_check(&m) == NULL);
	m = good_map(); m.swizzle = LAY_SW_64B;  /* 128 bytes > 64 */
	CHECK_STR(lay_tensormap_check(&m), "boxDim[0] * element size must be <= the swizzle span");
	m = good_map(); m.estride[1] = 9;
	CHECK_STR(lay_tensormap_check(&m), "elementStrides must be 1..8");
	m = good_map(); m.estride[1] = 0;
	CHECK_STR(lay_tensormap_check(&m), "elementStrides must be 1..8");
	m = good_map(); m.rank = 6;
	CHECK_STR(lay_tensormap_check(&m), "tensorRank must be 1..5");
	m = good_map(); m.interleave = LAY_IL_16B;
	CHECK_STR(lay_tensormap_check(&m), "tensorRank must be >= 3 when interleave is not NONE");
	m = good_map(); m.rank = 3; m.dims[2] = 2; m.strides[1] = 8192 * 4096; m.box[2] = 1;
	m.estride[2] = 1; m.interleave = LAY_IL_32B;
	CHECK_STR(lay_tensormap_check(&m), "swizzle must be 32B when interleave is 32B");
	m.gaddr += 16;
	CHECK_STR(lay_tensormap_check(&m), "globalAddress must be 32-byte aligned with 32B interleave");
	m = good_map(); m.dtype = LAY_DT_U8; m.box[0] = 128; m.oobfill = LAY_OOB_NAN_REQUEST_ZERO_FMA;
	CHECK_STR(lay_tensormap_check(&m), "oobFill NAN_REQUEST_ZERO_FMA needs a floating-point tensorDataType");
	m.dtype = LAY_DT_F16; m.box[0] = 64;
	CHECK(lay_tensormap_check(&m) == NULL);
	m = good_map(); m.dtype = 13;
	CHECK_STR(lay_tensormap_check(&m), "tensorDataType is not a CUtensorMapDataType");
	m = good_map(); m.swizzle = 4;
	CHECK_STR(lay_tensormap_check(&m), "swizzle is not a CUtensorMapSwizzle");
	m = good_map(); m.l2promo = 4;
	CHECK_STR(lay_tensormap_check(&m), "l2Promotion is not a CUtensorMapL2promotion");
	/* placement through the map: bf16 box {64, 128}, 128B, (13, 5) -> 714 */
	{
		uint32_t c[2] = { 13, 5 }, a = 0;
		m = good_map();
		CHECK_EQ(lay_tensormap_smem_addr(&m, 0x4000, c, &a), 0);
		CHECK_EQ(a, 0x4000 + 714);
		c[1] = 128;
		CHECK_EQ(lay_tensormap_smem_addr(&m, 0x4000, c, &a), LAY_E_COORD);
		m.interleave = LAY_IL_16B;
		CHECK_EQ(lay_tensormap_smem_addr(&m, 0x4000, c, &a), LAY_E_INTERLEAVE);
	}
	/* traversal strides shrink the smem box: ceil(5/2) = 3 */
	m = good_map(); m.box[1] = 5; m.estride[1] = 2;
	CHECK_EQ(lay_tensormap_smem_box(&m, 1), 3);
	CHECK_EQ(lay_tensormap_box_bytes(&m), 64 * 3 * 2);
	{
		uint32_t c[2] = { 0, 2 }, a = 0;
		CHECK_EQ(lay_tensormap_smem_addr(&m, 0, c, &a), 0);
		CHECK_EQ(a, 256 + 32);
		c[1] = 3;
		CHECK_EQ(lay_tensormap_smem_addr(&m, 0, c, &a), LAY_E_COORD);
	}
}

/* ---- wgmma descriptor: PTX ISA 9.7.15.5.1.2.2 ---- */

static void test_desc(void)
{
	LayWgmmaDesc d;

	/* 128B, K-major bf16 GEMM descriptor: start 0x400, LBO 16 (unused),
	 * SBO 1024: fields 0x40, 1, 64, code 1 */
	CHECK_HEX(desc(0x400, 16, 1024, LAY_SW_128B, 0), 0x4000004000010040ull);
	/* ISA example, K-major no-swizzle tf32: LBO 64*4 -> 16, SBO 32*4 -> 8 */
	CHECK_HEX(desc(0, 256, 128, LAY_SW_NONE, 0), 0x0000000800100000ull);
	CHECK_HEX(desc(0, 0, 0, LAY_SW_64B, 0), 0x8000000000000000ull);
	CHECK_HEX(desc(0, 0, 0, LAY_SW_32B, 0), 0xC000000000000000ull);
	CHECK_HEX(desc(0, 0, 0, LAY_SW_NONE, 5), 0x000A000000000000ull);
	/* matrix-descriptor-encode(x) = (x & 0x3FFFF) >> 4 */
	CHECK_HEX(desc(0x40010, 0, 0, LAY_SW_NONE, 0), 0x1);
	CHECK_HEX(desc(0x3FFF0, 0x3FFF0, 0x3FFF0, LAY_SW_NONE, 7), 0x000E3FFF3FFF3FFFull);
	CHECK_EQ(lay_wgmma_swz_code(LAY_SW_128B), 1);
	CHECK_EQ(lay_wgmma_swz_code(LAY_SW_64B), 2);
	CHECK_EQ(lay_wgmma_swz_code(LAY_SW_32B), 3);
	CHECK_EQ(lay_wgmma_swz_code(LAY_SW_NONE), 0);
	CHECK_EQ(lay_wgmma_swz_code(9), LAY_E_SWIZZLE);

	lay_wgmma_desc_decode(0x4000004000010040ull, &d);
	CHECK_EQ(d.start, 0x400); CHECK_EQ(d.lbo, 16); CHECK_EQ(d.sbo, 1024);
	CHECK_EQ(d.base_offset, 0); CHECK_EQ(d.swizzle, LAY_SW_128B);
	/* reserved bits are ignored */
	lay_wgmma_desc_decode(0x8000004000010040ull | 0x0001C000C000C000ull, &d);
	CHECK_EQ(d.start, 0x400); CHECK_EQ(d.lbo, 16); CHECK_EQ(d.sbo, 1024);
	CHECK_EQ(d.swizzle, LAY_SW_64B);

	/* round trips both ways */
	{
		int ok1 = 1, ok2 = 1;
		uint64_t defined = 0xC00E3FFF3FFF3FFFull, x = 0x9E3779B97F4A7C15ull;
		for (int i = 0; i < 2000; i++) {
			LayWgmmaDesc e;
			x ^= x << 13; x ^= x >> 7; x ^= x << 17;
			lay_wgmma_desc_decode(x, &e);
			if (lay_wgmma_desc_encode(&e) != (x & defined))
				ok1 = 0;
			if (lay_wgmma_desc_check(&e) != 0)
				ok1 = 0;
			{
				LayWgmmaDesc f = { (uint32_t)(x & 0x3FFF) << 4, (uint32_t)(x >> 20 & 0x3FFF) << 4,
					(uint32_t)(x >> 40 & 0x3FFF) << 4, (int)(x >> 60 & 7), (int)(x >> 10 & 3) }, g;
				lay_wgmma_desc_decode(lay_wgmma_desc_encode(&f), &g);
				if (g.start != f.start || g.lbo != f.lbo || g.sbo != f.sbo
				    || g.base_offset != f.base_offset || g.swizzle != f.swizzle)
					ok2 = 0;
			}
		}
		CHECK(ok1);
		CHECK(ok2);
	}
	{
		LayWgmmaDesc e = { 0x408, 16, 1024, 0, LAY_SW_128B };
		CHECK_EQ(lay_wgmma_desc_check(&e), LAY_E_ALIGN);
		e.start = 0x40000;
		CHECK_EQ(lay_wgmma_desc_check(&e), LAY_E_ARG);
		e.start = 0x400; e.base_offset = 8;
		CHECK_EQ(lay_wgmma_desc_check(&e), LAY_E_ARG);
		e.base_offset = 0; e.swizzle = 5;
		CHECK_EQ(lay_wgmma_desc_check(&e), LAY_E_SWIZZLE);
	}
}

/* ---- wgmma smem addressing: PTX ISA 9.7.15.5.1.2.1.3 canonical layouts ---- */

static uint32_t waddr(uint64_t dsc, int major, int eb, int row, int k)
{
	uint32_t a = 0xFFFFFFFFu;

	if (lay_wgmma_smem_addr(dsc, major, eb, row, k, &a) != 0)
		return 0xFFFFFFFFu;
	return a;
}

static void test_wgmma_smem(void)
{
	int ok;

	/* Exact layouts of the ISA's worked examples (element units, x eb) */
	ok = 1;  /* K-major, no swizzle, tf32: ((8,2),(4,4)):((4,32),(1,64)) */
	for (int r = 0; r < 16; r++)
		for (int k = 0; k < 16; k++)
			if (waddr(desc(0, 256, 128, LAY_SW_NONE, 0), LAY_K_MAJOR, 4, r, k)
			    != 4u * (uint32_t)(r % 8 * 4 + r / 8 * 32 + k % 4 + k / 4 * 64))
				ok = 0;
	CHECK(ok);
	ok = 1;  /* K-major, 32B, tf32: Swizzle<1,4,3> o ((8,2),(4,2)):((8,64),(1,4)) */
	for (int r = 0; r < 16; r++)
		for (int k = 0; k < 8; k++)
			if (waddr(desc(0, 16, 256, LAY_SW_32B, 0), LAY_K_MAJOR, 4, r, k)
			    != lay_swizzle(4u * (uint32_t)(r % 8 * 8 + r / 8 * 64 + k), LAY_SW_32B))
				ok = 0;
	CHECK(ok);
	ok = 1;  /* MN-major, no swizzle, bf16: ((8,1,2),(8,2)):((1,8,64),(8,128)) */
	for (int r = 0; r < 16; r++)
		for (int k = 0; k < 16; k++)
			if (waddr(desc(0, 256, 128, LAY_SW_NONE, 0), LAY_MN_MAJOR, 2, r, k)
			    != 2u * (uint32_t)(r % 8 + r / 8 * 64 + k % 8 * 8 + k / 8 * 128))
				ok = 0;
	CHECK(ok);
	ok = 1;  /* MN-major, 32B, bf16: ((8,2,2),(8,2)):((1,8,128),(16,256)) */
	for (int r = 0; r < 32; r++)
		for (int k = 0; k < 16; k++)
			if (waddr(desc(0, 256, 512, LAY_SW_32B, 0), LAY_MN_MAJOR, 2, r, k)
			    != lay_swizzle(2u * (uint32_t)(r % 8 + r / 8 % 2 * 8 + r / 16 * 128
				+ k % 8 * 16 + k / 8 * 256), LAY_SW_32B))
				ok = 0;
	CHECK(ok);
	ok = 1;  /* MN-major, 64B, bf16: ((8,4,2),(8,2)):((1,8,256),(32,512)) */
	for (int r = 0; r < 64; r++)
		for (int k = 0; k < 16; k++)
			if (waddr(desc(0, 512, 1024, LAY_SW_64B, 0), LAY_MN_MAJOR, 2, r, k)
			    != lay_swizzle(2u * (uint32_t)(r % 8 + r / 8 % 4 * 8 + r / 32 * 256
				+ k % 8 * 32 + k / 8 * 512), LAY_SW_64B))
				ok = 0;
	CHECK(ok);

	/* hand values, K-major 128B bf16, SBO 1024 */
	CHECK_EQ(waddr(desc(0, 16, 1024, LAY_SW_128B, 0), LAY_K_MAJOR, 2, 1, 0), 144);
	CHECK_EQ(waddr(desc(0, 16, 1024, LAY_SW_128B, 0), LAY_K_MAJOR, 2, 9, 8), 1152);
	CHECK_EQ(waddr(desc(0, 16, 1024, LAY_SW_128B, 0), LAY_K_MAJOR, 2, 3, 40), 480);
	/* start advanced by 32 bytes (second k16 step) swizzles the absolute address */
	CHECK_EQ(waddr(desc(32, 16, 1024, LAY_SW_128B, 0), LAY_K_MAJOR, 2, 2, 0), 256 + 0);
	CHECK_EQ(waddr(desc(32, 16, 1024, LAY_SW_128B, 0), LAY_K_MAJOR, 2, 1, 0), 128 + 48);
	/* K-major none: (row 9, k 11) = SBO + 16 + LBO + 3*2 */
	CHECK_EQ(waddr(desc(0x1000, 2048, 128, LAY_SW_NONE, 0), LAY_K_MAJOR, 2, 9, 11),
		0x1000 + 128 + 16 + 2048 + 6);
	/* errors */
	{
		uint32_t a;
		CHECK_EQ(lay_wgmma_smem_addr(desc(0, 16, 1024, LAY_SW_128B, 0), LAY_K_MAJOR, 2, 0, 64, &a),
			LAY_E_COORD);
		CHECK_EQ(lay_wgmma_smem_addr(desc(0, 16, 256, LAY_SW_32B, 0), LAY_K_MAJOR, 2, 0, 16, &a),
			LAY_E_COORD);
		CHECK_EQ(lay_wgmma_smem_addr(desc(0, 16, 256, LAY_SW_32B, 0), LAY_K_MAJOR, 3, 0, 0, &a),
			LAY_E_ELEM);
		CHECK_EQ(lay_wgmma_smem_addr(desc(0, 16, 256, LAY_SW_32B, 0), 2, 2, 0, 0, &a), LAY_E_ARG);
		CHECK_EQ(lay_wgmma_smem_addr(desc(0, 16, 256, LAY_SW_32B, 0), 0, 2, -1, 0, &a), LAY_E_COORD);
	}

	/* injectivity: a 64 x 32-byte-K operand (one wgmma A of any type) with a
	 * canonical LBO/SBO choice maps every element to its own bytes inside the
	 * operand's region */
	for (int m = LAY_SW_NONE; m <= LAY_SW_128B; m++)
		for (int major = 0; major < 2; major++)
			for (int eb = 1; eb <= 4; eb *= 2) {
				int span = lay_swizzle_span(m), kn = 32 / eb, rows = 64;
				uint32_t lbo, sbo, bytes = (uint32_t)rows * 32;
				if (major == LAY_K_MAJOR && span)   /* 32 bytes used of each swizzle row */
					bytes = (uint32_t)rows * (uint32_t)span;
				if (major == LAY_MN_MAJOR && eb != 2)
					continue;   /* transpose is f16/bf16 only */
				if (major == LAY_K_MAJOR)
					lbo = span ? 16 : 128 * 8, sbo = span ? 8u * (uint32_t)span : 128;
				else if (span)   /* rows: span/eb per swizzle row, K groups of 8 */
					lbo = 8u * (uint32_t)span * 2, sbo = 8u * (uint32_t)span;
				else
					lbo = 8 * 128, sbo = 128;
				ok = 1;
				memset(seen, 0, bytes);
				for (int r = 0; r < rows; r++)
					for (int k = 0; k < kn; k++) {
						uint32_t a = waddr(desc(0x4000, lbo, sbo, m, 0), major, eb, r, k);
						if (a < 0x4000 || a - 0x4000 + (uint32_t)eb > bytes) {
							ok = 0;
							continue;
						}
						for (int x = 0; x < eb; x++)
							if (seen[a - 0x4000 + (uint32_t)x]++)
								ok = 0;
					}
				if (!ok)
					fprintf(stderr, "bijection failed: swizzle %d major %d eb %d\n", m, major, eb);
				CHECK(ok);
			}
}

/* ---- TMA tile load composed with wgmma descriptor addressing ---- */

static void test_tma_wgmma(void)
{
	/* K-major bf16 64 x 64 tile (rows = M, inner = K), k16 steps. */
	for (int m = LAY_SW_32B; m <= LAY_SW_128B; m++) {
		int span = lay_swizzle_span(m), kbox = span / 2;   /* K elements per box */
		uint32_t dst = 0x8000, box[2] = { (uint32_t)kbox, 64 }, boxbytes = 64u * (uint32_t)span;
		int ok = 1;
		for (int s = 0; s < 4; s++) {       /* k16 step: K 16*s .. 16*s+15 */
			int kg = 16 * s, j = kg / kbox, kin = kg % kbox;
			uint32_t start = dst + (uint32_t)j * boxbytes + (uint32_t)kin * 2;
			uint64_t d = desc(start, 16, 8u * (uint32_t)span, m, 0);
			for (int r = 0; r < 64; r++)
				for (int k = 0; k < 16; k++) {
					uint32_t c[2] = { (uint32_t)(kin + k), (uint32_t)r }, t = 0;
					if (lay_tma_smem_addr(2, box, 2, m, dst + (uint32_t)j * boxbytes, c, &t) != 0
					    || waddr(d, LAY_K_MAJOR, 2, r, k) != t)
						ok = 0;
				}
		}
		if (!ok)
			fprintf(stderr, "TMA->wgmma K-major failed for swizzle %d\n", m);
		CHECK(ok);
	}
	/* the same 128B tile at a destination 128-aligned but not 1024-aligned:
	 * TMA and wgmma (base offset 0) both swizzle absolute addresses */
	{
		uint32_t dst = 0x8000 + 384, box[2] = { 64, 64 };
		int ok = 1;
		for (int r = 0; r < 64; r++)
			for (int k = 0; k < 16; k++) {
				uint32_t c[2] = { (uint32_t)(16 + k), (uint32_t)r }, t = 0;
				lay_tma_smem_addr(2, box, 2, LAY_SW_128B, dst, c, &t);
				if (waddr(desc(dst + 32, 16, 1024, LAY_SW_128B, 0), LAY_K_MAJOR, 2, r, k) != t)
					ok = 0;
			}
		CHECK(ok);
	}
	/* MN-major B: N = 128, K = 16 bf16, TMA boxes {span/2 (n), 16 (k)} along N */
	for (int m = LAY_SW_32B; m <= LAY_SW_128B; m++) {
		int span = lay_swizzle_span(m), nbox = span / 2;
		uint32_t dst = 0x10000, box[2] = { (uint32_t)nbox, 16 }, boxbytes = 16u * (uint32_t)span;
		uint64_t d = desc(dst, boxbytes, 8u * (uint32_t)span, m, 0);
		int ok = 1;
		for (int n = 0; n < 128; n++)
			for (int k = 0; k < 16; k++) {
				uint32_t c[2] = { (uint32_t)(n % nbox), (uint32_t)k }, t = 0;
				if (lay_tma_smem_addr(2, box, 2, m, dst + (uint32_t)(n / nbox) * boxbytes, c, &t) != 0
				    || waddr(d, LAY_MN_MAJOR, 2, n, k) != t)
					ok = 0;
			}
		if (!ok)
			fprintf(stderr, "TMA->wgmma MN-major failed for swizzle %d\n", m);
		CHECK(ok);
	}
	/* no swizzle: a 3D box {8 k, 64 rows, 2 k-chunks} lays out core matrices;
	 * K-major descriptor SBO = 128 (8 rows of 16 B), LBO = 1024 (next chunk) */
	{
		uint32_t dst = 0x3000, box[3] = { 8, 64, 2 };
		uint64_t d = desc(dst, 1024, 128, LAY_SW_NONE, 0);
		int ok = 1;
		for (int r = 0; r < 64; r++)
			for (int k = 0; k < 16; k++) {
				uint32_t c[3] = { (uint32_t)(k % 8), (uint32_t)r, (uint32_t)(k / 8) }, t = 0;
				if (lay_tma_smem_addr(3, box, 2, LAY_SW_NONE, dst, c, &t) != 0
				    || waddr(d, LAY_K_MAJOR, 2, r, k) != t)
					ok = 0;
			}
		CHECK(ok);
	}
}

/* ---- mma.sync fragments: PTX ISA 9.7.14.5.6-10 ---- */

static void test_mma(void)
{
	static const struct { int k, type; } combos[] = {
		{ 4, LAY_T_TF32 }, { 8, LAY_T_F16 }, { 8, LAY_T_TF32 }, { 16, LAY_T_F16 }, { 32, LAY_T_F8 },
	};
	int r, c;

	CHECK_EQ(lay_mma_nelem(16, LAY_T_F16, 'a'), 8);
	CHECK_EQ(lay_mma_nelem(16, LAY_T_F16, 'b'), 4);
	CHECK_EQ(lay_mma_nelem(8, LAY_T_F16, 'a'), 4);
	CHECK_EQ(lay_mma_nelem(8, LAY_T_TF32, 'a'), 4);
	CHECK_EQ(lay_mma_nelem(4, LAY_T_TF32, 'a'), 2);
	CHECK_EQ(lay_mma_nelem(4, LAY_T_TF32, 'b'), 1);
	CHECK_EQ(lay_mma_nelem(32, LAY_T_F8, 'a'), 16);
	CHECK_EQ(lay_mma_nelem(32, LAY_T_F8, 'b'), 8);
	CHECK_EQ(lay_mma_nelem(32, LAY_T_F8, 'c'), 4);
	CHECK_EQ(lay_mma_nelem(16, LAY_T_TF32, 'a'), LAY_E_ARG);
	CHECK_EQ(lay_mma_nelem(32, LAY_T_F16, 'a'), LAY_E_ARG);
	CHECK_EQ(lay_mma_a(16, LAY_T_F16, 32, 0, &r, &c), LAY_E_ARG);
	CHECK_EQ(lay_mma_a(16, LAY_T_F16, 0, 8, &r, &c), LAY_E_ARG);
	CHECK_EQ(lay_mma_b(8, LAY_T_F16, 0, 2, &r, &c), LAY_E_ARG);
	CHECK_EQ(lay_mma_c(0, 4, &r, &c), LAY_E_ARG);

	/* m16n8k16 f16/bf16 A: lane 5 (groupID 1, tid_in_group 1), lane 31 */
	{ int r_, c_;
	lay_mma_a(16, LAY_T_F16, 5, 0, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 2);
	lay_mma_a(16, LAY_T_F16, 5, 1, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 3);
	lay_mma_a(16, LAY_T_F16, 5, 2, &r_, &c_); CHECK_EQ(r_, 9); CHECK_EQ(c_, 2);
	lay_mma_a(16, LAY_T_F16, 5, 3, &r_, &c_); CHECK_EQ(r_, 9); CHECK_EQ(c_, 3);
	lay_mma_a(16, LAY_T_F16, 5, 4, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 10);
	lay_mma_a(16, LAY_T_F16, 5, 7, &r_, &c_); CHECK_EQ(r_, 9); CHECK_EQ(c_, 11);
	lay_mma_a(16, LAY_T_F16, 31, 0, &r_, &c_); CHECK_EQ(r_, 7); CHECK_EQ(c_, 6);
	lay_mma_a(16, LAY_T_F16, 31, 6, &r_, &c_); CHECK_EQ(r_, 15); CHECK_EQ(c_, 14);
	/* m16n8k8 f16 A: lane 6 (g 1, t 2) */
	lay_mma_a(8, LAY_T_F16, 6, 0, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 4);
	lay_mma_a(8, LAY_T_F16, 6, 3, &r_, &c_); CHECK_EQ(r_, 9); CHECK_EQ(c_, 5);
	/* m16n8k8 tf32 A: a0 (g, t) a1 (g+8, t) a2 (g, t+4) a3 (g+8, t+4) */
	lay_mma_a(8, LAY_T_TF32, 6, 0, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 2);
	lay_mma_a(8, LAY_T_TF32, 6, 1, &r_, &c_); CHECK_EQ(r_, 9); CHECK_EQ(c_, 2);
	lay_mma_a(8, LAY_T_TF32, 6, 2, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 6);
	lay_mma_a(8, LAY_T_TF32, 6, 3, &r_, &c_); CHECK_EQ(r_, 9); CHECK_EQ(c_, 6);
	/* m16n8k4 tf32 A */
	lay_mma_a(4, LAY_T_TF32, 6, 0, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 2);
	lay_mma_a(4, LAY_T_TF32, 6, 1, &r_, &c_); CHECK_EQ(r_, 9); CHECK_EQ(c_, 2);
	/* m16n8k32 e4m3 A: a0-3 (g, 4t..4t+3), a4-7 row g+8, a8-15 cols +16 */
	lay_mma_a(32, LAY_T_F8, 6, 0, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 8);
	lay_mma_a(32, LAY_T_F8, 6, 3, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 11);
	lay_mma_a(32, LAY_T_F8, 6, 4, &r_, &c_); CHECK_EQ(r_, 9); CHECK_EQ(c_, 8);
	lay_mma_a(32, LAY_T_F8, 6, 8, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 24);
	lay_mma_a(32, LAY_T_F8, 6, 15, &r_, &c_); CHECK_EQ(r_, 9); CHECK_EQ(c_, 27);
	/* B (row = k, col = n = groupID) */
	lay_mma_b(16, LAY_T_F16, 6, 0, &r_, &c_); CHECK_EQ(r_, 4); CHECK_EQ(c_, 1);
	lay_mma_b(16, LAY_T_F16, 6, 1, &r_, &c_); CHECK_EQ(r_, 5); CHECK_EQ(c_, 1);
	lay_mma_b(16, LAY_T_F16, 6, 2, &r_, &c_); CHECK_EQ(r_, 12); CHECK_EQ(c_, 1);
	lay_mma_b(16, LAY_T_F16, 6, 3, &r_, &c_); CHECK_EQ(r_, 13); CHECK_EQ(c_, 1);
	lay_mma_b(8, LAY_T_F16, 6, 1, &r_, &c_); CHECK_EQ(r_, 5); CHECK_EQ(c_, 1);
	lay_mma_b(8, LAY_T_TF32, 6, 0, &r_, &c_); CHECK_EQ(r_, 2); CHECK_EQ(c_, 1);
	lay_mma_b(8, LAY_T_TF32, 6, 1, &r_, &c_); CHECK_EQ(r_, 6); CHECK_EQ(c_, 1);
	lay_mma_b(4, LAY_T_TF32, 6, 0, &r_, &c_); CHECK_EQ(r_, 2); CHECK_EQ(c_, 1);
	lay_mma_b(32, LAY_T_F8, 6, 0, &r_, &c_); CHECK_EQ(r_, 8); CHECK_EQ(c_, 1);
	lay_mma_b(32, LAY_T_F8, 6, 3, &r_, &c_); CHECK_EQ(r_, 11); CHECK_EQ(c_, 1);
	lay_mma_b(32, LAY_T_F8, 6, 4, &r_, &c_); CHECK_EQ(r_, 24); CHECK_EQ(c_, 1);
	lay_mma_b(32, LAY_T_F8, 31, 7, &r_, &c_); CHECK_EQ(r_, 31); CHECK_EQ(c_, 7);
	/* C/D */
	lay_mma_c(6, 0, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 4);
	lay_mma_c(6, 1, &r_, &c_); CHECK_EQ(r_, 1); CHECK_EQ(c_, 5);
	lay_mma_c(6, 2, &r_, &c_); CHECK_EQ(r_, 9); CHECK_EQ(c_, 4);
	lay_mma_c(31, 3, &r_, &c_); CHECK_EQ(r_, 15); CHECK_EQ(c_, 7);
	}

	/* bijection of every operand of every shape */
	for (size_t j = 0; j < sizeof combos / sizeof combos[0]; j++) {
		struct mma_ctx a = { combos[j].k, combos[j].type, 'a' };
		struct mma_ctx b = { combos[j].k, combos[j].type, 'b' };
		struct mma_ctx cc = { combos[j].k, combos[j].type, 'c' };
		CHECK(cover_rc(16, a.k, mma_f, &a, 32, lay_mma_nelem(a.k, a.type, 'a')));
		CHECK(cover_rc(b.k, 8, mma_f, &b, 32, lay_mma_nelem(b.k, b.type, 'b')));
		CHECK(cover_rc(16, 8, mma_f, &cc, 32, 4));
	}
}

/* ---- wgmma register fragments: PTX ISA 9.7.15.5.1.1 ---- */

static void test_wgmma_frag(void)
{
	int r, c;

	/* D: thread 0 */
	RC(lay_wgmma_d(64, 0, 0, &r_, &c_), 0, 0);
	RC(lay_wgmma_d(64, 0, 1, &r_, &c_), 0, 1);
	RC(lay_wgmma_d(64, 0, 2, &r_, &c_), 8, 0);
	RC(lay_wgmma_d(64, 0, 3, &r_, &c_), 8, 1);
	RC(lay_wgmma_d(64, 0, 4, &r_, &c_), 0, 8);
	/* thread 37 = warp 1 lane 5 (g 1, t 1) */
	RC(lay_wgmma_d(64, 37, 0, &r_, &c_), 17, 2);
	RC(lay_wgmma_d(64, 37, 3, &r_, &c_), 25, 3);
	RC(lay_wgmma_d(64, 37, 6, &r_, &c_), 25, 10);
	/* last element of m64n256 */
	RC(lay_wgmma_d(256, 127, 127, &r_, &c_), 63, 255);
	CHECK_EQ(lay_wgmma_d(256, 127, 128, &r, &c), LAY_E_ARG);
	CHECK_EQ(lay_wgmma_d(12, 0, 0, &r, &c), LAY_E_ARG);
	CHECK_EQ(lay_wgmma_d(264, 0, 0, &r, &c), LAY_E_ARG);
	CHECK_EQ(lay_wgmma_d(64, 128, 0, &r, &c), LAY_E_ARG);
	for (int n = 8; n <= 256; n += 8)
		CHECK(cover_rc(64, n, wg_d_f, &n, 128, n / 2));

	/* A from registers */
	RC(lay_wgmma_a(LAY_T_F16, 37, 0, &r_, &c_), 17, 2);
	RC(lay_wgmma_a(LAY_T_F16, 37, 2, &r_, &c_), 25, 2);
	RC(lay_wgmma_a(LAY_T_F16, 37, 4, &r_, &c_), 17, 10);
	RC(lay_wgmma_a(LAY_T_F16, 127, 7, &r_, &c_), 63, 15);
	RC(lay_wgmma_a(LAY_T_TF32, 70, 0, &r_, &c_), 33, 2);    /* warp 2 lane 6 */
	RC(lay_wgmma_a(LAY_T_TF32, 70, 1, &r_, &c_), 41, 2);
	RC(lay_wgmma_a(LAY_T_TF32, 70, 2, &r_, &c_), 33, 6);
	RC(lay_wgmma_a(LAY_T_F8, 100, 0, &r_, &c_), 49, 0);     /* warp 3 lane 4 */
	RC(lay_wgmma_a(LAY_T_F8, 100, 4, &r_, &c_), 57, 0);
	RC(lay_wgmma_a(LAY_T_F8, 100, 8, &r_, &c_), 49, 16);
	RC(lay_wgmma_a(LAY_T_F8, 100, 15, &r_, &c_), 57, 19);
	CHECK_EQ(lay_wgmma_a(LAY_T_F16, 0, 8, &r, &c), LAY_E_ARG);
	CHECK_EQ(lay_wgmma_a(3, 0, 0, &r, &c), LAY_E_ARG);
	{
		int ty = LAY_T_F16;
		CHECK(cover_rc(64, 16, wg_a_f, &ty, 128, 8));
		ty = LAY_T_TF32;
		CHECK(cover_rc(64, 8, wg_a_f, &ty, 128, 4));
		ty = LAY_T_F8;
		CHECK(cover_rc(64, 32, wg_a_f, &ty, 128, 16));
	}
}

/* ---- ldmatrix / stmatrix: PTX ISA 9.7.14.5.15-16 ---- */

static void test_ldmatrix(void)
{
	int m, r, c, ok;

	CHECK_EQ(lay_ldmatrix_row_lane(4, 13, &m, &r), 0);
	CHECK_EQ(m, 1); CHECK_EQ(r, 5);
	CHECK_EQ(lay_ldmatrix_row_lane(2, 15, &m, &r), 0);
	CHECK_EQ(m, 1); CHECK_EQ(r, 7);
	CHECK_EQ(lay_ldmatrix_row_lane(1, 7, &m, &r), 0);
	CHECK_EQ(m, 0); CHECK_EQ(r, 7);
	CHECK_EQ(lay_ldmatrix_row_lane(1, 8, &m, &r), LAY_E_ARG);   /* unused address */
	CHECK_EQ(lay_ldmatrix_row_lane(2, 16, &m, &r), LAY_E_ARG);
	CHECK_EQ(lay_ldmatrix_row_lane(3, 0, &m, &r), LAY_E_ARG);
	RC(lay_ldmatrix_elem(4, 0, 6, 2, 1, &r_, &c_), 1, 5);
	RC(lay_ldmatrix_elem(4, 1, 6, 2, 1, &r_, &c_), 5, 1);
	RC(lay_ldmatrix_elem(1, 0, 31, 0, 0, &r_, &c_), 7, 6);
	RC(lay_stmatrix_elem(1, 1, 31, 0, 0, &r_, &c_), 6, 7);
	CHECK_EQ(lay_ldmatrix_elem(2, 0, 0, 2, 0, &r, &c), LAY_E_ARG);
	CHECK_EQ(lay_ldmatrix_elem(4, 0, 0, 0, 2, &r, &c), LAY_E_ARG);
	for (int num = 1; num <= 4; num *= 2)
		for (int tr = 0; tr < 2; tr++) {
			struct ldm_ctx x = { num, tr };
			CHECK(cover_rc(8 * num, 8, ldm_f, &x, 32, 2 * num));
		}

	/* ldmatrix.x4 of the four 8x8 quadrants (rows 0-7|8-15) x (k 0-7|8-15)
	 * yields exactly the mma m16n8k16 A fragment; .x2 of B stored n-major
	 * (rows = n, k 0-7 | 8-15) yields the B fragment. */
	ok = 1;
	for (int lane = 0; lane < 32; lane++)
		for (int i = 0; i < 8; i++) {
			int j = i / 2, ar, ac;
			lay_ldmatrix_elem(4, 0, lane, j, i % 2, &r, &c);
			lay_mma_a(16, LAY_T_F16, lane, i, &ar, &ac);
			if (r + 8 * (j & 1) != ar || c + 8 * (j >> 1) != ac)
				ok = 0;
		}
	CHECK(ok);
	ok = 1;
	for (int lane = 0; lane < 32; lane++)
		for (int i = 0; i < 4; i++) {
			int j = i / 2, br, bc;
			lay_ldmatrix_elem(2, 0, lane, j, i % 2, &r, &c);
			lay_mma_b(16, LAY_T_F16, lane, i, &br, &bc);
			if (c + 8 * j != br || r != bc)   /* memory row = n, col = k */
				ok = 0;
		}
	CHECK(ok);
	/* .trans of B stored k-major (rows = k) gives the same fragment */
	ok = 1;
	for (int lane = 0; lane < 32; lane++)
		for (int i = 0; i < 4; i++) {
			int j = i / 2, br, bc;
			lay_ldmatrix_elem(2, 1, lane, j, i % 2, &r, &c);
			lay_mma_b(16, LAY_T_F16, lane, i, &br, &bc);
			if (r + 8 * j != br || c != bc)   /* memory row = k, col = n */
				ok = 0;
		}
	CHECK(ok);
}

/* The simulator's 128-byte tensor-map object (docs/simulator.md "Tensor
 * maps"): fields at their documented offsets, a round trip, the PTX
 * elemtype numbering, and the im2col rules of lay_tensormap_check. */
static void test_tmap_object(void)
{
	LayTensorMap m = {.gaddr = 0x10000040, .dtype = LAY_DT_BF16, .rank = 4, .dims = {64, 9, 14, 64},
		.strides = {128, 1152, 16128}, .estride = {1, 1, 1, 1}, .swizzle = LAY_SW_128B, .oobfill = 1,
		.mode = LAY_MODE_IM2COL, .lower = {-1, -2}, .upper = {-1, 3}, .cpp = 64, .ppc = 128};
	uint8_t b[LAY_TMAP_BYTES];
	lay_tmap_encode(&m, b);
	CHECK_EQ(b[0] | b[1] << 8 | b[2] << 16 | (uint32_t)b[3] << 24, (uint32_t)LAY_TMAP_MAGIC);
	CHECK_EQ(b[LAY_TMO_RANK], 3);              /* rank - 1 */
	CHECK_EQ(b[LAY_TMO_ELEMTYPE], 10);         /* PTX .bf16 (CUtensorMapDataType says 9) */
	CHECK_EQ(b[LAY_TMO_SWIZZLE], 3);
	CHECK_EQ(b[LAY_TMO_FILL], 1);
	CHECK_EQ(b[LAY_TMO_MODE], 1);
	CHECK_EQ(b[LAY_TMO_CPP], 64);
	CHECK_EQ(b[LAY_TMO_PPC], 128);
	CHECK_EQ(b[LAY_TMO_GADDR], 0x40);
	CHECK_EQ(b[LAY_TMO_GADDR + 3], 0x10);
	CHECK_EQ(b[LAY_TMO_STRIDE + 8], 1152 & 0xff);
	CHECK_EQ(b[LAY_TMO_DIM + 8], 14);
	CHECK_EQ(b[LAY_TMO_LOWER + 2], 0xfe);      /* -2 */
	CHECK_EQ(b[LAY_TMO_UPPER + 2], 3);
	for (int i = 104; i < LAY_TMAP_BYTES; i++)
		CHECK_EQ(b[i], 0);
	LayTensorMap d;
	CHECK(lay_tmap_decode(b, &d) == NULL);
	uint8_t b2[LAY_TMAP_BYTES];
	lay_tmap_encode(&d, b2);
	CHECK(!memcmp(b, b2, sizeof b));
	CHECK_EQ(d.rank, 4);
	CHECK_EQ(d.dtype, LAY_DT_BF16);
	CHECK_EQ(d.lower[1], -2);
	CHECK_EQ(d.upper[1], 3);
	CHECK_EQ(d.dims[2], 14);
	CHECK_EQ(d.strides[2], 16128);
	CHECK(lay_tensormap_check(&d) == NULL);
	CHECK_EQ(lay_tensormap_smem_rank(&d), 2);
	CHECK_EQ(lay_tensormap_box_bytes(&d), 64 * 128 * 2);
	CHECK_EQ(lay_tensormap_smem_bytes(&d), 128 * 128);
	/* PTX elemtype <-> CUtensorMapDataType */
	CHECK_EQ(lay_dt_from_ptx(8), LAY_DT_F32_FTZ);
	CHECK_EQ(lay_dt_from_ptx(9), LAY_DT_F64);
	CHECK_EQ(lay_dt_ptx(LAY_DT_TF32_FTZ), 12);
	CHECK_EQ(lay_dt_from_ptx(13), -1);
	b[0] ^= 1;
	CHECK(lay_tmap_decode(b, &d) != NULL);
	b[0] ^= 1;
	b[LAY_TMO_ELEMTYPE] = 14;
	CHECK(lay_tmap_decode(b, &d) != NULL);
	/* im2col rules */
	LayTensorMap e = m;
	e.lower[0] = -129;
	CHECK_STR(lay_tensormap_check(&e), "pixelBox corners must be in [-2^7, 2^7-1] for a 4D im2col map");
	e = m;
	e.rank = 2;
	CHECK_STR(lay_tensormap_check(&e), "tensorRank must be 3..5 for an im2col map");
	e = m;
	e.cpp = 4;
	CHECK_STR(lay_tensormap_check(&e), "channelsPerPixel * element size must be a multiple of 16 bytes");
	e = m;
	e.cpp = 128;
	CHECK_STR(lay_tensormap_check(&e), "channelsPerPixel * element size must be <= the swizzle span");
	e = m;
	e.ppc = 1025;
	CHECK_STR(lay_tensormap_check(&e), "pixelsPerColumn must be 1..1024");
}

int main(void)
{
	test_swizzle();
	test_tma();
	test_tensormap();
	test_tmap_object();
	test_desc();
	test_wgmma_smem();
	test_tma_wgmma();
	test_mma();
	test_wgmma_frag();
	test_ldmatrix();
	return TEST_DONE();
}
