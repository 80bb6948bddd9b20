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

/* The running executable's path (/proc/self/exe), for re-running kiln. */
void spawn_self_exe(Buf *out);

#endif
