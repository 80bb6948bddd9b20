/* kilnd's durable state: the SQLite queue and results (WAL,
 * synchronous=FULL, so a 201 means the job is on disk), content-addressed
 * blob files (written to a temporary name, fsynced, renamed), and the
 * token file (one line per token: name, sha256 of the token, limits). */
#include "server/server.h"
#include "util/sha256.h"
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

double now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_REALTIME, &t);
	return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

/* ---------------- tokens ---------------- */
static int valid_token_name(const char *s)
{
	size_t n = strlen(s);
	if (!n || n > 63)
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '-' && *s != '_' && *s != '.')
			return 0;
	return 1;
}

int tokens_load(const char *file, Token **out, int *n, char *err, size_t errlen)
{
	*out = NULL;
	*n = 0;
	FILE *f = fopen(file, "r");
	if (!f) {
		if (errno == ENOENT)
			return 0;
		snprintf(err, errlen, "%s: %s", file, strerror(errno));
		return -1;
	}
	char line[512];
	int cap = 0, lineno = 0;
	Token *v = NULL;
	while (fgets(line, sizeof line, f)) {
		lineno++;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		Token t = {0};
		char name[128], hash[128];
		if (sscanf(line, "%127s %127s %d %d %lf", name, hash, &t.max_running, &t.max_queued, &t.gpu_s_per_hour) != 5 ||
		    !valid_token_name(name) || !srv_valid_sha(hash) || t.max_running < 1 || t.max_queued < 1 || t.gpu_s_per_hour < 0) {
			snprintf(err, errlen, "%s:%d: want 'NAME SHA256 MAX_RUNNING MAX_QUEUED GPU_SECONDS_PER_HOUR'", file, lineno);
			fclose(f);
			free(v);
			return -1;
		}
		snprintf(t.name, sizeof t.name, "%s", name);
		memcpy(t.hash, hash, 65);
		if (*n == cap) {
			cap = cap ? 2 * cap : 16;
			Token *nv = realloc(v, (size_t)cap * sizeof *v);
			if (!nv) {
				free(v);
				fclose(f);
				snprintf(err, errlen, "out of memory");
				return -1;
			}
			v = nv;
		}
		v[(*n)++] = t;
	}
	fclose(f);
	*out = v;
	return 0;
}

/* Opens the tokens file (flags, mode), takes its exclusive lock and loads
 * it: the fd (close it to unlock), or -1 with err. */
static int lock_load(const char *file, int flags, Token **v, int *n, char *err, size_t errlen)
{
	int fd = open(file, flags | O_CLOEXEC, 0600);
	if (fd < 0 || flock(fd, LOCK_EX)) {
		snprintf(err, errlen, "%s: %s", file, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	if (tokens_load(file, v, n, err, errlen)) {
		close(fd);
		return -1;
	}
	return fd;
}

int tokens_add(const char *file, const char *name, const Token *lim, char tok[80], char *err, size_t errlen)
{
	if (!valid_token_name(name)) {
		snprintf(err, errlen, "token name '%s': want 1 to 63 characters of [A-Za-z0-9._-]", name);
		return -1;
	}
	Token *v;
	int n;
	int fd = lock_load(file, O_WRONLY | O_APPEND | O_CREAT, &v, &n, err, errlen);
	if (fd < 0)
		return -1;
	for (int i = 0; i < n; i++)
		if (!strcmp(v[i].name, name)) {
			snprintf(err, errlen, "a token named '%s' exists (revoke it first)", name);
			free(v);
			close(fd);
			return -1;
		}
	free(v);
	unsigned char raw[32];
	if (getrandom(raw, sizeof raw, 0) != (ssize_t)sizeof raw) {
		snprintf(err, errlen, "getrandom: %s", strerror(errno));
		close(fd);
		return -1;
	}
	char hex[65];
	sha256_tohex(raw, hex);
	snprintf(tok, 80, "kiln_%s", hex);
	char h[65], line[300];
	sha256_hex(tok, strlen(tok), h);
	int len = snprintf(line, sizeof line, "%s %s %d %d %g\n", name, h, lim->max_running, lim->max_queued, lim->gpu_s_per_hour);
	if (write(fd, line, (size_t)len) != len || fsync(fd)) {
		snprintf(err, errlen, "%s: %s", file, strerror(errno));
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

int tokens_revoke(const char *file, const char *name, char *err, size_t errlen)
{
	Token *v;
	int n, found = 0;
	int fd = lock_load(file, O_RDWR, &v, &n, err, errlen);
	if (fd < 0)
		return -1;
	char tmp[4200];
	snprintf(tmp, sizeof tmp, "%s.tmp", file);
	FILE *f = fopen(tmp, "w");
	if (!f) {
		snprintf(err, errlen, "%s: %s", tmp, strerror(errno));
		free(v);
		close(fd);
		return -1;
	}
	fchmod(fileno(f), 0600);
	for (int i = 0; i < n; i++) {
		if (!strcmp(v[i].name, name)) {
			found = 1;
			continue;
		}
		fprintf(f, "%s %s %d %d %g\n", v[i].name, v[i].hash, v[i].max_running, v[i].max_queued, v[i].gpu_s_per_hour);
	}
	free(v);
	int bad = fflush(f) || fsync(fileno(f));
	fclose(f);
	if (!found || bad || rename(tmp, file)) {
		snprintf(err, errlen, found ? "%s: cannot rewrite" : "no token named '%s'", found ? file : name);
		unlink(tmp);
		close(fd);
		return -1;
	}
	close(fd);
	return 0;
}

static struct {
	pthread_mutex_t mu;
	const char *file;
	struct stat st;         /* the file as last loaded */
	struct stat bad;        /* the file as last refused (reported once, until it changes) */
	Token *v;
	int n;
} tk = {PTHREAD_MUTEX_INITIALIZER, NULL, {0}, {0}, NULL, 0};

static int same_file(const struct stat *a, const struct stat *b)
{
	return a->st_mtim.tv_sec == b->st_mtim.tv_sec && a->st_mtim.tv_nsec == b->st_mtim.tv_nsec &&
	       a->st_ino == b->st_ino && a->st_size == b->st_size;
}

/* Reread the token file when it changed (its mtime, inode or size):
 * `kilnd token add` / `revoke` and limits edited in the file take effect
 * without a restart.  A file that does not load keeps the tokens loaded
 * before, and is reported once until it changes again.  Caller holds
 * tk.mu; returns -1 (err set) when the file changed and does not load. */
static int tokens_refresh(char *err, size_t errlen)
{
	struct stat st;
	if (!tk.file || stat(tk.file, &st) != 0 || same_file(&st, &tk.st) || same_file(&st, &tk.bad))
		return 0;
	Token *v;
	int n;
	if (tokens_load(tk.file, &v, &n, err, errlen)) {
		tk.bad = st;
		return -1;
	}
	free(tk.v);
	tk.v = v;
	tk.n = n;
	tk.st = st;
	return 0;
}

static void tokens_refresh_or_say(void)
{
	char err[600];
	if (tokens_refresh(err, sizeof err))
		fprintf(stderr, "kilnd: token file not reloaded (the tokens loaded before stay): %s\n", err);
}

/* Loaded now, before any worker picks a job, so that the quotas hold from
 * the start, not from the first authenticated request.  -1 (err set) when
 * the file does not load; else the number of tokens. */
int tokens_serve(const char *file, char *err, size_t errlen)
{
	pthread_mutex_lock(&tk.mu);
	tk.file = file;
	int rc = tokens_refresh(err, errlen);
	int n = tk.n;
	pthread_mutex_unlock(&tk.mu);
	return rc ? -1 : n;
}

int tokens_auth(const char *token, Token *out)
{
	char h[65];
	sha256_hex(token, strlen(token), h);
	pthread_mutex_lock(&tk.mu);
	tokens_refresh_or_say();
	int found = -1;
	for (int i = 0; i < tk.n; i++) {
		unsigned char d = 0;    /* compare every byte: no early exit on the hash */
		for (int k = 0; k < 64; k++)
			d |= (unsigned char)(tk.v[i].hash[k] ^ h[k]);
		if (!d)
			found = i;
	}
	if (found >= 0)
		*out = tk.v[found];
	pthread_mutex_unlock(&tk.mu);
	return found >= 0 ? 0 : -1;
}

/* ---------------- SQLite ---------------- */
#define DB(s) ((sqlite3 *)(s)->db)

static const char schema[] =
	"CREATE TABLE IF NOT EXISTS jobs("
	" id INTEGER PRIMARY KEY AUTOINCREMENT,"
	" token TEXT NOT NULL, client_key TEXT, kind TEXT NOT NULL, class INTEGER NOT NULL,"
	" spec TEXT NOT NULL, state INTEGER NOT NULL, gpu_req INTEGER, gpu INTEGER,"
	" attempts INTEGER NOT NULL DEFAULT 0, cancel INTEGER NOT NULL DEFAULT 0,"
	" t_submit REAL NOT NULL, t_head REAL, t_lease REAL, t_start REAL, t_end REAL, t_release REAL, t_done REAL,"
	" run_ms REAL, exit_code INTEGER, error TEXT,"
	" UNIQUE(token, client_key));"
	"CREATE INDEX IF NOT EXISTS jobs_queue ON jobs(state, class, token, id);"
	"CREATE INDEX IF NOT EXISTS jobs_owner ON jobs(token, state, id);"
	"CREATE TABLE IF NOT EXISTS results("
	" job INTEGER PRIMARY KEY REFERENCES jobs(id), doc TEXT, artifacts TEXT NOT NULL, created REAL NOT NULL);"
	"CREATE TABLE IF NOT EXISTS events(id INTEGER PRIMARY KEY, job INTEGER, t REAL, what TEXT);"
	"CREATE TABLE IF NOT EXISTS meta(k TEXT PRIMARY KEY, v TEXT NOT NULL);";

/* Columns added after the first release: added to an older database at open. */
static const char *const added_columns[] = {
	"slurm_job INTEGER",       /* the Slurm job id of the current attempt */
	"slurm_state TEXT",        /* its JobState as last seen */
	"slurm_node TEXT",
	NULL,
};

static int exec1(Server *s, const char *sql)
{
	char *e = NULL;
	if (sqlite3_exec(DB(s), sql, NULL, NULL, &e) != SQLITE_OK) {
		fprintf(stderr, "kilnd: sqlite: %s: %s\n", sql, e ? e : "?");
		sqlite3_free(e);
		return -1;
	}
	return 0;
}

static sqlite3_stmt *prep(Server *s, const char *sql)
{
	sqlite3_stmt *st = NULL;
	if (sqlite3_prepare_v2(DB(s), sql, -1, &st, NULL) != SQLITE_OK) {
		fprintf(stderr, "kilnd: sqlite prepare: %s: %s\n", sql, sqlite3_errmsg(DB(s)));
		return NULL;
	}
	return st;
}

int db_open(Server *s, char *err, size_t errlen)
{
	sqlite3 *db;
	if (sqlite3_open_v2(s->db_path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "%s: %s", s->db_path, db ? sqlite3_errmsg(db) : "cannot open");
		sqlite3_close(db);
		return -1;
	}
	s->db = db;
	sqlite3_busy_timeout(db, 10000);
	sqlite3_stmt *st = prep(s, "PRAGMA journal_mode=WAL");
	int wal = st && sqlite3_step(st) == SQLITE_ROW && !strcmp((const char *)sqlite3_column_text(st, 0), "wal");
	sqlite3_finalize(st);
	if (!wal || exec1(s, "PRAGMA synchronous=FULL") || exec1(s, schema)) {
		snprintf(err, errlen, "%s: cannot set up the database (WAL mode: %s)", s->db_path, wal ? "yes" : "no");
		return -1;
	}
	for (int i = 0; added_columns[i]; i++) {
		char q[200];
		snprintf(q, sizeof q, "SELECT %.*s FROM jobs LIMIT 0", (int)strcspn(added_columns[i], " "), added_columns[i]);
		sqlite3_stmt *t = NULL;
		if (sqlite3_prepare_v2(db, q, -1, &t, NULL) == SQLITE_OK) {
			sqlite3_finalize(t);
			continue;
		}
		snprintf(q, sizeof q, "ALTER TABLE jobs ADD COLUMN %s", added_columns[i]);
		if (exec1(s, q)) {
			snprintf(err, errlen, "%s: cannot add column %s", s->db_path, added_columns[i]);
			return -1;
		}
	}
	return 0;
}

static void event(Server *s, int64_t job, const char *what)
{
	sqlite3_stmt *st = prep(s, "INSERT INTO events(job, t, what) VALUES(?, ?, ?)");
	if (!st)
		return;
	sqlite3_bind_int64(st, 1, job);
	sqlite3_bind_double(st, 2, now_s());
	sqlite3_bind_text(st, 3, what, -1, SQLITE_TRANSIENT);
	sqlite3_step(st);
	sqlite3_finalize(st);
}

/* Accepting a job and storing its result are fsynced before they are
 * acknowledged (synchronous=FULL).  A lease or the running mark may be
 * lost in a power cut without harm: the job is then still queued, or
 * leased, and runs again; so those commits skip the fsync (NORMAL; WAL
 * keeps them atomic, and the next FULL commit syncs them too). */
static void durable(Server *s, int full)
{
	static int cur = -1;      /* callers hold s->mu */
	if (cur != full)
		exec1(s, full ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=NORMAL");
	cur = full;
}

#define MAX_ATTEMPTS 3

int db_recover(Server *s)
{
	int n = 0;
	durable(s, 1);
	exec1(s, "BEGIN IMMEDIATE");
	/* a job cancelled while it ran ends cancelled; others run again,
	 * unless they were interrupted MAX_ATTEMPTS times (then they fail) */
	exec1(s, "UPDATE jobs SET state=5, t_done=strftime('%s','now') WHERE state IN (1,2) AND cancel=1");
	sqlite3_stmt *st = prep(s, "UPDATE jobs SET state=4, error='interrupted 3 times (server restarts); not run again',"
	                           " t_done=strftime('%s','now') WHERE state IN (1,2) AND attempts>=3");
	if (st) {
		sqlite3_step(st);
		sqlite3_finalize(st);
	}
	st = prep(s, "SELECT id FROM jobs WHERE state IN (1,2)");
	while (st && sqlite3_step(st) == SQLITE_ROW) {
		event(s, sqlite3_column_int64(st, 0), "interrupted by a server restart; queued again");
		n++;
	}
	sqlite3_finalize(st);
	exec1(s, "UPDATE jobs SET state=0, gpu=NULL, t_head=NULL, t_lease=NULL, t_start=NULL, t_end=NULL, t_release=NULL"
	         " WHERE state IN (1,2)");
	/* results of jobs that finished are already there: nothing else to redo */
	exec1(s, "COMMIT");
	return n;
}

/* The first column of the first row of a one-parameter query (a count or a
 * flag), 0 when there is no row: the parameter is text when text is not
 * NULL, else the integer num. */
static int int_query(Server *s, const char *sql, const char *text, int64_t num)
{
	sqlite3_stmt *st = prep(s, sql);
	int v = 0;
	if (st) {
		if (text)
			sqlite3_bind_text(st, 1, text, -1, SQLITE_TRANSIENT);
		else
			sqlite3_bind_int64(st, 1, num);
		if (sqlite3_step(st) == SQLITE_ROW)
			v = sqlite3_column_int(st, 0);
		sqlite3_finalize(st);
	}
	return v;
}

int db_count_open(Server *s, const char *token)
{
	return int_query(s, "SELECT count(*) FROM jobs WHERE token=? AND state IN (0,1,2)", token, 0);
}

int db_queue_len(Server *s, JobClass c)
{
	return int_query(s, "SELECT count(*) FROM jobs WHERE state=0 AND class=?", NULL, c);
}

static int64_t find_key(Server *s, const char *token, const char *key)
{
	sqlite3_stmt *st = prep(s, "SELECT id FROM jobs WHERE token=? AND client_key=?");
	int64_t id = 0;
	if (st) {
		sqlite3_bind_text(st, 1, token, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(st, 2, key, -1, SQLITE_TRANSIENT);
		if (sqlite3_step(st) == SQLITE_ROW)
			id = sqlite3_column_int64(st, 0);
		sqlite3_finalize(st);
	}
	return id;
}

int64_t db_submit(Server *s, const char *token, const JobSpec *js, int max_queued, int *existing, int *quota,
                  char *err, size_t errlen)
{
	*existing = *quota = 0;
	durable(s, 1);
	if (exec1(s, "BEGIN IMMEDIATE")) {
		snprintf(err, errlen, "database busy");
		return 0;
	}
	int64_t id = js->key[0] ? find_key(s, token, js->key) : 0;
	if (id) {
		*existing = 1;
		exec1(s, "COMMIT");
		return id;
	}
	int open_jobs = db_count_open(s, token);
	if (open_jobs >= max_queued) {
		snprintf(err, errlen, "quota: token '%s' has %d unfinished jobs (max_queued %d)", token, open_jobs, max_queued);
		*quota = 1;
		exec1(s, "ROLLBACK");
		return 0;
	}
	Buf spec = {0};
	srv_spec_json(js, &spec);
	double t = now_s();
	int ahead = db_queue_len(s, js->kind->cls);
	sqlite3_stmt *st = prep(s, "INSERT INTO jobs(token, client_key, kind, class, spec, state, gpu_req, t_submit, t_head)"
	                           " VALUES(?, ?, ?, ?, ?, 0, ?, ?, ?)");
	int ok = st != NULL;
	if (st) {
		sqlite3_bind_text(st, 1, token, -1, SQLITE_TRANSIENT);
		if (js->key[0])
			sqlite3_bind_text(st, 2, js->key, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(st, 3, js->kind->name, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 4, js->kind->cls);
		sqlite3_bind_text(st, 5, buf_str(&spec), -1, SQLITE_TRANSIENT);
		if (js->gpu >= 0)
			sqlite3_bind_int(st, 6, js->gpu);
		sqlite3_bind_double(st, 7, t);
		if (!ahead)
			sqlite3_bind_double(st, 8, t);   /* nothing ahead of it: at the head at once */
		ok = sqlite3_step(st) == SQLITE_DONE;
		sqlite3_finalize(st);
	}
	buf_free(&spec);
	if (!ok) {
		snprintf(err, errlen, "cannot queue the job: %s", sqlite3_errmsg(DB(s)));
		exec1(s, "ROLLBACK");
		return 0;
	}
	id = sqlite3_last_insert_rowid(DB(s));
	event(s, id, "queued");
	/* COMMIT with synchronous=FULL returns after the WAL is fsynced */
	if (exec1(s, "COMMIT")) {
		snprintf(err, errlen, "cannot commit the job");
		exec1(s, "ROLLBACK");
		return 0;
	}
	return id;
}

static void raw_or_null(JsonW *w, const char *k, sqlite3_stmt *st, int col)
{
	jw_key(w, k);
	if (sqlite3_column_type(st, col) == SQLITE_NULL)
		jw_null(w);
	else
		jw_raw(w, (const char *)sqlite3_column_text(st, col));
}

static void ms_or_null(JsonW *w, const char *k, sqlite3_stmt *st, int a, int b)
{
	jw_key(w, k);
	if (sqlite3_column_type(st, a) == SQLITE_NULL || sqlite3_column_type(st, b) == SQLITE_NULL)
		jw_null(w);
	else
		jw_num(w, (sqlite3_column_double(st, b) - sqlite3_column_double(st, a)) * 1e3);
}

int db_job_json(Server *s, int64_t id, const char *token, JsonW *w, int *state)
{
	sqlite3_stmt *st = prep(s,
		/*       0      1     2      3      4       5         6       7         8       9 */
		"SELECT j.id, kind, state, gpu, attempts, t_submit, t_head, t_lease, t_start, t_end,"
		/* 10        11      12       13        14      15       16            17    18 */
		" t_release, t_done, run_ms, exit_code, error, r.doc, r.artifacts, spec, cancel,"
		/* 19        20           21 */
		" slurm_job, slurm_state, slurm_node"
		" FROM jobs j LEFT JOIN results r ON r.job=j.id WHERE j.id=? AND j.token=?");
	if (!st)
		return -1;
	sqlite3_bind_int64(st, 1, id);
	sqlite3_bind_text(st, 2, token, -1, SQLITE_TRANSIENT);
	if (sqlite3_step(st) != SQLITE_ROW) {
		sqlite3_finalize(st);
		return -1;
	}
	*state = sqlite3_column_int(st, 2);
	if (*state == JS_LEASED && srv_is_running(s, id))
		*state = JS_RUNNING;
	jw_obj(w);
	jw_kstr(w, "schema", "kilnd.job");
	jw_kint(w, "schema_version", 1);
	jw_kint(w, "id", sqlite3_column_int64(st, 0));
	jw_kstr(w, "kind", (const char *)sqlite3_column_text(st, 1));
	jw_kstr(w, "state", job_state_name(*state));
	jw_kbool(w, "cancel_requested", sqlite3_column_int(st, 18));
	jw_key(w, "gpu");
	if (sqlite3_column_type(st, 3) == SQLITE_NULL)
		jw_null(w);
	else
		jw_int(w, sqlite3_column_int(st, 3));
	jw_kint(w, "attempts", sqlite3_column_int(st, 4));
	jw_knum(w, "submitted_at", sqlite3_column_double(st, 5));
	jw_key(w, "exit_code");
	if (sqlite3_column_type(st, 13) == SQLITE_NULL)
		jw_null(w);
	else
		jw_int(w, sqlite3_column_int(st, 13));
	jw_key(w, "error");
	if (sqlite3_column_type(st, 14) == SQLITE_NULL)
		jw_null(w);
	else
		jw_str(w, (const char *)sqlite3_column_text(st, 14));
	jw_key(w, "timings");
	jw_obj(w);
	ms_or_null(w, "queue_ms", st, 5, 6);
	ms_or_null(w, "lease_wait_ms", st, 6, 7);
	ms_or_null(w, "lease_hold_ms", st, 7, 10);
	jw_key(w, "run_ms");
	if (sqlite3_column_type(st, 12) == SQLITE_NULL)
		jw_null(w);
	else
		jw_num(w, sqlite3_column_double(st, 12));
	jw_key(w, "overhead_ms");
	if (sqlite3_column_type(st, 11) == SQLITE_NULL || sqlite3_column_type(st, 7) == SQLITE_NULL ||
	    sqlite3_column_type(st, 12) == SQLITE_NULL)
		jw_null(w);
	else
		jw_num(w, (sqlite3_column_double(st, 11) - sqlite3_column_double(st, 7)) * 1e3 - sqlite3_column_double(st, 12));
	ms_or_null(w, "total_ms", st, 5, 11);
	jw_end_obj(w);
	jw_key(w, "slurm");
	if (sqlite3_column_type(st, 19) == SQLITE_NULL) {
		jw_null(w);
	} else {
		jw_obj(w);
		jw_kint(w, "job_id", sqlite3_column_int64(st, 19));
		jw_key(w, "state");
		if (sqlite3_column_type(st, 20) == SQLITE_NULL)
			jw_null(w);
		else
			jw_str(w, (const char *)sqlite3_column_text(st, 20));
		jw_key(w, "node");
		if (sqlite3_column_type(st, 21) == SQLITE_NULL)
			jw_null(w);
		else
			jw_str(w, (const char *)sqlite3_column_text(st, 21));
		jw_end_obj(w);
	}
	raw_or_null(w, "request", st, 17);
	raw_or_null(w, "result", st, 15);
	raw_or_null(w, "artifacts", st, 16);
	jw_end_obj(w);
	sqlite3_finalize(st);
	return 0;
}

int db_list_json(Server *s, const char *token, int state, int limit, JsonW *w)
{
	sqlite3_stmt *st = prep(s, state < 0 ?
		"SELECT id, kind, state, exit_code, t_submit FROM jobs WHERE token=?1 ORDER BY id DESC LIMIT ?2" :
		"SELECT id, kind, state, exit_code, t_submit FROM jobs WHERE token=?1 AND state=?3 ORDER BY id DESC LIMIT ?2");
	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, token, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int(st, 2, limit);
	if (state >= 0)   /* running is a leased job whose child started (in memory) */
		sqlite3_bind_int(st, 3, state == JS_RUNNING ? JS_LEASED : state);
	jw_obj(w);
	jw_kstr(w, "schema", "kilnd.jobs");
	jw_kint(w, "schema_version", 1);
	jw_key(w, "jobs");
	jw_arr(w);
	while (sqlite3_step(st) == SQLITE_ROW) {
		int st_ = sqlite3_column_int(st, 2);
		if (st_ == JS_LEASED && srv_is_running(s, sqlite3_column_int64(st, 0)))
			st_ = JS_RUNNING;
		if (state >= 0 && st_ != state)
			continue;
		jw_obj(w);
		jw_kint(w, "id", sqlite3_column_int64(st, 0));
		jw_kstr(w, "kind", (const char *)sqlite3_column_text(st, 1));
		jw_kstr(w, "state", job_state_name(st_));
		jw_key(w, "exit_code");
		if (sqlite3_column_type(st, 3) == SQLITE_NULL)
			jw_null(w);
		else
			jw_int(w, sqlite3_column_int(st, 3));
		jw_knum(w, "submitted_at", sqlite3_column_double(st, 4));
		jw_end_obj(w);
	}
	jw_end_arr(w);
	jw_end_obj(w);
	sqlite3_finalize(st);
	return 0;
}

/* Cancels a job: a queued one ends cancelled now; a leased or running one
 * is flagged and its worker kills the child.  *state is the state before. */
int db_cancel(Server *s, int64_t id, const char *token, int *state)
{
	durable(s, 1);
	exec1(s, "BEGIN IMMEDIATE");
	sqlite3_stmt *st = prep(s, "SELECT state FROM jobs WHERE id=? AND token=?");
	int found = 0;
	if (st) {
		sqlite3_bind_int64(st, 1, id);
		sqlite3_bind_text(st, 2, token, -1, SQLITE_TRANSIENT);
		if (sqlite3_step(st) == SQLITE_ROW) {
			found = 1;
			*state = sqlite3_column_int(st, 0);
			if (*state == JS_LEASED && srv_is_running(s, id))
				*state = JS_RUNNING;
		}
		sqlite3_finalize(st);
	}
	if (found && *state <= JS_RUNNING) {
		st = prep(s, *state == JS_QUEUED ?
			"UPDATE jobs SET state=5, cancel=1, t_done=? WHERE id=?" :
			"UPDATE jobs SET cancel=1 WHERE id=? AND ?>0");
		if (st) {
			if (*state == JS_QUEUED) {
				sqlite3_bind_double(st, 1, now_s());
				sqlite3_bind_int64(st, 2, id);
			} else {
				sqlite3_bind_int64(st, 1, id);
				sqlite3_bind_int64(st, 2, 1);
			}
			sqlite3_step(st);
			sqlite3_finalize(st);
		}
		event(s, id, "cancel requested");
	}
	exec1(s, "COMMIT");
	return found ? 0 : -1;
}

/* ---- the worker side ---- */
/* GPU seconds a token held in the last hour (finished and running leases). */
static double gpu_seconds(Server *s, const char *token, double t)
{
	sqlite3_stmt *st = prep(s, "SELECT total(min(coalesce(t_release, ?1), ?1) - max(t_lease, ?1 - 3600)) FROM jobs"
	                           " WHERE token=?2 AND class=1 AND t_lease IS NOT NULL AND coalesce(t_release, ?1) > ?1 - 3600");
	double v = 0;
	if (st) {
		sqlite3_bind_double(st, 1, t);
		sqlite3_bind_text(st, 2, token, -1, SQLITE_TRANSIENT);
		if (sqlite3_step(st) == SQLITE_ROW)
			v = sqlite3_column_double(st, 0);
		sqlite3_finalize(st);
	}
	return v;
}

static int running_of(Server *s, const char *token)
{
	return int_query(s, "SELECT count(*) FROM jobs WHERE token=? AND state IN (1,2)", token, 0);
}

static double last_lease(Server *s, const char *token, JobClass c)
{
	sqlite3_stmt *st = prep(s, "SELECT max(t_lease) FROM jobs WHERE token=? AND class=?");
	double v = 0;
	if (st) {
		sqlite3_bind_text(st, 1, token, -1, SQLITE_TRANSIENT);
		sqlite3_bind_int(st, 2, c);
		if (sqlite3_step(st) == SQLITE_ROW)
			v = sqlite3_column_double(st, 0);
		sqlite3_finalize(st);
	}
	return v;
}

/* The next job for a worker of class c (on GPU gpu, or -1): among the
 * tokens with a queued job, the one with the fewest leased jobs, then the
 * one served longest ago; FIFO within a token.  Tokens at their running
 * quota (or GPU-seconds quota) wait.  Caller holds s->mu. */
static int64_t pick(Server *s, JobClass c, int gpu)
{
	sqlite3_stmt *st = prep(s, "SELECT token, min(id) FROM jobs WHERE state=0 AND class=?1 AND cancel=0"
	                           " AND (gpu_req IS NULL OR gpu_req=?2) GROUP BY token");
	if (!st)
		return 0;
	sqlite3_bind_int(st, 1, c);
	sqlite3_bind_int(st, 2, gpu);
	int64_t best = 0;
	int best_run = 0;
	double best_last = 0, t = now_s();
	pthread_mutex_lock(&tk.mu);
	tokens_refresh_or_say();
	pthread_mutex_unlock(&tk.mu);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *tok = (const char *)sqlite3_column_text(st, 0);
		int64_t id = sqlite3_column_int64(st, 1);
		Token lim = {.max_running = 1 << 30, .gpu_s_per_hour = 1e30};
		pthread_mutex_lock(&tk.mu);
		for (int i = 0; i < tk.n; i++)
			if (!strcmp(tk.v[i].name, tok))
				lim = tk.v[i];
		pthread_mutex_unlock(&tk.mu);
		int run = running_of(s, tok);
		if (run >= lim.max_running)
			continue;
		if (c == CLASS_GPU && gpu_seconds(s, tok, t) >= lim.gpu_s_per_hour)
			continue;
		double last = last_lease(s, tok, c);
		if (!best || run < best_run || (run == best_run && (last < best_last || (last == best_last && id < best))))
			best = id, best_run = run, best_last = last;
	}
	sqlite3_finalize(st);
	return best;
}

int db_lease(Server *s, JobClass c, int gpu, int64_t *id, int *attempt, char **spec)
{
	*id = pick(s, c, gpu);
	if (!*id)
		return 0;
	double t = now_s();
	durable(s, 0);
	exec1(s, "BEGIN IMMEDIATE");
	sqlite3_stmt *st = prep(s, "UPDATE jobs SET state=1, gpu=?, t_lease=?, t_head=coalesce(t_head, ?),"
	                           " attempts=attempts+1 WHERE id=? AND state=0");
	int ok = 0;
	if (st) {
		if (gpu >= 0)
			sqlite3_bind_int(st, 1, gpu);
		sqlite3_bind_double(st, 2, t);
		sqlite3_bind_double(st, 3, t);
		sqlite3_bind_int64(st, 4, *id);
		ok = sqlite3_step(st) == SQLITE_DONE && sqlite3_changes(DB(s)) == 1;
		sqlite3_finalize(st);
	}
	st = ok ? prep(s, "SELECT attempts, spec FROM jobs WHERE id=?") : NULL;
	if (st) {
		sqlite3_bind_int64(st, 1, *id);
		ok = sqlite3_step(st) == SQLITE_ROW;
		if (ok) {
			*attempt = sqlite3_column_int(st, 0);
			*spec = strdup((const char *)sqlite3_column_text(st, 1));
			ok = *spec != NULL;
		}
		sqlite3_finalize(st);
	}
	/* the job now next in line has reached the head of the queue */
	int64_t next = ok ? pick(s, c, gpu) : 0;
	if (next) {
		st = prep(s, "UPDATE jobs SET t_head=? WHERE id=? AND t_head IS NULL");
		if (st) {
			sqlite3_bind_double(st, 1, t);
			sqlite3_bind_int64(st, 2, next);
			sqlite3_step(st);
			sqlite3_finalize(st);
		}
	}
	exec1(s, ok ? "COMMIT" : "ROLLBACK");
	return ok ? 1 : -1;
}

int db_cancel_requested(Server *s, int64_t id)
{
	return int_query(s, "SELECT cancel FROM jobs WHERE id=?", NULL, id);
}

int db_job_brief(Server *s, int64_t id, const char *token, int *state, char **artifacts)
{
	sqlite3_stmt *st = prep(s, "SELECT j.state, r.artifacts FROM jobs j LEFT JOIN results r ON r.job=j.id WHERE j.id=? AND j.token=?");
	int found = 0;
	*artifacts = NULL;
	if (st) {
		sqlite3_bind_int64(st, 1, id);
		sqlite3_bind_text(st, 2, token, -1, SQLITE_TRANSIENT);
		if (sqlite3_step(st) == SQLITE_ROW) {
			found = 1;
			*state = sqlite3_column_int(st, 0);
			if (sqlite3_column_type(st, 1) != SQLITE_NULL)
				*artifacts = strdup((const char *)sqlite3_column_text(st, 1));
		}
		sqlite3_finalize(st);
	}
	return found ? 0 : -1;
}

/* Ends an attempt: state, timings and the one result row, in one
 * transaction that only applies if this attempt still owns the job. */
int db_finish(Server *s, const JobEnd *e)
{
	durable(s, 1);
	exec1(s, "BEGIN IMMEDIATE");
	sqlite3_stmt *st = prep(s, "UPDATE jobs SET state=?, t_end=?, t_release=?, t_done=?, run_ms=?, exit_code=?, error=?,"
	                           " t_start=?, t_lease=coalesce(?, t_lease) WHERE id=? AND attempts=? AND state IN (1,2)");
	int ok = 0;
	double t = now_s();
	if (st) {
		sqlite3_bind_int(st, 1, e->state);
		if (e->t_end > 0)
			sqlite3_bind_double(st, 2, e->t_end);
		sqlite3_bind_double(st, 3, e->t_release);
		sqlite3_bind_double(st, 4, t);
		if (e->run_ms >= 0)
			sqlite3_bind_double(st, 5, e->run_ms);
		if (e->exit_code >= 0)
			sqlite3_bind_int(st, 6, e->exit_code);
		if (e->error)
			sqlite3_bind_text(st, 7, e->error, -1, SQLITE_TRANSIENT);
		if (e->t_start > 0)
			sqlite3_bind_double(st, 8, e->t_start);
		if (e->t_lease > 0)
			sqlite3_bind_double(st, 9, e->t_lease);
		sqlite3_bind_int64(st, 10, e->id);
		sqlite3_bind_int(st, 11, e->attempt);
		ok = sqlite3_step(st) == SQLITE_DONE && sqlite3_changes(DB(s)) == 1;
		sqlite3_finalize(st);
	}
	if (ok && e->state != JS_CANCELLED) {
		st = prep(s, "INSERT INTO results(job, doc, artifacts, created) VALUES(?, ?, ?, ?)");
		ok = st != NULL;
		if (st) {
			sqlite3_bind_int64(st, 1, e->id);
			if (e->doc)
				sqlite3_bind_text(st, 2, e->doc, -1, SQLITE_TRANSIENT);
			sqlite3_bind_text(st, 3, e->artifacts, -1, SQLITE_TRANSIENT);
			sqlite3_bind_double(st, 4, t);
			ok = sqlite3_step(st) == SQLITE_DONE;
			sqlite3_finalize(st);
		}
	}
	if (ok)
		event(s, e->id, job_state_name(e->state));
	exec1(s, ok ? "COMMIT" : "ROLLBACK");
	if (ok) {
		/* the end time counts the commit's fsync (the overhead figure
		 * includes it); losing this one update loses only that */
		durable(s, 0);
		st = prep(s, "UPDATE jobs SET t_done=? WHERE id=?");
		if (st) {
			sqlite3_bind_double(st, 1, now_s());
			sqlite3_bind_int64(st, 2, e->id);
			sqlite3_step(st);
			sqlite3_finalize(st);
		}
	}
	return ok ? 0 : -1;
}

/* ---- the Slurm backend's records ---- */
int db_inflight(Server *s, InFlight **out, int *n)
{
	*out = NULL;
	*n = 0;
	sqlite3_stmt *st = prep(s, "SELECT id, attempts, class, slurm_job, t_lease, cancel FROM jobs WHERE state IN (1,2) ORDER BY id");
	if (!st)
		return -1;
	int cap = 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		if (*n == cap) {
			cap = cap ? 2 * cap : 64;
			InFlight *v = realloc(*out, (size_t)cap * sizeof *v);
			if (!v) {
				sqlite3_finalize(st);
				return -1;
			}
			*out = v;
		}
		InFlight *f = &(*out)[(*n)++];
		f->id = sqlite3_column_int64(st, 0);
		f->attempt = sqlite3_column_int(st, 1);
		f->cls = sqlite3_column_int(st, 2) ? CLASS_GPU : CLASS_CPU;
		f->slurm_job = sqlite3_column_type(st, 3) == SQLITE_NULL ? 0 : sqlite3_column_int64(st, 3);
		f->t_lease = sqlite3_column_double(st, 4);
		f->cancel = sqlite3_column_int(st, 5);
	}
	sqlite3_finalize(st);
	return 0;
}

int db_count_slurm_inflight(Server *s)
{
	return int_query(s, "SELECT count(*) FROM jobs WHERE state IN (1,2) AND slurm_job IS NOT NULL AND ?>0", NULL, 1);
}

/* A random tag made once per database: the Slurm job names of this queue
 * (kilnd.TAG.ID.ATTEMPT), so two servers on one cluster never mix jobs. */
int db_tag(Server *s, char tag[17])
{
	sqlite3_stmt *st = prep(s, "SELECT v FROM meta WHERE k='slurm_tag'");
	int found = 0;
	if (st && sqlite3_step(st) == SQLITE_ROW) {
		snprintf(tag, 17, "%s", (const char *)sqlite3_column_text(st, 0));
		found = 1;
	}
	sqlite3_finalize(st);
	if (found)
		return 0;
	unsigned char r[8];
	if (getrandom(r, sizeof r, 0) != (ssize_t)sizeof r)
		return -1;
	for (int i = 0; i < 8; i++)
		snprintf(tag + 2 * i, 3, "%02x", r[i]);
	durable(s, 1);
	st = prep(s, "INSERT INTO meta(k, v) VALUES('slurm_tag', ?)");
	int ok = 0;
	if (st) {
		sqlite3_bind_text(st, 1, tag, -1, SQLITE_TRANSIENT);
		ok = sqlite3_step(st) == SQLITE_DONE;
		sqlite3_finalize(st);
	}
	return ok ? 0 : -1;
}

/* Committed with an fsync: after it, a restart re-attaches to the Slurm job
 * instead of looking for it by name. */
int db_slurm_submitted(Server *s, int64_t id, int attempt, long long slurm_job)
{
	durable(s, 1);
	sqlite3_stmt *st = prep(s, "UPDATE jobs SET slurm_job=?, slurm_state='PENDING', slurm_node=NULL"
	                           " WHERE id=? AND attempts=? AND state IN (1,2)");
	int ok = 0;
	if (st) {
		sqlite3_bind_int64(st, 1, slurm_job);
		sqlite3_bind_int64(st, 2, id);
		sqlite3_bind_int(st, 3, attempt);
		ok = sqlite3_step(st) == SQLITE_DONE && sqlite3_changes(DB(s)) == 1;
		sqlite3_finalize(st);
	}
	if (ok) {
		char what[80];
		snprintf(what, sizeof what, "submitted to Slurm as job %lld", slurm_job);
		event(s, id, what);
	}
	return ok ? 0 : -1;
}

int db_slurm_state(Server *s, int64_t id, int attempt, const char *state, const char *node, double running)
{
	durable(s, 0);
	sqlite3_stmt *st = prep(s, "UPDATE jobs SET slurm_state=?, slurm_node=coalesce(?, slurm_node),"
	                           " t_lease=coalesce(?, t_lease) WHERE id=? AND attempts=? AND state IN (1,2)");
	int ok = 0;
	if (st) {
		sqlite3_bind_text(st, 1, state, -1, SQLITE_TRANSIENT);
		if (node && *node)
			sqlite3_bind_text(st, 2, node, -1, SQLITE_TRANSIENT);
		if (running > 0)
			sqlite3_bind_double(st, 3, running);
		sqlite3_bind_int64(st, 4, id);
		sqlite3_bind_int(st, 5, attempt);
		ok = sqlite3_step(st) == SQLITE_DONE;
		sqlite3_finalize(st);
	}
	return ok ? 0 : -1;
}

int db_requeue(Server *s, int64_t id, int attempt, const char *why)
{
	durable(s, 1);
	exec1(s, "BEGIN IMMEDIATE");
	int attempts = int_query(s, "SELECT attempts FROM jobs WHERE id=?", NULL, id);
	int cancel = db_cancel_requested(s, id);
	int state = cancel ? JS_CANCELLED : attempts >= MAX_ATTEMPTS ? JS_FAILED : JS_QUEUED;
	sqlite3_stmt *st = prep(s, state == JS_QUEUED ?
		"UPDATE jobs SET state=0, gpu=NULL, t_head=NULL, t_lease=NULL, t_start=NULL, t_end=NULL, t_release=NULL,"
		" slurm_job=NULL, slurm_state=NULL, slurm_node=NULL WHERE id=?1 AND attempts=?2 AND state IN (1,2) AND ?3 IS NOT NULL" :
		"UPDATE jobs SET state=?4, error=?3, t_done=?5 WHERE id=?1 AND attempts=?2 AND state IN (1,2)");
	int ok = 0;
	char msg[600];
	snprintf(msg, sizeof msg, state == JS_FAILED ? "%s; attempt %d of %d: not run again" : "%s", why, attempts, MAX_ATTEMPTS);
	if (st) {
		sqlite3_bind_int64(st, 1, id);
		sqlite3_bind_int(st, 2, attempt);
		sqlite3_bind_text(st, 3, msg, -1, SQLITE_TRANSIENT);
		if (state != JS_QUEUED) {
			sqlite3_bind_int(st, 4, state);
			sqlite3_bind_double(st, 5, now_s());
		}
		ok = sqlite3_step(st) == SQLITE_DONE && sqlite3_changes(DB(s)) == 1;
		sqlite3_finalize(st);
	}
	if (ok) {
		char what[700];
		snprintf(what, sizeof what, "%s%s", msg, state == JS_QUEUED ? "; queued again" : "");
		event(s, id, what);
	}
	exec1(s, ok ? "COMMIT" : "ROLLBACK");
	return ok ? state : -1;
}

/* ---------------- blobs ---------------- */
int blob_path(const Server *s, const char *sha, char *out, size_t len)
{
	if (!srv_valid_sha(sha))
		return -1;
	snprintf(out, len, "%s/%.2s/%s", s->blob_dir, sha, sha);
	return 0;
}

int blob_exists(const Server *s, const char *sha)
{
	char p[1300];
	struct stat st;
	return blob_path(s, sha, p, sizeof p) == 0 && stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

int blob_put(const Server *s, const char *data, size_t n, char sha[65], int *created, char *err, size_t errlen)
{
	sha256_hex(data, n, sha);
	*created = 0;
	if (blob_exists(s, sha))
		return 0;
	char dir[1200], p[1300], tmp[1400];
	snprintf(dir, sizeof dir, "%s/%.2s", s->blob_dir, sha);
	if (mkdir(dir, 0755) && errno != EEXIST) {
		snprintf(err, errlen, "%s: %s", dir, strerror(errno));
		return -1;
	}
	blob_path(s, sha, p, sizeof p);
	unsigned char r[8];
	if (getrandom(r, sizeof r, 0) != (ssize_t)sizeof r)
		memset(r, 0, sizeof r);
	snprintf(tmp, sizeof tmp, "%s.tmp%02x%02x%02x%02x%02x%02x", p, r[0], r[1], r[2], r[3], r[4], r[5]);
	int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0444);
	if (fd < 0) {
		snprintf(err, errlen, "%s: %s", tmp, strerror(errno));
		return -1;
	}
	size_t off = 0;
	while (off < n) {
		ssize_t k = write(fd, data + off, n - off);
		if (k <= 0) {
			snprintf(err, errlen, "writing a blob: %s", strerror(errno));
			close(fd);
			unlink(tmp);
			return -1;
		}
		off += (size_t)k;
	}
	if (fsync(fd) || close(fd) || rename(tmp, p)) {
		snprintf(err, errlen, "storing a blob: %s", strerror(errno));
		unlink(tmp);
		return -1;
	}
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd >= 0) {
		fsync(dfd);
		close(dfd);
	}
	*created = 1;
	return 0;
}
