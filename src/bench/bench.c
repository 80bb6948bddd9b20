/* kiln bench, the child side: after the correctness launch, time the kernel
 * with device events around each launch only; the L2 is flushed (a write of
 * >= 2x its size) and the next rotation buffer set chosen outside every
 * timed span; warm-up by time budget; samples taken in batches until the
 * relative stdev reaches the target or the time cap; the SM clock probed
 * before, after and between batches; afterwards every buffer set is
 * poisoned, launched once more and checked against the reference, so a
 * kernel whose later launches skip work is caught. */
#include "bench/bench.h"
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define BATCH 10

static double wall_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

static double rsd(const float *v, int n)
{
	if (n < 2)
		return INFINITY;
	double m = 0, s = 0;
	for (int i = 0; i < n; i++)
		m += v[i];
	m /= n;
	for (int i = 0; i < n; i++)
		s += (v[i] - m) * (v[i] - m);
	return m > 0 ? sqrt(s / (n - 1)) / m : INFINITY;
}

int bench_child(Gpu *g)
{
	RunShm *shm = g->shm;
	const KilnRunOptions *o = g->opt;
	CuApi *cu = &g->cu;
	CUresult r;
	size_t set_bytes = 0;
	for (int i = 0; i < g->wi->nargs; i++)
		if (g->wi->args[i].arg->kind == WA_TENSOR)
			set_bytes += g->wi->args[i].bytes;
	shm->set_bytes = set_bytes;

	/* L2 flush buffer: twice the L2, at least 8 MiB */
	size_t l2 = shm->dev.l2_bytes > 0 ? (size_t)shm->dev.l2_bytes : (size_t)50 << 20;
	g->flush_bytes = 2 * l2 < ((size_t)8 << 20) ? (size_t)8 << 20 : 2 * l2;
	g->flush_bytes = (g->flush_bytes + 3) & ~(size_t)3;
	if ((r = cu->MemAlloc(&g->flush, g->flush_bytes)))
		return gpu_cu_fail(g, r, "cuMemAlloc(L2 flush buffer)", RUN_EINTERNAL);
	shm->flush_bytes = g->flush_bytes;

	/* rotation sets: enough that the sets together exceed the L2 twice,
	 * 2..8, within half the free memory */
	int nsets = o->nsets > 0 ? o->nsets : (int)((2 * l2 + set_bytes - 1) / (set_bytes ? set_bytes : 1)) + 1;
	if (nsets < 2)
		nsets = 2;
	if (nsets > 8 && o->nsets <= 0)
		nsets = 8;
	if (nsets > 64)
		nsets = 64;
	size_t fr = 0, tot = 0;
	cu->MemGetInfo(&fr, &tot);
	while (nsets > 1 && (size_t)(nsets - 1) * set_bytes > fr / 2)
		nsets--;
	for (int s = 1; s < nsets; s++) {
		if (gpu_set_make(g, s))
			return -1;
		g->nsets = s + 1;
	}
	shm->nsets = g->nsets;
	gpu_beat(g, "bench");

	if (gpu_clock_mhz(g, &shm->mhz_before))
		return -1;

	/* warm-up by time budget (at least 3 launches) */
	double t0 = wall_ms();
	int k = 0;
	while (k < 3 || wall_ms() - t0 < o->warmup_ms) {
		if (gpu_flush_l2(g) || gpu_launch(g, k % g->nsets) || gpu_sync(g, "warmup"))
			return -1;
		k++;
		if (k > 100000)
			break;
	}
	shm->warmup_ms = wall_ms() - t0;
	shm->warmup_launches = k;

	CUevent ev[2 * BATCH];
	for (int i = 0; i < 2 * BATCH; i++)
		if ((r = cu->EventCreate(&ev[i], CU_EVENT_DEFAULT)))
			return gpu_cu_fail(g, r, "cuEventCreate", RUN_EINTERNAL);
	double start = wall_ms();
	int n = 0, b = 0, set = 0;
	shm->converged = 0;
	while (n + BATCH <= o->max_samples && b < BENCH_MAX_BATCHES) {
		for (int j = 0; j < BATCH; j++) {
			if (gpu_flush_l2(g))
				return -1;
			if ((r = cu->EventRecord(ev[2 * j], g->st)))
				return gpu_cu_fail(g, r, "cuEventRecord", RUN_EINTERNAL);
			if (gpu_launch(g, set))
				return -1;
			if ((r = cu->EventRecord(ev[2 * j + 1], g->st)))
				return gpu_cu_fail(g, r, "cuEventRecord", RUN_EINTERNAL);
			set = (set + 1) % g->nsets;
		}
		if (gpu_sync(g, "timing"))
			return -1;
		for (int j = 0; j < BATCH; j++) {
			float ms = 0;
			if ((r = cu->EventElapsedTime(&ms, ev[2 * j], ev[2 * j + 1])))
				return gpu_cu_fail(g, r, "cuEventElapsedTime", RUN_EINTERNAL);
			shm->ms[n] = ms;
			shm->batch_of[n] = b;
			n++;
		}
		shm->nsamples = n;
		if (gpu_clock_mhz(g, &shm->batch_mhz[b]))
			return -1;
		b++;
		shm->nbatches = b;
		gpu_beat(g, NULL);
		if (n >= o->min_samples && rsd(shm->ms, n) <= o->target_rsd) {
			shm->converged = 1;
			break;
		}
		if ((wall_ms() - start) / 1e3 >= o->time_cap_s)
			break;
	}
	shm->wall_ms = wall_ms() - start;
	for (int i = 0; i < 2 * BATCH; i++)
		cu->EventDestroy(ev[i]);
	if (gpu_clock_mhz(g, &shm->mhz_after))
		return -1;

	/* verification: each set poisoned, launched again, checked */
	gpu_beat(g, "verify");
	shm->verify_sets = g->nsets;
	for (int s = 0; s < g->nsets; s++) {
		if (gpu_set_poison(g, s) || gpu_launch(g, s) || gpu_sync(g, "verify") || gpu_read_outputs(g, s, g->wi))
			return -1;
		WorkCmp c;
		work_compare(g->wi, &c);
		if (!c.pass) {
			if (!shm->verify_failed) {
				const WOutCmp *bad = c.out;
				for (int i = 0; i < c.nout; i++)
					if (!c.out[i].pass) {
						bad = &c.out[i];
						break;
					}
				snprintf(shm->verify_msg, sizeof shm->verify_msg,
					"after %d timed launches, buffer set %d: output '%s' has %lld mismatches, %lld unwritten "
					"(a kernel whose result depends on earlier launches)",
					n + shm->warmup_launches, s, bad ? bad->name : "?", bad ? (long long)bad->mismatches : 0,
					bad ? (long long)bad->unwritten : 0);
			}
			shm->verify_failed++;
		}
		work_cmp_free(&c);
		gpu_beat(g, NULL);
	}
	return 0;
}
