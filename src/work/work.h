/* Workloads: a JSON file naming a kernel, its arguments (tensors, tensor
 * maps, scalars), named cases binding variables, the reference (refs.def),
 * tolerances and flops/bytes formulas.  This part parses the file, builds a
 * case instance with inputs generated bit-identically on every machine,
 * runs the reference and compares kernel outputs with it.  It is shared by
 * `kiln sim`, `kiln run` and `kiln bench`.  docs/workloads.md is the schema.
 *
 * Typical use (a consumer such as the simulator or the GPU runner):
 *     Workload *w = work_load("zoo/x/vadd.json", &d);
 *     int c = work_case_index(w, name, WORK_FOR_SIM);     (name may be NULL)
 *     WorkInst *wi = work_inst_new(w, c, &d);     inputs generated, outputs poisoned
 *     IrModule *m = lang_compile(&in, &d);        in.path = w->kernel, defines, kernel = w->entry
 *     work_bind_kernel(wi, kernel, &d);           arity/kinds, scalar dtypes
 *     work_launch_dims(wi, kernel, &launch, err, sizeof err);
 *     ... execute: read wi->args[i].data / .sbits / .tmap, write outputs into .data ...
 *     work_reference(wi, err, sizeof err);         fills .ref of outputs
 *     WorkCmp cmp; work_compare(wi, &cmp); work_cmp_json(&cmp, &jw); work_cmp_free(&cmp);
 *     work_inst_free(wi); work_free(w);
 * Nothing here prints or exits; errors are diagnostics with the JSON
 * file's line:col, or messages in err buffers. */
#ifndef KILN_WORK_H
#define KILN_WORK_H
#include <stddef.h>
#include <stdint.h>
#include "work/ref.h"
#include "num/layout.h"
#include "ir/ir.h"
#include "util/arena.h"
#include "util/diag.h"
#include "util/json.h"

#define WORK_SCHEMA_VERSION 1   /* the "version" a workload file declares */

/* ---- dtypes (DType is in ref.h) ---- */
const char *dtype_name(DType t);          /* "bf16"; "?" for DT_NONE */
DType dtype_from_name(const char *s);     /* DT_NONE if unknown; also accepts i32/u32... aliases */
int dtype_bytes(DType t);                 /* 0 for DT_NONE */
int dtype_is_float(DType t);
int dtype_is_signed(DType t);             /* signed integer types */
/* Exact decode of an element's bits (ints: their value; NaN stays NaN). */
double dtype_decode(DType t, uint64_t bits);
/* Encode a double: floats round to nearest even (f16/bf16/f32 overflow to
 * Inf, e4m3/e5m2 saturate to +-max finite, NaN -> the canonical NaN);
 * integers round to nearest even, then saturate to the type's range (NaN -> 0). */
uint64_t dtype_encode(DType t, double v);
/* Load/store element i of a buffer of dtype t (little-endian host). */
uint64_t dtype_load(DType t, const void *buf, int64_t i);
void dtype_store(DType t, void *buf, int64_t i, uint64_t bits);

/* ---- .npy files (src/work/npy.c): little-endian, C order ---- */
typedef struct {
	DType dtype;
	char descr[8];        /* as written in the file, e.g. "<f4" */
	int ndim;
	int64_t shape[8];
	int64_t numel;
	void *data;           /* kl_malloc'd elements */
} Npy;
int npy_read(const char *path, Npy *out, char *err, size_t errlen);    /* 0, or -1 with err */
void npy_free(Npy *n);
const char *npy_descr(DType t);   /* "f4"; NULL when NumPy has no such dtype (bf16, fp8) */
int npy_write(const char *path, DType dt, int ndim, const int64_t *shape, const void *data, char *err, size_t errlen);
/* bf16/f16/e4m3/e5m2 written as float32 holding the exact values */
int npy_write_tensor(const char *path, DType dt, int ndim, const int64_t *shape, const void *data, char *err, size_t errlen);

/* ---- deterministic counter-based RNG (docs/workloads.md "Inputs") ----
 * work_rng(seed, stream, i) = mix(mix(seed ^ (stream + 1) * G) + i * G)
 * with G = 0x9E3779B97F4A7C15 and mix = SplitMix64's finalizer applied to
 * z + G.  stream is the tensor's argument index; i the element (or the
 * sub-draw) index. */
uint64_t work_rng(uint64_t seed, uint32_t stream, uint64_t i);
/* The value element i of an initialized tensor gets, before dtype rounding. */
typedef enum { WI_UNIFORM, WI_NORMAL, WI_ARANGE, WI_CONST, WI_RANDINT, WI_FILE } WInitKind;
typedef struct {
	WInitKind kind;
	double a, b;          /* uniform(lo=a, hi=b), normal(mean=a, std=b), arange(start=a, step=b), const(a), randint(lo=a, hi=b inclusive) */
	uint64_t seed;
} WInit;
double work_init_value(const WInit *in, uint32_t stream, int64_t i);

/* ---- expressions over case variables and template parameters ----
 * Integers (int64, C division/remainder truncating toward zero) unless a
 * float literal or a float function appears: + - * / % unary -, ( ),
 * ceil_div(a,b) min(a,b) max(a,b) sqrt(x) exp(x) log(x) pow(a,b) */
typedef struct WExpr WExpr;
typedef struct {
	int is_float;
	int64_t i;
	double f;             /* always set (i converted for integers) */
} WVal;
/* Variable binding used when evaluating: names -> integer values. */
typedef struct {
	int n;
	const char **name;
	const int64_t *val;
} WEnv;
/* Parses s (from a JSON string or number at loc) into an arena expression. */
WExpr *wexpr_parse(Arena *a, const char *s, Loc loc, Diags *d);
int wexpr_eval(const WExpr *e, const WEnv *env, WVal *out, char *err, size_t errlen);
Loc wexpr_loc(const WExpr *e);

/* ---- the parsed workload ---- */
typedef enum { WA_TENSOR, WA_TMAP, WA_SCALAR } WArgKind;

typedef struct {
	WArgKind kind;
	const char *name;
	Loc loc;
	DType dtype;          /* tensor element type; scalar type (DT_NONE: from the kernel parameter) */
	/* WA_TENSOR */
	int ndim;
	WExpr *shape[8];      /* outermost first (row-major, contiguous) */
	WInit init;
	const char *init_file;   /* WI_FILE: {"file": "x.npy"}, resolved relative to the workload */
	Loc init_loc;            /* of that file name */
	int has_init;         /* outputs need none */
	int output;
	int scratch;          /* an input the kernel may overwrite: "scratch": true
	                       * exempts it from kiln run's inputs-unchanged check */
	int param;            /* 1: a kernel parameter (default); "param": false: a
	                       * tensor reached only through a tensor map */
	/* WA_TMAP: a cuTensorMapEncodeTiled description over tensor args[tensor];
	 * rank = that tensor's ndim; dims/strides come from its shape.  box and
	 * estride are innermost first (the kernel's coordinate order {x, y}). */
	int tensor;
	WExpr *box[5];
	int estride[5];
	int tmap_dtype;       /* LAY_DT_*; default from the tensor's dtype */
	int swizzle, interleave, l2promo, oobfill;   /* LAY_SW_*, LAY_IL_*, LAY_L2_*, LAY_OOB_* */
	/* "mode": "im2col" (cuTensorMapEncodeIm2col): no box; the pixel-box
	 * corners of the rank-2 spatial dims (W first) and the expressions for
	 * channels per pixel and pixels per column */
	int tmode;            /* LAY_MODE_* */
	int lower[3], upper[3];
	WExpr *cpp, *ppc;
	/* WA_SCALAR */
	WExpr *value;
} WArg;

typedef struct {
	const char *name;
	Loc loc;
	int nvars;
	const char **var;
	int64_t *val;
	int bench;            /* "bench": true marks the default case for kiln bench */
	/* "expected": {"y": "y_small.npy"}: outputs compared with these files,
	 * no reference run (paths resolved relative to the workload) */
	int64_t sample;       /* the case's "check": {"sample": N}; 0: the workload's */
	int nexpected;
	const char **exp_name, **exp_path;
	Loc *exp_loc;
} WCase;

typedef struct {
	int exact;            /* bits must equal the reference rounded to the dtype */
	double rtol, atol;    /* |got-ref| <= atol + rtol*|ref| */
	double nrmse;         /* ||got-ref|| / ||ref|| bound; <0 = not checked */
} WTol;

typedef struct {
	Arena *arena;         /* owns everything below */
	const char *path;     /* the workload file */
	int version;
	const char *kernel;   /* kernel file path, resolved relative to the workload file */
	Loc kernel_loc;       /* of the "kernel" value */
	const char *entry;    /* kernel name in the file (NULL: the only/first kernel) */
	const char **defines; /* "NAME=VALUE" template parameters */
	int ndefines;
	const char **tname;   /* template parameters as expression variables */
	int64_t *tval;
	WArg *args;
	int nargs;
	int *params;          /* kernel parameter i is args[params[i]] */
	int nparams;
	WCase *cases;
	int ncases;
	/* "reference": "NAME" (refs.def), {"python": "ref.py", "function": F},
	 * {"library": "libref.so", "symbol": S}; absent when every case has
	 * "expected" outputs */
	enum { WREF_NONE, WREF_NAME, WREF_PYTHON, WREF_LIBRARY } refkind;
	const char *ref;      /* reference name (refs.def) */
	const char *ref_path; /* python file / shared library, resolved relative to the workload */
	const char *ref_func; /* python function / library symbol */
	Loc ref_loc;
	int64_t sample;       /* "check": {"sample": N}: compare N sampled elements per output (0: all) */
	const char **includes;   /* "include": import directories, resolved relative to the workload */
	int nincludes;
	WTol tol;
	WExpr *flops, *bytes; /* NULL when absent */
	/* Hand-written .ptx kernels only (no IR to read launch dims from):
	 * "launch": {"grid": [..], "block": [..], "cluster": [..], "smem": e}. */
	WExpr *grid[3], *block[3], *cluster[3], *smem;
	int has_launch;
} Workload;

/* Parses a workload file (NULL on error; d holds file:line:col errors).  The
 * JSON text is registered with d for caret rendering. */
Workload *work_load(const char *path, Diags *d);
Workload *work_parse(const char *path, const char *text, size_t len, Diags *d);
void work_free(Workload *w);
/* Every file the workload names (kernel, input and expected .npy files, the
 * Python or library reference) exists and is readable; otherwise an error
 * at the line:col of its name in the workload (work_load calls it). */
int work_check_files(const Workload *w, Diags *d);

enum { WORK_FOR_SIM, WORK_FOR_BENCH };
/* Index of the case named name; name NULL: WORK_FOR_SIM the first case,
 * WORK_FOR_BENCH the first with "bench": true, else the last.  -1 unknown. */
int work_case_index(const Workload *w, const char *name, int purpose);

/* The import search path every command uses, in order: dirs (-I), the
 * workload's "include" (w may be NULL), $KILN_PATH (':'-separated), then
 * the standard library found relative to the running binary
 * (<bindir>/../share/kiln/lib installed, <bindir>/../lib in a checkout).
 * Returns a kl_malloc'd array (free with work_import_path_free), *n set. */
const char **work_import_path(const Workload *w, const char *const *dirs, int ndirs, int *n);
void work_import_path_free(const char **p, int n);

/* ---- a case instance ---- */
typedef struct {
	const WArg *arg;
	/* tensors */
	int ndim;
	int64_t shape[8];
	int64_t numel;
	size_t bytes;
	void *data;           /* host buffer (kl_malloc): inputs generated, outputs poisoned */
	double *ref;          /* outputs: numel reference values (after work_reference) */
	int64_t *sample;      /* outputs under "check": {"sample": N}: the sorted flat indices checked */
	int64_t nsample;      /* 0: every element */
	/* tensor maps: every field but gaddr (the executor sets it to the
	 * tensor's device/simulated address). */
	LayTensorMap tmap;
	/* scalars */
	DType sdtype;         /* resolved scalar type */
	WVal sval;            /* the expression's value */
	uint64_t sbits;       /* the value encoded in sdtype (the kernel parameter's bits) */
} WInstArg;

typedef struct {
	const Workload *w;
	int case_index;
	const WCase *c;
	WInstArg *args;
	int nargs;
	double flops, bytes;  /* evaluated formulas; -1 when absent */
	WEnv env;             /* the case variables + template parameters */
	Loc err_loc;          /* after a failed work_reference: the "expected" file's location, when the error is about it */
} WorkInst;

#define WORK_POISON_BYTE 0xFF   /* outputs start all-0xFF: NaN in every float dtype */

WorkInst *work_inst_new(const Workload *w, int case_index, Diags *d);
/* The same in two steps: shapes, scalars and tensor maps evaluated and
 * checked (no tensor data), then work_inst_fill allocates and generates
 * the tensors (0, or -1 with the error in d).  kiln run checks the driver
 * between the two, so a machine without a GPU does not generate gigabytes
 * of inputs first. */
WorkInst *work_inst_shape(const Workload *w, int case_index, Diags *d);
int work_inst_fill(WorkInst *wi, Diags *d);
void work_inst_free(WorkInst *wi);
void work_poison(WorkInst *wi);                    /* re-poison every output */
/* Writes the outputs (outputs 1) or the input tensors (0) to DIR/<name>.npy
 * (bf16/f16/fp8 as float32 values), or raw bits to DIR/<name>.bin (raw 1: bitwise
 * comparison of simulator and GPU outputs, bench/gpu/fidelity.py).  0, or -1 with err. */
int work_save_tensors(const WorkInst *wi, const char *dir, int outputs, int raw, char *err, size_t errlen);

/* Checks the kernel's parameters against the arguments (count; tensor <->
 * pointer, tmap <-> tensormap, scalar <-> scalar; pointer element width) and
 * resolves scalar dtypes from the kernel; errors at the workload's argument
 * locations.  Returns 0 or -1. */
int work_bind_kernel(WorkInst *wi, const IrKernel *k, Diags *d);

typedef struct {
	int64_t grid[3], block[3], cluster[3];   /* cluster all 0: none */
	int64_t smem;                            /* dynamic shared memory bytes */
} WLaunch;

/* Launch dimensions: from the kernel's LExprs evaluated on the scalar
 * arguments (k non-NULL; smem = k->smem_bytes), or from the workload's
 * "launch" block (k NULL, hand-written PTX).  0, or -1 with err. */
int work_launch_dims(const WorkInst *wi, const IrKernel *k, WLaunch *out, char *err, size_t errlen);

/* Reference: fills every output's ref[] (only the sampled elements need be
 * filled under "check": {"sample": N}) from the case's "expected" files or
 * the workload's reference (registered, Python, library).  0, or -1 with err. */
int work_reference(WorkInst *wi, char *err, size_t errlen);
/* The arguments a reference sees (ra->t, ra->s kl_malloc'd: free both);
 * with_vars: the case variables and template parameters too, as scalars
 * (external references; registered ones see the arguments only, as before). */
int work_ref_args(WorkInst *wi, RefArgs *ra, int with_vars);
/* src/work/extref.c: {"python": ...} in a subprocess, {"library": ...} by dlopen. */
int work_ref_python(WorkInst *wi, char *err, size_t errlen);
int work_ref_library(WorkInst *wi, char *err, size_t errlen);

/* ---- comparison ---- */
#define WORK_CMP_SHOW 8
typedef struct {
	int64_t index;
	double got, expected;
	uint64_t got_bits;
} WMismatch;
typedef struct {
	const char *name;
	DType dtype;
	int ndim;
	int64_t shape[8];
	int64_t numel;
	int64_t checked;      /* elements compared: numel, or the sample size */
	int64_t mismatches;   /* elements failing the tolerance (NaN rules included) */
	int64_t nan_bad;      /* NaN/Inf where the reference is finite */
	int64_t unwritten;    /* elements still holding the poison pattern */
	int written_only;     /* work_compare_written: unwritten elements not compared */
	int64_t undecided;    /* written_only: poison-valued elements whose expected value is the poison too */
	double max_abs, max_rel, nrmse;
	int nshow;
	WMismatch first[WORK_CMP_SHOW];
	int pass;
	int stats_only;       /* --no-check: no reference; min/max/mean/nonfinite below */
	double min, max, mean;
	int64_t nonfinite;
} WOutCmp;
typedef struct {
	WOutCmp *out;
	int nout;
	int pass;
	int stats_only;
	int written_only;
	WTol tol;
} WorkCmp;
/* Compares every output's data with its ref.  Returns 1 if all pass. */
int work_compare(const WorkInst *wi, WorkCmp *cmp);
/* The same over only the elements a partial run (kiln sim --ctas) wrote:
 * those not holding the poison pattern (see WOutCmp.undecided). */
int work_compare_written(const WorkInst *wi, WorkCmp *cmp);
void work_cmp_free(WorkCmp *cmp);
/* --no-check: per-output statistics (min, max, mean, NaN/Inf, unwritten), no reference. */
void work_cmp_stats(const WorkInst *wi, WorkCmp *cmp);
void work_cmp_json(const WorkCmp *cmp, JsonW *w);   /* one JSON object */
/* "[i,j,k]": the coordinates of flat (C-order) index idx. */
void work_coord(Buf *b, int ndim, const int64_t *shape, int64_t idx);
void work_cmp_text(const WorkCmp *cmp, Buf *out);   /* human summary, one line per output */

/* Serializes the instance's description (case, variables, shapes, scalars). */
void work_inst_json(const WorkInst *wi, JsonW *w);

#endif
