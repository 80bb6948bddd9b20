/* Schema-v2 trace events (src/sim/trace.h) in the checkers' view (ev1.h). */
#include "check/ev1.h"
#include <string.h>

int chk_ev_from_sim(const SimEvent *e, ChkEv *o)
{
	memset(o, 0, sizeof *o);
	o->space = e->space;
	o->async_proxy = e->proxy == PROXY_ASYNC;
	o->addr = e->addr;
	o->size = e->size;
	o->cta = e->cta;
	o->cta_mem = e->cta_mem;
	o->warp = e->warp;
	o->lane = e->lane;
	o->phase = e->phase;
	o->seq = e->seq;
	o->loc = e->loc;
	o->op = e->op;
	o->mask = e->lanes;
	o->ir = e->ir;
	o->live = e->live;
	switch (e->kind) {
	case SIM_EV_LD: o->kind = CHK_EV_LD; o->phase = e->async_id; break;
	case SIM_EV_ST: o->kind = CHK_EV_ST; o->phase = e->async_id; break;
	case SIM_EV_ATOM: o->kind = CHK_EV_ATOM; o->phase = e->async_id; break;
	case SIM_EV_BAR_ARRIVE:
	case SIM_EV_BAR_PASS:
		o->kind = e->kind == SIM_EV_BAR_ARRIVE ? CHK_EV_BAR_ARRIVE : CHK_EV_BAR_PASS;
		o->addr = (uint64_t)e->barrier;
		o->size = e->kind == SIM_EV_BAR_ARRIVE ? e->count : 0;
		o->space = 0;
		break;
	case SIM_EV_MBAR_INIT: o->kind = CHK_EV_MBAR_INIT; o->phase = e->count; break;
	case SIM_EV_MBAR_INVAL: o->kind = CHK_EV_MBAR_INVAL; o->phase = 0; break;
	case SIM_EV_MBAR_ARRIVE: o->kind = CHK_EV_MBAR_ARRIVE; o->size = e->count; break;
	case SIM_EV_MBAR_EXPECT_TX: o->kind = CHK_EV_MBAR_EXPECT_TX; o->size = e->tx; break;
	case SIM_EV_MBAR_COMPLETE_TX: o->kind = CHK_EV_MBAR_COMPLETE_TX; o->size = e->tx; break;
	case SIM_EV_MBAR_PHASE: o->kind = CHK_EV_MBAR_PHASE; o->phase = e->phase ^ 1; o->async_proxy = 0; break;
	case SIM_EV_MBAR_WAIT:
		o->kind = e->ok ? CHK_EV_MBAR_WAIT_OK : CHK_EV_MBAR_WAIT_FAIL;
		o->phase = e->parity >= 0 ? (uint64_t)e->parity : 0;
		break;
	case SIM_EV_FENCE:
		o->kind = CHK_EV_FENCE;
		o->async_proxy = e->proxy == PROXY_ASYNC;
		break;
	case SIM_EV_ASYNC_ISSUE:
		o->kind = CHK_EV_ASYNC_ISSUE;
		o->lane = -1;
		o->size = e->group == UINT32_MAX ? 0 : (uint32_t)e->aclass + 1;
		o->phase = e->async_id;
		o->space = 0;
		o->addr = 0;
		break;
	case SIM_EV_ASYNC_DONE:
		o->kind = CHK_EV_ASYNC_DONE;
		o->lane = -1;
		o->phase = e->async_id;
		o->size = 0;
		o->space = 0;
		o->addr = 0;
		break;
	case SIM_EV_ASYNC_COMMIT:
	case SIM_EV_ASYNC_WAIT:
		o->kind = e->kind == SIM_EV_ASYNC_COMMIT ? CHK_EV_ASYNC_COMMIT : CHK_EV_ASYNC_WAIT;
		o->addr = (uint64_t)e->aclass;
		o->phase = e->group;
		o->size = 0;
		o->space = 0;
		break;
	case SIM_EV_COLLECTIVE:
		if (!e->op || strcmp(e->op, "bar_warp_sync"))
			return 0;
		o->kind = CHK_EV_WARP_SYNC;
		o->addr = e->mask & e->active;
		o->space = 0;
		o->size = 0;
		o->phase = 0;
		break;
	case SIM_EV_SETMAXNREG: o->kind = CHK_EV_SETMAXNREG; o->size = e->count; o->addr = 0; o->phase = 0; break;
	case SIM_EV_CHECK:
		o->kind = CHK_EV_CHECK;
		o->addr = (uint64_t)e->reg;
		o->size = (uint32_t)e->code;
		o->phase = e->group;
		break;
	case SIM_EV_EXIT: o->kind = CHK_EV_EXIT; o->phase = 0; break;
	default:
		return 0;
	}
	return 1;
}
