/* Internals of kiln task: the parsed task and the simulator stage. */
#ifndef KILN_TASK_INT_H
#define KILN_TASK_INT_H
#include "task/task.h"
#include "util/arena.h"
#include "util/diag.h"
#include "util/json.h"

typedef enum { RG_SHAPE, RG_SPECIAL, RG_STRESS, RG_HOLDOUT, RG_TIMED, RG_COUNT } Regime;
const char *task_regime_name(Regime r);

typedef struct {
	const char *name;
	Regime rg;
	const JVal *vars;          /* object of case variables */
	const JVal *check;         /* the workload case's "check" ({"sample": N}: compare N sampled elements), or NULL */
	double special[16];        /* values written into float inputs (special regime) */
	int nspecial;
	int every;                 /* one element in `every` gets a special value */
} TCase;

/* Outcome of one case on the simulator (three launches, see task.h). */
typedef struct {
	int status;                /* 0 pass, 1 candidate failed, 2 input error, 3 internal */
	char rule[32];             /* failing rule: "compile", "simulation", "correctness",
	                            * "poisoned_outputs", "inputs_unchanged", "repeat_new_inputs",
	                            * "repeat_same_inputs" */
	char reason[1024];
	uint64_t instr[3];         /* lane-instructions per launch */
	int launches;
	double wall_s;
} TSimOut;

/* Runs case `name` of the workload file on the simulator with the
 * anti-cheat launches; salt2 seeds the fresh inputs of the repeat launch.
 * Diagnostics (compile errors, simulator errors) go to d. */
void tsim_case(const char *workload, const TCase *c, uint64_t salt2, TSimOut *out, Diags *d);

uint64_t task_mix(uint64_t x);

#endif
