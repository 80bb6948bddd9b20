/* The knowledge base: one SQLite database with an FTS5 index over every ISA
 * table entry, the sections of docs/NAME.md, the zoo kernels (header comment,
 * design note from docs/zoo.md, instructions used with their lines,
 * workloads, latest bench ratio from bench/results), the conformance
 * kernels (as examples), the standard library's functions (lib/NAME.kiln) and
 * the tuning notes (docs/tuning/NAME.md).  A second table lists every line of
 * a zoo, example or lib kernel that uses an ISA instruction form.
 *
 * Documents are named by kind and key: "isa:fence_proxy_async",
 * "doc:docs/simulator.md#mbarriers", "zoo:gemm/wgmma_ws",
 * "example:tests/conformance/wgmma", "lib:mbarrier/mbar_wait",
 * "tuning:bank-conflicts-swizzle".  docs/agents.md ("Knowledge base")
 * describes them for users.
 *
 * Built without SQLite (KILN_NO_SQLITE: the GPU machine has no Debian dev
 * packages), every entry point fails with "unsupported: ...". */
#ifndef KILN_KB_H
#define KILN_KB_H
#include "util/buf.h"
#include "util/json.h"

#define KB_SCHEMA_VERSION 1

/* ---- building ---- */
typedef struct {
	const char *root;      /* repository root: docs/, zoo/, lib/, bench/results, tests/conformance */
	const char *db_path;   /* written atomically (a temporary file renamed over it) */
	int replicate;         /* benchmarks: index every document this many times (0 = 1) */
} KbBuildOpts;

typedef struct {
	int isa, doc, zoo, example, lib, tuning;   /* documents per kind */
	int uses;              /* instruction-use lines */
	int tuning_bad;        /* tuning notes missing a required section (see kb_build) */
	double ms;             /* wall time of the build */
} KbStats;

/* Builds the database.  Returns 0, 2 (bad input: unreadable root, a tuning
 * note without its sections; messages in err) or 3 (SQLite error). */
int kb_build(const KbBuildOpts *o, KbStats *st, Buf *err);

/* ---- instruction scanning (shared with tests) ----
 * Calls fn for every statement of a .kiln source whose opcode matches an
 * ISA entry: line (1-based), the opcode as written, the entry id name. */
typedef void (*KbUseFn)(void *ctx, int line, const char *opcode, const char *isa_id);
void kb_scan_uses(const char *text, KbUseFn fn, void *ctx);

/* ---- querying ---- */
typedef struct Kb Kb;
Kb *kb_open(const char *db_path, Buf *err);   /* NULL with err */
void kb_close(Kb *kb);

typedef struct {
	char *id, *kind, *title, *path, *snippet;
	int line;
	double score;          /* bm25: lower is better */
} KbHit;

typedef struct {
	KbHit *v;
	int n;
	int relaxed;           /* no document had every word: words were ORed */
	char *fts;             /* the FTS5 query the words became */
	double ms;             /* time spent in SQLite */
} KbHits;

/* kind: NULL or "isa", "doc", "zoo", "example", "lib", "tuning".  Returns 0,
 * or -1 with err (bad kind, empty query, SQLite error). */
int kb_search(Kb *kb, const char *query, const char *kind, int limit, KbHits *out, Buf *err);
void kb_hits_free(KbHits *h);
void kb_hits_json(const KbHits *h, JsonW *w);     /* members: fts, relaxed, ms, count, results */

typedef struct {
	char *opcode, *isa_id, *kind, *doc_id, *path, *text;
	int line;
} KbUse;

typedef struct {
	KbUse *v;
	int n;
	char **isa_ids;        /* the ISA entries the instruction names (may be 0 with uses) */
	int nisa;
	double ms;
} KbUses;

/* Lines whose opcode is instr or extends it by modifiers (instr
 * "cp.async.bulk.tensor" matches "cp.async.bulk.tensor.2d.shared::cluster...")
 * or whose ISA entry id is instr.  Returns 0 or -1 with err. */
int kb_uses(Kb *kb, const char *instr, KbUses *out, Buf *err);
void kb_uses_free(KbUses *u);
void kb_uses_json(const KbUses *u, JsonW *w);

typedef struct {
	char *id, *kind, *title, *path, *tags, *body, *meta;   /* meta: a JSON object text */
	int line;
} KbDoc;

/* 1 found, 0 no such id, -1 error (err). */
int kb_show(Kb *kb, const char *id, KbDoc *out, Buf *err);
void kb_doc_free(KbDoc *d);
void kb_doc_json(const KbDoc *d, JsonW *w);

/* Resources for the MCP server: every document of a kind ("doc", "zoo"),
 * id and title, in id order.  0 or -1. */
typedef struct {
	char **id, **title, **path;
	int n;
} KbList;
int kb_list(Kb *kb, const char *kind, KbList *out, Buf *err);
void kb_list_free(KbList *l);

/* Where the database lives by default: $KILN_KB, else kb.sqlite next to
 * the running kiln binary. */
void kb_default_path(Buf *out);
/* The repository root by default: $KILN_ROOT, else the parent of the
 * directory holding the kiln binary (build/kiln -> .). */
void kb_default_root(Buf *out);

#endif
