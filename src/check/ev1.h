/* The checkers' view of a trace event: the v1 layout sync.c and race.c were
 * written against (overloaded phase/size/addr), filled from the simulator's
 * schema-v2 SimEvent (src/sim/trace.h) by chk_ev_from_sim.  A bridge until
 * the checkers read SimEvent directly (docs/simulator.md "Trace events",
 * "Checker view").  Field meanings per kind are those of main before the
 * sim-table merge:
 *   BAR_ARRIVE/BAR_PASS: addr barrier id (16 cluster), size thread count, phase generation
 *   MBAR_INIT: phase the count;  MBAR_ARRIVE: size arrivals;  *_TX: size bytes
 *   MBAR_PHASE: phase the new phase parity;  MBAR_WAIT_OK/FAIL: phase the parity waited on
 *   ASYNC_ISSUE: size group class + 1 (0: no group), phase op id;  ASYNC_DONE: phase op id
 *   ASYNC_COMMIT: addr class, phase group closed;  ASYNC_WAIT: addr class, phase groups kept
 *   LD/ST/ATOM: phase the async op id (0: a thread's own access)
 *   WARP_SYNC: addr the member lanes;  SETMAXNREG: size the count
 *   CHECK: size SIM_CHK_*, addr the register, phase the wgmma group */
#ifndef KILN_CHECK_EV1_H
#define KILN_CHECK_EV1_H
#include "sim/trace.h"

typedef enum {
	CHK_EV_LD, CHK_EV_ST, CHK_EV_ATOM,
	CHK_EV_BAR_ARRIVE, CHK_EV_BAR_PASS,
	CHK_EV_MBAR_INIT, CHK_EV_MBAR_ARRIVE, CHK_EV_MBAR_EXPECT_TX, CHK_EV_MBAR_COMPLETE_TX,
	CHK_EV_MBAR_PHASE, CHK_EV_MBAR_WAIT_OK,
	CHK_EV_FENCE,
	CHK_EV_ASYNC_ISSUE, CHK_EV_ASYNC_DONE, CHK_EV_ASYNC_COMMIT, CHK_EV_ASYNC_WAIT,
	CHK_EV_EXIT,
	CHK_EV_MBAR_WAIT_FAIL, CHK_EV_MBAR_INVAL, CHK_EV_SETMAXNREG, CHK_EV_WARP_SYNC, CHK_EV_CHECK,
	CHK_EV_COUNT
} ChkEvKind;

typedef struct {
	ChkEvKind kind;
	int space;              /* Space of the access */
	int async_proxy;        /* the access goes through the async proxy */
	uint64_t addr;
	uint32_t size;
	int cta;                /* linear id of the acting CTA */
	int cta_mem;            /* shared: linear id of the CTA whose memory is touched */
	int warp, lane;         /* lane -1: the whole warp / an async agent */
	uint64_t phase;
	uint64_t seq;           /* total order within the cluster */
	Loc loc;
	const char *op;         /* ISA entry id name or NULL */
	uint32_t mask;          /* the warp's active lanes when recorded */
	const IrInstr *ir;      /* the instruction or NULL */
	uint32_t live;          /* the warp's lanes that exist and have not exited */
} ChkEv;

/* Fills *o from e; 0: the checkers have no use for e (skip it). */
int chk_ev_from_sim(const SimEvent *e, ChkEv *o);

#endif
