/* One workload case made ready for checking, and its recorded runs.
 *
 * chk_case_open loads the workload, applies the case's variable overrides,
 * compiles the kernel and resolves the launch; chk_case_run then simulates
 * the case on fresh inputs (tensors at simulated device addresses, as
 * `kiln sim` places them) and records every trace event into a ChkTrace
 * that both checkers read.  The IR stays alive until chk_case_close, so the
 * events' instruction pointers stay valid.  The same case can be run again
 * under another schedule or with steered observations (the sync explorer's
 * alternatives, the race witness search). */
#ifndef KILN_CHECK_CASE_H
#define KILN_CHECK_CASE_H
#include "check/check.h"
#include "work/work.h"

/* The inputs and launch of one run. */
typedef struct {
	WorkInst *wi;
	SimBuffer *bufs;
	RaceBuf *rbufs;
	int nb;
	SimArg *args;
	LayTensorMap *tmaps;
	SimLaunch l;
} ChkPrep;

typedef struct ChkCase {
	Workload *w;
	int own_w;
	int ci;                 /* the case's index in w */
	IrModule *mod;
	const IrKernel *k;
	WLaunch ln;
	ChkPrep p;              /* the recorded run's inputs (and outputs after it) */
} ChkCase;

/* Returns 0, or the exit status 2 (input error, diagnostics in d).
 * loaded: the workload already loaded (kept, its case variables edited),
 * or NULL to load o->workload. */
int chk_case_open(ChkCase *c, const ChkOptions *o, Workload *loaded, const char *case_name, Diags *d);
void chk_case_close(ChkCase *c);

/* Fresh inputs for a run (0, or -1 with diagnostics in d). */
int chk_case_prep(const ChkCase *c, ChkPrep *p, Diags *d);
void chk_prep_free(ChkPrep *p);

/* How a run is steered (all optional). */
typedef struct {
	SimSched sched;
	uint64_t seed;
	uint64_t max_steps;
	SimObserveFn observe;
	void *observe_ctx;
} ChkRunCfg;

/* Simulates the case on p (fresh inputs) and records the trace into t
 * (kernel, launch, shared names, every event, the result).  Returns 0, or
 * 3 when recording ran out of memory. */
int chk_case_record(const ChkCase *c, ChkPrep *p, const ChkRunCfg *cfg, ChkTrace *t);

/* The first output element that differs between two finished runs (ChkDiff: check.h). */
int chk_prep_diff(const ChkPrep *a, const ChkPrep *b, ChkDiff *out);

/* ---- re-execution along other observations (explore.c) ---- */
/* The base run's observe hook: install into cfg before chk_case_record(t). */
void *chk_explore_base_new(const ChkCase *c, ChkRunCfg *cfg, const ChkTrace *t);
void chk_explore_base_free(void *base_steer);
/* Re-executes the case along each observation in alts (found in base by
 * chk_sync_alts) and adds what the selected checkers find there to r. */
void chk_explore(const ChkCase *c, const ChkOptions *o, const ChkTrace *base, void *base_steer,
	const ChkAltVec *alts, ChkReport *r, int do_sync, int do_race);

#endif
