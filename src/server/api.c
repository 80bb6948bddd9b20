/* kilnd request validation: the route table, job requests, names, keys,
 * bearer headers.  Pure functions over bytes (no I/O), so the HTTP fuzz
 * target (tests/fuzz/fuzz_http.c) drives exactly what the server runs. */
#include "server/server.h"
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const KindInfo srv_kinds[] = {
	{"build", CLASS_CPU, NULL, NULL, NULL},
	{"sim", CLASS_CPU, NULL, NULL, NULL},
	{"check", CLASS_CPU, NULL, NULL, NULL},
	{"run", CLASS_GPU, NULL, NULL, NULL},
	{"bench", CLASS_GPU, NULL, NULL, NULL},
	{"profile", CLASS_GPU, "ncu", NULL, NULL},
	{"sanitize", CLASS_GPU, "compute-sanitizer", NULL, NULL},
	/* kiln task eval (issue 15): the CPU stages (sim, check) on a CPU worker,
	 * the GPU stages (run, bench) on a GPU lease */
	{"task", CLASS_CPU, NULL, "eval", NULL},
	{"task_gpu", CLASS_GPU, NULL, "eval", "task"},
};
const int srv_nkinds = sizeof srv_kinds / sizeof srv_kinds[0];

/* profile needs ncu only for --ncu (its --timeline and --import run without it) */
int srv_needs_tool(const JobSpec *js)
{
	if (!js->kind->tool)
		return 0;
	if (strcmp(js->kind->name, "profile"))
		return 1;
	for (int i = 0; i < js->nargs; i++)
		if (!strcmp(js->args[i], "--ncu"))
			return 1;
	return 0;
}

const KindInfo *srv_kind(const char *name)
{
	for (int i = 0; i < srv_nkinds; i++)
		if (!strcmp(srv_kinds[i].name, name))
			return &srv_kinds[i];
	return NULL;
}

static const char *const state_names[] = {
	[JS_QUEUED] = "queued", [JS_LEASED] = "leased", [JS_RUNNING] = "running",
	[JS_DONE] = "done", [JS_FAILED] = "failed", [JS_CANCELLED] = "cancelled",
};
_Static_assert(sizeof state_names / sizeof state_names[0] == JS_CANCELLED + 1, "a JobState without a name");

const char *job_state_name(int s)
{
	return s >= 0 && s <= JS_CANCELLED ? state_names[s] : "?";
}

int job_state_parse(const char *s)
{
	for (int i = 0; i <= JS_CANCELLED; i++)
		if (!strcmp(s, state_names[i]))
			return i;
	return -1;
}

int srv_valid_sha(const char *s)
{
	int n = 0;
	for (; s[n]; n++)
		if (!((s[n] >= '0' && s[n] <= '9') || (s[n] >= 'a' && s[n] <= 'f')))
			return 0;
	return n == 64;
}

int srv_valid_name(const char *s, char *err, size_t errlen)
{
	size_t n = strlen(s);
	if (!n || n > SRV_MAX_NAME) {
		snprintf(err, errlen, "file name must have 1 to %d bytes", SRV_MAX_NAME);
		return 0;
	}
	if (s[n - 1] == '/') {
		snprintf(err, errlen, "file name '%.64s' has an empty component (leading, trailing or double '/')", s);
		return 0;
	}
	int depth = 0;
	for (const char *c = s; *c;) {
		const char *e = strchr(c, '/');
		size_t k = e ? (size_t)(e - c) : strlen(c);
		if (!k) {
			snprintf(err, errlen, "file name '%.64s' has an empty component (leading, trailing or double '/')", s);
			return 0;
		}
		if ((k == 1 && c[0] == '.') || (k == 2 && c[0] == '.' && c[1] == '.')) {
			snprintf(err, errlen, "file name '%.64s' has a '.' or '..' component", s);
			return 0;
		}
		for (size_t i = 0; i < k; i++) {
			unsigned char ch = (unsigned char)c[i];
			if (!isalnum(ch) && ch != '.' && ch != '_' && ch != '-' && ch != '+') {
				snprintf(err, errlen, "file name '%.64s' has a character outside [A-Za-z0-9._+-/]", s);
				return 0;
			}
		}
		if (++depth > 16) {
			snprintf(err, errlen, "file name '%.64s' is nested deeper than 16 directories", s);
			return 0;
		}
		c += k;
		if (*c == '/')
			c++;
	}
	return 1;
}

int srv_valid_key(const char *s)
{
	size_t n = strlen(s);
	if (!n || n > SRV_MAX_KEY)
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '-' && *s != '_' && *s != '.' && *s != ':')
			return 0;
	return 1;
}

const char *srv_bearer(const char *h)
{
	if (!h || strncasecmp(h, "Bearer ", 7))
		return NULL;
	h += 7;
	while (*h == ' ')
		h++;
	size_t n = strlen(h);
	if (!n || n > 200)
		return NULL;
	for (size_t i = 0; i < n; i++)
		if (!isgraph((unsigned char)h[i]))
			return NULL;
	return h;
}

/* An option value must stay inside the job directory: no absolute path,
 * no '..' component, wherever a path can hide in an argument (the whole
 * argument, after '=', after a short option letter). */
static int path_escapes(const char *v)
{
	if (v[0] == '/' || v[0] == '~')
		return 1;
	for (const char *p = v; (p = strstr(p, "..")); p += 2) {
		int start = p == v || p[-1] == '/' || p[-1] == '=';
		int end = p[2] == 0 || p[2] == '/';
		if (start && end)
			return 1;
	}
	return 0;
}

static int check_arg(const char *a, char *err, size_t errlen)
{
	if (strlen(a) > SRV_MAX_ARG_LEN) {
		snprintf(err, errlen, "an argument is longer than %d bytes", SRV_MAX_ARG_LEN);
		return 0;
	}
	for (const char *c = a; *c; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f) {
			snprintf(err, errlen, "argument '%.40s' has a control character", a);
			return 0;
		}
	if (!strcmp(a, "--json") || !strncmp(a, "--json=", 7)) {
		snprintf(err, errlen, "argument '--json': the server chooses the output format (use \"output\")");
		return 0;
	}
	if (!strcmp(a, "--device") || !strncmp(a, "--device=", 9)) {
		snprintf(err, errlen, "argument '--device': the server leases the GPU (use \"gpu\")");
		return 0;
	}
	if (!strcmp(a, "-")) {
		snprintf(err, errlen, "argument '-': a job has no standard input");
		return 0;
	}
	const char *eq = a[0] == '-' ? strchr(a, '=') : NULL;
	if (path_escapes(a) || (eq && path_escapes(eq + 1)) ||
	    (a[0] == '-' && a[1] && a[1] != '-' && a[2] && path_escapes(a + 2))) {
		snprintf(err, errlen, "argument '%.60s' names a path outside the job directory", a);
		return 0;
	}
	return 1;
}

static char *dupstr(Arena *a, const JVal *v) { return arena_strndup(a, v->s, v->slen); }

#define FAIL(...) do { snprintf(err, errlen, __VA_ARGS__); return -1; } while (0)

int srv_parse_job(Arena *a, const char *body, size_t len, JobSpec *js, char *err, size_t errlen)
{
	static const char *const keys[] = {"kind", "main", "files", "args", "timeout_s", "output", "gpu",
		"client_key", NULL};
	memset(js, 0, sizeof *js);
	js->gpu = -1;
	char jerr[200];
	JVal *root = json_parse(a, body, len, jerr, sizeof jerr);
	if (!root)
		FAIL("invalid JSON: %s", jerr);
	if (root->t != JOBJ)
		FAIL("a job request must be a JSON object");
	for (int i = 0; i < root->n; i++) {
		int known = 0;
		for (int k = 0; keys[k]; k++)
			known |= !strcmp(root->keys[i], keys[k]);
		if (!known)
			FAIL("%d:%d: unknown key \"%.40s\" (known: kind, main, files, args, timeout_s, output, gpu, client_key)",
			     root->items[i]->line, root->items[i]->col, root->keys[i]);
		for (int j = 0; j < i; j++)
			if (!strcmp(root->keys[i], root->keys[j]))
				FAIL("duplicate key \"%.40s\"", root->keys[i]);
	}
	const JVal *k = json_get(root, "kind");
	if (!k || k->t != JSTR)
		FAIL("\"kind\" is required: one of build, sim, check, run, bench, profile, sanitize, task, task_gpu");
	if (!(js->kind = srv_kind(k->s)))
		FAIL("unknown kind \"%.40s\" (one of build, sim, check, run, bench, profile, sanitize, task, task_gpu)", k->s);

	const JVal *f = json_get(root, "files");
	if (!f || f->t != JARR || !f->n)
		FAIL("\"files\" is required: a non-empty array of {\"name\", \"sha256\"}");
	if (f->n > SRV_MAX_FILES)
		FAIL("more than %d files", SRV_MAX_FILES);
	js->files = arena_alloc(a, (size_t)f->n * sizeof *js->files);
	for (int i = 0; i < f->n; i++) {
		const JVal *e = f->items[i];
		const JVal *n = json_get(e, "name"), *h = json_get(e, "sha256");
		if (e->t != JOBJ || e->n != 2 || !n || !h || n->t != JSTR || h->t != JSTR)
			FAIL("files[%d] must be {\"name\": STRING, \"sha256\": STRING}", i);
		if (strlen(n->s) != n->slen || !srv_valid_name(n->s, err, errlen))
			return n->slen != strlen(n->s) ? (snprintf(err, errlen, "files[%d]: name has a NUL byte", i), -1) : -1;
		if (!srv_valid_sha(h->s))
			FAIL("files[%d]: sha256 must be 64 lowercase hex digits", i);
		for (int j = 0; j < i; j++)
			if (!strcmp(js->files[j].name, n->s))
				FAIL("files[%d]: '%s' listed twice", i, n->s);
		/* a name that is a directory of another name would not materialize */
		for (int j = 0; j < i; j++) {
			size_t lj = strlen(js->files[j].name), li = strlen(n->s);
			const char *lo = lj < li ? js->files[j].name : n->s, *hi = lj < li ? n->s : js->files[j].name;
			size_t ll = lj < li ? lj : li;
			if (lj != li && !strncmp(lo, hi, ll) && hi[ll] == '/')
				FAIL("files[%d]: '%s' is both a file and a directory", i, lo);
		}
		snprintf(js->files[i].name, sizeof js->files[i].name, "%s", n->s);
		memcpy(js->files[i].sha, h->s, 65);
		js->nfiles++;
	}
	const JVal *m = json_get(root, "main");
	if (!m || m->t != JSTR)
		FAIL("\"main\" is required: the name of the input file the command is given");
	int found = 0;
	for (int i = 0; i < js->nfiles; i++)
		found |= !strcmp(js->files[i].name, m->s);
	if (!found || m->slen != strlen(m->s))
		FAIL("\"main\" ('%.60s') is not one of \"files\"", m->s);
	snprintf(js->main, sizeof js->main, "%s", m->s);

	const JVal *ar = json_get(root, "args");
	if (ar) {
		if (ar->t != JARR)
			FAIL("\"args\" must be an array of strings");
		if (ar->n > SRV_MAX_ARGS)
			FAIL("more than %d args", SRV_MAX_ARGS);
		js->args = arena_alloc(a, (size_t)(ar->n + 1) * sizeof *js->args);
		for (int i = 0; i < ar->n; i++) {
			const JVal *v = ar->items[i];
			if (v->t != JSTR)
				FAIL("args[%d] must be a string", i);
			if (v->slen != strlen(v->s))
				FAIL("args[%d] has a NUL byte", i);
			if (!check_arg(v->s, err, errlen))
				return -1;
			js->args[js->nargs++] = dupstr(a, v);
		}
	}
	const JVal *t = json_get(root, "timeout_s");
	if (t) {
		if (t->t != JNUM || !(t->num > 0) || t->num > SRV_MAX_TIMEOUT_S)
			FAIL("\"timeout_s\" must be a number in (0, %g]", SRV_MAX_TIMEOUT_S);
		js->timeout_s = t->num;
	}
	const JVal *o = json_get(root, "output");
	if (o) {
		if (o->t != JSTR || (strcmp(o->s, "json") && strcmp(o->s, "text")))
			FAIL("\"output\" must be \"json\" or \"text\"");
		js->text = !strcmp(o->s, "text");
	}
	const JVal *g = json_get(root, "gpu");
	if (g && g->t != JNULL) {
		if (g->t != JNUM || !g->is_int || g->i < 0 || g->i >= SRV_MAX_GPUS)
			FAIL("\"gpu\" must be a GPU index (0..%d) or null", SRV_MAX_GPUS - 1);
		if (js->kind->cls != CLASS_GPU)
			FAIL("\"gpu\" is only for GPU kinds (run, bench, profile, sanitize)");
		js->gpu = (int)g->i;
	}
	const JVal *ck = json_get(root, "client_key");
	if (ck) {
		if (ck->t != JSTR || !srv_valid_key(ck->s))
			FAIL("\"client_key\" must be 1 to %d characters of [A-Za-z0-9._:-]", SRV_MAX_KEY);
		snprintf(js->key, sizeof js->key, "%s", ck->s);
	}
	return 0;
}

void srv_spec_json(const JobSpec *js, Buf *out)
{
	JsonW w;
	jw_init(&w, out, 0);
	jw_obj(&w);
	jw_kstr(&w, "kind", js->kind->name);
	jw_kstr(&w, "main", js->main);
	jw_key(&w, "files");
	jw_arr(&w);
	for (int i = 0; i < js->nfiles; i++) {
		jw_obj(&w);
		jw_kstr(&w, "name", js->files[i].name);
		jw_kstr(&w, "sha256", js->files[i].sha);
		jw_end_obj(&w);
	}
	jw_end_arr(&w);
	jw_key(&w, "args");
	jw_arr(&w);
	for (int i = 0; i < js->nargs; i++)
		jw_str(&w, js->args[i]);
	jw_end_arr(&w);
	if (js->timeout_s > 0)            /* 0: the server's default (kilnd fills it in before storing) */
		jw_knum(&w, "timeout_s", js->timeout_s);
	jw_kstr(&w, "output", js->text ? "text" : "json");
	jw_key(&w, "gpu");
	if (js->gpu >= 0)
		jw_int(&w, js->gpu);
	else
		jw_null(&w);
	if (js->key[0])
		jw_kstr(&w, "client_key", js->key);
	jw_end_obj(&w);
}

/* ---- routes ---- */
static int parse_id(const char *s, size_t n, int64_t *id)
{
	if (!n || n > 18)
		return 0;
	int64_t v = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return 0;
		v = v * 10 + (s[i] - '0');
	}
	*id = v;
	return v > 0;
}

RouteId srv_route(const char *method, const char *path, Route *r)
{
	memset(r, 0, sizeof *r);
	int get = !strcmp(method, "GET") || !strcmp(method, "HEAD");
	int post = !strcmp(method, "POST"), del = !strcmp(method, "DELETE");
#define METHOD(ok, allowed) do { if (!(ok)) { r->allow = allowed; return r->id = R_METHOD; } } while (0)
	if (strncmp(path, "/v1/", 4))
		return R_NONE;
	path += 4;
	if (!strcmp(path, "health")) {
		METHOD(get, "GET, HEAD");
		return r->id = R_HEALTH;
	}
	if (!strcmp(path, "blobs")) {
		METHOD(post, "POST");
		return r->id = R_BLOB_POST;
	}
	if (!strncmp(path, "blobs/", 6)) {
		if (!srv_valid_sha(path + 6))
			return R_NONE;
		METHOD(get, "GET, HEAD");
		memcpy(r->sha, path + 6, 65);
		return r->id = R_BLOB_GET;
	}
	if (!strcmp(path, "jobs")) {
		METHOD(get || post, "GET, HEAD, POST");
		return r->id = post ? R_JOBS_POST : R_JOBS_LIST;
	}
	if (strncmp(path, "jobs/", 5))
		return R_NONE;
	path += 5;
	const char *slash = strchr(path, '/');
	size_t n = slash ? (size_t)(slash - path) : strlen(path);
	if (!parse_id(path, n, &r->job))
		return R_NONE;
	if (!slash) {
		METHOD(get || del, "GET, HEAD, DELETE");
		return r->id = del ? R_JOB_DELETE : R_JOB_GET;
	}
	path = slash + 1;
	if (!strcmp(path, "log")) {
		METHOD(get, "GET, HEAD");
		return r->id = R_JOB_LOG;
	}
	if (!strncmp(path, "artifacts/", 10)) {
		char e[128];
		if (!srv_valid_name(path + 10, e, sizeof e))
			return R_NONE;
		METHOD(get, "GET, HEAD");
		snprintf(r->name, sizeof r->name, "%s", path + 10);
		return r->id = R_JOB_ARTIFACT;
	}
	return R_NONE;
#undef METHOD
}
