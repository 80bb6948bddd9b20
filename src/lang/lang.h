/* Front end: .kiln source to IR (src/ir/ir.h) in passes — parse, sema
 * (names, constants), expand (templates specialized, inline calls and
 * `for unroll` expanded on the AST), lower, limits. */
#ifndef KILN_LANG_H
#define KILN_LANG_H
#include <stddef.h>
#include "ir/ir.h"
#include "util/buf.h"
#include "util/diag.h"

typedef struct {
	const char *path;                 /* file name for locations and relative imports */
	const char *src;                  /* source text; NULL = read `path` */
	size_t len;
	const char *const *defines;       /* "NAME=VALUE" template/const overrides (-D) */
	int ndefines;
	const char *const *incdirs;       /* import search path after the importing file's dir */
	int nincdirs;
	int sm;                           /* target override (SM_*); 0 = the source's, default SM_90A */
	const char *kernel;               /* only this kernel (NULL = all) */
	const char *stop_after;           /* last pass to run (lang_pass_name); NULL = all */
	Buf *dump;                        /* when set: the last pass's output is appended here */
	int trace;                        /* compile `trace "name" { }` regions into timeline records
	                                     (kiln profile --timeline); 0: they are plain blocks */
} LangInput;

/* The i-th pass of the pipeline (0-based) and a one-line description, or
 * NULL past the last. */
const char *lang_pass_name(int i, const char **what);

/* Returns the module, or NULL when d has errors.  Needs about 5 MiB of
 * stack (lowering stops with an error before using 4 MiB: call it from a
 * thread with at least 8 MiB, the glibc default).  Source files are registered
 * with d (diags_add_file) for caret rendering; their text lives as long as d. */
IrModule *lang_compile(const LangInput *in, Diags *d);

#endif
