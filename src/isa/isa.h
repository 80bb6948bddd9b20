/* The ISA table: the single source of truth for every PTX instruction form
 * the language accepts.  Entries live in isa.def (X-macro); this header
 * declares the entry record, the spelling/operand mini-languages, and the
 * matcher the front end, printer, simulator, checkers and docs all use.
 *
 * SPELLING mini-language (the `spell` column):
 *     base ( '.' literal | '{' slot '}' | '[' slot ']' )*
 *     slot := [name ':'] alt ('|' alt)*        alt := tok ('.' tok)*
 *   '{...}' is a required choice, '[...]' an optional one; alternatives are
 *   written without their leading dot; a token may contain "::"
 *   (shared::cta).  Modifiers must appear in table order, as in the PTX ISA.
 *   Example: "ld[sem:weak|volatile|relaxed.cta|relaxed.gpu]{ss:global|shared}[vec:v2|v4]{t:b32|f32}"
 *
 * OPERANDS mini-language (the `opnds` column), comma separated:
 *     name '=' dir shape [flags] ':' type ['/' count]
 *   dir   : 'd' written, 's' read, 'b' read and written
 *   shape : 'r' register, 'i' immediate, 'x' register or immediate,
 *           'm' memory address [..], 'v' brace vector {r, ...} of `count`
 *           registers (a bare register when count is 1),
 *           't' tensor address [tmap, {coords}] (count = coordinate slot),
 *           'l' a label (branch target),
 *           'q' a register with an optional second predicate destination
 *           written "d|p" (setp p|q, shfl.sync d|p, elect.sync d|p)
 *   flags : '_' the sink '_' is accepted (on a 'v' operand: as some, not
 *           all, of the registers of a braced vector, ld {a, _, c, _};
 *           never as the whole operand: ptxas rejects `ld.f32 _, [a]`
 *           and `{_, _}`), '!' only the sink '_' is
 *           accepted (remote mbarrier arrives), '{' a vector is braced even
 *           with one register (ldmatrix .x1), '?' the operand may be omitted;
 *           '?slot' the operand is present exactly when optional slot
 *           `slot` is present in the opcode (e.g. a cache-policy operand
 *           after .L2::cache_hint).  Free optional operands ('?' alone)
 *           may be followed only by optional or conditional ones; written
 *           operands fill the free optional ones left to right.
 *   type  : (for 'm': the address register's type, b32 for tensor memory,
 *           '*' any) a slot name (the matched modifier is the type), a PTX type
 *           (b32, u64, pred, f32 ...), '*' (any register type), or
 *           alternatives "u32|pred" (either type is accepted).  A PTX type
 *           with a trailing '!' ("b32!") is strict: the register must be
 *           declared with exactly that PTX type, not another of its size
 *           (ptxas: "Arguments mismatch" for a .u32 mma.sync A fragment)
 *   space : for 'm' only, optional '@' after the type: the state space the
 *           address is in, a space ("global", "shared::cta",
 *           "shared::cluster") or a slot name whose value is one (an
 *           absent slot: generic).  Two-space instructions name one per
 *           operand: "dst=sm:*@ss, src=sm:*@global" (cp.async.ca.shared.global).
 *           Without '@' an entry's 'ss' slot, if it has one, applies to
 *           every memory operand.
 *   count : a number (an explicit '/1' vector is written in braces {r};
 *           a 'q' pair with '/2' requires its second register), or a slot name whose value contains a number
 *           (v4 -> 4, 2d -> 2, absent -> 1); 'slot@c' takes the number
 *           after letter c (m64n128k16@n -> 128); a trailing '/k'
 *           divides it (shape@n/2 -> 64 accumulator registers)
 *   imm   : optional '=' list of legal immediate values for shapes i/x:
 *           ranges 'lo..hi' (a '%k' suffix: multiples of k) or single
 *           values separated by '|': "=1|-1", "=0..255", "=24..256%8"
 *   Example: "d=dv:t/vec, a=sm:*, p=sr?hint:b64"
 */
#ifndef KILN_ISA_H
#define KILN_ISA_H
#include <stdint.h>
#include "util/buf.h"
#include "isa/mods.h"
#include "util/xmacro.h"

/* effect classes used by the analyses (bit flags) */
enum {
	EF_LD          = 1u << 0,   /* reads memory; space from the 'ss' slot or entry default */
	EF_ST          = 1u << 1,   /* writes memory */
	EF_ATOM        = 1u << 2,   /* atomic read-modify-write */
	EF_ASYNC_PROXY = 1u << 3,   /* memory access through the async proxy */
	EF_BAR_SYNC    = 1u << 4,   /* CTA barrier wait (bar.sync, barrier.sync, bar.red) */
	EF_BAR_ARRIVE  = 1u << 5,   /* CTA barrier arrive without wait */
	EF_MBAR_INIT   = 1u << 6,
	EF_MBAR_ARRIVE = 1u << 7,
	EF_MBAR_WAIT   = 1u << 8,   /* try_wait/test_wait */
	EF_MBAR_TX     = 1u << 9,   /* expect_tx / complete_tx */
	EF_ASYNC_ISSUE = 1u << 10,  /* starts an async operation (cp.async*, wgmma.mma_async) */
	EF_ASYNC_COMMIT= 1u << 11,  /* commit_group */
	EF_ASYNC_WAIT  = 1u << 12,  /* wait_group / wait_all */
	EF_FENCE       = 1u << 13,  /* membar / fence (ordering) */
	EF_FENCE_PROXY = 1u << 14,  /* fence.proxy.* */
	EF_WARP_COLL   = 1u << 15,  /* warp-collective: shfl/vote/match/redux/bar.warp/ldmatrix/mma.sync */
	EF_WG_COLL     = 1u << 16,  /* warpgroup-collective: wgmma.*, setmaxnreg */
	EF_CONTROL     = 1u << 17,  /* exit, trap */
	EF_SPECIAL     = 1u << 18,  /* reads special state (clock, globaltimer) */
};

/* What an instruction's modifiers say about memory ordering, the checkers'
 * vocabulary (PTX ISA "Memory Consistency Model"): the .sem, .scope and proxy
 * qualifiers and the fence kind, decoded from the match (literal and chosen
 * modifiers) by isa_effect().  Absent qualifiers take the PTX defaults of the
 * effect class (atom/red: relaxed.gpu; mbarrier arrive: release.cta; wait:
 * acquire.cta; barrier.cluster.arrive: release, wait: acquire; membar: sc). */
/* Each vocabulary once, X(id, name): the enum and its name function
 * (isa_sem_name ...) follow it. */
#define ISA_SEMS(X) \
	X(SEM_NONE, "") X(SEM_WEAK, "weak") X(SEM_VOLATILE, "volatile") X(SEM_RELAXED, "relaxed") \
	X(SEM_ACQUIRE, "acquire") X(SEM_RELEASE, "release") X(SEM_ACQ_REL, "acq_rel") X(SEM_SC, "sc")
#define ISA_SCOPES(X) \
	X(SCOPE_NONE, "") X(SCOPE_CTA, "cta") X(SCOPE_CLUSTER, "cluster") X(SCOPE_GPU, "gpu") X(SCOPE_SYS, "sys")
#define ISA_PROXIES(X) \
	X(PROXY_GENERIC, "generic") X(PROXY_ASYNC, "async") X(PROXY_TENSORMAP, "tensormap") X(PROXY_ALIAS, "alias")
#define ISA_FENCES(X) \
	X(FENCE_NONE, "") \
	X(FENCE_SC, "sc")                      /* fence.sc, membar */ \
	X(FENCE_ACQ_REL, "acq_rel")            /* fence.acq_rel */ \
	X(FENCE_MBAR_INIT, "mbarrier_init")    /* fence.mbarrier_init.release.cluster */ \
	X(FENCE_PROXY, "proxy")                /* fence.proxy.{async,alias,tensormap::generic}: proxy field names which */ \
	X(FENCE_WGMMA, "wgmma")                /* wgmma.fence: register accesses before wgmma.mma_async */ \
	X(FENCE_TCGEN05, "tcgen05")            /* tcgen05.fence::before/after_thread_sync */ \
	X(FENCE_GRIDDEP, "griddepcontrol")     /* griddepcontrol */
typedef enum { ISA_SEMS(XM_ID) SEM_COUNT } IsaSem;
typedef enum { ISA_SCOPES(XM_ID) SCOPE_COUNT } IsaScope;
typedef enum { ISA_PROXIES(XM_ID) PROXY_COUNT } IsaProxy;
typedef enum { ISA_FENCES(XM_ID) FENCE_COUNT } IsaFence;
typedef struct {
	unsigned eff;           /* the entry's EF_* */
	IsaSem sem;
	IsaScope scope;
	IsaProxy proxy;         /* accesses: the proxy they go through; fences: the proxy ordered */
	IsaFence fence;         /* EF_FENCE / EF_FENCE_PROXY entries */
} IsaEffect;

/* simulator fidelity classes, X(id, name): FID_EXACT bit-exact with the
 * GPU; FID_APPROX approximate, behaviour documented in docs/numerics.md;
 * FID_ORDER ordering/hint only, no data effect to simulate; FID_UNSUP the
 * simulator stops with "unsupported: ..." */
#define ISA_FIDELITIES(X) \
	X(FID_EXACT, "exact") X(FID_APPROX, "approximate") X(FID_ORDER, "ordering-only") X(FID_UNSUP, "unsupported")
typedef enum { ISA_FIDELITIES(XM_ID) FID_COUNT } Fidelity;

/* Targets and their features (targets.def).  A target id is an index
 * (SM_90A), not an order: what a target can run is its feature set. */
enum {
#define FEATURE(id, doc) FTB_##id,
#include "isa/targets.def"
	FT_NBITS
};
enum {
#define FEATURE(id, doc) FT_##id = 1u << FTB_##id,
#include "isa/targets.def"
};
enum {
	SM_NONE,
#define TARGET(id, name, ptx, smem, features) id,
#include "isa/targets.def"
	SM_COUNT
};
/* what an ISA entry requires (isa.def column 5) */
typedef enum {
#define REQUIRE(id, features) REQ_##id,
#include "isa/targets.def"
	REQ_COUNT
} IsaReq;

#define ISA_MAX_SLOTS 20
#define ISA_MAX_ALTS 48
#define ISA_MAX_OPNDS 12

typedef enum {
#define I(id, spell, opnds, ptx, sm, eff, fid, doc) I_##id,
#include "isa/isa.def"
	I_COUNT
} IsaId;

/* a parsed slot of a spelling */
typedef struct {
	const char *name;          /* NULL for unnamed slots and literals */
	int optional;
	int nalt;
	const char *alt[ISA_MAX_ALTS];   /* "global", "relaxed.cta", "shared::cta" */
	int ntok[ISA_MAX_ALTS];          /* tokens per alternative */
} IsaSlot;

/* operand directions and shapes, X(id, name): the names are `kiln isa
 * --json`'s "dir" and "shape" */
#define ISA_OPND_DIRS(X) X(OD_DST, "out") X(OD_SRC, "in") X(OD_BOTH, "inout")
#define ISA_OPND_SHAPES(X) \
	X(OS_REG, "reg") X(OS_IMM, "imm") X(OS_REGIMM, "reg-or-imm") X(OS_MEM, "mem") X(OS_VEC, "vector") \
	X(OS_TMAP, "tensor") X(OS_LABEL, "label") X(OS_PAIR, "pair")
typedef enum { ISA_OPND_DIRS(XM_ID) } OpndDir;
typedef enum { ISA_OPND_SHAPES(XM_ID) } OpndShape;

typedef struct {
	const char *name;
	OpndDir dir;
	OpndShape shape;
	int sink_ok, optional;      /* sink_ok: 1 '_' accepted, 2 '_' required */
	int type_slot;              /* slot index whose value is the type, or -1 */
	const char *type;           /* fixed PTX type name, "*" any; NULL when type_slot >= 0 */
	int count_slot;             /* slot index giving the count, or -1 */
	int count;                  /* fixed count when count_slot < 0 */
	int braced;                 /* written count '/1': a one-register vector keeps its braces {r};
	                               OS_PAIR with '/2': the second destination is required */
	char count_at;              /* count: number after this letter of the slot value (0: first number) */
	int count_div;              /* count: divided by this (1) */
	int cond_slot;              /* present only when this optional slot is present, or -1 */
	const char *imm;            /* legal immediates ("1|-1", "0..255", "24..256%8") or NULL */
	int exact;                  /* type written "b32!": exactly this PTX register type */
	int space_slot;             /* 'm': slot whose value is the space ("@ss"), or -1 */
	const char *space;          /* 'm': fixed space ("@global"), or NULL */
} IsaOpnd;

typedef struct {
	IsaId id;
	const char *idname;         /* "add_int" */
	const char *spell;          /* spelling pattern as written in isa.def */
	const char *opnds_spec;
	int ptx;                    /* minimum PTX ISA version * 10 (78 = 7.8) */
	IsaReq req;                 /* what the target must have (targets.def REQUIRE) */
	unsigned eff;               /* EF_* */
	Fidelity fid;
	const char *doc;
	/* parsed at isa_init() */
	const char *base;           /* "ld" */
	int nslot;
	IsaSlot slot[ISA_MAX_SLOTS];
	int nopnd;
	IsaOpnd opnd[ISA_MAX_OPNDS];
} IsaEntry;

/* The result of matching a written opcode ("ld.global.v4.f32"). */
typedef struct {
	const IsaEntry *e;
	signed char alt[ISA_MAX_SLOTS];   /* chosen alternative per slot; -1 = optional slot absent */
} IsaMatch;

/* Parses the table once (idempotent, thread-safe after the first call from
 * one thread).  Returns 0, or -1 with a message when isa.def is malformed. */
int isa_init(Buf *err);
int isa_count(void);
const IsaEntry *isa_entry(int id);

/* Matches an opcode with its modifiers.  Returns 1 on success.  On failure
 * returns 0 and, when why != NULL, appends an explanation and the legal
 * forms of entries sharing the base name (or close names) to why. */
int isa_match(const char *opcode, IsaMatch *m, Buf *why);
/* A match built from an entry id and its modifier values, with no opcode
 * text (how the compiler builds the instructions it generates): mods names
 * slots and values in pairs, in spelling order, NULL-terminated,
 *     isa_make(I_mul_int, (const char *const[]){"mode", "lo", "t", "u32", NULL}, &m)
 * Every modifier of the form is given: a literal modifier by any name that
 * is no slot of the entry ({"t", "f32"} for add.rn.f32, whose type is
 * literal); an optional slot left out is absent.  Returns 1, or 0 when the
 * values are not a form of the entry (m is then unset). */
int isa_make(IsaId id, const char *const *mods, IsaMatch *m);
/* Entries may share a spelling and differ in operands (mov.b64 d, a and
 * mov.b64 d, {a, b}): the next entry with id >= first that matches opcode,
 * for resolving by operands.  Returns 1 and fills m, or 0. */
int isa_match_from(const char *opcode, int first, IsaMatch *m);
int isa_is_base(const char *name);            /* some entry has this base name */

/* Value of a slot by name in a match: "f32", "v4", NULL if absent/unknown. */
const char *isa_slot_value(const IsaMatch *m, const char *slot_name);
/* Index of the entry's slot / operand named name, -1 if none (decoders
 * resolve them once per instruction). */
int isa_slot_index(const IsaEntry *e, const char *name);
int isa_opnd_index(const IsaEntry *e, const char *name);
const char *isa_slot_value_at(const IsaMatch *m, int slot);
/* Resolved operand type for operand i ("f32", "b64", "pred", "*"), and count. */
const char *isa_opnd_type(const IsaMatch *m, int i);
int isa_opnd_count(const IsaMatch *m, int i);
/* Is operand i part of the matched form?  0 when its condition slot
 * ('?slot') is absent from the opcode, else 1. */
int isa_opnd_present(const IsaMatch *m, int i);
/* Which entry operand each of n written operands fills: the one mapping
 * the front end, the IR checker and the simulator share.  The present
 * operands (isa_opnd_present) in order; a free optional operand (optional,
 * no condition slot) is filled only while written operands remain beyond
 * the fixed ones, left to right.  map[j] = entry operand of written operand
 * j (map has room for ISA_MAX_OPNDS).  *nfixed and *nfree (either may be
 * NULL) give the legal range of n: nfixed .. nfixed + nfree.  Returns 1, or
 * 0 when n is out of that range (map is then unset). */
int isa_opnd_map(const IsaMatch *m, int n, int *map, int *nfixed, int *nfree);
/* The state space memory operand i addresses in a match: its '@' space
 * (NULL for an absent '@slot': generic), else the entry's 'ss' slot value
 * (NULL: generic).  *known is 0 when neither names one (no check). */
const char *isa_opnd_space(const IsaMatch *m, int i, int *known);
/* Is v a legal immediate for operand o (always 1 without an imm list)? */
int isa_imm_ok(const IsaOpnd *o, long long v);
/* A legal immediate for o: the first value of its list, else 0. */
long long isa_imm_example(const IsaOpnd *o);
/* The canonical opcode text of a match ("ld.global.v4.f32"). */
void isa_spell(const IsaMatch *m, Buf *out);
/* Human-readable legal form of an entry: "add.{u16|u32|...} d, a, b" */
void isa_form(const IsaEntry *e, Buf *out);

/* The forms of an entry, as slot choices (-1: optional slot absent): every
 * combination of alternatives when there are at most ISA_FORMS_ALL (*all =
 * 1), else every pair of choices of two slots with the others at their
 * first choice (an optional slot absent), plus every optional slot present
 * and every slot at its last alternative, so each alternative of every slot
 * is in some form.  isa_cert assembles these forms; the simulator's claim
 * test decodes them.  Returns the count with *out kl_malloc'ed (kl_free
 * it), or -1 when out of memory. */
#define ISA_FORMS_ALL 384
typedef struct { signed char alt[ISA_MAX_SLOTS]; } IsaForm;
int isa_forms(const IsaEntry *e, IsaForm **out, int *all);

/* PTX operand type compatibility (PTX ISA "Type checking rules"): may a
 * register declared with PTX type `reg` stand where the instruction expects
 * `want`?  `relaxed` is set for ld/st/cvt-style size-relaxed operands (the
 * register may be wider).  Types are PTX names ("u32", "b64", "pred"). */
int isa_type_ok(const char *want, const char *reg, int relaxed);   /* want may be "u32|pred" */
int isa_type_bits(const char *ptx_type);      /* 0 for unknown, 1 for pred */

const char *isa_fid_name(Fidelity f);         /* "exact" ... */
/* ---- targets (targets.def) ---- */
void isa_target_name(int sm, char *out, int n);  /* SM_90A -> "sm_90a" */
const char *isa_target_str(int sm);           /* SM_90A -> "sm_90a"; "?" when not a target */
int isa_target_parse(const char *name);       /* "sm_90a" -> SM_90A; 0 when Kiln does not claim it */
int isa_target_ptx(int sm);                   /* least PTX ISA version (*10) ptxas accepts for it */
long isa_target_smem(int sm);                 /* bytes of shared memory one block may have */
unsigned isa_target_features(int sm);         /* FT_* bits */
/* May PTX for kernel target `inner` be emitted in a module for `outer`? (its
 * features are a subset) */
int isa_target_within(int inner, int outer);
void isa_target_list(Buf *out);               /* "sm_75 sm_80 ... sm_120a" */
void isa_features_text(unsigned f, Buf *out); /* "wgmma, tcgen05" */
unsigned isa_req_features(IsaReq r);
int isa_req_met(IsaReq r, int sm);            /* does target sm have what r needs? */
int isa_req_target(IsaReq r);                 /* the first target (by capability) that meets r */
/* What r needs, for messages: "sm_90a", "sm_90 or later", "one of sm_90a, sm_100a ..." */
void isa_req_text(IsaReq r, Buf *out);

/* The ordering qualifiers of a match (see IsaEffect). */
void isa_effect(const IsaMatch *m, IsaEffect *fx);
const char *isa_sem_name(IsaSem s);           /* "relaxed" ... ("" for SEM_NONE) */
const char *isa_scope_name(IsaScope s);       /* "cta" ... */
const char *isa_proxy_name(IsaProxy p);       /* "generic" "async" "tensormap" "alias" */
const char *isa_fence_name(IsaFence f);       /* "sc" "acq_rel" "mbarrier_init" "proxy" ... */

/* The modifier vocabulary of a match (isa/mods.h), read once per
 * instruction; isa_slot_mod: the code in group g of slot `slot`'s chosen
 * alternative (-1: slot absent or not in the group); isa_mma_shape: the
 * numbers of the mMnNkK shape token (0 when there is none). */
void isa_mods(const IsaMatch *m, IsaMods *out);
int isa_slot_mod(const IsaMatch *m, const char *slot, IsaModGroup g);
int isa_mma_shape(const IsaMatch *m, int *mm, int *nn, int *kk);
/* The token of code in modifier group g ("add": MG_ATOP, ATOP_add); "?"
 * outside the group. */
const char *isa_mod_token(IsaModGroup g, int code);

#endif
