/* The one JSON envelope every command's --json document uses (kiln build,
 * isa, sim, run, bench, check, remote, kb, mcp, task ...):
 *
 *   {"schema": "kiln.<command>", "schema_version": N, "command": [argv...],
 *    "status": "<kind>", "exit_code": 0|1|2|3,
 *    "diagnostics": [{"severity", "message", "file" (null if none), "line",
 *                     "col", "notes": [{"message", "file", "line", "col"}]}],
 *    ... the command's own fields ... }
 *
 * Usage:
 *   Buf b = {0}; JsonW w;
 *   env_open(&w, &b, 1, "check", argc, argv, "deadlock", KILN_EXIT_FINDING);
 *   env_diags(&w, &diags);  jw_kint(&w, "findings", n);  env_close(&w);
 *
 * docs/schema/common.json is the JSON Schema of the envelope; each command's
 * schema (docs/schema/<command>.json) extends it. */
#ifndef KILN_ENVELOPE_H
#define KILN_ENVELOPE_H
#include "util/json.h"
#include "util/diag.h"

/* The exit-code table, the same for every command. */
enum {
	KILN_EXIT_OK = 0,        /* clean: pass, no findings */
	KILN_EXIT_FINDING = 1,   /* mismatch, finding, deadlock, fault, timeout */
	KILN_EXIT_INPUT = 2,     /* usage or input error (bad option, bad workload, compile error) */
	KILN_EXIT_INTERNAL = 3,  /* internal error (out of memory, tool crashed) */
};

/* The status word for an exit code when the command has no finer one:
 * "ok", "fail", "input_error", "internal_error". */
const char *env_status_for(int exit_code);

/* Starts the document: writes { and the fields up to exit_code.  argv may
 * be NULL (command: []).  status NULL = env_status_for(exit_code). */
void env_open(JsonW *w, Buf *out, int pretty, const char *command, int argc, const char *const *argv,
	const char *status, int exit_code);
/* "diagnostics": [...] from a Diags: a DIAG_NOTE following an error or
 * warning becomes one of its notes; a leading note stands alone. */
void env_diags(JsonW *w, const Diags *d);
/* For diagnostics from other sources: env_diags_begin, then env_diag per
 * diagnostic (notes: env_note between env_diag and the next env_diag or
 * env_diags_end), then env_diags_end.  file NULL = null. */
void env_diags_begin(JsonW *w);
void env_diag(JsonW *w, const char *severity, const char *message, const char *file, int line, int col);
void env_note(JsonW *w, const char *message, const char *file, int line, int col);
void env_diags_end(JsonW *w);
/* Closes the document (and any open diagnostic); adds a newline when pretty. */
void env_close(JsonW *w);

/* A whole document for an error before a command could run (usage error,
 * unreadable input): status from exit_code, one error diagnostic. */
void env_error_doc(Buf *out, const char *command, int argc, const char *const *argv, int exit_code,
	const char *file, const char *message);

#endif
