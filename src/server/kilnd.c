/* kilnd entry: the command line (serve, token add/revoke/list), GPU
 * detection through the runner's dlopen of libcuda (in a child, so the
 * server itself never holds a CUDA context), the kiln binary's command
 * probe, start-up recovery of interrupted jobs, and signal handling. */
#include "server/server.h"
#include "run/cu.h"
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

Server srv;

static const char usage_text[] =
	"usage: kilnd --listen HOST:PORT --db PATH [options]     serve\n"
	"       kilnd token add NAME [--tokens FILE | --db PATH] [--max-running N] [--max-queued N]\n"
	"                            [--gpu-seconds-per-hour S]   create a token; prints it once\n"
	"       kilnd token revoke NAME [--tokens FILE | --db PATH]\n"
	"       kilnd token list [--tokens FILE | --db PATH]\n"
	"\n"
	"serve options:\n"
	"  --listen HOST:PORT   IPv4 address and port (port 0: any free port, printed)\n"
	"  --db PATH            SQLite database (WAL) of the queue and results\n"
	"  --gpus all|none|LIST GPUs to lease (LIST: 0,2); default all that CUDA reports\n"
	"  --cpu-workers N      parallel CPU jobs (build, sim, check); default: the cores\n"
	"  --tokens FILE        token file (default PATH.tokens)\n"
	"  --artifacts DIR      blobs and job directories (default PATH.d)\n"
	"  --backend local|slurm  where jobs run (default local; docs/server.md, Slurm)\n"
	"  --kiln PATH          the kiln binary jobs run (default: kiln beside kilnd)\n"
	"  --sandbox auto|bwrap|none  bubblewrap isolation (default auto: bwrap when it works)\n"
	"  --job-timeout S      default wall-clock limit per job (300)\n"
	"  --max-blob BYTES     largest blob upload (67108864)\n"
	"  --mem-limit MB       address-space limit of CPU jobs (16384; 0 none)\n"
	"slurm backend:\n"
	"  --slurm-partition P  submit to partition P (default: the cluster's default)\n"
	"  --slurm-arg ARG      one more sbatch option, e.g. --slurm-arg=--account=kiln (repeatable)\n"
	"  --slurm-max-jobs N   jobs of each class (CPU, GPU) in Slurm at once (64)\n"
	"  --slurm-cpus N       CPUs of a CPU job whose request names no --threads (1)\n"
	"  --slurm-poll S       seconds between squeue calls (0.5)\n"
	"       kilnd exec-job DIR ATTEMPT   what a Slurm job of kilnd runs on its node\n";

/* ---- GPUs ---- */
static int detect_gpus(Gpu *g, int max, char *err, size_t errlen)
{
	int fd[2];
	if (pipe(fd))
		return -1;
	pid_t pid = fork();
	if (pid == 0) {
		close(fd[0]);
		CuApi cu;
		char e[512];
		FILE *f = fdopen(fd[1], "w");
		if (cu_load(&cu, e, sizeof e)) {
			fprintf(f, "E %s\n", e);
			_exit(0);
		}
		CUresult r = cu.Init(0);
		int n = 0;
		if (r == CUDA_SUCCESS)
			r = cu.DeviceGetCount(&n);
		if (r != CUDA_SUCCESS) {
			char nb[64];
			fprintf(f, "E cuInit/cuDeviceGetCount: %s\n", cu_errname(&cu, r, nb, sizeof nb));
			_exit(0);
		}
		for (int i = 0; i < n; i++) {
			CUdevice d;
			char name[128] = "?";
			if (cu.DeviceGet(&d, i) == CUDA_SUCCESS)
				cu.DeviceGetName(name, sizeof name, d);
			fprintf(f, "G %d %s\n", i, name);
		}
		fclose(f);
		_exit(0);
	}
	close(fd[1]);
	FILE *f = fdopen(fd[0], "r");
	char line[512];
	int n = 0;
	err[0] = 0;
	while (f && fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = 0;
		if (line[0] == 'E')
			snprintf(err, errlen, "%s", line + 2);
		else if (line[0] == 'G' && n < max) {
			char *sp = strchr(line + 2, ' ');
			g[n].index = atoi(line + 2);
			snprintf(g[n].name, sizeof g[n].name, "%s", sp ? sp + 1 : "?");
			n++;
		}
	}
	if (f)
		fclose(f);
	int st;
	waitpid(pid, &st, 0);
	return n;
}

static int select_gpus(Server *s, const char *spec)
{
	if (!strcmp(spec, "none"))
		return 0;
	Gpu all[SRV_MAX_GPUS];
	char err[600];
	int n = detect_gpus(all, SRV_MAX_GPUS, err, sizeof err);
	if (!strcmp(spec, "all")) {
		if (n <= 0)
			fprintf(stderr, "kilnd: no GPU (%s): serving CPU jobs only\n", err[0] ? err : "CUDA reports 0 devices");
		for (int i = 0; i < n; i++)
			s->gpus[s->ngpus++] = all[i];
		return 0;
	}
	for (const char *p = spec; *p;) {
		char *e;
		long v = strtol(p, &e, 10);
		if (e == p || v < 0 || (*e && *e != ',')) {
			fprintf(stderr, "kilnd: --gpus: want all, none or a list like 0,2 (got '%s')\n", spec);
			return -1;
		}
		int found = -1;
		for (int i = 0; i < n; i++)
			if (all[i].index == v)
				found = i;
		if (found < 0) {
			fprintf(stderr, "kilnd: --gpus: GPU %ld not found (%d detected%s%s)\n", v, n > 0 ? n : 0, err[0] ? ": " : "", err);
			return -1;
		}
		for (int i = 0; i < s->ngpus; i++)
			if (s->gpus[i].index == v) {
				fprintf(stderr, "kilnd: --gpus: GPU %ld listed twice\n", v);
				return -1;
			}
		s->gpus[s->ngpus++] = all[found];
		p = *e ? e + 1 : e;
	}
	return 0;
}

/* ---- the kiln binary and tools ---- */
static int on_path(const char *tool, char *out, size_t len)
{
	const char *path = getenv("PATH");
	if (!path)
		return 0;
	char d[4096];
	for (const char *p = path; *p;) {
		size_t k = strcspn(p, ":");
		snprintf(d, sizeof d, "%.*s/%s", (int)k, p, tool);
		if (k && access(d, X_OK) == 0) {
			if (out)
				snprintf(out, len, "%s", d);
			return 1;
		}
		p += k;
		if (*p == ':')
			p++;
	}
	return 0;
}

/* Which job kinds this kiln has: the commands `kiln --help` lists. */
static int probe_kiln(Server *s)
{
	char cmd[4200];
	snprintf(cmd, sizeof cmd, "'%s' --help 2>/dev/null", s->kiln);
	FILE *f = popen(cmd, "r");
	if (!f)
		return -1;
	char line[512];
	int any = 0;
	while (fgets(line, sizeof line, f)) {
		char name[64];
		if (line[0] != ' ' || sscanf(line, " %63s", name) != 1)
			continue;
		for (int i = 0; i < srv_nkinds; i++)
			if (!strcmp(KIND_CMD(&srv_kinds[i]), name))
				s->have_kind[i] = any = 1;
	}
	int st = pclose(f);
	for (int i = 0; i < srv_nkinds; i++)
		s->tool_missing[i] = srv_kinds[i].tool && !on_path(srv_kinds[i].tool, NULL, 0);
	return any && WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

/* bubblewrap works here only if it can make its namespaces. */
static int bwrap_works(Server *s)
{
	if (!on_path("bwrap", s->bwrap, sizeof s->bwrap))
		return 0;
	char cmd[4400];
	snprintf(cmd, sizeof cmd, "'%s' --die-with-parent --unshare-all --ro-bind / / --dev /dev --proc /proc true >/dev/null 2>&1", s->bwrap);
	return system(cmd) == 0;
}

static int mkdir_p(const char *p)
{
	char t[4096];
	snprintf(t, sizeof t, "%s", p);
	for (char *c = t + 1; *c; c++)
		if (*c == '/') {
			*c = 0;
			if (mkdir(t, 0755) && errno != EEXIST)
				return -1;
			*c = '/';
		}
	return mkdir(t, 0755) && errno != EEXIST ? -1 : 0;
}

static const char *opt_val(int argc, char **argv, int *i)
{
	const char *a = argv[*i];
	const char *eq = strchr(a, '=');
	if (a[0] == '-' && a[1] == '-' && eq)
		return eq + 1;
	if (*i + 1 >= argc) {
		fprintf(stderr, "kilnd: option '%s' needs a value\n", a);
		return NULL;
	}
	return argv[++*i];
}

static int opt_is(const char *a, const char *name)
{
	size_t n = strlen(name);
	return !strncmp(a, name, n) && (a[n] == 0 || a[n] == '=');
}

static long num_arg(const char *opt, const char *v, long lo, long hi, int *bad)
{
	char *e;
	errno = 0;
	long n = strtol(v, &e, 10);
	if (*e || e == v || errno || n < lo || n > hi) {
		fprintf(stderr, "kilnd: %s wants an integer in [%ld, %ld] (got '%s')\n", opt, lo, hi, v);
		*bad = 1;
	}
	return n;
}

static int token_cmd(int argc, char **argv)
{
	if (argc < 2 || (strcmp(argv[1], "add") && strcmp(argv[1], "revoke") && strcmp(argv[1], "list"))) {
		fputs(usage_text, stderr);
		return 2;
	}
	const char *verb = argv[1], *name = NULL, *file = NULL, *db = NULL;
	Token lim = {.max_running = 4, .max_queued = 1000, .gpu_s_per_hour = 3600};
	int bad = 0;
	for (int i = 2; i < argc && !bad; i++) {
		const char *a = argv[i], *v;
		if (opt_is(a, "--tokens") || opt_is(a, "--db") || opt_is(a, "--max-running") ||
		    opt_is(a, "--max-queued") || opt_is(a, "--gpu-seconds-per-hour")) {
			if (!(v = opt_val(argc, argv, &i)))
				return 2;
			if (opt_is(a, "--tokens"))
				file = v;
			else if (opt_is(a, "--db"))
				db = v;
			else if (opt_is(a, "--max-running"))
				lim.max_running = (int)num_arg(a, v, 1, 1 << 20, &bad);
			else if (opt_is(a, "--max-queued"))
				lim.max_queued = (int)num_arg(a, v, 1, 1 << 24, &bad);
			else
				lim.gpu_s_per_hour = (double)num_arg(a, v, 0, 1 << 30, &bad);
		} else if (a[0] != '-' && !name && strcmp(verb, "list")) {
			name = a;
		} else {
			fprintf(stderr, "kilnd token: unexpected argument '%s'\n", a);
			return 2;
		}
	}
	if (bad)
		return 2;
	char fbuf[4200];
	if (!file && db) {
		snprintf(fbuf, sizeof fbuf, "%s.tokens", db);
		file = fbuf;
	}
	if (!file || (!name && strcmp(verb, "list"))) {
		fprintf(stderr, "kilnd token %s: needs %s--tokens FILE or --db PATH\n", verb, strcmp(verb, "list") ? "NAME and " : "");
		return 2;
	}
	char err[600];
	if (!strcmp(verb, "add")) {
		char tok[80];
		if (tokens_add(file, name, &lim, tok, err, sizeof err)) {
			fprintf(stderr, "kilnd token add: %s\n", err);
			return 2;
		}
		printf("%s\n", tok);
		fprintf(stderr, "kilnd: token '%s' added to %s (stored hashed; this is the only time it is shown)\n", name, file);
		return 0;
	}
	if (!strcmp(verb, "revoke")) {
		if (tokens_revoke(file, name, err, sizeof err)) {
			fprintf(stderr, "kilnd token revoke: %s\n", err);
			return 2;
		}
		return 0;
	}
	Token *v;
	int n;
	if (tokens_load(file, &v, &n, err, sizeof err)) {
		fprintf(stderr, "kilnd token list: %s\n", err);
		return 2;
	}
	for (int i = 0; i < n; i++)
		printf("%-20s max_running=%d max_queued=%d gpu_seconds_per_hour=%g\n", v[i].name, v[i].max_running,
		       v[i].max_queued, v[i].gpu_s_per_hour);
	free(v);
	return 0;
}

static char *dir_of_exe(void)
{
	static char p[4096];
	ssize_t n = readlink("/proc/self/exe", p, sizeof p - 1);
	if (n <= 0)
		return NULL;
	p[n] = 0;
	char *sl = strrchr(p, '/');
	if (sl)
		*sl = 0;
	return p;
}

int main(int argc, char **argv)
{
	if (argc >= 2 && !strcmp(argv[1], "token"))
		return token_cmd(argc - 1, argv + 1);
	if (argc >= 2 && !strcmp(argv[1], "exec-job"))
		return slurm_exec_main(argc - 1, argv + 1);
	const char *listen = NULL, *gpus = "all", *backend = "local", *sandbox = "auto";
	const char *tokens = NULL, *art = NULL, *kiln = NULL;
	int bad = 0;
	Server *s = &srv;
	s->cpu_workers = (int)sysconf(_SC_NPROCESSORS_ONLN);
	s->default_timeout_s = 300;
	s->max_blob = (size_t)64 << 20;
	s->mem_limit_mb = 16384;
	s->sl.max_jobs = 64;
	s->sl.cpus = 1;
	s->sl.poll_s = 0.5;
	static const char *slurm_args[64];
	s->sl.args = slurm_args;
#if defined(__SANITIZE_ADDRESS__)
	s->mem_limit_mb = 0;       /* ASan reserves terabytes of shadow address space: an AS limit kills it */
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
	s->mem_limit_mb = 0;
#endif
#endif
	for (int i = 1; i < argc && !bad; i++) {
		const char *a = argv[i], *v;
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			fputs(usage_text, stdout);
			return 0;
		}
		static const char *const withval[] = {"--listen", "--db", "--gpus", "--cpu-workers", "--tokens", "--backend",
			"--artifacts", "--kiln", "--sandbox", "--job-timeout", "--max-blob", "--mem-limit",
			"--slurm-partition", "--slurm-arg", "--slurm-max-jobs", "--slurm-cpus", "--slurm-poll", NULL};
		int k = -1;
		for (int j = 0; withval[j]; j++)
			if (opt_is(a, withval[j]))
				k = j;
		if (k < 0) {
			fprintf(stderr, "kilnd: unknown option '%s'\n%s", a, usage_text);
			return 2;
		}
		if (!(v = opt_val(argc, argv, &i)))
			return 2;
		switch (k) {
		case 0: listen = v; break;
		case 1: s->db_path = v; break;
		case 2: gpus = v; break;
		case 3: s->cpu_workers = (int)num_arg(a, v, 1, 1024, &bad); break;
		case 4: tokens = v; break;
		case 5: backend = v; break;
		case 6: art = v; break;
		case 7: kiln = v; break;
		case 8: sandbox = v; break;
		case 9: s->default_timeout_s = (double)num_arg(a, v, 1, (long)SRV_MAX_TIMEOUT_S, &bad); break;
		case 10: s->max_blob = (size_t)num_arg(a, v, 1, 1L << 34, &bad); break;
		case 11: s->mem_limit_mb = num_arg(a, v, 0, 1L << 24, &bad); break;
		case 12: s->sl.partition = v; break;
		case 13:
			if (s->sl.nargs == 64 || v[0] != '-') {
				fprintf(stderr, "kilnd: --slurm-arg wants an sbatch option (starting with '-'), at most 64 of them (got '%s')\n", v);
				bad = 1;
			} else {
				slurm_args[s->sl.nargs++] = v;
			}
			break;
		case 14: s->sl.max_jobs = (int)num_arg(a, v, 1, 100000, &bad); break;
		case 15: s->sl.cpus = (int)num_arg(a, v, 1, 1024, &bad); break;
		case 16: {
			char *e;
			s->sl.poll_s = strtod(v, &e);
			if (*e || e == v || !(s->sl.poll_s >= 0.05 && s->sl.poll_s <= 60)) {
				fprintf(stderr, "kilnd: --slurm-poll wants seconds in [0.05, 60] (got '%s')\n", v);
				bad = 1;
			}
			break;
		}
		}
	}
	if (bad)
		return 2;
	if (!listen || !s->db_path) {
		fprintf(stderr, "kilnd: --listen HOST:PORT and --db PATH are required\n%s", usage_text);
		return 2;
	}
	char host[64];
	int port;
	const char *colon = strrchr(listen, ':');
	char *pe;
	if (!colon || colon == listen || (size_t)(colon - listen) >= sizeof host ||
	    (port = (int)strtol(colon + 1, &pe, 10), *pe || pe == colon + 1 || port < 0 || port > 65535)) {
		fprintf(stderr, "kilnd: --listen wants HOST:PORT, e.g. 127.0.0.1:8470 (got '%s')\n", listen);
		return 2;
	}
	snprintf(host, sizeof host, "%.*s", (int)(colon - listen), listen);
	s->slurm = !strcmp(backend, "slurm");
	if (!s->slurm && strcmp(backend, "local")) {
		fprintf(stderr, "kilnd: --backend must be local or slurm\n");
		return 2;
	}
	static char kbuf[4200], tbuf[4200], abuf[4200];
	if (!kiln) {
		char *d = dir_of_exe();
		snprintf(kbuf, sizeof kbuf, "%s/kiln", d ? d : ".");
		kiln = kbuf;
	}
	if (!realpath(kiln, kbuf) || access(kbuf, X_OK)) {
		fprintf(stderr, "kilnd: the kiln binary '%s' is not executable (--kiln PATH)\n", kiln);
		return 2;
	}
	s->kiln = kbuf;
	if (!tokens) {
		snprintf(tbuf, sizeof tbuf, "%s.tokens", s->db_path);
		tokens = tbuf;
	}
	s->token_file = tokens;
	if (!art) {
		snprintf(abuf, sizeof abuf, "%s.d", s->db_path);
		art = abuf;
	}
	if (strlen(art) >= 1000) {
		fprintf(stderr, "kilnd: --artifacts path longer than 1000 bytes\n");
		return 2;
	}
	snprintf(s->blob_dir, sizeof s->blob_dir, "%s/blobs", art);
	snprintf(s->jobs_dir, sizeof s->jobs_dir, "%s/jobs", art);
	if (mkdir_p(s->blob_dir) || mkdir_p(s->jobs_dir)) {
		fprintf(stderr, "kilnd: cannot create %s: %s\n", art, strerror(errno));
		return 2;
	}
	static char artreal[4200];
	s->art_dir = realpath(art, artreal) ? artreal : art;
	if (!strcmp(sandbox, "none"))
		s->sandbox = 0;
	else if (!strcmp(sandbox, "bwrap") || !strcmp(sandbox, "auto")) {
		s->sandbox = bwrap_works(s);
		if (!s->sandbox && !strcmp(sandbox, "bwrap")) {
			fprintf(stderr, "kilnd: --sandbox bwrap: bubblewrap is missing or cannot create namespaces here\n");
			return 2;
		}
		if (!s->sandbox)
			fprintf(stderr, "kilnd: warning: bubblewrap unavailable: jobs run unsandboxed (rlimits and a private directory only)\n");
	} else {
		fprintf(stderr, "kilnd: --sandbox must be auto, bwrap or none\n");
		return 2;
	}
	if (probe_kiln(s))
		fprintf(stderr, "kilnd: warning: '%s --help' failed: no job kind is available\n", s->kiln);
	if (s->slurm) {
		/* GPUs are Slurm's: its nodes' gpu GRES, not this host's; none: serve no GPU kinds */
		if (strcmp(gpus, "all") && strcmp(gpus, "none")) {
			fprintf(stderr, "kilnd: --gpus with --backend slurm is all or none (Slurm picks the GPUs)\n");
			return 2;
		}
		s->sl.no_gpus = !strcmp(gpus, "none");
		static char self[4200];
		ssize_t k = readlink("/proc/self/exe", self, sizeof self - 1);
		if (k <= 0) {
			fprintf(stderr, "kilnd: cannot find its own binary (/proc/self/exe)\n");
			return 2;
		}
		self[k] = 0;
		s->sl.kilnd = self;
	} else if (select_gpus(s, gpus)) {
		return 2;
	}
	char err[600];
	int nt = tokens_serve(tokens, err, sizeof err);
	if (nt < 0) {
		fprintf(stderr, "kilnd: %s\n", err);
		return 2;
	}
	if (!nt)
		fprintf(stderr, "kilnd: warning: no tokens in %s: every request but /v1/health gets 401 (kilnd token add NAME --tokens %s)\n", tokens, tokens);
	pthread_mutex_init(&s->mu, NULL);
	pthread_cond_init(&s->work, NULL);
	pthread_cond_init(&s->finished, NULL);
	if (db_open(s, err, sizeof err)) {
		fprintf(stderr, "kilnd: %s\n", err);
		return 2;
	}
	if (!s->slurm) {
		int ns = db_count_slurm_inflight(s);
		if (ns) {
			fprintf(stderr, "kilnd: %d job(s) of this database are in flight in Slurm: start it with --backend slurm "
			        "(it follows them to their end), or cancel them with scancel first\n", ns);
			return 2;
		}
		int nrec = db_recover(s);
		if (nrec)
			fprintf(stderr, "kilnd: %d interrupted job(s) queued again\n", nrec);
		int nk = sched_sweep_stale(s);
		if (nk)
			fprintf(stderr, "kilnd: killed %d sandbox process(es) an earlier kilnd's jobs left in %s\n", nk, s->jobs_dir);
	}
	s->started = now_s();
	/* signals go to the main thread's sigwait; the threads started below inherit the mask */
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &set, NULL);
	signal(SIGPIPE, SIG_IGN);
	if (s->slurm ? slurm_start(s, err, sizeof err) : sched_start(s)) {
		fprintf(stderr, "kilnd: %s\n", s->slurm ? err : "cannot start workers");
		return s->slurm ? 2 : 3;
	}
	void *d = http_start(s, host, port, err, sizeof err);
	if (!d) {
		fprintf(stderr, "kilnd: %s\n", err);
		s->slurm ? slurm_stop(s) : sched_stop(s);
		return 2;
	}
	if (s->slurm)
		fprintf(stderr, "kilnd: listening on http://%s:%d (db %s, backend slurm: up to %d jobs per class, GPU GRES %s, "
		        "sandbox %s)\n", host, http_port(d), s->db_path, s->sl.max_jobs, s->sl.gpus ? "yes" : "none",
		        s->sandbox ? "bwrap" : "none");
	else
		fprintf(stderr, "kilnd: listening on http://%s:%d (db %s, %d CPU workers, %d GPU(s), sandbox %s)\n", host,
		        http_port(d), s->db_path, s->cpu_workers, s->ngpus, s->sandbox ? "bwrap" : "none");
	for (int i = 0; i < s->ngpus; i++)
		fprintf(stderr, "kilnd: GPU %d: %s\n", s->gpus[i].index, s->gpus[i].name);
	int sig = 0;
	while (sigwait(&set, &sig) == 0 && sig == SIGHUP)
		;
	fprintf(stderr, "kilnd: signal %d: stopping (running jobs run again at the next start)\n", sig);
	http_stop(d);
	s->slurm ? slurm_stop(s) : sched_stop(s);
	return 0;
}
