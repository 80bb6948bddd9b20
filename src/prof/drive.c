/* kiln sanitize and kiln profile: the drivers behind the two commands
 * (src/cli/cmd_sanitize.c, cmd_profile.c parse the options).  Both run the
 * kernel through `kiln run` (this program, --lineinfo) under the tool, so
 * the launch is kiln run's: the same workload binding, tensor maps, checks
 * and watchdog.  Each returns the exit code and fills the JSON document
 * (docs/schema/sanitize.json, profile.json) and the text report. */
#include "prof/prof.h"
#include "prof/drive.h"
#include "lang/lang.h"
#include "run/run.h"
#include "util/envelope.h"
#include "work/work.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void now_utc(char *d, size_t n)
{
	time_t t = time(NULL);
	struct tm tmv;
	gmtime_r(&t, &tmv);
	strftime(d, n, "%Y-%m-%dT%H:%M:%SZ", &tmv);
}

/* The kernel's source files (for base-name resolution) and entry name:
 * the workload's kernel compiled as kiln run compiles it. */
typedef struct {
	char *file;
	int line;
	char *role;            /* "" = outside any role block; "*" = code of several */
} LineRole;

typedef struct {
	char **files;
	int nfiles;
	char *entry;
	int ntraces;
	LineRole *lr;          /* which role each source line's instructions run in */
	int nlr, caplr;
} KFiles;

/* "zoo/g/w/../../../lib/x.kiln" -> "lib/x.kiln" (lexically, as the tools
 * print import paths); the result is kl_malloc'd. */
static char *norm_path(const char *p)
{
	char *out = kl_malloc(strlen(p) + 1);
	if (!out)
		return NULL;
	size_t n = 0;
	int depth = 0;   /* components in out that a ".." may remove */
	while (*p) {
		size_t len = strcspn(p, "/");
		if (len == 1 && p[0] == '.') {
			;
		} else if (len == 2 && p[0] == '.' && p[1] == '.' && depth > 0) {
			while (n > 0 && out[n - 1] != '/')
				n--;
			if (n > 0)
				n--;
			depth--;
		} else if (len) {
			if (n)
				out[n++] = '/';
			memcpy(out + n, p, len);
			n += len;
			if (!(len == 2 && p[0] == '.' && p[1] == '.'))
				depth++;
		}
		p += len;
		if (*p == '/')
			p++;
	}
	out[n] = 0;
	return out;
}

static void line_role(KFiles *k, const Loc *loc, const char *role)
{
	if (!loc->file || loc->line <= 0)
		return;
	char *f = norm_path(loc->file);
	if (!f)
		return;
	for (int i = 0; i < k->nlr; i++)
		if (k->lr[i].line == loc->line && !strcmp(k->lr[i].file, f)) {
			kl_free(f);
			if (strcmp(k->lr[i].role, role)) {
				kl_free(k->lr[i].role);
				k->lr[i].role = kl_strdup("*");
			}
			return;
		}
	if (k->nlr == k->caplr) {
		int nc = k->caplr ? 2 * k->caplr : 256;
		LineRole *n = kl_realloc(k->lr, sizeof *n * (size_t)nc);
		if (!n) {
			kl_free(f);
			return;
		}
		k->lr = n;
		k->caplr = nc;
	}
	k->lr[k->nlr++] = (LineRole){f, loc->line, kl_strdup(role)};
}

static void walk_roles(KFiles *k, const IrStmt *s, const char *role)
{
	for (; s; s = s->next) {
		line_role(k, &s->loc, role);
		const char *r = s->k == S_IF && s->role ? s->role : role;
		walk_roles(k, s->then, r);
		walk_roles(k, s->els, role);
		walk_roles(k, s->head, role);
		walk_roles(k, s->body, role);
		walk_roles(k, s->latch, role);
	}
}

/* The role of a profiled line: kiln's IR, matched by file (as ncu names it:
 * the compiled path) and line. */
static const char *role_of(const KFiles *k, const char *file, int line)
{
	char *f = norm_path(file);
	const char *r = NULL;
	for (int i = 0; f && i < k->nlr; i++)
		if (k->lr[i].line == line && !strcmp(k->lr[i].file, f))
			r = k->lr[i].role[0] && strcmp(k->lr[i].role, "*") ? k->lr[i].role : NULL;
	kl_free(f);
	return r;
}

static void kfiles_free(KFiles *k)
{
	for (int i = 0; i < k->nfiles; i++)
		kl_free(k->files[i]);
	kl_free(k->files);
	kl_free(k->entry);
	for (int i = 0; i < k->nlr; i++) {
		kl_free(k->lr[i].file);
		kl_free(k->lr[i].role);
	}
	kl_free(k->lr);
	memset(k, 0, sizeof *k);
}

static int kernel_files(const char *workload, const char *const *inc, int ninc, int trace, KFiles *kf, Diags *d)
{
	memset(kf, 0, sizeof *kf);
	Workload *w = work_load(workload, d);
	if (!w)
		return -1;
	size_t kl = strlen(w->kernel);
	if (kl > 4 && !strcmp(w->kernel + kl - 4, ".ptx")) {
		kf->files = kl_calloc(1, sizeof *kf->files);
		if (kf->files && (kf->files[0] = kl_strdup(w->kernel)))
			kf->nfiles = 1;
		kf->entry = w->entry ? kl_strdup(w->entry) : NULL;
		work_free(w);
		return 0;
	}
	LangInput in;
	memset(&in, 0, sizeof in);
	in.path = w->kernel;
	in.defines = w->defines;
	in.ndefines = w->ndefines;
	in.kernel = w->entry;
	in.trace = trace;
	int nimp = 0;
	const char **imp = work_import_path(w, inc, ninc, &nimp);
	in.incdirs = imp;
	in.nincdirs = nimp;
	IrModule *m = lang_compile(&in, d);
	work_import_path_free(imp, nimp);
	int rc = -1;
	if (m) {
		const IrKernel *k = NULL;
		for (int i = 0; i < m->nkernels && !k; i++)
			if (!w->entry || !strcmp(m->kernels[i]->name, w->entry))
				k = m->kernels[i];
		if (!k)
			diag_error(d, ((Loc){w->kernel, 0, 0}), "no kernel '%s'", w->entry ? w->entry : "(any)");
		else {
			kf->entry = kl_strdup(k->name);
			kf->ntraces = k->ntraces;
			walk_roles(kf, k->body, "");
			/* every source file the compile read (imports included) */
			kf->files = kl_calloc((size_t)d->nfiles + 1, sizeof *kf->files);
			for (int i = 0; kf->files && i < d->nfiles; i++)
				if ((kf->files[kf->nfiles] = norm_path(d->files[i].name)))
					kf->nfiles++;
			rc = 0;
		}
		ir_module_free(m);
	}
	work_free(w);
	return rc;
}

static const Loc NOLOC = {NULL, 0, 0};

/* Is there a GPU?  0, or -1 with the reason (and how to work without one)
 * in d.  Asked in a forked child: a process that initialised CUDA cannot
 * use it in the children it forks later (kiln run's GPU child). */
static int gpu_present(Diags *d, const char *without)
{
	int pfd[2];
	if (pipe(pfd)) {
		diag_error(d, NOLOC, "pipe: %s", strerror(errno));
		return -1;
	}
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		close(pfd[0]);
		close(pfd[1]);
		diag_error(d, NOLOC, "fork: %s", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		close(pfd[0]);
		char m[1024] = "";
		CuApi cu;
		char e[512];
		if (cu_load(&cu, e, sizeof e))
			snprintf(m, sizeof m, "no CUDA driver on this machine (%s): this command runs the kernel on a GPU", e);
		else {
			CUresult r = cu.Init(0);
			int ndev = 0;
			if (!r)
				r = cu.DeviceGetCount(&ndev);
			if (r || ndev < 1)
				snprintf(m, sizeof m, "no CUDA device (cuInit/cuDeviceGetCount: %d, %d devices): this command runs the kernel on a GPU",
					r, ndev);
		}
		ssize_t w = write(pfd[1], m, strlen(m));
		(void)w;
		_exit(m[0] ? 1 : 0);
	}
	close(pfd[1]);
	char m[1024];
	ssize_t k = 0, got;
	while (k < (ssize_t)sizeof m - 1 && (got = read(pfd[0], m + k, sizeof m - 1 - (size_t)k)) > 0)
		k += got;
	m[k > 0 ? k : 0] = 0;
	close(pfd[0]);
	int st = 0;
	waitpid(pid, &st, 0);
	if (WIFEXITED(st) && WEXITSTATUS(st) == 0)
		return 0;
	diag_error(d, NOLOC, "%s", m[0] ? m : "the CUDA probe process failed");
	if (without)
		diag_note(d, NOLOC, "%s", without);
	return -1;
}

/* A CUDA tool a command runs: $env, then name on PATH, then the fallbacks. */
typedef struct {
	const char *env, *name, *label;
	const char *const *fallbacks;
} Tool;

/* What running needs, all looked for so that one answer names everything
 * missing (no_gpu before no_tool): a GPU (without: what works without
 * one), and tool (NULL: none) into path.  0, or -1 with *status set. */
static int prerequisites(Diags *d, const char *without, const Tool *tool, char *path, size_t cap, const char **status)
{
	int no_gpu = gpu_present(d, without) != 0;
	int no_tool = tool && prof_find_tool(tool->env, tool->name, tool->fallbacks, path, cap) != 0;
	if (no_tool) {
		diag_error(d, NOLOC, "%s not found (PATH, /usr/local/cuda/bin, or $%s)", tool->label, tool->env);
		diag_note(d, NOLOC, "it comes with the CUDA toolkit; $%s names it elsewhere", tool->env);
	}
	if (!no_gpu && !no_tool)
		return 0;
	*status = no_gpu ? "no_gpu" : "no_tool";
	return -1;
}

static int make_dir(const char *dir, Diags *d)
{
	if (mkdir(dir, 0755) && errno != EEXIST) {
		diag_error(d, NOLOC, "cannot create %s: %s", dir, strerror(errno));
		return -1;
	}
	return 0;
}

static void cmdline(Buf *b, const char *const *argv)
{
	for (int i = 0; argv[i]; i++)
		buf_printf(b, "%s%s", i ? " " : "", argv[i]);
}

/* argv of `kiln run W [--case C] --lineinfo --timeout S --json [-I d]...` after prefix */
typedef struct {
	const char *v[96];
	int n;
} Argv;

static void av(Argv *a, const char *s)
{
	if (a->n < 95)
		a->v[a->n++] = s;
	a->v[a->n] = NULL;
}

static void run_args(Argv *a, const char *self, const char *workload, const char *case_name, const char *timeout,
	const char *const *inc, int ninc)
{
	av(a, self);
	av(a, "run");
	av(a, workload);
	if (case_name) {
		av(a, "--case");
		av(a, case_name);
	}
	av(a, "--lineinfo");
	av(a, "--timeout");
	av(a, timeout);
	av(a, "--json");
	for (int i = 0; i < ninc && i < 16; i++) {
		av(a, "-I");
		av(a, inc[i]);
	}
}

/* kiln run's JSON (status, message, case); NULL when unreadable */
typedef struct {
	char *doc;
	char status[32], case_name[128], message[1024];
} RunDoc;

static void run_doc(const char *path, RunDoc *r)
{
	memset(r, 0, sizeof *r);
	size_t n = 0;
	r->doc = buf_read_file(path, SIZE_MAX, &n);
	if (!r->doc)
		return;
	Arena *a = arena_new();
	char err[128];
	JVal *v = a ? json_parse(a, r->doc, n, err, sizeof err) : NULL;
	if (!v || v->t != JOBJ) {
		kl_free(r->doc);
		r->doc = NULL;
	} else {
		const char *s;
		if ((s = json_str(json_get(v, "status"))))
			snprintf(r->status, sizeof r->status, "%s", s);
		if ((s = json_str(json_get(v, "case"))))
			snprintf(r->case_name, sizeof r->case_name, "%s", s);
		if ((s = json_str(json_get(v, "message"))))
			snprintf(r->message, sizeof r->message, "%s", s);
	}
	if (a)
		arena_free(a);
}

static int rm_tree_files(const char *dir, const char *const *names)
{
	char p[4200];
	for (int i = 0; names[i]; i++) {
		snprintf(p, sizeof p, "%s/%s", dir, names[i]);
		unlink(p);
	}
	return rmdir(dir);
}

/* ================= kiln sanitize ================= */

static const char *const sanitizer_fallbacks[] = {"/usr/local/cuda/bin/compute-sanitizer", "/usr/local/cuda/compute-sanitizer/compute-sanitizer", NULL};
static const Tool sanitizer_tool = {"KILN_COMPUTE_SANITIZER", "compute-sanitizer", "compute-sanitizer", sanitizer_fallbacks};

static void san_loc_json(JsonW *w, const SanLoc *l)
{
	jw_obj(w);
	if (l->access)
		jw_kstr(w, "access", l->access);
	jw_kstr(w, "file", l->file);
	jw_kint(w, "line", l->line);
	jw_kstr(w, "function", l->function ? l->function : "");
	if (l->offset >= 0)
		jw_kint(w, "sass_offset", l->offset);
	else {
		jw_key(w, "sass_offset");
		jw_null(w);
	}
	jw_end_obj(w);
}

static void triple_json(JsonW *w, const char *k, const int *v)
{
	jw_key(w, k);
	jw_arr(w);
	for (int i = 0; i < 3; i++)
		jw_int(w, v[i]);
	jw_end_arr(w);
}

/* A finding as a diagnostic: at its first location, the other access a note. */
static void san_diag(Diags *d, const char *tool, const SanFinding *f)
{
	Loc at = f->nloc ? (Loc){f->loc[0].file, f->loc[0].line, 0} : NOLOC;
	diag_add(d, strcmp(f->severity, "error") ? DIAG_WARNING : DIAG_ERROR, at, "%s: %s", tool, f->message);
	if (f->nloc > 1)
		diag_note(d, ((Loc){f->loc[1].file, f->loc[1].line, 0}), "%s", f->loc[1].access ? "the other access" : "also");
}

int prof_sanitize(const ProfSanitizeOpts *o, Buf *json, Buf *text)
{
	char self[4096], cs[4096], date[64], timeout[32], dir[4096];
	const char *status = "internal_error";
	int rc = KILN_EXIT_INTERNAL, temp_dir = 0;
	Diags d;
	diags_init(&d);
	KFiles kf;
	memset(&kf, 0, sizeof kf);
	ProfSan san;
	memset(&san, 0, sizeof san);
	RunDoc run;
	memset(&run, 0, sizeof run);
	Buf cmd = {0};
	int tool_rc = 0, ran = 0;
	now_utc(date, sizeof date);
	double tmo = o->timeout_s > 0 ? o->timeout_s : 20;
	snprintf(timeout, sizeof timeout, "%g", tmo);

	if (kernel_files(o->workload, o->incdirs, o->ninc, 0, &kf, &d)) {
		status = "input_error";
		rc = KILN_EXIT_INPUT;
		goto done;
	}
	if (prerequisites(&d, "kiln check finds races and barrier errors on the CPU, without a GPU (docs/checkers.md)",
	                  &sanitizer_tool, cs, sizeof cs, &status)) {
		rc = KILN_EXIT_INPUT;
		goto done;
	}
	if (prof_self_exe(self, sizeof self)) {
		diag_error(&d, NOLOC, "cannot find this program (/proc/self/exe)");
		goto done;
	}
	if (o->out_dir) {
		snprintf(dir, sizeof dir, "%s", o->out_dir);
		if (make_dir(dir, &d)) {
			status = "input_error";
			rc = KILN_EXIT_INPUT;
			goto done;
		}
	} else {
		snprintf(dir, sizeof dir, "/tmp/kiln-sanitize-XXXXXX");
		if (!mkdtemp(dir)) {
			diag_error(&d, NOLOC, "mkdtemp: %s", strerror(errno));
			goto done;
		}
		temp_dir = 1;
	}
	char logp[4200], runp[4200], errp[4200], limit[32];
	snprintf(logp, sizeof logp, "%s/sanitizer-%s.log", dir, o->tool);
	snprintf(runp, sizeof runp, "%s/run-%s.json", dir, o->tool);
	snprintf(errp, sizeof errp, "%s/run-%s.err", dir, o->tool);
	snprintf(limit, sizeof limit, "%d", o->print_limit > 0 ? o->print_limit : 1000);
	Argv a = {{0}, 0};
	av(&a, cs);
	av(&a, "--tool");
	av(&a, o->tool);
	av(&a, "--target-processes");
	av(&a, "all");
	av(&a, "--print-limit");
	av(&a, limit);
	av(&a, "--log-file");
	av(&a, logp);
	run_args(&a, self, o->workload, o->case_name, timeout, o->incdirs, o->ninc);
	cmdline(&cmd, a.v);
	tool_rc = prof_spawn(a.v, runp, errp, 3 * tmo + 120);
	ran = 1;
	if (tool_rc == -1) {
		diag_error(&d, NOLOC, "could not start %s", cs);
		goto done;
	}
	char *log = buf_read_file(logp, SIZE_MAX, NULL);
	if (prof_san_parse(log, &san)) {
		kl_free(log);
		diag_error(&d, NOLOC, "out of memory parsing the sanitizer log");
		goto done;
	}
	kl_free(log);
	prof_san_resolve(&san, (const char *const *)kf.files, kf.nfiles);
	run_doc(runp, &run);
	int real = 0;
	for (int i = 0; i < san.n; i++)
		real += strcmp(san.f[i].kind, "api_error") != 0;
	if (real) {
		status = "findings";
		rc = KILN_EXIT_FINDING;
	} else if (tool_rc == -2 || !strcmp(run.status, "timeout")) {
		status = "hang";
		rc = KILN_EXIT_FINDING;
		diag_error(&d, NOLOC, "%s", tool_rc == -2 ? "the sanitizer did not finish in time and was killed"
			: "kiln run's watchdog killed the kernel (no progress): a hang the tool did not report");
		diag_note(&d, NOLOC, "kiln check %s finds deadlocks on the CPU and names the waiting warps", o->workload);
	} else if (!san.has_summary && !run.doc) {
		status = "tool_error";
		rc = KILN_EXIT_INTERNAL;
		diag_error(&d, NOLOC, "%s exited %d without a report", cs, tool_rc);
		diag_note(&d, NOLOC, "the tool's log: %s%s", logp, temp_dir ? " (give --out DIR to keep it)" : "");
	} else if (run.status[0] && strcmp(run.status, "pass")) {
		status = "run_failed";
		rc = KILN_EXIT_FINDING;
		diag_error(&d, NOLOC, "kiln run: %s: %s", run.status, run.message);
	} else {
		status = "clean";
		rc = KILN_EXIT_OK;
	}
done:;
	/* The diagnostics: the command's own (input, tool, run), then one per
	 * finding at its .kiln line (every finding: the cap lifted). */
	int nown = d.n;
	d.max_errors = d.nerr + san.n + 1;
	for (int i = 0; i < san.n; i++)
		san_diag(&d, o->tool, &san.f[i]);
	/* JSON */
	JsonW w;
	env_open(&w, json, 1, "sanitize", o->argc, o->argv, status, rc);
	env_diags(&w, &d);
	jw_kstr(&w, "tool", o->tool);
	jw_kstr(&w, "workload", o->workload);
	jw_kstr(&w, "case", run.case_name[0] ? run.case_name : o->case_name);
	jw_kstr(&w, "date", date);
	jw_kstr(&w, "command_line", buf_str(&cmd));
	jw_key(&w, "summary");
	jw_obj(&w);
	jw_kint(&w, "findings", san.n);
	jw_kint(&w, "tool_errors", san.summary_errors);
	jw_kint(&w, "tool_warnings", san.summary_warnings);
	jw_kbool(&w, "tool_summary", san.has_summary);
	if (ran)
		jw_kint(&w, "tool_exit", tool_rc);
	jw_end_obj(&w);
	jw_key(&w, "findings");
	jw_arr(&w);
	for (int i = 0; i < san.n; i++) {
		const SanFinding *f = &san.f[i];
		jw_obj(&w);
		char id[32];
		snprintf(id, sizeof id, "S%d", i + 1);
		jw_kstr(&w, "id", id);
		jw_kstr(&w, "tool", o->tool);
		jw_kstr(&w, "kind", f->kind);
		jw_kstr(&w, "severity", f->severity);
		jw_kstr(&w, "message", f->message);
		if (f->detail)
			jw_kstr(&w, "detail", f->detail);
		jw_key(&w, "locations");
		jw_arr(&w);
		for (int k = 0; k < f->nloc; k++)
			san_loc_json(&w, &f->loc[k]);
		jw_end_arr(&w);
		if (f->has_thread) {
			triple_json(&w, "thread", f->thread);
			triple_json(&w, "block", f->block);
		}
		if (f->hazards)
			jw_kint(&w, "hazards", f->hazards);
		jw_kint(&w, "count", f->count);
		jw_end_obj(&w);
	}
	jw_end_arr(&w);
	if (run.doc) {
		jw_key(&w, "run");
		jw_raw(&w, run.doc);
	}
	if (ran && !temp_dir) {
		char lp[4200];
		snprintf(lp, sizeof lp, "%s/sanitizer-%s.log", dir, o->tool);
		jw_kstr(&w, "log", lp);
	}
	env_close(&w);
	/* text */
	buf_printf(text, "%s%s%s%s %s: %s", o->workload, run.case_name[0] ? " [" : "", run.case_name, run.case_name[0] ? "]" : "",
		o->tool, status);
	if (san.n)
		buf_printf(text, " (%d finding%s)", san.n, san.n > 1 ? "s" : "");
	buf_putc(text, '\n');
	for (int i = 0; i < nown; i++)
		diag_render_one(&d, &d.v[i], text);
	for (int i = 0; i < san.n; i++) {
		const SanFinding *f = &san.f[i];
		const SanLoc *l = f->nloc ? &f->loc[0] : NULL;
		if (l && l->file)
			buf_printf(text, "%s:%d: ", l->file, l->line);
		buf_printf(text, "%s: %s: %s", f->severity, f->kind, f->message);
		if (f->has_thread)
			buf_printf(text, " (thread (%d,%d,%d) block (%d,%d,%d)%s)", f->thread[0], f->thread[1], f->thread[2], f->block[0],
				f->block[1], f->block[2], f->count > 1 ? " and others" : "");
		buf_putc(text, '\n');
		if (f->nloc > 1)
			buf_printf(text, "%s:%d: note: %s access\n", f->loc[1].file ? f->loc[1].file : "?", f->loc[1].line,
				f->loc[1].access ? f->loc[1].access : "other");
		if (f->detail) {
			for (const char *p = f->detail; *p;) {
				size_t n = strcspn(p, "\n");
				buf_printf(text, "    %.*s\n", (int)n, p);
				p += n + (p[n] == '\n');
			}
		}
	}
	if (temp_dir) {
		char n1[64], n2[64], n3[64];
		snprintf(n1, sizeof n1, "sanitizer-%s.log", o->tool);
		snprintf(n2, sizeof n2, "run-%s.json", o->tool);
		snprintf(n3, sizeof n3, "run-%s.err", o->tool);
		const char *names[] = {n1, n2, n3, NULL};
		rm_tree_files(dir, names);
	}
	kl_free(run.doc);
	prof_san_free(&san);
	kfiles_free(&kf);
	buf_free(&cmd);
	diags_free(&d);
	return rc;
}

/* ================= kiln profile ================= */

static const char *const ncu_fallbacks[] = {"/usr/local/cuda/bin/ncu", NULL};
static const Tool ncu_tool = {"KILN_NCU", "ncu", "ncu (Nsight Compute)", ncu_fallbacks};

static int write_file(const char *path, const void *p, size_t n, Diags *d)
{
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(p, 1, n, f) != n) {
		diag_error(d, NOLOC, "cannot write %s: %s", path, strerror(errno));
		if (f)
			fclose(f);
		return -1;
	}
	if (fclose(f)) {
		diag_error(d, NOLOC, "cannot write %s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* timeline-regions.json: [{"name","role","file","line"}] */
static void regions_json(const ProfRegion *r, int n, Buf *out)
{
	JsonW w;
	jw_init(&w, out, 1);
	jw_obj(&w);
	jw_kint(&w, "schema", 1);
	jw_key(&w, "regions");
	jw_arr(&w);
	for (int i = 0; i < n; i++) {
		jw_obj(&w);
		jw_kstr(&w, "name", r[i].name);
		jw_kstr(&w, "role", r[i].role ? r[i].role : "");
		jw_kstr(&w, "file", r[i].file ? r[i].file : "");
		jw_kint(&w, "line", r[i].line);
		jw_end_obj(&w);
	}
	jw_end_arr(&w);
	jw_end_obj(&w);
	buf_putc(out, '\n');
}

static int regions_read(const char *path, Arena *a, ProfRegion **out, int *n, Diags *d)
{
	size_t len;
	char *t = buf_read_file(path, SIZE_MAX, &len);
	if (!t) {
		diag_error(d, NOLOC, "cannot read %s: %s", path, strerror(errno));
		return -1;
	}
	char e[128];
	JVal *v = json_parse(a, t, len, e, sizeof e);
	kl_free(t);
	JVal *rs = v ? json_get(v, "regions") : NULL;
	if (!rs || rs->t != JARR) {
		diag_error(d, ((Loc){path, 0, 0}), "%s", v ? "no \"regions\" array" : e);
		return -1;
	}
	*out = arena_alloc(a, sizeof **out * (size_t)(rs->n + 1));
	*n = rs->n;
	for (int i = 0; i < rs->n; i++) {
		JVal *x = rs->items[i];
		const char *nm = json_str(json_get(x, "name"));
		JVal *ln = json_get(x, "line");
		(*out)[i] = (ProfRegion){nm ? nm : "?", json_str(json_get(x, "role")), json_str(json_get(x, "file")),
			ln && ln->t == JNUM ? (int)ln->num : 0};
	}
	return 0;
}

static int plot_script(char *out, size_t n)
{
	const char *e = getenv("KILN_TIMELINE_PLOT");
	if (e && *e) {
		snprintf(out, n, "%s", e);
		return access(out, R_OK);
	}
	char exe[4096];
	if (prof_self_exe(exe, sizeof exe))
		return -1;
	char *slash = strrchr(exe, '/');
	if (!slash)
		return -1;
	*slash = 0;
	static const char *const rel[] = {"/../python/kiln/timeline_plot.py", "/../share/kiln/timeline_plot.py"};
	for (int i = 0; i < 2; i++) {
		snprintf(out, n, "%s%s", exe, rel[i]);
		if (!access(out, R_OK))
			return 0;
	}
	return -1;
}

typedef struct {
	double median_ms[8];
	int samples[8], traced[8];
	double rsd[8];
	int n;
	char device[128];
	char err[8192];
} Overhead;

static int overhead_run(const ProfProfileOpts *o, Overhead *ov)
{
	memset(ov, 0, sizeof *ov);
	int rounds = o->rounds > 0 && o->rounds <= 4 ? o->rounds : 2;
	for (int r = 0; r < rounds; r++)
		for (int t = 0; t < 2; t++) {
			KilnRunOptions ro;
			memset(&ro, 0, sizeof ro);
			ro.workload = o->workload;
			ro.case_name = o->case_name;
			ro.include_dirs = o->incdirs;
			ro.ninclude_dirs = o->ninc;
			ro.time_cap_s = o->time_cap_s > 0 ? o->time_cap_s : 3;
			ro.timeout_s = o->timeout_s;
			ro.trace = t;
			ro.trace_events = o->trace_events;
			ro.command = "kiln profile --overhead";
			KilnRunResult *res = kiln_bench(&ro);
			if (!res) {
				snprintf(ov->err, sizeof ov->err, "out of memory");
				return -1;
			}
			double med = kiln_bench_median_ms(res);
			if (med < 0) {
				snprintf(ov->err, sizeof ov->err, "bench (%s markers): %s: %s", t ? "with" : "without", kiln_run_status(res),
					res->msg);
				kiln_run_result_free(res);
				return -1;
			}
			int i = ov->n++;
			ov->median_ms[i] = med;
			ov->samples[i] = res->shm.nsamples;
			ov->rsd[i] = res->rsd;
			ov->traced[i] = t;
			snprintf(ov->device, sizeof ov->device, "%s", res->shm.dev.name);
			kiln_run_result_free(res);
		}
	return 0;
}

static double median_of(double *v, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && v[j] < v[j - 1]; j--) {
			double t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	return n ? (n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2) : 0;
}

int prof_profile(const ProfProfileOpts *o, Buf *json, Buf *text)
{
	char self[4096], ncu[4096], date[64], timeout[32];
	const char *status = "internal_error";
	int rc = KILN_EXIT_INTERNAL;
	Diags d;
	diags_init(&d);
	KFiles kf;
	memset(&kf, 0, sizeof kf);
	ProfNcu nsum;
	memset(&nsum, 0, sizeof nsum);
	int have_ncu = 0, have_tl = 0, have_ov = 0, have_plot = 0;
	ProfTimeline tl;
	memset(&tl, 0, sizeof tl);
	ProfRegion *regs = NULL;
	int nregs = 0;
	Arena *ra = arena_new();
	RunDoc run;
	memset(&run, 0, sizeof run);
	Buf cmd = {0};
	Overhead ov;
	memset(&ov, 0, sizeof ov);
	KilnRunResult *tr = NULL;
	const char *dir = o->out_dir ? o->out_dir : "kiln-profile";
	char p1[4200], p2[4200], p3[4200], p4[4200];
	now_utc(date, sizeof date);
	double tmo = o->timeout_s > 0 ? o->timeout_s : 60;
	snprintf(timeout, sizeof timeout, "%g", tmo);
	const char *set = o->set ? o->set : "full";

	if (!ra) {
		diag_error(&d, NOLOC, "out of memory");
		goto done;
	}
	if (kernel_files(o->workload, o->incdirs, o->ninc, o->timeline, &kf, &d)) {
		status = "input_error";
		rc = KILN_EXIT_INPUT;
		goto done;
	}
	if (o->timeline && !o->import_dir && !kf.ntraces) {
		diag_error(&d, NOLOC,
			"the kernel has no trace regions: put `trace \"name\" { ... }` around the code to time (docs/profiling.md)");
		status = "input_error";
		rc = KILN_EXIT_INPUT;
		goto done;
	}
	/* what running needs: a GPU, and ncu for --ncu */
	if (!o->import_dir && prerequisites(&d, "kiln profile --import DIR summarises a profile recorded on a GPU machine",
	                                    o->ncu ? &ncu_tool : NULL, ncu, sizeof ncu, &status)) {
		rc = KILN_EXIT_INPUT;
		goto done;
	}
	if (make_dir(dir, &d)) {
		status = "input_error";
		rc = KILN_EXIT_INPUT;
		goto done;
	}
	/* ---- ncu ---- */
	if (o->ncu) {
		const char *srcdir = o->import_dir ? o->import_dir : dir;
		snprintf(p1, sizeof p1, "%s/ncu-raw.csv", srcdir);
		snprintf(p2, sizeof p2, "%s/ncu-source.csv", srcdir);
		if (!o->import_dir) {
			if (prof_self_exe(self, sizeof self)) {
				diag_error(&d, NOLOC, "cannot find this program (/proc/self/exe)");
				goto done;
			}
			char rep[4200], logp[4200], runp[4200], errp[4200], kname[512];
			snprintf(rep, sizeof rep, "%s/profile", dir);
			snprintf(logp, sizeof logp, "%s/ncu.log", dir);
			snprintf(runp, sizeof runp, "%s/run.json", dir);
			snprintf(errp, sizeof errp, "%s/run.err", dir);
			snprintf(kname, sizeof kname, "regex:^%s$", kf.entry ? kf.entry : ".*");
			Argv a = {{0}, 0};
			av(&a, ncu);
			av(&a, "--target-processes");
			av(&a, "all");
			av(&a, "--clock-control");
			av(&a, "none");
			av(&a, "--import-source");
			av(&a, "yes");
			av(&a, "--set");
			av(&a, set);
			static const char *const sections[] = {"SpeedOfLight", "Occupancy", "LaunchStats", "ComputeWorkloadAnalysis",
				"MemoryWorkloadAnalysis", "MemoryWorkloadAnalysis_Tables", "SourceCounters", "WarpStateStats", NULL};
			for (int i = 0; sections[i]; i++) {
				av(&a, "--section");
				av(&a, sections[i]);
			}
			av(&a, "-k");
			av(&a, kname);
			av(&a, "-c");
			av(&a, "1");
			av(&a, "-f");
			av(&a, "-o");
			av(&a, rep);
			av(&a, "--log-file");
			av(&a, logp);
			run_args(&a, self, o->workload, o->case_name, timeout, o->incdirs, o->ninc);
			cmdline(&cmd, a.v);
			int nrc = prof_spawn(a.v, runp, errp, 10 * tmo + 300);
			run_doc(runp, &run);
			char repf[4300];
			snprintf(repf, sizeof repf, "%s.ncu-rep", rep);
			if (nrc == -2 || access(repf, R_OK)) {
				diag_error(&d, NOLOC, "ncu %s (exit %d) and wrote no report", nrc == -2 ? "timed out" : "failed", nrc);
				diag_note(&d, NOLOC, "its log: %s; kiln run's output: %s, %s", logp, runp, errp);
				status = "tool_error";
				rc = KILN_EXIT_INTERNAL;
				goto done;
			}
			const char *ex1[] = {ncu, "-i", repf, "--page", "raw", "--csv", NULL};
			const char *ex2[] = {ncu, "-i", repf, "--page", "source", "--csv", "--print-source", "cuda,sass", NULL};
			if (prof_spawn(ex1, p1, NULL, 300) || prof_spawn(ex2, p2, NULL, 600)) {
				diag_error(&d, ((Loc){repf, 0, 0}), "ncu -i: the CSV export failed");
				status = "tool_error";
				rc = KILN_EXIT_INTERNAL;
				goto done;
			}
		}
		size_t l1 = 0, l2 = 0;
		char *raw = buf_read_file(p1, SIZE_MAX, &l1), *src = buf_read_file(p2, SIZE_MAX, &l2);
		if (!raw) {
			diag_error(&d, NOLOC, "cannot read %s: %s", p1, strerror(errno));
			kl_free(src);
			status = "input_error";
			rc = KILN_EXIT_INPUT;
			goto done;
		}
		int sr = prof_ncu_summarise(raw, l1, src, l2, &nsum);
		kl_free(raw);
		kl_free(src);
		if (sr) {
			diag_error(&d, ((Loc){p1, 0, 0}), "ncu summary: %s", nsum.err);
			status = "input_error";
			rc = KILN_EXIT_INPUT;
			goto done;
		}
		for (int i = 0; i < nsum.nlines; i++)
			nsum.lines[i].role = role_of(&kf, nsum.lines[i].file, nsum.lines[i].line);
		have_ncu = 1;
	}
	/* ---- timeline ---- */
	if (o->timeline) {
		snprintf(p1, sizeof p1, "%s/timeline.bin", o->import_dir ? o->import_dir : dir);
		snprintf(p2, sizeof p2, "%s/timeline-regions.json", o->import_dir ? o->import_dir : dir);
		unsigned char *tb = NULL;
		size_t tbn = 0;
		if (!o->import_dir) {
			KilnRunOptions ro;
			memset(&ro, 0, sizeof ro);
			ro.workload = o->workload;
			ro.case_name = o->case_name;
			ro.include_dirs = o->incdirs;
			ro.ninclude_dirs = o->ninc;
			ro.timeout_s = o->timeout_s;
			ro.trace = 1;
			ro.trace_events = o->trace_events;
			ro.command = "kiln profile --timeline";
			ro.argc = o->argc;
			ro.argv = o->argv;
			tr = kiln_run(&ro);
			if (!tr) {
				diag_error(&d, NOLOC, "out of memory");
				goto done;
			}
			if (!tr->trace_buf) {
				diag_error(&d, NOLOC, "the traced run recorded no timeline: %s: %s", kiln_run_status(tr), tr->msg);
				status = kiln_run_exit_code(tr) == 2 ? "input_error" : "run_failed";
				rc = kiln_run_exit_code(tr) ? kiln_run_exit_code(tr) : KILN_EXIT_INTERNAL;
				goto done;
			}
			if (tr->status != RUN_PASS)
				diag_warn(&d, NOLOC, "the traced run: %s: %s", kiln_run_status(tr), tr->msg);
			nregs = tr->ntraces;
			regs = arena_alloc(ra, sizeof *regs * (size_t)(nregs + 1));
			for (int i = 0; i < nregs; i++)
				regs[i] = (ProfRegion){tr->traces[i].name, tr->traces[i].role, tr->traces[i].file, tr->traces[i].line};
			Buf rj = {0};
			regions_json(regs, nregs, &rj);
			int we = write_file(p1, tr->trace_buf, tr->trace_bytes, &d) || write_file(p2, rj.s, rj.len, &d);
			buf_free(&rj);
			if (we)
				goto done;
			tb = tr->trace_buf;
			tbn = tr->trace_bytes;
		} else {
			if (regions_read(p2, ra, &regs, &nregs, &d)) {
				status = "input_error";
				rc = KILN_EXIT_INPUT;
				goto done;
			}
			tb = (unsigned char *)buf_read_file(p1, SIZE_MAX, &tbn);
			if (!tb) {
				diag_error(&d, NOLOC, "cannot read %s: %s", p1, strerror(errno));
				status = "input_error";
				rc = KILN_EXIT_INPUT;
				goto done;
			}
		}
		int dr = prof_timeline_decode(tb, tbn, regs, nregs, &tl);
		if (o->import_dir)
			kl_free(tb);
		if (dr) {
			diag_error(&d, ((Loc){p1, 0, 0}), "timeline: %s", tl.err);
			status = "input_error";
			rc = KILN_EXIT_INPUT;
			goto done;
		}
		Buf cj = {0};
		prof_timeline_chrome(&tl, regs, nregs, &cj);
		snprintf(p3, sizeof p3, "%s/timeline.json", dir);
		int we = write_file(p3, cj.s, cj.len, &d);
		buf_free(&cj);
		if (we)
			goto done;
		have_tl = 1;
		/* the PNG: python3 + matplotlib */
		char script[4200];
		snprintf(p4, sizeof p4, "%s/timeline.png", dir);
		if (o->no_plot) {
			;
		} else if (plot_script(script, sizeof script)) {
			diag_warn(&d, NOLOC, "no plot: python/kiln/timeline_plot.py not found ($KILN_TIMELINE_PLOT)");
		} else {
			char logp[4300];
			snprintf(logp, sizeof logp, "%s/timeline_plot.log", dir);
			const char *py = getenv("KILN_PYTHON");
			const char *pa[] = {py && *py ? py : "python3", script, p3, p4, NULL};
			int prc = prof_spawn(pa, logp, NULL, 300);
			if (prc) {
				char *lg = buf_read_file(logp, SIZE_MAX, NULL);
				const char *last = lg ? lg : "";
				size_t ln = strlen(last);
				while (ln && (last[ln - 1] == '\n'))
					ln--;
				const char *q = last + ln;
				while (q > last && q[-1] != '\n')
					q--;
				diag_warn(&d, NOLOC, "no plot (timeline_plot.py exit %d): %.*s", prc, (int)(last + ln - q), q);
				diag_note(&d, NOLOC, "its log: %s", logp);
				kl_free(lg);
			} else
				have_plot = 1;
		}
	}
	/* ---- overhead: bench without and with the markers, alternating ---- */
	if (o->overhead && !o->import_dir) {
		if (overhead_run(o, &ov)) {
			diag_error(&d, NOLOC, "overhead: %s", ov.err);
			status = "run_failed";
			rc = KILN_EXIT_FINDING;
			goto done;
		}
		have_ov = 1;
	}
	status = "ok";
	rc = KILN_EXIT_OK;
done:;
	JsonW w;
	env_open(&w, json, 1, "profile", o->argc, o->argv, status, rc);
	env_diags(&w, &d);
	jw_kstr(&w, "workload", o->workload);
	jw_kstr(&w, "case", run.case_name[0] ? run.case_name : o->case_name);
	jw_kstr(&w, "kernel", kf.entry ? kf.entry : "");
	jw_kstr(&w, "date", date);
	jw_kstr(&w, "out", dir);
	if (o->import_dir)
		jw_kstr(&w, "imported_from", o->import_dir);
	jw_key(&w, "ncu");
	if (have_ncu) {
		jw_obj(&w);
		jw_kstr(&w, "set", set);
		if (cmd.len)
			jw_kstr(&w, "command_line", buf_str(&cmd));
		char rp[4300];
		snprintf(rp, sizeof rp, "%s/profile.ncu-rep", dir);
		if (!o->import_dir)
			jw_kstr(&w, "report", rp);
		jw_key(&w, "summary");
		prof_ncu_json(&nsum, &w, o->lines > 0 ? o->lines : 0);
		jw_end_obj(&w);
	} else
		jw_null(&w);
	jw_key(&w, "timeline");
	if (have_tl) {
		jw_obj(&w);
		jw_kstr(&w, "trace", p3);
		jw_kstr(&w, "plot", have_plot ? p4 : NULL);
		jw_kstr(&w, "buffer", p1);
		jw_key(&w, "summary");
		prof_timeline_json(&tl, regs, nregs, &w);
		jw_end_obj(&w);
	} else
		jw_null(&w);
	jw_key(&w, "overhead");
	if (have_ov) {
		jw_obj(&w);
		jw_kstr(&w, "device", ov.device);
		jw_key(&w, "runs");
		jw_arr(&w);
		double off[8], on[8];
		int noff = 0, non = 0;
		for (int i = 0; i < ov.n; i++) {
			jw_obj(&w);
			jw_kbool(&w, "markers", ov.traced[i]);
			jw_knum(&w, "median_ms", ov.median_ms[i]);
			jw_kint(&w, "samples", ov.samples[i]);
			jw_knum(&w, "rel_stdev", ov.rsd[i]);
			jw_end_obj(&w);
			if (ov.traced[i])
				on[non++] = ov.median_ms[i];
			else
				off[noff++] = ov.median_ms[i];
		}
		jw_end_arr(&w);
		double a = median_of(off, noff), b = median_of(on, non);
		jw_knum(&w, "median_ms_without", a);
		jw_knum(&w, "median_ms_with", b);
		jw_knum(&w, "overhead_pct", a > 0 ? 100.0 * (b / a - 1) : 0);
		jw_end_obj(&w);
	} else
		jw_null(&w);
	if (run.doc) {
		jw_key(&w, "run");
		jw_raw(&w, run.doc);
	} else if (tr) {
		jw_key(&w, "run");
		jw_raw(&w, kiln_run_result_json(tr));
	}
	env_close(&w);

	buf_printf(text, "%s: profile %s\n", o->workload, status);
	diags_render(&d, text);
	if (have_ncu)
		prof_ncu_text(&nsum, text, o->lines > 0 ? o->lines : 10);
	if (have_tl) {
		prof_timeline_text(&tl, regs, nregs, text);
		buf_printf(text, "  trace: %s (Perfetto / chrome://tracing)%s%s\n", p3, have_plot ? ", plot: " : "", have_plot ? p4 : "");
	}
	if (have_ov) {
		double off[8], on[8];
		int noff = 0, non = 0;
		for (int i = 0; i < ov.n; i++) {
			buf_printf(text, "  bench %s markers: median %.4f ms (%d samples)\n", ov.traced[i] ? "with   " : "without", ov.median_ms[i],
				ov.samples[i]);
			if (ov.traced[i])
				on[non++] = ov.median_ms[i];
			else
				off[noff++] = ov.median_ms[i];
		}
		double a = median_of(off, noff), b = median_of(on, non);
		buf_printf(text, "  timeline overhead: %+.2f%% (median %.4f -> %.4f ms)\n", a > 0 ? 100.0 * (b / a - 1) : 0, a, b);
	}
	if (tr)
		kiln_run_result_free(tr);
	prof_timeline_free(&tl);
	prof_ncu_free(&nsum);
	kl_free(run.doc);
	kfiles_free(&kf);
	buf_free(&cmd);
	diags_free(&d);
	if (ra)
		arena_free(ra);
	return rc;
}

/* kiln profile --ncu-csv FILE: every kernel row of an existing raw-page
 * export (`ncu -i REPORT --page raw --csv`), no workload, no GPU: the
 * summariser that `kiln profile --ncu` applies to its own report, for
 * reports other tools recorded (bench/gpu/ncu_membound.py profiles a Kiln
 * kernel and inductor's kernels of the same row in one report). */
int prof_ncu_csv(const ProfProfileOpts *o, Buf *json, Buf *text)
{
	Diags d;
	diags_init(&d);
	const char *status = "ok";
	int rc = KILN_EXIT_OK;
	ProfNcu *k = NULL;
	int nk = 0;
	size_t len = 0;
	char *raw = buf_read_file(o->ncu_csv, SIZE_MAX, &len);
	if (!raw) {
		diag_error(&d, NOLOC, "cannot read %s: %s", o->ncu_csv, strerror(errno));
		status = "input_error";
		rc = KILN_EXIT_INPUT;
	} else {
		char err[700];
		int eline;
		if (prof_ncu_kernels(raw, len, &k, &nk, err, sizeof err, &eline)) {
			diag_error(&d, ((Loc){o->ncu_csv, eline, eline ? 1 : 0}), "ncu summary: %s", err);
			status = "input_error";
			rc = KILN_EXIT_INPUT;
		}
	}
	kl_free(raw);
	JsonW w;
	env_open(&w, json, 1, "profile", o->argc, o->argv, status, rc);
	env_diags(&w, &d);
	jw_kstr(&w, "ncu_csv", o->ncu_csv);
	jw_key(&w, "kernels");
	jw_arr(&w);
	for (int i = 0; i < nk; i++)
		prof_ncu_json(&k[i], &w, 0);
	jw_end_arr(&w);
	env_close(&w);

	buf_printf(text, "%s: %d kernel%s\n", o->ncu_csv, nk, nk == 1 ? "" : "s");
	diags_render(&d, text);
	for (int i = 0; i < nk; i++) {
		buf_printf(text, "[%d] ", i + 1);
		prof_ncu_text(&k[i], text, 0);
	}
	prof_ncu_kernels_free(k, nk);
	diags_free(&d);
	return rc;
}
