/* Trace-schema tests (docs/simulator.md "Trace events"): one kernel with an
 * instruction of each effect class (tests/sim/trace.kiln); for each, the
 * events it makes and their fields — who (CTA, warp, lane, thread, agent),
 * where (source line), what (space, proxy, byte range, ordering and scope,
 * barrier counts, tx bytes, parity and phase observed, async class, group
 * and bytes, fence kind, collective mask and active lanes).  Then, over the
 * synchronization conformance workloads, every event's kind must be one its
 * instruction's effect class allows (sim_trace_allowed), and the effect
 * decoder is checked on spellings of every ordering form. */
#include "test.h"
#include "sim/sim.h"
#include "work/simwork.h"
#include "lang/lang.h"
#include "util/arena.h"
#include "kiln.h"
#include <stdlib.h>

#define BASE 0x10000000ull
#define KPATH "tests/sim/trace.kiln"

typedef struct {
	SimEvent *v;
	int n, cap;
	int bad_allowed, bad_who;
} Evs;

static void keep(void *ctx, const SimEvent *ev)
{
	Evs *e = ctx;
	if (!sim_trace_allowed(ev->kind, ev->eff) && ev->isa >= 0) {
		e->bad_allowed++;
		fprintf(stderr, "event %s from %s (eff 0x%x) not allowed by its effect class\n", sim_ev_name(ev->kind),
			ev->op ? ev->op : "?", ev->eff);
	}
	if (ev->thread != (ev->lane >= 0 ? ev->warp * 32 + ev->lane : -1) || (ev->kind != SIM_EV_EXIT && !ev->loc.file))
		e->bad_who++;
	if (e->n == e->cap) {
		e->cap = e->cap ? 2 * e->cap : 256;
		e->v = realloc(e->v, sizeof *e->v * (size_t)e->cap);
		if (!e->v)
			abort();
	}
	e->v[e->n++] = *ev;
}

static int line_of(const char *tag)
{
	FILE *f = fopen(KPATH, "r");
	char line[512], want[64];
	int n = 0;
	snprintf(want, sizeof want, "// ev:%s", tag);
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		n++;
		char *p = strstr(line, want);
		if (p && (p[strlen(want)] == '\n' || p[strlen(want)] == ' ' || !p[strlen(want)])) {
			fclose(f);
			return n;
		}
	}
	fclose(f);
	return -1;
}

/* the events of kind k made by the line tagged tag (k < 0: any kind) */
static int pick(const Evs *e, const char *tag, int k, const SimEvent **out, int max)
{
	int line = line_of(tag), n = 0;
	for (int i = 0; i < e->n && n < max; i++)
		if (e->v[i].loc.line == line && (k < 0 || (int)e->v[i].kind == k))
			out[n++] = &e->v[i];
	return n;
}

static Evs evs;

static void run_kernel(void)
{
	Diags d;
	diags_init(&d);
	LangInput li = {.path = KPATH};
	IrModule *mod = lang_compile(&li, &d);
	CHECK(mod != NULL);
	if (!mod) {
		Buf b = {0};
		diags_render(&d, &b);
		fprintf(stderr, "%s", buf_str(&b));
		buf_free(&b);
		diags_free(&d);
		return;
	}
	static uint32_t src[64], out[128];
	for (int i = 0; i < 64; i++)
		src[i] = 1000u + (uint32_t)i;
	SimBuffer b[2] = {{BASE, src, sizeof src, "src"}, {BASE + 4096, out, sizeof out, "out"}};
	SimArg a[2] = {{BASE, NULL}, {BASE + 4096, NULL}};
	SimLaunch l = {.kernel = mod->kernels[0], .grid = {1, 1, 1}, .args = a, .nargs = 2, .bufs = b, .nbufs = 2,
		.threads = 1, .trace = keep, .trace_ctx = &evs};
	SimResult r;
	CHECK_EQ(sim_run(&l, &r), SIM_OK);
	if (r.status != SIM_OK)
		fprintf(stderr, "%s\n", r.message);
	sim_result_free(&r);
	/* the kernel's own result: out[t] = shfl partner (t ^ 1, t < 16) + src[t] */
	for (uint32_t t = 0; t < 64; t++)
		CHECK_EQ(out[t], (t < 16 ? (t ^ 1) : 0) + 1000u + t);
	CHECK_EQ(out[100], 64);
	ir_module_free(mod);
	diags_free(&d);
}

static void test_common(void)
{
	CHECK(evs.n > 0);
	CHECK_EQ(evs.bad_allowed, 0);
	CHECK_EQ(evs.bad_who, 0);
	uint64_t last = 0;
	int ordered = 1;
	for (int i = 0; i < evs.n; i++) {
		ordered &= evs.v[i].seq == last + 1;
		last = evs.v[i].seq;
	}
	CHECK(ordered);
}

static void test_memory(void)
{
	const SimEvent *e[128];
	/* weak shared store: one per thread, 4 bytes at tile + 4t */
	int n = pick(&evs, "st_shared", SIM_EV_ST, e, 128);
	CHECK_EQ(n, 64);
	int ok = n == 64;
	for (int i = 0; i < n && ok; i++) {
		const SimEvent *x = e[i];
		ok &= x->space == SPACE_SHARED && x->size == 4 && x->sem == SEM_WEAK && x->scope == SCOPE_NONE &&
			x->proxy == PROXY_GENERIC && x->agent == SIM_AG_THREAD && x->cta == 0 && x->cta_mem == 0 &&
			x->addr == e[0]->addr + 4ull * (uint64_t)x->thread;
	}
	CHECK(ok);
	/* strong load: acquire at gpu scope, global addresses */
	n = pick(&evs, "ld_acquire", SIM_EV_LD, e, 128);
	CHECK_EQ(n, 64);
	ok = n == 64;
	for (int i = 0; i < n && ok; i++)
		ok &= e[i]->space == SPACE_GLOBAL && e[i]->sem == SEM_ACQUIRE && e[i]->scope == SCOPE_GPU &&
			e[i]->addr == BASE + 4ull * (uint64_t)e[i]->thread && e[i]->size == 4 && e[i]->cta_mem == -1;
	CHECK(ok);
	CHECK_EQ(e[0]->loc.line, line_of("ld_acquire"));
	CHECK_STR(e[0]->op, "ld_relaxed");
	/* atom: one ATOM per thread, acq_rel.gpu */
	n = pick(&evs, "atom", SIM_EV_ATOM, e, 128);
	CHECK_EQ(n, 64);
	CHECK(n > 0 && e[0]->sem == SEM_ACQ_REL && e[0]->scope == SCOPE_GPU && e[0]->addr == BASE + 4096 + 400 &&
		e[0]->size == 4);
}

static void test_fences(void)
{
	const SimEvent *e[8];
	int n = pick(&evs, "fence_acq_rel", SIM_EV_FENCE, e, 8);
	CHECK_EQ(n, 2);   /* one per warp */
	CHECK(n > 0 && e[0]->fence == FENCE_ACQ_REL && e[0]->sem == SEM_ACQ_REL && e[0]->scope == SCOPE_GPU &&
		e[0]->lane == -1 && e[0]->agent == SIM_AG_WARP && e[0]->proxy == PROXY_GENERIC);
	n = pick(&evs, "membar", SIM_EV_FENCE, e, 8);
	CHECK_EQ(n, 2);
	CHECK(n > 0 && e[0]->fence == FENCE_SC && e[0]->sem == SEM_SC && e[0]->scope == SCOPE_GPU);
	n = pick(&evs, "fence_proxy", SIM_EV_FENCE, e, 8);
	CHECK_EQ(n, 2);
	CHECK(n > 0 && e[0]->fence == FENCE_PROXY && e[0]->proxy == PROXY_ASYNC);
	CHECK(n > 1 && e[1]->warp == 1);
}

static void test_barriers(void)
{
	const SimEvent *e[8];
	int n = pick(&evs, "bar_sync", SIM_EV_BAR_ARRIVE, e, 8);
	CHECK_EQ(n, 2);
	CHECK(n == 2 && e[0]->barrier == 0 && e[0]->count == 0 && e[0]->phase == e[1]->phase);
	uint64_t gen = n ? e[0]->phase : 99;
	n = pick(&evs, "bar_sync", SIM_EV_BAR_PASS, e, 8);
	CHECK_EQ(n, 2);
	CHECK(n == 2 && e[0]->phase == gen && e[1]->phase == gen && e[0]->warp != e[1]->warp);
	/* the mbarrier: init count 1 by thread 0 */
	n = pick(&evs, "mbar_init", SIM_EV_MBAR_INIT, e, 8);
	CHECK_EQ(n, 1);
	if (n != 1)
		return;
	uint64_t mb = e[0]->addr;
	CHECK(e[0]->count == 1 && e[0]->lane == 0 && e[0]->thread == 0 && e[0]->space == SPACE_SHARED && e[0]->size == 8 &&
		e[0]->cta_mem == 0 && e[0]->phase == 0);
	/* arrive.expect_tx: count 1, tx 64, release.cta by default; the expect_tx first */
	n = pick(&evs, "mbar_arrive", -1, e, 8);
	CHECK(n >= 2);
	CHECK(n >= 2 && e[0]->kind == SIM_EV_MBAR_EXPECT_TX && e[0]->tx == 64 && e[0]->addr == mb);
	CHECK(n >= 2 && e[1]->kind == SIM_EV_MBAR_ARRIVE && e[1]->count == 1 && e[1]->tx == 64 && e[1]->addr == mb &&
		e[1]->sem == SEM_RELEASE && e[1]->scope == SCOPE_CTA && e[1]->phase == 0);
	/* the waits: one per thread, at the barrier's address (not 0), parity 0, phase 0 observed complete */
	const SimEvent *w[128];
	n = pick(&evs, "mbar_wait", SIM_EV_MBAR_WAIT, w, 128);
	CHECK_EQ(n, 64);
	int ok = n == 64;
	for (int i = 0; i < n && ok; i++)
		ok &= w[i]->addr == mb && w[i]->parity == 0 && w[i]->ok == 1 && w[i]->phase == 1 &&
			w[i]->sem == SEM_ACQUIRE && w[i]->scope == SCOPE_CTA && w[i]->cta_mem == 0 && w[i]->lane >= 0;
	CHECK(ok);
}

static void test_async(void)
{
	const SimEvent *e[16];
	/* the bulk copy: issue (lane 0, 64 bytes, no group), async-proxy read and write, complete_tx, phase, done */
	int n = pick(&evs, "bulk", -1, e, 16);
	CHECK(n >= 6);
	int iss = -1, ld = -1, st = -1, ctx = -1, ph = -1, done = -1;
	for (int i = 0; i < n; i++) {
		switch (e[i]->kind) {
		case SIM_EV_ASYNC_ISSUE: iss = i; break;
		case SIM_EV_LD: ld = i; break;
		case SIM_EV_ST: st = i; break;
		case SIM_EV_MBAR_COMPLETE_TX: ctx = i; break;
		case SIM_EV_MBAR_PHASE: ph = i; break;
		case SIM_EV_ASYNC_DONE: done = i; break;
		default: break;
		}
	}
	CHECK(iss >= 0 && ld > iss && st > iss && ctx > st && ph > ctx && done > ph);
	if (iss < 0 || ld < 0 || st < 0 || ctx < 0 || ph < 0 || done < 0)
		return;
	uint64_t id = e[iss]->async_id;
	CHECK(e[iss]->aclass == SIM_AC_BULK && e[iss]->bytes == 64 && e[iss]->group == UINT32_MAX && e[iss]->lane == 0 &&
		e[iss]->agent == SIM_AG_THREAD);
	CHECK(e[ld]->space == SPACE_GLOBAL && e[ld]->addr == BASE + 64 && e[ld]->size == 64 &&
		e[ld]->proxy == PROXY_ASYNC && e[ld]->agent == SIM_AG_ASYNC && e[ld]->async_id == id);
	CHECK(e[st]->space == SPACE_SHARED && e[st]->size == 64 && e[st]->proxy == PROXY_ASYNC && e[st]->async_id == id &&
		e[st]->addr % 128 == 0);
	CHECK(e[ctx]->tx == 64 && e[ctx]->agent == SIM_AG_ASYNC && e[ctx]->proxy == PROXY_ASYNC);
	CHECK(e[ph]->phase == 0 && e[ph]->count == 1);
	CHECK(e[done]->async_id == id && e[done]->bytes == 64 && e[done]->agent == SIM_AG_ASYNC);
	/* cp.async: per warp one issue of 32 x 4 bytes in group 0, commit of group 0, wait 0 */
	n = pick(&evs, "cp_async", SIM_EV_ASYNC_ISSUE, e, 16);
	CHECK_EQ(n, 2);
	CHECK(n == 2 && e[0]->aclass == SIM_AC_CPASYNC && e[0]->bytes == 128 && e[0]->group == 0 &&
		e[0]->proxy == PROXY_GENERIC);
	n = pick(&evs, "cp_async", SIM_EV_ASYNC_DONE, e, 16);
	CHECK_EQ(n, 2);
	n = pick(&evs, "commit", SIM_EV_ASYNC_COMMIT, e, 16);
	CHECK_EQ(n, 2);
	CHECK(n == 2 && e[0]->aclass == SIM_AC_CPASYNC && e[0]->group == 0 && e[0]->lane == -1);
	n = pick(&evs, "wait", SIM_EV_ASYNC_WAIT, e, 16);
	CHECK_EQ(n, 2);
	CHECK(n == 2 && e[0]->aclass == SIM_AC_CPASYNC && e[0]->group == 0);
	/* the cp.async copies are made by the engine, attributed to their lane */
	const SimEvent *c[128];
	n = pick(&evs, "cp_async", SIM_EV_ST, c, 128);
	CHECK_EQ(n, 64);
	CHECK(n == 64 && c[5]->agent == SIM_AG_ASYNC && c[5]->lane >= 0 && c[5]->size == 4 && c[5]->proxy == PROXY_GENERIC);
}

static void test_collective(void)
{
	const SimEvent *e[8];
	int n = pick(&evs, "shfl", SIM_EV_COLLECTIVE, e, 8);
	CHECK_EQ(n, 1);   /* warp 0 only: t < 16 */
	CHECK(n == 1 && e[0]->mask == 0xffffu && e[0]->active == 0xffffu && e[0]->warp == 0 && e[0]->lane == -1);
	int exits = 0;
	for (int i = 0; i < evs.n; i++)
		exits += evs.v[i].kind == SIM_EV_EXIT;
	CHECK_EQ(exits, 2);
}

/* every event of the synchronization conformance workloads is allowed by its
 * instruction's effect class */
static void test_allowed_workloads(void)
{
	static const char *const wls[] = {
		"tests/conformance/barrier_mbarrier/workload.json", "tests/conformance/async_copy/workload.json",
		"tests/conformance/tma/workload.json", "tests/conformance/tma/store.json",
		"tests/conformance/wgmma/workload.json", "tests/conformance/warp/workload.json",
		"tests/conformance/memory/workload.json", "tests/conformance/ldmatrix_mma/workload.json",
	};
	for (size_t i = 0; i < sizeof wls / sizeof wls[0]; i++) {
		Evs e = {0};
		SimWorkOpts o = {.workload = wls[i], .threads = 1, .trace = keep, .trace_ctx = &e};
		Diags d;
		diags_init(&d);
		int rc = sim_workload(&o, &d, NULL, NULL, NULL);
		CHECK_EQ(rc, 0);
		CHECK(e.n > 0);
		CHECK_EQ(e.bad_allowed, 0);
		CHECK_EQ(e.bad_who, 0);
		if (e.bad_allowed || rc)
			fprintf(stderr, "  in %s\n", wls[i]);
		free(e.v);
		diags_free(&d);
	}
}

static void fx(const char *opcode, IsaSem sem, IsaScope scope, IsaProxy proxy, IsaFence fence)
{
	IsaMatch m;
	CHECK(isa_match(opcode, &m, NULL));
	IsaEffect f;
	isa_effect(&m, &f);
	int ok = f.sem == sem && f.scope == scope && f.proxy == proxy && f.fence == fence;
	CHECK(ok);
	if (!ok)
		fprintf(stderr, "  %s: sem %s scope %s proxy %s fence %s\n", opcode, isa_sem_name(f.sem),
			isa_scope_name(f.scope), isa_proxy_name(f.proxy), isa_fence_name(f.fence));
}

static void test_effect_decoder(void)
{
	fx("ld.global.u32", SEM_WEAK, SCOPE_NONE, PROXY_GENERIC, FENCE_NONE);
	fx("ld.volatile.shared.u32", SEM_VOLATILE, SCOPE_NONE, PROXY_GENERIC, FENCE_NONE);
	fx("ld.relaxed.sys.global.u32", SEM_RELAXED, SCOPE_SYS, PROXY_GENERIC, FENCE_NONE);
	fx("st.release.cta.shared.u32", SEM_RELEASE, SCOPE_CTA, PROXY_GENERIC, FENCE_NONE);
	fx("ld.acquire.cluster.shared::cluster.u32", SEM_ACQUIRE, SCOPE_CLUSTER, PROXY_GENERIC, FENCE_NONE);
	fx("atom.global.add.u32", SEM_RELAXED, SCOPE_GPU, PROXY_GENERIC, FENCE_NONE);
	fx("atom.acquire.cta.shared::cluster.add.u32", SEM_ACQUIRE, SCOPE_CTA, PROXY_GENERIC, FENCE_NONE);
	fx("red.release.sys.global.add.u32", SEM_RELEASE, SCOPE_SYS, PROXY_GENERIC, FENCE_NONE);
	fx("membar.cta", SEM_SC, SCOPE_CTA, PROXY_GENERIC, FENCE_SC);
	fx("membar.sys", SEM_SC, SCOPE_SYS, PROXY_GENERIC, FENCE_SC);
	fx("fence.sc.cluster", SEM_SC, SCOPE_CLUSTER, PROXY_GENERIC, FENCE_SC);
	fx("fence.acq_rel.cta", SEM_ACQ_REL, SCOPE_CTA, PROXY_GENERIC, FENCE_ACQ_REL);
	fx("fence.mbarrier_init.release.cluster", SEM_RELEASE, SCOPE_CLUSTER, PROXY_GENERIC, FENCE_MBAR_INIT);
	fx("fence.proxy.async", SEM_NONE, SCOPE_NONE, PROXY_ASYNC, FENCE_PROXY);
	fx("fence.proxy.alias", SEM_NONE, SCOPE_NONE, PROXY_ALIAS, FENCE_PROXY);
	fx("fence.proxy.tensormap::generic.release.gpu", SEM_RELEASE, SCOPE_GPU, PROXY_TENSORMAP, FENCE_PROXY);
	fx("fence.proxy.tensormap::generic.acquire.cluster", SEM_ACQUIRE, SCOPE_CLUSTER, PROXY_TENSORMAP, FENCE_PROXY);
	fx("wgmma.fence.sync.aligned", SEM_NONE, SCOPE_NONE, PROXY_GENERIC, FENCE_WGMMA);
	fx("mbarrier.arrive.shared::cta.b64", SEM_RELEASE, SCOPE_CTA, PROXY_GENERIC, FENCE_NONE);
	fx("mbarrier.arrive.release.cluster.shared::cta.b64", SEM_RELEASE, SCOPE_CLUSTER, PROXY_GENERIC, FENCE_NONE);
	fx("mbarrier.arrive.relaxed.cluster.shared::cta.b64", SEM_RELAXED, SCOPE_CLUSTER, PROXY_GENERIC, FENCE_NONE);
	fx("mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64", SEM_ACQUIRE, SCOPE_CLUSTER, PROXY_GENERIC, FENCE_NONE);
	fx("mbarrier.test_wait.shared.b64", SEM_ACQUIRE, SCOPE_CTA, PROXY_GENERIC, FENCE_NONE);
	fx("barrier.cluster.arrive.relaxed", SEM_RELAXED, SCOPE_CLUSTER, PROXY_GENERIC, FENCE_NONE);
	fx("barrier.cluster.wait", SEM_ACQUIRE, SCOPE_CLUSTER, PROXY_GENERIC, FENCE_NONE);
	fx("bar.sync", SEM_ACQUIRE, SCOPE_CTA, PROXY_GENERIC, FENCE_NONE);
	fx("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes", SEM_WEAK, SCOPE_NONE, PROXY_ASYNC,
		FENCE_NONE);
	fx("cp.async.ca.shared.global", SEM_WEAK, SCOPE_NONE, PROXY_GENERIC, FENCE_NONE);
	/* every fence entry decodes to a fence kind; no other entry does */
	int bad = 0;
	for (int i = 0; i < isa_count(); i++) {
		const IsaEntry *e = isa_entry(i);
		IsaMatch m = {.e = e};
		for (int s = 0; s < e->nslot; s++)
			m.alt[s] = e->slot[s].optional ? -1 : 0;
		IsaEffect f;
		isa_effect(&m, &f);
		int fence = (e->eff & (EF_FENCE | EF_FENCE_PROXY)) != 0;
		if (fence != (f.fence != FENCE_NONE)) {
			bad++;
			fprintf(stderr, "  %s: fence kind %s\n", e->idname, isa_fence_name(f.fence));
		}
	}
	CHECK_EQ(bad, 0);
}

int main(void)
{
	Buf err = {0};
	if (isa_init(&err)) {
		fprintf(stderr, "%s\n", buf_str(&err));
		return 1;
	}
	run_kernel();
	test_common();
	test_memory();
	test_fences();
	test_barriers();
	test_async();
	test_collective();
	free(evs.v);
	test_allowed_workloads();
	test_effect_decoder();
	return TEST_DONE();
}
