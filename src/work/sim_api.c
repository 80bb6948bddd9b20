/* The simulate section of the public API (include/kiln.h): kiln_sim wraps
 * sim_workload and keeps the reports in a result object. */
#include "kiln.h"
#include "work/simwork.h"
#include "util/arena.h"
#include "util/envelope.h"
#include <stdio.h>
#include <string.h>

struct KilnSimResult {
	int exit_code;
	SimWorkOut out;
	char *json, *text, *diags;
};

static void trace_file(void *ctx, const SimEvent *ev)
{
	Buf b = {0};
	sim_event_json(ev, &b);
	buf_putc(&b, '\n');
	fwrite(b.s, 1, b.len, (FILE *)ctx);
	buf_free(&b);
}

static void progress(void *ctx, const SimProgress *p)
{
	const KilnSimOptions *o = ctx;
	o->progress(o->progress_ctx, p->clusters_done, p->clusters_total, p->warp_instructions, p->seconds);
}

static KilnSimResult *sim_impl(const KilnSimOptions *o, int oom);

typedef struct {
	const KilnSimOptions *o;
	KilnSimResult *r;
} SimCall;

static void sim_call(void *p) { ((SimCall *)p)->r = sim_impl(((SimCall *)p)->o, 0); }

/* Out of memory is an error result (exit code 3), not an abort. */
KilnSimResult *kiln_sim(const KilnSimOptions *o)
{
	SimCall c = {o, NULL};
	if (!kl_protect(sim_call, &c))
		return c.r;
	return sim_impl(o, 1);
}

static KilnSimResult *sim_impl(const KilnSimOptions *o, int oom)
{
	KilnSimResult *r = kl_calloc(1, sizeof *r);
	if (!r)
		return NULL;
	SimWorkOpts so = {
		.workload = o->workload, .case_name = o->case_name, .vars = o->vars, .nvars = o->nvars,
		.ctas = o->ctas, .nctas = o->nctas, .seed = o->seed, .threads = o->threads, .max_steps = o->max_steps,
		.incdirs = o->include_dirs, .nincdirs = o->ninclude_dirs, .save_outputs = o->save_outputs,
		.save_inputs = o->save_inputs, .save_raw = o->save_raw, .no_check = o->no_check,
		.max_seconds = o->max_seconds, .schedules = o->schedules, .progress = o->progress ? progress : NULL,
		.progress_ctx = (void *)o, .argc = o->argc, .argv = o->argv,
	};
	Diags d;
	diags_init(&d);
	Buf text = {0}, json = {0}, dt = {0};
	FILE *tf = NULL;
	if (oom) {
		diag_error(&d, ((Loc){0}), "out of memory");
		r->exit_code = 3;
		goto done;
	}
	if (o->schedules < 0 || o->schedules > 10000 || !(o->max_seconds >= 0)) {
		diag_error(&d, ((Loc){o->workload, 0, 0}), "%s", o->schedules < 0 || o->schedules > 10000 ?
			"schedules must be 0..10000" : "max_seconds must be >= 0");
		r->exit_code = 2;
		goto done;
	}
	if (o->schedule && strcmp(o->schedule, "rr")) {
		if (strcmp(o->schedule, "random")) {
			diag_error(&d, ((Loc){o->workload, 0, 0}), "schedule must be rr or random, not '%s'", o->schedule);
			r->exit_code = 2;
			goto done;
		}
		so.sched = SIM_SCHED_RANDOM;
	}
	if (o->trace_path) {
		tf = kl_fopen(o->trace_path, "w");
		if (!tf) {
			diag_error(&d, ((Loc){o->trace_path, 0, 0}), "cannot write the trace file");
			r->exit_code = 2;
			goto done;
		}
		so.trace = trace_file;
		so.trace_ctx = tf;
	}
	r->exit_code = sim_workload(&so, &d, &text, &json, &r->out);
	if (tf && kl_fclose(tf) && r->exit_code == 0) {
		diag_error(&d, ((Loc){o->trace_path, 0, 0}), "error writing the trace file");
		r->exit_code = 2;
	}
done:
	diags_render(&d, &dt);
	if (!json.len) {
		JsonW w;
		env_open(&w, &json, 1, "sim", o->argc, o->argv, NULL, r->exit_code);
		env_diags(&w, &d);
		jw_kstr(&w, "workload", o->workload ? o->workload : "");
		jw_kstr(&w, "verdict", "error");
		env_close(&w);
	}
	r->json = buf_take(&json);
	r->text = buf_take(&text);
	r->diags = buf_take(&dt);
	diags_free(&d);
	return r;
}

void kiln_sim_result_free(KilnSimResult *r)
{
	if (!r)
		return;
	kl_free(r->json);
	kl_free(r->text);
	kl_free(r->diags);
	kl_free(r);
}

int kiln_sim_exit_code(const KilnSimResult *r) { return r->exit_code; }
const char *kiln_sim_verdict(const KilnSimResult *r)
{
	return r->exit_code == 0 ? "pass" : r->exit_code == 1 && r->out.status == SIM_OK ? "mismatch" : "error";
}
uint64_t kiln_sim_lane_instructions(const KilnSimResult *r) { return r->out.lane_instructions; }
double kiln_sim_wall_seconds(const KilnSimResult *r) { return r->out.wall_seconds; }
const char *kiln_sim_result_json(const KilnSimResult *r) { return r->json ? r->json : "{}"; }
const char *kiln_sim_result_text(const KilnSimResult *r) { return r->text ? r->text : ""; }
const char *kiln_sim_diagnostics_text(const KilnSimResult *r) { return r->diags ? r->diags : ""; }
