/* libFuzzer target (make fuzz-mcp): kiln mcp's JSON-RPC layer, mcp_handle,
 * over one fresh server per input fed the input's lines in order (so a
 * session's initialize, notifications and legacy calls meet), tools with
 * their argument checks and command lines, resources read from the
 * repository.  A tool call runs /bin/true in place of kiln (its empty
 * output is the "no JSON document" path) so nothing real runs.  Nothing
 * may crash, leak or hang, and every answer is one line holding one JSON
 * object with "jsonrpc": "2.0" and exactly one of result and error. */
#include "mcp/mcp.h"
#include "util/arena.h"
#include "util/json.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void check_answer(const char *s, size_t n)
{
	if (!n)
		return;
	if (s[n - 1] != '\n' || memchr(s, '\n', n - 1))
		abort();   /* not exactly one line */
	Arena *a = arena_new();
	char err[200];
	JVal *v = json_parse(a, s, n - 1, err, sizeof err);
	if (!v || v->t != JOBJ)
		abort();   /* not a JSON object */
	const char *jr = json_str(json_get(v, "jsonrpc"));
	if (!jr || strcmp(jr, "2.0") || !json_get(v, "id") || !json_get(v, "result") == !json_get(v, "error"))
		abort();
	arena_free(a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	McpOpts o = {.kiln_exe = "/bin/true", .root = "."};
	McpServer *s = mcp_new(&o);
	if (!s)
		return 0;
	const char *p = (const char *)data, *end = p + size;
	Buf out = {0};
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		out.len = 0;
		mcp_handle(s, p, n, &out);
		check_answer(buf_str(&out), out.len);
		p += n + 1;
	}
	buf_free(&out);
	mcp_free(s);
	return 0;
}
