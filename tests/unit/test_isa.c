/* ISA table: spelling/operand parsing, matching, type rules. */
#include "test.h"
#include "isa/isa.h"

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
	CHECK_CONTAINS(buf_str(&why), "no form of 'add' matches 'add.f33'; legal forms:");
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
	return TEST_DONE();
}
