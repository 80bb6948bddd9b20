/* PTX back end: IR modules built by hand -> exact PTX text, source map,
 * naming, control-flow lowering, target checks; ptxas output parsing; ptxas
 * accepts what the printer emits (when ptxas is on PATH); compile API error
 * paths. */
#include "test.h"
#include "kiln.h"
#include "ptx/ptx.h"
#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>

/* ---- tiny IR builder ---- */

static IrModule *M;
static IrKernel *K;
static const char *FILE_ = "t.kiln";

static Loc L(int line) { return (Loc){FILE_, line, 2}; }

static IrKernel *kernel(const char *name, int bx)
{
	K = arena_alloc(M->arena, sizeof *K);
	K->name = name;
	K->loc = L(1);
	K->regs = arena_alloc(M->arena, 256 * sizeof *K->regs);
	K->params = arena_alloc(M->arena, 16 * sizeof *K->params);
	K->shared = arena_alloc(M->arena, 16 * sizeof *K->shared);
	K->block_const[0] = bx;
	K->block_const[1] = K->block_const[2] = 1;
	K->sm = SM_90A;
	IrKernel **ks = arena_alloc(M->arena, (size_t)(M->nkernels + 1) * sizeof *ks);
	for (int i = 0; i < M->nkernels; i++)
		ks[i] = M->kernels[i];
	ks[M->nkernels++] = K;
	M->kernels = ks;
	return K;
}

static int reg(const char *name, int index, Ty t)
{
	K->regs[K->nregs] = (IrReg){name, index, t, L(1)};
	return K->nregs++;
}

static int param(const char *name, ParamKind pk, Ty t, int r)
{
	K->params[K->nparams] = (IrParam){name, pk, t, pk == PK_PTR ? SPACE_GLOBAL : SPACE_PARAM, r, L(1)};
	return K->nparams++;
}

static int shared(const char *name, Ty elem, int mbar, int64_t off, int align, int ndim, int64_t d0, int64_t d1)
{
	IrShared *s = &K->shared[K->nshared];
	int64_t esz = mbar ? 8 : ty_bits(elem) / 8;
	*s = (IrShared){name, elem, mbar, off, esz * d0 * (ndim > 1 ? d1 : 1), align, ndim, {d0, d1}, L(1)};
	if (off + s->size > K->smem_bytes)
		K->smem_bytes = off + s->size;
	if (align > K->smem_align)
		K->smem_align = align;
	return K->nshared++;
}

static IrOpnd R(int r) { return (IrOpnd){.k = O_REG, .reg = r}; }
static IrOpnd IMM(Ty t, uint64_t v) { return (IrOpnd){.k = O_IMM, .ity = t, .imm = v, .reg = -1}; }
static IrOpnd ADDR(int r, int64_t off) { return (IrOpnd){.k = O_ADDR, .reg = r, .off = off}; }
static IrOpnd SADDR(int sym, int64_t off) { return (IrOpnd){.k = O_ADDR, .reg = -1, .symk = SYM_SHARED, .sym = sym, .off = off}; }
static IrOpnd SYM(int sym, int64_t off) { return (IrOpnd){.k = O_SYM, .reg = -1, .symk = SYM_SHARED, .sym = sym, .off = off}; }
static IrOpnd SP(Special s) { return (IrOpnd){.k = O_SPECIAL, .sp = s, .reg = -1}; }
static IrOpnd SINK(void) { return (IrOpnd){.k = O_SINK, .reg = -1}; }

static IrOpnd VECT(int n, ...)
{
	IrOpnd o = {.k = O_VEC, .reg = -1, .n = n};
	o.regs = arena_alloc(M->arena, (size_t)n * sizeof(int));
	va_list ap;
	va_start(ap, n);
	for (int i = 0; i < n; i++)
		o.regs[i] = va_arg(ap, int);
	va_end(ap);
	return o;
}

static IrOpnd TMAP(int psym, int n, ...)
{
	IrOpnd o = {.k = O_TMAP, .reg = -1, .symk = SYM_PARAM, .sym = psym, .n = n};
	o.regs = arena_alloc(M->arena, (size_t)n * sizeof(int));
	va_list ap;
	va_start(ap, n);
	for (int i = 0; i < n; i++)
		o.regs[i] = va_arg(ap, int);
	va_end(ap);
	return o;
}

static int bad_match;

/* an instruction statement; guard -1 = none, neg: @!p */
static IrStmt *ins(int line, int guard, int neg, const char *op, int nops, ...)
{
	IrStmt *s = ir_stmt_new(M, S_INSTR, L(line));
	if (!isa_match(op, &s->in.m, NULL)) {
		fprintf(stderr, "test: no ISA match for %s\n", op);
		bad_match++;
	}
	s->in.guard = guard;
	s->in.guard_neg = neg;
	s->in.nops = nops;
	s->in.ops = arena_alloc(M->arena, (size_t)(nops + 1) * sizeof(IrOpnd));
	va_list ap;
	va_start(ap, nops);
	for (int i = 0; i < nops; i++)
		s->in.ops[i] = va_arg(ap, IrOpnd);
	va_end(ap);
	return s;
}

/* links statements; NULL-terminated */
static IrStmt *seq(IrStmt *first, ...)
{
	va_list ap;
	va_start(ap, first);
	IrStmt *t = first;
	for (IrStmt *n; (n = va_arg(ap, IrStmt *));) {
		t->next = n;
		t = n;
	}
	va_end(ap);
	return first;
}

static IrStmt *ifs(int line, int cond, int neg, IrStmt *then, IrStmt *els)
{
	IrStmt *s = ir_stmt_new(M, S_IF, L(line));
	s->cond = cond;
	s->neg = neg;
	s->then = then;
	s->els = els;
	return s;
}

static IrStmt *loop(int line, int cond, int neg, int at_end, IrStmt *head, IrStmt *body, IrStmt *latch)
{
	IrStmt *s = ir_stmt_new(M, S_LOOP, L(line));
	s->cond = cond;
	s->neg = neg;
	s->test_at_end = at_end;
	s->head = head;
	s->body = body;
	s->latch = latch;
	return s;
}

static void fresh(void)
{
	ir_module_free(M);
	M = ir_module_new();
	M->sm = SM_90A;
	M->ptx_version = 0;
	bad_match = 0;
}

static char *emit(PtxMap *map, Diags *d, int *rc)
{
	Buf b = {0};
	*rc = ptx_emit(M, &b, map, d);
	return buf_take(&b);
}

static int have_ptxas(void)
{
	const char *path = getenv("PATH");
	if (!path)
		return 0;
	char buf[4096];
	const char *p = path;
	while (*p) {
		const char *e = strchr(p, ':');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		snprintf(buf, sizeof buf, "%.*s/ptxas", (int)n, p);
		if (access(buf, X_OK) == 0)
			return 1;
		if (!e)
			break;
		p = e + 1;
	}
	return 0;
}

/* ptxas accepts the text; returns registers of kernel 0 (or -1) */
static int assemble(const char *ptx, PtxasResult *r)
{
	PtxasOptions o = {.target = "sm_90a", .timeout_ms = 60000};
	PtxasStatus st = ptxas_run(ptx, strlen(ptx), &o, r);
	if (st != PTXAS_OK)
		fprintf(stderr, "ptxas said:\n%s\n---\n%s\n", r->log, ptx);
	return st == PTXAS_OK && r->nkernels ? r->kernels[0].registers : -1;
}

/* ---- tests ---- */

/* vadd: parameters, specials, setp, if, ld/st, vectors with a sink, f32 immediate */
static void test_vadd(void)
{
	fresh();
	kernel("vadd", 256);
	int a = reg("a", -1, TY_U64), out = reg("out", -1, TY_U64), n = reg("n", -1, TY_U32);
	int i = reg("i", -1, TY_U32), p = reg("p", -1, TY_PRED), off = reg("off", -1, TY_U64);
	int ai = reg("ai", -1, TY_U64), x = reg("x", -1, TY_F32), y = reg("x", -1, TY_F32);
	param("a", PK_PTR, TY_F32, a);
	param("out", PK_PTR, TY_F32, out);
	param("n", PK_SCALAR, TY_U32, n);
	K->grid[0] = arena_alloc(M->arena, sizeof(LExpr));
	*K->grid[0] = (LExpr){.op = 'd'};
	K->grid[0]->a = arena_alloc(M->arena, sizeof(LExpr));
	*K->grid[0]->a = (LExpr){.op = 'p', .param = 2};
	K->grid[0]->b = arena_alloc(M->arena, sizeof(LExpr));
	*K->grid[0]->b = (LExpr){.op = 'c', .v = 256};
	K->body = seq(
		ins(4, -1, 0, "mov.u32", 2, R(i), SP(SP_TID_X)),
		ins(5, -1, 0, "setp.lt.u32", 3, R(p), R(i), R(n)),
		ifs(5, p, 0, seq(
			ins(6, -1, 0, "mul.wide.u32", 3, R(off), R(i), IMM(TY_U32, 4)),
			ins(6, -1, 0, "add.u64", 3, R(ai), R(a), R(off)),
			ins(7, -1, 0, "ld.global.v2.f32", 2, VECT(2, x, -1), ADDR(ai, -8)),
			ins(8, -1, 0, "ld.global.f32", 2, R(y), ADDR(ai, 0)),
			ins(8, -1, 0, "add.rn.f32", 3, R(x), R(x), IMM(TY_F32, 0x3F800000)),
			ins(9, -1, 0, "st.global.f32", 2, ADDR(out, 0), R(x)),
			NULL), NULL),
		NULL);
	CHECK_EQ(bad_match, 0);
	Diags d;
	diags_init(&d);
	PtxMap map = {0};
	int rc;
	char *ptx = emit(&map, &d, &rc);
	CHECK_EQ(rc, 0);
	CHECK_EQ(d.n, 0);
	CHECK_STR(ptx,
		"//\n"
		"// Generated by kiln; do not edit.  Source lines: .loc below, kiln build --map.\n"
		"//\n"
		".version 8.0\n"
		".target sm_90a\n"
		".address_size 64\n"
		"\n"
		".file 1 \"t.kiln\"\n"
		"\n"
		"// kernel vadd: grid(ceil_div(n, 256), 1, 1) block(256, 1, 1) dynamic shared 0 bytes\n"
		".visible .entry vadd(\n"
		"\t.param .u64 a,\t// global f32*\n"
		"\t.param .u64 out,\t// global f32*\n"
		"\t.param .u32 n\n"
		")\n"
		".reqntid 256, 1, 1\n"
		"{\n"
		"\t.reg .pred %p;\n"
		"\t.reg .u32 %n, %i;\n"
		"\t.reg .u64 %a, %out, %off, %ai;\n"
		"\t.reg .f32 %x, %x_1;\n"
		"\n"
		"\t.loc 1 1 2\n"
		"\tld.param.u64 %a, [a];\n"
		"\tcvta.to.global.u64 %a, %a;\n"
		"\tld.param.u64 %out, [out];\n"
		"\tcvta.to.global.u64 %out, %out;\n"
		"\tld.param.u32 %n, [n];\n"
		"\t.loc 1 4 2\n"
		"\tmov.u32 %i, %tid.x;\n"
		"\t.loc 1 5 2\n"
		"\tsetp.lt.u32 %p, %i, %n;\n"
		"\t@!%p bra $if1_end;\n"
		"\t.loc 1 6 2\n"
		"\tmul.wide.u32 %off, %i, 4;\n"
		"\tadd.u64 %ai, %a, %off;\n"
		"\t.loc 1 7 2\n"
		"\tld.global.v2.f32 {%x, _}, [%ai+-8];\n"
		"\t.loc 1 8 2\n"
		"\tld.global.f32 %x_1, [%ai];\n"
		"\tadd.rn.f32 %x, %x, 0f3F800000;\n"
		"\t.loc 1 9 2\n"
		"\tst.global.f32 [%out], %x;\n"
		"$if1_end:\n"
		"\tret;\n"
		"}\n");
	/* the map: source line 5 produced the setp (PTX line 32) and the branch (33) */
	const char *f;
	int line;
	CHECK_EQ(map.nfiles, 1);
	CHECK_STR(map.files[0], "t.kiln");
	CHECK(ptx_map_lookup(&map, 32, &f, &line) && line == 5);
	CHECK(ptx_map_lookup(&map, 33, &f, &line) && line == 5 && !strcmp(f, "t.kiln"));
	CHECK(!ptx_map_lookup(&map, 31, &f, &line));   /* a .loc line */
	CHECK(!ptx_map_lookup(&map, 44, &f, &line));   /* a label */
	CHECK(ptx_map_lookup(&map, 24, &f, &line) && line == 1);
	Buf j = {0};
	JsonW w;
	jw_init(&w, &j, 0);
	ptx_map_json(&map, &w);
	CHECK_STR(buf_str(&j), "{\"schema\":1,\"files\":[\"t.kiln\"],\"ptx_lines\":46,\"lines\":["
		"{\"file\":1,\"line\":1,\"ptx\":[24,25,26,27,28]},{\"file\":1,\"line\":4,\"ptx\":[30]},"
		"{\"file\":1,\"line\":5,\"ptx\":[32,33]},{\"file\":1,\"line\":6,\"ptx\":[35,36]},"
		"{\"file\":1,\"line\":7,\"ptx\":[38]},{\"file\":1,\"line\":8,\"ptx\":[40,41]},"
		"{\"file\":1,\"line\":9,\"ptx\":[43]}]}");
	buf_free(&j);
	if (have_ptxas()) {
		PtxasResult r;
		CHECK(assemble(ptx, &r) > 0);
		CHECK_EQ(r.nkernels, 1);
		CHECK_STR(r.kernels[0].name, "vadd");
		CHECK_EQ(r.kernels[0].spill_stores, 0);
		ptxas_result_free(&r);
	}
	ptx_map_free(&map);
	diags_free(&d);
	kl_free(ptx);
}

int main(void)
{
	Buf err = {0};
	CHECK_EQ(isa_init(&err), 0);
	buf_free(&err);
	test_vadd();
	ir_module_free(M);
	return TEST_DONE();
}
