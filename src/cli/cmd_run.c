/* kiln run / kiln bench: option tables and the shared driver over
 * kiln_run / kiln_bench (include/kiln.h).  Exit: 0 pass, 1 mismatch, fault,
 * timeout or cheat, 2 usage/input/no CUDA, 3 internal. */
#include "cli/cli.h"
#include "kiln.h"
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

typedef enum { O_STR, O_INT, O_DBL, O_FLAG } OptKind;
typedef struct {
	const char *name;
	OptKind kind;
	size_t off;          /* offset in KilnRunOptions, or (size_t)-1 for CLI-only */
	int bench_only;
	const char *help;
} RunOpt;

#define OFF(f) offsetof(KilnRunOptions, f)
static const RunOpt opts[] = {
	{"--case", O_STR, OFF(case_name), 0, "NAME     case to run (default: run: first; bench: the \"bench\" case)"},
	{"--device", O_INT, OFF(device), 0, "N      CUDA device ordinal (0)"},
	{"--timeout", O_DBL, OFF(timeout_s), 0, "S     kill the GPU child after S seconds without progress (30)"},
	{"--save-outputs", O_STR, OFF(save_outputs), 0, "DIR  write each output's raw bits to DIR/NAME.bin"},
	{"--warmup-ms", O_DBL, OFF(warmup_ms), 1, "MS  warm-up time budget (200)"},
	{"--rsd", O_DBL, OFF(target_rsd), 1, "X         stop when the relative stdev <= X (0.01)"},
	{"--min-samples", O_INT, OFF(min_samples), 1, "N (20)"},
	{"--max-samples", O_INT, OFF(max_samples), 1, "N (2000)"},
	{"--time-cap", O_DBL, OFF(time_cap_s), 1, "S    stop timing after S seconds (10)"},
	{"--sets", O_INT, OFF(nsets), 1, "N         rotation buffer sets (auto)"},
	{"--ceilings", O_STR, OFF(ceilings), 1, "F    ceilings JSON (bench/results/ceilings-<gpu>.json)"},
};

static void usage(FILE *f, const char *cmd, int bench)
{
	fprintf(f, "usage: kiln %s WORKLOAD.json [options]\n", cmd);
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
		if (!opts[i].bench_only || bench)
			fprintf(f, "  %s %s\n", opts[i].name, opts[i].help);
	fprintf(f, "  --json          print one JSON document\n");
	if (bench)
		fprintf(f, "  --out FILE      also write the JSON to FILE\n");
}

static int drive(int argc, char **argv, int bench)
{
	const char *cmd = bench ? "bench" : "run";
	KilnRunOptions o;
	memset(&o, 0, sizeof o);
	int json = 0;
	const char *outfile = NULL;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			usage(stdout, cmd, bench);
			return 0;
		}
		if (!strcmp(a, "--json")) {
			json = 1;
			continue;
		}
		if (bench && !strcmp(a, "--out") && i + 1 < argc) {
			outfile = argv[++i];
			continue;
		}
		if (a[0] != '-') {
			if (o.workload) {
				fprintf(stderr, "kiln %s: more than one workload ('%s', '%s')\n", cmd, o.workload, a);
				return 2;
			}
			o.workload = a;
			continue;
		}
		const RunOpt *ro = NULL;
		for (size_t k = 0; k < sizeof opts / sizeof opts[0]; k++)
			if (!strcmp(a, opts[k].name) && (!opts[k].bench_only || bench))
				ro = &opts[k];
		if (!ro) {
			fprintf(stderr, "kiln %s: unknown option '%s'\n", cmd, a);
			usage(stderr, cmd, bench);
			return 2;
		}
		if (i + 1 >= argc) {
			fprintf(stderr, "kiln %s: %s needs a value\n", cmd, a);
			return 2;
		}
		const char *v = argv[++i];
		char *end;
		void *dst = (char *)&o + ro->off;
		if (ro->kind == O_STR)
			*(const char **)dst = v;
		else if (ro->kind == O_INT) {
			long x = strtol(v, &end, 10);
			if (*end || end == v || x < 0) {
				fprintf(stderr, "kiln %s: %s: '%s' is not a non-negative integer\n", cmd, a, v);
				return 2;
			}
			*(int *)dst = (int)x;
		} else {
			double x = strtod(v, &end);
			if (*end || end == v || !(x > 0)) {
				fprintf(stderr, "kiln %s: %s: '%s' is not a positive number\n", cmd, a, v);
				return 2;
			}
			*(double *)dst = x;
		}
	}
	if (!o.workload) {
		usage(stderr, cmd, bench);
		return 2;
	}
	/* the exact command, recorded in the JSON */
	size_t len = 8;
	for (int i = 0; i < argc; i++)
		len += strlen(argv[i]) + 3;
	char *line = malloc(len);
	if (!line)
		return 3;
	snprintf(line, len, "kiln");
	for (int i = 0; i < argc; i++) {
		strcat(line, " ");
		strcat(line, argv[i]);
	}
	o.command = line;
	o.argc = cli_argc;
	o.argv = cli_argv;
	KilnRunResult *r = bench ? kiln_bench(&o) : kiln_run(&o);
	free(line);
	if (!r) {
		fprintf(stderr, "kiln %s: out of memory\n", cmd);
		return 3;
	}
	int rc = kiln_run_exit_code(r);
	if (json)
		fputs(kiln_run_result_json(r), stdout);
	else {
		const char *t = kiln_run_result_text(r);
		fputs(t, rc == 2 || rc == 3 ? stderr : stdout);
	}
	if (outfile) {
		FILE *f = fopen(outfile, "w");
		if (!f || fputs(kiln_run_result_json(r), f) < 0) {
			fprintf(stderr, "kiln %s: cannot write %s\n", cmd, outfile);
			rc = rc ? rc : 3;
		}
		if (f)
			fclose(f);
	}
	kiln_run_result_free(r);
	return rc;
}

int cmd_run(int argc, char **argv) { return drive(argc, argv, 0); }
int cmd_bench_drive(int argc, char **argv);
int cmd_bench_drive(int argc, char **argv) { return drive(argc, argv, 1); }
