/* kiln task eval through kilnd (--server URL or $KILN_SERVER): the task is
 * checked here, then the stages run as kilnd jobs, each one `kiln remote`
 * in a child process (which uploads the task, its workload, the files it
 * lists and the candidate with its imports):
 *   kind "task"      sim and check, on a CPU worker
 *   kind "task_gpu"  run and bench, on a GPU lease (the baseline and the
 *                    candidate timed on the same GPU in the same job)
 * with one holdout salt for both, so the salted cases are the same inputs.
 * The jobs' kiln.task documents are merged into one: their stages in
 * order, each anti-cheat rule at its strongest outcome, the score and
 * stop reason of the last job that ran, and "server" naming the jobs. */
#include "task/task_int.h"
#include "task/spawn.h"
#include "kb/kenv.h"
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
	const char *kind;          /* "task" or "task_gpu" */
	char stages[64];
	int ran;                   /* the job was attempted */
	int rc;                    /* kiln remote's exit status */
	JVal *doc;                 /* the job's kiln.task document, or NULL */
	char job[400];             /* kiln remote's timing line ("job N done on ...") */
	char err[1200];            /* why there is no document */
} Part;

static int has_stage(const char *list, const char *stage)
{
	size_t n = strlen(stage);
	for (const char *p = list; (p = strstr(p, stage)); p += n)
		if ((p == list || p[-1] == ',') && (p[n] == 0 || p[n] == ','))
			return 1;
	return 0;
}

static void last_line(const char *s, const char *prefix, char *out, size_t len)
{
	out[0] = 0;
	for (const char *p = s; p && *p;) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		if (n && (!prefix || !strncmp(p, prefix, strlen(prefix))))
			snprintf(out, len, "%.*s", (int)n, p);
		p = e ? e + 1 : NULL;
	}
}

static void run_part(const TaskOpts *o, const char *server, const char *task_json, Part *p, Arena *a)
{
	Buf exe = {0}, out = {0}, errb = {0}, err = {0};
	if (o->kiln_exe)
		buf_puts(&exe, o->kiln_exe);
	else
		spawn_self_exe(&exe);
	char salt[32], tmo[32];
	snprintf(salt, sizeof salt, "%llx", (unsigned long long)o->salt);
	snprintf(tmo, sizeof tmo, "%g", o->timeout_s > 0 ? o->timeout_s : 60);
	const char *argv[32];
	int n = 0;
	argv[n++] = exe.s;
	argv[n++] = "remote";
	argv[n++] = "--server";
	argv[n++] = server;
	if (o->token) {
		argv[n++] = "--token";
		argv[n++] = o->token;
	}
	char retry[32];
	snprintf(retry, sizeof retry, "%g", o->retry_for_s > 0 ? o->retry_for_s : 60);
	argv[n++] = "--retry-for";
	argv[n++] = retry;
	argv[n++] = "--timeout";
	argv[n++] = "3600";
	argv[n++] = p->kind;
	argv[n++] = task_json;
	argv[n++] = o->candidate;
	argv[n++] = "--local";          /* the job's kiln runs the stages itself */
	argv[n++] = "--stages";
	argv[n++] = p->stages;
	argv[n++] = "--salt";
	argv[n++] = salt;
	argv[n++] = "--timeout";
	argv[n++] = tmo;
	if (o->cases) {
		argv[n++] = "--cases";
		argv[n++] = o->cases;
	}
	argv[n++] = "--json";
	argv[n] = NULL;
	SpawnResult r;
	p->ran = 1;
	if (spawn_run(argv, NULL, NULL, 3700, 64u << 20, &out, &errb, &r, &err)) {
		snprintf(p->err, sizeof p->err, "error: kiln remote: %s", err.s);
		p->rc = 3;
		goto done;
	}
	p->rc = r.exited ? r.code : 3;
	last_line(buf_str(&errb), "kiln remote: job", p->job, sizeof p->job);
	char perr[128];
	if (out.len) {
		char *keep = arena_strndup(a, out.s, out.len);
		p->doc = json_parse(a, keep, out.len, perr, sizeof perr);
		if (p->doc && (p->doc->t != JOBJ || !json_str(json_get(p->doc, "schema")) ||
		               strcmp(json_str(json_get(p->doc, "schema")), "kiln.task")))
			p->doc = NULL;
	}
	if (!p->doc) {
		char line[1000];
		last_line(buf_str(&errb), "kiln remote:", line, sizeof line);
		if (!line[0])
			last_line(buf_str(&errb), NULL, line, sizeof line);
		if (r.timed_out)
			snprintf(line, sizeof line, "kiln remote did not finish within 3700 s");
		const char *u = strstr(line, "unsupported:");
		if (u)
			snprintf(p->err, sizeof p->err, "unsupported: the %s stage%s through kilnd (%s): %s", p->stages,
				strchr(p->stages, ',') ? "s" : "", server, u + 12 + (u[12] == ' '));
		else
			snprintf(p->err, sizeof p->err, "error: the %s stage%s through kilnd (%s): %s", p->stages,
				strchr(p->stages, ',') ? "s" : "", server, line[0] ? line : "kiln remote printed nothing");
		/* 2 only for what kiln remote calls a usage error; a refusal is 3 */
		p->rc = p->rc == 2 && !u ? 2 : 3;
	}
done:
	buf_free(&exe);
	buf_free(&out);
	buf_free(&errb);
	buf_free(&err);
}

static int rule_rank(const char *s)
{
	return !s ? -1 : !strcmp(s, "fail") ? 3 : !strcmp(s, "pass") ? 2 : !strcmp(s, "unsupported") ? 1 : 0;
}

static const JVal *field(const JVal *d, const char *k)
{
	return d ? json_get(d, k) : NULL;
}

static void put(JsonW *w, const char *k, const JVal *v)
{
	jw_key(w, k);
	if (v)
		jw_value(w, v);
	else
		jw_null(w);
}

static double num(const JVal *v, double dflt)
{
	return v && v->t == JNUM ? v->num : dflt;
}

/* The human report from the merged document (the jobs ran in JSON mode). */
static void write_text(Buf *t, const TaskOpts *o, const char *server, Part *parts, int np, const JVal *last,
                       const char *status, const char *stop_reason, const char *score_reason)
{
	buf_printf(t, "task eval through kilnd %s: %s, candidate %s (holdout salt 0x%016llx)\n", server, o->task, o->candidate,
		(unsigned long long)o->salt);
	for (int i = 0; i < np; i++) {
		Part *p = &parts[i];
		if (!p->ran)
			continue;
		buf_printf(t, "  job %-8s %-10s %s\n", p->kind, p->stages, p->job[0] ? p->job + 12 : p->err);
		const JVal *st = field(p->doc, "stages");
		for (int s = 0; st && st->t == JARR && s < st->n; s++) {
			const JVal *sv = st->items[s];
			const char *sn = json_str(json_get(sv, "stage"));
			const JVal *cs = json_get(sv, "cases");
			for (int c = 0; cs && cs->t == JARR && c < cs->n; c++) {
				const JVal *cv = cs->items[c];
				const char *cn = json_str(json_get(cv, "case")), *cst = json_str(json_get(cv, "status"));
				const char *why = json_str(json_get(cv, "reason"));
				if (!why)
					why = json_str(json_get(cv, "message"));
				if (json_get(cv, "speedup"))
					buf_printf(t, "  %-5s %-14s baseline %.4f ms, candidate %.4f ms: %.3fx\n", sn ? sn : "?", cn ? cn : "?",
						num(json_get(cv, "baseline_ms"), -1), num(json_get(cv, "candidate_ms"), -1), num(json_get(cv, "speedup"), -1));
				else
					buf_printf(t, "  %-5s %-14s %s%s%s\n", sn ? sn : "?", cn ? cn : "?", cst ? cst : "?",
						why && *why ? ": " : "", why && *why ? why : "");
			}
			if (!cs || !cs->n)
				buf_printf(t, "  %-5s %s\n", sn ? sn : "?", json_str(json_get(sv, "status")) ? json_str(json_get(sv, "status")) : "?");
		}
	}
	const JVal *ac = field(last, "anti_cheat");
	for (int i = 0; ac && ac->t == JARR && i < ac->n; i++) {
		const char *st = json_str(json_get(ac->items[i], "status"));
		if (st && !strcmp(st, "fail"))
			buf_printf(t, "  anti-cheat %s: fail: %s\n", json_str(json_get(ac->items[i], "rule")),
				json_str(json_get(ac->items[i], "detail")) ? json_str(json_get(ac->items[i], "detail")) : "");
	}
	if (stop_reason && *stop_reason)
		buf_printf(t, "stopped (%s): %s\n", status, stop_reason);
	const JVal *sc = field(last, "score");
	if (sc && sc->t == JNUM)
		buf_printf(t, "score %.4f (%s)\n", sc->num, score_reason);
	else
		buf_printf(t, "score: none (%s)\n", score_reason);
}

int task_eval_remote(const TaskOpts *o, const char *server, Buf *text, Buf *json)
{
	Arena *a = arena_new();
	Part parts[2] = {{.kind = "task"}, {.kind = "task_gpu"}};
	const char *stages = o->stages ? o->stages : "sim,check,run,bench";
	for (int i = 0; i < 4; i++) {
		static const char *const names[] = {"sim", "check", "run", "bench"};
		if (!has_stage(stages, names[i]))
			continue;
		Part *p = &parts[i >= 2];
		size_t l = strlen(p->stages);
		snprintf(p->stages + l, sizeof p->stages - l, "%s%s", l ? "," : "", names[i]);
	}
	char task_json[PATH_MAX];
	size_t tl = strlen(o->task);
	if (tl > 5 && !strcmp(o->task + tl - 5, ".json"))
		snprintf(task_json, sizeof task_json, "%s", o->task);
	else
		snprintf(task_json, sizeof task_json, "%s/task.json", o->task);
	int np = 0;
	for (int i = 0; i < 2; i++) {
		if (!parts[i].stages[0])
			continue;
		run_part(o, server, task_json, &parts[i], a);
		np = i + 1;
		if (!parts[i].doc || num(json_get(parts[i].doc, "exit_code"), 3) != 0)
			break;
	}
	/* the last job that ran decides the outcome */
	Part *lp = &parts[np - 1];
	const JVal *last = lp->doc;
	int rc;
	const char *status, *stop_reason, *score_reason;
	char sr[1600], scr[1800];
	const JVal *stopped_at = NULL;
	if (last) {
		rc = (int)num(json_get(last, "exit_code"), 3);
		status = json_str(json_get(last, "status"));
		stop_reason = json_str(json_get(last, "stop_reason"));
		score_reason = json_str(json_get(last, "score_reason"));
		stopped_at = json_get(last, "stopped_at");
	} else {
		rc = lp->rc;
		status = !strncmp(lp->err, "unsupported", 11) ? "unsupported" : rc == 2 ? "input_error" : "error";
		snprintf(sr, sizeof sr, "%s", lp->err);
		stop_reason = sr;
		snprintf(scr, sizeof scr, "not scored: the %s stage%s could not run: %s", lp->stages, strchr(lp->stages, ',') ? "s" : "", lp->err);
		score_reason = scr;
	}
	if (!status)
		status = kenv_status_for(rc);
	if (json) {
		JsonW w;
		kenv_open(&w, json, 1, "task", o->argc, o->argv, status, rc);
		kenv_diags_begin(&w);
		for (int i = 0; i < np; i++) {
			const JVal *dg = field(parts[i].doc, "diagnostics");
			for (int k = 0; dg && dg->t == JARR && k < dg->n; k++)
				jw_value(&w, dg->items[k]);
		}
		if (!last)
			kenv_diag(&w, "error", lp->err, NULL, 0, 0);
		kenv_diags_end(&w);
		const JVal *first = parts[0].doc ? parts[0].doc : parts[1].doc;
		jw_kstr(&w, "verb", "eval");
		put(&w, "task", field(first, "task"));
		jw_kstr(&w, "task_path", task_json);
		jw_kstr(&w, "candidate", o->candidate);
		char salt[32];
		snprintf(salt, sizeof salt, "0x%016llx", (unsigned long long)o->salt);
		jw_kstr(&w, "salt", salt);
		jw_kstr(&w, "stages_requested", stages);
		jw_key(&w, "cases_requested");
		o->cases ? jw_str(&w, o->cases) : jw_null(&w);
		put(&w, "date", field(last ? last : first, "date"));
		put(&w, "device", field(last, "device"));
		put(&w, "baseline", field(last ? last : first, "baseline"));
		put(&w, "baseline_ready", field(last, "baseline_ready"));
		jw_key(&w, "stopped_at");
		if (stopped_at)
			jw_value(&w, stopped_at);
		else if (!last)
			jw_str(&w, has_stage(lp->stages, "run") ? "run" : has_stage(lp->stages, "bench") ? "bench" :
			           has_stage(lp->stages, "sim") ? "sim" : "check");
		else
			jw_null(&w);
		jw_kstr(&w, "stop_reason", stop_reason ? stop_reason : "");
		put(&w, "score", field(last, "score"));
		jw_kstr(&w, "score_reason", score_reason ? score_reason : "");
		jw_key(&w, "speedups");
		if (field(last, "speedups"))
			jw_value(&w, field(last, "speedups"));
		else
			jw_raw(&w, "[]");
		/* each rule at its strongest outcome over the jobs */
		jw_key(&w, "anti_cheat");
		jw_arr(&w);
		const JVal *ac0 = field(first, "anti_cheat");
		for (int r = 0; ac0 && ac0->t == JARR && r < ac0->n; r++) {
			const char *rule = json_str(json_get(ac0->items[r], "rule"));
			const JVal *best = ac0->items[r];
			for (int i = 0; i < np && rule; i++) {
				const JVal *ac = field(parts[i].doc, "anti_cheat");
				for (int k = 0; ac && ac->t == JARR && k < ac->n; k++) {
					const char *rk = json_str(json_get(ac->items[k], "rule"));
					if (rk && !strcmp(rk, rule) && rule_rank(json_str(json_get(ac->items[k], "status"))) >
					                                rule_rank(json_str(json_get(best, "status"))))
						best = ac->items[k];
				}
			}
			jw_value(&w, best);
		}
		jw_end_arr(&w);
		jw_key(&w, "stages");
		jw_arr(&w);
		for (int i = 0; i < np; i++) {
			const JVal *st = field(parts[i].doc, "stages");
			for (int k = 0; st && st->t == JARR && k < st->n; k++)
				jw_value(&w, st->items[k]);
		}
		jw_end_arr(&w);
		jw_key(&w, "server");
		jw_obj(&w);
		jw_kstr(&w, "url", server);
		jw_key(&w, "jobs");
		jw_arr(&w);
		for (int i = 0; i < np; i++) {
			Part *p = &parts[i];
			if (!p->ran)
				continue;
			jw_obj(&w);
			jw_kstr(&w, "kind", p->kind);
			jw_kstr(&w, "stages", p->stages);
			jw_kint(&w, "exit_code", p->rc);
			long long id = 0;
			if (p->job[0] && sscanf(p->job, "kiln remote: job %lld", &id) == 1)
				jw_kint(&w, "job", id);
			else {
				jw_key(&w, "job");
				jw_null(&w);
			}
			jw_kstr(&w, "remote", p->job[0] ? p->job : p->err);
			jw_end_obj(&w);
		}
		jw_end_arr(&w);
		jw_end_obj(&w);
		kenv_close(&w);
	}
	if (text)
		write_text(text, o, server, parts, np, last, status, stop_reason, score_reason ? score_reason : "");
	arena_free(a);
	return rc;
}
