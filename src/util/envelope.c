/* The JSON envelope shared by every command (see envelope.h). */
#include "util/envelope.h"
#include "kiln.h"
#include <stdio.h>

const char *env_status_for(int exit_code)
{
	switch (exit_code) {
	case KILN_EXIT_OK: return "ok";
	case KILN_EXIT_FINDING: return "fail";
	case KILN_EXIT_INPUT: return "input_error";
	default: return "internal_error";
	}
}

void env_open(JsonW *w, Buf *out, int pretty, const char *command, int argc, const char *const *argv,
	const char *status, int exit_code)
{
	char schema[64];
	snprintf(schema, sizeof schema, "kiln.%s", command);
	jw_init(w, out, pretty);
	jw_obj(w);
	jw_kstr(w, "schema", schema);
	jw_kint(w, "schema_version", KILN_JSON_SCHEMA_VERSION);
	jw_key(w, "command");
	jw_arr(w);
	for (int i = 0; argv && i < argc; i++)
		jw_str(w, argv[i] ? argv[i] : "");
	jw_end_arr(w);
	jw_kstr(w, "status", status ? status : env_status_for(exit_code));
	jw_kint(w, "exit_code", exit_code);
}

static void kfile(JsonW *w, const char *file)
{
	jw_key(w, "file");
	if (file && file[0])
		jw_str(w, file);
	else
		jw_null(w);
}

static void close_diag(JsonW *w)
{
	if (w->env == 2) {
		jw_end_arr(w);   /* notes */
		jw_end_obj(w);
		w->env = 1;
	}
}

void env_diags_begin(JsonW *w)
{
	jw_key(w, "diagnostics");
	jw_arr(w);
	w->env = 1;
}

void env_diag(JsonW *w, const char *severity, const char *message, const char *file, int line, int col)
{
	close_diag(w);
	jw_obj(w);
	jw_kstr(w, "severity", severity);
	jw_kstr(w, "message", message ? message : "");
	kfile(w, file);
	jw_kint(w, "line", line);
	jw_kint(w, "col", col);
	jw_key(w, "notes");
	jw_arr(w);
	w->env = 2;
}

void env_note(JsonW *w, const char *message, const char *file, int line, int col)
{
	if (w->env != 2) {   /* a note with nothing before it stands alone */
		env_diag(w, "note", message, file, line, col);
		return;
	}
	jw_obj(w);
	jw_kstr(w, "message", message ? message : "");
	kfile(w, file);
	jw_kint(w, "line", line);
	jw_kint(w, "col", col);
	jw_end_obj(w);
}

void env_diags_end(JsonW *w)
{
	close_diag(w);
	jw_end_arr(w);
	w->env = 0;
}

void env_diags(JsonW *w, const Diags *d)
{
	env_diags_begin(w);
	for (int i = 0; d && i < d->n; i++) {
		const Diag *g = &d->v[i];
		if (g->level == DIAG_NOTE)
			env_note(w, g->msg, g->loc.file, g->loc.line, g->loc.col);
		else
			env_diag(w, g->level == DIAG_ERROR ? "error" : "warning", g->msg, g->loc.file, g->loc.line,
				g->loc.col);
	}
	env_diags_end(w);
}

void env_close(JsonW *w)
{
	if (w->env)
		env_diags_end(w);
	jw_end_obj(w);
	if (w->pretty)
		buf_putc(w->out, '\n');
}

void env_error_doc(Buf *out, const char *command, int argc, const char *const *argv, int exit_code,
	const char *file, const char *message)
{
	JsonW w;
	env_open(&w, out, 1, command, argc, argv, NULL, exit_code);
	env_diags_begin(&w);
	env_diag(&w, "error", message, file, 0, 0);
	env_diags_end(&w);
	env_close(&w);
}
