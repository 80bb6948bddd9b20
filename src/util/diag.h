/* Source locations and diagnostics.  Library code never prints: errors are
 * collected in a Diags context the caller renders (CLI) or serializes (JSON,
 * server).  Rendering shows file:line:col, the source line and a caret. */
#ifndef KILN_DIAG_H
#define KILN_DIAG_H
#include "util/buf.h"

typedef struct {
	const char *file;   /* interned for the compilation; NULL = no location */
	int line, col;      /* 1-based; 0 = unknown */
} Loc;

/* the levels and the names every output spells them with */
#define DIAG_LEVELS(X) X(DIAG_ERROR, "error") X(DIAG_WARNING, "warning") X(DIAG_NOTE, "note")
#define DIAG_LEVEL_ENUM(e, name) e,
typedef enum { DIAG_LEVELS(DIAG_LEVEL_ENUM) DIAG_NLEVELS } DiagLevel;
#undef DIAG_LEVEL_ENUM

/* "error", "warning" or "note" ("error" for a level out of range) */
const char *diag_level_name(DiagLevel l);

typedef struct {
	DiagLevel level;
	Loc loc;
	char *msg;          /* heap (kl_malloc) */
} Diag;

/* A source file known to the diagnostics engine, for caret rendering. */
typedef struct {
	const char *name;
	const char *text;   /* NUL-terminated */
	size_t len;
	int owned;          /* name and text are heap copies freed by diags_free */
} SrcFile;

typedef struct {
	Diag *v;
	int n, cap;
	int nerr;
	int max_errors;     /* stop recording after this many errors (0 = 100) */
	SrcFile *files;
	int nfiles, capfiles;
} Diags;

void diags_init(Diags *d);
void diags_free(Diags *d);
void diags_add_file(Diags *d, const char *name, const char *text, size_t len);
/* Like diags_add_file, but copies name and text (freed by diags_free), so
 * they outlive the compilation that read them; returns the stable name to
 * use in Locs. */
void diags_take_files(Diags *dst, Diags *src);
const char *diags_add_file_copy(Diags *d, const char *name, const char *text, size_t len);
void diag_add(Diags *d, DiagLevel lv, Loc loc, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
#define diag_error(d, loc, ...) diag_add((d), DIAG_ERROR, (loc), __VA_ARGS__)
#define diag_note(d, loc, ...) diag_add((d), DIAG_NOTE, (loc), __VA_ARGS__)
#define diag_warn(d, loc, ...) diag_add((d), DIAG_WARNING, (loc), __VA_ARGS__)
/* "file:line:col: error: msg\n  source line\n      ^\n" for every diagnostic */
void diags_render(Diags *d, Buf *out);
/* one diagnostic (no trailing newline in msg expected) */
void diag_render_one(Diags *d, const Diag *g, Buf *out);

#endif
