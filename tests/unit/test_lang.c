/* Front end: lowering of small programs, asserted on the IR (ir_dump text
 * and direct walks): expressions, pointer scaling, unroll, inline fns,
 * templates and -D, roles, launch expressions, slices, shared placement,
 * imports, diagnostics, ir_check, and the compile-time budget. */
#include "test.h"
#include "lang/lang.h"
#include "util/arena.h"
#include <stdlib.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
	IrModule *m;
	Diags d;
	Buf dump;
	Buf diag;
} Res;

static Res compile_opts(const char *src, const char *const *defs, int ndefs, const char *kernel)
{
	Res r = {0};
	diags_init(&r.d);
	LangInput in = {.path = "t.kiln", .src = src, .len = strlen(src), .defines = defs, .ndefines = ndefs,
	                .kernel = kernel};
	r.m = lang_compile(&in, &r.d);
	if (r.m)
		for (int i = 0; i < r.m->nkernels; i++)
			ir_dump(r.m->kernels[i], &r.dump);
	diags_render(&r.d, &r.diag);
	return r;
}

static Res compile(const char *src) { return compile_opts(src, NULL, 0, NULL); }

static void done(Res *r)
{
	ir_module_free(r->m);
	diags_free(&r->d);
	buf_free(&r->dump);
	buf_free(&r->diag);
}

static const char *dump(Res *r) { return buf_str(&r->dump); }
static const char *diag(Res *r) { return buf_str(&r->diag); }

static int count_instrs(const IrStmt *s)
{
	int n = 0;
	for (; s; s = s->next) {
		if (s->k == S_INSTR)
			n++;
		n += count_instrs(s->then) + count_instrs(s->els) + count_instrs(s->head) + count_instrs(s->body) +
		     count_instrs(s->latch);
	}
	return n;
}

/* the n-th instruction (pre-order) with this opcode spelling */
static const IrInstr *find_instr(const IrStmt *s, const char *spell, int *n)
{
	for (; s; s = s->next) {
		if (s->k == S_INSTR) {
			Buf b = {0};
			isa_spell(&s->in.m, &b);
			int hit = !strcmp(buf_str(&b), spell);
			buf_free(&b);
			if (hit && (*n)-- == 0)
				return &s->in;
		}
		const IrStmt *sub[] = {s->then, s->els, s->head, s->body, s->latch};
		for (int i = 0; i < 5; i++) {
			const IrInstr *in = find_instr(sub[i], spell, n);
			if (in)
				return in;
		}
	}
	return NULL;
}

static const IrInstr *nth(const IrKernel *k, const char *spell, int n) { return find_instr(k->body, spell, &n); }

static const char *vadd =
	"kernel vadd(a: global f32*, b: global f32*, out: global f32*, n: u32)\n"
	"  grid(ceil_div(n, 256)) block(256)\n"
	"{\n"
	"  u32 i = ctaid.x * 256 + tid.x;\n"
	"  if (i < n) {\n"
	"    f32 x, y;\n"
	"    ld.global.f32 x, [a + i];\n"
	"    ld.global.f32 y, [b + i];\n"
	"    st.global.f32 [out + i], x + y;\n"
	"  }\n"
	"}\n";

static void test_vadd(void)
{
	Res r = compile(vadd);
	CHECK(r.m != NULL);
	if (!r.m) {
		fprintf(stderr, "%s", diag(&r));
		done(&r);
		return;
	}
	CHECK_EQ(r.m->nkernels, 1);
	const IrKernel *k = r.m->kernels[0];
	CHECK_STR(k->name, "vadd");
	CHECK_EQ(k->nparams, 4);
	CHECK_EQ(k->params[0].kind, PK_PTR);
	CHECK_EQ(k->params[0].ty, TY_F32);
	CHECK_EQ(k->params[3].kind, PK_SCALAR);
	CHECK_EQ(k->params[3].ty, TY_U32);
	CHECK_EQ(k->block_const[0], 256);
	CHECK_EQ(k->block_const[1], 1);
	int64_t args[4] = {0, 0, 0, 1000}, v = 0;
	CHECK_EQ(lexpr_eval(k->grid[0], args, &v), 0);
	CHECK_EQ(v, 4);
	args[3] = 1024;
	lexpr_eval(k->grid[0], args, &v);
	CHECK_EQ(v, 4);
	/* entry: explicit parameter loads */
	CHECK(k->body->k == S_INSTR);
	CHECK_CONTAINS(dump(&r), "  ld.param.u64 %t#0, [param:a]\n  cvta.to.global.u64 %a, %t#0\n");
	CHECK_CONTAINS(dump(&r), "ld.param.u32 %n, [param:n]\n");
	/* i = ctaid.x * 256 + tid.x: specials through mov, the add writes i */
	CHECK_CONTAINS(dump(&r), "mov.u32 %t#8, %ctaid.x\n  mul.lo.u32 %t#9, %t#8, 256\n  mov.u32 %t#10, %tid.x\n  add.u32 %i, %t#9, %t#10\n");
	CHECK_CONTAINS(dump(&r), "setp.lt.u32 %t#11, %i, %n\n  if %t#11 {\n");
	/* [a + i]: index scaled by sizeof(f32) with mul.wide, then add.u64 */
	CHECK_CONTAINS(dump(&r), "mul.wide.u32 %t#14, %i, 4\n    add.u64 %t#15, %a, %t#14\n    ld.global.f32 %x, [%t#15]\n");
	/* x + y lowered before the store, with .rn (no contraction) */
	CHECK_CONTAINS(dump(&r), "add.rn.f32 %t#20, %x, %y\n    st.global.f32 [%t#19], %t#20\n");
	const IrInstr *st = nth(k, "st.global.f32", 0);
	CHECK(st != NULL);
	if (st) {
		CHECK_EQ(st->ops[0].k, O_ADDR);
		CHECK_EQ(st->ops[0].off, 0);
		CHECK_EQ(st->ops[1].k, O_REG);
		CHECK_EQ(k->regs[st->ops[1].reg].ty, TY_F32);
	}
	CHECK_EQ(ir_check(r.m, &r.d), 0);
	done(&r);
}

#define KHEAD "kernel k(p: global f32*, q: global bf16*, w: global u64*, n: u32, sn: s32) grid(1) block(32)\n{\n"

static void test_expressions(void)
{
	Res r = compile(KHEAD
		"  u32 a = n * 3 + 1;\n"
		"  u32 c = 2 * 8 + 1;\n"
		"  s32 s = sn >> 2;\n"
		"  u32 u = n >> 2;\n"
		"  f32 f = 1.5;\n"
		"  f32 g = f * 2.0;\n"
		"  pred ne = f != g;\n"
		"  f32 h = (f32)n;\n"
		"  s32 ti = (s32)f;\n"
		"  u64 wide = (u64)n;\n"
		"  s32 re = (s32)n;\n"
		"  u32 sel = ne ? a : c;\n"
		"  u32 mn = min(a, 7);\n"
		"  a += 5;\n"
		"  a++;\n"
		"  pred both = ne && a < c;\n"
		"  u32 m = ~a & 0xff;\n"
		"  f32 neg = -g;\n"
		"  u32 k = (u32)-1;\n"
		"  const K = 1 << 4;\n"
		"  u32 kk = K * sizeof(bf16);\n"
		"}\n");
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "%s", diag(&r));
	const char *d = dump(&r);
	CHECK_CONTAINS(d, "mul.lo.u32 %t#9, %n, 3\n  add.u32 %a, %t#9, 1\n");
	CHECK_CONTAINS(d, "mov.u32 %c, 17\n");                   /* folded */
	CHECK_CONTAINS(d, "shr.s32 %s, %sn, 2\n");               /* arithmetic shift for s32 */
	CHECK_CONTAINS(d, "shr.u32 %u, %n, 2\n");
	CHECK_CONTAINS(d, "mov.f32 %f, 0f3FC00000\n");
	CHECK_CONTAINS(d, "mul.rn.f32 %g, %f, 0f40000000\n");    /* literal takes f32 */
	CHECK_CONTAINS(d, "setp.neu.f32 %ne, %f, %g\n");         /* C semantics on NaN */
	CHECK_CONTAINS(d, "cvt.rn.f32.u32 %h, %n\n");
	CHECK_CONTAINS(d, "cvt.rzi.s32.f32 %ti, %f\n");
	CHECK_CONTAINS(d, "cvt.u64.u32 %wide, %n\n");
	CHECK_CONTAINS(d, "mov.b32 %re, %n\n");                  /* same-size reinterpretation */
	CHECK_CONTAINS(d, "selp.u32 %sel, %a, %c, %ne\n");
	CHECK_CONTAINS(d, "min.u32 %mn, %a, 7\n");
	CHECK_CONTAINS(d, "add.u32 %a, %a, 5\n  add.u32 %a, %a, 1\n");
	CHECK_CONTAINS(d, "and.pred %both, %ne, %t#");
	CHECK_CONTAINS(d, "not.b32 %t#");
	CHECK_CONTAINS(d, "and.b32 %m, %t#");
	CHECK_CONTAINS(d, ", 255\n");
	CHECK_CONTAINS(d, "neg.f32 %neg, %g\n");
	CHECK_CONTAINS(d, "mov.u32 %k, 4294967295\n");
	CHECK_CONTAINS(d, "mov.u32 %kk, 32\n");                  /* 16 * 2 */
	done(&r);

	/* mixed types are an error naming both types */
	r = compile(KHEAD "  u32 a = n + sn;\n}\n");
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), "t.kiln:3:13: error: type mismatch: u32 + s32; write a cast");
	done(&r);
	r = compile(KHEAD "  f32 a = 1.0;\n  u32 b = a;\n}\n");
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), "cannot assign f32 to u32 register 'b'");
	done(&r);
}

static void test_pointers(void)
{
	Res r = compile(KHEAD
		"  f32 x;\n"
		"  bf16 h;\n"
		"  u64 z;\n"
		"  u64 addr = 64;\n"
		"  ld.global.f32 x, [p + 3];\n"
		"  ld.global.b16 h, [q + n];\n"
		"  ld.global.u64 z, [w + addr];\n"
		"  ld.global.f32 x, [addr + 16];\n"
		"  global f32* row = p + n * 4;\n"
		"  ld.global.f32 x, [row - 2];\n"
		"  ld.global.f32 x, [p + sn];\n"
		"}\n");
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "%s", diag(&r));
	const char *d = dump(&r);
	CHECK_CONTAINS(d, "ld.global.f32 %x, [%p+12]\n");              /* constant folded into the offset */
	CHECK_CONTAINS(d, "mul.wide.u32 %t#");                         /* bf16: scaled by 2 */
	CHECK_CONTAINS(d, ", %n, 2\n");
	CHECK_CONTAINS(d, "mul.lo.u64 %t#");                           /* 64-bit index */
	CHECK_CONTAINS(d, ", %addr, 8\n");
	CHECK_CONTAINS(d, "ld.global.f32 %x, [%addr+16]\n");           /* integer register = byte address */
	CHECK_CONTAINS(d, "ld.global.f32 %x, [%row-8]\n");
	CHECK_CONTAINS(d, "mul.wide.s32 %t#");                         /* signed index sign-extends */
	done(&r);
}

static void test_unroll_and_arrays(void)
{
	Res r = compile(KHEAD
		"  f32 acc[8];\n"
		"  for unroll (i = 0; i < 8; i += 2) { acc[i] = i; acc[i + 1] = 0.5; }\n"
		"  st.global.v4.f32 [p], {acc[4:8]};\n"
		"  f32 m2[2][3];\n"
		"  m2[1][2] = acc[7];\n"
		"}\n");
	CHECK(r.m != NULL);
	if (!r.m) {
		fprintf(stderr, "%s", diag(&r));
		done(&r);
		return;
	}
	const IrKernel *k = r.m->kernels[0];
	const char *d = dump(&r);
	CHECK_CONTAINS(d, "mov.f32 %acc[0], 0f00000000\n  mov.f32 %acc[1], 0f3F000000\n  mov.f32 %acc[2], 0f40000000\n");
	CHECK_CONTAINS(d, "mov.f32 %acc[6], 0f40C00000\n  mov.f32 %acc[7], 0f3F000000\n");
	CHECK_CONTAINS(d, "st.global.v4.f32 [%p], {%acc[4], %acc[5], %acc[6], %acc[7]}\n");
	CHECK_CONTAINS(d, "mov.f32 %m2[5], %acc[7]\n");
	const IrInstr *st = nth(k, "st.global.v4.f32", 0);
	CHECK(st && st->ops[1].k == O_VEC && st->ops[1].n == 4);
	if (st)
		CHECK_EQ(k->regs[st->ops[1].regs[0]].index, 4);
	/* 5 params loads (3 pointer pairs + 2 scalars = 8) + 8 movs + 1 st + 1 mov */
	CHECK_EQ(count_instrs(k->body), 8 + 8 + 1 + 1);
	done(&r);
}

static void test_inline_fns(void)
{
	Res r = compile(
		"inline fn sq(x: f32) -> f32 { return x * x; }\n"
		"inline fn bump(inout stage: u32, inout phase: u32, n: u32) {\n"
		"  stage += 1;\n"
		"  if (stage == n) { stage = 0; phase ^= 1; }\n"
		"}\n"
		KHEAD
		"  f32 v = 3.0;\n"
		"  f32 y = sq(v) + 1.0;\n"
		"  f32 z = sq(y);\n"
		"  u32 s = 0, ph = 0;\n"
		"  bump(s, ph, 4);\n"
		"}\n");
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "%s", diag(&r));
	const char *d = dump(&r);
	/* by value: a copy; the result lands in a temporary, then y */
	CHECK_CONTAINS(d, "mov.f32 %x#");
	CHECK_CONTAINS(d, ", %v\n");
	CHECK_CONTAINS(d, "add.rn.f32 %y, %t#");
	/* a call as the whole initializer returns straight into z */
	CHECK_CONTAINS(d, "mul.rn.f32 %z, %x#");
	/* inout parameters alias the caller's registers */
	CHECK_CONTAINS(d, "add.u32 %s, %s, 1\n  setp.eq.u32 %t#");
	CHECK_CONTAINS(d, "mov.u32 %s, 0\n    xor.b32 %ph, %ph, 1\n");
	done(&r);
}

static void test_templates(void)
{
	const char *src =
		"const WARPS = 4;\n"
		"kernel k<BM = 64, BN = BM * 2>(p: global f32*, m: u32, n: u32)\n"
		"  grid(ceil_div(n, BN), m / BM) block(WARPS * 32) cluster(2, 1)\n"
		"{\n"
		"  if (BM > 64) { bar.sync 1; } else { bar.sync 2; }\n"
		"}\n";
	Res r = compile(src);
	CHECK(r.m != NULL);
	if (!r.m) {
		fprintf(stderr, "%s", diag(&r));
		done(&r);
		return;
	}
	const IrKernel *k = r.m->kernels[0];
	CHECK_EQ(k->block_const[0], 128);
	CHECK_EQ(k->cluster_const[0], 2);
	CHECK_EQ(k->cluster_const[1], 1);
	CHECK_EQ(k->cluster_const[2], 1);
	int64_t args[3] = {0, 1000, 1000}, v = 0;
	CHECK_EQ(lexpr_eval(k->grid[0], args, &v), 0);
	CHECK_EQ(v, 8);                    /* ceil_div(1000, 128) */
	lexpr_eval(k->grid[1], args, &v);
	CHECK_EQ(v, 15);                   /* 1000 / 64 */
	CHECK_CONTAINS(dump(&r), "bar.sync 2\n");     /* compile-time if: only the taken branch */
	CHECK(!strstr(dump(&r), "bar.sync 1"));
	done(&r);

	const char *defs[] = {"BM=128", "WARPS=8"};
	r = compile_opts(src, defs, 2, NULL);
	CHECK(r.m != NULL);
	if (r.m) {
		k = r.m->kernels[0];
		CHECK_EQ(k->block_const[0], 256);
		lexpr_eval(k->grid[0], args, &v);
		CHECK_EQ(v, 4);                /* BN default follows BM: 256 */
		CHECK_CONTAINS(dump(&r), "bar.sync 1\n");
	}
	done(&r);

	const char *bad[] = {"NOPE=3"};
	r = compile_opts(src, bad, 1, NULL);
	CHECK(r.m != NULL);
	CHECK_CONTAINS(diag(&r), "warning: -D NOPE=3: no template parameter or constant has this name");
	done(&r);
	const char *badv[] = {"BM=abc"};
	r = compile_opts(src, badv, 1, NULL);
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), "-D BM=abc: value must be an integer");
	done(&r);
}

static void test_shared_roles_tmap(void)
{
	Res r = compile(
		"kernel k(ta: tensormap, c: global f32*) grid(1) block(256) target(sm_90a)\n"
		"{\n"
		"  shared f32 small[3];\n"
		"  shared align(1024) bf16 sa[2][64];\n"
		"  shared mbarrier full[2];\n"
		"  u32 s = tid.x / 128;\n"
		"  role producer (tid.x / 128 == 0) {\n"
		"    mbarrier.arrive.expect_tx.shared::cta.b64 _, [full[1]], 256;\n"
		"    cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes\n"
		"        [sa[1]], [ta, {s * 64, 0}], [full[s]];\n"
		"  }\n"
		"  role consumer (tid.x / 128 >= 1) {\n"
		"    f32 x;\n"
		"    ld.shared.f32 x, [small + 2];\n"
		"    pred p;\n"
		"    @!p ld.shared.f32 x, [small];\n"
		"  }\n"
		"}\n");
	CHECK(r.m != NULL);
	if (!r.m) {
		fprintf(stderr, "%s", diag(&r));
		done(&r);
		return;
	}
	const IrKernel *k = r.m->kernels[0];
	CHECK_EQ(k->nshared, 3);
	CHECK_EQ(k->shared[0].offset, 0);
	CHECK_EQ(k->shared[0].size, 12);
	CHECK_EQ(k->shared[1].offset, 1024);
	CHECK_EQ(k->shared[1].size, 256);
	CHECK_EQ(k->shared[1].align, 1024);
	CHECK_EQ(k->shared[1].ndim, 2);
	CHECK_EQ(k->shared[1].dim[1], 64);
	CHECK_EQ(k->shared[2].offset, 1280);
	CHECK_EQ(k->shared[2].is_mbarrier, 1);
	CHECK_EQ(k->shared[2].size, 16);
	CHECK_EQ(k->smem_bytes, 1296);
	CHECK_EQ(k->smem_align, 1024);
	/* roles are S_IF with the role name */
	int roles = 0;
	for (const IrStmt *s = k->body; s; s = s->next)
		if (s->k == S_IF && s->role)
			roles++;
	CHECK_EQ(roles, 2);
	CHECK_CONTAINS(dump(&r), "role producer if %t#");
	const IrInstr *arr = nth(k, "mbarrier.arrive.expect_tx.shared::cta.b64", 0);
	CHECK(arr != NULL);
	if (arr) {
		CHECK_EQ(arr->ops[0].k, O_SINK);
		CHECK_EQ(arr->ops[1].k, O_ADDR);
		CHECK_EQ(arr->ops[1].reg, -1);
		CHECK_EQ(arr->ops[1].symk, SYM_SHARED);
		CHECK_EQ(arr->ops[1].sym, 2);
		CHECK_EQ(arr->ops[1].off, 8);          /* full[1] */
		CHECK_EQ(arr->ops[2].k, O_IMM);
		CHECK_EQ(arr->ops[2].imm, 256);
	}
	const IrInstr *cp = nth(k, "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes", 0);
	CHECK(cp != NULL);
	if (cp) {
		CHECK_EQ(cp->ops[0].k, O_ADDR);
		CHECK_EQ(cp->ops[0].sym, 1);
		CHECK_EQ(cp->ops[0].off, 128);         /* sa[1]: one row of 64 bf16 */
		CHECK_EQ(cp->ops[1].k, O_TMAP);
		CHECK_EQ(cp->ops[1].n, 2);
		CHECK_EQ(cp->ops[1].symk, SYM_PARAM);
		CHECK_EQ(cp->ops[1].sym, 0);
		CHECK_EQ(cp->ops[2].k, O_ADDR);
		CHECK(cp->ops[2].reg >= 0);            /* full[s]: computed u32 address */
	}
	/* the tensor map's generic address: mov.b64 + cvta.param.u64 */
	CHECK_CONTAINS(dump(&r), "mov.b64 %t#0, param:ta\n  cvta.param.u64 %ta, %t#0\n");
	CHECK_CONTAINS(dump(&r), "ld.shared.f32 %x, [small+8]\n");
	const IrInstr *g = nth(k, "ld.shared.f32", 1);
	CHECK(g && g->guard >= 0 && g->guard_neg == 1);
	done(&r);
}

static void test_control_flow(void)
{
	Res r = compile(KHEAD
		"  u32 s = 0;\n"
		"  for (u32 i = 0; i < n; i += 1) {\n"
		"    if (i == 3) continue;\n"
		"    if (i == 9) break;\n"
		"    s += i;\n"
		"  }\n"
		"  while (s > 4) { s -= 4; }\n"
		"  do { s += 1; } while (s < 10);\n"
		"  asm { add.u32 %{s}, %{s}, 1; }\n"
		"}\n");
	CHECK(r.m != NULL);
	if (!r.m) {
		fprintf(stderr, "%s", diag(&r));
		done(&r);
		return;
	}
	const IrKernel *k = r.m->kernels[0];
	const IrStmt *loops[3];
	int nl = 0;
	const IrStmt *as = NULL;
	for (const IrStmt *s = k->body; s; s = s->next) {
		if (s->k == S_LOOP && nl < 3)
			loops[nl++] = s;
		if (s->k == S_ASM)
			as = s;
	}
	CHECK_EQ(nl, 3);
	if (nl == 3) {
		CHECK(loops[0]->head && loops[0]->cond >= 0 && loops[0]->latch && !loops[0]->test_at_end);
		CHECK(loops[2]->test_at_end);
	}
	CHECK(as != NULL);
	if (as) {
		int sreg = -1;
		for (int i = 0; i < k->nregs; i++)
			if (!strcmp(k->regs[i].name, "s"))
				sreg = i;
		char want[64];
		snprintf(want, sizeof want, "add.u32 %%{#%d}, %%{#%d}, 1;", sreg, sreg);
		CHECK_CONTAINS(as->text, want);
	}
	CHECK_CONTAINS(dump(&r), "continue\n");
	CHECK_CONTAINS(dump(&r), "break\n");
	done(&r);
}

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	if (f) {
		fputs(text, f);
		fclose(f);
	}
}

static void test_imports(void)
{
	char dir[] = "/tmp/kiln_lang_XXXXXX";
	if (!mkdtemp(dir)) {
		CHECK(0);
		return;
	}
	char p1[256], p2[256], p3[256], inc[256], p4[256];
	snprintf(p1, sizeof p1, "%s/main.kiln", dir);
	snprintf(p2, sizeof p2, "%s/lib_a.kiln", dir);
	snprintf(inc, sizeof inc, "%s/inc", dir);
	snprintf(p3, sizeof p3, "%s/inc/lib_b.kiln", dir);
	snprintf(p4, sizeof p4, "%s/inc/lib_c.kiln", dir);
	if (mkdir(inc, 0700)) {
		CHECK(0);
		return;
	}
	write_file(p1, "import \"lib_a.kiln\";\nimport \"lib_b.kiln\";\n"
	               "kernel k(p: global u32*) grid(1) block(32)\n{\n  u32 x = twice(A) + B;\n  st.global.u32 [p], x;\n}\n");
	write_file(p2, "import \"inc/lib_b.kiln\";\nconst A = 5;\ninline fn twice(v: u32) -> u32 { return v * 2; }\n");
	write_file(p3, "import \"lib_c.kiln\";\nconst B = C + 1;\n");
	write_file(p4, "const C = 100;\n");
	const char *incs[] = {inc};
	Diags d;
	diags_init(&d);
	LangInput in = {.path = p1, .incdirs = incs, .nincdirs = 1};
	IrModule *m = lang_compile(&in, &d);
	Buf b = {0};
	diags_render(&d, &b);
	CHECK(m != NULL);   /* lib_b imported twice (relative and via -I): once */
	if (!m)
		fprintf(stderr, "%s", buf_str(&b));
	else {
		Buf dd = {0};
		ir_dump(m->kernels[0], &dd);
		CHECK_CONTAINS(buf_str(&dd), "mov.u32 %v, 5\n");
		CHECK_CONTAINS(buf_str(&dd), ", 101\n");
		buf_free(&dd);
	}
	buf_free(&b);
	ir_module_free(m);
	diags_free(&d);
	/* an error inside an imported file is reported at its own location */
	write_file(p4, "const C = 100 +;\n");
	diags_init(&d);
	m = lang_compile(&in, &d);
	CHECK(m == NULL);
	diags_render(&d, &b);
	char want[512];
	snprintf(want, sizeof want, "%s:1:16: error: expected an expression, found ';'", p4);
	CHECK_CONTAINS(buf_str(&b), want);
	buf_free(&b);
	diags_free(&d);
	remove(p1); remove(p2); remove(p3); remove(p4); rmdir(inc); rmdir(dir);
}

static const char *gemm_src =
	"inline fn mbar_wait(bar: shared u64*, parity: u32) {\n"
	"  pred done = false;\n"
	"  while (!done) { mbarrier.try_wait.parity.shared::cta.b64 done, [bar], parity; }\n"
	"}\n"
	"inline fn desc(addr: u32) -> u64 {\n"
	"  u64 d = (u64)((addr & 0x3FFFF) >> 4);\n"
	"  d = d | ((u64)1 << 16) | ((u64)64 << 32) | ((u64)1 << 62);\n"
	"  return d;\n"
	"}\n"
	"inline fn advance(inout stage: u32, inout phase: u32, n: u32) {\n"
	"  stage += 1;\n"
	"  if (stage == n) { stage = 0; phase ^= 1; }\n"
	"}\n"
	"kernel gemm<BM = 128, BN = 128, BK = 64, STAGES = 4>(\n"
	"    ta: tensormap, tb: tensormap, c: global f32*, m: u32, n: u32, k: u32)\n"
	"  grid(ceil_div(n, BN), ceil_div(m, BM)) block(384) target(sm_90a)\n"
	"{\n"
	"  shared align(1024) bf16 sa[STAGES][BM * BK];\n"
	"  shared align(1024) bf16 sb[STAGES][BN * BK];\n"
	"  shared mbarrier full[STAGES], empty[STAGES];\n"
	"  u32 ktiles = (k + BK - 1) / BK;\n"
	"  if (tid.x == 0) {\n"
	"    for unroll (s = 0; s < STAGES; s++) {\n"
	"      mbarrier.init.shared::cta.b64 [full[s]], 1;\n"
	"      mbarrier.init.shared::cta.b64 [empty[s]], 256;\n"
	"    }\n"
	"  }\n"
	"  bar.sync 0;\n"
	"  u32 stage = 0, phase = 0;\n"
	"  role producer (tid.x / 128 == 0) {\n"
	"    setmaxnreg.dec.sync.aligned.u32 40;\n"
	"    if (tid.x == 0) {\n"
	"      for (u32 kt = 0; kt < ktiles; kt += 1) {\n"
	"        mbar_wait(empty[stage], phase ^ 1);\n"
	"        mbarrier.arrive.expect_tx.shared::cta.b64 _, [full[stage]], (BM + BN) * BK * 2;\n"
	"        cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes\n"
	"            [sa[stage]], [ta, {kt * BK, ctaid.y * BM}], [full[stage]];\n"
	"        cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes\n"
	"            [sb[stage]], [tb, {kt * BK, ctaid.x * BN}], [full[stage]];\n"
	"        advance(stage, phase, STAGES);\n"
	"      }\n"
	"    }\n"
	"  }\n"
	"  role consumer (tid.x / 128 >= 1) {\n"
	"    setmaxnreg.inc.sync.aligned.u32 232;\n"
	"    f32 acc[64];\n"
	"    for unroll (i = 0; i < 64; i++) { acc[i] = 0.0; }\n"
	"    u32 wg = tid.x / 128 - 1;\n"
	"    for (u32 kt = 0; kt < ktiles; kt += 1) {\n"
	"      mbar_wait(full[stage], phase);\n"
	"      shared bf16* pa = sa[stage];\n"
	"      shared bf16* pb = sb[stage];\n"
	"      u64 da = desc((u32)pa + wg * 64 * BK * 2);\n"
	"      u64 db = desc((u32)pb);\n"
	"      wgmma.fence.sync.aligned;\n"
	"      for unroll (kk = 0; kk < BK / 16; kk++) {\n"
	"        u64 dak = da + kk * 2;\n"
	"        u64 dbk = db + kk * 2;\n"
	"        wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16\n"
	"            {acc[0:64]}, dak, dbk, 1, 1, 1, 0, 0;\n"
	"      }\n"
	"      wgmma.commit_group.sync.aligned;\n"
	"      wgmma.wait_group.sync.aligned 0;\n"
	"      mbarrier.arrive.shared::cta.b64 _, [empty[stage]];\n"
	"      advance(stage, phase, STAGES);\n"
	"    }\n"
	"    u32 warp = (tid.x % 128) / 32, lane = tid.x % 32;\n"
	"    u32 row = ctaid.y * BM + wg * 64 + warp * 16 + lane / 4;\n"
	"    u32 col0 = ctaid.x * BN + 2 * (lane % 4);\n"
	"    for unroll (i = 0; i < 64; i += 4) {\n"
	"      u32 col = col0 + 8 * (i / 4);\n"
	"      if (row < m && col < n) {\n"
	"        st.global.v2.f32 [c + row * n + col], {acc[i], acc[i + 1]};\n"
	"      }\n"
	"      if (row + 8 < m && col < n) {\n"
	"        st.global.v2.f32 [c + (row + 8) * n + col], {acc[i + 2], acc[i + 3]};\n"
	"      }\n"
	"    }\n"
	"  }\n"
	"}\n";

static void test_gemm_and_speed(void)
{
	Res r = compile(gemm_src);
	CHECK(r.m != NULL);
	if (!r.m) {
		fprintf(stderr, "%s", diag(&r));
		done(&r);
		return;
	}
	const IrKernel *k = r.m->kernels[0];
	CHECK_EQ(k->smem_bytes, 4 * 128 * 64 * 2 * 2 + 64);
	CHECK_EQ(k->sm, SM_90A);
	const IrInstr *w = nth(k, "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16", 3);
	CHECK(w != NULL);
	CHECK(nth(k, "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16", 4) == NULL);   /* BK/16 = 4 */
	if (w) {
		CHECK_EQ(w->ops[0].k, O_VEC);
		CHECK_EQ(w->ops[0].n, 64);
		CHECK_EQ(w->ops[3].k, O_IMM);
	}
	CHECK_EQ(ir_check(r.m, &r.d), 0);
	done(&r);
	/* compile time is a benchmark (make bench-compile), not a timed test */
}

static void test_diagnostics_and_check(void)
{
	/* several independent errors are all reported */
	Res r = compile(KHEAD "  u32 a = zz;\n  f32 b = 1.0;\n  u32 c = b;\n  add.u32 a, a;\n  lod.u32 a, [p];\n}\n");
	CHECK(r.m == NULL);
	CHECK_EQ(r.d.nerr, 4);
	CHECK_CONTAINS(diag(&r), "t.kiln:3:11: error: undeclared name 'zz'\n    u32 a = zz;\n            ^\n");
	CHECK_CONTAINS(diag(&r), "unknown instruction 'lod'; did you mean 'ld'?");
	done(&r);
	/* empty input and comments only: an error (issue 11); declarations without
	 * a kernel (a library file) still compile to a module without kernels */
	r = compile("// nothing here\n/* at all */\n");
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), "t.kiln:1:1: error: empty source (no declarations)");
	done(&r);
	r = compile("const N = 4;\n");
	CHECK(r.m != NULL);
	CHECK_EQ(r.m ? r.m->nkernels : -1, 0);
	done(&r);
	/* kernel selection */
	r = compile_opts("kernel a(p: global f32*) grid(1) block(32) { }\nkernel b(p: global f32*) grid(1) block(64) { }\n",
	                 NULL, 0, "b");
	CHECK(r.m && r.m->nkernels == 1 && !strcmp(r.m->kernels[0]->name, "b"));
	done(&r);
	r = compile_opts("kernel a(p: global f32*) grid(1) block(32) { }\n", NULL, 0, "zz");
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), "no kernel named 'zz'");
	done(&r);
	/* ir_check catches a hand-broken module */
	r = compile(vadd);
	CHECK(r.m != NULL);
	if (r.m) {
		IrKernel *k = r.m->kernels[0];
		IrStmt *b = ir_stmt_new(r.m, S_BREAK, k->loc);
		b->next = k->body;
		k->body = b;
		IrStmt *s = k->body->next;          /* ld.param.u64: register id out of range */
		s->in.ops[0].reg = k->nregs + 5;
		Diags d2;
		diags_init(&d2);
		CHECK_EQ(ir_check(r.m, &d2), 2);
		Buf t = {0};
		diags_render(&d2, &t);
		CHECK_CONTAINS(buf_str(&t), "ir: kernel vadd: break outside a loop");
		CHECK_CONTAINS(buf_str(&t), "ir: kernel vadd: register id out of range");
		buf_free(&t);
		diags_free(&d2);
	}
	done(&r);
	/* pathological inputs end with errors, not crashes */
	Buf deep = {0};
	buf_puts(&deep, KHEAD);
	for (int i = 0; i < 1000; i++)
		buf_puts(&deep, "if (n == 1) {");
	r = compile(buf_str(&deep));
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), "nesting too deep");
	done(&r);
	buf_free(&deep);
	r = compile(KHEAD "  f32 a[2]; for unroll (i = 0; i < 4000; i++) { for unroll (j = 0; j < 4000; j++) { a[0] = 1.0; } }\n}\n");
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), "kernel too large");
	done(&r);
}

static void test_pairs(void)
{
	Res r = compile(KHEAD "  pred a, b;\n  setp.lt.u32 a|b, n, 5;\n  setp.ge.u32 a, n, 5;\n}\n");
	CHECK(r.m != NULL);
	if (r.m) {
		const IrKernel *k = r.m->kernels[0];
		const IrInstr *p = nth(k, "setp.lt.u32", 0), *q = nth(k, "setp.ge.u32", 0);
		CHECK(p && p->ops[0].k == O_VEC && p->ops[0].n == 2);
		CHECK(q && q->ops[0].k == O_REG);
		if (p)
			CHECK_STR(k->regs[p->ops[0].regs[1]].name, "b");
	} else
		fprintf(stderr, "%s", diag(&r));
	done(&r);
	r = compile(KHEAD "  u32 a;\n  pred b;\n  setp.lt.u32 b|a, n, 5;\n}\n");
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), "operand 1 (p) of 'setp.lt.u32' must be a pred register, got u32");
	done(&r);
}


/* fails to compile with an error containing msg */
static void check_err(const char *src, const char *msg)
{
	Res r = compile(src);
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), msg);
	done(&r);
}

/* `{expr}` in an opcode (PTX ISA 9.7.15 wgmma.mma_async shapes), after
 * specialization; a vector written without a space stays a vector */
static void test_opcode_subst(void)
{
	const char *ok =
		"kernel k<BN = 128, V = 2>(p: global f32*) grid(1) block(128) target(sm_90a)\n{\n"
		"  f32 acc[BN / 2];\n  for unroll (i = 0; i < BN / 2; i++) { acc[i] = 0.0; }\n  u64 d = 0;\n"
		"  wgmma.mma_async.sync.aligned.m64n{BN}k16.f32.bf16.bf16 {acc[0:BN/2]}, d, d, 1, 1, 1, 0, 0;\n"
		"  f32 a, b;\n  ld.global.v{V}.f32 {a, b}, [p];\n  ld.global.v2.f32{a, b}, [p];\n}\n";
	Res r = compile(ok);
	CHECK(r.m != NULL);
	if (r.m) {
		const IrKernel *k = r.m->kernels[0];
		const IrInstr *w = nth(k, "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16", 0);
		CHECK(w && w->ops[0].k == O_VEC && w->ops[0].n == 64);
		CHECK(nth(k, "ld.global.v2.f32", 1) != NULL);
	} else
		fprintf(stderr, "%s", diag(&r));
	done(&r);
	const char *defs[] = {"BN=64"};
	r = compile_opts(ok, defs, 1, NULL);
	CHECK(r.m != NULL);
	if (r.m) {
		const IrInstr *w = nth(r.m->kernels[0], "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16", 0);
		CHECK(w && w->ops[0].n == 32);
	}
	done(&r);
	/* errors: not a constant, unknown name (located inside the braces), negative,
	 * a float, a substitution outside an opcode, an empty one, a form the ISA lacks */
	check_err(KHEAD "  f32 a, b;\n  ld.global.v{n}.f32 {a, b}, [p];\n}\n",
	          "t.kiln:4:15: error: an opcode substitution must be a compile-time integer constant");
	check_err(KHEAD "  f32 a, b;\n  ld.global.v{ZZ}.f32 {a, b}, [p];\n}\n", "t.kiln:4:15: error: undeclared name 'ZZ'");
	check_err(KHEAD "  f32 a, b;\n  ld.global.v{1 - 3}.f32 {a, b}, [p];\n}\n",
	          "t.kiln:4:17: error: an opcode substitution must not be negative, got -2");
	check_err(KHEAD "  f32 a, b;\n  ld.global.v{1.5}.f32 {a, b}, [p];\n}\n",
	          "an opcode substitution must be a compile-time integer constant");
	check_err(KHEAD "  u32 a = tid.{n};\n}\n", "'{...}' substitutions are allowed only in an instruction's opcode");
	check_err(KHEAD "  f32 a, b;\n  ld.global.v{ }.f32 {a, b}, [p];\n}\n", "empty opcode substitution '{}'");
	check_err(KHEAD "  f32 a, b;\n  ld.global.v{1 2}.f32 {a, b}, [p];\n}\n",
	          "expected '}' closing the opcode substitution, found number 2");
	check_err(KHEAD "  f32 a, b;\n  ld.global.v{3}.f32 {a, b}, [p];\n}\n", "'ld.global.v3.f32'");
}

/* static_assert at top level, in kernels (after specialization), in
 * unrolled bodies and inline fns */
static void test_static_assert(void)
{
	const char *src =
		"const W = 4;\nstatic_assert(W == 4, \"four\");\n"
		"inline fn f(x: u32) { static_assert(W > 1, \"fn\"); }\n"
		"kernel k<BN = 128>(p: global f32*) grid(1) block(32)\n{\n"
		"  static_assert(BN % 64 == 0, \"BN must be a multiple of 64\");\n"
		"  for unroll (i = 0; i < 4; i++) { static_assert(i < 4); }\n  f(1);\n}\n";
	Res r = compile(src);
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "%s", diag(&r));
	done(&r);
	const char *defs[] = {"BN=96"};
	r = compile_opts(src, defs, 1, NULL);
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), "t.kiln:6:3: error: static assertion failed: BN must be a multiple of 64\n");
	done(&r);
	const char *defw[] = {"W=5"};
	r = compile_opts(src, defw, 1, NULL);
	CHECK(r.m == NULL);
	CHECK_CONTAINS(diag(&r), "t.kiln:2:1: error: static assertion failed: four\n");
	CHECK_EQ(r.d.nerr, 1);
	done(&r);
	check_err(KHEAD "  for unroll (i = 0; i < 4; i++) { static_assert(i < 3); }\n}\n",
	          "t.kiln:3:36: error: static assertion failed\n");
	check_err(KHEAD "  static_assert(n > 3, \"n\");\n}\n",
	          "t.kiln:3:19: error: static_assert condition must be a compile-time constant\n");
	check_err(KHEAD "  static_assert(1.5, \"f\");\n}\n", "got a float");
	check_err(KHEAD "  static_assert(ZZ == 1, \"z\");\n}\n", "undeclared name 'ZZ'");
	check_err(KHEAD "  static_assert(1, 2);\n}\n", "expected a message string, found number 2");
	check_err("static_assert(tid.x == 0, \"t\");\n", "static_assert condition must be a compile-time constant");
}

/* parameter-mode keywords as parameter names when followed by ':' */
static void test_mode_names(void)
{
	Res r = compile("inline fn put(out: global u32*, v: u32) { st.global.u32 [out], v; }\n"
	                "inline fn bump(inout out: u32, inout: u32) { out = out + inout; }\n"
	                "kernel k(out: global u32*, n: u32) grid(1) block(32)\n{\n  u32 x = n;\n  bump(x, 2);\n  put(out, x);\n}\n");
	CHECK(r.m != NULL);
	if (r.m)
		CHECK(nth(r.m->kernels[0], "st.global.u32", 0) != NULL);
	else
		fprintf(stderr, "%s", diag(&r));
	done(&r);
	check_err("inline fn f(out out) { }\n", "expected ':', found ')'");
}

/* state spaces per operand (PTX ISA 9.7.9.25 cp.async: .shared{::cta}.global;
 * 9.7.9.25.4 cp.async.bulk; cp.reduce.async.bulk) */
static void test_copy_spaces(void)
{
	Res r = compile("kernel k(g: global f32*, h: global f32*) grid(1) block(32) target(sm_90a)\n{\n"
	                "  shared align(128) f32 s[256];\n  shared mbarrier bar;\n"
	                "  cp.async.ca.shared.global [s], [g], 16;\n"
	                "  cp.async.cg.shared::cta.global [s + 4], [g + 4], 16, 8;\n"
	                "  cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [s], [g], 256, [bar];\n"
	                "  cp.async.bulk.global.shared::cta.bulk_group [h], [s], 256;\n"
	                "  cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [h], [s], 256;\n"
	                "  cp.async.bulk.prefetch.L2.global [g], 256;\n}\n");
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "%s", diag(&r));
	done(&r);
	const char *h = "kernel k(g: global f32*, h: global f32*, r: u32) grid(1) block(32) target(sm_90a)\n{\n"
	                "  shared align(128) f32 s[256];\n  shared mbarrier bar;\n";
	char b[1024];
	snprintf(b, sizeof b, "%s  cp.async.ca.shared.global [s], [s], 16;\n}\n", h);
	check_err(b, "operand 2 (src) of 'cp.async.ca.shared.global': this is a shared address, but 'cp' accesses global memory");
	snprintf(b, sizeof b, "%s  cp.async.ca.shared.global [g], [g], 16;\n}\n", h);
	check_err(b, "operand 1 (dst) of 'cp.async.ca.shared.global': this is a global address, but 'cp' accesses shared memory");
	snprintf(b, sizeof b, "%s  cp.async.cg.shared.global [s], [r], 16;\n}\n", h);
	check_err(b, "a 32-bit address register only addresses shared memory; 'cp' accesses global memory");
	snprintf(b, sizeof b, "%s  cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [s], [g], 256, [h];\n}\n", h);
	check_err(b, "operand 4 (mbar) of 'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes': this is a global address");
	snprintf(b, sizeof b, "%s  cp.async.bulk.global.shared::cta.bulk_group [s], [s], 256;\n}\n", h);
	check_err(b, "operand 1 (dst) of 'cp.async.bulk.global.shared::cta.bulk_group': this is a shared address, but 'cp' accesses global memory");
	snprintf(b, sizeof b, "%s  cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [h], [g], 256;\n}\n", h);
	check_err(b, "operand 2 (src) of 'cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32': this is a global address, but 'cp' accesses shared::cta memory");
	snprintf(b, sizeof b, "%s  cp.async.bulk.prefetch.L2.global [s], 256;\n}\n", h);
	check_err(b, "this is a shared address, but 'cp' accesses global memory");
}

/* '_' among the registers of an ld vector destination (ptxas accepts
 * {a, _, c, _}; not `ld.f32 _`, not all sinks, not in st sources) */
static void test_vector_sinks(void)
{
	Res r = compile(KHEAD "  shared f32 s[4];\n  f32 a, c;\n  ld.global.v4.f32 {a, _, c, _}, [p];\n  ld.shared.v2.f32 {_, c}, [s];\n}\n");
	CHECK(r.m != NULL);
	if (r.m) {
		const IrInstr *in = nth(r.m->kernels[0], "ld.global.v4.f32", 0);
		CHECK(in && in->ops[0].k == O_VEC && in->ops[0].n == 4);
		if (in) {
			CHECK(in->ops[0].regs[0] >= 0);
			CHECK_EQ(in->ops[0].regs[1], -1);
			CHECK_EQ(in->ops[0].regs[3], -1);
		}
	} else
		fprintf(stderr, "%s", diag(&r));
	done(&r);
	check_err(KHEAD "  ld.global.v2.f32 {_, _}, [p];\n}\n",
	          "operand 1 (d) of 'ld.global.v2.f32' needs at least one register: every element is '_'");
	check_err(KHEAD "  ld.global.f32 _, [p];\n}\n",
	          "'_' is not allowed as operand 1 (d) of 'ld.global.f32' (only as an element of a vector {..})");
	check_err(KHEAD "  f32 a;\n  st.global.v2.f32 [p], {a, _};\n}\n", "'_' is not allowed in operand 2 (b) of 'st.global.v2.f32'");
}

/* mbarrier.arrive.noComplete (PTX ISA 9.7.13.15.13) and pending_count */
static void test_nocomplete(void)
{
	Res r = compile("kernel k(p: global u32*) grid(1) block(32) target(sm_80)\n{\n  shared mbarrier bar;\n"
	                "  u64 st;\n  u32 c;\n  mbarrier.init.shared.b64 [bar], 4;\n"
	                "  mbarrier.arrive.noComplete.shared.b64 st, [bar], 2;\n"
	                "  mbarrier.arrive.noComplete.release.cta.shared::cta.b64 _, [bar], 1;\n"
	                "  mbarrier.pending_count.b64 c, st;\n  st.global.u32 [p], c;\n}\n");
	CHECK(r.m != NULL);
	if (r.m) {
		const IrInstr *in = nth(r.m->kernels[0], "mbarrier.arrive.noComplete.shared.b64", 0);
		CHECK(in && in->m.e->id == I_mbar_arrive_nocomplete && in->nops == 3);
		CHECK(nth(r.m->kernels[0], "mbarrier.arrive.noComplete.release.cta.shared::cta.b64", 0) != NULL);
		CHECK(r.m->ptx_version >= 80);
	} else
		fprintf(stderr, "%s", diag(&r));
	done(&r);
	check_err(KHEAD "  shared mbarrier bar;\n  u64 st;\n  mbarrier.arrive.noComplete.shared.b64 st, [bar];\n}\n",
	          "'mbarrier.arrive.noComplete.shared.b64' takes 3 operands, got 2");
	check_err(KHEAD "  shared mbarrier bar;\n  u64 st;\n  mbarrier.arrive.noComplete.release.cluster.shared.b64 st, [bar], 1;\n}\n",
	          "mbarrier.arrive.noComplete.release.cta");
}

/* mma.sync / wgmma fragments are exactly .b32 (ptxas: "Arguments mismatch"
 * for .u32, .s32, .f32); packed types are declared .b32 and pass */
static void test_exact_b32(void)
{
	Res r = compile("kernel k(p: global f32*) grid(1) block(32)\n{\n"
	                "  bf16x2 a0, a1, a2, a3;\n  b32 b0, b1;\n  f32 d0, d1, d2, d3;\n"
	                "  mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {d0, d1, d2, d3}, {a0, a1, a2, a3}, {b0, b1}, {d0, d1, d2, d3};\n"
	                "  u32 i0, i1, i2, i3; s32 e0, e1, e2, e3;\n"
	                "  mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {e0, e1, e2, e3}, {i0, i1, i2, i3}, {i0, i1}, {e0, e1, e2, e3};\n}\n");
	CHECK(r.m != NULL);
	if (!r.m)
		fprintf(stderr, "%s", diag(&r));
	done(&r);
	check_err("kernel k(p: global f32*) grid(1) block(32)\n{\n  u32 a0, a1, a2, a3;\n  b32 b0, b1;\n  f32 d0, d1, d2, d3;\n"
	          "  mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {d0, d1, d2, d3}, {a0, a1, a2, a3}, {b0, b1}, {d0, d1, d2, d3};\n}\n",
	          "t.kiln:6:74: error: operand 2 (a) of 'mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32' must be a b32 register "
	          "(exactly: ptxas rejects other 32-bit types here), got u32");
	check_err("kernel k(p: global f32*) grid(1) block(32)\n{\n  b32 a0, a1, a2, a3;\n  f32 b0, b1;\n  f32 d0, d1, d2, d3;\n"
	          "  mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {d0, d1, d2, d3}, {a0, a1, a2, a3}, {b0, b1}, {d0, d1, d2, d3};\n}\n",
	          "operand 3 (b) of 'mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32' must be a b32 register (exactly");
	check_err("kernel k(p: global f32*) grid(1) block(128) target(sm_90a)\n{\n  f32 acc[4];\n  s32 a0, a1, a2, a3;\n  u64 d = 0;\n"
	          "  wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {acc[0:4]}, {a0, a1, a2, a3}, d, 1, 1, 1, 0;\n}\n",
	          "operand 2 (a) of 'wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16' must be a b32 register (exactly");
	check_err("kernel k(p: global f32*) grid(1) block(128) target(sm_90a)\n{\n  u32 acc[2];\n  u64 d = 0;\n"
	          "  wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {acc[0:2]}, d, d, 1, 1, 1, 0, 0;\n}\n",
	          "operand 1 (d) of 'wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16' must be a b32 register (exactly");
}

/* b128 registers (PTX 8.3): declared, moved, loaded, stored; ir_check
 * holds the IR to the same operand rule as the front end (a b128 register
 * fills only a .b128 operand, and a .b128 operand only takes one) */
static void test_b128(void)
{
	Res r = compile("kernel k(p: global b128*, o: global u32*) grid(1) block(32) target(sm_90a)\n{\n"
	                "  b128 q, s;\n  u64 lo, hi;\n  u32 x;\n"
	                "  ld.global.b128 q, [p + tid.x];\n  s = q;\n  mov.b128 {lo, hi}, s;\n"
	                "  mov.b128 q, {hi, lo};\n  st.global.b128 [p + tid.x], q;\n  ld.global.u32 x, [o];\n}\n");
	CHECK(r.m != NULL);
	if (r.m) {
		IrKernel *k = r.m->kernels[0];
		int q = -1, x = -1;
		for (int i = 0; i < k->nregs; i++) {
			if (k->regs[i].name && !strcmp(k->regs[i].name, "q"))
				q = i;
			if (k->regs[i].name && !strcmp(k->regs[i].name, "x"))
				x = i;
		}
		CHECK(q >= 0 && x >= 0);
		CHECK_EQ(q >= 0 ? (int)k->regs[q].ty : -1, (int)TY_B128);
		CHECK_EQ(ty_bits(TY_B128), 128);
		CHECK_STR(ty_ptx(TY_B128), "b128");
		CHECK(nth(k, "mov.b128", 0) != NULL && nth(k, "mov.b128", 2) != NULL);   /* copy, unpack, pack */
		CHECK(nth(k, "ld.global.b128", 0) != NULL && nth(k, "st.global.b128", 0) != NULL);
		CHECK_EQ(ir_check(r.m, &r.d), 0);
		/* q retyped u64: ld.b128, the copy s = q, the pack and st.b128 no longer fit */
		if (q >= 0 && x >= 0) {
			Diags d2;
			diags_init(&d2);
			k->regs[q].ty = TY_U64;
			CHECK_EQ(ir_check(r.m, &d2), 4);
			k->regs[q].ty = TY_B128;
			/* x retyped b128: ld.global.u32 into a b128 register is rejected (relaxed ld rules stop at 64 bits) */
			k->regs[x].ty = TY_B128;
			CHECK_EQ(ir_check(r.m, &d2), 1);
			Buf t = {0};
			diags_render(&d2, &t);
			CHECK_CONTAINS(buf_str(&t), "register type does not fit the ISA operand");
			buf_free(&t);
			diags_free(&d2);
		}
	}
	done(&r);
	CHECK(!isa_type_ok("b32", "b128", 1) && !isa_type_ok("u64", "b128", 1) && isa_type_ok("b128", "b128", 1));
	CHECK(!isa_type_ok("b128", "b64", 1) && !isa_type_ok("b128", "u64", 0));
}

int main(void)
{
	test_opcode_subst();
	test_static_assert();
	test_mode_names();
	test_copy_spaces();
	test_vector_sinks();
	test_nocomplete();
	test_exact_b32();
	test_pairs();
	test_vadd();
	test_expressions();
	test_pointers();
	test_unroll_and_arrays();
	test_inline_fns();
	test_templates();
	test_shared_roles_tmap();
	test_control_flow();
	test_imports();
	test_gemm_and_speed();
	test_diagnostics_and_check();
	test_b128();
	return TEST_DONE();
}
