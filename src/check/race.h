/* The race level of `kiln check`: happens-before over the simulator's trace.
 * Vector clocks per thread (every lane is a thread) and per async operation
 * (an agent joined from its issuer at issue; whoever observes its completion
 * joins it), FastTrack epochs for accesses, shadow memory per byte of shared
 * and global memory (physical addresses, so aliased views cannot hide a
 * conflict), sync variables for strong accesses, the async proxy and its
 * fences.  docs/checkers.md describes the model and every finding kind.
 *
 * Use: race_new, pass race_event as the simulator's SimTraceFn, then
 * race_finish (after the launch) and read the findings.  Nothing here prints
 * or exits. */
#ifndef KILN_RACE_H
#define KILN_RACE_H
#include <stdint.h>
#include "ir/ir.h"
#include "sim/sim.h"
#include "util/buf.h"
#include "util/json.h"

#define RACE_KINDS(X) \
	X(DATA_RACE, "data_race") \
	X(MISSING_PROXY_FENCE, "missing_proxy_fence") \
	X(ASYNC_BUFFER_REUSE, "async_buffer_reuse") \
	X(READ_BEFORE_ASYNC_COMPLETE, "read_before_async_complete") \
	X(UNINITIALIZED_READ, "uninitialized_read") \
	X(OUTPUT_NEVER_WRITTEN, "output_never_written") \
	X(OUT_OF_BOUNDS, "out_of_bounds") \
	X(SCOPE_TOO_NARROW, "scope_too_narrow") \
	X(ORDERING_RACE, "ordering_race")
typedef enum {
#define X(id, s) RK_##id,
	RACE_KINDS(X)
#undef X
	RK_COUNT
} RaceKind;
const char *race_kind_name(RaceKind k);

/* One side of a finding: who accessed what, where. */
typedef struct {
	int valid;
	int cta, warp, lane;        /* lane -1: an async operation of that warp */
	int write, strong, async_proxy;
	int space;                  /* SPACE_SHARED / SPACE_GLOBAL */
	int cta_mem;                /* shared: the CTA whose memory */
	uint64_t addr;              /* shared: offset in that CTA's window; global: device address */
	uint32_t size;
	uint64_t async_op;          /* the async operation's id, 0 for a thread access */
	Loc loc;
	char ins[96];               /* opcode as written in the table ("ld.shared.u32") */
	const IrInstr *ir;          /* the instruction (valid while the IR lives) */
} RaceAccess;

typedef struct {
	RaceKind kind;
	const char *hazard;         /* "RAW" / "WAR" / "WAW" for conflicts, else NULL */
	int space;
	int intra_warp;
	RaceAccess a, b;            /* a: the earlier access in the simulated order */
	RaceAccess fa, fb;          /* ordering_race / scope_too_narrow: the flag's write and read */
	char object[64];            /* tensor or shared variable */
	uint64_t obj_off;           /* first conflicting byte, relative to the object */
	uint64_t lo, hi;            /* conflicting bytes [lo, hi) (same addressing as a.addr) */
	uint64_t count;             /* dynamic instances folded into this finding */
	char msg[640];
} RaceFinding;

typedef struct {
	const char *name;
	uint64_t addr, bytes;
	int output;                 /* an output tensor */
	int initialized;            /* holds data at launch (inputs, outputs with init) */
} RaceBuf;

typedef struct {
	const IrKernel *k;
	uint32_t grid[3], block[3], cluster[3];   /* resolved (no zeros) */
	const RaceBuf *bufs;
	int nbufs;
	int max_findings;           /* 0 = 200 */
} RaceCfg;

typedef struct Race Race;
Race *race_new(const RaceCfg *c);           /* NULL: out of memory or launch too large (see race_new_error) */
const char *race_new_error(void);
void race_event(void *race, const SimEvent *ev);   /* a SimTraceFn */
/* After the launch: output_never_written, and a simulator memory fault as
 * out_of_bounds (st = the launch status, r its result). */
void race_finish(Race *r, const SimResult *res);
const RaceFinding *race_findings(const Race *r, int *n);
uint64_t race_accesses(const Race *r);      /* memory access events processed */
uint64_t race_events(const Race *r);        /* trace events processed */
int race_agents(const Race *r);             /* threads + async agents */
void race_free(Race *r);

/* Text and JSON of one finding (JSON: one object). */
void race_finding_text(const RaceFinding *f, Buf *out);
void race_finding_json(const RaceFinding *f, JsonW *w);
/* The finding's accesses as a JSON array of objects (role, object, ...). */
void race_accesses_json(const RaceFinding *f, JsonW *w);

#endif
