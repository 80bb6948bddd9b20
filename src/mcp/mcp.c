/* The MCP protocol layer: JSON-RPC 2.0 framing on stdio, era selection
 * (2026-07-28 per-request _meta vs the 2025-11-25 initialize handshake),
 * the methods, and JSON-RPC errors for malformed messages.  mcp.h
 * describes the behaviour; tools.c and resources.c the content. */
#include "mcp/mcp_int.h"
#include "kb/kb.h"
#include "kb/kenv.h"
#include "task/spawn.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MODERN_VERSION "2026-07-28"
#define KEY_VERSION "io.modelcontextprotocol/protocolVersion"
#define KEY_CAPS "io.modelcontextprotocol/clientCapabilities"
#define KEY_SERVER_INFO "io.modelcontextprotocol/serverInfo"
#define KILN_VERSION "0.1.0"

enum {
	E_PARSE = -32700, E_REQUEST = -32600, E_METHOD = -32601, E_PARAMS = -32602, E_INTERNAL = -32603,
	E_UNSUPPORTED_VERSION = -32022, E_RESOURCE_LEGACY = -32002,
};

/* handshake-era versions this server serves after initialize, newest first */
static const char *const legacy_versions[] = {"2025-11-25", "2025-06-18", "2025-03-26", NULL};

struct McpServer {
	McpCtx c;
	Buf exe, root;
	int verbose;
	char legacy[16];           /* negotiated legacy version; "" before initialize */
	int initialized;           /* notifications/initialized seen */
};

McpServer *mcp_new(const McpOpts *o)
{
	McpServer *s = kl_calloc(1, sizeof *s);
	if (!s)
		return NULL;
	if (o->kiln_exe)
		buf_puts(&s->exe, o->kiln_exe);
	else
		spawn_self_exe(&s->exe);
	if (o->root)
		buf_puts(&s->root, o->root);
	else
		kb_default_root(&s->root);
	s->c.kiln_exe = s->exe.s;
	s->c.root = s->root.s;
	s->verbose = o->verbose;
	return s;
}

void mcp_free(McpServer *s)
{
	if (!s)
		return;
	buf_free(&s->exe);
	buf_free(&s->root);
	kl_free(s);
}

/* ---- responses ---- */

static void write_id(JsonW *w, const JVal *id)
{
	jw_key(w, "id");
	if (id)
		jw_value(w, id);
	else
		jw_null(w);
}

static void error_resp(Buf *out, const JVal *id, int code, const char *msg, const char *data_json)
{
	JsonW w;
	jw_init(&w, out, 0);
	jw_obj(&w);
	jw_kstr(&w, "jsonrpc", "2.0");
	write_id(&w, id);
	jw_key(&w, "error");
	jw_obj(&w);
	jw_kint(&w, "code", code);
	jw_kstr(&w, "message", msg);
	if (data_json) {
		jw_key(&w, "data");
		jw_raw(&w, data_json);
	}
	jw_end_obj(&w);
	jw_end_obj(&w);
	buf_putc(out, '\n');
}

typedef struct {
	McpServer *s;
	const JVal *id;
	int modern;
	Buf *out;
	JsonW w;
} Req;

/* Opens {"jsonrpc","id","result":{ ... and, for modern requests, the
 * fields every result carries; cacheable adds the cache hints. */
static void result_begin(Req *r, int cacheable)
{
	jw_init(&r->w, r->out, 0);
	jw_obj(&r->w);
	jw_kstr(&r->w, "jsonrpc", "2.0");
	write_id(&r->w, r->id);
	jw_key(&r->w, "result");
	jw_obj(&r->w);
	if (r->modern) {
		jw_kstr(&r->w, "resultType", "complete");
		jw_key(&r->w, "_meta");
		jw_obj(&r->w);
		jw_key(&r->w, KEY_SERVER_INFO);
		jw_obj(&r->w);
		jw_kstr(&r->w, "name", "kiln");
		jw_kstr(&r->w, "version", KILN_VERSION);
		jw_end_obj(&r->w);
		jw_end_obj(&r->w);
		if (cacheable) {
			/* tools and resources change only when the repository does */
			jw_kint(&r->w, "ttlMs", 60000);
			jw_kstr(&r->w, "cacheScope", "public");
		}
	}
}

static void result_end(Req *r)
{
	jw_end_obj(&r->w);
	jw_end_obj(&r->w);
	buf_putc(r->out, '\n');
}

static const char instructions[] =
	"Kiln: a compiler harness for GPU kernels written in a thin PTX-level language. The loop: build (PTX, "
	"source map, ptxas resources) -> sim (CPU simulator: outputs vs reference, no GPU) -> check (races, "
	"deadlocks) -> run / bench (GPU, trusted timing) -> task_eval (score against a baseline). Before writing "
	"a kernel, kb_search the knowledge base (ISA entries, docs, zoo kernels, tuning notes) and read a zoo "
	"kernel of the same family (resources kiln://zoo/...). Every tool returns the command's JSON envelope: "
	"status, exit_code (0 clean, 1 findings, 2 input error, 3 internal), diagnostics with file:line:col. "
	"docs/agents.md (kiln://docs/agents.md) explains what each finding means and what usually fixes it.";

static void capabilities(JsonW *w)
{
	jw_key(w, "capabilities");
	jw_obj(w);
	jw_key(w, "tools");
	jw_raw(w, "{\"listChanged\":false}");
	jw_key(w, "resources");
	jw_raw(w, "{\"subscribe\":false,\"listChanged\":false}");
	jw_end_obj(w);
}

static void server_info(JsonW *w)
{
	jw_key(w, "serverInfo");
	jw_obj(w);
	jw_kstr(w, "name", "kiln");
	jw_kstr(w, "title", "Kiln GPU kernel harness");
	jw_kstr(w, "version", KILN_VERSION);
	jw_end_obj(w);
}

/* ---- methods ---- */

static void m_initialize(Req *r, const JVal *params)
{
	const char *want = json_str(json_get(params, "protocolVersion"));
	if (!want) {
		error_resp(r->out, r->id, E_PARAMS, "initialize needs params.protocolVersion (a string)", NULL);
		return;
	}
	const char *v = legacy_versions[0];
	for (int i = 0; legacy_versions[i]; i++)
		if (!strcmp(want, legacy_versions[i]))
			v = legacy_versions[i];
	snprintf(r->s->legacy, sizeof r->s->legacy, "%s", v);
	result_begin(r, 0);
	jw_kstr(&r->w, "protocolVersion", v);
	capabilities(&r->w);
	server_info(&r->w);
	jw_kstr(&r->w, "instructions", instructions);
	result_end(r);
}

static void m_discover(Req *r, const JVal *params)
{
	result_begin(r, 1);
	jw_key(&r->w, "supportedVersions");
	jw_arr(&r->w);
	jw_str(&r->w, MODERN_VERSION);
	jw_end_arr(&r->w);
	capabilities(&r->w);
	jw_kstr(&r->w, "instructions", instructions);
	result_end(r);
}

static void m_tools_list(Req *r, const JVal *params)
{
	result_begin(r, 1);
	jw_key(&r->w, "tools");
	jw_arr(&r->w);
	for (int i = 0; i < mcp_ntools(); i++)
		mcp_tool_json(i, &r->w);
	jw_end_arr(&r->w);
	result_end(r);
}

static void m_tools_call(Req *r, const JVal *params)
{
	const char *name = json_str(json_get(params, "name"));
	if (!name) {
		error_resp(r->out, r->id, E_PARAMS, "tools/call needs params.name (a string)", NULL);
		return;
	}
	int ti = mcp_tool_find(name);
	if (ti < 0) {
		char m[300];
		snprintf(m, sizeof m, "Unknown tool: %.200s", name);
		error_resp(r->out, r->id, E_PARAMS, m, NULL);
		return;
	}
	const JVal *args = json_get(params, "arguments");
	if (args && args->t == JNULL)
		args = NULL;
	Buf st = {0}, em = {0};
	int is_error = 0;
	/* wrong arguments: an input error the model can correct, so a tool
	 * result (its text the problem, the envelope its diagnostic), not a
	 * protocol error */
	int bad = mcp_tool_call(&r->s->c, ti, args, &st, &is_error, &em) < 0;
	result_begin(r, 0);
	jw_key(&r->w, "content");
	jw_arr(&r->w);
	jw_obj(&r->w);
	jw_kstr(&r->w, "type", "text");
	/* otherwise the serialized JSON as text too, for clients without structured content */
	jw_kstr(&r->w, "text", bad ? em.s : st.s);
	jw_end_obj(&r->w);
	jw_end_arr(&r->w);
	jw_key(&r->w, "structuredContent");
	jw_raw(&r->w, st.s);
	jw_kbool(&r->w, "isError", bad || is_error);
	result_end(r);
	buf_free(&st);
	buf_free(&em);
}

static void m_resources_list(Req *r, const JVal *params)
{
	result_begin(r, 1);
	jw_key(&r->w, "resources");
	mcp_resources_json(&r->s->c, &r->w);
	result_end(r);
}

static void m_templates_list(Req *r, const JVal *params)
{
	result_begin(r, 1);
	jw_key(&r->w, "resourceTemplates");
	jw_raw(&r->w, "[]");
	result_end(r);
}

static void m_resources_read(Req *r, const JVal *params)
{
	const char *uri = json_str(json_get(params, "uri"));
	if (!uri) {
		error_resp(r->out, r->id, E_PARAMS, "resources/read needs params.uri (a string)", NULL);
		return;
	}
	Buf tmp = {0};
	JsonW w;
	jw_init(&w, &tmp, 0);
	if (!mcp_resource_read(&r->s->c, uri, &w)) {
		/* 2026-07-28 replaced the legacy -32002 with -32602 */
		Buf d = {0};
		JsonW dw;
		jw_init(&dw, &d, 0);
		jw_obj(&dw);
		jw_kstr(&dw, "uri", uri);
		jw_end_obj(&dw);
		error_resp(r->out, r->id, r->modern ? E_PARAMS : E_RESOURCE_LEGACY, "Resource not found", d.s);
		buf_free(&d);
		buf_free(&tmp);
		return;
	}
	result_begin(r, 1);
	jw_key(&r->w, "contents");
	jw_arr(&r->w);
	jw_raw(&r->w, tmp.s);
	jw_end_arr(&r->w);
	result_end(r);
	buf_free(&tmp);
}

static int valid_id(const JVal *id)
{
	return id->t == JSTR || (id->t == JNUM && id->is_int);
}

/* The request methods and the revisions that have them (initialize and
 * ping are answered before dispatch: they depend on the session state). */
enum { REV_MODERN = 1, REV_LEGACY = 2 };
static const struct {
	const char *name;
	void (*fn)(Req *r, const JVal *params);
	int revs;
} methods[] = {
	{"server/discover", m_discover, REV_MODERN},
	{"tools/list", m_tools_list, REV_MODERN | REV_LEGACY},
	{"tools/call", m_tools_call, REV_MODERN | REV_LEGACY},
	{"resources/list", m_resources_list, REV_MODERN | REV_LEGACY},
	{"resources/templates/list", m_templates_list, REV_MODERN | REV_LEGACY},
	{"resources/read", m_resources_read, REV_MODERN | REV_LEGACY},
};

static void dispatch(Req *r, const char *mn, const JVal *params, int rev)
{
	for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
		if ((methods[i].revs & rev) && !strcmp(methods[i].name, mn)) {
			methods[i].fn(r, params);
			return;
		}
	char e[300];
	snprintf(e, sizeof e, "Method not found: %.200s", mn);
	error_resp(r->out, r->id, E_METHOD, e, NULL);
}

int mcp_handle(McpServer *s, const char *msg, size_t len, Buf *out)
{
	size_t i = 0;
	while (i < len && (msg[i] == ' ' || msg[i] == '\t' || msg[i] == '\r'))
		i++;
	if (i == len)
		return 0;
	Arena *a = arena_new();
	char perr[200];
	JVal *m = json_parse(a, msg, len, perr, sizeof perr);
	if (!m) {
		char e[300];
		snprintf(e, sizeof e, "Parse error: %s", perr);
		error_resp(out, NULL, E_PARSE, e, NULL);
		goto done;
	}
	if (m->t == JARR) {
		error_resp(out, NULL, E_REQUEST, "Invalid Request: JSON-RPC batches are not supported (MCP removed them in 2025-06-18)", NULL);
		goto done;
	}
	if (m->t != JOBJ) {
		error_resp(out, NULL, E_REQUEST, "Invalid Request: a message is a JSON object", NULL);
		goto done;
	}
	const JVal *id = json_get(m, "id");
	const JVal *jr = json_get(m, "jsonrpc");
	const JVal *method = json_get(m, "method");
	if (id && !valid_id(id)) {
		error_resp(out, NULL, E_REQUEST, "Invalid Request: id must be a string or an integer", NULL);
		goto done;
	}
	if (!jr || !json_str(jr) || strcmp(json_str(jr), "2.0")) {
		if (id || method)
			error_resp(out, id, E_REQUEST, "Invalid Request: \"jsonrpc\": \"2.0\" is required", NULL);
		goto done;
	}
	if (!method) {
		/* a response (this server sends no requests) or junk */
		if (!json_get(m, "result") && !json_get(m, "error"))
			error_resp(out, id, E_REQUEST, "Invalid Request: no \"method\"", NULL);
		goto done;
	}
	if (method->t != JSTR) {
		error_resp(out, id, E_REQUEST, "Invalid Request: \"method\" must be a string", NULL);
		goto done;
	}
	const char *mn = method->s;
	const JVal *params = json_get(m, "params");
	if (params && params->t != JOBJ) {
		if (id)
			error_resp(out, id, E_PARAMS, "Invalid params: \"params\" must be an object", NULL);
		goto done;
	}
	if (!id) {
		/* notifications: initialized, cancelled (tools run to completion), others ignored */
		if (!strcmp(mn, "notifications/initialized"))
			s->initialized = 1;
		goto done;
	}
	if (s->verbose)
		fprintf(stderr, "kiln mcp: %s\n", mn);
	Req r = {.s = s, .id = id, .out = out};
	const JVal *meta = params ? json_get(params, "_meta") : NULL;
	const JVal *ver = meta ? json_get(meta, KEY_VERSION) : NULL;
	if (!strcmp(mn, "initialize")) {
		m_initialize(&r, params);
		goto done;
	}
	if (ver) {
		/* 2026-07-28: stateless, every request names its version */
		r.modern = 1;
		if (ver->t != JSTR) {
			error_resp(out, id, E_PARAMS, "Invalid params: _meta." KEY_VERSION " must be a string", NULL);
			goto done;
		}
		if (strcmp(ver->s, MODERN_VERSION)) {
			Buf d = {0};
			JsonW dw;
			jw_init(&dw, &d, 0);
			jw_obj(&dw);
			jw_key(&dw, "supported");
			jw_arr(&dw);
			jw_str(&dw, MODERN_VERSION);
			jw_end_arr(&dw);
			jw_kstr(&dw, "requested", ver->s);
			jw_end_obj(&dw);
			error_resp(out, id, E_UNSUPPORTED_VERSION, "Unsupported protocol version", d.s);
			buf_free(&d);
			goto done;
		}
		const JVal *caps = json_get(meta, KEY_CAPS);
		if (!caps || caps->t != JOBJ) {
			error_resp(out, id, E_PARAMS, "Invalid params: _meta." KEY_CAPS " (an object) is required", NULL);
			goto done;
		}
		dispatch(&r, mn, params, REV_MODERN);
		goto done;
	}
	/* legacy: after initialize */
	if (!strcmp(mn, "ping")) {
		result_begin(&r, 0);
		result_end(&r);
		goto done;
	}
	if (!strcmp(mn, "server/discover")) {
		error_resp(out, id, E_PARAMS, "Invalid params: server/discover (2026-07-28) needs _meta." KEY_VERSION " and _meta." KEY_CAPS, NULL);
		goto done;
	}
	if (!s->legacy[0]) {
		error_resp(out, id, E_REQUEST,
			"Invalid Request: send initialize first (protocol 2025-11-25), or carry _meta." KEY_VERSION " = \"" MODERN_VERSION "\" on every request", NULL);
		goto done;
	}
	dispatch(&r, mn, params, REV_LEGACY);
done:
	arena_free(a);
	return 0;
}

int mcp_serve_stdio(McpServer *s)
{
	signal(SIGPIPE, SIG_IGN);
	Buf line = {0}, out = {0};
	int c, skipping = 0;
	for (;;) {
		c = getchar();
		if (c == EOF || c == '\n') {
			if (skipping) {
				error_resp(&out, NULL, E_PARSE, "Parse error: message longer than 16 MiB", NULL);
				skipping = 0;
			} else if (line.len)
				mcp_handle(s, line.s, line.len, &out);
			if (out.len) {
				fwrite(out.s, 1, out.len, stdout);
				fflush(stdout);
				out.len = 0;
			}
			line.len = 0;
			if (line.s)
				line.s[0] = 0;
			if (c == EOF)
				break;
			continue;
		}
		if (skipping)
			continue;
		if (line.len >= MCP_MAX_MESSAGE) {
			skipping = 1;
			continue;
		}
		buf_putc(&line, (char)c);
	}
	buf_free(&line);
	buf_free(&out);
	return 0;
}

int mcp_describe(McpServer *s, Buf *text, Buf *json, int argc, const char *const *argv)
{
	if (json) {
		JsonW w;
		kenv_open(&w, json, 1, "mcp", argc, argv, NULL, 0);
		kenv_diags_begin(&w);
		kenv_diags_end(&w);
		jw_kstr(&w, "server", "kiln");
		jw_key(&w, "protocol_versions");
		jw_arr(&w);
		jw_str(&w, MODERN_VERSION);
		for (int i = 0; legacy_versions[i]; i++)
			jw_str(&w, legacy_versions[i]);
		jw_end_arr(&w);
		jw_kstr(&w, "root", s->c.root);
		jw_key(&w, "tools");
		jw_arr(&w);
		for (int i = 0; i < mcp_ntools(); i++)
			mcp_tool_json(i, &w);
		jw_end_arr(&w);
		jw_key(&w, "resources");
		mcp_resources_json(&s->c, &w);
		kenv_close(&w);
	}
	if (text) {
		buf_printf(text, "kiln mcp: protocol %s (stateless) and", MODERN_VERSION);
		for (int i = 0; legacy_versions[i]; i++)
			buf_printf(text, " %s", legacy_versions[i]);
		buf_printf(text, " (initialize); resources under %s\n", s->c.root);
		Buf tj = {0};
		JsonW w;
		jw_init(&w, &tj, 0);
		jw_arr(&w);
		for (int i = 0; i < mcp_ntools(); i++)
			mcp_tool_json(i, &w);
		jw_end_arr(&w);
		Arena *a = arena_new();
		char perr[64];
		JVal *d = json_parse(a, tj.s, tj.len, perr, sizeof perr);
		for (int i = 0; d && i < d->n; i++) {
			const JVal *req = json_get(json_get(d->items[i], "inputSchema"), "required");
			buf_printf(text, "  %-10s %s (", json_str(json_get(d->items[i], "name")), json_str(json_get(d->items[i], "title")));
			const JVal *pr = json_get(json_get(d->items[i], "inputSchema"), "properties");
			for (int k = 0; pr && k < pr->n; k++) {
				int r = 0;
				for (int q = 0; req && q < req->n; q++)
					r |= !strcmp(json_str(req->items[q]), pr->keys[k]);
				buf_printf(text, "%s%s%s", k ? ", " : "", pr->keys[k], r ? "*" : "");
			}
			buf_puts(text, ")\n");
		}
		buf_puts(text, "  (* required; full JSON Schemas: kiln mcp --describe --json)\n");
		arena_free(a);
		buf_free(&tj);
	}
	return 0;
}
