/* The JSON envelope of kb, task and mcp documents (schema "kiln.<command>",
 * schema_version, command, status, exit_code, diagnostics, then the
 * command's fields), the shape docs/schema/common.json describes: a thin
 * layer over util/envelope.h. */
#ifndef KILN_KENV_H
#define KILN_KENV_H
#include "util/json.h"

void kenv_open(JsonW *w, Buf *out, int pretty, const char *command, int argc, const char *const *argv,
               const char *status, int exit_code);
void kenv_diags_begin(JsonW *w);
void kenv_diag(JsonW *w, const char *severity, const char *message, const char *file, int line, int col);
void kenv_diags_end(JsonW *w);
void kenv_close(JsonW *w);
/* a whole document holding one error diagnostic */
void kenv_error_doc(Buf *out, const char *command, int argc, const char *const *argv, int exit_code,
                    const char *status, const char *message);
const char *kenv_status_for(int exit_code);   /* "ok", "fail", "input_error", "internal_error" */

#endif
