/* The synchronization checker (kiln check --sync) over one recorded trace.
 *
 * What it proves: with the control flow the simulator executed for the
 * case's inputs, every schedule the hardware may choose (every order of
 * synchronization events program order and the barrier semantics allow,
 * every point an async completion may land) observes the same barrier
 * phases as the recorded one - or it reports the finding that breaks that.
 *
 * How (docs/architecture.md, "kiln check"): the recorded trace is one
 * linearization.  Vector clocks give happens-before over warps and async
 * agents (a TMA copy is an agent whose clock starts at its issue), with the
 * edges the observations imply: every contribution of an mbarrier phase
 * (arrival, expect_tx, complete_tx) happens before each wait that observed
 * that phase; every arrival of a bar.sync generation before each warp that
 * passed it.  The recorded observations then hold in every schedule iff
 *   (A) every contribution of phase k-1 happens before every contribution
 *       of phase k (else an arrival or a byte count can land in the other
 *       phase: extra_arrival / tx_underflow / barrier_count_mismatch), and
 *   (B) every wait that observed phase k happens before some contribution
 *       of phase k+1 (else phase k+1 can complete first and the waiter sees
 *       its parity again: phase_overrun), and every test_wait that saw a
 *       phase incomplete happens before some contribution of it (else the
 *       other branch is feasible: reported as a bound, not explored).
 * Under (A) and (B) every linearization of happens-before is a feasible
 * schedule and every feasible schedule is one (induction on the schedule),
 * so the single trace class is all there is: one pass, linear in the
 * synchronization events.  Deadlocks in the recorded run come from the
 * simulator (it knows every waiter); deadlocks in other schedules need a
 * different observation, which (A)/(B) exclude.
 *
 * Also here: use before init / init not ordered before a use, inval while in
 * use, setmaxnreg uniformity per warpgroup, bar.sync by part of a warp,
 * named-barrier counts, and the simulator's own protocol errors mapped to
 * finding kinds. */
#include "check/check.h"
#include "util/arena.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
	int owner;              /* clock component: a warp or an async agent */
	uint32_t stamp;
	int64_t ev;             /* index of the trace event (location, witness) */
} Ep;

enum { CT_ARRIVE, CT_EXPECT, CT_COMPLETE };

typedef struct {
	Ep e;
	int type;               /* CT_* */
	int64_t amount;         /* arrivals / bytes */
	uint32_t *vc;           /* the contributor's clock at the contribution */
} Contrib;
typedef VEC(Contrib) ContribVec;

typedef struct {
	int named;              /* 0 mbarrier, 1 bar.sync id / cluster barrier */
	int cta;                /* the CTA whose memory / barrier it is */
	uint64_t off;           /* mbarrier: shared offset; named: barrier id */
	char name[48];
	/* mbarrier state, replayed from the trace */
	int init, invalidated;
	Ep init_ep;
	int init_fenced;        /* the initializing warp executed fence.mbarrier_init after the init */
	Ep init_fence;
	int64_t expected, pending, tx, phase;   /* phase: completed phases so far */
	int64_t expect_in_phase;
	ContribVec cur, prev;   /* contributions of the phase in progress / the last completed one */
	uint32_t *release;      /* join of the last completed phase's contributions */
	VEC(Ep) obs;            /* waits that observed the last completed phase */
	VEC(Ep) fails;          /* test_waits that saw the phase in progress incomplete */
	uint32_t *lastuse;      /* per component: stamp of its last use (0 none) */
	int64_t lastuse_ev_first;
	/* named barriers */
	int64_t gen;            /* generation of cur */
	uint32_t count;         /* thread count of the generation in progress (0 all) */
	int64_t count_ev;
	Ep count_ep;            /* the arrival that set count */
	int warned_a, warned_b, warned_init, warned_group;
	int64_t phase_group;    /* the instruction (first event) that completed the last phase */
} Bar;

typedef struct {
	const ChkTrace *t;
	const ChkOptions *o;
	ChkReport *r;
	int ncomp;              /* clock components: warps then agents */
	int nwarps;             /* warps in the cluster */
	uint32_t **vc;          /* per component */
	int *cta_of_warp;       /* component -> linear CTA id (-1 agent) */
	int *warp_of;           /* component -> warp index in its CTA */
	int ctas[64];           /* linear CTA ids of the cluster, by rank of appearance */
	int nctas;
	Bar *bars;
	int nbars, capbars;
	/* async agents: op id -> component */
	uint64_t *agent_op;
	int *agent_comp;
	int nagents;
	int cur_agent;          /* component of the op whose completion is being recorded, -1 */
	int64_t steps;
	int64_t group;          /* first event of the warp instruction being replayed, -1 none */
	int bounded;
	int unexpected;         /* the model disagreed with the simulator */
	ChkAltVec *alts;        /* NULL: observation-dependent branches are a bound */
	const IrInstr **spin;   /* sorted: waits that only spin (do { wait } while (!done)) */
	int nspin;
} Sx;

/* ---- spin waits: a loop whose only effect is one mbarrier wait, repeated
 * until it succeeds.  Its other outcome only ends the spin earlier or later
 * (the same observation, another time), so it is never re-executed. */
typedef VEC(const IrInstr *) InsVec;

static int ptrcmp(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(const IrInstr *const *)a, y = (uintptr_t)*(const IrInstr *const *)b;
	return x < y ? -1 : x > y;
}

static void find_spins(const IrStmt *st, InsVec *out)
{
	for (; st; st = st->next) {
		if (st->k == S_IF) {
			find_spins(st->then, out);
			find_spins(st->els, out);
			continue;
		}
		if (st->k != S_LOOP)
			continue;
		const IrInstr *wait = NULL;
		int pure = 1, nwait = 0;
		const IrStmt *parts[3] = {st->head, st->body, st->latch};
		for (int p = 0; p < 3; p++)
			for (const IrStmt *x = parts[p]; x; x = x->next) {
				if (x->k != S_INSTR) {
					pure = 0;
					continue;
				}
				unsigned eff = x->in.m.e ? x->in.m.e->eff : 0;
				if (eff & EF_MBAR_WAIT) {
					wait = &x->in;
					nwait++;
				} else if (eff) {
					pure = 0;
				}
			}
		if (pure && nwait == 1)
			vec_push(out, wait);
		else {
			find_spins(st->head, out);
			find_spins(st->body, out);
			find_spins(st->latch, out);
		}
	}
}

static int is_spin(const Sx *s, const IrInstr *ir)
{
	return ir && s->nspin && bsearch(&ir, s->spin, (size_t)s->nspin, sizeof *s->spin, ptrcmp);
}

/* An observation whose other outcome is feasible: a candidate for re-execution. */
static void add_alt(Sx *s, int64_t ev, int to_ok)
{
	if (!s->alts)
		return;
	if (s->alts->n && s->alts->v[s->alts->n - 1].ev == ev)
		return;
	vec_push(s->alts, ((ChkAlt){ev, to_ok}));
}

/* ---- clocks ---- */

static uint32_t *vc_new(Sx *s) { return kl_calloc((size_t)s->ncomp, sizeof(uint32_t)); }
static uint32_t *vc_copy(Sx *s, const uint32_t *v)
{
	uint32_t *c = vc_new(s);
	memcpy(c, v, (size_t)s->ncomp * sizeof *c);
	return c;
}
static void vc_join(Sx *s, uint32_t *a, const uint32_t *b)
{
	if (!b)
		return;
	for (int i = 0; i < s->ncomp; i++)
		if (b[i] > a[i])
			a[i] = b[i];
}
/* Does epoch e happen before (or equal) a point with clock v? */
static int hb(const Ep *e, const uint32_t *v) { return e->stamp <= v[e->owner]; }

static const SimEvent *EV(Sx *s, int64_t i) { return &s->t->ev[i]; }
/* The acting lane as the checker sees it: an async issue or completion
 * record is the warp's (or its engine's), not a lane's. */
static int lane_of(const SimEvent *e)
{
	return e->kind == SIM_EV_ASYNC_ISSUE || e->kind == SIM_EV_ASYNC_DONE ? -1 : e->lane;
}
static int is_async(const SimEvent *e) { return e->proxy == PROXY_ASYNC; }
/* the parity a wait names (a state-token wait: 0) */
static int wpar(const SimEvent *e) { return e->parity >= 0 ? e->parity & 1 : 0; }

/* ---- reporting helpers ---- */

static void step_from(Sx *s, ChkFinding *f, int64_t ev, const char *event, const Bar *b, int64_t phase,
	const char *note)
{
	const SimEvent *e = EV(s, ev);
	ChkStep *st = chk_add_step(f);
	st->cta = e->cta;
	st->warp = e->lane < 0 && (is_async(e) && (e->kind == SIM_EV_MBAR_COMPLETE_TX)) ? -1 : e->warp;
	st->lane = lane_of(e);
	st->event = event;
	if (b)
		snprintf(st->object, sizeof st->object, "%s", b->name);
	st->phase = phase;
	st->loc = e->loc;
	if (note)
		snprintf(st->note, sizeof st->note, "%s", note);
}

static const char *ct_name(int type)
{
	return type == CT_ARRIVE ? "arrive" : type == CT_EXPECT ? "expect_tx" : "complete_tx";
}

static void who(Sx *s, int64_t ev, char *out, size_t n)
{
	const SimEvent *e = EV(s, ev);
	if (e->kind == SIM_EV_MBAR_COMPLETE_TX && e->lane < 0)
		snprintf(out, n, "the async copy issued by CTA %d warp %d", e->cta, e->warp);
	else if (lane_of(e) >= 0)
		snprintf(out, n, "CTA %d warp %d lane %d", e->cta, e->warp, e->lane);
	else
		snprintf(out, n, "CTA %d warp %d", e->cta, e->warp);
}

/* ---- barriers ---- */

static Bar *bar_get(Sx *s, int named, int cta, uint64_t off)
{
	for (int i = 0; i < s->nbars; i++)
		if (s->bars[i].named == named && s->bars[i].cta == cta && s->bars[i].off == off)
			return &s->bars[i];
	if (s->nbars == s->capbars) {
		s->capbars = s->capbars ? 2 * s->capbars : 16;
		s->bars = kl_realloc(s->bars, (size_t)s->capbars * sizeof *s->bars);
	}
	Bar *b = &s->bars[s->nbars++];
	memset(b, 0, sizeof *b);
	b->named = named;
	b->cta = cta;
	b->off = off;
	b->lastuse = vc_new(s);
	b->count_ev = -1;
	b->phase_group = -1;
	if (named)
		snprintf(b->name, sizeof b->name, off == 16 ? "barrier.cluster" : "bar %llu", (unsigned long long)off);
	else {
		char nm[40];
		chk_shared_name(s->t, off, nm, sizeof nm);
		if (s->nctas > 1 || s->t->ctas_per_cluster > 1)
			snprintf(b->name, sizeof b->name, "%s@cta%d", nm, cta);
		else
			snprintf(b->name, sizeof b->name, "%s", nm);
	}
	return b;
}

static void contribs_clear(ContribVec *v)
{
	for (int i = 0; i < v->n; i++)
		kl_free(v->v[i].vc);
	v->n = 0;
}

static void bar_free(Bar *b)
{
	contribs_clear(&b->cur);
	contribs_clear(&b->prev);
	vec_free(&b->cur);
	vec_free(&b->prev);
	vec_free(&b->obs);
	vec_free(&b->fails);
	kl_free(b->release);
	kl_free(b->lastuse);
}

/* Condition (A): every contribution of the previous phase happens before c. */
static void check_order(Sx *s, Bar *b, const Contrib *c)
{
	if (b->warned_a)
		return;
	for (int i = 0; i < b->prev.n; i++) {
		const Contrib *p = &b->prev.v[i];
		if (hb(&p->e, c->vc))
			continue;
		b->warned_a = 1;
		char wa[80], wb[80];
		who(s, p->e.ev, wa, sizeof wa);
		who(s, c->e.ev, wb, sizeof wb);
		ChkKind k;
		if (b->named)
			k = CHK_K_BARRIER_COUNT_MISMATCH;
		else if (c->type == CT_COMPLETE || p->type == CT_COMPLETE)
			k = CHK_K_TX_UNDERFLOW;
		else
			k = CHK_K_EXTRA_ARRIVAL;
		ChkFinding *f;
		if (b->named)
			f = chk_add(s->r, CHK_SYNC, k,
				"%s: %s's arrival (generation %lld) is not ordered after %s's arrival of generation %lld: "
				"more threads use the barrier than its count %u, so which generation an arrival joins depends on the schedule",
				b->name, wb, (long long)b->gen, wa, (long long)b->gen - 1, b->count);
		else if (k == CHK_K_TX_UNDERFLOW)
			f = chk_add(s->r, CHK_SYNC, k,
				"%s: %s of %s (phase %lld) is not ordered after %s of %s (phase %lld): the bytes can be counted "
				"in the earlier phase, whose transaction count then underflows",
				b->name, ct_name(c->type), wb, (long long)b->phase, ct_name(p->type), wa, (long long)b->phase - 1);
		else
			f = chk_add(s->r, CHK_SYNC, k,
				"%s: %s's arrival (phase %lld) is not ordered after %s's arrival of phase %lld: more arrivals "
				"than the expected count %lld compete for a phase, so the phase completes with the wrong arrivals",
				b->name, wb, (long long)b->phase, wa, (long long)b->phase - 1, (long long)b->expected);
		chk_add_loc(f, EV(s, c->e.ev)->loc, "the arrival that can land in the earlier phase");
		chk_add_loc(f, EV(s, p->e.ev)->loc, "the arrival of the earlier phase it is not ordered after");
		step_from(s, f, p->e.ev, "(pending)", b, b->phase - 1, "has not happened yet");
		step_from(s, f, c->e.ev, ct_name(c->type), b, b->phase - 1, "lands in the earlier phase instead");
		f->witness_note = NULL;
		return;
	}
}

/* Phase of b completed (mbarrier) / generation passed (named). */
static void phase_complete(Sx *s, Bar *b)
{
	/* (B): each waiter of the previous phase precedes some contribution of this one */
	for (int i = 0; i < b->obs.n && !b->warned_b; i++) {
		const Ep *w = &b->obs.v[i];
		int ok = 0;
		for (int j = 0; j < b->cur.n && !ok; j++)
			ok = hb(w, b->cur.v[j].vc) || (b->cur.v[j].e.owner == w->owner && b->cur.v[j].e.stamp >= w->stamp);
		if (ok)
			continue;
		b->warned_b = 1;
		const SimEvent *we = EV(s, w->ev);
		int64_t k = b->phase - 1;   /* the phase the waiter observed */
		ChkFinding *f = chk_add(s->r, CHK_SYNC, CHK_K_PHASE_OVERRUN,
			"%s: CTA %d warp %d waits on parity %lld and observes phase %lld, but phase %lld can complete "
			"before it looks (no contribution of phase %lld is ordered after the wait): the waiter then sees its "
			"parity again and waits for phase %lld (the parity ABA)",
			b->name, we->cta, we->warp, (long long)wpar(we), (long long)k, (long long)(k + 1),
			(long long)(k + 1), (long long)(k + 2));
		chk_add_loc(f, we->loc, "the wait that can be overrun");
		for (int j = 0; j < b->cur.n; j++)
			chk_add_loc(f, EV(s, b->cur.v[j].e.ev)->loc, "a contribution of the next phase, not ordered after the wait");
		char note[96];
		snprintf(note, sizeof note, "phase %lld complete; the wait has not looked yet", (long long)k);
		step_from(s, f, w->ev, "(wait pending)", b, k, note);
		for (int j = 0; j < b->cur.n; j++)
			step_from(s, f, b->cur.v[j].e.ev, ct_name(b->cur.v[j].type), b, k + 1, NULL);
		snprintf(note, sizeof note, "phase %lld completes: parity %lld again, the waiter waits for phase %lld",
			(long long)(k + 1), (long long)wpar(we), (long long)(k + 2));
		step_from(s, f, w->ev, "wait", b, k + 2, note);
	}
	/* test_waits that saw this phase incomplete: could they have seen it complete? */
	for (int i = 0; i < b->fails.n; i++) {
		const Ep *w = &b->fails.v[i];
		int ok = 0;
		for (int j = 0; j < b->cur.n && !ok; j++)
			ok = hb(w, b->cur.v[j].vc);
		const SimEvent *we = EV(s, w->ev);
		/* a retry of the same test_wait by the same warp is a spin: the other outcome only ends it earlier */
		int spin = 0;
		for (int64_t j = w->ev + 1; j < s->t->nev && j < w->ev + 100000; j++) {
			const SimEvent *n = EV(s, j);
			if (n->cta != we->cta || n->warp != we->warp || n->kind == SIM_EV_LD || n->kind == SIM_EV_ST ||
			    n->kind == SIM_EV_ATOM || (n->kind == SIM_EV_MBAR_WAIT && !n->ok && n->loc.line == we->loc.line && n->lane == we->lane && j == w->ev + 1))
				continue;
			spin = n->kind == SIM_EV_MBAR_WAIT &&
			       n->loc.line == we->loc.line && n->loc.file == we->loc.file;
			break;
		}
		if (!ok && !spin && s->alts && !is_spin(s, we->ir)) {
			int64_t g = w->ev;   /* the first event of the wait instruction */
			while (g > 0 && EV(s, g - 1)->kind == SIM_EV_MBAR_WAIT && EV(s, g - 1)->warp == we->warp &&
			       EV(s, g - 1)->cta == we->cta && EV(s, g - 1)->ir == we->ir && EV(s, g - 1)->lane < EV(s, g)->lane)
				g--;
			add_alt(s, g, 1);
		} else if (!ok && !spin && !s->bounded && !s->alts) {
			s->bounded = 1;
			char d[160];
			snprintf(d, sizeof d, "test_wait at %s:%d saw %s incomplete; the other outcome is feasible and its branch was not re-executed",
				we->loc.file ? we->loc.file : "?", we->loc.line, b->name);
			chk_add_bound(s->r, CHK_SYNC, "observation-dependent control flow", 1, 1, d);
		}
	}
	b->fails.n = 0;
	b->obs.n = 0;
	kl_free(b->release);
	b->release = vc_new(s);
	for (int j = 0; j < b->cur.n; j++)
		vc_join(s, b->release, b->cur.v[j].vc);
	contribs_clear(&b->prev);
	ContribVec t = b->prev;
	b->prev = b->cur;
	b->cur = t;
	b->cur.n = 0;
	b->phase++;
	b->pending = b->expected;
	b->expect_in_phase = 0;
	b->warned_a = 0;
}

/* use by component c at event ev: init ordering, last-use bookkeeping */
static void bar_use(Sx *s, Bar *b, int comp, int64_t ev, const uint32_t *v)
{
	const SimEvent *e = EV(s, ev);
	if (b->init && !b->warned_init) {
		int ordered = hb(&b->init_ep, v);
		int remote = comp >= s->nwarps ? 0 : s->cta_of_warp[comp] != b->cta;
		if (ordered && remote && !(b->init_fenced && hb(&b->init_fence, v)))
			ordered = 0;
		if (!ordered) {
			b->warned_init = 1;
			char wb[80];
			who(s, ev, wb, sizeof wb);
			ChkFinding *f = chk_add(s->r, CHK_SYNC, CHK_K_USE_BEFORE_INIT,
				remote ? "%s: %s uses the mbarrier of another CTA, but its init is not made visible to it "
				         "(fence.mbarrier_init.release.cluster, then a cluster barrier, between the init and the use)"
				       : "%s: %s uses the mbarrier, but its init is not ordered before the use "
				         "(a barrier between the initializing thread and the users is missing)",
				b->name, wb);
			chk_add_loc(f, e->loc, "the use");
			chk_add_loc(f, EV(s, b->init_ep.ev)->loc, "the init");
			step_from(s, f, ev, "use", b, -1, "can run before the init is visible");
			step_from(s, f, b->init_ep.ev, "mbarrier.init", b, -1, NULL);
		}
	}
	if (b->lastuse[comp] == 0)
		b->lastuse_ev_first = b->lastuse_ev_first ? b->lastuse_ev_first : ev + 1;
	b->lastuse[comp] = v[comp];
}

static void add_contrib(Sx *s, Bar *b, int comp, int64_t ev, int type, int64_t amount)
{
	Contrib c = {{comp, s->vc[comp][comp], ev}, type, amount, vc_copy(s, s->vc[comp])};
	check_order(s, b, &c);
	vec_push(&b->cur, c);
}

/* ---- the pass ---- */

static int comp_of(Sx *s, const SimEvent *e)
{
	int rank = -1;
	for (int i = 0; i < s->nctas; i++)
		if (s->ctas[i] == e->cta)
			rank = i;
	if (rank < 0)
		return -1;
	int c = rank * s->t->warps_per_cta + e->warp;
	return c < s->nwarps ? c : -1;
}

static int agent_of(Sx *s, uint64_t op)
{
	for (int i = s->nagents - 1; i >= 0; i--)
		if (s->agent_op[i] == op)
			return s->agent_comp[i];
	return -1;
}

/* One warp-instruction boundary: events [i, j) share warp, kind, location. */
static int64_t group_end(Sx *s, int64_t i, int64_t end)
{
	const SimEvent *a = EV(s, i);
	int64_t j = i + 1;
	if (lane_of(a) < 0)
		return j;
	int last = a->lane;
	while (j < end) {
		const SimEvent *b = EV(s, j);
		if (b->cta != a->cta || b->warp != a->warp || b->loc.line != a->loc.line || b->loc.col != a->loc.col ||
		    b->loc.file != a->loc.file)
			break;
		if (lane_of(b) < 0) {
			/* a phase the instruction's arrivals completed belongs to it */
			if (b->kind != SIM_EV_MBAR_PHASE)
				break;
			j++;
			continue;
		}
		if (b->lane < last)
			break;
		if (b->kind != SIM_EV_MBAR_EXPECT_TX && b->kind != SIM_EV_MBAR_ARRIVE && b->kind != a->kind)
			break;
		if (b->lane == last && b->kind == EV(s, j - 1)->kind && (b->kind != SIM_EV_MBAR_WAIT || b->ok == EV(s, j - 1)->ok))
			break;
		last = b->lane;
		j++;
	}
	return j;
}

static void mbar_event(Sx *s, const SimEvent *e, int64_t ev, int comp)
{
	Bar *b = bar_get(s, 0, e->cta_mem, e->addr);
	uint32_t *v = s->vc[comp];
	switch (e->kind) {
	case SIM_EV_MBAR_INIT:
		contribs_clear(&b->cur);
		contribs_clear(&b->prev);
		b->obs.n = b->fails.n = 0;
		b->init = 1;
		b->invalidated = 0;
		b->init_ep = (Ep){comp, v[comp], ev};
		b->init_fenced = 0;
		b->expected = b->pending = (int64_t)e->count;
		b->tx = 0;
		b->phase = 0;
		b->expect_in_phase = 0;
		b->warned_a = b->warned_b = b->warned_init = 0;
		kl_free(b->release);
		b->release = NULL;
		memset(b->lastuse, 0, (size_t)s->ncomp * sizeof *b->lastuse);
		b->lastuse[comp] = v[comp];
		return;
	case SIM_EV_MBAR_INVAL: {
		b->invalidated = 1;
		b->init = 0;
		for (int c = 0; c < s->ncomp; c++) {
			if (c == comp || !b->lastuse[c])
				continue;
			Ep u = {c, b->lastuse[c], -1};
			if (hb(&u, v))
				continue;
			char wb[80];
			who(s, ev, wb, sizeof wb);
			ChkFinding *f = chk_add(s->r, CHK_SYNC, CHK_K_INVAL_IN_USE,
				"%s: %s invalidates the mbarrier while %s %d may still use it (its last use is not ordered before the inval)",
				b->name, wb, c < s->nwarps ? "warp" : "async agent", c < s->nwarps ? s->warp_of[c] : c - s->nwarps);
			chk_add_loc(f, e->loc, "the inval");
			step_from(s, f, ev, "mbarrier.inval", b, b->phase, NULL);
			break;
		}
		return;
	}
	default:
		break;
	}
	if (!b->init)
		return;     /* the simulator reports the uninitialized use */
	if (e->kind != SIM_EV_MBAR_PHASE)
		bar_use(s, b, comp, ev, v);
	switch (e->kind) {
	case SIM_EV_MBAR_EXPECT_TX:
		add_contrib(s, b, comp, ev, CT_EXPECT, e->tx);
		b->tx += e->tx;
		b->expect_in_phase += e->tx;
		break;
	case SIM_EV_MBAR_COMPLETE_TX:
		add_contrib(s, b, comp, ev, CT_COMPLETE, e->tx);
		b->tx -= e->tx;
		break;
	case SIM_EV_MBAR_ARRIVE:
		add_contrib(s, b, comp, ev, CT_ARRIVE, e->count);
		b->pending -= e->count;
		break;
	case SIM_EV_MBAR_PHASE:
		/* one warp instruction completing two phases of one barrier: its
		 * lanes arrived more often than the count (a missing elect) */
		if (b->phase_group == s->group && s->group >= 0 && !b->warned_group) {
			b->warned_group = 1;
			ChkFinding *f = chk_add(s->r, CHK_SYNC, CHK_K_EXTRA_ARRIVAL,
				"%s: one instruction of CTA %d warp %d completes phases %lld and %lld: its %d lanes arrive, "
				"more than the %lld arrivals a phase expects (elect one lane?)",
				b->name, e->cta, e->warp, (long long)b->phase - 1, (long long)b->phase,
				__builtin_popcount(e->lanes), (long long)b->expected);
			chk_add_loc(f, EV(s, s->group)->loc, "the arrive");
			step_from(s, f, s->group, "arrive", b, b->phase - 1, "completes the phase");
			step_from(s, f, ev, "arrive", b, b->phase, "the same instruction completes the next phase too");
		}
		b->phase_group = s->group;
		phase_complete(s, b);
		b->tx = 0;
		break;
	case SIM_EV_MBAR_WAIT: {
		if (!e->ok) {
			vec_push(&b->fails, ((Ep){comp, v[comp], ev}));
			break;
		}
		int64_t k = b->phase - 1;
		if (((k & 1) != (int64_t)wpar(e)) && k >= 0)
			s->unexpected++;
		if (s->alts && !is_spin(s, e->ir)) {
			int unordered = 0;
			for (int j = 0; j < b->prev.n && !unordered; j++)
				unordered = !hb(&b->prev.v[j].e, v);
			if (unordered)
				add_alt(s, s->group >= 0 ? s->group : ev, 0);
		}
		vc_join(s, v, b->release);
		vec_push(&b->obs, ((Ep){comp, v[comp], ev}));
		break;
	}
	default:
		break;
	}
}

static void named_event(Sx *s, const SimEvent *e, int64_t ev, int comp)
{
	int cta = e->barrier == 16 ? -1 : e->cta;   /* the cluster barrier is one per cluster */
	Bar *b = bar_get(s, 1, cta, (uint64_t)e->barrier);
	uint32_t *v = s->vc[comp];
	if (e->kind == SIM_EV_BAR_ARRIVE) {
		if ((int64_t)e->phase != b->gen) {
			/* a new generation: the previous one passed */
			if (b->cur.n)
				phase_complete(s, b);
			b->gen = (int64_t)e->phase;
		}
		if (e->lanes != e->live && e->barrier != 16) {
			ChkFinding *f = chk_add(s->r, CHK_SYNC, CHK_K_DIVERGENT_BARRIER,
				"%s reached by lanes 0x%08x of CTA %d warp %d, but lanes 0x%08x of the warp are live: "
				"the other threads must reach the same barrier (bar.sync is per thread since sm_70)",
				b->name, e->lanes, e->cta, e->warp, e->live);
			chk_add_loc(f, e->loc, "the barrier");
			step_from(s, f, ev, "bar.sync", b, b->gen, "partial warp");
		}
		if (e->count && b->count && e->count != b->count && b->count_ev >= 0) {
			/* different counts on one id: a conflict unless the uses are ordered */
			if (!hb(&b->count_ep, v)) {
				ChkFinding *f = chk_add(s->r, CHK_SYNC, CHK_K_NAMED_BARRIER_CONFLICT,
					"%s used with thread count %u here and %u at line %d by groups that are not ordered: "
					"one barrier id serves two groups with different counts",
					b->name, e->count, b->count, EV(s, b->count_ev)->loc.line);
				chk_add_loc(f, e->loc, "one use");
				chk_add_loc(f, EV(s, b->count_ev)->loc, "the other use");
				step_from(s, f, b->count_ev, "bar", b, b->gen, NULL);
				step_from(s, f, ev, "bar", b, b->gen, NULL);
			}
		}
		if (e->count) {
			b->count = e->count;
			b->count_ev = ev;
			b->count_ep = (Ep){comp, v[comp], ev};
		}
		add_contrib(s, b, comp, ev, CT_ARRIVE, 1);
	} else {   /* BAR_PASS: join every arrival of its generation (the cluster
		    * barrier records the generation after the one passed) */
		if ((int64_t)e->phase == b->gen || (e->barrier == 16 && (int64_t)e->phase == b->gen + 1))
			for (int i = 0; i < b->cur.n; i++)
				vc_join(s, v, b->cur.v[i].vc);
		else
			for (int i = 0; i < b->prev.n; i++)
				vc_join(s, v, b->prev.v[i].vc);
	}
}

/* Maps the simulator's protocol errors to finding kinds (substrings of its messages). */
static const struct {
	const char *needle;
	ChkKind kind;
} sim_errs[] = {
	{"uninitialized mbarrier", CHK_K_USE_BEFORE_INIT},
	{"more arrivals than the init count", CHK_K_EXTRA_ARRIVAL},
	{"noComplete completes", CHK_K_EXTRA_ARRIVAL},
	{"differs from the", CHK_K_NAMED_BARRIER_CONFLICT},
	{"not a positive multiple of 32", CHK_K_BARRIER_COUNT_MISMATCH},
	{"does not execute it", CHK_K_COLLECTIVE_MASK_MISMATCH},
	{"outside its member mask", CHK_K_COLLECTIVE_MASK_MISMATCH},
	{"needs all 32 lanes", CHK_K_COLLECTIVE_MASK_MISMATCH},
	{"wgmma accumulator", CHK_K_WGMMA_READ_BEFORE_WAIT},
	{"without wgmma.fence", CHK_K_MISSING_WGMMA_FENCE},
	{"not covered by the wait", CHK_K_ASYNC_WAIT_NOT_COVERING},
};

static Bar *bar_find_named(Sx *s, int cta, uint64_t id)
{
	for (int i = 0; i < s->nbars; i++)
		if (s->bars[i].named && s->bars[i].cta == cta && s->bars[i].off == id)
			return &s->bars[i];
	return NULL;
}

static void report_sim_end(Sx *s)
{
	const ChkTrace *t = s->t;
	if (t->status == SIM_OK)
		return;
	if (t->status == SIM_ERR_DEADLOCK) {
		/* classify: a named barrier whose count exceeds the threads that ever use it */
		ChkKind k = CHK_K_DEADLOCK;
		const char *why = "no event can progress";
		for (int i = 0; i < t->nwaiters; i++) {
			unsigned id, got, need;
			if (sscanf(t->waiters[i].what, "bar.sync %u (%u of %u", &id, &got, &need) == 3) {
				Bar *b = bar_find_named(s, t->waiters[i].cta, id);
				int users = 0;
				for (int w = 0; w < t->warps_per_cta; w++) {
					int seen = 0;
					for (int64_t j = 0; j < t->nev && !seen; j++)
						seen = t->ev[j].kind == SIM_EV_BAR_ARRIVE && t->ev[j].cta == t->waiters[i].cta &&
						       t->ev[j].warp == w && t->ev[j].barrier == (int)id;
					users += seen;
				}
				if (b && b->count && (int)((b->count + 31) / 32) > users) {
					k = CHK_K_BARRIER_COUNT_MISMATCH;
					why = "the barrier's thread count exceeds the threads that ever reach it";
				}
			}
		}
		ChkFinding *f = chk_add(s->r, CHK_SYNC, k, "%s: %d warp%s wait forever (%s)", why, t->nwaiters,
			t->nwaiters == 1 ? "" : "s", t->message);
		for (int i = 0; i < t->nwaiters; i++) {
			const SimWaiter *w = &t->waiters[i];
			chk_add_loc(f, w->loc, "a waiter");
			ChkStep *st = chk_add_step(f);
			st->cta = w->cta;
			st->warp = w->warp;
			st->lane = -1;
			st->event = "waits";
			st->loc = w->loc;
			snprintf(st->note, sizeof st->note, "%s", w->what);
			/* barrier state from the replay: name, phase, counts */
			unsigned long long a;
			int rank, par;
			if (sscanf(w->what, "mbarrier at shared 0x%llx of CTA rank %d, parity %d", &a, &rank, &par) == 3) {
				for (int j = 0; j < s->nbars; j++)
					if (!s->bars[j].named && s->bars[j].off == a) {
						Bar *b = &s->bars[j];
						snprintf(st->object, sizeof st->object, "%s", b->name);
						st->phase = b->phase;
						st->pending = b->pending >= 0 ? b->pending : -1;
						st->tx = b->tx;
						break;
					}
			}
		}
		if (!t->nwaiters)
			chk_add_loc(f, t->loc, "where the simulation stopped");
		return;
	}
	if (t->status == SIM_ERR_STEP_LIMIT) {
		chk_add_bound(s->r, CHK_SYNC, "sim-step-limit", s->o->max_steps, s->o->max_steps,
			"the simulator stopped at its step limit: the trace is partial (raise --max-steps)");
		return;
	}
	ChkKind k = CHK_K_SIM_ERROR;
	for (size_t i = 0; i < sizeof sim_errs / sizeof sim_errs[0]; i++)
		if (strstr(t->message, sim_errs[i].needle)) {
			k = sim_errs[i].kind;
			break;
		}
	if (k == CHK_K_USE_BEFORE_INIT)
		for (int i = 0; i < s->nbars; i++)
			if (s->bars[i].invalidated && !s->bars[i].init)
				k = CHK_K_INVAL_IN_USE;
	ChkFinding *f = chk_add(s->r, CHK_SYNC, k, "%s (the simulator stopped: %s)", t->message, sim_status_name(t->status));
	chk_add_loc(f, t->loc, "where the simulation stopped");
}

/* setmaxnreg: every warp of a warpgroup executes the same sequence */
static void check_setmaxnreg(Sx *s, int64_t from, int64_t to)
{
	typedef struct { int64_t ev[64]; int n; } Seq;
	int nw = s->nwarps;
	Seq *q = kl_calloc((size_t)nw + 1, sizeof *q);
	int *exited = kl_calloc((size_t)nw + 1, sizeof *exited);
	for (int64_t i = from; i < to; i++) {
		const SimEvent *e = EV(s, i);
		int c = comp_of(s, e);
		if (c < 0)
			continue;
		if (e->kind == SIM_EV_SETMAXNREG && q[c].n < 64)
			q[c].ev[q[c].n++] = i;
		if (e->kind == SIM_EV_SETMAXNREG && e->lanes != e->live) {
			ChkFinding *f = chk_add(s->r, CHK_SYNC, CHK_K_SETMAXNREG_NONUNIFORM,
				"setmaxnreg executed by lanes 0x%08x of CTA %d warp %d (live 0x%08x): every thread of the warpgroup must execute it",
				e->lanes, e->cta, e->warp, e->live);
			chk_add_loc(f, e->loc, "setmaxnreg");
		}
	}
	int wpc = s->t->warps_per_cta;
	for (int c = 0; c + 4 <= nw; c += 4) {
		if ((c % wpc) + 4 > wpc)
			continue;
		int any = 0;
		for (int w = c; w < c + 4; w++)
			any |= q[w].n > 0;
		if (!any)
			continue;
		for (int w = c + 1; w < c + 4; w++) {
			int bad = q[w].n != q[c].n, at = 0;
			for (int i = 0; !bad && i < q[c].n; i++)
				if (EV(s, q[w].ev[i])->count != EV(s, q[c].ev[i])->count || EV(s, q[w].ev[i])->loc.line != EV(s, q[c].ev[i])->loc.line)
					bad = 1, at = i;
			if (!bad)
				continue;
			int lead = q[w].n > q[c].n ? w : c;
			int other = lead == w ? c : w;
			int64_t ev = q[lead].ev[at < q[lead].n ? (q[other].n < q[lead].n ? q[other].n : at) : 0];
			const SimEvent *e = EV(s, ev);
			ChkFinding *f = chk_add(s->r, CHK_SYNC, CHK_K_SETMAXNREG_NONUNIFORM,
				"setmaxnreg %u executed by CTA %d warp %d but not by warp %d of the same warpgroup (warps %d-%d): "
				"it must be executed by all warps of the warpgroup",
				e->count, e->cta, s->warp_of[lead], s->warp_of[other], s->warp_of[c], s->warp_of[c] + 3);
			chk_add_loc(f, e->loc, "setmaxnreg");
			step_from(s, f, ev, "setmaxnreg", NULL, -1, NULL);
			break;
		}
	}
	kl_free(q);
	kl_free(exited);
}

/* ---- async groups: reads a cp.async / bulk group wait does not cover ----
 * Per warp and group class: the ops it issued (with their shared-memory
 * destinations, from the completion records), the groups committed, the
 * groups a wait_group retired.  A generic shared load by the issuing warp
 * that overlaps an op issued before it and not yet retired reads bytes the
 * copy may not have written. */
typedef struct {
	uint64_t id;
	int comp, cls;
	uint32_t group;
	int retired;
	int64_t issue_ev;
	int ndst;
	struct { int cta; uint64_t lo, hi; } dst[32];
} AOp;

static void check_async_groups(Sx *s, int64_t from, int64_t to)
{
	const ChkTrace *t = s->t;
	VEC(AOp) ops = {0};
	/* pass 1: ops and their destinations */
	for (int64_t i = from; i < to; i++) {
		const SimEvent *e = &t->ev[i];
		if (e->kind == SIM_EV_ASYNC_ISSUE && e->group != UINT32_MAX && (e->aclass == SIM_AC_CPASYNC || e->aclass == SIM_AC_BULK)) {
			int c = comp_of(s, e);
			if (c < 0)
				continue;
			AOp o = {.id = e->async_id, .comp = c, .cls = (int)e->aclass, .issue_ev = i};
			vec_push(&ops, o);
		}
	}
	if (!ops.n)
		return;
	for (int64_t i = from; i < to; i++) {
		const SimEvent *e = &t->ev[i];
		if (e->kind != SIM_EV_ST || e->space != SPACE_SHARED)
			continue;
		for (int j = ops.n - 1; j >= 0; j--)
			if (ops.v[j].id == e->async_id && ops.v[j].issue_ev < i) {
				AOp *o = &ops.v[j];
				if (o->ndst < 32)
					o->dst[o->ndst].cta = e->cta_mem, o->dst[o->ndst].lo = e->addr, o->dst[o->ndst++].hi = e->addr + e->size;
				break;
			}
	}
	/* pass 2: program order per warp */
	uint32_t *committed = kl_calloc((size_t)s->nwarps * 2 + 2, sizeof *committed);
	int next = 0;   /* ops are in issue order */
	for (int64_t i = from; i < to; i++) {
		const SimEvent *e = &t->ev[i];
		int c = comp_of(s, e);
		if (c < 0)
			continue;
		if (e->kind == SIM_EV_ASYNC_ISSUE) {
			for (; next < ops.n && ops.v[next].issue_ev <= i; next++)
				if (ops.v[next].issue_ev == i)
					ops.v[next].group = committed[c * 2 + ops.v[next].cls];
		} else if (e->kind == SIM_EV_ASYNC_COMMIT && (e->aclass == SIM_AC_CPASYNC || e->aclass == SIM_AC_BULK)) {
			committed[c * 2 + e->aclass]++;
		} else if (e->kind == SIM_EV_ASYNC_WAIT && (e->aclass == SIM_AC_CPASYNC || e->aclass == SIM_AC_BULK)) {
			uint32_t keep = e->group, n = committed[c * 2 + e->aclass];
			for (int j = 0; j < next; j++) {
				AOp *o = &ops.v[j];
				if (o->comp == c && o->cls == (int)e->aclass && !o->retired &&
				    (keep == 0xffffffffu || o->group + keep < n))
					o->retired = 1;
			}
		} else if (e->kind == SIM_EV_LD && e->space == SPACE_SHARED && !is_async(e) && e->lane >= 0) {
			for (int j = 0; j < next; j++) {
				AOp *o = &ops.v[j];
				if (o->comp != c || o->retired)
					continue;
				int hit = 0;
				for (int d = 0; d < o->ndst && !hit; d++)
					hit = o->dst[d].cta == e->cta_mem && e->addr < o->dst[d].hi && e->addr + e->size > o->dst[d].lo;
				if (!hit)
					continue;
				char nm[48];
				chk_shared_name(t, e->addr, nm, sizeof nm);
				ChkFinding *f = chk_add(s->r, CHK_SYNC, CHK_K_ASYNC_WAIT_NOT_COVERING,
					"CTA %d warp %d lane %d reads %s, which the %s issued at line %d writes, but no wait covers "
					"that op's group (%u of %u committed, the last wait left it outstanding)",
					e->cta, e->warp, e->lane, nm, o->cls == 0 ? "cp.async" : "bulk copy",
					EV(s, o->issue_ev)->loc.line, o->group, committed[c * 2 + o->cls]);
				chk_add_loc(f, e->loc, "the read");
				chk_add_loc(f, EV(s, o->issue_ev)->loc, "the copy it is not ordered after");
				step_from(s, f, o->issue_ev, o->cls == 0 ? "cp.async" : "cp.async.bulk", NULL, -1, "issued; still in flight");
				step_from(s, f, i, "ld.shared", NULL, -1, "reads before the copy lands");
				o->retired = 1;   /* one finding per op */
				break;
			}
		}
	}
	kl_free(committed);
	vec_free(&ops);
}

static void check_event(Sx *s, const SimEvent *e, int64_t ev)
{
	ChkFinding *f;
	if (e->code == SIM_CHK_WGMMA_ACC_IN_FLIGHT) {
		f = chk_add(s->r, CHK_SYNC, CHK_K_WGMMA_READ_BEFORE_WAIT,
			"CTA %d warp %d uses a register an in-flight wgmma.mma_async writes (group %llu is not retired by a "
			"wgmma.wait_group): the value is undefined until the wait (ptxas inserts a wait here, info C7520-style)",
			e->cta, e->warp, (unsigned long long)e->group);
		chk_add_loc(f, e->loc, "the use before the wait");
	} else if (e->code == SIM_CHK_WGMMA_A_IN_FLIGHT) {
		f = chk_add(s->r, CHK_SYNC, CHK_K_WGMMA_READ_BEFORE_WAIT,
			"CTA %d warp %d uses a register that an in-flight wgmma.mma_async reads as its A operand (group %llu is "
			"not retired by a wgmma.wait_group): the PTX ISA leaves any access to it before the wait undefined",
			e->cta, e->warp, (unsigned long long)e->group);
		chk_add_loc(f, e->loc, "the use before the wait");
	} else if (e->code == SIM_CHK_WGMMA_NO_FENCE) {
		f = chk_add(s->r, CHK_SYNC, CHK_K_MISSING_WGMMA_FENCE,
			"CTA %d warp %d: wgmma.mma_async reads registers written by other instructions since the last "
			"wgmma.fence (or the warp's first wgmma has no fence): a wgmma.fence.sync.aligned must come between",
			e->cta, e->warp);
		chk_add_loc(f, e->loc, "the wgmma without a fence");
	} else {
		return;
	}
	step_from(s, f, ev, e->code == SIM_CHK_WGMMA_NO_FENCE ? "wgmma.mma_async" : "use", NULL, -1, NULL);
}

static int u64cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static void free_bars(Sx *s)
{
	for (int i = 0; i < s->nbars; i++)
		bar_free(&s->bars[i]);
	s->nbars = 0;
}

static void run_cluster(Sx *s, int64_t from, int64_t to)
{
	const ChkTrace *t = s->t;
	/* CTAs of this cluster, agents (copies that complete bytes on an mbarrier) */
	s->nctas = 0;
	int nagent = 0;
	for (int64_t i = from; i < to; i++) {
		const SimEvent *e = &t->ev[i];
		int have = 0;
		for (int j = 0; j < s->nctas; j++)
			have |= s->ctas[j] == e->cta;
		if (!have && s->nctas < 64)
			s->ctas[s->nctas++] = e->cta;
	}
	/* stable order: by CTA id */
	for (int i = 1; i < s->nctas; i++)
		for (int j = i; j > 0 && s->ctas[j] < s->ctas[j - 1]; j--) {
			int x = s->ctas[j];
			s->ctas[j] = s->ctas[j - 1];
			s->ctas[j - 1] = x;
		}
	/* completions of an async op are recorded atomically, ending in ASYNC_DONE:
	 * find which op each complete_tx belongs to */
	int64_t *owner_op = kl_calloc((size_t)(to - from) + 1, sizeof *owner_op);
	{
		int64_t pend_start = -1;
		for (int64_t i = from; i < to; i++) {
			const SimEvent *e = &t->ev[i];
			if (e->kind == SIM_EV_MBAR_COMPLETE_TX && e->lane < 0 && is_async(e)) {
				if (pend_start < 0)
					pend_start = i;
			} else if (e->kind == SIM_EV_ASYNC_DONE && pend_start >= 0) {
				for (int64_t j = pend_start; j < i; j++)
					if (t->ev[j].kind == SIM_EV_MBAR_COMPLETE_TX && t->ev[j].lane < 0 && is_async(&t->ev[j]))
						owner_op[j - from] = (int64_t)e->async_id + 1;
				pend_start = -1;
			}
		}
	}
	/* agents: only the copies that complete bytes on an mbarrier need a clock of their own */
	uint64_t *agent_ids = kl_calloc((size_t)(to - from) + 1, sizeof *agent_ids);
	for (int64_t i = 0; i < to - from; i++)
		if (owner_op[i])
			agent_ids[nagent++] = (uint64_t)(owner_op[i] - 1);
	if (nagent > 1)
		qsort(agent_ids, (size_t)nagent, sizeof *agent_ids, u64cmp);
	{
		int n = 0;
		for (int i = 0; i < nagent; i++)
			if (!n || agent_ids[n - 1] != agent_ids[i])
				agent_ids[n++] = agent_ids[i];
		nagent = n;
	}
	free_bars(s);
	s->nwarps = s->nctas * t->warps_per_cta;
	s->ncomp = s->nwarps + nagent;
	s->vc = kl_calloc((size_t)s->ncomp, sizeof *s->vc);
	s->cta_of_warp = kl_calloc((size_t)s->ncomp, sizeof(int));
	s->warp_of = kl_calloc((size_t)s->ncomp, sizeof(int));
	for (int c = 0; c < s->nwarps; c++) {
		s->vc[c] = vc_new(s);
		s->vc[c][c] = 1;
		s->cta_of_warp[c] = s->ctas[c / t->warps_per_cta];
		s->warp_of[c] = c % t->warps_per_cta;
	}
	s->agent_op = kl_calloc((size_t)nagent + 1, sizeof *s->agent_op);
	s->agent_comp = kl_calloc((size_t)nagent + 1, sizeof *s->agent_comp);
	s->nagents = 0;
	free_bars(s);
	uint64_t max_states = s->o->max_states ? s->o->max_states : CHK_DEFAULT_MAX_STATES;
	for (int64_t i = from; i < to;) {
		const SimEvent *e = &t->ev[i];
		int64_t j = group_end(s, i, to);
		int comp = comp_of(s, e);
		if (comp < 0) {
			i = j;
			continue;
		}
		int sync = 0;
		for (int64_t k = i; k < j && !sync; k++)
			sync = t->ev[k].kind != SIM_EV_LD && t->ev[k].kind != SIM_EV_ST && t->ev[k].kind != SIM_EV_ATOM &&
			       t->ev[k].kind != SIM_EV_ASYNC_DONE;
		if (!sync) {
			i = j;
			continue;
		}
		if ((uint64_t)++s->steps > max_states) {
			char d[160];
			snprintf(d, sizeof d, "stopped after %llu synchronization steps of %lld events",
				(unsigned long long)max_states, (long long)t->nev);
			chk_add_bound(s->r, CHK_SYNC, "max-states", max_states, max_states, d);
			break;
		}
		int counted = 0;
		s->group = e->lane >= 0 ? i : -1;
		for (int64_t k = i; k < j; k++) {
			const SimEvent *x = &t->ev[k];
			int c = comp;
			if (x->kind == SIM_EV_MBAR_COMPLETE_TX && x->lane < 0 && is_async(x) && owner_op[k - from]) {
				int a = agent_of(s, (uint64_t)(owner_op[k - from] - 1));
				if (a >= 0)
					c = a;
			}
			switch (x->kind) {
			case SIM_EV_LD: case SIM_EV_ST: case SIM_EV_ATOM: case SIM_EV_ASYNC_DONE:
				continue;
			default:
				break;
			}
			if (c == comp && !counted) {
				s->vc[comp][comp]++;
				counted = 1;
			} else if (c != comp) {
				s->vc[c][c]++;
			}
			switch (x->kind) {
			case SIM_EV_ASYNC_ISSUE:
				if (s->nagents < nagent && nagent > 0 && bsearch(&x->async_id, agent_ids, (size_t)nagent, sizeof *agent_ids, u64cmp)) {
					int a = s->nwarps + s->nagents;
					s->agent_op[s->nagents] = x->async_id;
					s->agent_comp[s->nagents++] = a;
					s->vc[a] = vc_copy(s, s->vc[comp]);
					s->vc[a][a] = 1;
					s->cta_of_warp[a] = -1;
					s->warp_of[a] = -1;
				}
				break;
			case SIM_EV_FENCE:
				if (x->op && !strcmp(x->op, "fence_mbar_init"))
					for (int b = 0; b < s->nbars; b++)
						if (!s->bars[b].named && s->bars[b].init && s->bars[b].init_ep.owner == c) {
							s->bars[b].init_fenced = 1;
							s->bars[b].init_fence = (Ep){c, s->vc[c][c], k};
						}
				break;
			case SIM_EV_BAR_ARRIVE: case SIM_EV_BAR_PASS:
				named_event(s, x, k, c);
				break;
			case SIM_EV_CHECK:
				check_event(s, x, k);
				break;
			case SIM_EV_MBAR_INIT: case SIM_EV_MBAR_ARRIVE: case SIM_EV_MBAR_EXPECT_TX: case SIM_EV_MBAR_COMPLETE_TX:
			case SIM_EV_MBAR_PHASE: case SIM_EV_MBAR_WAIT: case SIM_EV_MBAR_INVAL:
				if (x->space == SPACE_SHARED && x->cta_mem >= 0)
					mbar_event(s, x, k, c);
				break;
			default:
				break;
			}
		}
		i = j;
	}
	/* phases left with more bytes completed than expected */
	for (int i = 0; i < s->nbars; i++) {
		Bar *b = &s->bars[i];
		if (b->named || !b->init || b->tx >= 0)
			continue;
		int64_t ev = -1;
		for (int j = 0; j < b->cur.n; j++)
			if (b->cur.v[j].type == CT_COMPLETE)
				ev = b->cur.v[j].e.ev;
		ChkFinding *f = chk_add(s->r, CHK_SYNC, CHK_K_TX_UNDERFLOW,
			"%s: phase %lld received %lld more transaction bytes than it expected (expect_tx in this phase: %lld bytes): "
			"complete_tx without a matching expect_tx",
			b->name, (long long)b->phase, (long long)-b->tx, (long long)b->expect_in_phase);
		if (ev >= 0) {
			chk_add_loc(f, EV(s, ev)->loc, "the copy whose bytes have no expect_tx");
			step_from(s, f, ev, "complete_tx", b, b->phase, NULL);
		}
		if (b->prev.n || b->phase > 0)
			for (int j = 0; j < b->prev.n; j++)
				if (b->prev.v[j].type == CT_ARRIVE) {
					chk_add_loc(f, EV(s, b->prev.v[j].e.ev)->loc, "the arrival that completed the previous phase without expect_tx");
					break;
				}
	}
	check_setmaxnreg(s, from, to);
	check_async_groups(s, from, to);
	for (int c = 0; c < s->ncomp; c++)
		kl_free(s->vc[c]);
	kl_free(s->vc);
	kl_free(s->cta_of_warp);
	kl_free(s->warp_of);
	kl_free(s->agent_op);
	kl_free(s->agent_comp);
	kl_free(owner_op);
	kl_free(agent_ids);
	s->vc = NULL;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* cluster index of a linear CTA id */
static uint64_t cluster_key(const ChkTrace *t, int cta)
{
	uint32_t x = (uint32_t)cta % t->grid[0], y = (uint32_t)cta / t->grid[0] % t->grid[1],
		z = (uint32_t)cta / t->grid[0] / t->grid[1];
	uint32_t cx = x / t->cluster[0], cy = y / t->cluster[1], cz = z / t->cluster[2];
	return ((uint64_t)cz << 42) | ((uint64_t)cy << 21) | cx;
}

int chk_sync_run(const ChkTrace *t, const ChkOptions *o, ChkReport *r)
{
	return chk_sync_alts(t, o, r, NULL);
}

static int altcmp(const void *a, const void *b)
{
	const ChkAlt *x = a, *y = b;
	return x->ev < y->ev ? -1 : x->ev > y->ev;
}

int chk_sync_alts(const ChkTrace *t, const ChkOptions *o, ChkReport *r, ChkAltVec *alts)
{
	double t0 = now();
	Sx s = {.t = t, .o = o, .r = r, .cur_agent = -1, .alts = alts};
	InsVec spins = {0};
	if (alts && t->k)
		find_spins(t->k->body, &spins);
	if (spins.n > 1)
		qsort(spins.v, (size_t)spins.n, sizeof *spins.v, ptrcmp);
	s.spin = spins.v;
	s.nspin = spins.n;
	int nf0 = r->n;
	/* clusters run one after another with a trace: split at cluster changes */
	int64_t from = 0;
	while (from < t->nev) {
		uint64_t key = cluster_key(t, t->ev[from].cta);
		int64_t to = from + 1;
		while (to < t->nev && cluster_key(t, t->ev[to].cta) == key)
			to++;
		run_cluster(&s, from, to);
		from = to;
	}
	report_sim_end(&s);
	free_bars(&s);
	kl_free(s.bars);
	/* the same defect can be found once per CTA: keep the first of each (kind, location) */
	for (int i = nf0; i < r->n; i++)
		for (int j = nf0; j < i; j++) {
			ChkFinding *a = &r->f[j], *b = &r->f[i];
			if (a->kind == b->kind && a->nlocs && b->nlocs && a->locs[0].loc.line == b->locs[0].loc.line &&
			    a->locs[0].loc.file == b->locs[0].loc.file) {
				kl_free(b->message);
				kl_free(b->locs);
				kl_free(b->witness);
				kl_free(b->witness_note);
				kl_free(b->obs);
				kl_free(b->accesses_json);
				memmove(b, b + 1, (size_t)(r->n - i - 1) * sizeof *b);
				r->n--;
				i--;
				break;
			}
		}
	vec_free(&spins);
	if (alts && alts->n > 1) {
		/* in trace order, each observation once */
		qsort(alts->v, (size_t)alts->n, sizeof *alts->v, altcmp);
		int k = 0;
		for (int i = 0; i < alts->n; i++)
			if (!k || alts->v[k - 1].ev != alts->v[i].ev)
				alts->v[k++] = alts->v[i];
		alts->n = k;
	}
	ChkStats *st = &r->stats[CHK_SYNC];
	st->events = (uint64_t)t->nev;
	st->states = (uint64_t)s.steps;
	st->transitions = (uint64_t)s.steps;
	st->replays = 1;
	st->seconds = now() - t0;
	return 0;
}
