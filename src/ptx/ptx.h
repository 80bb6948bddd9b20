/* PTX back end: the IR printer (ptx_emit), the source map it records
 * (source line -> PTX lines), and the ptxas integration (assemble emitted
 * PTX, parse per-kernel resources and messages).  The public compile API in
 * include/kiln.h (src/ptx/api.c) is built on these.
 *
 * Printer conventions (what an agent reading the PTX can rely on):
 *   - registers keep their source names: `%i`, array elements `%acc_5`,
 *     collisions (and names PTX reserves, like %tid) get `_1`, `_2` ...;
 *     registers without a name (compiler temporaries) are `%t`, `%t_1` ...,
 *     named after every source-named register has its name;
 *   - shared allocations live in one window `kiln_smem`; an operand naming
 *     one prints as `kiln_smem+off` with a trailing comment `// full[1]`;
 *   - kernel parameters keep their names; each parameter with a register is
 *     loaded at entry (`ld.param`, then `cvta.to.global` for global
 *     pointers); a tensor-map parameter used as `[tmap, {..}]` gets a 64-bit
 *     register holding its generic address (`cvta.param`);
 *   - labels are `$if<N>_else`, `$if<N>_end`, `$loop<N>_top`,
 *     `$loop<N>_latch`, `$loop<N>_exit`, `$<role><N>_end` (N counts per kernel);
 *   - a `.loc` precedes every instruction whose source (file, line) differs
 *     from the previous instruction's;
 *   - S_ASM text is copied verbatim, except `%{name}` (and `%{#N}`, register
 *     id N) which become the register's PTX name.
 */
#ifndef KILN_PTX_H
#define KILN_PTX_H
#include <stddef.h>
#include <stdint.h>
#include "ir/ir.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/json.h"

/* ---- source map ---- */

/* One source line and the PTX lines (1-based, ascending) it produced. */
typedef struct {
	int file;              /* 1-based index into PtxMap.files (= .file number) */
	int line;
	int nptx;
	int *ptx;
} PtxMapLine;

typedef struct {
	char **files;          /* owned copies */
	int nfiles;
	PtxMapLine *lines;     /* sorted by (file, line) */
	int nlines;
	int *by_ptx;           /* by_ptx[ptx line] = index into lines, or -1 */
	int nptx_lines;        /* total PTX lines */
	/* private: raw (file, line, ptx) triples while emitting */
	int *raw;
	int nraw, capraw;
} PtxMap;

void ptx_map_free(PtxMap *map);
/* Source location a PTX line came from; 0 (and *file NULL) when none. */
int ptx_map_lookup(const PtxMap *map, int ptx_line, const char **file, int *line);
/* {"schema":1,"files":[...],"lines":[{"file":1,"line":12,"ptx":[40,41]}]} */
void ptx_map_json(const PtxMap *map, JsonW *w);

/* ---- printer ---- */

/* Prints m as PTX into out (appending).  When map is non-NULL it is filled
 * (it must be zeroed or freed before).  Returns 0, or -1 with errors in d
 * (an instruction the target cannot run, a malformed IR node). */
int ptx_emit(const IrModule *m, Buf *out, PtxMap *map, Diags *d);

/* The grid expressions of k as text: "ceil_div(n, 256), 1, 1". */
void ptx_grid_text(const IrKernel *k, Buf *out);
/* PTX ISA version (*10) a target requires at minimum: sm_90a -> 80. */
int ptx_target_min_version(int sm);
/* "sm_90a" -> SM_90A; 0 when unknown. */
int ptx_parse_target(const char *s);

/* ---- ptxas ---- */

typedef enum {
	PTXAS_OK,              /* assembled */
	PTXAS_REJECTED,        /* ptxas reported errors */
	PTXAS_NOT_FOUND,       /* could not start ptxas */
	PTXAS_TIMEOUT,         /* killed after the timeout */
	PTXAS_FAILED,          /* crashed, or no temp dir */
} PtxasStatus;

typedef enum { PTXAS_MSG_INFO, PTXAS_MSG_WARNING, PTXAS_MSG_ERROR } PtxasMsgLevel;

typedef struct {
	PtxasMsgLevel level;
	int ptx_line;          /* 0 when the message names no PTX line */
	char *code;            /* "C7508" when the message carries one, else NULL */
	char *text;            /* message without the "ptxas ... :" prefix */
	int kernel;            /* index into PtxasResult.kernels, or -1 */
} PtxasMsg;

typedef struct {
	char *name;
	int registers;
	int barriers;
	int64_t smem;          /* static shared bytes (the dynamic window is not counted) */
	int64_t cmem0;         /* bytes of constant bank 0 (parameters) */
	int64_t stack;         /* stack frame bytes */
	int64_t spill_stores, spill_loads;
	int64_t lmem;          /* local memory bytes, when reported */
	double compile_ms;     /* ptxas "Compile time", when reported */
} PtxasKernel;

typedef struct {
	PtxasStatus status;
	int exit_code;         /* ptxas exit status (-1 when it did not exit) */
	double wall_ms;
	char *log;             /* everything ptxas printed */
	PtxasKernel *kernels;
	int nkernels;
	PtxasMsg *msgs;        /* warnings and errors, in output order */
	int nmsgs;
} PtxasResult;

typedef struct {
	const char *ptxas;     /* program; NULL = "ptxas" from PATH (or $KILN_PTXAS) */
	const char *target;    /* "sm_90a" */
	int timeout_ms;        /* 0 = 60000 */
	const char *const *extra_args;  /* more ptxas options, e.g. "-O3" */
	int nextra;
} PtxasOptions;

/* Runs ptxas -v on the PTX text in a private temp directory.  Returns the
 * status (also in r->status); r is always filled and must be freed. */
PtxasStatus ptxas_run(const char *ptx, size_t len, const PtxasOptions *o, PtxasResult *r);
/* Parses ptxas -v output into r (kernels, msgs); used by ptxas_run. */
void ptxas_parse(const char *log, PtxasResult *r);
void ptxas_result_free(PtxasResult *r);
const char *ptxas_status_name(PtxasStatus s);   /* "ok", "rejected", ... */

#endif
