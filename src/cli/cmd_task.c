/* kiln task eval|list: optimization tasks (src/task, tasks/).
 *   eval TASK CANDIDATE.kiln [--stages sim,check,run,bench] [--salt HEX] [--server URL] [--json]
 *   list [DIR]                                  the tasks under DIR (default tasks)
 * Options through the table parser (cli/opt.h). */
#include "cli/cli.h"
#include "cli/opt.h"
#include "task/task.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int cmd_task(int argc, char **argv)
{
	TaskOpts o = {.argv = cli_argv, .argc = cli_argc};
	const char *salt = NULL;
	uint64_t device = 0;
	int json = 0, local = 0;
	OptList pos = {0};
	const CliOpt opts[] = {
		{"--stages", 0, OPT_STR, &o.stages, "LIST", "eval: sim,check,run,bench (default, in that order; the first failure stops)"},
		{"--cases", 0, OPT_STR, &o.cases, "LIST", "eval: only these sim/run cases (names from task.json; timed cases are all benched)"},
		{"--salt", 0, OPT_STR, &salt, "HEX", "eval: the holdout salt (default: random, printed in the result)"},
		{"--device", 0, OPT_U64, &device, "N", "eval: CUDA device ordinal for run and bench"},
		{"--timeout", 0, OPT_DBL, &o.timeout_s, "S", "eval: limit of each GPU run in seconds (60)"},
		{"--server", 0, OPT_STR, &o.server, "URL", "eval: run the stages as kilnd jobs (default $KILN_SERVER): sim,check on a CPU worker, run,bench on a GPU lease"},
		{"--token", 0, OPT_STR, &o.token, "T", "eval: kilnd token (default $KILN_TOKEN)"},
		{"--retry-for", 0, OPT_DBL, &o.retry_for_s, "S", "eval, with --server: keep retrying an unreachable server for S seconds (60)"},
		{"--local", 0, OPT_FLAG, &local, NULL, "eval: run here even when KILN_SERVER is set"},
		{"--json", 0, OPT_FLAG, &json, NULL, "print one JSON document (schema docs/schema/task.json)"},
	};
	CliSpec spec = {"task", "eval TASK CANDIDATE.kiln [options]  |  kiln task list [DIR] [--json]",
	                opts, (int)(sizeof opts / sizeof opts[0]), NULL, "operand"};
	int rc = cli_parse_words(&spec, &pos, argc, argv);
	if (rc == 1) {
		cli_list_free(&pos);
		return 0;
	}
	if (rc) {
		cli_list_free(&pos);
		return 2;
	}
	const char *verb = pos.n ? pos.v[0] : NULL;
	if (salt) {
		char *e;
		o.salt = strtoull(salt, &e, 16);
		o.have_salt = 1;
		if (!*salt || *e)
			rc = cli_usage_error(&spec, "--salt takes a hex number (got '%s')", salt);
	}
	o.device = (int)device;
	if (!o.server && !local) {
		const char *env = getenv("KILN_SERVER");
		o.server = env && *env ? env : NULL;
	}
	if (local)
		o.server = NULL;
	if (rc)
		;
	else if (!verb)
		rc = cli_usage_error(&spec, "give a verb: eval or list");
	else if (!strcmp(verb, "eval") && pos.n != 3)
		rc = cli_usage_error(&spec, "eval takes a task and a candidate kernel");
	else if (!strcmp(verb, "list") && pos.n > 2)
		rc = cli_usage_error(&spec, "list takes at most one directory");
	else if (strcmp(verb, "eval") && strcmp(verb, "list"))
		rc = cli_usage_error(&spec, "unknown verb '%s' (eval, list)", verb);
	if (rc) {
		cli_list_free(&pos);
		return 2;
	}
	Buf text = {0}, out = {0};
	if (!strcmp(verb, "eval")) {
		o.task = pos.v[1];
		o.candidate = pos.v[2];
		rc = task_eval(&o, json ? NULL : &text, json ? &out : NULL);
	} else
		rc = task_list(pos.n > 1 ? pos.v[1] : "tasks", json ? NULL : &text, json ? &out : NULL, o.argv, o.argc);
	fputs(buf_str(json ? &out : &text), stdout);
	buf_free(&text);
	buf_free(&out);
	cli_list_free(&pos);
	return rc;
}
