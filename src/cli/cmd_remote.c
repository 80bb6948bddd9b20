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
#include "util/arena.h"
#include "util/buf.h"
#include "util/json.h"
#include "util/sha256.h"
#include <errno.h>
#include <limits.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char usage_text[] =
	"usage: kiln remote [--server URL] [--token T] [--timeout S] [--gpu N] [--retry-for S] <build|sim|check|run|bench|profile|sanitize> INPUT [options]\n"
	"  runs 'kiln <command> INPUT [options]' on a kilnd server and prints what it would print locally\n"
	"  --server URL     http://HOST:PORT (default $KILN_SERVER)\n"
	"  --token T        bearer token (default $KILN_TOKEN)\n"
	"  --timeout S      the job's wall-clock limit on the server (kilnd's default otherwise)\n"
	"  --gpu N          run on the server's GPU N (default: the first free one)\n"
	"  --retry-for S    keep retrying an unreachable server for S seconds (60)\n"
	"  inputs must lie under the current directory; their paths are kept on the server\n";

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

static char *read_file(const char *p, size_t *len)
{
	FILE *f = fopen(p, "rb");
	if (!f)
		return NULL;
	Buf b = {0};
	char t[65536];
	size_t k;
	while ((k = fread(t, 1, sizeof t, f)) > 0)
		buf_putn(&b, t, k);
	fclose(f);
	*len = b.len;
	return b.s ? buf_take(&b) : (char *)kl_calloc(1, 1);
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

static Input *add_input(Inputs *in, const char *path, int depth)
{
	char *name = rel_name(path);
	if (!name) {
		fprintf(stderr, "kiln remote: '%s' is outside the current directory (run from a directory holding every input)\n", path);
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
	x->data = read_file(name, &x->len);
	if (!x->data) {
		fprintf(stderr, "kiln remote: cannot read '%s': %s\n", path, strerror(errno));
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

/* Everything one invocation allocates, freed in one place. */
typedef struct {
	Inputs in;
	const char **inc;
	Resp r;
	Arena *a;
} Remote;

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
	if (st.a)
		arena_free(st.a);
	return rc;
}

static int remote(Remote *st, int argc, char **argv)
{
	Conn c = {.retry_for = 60};
	const char *server = getenv("KILN_SERVER"), *token = getenv("KILN_TOKEN"), *timeout = NULL, *gpu = NULL;
	int i = 1;
	for (; i < argc && argv[i][0] == '-'; i += 2) {   /* each remote option takes a value */
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			fputs(usage_text, stdout);
			return 0;
		}
		if (!v) {
			fprintf(stderr, "kiln remote: option '%s' needs a value\n", a);
			return 2;
		}
		if (!strcmp(a, "--server"))
			server = v;
		else if (!strcmp(a, "--token"))
			token = v;
		else if (!strcmp(a, "--timeout"))
			timeout = v;
		else if (!strcmp(a, "--gpu"))
			gpu = v;
		else if (!strcmp(a, "--retry-for"))
			c.retry_for = atof(v);
		else {
			fprintf(stderr, "kiln remote: unknown option '%s'\n%s", a, usage_text);
			return 2;
		}
	}
	if (i + 1 >= argc) {
		fputs(usage_text, stderr);
		return 2;
	}
	const char *kind = argv[i], *mainarg = argv[i + 1];
	char **args = argv + i + 2;
	int nargs = argc - i - 2;
	if (mainarg[0] == '-') {
		fprintf(stderr, "kiln remote: put the input file right after '%s' (got '%s')\n", kind, mainarg);
		return 2;
	}
	if (!server || !*server) {
		fprintf(stderr, "kiln remote: no server: --server URL or KILN_SERVER\n");
		return 2;
	}
	if (parse_url(server, &c)) {
		fprintf(stderr, "kiln remote: server URL must be http://HOST:PORT (got '%s')\n", server);
		return 2;
	}
	if (token && strlen(token) >= sizeof c.auth) {
		fprintf(stderr, "kiln remote: token too long\n");
		return 2;
	}
	snprintf(c.auth, sizeof c.auth, "%s", token ? token : "");
	int text = 1;
	for (int k = 0; k < nargs; k++)
		if (!strcmp(args[k], "--json"))
			text = 0;

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
		return 2;
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
		if (r.status == 200)
			continue;
		if (r.status != 404) {
			fprintf(stderr, "kiln remote: %s\n", errmsg(&r, em, sizeof em));
			return r.status == 401 || !r.status ? 2 : 3;
		}
		snprintf(path, sizeof path, "/v1/blobs?sha256=%s", in.v[k].sha);
		request(&c, "POST", path, "Content-Type: application/octet-stream\r\n", in.v[k].data, in.v[k].len, &r);
		if (r.status != 201 && r.status != 200) {
			fprintf(stderr, "kiln remote: uploading %s: %s\n", in.v[k].name, errmsg(&r, em, sizeof em));
			return r.status >= 400 && r.status < 500 ? 2 : 3;
		}
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
	if (timeout)
		jw_knum(&w, "timeout_s", atof(timeout));
	if (gpu)
		jw_kint(&w, "gpu", atoi(gpu));
	jw_kstr(&w, "output", text ? "text" : "json");
	jw_kstr(&w, "client_key", key);
	jw_end_obj(&w);
	request(&c, "POST", "/v1/jobs", "Content-Type: application/json\r\n", jb.s, jb.len, &r);
	buf_free(&jb);
	if (r.status != 201 && r.status != 200) {
		fprintf(stderr, "kiln remote: %s\n", errmsg(&r, em, sizeof em));
		return r.status >= 400 && r.status < 500 ? 2 : r.status == 501 ? 2 : 3;
	}
	Arena *a = st->a = arena_new();
	char e[200];
	JVal *jv = json_parse(a, r.body.s, r.body.len, e, sizeof e);
	const JVal *idv = json_get(jv, "id");
	if (!idv || idv->t != JNUM) {
		fprintf(stderr, "kiln remote: unexpected reply to POST /v1/jobs: %s\n", r.body.s);
		return 3;
	}
	long long id = idv->i;

	/* ---- wait ---- */
	JVal *job = NULL;
	const char *state = NULL;
	for (;;) {
		snprintf(path, sizeof path, "/v1/jobs/%lld?wait=30", id);
		request(&c, "GET", path, NULL, NULL, 0, &r);
		if (r.status != 200) {
			fprintf(stderr, "kiln remote: job %lld: %s\n", id, errmsg(&r, em, sizeof em));
			return 3;
		}
		job = json_parse(a, r.body.s, r.body.len, e, sizeof e);
		state = json_str(json_get(job, "state"));
		if (!state) {
			fprintf(stderr, "kiln remote: job %lld: unreadable reply\n", id);
			return 3;
		}
		if (!strcmp(state, "done") || !strcmp(state, "failed") || !strcmp(state, "cancelled"))
			break;
	}

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
	if (err && !(ec && ec->t == JNUM && ec->i <= 1))
		fprintf(stderr, "kiln remote: job %lld: %s\n", id, err);
	if (!strcmp(state, "cancelled"))
		rc = 3;
	return rc;
#undef in
#undef r
}

