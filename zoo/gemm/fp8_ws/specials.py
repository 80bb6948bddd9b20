"""Writes specials_a.npy and specials_b.npy (float16 holding e4m3 values
exactly) for specials.json: the e4m3 corner cases of the fp8 GEMM.
  m = 72, n = 40, k = 160 (one partial 128 x 256 tile, a 32-column K tail).
  * Ordinary entries: integers in [-16, 16] (every one an e4m3 value), so
    every partial sum is an integer below 2^16 and any accumulator of 16 or
    more bits (f32; the GPU's fp8 accumulation) sums them exactly.
  * a row 3 holds NaN at k = 5, row 4 NaN at k = 150 (inside the K tail),
    b row 7 NaN at k = 100: c rows 3, 4 and column 7 are NaN.
  * a rows 10-14 all +448 (the largest e4m3), rows 15-19 all -448; b rows
    10-15 all +448: c[10..19][10..15] = +-448^2 * 160 * scale product
    = +-9.6e38, past the bf16 range (3.39e38): +-Inf (cvt.rn, no satfinite).
  * a rows 20-29: subnormals j * 2^-9 (j = 1..7, with signs).
  * a row 30: all -0; b row 31: subnormals.
Run: python3 zoo/gemm/fp8_ws/specials.py (numpy); the files are committed."""
import os
import numpy as np

M, N, K = 72, 40, 160


def main():
    rng = np.random.default_rng(12)
    a = rng.integers(-16, 17, size=(M, K)).astype(np.float16)
    b = rng.integers(-16, 17, size=(N, K)).astype(np.float16)
    a[3, 5] = np.nan
    a[4, 150] = np.nan
    b[7, 100] = np.nan
    a[10:15, :] = 448
    a[15:20, :] = -448
    b[10:16, :] = 448
    sub = rng.integers(1, 8, size=(10, K)) * rng.choice([-1, 1], size=(10, K))
    a[20:30, :] = (sub * 2.0 ** -9).astype(np.float16)
    a[30, :] = -0.0
    b[31, :] = (rng.integers(-7, 8, size=K) * 2.0 ** -9).astype(np.float16)
    d = os.path.dirname(os.path.abspath(__file__))
    np.save(os.path.join(d, "specials_a.npy"), a)
    np.save(os.path.join(d, "specials_b.npy"), b)


if __name__ == "__main__":
    main()
