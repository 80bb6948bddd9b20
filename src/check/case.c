/* A workload case ready for checking (case.h): load, variables, compile,
 * inputs at simulated device addresses, and the recorded runs. */
#include "check/case.h"
#include "lang/lang.h"
#include "util/arena.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEV_BASE 0x10000000ull
#define DEV_ALIGN 4096ull

int chk_case_open(ChkCase *c, const ChkOptions *o, Workload *loaded, const char *case_name, Diags *d)
{
	memset(c, 0, sizeof *c);
	Loc wl = {o->workload, 0, 0};
	c->w = loaded ? loaded : work_load(o->workload, d);
	c->own_w = !loaded;
	if (!c->w)
		return 2;
	Workload *w = c->w;
	c->ci = work_case_index(w, case_name, WORK_FOR_SIM);
	if (c->ci < 0) {
		diag_error(d, wl, "no case named '%s' in the workload", case_name ? case_name : "");
		return 2;
	}
	WCase *wc = &w->cases[c->ci];
	for (int i = 0; i < o->nvars; i++) {
		const char *eq = strchr(o->vars[i], '=');
		int found = 0;
		for (int j = 0; eq && j < wc->nvars; j++)
			if (strlen(wc->var[j]) == (size_t)(eq - o->vars[i]) && !strncmp(wc->var[j], o->vars[i], (size_t)(eq - o->vars[i]))) {
				wc->val[j] = strtoll(eq + 1, NULL, 0);
				found = 1;
			}
		if (!found) {
			diag_error(d, wl, "case %s has no variable for '%s'", wc->name, o->vars[i]);
			return 2;
		}
	}
	/* template parameter overrides (--sweep over cluster sizes): the
	 * compiler's defines and the workload's expression values */
	const char **defs = kl_calloc((size_t)w->ndefines + 1, sizeof *defs);
	for (int j = 0; j < w->ndefines; j++)
		defs[j] = w->defines[j];
	for (int i = 0; i < o->ndefs; i++) {
		const char *eq = strchr(o->defs[i], '=');
		int found = 0;
		for (int j = 0; eq && j < w->ndefines; j++)
			if (strlen(w->tname[j]) == (size_t)(eq - o->defs[i]) && !strncmp(w->tname[j], o->defs[i], (size_t)(eq - o->defs[i]))) {
				w->tval[j] = strtoll(eq + 1, NULL, 0);
				defs[j] = o->defs[i];
				found = 1;
			}
		if (!found) {
			diag_error(d, wl, "the workload has no template parameter '%.*s'", eq ? (int)(eq - o->defs[i]) : (int)strlen(o->defs[i]), o->defs[i]);
			kl_free(defs);
			return 2;
		}
	}
	int nimp = 0;
	const char **imp = work_import_path(w, o->incdirs, o->nincdirs, &nimp);
	LangInput in = {.path = w->kernel, .defines = defs, .ndefines = w->ndefines, .incdirs = imp,
		.nincdirs = nimp, .kernel = w->entry};
	c->mod = lang_compile(&in, d);
	work_import_path_free(imp, nimp);
	kl_free(defs);
	if (!c->mod)
		return 2;
	for (int i = 0; i < c->mod->nkernels; i++)
		if (!w->entry || !strcmp(c->mod->kernels[i]->name, w->entry)) {
			c->k = c->mod->kernels[i];
			break;
		}
	if (!c->k) {
		diag_error(d, wl, "kernel %s not found", w->entry ? w->entry : "(any)");
		return 2;
	}
	return chk_case_prep(c, &c->p, d) ? 2 : 0;
}

void chk_case_close(ChkCase *c)
{
	chk_prep_free(&c->p);
	ir_module_free(c->mod);
	if (c->own_w)
		work_free(c->w);
	memset(c, 0, sizeof *c);
}

void chk_prep_free(ChkPrep *p)
{
	work_inst_free(p->wi);
	kl_free(p->bufs);
	kl_free(p->rbufs);
	kl_free(p->args);
	kl_free(p->tmaps);
	memset(p, 0, sizeof *p);
}

int chk_case_prep(const ChkCase *c, ChkPrep *p, Diags *d)
{
	memset(p, 0, sizeof *p);
	const Workload *w = c->w;
	const IrKernel *k = c->k;
	char err[256];
	p->wi = work_inst_new(w, c->ci, d);
	if (!p->wi)
		return -1;
	if (work_bind_kernel(p->wi, k, d))
		return -1;
	WLaunch ln;
	if (work_launch_dims(p->wi, k, &ln, err, sizeof err)) {
		diag_error(d, k->loc, "launch dimensions: %s", err);
		return -1;
	}
	int na = p->wi->nargs;
	uint64_t *addr = kl_calloc((size_t)na + 1, sizeof *addr);
	p->bufs = kl_calloc((size_t)na + 1, sizeof *p->bufs);
	p->rbufs = kl_calloc((size_t)na + 1, sizeof *p->rbufs);
	p->tmaps = kl_calloc((size_t)na + 1, sizeof *p->tmaps);
	p->args = kl_calloc((size_t)k->nparams + 1, sizeof *p->args);
	if (!addr || !p->bufs || !p->rbufs || !p->tmaps || !p->args)
		die("out of memory");
	uint64_t next = DEV_BASE;
	for (int i = 0; i < na; i++) {
		WInstArg *a = &p->wi->args[i];
		if (a->arg->kind != WA_TENSOR)
			continue;
		addr[i] = next;
		p->bufs[p->nb] = (SimBuffer){next, a->data, a->bytes, a->arg->name};
		p->rbufs[p->nb] = (RaceBuf){a->arg->name, next, a->bytes, a->arg->output,
			!a->arg->output || a->arg->has_init};
		p->nb++;
		next += (a->bytes + 2 * DEV_ALIGN - 1) / DEV_ALIGN * DEV_ALIGN;
	}
	for (int i = 0; i < na; i++)
		if (p->wi->args[i].arg->kind == WA_TMAP) {
			p->tmaps[i] = p->wi->args[i].tmap;
			p->tmaps[i].gaddr = addr[p->wi->args[i].arg->tensor];
		}
	for (int q = 0; q < k->nparams && q < w->nparams; q++) {
		int ai = w->params[q];
		WInstArg *a = &p->wi->args[ai];
		switch (a->arg->kind) {
		case WA_TENSOR: p->args[q].bits = addr[ai]; break;
		case WA_TMAP: p->args[q].tmap = &p->tmaps[ai]; break;
		case WA_SCALAR: p->args[q].bits = a->sbits; break;
		}
	}
	kl_free(addr);
	p->l = (SimLaunch){.kernel = k, .args = p->args, .nargs = k->nparams, .bufs = p->bufs, .nbufs = p->nb, .threads = 1};
	for (int i = 0; i < 3; i++) {
		p->l.grid[i] = (uint32_t)ln.grid[i];
		p->l.block[i] = (uint32_t)ln.block[i];
		p->l.cluster[i] = (uint32_t)ln.cluster[i];
		if (!p->l.block[i])
			p->l.block[i] = k->block_const[i] > 0 ? (uint32_t)k->block_const[i] : 1;
		/* 0 stays 0 without a cluster shape: the simulator tells a
		 * non-cluster launch from cluster(1, 1, 1), as the GPU does */
		if (!p->l.cluster[i] && k->cluster_const[i] > 0)
			p->l.cluster[i] = (uint32_t)k->cluster_const[i];
		if (!p->l.grid[i])
			p->l.grid[i] = 1;
	}
	return 0;
}

/* ---- recording ---- */

static void on_event(void *ctx, const SimEvent *e)
{
	ChkTrace *t = ctx;
	if (t->oom)
		return;
	/* collectives other than bar.warp.sync order nothing for either checker */
	if (e->kind == SIM_EV_COLLECTIVE && (!e->op || strcmp(e->op, "bar_warp_sync")))
		return;
	if (t->nev == t->capev) {
		int64_t cap = t->capev ? 2 * t->capev : 4096;
		SimEvent *v = realloc(t->ev, (size_t)cap * sizeof *v);
		if (!v) {
			t->oom = 1;
			return;
		}
		t->ev = v;
		t->capev = cap;
	}
	t->ev[t->nev++] = *e;
}

static void trace_launch(ChkTrace *t, const IrKernel *k, const SimLaunch *l)
{
	snprintf(t->kernel, sizeof t->kernel, "%s", k->name);
	t->shared = kl_calloc((size_t)k->nshared + 1, sizeof *t->shared);
	t->nshared = k->nshared;
	for (int i = 0; i < k->nshared; i++) {
		const IrShared *s = &k->shared[i];
		int eb = s->is_mbarrier ? 8 : 0;
		if (!eb) {
			int64_t elems = 1;
			for (int d = 0; d < s->ndim; d++)
				elems *= s->dim[d] ? s->dim[d] : 1;
			eb = elems > 0 ? (int)(s->size / elems) : 1;
		}
		t->shared[i] = (ChkShared){kl_strdup(s->name ? s->name : ""), s->offset, s->size, eb, s->is_mbarrier, s->loc};
	}
	int threads = 1, ctas = 1;
	for (int i = 0; i < 3; i++) {
		t->grid[i] = l->grid[i];
		t->block[i] = l->block[i];
		t->cluster[i] = l->cluster[i] ? l->cluster[i] : 1;
		threads *= (int)t->block[i];
		ctas *= (int)t->cluster[i];
	}
	t->threads_per_cta = threads;
	t->warps_per_cta = (threads + 31) / 32;
	t->ctas_per_cluster = ctas;
	t->k = k;
}

int chk_case_record(const ChkCase *c, ChkPrep *p, const ChkRunCfg *cfg, ChkTrace *t)
{
	memset(t, 0, sizeof *t);
	trace_launch(t, c->k, &p->l);
	t->bufs = p->rbufs;
	t->nbufs = p->nb;
	p->l.trace = on_event;
	p->l.trace_ctx = t;
	if (cfg) {
		p->l.sched = cfg->sched;
		p->l.seed = cfg->seed;
		p->l.max_steps = cfg->max_steps;
		p->l.observe = cfg->observe;
		p->l.observe_ctx = cfg->observe_ctx;
	}
	sim_run(&p->l, &t->res);
	t->have_res = 1;
	p->l.trace = NULL;
	p->l.trace_ctx = NULL;
	p->l.observe = NULL;
	const SimResult *r = &t->res;
	t->status = r->status;
	snprintf(t->message, sizeof t->message, "%s", r->message);
	t->loc = r->loc;
	t->ctas_run = (int)r->ctas_run;
	if (r->nwaiters) {
		t->waiters = kl_calloc((size_t)r->nwaiters, sizeof *t->waiters);
		memcpy(t->waiters, r->waiters, (size_t)r->nwaiters * sizeof *t->waiters);
		t->nwaiters = r->nwaiters;
	}
	return t->oom ? 3 : 0;
}

/* ---- comparing runs ---- */

int chk_prep_diff(const ChkPrep *a, const ChkPrep *b, ChkDiff *wt)
{
	for (int i = 0; i < a->wi->nargs; i++) {
		const WInstArg *x = &a->wi->args[i], *y = &b->wi->args[i];
		if (x->arg->kind != WA_TENSOR || !x->arg->output)
			continue;
		int eb = dtype_bytes(x->arg->dtype);
		if (eb <= 0)
			continue;
		for (int64_t e = 0; e < x->numel; e++)
			if (memcmp((const uint8_t *)x->data + e * eb, (const uint8_t *)y->data + e * eb, (size_t)eb)) {
				snprintf(wt->tensor, sizeof wt->tensor, "%s", x->arg->name);
				wt->index = e;
				wt->va = dtype_decode(x->arg->dtype, dtype_load(x->arg->dtype, x->data, e));
				wt->vb = dtype_decode(x->arg->dtype, dtype_load(x->arg->dtype, y->data, e));
				wt->bits_a = dtype_load(x->arg->dtype, x->data, e);
				wt->bits_b = dtype_load(x->arg->dtype, y->data, e);
				return 1;
			}
	}
	return 0;
}
