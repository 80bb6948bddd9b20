/* The drivers of kiln sanitize and kiln profile (src/prof/drive.c): each
 * runs the whole command and writes its JSON document and text report. */
#ifndef KILN_PROF_DRIVE_H
#define KILN_PROF_DRIVE_H
#include "util/buf.h"

typedef struct {
	const char *workload, *case_name;
	const char *tool;                 /* memcheck | racecheck | synccheck | initcheck */
	const char *out_dir;              /* keep the logs here (NULL: a temporary directory, removed) */
	const char *const *incdirs;
	int ninc;
	double timeout_s;                 /* kiln run's watchdog (0 = 20 s) */
	int print_limit;                  /* --print-limit of the tool (0 = 1000) */
	int argc;
	const char *const *argv;
} ProfSanitizeOpts;
int prof_sanitize(const ProfSanitizeOpts *o, Buf *json, Buf *text);

typedef struct {
	const char *workload, *case_name;
	const char *out_dir;              /* NULL = ./kiln-profile */
	const char *set;                  /* ncu --set: basic | full (NULL = full) */
	const char *import_dir;           /* summarise recorded exports/buffers from here; no GPU */
	const char *ncu_csv;              /* prof_ncu_csv: an ncu raw-page CSV export, every kernel row */
	const char *const *incdirs;
	int ninc;
	int ncu, timeline, overhead, no_plot;
	int trace_events;                 /* records per warp (0 = 1024) */
	int lines;                        /* hottest lines listed (0: text 10, JSON all) */
	int rounds;                       /* overhead: rounds of (without, with) (0 = 2) */
	double timeout_s, time_cap_s;
	int argc;
	const char *const *argv;
} ProfProfileOpts;
int prof_profile(const ProfProfileOpts *o, Buf *json, Buf *text);
/* kiln profile --ncu-csv FILE: the summary of every kernel row of o->ncu_csv
 * (no workload, no GPU); the other options are not used. */
int prof_ncu_csv(const ProfProfileOpts *o, Buf *json, Buf *text);
#endif
