/* The public compile API (include/kiln.h, "compile"): front end -> IR ->
 * PTX (+ source map) -> optionally ptxas resources, as one result object
 * that renders its diagnostics and serializes to the JSON `kiln build
 * --json` prints.  ptxas messages are mapped back to source lines. */
#include "kiln.h"
#include "lang/lang.h"
#include "ptx/ptx_int.h"
#include "util/envelope.h"
#include <stdio.h>
#include <string.h>
#include <time.h>

typedef struct {
	char *name;
	int block[3], cluster[3];
	char *grid;
	long long smem;
	Loc loc;
	int ptxas_idx;        /* index into ptxas.kernels, or -1 */
	int nwarn;
} KInfo;

struct KilnCompileResult {
	int ok;
	int status;
	char target[16];
	int ptx_version;
	Diags d;
	char *ptx;
	size_t ptx_len;
	int want_map;
	PtxMap map;
	char *map_json;
	char *ir;
	KInfo *k;
	int nk;
	int ran_ptxas;
	PtxasResult pa;
	double t_front, t_emit, t_ptxas, t_total;
	char *diag_text;
	char *json;
	/* diagnostics may carry file names owned here (ptxas-mapped ones) */
	char **owned;
	int nowned;
	int argc;                 /* the caller's command line (not owned), for the envelope */
	const char *const *argv;
};

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static const char *own(KilnCompileResult *r, const char *s)
{
	char **p = kl_realloc(r->owned, (size_t)(r->nowned + 1) * sizeof *p);
	if (!p)
		die("out of memory");
	r->owned = p;
	return p[r->nowned++] = kl_strdup(s);
}

/* ptxas messages -> diagnostics at the source line their PTX line came from
 * (or the kernel's declaration) */
static void ptxas_diags(KilnCompileResult *r)
{
	int errs = 0;
	for (int i = 0; i < r->pa.nmsgs; i++)
		errs += r->pa.msgs[i].level == PTXAS_MSG_ERROR;
	for (int i = 0; i < r->pa.nmsgs; i++) {
		const PtxasMsg *m = &r->pa.msgs[i];
		/* the closing "Ptx assembly aborted due to errors" adds nothing */
		if (errs > 1 && m->level == PTXAS_MSG_ERROR && strstr(m->text, "assembly aborted"))
			continue;
		Loc loc = {0};
		const char *f;
		int line;
		if (m->ptx_line > 0 && ptx_map_lookup(&r->map, m->ptx_line, &f, &line)) {
			loc.file = own(r, f);
			loc.line = line;
			loc.col = 1;
		} else if (m->kernel >= 0) {
			for (int j = 0; j < r->nk; j++)
				if (r->k[j].ptxas_idx == m->kernel)
					loc = r->k[j].loc;
		}
		Buf where = {0};
		if (m->kernel >= 0 && m->kernel < r->pa.nkernels)
			buf_printf(&where, "kernel %s", r->pa.kernels[m->kernel].name);
		if (m->ptx_line > 0)
			buf_printf(&where, "%sPTX line %d", where.len ? ", " : "", m->ptx_line);
		diag_add(&r->d, m->level == PTXAS_MSG_ERROR ? DIAG_ERROR : DIAG_WARNING, loc, "ptxas%s%s%s: %s%s%s%s",
		         m->code ? " " : "", m->code ? m->code : "", "", m->text,
		         where.len ? " (" : "", where.len ? where.s : "", where.len ? ")" : "");
		buf_free(&where);
	}
}

static int has_internal(const Diags *d)
{
	for (int i = 0; i < d->n; i++)
		if (d->v[i].level == DIAG_ERROR && !strncmp(d->v[i].msg, "internal:", 9))
			return 1;
	return 0;
}

static KilnCompileResult *compile_impl(const KilnCompileOptions *o);

typedef struct {
	const KilnCompileOptions *o;
	KilnCompileResult *r;
} CompileCall;

static void compile_call(void *p) { ((CompileCall *)p)->r = compile_impl(((CompileCall *)p)->o); }

/* Out of memory is a failed compile (status internal, one diagnostic), not
 * an abort: everything the compile had allocated is freed by kl_protect. */
KilnCompileResult *kiln_compile(const KilnCompileOptions *o)
{
	CompileCall c = {o, NULL};
	if (!kl_protect(compile_call, &c))
		return c.r;
	KilnCompileResult *r = kl_calloc(1, sizeof *r);
	if (!r)
		return NULL;
	diags_init(&r->d);
	r->status = KILN_COMPILE_EINTERNAL;
	r->argc = o->argc;
	r->argv = o->argv;
	snprintf(r->target, sizeof r->target, "%s", o->target ? o->target : "");
	diag_error(&r->d, ((Loc){0}), "out of memory");
	return r;
}

static KilnCompileResult *compile_impl(const KilnCompileOptions *o)
{
	KilnCompileResult *r = kl_calloc(1, sizeof *r);
	if (!r)
		return NULL;
	diags_init(&r->d);
	r->argc = o->argc;
	r->argv = o->argv;
	double t0 = now_ms();
	r->status = KILN_COMPILE_EINPUT;
	Buf err = {0};
	if (isa_init(&err)) {
		diag_error(&r->d, ((Loc){0}), "internal: %s", buf_str(&err));
		buf_free(&err);
		r->status = KILN_COMPILE_EINTERNAL;
		goto out;
	}
	buf_free(&err);
	int sm = 0;
	if (o->target && !(sm = ptx_parse_target(o->target))) {
		Buf known = {0};
		isa_target_list(&known);
		diag_error(&r->d, ((Loc){0}), "unknown target '%s' (known: %s)", o->target, buf_str(&known));
		buf_free(&known);
		goto out;
	}
	if (!o->path && !o->source) {
		diag_error(&r->d, ((Loc){0}), "no source: give a path or source text");
		goto out;
	}
	LangInput in = {
		.path = o->path ? o->path : "<source>",
		.src = o->source,
		.len = o->source ? (o->source_len ? o->source_len : strlen(o->source)) : 0,
		.defines = o->defines, .ndefines = o->ndefines,
		.incdirs = o->include_dirs, .nincdirs = o->ninclude_dirs,
		.sm = sm, .kernel = o->kernel,
		.stop_after = o->dump_after,
	};
	Buf dump = {0};
	if (o->dump_ir || o->dump_after)
		in.dump = &dump;
	double t1 = now_ms();
	IrModule *m = lang_compile(&in, &r->d);
	r->t_front = now_ms() - t1;
	if (!m || r->d.nerr) {
		buf_free(&dump);
		if (has_internal(&r->d))
			r->status = KILN_COMPILE_EINTERNAL;
		ir_module_free(m);
		goto out;
	}
	isa_target_name(m->sm ? m->sm : SM_90A, r->target, sizeof r->target);
	r->nk = m->nkernels;
	r->k = kl_calloc((size_t)(m->nkernels + 1), sizeof *r->k);
	if (!r->k)
		die("out of memory");
	for (int i = 0; i < m->nkernels; i++) {
		const IrKernel *k = m->kernels[i];
		KInfo *ki = &r->k[i];
		ki->name = kl_strdup(k->name);
		for (int j = 0; j < 3; j++) {
			ki->block[j] = k->block_const[j] > 0 ? k->block_const[j] : 1;
			ki->cluster[j] = k->cluster_const[0] > 0 ? (k->cluster_const[j] > 0 ? k->cluster_const[j] : 1) : 0;
		}
		Buf g = {0};
		ptx_grid_text(k, &g);
		ki->grid = buf_take(&g);
		ki->smem = k->smem_bytes;
		ki->loc = k->loc;
		ki->ptxas_idx = -1;
	}
	if (in.dump)
		r->ir = buf_take(&dump);
	if (o->dump_after) {
		/* stopped after that pass: its output, no PTX */
		ir_module_free(m);
		r->ok = 1;
		r->status = KILN_COMPILE_OK;
		goto out;
	}
	r->want_map = o->map;
	Buf ptx = {0};
	t1 = now_ms();
	/* the map also places ptxas messages on source lines */
	int rc = ptx_emit(m, &ptx, o->map || o->ptxas ? &r->map : NULL, &r->d);
	r->t_emit = now_ms() - t1;
	ir_module_free(m);
	if (rc) {
		buf_free(&ptx);
		if (has_internal(&r->d))
			r->status = KILN_COMPILE_EINTERNAL;
		goto out;
	}
	r->ptx_len = ptx.len;
	r->ptx = buf_take(&ptx);
	{
		const char *v = strstr(r->ptx, ".version ");
		if (v)
			r->ptx_version = (v[9] - '0') * 10 + (v[11] - '0');
	}
	if (o->map) {
		Buf j = {0};
		JsonW w;
		jw_init(&w, &j, 0);
		ptx_map_json(&r->map, &w);
		r->map_json = buf_take(&j);
	}
	r->ok = 1;
	r->status = KILN_COMPILE_OK;
	if (o->ptxas) {
		PtxasOptions po = {.ptxas = o->ptxas_path, .target = r->target, .timeout_ms = o->ptxas_timeout_ms};
		t1 = now_ms();
		PtxasStatus ps = ptxas_run(r->ptx, r->ptx_len, &po, &r->pa);
		r->t_ptxas = now_ms() - t1;
		r->ran_ptxas = 1;
		for (int i = 0; i < r->nk; i++)
			for (int j = 0; j < r->pa.nkernels; j++)
				if (!strcmp(r->k[i].name, r->pa.kernels[j].name))
					r->k[i].ptxas_idx = j;
		/* messages printed before any kernel section belong to the only kernel, if one */
		if (r->nk == 1 && r->k[0].ptxas_idx >= 0)
			for (int i = 0; i < r->pa.nmsgs; i++)
				if (r->pa.msgs[i].kernel < 0)
					r->pa.msgs[i].kernel = r->k[0].ptxas_idx;
		for (int i = 0; i < r->pa.nmsgs; i++)
			if (r->pa.msgs[i].level == PTXAS_MSG_WARNING && r->pa.msgs[i].kernel >= 0)
				for (int j = 0; j < r->nk; j++)
					if (r->k[j].ptxas_idx == r->pa.msgs[i].kernel)
						r->k[j].nwarn++;
		ptxas_diags(r);
		if (ps != PTXAS_OK) {
			r->ok = 0;
			if (ps == PTXAS_REJECTED)
				r->status = KILN_COMPILE_EINPUT;
			else {
				r->status = KILN_COMPILE_EINTERNAL;
				const char *l = r->pa.log ? r->pa.log : "";
				size_t n = strlen(l);
				while (n && l[n - 1] == '\n')
					n--;
				diag_error(&r->d, ((Loc){0}), "ptxas %s: %.*s", ptxas_status_name(ps), (int)n, l);
			}
		}
	}
out:
	r->t_total = now_ms() - t0;
	return r;
}

void kiln_compile_result_free(KilnCompileResult *r)
{
	if (!r)
		return;
	diags_free(&r->d);
	kl_free(r->ptx);
	ptx_map_free(&r->map);
	kl_free(r->map_json);
	kl_free(r->ir);
	for (int i = 0; i < r->nk; i++) {
		kl_free(r->k[i].name);
		kl_free(r->k[i].grid);
	}
	kl_free(r->k);
	ptxas_result_free(&r->pa);
	kl_free(r->diag_text);
	kl_free(r->json);
	for (int i = 0; i < r->nowned; i++)
		kl_free(r->owned[i]);
	kl_free(r->owned);
	kl_free(r);
}

int kiln_compile_ok(const KilnCompileResult *r) { return r && r->ok; }
int kiln_compile_status(const KilnCompileResult *r) { return r ? r->status : KILN_COMPILE_EINTERNAL; }
const char *kiln_compile_ptx(const KilnCompileResult *r) { return r ? r->ptx : NULL; }
size_t kiln_compile_ptx_len(const KilnCompileResult *r) { return r && r->ptx ? r->ptx_len : 0; }
const char *kiln_compile_target(const KilnCompileResult *r) { return r && r->target[0] ? r->target : NULL; }
int kiln_compile_ndiagnostics(const KilnCompileResult *r) { return r ? r->d.n : 0; }
const char *kiln_compile_map_json(const KilnCompileResult *r) { return r ? r->map_json : NULL; }
const char *kiln_compile_ir(const KilnCompileResult *r) { return r ? r->ir : NULL; }
const char *kiln_compile_pass(int i, const char **what) { return lang_pass_name(i, what); }
int kiln_compile_nkernels(const KilnCompileResult *r) { return r ? r->nk : 0; }
const char *kiln_compile_ptxas_log(const KilnCompileResult *r) { return r && r->ran_ptxas ? r->pa.log : NULL; }

int kiln_compile_diagnostic(const KilnCompileResult *r, int i, KilnDiagnostic *out)
{
	if (!r || i < 0 || i >= r->d.n)
		return -1;
	const Diag *g = &r->d.v[i];
	out->file = g->loc.file;
	out->line = g->loc.line;
	out->col = g->loc.col;
	out->severity = diag_level_name(g->level);
	out->message = g->msg;
	return 0;
}

const char *kiln_compile_diagnostics_text(const KilnCompileResult *r)
{
	if (!r)
		return "";
	KilnCompileResult *w = (KilnCompileResult *)r;   /* cache */
	if (!w->diag_text) {
		Buf b = {0};
		diags_render(&w->d, &b);
		w->diag_text = buf_take(&b);
	}
	return w->diag_text;
}

int kiln_compile_map_lookup(const KilnCompileResult *r, int ptx_line, const char **file, int *line)
{
	return r ? ptx_map_lookup(&r->map, ptx_line, file, line) : 0;
}

int kiln_compile_kernel(const KilnCompileResult *r, int i, KilnKernelInfo *out)
{
	if (!r || i < 0 || i >= r->nk)
		return -1;
	const KInfo *k = &r->k[i];
	memset(out, 0, sizeof *out);
	out->name = k->name;
	memcpy(out->block, k->block, sizeof out->block);
	memcpy(out->cluster, k->cluster, sizeof out->cluster);
	out->grid = k->grid;
	out->dynamic_smem_bytes = k->smem;
	out->nwarnings = k->nwarn;
	if (k->ptxas_idx >= 0) {
		const PtxasKernel *p = &r->pa.kernels[k->ptxas_idx];
		out->has_resources = 1;
		out->registers = p->registers;
		out->barriers = p->barriers;
		out->smem_bytes = p->smem;
		out->cmem0_bytes = p->cmem0;
		out->stack_bytes = p->stack;
		out->spill_store_bytes = p->spill_stores;
		out->spill_load_bytes = p->spill_loads;
	}
	return 0;
}

double kiln_compile_time_ms(const KilnCompileResult *r, const char *phase)
{
	if (!r || !phase)
		return -1;
	if (!strcmp(phase, "frontend")) return r->t_front;
	if (!strcmp(phase, "emit")) return r->t_emit;
	if (!strcmp(phase, "ptxas")) return r->t_ptxas;
	if (!strcmp(phase, "total")) return r->t_total;
	return -1;
}

static void json_ints(JsonW *w, const char *key, const int *v, int n)
{
	jw_key(w, key);
	jw_arr(w);
	for (int i = 0; i < n; i++)
		jw_int(w, v[i]);
	jw_end_arr(w);
}

const char *kiln_compile_result_json(KilnCompileResult *r)
{
	if (!r)
		return NULL;
	if (r->json)
		return r->json;
	Buf b = {0};
	JsonW w;
	env_open(&w, &b, 0, "build", r->argc, r->argv,
		r->status == KILN_COMPILE_OK ? "ok" : r->status == KILN_COMPILE_EINPUT ? "compile_error" : "internal_error",
		r->status);
	env_diags(&w, &r->d);
	jw_kbool(&w, "ok", r->ok);
	jw_key(&w, "target");
	if (r->target[0])
		jw_str(&w, r->target);
	else
		jw_null(&w);
	jw_key(&w, "ptx_version");
	if (r->ptx_version) {
		char v[16];
		snprintf(v, sizeof v, "%d.%d", r->ptx_version / 10, r->ptx_version % 10);
		jw_str(&w, v);
	} else
		jw_null(&w);
	jw_key(&w, "kernels");
	jw_arr(&w);
	for (int i = 0; i < r->nk; i++) {
		KilnKernelInfo k;
		kiln_compile_kernel(r, i, &k);
		jw_obj(&w);
		jw_kstr(&w, "name", k.name);
		jw_kstr(&w, "grid", k.grid);
		json_ints(&w, "block", k.block, 3);
		json_ints(&w, "cluster", k.cluster, 3);
		jw_kint(&w, "dynamic_smem_bytes", k.dynamic_smem_bytes);
		jw_end_obj(&w);
	}
	jw_end_arr(&w);
	if (r->ir)
		jw_kstr(&w, "ir", r->ir);
	jw_key(&w, "ptx");
	if (r->ptx)
		jw_strn(&w, r->ptx, r->ptx_len);
	else
		jw_null(&w);
	jw_key(&w, "map");
	if (r->map_json)
		jw_raw(&w, r->map_json);
	else
		jw_null(&w);
	jw_key(&w, "resources");
	if (r->ran_ptxas) {
		jw_obj(&w);
		jw_kstr(&w, "ptxas", ptxas_status_name(r->pa.status));
		jw_kint(&w, "exit_code", r->pa.exit_code);
		jw_key(&w, "kernels");
		jw_arr(&w);
		for (int i = 0; i < r->pa.nkernels; i++) {
			const PtxasKernel *p = &r->pa.kernels[i];
			jw_obj(&w);
			jw_kstr(&w, "name", p->name);
			jw_kint(&w, "registers", p->registers);
			jw_kint(&w, "barriers", p->barriers);
			jw_kint(&w, "smem_bytes", p->smem);
			jw_kint(&w, "cmem0_bytes", p->cmem0);
			jw_kint(&w, "stack_bytes", p->stack);
			jw_kint(&w, "spill_store_bytes", p->spill_stores);
			jw_kint(&w, "spill_load_bytes", p->spill_loads);
			jw_key(&w, "warnings");
			jw_arr(&w);
			for (int j = 0; j < r->pa.nmsgs; j++) {
				const PtxasMsg *m = &r->pa.msgs[j];
				if (m->kernel != i || m->level != PTXAS_MSG_WARNING)
					continue;
				jw_obj(&w);
				jw_key(&w, "code");
				jw_str(&w, m->code);
				jw_kstr(&w, "message", m->text);
				jw_kint(&w, "ptx_line", m->ptx_line);
				jw_end_obj(&w);
			}
			jw_end_arr(&w);
			jw_end_obj(&w);
		}
		jw_end_arr(&w);
		jw_kstr(&w, "log", r->pa.log ? r->pa.log : "");
		jw_end_obj(&w);
	} else
		jw_null(&w);
	if (r->ir)
		jw_kstr(&w, "ir", r->ir);
	jw_key(&w, "timing");
	jw_obj(&w);
	jw_knum(&w, "frontend_ms", r->t_front);
	jw_knum(&w, "emit_ms", r->t_emit);
	jw_knum(&w, "ptxas_ms", r->t_ptxas);
	jw_knum(&w, "total_ms", r->t_total);
	jw_end_obj(&w);
	env_close(&w);
	r->json = buf_take(&b);
	return r->json;
}
