/* Workload-driven simulation (what `kiln sim` and servers call): loads the
 * workload, compiles its kernel, places the tensors at simulated device
 * addresses, runs the simulator (and, with --schedules, more runs under
 * seeded random schedules compared with the first), computes the
 * reference and compares; reports as text and JSON.  This driver sits
 * above the front end and the simulator: the simulator never calls lang. */
#include "work/simwork.h"
#include "util/arena.h"
#include "lang/lang.h"
#include "work/work.h"
#include "kiln.h"
#include "util/envelope.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The envelope's status word: pass, mismatch, or what stopped the run. */
static const char *sim_status_word(int rc, SimStatus st, int sched_differs)
{
	if (rc == 0)
		return "pass";
	if (rc == 2 || rc == 3)
		return env_status_for(rc);
	switch (st) {
	case SIM_OK: return sched_differs ? "schedule_dependent" : "mismatch";
	case SIM_ERR_MEMORY: return "out_of_bounds";
	case SIM_ERR_LAUNCH: return "launch_error";
	default: return sim_status_name(st);
	}
}

#define DEV_BASE 0x10000000ull
#define DEV_ALIGN 4096ull

void work_placed_free(WorkPlaced *p)
{
	kl_free(p->addr);
	kl_free(p->bufs);
	kl_free(p->tmaps);
	kl_free(p->args);
	memset(p, 0, sizeof *p);
}

int work_place(const WorkInst *wi, const IrKernel *k, WorkPlaced *p)
{
	const Workload *w = wi->w;
	p->addr = kl_calloc((size_t)wi->nargs + 1, sizeof(uint64_t));
	p->bufs = kl_calloc((size_t)wi->nargs + 1, sizeof(SimBuffer));
	p->tmaps = kl_calloc((size_t)wi->nargs + 1, sizeof(LayTensorMap));
	p->args = kl_calloc((size_t)k->nparams + 1, sizeof(SimArg));
	if (!p->addr || !p->bufs || !p->tmaps || !p->args) {
		work_placed_free(p);
		return -1;
	}
	p->nb = 0;
	uint64_t next = DEV_BASE;
	for (int i = 0; i < wi->nargs; i++) {
		WInstArg *a = &wi->args[i];
		if (a->arg->kind != WA_TENSOR)
			continue;
		p->addr[i] = next;
		p->bufs[p->nb++] = (SimBuffer){next, a->data, a->bytes, a->arg->name};
		next += (a->bytes + 2 * DEV_ALIGN - 1) / DEV_ALIGN * DEV_ALIGN;
	}
	for (int i = 0; i < wi->nargs; i++)
		if (wi->args[i].arg->kind == WA_TMAP) {
			p->tmaps[i] = wi->args[i].tmap;
			p->tmaps[i].gaddr = p->addr[wi->args[i].arg->tensor];
		}
	for (int i = 0; i < k->nparams && i < w->nparams; i++) {
		int ai = w->params[i];
		WInstArg *a = &wi->args[ai];
		switch (a->arg->kind) {
		case WA_TENSOR: p->args[i].bits = p->addr[ai]; break;
		case WA_TMAP: p->args[i].tmap = &p->tmaps[ai]; break;
		case WA_SCALAR: p->args[i].bits = a->sbits; break;
		}
	}
	return 0;
}

/* An out-of-bounds global access at addr: which tensor it falls in or
 * nearest to, the element index and coordinates (which may lie outside the
 * shape), as a note at the faulting instruction and JSON fields. */
typedef struct {
	int found;
	const char *tensor;
	DType dtype;
	int ndim;
	int64_t shape[8];
	int64_t numel, element, byte_offset;
} OobWhere;

static void oob_where(const WorkInst *wi, const WorkPlaced *p, uint64_t addr, OobWhere *ow)
{
	memset(ow, 0, sizeof *ow);
	int best = -1;
	for (int i = 0; i < wi->nargs; i++) {
		if (wi->args[i].arg->kind != WA_TENSOR)
			continue;
		/* the tensor at or below addr with the highest base; else the lowest above */
		if (p->addr[i] <= addr ? best < 0 || p->addr[best] > addr || p->addr[i] > p->addr[best]
		                       : best < 0 || (p->addr[best] > addr && p->addr[i] < p->addr[best]))
			best = i;
	}
	if (best < 0)
		return;
	const WInstArg *a = &wi->args[best];
	int eb = dtype_bytes(a->arg->dtype);
	ow->found = 1;
	ow->tensor = a->arg->name;
	ow->dtype = a->arg->dtype;
	ow->ndim = a->ndim;
	memcpy(ow->shape, a->shape, sizeof ow->shape);
	ow->numel = a->numel;
	ow->byte_offset = (int64_t)(addr - p->addr[best]);
	int64_t off = ow->byte_offset;
	ow->element = eb ? (off >= 0 ? off / eb : -((-off + eb - 1) / eb)) : 0;
}

/* Coordinates of a flat index that may lie outside the shape: the
 * innermost dimensions wrap, the outermost takes the rest. */
static void oob_coord(Buf *b, const OobWhere *ow)
{
	int64_t c[8], idx = ow->element;
	for (int k = ow->ndim - 1; k > 0; k--) {
		int64_t d = ow->shape[k] > 0 ? ow->shape[k] : 1;
		int64_t q = idx >= 0 ? idx / d : -((-idx + d - 1) / d);
		c[k] = idx - q * d;
		idx = q;
	}
	if (ow->ndim > 0)
		c[0] = idx;
	buf_putc(b, '[');
	for (int k = 0; k < ow->ndim; k++)
		buf_printf(b, "%s%lld", k ? "," : "", (long long)c[k]);
	buf_putc(b, ']');
}

static void oob_note(const OobWhere *ow, Loc loc, Diags *d)
{
	Buf c = {0}, sh = {0};
	oob_coord(&c, ow);
	for (int k = 0; k < ow->ndim; k++)
		buf_printf(&sh, "%s%lld", k ? ", " : "", (long long)ow->shape[k]);
	if (ow->element < 0)
		diag_note(d, loc, "the address is %lld bytes before tensor '%s' (%s, shape [%s]): element %lld, coordinates %s",
			(long long)-ow->byte_offset, ow->tensor, dtype_name(ow->dtype), buf_str(&sh), (long long)ow->element,
			buf_str(&c));
	else if (ow->element >= ow->numel)
		diag_note(d, loc, "the address is element %lld of tensor '%s' (%s, shape [%s], %lld elements), %lld elements after its last, coordinates %s outside the shape",
			(long long)ow->element, ow->tensor, dtype_name(ow->dtype), buf_str(&sh), (long long)ow->numel,
			(long long)(ow->element - ow->numel + 1), buf_str(&c));
	else
		diag_note(d, loc, "the access starts at element %lld %s of tensor '%s' (%s, shape [%s]) and runs past its end",
			(long long)ow->element, buf_str(&c), ow->tensor, dtype_name(ow->dtype), buf_str(&sh));
	buf_free(&c);
	buf_free(&sh);
}

static void oob_json(const OobWhere *ow, JsonW *jw)
{
	Buf c = {0};
	oob_coord(&c, ow);
	jw_key(jw, "out_of_bounds");
	jw_obj(jw);
	jw_kstr(jw, "tensor", ow->tensor);
	jw_kstr(jw, "dtype", dtype_name(ow->dtype));
	jw_key(jw, "shape");
	jw_arr(jw);
	for (int k = 0; k < ow->ndim; k++)
		jw_int(jw, ow->shape[k]);
	jw_end_arr(jw);
	jw_kint(jw, "element", ow->element);
	jw_key(jw, "coord");
	jw_raw(jw, buf_str(&c));
	jw_kint(jw, "byte_offset", ow->byte_offset);
	jw_end_obj(jw);
	buf_free(&c);
}

/* --schedules: the first difference from the round-robin run. */
typedef struct {
	int runs, differing;          /* random runs made; those that differ */
	int found;
	uint64_t seed;                /* of the first differing run */
	SimStatus status;             /* its status (SIM_OK: an output differs) */
	char message[512];            /* its simulator message when status != SIM_OK */
	const char *output;
	int ndim;
	int64_t shape[8];
	int64_t index, ndiff;         /* first differing element; elements differing in that output */
	DType dtype;
	uint64_t bits, rr_bits;
	SimStatus *st;                /* per random run */
	int64_t *diffs;               /* per random run: differing elements (all outputs) */
} SchedCmp;

/* Elements of the outputs differing bitwise between two instances; the
 * first one recorded in sc when it is the first difference found. */
static int64_t outputs_differ(const WorkInst *a, const WorkInst *b, SchedCmp *sc, uint64_t seed)
{
	int64_t total = 0;
	for (int i = 0; i < a->nargs; i++) {
		const WInstArg *x = &a->args[i], *y = &b->args[i];
		if (x->arg->kind != WA_TENSOR || !x->arg->output)
			continue;
		DType dt = x->arg->dtype;
		int64_t n = 0, first = -1;
		for (int64_t e = 0; e < x->numel; e++)
			if (dtype_load(dt, x->data, e) != dtype_load(dt, y->data, e)) {
				if (first < 0)
					first = e;
				n++;
			}
		if (n && !sc->found) {
			sc->found = 1;
			sc->seed = seed;
			sc->status = SIM_OK;
			sc->output = x->arg->name;
			sc->ndim = x->ndim;
			memcpy(sc->shape, x->shape, sizeof sc->shape);
			sc->index = first;
			sc->ndiff = n;
			sc->dtype = dt;
			sc->bits = dtype_load(dt, y->data, first);
			sc->rr_bits = dtype_load(dt, x->data, first);
		}
		total += n;
	}
	return total;
}

/* Runs the N random schedules after the round-robin run of wi. */
static void run_schedules(const SimWorkOpts *o, const Workload *w, int ci, const IrKernel *k, const SimLaunch *base,
	const WorkInst *rr, SchedCmp *sc, Diags *d)
{
	sc->st = kl_calloc((size_t)o->schedules + 1, sizeof *sc->st);
	sc->diffs = kl_calloc((size_t)o->schedules + 1, sizeof *sc->diffs);
	uint64_t seed0 = o->seed ? o->seed : 1;
	for (int s = 0; s < o->schedules; s++) {
		uint64_t seed = seed0 + (uint64_t)s;
		WorkInst *wi = work_inst_new(w, ci, d);
		if (!wi || work_bind_kernel(wi, k, d)) {
			work_inst_free(wi);
			break;
		}
		WorkPlaced p = {0};
		if (work_place(wi, k, &p)) {
			diag_error(d, ((Loc){.file = o->workload}), "out of memory placing the case's tensors");
			work_inst_free(wi);
			break;
		}
		SimLaunch l = *base;
		l.args = p.args;
		l.bufs = p.bufs;
		l.nbufs = p.nb;
		l.sched = SIM_SCHED_RANDOM;
		l.seed = seed;
		l.trace = NULL;
		l.trace_ctx = NULL;
		SimResult r;
		sim_run(&l, &r);
		sc->runs++;
		sc->st[s] = r.status;
		if (r.status != SIM_OK) {
			sc->differing++;
			sc->diffs[s] = -1;
			if (!sc->found) {
				sc->found = 1;
				sc->seed = seed;
				sc->status = r.status;
				snprintf(sc->message, sizeof sc->message, "%s", r.message);
			}
		} else {
			sc->diffs[s] = outputs_differ(rr, wi, sc, seed);
			sc->differing += sc->diffs[s] != 0;
		}
		sim_result_free(&r);
		work_placed_free(&p);
		work_inst_free(wi);
	}
}

static void sched_text(const SimWorkOpts *o, const SchedCmp *sc, Buf *t)
{
	uint64_t seed0 = o->seed ? o->seed : 1;
	buf_printf(t, "schedules: round-robin and %d random (seeds %llu..%llu): ", sc->runs, (unsigned long long)seed0,
		(unsigned long long)(seed0 + (uint64_t)(sc->runs ? sc->runs - 1 : 0)));
	if (!sc->found) {
		buf_printf(t, "every output identical\n");
		return;
	}
	buf_printf(t, "%d of %d random schedules differ from round-robin; the first, seed %llu, ", sc->differing, sc->runs,
		(unsigned long long)sc->seed);
	if (sc->status != SIM_OK) {
		buf_printf(t, "stops with %s: %s\n", sim_status_name(sc->status), sc->message);
		return;
	}
	Buf c = {0};
	work_coord(&c, sc->ndim, sc->shape, sc->index);
	int hw = 2 * dtype_bytes(sc->dtype);
	const char *f = dtype_is_float(sc->dtype) ? "%.9g" : "%.0f";
	buf_printf(t, "writes %s element %lld %s = ", sc->output, (long long)sc->index, buf_str(&c));
	buf_printf(t, f, dtype_decode(sc->dtype, sc->bits));
	buf_printf(t, " (0x%0*llx) where round-robin wrote ", hw, (unsigned long long)sc->bits);
	buf_printf(t, f, dtype_decode(sc->dtype, sc->rr_bits));
	buf_printf(t, " (0x%0*llx); %lld elements of %s differ\n", hw, (unsigned long long)sc->rr_bits,
		(long long)sc->ndiff, sc->output);
	buf_free(&c);
}

static void jw_double_or_null(JsonW *jw, double v)
{
	if (isfinite(v))
		jw_num(jw, v);
	else
		jw_null(jw);
}

static void sched_json(const SimWorkOpts *o, const SchedCmp *sc, JsonW *jw)
{
	uint64_t seed0 = o->seed ? o->seed : 1;
	jw_key(jw, "schedules");
	jw_obj(jw);
	jw_kint(jw, "random_runs", sc->runs);
	jw_kuint(jw, "first_seed", seed0);
	jw_kbool(jw, "differs", sc->found);
	jw_kint(jw, "differing_runs", sc->differing);
	jw_key(jw, "runs");
	jw_arr(jw);
	for (int s = 0; s < sc->runs; s++) {
		jw_obj(jw);
		jw_kuint(jw, "seed", seed0 + (uint64_t)s);
		jw_kstr(jw, "status", sim_status_name(sc->st[s]));
		if (sc->st[s] == SIM_OK)
			jw_kint(jw, "differing_elements", sc->diffs[s]);
		jw_end_obj(jw);
	}
	jw_end_arr(jw);
	if (sc->found) {
		jw_key(jw, "first_difference");
		jw_obj(jw);
		jw_kstr(jw, "schedule", "random");
		jw_kuint(jw, "seed", sc->seed);
		jw_kstr(jw, "status", sim_status_name(sc->status));
		if (sc->status != SIM_OK) {
			jw_kstr(jw, "message", sc->message);
		} else {
			Buf c = {0}, h = {0}, hr = {0};
			work_coord(&c, sc->ndim, sc->shape, sc->index);
			int hw = 2 * dtype_bytes(sc->dtype);
			buf_printf(&h, "0x%0*llx", hw, (unsigned long long)sc->bits);
			buf_printf(&hr, "0x%0*llx", hw, (unsigned long long)sc->rr_bits);
			jw_kstr(jw, "output", sc->output);
			jw_kint(jw, "index", sc->index);
			jw_key(jw, "coord");
			jw_raw(jw, buf_str(&c));
			jw_key(jw, "value");
			jw_double_or_null(jw, dtype_decode(sc->dtype, sc->bits));
			jw_kstr(jw, "bits", buf_str(&h));
			jw_key(jw, "rr_value");
			jw_double_or_null(jw, dtype_decode(sc->dtype, sc->rr_bits));
			jw_kstr(jw, "rr_bits", buf_str(&hr));
			jw_kint(jw, "differing_elements", sc->ndiff);
			buf_free(&c);
			buf_free(&h);
			buf_free(&hr);
		}
		jw_end_obj(jw);
	}
	jw_end_obj(jw);
}

int sim_workload(const SimWorkOpts *o, Diags *d, Buf *text, Buf *json, SimWorkOut *wout)
{
	int rc = 2;
	if (wout)
		*wout = (SimWorkOut){SIM_ERR_LAUNCH, 0, 0};
	Workload *w = work_load(o->workload, d);
	WorkInst *wi = NULL;
	IrModule *mod = NULL;
	WorkPlaced pl = {0};
	SimResult r;
	int have_r = 0, have_cmp = 0;
	WorkCmp cmp = {0};
	SchedCmp sc = {0};
	OobWhere ow = {0};
	char err[256], rerr[8192];
	const IrKernel *k = NULL;
	Loc wl = {o->workload, 0, 0};
	if (!w)
		goto out;
	int ci = work_case_index(w, o->case_name, WORK_FOR_SIM);
	if (ci < 0) {
		diag_error(d, wl, "no case named '%s' in the workload", o->case_name ? o->case_name : "");
		goto out;
	}
	for (int i = 0; i < o->nvars; i++) {
		const char *eq = strchr(o->vars[i], '=');
		WCase *c = &w->cases[ci];
		int found = 0;
		for (int j = 0; eq && j < c->nvars; j++)
			if (strlen(c->var[j]) == (size_t)(eq - o->vars[i]) && !strncmp(c->var[j], o->vars[i], (size_t)(eq - o->vars[i]))) {
				c->val[j] = strtoll(eq + 1, NULL, 0);
				found = 1;
			}
		if (!found) {
			diag_error(d, wl, "case %s has no variable for '%s'", c->name, o->vars[i]);
			goto out;
		}
	}
	wi = work_inst_new(w, ci, d);
	if (!wi)
		goto out;
	if (o->save_inputs && work_save_tensors(wi, o->save_inputs, 0, o->save_raw, err, sizeof err)) {
		diag_error(d, wl, "--save-inputs: %s", err);
		goto out;
	}
	int nimp = 0;
	const char **imp = work_import_path(w, o->incdirs, o->nincdirs, &nimp);
	LangInput in = {.path = w->kernel, .defines = w->defines, .ndefines = w->ndefines, .incdirs = imp,
		.nincdirs = nimp, .kernel = w->entry};
	mod = lang_compile(&in, d);
	work_import_path_free(imp, nimp);
	if (!mod)
		goto out;
	for (int i = 0; i < mod->nkernels; i++)
		if (!w->entry || !strcmp(mod->kernels[i]->name, w->entry)) {
			k = mod->kernels[i];
			break;
		}
	if (!k) {
		diag_error(d, wl, "kernel %s not found", w->entry ? w->entry : "(any)");
		goto out;
	}
	if (work_bind_kernel(wi, k, d))
		goto out;
	WLaunch ln;
	if (work_launch_dims(wi, k, &ln, err, sizeof err)) {
		diag_error(d, k->loc, "launch dimensions: %s", err);
		goto out;
	}
	if (work_place(wi, k, &pl)) {
		diag_error(d, ((Loc){.file = o->workload}), "out of memory placing the case's tensors");
		goto out;
	}
	SimLaunch l = {
		.kernel = k, .args = pl.args, .nargs = k->nparams, .bufs = pl.bufs, .nbufs = pl.nb,
		.sched = o->sched, .seed = o->seed, .threads = o->threads, .ctas = o->ctas, .nctas = o->nctas,
		.max_steps = o->max_steps, .trace = o->trace, .trace_ctx = o->trace_ctx,
		.max_seconds = o->max_seconds, .progress = o->progress, .progress_ctx = o->progress_ctx,
	};
	for (int i = 0; i < 3; i++) {
		l.grid[i] = (uint32_t)ln.grid[i];
		l.block[i] = (uint32_t)ln.block[i];
		l.cluster[i] = (uint32_t)ln.cluster[i];
	}
	if (o->on_launch)
		o->on_launch(o->hook_ctx, k, &l);
	sim_run(&l, &r);
	have_r = 1;
	if (o->on_result)
		o->on_result(o->hook_ctx, &r);
	if (wout) {
		wout->status = r.status;
		wout->lane_instructions = r.lane_instructions;
		wout->wall_seconds = r.wall_seconds;
	}
	for (int i = 0; i < r.diags.n; i++)
		diag_add(d, r.diags.v[i].level, r.diags.v[i].loc, "%s", r.diags.v[i].msg);
	if (r.status == SIM_ERR_MEMORY && strstr(r.message, "out-of-bounds global")) {
		oob_where(wi, &pl, r.addr, &ow);
		if (ow.found)
			oob_note(&ow, r.loc, d);
	}
	if (r.status != SIM_OK) {
		rc = r.status == SIM_ERR_LAUNCH ? 2 : 1;
		goto report;
	}
	if (o->schedules > 0)
		run_schedules(o, w, ci, k, &l, wi, &sc, d);
	if (o->skip_reference) {
		rc = sc.found;
		goto report;
	}
	if (o->no_check) {
		work_cmp_stats(wi, &cmp);
		have_cmp = 1;
		rc = sc.found;
		goto save;
	}
	if (work_reference(wi, rerr, sizeof rerr)) {
		if (wi->err_loc.line)
			diag_error(d, wi->err_loc, "%s", rerr);
		else
			diag_error(d, w->ref_loc.line ? w->ref_loc : wl, "reference%s%s: %s", w->ref ? " " : "", w->ref ? w->ref : "", rerr);
		rc = 2;
		goto report;
	}
	if (o->ctas && o->nctas)
		work_compare_written(wi, &cmp);
	else
		work_compare(wi, &cmp);
	have_cmp = 1;
save:
	if (o->save_outputs && work_save_tensors(wi, o->save_outputs, 1, o->save_raw, err, sizeof err)) {
		diag_error(d, wl, "--save-outputs: %s", err);
		rc = 2;
		goto report;
	}
	if (o->no_check)
		goto report;
	rc = cmp.pass && !sc.found ? 0 : 1;
report:
	if (text) {
		double rate = r.wall_seconds > 0 ? (double)r.lane_instructions / r.wall_seconds : 0;
		buf_printf(text, "sim %s (kernel %s, case %s): %llu CTAs, grid (%u,%u,%u) block (%u,%u,%u), %llu lane-instructions in %.3f s (%.1f M/s, %d thread%s)\n",
			o->workload, k->name, wi->c->name, (unsigned long long)r.ctas_run, l.grid[0], l.grid[1], l.grid[2],
			l.block[0] ? l.block[0] : (uint32_t)k->block_const[0], l.block[1] ? l.block[1] : 1,
			l.block[2] ? l.block[2] : 1, (unsigned long long)r.lane_instructions, r.wall_seconds, rate / 1e6,
			r.threads, r.threads == 1 ? "" : "s");
		if (r.status != SIM_OK)
			buf_printf(text, "simulation stopped: %s\n", sim_status_name(r.status));
		if (o->schedules > 0 && r.status == SIM_OK)
			sched_text(o, &sc, text);
		if (have_cmp) {
			work_cmp_text(&cmp, text);
			if (o->ctas && o->nctas)
				buf_printf(text, "(partial run: only the elements the CTAs run wrote are compared)\n");
		}
		buf_printf(text, "%s\n", rc == 0 ? "PASS" : r.status != SIM_OK ? "ERROR" : "FAIL");
	}
	if (json) {
		JsonW jw;
		env_open(&jw, json, 1, "sim", o->argc, o->argv, sim_status_word(rc, r.status, sc.found), rc);
		env_diags(&jw, d);
		jw_kstr(&jw, "workload", o->workload);
		jw_kstr(&jw, "case", wi->c->name);
		jw_kstr(&jw, "kernel", k->name);
		jw_kstr(&jw, "verdict", rc == 0 ? "pass" : r.status != SIM_OK ? "error" : "mismatch");
		jw_kstr(&jw, "schedule", o->sched == SIM_SCHED_RANDOM ? "random" : "rr");
		if (o->sched == SIM_SCHED_RANDOM) {
			jw_kuint(&jw, "seed", o->seed);
		}
		jw_key(&jw, "sim");
		jw_obj(&jw);
		sim_result_json(&r, &jw);
		jw_end_obj(&jw);
		jw_kuint(&jw, "lane_instructions", r.lane_instructions);
		jw_knum(&jw, "wall_seconds", r.wall_seconds);
		if (o->schedules > 0 && r.status == SIM_OK)
			sched_json(o, &sc, &jw);
		if (ow.found)
			oob_json(&ow, &jw);
		if (have_cmp) {
			jw_key(&jw, "comparison");
			work_cmp_json(&cmp, &jw);
		}
		env_close(&jw);
	}
out:
	if (rc == 2 && json && !have_r) {
		JsonW jw;
		env_open(&jw, json, 1, "sim", o->argc, o->argv, NULL, rc);
		env_diags(&jw, d);
		jw_kstr(&jw, "workload", o->workload ? o->workload : "");
		jw_kstr(&jw, "verdict", "error");
		env_close(&jw);
	}
	if (have_cmp)
		work_cmp_free(&cmp);
	if (have_r)
		sim_result_free(&r);
	kl_free(sc.st);
	kl_free(sc.diffs);
	work_placed_free(&pl);
	ir_module_free(mod);
	work_inst_free(wi);
	work_free(w);
	return rc;
}
