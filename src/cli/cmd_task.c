/* kiln task eval|list: optimization tasks (src/task, tasks/).
 *   eval TASK CANDIDATE.kiln [--stages sim,check,run,bench] [--salt HEX] [--json]
 *   list [DIR]                                  the tasks under DIR (default tasks) */
#include "cli/cli.h"
#include "task/task.h"
#include "kb/kenv.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *f)
{
	fprintf(f,
		"usage: kiln task eval TASK CANDIDATE.kiln [--stages LIST] [--cases LIST] [--salt HEX] [--device N] [--timeout S] [--json]\n"
		"       kiln task list [DIR] [--json]\n"
		"  TASK          a task directory (tasks/softmax_f32) or its task.json\n"
		"  --stages      sim,check,run,bench (default, in that order; the first failure stops)\n"
		"  --cases LIST  only these sim/run cases (names from task.json; timed cases are all benched)\n"
		"  --salt HEX    the holdout salt (default: random, printed in the result)\n"
		"exit status: 0 scored / every stage passed, 1 the candidate failed or cheated (score 0),\n"
		"             2 bad task or options, 3 a stage could not run (unsupported, no GPU)\n");
}

int cmd_task(int argc, char **argv)
{
	if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		usage(argc < 2 ? stderr : stdout);
		return argc < 2 ? 2 : 0;
	}
	TaskOpts o = {.argv = (const char *const *)argv - 1, .argc = argc + 1};
	int json = 0;
	const char *pos[3];
	int npos = 0;
	for (int i = 2; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!strcmp(a, "--json"))
			json = 1;
		else if (!strcmp(a, "--stages") && v) {
			o.stages = v;
			i++;
		} else if (!strcmp(a, "--cases") && v) {
			o.cases = v;
			i++;
		} else if (!strcmp(a, "--salt") && v) {
			char *e;
			o.salt = strtoull(v, &e, 16);
			if (*e) {
				fprintf(stderr, "kiln task: --salt takes a hex number\n");
				return 2;
			}
			o.have_salt = 1;
			i++;
		} else if (!strcmp(a, "--device") && v) {
			o.device = atoi(v);
			i++;
		} else if (!strcmp(a, "--timeout") && v) {
			o.timeout_s = atof(v);
			i++;
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "kiln task: unknown option or missing value '%s'\n", a);
			usage(stderr);
			return 2;
		} else if (npos < 3)
			pos[npos++] = a;
		else {
			usage(stderr);
			return 2;
		}
	}
	Buf text = {0}, out = {0};
	int rc;
	if (!strcmp(argv[1], "eval")) {
		if (npos != 2) {
			fprintf(stderr, "kiln task eval: give a task and a candidate kernel\n");
			usage(stderr);
			return 2;
		}
		o.task = pos[0];
		o.candidate = pos[1];
		rc = task_eval(&o, json ? NULL : &text, json ? &out : NULL);
	} else if (!strcmp(argv[1], "list")) {
		rc = task_list(npos ? pos[0] : "tasks", json ? NULL : &text, json ? &out : NULL, o.argv, o.argc);
	} else {
		fprintf(stderr, "kiln task: unknown verb '%s'\n", argv[1]);
		usage(stderr);
		return 2;
	}
	fputs(buf_str(json ? &out : &text), stdout);
	buf_free(&text);
	buf_free(&out);
	return rc;
}
