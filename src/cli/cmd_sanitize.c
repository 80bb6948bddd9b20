/* kiln sanitize: run a workload's kernel under compute-sanitizer (through
 * kiln run's launch, JIT with line info) and report the tool's findings at
 * .kiln lines (src/prof/drive.c).  Exit: 0 clean, 1 findings / hang / the
 * run failed, 2 usage, input, no GPU or no tool, 3 internal. */
#include "cli/cli.h"
#include "cli/opt.h"
#include "prof/drive.h"
#include <stdio.h>
#include <string.h>

int cmd_sanitize(int argc, char **argv)
{
	ProfSanitizeOpts o;
	memset(&o, 0, sizeof o);
	int json = 0;
	uint64_t limit = 0;
	OptList inc = {0};
	const CliOpt opts[] = {
		{"--tool", 0, OPT_STR, &o.tool, "TOOL", "memcheck | racecheck | synccheck | initcheck (required)"},
		{"--case", 0, OPT_STR, &o.case_name, "NAME", "case to run (default: the first)"},
		{"--timeout", 0, OPT_DBL, &o.timeout_s, "S", "kill the kernel after S seconds without progress (20): a deadlock under the tool"},
		{"--print-limit", 0, OPT_U64, &limit, "N", "at most N reports from the tool (1000)"},
		{"--out", 0, OPT_STR, &o.out_dir, "DIR", "keep the tool's log and kiln run's JSON in DIR"},
		{"--include", 'I', OPT_LIST, &inc, "DIR", "search DIR for imports"},
		{"--json", 0, OPT_FLAG, &json, NULL, "print one JSON document (schema docs/schema/sanitize.json)"},
	};
	CliSpec spec = {"sanitize", "WORKLOAD.json --tool memcheck|racecheck|synccheck|initcheck [options]", opts,
		(int)(sizeof opts / sizeof opts[0]), &o.workload, "workload"};
	int rc = cli_parse(&spec, argc, argv);
	if (rc == 1)
		return 0;
	static const char *const tools[] = {"memcheck", "racecheck", "synccheck", "initcheck"};
	int ok_tool = 0;
	for (int i = 0; o.tool && i < 4; i++)
		ok_tool |= !strcmp(o.tool, tools[i]);
	if (!rc && !o.workload)
		rc = cli_usage_error(&spec, "no workload given");
	else if (!rc && !o.tool)
		rc = cli_usage_error(&spec, "--tool is required: memcheck, racecheck, synccheck or initcheck");
	else if (!rc && !ok_tool)
		rc = cli_usage_error(&spec, "unknown --tool '%s' (memcheck, racecheck, synccheck, initcheck)", o.tool);
	else if (!rc && (limit > 1000000 || o.timeout_s < 0 || o.timeout_s > 86400))
		rc = cli_usage_error(&spec, "an option value is out of range");
	if (rc) {
		cli_list_free(&inc);
		return 2;
	}
	o.print_limit = (int)limit;
	o.incdirs = inc.v;
	o.ninc = inc.n;
	o.argc = cli_argc;
	o.argv = cli_argv;
	Buf j = {0}, t = {0};
	rc = prof_sanitize(&o, &j, &t);
	cli_print_result(&j, &t, json, rc);
	cli_list_free(&inc);
	return rc;
}
