/* Kiln IR: structured (blocks, if, loops, role annotations), PTX
 * instructions (ISA-table matches) over typed virtual registers, every node
 * with its source location.  The PTX printer and the simulator read the same
 * IR, so what is simulated is what is emitted.  A kernel's IR is fully
 * specialized: template parameters are substituted, `inline fn` inlined,
 * `for unroll` loops expanded, expressions lowered to instructions.
 *
 * Loop semantics (shared by printer and simulator):
 *     top:  if (!test_at_end) { head; if (cond fails) goto exit; }
 *           body            -- break: goto exit; continue: goto latch
 *     latch: latch
 *           if (test_at_end) { head; if (cond fails) goto exit; }
 *           goto top
 *     exit:
 *   "cond fails" means: the predicate register `cond` is false (true when
 *   `neg`); cond < 0 means no test (an infinite loop left by break).
 */
#ifndef KILN_IR_H
#define KILN_IR_H
#include <stdint.h>
#include "isa/isa.h"
#include "util/arena.h"
#include "util/buf.h"
#include "util/diag.h"

/* Register / value types of the language.  ptx = PTX register declaration
 * type (packed and narrow float types live in bit registers).  b128 is a
 * register type only (no constants, no arithmetic): the operand of
 * mov.b128, ld/st.b128 and atom.exch/cas.b128; a kernel that declares one
 * needs PTX 8.3 (TY_B128_PTX).  Appended last so the ids, and the
 * printer's declaration order, of the older types stay as they were. */
#define IR_TYPES(X) \
	/* id       name      bits ptx */ \
	X(PRED,    "pred",     1, "pred") \
	X(B8,      "b8",       8, "b8") \
	X(B16,     "b16",     16, "b16") \
	X(B32,     "b32",     32, "b32") \
	X(B64,     "b64",     64, "b64") \
	X(U8,      "u8",       8, "u8") \
	X(U16,     "u16",     16, "u16") \
	X(U32,     "u32",     32, "u32") \
	X(U64,     "u64",     64, "u64") \
	X(S8,      "s8",       8, "s8") \
	X(S16,     "s16",     16, "s16") \
	X(S32,     "s32",     32, "s32") \
	X(S64,     "s64",     64, "s64") \
	X(F16,     "f16",     16, "f16") \
	X(F16X2,   "f16x2",   32, "b32") \
	X(BF16,    "bf16",    16, "b16") \
	X(BF16X2,  "bf16x2",  32, "b32") \
	X(TF32,    "tf32",    32, "b32") \
	X(F32,     "f32",     32, "f32") \
	X(F64,     "f64",     64, "f64") \
	X(E4M3X2,  "e4m3x2",  16, "b16") \
	X(E5M2X2,  "e5m2x2",  16, "b16") \
	X(E4M3X4,  "e4m3x4",  32, "b32") \
	X(E5M2X4,  "e5m2x4",  32, "b32") \
	X(B128,    "b128",   128, "b128")

typedef enum {
	TY_NONE,
#define X(id, name, bits, ptx) TY_##id,
	IR_TYPES(X)
#undef X
	TY_COUNT
} Ty;

#define TY_B128_PTX 83        /* PTX ISA version (*10) that has .b128 registers */

const char *ty_name(Ty t);        /* "f16x2" */
const char *ty_ptx(Ty t);         /* PTX register declaration type: "b32" */
int ty_bits(Ty t);
Ty ty_from_name(const char *s);   /* TY_NONE if unknown */

/* Special registers (PTX %tid.x ...): id, PTX spelling, type, doc. */
#define IR_SPECIALS(X) \
	X(TID_X, "%tid.x", U32) X(TID_Y, "%tid.y", U32) X(TID_Z, "%tid.z", U32) \
	X(NTID_X, "%ntid.x", U32) X(NTID_Y, "%ntid.y", U32) X(NTID_Z, "%ntid.z", U32) \
	X(CTAID_X, "%ctaid.x", U32) X(CTAID_Y, "%ctaid.y", U32) X(CTAID_Z, "%ctaid.z", U32) \
	X(NCTAID_X, "%nctaid.x", U32) X(NCTAID_Y, "%nctaid.y", U32) X(NCTAID_Z, "%nctaid.z", U32) \
	X(LANEID, "%laneid", U32) X(WARPID, "%warpid", U32) X(NWARPID, "%nwarpid", U32) \
	X(SMID, "%smid", U32) X(NSMID, "%nsmid", U32) \
	X(CLUSTER_CTAID_X, "%cluster_ctaid.x", U32) X(CLUSTER_CTAID_Y, "%cluster_ctaid.y", U32) \
	X(CLUSTER_CTAID_Z, "%cluster_ctaid.z", U32) \
	X(CLUSTER_NCTAID_X, "%cluster_nctaid.x", U32) X(CLUSTER_NCTAID_Y, "%cluster_nctaid.y", U32) \
	X(CLUSTER_NCTAID_Z, "%cluster_nctaid.z", U32) \
	X(CLUSTERID_X, "%clusterid.x", U32) X(CLUSTERID_Y, "%clusterid.y", U32) X(CLUSTERID_Z, "%clusterid.z", U32) \
	X(NCLUSTERID_X, "%nclusterid.x", U32) X(NCLUSTERID_Y, "%nclusterid.y", U32) X(NCLUSTERID_Z, "%nclusterid.z", U32) \
	X(CLUSTER_CTARANK, "%cluster_ctarank", U32) X(CLUSTER_NCTARANK, "%cluster_nctarank", U32) \
	X(LANEMASK_EQ, "%lanemask_eq", U32) X(LANEMASK_LT, "%lanemask_lt", U32) \
	X(LANEMASK_LE, "%lanemask_le", U32) X(LANEMASK_GT, "%lanemask_gt", U32) X(LANEMASK_GE, "%lanemask_ge", U32) \
	X(CLOCK, "%clock", U32) X(CLOCK64, "%clock64", U64) X(GLOBALTIMER, "%globaltimer", U64) \
	X(DYNAMIC_SMEM_SIZE, "%dynamic_smem_size", U32) X(TOTAL_SMEM_SIZE, "%total_smem_size", U32)

typedef enum {
#define X(id, ptx, ty) SP_##id,
	IR_SPECIALS(X)
#undef X
	SP_COUNT
} Special;
const char *special_ptx(Special s);
Ty special_ty(Special s);

/* A virtual register.  Register arrays are expanded: acc[128] is 128 IrRegs
 * named acc (index 0..127) so constant indexing is resolved at compile time. */
typedef struct {
	const char *name;      /* source name ("acc"); the printer makes it unique */
	int index;             /* array element index, -1 for scalars */
	Ty ty;
	Loc loc;
} IrReg;

/* Symbols an instruction may name: kernel parameters and shared allocations. */
typedef enum { SYM_PARAM, SYM_SHARED } SymKind;

typedef enum { PK_SCALAR, PK_PTR, PK_TMAP } ParamKind;
/* State spaces, as the language and PTX spell them. */
#define IR_SPACES(X) \
	X(GENERIC, "generic") \
	X(GLOBAL,  "global") \
	X(SHARED,  "shared") \
	X(LOCAL,   "local") \
	X(PARAM,   "param") \
	X(CONST,   "const")

typedef enum {
#define X(id, name) SPACE_##id,
	IR_SPACES(X)
#undef X
	SPACE_COUNT
} Space;
const char *space_name(Space s);  /* "shared" */

typedef struct {
	const char *name;
	ParamKind kind;
	Ty ty;                 /* scalar type, or pointee type for PK_PTR */
	Space space;           /* PK_PTR: pointed-to space */
	int reg;               /* register the value is loaded into at entry (-1: tmap, unused).
	                          The front end sets -1 for every parameter and emits the entry
	                          loads as ordinary IR instructions at the top of the body
	                          (ld.param; cvta.to.global for pointers; mov.b64 + cvta.param
	                          for tensor maps), so printer and simulator see them as code. */
	Loc loc;
} IrParam;

/* All shared allocations live in one dynamic shared-memory window
 * (`.extern .shared .align 1024 .b8 kiln_smem[]`); each has an offset. */
typedef struct {
	const char *name;
	Ty elem;               /* element type; mbarriers are B64 */
	int is_mbarrier;
	int64_t offset;        /* byte offset in the window (aligned) */
	int64_t size;          /* bytes */
	int align;
	int ndim;
	int64_t dim[4];
	Loc loc;
} IrShared;

typedef enum {
	O_REG,      /* reg */
	O_IMM,      /* imm bits of type ity (floats as their bit pattern) */
	O_SYM,      /* address of symbol sym (+off): mov.u32 r, smem+64 */
	O_ADDR,     /* memory operand [base + off]; base = reg or symbol */
	O_VEC,      /* {regs...}; an entry of -1 is the sink '_'.  For an OS_PAIR
	               operand written "d|p" the front end stores {d, p} (n = 2) */
	O_TMAP,     /* [tmap, {coords}]: tensor map base (reg or param symbol), coords in regs */
	O_SINK,     /* '_' */
	O_SPECIAL,  /* special register sp */
} OpKind;

typedef struct {
	OpKind k;
	int reg;               /* O_REG; O_ADDR/O_TMAP base register or -1 */
	Ty ity;                /* O_IMM */
	uint64_t imm;
	SymKind symk;          /* O_SYM, O_ADDR/O_TMAP with reg < 0 */
	int sym;               /* index into params[] or shared[] */
	int64_t off;           /* O_ADDR, O_SYM byte offset */
	int *regs;             /* O_VEC / O_TMAP coordinates */
	int n;
	Special sp;            /* O_SPECIAL */
} IrOpnd;

typedef struct {
	IsaMatch m;
	int guard;             /* predicate register, or -1 */
	int guard_neg;         /* @!p */
	int nops;
	IrOpnd *ops;
} IrInstr;

typedef enum { S_INSTR, S_IF, S_LOOP, S_BREAK, S_CONTINUE, S_ASM } StmtKind;

typedef struct IrStmt IrStmt;
struct IrStmt {
	StmtKind k;
	Loc loc;
	IrStmt *next;
	IrInstr in;            /* S_INSTR */
	int cond, neg;         /* S_IF: take `then` when cond (is false when neg); S_LOOP: see top */
	IrStmt *then, *els;    /* S_IF */
	const char *role;      /* S_IF from a `role` block: the role's name */
	IrStmt *head, *body, *latch; /* S_LOOP */
	int test_at_end;       /* S_LOOP: do-while */
	int uniform;           /* the branch is warp-uniform (emitted as bra.uni) */
	const char *text;      /* S_ASM: raw PTX, emitted verbatim; simulator: unsupported.
	                          The front end resolves `%{name}` to `%{#N}` (N = register id). */
};

/* Launch-dimension expressions over scalar parameters (grid may depend on
 * runtime arguments; block and cluster are constants after specialization). */
typedef struct LExpr LExpr;
struct LExpr {
	char op;               /* 'c' const, 'p' param, + - * / %, 'd' ceil_div, 'm' min, 'M' max */
	int64_t v;             /* 'c' */
	int param;             /* 'p': index into params[] */
	LExpr *a, *b;
};
/* Evaluates with args[i] = value of scalar param i.  Returns 0, or -1 on
 * division by zero / non-scalar parameter. */
int lexpr_eval(const LExpr *e, const int64_t *args, int64_t *out);

/* A `trace "name" { ... }` region lowered with tracing on (LangInput.trace):
 * its index is the tag its entry and exit records carry; the records go to
 * the buffer `kiln_trace` points to (layout: src/prof/prof.h). */
typedef struct {
	const char *name;
	const char *role;      /* enclosing role block, or NULL */
	Loc loc;
} IrTrace;

typedef struct {
	const char *name;
	Loc loc;
	IrParam *params;
	int nparams;
	IrReg *regs;
	int nregs;
	IrShared *shared;
	int nshared;
	int64_t smem_bytes;    /* size of the shared window */
	int smem_align;        /* alignment of the window (max of allocations) */
	IrStmt *body;
	LExpr *grid[3], *block[3], *cluster[3];   /* NULL = 1 */
	int block_const[3];    /* block dims (constant) */
	int cluster_const[3];  /* 0 = no cluster */
	int min_blocks;        /* .minnctapersm, 0 = none */
	int max_regs;          /* .maxnreg, 0 = none */
	int sm;                /* target of this kernel (SM_*) */
	IrTrace *traces;       /* trace regions (only when compiled with tracing on) */
	int ntraces;
} IrKernel;

typedef struct {
	Arena *arena;          /* owns everything in the module */
	int sm;                /* module target */
	int ptx_version;       /* *10, e.g. 87 */
	IrKernel **kernels;
	int nkernels;
	const char **files;    /* source files, index+1 = .file number */
	int nfiles;
} IrModule;

IrModule *ir_module_new(void);
void ir_module_free(IrModule *m);
IrStmt *ir_stmt_new(IrModule *m, StmtKind k, Loc loc);
int ir_file_index(IrModule *m, const char *file);   /* 1-based .file number */

/* Structural checker run after lowering (and in tests): register ids,
 * operand shapes and types against the ISA table, break/continue inside
 * loops, symbol indices.  Returns the number of errors added to d. */
int ir_check(const IrModule *m, Diags *d);
/* Human-readable dump (for --dump-ir and tests). */
void ir_dump(const IrKernel *k, Buf *out);

#endif
