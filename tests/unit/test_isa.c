/* ISA table: spelling/operand parsing, matching, type rules. */
#include "test.h"
#include "isa/isa.h"
#include "isa/isadoc.h"

static int match(const char *op, IsaMatch *m)
{
	Buf why = {0};
	int ok = isa_match(op, m, &why);
	buf_free(&why);
	return ok;
}

int main(void)
{
	Buf err = {0};
	CHECK_EQ(isa_init(&err), 0);
	if (err.len)
		fprintf(stderr, "%s\n", err.s);
	buf_free(&err);
	IsaMatch m;
	CHECK(match("ld.global.v4.f32", &m));
	CHECK_EQ(m.e->id, I_ld);
	CHECK_STR(isa_slot_value(&m, "t"), "f32");
	CHECK_STR(isa_slot_value(&m, "ss"), "global");
	CHECK(isa_slot_value(&m, "sem") == NULL);
	CHECK_EQ(isa_opnd_count(&m, 0), 4);
	CHECK_STR(isa_opnd_type(&m, 0), "f32");
	CHECK(match("ld.shared::cta.b32", &m));
	CHECK_STR(isa_slot_value(&m, "ss"), "shared::cta");
	CHECK_EQ(isa_opnd_count(&m, 0), 1);
	CHECK(!match("ld.global.v3.f32", &m));
	CHECK(!match("ld.f32.global", &m));     /* modifier order is the ISA's */
	CHECK(match("add.rz.ftz.f32", &m));
	CHECK_EQ(m.e->id, I_add_f32);
	CHECK(match("add.s32", &m) && m.e->id == I_add_int);
	CHECK(match("add.sat.s32", &m) && m.e->id == I_add_sat);
	CHECK(match("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes", &m));
	CHECK_EQ(isa_opnd_count(&m, 1), 2);
	CHECK(match("cp.async.bulk.tensor.5d.shared::cluster.global.mbarrier::complete_tx::bytes", &m));
	CHECK_EQ(isa_opnd_count(&m, 1), 5);
	CHECK(match("mbarrier.try_wait.parity.shared::cta.b64", &m));
	CHECK(match("wgmma.fence.sync.aligned", &m));
	CHECK(!match("wgmma.fence.aligned", &m));
	Buf why = {0};
	CHECK(!isa_match("ad.s32", &m, &why));
	CHECK_CONTAINS(buf_str(&why), "unknown instruction 'ad'; did you mean 'add'?");
	why.len = 0;
	CHECK(!isa_match("add.f33", &m, &why));
	CHECK_CONTAINS(buf_str(&why), "no form of 'add' matches 'add.f33' ('.f33' is not a modifier of add; did you mean '.f32'?); legal forms:");
	CHECK_CONTAINS(buf_str(&why), "add[.rn|.rz|.rm|.rp][.ftz][.sat].f32 d, a, b");
	buf_free(&why);
	match("ld.global.v2.f32", &m);
	Buf s = {0};
	isa_spell(&m, &s);
	CHECK_STR(buf_str(&s), "ld.global.v2.f32");
	buf_free(&s);
	/* PTX type-compatibility rules */
	CHECK(isa_type_ok("u32", "s32", 0));
	CHECK(isa_type_ok("b32", "f32", 0));
	CHECK(isa_type_ok("f32", "b32", 0));
	CHECK(!isa_type_ok("f32", "u32", 0));
	CHECK(!isa_type_ok("u32", "u64", 0));
	CHECK(isa_type_ok("u8", "u32", 1));      /* ld.u8 into a 32-bit register */
	CHECK(!isa_type_ok("u32", "u16", 1));
	CHECK(!isa_type_ok("pred", "b32", 0));
	CHECK(!isa_type_ok("f16", "f32", 1));

	/* the table is large and every id parses */
	CHECK(isa_count() >= 250);
	for (int i = 0; i < isa_count(); i++)
		CHECK_EQ(isa_entry(i)->id, i);

	/* wgmma: accumulator count = N / 2 (f32) or N / 4 (f16x2) from the shape slot */
	CHECK(match("wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16", &m));
	CHECK_EQ(m.e->id, I_wgmma_f32_k16_ss);
	CHECK_EQ(isa_opnd_count(&m, 0), 128);
	CHECK_STR(isa_opnd_type(&m, 0), "f32");
	CHECK(match("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16", &m));
	CHECK_EQ(isa_opnd_count(&m, 0), 4);
	CHECK(match("wgmma.mma_async.sync.aligned.m64n136k16.f16.f16.f16", &m));
	CHECK_EQ(isa_opnd_count(&m, 0), 34);
	CHECK(match("wgmma.mma_async.sync.aligned.m64n200k32.f32.e5m2.e4m3", &m));
	CHECK_EQ(m.e->id, I_wgmma_f32_k32_ss);
	CHECK_EQ(isa_opnd_count(&m, 0), 100);
	CHECK(!match("wgmma.mma_async.sync.aligned.m64n260k16.f32.bf16.bf16", &m));
	CHECK(!match("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.bf16", &m));   /* A, B types go together */
	/* the same spelling with A from registers is the next entry */
	IsaMatch m2;
	CHECK(isa_match_from("wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16", I_wgmma_f32_k16_ss + 1, &m2));
	CHECK_EQ(m2.e->id, I_wgmma_f32_k16_rs);
	CHECK_EQ(isa_opnd_count(&m2, 1), 4);
	CHECK_EQ(m2.e->nopnd, 7);
	CHECK(!isa_match_from("wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16", I_wgmma_f32_k16_rs + 1, &m2));

	/* immediate lists */
	CHECK(match("wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16", &m));
	const IsaOpnd *sa = &m.e->opnd[4];
	CHECK_STR(sa->name, "sa");
	CHECK(isa_imm_ok(sa, 1) && isa_imm_ok(sa, -1) && !isa_imm_ok(sa, 0) && !isa_imm_ok(sa, 2));
	CHECK_EQ(isa_imm_example(sa), 1);
	CHECK(match("setmaxnreg.dec.sync.aligned.u32", &m));
	const IsaOpnd *nr = &m.e->opnd[0];
	CHECK(isa_imm_ok(nr, 24) && isa_imm_ok(nr, 240) && isa_imm_ok(nr, 256));
	CHECK(!isa_imm_ok(nr, 16) && !isa_imm_ok(nr, 28) && !isa_imm_ok(nr, 264));
	CHECK_EQ(isa_imm_example(nr), 24);
	CHECK(match("add.s32", &m));
	CHECK(isa_imm_ok(&m.e->opnd[1], 123456));   /* no list: anything */

	/* conditional operands follow their optional slots */
	CHECK(match("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster", &m));
	CHECK_STR(m.e->opnd[3].name, "ctamask");
	CHECK_EQ(isa_opnd_present(&m, 3), 1);
	CHECK_EQ(isa_opnd_present(&m, 4), 0);
	CHECK_EQ(isa_opnd_present(&m, 0), 1);
	CHECK(match("ld.global.L2::cache_hint.v2.f32", &m));
	CHECK_EQ(isa_opnd_present(&m, 2), 1);
	CHECK_STR(isa_opnd_type(&m, 2), "b64");
	CHECK(match("ld.global.L1::evict_last.u8", &m));
	CHECK_EQ(isa_opnd_present(&m, 2), 0);
	CHECK(!match("ld.global.v4.b64", &m));      /* 256-bit vectors need sm_100: not in the table */
	CHECK(match("ld.global.v2.b64", &m) && m.e->id == I_ld_64);

	/* sink-only destination of remote arrives; pairs; braced one-register vectors */
	CHECK(match("mbarrier.arrive.release.cluster.shared::cluster.b64", &m));
	CHECK_EQ(m.e->id, I_mbar_arrive_remote);
	CHECK_EQ(m.e->opnd[0].sink_ok, 2);
	CHECK(match("mbarrier.arrive.shared::cta.b64", &m));
	CHECK_EQ(m.e->opnd[0].sink_ok, 1);
	CHECK(match("elect.sync", &m));
	CHECK_EQ(m.e->opnd[0].shape, OS_PAIR);
	CHECK_EQ(m.e->opnd[0].braced, 1);          /* d|p: p required */
	CHECK(match("shfl.sync.bfly.b32", &m));
	CHECK_EQ(m.e->opnd[0].shape, OS_PAIR);
	CHECK_EQ(m.e->opnd[0].braced, 0);
	CHECK(match("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16", &m));
	CHECK_EQ(isa_opnd_count(&m, 0), 1);
	CHECK_EQ(m.e->opnd[0].braced, 1);
	CHECK(match("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32", &m));
	CHECK_EQ(isa_opnd_count(&m, 2), 1);
	CHECK_EQ(m.e->opnd[2].braced, 1);
	CHECK(match("bra.uni", &m));
	CHECK_EQ(m.e->opnd[0].shape, OS_LABEL);

	/* multi-token alternatives tie modifiers together */
	CHECK(match("mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64", &m));
	CHECK_EQ(m.e->id, I_mbar_try_wait_parity);
	CHECK_STR(isa_slot_value(&m, "sem"), "acquire.cluster");
	CHECK(!match("mbarrier.try_wait.parity.acquire.shared::cta.b64", &m));
	CHECK(match("mbarrier.try_wait.parity.shared::cta.b64", &m));
	CHECK(isa_slot_value(&m, "sem") == NULL);

	/* operand type alternatives */
	CHECK(match("dp4a.s32.u32", &m));
	CHECK_STR(isa_opnd_type(&m, 0), "u32|s32");
	CHECK(isa_type_ok("u32|s32", "s32", 0));
	CHECK(isa_type_ok("b64|u32", "u32", 0));
	CHECK(!isa_type_ok("b64|u32", "f32", 0));
	CHECK(!isa_type_ok("u32|pred", "b16", 0));
	CHECK_EQ(isa_type_bits("s16x2"), 32);

	/* minimum targets and PTX versions are the certified ones */
	CHECK(match("cvt.rn.satfinite.e4m3x2.f32", &m));
	CHECK_EQ(m.e->req, REQ_SM_89);
	CHECK_EQ(m.e->ptx, 81);
	CHECK(match("cvt.sat.u8.s32", &m) && m.e->id == I_cvt_sat_u8);
	CHECK(!match("cvt.sat.u32.u32", &m));      /* ptxas: .sat only where the value can overflow */
	CHECK(match("cvt.u32.u32", &m) && m.e->id == I_cvt_int);

	/* families and docs */
	CHECK(isa_nfamily() >= 10);
	CHECK_STR(isa_family_name(isa_family(I_add_int)), "Integer arithmetic");
	CHECK_STR(isa_family_name(isa_family(I_wgmma_fence)), "Warpgroup MMA (wgmma)");
	CHECK_STR(isa_family_name(isa_family(I_mbar_init)), "mbarrier");
	Buf t = {0};
	isa_effects_text(EF_LD | EF_ASYNC_PROXY | EF_WG_COLL, &t);
	CHECK_STR(buf_str(&t), "ld, async-proxy, warpgroup-collective");
	t.len = 0;
	isa_effects_text(0, &t);
	CHECK_STR(buf_str(&t), "none");
	CHECK_STR(isa_sim_text(isa_entry(I_sin), NULL), "unsupported (not simulated yet)");
	t.len = 0;
	CHECK(match("ld.global.v4.f32", &m));
	isa_opnd_text(m.e, 0, &m, &t);
	CHECK_STR(buf_str(&t), "d: out {f32 x 4}");
	t.len = 0;
	isa_opnd_text(m.e, 0, NULL, &t);
	CHECK_STR(buf_str(&t), "d: out {.t x .vec}");
	t.len = 0;
	isa_opnd_text(m.e, 2, NULL, &t);
	CHECK_STR(buf_str(&t), "policy: b64 (with .L2::cache_hint)");
	t.len = 0;
	CHECK(match("wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16", &m));
	isa_opnd_text(m.e, 0, NULL, &t);
	CHECK_STR(buf_str(&t), "d: in/out {f32 x n of .shape / 2}");
	buf_free(&t);
	/* isa_opnd_map: the one operand mapping (front end, ir_check, simulator) */
	int map[ISA_MAX_OPNDS], fx = -1, fr = -1;
	CHECK(match("bar.sync", &m));
	CHECK(isa_opnd_map(&m, 1, map, &fx, &fr));
	CHECK_EQ(fx, 1);
	CHECK_EQ(fr, 1);
	CHECK_EQ(map[0], 0);
	CHECK(isa_opnd_map(&m, 2, map, NULL, NULL));
	CHECK_EQ(map[1], 1);
	CHECK(!isa_opnd_map(&m, 0, map, NULL, NULL));
	CHECK(!isa_opnd_map(&m, 3, map, NULL, NULL));
	/* a conditional operand is there exactly with its modifier */
	CHECK(match("ld.global.f32", &m));
	CHECK(isa_opnd_map(&m, 2, map, &fx, &fr));
	CHECK_EQ(fx, 2);
	CHECK_EQ(fr, 0);
	CHECK(!isa_opnd_map(&m, 3, map, NULL, NULL));
	CHECK(match("ld.global.L2::cache_hint.f32", &m));
	CHECK(isa_opnd_map(&m, 3, map, &fx, NULL));
	CHECK_EQ(fx, 3);
	CHECK_EQ(map[2], 2);
	CHECK(!isa_opnd_map(&m, 2, map, NULL, NULL));
	return TEST_DONE();
}
