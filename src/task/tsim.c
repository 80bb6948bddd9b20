/* The simulator stage of `kiln task eval`: one case, three launches on the
 * same simulated buffers (task.h lists the rules):
 *   1. generated inputs, outputs poisoned          -> reference, inputs unchanged
 *   2. fresh inputs (salted), outputs of launch 1  -> the new reference
 *   3. the same inputs again, outputs of launch 2  -> instruction count kept
 * The simulator is exact and deterministic, so a kernel whose work depends
 * on what its outputs already hold is seen here, without a GPU. */
#include "task/task_int.h"
#include "lang/lang.h"
#include "sim/sim.h"
#include "work/work.h"
#include "work/simwork.h"
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define DEV_BASE 0x10000000ull
#define DEV_ALIGN 4096ull

uint64_t task_mix(uint64_t x)
{
	x += 0x9E3779B97F4A7C15ull;
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
	x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
	return x ^ (x >> 31);
}

static int is_input(const WInstArg *a)
{
	return a->arg->kind == WA_TENSOR && !a->arg->output && !a->arg->scratch;
}

/* special values: one element in c->every of every float input */
static void inject_special(WorkInst *wi, const TCase *c, uint64_t seed)
{
	if (c->rg != RG_SPECIAL || !c->nspecial || c->every <= 0)
		return;
	int k = 0;
	for (int i = 0; i < wi->nargs; i++) {
		WInstArg *a = &wi->args[i];
		if (!is_input(a) || !dtype_is_float(a->arg->dtype))
			continue;
		for (int64_t e = 0; e < a->numel; e++)
			if (work_rng(seed, (uint32_t)i, (uint64_t)e) % (uint64_t)c->every == 0) {
				double v = c->special[k++ % c->nspecial];
				dtype_store(a->arg->dtype, a->data, e, dtype_encode(a->arg->dtype, v));
			}
	}
}


/* copies of every input's bytes, to compare after the launch */
static void **snapshot(const WorkInst *wi)
{
	void **s = kl_calloc((size_t)wi->nargs + 1, sizeof *s);
	if (!s)
		die("out of memory");
	for (int i = 0; i < wi->nargs; i++)
		if (is_input(&wi->args[i])) {
			s[i] = kl_malloc(wi->args[i].bytes + 1);
			if (!s[i])
				die("out of memory");
			memcpy(s[i], wi->args[i].data, wi->args[i].bytes);
		}
	return s;
}

static int inputs_changed(const WorkInst *wi, void **snap, char *msg, size_t n)
{
	for (int i = 0; i < wi->nargs; i++) {
		if (!snap[i])
			continue;
		const WInstArg *a = &wi->args[i];
		int esz = dtype_bytes(a->arg->dtype);
		if (esz <= 0)
			esz = 1;
		int64_t changed = 0, first = -1;
		for (int64_t e = 0; e < a->numel; e++)
			if (memcmp((char *)a->data + e * esz, (char *)snap[i] + e * esz, (size_t)esz)) {
				if (first < 0)
					first = e;
				changed++;
			}
		if (changed) {
			snprintf(msg, n, "the kernel wrote its input '%s': %lld of %lld elements changed (first at element %lld); inputs must be left as they were (declare a \"scratch\" tensor if the task allows it)",
				a->arg->name, (long long)changed, (long long)a->numel, (long long)first);
			return 1;
		}
	}
	return 0;
}

static void free_snap(const WorkInst *wi, void **s)
{
	if (!s)
		return;
	for (int i = 0; i < wi->nargs; i++)
		kl_free(s[i]);
	kl_free(s);
}

/* "y: 12 of 8000 elements mismatch (first [17]: got 0.5, expected 0.25); 3 unwritten" */
static int cmp_reason(const WorkInst *wi, char *msg, size_t n, int *unwritten_only)
{
	WorkCmp cmp;
	int pass = work_compare(wi, &cmp);
	*unwritten_only = 0;
	if (!pass) {
		for (int i = 0; i < cmp.nout; i++) {
			const WOutCmp *o = &cmp.out[i];
			if (o->pass)
				continue;
			if (o->unwritten)
				*unwritten_only = 1;
			if (o->nshow)
				snprintf(msg, n, "output '%s': %lld of %lld elements mismatch, %lld never written (still the NaN poison); first at [%lld]: got %.9g, expected %.9g",
					o->name, (long long)o->mismatches, (long long)o->numel, (long long)o->unwritten,
					(long long)o->first[0].index, o->first[0].got, o->first[0].expected);
			else
				snprintf(msg, n, "output '%s': %lld of %lld elements mismatch, %lld never written (nrmse %.3g)",
					o->name, (long long)o->mismatches, (long long)o->numel, (long long)o->unwritten, o->nrmse);
			break;
		}
	}
	work_cmp_free(&cmp);
	return pass;
}

static SimStatus launch(const IrKernel *k, const WLaunch *ln, WorkPlaced *p, SimResult *r, Diags *d)
{
	SimLaunch l = {.kernel = k, .args = p->args, .nargs = k->nparams, .bufs = p->bufs, .nbufs = p->nb,
		.sched = SIM_SCHED_RR};
	for (int i = 0; i < 3; i++) {
		l.grid[i] = (uint32_t)ln->grid[i];
		l.block[i] = (uint32_t)ln->block[i];
		l.cluster[i] = (uint32_t)ln->cluster[i];
	}
	SimStatus s = sim_run(&l, r);
	for (int i = 0; i < r->diags.n; i++)
		diag_add(d, r->diags.v[i].level, r->diags.v[i].loc, "%s", r->diags.v[i].msg);
	return s;
}

static void fail(TSimOut *o, int status, const char *rule, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void fail(TSimOut *o, int status, const char *rule, const char *fmt, ...)
{
	o->status = status;
	snprintf(o->rule, sizeof o->rule, "%s", rule);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(o->reason, sizeof o->reason, fmt, ap);
	va_end(ap);
}

void tsim_case(const char *workload, const TCase *c, uint64_t salt2, TSimOut *out, Diags *d)
{
	memset(out, 0, sizeof *out);
	Loc wl = {workload, 0, 0};
	Workload *w = work_load(workload, d);
	WorkInst *wi1 = NULL, *wi2 = NULL;
	IrModule *mod = NULL;
	void **snap = NULL;
	WorkPlaced p1 = {0}, p2 = {0};
	char err[512], msg[900];
	int uw;
	if (!w) {
		fail(out, 2, "workload", "the task's workload does not load");
		return;
	}
	int ci = work_case_index(w, c->name, WORK_FOR_SIM);
	if (ci < 0) {
		fail(out, 2, "workload", "no case '%s'", c->name);
		goto done;
	}
	wi1 = work_inst_new(w, ci, d);
	if (!wi1) {
		fail(out, 2, "workload", "case '%s': inputs could not be generated", c->name);
		goto done;
	}
	LangInput in = {.path = w->kernel, .defines = w->defines, .ndefines = w->ndefines, .kernel = w->entry};
	mod = lang_compile(&in, d);
	const IrKernel *k = NULL;
	for (int i = 0; mod && i < mod->nkernels; i++)
		if (!w->entry || !strcmp(mod->kernels[i]->name, w->entry))
			k = mod->kernels[i];
	if (!mod) {
		fail(out, 1, "compile", "the candidate does not compile (see diagnostics)");
		goto done;
	}
	if (!k) {
		diag_error(d, wl, "kernel %s not found in %s", w->entry ? w->entry : "(any)", w->kernel);
		fail(out, 1, "compile", "the candidate has no kernel named %s", w->entry ? w->entry : "(any)");
		goto done;
	}
	if (work_bind_kernel(wi1, k, d)) {
		fail(out, 1, "compile", "the candidate's parameters do not match the task's arguments (see diagnostics)");
		goto done;
	}
	WLaunch ln;
	if (work_launch_dims(wi1, k, &ln, err, sizeof err)) {
		diag_error(d, k->loc, "launch dimensions: %s", err);
		fail(out, 1, "compile", "launch dimensions: %s", err);
		goto done;
	}
	inject_special(wi1, c, 0x5EC1A1u);
	if (work_reference(wi1, err, sizeof err)) {
		fail(out, 3, "reference", "reference: %s", err);
		goto done;
	}
	/* launch 1 */
	snap = snapshot(wi1);
	if (work_place(wi1, k, &p1))
		die("out of memory");
	SimResult r;
	SimStatus s = launch(k, &ln, &p1, &r, d);
	out->instr[0] = r.lane_instructions;
	out->wall_s += r.wall_seconds;
	out->launches = 1;
	if (s != SIM_OK) {
		fail(out, s == SIM_ERR_UNSUPPORTED ? 3 : 1, "simulation", "launch 1: simulation stopped (%s): %s", sim_status_name(s), r.message);
		sim_result_free(&r);
		goto done;
	}
	sim_result_free(&r);
	if (inputs_changed(wi1, snap, msg, sizeof msg)) {
		fail(out, 1, "inputs_unchanged", "launch 1: %s", msg);
		goto done;
	}
	if (!cmp_reason(wi1, msg, sizeof msg, &uw)) {
		fail(out, 1, uw ? "poisoned_outputs" : "correctness", "launch 1 (outputs poisoned): %s", msg);
		goto done;
	}
	free_snap(wi1, snap);
	snap = NULL;
	/* launch 2: fresh inputs in the same buffers, the outputs of launch 1 left */
	for (int i = 0; i < w->nargs; i++)
		if (w->args[i].kind == WA_TENSOR && !w->args[i].output)
			w->args[i].init.seed = task_mix(w->args[i].init.seed ^ task_mix(salt2 + (uint64_t)i)) & ((1ull << 53) - 1);
	wi2 = work_inst_new(w, ci, d);
	if (!wi2 || work_bind_kernel(wi2, k, d)) {
		fail(out, 3, "workload", "repeat launch: inputs could not be generated");
		goto done;
	}
	inject_special(wi2, c, salt2 ^ 0x5EC1A1u);
	if (work_reference(wi2, err, sizeof err)) {
		fail(out, 3, "reference", "reference: %s", err);
		goto done;
	}
	for (int i = 0; i < wi2->nargs; i++)
		if (wi2->args[i].arg->kind == WA_TENSOR && wi2->args[i].arg->output)
			memcpy(wi2->args[i].data, wi1->args[i].data, wi2->args[i].bytes);
	snap = snapshot(wi2);
	if (work_place(wi2, k, &p2))
		die("out of memory");
	s = launch(k, &ln, &p2, &r, d);
	out->instr[1] = r.lane_instructions;
	out->wall_s += r.wall_seconds;
	out->launches = 2;
	if (s != SIM_OK) {
		fail(out, s == SIM_ERR_UNSUPPORTED ? 3 : 1, "simulation", "launch 2 (fresh inputs): simulation stopped (%s): %s", sim_status_name(s), r.message);
		sim_result_free(&r);
		goto done;
	}
	sim_result_free(&r);
	if (inputs_changed(wi2, snap, msg, sizeof msg)) {
		fail(out, 1, "inputs_unchanged", "launch 2: %s", msg);
		goto done;
	}
	if (!cmp_reason(wi2, msg, sizeof msg, &uw)) {
		fail(out, 1, "repeat_new_inputs",
			"launch 2, with fresh inputs in the same buffers and the outputs of launch 1 left in place, does not match the new reference: the kernel returns a cached result instead of computing it (%s)", msg);
		goto done;
	}
	/* launch 3: the same inputs again, outputs of launch 2 left */
	s = launch(k, &ln, &p2, &r, d);
	out->instr[2] = r.lane_instructions;
	out->wall_s += r.wall_seconds;
	out->launches = 3;
	if (s != SIM_OK) {
		fail(out, s == SIM_ERR_UNSUPPORTED ? 3 : 1, "simulation", "launch 3 (repeated inputs): simulation stopped (%s): %s", sim_status_name(s), r.message);
		sim_result_free(&r);
		goto done;
	}
	sim_result_free(&r);
	if (inputs_changed(wi2, snap, msg, sizeof msg)) {
		fail(out, 1, "inputs_unchanged", "launch 3: %s", msg);
		goto done;
	}
	if (!cmp_reason(wi2, msg, sizeof msg, &uw)) {
		fail(out, 1, "repeat_same_inputs", "launch 3 (the same inputs again): %s", msg);
		goto done;
	}
	/* a legitimate kernel's control flow does not depend on what its
	 * outputs held before it ran; 1% slack for spin loops whose trip
	 * counts depend on the interleaving of worker threads */
	if ((double)out->instr[2] < 0.99 * (double)out->instr[1]) {
		fail(out, 1, "repeat_same_inputs",
			"relaunched on the same inputs with its previous outputs in place, the kernel executed %llu lane-instructions instead of %llu (%.1f%%): it skips work when it recognises inputs it has already processed",
			(unsigned long long)out->instr[2], (unsigned long long)out->instr[1], 100.0 * (double)out->instr[2] / (double)out->instr[1]);
		goto done;
	}
	out->status = 0;
done:
	if (snap)
		free_snap(wi2 ? wi2 : wi1, snap);
	work_placed_free(&p1);
	work_placed_free(&p2);
	ir_module_free(mod);
	work_inst_free(wi2);
	work_inst_free(wi1);
	work_free(w);
}
