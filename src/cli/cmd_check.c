/* kiln check WORKLOAD.json: the synchronization and race checkers over a
 * workload's cases (every non-bench case unless --case names one), and with
 * --sweep over shape variants derived from the workload (check/sweep.c). */
#include "cli/cli.h"
#include "cli/opt.h"
#include "check/check.h"
#include "work/work.h"
#include "kiln.h"
#include "util/arena.h"
#include "util/envelope.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cmd_check(int argc, char **argv)
{
	ChkOptions o = {0};
	const char *case_name = NULL;
	int json = 0, sweep = 0;
	OptList inc = {0}, vars = {0};
	const CliOpt opts[] = {
		{"--case", 0, OPT_STR, &case_name, "NAME", "check only this case (default: every case not marked \"bench\")"},
		{"--sync", 0, OPT_FLAG, &o.sync, NULL, "run the synchronization checker (default: both)"},
		{"--race", 0, OPT_FLAG, &o.race, NULL, "run the race checker (default: both)"},
		{"--sweep", 0, OPT_FLAG, &sweep, NULL, "also check shape variants: each pipeline loop's trip count 1..STAGES+2, tail tiles, 1 and 2 CTAs per cluster where the kernel allows"},
		{"--max-states", 0, OPT_U64, &o.max_states, "N", "bound on the states the sync explorer visits (default 1000000); hitting it makes the verdict \"incomplete\", never \"clean\""},
		{"--max-alternatives", 0, OPT_U64, &o.max_alts, "N", "bound on the re-executions along other observations (default 64); hitting it makes the verdict \"incomplete\""},
		{"--max-steps", 0, OPT_U64, &o.max_steps, "N", "simulator bound (warp instructions) for recording the trace"},
		{"--var", 0, OPT_KVLIST, &vars, "NAME=VALUE", "override a variable of the case (repeatable)"},
		{"--include", 'I', OPT_LIST, &inc, "DIR", "search DIR for imports"},
		{"--json", 0, OPT_FLAG, &json, NULL, "print one JSON document (schema docs/schema/check.json)"},
	};
	const char *workload = NULL;
	CliSpec spec = {"check", "WORKLOAD.json [options]", opts, (int)(sizeof opts / sizeof opts[0]), &workload, "workload"};
	int rc = cli_parse(&spec, argc, argv);
	int given_states = 0, given_alts = 0;
	for (int i = 0; i < argc; i++) {
		given_states |= !strcmp(argv[i], "--max-states") || !strncmp(argv[i], "--max-states=", 13);
		given_alts |= !strcmp(argv[i], "--max-alternatives") || !strncmp(argv[i], "--max-alternatives=", 19);
	}
	if (rc == 1)
		return 0;   /* --help */
	if (rc)
		rc = 2;
	else if (!workload)
		rc = cli_usage_error(&spec, "no workload given");
	else if (given_states && !o.max_states)
		rc = cli_usage_error(&spec, "--max-states needs a positive number");
	else if (given_alts && !o.max_alts)
		rc = cli_usage_error(&spec, "--max-alternatives needs a positive number");
	if (rc) {
		cli_list_free(&inc);
		cli_list_free(&vars);
		return rc;
	}
	o.workload = workload;
	o.vars = vars.v;
	o.nvars = vars.n;
	o.incdirs = inc.v;
	o.nincdirs = inc.n;

	Diags d;
	diags_init(&d);
	ChkRun run;
	rc = chk_run_workload(&o, case_name, sweep, &d, &run);
	Buf out = {0};
	if (json) {
		/* the common envelope (schema kiln.check, schema_version, command
		 * argv, status, exit_code, diagnostics), then the check's fields */
		JsonW jw;
		env_open(&jw, &out, 1, "check", cli_argc, cli_argv,
			rc == 0 ? "clean" : rc == 1 ? chk_verdict_name(run.verdict) : NULL, rc);
		env_diags(&jw, &d);
		jw_kint(&jw, "check_schema_version", CHK_SCHEMA_VERSION);
		if (rc >= 2 && !run.n)
			jw_kstr(&jw, "verdict", "error");
		else
			chk_run_json(&run, &jw);
		env_close(&jw);
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
	cli_list_free(&inc);
	cli_list_free(&vars);
	return rc;
}
