#!/usr/bin/env python3
"""Generates the kiln check --sync corpus: for every case NAME a directory
NAME/ with bug.kiln (one planted synchronization bug), fixed.kiln (its fixed
twin: the same file with the fix, line for line), bug.json / fixed.json
(workloads) and bug.expect (the finding kind and the line it must be
reported at).  Sources are written once here so bug and twin cannot drift:
`@{buggy|fixed}@` picks per version, a line ending in `//!` is where the
finding is expected.  Run: python3 tests/check/sync/gen.py (from the repo
root); the outputs are committed."""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []

def case(name, kind, about, src, block=None, grid=1, cluster=None, args=None, tensors=None):
    CASES.append(dict(name=name, kind=kind, about=about, src=src, block=block, grid=grid,
                      cluster=cluster, args=args or [], tensors=tensors or []))

W = "mbarrier.try_wait.parity.shared::cta.b64"

def ring(name, kind, about, prod_wait="@{|}@", cons_arrive=None, empty_count="1", nwarps=2,
         iters=6, stages=2, extra_cons="", cons_mark=""):
    cons_arrive = cons_arrive or "mbarrier.arrive.shared::cta.b64 _, [empty[s]];"
    src = f"""// {{NAME}} — {about}
kernel ring(out: global u32*) grid(1) block({32 * nwarps}) target(sm_90a)
{{
	shared mbarrier full[{stages}], empty[{stages}];
	shared u32 buf[{stages}];
	u32 warp = tid.x / 32;
	u32 lane = tid.x % 32;
	if (tid.x == 0) {{
		for (u32 j = 0; j < {stages}; j += 1) {{
			mbarrier.init.shared::cta.b64 [full[j]], 1;
			mbarrier.init.shared::cta.b64 [empty[j]], {empty_count};
		}}
	}}
	bar.sync 0;
	pred done;
	if (warp == 0) {{
		if (lane == 0) {{
			for (u32 i = 0; i < {iters}; i += 1) {{
				u32 s = i % {stages};
				u32 ph = ((i / {stages}) % 2) ^ 1;
				{prod_wait}
				st.shared.u32 [buf[s]], i;
				mbarrier.arrive.shared::cta.b64 _, [full[s]];
			}}
		}}
	}} else {{
		for (u32 i = 0; i < {iters}; i += 1) {{
			u32 s = i % {stages};
			u32 ph = (i / {stages}) % 2;
			do {{ {W} done, [full[s]], ph; }} while (!done);{cons_mark}
			u32 v;
			ld.shared.u32 v, [buf[s]];
			bar.warp.sync 0xffffffff;{extra_cons}
			if (lane == 0) {{
				{cons_arrive}
			}}
		}}
	}}
	st.global.u32 [out + tid.x], 1;
}}
"""
    case(name, kind, about, src)

PW = f"do {{ {W} done, [empty[s]], ph; }} while (!done);"

# ---------------------------------------------------------------- deadlock
ring("dl_missing_arrive", "deadlock",
     "the consumer never releases the stage: the producer waits forever on its second lap",
     prod_wait=PW + "//!", cons_arrive="@{|mbarrier.arrive.shared::cta.b64 _, [empty[s]];}@")
ring("dl_count_high", "deadlock",
     "empty[] initialized for 2 arrivals, but one consumer warp arrives: the producer waits forever",
     prod_wait=PW + "//!", empty_count="@{2|1}@")

case("dl_parity_never", "deadlock",
     "the consumer waits a second time on parity 1 of a barrier whose phase 1 never completes",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared mbarrier bar[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [bar[0]], 1;
	}
	bar.sync 0;
	pred done;
	if (tid.x == 0) {
		mbarrier.arrive.shared::cta.b64 _, [bar[0]];
	}
	if (tid.x >= 32) {
		do { """ + W + """ done, [bar[0]], 0; } while (!done);
		do { """ + W + """ done, [bar[0]], @{1|0}@; } while (!done);//!
	}
	st.global.u32 [out + tid.x], 1;
}
""")

case("dl_cycle", "deadlock",
     "two warps each wait for the other's arrival before arriving themselves: a cycle of waits",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared mbarrier a[1], b[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [a[0]], 1;
		mbarrier.init.shared::cta.b64 [b[0]], 1;
	}
	bar.sync 0;
	pred done;
	if (tid.x == 0) {
		@{|mbarrier.arrive.shared::cta.b64 _, [a[0]];}@
		do { """ + W + """ done, [b[0]], 0; } while (!done);//!
		@{mbarrier.arrive.shared::cta.b64 _, [a[0]];|}@
	}
	if (tid.x == 32) {
		do { """ + W + """ done, [a[0]], 0; } while (!done);
		mbarrier.arrive.shared::cta.b64 _, [b[0]];
	}
	st.global.u32 [out + tid.x], 1;
}
""")

TMA_ARGS = [
    {"name": "g", "kind": "tensor", "dtype": "u32", "shape": [64], "init": {"dist": "uniform", "lo": 0, "hi": 100}, "param": False},
    {"name": "tm", "kind": "tmap", "tensor": "g", "box": [64], "element_strides": [1], "swizzle": "none"},
]

case("dl_tx_mismatch", "deadlock",
     "expect_tx announces 512 bytes, the copy delivers 256: the phase never completes",
     """// {NAME} — {ABOUT}
kernel k(tm: tensormap, out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared align(128) u32 tile[64];
	shared mbarrier full[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [full[0]], 1;
		fence.mbarrier_init.release.cluster;
	}
	bar.sync 0;
	if (tid.x == 0) {
		mbarrier.arrive.expect_tx.shared::cta.b64 _, [full[0]], @{512|256}@;
		cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [tile[0]], [tm, {0}], [full[0]];
	}
	pred done;
	do { """ + W + """ done, [full[0]], 0; } while (!done);//!
	u32 v;
	ld.shared.u32 v, [tile[tid.x]];
	st.global.u32 [out + tid.x], 1;
}
""", args=TMA_ARGS)

# ---------------------------------------------------------------- use_before_init
case("ubi_no_barrier", "use_before_init",
     "thread 0 initializes the mbarrier, other warps arrive with no barrier in between",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared mbarrier bar[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [bar[0]], 2;
	}
	@{|bar.sync 0;}@
	if (tid.x % 32 == 0) {
		mbarrier.arrive.shared::cta.b64 _, [bar[0]];//!
	}
	pred done;
	do { """ + W + """ done, [bar[0]], 0; } while (!done);
	st.global.u32 [out + tid.x], 1;
}
""")

case("ubi_arrive_first", "use_before_init",
     "warp 1 arrives on an mbarrier that warp 0 initializes with no barrier ordering the two",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared mbarrier bar[1];
	if (tid.x >= 32) {
		@{|bar.sync 1, 64;}@
		if (tid.x == 32) {
			mbarrier.arrive.shared::cta.b64 _, [bar[0]];//!
		}
	} else {
		if (tid.x == 0) {
			mbarrier.init.shared::cta.b64 [bar[0]], 1;
		}
		@{|bar.sync 1, 64;}@
		if (tid.x == 0) {
			pred done;
			do { """ + W + """ done, [bar[0]], 0; } while (!done);
		}
	}
	st.global.u32 [out + tid.x], 1;
}
""")

case("ubi_cluster_nofence", "use_before_init",
     "CTA 1 arrives on CTA 0's mbarrier; the init is published with a CTA barrier only (no fence.mbarrier_init, no cluster barrier)",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(2) block(32) cluster(2, 1, 1) target(sm_90a)
{
	shared mbarrier bar[1];
	shared u64* pb = bar;
	if (cluster_ctarank == 0 && tid.x == 0) {
		mbarrier.init.shared::cta.b64 [bar[0]], 1;
		@{|fence.mbarrier_init.release.cluster;}@
	}
	@{bar.sync 0;|barrier.cluster.arrive;}@
	@{|barrier.cluster.wait;}@
	if (cluster_ctarank == 1 && tid.x == 0) {
		u32 ra;
		mapa.shared::cluster.u32 ra, (u32)pb, 0;
		mbarrier.arrive.release.cluster.shared::cluster.b64 _, [ra];//!
	}
	if (cluster_ctarank == 0) {
		pred done;
		do { """ + W + """ done, [bar[0]], 0; } while (!done);
	}
	st.global.u32 [out + ctaid.x * 32 + tid.x], 1;
}
""", grid=2)

# ---------------------------------------------------------------- phase_overrun
ring("po_no_empty_wait", "phase_overrun",
     "the producer never waits for the consumer to release a stage: it can lap the consumer (parity ABA)",
     prod_wait="@{|" + PW + "}@", cons_mark="//!")
ring("po_tail_skip", "phase_overrun",
     "the producer skips the empty wait on the last lap (an edge only long K shows): its last fill laps a slow consumer",
     prod_wait="if (@{i < 4|i < 6}@) { " + PW + " }", cons_mark="//!")

case("po_late_consumer", "phase_overrun",
     "one flag mbarrier reused every iteration; the producer does not wait for the late consumer before the next phase",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(96) target(sm_90a)
{
	shared mbarrier flag[1], ack[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [flag[0]], 1;
		mbarrier.init.shared::cta.b64 [ack[0]], 2;
	}
	bar.sync 0;
	pred done;
	for (u32 i = 0; i < 4; i += 1) {
		if (tid.x == 0) {
			mbarrier.arrive.shared::cta.b64 _, [flag[0]];
			@{|do { """ + W + """ done, [ack[0]], i % 2; } while (!done);}@
		}
		if (tid.x >= 32) {
			do { """ + W + """ done, [flag[0]], i % 2; } while (!done);//!
			if (tid.x % 32 == 0) {
				mbarrier.arrive.shared::cta.b64 _, [ack[0]];
			}
		}
	}
	st.global.u32 [out + tid.x], 1;
}
""")

# ---------------------------------------------------------------- extra_arrival
ring("ea_count_low", "extra_arrival",
     "empty[] initialized for 1 arrival but both consumer warps arrive: the arrivals of two laps compete for one phase",
     prod_wait=PW, empty_count="@{1|2}@", nwarps=3,
     cons_arrive="mbarrier.arrive.shared::cta.b64 _, [empty[s]];//!")
case("ea_whole_warp", "extra_arrival",
     "every lane of the warp arrives on a barrier that expects one arrival (a missing elect)",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared mbarrier bar[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [bar[0]], 1;
	}
	bar.sync 0;
	pred done;
	if (tid.x < 32) {
		@{|if (tid.x == 0) }@mbarrier.arrive.shared::cta.b64 _, [bar[0]];//!
	} else {
		do { """ + W + """ done, [bar[0]], 0; } while (!done);
	}
	st.global.u32 [out + tid.x], 1;
}
""")
case("ea_count_operand", "extra_arrival",
     "an arrive with count 2 on a phase that has 1 arrival pending",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(32) target(sm_90a)
{
	shared mbarrier bar[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [bar[0]], 2;
		mbarrier.arrive.shared::cta.b64 _, [bar[0]];
		mbarrier.arrive.release.cta.shared::cta.b64 _, [bar[0]], @{2|1}@;//!
		pred done;
		do { """ + W + """ done, [bar[0]], 0; } while (!done);
	}
	st.global.u32 [out + tid.x], 1;
}
""")

# ---------------------------------------------------------------- tx_underflow
case("tx_no_expect", "tx_underflow",
     "the producer arrives without expect_tx: the phase completes at once and the copy's bytes land in the next phase",
     """// {NAME} — {ABOUT}
kernel k(tm: tensormap, out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared align(128) u32 tile[64];
	shared mbarrier full[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [full[0]], 1;
		fence.mbarrier_init.release.cluster;
	}
	bar.sync 0;
	if (tid.x == 0) {
		@{mbarrier.arrive.shared::cta.b64 _, [full[0]];|mbarrier.arrive.expect_tx.shared::cta.b64 _, [full[0]], 256;}@
		cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [tile[0]], [tm, {0}], [full[0]];//!
	}
	pred done;
	do { """ + W + """ done, [full[0]], 0; } while (!done);
	u32 v;
	ld.shared.u32 v, [tile[tid.x]];
	st.global.u32 [out + tid.x], 1;
}
""", args=TMA_ARGS)
case("tx_two_copies", "tx_underflow",
     "two copies complete on a barrier whose expect_tx covers one",
     """// {NAME} — {ABOUT}
kernel k(tm: tensormap, out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared align(128) u32 tile[128];
	shared mbarrier full[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [full[0]], 1;
		fence.mbarrier_init.release.cluster;
	}
	bar.sync 0;
	if (tid.x == 0) {
		mbarrier.arrive.expect_tx.shared::cta.b64 _, [full[0]], @{256|512}@;
		for (u32 h = 0; h < 2; h += 1) {
			cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [tile[h * 64]], [tm, {0}], [full[0]];//!
		}
	}
	pred done;
	do { """ + W + """ done, [full[0]], 0; } while (!done);
	st.global.u32 [out + tid.x], 1;
}
""", args=TMA_ARGS)

# ---------------------------------------------------------------- divergent_barrier
case("div_half_warp", "divergent_barrier",
     "bar.sync inside a branch only half of a warp takes",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared u32 x[64];
	st.shared.u32 [x[tid.x]], tid.x;
	@{if (tid.x % 32 < 16) {|{}@
		bar.sync 0;//!
	}
	u32 v;
	ld.shared.u32 v, [x[63 - tid.x]];
	st.global.u32 [out + tid.x], 1;
}
""")
case("div_elected_named", "divergent_barrier",
     "a named barrier between two warps executed by the elected lane only",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared u32 x[64];
	st.shared.u32 [x[tid.x]], tid.x;
	@{if (tid.x % 32 == 0) {|{}@
		bar.sync 1, 64;//!
	}
	u32 v;
	ld.shared.u32 v, [x[63 - tid.x]];
	st.global.u32 [out + tid.x], 1;
}
""")

# ---------------------------------------------------------------- barrier_count_mismatch
case("bcm_count_low", "barrier_count_mismatch",
     "bar.sync 1 counts 64 threads but all 128 threads use it: generations form from whichever warps come first",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(128) target(sm_90a)
{
	shared u32 x[128];
	for (u32 i = 0; i < 2; i += 1) {
		st.shared.u32 [x[tid.x]], tid.x + i;
		bar.sync 1, @{64|128}@;//!
		u32 v;
		ld.shared.u32 v, [x[127 - tid.x]];
		bar.sync 1, @{64|128}@;
	}
	st.global.u32 [out + tid.x], 1;
}
""")
case("bcm_count_high", "barrier_count_mismatch",
     "bar.sync 1 counts 128 threads but only the 64 threads of the first two warps use it",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(128) target(sm_90a)
{
	shared u32 x[64];
	if (tid.x < 64) {
		st.shared.u32 [x[tid.x]], tid.x;
		bar.sync 1, @{128|64}@;//!
		u32 v;
		ld.shared.u32 v, [x[63 - tid.x]];
	}
	st.global.u32 [out + tid.x], 1;
}
""")
case("bcm_producer_arrive", "barrier_count_mismatch",
     "producer warp bar.arrive + two consumer warps bar.sync on id 1 counted for 64 threads (needs 96)",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(96) target(sm_90a)
{
	shared u32 x[4];
	for (u32 i = 0; i < 3; i += 1) {
		if (tid.x < 32) {
			if (tid.x == 0) { st.shared.u32 [x[i]], i; }
			bar.arrive 1, @{64|96}@;
			bar.sync 2, @{64|96}@;
		} else {
			bar.sync 1, @{64|96}@;//!
			u32 v;
			ld.shared.u32 v, [x[i]];
			bar.arrive 2, @{64|96}@;
		}
	}
	st.global.u32 [out + tid.x], 1;
}
""")

# ---------------------------------------------------------------- named_barrier_conflict
case("nbc_two_groups", "named_barrier_conflict",
     "two warp pairs use named barrier 1 at the same time, one with count 64, the other with 128",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(192) target(sm_90a)
{
	shared u32 x[192];
	st.shared.u32 [x[tid.x]], tid.x;
	if (tid.x < 64) {
		bar.sync 1, 64;
	} else {
		bar.sync @{1|2}@, 128;//!
	}
	u32 v;
	ld.shared.u32 v, [x[tid.x ^ 32]];
	st.global.u32 [out + tid.x], 1;
}
""")
case("nbc_epilogue", "named_barrier_conflict",
     "the epilogue barrier of warpgroup 1 reuses the id warpgroup 0 uses with another count",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(256) target(sm_90a)
{
	shared u32 x[256];
	u32 wg = tid.x / 128;
	st.shared.u32 [x[tid.x]], tid.x;
	if (wg == 0) {
		bar.sync 3, 128;
	} else {
		if (tid.x < 192) {
			bar.sync @{3|4}@, 64;//!
		} else {
			bar.sync 5, 64;
		}
	}
	u32 v;
	ld.shared.u32 v, [x[tid.x ^ 1]];
	st.global.u32 [out + tid.x], 1;
}
""")

# ---------------------------------------------------------------- setmaxnreg_nonuniform
case("smr_one_warp", "setmaxnreg_nonuniform",
     "setmaxnreg executed by one warp of the producer warpgroup only",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(256) target(sm_90a)
{
	u32 warp = tid.x / 32;
	if (warp < 4) {
		@{if (warp == 0) {|{}@
			setmaxnreg.dec.sync.aligned.u32 40;//!
		}
	} else {
		setmaxnreg.inc.sync.aligned.u32 232;
	}
	st.global.u32 [out + tid.x], 1;
}
""")
case("smr_half_warp", "setmaxnreg_nonuniform",
     "setmaxnreg inside a branch half of a warp takes",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(128) target(sm_90a)
{
	@{if (tid.x % 32 < 16) {|{}@
		setmaxnreg.inc.sync.aligned.u32 96;//!
	}
	st.global.u32 [out + tid.x], 1;
}
""")

# ---------------------------------------------------------------- inval_in_use
case("inv_early", "inval_in_use",
     "thread 0 invalidates the mbarrier after its own wait while the other warp may still be waiting on it",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared mbarrier bar[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [bar[0]], 2;
	}
	bar.sync 0;
	pred done;
	if (tid.x % 32 == 0) {
		mbarrier.arrive.shared::cta.b64 _, [bar[0]];
	}
	do { """ + W + """ done, [bar[0]], 0; } while (!done);
	@{|bar.sync 0;}@
	if (tid.x == 0) {
		mbarrier.inval.shared::cta.b64 [bar[0]];//!
	}
	st.global.u32 [out + tid.x], 1;
}
""")
case("inv_then_arrive", "inval_in_use",
     "warp 0 invalidates the mbarrier right after its own arrival while warp 1 has yet to arrive",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared mbarrier bar[1];
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [bar[0]], 2;
	}
	bar.sync 0;
	if (tid.x == 0) {
		mbarrier.arrive.shared::cta.b64 _, [bar[0]];
		@{mbarrier.inval.shared::cta.b64 [bar[0]];|}@
	}
	if (tid.x == 32) {
		mbarrier.arrive.shared::cta.b64 _, [bar[0]];//!
	}
	@{|bar.sync 0;}@
	@{|if (tid.x == 0) { mbarrier.inval.shared::cta.b64 [bar[0]]; }}@
	st.global.u32 [out + tid.x], 1;
}
""")

# ---------------------------------------------------------------- collective_mask_mismatch
case("cmm_shfl", "collective_mask_mismatch",
     "shfl.sync with a full member mask inside a branch only half the lanes take",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(32) target(sm_90a)
{
	u32 v = tid.x;
	if (tid.x < 16) {
		shfl.sync.bfly.b32 v, v, 1, 0x1f, @{0xffffffff|0x0000ffff}@;//!
	}
	st.global.u32 [out + tid.x], 1;
}
""")
case("cmm_vote", "collective_mask_mismatch",
     "vote.sync.ballot with a full member mask inside a branch lanes 16..31 skip",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(32) target(sm_90a)
{
	u32 b = 0x5555;
	if (tid.x < 16) {
		vote.sync.ballot.b32 b, tid.x % 2 == 0, @{0xffffffff|0x0000ffff}@;//!
	}
	st.global.u32 [out + tid.x], b == 0x5555 ? (u32)1 : (u32)0;
}
""")
case("cmm_warp_sync", "collective_mask_mismatch",
     "bar.warp.sync naming all lanes where only the even lanes execute it",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(32) target(sm_90a)
{
	if (tid.x % 2 == 0) {
		bar.warp.sync @{0xffffffff|0x55555555}@;//!
	}
	st.global.u32 [out + tid.x], 1;
}
""")


# ---------------------------------------------------------------- wgmma register protocol
WG_HEAD = """// {NAME} — {ABOUT}
import "../../../../lib/wgmma.kiln";

kernel k(out: global u32*) grid(1) block(128) target(sm_90a)
{
	shared align(1024) u32 sa[64 * 64 / 2];
	shared align(1024) u32 sb[8 * 64 / 2];
	shared f32 tmp[128];
	for (u32 i = tid.x; i < 64 * 64 / 2; i += 128) {
		st.shared.u32 [sa[i]], 0x3f803f80;
	}
	for (u32 i = tid.x; i < 8 * 64 / 2; i += 128) {
		st.shared.u32 [sb[i]], 0x3f803f80;
	}
	fence.proxy.async.shared::cta;
	bar.sync 0;
	shared u32* pa = sa;
	shared u32* pb = sb;
	u64 da = wgmma_desc_k128((u32)pa);
	u64 db = wgmma_desc_k128((u32)pb);
	f32 acc[4];
	for unroll (i = 0; i < 4; i++) {
		acc[i] = 0f00000000;
	}
"""
case("wg_read_before_wait", "wgmma_read_before_wait",
     "the accumulators are stored before the wgmma.wait_group that covers the wgmma writing them",
     WG_HEAD + """	wgmma.fence.sync.aligned;
	wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {acc[0:4]}, da, db, 1, 1, 1, 0, 0;
	wgmma.commit_group.sync.aligned;
	@{st.shared.f32 [tmp[tid.x]], acc[0];|wgmma.wait_group.sync.aligned 0;}@//!
	@{wgmma.wait_group.sync.aligned 0;|st.shared.f32 [tmp[tid.x]], acc[0];}@
	st.global.u32 [out + tid.x], 1;
}
""")
case("wg_wait_keeps_group", "wgmma_read_before_wait",
     "wgmma.wait_group 1 leaves the only committed group in flight, then the accumulators are read",
     WG_HEAD + """	wgmma.fence.sync.aligned;
	wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {acc[0:4]}, da, db, 1, 1, 1, 0, 0;
	wgmma.commit_group.sync.aligned;
	wgmma.wait_group.sync.aligned @{1|0}@;
	f32 x = acc[1] + acc[2];//!
	st.shared.f32 [tmp[tid.x]], x;
	st.global.u32 [out + tid.x], 1;
}
""")
case("wg_a_in_flight", "wgmma_read_before_wait",
     "a wgmma with A from registers is in flight when its A fragment registers are rewritten",
     WG_HEAD + """	b32 af[4];
	for unroll (i = 0; i < 4; i++) {
		af[i] = 0x3f803f80;
	}
	wgmma.fence.sync.aligned;
	wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {acc[0:4]}, {af[0], af[1], af[2], af[3]}, db, 1, 1, 1, 0;
	wgmma.commit_group.sync.aligned;
	@{af[0] = (b32)(0x3f803f80 ^ tid.x);|wgmma.wait_group.sync.aligned 0;}@//!
	@{wgmma.wait_group.sync.aligned 0;|af[0] = (b32)(0x3f803f80 ^ tid.x);}@
	st.shared.f32 [tmp[tid.x]], acc[0];
	st.shared.u32 [sa[tid.x]], af[0];
	st.global.u32 [out + tid.x], 1;
}
""")
case("wg_no_first_fence", "missing_wgmma_fence",
     "the accumulators are zeroed by ordinary moves and the first wgmma follows with no wgmma.fence",
     WG_HEAD + """	@{|wgmma.fence.sync.aligned;}@
	wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {acc[0:4]}, da, db, 1, 1, 1, 0, 0;//!
	wgmma.commit_group.sync.aligned;
	wgmma.wait_group.sync.aligned 0;
	st.shared.f32 [tmp[tid.x]], acc[0];
	st.global.u32 [out + tid.x], 1;
}
""")
case("wg_rescale_no_fence", "missing_wgmma_fence",
     "the accumulators are rescaled between two wgmma groups (a flash-attention style correction) without a wgmma.fence",
     WG_HEAD + """	wgmma.fence.sync.aligned;
	wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {acc[0:4]}, da, db, 1, 1, 1, 0, 0;
	wgmma.commit_group.sync.aligned;
	wgmma.wait_group.sync.aligned 0;
	for unroll (i = 0; i < 4; i++) {
		acc[i] = acc[i] * 0f3F000000;
	}
	@{|wgmma.fence.sync.aligned;}@
	wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {acc[0:4]}, da + 2, db + 2, 1, 1, 1, 0, 0;//!
	wgmma.commit_group.sync.aligned;
	wgmma.wait_group.sync.aligned 0;
	st.shared.f32 [tmp[tid.x]], acc[0];
	st.global.u32 [out + tid.x], 1;
}
""")

# ---------------------------------------------------------------- observation-dependent control flow
# A test_wait's outcome picks a branch: the recorded run sees one outcome, the
# explorer re-executes the warp along the other (the checker's `incomplete`
# before re-execution existed).
case("obs_test_skips_release", "deadlock",
     "the consumer works a while, then tests the full barrier once and releases the stage only when the test succeeded; when the test looks before the producer's arrival (re-executed along that observation) the stage is never released and the producer waits forever",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared mbarrier full[1], empty[1];
	shared u32 buf[1];
	u32 warp = tid.x / 32;
	u32 lane = tid.x % 32;
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [full[0]], 1;
		mbarrier.init.shared::cta.b64 [empty[0]], 1;
	}
	bar.sync 0;
	pred done;
	if (warp == 1) {
		if (lane == 0) {
			st.shared.u32 [buf[0]], 7;
			mbarrier.arrive.shared::cta.b64 _, [full[0]];
			do { W done, [empty[0]], 0; } while (!done);//!
		}
	} else {
		u32 work = 0;
		for (u32 i = 0; i < 64; i += 1) {
			work = work + i;
		}
		pred ready;
		mbarrier.test_wait.parity.shared::cta.b64 ready, [full[0]], 0;
		@{if (ready) {|if (!ready) { do { W done, [full[0]], 0; } while (!done); }}@
			u32 v;
			ld.shared.u32 v, [buf[0]];
			if (lane == 0) {
				mbarrier.arrive.shared::cta.b64 _, [empty[0]];
			}
		@{}|}@
	}
	st.global.u32 [out + tid.x], 1;
}
""".replace("W done", W + " done"))
case("obs_test_late_no_release", "deadlock",
     "the consumer tests the full barrier once: when the phase is incomplete it waits and releases the stage, but the branch for a completed phase forgets the release; the recorded run (consumer first) takes the waiting branch, the re-execution where the test looks after the producer's arrival takes the other and the producer waits forever",
     """// {NAME} — {ABOUT}
kernel k(out: global u32*) grid(1) block(64) target(sm_90a)
{
	shared mbarrier full[1], empty[1];
	shared u32 buf[1];
	u32 warp = tid.x / 32;
	u32 lane = tid.x % 32;
	if (tid.x == 0) {
		mbarrier.init.shared::cta.b64 [full[0]], 1;
		mbarrier.init.shared::cta.b64 [empty[0]], 1;
	}
	bar.sync 0;
	pred done;
	if (warp == 1) {
		if (lane == 0) {
			st.shared.u32 [buf[0]], 7;
			mbarrier.arrive.shared::cta.b64 _, [full[0]];
			do { W done, [empty[0]], 0; } while (!done);//!
		}
	} else {
		pred ready;
		mbarrier.test_wait.parity.shared::cta.b64 ready, [full[0]], 0;
		u32 v;
		if (ready) {
			ld.shared.u32 v, [buf[0]];
			@{|if (lane == 0) { mbarrier.arrive.shared::cta.b64 _, [empty[0]]; }}@
		} else {
			do { W done, [full[0]], 0; } while (!done);
			ld.shared.u32 v, [buf[0]];
			if (lane == 0) {
				mbarrier.arrive.shared::cta.b64 _, [empty[0]];
			}
		}
	}
	st.global.u32 [out + tid.x], 1;
}
""".replace("W done", W + " done"))

# ---------------------------------------------------------------- async_wait_not_covering
SRC_ARG = [{"name": "src", "kind": "tensor", "dtype": "u32", "shape": [64], "init": {"dist": "uniform", "lo": 0, "hi": 100}}]
case("aw_wait_group_one", "async_wait_not_covering",
     "cp.async.wait_group 1 leaves the newest group in flight, and its bytes are read",
     """// {NAME} — {ABOUT}
kernel k(src: global u32*, out: global u32*) grid(1) block(32) target(sm_90a)
{
	shared align(16) u32 buf[64];
	cp.async.ca.shared.global [buf[tid.x]], [src + tid.x], 4;
	cp.async.commit_group;
	cp.async.ca.shared.global [buf[32 + tid.x]], [src + 32 + tid.x], 4;
	cp.async.commit_group;
	cp.async.wait_group @{1|0}@;
	u32 a, b;
	ld.shared.u32 a, [buf[tid.x]];
	ld.shared.u32 b, [buf[32 + tid.x]];//!
	st.global.u32 [out + tid.x], 1;
}
""", args=SRC_ARG)
case("aw_no_commit", "async_wait_not_covering",
     "the second cp.async is never committed, so wait_group 0 does not cover it",
     """// {NAME} — {ABOUT}
kernel k(src: global u32*, out: global u32*) grid(1) block(32) target(sm_90a)
{
	shared align(16) u32 buf[64];
	cp.async.ca.shared.global [buf[tid.x]], [src + tid.x], 4;
	cp.async.commit_group;
	cp.async.ca.shared.global [buf[32 + tid.x]], [src + 32 + tid.x], 4;
	@{|cp.async.commit_group;}@
	cp.async.wait_group 0;
	u32 a, b;
	ld.shared.u32 a, [buf[tid.x]];
	ld.shared.u32 b, [buf[32 + tid.x]];//!
	st.global.u32 [out + tid.x], 1;
}
""", args=SRC_ARG)


def render(src, which):
    def pick(m):
        a, b = m.group(1), m.group(2)
        return a if which == "bug" else b
    out = re.sub(r"@\{(.*?)\|(.*?)\}@", pick, src)
    lines, expect = [], None
    for i, l in enumerate(out.split("\n"), 1):
        if l.endswith("//!"):
            l = l[:-3] + ("  // <- planted bug reported here" if which == "bug" else "")
            expect = i
        lines.append(l.rstrip())
    return "\n".join(lines), expect


def main():
    names = set()
    for c in CASES:
        assert c["name"] not in names, c["name"]
        names.add(c["name"])
        d = os.path.join(HERE, c["name"])
        os.makedirs(d, exist_ok=True)
        src = c["src"].replace("{NAME}", "tests/check/sync/" + c["name"]).replace("{ABOUT}", c["about"])
        m = re.search(r"block\((\d+)\)", src)
        g = re.search(r"grid\((\d+)\)", src)
        threads = int(m.group(1)) * int(g.group(1))
        for which in ("bug", "fixed"):
            text, expect = render(src, which)
            text = text.replace("// tests/check/sync/" + c["name"] + " —",
                                "// tests/check/sync/%s/%s.kiln —%s" % (c["name"], which, " FIXED TWIN:" if which == "fixed" else " PLANTED BUG (%s):" % c["kind"]), 1)
            with open(os.path.join(d, which + ".kiln"), "w") as f:
                f.write(text)
            args = list(c["args"]) + [{"name": "out", "kind": "tensor", "dtype": "u32", "shape": [threads], "output": True}]
            wl = {"version": 1,
                  "description": "kiln check corpus (%s): %s. Reference: every thread reaches the end (out = 1)." % (which, c["about"]),
                  "kernel": which + ".kiln", "args": args,
                  "cases": [{"name": "small", "vars": {}}],
                  "reference": "ones", "tolerance": {"exact": True}}
            with open(os.path.join(d, which + ".json"), "w") as f:
                json.dump(wl, f, indent=1)
                f.write("\n")
            if which == "bug":
                assert expect, c["name"]
                with open(os.path.join(d, "bug.expect"), "w") as f:
                    f.write("%s %d\n" % (c["kind"], expect))
    print("%d cases" % len(CASES))

main()
