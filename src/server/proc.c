/* src/server/proc.c — the processes of this machine, from /proc (proc.h). */
#include "server/proc.h"
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int proc_each(int (*visit)(pid_t pid, void *ctx), void *ctx)
{
	DIR *d = opendir("/proc");
	if (!d)
		return 0;
	pid_t me = getpid();
	int sum = 0;
	struct dirent *de;
	while ((de = readdir(d))) {
		char *end;
		long pid = strtol(de->d_name, &end, 10);
		if (*end || pid <= 0 || (pid_t)pid == me)
			continue;
		sum += visit((pid_t)pid, ctx);
	}
	closedir(d);
	return sum;
}

ssize_t proc_read(pid_t pid, const char *name, char *buf, size_t cap)
{
	char p[64];
	snprintf(p, sizeof p, "/proc/%ld/%s", (long)pid, name);
	int fd = open(p, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	size_t n = 0;
	ssize_t r;
	while (n < cap && (r = read(fd, buf + n, cap - n)) > 0)
		n += (size_t)r;
	close(fd);
	if (n < cap)
		buf[n] = 0;
	return (ssize_t)n;
}

pid_t proc_ppid(pid_t pid)
{
	char st[512];
	if (proc_read(pid, "stat", st, sizeof st - 1) <= 0)
		return -1;
	/* "pid (comm) state ppid ...": comm may hold spaces and ')' */
	char *rp = strrchr(st, ')');
	char state;
	long ppid;
	if (!rp || sscanf(rp + 1, " %c %ld", &state, &ppid) != 2)
		return -1;
	return (pid_t)ppid;
}
