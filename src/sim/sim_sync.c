/* Simulator handlers for synchronization and the async engines: CTA and
 * cluster barriers, mbarriers (arrival count, phase, transaction count, kept
 * in the barrier's own 8 shared bytes), fences (ordering only), cp.async
 * with commit groups, bulk and bulk tensor copies through tensor maps
 * (layout.h places box elements), wgmma with shared-memory descriptors, and
 * the warp-level ldmatrix/stmatrix/mma.sync fragments.  Async operations
 * complete at points the scheduler chooses (sim_exec.c) or when waited on. */
#include "sim/sim_int.h"
#include "num/fp.h"
#include "util/xmacro.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define HANDLER(name) int sim_h_##name(SimWarp *w, const SimIns *in, uint32_t m)
#define DECODER(name) int sim_d_##name(SimIns *in, Buf *b)
/* a decoder whose handler needs one modifier flag (aux = flag present) */
#define DECODER_FLAG(name, fl) DECODER(name) { (void)b; in->aux = (uint32_t)sim_flag(in, fl); return 0; }
#define S(i) ((const uint64_t *)RG(w, in->op[i].r))
static int why(Buf *b, const char *msg) { buf_puts(b, msg); return -1; }
static inline uint32_t first(uint32_t m) { return (uint32_t)__builtin_ctz(m); }

/* barrier events: the CTA barrier id (16: the cluster barrier) */
static void bar_event(SimWarp *w, const SimIns *in, SimEvKind k, int id, uint32_t count, uint64_t gen)
{
	if (!sim_tracing(w))
		return;
	SimEvent ev = {.kind = k, .lane = -1, .barrier = id, .count = count, .phase = gen, .cta_mem = -1,
		.parity = -1, .aclass = SIM_AC_NONE};
	sim_emit(w, in, &ev);
}

/* mbarrier events: the barrier object at shared offset off of cta */
static void mb_event(SimWarp *w, const SimIns *in, SimEvKind k, int lane, const SimCta *cta, uint64_t off,
	uint32_t count, uint32_t tx, uint64_t phase, SimAgent agent)
{
	if (!sim_tracing(w))
		return;
	SimEvent ev = {.kind = k, .lane = lane, .agent = agent, .space = SPACE_SHARED, .cta_mem = cta->id,
		.addr = off, .size = 8, .count = count, .tx = tx, .phase = phase, .parity = -1,
		.aclass = SIM_AC_NONE, .proxy = agent == SIM_AG_ASYNC ? PROXY_ASYNC : PROXY_GENERIC};
	sim_emit(w, in, &ev);
}

/* ---------------------------------------------------------------- CTA barriers */

void sim_bar_check(SimCta *cta, int id)
{
	SimBar *b = &cta->bar[id];
	if (!b->arrived)
		return;
	int need = b->expect ? (int)((b->expect + NLANE - 1) / NLANE) : cta->nwarps - cta->ndone;
	int waiting = 0;
	for (int i = 0; i < cta->nwarps; i++)
		waiting += cta->warps[i].state == W_BAR && cta->warps[i].bar == id;
	if (b->arrived < need)
		return;
	uint64_t red = b->red;
	for (int i = 0; i < cta->nwarps; i++) {
		SimWarp *w = &cta->warps[i];
		if (w->state != W_BAR || w->bar != id)
			continue;
		w->state = W_RUN;
		if (b->red_op && w->red_reg >= 0)
			FOR_LANES(w->red_mask, l)
				RG(w, w->red_reg)[l] = red;
		bar_event(w, &w->clu->run->p->ins[w->wait_pc], SIM_EV_BAR_PASS, id, b->expect, b->gen);
	}
	(void)waiting;
	b->arrived = 0;
	b->expect = 0;
	b->red_op = 0;
	b->red = 0;
	b->gen++;
	cta->clu->progress++;
}

/* mode: 0 plain, bar.red 1 popc, 2 and, 3 or; aux: operand indices of
 * a, b (count) and c (predicate), +1, 0 = absent */
static int bar_common(SimWarp *w, const SimIns *in, uint32_t m, int wait)
{
	uint32_t l0 = first(m);
	int ia = (int)(in->aux & 0xff) - 1, ib = (int)((in->aux >> 8) & 0xff) - 1, ic = (int)((in->aux >> 16) & 0xff) - 1;
	uint64_t id = ia >= 0 ? S(ia)[l0] : 0;
	if (id >= 16)
		return sim_fail(w, in, (int)l0, SIM_ERR_INVALID, 0, "barrier id %llu out of range 0..15",
			(unsigned long long)id);
	SimBar *b = &w->cta->bar[id];
	uint32_t n = 0;
	if (ib >= 0 && in->op[ib].present) {
		n = (uint32_t)S(ib)[l0];
		if (!n || n % NLANE)
			return sim_fail(w, in, (int)l0, SIM_ERR_INVALID, 0,
				"barrier thread count %u is not a positive multiple of 32", n);
		if (b->arrived && b->expect && b->expect != n)
			return sim_fail(w, in, (int)l0, SIM_ERR_INVALID, 0,
				"barrier %llu: thread count %u differs from the %u of earlier arrivals",
				(unsigned long long)id, n, b->expect);
		b->expect = n;
	}
	if (in->mode && ic >= 0) {
		uint32_t pm = sim_pred_mask(w, in->op[ic].r, m);
		if (!b->arrived) {
			b->red_op = in->mode;
			b->red = in->mode == 2 ? 1 : 0;
		}
		if (in->mode == 1)
			b->red += (uint64_t)__builtin_popcount(pm);
		else if (in->mode == 2)
			b->red &= pm == m;
		else
			b->red |= pm != 0;
		w->red_reg = in->op[0].r;
		w->red_mask = m;
	} else {
		w->red_reg = -1;
	}
	b->arrived++;
	w->clu->progress++;
	bar_event(w, in, SIM_EV_BAR_ARRIVE, (int)id, b->expect, b->gen);
	if (wait) {
		w->state = W_BAR;
		w->bar = (int)id;
		w->wait_pc = w->pc;
	}
	sim_bar_check(w->cta, (int)id);
	return H_OK;
}

static void bar_dec(SimIns *in)
{
	in->aux = (uint32_t)(sim_opnd(in, "a") + 1) | (uint32_t)(sim_opnd(in, "b") + 1) << 8 |
		(uint32_t)(sim_opnd(in, "c") + 1) << 16;
}

HANDLER(bar_sync) { return bar_common(w, in, m, 1); }
HANDLER(bar_arrive) { return bar_common(w, in, m, 0); }
HANDLER(bar_red) { return bar_common(w, in, m, 1); }
DECODER(bar_sync) { (void)b; in->mode = 0; bar_dec(in); return 0; }
DECODER(bar_arrive) { (void)b; in->mode = 0; bar_dec(in); return 0; }
DECODER(bar_red)
{
	bar_dec(in);
	in->mode = (uint8_t)(sim_flag(in, FL_popc) ? 1 : sim_flag(in, FL_and) ? 2 : sim_flag(in, FL_or) ? 3 : 0);
	if (!in->mode)
		return why(b, "no reduction");
	return 0;
}

/* ---------------------------------------------------------------- cluster barrier */

void sim_cbar_check(SimClu *c)
{
	if (!c->cbar_arrived)
		return;
	int live = 0;
	for (int i = 0; i < c->nwarps; i++)
		live += c->warps[i]->state != W_DONE;
	if (c->cbar_arrived < live)
		return;
	c->cbar_arrived = 0;
	c->cbar_gen++;
	c->progress++;
	for (int i = 0; i < c->nwarps; i++)
		if (c->warps[i]->state == W_CBAR && c->cbar_gen >= c->warps[i]->cbar_want)
			c->warps[i]->state = W_RUN;
}

HANDLER(cluster_arrive)
{
	(void)m;
	SimClu *c = w->clu;
	if (w->cbar_want > c->cbar_gen)
		return sim_fail(w, in, -1, SIM_ERR_INVALID, 0,
			"barrier.cluster.arrive twice without barrier.cluster.wait");
	w->cbar_want = c->cbar_gen + 1;
	c->cbar_arrived++;
	bar_event(w, in, SIM_EV_BAR_ARRIVE, 16, 0, c->cbar_gen);
	sim_cbar_check(c);
	return H_OK;
}
HANDLER(cluster_wait)
{
	(void)m;
	SimClu *c = w->clu;
	if (w->cbar_want == 0 || c->cbar_gen >= w->cbar_want) {
		if (w->cbar_want == 0)
			return sim_fail(w, in, -1, SIM_ERR_INVALID, 0, "barrier.cluster.wait without a prior arrive");
		w->cbar_want = 0;
		bar_event(w, in, SIM_EV_BAR_PASS, 16, 0, c->cbar_gen);
		return H_OK;
	}
	w->state = W_CBAR;
	return H_BLOCK;
}

/* ---------------------------------------------------------------- fences */

HANDLER(fence)
{
	/* ordering only; the interpreter emits the FENCE event from the table */
	(void)w;
	(void)in;
	(void)m;
	return H_OK;
}
DECODER_FLAG(fence, FL_proxy)
HANDLER(setmaxnreg)
{
	(void)m;
	int ia = sim_opnd(in, "n");
	uint32_t n = ia >= 0 && in->op[ia].r >= 0 ? (uint32_t)RG(w, in->op[ia].r)[first(m)] : 0;
	if (sim_tracing(w)) {
		SimEvent ev = {.kind = SIM_EV_SETMAXNREG, .lane = -1, .cta_mem = -1, .parity = -1, .aclass = SIM_AC_NONE,
			.count = n, .active = m, .mask = FULL};
		sim_emit(w, in, &ev);
	}
	return H_OK;
}

/* ---------------------------------------------------------------- mbarriers
 * The 8 bytes hold: bits 0-19 pending arrivals, 20-39 expected arrivals,
 * 40-60 transaction count (21-bit two's complement), 61-62 the
 * initialized mark (62 set, 61 clear: neither zeroed nor poisoned shared
 * memory (SIM_POISON_BYTE, all ones) reads as initialized), 63 the phase
 * parity. */

typedef struct {
	uint32_t pending, expected;
	int32_t tx;
	int phase, init;
} Mb;

static Mb mb_get(uint64_t v)
{
	Mb b;
	b.pending = (uint32_t)(v & 0xfffff);
	b.expected = (uint32_t)((v >> 20) & 0xfffff);
	b.tx = (int32_t)(sext((v >> 40) & 0x1fffff, 21));
	b.init = (int)((v >> 61) & 3) == 2;
	b.phase = (int)(v >> 63);
	return b;
}
SimMbState sim_mb_state(uint64_t word)
{
	Mb b = mb_get(word);
	return (SimMbState){b.pending, b.expected, b.tx, b.phase, b.init};
}

static uint64_t mb_put(Mb b)
{
	return (uint64_t)(b.pending & 0xfffff) | (uint64_t)(b.expected & 0xfffff) << 20 |
		((uint64_t)(uint32_t)b.tx & 0x1fffff) << 40 | (uint64_t)b.init << 62 | (uint64_t)b.phase << 63;
}

void sim_wake_mbar(SimClu *c, uint64_t addr)
{
	for (int i = 0; i < c->nwarps; i++) {
		SimWarp *w = c->warps[i];
		if ((w->state == W_MBAR || w->state == W_SOFT) && w->mb_addr == addr)
			w->state = W_RUN;
	}
}

static uint64_t cl_addr(SimCta *cta, uint64_t off)
{
	return ((uint64_t)(cta->rank + 1) << SIM_DSMEM_SHIFT) | off;
}

/* Resolves lane l's mbarrier operand. */
static uint64_t *mb_at(SimWarp *w, const SimIns *in, const SimOpd *o, uint32_t l, SimCta **cta, uint64_t *off)
{
	int space = o->symspace >= 0 ? o->symspace : in->space;
	if (space == SPACE_GENERIC || space == SPACE_SHARED || space == SPACE_PARAM) {
		int rs;
		void *p = sim_mem(w, in, (int)l, space == SPACE_PARAM ? SPACE_SHARED : space, sim_addr(w, o, l), 8, 1,
			&rs, cta, off);
		if (!p)
			return NULL;
		if (rs != SPACE_SHARED) {
			sim_fail(w, in, (int)l, SIM_ERR_INVALID, sim_addr(w, o, l), "mbarrier operand is not in shared memory");
			return NULL;
		}
		return p;
	}
	sim_fail(w, in, (int)l, SIM_ERR_INVALID, sim_addr(w, o, l), "mbarrier operand is not in shared memory");
	return NULL;
}

/* Phase completion check after a change; wakes waiters. */
static void mb_settle(SimClu *c, SimWarp *w, const SimIns *in, SimCta *cta, uint64_t off, uint64_t *p, Mb *b)
{
	c->progress++;
	if (b->pending == 0 && b->tx == 0) {
		b->phase ^= 1;
		b->pending = b->expected;
		*p = mb_put(*b);
		c->progress++;
		if (w)
			mb_event(w, in, SIM_EV_MBAR_PHASE, -1, cta, off, b->expected, 0, (uint64_t)(b->phase ^ 1), SIM_AG_WARP);
		sim_wake_mbar(c, cl_addr(cta, off));
	} else {
		*p = mb_put(*b);
	}
}

int sim_mbar_complete_tx(SimClu *c, SimWarp *w, const SimIns *in, SimCta *cta, uint32_t off, uint32_t bytes)
{
	if ((uint64_t)off + 8 > (uint64_t)c->run->k->smem_bytes || (off & 7))
		return sim_fail(w, in, -1, SIM_ERR_MEMORY, off, "complete_tx on an mbarrier at bad shared address 0x%x", off);
	uint64_t *p = (uint64_t *)(cta->smem + off);
	Mb b = mb_get(*p);
	if (!b.init)
		return sim_fail(w, in, -1, SIM_ERR_INVALID, off,
			"async copy completes bytes on an uninitialized mbarrier at shared 0x%x of CTA %d", off, cta->id);
	b.tx -= (int32_t)bytes;
	mb_event(w, in, SIM_EV_MBAR_COMPLETE_TX, -1, cta, off, 0, bytes, (uint64_t)b.phase, SIM_AG_ASYNC);
	mb_settle(c, w, in, cta, off, p, &b);
	return 0;
}

HANDLER(mbar_init)
{
	const uint64_t *C = S(1);
	FOR_LANES(m, l) {
		SimCta *cta;
		uint64_t off;
		uint64_t *p = mb_at(w, in, &in->op[0], l, &cta, &off);
		if (!p)
			return H_STOP;
		uint64_t n = C[l] & 0xffffffffu;
		if (n < 1 || n > 0xfffff)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, off, "mbarrier.init count %llu outside 1..1048575",
				(unsigned long long)n);
		Mb b = {.pending = (uint32_t)n, .expected = (uint32_t)n, .tx = 0, .phase = 0, .init = 1};
		*p = mb_put(b);
		w->clu->progress++;
		mb_event(w, in, SIM_EV_MBAR_INIT, (int)l, cta, off, (uint32_t)n, 0, 0, SIM_AG_THREAD);
	}
	return H_OK;
}

HANDLER(mbar_inval)
{
	FOR_LANES(m, l) {
		SimCta *cta;
		uint64_t off;
		uint64_t *p = mb_at(w, in, &in->op[0], l, &cta, &off);
		if (!p)
			return H_STOP;
		Mb b = mb_get(*p);
		*p = 0;
		mb_event(w, in, SIM_EV_MBAR_INVAL, (int)l, cta, off, 0, 0, (uint64_t)b.phase, SIM_AG_THREAD);
	}
	return H_OK;
}

/* arrive family: aux bit0 expect_tx, bit1 drop, bit2 noComplete; operands state, a, then
 * count / tx (by name). */
HANDLER(mbar_arrive)
{
	int ia = (int)(in->aux2 & 0xff), icnt = (int)((in->aux2 >> 8) & 0xff) - 1, itx = (int)((in->aux2 >> 16) & 0xff) - 1;
	int expect = in->aux & 1, drop = (in->aux >> 1) & 1, nocomplete = (in->aux >> 2) & 1;
	SimClu *c = w->clu;
	uint64_t *st = in->op[0].r >= 0 ? RG(w, in->op[0].r) : NULL;
	FOR_LANES(m, l) {
		SimCta *cta;
		uint64_t off;
		uint64_t *p = mb_at(w, in, &in->op[ia], l, &cta, &off);
		if (!p)
			return H_STOP;
		Mb b = mb_get(*p);
		if (!b.init)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, off,
				"mbarrier arrive on an uninitialized mbarrier at shared 0x%llx", (unsigned long long)off);
		uint32_t cnt = icnt >= 0 && in->op[icnt].present ? (uint32_t)RG(w, in->op[icnt].r)[l] : 1;
		uint32_t tx = 0;
		if (expect && itx >= 0) {
			tx = (uint32_t)RG(w, in->op[itx].r)[l];
			b.tx += (int32_t)tx;
			if (b.tx > 0xfffff)
				return sim_fail(w, in, (int)l, SIM_ERR_INVALID, off, "mbarrier transaction count overflow (%d bytes)", b.tx);
			mb_event(w, in, SIM_EV_MBAR_EXPECT_TX, (int)l, cta, off, 0, tx, (uint64_t)b.phase, SIM_AG_THREAD);
		}
		if (cnt > b.pending)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, off,
				"mbarrier arrive of %u when %u arrivals are pending in phase %d (more arrivals than the init count)",
				cnt, b.pending, b.phase);
		if (st)
			st[l] = (uint64_t)b.phase << 63 | b.pending;
		b.pending -= cnt;
		if (nocomplete && b.pending == 0 && b.tx == 0)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, off,
				"mbarrier.arrive.noComplete completes phase %d (the PTX ISA leaves that undefined)", b.phase);
		if (drop)
			b.expected -= 1;
		mb_event(w, in, SIM_EV_MBAR_ARRIVE, (int)l, cta, off, cnt, tx, (uint64_t)b.phase, SIM_AG_THREAD);
		mb_settle(c, w, in, cta, off, p, &b);
	}
	return H_OK;
}
DECODER(mbar_arrive)
{
	in->aux = (uint32_t)(sim_flag(in, FL_expect_tx) | sim_flag(in, FL_arrive_drop) << 1 |
		sim_flag(in, FL_noComplete) << 2);
	int ia = sim_opnd(in, "a"), ic = sim_opnd(in, "count"), it = sim_opnd(in, "tx");
	if (ia < 0)
		ia = 1;
	in->aux2 = (uint32_t)ia | (uint32_t)(ic + 1) << 8 | (uint32_t)(it + 1) << 16;
	if ((in->aux & 1) && it < 0)
		return why(b, "expect_tx without a byte count");
	return 0;
}

static int mbar_tx(SimWarp *w, const SimIns *in, uint32_t m, int sign)
{
	const uint64_t *T = S(1);
	FOR_LANES(m, l) {
		SimCta *cta;
		uint64_t off;
		uint64_t *p = mb_at(w, in, &in->op[0], l, &cta, &off);
		if (!p)
			return H_STOP;
		Mb b = mb_get(*p);
		if (!b.init)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, off, "transaction count change on an uninitialized mbarrier");
		uint32_t tx = (uint32_t)T[l];
		b.tx += sign * (int32_t)tx;
		mb_event(w, in, sign > 0 ? SIM_EV_MBAR_EXPECT_TX : SIM_EV_MBAR_COMPLETE_TX, (int)l, cta, off, 0, tx,
			(uint64_t)b.phase, SIM_AG_THREAD);
		mb_settle(w->clu, w, in, cta, off, p, &b);
	}
	return H_OK;
}
HANDLER(mbar_expect_tx) { return mbar_tx(w, in, m, 1); }
HANDLER(mbar_complete_tx) { return mbar_tx(w, in, m, -1); }

/* Is the phase named by lane l's parity/state operand complete?  -1 on error. */
static int mb_done(SimWarp *w, const SimIns *in, uint32_t l, SimCta **cta, uint64_t *off, int *parity, int *phase)
{
	uint64_t *p = mb_at(w, in, &in->op[1], l, cta, off);
	if (!p)
		return -1;
	Mb b = mb_get(*p);
	if (!b.init) {
		sim_fail(w, in, (int)l, SIM_ERR_INVALID, *off, "wait on an uninitialized mbarrier at shared 0x%llx",
			(unsigned long long)*off);
		return -1;
	}
	uint64_t v = S(2)[l];
	int par = in->aux ? (int)(v & 1) : (int)(v >> 63);
	*parity = par;
	*phase = b.phase;
	return b.phase != par;
}

static int mbar_wait(SimWarp *w, const SimIns *in, uint32_t m, int block)
{
	uint64_t *P = RG(w, in->op[0].r);
	uint32_t ok = 0, real_ok = 0;
	SimCta *wc = NULL;
	uint64_t woff = 0;
	int wpar = 0;
	SimCta *lcta[NLANE];
	uint64_t loff[NLANE];
	int lpar[NLANE], lph[NLANE];
	FOR_LANES(m, l) {
		SimCta *cta;
		uint64_t off;
		int par;
		int d = mb_done(w, in, l, &cta, &off, &par, &lph[l]);
		if (d < 0)
			return H_STOP;
		lcta[l] = cta;
		loff[l] = off;
		lpar[l] = par;
		if (d)
			ok |= 1u << l;
		else if (!wc) {
			wc = cta;
			woff = off;
			wpar = par;
		}
	}
	const SimLaunch *sl = w->clu->run->l;
	if (sl->observe && m) {
		uint32_t l0 = (uint32_t)__builtin_ctz(m);
		SimObs ob = {w->cta->id, w->wid, lcta[l0]->id, loff[l0], in->aux ? lpar[l0] : -1, m, ok, block};
		int act = sl->observe(sl->observe_ctx, &ob);
		if (act == SIM_OBS_HOLD) {
			w->state = W_MBAR;
			w->mb_addr = cl_addr(lcta[l0], loff[l0]);
			w->mb_parity = lpar[l0];
			return H_BLOCK;
		}
		if (act == SIM_OBS_FAIL) {
			real_ok = ok;
			ok = 0;
			block = 0;   /* a try_wait that timed out */
			wc = lcta[l0];
			woff = loff[l0];
			wpar = lpar[l0];
		}
	}
	if (block && ok != m) {
		w->state = W_MBAR;
		w->mb_addr = cl_addr(wc, woff);
		w->mb_parity = wpar;
		return H_BLOCK;
	}
	int tracing = sim_tracing(w);
	FOR_LANES(m, l) {
		P[l] = (ok >> l) & 1;
		if (tracing) {
			/* the phase observed: the current phase; a completed wait saw phase parity^1 finish */
			SimEvent ev = {.kind = SIM_EV_MBAR_WAIT, .lane = (int)l, .space = SPACE_SHARED,
				.cta_mem = lcta[l]->id, .addr = loff[l], .size = 8, .parity = in->aux ? lpar[l] : -1,
				.phase = (uint64_t)lph[l], .ok = (int)((ok >> l) & 1), .aclass = SIM_AC_NONE};
			sim_emit(w, in, &ev);
		}
	}
	if (ok != m && real_ok != m) {
		/* a test_wait spin: step aside until the barrier changes.  Not
		 * after a forced time-out of a phase that has completed: nothing
		 * may ever change that barrier again, and the retry succeeds */
		w->state = W_SOFT;
		w->mb_addr = cl_addr(wc, woff);
		w->mb_parity = wpar;
	}
	return H_OK;
}
HANDLER(mbar_try_wait) { return mbar_wait(w, in, m, 1); }
HANDLER(mbar_test_wait) { return mbar_wait(w, in, m, 0); }
DECODER_FLAG(mbar_try_wait, FL_parity)
DECODER_FLAG(mbar_test_wait, FL_parity)

HANDLER(mbar_pending)
{
	uint64_t *d = RG(w, in->op[0].r);
	const uint64_t *s = S(1);
	FOR_LANES(m, l)
		d[l] = s[l] & 0xfffff;
	return H_OK;
}

/* ---------------------------------------------------------------- async engine */

enum { AK_CPASYNC, AK_BULK_G2S, AK_BULK_S2G, AK_BULK_S2S, AK_TENSOR_G2S, AK_TENSOR_S2G, AK_WGMMA };

static SimAsyncClass ak_class(int kind)
{
	return kind == AK_CPASYNC ? SIM_AC_CPASYNC : kind == AK_WGMMA ? SIM_AC_WGMMA : SIM_AC_BULK;
}

/* ASYNC_ISSUE / ASYNC_DONE of op (group UINT32_MAX: completes an mbarrier, no group) */
static void async_event(const AsyncOp *op, SimEvKind k)
{
	if (!sim_tracing(op->w))
		return;
	SimEvent ev = {.kind = k, .lane = k == SIM_EV_ASYNC_DONE ? -1 : op->lane,
		.agent = k == SIM_EV_ASYNC_DONE ? SIM_AG_ASYNC : SIM_AG_THREAD, .cta_mem = -1, .parity = -1,
		.aclass = ak_class(op->kind), .async_id = op->id, .group = op->cls >= 0 ? op->group : UINT32_MAX,
		.bytes = op->bytes, .proxy = op->kind == AK_CPASYNC ? PROXY_GENERIC : PROXY_ASYNC};
	sim_emit(op->w, op->in, &ev);
}

int sim_async_push(SimWarp *w, const SimIns *in, int kind, int cls, void *data, int lane, uint64_t bytes)
{
	SimClu *c = w->clu;
	AsyncOp op = {.kind = kind, .cls = cls, .w = w, .in = in, .data = data, .id = c->next_async_id++,
		.lane = lane, .bytes = bytes};
	op.group = cls >= 0 ? w->gnext[cls] : 0;
	op.ready = c->round + (c->run->l->sched == SIM_SCHED_RANDOM ? 1 + sim_rand(c) % 4 : 1);
	vec_push(&c->async, op);
	async_event(&op, SIM_EV_ASYNC_ISSUE);
	return H_OK;
}

static void group_event(SimWarp *w, const SimIns *in, SimEvKind k, int cls, uint32_t group)
{
	if (!sim_tracing(w))
		return;
	SimEvent ev = {.kind = k, .lane = -1, .cta_mem = -1, .parity = -1, .aclass = (SimAsyncClass)cls,
		.group = group};
	sim_emit(w, in, &ev);
}

static int ag_commit(SimWarp *w, const SimIns *in, int cls)
{
	w->gnext[cls]++;
	if (cls == AG_WGMMA)
		w->clu->progress++;   /* may release a warpgroup member's wgmma.wait_group */
	group_event(w, in, SIM_EV_ASYNC_COMMIT, cls, w->gnext[cls] - 1);
	return H_OK;
}

/* Completes this warp's class-cls operations in groups older than the
 * newest `keep` committed groups (keep < 0: all, uncommitted included). */
/* wgmma-groups belong to the warpgroup: one wgmma.mma_async is one MMA of
 * the 4 warps together, so the wait of any warp of the warpgroup completes
 * every warp's part of the groups it waits for.  Measured on the H200
 * (bench/results/async-groups-nvidia-h200-2026-12-01.json): after warp 0's
 * wait_group, overwriting A and B never changed a late warp 3's result.  A
 * member that has not committed a waited group yet holds the wait (W_WG);
 * the GPU holds earlier, at the issue. */
static int wg_wait(SimWarp *w, const SimIns *in, uint32_t keep)
{
	SimClu *c = w->clu;
	SimCta *cta = w->cta;
	int base = w->wid & ~3;
	uint32_t upto = keep < w->gnext[AG_WGMMA] ? w->gnext[AG_WGMMA] - keep : 0;
	for (int i = base; i < base + 4 && i < cta->nwarps; i++) {
		SimWarp *v = &cta->warps[i];
		if (v != w && v->state != W_DONE && v->gnext[AG_WGMMA] < upto) {
			w->state = W_WG;
			return H_BLOCK;
		}
	}
	for (int i = 0; i < c->async.n;) {
		AsyncOp *op = &c->async.v[i];
		if (op->cls == AG_WGMMA && op->w->cta == cta && (op->w->wid & ~3) == base && op->group < upto) {
			if (sim_async_complete(c, i))
				return H_STOP;
			continue;
		}
		i++;
	}
	group_event(w, in, SIM_EV_ASYNC_WAIT, AG_WGMMA, keep);
	return H_OK;
}

int sim_async_wait(SimWarp *w, const SimIns *in, int cls, uint32_t keep)
{
	SimClu *c = w->clu;
	if (cls == AG_WGMMA && in && (int)keep >= 0)
		return wg_wait(w, in, keep);
	for (int i = 0; i < c->async.n;) {
		AsyncOp *op = &c->async.v[i];
		if (op->w == w && op->cls == cls && ((int)keep < 0 || op->group + keep < w->gnext[cls])) {
			if (sim_async_complete(c, i))
				return H_STOP;
			continue;
		}
		i++;
	}
	if (in && in->fx && (in->fx->eff & EF_ASYNC_WAIT))
		group_event(w, in, SIM_EV_ASYNC_WAIT, cls, keep);
	return H_OK;
}

int sim_async_flush_warp(SimWarp *w, int cls)
{
	return sim_async_wait(w, NULL, cls, (uint32_t)-1);
}

/* cp.async: per-lane copies */
typedef struct {
	uint32_t mask;
	uint8_t *dst[NLANE];
	const uint8_t *src[NLANE];
	uint64_t doff[NLANE], saddr[NLANE];
	uint8_t size[NLANE], srcsize[NLANE];
} CpAsync;

HANDLER(cp_async)
{
	CpAsync *op = kl_calloc(1, sizeof *op);
	if (!op)
		return sim_fail(w, in, -1, SIM_ERR_INVALID, 0, "out of memory");
	op->mask = m;
	uint64_t bytes = 0;
	const uint64_t *SZ = S(2);
	const SimOpd *ss = &in->op[3];
	FOR_LANES(m, l) {
		uint32_t size = (uint32_t)SZ[l];
		uint32_t srcsize = ss->present ? (uint32_t)RG(w, ss->r)[l] : size;
		if (size != 4 && size != 8 && size != 16) {
			kl_free(op);
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0, "cp.async size %u (4, 8 or 16)", size);
		}
		if (srcsize > size)
			srcsize = size;
		int rs;
		SimCta *cm;
		uint64_t ra;
		uint8_t *d = sim_mem(w, in, (int)l, SPACE_SHARED, sim_addr(w, &in->op[0], l), size, 1, &rs, &cm, &ra);
		const uint8_t *s = srcsize ? sim_mem(w, in, (int)l, SPACE_GLOBAL, sim_addr(w, &in->op[1], l), srcsize, 0,
			NULL, NULL, NULL) : (const uint8_t *)d;
		if (!d || !s) {
			kl_free(op);
			return H_STOP;
		}
		op->dst[l] = d;
		op->src[l] = s;
		op->doff[l] = ra;
		op->saddr[l] = sim_addr(w, &in->op[1], l);
		op->size[l] = (uint8_t)size;
		op->srcsize[l] = (uint8_t)srcsize;
		bytes += size;
	}
	return sim_async_push(w, in, AK_CPASYNC, AG_CPASYNC, op, -1, bytes);
}

HANDLER(cp_async_commit)
{
	(void)m;
	return ag_commit(w, in, AG_CPASYNC);
}

HANDLER(cp_async_wait)
{
	if (in->aux)   /* wait_all = commit + wait_group 0 */
		return sim_async_wait(w, in, AG_CPASYNC, (uint32_t)-1);
	return sim_async_wait(w, in, AG_CPASYNC, (uint32_t)S(0)[first(m)]);
}
DECODER_FLAG(cp_async_wait, FL_wait_all)

/* cp.async.mbarrier.arrive: this simulator completes the warp's cp.async
 * operations here, then performs the arrive (none with the default
 * increment-then-arrive, one with .noinc). */
HANDLER(cp_async_mbar)
{
	if (sim_async_wait(w, in, AG_CPASYNC, (uint32_t)-1))
		return H_STOP;
	/* the trace: which cp.async ops the arrival covers (all of this warp's,
	 * as wait_all; the race checker releases them to the mbarrier) */
	group_event(w, in, SIM_EV_ASYNC_WAIT, AG_CPASYNC, UINT32_MAX);
	FOR_LANES(m, l) {
		SimCta *cta;
		uint64_t off;
		uint64_t *p = mb_at(w, in, &in->op[0], l, &cta, &off);
		if (!p)
			return H_STOP;
		Mb b = mb_get(*p);
		if (!in->aux) {
			/* increment-then-arrive: no net count change; the trace records an
			 * arrival of count 0 so the race checker sees which barrier's phase
			 * the completed copies publish to */
			if (b.init)
				mb_event(w, in, SIM_EV_MBAR_ARRIVE, (int)l, cta, off, 0, 0, (uint64_t)b.phase, SIM_AG_THREAD);
			continue;
		}
		if (!b.init || !b.pending)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, off, "cp.async.mbarrier.arrive.noinc: bad mbarrier state");
		b.pending--;
		mb_event(w, in, SIM_EV_MBAR_ARRIVE, (int)l, cta, off, 1, 0, (uint64_t)b.phase, SIM_AG_THREAD);
		mb_settle(w->clu, w, in, cta, off, p, &b);
	}
	return H_OK;
}
DECODER_FLAG(cp_async_mbar, FL_noinc)

/* bulk copies: one per instruction, issued by each executing lane */
typedef struct {
	uint64_t dst, src;        /* dst/src addresses (cluster-form shared, or global) */
	uint32_t size;
	uint64_t mbar;            /* cluster-form mbarrier address */
	uint32_t ctamask;         /* multicast, 0 = none */
	int lane;
	int red;                  /* cp.reduce.async.bulk: element-wise reduction (in->cmp, in->t) */
} Bulk;

static int bulk_issue(SimWarp *w, const SimIns *in, uint32_t m, int kind, int cls)
{
	int idst = sim_opnd(in, "dst"), isrc = sim_opnd(in, "src"), isz = sim_opnd(in, "size"), imb = sim_opnd(in, "mbar"),
		imc = sim_opnd(in, "ctamask");
	if (idst < 0 || isrc < 0 || isz < 0)
		return sim_fail(w, in, -1, SIM_ERR_UNSUPPORTED, 0, "unsupported: %s operand layout", in->spelled);
	/* measured on the H200 (bench/gpu/bulk_reduce_probe.sh): shared::cta ->
	 * shared::cluster bulk copies and reductions (SASS UBLKCP.S.S /
	 * UBLKRED.S.S) stop a launch without a cluster shape with an illegal
	 * instruction, whatever the destination address; cluster(1, 1, 1) runs */
	if (kind == AK_BULK_S2S && !w->clu->run->cluster_launch)
		return sim_fail(w, in, __builtin_ctz(m), SIM_ERR_INVALID, 0,
			"illegal instruction: %s into .shared::cluster needs a cluster launch (give the kernel "
			"cluster(1, 1, 1) or larger); the GPU stops this launch with CUDA_ERROR_ILLEGAL_INSTRUCTION",
			in->spelled);
	FOR_LANES(m, l) {
		Bulk *op = kl_calloc(1, sizeof *op);
		if (!op)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0, "out of memory");
		op->lane = (int)l;
		op->red = (in->ir->m.e->eff & EF_ATOM) != 0;
		op->dst = sim_addr(w, &in->op[idst], l);
		op->src = sim_addr(w, &in->op[isrc], l);
		op->size = (uint32_t)S(isz)[l];
		if (op->size % 16 || (op->dst & 15) || (op->src & 15)) {
			kl_free(op);
			return sim_fail(w, in, (int)l, SIM_ERR_MEMORY, op->dst,
				"bulk copy of %u bytes from 0x%llx to 0x%llx: size and addresses must be multiples of 16", op->size,
				(unsigned long long)op->src, (unsigned long long)op->dst);
		}
		if (imb >= 0) {
			uint64_t a = sim_addr(w, &in->op[imb], l);
			op->mbar = a >> SIM_DSMEM_SHIFT ? a : cl_addr(w->cta, a);
		}
		if (imc >= 0 && in->op[imc].present)
			op->ctamask = (uint32_t)S(imc)[l] & 0xffff;
		/* check the ranges now, so errors point at the issuing lane */
		int src_sp = kind == AK_BULK_G2S ? SPACE_GLOBAL : SPACE_SHARED;
		int dst_sp = kind == AK_BULK_S2G ? SPACE_GLOBAL : SPACE_SHARED;
		SimIns tmp = *in;
		tmp.dsmem = 1;
		if ((op->size && !sim_mem(w, &tmp, (int)l, src_sp, op->src, 16, 0, NULL, NULL, NULL)) ||
		    (op->size && !sim_mem(w, &tmp, (int)l, src_sp, op->src + op->size - 16, 16, 0, NULL, NULL, NULL)) ||
		    (op->size && !sim_mem(w, &tmp, (int)l, dst_sp, op->dst, 16, 1, NULL, NULL, NULL)) ||
		    (op->size && !sim_mem(w, &tmp, (int)l, dst_sp, op->dst + op->size - 16, 16, 1, NULL, NULL, NULL))) {
			w->clu->loc = in->loc;
			kl_free(op);
			return H_STOP;
		}
		sim_async_push(w, in, kind, cls, op, (int)l,
			(uint64_t)op->size * (uint64_t)(op->ctamask ? __builtin_popcount(op->ctamask) : 1));
	}
	return H_OK;
}

HANDLER(bulk_g2s) { return bulk_issue(w, in, m, AK_BULK_G2S, -1); }
HANDLER(bulk_s2g) { return bulk_issue(w, in, m, AK_BULK_S2G, AG_BULK); }
HANDLER(bulk_s2s) { return bulk_issue(w, in, m, AK_BULK_S2S, -1); }
DECODER(bulk_g2s)
{
	if (in->id != I_cp_async_bulk_g2s && in->id != I_cp_async_bulk_g2s_cta)
		return why(b, "bulk copy direction not simulated");
	return 0;
}
/* cp.reduce.async.bulk: a bulk copy whose completion reduces each element
 * into the destination (global through the bulk group; shared::cluster
 * completing bytes on the mbarrier), one atomic per element */
HANDLER(bulk_red)
{
	int s2s = in->id == I_cp_reduce_bulk_s2s;
	return bulk_issue(w, in, m, s2s ? AK_BULK_S2S : AK_BULK_S2G, s2s ? -1 : AG_BULK);
}
DECODER(bulk_red)
{
	int es = tc_bits(in->t) / 8;
	if (sim_code(in, MG_ATOP) < 0)
		return why(b, "no reduction operation");
	if (es != 2 && es != 4 && es != 8)
		return why(b, "no element type");
	in->cmp = (uint8_t)sim_code(in, MG_ATOP);
	return 0;
}
HANDLER(bulk_commit)
{
	(void)m;
	return ag_commit(w, in, AG_BULK);
}
HANDLER(bulk_wait) { return sim_async_wait(w, in, AG_BULK, (uint32_t)S(0)[first(m)]); }

/* st.async [a], b, [mbar]: a remote store completing bytes on the target's mbarrier */
HANDLER(st_async)
{
	int es = tc_bits(in->t) / 8, n = in->vec;
	const SimOpd *a = &in->op[0], *v = &in->op[1], *mb = &in->op[2];
	FOR_LANES(m, l) {
		SimCta *cm = NULL;
		uint64_t ra;
		int rs;
		uint8_t *p = sim_mem(w, in, (int)l, SPACE_SHARED, sim_addr(w, a, l), (uint32_t)(es * n), 1, &rs, &cm, &ra);
		if (!p)
			return H_STOP;
		for (int i = 0; i < n; i++) {
			uint64_t x = v->kind == O_VEC ? (v->regs[i] >= 0 ? RG(w, v->regs[i])[l] : 0) : RG(w, v->r)[l];
			memcpy(p + i * es, &x, (size_t)es);
		}
		sim_event(w, in, SIM_EV_ST, (int)l, SPACE_SHARED, 1, ra, (uint32_t)(es * n), cm->id, SIM_NO_ASYNC);
		uint64_t ma = sim_addr(w, mb, l);
		uint64_t moff = ma & ((1ull << SIM_DSMEM_SHIFT) - 1);
		SimCta *mc = ma >> SIM_DSMEM_SHIFT ? &w->clu->ctas[((ma >> SIM_DSMEM_SHIFT) - 1) % (uint64_t)w->clu->nctas] : w->cta;
		if (sim_mbar_complete_tx(w->clu, w, in, mc, (uint32_t)moff, (uint32_t)(es * n)))
			return H_STOP;
	}
	return H_OK;
}
DECODER(st_async)
{
	if (tc_bits(in->t) < 32)
		return why(b, "no type");
	return 0;
}

/* Copies between simulated memories for a completing bulk op. */
static uint8_t *async_ptr(AsyncOp *op, int space, uint64_t addr, uint32_t size, int write, SimCta **cta, uint64_t *off)
{
	SimIns tmp = *op->in;
	tmp.dsmem = 1;
	int rs;
	return sim_mem(op->w, &tmp, -1, space, addr, size, write, &rs, cta, off);
}

static int complete_bulk(SimClu *c, AsyncOp *op)
{
	Bulk *bk = op->data;
	SimWarp *w = op->w;
	int src_sp = op->kind == AK_BULK_G2S ? SPACE_GLOBAL : SPACE_SHARED;
	int dst_sp = op->kind == AK_BULK_S2G ? SPACE_GLOBAL : SPACE_SHARED;
	SimCta *sc = NULL, *dc = NULL;
	uint64_t soff = bk->src, doff = bk->dst;
	const uint8_t *s = bk->size ? async_ptr(op, src_sp, bk->src, bk->size, 0, &sc, &soff) : NULL;
	if (bk->size && !s)
		return -1;
	uint32_t targets = bk->ctamask ? bk->ctamask : 0;
	if (!targets) {
		uint64_t rank = dst_sp == SPACE_SHARED && (bk->dst >> SIM_DSMEM_SHIFT) ? (bk->dst >> SIM_DSMEM_SHIFT) - 1 :
			(uint64_t)w->cta->rank;
		targets = 1u << rank;
	}
	uint64_t dlow = bk->dst & ((1ull << SIM_DSMEM_SHIFT) - 1);
	FOR_LANES(targets, r) {
		if (r >= (uint32_t)c->nctas)
			return sim_fail(w, op->in, bk->lane, SIM_ERR_INVALID, bk->dst, "multicast to CTA rank %u outside the cluster", r);
		uint64_t da = dst_sp == SPACE_SHARED ? (((uint64_t)r + 1) << SIM_DSMEM_SHIFT) | dlow : bk->dst;
		uint8_t *d = bk->size ? async_ptr(op, dst_sp, da, bk->size, 1, &dc, &doff) : NULL;
		if (bk->size && !d)
			return -1;
		if (bk->size && bk->red) {
			/* each element an atomic read-modify-write of the destination */
			int es = tc_bits(op->in->t) / 8;
			for (uint32_t i = 0; i < bk->size; i += (uint32_t)es) {
				uint64_t x = 0;
				memcpy(&x, s + i, (size_t)es);
				sim_atom_mem(op->in, d + i, es, dst_sp == SPACE_GLOBAL, x, 0);
			}
		} else if (bk->size) {
			memmove(d, s, bk->size);
		}
		sim_event(w, op->in, SIM_EV_LD, -1, src_sp, 1, soff, bk->size, sc ? sc->id : -1, op->id);
		sim_event(w, op->in, bk->red ? SIM_EV_ATOM : SIM_EV_ST, -1, dst_sp, 1, doff, bk->size, dc ? dc->id : -1, op->id);
		if (bk->mbar) {
			uint64_t mrank = bk->ctamask ? r : (bk->mbar >> SIM_DSMEM_SHIFT) - 1;
			if (mrank >= (uint64_t)c->nctas)
				return sim_fail(w, op->in, bk->lane, SIM_ERR_INVALID, bk->mbar, "mbarrier outside the cluster");
			if (sim_mbar_complete_tx(c, w, op->in, &c->ctas[mrank],
				(uint32_t)(bk->mbar & ((1ull << SIM_DSMEM_SHIFT) - 1)), bk->size))
				return -1;
		}
	}
	return 0;
}

/* ---------------------------------------------------------------- tensor copies */

typedef struct {
	LayTensorMap tm;          /* the map as read at issue (the object may change later) */
	int32_t coord[5];
	uint32_t off[3];          /* im2col offsets (W first) */
	uint64_t smem;            /* cluster-form shared address */
	uint64_t mbar;
	uint32_t ctamask;
	int lane;
} Tensor;

/* The tensor map an instruction names: its 128-byte object (layout.h) read
 * from the parameter, or from the param / const / global address in the
 * base register, decoded and checked.  The read is recorded as a LD event
 * through the tensormap proxy (the PTX ISA reads maps in that proxy). */
static int tmap_read(SimWarp *w, const SimIns *in, const SimOpd *o, uint32_t l, LayTensorMap *tm)
{
	SimRun *run = w->clu->run;
	const uint8_t *p = NULL;
	int space = SPACE_PARAM;
	uint64_t a;
	if (o->tparam >= 0) {
		a = (uint64_t)run->param_off[o->tparam];
		p = run->param + a;
	} else {
		a = RG(w, o->base)[l];
		for (int i = 0; i < run->k->nparams; i++)
			if (run->k->params[i].kind == PK_TMAP && (uint64_t)run->param_off[i] == a)
				p = run->param + a;   /* a param-space offset of a tensor-map parameter */
		if (!p) {
			int rs = SPACE_GENERIC;
			uint64_t ra = a;
			if (a % 64)
				return sim_fail(w, in, (int)l, SIM_ERR_MEMORY, a,
					"tensor map at 0x%llx is not 64-byte aligned", (unsigned long long)a);
			p = sim_mem(w, in, (int)l, SPACE_GENERIC, a, LAY_TMAP_BYTES, 0, &rs, NULL, &ra);
			if (!p)
				return H_STOP;
			if (rs != SPACE_GLOBAL && rs != SPACE_PARAM && rs != SPACE_CONST)
				return sim_fail(w, in, (int)l, SIM_ERR_INVALID, a,
					"tensor map at 0x%llx is in %s memory; the PTX ISA reads tensor maps from param, const or global memory",
					(unsigned long long)a, sim_space_name(rs));
			space = rs;
			a = ra;
		}
	}
	const char *bad = lay_tmap_decode(p, tm);
	if (!bad)
		bad = lay_tensormap_check(tm);
	if (bad)
		return sim_fail(w, in, (int)l, SIM_ERR_INVALID, a, "tensor map at %s 0x%llx: %s",
			sim_space_name(space), (unsigned long long)a, bad);
	if (sim_tracing(w)) {
		SimEvent ev = {.kind = SIM_EV_LD, .lane = (int)l, .space = space, .proxy = PROXY_TENSORMAP,
			.addr = a, .size = LAY_TMAP_BYTES, .cta_mem = -1, .parity = -1, .aclass = SIM_AC_NONE};
		sim_emit(w, in, &ev);
	}
	return 0;
}

/* tensor-map element types (CUtensorMapDataType, num/layout.h), for errors */
static const char *const dt_names[] = {
	[LAY_DT_U8] = "u8", [LAY_DT_U16] = "u16", [LAY_DT_U32] = "u32", [LAY_DT_S32] = "s32", [LAY_DT_U64] = "u64",
	[LAY_DT_S64] = "s64", [LAY_DT_F16] = "f16", [LAY_DT_F32] = "f32", [LAY_DT_F64] = "f64", [LAY_DT_BF16] = "bf16",
	[LAY_DT_F32_FTZ] = "f32.ftz", [LAY_DT_TF32] = "tf32", [LAY_DT_TF32_FTZ] = "tf32.ftz",
};
_Static_assert(sizeof dt_names / sizeof dt_names[0] == LAY_DT_COUNT, "a name for every LAY_DT_ element type");

/* the element types cp.reduce.async.bulk.tensor allows per operation
 * (PTX ISA 9.7.9.27.1.3), as TCodes; TC_NONE where the pair is illegal */
static int red_type(int op, int dt)
{
	int t = TC_NONE;
	switch (dt) {
	case LAY_DT_U32: t = TC_U32; break;
	case LAY_DT_S32: t = TC_S32; break;
	case LAY_DT_U64: t = TC_U64; break;
	case LAY_DT_S64: t = TC_S64; break;
	case LAY_DT_F32: t = TC_F32; break;
	case LAY_DT_F16: t = TC_F16; break;
	case LAY_DT_BF16: t = TC_BF16; break;
	}
	switch (op) {
	case ATOP_add: return t == TC_S64 ? TC_NONE : t;
	case ATOP_min: case ATOP_max: return t == TC_F32 ? TC_NONE : t;
	case ATOP_inc: case ATOP_dec: return t == TC_U32 ? t : TC_NONE;
	case ATOP_and: case ATOP_or: case ATOP_xor: return tc_kind(t) == 'f' ? TC_NONE : t;
	}
	return TC_NONE;
}

static int tensor_issue(SimWarp *w, const SimIns *in, uint32_t m, int kind)
{
	int it = kind == AK_TENSOR_G2S ? 1 : 0, is = kind == AK_TENSOR_G2S ? 0 : 1;
	int imb = kind == AK_TENSOR_G2S ? 2 : -1, imc = sim_opnd(in, "ctamask");
	int im2col = in->mode, ioff = im2col ? sim_opnd(in, "off") : -1;
	const SimOpd *to = &in->op[it];
	FOR_LANES(m, l) {
		Tensor *op = kl_calloc(1, sizeof *op);
		if (!op)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0, "out of memory");
		if (tmap_read(w, in, to, l, &op->tm)) {
			kl_free(op);
			return H_STOP;
		}
		const LayTensorMap *tm = &op->tm;
		int rc = 0;
		if (to->n != tm->rank)
			rc = sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0, "%dd tensor copy with a rank-%d tensor map", to->n, tm->rank);
		else if (im2col != (tm->mode == LAY_MODE_IM2COL))
			rc = sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0, "%s-mode tensor copy through an %s tensor map",
				im2col ? "im2col" : "tile", tm->mode == LAY_MODE_IM2COL ? "im2col" : "tile");
		else if (tm->interleave != LAY_IL_NONE || tm->atomicity)
			rc = sim_fail(w, in, (int)l, SIM_ERR_UNSUPPORTED, 0,
				"unsupported: tensor copy through a map with %s (not modelled)",
				tm->interleave != LAY_IL_NONE ? "an interleaved layout" : "a swizzle atomicity other than 16B");
		else if (im2col && tm->estride[0] != 1)
			rc = sim_fail(w, in, (int)l, SIM_ERR_UNSUPPORTED, 0,
				"unsupported: im2col copy with a channel traversal stride of %u (not modelled)", tm->estride[0]);
		else if (in->aux2 && red_type(in->cmp, tm->dtype) == TC_NONE) {
			rc = sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0,
				"cp.reduce.async.bulk.tensor .%s on a tensor map of element type %s: the PTX ISA does not allow the pair",
				isa_mod_token(MG_ATOP, in->cmp), tm->dtype >= 0 && tm->dtype < LAY_DT_COUNT ? dt_names[tm->dtype] : "?");
		} else if (in->aux2 && tm->dtype == LAY_DT_S64
			&& (in->cmp == ATOP_and || in->cmp == ATOP_or || in->cmp == ATOP_xor)) {
			/* measured on an H200 (driver 580.159.04, 2026-12-01,
			 * bench/results/conformance-tensormap-nvidia-h200-2026-12-01.json):
			 * .or on an INT64 map is an illegal instruction although the ISA
			 * lists b64; .and/.xor on s64 were not measured and are assumed
			 * to fault the same way (u64 maps of all three ran) */
			rc = sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0,
				"cp.reduce.async.bulk.tensor .%s on a tensor map of element type s64: or.s64 faulted with an illegal instruction on the H200 (and/xor on s64 assumed the same, unmeasured); use a u64 map",
				isa_mod_token(MG_ATOP, in->cmp));
		}
		if (rc) {
			kl_free(op);
			return H_STOP;
		}
		op->lane = (int)l;
		for (int i = 0; i < to->n && i < 5; i++)
			op->coord[i] = (int32_t)RG(w, to->regs[i])[l];
		if (im2col) {
			/* im2col offsets: b16, range 0..2^16-1 / 2^8-1 / 2^5-1 for 3D/4D/5D;
			 * the filter base (spatial coordinates) inside the bounding box
			 * (PTX ISA 5.5.4.1) */
			static const uint32_t offmax[6] = {0, 0, 0, 65535, 255, 31};
			const SimOpd *oo = &in->op[ioff];
			for (int i = 0; i < tm->rank - 2 && !rc; i++) {
				int r = oo->kind == O_VEC ? oo->regs[i] : oo->r;
				op->off[i] = (uint32_t)RG(w, r)[l] & 0xffff;
				if (op->off[i] > offmax[tm->rank])
					rc = sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0,
						"im2col offset %u of a %dd copy is outside 0..%u", op->off[i], tm->rank, offmax[tm->rank]);
			}
			for (int i = 1; i < tm->rank - 1 && !rc; i++) {
				int64_t lo = tm->lower[i - 1], hi = (int64_t)tm->dims[i] + tm->upper[i - 1];
				if (op->coord[i] < lo || op->coord[i] >= hi)
					rc = sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0,
						"im2col filter base coordinate %d of dimension %d is outside the bounding box [%lld, %lld)",
						op->coord[i], i, (long long)lo, (long long)hi);
			}
			if (rc) {
				kl_free(op);
				return H_STOP;
			}
		}
		/* Rules the PTX text does not state but the H200 enforces with
		 * CUDA_ERROR_ILLEGAL_INSTRUCTION (measured 2026-11-29, docs/simulator.md):
		 * the innermost coordinate must fall on a 16-byte boundary, and a tile
		 * store may not start at a negative coordinate. */
		int64_t x0 = (int64_t)op->coord[0] * lay_dtype_bytes(tm->dtype);
		if (x0 % 16) {
			int32_t c0 = op->coord[0];
			kl_free(op);
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0,
				"bulk tensor copy: innermost coordinate %d is at byte %lld, not a multiple of 16 (the GPU faults with an illegal instruction)",
				c0, (long long)x0);
		}
		for (int i = 0; kind == AK_TENSOR_S2G && i < to->n && i < 5; i++)
			if (op->coord[i] < 0) {
				int32_t ci = op->coord[i];
				kl_free(op);
				return sim_fail(w, in, (int)l, SIM_ERR_INVALID, 0,
					"bulk tensor store at negative coordinate %d of dimension %d (the GPU faults with an illegal instruction)",
					ci, i);
			}
		uint64_t sa = sim_addr(w, &in->op[is], l);
		op->smem = sa >> SIM_DSMEM_SHIFT ? sa : cl_addr(w->cta, sa);
		if (imb >= 0) {
			uint64_t a = sim_addr(w, &in->op[imb], l);
			op->mbar = a >> SIM_DSMEM_SHIFT ? a : cl_addr(w->cta, a);
		}
		if (imc >= 0 && in->op[imc].present)
			op->ctamask = (uint32_t)S(imc)[l] & 0xffff;
		uint32_t align = tm->swizzle ? 128 : 16;
		uint64_t low = sa & ((1ull << SIM_DSMEM_SHIFT) - 1);
		/* a reduction's shared::cta source at a 64- (not 128-) byte aligned
		 * address faults with CUDA_ERROR_MISALIGNED_ADDRESS on an H200
		 * (driver 580.159.04, 2026-12-01, bench/results/
		 * conformance-tensormap-nvidia-h200-2026-12-01.json); the same
		 * reductions from 128-byte aligned boxes ran */
		if (in->aux2 && low % 128) {
			kl_free(op);
			return sim_fail(w, in, (int)l, SIM_ERR_MEMORY, sa,
				"cp.reduce.async.bulk.tensor shared source address 0x%llx is not 128-byte aligned (the H200 faults with a misaligned address)",
				(unsigned long long)sa);
		}
		if (low % align) {
			kl_free(op);
			return sim_fail(w, in, (int)l, SIM_ERR_MEMORY, sa,
				"bulk tensor copy shared address 0x%llx is not %u-byte aligned", (unsigned long long)sa, align);
		}
		uint32_t bytes = lay_tensormap_box_bytes(tm);
		if (low + bytes > (uint64_t)w->clu->run->k->smem_bytes) {
			kl_free(op);
			return sim_fail(w, in, (int)l, SIM_ERR_MEMORY, sa,
				"bulk tensor copy of %u bytes at shared 0x%llx overruns the %lld-byte window",
				bytes, (unsigned long long)low, (long long)w->clu->run->k->smem_bytes);
		}
		sim_async_push(w, in, kind, kind == AK_TENSOR_S2G ? AG_BULK : -1, op, (int)l,
			(uint64_t)bytes * (uint64_t)(op->ctamask ? __builtin_popcount(op->ctamask) : 1));
	}
	return H_OK;
}

HANDLER(tensor_g2s) { return tensor_issue(w, in, m, (int)in->aux); }
HANDLER(tensor_s2g) { return tensor_issue(w, in, m, AK_TENSOR_S2G); }
/* aux: AK_TENSOR_G2S / AK_TENSOR_S2G; mode: 1 im2col; aux2: 1 a reduction
 * (cmp: its ATOP code; the element type comes from the map at issue) */
DECODER(tensor_g2s)
{
	int red = in->id == I_cp_reduce_bulk_tensor;
	in->aux = in->id == I_cp_async_bulk_tensor_s2g || red ? AK_TENSOR_S2G : AK_TENSOR_G2S;
	in->mode = (uint8_t)sim_flag(in, FL_im2col);
	in->aux2 = (uint32_t)red;
	if (red) {
		if (sim_code(in, MG_ATOP) < 0)
			return why(b, "no reduction operation");
		in->cmp = (uint8_t)sim_code(in, MG_ATOP);
	}
	if (in->mode && sim_opnd(in, "off") < 0)
		return why(b, "im2col copy without im2col offsets");
	return 0;
}

/* the fill of an out-of-bounds element: zero, or with
 * CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA a NaN.  The f32 NaN is
 * the H200's measured pattern 0x7ff77ff7 per element (not the canonical
 * 0x7fffffff; driver 580.159.04, 2026-12-01, tests/conformance/{im2col,
 * tensormap}, bench/results/conformance-tensormap-nvidia-h200-2026-12-01.json);
 * tf32 shares the 4-byte path and is assumed the same.  The f16/bf16
 * (0x7fff) and f64 (0x7fffffffffffffff) fills were NOT measured. */
static void oob_fill(const LayTensorMap *tm, uint8_t *d, int eb)
{
	memset(d, 0, (size_t)eb);
	if (tm->oobfill == LAY_OOB_NAN_REQUEST_ZERO_FMA) {
		switch (tm->dtype) {
		case LAY_DT_F16: case LAY_DT_BF16: { uint16_t v = 0x7fff; memcpy(d, &v, 2); break; }
		case LAY_DT_F32: case LAY_DT_F32_FTZ: case LAY_DT_TF32: case LAY_DT_TF32_FTZ: { uint32_t v = 0x7ff77ff7; memcpy(d, &v, 4); break; }
		case LAY_DT_F64: { uint64_t v = 0x7fffffffffffffffull; memcpy(d, &v, 8); break; }
		}
	}
}

/* f16 / bf16 min and max of a tensor reduction: min.f16's rule (a NaN
 * operand yields the other one; two NaNs the canonical NaN 0x7fff) */
static uint16_t half_minmax(int tc, int max, uint16_t a, uint16_t b)
{
	float x = tc == TC_F16 ? fp_f16_to_f32(a) : fp_bf16_to_f32(a);
	float y = tc == TC_F16 ? fp_f16_to_f32(b) : fp_bf16_to_f32(b);
	if (x != x && y != y)
		return 0x7fff;
	if (x != x)
		return b;
	if (y != y)
		return a;
	if (x == y)   /* -0 < +0 as min/max order them */
		return max ? (a & b) : (a | b);
	return (max ? x > y : x < y) ? a : b;
}

/* one element of a tensor reduction into global memory (atomic: CTAs of
 * other clusters may reduce into the same element concurrently) */
static void red_elem(const AsyncOp *op, int tc, uint8_t *gp, const uint8_t *sp, int eb)
{
	if ((tc == TC_F16 || tc == TC_BF16) && (op->in->cmp == ATOP_min || op->in->cmp == ATOP_max)) {
		uint16_t *q = (uint16_t *)(void *)gp, x, o = __atomic_load_n(q, __ATOMIC_RELAXED), nv;
		memcpy(&x, sp, 2);
		do
			nv = half_minmax(tc, op->in->cmp == ATOP_max, o, x);
		while (!__atomic_compare_exchange_n(q, &o, nv, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
		return;
	}
	SimIns tmp = *op->in;
	tmp.t = (uint8_t)tc;
	uint64_t x = 0;
	memcpy(&x, sp, (size_t)eb);
	sim_atom_mem(&tmp, gp, eb, 1, x, 0);
}

static int complete_tensor(SimClu *c, AsyncOp *op)
{
	Tensor *t = op->data;
	const LayTensorMap *tm = &t->tm;
	SimWarp *w = op->w;
	int rank = tm->rank, eb = lay_dtype_bytes(tm->dtype);
	int srank = lay_tensormap_smem_rank(tm), i2c = tm->mode == LAY_MODE_IM2COL;
	int red = op->in->aux2 ? red_type(op->in->cmp, tm->dtype) : TC_NONE;
	uint32_t box[5], cnt[5] = {0};
	uint64_t total = 1;
	for (int i = 0; i < srank; i++) {
		box[i] = lay_tensormap_smem_box(tm, i);
		total *= box[i];
	}
	int g2s = op->kind == AK_TENSOR_G2S;
	uint32_t targets = g2s && t->ctamask ? t->ctamask : 1u << ((t->smem >> SIM_DSMEM_SHIFT) - 1);
	uint32_t low = (uint32_t)(t->smem & ((1ull << SIM_DSMEM_SHIFT) - 1));
	uint32_t bytes = lay_tensormap_box_bytes(tm);
	int trace = sim_tracing(w);
	uint64_t run_lo = 0;
	uint32_t run_len = 0;
	FOR_LANES(targets, r) {
		if (r >= (uint32_t)c->nctas)
			return sim_fail(w, op->in, t->lane, SIM_ERR_INVALID, t->smem, "tensor copy to CTA rank %u outside the cluster", r);
		SimCta *cta = &c->ctas[r];
		for (int i = 0; i < srank; i++)
			cnt[i] = 0;
		/* im2col: the pixel the column is at (coordinates 1..rank-1; N last),
		 * walking the bounding box W first, wrapping to its lower corner */
		int64_t pix[5] = {0};
		for (int i = 1; i < rank; i++)
			pix[i] = t->coord[i];
		for (uint64_t e = 0; e < total; e++) {
			uint32_t sa;
			int rc = lay_tma_smem_addr(srank, box, eb, tm->swizzle, low, cnt, &sa);
			if (rc)
				return sim_fail(w, op->in, t->lane, SIM_ERR_INVALID, low, "bulk tensor copy: %s", lay_strerror(rc));
			uint8_t *sp = cta->smem + sa;
			int in_bounds = 1;
			uint64_t ga = tm->gaddr;
			for (int i = 0; i < rank; i++) {
				int64_t g;
				if (!i2c)
					g = (int64_t)t->coord[i] + (int64_t)cnt[i] * (int64_t)(tm->estride[i] ? tm->estride[i] : 1);
				else if (i == 0)
					g = (int64_t)t->coord[0] + cnt[0];
				else
					g = pix[i] + (i < rank - 1 ? (int64_t)t->off[i - 1] : 0);
				if (g < 0 || (uint64_t)g >= tm->dims[i]) {
					in_bounds = 0;
					break;
				}
				ga += (uint64_t)g * (i ? tm->strides[i - 1] : (uint64_t)eb);
			}
			if (in_bounds) {
				uint8_t *gp = async_ptr(op, SPACE_GLOBAL, ga, (uint32_t)eb, !g2s, NULL, NULL);
				if (!gp)
					return -1;
				if (g2s)
					memcpy(sp, gp, (size_t)eb);
				else if (red != TC_NONE)
					red_elem(op, red, gp, sp, eb);
				else
					memcpy(gp, sp, (size_t)eb);
				/* the global side for the trace, as runs of contiguous bytes */
				if (trace && run_len && ga == run_lo + run_len) {
					run_len += (uint32_t)eb;
				} else if (trace) {
					if (run_len)
						sim_event(w, op->in, g2s ? SIM_EV_LD : red ? SIM_EV_ATOM : SIM_EV_ST, -1, SPACE_GLOBAL, 1, run_lo, run_len, -1, op->id);
					run_lo = ga;
					run_len = (uint32_t)eb;
				}
			} else if (g2s) {
				oob_fill(tm, sp, eb);
			}
			for (int i = 0; i < srank; i++) {
				if (++cnt[i] < box[i])
					break;
				cnt[i] = 0;
				if (i2c && i == 0) {
					/* next pixel: W by its traversal stride; past the box's
					 * upper bound back to the lower corner and on to H, D, N */
					for (int d = 1; d < rank; d++) {
						if (d == rank - 1) {
							pix[d]++;
							break;
						}
						pix[d] += tm->estride[d] ? tm->estride[d] : 1;
						if (pix[d] < (int64_t)tm->dims[d] + tm->upper[d - 1])
							break;
						pix[d] = tm->lower[d - 1];
					}
				}
			}
		}
		if (trace && run_len)
			sim_event(w, op->in, g2s ? SIM_EV_LD : red ? SIM_EV_ATOM : SIM_EV_ST, -1, SPACE_GLOBAL, 1, run_lo, run_len, -1, op->id);
		run_len = 0;
		sim_event(w, op->in, g2s ? SIM_EV_ST : SIM_EV_LD, -1, SPACE_SHARED, 1, low, bytes, cta->id, op->id);
		if (g2s && t->mbar) {
			uint64_t mrank = t->ctamask ? r : (t->mbar >> SIM_DSMEM_SHIFT) - 1;
			if (mrank >= (uint64_t)c->nctas)
				return sim_fail(w, op->in, t->lane, SIM_ERR_INVALID, t->mbar, "mbarrier outside the cluster");
			if (sim_mbar_complete_tx(c, w, op->in, &c->ctas[mrank],
				(uint32_t)(t->mbar & ((1ull << SIM_DSMEM_SHIFT) - 1)), bytes))
				return -1;
		}
	}
	return 0;
}

/* ---------------------------------------------------------------- tensor-map objects */

/* tensormap.replace fields (aux), the PTX ISA's names */
#define TMAP_FIELDS(X) \
	X(TMF_ADDR, "global_address") X(TMF_RANK, "rank") X(TMF_BOX, "box_dim") X(TMF_DIM, "global_dim") \
	X(TMF_ESTRIDE, "element_stride") X(TMF_STRIDE, "global_stride") X(TMF_ELEMTYPE, "elemtype") \
	X(TMF_INTERLEAVE, "interleave_layout") X(TMF_SWIZZLE, "swizzle_mode") X(TMF_FILL, "fill_mode")
enum { TMAP_FIELDS(XM_ID) TMF_COUNT };
static const char *const tmap_field_names[] = {TMAP_FIELDS(XM_NAME)};

static void tm_put(uint8_t *p, int off, uint64_t v, int n)
{
	for (int i = 0; i < n; i++)
		p[off + i] = (uint8_t)(v >> (8 * i));
}

/* tensormap.replace.tile.FIELD [a], (ord,) v: writes the field of the
 * simulator's tensor-map object (layout.h) at a, in global or shared::cta
 * memory; the PTX ISA treats it as a weak write of the whole 1024-bit
 * object (one ST event of 128 bytes).  Encodings of the immediate fields:
 * tensormap.replace Table 33.  The map's rules are checked when a copy
 * uses it, not here: a kernel replaces fields one at a time. */
HANDLER(tmap_replace)
{
	int f = (int)in->aux, iord = (int)(in->aux2 & 0xff) - 1, iv = (int)(in->aux2 >> 8) - 1;
	FOR_LANES(m, l) {
		uint64_t a = sim_addr(w, &in->op[0], l);
		if (a % 64)
			return sim_fail(w, in, (int)l, SIM_ERR_MEMORY, a, "tensormap.replace: tensor map at 0x%llx is not 64-byte aligned",
				(unsigned long long)a);
		int rs;
		SimCta *cm = NULL;
		uint64_t ra;
		uint8_t *p = sim_mem(w, in, (int)l, in->space, a, LAY_TMAP_BYTES, 1, &rs, &cm, &ra);
		if (!p)
			return H_STOP;
		if (rs != SPACE_GLOBAL && rs != SPACE_SHARED)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, a,
				"tensormap.replace at 0x%llx in %s memory (the PTX ISA allows global and shared::cta)",
				(unsigned long long)a, sim_space_name(rs));
		uint32_t magic = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
		if (magic != LAY_TMAP_MAGIC)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, a,
				"tensormap.replace at %s 0x%llx: no tensor map there (copy one from a tensormap parameter first)",
				sim_space_name(rs), (unsigned long long)a);
		uint64_t v = S(iv)[l];
		int ord = iord >= 0 ? (int)S(iord)[l] : 0;
		uint64_t lim = 0;
		const char *unsup = NULL;
		switch (f) {
		case TMF_ADDR: tm_put(p, LAY_TMO_GADDR, v, 8); break;
		case TMF_RANK: lim = 4; break;
		case TMF_BOX: lim = 0xffff; break;
		case TMF_DIM: lim = 0xffffffffu; break;
		case TMF_ESTRIDE: lim = 0xff; break;
		case TMF_STRIDE: tm_put(p, LAY_TMO_STRIDE + 8 * ord, v, 8); break;
		case TMF_ELEMTYPE: lim = 12; if (v >= 13 && v <= 15) unsup = "the sub-byte element types 13..15 (sm_100)"; break;
		case TMF_INTERLEAVE: lim = 2; break;
		case TMF_SWIZZLE: lim = 3; if (v == 4) unsup = "the 96B swizzle (sm_103a)"; break;
		case TMF_FILL: lim = 1; break;
		}
		if (unsup)
			return sim_fail(w, in, (int)l, SIM_ERR_UNSUPPORTED, a, "unsupported: tensormap.replace .%s %llu: %s is not modelled",
				tmap_field_names[f], (unsigned long long)v, unsup);
		if (f != TMF_ADDR && f != TMF_STRIDE && (v & 0xffffffffu) > lim)
			return sim_fail(w, in, (int)l, SIM_ERR_INVALID, a,
				"tensormap.replace .%s: new_val %llu is outside 0..%llu%s", tmap_field_names[f], (unsigned long long)(v & 0xffffffffu),
				(unsigned long long)lim, f == TMF_RANK ? " (the field is the rank minus one)" : "");
		switch (f) {
		case TMF_RANK: tm_put(p, LAY_TMO_RANK, v, 1); break;
		case TMF_BOX: tm_put(p, LAY_TMO_BOX + 2 * ord, v, 2); break;
		case TMF_DIM: tm_put(p, LAY_TMO_DIM + 4 * ord, v, 4); break;
		case TMF_ESTRIDE: tm_put(p, LAY_TMO_ESTRIDE + ord, v, 1); break;
		case TMF_ELEMTYPE: tm_put(p, LAY_TMO_ELEMTYPE, v, 1); break;
		case TMF_INTERLEAVE: tm_put(p, LAY_TMO_INTERLEAVE, v, 1); break;
		case TMF_SWIZZLE: tm_put(p, LAY_TMO_SWIZZLE, v, 1); break;
		case TMF_FILL: tm_put(p, LAY_TMO_FILL, v, 1); break;
		}
		sim_event(w, in, SIM_EV_ST, (int)l, rs, 0, ra, LAY_TMAP_BYTES, cm ? cm->id : -1, SIM_NO_ASYNC);
	}
	return H_OK;
}
DECODER(tmap_replace)
{
	static const int dimf[] = {TMF_BOX, TMF_DIM, TMF_ESTRIDE};
	static const int modef[] = {TMF_ELEMTYPE, TMF_INTERLEAVE, TMF_SWIZZLE, TMF_FILL};
	int alt = sim_slot_alt(in, "field");
	switch (in->id) {
	case I_tensormap_replace_addr: in->aux = TMF_ADDR; break;
	case I_tensormap_replace_rank: in->aux = TMF_RANK; break;
	case I_tensormap_replace_stride: in->aux = TMF_STRIDE; break;
	case I_tensormap_replace_dim:
		if (alt < 0 || alt > 2)
			return why(b, "no field");
		in->aux = (uint32_t)dimf[alt];
		break;
	case I_tensormap_replace_mode:
		if (alt < 0 || alt > 3)
			return why(b, "no field");
		in->aux = (uint32_t)modef[alt];
		break;
	default:
		return why(b, "not a tensormap.replace");
	}
	int iord = sim_opnd(in, "ord"), iv = sim_opnd(in, "v");
	if (iv < 0)
		return why(b, "no new value operand");
	in->aux2 = (uint32_t)(iord + 1) | (uint32_t)(iv + 1) << 8;
	return 0;
}

/* tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.S
 * .sync.aligned [dst], [src], 128: each lane copies the 128-byte object
 * from its shared::cta src to its global dst; the release fence to the
 * tensormap proxy is the FENCE event the interpreter records from the
 * table.  Memory events once per distinct (dst, src) of the warp. */
HANDLER(tmap_cp)
{
	uint64_t seen_d[NLANE], seen_s[NLANE];
	int nseen = 0;
	FOR_LANES(m, l) {
		uint64_t da = sim_addr(w, &in->op[0], l), sa = sim_addr(w, &in->op[1], l);
		if (da % 64 || sa % 64)
			return sim_fail(w, in, (int)l, SIM_ERR_MEMORY, da % 64 ? da : sa,
				"tensormap.cp_fenceproxy: %s address 0x%llx is not 64-byte aligned", da % 64 ? "global" : "shared",
				(unsigned long long)(da % 64 ? da : sa));
		SimCta *cm = NULL;
		uint64_t rsa, rda;
		int rs;
		uint8_t *s = sim_mem(w, in, (int)l, SPACE_SHARED, sa, LAY_TMAP_BYTES, 0, &rs, &cm, &rsa);
		if (!s)
			return H_STOP;
		uint8_t *d = sim_mem(w, in, (int)l, SPACE_GLOBAL, da, LAY_TMAP_BYTES, 1, &rs, NULL, &rda);
		if (!d)
			return H_STOP;
		memmove(d, s, LAY_TMAP_BYTES);
		int dup = 0;
		for (int i = 0; i < nseen; i++)
			dup |= seen_d[i] == da && seen_s[i] == sa;
		if (dup)
			continue;
		seen_d[nseen] = da;
		seen_s[nseen++] = sa;
		sim_event(w, in, SIM_EV_LD, (int)l, SPACE_SHARED, 0, rsa, LAY_TMAP_BYTES, cm ? cm->id : -1, SIM_NO_ASYNC);
		sim_event(w, in, SIM_EV_ST, (int)l, SPACE_GLOBAL, 0, rda, LAY_TMAP_BYTES, -1, SIM_NO_ASYNC);
	}
	return H_OK;
}

/* ---------------------------------------------------------------- wgmma */

/* decoded: aux = N, aux2 = K, t = D type, t2 = A/B type, mode bit0 = A from registers */
typedef struct {
	uint64_t da, db;
	int scale_d, neg_a, neg_b, ta, tb;
	uint32_t areg[NLANE][4];
	int rs;
} Wgmma;

/* f32 rounding of an exact-enough double sum: the host conversion is RN;
 * NaN canonicalized as the GPU writes it. */
static uint64_t f32_rn(double v)
{
	float f = (float)v;
	return f != f ? 0x7fffffffu : fp_f32_bits(f);
}

static inline double elem(int tc, uint64_t bits)
{
	switch (tc) {
	case TC_F16: return (double)fp_f16_to_f32((uint16_t)bits);
	case TC_BF16: return (double)fp_bits_f32((uint32_t)(bits & 0xffff) << 16);
	case TC_TF32: return fp_decode(&fp_fmt_f32, bits & 0xffffe000u);
	case TC_E4M3: return fp_decode(&fp_fmt_e4m3, bits & 0xff);
	case TC_E5M2: return fp_decode(&fp_fmt_e5m2, bits & 0xff);
	case TC_F32: return fp_decode(&fp_fmt_f32, bits & 0xffffffffu);
	case TC_S8: return (double)sext(bits, 8);
	case TC_U8: return (double)(bits & 0xff);
	case TC_S32: return (double)sext(bits, 32);
	}
	return 0;
}

static int lay_type(int tc)
{
	switch (tc) {
	case TC_F16: case TC_BF16: return LAY_T_F16;
	case TC_TF32: return LAY_T_TF32;
	default: return LAY_T_F8;
	}
}

HANDLER(wgmma)
{
	uint32_t l0 = first(m);
	Wgmma *op = kl_calloc(1, sizeof *op);
	if (!op)
		return sim_fail(w, in, -1, SIM_ERR_INVALID, 0, "out of memory");
	op->rs = in->mode & 1;
	if (!op->rs)
		op->da = S(1)[l0];
	else
		FOR_LANES(m, l)
			for (int i = 0; i < 4 && i < in->op[1].n; i++)
				op->areg[l][i] = (uint32_t)RG(w, in->op[1].regs[i])[l];
	op->db = S(2)[l0];
	op->scale_d = (S(3)[l0] & 1) != 0;
	int i4 = sim_opnd(in, "sa"), i5 = sim_opnd(in, "sb"), i6 = sim_opnd(in, "ta"), i7 = sim_opnd(in, "tb");
	op->neg_a = i4 >= 0 && in->op[i4].present && (int32_t)S(i4)[l0] == -1;
	op->neg_b = i5 >= 0 && in->op[i5].present && (int32_t)S(i5)[l0] == -1;
	op->ta = i6 >= 0 && in->op[i6].present && S(i6)[l0] == 1;
	op->tb = i7 >= 0 && in->op[i7].present && S(i7)[l0] == 1;
	return sim_async_push(w, in, AK_WGMMA, AG_WGMMA, op, -1, 0);
}

DECODER(wgmma)
{
	int mm, n, k;
	if (!isa_mma_shape(&in->ir->m, &mm, &n, &k) || mm != 64)
		return why(b, "no shape");
	in->aux = (uint32_t)n;
	in->aux2 = (uint32_t)k;
	in->t = (uint8_t)sim_type_tok(in, 0);
	in->t2 = (uint8_t)sim_type_tok(in, 1);
	if (in->t != TC_F32 && in->t != TC_F16)
		return why(b, "integer wgmma is not simulated");
	in->mode = in->op[1].kind == O_VEC;
	int need = in->t == TC_F32 ? (int)n / 2 : (int)n / 4;
	if (in->op[0].kind != O_VEC || in->op[0].n != need)
		return why(b, "accumulator count does not match the shape");
	return 0;
}

/* The rows row0.. row0+nrows-1 (K elements each) of a wgmma operand in
 * shared memory (descriptor desc, MN-major when trans) into out as values;
 * the 16-byte chunks read are marked in touched (the trace).  which: 'A'
 * or 'B', for the error. */
static int wgmma_smem(SimWarp *w, const SimIns *in, char which, uint64_t desc, int trans, int row0, int nrows,
	int K, double *out, uint8_t *touched)
{
	int at = in->t2, eb = tc_bits(at) / 8;
	uint64_t smem = (uint64_t)w->clu->run->k->smem_bytes;
	for (int r = 0; r < nrows; r++)
		for (int k = 0; k < K; k++) {
			uint32_t a;
			int e = lay_wgmma_smem_addr(desc, trans ? LAY_MN_MAJOR : LAY_K_MAJOR, eb, row0 + r, k, &a);
			if (e || a + (uint32_t)eb > smem)
				return sim_fail(w, in, -1, SIM_ERR_MEMORY, a, "wgmma %c descriptor 0x%016llx: element (%d,%d) %s",
					which, (unsigned long long)desc, row0 + r, k, e ? lay_strerror(e) : "outside the shared window");
			uint64_t v = 0;
			memcpy(&v, w->cta->smem + a, (size_t)eb);
			out[r * K + k] = elem(at, v);
			if (touched)
				touched[a / 16] = 1;
		}
	return 0;
}

static int complete_wgmma(SimClu *c, AsyncOp *aop)
{
	Wgmma *op = aop->data;
	SimWarp *w = aop->w;
	const SimIns *in = aop->in;
	int N = (int)in->aux, K = (int)in->aux2, at = in->t2, eb = tc_bits(at) / 8;
	int wq = w->wid % 4;   /* warp's quarter of the warpgroup: rows 16*wq.. */
	double *A = kl_calloc((size_t)16 * (size_t)K, sizeof(double));
	double *B = kl_calloc((size_t)N * (size_t)K, sizeof(double));
	if (!A || !B) {
		kl_free(A);
		kl_free(B);
		return sim_fail(w, in, -1, SIM_ERR_INVALID, 0, "out of memory");
	}
	SimCta *cta = w->cta;
	uint64_t smem = (uint64_t)c->run->k->smem_bytes;
	int rc = 0;
	uint8_t *touched = sim_tracing(w) ? kl_calloc((size_t)(smem / 16 + 1), 1) : NULL;
	/* A rows of this warp */
	if (!op->rs) {
		rc = wgmma_smem(w, in, 'A', op->da, op->ta, 16 * wq, 16, K, A, touched);
	} else {
		for (int l = 0; l < NLANE; l++)
			for (int i = 0; i < 32 / eb / 2 * 4 && i < 16; i++) {
				int row, kk;
				int t = wq * NLANE + l;
				int nel = lay_type(at) == LAY_T_F16 ? 8 : lay_type(at) == LAY_T_TF32 ? 4 : 16;
				if (i >= nel)
					break;
				if (lay_wgmma_a(lay_type(at), t, i, &row, &kk))
					continue;
				int per = 4 / eb;
				uint32_t reg = op->areg[l][i / per];
				uint64_t v = (reg >> (8 * eb * (i % per))) & (uint32_t)tmask(8 * eb);
				if (row - 16 * wq >= 0 && row - 16 * wq < 16 && kk < K)
					A[(row - 16 * wq) * K + kk] = elem(at, v);
			}
	}
	if (!rc)
		rc = wgmma_smem(w, in, 'B', op->db, op->tb, 0, N, K, B, touched);
	if (!rc) {
		const SimOpd *d = &in->op[0];
		int nel = N / 2;
		double sa = op->neg_a ? -1 : 1, sb = op->neg_b ? -1 : 1;
		for (int l = 0; l < NLANE; l++) {
			int t = wq * NLANE + l;
			for (int i = 0; i < nel; i++) {
				int row, col;
				if (lay_wgmma_d(N, t, i, &row, &col))
					continue;
				int r = row - 16 * wq;
				if (r < 0 || r >= 16)
					continue;
				double s = 0;
				for (int k = 0; k < K; k++)
					s += A[r * K + k] * B[col * K + k];
				s *= sa * sb;
				if (in->t == TC_F32) {
					uint64_t *reg = RG(w, d->regs[i]);
					float acc = op->scale_d ? fp_bits_f32((uint32_t)reg[l]) : 0.0f;
					reg[l] = f32_rn((double)acc + s);
				} else {
					uint64_t *reg = RG(w, d->regs[i / 2]);
					int sh = 16 * (i % 2);
					uint16_t old = (uint16_t)(reg[l] >> sh);
					double acc = op->scale_d ? fp_decode(&fp_fmt_f16, old) : 0;
					uint16_t nv = (uint16_t)fp_round_double(&fp_fmt_f16, acc + s, FP_RN, 0, 0);
					reg[l] = (reg[l] & ~(0xffffull << sh)) | (uint64_t)nv << sh;
				}
			}
		}
	}
	if (touched && !rc) {
		/* the shared bytes read, as ranges of 16-byte chunks */
		for (uint64_t i = 0; i <= smem / 16; i++) {
			if (!touched[i])
				continue;
			uint64_t j = i;
			while (j <= smem / 16 && touched[j])
				j++;
			sim_event(w, in, SIM_EV_LD, -1, SPACE_SHARED, 1, i * 16, (uint32_t)((j - i) * 16), cta->id, aop->id);
			i = j;
		}
	}
	kl_free(touched);
	kl_free(A);
	kl_free(B);
	return rc ? -1 : 0;
}

HANDLER(wgmma_fence)
{
	/* ordering only; the interpreter emits the FENCE event from the table */
	(void)w;
	(void)in;
	(void)m;
	return H_OK;
}
HANDLER(wgmma_commit)
{
	(void)m;
	return ag_commit(w, in, AG_WGMMA);
}
HANDLER(wgmma_wait) { return sim_async_wait(w, in, AG_WGMMA, (uint32_t)S(0)[first(m)]); }

/* Checker hook (tracing only): the wgmma register protocol.  Registers a
 * wgmma writes are in flight until a wait_group retires its group; any other
 * instruction touching them records SIM_CHK_WGMMA_ACC_IN_FLIGHT.  So are the
 * registers a wgmma reads as its A operand (the _rs forms: the PTX ISA
 * leaves any access to them before the wait_group undefined, and the
 * simulator reads them at issue, so no run shows it); touching one records
 * SIM_CHK_WGMMA_A_IN_FLIGHT.  Registers
 * written by other instructions are dirty until a wgmma.fence; a wgmma
 * reading a dirty register records SIM_CHK_WGMMA_NO_FENCE (ptxas repairs
 * both silently, with an info line C7518 / C7520).  State starts at the
 * warp's first wgmma instruction with every register dirty. */
static void wgk_event(SimWarp *w, const SimIns *in, uint32_t m, int code, int r)
{
	if (sim_tracing(w)) {
		SimEvent ev = {.kind = SIM_EV_CHECK, .lane = -1, .cta_mem = -1, .parity = -1, .aclass = SIM_AC_WGMMA,
			.code = code, .reg = r, .group = w->gnext[AG_WGMMA]};
		sim_emit(w, in, &ev);
	}
	(void)m;
}

void sim_wgmma_track(SimWarp *w, const SimIns *in, uint32_t m)
{
	int nregs = w->clu->run->p->nregs;
	int wg = in->fn == sim_h_wgmma || in->fn == sim_h_wgmma_fence || in->fn == sim_h_wgmma_commit ||
		in->fn == sim_h_wgmma_wait;
	if (!w->wgk) {
		if (!wg)
			return;
		w->wgk = kl_calloc((size_t)nregs + 1, sizeof *w->wgk);
		if (!w->wgk)
			return;
		for (int r = 0; r < nregs; r++)
			w->wgk[r] = SIM_WGK_DIRTY;
		w->wg_retired = 0;
	}
	uint32_t *k = w->wgk;
	if (in->fn == sim_h_wgmma_fence) {
		for (int r = 0; r < nregs; r++)
			k[r] &= ~SIM_WGK_DIRTY;
		return;
	}
	if (in->fn == sim_h_wgmma_commit)
		return;
	if (in->fn == sim_h_wgmma_wait) {
		uint32_t keep = (uint32_t)S(0)[first(m)], g = w->gnext[AG_WGMMA];
		if (g >= keep && g - keep > w->wg_retired)
			w->wg_retired = g - keep;
		return;
	}
	if (in->fn == sim_h_wgmma) {
		int warned = 0;
		for (int i = 0; i < 2 && !warned; i++) {
			const SimOpd *o = &in->op[i];
			if (o->kind != O_VEC)
				continue;
			for (int j = 0; j < o->n && !warned; j++)
				if (o->regs[j] >= 0 && o->regs[j] < nregs && (k[o->regs[j]] & SIM_WGK_DIRTY)) {
					wgk_event(w, in, m, SIM_CHK_WGMMA_NO_FENCE, o->regs[j]);
					warned = 1;
				}
		}
		for (int i = 0; i < 2; i++) {
			const SimOpd *o = &in->op[i];
			if (o->kind != O_VEC)
				continue;
			for (int j = 0; j < o->n; j++) {
				int r = o->regs[j];
				if (r >= 0 && r < nregs)
					k[r] = (k[r] & SIM_WGK_DIRTY) | (i ? SIM_WGK_AREG : 0) | (w->gnext[AG_WGMMA] + 1);
			}
		}
		return;
	}
	const IsaEntry *e = in->id >= 0 ? isa_entry(in->id) : NULL;
	int warned = 0;
	for (int i = 0; i < in->nop; i++) {
		const SimOpd *o = &in->op[i];
		int dst = e && i < e->nopnd && e->opnd[i].dir != OD_SRC;
		int n = o->kind == O_VEC ? o->n : 1;
		for (int j = 0; j < n; j++) {
			int r = o->kind == O_VEC ? o->regs[j] : o->kind == O_ADDR || o->kind == O_TMAP ? o->base : o->r;
			if (r < 0 || r >= nregs)
				continue;
			uint32_t g = k[r] & ~(SIM_WGK_DIRTY | SIM_WGK_AREG);
			if (g && g - 1 >= w->wg_retired && !warned) {
				wgk_event(w, in, m, k[r] & SIM_WGK_AREG ? SIM_CHK_WGMMA_A_IN_FLIGHT : SIM_CHK_WGMMA_ACC_IN_FLIGHT, r);
				warned = 1;
			}
			if (dst && o->kind != O_ADDR)
				k[r] |= SIM_WGK_DIRTY;
		}
	}
}

/* ---------------------------------------------------------------- completion */

int sim_async_complete(SimClu *c, int i)
{
	AsyncOp op = c->async.v[i];
	memmove(&c->async.v[i], &c->async.v[i + 1], sizeof(AsyncOp) * (size_t)(c->async.n - i - 1));
	c->async.n--;
	int rc = 0;
	switch (op.kind) {
	case AK_CPASYNC: {
		CpAsync *cp = op.data;
		FOR_LANES(cp->mask, l) {
			if (cp->srcsize[l])
				memmove(cp->dst[l], cp->src[l], cp->srcsize[l]);
			memset(cp->dst[l] + cp->srcsize[l], 0, (size_t)(cp->size[l] - cp->srcsize[l]));
			sim_event(op.w, op.in, SIM_EV_LD, (int)l, SPACE_GLOBAL, 0, cp->saddr[l], cp->srcsize[l], -1, op.id);
			sim_event(op.w, op.in, SIM_EV_ST, (int)l, SPACE_SHARED, 0, cp->doff[l], cp->size[l], op.w->cta->id, op.id);
		}
		break;
	}
	case AK_BULK_G2S:
	case AK_BULK_S2G:
	case AK_BULK_S2S:
		rc = complete_bulk(c, &op);
		break;
	case AK_TENSOR_G2S:
	case AK_TENSOR_S2G:
		rc = complete_tensor(c, &op);
		break;
	case AK_WGMMA:
		rc = complete_wgmma(c, &op);
		break;
	}
	if (!rc)
		async_event(&op, SIM_EV_ASYNC_DONE);
	c->progress++;
	kl_free(op.data);
	return rc || c->st ? -1 : 0;
}

/* ---------------------------------------------------------------- ldmatrix / stmatrix / mma.sync */

/* ldmatrix/stmatrix: the whole warp (m) gives the row addresses of the num
 * matrices; rows[mat][row] the host bytes of each row (aux = num) */
static int mat_rows(SimWarp *w, const SimIns *in, uint32_t m, int write, uint8_t *rows[4][8])
{
	if (m != FULL)
		return sim_fail(w, in, -1, SIM_ERR_INVALID, 0, "%s needs all 32 lanes (active mask 0x%08x)",
			write ? "stmatrix" : "ldmatrix", m);
	int num = (int)in->aux;
	const SimOpd *a = &in->op[write ? 0 : 1];
	for (int l = 0; l < NLANE; l++) {
		int mat, row;
		if (lay_ldmatrix_row_lane(num, l, &mat, &row))
			continue;
		uint8_t *p = sim_mem(w, in, l, SPACE_SHARED, sim_addr(w, a, (uint32_t)l), 16, write, NULL, NULL, NULL);
		if (!p)
			return -1;
		rows[mat][row] = p;
		sim_event(w, in, write ? SIM_EV_ST : SIM_EV_LD, l, SPACE_SHARED, 0, sim_addr(w, a, (uint32_t)l), 16,
			w->cta->id, SIM_NO_ASYNC);
	}
	return 0;
}

/* ldmatrix d, [a] / stmatrix [a], v (st): register j of each lane holds the
 * two 16-bit elements (h) of matrix j at the rows and columns the layout
 * gives (lay_ldmatrix_elem, lay_stmatrix_elem) */
static int matrix(SimWarp *w, const SimIns *in, uint32_t m, int st)
{
	int num = (int)in->aux, trans = (int)in->aux2;
	uint8_t *rows[4][8] = {{0}};
	if (mat_rows(w, in, m, st, rows))
		return H_STOP;
	const SimOpd *v = &in->op[st];
	for (int l = 0; l < NLANE; l++)
		for (int j = 0; j < num; j++) {
			int r = v->kind == O_VEC ? v->regs[j] : v->r;
			uint32_t x = st && r >= 0 ? (uint32_t)RG(w, r)[l] : 0;
			for (int h = 0; h < 2; h++) {
				int row, col;
				if (st)
					lay_stmatrix_elem(num, trans, l, j, h, &row, &col);
				else
					lay_ldmatrix_elem(num, trans, l, j, h, &row, &col);
				uint8_t *p = rows[j][row] + 2 * col;
				uint16_t e = (uint16_t)(x >> (16 * h));
				if (st) {
					memcpy(p, &e, 2);
				} else {
					memcpy(&e, p, 2);
					x |= (uint32_t)e << (16 * h);
				}
			}
			if (!st && r >= 0)
				RG(w, r)[l] = x;
		}
	return H_OK;
}
HANDLER(ldmatrix) { return matrix(w, in, m, 0); }
HANDLER(stmatrix) { return matrix(w, in, m, 1); }
static int dec_mat(SimIns *in, Buf *b)
{
	in->aux = sim_flag(in, FL_x4) ? 4 : sim_flag(in, FL_x2) ? 2 : sim_flag(in, FL_x1) ? 1 : 0;
	in->aux2 = sim_flag(in, FL_trans);
	if (!in->aux)
		return why(b, "no matrix count");
	return 0;
}
DECODER(ldmatrix) { return dec_mat(in, b); }
DECODER(stmatrix) { return dec_mat(in, b); }

/* register j of fragment operand o (a one-register fragment may be a plain register) */
static inline int frag_reg(const SimOpd *o, int j) { return o->kind == O_VEC ? o->regs[j] : o->r; }

/* A packed fragment operand: its n elements of `bits` bits fill its 32-bit
 * registers from the low end, 2^lg to a register (PTX ISA 9.7.14.5.8);
 * reg[j] is register j's lanes, resolved once per instruction. */
typedef struct {
	const uint64_t *reg[4];
	int bits, lg;
} Frag;

static void frag_init(Frag *f, SimWarp *w, const SimOpd *o, int bits, int n)
{
	f->bits = bits;
	f->lg = bits == 8 ? 2 : bits == 16 ? 1 : 0;
	for (int j = 0; j < 4; j++)
		f->reg[j] = j < (n + (1 << f->lg) - 1) >> f->lg ? RG(w, frag_reg(o, j)) : NULL;
}

/* element i of the fragment in lane l */
static inline uint64_t frag_get(const Frag *f, int l, int i)
{
	return (f->reg[i >> f->lg][l] >> (f->bits * (i & ((1 << f->lg) - 1)))) & tmask(f->bits);
}

/* mma.sync.aligned.m16n8kK.row.col.dtype.atype.btype.ctype d, a, b, c
 * (decoded: aux = K, t = dtype, t2 = atype, t3 = btype, aux2 = ctype).
 * The float forms (f16, bf16, tf32, e4m3, e5m2 inputs; f16 or f32 c and d)
 * and the integer ones (.s32 from .s8/.u8, PTX ISA 9.7.14.5.14; their
 * fragments laid out as the fp8 ones) share the fragment layouts
 * (lay_mma_a/b/c) and one sum: d = c + a[r][0]*b[0][c] + ... in k order,
 * in double, then rounded to f32 or f16, or for s32 wrapped to 32 bits
 * (clamped to the s32 range with .satfinite).  The integer sums are exact
 * in double: |a*b| <= 2^16, K <= 32, |c| < 2^31, so every partial sum is
 * an integer below 2^53. */
HANDLER(mma)
{
	if (m != FULL)
		return sim_fail(w, in, -1, SIM_ERR_INVALID, 0, "mma.sync needs all 32 lanes (active mask 0x%08x)", m);
	int K = (int)in->aux, dt = in->t, at = in->t2, bt = in->t3, ct = (int)in->aux2;
	int lt = lay_type(at), eb = tc_bits(at), cb = tc_bits(ct);   /* A and B elements have one width */
	double A[16][32], B[32][8], C[16][8];
	memset(A, 0, sizeof A);
	memset(B, 0, sizeof B);
	const SimOpd *od = &in->op[0];
	int na = lay_mma_nelem(K, lt, 'a'), nb = lay_mma_nelem(K, lt, 'b');
	Frag fa, fb, fc;
	frag_init(&fa, w, &in->op[1], eb, na);
	frag_init(&fb, w, &in->op[2], eb, nb);
	frag_init(&fc, w, &in->op[3], cb, 4);
	for (int l = 0; l < NLANE; l++) {
		int r, c;
		for (int i = 0; i < na; i++) {
			lay_mma_a(K, lt, l, i, &r, &c);
			A[r][c] = elem(at, frag_get(&fa, l, i));
		}
		for (int i = 0; i < nb; i++) {
			lay_mma_b(K, lt, l, i, &r, &c);
			B[r][c] = elem(bt, frag_get(&fb, l, i));
		}
		for (int i = 0; i < 4; i++) {
			lay_mma_c(l, i, &r, &c);
			C[r][c] = elem(ct, frag_get(&fc, l, i));
		}
	}
	double sum[NLANE][4];
	for (int l = 0; l < NLANE; l++)
		for (int i = 0; i < 4; i++) {
			int r, c;
			lay_mma_c(l, i, &r, &c);
			double s = C[r][c];
			for (int k = 0; k < K; k++)
				s += A[r][k] * B[k][c];
			sum[l][i] = s;
		}
	uint64_t out[NLANE][4];
	for (int l = 0; l < NLANE; l++)
		for (int i = 0; i < 4; i++) {
			double s = sum[l][i];
			if (dt == TC_F32)
				out[l][i] = f32_rn(s);
			else if (dt == TC_F16)
				out[l][i] = fp_round_double(&fp_fmt_f16, s, FP_RN, 0, 0);
			else if (in->satfinite)
				out[l][i] = (uint64_t)(int64_t)(s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : s) & 0xffffffffu;
			else
				out[l][i] = (uint64_t)(int64_t)s & 0xffffffffu;
		}
	for (int l = 0; l < NLANE; l++)
		for (int i = 0; i < 4; i++) {
			if (dt == TC_F16) {
				uint64_t *reg = RG(w, frag_reg(od, i / 2));
				int sh = 16 * (i % 2);
				reg[l] = (reg[l] & ~(0xffffull << sh)) | (out[l][i] & 0xffff) << sh;
			} else {
				RG(w, frag_reg(od, i))[l] = out[l][i];
			}
		}
	return H_OK;
}

/* mma.sync m8n8k4 .f64: A 8x4 (lane: row lane/4, col lane%4), B 4x8 (row
 * lane%4, col lane/4), C/D 8x8 (row lane/4, cols 2*(lane%4) + 0, 1); each
 * d = fma chain c + a[r][0]*b[0][c] + ... + a[r][3]*b[3][c] in k order,
 * one rounding (.rn) per fma.  The ISA does not fix the order: fidelity
 * "approximate" (exact whenever the partial sums are representable). */
static int mma_f64(SimWarp *w, const SimIns *in, uint32_t m)
{
	if (m != FULL)
		return sim_fail(w, in, -1, SIM_ERR_INVALID, 0, "mma.sync needs all 32 lanes (active mask 0x%08x)", m);
	double A[8][4], B[4][8], C[8][8];
	const SimOpd *oa = &in->op[1], *ob = &in->op[2], *oc = &in->op[3], *od = &in->op[0];
	for (int l = 0; l < NLANE; l++) {
		int g = l >> 2, t = l & 3;
		uint64_t x = RG(w, frag_reg(oa, 0))[l], y = RG(w, frag_reg(ob, 0))[l];
		memcpy(&A[g][t], &x, 8);
		memcpy(&B[t][g], &y, 8);
		for (int i = 0; i < 2; i++) {
			uint64_t z = RG(w, frag_reg(oc, i))[l];
			memcpy(&C[g][2 * t + i], &z, 8);
		}
	}
	uint64_t out[NLANE][2];
	for (int l = 0; l < NLANE; l++)
		for (int i = 0; i < 2; i++) {
			int r = l >> 2, c = 2 * (l & 3) + i;
			double s = C[r][c];
			for (int k = 0; k < 4; k++)
				s = fma(A[r][k], B[k][c], s);
			uint64_t u;
			memcpy(&u, &s, 8);
			out[l][i] = s != s ? 0xfff8000000000000ull : u;   /* default NaN (docs/numerics.md) */
		}
	for (int l = 0; l < NLANE; l++)
		for (int i = 0; i < 2; i++)
			RG(w, frag_reg(od, i))[l] = out[l][i];
	return H_OK;
}

DECODER(mma)
{
	int mm, nn, kk;
	if (!isa_mma_shape(&in->ir->m, &mm, &nn, &kk))
		return why(b, "no mma shape");
	if (in->id == I_mma_m8n8k4_f64) {
		if (mm != 8 || nn != 8 || kk != 4)
			return why(b, "f64 mma is m8n8k4");
		in->fn = mma_f64;
		return 0;
	}
	if (mm != 16 || nn != 8)
		return why(b, "shape not simulated");
	in->aux = (uint32_t)kk;
	in->t = (uint8_t)sim_type_tok(in, 0);
	in->t2 = (uint8_t)sim_type_tok(in, 1);
	in->t3 = (uint8_t)sim_type_tok(in, 2);
	in->aux2 = (uint32_t)sim_type_tok(in, 3);
	if (in->id == I_mma_m16n8k32_s8 || in->id == I_mma_m16n8k16_s8) {
		if (lay_mma_nelem(kk, LAY_T_F8, 'a') <= 0 || (in->t2 != TC_S8 && in->t2 != TC_U8) ||
		    (in->t3 != TC_S8 && in->t3 != TC_U8) || in->t != TC_S32 || in->aux2 != TC_S32)
			return why(b, "integer mma shape/type not simulated");
		return 0;
	}
	if ((in->t != TC_F32 && in->t != TC_F16) || (in->aux2 != TC_F32 && in->aux2 != TC_F16))
		return why(b, "mma c/d type not simulated");
	if (lay_mma_nelem((int)in->aux, lay_type(in->t2), 'a') <= 0 || tc_bits(in->t2) != tc_bits(in->t3))
		return why(b, "shape/type not simulated");
	if (in->op[0].kind != O_VEC || in->op[1].kind != O_VEC || in->op[2].kind != O_VEC || in->op[3].kind != O_VEC)
		return why(b, "fragments must be vectors");
	return 0;
}
