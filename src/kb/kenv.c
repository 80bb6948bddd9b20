/* The JSON envelope for kb, task and mcp: util/envelope.h (the one every
 * command uses), behind the names kenv.h gives these parts. */
#include "kb/kenv.h"
#include "util/envelope.h"

const char *kenv_status_for(int exit_code)
{
	return env_status_for(exit_code);
}

void kenv_open(JsonW *w, Buf *out, int pretty, const char *command, int argc, const char *const *argv,
               const char *status, int exit_code)
{
	env_open(w, out, pretty, command, argc, argv, status, exit_code);
}

void kenv_diags_begin(JsonW *w)
{
	env_diags_begin(w);
}

void kenv_diag(JsonW *w, const char *severity, const char *message, const char *file, int line, int col)
{
	env_diag(w, severity, message, file, line, col);
}

void kenv_diags_end(JsonW *w)
{
	env_diags_end(w);
}

void kenv_close(JsonW *w)
{
	env_close(w);
}

void kenv_error_doc(Buf *out, const char *command, int argc, const char *const *argv, int exit_code,
                    const char *status, const char *message)
{
	if (!status) {
		env_error_doc(out, command, argc, argv, exit_code, NULL, message);
		return;
	}
	JsonW w;
	env_open(&w, out, 1, command, argc, argv, status, exit_code);
	env_diags_begin(&w);
	env_diag(&w, "error", message, NULL, 0, 0);
	env_diags_end(&w);
	env_close(&w);
}
