/* Running the external tools of kiln profile / kiln sanitize (ncu,
 * compute-sanitizer, python3 for the plot) as child processes with their
 * output in files and a wall-clock limit (a deadlocked kernel under a tool
 * that does not end is killed with its whole process group). */
#include "prof/prof.h"
#include "util/arena.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int prof_spawn(const char *const *argv, const char *out_path, const char *err_path, double timeout_s)
{
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		setpgid(0, 0);
		int fo = open(out_path ? out_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
		int fe = err_path ? open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644) : fo;
		int fi = open("/dev/null", O_RDONLY);
		if (fo < 0 || fe < 0 || fi < 0)
			_exit(126);
		dup2(fi, 0);
		dup2(fo, 1);
		dup2(fe, 2);
		execvp(argv[0], (char *const *)argv);
		_exit(127);
	}
	setpgid(pid, pid);
	double deadline = timeout_s > 0 ? now_s() + timeout_s : 0;
	int st = 0;
	for (;;) {
		pid_t p = waitpid(pid, &st, WNOHANG);
		if (p == pid)
			break;
		if (p < 0 && errno != EINTR)
			return -1;
		if (deadline && now_s() > deadline) {
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
			waitpid(pid, &st, 0);
			return -2;
		}
		struct timespec ts = {0, 20 * 1000 * 1000};
		nanosleep(&ts, NULL);
	}
	if (WIFEXITED(st))
		return WEXITSTATUS(st) == 127 ? -1 : WEXITSTATUS(st);
	return 128 + WTERMSIG(st);
}

static int executable(const char *p)
{
	struct stat s;
	return p && *p && !stat(p, &s) && S_ISREG(s.st_mode) && !access(p, X_OK);
}

int prof_find_tool(const char *env_var, const char *name, const char *const *fallbacks, char *out, size_t n)
{
	const char *e = env_var ? getenv(env_var) : NULL;
	if (e && *e) {
		if (!executable(e))
			return -1;
		snprintf(out, n, "%s", e);
		return 0;
	}
	const char *path = getenv("PATH");
	if (path) {
		const char *p = path;
		while (*p) {
			size_t len = strcspn(p, ":");
			char cand[4096];
			snprintf(cand, sizeof cand, "%.*s/%s", (int)len, p, name);
			if (len && executable(cand)) {
				snprintf(out, n, "%s", cand);
				return 0;
			}
			p += len;
			if (*p == ':')
				p++;
		}
	}
	for (int i = 0; fallbacks && fallbacks[i]; i++)
		if (executable(fallbacks[i])) {
			snprintf(out, n, "%s", fallbacks[i]);
			return 0;
		}
	return -1;
}

int prof_self_exe(char *out, size_t n)
{
	ssize_t k = readlink("/proc/self/exe", out, n - 1);
	if (k <= 0)
		return -1;
	out[k] = 0;
	return 0;
}

