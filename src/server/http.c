/* kilnd's HTTP side on libmicrohttpd (a thread per connection, bounded
 * connection count and header memory): authentication, body limits, and
 * one handler per route of the table in api.c.  Every error is a JSON
 * document {"error": {"code", "message"}} with the matching status. */
#include "server/server.h"
#include <errno.h>
#include <fcntl.h>
#include "util/sha256.h"
#include <arpa/inet.h>
#include <microhttpd.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

typedef struct {
	Route r;
	Buf body;
	size_t limit;
	int responded;     /* a response was queued before the body was read */
	size_t overflow;   /* bytes dropped past the limit */
	Token tok;
	int authed;
} Req;

static enum MHD_Result send_buf(struct MHD_Connection *c, int status, const char *ctype, const char *s, size_t n,
                                const char *hk, const char *hv)
{
	struct MHD_Response *r = MHD_create_response_from_buffer(n, (void *)s, MHD_RESPMEM_MUST_COPY);
	if (!r)
		return MHD_NO;
	MHD_add_response_header(r, "Content-Type", ctype);
	MHD_add_response_header(r, "Cache-Control", "no-store");
	if (hk)
		MHD_add_response_header(r, hk, hv);
	enum MHD_Result rc = MHD_queue_response(c, (unsigned)status, r);
	MHD_destroy_response(r);
	return rc;
}

static enum MHD_Result send_json(struct MHD_Connection *c, int status, Buf *b, const char *hk, const char *hv)
{
	buf_putc(b, '\n');
	enum MHD_Result rc = send_buf(c, status, "application/json", b->s, b->len, hk, hv);
	buf_free(b);
	return rc;
}

static enum MHD_Result send_err(struct MHD_Connection *c, int status, const char *code, const char *msg,
                                const char *hk, const char *hv)
{
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 0);
	jw_obj(&w);
	jw_key(&w, "error");
	jw_obj(&w);
	jw_kstr(&w, "code", code);
	jw_kstr(&w, "message", msg);
	jw_kint(&w, "status", status);
	jw_end_obj(&w);
	jw_end_obj(&w);
	return send_json(c, status, &b, hk, hv);
}

/* ---- routes ---- */
static enum MHD_Result health(struct MHD_Connection *c, Server *s)
{
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 1);
	pthread_mutex_lock(&s->mu);
	jw_obj(&w);
	jw_kstr(&w, "schema", "kilnd.health");
	jw_kint(&w, "schema_version", 1);
	jw_kstr(&w, "status", "ok");
	jw_key(&w, "versions");
	jw_obj(&w);
	jw_kstr(&w, "kilnd", KILND_VERSION);
	jw_kstr(&w, "api", "v1");
	jw_kstr(&w, "sqlite", sqlite3_libversion());
	jw_kstr(&w, "microhttpd", MHD_get_version());
	jw_end_obj(&w);
	jw_kstr(&w, "backend", s->slurm ? "slurm" : "local");
	jw_kstr(&w, "sandbox", s->sandbox ? "bwrap" : "none");
	jw_knum(&w, "uptime_s", now_s() - s->started);
	jw_key(&w, "kinds");
	jw_obj(&w);
	for (int i = 0; i < srv_nkinds; i++) {
		jw_key(&w, srv_kinds[i].name);
		jw_obj(&w);
		jw_kstr(&w, "class", srv_kinds[i].cls == CLASS_GPU ? "gpu" : "cpu");
		int profile = !strcmp(srv_kinds[i].name, "profile");
		const char *why = !s->have_kind[i] ? "this kiln has no such command" :
		                  srv_kinds[i].cls == CLASS_GPU && s->slurm && !s->sl.gpus ? "no node of the Slurm cluster has a gpu GRES" :
		                  srv_kinds[i].cls == CLASS_GPU && !s->slurm && !s->ngpus ? "no GPU on this server" :
		                  !s->slurm && s->tool_missing[i] && !profile ? "its tool is not on PATH" : NULL;
		jw_kbool(&w, "available", !why);
		if (why)
			jw_kstr(&w, "why", why);
		else if (!s->slurm && s->tool_missing[i] && profile)
			jw_kstr(&w, "note", "ncu is not on PATH: profile --ncu is refused (--timeline runs)");
		jw_end_obj(&w);
	}
	jw_end_obj(&w);
	jw_key(&w, "gpus");
	jw_arr(&w);
	double t = now_s();
	for (int i = 0; i < s->ngpus; i++) {
		jw_obj(&w);
		jw_kint(&w, "index", s->gpus[i].index);
		jw_kstr(&w, "name", s->gpus[i].name);
		jw_key(&w, "lease");
		if (s->gpus[i].job) {
			jw_obj(&w);
			jw_kint(&w, "job", s->gpus[i].job);
			jw_knum(&w, "held_ms", (t - s->gpus[i].since) * 1e3);
			jw_end_obj(&w);
		} else {
			jw_null(&w);
		}
		jw_end_obj(&w);
	}
	jw_end_arr(&w);
	jw_key(&w, "cpu_workers");
	jw_obj(&w);
	jw_kint(&w, "total", s->slurm ? s->sl.max_jobs : s->cpu_workers);
	jw_kint(&w, "busy", s->slurm ? s->sl.inflight[CLASS_CPU] : s->cpu_busy);
	jw_end_obj(&w);
	jw_key(&w, "slurm");
	if (s->slurm) {
		jw_obj(&w);
		jw_kbool(&w, "reachable", s->sl.reachable);
		jw_key(&w, "error");
		if (s->sl.error[0])
			jw_str(&w, s->sl.error);
		else
			jw_null(&w);
		jw_key(&w, "partition");
		jw_str(&w, s->sl.partition);
		jw_kbool(&w, "gpu_gres", s->sl.gpus);
		jw_kint(&w, "max_jobs", s->sl.max_jobs);
		jw_key(&w, "in_flight");
		jw_obj(&w);
		jw_kint(&w, "cpu", s->sl.inflight[CLASS_CPU]);
		jw_kint(&w, "gpu", s->sl.inflight[CLASS_GPU]);
		jw_end_obj(&w);
		jw_kstr(&w, "job_name_prefix", "kilnd.");
		jw_end_obj(&w);
	} else {
		jw_null(&w);
	}
	jw_key(&w, "queue");
	jw_obj(&w);
	jw_kint(&w, "cpu", db_queue_len(s, CLASS_CPU));
	jw_kint(&w, "gpu", db_queue_len(s, CLASS_GPU));
	jw_end_obj(&w);
	jw_end_obj(&w);
	pthread_mutex_unlock(&s->mu);
	return send_json(c, 200, &b, NULL, NULL);
}

static enum MHD_Result blob_post(struct MHD_Connection *c, Server *s, Req *q)
{
	char sha[65], err[300];
	int created;
	const char *want = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "sha256");
	if (want && !srv_valid_sha(want))
		return send_err(c, 400, "bad_request", "sha256 must be 64 lowercase hex digits", NULL, NULL);
	if (want) {
		char got[65];
		sha256_hex(q->body.s ? q->body.s : "", q->body.len, got);
		if (strcmp(got, want)) {
			snprintf(err, sizeof err, "the body's sha256 is %s, not %s", got, want);
			return send_err(c, 400, "digest_mismatch", err, NULL, NULL);
		}
	}
	if (blob_put(s, q->body.s ? q->body.s : "", q->body.len, sha, &created, err, sizeof err))
		return send_err(c, 500, "internal", err, NULL, NULL);
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 0);
	jw_obj(&w);
	jw_kstr(&w, "sha256", sha);
	jw_kint(&w, "size", (long long)q->body.len);
	jw_kbool(&w, "created", created);
	jw_end_obj(&w);
	char loc[100];
	snprintf(loc, sizeof loc, "/v1/blobs/%s", sha);
	return send_json(c, created ? 201 : 200, &b, "Location", loc);
}

static enum MHD_Result send_file(struct MHD_Connection *c, const char *path, const char *ctype)
{
	int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) || !S_ISREG(st.st_mode)) {
		if (fd >= 0)
			close(fd);
		return send_err(c, 404, "not_found", "no such file", NULL, NULL);
	}
	struct MHD_Response *r = MHD_create_response_from_fd((uint64_t)st.st_size, fd);
	if (!r) {
		close(fd);
		return MHD_NO;
	}
	MHD_add_response_header(r, "Content-Type", ctype);
	enum MHD_Result rc = MHD_queue_response(c, 200, r);
	MHD_destroy_response(r);
	return rc;
}

static enum MHD_Result blob_get(struct MHD_Connection *c, Server *s, Req *q)
{
	char p[4200];
	if (!blob_exists(s, q->r.sha))
		return send_err(c, 404, "not_found", "no blob with that sha256", NULL, NULL);
	blob_path(s, q->r.sha, p, sizeof p);
	return send_file(c, p, "application/octet-stream");
}

static int kind_index(const KindInfo *k) { return (int)(k - srv_kinds); }

static enum MHD_Result jobs_post(struct MHD_Connection *c, Server *s, Req *q)
{
	Arena *a = arena_new();
	JobSpec js;
	char err[600];
	enum MHD_Result rc;
	if (srv_parse_job(a, q->body.s ? q->body.s : "", q->body.len, &js, err, sizeof err)) {
		rc = send_err(c, 400, "bad_request", err, NULL, NULL);
		goto out;
	}
	const char *hk = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Idempotency-Key");
	if (hk) {
		if (!srv_valid_key(hk) || (js.key[0] && strcmp(js.key, hk))) {
			rc = send_err(c, 400, "bad_request", "Idempotency-Key: 1 to 128 characters of [A-Za-z0-9._:-], equal to client_key when both are given", NULL, NULL);
			goto out;
		}
		snprintf(js.key, sizeof js.key, "%s", hk);
	}
	if (js.timeout_s <= 0)
		js.timeout_s = s->default_timeout_s;     /* stored as given to the worker */
	int ki = kind_index(js.kind);
	if (!s->have_kind[ki]) {
		snprintf(err, sizeof err, "unsupported: job kind '%s': this server's kiln (%s) has no '%s' command", js.kind->name, s->kiln, js.kind->name);
		rc = send_err(c, 501, "unsupported", err, NULL, NULL);
		goto out;
	}
	if (js.kind->cls == CLASS_GPU && s->slurm) {
		if (js.gpu >= 0 || !s->sl.gpus) {
			if (js.gpu >= 0)
				snprintf(err, sizeof err, "unsupported: pinning a GPU (\"gpu\": %d) with the Slurm backend: Slurm picks the node and its GPU", js.gpu);
			else
				snprintf(err, sizeof err, "unsupported: job kind '%s' needs a GPU and no node of the Slurm cluster has a gpu GRES", js.kind->name);
			rc = send_err(c, 501, "unsupported", err, NULL, NULL);
			goto out;
		}
	} else if (js.kind->cls == CLASS_GPU) {
		int ok = 0;
		for (int i = 0; i < s->ngpus; i++)
			ok |= js.gpu < 0 || s->gpus[i].index == js.gpu;
		if (!ok) {
			if (s->ngpus)
				snprintf(err, sizeof err, "unsupported: GPU %d is not served here", js.gpu);
			else
				snprintf(err, sizeof err, "unsupported: job kind '%s' needs a GPU and this server has none (--gpus none or no CUDA device)", js.kind->name);
			rc = send_err(c, 501, "unsupported", err, NULL, NULL);
			goto out;
		}
	}
	/* with Slurm the tool must be on the nodes: kiln there says when it is not */
	if (!s->slurm && s->tool_missing[ki] && srv_needs_tool(&js)) {
		snprintf(err, sizeof err, "unsupported: job kind '%s'%s needs %s, which is not on this server's PATH", js.kind->name,
		         strcmp(js.kind->name, "profile") ? "" : " --ncu", js.kind->tool);
		rc = send_err(c, 501, "unsupported", err, NULL, NULL);
		goto out;
	}
	Buf miss = {0};
	int nmiss = 0;
	for (int i = 0; i < js.nfiles; i++)
		if (!blob_exists(s, js.files[i].sha)) {
			if (nmiss++ < 8)
				buf_printf(&miss, "%s%s (%s)", nmiss > 1 ? ", " : "", js.files[i].name, js.files[i].sha);
		}
	if (nmiss) {
		snprintf(err, sizeof err, "%d blob(s) not uploaded: %s", nmiss, buf_str(&miss));
		buf_free(&miss);
		rc = send_err(c, 400, "missing_blob", err, NULL, NULL);
		goto out;
	}
	pthread_mutex_lock(&s->mu);
	int existing = 0, quota = 0;
	int64_t id = db_submit(s, q->tok.name, &js, q->tok.max_queued, &existing, &quota, err, sizeof err);
	if (id && !existing)
		pthread_cond_broadcast(&s->work);
	pthread_mutex_unlock(&s->mu);
	if (quota) {
		rc = send_err(c, 429, "quota", err, "Retry-After", "5");
		goto out;
	}
	if (!id) {
		rc = send_err(c, 500, "internal", err, NULL, NULL);
		goto out;
	}
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 0);
	jw_obj(&w);
	jw_kint(&w, "id", id);
	jw_kstr(&w, "kind", js.kind->name);
	jw_kbool(&w, "existing", existing);
	char loc[64];
	snprintf(loc, sizeof loc, "/v1/jobs/%lld", (long long)id);
	jw_kstr(&w, "url", loc);
	jw_end_obj(&w);
	rc = send_json(c, existing ? 200 : 201, &b, "Location", loc);
out:
	arena_free(a);
	return rc;
}

static enum MHD_Result jobs_list(struct MHD_Connection *c, Server *s, Req *q)
{
	const char *st = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "state");
	const char *lim = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "limit");
	int state = -1, limit = 100;
	if (st && (state = job_state_parse(st)) < 0)
		return send_err(c, 400, "bad_request", "state must be queued, leased, running, done, failed or cancelled", NULL, NULL);
	if (lim) {
		char *e;
		long v = strtol(lim, &e, 10);
		if (*e || e == lim || v < 1 || v > 10000)
			return send_err(c, 400, "bad_request", "limit must be an integer in [1, 10000]", NULL, NULL);
		limit = (int)v;
	}
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 0);
	pthread_mutex_lock(&s->mu);
	db_list_json(s, q->tok.name, state, limit, &w);
	pthread_mutex_unlock(&s->mu);
	return send_json(c, 200, &b, NULL, NULL);
}

static int terminal(int st) { return st >= JS_DONE; }

static enum MHD_Result job_get(struct MHD_Connection *c, Server *s, Req *q)
{
	const char *wv = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "wait");
	double wait = 0;
	if (wv) {
		char *e;
		wait = strtod(wv, &e);
		if (*e || e == wv || !(wait >= 0 && wait <= 300))
			return send_err(c, 400, "bad_request", "wait must be seconds in [0, 300]", NULL, NULL);
	}
	double deadline = now_s() + wait;
	Buf b = {0};
	JsonW w;
	pthread_mutex_lock(&s->mu);
	for (;;) {
		int state;
		buf_free(&b);
		jw_init(&w, &b, 1);
		if (db_job_json(s, q->r.job, q->tok.name, &w, &state)) {
			pthread_mutex_unlock(&s->mu);
			buf_free(&b);
			return send_err(c, 404, "not_found", "no such job (of this token)", NULL, NULL);
		}
		if (terminal(state) || now_s() >= deadline || s->stopping)
			break;
		double left = deadline - now_s();
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		long long ns = ts.tv_nsec + (long long)((left < 1 ? left : 1) * 1e9);
		ts.tv_sec += ns / 1000000000;
		ts.tv_nsec = ns % 1000000000;
		pthread_cond_timedwait(&s->finished, &s->mu, &ts);
	}
	pthread_mutex_unlock(&s->mu);
	return send_json(c, 200, &b, NULL, NULL);
}

static enum MHD_Result job_delete(struct MHD_Connection *c, Server *s, Req *q)
{
	int before;
	pthread_mutex_lock(&s->mu);
	int r = db_cancel(s, q->r.job, q->tok.name, &before);
	pthread_mutex_unlock(&s->mu);
	if (r)
		return send_err(c, 404, "not_found", "no such job (of this token)", NULL, NULL);
	if (terminal(before)) {
		char m[100];
		snprintf(m, sizeof m, "job %lld has already ended (%s)", (long long)q->r.job, job_state_name(before));
		return send_err(c, 409, "conflict", m, NULL, NULL);
	}
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 0);
	jw_obj(&w);
	jw_kint(&w, "id", q->r.job);
	jw_kstr(&w, "state", before == JS_QUEUED ? "cancelled" : job_state_name(before));
	jw_kbool(&w, "cancel_requested", 1);
	jw_end_obj(&w);
	return send_json(c, before == JS_QUEUED ? 200 : 202, &b, NULL, NULL);
}

/* ---- GET /v1/jobs/ID/log: the child's stderr, followed until the job ends ---- */
typedef struct {
	Server *s;
	int64_t job;
	char token[64];
	char path[4300];
	int fd;
	int ended;
	double start;
} LogStream;

static ssize_t log_read(void *cls, uint64_t pos, char *buf, size_t max)
{
	LogStream *ls = cls;
	for (;;) {
		if (ls->fd < 0)
			ls->fd = open(ls->path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
		if (ls->fd >= 0) {
			ssize_t k = pread(ls->fd, buf, max, (off_t)pos);
			if (k > 0)
				return k;
			if (k < 0)
				return MHD_CONTENT_READER_END_WITH_ERROR;
		}
		if (ls->ended)
			return MHD_CONTENT_READER_END_OF_STREAM;
		int st = 0;
		char *arts = NULL;
		pthread_mutex_lock(&ls->s->mu);
		int r = db_job_brief(ls->s, ls->job, ls->token, &st, &arts);
		int stop = ls->s->stopping;
		pthread_mutex_unlock(&ls->s->mu);
		free(arts);
		if (r || terminal(st) || stop || now_s() - ls->start > 3 * SRV_MAX_TIMEOUT_S)
			ls->ended = 1;            /* one more read picks up the tail */
		else {
			struct timespec ts = {0, 50 * 1000000};
			nanosleep(&ts, NULL);
		}
	}
}

static void log_free(void *cls)
{
	LogStream *ls = cls;
	if (ls->fd >= 0)
		close(ls->fd);
	free(ls);
}

static enum MHD_Result job_log(struct MHD_Connection *c, Server *s, Req *q)
{
	int st;
	char *arts = NULL;
	pthread_mutex_lock(&s->mu);
	int r = db_job_brief(s, q->r.job, q->tok.name, &st, &arts);
	pthread_mutex_unlock(&s->mu);
	free(arts);
	if (r)
		return send_err(c, 404, "not_found", "no such job (of this token)", NULL, NULL);
	LogStream *ls = calloc(1, sizeof *ls);
	if (!ls)
		return MHD_NO;
	ls->s = s;
	ls->job = q->r.job;
	snprintf(ls->token, sizeof ls->token, "%s", q->tok.name);
	char dir[4200];
	job_dir(s, q->r.job, dir, sizeof dir);
	snprintf(ls->path, sizeof ls->path, "%s/log", dir);
	ls->fd = -1;
	ls->start = now_s();
	if (st == JS_CANCELLED && access(ls->path, F_OK))
		ls->ended = 1;
	struct MHD_Response *resp = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 16384, log_read, ls, log_free);
	if (!resp) {
		free(ls);
		return MHD_NO;
	}
	MHD_add_response_header(resp, "Content-Type", "text/plain; charset=utf-8");
	MHD_add_response_header(resp, "X-Content-Type-Options", "nosniff");
	enum MHD_Result rc = MHD_queue_response(c, 200, resp);
	MHD_destroy_response(resp);
	return rc;
}

static enum MHD_Result job_artifact(struct MHD_Connection *c, Server *s, Req *q)
{
	int st;
	char *arts = NULL;
	pthread_mutex_lock(&s->mu);
	int r = db_job_brief(s, q->r.job, q->tok.name, &st, &arts);
	pthread_mutex_unlock(&s->mu);
	if (r)
		return send_err(c, 404, "not_found", "no such job (of this token)", NULL, NULL);
	int listed = 0;
	if (arts) {
		Arena *a = arena_new();
		char e[100];
		JVal *v = json_parse(a, arts, strlen(arts), e, sizeof e);
		for (int i = 0; v && v->t == JARR && i < v->n; i++) {
			const char *n = json_str(json_get(v->items[i], "name"));
			listed |= n && !strcmp(n, q->r.name);
		}
		arena_free(a);
		free(arts);
	}
	if (!listed)
		return send_err(c, 404, "not_found", terminal(st) ? "the job has no artifact of that name" :
		                "artifacts are listed when the job ends", NULL, NULL);
	char dir[4200], p[4600];
	job_dir(s, q->r.job, dir, sizeof dir);
	if (!strcmp(q->r.name, "stdout") || !strcmp(q->r.name, "log"))
		snprintf(p, sizeof p, "%s/%s", dir, q->r.name);
	else
		snprintf(p, sizeof p, "%s/work/%s", dir, q->r.name);
	const char *dot = strrchr(q->r.name, '.');
	const char *ct = dot && (!strcmp(dot, ".json")) ? "application/json" :
	                 !strcmp(q->r.name, "log") || !strcmp(q->r.name, "stdout") || (dot && (!strcmp(dot, ".ptx") || !strcmp(dot, ".txt") || !strcmp(dot, ".sass"))) ?
	                 "text/plain; charset=utf-8" : "application/octet-stream";
	return send_file(c, p, ct);
}

/* ---- the libmicrohttpd entry ---- */
static size_t body_limit(const Server *s, RouteId id)
{
	return id == R_BLOB_POST ? s->max_blob : id == R_JOBS_POST ? SRV_MAX_JOB_BODY : 0;
}

static enum MHD_Result handle(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                              const char *version, const char *upload, size_t *upload_size, void **con_cls)
{
	Server *s = cls;
	(void)version;
	Req *q = *con_cls;
	if (!q) {
		q = calloc(1, sizeof *q);
		if (!q)
			return MHD_NO;
		*con_cls = q;
		RouteId id = srv_route(method, url, &q->r);
		q->limit = body_limit(s, id);
		if (id == R_NONE) {
			q->responded = 1;
			return send_err(c, 404, "not_found", "no such route (see /v1/health and docs/openapi.yaml)", NULL, NULL);
		}
		if (id == R_METHOD) {
			q->responded = 1;
			return send_err(c, 405, "method_not_allowed", "method not allowed on this route", "Allow", q->r.allow);
		}
		if (id != R_HEALTH) {
			const char *tok = srv_bearer(MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Authorization"));
			if (!tok || tokens_auth(tok, &q->tok)) {
				q->responded = 1;
				return send_err(c, 401, "unauthorized", tok ? "unknown or revoked token" :
				                "missing or malformed 'Authorization: Bearer TOKEN' header", "WWW-Authenticate", "Bearer realm=\"kilnd\"");
			}
			q->authed = 1;
		}
		const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Content-Length");
		if (cl) {
			char *e;
			errno = 0;
			unsigned long long n = strtoull(cl, &e, 10);
			if (*e || e == cl || errno) {
				q->responded = 1;
				return send_err(c, 400, "bad_request", "malformed Content-Length", NULL, NULL);
			}
			if (n > q->limit) {
				char m[160];
				q->responded = 1;
				if (!q->limit)
					return send_err(c, 400, "bad_request", "this route takes no request body", NULL, NULL);
				snprintf(m, sizeof m, "request body of %llu bytes exceeds the limit of %zu bytes", n, q->limit);
				return send_err(c, 413, "too_large", m, NULL, NULL);
			}
		}
		return MHD_YES;
	}
	if (*upload_size) {
		if (q->responded) {            /* the error already went out: discard */
			*upload_size = 0;
			return MHD_YES;
		}
		if (q->overflow || q->body.len + *upload_size > q->limit) {
			/* read and drop the rest, then answer 413: a client still
			 * sending would not see a response sent mid-body; past a hard
			 * cap the connection is dropped instead */
			q->overflow += *upload_size;
			buf_free(&q->body);
			*upload_size = 0;
			return q->overflow > q->limit + ((size_t)64 << 20) ? MHD_NO : MHD_YES;
		}
		buf_putn(&q->body, upload, *upload_size);
		*upload_size = 0;
		return MHD_YES;
	}
	if (q->responded)
		return MHD_YES;
	q->responded = 1;
	if (q->overflow) {
		char m[160];
		if (!q->limit)
			return send_err(c, 400, "bad_request", "this route takes no request body", NULL, NULL);
		snprintf(m, sizeof m, "request body exceeds the limit of %zu bytes", q->limit);
		return send_err(c, 413, "too_large", m, NULL, NULL);
	}
	switch (q->r.id) {
	case R_HEALTH: return health(c, s);
	case R_BLOB_POST: return blob_post(c, s, q);
	case R_BLOB_GET: return blob_get(c, s, q);
	case R_JOBS_POST: return jobs_post(c, s, q);
	case R_JOBS_LIST: return jobs_list(c, s, q);
	case R_JOB_GET: return job_get(c, s, q);
	case R_JOB_DELETE: return job_delete(c, s, q);
	case R_JOB_LOG: return job_log(c, s, q);
	case R_JOB_ARTIFACT: return job_artifact(c, s, q);
	default: return send_err(c, 500, "internal", "unrouted", NULL, NULL);
	}
}

static void completed(void *cls, struct MHD_Connection *c, void **con_cls, enum MHD_RequestTerminationCode t)
{
	(void)cls; (void)c; (void)t;
	Req *q = *con_cls;
	if (q) {
		buf_free(&q->body);
		free(q);
		*con_cls = NULL;
	}
}

void *http_start(Server *s, const char *host, int port, char *err, size_t errlen)
{
	struct sockaddr_in sa;
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_port = htons((uint16_t)port);
	if (inet_pton(AF_INET, host, &sa.sin_addr) != 1) {
		snprintf(err, errlen, "--listen: '%s' is not an IPv4 address", host);
		return NULL;
	}
	struct MHD_Daemon *d = MHD_start_daemon(
		MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG,
		(uint16_t)port, NULL, NULL, handle, s,
		MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa,
		MHD_OPTION_NOTIFY_COMPLETED, completed, s,
		MHD_OPTION_CONNECTION_LIMIT, (unsigned)512,
		MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned)256,
		MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)60,
		MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)65536,
		MHD_OPTION_LISTENING_ADDRESS_REUSE, (unsigned)1,
		MHD_OPTION_END);
	if (!d)
		snprintf(err, errlen, "cannot listen on %s:%d: %s", host, port, strerror(errno));
	return d;
}

int http_port(void *d)
{
	const union MHD_DaemonInfo *i = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
	return i ? i->port : -1;
}

void http_stop(void *d)
{
	MHD_stop_daemon(d);
}
