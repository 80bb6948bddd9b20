import os, json, re
D = os.path.dirname(os.path.abspath(__file__))
os.makedirs(D, exist_ok=True)
K = {}   # name -> (source, args_extra, n, grid_note)

def kern(name, desc, expect, body, params="x: global u32*, out: global u32*, fix: u32", attrs="grid(1) block(64)",
         extra_args=(), n=64, imports=(), pre=""):
    src = "// tests/check/race/%s.kiln — %s\n" % (name, desc)
    src += "// expect: %s\n" % expect
    for im in imports:
        src += 'import "../../../lib/%s.kiln";\n' % im
    src += pre
    src += "\nkernel %s(%s) %s\n{\n%s}\n" % (name, params, attrs, body)
    K[name] = (src, list(extra_args), n)

SCR = {"name": "s", "kind": "tensor", "dtype": "u32", "shape": ["64"], "init": "const(0)", "scratch": True}
def tmap(box): return {"name": "tm", "kind": "tmap", "tensor": "x", "box": [str(box)]}
def tmapo(box): return {"name": "tmo", "kind": "tmap", "tensor": "out", "box": [str(box)]}

# ---------------------------------------------------------------- shared memory, CTA barriers
kern("smem_raw", "warp 1 reads the slots warp 0 wrote with no bar.sync between (RAW, shared). Fix: bar.sync.",
 "data_race a b", """	shared u32 tile[64];
	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	st.shared.u32 [tile[t]], v; //!a
	if (fix == 1) {
		bar.sync 0;
	}
	u32 j = (t + 32) % 64;
	u32 w;
	ld.shared.u32 w, [tile[j]]; //!b
	st.global.u32 [out + j], w;
""")

kern("smem_war", "a ring of two rounds through one shared buffer: round 2 overwrites slots round 1's readers in the other warp may not have read (WAR). Fix: a second bar.sync before the overwrite.",
 "data_race a b", """	shared u32 tile[64];
	u32 t = tid.x;
	u32 j = (t + 32) % 64;
	u32 v, w;
	ld.global.u32 v, [x + t];
	st.shared.u32 [tile[t]], 0;
	bar.sync 0;
	ld.shared.u32 w, [tile[j]]; //!a
	if (fix == 1) {
		bar.sync 0;
	}
	st.shared.u32 [tile[t]], v + w; //!b
	bar.sync 0;
	ld.shared.u32 w, [tile[j]];
	st.global.u32 [out + j], w;
""")

kern("smem_waw", "lane 0 of each warp stores its warp's first value into one shared slot (WAW); the result depends on which warp is last, and warp 1's slot is never written. Fix: one slot per warp.",
 "data_race a a; uninitialized_read - b", """	shared u32 slot[2];
	u32 t = tid.x;
	u32 warp = t / 32;
	u32 v;
	ld.global.u32 v, [x + t];
	u32 k = fix == 1 ? warp : 0;
	if (t % 32 == 0) {
		st.shared.u32 [slot[k]], v; //!a
	}
	bar.sync 0;
	u32 w;
	ld.shared.u32 w, [slot[warp]]; //!b
	u32 lane = t % 32;
	u32 o = lane == 0 ? w : v;
	st.global.u32 [out + t], o;
""")

kern("named_barrier_early", "producer warp 0 arrives on named barrier 1 before its stores; consumer warp 1 passes bar.sync 1 and reads them (RAW). Fix: store, then bar.arrive.",
 "data_race a b", """	shared u32 tile[32];
	u32 t = tid.x;
	u32 lane = t % 32;
	if (t < 32) {
		u32 v;
		ld.global.u32 v, [x + lane];
		if (fix == 0) {
			bar.arrive 1, 64;
		}
		st.shared.u32 [tile[lane]], v; //!a
		if (fix == 1) {
			bar.arrive 1, 64;
		}
		ld.global.u32 v, [x + 32 + lane];
		st.global.u32 [out + 32 + lane], v;
	} else {
		bar.sync 1, 64;
		u32 w;
		ld.shared.u32 w, [tile[lane]]; //!b
		st.global.u32 [out + lane], w;
	}
""")

kern("global_raw", "thread t stores out[t]; a thread of the other warp reloads it with no bar.sync (RAW, global). Fix: bar.sync (it orders global memory within the CTA too).",
 "data_race a b", """	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	st.global.u32 [out + t], v + 1; //!a
	if (fix == 1) {
		bar.sync 0;
	}
	u32 j = (t + 32) % 64;
	u32 w;
	ld.global.u32 w, [out + j]; //!b
	bar.sync 0;
	st.global.u32 [out + j], w - 1;
""")

kern("intra_warp", "lanes of one warp exchange values through shared memory with no bar.warp.sync: under independent thread scheduling lane l may read before lane l+1 wrote (intra-warp RAW). Fix: bar.warp.sync.",
 "data_race a b", """	shared u32 tile[32];
	u32 lane = tid.x;
	u32 v;
	ld.global.u32 v, [x + lane];
	st.shared.u32 [tile[lane]], v; //!a
	if (fix == 1) {
		bar.warp.sync 0xffffffff;
	}
	u32 j = (lane + 1) % 32;
	u32 w;
	ld.shared.u32 w, [tile[j]]; //!b
	st.global.u32 [out + j], w;
""", attrs="grid(1) block(32)", n=32)

kern("uninit_shared", "only the first warp fills the shared tile, the second warp's slots are read without ever being written. Fix: every thread writes its slot.",
 "uninitialized_read - a", """	shared u32 tile[64];
	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	if (t < 32 || fix == 1) {
		st.shared.u32 [tile[t]], v;
	}
	bar.sync 0;
	u32 w;
	ld.shared.u32 w, [tile[t]]; //!a
	u32 o = t < 32 ? w : v;
	st.global.u32 [out + t], o;
""")

kern("output_never_written", "an off-by-one bound leaves the last output element unwritten. Fix: t < n.",
 "output_never_written - -", """	u32 t = tid.x;
	u32 lim = fix == 1 ? n : n - 1;
	if (t < lim) {
		u32 v;
		ld.global.u32 v, [x + t];
		st.global.u32 [out + t], v;
	}
""", params="x: global u32*, out: global u32*, n: u32, fix: u32", extra_args=[{"name": "n", "kind": "scalar", "value": "64"}])

kern("oob_shared", "a 32-element shared array indexed by all 64 threads: threads 32..63 run into the next shared variable (and race there with its owners' stores). Fix: size the array for the block.",
 "out_of_bounds - a; data_race c a", """	shared u32 small[32];
	shared u32 other[64];
	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	st.shared.u32 [other[t]], v; //!c
	if (fix == 0) {
		st.shared.u32 [small[t]], v; //!a
	}
	bar.sync 0;
	u32 w;
	ld.shared.u32 w, [other[t]];
	st.global.u32 [out + t], w;
""")

kern("oob_global", "the last thread reads one element past the end of x. Fix: clamp the index.",
 "out_of_bounds - a", """	u32 t = tid.x;
	u32 j = fix == 1 ? t : t + 1;
	u32 v, w;
	ld.global.u32 v, [x + t];
	if (t == 63) {
		ld.global.u32 w, [x + j]; //!a
		v = v + w - w;
	}
	st.global.u32 [out + t], v;
""")

kern("b128_overlap", "lanes 0-15 of warp 0 fill shared memory with 16-byte st.shared.b128 stores, warp 1 reads single u32 words (the top word of each 16-byte slot) with no barrier: one b128 access covers 16 bytes. Fix: bar.sync.",
 "data_race a b", """	shared align(16) u32 buf[64];
	u32 t = tid.x;
	b128 q;
	if (t < 16) {
		ld.global.b128 q, [(global b128*)(x + t * 4)];
		st.shared.b128 [(shared b128*)(buf + t * 4)], q; //!a
	}
	if (fix == 1) {
		bar.sync 0;
	}
	u32 w;
	if (t >= 32) {
		ld.shared.u32 w, [buf[((t - 32) % 16) * 4 + 3]]; //!b
		st.global.u32 [out + t], w;
	}
	bar.sync 0;
	ld.shared.u32 w, [buf[t]];
	st.global.u32 [out + t], w;
""", attrs="grid(1) block(64) target(sm_90a)")

kern("aliased_view", "warp 0 writes the high halves of shared words through a raw byte-address (u16) view, warp 1 reads the same words as u32 with no barrier: the byte ranges overlap although the views differ. Fix: bar.sync.",
 "data_race a b", """	shared align(16) u32 buf[64];
	shared u32* pb = buf;
	u32 base = (u32)pb;
	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	st.shared.u32 [buf[t]], v & 0xffff;
	bar.sync 0;
	if (t < 32) {
		u16 hi = (u16)(v >> 16);
		st.shared.u16 [base + t * 4 + 2], hi; //!a
		u16 hi2;
		u32 v2;
		ld.global.u32 v2, [x + t + 32];
		hi2 = (u16)(v2 >> 16);
		st.shared.u16 [base + (t + 32) * 4 + 2], hi2;
	}
	if (fix == 1) {
		bar.sync 0;
	}
	u32 j = (t + 32) % 64;
	u32 w;
	if (t >= 32) {
		ld.shared.u32 w, [buf[j]]; //!b
		st.global.u32 [out + j], w;
	}
	bar.sync 0;
	if (t >= 32) {
		ld.shared.u32 w, [buf[t]];
		st.global.u32 [out + t], w;
	}
""")

# ---------------------------------------------------------------- mbarriers
MB_INIT = """	if (tid.x == 0) {
		mbar_init(full[0], %s);
		mbar_init_fence();
	}
	bar.sync 0;
"""
kern("elected_arrive", "all 32 lanes of warp 0 store a stage, only lane 0 arrives on the mbarrier: the arrive publishes lane 0's stores, not the other lanes'. Fix: bar.warp.sync before the elected arrive.",
 "data_race a b", """	shared u32 tile[32];
	shared mbarrier full[1];
""" + MB_INIT % "1" + """	u32 t = tid.x;
	u32 lane = t % 32;
	if (t < 32) {
		u32 v;
		ld.global.u32 v, [x + lane];
		st.shared.u32 [tile[lane]], v; //!a
		ld.global.u32 v, [x + 32 + lane];
		st.global.u32 [out + 32 + lane], v;
		if (fix == 1) {
			bar.warp.sync 0xffffffff;
		}
		if (lane == 0) {
			mbar_arrive(full[0]);
		}
	} else {
		mbar_wait(full[0], 0);
		u32 w;
		ld.shared.u32 w, [tile[lane]]; //!b
		st.global.u32 [out + lane], w;
	}
""", imports=["mbarrier"], attrs="grid(1) block(64) target(sm_90a)")

kern("mbar_no_wait", "the consumer warp reads the stage without waiting on the mbarrier the producer arrives on. Fix: wait for phase 0.",
 "data_race a b", """	shared u32 tile[32];
	shared mbarrier full[1];
""" + MB_INIT % "32" + """	u32 t = tid.x;
	u32 lane = t % 32;
	if (t < 32) {
		u32 v;
		ld.global.u32 v, [x + lane];
		st.shared.u32 [tile[lane]], v; //!a
		ld.global.u32 v, [x + 32 + lane];
		st.global.u32 [out + 32 + lane], v;
		mbar_arrive(full[0]);
	} else {
		if (fix == 1) {
			mbar_wait(full[0], 0);
		}
		u32 w;
		ld.shared.u32 w, [tile[lane]]; //!b
		st.global.u32 [out + lane], w;
	}
""", imports=["mbarrier"], attrs="grid(1) block(64) target(sm_90a)")

kern("obs_test_skips_wait", "the consumer works a while, then tests the stage's mbarrier once (test_wait) and reads the stage whether or not the phase had completed: in the recorded run the producer is first and the test succeeds; when the test looks first (re-executed along that observation) the read is unordered with the producer's stores. Fix: wait when the test fails.",
 "data_race a b", """	shared u32 tile[32];
	shared mbarrier full[1];
""" + MB_INIT % "32" + """	u32 t = tid.x;
	u32 lane = t % 32;
	if (t < 32) {
		u32 v;
		ld.global.u32 v, [x + lane];
		st.shared.u32 [tile[lane]], v; //!a
		ld.global.u32 v, [x + 32 + lane];
		st.global.u32 [out + 32 + lane], v;
		mbar_arrive(full[0]);
	} else {
		u32 work = 0;
		for (u32 i = 0; i < 64; i += 1) {
			work = work + i;
		}
		pred ready = mbar_test(full[0], 0);
		if (!ready && fix == 1) {
			mbar_wait(full[0], 0);
		}
		u32 w;
		ld.shared.u32 w, [tile[lane]]; //!b
		st.global.u32 [out + lane], w;
	}
""", imports=["mbarrier"], attrs="grid(1) block(64) target(sm_90a)")

kern("mbar_relaxed_arrive", "the producer arrives with mbarrier.arrive.relaxed: the phase completes but publishes nothing, so the consumer's reads are unordered with the stores. Fix: the default release arrive.",
 "data_race a b", """	shared u32 tile[32];
	shared mbarrier full[1];
""" + MB_INIT % "32" + """	u32 t = tid.x;
	u32 lane = t % 32;
	if (t < 32) {
		u32 v;
		ld.global.u32 v, [x + lane];
		st.shared.u32 [tile[lane]], v; //!a
		ld.global.u32 v, [x + 32 + lane];
		st.global.u32 [out + 32 + lane], v;
		if (fix == 1) {
			mbarrier.arrive.release.cta.shared::cta.b64 _, [full[0]];
		} else {
			mbarrier.arrive.relaxed.cta.shared::cta.b64 _, [full[0]];
		}
	} else {
		mbar_wait(full[0], 0);
		u32 w;
		ld.shared.u32 w, [tile[lane]]; //!b
		st.global.u32 [out + lane], w;
	}
""", imports=["mbarrier"], attrs="grid(1) block(64) target(sm_90a)")



# ---------------------------------------------------------------- atomics, flags, scopes, cross-CTA
kern("atomic_vs_plain", "every thread adds to a shared counter with atom.shared.add while thread 0 reads it with a plain load before the barrier (atomic against plain access). Fix: read after bar.sync.",
 "data_race a b", """	shared u32 cnt[1];
	u32 t = tid.x;
	if (t == 0) {
		st.shared.u32 [cnt[0]], 0;
	}
	bar.sync 0;
	u32 old;
	atom.shared.add.u32 old, [cnt[0]], 1; //!a
	if (fix == 1) {
		bar.sync 0;
	}
	u32 c = 0;
	if (t == 0) {
		ld.shared.u32 c, [cnt[0]]; //!b
	}
	u32 v;
	ld.global.u32 v, [x + t];
	st.global.u32 [out + t], v + c - c;
""")

kern("atom_scope_cta", "the two CTAs both add to one global counter with atom.cta: the scope does not include the other CTA, so the RMWs are not atomic with each other. Fix: atom.gpu (the default).",
 "scope_too_narrow a a", """	u32 t = tid.x;
	u32 i = ctaid.x * 64 + t;
	u32 old;
	if (fix == 1) {
		atom.gpu.global.add.u32 old, [s + 0], 1;
	} else {
		atom.cta.global.add.u32 old, [s + 0], 1; //!a
	}
	u32 v;
	ld.global.u32 v, [x + i];
	st.global.u32 [out + i], v;
""", params="x: global u32*, out: global u32*, s: global u32*, fix: u32", attrs="grid(2) block(64)", n=128, extra_args=[SCR])

FLAG_PRODUCER = """	u32 t = tid.x;
	if (ctaid.x == 0) {
		u32 v, u;
		ld.global.u32 v, [x + t];
		ld.global.u32 u, [x + 32 + t];
		st.global.u32 [s + t], u; //!a
		bar.sync 0;
		if (t == 0) {
%s
		}
		st.global.u32 [out + t], v;
	} else {
		if (t == 0) {
			u32 f;
			do {
%s
			} while (f == 0);
		}
		bar.sync 0;
		u32 w;
		ld.global.u32 w, [s + t]; //!b
		st.global.u32 [out + 32 + t], w;
	}
"""
kern("flag_relaxed", "CTA 0 publishes data with a relaxed flag store, CTA 1 spins on a relaxed flag load: no release/acquire pairing, so the data is not ordered. Fix: st.release.gpu / ld.acquire.gpu.",
 "ordering_race a b", FLAG_PRODUCER % ("""			if (fix == 1) {
				st.release.gpu.global.u32 [s + 32], 1;
			} else {
				st.relaxed.gpu.global.u32 [s + 32], 1; //!c
			}""", """				if (fix == 1) {
					ld.acquire.gpu.global.u32 f, [s + 32];
				} else {
					ld.relaxed.gpu.global.u32 f, [s + 32]; //!d
				}"""),
 params="x: global u32*, out: global u32*, s: global u32*, fix: u32", attrs="grid(2) block(32)", extra_args=[SCR])

kern("flag_scope_cta", "the flag handoff between CTAs uses release/acquire at .cta scope: the other CTA is outside the scope, so neither the flag nor the data is synchronized. Fix: .gpu scope.",
 "scope_too_narrow c d; scope_too_narrow a b", FLAG_PRODUCER % ("""			if (fix == 1) {
				st.release.gpu.global.u32 [s + 32], 1;
			} else {
				st.release.cta.global.u32 [s + 32], 1; //!c
			}""", """				if (fix == 1) {
					ld.acquire.gpu.global.u32 f, [s + 32];
				} else {
					ld.acquire.cta.global.u32 f, [s + 32]; //!d
				}"""),
 params="x: global u32*, out: global u32*, s: global u32*, fix: u32", attrs="grid(2) block(32)", extra_args=[SCR])

kern("fence_scope_cta", "relaxed flag accesses at .gpu scope ordered by fence.acq_rel.cta on both sides: the fences' scope does not reach the other CTA. Fix: fence.acq_rel.gpu.",
 "scope_too_narrow a b", FLAG_PRODUCER % ("""			if (fix == 1) {
				fence.acq_rel.gpu;
			} else {
				fence.acq_rel.cta;
			}
			st.relaxed.gpu.global.u32 [s + 32], 1;""", """				ld.relaxed.gpu.global.u32 f, [s + 32];
				if (fix == 1) {
					fence.acq_rel.gpu;
				} else {
					fence.acq_rel.cta;
				}"""),
 params="x: global u32*, out: global u32*, s: global u32*, fix: u32", attrs="grid(2) block(32)", extra_args=[SCR])

kern("cross_cta_global", "CTA 1 reads what CTA 0 writes to global memory with no synchronization between the CTAs. Fix: a release/acquire flag.",
 "data_race a b", FLAG_PRODUCER % ("""			if (fix == 1) {
				st.release.gpu.global.u32 [s + 32], 1;
			}""", """				f = 1;
				if (fix == 1) {
					ld.acquire.gpu.global.u32 f, [s + 32];
				}"""),
 params="x: global u32*, out: global u32*, s: global u32*, fix: u32", attrs="grid(2) block(32)", extra_args=[SCR])

kern("dsmem_cluster", "CTA rank 0 stores into rank 1's shared memory (st.shared::cluster); rank 1 reads it with no cluster barrier between. Fix: barrier.cluster.arrive/wait.",
 "data_race a b", """	shared u32 buf[32];
	shared u32* pb = buf;
	u32 t = tid.x;
	u32 rank = cluster_ctarank;
	u32 v;
	ld.global.u32 v, [x + rank * 32 + t];
	if (rank == 0) {
		u32 ra;
		mapa.shared::cluster.u32 ra, (u32)pb + t * 4, 1;
		u32 v1;
		ld.global.u32 v1, [x + 32 + t];
		st.shared::cluster.u32 [ra], v1; //!a
		st.global.u32 [out + t], v;
	}
	if (fix == 1) {
		barrier.cluster.arrive;
		barrier.cluster.wait;
	}
	if (rank == 1) {
		u32 w;
		ld.shared.u32 w, [buf[t]]; //!b
		st.global.u32 [out + 32 + t], w;
	}
	if (fix == 1) {
		barrier.cluster.arrive;
		barrier.cluster.wait;
	}
""", attrs="grid(2) block(32) cluster(2, 1, 1) target(sm_90a)")

# ---------------------------------------------------------------- async copies: TMA, bulk, cp.async
TMA_ATTR = "grid(1) block(64) target(sm_90a)"
TMA_PARAMS = "x: global u32*, out: global u32*, fix: u32, tm: tensormap"
kern("tma_load_no_wait", "thread 0 issues a TMA load completing on an mbarrier; the threads read the tile without waiting on it. Fix: mbar_wait before the reads.",
 "read_before_async_complete a b", """	shared align(128) u32 tile[64];
	shared mbarrier full[1];
""" + MB_INIT % "1" + """	u32 t = tid.x;
	if (t == 0) {
		mbar_arrive_expect_tx(full[0], 256);
		cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [tile[0]], [tm, {0}], [full[0]]; //!a
	}
	if (fix == 1) {
		mbar_wait(full[0], 0);
	}
	u32 w;
	ld.shared.u32 w, [tile[t]]; //!b
	st.global.u32 [out + t], w;
	if (fix == 0) {
		mbar_wait(full[0], 0);
	}
""", params=TMA_PARAMS, attrs=TMA_ATTR, imports=["mbarrier"], extra_args=["TMAP_X"])

kern("tma_load_wrong_barrier", "two TMA loads complete on full[0] and full[1]; the threads wait on full[1] and read the tile full[0] guards. Fix: wait on the tile's own barrier.",
 "read_before_async_complete a b", """	shared align(128) u32 tile[64];
	shared align(128) u32 tile2[64];
	shared mbarrier full[2];
	if (tid.x == 0) {
		mbar_init(full[0], 1);
		mbar_init(full[1], 1);
		mbar_init_fence();
	}
	bar.sync 0;
	u32 t = tid.x;
	if (t == 0) {
		mbar_arrive_expect_tx(full[1], 256);
		cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [tile2[0]], [tm, {0}], [full[1]];
		mbar_arrive_expect_tx(full[0], 256);
		cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [tile[0]], [tm, {0}], [full[0]]; //!a
	}
	mbar_wait(full[1], 0);
	if (fix == 1) {
		mbar_wait(full[0], 0);
	}
	u32 w, w2;
	ld.shared.u32 w, [tile[t]]; //!b
	ld.shared.u32 w2, [tile2[t]];
	st.global.u32 [out + t], w + w2 - w2;
	mbar_wait(full[0], 0);
""", params=TMA_PARAMS, attrs=TMA_ATTR, imports=["mbarrier"], extra_args=["TMAP_X"])

kern("tma_load_after_generic", "the threads zero the tile (generic proxy), bar.sync, then a TMA load writes it (async proxy) with no fence.proxy.async between: the generic writes may land after the copy. Fix: fence.proxy.async.shared::cta before the bar.sync.",
 "missing_proxy_fence a b", """	shared align(128) u32 tile[64];
	shared mbarrier full[1];
""" + MB_INIT % "1" + """	u32 t = tid.x;
	st.shared.u32 [tile[t]], 0; //!a
	if (fix == 1) {
		fence.proxy.async.shared::cta;
	}
	bar.sync 0;
	if (t == 0) {
		mbar_arrive_expect_tx(full[0], 256);
		cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [tile[0]], [tm, {0}], [full[0]]; //!b
	}
	mbar_wait(full[0], 0);
	u32 w;
	ld.shared.u32 w, [tile[t]];
	st.global.u32 [out + t], w;
""", params=TMA_PARAMS, attrs=TMA_ATTR, imports=["mbarrier"], extra_args=["TMAP_X"])

TMO_PARAMS = "x: global u32*, out: global u32*, fix: u32, tmo: tensormap"
kern("tma_store_no_fence", "the threads write the tile with st.shared and bar.sync, thread 0 stores it with a TMA store: without fence.proxy.async the async proxy may not see the generic writes. Fix: fence.proxy.async.shared::cta by the writers before the barrier.",
 "missing_proxy_fence a b", """	shared align(128) u32 tile[64];
	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	st.shared.u32 [tile[t]], v; //!a
	if (fix == 1) {
		fence.proxy.async.shared::cta;
	}
	bar.sync 0;
	if (t == 0) {
		cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [tmo, {0}], [tile[0]]; //!b
		cp.async.bulk.commit_group;
		cp.async.bulk.wait_group 0;
	}
""", params=TMO_PARAMS, attrs=TMA_ATTR, extra_args=["TMAP_OUT"])

kern("tma_store_reuse", "the tile is stored with a TMA store, then overwritten for the next tile before cp.async.bulk.wait_group.read: the copy may still be reading it. Fix: wait_group.read 0 and bar.sync before the overwrite.",
 "async_buffer_reuse a b", """	shared align(128) u32 tile[32];
	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	st.shared.u32 [tile[t]], v;
	fence.proxy.async.shared::cta;
	bar.sync 0;
	if (t == 0) {
		cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [tmo, {0}], [tile[0]]; //!a
		cp.async.bulk.commit_group;
		if (fix == 1) {
			cp.async.bulk.wait_group.read 0;
		}
	}
	if (fix == 1) {
		bar.sync 0;
	}
	ld.global.u32 v, [x + 32 + t];
	st.shared.u32 [tile[t]], v; //!b
	fence.proxy.async.shared::cta;
	bar.sync 0;
	if (t == 0) {
		cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [tmo, {32}], [tile[0]];
		cp.async.bulk.commit_group;
		cp.async.bulk.wait_group 0;
	}
""", params=TMO_PARAMS, attrs="grid(1) block(32) target(sm_90a)", extra_args=["TMAP_OUT32"])

kern("tma_store_read_dst", "thread 0 TMA-stores a tile to out and another warp reads out before the store's wait_group: the read may see old data. Fix: wait_group 0 then bar.sync before the read.",
 "read_before_async_complete a b", """	shared align(128) u32 tile[64];
	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	st.shared.u32 [tile[t]], v;
	fence.proxy.async.shared::cta;
	bar.sync 0;
	if (t == 0) {
		cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [tmo, {0}], [tile[0]]; //!a
		cp.async.bulk.commit_group;
		if (fix == 1) {
			cp.async.bulk.wait_group 0;
		}
	}
	if (fix == 1) {
		bar.sync 0;
	}
	if (t == 32) {
		u32 w;
		ld.global.u32 w, [out + 5]; //!b
		v = v + w - w;
	}
	if (t == 0) {
		cp.async.bulk.wait_group 0;
	}
""", params=TMO_PARAMS, attrs=TMA_ATTR, extra_args=["TMAP_OUT"])

kern("bulk_store_no_fence", "a non-tensor bulk copy (cp.async.bulk.global.shared::cta) stores the tile the threads wrote with st.shared, with no proxy fence. Fix: fence.proxy.async.shared::cta before bar.sync.",
 "missing_proxy_fence a b", """	shared align(128) u32 tile[64];
	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	st.shared.u32 [tile[t]], v; //!a
	if (fix == 1) {
		fence.proxy.async.shared::cta;
	}
	bar.sync 0;
	if (t == 0) {
		cp.async.bulk.global.shared::cta.bulk_group [out], [tile[0]], 256; //!b
		cp.async.bulk.commit_group;
		cp.async.bulk.wait_group 0;
	}
""", attrs=TMA_ATTR)

kern("bulk_load_no_wait", "a bulk copy global -> shared completes on an mbarrier; the threads read the tile before waiting. Fix: mbar_wait first.",
 "read_before_async_complete a b", """	shared align(128) u32 tile[64];
	shared mbarrier full[1];
""" + MB_INIT % "1" + """	u32 t = tid.x;
	if (t == 0) {
		mbar_arrive_expect_tx(full[0], 256);
		cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [tile[0]], [x], 256, [full[0]]; //!a
	}
	if (fix == 1) {
		mbar_wait(full[0], 0);
	}
	u32 w;
	ld.shared.u32 w, [tile[t]]; //!b
	st.global.u32 [out + t], w;
	if (fix == 0) {
		mbar_wait(full[0], 0);
	}
""", attrs=TMA_ATTR, imports=["mbarrier"])

kern("cpasync_no_wait", "cp.async copies x into shared memory and the tile is read with no cp.async.wait_group. Fix: commit, wait_group 0, bar.sync.",
 "read_before_async_complete a b", """	shared align(16) u32 tile[64];
	u32 t = tid.x;
	cp.async.ca.shared.global [tile[t]], [x + t], 4; //!a
	cp.async.commit_group;
	if (fix == 1) {
		cp.async.wait_group 0;
	}
	bar.sync 0;
	u32 w;
	ld.shared.u32 w, [tile[63 - t]]; //!b
	st.global.u32 [out + 63 - t], w;
	cp.async.wait_all;
""")

kern("cpasync_no_barrier", "each thread waits for its own cp.async (wait_group 0) and then reads a slot another thread's copy fills, with no bar.sync: wait_group covers only the thread's own copies. Fix: bar.sync after the wait.",
 "read_before_async_complete a b", """	shared align(16) u32 tile[64];
	u32 t = tid.x;
	cp.async.ca.shared.global [tile[t]], [x + t], 4; //!a
	cp.async.commit_group;
	cp.async.wait_group 0;
	if (fix == 1) {
		bar.sync 0;
	}
	u32 j = (t + 32) % 64;
	u32 w;
	ld.shared.u32 w, [tile[j]]; //!b
	st.global.u32 [out + j], w;
""")

kern("cpasync_overwrite_pending", "a thread overwrites the shared slot its own cp.async is still filling (no wait_group before the store). Fix: wait_group 0 first.",
 "async_buffer_reuse a b", """	shared align(16) u32 tile[64];
	u32 t = tid.x;
	cp.async.ca.shared.global [tile[t]], [x + t], 4; //!a
	cp.async.commit_group;
	if (fix == 1) {
		cp.async.wait_group 0;
	}
	u32 w;
	ld.global.u32 w, [x + t];
	st.shared.u32 [tile[t]], w; //!b
	cp.async.wait_group 0;
	bar.sync 0;
	ld.shared.u32 w, [tile[t]];
	st.global.u32 [out + t], w;
""")

kern("cpasync_mbar_arrive", "cp.async completion tracked by cp.async.mbarrier.arrive.noinc on full[0]; the consumer warp waits on a different barrier (ready) that the producer arrives on before its copies complete. Fix: wait on full[0].",
 "read_before_async_complete a b", """	shared align(16) u32 tile[32];
	shared mbarrier full[1], ready[1];
	if (tid.x == 0) {
		mbar_init(full[0], 32);
		mbar_init(ready[0], 32);
		mbar_init_fence();
	}
	bar.sync 0;
	u32 t = tid.x;
	u32 lane = t % 32;
	if (t < 32) {
		cp.async.ca.shared.global [tile[lane]], [x + lane], 4; //!a
		mbar_arrive(ready[0]);
		cp.async.mbarrier.arrive.noinc.shared::cta.b64 [full[0]];
		u32 v;
		ld.global.u32 v, [x + 32 + lane];
		st.global.u32 [out + 32 + lane], v;
	} else {
		mbar_wait(ready[0], 0);
		if (fix == 1) {
			mbar_wait(full[0], 0);
		}
		u32 w;
		ld.shared.u32 w, [tile[lane]]; //!b
		st.global.u32 [out + lane], w;
	}
""", attrs=TMA_ATTR, imports=["mbarrier"])

# ---------------------------------------------------------------- wgmma operands, ldmatrix
WG_FILL = """	shared align(1024) u32 sa[2048];
	shared align(1024) u32 sb[256];
	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	for (u32 i = t; i < 2048; i += 128) {
		st.shared.u32 [sa[i]], 0x3f803f80; //!a
	}
	for (u32 i = t; i < 256; i += 128) {
		st.shared.u32 [sb[i]], 0x3f800000; //!c
	}
"""
WG_MMA = """	shared u32* pa = sa;
	shared u32* pb = sb;
	u64 da = wgmma_desc_k128((u32)pa);
	u64 db = wgmma_desc_k128((u32)pb);
	f32 acc[4];
	for unroll (i = 0; i < 4; i++) {
		acc[i] = 0.0;
	}
	wgmma.fence.sync.aligned;
	wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {acc[0:4]}, da, db, 0, 1, 1, 0, 0; //!b
	wgmma.commit_group.sync.aligned;
"""
WG_OUT = """	st.global.u32 [out + t], v + (u32)(acc[0] * 0.0);
"""
kern("wgmma_operand_no_fence", "the warpgroup writes the A and B operand tiles with st.shared, bar.sync, then wgmma reads them through the async proxy without fence.proxy.async. Fix: fence.proxy.async.shared::cta before bar.sync.",
 "missing_proxy_fence a b; missing_proxy_fence c b", WG_FILL + """	if (fix == 1) {
		fence.proxy.async.shared::cta;
	}
	bar.sync 0;
""" + WG_MMA + """	wgmma.wait_group.sync.aligned 0;
""" + WG_OUT, attrs="grid(1) block(128) target(sm_90a)", imports=["wgmma"], n=128)

kern("wgmma_stage_overwrite", "the A stage is refilled with st.shared while the wgmma reading it has not been waited on (wgmma.wait_group). Fix: wait_group 0 (each warp waits for its own wgmma), then bar.sync, before the refill.",
 "async_buffer_reuse b a", WG_FILL.replace("//!a", "").replace("//!c", "") + """	fence.proxy.async.shared::cta;
	bar.sync 0;
""" + WG_MMA + """	if (fix == 1) {
		wgmma.wait_group.sync.aligned 0;
		bar.sync 0;
	}
	for (u32 i = t; i < 2048; i += 128) {
		st.shared.u32 [sa[i]], 0; //!a
	}
	wgmma.wait_group.sync.aligned 0;
""" + WG_OUT, attrs="grid(1) block(128) target(sm_90a)", imports=["wgmma"], n=128)

kern("wgmma_before_tma", "TMA loads the A and B stages on full[0], but the warpgroup issues wgmma without waiting on full[0]: wgmma may read the stage before the copy lands. Fix: mbar_wait(full[0], 0) first.",
 "read_before_async_complete a b; read_before_async_complete c b", """	shared align(1024) bf16 sa[64 * 64];
	shared align(1024) bf16 sb[8 * 64];
	shared mbarrier full[1];
	if (tid.x == 0) {
		mbar_init(full[0], 1);
		mbar_init_fence();
	}
	bar.sync 0;
	u32 t = tid.x;
	u32 v;
	ld.global.u32 v, [x + t];
	if (t == 0) {
		mbar_arrive_expect_tx(full[0], 64 * 64 * 2 + 8 * 64 * 2);
		cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [sa[0]], [ta, {0, 0}], [full[0]]; //!a
		cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [sb[0]], [tb, {0, 0}], [full[0]]; //!c
	}
	if (fix == 1) {
		mbar_wait(full[0], 0);
	}
	shared bf16* pa = sa;
	shared bf16* pb = sb;
	u64 da = wgmma_desc_k128((u32)pa);
	u64 db = wgmma_desc_k128((u32)pb);
	f32 acc[4];
	for unroll (i = 0; i < 4; i++) {
		acc[i] = 0.0;
	}
	wgmma.fence.sync.aligned;
	wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {acc[0:4]}, da, db, 0, 1, 1, 0, 0; //!b
	wgmma.commit_group.sync.aligned;
	wgmma.wait_group.sync.aligned 0;
	mbar_wait(full[0], 0);
""" + WG_OUT, params="x: global u32*, out: global u32*, fix: u32, ta: tensormap, tb: tensormap",
 attrs="grid(1) block(128) target(sm_90a)", imports=["mbarrier", "wgmma"], n=128, extra_args=["WG_AB"])

kern("ldmatrix_no_barrier", "warp 0 stores an 8x8 b16 matrix with st.shared, warp 1 loads it with ldmatrix and no bar.sync between (RAW). Fix: bar.sync.",
 "data_race a b", """	shared align(16) u32 mat[32];
	shared u32* pm = mat;
	u32 t = tid.x;
	u32 lane = t % 32;
	u32 v;
	ld.global.u32 v, [x + t];
	if (t < 32) {
		st.shared.u32 [mat[lane]], v; //!a
	}
	if (fix == 1) {
		bar.sync 0;
	}
	u32 r = 0;
	if (t >= 32) {
		ldmatrix.sync.aligned.m8n8.x1.shared.b16 {r}, [(u32)pm + (lane % 8) * 16]; //!b
	}
	st.global.u32 [out + t], v + r - r;
""")


# ---------------------------------------------------------------- files
def args_for(name, extra, n):
    a = [{"name": "x", "kind": "tensor", "dtype": "u32", "shape": [str(n)], "init": "arange(1, 1)"},
         {"name": "out", "kind": "tensor", "dtype": "u32", "shape": [str(n)], "output": True}]
    tail = []
    pre = []
    for e in extra:
        if e == "TMAP_X": tail.append({"name": "tm", "kind": "tmap", "tensor": "x", "box": ["64"]})
        elif e == "TMAP_OUT": tail.append({"name": "tmo", "kind": "tmap", "tensor": "out", "box": ["64"]})
        elif e == "TMAP_OUT32": tail.append({"name": "tmo", "kind": "tmap", "tensor": "out", "box": ["32"]})
        elif e == "WG_AB":
            pre += [{"name": "a", "kind": "tensor", "dtype": "bf16", "shape": ["64", "64"], "init": "uniform(-1, 1)", "param": False},
                    {"name": "b", "kind": "tensor", "dtype": "bf16", "shape": ["8", "64"], "init": "uniform(-1, 1)", "param": False}]
            tail += [{"name": "ta", "kind": "tmap", "tensor": "a", "box": ["64", "64"], "swizzle": "128B"},
                     {"name": "tb", "kind": "tmap", "tensor": "b", "box": ["64", "8"], "swizzle": "128B"}]
        elif isinstance(e, dict) and e["kind"] == "scalar": a.append(e)
        else: a.append(e)
    return pre + a + [{"name": "fix", "kind": "scalar", "value": "fix"}] + tail

def fmt_args(args):
    return "[\n" + ",\n".join("    " + json.dumps(x) for x in args) + "\n  ]"

for name, (src, extra, n) in sorted(K.items()):
    open(os.path.join(D, name + ".kiln"), "w").write(src)
    args = args_for(name, extra, n)
    wl = '{\n  "version": 1,\n  "description": "race corpus: %s (case bug: the planted bug, case fixed: its fixed twin); expected findings in %s.expect",\n  "kernel": "%s.kiln",\n  "entry": "%s",\n  "args": %s,\n  "cases": [\n    {"name": "bug", "vars": {"fix": 0}},\n    {"name": "fixed", "vars": {"fix": 1}}\n  ],\n  "reference": "copy",\n  "tolerance": {"exact": true}\n}\n' % (name, name, name, name, fmt_args(args))
    open(os.path.join(D, name + ".json"), "w").write(wl)
    # expectations from the markers
    lines = src.split("\n")
    marks = {}
    for i, l in enumerate(lines):
        m = re.search(r"//!([a-d])\s*$", l)
        if m:
            assert m.group(1) not in marks, (name, m.group(1))
            marks[m.group(1)] = i + 1
    exp = re.search(r"// expect: (.*)", src).group(1)
    out = ["# %s: expected findings of case bug (kind, line of one access, line of the other; - for none)" % name,
           "# generated from the //! markers in %s.kiln; case fixed expects none" % name]
    for item in exp.split(";"):
        kind, p, q = item.split()
        out.append("%s %s %s" % (kind, marks[p] if p != "-" else "-", marks[q] if q != "-" else "-"))
    open(os.path.join(D, name + ".expect"), "w").write("\n".join(out) + "\n")
print(len(K), "kernels")
