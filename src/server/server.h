/* kilnd, the benchmark server: internal interfaces between its files.
 *   api.c    request validation (pure; the HTTP fuzz target drives it)
 *   store.c  SQLite queue/results, blob files, the token file
 *   sched.c  workers, leases, the sandboxed child per job
 *   slurm.c  the Slurm backend: sbatch/squeue/scancel, and the executor a
 *            Slurm job runs (`kilnd exec-job`)
 *   http.c   libmicrohttpd glue and the /v1 route table
 *   kilnd.c  command line, GPU detection, start-up recovery
 * docs/server.md describes the design; docs/openapi.yaml the API. */
#ifndef KILN_SERVER_H
#define KILN_SERVER_H
#include "util/arena.h"
#include "util/buf.h"
#include "util/json.h"
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define KILND_VERSION "0.1.0"
#define SRV_MAX_JOB_BODY (1u << 20)       /* POST /v1/jobs body */
#define SRV_MAX_FILES 256                 /* input files of one job */
#define SRV_MAX_ARGS 256
#define SRV_MAX_ARG_LEN 4096
#define SRV_MAX_NAME 255                  /* a file name inside a job */
#define SRV_MAX_KEY 128                   /* Idempotency-Key */
#define SRV_MAX_TIMEOUT_S 3600.0
#define SRV_MAX_GPUS 64

/* ---- job kinds ---- */
typedef enum { CLASS_CPU, CLASS_GPU } JobClass;
typedef struct {
	const char *name;     /* the kiln subcommand it runs */
	JobClass cls;
	const char *tool;     /* external tool it needs besides kiln, or NULL */
	const char *verb;     /* a word after the subcommand (kind "task" runs `kiln task eval`), or NULL */
	const char *cmd;      /* the kiln subcommand when it is not the kind's name, or NULL */
} KindInfo;
#define KIND_CMD(k) ((k)->cmd ? (k)->cmd : (k)->name)
const KindInfo *srv_kind(const char *name);        /* NULL if not a job kind */
extern const KindInfo srv_kinds[];
extern const int srv_nkinds;

/* ---- a validated job request (api.c) ---- */
typedef struct {
	char name[SRV_MAX_NAME + 1];
	char sha[65];
} JobFile;

typedef struct {
	const KindInfo *kind;
	char main[SRV_MAX_NAME + 1];   /* the input the command is given (workload or kernel) */
	JobFile *files;
	int nfiles;
	char **args;                   /* options passed to `kiln <kind>` after main */
	int nargs;
	double timeout_s;              /* hard limit; the child is killed after it */
	int text;                      /* run without --json: the result is the human text */
	int gpu;                       /* requested GPU index, -1 any */
	char key[SRV_MAX_KEY + 1];     /* idempotency key, "" none */
} JobSpec;

/* Parses and validates a POST /v1/jobs body; arena-allocated.  On error
 * returns -1 with a message in err. */
int srv_parse_job(Arena *a, const char *body, size_t len, JobSpec *js, char *err, size_t errlen);
/* The request needs its kind's external tool (KindInfo.tool). */
int srv_needs_tool(const JobSpec *js);
/* Serializes a validated spec (what the queue stores and workers read). */
void srv_spec_json(const JobSpec *js, Buf *out);
int srv_valid_sha(const char *s);                 /* 64 lowercase hex digits */
/* A relative file name inside a job directory: components of
 * [A-Za-z0-9._+-], none "." or "..", no leading '/', no empty component. */
int srv_valid_name(const char *s, char *err, size_t errlen);
int srv_valid_key(const char *s);
/* "Bearer TOKEN" -> TOKEN (pointer into h), NULL when malformed */
const char *srv_bearer(const char *h);

/* ---- routes (api.c) ---- */
typedef enum {
	R_NONE, R_HEALTH, R_BLOB_POST, R_BLOB_GET, R_JOBS_POST, R_JOBS_LIST, R_JOB_GET,
	R_JOB_DELETE, R_JOB_LOG, R_JOB_ARTIFACT, R_METHOD   /* path known, method not */
} RouteId;
typedef struct {
	RouteId id;
	char sha[65];
	int64_t job;
	char name[SRV_MAX_NAME + 1];   /* artifact name */
	const char *allow;             /* R_METHOD: the Allow header */
} Route;
/* Matches a method and URL path; returns R_NONE for an unknown path. */
RouteId srv_route(const char *method, const char *path, Route *r);

/* ---- tokens (store.c) ---- */
typedef struct {
	char name[64];
	char hash[65];
	int max_running;         /* jobs leased or running at once */
	int max_queued;          /* jobs not yet finished */
	double gpu_s_per_hour;   /* GPU lease seconds in any 3600 s window */
} Token;
int tokens_add(const char *file, const char *name, const Token *limits, char tok[80], char *err, size_t errlen);
int tokens_revoke(const char *file, const char *name, char *err, size_t errlen);
int tokens_load(const char *file, Token **out, int *n, char *err, size_t errlen);
/* Finds the token whose hash matches; reloads the file when it changed. */
int tokens_auth(const char *token, Token *out);
int tokens_serve(const char *file, char *err, size_t errlen);

/* ---- job state ---- */
typedef enum { JS_QUEUED, JS_LEASED, JS_RUNNING, JS_DONE, JS_FAILED, JS_CANCELLED } JobState;
const char *job_state_name(int s);
int job_state_parse(const char *s);

/* ---- the server ---- */
typedef struct {
	int index;
	char name[128];
	int64_t job;               /* leased to, 0 = free */
	double since;
} Gpu;

typedef struct Server Server;
struct Server {
	const char *db_path, *art_dir, *kiln, *token_file;
	char blob_dir[1100], jobs_dir[1100];   /* the artifacts dir is under 1000 bytes */
	int cpu_workers;
	Gpu gpus[SRV_MAX_GPUS];
	int ngpus;
	int sandbox;               /* 1 bwrap, 0 none */
	int slurm;                 /* --backend slurm */
	struct {
		const char *partition;     /* -p, or NULL */
		const char **args;         /* --slurm-arg: more sbatch options */
		int nargs;
		int max_jobs;              /* per class, in Slurm at once */
		int cpus;                  /* CPUs of a CPU job that names no --threads */
		double poll_s;             /* squeue interval */
		int gpus;                  /* some node has a gpu GRES (and not --gpus none) */
		int no_gpus;               /* --gpus none */
		int reachable;             /* the last squeue worked */
		int inflight[2];           /* per class */
		char error[300];           /* the last squeue/sinfo failure */
		char tag[17];              /* this database's job-name tag */
		const char *kilnd;         /* this binary: the Slurm job runs `kilnd exec-job` */
	} sl;
	int have_kind[16];         /* kiln has that subcommand */
	int tool_missing[16];      /* the external tool is not on PATH */
	double default_timeout_s;
	long mem_limit_mb;         /* RLIMIT_AS of CPU jobs */
	char bwrap[4096];          /* path of bwrap when sandboxed */
	size_t max_blob;
	void *db;                  /* sqlite3 * */
	pthread_mutex_t mu;        /* db and everything below */
	pthread_cond_t work;       /* a job was queued or a lease freed */
	pthread_cond_t finished;   /* a job reached a terminal state */
	int cpu_busy;
	int nworkers;
	int64_t *running;          /* per worker: the job its child runs, 0 none (not in the db: see sched.c) */
	int stopping;
	double started;
};
extern Server srv;

double now_s(void);
/* store.c: the queue */
int db_open(Server *s, char *err, size_t errlen);
int db_recover(Server *s);                      /* requeue interrupted jobs; returns how many */
/* Inserts a job (or finds the one with the same idempotency key).
 * Returns the job id, 0 on error; *existing set when found. */
int64_t db_submit(Server *s, const char *token, const JobSpec *js, int max_queued, int *existing, int *quota,
                  char *err, size_t errlen);
int db_count_open(Server *s, const char *token);
/* Writes a job as JSON (the GET /v1/jobs/ID document); -1 if not found
 * or not the caller's.  Caller holds s->mu. */
int db_job_json(Server *s, int64_t id, const char *token, JsonW *w, int *state);
int db_list_json(Server *s, const char *token, int state, int limit, JsonW *w);
int db_cancel(Server *s, int64_t id, const char *token, int *state);
int db_queue_len(Server *s, JobClass c);
/* blob store */
int blob_path(const Server *s, const char *sha, char *out, size_t len);
int blob_exists(const Server *s, const char *sha);
int blob_put(const Server *s, const char *data, size_t n, char sha[65], int *created, char *err, size_t errlen);

/* the worker side (store.c), caller holds s->mu */
typedef struct {
	int64_t id;
	int attempt;
	int state;                 /* JS_DONE, JS_FAILED or JS_CANCELLED */
	double t_start, t_end, t_release;   /* t_end 0 = the child never ran */
	double t_lease;            /* 0 = keep the one db_lease set (Slurm: when the allocation began) */
	double run_ms;             /* -1 = none */
	int exit_code;             /* -1 = none */
	const char *error;         /* NULL = none */
	const char *doc;           /* the result document (JSON text), NULL = none */
	const char *artifacts;     /* JSON array */
} JobEnd;
/* 1 leased (id, attempt, malloc'd spec set), 0 nothing to do, -1 error */
int db_lease(Server *s, JobClass c, int gpu, int64_t *id, int *attempt, char **spec);
/* leased jobs whose child has started are reported "running" */
int srv_is_running(const Server *s, int64_t id);
int db_cancel_requested(Server *s, int64_t id);
/* state and artifact list (malloc'd JSON text or NULL) of a caller's job; -1 if none */
int db_job_brief(Server *s, int64_t id, const char *token, int *state, char **artifacts);
int db_finish(Server *s, const JobEnd *e);

/* the Slurm side of the queue (store.c), caller holds s->mu */
typedef struct {
	int64_t id;
	int attempt;
	JobClass cls;
	long long slurm_job;       /* 0 = not recorded */
	double t_lease;
	int cancel;
} InFlight;
/* The jobs left leased or running; *out malloc'd. */
int db_inflight(Server *s, InFlight **out, int *n);
int db_tag(Server *s, char tag[17]);
int db_slurm_submitted(Server *s, int64_t id, int attempt, long long slurm_job);
/* Records Slurm's view of a job; running (first seen running) moves t_lease there. */
int db_slurm_state(Server *s, int64_t id, int attempt, const char *state, const char *node, double running);
/* An attempt lost without a result (node failure, a submission lost in a
 * restart): queued again, or failed after MAX_ATTEMPTS.  Returns the new state. */
int db_requeue(Server *s, int64_t id, int attempt, const char *why);
int db_count_slurm_inflight(Server *s);

/* sched.c */
int sched_start(Server *s);
void sched_stop(Server *s);
/* job directory path */
void job_dir(const Server *s, int64_t id, char *out, size_t len);

/* One job's command line and environment, built before fork. */
typedef struct {
	const char *exe;
	char *argv[SRV_MAX_ARGS + 96];
	int argc;
	char store[64][4300];
	int ns;
	char *envp[256];
	int nenv;
	char estore[4][1400];
} JobCmd;
/* How a child ended. */
typedef struct {
	int status;                /* waitpid status */
	int timed_out, cancelled;
	double t_start, t_end, timeout_s;
} ChildEnd;
int job_has_arg(const JobSpec *js, const char *opt);
/* gpu_index -1: CUDA_VISIBLE_DEVICES is not set (Slurm sets it);
 * threads: `sim --threads` unless the request gives it (0: not added). */
void job_command(const Server *s, const JobSpec *js, const char *work, JobClass cls, int gpu_index, int threads,
                 double timeout, JobCmd *c);
int job_prepare(const Server *s, const JobSpec *js, const char *dir, const char *work, char *err, size_t errlen);
/* At the start of a local kilnd: kills the sandboxes of this jobs directory
 * that an earlier kilnd's jobs left (bwrap killed during its setup by a
 * kill -9 of kilnd: no job runs yet); returns how many. */
int sched_sweep_stale(const Server *s);
int child_run(const JobCmd *c, const char *dir, const char *work, JobClass cls, long mem_limit_mb, double timeout,
              int (*stop)(void *), void *ctx, ChildEnd *ce, char *err, size_t errlen);
void job_outcome(const JobSpec *js, const ChildEnd *ce, const char *dir, const char *work, const char *exe, JobEnd *e,
                 char **out, char **log, Buf *arts, char *errbuf, size_t errlen);

/* slurm.c */
int slurm_start(Server *s, char *err, size_t errlen);
void slurm_stop(Server *s);
int slurm_is_running(const Server *s, int64_t id);     /* caller holds s->mu */
int slurm_exec_main(int argc, char **argv);            /* `kilnd exec-job DIR ATTEMPT` */

/* http.c */
void *http_start(Server *s, const char *host, int port, char *err, size_t errlen);
void http_stop(void *d);
int http_port(void *d);
#endif
