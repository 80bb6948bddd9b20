/* The knowledge base build and queries (SQLite FTS5).  The database has
 *   meta(key, value)                              schema version, build date, root
 *   docs(rowid, id, kind, title, tags, body, path, line, meta)
 *   fts  (FTS5, external content = docs: title, tags, body)
 *   uses(opcode, isa_id, kind, doc_id, path, line, text)
 * kb_build writes a fresh file and renames it over the old one, so readers
 * never see a half-built index. */
#include "kb/kb.h"
#include "kb/kb_int.h"
#include "isa/isadoc.h"
#include "sim/simops.h"
#include "util/arena.h"
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

double kb_now_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

#ifdef KILN_NO_SQLITE

static void unsup(Buf *err)
{
	buf_puts(err, "unsupported: kiln was built without SQLite (install libsqlite3-dev and rebuild) — the knowledge base is not available");
}
int kb_build(const KbBuildOpts *o, KbStats *st, Buf *err) { unsup(err); return 3; }
Kb *kb_open(const char *db_path, Buf *err) { unsup(err); return NULL; }
void kb_close(Kb *kb) {}
int kb_search(Kb *kb, const char *q, const char *kind, int limit, KbHits *out, Buf *err) { unsup(err); return -1; }
int kb_uses(Kb *kb, const char *instr, KbUses *out, Buf *err) { unsup(err); return -1; }
int kb_show(Kb *kb, const char *id, KbDoc *out, Buf *err) { unsup(err); return -1; }
int kb_list(Kb *kb, const char *kind, KbList *out, Buf *err) { unsup(err); return -1; }

#else

#include <sqlite3.h>

struct Kb {
	sqlite3 *db;
};

/* ---- building ---- */

struct Build {
	sqlite3 *db;
	sqlite3_stmt *ins_doc, *ins_fts, *ins_use;
	const char *root;
	int replicate;
	KbStats *st;
	Buf *err;
	int failed;
	Arena *arena;
	/* latest bench lines per zoo kernel ("zoo/gemm/wgmma_ws" -> text) */
	KbBench bench;
};

static int sql_fail(Build *b, const char *what)
{
	if (!b->failed)
		buf_printf(b->err, "sqlite: %s: %s", what, sqlite3_errmsg(b->db));
	b->failed = 1;
	return -1;
}

void kb_add_doc(Build *b, const char *id, const char *kind, const char *title, const char *tags, const char *body,
                const char *path, int line, const char *meta)
{
	if (b->failed)
		return;
	int reps = b->replicate > 1 ? b->replicate : 1;
	for (int r = 0; r < reps; r++) {
		char rid[600];
		if (r)
			snprintf(rid, sizeof rid, "%s~%d", id, r);
		else
			snprintf(rid, sizeof rid, "%s", id);
		sqlite3_stmt *s = b->ins_doc;
		sqlite3_reset(s);
		sqlite3_bind_text(s, 1, rid, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(s, 2, kind, -1, SQLITE_STATIC);
		sqlite3_bind_text(s, 3, title ? title : "", -1, SQLITE_STATIC);
		sqlite3_bind_text(s, 4, tags ? tags : "", -1, SQLITE_STATIC);
		sqlite3_bind_text(s, 5, body ? body : "", -1, SQLITE_STATIC);
		sqlite3_bind_text(s, 6, path ? path : "", -1, SQLITE_STATIC);
		sqlite3_bind_int(s, 7, line);
		sqlite3_bind_text(s, 8, meta ? meta : "{}", -1, SQLITE_STATIC);
		if (sqlite3_step(s) != SQLITE_DONE) {
			sql_fail(b, id);
			return;
		}
		sqlite3_int64 rowid = sqlite3_last_insert_rowid(b->db);
		s = b->ins_fts;
		sqlite3_reset(s);
		sqlite3_bind_int64(s, 1, rowid);
		sqlite3_bind_text(s, 2, title ? title : "", -1, SQLITE_STATIC);
		sqlite3_bind_text(s, 3, tags ? tags : "", -1, SQLITE_STATIC);
		sqlite3_bind_text(s, 4, body ? body : "", -1, SQLITE_STATIC);
		if (sqlite3_step(s) != SQLITE_DONE) {
			sql_fail(b, "fts insert");
			return;
		}
	}
	if (!strcmp(kind, "isa")) b->st->isa++;
	else if (!strcmp(kind, "doc")) b->st->doc++;
	else if (!strcmp(kind, "zoo")) b->st->zoo++;
	else if (!strcmp(kind, "example")) b->st->example++;
	else if (!strcmp(kind, "lib")) b->st->lib++;
	else if (!strcmp(kind, "tuning")) b->st->tuning++;
}

void kb_add_use(Build *b, const char *opcode, const char *isa_id, const char *kind, const char *doc_id,
                const char *path, int line, const char *text)
{
	if (b->failed)
		return;
	sqlite3_stmt *s = b->ins_use;
	sqlite3_reset(s);
	sqlite3_bind_text(s, 1, opcode, -1, SQLITE_STATIC);
	sqlite3_bind_text(s, 2, isa_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(s, 3, kind, -1, SQLITE_STATIC);
	sqlite3_bind_text(s, 4, doc_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(s, 5, path, -1, SQLITE_STATIC);
	sqlite3_bind_int(s, 6, line);
	sqlite3_bind_text(s, 7, text, -1, SQLITE_STATIC);
	if (sqlite3_step(s) != SQLITE_DONE)
		sql_fail(b, "uses insert");
	else
		b->st->uses++;
}

Arena *kb_build_arena(Build *b) { return b->arena; }
const char *kb_build_root(Build *b) { return b->root; }
Buf *kb_build_err(Build *b) { return b->err; }
KbStats *kb_build_stats(Build *b) { return b->st; }
KbBench *kb_build_bench(Build *b) { return &b->bench; }

static int sim_fn(IsaId id) { return sim_op_supported(id); }

static void add_isa(Build *b)
{
	Buf title = {0}, body = {0}, tags = {0}, meta = {0}, id = {0};
	for (int i = 0; i < isa_count() && !b->failed; i++) {
		const IsaEntry *e = isa_entry(i);
		title.len = body.len = tags.len = meta.len = id.len = 0;
		isa_form(e, &title);
		isa_entry_text(e, NULL, sim_fn, &body);
		buf_printf(&tags, "%s; %s; ", e->base, isa_family_name(isa_family(e->id)));
		isa_effects_text(e->eff, &tags);
		JsonW w;
		jw_init(&w, &meta, 0);
		isa_entry_json(&w, e, NULL, sim_fn);
		buf_printf(&id, "isa:%s", e->idname);
		kb_add_doc(b, id.s, "isa", title.s, tags.s, body.s, "src/isa/isa.def", 0, meta.s);
	}
	buf_free(&title);
	buf_free(&body);
	buf_free(&tags);
	buf_free(&meta);
	buf_free(&id);
}

static const char *const schema_sql =
	"CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);"
	"CREATE TABLE docs(rowid INTEGER PRIMARY KEY, id TEXT UNIQUE NOT NULL, kind TEXT NOT NULL, title TEXT,"
	"  tags TEXT, body TEXT, path TEXT, line INTEGER, meta TEXT);"
	"CREATE INDEX docs_kind ON docs(kind);"
	"CREATE VIRTUAL TABLE fts USING fts5(title, tags, body, content='docs', content_rowid='rowid',"
	"  tokenize=\"unicode61 tokenchars '_'\");"
	"CREATE TABLE uses(opcode TEXT NOT NULL, isa_id TEXT NOT NULL, kind TEXT NOT NULL, doc_id TEXT,"
	"  path TEXT NOT NULL, line INTEGER NOT NULL, text TEXT);"
	"CREATE INDEX uses_isa ON uses(isa_id);"
	"CREATE INDEX uses_opcode ON uses(opcode);";

int kb_build(const KbBuildOpts *o, KbStats *st, Buf *err)
{
	double t0 = kb_now_ms();
	memset(st, 0, sizeof *st);
	struct stat sb;
	char probe[PATH_MAX];
	snprintf(probe, sizeof probe, "%s/docs", o->root);
	if (stat(probe, &sb) || !S_ISDIR(sb.st_mode)) {
		buf_printf(err, "%s: not a Kiln repository root (no docs/ directory)", o->root);
		return 2;
	}
	Buf ierr = {0};
	if (isa_init(&ierr)) {
		buf_printf(err, "ISA table: %s", buf_str(&ierr));
		buf_free(&ierr);
		return 3;
	}
	char tmp[PATH_MAX];
	snprintf(tmp, sizeof tmp, "%s.tmp.%ld", o->db_path, (long)getpid());
	unlink(tmp);
	Build b = {.root = o->root, .replicate = o->replicate, .st = st, .err = err, .arena = arena_new()};
	if (sqlite3_open_v2(tmp, &b.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		buf_printf(err, "%s: cannot create: %s", tmp, b.db ? sqlite3_errmsg(b.db) : "out of memory");
		sqlite3_close(b.db);
		arena_free(b.arena);
		return 3;
	}
	char *emsg = NULL;
	if (sqlite3_exec(b.db, "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; BEGIN;", NULL, NULL, &emsg) ||
	    sqlite3_exec(b.db, schema_sql, NULL, NULL, &emsg)) {
		buf_printf(err, "sqlite: %s", emsg ? emsg : sqlite3_errmsg(b.db));
		sqlite3_free(emsg);
		b.failed = 1;
		goto done;
	}
	if (sqlite3_prepare_v2(b.db, "INSERT INTO docs(id, kind, title, tags, body, path, line, meta) VALUES(?,?,?,?,?,?,?,?)", -1, &b.ins_doc, NULL) ||
	    sqlite3_prepare_v2(b.db, "INSERT INTO fts(rowid, title, tags, body) VALUES(?,?,?,?)", -1, &b.ins_fts, NULL) ||
	    sqlite3_prepare_v2(b.db, "INSERT INTO uses VALUES(?,?,?,?,?,?,?)", -1, &b.ins_use, NULL)) {
		sql_fail(&b, "prepare");
		goto done;
	}
	kb_load_bench(&b);
	add_isa(&b);
	kb_add_docs(&b);
	kb_add_tuning(&b);
	kb_add_lib(&b);
	kb_add_kernels(&b, "zoo", "zoo");
	kb_add_kernels(&b, "tests/conformance", "example");
	if (!b.failed) {
		time_t now = time(NULL);
		struct tm tm;
		gmtime_r(&now, &tm);
		char date[32];
		strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tm);
		char *q = sqlite3_mprintf("INSERT INTO meta VALUES('schema_version','%d'),('built','%q'),('root','%q');"
		                          "INSERT INTO fts(fts) VALUES('optimize'); COMMIT;",
		                          KB_SCHEMA_VERSION, date, o->root);
		if (sqlite3_exec(b.db, q, NULL, NULL, &emsg)) {
			buf_printf(err, "sqlite: %s", emsg ? emsg : "commit failed");
			sqlite3_free(emsg);
			b.failed = 1;
		}
		sqlite3_free(q);
	}
done:
	sqlite3_finalize(b.ins_doc);
	sqlite3_finalize(b.ins_fts);
	sqlite3_finalize(b.ins_use);
	sqlite3_close(b.db);
	kb_free_bench(&b.bench);
	arena_free(b.arena);
	int rc = b.failed ? 3 : 0;
	if (!b.failed && st->tuning_bad)
		rc = 2;      /* the index is still written: one bad note should not hide the others */
	if (!b.failed && rename(tmp, o->db_path)) {
		buf_printf(err, "%s: %s", o->db_path, strerror(errno));
		rc = 3;
	}
	if (b.failed)
		unlink(tmp);
	st->ms = kb_now_ms() - t0;
	return rc;
}

/* ---- querying ---- */

Kb *kb_open(const char *db_path, Buf *err)
{
	struct stat sb;
	if (stat(db_path, &sb)) {
		buf_printf(err, "no knowledge base at %s (build it with `kiln kb build`, or set KILN_KB)", db_path);
		return NULL;
	}
	Kb *kb = kl_calloc(1, sizeof *kb);
	if (!kb) {
		buf_puts(err, "out of memory");
		return NULL;
	}
	if (sqlite3_open_v2(db_path, &kb->db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) {
		buf_printf(err, "%s: %s", db_path, kb->db ? sqlite3_errmsg(kb->db) : "cannot open");
		sqlite3_close(kb->db);
		kl_free(kb);
		return NULL;
	}
	sqlite3_stmt *s = NULL;
	int ok = 0;
	if (sqlite3_prepare_v2(kb->db, "SELECT value FROM meta WHERE key='schema_version'", -1, &s, NULL) == SQLITE_OK &&
	    sqlite3_step(s) == SQLITE_ROW)
		ok = atoi((const char *)sqlite3_column_text(s, 0)) == KB_SCHEMA_VERSION;
	sqlite3_finalize(s);
	if (!ok) {
		buf_printf(err, "%s: not a Kiln knowledge base of schema %d (rebuild it with `kiln kb build`)", db_path, KB_SCHEMA_VERSION);
		sqlite3_close(kb->db);
		kl_free(kb);
		return NULL;
	}
	return kb;
}

void kb_close(Kb *kb)
{
	if (!kb)
		return;
	sqlite3_close(kb->db);
	kl_free(kb);
}

static char *dup_col(sqlite3_stmt *s, int i)
{
	const unsigned char *t = sqlite3_column_text(s, i);
	Buf b = {0};
	buf_puts(&b, t ? (const char *)t : "");
	return buf_take(&b);
}

static int valid_kind(const char *k)
{
	static const char *const kinds[] = {"isa", "doc", "zoo", "example", "lib", "tuning", NULL};
	for (int i = 0; kinds[i]; i++)
		if (!strcmp(k, kinds[i]))
			return 1;
	return 0;
}

/* The user's words as an FTS5 expression: each word's tokens (split where
 * the tokenizer splits: '.', ':', '-', ...) become one quoted phrase, so
 * "fence.proxy.async" matches the three tokens in order and no word is
 * read as an FTS5 operator; a last token of 3+ characters matches as a
 * prefix.  Words are joined with `join` (" " = AND, " OR "). */
static int fts_query(const char *q, const char *join, Buf *out)
{
	int nwords = 0;
	const char *p = q;
	while (*p) {
		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		const char *we = p;
		while (*we && *we != ' ' && *we != '\t' && *we != '\n')
			we++;
		Buf phrase = {0};
		int ntok = 0;
		size_t lastlen = 0;
		for (const char *c = p; c < we;) {
			while (c < we && !(((unsigned char)*c >= 0x80) || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
			                   (*c >= '0' && *c <= '9') || *c == '_'))
				c++;
			const char *ts = c;
			while (c < we && (((unsigned char)*c >= 0x80) || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
			                  (*c >= '0' && *c <= '9') || *c == '_'))
				c++;
			if (c > ts) {
				if (ntok++)
					buf_putc(&phrase, ' ');
				buf_putn(&phrase, ts, (size_t)(c - ts));
				lastlen = (size_t)(c - ts);
			}
		}
		if (ntok) {
			if (nwords++)
				buf_puts(out, join);
			buf_printf(out, "\"%s\"%s", phrase.s, lastlen >= 3 ? "*" : "");
		}
		buf_free(&phrase);
		p = we;
	}
	return nwords;
}

static int run_search(Kb *kb, const char *fts, const char *kind, int limit, KbHits *out, Buf *err)
{
	sqlite3_stmt *s = NULL;
	const char *sql =
		"SELECT d.id, d.kind, d.title, d.path, d.line, snippet(fts, -1, '[', ']', '...', 14), bm25(fts, 10.0, 4.0, 1.0) AS score "
		"FROM fts JOIN docs d ON d.rowid = fts.rowid WHERE fts MATCH ?1 AND (?2 IS NULL OR d.kind = ?2) "
		"ORDER BY score LIMIT ?3";
	if (sqlite3_prepare_v2(kb->db, sql, -1, &s, NULL) != SQLITE_OK) {
		buf_printf(err, "sqlite: %s", sqlite3_errmsg(kb->db));
		return -1;
	}
	sqlite3_bind_text(s, 1, fts, -1, SQLITE_STATIC);
	if (kind)
		sqlite3_bind_text(s, 2, kind, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(s, 2);
	sqlite3_bind_int(s, 3, limit);
	int rc;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		KbHit *nv = kl_realloc(out->v, (size_t)(out->n + 1) * sizeof *nv);
		if (!nv) {
			buf_puts(err, "out of memory");
			sqlite3_finalize(s);
			return -1;
		}
		out->v = nv;
		KbHit *h = &out->v[out->n++];
		h->id = dup_col(s, 0);
		h->kind = dup_col(s, 1);
		h->title = dup_col(s, 2);
		h->path = dup_col(s, 3);
		h->line = sqlite3_column_int(s, 4);
		h->snippet = dup_col(s, 5);
		h->score = sqlite3_column_double(s, 6);
	}
	if (rc != SQLITE_DONE) {
		buf_printf(err, "sqlite: %s", sqlite3_errmsg(kb->db));
		sqlite3_finalize(s);
		return -1;
	}
	sqlite3_finalize(s);
	return 0;
}

int kb_search(Kb *kb, const char *query, const char *kind, int limit, KbHits *out, Buf *err)
{
	memset(out, 0, sizeof *out);
	if (kind && !valid_kind(kind)) {
		buf_printf(err, "unknown kind '%s' (isa, doc, zoo, example, lib, tuning)", kind);
		return -1;
	}
	if (limit <= 0)
		limit = 20;
	double t0 = kb_now_ms();
	Buf q = {0};
	if (!fts_query(query, " ", &q)) {
		buf_puts(err, "empty query: give at least one word");
		buf_free(&q);
		return -1;
	}
	int rc = run_search(kb, q.s, kind, limit, out, err);
	if (rc == 0 && out->n == 0 && strchr(q.s, ' ')) {
		Buf o = {0};
		fts_query(query, " OR ", &o);
		if (strcmp(o.s, q.s)) {
			buf_free(&q);
			q = o;
			out->relaxed = 1;
			rc = run_search(kb, q.s, kind, limit, out, err);
		} else
			buf_free(&o);
	}
	out->fts = buf_take(&q);
	out->ms = kb_now_ms() - t0;
	return rc;
}

static char *dup_str(const char *s)
{
	Buf b = {0};
	buf_puts(&b, s ? s : "");
	return buf_take(&b);
}

int kb_uses(Kb *kb, const char *instr, KbUses *out, Buf *err)
{
	memset(out, 0, sizeof *out);
	if (!instr || !*instr) {
		buf_puts(err, "empty instruction");
		return -1;
	}
	double t0 = kb_now_ms();
	Buf e = {0};
	if (isa_init(&e)) {
		buf_printf(err, "ISA table: %s", buf_str(&e));
		buf_free(&e);
		return -1;
	}
	/* the ISA entries the name denotes: an exact opcode, an entry id, or
	 * entries whose base spelling starts with it */
	IsaMatch m;
	for (int i = 0; i < isa_count(); i++) {
		const IsaEntry *en = isa_entry(i);
		size_t l = strlen(instr);
		int hit = !strcmp(en->idname, instr) ||
		          (!strncmp(en->spell, instr, l) && (en->spell[l] == 0 || en->spell[l] == '.' || en->spell[l] == '[' || en->spell[l] == '{'));
		if (!hit && isa_match_from(instr, i, &m) && (int)m.e->id == i)
			hit = 1;
		if (hit) {
			char **nv = kl_realloc(out->isa_ids, (size_t)(out->nisa + 1) * sizeof *nv);
			if (!nv)
				break;
			out->isa_ids = nv;
			out->isa_ids[out->nisa++] = dup_str(en->idname);
		}
	}
	sqlite3_stmt *s = NULL;
	const char *sql = "SELECT opcode, isa_id, kind, doc_id, path, line, text FROM uses "
	                  "WHERE opcode = ?1 OR substr(opcode, 1, length(?1) + 1) = ?1 || '.' OR isa_id = ?1 "
	                  "ORDER BY CASE kind WHEN 'zoo' THEN 0 WHEN 'lib' THEN 1 ELSE 2 END, path, line";
	if (sqlite3_prepare_v2(kb->db, sql, -1, &s, NULL) != SQLITE_OK) {
		buf_printf(err, "sqlite: %s", sqlite3_errmsg(kb->db));
		return -1;
	}
	sqlite3_bind_text(s, 1, instr, -1, SQLITE_STATIC);
	int rc;
	while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
		KbUse *nv = kl_realloc(out->v, (size_t)(out->n + 1) * sizeof *nv);
		if (!nv)
			break;
		out->v = nv;
		KbUse *u = &out->v[out->n++];
		u->opcode = dup_col(s, 0);
		u->isa_id = dup_col(s, 1);
		u->kind = dup_col(s, 2);
		u->doc_id = dup_col(s, 3);
		u->path = dup_col(s, 4);
		u->line = sqlite3_column_int(s, 5);
		u->text = dup_col(s, 6);
	}
	sqlite3_finalize(s);
	if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
		buf_printf(err, "sqlite: %s", sqlite3_errmsg(kb->db));
		return -1;
	}
	out->ms = kb_now_ms() - t0;
	return 0;
}

int kb_show(Kb *kb, const char *id, KbDoc *out, Buf *err)
{
	memset(out, 0, sizeof *out);
	sqlite3_stmt *s = NULL;
	if (sqlite3_prepare_v2(kb->db, "SELECT id, kind, title, path, tags, body, meta, line FROM docs WHERE id = ?1", -1, &s, NULL) != SQLITE_OK) {
		buf_printf(err, "sqlite: %s", sqlite3_errmsg(kb->db));
		return -1;
	}
	sqlite3_bind_text(s, 1, id, -1, SQLITE_STATIC);
	int rc = sqlite3_step(s);
	if (rc == SQLITE_ROW) {
		out->id = dup_col(s, 0);
		out->kind = dup_col(s, 1);
		out->title = dup_col(s, 2);
		out->path = dup_col(s, 3);
		out->tags = dup_col(s, 4);
		out->body = dup_col(s, 5);
		out->meta = dup_col(s, 6);
		out->line = sqlite3_column_int(s, 7);
	}
	sqlite3_finalize(s);
	if (rc == SQLITE_ROW)
		return 1;
	if (rc == SQLITE_DONE)
		return 0;
	buf_printf(err, "sqlite: %s", sqlite3_errmsg(kb->db));
	return -1;
}

int kb_list(Kb *kb, const char *kind, KbList *out, Buf *err)
{
	memset(out, 0, sizeof *out);
	sqlite3_stmt *s = NULL;
	if (sqlite3_prepare_v2(kb->db, "SELECT id, title, path FROM docs WHERE kind = ?1 AND instr(id, '~') = 0 ORDER BY id", -1, &s, NULL) != SQLITE_OK) {
		buf_printf(err, "sqlite: %s", sqlite3_errmsg(kb->db));
		return -1;
	}
	sqlite3_bind_text(s, 1, kind, -1, SQLITE_STATIC);
	while (sqlite3_step(s) == SQLITE_ROW) {
		int n = out->n + 1;
		char **a = kl_realloc(out->id, (size_t)n * sizeof *a);
		if (a) out->id = a;
		char **b = kl_realloc(out->title, (size_t)n * sizeof *b);
		if (b) out->title = b;
		char **c = kl_realloc(out->path, (size_t)n * sizeof *c);
		if (c) out->path = c;
		if (!a || !b || !c)
			break;
		out->id[out->n] = dup_col(s, 0);
		out->title[out->n] = dup_col(s, 1);
		out->path[out->n] = dup_col(s, 2);
		out->n = n;
	}
	sqlite3_finalize(s);
	return 0;
}

#endif /* KILN_NO_SQLITE */

/* ---- result helpers (no SQLite needed) ---- */

void kb_hits_free(KbHits *h)
{
	for (int i = 0; i < h->n; i++) {
		kl_free(h->v[i].id);
		kl_free(h->v[i].kind);
		kl_free(h->v[i].title);
		kl_free(h->v[i].path);
		kl_free(h->v[i].snippet);
	}
	kl_free(h->v);
	kl_free(h->fts);
	memset(h, 0, sizeof *h);
}

void kb_hits_json(const KbHits *h, JsonW *w)
{
	jw_kstr(w, "fts_query", h->fts ? h->fts : "");
	jw_kbool(w, "relaxed", h->relaxed);
	jw_knum(w, "ms", h->ms);
	jw_kint(w, "count", h->n);
	jw_key(w, "results");
	jw_arr(w);
	for (int i = 0; i < h->n; i++) {
		jw_obj(w);
		jw_kint(w, "rank", i + 1);
		jw_kstr(w, "id", h->v[i].id);
		jw_kstr(w, "kind", h->v[i].kind);
		jw_kstr(w, "title", h->v[i].title);
		jw_kstr(w, "path", h->v[i].path);
		jw_kint(w, "line", h->v[i].line);
		jw_knum(w, "score", h->v[i].score);
		jw_kstr(w, "snippet", h->v[i].snippet);
		jw_end_obj(w);
	}
	jw_end_arr(w);
}

void kb_uses_free(KbUses *u)
{
	for (int i = 0; i < u->n; i++) {
		kl_free(u->v[i].opcode);
		kl_free(u->v[i].isa_id);
		kl_free(u->v[i].kind);
		kl_free(u->v[i].doc_id);
		kl_free(u->v[i].path);
		kl_free(u->v[i].text);
	}
	kl_free(u->v);
	for (int i = 0; i < u->nisa; i++)
		kl_free(u->isa_ids[i]);
	kl_free(u->isa_ids);
	memset(u, 0, sizeof *u);
}

void kb_uses_json(const KbUses *u, JsonW *w)
{
	jw_knum(w, "ms", u->ms);
	jw_key(w, "isa_entries");
	jw_arr(w);
	for (int i = 0; i < u->nisa; i++)
		jw_str(w, u->isa_ids[i]);
	jw_end_arr(w);
	jw_kint(w, "count", u->n);
	jw_key(w, "uses");
	jw_arr(w);
	for (int i = 0; i < u->n; i++) {
		jw_obj(w);
		jw_kstr(w, "opcode", u->v[i].opcode);
		jw_kstr(w, "isa_id", u->v[i].isa_id);
		jw_kstr(w, "kind", u->v[i].kind);
		jw_kstr(w, "doc_id", u->v[i].doc_id);
		jw_kstr(w, "path", u->v[i].path);
		jw_kint(w, "line", u->v[i].line);
		jw_kstr(w, "text", u->v[i].text);
		jw_end_obj(w);
	}
	jw_end_arr(w);
}

void kb_doc_free(KbDoc *d)
{
	kl_free(d->id);
	kl_free(d->kind);
	kl_free(d->title);
	kl_free(d->path);
	kl_free(d->tags);
	kl_free(d->body);
	kl_free(d->meta);
	memset(d, 0, sizeof *d);
}

void kb_doc_json(const KbDoc *d, JsonW *w)
{
	jw_kstr(w, "id", d->id);
	jw_kstr(w, "kind", d->kind);
	jw_kstr(w, "title", d->title);
	jw_kstr(w, "path", d->path);
	jw_kint(w, "line", d->line);
	jw_kstr(w, "tags", d->tags);
	jw_kstr(w, "body", d->body);
	jw_key(w, "meta");
	jw_raw(w, d->meta && *d->meta ? d->meta : "{}");
}

void kb_list_free(KbList *l)
{
	for (int i = 0; i < l->n; i++) {
		kl_free(l->id[i]);
		kl_free(l->title[i]);
		kl_free(l->path[i]);
	}
	kl_free(l->id);
	kl_free(l->title);
	kl_free(l->path);
	memset(l, 0, sizeof *l);
}
