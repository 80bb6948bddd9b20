/* The CPU simulator: executes a Kiln IR kernel for a whole launch (every
 * CTA of the grid or a chosen subset, clusters kept together), with 32-lane
 * warps, active masks and structured reconvergence, a deterministic warp
 * scheduler, bounded memory spaces, mbarriers, async engines (cp.async, bulk
 * and bulk tensor copies, wgmma) and a trace of synchronization events and
 * memory accesses for the checkers.  docs/simulator.md describes the model.
 *
 * Nothing here prints or exits: sim_run fills a SimResult whose diagnostics
 * carry source locations. */
#ifndef KILN_SIM_H
#define KILN_SIM_H
#include <stdint.h>
#include "ir/ir.h"
#include "num/layout.h"
#include "sim/trace.h"
#include "util/diag.h"
#include "util/json.h"
#include "util/xmacro.h"

/* A global buffer the simulator reads and writes in place. */
typedef struct {
	uint64_t addr;          /* simulated device address (see "Address windows") */
	void *host;
	uint64_t bytes;
	const char *name;       /* for messages; may be NULL */
} SimBuffer;

/* One kernel argument, in kernel parameter order. */
typedef struct {
	uint64_t bits;          /* scalar bits (zero-extended) or a device address */
	const LayTensorMap *tmap;   /* PK_TMAP parameters: the tensor map (copied at launch) */
} SimArg;

/* Address windows of the generic address space.  Global buffers must lie
 * outside [SIM_GEN_WINDOWS, SIM_GEN_WINDOWS_END); cvta to/from shared,
 * local, param and const adds/subtracts the window base. */
#define SIM_GEN_SHARED 0x7f0000000000ull
#define SIM_GEN_LOCAL  0x7f8000000000ull
#define SIM_GEN_PARAM  0x7fc000000000ull
#define SIM_GEN_CONST  0x7fe000000000ull   /* empty: a Kiln kernel declares no const-space data */
#define SIM_GEN_WINDOWS SIM_GEN_SHARED
#define SIM_GEN_WINDOWS_END 0x800000000000ull
/* shared::cluster addresses: ((rank + 1) << SIM_DSMEM_SHIFT) | offset; a
 * shared::cta address (below 1 << SIM_DSMEM_SHIFT) names the executing CTA. */
#define SIM_DSMEM_SHIFT 24

typedef enum { SIM_SCHED_RR, SIM_SCHED_RANDOM } SimSched;

/* Shared and local memory start as this byte in every position (all ones:
 * a NaN in every f16/bf16/f32/f64 view, -1 in signed integer views, the
 * maximum in unsigned ones), so a kernel reading memory it never wrote
 * sees it in its output instead of passing on zeros. */
#define SIM_POISON_BYTE 0xff

/* ---- trace: see sim/trace.h ---- */

/* One mbarrier test_wait / try_wait about to report its outcome: the warp,
 * the barrier (as in the trace: cta_mem, shared offset) and the lanes whose
 * waited phase is complete (ok) among those executing it (lanes). */
typedef struct {
	int cta, warp;
	int cta_mem;
	uint64_t addr;
	int parity;             /* -1: a state-token wait */
	uint32_t lanes, ok;
	int blocking;           /* try_wait */
} SimObs;
/* What the wait does: as simulated; SIM_OBS_FAIL: it reports incomplete on
 * every lane (it looked before the phase completed; a try_wait times out);
 * SIM_OBS_HOLD: it does not execute now and is retried when the barrier
 * changes (it looks later).  Called again on every retry. */
enum { SIM_OBS_AS_IS, SIM_OBS_FAIL, SIM_OBS_HOLD };
typedef int (*SimObserveFn)(void *ctx, const SimObs *o);
typedef int (*SimGateFn)(void *ctx, int cta, int warp, const IrInstr *next);
/* A progress report of a running launch. */
typedef struct {
	uint64_t clusters_done, clusters_total;
	uint64_t warp_instructions;
	double seconds;
} SimProgress;

typedef struct {
	const IrKernel *kernel;
	uint32_t grid[3];       /* required (0 = 1) */
	uint32_t block[3];      /* 0 = the kernel's block_const */
	uint32_t cluster[3];    /* 0 = the kernel's cluster_const (or none) */
	const SimArg *args;
	int nargs;              /* must equal kernel->nparams */
	const SimBuffer *bufs;
	int nbufs;
	SimSched sched;
	uint64_t seed;          /* SIM_SCHED_RANDOM */
	int threads;            /* worker threads; 0 = all cores (forced to 1 with a trace) */
	const uint32_t *ctas;   /* linear CTA ids to run (NULL: all); their clusters run whole */
	int nctas;
	uint64_t max_steps;     /* warp instructions for the whole launch; 0 = SIM_DEFAULT_STEPS */
	uint32_t local_bytes;   /* local memory per thread (0 = none) */
	SimTraceFn trace;
	void *trace_ctx;
	/* checker hook (src/check): steers what an mbarrier test_wait / try_wait
	 * observes, so the checker can re-execute a warp along the other outcome */
	SimObserveFn observe;
	void *observe_ctx;
	/* checker hook (src/check): asked before a warp executes each
	 * instruction; 0 = not now (the warp yields its turn and asks again).
	 * The hook must say 1 eventually: a warp held forever stalls its cluster. */
	SimGateFn gate;
	void *gate_ctx;
	double max_seconds;     /* 0 = none: stop with SIM_ERR_TIME_LIMIT after this much wall time */
	/* called about every 0.25 s while the launch runs (from a worker
	 * thread, one call at a time); NULL = none */
	void (*progress)(void *ctx, const SimProgress *p);
	void *progress_ctx;
} SimLaunch;
#define SIM_DEFAULT_STEPS 2000000000ull

/* status, its name (the JSON "status" of a simulation) */
#define SIM_STATUSES(X) \
	X(SIM_OK, "ok") X(SIM_ERR_LAUNCH, "launch") X(SIM_ERR_MEMORY, "memory") X(SIM_ERR_DEADLOCK, "deadlock") \
	X(SIM_ERR_STEP_LIMIT, "step_limit") X(SIM_ERR_UNSUPPORTED, "unsupported") X(SIM_ERR_TRAP, "trap") \
	X(SIM_ERR_INVALID, "invalid") X(SIM_ERR_TIME_LIMIT, "time_limit")
typedef enum { SIM_STATUSES(XM_ID) SIM_ERR_COUNT } SimStatus;
const char *sim_status_name(SimStatus s);   /* "ok", "memory", "deadlock" ... */

/* A warp found waiting when the launch deadlocked, and the state of what
 * it waits on. */
/* kind, its name (the deadlock report's "barrier": {"kind": ...}) */
#define SIM_WAIT_KINDS(X) \
	X(SIM_WAIT_OTHER, "other") X(SIM_WAIT_BAR, "bar.sync") X(SIM_WAIT_MBAR, "mbarrier") \
	X(SIM_WAIT_CLUSTER, "barrier.cluster") X(SIM_WAIT_WGMMA, "wgmma.wait_group")
typedef enum { SIM_WAIT_KINDS(XM_ID) SIM_WAIT_COUNT } SimWaitKind;
typedef struct {
	int cta, warp;
	Loc loc;
	char what[96];          /* "bar.sync 0 (3/4 warps arrived)", "mbarrier at shared 0x40 of CTA rank 0, parity 0"
	                           (a stable form src/check parses) */
	SimWaitKind kind;
	char object[64];        /* the barrier: "full[2]" (the shared allocation's name), "bar.sync 1", "barrier.cluster" */
	Loc decl;               /* mbarrier: the shared allocation's declaration (line 0 if unknown) */
	int rank;               /* mbarrier: rank in the cluster of the CTA holding it */
	uint64_t offset;        /* mbarrier: its shared-memory offset */
	int parity;             /* mbarrier: the phase parity waited for */
	int phase;              /* mbarrier: its current phase parity */
	int pending, expected;  /* mbarrier: arrivals pending / expected per phase; bar.sync, cluster: warps arrived / expected */
	int tx;                 /* mbarrier: transaction bytes pending */
	int init;               /* mbarrier: initialized */
} SimWaiter;
/* One line describing a waiter: "mbarrier full[2] (shared 0x10 of CTA rank 0):
 * waits for phase parity 0 to complete; 1 of 2 arrivals and 0 transaction
 * bytes pending". */
void sim_waiter_text(const SimWaiter *w, Buf *out);

typedef struct {
	SimStatus status;
	Diags diags;            /* the error (with location) and notes */
	char message[512];      /* the error message without location */
	Loc loc;                /* where the error stopped the launch */
	int cta, warp, lane;    /* -1 when not applicable */
	uint64_t addr;          /* memory errors: the faulting address */
	SimWaiter *waiters;     /* deadlock: the waiting warps (kl_malloc) */
	int nwaiters;
	uint64_t lane_instructions;  /* active lanes summed over executed instructions */
	uint64_t warp_instructions;
	uint64_t ctas_run;
	int threads;
	double wall_seconds;
} SimResult;

/* Runs the launch.  Returns r->status.  r must be freed with sim_result_free. */
SimStatus sim_run(const SimLaunch *l, SimResult *r);
void sim_result_free(SimResult *r);
/* Members of a JSON object: status, message, loc, lane_instructions ... */
void sim_result_json(const SimResult *r, JsonW *w);

#endif
