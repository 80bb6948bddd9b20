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

/* ---- trace: see sim/trace.h ---- */

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
} SimLaunch;
#define SIM_DEFAULT_STEPS 2000000000ull

typedef enum {
	SIM_OK, SIM_ERR_LAUNCH, SIM_ERR_MEMORY, SIM_ERR_DEADLOCK, SIM_ERR_STEP_LIMIT,
	SIM_ERR_UNSUPPORTED, SIM_ERR_TRAP, SIM_ERR_INVALID, SIM_ERR_COUNT
} SimStatus;
const char *sim_status_name(SimStatus s);   /* "ok", "memory", "deadlock" ... */

/* A warp found waiting when the launch deadlocked. */
typedef struct {
	int cta, warp;
	Loc loc;
	char what[96];          /* "bar.sync 0 (3/4 warps arrived)", "mbarrier 0x40 parity 0" */
} SimWaiter;

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

/* ---- workloads: compile, generate inputs, simulate, compare ---- */
typedef struct {
	const char *workload;       /* workload JSON path */
	const char *case_name;      /* NULL: the first case */
	const char *const *vars;    /* "NAME=VALUE" overrides of the case's variables */
	int nvars;
	const uint32_t *ctas;       /* CTA subset (NULL: all); unwritten outputs are then not mismatches */
	int nctas;
	SimSched sched;
	uint64_t seed;
	int threads;
	uint64_t max_steps;
	const char *const *incdirs;
	int nincdirs;
	SimTraceFn trace;
	void *trace_ctx;
	const char *save_outputs;   /* directory: each output's raw bits as NAME.bin */
	const char *save_inputs;    /* directory: each input tensor as NAME.npy (.bin with save_raw) */
	int save_raw;               /* --save-format raw: raw bits as NAME.bin */
	int no_check;               /* run without a reference: per-output statistics */
	/* checker hooks (src/check), both optional: the kernel and launch just
	 * before sim_run, the result just after it */
	void (*on_launch)(void *ctx, const IrKernel *k, const SimLaunch *l);
	void (*on_result)(void *ctx, const SimResult *r);
	void *hook_ctx;
	int skip_reference;         /* stop after the simulation (no reference, no comparison) */
	int argc;                   /* the command line, for the JSON envelope's "command" */
	const char *const *argv;
} SimWorkOpts;

/* Runs a workload case on the simulator and compares every output with the
 * reference.  Fills text (human report) and json (one JSON document), both
 * optional; diagnostics go to d.  Returns the exit status: 0 pass,
 * 1 mismatch or simulation error, 2 input error, 3 internal error. */
typedef struct {
	SimStatus status;
	uint64_t lane_instructions;
	double wall_seconds;
} SimWorkOut;
int sim_workload(const SimWorkOpts *o, Diags *d, Buf *text, Buf *json, SimWorkOut *out);

#endif
