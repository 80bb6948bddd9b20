/* kiln check WORKLOAD.json: the synchronization and race checkers over a
 * workload's cases (every non-bench case unless --case names one), and with
 * --sweep over shape variants derived from the workload (check/sweep.c). */
#include "cli/cli.h"
#include "check/check.h"
#include "work/work.h"
#include "kiln.h"
#include "util/arena.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
	"usage: kiln check WORKLOAD.json [--case NAME] [--sync] [--race] [--sweep] [--max-states N]\n"
	"                  [--max-steps N] [--var NAME=VALUE] [-I DIR] [--json]\n"
	"  --case NAME       check only this case (default: every case not marked \"bench\")\n"
	"  --sync / --race   run only that checker (default: both)\n"
	"  --sweep           also check shape variants: each pipeline loop's trip count 1..STAGES+2,\n"
	"                    tail tiles, 1 and 2 CTAs per cluster where the kernel allows\n"
	"  --max-states N    bound on abstract states the sync explorer visits (default 1000000);\n"
	"                    hitting it makes the verdict \"incomplete\", never \"clean\"\n"
	"  --max-steps N     simulator bound (warp instructions) for recording the trace\n"
	"  --var NAME=VALUE  override a variable of the case (repeatable)\n"
	"  --json            one JSON document (schema kiln.check, docs/checkers.md)\n"
	"exit status: 0 clean, 1 findings or incomplete, 2 usage or input error, 3 internal error\n";

static int parse_num(const char *a, const char *v, uint64_t *out)
{
	char *e;
	errno = 0;
	unsigned long long n = strtoull(v, &e, 0);
	if (*e || errno || e == v || !n) {
		fprintf(stderr, "kiln check: %s needs a positive number\n", a);
		return -1;
	}
	*out = n;
	return 0;
}

static void diags_json(const Diags *d, JsonW *jw)
{
	jw_key(jw, "diagnostics");
	jw_arr(jw);
	for (int i = 0; i < d->n; i++) {
		const Diag *g = &d->v[i];
		jw_obj(jw);
		jw_kstr(jw, "level", g->level == DIAG_ERROR ? "error" : g->level == DIAG_WARNING ? "warning" : "note");
		jw_kstr(jw, "file", g->loc.file ? g->loc.file : "");
		jw_kint(jw, "line", g->loc.line);
		jw_kint(jw, "col", g->loc.col);
		jw_kstr(jw, "message", g->msg);
		jw_end_obj(jw);
	}
	jw_end_arr(jw);
}

int cmd_check(int argc, char **argv)
{
	ChkOptions o = {0};
	const char *case_name = NULL;
	int json = 0, sweep = 0;
	VEC(const char *) inc = {0};
	VEC(const char *) vars = {0};
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			fputs(usage_text, stdout);
			return 0;
		} else if (!strcmp(a, "--json")) {
			json = 1;
		} else if (!strcmp(a, "--sync")) {
			o.sync = 1;
		} else if (!strcmp(a, "--race")) {
			o.race = 1;
		} else if (!strcmp(a, "--sweep")) {
			sweep = 1;
		} else if (!strcmp(a, "--case") && v) {
			case_name = v;
			i++;
		} else if (!strcmp(a, "--max-states") && v) {
			if (parse_num(a, v, &o.max_states))
				return 2;
			i++;
		} else if (!strcmp(a, "--max-steps") && v) {
			if (parse_num(a, v, &o.max_steps))
				return 2;
			i++;
		} else if (!strcmp(a, "--var") && v && strchr(v, '=')) {
			vec_push(&vars, v);
			i++;
		} else if (!strcmp(a, "-I") && v) {
			vec_push(&inc, v);
			i++;
		} else if (a[0] == '-' || o.workload) {
			fprintf(stderr, "kiln check: unexpected argument '%s'\n%s", a, usage_text);
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
	o.incdirs = inc.v;
	o.nincdirs = inc.n;

	Diags d;
	diags_init(&d);
	ChkRun run;
	int rc = chk_run_workload(&o, case_name, sweep, &d, &run);
	Buf out = {0};
	if (json) {
		JsonW jw;
		jw_init(&jw, &out, 1);
		jw_obj(&jw);
		jw_kstr(&jw, "schema", "kiln.check");
		jw_kint(&jw, "schema_version", CHK_SCHEMA_VERSION);
		jw_kstr(&jw, "command", "check");
		jw_kstr(&jw, "status", rc == 0 ? "clean" : rc == 1 ? chk_verdict_name(run.verdict) : "error");
		jw_kint(&jw, "exit_code", rc);
		diags_json(&d, &jw);
		chk_run_json(&run, &jw);
		jw_end_obj(&jw);
		buf_putc(&out, '\n');
		fputs(buf_str(&out), stdout);
	} else {
		Buf dt = {0};
		diags_render(&d, &dt);
		fputs(buf_str(&dt), stderr);
		buf_free(&dt);
		chk_run_text(&run, &out);
		fputs(buf_str(&out), stdout);
	}
	buf_free(&out);
	chk_run_free(&run);
	diags_free(&d);
	vec_free(&inc);
	vec_free(&vars);
	return rc;
}
