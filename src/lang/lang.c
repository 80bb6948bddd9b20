/* lang_compile: the front end's entry point.  Lexes and parses the input
 * (imports included), lowers the kernels, and runs ir_check on the result. */
#include "lang/lang_int.h"
#include <errno.h>
#include <string.h>

IrModule *lang_compile(const LangInput *in, Diags *d)
{
	Buf err = {0};
	if (isa_init(&err)) {
		diag_error(d, ((Loc){0}), "internal: %s", buf_str(&err));
		buf_free(&err);
		return NULL;
	}
	int nerr0 = d->nerr;
	Ctx c = {.a = arena_new(), .d = d, .in = in};
	IrModule *m = ir_module_new();
	m->sm = in->sm ? in->sm : SM_90A;
	m->ptx_version = 80;
	const char *path = in->path ? in->path : "<input>";
	Tok *toks;
	int ntoks;
	int r = lex_file(&c, path, in->src, in->src ? in->len : 0, &toks, &ntoks);
	if (r == -2)
		diag_error(d, ((Loc){0}), "%s: file too large (more than %d MiB)", path, MAX_FILE >> 20);
	else if (r)
		diag_error(d, ((Loc){0}), "%s: cannot read: %s", path, strerror(errno));
	else if (ntoks <= 1)
		diag_error(d, ((Loc){toks[0].loc.file, 1, 1}), "empty source (no declarations)");
	else {
		parse_file(&c, path, toks, ntoks);
		if (d->nerr == nerr0)
			lower_module(&c, m);
		if (d->nerr == nerr0)
			ir_check(m, d);
	}
	vec_free(&c.fns);
	vec_free(&c.kernels);
	vec_free(&c.consts);
	vec_free(&c.asserts);
	vec_free(&c.files);
	vec_free(&c.stack);
	vec_free(&c.seen);
	arena_free(c.a);
	if (d->nerr != nerr0) {
		ir_module_free(m);
		return NULL;
	}
	return m;
}
