"""References for zoo/linear_attention: Kimi Delta Attention (KDA) and
Gated DeltaNet (GDN) forward, FLA conventions (fla-org/flash-linear-attention,
fla/ops/kda/naive.py, fused_recurrent.py):

  state S [K, V] per (sequence, value head), row = key channel;
  per token t:  S <- Diag(exp(g_t)) S               (KDA: g_t [K]; GDN: scalar)
                u  = beta_t (v_t - S^T k_t)
                S <- S + k_t u^T
                o_t = S^T (scale q_t)
  GVA: value head i uses q/k head i // (HV // H).
  Options (FLA's *_in_kernel flags): L2NORM q, k <- x / sqrt(sum x^2 + 1e-6);
  BETA_SIGMOID beta <- sigmoid(beta) (NEG_EIGVAL: 2 sigmoid(beta), FLA's
  allow_neg_eigval); GATE = 1 g <- -exp(A_log[i]) * softplus(g + dt_bias[i])
  (softplus(x) = x above 20); GATE = 2 (FLA's lower_bound gate) g <- lb *
  sigmoid(exp(A_log[i]) * (g + dt_bias[i])), lb = LB_MILLI / 1000.

Two implementations of the same recurrence:
  * NumPy float64, token by token: the exact reference for every case
    (the default);
  * FLA's own torch reference (fla.ops.kda.naive.naive_recurrent_kda, float32
    on the GPU), chosen with KILN_LA_REF=fla; the in-kernel options are
    applied in torch before the call, as FLA's chunk_kda does.
Kiln calls the functions with the workload's tensors (bf16 as exact float32
values), scalars, case variables and template parameters by name."""
import os

import numpy as np


def _prep(q, k, g, beta, a_log, dt_bias, hv, L2NORM, BETA_SIGMOID, GATE, per_key, NEG_EIGVAL=0, LB_MILLI=-5000):
    """Applies the in-kernel options in float64; returns q, k [B, T, H, K],
    g [B, T, HV, K] (or [B, T, HV]), beta [B, T, HV]."""
    q = q.astype(np.float64)
    k = k.astype(np.float64)
    g = g.astype(np.float64)
    beta = beta.astype(np.float64)
    if L2NORM:
        q = q / np.sqrt((q * q).sum(-1, keepdims=True) + 1e-6)
        k = k / np.sqrt((k * k).sum(-1, keepdims=True) + 1e-6)
    if BETA_SIGMOID:
        beta = 1.0 / (1.0 + np.exp(-beta))
        if NEG_EIGVAL:
            beta = 2.0 * beta
    if GATE:
        a = np.exp(np.asarray(a_log, dtype=np.float64).reshape(hv))
        if per_key:
            x = g + np.asarray(dt_bias, dtype=np.float64).reshape(hv, -1)
            a = a[:, None]
        else:
            x = g + np.asarray(dt_bias, dtype=np.float64).reshape(hv)
        if GATE == 2:
            g = (LB_MILLI / 1000.0) / (1.0 + np.exp(-a * x))
        else:
            g = -a * np.where(x > 20.0, x, np.log1p(np.exp(np.minimum(x, 20.0))))
    return q, k, g, beta


def recurrence64(q, k, v, g, beta, scale, h0, per_key):
    """Token-serial float64 recurrence. q, k [B, T, H, K]; v [B, T, HV, V];
    g [B, T, HV, K] (per_key) or [B, T, HV]; beta [B, T, HV]; h0 [B, HV, K, V]
    or None. Returns o [B, T, HV, V], S [B, HV, K, V]."""
    B, T, H, K = q.shape
    HV, V = v.shape[2], v.shape[3]
    G = HV // H
    q = np.repeat(q, G, axis=2) * scale
    k = np.repeat(k, G, axis=2)
    v = v.astype(np.float64)
    S = np.zeros((B, HV, K, V)) if h0 is None else h0.astype(np.float64).copy()
    o = np.empty((B, T, HV, V))
    for t in range(T):
        a = np.exp(g[:, t])
        S *= a[..., None] if per_key else a[..., None, None]
        u = beta[:, t, :, None] * (v[:, t] - np.einsum("bhk,bhkv->bhv", k[:, t], S))
        S += k[:, t, :, :, None] * u[:, :, None, :]
        o[:, t] = np.einsum("bhk,bhkv->bhv", q[:, t], S)
    return o, S


def _fla_recurrence(q, k, v, g, beta, scale, h0):
    """FLA's float32 torch reference on the GPU (KILN_LA_REF=fla). q, k, g,
    beta already through the options (float64 NumPy); per-key g only (the
    scalar GDN gate is broadcast over K, which is the same recurrence)."""
    import torch
    from fla.ops.kda.naive import naive_recurrent_kda
    dev = "cuda"
    t = lambda x: torch.from_numpy(np.ascontiguousarray(x)).to(dev, torch.float32)
    if g.ndim == 3:
        g = np.broadcast_to(g[..., None], g.shape + (q.shape[-1],))
    o, S = naive_recurrent_kda(t(q), t(k), t(v), t(g), t(beta), scale=float(scale),
                               initial_state=None if h0 is None else t(h0), output_final_state=True)
    return o.double().cpu().numpy(), S.double().cpu().numpy()


def _run(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv, L2NORM, BETA_SIGMOID, GATE, H0, per_key, NEG_EIGVAL=0, LB_MILLI=-5000):
    q, k, g, beta = _prep(q, k, g, beta, a_log, dt_bias, hv, L2NORM, BETA_SIGMOID, GATE, per_key, NEG_EIGVAL, LB_MILLI)
    h0 = h0 if H0 else None
    if os.environ.get("KILN_LA_REF") == "fla":
        return _fla_recurrence(q, k, v, g, beta, scale, h0)
    return recurrence64(q, k, v, g, beta, scale, h0, per_key)


def kda_decode(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv,
               L2NORM=0, BETA_SIGMOID=0, GATE=0, H0=1, NEG_EIGVAL=0, LB_MILLI=-5000, **kw):
    """zoo/linear_attention/kda_decode: one token, outputs o and ht."""
    o, S = _run(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv, L2NORM, BETA_SIGMOID, GATE, H0, True, NEG_EIGVAL, LB_MILLI)
    return {"o": o, "ht": S}


def kda_chunk(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv,
              L2NORM=0, BETA_SIGMOID=0, GATE=0, H0=1, NEG_EIGVAL=0, LB_MILLI=-5000, **kw):
    """zoo/linear_attention/kda_chunk: T tokens, outputs o and ht."""
    o, S = _run(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv, L2NORM, BETA_SIGMOID, GATE, H0, True, NEG_EIGVAL, LB_MILLI)
    return {"o": o, "ht": S}


def gdn_chunk(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv,
              L2NORM=0, BETA_SIGMOID=0, GATE=0, H0=1, NEG_EIGVAL=0, **kw):
    """zoo/linear_attention/gdn_chunk: scalar per-head gate g [B, T, HV]."""
    o, S = _run(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv, L2NORM, BETA_SIGMOID, GATE, H0, False, NEG_EIGVAL)
    return {"o": o, "ht": S}


C = 64


def intra64(q, k, v, g, beta, a_log, dt_bias, scale, hv, L2NORM=0, BETA_SIGMOID=0, GATE=0, GDN=0, NEG_EIGVAL=0, LB_MILLI=-5000,
            QKR=0):
    """The intra-chunk half of the chunked algorithm in float64 (kda_chunk
    MODE = 1): per (head = b * HV + i, chunk), with gc the within-chunk
    cumulative gate, A = (I + strictly_lower(beta_i k_i . (k_j e^(gc_i - gc_j))))^-1 Diag(beta):
    w = A (k e^gc), u = A v, qg = scale q e^gc, kd = k e^(gc_63 - gc),
    Aqk = lower_incl(q . (k e^(gc_i - gc_j))), gl = e^gc_63.  Tokens past T
    are zero (beta 0, g 0), as the kernel pads a last partial chunk.
    QKR = 1 (GDN): x holds only w, u ([n][2][C][K]: the kernel writes slots
    0 and 1 of its x and never the qg, kd slots), and glo [n][256] holds the
    row scales that make qg, kd from the raw q, k: [0..63] rq_i = scale
    e^gc_i / ||q_i|| (qg = Diag(rq) q), [64..127] rk_i = e^(gc_63 - gc_i) /
    ||k_i|| (kd = Diag(rk) k; the norms only with L2NORM, as sqrt(sum x^2 +
    1e-6)), [128] e^gc_63, the rest 0; rows past T 0."""
    per_key = not GDN
    assert not QKR or GDN, "QKR is for GDN only"
    nq = nk = None
    if QKR:   # 1 / ||x|| of the raw rows [B, T, H] (1 without L2NORM)
        rn = lambda x: 1.0 / np.sqrt((x.astype(np.float64) ** 2).sum(-1) + 1e-6) if L2NORM else np.ones(x.shape[:-1])
        nq, nk = rn(q), rn(k)
    q, k, g, beta = _prep(q, k, g, beta, a_log, dt_bias, hv, L2NORM, BETA_SIGMOID, GATE, per_key, NEG_EIGVAL, LB_MILLI)
    B, T, H, K = q.shape
    HV, V = v.shape[2], v.shape[3]
    G = HV // H
    NT = -(-T // C)
    P = NT * C - T

    def pad(x):
        return np.concatenate([x, np.zeros((B, P) + x.shape[2:])], axis=1) if P else x
    q = pad(np.repeat(q, G, axis=2) * scale)
    k = pad(np.repeat(k, G, axis=2))
    v = pad(v.astype(np.float64))
    beta = pad(beta)
    g = pad(g if per_key else np.broadcast_to(g[..., None], g.shape + (K,)))
    # [B, NT, C, HV, X] -> [B, HV, NT, C, X]
    r = lambda x: x.reshape((B, NT, C) + x.shape[2:]).swapaxes(1, 3).swapaxes(2, 3) if x.ndim == 4 else x.reshape(B, NT, C, HV).transpose(0, 3, 1, 2)
    q, k, v, g, beta = r(q), r(k), r(v), r(g), r(beta)
    if QKR:
        nq, nk = r(pad(np.repeat(nq, G, axis=2))), r(pad(np.repeat(nk, G, axis=2)))   # [B, HV, NT, C]
    gc = np.cumsum(g, axis=3)
    dec = np.exp(gc[..., :, None, :] - gc[..., None, :, :])          # [.., i, j, K]
    low = np.tril(np.ones((C, C)), -1)
    L = beta[..., :, None] * np.einsum("...id,...jd,...ijd->...ij", k, k, np.where(low[..., None] > 0, dec, 0)) * low
    A = np.linalg.solve(np.eye(C) + L, np.broadcast_to(np.eye(C), L.shape)) * beta[..., None, :]
    w = A @ (k * np.exp(gc))
    u = A @ v
    qg = q * np.exp(gc)
    kd = k * np.exp(gc[..., -1:, :] - gc)
    lowi = np.tril(np.ones((C, C)))
    aqk = np.einsum("...id,...jd,...ijd->...ij", q, k, np.where(lowi[..., None] > 0, dec, 0)) * lowi
    gl = np.exp(gc[..., -1, :])
    if QKR:
        gs = gc[..., 0]                                                # the scalar gate, [B, HV, NT, C]
        glo = np.zeros((B, HV, NT, 256))
        glo[..., :C] = scale * np.exp(gs) * nq
        glo[..., C:2 * C] = np.exp(gs[..., -1:] - gs) * nk
        glo[..., 2 * C] = np.exp(gs[..., -1])
        if P:   # rows past T
            glo[:, :, -1, C - P:C] = 0.0
            glo[:, :, -1, 2 * C - P:2 * C] = 0.0
        x = np.stack([w, u], axis=-3)
        return {"x": x.reshape(B * HV * NT, 2, C, K), "aqk": aqk.reshape(B * HV * NT, C, C),
                "glo": glo.reshape(B * HV * NT, 256)}
    x = np.stack([w, u, qg, kd], axis=-3)                              # [B, HV, NT, 4, C, K]
    return {"x": x.reshape(B * HV * NT, 4, C, K), "aqk": aqk.reshape(B * HV * NT, C, C),
            "glo": gl.reshape(B * HV * NT, K)}


def kda_intra(q, k, v, g, beta, a_log, dt_bias, scale, hv, L2NORM=0, BETA_SIGMOID=0, GATE=0, GDN=0,
              NEG_EIGVAL=0, LB_MILLI=-5000, QKR=0, **kw):
    """zoo/linear_attention/kda_chunk with MODE = 1 (intra.json; QKR:
    gdn_chunk/intra_qkr.json)."""
    return intra64(q, k, v, g, beta, a_log, dt_bias, scale, hv, L2NORM, BETA_SIGMOID, GATE, GDN, NEG_EIGVAL, LB_MILLI, QKR)


def kda_state(x, aqk, glo, h0, t, hv, H0=1, **kw):
    """zoo/linear_attention/kda_chunk kda_state: the state half, chunk by
    chunk, from the intra-chunk results: v' = u - w S, o = qg S + Aqk v',
    S <- Diag(gl) S + kd^T v'.  Outputs o [B, T, HV, V], ht [B, HV, K, V]."""
    NT = -(-t // C)
    heads = x.shape[0] // NT
    K = x.shape[-1]
    B = heads // hv
    x = x.astype(np.float64).reshape(heads, NT, 4, C, K)
    aqk = aqk.astype(np.float64).reshape(heads, NT, C, C)
    gl = glo.astype(np.float64).reshape(heads, NT, K)
    S = h0.astype(np.float64).reshape(heads, K, -1).copy() if H0 else np.zeros((heads, K, K))
    V = S.shape[-1]
    o = np.zeros((heads, NT * C, V))
    for c in range(NT):
        w, u, qg, kd = (x[:, c, i] for i in range(4))
        vn = u - w @ S
        o[:, c * C:(c + 1) * C] = qg @ S + aqk[:, c] @ vn
        S = gl[:, c, :, None] * S + kd.swapaxes(1, 2) @ vn
    o = o[:, :t].reshape(B, hv, t, V).transpose(0, 2, 1, 3)
    return {"o": o, "ht": S.reshape(B, hv, K, V)}


def kda_state_qkr(x, q, k, aqk, glo, h0, t, h, hv, H0=1, **kw):
    """kda_state with QKR = 1 (GDN's scalar gate): w, u from x (slots 0, 1),
    q, k raw [B, T, H, K] (GVA: value head i reads q/k head i // (hv // h)),
    glo [n][256] = rq [0..63], rk [64..127], e^gc_63 [128] per (head, chunk):
    v' = u - w S,  o = Diag(rq) q S + Aqk v',  S <- e^gc_63 S + k^T Diag(rk) v'.
    Tokens past t read q = k = 0 (the kernel's tensor maps end there)."""
    NT = -(-t // C)
    heads = x.shape[0] // NT
    K = x.shape[-1]
    B = heads // hv
    G = hv // h
    x = x.astype(np.float64).reshape(heads, NT, -1, C, K)     # [n][2] (w, u) or [n][4]
    aqk = aqk.astype(np.float64).reshape(heads, NT, C, C)
    gl = glo.astype(np.float64).reshape(heads, NT, 256)
    P = NT * C - t

    def heads_of(a):               # [B, T, H, K] -> [heads, NT, C, K] per value head
        a = np.repeat(a.astype(np.float64), G, axis=2)
        if P:
            a = np.concatenate([a, np.zeros((B, P) + a.shape[2:])], axis=1)
        return a.transpose(0, 2, 1, 3).reshape(heads, NT, C, K)
    q, k = heads_of(q), heads_of(k)
    S = h0.astype(np.float64).reshape(heads, K, -1).copy() if H0 else np.zeros((heads, K, K))
    V = S.shape[-1]
    o = np.zeros((heads, NT * C, V))
    for c in range(NT):
        w, u = x[:, c, 0], x[:, c, 1]
        rq, rk, dec = gl[:, c, 0:C], gl[:, c, C:2 * C], gl[:, c, 2 * C]
        vn = u - w @ S
        o[:, c * C:(c + 1) * C] = rq[..., None] * (q[:, c] @ S) + aqk[:, c] @ vn
        S = dec[:, None, None] * S + k[:, c].swapaxes(1, 2) @ (rk[..., None] * vn)
    o = o[:, :t].reshape(B, hv, t, V).transpose(0, 2, 1, 3)
    return {"o": o, "ht": S.reshape(B, hv, K, V)}
