/* The simulator's execution core: launch setup (param space, buffers,
 * clusters), worker threads, the per-cluster warp scheduler with blocking
 * waits and deadlock detection, the warp interpreter with structured
 * reconvergence, memory-space resolution with bounds and alignment checks,
 * and error/event reporting. */
#include "sim/sim_int.h"
#include "util/xmacro.h"
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ---- errors and events ---- */

static void thread_desc(SimWarp *w, int lane, char *out, size_t n)
{
	SimRun *run = w->clu->run;
	SimCta *c = w->cta;
	if (lane < 0) {
		snprintf(out, n, "CTA (%u,%u,%u) warp %d", c->ctaid[0], c->ctaid[1], c->ctaid[2], w->wid);
		return;
	}
	uint32_t t = (uint32_t)w->wid * NLANE + (uint32_t)lane;
	uint32_t bx = run->block[0], by = run->block[1];
	snprintf(out, n, "CTA (%u,%u,%u) thread (%u,%u,%u) (warp %d lane %d)", c->ctaid[0], c->ctaid[1],
		c->ctaid[2], t % bx, (t / bx) % by, t / (bx * by), w->wid, lane);
}

/* Copies src into dst[n]; a message too long is cut at a word boundary and
 * ends with " …", never mid-word. */
static void msg_fit(char *dst, size_t n, const char *src)
{
	size_t len = strlen(src);
	if (len < n) {
		memcpy(dst, src, len + 1);
		return;
	}
	static const char ell[] = " \u2026";
	size_t keep = n - sizeof ell;
	while (keep > 0 && src[keep] != ' ')
		keep--;
	while (keep > 0 && src[keep - 1] == ' ')
		keep--;
	memcpy(dst, src, keep);
	memcpy(dst + keep, ell, sizeof ell);
}

int sim_fail(SimWarp *w, const SimIns *in, int lane, SimStatus st, uint64_t addr, const char *fmt, ...)
{
	SimClu *c = w->clu;
	if (c->st != SIM_OK)
		return H_STOP;
	char who[128];
	Buf m = {0};
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *what = kl_malloc(n > 0 ? (size_t)n + 1 : 1);
	if (what) {
		va_start(ap, fmt);
		vsnprintf(what, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	thread_desc(w, lane, who, sizeof who);
	buf_printf(&m, "%s in %s", what ? what : "error", who);
	kl_free(what);
	msg_fit(c->msg, sizeof c->msg, buf_str(&m));
	buf_free(&m);
	c->st = st;
	c->loc = in ? in->loc : (Loc){0};
	c->ecta = w->cta->id;
	c->ewarp = w->wid;
	c->elane = lane;
	c->eaddr = addr;
	return H_STOP;
}

static void clu_fail(SimClu *c, SimStatus st, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static void clu_fail(SimClu *c, SimStatus st, Loc loc, const char *fmt, ...)
{
	if (c->st != SIM_OK)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(c->msg, sizeof c->msg, fmt, ap);
	va_end(ap);
	c->st = st;
	c->loc = loc;
	c->ecta = c->ctas[0].id;
	c->ewarp = -1;
	c->elane = -1;
}

void sim_emit(SimWarp *w, const SimIns *in, SimEvent *ev)
{
	const SimLaunch *l = w->clu->run->l;
	if (!l->trace)
		return;
	ev->seq = ++w->clu->evseq;
	ev->cta = w->cta->id;
	ev->warp = w->wid;
	ev->thread = ev->lane >= 0 ? w->wid * NLANE + ev->lane : -1;
	ev->lanes = w->active;
	ev->live = w->live & ~w->exited;
	ev->ir = in ? in->ir : NULL;
	if (ev->agent == SIM_AG_THREAD && ev->lane < 0)
		ev->agent = SIM_AG_WARP;
	if (in && in->ir && in->ir->m.e) {
		const IsaEntry *e = in->ir->m.e;
		ev->loc = in->loc;
		ev->isa = (int)e->id;
		ev->op = e->idname;
		ev->eff = e->eff;
		ev->sem = in->fx->sem;
		ev->scope = in->fx->scope;
		ev->fence = in->fx->fence;
		if (ev->kind == SIM_EV_FENCE)
			ev->proxy = in->fx->proxy;
	} else {
		ev->isa = -1;
		ev->loc = in ? in->loc : (Loc){0};
	}
	l->trace(l->trace_ctx, ev);
}

void sim_event(SimWarp *w, const SimIns *in, SimEvKind k, int lane, int space, int async_proxy,
	uint64_t addr, uint32_t size, int cta_mem, uint64_t aid)
{
	if (!w->clu->run->l->trace)
		return;
	SimEvent ev = {
		.kind = k, .lane = lane, .space = space, .proxy = async_proxy ? PROXY_ASYNC : PROXY_GENERIC,
		.addr = addr, .size = size, .cta_mem = cta_mem, .parity = -1, .aclass = SIM_AC_NONE,
		.agent = aid != SIM_NO_ASYNC ? SIM_AG_ASYNC : SIM_AG_THREAD,
		.async_id = aid != SIM_NO_ASYNC ? aid : 0,
	};
	sim_emit(w, in, &ev);
}

/* The events the table alone determines: a fence (kind, scope, proxy from
 * isa_effect) or a warp/warpgroup collective (member mask, active lanes). */
static void table_event(SimWarp *w, const SimIns *in, uint32_t m)
{
	SimEvent ev = {.lane = -1, .parity = -1, .aclass = SIM_AC_NONE, .cta_mem = -1, .active = m, .mask = FULL};
	if (in->fx->eff & (EF_FENCE | EF_FENCE_PROXY)) {
		ev.kind = SIM_EV_FENCE;
		sim_emit(w, in, &ev);
	}
	if (in->fx->eff & (EF_WARP_COLL | EF_WG_COLL)) {
		ev.kind = SIM_EV_COLLECTIVE;
		if (in->mask_op >= 0) {
			uint32_t l0 = (uint32_t)__builtin_ctz(m);
			ev.mask = (uint32_t)RG(w, in->op[in->mask_op].r)[l0];
		}
		sim_emit(w, in, &ev);
	}
}

uint64_t sim_rand(SimClu *c)
{
	uint64_t z = (c->rng += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/* ---- memory ---- */


void *sim_mem(SimWarp *w, const SimIns *in, int lane, int space, uint64_t addr, uint32_t size,
	int write, int *rspace, SimCta **cta_mem, uint64_t *raddr)
{
	SimRun *run = w->clu->run;
	const char *acc = write ? "store" : "load";
	int dsmem = in && in->dsmem;
	if (space == SPACE_GENERIC) {
		if (addr >= SIM_GEN_SHARED && addr < SIM_GEN_LOCAL) {
			space = SPACE_SHARED;
			addr -= SIM_GEN_SHARED;
			dsmem = 1;
		} else if (addr >= SIM_GEN_LOCAL && addr < SIM_GEN_PARAM) {
			space = SPACE_LOCAL;
			addr -= SIM_GEN_LOCAL;
		} else if (addr >= SIM_GEN_PARAM && addr < SIM_GEN_CONST) {
			space = SPACE_PARAM;
			addr -= SIM_GEN_PARAM;
		} else if (addr >= SIM_GEN_CONST && addr < SIM_GEN_WINDOWS_END) {
			space = SPACE_CONST;
			addr -= SIM_GEN_CONST;
		} else {
			space = SPACE_GLOBAL;
		}
	}
	if (rspace)
		*rspace = space;
	if (raddr)
		*raddr = addr;
	uint32_t al = size > 16 ? 16 : size;
	if (addr & (al - 1)) {
		sim_fail(w, in, lane, SIM_ERR_MEMORY, addr, "misaligned %s %s of %u bytes at 0x%llx",
			sim_space_name(space), acc, size, (unsigned long long)addr);
		return NULL;
	}
	switch (space) {
	case SPACE_GLOBAL: {
		int h = w->buf_hint;
		const SimBuffer *b = run->nbufs ? &run->bufs[h] : NULL;
		if (!b || addr < b->addr || addr - b->addr >= b->bytes) {
			int lo = 0, hi = run->nbufs - 1, f = -1;
			while (lo <= hi) {
				int mid = (lo + hi) / 2;
				if (run->bufs[mid].addr <= addr) {
					f = mid;
					lo = mid + 1;
				} else {
					hi = mid - 1;
				}
			}
			if (f < 0 || addr - run->bufs[f].addr >= run->bufs[f].bytes) {
				sim_fail(w, in, lane, SIM_ERR_MEMORY, addr,
					"out-of-bounds global %s of %u bytes at 0x%llx (no buffer there)", acc, size,
					(unsigned long long)addr);
				return NULL;
			}
			w->buf_hint = f;
			b = &run->bufs[f];
		}
		if (addr - b->addr + size > b->bytes) {
			sim_fail(w, in, lane, SIM_ERR_MEMORY, addr,
				"out-of-bounds global %s of %u bytes at 0x%llx (buffer %s of %llu bytes at 0x%llx)",
				acc, size, (unsigned long long)addr, b->name ? b->name : "?",
				(unsigned long long)b->bytes, (unsigned long long)b->addr);
			return NULL;
		}
		return (uint8_t *)b->host + (addr - b->addr);
	}
	case SPACE_SHARED: {
		SimCta *cta = w->cta;
		uint64_t off = addr;
		if (addr >> SIM_DSMEM_SHIFT) {
			uint64_t rank = (addr >> SIM_DSMEM_SHIFT) - 1;
			if (rank >= (uint64_t)w->clu->nctas || (!dsmem && (int)rank != cta->rank)) {
				sim_fail(w, in, lane, SIM_ERR_MEMORY, addr,
					"out-of-bounds shared %s of %u bytes at 0x%llx (%s)", acc, size,
					(unsigned long long)addr, dsmem ? "no such CTA in the cluster" :
					"another CTA's window in a shared::cta access");
				return NULL;
			}
			cta = &w->clu->ctas[rank];
			off = addr & ((1ull << SIM_DSMEM_SHIFT) - 1);
		}
		if (off + size > (uint64_t)run->k->smem_bytes) {
			sim_fail(w, in, lane, SIM_ERR_MEMORY, addr,
				"out-of-bounds shared %s of %u bytes at 0x%llx (window of %lld bytes)", acc, size,
				(unsigned long long)addr, (long long)run->k->smem_bytes);
			return NULL;
		}
		if (cta_mem)
			*cta_mem = cta;
		if (raddr)
			*raddr = off;
		return cta->smem + off;
	}
	case SPACE_LOCAL: {
		uint32_t lb = run->l->local_bytes;
		if (lane < 0 || addr + size > lb) {
			sim_fail(w, in, lane, SIM_ERR_MEMORY, addr,
				"out-of-bounds local %s of %u bytes at 0x%llx (%u bytes per thread)", acc, size,
				(unsigned long long)addr, lb);
			return NULL;
		}
		return w->cta->local + ((size_t)w->wid * NLANE + (size_t)lane) * lb + addr;
	}
	case SPACE_PARAM:
		if (write) {
			sim_fail(w, in, lane, SIM_ERR_MEMORY, addr, "store to the kernel parameter space at 0x%llx",
				(unsigned long long)addr);
			return NULL;
		}
		if (addr + size > run->param_bytes) {
			sim_fail(w, in, lane, SIM_ERR_MEMORY, addr,
				"out-of-bounds param load of %u bytes at 0x%llx (%u bytes of parameters)", size,
				(unsigned long long)addr, run->param_bytes);
			return NULL;
		}
		return run->param + addr;
	case SPACE_CONST:
		/* the language has no const-space declarations: every address is outside the bank */
		sim_fail(w, in, lane, SIM_ERR_MEMORY, addr,
			"out-of-bounds const %s of %u bytes at 0x%llx (the kernel declares no const-space data)", acc,
			size, (unsigned long long)addr);
		return NULL;
	}
	sim_fail(w, in, lane, SIM_ERR_UNSUPPORTED, addr, "unsupported: %s access to the %s space",
		acc, sim_space_name(space));
	return NULL;
}

uint32_t sim_pred_mask(SimWarp *w, int reg, uint32_t m)
{
	const uint64_t *p = RG(w, reg);
	uint32_t r = 0;
	for (int l = 0; l < NLANE; l++)
		r |= (uint32_t)(p[l] & 1) << l;
	return r & m;
}

/* ---- warps ---- */

static void warp_done(SimWarp *w)
{
	if (w->state == W_DONE)
		return;
	w->state = W_DONE;
	w->active = 0;
	w->cta->ndone++;
	w->clu->progress++;
	sim_event(w, NULL, SIM_EV_EXIT, -1, 0, 0, 0, 0, -1, SIM_NO_ASYNC);
	for (int i = 0; i < 16; i++)
		sim_bar_check(w->cta, i);
	sim_cbar_check(w->clu);
}

/* The active mask emptied (break/continue/exit): resume at the innermost
 * construct's reconvergence point. */
static void unwind(SimWarp *w)
{
	if (w->nf == 0) {
		warp_done(w);
		return;
	}
	w->pc = w->fs[w->nf - 1].resume;
}

static void refresh_clock(SimWarp *w)
{
	SimProg *p = w->clu->run->p;
	for (int i = 0; i < p->next - p->nregs; i++) {
		int sp = p->csp[i];
		if (sp == SP_CLOCK || sp == SP_CLOCK64 || sp == SP_GLOBALTIMER) {
			uint64_t v = w->clu->steps + w->steps;
			if (sp == SP_CLOCK)
				v &= 0xffffffffu;
			if (sp == SP_GLOBALTIMER)
				v *= 1000;
			uint64_t *r = RG(w, p->nregs + i);
			for (int l = 0; l < NLANE; l++)
				r[l] = v;
		}
	}
}

/* Executes a control pseudo-instruction. */
static void ctl_exec(SimWarp *w, const SimIns *in)
{
	Frame *f;
	switch (in->ctl) {
	case C_IF: {
		uint32_t m = w->active;
		uint32_t c = sim_pred_mask(w, in->cond, m);
		if (in->neg)
			c = m & ~c;
		f = &w->fs[w->nf++];
		f->kind = C_IF;
		f->saved = m;
		f->loop = w->nf >= 2 ? w->fs[w->nf - 2].loop : -1;
		if (c) {
			f->pending = m & ~c;
			f->resume = in->a;
			w->active = c;
			w->pc++;
		} else {
			f->pending = 0;
			f->resume = in->b;
			w->pc = in->a + 1;
		}
		return;
	}
	case C_ELSE:
		f = &w->fs[w->nf - 1];
		f->resume = in->b;
		if (f->pending) {
			w->active = f->pending;
			f->pending = 0;
			w->pc++;
		} else {
			w->active = 0;
			w->pc = in->b;
		}
		return;
	case C_ENDIF: {
		f = &w->fs[--w->nf];
		uint32_t a = f->saved & ~w->exited;
		if (f->loop >= 0)
			a &= ~(w->fs[f->loop].brk | w->fs[f->loop].cont);
		w->active = a;
		w->pc++;
		if (!a)
			unwind(w);
		return;
	}
	case C_LOOP:
		f = &w->fs[w->nf++];
		f->kind = C_LOOP;
		f->saved = w->active;
		f->pending = f->brk = f->cont = 0;
		f->resume = in->b;
		f->exit = in->a;
		f->loop = w->nf - 1;
		w->pc++;
		return;
	case C_TEST: {
		f = &w->fs[w->nf - 1];
		uint32_t c = sim_pred_mask(w, in->cond, w->active);
		if (in->neg)
			c = w->active & ~c;
		f->brk |= w->active & ~c;
		w->active = c;
		w->pc = c ? w->pc + 1 : in->a;
		return;
	}
	case C_LATCH:
		f = &w->fs[w->nf - 1];
		w->active |= f->cont;
		f->cont = 0;
		w->pc = w->active ? w->pc + 1 : f->exit;
		return;
	case C_JUMP:
		w->pc = in->a;
		return;
	case C_ENDLOOP:
		f = &w->fs[--w->nf];
		w->active = f->saved & ~w->exited;
		w->pc++;
		if (!w->active)
			unwind(w);
		return;
	case C_BREAK:
	case C_CONTINUE: {
		int li = w->fs[w->nf - 1].loop;
		if (in->ctl == C_BREAK)
			w->fs[li].brk |= w->active;
		else
			w->fs[li].cont |= w->active;
		w->active = 0;
		unwind(w);
		return;
	}
	case C_ASM:
		sim_fail(w, in, -1, SIM_ERR_UNSUPPORTED, 0, "unsupported: asm block");
		return;
	case C_END:
		warp_done(w);
		return;
	}
}

/* Runs up to budget instructions of warp w.  Stops early when the warp
 * blocks, finishes or fails. */
static void warp_exec(SimWarp *w, int budget)
{
	SimClu *c = w->clu;
	const SimIns *prog = c->run->p->ins;
	uint64_t lanes = 0, steps = 0;
	while (budget-- > 0) {
		const SimIns *in = &prog[w->pc];
		steps++;
		if (in->ctl) {
			ctl_exec(w, in);
			if (w->state != W_RUN || c->st)
				break;
			continue;
		}
		if (c->run->l->gate && in->ir && !c->run->l->gate(c->run->l->gate_ctx, w->cta->id, w->wid, in->ir)) {
			steps--;   /* held by the checker: yield the turn */
			break;
		}
		uint32_t m = w->active;
		if (in->guard >= 0) {
			uint32_t g = sim_pred_mask(w, in->guard, m);
			m = in->gneg ? m & ~g : g;
		}
		if (m) {
			if (in->reads_clock)
				refresh_clock(w);
			if (c->run->l->trace)
				sim_wgmma_track(w, in, m);
			int rc = in->fn(w, in, m);
			if (in->evgen && rc != H_BLOCK && rc != H_STOP && c->run->l->trace)
				table_event(w, in, m);
			if (rc) {
				if (rc == H_BLOCK) {
					w->wait_pc = w->pc;
					steps--;
				}
				break;
			}
			lanes += (uint64_t)__builtin_popcount(m);
		}
		w->pc++;
		if (!w->active) {
			unwind(w);
			if (w->state == W_DONE)
				break;
		}
		if (w->state != W_RUN) {
			w->wait_pc = w->pc - 1;
			break;
		}
	}
	w->steps += steps;
	c->steps += steps;
	c->lanes += lanes;
}

/* ---- clusters ---- */

static void cta_init_warp_regs(SimRun *run, SimClu *c, SimCta *cta, SimWarp *w)
{
	SimProg *p = run->p;
	memset(w->R, 0, sizeof(uint64_t) * NLANE * (size_t)p->nregs);
	w->cc = 0;
	uint32_t bx = run->block[0], by = run->block[1];
	for (int i = 0; i < p->next - p->nregs; i++) {
		uint64_t *r = RG(w, p->nregs + i);
		int sp = p->csp[i];
		for (uint32_t l = 0; l < NLANE; l++) {
			uint32_t t = (uint32_t)w->wid * NLANE + l;
			uint64_t v = 0;
			switch (sp) {
			case -1: v = p->cval[i]; break;
			case SP_TID_X: v = t % bx; break;
			case SP_TID_Y: v = (t / bx) % by; break;
			case SP_TID_Z: v = t / (bx * by); break;
			case SP_NTID_X: v = run->block[0]; break;
			case SP_NTID_Y: v = run->block[1]; break;
			case SP_NTID_Z: v = run->block[2]; break;
			case SP_CTAID_X: v = cta->ctaid[0]; break;
			case SP_CTAID_Y: v = cta->ctaid[1]; break;
			case SP_CTAID_Z: v = cta->ctaid[2]; break;
			case SP_NCTAID_X: v = run->grid[0]; break;
			case SP_NCTAID_Y: v = run->grid[1]; break;
			case SP_NCTAID_Z: v = run->grid[2]; break;
			case SP_LANEID: v = l; break;
			case SP_WARPID: v = (uint64_t)w->wid; break;
			case SP_NWARPID: v = (uint64_t)run->nwarps; break;
			case SP_SMID: v = (uint64_t)(cta->id % 132); break;
			case SP_NSMID: v = 132; break;
			case SP_CLUSTER_CTAID_X: v = cta->ctaid[0] % run->cluster[0]; break;
			case SP_CLUSTER_CTAID_Y: v = cta->ctaid[1] % run->cluster[1]; break;
			case SP_CLUSTER_CTAID_Z: v = cta->ctaid[2] % run->cluster[2]; break;
			case SP_CLUSTER_NCTAID_X: v = run->cluster[0]; break;
			case SP_CLUSTER_NCTAID_Y: v = run->cluster[1]; break;
			case SP_CLUSTER_NCTAID_Z: v = run->cluster[2]; break;
			case SP_CLUSTERID_X: v = cta->ctaid[0] / run->cluster[0]; break;
			case SP_CLUSTERID_Y: v = cta->ctaid[1] / run->cluster[1]; break;
			case SP_CLUSTERID_Z: v = cta->ctaid[2] / run->cluster[2]; break;
			case SP_NCLUSTERID_X: v = run->ncl[0]; break;
			case SP_NCLUSTERID_Y: v = run->ncl[1]; break;
			case SP_NCLUSTERID_Z: v = run->ncl[2]; break;
			case SP_CLUSTER_CTARANK: v = (uint64_t)cta->rank; break;
			case SP_CLUSTER_NCTARANK: v = (uint64_t)run->clusize; break;
			case SP_LANEMASK_EQ: v = 1u << l; break;
			case SP_LANEMASK_LT: v = (1u << l) - 1; break;
			case SP_LANEMASK_LE: v = (uint32_t)((2ull << l) - 1); break;
			case SP_LANEMASK_GT: v = ~((uint32_t)((2ull << l) - 1)); break;
			case SP_LANEMASK_GE: v = ~((1u << l) - 1); break;
			case SP_DYNAMIC_SMEM_SIZE:
			case SP_TOTAL_SMEM_SIZE: v = (uint64_t)run->k->smem_bytes; break;
			default: v = 0; break;
			}
			r[l] = v;
		}
	}
	(void)c;
}

typedef struct {
	SimRun *run;
	SimClu c;
	uint64_t *regs;
	Frame *frames;
	/* the first (lowest-position) failure of this worker */
	int fail_pos;
	SimClu fail;
	uint64_t ctas_run;
} Worker;

static int worker_alloc(Worker *wk)
{
	SimRun *run = wk->run;
	SimClu *c = &wk->c;
	int nw = run->nwarps * run->clusize;
	size_t regs = (size_t)run->p->next * NLANE * (size_t)nw;
	c->run = run;
	c->nctas = run->clusize;
	c->ctas = kl_calloc((size_t)run->clusize, sizeof(SimCta));
	c->warps = kl_calloc((size_t)nw, sizeof(SimWarp *));
	wk->regs = kl_calloc(regs ? regs : 1, sizeof(uint64_t));
	wk->frames = kl_calloc((size_t)nw * (size_t)run->p->depth, sizeof(Frame));
	if (!c->ctas || !c->warps || !wk->regs || !wk->frames)
		return -1;
	size_t smem = (size_t)run->k->smem_bytes;
	size_t local = (size_t)run->l->local_bytes * (size_t)run->nwarps * NLANE;
	int wi = 0;
	for (int i = 0; i < run->clusize; i++) {
		SimCta *cta = &c->ctas[i];
		cta->smem = kl_calloc(smem ? smem : 1, 1);
		cta->local = kl_calloc(local ? local : 1, 1);
		cta->warps = kl_calloc((size_t)run->nwarps, sizeof(SimWarp));
		if (!cta->smem || !cta->local || !cta->warps)
			return -1;
		cta->nwarps = run->nwarps;
		cta->rank = i;
		cta->clu = c;
		for (int j = 0; j < run->nwarps; j++, wi++) {
			SimWarp *w = &cta->warps[j];
			w->R = wk->regs + (size_t)wi * run->p->next * NLANE;
			w->fs = wk->frames + (size_t)wi * run->p->depth;
			w->cta = cta;
			w->clu = c;
			w->wid = j;
			c->warps[wi] = w;
		}
	}
	c->nwarps = nw;
	return 0;
}

static void worker_release(Worker *wk)
{
	SimClu *c = &wk->c;
	if (c->ctas)
		for (int i = 0; i < c->nctas; i++) {
			kl_free(c->ctas[i].smem);
			kl_free(c->ctas[i].local);
			for (int j = 0; c->ctas[i].warps && j < c->ctas[i].nwarps; j++)
				kl_free(c->ctas[i].warps[j].wgk);
			kl_free(c->ctas[i].warps);
		}
	kl_free(c->ctas);
	kl_free(c->warps);
	kl_free(wk->regs);
	kl_free(wk->frames);
	for (int i = 0; i < c->async.n; i++)
		kl_free(c->async.v[i].data);
	vec_free(&c->async);
	kl_free(c->waiters);
	kl_free(wk->fail.waiters);
}

static void clu_setup(Worker *wk, uint32_t index)
{
	SimRun *run = wk->run;
	SimClu *c = &wk->c;
	uint32_t cx = index % run->ncl[0], cy = (index / run->ncl[0]) % run->ncl[1],
		cz = index / (run->ncl[0] * run->ncl[1]);
	c->index = (int)index;
	for (int i = 0; i < c->async.n; i++)
		kl_free(c->async.v[i].data);
	c->async.n = 0;
	c->round = c->steps = c->lanes = c->progress = c->steps_flushed = c->evseq = 0;
	c->cbar_arrived = 0;
	c->cbar_gen = 0;
	c->st = SIM_OK;
	c->msg[0] = 0;
	kl_free(c->waiters);
	c->waiters = NULL;
	c->nwaiters = 0;
	c->rng = run->l->seed * 0x2545F4914F6CDD1Dull + index * 0x9E3779B97F4A7C15ull + 1;
	c->next_async_id = 1;
	for (int r = 0; r < run->clusize; r++) {
		SimCta *cta = &c->ctas[r];
		uint32_t rx = (uint32_t)r % run->cluster[0], ry = ((uint32_t)r / run->cluster[0]) % run->cluster[1],
			rz = (uint32_t)r / (run->cluster[0] * run->cluster[1]);
		cta->ctaid[0] = cx * run->cluster[0] + rx;
		cta->ctaid[1] = cy * run->cluster[1] + ry;
		cta->ctaid[2] = cz * run->cluster[2] + rz;
		cta->id = (int)(cta->ctaid[0] + run->grid[0] * (cta->ctaid[1] + run->grid[1] * cta->ctaid[2]));
		/* poisoned, so that a read of never-written memory shows in the output */
		memset(cta->smem, SIM_POISON_BYTE, (size_t)run->k->smem_bytes);
		memset(cta->local, SIM_POISON_BYTE, (size_t)run->l->local_bytes * (size_t)run->nwarps * NLANE);
		memset(cta->bar, 0, sizeof cta->bar);
		cta->ndone = 0;
		for (int j = 0; j < cta->nwarps; j++) {
			SimWarp *w = &cta->warps[j];
			int first = j * NLANE;
			int n = run->nthreads - first;
			w->live = n >= NLANE ? FULL : (1u << n) - 1;
			w->active = w->live;
			w->exited = 0;
			w->pc = 0;
			w->state = W_RUN;
			w->nf = 0;
			w->steps = 0;
			w->buf_hint = 0;
			memset(w->gnext, 0, sizeof w->gnext);
			kl_free(w->wgk);
			w->wgk = NULL;
			w->wg_retired = 0;
			cta_init_warp_regs(run, c, cta, w);
			/* the random scheduler shuffles this list: start every cluster from the
			 * same order, so a seed reproduces a run on any number of threads */
			c->warps[r * run->nwarps + j] = w;
		}
	}
}

static double now(void);

/* Reports progress when its time has come (one caller wins each report). */
static void sim_progress(SimRun *run, double t)
{
	int64_t ms = (int64_t)((t - run->t0) * 1e3), due = __atomic_load_n(&run->next_progress_ms, __ATOMIC_RELAXED);
	if (!run->l->progress || ms < due)
		return;
	if (!__atomic_compare_exchange_n(&run->next_progress_ms, &due, ms + 250, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
		return;
	SimProgress p = {__atomic_load_n(&run->clusters_done, __ATOMIC_RELAXED), (uint64_t)run->nclusters,
		__atomic_load_n(&run->total_steps, __ATOMIC_RELAXED), t - run->t0};
	run->l->progress(run->l->progress_ctx, &p);
}

static int flush_steps(SimClu *c, const SimIns *at)
{
	SimRun *run = c->run;
	uint64_t add = c->steps - c->steps_flushed;
	c->steps_flushed = c->steps;
	uint64_t tot = __atomic_add_fetch(&run->total_steps, add, __ATOMIC_RELAXED);
	if (tot > run->max_steps) {
		clu_fail(c, SIM_ERR_STEP_LIMIT, at ? at->loc : (Loc){0},
			"step limit: more than %llu warp instructions executed (raise the limit, or the kernel does not terminate)",
			(unsigned long long)run->max_steps);
		return -1;
	}
	if (run->deadline > 0 || run->l->progress) {
		double t = now();
		if (run->deadline > 0 && t > run->deadline) {
			clu_fail(c, SIM_ERR_TIME_LIMIT, at ? at->loc : (Loc){0},
				"time limit: the simulation ran longer than %g s (%llu warp instructions; raise --max-seconds)",
				run->l->max_seconds, (unsigned long long)tot);
			return -1;
		}
		sim_progress(run, t);
	}
	return 0;
}

/* The source name of the shared element at off: "full[2]", "ring[1][0]",
 * "bar+0x4" (inside an element), or "shared 0x40" outside every allocation. */
static void shared_name(const IrKernel *k, uint64_t off, char *out, size_t n, Loc *decl)
{
	for (int i = 0; i < k->nshared; i++) {
		const IrShared *sh = &k->shared[i];
		if (off < (uint64_t)sh->offset || off >= (uint64_t)(sh->offset + sh->size))
			continue;
		*decl = sh->loc;
		int64_t cnt = 1;
		for (int d = 0; d < sh->ndim; d++)
			cnt *= sh->dim[d] > 0 ? sh->dim[d] : 1;
		int64_t eb = sh->is_mbarrier ? 8 : sh->size / (cnt ? cnt : 1);
		if (eb <= 0)
			eb = 1;
		int64_t rel = (int64_t)off - sh->offset, idx = rel / eb, rem = rel % eb;
		size_t len = (size_t)snprintf(out, n, "%s", sh->name ? sh->name : "?");
		if (sh->ndim > 0) {
			int64_t sub[4], x = idx;
			for (int d = sh->ndim - 1; d >= 0; d--) {
				int64_t dd = sh->dim[d] > 0 ? sh->dim[d] : 1;
				sub[d] = x % dd;
				x /= dd;
			}
			for (int d = 0; d < sh->ndim && len < n; d++)
				len += (size_t)snprintf(out + len, n - len, "[%lld]", (long long)sub[d]);
		}
		if (rem && len < n)
			snprintf(out + len, n - len, "+0x%llx", (long long)rem);
		return;
	}
	snprintf(out, n, "shared 0x%llx", (unsigned long long)off);
}

static void describe_wait(SimWarp *w, SimWaiter *wt)
{
	SimRun *run = w->clu->run;
	const SimIns *in = &run->p->ins[w->wait_pc];
	wt->cta = w->cta->id;
	wt->warp = w->wid;
	wt->loc = in->loc;
	switch (w->state) {
	case W_BAR: {
		SimBar *b = &w->cta->bar[w->bar];
		int need = b->expect ? (int)((b->expect + NLANE - 1) / NLANE) : w->cta->nwarps - w->cta->ndone;
		snprintf(wt->what, sizeof wt->what, "bar.sync %d (%d of %d warps arrived)", w->bar, b->arrived, need);
		wt->kind = SIM_WAIT_BAR;
		snprintf(wt->object, sizeof wt->object, "bar.sync %d", w->bar);
		wt->pending = b->arrived;
		wt->expected = need;
		break;
	}
	case W_MBAR:
	case W_SOFT: {
		uint64_t off = w->mb_addr & ((1ull << SIM_DSMEM_SHIFT) - 1);
		int rank = (int)(w->mb_addr >> SIM_DSMEM_SHIFT) - 1;
		snprintf(wt->what, sizeof wt->what, "mbarrier at shared 0x%llx of CTA rank %d, parity %d",
			(unsigned long long)off, rank, w->mb_parity);
		wt->kind = SIM_WAIT_MBAR;
		wt->rank = rank;
		wt->offset = off;
		wt->parity = w->mb_parity;
		shared_name(run->k, off, wt->object, sizeof wt->object, &wt->decl);
		if (rank >= 0 && rank < w->clu->nctas && off + 8 <= (uint64_t)run->k->smem_bytes) {
			uint64_t word;
			memcpy(&word, w->clu->ctas[rank].smem + off, 8);
			SimMbState st = sim_mb_state(word);
			wt->init = st.init;
			wt->phase = st.phase;
			wt->pending = (int)st.pending;
			wt->expected = (int)st.expected;
			wt->tx = st.tx;
		}
		break;
	}
	case W_CBAR:
		snprintf(wt->what, sizeof wt->what, "barrier.cluster.wait (%d of %d warps arrived)",
			w->clu->cbar_arrived, w->clu->nwarps);
		wt->kind = SIM_WAIT_CLUSTER;
		snprintf(wt->object, sizeof wt->object, "barrier.cluster");
		wt->pending = w->clu->cbar_arrived;
		wt->expected = w->clu->nwarps;
		break;
	case W_WG:
		snprintf(wt->what, sizeof wt->what,
			"wgmma.wait_group: a warp of warpgroup %d has not committed the waited wgmma-group", w->wid / 4);
		wt->kind = SIM_WAIT_WGMMA;
		snprintf(wt->object, sizeof wt->object, "wgmma-group of warpgroup %d", w->wid / 4);
		break;
	default:
		snprintf(wt->what, sizeof wt->what, "running");
		snprintf(wt->object, sizeof wt->object, "nothing (running)");
	}
}

void sim_waiter_text(const SimWaiter *w, Buf *out)
{
	switch (w->kind) {
	case SIM_WAIT_MBAR:
		buf_printf(out, "mbarrier %s (shared 0x%llx of CTA rank %d): waits for phase parity %d to complete; ",
			w->object, (unsigned long long)w->offset, w->rank, w->parity);
		if (!w->init)
			buf_printf(out, "the mbarrier is not initialized");
		else
			buf_printf(out, "current phase parity %d, %d of %d arrivals and %d transaction bytes pending", w->phase,
				w->pending, w->expected, w->tx);
		break;
	case SIM_WAIT_BAR:
	case SIM_WAIT_CLUSTER:
		buf_printf(out, "%s: %d of %d warps arrived", w->object, w->pending, w->expected);
		break;
	default:
		buf_puts(out, w->what);
	}
}

/* Waiters listed in a deadlock message; the notes and the JSON have all. */
enum { DEADLOCK_LISTED = 1, SIM_WAITER_NOTES = 16 };

static void deadlock(SimClu *c)
{
	int n = 0;
	for (int i = 0; i < c->nwarps; i++)
		if (c->warps[i]->state != W_DONE)
			n++;
	c->waiters = kl_calloc((size_t)(n ? n : 1), sizeof(SimWaiter));
	c->nwaiters = 0;
	SimWarp *first = NULL;
	for (int i = 0; i < c->nwarps; i++) {
		SimWarp *w = c->warps[i];
		if (w->state == W_DONE)
			continue;
		if (!first)
			first = w;
		if (c->waiters)
			describe_wait(w, &c->waiters[c->nwaiters++]);
	}
	if (!first)
		return;
	const SimIns *in = &c->run->p->ins[first->wait_pc];
	Buf m = {0};
	buf_printf(&m, "deadlock: %d warp%s of cluster %d wait forever:", n, n == 1 ? "" : "s", c->index);
	for (int i = 0; i < c->nwaiters && i < DEADLOCK_LISTED; i++) {
		SimWaiter *wt = &c->waiters[i];
		buf_printf(&m, " CTA %d warp %d at %s:%d on ", wt->cta, wt->warp, wt->loc.file ? wt->loc.file : "?",
			wt->loc.line);
		sim_waiter_text(wt, &m);
		buf_puts(&m, i + 1 < c->nwaiters && i + 1 < DEADLOCK_LISTED ? ";" : "");
	}
	if (c->nwaiters > DEADLOCK_LISTED)
		buf_printf(&m, "; \u2026 and %d more (the notes list each)", c->nwaiters - DEADLOCK_LISTED);
	c->st = SIM_ERR_DEADLOCK;
	msg_fit(c->msg, sizeof c->msg, buf_str(&m));
	buf_free(&m);
	c->loc = in->loc;
	c->ecta = first->cta->id;
	c->ewarp = first->wid;
	c->elane = -1;
}

/* Is an older wgmma of the same warp still pending?  A warpgroup's wgmmas
 * complete in issue order (a chain accumulates into the same registers). */
static int wgmma_behind(const SimClu *c, int i)
{
	for (int j = 0; j < i; j++)
		if (c->async.v[j].cls == AG_WGMMA && c->async.v[j].w == c->async.v[i].w)
			return 1;
	return 0;
}

/* Completes async operations whose time has come (all of them when force). */
static int async_progress(SimClu *c, int force)
{
	int done = 0;
	for (int i = 0; i < c->async.n;) {
		AsyncOp *op = &c->async.v[i];
		if ((force || op->ready <= c->round) &&
		    (op->cls != AG_WGMMA || (c->run->l->sched == SIM_SCHED_RANDOM && !wgmma_behind(c, i)))) {
			if (sim_async_complete(c, i))
				return -1;
			done++;
			if (force)
				return done;   /* one at a time: it may wake a warp */
			continue;
		}
		i++;
	}
	return done;
}

static void clu_run(SimClu *c)
{
	SimRun *run = c->run;
	int random = run->l->sched == SIM_SCHED_RANDOM;
	int nw = c->nwarps;
	uint64_t soft_mark = ~0ull;
	for (;;) {
		int ran = 0, live = 0;
		if (random) {
			/* shuffle the visiting order, random quantum per visit */
			for (int i = nw - 1; i > 0; i--) {
				int j = (int)(sim_rand(c) % (uint64_t)(i + 1));
				SimWarp *t = c->warps[i];
				c->warps[i] = c->warps[j];
				c->warps[j] = t;
			}
		}
		for (int i = 0; i < nw; i++) {
			SimWarp *w = c->warps[i];
			if (w->state == W_DONE)
				continue;
			live++;
			if (w->state != W_RUN)
				continue;
			ran = 1;
			warp_exec(w, random ? 1 + (int)(sim_rand(c) % 16) : run->quantum);
			if (c->st)
				return;
			if (c->steps - c->steps_flushed >= 4096 && flush_steps(c, &run->p->ins[w->pc]))
				return;
		}
		c->round++;
		if (!live) {
			while (c->async.n)
				if (sim_async_complete(c, 0))
					return;
			return;
		}
		int prog = 0;
		if (c->async.n && (prog = async_progress(c, 0)) < 0)
			return;
		/* a completion may have woken a warp even when none ran this round */
		if (ran || prog > 0)
			continue;
		/* nothing runnable: let the async engines finish, then wake spinners */
		if (c->async.n) {
			int done = async_progress(c, 1);
			if (done < 0)
				return;
			if (done > 0)
				continue;
		}
		int soft = 0;
		for (int i = 0; i < nw; i++)
			soft |= c->warps[i]->state == W_SOFT || c->warps[i]->state == W_WG;
		if (soft && soft_mark != c->progress) {
			soft_mark = c->progress;
			for (int i = 0; i < nw; i++)
				if (c->warps[i]->state == W_SOFT || c->warps[i]->state == W_WG)
					c->warps[i]->state = W_RUN;
			continue;
		}
		deadlock(c);
		return;
	}
}

static void *worker_main(void *arg)
{
	Worker *wk = arg;
	SimRun *run = wk->run;
	for (;;) {
		int pos = __atomic_fetch_add(&run->next, 1, __ATOMIC_RELAXED);
		if (pos >= run->nclusters || pos > __atomic_load_n(&run->err_min, __ATOMIC_RELAXED))
			break;
		clu_setup(wk, run->clusters[pos]);
		clu_run(&wk->c);
		if (wk->c.st == SIM_OK)
			flush_steps(&wk->c, NULL);
		__atomic_add_fetch(&run->total_lanes, wk->c.lanes, __ATOMIC_RELAXED);
		__atomic_add_fetch(&run->clusters_done, 1, __ATOMIC_RELAXED);
		wk->ctas_run += (uint64_t)run->clusize;
		if (wk->c.st != SIM_OK) {
			if (pos < wk->fail_pos) {
				wk->fail_pos = pos;
				kl_free(wk->fail.waiters);
				wk->fail = wk->c;   /* copies the error fields; waiters ownership moves */
				wk->c.waiters = NULL;
				wk->c.nwaiters = 0;
			}
			int cur = __atomic_load_n(&run->err_min, __ATOMIC_RELAXED);
			while (pos < cur && !__atomic_compare_exchange_n(&run->err_min, &cur, pos, 0,
				__ATOMIC_RELAXED, __ATOMIC_RELAXED))
				;
		}
	}
	return NULL;
}

/* ---- launch ---- */

static int cmp_buf(const void *a, const void *b)
{
	const SimBuffer *x = a, *y = b;
	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

static SimStatus launch_error(SimResult *r, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static SimStatus launch_error(SimResult *r, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(r->message, sizeof r->message, fmt, ap);
	va_end(ap);
	r->status = SIM_ERR_LAUNCH;
	r->loc = loc;
	diag_error(&r->diags, loc, "%s", r->message);
	return r->status;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int param_layout(const IrKernel *k, int *off)
{
	int o = 0;
	for (int i = 0; i < k->nparams; i++) {
		const IrParam *p = &k->params[i];
		int sz, al;
		if (p->kind == PK_TMAP) {
			sz = 128;
			al = 64;
		} else if (p->kind == PK_PTR) {
			sz = al = 8;
		} else {
			sz = ty_bits(p->ty) / 8;
			if (sz < 1)
				sz = 4;
			al = sz;
		}
		o = (o + al - 1) / al * al;
		off[i] = o;
		o += sz;
	}
	return o;
}

SimStatus sim_run(const SimLaunch *l, SimResult *r)
{
	memset(r, 0, sizeof *r);
	diags_init(&r->diags);
	r->cta = r->warp = r->lane = -1;
	double t0 = now();
	const IrKernel *k = l->kernel;
	if (!k)
		return launch_error(r, (Loc){0}, "launch: no kernel");
	if (l->nargs != k->nparams)
		return launch_error(r, k->loc, "launch: kernel %s takes %d parameters, %d arguments given",
			k->name, k->nparams, l->nargs);
	SimRun run = {.l = l, .k = k};
	for (int d = 0; d < 3; d++) {
		run.grid[d] = l->grid[d] ? l->grid[d] : 1;
		run.block[d] = l->block[d] ? l->block[d] : (k->block_const[d] > 0 ? (uint32_t)k->block_const[d] : 1);
		run.cluster[d] = l->cluster[d] ? l->cluster[d] :
			(k->cluster_const[d] > 0 ? (uint32_t)k->cluster_const[d] : 1);
		if (run.grid[d] % run.cluster[d])
			return launch_error(r, k->loc, "launch: grid dimension %d (%u) is not a multiple of the cluster dimension (%u)",
				d, run.grid[d], run.cluster[d]);
		run.ncl[d] = run.grid[d] / run.cluster[d];
	}
	uint64_t nthreads = (uint64_t)run.block[0] * run.block[1] * run.block[2];
	if (nthreads > 1024)
		return launch_error(r, k->loc, "launch: %llu threads per CTA (at most 1024)", (unsigned long long)nthreads);
	run.nthreads = (int)nthreads;
	run.nwarps = (run.nthreads + NLANE - 1) / NLANE;
	run.clusize = (int)(run.cluster[0] * run.cluster[1] * run.cluster[2]);
	run.cluster_launch = l->cluster[0] > 0 || k->cluster_const[0] > 0;
	if (run.clusize > 16)
		return launch_error(r, k->loc, "launch: cluster of %d CTAs (at most 16)", run.clusize);
	if (k->smem_bytes > 227 * 1024)
		return launch_error(r, k->loc, "launch: %lld bytes of shared memory per CTA (at most 232448)",
			(long long)k->smem_bytes);
	uint64_t nclu = (uint64_t)run.ncl[0] * run.ncl[1] * run.ncl[2];
	if (nclu > (1u << 31))
		return launch_error(r, k->loc, "launch: grid too large");

	/* param space */
	run.param_off = kl_calloc((size_t)k->nparams + 1, sizeof(int));
	run.tmaps = kl_calloc((size_t)k->nparams + 1, sizeof(LayTensorMap));
	SimStatus st = SIM_OK;
	run.param_bytes = (uint32_t)param_layout(k, run.param_off);
	run.param = kl_calloc(run.param_bytes + 1, 1);
	for (int i = 0; i < k->nparams; i++) {
		const IrParam *p = &k->params[i];
		if (p->kind == PK_TMAP) {
			if (!l->args[i].tmap) {
				st = launch_error(r, p->loc, "launch: parameter %s is a tensor map; no tensor map given", p->name);
				goto out;
			}
			const char *bad = lay_tensormap_check(l->args[i].tmap);
			if (bad) {
				st = launch_error(r, p->loc, "launch: tensor map %s: %s", p->name, bad);
				goto out;
			}
			run.tmaps[i] = *l->args[i].tmap;
			/* the 128-byte tensor-map object (layout.h): copy instructions
			 * see it, the tensor copies decode it from wherever it is read */
			lay_tmap_encode(l->args[i].tmap, run.param + run.param_off[i]);
		} else {
			int sz = p->kind == PK_PTR ? 8 : ty_bits(p->ty) / 8;
			memcpy(run.param + run.param_off[i], &l->args[i].bits, (size_t)(sz > 0 ? sz : 4));
		}
	}
	/* buffers, sorted, non-overlapping, outside the windows */
	run.nbufs = l->nbufs;
	run.bufs = kl_calloc((size_t)l->nbufs + 1, sizeof(SimBuffer));
	if (l->nbufs)
		memcpy(run.bufs, l->bufs, sizeof(SimBuffer) * (size_t)l->nbufs);
	qsort(run.bufs, (size_t)run.nbufs, sizeof(SimBuffer), cmp_buf);
	for (int i = 0; i < run.nbufs; i++) {
		const SimBuffer *b = &run.bufs[i];
		if (b->addr + b->bytes > SIM_GEN_WINDOWS && b->addr < SIM_GEN_WINDOWS_END) {
			st = launch_error(r, k->loc, "launch: buffer %s at 0x%llx overlaps the simulator's generic windows",
				b->name ? b->name : "?", (unsigned long long)b->addr);
			goto out;
		}
		if (i && run.bufs[i - 1].addr + run.bufs[i - 1].bytes > b->addr) {
			st = launch_error(r, k->loc, "launch: buffers %s and %s overlap",
				run.bufs[i - 1].name ? run.bufs[i - 1].name : "?", b->name ? b->name : "?");
			goto out;
		}
	}
	/* program */
	run.p = sim_prog_build(k, run.param_off, &r->diags);
	if (!run.p) {
		r->status = st = SIM_ERR_LAUNCH;
		snprintf(r->message, sizeof r->message, "the kernel cannot be simulated (see diagnostics)");
		goto out;
	}
	/* clusters to run */
	if (l->ctas && l->nctas > 0) {
		run.clusters = kl_calloc((size_t)l->nctas, sizeof(uint32_t));
		for (int i = 0; i < l->nctas; i++) {
			uint32_t id = l->ctas[i];
			uint64_t total = (uint64_t)run.grid[0] * run.grid[1] * run.grid[2];
			if (id >= total) {
				st = launch_error(r, k->loc, "launch: CTA %u is outside the grid (%llu CTAs)", id,
					(unsigned long long)total);
				goto out;
			}
			uint32_t x = id % run.grid[0], y = (id / run.grid[0]) % run.grid[1], z = id / (run.grid[0] * run.grid[1]);
			run.clusters[i] = x / run.cluster[0] + run.ncl[0] * (y / run.cluster[1] + run.ncl[1] * (z / run.cluster[2]));
		}
		qsort(run.clusters, (size_t)l->nctas, sizeof(uint32_t), cmp_u32);
		int n = 0;
		for (int i = 0; i < l->nctas; i++)
			if (!n || run.clusters[n - 1] != run.clusters[i])
				run.clusters[n++] = run.clusters[i];
		run.nclusters = n;
	} else {
		run.clusters = kl_calloc((size_t)nclu, sizeof(uint32_t));
		if (!run.clusters) {
			st = launch_error(r, k->loc, "launch: out of memory");
			goto out;
		}
		for (uint64_t i = 0; i < nclu; i++)
			run.clusters[i] = (uint32_t)i;
		run.nclusters = (int)nclu;
	}
	run.max_steps = l->max_steps ? l->max_steps : SIM_DEFAULT_STEPS;
	run.t0 = t0;
	run.deadline = l->max_seconds > 0 ? t0 + l->max_seconds : 0;
	run.next_progress_ms = 250;
	run.quantum = 8;
	run.err_min = 0x7fffffff;
	/* workers */
	int threads = l->threads;
	if (threads <= 0) {
		long nc = sysconf(_SC_NPROCESSORS_ONLN);
		threads = nc > 0 ? (int)nc : 1;
		if (run.p->has_global_atomics)
			threads = 1;   /* deterministic atomic order unless asked otherwise */
	}
	if (l->trace)
		threads = 1;
	if (threads > run.nclusters)
		threads = run.nclusters > 0 ? run.nclusters : 1;
	if (threads > 256)
		threads = 256;
	r->threads = threads;
	Worker *wks = kl_calloc((size_t)threads, sizeof(Worker));
	pthread_t *tids = kl_calloc((size_t)threads, sizeof(pthread_t));
	int started = 0;
	for (int i = 0; i < threads; i++) {
		wks[i].run = &run;
		wks[i].fail_pos = 0x7fffffff;
		if (worker_alloc(&wks[i])) {
			st = launch_error(r, k->loc, "launch: out of memory for %d warps", run.nwarps * run.clusize);
			threads = i + 1;
			goto join;
		}
	}
	if (threads == 1) {
		worker_main(&wks[0]);
	} else {
		for (int i = 0; i < threads; i++) {
			if (pthread_create(&tids[i], NULL, worker_main, &wks[i]))
				break;
			started++;
		}
		if (!started)
			worker_main(&wks[0]);
		for (int i = 0; i < started; i++)
			pthread_join(tids[i], NULL);
	}
join:
	if (st == SIM_OK) {
		Worker *f = NULL;
		for (int i = 0; i < threads; i++) {
			r->ctas_run += wks[i].ctas_run;
			if (wks[i].fail_pos != 0x7fffffff && (!f || wks[i].fail_pos < f->fail_pos))
				f = &wks[i];
		}
		if (f) {
			SimClu *c = &f->fail;
			st = r->status = c->st;
			snprintf(r->message, sizeof r->message, "%s", c->msg);
			r->loc = c->loc;
			r->cta = c->ecta;
			r->warp = c->ewarp;
			r->lane = c->elane;
			r->addr = c->eaddr;
			r->waiters = c->waiters;
			r->nwaiters = c->nwaiters;
			c->waiters = NULL;
			diag_error(&r->diags, c->loc, "%s", c->msg);
			for (int i = 0; i < r->nwaiters && i < SIM_WAITER_NOTES; i++) {
				Buf t = {0};
				sim_waiter_text(&r->waiters[i], &t);
				diag_note(&r->diags, r->waiters[i].loc, "CTA %d warp %d waits here on %s", r->waiters[i].cta,
					r->waiters[i].warp, buf_str(&t));
				buf_free(&t);
			}
			if (r->nwaiters > SIM_WAITER_NOTES)
				diag_note(&r->diags, (Loc){0}, "\u2026 and %d more waiting warps (all of them in the JSON report)",
					r->nwaiters - SIM_WAITER_NOTES);
			for (int i = 0; i < r->nwaiters; i++)
				if (r->waiters[i].kind == SIM_WAIT_MBAR && r->waiters[i].decl.line) {
					diag_note(&r->diags, r->waiters[i].decl, "%s is declared here", r->waiters[i].object);
					break;
				}
		}
	}
	for (int i = 0; i < threads; i++)
		worker_release(&wks[i]);
	kl_free(wks);
	kl_free(tids);
	r->lane_instructions = run.total_lanes;
	r->warp_instructions = run.total_steps;
out:
	r->status = st;
	sim_prog_free(run.p);
	kl_free(run.param_off);
	kl_free(run.tmaps);
	kl_free(run.param);
	kl_free(run.bufs);
	kl_free(run.clusters);
	r->wall_seconds = now() - t0;
	return st;
}

void sim_result_free(SimResult *r)
{
	diags_free(&r->diags);
	kl_free(r->waiters);
	r->waiters = NULL;
	r->nwaiters = 0;
}

static const char *const status_names[] = {SIM_STATUSES(XM_NAME)};
static const char *const wait_kind_names[] = {SIM_WAIT_KINDS(XM_NAME)};

const char *sim_status_name(SimStatus s)
{
	return (unsigned)s < SIM_ERR_COUNT ? status_names[s] : "?";
}

static void jw_loc(JsonW *w, const char *key, Loc loc)
{
	jw_key(w, key);
	jw_obj(w);
	jw_kstr(w, "file", loc.file ? loc.file : "");
	jw_kint(w, "line", loc.line);
	jw_kint(w, "col", loc.col);
	jw_end_obj(w);
}

void sim_result_json(const SimResult *r, JsonW *w)
{
	jw_kstr(w, "status", sim_status_name(r->status));
	if (r->status != SIM_OK) {
		jw_kstr(w, "message", r->message);
		jw_loc(w, "loc", r->loc);
		jw_kint(w, "cta", r->cta);
		jw_kint(w, "warp", r->warp);
		jw_kint(w, "lane", r->lane);
		if (r->status == SIM_ERR_MEMORY) {
			char a[32];
			snprintf(a, sizeof a, "0x%llx", (unsigned long long)r->addr);
			jw_kstr(w, "addr", a);
		}
		if (r->nwaiters) {
			jw_key(w, "waiters");
			jw_arr(w);
			for (int i = 0; i < r->nwaiters; i++) {
				jw_obj(w);
				jw_kint(w, "cta", r->waiters[i].cta);
				jw_kint(w, "warp", r->waiters[i].warp);
				jw_loc(w, "loc", r->waiters[i].loc);
				jw_kstr(w, "waiting_for", r->waiters[i].what);
				const SimWaiter *wt = &r->waiters[i];
				jw_key(w, "barrier");
				jw_obj(w);
				jw_kstr(w, "kind", wait_kind_names[wt->kind]);
				jw_kstr(w, "name", wt->object);
				if (wt->kind == SIM_WAIT_MBAR) {
					if (wt->decl.line)
						jw_loc(w, "declared", wt->decl);
					jw_kint(w, "cta_rank", wt->rank);
					jw_kint(w, "offset", (long long)wt->offset);
					jw_kbool(w, "initialized", wt->init);
					jw_kint(w, "waits_for_parity", wt->parity);
					jw_kint(w, "phase_parity", wt->phase);
					jw_kint(w, "pending_arrivals", wt->pending);
					jw_kint(w, "expected_arrivals", wt->expected);
					jw_kint(w, "tx_bytes", wt->tx);
				} else if (wt->kind == SIM_WAIT_BAR || wt->kind == SIM_WAIT_CLUSTER) {
					jw_kint(w, "arrived_warps", wt->pending);
					jw_kint(w, "expected_warps", wt->expected);
				}
				jw_end_obj(w);
				jw_end_obj(w);
			}
			jw_end_arr(w);
		}
	}
	jw_key(w, "lane_instructions");
	jw_uint(w, r->lane_instructions);
	jw_key(w, "warp_instructions");
	jw_uint(w, r->warp_instructions);
	jw_key(w, "ctas");
	jw_uint(w, r->ctas_run);
	jw_kint(w, "threads", r->threads);
	jw_knum(w, "wall_seconds", r->wall_seconds);
}
