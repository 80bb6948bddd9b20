/* Re-execution along other observations (kiln check, sync and race).
 *
 * The recorded run fixes what each mbarrier test_wait / try_wait observed.
 * Where a warp's control flow depends on that observation, other
 * schedules can send it down another path.  The sync pass lists the waits
 * whose other outcome happens-before allows (chk_sync_alts: a wait that saw
 * its phase complete although a contribution of that phase is not ordered
 * before it; a test that saw it incomplete although no contribution is
 * ordered after it).  Spin loops are left out: their other outcome is the
 * same observation at another time.
 *
 * Each such observation is re-executed: the case is simulated again with
 * the simulator's observe hook steering that one wait (SIM_OBS_FAIL: it
 * looks before the phase completes; SIM_OBS_HOLD: it looks only after), and
 * both checkers read the new trace.  Up to the divergence point the run is
 * the recorded one (the schedule is deterministic), so a wait is named by
 * its warp and its number among that warp's waits.  New observations found
 * after the divergence point are explored in turn (breadth first, up to
 * CHK_EXPLORE_DEPTH flips on one path); traces already seen (a hash of
 * their events) are not checked again; the number of re-executions is
 * bounded by --max-alternatives, and hitting the bound is reported
 * (verdict incomplete).  A re-execution that deadlocks only because the
 * held wait never sees its phase complete was not a feasible schedule and
 * is dropped.  The simulation restarts from the launch each time (the
 * simulator has no snapshots); the recorded prefix is only re-run, and the
 * per-case cost is one simulation per alternative. */
#include "check/case.h"
#include "util/arena.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHK_EXPLORE_DEPTH 3

typedef struct {
	int cta, warp;
	uint64_t n;             /* the warp's n-th observe call (0-based) */
	int act;                /* SIM_OBS_FAIL / SIM_OBS_HOLD */
	int observed_ok;
	Loc loc;
	char barrier[48];
} Flip;

typedef struct {
	Flip f[CHK_EXPLORE_DEPTH];
	int n;
} Path;

typedef VEC(Path) PathVec;

typedef struct {
	int64_t ev;             /* trace length when the wait was about to report */
	int cta, warp;
	uint64_t n;
} Call;

/* The observe hook: counts each warp's waits, applies the path's flips and
 * logs every call against the trace position. */
typedef struct {
	const Path *path;
	uint64_t *calls;        /* per CTA * warps_per_cta + warp */
	int nslots, wpc;
	int held[CHK_EXPLORE_DEPTH];   /* HOLD flips still waiting */
	VEC(Call) log;
	const ChkTrace *t;
} Steer;

static int steer(void *ctx, const SimObs *o)
{
	Steer *s = ctx;
	int slot = o->cta * s->wpc + o->warp;
	if (slot < 0 || slot >= s->nslots)
		return SIM_OBS_AS_IS;
	uint64_t n = s->calls[slot];
	int act = SIM_OBS_AS_IS;
	for (int i = 0; s->path && i < s->path->n; i++) {
		const Flip *f = &s->path->f[i];
		if (f->cta != o->cta || f->warp != o->warp || f->n != n)
			continue;
		if (f->act == SIM_OBS_HOLD && o->ok != o->lanes) {
			s->held[i] = 1;
			return SIM_OBS_HOLD;   /* the same wait again when the barrier changes */
		}
		s->held[i] = 0;
		act = f->act == SIM_OBS_FAIL ? SIM_OBS_FAIL : SIM_OBS_AS_IS;
	}
	s->calls[slot] = n + 1;
	vec_push(&s->log, ((Call){s->t->nev, o->cta, o->warp, n}));
	return act;
}

static void steer_init(Steer *s, const ChkCase *c, const Path *p, const ChkTrace *t)
{
	memset(s, 0, sizeof *s);
	s->path = p;
	s->wpc = (int)((c->p.l.block[0] * c->p.l.block[1] * c->p.l.block[2] + 31) / 32);
	s->nslots = (int)(c->p.l.grid[0] * c->p.l.grid[1] * c->p.l.grid[2]) * s->wpc;
	s->calls = kl_calloc((size_t)s->nslots + 1, sizeof *s->calls);
	s->t = t;
}

static void steer_free(Steer *s)
{
	kl_free(s->calls);
	vec_free(&s->log);
}

/* The call that produced the wait whose first event is trace index ev. */
static const Call *call_at(const Steer *s, const SimEvent *e, int64_t ev)
{
	int lo = 0, hi = s->log.n;
	while (lo < hi) {
		int mid = (lo + hi) / 2;
		if (s->log.v[mid].ev <= ev)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (int i = lo - 1; i >= 0 && s->log.v[i].ev == ev; i--)
		if (s->log.v[i].cta == e->cta && s->log.v[i].warp == e->warp)
			return &s->log.v[i];
	return NULL;
}

static uint64_t trace_hash(const ChkTrace *t)
{
	uint64_t h = 1469598103934665603ull;
	for (int64_t i = 0; i < t->nev; i++) {
		const SimEvent *e = &t->ev[i];
		uint64_t x[8] = {(uint64_t)e->kind, (uint64_t)e->cta << 32 | (uint32_t)e->warp, (uint64_t)(uint32_t)e->lane,
			(uint64_t)(uintptr_t)e->ir, e->addr, e->phase, (uint64_t)e->ok << 32 | e->size, e->async_id};
		for (int j = 0; j < 8; j++) {
			h ^= x[j];
			h *= 1099511628211ull;
		}
	}
	return h ^ (uint64_t)t->status;
}

static int same_finding(const ChkFinding *a, const ChkFinding *b)
{
	if (a->kind != b->kind || !a->nlocs || !b->nlocs)
		return a->kind == b->kind && !a->nlocs && !b->nlocs;
	return a->locs[0].loc.line == b->locs[0].loc.line && a->locs[0].loc.file == b->locs[0].loc.file;
}

/* Moves finding f of scratch report x into r (taking its allocations). */
static void adopt(ChkReport *r, ChkFinding *f, const Path *p)
{
	ChkFinding *g = chk_add(r, f->checker, f->kind, "%s", f->message);
	char *msg = g->message;
	*g = *f;
	g->message = msg;
	kl_free(f->message);
	memset(f, 0, sizeof *f);
	g->obs = kl_calloc((size_t)p->n, sizeof *g->obs);
	g->nobs = p->n;
	for (int i = 0; i < p->n; i++) {
		const Flip *fl = &p->f[i];
		g->obs[i] = (ChkObs){fl->cta, fl->warp, fl->n + 1, "", fl->observed_ok, fl->act == SIM_OBS_HOLD, fl->loc};
		snprintf(g->obs[i].barrier, sizeof g->obs[i].barrier, "%s", fl->barrier);
		chk_add_loc(g, fl->loc, fl->act == SIM_OBS_HOLD ? "the wait, observing its phase complete instead"
		                                                 : "the wait, observing its phase incomplete instead");
	}
}

static void free_finding(ChkFinding *f)
{
	kl_free(f->message);
	kl_free(f->locs);
	kl_free(f->witness);
	kl_free(f->witness_note);
	kl_free(f->accesses_json);
	kl_free(f->obs);
}

/* New paths from the observations of trace t (run along p) after p's last flip. */
static void expand(PathVec *q, const Path *p, const ChkTrace *t, const Steer *st, const ChkAltVec *alts, int64_t after)
{
	if (p->n >= CHK_EXPLORE_DEPTH)
		return;
	for (int i = 0; i < alts->n; i++) {
		if (alts->v[i].ev <= after)
			continue;
		const SimEvent *e = &t->ev[alts->v[i].ev];
		const Call *c = call_at(st, e, alts->v[i].ev);
		if (!c)
			continue;
		Path np = *p;
		Flip *f = &np.f[np.n++];
		*f = (Flip){c->cta, c->warp, c->n, alts->v[i].to_ok ? SIM_OBS_HOLD : SIM_OBS_FAIL, e->ok, e->loc, ""};
		chk_shared_name(t, e->addr, f->barrier, sizeof f->barrier);
		vec_push(q, np);
	}
}

void chk_explore(const ChkCase *c, const ChkOptions *o, const ChkTrace *base, void *base_steer,
	const ChkAltVec *alts, ChkReport *r, int do_sync, int do_race)
{
	Steer *bs = base_steer;
	PathVec q = {0};
	VEC(uint64_t) seen = {0};
	vec_push(&seen, trace_hash(base));
	Path root = {.n = 0};
	expand(&q, &root, base, bs, alts, -1);
	uint64_t max = o->max_alts ? o->max_alts : CHK_DEFAULT_MAX_ALTS;
	uint64_t done = 0, infeasible = 0, dup = 0;
	int head = 0;
	while (head < q.n && done < max) {
		Path p = q.v[head++];
		done++;
		ChkPrep prep;
		Diags d;
		diags_init(&d);
		if (chk_case_prep(c, &prep, &d)) {
			diags_free(&d);
			break;
		}
		diags_free(&d);
		ChkTrace t;
		Steer st;
		steer_init(&st, c, &p, &t);
		ChkRunCfg cfg = {.max_steps = o->max_steps, .observe = steer, .observe_ctx = &st};
		int rc = chk_case_record(c, &prep, &cfg, &t);
		int held = 0;
		for (int i = 0; i < p.n; i++)
			held |= st.held[i];
		uint64_t h = trace_hash(&t);
		int dupl = 0;
		for (int i = 0; i < seen.n && !dupl; i++)
			dupl = seen.v[i] == h;
		if (rc || (t.status == SIM_ERR_DEADLOCK && held)) {
			infeasible++;   /* the held wait never saw its phase complete: no such schedule */
		} else if (dupl) {
			dup++;
		} else {
			vec_push(&seen, h);
			ChkReport x;
			chk_report_init(&x);
			ChkAltVec more = {0};
			chk_sync_alts(&t, o, &x, &more);
			if (!do_sync) {   /* the pass ran for its observations only */
				for (int i = 0; i < x.n; i++)
					free_finding(&x.f[i]);
				x.n = 0;
			}
			if (do_race)
				chk_race_trace(&t, c, o, &x, 0);
			/* the recorded run and this one, outputs compared: a race seen as values */
			ChkDiff diff;
			memset(&diff, 0, sizeof diff);
			if (t.status == SIM_OK && c->p.wi && chk_prep_diff(&c->p, &prep, &diff)) {
				diff.found = 1;
				diff.tried = 2;
				snprintf(diff.sched_a, sizeof diff.sched_a, "rr (the recorded run)");
				snprintf(diff.sched_b, sizeof diff.sched_b, "rr with %d observation%s changed", p.n, p.n == 1 ? "" : "s");
			}
			for (int i = 0; i < x.n; i++) {
				if (x.f[i].checker == CHK_RACE && diff.found) {
					x.f[i].outputs = diff;
					kl_free(x.f[i].witness_note);
					char note[320];
					snprintf(note, sizeof note, "the outputs differ: %.60s[%lld] is %.9g in the recorded run and %.9g when the observations below are changed",
						diff.tensor, (long long)diff.index, diff.va, diff.vb);
					size_t nn = strlen(note) + 1;
					x.f[i].witness_note = kl_malloc(nn);
					memcpy(x.f[i].witness_note, note, nn);
				}
				int known = 0;
				for (int j = 0; j < r->n && !known; j++)
					known = same_finding(&r->f[j], &x.f[i]);
				if (known)
					free_finding(&x.f[i]);
				else
					adopt(r, &x.f[i], &p);
			}
			x.n = 0;
			for (int i = 0; i < x.nbounds; i++)
				if (strcmp(x.bounds[i].name, "sim-step-limit") && strcmp(x.bounds[i].name, "simulation stopped"))
					chk_add_bound(r, x.bounds[i].checker, x.bounds[i].name, x.bounds[i].limit, x.bounds[i].reached,
						x.bounds[i].detail);
			r->stats[CHK_SYNC].states += x.stats[CHK_SYNC].states;
			r->stats[CHK_SYNC].transitions += x.stats[CHK_SYNC].transitions;
			r->stats[CHK_SYNC].events += x.stats[CHK_SYNC].events;
			r->stats[CHK_SYNC].seconds += x.stats[CHK_SYNC].seconds;
			if (do_race) {
				r->stats[CHK_RACE].accesses += x.stats[CHK_RACE].accesses;
				r->stats[CHK_RACE].events += x.stats[CHK_RACE].events;
				r->stats[CHK_RACE].replays += x.stats[CHK_RACE].replays;
				r->stats[CHK_RACE].seconds += x.stats[CHK_RACE].seconds;
			}
			chk_report_free(&x);
			/* what this path's flips lead to: the last flip's event in t */
			int64_t after = -1;
			const Flip *lf = &p.f[p.n - 1];
			for (int i = 0; i < st.log.n; i++)
				if (st.log.v[i].cta == lf->cta && st.log.v[i].warp == lf->warp && st.log.v[i].n == lf->n)
					after = st.log.v[i].ev;
			if (after >= 0)
				expand(&q, &p, &t, &st, &more, after);
			vec_free(&more);
		}
		steer_free(&st);
		chk_trace_free(&t);
		chk_prep_free(&prep);
	}
	ChkStats *ss = &r->stats[CHK_SYNC];
	ss->alternatives = done;
	ss->replays += done;
	if (head < q.n) {
		char dt[160];
		snprintf(dt, sizeof dt, "%d observation alternative%s not re-executed (%llu re-executed, %llu infeasible, %llu duplicate)",
			q.n - head, q.n - head == 1 ? "" : "s", (unsigned long long)done, (unsigned long long)infeasible,
			(unsigned long long)dup);
		chk_add_bound(r, CHK_SYNC, "max-alternatives", max, done, dt);
	}
	vec_free(&q);
	vec_free(&seen);
}

/* The base run's observe hook (logs every wait; steers nothing). */
void *chk_explore_base_new(const ChkCase *c, ChkRunCfg *cfg, const ChkTrace *t)
{
	Steer *s = kl_calloc(1, sizeof *s);
	steer_init(s, c, NULL, t);
	cfg->observe = steer;
	cfg->observe_ctx = s;
	return s;
}

void chk_explore_base_free(void *p)
{
	if (!p)
		return;
	steer_free(p);
	kl_free(p);
}
