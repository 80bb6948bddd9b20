/* kiln run / kiln bench: option tables and the shared driver over
 * kiln_run / kiln_bench (include/kiln.h).  Exit: 0 pass, 1 mismatch, fault,
 * timeout or cheat, 2 usage/input/no CUDA, 3 internal. */
#include "cli/cli.h"
#include "cli/opt.h"
#include "kiln.h"
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

static int drive(int argc, char **argv, int bench)
{
	const char *cmd = bench ? "bench" : "run";
	KilnRunOptions o;
	memset(&o, 0, sizeof o);
	int json = 0;
	const char *outfile = NULL, *format = NULL;
	uint64_t device = 0, min_samples = 0, max_samples = 0, nsets = 0;
	OptList inc = {0};
	const CliOpt all[] = {
		{"--case", 0, OPT_STR, &o.case_name, "NAME", "case to run (default: run: the first; bench: the \"bench\" case)"},
		{"--device", 0, OPT_U64, &device, "N", "CUDA device ordinal (0)"},
		{"--timeout", 0, OPT_DBL, &o.timeout_s, "S", "kill the GPU child after S seconds without progress (30)"},
		{"--save-outputs", 0, OPT_STR, &o.save_outputs, "DIR", "write each output tensor to DIR/NAME.npy"},
		{"--save-format", 0, OPT_STR, &format, "npy|raw", "format of --save-outputs: .npy (default; bf16/fp8 as float32 values) or raw bits (.bin)"},
		{"--include", 'I', OPT_LIST, &inc, "DIR", "search DIR for imports (also: the workload's \"include\", $KILN_PATH, the installed library)"},
		{"--json", 0, OPT_FLAG, &json, NULL, "print one JSON document (schema docs/schema/run.json, bench.json)"},
		{"--lineinfo", 0, OPT_FLAG, &o.lineinfo, NULL, "JIT with line info: SASS maps to .kiln lines (kiln profile/sanitize use it)"},
		{"--no-fork", 0, OPT_FLAG, &o.no_fork, NULL, "do the GPU work in this process (no timeout watchdog)"},
		/* bench only, from here */
		{"--warmup-ms", 0, OPT_DBL, &o.warmup_ms, "MS", "warm-up time budget (200)"},
		{"--rsd", 0, OPT_DBL, &o.target_rsd, "X", "stop when the relative stdev <= X (0.01)"},
		{"--min-samples", 0, OPT_U64, &min_samples, "N", "at least N timed samples (20)"},
		{"--max-samples", 0, OPT_U64, &max_samples, "N", "at most N timed samples (2000)"},
		{"--time-cap", 0, OPT_DBL, &o.time_cap_s, "S", "stop timing after S seconds (10)"},
		{"--sets", 0, OPT_U64, &nsets, "N", "rotation buffer sets (auto)"},
		{"--ceilings", 0, OPT_STR, &o.ceilings, "FILE", "ceilings JSON (bench/results/ceilings-<gpu>.json)"},
		{"--out", 0, OPT_STR, &outfile, "FILE", "also write the JSON to FILE"},
	};
	int nopts = bench ? (int)(sizeof all / sizeof all[0]) : 9;
	CliSpec spec = {cmd, "WORKLOAD.json [options]", all, nopts, &o.workload, "workload"};
	int rc = cli_parse(&spec, argc, argv);
	if (rc == 1)
		return 0;
	if (!rc && !o.workload)
		rc = cli_usage_error(&spec, "no workload given");
	if (!rc && (device > 64 || min_samples > 1000000 || max_samples > 100000000 || nsets > 4096))
		rc = cli_usage_error(&spec, "an option value is out of range");
	if (!rc && format && strcmp(format, "npy") && strcmp(format, "raw"))
		rc = cli_usage_error(&spec, "--save-format must be npy or raw, not '%s'", format);
	if (rc) {
		cli_list_free(&inc);
		return 2;
	}
	o.device = (int)device;
	o.save_raw = format && !strcmp(format, "raw");
	o.min_samples = (int)min_samples;
	o.max_samples = (int)max_samples;
	o.nsets = (int)nsets;
	o.include_dirs = inc.v;
	o.ninclude_dirs = inc.n;
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
	cli_list_free(&inc);
	if (!r) {
		fprintf(stderr, "kiln %s: out of memory\n", cmd);
		return 3;
	}
	rc = kiln_run_exit_code(r);
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
