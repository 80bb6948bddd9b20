/* libkiln public API.  Every call returns a result object that serializes to
 * the JSON the CLI prints; the library never prints or exits.  Results are
 * freed with their own *_free function. */
#ifndef KILN_H
#define KILN_H
#include <stddef.h>
#include <stdint.h>

/* Every --json document is one envelope (src/util/envelope.h, docs/schema/):
 * schema "kiln.<command>", schema_version, command (argv), status,
 * exit_code, diagnostics [{severity, message, file|null, line, col, notes}],
 * then the command's own fields.  Version 2: the envelope. */
#define KILN_JSON_SCHEMA_VERSION 2
#define KILN_VERSION "0.2.0"

/* libkiln is built with -fvisibility=hidden: what this header declares is
 * all the shared library exports (nm -D lists only kiln_*). */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility push(default)
#endif

/* ==== compile (section owned by src/ptx) ==== */

/* Compile a .kiln source to PTX, optionally with the source map and the
 * ptxas resource report.  kiln_compile never returns NULL except when out
 * of memory; a failed compile is a result with ok == 0 and diagnostics. */
typedef struct {
	const char *path;                 /* file name for locations and imports; read when source is NULL */
	const char *source;               /* source text, or NULL */
	size_t source_len;                /* 0 = strlen(source) */
	const char *const *defines;       /* "NAME=VALUE" template/const overrides (-D) */
	int ndefines;
	const char *const *include_dirs;  /* import search path after the importing file's dir (-I) */
	int ninclude_dirs;
	const char *target;               /* "sm_90a", "sm_100a" ...; NULL = the source's (default sm_90a) */
	const char *kernel;               /* only this kernel; NULL = all */
	int map;                          /* build the source map (source line -> PTX lines) */
	int ptxas;                        /* assemble with ptxas -v: resources, warnings */
	const char *ptxas_path;           /* NULL = $KILN_PTXAS, else "ptxas" on PATH */
	int ptxas_timeout_ms;             /* 0 = 60000 */
	int dump_ir;                      /* keep a text dump of the IR */
	const char *dump_after;           /* a pass name (kiln_compile_pass): stop after it and keep its
	                                     output as the dump (kiln_compile_ir); no PTX */
	int argc;                         /* the command line, recorded as the JSON envelope's "command" */
	const char *const *argv;
} KilnCompileOptions;

/* kiln_compile_status values (they are the CLI exit codes) */
enum { KILN_COMPILE_OK = 0, KILN_COMPILE_EINPUT = 2, KILN_COMPILE_EINTERNAL = 3 };

typedef struct {
	const char *file;                 /* NULL: no location */
	int line, col;                    /* 1-based; 0 = unknown */
	const char *severity;             /* "error", "warning", "note" */
	const char *message;
} KilnDiagnostic;

typedef struct {
	const char *name;
	int block[3];                     /* .reqntid */
	int cluster[3];                   /* 0 0 0: no cluster */
	const char *grid;                 /* grid expressions over parameters: "ceil_div(n, 256), 1, 1" */
	long long dynamic_smem_bytes;     /* size of the kiln_smem window to launch with */
	int has_resources;                /* ptxas ran and reported this kernel; the fields below are valid */
	int registers, barriers;
	long long smem_bytes;             /* static shared memory (not the dynamic window) */
	long long cmem0_bytes;            /* constant bank 0 (parameters) */
	long long stack_bytes, spill_store_bytes, spill_load_bytes;
	int nwarnings;                    /* ptxas warnings attributed to this kernel */
} KilnKernelInfo;

typedef struct KilnCompileResult KilnCompileResult;

KilnCompileResult *kiln_compile(const KilnCompileOptions *o);
void kiln_compile_result_free(KilnCompileResult *r);
int kiln_compile_ok(const KilnCompileResult *r);
int kiln_compile_status(const KilnCompileResult *r);               /* KILN_COMPILE_* */
const char *kiln_compile_ptx(const KilnCompileResult *r);          /* NULL unless PTX was emitted */
size_t kiln_compile_ptx_len(const KilnCompileResult *r);
const char *kiln_compile_target(const KilnCompileResult *r);       /* "sm_90a" */
int kiln_compile_ndiagnostics(const KilnCompileResult *r);
int kiln_compile_diagnostic(const KilnCompileResult *r, int i, KilnDiagnostic *out);   /* 0, or -1 out of range */
const char *kiln_compile_diagnostics_text(const KilnCompileResult *r);   /* file:line:col: error: ... with carets */
const char *kiln_compile_map_json(const KilnCompileResult *r);     /* NULL unless options.map */
int kiln_compile_map_lookup(const KilnCompileResult *r, int ptx_line, const char **file, int *line);
const char *kiln_compile_ir(const KilnCompileResult *r);           /* NULL unless options.dump_ir/dump_after */
/* The i-th pass of the front end (0-based: "parse", "sema", "lower",
 * "limits") with a one-line description in *what (may be NULL); NULL past
 * the last. */
const char *kiln_compile_pass(int i, const char **what);
int kiln_compile_nkernels(const KilnCompileResult *r);
int kiln_compile_kernel(const KilnCompileResult *r, int i, KilnKernelInfo *out);   /* 0, or -1 */
const char *kiln_compile_ptxas_log(const KilnCompileResult *r);    /* NULL unless ptxas ran */
/* milliseconds spent in "frontend", "emit", "ptxas" or "total"; -1 if unknown phase */
double kiln_compile_time_ms(const KilnCompileResult *r, const char *phase);
/* The whole result as one JSON document (schema KILN_JSON_SCHEMA_VERSION):
 * ok, status, target, diagnostics, kernels, ptx, map, resources, ir, timing.
 * Owned by r; built on first call. */
const char *kiln_compile_result_json(KilnCompileResult *r);

/* ==== simulate (section owned by src/sim) ==== */

/* Run a workload case on the CPU simulator (kiln sim): compile the kernel,
 * generate the inputs, execute every CTA (or a subset), compare the outputs
 * with the reference.  docs/simulator.md describes the execution model.
 * Zeroed options mean the defaults noted. */
typedef struct {
	const char *workload;             /* workload JSON path */
	const char *case_name;            /* NULL: the first case */
	const char *const *vars;          /* "NAME=VALUE" overrides of the case's variables */
	int nvars;
	const uint32_t *ctas;             /* linear CTA ids to run (their clusters run whole); NULL = all */
	int nctas;
	const char *schedule;             /* "rr" (default, deterministic round-robin) or "random" */
	uint64_t seed;                    /* random schedule seed */
	int threads;                      /* 0 = all cores (1 when tracing) */
	uint64_t max_steps;               /* 0 = 2e9 warp instructions, then a "step limit" error */
	const char *const *include_dirs;  /* import search path (-I) */
	int ninclude_dirs;
	const char *trace_path;           /* write synchronization events and memory accesses as JSON lines */
	const char *save_outputs;         /* directory: write each output as NAME.npy (raw bits NAME.bin with save_raw) */
	const char *save_inputs;          /* directory: write each input tensor the same way */
	int save_raw;                     /* raw bits (.bin) instead of .npy */
	int no_check;                     /* no reference: report per-output statistics */
	double max_seconds;               /* 0 = none: stop with "time_limit" after this much simulation */
	int schedules;                    /* also run N seeded random schedules (seeds seed, seed+1 ...; 0 = 1)
	                                     and report whether any output differs from the round-robin run */
	/* called about every 0.25 s while a simulation runs, from a worker
	 * thread, one call at a time (kiln sim's progress line); NULL = none */
	void (*progress)(void *ctx, uint64_t clusters_done, uint64_t clusters_total, uint64_t warp_instructions,
		double seconds);
	void *progress_ctx;
	int argc;                         /* the command line, recorded as the JSON envelope's "command" */
	const char *const *argv;
} KilnSimOptions;

typedef struct KilnSimResult KilnSimResult;
KilnSimResult *kiln_sim(const KilnSimOptions *o);     /* NULL only when out of memory */
void kiln_sim_result_free(KilnSimResult *r);
/* 0 pass, 1 mismatch or simulation error (deadlock, out-of-bounds ...), 2 input error, 3 internal. */
int kiln_sim_exit_code(const KilnSimResult *r);
const char *kiln_sim_verdict(const KilnSimResult *r);        /* "pass", "mismatch", "error" */
uint64_t kiln_sim_lane_instructions(const KilnSimResult *r); /* active lanes summed over instructions */
double kiln_sim_wall_seconds(const KilnSimResult *r);
const char *kiln_sim_result_json(const KilnSimResult *r);    /* verdict, sim, comparison, diagnostics */
const char *kiln_sim_result_text(const KilnSimResult *r);    /* the human report */
const char *kiln_sim_diagnostics_text(const KilnSimResult *r);   /* file:line:col: error: ... with carets */

/* ==== workloads, run, bench (section owned by src/work, src/run, src/bench) ==== */

/* Run a workload's kernel on a GPU (kiln run) or check then time it (kiln
 * bench).  libcuda is opened with dlopen; the GPU work happens in a forked
 * child with its own context, killed when it makes no progress for
 * timeout_s.  Zeroed options mean the defaults noted. */
typedef struct {
	const char *workload;             /* workload JSON path */
	const char *case_name;            /* NULL: run's default = first case, bench's = the "bench" case */
	int device;                       /* CUDA ordinal */
	double timeout_s;                 /* 0 = 30: seconds without progress before the child is killed */
	int bench;                        /* time it (kiln_bench sets this) */
	double warmup_ms;                 /* 0 = 200: warm-up time budget */
	double target_rsd;                /* 0 = 0.01: stop when relative stdev <= this ... */
	int min_samples;                  /* 0 = 20 */
	int max_samples;                  /* 0 = 2000 */
	double time_cap_s;                /* 0 = 10: ... or after this much timing */
	int nsets;                        /* 0 = auto: rotation buffer sets */
	const char *ceilings;             /* ceilings JSON; NULL = bench/results/ceilings-<gpu>.json */
	const char *command;              /* the exact command line, recorded in the JSON */
	const char *save_outputs;         /* directory: write each output as NAME.npy (raw bits NAME.bin with save_raw) */
	int save_raw;                     /* raw bits (.bin) instead of .npy, as kiln sim's */
	const char *const *include_dirs;  /* import search path (-I), before the workload's "include" and $KILN_PATH */
	int ninclude_dirs;
	int argc;                         /* the command line, recorded as the JSON envelope's "command" */
	const char *const *argv;
	int lineinfo;                     /* JIT with line info (SASS -> .kiln lines for ncu and compute-sanitizer) */
	int trace;                        /* compile the `trace` regions and record their timeline (kiln profile) */
	int trace_events;                 /* records per warp in the timeline buffer (power of two; 0 = 1024) */
	int no_fork;                      /* do the GPU work in this process (no timeout watchdog): for tools that
	                                     follow one process only */
} KilnRunOptions;

typedef struct KilnRunResult KilnRunResult;
KilnRunResult *kiln_run(const KilnRunOptions *o);
KilnRunResult *kiln_bench(const KilnRunOptions *o);
/* CLI exit code: 0 pass, 1 mismatch/fault/timeout/cheat, 2 input or no CUDA, 3 internal. */
int kiln_run_exit_code(const KilnRunResult *r);
const char *kiln_run_status(const KilnRunResult *r);       /* "pass", "fail", "timeout", ... */
const char *kiln_run_result_json(KilnRunResult *r);        /* owned by r */
const char *kiln_run_result_text(KilnRunResult *r);        /* owned by r */
double kiln_bench_median_ms(const KilnRunResult *r);       /* -1 unless benched */
void kiln_run_result_free(KilnRunResult *r);

/* ---- the ISA table (`kiln isa`) ----
 * A query is an exact opcode ("ld.global.v4.f32": the entries it matches,
 * operand types and counts resolved) or else a substring of an entry's id,
 * base name or legal form; NULL selects every entry. */
typedef struct {
	const char *query;
	int argc;                         /* the command line, recorded as the JSON envelope's "command" */
	const char *const *argv;
} KilnIsaOptions;

typedef struct KilnIsaResult KilnIsaResult;
KilnIsaResult *kiln_isa_query(const KilnIsaOptions *o);   /* NULL only when out of memory */
/* CLI exit code: 0 some entry matches, 1 none, 3 internal (the table is malformed). */
int kiln_isa_exit_code(const KilnIsaResult *r);
int kiln_isa_count(const KilnIsaResult *r);                /* entries selected */
int kiln_isa_exact(const KilnIsaResult *r);                /* the query matched as an opcode */
const char *kiln_isa_text(KilnIsaResult *r);               /* each entry as text, then "N entries" */
const char *kiln_isa_markdown(KilnIsaResult *r);           /* docs/isa.md for the selection ("" when empty) */
const char *kiln_isa_why(const KilnIsaResult *r);          /* no match: the matcher's explanation, else NULL */
const char *kiln_isa_result_json(KilnIsaResult *r);        /* owned by r */
void kiln_isa_result_free(KilnIsaResult *r);

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility pop
#endif

#endif
