/* kiln CLI entry: the subcommand table.  Exit status: 0 clean, 1 findings
 * or mismatch, 2 usage or input error, 3 internal error. */
#include "cli/cli.h"
#include "kiln.h"
#include <stdio.h>
#include <string.h>

static const struct {
	const char *name;
	int (*fn)(int, char **);
	const char *help;
} cmds[] = {
	{"build", cmd_build, "compile a .kiln file to PTX (--map, --json, -D NAME=VALUE, --target)"},
	{"isa", cmd_isa, "list ISA table entries matching a query, with legal forms and docs"},
	{"sim", cmd_sim, "run a workload on the CPU simulator and compare with the reference"},
	{"check", cmd_check, "check a workload's synchronization and races over every interleaving (--sync, --race, --sweep, --json)"},
	{"run", cmd_run, "run a workload on the GPU and compare with the reference"},
	{"bench", cmd_bench, "check, then time a workload on the GPU"},
	{"profile", cmd_profile, "profile a workload's kernel on the GPU: ncu counters and stalls per .kiln line (--ncu), timeline of trace regions (--timeline)"},
	{"sanitize", cmd_sanitize, "run a workload's kernel under compute-sanitizer (--tool memcheck|racecheck|synccheck|initcheck), findings at .kiln lines"},
	{"kb", cmd_kb, "search the knowledge base: ISA, docs, zoo, stdlib, tuning notes (build|search|uses|show)"},
	{"mcp", cmd_mcp, "serve Kiln's tools to an agent over MCP on stdio"},
	{"task", cmd_task, "evaluate a candidate kernel against an optimization task (task eval TASK CAND.kiln)"},
	{"remote", cmd_remote, "run one of these commands on a kilnd server (--server URL, --token T)"},
};

static void usage(FILE *f)
{
	fprintf(f, "usage: kiln <command> [options]\n\ncommands:\n");
	for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
		fprintf(f, "  %-7s %s\n", cmds[i].name, cmds[i].help);
	fprintf(f, "\n'kiln <command> --help' describes a command's options; 'kiln --version' prints the version.\n");
	fprintf(f, "Exit status: 0 clean, 1 mismatch/finding/deadlock/fault, 2 usage or input error, 3 internal error.\n");
}

int cli_argc;
const char *const *cli_argv;

void cli_print_result(Buf *json_doc, Buf *text, int json, int rc)
{
	fputs(json ? buf_str(json_doc) : buf_str(text), rc >= 2 && !json ? stderr : stdout);
	buf_free(json_doc);
	buf_free(text);
}

int main(int argc, char **argv)
{
	cli_argc = argc;
	cli_argv = (const char *const *)argv;
	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "version")) {
		printf("kiln %s (JSON schema_version %d)\n", KILN_VERSION, KILN_JSON_SCHEMA_VERSION);
		return 0;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return 0;
	}
	for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
		if (!strcmp(argv[1], cmds[i].name))
			return cmds[i].fn(argc - 1, argv + 1);
	fprintf(stderr, "kiln: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return 2;
}
