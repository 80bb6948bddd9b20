/* Internals of the knowledge base shared by its files: the build context
 * (kb.c owns the SQLite side) and the document sources (sources.c). */
#ifndef KILN_KB_INT_H
#define KILN_KB_INT_H
#include "kb/kb.h"
#include "util/arena.h"
#include <stddef.h>

typedef struct Build Build;

/* Bench ratios from bench/results, latest file per zoo kernel. */
typedef struct {
	int n;
	char **kernel;        /* "zoo/gemm/wgmma_ws" */
	char **date;          /* ISO date of the result file */
	Buf *text;            /* one line per measurement of that file */
	Buf *json;            /* a JSON array of the same measurements */
} KbBench;

double kb_now_ms(void);
int kb_list_dir(const char *dir, const char *suffix, int want_dir, char ***out);
void kb_free_list(char **v, int n);

void kb_add_doc(Build *b, const char *id, const char *kind, const char *title, const char *tags, const char *body,
                const char *path, int line, const char *meta);
void kb_add_use(Build *b, const char *opcode, const char *isa_id, const char *kind, const char *doc_id,
                const char *path, int line, const char *text);
Arena *kb_build_arena(Build *b);
const char *kb_build_root(Build *b);
Buf *kb_build_err(Build *b);
KbStats *kb_build_stats(Build *b);
KbBench *kb_build_bench(Build *b);

/* sources.c */
void kb_load_bench(Build *b);
void kb_free_bench(KbBench *kbb);
void kb_add_docs(Build *b);
void kb_add_tuning(Build *b);
void kb_add_lib(Build *b);
void kb_add_kernels(Build *b, const char *dir, const char *kind);

#endif
