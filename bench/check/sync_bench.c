/* kiln check --sync benchmark (bench/check/sync_bench.c): for each workload (default: every corpus kernel of
 * tests/check/sync, bug and fixed twin, then bench/check/wgmma_ws_1cta.json)
 * runs chk_check_case N times in-process and prints per kernel the median
 * wall time of the whole check (load + compile + simulate + check), of the
 * simulation (trace recording) and of the sync checker alone, the trace
 * events, the synchronization steps (states) and the verdict.  --json for
 * one document.  Build and run: make bench-check (with the race benchmark check_bench.c) or make bench-sync [SYNC_BENCH_ARGS="-n 5 FILE[:CASE] ..."]. */
#include "check/check.h"
#include "work/work.h"
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../bench_util.h"

typedef struct {
	char name[200];
	double total, sim, sync;
	unsigned long long events, states;
	const char *verdict;
	int nfind;
} Row;

static int bench_one(const char *path, const char *case_name, int reps, Row *row)
{
	double *tt = calloc((size_t)reps, sizeof *tt), *ts = calloc((size_t)reps, sizeof *ts),
	       *tc = calloc((size_t)reps, sizeof *tc);
	int rc = 0;
	for (int i = 0; i < reps; i++) {
		ChkOptions o = {.workload = path, .sync = 1};
		Diags d;
		diags_init(&d);
		ChkReport r;
		chk_report_init(&r);
		double t0 = now_ms();
		rc = chk_check_case(&o, case_name, &d, &r);
		tt[i] = now_ms() - t0;
		ts[i] = r.sim_seconds * 1e3;
		tc[i] = r.stats[CHK_SYNC].seconds * 1e3;
		row->events = r.stats[CHK_SYNC].events;
		row->states = r.stats[CHK_SYNC].states;
		row->verdict = chk_verdict_name(chk_verdict(&r));
		row->nfind = r.n;
		chk_report_free(&r);
		diags_free(&d);
		if (rc >= 2)
			break;
	}
	if (rc < 2) {
		row->total = median(tt, reps);
		row->sim = median(ts, reps);
		row->sync = median(tc, reps);
	}
	free(tt);
	free(ts);
	free(tc);
	return rc;
}

int main(int argc, char **argv)
{
	int reps = 3, json = 0;
	const char *files[512];
	const char *cases[512];
	int nf = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-n") && i + 1 < argc)
			reps = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--json"))
			json = 1;
		else if (nf < 512) {   /* FILE or FILE:CASE */
			char *c = strrchr(argv[i], ':');
			if (c)
				*c++ = 0;
			cases[nf] = c, files[nf++] = argv[i];
		}
	}
	if (reps < 1)
		reps = 1;
	glob_t g = {0};
	if (!nf) {
		glob("tests/check/sync/*/bug.json", 0, NULL, &g);
		glob("tests/check/sync/*/fixed.json", GLOB_APPEND, NULL, &g);
		for (size_t i = 0; i < g.gl_pathc && nf < 510; i++)
			cases[nf] = NULL, files[nf++] = g.gl_pathv[i];
		cases[nf] = "k8", files[nf++] = "bench/check/wgmma_ws_1cta.json";
		cases[nf] = "k128", files[nf++] = "bench/check/wgmma_ws_1cta.json";
	}
	Row *rows = calloc((size_t)nf, sizeof *rows);
	if (!json)
		printf("%-52s %9s %9s %9s %9s %9s  %s\n", "kernel (case)", "total ms", "sim ms", "sync ms", "events", "states", "verdict");
	int bad = 0;
	double worst = 0;
	for (int i = 0; i < nf; i++) {
		Row *r = &rows[i];
		snprintf(r->name, sizeof r->name, "%s%s%s", files[i], cases[i] ? " " : "", cases[i] ? cases[i] : "");
		int rc = bench_one(files[i], cases[i], reps, r);
		if (rc >= 2) {
			r->verdict = "error";
			bad++;
		}
		if (!json)
			printf("%-52s %9.1f %9.1f %9.2f %9llu %9llu  %s (%d)\n", r->name, r->total, r->sim, r->sync, r->events,
				r->states, r->verdict, r->nfind);
		if (strstr(files[i], "tests/check/") && r->total > worst)
			worst = r->total;
	}
	if (json) {
		printf("{\"schema\": \"kiln.bench_check\", \"reps\": %d, \"kernels\": [", reps);
		for (int i = 0; i < nf; i++)
			printf("%s\n {\"kernel\": \"%s\", \"total_ms\": %.3f, \"sim_ms\": %.3f, \"sync_ms\": %.3f, \"events\": %llu, \"states\": %llu, \"verdict\": \"%s\", \"findings\": %d}",
				i ? "," : "", rows[i].name, rows[i].total, rows[i].sim, rows[i].sync, rows[i].events, rows[i].states,
				rows[i].verdict, rows[i].nfind);
		printf("\n]}\n");
	} else {
		printf("median of %d runs each; slowest corpus kernel %.1f ms\n", reps, worst);
	}
	globfree(&g);
	free(rows);
	return bad ? 1 : 0;
}
