/* Child processes with a timeout and bounded capture (see spawn.h). */
#include "task/spawn.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static double now_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

void spawn_self_exe(Buf *out)
{
	char p[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", p, sizeof p - 1);
	if (n <= 0) {
		buf_puts(out, "kiln");
		return;
	}
	p[n] = 0;
	buf_puts(out, p);
}

int spawn_run(const char *const *argv, const char *const *env_extra, const char *stdin_text, double timeout_s,
              size_t max_bytes, Buf *out, Buf *errout, SpawnResult *r, Buf *err)
{
	memset(r, 0, sizeof *r);
	int po[2], pe[2], pi[2];
	if (pipe(po))
		goto fail0;
	if (pipe(pe))
		goto fail1;
	if (pipe(pi))
		goto fail2;
	double t0 = now_ms();
	pid_t pid = fork();
	if (pid < 0)
		goto fail3;
	if (pid == 0) {
		dup2(pi[0], 0);
		dup2(po[1], 1);
		dup2(pe[1], 2);
		close(po[0]); close(po[1]); close(pe[0]); close(pe[1]); close(pi[0]); close(pi[1]);
		setpgid(0, 0);
		for (int i = 0; env_extra && env_extra[i]; i++)
			putenv((char *)env_extra[i]);
		execv(argv[0], (char *const *)argv);
		_exit(127);
	}
	close(po[1]);
	close(pe[1]);
	close(pi[0]);
	/* stdin: written whole (small texts) then closed */
	if (stdin_text) {
		size_t n = strlen(stdin_text), off = 0;
		signal(SIGPIPE, SIG_IGN);
		while (off < n) {
			ssize_t w = write(pi[1], stdin_text + off, n - off);
			if (w <= 0)
				break;
			off += (size_t)w;
		}
	}
	close(pi[1]);
	struct pollfd fds[2] = {{po[0], POLLIN, 0}, {pe[0], POLLIN, 0}};
	int open_fds = 2;
	double deadline = t0 + (timeout_s > 0 ? timeout_s : 60) * 1e3;
	char chunk[65536];
	while (open_fds > 0) {
		double left = deadline - now_ms();
		if (left <= 0) {
			r->timed_out = 1;
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
			break;
		}
		int pr = poll(fds, 2, left > 1000 ? 1000 : (int)left + 1);
		if (pr < 0 && errno != EINTR)
			break;
		for (int i = 0; i < 2; i++) {
			if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
				continue;
			ssize_t n = read(fds[i].fd, chunk, sizeof chunk);
			if (n <= 0) {
				close(fds[i].fd);
				fds[i].fd = -1;
				open_fds--;
				continue;
			}
			Buf *dst = i == 0 ? out : errout;
			if (dst && dst->len + (size_t)n <= max_bytes)
				buf_putn(dst, chunk, (size_t)n);
			else
				r->truncated = 1;
		}
	}
	for (int i = 0; i < 2; i++)
		if (fds[i].fd >= 0)
			close(fds[i].fd);
	int st = 0;
	while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	r->ms = now_ms() - t0;
	if (WIFEXITED(st)) {
		r->exited = 1;
		r->code = WEXITSTATUS(st);
	} else if (WIFSIGNALED(st))
		r->sig = WTERMSIG(st);
	if (r->exited && r->code == 127 && errout && !errout->len)
		buf_printf(errout, "cannot execute %s", argv[0]);
	return 0;
fail3:
	close(pi[0]);
	close(pi[1]);
fail2:
	close(pe[0]);
	close(pe[1]);
fail1:
	close(po[0]);
	close(po[1]);
fail0:
	buf_printf(err, "cannot start %s: %s", argv[0], strerror(errno));
	return -1;
}

/* ---- coprocess ---- */

static void tail_keep(Buf *b, const char *p, size_t n)
{
	const size_t keep = 8192;
	buf_putn(b, p, n);
	if (b->len > 2 * keep) {
		memmove(b->s, b->s + b->len - keep, keep);
		b->len = keep;
		b->s[keep] = 0;
	}
}

int coproc_start(Coproc *c, const char *const *argv, Buf *err)
{
	memset(c, 0, sizeof *c);
	c->in = c->out = c->err = -1;
	int fd[6] = {-1, -1, -1, -1, -1, -1}, *pi = fd, *po = fd + 2, *pe = fd + 4;
	pid_t pid = -1;
	if (pipe(pi) || pipe(po) || pipe(pe) || (pid = fork()) < 0) {
		buf_printf(err, "cannot start %s: %s", argv[0], strerror(errno));
		for (int i = 0; i < 6; i++)
			if (fd[i] >= 0)
				close(fd[i]);
		return -1;
	}
	if (pid == 0) {
		dup2(pi[0], 0);
		dup2(po[1], 1);
		dup2(pe[1], 2);
		close(pi[0]); close(pi[1]); close(po[0]); close(po[1]); close(pe[0]); close(pe[1]);
		setpgid(0, 0);
		execvp(argv[0], (char *const *)argv);
		dprintf(2, "cannot execute %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	close(pi[0]);
	close(po[1]);
	close(pe[1]);
	signal(SIGPIPE, SIG_IGN);
	c->pid = pid;
	c->in = pi[1];
	c->out = po[0];
	c->err = pe[0];
	return 0;
}

int coproc_ask(Coproc *c, const char *req, double timeout_s, Buf *line)
{
	line->len = 0;
	if (line->s)
		line->s[0] = 0;
	if (req && c->in >= 0) {
		size_t n = strlen(req), off = 0;
		while (off < n) {
			ssize_t w = write(c->in, req + off, n - off);
			if (w <= 0)
				return -1;
			off += (size_t)w;
		}
		if (write(c->in, "\n", 1) != 1)
			return -1;
	}
	double deadline = now_ms() + (timeout_s > 0 ? timeout_s : 60) * 1e3;
	char chunk[65536];
	for (;;) {
		char *nl = c->pending.len ? memchr(c->pending.s, '\n', c->pending.len) : NULL;
		if (nl) {
			size_t k = (size_t)(nl - c->pending.s);
			buf_putn(line, c->pending.s, k);
			memmove(c->pending.s, nl + 1, c->pending.len - k - 1);
			c->pending.len -= k + 1;
			c->pending.s[c->pending.len] = 0;
			return 0;
		}
		if (c->out < 0)
			return -1;
		double left = deadline - now_ms();
		if (left <= 0)
			return -2;
		struct pollfd fds[2] = {{c->out, POLLIN, 0}, {c->err, POLLIN, 0}};
		int pr = poll(fds, c->err >= 0 ? 2 : 1, left > 1000 ? 1000 : (int)left + 1);
		if (pr < 0 && errno != EINTR)
			return -1;
		for (int i = 0; i < 2; i++) {
			if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
				continue;
			ssize_t n = read(fds[i].fd, chunk, sizeof chunk);
			if (n <= 0) {
				close(fds[i].fd);
				*(i == 0 ? &c->out : &c->err) = -1;
				continue;
			}
			if (i == 0)
				buf_putn(&c->pending, chunk, (size_t)n);
			else
				tail_keep(&c->errtail, chunk, (size_t)n);
		}
	}
}

void coproc_stop(Coproc *c, double grace_s)
{
	if (c->in >= 0)
		close(c->in);
	c->in = -1;
	if (c->pid > 0) {
		double deadline = now_ms() + grace_s * 1e3;
		int st, done = 0;
		char chunk[4096];
		while (!done) {
			pid_t w = waitpid(c->pid, &st, WNOHANG);
			if (w == c->pid || (w < 0 && errno != EINTR)) {
				done = 1;
				break;
			}
			if (now_ms() >= deadline)
				break;
			/* keep draining so a child blocked on a full pipe can exit */
			struct pollfd fds[2] = {{c->out, POLLIN, 0}, {c->err, POLLIN, 0}};
			if (poll(fds, 2, 50) > 0)
				for (int i = 0; i < 2; i++)
					if (fds[i].fd >= 0 && (fds[i].revents & (POLLIN | POLLHUP | POLLERR))) {
						ssize_t n = read(fds[i].fd, chunk, sizeof chunk);
						if (n <= 0) {
							close(fds[i].fd);
							*(i == 0 ? &c->out : &c->err) = -1;
						} else if (i == 1)
							tail_keep(&c->errtail, chunk, (size_t)n);
					}
		}
		if (!done) {
			kill(-c->pid, SIGKILL);
			kill(c->pid, SIGKILL);
			while (waitpid(c->pid, &st, 0) < 0 && errno == EINTR)
				;
		}
		c->pid = 0;
	}
	if (c->out >= 0)
		close(c->out);
	if (c->err >= 0)
		close(c->err);
	c->out = c->err = -1;
	buf_free(&c->pending);
	buf_free(&c->errtail);
}
