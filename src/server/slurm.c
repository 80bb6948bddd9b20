/* kilnd's Slurm backend (--backend slurm): one thread hands queued jobs
 * to Slurm and follows them to their end.
 *   submit  lease a job (db_lease, FIFO and fair share as for a local
 *           worker), prepare its directory under --artifacts (a file system
 *           the nodes share), write DIR/run.json (the exact command line,
 *           environment, limits and timeout a local worker would use) and
 *           DIR/slurm.sh, `sbatch --parsable`, and commit the Slurm job id
 *           (fsynced).  The job name kilnd.TAG.ID.ATTEMPT lets a restart
 *           find a job whose id was not committed: it is never submitted
 *           twice.
 *   follow  `squeue --me -t all` every --slurm-poll seconds: Slurm's
 *           states onto kilnd's (the table below), scancel for a cancel
 *           request, and at the end the result the executor left in
 *           DIR/exec.ATTEMPT.json, judged by job_outcome exactly as a local
 *           child's exit is.
 * On the node slurm.sh runs `kilnd exec-job DIR ATTEMPT`: child_run, the
 * code a local worker runs the command with, then DIR/exec.ATTEMPT.json (written
 * to a temporary name, fsynced, renamed).  DIR/claim.ATTEMPT, created with
 * O_EXCL, makes a second start of one attempt a no-op. */
#include "server/proc.h"
#include "server/server.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

/* A lost submission (sbatch killed, or kilnd killed while sbatch ran) is
 * looked for by name until this long after its lease: sbatch runs under a
 * SUBMIT_TIMEOUT_S limit and dies with kilnd, so past it no late job can
 * appear. */
#define SUBMIT_TIMEOUT_S 30.0
#define LOST_GRACE_S (SUBMIT_TIMEOUT_S + 15.0)
/* Slurm said the job ended but DIR/exec.json is not visible yet (a shared
 * file system's attribute cache): wait this long before calling it lost. */
#define RESULT_GRACE_S 10.0

/* ---- Slurm's job states, and what each means for a kilnd job ---- */
typedef enum {
	SL_WAIT,        /* not started: kilnd state leased */
	SL_RUN,         /* the batch script runs: kilnd state running */
	SL_END,         /* the script ended: the result is in exec.json */
	SL_CANCELLED,
	SL_TIMEOUT,
	SL_OOM,
	SL_LOST,        /* node or boot failure, preemption: the attempt runs again */
	SL_FAILED,      /* ended by Slurm for another reason */
	SL_GONE,        /* no longer listed by squeue (purged after MinJobAge) */
} SlClass;

static const struct {
	const char *name;
	SlClass cls;
} slurm_states[] = {
	{"PENDING", SL_WAIT}, {"CONFIGURING", SL_WAIT}, {"REQUEUED", SL_WAIT}, {"REQUEUE_HOLD", SL_WAIT},
	{"REQUEUE_FED", SL_WAIT}, {"RESV_DEL_HOLD", SL_WAIT},
	{"RUNNING", SL_RUN}, {"COMPLETING", SL_RUN}, {"SUSPENDED", SL_RUN}, {"SIGNALING", SL_RUN},
	{"STAGE_OUT", SL_RUN}, {"RESIZING", SL_RUN}, {"STOPPED", SL_RUN},
	{"COMPLETED", SL_END}, {"FAILED", SL_END},
	{"CANCELLED", SL_CANCELLED}, {"TIMEOUT", SL_TIMEOUT}, {"OUT_OF_MEMORY", SL_OOM},
	{"NODE_FAIL", SL_LOST}, {"BOOT_FAIL", SL_LOST}, {"PREEMPTED", SL_LOST}, {"REVOKED", SL_LOST},
	{"DEADLINE", SL_FAILED}, {"SPECIAL_EXIT", SL_FAILED},
};

static SlClass state_class(const char *s)
{
	for (size_t i = 0; i < sizeof slurm_states / sizeof slurm_states[0]; i++)
		if (!strcmp(slurm_states[i].name, s))
			return slurm_states[i].cls;
	return SL_WAIT;     /* a state this table does not know: keep following it */
}

/* ---- the jobs in Slurm (the thread's table; changed under s->mu) ---- */
typedef struct {
	int64_t id;
	int attempt;
	JobClass cls;
	long long sid;        /* Slurm job id, 0 = not confirmed */
	char state[32];       /* Slurm's JobState as last seen */
	char node[128];
	double t_lease;
	double ended_at;      /* first seen ended without exec.json */
	int cancel_sent;
} SJob;

static SJob *sj;
static int nsj, capsj;
static pthread_t thread;
static int started;
static char tool[4][4096];     /* sbatch squeue scancel sinfo */
enum { T_SBATCH, T_SQUEUE, T_SCANCEL, T_SINFO };
static const char *const tool_names[] = {"sbatch", "squeue", "scancel", "sinfo"};

int slurm_is_running(const Server *s, int64_t id)
{
	(void)s;
	for (int i = 0; i < nsj; i++)
		if (sj[i].id == id)
			return state_class(sj[i].state) == SL_RUN && sj[i].sid;
	return 0;
}

static SJob *sj_add(Server *s, int64_t id, int attempt, JobClass c, long long sid, double t_lease)
{
	if (nsj == capsj) {
		int cap = capsj ? 2 * capsj : 64;
		SJob *v = realloc(sj, (size_t)cap * sizeof *v);
		if (!v)
			return NULL;
		sj = v;
		capsj = cap;
	}
	SJob *j = &sj[nsj++];
	memset(j, 0, sizeof *j);
	j->id = id;
	j->attempt = attempt;
	j->cls = c;
	j->sid = sid;
	j->t_lease = t_lease;
	s->sl.inflight[c]++;
	return j;
}

static void sj_remove(Server *s, int i)
{
	s->sl.inflight[sj[i].cls]--;
	sj[i] = sj[--nsj];
}

/* ---- running Slurm's commands ---- */
static int find_tool(const char *name, char *out, size_t len)
{
	const char *path = getenv("PATH");
	for (const char *p = path ? path : ""; *p;) {
		size_t k = strcspn(p, ":");
		snprintf(out, len, "%.*s/%s", (int)k, p, name);
		if (k && access(out, X_OK) == 0)
			return 0;
		p += k;
		if (*p == ':')
			p++;
	}
	return -1;
}

/* Runs argv[0] (an absolute path) with stdin from /dev/null, its stdout and
 * stderr captured (1 MiB each at most).  It dies with kilnd and is killed
 * after timeout_s.  Returns its exit code, -1 if it could not run, -2 when
 * killed at the timeout. */
static int run_cmd(char *const argv[], Buf *out, Buf *err, double timeout_s)
{
	int po[2], pe[2];
	if (pipe2(po, O_CLOEXEC))
		return -1;
	if (pipe2(pe, O_CLOEXEC)) {
		close(po[0]);
		close(po[1]);
		return -1;
	}
	pid_t pid = fork();
	if (pid == 0) {
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		int nul = open("/dev/null", O_RDONLY);
		if (nul >= 0)
			dup2(nul, 0);
		dup2(po[1], 1);
		dup2(pe[1], 2);
		syscall(SYS_close_range, 3, ~0U, 0);   /* sbatch / squeue / scancel get no descriptor of kilnd's */
		execve(argv[0], argv, environ);
		_exit(127);
	}
	close(po[1]);
	close(pe[1]);
	if (pid < 0) {
		close(po[0]);
		close(pe[0]);
		return -1;
	}
	struct pollfd q[2] = {{po[0], POLLIN, 0}, {pe[0], POLLIN, 0}};
	Buf *dst[2] = {out, err};
	int open_n = 2, killed = 0;
	double deadline = now_s() + timeout_s;
	while (open_n) {
		double left = deadline - now_s();
		if (left <= 0 && !killed) {
			kill(pid, SIGKILL);
			killed = 1;
		}
		if (poll(q, 2, left > 0 ? (int)(left * 1e3) + 1 : 100) < 0 && errno != EINTR)
			break;
		for (int i = 0; i < 2; i++) {
			if (q[i].fd < 0 || !(q[i].revents & (POLLIN | POLLHUP | POLLERR)))
				continue;
			char b[8192];
			ssize_t k = read(q[i].fd, b, sizeof b);
			if (k > 0) {
				if (dst[i]->len < (1u << 20))
					buf_putn(dst[i], b, (size_t)k);
			} else if (k == 0 || errno != EINTR) {
				close(q[i].fd);
				q[i].fd = -1;
				open_n--;
			}
		}
	}
	for (int i = 0; i < 2; i++)
		if (q[i].fd >= 0)
			close(q[i].fd);
	int st;
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	if (killed)
		return -2;
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The first line of a command's stderr, for an error message. */
static const char *err_line(Buf *b, char *out, size_t len)
{
	const char *s = buf_str(b);
	while (*s == '\n' || *s == ' ')
		s++;
	snprintf(out, len, "%.*s", (int)strcspn(s, "\n"), *s ? s : "(no message)");
	return out;
}

/* ---- files in the job directory ---- */
static int write_atomic(const char *path, const char *data, size_t n, int mode)
{
	char tmp[1400];
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
	if (fd < 0)
		return -1;
	size_t off = 0;
	while (off < n) {
		ssize_t k = write(fd, data + off, n - off);
		if (k <= 0) {
			close(fd);
			unlink(tmp);
			return -1;
		}
		off += (size_t)k;
	}
	if (fsync(fd) || close(fd) || rename(tmp, path)) {
		unlink(tmp);
		return -1;
	}
	return 0;
}

/* 'x' for /bin/sh */
static void sh_quote(Buf *b, const char *s)
{
	buf_putc(b, '\'');
	for (; *s; s++)
		if (*s == '\'')
			buf_puts(b, "'\\''");
		else
			buf_putc(b, *s);
	buf_putc(b, '\'');
}

/* ---- submission ---- */
static int cpus_of(const Server *s, const JobSpec *js)
{
	for (int i = 0; i + 1 < js->nargs; i++)
		if (!strcmp(js->args[i], "--threads")) {
			long v = strtol(js->args[i + 1], NULL, 10);
			return v >= 1 && v <= 1024 ? (int)v : s->sl.cpus;
		}
	for (int i = 0; i < js->nargs; i++)
		if (!strncmp(js->args[i], "--threads=", 10)) {
			long v = strtol(js->args[i] + 10, NULL, 10);
			return v >= 1 && v <= 1024 ? (int)v : s->sl.cpus;
		}
	return s->sl.cpus;
}

static void job_name(const Server *s, int64_t id, int attempt, char *out, size_t len)
{
	snprintf(out, len, "kilnd.%s.%lld.%d", s->sl.tag, (long long)id, attempt);
}

/* With s->mu held: drops job id from the tracked Slurm jobs and wakes the
 * waiters (a result) and the worker (a free slot). */
static void forget_locked(Server *s, int64_t id)
{
	for (int i = 0; i < nsj; i++)
		if (sj[i].id == id) {
			sj_remove(s, i);
			break;
		}
	pthread_cond_broadcast(&s->finished);
	pthread_cond_broadcast(&s->work);
}

/* Ends an attempt that never reached Slurm or ended there: one result. */
static void finish(Server *s, int64_t id, int attempt, int state, const char *error, JobEnd *given)
{
	JobEnd e = {.id = id, .attempt = attempt, .run_ms = -1, .exit_code = -1, .state = state, .error = error,
	            .artifacts = "[]"};
	if (given)
		e = *given;
	if (!e.t_release)
		e.t_release = now_s();
	pthread_mutex_lock(&s->mu);
	if (db_finish(s, &e))
		fprintf(stderr, "kilnd: job %lld attempt %d: result not recorded (the job was taken over)\n", (long long)id, attempt);
	forget_locked(s, id);
	pthread_mutex_unlock(&s->mu);
}

static void requeue(Server *s, const SJob *j, const char *why)
{
	int64_t id = j->id;
	pthread_mutex_lock(&s->mu);
	int st = db_requeue(s, id, j->attempt, why);
	if (st < 0)
		fprintf(stderr, "kilnd: job %lld: cannot queue it again\n", (long long)id);
	forget_locked(s, id);
	pthread_mutex_unlock(&s->mu);
}

/* Writes DIR/run.json (what the executor runs) and DIR/slurm.sh. */
static int write_run_files(const Server *s, const JobSpec *js, const JobCmd *c, const char *dir, const char *work,
                           int attempt, double timeout, char *err, size_t errlen)
{
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 1);
	jw_obj(&w);
	jw_kstr(&w, "schema", "kilnd.run");
	jw_kint(&w, "schema_version", 1);
	jw_kint(&w, "attempt", attempt);
	jw_kstr(&w, "kind", js->kind->name);
	jw_kstr(&w, "class", js->kind->cls == CLASS_GPU ? "gpu" : "cpu");
	jw_knum(&w, "timeout_s", timeout);
	jw_kint(&w, "mem_limit_mb", js->kind->cls == CLASS_CPU ? s->mem_limit_mb : 0);
	jw_kstr(&w, "work", work);
	jw_kstr(&w, "exe", c->exe);
	jw_key(&w, "argv");
	jw_arr(&w);
	for (int i = 0; i < c->argc; i++)
		jw_str(&w, c->argv[i]);
	jw_end_arr(&w);
	jw_key(&w, "env");
	jw_arr(&w);
	for (int i = 0; i < c->nenv; i++)
		jw_str(&w, c->envp[i]);
	jw_end_arr(&w);
	jw_end_obj(&w);
	buf_putc(&b, '\n');
	char p[1400];
	snprintf(p, sizeof p, "%s/run.json", dir);
	int bad = write_atomic(p, b.s, b.len, 0644);
	buf_free(&b);
	if (!bad) {
		buf_printf(&b, "#!/bin/sh\n# kilnd job %s: the command is in run.json beside this script\nexec ", dir);
		sh_quote(&b, s->sl.kilnd);
		buf_puts(&b, " exec-job ");
		sh_quote(&b, dir);
		buf_printf(&b, " %d\n", attempt);
		snprintf(p, sizeof p, "%s/slurm.sh", dir);
		bad = write_atomic(p, b.s, b.len, 0755);
		buf_free(&b);
	}
	if (bad)
		snprintf(err, errlen, "internal: cannot write %.1000s: %s", p, strerror(errno));
	return bad ? -1 : 0;
}

/* sbatch errors that may hide a job the controller did create */
static int unsure_failure(int rc, const char *msg)
{
	return rc == -2 || strstr(msg, "contact") || strstr(msg, "timed out") || strstr(msg, "Socket") ||
	       strstr(msg, "Connection") || strstr(msg, "Zero Bytes") || strstr(msg, "communication");
}

static void submit(Server *s, SJob *j0, const char *spec)
{
	SJob j = *j0;     /* the table may move while the lock is free */
	Arena *ar = arena_new();
	JobSpec js;
	char err[600], dir[1200], work[1300], errbuf[1200], name[96];
	job_dir(s, j.id, dir, sizeof dir);
	snprintf(work, sizeof work, "%s/work", dir);
	if (srv_parse_job(ar, spec, strlen(spec), &js, err, sizeof err)) {
		snprintf(errbuf, sizeof errbuf, "internal: stored request unreadable: %s", err);
		finish(s, j.id, j.attempt, JS_FAILED, errbuf, NULL);
		goto out;
	}
	double timeout = js.timeout_s > 0 ? js.timeout_s : s->default_timeout_s;
	int cpus = js.kind->cls == CLASS_CPU ? cpus_of(s, &js) : 0;
	static JobCmd cmd;          /* this thread only */
	char sp[1400];
	snprintf(sp, sizeof sp, "%s/spec.json", dir);
	if (job_prepare(s, &js, dir, work, errbuf, sizeof errbuf) ||
	    /* the request, for judging the result when the job ends */
	    (write_atomic(sp, spec, strlen(spec), 0644) && snprintf(errbuf, sizeof errbuf, "internal: cannot write %s", sp)) ||
	    (job_command(s, &js, work, js.kind->cls, -1, cpus, timeout, &cmd),
	     write_run_files(s, &js, &cmd, dir, work, j.attempt, timeout, errbuf, sizeof errbuf))) {
		finish(s, j.id, j.attempt, JS_FAILED, errbuf, NULL);
		goto out;
	}
	job_name(s, j.id, j.attempt, name, sizeof name);
	char a_name[120], a_dir[1300], a_out[1300], a_time[48], a_cpus[48], a_part[300], script[1300];
	snprintf(a_name, sizeof a_name, "--job-name=%s", name);
	snprintf(a_dir, sizeof a_dir, "--chdir=%s", dir);
	snprintf(a_out, sizeof a_out, "--output=%s/slurm.out", dir);
	/* Slurm's own limit is a backstop (minutes): the executor kills at timeout_s */
	snprintf(a_time, sizeof a_time, "--time=%d", (int)((timeout + 60) / 60) + 1);
	snprintf(a_cpus, sizeof a_cpus, "--cpus-per-task=%d", cpus);
	snprintf(script, sizeof script, "%s/slurm.sh", dir);
	char *argv[64 + 32];
	int n = 0;
	argv[n++] = tool[T_SBATCH];
	argv[n++] = "--parsable";
	argv[n++] = "--no-requeue";     /* a failed node's job is resubmitted by kilnd, as a new attempt */
	argv[n++] = "--export=NONE";
	argv[n++] = a_name;
	argv[n++] = a_dir;
	argv[n++] = a_out;
	argv[n++] = a_time;
	argv[n++] = "--nodes=1";
	argv[n++] = "--ntasks=1";
	if (js.kind->cls == CLASS_GPU) {
		argv[n++] = "--gres=gpu:1";
		argv[n++] = "--exclusive";
	} else {
		argv[n++] = a_cpus;
	}
	if (s->sl.partition) {
		snprintf(a_part, sizeof a_part, "--partition=%s", s->sl.partition);
		argv[n++] = a_part;
	}
	for (int i = 0; i < s->sl.nargs && n < 90; i++)
		argv[n++] = (char *)s->sl.args[i];
	argv[n++] = script;
	argv[n] = NULL;
	Buf o = {0}, e = {0};
	int rc = run_cmd(argv, &o, &e, SUBMIT_TIMEOUT_S);
	char *end;
	long long sid = rc == 0 ? strtoll(buf_str(&o), &end, 10) : 0;
	if (rc == 0 && sid > 0 && (*end == '\n' || *end == ';' || !*end)) {
		pthread_mutex_lock(&s->mu);
		if (db_slurm_submitted(s, j.id, j.attempt, sid))
			fprintf(stderr, "kilnd: job %lld: Slurm job %lld not recorded\n", (long long)j.id, sid);
		for (int i = 0; i < nsj; i++)
			if (sj[i].id == j.id) {
				sj[i].sid = sid;
				snprintf(sj[i].state, sizeof sj[i].state, "PENDING");
			}
		pthread_mutex_unlock(&s->mu);
	} else {
		char line[400];
		err_line(&e, line, sizeof line);
		if (unsure_failure(rc, line)) {
			/* the controller may have the job: found by name, or after
			 * LOST_GRACE_S queued again (the table entry stays unconfirmed) */
			fprintf(stderr, "kilnd: job %lld: sbatch: %s%s; looking for it by name\n", (long long)j.id, line,
			        rc == -2 ? " (killed at its time limit)" : "");
			snprintf(s->sl.error, sizeof s->sl.error, "sbatch: %.280s", line);
		} else {
			snprintf(errbuf, sizeof errbuf, "slurm: sbatch refused the job: %s%s", line,
			         strstr(line, "gres") ? " (no node of the Slurm cluster has a gpu GRES that fits)" : "");
			finish(s, j.id, j.attempt, JS_FAILED, errbuf, NULL);
		}
	}
	buf_free(&o);
	buf_free(&e);
out:
	arena_free(ar);
}

/* ---- following ---- */
typedef struct {
	long long sid;
	char name[96];
	char state[32];
	char reason[128];
	char node[128];
} SqRow;

/* One squeue call: every job of this user that Slurm still knows. */
static int squeue(Server *s, SqRow **rows, int *n)
{
	char *argv[] = {tool[T_SQUEUE], "--me", "--noheader", "--states=all", "--format=%i|%j|%T|%r|%N", NULL};
	Buf o = {0}, e = {0};
	int rc = run_cmd(argv, &o, &e, 30);
	*rows = NULL;
	*n = 0;
	if (rc != 0) {
		char line[300];
		snprintf(s->sl.error, sizeof s->sl.error, "squeue: %s", rc == -2 ? "timed out" : err_line(&e, line, sizeof line));
		buf_free(&o);
		buf_free(&e);
		return -1;
	}
	int cap = 0;
	char prefix[40];
	snprintf(prefix, sizeof prefix, "kilnd.%s.", s->sl.tag);
	for (char *line = o.s; line && *line;) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = 0;
		char *f[5] = {0};
		int k = 0;
		for (char *p = line; k < 5; k++) {
			f[k] = p;
			char *bar = strchr(p, '|');
			if (!bar) {
				k++;
				break;
			}
			*bar = 0;
			p = bar + 1;
		}
		if (k == 5 && !strncmp(f[1], prefix, strlen(prefix))) {
			if (*n == cap) {
				cap = cap ? 2 * cap : 64;
				SqRow *v = realloc(*rows, (size_t)cap * sizeof *v);
				if (!v)
					break;
				*rows = v;
			}
			SqRow *r = &(*rows)[(*n)++];
			r->sid = strtoll(f[0], NULL, 10);
			snprintf(r->name, sizeof r->name, "%s", f[1]);
			snprintf(r->state, sizeof r->state, "%s", f[2]);
			snprintf(r->reason, sizeof r->reason, "%s", f[3]);
			snprintf(r->node, sizeof r->node, "%s", f[4]);
		}
		line = nl ? nl + 1 : NULL;
	}
	buf_free(&o);
	buf_free(&e);
	s->sl.error[0] = 0;
	return 0;
}

/* Does any node offer a gpu GRES? */
static int sinfo_gpus(Server *s, char *err, size_t errlen)
{
	char *argv[] = {tool[T_SINFO], "--noheader", "--format=%G", NULL};
	Buf o = {0}, e = {0};
	int rc = run_cmd(argv, &o, &e, 30);
	if (rc != 0) {
		char line[300];
		snprintf(err, errlen, "sinfo: %s", rc == -2 ? "timed out" : err_line(&e, line, sizeof line));
		buf_free(&o);
		buf_free(&e);
		return -1;
	}
	s->sl.gpus = !s->sl.no_gpus && strstr(buf_str(&o), "gpu") != NULL;
	buf_free(&o);
	buf_free(&e);
	return 0;
}

static void scancel(long long sid)
{
	char id[32];
	snprintf(id, sizeof id, "%lld", sid);
	char *argv[] = {tool[T_SCANCEL], id, NULL};
	Buf o = {0}, e = {0};
	int rc = run_cmd(argv, &o, &e, 30);
	if (rc != 0) {
		char line[300];
		fprintf(stderr, "kilnd: scancel %s: %s\n", id, err_line(&e, line, sizeof line));
	}
	buf_free(&o);
	buf_free(&e);
}

/* DIR/exec.ATTEMPT.json, parsed into ce (and the allocation's start and
 * end into tl[0], tl[1]); 1 found, 0 not (yet).  One file per attempt: an
 * executor of an earlier attempt still running on a lost node cannot
 * overwrite this one's. */
static int read_exec(const char *dir, int attempt, Arena *a, ChildEnd *ce, const char **error, double tl[2])
{
	char p[1400];
	size_t n;
	snprintf(p, sizeof p, "%s/exec.%d.json", dir, attempt);
	char *t = buf_read_file(p, 1 << 20, &n);
	if (!t)
		return 0;
	char e[200];
	JVal *v = json_parse(a, t, n, e, sizeof e);
	free(t);
	const JVal *at = json_get(v, "attempt");
	if (!v || !at || at->t != JNUM || at->i != attempt)
		return 0;
	memset(ce, 0, sizeof *ce);
	const JVal *x;
#define NUM(k) ((x = json_get(v, k)) && x->t == JNUM ? x->num : 0)
#define BOOL(k) ((x = json_get(v, k)) && x->t == JBOOL ? x->b : 0)
	ce->status = (int)NUM("status");
	ce->t_start = NUM("t_start");
	ce->t_end = NUM("t_end");
	ce->timeout_s = NUM("timeout_s");
	ce->timed_out = BOOL("timed_out");
	ce->cancelled = BOOL("cancelled");
	*error = json_str(json_get(v, "error"));
	tl[0] = NUM("t_lease");
	tl[1] = NUM("t_release");
#undef NUM
#undef BOOL
	return 1;
}

/* The job ended in Slurm (or is gone from it): its one result. */
static void collect(Server *s, SJob *j0, SlClass c, const SqRow *row)
{
	SJob j = *j0;
	char dir[1200], work[1300], errbuf[1400], claim[1300];
	job_dir(s, j.id, dir, sizeof dir);
	snprintf(work, sizeof work, "%s/work", dir);
	snprintf(claim, sizeof claim, "%s/claim.%d", dir, j.attempt);
	const char *st = row ? row->state : j.state[0] ? j.state : "GONE";
	const char *reason = row ? row->reason : "";
	pthread_mutex_lock(&s->mu);
	int cancel = db_cancel_requested(s, j.id);
	if (row)
		db_slurm_state(s, j.id, j.attempt, row->state, row->node, 0);
	pthread_mutex_unlock(&s->mu);
	if (c == SL_LOST) {
		snprintf(errbuf, sizeof errbuf, "Slurm job %lld ended %s (%s) on %s", j.sid, st, reason, j.node[0] ? j.node : "?");
		requeue(s, &j, errbuf);
		return;
	}
	Arena *a = arena_new();
	ChildEnd ce;
	const char *xerr = NULL;
	double tl[2] = {0, 0};
	int have = read_exec(dir, j.attempt, a, &ce, &xerr, tl);
	if (c == SL_CANCELLED) {
		/* scancel signals every process of the job: the command may have
		 * died of SIGTERM before the executor saw its own, so Slurm's
		 * word decides, not exec.json */
		if (cancel)
			snprintf(errbuf, sizeof errbuf, "cancelled (Slurm job %lld cancelled %s)", j.sid, have ? "while running" : "before it ran");
		else
			snprintf(errbuf, sizeof errbuf, "slurm: cancelled outside kilnd: job %lld ended %s (%s)", j.sid, st, reason);
		finish(s, j.id, j.attempt, cancel ? JS_CANCELLED : JS_FAILED, errbuf, NULL);
	} else if (have && !ce.cancelled && !xerr) {
		Arena *ar = arena_new();
		JobSpec js;
		char *spec = NULL;
		size_t n;
		char sp[1400], perr[300];
		snprintf(sp, sizeof sp, "%s/spec.json", dir);
		spec = buf_read_file(sp, SRV_MAX_JOB_BODY * 2, &n);
		if (!spec || srv_parse_job(ar, spec, n, &js, perr, sizeof perr)) {
			snprintf(errbuf, sizeof errbuf, "internal: %.1300s unreadable", sp);
			finish(s, j.id, j.attempt, JS_FAILED, errbuf, NULL);
		} else {
			JobEnd e = {.id = j.id, .attempt = j.attempt, .run_ms = -1, .exit_code = -1};
			char *out = NULL, *log = NULL;
			Buf arts_b = {0};
			job_outcome(&js, &ce, dir, work, s->sandbox ? s->bwrap : s->kiln, &e, &out, &log, &arts_b, errbuf, sizeof errbuf);
			if (!arts_b.len)
				buf_puts(&arts_b, "[]");
			e.artifacts = buf_str(&arts_b);
			e.t_lease = tl[0];
			e.t_release = tl[1];
			finish(s, j.id, j.attempt, e.state, e.error, &e);
			free(out);
			free(log);
			buf_free(&arts_b);
		}
		free(spec);
		arena_free(ar);
	} else if (have && xerr) {
		snprintf(errbuf, sizeof errbuf, "%s", xerr);
		finish(s, j.id, j.attempt, JS_FAILED, errbuf, NULL);
	} else if (cancel) {
		snprintf(errbuf, sizeof errbuf, "cancelled (Slurm job %lld %s)", j.sid, have ? "killed while running" : "cancelled");
		finish(s, j.id, j.attempt, JS_CANCELLED, errbuf, NULL);
	} else if (c == SL_GONE) {
		snprintf(errbuf, sizeof errbuf, "Slurm job %lld is no longer known to Slurm and left no result%s", j.sid,
		         access(claim, F_OK) ? " (it never started)" : " (its node was lost?)");
		requeue(s, &j, errbuf);
	} else if (c == SL_END && (j.ended_at == 0 || now_s() - j.ended_at < RESULT_GRACE_S)) {
		if (j.ended_at == 0) {
			pthread_mutex_lock(&s->mu);
			j0->ended_at = now_s();
			pthread_mutex_unlock(&s->mu);
		}
	} else {
		char op[1400], line[400] = "";
		size_t n;
		snprintf(op, sizeof op, "%s/slurm.out", dir);
		char *t = buf_read_file(op, 1 << 16, &n);
		if (t) {
			const char *p = t;
			while (*p == '\n' || *p == ' ')
				p++;
			snprintf(line, sizeof line, "%.*s", (int)strcspn(p, "\n"), p);
			free(t);
		}
		const char *what = c == SL_TIMEOUT ? "timeout: Slurm ended job" : c == SL_OOM ? "slurm: out of memory: job" : "slurm: job";
		snprintf(errbuf, sizeof errbuf, "%s %lld ended %s (%s) without a result from `kilnd exec-job`%s%s", what, j.sid,
		         st, reason, line[0] ? "; its output: " : "", line);
		finish(s, j.id, j.attempt, JS_FAILED, errbuf, NULL);
	}
	arena_free(a);
}

static const SqRow *find_row(const SqRow *rows, int n, long long sid, const char *name)
{
	for (int i = 0; i < n; i++)
		if (sid ? rows[i].sid == sid : !strcmp(rows[i].name, name))
			return &rows[i];
	return NULL;
}

static long long claimed_sid(const char *dir, int attempt)
{
	char p[1300];
	size_t n;
	snprintf(p, sizeof p, "%s/claim.%d", dir, attempt);
	char *t = buf_read_file(p, 4096, &n);
	long long v = t ? strtoll(t, NULL, 10) : 0;
	free(t);
	return v;
}

static void follow(Server *s, const SqRow *rows, int nrows)
{
	/* the table changes (finish removes): walk over a copy of the ids */
	int n = nsj;
	int64_t *ids = malloc((size_t)(n ? n : 1) * sizeof *ids);
	if (!ids)
		return;
	for (int i = 0; i < n; i++)
		ids[i] = sj[i].id;
	for (int k = 0; k < n && !s->stopping; k++) {
		SJob *j = NULL;
		for (int i = 0; i < nsj; i++)
			if (sj[i].id == ids[k])
				j = &sj[i];
		if (!j)
			continue;
		char name[96], dir[1200];
		job_name(s, j->id, j->attempt, name, sizeof name);
		job_dir(s, j->id, dir, sizeof dir);
		if (!j->sid) {
			/* submitted, but its id never committed: find it by name */
			const SqRow *r = find_row(rows, nrows, 0, name);
			long long sid = r ? r->sid : claimed_sid(dir, j->attempt);
			if (sid > 0) {
				pthread_mutex_lock(&s->mu);
				db_slurm_submitted(s, j->id, j->attempt, sid);
				j->sid = sid;
				pthread_mutex_unlock(&s->mu);
				fprintf(stderr, "kilnd: job %lld: re-attached to Slurm job %lld (found by name)\n", (long long)j->id, sid);
			} else if (now_s() - j->t_lease > LOST_GRACE_S) {
				requeue(s, j, "its Slurm submission was lost (no Slurm job of that name)");
				continue;
			} else {
				continue;
			}
		}
		const SqRow *r = find_row(rows, nrows, j->sid, "");
		if (!r) {
			collect(s, j, SL_GONE, NULL);
			continue;
		}
		SlClass c = state_class(r->state);
		if (strcmp(r->state, j->state) || strcmp(r->node, j->node)) {
			int now_running = c == SL_RUN && state_class(j->state) != SL_RUN;
			pthread_mutex_lock(&s->mu);
			db_slurm_state(s, j->id, j->attempt, r->state, r->node, now_running ? now_s() : 0);
			snprintf(j->state, sizeof j->state, "%s", r->state);
			snprintf(j->node, sizeof j->node, "%s", r->node);
			pthread_mutex_unlock(&s->mu);
		}
		if (c == SL_WAIT || c == SL_RUN) {
			pthread_mutex_lock(&s->mu);
			int cancel = db_cancel_requested(s, j->id);
			pthread_mutex_unlock(&s->mu);
			if (cancel && !j->cancel_sent) {
				long long sid = j->sid;
				j->cancel_sent = 1;
				scancel(sid);
			}
			continue;
		}
		collect(s, j, c, r);
	}
	free(ids);
}

static void *slurm_main(void *arg)
{
	Server *s = arg;
	double last_sinfo = now_s();
	pthread_mutex_lock(&s->mu);
	while (!s->stopping) {
		/* hand queued jobs to Slurm, up to --slurm-max-jobs per class */
		for (int c = CLASS_CPU; c <= CLASS_GPU && !s->stopping; c++) {
			while (s->sl.inflight[c] < s->sl.max_jobs && s->sl.reachable) {
				int64_t id;
				int attempt;
				char *spec = NULL;
				if (db_lease(s, (JobClass)c, -1, &id, &attempt, &spec) != 1)
					break;
				SJob *j = sj_add(s, id, attempt, (JobClass)c, 0, now_s());
				pthread_mutex_unlock(&s->mu);
				if (j) {
					/* the executor reads the request from the job directory */
					submit(s, j, spec);
				}
				free(spec);
				pthread_mutex_lock(&s->mu);
			}
		}
		pthread_mutex_unlock(&s->mu);
		SqRow *rows;
		int nrows;
		int ok = squeue(s, &rows, &nrows) == 0;
		if (now_s() - last_sinfo > 60) {
			char e[300];
			if (sinfo_gpus(s, e, sizeof e) == 0)
				last_sinfo = now_s();
		}
		pthread_mutex_lock(&s->mu);
		s->sl.reachable = ok;
		pthread_mutex_unlock(&s->mu);
		if (ok)
			follow(s, rows, nrows);
		free(rows);
		pthread_mutex_lock(&s->mu);
		if (s->stopping)
			break;
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		long long ns = ts.tv_nsec + (long long)(s->sl.poll_s * 1e9);
		ts.tv_sec += ns / 1000000000;
		ts.tv_nsec = ns % 1000000000;
		pthread_cond_timedwait(&s->work, &s->mu, &ts);
	}
	pthread_mutex_unlock(&s->mu);
	return NULL;
}

int slurm_start(Server *s, char *err, size_t errlen)
{
	for (int i = 0; i < 4; i++)
		if (find_tool(tool_names[i], tool[i], sizeof tool[i])) {
			snprintf(err, errlen, "--backend slurm: %s is not on PATH (Debian: slurm-client)", tool_names[i]);
			return -1;
		}
	if (sinfo_gpus(s, err, errlen))
		return -1;
	pthread_mutex_lock(&s->mu);
	if (db_tag(s, s->sl.tag)) {
		pthread_mutex_unlock(&s->mu);
		snprintf(err, errlen, "cannot store the Slurm job-name tag in the database");
		return -1;
	}
	InFlight *f;
	int n;
	if (db_inflight(s, &f, &n)) {
		pthread_mutex_unlock(&s->mu);
		snprintf(err, errlen, "cannot read the jobs in flight");
		return -1;
	}
	/* jobs in Slurm when kilnd stopped: followed again, never resubmitted */
	for (int i = 0; i < n; i++)
		sj_add(s, f[i].id, f[i].attempt, f[i].cls, f[i].slurm_job, f[i].t_lease);
	free(f);
	s->sl.reachable = 1;
	pthread_mutex_unlock(&s->mu);
	if (n)
		fprintf(stderr, "kilnd: %d job(s) in flight: following them in Slurm\n", n);
	if (pthread_create(&thread, NULL, slurm_main, s)) {
		snprintf(err, errlen, "cannot start the Slurm thread");
		return -1;
	}
	started = 1;
	return 0;
}

void slurm_stop(Server *s)
{
	pthread_mutex_lock(&s->mu);
	s->stopping = 1;
	pthread_cond_broadcast(&s->work);
	pthread_cond_broadcast(&s->finished);
	pthread_mutex_unlock(&s->mu);
	if (started)
		pthread_join(thread, NULL);
	started = 0;
}

/* ---- the executor: `kilnd exec-job DIR ATTEMPT`, on the Slurm node ---- */
static volatile sig_atomic_t term;
static void on_term(int sig) { (void)sig; term = 1; }
static int exec_stop(void *ctx) { (void)ctx; return term; }

static int exec_fail(const char *dir, int attempt, const char *fmt, const char *x)
{
	char msg[1400], p[1300];
	snprintf(msg, sizeof msg, fmt, x);
	fprintf(stderr, "kilnd exec-job: %s\n", msg);
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 1);
	jw_obj(&w);
	jw_kstr(&w, "schema", "kilnd.exec");
	jw_kint(&w, "schema_version", 1);
	jw_kint(&w, "attempt", attempt);
	jw_kstr(&w, "error", msg);
	jw_end_obj(&w);
	buf_putc(&b, '\n');
	snprintf(p, sizeof p, "%s/exec.%d.json", dir, attempt);
	write_atomic(p, b.s, b.len, 0644);
	buf_free(&b);
	return 1;
}

/* Kills every child of this process and reaps it, until none is left.
 * exec-job is a child subreaper, so a process of the job whose parent died
 * first is its child here.  bwrap --new-session puts the sandbox's pid 1
 * out of the command's process group, and that pid 1 arms
 * --die-with-parent only once its own setup is done: a cancel during the
 * setup (Slurm's SIGTERM kills the outer bwrap) leaves it running, out of
 * the group, reparented to this process.  SIGKILL to a pid namespace's
 * init from outside ends every process in it. */
static int kill_child(pid_t pid, void *ctx)
{
	(void)ctx;
	if (proc_ppid(pid) != getpid())
		return 0;
	kill(pid, SIGKILL);
	return 1;
}

static void sweep_children(void)
{
	for (int round = 0; round < 500; round++) {
		while (waitpid(-1, NULL, WNOHANG) > 0)
			;
		int found = proc_each(kill_child, NULL);
		if (!found && waitpid(-1, NULL, WNOHANG) < 0 && errno == ECHILD)
			return;
		struct timespec ts = {0, 10000000};
		nanosleep(&ts, NULL);
	}
	fprintf(stderr, "kilnd exec-job: processes of the job are still alive after 5 s of SIGKILL\n");
}

int slurm_exec_main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: kilnd exec-job DIR ATTEMPT   (what a Slurm job of kilnd runs)\n");
		return 2;
	}
	const char *dir = argv[1];
	int attempt = atoi(argv[2]);
	char p[1300], host[256] = "?";
	gethostname(host, sizeof host - 1);
	snprintf(p, sizeof p, "%s/run.json", dir);
	size_t n;
	char *txt = buf_read_file(p, 4 << 20, &n);
	if (!txt)
		return exec_fail(dir, attempt, "internal: cannot read %s (is --artifacts on a file system the Slurm nodes share?)", p);
	Arena *a = arena_new();
	/* every return after this point frees the parsed run.json */
#define EXEC_RETURN(rc) do { int rc_ = (rc); arena_free(a); free(txt); return rc_; } while (0)
	char e[200];
	JVal *v = json_parse(a, txt, n, e, sizeof e);
	const JVal *at = json_get(v, "attempt"), *av = json_get(v, "argv"), *ev = json_get(v, "env");
	if (!v || !at || at->t != JNUM || !av || av->t != JARR || !ev || ev->t != JARR || !json_str(json_get(v, "exe")) ||
	    !json_str(json_get(v, "work")) || av->n < 1 || av->n > SRV_MAX_ARGS + 90 || ev->n > 240)
		EXEC_RETURN(exec_fail(dir, attempt, "internal: %s is malformed", p));
	if (at->i != attempt) {
		/* a stale submission of an attempt kilnd has replaced: not run */
		fprintf(stderr, "kilnd exec-job: attempt %d superseded by attempt %lld: not run\n", attempt, at->i);
		EXEC_RETURN(0);
	}
	snprintf(p, sizeof p, "%s/claim.%d", dir, attempt);
	int cfd = open(p, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
	if (cfd < 0) {
		fprintf(stderr, "kilnd exec-job: %s: %s: this attempt already started once; not run again\n", p, strerror(errno));
		EXEC_RETURN(0);
	}
	const char *sid = getenv("SLURM_JOB_ID");
	dprintf(cfd, "%s %s\n", sid ? sid : "0", host);
	fsync(cfd);
	close(cfd);
	double t_lease = now_s();
	static JobCmd c;
	c.exe = json_str(json_get(v, "exe"));
	c.argc = av->n;
	for (int i = 0; i < av->n; i++) {
		if (!json_str(av->items[i]))
			EXEC_RETURN(exec_fail(dir, attempt, "internal: %s: argv holds a non-string", "run.json"));
		c.argv[i] = av->items[i]->s;
	}
	c.argv[c.argc] = NULL;
	for (int i = 0; i < ev->n; i++)
		if (json_str(ev->items[i]))
			c.envp[c.nenv++] = ev->items[i]->s;
	const char *cls_s = json_str(json_get(v, "class"));
	JobClass cls = cls_s && !strcmp(cls_s, "gpu") ? CLASS_GPU : CLASS_CPU;
	const char *cvd = getenv("CUDA_VISIBLE_DEVICES");
	if (cls == CLASS_GPU && cvd) {
		snprintf(c.estore[1], sizeof c.estore[1], "CUDA_VISIBLE_DEVICES=%s", cvd);
		c.envp[c.nenv++] = c.estore[1];
	}
	c.envp[c.nenv] = NULL;
	const JVal *to = json_get(v, "timeout_s"), *mem = json_get(v, "mem_limit_mb");
	double timeout = to && to->t == JNUM && to->num > 0 ? to->num : 300;
	long mem_mb = mem && mem->t == JNUM ? (long)mem->num : 0;
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_term;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	prctl(PR_SET_CHILD_SUBREAPER, 1);
	ChildEnd ce;
	char err[600];
	int run_failed = child_run(&c, dir, json_str(json_get(v, "work")), cls, mem_mb, timeout, exec_stop, NULL, &ce, err, sizeof err);
	sweep_children();
	if (run_failed)
		EXEC_RETURN(exec_fail(dir, attempt, "%s", err));
	if (term)
		ce.cancelled = 1;    /* scancel signals every process of the job: the child may have died of it first */
	Buf b = {0};
	JsonW w;
	jw_init(&w, &b, 1);
	jw_obj(&w);
	jw_kstr(&w, "schema", "kilnd.exec");
	jw_kint(&w, "schema_version", 1);
	jw_kint(&w, "attempt", attempt);
	jw_kstr(&w, "slurm_job", sid ? sid : "");
	jw_kstr(&w, "host", host);
	jw_knum(&w, "t_lease", t_lease);
	jw_knum(&w, "t_start", ce.t_start);
	jw_knum(&w, "t_end", ce.t_end);
	jw_knum(&w, "timeout_s", ce.timeout_s);
	jw_kint(&w, "status", ce.status);
	jw_kbool(&w, "timed_out", ce.timed_out);
	jw_kbool(&w, "cancelled", ce.cancelled);
	jw_knum(&w, "t_release", now_s());
	jw_end_obj(&w);
	buf_putc(&b, '\n');
	snprintf(p, sizeof p, "%s/exec.%d.json", dir, attempt);
	int bad = write_atomic(p, b.s, b.len, 0644);
	buf_free(&b);
	arena_free(a);
	free(txt);
	return bad ? 1 : 0;
#undef EXEC_RETURN
}
