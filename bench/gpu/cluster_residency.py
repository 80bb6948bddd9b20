"""How many clusters of C CTAs can be co-resident on this GPU for a GEMM-sized
CTA (cuOccupancyMaxActiveClusters), C = 1..4, for 384 and 512 threads and the
216 KiB of shared memory of zoo/gemm/wgmma_ws_tma at BM = 192: whether a
cluster of 3 (B multicast over three tile rows) keeps the machine whole, as
2 does (66 x 2 = 132) and 4 does not (session 5: 30 x 4 = 120).
Run on the GPU: KILN_RESULTS=DIR python3 bench/gpu/cluster_residency.py."""
import os, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "baselines"))
import torch
import kiln
import gemm_fp8
from common import write_result

SRC = """kernel probe<C = 2, T = 384, SMEM = 221184>(o: global u32*) grid(C) block(T) cluster(C, 1, 1) target(sm_90a)
{
	shared align(1024) u32 buf[SMEM / 4];
	st.shared.u32 [buf[tid.x]], tid.x;
	bar.sync 0;
	u32 v;
	ld.shared.u32 v, [buf[(tid.x + 1) % T]];
	st.global.u32 [o + ctaid.x * T + tid.x], v;
}
"""


def main():
    torch.zeros(1, device="cuda")
    path = os.path.join(tempfile.mkdtemp(), "probe.kiln")
    open(path, "w").write(SRC)
    rows = []
    for t in (384, 512):
        for c in (1, 2, 3, 4):
            kern = kiln.compile(path, defines={"C": c, "T": t}).kernel()
            nc = gemm_fp8.max_clusters(kern, c)
            rows.append({"threads": t, "cluster": c, "smem_bytes": kern.smem, "max_active_clusters": nc, "ctas": nc * c})
            print("threads %d cluster %d smem %d: %d clusters co-resident = %d CTAs" % (t, c, kern.smem, nc, nc * c), flush=True)
    doc = {"workload": "cluster residency probe (bench/gpu/cluster_residency.py)", "rows": rows,
           "baseline": {"impl": "none: a driver query, not a timing"}}
    write_result("cluster-residency", doc)


if __name__ == "__main__":
    main()
