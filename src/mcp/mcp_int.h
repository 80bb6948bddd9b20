/* Internals of the MCP server shared by its files. */
#ifndef KILN_MCP_INT_H
#define KILN_MCP_INT_H
#include "mcp/mcp.h"
#include "util/arena.h"
#include "util/json.h"

typedef struct {
	const char *kiln_exe;
	const char *root;
} McpCtx;

/* tools.c */
int mcp_ntools(void);
void mcp_tool_json(int i, JsonW *w);          /* one Tool object */
int mcp_tool_find(const char *name);          /* -1: unknown */
/* Runs tool ti: structured gets the envelope (always a JSON object).
 * Returns 0, or -1 when the arguments are wrong: errmsg says why, structured
 * is the input_error envelope saying it too (no command ran). */
int mcp_tool_call(const McpCtx *c, int ti, const JVal *args, Buf *structured, int *is_error, Buf *errmsg);

/* resources.c */
void mcp_resources_json(const McpCtx *c, JsonW *w);     /* the "resources" array */
/* 1 found (contents written as one TextResourceContents object), 0 not found */
int mcp_resource_read(const McpCtx *c, const char *uri, JsonW *w);


#endif
