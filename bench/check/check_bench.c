/* bench/check: speed of `kiln check`.  For each race-corpus case (planted
 * bug and fixed twin), each zoo workload's small cases and the
 * warp-specialized wgmma GEMM on one CTA with 16 K iterations, it runs the
 * race level (traced simulation + happens-before engine, no witness
 * search) REPS times and prints the median time and the memory accesses
 * processed per second; for the GEMM also both checkers through
 * chk_check_case (what `kiln check` runs).  Figures are medians of one run
 * on this machine; compare ratios, not absolute times (shared CPUs). */
#include "check/check.h"
#include "check/race_run.h"
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmpd(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmpd);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static int reps = 5;
static double tot_acc, tot_s;

static void race_case(const char *wl, Workload *w, const char *cname, const char *const *vars, int nvars, const char *label)
{
	double t[64];
	RaceReport r;
	uint64_t acc = 0;
	int nf = 0, ok = 1;
	for (int i = 0; i < reps; i++) {
		RaceRunOpts o = {.workload = wl, .case_name = cname, .vars = vars, .nvars = nvars, .witness_runs = -1,
			.loaded = w};
		Diags d;
		diags_init(&d);
		int rc = race_check_workload(&o, &d, &r);
		if (rc == 2)
			ok = 0;
		t[i] = r.check_seconds;
		acc = r.accesses;
		nf = r.nfindings;
		race_report_free(&r);
		diags_free(&d);
	}
	if (!ok) {
		printf("%-44s error\n", label);
		return;
	}
	double m = median(t, reps);
	tot_acc += (double)acc;
	tot_s += m;
	printf("%-44s %9.2f ms %9llu accesses %8.2f M accesses/s %3d finding%s\n", label, m * 1e3,
		(unsigned long long)acc, m > 0 ? (double)acc / m / 1e6 : 0, nf, nf == 1 ? "" : "s");
}

int main(int argc, char **argv)
{
	if (argc > 1)
		reps = atoi(argv[1]) > 0 && atoi(argv[1]) < 64 ? atoi(argv[1]) : 5;
	printf("bench/check: race level (traced simulation + happens-before), median of %d runs\n", reps);
	const char *pats[] = {"tests/check/race/*.json", "zoo/*/*/*.json"};
	double corpus_max = 0;
	for (int p = 0; p < 2; p++) {
		glob_t g;
		if (glob(pats[p], 0, NULL, &g))
			continue;
		for (size_t i = 0; i < g.gl_pathc; i++) {
			Diags d;
			diags_init(&d);
			Workload *w = work_load(g.gl_pathv[i], &d);
			diags_free(&d);
			if (!w)
				continue;
			for (int c = 0; c < w->ncases; c++) {
				if (w->cases[c].bench)
					continue;
				char label[160];
				snprintf(label, sizeof label, "%s:%s", g.gl_pathv[i], w->cases[c].name);
				double before = tot_s;
				race_case(g.gl_pathv[i], w, w->cases[c].name, NULL, 0, label);
				if (p == 0 && tot_s - before > corpus_max)
					corpus_max = tot_s - before;
			}
			work_free(w);
		}
		globfree(&g);
	}
	printf("corpus: slowest case %.2f ms (target: each under 100 ms)\n", corpus_max * 1e3);
	const char *wl = "zoo/gemm/wgmma_ws/workload.json";
	const char *vars[] = {"m=128", "n=256", "k=1024"};
	race_case(wl, NULL, "small", vars, 3, "wgmma_ws 1 CTA, 16 K iterations (race)");
	double t[64];
	for (int i = 0; i < reps; i++) {
		ChkOptions o = {.workload = wl, .vars = vars, .nvars = 3};
		ChkReport r;
		chk_report_init(&r);
		Diags d;
		diags_init(&d);
		double t0 = now();
		int rc = chk_check_case(&o, "small", &d, &r);
		t[i] = now() - t0;
		if (i == reps - 1)
			printf("wgmma_ws 1 CTA, 16 K iterations, both checkers (kiln check): %.2f ms median, verdict %s (exit %d; sync %.1f ms, race %.1f ms; target under 2 s)\n",
				median(t, reps) * 1e3, chk_verdict_name(chk_verdict(&r)), rc, r.stats[CHK_SYNC].seconds * 1e3,
				r.stats[CHK_RACE].seconds * 1e3);
		chk_report_free(&r);
		diags_free(&d);
	}
	printf("all race cases: %.0f accesses in %.2f s: %.2f M accesses/s\n", tot_acc, tot_s, tot_s > 0 ? tot_acc / tot_s / 1e6 : 0);
	return 0;
}
