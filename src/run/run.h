/* The GPU runner: runs a workload's kernel on a GPU in a forked child
 * process (its own CUDA context; the parent never touches CUDA, survives
 * a hung or crashing kernel and kills the child at the timeout), checks
 * outputs against the reference, inputs unchanged, every output written.
 * With bench options the child also times the kernel (src/bench).
 * The public entry points are kiln_run / kiln_bench in include/kiln.h. */
#ifndef KILN_RUN_H
#define KILN_RUN_H
#include "kiln.h"
#include "run/cu.h"
#include "work/work.h"
#include "util/buf.h"
#include "util/json.h"

typedef enum {
	RUN_PASS,          /* outputs match, inputs unchanged, all written */
	RUN_FAIL,          /* mismatch / unwritten / inputs modified / bench verification failed */
	RUN_TIMEOUT,       /* no progress within the timeout: the child was killed */
	RUN_FAULT,         /* the kernel faulted (illegal address ...) or could not launch */
	RUN_EINPUT,        /* workload, kernel compile or PTX load error */
	RUN_ENOCUDA,       /* libcuda missing */
	RUN_ENODEVICE,     /* no such device / cuInit failed */
	RUN_EINTERNAL,     /* child died unexpectedly, CUDA API failure outside the kernel */
	RUN_STATUS_COUNT
} RunStatus;
const char *run_status_name(RunStatus s);   /* "pass", "timeout" ... */
int run_status_exit(RunStatus s);           /* CLI exit code: 0, 1, 2, 3 */

typedef struct {
	char name[128];
	int ordinal;
	int sm_count, l2_bytes, smem_optin;
	int clock_khz, mem_clock_khz, bus_width;   /* max SM clock, memory clock, bus bits */
	int cc_major, cc_minor;
	int driver_api;                            /* cuDriverGetVersion: 13000 */
	char driver[64];                           /* "580.159.04" from /proc/driver/nvidia/version */
	uint64_t total_mem;
} RunDevice;

#define BENCH_MAX_SAMPLES 4096
#define BENCH_MAX_BATCHES 1024
/* What the child reports back through shared memory. */
typedef struct {
	volatile uint64_t beat;       /* progress counter the parent watches */
	int status;                   /* RunStatus the child reached; -1 while running */
	char phase[32];               /* "init", "load", "launch", "sync", "bench" ... */
	char msg[4096];
	RunDevice dev;
	int regs, local_bytes, static_smem;
	/* bench */
	int nsamples;
	float ms[BENCH_MAX_SAMPLES];
	int batch_of[BENCH_MAX_SAMPLES];
	int nbatches;
	double batch_mhz[BENCH_MAX_BATCHES];
	double mhz_before, mhz_after;
	double warmup_ms;
	int warmup_launches;
	int nsets;
	uint64_t set_bytes, flush_bytes;
	double wall_ms;
	int converged;
	int verify_sets, verify_failed;   /* rotation sets re-checked after timing; how many failed */
	char verify_msg[512];
} RunShm;

#define KILN_TRACE_MAGIC 0x4352544bu   /* "KTRC" */
#define KILN_TRACE_VERSION 1
/* Timeline buffer (kiln profile --timeline; layout in src/prof/prof.h):
 * one ring of `cap` 32-byte records per warp of the launch. */
typedef struct {
	char *name, *role, *file;
	int line;
} RunTrace;

/* The parent's view of one run or bench. */
struct KilnRunResult {
	RunStatus status;
	char msg[4096];
	const char *phase;
	KilnRunOptions opt;
	char *workload_path, *case_name, *command, *date;
	Workload *w;
	WorkInst *wi;
	WorkCmp cmp;
	int has_cmp;
	int64_t *changed;             /* per argument: input elements changed by the kernel */
	int64_t *changed_first;
	WLaunch launch;
	RunShm shm;                   /* copy of the child's report */
	int child_ran;
	char *json, *text;
	/* bench statistics (src/bench/stats.c) */
	int has_bench;
	double median, mean, min, max, q1, q3, iqr, rsd;
	int throttled;                /* samples in batches whose clock fell >10% below the run's max */
	double floor_ms, pct_of_floor;/* roofline floor and median as % of it (floor/median*100) */
	int has_floor, suspect;
	char ceilings[256];
	char floor_note[600];         /* why no floor was computed */
	double ceil_bw, ceil_flops;   /* bytes/s and bf16 flop/s used */
	/* timeline (opt.trace): the kernel's trace regions and the recorded buffer */
	RunTrace *traces;
	int ntraces;
	uint32_t trace_nwarps, trace_cap;
	size_t trace_bytes;
	unsigned char *trace_buf;     /* the buffer after one recorded launch (NULL: none) */
};
typedef struct KilnRunResult RunResult;

/* ---- internal: the child side (src/run/gpu.c), used by src/bench ---- */
typedef struct {
	CUdeviceptr *ptr;             /* per argument: device buffer of a tensor */
	CUtensorMap *tmap;            /* per argument: encoded map (64-byte aligned) */
	void *tmap_base;
	void **params;                /* kernel parameter pointers */
	uint64_t *scalars;            /* per argument: scalar bits */
} GpuSet;

typedef struct {
	CuApi cu;
	CUdevice dev;
	CUcontext ctx;
	CUmodule mod;
	CUfunction fn, clock_fn;
	CUstream st;
	RunShm *shm;
	WorkInst *wi;
	WLaunch launch;
	const KilnRunOptions *opt;
	GpuSet *sets;
	int nsets;
	CUdeviceptr flush;
	size_t flush_bytes;
	CUdeviceptr clock_buf;
	/* timeline buffer: set up at load when the kernel has trace regions */
	CUdeviceptr trace;
	uint32_t trace_nwarps, trace_cap;
	size_t trace_bytes;
	unsigned char *trace_area;    /* shared-memory copy for the parent */
} Gpu;

/* Each returns 0, or -1 with shm->status and shm->msg set. */
int gpu_set_make(Gpu *g, int s);           /* allocate set s, inputs copied from set 0 (or host for 0), outputs poisoned */
int gpu_set_poison(Gpu *g, int s);
int gpu_launch(Gpu *g, int s);             /* enqueue one launch on g->st */
int gpu_sync(Gpu *g, const char *what);    /* kernel errors become RUN_FAULT */
int gpu_read_outputs(Gpu *g, int s, WorkInst *wi);   /* device outputs -> wi's output buffers */
int gpu_flush_l2(Gpu *g);                  /* enqueue a write of flush_bytes */
int gpu_clock_mhz(Gpu *g, double *mhz);    /* SM clock from %clock64 over ~1 ms of %globaltimer */
int gpu_cu_fail(Gpu *g, CUresult r, const char *call, int status);
void gpu_beat(Gpu *g, const char *phase);

/* src/bench/bench.c: timing in the child after the correctness launch. */
int bench_child(Gpu *g);
/* src/bench/stats.c: statistics and roofline over the samples (parent). */
void bench_stats(RunResult *r);
void bench_json(const RunResult *r, JsonW *w);
void bench_text(const RunResult *r, Buf *out);
/* Reads {"copy_bytes_per_s": .., "bf16_flops_per_s": ..}; 0 or -1. */
int bench_read_ceilings(const char *path, double *bw, double *flops, char *err, size_t errlen);
/* Quantile q in [0,1] of sorted v (linear interpolation). */
double bench_quantile(const double *sorted, int n, double q);

#endif
