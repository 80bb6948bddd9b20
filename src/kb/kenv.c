/* The JSON envelope for kb, task and mcp (see kenv.h). */
#include "kb/kenv.h"
#include "kiln.h"
#include <stdio.h>

const char *kenv_status_for(int exit_code)
{
	switch (exit_code) {
	case 0: return "ok";
	case 1: return "fail";
	case 2: return "input_error";
	}
	return "internal_error";
}

void kenv_open(JsonW *w, Buf *out, int pretty, const char *command, int argc, const char *const *argv,
               const char *status, int exit_code)
{
	jw_init(w, out, pretty);
	jw_obj(w);
	char schema[64];
	snprintf(schema, sizeof schema, "kiln.%s", command);
	jw_kstr(w, "schema", schema);
	jw_kint(w, "schema_version", KILN_JSON_SCHEMA_VERSION);
	jw_key(w, "command");
	jw_arr(w);
	for (int i = 0; argv && i < argc; i++)
		jw_str(w, argv[i]);
	jw_end_arr(w);
	jw_kstr(w, "status", status ? status : kenv_status_for(exit_code));
	jw_kint(w, "exit_code", exit_code);
}

void kenv_diags_begin(JsonW *w)
{
	jw_key(w, "diagnostics");
	jw_arr(w);
}

void kenv_diag(JsonW *w, const char *severity, const char *message, const char *file, int line, int col)
{
	jw_obj(w);
	jw_kstr(w, "severity", severity);
	jw_kstr(w, "message", message);
	jw_key(w, "file");
	if (file)
		jw_str(w, file);
	else
		jw_null(w);
	jw_kint(w, "line", line);
	jw_kint(w, "col", col);
	jw_key(w, "notes");
	jw_arr(w);
	jw_end_arr(w);
	jw_end_obj(w);
}

void kenv_diags_end(JsonW *w)
{
	jw_end_arr(w);
}

void kenv_close(JsonW *w)
{
	jw_end_obj(w);
	if (w->pretty)
		buf_putc(w->out, '\n');
}

void kenv_error_doc(Buf *out, const char *command, int argc, const char *const *argv, int exit_code,
                    const char *status, const char *message)
{
	JsonW w;
	kenv_open(&w, out, 1, command, argc, argv, status, exit_code);
	kenv_diags_begin(&w);
	kenv_diag(&w, "error", message, NULL, 0, 0);
	kenv_diags_end(&w);
	kenv_close(&w);
}
