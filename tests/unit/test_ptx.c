/* PTX back end: IR modules built by hand -> exact PTX text, source map,
 * naming, control-flow lowering, target checks; ptxas output parsing; ptxas
 * accepts what the printer emits (when ptxas is on PATH); compile API error
 * paths. */
#include "test.h"
#include "kiln.h"
#include "ptx/ptx.h"
#include <stdarg.h>
#include <stdlib.h>
#include <sys/stat.h>
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

static IrStmt *jump(int line, StmtKind k, int uniform)
{
	IrStmt *s = ir_stmt_new(M, k, L(line));
	s->uniform = uniform;
	return s;
}

/* loops (test at top, do-while, infinite), break/continue, guards, names */
static void test_control(void)
{
	fresh();
	kernel("loops", 128);
	int n = reg("n", -1, TY_U32), k = reg("k", -1, TY_U32), p = reg("p", -1, TY_PRED);
	int q = reg("q", -1, TY_PRED), a0 = reg("acc", 0, TY_F32), a1 = reg("acc", 1, TY_F32);
	int s1 = reg("acc_1", -1, TY_F32), t = reg("tid", -1, TY_U32), t2 = reg("", -1, TY_S32);
	int dd = reg("d", -1, TY_F64);
	param("n", PK_SCALAR, TY_U32, n);
	IrStmt *top = loop(4, p, 0, 0,
		ins(4, -1, 0, "setp.lt.u32", 3, R(p), R(k), R(n)),
		seq(ifs(5, q, 1, jump(5, S_CONTINUE, 0), NULL),
		    ins(6, p, 0, "add.u32", 3, R(t), R(t), IMM(TY_U32, 1)),
		    ifs(7, q, 0, jump(7, S_BREAK, 0), ins(8, -1, 0, "add.f32", 3, R(a0), R(a1), R(s1))),
		    NULL),
		ins(4, -1, 0, "add.u32", 3, R(k), R(k), IMM(TY_U32, 1)));
	IrStmt *dw = loop(10, q, 1, 1, ins(11, -1, 0, "setp.eq.s32", 3, R(q), R(t2), IMM(TY_S32, (uint64_t)-3)),
		ins(10, p, 1, "add.s32", 3, R(t2), R(t2), IMM(TY_S32, (uint64_t)-1)), NULL);
	dw->uniform = 1;
	IrStmt *inf = loop(13, -1, 0, 0, NULL, ifs(14, p, 0, jump(14, S_BREAK, 1), NULL), NULL);
	K->body = seq(ins(3, -1, 0, "mov.u32", 2, R(k), IMM(TY_U32, 0)), top, dw, inf,
		ins(16, -1, 0, "mov.b32", 2, R(t), IMM(TY_B32, 0xDEADBEEF)),
		ins(16, -1, 0, "mov.f64", 2, R(dd), IMM(TY_F64, 0x3FF0000000000000ull)),
		NULL);
	CHECK_EQ(bad_match, 0);
	Diags d;
	diags_init(&d);
	int rc;
	char *ptx = emit(NULL, &d, &rc);
	CHECK_EQ(rc, 0);
	const char *body = strstr(ptx, "\t.reg");
	CHECK_STR(body,
		"\t.reg .pred %p, %q;\n"
		"\t.reg .u32 %n, %k, %tid_1;\n"
		"\t.reg .s32 %t;\n"
		"\t.reg .f32 %acc_0, %acc_1, %acc_1_1;\n"
		"\t.reg .f64 %d;\n"
		"\n"
		"\t.loc 1 1 2\n"
		"\tld.param.u32 %n, [n];\n"
		"\t.loc 1 3 2\n"
		"\tmov.u32 %k, 0;\n"
		"$loop1_top:\n"
		"\t.loc 1 4 2\n"
		"\tsetp.lt.u32 %p, %k, %n;\n"
		"\t@!%p bra $loop1_exit;\n"
		"\t.loc 1 5 2\n"
		"\t@%q bra $if2_end;\n"
		"\tbra $loop1_latch;\n"
		"$if2_end:\n"
		"\t.loc 1 6 2\n"
		"\t@%p add.u32 %tid_1, %tid_1, 1;\n"
		"\t.loc 1 7 2\n"
		"\t@!%q bra $if3_else;\n"
		"\tbra $loop1_exit;\n"
		"\tbra $if3_end;\n"
		"$if3_else:\n"
		"\t.loc 1 8 2\n"
		"\tadd.f32 %acc_0, %acc_1, %acc_1_1;\n"
		"$if3_end:\n"
		"$loop1_latch:\n"
		"\t.loc 1 4 2\n"
		"\tadd.u32 %k, %k, 1;\n"
		"\tbra $loop1_top;\n"
		"$loop1_exit:\n"
		"$loop4_top:\n"
		"\t.loc 1 10 2\n"
		"\t@!%p add.s32 %t, %t, -1;\n"
		"\t.loc 1 11 2\n"
		"\tsetp.eq.s32 %q, %t, -3;\n"
		"\t.loc 1 10 2\n"
		"\t@!%q bra.uni $loop4_top;\n"
		"$loop5_top:\n"
		"\t.loc 1 14 2\n"
		"\t@!%p bra $if6_end;\n"
		"\tbra.uni $loop5_exit;\n"
		"$if6_end:\n"
		"\t.loc 1 13 2\n"
		"\tbra $loop5_top;\n"
		"$loop5_exit:\n"
		"\t.loc 1 16 2\n"
		"\tmov.b32 %tid_1, 0xDEADBEEF;\n"
		"\tmov.f64 %d, 0d3FF0000000000000;\n"
		"\tret;\n"
		"}\n");
	diags_free(&d);
	kl_free(ptx);
}

/* shared window, mbarriers, tensor map, role, asm substitution, kernel attributes */
static char *hopper(void)
{
	fresh();
	kernel("tma", 256);
	K->cluster_const[0] = 2;
	K->cluster_const[1] = K->cluster_const[2] = 1;
	K->min_blocks = 1;
	K->max_regs = 168;
	int sa = shared("sa", TY_BF16, 0, 0, 1024, 2, 4, 8192);
	int full = shared("full", TY_B64, 1, 65536, 8, 1, 4, 0);
	int x = reg("x", -1, TY_U32), y = reg("y", -1, TY_U32), s = reg("s", -1, TY_U32);
	int p = reg("p", -1, TY_PRED), ph = reg("phase", -1, TY_U32);
	reg("w", -1, TY_U32);
	int ta = param("ta", PK_TMAP, TY_NONE, -1);
	IrStmt *as = ir_stmt_new(M, S_ASM, L(12));
	as->text = "\tmov.u32 %{w}, %{#0};\n\tadd.u32 %{w}, %{w}, 1;\n";
	IrStmt *wait = loop(10, p, 1, 1, NULL,
		ins(10, -1, 0, "mbarrier.try_wait.parity.shared::cta.b64", 3, R(p), SADDR(full, 8), R(ph)), NULL);
	IrStmt *role = ifs(5, p, 0, seq(
		ins(6, -1, 0, "mbarrier.init.shared::cta.b64", 2, SADDR(full, 8), IMM(TY_B32, 1)),
		ins(7, -1, 0, "mov.u32", 2, R(s), SYM(sa, 32768)),
		ins(8, -1, 0, "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes", 3,
		    ADDR(s, 0), TMAP(ta, 2, x, y), SADDR(full, 8)),
		wait, NULL), NULL);
	role->role = "producer";
	role->uniform = 1;
	K->body = seq(
		ins(3, -1, 0, "mov.u32", 2, R(x), SP(SP_CTAID_X)),
		ins(3, -1, 0, "mov.u32", 2, R(y), SP(SP_TID_X)),
		ins(4, -1, 0, "setp.eq.u32", 3, R(p), R(y), IMM(TY_U32, 0)),
		ins(4, -1, 0, "mov.u32", 2, R(ph), IMM(TY_U32, 0)),
		role,
		as,
		ins(13, -1, 0, "wgmma.fence.sync.aligned", 0),
		ins(14, -1, 0, "bar.sync", 1, IMM(TY_U32, 0)),
		NULL);
	CHECK_EQ(bad_match, 0);
	(void)SINK;
	Diags d;
	diags_init(&d);
	int rc;
	char *ptx = emit(NULL, &d, &rc);
	CHECK_EQ(rc, 0);
	diags_free(&d);
	return ptx;
}

static void test_hopper(void)
{
	char *ptx = hopper();
	CHECK_CONTAINS(ptx, "\n.extern .shared .align 1024 .b8 kiln_smem[];\n");
	CHECK_STR(strstr(ptx, ".visible"),
		".visible .entry tma(\n"
		"\t.param .align 64 .b8 ta[128]\n"
		")\n"
		".reqntid 256, 1, 1\n"
		".reqnctapercluster 2, 1, 1\n"
		".minnctapersm 1\n"
		".maxnreg 168\n"
		"{\n"
		"\t.reg .pred %p;\n"
		"\t.reg .b64 %ta;\n"
		"\t.reg .u32 %x, %y, %s, %phase, %w;\n"
		"\t// shared window kiln_smem: 65568 bytes of dynamic shared memory\n"
		"\t//   +0       sa bf16[4][8192] (65536 bytes, align 1024)\n"
		"\t//   +65536   full mbarrier[4] (32 bytes, align 8)\n"
		"\n"
		"\t.loc 1 1 2\n"
		"\tcvta.param.u64 %ta, ta;\n"
		"\t.loc 1 3 2\n"
		"\tmov.u32 %x, %ctaid.x;\n"
		"\tmov.u32 %y, %tid.x;\n"
		"\t.loc 1 4 2\n"
		"\tsetp.eq.u32 %p, %y, 0;\n"
		"\tmov.u32 %phase, 0;\n"
		"\t// role producer\n"
		"\t.loc 1 5 2\n"
		"\t@!%p bra.uni $producer1_end;\n"
		"\t.loc 1 6 2\n"
		"\tmbarrier.init.shared::cta.b64 [kiln_smem+65544], 1;\t// full[1]\n"
		"\t.loc 1 7 2\n"
		"\tmov.u32 %s, kiln_smem+32768;\t// sa[2]\n"
		"\t.loc 1 8 2\n"
		"\tcp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%s], [%ta, {%x, %y}], [kiln_smem+65544];\t// full[1]\n"
		"$loop2_top:\n"
		"\t.loc 1 10 2\n"
		"\tmbarrier.try_wait.parity.shared::cta.b64 %p, [kiln_smem+65544], %phase;\t// full[1]\n"
		"\t@!%p bra $loop2_top;\n"
		"$producer1_end:\n"
		"\t// end role producer\n"
		"\t.loc 1 12 2\n"
		"\tmov.u32 %w, %x;\n"
		"\t.loc 1 13 2\n"     /* asm text line i is source line 12 + i */
		"\tadd.u32 %w, %w, 1;\n"
		"\twgmma.fence.sync.aligned;\n"
		"\t.loc 1 14 2\n"
		"\tbar.sync 0;\n"
		"\tret;\n"
		"}\n");
	if (have_ptxas()) {
		PtxasResult r;
		CHECK(assemble(ptx, &r) > 0);
		CHECK_EQ(r.kernels[0].barriers, 1);
		ptxas_result_free(&r);
	}
	kl_free(ptx);
}

/* source names win over temporaries; odd characters become '_' */
static void test_names(void)
{
	fresh();
	kernel("names", 32);
	int tmp0 = reg(NULL, -1, TY_U32), user = reg("t", -1, TY_U32), tmp1 = reg("", -1, TY_U32);
	int odd = reg("x.y", -1, TY_U32), dig = reg("9z", 2, TY_U32);
	K->body = seq(ins(2, -1, 0, "add.u32", 3, R(tmp0), R(user), R(tmp1)),
		ins(3, -1, 0, "add.u32", 3, R(odd), R(dig), IMM(TY_U32, 1)), NULL);
	Diags d;
	diags_init(&d);
	int rc;
	char *ptx = emit(NULL, &d, &rc);
	CHECK_EQ(rc, 0);
	CHECK_CONTAINS(ptx, "\t.reg .u32 %t_1, %t, %t_2, %x_y, %_9z_2;\n");
	CHECK_CONTAINS(ptx, "\tadd.u32 %t_1, %t, %t_2;\n");
	kl_free(ptx);
	diags_free(&d);
}

/* immediates print by their type: signed decimal, unsigned decimal, bit
 * patterns in hex, f32/f64 as 0f/0d, predicates 0/1 */
static void test_immediates(void)
{
	fresh();
	kernel("imm", 32);
	int a = reg("a", -1, TY_S32), b = reg("b", -1, TY_U64), h = reg("h", -1, TY_B16);
	int p = reg("p", -1, TY_PRED), s = reg("s", -1, TY_S16), u = reg("u", -1, TY_U32);
	K->body = seq(
		ins(2, -1, 0, "mov.s32", 2, R(a), IMM(TY_S32, (uint64_t)-5)),
		ins(2, -1, 0, "mov.u64", 2, R(b), IMM(TY_U64, 0x8000000000000001ull)),
		ins(2, -1, 0, "mov.u64", 2, R(b), IMM(TY_U64, 1000000)),
		ins(2, -1, 0, "mov.b16", 2, R(h), IMM(TY_F16, 0x3C00)),
		ins(2, -1, 0, "mov.pred", 2, R(p), IMM(TY_PRED, 1)),
		ins(2, -1, 0, "mov.s16", 2, R(s), IMM(TY_S16, 0xFFFF)),
		ins(2, -1, 0, "mov.u32", 2, R(u), IMM(TY_NONE, 4096)),
		ins(2, -1, 0, "mov.u32", 2, R(u), IMM(TY_U32, 0xFFFFFFFFu)),
		NULL);
	CHECK_EQ(bad_match, 0);
	Diags d;
	diags_init(&d);
	int rc;
	char *ptx = emit(NULL, &d, &rc);
	CHECK_EQ(rc, 0);
	CHECK_CONTAINS(ptx,
		"\tmov.s32 %a, -5;\n"
		"\tmov.u64 %b, 0x8000000000000001;\n"
		"\tmov.u64 %b, 1000000;\n"
		"\tmov.b16 %h, 0x3C00;\n"
		"\tmov.pred %p, 1;\n"
		"\tmov.s16 %s, -1;\n"
		"\tmov.u32 %u, 4096;\n"
		"\tmov.u32 %u, 4294967295;\n");
	if (have_ptxas()) {
		PtxasResult r;
		CHECK(assemble(ptx, &r) >= 0);
		ptxas_result_free(&r);
	}
	diags_free(&d);
	kl_free(ptx);
}

/* an instruction or kernel the target cannot run is an error at its line */
static void test_target(void)
{
	fresh();
	M->sm = SM_80;
	kernel("old", 32);
	K->sm = SM_80;
	K->body = ins(3, -1, 0, "wgmma.fence.sync.aligned", 0);
	Diags d;
	diags_init(&d);
	int rc;
	char *ptx = emit(NULL, &d, &rc);
	CHECK_EQ(rc, -1);
	CHECK_EQ(d.nerr, 1);
	CHECK_STR(d.v[0].msg, "wgmma.fence.sync.aligned requires sm_90a (target is sm_80)");
	CHECK_EQ(d.v[0].loc.line, 3);
	kl_free(ptx);
	diags_free(&d);

	fresh();
	M->sm = SM_90;
	kernel("needs_a", 32);   /* K->sm = SM_90A */
	diags_init(&d);
	ptx = emit(NULL, &d, &rc);
	CHECK_EQ(rc, -1);
	CHECK_STR(d.nerr ? d.v[0].msg : NULL, "kernel 'needs_a' targets sm_90a; the target sm_90 lacks its features wgmma, setmaxnreg, tensormap_replace");
	CHECK_CONTAINS(ptx, ".version 7.8\n.target sm_90\n");
	kl_free(ptx);
	diags_free(&d);

	CHECK_EQ(ptx_parse_target("sm_90a"), SM_90A);
	CHECK_EQ(ptx_parse_target("sm_100a"), SM_100A);
	CHECK_EQ(ptx_parse_target("sm_91"), 0);
	CHECK_EQ(ptx_target_min_version(SM_100A), 86);
	CHECK_EQ(ptx_target_min_version(SM_90A), 80);
	/* the version rises to what an instruction needs */
	fresh();
	M->sm = SM_80;
	M->ptx_version = 71;
	kernel("v", 32);
	K->sm = SM_80;
	int p = reg("p", -1, TY_PRED);
	K->body = ins(3, -1, 0, "mbarrier.init.b64", 2, R(p), IMM(TY_B32, 1));
	diags_init(&d);
	ptx = emit(NULL, &d, &rc);
	int want = K->body->in.m.e->ptx > 71 ? K->body->in.m.e->ptx : 71;
	char vs[32];
	snprintf(vs, sizeof vs, ".version %d.%d\n", want / 10, want % 10);
	CHECK_CONTAINS(ptx, vs);
	kl_free(ptx);
	diags_free(&d);
	fresh();
	M->sm = SM_90A;
	kernel("v", 32);
	p = reg("p", -1, TY_PRED);
	int q = reg("q", -1, TY_U32);
	K->body = ins(3, -1, 0, "mbarrier.try_wait.parity.shared::cta.b64", 3, R(p), ADDR(q, 0), R(q));
	diags_init(&d);
	ptx = emit(NULL, &d, &rc);
	CHECK_CONTAINS(ptx, ".version 8.0\n");
	kl_free(ptx);
	diags_free(&d);
}

static const char canned[] =
	"ptxas info    : (C7508) Potential Performance Loss: 'setmaxnreg' ignored; unable to determine register count at entry.\n"
	"ptxas info    : 0 bytes gmem\n"
	"ptxas info    : Compiling entry function 'gemm' for 'sm_90a'\n"
	"ptxas info    : Function properties for gemm\n"
	"    16 bytes stack frame, 24 bytes spill stores, 32 bytes spill loads\n"
	"ptxas info    : Used 168 registers, used 1 barriers, 1024 bytes smem, 400 bytes cmem[0]\n"
	"ptxas info    : Compile time = 12.5 ms\n"
	"ptxas /tmp/kiln-ptxas-abc/kernel.ptx, line 77; warning : Unresolved extern\n"
	"ptxas info    : Compiling entry function 'tail' for 'sm_90a'\n"
	"ptxas info    : Function properties for tail\n"
	"    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
	"ptxas info    : Used 6 registers, used 0 barriers\n"
	"ptxas /tmp/kiln-ptxas-abc/kernel.ptx, line 31; error   : State space mismatch between instruction and address in instruction 'cp.async.bulk.tensor'\n"
	"ptxas fatal   : Ptx assembly aborted due to errors\n";

static void test_ptxas_parse(void)
{
	PtxasResult r;
	memset(&r, 0, sizeof r);
	ptxas_parse(canned, &r);
	CHECK_EQ(r.nkernels, 2);
	CHECK_STR(r.kernels[0].name, "gemm");
	CHECK_EQ(r.kernels[0].registers, 168);
	CHECK_EQ(r.kernels[0].barriers, 1);
	CHECK_EQ(r.kernels[0].smem, 1024);
	CHECK_EQ(r.kernels[0].cmem0, 400);
	CHECK_EQ(r.kernels[0].stack, 16);
	CHECK_EQ(r.kernels[0].spill_stores, 24);
	CHECK_EQ(r.kernels[0].spill_loads, 32);
	CHECK(fabs(r.kernels[0].compile_ms - 12.5) < 1e-9);
	CHECK_STR(r.kernels[1].name, "tail");
	CHECK_EQ(r.kernels[1].registers, 6);
	CHECK_EQ(r.kernels[1].smem, 0);
	CHECK_EQ(r.nmsgs, 4);
	CHECK_EQ(r.msgs[0].level, PTXAS_MSG_WARNING);
	CHECK_STR(r.msgs[0].code, "C7508");
	CHECK_STR(r.msgs[0].text, "Potential Performance Loss: 'setmaxnreg' ignored; unable to determine register count at entry.");
	CHECK_EQ(r.msgs[0].kernel, -1);
	CHECK_EQ(r.msgs[1].level, PTXAS_MSG_WARNING);
	CHECK_EQ(r.msgs[1].ptx_line, 77);
	CHECK_EQ(r.msgs[1].kernel, 0);
	CHECK_STR(r.msgs[1].text, "Unresolved extern");
	CHECK_EQ(r.msgs[2].level, PTXAS_MSG_ERROR);
	CHECK_EQ(r.msgs[2].ptx_line, 31);
	CHECK_EQ(r.msgs[2].kernel, 1);
	CHECK(r.msgs[2].code == NULL);
	CHECK_STR(r.msgs[2].text, "State space mismatch between instruction and address in instruction 'cp.async.bulk.tensor'");
	CHECK_EQ(r.msgs[3].level, PTXAS_MSG_ERROR);
	CHECK_EQ(r.msgs[3].ptx_line, 0);
	ptxas_result_free(&r);
	CHECK_STR(ptxas_status_name(PTXAS_TIMEOUT), "timeout");
}

/* ptxas failures: rejected (with the PTX line), missing program, timeout */
static void test_ptxas_run(void)
{
	PtxasResult r;
	PtxasOptions o = {.ptxas = "/nonexistent/ptxas", .target = "sm_90a"};
	CHECK_EQ(ptxas_run(".version 8.0\n", 13, &o, &r), PTXAS_NOT_FOUND);
	CHECK_CONTAINS(r.log, "cannot run /nonexistent/ptxas");
	ptxas_result_free(&r);

	char script[] = "/tmp/kiln-test-slow-XXXXXX";
	int fd = mkstemp(script);
	CHECK(fd >= 0);
	if (fd >= 0) {
		const char body[] = "#!/bin/sh\nexec sleep 10\n";
		CHECK_EQ(write(fd, body, sizeof body - 1), (long long)(sizeof body - 1));
		close(fd);
		chmod(script, 0700);
		o.ptxas = script;
		o.timeout_ms = 200;
		CHECK_EQ(ptxas_run("x", 1, &o, &r), PTXAS_TIMEOUT);
		CHECK(r.wall_ms < 5000);
		CHECK_CONTAINS(r.log, "killed after 200 ms");
		ptxas_result_free(&r);
		unlink(script);
	}
	if (!have_ptxas())
		return;
	/* a setmaxnreg the register count at entry cannot support: C7508 */
	char *ptx = hopper();
	char *p = strstr(ptx, "\twgmma.fence");
	const char *set = "\t@%p setmaxnreg.dec.sync.aligned.u32 40;\n";
	Buf b = {0};
	buf_putn(&b, ptx, (size_t)(p - ptx));
	buf_puts(&b, set);
	buf_puts(&b, p);
	/* drop .maxnreg and .minnctapersm so ptxas cannot know the count at entry */
	char *mx = strstr(b.s, ".minnctapersm 1\n.maxnreg 168\n");
	memmove(mx, mx + 29, strlen(mx + 29) + 1);
	b.len = strlen(b.s);
	o = (PtxasOptions){.target = "sm_90a"};
	CHECK_EQ(ptxas_run(b.s, b.len, &o, &r), PTXAS_OK);
	int found = 0;
	for (int i = 0; i < r.nmsgs; i++)
		found |= r.msgs[i].code && !strcmp(r.msgs[i].code, "C7508") && r.msgs[i].level == PTXAS_MSG_WARNING;
	CHECK(found);
	if (!found)
		fprintf(stderr, "%s\n", r.log);
	ptxas_result_free(&r);
	/* an unknown instruction: rejected, with its PTX line */
	int line = 1;
	for (const char *c = b.s; c < strstr(b.s, "\t@%p setmaxnreg"); c++)
		line += *c == '\n';
	memcpy(strstr(b.s, "setmaxnreg"), "setmaxnreX", 10);
	CHECK_EQ(ptxas_run(b.s, b.len, &o, &r), PTXAS_REJECTED);
	CHECK(r.nmsgs >= 1 && r.msgs[0].level == PTXAS_MSG_ERROR && r.msgs[0].ptx_line == line);
	CHECK(r.exit_code != 0);
	ptxas_result_free(&r);
	buf_free(&b);
	kl_free(ptx);
}

/* the compile API's error paths (the front end's own tests cover sources) */
static void test_api_errors(void)
{
	KilnCompileOptions o = {.path = "x.kiln", .source = "kernel k() block(32) { }", .target = "sm_42"};
	KilnCompileResult *r = kiln_compile(&o);
	CHECK(r != NULL);
	CHECK_EQ(kiln_compile_ok(r), 0);
	CHECK_EQ(kiln_compile_status(r), KILN_COMPILE_EINPUT);
	CHECK(kiln_compile_ptx(r) == NULL);
	CHECK_EQ(kiln_compile_ndiagnostics(r), 1);
	KilnDiagnostic g;
	CHECK_EQ(kiln_compile_diagnostic(r, 0, &g), 0);
	CHECK_STR(g.severity, "error");
	CHECK_CONTAINS(g.message, "unknown target 'sm_42'");
	CHECK_EQ(kiln_compile_diagnostic(r, 1, &g), -1);
	CHECK_CONTAINS(kiln_compile_diagnostics_text(r), "error: unknown target 'sm_42'");
	const char *js = kiln_compile_result_json(r);
	Arena *a = arena_new();
	char err[128];
	JVal *v = json_parse(a, js, strlen(js), err, sizeof err);
	CHECK(v != NULL);
	if (v) {
		CHECK(json_get(v, "ok") && json_get(v, "ok")->t == JBOOL && json_get(v, "ok")->b == 0);
		CHECK_STR(json_str(json_get(v, "schema")), "kiln.build");
		CHECK_STR(json_str(json_get(v, "status")), "compile_error");
		CHECK(json_get(v, "exit_code") && json_get(v, "exit_code")->i == 2);
		CHECK(json_get(v, "ptx") && json_get(v, "ptx")->t == JNULL);
		JVal *ds = json_get(v, "diagnostics");
		CHECK(ds && ds->t == JARR && ds->n == 1);
		if (ds && ds->n == 1)
			CHECK_STR(json_str(json_get(ds->items[0], "severity")), "error");
		CHECK(json_get(v, "timing") && json_get(v, "timing")->t == JOBJ);
	}
	arena_free(a);
	kiln_compile_result_free(r);

	o = (KilnCompileOptions){0};
	r = kiln_compile(&o);
	CHECK_EQ(kiln_compile_status(r), KILN_COMPILE_EINPUT);
	CHECK_CONTAINS(kiln_compile_diagnostics_text(r), "no source");
	kiln_compile_result_free(r);

	/* a syntax error never yields PTX */
	o = (KilnCompileOptions){.path = "bad.kiln", .source = "kernel k( {"};
	r = kiln_compile(&o);
	CHECK_EQ(kiln_compile_ok(r), 0);
	CHECK_EQ(kiln_compile_status(r), KILN_COMPILE_EINPUT);
	CHECK(kiln_compile_ndiagnostics(r) >= 1);
	CHECK(kiln_compile_ptx(r) == NULL);
	CHECK(kiln_compile_nkernels(r) == 0);
	kiln_compile_result_free(r);
}

/* the compile API end to end on source text (front end + printer + ptxas) */
static void test_api_ok(void)
{
	static const char src[] =
		"kernel scale<S = 3>(x: global u32*, n: u32)\n"
		"  grid(ceil_div(n, 128)) block(128)\n"
		"{\n"
		"\tu32 i = ctaid.x * 128 + tid.x;\n"
		"\tif (i < n) {\n"
		"\t\tu32 v;\n"
		"\t\tld.global.u32 v, [x + i];\n"
		"\t\tst.global.u32 [x + i], v * S;\n"
		"\t}\n"
		"}\n"
		"kernel other(x: global u32*) grid(1) block(32) { st.global.u32 [x], 1; }\n";
	const char *defs[] = {"S=7"};
	KilnCompileOptions o = {.path = "api.kiln", .source = src, .map = 1, .dump_ir = 1,
	                        .defines = defs, .ndefines = 1, .kernel = "scale"};
	KilnCompileResult *r = kiln_compile(&o);
	CHECK_EQ(kiln_compile_ok(r), 1);
	CHECK_EQ(kiln_compile_status(r), KILN_COMPILE_OK);
	if (!kiln_compile_ok(r))
		fprintf(stderr, "%s", kiln_compile_diagnostics_text(r));
	const char *ptx = kiln_compile_ptx(r);
	CHECK_CONTAINS(ptx, ".visible .entry scale(");
	CHECK(ptx && !strstr(ptx, ".entry other"));     /* --kernel */
	CHECK_CONTAINS(ptx, ", 7;");                    /* -D S=7: v * 7 */
	CHECK_EQ(kiln_compile_ptx_len(r), ptx ? strlen(ptx) : 0);
	CHECK_STR(kiln_compile_target(r), "sm_90a");
	CHECK_EQ(kiln_compile_ndiagnostics(r), 0);
	CHECK_EQ(kiln_compile_nkernels(r), 1);
	KilnKernelInfo k;
	CHECK_EQ(kiln_compile_kernel(r, 0, &k), 0);
	CHECK_STR(k.name, "scale");
	CHECK_STR(k.grid, "ceil_div(n, 128), 1, 1");
	CHECK_EQ(k.block[0], 128);
	CHECK_EQ(k.cluster[0], 0);
	CHECK_EQ(k.has_resources, 0);
	CHECK_EQ(kiln_compile_kernel(r, 1, &k), -1);
	CHECK(kiln_compile_ir(r) != NULL && strlen(kiln_compile_ir(r)) > 0);
	CHECK(kiln_compile_ptxas_log(r) == NULL);
	/* the map points line 8 (the store) at the st.global line */
	const char *mj = kiln_compile_map_json(r);
	CHECK_CONTAINS(mj, "{\"schema\":1,\"files\":[\"api.kiln\"],");
	int st_line = 0, n = 1;
	for (const char *c = ptx; c && *c; c++) {
		if (*c == '\n')
			n++;
		else if (!st_line && !strncmp(c, "st.global.u32", 13))
			st_line = n;
	}
	const char *f;
	int line;
	CHECK(kiln_compile_map_lookup(r, st_line, &f, &line) == 1 && line == 8 && !strcmp(f, "api.kiln"));
	CHECK(kiln_compile_time_ms(r, "total") >= kiln_compile_time_ms(r, "emit"));
	CHECK(kiln_compile_time_ms(r, "nonsense") == -1);
	kiln_compile_result_free(r);

	if (!have_ptxas())
		return;
	o = (KilnCompileOptions){.path = "api.kiln", .source = src, .ptxas = 1};
	r = kiln_compile(&o);
	CHECK_EQ(kiln_compile_ok(r), 1);
	CHECK_EQ(kiln_compile_nkernels(r), 2);
	for (int i = 0; i < 2; i++) {
		CHECK_EQ(kiln_compile_kernel(r, i, &k), 0);
		CHECK_EQ(k.has_resources, 1);
		CHECK(k.registers > 0 && k.registers < 64);
		CHECK_EQ(k.spill_store_bytes, 0);
	}
	CHECK_CONTAINS(kiln_compile_ptxas_log(r), "Compiling entry function 'scale'");
	CHECK_CONTAINS(kiln_compile_result_json(r), "\"resources\":{\"ptxas\":\"ok\",\"exit_code\":0,");
	kiln_compile_result_free(r);

	/* ptxas rejects an asm line: an error at that source line */
	static const char bad[] =
		"kernel k(x: global u32*) grid(1) block(32)\n"
		"{\n"
		"\tu32 v = 1;\n"
		"\tasm {\n"
		"\t\tbogus.op.u32 %{v}, 2;\n"
		"\t}\n"
		"\tst.global.u32 [x], v;\n"
		"}\n";
	o = (KilnCompileOptions){.path = "bad_asm.kiln", .source = bad, .ptxas = 1};
	r = kiln_compile(&o);
	CHECK_EQ(kiln_compile_ok(r), 0);
	CHECK_EQ(kiln_compile_status(r), KILN_COMPILE_EINPUT);
	CHECK(kiln_compile_ptx(r) != NULL);              /* the PTX is kept for inspection */
	KilnDiagnostic g;
	int found = 0;
	for (int i = 0; i < kiln_compile_ndiagnostics(r); i++)
		if (!kiln_compile_diagnostic(r, i, &g) && !strcmp(g.severity, "error") && g.file && !strcmp(g.file, "bad_asm.kiln") && g.line == 5 && strstr(g.message, "ptxas"))
			found = 1;
	CHECK(found);
	if (!found)
		fprintf(stderr, "%s", kiln_compile_diagnostics_text(r));
	kiln_compile_result_free(r);

	/* ptxas missing: an internal error, exit 3 */
	o = (KilnCompileOptions){.path = "api.kiln", .source = src, .ptxas = 1, .ptxas_path = "/nonexistent/ptxas"};
	r = kiln_compile(&o);
	CHECK_EQ(kiln_compile_status(r), KILN_COMPILE_EINTERNAL);
	CHECK_CONTAINS(kiln_compile_diagnostics_text(r), "ptxas not-found");
	kiln_compile_result_free(r);
}

int main(void)
{
	Buf err = {0};
	CHECK_EQ(isa_init(&err), 0);
	buf_free(&err);
	test_vadd();
	test_control();
	test_hopper();
	test_names();
	test_immediates();
	test_target();
	test_ptxas_parse();
	test_ptxas_run();
	test_api_errors();
	test_api_ok();
	ir_module_free(M);
	return TEST_DONE();
}
