/* Workload-driven simulation (what `kiln sim` and servers call): loads the
 * workload, compiles its kernel, places the tensors at simulated device
 * addresses, runs the simulator, computes the reference and compares;
 * reports as text and JSON. */
#include "work/simwork.h"
#include "util/arena.h"
#include "lang/lang.h"
#include "work/work.h"
#include "kiln.h"
#include "util/envelope.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The envelope's status word: pass, mismatch, or what stopped the run. */
static const char *sim_status_word(int rc, SimStatus st)
{
	if (rc == 0)
		return "pass";
	if (rc == 2 || rc == 3)
		return env_status_for(rc);
	switch (st) {
	case SIM_OK: return "mismatch";
	case SIM_ERR_MEMORY: return "out_of_bounds";
	case SIM_ERR_LAUNCH: return "launch_error";
	default: return sim_status_name(st);
	}
}

#define DEV_BASE 0x10000000ull
#define DEV_ALIGN 4096ull

int sim_workload(const SimWorkOpts *o, Diags *d, Buf *text, Buf *json, SimWorkOut *wout)
{
	int rc = 2;
	if (wout)
		*wout = (SimWorkOut){SIM_ERR_LAUNCH, 0, 0};
	Workload *w = work_load(o->workload, d);
	WorkInst *wi = NULL;
	IrModule *mod = NULL;
	SimBuffer *bufs = NULL;
	SimArg *args = NULL;
	LayTensorMap *tmaps = NULL;
	uint64_t *addr = NULL;
	SimResult r;
	int have_r = 0, have_cmp = 0;
	WorkCmp cmp = {0};
	char err[256], rerr[8192];
	const IrKernel *k = NULL;
	Loc wl = {o->workload, 0, 0};
	if (!w)
		goto out;
	int ci = work_case_index(w, o->case_name, WORK_FOR_SIM);
	if (ci < 0) {
		diag_error(d, wl, "no case named '%s' in the workload", o->case_name ? o->case_name : "");
		goto out;
	}
	for (int i = 0; i < o->nvars; i++) {
		const char *eq = strchr(o->vars[i], '=');
		WCase *c = &w->cases[ci];
		int found = 0;
		for (int j = 0; eq && j < c->nvars; j++)
			if (strlen(c->var[j]) == (size_t)(eq - o->vars[i]) && !strncmp(c->var[j], o->vars[i], (size_t)(eq - o->vars[i]))) {
				c->val[j] = strtoll(eq + 1, NULL, 0);
				found = 1;
			}
		if (!found) {
			diag_error(d, wl, "case %s has no variable for '%s'", c->name, o->vars[i]);
			goto out;
		}
	}
	wi = work_inst_new(w, ci, d);
	if (!wi)
		goto out;
	if (o->save_inputs && work_save_tensors(wi, o->save_inputs, 0, o->save_raw, err, sizeof err)) {
		diag_error(d, wl, "--save-inputs: %s", err);
		goto out;
	}
	int nimp = 0;
	const char **imp = work_import_path(w, o->incdirs, o->nincdirs, &nimp);
	LangInput in = {.path = w->kernel, .defines = w->defines, .ndefines = w->ndefines, .incdirs = imp,
		.nincdirs = nimp, .kernel = w->entry};
	mod = lang_compile(&in, d);
	work_import_path_free(imp, nimp);
	if (!mod)
		goto out;
	for (int i = 0; i < mod->nkernels; i++)
		if (!w->entry || !strcmp(mod->kernels[i]->name, w->entry)) {
			k = mod->kernels[i];
			break;
		}
	if (!k) {
		diag_error(d, k ? k->loc : wl, "kernel %s not found", w->entry ? w->entry : "(any)");
		goto out;
	}
	if (work_bind_kernel(wi, k, d))
		goto out;
	WLaunch ln;
	if (work_launch_dims(wi, k, &ln, err, sizeof err)) {
		diag_error(d, k->loc, "launch dimensions: %s", err);
		goto out;
	}
	/* tensors at simulated device addresses, a guard page apart */
	addr = kl_calloc((size_t)wi->nargs + 1, sizeof(uint64_t));
	bufs = kl_calloc((size_t)wi->nargs + 1, sizeof(SimBuffer));
	tmaps = kl_calloc((size_t)wi->nargs + 1, sizeof(LayTensorMap));
	args = kl_calloc((size_t)k->nparams + 1, sizeof(SimArg));
	int nb = 0;
	uint64_t next = DEV_BASE;
	for (int i = 0; i < wi->nargs; i++) {
		WInstArg *a = &wi->args[i];
		if (a->arg->kind != WA_TENSOR)
			continue;
		addr[i] = next;
		bufs[nb++] = (SimBuffer){next, a->data, a->bytes, a->arg->name};
		next += (a->bytes + 2 * DEV_ALIGN - 1) / DEV_ALIGN * DEV_ALIGN;
	}
	for (int i = 0; i < wi->nargs; i++)
		if (wi->args[i].arg->kind == WA_TMAP) {
			tmaps[i] = wi->args[i].tmap;
			tmaps[i].gaddr = addr[wi->args[i].arg->tensor];
		}
	for (int p = 0; p < k->nparams && p < w->nparams; p++) {
		int ai = w->params[p];
		WInstArg *a = &wi->args[ai];
		switch (a->arg->kind) {
		case WA_TENSOR: args[p].bits = addr[ai]; break;
		case WA_TMAP: args[p].tmap = &tmaps[ai]; break;
		case WA_SCALAR: args[p].bits = a->sbits; break;
		}
	}
	SimLaunch l = {
		.kernel = k, .args = args, .nargs = k->nparams, .bufs = bufs, .nbufs = nb,
		.sched = o->sched, .seed = o->seed, .threads = o->threads, .ctas = o->ctas, .nctas = o->nctas,
		.max_steps = o->max_steps, .trace = o->trace, .trace_ctx = o->trace_ctx,
	};
	for (int i = 0; i < 3; i++) {
		l.grid[i] = (uint32_t)ln.grid[i];
		l.block[i] = (uint32_t)ln.block[i];
		l.cluster[i] = (uint32_t)ln.cluster[i];
	}
	if (o->on_launch)
		o->on_launch(o->hook_ctx, k, &l);
	sim_run(&l, &r);
	have_r = 1;
	if (o->on_result)
		o->on_result(o->hook_ctx, &r);
	if (wout) {
		wout->status = r.status;
		wout->lane_instructions = r.lane_instructions;
		wout->wall_seconds = r.wall_seconds;
	}
	for (int i = 0; i < r.diags.n; i++)
		diag_add(d, r.diags.v[i].level, r.diags.v[i].loc, "%s", r.diags.v[i].msg);
	if (r.status != SIM_OK) {
		rc = r.status == SIM_ERR_LAUNCH ? 2 : 1;
		goto report;
	}
	if (o->skip_reference) {
		rc = 0;
		goto report;
	}
	if (o->no_check) {
		work_cmp_stats(wi, &cmp);
		have_cmp = 1;
		rc = 0;
		goto save;
	}
	if (work_reference(wi, rerr, sizeof rerr)) {
		diag_error(d, w->ref_loc.line ? w->ref_loc : wl, "reference%s%s: %s", w->ref ? " " : "", w->ref ? w->ref : "", rerr);
		rc = 2;
		goto report;
	}
	work_compare(wi, &cmp);
	have_cmp = 1;
save:
	if (o->save_outputs && work_save_tensors(wi, o->save_outputs, 1, o->save_raw, err, sizeof err)) {
		diag_error(d, wl, "--save-outputs: %s", err);
		rc = 2;
		goto report;
	}
	if (o->no_check)
		goto report;
	int pass = cmp.pass;
	if (o->ctas && o->nctas) {
		pass = 1;
		for (int i = 0; i < cmp.nout; i++)
			if (cmp.out[i].mismatches > cmp.out[i].unwritten)
				pass = 0;
	}
	rc = pass ? 0 : 1;
report:
	if (text) {
		double rate = r.wall_seconds > 0 ? (double)r.lane_instructions / r.wall_seconds : 0;
		buf_printf(text, "sim %s (kernel %s, case %s): %llu CTAs, grid (%u,%u,%u) block (%u,%u,%u), %llu lane-instructions in %.3f s (%.1f M/s, %d thread%s)\n",
			o->workload, k->name, wi->c->name, (unsigned long long)r.ctas_run, l.grid[0], l.grid[1], l.grid[2],
			l.block[0] ? l.block[0] : (uint32_t)k->block_const[0], l.block[1] ? l.block[1] : 1,
			l.block[2] ? l.block[2] : 1, (unsigned long long)r.lane_instructions, r.wall_seconds, rate / 1e6,
			r.threads, r.threads == 1 ? "" : "s");
		if (r.status != SIM_OK)
			buf_printf(text, "simulation stopped: %s\n", sim_status_name(r.status));
		if (have_cmp) {
			work_cmp_text(&cmp, text);
			if (o->ctas && o->nctas)
				buf_printf(text, "(partial run: elements of CTAs not run are unwritten and not counted)\n");
		}
		buf_printf(text, "%s\n", rc == 0 ? "PASS" : r.status != SIM_OK ? "ERROR" : "FAIL");
	}
	if (json) {
		JsonW jw;
		env_open(&jw, json, 1, "sim", o->argc, o->argv, sim_status_word(rc, r.status), rc);
		env_diags(&jw, d);
		jw_kstr(&jw, "workload", o->workload);
		jw_kstr(&jw, "case", wi->c->name);
		jw_kstr(&jw, "kernel", k->name);
		jw_kstr(&jw, "verdict", rc == 0 ? "pass" : r.status != SIM_OK ? "error" : "mismatch");
		jw_kstr(&jw, "schedule", o->sched == SIM_SCHED_RANDOM ? "random" : "rr");
		if (o->sched == SIM_SCHED_RANDOM) {
			jw_key(&jw, "seed");
			jw_uint(&jw, o->seed);
		}
		jw_key(&jw, "sim");
		jw_obj(&jw);
		sim_result_json(&r, &jw);
		jw_end_obj(&jw);
		jw_key(&jw, "lane_instructions");
		jw_uint(&jw, r.lane_instructions);
		jw_knum(&jw, "wall_seconds", r.wall_seconds);
		if (have_cmp) {
			jw_key(&jw, "comparison");
			work_cmp_json(&cmp, &jw);
		}
		env_close(&jw);
	}
out:
	if (rc == 2 && json && !have_r) {
		JsonW jw;
		env_open(&jw, json, 1, "sim", o->argc, o->argv, NULL, rc);
		env_diags(&jw, d);
		jw_kstr(&jw, "workload", o->workload ? o->workload : "");
		jw_kstr(&jw, "verdict", "error");
		env_close(&jw);
	}
	if (have_cmp)
		work_cmp_free(&cmp);
	if (have_r)
		sim_result_free(&r);
	kl_free(addr);
	kl_free(bufs);
	kl_free(tmaps);
	kl_free(args);
	ir_module_free(mod);
	work_inst_free(wi);
	work_free(w);
	return rc;
}
