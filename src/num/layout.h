/* Data layouts of the Hopper (sm_90a) tensor-core and copy-engine operands:
 * pure functions mapping (thread, register element) <-> (row, col) for
 * mma.sync, wgmma.mma_async and ldmatrix/stmatrix, and logical tile
 * coordinates -> shared-memory byte addresses for the swizzle modes, bulk
 * tensor (TMA) tile copies and wgmma shared-memory matrix descriptors.
 * Every rule is from the PTX ISA; docs/layouts.md states each one with a
 * table and names the ISA section.  No state, no allocation, no output. */
#ifndef KILN_SIM_LAYOUT_H
#define KILN_SIM_LAYOUT_H
#include <stdint.h>

/* Results: 0 or a negative LAY_E* code (lay_strerror names it). */
enum {
	LAY_OK = 0,
	LAY_E_ARG = -1,       /* index or enum argument out of range */
	LAY_E_SWIZZLE = -2,   /* unknown swizzle mode */
	LAY_E_ELEM = -3,      /* element size not 1, 2, 4 or 8 bytes */
	LAY_E_RANK = -4,      /* tensor rank not 1..5 */
	LAY_E_BOX = -5,       /* box dim 0 or > 256 */
	LAY_E_INNER16 = -6,   /* box inner dim * elem size not a multiple of 16 */
	LAY_E_SPAN = -7,      /* box inner dim in bytes exceeds the swizzle span */
	LAY_E_ALIGN = -8,     /* address or offset misaligned */
	LAY_E_COORD = -9,     /* coordinate outside the box / tile */
	LAY_E_INTERLEAVE = -10, /* interleaved layouts are not modelled */
};
const char *lay_strerror(int err);

/* ---- Swizzle (PTX ISA 5.5.7 "Swizzling Modes") ----
 * Modes are numbered as CUtensorMapSwizzle.  The swizzle permutes the 16-byte
 * chunks of each 128-byte shared-memory line: chunk bits [4:6] of the byte
 * address are XORed with line bits [7:9], masked to the mode (32B: bit 4 ^=
 * bit 7; 64B: bits 4-5 ^= 7-8; 128B: bits 4-6 ^= 7-9).  The pattern repeats
 * every 256/512/1024 bytes and is anchored at absolute addresses.  The map is
 * an involution: lay_swizzle(lay_swizzle(a, m), m) == a. */
enum { LAY_SW_NONE = 0, LAY_SW_32B = 1, LAY_SW_64B = 2, LAY_SW_128B = 3 };
int lay_swizzle_span(int mode);     /* 16-byte-chunk span: 0 (none), 32, 64, 128; <0 bad mode */
int lay_swizzle_repeat(int mode);   /* pattern repeat: 0 (none), 256, 512, 1024; <0 bad mode */
uint32_t lay_swizzle(uint32_t byte_addr, int mode);  /* unknown mode: identity */
/* The same with a pattern whose row 0 sits at line base_offset (0..7) of the
 * repeat instead of at the repeat boundary (wgmma descriptor "matrix base
 * offset"; see docs/layouts.md for why this is the subtractive reading). */
uint32_t lay_swizzle_based(uint32_t byte_addr, int mode, int base_offset);

/* ---- Bulk tensor tile copies (cp.async.bulk.tensor, tiled mode) ----
 * Box element (c[0] innermost .. c[rank-1]) of a box with `box` dims (as
 * stored in shared memory: with traversal strides, ceil(boxDim/elementStride))
 * lands at shared byte address *addr = swizzle(dst + linear), linear =
 * c0*elem_bytes + pitch*(c1 + box1*(c2 + box2*(c3 + box3*c4))), where the
 * row pitch is the swizzle span when swizzled (also when box0*elem_bytes is
 * narrower: the rest of the row is padding) and box0*elem_bytes without a
 * swizzle.  Interleave none only.
 * Errors: rank, elem size, box dims 1..256, box0*elem % 16, box0*elem <=
 * swizzle span, dst 128-byte aligned when swizzled (16 otherwise), c < box. */
int lay_tma_smem_addr(int rank, const uint32_t box[], int elem_bytes, int swizzle,
	uint32_t dst, const uint32_t c[], uint32_t *addr);
/* The same as an offset from dst (equal to the address when dst is aligned to
 * the swizzle repeat). */
int lay_tma_smem_offset(int rank, const uint32_t box[], int elem_bytes, int swizzle,
	uint32_t dst, const uint32_t c[], uint32_t *off);

/* ---- Tiled tensor map (cuTensorMapEncodeTiled parameters) ---- */
enum {  /* CUtensorMapDataType numbering */
	LAY_DT_U8, LAY_DT_U16, LAY_DT_U32, LAY_DT_S32, LAY_DT_U64, LAY_DT_S64,
	LAY_DT_F16, LAY_DT_F32, LAY_DT_F64, LAY_DT_BF16, LAY_DT_F32_FTZ,
	LAY_DT_TF32, LAY_DT_TF32_FTZ, LAY_DT_COUNT
};
enum { LAY_IL_NONE, LAY_IL_16B, LAY_IL_32B };           /* CUtensorMapInterleave */
enum { LAY_L2_NONE, LAY_L2_64B, LAY_L2_128B, LAY_L2_256B }; /* CUtensorMapL2promotion */
enum { LAY_OOB_ZERO, LAY_OOB_NAN_REQUEST_ZERO_FMA };    /* CUtensorMapFloatOOBfill */
typedef struct {
	uint64_t gaddr;        /* global base address */
	int dtype;             /* LAY_DT_* */
	int rank;              /* 1..5 */
	uint64_t dims[5];      /* globalDim, innermost first */
	uint64_t strides[4];   /* globalStrides in bytes: strides[i] is dim i+1's */
	uint32_t box[5];       /* boxDim */
	uint32_t estride[5];   /* elementStrides (traversal strides) */
	int interleave, swizzle, l2promo, oobfill;
	/* im2col maps (cuTensorMapEncodeIm2col, PTX ISA 5.5.4): rank 3..5 over
	 * an NWC / NHWC / NDHWC tensor; the pixel-box corners of the spatial
	 * dimensions, innermost (W) first like dims[1..rank-2]; channels per
	 * pixel and pixels per column replace the box. */
	int mode;              /* LAY_MODE_* (0: tile) */
	int lower[3], upper[3];
	uint32_t cpp, ppc;     /* channelsPerPixel, pixelsPerColumn */
	int atomicity;         /* swizzle atomicity (tensormap.replace .swizzle_atomicity): 0 = 16B */
} LayTensorMap;
enum { LAY_MODE_TILE = 0, LAY_MODE_IM2COL = 1 };
int lay_dtype_bytes(int dtype);          /* 1, 2, 4, 8; <0 bad dtype */
/* NULL when the map satisfies cuTensorMapEncodeTiled's documented rules,
 * else a static message naming the first rule broken. */
const char *lay_tensormap_check(const LayTensorMap *m);
/* The shape one copy has in shared memory: tile maps rank dims, box i of
 * ceil(box[i]/estride[i]) elements; im2col maps 2 dims, channelsPerPixel
 * elements per row, pixelsPerColumn rows. */
int lay_tensormap_smem_rank(const LayTensorMap *m);
uint32_t lay_tensormap_smem_box(const LayTensorMap *m, int i);
/* Bytes of data one tile copy delivers: product of the smem box extents
 * times the element size (the mbarrier transaction count). */
uint32_t lay_tensormap_box_bytes(const LayTensorMap *m);
/* Shared-memory footprint of one box: rows padded to the swizzle span. */
uint32_t lay_tensormap_smem_bytes(const LayTensorMap *m);
/* lay_tma_smem_addr for box element c (smem box coordinates, i.e. after the
 * traversal strides) of a tile copy through m; LAY_E_INTERLEAVE for an
 * interleaved map.  Call lay_tensormap_check first. */
int lay_tensormap_smem_addr(const LayTensorMap *m, uint32_t dst, const uint32_t c[],
	uint32_t *addr);

/* ---- The simulator's tensor-map object (128 bytes, docs/simulator.md) ----
 * The driver's CUtensorMap bit layout is undocumented; the PTX ISA names
 * the fields (tensormap.replace).  The simulator places this documented
 * layout wherever a tensor map lives (kernel parameters; a kernel may copy
 * it to shared or global memory and replace fields).  Little-endian:
 *    0 u32 magic 0x314d544b ("KTM1")   4 u8 rank - 1 (zero-based, as .rank)
 *    5 u8 elemtype (PTX numbering, tensormap.replace Table 33: 0 u8 1 u16
 *         2 u32 3 s32 4 u64 5 s64 6 f16 7 f32 8 f32.ftz 9 f64 10 bf16
 *         11 tf32 12 tf32.ftz -- NOT CUtensorMapDataType)
 *    6 u8 interleave layout (0 none 1 16B 2 32B)   7 u8 swizzle mode (0 none
 *         1 32B 2 64B 3 128B)   8 u8 fill mode (0 zero 1 OOB-NaN)
 *    9 u8 swizzle atomicity (0 16B)  10 u8 L2 promotion  11 u8 mode (0 tile
 *         1 im2col)  12 u16 channels per pixel  14 u16 pixels per column
 *   16 u64 global address   24 u64 global_stride[4] (bytes; [i] is dim i+1)
 *   56 u32 global_dim[5]    76 u16 box_dim[5]   86 u8 element_stride[5]
 *   92 s16 pixel-box lower corner[3] (W first)  98 s16 upper corner[3]
 *  104..127 zero.
 * lay_tmap_decode returns NULL or a static message (no magic, a field out
 * of its encoding range); the map's rules are lay_tensormap_check's. */
enum { LAY_TMAP_BYTES = 128 };
enum { LAY_TMAP_MAGIC = 0x314d544b };
/* byte offsets and sizes of the fields tensormap.replace writes */
enum {
	LAY_TMO_RANK = 4, LAY_TMO_ELEMTYPE = 5, LAY_TMO_INTERLEAVE = 6, LAY_TMO_SWIZZLE = 7,
	LAY_TMO_FILL = 8, LAY_TMO_ATOMICITY = 9, LAY_TMO_L2 = 10, LAY_TMO_MODE = 11,
	LAY_TMO_CPP = 12, LAY_TMO_PPC = 14, LAY_TMO_GADDR = 16, LAY_TMO_STRIDE = 24,
	LAY_TMO_DIM = 56, LAY_TMO_BOX = 76, LAY_TMO_ESTRIDE = 86, LAY_TMO_LOWER = 92,
	LAY_TMO_UPPER = 98,
};
void lay_tmap_encode(const LayTensorMap *m, uint8_t out[LAY_TMAP_BYTES]);
const char *lay_tmap_decode(const uint8_t in[LAY_TMAP_BYTES], LayTensorMap *m);
/* LAY_DT_* <-> PTX elemtype numbering; -1 when there is none */
int lay_dt_ptx(int dtype);
int lay_dt_from_ptx(int elemtype);

/* ---- wgmma shared-memory matrix descriptor (PTX ISA 9.7.15.5.1.2.2) ----
 *   bits  0-13  start address >> 4      bits 16-29  leading byte offset >> 4
 *   bits 32-45  stride byte offset >> 4 bits 49-51  matrix base offset
 *   bits 62-63  swizzle: 0 none, 1 128B, 2 64B, 3 32B (NOT the LAY_SW_* order)
 * Fields are encoded as (x & 0x3FFFF) >> 4; other bits are ignored on decode
 * and zero on encode.  LayWgmmaDesc holds byte values and a LAY_SW_* mode. */
typedef struct {
	uint32_t start, lbo, sbo;   /* bytes */
	int base_offset;            /* 0..7 */
	int swizzle;                /* LAY_SW_* */
} LayWgmmaDesc;
int lay_wgmma_swz_code(int mode);        /* LAY_SW_* -> descriptor code; <0 bad */
int lay_wgmma_swz_mode(int code);        /* descriptor code -> LAY_SW_* */
uint64_t lay_wgmma_desc_encode(const LayWgmmaDesc *d);
void lay_wgmma_desc_decode(uint64_t desc, LayWgmmaDesc *d);
/* 0 if start/lbo/sbo are 16-byte multiples below 2^18 and base_offset 0..7. */
int lay_wgmma_desc_check(const LayWgmmaDesc *d);

enum { LAY_K_MAJOR = 0, LAY_MN_MAJOR = 1 };  /* imm-trans-a/b = 0 / 1 */
/* Shared byte address of element (row, k) of the A (M x K, row = m) or B
 * (N x K, row = n) operand described by desc.  K-major swizzled operands hold
 * one swizzle row of K per row, so k * elem_bytes must stay below the span. */
int lay_wgmma_smem_addr(uint64_t desc, int major, int elem_bytes, int row, int k,
	uint32_t *addr);

/* ---- Register fragments ----
 * Element i of a thread is bits [i*w, (i+1)*w) of the packed registers (w =
 * element width): f16/bf16 element i is half i%2 of register i/2 (low half
 * first), e4m3/e5m2 element i is byte i%4 of register i/4, tf32/f32 element
 * i is register i.  All mappings return 0 or LAY_E_ARG. */
enum { LAY_T_F16 = 0,   /* .f16 / .bf16 (16-bit) */
	LAY_T_TF32 = 1,     /* .tf32 (32-bit) */
	LAY_T_F8 = 2 };     /* .e4m3 / .e5m2 (8-bit) */

/* mma.sync.aligned.m16n8kK (.row.col), warp lane 0..31:
 *   K=4: tf32   K=8: f16/bf16, tf32   K=16: f16/bf16, s8/u8 (LAY_T_F8)
 *   K=32: e4m3/e5m2, s8/u8 (LAY_T_F8: the 8-bit layouts are the same).
 * A is 16 x K (row, col=k); B is K x 8 (row=k, col=n); C/D is 16 x 8 with
 * four elements per lane (f32: c0..c3 in four registers; f16: two f16x2). */
int lay_mma_nelem(int k, int type, char operand);   /* 'a','b','c'; <0 bad combo */
int lay_mma_a(int k, int type, int lane, int i, int *row, int *col);
int lay_mma_b(int k, int type, int lane, int i, int *row, int *col);
int lay_mma_c(int lane, int i, int *row, int *col);

/* wgmma.mma_async m64nNkK, warpgroup thread t = 0..127:
 * D (64 x N, N = 8..256 step 8): N/2 elements per thread (f32: N/2 registers;
 * f16: N/4 f16x2 registers, element i = 2*reg + half).
 * A from registers (64 x K): f16/bf16 k16 (8 elements), tf32 k8 (4),
 * e4m3/e5m2 k32 (16). */
int lay_wgmma_d(int n, int t, int i, int *row, int *col);
int lay_wgmma_a(int type, int t, int i, int *row, int *k);

/* ldmatrix / stmatrix .m8n8 .b16 (.x1/.x2/.x4, optional .trans).
 * Address: lane supplies the row address of matrix lane/8, row lane%8; only
 * lanes < 8*num are used (row_lane returns LAY_E_ARG for an unused lane).
 * Data: register j of every lane holds matrix j; its half h (0 = low) is the
 * element (row, col) of that matrix, where row indexes the address-supplied
 * rows and col the 16-bit element within a row:
 *   no .trans: row = lane/4, col = 2*(lane%4) + h
 *   .trans:    row = 2*(lane%4) + h, col = lane/4
 * stmatrix (sm_90) uses the same mappings in the store direction. */
int lay_ldmatrix_row_lane(int num, int lane, int *mat, int *row);
int lay_ldmatrix_elem(int num, int trans, int lane, int j, int h, int *row, int *col);
#define lay_stmatrix_row_lane lay_ldmatrix_row_lane
#define lay_stmatrix_elem lay_ldmatrix_elem

#endif
