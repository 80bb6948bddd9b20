/* chk_race_run: the race level inside `kiln check` (check.h), over the
 * trace the case recorded once for both checkers (the case stays open, so
 * each event's instruction and the tensors' extents are there).  Findings
 * become ChkFindings with both accesses as locations, witness steps and a
 * JSON "accesses" array. */
#include "check/check.h"
#include "check/race_run.h"
#include "util/arena.h"
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* Source file names outlive the compilation that interned them: a finding's
 * locations are rendered after the race run's diagnostics are gone.  Names
 * are kept once per process (a few per kernel). */
static const char *intern(const char *s)
{
	static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
	static char *names[512];
	static int n;
	if (!s)
		return NULL;
	pthread_mutex_lock(&mu);
	const char *r = NULL;
	for (int i = 0; i < n && !r; i++)
		if (!strcmp(names[i], s))
			r = names[i];
	if (!r && n < 512) {
		size_t len = strlen(s) + 1;
		char *c = kl_malloc(len);
		if (c) {
			memcpy(c, s, len);
			names[n++] = c;
			r = c;
		}
	}
	pthread_mutex_unlock(&mu);
	return r ? r : "?";
}

static void fix_locs(RaceFinding *f)
{
	RaceAccess *xs[4] = {&f->a, &f->b, &f->fa, &f->fb};
	for (int i = 0; i < 4; i++)
		xs[i]->loc.file = intern(xs[i]->loc.file);
}

static const char *access_event(const RaceAccess *x)
{
	if (x->async_proxy || x->lane < 0)
		return x->write ? "async write" : "async read";
	if (x->strong)
		return x->write ? "strong write" : "strong read";
	return x->write ? "write" : "read";
}

static void add_access(ChkFinding *f, const RaceAccess *x, const char *role, const char *object)
{
	if (!x->valid)
		return;
	chk_add_loc(f, x->loc, role);
	ChkStep *s = chk_add_step(f);
	s->cta = x->cta;
	s->warp = x->warp;
	s->lane = x->lane;
	s->event = access_event(x);
	snprintf(s->object, sizeof s->object, "%s", object);
	s->loc = x->loc;
	snprintf(s->note, sizeof s->note, "%.40s %s [0x%llx,+%u)%s", x->ins, space_name(x->space == SPACE_SHARED ? SPACE_SHARED : SPACE_GLOBAL),
		(unsigned long long)x->addr, x->size, x->lane < 0 ? " (async op)" : "");
}

static ChkKind chk_kind_of(RaceKind k)
{
	switch (k) {
	case RK_DATA_RACE: return CHK_K_DATA_RACE;
	case RK_MISSING_PROXY_FENCE: return CHK_K_MISSING_PROXY_FENCE;
	case RK_ASYNC_BUFFER_REUSE: return CHK_K_ASYNC_BUFFER_REUSE;
	case RK_READ_BEFORE_ASYNC_COMPLETE: return CHK_K_READ_BEFORE_ASYNC_COMPLETE;
	case RK_UNINITIALIZED_READ: return CHK_K_UNINITIALIZED_READ;
	case RK_OUTPUT_NEVER_WRITTEN: return CHK_K_OUTPUT_NEVER_WRITTEN;
	case RK_OUT_OF_BOUNDS: return CHK_K_OUT_OF_BOUNDS;
	case RK_SCOPE_TOO_NARROW: return CHK_K_SCOPE_TOO_NARROW;
	case RK_ORDERING_RACE: return CHK_K_ORDERING_RACE;
	default: return CHK_K_DATA_RACE;
	}
}

int chk_race_run(const ChkTrace *t, const ChkCase *c, const ChkOptions *o, ChkReport *r)
{
	return chk_race_trace(t, c, o, r, 1);
}

int chk_race_trace(const ChkTrace *t, const ChkCase *c, const ChkOptions *o, ChkReport *r, int witness)
{
	RaceReport rep;
	memset(&rep, 0, sizeof rep);
	ChkStats *st = &r->stats[CHK_RACE];
	char err[256];
	if (race_trace(t, 0, &rep, err, sizeof err)) {
		snprintf(st->unsupported, sizeof st->unsupported, "unsupported: %.140s", err);
		race_report_free(&rep);
		return -1;
	}
	if (witness && race_conflicts(&rep) && rep.status == SIM_OK)
		race_witness_any(c, &rep, 8);
	st->events += rep.events;
	st->accesses += rep.accesses;
	st->replays += 1 + (uint64_t)rep.witness.tried;
	st->seconds += rep.check_seconds;
	char wnote[320] = "";
	if (rep.witness.found && rep.witness.forced)
		snprintf(wnote, sizeof wnote,
			"forced each way, the outputs differ: %.60s[%lld] is %.10g with %.80s and %.10g with %.80s",
			rep.witness.tensor, (long long)rep.witness.index, rep.witness.va, rep.witness.sched_a, rep.witness.vb,
			rep.witness.sched_b);
	else if (rep.witness.found)
		snprintf(wnote, sizeof wnote,
			"the outputs differ: %.60s[%lld] is %.10g under schedule %.60s and %.10g under %.60s (kiln sim --schedule random --seed N)",
			rep.witness.tensor, (long long)rep.witness.index, rep.witness.va, rep.witness.sched_a, rep.witness.vb,
			rep.witness.sched_b);
	else if (rep.witness.tried)
		snprintf(wnote, sizeof wnote,
			"the outputs were identical under %d schedules (rr, random seeds 1..%d); the accesses are unordered all the same",
			rep.witness.tried, rep.witness.tried - 1);
	for (int i = 0; i < rep.nfindings; i++) {
		RaceFinding *x = &rep.findings[i];
		fix_locs(x);
		ChkFinding *f = chk_add(r, CHK_RACE, chk_kind_of(x->kind), "%s%s", x->msg,
			x->count > 1 ? " (and further instances)" : "");
		f->hazard = x->hazard;
		f->space = x->space == SPACE_SHARED || x->space == SPACE_GLOBAL ? space_name((Space)x->space) : NULL;
		f->intra_warp = x->intra_warp;
		char obj[64];
		snprintf(obj, sizeof obj, "%.40s+%llu", x->object, (unsigned long long)x->obj_off);
		if (x->kind == RK_OUTPUT_NEVER_WRITTEN) {
			Loc kl = {o->workload, 0, 0};
			chk_add_loc(f, kl, "output tensor");
		}
		add_access(f, &x->a, "first access", obj);
		add_access(f, &x->b, x->a.valid ? "second access" : "access", obj);
		add_access(f, &x->fa, "flag store", "flag");
		add_access(f, &x->fb, "flag load", "flag");
		Buf jb = {0};
		JsonW jw;
		jw_init(&jw, &jb, 0);
		race_accesses_json(x, &jw);
		f->accesses_json = buf_take(&jb);
		if (wnote[0] && x->kind != RK_UNINITIALIZED_READ && x->kind != RK_OUTPUT_NEVER_WRITTEN &&
		    x->kind != RK_OUT_OF_BOUNDS) {
			size_t n = strlen(wnote) + 1;
			f->witness_note = kl_malloc(n);
			if (f->witness_note)
				memcpy(f->witness_note, wnote, n);
			f->outputs = rep.witness;
		}
	}
	if (rep.status != SIM_OK && rep.status != SIM_ERR_MEMORY)
		chk_add_bound(r, CHK_RACE, "simulation stopped", 0, rep.accesses, rep.sim_message);
	race_report_free(&rep);
	return 0;
}
