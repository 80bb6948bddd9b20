/* Workload-driven race check: builds a workload case (inputs generated,
 * tensors placed at simulated device addresses as `kiln sim` does), runs
 * the simulator once with the race engine on its trace, then — when the
 * engine reports a conflict — replays the case under other schedules and
 * compares the outputs, so a race comes with the values it changes. */
#include "check/race_run.h"
#include "lang/lang.h"
#include "work/work.h"
#include "util/arena.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DEV_BASE 0x10000000ull
#define DEV_ALIGN 4096ull

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One prepared case: instance, buffers, arguments and launch. */
typedef struct {
	WorkInst *wi;
	SimBuffer *bufs;
	RaceBuf *rbufs;
	int *argbuf;            /* tensor arg index -> buffer index */
	int nb;
	SimArg *args;
	LayTensorMap *tmaps;
	SimLaunch l;
} Prep;

static void prep_free(Prep *p)
{
	work_inst_free(p->wi);
	kl_free(p->bufs);
	kl_free(p->rbufs);
	kl_free(p->argbuf);
	kl_free(p->args);
	kl_free(p->tmaps);
	memset(p, 0, sizeof *p);
}

static int prep(const Workload *w, int ci, const IrKernel *k, Prep *p, Diags *d)
{
	memset(p, 0, sizeof *p);
	char err[256];
	p->wi = work_inst_new(w, ci, d);
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
	p->argbuf = kl_calloc((size_t)na + 1, sizeof *p->argbuf);
	p->tmaps = kl_calloc((size_t)na + 1, sizeof *p->tmaps);
	p->args = kl_calloc((size_t)k->nparams + 1, sizeof *p->args);
	if (!addr || !p->bufs || !p->rbufs || !p->argbuf || !p->tmaps || !p->args)
		die("out of memory");
	uint64_t next = DEV_BASE;
	for (int i = 0; i < na; i++) {
		WInstArg *a = &p->wi->args[i];
		p->argbuf[i] = -1;
		if (a->arg->kind != WA_TENSOR)
			continue;
		addr[i] = next;
		p->argbuf[i] = p->nb;
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
		if (!p->l.cluster[i])
			p->l.cluster[i] = k->cluster_const[i] > 0 ? (uint32_t)k->cluster_const[i] : 1;
		if (!p->l.grid[i])
			p->l.grid[i] = 1;
	}
	return 0;
}

/* The first output element that differs between two runs. */
static int diff_outputs(const Prep *a, const Prep *b, RaceWitness *wt)
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

static void sched_name(SimSched s, uint64_t seed, char *out, size_t n)
{
	if (s == SIM_SCHED_RR)
		snprintf(out, n, "rr");
	else
		snprintf(out, n, "random seed %llu", (unsigned long long)seed);
}

static int is_conflict(RaceKind k)
{
	return k == RK_DATA_RACE || k == RK_MISSING_PROXY_FENCE || k == RK_ASYNC_BUFFER_REUSE ||
		k == RK_READ_BEFORE_ASYNC_COMPLETE || k == RK_SCOPE_TOO_NARROW || k == RK_ORDERING_RACE;
}

int race_check_workload(const RaceRunOpts *o, Diags *d, RaceReport *rep)
{
	double t0 = now();
	memset(rep, 0, sizeof *rep);
	int rc = 2;
	Workload *w = o->loaded ? o->loaded : work_load(o->workload, d);
	IrModule *mod = NULL;
	Prep p = {0};
	Race *R = NULL;
	const IrKernel *k = NULL;
	Loc wl = {o->workload, 0, 0};
	if (!w)
		goto out;
	int ci = work_case_index(w, o->case_name, WORK_FOR_SIM);
	if (ci < 0) {
		diag_error(d, wl, "no case named '%s' in the workload", o->case_name ? o->case_name : "");
		goto out;
	}
	snprintf(rep->case_name, sizeof rep->case_name, "%s", w->cases[ci].name);
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
	LangInput in = {.path = w->kernel, .defines = w->defines, .ndefines = w->ndefines, .incdirs = o->incdirs,
		.nincdirs = o->nincdirs, .kernel = w->entry};
	mod = lang_compile(&in, d);
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
	snprintf(rep->kernel, sizeof rep->kernel, "%s", k->name);
	if (prep(w, ci, k, &p, d))
		goto out;
	double tc = now();
	rep->load_seconds = tc - t0;
	RaceCfg cfg = {.k = k, .bufs = p.rbufs, .nbufs = p.nb, .max_findings = o->max_findings};
	memcpy(cfg.grid, p.l.grid, sizeof cfg.grid);
	memcpy(cfg.block, p.l.block, sizeof cfg.block);
	memcpy(cfg.cluster, p.l.cluster, sizeof cfg.cluster);
	R = race_new(&cfg);
	if (!R) {
		diag_error(d, k->loc, "unsupported: %s", race_new_error());
		goto out;
	}
	p.l.trace = race_event;
	p.l.trace_ctx = R;
	p.l.max_steps = o->max_steps;
	SimResult res;
	double ts = now();
	sim_run(&p.l, &res);
	rep->sim_seconds = now() - ts;
	rep->status = res.status;
	if (res.status != SIM_OK && res.status != SIM_ERR_MEMORY) {
		snprintf(rep->sim_message, sizeof rep->sim_message, "%s", res.message);
		rep->sim_loc = res.loc;
	}
	race_finish(R, &res);
	sim_result_free(&res);
	rep->accesses = race_accesses(R);
	rep->events = race_events(R);
	rep->agents = race_agents(R);
	int n;
	const RaceFinding *fs = race_findings(R, &n);
	rep->findings = kl_calloc((size_t)n + 1, sizeof *rep->findings);
	if (!rep->findings)
		die("out of memory");
	if (n)
		memcpy(rep->findings, fs, (size_t)n * sizeof *fs);
	rep->nfindings = n;
	rep->check_seconds = now() - tc;
	int conflicts = 0;
	for (int i = 0; i < n; i++)
		conflicts += is_conflict(fs[i].kind);
	/* witness: the same case under other schedules, outputs compared */
	if (conflicts && rep->status == SIM_OK && o->witness_runs >= 0) {
		int runs = o->witness_runs ? o->witness_runs : 8;
		Prep base = {0};
		Diags wd;
		diags_init(&wd);
		if (!prep(w, ci, k, &base, &wd)) {
			SimResult r0;
			sim_run(&base.l, &r0);
			int ok0 = r0.status == SIM_OK;
			sim_result_free(&r0);
			for (int s = 1; ok0 && s <= runs && !rep->witness.found; s++) {
				Prep alt = {0};
				if (prep(w, ci, k, &alt, &wd)) {
					prep_free(&alt);
					break;
				}
				alt.l.sched = SIM_SCHED_RANDOM;
				alt.l.seed = (uint64_t)s;
				SimResult r1;
				sim_run(&alt.l, &r1);
				if (r1.status == SIM_OK && diff_outputs(&base, &alt, &rep->witness)) {
					rep->witness.found = 1;
					sched_name(SIM_SCHED_RR, 0, rep->witness.sched_a, sizeof rep->witness.sched_a);
					sched_name(SIM_SCHED_RANDOM, (uint64_t)s, rep->witness.sched_b, sizeof rep->witness.sched_b);
				}
				sim_result_free(&r1);
				prep_free(&alt);
			}
			rep->witness.tried = runs + 1;
		}
		prep_free(&base);
		diags_free(&wd);
	}
	rep->total_seconds = now() - t0;
	rc = n ? 1 : 0;
	if (rep->status != SIM_OK && rep->status != SIM_ERR_MEMORY)
		rc = 1;
out:
	race_free(R);
	prep_free(&p);
	ir_module_free(mod);
	if (!o->loaded)
		work_free(w);
	return rc;
}

void race_report_free(RaceReport *r)
{
	kl_free(r->findings);
	r->findings = NULL;
	r->nfindings = 0;
}

void race_report_text(const RaceReport *r, Buf *out)
{
	for (int i = 0; i < r->nfindings; i++)
		race_finding_text(&r->findings[i], out);
	if (r->status != SIM_OK && r->status != SIM_ERR_MEMORY)
		buf_printf(out, "%s:%d:%d: error: the simulation stopped (%s): %s; the race level saw only the accesses before it\n",
			r->sim_loc.file ? r->sim_loc.file : "?", r->sim_loc.line, r->sim_loc.col, sim_status_name(r->status),
			r->sim_message);
	if (r->witness.found)
		buf_printf(out, "witness: %s[%lld] is %.9g (bits 0x%llx) under schedule %s and %.9g (bits 0x%llx) under %s\n",
			r->witness.tensor, (long long)r->witness.index, r->witness.va, (unsigned long long)r->witness.bits_a,
			r->witness.sched_a, r->witness.vb, (unsigned long long)r->witness.bits_b, r->witness.sched_b);
	else if (r->witness.tried)
		buf_printf(out, "witness: the outputs were identical under %d schedules (rr and random seeds 1..%d); the conflicting accesses are still unordered\n",
			r->witness.tried, r->witness.tried - 1);
	buf_printf(out, "race: %d finding%s; %llu accesses, %llu events, %d agents; %.1f ms (simulation with trace %.1f ms; workload load and compile %.1f ms)\n",
		r->nfindings, r->nfindings == 1 ? "" : "s", (unsigned long long)r->accesses, (unsigned long long)r->events,
		r->agents, r->check_seconds * 1e3, r->sim_seconds * 1e3, r->load_seconds * 1e3);
}

void race_report_json(const RaceReport *r, JsonW *w)
{
	jw_key(w, "findings");
	jw_arr(w);
	for (int i = 0; i < r->nfindings; i++)
		race_finding_json(&r->findings[i], w);
	jw_end_arr(w);
	jw_key(w, "race");
	jw_obj(w);
	jw_kstr(w, "sim_status", sim_status_name(r->status));
	jw_kstr(w, "phase_order", "latest completed phase per wait (exact when the sync level finds no phase overrun)");
	jw_key(w, "accesses");
	jw_uint(w, r->accesses);
	jw_key(w, "events");
	jw_uint(w, r->events);
	jw_kint(w, "agents", r->agents);
	jw_knum(w, "check_seconds", r->check_seconds);
	jw_knum(w, "sim_seconds", r->sim_seconds);
	jw_key(w, "witness");
	jw_obj(w);
	jw_kbool(w, "found", r->witness.found);
	jw_kint(w, "schedules_tried", r->witness.tried);
	if (r->witness.found) {
		jw_kstr(w, "tensor", r->witness.tensor);
		jw_kint(w, "index", r->witness.index);
		jw_kstr(w, "schedule_a", r->witness.sched_a);
		jw_knum(w, "value_a", r->witness.va);
		jw_kstr(w, "schedule_b", r->witness.sched_b);
		jw_knum(w, "value_b", r->witness.vb);
	}
	jw_end_obj(w);
	jw_end_obj(w);
}
