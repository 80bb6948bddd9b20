/* kilnd workers: one thread per GPU (its exclusive lease) and N CPU
 * threads.  Each job runs `kiln <kind> MAIN ARGS --json` in a fresh child
 * process in its own directory, under bubblewrap when the server has it
 * (no network, read-only system, the server's own state hidden, only the
 * job directory writable), with resource limits and a wall-clock timeout
 * after which the whole process tree is killed. */
#include "server/proc.h"
#include "server/server.h"
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <libgen.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

typedef struct {
	JobClass cls;
	int gpu;          /* index into srv.gpus, -1 for CPU workers */
	int index;
	pthread_t th;
} Worker;

static Worker *workers;
static int nworkers;

/* "running" lives in memory, not in the database: recovery treats leased
 * and running alike (both run again), so the mark needs no commit. */
int srv_is_running(const Server *s, int64_t id)
{
	if (s->slurm)
		return slurm_is_running(s, id);
	for (int i = 0; i < s->nworkers; i++)
		if (s->running[i] == id)
			return 1;
	return 0;
}

void job_dir(const Server *s, int64_t id, char *out, size_t len)
{
	snprintf(out, len, "%s/%lld", s->jobs_dir, (long long)id);
}

static int rm_one(const char *p, const struct stat *st, int flag, struct FTW *f)
{
	(void)st; (void)flag; (void)f;
	return remove(p) && errno != ENOENT ? -1 : 0;
}

static int rm_rf(const char *p)
{
	struct stat st;
	if (lstat(p, &st))
		return errno == ENOENT ? 0 : -1;
	return nftw(p, rm_one, 32, FTW_DEPTH | FTW_PHYS);
}

static int mkdirs(char *p)
{
	for (char *c = p + 1; *c; c++)
		if (*c == '/') {
			*c = 0;
			int r = mkdir(p, 0755);
			*c = '/';
			if (r && errno != EEXIST)
				return -1;
		}
	return mkdir(p, 0755) && errno != EEXIST ? -1 : 0;
}

static int copy_file(const char *from, const char *to)
{
	int in = open(from, O_RDONLY | O_CLOEXEC), out = -1;
	if (in < 0)
		return -1;
	out = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (out < 0) {
		close(in);
		return -1;
	}
	char b[65536];
	ssize_t k;
	int rc = 0;
	while ((k = read(in, b, sizeof b)) > 0)
		if (write(out, b, (size_t)k) != k) {
			rc = -1;
			break;
		}
	if (k < 0)
		rc = -1;
	close(in);
	if (close(out))
		rc = -1;
	return rc;
}

/* ---- artifacts: files the job created in its directory ---- */
static const JobSpec *walk_spec;
static JsonW *walk_w;
static size_t walk_root;
static int walk_n;

static int walk_one(const char *p, const struct stat *st, int flag, struct FTW *f)
{
	(void)f;
	if (flag != FTW_F || !S_ISREG(st->st_mode) || walk_n >= 4096)
		return 0;
	const char *name = p + walk_root;
	char e[8];
	if (!srv_valid_name(name, e, sizeof e))
		return 0;                                /* not servable: not listed */
	for (int i = 0; i < walk_spec->nfiles; i++)
		if (!strcmp(walk_spec->files[i].name, name))
			return 0;
	jw_obj(walk_w);
	jw_kstr(walk_w, "name", name);
	jw_kint(walk_w, "size", (long long)st->st_size);
	jw_end_obj(walk_w);
	walk_n++;
	return 0;
}

static void list_artifacts(const char *dir, const char *work, const JobSpec *js, Buf *out)
{
	JsonW w;
	jw_init(&w, out, 0);
	jw_arr(&w);
	static const char *const own[] = {"stdout", "log"};
	for (int i = 0; i < 2; i++) {
		char p[4300];
		struct stat st;
		snprintf(p, sizeof p, "%s/%s", dir, own[i]);
		if (!stat(p, &st)) {
			jw_obj(&w);
			jw_kstr(&w, "name", own[i]);
			jw_kint(&w, "size", (long long)st.st_size);
			jw_end_obj(&w);
		}
	}
	static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;   /* nftw's callback has no context */
	pthread_mutex_lock(&mu);
	walk_spec = js;
	walk_w = &w;
	walk_root = strlen(work) + 1;
	walk_n = 0;
	nftw(work, walk_one, 32, FTW_PHYS);
	pthread_mutex_unlock(&mu);
	jw_end_arr(&w);
}

/* The first non-empty line of the log: where kiln says what went wrong. */
static const char *first_line(const char *s, char *out, size_t len)
{
	while (*s == '\n' || *s == ' ')
		s++;
	snprintf(out, len, "%.*s", (int)strcspn(s, "\n"), s);
	return out;
}

static int passes_env(const char *e)
{
	static const char *const keep[] = {"PATH=", "LD_LIBRARY_PATH=", "LANG=", "LC_", "CUDA_HOME=", "CUDA_PATH=",
		"KILN_PTXAS=", "KILN_LIBCUDA=", "ASAN_OPTIONS=", "UBSAN_OPTIONS=", "LSAN_OPTIONS=", NULL};
	for (int i = 0; keep[i]; i++)
		if (!strncmp(e, keep[i], strlen(keep[i])))
			return 1;
	return 0;
}

int job_has_arg(const JobSpec *js, const char *opt)
{
	size_t n = strlen(opt);
	for (int i = 0; i < js->nargs; i++)
		if (!strcmp(js->args[i], opt) || (!strncmp(js->args[i], opt, n) && js->args[i][n] == '='))
			return 1;
	return 0;
}

static void add(JobCmd *a, const char *s) { a->argv[a->argc++] = (char *)s; a->argv[a->argc] = NULL; }
static const char *keep(JobCmd *a, const char *fmt, const char *x)
{
	snprintf(a->store[a->ns], sizeof a->store[0], fmt, x);
	return a->store[a->ns++];
}

/* The directories holding the server's state, hidden from the job. */
static void hide(JobCmd *a, const char *path, int isdir)
{
	char t[4300];
	snprintf(t, sizeof t, "%s", path);
	char *d = isdir ? t : dirname(t);
	char rp[4300];
	if (!realpath(d, rp) || !strcmp(rp, "/"))
		return;
	for (int i = 0; i < a->argc; i++)
		if (!strcmp(a->argv[i], rp))
			return;
	add(a, "--tmpfs");
	add(a, keep(a, "%s", rp));
}

void job_command(const Server *s, const JobSpec *js, const char *work, JobClass cls, int gpu_index, int threads,
                 double timeout, JobCmd *a)
{
	a->argc = a->ns = a->nenv = 0;
	if (s->sandbox) {
		add(a, "bwrap");
		add(a, "--die-with-parent");
		add(a, "--new-session");
		add(a, "--unshare-all");
		add(a, "--ro-bind"), add(a, "/"), add(a, "/");
		add(a, "--tmpfs"), add(a, "/tmp");
		add(a, "--proc"), add(a, "/proc");
		if (cls == CLASS_GPU)
			add(a, "--dev-bind"), add(a, "/dev"), add(a, "/dev");
		else
			add(a, "--dev"), add(a, "/dev");
		hide(a, s->art_dir, 1);
		hide(a, s->db_path, 0);
		hide(a, s->token_file, 0);
		add(a, "--ro-bind"), add(a, s->kiln), add(a, s->kiln);
		add(a, "--bind"), add(a, work), add(a, work);
		add(a, "--chdir"), add(a, work);
		add(a, "--");
	}
	add(a, s->kiln);
	add(a, KIND_CMD(js->kind));
	if (js->kind->verb)
		add(a, js->kind->verb);
	add(a, js->main);
	for (int i = 0; i < js->nargs; i++)
		add(a, js->args[i]);
	if (!strcmp(js->kind->name, "sim") && !job_has_arg(js, "--threads") && threads > 0) {
		snprintf(a->store[a->ns], 32, "%d", threads);
		add(a, "--threads");
		add(a, a->store[a->ns++]);
	}
	if (js->kind->cls == CLASS_GPU && !job_has_arg(js, "--timeout") && (!strcmp(js->kind->name, "run") ||
	    !strcmp(js->kind->name, "bench") || !strcmp(js->kind->name, "profile") || !strcmp(js->kind->name, "sanitize"))) {
		/* the runner's own progress timeout (profile and sanitize launch
		 * through it) reports "timeout" in the result, before the server's
		 * hard limit kills everything */
		snprintf(a->store[a->ns], 32, "%g", timeout * 0.8 > 1 ? timeout * 0.8 : 1);
		add(a, "--timeout");
		add(a, a->store[a->ns++]);
	}
	if (!js->text)
		add(a, "--json");
	a->exe = s->sandbox ? s->bwrap : s->kiln;
	for (char **ev = environ; *ev && a->nenv < 240; ev++)
		if (passes_env(*ev))
			a->envp[a->nenv++] = *ev;
	snprintf(a->estore[0], sizeof a->estore[0], "HOME=%s", work);
	a->envp[a->nenv++] = a->estore[0];
	a->envp[a->nenv++] = "TMPDIR=/tmp";
	if (cls == CLASS_GPU && gpu_index >= 0) {
		snprintf(a->estore[1], sizeof a->estore[1], "CUDA_VISIBLE_DEVICES=%d", gpu_index);
		a->envp[a->nenv++] = a->estore[1];
	}
	a->envp[a->nenv] = NULL;
}

static void set_limits(JobClass c, long mem_limit_mb)
{
	struct rlimit r = {0, 0};
	setrlimit(RLIMIT_CORE, &r);
	r.rlim_cur = r.rlim_max = 4096;
	setrlimit(RLIMIT_NOFILE, &r);
	r.rlim_cur = r.rlim_max = (rlim_t)8 << 30;       /* one file: 8 GiB */
	setrlimit(RLIMIT_FSIZE, &r);
	if (c == CLASS_CPU && mem_limit_mb > 0) {        /* CUDA maps a huge address space: GPU jobs are not capped */
		r.rlim_cur = r.rlim_max = (rlim_t)mem_limit_mb << 20;
		setrlimit(RLIMIT_AS, &r);
	}
}

static const char *signame(int sig)
{
	switch (sig) {
	case SIGSEGV: return "SEGV";
	case SIGABRT: return "ABRT";
	case SIGKILL: return "KILL";
	case SIGBUS: return "BUS";
	case SIGFPE: return "FPE";
	case SIGILL: return "ILL";
	case SIGTERM: return "TERM";
	case SIGXFSZ: return "XFSZ";
	case SIGXCPU: return "XCPU";
	default: return "?";
	}
}

static int pidfd_of(pid_t pid)
{
#ifdef SYS_pidfd_open
	return (int)syscall(SYS_pidfd_open, pid, 0);
#else
	(void)pid;
	return -1;
#endif
}

/* SIGKILL to every process whose command line (argc words) match() accepts;
 * returns how many were signalled.  Worker threads call it at once: the
 * buffers are the caller's own. */
#define CMDLINE_MAX (1 << 19)    /* longer than any job's command line */
typedef struct {
	int (*match)(char **argv, int argc, const void *ctx);
	const void *ctx;
	char *cl;
	char **words;
} KillIf;

static int kill_if(pid_t pid, void *ctx)
{
	KillIf *k = ctx;
	ssize_t n = proc_read(pid, "cmdline", k->cl, CMDLINE_MAX);
	if (n <= 0 || n == CMDLINE_MAX || k->cl[n - 1])
		return 0;    /* a kernel thread, a zombie, or longer than any job's */
	int argc = 0;
	for (ssize_t off = 0; off < n && argc < SRV_MAX_ARGS + 96; off += (ssize_t)strlen(k->cl + off) + 1)
		k->words[argc++] = k->cl + off;
	return k->match(k->words, argc, k->ctx) && kill(pid, SIGKILL) == 0;
}

static int proc_kill_if(int (*match)(char **argv, int argc, const void *ctx), const void *ctx)
{
	KillIf k = {match, ctx, malloc(CMDLINE_MAX), malloc((SRV_MAX_ARGS + 96) * sizeof *k.words)};
	int killed = k.cl && k.words ? proc_each(kill_if, &k) : 0;
	free(k.cl);
	free(k.words);
	return killed;
}

static int same_argv(char **argv, int argc, const void *ctx)
{
	const JobCmd *c = ctx;
	if (argc != c->argc)
		return 0;
	for (int i = 0; i < argc; i++)
		if (strcmp(argv[i], c->argv[i]))
			return 0;
	return 1;
}

/* Kills what is left of a sandbox whose bwrap was killed during its setup.
 * bwrap's pid 1 in the sandbox (a clone of bwrap: the same command line)
 * leaves the process group at --new-session and arms --die-with-parent
 * only after its next fork: killed in between, the outer bwrap leaves it
 * running, reparented away.  The command line names the job's own work
 * directory (--bind WORK WORK), so an exact match is this job's. */
static void sweep_sandbox(const JobCmd *c)
{
	if (c->argc >= 2 && !strcmp(c->argv[0], "bwrap"))
		proc_kill_if(same_argv, c);
}

/* A sandbox of this server's jobs directory: bwrap ... --chdir JOBS/ID/work */
static int stale_sandbox(char **argv, int argc, const void *ctx)
{
	const char *jobs = ctx;
	size_t lj = strlen(jobs);
	if (argc < 2 || strcmp(argv[0], "bwrap"))
		return 0;
	for (int i = 1; i + 1 < argc && strcmp(argv[i], "--"); i++) {
		if (strcmp(argv[i], "--chdir"))
			continue;
		const char *w = argv[i + 1], *id = w + lj + 1;
		size_t lw = strlen(w);
		if (strncmp(w, jobs, lj) || w[lj] != '/' || lw < lj + 7 || strcmp(w + lw - 5, "/work"))
			return 0;
		for (const char *q = id; q < w + lw - 5; q++)
			if (*q < '0' || *q > '9')
				return 0;
		return 1;
	}
	return 0;
}

int sched_sweep_stale(const Server *s)
{
	return proc_kill_if(stale_sandbox, s->jobs_dir);
}

/* Runs one job's command to its end in a fresh child: its own process
 * group, PR_SET_PDEATHSIG, rlimits, stdout and stderr into DIR/stdout and
 * DIR/log, killed (the whole group) at the timeout or when stop() says so,
 * and what is left of the group and of the sandbox (sweep_sandbox) killed
 * when the child ends.  exec-job (slurm.c) also sweeps every process of
 * the job that lost its parent. */
int child_run(const JobCmd *c, const char *dir, const char *work, JobClass cls, long mem_limit_mb, double timeout,
              int (*stop)(void *), void *ctx, ChildEnd *ce, char *err, size_t errlen)
{
	char outp[1300], logp[1300];
	memset(ce, 0, sizeof *ce);
	snprintf(outp, sizeof outp, "%s/stdout", dir);
	snprintf(logp, sizeof logp, "%s/log", dir);
	int ofd = open(outp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	int lfd = open(logp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (ofd < 0 || lfd < 0) {
		if (ofd >= 0)
			close(ofd);
		if (lfd >= 0)
			close(lfd);
		snprintf(err, errlen, "internal: cannot start: %s", strerror(errno));
		return -1;
	}
	/* everything the child needs is prepared before fork: after it, only
	 * async-signal-safe calls until exec */
	double t0 = now_s();
	ce->t_start = t0;
	pid_t parent = getpid();
	pid_t pid = fork();
	if (pid == 0) {
		setpgid(0, 0);
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		if (getppid() != parent)
			_exit(126);    /* the parent died before PR_SET_PDEATHSIG took hold */
		set_limits(cls, mem_limit_mb);
		if (chdir(work))
			_exit(126);
		dup2(ofd, 1);
		dup2(lfd, 2);
		int nul = open("/dev/null", O_RDONLY);
		if (nul >= 0)
			dup2(nul, 0);
		syscall(SYS_close_range, 3, ~0U, 0);
		execve(c->exe, c->argv, c->envp);
		_exit(127);
	}
	close(ofd);
	close(lfd);
	if (pid < 0) {
		snprintf(err, errlen, "internal: fork: %s", strerror(errno));
		return -1;
	}
	int pfd = pidfd_of(pid), status = 0;
	for (;;) {
		/* the child's end is seen without reaping it: while its pid is not
		 * free, its process group cannot be another's, and what the
		 * command left running in it is killed before the reap */
		siginfo_t si;
		si.si_pid = 0;
		if (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) == 0 && si.si_pid == pid) {
			kill(-pid, SIGKILL);
			waitpid(pid, &status, 0);
			sweep_sandbox(c);
			break;
		}
		double left = t0 + timeout - now_s();
		if (left <= 0 && !ce->timed_out) {
			ce->timed_out = 1;
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
		}
		if (!ce->cancelled && stop && stop(ctx)) {
			ce->cancelled = 1;
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
		}
		int ms = left > 0.1 ? 100 : left > 0 ? (int)(left * 1e3) + 1 : 100;
		if (pfd >= 0) {
			struct pollfd q = {pfd, POLLIN, 0};
			poll(&q, 1, ms);
		} else {
			struct timespec ts = {0, 2000000};
			nanosleep(&ts, NULL);
		}
	}
	if (pfd >= 0)
		close(pfd);
	ce->status = status;
	ce->t_end = now_s();
	ce->timeout_s = timeout;
	return 0;
}

/* A fresh directory DIR/work holding copies of the job's inputs (what an
 * interrupted attempt left is gone). */
int job_prepare(const Server *s, const JobSpec *js, const char *dir, const char *work, char *err, size_t errlen)
{
	char p[1700], w[1300];
	snprintf(w, sizeof w, "%s", work);
	if (rm_rf(dir) || mkdirs(w)) {
		snprintf(err, errlen, "internal: cannot make the job directory %s: %s", work, strerror(errno));
		return -1;
	}
	for (int i = 0; i < js->nfiles; i++) {
		char from[1300];
		snprintf(p, sizeof p, "%s/%s", work, js->files[i].name);
		char *slash = strrchr(p, '/');
		*slash = 0;
		int bad = mkdirs(p);
		*slash = '/';
		blob_path(s, js->files[i].sha, from, sizeof from);
		if (bad || copy_file(from, p)) {
			snprintf(err, errlen, "internal: cannot place input '%s': %s", js->files[i].name, strerror(errno));
			return -1;
		}
	}
	return 0;
}

/* What an ended child means for the job: its state, exit code, error and
 * result document (read from DIR/stdout and DIR/log), and its artifacts.
 * *out and *log are malloc'd (the caller frees them after db_finish);
 * e->doc points into *out. */
void job_outcome(const JobSpec *js, const ChildEnd *ce, const char *dir, const char *work, const char *exe, JobEnd *e,
                 char **out, char **log, Buf *arts, char *errbuf, size_t errlen)
{
	char outp[1300], logp[1300], ll[400];
	snprintf(outp, sizeof outp, "%s/stdout", dir);
	snprintf(logp, sizeof logp, "%s/log", dir);
	e->t_start = ce->t_start;
	e->t_end = ce->t_end;
	e->run_ms = (ce->t_end - ce->t_start) * 1e3;
	size_t olen = 0, llen = 0;
	*out = buf_read_file(outp, (size_t)64 << 20, &olen);
	*log = buf_read_file(logp, (size_t)1 << 20, &llen);
	int status = ce->status;
	if (ce->cancelled) {
		e->state = JS_CANCELLED;
		e->error = "cancelled while running";
	} else if (ce->timed_out) {
		snprintf(errbuf, errlen, "timeout: killed after %g s (the job's timeout_s)", ce->timeout_s);
		e->state = JS_FAILED;
		e->error = errbuf;
	} else if (WIFSIGNALED(status)) {
		snprintf(errbuf, errlen, "the command was killed by signal %d (SIG%s)", WTERMSIG(status), signame(WTERMSIG(status)));
		e->state = JS_FAILED;
		e->error = errbuf;
	} else {
		int code = WEXITSTATUS(status);
		e->exit_code = code;
		const char *why = NULL;     /* the first error diagnostic of the result document */
		Arena *ja = arena_new();
		if (!js->text && *out && olen) {
			char jerr[200];
			JVal *root = json_parse(ja, *out, olen, jerr, sizeof jerr);
			if (root)
				e->doc = *out;
			const JVal *dg = json_get(root, "diagnostics");
			for (int i = 0; dg && dg->t == JARR && i < dg->n && !why; i++) {
				const char *sev = json_str(json_get(dg->items[i], "severity"));
				if (sev && !strcmp(sev, "error"))
					why = json_str(json_get(dg->items[i], "message"));
			}
			if (!e->doc) {
				snprintf(errbuf, errlen, "the command's output is not JSON (%s); exit %d", jerr, code);
				e->error = errbuf;
			}
		}
		e->state = code <= 1 && (e->doc || js->text) ? JS_DONE : JS_FAILED;
		if (e->state == JS_FAILED && !e->error) {
			if (!why && *log && **log)
				why = first_line(*log, ll, sizeof ll);
			snprintf(errbuf, errlen, "exit %d%s%.900s", code, why ? ": " : "", why ? why : "");
			if (code == 127 || code == 126)
				snprintf(errbuf, errlen, "internal: cannot execute %.900s (exit %d)", exe, code);
			e->error = errbuf;
		}
		arena_free(ja);
	}
	list_artifacts(dir, work, js, arts);
}

typedef struct {
	Server *s;
	int64_t id;
} StopCtx;

static int local_stop(void *ctx)
{
	StopCtx *c = ctx;
	pthread_mutex_lock(&c->s->mu);
	int r = db_cancel_requested(c->s, c->id) || c->s->stopping;
	pthread_mutex_unlock(&c->s->mu);
	return r;
}

static void run_job(Server *s, Worker *wk, int64_t id, int attempt, const char *spec)
{
	Arena *ar = arena_new();
	JobSpec js;
	char err[512], dir[1200], work[1300];
	JobEnd e = {.id = id, .attempt = attempt, .run_ms = -1, .exit_code = -1};
	Buf arts = {0};
	char *out = NULL, *log = NULL, errbuf[1024];
	job_dir(s, id, dir, sizeof dir);
	snprintf(work, sizeof work, "%s/work", dir);
	if (srv_parse_job(ar, spec, strlen(spec), &js, err, sizeof err)) {
		snprintf(errbuf, sizeof errbuf, "internal: stored request unreadable: %s", err);
		e.state = JS_FAILED;
		e.error = errbuf;
		goto finish;
	}
	double timeout = js.timeout_s > 0 ? js.timeout_s : s->default_timeout_s;
	if (job_prepare(s, &js, dir, work, errbuf, sizeof errbuf)) {
		e.state = JS_FAILED;
		e.error = errbuf;
		goto finish;
	}
	static __thread JobCmd cmd;
	long nc = sysconf(_SC_NPROCESSORS_ONLN);
	job_command(s, &js, work, wk->cls, wk->cls == CLASS_GPU ? s->gpus[wk->gpu].index : -1,
	            nc / s->cpu_workers > 1 ? (int)(nc / s->cpu_workers) : 1, timeout, &cmd);
	pthread_mutex_lock(&s->mu);
	s->running[wk->index] = id;
	pthread_mutex_unlock(&s->mu);
	ChildEnd ce;
	StopCtx sc = {s, id};
	if (child_run(&cmd, dir, work, wk->cls, s->mem_limit_mb, timeout, local_stop, &sc, &ce, errbuf, sizeof errbuf)) {
		e.state = JS_FAILED;
		e.error = errbuf;
		goto finish;
	}
	if (ce.cancelled && s->stopping)
		goto out;           /* not a result: the job stays leased and runs again after restart */
	job_outcome(&js, &ce, dir, work, cmd.exe, &e, &out, &log, &arts, errbuf, sizeof errbuf);
finish:
	if (!arts.len)
		buf_puts(&arts, "[]");
	e.artifacts = buf_str(&arts);
	pthread_mutex_lock(&s->mu);
	s->running[wk->index] = 0;
	e.t_release = now_s();
	if (db_finish(s, &e))
		fprintf(stderr, "kilnd: job %lld attempt %d: result not recorded (the job was taken over)\n", (long long)id, attempt);
	pthread_cond_broadcast(&s->finished);
	pthread_cond_broadcast(&s->work);
	pthread_mutex_unlock(&s->mu);
out:
	free(out);
	free(log);
	buf_free(&arts);
	arena_free(ar);
}

static void *worker_main(void *arg)
{
	Worker *wk = arg;
	Server *s = &srv;
	for (;;) {
		int64_t id = 0;
		int attempt = 0;
		char *spec = NULL;
		pthread_mutex_lock(&s->mu);
		while (!s->stopping) {
			int r = db_lease(s, wk->cls, wk->gpu >= 0 ? s->gpus[wk->gpu].index : -1, &id, &attempt, &spec);
			if (r == 1)
				break;
			struct timespec ts;
			clock_gettime(CLOCK_REALTIME, &ts);
			ts.tv_sec += 1;                    /* quotas free up with time: look again */
			pthread_cond_timedwait(&s->work, &s->mu, &ts);
		}
		if (s->stopping) {
			pthread_mutex_unlock(&s->mu);
			free(spec);
			return NULL;
		}
		if (wk->gpu >= 0) {
			s->gpus[wk->gpu].job = id;
			s->gpus[wk->gpu].since = now_s();
		} else {
			s->cpu_busy++;
		}
		pthread_mutex_unlock(&s->mu);
		run_job(s, wk, id, attempt, spec);
		free(spec);
		pthread_mutex_lock(&s->mu);
		if (wk->gpu >= 0)
			s->gpus[wk->gpu].job = 0;
		else
			s->cpu_busy--;
		pthread_mutex_unlock(&s->mu);
	}
}

int sched_start(Server *s)
{
	nworkers = s->cpu_workers + s->ngpus;
	workers = calloc((size_t)nworkers, sizeof *workers);
	s->running = calloc((size_t)nworkers, sizeof *s->running);
	if (!workers || !s->running)
		return -1;
	s->nworkers = nworkers;
	for (int i = 0; i < nworkers; i++) {
		workers[i].cls = i < s->cpu_workers ? CLASS_CPU : CLASS_GPU;
		workers[i].gpu = i < s->cpu_workers ? -1 : i - s->cpu_workers;
		workers[i].index = i;
		if (pthread_create(&workers[i].th, NULL, worker_main, &workers[i]))
			return -1;
	}
	return 0;
}

void sched_stop(Server *s)
{
	pthread_mutex_lock(&s->mu);
	s->stopping = 1;
	pthread_cond_broadcast(&s->work);
	pthread_cond_broadcast(&s->finished);
	pthread_mutex_unlock(&s->mu);
	for (int i = 0; i < nworkers; i++)
		pthread_join(workers[i].th, NULL);
	free(workers);
}
