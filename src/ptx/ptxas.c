/* ptxas integration: assemble PTX with `ptxas -arch=<target> -v` in a
 * private temp directory (posix_spawn, output captured through a pipe,
 * killed after a timeout) and parse what it reports per kernel: registers,
 * barriers, shared/constant memory, stack frame, spills, warnings, errors. */
#include "ptx/ptx_int.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

const char *ptxas_status_name(PtxasStatus s)
{
	static const char *const n[] = {
		[PTXAS_OK] = "ok", [PTXAS_REJECTED] = "rejected", [PTXAS_NOT_FOUND] = "not-found",
		[PTXAS_TIMEOUT] = "timeout", [PTXAS_FAILED] = "failed",
	};
	_Static_assert(sizeof n / sizeof n[0] == PTXAS_FAILED + 1, "a PtxasStatus without a name");
	return (unsigned)s < sizeof n / sizeof n[0] ? n[s] : "?";
}

void ptxas_result_free(PtxasResult *r)
{
	if (!r)
		return;
	kl_free(r->log);
	for (int i = 0; i < r->nkernels; i++)
		kl_free(r->kernels[i].name);
	kl_free(r->kernels);
	for (int i = 0; i < r->nmsgs; i++) {
		kl_free(r->msgs[i].code);
		kl_free(r->msgs[i].text);
	}
	kl_free(r->msgs);
	memset(r, 0, sizeof *r);
}

/* ---- parsing ---- */

static PtxasKernel *kernel_named(PtxasResult *r, const char *name, size_t n)
{
	for (int i = 0; i < r->nkernels; i++)
		if (strlen(r->kernels[i].name) == n && !strncmp(r->kernels[i].name, name, n))
			return &r->kernels[i];
	PtxasKernel *p = kl_realloc(r->kernels, (size_t)(r->nkernels + 1) * sizeof *p);
	if (!p)
		die("out of memory");
	r->kernels = p;
	PtxasKernel *k = &p[r->nkernels++];
	memset(k, 0, sizeof *k);
	k->name = kl_strndup(name, n);
	return k;
}

static void add_msg(PtxasResult *r, PtxasMsgLevel lv, int line, const char *text, size_t n, int kernel)
{
	while (n && (text[n - 1] == ' ' || text[n - 1] == '\r'))
		n--;
	while (n && *text == ' ')
		text++, n--;
	PtxasMsg *p = kl_realloc(r->msgs, (size_t)(r->nmsgs + 1) * sizeof *p);
	if (!p)
		die("out of memory");
	r->msgs = p;
	PtxasMsg *m = &p[r->nmsgs++];
	m->level = lv;
	m->ptx_line = line;
	m->kernel = kernel;
	m->code = NULL;
	/* "(C7508) Potential Performance Loss: ..." */
	if (n > 3 && text[0] == '(') {
		const char *c = memchr(text, ')', n);
		if (c && c - text <= 12) {
			m->code = kl_strndup(text + 1, (size_t)(c - text - 1));
			n -= (size_t)(c + 1 - text);
			text = c + 1;
			while (n && *text == ' ')
				text++, n--;
		}
	}
	m->text = kl_strndup(text, n);
}

/* "N bytes stack frame, N bytes spill stores, N bytes spill loads" and
 * "Used N registers, used N barriers, N bytes smem, N bytes cmem[0]" */
static void parse_items(PtxasKernel *k, const char *s, const char *end)
{
	while (s < end) {
		while (s < end && (*s == ' ' || *s == ','))
			s++;
		const char *e = s;
		while (e < end && *e != ',')
			e++;
		const char *p = s;
		if (!strncmp(p, "Used ", 5) || !strncmp(p, "used ", 5))
			p += 5;
		char *num_end;
		long long v = strtoll(p, &num_end, 10);
		if (num_end != p) {
			const char *w = num_end;
			while (w < e && *w == ' ')
				w++;
			size_t wl = (size_t)(e - w);
#define IS(lit) (wl >= sizeof lit - 1 && !strncmp(w, lit, sizeof lit - 1))
			if (IS("registers"))
				k->registers = (int)v;
			else if (IS("barriers"))
				k->barriers = (int)v;
			else if (IS("bytes smem"))
				k->smem = v;
			else if (IS("bytes cmem[0]"))
				k->cmem0 = v;
			else if (IS("bytes stack frame"))
				k->stack = v;
			else if (IS("bytes spill stores"))
				k->spill_stores = v;
			else if (IS("bytes spill loads"))
				k->spill_loads = v;
			else if (IS("bytes lmem"))
				k->lmem = v;
#undef IS
		}
		s = e;
	}
}

/* one quoted name after `key`: "Compiling entry function 'k' for 'sm_90a'" */
static int quoted(const char *s, const char *end, const char **name, size_t *n)
{
	const char *q = memchr(s, '\'', (size_t)(end - s));
	if (!q)
		return 0;
	const char *q2 = memchr(q + 1, '\'', (size_t)(end - q - 1));
	if (!q2)
		return 0;
	*name = q + 1;
	*n = (size_t)(q2 - q - 1);
	return 1;
}

void ptxas_parse(const char *log, PtxasResult *r)
{
	int cur = -1;          /* kernel being compiled */
	int props = -1;        /* kernel whose "Function properties" line came last */
	const char *s = log ? log : "";
	while (*s) {
		const char *end = strchr(s, '\n');
		if (!end)
			end = s + strlen(s);
		const char *next = *end ? end + 1 : end;
		const char *colon;
		if (!strncmp(s, "ptxas", 5) && (colon = memchr(s, ':', (size_t)(end - s)))) {
			/* "ptxas info    : ..."  "ptxas FILE, line 31; error   : ..." */
			const char *head = s + 5;
			int line = 0;
			const char *ln = strstr(head, ", line ");
			if (ln && ln < colon)
				line = atoi(ln + 7);
			const char *lv = colon;
			while (lv > head && lv[-1] == ' ')
				lv--;
			const char *lw = lv;
			while (lw > head && lw[-1] != ' ' && lw[-1] != ';')
				lw--;
			size_t lwn = (size_t)(lv - lw);
			const char *text = colon + 1;
			while (text < end && *text == ' ')
				text++;
			if (lwn == 4 && !strncmp(lw, "info", 4)) {
				const char *nm;
				size_t nn;
				if (text[0] == '(' && text[1] == 'C') {
					/* coded diagnostics arrive as info: "(C7508) Potential Performance Loss: ..."; the
					 * wgmma repairs (C7517-C7520: "warpgroup.wait is injected in around line 104")
					 * name the PTX line in the text */
					const char *al = strstr(text, "around line ");
					if (!line && al && al < end)
						line = atoi(al + 12);
					add_msg(r, PTXAS_MSG_WARNING, line, text, (size_t)(end - text), cur);
				} else if (!strncmp(text, "Compiling entry function", 24) && quoted(text, end, &nm, &nn)) {
					cur = (int)(kernel_named(r, nm, nn) - r->kernels);
					props = -1;
				} else if (!strncmp(text, "Function properties for ", 24)) {
					nm = text + 24;
					nn = (size_t)(end - nm);
					while (nn && (nm[nn - 1] == ' ' || nm[nn - 1] == '\r'))
						nn--;
					props = (int)(kernel_named(r, nm, nn) - r->kernels);
				} else if (!strncmp(text, "Used ", 5) && cur >= 0) {
					parse_items(&r->kernels[cur], text, end);
				} else if (!strncmp(text, "Compile time = ", 15) && cur >= 0) {
					r->kernels[cur].compile_ms = strtod(text + 15, NULL);
				}
			} else if (lwn == 7 && !strncmp(lw, "warning", 7)) {
				add_msg(r, PTXAS_MSG_WARNING, line, text, (size_t)(end - text), cur);
			} else if ((lwn == 5 && !strncmp(lw, "error", 5)) || (lwn == 5 && !strncmp(lw, "fatal", 5))) {
				add_msg(r, PTXAS_MSG_ERROR, line, text, (size_t)(end - text), cur);
			}
		} else if (props >= 0 && strstr(s, "bytes stack frame") && strstr(s, "bytes stack frame") < end) {
			parse_items(&r->kernels[props], s, end);
			props = -1;
		}
		s = next;
	}
}

/* ---- running ---- */

static void rm_tree(const char *dir, const char *const *names, int n)
{
	char p[1200];
	for (int i = 0; i < n; i++) {
		snprintf(p, sizeof p, "%s/%s", dir, names[i]);
		unlink(p);
	}
	rmdir(dir);
}

static int write_all(const char *path, const char *s, size_t n)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	while (n) {
		ssize_t w = write(fd, s, n);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			close(fd);
			return -1;
		}
		s += w;
		n -= (size_t)w;
	}
	return close(fd);
}

PtxasStatus ptxas_run(const char *ptx, size_t len, const PtxasOptions *o, PtxasResult *r)
{
	memset(r, 0, sizeof *r);
	r->exit_code = -1;
	double t0 = now_ms();
	Buf log = {0};
	const char *tmp = getenv("TMPDIR");
	char dir[1100], in[1200], out[1200];
	if (!tmp || !*tmp || strlen(tmp) > 1000)
		tmp = "/tmp";
	snprintf(dir, sizeof dir, "%s/kiln-ptxas-XXXXXX", tmp);
	static const char *const files[] = {"kernel.ptx", "kernel.cubin"};
	if (!mkdtemp(dir)) {
		buf_printf(&log, "kiln: cannot create a temp directory: %s\n", strerror(errno));
		r->status = PTXAS_FAILED;
		goto done;
	}
	snprintf(in, sizeof in, "%s/%s", dir, files[0]);
	snprintf(out, sizeof out, "%s/%s", dir, files[1]);
	if (write_all(in, ptx, len)) {
		buf_printf(&log, "kiln: cannot write %s: %s\n", in, strerror(errno));
		r->status = PTXAS_FAILED;
		rm_tree(dir, files, 2);
		goto done;
	}
	const char *prog = o && o->ptxas ? o->ptxas : getenv("KILN_PTXAS");
	if (!prog || !*prog)
		prog = "ptxas";
	char arch[64];
	snprintf(arch, sizeof arch, "-arch=%s", o && o->target ? o->target : "sm_90a");
	int nextra = o ? o->nextra : 0;
	const char **argv = kl_calloc((size_t)nextra + 8, sizeof *argv);
	if (!argv)
		die("out of memory");
	int ac = 0;
	argv[ac++] = prog;
	argv[ac++] = arch;
	argv[ac++] = "-v";
	for (int i = 0; i < nextra; i++)
		argv[ac++] = o->extra_args[i];
	argv[ac++] = "-o";
	argv[ac++] = out;
	argv[ac++] = in;
	argv[ac] = NULL;

	int pfd[2];
	if (pipe2(pfd, O_CLOEXEC)) {
		buf_printf(&log, "kiln: pipe: %s\n", strerror(errno));
		r->status = PTXAS_FAILED;
		kl_free(argv);
		rm_tree(dir, files, 2);
		goto done;
	}
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, pfd[1], 1);
	posix_spawn_file_actions_adddup2(&fa, pfd[1], 2);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	pid_t pid;
	int rc = posix_spawnp(&pid, prog, &fa, NULL, (char *const *)argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	kl_free(argv);
	close(pfd[1]);
	if (rc) {
		close(pfd[0]);
		buf_printf(&log, "kiln: cannot run %s: %s\n", prog, strerror(rc));
		r->status = PTXAS_NOT_FOUND;
		rm_tree(dir, files, 2);
		goto done;
	}
	int timeout = o && o->timeout_ms > 0 ? o->timeout_ms : 60000;
	double deadline = now_ms() + timeout;
	int timed_out = 0;
	char chunk[4096];
	for (;;) {
		int left = (int)(deadline - now_ms());
		if (left <= 0) {
			timed_out = 1;
			break;
		}
		struct pollfd p = {pfd[0], POLLIN, 0};
		int pr = poll(&p, 1, left);
		if (pr < 0 && errno == EINTR)
			continue;
		if (pr <= 0) {
			timed_out = pr == 0;
			break;
		}
		ssize_t n = read(pfd[0], chunk, sizeof chunk);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		if (log.len < (16u << 20))   /* bounded: a runaway log is cut */
			buf_putn(&log, chunk, (size_t)n);
	}
	close(pfd[0]);
	if (timed_out)
		kill(pid, SIGKILL);
	int st = 0;
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	rm_tree(dir, files, 2);
	if (timed_out) {
		buf_printf(&log, "kiln: ptxas killed after %d ms\n", timeout);
		r->status = PTXAS_TIMEOUT;
	} else if (WIFEXITED(st)) {
		r->exit_code = WEXITSTATUS(st);
		/* posix_spawnp of a missing program may report as exit 127 */
		r->status = r->exit_code == 0 ? PTXAS_OK : r->exit_code == 127 && !log.len ? PTXAS_NOT_FOUND : PTXAS_REJECTED;
	} else {
		buf_printf(&log, "kiln: ptxas died with signal %d\n", WIFSIGNALED(st) ? WTERMSIG(st) : 0);
		r->status = PTXAS_FAILED;
	}
done:
	r->wall_ms = now_ms() - t0;
	r->log = buf_take(&log);
	if (!r->log) {
		r->log = kl_malloc(1);
		if (!r->log)
			die("out of memory");
		r->log[0] = 0;
	}
	ptxas_parse(r->log, r);
	if (r->status == PTXAS_REJECTED) {
		int errs = 0;
		for (int i = 0; i < r->nmsgs; i++)
			errs += r->msgs[i].level == PTXAS_MSG_ERROR;
		if (!errs)
			add_msg(r, PTXAS_MSG_ERROR, 0, "ptxas failed without an error message", 38, -1);
	}
	return r->status;
}
