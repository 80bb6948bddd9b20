/* kiln sim WORKLOAD.json: run a workload case on the CPU simulator and
 * compare the outputs with the reference (sim_workload does the work). */
#include "cli/cli.h"
#include "kiln.h"
#include "util/arena.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
	"usage: kiln sim WORKLOAD.json [--case NAME] [--ctas LIST] [--schedule rr|random] [--seed N]\n"
	"                [--threads N] [--max-steps N] [--var NAME=VALUE] [--trace FILE] [--save-outputs DIR] [-I DIR] [--json]\n"
	"  --ctas LIST       linear CTA ids to run, e.g. 0,5,8-11 (their clusters run whole)\n"
	"  --schedule        rr (deterministic round-robin, default) or random (seeded)\n"
	"  --threads N       worker threads (default: all cores; 1 with --trace)\n"
	"  --max-steps N     stop with \"step limit\" after N warp instructions\n"
	"  --var NAME=VALUE  override a variable of the case (repeatable)\n"
	"  --trace FILE      write synchronization events and memory accesses as JSON lines\n"
	"  --save-outputs DIR  write each output's raw bits to DIR/NAME.bin\n";

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
	const char *trace = NULL;
	int json = 0;
	VEC(const char *) inc = {0};
	VEC(const char *) vars = {0};
	uint32_t *ctas = NULL;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			fputs(usage_text, stdout);
			return 0;
		} else if (!strcmp(a, "--json")) {
			json = 1;
		} else if (!strcmp(a, "--case") && v) {
			o.case_name = v;
			i++;
		} else if (!strcmp(a, "--ctas") && v) {
			if (parse_ctas(v, &ctas, &o.nctas)) {
				fprintf(stderr, "kiln sim: bad --ctas list '%s'\n", v);
				return 2;
			}
			o.ctas = ctas;
			i++;
		} else if (!strcmp(a, "--schedule") && v) {
			if (!strcmp(v, "rr") || !strcmp(v, "random"))
				o.schedule = v;
			else {
				fprintf(stderr, "kiln sim: --schedule must be rr or random\n");
				return 2;
			}
			i++;
		} else if ((!strcmp(a, "--seed") || !strcmp(a, "--threads") || !strcmp(a, "--max-steps")) && v) {
			char *e;
			errno = 0;
			unsigned long long n = strtoull(v, &e, 0);
			if (*e || errno || e == v) {
				fprintf(stderr, "kiln sim: %s needs a number\n", a);
				return 2;
			}
			if (!strcmp(a, "--seed"))
				o.seed = n;
			else if (!strcmp(a, "--threads"))
				o.threads = n > 1024 ? 1024 : (int)n;
			else
				o.max_steps = n;
			i++;
		} else if (!strcmp(a, "--trace") && v) {
			trace = v;
			i++;
		} else if (!strcmp(a, "--save-outputs") && v) {
			o.save_outputs = v;
			i++;
		} else if (!strcmp(a, "--var") && v && strchr(v, '=')) {
			vec_push(&vars, v);
			i++;
		} else if (!strcmp(a, "-I") && v) {
			vec_push(&inc, v);
			i++;
		} else if (a[0] == '-' || o.workload) {
			fprintf(stderr, "kiln sim: unexpected argument '%s'\n%s", a, usage_text);
			return 2;
		} else {
			o.workload = a;
		}
	}
	if (!o.workload) {
		fputs(usage_text, stderr);
		return 2;
	}
	o.vars = vars.v;
	o.nvars = vars.n;
	o.include_dirs = inc.v;
	o.ninclude_dirs = inc.n;
	o.trace_path = trace;
	o.argc = cli_argc;
	o.argv = cli_argv;
	KilnSimResult *r = kiln_sim(&o);
	if (!r) {
		fprintf(stderr, "kiln sim: out of memory\n");
		return 3;
	}
	int rc = kiln_sim_exit_code(r);
	if (json) {
		printf("%s\n", kiln_sim_result_json(r));
	} else {
		fputs(kiln_sim_diagnostics_text(r), stderr);
		fputs(kiln_sim_result_text(r), stdout);
	}
	kiln_sim_result_free(r);
	vec_free(&inc);
	vec_free(&vars);
	kl_free(ctas);
	return rc;
}
