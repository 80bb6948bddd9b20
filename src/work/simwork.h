/* The workload simulation driver: the part above the front end (src/lang),
 * the workloads (src/work) and the simulator (src/sim) that wires them
 * together for `kiln sim`, `kiln check`, kiln_sim() and kilnd.  The
 * simulator itself only executes IR; it never calls the front end. */
#ifndef KILN_SIMWORK_H
#define KILN_SIMWORK_H
#include "sim/sim.h"
#include "work/work.h"

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
	int schedules;              /* also run N seeded random schedules (seeds seed, seed+1 ...; seed 0 = 1)
	                               and report whether any output differs from the round-robin run's */
	double max_seconds;         /* 0 = none: a run stops with SIM_ERR_TIME_LIMIT after this long */
	void (*progress)(void *ctx, const SimProgress *p);   /* SimLaunch.progress */
	void *progress_ctx;
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

/* A case instance placed for the simulator: tensors at simulated device
 * addresses a guard page apart, tensor maps pointing at them, arguments
 * in kernel parameter order.  work_place returns -1 when out of memory. */
typedef struct {
	uint64_t *addr;
	SimBuffer *bufs;
	int nb;
	LayTensorMap *tmaps;
	SimArg *args;
} WorkPlaced;
int work_place(const WorkInst *wi, const IrKernel *k, WorkPlaced *p);
void work_placed_free(WorkPlaced *p);

#endif
