/* Hopper operand layouts: swizzle, TMA box placement, tensor-map validation,
 * wgmma descriptors and smem addressing, and the register fragments of
 * mma.sync, wgmma and ldmatrix/stmatrix.  Pure functions; docs/layouts.md is
 * the specification each function follows (with PTX ISA section names). */
#include <stddef.h>
#include "num/layout.h"
#include <string.h>

const char *lay_strerror(int err)
{
	switch (err) {
	case LAY_OK: return "ok";
	case LAY_E_ARG: return "index or enum argument out of range";
	case LAY_E_SWIZZLE: return "unknown swizzle mode";
	case LAY_E_ELEM: return "element size must be 1, 2, 4 or 8 bytes";
	case LAY_E_RANK: return "tensor rank must be 1..5";
	case LAY_E_BOX: return "box dimension must be 1..256";
	case LAY_E_INNER16: return "box inner dimension in bytes must be a multiple of 16";
	case LAY_E_SPAN: return "box inner dimension in bytes exceeds the swizzle span";
	case LAY_E_ALIGN: return "address or offset misaligned";
	case LAY_E_COORD: return "coordinate outside the box or tile";
	case LAY_E_INTERLEAVE: return "interleaved layouts are not modelled";
	}
	return "unknown layout error";
}

/* ---- swizzle ---- */

int lay_swizzle_span(int mode)
{
	switch (mode) {
	case LAY_SW_NONE: return 0;
	case LAY_SW_32B: return 32;
	case LAY_SW_64B: return 64;
	case LAY_SW_128B: return 128;
	}
	return LAY_E_SWIZZLE;
}

int lay_swizzle_repeat(int mode)
{
	int s = lay_swizzle_span(mode);
	return s < 0 ? s : s * 8;   /* span/16 lines of 128 bytes */
}

/* XOR mask applied to the chunk bits [4:6]: the span's chunk count - 1. */
static uint32_t swz_mask(int mode)
{
	int s = lay_swizzle_span(mode);
	return s > 0 ? (uint32_t)(s / 16 - 1) << 4 : 0;
}

uint32_t lay_swizzle(uint32_t a, int mode)
{
	return a ^ ((a >> 3) & swz_mask(mode));
}

uint32_t lay_swizzle_based(uint32_t a, int mode, int base_offset)
{
	uint32_t line = (a >> 7) - (uint32_t)base_offset;
	return a ^ ((line << 4) & swz_mask(mode));
}

/* ---- TMA ---- */

static int elem_ok(int b)
{
	return b == 1 || b == 2 || b == 4 || b == 8;
}

int lay_tma_smem_addr(int rank, const uint32_t box[], int eb, int swizzle,
	uint32_t dst, const uint32_t c[], uint32_t *addr)
{
	int span = lay_swizzle_span(swizzle);
	uint64_t lin = 0;

	if (rank < 1 || rank > 5)
		return LAY_E_RANK;
	if (!elem_ok(eb))
		return LAY_E_ELEM;
	if (span < 0)
		return LAY_E_SWIZZLE;
	for (int i = 0; i < rank; i++)
		if (box[i] < 1 || box[i] > 256)
			return LAY_E_BOX;
	if (box[0] * (uint32_t)eb % 16)
		return LAY_E_INNER16;
	if (span && box[0] * (uint32_t)eb > (uint32_t)span)
		return LAY_E_SPAN;
	if (dst % (span ? 128 : 16))
		return LAY_E_ALIGN;
	for (int i = 0; i < rank; i++)
		if (c[i] >= box[i])
			return LAY_E_COORD;
	/* rows (one per c1..c4) are span bytes apart when swizzled, even when
	 * the inner box is narrower (measured on an H200), else dense */
	for (int i = rank - 1; i >= 1; i--)
		lin = lin * box[i] + c[i];
	lin = lin * (uint64_t)(span ? (uint32_t)span : box[0] * (uint32_t)eb) + c[0] * (uint64_t)eb;
	*addr = lay_swizzle(dst + (uint32_t)lin, swizzle);
	return LAY_OK;
}

int lay_tma_smem_offset(int rank, const uint32_t box[], int eb, int swizzle,
	uint32_t dst, const uint32_t c[], uint32_t *off)
{
	uint32_t a;
	int e = lay_tma_smem_addr(rank, box, eb, swizzle, dst, c, &a);

	if (e == LAY_OK)
		*off = a - dst;
	return e;
}

/* ---- tensor map ---- */

int lay_dtype_bytes(int dt)
{
	static const signed char bytes[LAY_DT_COUNT] = {
		[LAY_DT_U8] = 1, [LAY_DT_U16] = 2, [LAY_DT_U32] = 4, [LAY_DT_S32] = 4,
		[LAY_DT_U64] = 8, [LAY_DT_S64] = 8, [LAY_DT_F16] = 2, [LAY_DT_F32] = 4,
		[LAY_DT_F64] = 8, [LAY_DT_BF16] = 2, [LAY_DT_F32_FTZ] = 4,
		[LAY_DT_TF32] = 4, [LAY_DT_TF32_FTZ] = 4,
	};
	return dt >= 0 && dt < LAY_DT_COUNT ? bytes[dt] : LAY_E_ARG;
}

static int dtype_float(int dt)
{
	return dt >= LAY_DT_F16 && dt <= LAY_DT_TF32_FTZ;
}

const char *lay_tensormap_check(const LayTensorMap *m)
{
	int eb = lay_dtype_bytes(m->dtype);
	int span = lay_swizzle_span(m->swizzle);
	unsigned al;

	if (eb < 0)
		return "tensorDataType is not a CUtensorMapDataType";
	if (m->rank < 1 || m->rank > 5)
		return "tensorRank must be 1..5";
	if (m->interleave < LAY_IL_NONE || m->interleave > LAY_IL_32B)
		return "interleave is not a CUtensorMapInterleave";
	if (m->interleave != LAY_IL_NONE && m->rank < 3)
		return "tensorRank must be >= 3 when interleave is not NONE";
	if (span < 0)
		return "swizzle is not a CUtensorMapSwizzle";
	if (m->l2promo < LAY_L2_NONE || m->l2promo > LAY_L2_256B)
		return "l2Promotion is not a CUtensorMapL2promotion";
	if (m->oobfill < LAY_OOB_ZERO || m->oobfill > LAY_OOB_NAN_REQUEST_ZERO_FMA)
		return "oobFill is not a CUtensorMapFloatOOBfill";
	if (m->oobfill == LAY_OOB_NAN_REQUEST_ZERO_FMA && !dtype_float(m->dtype))
		return "oobFill NAN_REQUEST_ZERO_FMA needs a floating-point tensorDataType";
	al = m->interleave == LAY_IL_32B ? 32 : 16;
	if (m->gaddr % al)
		return al == 32 ? "globalAddress must be 32-byte aligned with 32B interleave"
			: "globalAddress must be 16-byte aligned";
	for (int i = 0; i < m->rank; i++)
		if (m->dims[i] == 0 || m->dims[i] > ((uint64_t)1 << 32))
			return "globalDim must be 1..2^32";
	for (int i = 0; i < m->rank - 1; i++) {
		if (m->strides[i] % al)
			return al == 32 ? "globalStrides must be multiples of 32 with 32B interleave"
				: "globalStrides must be multiples of 16";
		if (m->strides[i] >= ((uint64_t)1 << 40))
			return "globalStrides must be < 2^40";
	}
	for (int i = 0; i < m->rank; i++) {
		if (m->mode == LAY_MODE_TILE && (m->box[i] == 0 || m->box[i] > 256))
			return "boxDim must be 1..256";
		if (m->estride[i] == 0 || m->estride[i] > 8)
			return "elementStrides must be 1..8";
	}
	if (m->mode != LAY_MODE_TILE && m->mode != LAY_MODE_IM2COL)
		return "mode must be tile or im2col";
	if (m->mode == LAY_MODE_IM2COL) {
		/* cuTensorMapEncodeIm2col; corner ranges from PTX ISA 5.5.4.1 */
		static const int lim[6] = {0, 0, 0, 1 << 15, 1 << 7, 1 << 4};
		if (m->rank < 3)
			return "tensorRank must be 3..5 for an im2col map";
		for (int i = 0; i < m->rank - 2; i++)
			if (m->lower[i] < -lim[m->rank] || m->lower[i] >= lim[m->rank] ||
			    m->upper[i] < -lim[m->rank] || m->upper[i] >= lim[m->rank])
				return m->rank == 3 ? "pixelBox corners must be in [-2^15, 2^15-1] for a 3D im2col map" :
					m->rank == 4 ? "pixelBox corners must be in [-2^7, 2^7-1] for a 4D im2col map" :
					"pixelBox corners must be in [-2^4, 2^4-1] for a 5D im2col map";
		if (m->cpp == 0 || m->cpp > 256)
			return "channelsPerPixel must be 1..256";
		if (m->ppc == 0 || m->ppc > 1024)
			return "pixelsPerColumn must be 1..1024";
	}
	uint32_t inner = m->mode == LAY_MODE_IM2COL ? m->cpp : m->box[0];
	if (m->interleave == LAY_IL_NONE && inner * (uint32_t)eb % 16)
		return m->mode == LAY_MODE_IM2COL ? "channelsPerPixel * element size must be a multiple of 16 bytes" :
			"boxDim[0] * element size must be a multiple of 16 bytes";
	if (m->interleave == LAY_IL_32B && m->swizzle != LAY_SW_32B)
		return "swizzle must be 32B when interleave is 32B";
	if (m->interleave == LAY_IL_NONE && span && inner * (uint32_t)eb > (uint32_t)span)
		return m->mode == LAY_MODE_IM2COL ? "channelsPerPixel * element size must be <= the swizzle span" :
			"boxDim[0] * element size must be <= the swizzle span";
	return NULL;
}

int lay_tensormap_smem_rank(const LayTensorMap *m)
{
	return m->mode == LAY_MODE_IM2COL ? 2 : m->rank;
}

uint32_t lay_tensormap_smem_box(const LayTensorMap *m, int i)
{
	if (m->mode == LAY_MODE_IM2COL) {
		uint32_t s = m->estride[0] ? m->estride[0] : 1;
		return i == 0 ? (m->cpp + s - 1) / s : i == 1 ? m->ppc : 1;
	}
	uint32_t s = m->estride[i] ? m->estride[i] : 1;
	return (m->box[i] + s - 1) / s;
}

uint32_t lay_tensormap_box_bytes(const LayTensorMap *m)
{
	uint32_t n = (uint32_t)lay_dtype_bytes(m->dtype);

	for (int i = 0; i < lay_tensormap_smem_rank(m); i++)
		n *= lay_tensormap_smem_box(m, i);
	return n;
}

uint32_t lay_tensormap_smem_bytes(const LayTensorMap *m)
{
	int span = lay_swizzle_span(m->swizzle);
	uint32_t n = lay_tensormap_smem_box(m, 0) * (uint32_t)lay_dtype_bytes(m->dtype);

	if (span > 0 && m->interleave == LAY_IL_NONE)
		n = (uint32_t)span;
	for (int i = 1; i < lay_tensormap_smem_rank(m); i++)
		n *= lay_tensormap_smem_box(m, i);
	return n;
}

int lay_tensormap_smem_addr(const LayTensorMap *m, uint32_t dst, const uint32_t c[],
	uint32_t *addr)
{
	uint32_t box[5];
	int rank = lay_tensormap_smem_rank(m);

	if (m->interleave != LAY_IL_NONE)
		return LAY_E_INTERLEAVE;
	if (rank < 1 || rank > 5)
		return LAY_E_RANK;
	for (int i = 0; i < rank; i++)
		box[i] = lay_tensormap_smem_box(m, i);
	return lay_tma_smem_addr(rank, box, lay_dtype_bytes(m->dtype), m->swizzle, dst, c, addr);
}

/* ---- the simulator's 128-byte tensor-map object ---- */

/* PTX elemtype i (tensormap.replace Table 33) is CUtensorMapDataType ptx_dt[i] */
static const signed char ptx_dt[13] = {
	LAY_DT_U8, LAY_DT_U16, LAY_DT_U32, LAY_DT_S32, LAY_DT_U64, LAY_DT_S64, LAY_DT_F16,
	LAY_DT_F32, LAY_DT_F32_FTZ, LAY_DT_F64, LAY_DT_BF16, LAY_DT_TF32, LAY_DT_TF32_FTZ,
};

int lay_dt_from_ptx(int e)
{
	return e >= 0 && e < 13 ? ptx_dt[e] : -1;
}

int lay_dt_ptx(int dt)
{
	for (int i = 0; i < 13; i++)
		if (ptx_dt[i] == dt)
			return i;
	return -1;
}

static void put(uint8_t *p, int off, uint64_t v, int n)
{
	for (int i = 0; i < n; i++)
		p[off + i] = (uint8_t)(v >> (8 * i));
}

static uint64_t get(const uint8_t *p, int off, int n)
{
	uint64_t v = 0;
	for (int i = 0; i < n; i++)
		v |= (uint64_t)p[off + i] << (8 * i);
	return v;
}

void lay_tmap_encode(const LayTensorMap *m, uint8_t out[LAY_TMAP_BYTES])
{
	memset(out, 0, LAY_TMAP_BYTES);
	put(out, 0, LAY_TMAP_MAGIC, 4);
	put(out, LAY_TMO_RANK, (uint64_t)(m->rank - 1), 1);
	put(out, LAY_TMO_ELEMTYPE, (uint64_t)lay_dt_ptx(m->dtype), 1);
	put(out, LAY_TMO_INTERLEAVE, (uint64_t)m->interleave, 1);
	put(out, LAY_TMO_SWIZZLE, (uint64_t)m->swizzle, 1);
	put(out, LAY_TMO_FILL, (uint64_t)m->oobfill, 1);
	put(out, LAY_TMO_ATOMICITY, (uint64_t)m->atomicity, 1);
	put(out, LAY_TMO_L2, (uint64_t)m->l2promo, 1);
	put(out, LAY_TMO_MODE, (uint64_t)m->mode, 1);
	put(out, LAY_TMO_CPP, m->cpp, 2);
	put(out, LAY_TMO_PPC, m->ppc, 2);
	put(out, LAY_TMO_GADDR, m->gaddr, 8);
	for (int i = 0; i < 5; i++) {
		if (i < 4)
			put(out, LAY_TMO_STRIDE + 8 * i, m->strides[i], 8);
		put(out, LAY_TMO_DIM + 4 * i, m->dims[i], 4);
		put(out, LAY_TMO_BOX + 2 * i, m->box[i], 2);
		put(out, LAY_TMO_ESTRIDE + i, m->estride[i], 1);
	}
	for (int i = 0; i < 3; i++) {
		put(out, LAY_TMO_LOWER + 2 * i, (uint64_t)(uint16_t)m->lower[i], 2);
		put(out, LAY_TMO_UPPER + 2 * i, (uint64_t)(uint16_t)m->upper[i], 2);
	}
}

const char *lay_tmap_decode(const uint8_t in[LAY_TMAP_BYTES], LayTensorMap *m)
{
	memset(m, 0, sizeof *m);
	if (get(in, 0, 4) != LAY_TMAP_MAGIC)
		return "no tensor map there (the 128 bytes do not start with the KTM1 magic of the simulator's tensor-map object)";
	m->rank = (int)get(in, LAY_TMO_RANK, 1) + 1;
	int et = (int)get(in, LAY_TMO_ELEMTYPE, 1);
	m->dtype = lay_dt_from_ptx(et);
	if (m->dtype < 0)
		return "elemtype is not one of the PTX values 0..12 the simulator models";
	m->interleave = (int)get(in, LAY_TMO_INTERLEAVE, 1);
	m->swizzle = (int)get(in, LAY_TMO_SWIZZLE, 1);
	m->oobfill = (int)get(in, LAY_TMO_FILL, 1);
	m->atomicity = (int)get(in, LAY_TMO_ATOMICITY, 1);
	m->l2promo = (int)get(in, LAY_TMO_L2, 1);
	m->mode = (int)get(in, LAY_TMO_MODE, 1);
	m->cpp = (uint32_t)get(in, LAY_TMO_CPP, 2);
	m->ppc = (uint32_t)get(in, LAY_TMO_PPC, 2);
	m->gaddr = get(in, LAY_TMO_GADDR, 8);
	for (int i = 0; i < 5; i++) {
		if (i < 4)
			m->strides[i] = get(in, LAY_TMO_STRIDE + 8 * i, 8);
		m->dims[i] = get(in, LAY_TMO_DIM + 4 * i, 4);
		m->box[i] = (uint32_t)get(in, LAY_TMO_BOX + 2 * i, 2);
		m->estride[i] = (uint32_t)get(in, LAY_TMO_ESTRIDE + i, 1);
	}
	for (int i = 0; i < 3; i++) {
		m->lower[i] = (int16_t)get(in, LAY_TMO_LOWER + 2 * i, 2);
		m->upper[i] = (int16_t)get(in, LAY_TMO_UPPER + 2 * i, 2);
	}
	if (m->rank > 5)
		return "rank field above 4 (a tensor map has 1..5 dimensions)";
	return NULL;
}

/* ---- wgmma descriptor ---- */

int lay_wgmma_swz_code(int mode)
{
	/* descriptor: 0 none, 1 128B, 2 64B, 3 32B */
	if (mode < LAY_SW_NONE || mode > LAY_SW_128B)
		return LAY_E_SWIZZLE;
	return mode == LAY_SW_NONE ? 0 : 4 - mode;
}

int lay_wgmma_swz_mode(int code)
{
	code &= 3;
	return code == 0 ? LAY_SW_NONE : 4 - code;
}

static uint64_t enc14(uint32_t x)
{
	return (x & 0x3FFFF) >> 4;
}

uint64_t lay_wgmma_desc_encode(const LayWgmmaDesc *d)
{
	uint64_t code = (uint64_t)lay_wgmma_swz_code(d->swizzle) & 3;

	return enc14(d->start) | enc14(d->lbo) << 16 | enc14(d->sbo) << 32
		| ((uint64_t)d->base_offset & 7) << 49 | code << 62;
}

void lay_wgmma_desc_decode(uint64_t x, LayWgmmaDesc *d)
{
	d->start = (uint32_t)(x & 0x3FFF) << 4;
	d->lbo = (uint32_t)(x >> 16 & 0x3FFF) << 4;
	d->sbo = (uint32_t)(x >> 32 & 0x3FFF) << 4;
	d->base_offset = (int)(x >> 49 & 7);
	d->swizzle = lay_wgmma_swz_mode((int)(x >> 62));
}

int lay_wgmma_desc_check(const LayWgmmaDesc *d)
{
	if (lay_wgmma_swz_code(d->swizzle) < 0)
		return LAY_E_SWIZZLE;
	if (d->base_offset < 0 || d->base_offset > 7)
		return LAY_E_ARG;
	if (d->start % 16 || d->lbo % 16 || d->sbo % 16)
		return LAY_E_ALIGN;
	if (d->start >> 18 || d->lbo >> 18 || d->sbo >> 18)
		return LAY_E_ARG;
	return LAY_OK;
}

/* Canonical layouts (PTX ISA 9.7.15.5.1.2.1.3), byte units, T = 16/eb
 * elements per 16-byte chunk, S = swizzle span:
 *   K-major none:     ((8,m),(T,2k)) : ((16,SBO),(eb,LBO))
 *   K-major swizzled: ((8,m),(S/eb)) : ((S,SBO),(eb))
 *   MN-major none:    ((T,m),(8,k))  : ((eb,SBO),(16,LBO))
 *   MN-major swizzled:((S/eb,m),(8,k)) : ((eb,LBO),(S,SBO))
 * then the swizzle on the absolute address (with the base offset). */
int lay_wgmma_smem_addr(uint64_t desc, int major, int eb, int row, int k, uint32_t *addr)
{
	LayWgmmaDesc d;
	uint32_t off, r = (uint32_t)row, kk = (uint32_t)k, t;
	int span;

	lay_wgmma_desc_decode(desc, &d);
	span = lay_swizzle_span(d.swizzle);
	if (!elem_ok(eb) || eb == 8)
		return LAY_E_ELEM;
	if (row < 0 || k < 0)
		return LAY_E_COORD;
	t = 16 / (uint32_t)eb;
	if (major == LAY_K_MAJOR) {
		if (span == 0) {
			off = r / 8 * d.sbo + r % 8 * 16 + kk / t * d.lbo + kk % t * eb;
		} else {
			if (kk * eb >= (uint32_t)span)
				return LAY_E_COORD;
			off = r / 8 * d.sbo + r % 8 * span + kk * eb;
		}
	} else if (major == LAY_MN_MAJOR) {
		if (span == 0) {
			off = r / t * d.sbo + r % t * eb + kk / 8 * d.lbo + kk % 8 * 16;
		} else {
			uint32_t w = (uint32_t)span / eb;   /* elements per swizzle row */
			off = r / w * d.lbo + r % w * eb + kk / 8 * d.sbo + kk % 8 * span;
		}
	} else {
		return LAY_E_ARG;
	}
	*addr = lay_swizzle_based(d.start + off, d.swizzle, d.base_offset);
	return LAY_OK;
}

/* ---- register fragments ---- */

int lay_mma_nelem(int k, int type, char op)
{
	int ok = (k == 4 && type == LAY_T_TF32) || (k == 8 && type == LAY_T_F16)
		|| (k == 8 && type == LAY_T_TF32) || (k == 16 && type == LAY_T_F16)
		|| (k == 32 && type == LAY_T_F8) || (k == 16 && type == LAY_T_F8);   /* k16: s8/u8 */

	if (!ok)
		return LAY_E_ARG;
	switch (op) {
	case 'a': return 16 * k / 32;
	case 'b': return 8 * k / 32;
	case 'c': return 4;
	}
	return LAY_E_ARG;
}

/* A of mma m16n8kK for one warp (PTX ISA 9.7.14.5.6-10), g = groupID,
 * t = threadID_in_group. */
static void mma_a(int k, int type, int lane, int i, int *row, int *col)
{
	int g = lane >> 2, t = lane & 3;

	if (type == LAY_T_TF32 && k == 4) {
		*row = g + 8 * i;
		*col = t;
	} else if (type == LAY_T_TF32) {
		*row = g + 8 * (i & 1);
		*col = t + 4 * (i >> 1);
	} else if (type == LAY_T_F16) {      /* k8: i < 4; k16 adds i >= 4 */
		*row = g + 8 * (i >> 1 & 1);
		*col = 2 * t + (i & 1) + 8 * (i >> 2);
	} else {                             /* f8 k32 */
		*row = g + 8 * (i >> 2 & 1);
		*col = 4 * t + (i & 3) + 16 * (i >> 3);
	}
}

int lay_mma_a(int k, int type, int lane, int i, int *row, int *col)
{
	int n = lay_mma_nelem(k, type, 'a');

	if (n < 0 || lane < 0 || lane > 31 || i < 0 || i >= n)
		return LAY_E_ARG;
	mma_a(k, type, lane, i, row, col);
	return LAY_OK;
}

int lay_mma_b(int k, int type, int lane, int i, int *row, int *col)
{
	int n = lay_mma_nelem(k, type, 'b'), t = lane & 3;

	if (n < 0 || lane < 0 || lane > 31 || i < 0 || i >= n)
		return LAY_E_ARG;
	*col = lane >> 2;
	if (type == LAY_T_TF32)
		*row = t + 4 * i;                       /* k4: i == 0 */
	else if (type == LAY_T_F16)
		*row = 2 * t + (i & 1) + 8 * (i >> 1);  /* k8: i < 2 */
	else
		*row = 4 * t + (i & 3) + 16 * (i >> 2);
	return LAY_OK;
}

int lay_mma_c(int lane, int i, int *row, int *col)
{
	if (lane < 0 || lane > 31 || i < 0 || i > 3)
		return LAY_E_ARG;
	*row = (lane >> 2) + 8 * (i >> 1);
	*col = 2 * (lane & 3) + (i & 1);
	return LAY_OK;
}

int lay_wgmma_d(int n, int t, int i, int *row, int *col)
{
	int lane = t & 31;

	if (n < 8 || n > 256 || n % 8 || t < 0 || t > 127 || i < 0 || i >= n / 2)
		return LAY_E_ARG;
	*row = 16 * (t >> 5) + (lane >> 2) + 8 * (i >> 1 & 1);
	*col = 8 * (i >> 2) + 2 * (lane & 3) + (i & 1);
	return LAY_OK;
}

int lay_wgmma_a(int type, int t, int i, int *row, int *k)
{
	static const int kdim[] = { [LAY_T_F16] = 16, [LAY_T_TF32] = 8, [LAY_T_F8] = 32 };

	if (type < LAY_T_F16 || type > LAY_T_F8 || t < 0 || t > 127)
		return LAY_E_ARG;
	if (i < 0 || i >= kdim[type] / 2)
		return LAY_E_ARG;
	/* each warp holds 16 rows laid out as the mma.sync m16n8kK A fragment */
	mma_a(kdim[type], type, t & 31, i, row, k);
	*row += 16 * (t >> 5);
	return LAY_OK;
}

int lay_ldmatrix_row_lane(int num, int lane, int *mat, int *row)
{
	if ((num != 1 && num != 2 && num != 4) || lane < 0 || lane >= 8 * num)
		return LAY_E_ARG;
	*mat = lane >> 3;
	*row = lane & 7;
	return LAY_OK;
}

int lay_ldmatrix_elem(int num, int trans, int lane, int j, int h, int *row, int *col)
{
	if ((num != 1 && num != 2 && num != 4) || lane < 0 || lane > 31
	    || j < 0 || j >= num || h < 0 || h > 1)
		return LAY_E_ARG;
	if (trans) {
		*row = 2 * (lane & 3) + h;
		*col = lane >> 2;
	} else {
		*row = lane >> 2;
		*col = 2 * (lane & 3) + h;
	}
	return LAY_OK;
}
