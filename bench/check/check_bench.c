/* bench/check: speed of `kiln check` (both checkers, what the command runs:
 * chk_check_case).  For every sync corpus kernel (bug and twin), every race
 * corpus case, every zoo workload's small cases and the warp-specialized
 * wgmma GEMM on one CTA (bench/check/wgmma_ws_1cta.json: 4-stage ring,
 * producer + two consumer warpgroups; case k8 = 8 K-loop iterations, k16 =
 * 16), it runs the check REPS times and prints per kernel the median of:
 * the whole check (load, compile, one traced simulation, sync, race,
 * re-executions, witness search), the simulation, the sync checker, the
 * race engine; the states the sync pass explored, the re-executions along
 * other observations, the memory accesses the race engine processed and
 * accesses per second, the verdict.  A kernel's repetitions run back to
 * back and its line is printed as soon as they are done, so the parts of
 * one kernel's check (simulation, sync, race) are measured side by side
 * under the same load.  Usage:
 *     bench/check/check_bench [-n REPS] [--json] [FILE[:CASE] ...]
 * Compare ratios, not absolute times (shared CPUs). */
#include "check/check.h"
#include "work/work.h"
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../bench_util.h"

static double now(void) { return now_ms() / 1e3; }   /* seconds */

#define MAXK 1024
typedef struct {
	char file[200], cas[64], name[240];
	int corpus;             /* 1: tests/check kernel (the 100 ms target) */
	double total[64], sim[64], sync[64], race[64];
	unsigned long long states, alts, accesses, events;
	const char *verdict;
	int nfind, rc;
} Kern;

static Kern ks[MAXK];
static int nk;

static void add(const char *file, const char *cas)
{
	if (nk == MAXK)
		return;
	Kern *k = &ks[nk++];
	snprintf(k->file, sizeof k->file, "%s", file);
	snprintf(k->cas, sizeof k->cas, "%s", cas ? cas : "");
	snprintf(k->name, sizeof k->name, "%s%s%s", file, cas ? ":" : "", cas ? cas : "");
	k->corpus = !strncmp(file, "tests/check/", 12);
}

/* every non-bench case of a workload */
static void add_cases(const char *file)
{
	Diags d;
	diags_init(&d);
	Workload *w = work_load(file, &d);
	diags_free(&d);
	if (!w)
		return;
	for (int c = 0; c < w->ncases; c++)
		if (!w->cases[c].bench)
			add(file, w->cases[c].name);
	work_free(w);
}

static void run_one(Kern *k, int rep)
{
	ChkOptions o = {.workload = k->file};
	ChkReport r;
	chk_report_init(&r);
	Diags d;
	diags_init(&d);
	double t0 = now();
	k->rc = chk_check_case(&o, k->cas[0] ? k->cas : NULL, &d, &r);
	k->total[rep] = now() - t0;
	k->sim[rep] = r.sim_seconds;
	k->sync[rep] = r.stats[CHK_SYNC].seconds;
	k->race[rep] = r.stats[CHK_RACE].seconds;
	k->states = r.stats[CHK_SYNC].states;
	k->alts = r.stats[CHK_SYNC].alternatives;
	k->accesses = r.stats[CHK_RACE].accesses;
	k->events = r.stats[CHK_SYNC].events;
	k->verdict = k->rc >= 2 ? "error" : chk_verdict_name(chk_verdict(&r));
	k->nfind = r.n;
	chk_report_free(&r);
	diags_free(&d);
}

int main(int argc, char **argv)
{
	int reps = 5, json = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-n") && i + 1 < argc)
			reps = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--json"))
			json = 1;
		else {
			char f[200];
			snprintf(f, sizeof f, "%s", argv[i]);
			char *c = strrchr(f, ':');
			if (c)
				*c++ = 0;
			if (c)
				add(f, c);
			else
				add_cases(f);
		}
	}
	if (reps < 1 || reps > 63)
		reps = 5;
	if (!nk) {
		const char *pats[] = {"tests/check/sync/*/bug.json", "tests/check/sync/*/fixed.json", "tests/check/race/*.json",
			"zoo/*/*/*.json"};
		for (int p = 0; p < 4; p++) {
			glob_t g;
			if (glob(pats[p], 0, NULL, &g))
				continue;
			for (size_t i = 0; i < g.gl_pathc; i++)
				add_cases(g.gl_pathv[i]);
			globfree(&g);
		}
		add("bench/check/wgmma_ws_1cta.json", "k8");
		add("bench/check/wgmma_ws_1cta.json", "k16");
	}
	double worst = 0, tacc = 0, trace = 0;
	const char *worst_name = "";
	if (json)
		printf("{\"schema\": \"kiln.bench_check\", \"reps\": %d, \"kernels\": [", reps);
	else
		printf("%-58s %9s %8s %8s %8s %7s %4s %9s %8s  %s\n", "kernel:case (median of each)", "total ms", "sim ms",
			"sync ms", "race ms", "states", "alts", "accesses", "M acc/s", "verdict");
	for (int i = 0; i < nk; i++) {
		Kern *k = &ks[i];
		for (int rep = 0; rep < reps; rep++)
			run_one(k, rep);
		double t = median(k->total, reps) * 1e3, s = median(k->sim, reps) * 1e3, y = median(k->sync, reps) * 1e3,
		       rc = median(k->race, reps) * 1e3;
		double rate = rc > 0 ? (double)k->accesses / (rc / 1e3) / 1e6 : 0;
		if (k->corpus && t > worst) {
			worst = t;
			worst_name = k->name;
		}
		tacc += (double)k->accesses;
		trace += rc / 1e3;
		if (json)
			printf("%s\n {\"kernel\": \"%s\", \"total_ms\": %.3f, \"sim_ms\": %.3f, \"sync_ms\": %.3f, \"race_ms\": %.3f, "
			       "\"events\": %llu, \"states\": %llu, \"alternatives\": %llu, \"accesses\": %llu, "
			       "\"accesses_per_s\": %.0f, \"verdict\": \"%s\", \"findings\": %d}",
				i ? "," : "", k->name, t, s, y, rc, k->events, k->states, k->alts, k->accesses, rate * 1e6,
				k->verdict, k->nfind);
		else
			printf("%-58s %9.2f %8.2f %8.3f %8.3f %7llu %4llu %9llu %8.1f  %s (%d)\n", k->name, t, s, y, rc, k->states,
				k->alts, k->accesses, rate, k->verdict, k->nfind);
		fflush(stdout);
	}
	if (json)
		printf("\n], \"slowest_corpus_ms\": %.3f, \"accesses_per_s\": %.0f}\n", worst, trace > 0 ? tacc / trace : 0);
	else {
		printf("slowest corpus kernel: %s %.2f ms (target: each under 100 ms)\n", worst_name, worst);
		printf("race engine over all kernels: %.0f accesses in %.3f s: %.2f M accesses/s\n", tacc, trace,
			trace > 0 ? tacc / trace / 1e6 : 0);
		printf("(medians of %d runs each; wgmma_ws target: both checkers under 2 s)\n", reps);
	}
	return 0;
}
