/* kiln profile / kiln sanitize (issue 16): performance and memory diagnosis
 * in .kiln lines.  This part owns
 *   - the summariser of Nsight Compute exports (ncu --csv --page raw, and
 *     --page source --print-source cuda,sass: per source line, with warp
 *     stall reasons) -> ProfNcu;
 *   - the parser of compute-sanitizer reports -> ProfSan findings;
 *   - the timeline: decoding the buffer `trace "name" { }` regions record
 *     into (below) and writing it as Chrome trace-event JSON, which
 *     Perfetto and chrome://tracing load;
 *   - running a tool (ncu, compute-sanitizer, python3) over `kiln run`.
 * Line mapping: kiln run JITs with line info (--lineinfo) and the PTX's
 * `.loc` lines name .kiln lines, so ptxas writes .kiln lines into the SASS
 * line table; ncu's source view and compute-sanitizer's "in file:line" are
 * then .kiln lines (compute-sanitizer prints the base name: prof_resolve
 * maps it back to the compiled file's path).
 *
 * Timeline buffer (version 1, little-endian), allocated by the runner from
 * the launch (src/run/run.c), described to the kernel by the constant
 * `kiln_trace[3]` = {&counters, &records, cap}:
 *   header   64 B: u32 magic "KTRC", u32 version, u32 nwarps, u32 cap
 *   counters nwarps x u32 (padded to 256 B): records each warp has taken
 *   records  nwarps x cap x 32 B, warp w's ring at w * cap:
 *            u64 %globaltimer (ns), u64 %clock64, u32 CTA (linear),
 *            u32 %smid, u32 warp in CTA, u32 tag = region | 0x80000000 at exit
 * Global warp index = CTA * warps_per_CTA + warp.  A warp's ring wraps
 * (slot = count % cap): counters above cap mean the oldest were lost. */
#ifndef KILN_PROF_H
#define KILN_PROF_H
#include <stddef.h>
#include <stdint.h>
#include "util/buf.h"
#include "util/json.h"

/* ---- CSV (RFC 4180: quoted fields, "" escapes, CRLF or LF) ---- */
typedef struct {
	char **f;
	int n;
	int line;              /* 1-based line of the text where the row starts */
} CsvRow;
/* 0, or -1 (out of memory; *rows NULL). */
int csv_parse(const char *text, size_t len, CsvRow **rows, int *nrows);
void csv_free(CsvRow *rows, int nrows);

/* ---- Nsight Compute summary ---- */
#define PROF_NCU_METRICS(X) \
	/* key                      ncu metric (raw page)                                                 what */ \
	X(duration_ms,              "gpu__time_duration.sum",                                             "kernel duration") \
	X(sol_compute_pct,          "sm__throughput.avg.pct_of_peak_sustained_elapsed",                    "speed of light: compute (SM) throughput %") \
	X(sol_memory_pct,           "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed",    "speed of light: memory throughput %") \
	X(achieved_occupancy_pct,   "sm__warps_active.avg.pct_of_peak_sustained_active",                   "achieved occupancy %") \
	X(theoretical_occupancy_pct,"sm__maximum_warps_per_active_cycle_pct",                              "theoretical occupancy %") \
	X(tensor_pipe_pct,          "sm__pipe_tensor_cycles_active.avg.pct_of_peak_sustained_active",      "tensor pipe active % (of active cycles)") \
	X(dram_throughput_pct,      "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed",              "DRAM throughput %") \
	X(l2_hit_rate_pct,          "lts__t_sector_hit_rate.pct",                                          "L2 hit rate %") \
	X(l1_hit_rate_pct,          "l1tex__t_sector_hit_rate.pct",                                        "L1 hit rate %") \
	X(smem_bank_conflicts,      "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum",                  "shared-memory bank conflicts") \
	X(registers_per_thread,     "launch__registers_per_thread",                                        "registers per thread") \
	X(spill_instructions,       "sass__inst_executed_register_spilling",                               "register spill instructions executed") \
	X(local_load_instructions,  "sass__inst_executed_local_loads",                                     "local-memory loads executed") \
	X(local_store_instructions, "sass__inst_executed_local_stores",                                    "local-memory stores executed") \
	X(dynamic_smem_kib,         "launch__shared_mem_per_block_dynamic",                                "dynamic shared memory per block (KiB)") \
	X(grid_size,                "launch__grid_size",                                                   "CTAs") \
	X(block_size,               "launch__block_size",                                                  "threads per CTA") \
	X(stall_samples,            "smsp__pcsamp_sample_count",                                           "warp-state samples") \
	X(dram_read_bytes,          "dram__bytes_read.sum",                                                "DRAM bytes read") \
	X(dram_write_bytes,         "dram__bytes_write.sum",                                               "DRAM bytes written") \
	X(waves_per_sm,             "launch__waves_per_multiprocessor",                                    "waves per SM") \
	X(block_limit_registers,    "launch__occupancy_limit_registers",                                   "CTAs per SM the registers allow") \
	X(global_load_requests,     "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",                     "global load requests") \
	X(global_load_sectors,      "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",                      "global load sectors (32 B)") \
	X(l2_read_sectors_from_l1,  "lts__t_sectors_srcunit_tex_op_read.sum",                              "L2 read sectors requested by L1") \
	X(cycles_per_issue,         "smsp__average_warp_latency_per_inst_issued.ratio",                    "warp cycles per issued instruction")

typedef enum {
#define X(key, metric, what) NCU_##key,
	PROF_NCU_METRICS(X)
#undef X
	NCU_NMETRICS
} NcuMetric;

typedef struct {
	char *file;            /* as ncu names it (the .loc file: a .kiln path) */
	int line;
	char *source;          /* the source line's text */
	const char *role;      /* the warp role whose code the line is (kiln's IR), NULL: none/several */
	double samples;        /* warp-state samples (all) at this line */
	double not_issued;     /* samples where the warp issued nothing */
	double inst_executed;  /* warp-level instructions executed */
	double *stall;         /* per reason (ProfNcu.stall_names), all samples */
	int nsass;             /* SASS instructions of the line */
} NcuLine;

typedef struct {
	char *kernel;
	double v[NCU_NMETRICS];
	int have[NCU_NMETRICS];
	char **stall_names;    /* "long_scoreboard", "barrier" ... (ncu's stall_* columns) */
	int nstall;
	NcuLine *lines;        /* hottest (most samples) first */
	int nlines;
	double line_samples;   /* sum over lines */
	/* from the raw page: smsp__average_warps_issue_stalled_<reason>_per_issue_active.ratio,
	 * the cycles a warp waits per issued instruction, per reason (nonzero ones, largest first) */
	char **issue_stall_names;
	double *issue_stall;
	int nissue_stall;
	char err[512];
} ProfNcu;

/* Summarises ncu's raw page (first kernel row) and its cuda,sass source page
 * (either may be NULL).  0, or -1 with s->err set. */
int prof_ncu_summarise(const char *raw_csv, size_t raw_len, const char *src_csv, size_t src_len, ProfNcu *s);
/* Every kernel row of a raw page (one ProfNcu each, no source lines), in
 * the order of the export.  0, or -1 with err set (no kernel row, no
 * "Kernel Name" column, out of memory) and *eline the text line it is
 * about (the header for a missing column; 0: the whole file). */
int prof_ncu_kernels(const char *raw_csv, size_t raw_len, ProfNcu **out, int *n, char *err, size_t errn, int *eline);
void prof_ncu_kernels_free(ProfNcu *v, int n);
void prof_ncu_json(const ProfNcu *s, JsonW *w, int max_lines);
void prof_ncu_text(const ProfNcu *s, Buf *b, int max_lines);
void prof_ncu_free(ProfNcu *s);

/* ---- compute-sanitizer reports ---- */
typedef struct {
	char *access;          /* racecheck: "Write", "Read"; else NULL */
	char *function;        /* kernel (or fn) */
	long long offset;      /* SASS offset in the function, -1 when not given */
	char *file;            /* as the tool prints it (base name), then resolved */
	int line;
} SanLoc;

typedef struct {
	char *kind;            /* "invalid_global_write", "race", "barrier_error", "uninitialized_global_read",
	                          "misaligned_shared_read", "api_error", ... (slug of the tool's headline) */
	char *severity;        /* "error" or "warning" */
	char *message;         /* the tool's headline */
	char *detail;          /* further lines ("Access to 0x... is out of bounds ...") */
	SanLoc loc[2];
	int nloc;
	int thread[3], block[3], has_thread;
	long long hazards;     /* racecheck "[N hazards]", else 0 */
	int count;             /* identical reports (other threads) merged into this one */
} SanFinding;

typedef struct {
	SanFinding *f;
	int n;
	long long summary_errors, summary_warnings;   /* from "ERROR SUMMARY" / "RACECHECK SUMMARY" */
	int has_summary;
	int target_error;      /* "Target application returned an error" */
} ProfSan;

/* Parses a compute-sanitizer log (lines prefixed "========="; others are
 * ignored).  0, or -1 out of memory. */
int prof_san_parse(const char *log, ProfSan *r);
void prof_san_free(ProfSan *r);
/* Replaces each location's base-name file by the one of files[] with that
 * base name (unique), so reports name the compiled .kiln paths. */
void prof_san_resolve(ProfSan *r, const char *const *files, int nfiles);

/* ---- timeline ---- */
typedef struct {
	const char *name, *role, *file;
	int line;
} ProfRegion;

typedef struct {
	uint64_t t0, t1;       /* %globaltimer ns at entry, exit */
	uint64_t c0, c1;       /* %clock64 */
	uint32_t cta, sm, warp, region;
	int track;             /* index into ProfTimeline.tracks */
} ProfSpan;

typedef struct {
	uint32_t sm;
	const char *role;
	int slot;              /* n-th track of this (SM, role) */
} ProfTrack;

typedef struct {
	ProfSpan *spans;
	int nspans;
	ProfTrack *tracks;
	int ntracks;
	uint32_t nwarps, cap;
	uint64_t records;      /* records read */
	uint64_t lost;         /* records the rings overwrote (counter > cap) */
	uint64_t unmatched;    /* entries without exit or exits without entry */
	uint64_t t_min, t_max;
	char err[256];
} ProfTimeline;

/* Decodes a buffer (layout above) with the regions' table; 0, or -1 with
 * tl->err (bad magic/version/size, a tag naming no region). */
int prof_timeline_decode(const unsigned char *buf, size_t len, const ProfRegion *regs, int nregs, ProfTimeline *tl);
/* Chrome trace-event JSON: a process per SM, a thread per track (role and
 * slot: warps of one role whose spans do not overlap share a track), an "X"
 * event per span (microseconds from the first record) with CTA, warp,
 * region, source line and cycles in args. */
void prof_timeline_chrome(const ProfTimeline *tl, const ProfRegion *regs, int nregs, Buf *out);
/* Per region and role: spans, total and median microseconds; per role the
 * fraction of the kernel's span its warps were inside a region. */
void prof_timeline_json(const ProfTimeline *tl, const ProfRegion *regs, int nregs, JsonW *w);
void prof_timeline_text(const ProfTimeline *tl, const ProfRegion *regs, int nregs, Buf *b);
void prof_timeline_free(ProfTimeline *tl);

/* ---- tools ---- */
/* Runs argv[0] (searched in PATH) with stdout to out_path (NULL: /dev/null)
 * and stderr to err_path (NULL: same as out), in its own process group,
 * killed after timeout_s (0 = none).  Returns the exit status, 128+signal,
 * -1 when it could not start, -2 when it timed out. */
int prof_spawn(const char *const *argv, const char *out_path, const char *err_path, double timeout_s);
/* The first executable of: $env_var, name in PATH, each of fallbacks[]
 * (NULL-terminated).  Writes it into out (size n); 0, or -1 when none. */
int prof_find_tool(const char *env_var, const char *name, const char *const *fallbacks, char *out, size_t n);
/* This program's path (/proc/self/exe); 0 or -1. */
int prof_self_exe(char *out, size_t n);
/* Reads a whole file (NUL-terminated); NULL when unreadable. */

#endif
