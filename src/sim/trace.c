/* The trace schema at run time: event names, which effect classes produce
 * which events (the table in trace.h), and the JSON-lines form. */
#include "sim/trace.h"
#include "ir/ir.h"
#include "util/json.h"
#include "util/xmacro.h"
#include <stdio.h>

static const struct { const char *name; unsigned eff; } evs[SIM_EV_COUNT] = {
#define X(k, name_, eff_) [SIM_EV_##k] = {name_, eff_},
	SIM_EVENTS(X)
#undef X
};

const char *sim_ev_name(SimEvKind k)
{
	return (unsigned)k < SIM_EV_COUNT ? evs[k].name : "?";
}

static const char *const aclass_names[] = {SIM_ASYNC_CLASSES(XM_NAME)};
static const char *const agent_names[] = {SIM_AGENTS(XM_NAME)};

const char *sim_aclass_name(SimAsyncClass c)
{
	return (unsigned)c < SIM_AC_COUNT ? aclass_names[c] : "";
}

int sim_trace_allowed(SimEvKind k, unsigned eff)
{
	if ((unsigned)k >= SIM_EV_COUNT)
		return 0;
	return evs[k].eff == 0 || (evs[k].eff & eff) != 0;
}

const char *sim_space_name(int s)
{
	return (unsigned)s < SPACE_COUNT ? space_name((Space)s) : "generic";
}

static void hex(JsonW *w, const char *k, uint64_t v)
{
	char a[32];
	snprintf(a, sizeof a, "0x%llx", (unsigned long long)v);
	jw_kstr(w, k, a);
}

void sim_event_json(const SimEvent *ev, Buf *out)
{
	JsonW w;
	jw_init(&w, out, 0);
	jw_obj(&w);
	jw_kstr(&w, "ev", sim_ev_name(ev->kind));
	jw_kint(&w, "seq", (long long)ev->seq);
	jw_kint(&w, "cta", ev->cta);
	jw_kint(&w, "warp", ev->warp);
	jw_kint(&w, "lane", ev->lane);
	jw_kint(&w, "thread", ev->thread);
	jw_kstr(&w, "agent", (unsigned)ev->agent < SIM_AG_COUNT ? agent_names[ev->agent] : "?");
	if (ev->op)
		jw_kstr(&w, "op", ev->op);
	if (ev->loc.file) {
		jw_kstr(&w, "file", ev->loc.file);
		jw_kint(&w, "line", ev->loc.line);
		jw_kint(&w, "col", ev->loc.col);
	}
	if (ev->sem)
		jw_kstr(&w, "sem", isa_sem_name(ev->sem));
	if (ev->scope)
		jw_kstr(&w, "scope", isa_scope_name(ev->scope));
	switch (ev->kind) {
	case SIM_EV_LD: case SIM_EV_ST: case SIM_EV_ATOM:
	case SIM_EV_MBAR_INIT: case SIM_EV_MBAR_INVAL: case SIM_EV_MBAR_ARRIVE: case SIM_EV_MBAR_EXPECT_TX:
	case SIM_EV_MBAR_COMPLETE_TX: case SIM_EV_MBAR_PHASE: case SIM_EV_MBAR_WAIT:
		jw_kstr(&w, "space", sim_space_name(ev->space));
		hex(&w, "addr", ev->addr);
		jw_kint(&w, "size", ev->size);
		if (ev->cta_mem >= 0)
			jw_kint(&w, "cta_mem", ev->cta_mem);
		jw_kstr(&w, "proxy", isa_proxy_name(ev->proxy));
		break;
	default:
		break;
	}
	switch (ev->kind) {
	case SIM_EV_BAR_ARRIVE: case SIM_EV_BAR_PASS:
		jw_kint(&w, "barrier", ev->barrier);
		jw_kint(&w, "count", ev->count);
		jw_kint(&w, "phase", (long long)ev->phase);
		break;
	case SIM_EV_MBAR_INIT: case SIM_EV_MBAR_ARRIVE: case SIM_EV_MBAR_PHASE:
		jw_kint(&w, "count", ev->count);
		jw_kint(&w, "tx", ev->tx);
		jw_kint(&w, "phase", (long long)ev->phase);
		break;
	case SIM_EV_MBAR_EXPECT_TX: case SIM_EV_MBAR_COMPLETE_TX:
		jw_kint(&w, "tx", ev->tx);
		jw_kint(&w, "phase", (long long)ev->phase);
		break;
	case SIM_EV_MBAR_WAIT:
		jw_kint(&w, "parity", ev->parity);
		jw_kint(&w, "phase", (long long)ev->phase);
		jw_kbool(&w, "ok", ev->ok);
		break;
	case SIM_EV_FENCE:
		jw_kstr(&w, "fence", isa_fence_name(ev->fence));
		jw_kstr(&w, "proxy", isa_proxy_name(ev->proxy));
		break;
	case SIM_EV_ASYNC_ISSUE: case SIM_EV_ASYNC_DONE: case SIM_EV_ASYNC_COMMIT: case SIM_EV_ASYNC_WAIT:
		jw_kstr(&w, "class", sim_aclass_name(ev->aclass));
		jw_kint(&w, "group", ev->group == UINT32_MAX ? -1 : (long long)ev->group);
		if (ev->kind == SIM_EV_ASYNC_ISSUE || ev->kind == SIM_EV_ASYNC_DONE) {
			jw_kint(&w, "id", (long long)ev->async_id);
			jw_kint(&w, "bytes", (long long)ev->bytes);
		}
		break;
	case SIM_EV_COLLECTIVE:
		hex(&w, "mask", ev->mask);
		hex(&w, "active", ev->active);
		break;
	case SIM_EV_SETMAXNREG:
		jw_kint(&w, "count", ev->count);
		break;
	case SIM_EV_CHECK:
		jw_kstr(&w, "check", ev->code == SIM_CHK_WGMMA_ACC_IN_FLIGHT ? "wgmma_acc_in_flight" :
			ev->code == SIM_CHK_WGMMA_A_IN_FLIGHT ? "wgmma_a_in_flight" :
			ev->code == SIM_CHK_WGMMA_NO_FENCE ? "wgmma_no_fence" : "?");
		jw_kint(&w, "reg", ev->reg);
		jw_kint(&w, "group", (long long)ev->group);
		break;
	default:
		break;
	}
	if (ev->agent == SIM_AG_ASYNC && ev->kind <= SIM_EV_ATOM)
		jw_kint(&w, "async_id", (long long)ev->async_id);
	jw_end_obj(&w);
}
