/* kiln check: the synchronization checker (sync*.c) and the race checker
 * (race*.c) over one recorded simulator trace of a workload case, and the
 * driver that runs the simulator for a case and then both checkers.
 * docs/checkers.md describes the findings; docs/architecture.md the design.
 *
 * Data flow: chk_case_record() (check/case.h) runs the simulator once for
 * a case and keeps every event (ChkTrace); chk_sync_run() and
 * chk_race_run() both read that trace and add findings to one ChkReport.  Nothing
 * here prints or exits; diagnostics go to a Diags. */
#ifndef KILN_CHECK_H
#define KILN_CHECK_H
#include <stdint.h>
#include "sim/sim.h"
#include "check/race.h"
#include "util/arena.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/json.h"

/* ---- finding kinds: one table, the JSON `kind` names are a contract ----
 * X(id, "json name", checker, default severity, one-line description) */
#define CHK_KINDS(X) \
	X(DEADLOCK, "deadlock", CHK_SYNC, CHK_ERROR, "no event can progress while warps have not exited") \
	X(USE_BEFORE_INIT, "use_before_init", CHK_SYNC, CHK_ERROR, "an mbarrier used before (or not ordered after) its init") \
	X(PHASE_OVERRUN, "phase_overrun", CHK_SYNC, CHK_ERROR, "a barrier can complete a phase while a waiter still waits on an older phase's parity") \
	X(EXTRA_ARRIVAL, "extra_arrival", CHK_SYNC, CHK_ERROR, "more arrivals than the expected count within a phase") \
	X(TX_UNDERFLOW, "tx_underflow", CHK_SYNC, CHK_ERROR, "complete_tx without a matching expect_tx in that phase") \
	X(DIVERGENT_BARRIER, "divergent_barrier", CHK_SYNC, CHK_ERROR, "bar.sync reached by part of the threads that must reach it") \
	X(BARRIER_COUNT_MISMATCH, "barrier_count_mismatch", CHK_SYNC, CHK_ERROR, "a named barrier's thread count differs from the threads that use it") \
	X(NAMED_BARRIER_CONFLICT, "named_barrier_conflict", CHK_SYNC, CHK_ERROR, "one barrier id used by two groups with different counts") \
	X(WGMMA_READ_BEFORE_WAIT, "wgmma_read_before_wait", CHK_SYNC, CHK_ERROR, "wgmma accumulators (or register A operands) used before the wait_group that covers them") \
	X(ASYNC_WAIT_NOT_COVERING, "async_wait_not_covering", CHK_SYNC, CHK_ERROR, "a cp.async / bulk group wait that does not cover the reads that follow") \
	X(MISSING_WGMMA_FENCE, "missing_wgmma_fence", CHK_SYNC, CHK_ERROR, "registers written by ordinary instructions then used by wgmma without wgmma.fence") \
	X(SETMAXNREG_NONUNIFORM, "setmaxnreg_nonuniform", CHK_SYNC, CHK_ERROR, "setmaxnreg not executed by every warp of the warpgroup") \
	X(INVAL_IN_USE, "inval_in_use", CHK_SYNC, CHK_ERROR, "mbarrier.inval while another thread may still use the barrier") \
	X(COLLECTIVE_MASK_MISMATCH, "collective_mask_mismatch", CHK_SYNC, CHK_ERROR, "a .sync collective whose mask names lanes that do not execute it") \
	X(SIM_ERROR, "sim_error", CHK_SYNC, CHK_ERROR, "the simulator stopped the case (the message says why)") \
	CHK_RACE_KINDS(X)

/* The race checker's kinds (owned by race*.c; add lines here). */
#ifndef CHK_RACE_KINDS
#define CHK_RACE_KINDS(X) \
	X(DATA_RACE, "data_race", CHK_RACE, CHK_ERROR, "two unordered accesses to the same bytes, at least one a write") \
	X(MISSING_PROXY_FENCE, "missing_proxy_fence", CHK_RACE, CHK_ERROR, "a generic-proxy write reaches an async-proxy access without fence.proxy.async") \
	X(ASYNC_BUFFER_REUSE, "async_buffer_reuse", CHK_RACE, CHK_ERROR, "a buffer written or reused while an async operation may still read or write it") \
	X(READ_BEFORE_ASYNC_COMPLETE, "read_before_async_complete", CHK_RACE, CHK_ERROR, "a read of what an async copy writes before its completion is observed") \
	X(UNINITIALIZED_READ, "uninitialized_read", CHK_RACE, CHK_ERROR, "a read of shared memory or an output that nothing wrote before") \
	X(OUTPUT_NEVER_WRITTEN, "output_never_written", CHK_RACE, CHK_ERROR, "output bytes the kernel never writes") \
	X(OUT_OF_BOUNDS, "out_of_bounds", CHK_RACE, CHK_ERROR, "an access outside its tensor or shared variable") \
	X(SCOPE_TOO_NARROW, "scope_too_narrow", CHK_RACE, CHK_ERROR, "an atomic or fence whose scope does not include the threads that share the location") \
	X(ORDERING_RACE, "ordering_race", CHK_RACE, CHK_ERROR, "a flag handoff with relaxed accesses and no release/acquire pairing")
#endif

typedef enum { CHK_SYNC, CHK_RACE, CHK_NCHECKERS } ChkChecker;
typedef enum { CHK_ERROR, CHK_WARNING, CHK_NOTE } ChkSeverity;
typedef enum {
#define X(id, name, ck, sev, doc) CHK_K_##id,
	CHK_KINDS(X)
#undef X
	CHK_NKINDS
} ChkKind;
const char *chk_kind_name(ChkKind k);
const char *chk_kind_doc(ChkKind k);
ChkChecker chk_kind_checker(ChkKind k);
int chk_kind_from_name(const char *s);     /* -1 when unknown */
const char *chk_checker_name(ChkChecker c); /* "sync", "race" */
const char *chk_severity_name(ChkSeverity s);

/* A source location involved in a finding, with its role ("wait", "arrive",
 * "init", "first access" ...). */
typedef struct {
	Loc loc;
	const char *role;       /* static string */
} ChkLoc;

/* One step of a witness: a schedule step (sync) or an access (race). */
typedef struct {
	int cta, warp, lane;    /* lane -1: the whole warp; warp -1: an async agent */
	const char *event;      /* "mbarrier.arrive", "wait", "complete_tx", "bar.sync", "st.shared" ... (static) */
	char object[64];        /* "full[2]", "bar 1", "smem 0x400+16" */
	int64_t phase;          /* barrier phase / generation; -1 none */
	int64_t pending;        /* arrivals still pending after the step; -1 none */
	int64_t tx;             /* transaction bytes outstanding after the step; INT64_MIN none */
	Loc loc;
	char note[96];          /* free text, may be empty */
} ChkStep;

/* A wait whose outcome the explorer changed to reach a finding: the warp's
 * wait-th mbarrier test (1-based, in program order), what the recorded run
 * observed and what the re-execution observed instead. */
typedef struct {
	int cta, warp;
	uint64_t wait;
	char barrier[48];
	int observed_ok, alt_ok;
	Loc loc;
} ChkObs;

/* Two runs whose outputs differ: the first differing output element. */
typedef struct {
	int found, tried;
	int forced;             /* found by forcing the racing pair each way */
	char tensor[64];
	int64_t index;
	double va, vb;
	uint64_t bits_a, bits_b;
	char sched_a[96], sched_b[96];
} ChkDiff;

typedef struct {
	int id;                 /* 1-based, in report order */
	ChkChecker checker;
	ChkKind kind;
	ChkSeverity severity;
	char *message;          /* kl_malloc */
	ChkLoc *locs;           /* every source location involved (kl_malloc) */
	int nlocs;
	ChkStep *witness;       /* schedule prefix leading there / the access pair (kl_malloc) */
	int nwitness;
	char *witness_note;     /* how to read / replay it (kl_malloc, may be NULL) */
	ChkObs *obs;            /* the observations the explorer changed (kl_malloc), in order */
	int nobs;
	ChkDiff outputs;        /* race: two schedules whose outputs differ (found 0: none) */
	/* race findings (NULL / 0 otherwise): the hazard ("RAW" "WAR" "WAW"),
	 * the space ("shared" "global"), lanes of one warp, and the accesses as
	 * a pre-serialized JSON array (kl_malloc) */
	const char *hazard, *space;
	int intra_warp;
	char *accesses_json;
} ChkFinding;

typedef enum { CHK_CLEAN, CHK_FINDINGS, CHK_INCOMPLETE } ChkVerdict;
const char *chk_verdict_name(ChkVerdict v);

/* A bound that cut an analysis short: the verdict is then never clean. */
typedef struct {
	ChkChecker checker;
	char name[48];          /* "max-states", "sim-step-limit", "observation-dependent control flow" */
	uint64_t limit;         /* the bound (0 when not numeric) */
	uint64_t reached;       /* how far the analysis got */
	char detail[160];
} ChkBound;

typedef struct {
	uint64_t events;        /* trace events read */
	uint64_t states;        /* abstract states explored */
	uint64_t transitions;
	uint64_t replays;       /* schedules / passes over the trace */
	uint64_t accesses;      /* memory accesses processed (race) */
	uint64_t alternatives;  /* re-executions along other observations (sync) */
	double seconds;
	int ran;                /* the checker ran (it was selected) */
	char unsupported[160];  /* non-empty: the checker could not run, why */
} ChkStats;

typedef struct {
	ChkFinding *f;
	int n, cap;
	ChkBound *bounds;
	int nbounds;
	ChkStats stats[CHK_NCHECKERS];
	double sim_seconds;
	/* what was checked */
	char *workload, *case_name, *kernel;
} ChkReport;

void chk_report_init(ChkReport *r);
void chk_report_free(ChkReport *r);
/* Appends a finding (message printf-style); returns it for locs/witness. */
ChkFinding *chk_add(ChkReport *r, ChkChecker c, ChkKind k, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void chk_add_loc(ChkFinding *f, Loc loc, const char *role);
ChkStep *chk_add_step(ChkFinding *f);       /* zeroed, phase/pending -1, tx none */
void chk_add_bound(ChkReport *r, ChkChecker c, const char *name, uint64_t limit, uint64_t reached,
	const char *detail);
/* clean / findings / incomplete (findings win over incomplete). */
ChkVerdict chk_verdict(const ChkReport *r);
/* Sorts findings (checker, kind, first location, message) and numbers them:
 * output is deterministic whatever order the checkers found them in. */
void chk_report_finish(ChkReport *r);
/* Readable report / the command's JSON fields (verdict, findings, bounds,
 * stats) as members of an open object. */
void chk_report_text(const ChkReport *r, Buf *out);
void chk_report_json(const ChkReport *r, JsonW *w);
/* a found ChkDiff's fields (tensor, index, schedule_a/value_a, schedule_b/value_b) into the open object */
void chk_diff_json(const ChkDiff *d, JsonW *w);
void chk_finding_json(const ChkFinding *f, JsonW *w);

/* ---- the recorded trace of one case ---- */
typedef struct {
	const char *name;       /* shared allocation name (copied) */
	int64_t offset, size;
	int elem_bytes;
	int is_mbarrier;
	Loc loc;
} ChkShared;

typedef struct {
	SimEvent *ev;           /* every event, in simulated order (seq within a cluster) */
	int64_t nev, capev;
	ChkShared *shared;
	int nshared;
	char kernel[64];
	uint32_t grid[3], block[3], cluster[3];
	int warps_per_cta, threads_per_cta, ctas_per_cluster;
	int ctas_run;
	SimStatus status;       /* how the simulation ended */
	char message[512];      /* the simulator's error message when status != SIM_OK */
	Loc loc;
	SimWaiter *waiters;     /* deadlock: the waiting warps */
	int nwaiters;
	int oom;                /* an allocation failed while recording */
	/* what the race checker needs besides the events (valid while the
	 * recorded case is open, check/case.h) */
	const IrKernel *k;
	const RaceBuf *bufs;    /* the tensors at their simulated addresses */
	int nbufs;
	SimResult res;          /* the run's result (race_finish reads it) */
	int have_res;
} ChkTrace;

void chk_trace_free(ChkTrace *t);
/* "full[2]" for a shared offset inside a named allocation, else "smem 0x40". */
void chk_shared_name(const ChkTrace *t, uint64_t off, char *out, size_t n);

/* ---- options and the driver ---- */
typedef struct {
	const char *workload;
	const char *case_name;      /* NULL: every case marked for checking (the small ones) */
	const char *const *vars;    /* "NAME=VALUE" overrides */
	int nvars;
	const char *const *defs;    /* "NAME=VALUE" template parameter overrides */
	int ndefs;
	int sync, race;             /* both 0: both */
	uint64_t max_states;        /* 0: CHK_DEFAULT_MAX_STATES */
	uint64_t max_alts;          /* re-executions along other observations, 0: CHK_DEFAULT_MAX_ALTS */
	uint64_t max_steps;         /* simulator bound, 0: the simulator's default */
	const char *const *incdirs;
	int nincdirs;
} ChkOptions;
#define CHK_DEFAULT_MAX_STATES 1000000ull
#define CHK_DEFAULT_MAX_ALTS 64ull


/* The checkers: read t, add findings and bounds to r.  Return 0, or -1 when
 * the checker cannot run (r->stats[...].unsupported says why). */
int chk_sync_run(const ChkTrace *t, const ChkOptions *o, ChkReport *r);
/* An observation whose other outcome some schedule allows: the wait
 * instruction's first event in the trace, and the outcome it would see
 * (1 complete, 0 incomplete).  Spin loops are left out. */
typedef struct {
	int64_t ev;
	int to_ok;
} ChkAlt;
typedef VEC(ChkAlt) ChkAltVec;
/* chk_sync_run that also collects those observations (alts non-NULL)
 * instead of reporting them as a bound. */
int chk_sync_alts(const ChkTrace *t, const ChkOptions *o, ChkReport *r, ChkAltVec *alts);
struct ChkCase;
int chk_race_run(const ChkTrace *t, const struct ChkCase *c, const ChkOptions *o, ChkReport *r);
/* The same; witness 0: no schedule search for differing outputs. */
int chk_race_trace(const ChkTrace *t, const struct ChkCase *c, const ChkOptions *o, ChkReport *r, int witness);

/* One case: record, then sync, then race (as selected).  Returns the exit
 * status: 0 clean, 1 findings or incomplete, 2 input error, 3 internal. */
int chk_check_case(const ChkOptions *o, const char *case_name, Diags *d, ChkReport *r);

/* ---- a whole workload: its cases, and with sweep the derived variants ---- */
#define CHK_SCHEMA_VERSION 2
typedef struct {
	char *label;            /* "small", "small [k=64]" */
	char *vars;             /* the overrides of this variant, "k=64 m=129" (may be "") */
	int rc;                 /* chk_check_case's exit status */
	ChkReport rep;
} ChkCaseRun;

typedef struct {
	ChkCaseRun *c;
	int n;
	ChkVerdict verdict;     /* over every case: findings > incomplete > clean */
	int nsweep;             /* variants added by --sweep */
	char sweep_note[256];   /* what --sweep could not derive, if anything */
} ChkRun;

/* Checks the selected case (NULL: every case not marked bench), then with
 * sweep its shape variants.  Returns the exit status (0 clean, 1 findings or
 * incomplete, 2 input error, 3 internal). */
int chk_run_workload(const ChkOptions *o, const char *case_name, int sweep, Diags *d, ChkRun *run);
void chk_run_text(const ChkRun *run, Buf *out);
void chk_run_json(const ChkRun *run, JsonW *w);   /* members: verdict, cases[] */
void chk_run_free(ChkRun *run);

#endif
