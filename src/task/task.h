/* Optimization tasks (docs/agents.md "Tasks"): a directory with task.json
 * naming a workload (arguments, reference, tolerance, flops/bytes), the
 * baseline kernel and how it is timed, and cases in regimes:
 *   shape    public shapes, edges included          sim, run
 *   special  NaN, +-Inf, denormals, large values,   sim (values are written
 *            -0 written into the inputs                 into the simulated inputs)
 *   stress   long rows, many CTAs ...               sim, run
 *   holdout  inputs salted at evaluation time       sim, run
 *   timed    scored: candidate vs baseline          bench
 * task_eval runs the stages sim, check, run, bench in that order, stops at
 * the first failure, applies the anti-cheat rules and scores the candidate
 * by the geometric mean speedup over the timed cases against the baseline
 * measured in the same run.
 *
 * Anti-cheat rules (each reported with its outcome):
 *   poisoned_outputs     outputs start as NaN poison; an unwritten element fails
 *   inputs_unchanged     every input's bytes are compared after each launch
 *   repeat_new_inputs    a second launch on fresh (salted) inputs in the same
 *                        buffers, outputs left from the first: must match the
 *                        new reference (a kernel returning cached results fails)
 *   repeat_same_inputs   a third launch on the same inputs, outputs left: the
 *                        simulator's instruction count must not drop (a kernel
 *                        that skips work when it recognises its inputs fails)
 *   holdout              salted cases must pass like the public ones
 *   roofline             a timed result faster than the roofline floor scores 0
 *   bench_verification   the runner re-poisons and re-checks every buffer set
 * The first four run on the simulator (exact, on CPU); the last two need the
 * GPU and fail loudly without one. */
#ifndef KILN_TASK_H
#define KILN_TASK_H
#include <stdint.h>
#include "util/buf.h"

typedef struct {
	const char *task;          /* task directory or task.json */
	const char *candidate;     /* the candidate .kiln */
	const char *stages;        /* "sim,check,run,bench" (default) or a subset, in that order */
	const char *cases;         /* "small,holdout_a": only these sim/run cases (NULL = all) */
	uint64_t salt;             /* holdout salt; 0 = from /dev/urandom */
	int have_salt;
	const char *kiln_exe;      /* for the check stage (kiln check in a child); NULL = /proc/self/exe */
	double timeout_s;          /* per GPU run (0 = 60) */
	int device;
	const char *server;        /* kilnd URL: the stages run as kilnd jobs (NULL: here) */
	const char *token;         /* its token (NULL: $KILN_TOKEN) */
	double retry_for_s;        /* keep retrying an unreachable server this long (0 = 60) */
	const char *const *argv;   /* the command line, for the envelope */
	int argc;
} TaskOpts;

/* Evaluates and writes the human report (text) and the kiln.task envelope
 * (json); both optional.  Returns the exit status: 0 scored (or every
 * requested stage passed), 1 the candidate failed or cheated (score 0),
 * 2 bad task or options, 3 a stage could not run (unsupported, no GPU,
 * internal error). */
int task_eval(const TaskOpts *o, Buf *text, Buf *json);

/* The same through kilnd (tremote.c): sim and check as one CPU job, run
 * and bench as one GPU job; o->salt must be set.  Same exit statuses. */
int task_eval_remote(const TaskOpts *o, const char *server, Buf *text, Buf *json);

/* kiln task list / show: the tasks under a directory (tasks/). */
int task_list(const char *dir, Buf *text, Buf *json, const char *const *argv, int argc);

#endif
