/* kiln check core: the finding-kind table, the report (findings, bounds,
 * verdict, deterministic order, text and JSON) and the driver that records
 * one case's simulator trace and runs the selected checkers over it. */
#include "check/check.h"
#include "check/case.h"
#include "work/simwork.h"
#include "util/arena.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const struct {
	const char *name, *doc;
	ChkChecker checker;
	ChkSeverity sev;
} kinds[CHK_NKINDS] = {
#define X(id, nm, ck, sv, dc) [CHK_K_##id] = {nm, dc, ck, sv},
	CHK_KINDS(X)
#undef X
};

const char *chk_kind_name(ChkKind k) { return (unsigned)k < CHK_NKINDS ? kinds[k].name : "?"; }
const char *chk_kind_doc(ChkKind k) { return (unsigned)k < CHK_NKINDS ? kinds[k].doc : "?"; }
ChkChecker chk_kind_checker(ChkKind k) { return (unsigned)k < CHK_NKINDS ? kinds[k].checker : CHK_SYNC; }

int chk_kind_from_name(const char *s)
{
	for (int i = 0; s && i < CHK_NKINDS; i++)
		if (!strcmp(kinds[i].name, s))
			return i;
	return -1;
}

const char *chk_checker_name(ChkChecker c) { return c == CHK_RACE ? "race" : "sync"; }
const char *chk_severity_name(ChkSeverity s) { return s == CHK_ERROR ? "error" : s == CHK_WARNING ? "warning" : "note"; }
const char *chk_verdict_name(ChkVerdict v) { return v == CHK_CLEAN ? "clean" : v == CHK_FINDINGS ? "findings" : "incomplete"; }

/* ---- report ---- */

void chk_report_init(ChkReport *r) { memset(r, 0, sizeof *r); }

void chk_report_free(ChkReport *r)
{
	for (int i = 0; i < r->n; i++) {
		kl_free(r->f[i].message);
		kl_free(r->f[i].locs);
		kl_free(r->f[i].witness);
		kl_free(r->f[i].witness_note);
		kl_free(r->f[i].accesses_json);
		kl_free(r->f[i].obs);
	}
	kl_free(r->f);
	kl_free(r->bounds);
	kl_free(r->workload);
	kl_free(r->case_name);
	kl_free(r->kernel);
	memset(r, 0, sizeof *r);
}

ChkFinding *chk_add(ChkReport *r, ChkChecker c, ChkKind k, const char *fmt, ...)
{
	if (r->n == r->cap) {
		r->cap = r->cap ? 2 * r->cap : 8;
		r->f = kl_realloc(r->f, (size_t)r->cap * sizeof *r->f);
	}
	ChkFinding *f = &r->f[r->n++];
	memset(f, 0, sizeof *f);
	f->checker = c;
	f->kind = k;
	f->severity = (unsigned)k < CHK_NKINDS ? kinds[k].sev : CHK_ERROR;
	Buf b = {0};
	va_list ap;
	va_start(ap, fmt);
	char tmp[1024];
	vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	buf_puts(&b, tmp);
	f->message = buf_take(&b);
	return f;
}

void chk_add_loc(ChkFinding *f, Loc loc, const char *role)
{
	for (int i = 0; i < f->nlocs; i++)
		if (f->locs[i].loc.file == loc.file && f->locs[i].loc.line == loc.line && f->locs[i].loc.col == loc.col &&
		    !strcmp(f->locs[i].role, role))
			return;
	f->locs = kl_realloc(f->locs, (size_t)(f->nlocs + 1) * sizeof *f->locs);
	f->locs[f->nlocs++] = (ChkLoc){loc, role};
}

ChkStep *chk_add_step(ChkFinding *f)
{
	f->witness = kl_realloc(f->witness, (size_t)(f->nwitness + 1) * sizeof *f->witness);
	ChkStep *s = &f->witness[f->nwitness++];
	memset(s, 0, sizeof *s);
	s->phase = -1;
	s->pending = -1;
	s->tx = INT64_MIN;
	return s;
}

void chk_add_bound(ChkReport *r, ChkChecker c, const char *name, uint64_t limit, uint64_t reached, const char *detail)
{
	r->bounds = kl_realloc(r->bounds, (size_t)(r->nbounds + 1) * sizeof *r->bounds);
	ChkBound *b = &r->bounds[r->nbounds++];
	memset(b, 0, sizeof *b);
	b->checker = c;
	snprintf(b->name, sizeof b->name, "%s", name);
	b->limit = limit;
	b->reached = reached;
	snprintf(b->detail, sizeof b->detail, "%s", detail ? detail : "");
}

ChkVerdict chk_verdict(const ChkReport *r)
{
	for (int i = 0; i < r->n; i++)
		if (r->f[i].severity != CHK_NOTE)
			return CHK_FINDINGS;
	if (r->nbounds)
		return CHK_INCOMPLETE;
	for (int c = 0; c < CHK_NCHECKERS; c++)
		if (r->stats[c].ran && r->stats[c].unsupported[0])
			return CHK_INCOMPLETE;
	return CHK_CLEAN;
}

static int loc_cmp(Loc a, Loc b)
{
	int c = strcmp(a.file ? a.file : "", b.file ? b.file : "");
	if (c)
		return c;
	if (a.line != b.line)
		return a.line < b.line ? -1 : 1;
	return a.col < b.col ? -1 : a.col > b.col;
}

static int finding_cmp(const void *pa, const void *pb)
{
	const ChkFinding *a = pa, *b = pb;
	if (a->checker != b->checker)
		return a->checker < b->checker ? -1 : 1;
	Loc la = a->nlocs ? a->locs[0].loc : (Loc){0}, lb = b->nlocs ? b->locs[0].loc : (Loc){0};
	int c = loc_cmp(la, lb);
	if (c)
		return c;
	if (a->kind != b->kind)
		return a->kind < b->kind ? -1 : 1;
	return strcmp(a->message, b->message);
}

void chk_report_finish(ChkReport *r)
{
	if (r->n > 1)
		qsort(r->f, (size_t)r->n, sizeof *r->f, finding_cmp);
	for (int i = 0; i < r->n; i++)
		r->f[i].id = i + 1;
}

static void loc_text(Buf *b, Loc l)
{
	if (l.file)
		buf_printf(b, "%s:%d:%d", l.file, l.line, l.col);
	else
		buf_puts(b, "?");
}

static void step_text(Buf *b, const ChkStep *s)
{
	if (s->warp >= 0)
		buf_printf(b, "cta %d warp %d", s->cta, s->warp);
	else
		buf_printf(b, "cta %d async", s->cta);
	if (s->lane >= 0)
		buf_printf(b, " lane %d", s->lane);
	buf_printf(b, ": %s", s->event ? s->event : "?");
	if (s->object[0])
		buf_printf(b, " %s", s->object);
	if (s->phase >= 0)
		buf_printf(b, " phase %lld", (long long)s->phase);
	if (s->pending >= 0)
		buf_printf(b, " (pending %lld", (long long)s->pending);
	if (s->tx != INT64_MIN)
		buf_printf(b, "%stx %lld", s->pending >= 0 ? ", " : " (", (long long)s->tx);
	if (s->pending >= 0 || s->tx != INT64_MIN)
		buf_putc(b, ')');
	if (s->note[0])
		buf_printf(b, " - %s", s->note);
	if (s->loc.file) {
		buf_puts(b, " at ");
		loc_text(b, s->loc);
	}
}

void chk_report_text(const ChkReport *r, Buf *out)
{
	for (int i = 0; i < r->n; i++) {
		const ChkFinding *f = &r->f[i];
		Loc l = f->nlocs ? f->locs[0].loc : (Loc){0};
		loc_text(out, l);
		buf_printf(out, ": %s: %s [%s #%d]: %s\n", chk_severity_name(f->severity), chk_kind_name(f->kind),
			chk_checker_name(f->checker), f->id, f->message);
		for (int j = 1; j < f->nlocs; j++) {
			buf_puts(out, "  ");
			loc_text(out, f->locs[j].loc);
			buf_printf(out, ": note: %s\n", f->locs[j].role);
		}
		if (f->nobs) {
			buf_printf(out, "  found by re-executing along %d other observation%s:\n", f->nobs, f->nobs == 1 ? "" : "s");
			for (int j = 0; j < f->nobs; j++) {
				const ChkObs *o = &f->obs[j];
				buf_printf(out, "    cta %d warp %d, its mbarrier test #%llu on %s: observes the phase %s (the recorded run saw it %s) at ",
					o->cta, o->warp, (unsigned long long)o->wait, o->barrier, o->alt_ok ? "complete" : "incomplete",
					o->observed_ok ? "complete" : "incomplete");
				loc_text(out, o->loc);
				buf_putc(out, '\n');
			}
		}
		if (f->nwitness) {
			buf_printf(out, "  witness (%d step%s):\n", f->nwitness, f->nwitness == 1 ? "" : "s");
			for (int j = 0; j < f->nwitness; j++) {
				buf_printf(out, "    %2d. ", j + 1);
				step_text(out, &f->witness[j]);
				buf_putc(out, '\n');
			}
		}
		if (f->witness_note)
			buf_printf(out, "  %s\n", f->witness_note);
	}
	for (int i = 0; i < r->nbounds; i++) {
		const ChkBound *b = &r->bounds[i];
		buf_printf(out, "incomplete [%s]: bound %s hit (limit %llu, reached %llu)%s%s\n", chk_checker_name(b->checker),
			b->name, (unsigned long long)b->limit, (unsigned long long)b->reached, b->detail[0] ? ": " : "", b->detail);
	}
	for (int c = 0; c < CHK_NCHECKERS; c++) {
		const ChkStats *s = &r->stats[c];
		if (!s->ran)
			continue;
		if (s->unsupported[0])
			buf_printf(out, "%scheck: %s\n", chk_checker_name((ChkChecker)c), s->unsupported);
		else if (c == CHK_SYNC)
			buf_printf(out, "%scheck: %llu events, %llu states, %llu transitions, %llu replays (%llu alternative observations re-executed), %.1f ms\n",
				chk_checker_name((ChkChecker)c), (unsigned long long)s->events, (unsigned long long)s->states,
				(unsigned long long)s->transitions, (unsigned long long)s->replays, (unsigned long long)s->alternatives,
				s->seconds * 1e3);
		else
			buf_printf(out, "%scheck: %llu events, %llu accesses, %llu replays, %.1f ms\n",
				chk_checker_name((ChkChecker)c), (unsigned long long)s->events, (unsigned long long)s->accesses,
				(unsigned long long)s->replays, s->seconds * 1e3);
	}
	buf_printf(out, "check %s (case %s, kernel %s): %s, %d finding%s\n", r->workload ? r->workload : "?",
		r->case_name ? r->case_name : "?", r->kernel ? r->kernel : "?", chk_verdict_name(chk_verdict(r)), r->n,
		r->n == 1 ? "" : "s");
}

static void loc_json(JsonW *w, Loc l)
{
	jw_kstr(w, "file", l.file ? l.file : "");
	jw_kint(w, "line", l.line);
	jw_kint(w, "col", l.col);
}

void chk_finding_json(const ChkFinding *f, JsonW *w)
{
	jw_obj(w);
	jw_kint(w, "id", f->id);
	jw_kstr(w, "checker", chk_checker_name(f->checker));
	jw_kstr(w, "kind", chk_kind_name(f->kind));
	jw_kstr(w, "severity", chk_severity_name(f->severity));
	jw_kstr(w, "message", f->message);
	if (f->hazard)
		jw_kstr(w, "hazard", f->hazard);
	if (f->space)
		jw_kstr(w, "space", f->space);
	if (f->checker == CHK_RACE && (f->kind == CHK_K_DATA_RACE || f->kind == CHK_K_ORDERING_RACE))
		jw_kbool(w, "intra_warp", f->intra_warp);
	if (f->accesses_json) {
		jw_key(w, "accesses");
		jw_raw(w, f->accesses_json);
	}
	jw_key(w, "locations");
	jw_arr(w);
	for (int i = 0; i < f->nlocs; i++) {
		jw_obj(w);
		loc_json(w, f->locs[i].loc);
		jw_kstr(w, "role", f->locs[i].role);
		jw_end_obj(w);
	}
	jw_end_arr(w);
	jw_key(w, "witness");
	jw_obj(w);
	jw_key(w, "steps");
	jw_arr(w);
	for (int i = 0; i < f->nwitness; i++) {
		const ChkStep *s = &f->witness[i];
		jw_obj(w);
		jw_kint(w, "cta", s->cta);
		jw_kint(w, "warp", s->warp);
		jw_kint(w, "lane", s->lane);
		jw_kstr(w, "event", s->event ? s->event : "");
		if (s->object[0])
			jw_kstr(w, "object", s->object);
		if (s->phase >= 0)
			jw_kint(w, "phase", s->phase);
		if (s->pending >= 0)
			jw_kint(w, "pending", s->pending);
		if (s->tx != INT64_MIN)
			jw_kint(w, "tx", s->tx);
		if (s->note[0])
			jw_kstr(w, "note", s->note);
		loc_json(w, s->loc);
		jw_end_obj(w);
	}
	jw_end_arr(w);
	Buf t = {0};
	for (int i = 0; i < f->nwitness; i++) {
		buf_printf(&t, "%d. ", i + 1);
		step_text(&t, &f->witness[i]);
		buf_putc(&t, '\n');
	}
	jw_kstr(w, "text", buf_str(&t));
	buf_free(&t);
	if (f->witness_note)
		jw_kstr(w, "note", f->witness_note);
	if (f->nobs) {
		jw_key(w, "observations");
		jw_arr(w);
		for (int i = 0; i < f->nobs; i++) {
			const ChkObs *o = &f->obs[i];
			jw_obj(w);
			jw_kint(w, "cta", o->cta);
			jw_kint(w, "warp", o->warp);
			jw_kint(w, "wait", (int64_t)o->wait);
			jw_kstr(w, "barrier", o->barrier);
			jw_kstr(w, "observed", o->observed_ok ? "complete" : "incomplete");
			jw_kstr(w, "alternative", o->alt_ok ? "complete" : "incomplete");
			loc_json(w, o->loc);
			jw_end_obj(w);
		}
		jw_end_arr(w);
	}
	if (f->outputs.found) {
		jw_key(w, "outputs");
		jw_obj(w);
		chk_diff_json(&f->outputs, w);
		jw_end_obj(w);
	}
	jw_end_obj(w);
	jw_end_obj(w);
}

void chk_diff_json(const ChkDiff *d, JsonW *w)
{
	jw_kstr(w, "tensor", d->tensor);
	jw_kint(w, "index", d->index);
	jw_kstr(w, "schedule_a", d->sched_a);
	jw_knum(w, "value_a", d->va);
	jw_kstr(w, "schedule_b", d->sched_b);
	jw_knum(w, "value_b", d->vb);
}

void chk_report_json(const ChkReport *r, JsonW *w)
{
	jw_kstr(w, "workload", r->workload ? r->workload : "");
	jw_kstr(w, "case", r->case_name ? r->case_name : "");
	jw_kstr(w, "kernel", r->kernel ? r->kernel : "");
	jw_kstr(w, "verdict", chk_verdict_name(chk_verdict(r)));
	jw_key(w, "findings");
	jw_arr(w);
	for (int i = 0; i < r->n; i++)
		chk_finding_json(&r->f[i], w);
	jw_end_arr(w);
	jw_key(w, "bounds");
	jw_arr(w);
	for (int i = 0; i < r->nbounds; i++) {
		const ChkBound *b = &r->bounds[i];
		jw_obj(w);
		jw_kstr(w, "checker", chk_checker_name(b->checker));
		jw_kstr(w, "bound", b->name);
		jw_kuint(w, "limit", b->limit);
		jw_kuint(w, "reached", b->reached);
		jw_kstr(w, "detail", b->detail);
		jw_end_obj(w);
	}
	jw_end_arr(w);
	jw_key(w, "checkers");
	jw_obj(w);
	for (int c = 0; c < CHK_NCHECKERS; c++) {
		const ChkStats *s = &r->stats[c];
		if (!s->ran)
			continue;
		jw_key(w, chk_checker_name((ChkChecker)c));
		jw_obj(w);
		jw_kstr(w, "status", s->unsupported[0] ? "unsupported" : "ran");
		if (s->unsupported[0])
			jw_kstr(w, "message", s->unsupported);
		jw_kuint(w, "events", s->events);
		jw_kuint(w, "states", s->states);
		jw_kuint(w, "transitions", s->transitions);
		jw_kuint(w, "replays", s->replays);
		if (c == CHK_SYNC) {
			jw_kuint(w, "alternatives", s->alternatives);
		} else {
			jw_kuint(w, "accesses", s->accesses);
		}
		jw_end_obj(w);
	}
	jw_end_obj(w);
}

/* ---- trace ---- */

void chk_trace_free(ChkTrace *t)
{
	kl_free(t->ev);
	for (int i = 0; i < t->nshared; i++)
		kl_free((char *)t->shared[i].name);
	kl_free(t->shared);
	kl_free(t->waiters);
	if (t->have_res)
		sim_result_free(&t->res);
	memset(t, 0, sizeof *t);
}

void chk_shared_name(const ChkTrace *t, uint64_t off, char *out, size_t n)
{
	for (int i = 0; i < t->nshared; i++) {
		const ChkShared *s = &t->shared[i];
		if ((int64_t)off < s->offset || (int64_t)off >= s->offset + s->size)
			continue;
		int64_t eb = s->elem_bytes > 0 ? s->elem_bytes : 1;
		int64_t idx = ((int64_t)off - s->offset) / eb;
		if (s->size > eb)
			snprintf(out, n, "%s[%lld]", s->name, (long long)idx);
		else
			snprintf(out, n, "%s", s->name);
		return;
	}
	snprintf(out, n, "smem 0x%llx", (unsigned long long)off);
}

static char *dupstr(const char *s)
{
	size_t n = strlen(s ? s : "");
	char *d = kl_malloc(n + 1);
	memcpy(d, s ? s : "", n + 1);
	return d;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

int chk_check_case(const ChkOptions *o, const char *case_name, Diags *d, ChkReport *r)
{
	if (!r->workload)
		r->workload = dupstr(o->workload);
	if (!r->case_name)
		r->case_name = dupstr(case_name ? case_name : "");
	ChkCase c;
	int rc = chk_case_open(&c, o, NULL, case_name, d);
	if (rc) {
		chk_case_close(&c);
		return rc;
	}
	if (!r->kernel)
		r->kernel = dupstr(c.k->name);
	/* one simulation; both checkers read its trace */
	ChkTrace t;
	ChkRunCfg cfg = {.max_steps = o->max_steps};
	void *bs = chk_explore_base_new(&c, &cfg, &t);
	double t0 = now();
	rc = chk_case_record(&c, &c.p, &cfg, &t);
	r->sim_seconds = now() - t0;
	if (rc) {
		chk_explore_base_free(bs);
		Loc wl = {o->workload, 0, 0};
		diag_error(d, wl, "out of memory recording the trace (%lld events)", (long long)t.nev);
		chk_trace_free(&t);
		chk_case_close(&c);
		return 3;
	}
	for (int i = 0; i < t.res.diags.n; i++)
		diag_add(d, t.res.diags.v[i].level, t.res.diags.v[i].loc, "%s", t.res.diags.v[i].msg);
	if (t.status == SIM_ERR_LAUNCH) {   /* the launch itself is invalid: an input error */
		chk_explore_base_free(bs);
		chk_trace_free(&t);
		chk_case_close(&c);
		return 2;
	}
	int both = !o->sync && !o->race;
	int do_sync = both || o->sync, do_race = both || o->race;
	ChkAltVec alts = {0};
	if (do_sync) {
		r->stats[CHK_SYNC].ran = 1;
		chk_sync_alts(&t, o, r, &alts);
	} else {   /* the race level is checked over the same alternatives */
		ChkReport x;
		chk_report_init(&x);
		chk_sync_alts(&t, o, &x, &alts);
		chk_report_free(&x);
	}
	if (do_race) {
		r->stats[CHK_RACE].ran = 1;
		chk_race_run(&t, &c, o, r);
	}
	if (alts.n)
		chk_explore(&c, o, &t, bs, &alts, r, do_sync, do_race);
	vec_free(&alts);
	chk_explore_base_free(bs);
	chk_trace_free(&t);
	chk_case_close(&c);
	chk_report_finish(r);
	return chk_verdict(r) == CHK_CLEAN ? 0 : 1;
}
