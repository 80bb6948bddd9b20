/* The simulator's trace: one event per memory access, barrier or mbarrier
 * operation, async-operation step, fence and warp collective, in one total
 * order per cluster (seq).  This is the contract synccheck and racecheck are
 * built on; docs/simulator.md "Trace events" documents it (schema version
 * SIM_TRACE_VERSION, bumped on any change of meaning or of a JSON key).
 *
 * Which events an instruction may produce follows from its ISA effect class
 * (EF_* in isa.def), and the ordering qualifiers every event carries (sem,
 * scope, proxy, fence kind) are decoded from the table once per instruction
 * by isa_effect(); sim_trace_allowed() is the one place that says which
 * event kinds each effect class yields. */
#ifndef KILN_SIM_TRACE_H
#define KILN_SIM_TRACE_H
#include <stdint.h>
#include "ir/ir.h"
#include "isa/isa.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmacro.h"

#define SIM_TRACE_VERSION 2

/* kind, JSON name, EF_* classes of the instructions that produce it (0: the
 * simulator itself: warp exit, phase completion) */
#define SIM_EVENTS(X) \
	X(LD,             "ld",             EF_LD | EF_ATOM) \
	X(ST,             "st",             EF_ST | EF_ATOM) \
	X(ATOM,           "atom",           EF_ATOM) \
	X(BAR_ARRIVE,     "bar_arrive",     EF_BAR_SYNC | EF_BAR_ARRIVE) \
	X(BAR_PASS,       "bar_pass",       EF_BAR_SYNC) \
	X(MBAR_INIT,      "mbar_init",      EF_MBAR_INIT) \
	X(MBAR_INVAL,     "mbar_inval",     EF_MBAR_INIT) \
	X(MBAR_ARRIVE,    "mbar_arrive",    EF_MBAR_ARRIVE) \
	X(MBAR_EXPECT_TX, "mbar_expect_tx", EF_MBAR_TX) \
	X(MBAR_COMPLETE_TX, "mbar_complete_tx", EF_MBAR_TX) \
	X(MBAR_PHASE,     "mbar_phase",     EF_MBAR_ARRIVE | EF_MBAR_TX) \
	X(MBAR_WAIT,      "mbar_wait",      EF_MBAR_WAIT) \
	X(FENCE,          "fence",          EF_FENCE | EF_FENCE_PROXY) \
	X(ASYNC_ISSUE,    "async_issue",    EF_ASYNC_ISSUE) \
	X(ASYNC_DONE,     "async_done",     EF_ASYNC_ISSUE) \
	X(ASYNC_COMMIT,   "async_commit",   EF_ASYNC_COMMIT) \
	X(ASYNC_WAIT,     "async_wait",     EF_ASYNC_WAIT | EF_ASYNC_COMMIT) \
	X(COLLECTIVE,     "collective",     EF_WARP_COLL | EF_WG_COLL) \
	X(EXIT,           "exit",           0) \
	X(SETMAXNREG,     "setmaxnreg",     EF_WG_COLL) \
	X(CHECK,          "check",          0)

typedef enum {
#define X(k, name, eff) SIM_EV_##k,
	SIM_EVENTS(X)
#undef X
	SIM_EV_COUNT
} SimEvKind;

/* async operation classes (the group each belongs to), the trace's
 * "class" */
#define SIM_ASYNC_CLASSES(X) X(SIM_AC_CPASYNC, "cp.async") X(SIM_AC_BULK, "bulk") X(SIM_AC_WGMMA, "wgmma")
typedef enum { SIM_AC_NONE = -1, SIM_ASYNC_CLASSES(XM_ID) SIM_AC_COUNT } SimAsyncClass;

/* Who acts: a thread (lane >= 0), the whole warp (warp-level instruction:
 * lane -1), or an async engine completing an operation a warp issued (lane
 * -1 or the issuing lane, agent SIM_AG_ASYNC); the trace's "agent". */
#define SIM_AGENTS(X) X(SIM_AG_THREAD, "thread") X(SIM_AG_WARP, "warp") X(SIM_AG_ASYNC, "async")
typedef enum { SIM_AGENTS(XM_ID) SIM_AG_COUNT } SimAgent;

typedef struct {
	SimEvKind kind;
	uint64_t seq;           /* position in the cluster's total order (1, 2, ...) */
	/* who and where (every event) */
	int cta;                /* linear id of the acting CTA */
	int warp;               /* warp index in the CTA */
	int lane;               /* 0..31, or -1: the whole warp / an async engine */
	int thread;             /* linear thread index in the CTA (warp*32+lane), -1 with lane -1 */
	SimAgent agent;
	Loc loc;                /* source of the instruction (async completions: the issuing one) */
	int isa;                /* IsaId, -1 for simulator events (exit) */
	const char *op;         /* ISA entry id name ("ld_shared", "mbar_arrive"), NULL for exit */
	unsigned eff;           /* EF_* of that entry */
	/* ordering qualifiers of the instruction (isa_effect) */
	IsaSem sem;
	IsaScope scope;
	IsaProxy proxy;         /* memory events: the proxy of the access; fences: the proxy ordered */
	IsaFence fence;         /* FENCE */
	/* memory: LD ST ATOM and the mbarrier object of MBAR_* */
	int space;              /* Space (SPACE_GLOBAL, SPACE_SHARED ...), resolved from generic */
	int cta_mem;            /* shared: linear id of the CTA whose memory is touched, else -1 */
	uint64_t addr;          /* global: device address; shared: offset in cta_mem's window */
	uint32_t size;          /* bytes: [addr, addr + size) */
	/* barriers: BAR_ARRIVE BAR_PASS (id 16 = the cluster barrier) */
	int barrier;
	uint32_t count;         /* BAR_*: threads expected (0 = all); MBAR_INIT: arrival count;
	                           MBAR_ARRIVE: arrivals; MBAR_PHASE: arrivals expected next phase */
	uint32_t tx;            /* MBAR_EXPECT_TX / MBAR_COMPLETE_TX / MBAR_ARRIVE.expect_tx: bytes */
	int parity;             /* MBAR_WAIT: parity waited for (-1: a state token) */
	uint64_t phase;         /* BAR_*: generation; MBAR_*: the phase current when it acted
	                           (MBAR_WAIT: phase observed; MBAR_PHASE: the phase completed) */
	int ok;                 /* MBAR_WAIT: 1 the waited phase was complete */
	/* async: ASYNC_* */
	SimAsyncClass aclass;
	uint64_t async_id;      /* ASYNC_ISSUE / ASYNC_DONE and the accesses an async op makes */
	uint32_t group;         /* ISSUE/DONE: group of the op; COMMIT: group closed; WAIT: groups
	                           allowed to stay pending (n), UINT32_MAX for wait_all */
	uint64_t bytes;         /* ISSUE/DONE: bytes the operation moves */
	/* collectives: COLLECTIVE */
	uint32_t mask;          /* member mask operand (0xffffffff without one) */
	uint32_t active;        /* lanes executing the instruction */
	/* checker hooks (src/check), every event */
	uint32_t lanes;         /* the warp's active lanes when the event was recorded */
	uint32_t live;          /* the warp's lanes that exist and have not exited */
	const IrInstr *ir;      /* the instruction, or NULL; valid while the IR lives */
	/* SETMAXNREG: count = the register count; CHECK: code SIM_CHK_*, reg the
	 * register, group the warp's next wgmma group */
	int code, reg;
} SimEvent;
typedef void (*SimTraceFn)(void *ctx, const SimEvent *ev);
/* SIM_EV_CHECK codes (tracing only: the wgmma register protocol, sim_sync.c) */
enum { SIM_CHK_WGMMA_ACC_IN_FLIGHT = 1,   /* a register an unretired wgmma writes is used */
	SIM_CHK_WGMMA_NO_FENCE = 2,           /* wgmma reads registers written since the last wgmma.fence */
	SIM_CHK_WGMMA_A_IN_FLIGHT = 3 };      /* a register A operand of an unretired wgmma is used */

const char *sim_ev_name(SimEvKind k);
const char *sim_aclass_name(SimAsyncClass c);   /* "cp.async" "bulk" "wgmma" */
const char *sim_space_name(int space);          /* Space: "global" "shared" ... "generic" */
/* May an instruction of effect class eff produce events of kind k? */
int sim_trace_allowed(SimEvKind k, unsigned eff);
/* One event as a JSON object (no newline), for JSON-lines trace files. */
void sim_event_json(const SimEvent *ev, Buf *out);

#endif
