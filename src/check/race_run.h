/* `kiln check --race` on a workload case: one traced simulation through the
 * race engine (race.h), then a witness search (the same case under other
 * schedules, outputs compared) when a conflict was found. */
#ifndef KILN_RACE_RUN_H
#define KILN_RACE_RUN_H
#include "check/race.h"
#include "check/case.h"
#include "util/diag.h"
#include "work/work.h"

typedef struct {
	const char *workload;
	const char *case_name;          /* NULL: the first case */
	const char *const *vars;        /* "NAME=VALUE" overrides of the case's variables */
	int nvars;
	const char *const *incdirs;
	int nincdirs;
	uint64_t max_steps;             /* 0: the simulator's default */
	int witness_runs;               /* random schedules to try (0: 8, -1: none) */
	int max_findings;               /* 0: 200 */
	Workload *loaded;               /* optional: the workload already loaded (kept; vars edit it) */
} RaceRunOpts;

typedef ChkDiff RaceWitness;   /* two schedules, the first output that differs */

typedef struct {
	char kernel[64], case_name[64];
	RaceFinding *findings;
	int nfindings;
	SimStatus status;               /* of the traced simulation */
	char sim_message[512];
	Loc sim_loc;
	uint64_t accesses, events;
	int agents;
	double load_seconds;            /* workload load, compile, inputs */
	double sim_seconds, check_seconds, total_seconds;   /* check: traced simulation + race engine */
	RaceWitness witness;
} RaceReport;

/* 0 clean, 1 findings (or the simulation stopped), 2 input error (d). */
int race_check_workload(const RaceRunOpts *o, Diags *d, RaceReport *rep);
/* The race engine over a recorded trace (the case must still be open):
 * findings, counts, check_seconds += the engine's time.  -1: the launch is
 * beyond the engine (err says why). */
int race_trace(const ChkTrace *t, int max_findings, RaceReport *rep, char *err, size_t nerr);
int race_conflicts(const RaceReport *rep);      /* findings that are unordered pairs */
/* The case under rr and then random schedules 1..runs, outputs compared. */
void race_witness(const ChkCase *c, int runs, RaceWitness *wt);
/* The pair of finding f forced each way (its two warps held in turn);
 * 1 when the two runs' outputs differ (wt filled). */
int race_force(const ChkCase *c, const RaceFinding *f, RaceWitness *wt);
/* A witness for rep's conflicts: a pair forced each way, else schedules. */
void race_witness_any(const ChkCase *c, RaceReport *rep, int runs);
void race_report_free(RaceReport *r);
void race_report_text(const RaceReport *r, Buf *out);
/* Members "findings" and "race" of the caller's JSON object. */
void race_report_json(const RaceReport *r, JsonW *w);

#endif
