/* The happens-before engine of `kiln check --race` (race.h).
 *
 * Agents: every lane of every CTA is a thread agent; every async operation
 * (cp.async, bulk and bulk tensor copies, wgmma) gets an agent whose clock
 * is its issuer's at issue (a bulk store to global gets a second agent for
 * its source reads, so wait_group.read can release the source alone).
 * Vector clocks are dense arrays joined only at synchronization events;
 * an access costs an epoch compare per byte of shadow memory.
 *
 * Edges: program order; bar.sync / barrier.cluster (all arrivals of a
 * generation -> every warp that passes it); bar.warp.sync (its mask);
 * mbarrier arrive and complete_tx -> the wait that observes that phase
 * (the phase a wait observes is the latest completed one: exact when the
 * sync level reports no phase overrun, docs/checkers.md); async issue ->
 * the op; op -> wait_group / wait_group.read / the mbarrier it completes;
 * strong accesses through sync variables (release/acquire, relaxed + fences
 * at a scope, RMW release sequences).  Proxy: a generic write is visible to
 * an async-proxy access only through a fence.proxy.async by the writer
 * between the write and the edge, or by the issuer before the issue. */
#include "check/race.h"
#include "util/arena.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *race_kind_name(RaceKind k)
{
	static const char *const n[] = {
#define X(id, s) s,
		RACE_KINDS(X)
#undef X
	};
	return (unsigned)k < RK_COUNT ? n[k] : "?";
}

/* ---------------------------------------------------------------- vector clocks */

typedef struct {
	uint32_t *c;
	uint32_t n, cap;
} VC;

static inline uint32_t vc_get(const VC *v, uint32_t i) { return i < v->n ? v->c[i] : 0; }

static void vc_grow(VC *v, uint32_t n)
{
	if (n <= v->n)
		return;
	if (n > v->cap) {
		uint32_t nc = v->cap ? v->cap : 16;
		while (nc < n)
			nc *= 2;
		uint32_t *p = kl_realloc(v->c, (size_t)nc * sizeof *p);
		if (!p)
			die("out of memory");
		v->c = p;
		v->cap = nc;
	}
	memset(v->c + v->n, 0, (size_t)(n - v->n) * sizeof *v->c);
	v->n = n;
}

static inline void vc_set(VC *v, uint32_t i, uint32_t x)
{
	if (i >= v->n)
		vc_grow(v, i + 1);
	v->c[i] = x;
}

static void vc_join(VC *d, const VC *s)
{
	if (s->n > d->n)
		vc_grow(d, s->n);
	for (uint32_t i = 0; i < s->n; i++)
		if (s->c[i] > d->c[i])
			d->c[i] = s->c[i];
}

static void vc_copy(VC *d, const VC *s)
{
	d->n = 0;
	vc_grow(d, s->n);
	if (s->n)
		memcpy(d->c, s->c, (size_t)s->n * sizeof *s->c);
}

static void vc_clear(VC *v) { v->n = 0; }
static void vc_free(VC *v) { kl_free(v->c); v->c = NULL; v->n = v->cap = 0; }

/* ---------------------------------------------------------------- a u64 -> u32 map */

typedef struct {
	uint64_t *k;
	uint32_t *v;
	uint32_t cap, n;
} Map;

static uint64_t mix(uint64_t z)
{
	z += 0x9E3779B97F4A7C15ull;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/* keys are stored +1 so 0 marks an empty slot */
static uint32_t *map_slot(Map *m, uint64_t key, int insert)
{
	if (insert && (m->n + 1) * 2 > m->cap) {
		Map o = *m;
		m->cap = o.cap ? o.cap * 2 : 64;
		m->k = kl_calloc(m->cap, sizeof *m->k);
		m->v = kl_calloc(m->cap, sizeof *m->v);
		if (!m->k || !m->v)
			die("out of memory");
		m->n = 0;
		for (uint32_t i = 0; i < o.cap; i++)
			if (o.k[i])
				*map_slot(m, o.k[i] - 1, 1) = o.v[i];
		kl_free(o.k);
		kl_free(o.v);
	}
	if (!m->cap)
		return NULL;
	uint32_t i = (uint32_t)mix(key) & (m->cap - 1);
	for (;;) {
		if (m->k[i] == key + 1)
			return &m->v[i];
		if (!m->k[i]) {
			if (!insert)
				return NULL;
			m->k[i] = key + 1;
			m->v[i] = UINT32_MAX;
			m->n++;
			return &m->v[i];
		}
		i = (i + 1) & (m->cap - 1);
	}
}

static void map_free(Map *m) { kl_free(m->k); kl_free(m->v); memset(m, 0, sizeof *m); }

/* ---------------------------------------------------------------- state */

enum { SC_CTA, SC_CLUSTER, SC_GPU, SC_SYS };
enum { F_ASYNC = 1, F_STRONG = 2 };     /* cell / record flags; scope in bits 2-3 */
#define F_SCOPE(f) (((f) >> 2) & 3)
#define NONE UINT32_MAX
#define RSHARED (UINT32_MAX - 1)

typedef struct {
	uint32_t reader, rclock;   /* the thread that loaded the flag, its clock then */
	uint32_t writer;        /* thread that did the flag store */
	uint32_t wclock;        /* its clock at the store */
	int wvc;                /* index in R->obsvc: the writer's clock vector at the store */
	uint32_t frec, rrec;    /* flag store / flag load records */
	int narrow;             /* the scopes did not cover both threads */
} Obs;

typedef struct {
	VC vc;
	int cta, warp, lane;    /* lane -1: async */
	int op;                 /* async: index in ops */
	int live;
	/* threads */
	uint32_t *pf;           /* clocks of this thread's fence.proxy.async, increasing */
	int npf, cpf;
	VC pfvc;                /* clock at the last fence.proxy.async */
	VC frel;                /* clock at the last release fence */
	int has_frel, frel_scope;
	VC pacq;                /* acquired by relaxed loads, joined at the next acquire fence */
} Agent;

typedef struct {
	int cls;                /* 0 cp.async, 1 bulk group, 2 wgmma, -1 mbarrier-completed */
	uint32_t group;
	uint32_t rd, wr;        /* agents for its reads / writes */
	uint32_t issuer;
	uint64_t time;          /* issue time */
	VC pfvc;                /* the issuer's clock at its last fence.proxy.async */
	int waited;
} Op;

typedef struct {
	uint32_t committed[3];
	VEC(int) ops;           /* outstanding ops (indices) */
	VC cprel;               /* cp.async.mbarrier.arrive: completed copies to publish */
	int cprel_set;
} WarpSt;

typedef struct {
	VC acc[2];
	uint64_t tag[2];
} BarSt;

typedef struct {
	VC acc;
	uint64_t nphase;        /* completed phases */
	VC ph[4];               /* the last completed phases' clocks */
} MbarSt;

typedef struct {
	VC vc;                  /* released to acquirers */
	int scope;
	uint32_t wagent, wclock, wrec;
	int has;
	VC wvc;                 /* the last strong writer's clock vector at its store */
} SyncVar;

typedef struct {
	uint32_t wa, wc, wrec;  /* last write epoch (wc 0: never written) */
	uint32_t ra, rc, rrec;  /* last read epoch, or RSHARED with rc = read list */
	uint32_t ui;            /* 1 + pending uninitialized-read candidate, 0 none */
	uint8_t wf, rf, init;
} Cell;

typedef struct {
	uint32_t a, c, rec;
	uint8_t f;
} REnt;
typedef struct {
	REnt *e;
	int n, cap;
	int refs;               /* cells sharing the list (copy on write) */
} RList;

typedef struct {
	uint32_t agent;
	const IrInstr *ir;
	Loc loc;
	uint64_t addr;
	uint32_t size;
	int cta_mem;
	uint64_t time;          /* thread: event time; async: the op's issue time */
	uint64_t op;
	uint32_t clock;         /* the agent's clock at the access */
	uint8_t space, write, flags;
} Rec;

struct Race {
	RaceCfg cfg;
	const IrKernel *k;
	int nctas, tpc, wpc, clusize;
	uint32_t nthreads;
	VEC(Agent) ag;
	VEC(Op) ops;
	Map opmap;              /* (cluster, op id) -> ops index */
	WarpSt *warps;          /* [nctas * wpc] */
	Map barmap;
	VEC(BarSt) bars;
	Map mbmap;
	VEC(MbarSt) mbars;
	Map svmap;
	VEC(SyncVar) svs;
	Cell **smem;            /* [nctas] lazily */
	Cell **gmem;            /* [nbufs] lazily */
	VEC(RList) rl;
	VEC(uint32_t) rlfree;
	VEC(Rec) recs;
	VEC(struct Uninit { uint32_t rec; uint64_t byte; int explained; }) un;
	VEC(RaceFinding) fs;
	VEC(Obs) obs;           /* flag loads that observed a store without synchronizing (latest 64) */
	VC obsvc[64];           /* ring of the flag writers' clocks (Obs.wvc) */
	int nobsvc;
	Map fmap;
	int max_findings;
	uint64_t time, nacc, nev;
	int cur_op;             /* the async op whose completion is being traced, -1 */
	uint32_t last_thread;   /* the last thread that accessed memory */
	int home_ok;
	Map home;               /* IR instruction -> shared variable of its first access */
	/* per access: priors already reported */
	uint32_t rep[8];
	int nrep;
};

static char new_err[160];
const char *race_new_error(void) { return new_err; }

static Agent *agent(Race *R, uint32_t a)
{
	Agent *g = &R->ag.v[a];
	if (!g->live) {
		g->live = 1;
		vc_set(&g->vc, a, 1);
	}
	return g;
}
static inline uint32_t clk(Race *R, uint32_t a) { return vc_get(&agent(R, a)->vc, a); }
static inline void tick(Race *R, uint32_t a) { Agent *g = agent(R, a); vc_set(&g->vc, a, vc_get(&g->vc, a) + 1); }

static uint32_t new_agent(Race *R, int cta, int warp, int op)
{
	Agent g = {0};
	g.cta = cta;
	g.warp = warp;
	g.lane = -1;
	g.op = op;
	vec_push(&R->ag, g);
	return (uint32_t)R->ag.n - 1;
}

static inline uint32_t thread_of(Race *R, int cta, int warp, int lane)
{
	return (uint32_t)cta * (uint32_t)R->tpc + (uint32_t)warp * 32 + (uint32_t)lane;
}

static int cluster_of(Race *R, int cta)
{
	const uint32_t *g = R->cfg.grid, *c = R->cfg.cluster;
	uint32_t x = (uint32_t)cta % g[0], y = (uint32_t)cta / g[0] % g[1], z = (uint32_t)cta / (g[0] * g[1]);
	uint32_t ncx = g[0] / c[0], ncy = g[1] / c[1];
	return (int)((z / c[2] * ncy + y / c[1]) * ncx + x / c[0]);
}

static int covers(Race *R, int scope, uint32_t a, uint32_t b)
{
	int ca = R->ag.v[a].cta, cb = R->ag.v[b].cta;
	switch (scope) {
	case SC_CTA: return ca == cb;
	case SC_CLUSTER: return cluster_of(R, ca) == cluster_of(R, cb);
	}
	return 1;
}

Race *race_new(const RaceCfg *c)
{
	new_err[0] = 0;
	Race *R = kl_calloc(1, sizeof *R);
	if (!R) {
		snprintf(new_err, sizeof new_err, "out of memory");
		return NULL;
	}
	R->cfg = *c;
	R->k = c->k;
	R->nctas = (int)(c->grid[0] * c->grid[1] * c->grid[2]);
	int threads = (int)(c->block[0] * c->block[1] * c->block[2]);
	R->wpc = (threads + 31) / 32;
	R->tpc = R->wpc * 32;
	R->clusize = (int)(c->cluster[0] * c->cluster[1] * c->cluster[2]);
	uint64_t nt = (uint64_t)R->nctas * (uint64_t)R->tpc;
	if (nt > (1u << 16)) {
		snprintf(new_err, sizeof new_err,
			"the launch has %llu threads; the race level handles at most 65536 (pick a smaller case)",
			(unsigned long long)nt);
		kl_free(R);
		return NULL;
	}
	R->nthreads = (uint32_t)nt;
	R->max_findings = c->max_findings > 0 ? c->max_findings : 200;
	for (uint32_t t = 0; t < R->nthreads; t++) {
		Agent g = {0};
		g.cta = (int)(t / (uint32_t)R->tpc);
		g.warp = (int)(t % (uint32_t)R->tpc / 32);
		g.lane = (int)(t % 32);
		g.op = -1;
		vec_push(&R->ag, g);
	}
	R->warps = kl_calloc((size_t)R->nctas * (size_t)R->wpc, sizeof *R->warps);
	R->smem = kl_calloc((size_t)R->nctas + 1, sizeof *R->smem);
	R->gmem = kl_calloc((size_t)c->nbufs + 1, sizeof *R->gmem);
	if (!R->warps || !R->smem || !R->gmem)
		die("out of memory");
	R->cur_op = -1;
	R->last_thread = NONE;
	R->home_ok = 1;
	return R;
}

/* ---------------------------------------------------------------- instructions */

static const char *idname(const IrInstr *ir) { return ir && ir->m.e ? ir->m.e->idname : ""; }
static int starts(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

static int ins_scope(const IrInstr *ir, int dflt)
{
	if (!ir || !ir->m.e)
		return dflt;
	const char *s = isa_slot_value(&ir->m, "scope");
	if (!s)
		s = isa_slot_value(&ir->m, "lvl");
	if (s) {
		if (!strcmp(s, "cta"))
			return SC_CTA;
		if (!strcmp(s, "cluster"))
			return SC_CLUSTER;
		if (!strcmp(s, "sys"))
			return SC_SYS;
		return SC_GPU;
	}
	if (strstr(idname(ir), "cluster"))
		return SC_CLUSTER;
	return dflt;
}

/* "relaxed", "acquire", "release", "acq_rel", "sc" or NULL (weak) */
static const char *ins_sem(const IrInstr *ir)
{
	if (!ir || !ir->m.e)
		return NULL;
	const char *s = isa_slot_value(&ir->m, "sem");
	if (s && strcmp(s, "weak"))
		return s;
	const char *id = idname(ir);
	if (strstr(id, "volatile"))
		return "relaxed";
	if (starts(id, "atom") || starts(id, "red"))
		return "relaxed";
	return NULL;
}

static void ins_text(const IrInstr *ir, char *out, size_t n)
{
	if (!ir || !ir->m.e) {
		snprintf(out, n, "?");
		return;
	}
	Buf b = {0};
	isa_spell(&ir->m, &b);
	snprintf(out, n, "%s", b.len ? buf_str(&b) : ir->m.e->idname);
	buf_free(&b);
}

/* ---------------------------------------------------------------- findings */

static void fill_access(Race *R, RaceAccess *x, uint32_t rec)
{
	memset(x, 0, sizeof *x);
	if (rec == NONE || rec >= (uint32_t)R->recs.n)
		return;
	const Rec *r = &R->recs.v[rec];
	const Agent *g = &R->ag.v[r->agent];
	x->valid = 1;
	x->cta = g->cta;
	x->warp = g->warp;
	x->lane = g->lane;
	x->write = r->write;
	x->strong = (r->flags & F_STRONG) != 0;
	x->async_proxy = (r->flags & F_ASYNC) != 0;
	x->space = r->space;
	x->cta_mem = r->cta_mem;
	x->addr = r->addr;
	x->size = r->size;
	x->async_op = r->op;
	x->loc = r->loc;
	ins_text(r->ir, x->ins, sizeof x->ins);
	x->ir = r->ir;
}

static void name_object(Race *R, const Rec *r, uint64_t byte, char *out, size_t n, uint64_t *off)
{
	*off = 0;
	snprintf(out, n, "?");
	if (r->space == SPACE_SHARED) {
		for (int i = 0; i < R->k->nshared; i++) {
			const IrShared *s = &R->k->shared[i];
			if (byte >= (uint64_t)s->offset && byte < (uint64_t)(s->offset + s->size)) {
				snprintf(out, n, "%s", s->name);
				*off = byte - (uint64_t)s->offset;
				return;
			}
		}
		snprintf(out, n, "shared+0x%llx", (unsigned long long)byte);
		*off = byte;
		return;
	}
	for (int i = 0; i < R->cfg.nbufs; i++) {
		const RaceBuf *b = &R->cfg.bufs[i];
		if (byte >= b->addr && byte < b->addr + b->bytes) {
			snprintf(out, n, "%s", b->name ? b->name : "?");
			*off = byte - b->addr;
			return;
		}
	}
}

static const char *space_word(int s)
{
	return s == SPACE_SHARED || s == SPACE_GLOBAL ? space_name((Space)s) : "memory";
}

static void who(const RaceAccess *x, char *out, size_t n)
{
	if (x->lane >= 0)
		snprintf(out, n, "CTA %d warp %d lane %d", x->cta, x->warp, x->lane);
	else
		snprintf(out, n, "async op %llu of CTA %d warp %d", (unsigned long long)x->async_op, x->cta, x->warp);
}

/* Adds (or folds into) a finding over records ra (earlier) and rb. */
static RaceFinding *add_finding(Race *R, RaceKind kind, const char *hazard, uint32_t ra, uint32_t rb, uint64_t byte)
{
	const Rec *pa = ra != NONE ? &R->recs.v[ra] : NULL, *pb = &R->recs.v[rb];
	/* one finding per kind and unordered pair of instructions */
	uint64_t ka = mix((uint64_t)(uintptr_t)(pa ? pa->ir : NULL) ^ (uint64_t)(pa ? (unsigned)pa->loc.line : 0) << 40);
	uint64_t kb = mix((uint64_t)(uintptr_t)pb->ir ^ (uint64_t)(unsigned)pb->loc.line << 40);
	uint64_t key = mix((uint64_t)kind * 1000003ull ^ (ka < kb ? ka * 31 + kb : kb * 31 + ka));
	uint32_t *slot = map_slot(&R->fmap, key, 1);
	if (*slot != UINT32_MAX) {
		RaceFinding *f = &R->fs.v[*slot];
		f->count++;
		return NULL;
	}
	if (R->fs.n >= R->max_findings) {
		*slot = UINT32_MAX - 1;   /* remembered, not stored */
		return NULL;
	}
	RaceFinding f;
	memset(&f, 0, sizeof f);
	f.kind = kind;
	f.hazard = hazard;
	f.space = pb->space;
	fill_access(R, &f.a, ra);
	fill_access(R, &f.b, rb);
	f.intra_warp = f.a.valid && f.a.lane >= 0 && f.b.lane >= 0 && f.a.cta == f.b.cta && f.a.warp == f.b.warp &&
		f.a.lane != f.b.lane;
	name_object(R, pb, byte, f.object, sizeof f.object, &f.obj_off);
	f.lo = byte;
	f.hi = byte + 1;
	f.count = 1;
	vec_push(&R->fs, f);
	*slot = (uint32_t)R->fs.n - 1;
	return &R->fs.v[R->fs.n - 1];
}

static void describe(RaceFinding *f)
{
	char wa[96], wb[96];
	who(&f->a, wa, sizeof wa);
	who(&f->b, wb, sizeof wb);
	const char *sp = space_word(f->space);
	switch (f->kind) {
	case RK_DATA_RACE:
		snprintf(f->msg, sizeof f->msg, "%s %s race on %s (+%llu): %s (line %d) and %s (line %d) are not ordered%s",
			f->hazard, sp, f->object, (unsigned long long)f->obj_off, wa, f->a.loc.line, wb, f->b.loc.line,
			f->intra_warp ? " (lanes of one warp: independent thread scheduling; use bar.warp.sync)" :
			(f->a.strong != f->b.strong) ? " (an atomic or strong access against a plain one)" : "");
		break;
	case RK_MISSING_PROXY_FENCE:
		snprintf(f->msg, sizeof f->msg,
			"the generic-proxy write to %s %s (+%llu) at line %d reaches the async-proxy access at line %d without a fence.proxy.async between the write and the synchronization that orders them",
			sp, f->object, (unsigned long long)f->obj_off, f->a.loc.line, f->b.loc.line);
		break;
	case RK_ASYNC_BUFFER_REUSE:
		snprintf(f->msg, sizeof f->msg,
			"%s %s (+%llu) is reused at line %d (%s) while the async operation of line %d (%s) may still %s it: wait for its completion first",
			sp, f->object, (unsigned long long)f->obj_off, f->b.loc.line, wb,
			f->a.async_proxy || f->a.lane < 0 ? f->a.loc.line : f->b.loc.line, wa,
			(f->a.lane < 0 ? f->a.write : f->b.write) ? "write" : "read");
		break;
	case RK_READ_BEFORE_ASYNC_COMPLETE:
		snprintf(f->msg, sizeof f->msg,
			"line %d (%s) reads %s %s (+%llu) that the async operation of line %d writes, without observing its completion (wait on its mbarrier phase or wait_group)",
			f->b.loc.line, wb, sp, f->object, (unsigned long long)f->obj_off, f->a.loc.line);
		break;
	case RK_UNINITIALIZED_READ:
		snprintf(f->msg, sizeof f->msg, "line %d (%s) reads %s %s (+%llu), which nothing wrote before",
			f->b.loc.line, wb, sp, f->object, (unsigned long long)f->obj_off);
		break;
	case RK_ORDERING_RACE:
		snprintf(f->msg, sizeof f->msg,
			"%s %s race on %s (+%llu) across a flag handoff without release/acquire: the flag is stored at line %d and loaded at line %d with relaxed accesses; data at lines %d and %d is not ordered",
			f->hazard, sp, f->object, (unsigned long long)f->obj_off, f->fa.loc.line, f->fb.loc.line,
			f->a.loc.line, f->b.loc.line);
		break;
	case RK_SCOPE_TOO_NARROW:
		snprintf(f->msg, sizeof f->msg,
			"%s %s (+%llu): the scope of the %s at line %d does not include %s (line %d), so they do not synchronize",
			sp, f->object, (unsigned long long)f->obj_off, f->fa.valid ? "flag access" : "access",
			f->fa.valid ? f->fa.loc.line : f->a.loc.line, f->fa.valid ? "the other CTA's" : wb,
			f->fa.valid ? f->fb.loc.line : f->b.loc.line);
		break;
	default:
		break;
	}
}

/* ---------------------------------------------------------------- shadow memory */

static Cell *cells_for(Race *R, int space, int cta_mem, uint64_t addr, uint32_t size, uint64_t *base, int *bi)
{
	*bi = -1;
	if (space == SPACE_SHARED) {
		if (cta_mem < 0 || cta_mem >= R->nctas || addr + size > (uint64_t)R->k->smem_bytes)
			return NULL;
		if (!R->smem[cta_mem]) {
			R->smem[cta_mem] = kl_calloc((size_t)R->k->smem_bytes + 1, sizeof(Cell));
			if (!R->smem[cta_mem])
				die("out of memory");
			for (int64_t i = 0; i <= R->k->smem_bytes; i++)
				R->smem[cta_mem][i].ra = NONE;
		}
		*base = 0;
		return R->smem[cta_mem];
	}
	if (space != SPACE_GLOBAL)
		return NULL;
	for (int i = 0; i < R->cfg.nbufs; i++) {
		const RaceBuf *b = &R->cfg.bufs[i];
		if (addr >= b->addr && addr + size <= b->addr + b->bytes) {
			if (!R->gmem[i]) {
				R->gmem[i] = kl_calloc((size_t)b->bytes + 1, sizeof(Cell));
				if (!R->gmem[i])
					die("out of memory");
				for (uint64_t j = 0; j <= b->bytes; j++) {
					R->gmem[i][j].ra = NONE;
					R->gmem[i][j].init = (uint8_t)(b->initialized != 0);
				}
			}
			*base = b->addr;
			*bi = i;
			return R->gmem[i];
		}
	}
	return NULL;
}

static uint32_t rl_new(Race *R)
{
	uint32_t li;
	if (R->rlfree.n) {
		li = R->rlfree.v[--R->rlfree.n];
	} else {
		RList l = {0};
		vec_push(&R->rl, l);
		li = (uint32_t)R->rl.n - 1;
	}
	R->rl.v[li].n = 0;
	R->rl.v[li].refs = 1;
	return li;
}

static void rl_unref(Race *R, uint32_t li)
{
	if (--R->rl.v[li].refs == 0) {
		R->rl.v[li].n = 0;
		vec_push(&R->rlfree, li);
	}
}

static int cell_same(const Cell *a, const Cell *b)
{
	return a->wa == b->wa && a->wc == b->wc && a->wrec == b->wrec && a->ra == b->ra && a->rc == b->rc &&
		a->rrec == b->rrec && a->ui == b->ui && a->wf == b->wf && a->rf == b->rf && a->init == b->init;
}

static void rl_push(RList *l, REnt e)
{
	if (l->n == l->cap) {
		int nc = l->cap ? l->cap * 2 : 4;
		REnt *p = kl_realloc(l->e, (size_t)nc * sizeof *p);
		if (!p)
			die("out of memory");
		l->e = p;
		l->cap = nc;
	}
	l->e[l->n++] = e;
}

static int reported(Race *R, uint32_t prior)
{
	for (int i = 0; i < R->nrep; i++)
		if (R->rep[i] == prior)
			return 1;
	if (R->nrep < 8)
		R->rep[R->nrep++] = prior;
	return 0;
}

static int fenced(Race *R, uint32_t wa, uint32_t wc, uint32_t cur, uint32_t seen)
{
	Agent *w = &R->ag.v[wa];
	if (w->lane < 0)
		return 1;      /* async generic-proxy writers (cp.async): not judged */
	int lo = 0, hi = w->npf;
	while (lo < hi) {
		int mid = (lo + hi) / 2;
		if (w->pf[mid] < wc)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < w->npf && w->pf[lo] <= seen)
		return 1;
	Agent *c = &R->ag.v[cur];
	if (c->op >= 0 && wc <= vc_get(&R->ops.v[c->op].pfvc, wa))
		return 1;
	return 0;
}

/* The conflict between prior record p and the current record c. */
static void conflict(Race *R, uint32_t t, uint32_t p, uint32_t c, uint32_t pclock, uint64_t byte)
{
	if (reported(R, p))
		return;
	const Rec *rp = &R->recs.v[p], *rc = &R->recs.v[c];
	int pa = (rp->flags & F_ASYNC) || R->ag.v[rp->agent].lane < 0;
	int ca = (rc->flags & F_ASYNC) || R->ag.v[rc->agent].lane < 0;
	/* cp.async goes through the generic proxy but is still an async operation */
	uint32_t first = p, second = c;
	if (rp->time > rc->time) {
		first = c;
		second = p;
	}
	const Rec *r1 = &R->recs.v[first], *r2 = &R->recs.v[second];
	int a1 = first == p ? pa : ca, a2 = first == p ? ca : pa;
	const char *hz = r1->write && r2->write ? "WAW" : r1->write ? "RAW" : "WAR";
	RaceKind kind = RK_DATA_RACE;
	if (a1 && a2)
		kind = r1->write && !r2->write ? RK_READ_BEFORE_ASYNC_COMPLETE : RK_ASYNC_BUFFER_REUSE;
	else if (a1)   /* the async op was issued first */
		kind = r1->write && !r2->write ? RK_READ_BEFORE_ASYNC_COMPLETE : RK_ASYNC_BUFFER_REUSE;
	else if (a2)   /* a generic access before the op was issued */
		kind = !r1->write ? RK_ASYNC_BUFFER_REUSE : RK_DATA_RACE;
	/* a flag handoff the current thread observed without release/acquire */
	const Obs *ob = NULL;
	const VC *vt = &R->ag.v[t].vc;
	for (int i = 0; i < R->obs.n; i++) {
		const Obs *o = &R->obs.v[i];
		if (o->rclock <= vc_get(vt, o->reader) && pclock <= vc_get(&R->obsvc[o->wvc], rp->agent))
			ob = o;
	}
	if (ob && kind == RK_DATA_RACE)
		kind = ob->narrow ? RK_SCOPE_TOO_NARROW : RK_ORDERING_RACE;
	RaceFinding *f = add_finding(R, kind, hz, first, second, byte);
	if (!f)
		return;
	if (ob) {
		fill_access(R, &f->fa, ob->frec);
		fill_access(R, &f->fb, ob->rrec);
	}
	describe(f);
}

static void shadow(Race *R, uint32_t t, uint32_t rec, const SimEvent *ev, int write, uint8_t flags)
{
	uint64_t base;
	int bi;
	Cell *cells = cells_for(R, ev->space, ev->cta_mem, ev->addr, ev->size, &base, &bi);
	if (!cells)
		return;
	Agent *g = agent(R, t);
	const VC *vt = &g->vc;
	uint32_t ct = vc_get(vt, t);
	int async = (flags & F_ASYNC) != 0;
	int strong = (flags & F_STRONG) != 0;
	R->nrep = 0;
	uint64_t off = ev->addr - base;
	/* Consecutive bytes usually hold the same state (the same earlier
	 * accesses covered them): a byte whose state equals the previous byte's
	 * before this access gets that byte's result (read lists are shared
	 * between such cells and copied on write). */
	Cell mpre = {0}, mpost = {0};
	int memo = 0;
	for (uint32_t i = 0; i < ev->size; i++) {
		Cell *x = &cells[off + i];
		uint64_t byte = ev->addr + i;
		Cell pre = *x;
		if (memo && cell_same(&pre, &mpre)) {
			if (mpost.ra == RSHARED)
				R->rl.v[mpost.rc].refs++;
			if (pre.ra == RSHARED)
				rl_unref(R, pre.rc);
			*x = mpost;
			continue;
		}
		if (x->wc && x->wa != t) {
			uint32_t seen = vc_get(vt, x->wa);
			if (x->wc > seen) {
				if (strong && (x->wf & F_STRONG)) {
					int sc = F_SCOPE(x->wf) < F_SCOPE(flags) ? F_SCOPE(x->wf) : F_SCOPE(flags);
					if (!covers(R, sc, x->wa, t) && !reported(R, x->wrec)) {
						RaceFinding *f = add_finding(R, RK_SCOPE_TOO_NARROW, write ? "WAW" : "RAW", x->wrec, rec, byte);
						if (f)
							describe(f);
					}
				} else {
					conflict(R, t, x->wrec, rec, x->wc, byte);
				}
			} else if (async && !(x->wf & F_ASYNC) && !fenced(R, x->wa, x->wc, t, seen) && !reported(R, x->wrec)) {
				RaceFinding *f = add_finding(R, RK_MISSING_PROXY_FENCE, write ? "WAW" : "RAW", x->wrec, rec, byte);
				if (f)
					describe(f);
			}
		} else if (!x->wc && !x->init && !write && !x->ui) {
			/* judged after the launch: a later write unordered with this read
			 * explains it as a race instead */
			if (!R->un.n || R->un.v[R->un.n - 1].rec != rec) {
				struct Uninit u = {rec, byte, 0};
				vec_push(&R->un, u);
			}
			x->ui = (uint32_t)R->un.n;
		}
		if (write && x->ui) {
			struct Uninit *u = &R->un.v[x->ui - 1];
			const Rec *ur = &R->recs.v[u->rec];
			if (ur->agent != t && vc_get(vt, ur->agent) < ur->clock)
				u->explained = 1;
			x->ui = 0;
		}
		if (write) {
			if (x->ra == RSHARED) {
				RList *l = &R->rl.v[x->rc];
				for (int j = 0; j < l->n; j++) {
					REnt *e = &l->e[j];
					if (e->a != t && e->c > vc_get(vt, e->a) && !(strong && (e->f & F_STRONG)))
						conflict(R, t, e->rec, rec, e->c, byte);
				}
				rl_unref(R, x->rc);
			} else if (x->ra != NONE && x->ra != t && x->rc > vc_get(vt, x->ra) && !(strong && (x->rf & F_STRONG))) {
				conflict(R, t, x->rrec, rec, x->rc, byte);
			}
			x->ra = NONE;
			x->wa = t;
			x->wc = ct;
			x->wrec = rec;
			x->wf = flags;
		} else {
			if (x->ra == NONE || x->ra == t || (x->ra != RSHARED && x->rc <= vc_get(vt, x->ra))) {
				x->ra = t;
				x->rc = ct;
				x->rrec = rec;
				x->rf = flags;
			} else if (x->ra != RSHARED) {
				uint32_t li = rl_new(R);
				RList *l = &R->rl.v[li];
				rl_push(l, (REnt){x->ra, x->rc, x->rrec, x->rf});
				rl_push(l, (REnt){t, ct, rec, flags});
				x->ra = RSHARED;
				x->rc = li;
			} else {
				if (R->rl.v[x->rc].refs > 1) {
					uint32_t li = rl_new(R);
					RList *o = &R->rl.v[x->rc], *l = &R->rl.v[li];
					for (int j = 0; j < o->n; j++)
						rl_push(l, o->e[j]);
					o->refs--;
					x->rc = li;
				}
				RList *l = &R->rl.v[x->rc];
				int found = 0, k = 0;
				for (int j = 0; j < l->n; j++) {
					REnt e = l->e[j];
					if (e.a == t) {
						e.c = ct;
						e.rec = rec;
						e.f = flags;
						found = 1;
					} else if (e.c <= vc_get(vt, e.a)) {
						continue;   /* ordered before this read: dominated */
					}
					l->e[k++] = e;
				}
				l->n = k;
				if (!found)
					rl_push(l, (REnt){t, ct, rec, flags});
			}
		}
		mpre = pre;
		mpost = *x;
		memo = 1;
	}
}

/* Shared accesses must stay inside one shared variable; a thread
 * instruction that addresses a variable keeps addressing it. */
static void bounds(Race *R, uint32_t rec, const SimEvent *ev)
{
	const IrKernel *k = R->k;
	int vi = -1;
	for (int i = 0; i < k->nshared; i++)
		if (ev->addr >= (uint64_t)k->shared[i].offset && ev->addr < (uint64_t)(k->shared[i].offset + k->shared[i].size))
			vi = i;
	int bad = vi < 0 || ev->addr + ev->size > (uint64_t)(k->shared[vi].offset + k->shared[vi].size);
	int home = vi;
	if (ev->ir) {
		uint32_t *h = map_slot(&R->home, (uint64_t)(uintptr_t)ev->ir, 1);
		if (*h == UINT32_MAX)
			*h = (uint32_t)vi;
		else if ((int)*h != vi) {
			home = (int)*h;
			bad = 1;
		}
	}
	if (!bad)
		return;
	R->nrep = 0;
	RaceFinding *f = add_finding(R, RK_OUT_OF_BOUNDS, NULL, NONE, rec, ev->addr);
	if (!f)
		return;
	if (home >= 0) {
		const IrShared *s = &k->shared[home];
		snprintf(f->object, sizeof f->object, "%s", s->name);
		f->obj_off = ev->addr - (uint64_t)s->offset;
		snprintf(f->msg, sizeof f->msg,
			"line %d: %u-byte %s access at shared byte %llu is outside shared variable %s (bytes %lld..%lld)%s%s",
			ev->loc.line, ev->size, ev->kind == SIM_EV_ST ? "store" : "load", (unsigned long long)ev->addr, s->name,
			(long long)s->offset, (long long)(s->offset + s->size - 1),
			vi >= 0 && vi != home ? ": it lands in " : "", vi >= 0 && vi != home ? k->shared[vi].name : "");
	} else {
		snprintf(f->object, sizeof f->object, "shared+0x%llx", (unsigned long long)ev->addr);
		snprintf(f->msg, sizeof f->msg, "line %d: %u-byte access at shared byte %llu is in no shared variable",
			ev->loc.line, ev->size, (unsigned long long)ev->addr);
	}
}

/* ---------------------------------------------------------------- sync variables */

static SyncVar *syncvar(Race *R, const SimEvent *ev, int insert)
{
	uint64_t key = (uint64_t)ev->space << 60 ^ (uint64_t)(ev->cta_mem + 1) << 44 ^ ev->addr;
	uint32_t *s = map_slot(&R->svmap, key, insert);
	if (!s)
		return NULL;
	if (*s == UINT32_MAX) {
		SyncVar v = {0};
		vec_push(&R->svs, v);
		*s = (uint32_t)R->svs.n - 1;
	}
	return &R->svs.v[*s];
}

static void add_obs(Race *R, uint32_t reader, Obs o, const VC *wv)
{
	o.reader = reader;
	o.rclock = clk(R, reader);
	o.wvc = R->nobsvc++ % 64;
	vc_copy(&R->obsvc[o.wvc], wv);
	if (R->obs.n == 64) {
		memmove(R->obs.v, R->obs.v + 1, 63 * sizeof *R->obs.v);
		R->obs.n = 63;
	}
	vec_push(&R->obs, o);
}

static void strong_load(Race *R, uint32_t t, const SimEvent *ev, int acquire, int scope, uint32_t rec)
{
	SyncVar *s = syncvar(R, ev, 0);
	if (!s || !s->has || s->wagent == t)
		return;
	Agent *g = agent(R, t);
	int sc = s->scope < scope ? s->scope : scope;
	if (!covers(R, sc, s->wagent, t)) {
		add_obs(R, t, (Obs){0, 0, s->wagent, s->wclock, 0, s->wrec, rec, 1}, &s->wvc);
		return;
	}
	if (acquire)
		vc_join(&g->vc, &s->vc);
	else
		vc_join(&g->pacq, &s->vc);
	if (!acquire || vc_get(&s->vc, s->wagent) < s->wclock)
		add_obs(R, t, (Obs){0, 0, s->wagent, s->wclock, 0, s->wrec, rec, 0}, &s->wvc);
}

static void strong_store(Race *R, uint32_t t, const SimEvent *ev, int release, int rmw, int scope, uint32_t rec)
{
	SyncVar *s = syncvar(R, ev, 1);
	Agent *g = agent(R, t);
	const VC *src = release ? &g->vc : g->has_frel ? &g->frel : NULL;
	int sc = release || !g->has_frel ? scope : (g->frel_scope < scope ? g->frel_scope : scope);
	if (!rmw || !s->has) {
		if (src)
			vc_copy(&s->vc, src);
		else
			vc_clear(&s->vc);
		s->scope = sc;
	} else {
		if (src)
			vc_join(&s->vc, src);
		if (sc < s->scope)
			s->scope = sc;
	}
	s->has = 1;
	vc_copy(&s->wvc, &g->vc);
	s->wagent = t;
	s->wclock = clk(R, t);
	s->wrec = rec;
	if (release)
		tick(R, t);
}

/* ---------------------------------------------------------------- events */

static uint32_t new_rec(Race *R, uint32_t agent_id, const SimEvent *ev, int write, uint8_t flags, uint64_t time, uint64_t op)
{
	Rec r = {agent_id, ev->ir, ev->loc, ev->addr, ev->size, ev->cta_mem, time, op, clk(R, agent_id),
		(uint8_t)ev->space, (uint8_t)write, flags};
	vec_push(&R->recs, r);
	return (uint32_t)R->recs.n - 1;
}

static int op_index(Race *R, int cta, uint64_t id, int insert)
{
	uint64_t key = (uint64_t)cluster_of(R, cta) << 40 ^ id;
	uint32_t *s = map_slot(&R->opmap, key, insert);
	if (!s)
		return -1;
	return *s == UINT32_MAX ? -1 : (int)*s;
}

static int op_class(const char *id)
{
	if (starts(id, "wgmma"))
		return 2;
	if (starts(id, "cp_async_c"))   /* cp_async_ca / cp_async_cg (and _ignore) */
		return 0;
	if (strstr(id, "s2g") || (starts(id, "cp_reduce_bulk") && !strstr(id, "s2s")))
		return 1;
	return -1;
}

static WarpSt *warp_st(Race *R, int cta, int warp)
{
	if (cta < 0 || cta >= R->nctas || warp < 0 || warp >= R->wpc)
		return NULL;
	return &R->warps[cta * R->wpc + warp];
}

static void mem_event(Race *R, const SimEvent *ev)
{
	R->nacc++;
	int write = ev->kind != SIM_EV_LD;
	int rmw = ev->kind == SIM_EV_ATOM;
	uint32_t t;
	uint64_t time, opid = 0;
	uint8_t flags = ev->proxy == PROXY_ASYNC ? F_ASYNC : 0;
	if (ev->async_id) {   /* performed by async operation ev->async_id */
		int oi = op_index(R, ev->cta, ev->async_id, 0);
		if (oi < 0)
			return;
		Op *o = &R->ops.v[oi];
		R->cur_op = oi;
		t = write ? o->wr : o->rd;
		time = o->time;
		opid = ev->async_id;
	} else {
		if (ev->lane < 0 || ev->warp >= R->wpc)
			return;
		t = thread_of(R, ev->cta, ev->warp, ev->lane);
		time = R->time;
		R->last_thread = t;
		R->cur_op = -1;
	}
	const char *sem = ev->async_id ? NULL : ins_sem(ev->ir);
	int scope = SC_GPU;
	if (sem) {
		scope = ins_scope(ev->ir, SC_GPU);
		flags |= (uint8_t)(F_STRONG | scope << 2);
	}
	uint32_t rec = new_rec(R, t, ev, write, flags, time, opid);
	if (sem && (ev->kind == SIM_EV_LD || rmw))
		strong_load(R, t, ev, !strcmp(sem, "acquire") || !strcmp(sem, "acq_rel"), scope, rec);
	if (!ev->async_id && ev->space == SPACE_SHARED && R->home_ok)
		bounds(R, rec, ev);
	shadow(R, t, rec, ev, write, flags);
	if (sem && write)
		strong_store(R, t, ev, !strcmp(sem, "release") || !strcmp(sem, "acq_rel"), rmw, scope, rec);
}

static BarSt *bar_st(Race *R, uint64_t key)
{
	uint32_t *s = map_slot(&R->barmap, key, 1);
	if (*s == UINT32_MAX) {
		BarSt b;
		memset(&b, 0, sizeof b);
		b.tag[0] = b.tag[1] = UINT64_MAX;
		vec_push(&R->bars, b);
		*s = (uint32_t)R->bars.n - 1;
	}
	return &R->bars.v[*s];
}

static MbarSt *mbar_st(Race *R, const SimEvent *ev)
{
	uint64_t key = (uint64_t)(ev->cta_mem + 1) << 32 ^ ev->addr;
	uint32_t *s = map_slot(&R->mbmap, key, 1);
	if (*s == UINT32_MAX) {
		MbarSt m;
		memset(&m, 0, sizeof m);
		vec_push(&R->mbars, m);
		*s = (uint32_t)R->mbars.n - 1;
	}
	return &R->mbars.v[*s];
}

#define FOR_MASK(mask, l) for (uint32_t m_##l = (mask), l; m_##l && ((l = (uint32_t)__builtin_ctz(m_##l)), 1); m_##l &= m_##l - 1)

static void bar_event(Race *R, const SimEvent *ev)
{
	int cluster = ev->barrier == 16;
	uint64_t key = cluster ? (1ull << 62) | (uint64_t)cluster_of(R, ev->cta) : (uint64_t)ev->cta * 17 + (uint64_t)ev->barrier;
	BarSt *b = bar_st(R, key);
	if (ev->kind == SIM_EV_BAR_ARRIVE) {
		int slot = (int)(ev->phase & 1);
		if (b->tag[slot] != ev->phase) {
			vc_clear(&b->acc[slot]);
			b->tag[slot] = ev->phase;
		}
		const char *sem = ev->ir ? isa_slot_value(&ev->ir->m, "sem") : NULL;
		if (sem && !strcmp(sem, "relaxed"))
			return;
		FOR_MASK(ev->lanes, l) {
			uint32_t t = thread_of(R, ev->cta, ev->warp, (int)l);
			vc_join(&b->acc[slot], &agent(R, t)->vc);
			tick(R, t);
		}
		return;
	}
	uint64_t gen = cluster ? ev->phase - 1 : ev->phase;
	int slot = (int)(gen & 1);
	if (b->tag[slot] != gen)
		return;
	FOR_MASK(ev->lanes, l) {
		uint32_t t = thread_of(R, ev->cta, ev->warp, (int)l);
		vc_join(&agent(R, t)->vc, &b->acc[slot]);
	}
}

static void warp_sync(Race *R, const SimEvent *ev)
{
	VC j = {0};
	uint32_t mask = ev->mask & ev->active;
	FOR_MASK(mask, l)
		vc_join(&j, &agent(R, thread_of(R, ev->cta, ev->warp, (int)l))->vc);
	FOR_MASK(mask, l) {
		uint32_t t = thread_of(R, ev->cta, ev->warp, (int)l);
		vc_join(&agent(R, t)->vc, &j);
		tick(R, t);
	}
	vc_free(&j);
}

static void fence_event(Race *R, const SimEvent *ev)
{
	const char *id = idname(ev->ir);
	if (starts(id, "wgmma") || starts(id, "tcgen05") || !strcmp(id, "fence_proxy_alias") || strstr(id, "tensormap"))
		return;
	int proxy = !strcmp(id, "fence_proxy_async");
	int scope = !strcmp(id, "fence_mbar_init") ? SC_CLUSTER : ins_scope(ev->ir, SC_GPU);
	uint32_t mask = ev->lanes ? ev->lanes : 0xffffffffu;
	FOR_MASK(mask, l) {
		uint32_t t = thread_of(R, ev->cta, ev->warp, (int)l);
		if (t >= R->nthreads)
			continue;
		Agent *g = agent(R, t);
		if (proxy) {
			if (g->npf == g->cpf) {
				g->cpf = g->cpf ? g->cpf * 2 : 8;
				g->pf = kl_realloc(g->pf, (size_t)g->cpf * sizeof *g->pf);
				if (!g->pf)
					die("out of memory");
			}
			uint32_t c = vc_get(&g->vc, t);
			if (!g->npf || g->pf[g->npf - 1] != c)
				g->pf[g->npf++] = c;
			vc_copy(&g->pfvc, &g->vc);
		} else {
			/* fence.sc / fence.acq_rel / membar: acquire what relaxed loads saw, release */
			vc_join(&g->vc, &g->pacq);
			vc_clear(&g->pacq);
			vc_copy(&g->frel, &g->vc);
			g->has_frel = 1;
			g->frel_scope = scope;
		}
		tick(R, t);
	}
}

static void issue_event(Race *R, const SimEvent *ev)
{
	WarpSt *w = warp_st(R, ev->cta, ev->warp);
	if (!w)
		return;
	Op o;
	memset(&o, 0, sizeof o);
	o.cls = op_class(idname(ev->ir));
	o.group = o.cls >= 0 ? w->committed[o.cls] : 0;
	o.time = R->time;
	int oi = R->ops.n;
	uint32_t a = new_agent(R, ev->cta, ev->warp, oi);
	o.wr = o.rd = a;
	if (o.cls == 1)
		o.rd = new_agent(R, ev->cta, ev->warp, oi);
	uint32_t mask = ev->lanes ? ev->lanes : 0xffffffffu;
	o.issuer = NONE;
	Agent *ga = agent(R, a);
	FOR_MASK(mask, l) {
		uint32_t t = thread_of(R, ev->cta, ev->warp, (int)l);
		Agent *g = agent(R, t);
		ga = &R->ag.v[a];
		vc_join(&ga->vc, &g->vc);
		if (o.issuer == NONE) {
			o.issuer = t;
			vc_copy(&o.pfvc, &g->pfvc);
		}
	}
	if (o.rd != a) {
		Agent *gr = agent(R, o.rd);
		vc_join(&gr->vc, &R->ag.v[a].vc);
	}
	FOR_MASK(mask, l)
		tick(R, thread_of(R, ev->cta, ev->warp, (int)l));
	vec_push(&R->ops, o);
	uint32_t *s = map_slot(&R->opmap, (uint64_t)cluster_of(R, ev->cta) << 40 ^ ev->async_id, 1);
	*s = (uint32_t)oi;
	vec_push(&w->ops, oi);
}

static void wait_event(Race *R, const SimEvent *ev)
{
	WarpSt *w = warp_st(R, ev->cta, ev->warp);
	if (!w)
		return;
	int cls = (int)ev->aclass;
	uint32_t keep = ev->group;
	int cp_arrive = !strcmp(idname(ev->ir), "cp_async_mbar_arrive");
	int read_only = ev->ir && isa_slot_value(&ev->ir->m, "read") != NULL;
	if (cls < 0 || cls > 2)
		return;
	VC j = {0};
	int k = 0;
	for (int i = 0; i < w->ops.n; i++) {
		int oi = w->ops.v[i];
		Op *o = &R->ops.v[oi];
		int covered = o->cls == cls && (keep == UINT32_MAX || o->group + keep < w->committed[cls]);
		if (covered) {
			vc_join(&j, &agent(R, o->rd)->vc);
			if (!read_only)
				vc_join(&j, &agent(R, o->wr)->vc);
		}
		if (!covered || read_only)
			w->ops.v[k++] = oi;
	}
	w->ops.n = k;
	if (cp_arrive) {
		vc_join(&w->cprel, &j);
		w->cprel_set = 1;
	} else {
		uint32_t mask = ev->lanes ? ev->lanes : 0xffffffffu;
		FOR_MASK(mask, l)
			vc_join(&agent(R, thread_of(R, ev->cta, ev->warp, (int)l))->vc, &j);
	}
	vc_free(&j);
}

static void mbar_event(Race *R, const SimEvent *ev)
{
	MbarSt *m = mbar_st(R, ev);
	const char *id = idname(ev->ir);
	switch (ev->kind) {
	case SIM_EV_MBAR_INIT:
		vc_clear(&m->acc);
		m->nphase = 0;
		break;
	case SIM_EV_MBAR_ARRIVE: {
		if (ev->lane < 0)
			break;
		uint32_t t = thread_of(R, ev->cta, ev->warp, ev->lane);
		if (strstr(id, "relaxed"))
			break;
		vc_join(&m->acc, &agent(R, t)->vc);
		if (!strcmp(id, "cp_async_mbar_arrive")) {
			WarpSt *w = warp_st(R, ev->cta, ev->warp);
			if (w && w->cprel_set)
				vc_join(&m->acc, &w->cprel);
		}
		tick(R, t);
		break;
	}
	case SIM_EV_MBAR_COMPLETE_TX:
		if (R->cur_op >= 0) {
			vc_join(&m->acc, &agent(R, R->ops.v[R->cur_op].wr)->vc);
		} else {
			uint32_t t = ev->lane >= 0 ? thread_of(R, ev->cta, ev->warp, ev->lane) : R->last_thread;
			if (t != NONE) {
				vc_join(&m->acc, &agent(R, t)->vc);
				tick(R, t);
			}
		}
		break;
	case SIM_EV_MBAR_PHASE:
		vc_copy(&m->ph[m->nphase % 4], &m->acc);
		vc_clear(&m->acc);
		m->nphase++;
		break;
	case SIM_EV_MBAR_WAIT: {
		if (!ev->ok || ev->lane < 0 || !m->nphase || strstr(id, "relaxed"))
			break;
		uint64_t k = m->nphase - 1;
		if ((k & 1) != (uint64_t)(ev->parity >= 0 ? ev->parity & 1 : 0))
			break;   /* not the phase this parity names (cannot happen without an overrun) */
		uint32_t t = thread_of(R, ev->cta, ev->warp, ev->lane);
		vc_join(&agent(R, t)->vc, &m->ph[k % 4]);
		break;
	}
	default:
		break;
	}
}

void race_event(void *ctx, const SimEvent *ev)
{
	Race *R = ctx;
	if (ev->kind == SIM_EV_COLLECTIVE && (!ev->op || strcmp(ev->op, "bar_warp_sync")))
		return;   /* other collectives order nothing here */
	R->nev++;
	R->time++;
	if (ev->cta < 0 || ev->cta >= R->nctas)
		return;
	switch (ev->kind) {
	case SIM_EV_LD:
	case SIM_EV_ST:
	case SIM_EV_ATOM:
		if (ev->space == SPACE_SHARED || ev->space == SPACE_GLOBAL)
			mem_event(R, ev);
		break;
	case SIM_EV_BAR_ARRIVE:
	case SIM_EV_BAR_PASS:
		bar_event(R, ev);
		break;
	case SIM_EV_MBAR_INIT:
	case SIM_EV_MBAR_ARRIVE:
	case SIM_EV_MBAR_COMPLETE_TX:
	case SIM_EV_MBAR_PHASE:
	case SIM_EV_MBAR_WAIT:
		mbar_event(R, ev);
		break;
	case SIM_EV_FENCE:
		fence_event(R, ev);
		break;
	case SIM_EV_ASYNC_ISSUE:
		issue_event(R, ev);
		break;
	case SIM_EV_ASYNC_DONE:
		R->cur_op = -1;
		break;
	case SIM_EV_ASYNC_COMMIT: {
		WarpSt *w = warp_st(R, ev->cta, ev->warp);
		if (w && ev->aclass >= 0 && ev->aclass < 3)
			w->committed[ev->aclass] = ev->group + 1;
		break;
	}
	case SIM_EV_ASYNC_WAIT:
		wait_event(R, ev);
		break;
	case SIM_EV_COLLECTIVE:
		if (ev->op && !strcmp(ev->op, "bar_warp_sync"))
			warp_sync(R, ev);
		break;
	default:
		break;
	}
}

/* ---------------------------------------------------------------- after the launch */

void race_finish(Race *R, const SimResult *res)
{
	for (int i = 0; i < R->un.n; i++)
		if (!R->un.v[i].explained) {
			R->nrep = 0;
			RaceFinding *f = add_finding(R, RK_UNINITIALIZED_READ, NULL, NONE, R->un.v[i].rec, R->un.v[i].byte);
			if (f)
				describe(f);
		}
	if (res && res->status == SIM_ERR_MEMORY) {
		RaceFinding f;
		memset(&f, 0, sizeof f);
		f.kind = RK_OUT_OF_BOUNDS;
		f.count = 1;
		f.b.valid = 1;
		f.b.cta = res->cta;
		f.b.warp = res->warp;
		f.b.lane = res->lane;
		f.b.loc = res->loc;
		f.b.addr = res->addr;
		f.space = SPACE_GLOBAL;
		const RaceBuf *best = NULL;
		for (int i = 0; i < R->cfg.nbufs; i++) {
			const RaceBuf *b = &R->cfg.bufs[i];
			if (b->addr <= res->addr && (!best || b->addr > best->addr))
				best = b;
		}
		if (strstr(res->message, "shared")) {
			f.space = SPACE_SHARED;
			snprintf(f.object, sizeof f.object, "shared window");
		} else if (best) {
			snprintf(f.object, sizeof f.object, "%s", best->name ? best->name : "?");
			f.obj_off = res->addr - best->addr;
		}
		f.b.space = f.space;
		if (best && f.space == SPACE_GLOBAL && res->addr >= best->addr + best->bytes)
			snprintf(f.msg, sizeof f.msg, "line %d: access %llu bytes past the end of tensor %s (%llu bytes): %.300s",
				res->loc.line, (unsigned long long)(res->addr - best->addr - best->bytes), f.object,
				(unsigned long long)best->bytes, res->message);
		else
			snprintf(f.msg, sizeof f.msg, "line %d: %.300s", res->loc.line, res->message);
		vec_push(&R->fs, f);
	}
	if (res && res->status != SIM_OK)
		return;
	for (int i = 0; i < R->cfg.nbufs; i++) {
		const RaceBuf *b = &R->cfg.bufs[i];
		if (!b->output)
			continue;
		uint64_t first = UINT64_MAX, n = 0;
		Cell *c = R->gmem[i];
		for (uint64_t j = 0; j < b->bytes; j++)
			if (!c || !c[j].wc) {
				if (first == UINT64_MAX)
					first = j;
				n++;
			}
		if (!n)
			continue;
		RaceFinding f;
		memset(&f, 0, sizeof f);
		f.kind = RK_OUTPUT_NEVER_WRITTEN;
		f.space = SPACE_GLOBAL;
		f.count = n;
		snprintf(f.object, sizeof f.object, "%s", b->name ? b->name : "?");
		f.obj_off = first;
		f.lo = b->addr + first;
		f.hi = f.lo + n;
		snprintf(f.msg, sizeof f.msg, "output %s: %llu of its %llu bytes are never written (the first at byte %llu)",
			f.object, (unsigned long long)n, (unsigned long long)b->bytes, (unsigned long long)first);
		vec_push(&R->fs, f);
	}
}

const RaceFinding *race_findings(const Race *R, int *n)
{
	*n = R->fs.n;
	return R->fs.v;
}
uint64_t race_accesses(const Race *R) { return R->nacc; }
uint64_t race_events(const Race *R) { return R->nev; }
int race_agents(const Race *R) { return R->ag.n; }

void race_free(Race *R)
{
	if (!R)
		return;
	for (int i = 0; i < R->ag.n; i++) {
		Agent *g = &R->ag.v[i];
		vc_free(&g->vc);
		vc_free(&g->pfvc);
		vc_free(&g->frel);
		vc_free(&g->pacq);
		kl_free(g->pf);
	}
	vec_free(&R->ag);
	for (int i = 0; i < R->ops.n; i++)
		vc_free(&R->ops.v[i].pfvc);
	vec_free(&R->ops);
	for (int i = 0; i < R->nctas * R->wpc; i++) {
		vec_free(&R->warps[i].ops);
		vc_free(&R->warps[i].cprel);
	}
	kl_free(R->warps);
	for (int i = 0; i < R->bars.n; i++) {
		vc_free(&R->bars.v[i].acc[0]);
		vc_free(&R->bars.v[i].acc[1]);
	}
	vec_free(&R->bars);
	for (int i = 0; i < R->mbars.n; i++) {
		vc_free(&R->mbars.v[i].acc);
		for (int j = 0; j < 4; j++)
			vc_free(&R->mbars.v[i].ph[j]);
	}
	vec_free(&R->mbars);
	for (int i = 0; i < R->svs.n; i++) {
		vc_free(&R->svs.v[i].vc);
		vc_free(&R->svs.v[i].wvc);
	}
	for (int i = 0; i < 64; i++)
		vc_free(&R->obsvc[i]);
	vec_free(&R->svs);
	for (int i = 0; i < R->nctas; i++)
		kl_free(R->smem[i]);
	kl_free(R->smem);
	for (int i = 0; i < R->cfg.nbufs; i++)
		kl_free(R->gmem[i]);
	kl_free(R->gmem);
	for (int i = 0; i < R->rl.n; i++)
		kl_free(R->rl.v[i].e);
	vec_free(&R->rl);
	vec_free(&R->rlfree);
	vec_free(&R->recs);
	vec_free(&R->un);
	vec_free(&R->obs);
	vec_free(&R->fs);
	map_free(&R->opmap);
	map_free(&R->barmap);
	map_free(&R->mbmap);
	map_free(&R->svmap);
	map_free(&R->fmap);
	map_free(&R->home);
	kl_free(R);
}

/* ---------------------------------------------------------------- reports */

static void access_text(const char *label, const RaceAccess *x, Buf *out)
{
	if (!x->valid)
		return;
	char w[96];
	who(x, w, sizeof w);
	buf_printf(out, "    %s: %s:%d:%d %s %s by %s, %s bytes [0x%llx, 0x%llx) (%u bytes)%s\n", label,
		x->loc.file ? x->loc.file : "?", x->loc.line, x->loc.col, x->ins, x->write ? "write" : "read", w,
		space_word(x->space), (unsigned long long)x->addr, (unsigned long long)(x->addr + x->size), x->size,
		x->async_proxy ? " through the async proxy" : "");
}

void race_finding_text(const RaceFinding *f, Buf *out)
{
	const RaceAccess *at = f->b.valid ? &f->b : &f->a;
	buf_printf(out, "%s:%d:%d: %s: %s", at->loc.file ? at->loc.file : "?", at->loc.line, at->loc.col,
		race_kind_name(f->kind), f->msg);
	if (f->count > 1)
		buf_printf(out, " (%llu instances)", (unsigned long long)f->count);
	buf_putc(out, '\n');
	access_text("first ", &f->a, out);
	access_text("second", &f->b, out);
	access_text("flag store", &f->fa, out);
	access_text("flag load ", &f->fb, out);
}

static void access_members(JsonW *w, const RaceAccess *x);

static void access_json(JsonW *w, const char *key, const RaceAccess *x)
{
	if (!x->valid)
		return;
	jw_key(w, key);
	jw_obj(w);
	access_members(w, x);
	jw_end_obj(w);
}

static void access_json_role(JsonW *w, const RaceAccess *x, const char *role, const RaceFinding *f)
{
	jw_obj(w);
	jw_kstr(w, "role", role);
	jw_kstr(w, "object", f->object);
	jw_kuint(w, "object_offset", f->obj_off);
	access_members(w, x);
	jw_end_obj(w);
}

static void access_members(JsonW *w, const RaceAccess *x)
{
	jw_kint(w, "cta", x->cta);
	jw_kint(w, "warp", x->warp);
	jw_kint(w, "lane", x->lane);
	if (x->lane >= 0)
		jw_kint(w, "thread", x->warp * 32 + x->lane);
	else {
		jw_kuint(w, "async_op", x->async_op);
	}
	jw_kstr(w, "instruction", x->ins);
	jw_kstr(w, "access", x->write ? "write" : "read");
	jw_kbool(w, "strong", x->strong);
	jw_kstr(w, "proxy", x->async_proxy ? "async" : "generic");
	jw_kstr(w, "space", space_word(x->space));
	if (x->space == SPACE_SHARED)
		jw_kint(w, "cta_mem", x->cta_mem);
	char a[32];
	snprintf(a, sizeof a, "0x%llx", (unsigned long long)x->addr);
	jw_kstr(w, "addr", a);
	jw_kint(w, "bytes", x->size);
	jw_key(w, "loc");
	jw_obj(w);
	jw_kstr(w, "file", x->loc.file ? x->loc.file : "");
	jw_kint(w, "line", x->loc.line);
	jw_kint(w, "col", x->loc.col);
	jw_end_obj(w);
}

void race_finding_json(const RaceFinding *f, JsonW *w)
{
	jw_obj(w);
	jw_kstr(w, "checker", "race");
	jw_kstr(w, "kind", race_kind_name(f->kind));
	jw_kstr(w, "severity", "error");
	if (f->hazard)
		jw_kstr(w, "hazard", f->hazard);
	jw_kstr(w, "space", space_word(f->space));
	if (f->kind == RK_DATA_RACE || f->kind == RK_ORDERING_RACE)
		jw_kbool(w, "intra_warp", f->intra_warp);
	jw_kstr(w, "object", f->object);
	jw_kuint(w, "object_offset", f->obj_off);
	jw_kstr(w, "message", f->msg);
	jw_kuint(w, "count", f->count);
	access_json(w, "first", &f->a);
	access_json(w, "second", &f->b);
	access_json(w, "flag_store", &f->fa);
	access_json(w, "flag_load", &f->fb);
	jw_end_obj(w);
}

void race_accesses_json(const RaceFinding *f, JsonW *w)
{
	const RaceAccess *xs[4] = {&f->a, &f->b, &f->fa, &f->fb};
	static const char *const roles[4] = {"first", "second", "flag_store", "flag_load"};
	jw_arr(w);
	for (int i = 0; i < 4; i++)
		if (xs[i]->valid)
			access_json_role(w, xs[i], roles[i], f);
	jw_end_arr(w);
}
