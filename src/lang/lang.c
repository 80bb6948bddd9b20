/* lang_compile: the front end's entry point and its pass pipeline: the
 * passes of passes[] in order, ir_check after each pass that leaves IR,
 * stopping after LangInput.stop_after with that pass's output in
 * LangInput.dump (`kiln build --dump-ir=PASS`). */
#include "lang/lang_int.h"
#include <errno.h>
#include <string.h>

typedef struct {
	Ctx *c;
	IrModule *m;
	Lower *L;                 /* from sema on */
} Run;

static void run_parse(Run *r)
{
	const LangInput *in = r->c->in;
	Diags *d = r->c->d;
	const char *path = in->path ? in->path : "<input>";
	Tok *toks;
	int ntoks;
	int e = lex_file(r->c, path, in->src, in->src ? in->len : 0, &toks, &ntoks);
	if (e == -2)
		diag_error(d, ((Loc){0}), "%s: file too large (more than %d MiB)", path, MAX_FILE >> 20);
	else if (e)
		diag_error(d, ((Loc){0}), "%s: cannot read: %s", path, strerror(errno));
	else if (ntoks <= 1)
		diag_error(d, ((Loc){toks[0].loc.file, 1, 1}), "empty source (no declarations)");
	else
		parse_file(r->c, path, toks, ntoks);
}

static void run_sema(Run *r)
{
	r->L = lower_new(r->c, r->m);
	sema_module(r->L);
}

static void run_expand(Run *r) { expand_module(r->L); }
static void run_lower(Run *r) { lower_kernels(r->L); }
static void run_limits(Run *r) { lang_limits(r->m, r->c->d); }
static void dump_parse(Run *r, Buf *out) { parse_dump(r->c, out); }
static void dump_sema(Run *r, Buf *out) { sema_dump(r->L, out); }
static void dump_expand(Run *r, Buf *out) { expand_dump(r->L, out); }

static void dump_ir(Run *r, Buf *out)
{
	for (int i = 0; i < r->m->nkernels; i++)
		ir_dump(r->m->kernels[i], out);
}

typedef struct {
	const char *name;
	void (*run)(Run *);
	void (*dump)(Run *, Buf *);   /* the pass's output (--dump-ir=NAME) */
	int ir;                       /* leaves IR: ir_check runs after it */
	const char *what;             /* one line for `kiln build --help` and the docs */
} Pass;

/* Sema, expand and lower share their binding state (Lower): the module
 * names sema binds are the frame-0 names expand and lower resolve.  Expand
 * rewrites the AST (specialized kernels, E_INLINE calls, ST_UNROLLED
 * loops); lower reads only the expanded AST. */
static const Pass passes[] = {
	{"parse", run_parse, dump_parse, 0, "source to declarations (lex.c, parse.c); shows the declarations read"},
	{"sema", run_sema, dump_sema, 0, "module names bound, constants and static_asserts evaluated (sema.c); shows names and values"},
	{"expand", run_expand, dump_expand, 0, "kernels specialized, inline calls and 'for unroll' expanded on the AST (expand.c); shows the expanded AST"},
	{"lower", run_lower, dump_ir, 1, "expanded kernels lowered to IR (lower*.c); shows the IR"},
	{"limits", run_limits, dump_ir, 1, "whole-kernel resource limits (limits.c); shows the IR, unchanged"},
};
enum { NPASS = sizeof passes / sizeof passes[0] };

const char *lang_pass_name(int i, const char **what)
{
	if (i < 0 || i >= NPASS)
		return NULL;
	if (what)
		*what = passes[i].what;
	return passes[i].name;
}

IrModule *lang_compile(const LangInput *in, Diags *d)
{
	Buf err = {0};
	if (isa_init(&err)) {
		diag_error(d, ((Loc){0}), "internal: %s", buf_str(&err));
		buf_free(&err);
		return NULL;
	}
	int last = NPASS - 1;
	if (in->stop_after) {
		for (last = 0; last < NPASS && strcmp(passes[last].name, in->stop_after); last++)
			;
		if (last == NPASS) {
			Buf known = {0};
			for (int i = 0; i < NPASS; i++)
				buf_printf(&known, "%s%s", i ? ", " : "", passes[i].name);
			diag_error(d, ((Loc){0}), "unknown pass '%s' (passes: %s)", in->stop_after, buf_str(&known));
			buf_free(&known);
			return NULL;
		}
	}
	int nerr0 = d->nerr;
	Ctx c = {.a = arena_new(), .d = d, .in = in};
	IrModule *m = ir_module_new();
	m->sm = in->sm ? in->sm : SM_90A;
	m->ptx_version = 80;
	Run run = {.c = &c, .m = m};
	for (int i = 0; i <= last && d->nerr == nerr0; i++) {
		passes[i].run(&run);
		if (passes[i].ir && d->nerr == nerr0)
			ir_check(m, d);
	}
	if (in->dump && d->nerr == nerr0)
		passes[last].dump(&run, in->dump);
	lower_free(run.L);
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
