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


def recommended(B, T, HV):
    """(G, state_defines) that measured fastest on the H200 at the issue's
    shapes (session 6, call 2: bench/results/baseline-la-*-2026-12-02-s6c2.json):
    one sequence: 4 token segments (8 within 0.2% for KDA at H96, 1% slower
    for GDN); several: no segments (groups of sequences lost at every G: a
    group's intra grid no longer fills the GPU) and kda_state MC = 1 (3%
    at B8 T2048 H16; 6% slower for one sequence at H64)."""
    if B == 1:
        return (4 if -(-T // C) >= 8 else 1), {}
    return 1, {"MC": 1}


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
    part B).  kernels: the two compiled kernels, when the caller has them."""

    def __init__(self, kernel_path, defines, B, T, H, HV, G=1, priority=True, intra_streams=2, kernels=None,
                 state_defines=None):
        import torch
        import kiln
        K = V = 128
        self.B, self.T, self.H, self.HV, self.G = B, T, H, HV, G
        self.h0_on = int(defines.get("H0", 1))
        if kernels is None:
            kernels = (kiln.compile(kernel_path, defines=dict(defines, MODE=1)).kernel("kda_chunk"),
                       kiln.compile(kernel_path, defines=dict({"K": K, "V": V, "H0": 1}, **(state_defines or {})))
                       .kernel("kda_state"))
        self.ki, self.ks = kernels
        self.segs = plan(B, T, G)
        self.rows = segment_rows(self.segs, HV)
        n = sum(r for _, r in self.rows)
        self.x = torch.empty(n, 4, C, K, device="cuda", dtype=torch.bfloat16)
        self.aqk = torch.empty(n, C, C, device="cuda", dtype=torch.bfloat16)
        self.glo = torch.empty(n, K, device="cuda", dtype=torch.float32)
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

    def state(self, s, h0, o, ht, stream=None):
        b0, b1, t0, t1 = self.segs[s]
        last = s == len(self.segs) - 1
        if self.hbuf:                  # token segments of one sequence
            hin = (h0 if self.h0_on else self.zero_h0) if s == 0 else self.hbuf[(s - 1) % 2]
            hout = ht if last else self.hbuf[s % 2]
        else:
            hin = (h0 if self.h0_on else self.zero_h0)[b0:b1]
            hout = ht[b0:b1]
        self.ks(self.tx[s], self.taq[s], self.glo[self.rows[s][0]:], hin, o[b0:b1, t0:t1], hout,
                t1 - t0, self.HV, (b1 - b0) * self.HV, stream=stream)

    def __call__(self, q, k, v, g, beta, a_log, dt_bias, h0, o, ht, scale):
        import torch
        a = (q, k, v, g, beta, a_log, dt_bias, h0, o, ht, scale)
        if self.sb is None:
            self.intra(0, *a)
            self.state(0, h0, o, ht)
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
            self.state(s, h0, o, ht, stream=self.sb.cuda_stream)
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
