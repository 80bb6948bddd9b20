/* kiln task: parses task.json, writes the workloads the stages run (the
 * candidate's or the baseline's kernel, the task's cases, holdout seeds
 * salted), runs the stages in order and scores the candidate.
 * docs/agents.md ("Optimization tasks") is the format. */
#include "task/task_int.h"
#include "task/spawn.h"
#include "kb/kenv.h"
#include "kiln.h"
#include "util/xmacro.h"
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <time.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const regime_names[] = {
	[RG_SHAPE] = "shape", [RG_SPECIAL] = "special", [RG_STRESS] = "stress", [RG_HOLDOUT] = "holdout",
	[RG_TIMED] = "timed",
};
_Static_assert(sizeof regime_names / sizeof regime_names[0] == RG_COUNT, "a name for every Regime");

const char *task_regime_name(Regime r)
{
	return (unsigned)r < RG_COUNT ? regime_names[r] : "?";
}

typedef struct {
	Arena *a;
	char *path;                /* task.json */
	char *dir;
	const char *name, *title;
	char *wl_path;             /* the workload, absolute */
	char *wl_dir;              /* its directory */
	const JVal *wl;            /* its DOM */
	char *baseline_kernel;     /* absolute; NULL for a torch baseline */
	char *torch_prog;          /* torch baseline: the Python program (absolute) ... */
	const char *torch_fn;      /* ... and the function it serves */
	const char *torch_spec;    /* as task.json writes it */
	const JVal *baseline_params, *cand_params;
	double time_cap_s, target_rsd, warmup_ms;
	const JVal *tolerance;     /* override, or NULL */
	TCase *cases;
	int ncases;
	const char *check_case;    /* the case kiln check runs */
} Task;

static char *abs_path(Arena *a, const char *base_dir, const char *p)
{
	char tmp[PATH_MAX * 2];
	if (p[0] == '/')
		snprintf(tmp, sizeof tmp, "%s", p);
	else
		snprintf(tmp, sizeof tmp, "%s/%s", base_dir, p);
	char res[PATH_MAX];
	if (realpath(tmp, res))
		return arena_strdup(a, res);
	return arena_strdup(a, tmp);
}

static char *dir_of(Arena *a, const char *path)
{
	const char *s = strrchr(path, '/');
	if (!s)
		return arena_strdup(a, ".");
	return arena_strndup(a, path, (size_t)(s - path));
}

static double num_or(const JVal *o, const char *k, double dflt)
{
	const JVal *v = json_get(o, k);
	return v && v->t == JNUM ? v->num : dflt;
}

/* errors: "task.json:line:col: message" */
#define TERR(v, ...) do { \
	buf_printf(err, "%s:%d:%d: ", t->path, (v) ? (v)->line : 0, (v) ? (v)->col : 0); \
	buf_printf(err, __VA_ARGS__); \
	return -1; \
} while (0)

static int parse_special(Task *t, TCase *c, const JVal *sp, Buf *err)
{
	const JVal *vals = json_get(sp, "values");
	if (!vals || vals->t != JARR || !vals->n || vals->n > 16)
		TERR(sp, "\"special\" needs \"values\": a list of 1 to 16 of nan, inf, -inf, denormal, large, -large, -0");
	for (int i = 0; i < vals->n; i++) {
		const char *s = json_str(vals->items[i]);
		double v;
		if (!s)
			TERR(vals->items[i], "a special value is a string");
		if (!strcmp(s, "nan")) v = NAN;
		else if (!strcmp(s, "inf")) v = INFINITY;
		else if (!strcmp(s, "-inf")) v = -INFINITY;
		else if (!strcmp(s, "denormal")) v = 1e-40;      /* subnormal in f32 and bf16 */
		else if (!strcmp(s, "denormal16")) v = 1e-6;     /* subnormal in f16 */
		else if (!strcmp(s, "large")) v = 1e30;
		else if (!strcmp(s, "-large")) v = -1e30;
		else if (!strcmp(s, "-0")) v = -0.0;
		else
			TERR(vals->items[i], "unknown special value '%s' (nan, inf, -inf, denormal, denormal16, large, -large, -0)", s);
		c->special[c->nspecial++] = v;
	}
	const JVal *ev = json_get(sp, "every");
	c->every = ev && ev->t == JNUM && ev->is_int ? (int)ev->i : 61;
	if (c->every < 1)
		TERR(ev, "\"every\" must be a positive integer");
	return 0;
}

static int task_load(Task *t, const char *arg, Buf *err)
{
	memset(t, 0, sizeof *t);
	t->a = arena_new();
	struct stat st;
	if (stat(arg, &st)) {
		buf_printf(err, "%s: %s", arg, strerror(errno));
		return -1;
	}
	if (S_ISDIR(st.st_mode))
		t->path = arena_printf(t->a, "%s/task.json", arg);
	else
		t->path = arena_strdup(t->a, arg);
	size_t len;
	char *text = buf_read_file(t->path, SIZE_MAX, &len);
	if (!text) {
		buf_printf(err, "%s: %s", t->path, strerror(errno));
		return -1;
	}
	char *keep = arena_strndup(t->a, text, len);
	kl_free(text);
	char perr[256];
	JVal *d = json_parse(t->a, keep, len, perr, sizeof perr);
	if (!d) {
		buf_printf(err, "%s:%s", t->path, perr);
		return -1;
	}
	if (d->t != JOBJ)
		TERR(d, "a task is a JSON object");
	t->dir = dir_of(t->a, t->path);
	static const char *const keys[] = {"version", "name", "title", "description", "workload", "baseline",
		"candidate", "tolerance", "cases", "check", "notes", "files", NULL};
	for (int i = 0; i < d->n; i++) {
		int ok = 0;
		for (int k = 0; keys[k]; k++)
			ok |= !strcmp(d->keys[i], keys[k]);
		if (!ok)
			TERR(d->items[i], "unknown key '%s'", d->keys[i]);
	}
	const JVal *ver = json_get(d, "version");
	if (!ver || ver->t != JNUM || ver->i != 1)
		TERR(ver ? ver : d, "\"version\": 1 is required");
	t->name = json_str(json_get(d, "name"));
	if (!t->name)
		TERR(d, "\"name\" (a string) is required");
	t->title = json_str(json_get(d, "title"));
	const char *wl = json_str(json_get(d, "workload"));
	if (!wl)
		TERR(d, "\"workload\" (a path relative to the task) is required");
	t->wl_path = abs_path(t->a, t->dir, wl);
	t->wl_dir = dir_of(t->a, t->wl_path);
	text = buf_read_file(t->wl_path, SIZE_MAX, &len);
	if (!text)
		TERR(json_get(d, "workload"), "workload %s: %s", t->wl_path, strerror(errno));
	keep = arena_strndup(t->a, text, len);
	kl_free(text);
	t->wl = json_parse(t->a, keep, len, perr, sizeof perr);
	if (!t->wl || t->wl->t != JOBJ)
		TERR(json_get(d, "workload"), "workload %s: %s", t->wl_path, t->wl ? "not an object" : perr);
	const JVal *bl = json_get(d, "baseline");
	if (!bl || bl->t != JOBJ)
		TERR(d, "\"baseline\" is required: {\"torch\": \"PROGRAM.py:FUNCTION\"} or {\"kernel\": \"KERNEL.kiln\"}, with \"timing\"");
	for (int i = 0; i < bl->n; i++)
		if (strcmp(bl->keys[i], "torch") && strcmp(bl->keys[i], "kernel") && strcmp(bl->keys[i], "params") &&
		    strcmp(bl->keys[i], "timing"))
			TERR(bl->items[i], "baseline: unknown key '%s' (torch, kernel, params, timing)", bl->keys[i]);
	const char *bk = json_str(json_get(bl, "kernel"));
	t->torch_spec = json_str(json_get(bl, "torch"));
	if (!bk == !t->torch_spec)
		TERR(bl, "\"baseline\" names exactly one of \"torch\" (\"PROGRAM.py:FUNCTION\", relative to the task) and \"kernel\" (a .kiln)");
	if (bk) {
		t->baseline_kernel = abs_path(t->a, t->dir, bk);
		if (access(t->baseline_kernel, R_OK))
			TERR(json_get(bl, "kernel"), "baseline kernel %s: %s", t->baseline_kernel, strerror(errno));
	} else {
		const char *colon = strrchr(t->torch_spec, ':');
		if (!colon || colon == t->torch_spec || !colon[1])
			TERR(json_get(bl, "torch"), "baseline \"torch\" is \"PROGRAM.py:FUNCTION\" (got '%s')", t->torch_spec);
		for (const char *c = colon + 1; *c; c++)
			if (!(*c == '_' || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (c > colon + 1 && *c >= '0' && *c <= '9')))
				TERR(json_get(bl, "torch"), "baseline \"torch\": '%s' is not a Python function name", colon + 1);
		char *prog = arena_strndup(t->a, t->torch_spec, (size_t)(colon - t->torch_spec));
		t->torch_prog = abs_path(t->a, t->dir, prog);
		t->torch_fn = colon + 1;
		if (access(t->torch_prog, R_OK))
			TERR(json_get(bl, "torch"), "baseline program %s: %s", t->torch_prog, strerror(errno));
	}
	t->baseline_params = json_get(bl, "params");
	const JVal *tm = json_get(bl, "timing");
	if (tm && tm->t != JOBJ)
		TERR(tm, "baseline \"timing\" is an object: {\"time_cap_s\", \"target_rsd\", \"warmup_ms\"}");
	t->time_cap_s = num_or(tm, "time_cap_s", 4);
	t->target_rsd = num_or(tm, "target_rsd", 0.01);
	t->warmup_ms = num_or(tm, "warmup_ms", 200);
	if (!(t->time_cap_s > 0) || !(t->target_rsd > 0) || t->warmup_ms < 0)
		TERR(tm, "baseline \"timing\": time_cap_s and target_rsd must be positive, warmup_ms not negative");
	/* files the task needs beside its workload (the baseline program's
	 * imports): checked here, shipped to kilnd by kiln remote */
	const JVal *fl = json_get(d, "files");
	if (fl && fl->t != JARR)
		TERR(fl, "\"files\" is a list of paths relative to the task");
	for (int i = 0; fl && i < fl->n; i++) {
		const char *f = json_str(fl->items[i]);
		if (!f)
			TERR(fl->items[i], "\"files\": a path (string)");
		char *fp = abs_path(t->a, t->dir, f);
		if (access(fp, R_OK))
			TERR(fl->items[i], "\"files\": %s: %s", fp, strerror(errno));
	}
	const JVal *cand = json_get(d, "candidate");
	t->cand_params = cand ? json_get(cand, "params") : NULL;
	t->tolerance = json_get(d, "tolerance");
	const JVal *cs = json_get(d, "cases");
	if (!cs || cs->t != JARR || !cs->n)
		TERR(cs ? cs : d, "\"cases\": a non-empty list is required");
	t->cases = arena_alloc(t->a, (size_t)cs->n * sizeof *t->cases);
	int have[RG_COUNT] = {0};
	for (int i = 0; i < cs->n; i++) {
		const JVal *cv = cs->items[i];
		TCase *c = &t->cases[t->ncases++];
		c->name = json_str(json_get(cv, "name"));
		if (!c->name)
			TERR(cv, "a case needs a \"name\"");
		for (int j = 0; j < t->ncases - 1; j++)
			if (!strcmp(t->cases[j].name, c->name))
				TERR(cv, "two cases are named '%s'", c->name);
		const char *rg = json_str(json_get(cv, "regime"));
		c->rg = RG_COUNT;
		for (int r = 0; rg && r < RG_COUNT; r++)
			if (!strcmp(rg, regime_names[r]))
				c->rg = (Regime)r;
		if (c->rg == RG_COUNT)
			TERR(cv, "case '%s': \"regime\" must be shape, special, stress, holdout or timed", c->name);
		have[c->rg]++;
		c->vars = json_get(cv, "vars");
		if (!c->vars || c->vars->t != JOBJ)
			TERR(cv, "case '%s': \"vars\" (an object) is required", c->name);
		c->check = json_get(cv, "check");
		if (c->check && c->check->t != JOBJ)
			TERR(c->check, "case '%s': \"check\" is an object ({\"sample\": N}, as in a workload case)", c->name);
		const JVal *sp = json_get(cv, "special");
		if (c->rg == RG_SPECIAL && !sp)
			TERR(cv, "case '%s': a special case needs \"special\": {\"values\": [...]}", c->name);
		if (sp && parse_special(t, c, sp, err))
			return -1;
	}
	if (!have[RG_SHAPE])
		TERR(cs, "at least one \"shape\" case is required");
	if (!have[RG_TIMED])
		TERR(cs, "at least one \"timed\" case is required (the score)");
	t->check_case = json_str(json_get(d, "check"));
	if (!t->check_case)
		for (int i = 0; i < t->ncases && !t->check_case; i++)
			if (t->cases[i].rg == RG_SHAPE)
				t->check_case = t->cases[i].name;
	return 0;
}
#undef TERR

/* ---- writing workloads ---- */

typedef enum { WL_PUBLIC, WL_HOLDOUT, WL_TIMED } WlSet;

/* which set a case belongs to (separate files: an instance of a small case
 * never allocates the timed cases' tensors) */
static WlSet set_of(Regime r)
{
	return r == RG_HOLDOUT ? WL_HOLDOUT : r == RG_TIMED ? WL_TIMED : WL_PUBLIC;
}

/* A workload value written into the generated workload (which lives in a
 * temporary directory): the files it names relative to the workload's own
 * directory (reference "python"/"library", an init "file", "include"
 * directories) become absolute. */
static void jw_value_abs(JsonW *w, const JVal *v, const Task *t, const char *key)
{
	int pathkey = key && (!strcmp(key, "python") || !strcmp(key, "library") || !strcmp(key, "file") || !strcmp(key, "include"));
	if (v->t == JSTR && pathkey && v->s[0] != '/' && strlen(v->s) == v->slen) {
		jw_str(w, abs_path(t->a, t->wl_dir, v->s));
	} else if (v->t == JOBJ) {
		jw_obj(w);
		for (int i = 0; i < v->n; i++) {
			jw_key(w, v->keys[i]);
			jw_value_abs(w, v->items[i], t, v->keys[i]);
		}
		jw_end_obj(w);
	} else if (v->t == JARR) {
		jw_arr(w);
		for (int i = 0; i < v->n; i++)
			jw_value_abs(w, v->items[i], t, key && !strcmp(key, "include") ? key : NULL);
		jw_end_arr(w);
	} else
		jw_value(w, v);
}

/* The workload as the stages see it: kernel (absolute), params, the task's
 * cases of set `which` (holdout: input seeds salted), tolerance override. */
static int write_workload(const Task *t, const char *kernel, const JVal *params, WlSet which, uint64_t salt,
                          const char *path, Buf *err)
{
	Buf out = {0};
	JsonW w;
	jw_init(&w, &out, 1);
	jw_obj(&w);
	const JVal *d = t->wl;
	for (int i = 0; i < d->n; i++) {
		const char *k = d->keys[i];
		if (!strcmp(k, "kernel") || !strcmp(k, "params") || !strcmp(k, "cases") ||
		    (!strcmp(k, "tolerance") && t->tolerance) || !strcmp(k, "description"))
			continue;
		if (!strcmp(k, "args")) {
			const JVal *args = d->items[i];
			jw_key(&w, "args");
			jw_arr(&w);
			for (int j = 0; args->t == JARR && j < args->n; j++) {
				const JVal *a = args->items[j];
				const JVal *out_v = json_get(a, "output");
				int is_tensor_in = json_get(a, "init") && !(out_v && out_v->t == JBOOL && out_v->b);
				if (which != WL_HOLDOUT || !is_tensor_in || a->t != JOBJ) {
					jw_value_abs(&w, a, t, NULL);
					continue;
				}
				/* salted seed: the arg-level "seed" overrides one inside init */
				const JVal *sv = json_get(a, "seed");
				uint64_t seed = sv && sv->t == JNUM && sv->is_int ? (uint64_t)sv->i : 0;
				jw_obj(&w);
				for (int m = 0; m < a->n; m++) {
					if (!strcmp(a->keys[m], "seed"))
						continue;
					jw_key(&w, a->keys[m]);
					jw_value_abs(&w, a->items[m], t, a->keys[m]);
				}
				jw_key(&w, "seed");
				jw_int(&w, (long long)(task_mix(seed ^ task_mix(salt + (uint64_t)j + 1)) & ((1ull << 53) - 1)));
				jw_end_obj(&w);
			}
			jw_end_arr(&w);
			continue;
		}
		jw_key(&w, k);
		jw_value_abs(&w, d->items[i], t, k);
	}
	jw_kstr(&w, "description", "generated by kiln task eval (do not edit)");
	jw_kstr(&w, "kernel", kernel);
	if (params) {
		jw_key(&w, "params");
		jw_value(&w, params);
	}
	if (t->tolerance) {
		jw_key(&w, "tolerance");
		jw_value(&w, t->tolerance);
	}
	jw_key(&w, "cases");
	jw_arr(&w);
	int n = 0;
	for (int i = 0; i < t->ncases; i++) {
		const TCase *c = &t->cases[i];
		if (set_of(c->rg) != which)
			continue;
		jw_obj(&w);
		jw_kstr(&w, "name", c->name);
		jw_key(&w, "vars");
		jw_value(&w, c->vars);
		if (c->rg == RG_TIMED)
			jw_kbool(&w, "bench", 1);
		if (c->check) {
			jw_key(&w, "check");
			jw_value(&w, c->check);
		}
		jw_end_obj(&w);
		n++;
	}
	jw_end_arr(&w);
	jw_end_obj(&w);
	buf_putc(&out, '\n');
	int rc = 0;
	if (n) {
		FILE *f = fopen(path, "w");
		if (!f || fwrite(out.s, 1, out.len, f) != out.len) {
			buf_printf(err, "%s: %s", path, strerror(errno));
			rc = -1;
		}
		if (f && fclose(f))
			rc = -1;
	}
	buf_free(&out);
	return rc;
}

/* ---- evaluation ---- */

typedef struct {
	const char *name;
	const char *status;        /* "pass", "fail", "not_run", "unsupported" */
	char detail[600];
} Rule;

/* the anti-cheat rules, X(id, name): the report's "rule" */
#define RULES(X) \
	X(R_POISON, "poisoned_outputs") X(R_INPUTS, "inputs_unchanged") X(R_REPEAT_NEW, "repeat_new_inputs") \
	X(R_REPEAT_SAME, "repeat_same_inputs") X(R_HOLDOUT, "holdout") X(R_ROOFLINE, "roofline") \
	X(R_VERIFY, "bench_verification")
enum { RULES(XM_ID) R_COUNT };
static const char *const rule_names[] = {RULES(XM_NAME)};

typedef struct {
	const TaskOpts *o;
	Task *t;
	Buf stages;                /* JSON array items */
	JsonW sw;
	Buf *text;
	Rule rules[R_COUNT];
	const char *stopped;       /* stage where the evaluation stopped */
	char stop_reason[1200];
	int exit_code;
	double score;              /* -1: none */
	char score_reason[1600];
	Diags d;
	char tmpdir[64];
	char *wl_cand_pub, *wl_cand_hold, *wl_cand_timed, *wl_base_timed;
	int has_holdout;
	/* bench */
	Buf device;                /* the GPU as the bench stage's runner recorded it (JSON) */
	Buf bl_info;               /* the torch baseline's ready line (device, impl, torch version) */
	int nspeed;
	struct { const char *name; double base_ms, cand_ms, speedup, pct_floor; } speed[32];
} Eval;

static void rule_set(Eval *e, int r, const char *status, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void rule_set(Eval *e, int r, const char *status, const char *fmt, ...)
{
	/* a failure is never overwritten by a later pass */
	if (e->rules[r].status && !strcmp(e->rules[r].status, "fail"))
		return;
	e->rules[r].status = status;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(e->rules[r].detail, sizeof e->rules[r].detail, fmt, ap);
	va_end(ap);
}

static int stage_wanted(const Eval *e, const char *stage)
{
	const char *s = e->o->stages ? e->o->stages : "sim,check,run,bench";
	size_t n = strlen(stage);
	for (const char *p = s; (p = strstr(p, stage)); p += n)
		if ((p == s || p[-1] == ',') && (p[n] == 0 || p[n] == ','))
			return 1;
	return 0;
}

/* a stage entry: {"stage", "status", "ms", "cases": [...], "message"} */
static void stage_begin(Eval *e, const char *stage)
{
	jw_obj(&e->sw);
	jw_kstr(&e->sw, "stage", stage);
	jw_key(&e->sw, "cases");
	jw_arr(&e->sw);
}

static void stage_end(Eval *e, const char *status, double ms, const char *message)
{
	jw_end_arr(&e->sw);
	jw_kstr(&e->sw, "status", status);
	jw_knum(&e->sw, "ms", ms);
	jw_kstr(&e->sw, "message", message ? message : "");
	jw_end_obj(&e->sw);
}

static void stop(Eval *e, const char *stage, int exit_code, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void stop(Eval *e, const char *stage, int exit_code, const char *fmt, ...)
{
	e->stopped = stage;
	e->exit_code = exit_code;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(e->stop_reason, sizeof e->stop_reason, fmt, ap);
	va_end(ap);
}

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* --cases: the sim and run stages take only the named cases */
static int case_wanted(const Eval *e, const TCase *c)
{
	const char *s = e->o->cases;
	if (!s || c->rg == RG_TIMED)
		return 1;
	size_t n = strlen(c->name);
	for (const char *p = s; (p = strstr(p, c->name)); p += n)
		if ((p == s || p[-1] == ',') && (p[n] == 0 || p[n] == ','))
			return 1;
	return 0;
}

static void stage_sim(Eval *e)
{
	double t0 = now_ms();
	stage_begin(e, "sim");
	int failed = 0;
	for (int i = 0; i < e->t->ncases && !failed; i++) {
		const TCase *c = &e->t->cases[i];
		if (c->rg == RG_TIMED || !case_wanted(e, c))
			continue;
		const char *wl = c->rg == RG_HOLDOUT ? e->wl_cand_hold : e->wl_cand_pub;
		TSimOut so;
		tsim_case(wl, c, task_mix(e->o->salt ^ 0xA5A5u ^ (uint64_t)i), &so, &e->d);
		jw_obj(&e->sw);
		jw_kstr(&e->sw, "case", c->name);
		jw_kstr(&e->sw, "regime", task_regime_name(c->rg));
		jw_kstr(&e->sw, "status", so.status == 0 ? "pass" : so.status == 1 ? "fail" : "error");
		jw_kint(&e->sw, "launches", so.launches);
		jw_key(&e->sw, "lane_instructions");
		jw_arr(&e->sw);
		for (int l = 0; l < so.launches; l++)
			jw_uint(&e->sw, so.instr[l]);
		jw_end_arr(&e->sw);
		jw_knum(&e->sw, "sim_seconds", so.wall_s);
		if (so.status) {
			jw_kstr(&e->sw, "rule", so.rule);
			jw_kstr(&e->sw, "reason", so.reason);
		}
		jw_end_obj(&e->sw);
		if (e->text)
			buf_printf(e->text, "  sim %-14s %-8s %s%s%s\n", c->name, task_regime_name(c->rg),
				so.status == 0 ? "pass" : so.status == 1 ? "FAIL" : "ERROR", so.status ? ": " : "", so.status ? so.reason : "");
		if (so.status == 0)
			continue;
		failed = 1;
		int r = !strcmp(so.rule, "poisoned_outputs") ? R_POISON : !strcmp(so.rule, "inputs_unchanged") ? R_INPUTS :
		        !strcmp(so.rule, "repeat_new_inputs") ? R_REPEAT_NEW : !strcmp(so.rule, "repeat_same_inputs") ? R_REPEAT_SAME : -1;
		if (r >= 0)
			rule_set(e, r, "fail", "case %s: %s", c->name, so.reason);
		if (c->rg == RG_HOLDOUT && so.status == 1) {
			rule_set(e, R_HOLDOUT, "fail", "holdout case %s (inputs salted 0x%llx) failed while every public case passed: the candidate fits the public cases (%s)",
				c->name, (unsigned long long)e->o->salt, so.reason);
			stop(e, "sim", 1, "holdout case %s (inputs salted at evaluation) failed while every public case passed: %s", c->name, so.reason);
		} else
			stop(e, "sim", so.status == 1 ? 1 : so.status, "case %s (%s): %s", c->name, task_regime_name(c->rg), so.reason);
	}
	if (!failed) {
		rule_set(e, R_POISON, "pass", "every output element written on every launch (outputs start as NaN poison)");
		rule_set(e, R_INPUTS, "pass", "inputs bit-identical after every launch");
		rule_set(e, R_REPEAT_NEW, "pass", "fresh inputs in the same buffers, previous outputs left: new reference matched");
		rule_set(e, R_REPEAT_SAME, "pass", "same inputs again, previous outputs left: outputs matched and the instruction count held");
		if (e->has_holdout)
			rule_set(e, R_HOLDOUT, "pass", "holdout cases passed with inputs salted 0x%llx", (unsigned long long)e->o->salt);
	}
	stage_end(e, failed ? "fail" : "pass", now_ms() - t0, failed ? e->stop_reason : NULL);
}

static void stage_check(Eval *e)
{
	double t0 = now_ms();
	stage_begin(e, "check");
	Buf exe = {0}, out = {0}, errb = {0}, err = {0};
	if (e->o->kiln_exe)
		buf_puts(&exe, e->o->kiln_exe);
	else
		spawn_self_exe(&exe);
	const char *argv[] = {exe.s, "check", e->wl_cand_pub, "--case", e->t->check_case, "--json", NULL};
	SpawnResult r;
	const char *status = "fail";
	if (spawn_run(argv, NULL, NULL, 600, 64u << 20, &out, &errb, &r, &err)) {
		stop(e, "check", 3, "check: %s", err.s);
		status = "error";
	} else if (r.exited && r.code == 2 && (strstr(buf_str(&errb), "unknown command") || strstr(buf_str(&out), "unknown command"))) {
		stop(e, "check", 3, "unsupported: this kiln has no `check` command yet (the sync-check part, issue 9, is not merged); the candidate was not checked for races and deadlocks");
		status = "unsupported";
	} else if (r.timed_out) {
		stop(e, "check", 1, "check: timed out after 600 s");
	} else if (r.exited && r.code == 0) {
		status = "pass";
	} else if (r.exited && r.code == 1) {
		stop(e, "check", 1, "check found problems in case %s (kiln check %s --case %s): see the findings", e->t->check_case, e->wl_cand_pub, e->t->check_case);
	} else {
		stop(e, "check", 3, "check: exited %d%s: %.300s", r.exited ? r.code : -r.sig, r.exited ? "" : " (signal)", buf_str(&errb));
		status = "error";
	}
	jw_obj(&e->sw);
	jw_kstr(&e->sw, "case", e->t->check_case);
	jw_kstr(&e->sw, "status", status);
	jw_kint(&e->sw, "exit_code", r.exited ? r.code : -1);
	jw_key(&e->sw, "result");
	/* the check command's own envelope, when it printed one */
	Arena *a = arena_new();
	char perr[128];
	JVal *doc = out.len ? json_parse(a, out.s, out.len, perr, sizeof perr) : NULL;
	if (doc)
		jw_raw(&e->sw, out.s);
	else
		jw_null(&e->sw);
	arena_free(a);
	jw_end_obj(&e->sw);
	if (e->text)
		buf_printf(e->text, "  check %-12s %s%s%s\n", e->t->check_case, status, e->stopped ? ": " : "", e->stopped ? e->stop_reason : "");
	stage_end(e, status, now_ms() - t0, e->stopped ? e->stop_reason : NULL);
	buf_free(&exe);
	buf_free(&out);
	buf_free(&errb);
	buf_free(&err);
}

/* runs kiln_run / kiln_bench; returns its JSON parsed into a (or NULL) */
static JVal *gpu_call(Eval *e, const char *wl, const char *case_name, int bench, Arena *a, int *exit_code, Buf *raw)
{
	KilnRunOptions ro = {.workload = wl, .case_name = case_name, .device = e->o->device,
		.timeout_s = e->o->timeout_s > 0 ? e->o->timeout_s : 60, .warmup_ms = e->t->warmup_ms,
		.target_rsd = e->t->target_rsd, .time_cap_s = e->t->time_cap_s, .command = "kiln task eval"};
	KilnRunResult *r = bench ? kiln_bench(&ro) : kiln_run(&ro);
	if (!r) {
		*exit_code = 3;
		return NULL;
	}
	*exit_code = kiln_run_exit_code(r);
	const char *js = kiln_run_result_json(r);
	buf_puts(raw, js ? js : "");
	kiln_run_result_free(r);
	char perr[128];
	return raw->len ? json_parse(a, raw->s, raw->len, perr, sizeof perr) : NULL;
}

static const char *jmsg(const JVal *d)
{
	const char *m = d ? json_str(json_get(d, "message")) : NULL;
	return m ? m : "(no message)";
}

static void stage_run(Eval *e)
{
	double t0 = now_ms();
	stage_begin(e, "run");
	const char *status = "pass";
	for (int i = 0; i < e->t->ncases && !e->stopped; i++) {
		const TCase *c = &e->t->cases[i];
		if (c->rg == RG_TIMED || c->rg == RG_SPECIAL || !case_wanted(e, c))
			continue;      /* special values exist only in the simulated inputs; timed cases are checked by bench */
		Arena *a = arena_new();
		Buf raw = {0};
		int ec;
		JVal *d = gpu_call(e, c->rg == RG_HOLDOUT ? e->wl_cand_hold : e->wl_cand_pub, c->name, 0, a, &ec, &raw);
		const char *st = d ? json_str(json_get(d, "status")) : NULL;
		jw_obj(&e->sw);
		jw_kstr(&e->sw, "case", c->name);
		jw_kstr(&e->sw, "regime", task_regime_name(c->rg));
		jw_kint(&e->sw, "exit_code", ec);
		jw_kstr(&e->sw, "status", st ? st : "?");
		jw_kstr(&e->sw, "message", jmsg(d));
		jw_end_obj(&e->sw);
		if (e->text)
			buf_printf(e->text, "  run %-14s %-8s %s: %s\n", c->name, task_regime_name(c->rg), st ? st : "?", jmsg(d));
		if (ec == 1) {
			status = "fail";
			if (strstr(jmsg(d), "input"))
				rule_set(e, R_INPUTS, "fail", "GPU, case %s: %s", c->name, jmsg(d));
			if (strstr(jmsg(d), "unwritten"))
				rule_set(e, R_POISON, "fail", "GPU, case %s: %s", c->name, jmsg(d));
			if (c->rg == RG_HOLDOUT)
				rule_set(e, R_HOLDOUT, "fail", "GPU, holdout case %s: %s", c->name, jmsg(d));
			stop(e, "run", 1, "GPU case %s: %s", c->name, jmsg(d));
		} else if (ec == 2 && st && !strcmp(st, "input_error")) {
			status = "error";
			stop(e, "run", 2, "error: the workload of case %s: %s", c->name, jmsg(d));
		} else if (ec != 0) {
			status = "unsupported";
			stop(e, "run", 3, "unsupported: the run stage needs a GPU (case %s: %s)", c->name, jmsg(d));
		}
		buf_free(&raw);
		arena_free(a);
	}
	stage_end(e, status, now_ms() - t0, e->stopped ? e->stop_reason : NULL);
}

/* ---- the torch baseline (bench/baselines/taskbase.py speaks the protocol) ---- */

static const char *python_exe(void)
{
	const char *py = getenv("KILN_PYTHON");
	return py && *py ? py : "python3";
}

/* Starts the baseline program and reads its ready line; 0 ready, else the
 * bench stage is stopped with the reason. */
static int torch_start(Eval *e, Coproc *co)
{
	const char *argv[] = {python_exe(), "-u", e->t->torch_prog, e->t->torch_fn, NULL};
	Buf err = {0}, line = {0};
	int rc = -1;
	if (coproc_start(co, argv, &err)) {
		stop(e, "bench", 3, "error: the torch baseline %s: %s", e->t->torch_spec, err.s);
		goto out;
	}
	int got = coproc_ask(co, NULL, 300, &line);
	Arena *a = arena_new();
	char perr[128];
	JVal *d = got == 0 ? json_parse(a, line.s, line.len, perr, sizeof perr) : NULL;
	const JVal *ready = json_get(d, "ready");
	if (ready && ready->t == JBOOL && ready->b) {
		JsonW w;
		jw_init(&w, &e->bl_info, 0);
		jw_value(&w, d);
		rc = 0;
	} else {
		const char *m = json_str(json_get(d, "error"));
		if (m && !strncmp(m, "unsupported:", 12))
			stop(e, "bench", 3, "unsupported: the baseline stage needs a GPU: the torch baseline %s says: %s", e->t->torch_spec, m + 13);
		else if (m)
			stop(e, "bench", 3, "error: the torch baseline %s: %s", e->t->torch_spec, m);
		else
			stop(e, "bench", 3, "error: the torch baseline %s (%s -u %s %s) %s: %.600s", e->t->torch_spec, argv[0],
				e->t->torch_prog, e->t->torch_fn, got == -2 ? "did not answer within 300 s" : "gave no ready line",
				co->errtail.len ? co->errtail.s : line.len ? line.s : "(no output)");
	}
	arena_free(a);
out:
	buf_free(&err);
	buf_free(&line);
	return rc;
}

/* One timing of the baseline on case c; the driver's answer goes to raw
 * (JSON).  Returns the median in ms, or -1 with the stage stopped. */
static double torch_time(Eval *e, Coproc *co, const TCase *c, Buf *raw)
{
	Buf req = {0}, line = {0};
	JsonW w;
	jw_init(&w, &req, 0);
	jw_obj(&w);
	jw_kstr(&w, "case", c->name);
	jw_key(&w, "vars");
	jw_value(&w, c->vars);
	jw_key(&w, "timing");
	jw_obj(&w);
	jw_knum(&w, "warmup_ms", e->t->warmup_ms);
	jw_knum(&w, "target_rsd", e->t->target_rsd);
	jw_knum(&w, "time_cap_s", e->t->time_cap_s);
	jw_end_obj(&w);
	jw_end_obj(&w);
	/* inputs, the first call, the f64 check, the host-enqueue probe, warm-up and sampling */
	double limit = 240 + e->t->warmup_ms / 1e3 + 2 * e->t->time_cap_s;
	int got = coproc_ask(co, req.s, limit, &line);
	double ms = -1;
	Arena *a = arena_new();
	char perr[128];
	JVal *d = got == 0 ? json_parse(a, line.s, line.len, perr, sizeof perr) : NULL;
	const JVal *mv = json_get(d, "median_ms");
	const char *m = json_str(json_get(d, "error"));
	if (d && mv && mv->t == JNUM && mv->num > 0) {
		ms = mv->num;
		buf_putn(raw, line.s, line.len);
	} else if (m)
		stop(e, "bench", 3, "error: the torch baseline failed on case %s: %s", c->name, m);
	else
		stop(e, "bench", 3, "error: the torch baseline %s on case %s: %s: %.600s", e->t->torch_spec, c->name,
			got == -2 ? "no answer within the time limit" : got == -1 ? "the program exited" : "an unreadable answer",
			co->errtail.len ? co->errtail.s : line.len ? line.s : "(no output)");
	arena_free(a);
	buf_free(&req);
	buf_free(&line);
	return ms;
}

static void stage_bench(Eval *e)
{
	double t0 = now_ms();
	stage_begin(e, "bench");
	const char *status = "pass";
	double logsum = 0;
	Coproc co = {0};
	if (e->t->torch_prog && torch_start(e, &co))
		status = "unsupported";
	for (int i = 0; i < e->t->ncases && !e->stopped; i++) {
		const TCase *c = &e->t->cases[i];
		if (c->rg != RG_TIMED)
			continue;
		/* baseline, candidate, baseline: the baseline brackets the candidate */
		double ms[3] = {-1, -1, -1}, pct = -1, floor_ms = -1;
		int suspect = 0, vfail = 0, ec[3] = {0};
		char msg[3][300] = {"", "", ""};
		Buf braw[3] = {{0}};
		for (int k = 0; k < 3 && !e->stopped; k++) {
			if (k != 1 && e->t->torch_prog) {
				ms[k] = torch_time(e, &co, c, &braw[k]);
				continue;
			}
			Arena *a = arena_new();
			Buf raw = {0};
			JVal *d = gpu_call(e, k == 1 ? e->wl_cand_timed : e->wl_base_timed, c->name, 1, a, &ec[k], &raw);
			snprintf(msg[k], sizeof msg[k], "%s", jmsg(d));
			const JVal *b = d ? json_get(d, "bench") : NULL;
			if (b && json_get(b, "median_ms") && json_get(b, "median_ms")->t == JNUM)
				ms[k] = json_get(b, "median_ms")->num;
			const JVal *dv = d ? json_get(d, "device") : NULL;
			if (dv && dv->t == JOBJ && !e->device.len) {
				JsonW dw;
				jw_init(&dw, &e->device, 0);
				jw_value(&dw, dv);
			}
			if (k == 1 && b) {
				const JVal *rf = json_get(b, "roofline");
				const JVal *sv = rf ? json_get(rf, "suspect_faster_than_floor") : NULL;
				suspect = sv && sv->t == JBOOL && sv->b;
				const JVal *pf = rf ? json_get(rf, "pct_of_floor") : NULL;
				pct = pf && pf->t == JNUM ? pf->num : -1;
				const JVal *fm = rf ? json_get(rf, "floor_ms") : NULL;
				floor_ms = fm && fm->t == JNUM ? fm->num : -1;
				const JVal *vf = json_get(b, "verification");
				const JVal *fv = vf ? json_get(vf, "failed") : NULL;
				vfail = fv && fv->t == JNUM && fv->i > 0;
			}
			if (ec[k] == 1 && k == 1) {
				if (strstr(msg[k], "verification"))
					rule_set(e, R_VERIFY, "fail", "case %s: %s", c->name, msg[k]);
				stop(e, "bench", 1, "candidate, case %s: %s", c->name, msg[k]);
			} else if (ec[k] == 1) {
				stop(e, "bench", 3, "error: the baseline failed on case %s: %s", c->name, msg[k]);
			} else if (ec[k] == 2 && d && json_str(json_get(d, "status")) && !strcmp(json_str(json_get(d, "status")), "input_error")) {
				stop(e, "bench", 2, "error: the %s's timed workload, case %s: %s", k == 1 ? "candidate" : "baseline", c->name, msg[k]);
			} else if (ec[k] != 0) {
				stop(e, "bench", 3, "unsupported: the bench stage needs a GPU (the %s could not run case %s: %s)",
					k == 1 ? "candidate" : "baseline", c->name, msg[k]);
			}
			buf_free(&raw);
			arena_free(a);
		}
		double base = ms[0] > 0 && ms[2] > 0 ? (ms[0] + ms[2]) / 2 : ms[0];
		double sp = base > 0 && ms[1] > 0 ? base / ms[1] : -1;
		jw_obj(&e->sw);
		jw_kstr(&e->sw, "case", c->name);
		jw_knum(&e->sw, "baseline_ms", base);
		jw_key(&e->sw, "baseline_runs_ms");
		jw_arr(&e->sw);
		jw_num(&e->sw, ms[0]);
		jw_num(&e->sw, ms[2]);
		jw_end_arr(&e->sw);
		jw_knum(&e->sw, "candidate_ms", ms[1]);
		jw_knum(&e->sw, "speedup", sp);
		jw_knum(&e->sw, "pct_of_floor", pct);
		jw_knum(&e->sw, "baseline_pct_of_floor", floor_ms > 0 && base > 0 ? floor_ms / base * 100 : -1);
		jw_kbool(&e->sw, "suspect_faster_than_floor", suspect);
		if (e->t->torch_prog) {
			/* what the baseline program measured, both runs (time_fn's fields, its own check) */
			jw_key(&e->sw, "baseline_runs");
			jw_arr(&e->sw);
			for (int k = 0; k < 3; k += 2)
				jw_raw(&e->sw, braw[k].len ? braw[k].s : "null");
			jw_end_arr(&e->sw);
		}
		jw_end_obj(&e->sw);
		for (int k = 0; k < 3; k++)
			buf_free(&braw[k]);
		if (e->text && sp > 0)
			buf_printf(e->text, "  bench %-12s baseline %.4f ms, candidate %.4f ms: %.3fx%s\n", c->name, base, ms[1], sp,
				suspect ? " -- SUSPECT: faster than the roofline floor" : "");
		else if (e->text && (base > 0 || ms[1] > 0))
			buf_printf(e->text, "  bench %-12s baseline %s, candidate %s\n", c->name, base > 0 ? "timed" : "not timed",
				ms[1] > 0 ? "timed" : "not timed");
		if (e->stopped) {
			status = e->exit_code == 1 ? "fail" : strncmp(e->stop_reason, "unsupported", 11) ? "error" : "unsupported";
			break;
		}
		if (suspect) {
			rule_set(e, R_ROOFLINE, "fail", "case %s: %.4f ms is faster than the roofline floor (%.0f%% of it): the kernel cannot have done the work",
				c->name, ms[1], pct);
			stop(e, "bench", 1, "case %s: faster than the roofline floor", c->name);
			status = "fail";
			break;
		}
		if (vfail) {
			rule_set(e, R_VERIFY, "fail", "case %s: a re-poisoned buffer set failed its check after timing", c->name);
			stop(e, "bench", 1, "case %s: bench verification failed", c->name);
			status = "fail";
			break;
		}
		if (sp <= 0) {
			stop(e, "bench", 3, "case %s: no median time", c->name);
			status = "error";
			break;
		}
		e->speed[e->nspeed].name = c->name;
		e->speed[e->nspeed].base_ms = base;
		e->speed[e->nspeed].cand_ms = ms[1];
		e->speed[e->nspeed].speedup = sp;
		e->speed[e->nspeed].pct_floor = pct;
		if (e->nspeed < 31)
			e->nspeed++;
		logsum += log(sp);
	}
	coproc_stop(&co, 10);
	if (!e->stopped) {
		rule_set(e, R_ROOFLINE, "pass", "no timed case faster than the roofline floor");
		rule_set(e, R_VERIFY, "pass", "every buffer set re-poisoned and re-checked after timing");
		e->score = e->nspeed ? exp(logsum / e->nspeed) : -1;
		snprintf(e->score_reason, sizeof e->score_reason, "geometric mean speedup over %d timed case%s against the baseline (%s) measured in the same run",
			e->nspeed, e->nspeed == 1 ? "" : "s", e->t->torch_prog ? e->t->torch_spec : "kernel");
	} else if (!strcmp(status, "pass"))
		status = e->exit_code == 1 ? "fail" : strncmp(e->stop_reason, "unsupported", 11) ? "error" : "unsupported";
	stage_end(e, status, now_ms() - t0, e->stopped ? e->stop_reason : NULL);
}

/* {"kind": "torch", "program", "function", "spec"} or {"kind": "kernel", "kernel"}, and the timing */
static void baseline_json(const Task *t, JsonW *w)
{
	jw_obj(w);
	jw_kstr(w, "kind", t->torch_prog ? "torch" : "kernel");
	if (t->torch_prog) {
		jw_kstr(w, "spec", t->torch_spec);
		jw_kstr(w, "program", t->torch_prog);
		jw_kstr(w, "function", t->torch_fn);
	} else
		jw_kstr(w, "kernel", t->baseline_kernel);
	jw_key(w, "timing");
	jw_obj(w);
	jw_knum(w, "time_cap_s", t->time_cap_s);
	jw_knum(w, "target_rsd", t->target_rsd);
	jw_knum(w, "warmup_ms", t->warmup_ms);
	jw_end_obj(w);
	jw_end_obj(w);
}

static void write_json(Eval *e, Buf *json)
{
	JsonW w;
	const char *status = !e->stopped ? (e->score >= 0 ? "scored" : "passed") :
	                     e->exit_code == 1 ? "failed" : !strncmp(e->stop_reason, "unsupported", 11) ? "unsupported" : "error";
	kenv_open(&w, json, 1, "task", e->o->argc, e->o->argv, status, e->exit_code);
	kenv_diags_begin(&w);
	for (int i = 0; i < e->d.n; i++) {
		const Diag *g = &e->d.v[i];
		kenv_diag(&w, diag_level_name(g->level), g->msg,
			g->loc.file, g->loc.line, g->loc.col);
	}
	if (e->stopped)
		kenv_diag(&w, e->exit_code == 1 ? "error" : "error", e->stop_reason, NULL, 0, 0);
	kenv_diags_end(&w);
	jw_kstr(&w, "verb", "eval");
	jw_kstr(&w, "task", e->t->name);
	jw_kstr(&w, "task_path", e->t->path);
	jw_kstr(&w, "candidate", e->o->candidate);
	char salt[32];
	snprintf(salt, sizeof salt, "0x%016llx", (unsigned long long)e->o->salt);
	jw_kstr(&w, "salt", salt);
	jw_kstr(&w, "stages_requested", e->o->stages ? e->o->stages : "sim,check,run,bench");
	jw_key(&w, "cases_requested");
	e->o->cases ? jw_str(&w, e->o->cases) : jw_null(&w);
	{
		time_t now = time(NULL);
		struct tm tm;
		gmtime_r(&now, &tm);
		char date[32];
		strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", &tm);
		jw_kstr(&w, "date", date);
	}
	jw_key(&w, "device");
	jw_raw(&w, e->device.len ? e->device.s : "null");
	jw_key(&w, "baseline");
	baseline_json(e->t, &w);
	jw_key(&w, "baseline_ready");
	jw_raw(&w, e->bl_info.len ? e->bl_info.s : "null");
	jw_key(&w, "stopped_at");
	e->stopped ? jw_str(&w, e->stopped) : jw_null(&w);
	jw_kstr(&w, "stop_reason", e->stopped ? e->stop_reason : "");
	jw_key(&w, "score");
	if (e->score >= 0)
		jw_num(&w, e->score);
	else
		jw_null(&w);
	jw_kstr(&w, "score_reason", e->score_reason);
	jw_key(&w, "speedups");
	jw_arr(&w);
	for (int i = 0; i < e->nspeed; i++) {
		jw_obj(&w);
		jw_kstr(&w, "case", e->speed[i].name);
		jw_knum(&w, "baseline_ms", e->speed[i].base_ms);
		jw_knum(&w, "candidate_ms", e->speed[i].cand_ms);
		jw_knum(&w, "speedup", e->speed[i].speedup);
		jw_knum(&w, "pct_of_floor", e->speed[i].pct_floor);
		jw_end_obj(&w);
	}
	jw_end_arr(&w);
	jw_key(&w, "anti_cheat");
	jw_arr(&w);
	for (int r = 0; r < R_COUNT; r++) {
		jw_obj(&w);
		jw_kstr(&w, "rule", rule_names[r]);
		jw_kstr(&w, "status", e->rules[r].status ? e->rules[r].status : "not_run");
		jw_kstr(&w, "detail", e->rules[r].detail);
		jw_end_obj(&w);
	}
	jw_end_arr(&w);
	jw_key(&w, "stages");
	jw_raw(&w, e->stages.len ? e->stages.s : "[]");
	kenv_close(&w);
}

static void cleanup_tmp(Eval *e)
{
	if (!e->tmpdir[0])
		return;
	const char *files[] = {"candidate.json", "candidate_holdout.json", "candidate_timed.json", "baseline_timed.json", NULL};
	for (int i = 0; files[i]; i++) {
		char p[128];
		snprintf(p, sizeof p, "%s/%s", e->tmpdir, files[i]);
		unlink(p);
	}
	rmdir(e->tmpdir);
}

static uint64_t random_salt(void)
{
	uint64_t s = 0;
	int fd = open("/dev/urandom", O_RDONLY);
	if (fd >= 0) {
		if (read(fd, &s, sizeof s) != (ssize_t)sizeof s)
			s = 0;
		close(fd);
	}
	if (!s)
		s = task_mix((uint64_t)time(NULL) ^ (uint64_t)getpid());
	return s;
}

int task_eval(const TaskOpts *oin, Buf *text, Buf *json)
{
	TaskOpts o = *oin;
	if (!o.have_salt)
		o.salt = random_salt();
	Task t;
	Buf err = {0};
	Eval e = {.o = &o, .t = &t, .text = text, .score = -1};
	diags_init(&e.d);
	int rc;
	if (task_load(&t, o.task, &err)) {
		if (json)
			kenv_error_doc(json, "task", o.argc, o.argv, 2, NULL, err.s);
		if (text)
			buf_printf(text, "kiln task eval: %s\n", err.s);
		rc = 2;
		goto out;
	}
	const char *bad = NULL;
	char stages[128];
	snprintf(stages, sizeof stages, "%s", o.stages ? o.stages : "sim,check,run,bench");
	for (char *s = strtok(stages, ","); s; s = strtok(NULL, ","))
		if (strcmp(s, "sim") && strcmp(s, "check") && strcmp(s, "run") && strcmp(s, "bench"))
			bad = s;
	char cand[PATH_MAX];
	if (bad || !realpath(o.candidate, cand)) {
		char m[PATH_MAX + 100];
		if (bad)
			snprintf(m, sizeof m, "unknown stage '%s' (sim, check, run, bench)", bad);
		else
			snprintf(m, sizeof m, "%s: %s", o.candidate, strerror(errno));
		if (json)
			kenv_error_doc(json, "task", o.argc, o.argv, 2, NULL, m);
		if (text)
			buf_printf(text, "kiln task eval: %s\n", m);
		rc = 2;
		goto out;
	}
	if (o.server) {
		rc = task_eval_remote(&o, o.server, text, json);
		goto out;
	}
	snprintf(e.tmpdir, sizeof e.tmpdir, "/tmp/kiln-task-XXXXXX");
	if (!mkdtemp(e.tmpdir)) {
		e.tmpdir[0] = 0;
		if (json)
			kenv_error_doc(json, "task", o.argc, o.argv, 3, NULL, "cannot create a temporary directory");
		rc = 3;
		goto out;
	}
	e.wl_cand_pub = arena_printf(t.a, "%s/candidate.json", e.tmpdir);
	e.wl_cand_hold = arena_printf(t.a, "%s/candidate_holdout.json", e.tmpdir);
	e.wl_cand_timed = arena_printf(t.a, "%s/candidate_timed.json", e.tmpdir);
	e.wl_base_timed = arena_printf(t.a, "%s/baseline_timed.json", e.tmpdir);
	for (int i = 0; i < t.ncases; i++)
		e.has_holdout |= t.cases[i].rg == RG_HOLDOUT;
	const JVal *bparams = t.baseline_params ? t.baseline_params : json_get(t.wl, "params");
	/* the candidate gets the workload's template parameters unless the task
	 * names its own (a parameter it does not declare is only a warning) */
	const JVal *cparams = t.cand_params ? t.cand_params : json_get(t.wl, "params");
	if (write_workload(&t, cand, cparams, WL_PUBLIC, 0, e.wl_cand_pub, &err) ||
	    write_workload(&t, cand, cparams, WL_HOLDOUT, o.salt, e.wl_cand_hold, &err) ||
	    write_workload(&t, cand, cparams, WL_TIMED, 0, e.wl_cand_timed, &err) ||
	    (t.baseline_kernel && write_workload(&t, t.baseline_kernel, bparams, WL_TIMED, 0, e.wl_base_timed, &err))) {
		if (json)
			kenv_error_doc(json, "task", o.argc, o.argv, 3, NULL, err.s);
		rc = 3;
		goto out;
	}
	if (text)
		buf_printf(text, "task %s%s%s: candidate %s (holdout salt 0x%016llx)\n", t.name, t.title ? " — " : "", t.title ? t.title : "",
			o.candidate, (unsigned long long)o.salt);
	jw_init(&e.sw, &e.stages, 0);
	jw_arr(&e.sw);
	if (stage_wanted(&e, "sim"))
		stage_sim(&e);
	if (!e.stopped && stage_wanted(&e, "check"))
		stage_check(&e);
	if (!e.stopped && stage_wanted(&e, "run"))
		stage_run(&e);
	if (!e.stopped && stage_wanted(&e, "bench"))
		stage_bench(&e);
	jw_end_arr(&e.sw);
	if (e.stopped && e.exit_code == 1) {
		e.score = 0;
		snprintf(e.score_reason, sizeof e.score_reason, "0: %s stage: %s", e.stopped, e.stop_reason);
	} else if (e.stopped) {
		snprintf(e.score_reason, sizeof e.score_reason, "not scored: the %s stage could not run: %s", e.stopped, e.stop_reason);
	} else if (!stage_wanted(&e, "bench")) {
		snprintf(e.score_reason, sizeof e.score_reason, "not scored: the bench stage was not requested (--stages %s)", o.stages);
	}
	rc = e.stopped ? e.exit_code : 0;
	if (text) {
		for (int r = 0; r < R_COUNT; r++)
			if (e.rules[r].status && strcmp(e.rules[r].status, "pass"))
				buf_printf(text, "  anti-cheat %s: %s: %s\n", rule_names[r], e.rules[r].status, e.rules[r].detail);
		if (e.stopped)
			buf_printf(text, "stopped at %s: %s\n", e.stopped, e.stop_reason);
		if (e.score >= 0)
			buf_printf(text, "score %.4f (%s)\n", e.score, e.score_reason);
		else
			buf_printf(text, "score: none (%s)\n", e.score_reason);
	}
	if (json)
		write_json(&e, json);
out:
	cleanup_tmp(&e);
	buf_free(&e.stages);
	buf_free(&e.device);
	buf_free(&e.bl_info);
	diags_free(&e.d);
	buf_free(&err);
	if (t.a)
		arena_free(t.a);
	return rc;
}

static int cmps(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int task_list(const char *dir, Buf *text, Buf *json, const char *const *argv, int argc)
{
	DIR *dd = opendir(dir);
	if (!dd) {
		char m[PATH_MAX + 64];
		snprintf(m, sizeof m, "%s: %s", dir, strerror(errno));
		if (text)
			buf_printf(text, "kiln task list: %s\n", m);
		if (json)
			kenv_error_doc(json, "task", argc, argv, 2, NULL, m);
		return 2;
	}
	char *names[256];
	int n = 0;
	struct dirent *de;
	while ((de = readdir(dd)) && n < 256) {
		if (de->d_name[0] == '.')
			continue;
		Buf b = {0};
		buf_puts(&b, de->d_name);
		names[n++] = buf_take(&b);
	}
	closedir(dd);
	qsort(names, (size_t)n, sizeof names[0], cmps);
	JsonW w;
	if (json) {
		kenv_open(&w, json, 1, "task", argc, argv, NULL, 0);
		kenv_diags_begin(&w);
		kenv_diags_end(&w);
		jw_kstr(&w, "verb", "list");
		jw_key(&w, "tasks");
		jw_arr(&w);
	}
	int rc = 0;
	for (int i = 0; i < n; i++) {
		char p[PATH_MAX * 2];
		snprintf(p, sizeof p, "%s/%s/task.json", dir, names[i]);
		if (access(p, R_OK))
			continue;
		Task t;
		Buf err = {0};
		snprintf(p, sizeof p, "%s/%s", dir, names[i]);
		int bad = task_load(&t, p, &err);
		if (text) {
			if (bad)
				buf_printf(text, "%-20s INVALID: %s\n", names[i], err.s);
			else {
				int nc[RG_COUNT] = {0};
				for (int c = 0; c < t.ncases; c++)
					nc[t.cases[c].rg]++;
				buf_printf(text, "%-20s %s (%d shape, %d special, %d stress, %d holdout, %d timed cases)\n", p,
					t.title ? t.title : t.name, nc[RG_SHAPE], nc[RG_SPECIAL], nc[RG_STRESS], nc[RG_HOLDOUT], nc[RG_TIMED]);
			}
		}
		if (json) {
			jw_obj(&w);
			jw_kstr(&w, "path", p);
			jw_kbool(&w, "valid", !bad);
			if (bad)
				jw_kstr(&w, "error", err.s);
			else {
				jw_kstr(&w, "name", t.name);
				jw_kstr(&w, "title", t.title ? t.title : "");
				jw_kstr(&w, "workload", t.wl_path);
				jw_key(&w, "baseline");
				baseline_json(&t, &w);
				jw_key(&w, "cases");
				jw_arr(&w);
				for (int c = 0; c < t.ncases; c++) {
					jw_obj(&w);
					jw_kstr(&w, "name", t.cases[c].name);
					jw_kstr(&w, "regime", task_regime_name(t.cases[c].rg));
					jw_key(&w, "vars");
					jw_value(&w, t.cases[c].vars);
					jw_end_obj(&w);
				}
				jw_end_arr(&w);
			}
			jw_end_obj(&w);
		}
		if (bad)
			rc = 2;
		buf_free(&err);
		if (t.a)
			arena_free(t.a);
	}
	for (int i = 0; i < n; i++)
		kl_free(names[i]);
	if (json) {
		jw_end_arr(&w);
		kenv_close(&w);
	}
	return rc;
}
