/* kiln sim WORKLOAD.json: run a workload case on the CPU simulator and
 * compare the outputs with the reference (sim_workload does the work). */
#include "cli/cli.h"
#include "cli/opt.h"
#include "kiln.h"
#include "util/arena.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The progress line on a terminal (stderr), for runs longer than a second;
 * erased when the run ends. */
typedef struct {
	int shown;
} Progress;

static void progress(void *ctx, uint64_t done, uint64_t total, uint64_t steps, double seconds)
{
	Progress *p = ctx;
	if (seconds < 1.0)
		return;
	fprintf(stderr, "\r\033[Ksim: %llu of %llu clusters done, %.3g warp instructions, %.1f s",
		(unsigned long long)done, (unsigned long long)total, (double)steps, seconds);
	fflush(stderr);
	p->shown = 1;
}

static int parse_ctas(const char *s, uint32_t **out, int *n)
{
	VEC(uint32_t) v = {0};
	while (*s) {
		char *e;
		unsigned long a = strtoul(s, &e, 10), b = a;
		if (e == s)
			goto bad;
		if (*e == '-') {
			s = e + 1;
			b = strtoul(s, &e, 10);
			if (e == s || b < a || b - a > 1u << 24)
				goto bad;
		}
		for (unsigned long i = a; i <= b; i++)
			vec_push(&v, (uint32_t)i);
		if (*e == ',')
			e++;
		else if (*e)
			goto bad;
		s = e;
	}
	*out = v.v;
	*n = v.n;
	return v.n ? 0 : -1;
bad:
	vec_free(&v);
	return -1;
}

int cmd_sim(int argc, char **argv)
{
	KilnSimOptions o = {0};
	const char *ctas_s = NULL, *schedule = NULL, *format = NULL;
	uint64_t seed = 0, threads = 0, schedules = 0;
	int json = 0, seed_given = 0;
	OptList inc = {0}, vars = {0};
	const CliOpt opts[] = {
		{"--case", 0, OPT_STR, &o.case_name, "NAME", "case to run (default: the first)"},
		{"--var", 0, OPT_KVLIST, &vars, "NAME=VALUE", "override a variable of the case (repeatable)"},
		{"--ctas", 0, OPT_STR, &ctas_s, "LIST", "linear CTA ids to run, e.g. 0,5,8-11 (their clusters run whole); only their elements are compared"},
		{"--schedule", 0, OPT_STR, &schedule, "rr|random", "warp schedule: deterministic round-robin (default) or seeded random"},
		{"--seed", 0, OPT_U64, &seed, "N", "seed of --schedule random, or the first seed of --schedules (a usage error without either)"},
		{"--threads", 0, OPT_U64, &threads, "N", "worker threads (default: all cores; 1 with --trace)"},
		{"--schedules", 0, OPT_U64, &schedules, "N", "also run N seeded random schedules (seeds --seed, --seed+1 ...; default 1..N) and report whether any output differs from the round-robin run"},
		{"--max-steps", 0, OPT_U64, &o.max_steps, "N", "stop with status step_limit after N warp instructions (default 2e9)"},
		{"--max-seconds", 0, OPT_DBL, &o.max_seconds, "S", "stop with status time_limit after S seconds of simulation (default: none)"},
		{"--trace", 0, OPT_STR, &o.trace_path, "FILE", "write synchronization events and memory accesses as JSON lines"},
		{"--save-inputs", 0, OPT_STR, &o.save_inputs, "DIR", "write each input tensor to DIR/NAME.npy"},
		{"--save-outputs", 0, OPT_STR, &o.save_outputs, "DIR", "write each output tensor to DIR/NAME.npy"},
		{"--save-format", 0, OPT_STR, &format, "npy|raw", "format of --save-*: .npy (default; bf16/fp8 as float32 values) or raw bits (.bin)"},
		{"--no-check", 0, OPT_FLAG, &o.no_check, NULL, "run without a reference; report per-output statistics"},
		{"--include", 'I', OPT_LIST, &inc, "DIR", "search DIR for imports (also: the workload's \"include\", $KILN_PATH, the installed library)"},
		{"--json", 0, OPT_FLAG, &json, NULL, "print one JSON document (schema docs/schema/sim.json)"},
	};
	CliSpec spec = {"sim", "WORKLOAD.json [options]", opts, (int)(sizeof opts / sizeof opts[0]), &o.workload, "workload"};
	int rc = cli_parse(&spec, argc, argv);
	uint32_t *ctas = NULL;
	for (int i = 0; i < argc && !rc; i++)
		seed_given |= !strcmp(argv[i], "--seed") || !strncmp(argv[i], "--seed=", 7);
	if (rc == 1)
		return 0;   /* --help */
	if (rc)
		rc = 2;
	else if (!o.workload)
		rc = cli_usage_error(&spec, "no workload given");
	else if (schedule && strcmp(schedule, "rr") && strcmp(schedule, "random"))
		rc = cli_usage_error(&spec, "--schedule must be rr or random, not '%s'", schedule);
	else if (seed_given && (!schedule || strcmp(schedule, "random")) && !schedules)
		rc = cli_usage_error(&spec, "--seed chooses a random schedule's seed: add --schedule random (or --schedules N)");
	else if (schedules && schedule && !strcmp(schedule, "random"))
		rc = cli_usage_error(&spec, "--schedules N compares round-robin with N random schedules: leave out --schedule random");
	else if (schedules > 10000)
		rc = cli_usage_error(&spec, "--schedules %llu: at most 10000", (unsigned long long)schedules);
	else if (!(o.max_seconds >= 0))
		rc = cli_usage_error(&spec, "--max-seconds must be a number of seconds >= 0");
	else if (format && strcmp(format, "npy") && strcmp(format, "raw"))
		rc = cli_usage_error(&spec, "--save-format must be npy or raw, not '%s'", format);
	else if (ctas_s && parse_ctas(ctas_s, &ctas, &o.nctas))
		rc = cli_usage_error(&spec, "bad --ctas list '%s' (want ids and ranges: 0,5,8-11)", ctas_s);
	if (rc) {
		cli_list_free(&inc);
		cli_list_free(&vars);
		kl_free(ctas);
		return rc;
	}
	o.schedule = schedule;
	o.seed = seed;
	o.threads = threads > 1024 ? 1024 : (int)threads;
	o.save_raw = format && !strcmp(format, "raw");
	o.ctas = ctas;
	o.vars = vars.v;
	o.nvars = vars.n;
	o.include_dirs = inc.v;
	o.ninclude_dirs = inc.n;
	o.argc = cli_argc;
	o.argv = cli_argv;
	o.schedules = (int)schedules;
	Progress pg = {0};
	if (isatty(STDERR_FILENO)) {
		o.progress = progress;
		o.progress_ctx = &pg;
	}
	KilnSimResult *r = kiln_sim(&o);
	if (pg.shown)
		fputs("\r\033[K", stderr);
	if (!r) {
		fprintf(stderr, "kiln sim: out of memory\n");
		return 3;
	}
	rc = kiln_sim_exit_code(r);
	if (json) {
		fputs(kiln_sim_result_json(r), stdout);
	} else {
		fputs(kiln_sim_diagnostics_text(r), stderr);
		fputs(kiln_sim_result_text(r), stdout);
	}
	kiln_sim_result_free(r);
	cli_list_free(&inc);
	cli_list_free(&vars);
	kl_free(ctas);
	return rc;
}
