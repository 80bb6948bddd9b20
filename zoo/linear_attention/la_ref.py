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
  BETA_SIGMOID beta <- sigmoid(beta); GATE g <- -exp(A_log[i]) *
  softplus(g + dt_bias[i]) (softplus(x) = x above 20).

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


def _prep(q, k, g, beta, a_log, dt_bias, hv, L2NORM, BETA_SIGMOID, GATE, per_key):
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
    if GATE:
        a = np.asarray(a_log, dtype=np.float64).reshape(hv)
        if per_key:
            x = g + np.asarray(dt_bias, dtype=np.float64).reshape(hv, -1)
            sp = np.where(x > 20.0, x, np.log1p(np.exp(np.minimum(x, 20.0))))
            g = -np.exp(a)[:, None] * sp
        else:
            x = g + np.asarray(dt_bias, dtype=np.float64).reshape(hv)
            sp = np.where(x > 20.0, x, np.log1p(np.exp(np.minimum(x, 20.0))))
            g = -np.exp(a) * sp
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


def _run(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv, L2NORM, BETA_SIGMOID, GATE, H0, per_key):
    q, k, g, beta = _prep(q, k, g, beta, a_log, dt_bias, hv, L2NORM, BETA_SIGMOID, GATE, per_key)
    h0 = h0 if H0 else None
    if os.environ.get("KILN_LA_REF") == "fla":
        return _fla_recurrence(q, k, v, g, beta, scale, h0)
    return recurrence64(q, k, v, g, beta, scale, h0, per_key)


def kda_decode(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv,
               L2NORM=0, BETA_SIGMOID=0, GATE=0, H0=1):
    """zoo/linear_attention/kda_decode: one token, outputs o and ht."""
    o, S = _run(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv, L2NORM, BETA_SIGMOID, GATE, H0, True)
    return {"o": o, "ht": S}


def kda_chunk(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv,
              L2NORM=0, BETA_SIGMOID=0, GATE=0, H0=1):
    """zoo/linear_attention/kda_chunk: T tokens, outputs o and ht."""
    o, S = _run(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv, L2NORM, BETA_SIGMOID, GATE, H0, True)
    return {"o": o, "ht": S}


def gdn_chunk(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv,
              L2NORM=0, BETA_SIGMOID=0, GATE=0, H0=1, **kw):
    """zoo/linear_attention/gdn_chunk: scalar per-head gate g [B, T, HV]."""
    o, S = _run(q, k, v, g, beta, a_log, dt_bias, h0, scale, hv, L2NORM, BETA_SIGMOID, GATE, H0, False)
    return {"o": o, "ht": S}
