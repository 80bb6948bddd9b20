/* Runs a child process with a wall-clock timeout and bounded output
 * capture (stdin from /dev/null or a given text).  Used where Kiln runs one
 * of its own commands in a fresh process: the check stage of `kiln task
 * eval` and the tools of `kiln mcp`, so a crashing or hanging tool never
 * takes the caller down. */
#ifndef KILN_SPAWN_H
#define KILN_SPAWN_H
#include "util/buf.h"

typedef struct {
	int exited;           /* 1: exit status in code; 0: killed by signal sig */
	int code, sig;
	int timed_out;        /* killed at the timeout */
	int truncated;        /* output past max_bytes was dropped */
	double ms;
} SpawnResult;

/* argv[0] is a path (no PATH search).  env_extra: "NAME=VALUE" entries added
 * to the environment (NULL-terminated, may be NULL).  Returns 0 when the
 * child ran (see r), -1 when it could not start (err). */
int spawn_run(const char *const *argv, const char *const *env_extra, const char *stdin_text, double timeout_s,
              size_t max_bytes, Buf *out, Buf *errout, SpawnResult *r, Buf *err);

/* A child that answers one line per request line (the torch baseline of
 * `kiln task eval`, bench/baselines/taskbase.py): stdin and stdout are
 * pipes, stderr is drained while waiting (its last 8 KB are kept for the
 * error message), the child runs in its own process group. */
typedef struct {
	int pid;
	int in, out, err;      /* our ends, -1 closed */
	Buf pending;           /* stdout bytes after the last line returned */
	Buf errtail;           /* the end of its stderr */
} Coproc;

/* argv[0] is looked up in PATH.  0 started, -1 not (err). */
int coproc_start(Coproc *c, const char *const *argv, Buf *err);
/* Writes req and a newline (unless req is NULL), then reads one line into
 * line (no newline).  0: a line; -1: the child closed stdout or exited;
 * -2: no line within timeout_s. */
int coproc_ask(Coproc *c, const char *req, double timeout_s, Buf *line);
/* Closes its stdin, waits up to grace_s for it to exit, then kills its
 * process group; frees pending and errtail.  Safe on a Coproc that never
 * started (pid 0). */
void coproc_stop(Coproc *c, double grace_s);

/* The running executable's path (/proc/self/exe), for re-running kiln. */
void spawn_self_exe(Buf *out);

#endif
