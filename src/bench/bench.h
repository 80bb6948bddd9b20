/* The bench part: timing a kernel on the GPU (in the runner's child, after
 * the correctness launch) and the statistics over the samples, plugged
 * into the runner as a RunBench (run/run.h); kiln_bench (include/kiln.h) is
 * its public entry point. */
#ifndef KILN_BENCH_H
#define KILN_BENCH_H
#include "run/run.h"

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
