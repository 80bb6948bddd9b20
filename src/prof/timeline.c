/* The timeline buffer (layout in prof.h) -> spans -> Chrome trace-event
 * JSON and a per-region summary.  Each warp's ring is read in record order;
 * an exit record closes the innermost open entry of the same region.
 * Tracks: per (SM, role), warps are packed greedily onto the fewest tracks
 * on which their spans do not overlap (an interval colouring), so each
 * track nests properly in Perfetto and a track stands for one warp's worth
 * of that role's activity at a time. */
#include "prof/prof.h"
#include "util/arena.h"
#include <stdlib.h>
#include <string.h>

static uint32_t rd32(const unsigned char *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static uint64_t rd64(const unsigned char *p) { return (uint64_t)rd32(p) | (uint64_t)rd32(p + 4) << 32; }

static size_t counters_bytes(uint32_t nwarps) { return ((size_t)nwarps * 4 + 255) & ~(size_t)255; }

typedef struct {
	uint32_t key_sm;
	const char *role;
	uint32_t cta, warp;
	uint64_t t0, t1;       /* first entry, last exit of the warp */
	int first, n;          /* its spans: [first, first + n) */
} WarpSpan;

static int cmp_ws(const void *a, const void *b)
{
	const WarpSpan *x = a, *y = b;
	if (x->key_sm != y->key_sm)
		return x->key_sm < y->key_sm ? -1 : 1;
	int r = strcmp(x->role, y->role);
	if (r)
		return r;
	if (x->t0 != y->t0)
		return x->t0 < y->t0 ? -1 : 1;
	return x->cta != y->cta ? (x->cta < y->cta ? -1 : 1) : (x->warp < y->warp ? -1 : x->warp > y->warp);
}

int prof_timeline_decode(const unsigned char *buf, size_t len, const ProfRegion *regs, int nregs, ProfTimeline *tl)
{
	memset(tl, 0, sizeof *tl);
	if (len < 64 || rd32(buf) != 0x4352544bu) {
		snprintf(tl->err, sizeof tl->err, "not a Kiln timeline buffer (bad magic)");
		return -1;
	}
	if (rd32(buf + 4) != 1) {
		snprintf(tl->err, sizeof tl->err, "timeline buffer version %u (this Kiln reads 1)", rd32(buf + 4));
		return -1;
	}
	uint32_t nwarps = rd32(buf + 8), cap = rd32(buf + 12);
	size_t recs = 64 + counters_bytes(nwarps);
	if (!cap || (cap & (cap - 1)) || recs > len || ((uint64_t)nwarps * cap * 32) > (uint64_t)(len - recs)) {
		snprintf(tl->err, sizeof tl->err, "timeline buffer of %zu bytes does not hold %u warps x %u records", len, nwarps, cap);
		return -1;
	}
	tl->nwarps = nwarps;
	tl->cap = cap;
	tl->t_min = UINT64_MAX;
	int scap = 0;
	/* open entries per warp: a small stack */
	enum { DEPTH = 64 };
	uint32_t st_reg[DEPTH];
	uint64_t st_t[DEPTH], st_c[DEPTH];
	for (uint32_t w = 0; w < nwarps; w++) {
		uint32_t cnt = rd32(buf + 64 + 4 * (size_t)w);
		uint32_t take = cnt < cap ? cnt : cap;
		if (cnt > cap)
			tl->lost += cnt - cap;
		int depth = 0;
		for (uint32_t i = cnt - take; i < cnt; i++) {
			const unsigned char *r = buf + recs + ((size_t)w * cap + (i & (cap - 1))) * 32;
			uint64_t t = rd64(r), c = rd64(r + 8);
			uint32_t cta = rd32(r + 16), sm = rd32(r + 20), warp = rd32(r + 24), tag = rd32(r + 28);
			uint32_t reg = tag & 0x7fffffffu;
			tl->records++;
			if ((int)reg >= nregs || reg > 0x7fff) {
				snprintf(tl->err, sizeof tl->err, "warp %u record %u names region %u (the kernel has %d)", w, i, reg, nregs);
				prof_timeline_free(tl);
				return -1;
			}
			if (t < tl->t_min)
				tl->t_min = t;
			if (t > tl->t_max)
				tl->t_max = t;
			if (!(tag & 0x80000000u)) {
				if (depth == DEPTH) {
					tl->unmatched++;
					continue;
				}
				st_reg[depth] = reg;
				st_t[depth] = t;
				st_c[depth] = c;
				depth++;
				continue;
			}
			int d = depth - 1;
			while (d >= 0 && st_reg[d] != reg)
				d--;
			if (d < 0) {
				tl->unmatched++;
				continue;
			}
			tl->unmatched += (uint64_t)(depth - 1 - d);
			if (tl->nspans == scap) {
				scap = scap ? 2 * scap : 1024;
				ProfSpan *ns = kl_realloc(tl->spans, sizeof *ns * (size_t)scap);
				if (!ns) {
					snprintf(tl->err, sizeof tl->err, "out of memory");
					prof_timeline_free(tl);
					return -1;
				}
				tl->spans = ns;
			}
			tl->spans[tl->nspans++] = (ProfSpan){st_t[d], t, st_c[d], c, cta, sm, warp, reg, -1};
			depth = d;
		}
		tl->unmatched += (uint64_t)depth;
	}
	if (!tl->records)
		tl->t_min = tl->t_max = 0;
	/* tracks: group spans by warp (CTA, warp), colour per (SM, role) */
	int nws = 0;
	WarpSpan *ws = kl_calloc((size_t)tl->nspans + 1, sizeof *ws);
	if (!ws) {
		snprintf(tl->err, sizeof tl->err, "out of memory");
		prof_timeline_free(tl);
		return -1;
	}
	for (int i = 0; i < tl->nspans;) {
		/* spans of one warp are adjacent (decoded warp by warp) */
		ProfSpan *s = &tl->spans[i];
		WarpSpan *g = &ws[nws++];
		g->key_sm = s->sm;
		g->role = regs[s->region].role && regs[s->region].role[0] ? regs[s->region].role : "(none)";
		g->cta = s->cta;
		g->warp = s->warp;
		g->t0 = s->t0;
		g->t1 = s->t1;
		g->first = i;
		int j = i;
		while (j < tl->nspans && tl->spans[j].cta == s->cta && tl->spans[j].warp == s->warp && tl->spans[j].sm == s->sm) {
			const char *rr = regs[tl->spans[j].region].role && regs[tl->spans[j].region].role[0] ? regs[tl->spans[j].region].role : "(none)";
			if (strcmp(rr, g->role))
				break;
			if (tl->spans[j].t0 < g->t0)
				g->t0 = tl->spans[j].t0;
			if (tl->spans[j].t1 > g->t1)
				g->t1 = tl->spans[j].t1;
			j++;
		}
		g->n = j - i;
		i = j;
	}
	qsort(ws, (size_t)nws, sizeof *ws, cmp_ws);
	int tcap = 0;
	uint64_t *track_end = NULL;
	int group_first = 0;   /* first track of the current (SM, role) */
	for (int i = 0; i < nws; i++) {
		if (i == 0 || ws[i].key_sm != ws[i - 1].key_sm || strcmp(ws[i].role, ws[i - 1].role))
			group_first = tl->ntracks;
		int t = -1;
		for (int k = group_first; k < tl->ntracks; k++)
			if (track_end[k] < ws[i].t0) {
				t = k;
				break;
			}
		if (t < 0) {
			if (tl->ntracks == tcap) {
				tcap = tcap ? 2 * tcap : 256;
				ProfTrack *nt = kl_realloc(tl->tracks, sizeof *nt * (size_t)tcap);
				uint64_t *ne = kl_realloc(track_end, sizeof *ne * (size_t)tcap);
				if (nt)
					tl->tracks = nt;
				if (ne)
					track_end = ne;
				if (!nt || !ne) {
					kl_free(ws);
					kl_free(track_end);
					snprintf(tl->err, sizeof tl->err, "out of memory");
					prof_timeline_free(tl);
					return -1;
				}
			}
			t = tl->ntracks++;
			tl->tracks[t] = (ProfTrack){ws[i].key_sm, ws[i].role, t - group_first};
		}
		track_end[t] = ws[i].t1;
		for (int k = 0; k < ws[i].n; k++)
			tl->spans[ws[i].first + k].track = t;
	}
	kl_free(ws);
	kl_free(track_end);
	return 0;
}

void prof_timeline_free(ProfTimeline *tl)
{
	kl_free(tl->spans);
	kl_free(tl->tracks);
	tl->spans = NULL;
	tl->tracks = NULL;
	tl->nspans = tl->ntracks = 0;
}

static double us(const ProfTimeline *tl, uint64_t t) { return (double)(t - tl->t_min) / 1000.0; }

void prof_timeline_chrome(const ProfTimeline *tl, const ProfRegion *regs, int nregs, Buf *out)
{
	(void)nregs;
	JsonW w;
	jw_init(&w, out, 0);
	jw_obj(&w);
	jw_kstr(&w, "displayTimeUnit", "ns");
	jw_key(&w, "traceEvents");
	jw_arr(&w);
	/* names: a process per SM (sorted by SM id), a thread per track */
	uint32_t last_sm = UINT32_MAX;
	for (int t = 0; t < tl->ntracks; t++) {
		const ProfTrack *k = &tl->tracks[t];
		char name[128];
		if (k->sm != last_sm) {
			last_sm = k->sm;
			jw_obj(&w);
			jw_kstr(&w, "ph", "M");
			jw_kstr(&w, "name", "process_name");
			jw_kint(&w, "pid", k->sm);
			jw_key(&w, "args");
			jw_obj(&w);
			snprintf(name, sizeof name, "SM %u", k->sm);
			jw_kstr(&w, "name", name);
			jw_end_obj(&w);
			jw_end_obj(&w);
			jw_obj(&w);
			jw_kstr(&w, "ph", "M");
			jw_kstr(&w, "name", "process_sort_index");
			jw_kint(&w, "pid", k->sm);
			jw_key(&w, "args");
			jw_obj(&w);
			jw_kint(&w, "sort_index", k->sm);
			jw_end_obj(&w);
			jw_end_obj(&w);
		}
		jw_obj(&w);
		jw_kstr(&w, "ph", "M");
		jw_kstr(&w, "name", "thread_name");
		jw_kint(&w, "pid", k->sm);
		jw_kint(&w, "tid", t);
		jw_key(&w, "args");
		jw_obj(&w);
		snprintf(name, sizeof name, "%s #%d", k->role, k->slot);
		jw_kstr(&w, "name", name);
		jw_end_obj(&w);
		jw_end_obj(&w);
	}
	for (int i = 0; i < tl->nspans; i++) {
		const ProfSpan *s = &tl->spans[i];
		const ProfRegion *r = &regs[s->region];
		jw_obj(&w);
		jw_kstr(&w, "ph", "X");
		jw_kstr(&w, "name", r->name);
		jw_kstr(&w, "cat", r->role && r->role[0] ? r->role : "(none)");
		jw_kint(&w, "pid", s->sm);
		jw_kint(&w, "tid", s->track);
		jw_knum(&w, "ts", us(tl, s->t0));
		jw_knum(&w, "dur", (double)(s->t1 - s->t0) / 1000.0);
		jw_key(&w, "args");
		jw_obj(&w);
		jw_kint(&w, "cta", s->cta);
		jw_kint(&w, "warp", s->warp);
		jw_kint(&w, "region", s->region);
		if (r->file && r->file[0]) {
			char loc[512];
			snprintf(loc, sizeof loc, "%s:%d", r->file, r->line);
			jw_kstr(&w, "source", loc);
		}
		jw_kint(&w, "cycles", (long long)(s->c1 - s->c0));
		jw_end_obj(&w);
		jw_end_obj(&w);
	}
	jw_end_arr(&w);
	jw_key(&w, "otherData");
	jw_obj(&w);
	jw_kstr(&w, "generator", "kiln profile --timeline");
	jw_kint(&w, "warps", tl->nwarps);
	jw_kint(&w, "records", (long long)tl->records);
	jw_kint(&w, "lost_records", (long long)tl->lost);
	jw_kint(&w, "unmatched_records", (long long)tl->unmatched);
	jw_end_obj(&w);
	jw_end_obj(&w);
	buf_putc(out, '\n');
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

typedef struct {
	long long spans;
	double total_us, median_us, max_us;
} RegStat;

static void region_stats(const ProfTimeline *tl, int reg, RegStat *st)
{
	memset(st, 0, sizeof *st);
	uint64_t *d = kl_malloc(sizeof *d * (size_t)(tl->nspans + 1));
	int n = 0;
	for (int i = 0; i < tl->nspans; i++)
		if ((int)tl->spans[i].region == reg) {
			uint64_t x = tl->spans[i].t1 - tl->spans[i].t0;
			if (d)
				d[n] = x;
			n++;
			st->total_us += (double)x / 1000.0;
			if ((double)x / 1000.0 > st->max_us)
				st->max_us = (double)x / 1000.0;
		}
	st->spans = n;
	if (d && n) {
		qsort(d, (size_t)n, sizeof *d, cmp_u64);
		st->median_us = n % 2 ? (double)d[n / 2] / 1000.0 : (double)(d[n / 2 - 1] + d[n / 2]) / 2000.0;
	}
	kl_free(d);
}

/* Role activity: for each role, the union over its warps of time inside a
 * top-level span, summed, over (warps of the role x the kernel's span). */
static double role_busy(const ProfTimeline *tl, const ProfRegion *regs, const char *role, int *nwarps)
{
	double busy = 0;
	int warps = 0;
	for (int i = 0; i < tl->nspans;) {
		const ProfSpan *s = &tl->spans[i];
		int j = i;
		uint64_t end = 0;
		double b = 0;
		int mine = 0;
		while (j < tl->nspans && tl->spans[j].cta == s->cta && tl->spans[j].warp == s->warp && tl->spans[j].sm == s->sm) {
			const ProfSpan *x = &tl->spans[j];
			const char *rr = regs[x->region].role && regs[x->region].role[0] ? regs[x->region].role : "(none)";
			if (!strcmp(rr, role)) {
				mine = 1;
				uint64_t a = x->t0 > end ? x->t0 : end;
				if (x->t1 > a)
					b += (double)(x->t1 - a);
				if (x->t1 > end)
					end = x->t1;
			}
			j++;
		}
		if (mine) {
			warps++;
			busy += b;
		}
		i = j;
	}
	*nwarps = warps;
	double span = (double)(tl->t_max - tl->t_min);
	return warps && span > 0 ? 100.0 * busy / ((double)warps * span) : 0;
}

void prof_timeline_json(const ProfTimeline *tl, const ProfRegion *regs, int nregs, JsonW *w)
{
	jw_obj(w);
	jw_kint(w, "warps", tl->nwarps);
	jw_kint(w, "records_per_warp", tl->cap);
	jw_kint(w, "records", (long long)tl->records);
	jw_kint(w, "lost_records", (long long)tl->lost);
	jw_kint(w, "unmatched_records", (long long)tl->unmatched);
	jw_kint(w, "spans", tl->nspans);
	jw_kint(w, "tracks", tl->ntracks);
	jw_knum(w, "kernel_span_us", (double)(tl->t_max - tl->t_min) / 1000.0);
	jw_key(w, "regions");
	jw_arr(w);
	for (int i = 0; i < nregs; i++) {
		RegStat st;
		region_stats(tl, i, &st);
		jw_obj(w);
		jw_kint(w, "id", i);
		jw_kstr(w, "name", regs[i].name);
		jw_kstr(w, "role", regs[i].role && regs[i].role[0] ? regs[i].role : NULL);
		jw_kstr(w, "file", regs[i].file ? regs[i].file : "");
		jw_kint(w, "line", regs[i].line);
		jw_kint(w, "spans", st.spans);
		jw_knum(w, "total_us", st.total_us);
		jw_knum(w, "median_us", st.median_us);
		jw_knum(w, "max_us", st.max_us);
		jw_end_obj(w);
	}
	jw_end_arr(w);
	jw_key(w, "roles");
	jw_arr(w);
	for (int i = 0; i < nregs; i++) {
		const char *role = regs[i].role && regs[i].role[0] ? regs[i].role : "(none)";
		int seen = 0;
		for (int j = 0; j < i; j++)
			seen |= !strcmp(role, regs[j].role && regs[j].role[0] ? regs[j].role : "(none)");
		if (seen)
			continue;
		int nw;
		double pct = role_busy(tl, regs, role, &nw);
		jw_obj(w);
		jw_kstr(w, "role", role);
		jw_kint(w, "warps", nw);
		jw_knum(w, "busy_pct", pct);
		jw_end_obj(w);
	}
	jw_end_arr(w);
	jw_end_obj(w);
}

void prof_timeline_text(const ProfTimeline *tl, const ProfRegion *regs, int nregs, Buf *b)
{
	buf_printf(b, "timeline: %llu records from %u warps (%u per warp), %d spans on %d tracks, kernel span %.1f us",
		(unsigned long long)tl->records, tl->nwarps, tl->cap, tl->nspans, tl->ntracks, (double)(tl->t_max - tl->t_min) / 1000.0);
	if (tl->lost || tl->unmatched)
		buf_printf(b, " (%llu records lost to full rings, %llu unmatched)", (unsigned long long)tl->lost,
			(unsigned long long)tl->unmatched);
	buf_putc(b, '\n');
	for (int i = 0; i < nregs; i++) {
		RegStat st;
		region_stats(tl, i, &st);
		buf_printf(b, "  %-12s %-10s %s:%d  %lld spans, median %.2f us, max %.2f us\n", regs[i].name,
			regs[i].role && regs[i].role[0] ? regs[i].role : "-", regs[i].file ? regs[i].file : "", regs[i].line,
			st.spans, st.median_us, st.max_us);
	}
}
