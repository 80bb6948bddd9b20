/* Workload-driven race check: records the case once (check/case.h), runs
 * the race engine over the recorded trace, then — when the engine reports a
 * conflict — replays the case under other schedules and compares the
 * outputs, so a race comes with the values it changes. */
#include "check/race_run.h"
#include "check/case.h"
#include "util/arena.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
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

int race_trace(const ChkTrace *t, int max_findings, RaceReport *rep, char *err, size_t nerr)
{
	double t0 = now();
	RaceCfg cfg = {.k = t->k, .bufs = t->bufs, .nbufs = t->nbufs, .max_findings = max_findings};
	memcpy(cfg.grid, t->grid, sizeof cfg.grid);
	memcpy(cfg.block, t->block, sizeof cfg.block);
	memcpy(cfg.cluster, t->cluster, sizeof cfg.cluster);
	Race *R = race_new(&cfg);
	if (!R) {
		snprintf(err, nerr, "%s", race_new_error());
		return -1;
	}
	for (int64_t i = 0; i < t->nev; i++)
		race_event(R, &t->ev[i]);
	rep->status = t->status;
	if (t->status != SIM_OK && t->status != SIM_ERR_MEMORY) {
		snprintf(rep->sim_message, sizeof rep->sim_message, "%s", t->message);
		rep->sim_loc = t->loc;
	}
	race_finish(R, &t->res);
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
	race_free(R);
	rep->check_seconds += now() - t0;
	return 0;
}

int race_conflicts(const RaceReport *rep)
{
	int n = 0;
	for (int i = 0; i < rep->nfindings; i++)
		n += is_conflict(rep->findings[i].kind);
	return n;
}

void race_witness(const ChkCase *c, int runs, RaceWitness *wt)
{
	ChkPrep base = {0};
	Diags wd;
	diags_init(&wd);
	if (!chk_case_prep(c, &base, &wd)) {
		SimResult r0;
		sim_run(&base.l, &r0);
		int ok0 = r0.status == SIM_OK;
		sim_result_free(&r0);
		for (int s = 1; ok0 && s <= runs && !wt->found; s++) {
			ChkPrep alt = {0};
			if (chk_case_prep(c, &alt, &wd)) {
				chk_prep_free(&alt);
				break;
			}
			alt.l.sched = SIM_SCHED_RANDOM;
			alt.l.seed = (uint64_t)s;
			SimResult r1;
			sim_run(&alt.l, &r1);
			if (r1.status == SIM_OK && chk_prep_diff(&base, &alt, wt)) {
				wt->found = 1;
				sched_name(SIM_SCHED_RR, 0, wt->sched_a, sizeof wt->sched_a);
				sched_name(SIM_SCHED_RANDOM, (uint64_t)s, wt->sched_b, sizeof wt->sched_b);
			}
			sim_result_free(&r1);
			chk_prep_free(&alt);
		}
		wt->tried = runs + 1;
	}
	chk_prep_free(&base);
	diags_free(&wd);
}

/* ---- forcing a racing pair each way ----
 * Run "first" holds the warp of one access before that access's
 * instruction until the other warp has executed the other's; run "second"
 * the other way round.  The hold gives up after HOLD_MAX refusals (the
 * other access never came: the pair cannot be forced that way). */
#define HOLD_MAX 200000

typedef struct {
	int hcta, hwarp;                /* held warp */
	const IrInstr *hir;             /* ... before this instruction */
	int wcta, wwarp;                /* until this warp */
	const IrInstr *wir;             /* ... has executed this one */
	int released, gave_up;
	long refusals;
} Hold;

static int hold_gate(void *ctx, int cta, int warp, const IrInstr *next)
{
	Hold *h = ctx;
	if (cta == h->wcta && warp == h->wwarp && next == h->wir)
		h->released = 1;   /* it executes now */
	if (h->released || cta != h->hcta || warp != h->hwarp || next != h->hir)
		return 1;
	if (++h->refusals > HOLD_MAX) {
		h->gave_up = 1;
		h->released = 1;
		return 1;
	}
	return 0;
}

static int forced_run(const ChkCase *c, const RaceAccess *first, const RaceAccess *second, ChkPrep *p, int *forced)
{
	Diags d;
	diags_init(&d);
	int rc = chk_case_prep(c, p, &d);
	diags_free(&d);
	if (rc)
		return -1;
	Hold h = {second->cta, second->warp, second->ir, first->cta, first->warp, first->ir, 0, 0, 0};
	p->l.gate = hold_gate;
	p->l.gate_ctx = &h;
	SimResult r;
	sim_run(&p->l, &r);
	p->l.gate = NULL;
	int ok = r.status == SIM_OK;
	sim_result_free(&r);
	*forced = !h.gave_up;
	return ok ? 0 : -1;
}

int race_force(const ChkCase *c, const RaceFinding *f, RaceWitness *wt)
{
	const RaceAccess *a = &f->a, *b = &f->b;
	if (!a->valid || !b->valid || a->lane < 0 || b->lane < 0 || !a->ir || !b->ir ||
	    (a->cta == b->cta && a->warp == b->warp))
		return 0;   /* async operations and lanes of one warp are not steered */
	ChkPrep x, y;
	int fx = 0, fy = 0, found = 0;
	if (!forced_run(c, a, b, &x, &fx) && !forced_run(c, b, a, &y, &fy) && fx && fy && chk_prep_diff(&x, &y, wt)) {
		found = 1;
		wt->found = 1;
		wt->tried = 2;
		snprintf(wt->sched_a, sizeof wt->sched_a, "line %d first (CTA %d warp %d held at line %d)", a->loc.line,
			b->cta, b->warp, b->loc.line);
		snprintf(wt->sched_b, sizeof wt->sched_b, "line %d first (CTA %d warp %d held at line %d)", b->loc.line,
			a->cta, a->warp, a->loc.line);
	}
	chk_prep_free(&x);
	chk_prep_free(&y);
	return found;
}

void race_witness_any(const ChkCase *c, RaceReport *rep, int runs)
{
	for (int i = 0; i < rep->nfindings && !rep->witness.found; i++)
		if (is_conflict(rep->findings[i].kind) && race_force(c, &rep->findings[i], &rep->witness))
			rep->witness.forced = 1;
	if (!rep->witness.found) {
		memset(&rep->witness, 0, sizeof rep->witness);
		race_witness(c, runs, &rep->witness);
	}
}

int race_check_workload(const RaceRunOpts *o, Diags *d, RaceReport *rep)
{
	double t0 = now();
	memset(rep, 0, sizeof *rep);
	ChkOptions co = {.workload = o->workload, .vars = o->vars, .nvars = o->nvars, .incdirs = o->incdirs,
		.nincdirs = o->nincdirs, .max_steps = o->max_steps};
	ChkCase c;
	ChkTrace t;
	memset(&t, 0, sizeof t);
	int rc = chk_case_open(&c, &co, o->loaded, o->case_name, d);
	if (rc)
		goto out;
	snprintf(rep->case_name, sizeof rep->case_name, "%s", c.w->cases[c.ci].name);
	snprintf(rep->kernel, sizeof rep->kernel, "%s", c.k->name);
	double tc = now();
	rep->load_seconds = tc - t0;
	ChkRunCfg cfg = {.max_steps = o->max_steps};
	if (chk_case_record(&c, &c.p, &cfg, &t)) {
		diag_error(d, c.k->loc, "out of memory recording the trace (%lld events)", (long long)t.nev);
		rc = 2;
		goto out;
	}
	rep->sim_seconds = now() - tc;
	rep->check_seconds = rep->sim_seconds;
	char err[256];
	if (race_trace(&t, o->max_findings, rep, err, sizeof err)) {
		diag_error(d, c.k->loc, "unsupported: %s", err);
		rc = 2;
		goto out;
	}
	if (race_conflicts(rep) && rep->status == SIM_OK && o->witness_runs >= 0)
		race_witness_any(&c, rep, o->witness_runs ? o->witness_runs : 8);
	rep->total_seconds = now() - t0;
	rc = rep->nfindings ? 1 : 0;
	if (rep->status != SIM_OK && rep->status != SIM_ERR_MEMORY)
		rc = 1;
out:
	chk_trace_free(&t);
	chk_case_close(&c);
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
	jw_kuint(w, "accesses", r->accesses);
	jw_kuint(w, "events", r->events);
	jw_kint(w, "agents", r->agents);
	jw_knum(w, "check_seconds", r->check_seconds);
	jw_knum(w, "sim_seconds", r->sim_seconds);
	jw_key(w, "witness");
	jw_obj(w);
	jw_kbool(w, "found", r->witness.found);
	jw_kint(w, "schedules_tried", r->witness.tried);
	if (r->witness.found)
		chk_diff_json(&r->witness, w);
	jw_end_obj(w);
	jw_end_obj(w);
}
