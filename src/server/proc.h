/* src/server/proc.h — the processes of this machine, from /proc: the one
 * walk that the scheduler's sandbox sweeps (by command line) and exec-job's
 * sweep of its children (by parent) share. */
#ifndef KILN_SERVER_PROC_H
#define KILN_SERVER_PROC_H

#include <sys/types.h>

/* visit(pid, ctx) for every process but this one, in /proc's order; a
 * process that exits meanwhile is simply not visited or fails its reads.
 * Returns the sum of visit's returns. */
int proc_each(int (*visit)(pid_t pid, void *ctx), void *ctx);

/* /proc/PID/NAME into buf, at most cap bytes (a NUL after them when fewer
 * than cap were read); returns the byte count, or -1 when it cannot be read. */
ssize_t proc_read(pid_t pid, const char *name, char *buf, size_t cap);

/* The parent of pid (/proc/PID/stat), or -1 when it cannot be read. */
pid_t proc_ppid(pid_t pid);

#endif
