/* kiln remote: runs a kiln command on a kilnd server (docs/server.md).
 * It finds the command's inputs (the file given, a workload's kernel and
 * the files it names, a kernel's imports, files named by options), uploads
 * the blobs the server lacks, submits the job with an idempotency key
 * (so a retry after a lost connection or a server restart never makes a
 * second job), waits, prints what the local command prints (its stdout
 * byte for byte, its stderr, then one line of server timings on stderr),
 * writes the files the job produced, and exits with the command's code.
 * The HTTP/1.1 client below is plain TCP: put TLS in front of kilnd. */
#include "cli/cli.h"
#include "cli/opt.h"
#include "util/arena.h"
#include "util/envelope.h"
#include "util/buf.h"
#include "util/json.h"
#include "util/sha256.h"
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* kiln remote's own options come before the command; everything after
 * the command word is the command's. */
static const char synopsis[] =
	"[--server URL] [--token T] [--timeout S] [--gpu N] [--retry-for S] [--envelope] "
	"<build|sim|check|run|bench|profile|sanitize> INPUT [options]";
static const char about[] =
	"\nRuns 'kiln <command> INPUT [options]' on a kilnd server (docs/server.md) and prints what it\n"
	"prints locally, then one line of server timings on stderr; writes the files the job made.\n"
	"Inputs must lie under the current directory (their paths are kept on the server).\n"
	"With --json: the command's document; kiln remote's own failures are a kiln.remote document\n"
	"(docs/schema/remote.json), as is everything with --envelope.\n";

typedef struct {
	char host[256], port[16];
	char auth[300];
	double retry_for;
} Conn;

typedef struct {
	int status;          /* 0: no response (connection failed) */
	Buf body;
	char err[700];
} Resp;

static double mono(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

static int parse_url(const char *url, Conn *c)
{
	if (strncmp(url, "http://", 7))
		return -1;
	const char *h = url + 7, *e = h + strcspn(h, "/");
	const char *colon = memchr(h, ':', (size_t)(e - h));
	if (!colon || colon == h || (size_t)(colon - h) >= sizeof c->host || (size_t)(e - colon - 1) >= sizeof c->port || e == colon + 1)
		return -1;
	snprintf(c->host, sizeof c->host, "%.*s", (int)(colon - h), h);
	snprintf(c->port, sizeof c->port, "%.*s", (int)(e - colon - 1), colon + 1);
	return *e && strcmp(e, "/") ? -1 : 0;
}

static int send_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t k = send(fd, p, n, MSG_NOSIGNAL);
		if (k <= 0)
			return -1;
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

/* Decodes a chunked body in place; -1 if malformed. */
static int unchunk(Buf *b, size_t start)
{
	Buf out = {0};
	size_t i = start;
	for (;;) {
		char *e;
		unsigned long long n = strtoull(b->s + i, &e, 16);
		char *nl = strstr(e, "\r\n");
		if (e == b->s + i || !nl)
			goto bad;
		i = (size_t)(nl + 2 - b->s);
		if (!n)
			break;
		if (n > b->len - i)
			goto bad;
		buf_putn(&out, b->s + i, (size_t)n);
		i += (size_t)n + 2;
		if (i > b->len)
			goto bad;
	}
	buf_free(b);
	*b = out;
	if (!b->s)
		buf_puts(b, "");
	return 0;
bad:
	buf_free(&out);
	return -1;
}

/* One request on a fresh connection (Connection: close). */
static void request1(const Conn *c, const char *method, const char *path, const char *extra_hdr,
                     const char *body, size_t blen, Resp *r)
{
	buf_free(&r->body);
	r->status = 0;
	r->err[0] = 0;
	struct addrinfo hints = {0}, *ai = NULL;
	hints.ai_socktype = SOCK_STREAM;
	int g = getaddrinfo(c->host, c->port, &hints, &ai);
	if (g) {
		snprintf(r->err, sizeof r->err, "%s:%s: %s", c->host, c->port, gai_strerror(g));
		return;
	}
	int fd = -1;
	for (struct addrinfo *a = ai; a && fd < 0; a = a->ai_next) {
		fd = socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
		if (fd >= 0 && connect(fd, a->ai_addr, a->ai_addrlen)) {
			snprintf(r->err, sizeof r->err, "connect %s:%s: %s", c->host, c->port, strerror(errno));
			close(fd);
			fd = -1;
		}
	}
	freeaddrinfo(ai);
	if (fd < 0)
		return;
	Buf h = {0};
	buf_printf(&h, "%s %s HTTP/1.1\r\nHost: %s:%s\r\nUser-Agent: kiln-remote\r\nConnection: close\r\n", method, path, c->host, c->port);
	if (c->auth[0])
		buf_printf(&h, "Authorization: Bearer %s\r\n", c->auth);
	if (extra_hdr)
		buf_puts(&h, extra_hdr);
	if (body)
		buf_printf(&h, "Content-Length: %zu\r\n", blen);
	buf_puts(&h, "\r\n");
	int bad = send_all(fd, h.s, h.len) || (body && blen && send_all(fd, body, blen));
	buf_free(&h);
	Buf in = {0};
	char t[65536];
	ssize_t k;
	while (!bad && (k = recv(fd, t, sizeof t, 0)) > 0)
		buf_putn(&in, t, (size_t)k);
	close(fd);
	char *eoh = in.s ? strstr(in.s, "\r\n\r\n") : NULL;
	int st = 0;
	if (bad || !eoh || sscanf(in.s, "HTTP/1.%*d %d", &st) != 1) {
		snprintf(r->err, sizeof r->err, "%s %s: no HTTP response from %s:%s", method, path, c->host, c->port);
		buf_free(&in);
		return;
	}
	size_t hl = (size_t)(eoh + 4 - in.s);
	*eoh = 0;
	int chunked = strcasestr(in.s, "\r\ntransfer-encoding: chunked") != NULL;
	*eoh = '\r';
	if (chunked) {
		if (unchunk(&in, hl)) {
			snprintf(r->err, sizeof r->err, "%s %s: malformed chunked response", method, path);
			buf_free(&in);
			return;
		}
		r->body = in;
	} else {
		buf_putn(&r->body, in.s + hl, in.len - hl);
		if (!r->body.s)
			buf_puts(&r->body, "");
		buf_free(&in);
	}
	r->status = st;
}

/* Retries while the server is unreachable (restarting), up to retry_for. */
static void request(const Conn *c, const char *method, const char *path, const char *hdr,
                    const char *body, size_t blen, Resp *r)
{
	double t0 = mono(), back = 0.05;
	for (;;) {
		request1(c, method, path, hdr, body, blen, r);
		if (r->status || mono() - t0 > c->retry_for)
			return;
		struct timespec ts = {0, (long)(back * 1e9)};
		nanosleep(&ts, NULL);
		back = back * 2 > 1 ? 1 : back * 2;
	}
}

/* The server's {"error": {"message"}} or the raw body. */
static const char *errmsg(const Resp *r, char *out, size_t len)
{
	if (!r->status) {
		snprintf(out, len, "%.500s", r->err);
		return out;
	}
	Arena *a = arena_new();
	char e[64];
	JVal *v = json_parse(a, r->body.s, r->body.len, e, sizeof e);
	const char *m = json_str(json_get(json_get(v, "error"), "message"));
	snprintf(out, len, "HTTP %d: %s", r->status, m ? m : r->body.s);
	arena_free(a);
	return out;
}

/* ---- inputs ---- */
typedef struct {
	char *name;      /* relative to the current directory, normalized */
	char sha[65];
	char *data;
	size_t len;
} Input;

typedef struct {
	Input *v;
	int n, cap;
	const char **incdirs;
	int nincdirs;
} Inputs;

/* Lexically normalizes a relative path; NULL if it leaves "." */
static char *normalize(const char *p)
{
	char *out = kl_malloc(strlen(p) + 1);
	if (!out)
		return NULL;
	size_t n = 0;
	for (const char *c = p; *c;) {
		size_t k = strcspn(c, "/");
		if (k == 2 && c[0] == '.' && c[1] == '.') {
			if (!n) {
				kl_free(out);
				return NULL;
			}
			while (n && out[n - 1] != '/')
				n--;
			if (n)
				n--;
		} else if (k && !(k == 1 && c[0] == '.')) {
			if (n)
				out[n++] = '/';
			memcpy(out + n, c, k);
			n += k;
		}
		c += k;
		while (*c == '/')
			c++;
	}
	out[n] = 0;
	return out;
}

/* A path as the user wrote it -> a name relative to the current directory. */
static char *rel_name(const char *path)
{
	if (path[0] != '/')
		return normalize(path);
	char cwd[PATH_MAX], rp[PATH_MAX];
	if (!getcwd(cwd, sizeof cwd) || !realpath(path, rp))
		return NULL;
	size_t n = strlen(cwd);
	if (strncmp(rp, cwd, n) || rp[n] != '/')
		return NULL;
	return normalize(rp + n + 1);
}

static int is_file(const char *p)
{
	struct stat st;
	return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static Input *find(Inputs *in, const char *name)
{
	for (int i = 0; i < in->n; i++)
		if (!strcmp(in->v[i].name, name))
			return &in->v[i];
	return NULL;
}

static void add_kernel(Inputs *in, const char *name, int depth);

static char input_err[700];     /* why add_input failed */

static Input *add_input(Inputs *in, const char *path, int depth)
{
	char *name = rel_name(path);
	if (!name) {
		snprintf(input_err, sizeof input_err, "'%.500s' is outside the current directory (run from a directory holding every input)", path);
		return NULL;
	}
	Input *have = find(in, name);
	if (have) {
		kl_free(name);
		return have;
	}
	if (in->n == in->cap) {
		in->cap = in->cap ? 2 * in->cap : 16;
		in->v = kl_realloc(in->v, (size_t)in->cap * sizeof *in->v);
	}
	Input *x = &in->v[in->n++];
	memset(x, 0, sizeof *x);
	x->name = name;
	x->data = buf_read_file(name, SIZE_MAX, &x->len);
	if (!x->data) {
		snprintf(input_err, sizeof input_err, "cannot read '%.500s': %s", path, strerror(errno));
		in->n--;
		kl_free(name);
		return NULL;
	}
	sha256_hex(x->data, x->len, x->sha);
	size_t nl = strlen(name);
	if (nl > 5 && !strcmp(name + nl - 5, ".kiln") && depth < 64)
		add_kernel(in, name, depth + 1);
	return x;
}

static void dir_join(const char *file, const char *rel, char *out, size_t len)
{
	const char *sl = strrchr(file, '/');
	if (rel[0] == '/' || !sl)
		snprintf(out, len, "%s", rel);
	else
		snprintf(out, len, "%.*s/%s", (int)(sl - file), file, rel);
}

/* A kernel's imports: `import "PATH";` relative to the importing file,
 * then each -I directory (the compiler's order). */
static void add_kernel(Inputs *in, const char *name, int depth)
{
	Input *k = find(in, name);
	if (!k)
		return;
	size_t len = k->len;
	char *text = kl_malloc(len + 1);
	memcpy(text, k->data, len);
	text[len] = 0;
	for (char *p = text; (p = strstr(p, "import")); p += 6) {
		if (p > text && (p[-1] == '_' || (p[-1] >= 'a' && p[-1] <= 'z') || (p[-1] >= 'A' && p[-1] <= 'Z')))
			continue;
		char *q = p + 6;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q != '"')
			continue;
		char *e = strchr(q + 1, '"');
		if (!e || e - q > 1024)
			continue;
		char rel[1100], path[2300];
		snprintf(rel, sizeof rel, "%.*s", (int)(e - q - 1), q + 1);
		dir_join(name, rel, path, sizeof path);
		int found = is_file(path);
		for (int i = 0; !found && i < in->nincdirs; i++) {
			snprintf(path, sizeof path, "%s/%s", in->incdirs[i], rel);
			found = is_file(path);
		}
		if (found)
			add_input(in, path, depth);   /* missing: the server's compiler reports it */
	}
	kl_free(text);
}

/* Every string in a workload that names a file beside it (kernel, .npy
 * inputs and references, a reference library ...). */
static void add_workload_refs(Inputs *in, const char *wname, const JVal *v, int depth)
{
	if (!v || depth > 32)
		return;
	if (v->t == JSTR && v->slen && v->slen < 1024 && strlen(v->s) == v->slen) {
		char path[2300];
		dir_join(wname, v->s, path, sizeof path);
		if (is_file(path))
			add_input(in, path, 0);
	}
	if (v->t == JARR || v->t == JOBJ)
		for (int i = 0; i < v->n; i++)
			add_workload_refs(in, wname, v->items[i], depth + 1);
}

static void random_key(char out[40])
{
	unsigned char r[16];
	if (getrandom(r, sizeof r, 0) != (ssize_t)sizeof r)
		for (int i = 0; i < 16; i++)
			r[i] = (unsigned char)(rand() ^ (int)(mono() * 1e6) >> i);
	for (int i = 0; i < 16; i++)
		sprintf(out + 2 * i, "%02x", r[i]);
}

static int mkparents(const char *file)
{
	char t[PATH_MAX];
	snprintf(t, sizeof t, "%s", file);
	for (char *c = t + 1; *c; c++)
		if (*c == '/') {
			*c = 0;
			if (mkdir(t, 0755) && errno != EEXIST)
				return -1;
			*c = '/';
		}
	return 0;
}

/* Everything one invocation allocates, freed in one place, and what the
 * kiln.remote document reports (docs/schema/remote.json). */
typedef struct {
	Inputs in;
	const char **inc;
	Resp r;
	Arena *a;
	int json;              /* --json among the command's options */
	int envelope;          /* --envelope: print the kiln.remote document */
	const char *server, *kind;
	int uploaded, present; /* blobs sent, blobs the server had */
	size_t upload_bytes;
	const JVal *job;       /* the server's job document, once it ended */
	Buf out;               /* the command's stdout (--envelope) */
} Remote;

/* The kiln.remote document. */
static void remote_doc(Remote *st, int code, const char *status, const char *msg)
{
	Buf b = {0};
	JsonW w;
	env_open(&w, &b, 1, "remote", cli_argc, cli_argv, status, code);
	env_diags_begin(&w);
	if (msg)
		env_diag(&w, code == 1 ? "warning" : "error", msg, NULL, 0, 0);
	env_diags_end(&w);
	jw_key(&w, "server");
	st->server ? jw_str(&w, st->server) : jw_null(&w);
	jw_key(&w, "kind");
	st->kind ? jw_str(&w, st->kind) : jw_null(&w);
	jw_key(&w, "uploads");
	jw_obj(&w);
	jw_kint(&w, "files", st->in.n);
	jw_kint(&w, "uploaded", st->uploaded);
	jw_kint(&w, "present", st->present);
	jw_kint(&w, "bytes", (long long)st->upload_bytes);
	jw_end_obj(&w);
	jw_key(&w, "job");
	if (st->job) {
		static const char *const keep[] = {"id", "state", "attempts", "exit_code", "error", "timings", "slurm", "artifacts"};
		jw_obj(&w);
		for (size_t i = 0; i < sizeof keep / sizeof keep[0]; i++) {
			const JVal *v = json_get(st->job, keep[i]);
			jw_key(&w, keep[i]);
			v ? jw_value(&w, v) : jw_null(&w);
		}
		jw_end_obj(&w);
	} else {
		jw_null(&w);
	}
	jw_key(&w, "result");
	const JVal *res = st->job ? json_get(st->job, "result") : NULL;
	res && res->t == JOBJ ? jw_value(&w, res) : jw_null(&w);
	env_close(&w);
	fputs(buf_str(&b), stdout);
	buf_free(&b);
}

/* kiln remote's own failure: a line on stderr; with --json the kiln.remote
 * document on stdout too. */
static int fail(Remote *st, int code, const char *status, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static int fail(Remote *st, int code, const char *status, const char *fmt, ...)
{
	char msg[1200];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	fprintf(stderr, "kiln remote: %s\n", msg);
	if (st->json || st->envelope)
		remote_doc(st, code, status, msg);
	return code;
}

static int remote(Remote *st, int argc, char **argv);

int cmd_remote(int argc, char **argv)
{
	Remote st;
	memset(&st, 0, sizeof st);
	int rc = remote(&st, argc, argv);
	for (int k = 0; k < st.in.n; k++) {
		kl_free(st.in.v[k].name);
		kl_free(st.in.v[k].data);
	}
	kl_free(st.in.v);
	kl_free(st.inc);
	buf_free(&st.r.body);
	buf_free(&st.out);
	if (st.a)
		arena_free(st.a);
	return rc;
}

static int remote(Remote *st, int argc, char **argv)
{
	Conn c = {.retry_for = 60};
	const char *server = getenv("KILN_SERVER"), *token = getenv("KILN_TOKEN"), *retry = NULL, *none = NULL;
	double timeout = 0;
	uint64_t gpu = 0;
	int gpu_set = 0;
	const CliOpt opts[] = {
		{"--server", 0, OPT_STR, &server, "URL", "http://HOST:PORT (default $KILN_SERVER)"},
		{"--token", 0, OPT_STR, &token, "T", "bearer token (default $KILN_TOKEN)"},
		{"--timeout", 0, OPT_DBL, &timeout, "S", "the job's wall-clock limit on the server (kilnd's default otherwise)"},
		{"--gpu", 0, OPT_U64, &gpu, "N", "run on the server's GPU N (default: the first free one)"},
		{"--retry-for", 0, OPT_STR, &retry, "S", "keep retrying an unreachable server for S seconds (60)"},
		{"--envelope", 0, OPT_FLAG, &st->envelope, NULL, "print the kiln.remote document (the job, its timings, the result under \"result\")"},
	};
	const CliSpec spec = {"remote", synopsis, opts, (int)(sizeof opts / sizeof opts[0]), &none, "command"};
	/* the command word: the first argument that is neither an option of
	 * the table nor an option's value */
	int i = 1;
	while (i < argc && argv[i][0] == '-' && strcmp(argv[i], "-")) {
		const char *a = argv[i];
		size_t n = strcspn(a, "=");
		int takes = 0;
		for (size_t k = 0; k < sizeof opts / sizeof opts[0]; k++)
			if (strlen(opts[k].name) == n && !strncmp(opts[k].name, a, n))
				takes = opts[k].kind != OPT_FLAG && !a[n];
		i += 1 + takes;
	}
	if (i > argc)
		i = argc;
	for (int k = i; k < argc; k++)
		if (!strcmp(argv[k], "--json"))
			st->json = 1;
	int pr = cli_parse(&spec, i, argv);
	if (pr == 1)
		fputs(about, stdout);
	if (pr)
		return pr == 1 ? 0 : 2;
	for (int k = 1; k < i; k++)
		if (!strncmp(argv[k], "--gpu", 5) && (argv[k][5] == 0 || argv[k][5] == '='))
			gpu_set = 1;
	if (retry) {
		char *e;
		c.retry_for = strtod(retry, &e);
		if (*e || e == retry || !(c.retry_for >= 0 && c.retry_for <= 86400))
			return cli_usage_error(&spec, "--retry-for: '%s' is not seconds in [0, 86400]", retry);
	}
	if (i + 1 >= argc)
		return i >= argc ? cli_usage_error(&spec, "no command (build, sim, check, run, bench, profile or sanitize)")
		                 : cli_usage_error(&spec, "'%s' needs an input file", argv[i]);
	const char *kind = st->kind = argv[i], *mainarg = argv[i + 1];
	char **args = argv + i + 2;
	int nargs = argc - i - 2;
	st->server = server && *server ? server : NULL;
	if (mainarg[0] == '-')
		return cli_usage_error(&spec, "put the input file right after '%s' (got '%s')", kind, mainarg);
	if (!server || !*server)
		return fail(st, 2, "input_error", "no server: --server URL or KILN_SERVER");
	if (parse_url(server, &c))
		return fail(st, 2, "input_error", "server URL must be http://HOST:PORT (got '%s')", server);
	if (token && strlen(token) >= sizeof c.auth)
		return fail(st, 2, "input_error", "token too long");
	snprintf(c.auth, sizeof c.auth, "%s", token ? token : "");
	int text = !st->json && !st->envelope;    /* --envelope: the result document goes into it */

	/* ---- inputs ---- */
#define in (st->in)
#define r (st->r)
	const char **inc = st->inc = kl_calloc((size_t)nargs + 1, sizeof *inc);
	for (int k = 0; k < nargs; k++) {
		if ((!strcmp(args[k], "-I") || !strcmp(args[k], "--include")) && k + 1 < nargs)
			inc[in.nincdirs++] = args[k + 1];
		else if (!strncmp(args[k], "-I", 2) && args[k][2])
			inc[in.nincdirs++] = args[k] + 2;
	}
	in.incdirs = inc;
	Input *m = add_input(&in, mainarg, 0);
	if (!m)
		return fail(st, 2, "input_error", "%s", input_err);
	char *mainname = m->name;
	size_t ml = strlen(mainname);
	if (ml > 5 && !strcmp(mainname + ml - 5, ".json")) {
		Arena *a = arena_new();
		char e[200];
		JVal *w = json_parse(a, m->data, m->len, e, sizeof e);
		add_workload_refs(&in, mainname, w, 0);   /* invalid JSON: the server's kiln reports it */
		arena_free(a);
	}
	for (int k = 0; k < nargs; k++) {
		const char *v = args[k][0] == '-' && strchr(args[k], '=') ? strchr(args[k], '=') + 1 : args[k];
		char *rn = v[0] != '-' && is_file(v) ? rel_name(v) : NULL;
		if (rn)
			add_input(&in, v, 0);
		kl_free(rn);
	}

	/* ---- blobs the server lacks ---- */
	char em[600], path[300];
	for (int k = 0; k < in.n; k++) {
		snprintf(path, sizeof path, "/v1/blobs/%s", in.v[k].sha);
		request(&c, "HEAD", path, NULL, NULL, 0, &r);
		if (r.status == 200) {
			st->present++;
			continue;
		}
		if (r.status != 404)
			return r.status == 401 || !r.status ? fail(st, 2, r.status ? "unauthorized" : "unreachable", "%s", errmsg(&r, em, sizeof em))
			                                    : fail(st, 3, "internal_error", "%s", errmsg(&r, em, sizeof em));
		snprintf(path, sizeof path, "/v1/blobs?sha256=%s", in.v[k].sha);
		request(&c, "POST", path, "Content-Type: application/octet-stream\r\n", in.v[k].data, in.v[k].len, &r);
		if (r.status != 201 && r.status != 200)
			return fail(st, r.status >= 400 && r.status < 500 ? 2 : 3, r.status >= 400 && r.status < 500 ? "input_error" : "internal_error",
			            "uploading %s: %s", in.v[k].name, errmsg(&r, em, sizeof em));
		st->uploaded++;
		st->upload_bytes += in.v[k].len;
	}

	/* ---- the job ---- */
	char key[40];
	random_key(key);
	Buf jb = {0};
	JsonW w;
	jw_init(&w, &jb, 0);
	jw_obj(&w);
	jw_kstr(&w, "kind", kind);
	jw_kstr(&w, "main", mainname);
	jw_key(&w, "files");
	jw_arr(&w);
	for (int k = 0; k < in.n; k++) {
		jw_obj(&w);
		jw_kstr(&w, "name", in.v[k].name);
		jw_kstr(&w, "sha256", in.v[k].sha);
		jw_end_obj(&w);
	}
	jw_end_arr(&w);
	jw_key(&w, "args");
	jw_arr(&w);
	for (int k = 0; k < nargs; k++)
		if (strcmp(args[k], "--json"))
			jw_str(&w, args[k]);
	jw_end_arr(&w);
	if (timeout > 0)
		jw_knum(&w, "timeout_s", timeout);
	if (gpu_set)
		jw_kint(&w, "gpu", (long long)gpu);
	jw_kstr(&w, "output", text ? "text" : "json");
	jw_kstr(&w, "client_key", key);
	jw_end_obj(&w);
	request(&c, "POST", "/v1/jobs", "Content-Type: application/json\r\n", jb.s, jb.len, &r);
	buf_free(&jb);
	if (r.status != 201 && r.status != 200) {
		int code = r.status >= 400 && r.status < 500 ? 2 : r.status == 501 ? 2 : 3;
		return fail(st, code, r.status == 501 ? "unsupported" : !r.status ? "unreachable" : code == 2 ? "input_error" : "internal_error",
		            "%s", errmsg(&r, em, sizeof em));
	}
	Arena *a = st->a = arena_new();
	char e[200];
	JVal *jv = json_parse(a, r.body.s, r.body.len, e, sizeof e);
	const JVal *idv = json_get(jv, "id");
	if (!idv || idv->t != JNUM)
		return fail(st, 3, "internal_error", "unexpected reply to POST /v1/jobs: %.500s", r.body.s);
	long long id = idv->i;

	/* ---- wait ---- */
	JVal *job = NULL;
	const char *state = NULL;
	for (;;) {
		snprintf(path, sizeof path, "/v1/jobs/%lld?wait=30", id);
		request(&c, "GET", path, NULL, NULL, 0, &r);
		if (r.status != 200)
			return fail(st, 3, r.status ? "internal_error" : "unreachable", "job %lld: %s", id, errmsg(&r, em, sizeof em));
		job = json_parse(a, r.body.s, r.body.len, e, sizeof e);
		state = json_str(json_get(job, "state"));
		if (!state)
			return fail(st, 3, "internal_error", "job %lld: unreadable reply", id);
		if (!strcmp(state, "done") || !strcmp(state, "failed") || !strcmp(state, "cancelled"))
			break;
	}
	st->job = job;

	/* ---- output: the log (the command's stderr), then its stdout ---- */
	const JVal *arts = json_get(job, "artifacts");
	for (int k = 0; arts && arts->t == JARR && k < arts->n; k++) {
		const char *n = json_str(json_get(arts->items[k], "name"));
		if (!n)
			continue;
		snprintf(path, sizeof path, "/v1/jobs/%lld/artifacts/%s", id, n);
		int own = !strcmp(n, "log") || !strcmp(n, "stdout");
		char *safe = own ? NULL : normalize(n);
		if (!own && (!safe || strcmp(safe, n))) {
			kl_free(safe);
			continue;
		}
		request(&c, "GET", path, NULL, NULL, 0, &r);
		if (r.status != 200) {
			fprintf(stderr, "kiln remote: artifact %s: %s\n", n, errmsg(&r, em, sizeof em));
			kl_free(safe);
			continue;
		}
		if (own) {
			if (!strcmp(n, "stdout") && st->envelope)
				buf_putn(&st->out, r.body.s, r.body.len);
			else
				fwrite(r.body.s, 1, r.body.len, !strcmp(n, "log") ? stderr : stdout);
			continue;
		}
		FILE *f = mkparents(safe) ? NULL : fopen(safe, "wb");
		if (!f || fwrite(r.body.s, 1, r.body.len, f) != r.body.len)
			fprintf(stderr, "kiln remote: cannot write %s: %s\n", safe, strerror(errno));
		if (f)
			fclose(f);
		kl_free(safe);
	}
	const JVal *t = json_get(job, "timings");
	const JVal *ec = json_get(job, "exit_code");
	const char *err = json_str(json_get(job, "error"));
	double q = 0, lw = 0, lh = 0, run = 0;
	const JVal *x;
	if ((x = json_get(t, "queue_ms")) && x->t == JNUM) q = x->num;
	if ((x = json_get(t, "lease_wait_ms")) && x->t == JNUM) lw = x->num;
	if ((x = json_get(t, "lease_hold_ms")) && x->t == JNUM) lh = x->num;
	if ((x = json_get(t, "run_ms")) && x->t == JNUM) run = x->num;
	fprintf(stderr, "kiln remote: job %lld %s on %s: queue %.1f ms, lease wait %.1f ms, lease hold %.1f ms, run %.1f ms\n",
	        id, state, server, q, lw, lh, run);
	int rc;
	if (ec && ec->t == JNUM)
		rc = (int)ec->i;
	else
		rc = err && !strncmp(err, "timeout", 7) ? 1 : 3;
	if (!strcmp(state, "cancelled"))
		rc = 3;
	int has_doc = json_get(job, "result") && json_get(job, "result")->t == JOBJ;
	if (err && !(ec && ec->t == JNUM && ec->i <= 1)) {
		/* no result of the command's own: kiln remote reports the job's end */
		const char *status = !strcmp(state, "cancelled") ? "cancelled" : !strncmp(err, "timeout", 7) ? "timeout" : "failed";
		if ((st->json && !has_doc) || st->envelope)
			return fail(st, rc, status, "job %lld: %s", id, err);
		fprintf(stderr, "kiln remote: job %lld: %s\n", id, err);
	} else if (st->envelope) {
		const JVal *rs = json_get(json_get(job, "result"), "status");
		remote_doc(st, rc, json_str(rs) ? json_str(rs) : env_status_for(rc), NULL);
	}
	return rc;
#undef in
#undef r
}
