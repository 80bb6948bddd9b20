/* Simulator internals shared by the sim_*.c files: the pre-decoded flat
 * program, warps, CTAs, clusters, the launch context, the handler table
 * interface and the memory/event helpers.  Not part of any public API. */
#ifndef KILN_SIM_INT_H
#define KILN_SIM_INT_H
#include <stdint.h>
#include "sim/sim.h"
#include "sim/simops.h"
#include "util/arena.h"

#define NLANE 32
#define FULL 0xffffffffu

/* Decoded value types (the 't' slot and friends): the PTX types of
 * isa/ptxtypes.def, TCode = isa/mods.h TYPE code + 1. */
typedef enum {
	TC_NONE,
#define PTX_TYPE(ID, id, s, bits, kind) TC_##ID,
#include "isa/ptxtypes.def"
	TC_COUNT
} TCode;
int tc_bits(int tc);
int tc_kind(int tc);                   /* 'p' 'b' 'u' 's' 'f' */
const char *tc_name(int tc);

typedef struct SimWarp SimWarp;
typedef struct SimIns SimIns;
typedef struct SimCta SimCta;
typedef struct SimClu SimClu;
typedef struct SimRun SimRun;

/* Handler: executes one warp instruction for the lanes in m (non-empty).
 * Returns H_OK, H_BLOCK (the warp is descheduled; the instruction runs
 * again when it wakes) or H_STOP (an error was recorded). */
enum { H_OK = 0, H_BLOCK = 1, H_STOP = 2, H_NEXT_BLOCK = 3 /* done, then deschedule */ };
typedef int (*SimFn)(SimWarp *w, const SimIns *in, uint32_t m);

typedef struct {
	uint8_t kind;           /* OpKind */
	uint8_t bits;           /* register bits (destination masking); 1 = pred */
	uint8_t present;        /* written in the source (optional operands may be absent) */
	int r;                  /* extended register index (reg/imm/special/sym); -1 sink or absent */
	int base;               /* O_ADDR / O_TMAP: base register or -1 */
	int64_t off;            /* O_ADDR: byte offset (symbol offset included) */
	int symspace;           /* O_ADDR with a symbol base: SPACE_SHARED / SPACE_PARAM, else -1 */
	int n;                  /* O_VEC / O_TMAP: register count */
	int *regs;              /* O_VEC entries (-1 = sink) / O_TMAP coordinates */
	int tparam;             /* O_TMAP with a parameter-symbol base: parameter index, else -1 */
	int hi;                 /* O_REG of a b128 register: the extended register holding its upper
	                           64 bits (r holds the lower), else -1 */
} SimOpd;

/* control pseudo-instructions of the flat program */
enum { C_NONE, C_IF, C_ELSE, C_ENDIF, C_LOOP, C_TEST, C_LATCH, C_JUMP, C_ENDLOOP,
	C_BREAK, C_CONTINUE, C_ASM, C_END };

struct SimIns {
	SimFn fn;               /* ISA instructions */
	uint8_t ctl;            /* C_* (C_NONE for instructions) */
	uint8_t t, t2, t3;      /* decoded types: 't' and handler-specific second/third types */
	uint8_t rnd;            /* FpRound; FP_RN default */
	uint8_t ftz, sat, relu, approx;
	uint8_t satfinite;      /* .satfinite (sat is .sat only) */
	uint8_t space;          /* Space from the 'ss' slot (SPACE_GENERIC when absent) */
	uint8_t vec;            /* vector count (1, 2, 4, 8) */
	uint8_t cmp;            /* comparison / operation code (handler-specific) */
	uint8_t mode;           /* handler-specific mode */
	uint8_t reads_clock;
	uint8_t dsmem;          /* memory ops: the shared::cluster window */
	uint8_t async_proxy;
	int guard;              /* predicate register or -1 */
	uint8_t gneg;
	int cond;               /* control: predicate register (-1: none) */
	uint8_t neg;
	int a, b;               /* control targets (pcs) */
	int nop;
	SimOpd op[ISA_MAX_OPNDS];
	int id;                 /* IsaId */
	const IsaMods *md;      /* the modifier tokens of the match (isa/mods.h; decoders) */
	const IsaEffect *fx;    /* ordering qualifiers and effect class (isa_effect; trace); kept out of
	                           line: the interpreter walks SimIns, the trace rarely needs these */
	uint8_t evgen;          /* the interpreter emits this instruction's FENCE / COLLECTIVE event */
	int8_t mask_op;         /* collectives: operand index of the member mask, -1 none */
	uint32_t aux, aux2;     /* handler-specific decoded values */
	uint64_t dmask;         /* destination mask: register and result-type bits */
	const char *spelled;    /* canonical opcode text ("ld.global.v4.f32") */
	Loc loc;
	const IrInstr *ir;
};

/* Decoder hook: fills handler-specific fields (and may pick a specialized
 * handler); returns 0 or -1 with why. */
typedef int (*SimDec)(SimIns *in, Buf *why);
/* The modifier choices of the instruction's match (decoded once by
 * isa_mods): is token FL_x present; the code of group g (-1: none); the
 * n-th (0-based) type token as a TCode (TC_NONE if absent). */
static inline int sim_flag(const SimIns *in, int fl) { return (int)((in->md->flags >> fl) & 1); }
static inline int sim_code(const SimIns *in, IsaModGroup g) { return in->md->code[g]; }
static inline int sim_type_tok(const SimIns *in, int n)
{
	return n < in->md->ntype ? in->md->type[n] + 1 : TC_NONE;
}
int sim_rnd(int code);       /* RND code -> FpRound (FP_RN for -1) */
/* Entry operand index of the operand named name, -1 if none. */
int sim_opnd(const SimIns *in, const char *name);
/* The alternative chosen in the entry's slot named slot (0-based, in
 * isa.def order; -1 absent or no such slot). */
int sim_slot_alt(const SimIns *in, const char *slot);
static inline uint64_t tmask(int bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }
static inline int64_t sext(uint64_t x, int bits) { return bits >= 64 ? (int64_t)x : (int64_t)(x << (64 - bits)) >> (64 - bits); }

/* Fills the modifier fields of si (t, rnd, ftz, sat, space, vec ...) from
 * the match; si->md and si->op[0].bits must be set (sim_prog.c). */
void sim_ins_mods(SimIns *si, const IsaMatch *m);

typedef struct {
	Arena *arena;
	SimIns *ins;
	int nins;
	int nregs;              /* virtual registers */
	int next;               /* extended file: regs, then constants and specials */
	uint64_t *cval;         /* [next - nregs]: constant values */
	int *csp;               /* [next - nregs]: special id, -1 a constant, -2 the sink scratch,
	                           -3 the upper half of a b128 register (zero at start) */
	int depth;              /* maximum control-frame depth */
	int has_global_atomics;
	int has_clock;
	int scratch;            /* register that sink destinations write */
} SimProg;

/* Builds the flat program.  Returns NULL with errors in d. */
SimProg *sim_prog_build(const IrKernel *k, const int *param_off, Diags *d);
void sim_prog_free(SimProg *p);

/* Handler table (sim_ops.c), indexed by IsaId: each entry's handler and
 * the decoder that reads the modifier choices of its match and may pick a
 * specialized function, once per instruction. */
typedef struct {
	SimFn fn;
	SimDec dec;
} SimOpEntry;
const SimOpEntry *sim_op_for_id(int id);   /* NULL when not simulated */

typedef struct {
	uint32_t saved, pending, brk, cont;
	int kind;               /* C_IF / C_LOOP */
	int resume;             /* pc to go to when the active mask empties */
	int exit;               /* loops: the C_ENDLOOP pc */
	int loop;               /* index of the innermost loop frame (self for loops), -1 */
} Frame;

enum { W_RUN, W_BAR, W_MBAR, W_SOFT, W_CBAR, W_WG, W_DONE };   /* W_WG: wgmma.wait_group held by a member */
enum { AG_CPASYNC, AG_BULK, AG_WGMMA, AG_COUNT };   /* async group classes */

struct SimWarp {
	uint64_t *R;            /* [next][32] */
	uint32_t active, exited, live;
	uint32_t cc;            /* condition-code carry flag CC.CF, one bit per lane */
	int pc;
	int state;
	int bar;                /* W_BAR: barrier id */
	uint64_t mb_addr;       /* W_MBAR/W_SOFT: cluster address of the mbarrier */
	int mb_parity;
	Frame *fs;
	int nf;
	SimCta *cta;
	SimClu *clu;
	int wid;                /* warp index in the CTA */
	uint32_t gnext[AG_COUNT];   /* group being formed per class */
	uint64_t steps;
	uint64_t cbar_want;      /* barrier.cluster: generation this warp's arrival completes */
	int red_reg;            /* bar.red: destination register */
	uint32_t red_mask;
	int buf_hint;           /* last global buffer hit */
	int wait_pc;            /* blocked: the instruction waited at */
	uint32_t *wgk;          /* tracing: per register, pending wgmma group + 1 | SIM_WGK_AREG | SIM_WGK_DIRTY (sim_wgmma_track) */
	uint32_t wg_retired;    /* tracing: wgmma groups below this are retired by a wait_group */
};
#define SIM_WGK_DIRTY 0x80000000u
#define SIM_WGK_AREG 0x40000000u   /* the pending group reads it as a register A operand (not writes it) */
/* Checker hook, called before each instruction while tracing: tracks the
 * wgmma register protocol and records SIM_EV_CHECK events. */
void sim_wgmma_track(SimWarp *w, const SimIns *in, uint32_t m);

/* The mbarrier word's fields (sim_sync.c has the layout). */
typedef struct {
	uint32_t pending, expected;
	int32_t tx;
	int phase, init;
} SimMbState;
SimMbState sim_mb_state(uint64_t word);

typedef struct {
	int arrived;            /* warps */
	uint32_t expect;        /* threads expected (0 = every live warp) */
	uint64_t gen;
	int red_op;             /* bar.red: 0 none, 1 popc, 2 and, 3 or */
	uint64_t red;
} SimBar;

struct SimCta {
	int id;                 /* linear CTA id */
	int rank;               /* rank in the cluster */
	uint32_t ctaid[3];
	uint8_t *smem;
	uint8_t *local;
	SimWarp *warps;
	int nwarps;
	int ndone;
	SimBar bar[16];
	SimClu *clu;
};

typedef struct AsyncOp AsyncOp;
struct AsyncOp {
	int kind;               /* AK_* (sim_async.c) */
	int cls;                /* AG_* or -1 (completes an mbarrier only) */
	uint32_t group;
	SimWarp *w;
	const SimIns *in;
	uint64_t id;
	uint64_t ready;         /* round at/after which the scheduler may complete it */
	int lane;               /* issuing lane, -1 the warp */
	uint64_t bytes;         /* bytes moved (trace) */
	void *data;             /* kind-specific payload (kl_malloc) */
};

struct SimClu {
	SimRun *run;
	int index;              /* cluster index in the launch */
	SimCta *ctas;
	int nctas;
	SimWarp **warps;
	int nwarps;
	VEC(AsyncOp) async;
	uint64_t next_async_id;
	uint64_t rng;
	uint64_t round;
	uint64_t steps, lanes;
	uint64_t progress;      /* bumped by every synchronization state change */
	uint64_t steps_flushed;
	uint64_t evseq;         /* trace events so far */
	int cbar_arrived;       /* barrier.cluster: warps arrived */
	uint64_t cbar_gen;
	/* the error that stopped this cluster */
	SimStatus st;
	char msg[512];
	Loc loc;
	int ecta, ewarp, elane;
	uint64_t eaddr;
	SimWaiter *waiters;
	int nwaiters;
	char **notes;
	int nnotes;
};

struct SimRun {
	const SimLaunch *l;
	const IrKernel *k;
	SimProg *p;
	uint8_t *param;         /* the param space */
	uint32_t param_bytes;
	int *param_off;
	LayTensorMap *tmaps;    /* per parameter (PK_TMAP) */
	SimBuffer *bufs;        /* sorted by address */
	int nbufs;
	uint32_t grid[3], block[3], cluster[3];
	int nthreads, nwarps, clusize;
	int cluster_launch;     /* launched with a cluster shape (kernel cluster(...) or the launch's):
	                           shared::cta -> shared::cluster bulk copies need one */
	uint32_t ncl[3];        /* clusters per grid dimension */
	uint32_t *clusters;     /* cluster indices to run */
	int nclusters;
	uint64_t max_steps;
	int quantum;
	/* shared between workers */
	int next;               /* atomic: next position in clusters[] */
	int err_min;            /* atomic: lowest failing position */
	uint64_t total_steps;   /* atomic */
	uint64_t total_lanes;   /* atomic */
	uint64_t clusters_done; /* atomic */
	double t0, deadline;    /* start; max_seconds' end (0: none) */
	int64_t next_progress_ms;   /* atomic: the next progress report, ms after t0 (a CAS claims each) */
};

/* ---- helpers shared by handler files ---- */
#define RG(w, r) ((w)->R + (size_t)(r) * NLANE)
#define FOR_LANES(m, l) for (uint32_t m_##l = (m), l; m_##l && ((l = (uint32_t)__builtin_ctz(m_##l)), 1); m_##l &= m_##l - 1)

/* Records an error for the warp's cluster (first error wins); returns H_STOP. */
int sim_fail(SimWarp *w, const SimIns *in, int lane, SimStatus st, uint64_t addr, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));

/* Host pointer for [addr, addr+size) of space (generic resolved), or NULL
 * after recording the error.  *cta_mem receives the CTA whose shared memory
 * is addressed (for shared spaces), *rspace the resolved space. */
void *sim_mem(SimWarp *w, const SimIns *in, int lane, int space, uint64_t addr, uint32_t size,
	int write, int *rspace, SimCta **cta_mem, uint64_t *raddr);
/* Per-lane effective address of a memory operand. */
static inline uint64_t sim_addr(SimWarp *w, const SimOpd *o, uint32_t lane)
{
	return (o->base >= 0 ? RG(w, o->base)[lane] : 0) + (uint64_t)o->off;
}
uint32_t sim_pred_mask(SimWarp *w, int reg, uint32_t m);

/* Trace events.  sim_emit fills what every event carries (seq, CTA, warp,
 * lane, thread, agent, location, entry, effect class and ordering
 * qualifiers from in->fx) and hands the event to the launch's trace
 * callback; callers fill the kind-specific fields.  sim_event is the short
 * form for memory accesses (aid: the async operation making the access, or
 * SIM_NO_ASYNC). */
#define SIM_NO_ASYNC UINT64_MAX
void sim_emit(SimWarp *w, const SimIns *in, SimEvent *ev);
void sim_event(SimWarp *w, const SimIns *in, SimEvKind k, int lane, int space, int async_proxy,
	uint64_t addr, uint32_t size, int cta_mem, uint64_t aid);
static inline int sim_tracing(const SimWarp *w) { return w->clu->run->l->trace != NULL; }

/* One atomic read-modify-write of size bytes at p (in->cmp: the atom/red
 * operation code of isa/mods.h ATOP, in->t: the element type); host atomic
 * when host_atomic (global memory).  Returns the old value (sim_ops.c). */
uint64_t sim_atom_mem(const SimIns *in, void *p, int size, int host_atomic, uint64_t b, uint64_t c);

/* synchronization / async handlers (sim_sync.c), listed in sim_ops.c's table */
#define SIM_SYNC_OPS(X) \
	X(bar_sync) X(bar_arrive) X(bar_red) X(cluster_arrive) X(cluster_wait) X(fence) \
	X(mbar_init) X(mbar_inval) X(mbar_arrive) X(mbar_expect_tx) X(mbar_complete_tx) \
	X(mbar_test_wait) X(mbar_try_wait) X(mbar_pending) X(cp_async) X(cp_async_commit) \
	X(cp_async_wait) X(cp_async_mbar) X(bulk_g2s) X(bulk_s2g) X(bulk_s2s) X(bulk_commit) \
	X(bulk_wait) X(tensor_g2s) X(tensor_s2g) X(wgmma_fence) X(wgmma_commit) X(wgmma_wait) \
	X(wgmma) X(ldmatrix) X(stmatrix) X(mma) X(setmaxnreg) X(st_async) X(bulk_red) \
	X(tmap_replace) X(tmap_cp)
/* the handlers among them whose decoder reads modifier choices (the
 * others need none: NULL in the table) */
#define SIM_SYNC_DECODERS(X) \
	X(bar_sync) X(bar_arrive) X(bar_red) X(fence) X(mbar_arrive) X(mbar_test_wait) X(mbar_try_wait) \
	X(cp_async_wait) X(cp_async_mbar) X(bulk_g2s) X(tensor_g2s) X(wgmma) X(ldmatrix) X(stmatrix) X(mma) \
	X(st_async) X(bulk_red) X(tmap_replace)
#define X(n) int sim_h_##n(SimWarp *w, const SimIns *in, uint32_t m);
SIM_SYNC_OPS(X)
#undef X
#define X(n) int sim_d_##n(SimIns *in, Buf *why);
SIM_SYNC_DECODERS(X)
#undef X

/* synchronization / async (sim_sync.c) */
void sim_wake_mbar(SimClu *c, uint64_t cluster_addr);
/* lane: the issuing lane (-1: the warp); bytes: what the operation moves (trace) */
int sim_async_push(SimWarp *w, const SimIns *in, int kind, int cls, void *data, int lane, uint64_t bytes);
int sim_async_complete(SimClu *c, int i);   /* completes op i; 0 or -1 (error recorded) */
int sim_async_wait(SimWarp *w, const SimIns *in, int cls, uint32_t keep);
int sim_async_flush_warp(SimWarp *w, int cls);
void sim_bar_check(SimCta *cta, int id);
void sim_cbar_check(SimClu *c);
uint64_t sim_rand(SimClu *c);
/* mbarrier phase helpers usable by async completions */
int sim_mbar_complete_tx(SimClu *c, SimWarp *w, const SimIns *in, SimCta *cta, uint32_t off, uint32_t bytes);

#endif
