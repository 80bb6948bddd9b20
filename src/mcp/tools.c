/* The MCP tools: one table of tools and their arguments.  The table is the
 * single source of the JSON Schema each tool advertises (inputSchema), of
 * the argument checks, and of the kiln command line a call becomes. */
#include "mcp/mcp_int.h"
#include "task/spawn.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef enum { A_STR, A_INT, A_BOOL, A_NUM, A_STRS, A_VARS } ArgType;

/* Per argument type: its JSON Schema type, what the schema adds to it, and
 * how an argument error names it. */
static const struct {
	const char *json, *extra_key, *extra, *what;
} arg_types[] = {
	[A_STR] = {"string", NULL, NULL, "string (no NUL bytes)"},
	[A_INT] = {"integer", NULL, NULL, "integer"},
	[A_BOOL] = {"boolean", NULL, NULL, "boolean"},
	[A_NUM] = {"number", NULL, NULL, "number"},
	[A_STRS] = {"array", "items", "{\"type\":\"string\"}", "an array of strings"},
	[A_VARS] = {"object", "additionalProperties", "{\"type\":\"integer\"}", "an object of integers"},
};

typedef struct {
	const char *name;
	ArgType type;
	int required;
	const char *desc;
	const char *enumv;     /* "isa|doc|zoo" for A_STR, or NULL */
	/* How the argument reaches the command line, after the subcommand:
	 * NULL: its value as a positional argument; "-": "-", the value going
	 * to the command's stdin; otherwise this option with the value (an
	 * A_BOOL: the option alone when true; A_STRS: once per string; A_VARS:
	 * once per key, KEY=VALUE). */
	const char *flag;
} ArgSpec;

#define MAX_ARGS 10

typedef struct {
	const char *name, *title, *desc;
	const char *command;   /* kiln subcommand ("kb search" runs kiln kb search) */
	int remote;            /* goes through kilnd (kiln remote) when KILN_SERVER is set */
	double timeout_s;
	ArgSpec args[MAX_ARGS]; /* in inputSchema order, which is also the command line's */
} ToolSpec;

/* the arguments several workload tools share */
#define ARG_WORKLOAD {"workload", A_STR, 1, "the workload JSON path", NULL, NULL}
#define ARG_CASE(dflt) {"case", A_STR, 0, "case name (default: " dflt ")", NULL, "--case"}
#define ARG_DEVICE {"device", A_INT, 0, "CUDA device ordinal", NULL, "--device"}

static const ToolSpec tools[] = {
	{"build", "Compile a Kiln kernel to PTX",
	 "Compiles a .kiln kernel (a file path, or the source text itself) to PTX with the source map and, with ptxas, the register/shared-memory/spill report. Returns the kiln.build envelope: diagnostics (file:line:col with the legal instruction forms for instruction errors), kernels, ptx, map, resources.",
	 "build", 1, 120,
	 {{"path", A_STR, 0, "the .kiln file (give path or source)", NULL, NULL},
	  {"source", A_STR, 0, "the kernel source text (compiled as <stdin>; imports resolve against the server's directory)", NULL, "-"},
	  {"defines", A_STRS, 0, "template parameter / constant overrides, NAME=VALUE", NULL, "-D"},
	  {"target", A_STR, 0, "sm_90a (default), sm_100a, sm_80 ...", NULL, "--target"},
	  {"kernel", A_STR, 0, "compile only this kernel", NULL, "--kernel"},
	  {"map", A_BOOL, 0, "include the source line -> PTX lines map", NULL, "--map"},
	  {"ptxas", A_BOOL, 0, "assemble with ptxas -v: registers, shared memory, spills", NULL, "--ptxas"},
	  {"include_dirs", A_STRS, 0, "import search directories", NULL, "-I"}}},
	{"isa", "Look up PTX instructions in Kiln's ISA table",
	 "Lists the ISA table entries an exact opcode (ld.global.v4.f32: operand types resolved) or a substring matches: legal forms and modifiers, operands, effects, simulator fidelity, minimum PTX version and target, one line of documentation.",
	 "isa", 0, 30,
	 {{"query", A_STR, 0, "an opcode or a substring of an entry id, base name or form (omit: every entry)", NULL, NULL}}},
	{"kb_search", "Search the Kiln knowledge base",
	 "Full-text search (SQLite FTS5, ranked) over the ISA table, the docs, the zoo kernels (header, design note, instructions used, workloads, latest bench ratio), the standard library and the tuning notes; results have ids for kb_show and snippets.",
	 "kb search", 0, 30,
	 {{"query", A_STR, 1, "words; dotted opcodes match as phrases (fence.proxy.async)", NULL, NULL},
	  {"kind", A_STR, 0, "only this kind of document", "isa|doc|zoo|example|lib|tuning", "--kind"},
	  {"limit", A_INT, 0, "at most this many results (20)", NULL, "--limit"}}},
	{"kb_uses", "Find the lines that use a PTX instruction",
	 "Lists every line of the zoo kernels, the conformance examples and the standard library whose statement is the instruction (cp.async.bulk.tensor matches every form that extends it by modifiers) or an ISA entry id.",
	 "kb uses", 0, 30,
	 {{"instruction", A_STR, 1, "an opcode prefix or ISA entry id", NULL, NULL}}},
	{"kb_show", "Show one knowledge-base document",
	 "The whole document for an id from kb_search (isa:fence_proxy_async, zoo:gemm/wgmma_ws, tuning:bank-conflicts-swizzle ...).",
	 "kb show", 0, 30,
	 {{"id", A_STR, 1, "a document id", NULL, NULL}}},
	{"sim", "Run a workload on the CPU simulator",
	 "Compiles the workload's kernel, generates its inputs, runs every CTA on the simulator (warps, mbarriers, TMA, wgmma, exact bf16/fp8 rounding) and compares the outputs with the reference. No GPU needed. Returns the kiln.sim envelope: verdict, comparison, simulator errors with source locations (deadlock waiters, out-of-bounds addresses).",
	 "sim", 1, 600,
	 {ARG_WORKLOAD,
	  ARG_CASE("the first"),
	  {"vars", A_VARS, 0, "overrides of the case's variables, {\"n\": 4096}", NULL, "--var"},
	  {"schedule", A_STR, 0, "warp schedule", "rr|random", "--schedule"},
	  {"seed", A_INT, 0, "random schedule seed", NULL, "--seed"},
	  {"ctas", A_STR, 0, "linear CTA ids to run, e.g. 0,5,8-11", NULL, "--ctas"}}},
	{"check", "Check a kernel for races and deadlocks",
	 "Runs kiln check (synccheck and racecheck over the interleavings the synchronization allows) on a workload case and returns its findings with witnesses.",
	 "check", 1, 600,
	 {ARG_WORKLOAD, ARG_CASE("the first")}},
	{"run", "Run a workload on the GPU",
	 "Runs the kernel on a GPU in a child process and checks outputs (poisoned before the launch), inputs unchanged, every output written. Needs a CUDA driver (or KILN_SERVER for kilnd).",
	 "run", 1, 300,
	 {ARG_WORKLOAD, ARG_CASE("the first"), ARG_DEVICE}},
	{"bench", "Time a workload on the GPU",
	 "Checks, then times the kernel: device-side timing, warm-up by time budget, L2 flushed, rotating buffer sets re-verified after timing, median and spread, clocks, percent of the roofline floor (faster than the floor is flagged).",
	 "bench", 1, 600,
	 {ARG_WORKLOAD,
	  ARG_CASE("the bench case"),
	  ARG_DEVICE,
	  {"time_cap_s", A_NUM, 0, "stop timing after this many seconds (10)", NULL, "--time-cap"}}},
	{"profile", "Profile a workload's kernel on the GPU",
	 "Runs kiln profile: Nsight Compute counters mapped to .kiln lines and warp roles (ncu: speed of light, occupancy, pipes, memory, per-line stalls) and/or the intra-kernel timeline of trace regions. Needs a GPU and, for ncu, Nsight Compute (or KILN_SERVER for kilnd).",
	 "profile", 1, 900,
	 {ARG_WORKLOAD,
	  ARG_CASE("the first"),
	  {"ncu", A_BOOL, 0, "profile with Nsight Compute", NULL, "--ncu"},
	  {"timeline", A_BOOL, 0, "record the kernel's trace regions (timeline)", NULL, "--timeline"},
	  {"set", A_STR, 0, "ncu section set", "basic|full", "--set"},
	  {"lines", A_INT, 0, "hottest source lines to list", NULL, "--lines"},
	  {"out", A_STR, 0, "artifact directory (profile.ncu-rep, csv, timeline)", NULL, "--out"}}},
	{"sanitize", "Run a workload under compute-sanitizer",
	 "Runs kiln sanitize: the kernel under compute-sanitizer's memcheck, racecheck, synccheck or initcheck, its reports mapped to .kiln lines; a deadlock under the tool is killed at the timeout. Needs a GPU and compute-sanitizer (or KILN_SERVER for kilnd). kiln check finds most synchronization bugs on the CPU first (tuning:sanitizer-blind-spots-mbarrier).",
	 "sanitize", 1, 900,
	 {ARG_WORKLOAD,
	  {"tool", A_STR, 1, "the compute-sanitizer tool", "memcheck|racecheck|synccheck|initcheck", "--tool"},
	  ARG_CASE("the first"),
	  {"timeout_s", A_NUM, 0, "kill the kernel after this many seconds without progress (20)", NULL, "--timeout"},
	  {"print_limit", A_INT, 0, "at most this many reports from the tool (1000)", NULL, "--print-limit"}}},
	{"task_eval", "Score a candidate kernel on an optimization task",
	 "Runs sim, check, run and bench in that order on the task's cases (shapes, special values, stress, salted holdouts, timed), stops at the first failure, applies the anti-cheat rules and scores the geometric-mean speedup over the baseline measured in the same run. A cheating candidate scores 0 with the reason.",
	 "task eval", 0, 3600,
	 {{"task", A_STR, 1, "the task directory (tasks/softmax_f32)", NULL, NULL},
	  {"candidate", A_STR, 1, "the candidate .kiln file", NULL, NULL},
	  {"stages", A_STR, 0, "subset of sim,check,run,bench (default: all, in order)", NULL, "--stages"},
	  {"cases", A_STR, 0, "only these sim/run cases, comma separated", NULL, "--cases"},
	  {"salt", A_STR, 0, "holdout salt in hex (default: random)", NULL, "--salt"}}},
};

/* The next value of an "a|b|c" list at *p: its length, *p moved past it; 0 at the end. */
static size_t enum_next(const char **p, const char **v)
{
	if (!**p)
		return 0;
	*v = *p;
	const char *e = strchr(*p, '|');
	size_t n = e ? (size_t)(e - *p) : strlen(*p);
	*p += n + (e ? 1 : 0);
	return n;
}

/* "kiln.<first word of the command>": the schema of its envelope */
static void schema_name(const ToolSpec *t, char *out, size_t cap)
{
	snprintf(out, cap, "kiln.%.*s", (int)strcspn(t->command, " "), t->command);
}

int mcp_ntools(void)
{
	return (int)(sizeof tools / sizeof tools[0]);
}

/* The envelope every tool returns (docs/schema/common.json's shape). */
static void envelope_schema(JsonW *w, const ToolSpec *t)
{
	jw_obj(w);
	jw_kstr(w, "type", "object");
	jw_key(w, "properties");
	jw_obj(w);
	/* the command's own schema: docs/schema/<command>.json */
	char schema[64];
	schema_name(t, schema, sizeof schema);
	jw_key(w, "schema");
	jw_obj(w);
	jw_kstr(w, "const", schema);
	jw_kstr(w, "description", "the command's envelope; its fields: docs/schema/<command>.json");
	jw_end_obj(w);
	jw_key(w, "schema_version");
	jw_raw(w, "{\"type\":\"integer\"}");
	jw_key(w, "command");
	jw_raw(w, "{\"type\":\"array\",\"items\":{\"type\":\"string\"}}");
	jw_key(w, "status");
	jw_raw(w, "{\"type\":\"string\"}");
	jw_key(w, "exit_code");
	jw_raw(w, "{\"type\":\"integer\",\"description\":\"0 clean, 1 findings or mismatch, 2 usage or input error, 3 internal error\"}");
	jw_key(w, "diagnostics");
	jw_raw(w, "{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"severity\":{\"type\":\"string\"},"
	          "\"message\":{\"type\":\"string\"},\"file\":{\"type\":[\"string\",\"null\"]},\"line\":{\"type\":\"integer\"},"
	          "\"col\":{\"type\":\"integer\"}},\"required\":[\"severity\",\"message\"]}}");
	jw_end_obj(w);
	jw_key(w, "required");
	jw_raw(w, "[\"schema\",\"schema_version\",\"command\",\"status\",\"exit_code\",\"diagnostics\"]");
	jw_end_obj(w);
}

void mcp_tool_json(int i, JsonW *w)
{
	const ToolSpec *t = &tools[i];
	jw_obj(w);
	jw_kstr(w, "name", t->name);
	jw_kstr(w, "title", t->title);
	jw_kstr(w, "description", t->desc);
	jw_key(w, "inputSchema");
	jw_obj(w);
	jw_kstr(w, "type", "object");
	jw_key(w, "properties");
	jw_obj(w);
	for (int a = 0; a < MAX_ARGS && t->args[a].name; a++) {
		const ArgSpec *s = &t->args[a];
		jw_key(w, s->name);
		jw_obj(w);
		jw_kstr(w, "type", arg_types[s->type].json);
		jw_kstr(w, "description", s->desc);
		if (arg_types[s->type].extra_key) {
			jw_key(w, arg_types[s->type].extra_key);
			jw_raw(w, arg_types[s->type].extra);
		}
		if (s->enumv) {
			jw_key(w, "enum");
			jw_arr(w);
			const char *p = s->enumv, *v;
			for (size_t n; (n = enum_next(&p, &v));)
				jw_strn(w, v, n);
			jw_end_arr(w);
		}
		jw_end_obj(w);
	}
	jw_end_obj(w);
	jw_key(w, "required");
	jw_arr(w);
	for (int a = 0; a < MAX_ARGS && t->args[a].name; a++)
		if (t->args[a].required)
			jw_str(w, t->args[a].name);
	jw_end_arr(w);
	jw_kbool(w, "additionalProperties", 0);
	jw_end_obj(w);
	jw_key(w, "outputSchema");
	envelope_schema(w, t);
	jw_key(w, "annotations");
	jw_obj(w);
	jw_kbool(w, "readOnlyHint", 1);
	jw_kbool(w, "openWorldHint", 0);
	jw_end_obj(w);
	jw_end_obj(w);
}

int mcp_tool_find(const char *name)
{
	for (int i = 0; i < mcp_ntools(); i++)
		if (!strcmp(tools[i].name, name))
			return i;
	return -1;
}

/* Checks arguments against the table; 0, or -1 with the problem in err. */
static int check_args(const ToolSpec *t, const JVal *args, Buf *err)
{
	if (args && args->t != JOBJ) {
		buf_puts(err, "arguments must be an object");
		return -1;
	}
	for (int i = 0; args && i < args->n; i++) {
		const ArgSpec *s = NULL;
		for (int a = 0; a < MAX_ARGS && t->args[a].name; a++)
			if (!strcmp(t->args[a].name, args->keys[i]))
				s = &t->args[a];
		if (!s) {
			buf_printf(err, "unknown argument '%s' (accepted:", args->keys[i]);
			for (int a = 0; a < MAX_ARGS && t->args[a].name; a++)
				buf_printf(err, " %s", t->args[a].name);
			buf_puts(err, ")");
			return -1;
		}
		const JVal *v = args->items[i];
		int ok = 0;
		switch (s->type) {
		case A_STR: ok = v->t == JSTR && memchr(v->s, 0, v->slen) == NULL; break;
		case A_INT: ok = v->t == JNUM && v->is_int; break;
		case A_NUM: ok = v->t == JNUM; break;
		case A_BOOL: ok = v->t == JBOOL; break;
		case A_STRS:
			ok = v->t == JARR;
			for (int k = 0; ok && k < v->n; k++)
				ok = v->items[k]->t == JSTR;
			break;
		case A_VARS:
			ok = v->t == JOBJ;
			for (int k = 0; ok && k < v->n; k++)
				ok = v->items[k]->t == JNUM && v->items[k]->is_int;
			break;
		}
		if (!ok) {
			buf_printf(err, "argument '%s' must be %s", s->name, arg_types[s->type].what);
			return -1;
		}
		if (s->type == A_STR && s->enumv) {
			int hit = 0;
			const char *p = s->enumv, *e;
			for (size_t n; !hit && (n = enum_next(&p, &e));)
				hit = n == v->slen && !strncmp(e, v->s, n);
			if (!hit) {
				buf_printf(err, "argument '%s' must be one of %s", s->name, s->enumv);
				return -1;
			}
		}
	}
	for (int a = 0; a < MAX_ARGS && t->args[a].name; a++)
		if (t->args[a].required && !json_get(args, t->args[a].name)) {
			buf_printf(err, "missing required argument '%s'", t->args[a].name);
			return -1;
		}
	return 0;
}

typedef struct {
	const char *v[64];
	int n;
	Arena *a;
} Argv;

static void push(Argv *av, const char *s)
{
	if (av->n < 63)
		av->v[av->n++] = s;
	av->v[av->n] = NULL;
}

static const char *sarg(const JVal *args, const char *k)
{
	return json_str(json_get(args, k));
}

/* The command line for a call (arguments checked), from the table's flag
 * column.  stdin_text: the build tool's source. */
static void build_argv(const ToolSpec *t, const JVal *args, const char *exe, int remote, Argv *av, const char **stdin_text)
{
	push(av, exe);
	if (remote)
		push(av, "remote");
	char *cmd = arena_strdup(av->a, t->command);
	char *sp = strchr(cmd, ' ');
	if (sp) {
		*sp = 0;
		push(av, cmd);
		push(av, sp + 1);
	} else
		push(av, cmd);
	for (int a = 0; a < MAX_ARGS && t->args[a].name; a++) {
		const ArgSpec *s = &t->args[a];
		const JVal *v = json_get(args, s->name);
		if (!v)
			continue;
		if (s->flag && !strcmp(s->flag, "-")) {
			push(av, "-");
			*stdin_text = v->s;
			continue;
		}
		switch (s->type) {
		case A_BOOL:
			if (v->b)
				push(av, s->flag);
			break;
		case A_STRS:
			for (int i = 0; i < v->n; i++) {
				push(av, s->flag);
				push(av, v->items[i]->s);
			}
			break;
		case A_VARS:
			for (int i = 0; i < v->n; i++) {
				push(av, s->flag);
				push(av, arena_printf(av->a, "%s=%lld", v->keys[i], v->items[i]->i));
			}
			break;
		case A_STR:
		case A_INT:
		case A_NUM:
			if (s->flag)
				push(av, s->flag);
			push(av, v->t == JSTR ? v->s : v->is_int ? arena_printf(av->a, "%lld", v->i) :
				arena_printf(av->a, "%.17g", v->num));
			break;
		}
	}
	push(av, "--json");
}

/* the command line as the envelope's "command"; [] when none ran */
static void argv_json(const Argv *av, JsonW *w)
{
	jw_arr(w);
	for (int i = 0; i < av->n; i++)
		jw_str(w, i ? av->v[i] : "kiln");
	jw_end_arr(w);
}

/* A synthesized envelope when the command printed none. */
static void synth_envelope(Buf *out, const ToolSpec *t, const Argv *av, int exit_code, const char *status,
                           const char *message, const char *stderr_tail)
{
	JsonW w;
	jw_init(&w, out, 0);
	jw_obj(&w);
	char schema[64];
	schema_name(t, schema, sizeof schema);
	jw_kstr(&w, "schema", schema);
	jw_kint(&w, "schema_version", 1);
	jw_key(&w, "command");
	argv_json(av, &w);
	jw_kstr(&w, "status", status);
	jw_kint(&w, "exit_code", exit_code);
	jw_key(&w, "diagnostics");
	jw_arr(&w);
	jw_obj(&w);
	jw_kstr(&w, "severity", "error");
	jw_kstr(&w, "message", message);
	jw_key(&w, "file");
	jw_null(&w);
	jw_kint(&w, "line", 0);
	jw_kint(&w, "col", 0);
	jw_end_obj(&w);
	jw_end_arr(&w);
	if (stderr_tail && *stderr_tail)
		jw_kstr(&w, "stderr", stderr_tail);
	jw_end_obj(&w);
}

static const char *status_for(int code)
{
	return code == 0 ? "ok" : code == 1 ? "fail" : code == 2 ? "input_error" : "internal_error";
}

/* The command's document with the envelope fields it lacks filled in (a
 * command printing an older layout still satisfies the output schema). */
static void normalize(Buf *out, const ToolSpec *t, const Argv *av, const JVal *doc, int exit_code, const char *stderr_text,
                      const char *via)
{
	JsonW w;
	jw_init(&w, out, 0);
	jw_obj(&w);
	const JVal *sv = json_get(doc, "schema");
	if (!sv || sv->t != JSTR) {
		char schema[64];
		schema_name(t, schema, sizeof schema);
		jw_kstr(&w, "schema", schema);
	}
	const JVal *ver = json_get(doc, "schema_version");
	if (!ver || ver->t != JNUM || !ver->is_int)
		jw_kint(&w, "schema_version", sv && sv->t == JNUM && sv->is_int ? sv->i : 1);
	const JVal *cmd = json_get(doc, "command");
	if (!cmd || cmd->t != JARR) {
		jw_key(&w, "command");
		argv_json(av, &w);
	}
	const JVal *st = json_get(doc, "status");
	if (!st || st->t != JSTR)
		jw_kstr(&w, "status", status_for(exit_code));
	const JVal *ec = json_get(doc, "exit_code");
	if (!ec || ec->t != JNUM || !ec->is_int)
		jw_kint(&w, "exit_code", exit_code);
	const JVal *dg = json_get(doc, "diagnostics");
	int diag_ok = dg && dg->t == JARR;
	for (int i = 0; diag_ok && i < dg->n; i++)
		diag_ok = json_get(dg->items[i], "severity") && json_get(dg->items[i], "message");
	if (!diag_ok) {
		/* older layouts: {level, message, file, line, col} */
		jw_key(&w, "diagnostics");
		jw_arr(&w);
		for (int i = 0; dg && dg->t == JARR && i < dg->n; i++) {
			const JVal *g = dg->items[i];
			jw_obj(&w);
			const char *lv = json_str(json_get(g, "severity"));
			if (!lv)
				lv = json_str(json_get(g, "level"));
			jw_kstr(&w, "severity", lv ? lv : "error");
			const char *m = json_str(json_get(g, "message"));
			jw_kstr(&w, "message", m ? m : "");
			const char *f = json_str(json_get(g, "file"));
			jw_key(&w, "file");
			f && *f ? jw_str(&w, f) : jw_null(&w);
			const JVal *ln = json_get(g, "line"), *cl = json_get(g, "col");
			jw_kint(&w, "line", ln && ln->t == JNUM ? ln->i : 0);
			jw_kint(&w, "col", cl && cl->t == JNUM ? cl->i : 0);
			jw_end_obj(&w);
		}
		jw_end_arr(&w);
	}
	/* the command's own fields; envelope keys of the wrong type were replaced above */
	int ok_schema = sv && sv->t == JSTR, ok_ver = ver && ver->t == JNUM && ver->is_int, ok_cmd = cmd && cmd->t == JARR,
	    ok_st = st && st->t == JSTR, ok_ec = ec && ec->t == JNUM && ec->is_int;
	for (int i = 0; i < doc->n; i++) {
		const char *k = doc->keys[i];
		if ((!diag_ok && !strcmp(k, "diagnostics")) || (!ok_schema && !strcmp(k, "schema")) ||
		    (!ok_ver && !strcmp(k, "schema_version")) || (!ok_cmd && !strcmp(k, "command")) ||
		    (!ok_st && !strcmp(k, "status")) || (!ok_ec && !strcmp(k, "exit_code")))
			continue;
		jw_key(&w, k);
		jw_value(&w, doc->items[i]);
	}
	if (stderr_text && *stderr_text && !json_get(doc, "stderr"))
		jw_kstr(&w, "stderr", stderr_text);
	if (via && !json_get(doc, "via"))
		jw_kstr(&w, "via", via);       /* the kilnd server that ran it */
	jw_end_obj(&w);
}

int mcp_tool_call(const McpCtx *c, int ti, const JVal *args, Buf *structured, int *is_error, Buf *errmsg)
{
	const ToolSpec *t = &tools[ti];
	Buf err = {0};
	Arena *a = arena_new();
	Argv av = {.a = a};
	int rc = 0;
	if (!check_args(t, args, &err) && !strcmp(t->name, "build") && !!sarg(args, "path") == !!sarg(args, "source"))
		buf_puts(&err, "give exactly one of 'path' and 'source'");
	if (err.len) {
		/* the caller reports it as a tool error with this message */
		buf_printf(errmsg, "%s: %s", t->name, err.s);
		synth_envelope(structured, t, &av, 2, "input_error", errmsg->s, NULL);
		*is_error = 1;
		buf_free(&err);
		arena_free(a);
		return -1;
	}
	const char *server = getenv("KILN_SERVER");
	int remote = t->remote && server && *server;
	const char *stdin_text = NULL;
	build_argv(t, args, c->kiln_exe, remote, &av, &stdin_text);
	Buf out = {0}, errb = {0};
	SpawnResult r;
	if (spawn_run(av.v, NULL, stdin_text, t->timeout_s, 64u << 20, &out, &errb, &r, &err)) {
		synth_envelope(structured, t, &av, 3, "internal_error", err.s, NULL);
		*is_error = 1;
		goto done;
	}
	/* the tail of stderr, for diagnostics the command printed there */
	const char *tail = errb.len > 4000 ? errb.s + errb.len - 4000 : buf_str(&errb);
	if (r.timed_out) {
		char m[200];
		snprintf(m, sizeof m, "%s timed out after %.0f s and was killed", t->command, t->timeout_s);
		synth_envelope(structured, t, &av, 1, "timeout", m, tail);
		*is_error = 1;
		goto done;
	}
	if (!r.exited) {
		char m[200];
		snprintf(m, sizeof m, "kiln %s died with signal %d (an internal error in kiln: please report it)", t->command, r.sig);
		synth_envelope(structured, t, &av, 3, "internal_error", m, tail);
		*is_error = 1;
		goto done;
	}
	if (remote && r.code == 2 && strstr(buf_str(&errb), "unknown command 'remote'")) {
		synth_envelope(structured, t, &av, 3, "unsupported",
			"unsupported: KILN_SERVER is set but this kiln has no `remote` command (kilnd, issue 14, is not merged); unset KILN_SERVER to run locally", tail);
		*is_error = 1;
		goto done;
	}
	if (r.code == 2 && (strstr(buf_str(&errb), "unknown command") || strstr(buf_str(&out), "unknown command"))) {
		char m[300];
		snprintf(m, sizeof m, "unsupported: this kiln has no `%s` command yet", t->command);
		synth_envelope(structured, t, &av, 3, "unsupported", m, tail);
		*is_error = 1;
		goto done;
	}
	char perr[160];
	JVal *doc = out.len ? json_parse(a, out.s, out.len, perr, sizeof perr) : NULL;
	if (!doc || doc->t != JOBJ) {
		char m[400];
		snprintf(m, sizeof m, "kiln %s exited %d without a JSON document%s%s", t->command, r.code,
			r.truncated ? " (output over 64 MiB was cut)" : "", errb.len ? "; its stderr is attached" : "");
		synth_envelope(structured, t, &av, r.code ? r.code : 3, status_for(r.code ? r.code : 3), m, tail);
		*is_error = 1;
		goto done;
	}
	normalize(structured, t, &av, doc, r.code, !strcmp(t->name, "build") && json_get(args, "map") ? NULL : tail,
		remote ? server : NULL);
	*is_error = r.code >= 2;
done:
	buf_free(&out);
	buf_free(&errb);
	buf_free(&err);
	arena_free(a);
	return rc;
}
