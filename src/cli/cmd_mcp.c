/* kiln mcp: the MCP server on stdio (src/mcp).  stdout carries only
 * JSON-RPC messages; anything else goes to stderr. */
#include "cli/cli.h"
#include "mcp/mcp.h"
#include <stdio.h>
#include <string.h>

int cmd_mcp(int argc, char **argv)
{
	McpOpts o = {0};
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			printf("usage: kiln mcp [--root DIR] [--verbose]\n"
			       "  serves Kiln's tools (build, isa, kb_search, kb_uses, kb_show, sim, check, run, bench,\n"
			       "  task_eval) and resources (docs, zoo kernels, tasks) over MCP on stdio: protocol\n"
			       "  2026-07-28 (stateless, server/discover) and 2025-11-25 (initialize), chosen by\n"
			       "  what the client sends.  KILN_SERVER=URL sends build/sim/check/run/bench to kilnd.\n"
			       "  --root DIR   the repository whose docs and zoo are the resources (default: the\n"
			       "               checkout holding this kiln binary)\n");
			return 0;
		} else if (!strcmp(argv[i], "--root") && i + 1 < argc)
			o.root = argv[++i];
		else if (!strcmp(argv[i], "--verbose"))
			o.verbose = 1;
		else {
			fprintf(stderr, "kiln mcp: unknown option '%s'\n", argv[i]);
			return 2;
		}
	}
	McpServer *s = mcp_new(&o);
	if (!s) {
		fprintf(stderr, "kiln mcp: out of memory\n");
		return 3;
	}
	int rc = mcp_serve_stdio(s);
	mcp_free(s);
	return rc;
}
