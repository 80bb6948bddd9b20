/* kiln mcp: the MCP server on stdio (src/mcp).  stdout carries only
 * JSON-RPC messages; anything else goes to stderr.  --describe prints the
 * tools and resources instead of serving.  Options through cli/opt.h. */
#include "cli/cli.h"
#include "cli/opt.h"
#include "mcp/mcp.h"
#include <stdio.h>
#include <string.h>

int cmd_mcp(int argc, char **argv)
{
	McpOpts o = {0};
	int describe = 0, json = 0;
	const char *extra = NULL;
	const CliOpt opts[] = {
		{"--root", 0, OPT_STR, &o.root, "DIR", "the repository whose docs, zoo and tasks are the resources (default: the checkout holding this kiln)"},
		{"--verbose", 0, OPT_FLAG, &o.verbose, NULL, "log each request on stderr"},
		{"--describe", 0, OPT_FLAG, &describe, NULL, "print the protocol revisions, tools (input/output JSON Schemas) and resources, then exit"},
		{"--json", 0, OPT_FLAG, &json, NULL, "with --describe: one JSON document (schema docs/schema/mcp.json)"},
	};
	/* tools: build, isa, kb_search, kb_uses, kb_show, sim, check, run, bench, profile, sanitize, task_eval;
	 * the server: 2026-07-28 (stateless, server/discover) and 2025-11-25 (initialize), chosen by what the client sends */
	CliSpec spec = {"mcp", "[--root DIR] [--verbose]   (MCP on stdio; --describe [--json] lists the tools and resources)",
	                opts, (int)(sizeof opts / sizeof opts[0]), &extra, "argument"};
	int rc = cli_parse(&spec, argc, argv);
	if (rc == 1)
		return 0;
	if (rc)
		return 2;
	if (extra)
		return cli_usage_error(&spec, "unexpected argument '%s'", extra);
	if (json && !describe)
		return cli_usage_error(&spec, "--json goes with --describe (the server itself speaks JSON-RPC)");
	McpServer *s = mcp_new(&o);
	if (!s) {
		fprintf(stderr, "kiln mcp: out of memory\n");
		return 3;
	}
	if (describe) {
		Buf out = {0};
		rc = mcp_describe(s, json ? NULL : &out, json ? &out : NULL, cli_argc, cli_argv);
		fputs(buf_str(&out), stdout);
		buf_free(&out);
	} else
		rc = mcp_serve_stdio(s);
	mcp_free(s);
	return rc;
}
