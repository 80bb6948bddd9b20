/* The MCP server (kiln mcp): Kiln's tools for agents over the Model
 * Context Protocol on stdio, one JSON-RPC message per line.  Dual-era, as
 * the 2026-07-28 revision describes it ("Versioning", "stdio: Backward
 * Compatibility"):
 *   - a request whose params._meta carries io.modelcontextprotocol/
 *     protocolVersion is served statelessly under 2026-07-28 (server/discover,
 *     resultType, ttlMs/cacheScope on cacheable results, -32022 for an
 *     unsupported version);
 *   - an `initialize` request selects the legacy handshake (2025-11-25, or
 *     2025-06-18 / 2025-03-26 when the client asks for them) for the rest of
 *     the process.
 * Tools run the kiln binary in a child process (the same JSON envelope the
 * CLI prints is the structured result), so a crashing or hanging tool never
 * drops the connection; with KILN_SERVER set, build/sim/check/run/bench go
 * through `kiln remote` to kilnd.  Resources: docs/, tuning notes, skills,
 * zoo kernels and workloads, tasks.  docs/agents.md ("MCP") is the user's
 * description. */
#ifndef KILN_MCP_H
#define KILN_MCP_H
#include <stddef.h>
#include "util/buf.h"

typedef struct {
	const char *kiln_exe;      /* the kiln binary the tools run (NULL = /proc/self/exe) */
	const char *root;          /* repository root for resources (NULL = kb_default_root) */
	int verbose;               /* log each request to the log stream */
} McpOpts;

typedef struct McpServer McpServer;

McpServer *mcp_new(const McpOpts *o);
void mcp_free(McpServer *s);
/* Handles one message (a line without its newline).  Appends the response
 * line (with "\n") to out, or nothing for a notification or a response.
 * Returns 0, or -1 when the message asks the server to stop (never: stdio
 * ends at end of input). */
int mcp_handle(McpServer *s, const char *msg, size_t len, Buf *out);
/* kiln mcp --describe: the protocol revisions, tools (as tools/list gives
 * them: input and output schemas) and resources, as the kiln.mcp envelope
 * (json) or a table (text).  Returns the exit status. */
int mcp_describe(McpServer *s, Buf *text, Buf *json, int argc, const char *const *argv);
/* Serves stdin -> stdout until end of input.  Returns the exit status. */
int mcp_serve_stdio(McpServer *s);

#define MCP_MAX_MESSAGE (16u << 20)   /* longer lines get a parse error and are skipped */

#endif
