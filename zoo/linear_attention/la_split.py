"""The split form of zoo/linear_attention/kda_chunk on the GPU, pipelined:
kda_chunk MODE = 1 (the intra-chunk half, independent per 64-token chunk)
and kda_state (the serial chain over the chunks) over G segments on two
streams, so that the state chain of segment s runs while the intra half of
segment s + 1 does, and only the last segment's chain is exposed.

Segments (plan()): B = 1 -> G ranges of whole chunks over T, segment s's
state chain starting from segment s - 1's final state (its h0); B > 1 ->
min(G, B) groups of whole sequences (independent chains, full T).  A segment
is a view of the caller's tensors (q[b0:b1, t0:t1] ...): the kernels take
it as they take a whole input (the tensor maps carry the strides; g, beta
and o are indexed (b t + tok) HV, which holds for a token range only when
the view has one sequence, hence the two kinds).  The intermediates x, aqk,
glo are laid out per segment ([heads_s][NT_s] each, one allocation).

Streams: the intra halves alternate between the caller's current stream
and a second one (independent chunks: segment s + 1's CTAs fill the SMs
that segment s's last wave leaves idle; intra_streams=1 keeps them in order
on the caller's stream); the state halves run in order on a third stream
(high priority, so the SM slots the intra CTAs free go to the waiting state
CTAs first), each after an event of its intra half; the caller's stream
waits for the last state half (and the second intra stream) at the end, so
a caller that reuses the buffers, or times the call with events on its
stream, sees all of it.  G = 1 is the two launches in order on one stream.

Used by bench/gpu/linear_attention.py (the timed Kiln figure) and, for the
chaining arithmetic, by split_check.py in the simulator (plan() and
segment_rows() only; this file imports torch and kiln lazily)."""

C = 64


def plan(B, T, G):
    """[(b0, b1, t0, t1)]: the segments of a (B, T) problem for G-way
    pipelining (whole chunks; B > 1: whole sequences)."""
    nt = -(-T // C)
    if G <= 1 or (B == 1 and nt < 2):
        return [(0, B, 0, T)]
    if B > 1:
        g = min(G, B)
        cuts = [B * i // g for i in range(g + 1)]
        return [(cuts[i], cuts[i + 1], 0, T) for i in range(g)]
    g = min(G, nt)
    cuts = [nt * i // g for i in range(g + 1)]
    return [(0, 1, cuts[i] * C, min(cuts[i + 1] * C, T)) for i in range(g)]


def segment_rows(segs, HV):
    """Per segment: (first row, rows) of the intermediates (x, aqk, glo have
    one row per (head, chunk) of a segment, heads_s = (b1 - b0) HV)."""
    out, r = [], 0
    for b0, b1, t0, t1 in segs:
        n = (b1 - b0) * HV * (-(-(t1 - t0) // C))
        out.append((r, n))
        r += n
    return out


def check_args(B, T, H, HV, gdn, shapes):
    """shapes: {name: (shape tuple, dtype name, contiguous)} of a call's
    tensors; returns None or the first mismatch, as a sentence."""
    K = V = 128
    want = {"q": ((B, T, H, K), "bfloat16"), "k": ((B, T, H, K), "bfloat16"), "v": ((B, T, HV, V), "bfloat16"),
            "g": ((B, T, HV) if gdn else (B, T, HV, K), "float32"), "beta": ((B, T, HV), "bfloat16"),
            "h0": ((B, HV, K, V), "float32"), "o": ((B, T, HV, V), "bfloat16"), "ht": ((B, HV, K, V), "float32")}
    for n, (shape, dt) in want.items():
        got = shapes.get(n)
        if got is None:
            return "%s: missing" % n
        if tuple(got[0]) != shape:
            return "%s: shape %s, this SplitForward takes %s (B, T, H, HV = %d, %d, %d, %d)" % (
                n, tuple(got[0]), shape, B, T, H, HV)
        if got[1] != dt:
            return "%s: dtype %s, needs %s" % (n, got[1], dt)
        if not got[2]:
            return "%s: not contiguous (the kernels index it as laid out by FLA)" % n
    return None


ARG_NAMES = ("q", "k", "v", "g", "beta", "h0", "o", "ht")


def check_args_once(checked, B, T, H, HV, gdn, tensors):
    """check_args() of a call's tensors (ARG_NAMES' order) unless this
    set was accepted before: `checked` holds the accepted sets, keyed on
    each tensor's (data_ptr, shape, dtype, stride), so a different tensor
    at a reused address is checked again.  Returns None or the mismatch."""
    key = tuple((x.data_ptr(), tuple(x.shape), str(x.dtype), tuple(x.stride())) for x in tensors)
    if key in checked:
        return None
    err = check_args(B, T, H, HV, gdn, {n: (tuple(x.shape), str(x.dtype).replace("torch.", ""), x.is_contiguous())
                                        for n, x in zip(ARG_NAMES, tensors)})
    if not err:
        checked.add(key)
    return err


def glo_width(defines):
    """Floats per (head, chunk) row of glo: K (e^gc_63 per channel), or 256
    with QKR = 1 (rq [0..63], rk [64..127], e^gc_63 [128])."""
    return 256 if int(defines.get("QKR", 0)) else 128


def state_kernel_defines(defines, state_defines=None):
    """kda_state's template parameters for an intra half compiled with
    `defines`: K = V = 128, H0 = 1, QKR as the intra half's, then the
    caller's state_defines (MC, BST, GLT, PFA, A2, HV1)."""
    d = {"K": 128, "V": 128, "H0": 1}
    if int(defines.get("QKR", 0)):
        d["QKRAW"] = 1                 # kda_state's name for it (one file, one define namespace: kda_chunk's QKR stays 0)
    d.update(state_defines or {})
    return d


# Words of a form name ("split-g4-mc-b2", la_state's "qkr-qks-b2") that
# name kda_state template parameters; "pfaN" is PFA = N.
STATE_WORDS = {"mc": ("MC", 1), "b2": ("BST", 2), "glt": ("GLT", 1), "a2": ("A2", 1), "hv1": ("HV1", 1),
               "qks": ("QKS", 1)}


def state_options(words):
    """(kda_state defines named by words, the words that name none)."""
    d, rest = {}, []
    for w in words:
        if w in STATE_WORDS:
            d[STATE_WORDS[w][0]] = STATE_WORDS[w][1]
        elif w.startswith("pfa") and w[3:].isdigit():
            d["PFA"] = int(w[3:])
        else:
            rest.append(w)
    return d, rest


def state_call(ks, tx, taq, tq, tk, glo, h0, o, ht, t, h, hv, heads, stream=None):
    """Launches kda_state ks; a kernel of before session 7 (no tq, tk, h
    parameters: an earlier kernel.kiln timed as a baseline) gets its own
    argument list."""
    if any(n == "tq" for n, _ in ks.params):
        ks(tx, taq, tq, tk, glo, h0, o, ht, t, h, hv, heads, stream=stream)
    else:
        ks(tx, taq, glo, h0, o, ht, t, hv, heads, stream=stream)


def recommended(B, T, HV, gdn=False):
    """(G, state_defines) that measured fastest on the H200 at the issue's
    shapes.  One sequence: KDA at HV >= 96 8 token segments, else 4
    (s7state7c3 forms at B1 T8192 H96: KDA g8 1.187 ms, g4 1.189; GDN with
    QKR g4 0.791, g8 0.796; session 6 c2: KDA g8 0.2% faster at H96, g4
    0.5% at H64, GDN g4 1-2% faster: the KDA choice is within noise);
    several sequences: no segments (groups of sequences lost at every G in
    session 6: a group's intra grid no longer fills the GPU) and kda_state
    MC = 1 (B8 T2048 H16, the state half alone: -6..-11% in s7state7c1-c3,
    with QKRAW too; slower for one sequence).  Not recommended (measured
    slower or within noise, kda_chunk/NOTES.md "Session 7 (state7)"): GLT,
    PFA, A2, HV1, QKS, BST = 2.  gdn: the same choices (the intra half's
    defines: recommended_intra)."""
    if B == 1:
        if -(-T // C) < 8:
            return 1, {}
        return (8 if (not gdn and HV >= 96) else 4), {}
    return 1, {"MC": 1}


def recommended_intra(gdn):
    """The intra half's extra defines: GDN's QKR = 1 (kda_state QKRAW = 1
    through state_kernel_defines: GDN B1 T8192 H96 split-g4 0.791 ms with
    it, 0.880 (g8) without, s7state7c3) with gdn7's KGI = 1, MTF = 1 (the
    intra half alone 0.418 -> 0.404 ms, s7gdn7c3)."""
    return {"QKR": 1, "KGI": 1, "MTF": 1} if gdn else {}


class SplitForward:
    """forward(q, k, v, g, beta, a_log, dt_bias, h0, o, ht): the KDA (or GDN)
    chunked forward into o and ht, as kda_chunk's fused form computes it.
    Tensors as FLA's chunk_kda takes them (q, k [B, T, H, 128], v, o
    [B, T, HV, 128] bf16, g [B, T, HV, 128] or [B, T, HV] (gdn) fp32, beta
    [B, T, HV] bf16, h0, ht [B, HV, 128, 128] fp32), contiguous.  The
    options (defines of the intra half: L2NORM, BETA_SIGMOID, GATE, GDN,
    ...) are fixed per object; so are B, T, H, HV and G.  state_defines:
    kda_state's template parameters (MC = 1: the two CTAs of a head in a
    cluster, multicasting the tiles both read; BST = 2: two slots of its
    part B; PFA = d: L2 prefetch d chunks ahead).  QKR = 1 in defines (GDN
    only: the intra half writes w, u and the row scales rq, rk, glo
    [n][256]) sets QKRAW = 1 in kda_state, which then reads the segment's
    q, k maps.  kernels: the two compiled kernels, when the caller has them
    (compiled with those defines)."""

    def __init__(self, kernel_path, defines, B, T, H, HV, G=1, priority=True, intra_streams=2, kernels=None,
                 state_defines=None):
        import torch
        import kiln
        K = V = 128
        self.B, self.T, self.H, self.HV, self.G = B, T, H, HV, G
        self.h0_on = int(defines.get("H0", 1))
        self.qkr = int(defines.get("QKR", 0))
        if kernels is None:
            kernels = (kiln.compile(kernel_path, defines=dict(defines, MODE=1)).kernel("kda_chunk"),
                       kiln.compile(kernel_path, defines=state_kernel_defines(defines, state_defines)).kernel("kda_state"))
        self.ki, self.ks = kernels
        self.segs = plan(B, T, G)
        self.rows = segment_rows(self.segs, HV)
        n = sum(r for _, r in self.rows)
        # QKR: w, u only (kda_chunk QKR = 1 writes no qg, kd; kda_state QKR = 1 reads q, k instead)
        self.x = torch.empty(n, 2 if self.qkr else 4, C, K, device="cuda", dtype=torch.bfloat16)
        self.aqk = torch.empty(n, C, C, device="cuda", dtype=torch.bfloat16)
        self.glo = torch.empty(n, glo_width(defines), device="cuda", dtype=torch.float32)
        self.tx, self.taq = [], []
        for r0, nr in self.rows:
            self.tx.append(kiln.TensorMap(self.x[r0:r0 + nr], box=[64, 64, 1, 1], swizzle="128B"))
            self.taq.append(kiln.TensorMap(self.aqk[r0:r0 + nr], box=[64, 64, 1], swizzle="128B"))
        # a token-split chain hands its state from segment to segment (two
        # buffers: segment s reads s - 1's and writes its own)
        tsplit = len(self.segs) > 1 and B == 1
        self.hbuf = [torch.empty(1, HV, K, V, device="cuda", dtype=torch.float32) for _ in range(2 if tsplit else 0)]
        self.zero_h0 = None if self.h0_on else torch.zeros(B, HV, K, V, device="cuda", dtype=torch.float32)
        self.sb = None
        if len(self.segs) > 1:
            self.sb = torch.cuda.Stream(priority=-1 if priority else 0)
            self.sa = torch.cuda.Stream() if intra_streams > 1 else None
            self.ev = [torch.cuda.Event() for _ in self.segs]
            self.start = torch.cuda.Event()
            self.done = torch.cuda.Event()
            self.adone = torch.cuda.Event()
        self._maps = {}
        self._checked = set()
        self.gdn = int(defines.get("GDN", 0)) == 1

    def _qkv_maps(self, q, k, v):
        """Tensor maps over each segment's view of q, k, v (cached per
        storage: a caller that alternates buffer sets builds them once)."""
        import kiln
        key = (q.data_ptr(), k.data_ptr(), v.data_ptr())
        m = self._maps.get(key)
        if m is None:
            m = []
            for b0, b1, t0, t1 in self.segs:
                m.append(tuple(kiln.TensorMap(x[b0:b1, t0:t1], box=[64, 1, 64, 1], swizzle="128B") for x in (q, k, v)))
            self._maps[key] = m
        return m

    def intra(self, s, q, k, v, g, beta, a_log, dt_bias, h0, o, ht, scale, stream=None):
        b0, b1, t0, t1 = self.segs[s]
        tq, tk, tv = self._qkv_maps(q, k, v)[s]
        self.ki(tq, tk, tv, g[b0:b1, t0:t1], beta[b0:b1, t0:t1], a_log, dt_bias, h0, o, ht,
                self.tx[s], self.taq[s], self.glo[self.rows[s][0]:], scale, t1 - t0, self.H, self.HV,
                (b1 - b0) * self.HV, stream=stream)

    def state(self, s, h0, o, ht, stream=None, q=None, k=None, v=None):
        b0, b1, t0, t1 = self.segs[s]
        # QKR: the segment's q, k maps (built by intra() from the same tensors);
        # otherwise kda_state does not read them (x's map stands in)
        tq = tk = self.tx[s]
        if self.qkr:
            if q is None:
                q, k, v = self._last_qkv
            tq, tk, _ = self._qkv_maps(q, k, v)[s]
        last = s == len(self.segs) - 1
        if self.hbuf:                  # token segments of one sequence
            hin = (h0 if self.h0_on else self.zero_h0) if s == 0 else self.hbuf[(s - 1) % 2]
            hout = ht if last else self.hbuf[s % 2]
        else:
            hin = (h0 if self.h0_on else self.zero_h0)[b0:b1]
            hout = ht[b0:b1]
        state_call(self.ks, self.tx[s], self.taq[s], tq, tk, self.glo[self.rows[s][0]:], hin, o[b0:b1, t0:t1], hout,
                   t1 - t0, self.H, self.HV, (b1 - b0) * self.HV, stream=stream)

    def __call__(self, q, k, v, g, beta, a_log, dt_bias, h0, o, ht, scale):
        import torch
        a = (q, k, v, g, beta, a_log, dt_bias, h0, o, ht, scale)
        err = check_args_once(self._checked, self.B, self.T, self.H, self.HV, self.gdn, (q, k, v, g, beta, h0, o, ht))
        if err:
            raise ValueError("la_split.SplitForward: " + err)
        self._last_qkv = (q, k, v)
        if self.sb is None:
            self.intra(0, *a)
            self.state(0, h0, o, ht, q=q, k=k, v=v)
            return
        cur = torch.cuda.current_stream()
        ia = [cur]
        if self.sa is not None:        # the second intra stream starts after what the caller queued
            self.start.record(cur)
            self.sa.wait_event(self.start)
            ia.append(self.sa)
        for s in range(len(self.segs)):
            st = ia[s % len(ia)]
            self.intra(s, *a, stream=st.cuda_stream)
            self.ev[s].record(st)
            self.sb.wait_event(self.ev[s])
            self.state(s, h0, o, ht, stream=self.sb.cuda_stream, q=q, k=k, v=v)
        self.done.record(self.sb)
        cur.wait_event(self.done)
        if self.sa is not None:
            self.adone.record(self.sa)
            cur.wait_event(self.adone)

    def graph(self, q, k, v, g, beta, a_log, dt_bias, h0, o, ht, scale):
        """A CUDA graph of one call on these tensors (streams and events
        become the graph's edges): replay() runs the whole pipeline for one
        host call, so the G segments' 2 G launches cost the host nothing per
        step (each segment's launches otherwise take ~0.1 ms of Python)."""
        import torch
        a = (q, k, v, g, beta, a_log, dt_bias, h0, o, ht, scale)
        self(*a)                       # eagerly first: modules loaded, tensor maps built
        torch.cuda.synchronize()
        gr = torch.cuda.CUDAGraph()
        with torch.cuda.graph(gr):
            self(*a)
        return gr


def _self_test():
    """plan(), segment_rows(), recommended(), check_args() and check_args_once() on the CPU:
    every token of every sequence in exactly one segment, whole chunks,
    the rows of the intermediates adding up."""
    ok = bad = 0

    def expect(cond, what):
        nonlocal ok, bad
        if cond:
            ok += 1
        else:
            bad += 1
            print("FAIL", what)
    for B in (1, 2, 3, 8):
        for T in (1, 63, 64, 100, 250, 2048, 8192):
            for G in (1, 2, 3, 4, 8, 16, 33):
                segs = plan(B, T, G)
                cover = {}
                for b0, b1, t0, t1 in segs:
                    expect(0 <= b0 < b1 <= B and 0 <= t0 < t1 <= T, "range %s of B %d T %d" % ((b0, b1, t0, t1), B, T))
                    expect(t0 % C == 0 and (t1 % C == 0 or t1 == T), "whole chunks %s T %d" % ((t0, t1), T))
                    expect(b1 - b0 == 1 or (t0, t1) == (0, T), "a token range of one sequence only %s" % ((b0, b1, t0, t1),))
                    for b in range(b0, b1):
                        cover.setdefault(b, []).append((t0, t1))
                for b in range(B):
                    r = sorted(cover.get(b, []))
                    expect(r and r[0][0] == 0 and r[-1][1] == T and all(r[i][1] == r[i + 1][0] for i in range(len(r) - 1)),
                           "B %d T %d G %d: sequence %d covered once: %s" % (B, T, G, b, r))
                nt = -(-T // C)
                expect(len(segs) == (1 if G <= 1 else min(G, B) if B > 1 else min(G, nt)), "segment count B %d T %d G %d" % (B, T, G))
                rows = segment_rows(segs, 3)
                expect(sum(n for _, n in rows) == sum((b1 - b0) * 3 * -(-(t1 - t0) // C) for b0, b1, t0, t1 in segs)
                       and all(rows[i][0] + rows[i][1] == rows[i + 1][0] for i in range(len(rows) - 1)),
                       "rows B %d T %d G %d" % (B, T, G))
    expect(recommended(1, 8192, 96) == (8, {}) and recommended(1, 8192, 96, gdn=True) == (4, {})
           and recommended(1, 8192, 64) == (4, {}) and recommended(8, 2048, 16) == (1, {"MC": 1}), "recommended")
    expect(state_options(["4", "mc", "b2", "pfa2", "qkr"]) == ({"MC": 1, "BST": 2, "PFA": 2}, ["4", "qkr"])
           and state_options(["pfax"]) == ({}, ["pfax"]), "state_options")
    expect(recommended_intra(True) == {"QKR": 1, "KGI": 1, "MTF": 1} and recommended_intra(False) == {}, "recommended_intra")
    expect(state_kernel_defines({"GDN": 1, "QKR": 1}, {"MC": 1}) == {"K": 128, "V": 128, "H0": 1, "QKRAW": 1, "MC": 1}
           and glo_width({"QKR": 1}) == 256 and glo_width({}) == 128, "state_kernel_defines / glo_width")
    good = {"q": ((2, 100, 1, 128), "bfloat16", True), "k": ((2, 100, 1, 128), "bfloat16", True),
            "v": ((2, 100, 2, 128), "bfloat16", True), "g": ((2, 100, 2, 128), "float32", True),
            "beta": ((2, 100, 2), "bfloat16", True), "h0": ((2, 2, 128, 128), "float32", True),
            "o": ((2, 100, 2, 128), "bfloat16", True), "ht": ((2, 2, 128, 128), "float32", True)}
    expect(check_args(2, 100, 1, 2, False, good) is None, "check_args accepts FLA's layout")
    expect("g: shape" in (check_args(2, 100, 1, 2, True, good) or ""), "check_args: GDN's g is [B, T, HV]")
    for n, bad_v, word in (("v", ((2, 100, 1, 128), "bfloat16", True), "shape"), ("o", ((2, 100, 2, 128), "float32", True), "dtype"),
                           ("q", ((2, 100, 1, 128), "bfloat16", False), "contiguous")):
        expect(word in (check_args(2, 100, 1, 2, False, dict(good, **{n: bad_v})) or ""), "check_args: %s %s" % (n, word))
    expect("missing" in (check_args(2, 100, 1, 2, False, {k: v for k, v in good.items() if k != "ht"}) or ""), "check_args: missing")
    import numpy as np

    class T_:                          # a tensor as check_args_once sees it (no torch here)
        def __init__(self, ptr, shape, dtype, contig=True):
            self.ptr, self.shape, self.dtype, self.contig = ptr, shape, "torch." + dtype, contig

        def data_ptr(self):
            return self.ptr

        def stride(self):
            return tuple(int(np.prod(self.shape[i + 1:])) for i in range(len(self.shape))) if self.contig else (1,) * len(self.shape)

        def is_contiguous(self):
            return self.contig
    ts = [T_(0x1000 * (i + 1), good[n][0], good[n][1]) for i, n in enumerate(ARG_NAMES)]
    seen = set()
    expect(check_args_once(seen, 2, 100, 1, 2, False, ts) is None and len(seen) == 1
           and check_args_once(seen, 2, 100, 1, 2, False, ts) is None and len(seen) == 1, "check_args_once: a set checked once")
    reuse = list(ts)
    reuse[2] = T_(ts[2].ptr, (2, 100, 1, 128), "bfloat16")          # another v at v's address
    expect("v: shape" in (check_args_once(seen, 2, 100, 1, 2, False, reuse) or "") and len(seen) == 1,
           "check_args_once: a different shape at a reused address is checked again")
    reuse[2] = T_(ts[2].ptr, ts[2].shape, "float32")
    expect("v: dtype" in (check_args_once(seen, 2, 100, 1, 2, False, reuse) or ""), "check_args_once: dtype at a reused address")
    reuse[2] = T_(ts[2].ptr, ts[2].shape, "bfloat16", contig=False)
    expect("v: not contiguous" in (check_args_once(seen, 2, 100, 1, 2, False, reuse) or ""),
           "check_args_once: stride at a reused address")
    print("%d passed, %d failed" % (ok, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    import sys
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(_self_test())
    print("usage: python3 zoo/linear_attention/la_split.py --self-test   (the module is imported: SplitForward, plan)")
    sys.exit(2)
